#include "genericgamewindow.h"

#include "datatext.h"
#include "gamesession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

GenericGameWindow::GenericGameWindow(GameSession *session,
                                     std::function<void()> playersViewRequested, QWidget *parent)
    : QWidget(parent), m_session(session), m_title(new QLabel(this)),
      m_state(new QPlainTextEdit(this)), m_actions(new QVBoxLayout), m_refused(new QLabel(this)),
      m_undo(new QPushButton(tr("Undo"), this)), m_redo(new QPushButton(tr("Redo"), this)),
      m_log(new QListWidget(this))
{
    setObjectName(QStringLiteral("genericGameWindow"));
    m_title->setObjectName(QStringLiteral("gameTitle"));
    m_state->setObjectName(QStringLiteral("gameState"));
    m_state->setReadOnly(true);
    m_refused->setObjectName(QStringLiteral("refused"));
    m_refused->setWordWrap(true);
    m_refused->setStyleSheet(QStringLiteral("color: #a00000"));
    m_log->setObjectName(QStringLiteral("gameLog"));
    m_undo->setObjectName(QStringLiteral("undo"));
    m_redo->setObjectName(QStringLiteral("redo"));
    auto *players = new QPushButton(tr("Players' view…"), this);
    players->setObjectName(QStringLiteral("playersView"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_undo);
    buttons->addWidget(m_redo);
    buttons->addStretch();
    buttons->addWidget(players);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_state, 1);
    layout->addWidget(new QLabel(tr("What may be done now"), this));
    layout->addLayout(m_actions);
    layout->addWidget(m_refused);
    layout->addLayout(buttons);
    layout->addWidget(new QLabel(tr("Log"), this));
    layout->addWidget(m_log, 1);
    resize(640, 720);

    connect(m_undo, &QPushButton::clicked, session, &GameSession::undo);
    connect(m_redo, &QPushButton::clicked, session, &GameSession::redo);
    connect(players, &QPushButton::clicked, this, std::move(playersViewRequested));
    connect(session, &GameSession::stateChanged, this, &GenericGameWindow::showGame);
    connect(session, &GameSession::gameOpened, this, &GenericGameWindow::showGame);
    connect(session, &GameSession::failed, m_refused, &QLabel::setText);
    connect(session->undoStack(), &QUndoStack::indexChanged, this, &GenericGameWindow::showGame);
    showGame();
}

void GenericGameWindow::showGame()
{
    const umpire::GameModule *game = m_session->module();
    if (!game)
        return;
    const umpire::Viewer referee = umpire::Viewer::referee();
    setWindowTitle(
        tr("%1 — %2 — Umpire").arg(m_session->title(), QString::fromStdString(game->systemName())));
    m_title->setText(QStringLiteral("<b>%1</b>: %2")
                         .arg(QString::fromStdString(game->systemName()).toHtmlEscaped(),
                              m_session->title().toHtmlEscaped()));
    const umpire::Result<std::string> text = game->viewText(referee);
    m_state->setPlainText(text ? QString::fromStdString(*text) : errorText(text.error()));

    // One button per action the module offers now; a form it gives with a meaning only is the
    // module's to explain, not a button.
    // The button clicked may be the one being replaced: it goes once its click is over.
    while (QLayoutItem *item = m_actions->takeAt(0)) {
        if (QWidget *old = item->widget()) {
            old->hide();
            old->setParent(nullptr);
            old->deleteLater();
        }
        delete item;
    }
    for (const nlohmann::json &offered : game->legalActions(referee)) {
        if (!offered.is_object())
            continue;
        nlohmann::json action = offered;
        const std::string meaning = action.value("meaning", action.dump());
        action.erase("meaning");
        auto *button = new QPushButton(dataText(meaning), this);
        button->setObjectName(QStringLiteral("action"));
        button->setEnabled(!m_session->readOnly());
        const QByteArray form = QByteArray::fromStdString(action.dump());
        connect(button, &QPushButton::clicked, this, [this, form] { actOn(form); });
        m_actions->addWidget(button);
    }

    m_undo->setEnabled(m_session->undoStack()->canUndo() && !m_session->readOnly());
    m_redo->setEnabled(m_session->undoStack()->canRedo() && !m_session->readOnly());
    m_undo->setToolTip(m_session->undoStack()->undoText());
    m_redo->setToolTip(m_session->undoStack()->redoText());

    // Each event in the user's language, struck through when an undo compensates it.
    m_log->clear();
    const umpire::Result<std::vector<umpire::JournalEvent>> events = game->journal().readEvents();
    const std::set<std::uint64_t> compensated = game->compensated();
    if (events)
        for (const umpire::JournalEvent &e : *events) {
            auto *item = new QListWidgetItem(
                QStringLiteral("%1. %2").arg(e.seq).arg(messageText(game->summary(e, referee))),
                m_log);
            if (compensated.count(e.seq)) {
                QFont font = item->font();
                font.setStrikeOut(true);
                item->setFont(font);
            }
        }
    m_log->scrollToBottom();
}

void GenericGameWindow::actOn(const QByteArray &form)
{
    const umpire::Result<umpire::ActOutcome> done =
        m_session->act(nlohmann::json::parse(form.toStdString()));
    m_refused->setText(done ? QString() : errorText(done.error()));
}
