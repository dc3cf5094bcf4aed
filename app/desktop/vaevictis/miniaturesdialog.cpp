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
#include <QHideEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
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

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("tabs"));
    auto *table = new QWidget;
    auto *tableLayout = new QVBoxLayout(table);
    // The questions on the left, the answer beside them: on a laptop's wide, short screen
    // (1366x768) the steps have the page's height to be read in full.
    auto *split = new QSplitter(Qt::Horizontal);
    split->setObjectName(QStringLiteral("combatSplit"));
    split->setChildrenCollapsible(false);
    auto *questions = new QWidget;
    auto *questionsLayout = new QVBoxLayout(questions);
    questionsLayout->setContentsMargins(0, 0, 0, 0);
    auto *answer = new QWidget;
    auto *answerLayout = new QVBoxLayout(answer);
    answerLayout->setContentsMargins(0, 0, 0, 0);
    split->addWidget(questions);
    split->addWidget(answer);
    split->setSizes({11, 9}); // in proportion: the questions a little wider
    tableLayout->addWidget(split);
    m_tabs->addTab(table, tr("&Measure and combat"));
    m_tabs->addTab(buildArmyTab(), tr("&Army list"));
    m_tabs->addTab(buildMoraleTab(), tr("C&orps morale"));
    layout->addWidget(m_tabs, 1);

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
    questionsLayout->addWidget(measureBox);

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
    // The sides as the rules name them in this kind of combat (followKind).
    m_attackerHeader = new QLabel;
    m_attackerHeader->setObjectName(QStringLiteral("attackerHeader"));
    m_defenderHeader = new QLabel;
    m_defenderHeader->setObjectName(QStringLiteral("defenderHeader"));
    for (QLabel *header : {m_attackerHeader, m_defenderHeader}) {
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
    }
    grid->addWidget(m_attackerHeader, 1, 1);
    grid->addWidget(m_defenderHeader, 1, 2);
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
    questionsLayout->addWidget(combatBox);
    questionsLayout->addStretch(1);

    // The result: what happened to whom in large type, the totals and chart cell under it.
    m_result = new QLabel;
    m_result->setObjectName(QStringLiteral("result"));
    QFont big = m_result->font();
    big.setPointSize(big.pointSize() + 5);
    big.setBold(true);
    m_result->setFont(big);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    answerLayout->addWidget(m_result);
    m_resultDetail = new QLabel;
    m_resultDetail->setObjectName(QStringLiteral("resultDetail"));
    m_resultDetail->setWordWrap(true);
    m_resultDetail->setTextFormat(Qt::PlainText);
    m_resultDetail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    answerLayout->addWidget(m_resultDetail);
    m_unverified = unverifiedBanner(QStringLiteral("unverified"));
    m_unverified->hide();
    answerLayout->addWidget(m_unverified);
    // Every step whole: its text wraps and its row is as high as the wrapped text, never elided.
    m_steps = new QTableWidget(0, 3);
    m_steps->setObjectName(QStringLiteral("steps"));
    m_steps->setHorizontalHeaderLabels({tr("Rule"), tr("Step"), tr("Numbers")});
    m_steps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_steps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_steps->setShowGrid(false);
    m_steps->setAlternatingRowColors(true);
    m_steps->setWordWrap(true);
    m_steps->setTextElideMode(Qt::ElideNone);
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_steps->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_steps->verticalHeader()->hide();
    m_steps->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *columns = m_steps->horizontalHeader();
    columns->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    columns->setSectionResizeMode(0, QHeaderView::Interactive);
    columns->setSectionResizeMode(1, QHeaderView::Stretch);
    columns->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    // The rule column as wide as a short citation; a longer one wraps.
    columns->resizeSection(
        0, m_steps->fontMetrics().horizontalAdvance(QStringLiteral("LGA Combat Results Table")) +
               4 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_steps) + 8);
    // A step's column never narrower than a few words.
    m_steps->setMinimumWidth(m_steps->fontMetrics().averageCharWidth() * 80);
    // A narrower or wider window wraps the steps again.
    connect(columns, &QHeaderView::sectionResized, m_steps, &QTableWidget::resizeRowsToContents);
    answerLayout->addWidget(m_steps, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_game, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::loadGame);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::measure);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::measure);
    connect(m_distance, &QDoubleSpinBox::valueChanged, this, &MiniaturesDialog::measure);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::fillFactors);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::followKind);
    for (QComboBox *box : {m_kind, m_attacker, m_defender})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { m_rolls.clear(); });
    connect(resolve, &QPushButton::clicked, this, &MiniaturesDialog::resolve);
    connect(roll, &QPushButton::clicked, this, &MiniaturesDialog::rollAndResolve);
    // As large as a laptop's screen allows (1366x768 included), no larger.
    resize(QSize(1300, 900).boundedTo(screen()->availableGeometry().size()));
    loadGame();
    followKind();
    gameChanged();   // the session's battle, if that is its game
    restoreInputs(); // what the referee entered when it was last closed
}

MiniaturesDialog::~MiniaturesDialog()
{
    saveInputs(); // closed with the main window, never hidden first
}

void MiniaturesDialog::hideEvent(QHideEvent *event)
{
    if (!event->spontaneous())
        saveInputs();
    QDialog::hideEvent(event);
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
        const QString label = unitLabel(u.value("id", ""), u.value("name", ""));
        m_attacker->addItem(label, qs(u.value("id", "")));
        m_defender->addItem(label, qs(u.value("id", "")));
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
            auto *header =
                new QTableWidgetItem(tr("%1 (%2 pts)")
                                         .arg(unitLabel(u.value("id", ""), u.value("name", "")))
                                         .arg(u.value("cost", 0)));
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
    m_steps->setRowCount(0);
    m_unverified->hide();
    if (answer.is_null()) {
        m_result->setText(error);
        m_resultDetail->clear();
        if (!m_rolls.empty() && !generated)
            m_rolls.pop_back();
        return;
    }
    m_result->setText(headline(answer));
    m_resultDetail->setText(explanation(answer));
    if (!answer.value("needsReroll", false))
        m_rolls.clear();
    auto addRow = [this](const QString &rule, const QString &text, const QString &numbers) {
        const int row = m_steps->rowCount();
        m_steps->insertRow(row);
        for (int column = 0; const QString &cell : {rule, text, numbers}) {
            auto *item = new QTableWidgetItem(cell);
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_steps->setItem(row, column++, item);
        }
    };
    for (const json &s : answer.value("steps", json::array())) {
        const umpire::Step step = s.get<umpire::Step>();
        const QString numbers = step.before.empty() && step.after.empty()
                                    ? QString()
                                    : qs(step.before) + QStringLiteral(" → ") + qs(step.after);
        addRow(qs(step.rule), stepText(step), numbers);
    }
    for (const json &o : answer.value("obligationMessages", json::array()))
        addRow(QString(), messageText(o.get<umpire::Message>()), QString());
    m_steps->resizeRowsToContents();
    QStringList stand;
    for (const json &u : answer.value("unverified", json::array()))
        stand << qs(u.value("text", ""));
    if (!stand.isEmpty()) {
        m_unverified->setText(
            tr("Unverified data decided this result: %1").arg(stand.join(QStringLiteral("; "))));
        m_unverified->show();
    }
}

// The firer shoots at its target (VV 7.6); in a melee the active player's element attacks the
// defender (VV 8.4): the columns say which.
void MiniaturesDialog::followKind()
{
    const bool fire = m_kind->currentData().toString() == QLatin1String("fire");
    m_attackerHeader->setText(fire ? tr("Firer") : tr("Attacker"));
    m_defenderHeader->setText(fire ? tr("Target") : tr("Defender"));
}

// A unit type's name as the sheet prints it, with its category when another type of the game has
// the same name (La Grande Armee's sheet has a "Light" under Infantry and one under Cavalry).
QString MiniaturesDialog::unitLabel(const std::string &id, const std::string &name) const
{
    std::string category;
    int named = 0;
    for (const json &u : m_data.value("units", json::array())) {
        named += u.value("name", "") == name ? 1 : 0;
        if (u.value("id", "") == id)
            category = u.value("category", "");
    }
    if (named < 2 || category.empty())
        return qs(name);
    return tr("%1 %2", "a unit type and its category: Light cavalry")
        .arg(qs(name), dataText(category));
}

// What happened to whom: the losing element by its role and name, and its result once everything
// that changes the chart's is applied (VV 8 Recoil, VV 8.4); the engine decides, this says it.
QString MiniaturesDialog::headline(const json &answer) const
{
    if (answer.value("needsReroll", false)) // VV 8.4: a tie in melee is rolled again
        return tr("A tie: roll both dice again and enter them");
    const bool fire = answer.value("kind", "") == "fire";
    const std::string loser = answer.value("loser", "");
    const std::string result = answer.value("result", "");
    auto unitName = [this, &answer](const std::string &role) {
        const json side = answer.value(role, json::object());
        return unitLabel(side.value("unit", ""), side.value("unitName", ""));
    };
    if (loser.empty() || result.empty() || result == "none")
        return fire ? tr("No effect: the target (%1) is not beaten").arg(unitName("defender"))
                    : tr("No effect");
    // One sentence per side and result, so that a translation can agree its words.
    enum Side { Target, Attacker, Defender };
    const Side side = fire && loser == "defender" ? Target
                      : loser == "attacker"       ? Attacker
                                                  : Defender;
    const QString name = unitName(loser);
    QString text;
    if (result == "destroyed") {
        text = side == Target     ? tr("The target (%1) is destroyed").arg(name)
               : side == Attacker ? tr("The attacker (%1) is destroyed").arg(name)
                                  : tr("The defender (%1) is destroyed").arg(name);
    } else if (result == "recoil") {
        text = side == Target     ? tr("The target (%1) recoils a base width").arg(name)
               : side == Attacker ? tr("The attacker (%1) recoils a base width").arg(name)
                                  : tr("The defender (%1) recoils a base width").arg(name);
    } else if (result == "flee") {
        const int paces = answer.value("fleePaces", 0);
        const QString how = paces > 0 ? tr("%1 paces towards its own baseline").arg(paces)
                                      : tr("its full move + 100 paces towards its own baseline");
        text = side == Target     ? tr("The target (%1) flees %2").arg(name, how)
               : side == Attacker ? tr("The attacker (%1) flees %2").arg(name, how)
                                  : tr("The defender (%1) flees %2").arg(name, how);
    } else {
        text = tr("%1: %2").arg(name, qs(result));
    }
    if (answer.value("generalLost", false)) // VV 2
        text = tr("%1; the general beside it is lost").arg(text);
    if (answer.value("opponentsRecoil", false)) // VV 8.4: the winner was attacked on several fronts
        text = tr("%1; every other element attacking %2 recoils")
                   .arg(text, unitName(loser == "attacker" ? "defender" : "attacker"));
    return text;
}

// The totals compared, and the Combat Results Table's cell that gave the result.
QString MiniaturesDialog::explanation(const json &answer) const
{
    const json rounds = answer.value("rounds", json::array());
    if (rounds.empty())
        return QString();
    const bool fire = answer.value("kind", "") == "fire";
    const json &last = rounds.back();
    const int attacker = last.value("attackerTotal", 0), defender = last.value("defenderTotal", 0);
    QString text = fire ? tr("Totals: firer %1, target %2").arg(attacker).arg(defender)
                        : tr("Totals: attacker %1, defender %2").arg(attacker).arg(defender);
    if (const QString cell = qs(answer.value("tableText", "")); !cell.isEmpty())
        text +=
            QLatin1Char('\n') + tr("Combat Results Table, %1: “%2”")
                                    .arg(answer.value("threshold", "") == "half"
                                             ? tr("half or less of the enemy's total")
                                             : tr("less than the enemy's total but more than half"),
                                         cell);
    return text;
}

namespace {

template <typename Widget> using Named = std::initializer_list<std::pair<const char *, Widget *>>;

// Where the dialog keeps what was entered: the app's settings (Settings' file).
QSettings inputSettings()
{
    return QSettings(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("umpire"),
                     QStringLiteral("umpire"));
}

const QString inputsKey = QStringLiteral("vaeVictis/inputs");

json checkedIds(const QListWidget *list)
{
    json ids = json::array();
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            ids.push_back(list->item(i)->data(Qt::UserRole).toString().toStdString());
    return ids;
}

} // namespace

// Everything the referee entered, by id (not by place in a list), so that changed rule data
// gives back what still exists.
void MiniaturesDialog::saveInputs() const
{
    json in = {{"tab", m_tabs->currentIndex()},
               {"distance", m_distance->value()},
               {"attackerFactors", checkedIds(m_attackerFactors)},
               {"defenderFactors", checkedIds(m_defenderFactors)},
               {"charging", m_charging->isChecked()},
               {"attackerDie", m_attackerDie->value()},
               {"defenderDie", m_defenderDie->value()},
               {"commanderInChief", m_commanderInChief->isChecked()},
               {"generalLost", m_generalLost->isChecked()}};
    for (const auto &[key, box] : Named<QComboBox>{{"game", m_game},
                                                   {"scale", m_scale},
                                                   {"unit", m_unit},
                                                   {"kind", m_kind},
                                                   {"attacker", m_attacker},
                                                   {"defender", m_defender},
                                                   {"attackerTerrain", m_attackerTerrain},
                                                   {"defenderTerrain", m_defenderTerrain},
                                                   {"attackerCorps", m_attackerCorps},
                                                   {"defenderCorps", m_defenderCorps},
                                                   {"moraleCorps", m_moraleCorps}})
        in[key] = box->currentData().toString().toStdString();
    for (const auto &[key, box] : Named<QSpinBox>{{"corpsPoints", m_corpsPoints},
                                                  {"pointsLost", m_pointsLost},
                                                  {"elementsLeft", m_elementsLeft},
                                                  {"elementsInCommand", m_elementsInCommand},
                                                  {"moraleRoll", m_moraleRoll}})
        in[key] = box->value();
    json army = json::object(); // unit id -> the count in each corps
    for (int r = 0; r < m_army->rowCount(); ++r) {
        json counts = json::array();
        for (int c = 0; c < m_army->columnCount(); ++c)
            counts.push_back(m_army->item(r, c) ? m_army->item(r, c)->text().toInt() : 0);
        army[m_army->verticalHeaderItem(r)->data(Qt::UserRole).toString().toStdString()] = counts;
    }
    in["army"] = army;
    inputSettings().setValue(inputsKey, QString::fromStdString(in.dump()));
}

void MiniaturesDialog::restoreInputs()
{
    const json in =
        json::parse(inputSettings().value(inputsKey).toString().toStdString(), nullptr, false);
    if (!in.is_object())
        return;
    auto choose = [&in](QComboBox *box, const char *key) {
        if (const auto it = in.find(key); it != in.end() && it->is_string())
            if (const int at = box->findData(qs(it->get<std::string>())); at >= 0)
                box->setCurrentIndex(at);
    };
    auto number = [&in](const char *key) -> std::optional<double> {
        if (const auto it = in.find(key); it != in.end() && it->is_number())
            return it->get<double>();
        return std::nullopt;
    };
    auto flag = [&in](const char *key) {
        const auto it = in.find(key);
        return it != in.end() && it->is_boolean() && it->get<bool>();
    };
    if (m_game->isEnabled()) // an open battle decides the game
        choose(m_game, "game");
    const bool sameGame = in.value("game", std::string()) == gameId().toStdString();
    choose(m_scale, "scale");
    choose(m_unit, "unit");
    if (const auto distance = number("distance"))
        m_distance->setValue(*distance);
    choose(m_kind, "kind");
    // The elements, terrain and factors of another game are not this one's.
    if (sameGame) {
        for (const auto &[key, box] : Named<QComboBox>{{"attacker", m_attacker},
                                                       {"defender", m_defender},
                                                       {"attackerTerrain", m_attackerTerrain},
                                                       {"defenderTerrain", m_defenderTerrain}})
            choose(box, key);
        for (const auto &[key, list] : Named<QListWidget>{{"attackerFactors", m_attackerFactors},
                                                          {"defenderFactors", m_defenderFactors}}) {
            const json ids = in.value(key, json::array());
            for (int i = 0; i < list->count(); ++i)
                if (std::find(ids.begin(), ids.end(),
                              list->item(i)->data(Qt::UserRole).toString().toStdString()) !=
                    ids.end())
                    list->item(i)->setCheckState(Qt::Checked);
        }
        if (m_charging->isEnabled())
            m_charging->setChecked(flag("charging"));
        const json army = in.value("army", json::object());
        {
            QSignalBlocker block(m_army); // checked once, below
            for (int r = 0; r < m_army->rowCount(); ++r) {
                const json counts = army.value(
                    m_army->verticalHeaderItem(r)->data(Qt::UserRole).toString().toStdString(),
                    json::array());
                for (int c = 0; c < m_army->columnCount() && c < int(counts.size()); ++c)
                    if (counts[std::size_t(c)].is_number_integer() && m_army->item(r, c))
                        m_army->item(r, c)->setText(
                            QString::number(counts[std::size_t(c)].get<int>()));
            }
        }
        m_commanderInChief->setChecked(flag("commanderInChief"));
        checkArmy();
    }
    for (const auto &[key, box] : Named<QSpinBox>{{"attackerDie", m_attackerDie},
                                                  {"defenderDie", m_defenderDie},
                                                  {"corpsPoints", m_corpsPoints},
                                                  {"pointsLost", m_pointsLost},
                                                  {"elementsLeft", m_elementsLeft},
                                                  {"elementsInCommand", m_elementsInCommand},
                                                  {"moraleRoll", m_moraleRoll}})
        if (const auto value = number(key))
            box->setValue(static_cast<int>(*value));
    m_generalLost->setChecked(flag("generalLost"));
    // The battle's corps, when this battle has them (they fill the morale fields above).
    for (const auto &[key, box] : Named<QComboBox>{{"attackerCorps", m_attackerCorps},
                                                   {"defenderCorps", m_defenderCorps},
                                                   {"moraleCorps", m_moraleCorps}})
        if (battle())
            choose(box, key);
    if (const auto tab = number("tab"); tab && *tab >= 0 && *tab < m_tabs->count())
        m_tabs->setCurrentIndex(static_cast<int>(*tab));
}
