#include "n1815window.h"

#include "datatext.h"
#include "gamesession.h"
#include "gameundokeys.h"
#include "n1815battlepanel.h"
#include "n1815boardpanel.h"
#include "n1815mapview.h"
#include "n1815module.h"
#include "n1815objectivespanel.h"
#include "n1815sheeteditor.h"
#include "n1815sheetspanel.h"
#include "n1815turnpanel.h"
#include "settings.h"
#include "unverifiedbanner.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

using nlohmann::json;
using namespace umpire;
using n1815ui::qs;

N1815Window::N1815Window(GameSession *session, QWidget *parent)
    : QMainWindow(parent), m_session(session), m_secrets(Settings().n1815PlayersScreen())
{
    setObjectName(QStringLiteral("n1815Window"));
    setAttribute(Qt::WA_DeleteOnClose);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("n1815Status"));
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_status->setFont(big);
    m_status->setWordWrap(true);
    m_banner = unverifiedBanner(QStringLiteral("n1815Unverified"));
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("n1815Message"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The players' screen, at a glance and a click (the View menu's action holds the key).
    m_playersScreenBox =
        new QCheckBox(tr("Players' screen: units, hands, odds and objectives hidden"));
    m_playersScreenBox->setObjectName(QStringLiteral("n1815PlayersScreen"));

    m_board = new N1815BoardPanel(*this);

    // The tabs in N1815Page's order.
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("n1815Tabs"));
    m_turn = new N1815TurnPanel(*this);
    m_tabs->addTab(m_turn, tr("&Turn"));
    m_battle = new N1815BattlePanel(*this);
    m_tabs->addTab(m_battle, tr("&Battle"));
    m_sheets = new N1815SheetsPanel(*this);
    m_tabs->addTab(m_sheets, tr("Tracking &sheets"));
    m_objectives = new N1815ObjectivesPanel(*this);
    m_tabs->addTab(m_objectives, tr("&Objectives"));
    m_events = new QTreeWidget;
    m_events->setObjectName(QStringLiteral("n1815Events"));
    m_events->setHeaderLabels({tr("#"), tr("Event")});
    m_events->setRootIsDecorated(false);
    m_tabs->addTab(m_events, tr("&Journal"));

    m_steps = new QTreeWidget;
    m_steps->setObjectName(QStringLiteral("n1815Steps"));
    m_steps->setHeaderLabels({tr("Rule"), tr("Step"), tr("Before"), tr("After")});
    m_steps->setRootIsDecorated(false);
    m_steps->setWordWrap(true);
    m_steps->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_steps->header()->setStretchLastSection(false);

    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(m_tabs);
    auto *stepsBox = new QGroupBox(tr("What the rules did"));
    auto *stepsLayout = new QVBoxLayout(stepsBox);
    // The message (a refusal, the stand-ins used) whole, however long: a laptop's short screen
    // scrolls it rather than cut its last lines.
    auto *messageScroll = new QScrollArea;
    messageScroll->setObjectName(QStringLiteral("n1815MessageScroll"));
    messageScroll->setWidget(m_message);
    messageScroll->setWidgetResizable(true);
    messageScroll->setFrameShape(QFrame::NoFrame);
    messageScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    messageScroll->setMaximumHeight(m_message->fontMetrics().lineSpacing() * 5 + 8);
    messageScroll->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    stepsLayout->addWidget(messageScroll);
    stepsLayout->addWidget(m_steps);
    right->addWidget(stepsBox);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_board);
    split->addWidget(right);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 5);
    split->setSizes({680, 900});

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_playersScreenBox, 0, Qt::AlignTop);
    layout->addLayout(top);
    layout->addWidget(m_banner);
    layout->addWidget(split, 1);
    setCentralWidget(central);
    buildMenus();
    connect(m_board->map(), &N1815MapView::locationClicked, this, &N1815Window::showLocation);
    connect(m_session, &GameSession::stateChanged, this, &N1815Window::gameChanged);
    connect(m_session, &GameSession::gameOpened, this, &QWidget::close);
    connect(m_session, &GameSession::failed, this, &N1815Window::fail);
    new GameUndoKeys(this); // Ctrl+Z in the Path field undoes the move, not the typing
    // Never larger than the screen's free area (a laptop's 1366x768 included).
    const QSize free = screen() ? screen()->availableGeometry().size() : QSize(1560, 960);
    resize(QSize(1560, 960).boundedTo(free));
    refresh();
    refreshJournal();
}

Result<N1815Window *> N1815Window::create(GameSession *session, const QString &path,
                                          const QString &title, QWidget *parent)
{
    if (Result<Ok> ok = session->createGame(path, umpire::n1815::Journal::rulesetId,
                                            {{"title", title.toStdString()}});
        !ok)
        return ok.error();
    return new N1815Window(session, parent);
}

Result<N1815Window *> N1815Window::open(GameSession *session, const QString &path, QWidget *parent)
{
    if (Result<Ok> ok = session->open(path); !ok)
        return ok.error();
    if (!session->moduleAs<umpire::n1815::Module>())
        return badInput(
            Message(tr("%1 is not a journal of Napoleon 1815 Returns").arg(path).toStdString()));
    auto *window = new N1815Window(session, parent);
    if (const QStringList problems = session->problems(); !problems.isEmpty())
        window->m_message->setText(
            tr("The journal needed care: %1").arg(problems.join(QStringLiteral("; "))));
    return window;
}

const n1815::Journal &N1815Window::journal() const
{
    return m_session->moduleAs<umpire::n1815::Module>()->game();
}

const n1815::Game &N1815Window::game() const
{
    return journal().game();
}

const n1815::Data &N1815Window::data() const
{
    return journal().data();
}

QString N1815Window::path() const
{
    return m_session->path();
}

void N1815Window::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *close = file->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = edit->addAction(tr("&Undo the last action"), this, [this] { this->undo(); });
    undo->setObjectName(QStringLiteral("n1815Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = edit->addAction(tr("&Redo"), this, [this] { this->redo(); });
    redo->setObjectName(QStringLiteral("n1815Redo"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addSeparator();
    // The values printed on the user's own tracking sheets and deck, over the stand-ins.
    QAction *sheets =
        edit->addAction(tr("&Tracking sheets and deck (your printed values)…"), this, [this] {
            auto *editor = new N1815SheetEditor(m_session, this);
            editor->setAttribute(Qt::WA_DeleteOnClose);
            editor->show();
        });
    sheets->setObjectName(QStringLiteral("n1815SheetEditorAction"));
    QMenu *view = menuBar()->addMenu(tr("&View"));
    const QList<std::pair<QString, N1815Page>> pages = {{tr("&Turn"), N1815Page::Turn},
                                                        {tr("&Battle"), N1815Page::Battle},
                                                        {tr("Tracking &sheets"), N1815Page::Sheets},
                                                        {tr("&Objectives"), N1815Page::Objectives},
                                                        {tr("&Journal"), N1815Page::Journal}};
    for (const auto &[name, page] : pages) {
        QAction *a = view->addAction(name, this, [this, p = page] { showPage(p); });
        // Ctrl+1 to Ctrl+5: the F keys mean the same in every window (F5 is the next step in the
        // main window).
        a->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + static_cast<int>(page))));
    }
    view->addSeparator();
    view->addAction(tr("&Map"), this, [this] { m_board->showMap(); });
    view->addAction(tr("&Locations"), this, [this] { m_board->showLocations(); });
    view->addSeparator();
    QAction *players = view->addAction(tr("Players' &view on phones and the TV…"), this,
                                       &N1815Window::playersViewRequested);
    players->setObjectName(QStringLiteral("n1815PlayersView"));
    players->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    // On by default; Ctrl+Shift+P is free in every window of the app.
    m_playersScreenAction = view->addAction(
        tr("&Players' screen (units, hands, odds and objectives hidden until asked)"));
    m_playersScreenAction->setObjectName(QStringLiteral("n1815PlayersScreenAction"));
    m_playersScreenAction->setCheckable(true);
    m_playersScreenAction->setChecked(m_secrets.playersScreen());
    m_playersScreenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_playersScreenBox->setChecked(m_secrets.playersScreen());
    m_playersScreenBox->setToolTip(
        tr("%1. Off: the screen is the referee's alone and shows both hands and the odds.")
            .arg(m_playersScreenAction->shortcut().toString(QKeySequence::NativeText)));
    connect(m_playersScreenAction, &QAction::toggled, this, &N1815Window::setPlayersScreen);
    connect(m_playersScreenBox, &QCheckBox::toggled, this, &N1815Window::setPlayersScreen);
}

void N1815Window::setPlayersScreen(bool on)
{
    // The action and the box show the same choice; either changes it.
    {
        const QSignalBlocker quietAction(m_playersScreenAction), quietBox(m_playersScreenBox);
        m_playersScreenAction->setChecked(on);
        m_playersScreenBox->setChecked(on);
    }
    if (on == m_secrets.playersScreen())
        return;
    N1815Secrets secrets = m_secrets;
    secrets.setPlayersScreen(on);
    Settings().setN1815PlayersScreen(on);
    setSecrets(secrets);
    say(on ? tr("Players' screen: each side's units, the hands, the odds and the objectives are "
                "hidden until asked.")
           : tr("Referee's screen: every unit, both hands and the odds are shown; the French "
                "objectives still only when asked."));
}

void N1815Window::setSecrets(const N1815Secrets &secrets)
{
    m_secrets = secrets;
    refresh();
    refreshJournal();
    refreshSteps();
}

void N1815Window::setConfirmer(std::function<bool(const QString &)> confirm)
{
    m_objectives->setConfirmer(std::move(confirm));
}

bool N1815Window::objectivesShown() const
{
    return m_objectives->objectivesShown();
}

void N1815Window::showObjectives()
{
    m_objectives->showObjectives();
}

void N1815Window::hideObjectives()
{
    m_objectives->hideObjectives();
}

// ---------------------------------------------------------------------------------------------
// Acting and showing

bool N1815Window::act(const json &action)
{
    // Through the session: journaled, on the one undo stack, and shown by gameChanged().
    Result<ActOutcome> done = m_session->act(action);
    if (!done) {
        fail(errorText(done.error()));
        return false;
    }
    m_error.clear();
    showSteps(done->explanation);
    // What was journaled in words, as the Journal tab says it (never the action's name).
    statusBar()->showMessage(tr("#%1 journaled: %2")
                                 .arg(done->event.seq)
                                 .arg(messageText(n1815::eventSummary(
                                     data(), game().state, done->event, m_secrets.viewer()))),
                             8000);
    return true;
}

bool N1815Window::undo()
{
    return compensate(true);
}

bool N1815Window::redo()
{
    return compensate(false);
}

// Undo and redo are the session's one undo stack, the same as the main window's Edit menu.
bool N1815Window::compensate(bool undo)
{
    QUndoStack *stack = m_session->undoStack();
    if (undo ? !stack->canUndo() : !stack->canRedo()) {
        fail(undo ? tr("There is nothing to undo.") : tr("There is nothing to redo."));
        return false;
    }
    const std::uint64_t before = journal().journal().lastSeq();
    m_error.clear();
    undo ? stack->undo() : stack->redo();
    if (!m_error.isEmpty() || journal().journal().lastSeq() == before)
        return false;
    Result<JournalEvent> e = journal().journal().readEvent(journal().journal().lastSeq());
    if (!e)
        return false;
    m_explanation = {};
    m_steps->clear();
    m_message->setText(
        (undo ? tr("Undone (#%1): %2") : tr("Redone (#%1): %2"))
            .arg(e->seq)
            .arg(messageText(n1815::eventSummary(data(), game().state, *e, m_secrets.viewer()))));
    return true;
}

void N1815Window::gameChanged()
{
    if (!m_session->moduleAs<umpire::n1815::Module>())
        return; // another game is opening: this window closes (gameOpened)
    // Secrets never stay on the screen past the next event; a player's units stay through his
    // moves, until the phase changes.
    const n1815::Phase phase = game().state.phase;
    m_secrets.hideAll(phase != m_shownPhase || game().battle.has_value());
    m_shownPhase = phase;
    refresh();
    refreshJournal();
}

void N1815Window::fail(const QString &message)
{
    m_error = message;
    m_message->setText(QStringLiteral("<span style='color:#a01010'><b>%1</b> %2</span>")
                           .arg(tr("Refused:"), message.toHtmlEscaped()));
    statusBar()->showMessage(message, 10000);
}

void N1815Window::showSteps(const Explanation &explanation)
{
    m_explanation = explanation;
    refreshSteps();
    QStringList used;
    for (const UnverifiedUse &u : visibility().unverified(explanation.unverified))
        used << qs(u.text);
    m_message->setText(used.isEmpty() ? QString()
                                      : tr("UNVERIFIED stand-ins used (%1): %2")
                                            .arg(used.size())
                                            .arg(used.join(QStringLiteral("; "))));
}

void N1815Window::refreshSteps()
{
    m_steps->clear();
    for (const Step &s : visibility().explanation(m_explanation).steps) {
        auto *item = new QTreeWidgetItem({qs(s.rule), stepText(s), qs(s.before), qs(s.after)});
        item->setToolTip(1, stepText(s));
        m_steps->addTopLevelItem(item);
    }
    m_steps->resizeColumnToContents(0);
}

void N1815Window::say(const QString &message)
{
    m_message->setText(message);
}

void N1815Window::showPage(N1815Page page)
{
    m_tabs->setCurrentIndex(static_cast<int>(page));
}

void N1815Window::showLocation(const QString &location)
{
    m_turn->selectCombatLocation(location);
    QStringList names;
    for (const std::string &u : game().state.unitsAt(data(), location.toStdString()))
        names << unitName(u);
    say(tr("%1: %2").arg(locationName(location.toStdString()),
                         names.isEmpty() ? tr("no units") : names.join(QStringLiteral(", "))));
}

// Every panel shows the game as it now stands.
void N1815Window::refresh()
{
    refreshStatus();
    m_board->refresh();
    m_turn->refresh();
    m_battle->refresh();
    const std::optional<n1815::Battle> &b = game().battle;
    m_tabs->setTabText(static_cast<int>(N1815Page::Battle),
                       b ? tr("&Battle at %1").arg(locationName(b->location)) : tr("&Battle"));
    m_sheets->refresh();
    m_objectives->refresh();
}

void N1815Window::refreshStatus()
{
    const n1815::State &st = game().state;
    static const char *phases[] = {QT_TR_NOOP("weather roll"),  QT_TR_NOOP("French movement"),
                                   QT_TR_NOOP("French combat"), QT_TR_NOOP("Allied movement"),
                                   QT_TR_NOOP("Allied combat"), QT_TR_NOOP("end of turn"),
                                   QT_TR_NOOP("game over")};
    QString status = tr("Turn %1 of %2 · %3")
                         .arg(st.turn)
                         .arg(data().lastTurn)
                         .arg(tr(phases[static_cast<int>(st.phase)]));
    status += st.rain ? tr(" · rain") : QString();
    if (!st.activeSide.empty())
        status += tr(" · active: %1").arg(sideName(st.activeSide));
    for (const auto &[army, points] : st.movementPoints) {
        const n1815::Army *a = data().army(army);
        status += tr(" · %1 MP left: %2").arg(a ? dataText(a->name) : qs(army)).arg(points);
    }
    if (!st.winner.empty())
        status = tr("Game over after turn %1: %2 wins (%3)")
                     .arg(st.turn)
                     .arg(sideName(st.winner), qs(st.winReason));
    m_status->setText(status);
    const std::size_t standIns = data().allUnverified().size();
    m_banner->setText(
        tr("UNVERIFIED: %n value(s) of this game's data are stand-ins (tracks, cards, "
           "roads, deck) the rules given to us do not state; they are marked on the "
           "sheets. Check them against your own components.",
           nullptr, int(standIns)));
    m_banner->setVisible(standIns > 0);
    setWindowTitle(tr("%1 — Napoleon 1815 Returns — Umpire")
                       .arg(journal().journal().header().title.empty()
                                ? QFileInfo(path()).fileName()
                                : qs(journal().journal().header().title)));
}

void N1815Window::refreshJournal()
{
    m_events->clear();
    Result<std::vector<JournalEvent>> events = journal().journal().readEvents();
    if (!events)
        return;
    const std::set<std::uint64_t> gone = compensatedEvents(journal().journal().digests());
    for (const JournalEvent &e : *events) {
        // What the screen may show (the module decides, for the viewer N1815Secrets names).
        const QString text =
            messageText(n1815::eventSummary(data(), game().state, e, m_secrets.viewer()));
        auto *item = new QTreeWidgetItem(
            {QString::number(e.seq), gone.count(e.seq) ? tr("(undone) %1").arg(text) : text});
        m_events->addTopLevelItem(item);
    }
    m_events->scrollToBottom();
}
