#include "newgamedialog.h"

#include "datatext.h"
#include "games.h"
#include "gamesession.h"
#include "gameui.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardItemModel>

NewGameDialog::NewGameDialog(GameSession *session, const QString &ruleset, QWidget *parent)
    : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("newGameDialog"));
    setWindowTitle(tr("New game"));
    auto *form = new QFormLayout(this);
    m_ruleset = new QComboBox;
    m_ruleset->setObjectName(QStringLiteral("ruleset"));
    for (const auto &[id, file] : m_session->library().available()) {
        umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> r =
            m_session->library().find(id);
        const QString name =
            r ? QString::fromStdString((*r)->name)
              : tr("%1 (broken: %2)").arg(QString::fromStdString(id), errorText(r.error()));
        m_ruleset->addItem(name, QString::fromStdString(id));
    }
    // Every other family's systems made from a title alone (Napoleon 1815 Returns, a family
    // enrolled from its own folder), each played in a window of its own (gameui.h).
    for (const nlohmann::json &system :
         umpire::GameRegistry(m_session->library().dirs()).systems()) {
        const std::string kind = system.value("kind", "");
        const GameUi *ui = GameUi::of(kind);
        if (kind == mainWindowFamily || system.contains("error") ||
            (ui && !ui->makesGameFromTitle()))
            continue;
        m_ruleset->addItem(dataText(system.value("name", "")),
                           QString::fromStdString(system.value("id", "")));
    }
    if (const int at = m_ruleset->findData(ruleset); at >= 0)
        m_ruleset->setCurrentIndex(at);
    m_scenario = new QComboBox;
    m_scenario->setObjectName(QStringLiteral("scenario"));
    m_title = new QLineEdit;
    m_title->setObjectName(QStringLiteral("title"));
    m_path = new QLineEdit;
    m_path->setObjectName(QStringLiteral("path"));
    m_path->setText(GameSession::gamesFolder() + QStringLiteral("/game-") +
                    QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")) +
                    QStringLiteral(".jsonl"));
    auto *browse = new QPushButton(tr("Browse…"));
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    m_note = new QLabel;
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse); // the command, to copy
    form->addRow(tr("&Ruleset"), m_ruleset);
    form->addRow(tr("&Scenario"), m_scenario);
    form->addRow(tr("&Title"), m_title);
    auto *pathLabel = new QLabel(tr("&Journal file")); // a row of widgets: its label's buddy
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    form->addRow(m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, &NewGameDialog::fillScenarios);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(
            this, tr("New game journal"), m_path->text(), tr("Umpire journals (*.jsonl)"));
        if (!file.isEmpty())
            m_path->setText(file);
    });
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateNote);
    fillScenarios();
    resize(560, sizeHint().height());
}

void NewGameDialog::fillScenarios()
{
    m_scenario->clear();
    if (const std::string family = umpire::GameRegistry::familyOf(rulesetId().toStdString()).id();
        family != mainWindowFamily) {
        const GameUi *ui = GameUi::of(family);
        const QString scenario = ui ? ui->newGameScenario() : QString();
        m_scenario->addItem(scenario.isEmpty() ? tr("the game's own set-up") : scenario, QString());
        m_note->setText(tr("Every action is written to the journal file as it happens: there is "
                           "nothing to save."));
        return;
    }
    m_scenario->addItem(tr("none: the ruleset's sides, no levels"), QString());
    const std::string ruleset = rulesetId().toStdString();
    auto *model = qobject_cast<QStandardItemModel *>(m_scenario->model());
    int first = -1;
    // A scenario of this ruleset that does not load (or whose ruleset cannot be read) is listed
    // greyed with its error, not left out: the scenario editor puts it right.
    for (const umpire::crt::RuleDataEntry &e : m_session->library().scenarioEntries()) {
        if (e.ruleset != ruleset && !(e.error && e.ruleset.empty()))
            continue;
        const QString name = e.name.empty() ? QString::fromStdString(e.id) : dataText(e.name);
        m_scenario->addItem(
            e.error ? tr("%1 (%2): does not load").arg(name).arg(QString::fromStdString(e.id))
                    : name,
            QString::fromStdString(e.id));
        const int at = m_scenario->count() - 1;
        if (e.error) {
            m_scenario->setItemData(at, errorText(*e.error), Qt::ToolTipRole);
            if (model)
                model->item(at)->setEnabled(false);
        } else if (first < 0) {
            first = at;
        }
    }
    if (first > 0)
        m_scenario->setCurrentIndex(first);
    updateNote();
}

// A game without a scenario is no dead end: the note says what it starts with and how
// to set one up until the app's own editors come.
void NewGameDialog::updateNote()
{
    const QString saved =
        tr("Every action is written to the journal file as it happens: there is nothing to save.");
    if (umpire::GameRegistry::familyOf(rulesetId().toStdString()).id() != mainWindowFamily ||
        !m_scenario->currentData().toString().isEmpty()) {
        m_note->setText(saved);
        return;
    }
    m_note->setText(
        tr("Without a scenario the game starts with the ruleset's sides only: no demoralization "
           "levels, no units and no turn record, which the app cannot add yet. Combats typed by "
           "strengths (5 4 3) work. To play your own set-up, make its journal with the command "
           "line, then open it here (File > Open):\n"
           "umpire-cli journal new FILE --ruleset %1 --side NAME:LEVEL --unit "
           "NAME:SIDE:STRENGTH:TYPE:CORPS ... [--map MAP --positions FILE]\n"
           "(umpire-cli journal lists every option.) %2")
            .arg(rulesetId(), saved));
}

QString NewGameDialog::rulesetId() const
{
    return m_ruleset->currentData().toString();
}
QString NewGameDialog::scenarioId() const
{
    return m_scenario->currentData().toString();
}
QString NewGameDialog::title() const
{
    return m_title->text().trimmed();
}
QString NewGameDialog::path() const
{
    return m_path->text().trimmed();
}

void NewGameDialog::accept()
{
    if (path().isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("Choose where the journal goes."));
        return;
    }
    if (QFileInfo::exists(path())) {
        QMessageBox::warning(this, windowTitle(),
                             tr("%1 already exists; a journal is never overwritten.").arg(path()));
        return;
    }
    QDialog::accept();
}
