#include "miniaturesdialog.h"

#include "datatext.h"
#include "gamesession.h"
#include "gameundokeys.h"
#include "roll.h"
#include "unverifiedbanner.h"
#include "vaevictisrequest.h"
#include "vvanswerview.h"
#include "vvfields.h"
#include "vvmodule.h"
#include "vvmovementtab.h"
#include "vvreachtab.h"
#include "vvtabletab.h"

#include <QAction>
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
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using nlohmann::json;

MiniaturesDialog::MiniaturesDialog(GameSession *session, QWidget *parent)
    : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("miniaturesDialog"));
    setWindowTitle(tr("Vae Victis: distances and combat"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildGameRow());
    layout->addLayout(buildBattleBar());
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_tabs->addTab(buildCombatTab(), tr("&Measure and combat"));
    // The other questions of the table, asked the same way (and of the battle, when one is open).
    const vvui::Ask asker = [this](const json &request, QString *error) {
        return ask(request, false, error);
    };
    m_reachTab = new VvReachTab(asker);
    m_tabs->addTab(m_reachTab, tr("&Range and command"));
    m_movementTab = new VvMovementTab(asker);
    m_tabs->addTab(m_movementTab, tr("Movemen&t"));
    m_tableTab = new VvTableTab(asker);
    m_tabs->addTab(m_tableTab, tr("Tab&le and bases"));
    m_tabs->addTab(buildArmyTab(), tr("&Army list"));
    m_tabs->addTab(buildMoraleTab(), tr("C&orps morale"));
    m_tabs->addTab(buildGeneralsTab(), tr("G&enerals"));
    m_tabs->addTab(buildLossesTab(), tr("Losses and &victory"));
    layout->addWidget(m_tabs, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connectFields();
    buildKeys();
    // As large as a laptop's screen allows (1366x768 included), no larger.
    resize(QSize(1300, 900).boundedTo(screen()->availableGeometry().size()));
    loadGame();
    followKind();
    gameChanged();   // the session's battle, if that is its game
    restoreInputs(); // what the referee entered when it was last closed
}

// The game and the figures' scale the questions are asked in.
QLayout *MiniaturesDialog::buildGameRow()
{
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
    return top;
}

// The battle these results belong to: without one, nothing is kept.
QLayout *MiniaturesDialog::buildBattleBar()
{
    auto *bar = new QHBoxLayout;
    m_battleLabel = new QLabel;
    m_battleLabel->setObjectName(QStringLiteral("battle"));
    m_battleLabel->setWordWrap(true);
    auto *startButton = new QPushButton(tr("&New battle…"));
    startButton->setObjectName(QStringLiteral("newBattle"));
    auto *openButton = new QPushButton(tr("Open &battle…"));
    openButton->setObjectName(QStringLiteral("openBattle"));
    m_undo = new QPushButton(tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("undoBattle"));
    m_redo = new QPushButton(tr("Re&do"));
    m_redo->setObjectName(QStringLiteral("redoBattle"));
    m_playersView = new QPushButton(tr("Players' view…"));
    m_playersView->setObjectName(QStringLiteral("battlePlayersView"));
    m_playersView->setToolTip(tr("This battle on the players' phones and the table's TV"));
    bar->addWidget(m_battleLabel, 1);
    for (QPushButton *b : {startButton, openButton, m_undo, m_redo, m_playersView})
        bar->addWidget(b, 0, Qt::AlignTop);
    connect(startButton, &QPushButton::clicked, this, &MiniaturesDialog::newBattle);
    connect(openButton, &QPushButton::clicked, this, &MiniaturesDialog::chooseBattle);
    connect(m_undo, &QPushButton::clicked, this, &MiniaturesDialog::undoBattle);
    connect(m_redo, &QPushButton::clicked, this, &MiniaturesDialog::redoBattle);
    connect(m_playersView, &QPushButton::clicked, this, &MiniaturesDialog::playersViewRequested);
    // The battle is the session's open game, when it is one: this dialog follows it.
    connect(m_session, &GameSession::gameOpened, this, &MiniaturesDialog::gameChanged);
    connect(m_session, &GameSession::stateChanged, this, &MiniaturesDialog::gameChanged);
    connect(m_session, &GameSession::failed, this, [this](const QString &message) {
        if (battle())
            m_battleLabel->setText(m_battleLabel->text() + QStringLiteral("<br>") +
                                   message.toHtmlEscaped());
    });
    return bar;
}

// Measuring and combat: the questions on the left, the answer beside them, so that on a laptop's
// wide, short screen (1366x768) the steps have the page's height to be read in full.
QWidget *MiniaturesDialog::buildCombatTab()
{
    auto *table = new QWidget;
    auto *tableLayout = new QVBoxLayout(table);
    auto *split = new QSplitter(Qt::Horizontal);
    split->setObjectName(QStringLiteral("combatSplit"));
    split->setChildrenCollapsible(false);
    auto *questions = new QWidget;
    auto *questionsLayout = new QVBoxLayout(questions);
    questionsLayout->setContentsMargins(0, 0, 0, 0);
    questionsLayout->addWidget(buildMeasureBox());
    questionsLayout->addWidget(buildCombatBox());
    questionsLayout->addStretch(1);
    split->addWidget(questions);
    split->addWidget(buildAnswer());
    split->setSizes({11, 9}); // in proportion: the questions a little wider
    tableLayout->addWidget(split);
    return table;
}

// Measuring: a distance in, paces and every range and move it falls inside out.
QWidget *MiniaturesDialog::buildMeasureBox()
{
    auto *measureBox = new QGroupBox(tr("Measure"));
    auto *measureLayout = new QGridLayout(measureBox);
    m_distance = new QDoubleSpinBox;
    m_distance->setObjectName(QStringLiteral("distance"));
    m_distance->setRange(0, 10000);
    m_distance->setDecimals(1);
    m_distance->setValue(9);
    m_unit = vvui::lengthUnits("unit");
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
    return measureBox;
}

// Fire and melee: both elements, their terrain, the factors the players choose, both dice.
QWidget *MiniaturesDialog::buildCombatBox()
{
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
    for (QComboBox *box : {m_attacker, m_defender, m_attackerTerrain, m_defenderTerrain}) {
        // A long name ("Cuirassiers, Chevaliers, Carabiniers") is shown whole in its list and
        // elided in the box only as the columns' width requires; the box never widens the dialog.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    m_charging = new QCheckBox(tr("Attacker &charging"));
    m_charging->setObjectName(QStringLiteral("charging"));
    m_attackerFactors = new QListWidget;
    m_attackerFactors->setObjectName(QStringLiteral("attackerFactors"));
    m_defenderFactors = new QListWidget;
    m_defenderFactors->setObjectName(QStringLiteral("defenderFactors"));
    for (QListWidget *list : {m_attackerFactors, m_defenderFactors}) {
        // Each factor whole, its name wrapped: never a horizontal scroll (wrapItems).
        list->setMaximumHeight(list->fontMetrics().height() * 7);
        list->setWordWrap(true);
        list->setTextElideMode(Qt::ElideNone);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        list->setResizeMode(QListView::Adjust);
        list->setUniformItemSizes(false);
        list->viewport()->installEventFilter(this);
    }
    // VV 2: a general whose element touches the element destroyed is lost with it.
    m_attackerGeneral = new QCheckBox(tr("A general touches it"));
    m_attackerGeneral->setObjectName(QStringLiteral("attackerGeneral"));
    m_defenderGeneral = new QCheckBox(tr("A general touches it"));
    m_defenderGeneral->setObjectName(QStringLiteral("defenderGeneral"));
    for (QCheckBox *box : {m_attackerGeneral, m_defenderGeneral})
        box->setToolTip(
            tr("VV 2: a general contiguous with an element destroyed by combat is "
               "killed or captured (one attached to it, the melee factor, touches it)"));
    m_attackerDie = new QSpinBox;
    m_attackerDie->setObjectName(QStringLiteral("attackerDie"));
    m_attackerDie->setRange(1, 6);
    m_defenderDie = new QSpinBox;
    m_defenderDie->setObjectName(QStringLiteral("defenderDie"));
    m_defenderDie->setRange(1, 6);
    for (QSpinBox *die : {m_attackerDie, m_defenderDie})
        die->installEventFilter(this); // Enter resolves with the dice typed
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
    grid->addWidget(m_attackerGeneral, 5, 1);
    grid->addWidget(m_defenderGeneral, 5, 2);
    grid->addWidget(new QLabel(tr("Die")), 6, 0);
    grid->addWidget(m_attackerDie, 6, 1);
    grid->addWidget(m_defenderDie, 6, 2);
    // VV 9: with a battle open, a destroyed element's points count against its corps, and a
    // demoralised corps attacks at -1 (the journal's morale).
    m_attackerCorps = new QComboBox;
    m_attackerCorps->setObjectName(QStringLiteral("attackerCorps"));
    m_defenderCorps = new QComboBox;
    m_defenderCorps->setObjectName(QStringLiteral("defenderCorps"));
    for (QComboBox *box : {m_attackerCorps, m_defenderCorps})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *corpsLabel = new QLabel(tr("Corps"));
    corpsLabel->setObjectName(QStringLiteral("corpsLabel"));
    grid->addWidget(corpsLabel, 7, 0);
    grid->addWidget(m_attackerCorps, 7, 1);
    grid->addWidget(m_defenderCorps, 7, 2);
    auto *buttons = new QHBoxLayout;
    auto *resolve = new QPushButton(tr("&Resolve with these dice"));
    resolve->setObjectName(QStringLiteral("resolve"));
    auto *roll = new QPushButton(tr("Ro&ll for me"));
    roll->setObjectName(QStringLiteral("rollCombat"));
    buttons->addStretch(1);
    buttons->addWidget(roll);
    buttons->addWidget(resolve);
    grid->addLayout(buttons, 8, 0, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    connect(resolve, &QPushButton::clicked, this, &MiniaturesDialog::resolve);
    connect(roll, &QPushButton::clicked, this, &MiniaturesDialog::rollAndResolve);
    return combatBox;
}

// The result: what happened to whom in large type, the totals and chart cell under it, then
// every step whole.
QWidget *MiniaturesDialog::buildAnswer()
{
    auto *answer = new QWidget;
    auto *answerLayout = new QVBoxLayout(answer);
    answerLayout->setContentsMargins(0, 0, 0, 0);
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
    return answer;
}

// The fields that ask again as they change.
void MiniaturesDialog::connectFields()
{
    connect(m_game, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::loadGame);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::measure);
    connect(m_scale, &QComboBox::currentIndexChanged, this, [this] {
        m_reachTab->setScale(m_scale->currentData().toString());
        m_movementTab->setScale(m_scale->currentData().toString());
        m_tableTab->setScale(m_scale->currentData().toString());
    });
    connect(m_unit, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::measure);
    connect(m_distance, &QDoubleSpinBox::valueChanged, this, &MiniaturesDialog::measure);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::fillFactors);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::followKind);
    // Another combat starts afresh (a tie's rolls are that melee's).
    for (QComboBox *box : {m_kind, m_attacker, m_defender, m_attackerCorps, m_defenderCorps})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { m_rolls.clear(); });
}

// The keys of the table: Ctrl+Z and Ctrl+Shift+Z undo and redo the battle's last answer from every
// field, as in every window of a game; Enter never presses a button it was not typed for (a
// button "by default" would start a new battle over the open one).
void MiniaturesDialog::buildKeys()
{
    new GameUndoKeys(this);
    auto *undo = new QAction(tr("Undo"), this);
    undo->setObjectName(QStringLiteral("battleUndoAction"));
    undo->setShortcut(QKeySequence::Undo);
    connect(undo, &QAction::triggered, this, &MiniaturesDialog::undoBattle);
    auto *redo = new QAction(tr("Redo"), this);
    redo->setObjectName(QStringLiteral("battleRedoAction"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(redo, &QAction::triggered, this, &MiniaturesDialog::redoBattle);
    auto *players = new QAction(tr("Players' view"), this);
    players->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(players, &QAction::triggered, this, [this] {
        if (battle())
            emit playersViewRequested();
    });
    addActions({undo, redo, players});
    for (QPushButton *button : findChildren<QPushButton *>()) {
        button->setAutoDefault(false);
        button->setDefault(false);
    }
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

QString MiniaturesDialog::generalsText() const
{
    return m_generalsReport->text();
}

QString MiniaturesDialog::lossesText() const
{
    return m_lossesReport->text();
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
    // A corps of the battle chosen: its elements are counted on the table again (another corps'
    // count is not its own).
    for (QSpinBox *count : {m_elementsLeft, m_elementsInCommand}) {
        count->setMinimum(-1);
        count->setSpecialValueText(tr("count them"));
    }
    m_moraleRoll = spin("moraleRoll", 0);
    m_moraleRoll->setRange(0, 6);
    m_moraleRoll->setSpecialValueText(tr("Umpire rolls"));
    m_generalLost = new QCheckBox(tr("Its general is los&t"));
    m_generalLost->setObjectName(QStringLiteral("generalLost"));
    m_moraleCorps = new QComboBox;
    m_moraleCorps->setObjectName(QStringLiteral("moraleCorps"));
    m_moraleCorps->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    form->addRow(tr("Co&rps of the battle"), m_moraleCorps);
    connect(m_moraleCorps, &QComboBox::currentIndexChanged, this, [this] {
        m_moraleReport->clear(); // the last corps' result is not this one's
        for (QSpinBox *count : {m_elementsLeft, m_elementsInCommand})
            count->setValue(count->minimum());
        fillMoraleFromBattle();
    });
    form->addRow(tr("Corps &points"), m_corpsPoints);
    form->addRow(tr("Points &lost"), m_pointsLost);
    form->addRow(tr("Elements le&ft"), m_elementsLeft);
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

// VV 4.2: each general's quality, rolled once; VV 5.1: his activation points each turn and the
// Commander-in-Chief taking a corps over; VV 2: a general beside an element destroyed.
QWidget *MiniaturesDialog::buildGeneralsTab()
{
    auto *tab = new QWidget;
    auto *layout = new QVBoxLayout(tab);
    auto *whoForm = new QFormLayout;
    m_general = new QComboBox;
    m_general->setObjectName(QStringLiteral("general"));
    m_general->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *generalLabel = new QLabel(tr("Gene&ral"));
    generalLabel->setBuddy(m_general);
    whoForm->addRow(generalLabel, m_general);
    layout->addLayout(whoForm);
    auto die = [](const char *name) {
        auto *box = new QSpinBox;
        box->setObjectName(QString::fromLatin1(name));
        box->setRange(0, 6);
        box->setSpecialValueText(tr("Umpire rolls"));
        return box;
    };

    auto *qualityBox = new QGroupBox(tr("Quality, at the beginning of the game (VV 4.2)"));
    auto *qualityRow = new QHBoxLayout(qualityBox);
    m_qualityDie = die("qualityDie");
    auto *qualityDieLabel = new QLabel(tr("D&ie"));
    qualityDieLabel->setBuddy(m_qualityDie);
    auto *quality = new QPushButton(tr("Roll the &quality"));
    quality->setObjectName(QStringLiteral("rollQuality"));
    qualityRow->addWidget(qualityDieLabel);
    qualityRow->addWidget(m_qualityDie);
    qualityRow->addWidget(quality);
    qualityRow->addStretch(1);
    layout->addWidget(qualityBox);

    auto *activationBox = new QGroupBox(tr("Activation points, each movement phase (VV 5.1)"));
    auto *activationRow = new QHBoxLayout(activationBox);
    m_quality = new QComboBox;
    m_quality->setObjectName(QStringLiteral("quality"));
    m_quality->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *qualityLabel = new QLabel(tr("Qualit&y"));
    qualityLabel->setBuddy(m_quality);
    m_activationDie = die("activationDie");
    auto *activationDieLabel = new QLabel(tr("A&ctivation die"));
    activationDieLabel->setBuddy(m_activationDie);
    auto *activation = new QPushButton(tr("Roll &for activation points"));
    activation->setObjectName(QStringLiteral("rollActivation"));
    for (QWidget *w : std::initializer_list<QWidget *>{qualityLabel, m_quality, activationDieLabel,
                                                       m_activationDie, activation})
        activationRow->addWidget(w);
    activationRow->addStretch(1);
    layout->addWidget(activationBox);

    auto *takeOverBox = new QGroupBox(tr("The Commander-in-Chief takes a corps over (VV 5.1)"));
    auto *takeOverForm = new QFormLayout(takeOverBox);
    auto points = [](const char *name, int max) {
        auto *box = new QSpinBox;
        box->setObjectName(QString::fromLatin1(name));
        box->setRange(0, max);
        return box;
    };
    m_commanderPoints = points("commanderPoints", 20);
    m_generalPoints = points("generalPoints", 20);
    m_takeOverPaces = points("takeOverPaces", 10000);
    m_takeOverPaces->setSuffix(tr(" paces"));
    takeOverForm->addRow(tr("Commander-in-Chief's points"), m_commanderPoints);
    takeOverForm->addRow(tr("The corps general's points"), m_generalPoints);
    takeOverForm->addRow(tr("The troops are away from him"), m_takeOverPaces);
    auto *takeOver = new QPushButton(tr("May he ta&ke over?"));
    takeOver->setObjectName(QStringLiteral("judgeTakeOver"));
    takeOverForm->addRow(QString(), takeOver);
    layout->addWidget(takeOverBox);

    auto *lostBox = new QGroupBox(tr("A general beside an element destroyed by combat (VV 2)"));
    auto *lostRow = new QHBoxLayout(lostBox);
    m_touchedDestroyed = new QCheckBox(tr("He &touched the element destroyed"));
    m_touchedDestroyed->setObjectName(QStringLiteral("touchedDestroyed"));
    m_touchedDestroyed->setChecked(true);
    auto *lost = new QPushButton(tr("Is he &lost?"));
    lost->setObjectName(QStringLiteral("judgeGeneralLost"));
    lostRow->addWidget(m_touchedDestroyed);
    lostRow->addWidget(lost);
    lostRow->addStretch(1);
    layout->addWidget(lostBox);

    m_generalsReport = new QLabel;
    m_generalsReport->setObjectName(QStringLiteral("generalsReport"));
    m_generalsReport->setWordWrap(true);
    m_generalsReport->setTextFormat(Qt::RichText);
    m_generalsReport->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_generalsReport);
    layout->addStretch(1);
    connect(quality, &QPushButton::clicked, this, &MiniaturesDialog::rollQuality);
    connect(activation, &QPushButton::clicked, this, &MiniaturesDialog::rollActivation);
    connect(takeOver, &QPushButton::clicked, this, &MiniaturesDialog::judgeTakeOver);
    connect(lost, &QPushButton::clicked, this, &MiniaturesDialog::judgeGeneralLost);
    connect(m_general, &QComboBox::currentIndexChanged, this, &MiniaturesDialog::followGeneral);
    return tab;
}

// VV 9: points a corps lost that no combat shows; VV 10: who wins, from the journal.
QWidget *MiniaturesDialog::buildLossesTab()
{
    auto *tab = new QWidget;
    auto *layout = new QVBoxLayout(tab);
    auto *lossBox = new QGroupBox(tr("Points lost some other way (VV 9)"));
    auto *lossForm = new QFormLayout(lossBox);
    m_lossCorps = new QComboBox;
    m_lossCorps->setObjectName(QStringLiteral("lossCorps"));
    m_lossCorps->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_lossPoints = new QSpinBox;
    m_lossPoints->setObjectName(QStringLiteral("lossPoints"));
    m_lossPoints->setRange(0, 1000);
    m_lossGeneral = new QCheckBox(tr("Its general is lost wit&h them"));
    m_lossGeneral->setObjectName(QStringLiteral("lossGeneral"));
    m_lossWhy = new QLineEdit;
    m_lossWhy->setObjectName(QStringLiteral("lossWhy"));
    m_lossWhy->setPlaceholderText(tr("why: an element left the table fleeing"));
    lossForm->addRow(tr("&Corps"), m_lossCorps);
    lossForm->addRow(tr("Po&ints"), m_lossPoints);
    lossForm->addRow(QString(), m_lossGeneral);
    lossForm->addRow(tr("Wh&y"), m_lossWhy);
    m_recordLoss = new QPushButton(tr("&Record the loss"));
    m_recordLoss->setObjectName(QStringLiteral("recordLoss"));
    lossForm->addRow(QString(), m_recordLoss);
    layout->addWidget(lossBox);
    auto *victoryBox = new QGroupBox(tr("Victory (VV 10)"));
    auto *victoryLayout = new QVBoxLayout(victoryBox);
    auto *rule =
        new QLabel(tr("An army loses when more than half of its corps are demoralised; in a "
                      "battle between two corps, the winner is the side that destroys a "
                      "third of the enemy's points. Each army's corps, losses and morale "
                      "are the journal's."));
    rule->setWordWrap(true);
    victoryLayout->addWidget(rule);
    m_victory = new QPushButton(tr("Who &wins?"));
    m_victory->setObjectName(QStringLiteral("checkVictory"));
    victoryLayout->addWidget(m_victory, 0, Qt::AlignLeft);
    layout->addWidget(victoryBox);
    // As `umpire-cli vv verify`: the journal's answers are what the rules give with their dice.
    m_verify = new QPushButton(tr("Verify the battle's journal"));
    m_verify->setObjectName(QStringLiteral("verifyBattle"));
    m_verify->setToolTip(tr("Every journaled question asked again with the dice it was answered "
                            "with: the rule data and the file still give the same answers"));
    layout->addWidget(m_verify, 0, Qt::AlignLeft);
    m_lossesReport = new QLabel;
    m_lossesReport->setObjectName(QStringLiteral("lossesReport"));
    m_lossesReport->setWordWrap(true);
    m_lossesReport->setTextFormat(Qt::RichText);
    m_lossesReport->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_lossesReport);
    layout->addStretch(1);
    connect(m_recordLoss, &QPushButton::clicked, this, &MiniaturesDialog::recordLoss);
    connect(m_victory, &QPushButton::clicked, this, &MiniaturesDialog::checkVictory);
    connect(m_verify, &QPushButton::clicked, this, &MiniaturesDialog::verifyBattle);
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
    if (m_elementsLeft->value() < 0 || m_elementsInCommand->value() < 0) {
        m_moraleReport->setText(
            tr("Count the corps' elements left on the table, and those within its general's "
               "command range: a die rallies that many of them (VV 9)."));
        return;
    }
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
    const QString text =
        answer.value("demoralised", false)
            ? tr("<b>Demoralised</b> (a third of its points is %1): %2, %3; -1 in attack except "
                 "the Guard.")
                  .arg(answer.value("threshold", 0))
                  .arg(tr("%n element(s) rally", nullptr, answer.value("rallied", 0)),
                       tr("%n flee", nullptr, answer.value("flee", 0)))
            : tr("<b>In good order</b>: demoralised at %1 points lost.")
                  .arg(answer.value("threshold", 0));
    m_moraleReport->setText(text + vvui::stepsText(answer));
}

// Each step of an answer with the rule it applied, one a line.
json MiniaturesDialog::chosenGeneral() const
{
    const QString corps = m_general->currentData(Qt::UserRole).toString();
    const QString army = m_general->currentData(Qt::UserRole + 1).toString();
    if (!corps.isEmpty())
        return {{"corps", corps.toStdString()}};
    if (!army.isEmpty())
        return {{"commanderInChief", army.toStdString()}};
    return json::object();
}

// VV 4.2: "roll a die for the general(s) and the Commander-in-Chief, and note the results".
void MiniaturesDialog::rollQuality()
{
    json request = {{"ask", "quality"}};
    request.update(chosenGeneral());
    if (m_qualityDie->value() > 0)
        request["roll"] = m_qualityDie->value();
    QString error;
    const json answer = ask(request, m_qualityDie->value() == 0, &error);
    if (answer.is_null()) {
        m_generalsReport->setText(error.toHtmlEscaped());
        return;
    }
    const int modifier = answer.value("activationModifier", 0);
    m_generalsReport->setText(
        tr("<b>%1</b>: a %2 general, %3 to his activation die")
            .arg(m_general->currentText().toHtmlEscaped(),
                 qs(answer.value("name", "")).toLower().toHtmlEscaped(),
                 modifier > 0 ? QStringLiteral("+%1").arg(modifier) : QString::number(modifier)) +
        vvui::stepsText(answer));
    m_qualityDie->setValue(0);
}

// VV 5.1: "the active player rolls a die (d6) for each of his generals"; the quality is the
// journal's once rolled.
void MiniaturesDialog::rollActivation()
{
    json request = {{"ask", "activation"}};
    request.update(chosenGeneral());
    if (m_quality->isEnabled() || !battle())
        request["quality"] = m_quality->currentData().toString().toStdString();
    if (m_activationDie->value() > 0)
        request["roll"] = m_activationDie->value();
    QString error;
    const json answer = ask(request, m_activationDie->value() == 0, &error);
    if (answer.is_null()) {
        m_generalsReport->setText(error.toHtmlEscaped());
        return;
    }
    m_generalsReport->setText(
        tr("<b>%1</b>: %n activation point(s)", nullptr, answer.value("points", 0))
            .arg(m_general->currentText().toHtmlEscaped()) +
        vvui::stepsText(answer));
    m_activationDie->setValue(0);
}

// VV 5.1: "If the score of the Commander-in-Chief is greater than that of a subordinate general
// he may take command of that corps. Provided that the troops are within 600 paces".
void MiniaturesDialog::judgeTakeOver()
{
    QString error;
    const json answer = ask({{"ask", "take-over"},
                             {"commander", m_commanderPoints->value()},
                             {"general", m_generalPoints->value()},
                             {"paces", m_takeOverPaces->value()}},
                            false, &error);
    if (answer.is_null()) {
        m_generalsReport->setText(error.toHtmlEscaped());
        return;
    }
    m_generalsReport->setText(
        (answer.value("mayTakeOver", false)
             ? tr("<b>He may take command</b> of that corps' troops within his reach.")
             : tr("<b>He may not take command</b> of that corps.")) +
        vvui::stepsText(answer));
}

// VV 2: "A general is eliminated (killed or captured) if it is contiguous with an element that is
// destroyed by combat": with a battle, counted against the general's corps.
void MiniaturesDialog::judgeGeneralLost()
{
    json request = {{"ask", "general-lost"}, {"contiguous", m_touchedDestroyed->isChecked()}};
    if (const json general = chosenGeneral(); general.contains("corps"))
        request.update(general);
    QString error;
    const json answer = ask(request, false, &error);
    if (answer.is_null()) {
        m_generalsReport->setText(error.toHtmlEscaped());
        return;
    }
    QString text = answer.value("lost", false)
                       ? tr("<b>The general is lost</b>: killed or captured.")
                       : tr("<b>The general survives.</b>");
    for (const json &c : answer.value("consequences", json::array()))
        text += QStringLiteral("<br>• ") + qs(c.get<std::string>()).toHtmlEscaped();
    m_generalsReport->setText(text + vvui::stepsText(answer));
}

// VV 9: an element lost some other way (fled off the table...) counts against its corps.
void MiniaturesDialog::recordLoss()
{
    if (!battle()) {
        m_lossesReport->setText(tr("Start or open a battle: a loss is kept in its journal."));
        return;
    }
    const json action = {{"action", "loss"},
                         {"corps", m_lossCorps->currentData().toString().toStdString()},
                         {"points", m_lossPoints->value()},
                         {"generalLost", m_lossGeneral->isChecked()},
                         {"why", m_lossWhy->text().trimmed().toStdString()}};
    umpire::Result<umpire::ActOutcome> done = m_session->act(action);
    if (!done) {
        m_lossesReport->setText(errorText(done.error()).toHtmlEscaped());
        return;
    }
    const umpire::vv::BattleCorps *c =
        battle()->battle().findCorps(m_lossCorps->currentData().toString().toStdString());
    m_lossesReport->setText(c ? tr("<b>%1</b> has lost %2 of its %3 points%4.")
                                    .arg(qs(c->name).toHtmlEscaped())
                                    .arg(c->pointsLost)
                                    .arg(c->points)
                                    .arg(c->generalLost ? tr(" and its general") : QString())
                              : QString());
    m_lossPoints->setValue(0);
    m_lossGeneral->setChecked(false);
    m_lossWhy->clear();
}

void MiniaturesDialog::verifyBattle()
{
    const umpire::GameModule *module = m_session->module();
    if (!battle() || !module)
        return;
    umpire::Result<umpire::Verification> checked = module->verify();
    if (!checked) {
        m_lossesReport->setText(errorText(checked.error()).toHtmlEscaped());
        return;
    }
    QString text = (checked->ok() ? tr("<b>The journal is sound</b>: %1")
                                  : tr("<b>The journal differs from the rules</b>: %1"))
                       .arg(messageText(checked->summary).toHtmlEscaped());
    for (const umpire::Message &m : checked->mismatches)
        text += QStringLiteral("<br>• ") + messageText(m).toHtmlEscaped();
    m_lossesReport->setText(text);
}

// VV 10: each army's corps, demoralised corps, points and points destroyed, from the journal.
void MiniaturesDialog::checkVictory()
{
    if (!battle()) {
        m_lossesReport->setText(
            tr("Start or open a battle: its victory is judged from the corps it journals."));
        return;
    }
    QString error;
    const json answer = ask({{"ask", "battle"}}, false, &error);
    if (answer.is_null()) {
        m_lossesReport->setText(error.toHtmlEscaped());
        return;
    }
    QStringList winners, losers;
    for (const json &w : answer.value("winners", json::array()))
        winners << qs(w.get<std::string>()).toHtmlEscaped();
    for (const json &l : answer.value("losers", json::array()))
        losers << qs(l.get<std::string>()).toHtmlEscaped();
    const QString text = winners.isEmpty() ? tr("<b>No army is beaten yet.</b>")
                                           : tr("<b>%1 win</b>; %2 lose.")
                                                 .arg(winners.join(QStringLiteral(", ")),
                                                      losers.join(QStringLiteral(", ")));
    m_lossesReport->setText(text + vvui::stepsText(answer));
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
    const umpire::vv::Module *module = m_session->moduleAs<umpire::vv::Module>();
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
    m_playersView->setEnabled(open);
    m_recordLoss->setEnabled(open);
    m_victory->setEnabled(open);
    m_verify->setEnabled(open);
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_attackerCorps, m_defenderCorps, findChild<QLabel *>(QStringLiteral("corpsLabel"))})
        w->setVisible(open);
    if (!open) {
        m_battleLabel->setText(tr("Results are not kept: start or open a battle to journal them."));
        m_moraleCorps->setEnabled(false);
        m_lossCorps->clear();
        fillGenerals();
        return;
    }
    const umpire::vv::Battle &b = journal->battle();
    QStringList corps;
    for (const umpire::vv::BattleCorps &c : b.corps) {
        QString state = c.demoralised ? tr(", <b>demoralised</b>") : QString();
        if (c.generalLost)
            state += tr(", general lost");
        corps << tr("%1 (%2): %3 of %4 lost%5")
                     .arg(qs(c.name).toHtmlEscaped(), qs(c.army).toHtmlEscaped())
                     .arg(c.pointsLost)
                     .arg(c.points)
                     .arg(state);
    }
    m_battleLabel->setText(
        tr("<b>%1</b> · %Ln result(s) journaled in %2<br>%3", nullptr, int(b.answers.size()))
            .arg(qs(b.title.empty() ? std::string("Battle") : b.title).toHtmlEscaped(),
                 QFileInfo(qs(journal->journal().path())).fileName().toHtmlEscaped(),
                 corps.join(QStringLiteral(" · "))));
    for (QComboBox *box : {m_attackerCorps, m_defenderCorps, m_moraleCorps, m_lossCorps}) {
        const QString chosen = box->currentData().toString();
        QSignalBlocker block(box);
        box->clear();
        if (box != m_lossCorps)
            box->addItem(box == m_moraleCorps ? tr("(typed below)") : tr("(no corps)"), QString());
        for (const umpire::vv::BattleCorps &c : b.corps)
            box->addItem(tr("%1 (%2)").arg(qs(c.name), qs(c.army)), qs(c.name));
        box->setCurrentIndex(std::max(0, box->findData(chosen)));
    }
    m_moraleCorps->setEnabled(true);
    fillMoraleFromBattle();
    fillGenerals();
}

// The generals of the battle (each corps' and each army's Commander-in-Chief), or one unnamed
// general without a battle.
void MiniaturesDialog::fillGenerals()
{
    const QString chosen = m_general->currentText();
    QSignalBlocker block(m_general);
    m_general->clear();
    if (const umpire::vv::Journal *journal = battle()) {
        for (const umpire::vv::BattleCorps &c : journal->battle().corps) {
            m_general->addItem(tr("The general of %1 (%2)").arg(qs(c.name), qs(c.army)));
            m_general->setItemData(m_general->count() - 1, qs(c.name), Qt::UserRole);
        }
        for (const std::string &army : journal->battle().armies()) {
            m_general->addItem(tr("The %1 Commander-in-Chief").arg(qs(army)));
            m_general->setItemData(m_general->count() - 1, qs(army), Qt::UserRole + 1);
        }
    } else {
        m_general->addItem(tr("A general (results not kept)"));
    }
    m_general->setCurrentIndex(std::max(0, m_general->findText(chosen)));
    followGeneral();
}

// The quality the journal holds for the general chosen decides his activation (VV 5.1); before it
// is rolled, or without a battle, the referee gives it.
void MiniaturesDialog::followGeneral()
{
    std::string known;
    if (const umpire::vv::Journal *journal = battle()) {
        const json general = chosenGeneral();
        if (general.contains("corps")) {
            if (const umpire::vv::BattleCorps *c =
                    journal->battle().findCorps(general["corps"].get<std::string>()))
                known = c->quality;
        } else if (general.contains("commanderInChief")) {
            const auto it =
                journal->battle().commanders.find(general["commanderInChief"].get<std::string>());
            known = it == journal->battle().commanders.end() ? std::string() : it->second;
        }
    }
    if (!known.empty())
        m_quality->setCurrentIndex(std::max(0, m_quality->findData(qs(known))));
    // With a battle, an activation needs the quality the journal holds: none rolled yet says so.
    m_quality->setEnabled(!battle());
    m_quality->setToolTip(battle() ? tr("The quality rolled for this general, from the journal")
                                   : QString());
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
    for (QComboBox *box :
         {m_scale, m_attacker, m_defender, m_attackerTerrain, m_defenderTerrain, m_quality}) {
        QSignalBlocker block(box);
        box->clear();
    }
    if (m_data.is_null()) {
        m_measured->setText(error.toHtmlEscaped());
        return;
    }
    for (const json &s : m_data.value("scales", json::array()))
        m_scale->addItem(qs(s.value("name", "")), qs(s.value("id", "")));
    m_quality->clear();
    for (const json &q : m_data.value("qualities", json::array()))
        m_quality->addItem(qs(q.value("name", "")), qs(q.value("id", "")));
    if (const int average = m_quality->findData(QStringLiteral("average")); average >= 0)
        m_quality->setCurrentIndex(average);
    QList<QPair<QString, QString>> elements;
    for (const json &u : m_data.value("units", json::array())) {
        const QString label = unitLabel(u.value("id", ""), u.value("name", ""));
        m_attacker->addItem(label, qs(u.value("id", "")));
        m_defender->addItem(label, qs(u.value("id", "")));
        elements.append({label, qs(u.value("id", ""))});
    }
    m_reachTab->setGame(m_data, elements);
    m_movementTab->setGame(m_data, elements);
    m_tableTab->setGame(elements);
    m_reachTab->setScale(m_scale->currentData().toString());
    m_movementTab->setScale(m_scale->currentData().toString());
    m_tableTab->setScale(m_scale->currentData().toString());
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
        wrapItems(list);
    }
    m_charging->setEnabled(kind == "melee");
}

void MiniaturesDialog::wrapItems(QListWidget *list)
{
    // The check box and the margins take their room; the name wraps in the rest.
    const int width = list->viewport()->width();
    const int text = std::max(
        40, width - list->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, list) - 24);
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        const QRect lines = list->fontMetrics().boundingRect(QRect(0, 0, text, 1 << 16),
                                                             Qt::TextWordWrap, item->text());
        item->setSizeHint(QSize(width, lines.height() + 6));
    }
}

bool MiniaturesDialog::eventFilter(QObject *watched, QEvent *event)
{
    // A factor list's width changed: its names wrap again.
    if (event->type() == QEvent::Resize)
        for (QListWidget *list : {m_attackerFactors, m_defenderFactors})
            if (watched == list->viewport())
                wrapItems(list);
    // Enter in a die field resolves with the dice typed, as the combat panel's does.
    if (event->type() == QEvent::KeyPress &&
        (watched == m_attackerDie || watched == m_defenderDie)) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            static_cast<QSpinBox *>(watched)->interpretText();
            resolve();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
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
    auto side = [](QComboBox *unit, QComboBox *terrain, QListWidget *factors, QCheckBox *general) {
        json s = {{"unit", unit->currentData().toString().toStdString()},
                  {"terrain", terrain->currentData().toString().toStdString()}};
        if (general->isChecked()) // VV 2
            s["generalContiguous"] = true;
        json chosen = json::array();
        for (int i = 0; i < factors->count(); ++i)
            if (factors->item(i)->checkState() == Qt::Checked)
                chosen.push_back(factors->item(i)->data(Qt::UserRole).toString().toStdString());
        if (!chosen.empty())
            s["factors"] = chosen;
        return s;
    };
    json request = {
        {"ask", "combat"},
        {"kind", m_kind->currentData().toString().toStdString()},
        {"attacker", side(m_attacker, m_attackerTerrain, m_attackerFactors, m_attackerGeneral)},
        {"defender", side(m_defender, m_defenderTerrain, m_defenderFactors, m_defenderGeneral)}};
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
    in["reach"] = m_reachTab->inputs();
    in["movement"] = m_movementTab->inputs();
    in["table"] = m_tableTab->inputs();
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
        m_reachTab->restore(in.value("reach", json::object()));
        m_movementTab->restore(in.value("movement", json::object()));
        m_tableTab->restore(in.value("table", json::object()));
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
