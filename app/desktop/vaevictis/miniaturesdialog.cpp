#include "miniaturesdialog.h"

#include "datatext.h"
#include "gamesession.h"
#include "roll.h"
#include "unverifiedbanner.h"
#include "vaevictisrequest.h"
#include "vvmodule.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

using nlohmann::json;

namespace {

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

MiniaturesDialog::MiniaturesDialog(GameSession *session, QWidget *parent)
    : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("miniaturesDialog"));
    setWindowTitle(tr("Vae Victis: distances and combat"));
    auto *layout = new QVBoxLayout(this);

    auto *top = new QHBoxLayout;
    m_game = new QComboBox;
    m_game->setObjectName(QStringLiteral("game"));
    for (const std::string &id : umpire::vv::Game::gameIds())
        m_game->addItem(qs(id), qs(id));
    // Each game by its name, from its own data (a user's corrected copy included).
    for (int i = 0; i < m_game->count(); ++i) {
        umpire::Result<json> summary = umpire::vv::answer(
            {{"ask", "data"}, {"game", m_game->itemData(i).toString().toStdString()}},
            m_session->library().dirs());
        if (summary && summary->contains("name"))
            m_game->setItemText(i, qs((*summary)["name"].get<std::string>()));
    }
    m_scale = new QComboBox;
    m_scale->setObjectName(QStringLiteral("scale"));
    auto *gameLabel = new QLabel(tr("&Game"));
    gameLabel->setBuddy(m_game);
    auto *scaleLabel = new QLabel(tr("&Scale"));
    scaleLabel->setBuddy(m_scale);
    top->addWidget(gameLabel);
    top->addWidget(m_game, 1);
    top->addWidget(scaleLabel);
    top->addWidget(m_scale);
    layout->addLayout(top);

    // The battle these results belong to: without one, nothing is kept.
    auto *bar = new QHBoxLayout;
    m_battleLabel = new QLabel;
    m_battleLabel->setObjectName(QStringLiteral("battle"));
    m_battleLabel->setWordWrap(true);
    auto *startButton = new QPushButton(tr("&New battle…"));
    startButton->setObjectName(QStringLiteral("newBattle"));
    auto *openButton = new QPushButton(tr("Open &battle…"));
    m_undo = new QPushButton(tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("undoBattle"));
    m_redo = new QPushButton(tr("Re&do"));
    m_redo->setObjectName(QStringLiteral("redoBattle"));
    bar->addWidget(m_battleLabel, 1);
    for (QPushButton *b : {startButton, openButton, m_undo, m_redo})
        bar->addWidget(b);
    layout->addLayout(bar);
    connect(startButton, &QPushButton::clicked, this, &MiniaturesDialog::newBattle);
    connect(openButton, &QPushButton::clicked, this, &MiniaturesDialog::chooseBattle);
    connect(m_undo, &QPushButton::clicked, this, &MiniaturesDialog::undoBattle);
    connect(m_redo, &QPushButton::clicked, this, &MiniaturesDialog::redoBattle);
    // The battle is the session's open game, when it is one: this dialog follows it.
    connect(m_session, &GameSession::gameOpened, this, &MiniaturesDialog::gameChanged);
    connect(m_session, &GameSession::stateChanged, this, &MiniaturesDialog::gameChanged);
    connect(m_session, &GameSession::failed, this, [this](const QString &message) {
        if (battle())
            m_battleLabel->setText(m_battleLabel->text() + QStringLiteral("<br>") +
                                   message.toHtmlEscaped());
    });

    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("tabs"));
    auto *table = new QWidget;
    auto *tableLayout = new QVBoxLayout(table);
    tabs->addTab(table, tr("&Measure and combat"));
    tabs->addTab(buildArmyTab(), tr("&Army list"));
    tabs->addTab(buildMoraleTab(), tr("C&orps morale"));
    layout->addWidget(tabs, 1);

    // Measuring: a distance in, paces and every range and move it falls inside out.
    auto *measureBox = new QGroupBox(tr("Measure"));
    auto *measureLayout = new QGridLayout(measureBox);
    m_distance = new QDoubleSpinBox;
    m_distance->setObjectName(QStringLiteral("distance"));
    m_distance->setRange(0, 10000);
    m_distance->setDecimals(1);
    m_distance->setValue(9);
    m_unit = new QComboBox;
    m_unit->setObjectName(QStringLiteral("unit"));
    m_unit->addItem(tr("cm"), QStringLiteral("cm"));
    m_unit->addItem(tr("mm"), QStringLiteral("mm"));
    m_unit->addItem(tr("inches"), QStringLiteral("in"));
    m_unit->addItem(tr("paces"), QStringLiteral("paces"));
    auto *distanceLabel = new QLabel(tr("&Distance"));
    distanceLabel->setBuddy(m_distance);
    m_measured = new QLabel;
    m_measured->setObjectName(QStringLiteral("measured"));
    m_measured->setWordWrap(true);
    m_measured->setTextFormat(Qt::RichText);
    m_measured->setTextInteractionFlags(Qt::TextSelectableByMouse);
    measureLayout->addWidget(distanceLabel, 0, 0);
    measureLayout->addWidget(m_distance, 0, 1);
    measureLayout->addWidget(m_unit, 0, 2);
    measureLayout->addWidget(m_measured, 1, 0, 1, 4);
    measureLayout->setColumnStretch(3, 1);
    tableLayout->addWidget(measureBox);

    // Fire and melee: both elements, their terrain, the factors the players choose, both dice.
    auto *combatBox = new QGroupBox(tr("Fire and melee"));
    auto *grid = new QGridLayout(combatBox);
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("kind"));
    m_kind->addItem(tr("Fire (at the distance above)"), QStringLiteral("fire"));
    m_kind->addItem(tr("Melee"), QStringLiteral("melee"));
    m_attacker = new QComboBox;
    m_attacker->setObjectName(QStringLiteral("attacker"));
    m_defender = new QComboBox;
    m_defender->setObjectName(QStringLiteral("defender"));
    m_attackerTerrain = new QComboBox;
    m_defenderTerrain = new QComboBox;
    m_charging = new QCheckBox(tr("Attacker &charging"));
    m_charging->setObjectName(QStringLiteral("charging"));
    m_attackerFactors = new QListWidget;
    m_attackerFactors->setObjectName(QStringLiteral("attackerFactors"));
    m_defenderFactors = new QListWidget;
    m_defenderFactors->setObjectName(QStringLiteral("defenderFactors"));
    for (QListWidget *list : {m_attackerFactors, m_defenderFactors})
        list->setMaximumHeight(list->fontMetrics().height() * 6);
    m_attackerDie = new QSpinBox;
    m_attackerDie->setObjectName(QStringLiteral("attackerDie"));
    m_attackerDie->setRange(1, 6);
    m_defenderDie = new QSpinBox;
    m_defenderDie->setObjectName(QStringLiteral("defenderDie"));
    m_defenderDie->setRange(1, 6);
    grid->addWidget(new QLabel(tr("Combat")), 0, 0);
    grid->addWidget(m_kind, 0, 1);
    grid->addWidget(m_charging, 0, 2);
    grid->addWidget(new QLabel(tr("Attacker (the firer)")), 1, 1);
    grid->addWidget(new QLabel(tr("Defender (the target)")), 1, 2);
    grid->addWidget(new QLabel(tr("Element")), 2, 0);
    grid->addWidget(m_attacker, 2, 1);
    grid->addWidget(m_defender, 2, 2);
    grid->addWidget(new QLabel(tr("Terrain")), 3, 0);
    grid->addWidget(m_attackerTerrain, 3, 1);
    grid->addWidget(m_defenderTerrain, 3, 2);
    grid->addWidget(new QLabel(tr("Factors chosen")), 4, 0, Qt::AlignTop);
    grid->addWidget(m_attackerFactors, 4, 1);
    grid->addWidget(m_defenderFactors, 4, 2);
    grid->addWidget(new QLabel(tr("Die")), 5, 0);
    grid->addWidget(m_attackerDie, 5, 1);
    grid->addWidget(m_defenderDie, 5, 2);
    // VV 9: with a battle open, a destroyed element's points count against its corps.
    m_attackerCorps = new QComboBox;
    m_attackerCorps->setObjectName(QStringLiteral("attackerCorps"));
    m_defenderCorps = new QComboBox;
    m_defenderCorps->setObjectName(QStringLiteral("defenderCorps"));
    auto *corpsLabel = new QLabel(tr("Corps"));
    corpsLabel->setObjectName(QStringLiteral("corpsLabel"));
    grid->addWidget(corpsLabel, 6, 0);
    grid->addWidget(m_attackerCorps, 6, 1);
    grid->addWidget(m_defenderCorps, 6, 2);
    auto *buttons = new QHBoxLayout;
    auto *resolve = new QPushButton(tr("&Resolve with these dice"));
    resolve->setObjectName(QStringLiteral("resolve"));
    auto *roll = new QPushButton(tr("Ro&ll for me"));
    buttons->addStretch(1);
    buttons->addWidget(roll);
    buttons->addWidget(resolve);
    grid->addLayout(buttons, 7, 0, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    tableLayout->addWidget(combatBox);

    m_result = new QLabel;
    m_result->setObjectName(QStringLiteral("result"));
    QFont big = m_result->font();
    big.setPointSize(big.pointSize() + 5);
    big.setBold(true);
    m_result->setFont(big);
    m_result->setWordWrap(true);
    tableLayout->addWidget(m_result);
    m_unverified = unverifiedBanner(QStringLiteral("unverified"));
    m_unverified->hide();
    tableLayout->addWidget(m_unverified);
    m_steps = new QTreeWidget;
    m_steps->setObjectName(QStringLiteral("steps"));
    m_steps->setHeaderLabels({tr("Rule"), tr("Step"), tr("Numbers")});
    m_steps->setRootIsDecorated(false);
    m_steps->setWordWrap(true);
    m_steps->header()->setStretchLastSection(false);
    m_steps->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_steps->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_steps->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    tableLayout->addWidget(m_steps, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_game, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::loadGame);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::measure);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::measure);
    connect(m_distance, &QDoubleSpinBox::valueChanged, this, &MiniaturesDialog::measure);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::fillFactors);
    for (QComboBox *box : {m_kind, m_attacker, m_defender})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { m_rolls.clear(); });
    connect(resolve, &QPushButton::clicked, this, &MiniaturesDialog::resolve);
    connect(roll, &QPushButton::clicked, this, &MiniaturesDialog::rollAndResolve);
    resize(900, 900);
    loadGame();
    gameChanged(); // the session's battle, if that is its game
}

QString MiniaturesDialog::gameId() const
{
    return m_game->currentData().toString();
}
QString MiniaturesDialog::resultText() const
{
    return m_result->text();
}

QString MiniaturesDialog::armyText() const
{
    return m_armyReport->text();
}

QString MiniaturesDialog::moraleText() const
{
    return m_moraleReport->text();
}

QWidget *MiniaturesDialog::buildArmyTab()
{
    // VV 2: corps of at most 36 points, at most four corps, a Commander-in-Chief above one corps,
    // the sheet's maxima per army; checked on every change, each problem saying what to fix.
    auto *tab = new QWidget;
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(new QLabel(tr("How many elements of each type in each corps:")));
    m_army = new QTableWidget(0, 4);
    m_army->setObjectName(QStringLiteral("army"));
    m_army->setHorizontalHeaderLabels({tr("Corps 1"), tr("Corps 2"), tr("Corps 3"), tr("Corps 4")});
    m_army->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(m_army, 1);
    m_commanderInChief = new QCheckBox(tr("A &Commander-in-Chief commands the army"));
    m_commanderInChief->setObjectName(QStringLiteral("commanderInChief"));
    layout->addWidget(m_commanderInChief);
    m_armyReport = new QLabel;
    m_armyReport->setObjectName(QStringLiteral("armyReport"));
    m_armyReport->setWordWrap(true);
    m_armyReport->setTextFormat(Qt::RichText);
    layout->addWidget(m_armyReport);
    connect(m_army, &QTableWidget::itemChanged, this, &MiniaturesDialog::checkArmy);
    connect(m_commanderInChief, &QCheckBox::toggled, this, &MiniaturesDialog::checkArmy);
    return tab;
}

QWidget *MiniaturesDialog::buildMoraleTab()
{
    // VV 9: a corps is demoralised at a third of its points lost; a die says how many rally.
    auto *tab = new QWidget;
    auto *form = new QFormLayout(tab);
    auto spin = [](const char *name, int value) {
        auto *box = new QSpinBox;
        box->setObjectName(QString::fromLatin1(name));
        box->setRange(0, 500);
        box->setValue(value);
        return box;
    };
    m_corpsPoints = spin("corpsPoints", 36);
    m_pointsLost = spin("pointsLost", 12);
    m_elementsLeft = spin("elementsLeft", 8);
    m_elementsInCommand = spin("elementsInCommand", 6);
    m_moraleRoll = spin("moraleRoll", 0);
    m_moraleRoll->setRange(0, 6);
    m_moraleRoll->setSpecialValueText(tr("Umpire rolls"));
    m_generalLost = new QCheckBox(tr("Its general is los&t"));
    m_moraleCorps = new QComboBox;
    m_moraleCorps->setObjectName(QStringLiteral("moraleCorps"));
    form->addRow(tr("Co&rps of the battle"), m_moraleCorps);
    connect(m_moraleCorps, &QComboBox::currentIndexChanged, this,
            &MiniaturesDialog::fillMoraleFromBattle);
    form->addRow(tr("Corps &points"), m_corpsPoints);
    form->addRow(tr("Points &lost"), m_pointsLost);
    form->addRow(tr("&Elements left"), m_elementsLeft);
    form->addRow(tr("Elements &in command range"), m_elementsInCommand);
    form->addRow(QString(), m_generalLost);
    form->addRow(tr("Rally &die"), m_moraleRoll);
    auto *judge = new QPushButton(tr("&Check the corps"));
    judge->setObjectName(QStringLiteral("judgeMorale"));
    form->addRow(QString(), judge);
    m_moraleReport = new QLabel;
    m_moraleReport->setObjectName(QStringLiteral("moraleReport"));
    m_moraleReport->setWordWrap(true);
    m_moraleReport->setTextFormat(Qt::RichText);
    form->addRow(m_moraleReport);
    connect(judge, &QPushButton::clicked, this, &MiniaturesDialog::judgeMorale);
    return tab;
}

void MiniaturesDialog::checkArmy()
{
    json corps = json::array();
    for (int c = 0; c < m_army->columnCount(); ++c) {
        json units = json::array();
        for (int r = 0; r < m_army->rowCount(); ++r) {
            const QTableWidgetItem *item = m_army->item(r, c);
            const int count = item ? item->text().toInt() : 0;
            if (count > 0)
                units.push_back(
                    {{"unit",
                      m_army->verticalHeaderItem(r)->data(Qt::UserRole).toString().toStdString()},
                     {"count", count}});
        }
        if (!units.empty())
            corps.push_back({{"name", tr("Corps %1").arg(c + 1).toStdString()}, {"units", units}});
    }
    if (corps.empty()) {
        m_armyReport->setText(tr("Type how many elements of each type each corps has."));
        return;
    }
    QString error;
    const json answer = ask(
        {{"ask", "army"}, {"commanderInChief", m_commanderInChief->isChecked()}, {"corps", corps}},
        false, &error);
    if (answer.is_null()) {
        m_armyReport->setText(error.toHtmlEscaped());
        return;
    }
    QStringList points;
    for (const json &p : answer.value("corpsPoints", json::array()))
        points << QString::number(p.get<int>());
    QString text = tr("<b>%1 points</b> in all; by corps: %2.")
                       .arg(answer.value("totalPoints", 0))
                       .arg(points.join(QStringLiteral(", ")));
    const json problems = answer.value("problems", json::array());
    if (problems.empty())
        text += QStringLiteral("<br><span style='color:#2d6a2d'><b>%1</b></span>")
                    .arg(tr("The list is legal."));
    for (const json &p : problems)
        text += QStringLiteral("<br><span style='color:#a01010'>%1 %2</span> (%3)")
                    .arg(qs(p.value("where", "")).toHtmlEscaped(),
                         qs(p.value("message", "")).toHtmlEscaped(),
                         qs(p.value("rule", "")).toHtmlEscaped());
    m_armyReport->setText(text);
}

void MiniaturesDialog::judgeMorale()
{
    json request = {{"ask", "corps-morale"},
                    {"name", "corps"},
                    {"points", m_corpsPoints->value()},
                    {"pointsLost", m_pointsLost->value()},
                    {"elementsLeft", m_elementsLeft->value()},
                    {"elementsInCommand", m_elementsInCommand->value()},
                    {"generalLost", m_generalLost->isChecked()}};
    if (const QString corps = m_moraleCorps->currentData().toString();
        battle() && !corps.isEmpty()) {
        // VV 9: the journal's points, losses and general for this corps.
        request["name"] = corps.toStdString();
        for (const char *key : {"points", "pointsLost", "generalLost"})
            request.erase(key);
    }
    if (m_moraleRoll->value() > 0)
        request["roll"] = m_moraleRoll->value();
    QString error;
    const json answer = ask(request, m_moraleRoll->value() == 0, &error);
    if (answer.is_null()) {
        m_moraleReport->setText(error.toHtmlEscaped());
        return;
    }
    QString text = answer.value("demoralised", false)
                       ? tr("<b>Demoralised</b> (a third of its points is %1): %2 elements rally, "
                            "%3 flee; -1 in "
                            "attack except the Guard.")
                             .arg(answer.value("threshold", 0))
                             .arg(answer.value("rallied", 0))
                             .arg(answer.value("flee", 0))
                       : tr("<b>In good order</b>: demoralised at %1 points lost.")
                             .arg(answer.value("threshold", 0));
    for (const json &s : answer.value("steps", json::array())) {
        const umpire::Step step = s.get<umpire::Step>();
        text += QStringLiteral("<br>%1 · %2")
                    .arg(qs(step.rule).toHtmlEscaped(), stepText(step).toHtmlEscaped());
    }
    m_moraleReport->setText(text);
}

json MiniaturesDialog::ask(json request, bool generated, QString *error)
{
    request["game"] = gameId().toStdString();
    umpire::DiceGenerator dice(umpire::DiceGenerator::freshSeed(), 0);
    // In a battle, the battle's own dice roll and a decisive answer is journaled before it shows.
    // The battle's question goes through the session: journaled and on the one undo stack.
    umpire::Result<json> answer = umpire::badInput("");
    if (battle()) {
        umpire::Result<umpire::ActOutcome> done = m_session->act(request);
        answer = done ? umpire::Result<json>(done->answer) : umpire::Result<json>(done.error());
    } else {
        answer =
            umpire::vv::answer(request, m_session->library().dirs(), generated ? &dice : nullptr);
    }
    if (!answer) {
        if (error)
            *error = errorText(answer.error());
        return json();
    }
    return *answer;
}

QString MiniaturesDialog::battleText() const
{
    return m_battleLabel->text();
}

const umpire::vv::Journal *MiniaturesDialog::battle() const
{
    const umpire::vv::Module *module = m_session->battle();
    return module ? &module->battle() : nullptr;
}

bool MiniaturesDialog::startBattle(const QString &path, const QString &title, const QString &corps,
                                   QString *error)
{
    umpire::Result<json> list = umpire::vv::corpsFromText(corps.toStdString());
    umpire::Result<umpire::Ok> made =
        !list ? umpire::Result<umpire::Ok>(list.error())
              : m_session->createGame(path, gameId().toStdString(),
                                      {{"title", title.toStdString()},
                                       {"corps", *list},
                                       {"seed", umpire::DiceGenerator::freshSeed()}});
    if (!made) {
        if (error)
            *error = errorText(made.error());
        return false;
    }
    return true;
}

bool MiniaturesDialog::openBattle(const QString &path, QString *error)
{
    umpire::Result<umpire::Ok> opened = m_session->open(path);
    if (opened && !battle())
        opened = umpire::badInput(
            umpire::Message(tr("%1 is not a Vae Victis battle").arg(path).toStdString()));
    if (!opened) {
        if (error)
            *error = errorText(opened.error());
        return false;
    }
    return true;
}

// The session's game changed (opened, or an event journaled or undone): the battle bar follows.
void MiniaturesDialog::gameChanged()
{
    if (const umpire::vv::Journal *b = battle())
        if (const int at = m_game->findData(qs(b->battle().game)); at >= 0)
            m_game->setCurrentIndex(at);
    showBattle();
}

void MiniaturesDialog::newBattle()
{
    QDialog ask(this);
    ask.setWindowTitle(tr("New Vae Victis battle"));
    auto *form = new QFormLayout(&ask);
    auto *title = new QLineEdit;
    auto *corps = new QPlainTextEdit;
    corps->setPlaceholderText(tr("One corps per line: army: corps: points\nFrench: I Corps: "
                                 "36\nAustrian: Kolowrat: 30"));
    form->addRow(tr("Game"), new QLabel(m_game->currentText()));
    form->addRow(tr("&Title"), title);
    form->addRow(tr("&Corps"), corps);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &ask, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    if (ask.exec() != QDialog::Accepted)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Keep the battle in"),
        QDir(GameSession::gamesFolder()).filePath(QStringLiteral("battle.jsonl")),
        tr("Journals (*.jsonl)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!startBattle(path, title->text(), corps->toPlainText(), &error))
        m_battleLabel->setText(error.toHtmlEscaped());
}

void MiniaturesDialog::chooseBattle()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a Vae Victis battle"), GameSession::gamesFolder(), tr("Journals (*.jsonl)"));
    QString error;
    if (!path.isEmpty() && !openBattle(path, &error))
        m_battleLabel->setText(error.toHtmlEscaped());
}

void MiniaturesDialog::undoBattle()
{
    compensateBattle(true);
}

void MiniaturesDialog::redoBattle()
{
    compensateBattle(false);
}

// Undo and redo are the session's one undo stack, the same as the main window's Edit menu.
void MiniaturesDialog::compensateBattle(bool undo)
{
    if (!battle())
        return;
    QUndoStack *stack = m_session->undoStack();
    undo ? stack->undo() : stack->redo();
}

void MiniaturesDialog::showBattle()
{
    const umpire::vv::Journal *journal = battle();
    const bool open = journal != nullptr;
    m_game->setEnabled(!open);
    m_undo->setEnabled(open);
    m_redo->setEnabled(open);
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_attackerCorps, m_defenderCorps, findChild<QLabel *>(QStringLiteral("corpsLabel"))})
        w->setVisible(open);
    if (!open) {
        m_battleLabel->setText(tr("Results are not kept: start or open a battle to journal them."));
        m_moraleCorps->setEnabled(false);
        return;
    }
    const umpire::vv::Battle &b = journal->battle();
    QStringList corps;
    for (const umpire::vv::BattleCorps &c : b.corps)
        corps << tr("%1 (%2): %3 of %4 lost%5")
                     .arg(qs(c.name).toHtmlEscaped(), qs(c.army).toHtmlEscaped())
                     .arg(c.pointsLost)
                     .arg(c.points)
                     .arg(c.demoralised ? tr(", <b>demoralised</b>") : QString());
    m_battleLabel->setText(
        tr("<b>%1</b> · %2 results journaled in %3<br>%4")
            .arg(qs(b.title.empty() ? std::string("Battle") : b.title).toHtmlEscaped())
            .arg(b.answers.size())
            .arg(QFileInfo(qs(journal->journal().path())).fileName().toHtmlEscaped(),
                 corps.join(QStringLiteral(" · "))));
    for (QComboBox *box : {m_attackerCorps, m_defenderCorps, m_moraleCorps}) {
        const QString chosen = box->currentData().toString();
        QSignalBlocker block(box);
        box->clear();
        box->addItem(box == m_moraleCorps ? tr("(typed below)") : tr("(no corps)"), QString());
        for (const umpire::vv::BattleCorps &c : b.corps)
            box->addItem(tr("%1 (%2)").arg(qs(c.name), qs(c.army)), qs(c.name));
        box->setCurrentIndex(std::max(0, box->findData(chosen)));
    }
    m_moraleCorps->setEnabled(true);
    fillMoraleFromBattle();
}

void MiniaturesDialog::fillMoraleFromBattle()
{
    const QString name = m_moraleCorps->currentData().toString();
    const umpire::vv::BattleCorps *c =
        battle() && !name.isEmpty() ? battle()->battle().findCorps(name.toStdString()) : nullptr;
    for (QWidget *w : std::initializer_list<QWidget *>{m_corpsPoints, m_pointsLost, m_generalLost})
        w->setEnabled(!c);
    if (!c)
        return;
    m_corpsPoints->setValue(c->points);
    m_pointsLost->setValue(c->pointsLost);
    m_generalLost->setChecked(c->generalLost);
}

void MiniaturesDialog::loadGame()
{
    QString error;
    m_data = ask({{"ask", "data"}}, false, &error);
    for (QComboBox *box : {m_scale, m_attacker, m_defender, m_attackerTerrain, m_defenderTerrain}) {
        QSignalBlocker block(box);
        box->clear();
    }
    if (m_data.is_null()) {
        m_measured->setText(error.toHtmlEscaped());
        return;
    }
    for (const json &s : m_data.value("scales", json::array()))
        m_scale->addItem(qs(s.value("name", "")), qs(s.value("id", "")));
    for (const json &u : m_data.value("units", json::array())) {
        m_attacker->addItem(qs(u.value("name", "")), qs(u.value("id", "")));
        m_defender->addItem(qs(u.value("name", "")), qs(u.value("id", "")));
    }
    for (const json &t : m_data.value("terrain", json::array())) {
        m_attackerTerrain->addItem(qs(t.value("name", "")), qs(t.value("id", "")));
        m_defenderTerrain->addItem(qs(t.value("name", "")), qs(t.value("id", "")));
    }
    for (QComboBox *box : {m_attackerTerrain, m_defenderTerrain})
        if (const int clear = box->findData(QStringLiteral("clear")); clear >= 0)
            box->setCurrentIndex(clear);
    {
        QSignalBlocker block(m_army);
        const json units = m_data.value("units", json::array());
        m_army->setRowCount(static_cast<int>(units.size()));
        for (int r = 0; r < m_army->rowCount(); ++r) {
            const json &u = units[static_cast<std::size_t>(r)];
            auto *header = new QTableWidgetItem(
                tr("%1 (%2 pts)").arg(qs(u.value("name", ""))).arg(u.value("cost", 0)));
            header->setData(Qt::UserRole, qs(u.value("id", "")));
            m_army->setVerticalHeaderItem(r, header);
            for (int c = 0; c < m_army->columnCount(); ++c)
                m_army->setItem(r, c, new QTableWidgetItem(QStringLiteral("0")));
        }
    }
    checkArmy();
    m_rolls.clear();
    fillFactors();
    measure();
}

void MiniaturesDialog::fillFactors()
{
    // Only the factors the players choose: those the situation decides are applied by the engine.
    const std::string kind = m_kind->currentData().toString().toStdString();
    for (QListWidget *list : {m_attackerFactors, m_defenderFactors}) {
        list->clear();
        for (const json &f : m_data.value("factors", json::object()).value(kind, json::array())) {
            if (f.value("auto", false))
                continue;
            auto *item = new QListWidgetItem(
                qs(f.value("name", "")) +
                QStringLiteral(" (%1%2)")
                    .arg(f.value("value", 0) >= 0 ? QStringLiteral("+") : QString())
                    .arg(f.value("value", 0)));
            item->setData(Qt::UserRole, qs(f.value("id", "")));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            item->setToolTip(qs(f.value("rule", "")));
            list->addItem(item);
        }
    }
    m_charging->setEnabled(kind == "melee");
}

void MiniaturesDialog::measure()
{
    if (m_data.is_null() || m_scale->count() == 0)
        return;
    QString error;
    const json answer = ask({{"ask", "measure"},
                             {"value", m_distance->value()},
                             {"unit", m_unit->currentData().toString().toStdString()},
                             {"scale", m_scale->currentData().toString().toStdString()}},
                            false, &error);
    if (answer.is_null()) {
        m_measured->setText(error.toHtmlEscaped());
        return;
    }
    const json reach = answer.value("reach", json::object());
    QStringList inRange, moves;
    for (const json &r : reach.value("ranges", json::array()))
        if (r.value("inRange", false))
            inRange << qs(r.value("weaponName", "")) + QStringLiteral(" (") +
                           qs(r.value("band", "")) + QLatin1Char(')');
    QString lastRow;
    for (const json &a : reach.value("allowances", json::array())) {
        if (!a.value("within", false))
            continue;
        const QString row = qs(a.value("rowName", ""));
        if (row != lastRow)
            moves << QStringLiteral("<b>%1</b>: %2")
                         .arg(row.toHtmlEscaped(), qs(a.value("columnName", "")).toHtmlEscaped());
        else
            moves.back() += QStringLiteral(", ") + qs(a.value("columnName", "")).toHtmlEscaped();
        lastRow = row;
    }
    auto yesNo = [this](bool b) { return b ? tr("yes") : tr("no"); };
    m_measured->setText(tr("<span style='font-size:large'><b>%1 paces</b></span> (%2 cm, %3 in)<br>"
                           "In range of: %4<br>Within one move of: %5<br>"
                           "Zone of control (200 paces): %6 · command range: %7 (in sight: %8) · "
                           "strategic distance: %9")
                            .arg(answer.value("paces", 0.0), 0, 'f', 0)
                            .arg(answer.value("cm", 0.0), 0, 'f', 1)
                            .arg(answer.value("inches", 0.0), 0, 'f', 1)
                            .arg(inRange.isEmpty()
                                     ? tr("no weapon")
                                     : inRange.join(QStringLiteral(", ")).toHtmlEscaped(),
                                 moves.isEmpty() ? tr("nobody") : moves.join(QStringLiteral("; ")),
                                 yesNo(reach.value("zoneOfControl", false)),
                                 yesNo(reach.value("commandRange", false)),
                                 yesNo(reach.value("commandRangeInSight", false)),
                                 yesNo(reach.value("strategicDistance", false))));
}

json MiniaturesDialog::combatRequest() const
{
    auto side = [](QComboBox *unit, QComboBox *terrain, QListWidget *factors) {
        json s = {{"unit", unit->currentData().toString().toStdString()},
                  {"terrain", terrain->currentData().toString().toStdString()}};
        json chosen = json::array();
        for (int i = 0; i < factors->count(); ++i)
            if (factors->item(i)->checkState() == Qt::Checked)
                chosen.push_back(factors->item(i)->data(Qt::UserRole).toString().toStdString());
        if (!chosen.empty())
            s["factors"] = chosen;
        return s;
    };
    json request = {{"ask", "combat"},
                    {"kind", m_kind->currentData().toString().toStdString()},
                    {"attacker", side(m_attacker, m_attackerTerrain, m_attackerFactors)},
                    {"defender", side(m_defender, m_defenderTerrain, m_defenderFactors)}};
    if (request["kind"] == "fire")
        request["distance"] = {{"value", m_distance->value()},
                               {"unit", m_unit->currentData().toString().toStdString()},
                               {"scale", m_scale->currentData().toString().toStdString()}};
    else if (m_charging->isChecked())
        request["attacker"]["charging"] = true;
    if (battle())
        for (const auto &[key, box] : {std::pair{"attackerCorps", m_attackerCorps},
                                       std::pair{"defenderCorps", m_defenderCorps}})
            if (const QString corps = box->currentData().toString(); !corps.isEmpty())
                request[key] = corps.toStdString();
    json rolls = json::array();
    for (const auto &[a, d] : m_rolls)
        rolls.push_back({a, d});
    if (!rolls.empty())
        request["rolls"] = rolls;
    return request;
}

void MiniaturesDialog::resolve()
{
    m_rolls.emplace_back(m_attackerDie->value(), m_defenderDie->value());
    resolveWith(false);
}

void MiniaturesDialog::rollAndResolve()
{
    resolveWith(true);
}

void MiniaturesDialog::resolveWith(bool generated)
{
    QString error;
    const json answer = ask(combatRequest(), generated, &error);
    m_steps->clear();
    m_unverified->hide();
    if (answer.is_null()) {
        m_result->setText(error);
        if (!m_rolls.empty() && !generated)
            m_rolls.pop_back();
        return;
    }
    if (answer.value("needsReroll", false)) {
        // VV 8.4: a tie in melee is rolled again; the rolls so far are kept.
        m_result->setText(tr("A tie: roll both dice again and enter them"));
    } else {
        const std::string loser = answer.value("loser", "");
        m_result->setText(loser.empty()
                              ? tr("No effect")
                              : tr("The %1 loses: %2")
                                    .arg(loser == "attacker" ? tr("attacker") : tr("defender"),
                                         qs(answer.value("tableText", ""))));
        m_rolls.clear();
    }
    for (const json &s : answer.value("steps", json::array())) {
        const umpire::Step step = s.get<umpire::Step>();
        const QString numbers = step.before.empty() && step.after.empty()
                                    ? QString()
                                    : qs(step.before) + QStringLiteral(" → ") + qs(step.after);
        m_steps->addTopLevelItem(new QTreeWidgetItem({qs(step.rule), stepText(step), numbers}));
    }
    for (const json &o : answer.value("obligationMessages", json::array()))
        m_steps->addTopLevelItem(
            new QTreeWidgetItem({QString(), messageText(o.get<umpire::Message>()), QString()}));
    QStringList stand;
    for (const json &u : answer.value("unverified", json::array()))
        stand << qs(u.value("text", ""));
    if (!stand.isEmpty()) {
        m_unverified->setText(
            tr("Unverified data decided this result: %1").arg(stand.join(QStringLiteral("; "))));
        m_unverified->show();
    }
}
