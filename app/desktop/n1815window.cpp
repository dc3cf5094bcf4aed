#include "n1815window.h"

#include "datatext.h"
#include "n1815mapview.h"
#include "n1815module.h"
#include "n1815movement.h"
#include "n1815objectives.h"
#include "n1815odds.h"
#include "roll.h"
#include "unverifiedbanner.h"

#include "gamestate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

using nlohmann::json;
using namespace umpire;

namespace {

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

QPushButton *button(const QString &text, const char *name)
{
    auto *b = new QPushButton(text);
    b->setObjectName(QLatin1String(name));
    return b;
}

// A die typed at the keyboard: digits only; Enter does the row's action.
QLineEdit *dieField(const char *name, int faces)
{
    auto *field = new QLineEdit;
    field->setObjectName(QLatin1String(name));
    field->setValidator(new QIntValidator(1, faces, field));
    field->setMaxLength(2);
    field->setMaximumWidth(60);
    field->setPlaceholderText(QStringLiteral("1–%1").arg(faces));
    return field;
}

QHBoxLayout *row(std::initializer_list<QWidget *> widgets, bool stretch = true)
{
    auto *layout = new QHBoxLayout;
    for (QWidget *w : widgets)
        layout->addWidget(w);
    if (stretch)
        layout->addStretch(1);
    return layout;
}

QString cardName(N1815Card card)
{
    return dataText(n1815CardName(card));
}

void fillCards(QComboBox *box, const N1815Hand *hand)
{
    const QString current = box->currentData().toString();
    box->clear();
    for (int i = 0; i < n1815CardTypes; ++i) {
        const auto card = static_cast<N1815Card>(i);
        QString text = cardName(card);
        if (hand && hand->known)
            text += QStringLiteral(" (%1)").arg(hand->cards[std::size_t(i)]);
        box->addItem(text, qs(n1815CardId(card)));
    }
    if (const int at = box->findData(current); at >= 0)
        box->setCurrentIndex(at);
}

} // namespace

N1815Window::N1815Window(N1815Journal journal, std::shared_ptr<const N1815Data> gameData,
                         QWidget *parent)
    : QMainWindow(parent), m_journal(std::make_unique<N1815Journal>(std::move(journal))),
      m_data(std::move(gameData))
{
    setObjectName(QStringLiteral("n1815Window"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_confirm = [this](const QString &text) {
        return QMessageBox::question(this, tr("Secret objectives"), text) == QMessageBox::Yes;
    };

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

    m_map = new N1815MapView;
    m_locations = new QTreeWidget;
    m_locations->setObjectName(QStringLiteral("n1815Locations"));
    m_locations->setHeaderLabels({tr("Location"), tr("Country"), tr("Units"), tr("Roads to")});
    m_locations->setRootIsDecorated(false);
    m_locations->setAlternatingRowColors(true);
    m_boardTabs = new QTabWidget;
    m_boardTabs->setObjectName(QStringLiteral("n1815BoardTabs"));
    m_boardTabs->addTab(m_map, tr("&Map"));
    m_boardTabs->addTab(m_locations, tr("&Locations"));

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("n1815Tabs"));
    m_tabs->addTab(buildTurnTab(), tr("&Turn"));
    m_tabs->addTab(buildBattleTab(), tr("&Battle"));
    m_tabs->addTab(buildSheetsTab(), tr("Tracking &sheets"));
    m_tabs->addTab(buildObjectivesTab(), tr("&Objectives"));
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
    stepsLayout->addWidget(m_message);
    stepsLayout->addWidget(m_steps);
    right->addWidget(stepsBox);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_boardTabs);
    split->addWidget(right);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 5);
    split->setSizes({680, 900});

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_status);
    layout->addWidget(m_banner);
    layout->addWidget(split, 1);
    setCentralWidget(central);
    buildMenus();
    connect(m_map, &N1815MapView::locationClicked, this, [this](const QString &id) {
        if (const int at = m_combatLocation->findData(id); at >= 0)
            m_combatLocation->setCurrentIndex(at);
        m_message->setText(tr("%1: %2").arg(locationName(id.toStdString()), [&] {
            QStringList names;
            for (const std::string &u : game().state.unitsAt(*m_data, id.toStdString()))
                names << unitName(u);
            return names.isEmpty() ? tr("no units") : names.join(QStringLiteral(", "));
        }()));
    });
    resize(1560, 960);
    refresh();
    refreshJournal();
}

bool N1815Window::isN1815Journal(const QString &path)
{
    Result<Journal> journal = Journal::open(path.toStdString(), Journal::Mode::ReadOnly);
    return journal && journal->header().ruleset == N1815Journal::rulesetId;
}

namespace {

Result<std::shared_ptr<const N1815Data>> n1815Data(const std::vector<std::filesystem::path> &dirs)
{
    Result<N1815Data> data = N1815Data::find(dirs);
    if (!data)
        return data.error();
    return std::make_shared<const N1815Data>(std::move(data).value());
}

} // namespace

Result<N1815Window *> N1815Window::create(const QString &path, const QString &title,
                                          const std::vector<std::filesystem::path> &dirs,
                                          QWidget *parent)
{
    Result<std::shared_ptr<const N1815Data>> data = n1815Data(dirs);
    if (!data)
        return data.error();
    Result<N1815Journal> journal =
        N1815Journal::create(path.toStdString(), *data, title.toStdString());
    if (!journal)
        return journal.error();
    return new N1815Window(std::move(journal).value(), *data, parent);
}

Result<N1815Window *> N1815Window::open(const QString &path,
                                        const std::vector<std::filesystem::path> &dirs,
                                        QWidget *parent)
{
    Result<std::shared_ptr<const N1815Data>> data = n1815Data(dirs);
    if (!data)
        return data.error();
    Result<N1815Journal> journal = N1815Journal::open(path.toStdString(), *data);
    if (!journal)
        return journal.error();
    auto *window = new N1815Window(std::move(journal).value(), *data, parent);
    QStringList problems;
    for (const JournalProblem &p : window->journal().journal().problems())
        problems << qs(p.message);
    if (!problems.isEmpty())
        window->m_message->setText(
            tr("The journal needed care: %1").arg(problems.join(QStringLiteral("; "))));
    return window;
}

QString N1815Window::path() const
{
    return qs(m_journal->journal().path());
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
    QMenu *view = menuBar()->addMenu(tr("&View"));
    const QList<std::pair<QString, int>> tabs = {{tr("&Turn"), 0},
                                                 {tr("&Battle"), 1},
                                                 {tr("Tracking &sheets"), 2},
                                                 {tr("&Objectives"), 3},
                                                 {tr("&Journal"), 4}};
    for (const auto &[name, index] : tabs) {
        QAction *a = view->addAction(name, this, [this, i = index] { m_tabs->setCurrentIndex(i); });
        a->setShortcut(QKeySequence(Qt::Key_F1 + 1 + index));
    }
    view->addSeparator();
    view->addAction(tr("&Map"), this, [this] { m_boardTabs->setCurrentIndex(0); });
    view->addAction(tr("&Locations"), this, [this] { m_boardTabs->setCurrentIndex(1); });
}

// ---------------------------------------------------------------------------------------------
// Turn

QWidget *N1815Window::buildTurnTab()
{
    const int faces = m_data->dieFaces;
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);

    auto *weatherBox = new QGroupBox(tr("Weather (N1815 9): a 6 is rain"));
    m_weatherDie = dieField("n1815WeatherDie", faces);
    m_weather = button(tr("&Weather roll"), "n1815Weather");
    auto *weatherRoll = button(tr("Roll it for me"), "n1815WeatherRoll");
    weatherBox->setLayout(row({new QLabel(tr("Die:")), m_weatherDie, m_weather, weatherRoll}));
    layout->addWidget(weatherBox);
    auto weather = [this](bool generated) {
        if (std::optional<json> roll = rollFrom(m_weatherDie, generated))
            if (act({{"action", "weather"}, {"roll", *roll}}))
                m_weatherDie->clear();
    };
    connect(m_weather, &QPushButton::clicked, this, [weather] { weather(false); });
    connect(m_weatherDie, &QLineEdit::returnPressed, this, [weather] { weather(false); });
    connect(weatherRoll, &QPushButton::clicked, this, [weather] { weather(true); });

    auto *pointsBox = new QGroupBox(tr("Movement points (N1815 10): base plus the variable roll"));
    m_pointsArmy = new QComboBox;
    m_pointsArmy->setObjectName(QStringLiteral("n1815PointsArmy"));
    for (const N1815Army &army : m_data->armies)
        m_pointsArmy->addItem(dataText(army.name), qs(army.id));
    m_pointsDie = dieField("n1815PointsDie", faces);
    m_points = button(tr("&Movement points"), "n1815Points");
    auto *pointsRoll = button(tr("Roll it for me"), "n1815PointsRoll");
    pointsBox->setLayout(row({new QLabel(tr("Army:")), m_pointsArmy, new QLabel(tr("Die:")),
                              m_pointsDie, m_points, pointsRoll}));
    layout->addWidget(pointsBox);
    auto points = [this](bool generated) {
        if (std::optional<json> roll = rollFrom(m_pointsDie, generated))
            if (act({{"action", "movementPoints"},
                     {"army", m_pointsArmy->currentData().toString().toStdString()},
                     {"roll", *roll}}))
                m_pointsDie->clear();
    };
    connect(m_points, &QPushButton::clicked, this, [points] { points(false); });
    connect(m_pointsDie, &QLineEdit::returnPressed, this, [points] { points(false); });
    connect(pointsRoll, &QPushButton::clicked, this, [points] { points(true); });

    auto *moveBox = new QGroupBox(tr("Moves (N1815 3, 9, 10), checked by the rules"));
    auto *moveForm = new QFormLayout(moveBox);
    m_moveUnit = new QComboBox;
    m_moveUnit->setObjectName(QStringLiteral("n1815MoveUnit"));
    m_moveOption = new QComboBox;
    m_moveOption->setObjectName(QStringLiteral("n1815MoveOption"));
    m_movePath = new QLineEdit;
    m_movePath->setObjectName(QStringLiteral("n1815MovePath"));
    m_movePath->setPlaceholderText(tr("locations entered, in order: Thuin, Charleroi"));
    m_move = button(tr("M&ove"), "n1815Move");
    m_endMovement = button(tr("&End movement"), "n1815EndMovement");
    moveForm->addRow(tr("&Unit"), m_moveUnit);
    moveForm->addRow(tr("Moves allowed"), m_moveOption);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_movePath, 1);
    pathRow->addWidget(m_move);
    pathRow->addWidget(m_endMovement);
    moveForm->addRow(tr("&Path"), pathRow);
    layout->addWidget(moveBox);
    connect(m_moveUnit, &QComboBox::currentIndexChanged, this, [this] {
        m_moveOption->clear();
        const std::string unit = m_moveUnit->currentData().toString().toStdString();
        if (unit.empty())
            return;
        for (const N1815MoveOption &o : n1815MoveOptions(*m_data, game().state, unit)) {
            QStringList names;
            for (const std::string &l : o.path)
                names << locationName(l);
            QString text = names.join(QStringLiteral(" → ")) + QStringLiteral("  ") +
                           tr("(%n MP", nullptr, o.points);
            if (o.cohesion > 0)
                text += tr(", %n cohesion", nullptr, o.cohesion);
            if (o.entersEnemy)
                text += tr(", enters the enemy: combat");
            text += QLatin1Char(')');
            m_moveOption->addItem(text, names.join(QStringLiteral(", ")));
        }
    });
    connect(m_moveOption, &QComboBox::activated, this,
            [this] { m_movePath->setText(m_moveOption->currentData().toString()); });
    connect(m_move, &QPushButton::clicked, this, &N1815Window::moveSelected);
    connect(m_movePath, &QLineEdit::returnPressed, this, &N1815Window::moveSelected);
    connect(m_endMovement, &QPushButton::clicked, this, [this] {
        act({{"action", "endMovement"}});
    });

    auto *combatBox = new QGroupBox(tr("Combat (N1815 11) and the end of the turn"));
    m_combatLocation = new QComboBox;
    m_combatLocation->setObjectName(QStringLiteral("n1815CombatLocation"));
    m_virtualDeck = new QCheckBox(tr("Deal from Umpire's &virtual deck"));
    m_virtualDeck->setObjectName(QStringLiteral("n1815VirtualDeck"));
    m_virtualDeck->setToolTip(
        tr("Unchecked: the players deal and play their own cards and Umpire records them"));
    m_startCombat = button(tr("&Start combat"), "n1815StartCombat");
    m_endCombat = button(tr("End the &combat phase"), "n1815EndCombat");
    m_endTurn = button(tr("End the tu&rn"), "n1815EndTurn");
    auto *combatLayout = new QVBoxLayout(combatBox);
    combatLayout->addLayout(
        row({new QLabel(tr("Where:")), m_combatLocation, m_virtualDeck, m_startCombat}));
    combatLayout->addLayout(row({m_endCombat, m_endTurn}));
    layout->addWidget(combatBox);
    connect(m_startCombat, &QPushButton::clicked, this, &N1815Window::startCombat);
    connect(m_endCombat, &QPushButton::clicked, this, [this] { act({{"action", "endCombat"}}); });
    connect(m_endTurn, &QPushButton::clicked, this, [this] { act({{"action", "endTurn"}}); });
    layout->addStretch(1);
    return page;
}

void N1815Window::moveSelected()
{
    const std::string unit = m_moveUnit->currentData().toString().toStdString();
    json path = json::array();
    for (const QString &part : m_movePath->text().split(QRegularExpression(QStringLiteral("[,→>]")),
                                                        Qt::SkipEmptyParts)) {
        const QString name = part.trimmed();
        if (name.isEmpty())
            continue;
        // The engine finds a location by its id or its name in any case, and names the unknown.
        path.push_back(name.toStdString());
    }
    if (unit.empty())
        return fail(tr("Choose the unit that moves"));
    if (path.empty())
        return fail(tr("Type the locations the unit enters, in order, or choose an allowed move"));
    if (act({{"action", "move"}, {"unit", unit}, {"path", path}}))
        m_movePath->clear();
}

void N1815Window::startCombat()
{
    const QString where = m_combatLocation->currentData().toString();
    if (where.isEmpty())
        return fail(tr("No combat to fight: no town holds corps of both sides"));
    json action = {{"action", "startCombat"}, {"location", where.toStdString()}};
    if (m_virtualDeck->isChecked()) {
        action["virtualDeck"] = true;
        action["seed"] = DiceGenerator::freshSeed();
    }
    if (act(action))
        m_tabs->setCurrentIndex(1);
}

std::optional<json> N1815Window::rollFrom(QLineEdit *field, bool generated)
{
    if (generated) {
        DiceGenerator dice(DiceGenerator::freshSeed());
        const Roll roll = dice.roll(m_data->dieFaces);
        field->setText(QString::number(roll.value));
        return json(roll);
    }
    bool ok = false;
    const int value = field->text().trimmed().toInt(&ok);
    if (!ok) {
        fail(tr("Type the die as rolled (1 to %1), or let Umpire roll it").arg(m_data->dieFaces));
        field->setFocus();
        return std::nullopt;
    }
    return json(value);
}

// ---------------------------------------------------------------------------------------------
// Battle

QWidget *N1815Window::buildBattleTab()
{
    const int faces = m_data->dieFaces;
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_battleHeader = new QLabel;
    m_battleHeader->setObjectName(QStringLiteral("n1815BattleHeader"));
    QFont big = m_battleHeader->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_battleHeader->setFont(big);
    m_battleHeader->setWordWrap(true);
    m_hands = new QLabel;
    m_hands->setObjectName(QStringLiteral("n1815Hands"));
    m_hands->setWordWrap(true);
    m_hands->setTextFormat(Qt::RichText);
    m_odds = new QLabel;
    m_odds->setObjectName(QStringLiteral("n1815Odds"));
    m_odds->setWordWrap(true);
    m_rounds = new QTreeWidget;
    m_rounds->setObjectName(QStringLiteral("n1815Rounds"));
    m_rounds->setHeaderLabels({tr("Round"), tr("Attacker plays"), tr("Defender"),
                               tr("Counterattack"), tr("Reinforcements")});
    m_rounds->setRootIsDecorated(false);
    m_rounds->setWordWrap(true);
    m_battlePrompt = new QLabel;
    m_battlePrompt->setObjectName(QStringLiteral("n1815BattlePrompt"));
    m_battlePrompt->setWordWrap(true);
    QFont bold = m_battlePrompt->font();
    bold.setBold(true);
    m_battlePrompt->setFont(bold);

    m_battleStep = new QStackedWidget;
    m_battleStep->setObjectName(QStringLiteral("n1815BattleStep"));
    // Play
    {
        auto *w = new QWidget;
        m_playCard = new QComboBox;
        m_playCard->setObjectName(QStringLiteral("n1815PlayCard"));
        auto *play = button(tr("&Play the card"), "n1815Play");
        w->setLayout(row({new QLabel(tr("Card:")), m_playCard, play}));
        connect(play, &QPushButton::clicked, this, [this] {
            act({{"action", "play"}, {"card", m_playCard->currentData().toString().toStdString()}});
        });
        m_battleStep->addWidget(w);
    }
    // Respond
    {
        auto *w = new QWidget;
        m_respondCard = new QComboBox;
        m_respondCard->setObjectName(QStringLiteral("n1815RespondCard"));
        auto *match = button(tr("&Match with it"), "n1815Match");
        auto *decline = button(tr("&Decline (lose the battle)"), "n1815Decline");
        w->setLayout(row({new QLabel(tr("Card:")), m_respondCard, match, decline}));
        connect(match, &QPushButton::clicked, this, [this] {
            act({{"action", "respond"},
                 {"card", m_respondCard->currentData().toString().toStdString()}});
        });
        connect(decline, &QPushButton::clicked, this, [this] {
            act({{"action", "respond"}, {"card", nullptr}});
        });
        m_battleStep->addWidget(w);
    }
    // Counterattack
    {
        auto *w = new QWidget;
        m_counterDie = dieField("n1815CounterDie", faces);
        auto *rollIt = button(tr("Counter&attack"), "n1815Counterattack");
        auto *generated = button(tr("Roll it for me"), "n1815CounterattackRoll");
        auto *none = button(tr("&No counterattack"), "n1815NoCounterattack");
        w->setLayout(row({new QLabel(tr("Die:")), m_counterDie, rollIt, generated, none}));
        auto counter = [this](bool gen) {
            if (std::optional<json> roll = rollFrom(m_counterDie, gen))
                if (act({{"action", "counterattack"}, {"roll", *roll}}))
                    m_counterDie->clear();
        };
        connect(rollIt, &QPushButton::clicked, this, [counter] { counter(false); });
        connect(m_counterDie, &QLineEdit::returnPressed, this, [counter] { counter(false); });
        connect(generated, &QPushButton::clicked, this, [counter] { counter(true); });
        connect(none, &QPushButton::clicked, this, [this] {
            act({{"action", "counterattack"}, {"roll", nullptr}});
        });
        m_battleStep->addWidget(w);
    }
    // Reinforce
    {
        auto *w = new QWidget;
        m_reinforceUnit = new QComboBox;
        m_reinforceUnit->setObjectName(QStringLiteral("n1815ReinforceUnit"));
        m_reinforceDie = dieField("n1815ReinforceDie", faces);
        auto *tryIt = button(tr("&Try to reinforce"), "n1815Reinforce");
        auto *generated = button(tr("Roll it for me"), "n1815ReinforceRoll");
        auto *done = button(tr("Done &reinforcing"), "n1815EndReinforcements");
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        l->addLayout(row({new QLabel(tr("Unit:")), m_reinforceUnit, new QLabel(tr("Die:")),
                          m_reinforceDie, tryIt, generated}));
        l->addLayout(row({done}));
        auto reinforce = [this](bool gen) {
            const std::string unit = m_reinforceUnit->currentData().toString().toStdString();
            if (unit.empty())
                return fail(tr("No unit next to the battle may try: press Done reinforcing"));
            if (std::optional<json> roll = rollFrom(m_reinforceDie, gen))
                if (act({{"action", "reinforce"}, {"unit", unit}, {"roll", *roll}}))
                    m_reinforceDie->clear();
        };
        connect(tryIt, &QPushButton::clicked, this, [reinforce] { reinforce(false); });
        connect(m_reinforceDie, &QLineEdit::returnPressed, this, [reinforce] { reinforce(false); });
        connect(generated, &QPushButton::clicked, this, [reinforce] { reinforce(true); });
        connect(done, &QPushButton::clicked, this, [this] {
            act({{"action", "endReinforcements"}});
        });
        m_battleStep->addWidget(w);
    }
    // Losses
    {
        auto *w = new QWidget;
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        m_lossSide = new QComboBox;
        m_lossSide->setObjectName(QStringLiteral("n1815LossSide"));
        m_losses = new QTableWidget(0, 2);
        m_losses->setObjectName(QStringLiteral("n1815Losses"));
        m_losses->setHorizontalHeaderLabels({tr("Corps"), tr("Cohesion lost")});
        m_losses->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        m_losses->verticalHeader()->hide();
        m_losses->setMinimumHeight(110);
        auto *apply = button(tr("Di&stribute these losses"), "n1815Distribute");
        l->addLayout(row({new QLabel(tr("Side:")), m_lossSide, apply}));
        l->addWidget(m_losses);
        connect(apply, &QPushButton::clicked, this, &N1815Window::distribute);
        connect(m_lossSide, &QComboBox::currentIndexChanged, this, [this] {
            m_losses->setRowCount(0);
            if (!game().battle || m_lossSide->currentIndex() < 0)
                return;
            const std::string side = m_lossSide->currentData().toString().toStdString();
            const std::map<std::string, int> even = game().battle->evenDistribution(*m_data, side);
            for (const std::string &unit : game().battle->sideOf(side).units) {
                const N1815Unit *u = m_data->unit(unit);
                if (!u || !u->isCorps())
                    continue;
                const int r = m_losses->rowCount();
                m_losses->insertRow(r);
                auto *name = new QTableWidgetItem(unitName(unit));
                name->setData(Qt::UserRole, qs(unit));
                name->setFlags(Qt::ItemIsEnabled);
                m_losses->setItem(r, 0, name);
                auto *spin = new QSpinBox;
                spin->setRange(0, 99);
                spin->setValue(even.count(unit) ? even.at(unit) : 0);
                m_losses->setCellWidget(r, 1, spin);
            }
        });
        m_battleStep->addWidget(w);
    }
    // Retreat
    {
        auto *w = new QWidget;
        m_retreatTo = new QComboBox;
        m_retreatTo->setObjectName(QStringLiteral("n1815RetreatTo"));
        m_retreatTo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        auto *go = button(tr("Re&treat there"), "n1815Retreat");
        w->setLayout(row({new QLabel(tr("To:")), m_retreatTo, go}));
        connect(go, &QPushButton::clicked, this, [this] {
            act({{"action", "retreat"},
                 {"to", m_retreatTo->currentData().toString().toStdString()}});
        });
        m_battleStep->addWidget(w);
    }
    // Done
    {
        auto *w = new QWidget;
        m_finishCombat = button(tr("&Finish: apply the battle to the board and the sheets"),
                                "n1815FinishCombat");
        w->setLayout(row({m_finishCombat}));
        connect(m_finishCombat, &QPushButton::clicked, this, [this] {
            if (act({{"action", "finishCombat"}}))
                m_tabs->setCurrentIndex(0);
        });
        m_battleStep->addWidget(w);
    }
    layout->addWidget(m_battleHeader);
    layout->addWidget(m_hands);
    layout->addWidget(m_odds);
    layout->addWidget(m_rounds, 1);
    layout->addWidget(m_battlePrompt);
    layout->addWidget(m_battleStep);
    return page;
}

void N1815Window::distribute()
{
    if (m_lossSide->currentIndex() < 0)
        return fail(tr("Every side's losses are distributed"));
    json losses = json::object();
    for (int r = 0; r < m_losses->rowCount(); ++r) {
        const auto *spin = qobject_cast<QSpinBox *>(m_losses->cellWidget(r, 1));
        losses[m_losses->item(r, 0)->data(Qt::UserRole).toString().toStdString()] =
            spin ? spin->value() : 0;
    }
    act({{"action", "distribute"},
         {"side", m_lossSide->currentData().toString().toStdString()},
         {"losses", losses}});
}

// ---------------------------------------------------------------------------------------------
// Sheets

QWidget *N1815Window::buildSheetsTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *note = new QLabel(
        tr("Each corps' cohesion track, the cube (yellow) where it stands and the half-way mark "
           "(red frame): at or below it the corps draws its reduced cards (N1815 4). Values "
           "marked UNVERIFIED are stand-ins: check them against your own tracking sheets."));
    note->setWordWrap(true);
    layout->addWidget(note);
    m_sheets = new QTableWidget(0, 6);
    m_sheets->setObjectName(QStringLiteral("n1815Sheets"));
    m_sheets->setHorizontalHeaderLabels(
        {tr("Army"), tr("Corps"), tr("Where"), tr("Cohesion track"), tr("Cards"), tr("Tactical")});
    m_sheets->verticalHeader()->hide();
    m_sheets->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sheets->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_sheets->setSelectionMode(QAbstractItemView::SingleSelection);
    m_sheets->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    layout->addWidget(m_sheets, 1);

    auto *overrideBox = new QGroupBox(tr("The referee's override (journaled with why)"));
    m_overrideCohesion = new QSpinBox;
    m_overrideCohesion->setObjectName(QStringLiteral("n1815OverrideCohesion"));
    m_overrideCohesion->setRange(0, 99);
    m_overrideWhy = new QLineEdit;
    m_overrideWhy->setObjectName(QStringLiteral("n1815OverrideWhy"));
    m_overrideWhy->setPlaceholderText(tr("why: the cube on our sheet says otherwise"));
    auto *set = button(tr("Set the selected corps' cohesion"), "n1815Override");
    overrideBox->setLayout(
        row({new QLabel(tr("Cohesion:")), m_overrideCohesion, m_overrideWhy, set}, false));
    layout->addWidget(overrideBox);
    auto *missing = new QLabel(
        tr("A stand-in track (its top or its half-way mark) is corrected in your own copy of "
           "n1815.json in your rule-data folder; Umpire reads it before the shipped one."));
    missing->setWordWrap(true);
    layout->addWidget(missing);
    connect(set, &QPushButton::clicked, this, &N1815Window::overrideCohesion);
    connect(m_sheets, &QTableWidget::currentCellChanged, this, [this](int r) {
        if (r < 0 || !m_sheets->item(r, 1))
            return;
        const std::string unit = m_sheets->item(r, 1)->data(Qt::UserRole).toString().toStdString();
        m_overrideCohesion->setValue(game().state.cohesion(unit));
    });
    return page;
}

void N1815Window::overrideCohesion()
{
    const int r = m_sheets->currentRow();
    if (r < 0 || !m_sheets->item(r, 1))
        return fail(tr("Select the corps on the sheet first"));
    const QString why = m_overrideWhy->text().trimmed();
    if (why.isEmpty())
        return fail(tr("Say why: an override is journaled with its reason"));
    if (act({{"action", "override"},
             {"unit", m_sheets->item(r, 1)->data(Qt::UserRole).toString().toStdString()},
             {"cohesion", m_overrideCohesion->value()},
             {"why", why.toStdString()}}))
        m_overrideWhy->clear();
}

// ---------------------------------------------------------------------------------------------
// Objectives

QWidget *N1815Window::buildObjectivesTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *note = new QLabel(
        tr("N1815 5: the French player has two secret objectives. Umpire draws them, or records "
           "the two he drew from his own cards; they stay hidden until the end of the game."));
    note->setWordWrap(true);
    layout->addWidget(note);
    auto *draw = button(tr("&Draw two at random"), "n1815DrawObjectives");
    layout->addLayout(row({draw}));
    m_objective1 = new QComboBox;
    m_objective1->setObjectName(QStringLiteral("n1815Objective1"));
    m_objective2 = new QComboBox;
    m_objective2->setObjectName(QStringLiteral("n1815Objective2"));
    for (const N1815ObjectiveCard &card : m_data->objectives) {
        m_objective1->addItem(dataText(card.name), qs(card.id));
        m_objective2->addItem(dataText(card.name), qs(card.id));
    }
    auto *record = button(tr("&Record the cards he drew"), "n1815RecordObjectives");
    layout->addLayout(row({m_objective1, m_objective2, record}));
    auto *show = button(tr("S&how the objectives…"), "n1815ShowObjectives");
    auto *hide = button(tr("H&ide them"), "n1815HideObjectives");
    layout->addLayout(row({show, hide}));
    m_objectives = new QLabel;
    m_objectives->setObjectName(QStringLiteral("n1815Objectives"));
    m_objectives->setWordWrap(true);
    m_objectives->setTextFormat(Qt::RichText);
    QFont big = m_objectives->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_objectives->setFont(big);
    layout->addWidget(m_objectives);
    layout->addStretch(1);
    connect(draw, &QPushButton::clicked, this, [this] {
        if (act({{"action", "drawObjectives"}, {"seed", DiceGenerator::freshSeed()}}))
            m_message->setText(tr("Two objectives drawn; only the French player may look"));
    });
    connect(record, &QPushButton::clicked, this, [this] {
        act({{"action", "recordObjectives"},
             {"objectives",
              {m_objective1->currentData().toString().toStdString(),
               m_objective2->currentData().toString().toStdString()}}});
    });
    connect(show, &QPushButton::clicked, this, &N1815Window::showObjectives);
    connect(hide, &QPushButton::clicked, this, &N1815Window::hideObjectives);
    return page;
}

void N1815Window::showObjectives()
{
    if (game().state.objectives.empty())
        return fail(tr("No objectives yet: draw them or record the French player's cards"));
    if (!game().state.objectivesRevealed &&
        !m_confirm(tr("Only the French player should look. Show the secret objectives?")))
        return;
    m_objectivesShown = true;
    refreshObjectives();
}

void N1815Window::hideObjectives()
{
    m_objectivesShown = false;
    refreshObjectives();
}

void N1815Window::refreshObjectives()
{
    const N1815State &st = game().state;
    if (st.objectives.empty()) {
        m_objectives->setText(tr("No objectives yet."));
        return;
    }
    if (!m_objectivesShown && !st.objectivesRevealed) {
        m_objectives->setText(tr("Hidden: %n objective card(s) held by the French player.", nullptr,
                                 int(st.objectives.size())));
        return;
    }
    QString text = st.objectivesRevealed ? tr("<b>Revealed:</b><br>") : QString();
    for (const N1815ObjectiveStatus &s : n1815ObjectiveStatus(*m_data, st))
        text += QStringLiteral("%1 <b>%2</b> — %3<br>")
                    .arg(s.achieved ? QStringLiteral("✔") : QStringLiteral("✘"),
                         dataText(s.name).toHtmlEscaped(), qs(s.why).toHtmlEscaped());
    m_objectives->setText(text);
}

// ---------------------------------------------------------------------------------------------
// Acting and showing

bool N1815Window::act(const json &action)
{
    Result<N1815Step> step = m_journal->act(action);
    if (!step) {
        fail(errorText(step.error()));
        return false;
    }
    m_error.clear();
    // Secrets never stay on the screen past the next action.
    m_objectivesShown = false;
    refresh();
    refreshJournal();
    showSteps(step->explanation);
    statusBar()->showMessage(tr("#%1 journaled: %2")
                                 .arg(m_journal->journal().lastSeq())
                                 .arg(qs(action.value("action", ""))),
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

bool N1815Window::compensate(bool undo)
{
    Result<JournalEvent> e = undo ? m_journal->undo() : m_journal->redo();
    if (!e) {
        fail(errorText(e.error()));
        return false;
    }
    m_error.clear();
    refresh();
    refreshJournal();
    m_steps->clear();
    m_message->setText((undo ? tr("Undone (#%1): %2") : tr("Redone (#%1): %2"))
                           .arg(e->seq)
                           .arg(qs(n1815DescribeEvent(m_journal->data(), game().state, *e,
                                                      Viewer::everyone())["summary"]
                                       .get<std::string>())));
    return true;
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
    m_steps->clear();
    for (const Step &s : explanation.steps) {
        auto *item = new QTreeWidgetItem({qs(s.rule), stepText(s), qs(s.before), qs(s.after)});
        item->setToolTip(1, stepText(s));
        m_steps->addTopLevelItem(item);
    }
    QStringList used;
    for (const UnverifiedUse &u : explanation.unverified)
        used << qs(u.text);
    m_message->setText(used.isEmpty() ? QString()
                                      : tr("UNVERIFIED stand-ins used (%1): %2")
                                            .arg(used.size())
                                            .arg(used.join(QStringLiteral("; "))));
    m_steps->resizeColumnToContents(0);
}

QString N1815Window::unitName(const std::string &id) const
{
    const N1815Unit *u = m_data->unit(id);
    return u ? dataText(u->label()) : qs(id);
}

QString N1815Window::locationName(const std::string &id) const
{
    const N1815Location *l = m_data->location(id);
    return l ? dataText(l->name) : qs(id);
}

QString N1815Window::sideName(const std::string &id) const
{
    const N1815Side *s = m_data->side(id);
    return s ? dataText(s->name) : qs(id);
}

void N1815Window::refresh()
{
    const N1815State &st = game().state;
    static const char *phases[] = {QT_TR_NOOP("weather roll"),  QT_TR_NOOP("French movement"),
                                   QT_TR_NOOP("French combat"), QT_TR_NOOP("Allied movement"),
                                   QT_TR_NOOP("Allied combat"), QT_TR_NOOP("end of turn"),
                                   QT_TR_NOOP("game over")};
    QString status = tr("Turn %1 of %2 · %3")
                         .arg(st.turn)
                         .arg(m_data->lastTurn)
                         .arg(tr(phases[static_cast<int>(st.phase)]));
    status += st.rain ? tr(" · rain") : QString();
    if (!st.activeSide.empty())
        status += tr(" · active: %1").arg(sideName(st.activeSide));
    for (const auto &[army, points] : st.movementPoints) {
        const N1815Army *a = m_data->army(army);
        status += tr(" · %1 MP left: %2").arg(a ? dataText(a->name) : qs(army)).arg(points);
    }
    if (!st.winner.empty())
        status = tr("Game over after turn %1: %2 wins (%3)")
                     .arg(st.turn)
                     .arg(sideName(st.winner), qs(st.winReason));
    m_status->setText(status);
    const std::size_t standIns = m_data->allUnverified().size();
    m_banner->setText(
        tr("UNVERIFIED: %n value(s) of this game's data are stand-ins (tracks, cards, "
           "roads, deck) the rules given to us do not state; they are marked on the "
           "sheets. Check them against your own components.",
           nullptr, int(standIns)));
    m_banner->setVisible(standIns > 0);
    setWindowTitle(tr("%1 — Napoleon 1815 Returns — Umpire")
                       .arg(m_journal->journal().header().title.empty()
                                ? QFileInfo(path()).fileName()
                                : qs(m_journal->journal().header().title)));
    m_map->setGame(m_data.get(), &game().state);
    m_map->setHighlight(game().battle ? qs(game().battle->location) : QString());
    refreshTurn();
    refreshBattle();
    refreshSheets();
    refreshLocations();
    refreshObjectives();
}

void N1815Window::refreshTurn()
{
    const N1815State &st = game().state;
    const bool over = st.phase == N1815Phase::GameOver;
    const bool movement =
        st.phase == N1815Phase::FrenchMovement || st.phase == N1815Phase::AlliedMovement;
    const bool combat =
        st.phase == N1815Phase::FrenchCombat || st.phase == N1815Phase::AlliedCombat;
    const bool battle = game().battle.has_value();
    m_weather->setEnabled(st.phase == N1815Phase::Weather);
    m_weatherDie->setEnabled(st.phase == N1815Phase::Weather);
    m_points->setEnabled(movement);
    m_pointsDie->setEnabled(movement);
    // The armies of the side moving.
    const QString army = m_pointsArmy->currentData().toString();
    m_pointsArmy->clear();
    for (const N1815Army &a : m_data->armies)
        if (st.activeSide.empty() || a.side == st.activeSide)
            m_pointsArmy->addItem(dataText(a.name) +
                                      (st.pointsRolled.count(a.id) ? tr(" (rolled)") : QString()),
                                  qs(a.id));
    if (const int at = m_pointsArmy->findData(army); at >= 0)
        m_pointsArmy->setCurrentIndex(at);
    else
        for (int i = 0; i < m_pointsArmy->count(); ++i)
            if (!st.pointsRolled.count(m_pointsArmy->itemData(i).toString().toStdString())) {
                m_pointsArmy->setCurrentIndex(i);
                break;
            }

    const QString unit = m_moveUnit->currentData().toString();
    m_moveUnit->blockSignals(true);
    m_moveUnit->clear();
    if (movement)
        for (const N1815Unit &u : m_data->units) {
            const N1815Army *a = m_data->army(u.army);
            if (!a || a->side != st.activeSide || !st.isAlive(u.id) || st.stopped.count(u.id))
                continue;
            m_moveUnit->addItem(
                tr("%1 at %2").arg(unitName(u.id), locationName(st.locationOf(u.id))), qs(u.id));
        }
    if (const int at = m_moveUnit->findData(unit); at >= 0)
        m_moveUnit->setCurrentIndex(at);
    m_moveUnit->blockSignals(false);
    emit m_moveUnit->currentIndexChanged(m_moveUnit->currentIndex());
    m_move->setEnabled(movement);
    m_movePath->setEnabled(movement);
    m_endMovement->setEnabled(movement);

    const QString where = m_combatLocation->currentData().toString();
    m_combatLocation->clear();
    if (combat && !battle)
        for (const std::string &l : n1815PendingCombats(*m_data, st))
            m_combatLocation->addItem(locationName(l), qs(l));
    if (const int at = m_combatLocation->findData(where); at >= 0)
        m_combatLocation->setCurrentIndex(at);
    m_startCombat->setEnabled(combat && !battle && m_combatLocation->count() > 0);
    m_endCombat->setEnabled(combat && !battle);
    m_endTurn->setEnabled(st.phase == N1815Phase::EndOfTurn);
    if (over)
        for (QPushButton *b :
             {m_weather, m_points, m_move, m_endMovement, m_startCombat, m_endCombat, m_endTurn})
            b->setEnabled(false);
}

void N1815Window::refreshBattle()
{
    const std::optional<N1815Battle> &b = game().battle;
    m_tabs->setTabText(1, b ? tr("&Battle at %1").arg(locationName(b->location)) : tr("&Battle"));
    m_battleStep->setEnabled(b.has_value());
    if (!b) {
        m_battleHeader->setText(tr("No battle is being fought."));
        m_hands->clear();
        m_odds->clear();
        m_rounds->clear();
        m_battlePrompt->setText(tr("Start one from the Turn tab in a combat phase."));
        return;
    }
    static const char *steps[] = {QT_TR_NOOP("the attacker plays a card"),
                                  QT_TR_NOOP("the defender matches or declines"),
                                  QT_TR_NOOP("the defender may counterattack"),
                                  QT_TR_NOOP("reinforcement attempts"),
                                  QT_TR_NOOP("losses are distributed"),
                                  QT_TR_NOOP("the loser retreats"),
                                  QT_TR_NOOP("done: apply it to the board")};
    const int phase = static_cast<int>(b->phase);
    m_battleHeader->setText(tr("Battle at %1 · round %2 · %3")
                                .arg(locationName(b->location))
                                .arg(b->rounds.size() + (b->phase == N1815BattlePhase::Play))
                                .arg(tr(steps[phase])));
    QString hands;
    for (const N1815BattleSide *s : {&b->active, &b->other}) {
        QStringList units;
        for (const std::string &u : s->units)
            units << unitName(u).toHtmlEscaped();
        for (const auto &[u, from] : s->joined)
            units << tr("%1 (joined from %2)").arg(unitName(u), locationName(from)).toHtmlEscaped();
        QString cards;
        if (s->hand.known) {
            QStringList kinds;
            for (int i = 0; i < n1815CardTypes; ++i)
                if (s->hand.cards[std::size_t(i)] > 0)
                    kinds << QStringLiteral("%1×%2")
                                 .arg(s->hand.cards[std::size_t(i)])
                                 .arg(cardName(static_cast<N1815Card>(i)));
            cards = QStringLiteral(": ") + kinds.join(QStringLiteral(", ")).toHtmlEscaped();
        }
        hands +=
            tr("<b>%1</b>%2 — %n card(s) in hand%3<br>&nbsp;&nbsp;%4<br>", nullptr, s->hand.count)
                .arg(sideName(s->side).toHtmlEscaped(),
                     s->side == b->attacker ? tr(" (attacks)") : QString(), cards,
                     units.join(QStringLiteral(", ")));
        if (s->losses > 0 || s->distributed)
            hands += tr("&nbsp;&nbsp;battle-round losses: %1%2<br>")
                         .arg(s->losses)
                         .arg(s->distributed ? tr(" (distributed)") : QString());
    }
    if (b->riverBonus)
        hands += tr("Every attacking corps crossed a river: the defender has %1 more cards.<br>")
                     .arg(m_data->riverCards);
    if (!b->winner.empty())
        hands += tr("<b>%1 wins the battle.</b>").arg(sideName(b->winner).toHtmlEscaped());
    m_hands->setText(hands);

    if (b->winner.empty()) {
        Result<N1815OddsResult> odds = n1815OddsFor(*m_data, *b);
        if (odds)
            m_odds->setText(
                tr("Odds from the hands dealt (%1, %2 battles): %3 wins %4%, %5 wins %6% (± %7 "
                   "points); expected cohesion losses %3 %8, %5 %9. Policy: %10")
                    .arg(qs(odds->method))
                    .arg(odds->trials)
                    .arg(sideName(b->active.side))
                    .arg(100 * odds->attackerWins, 0, 'f', 1)
                    .arg(sideName(b->other.side))
                    .arg(100 * odds->defenderWins, 0, 'f', 1)
                    .arg(100 * odds->winsError, 0, 'f', 1)
                    .arg(odds->attackerLoss, 0, 'f', 2)
                    .arg(odds->defenderLoss, 0, 'f', 2)
                    .arg(qs(odds->policy)));
        else
            m_odds->setText(tr("No odds: %1").arg(errorText(odds.error())));
    } else {
        m_odds->clear();
    }

    m_rounds->clear();
    for (const N1815Round &r : b->rounds) {
        const bool pending = &r == &b->rounds.back() && b->phase == N1815BattlePhase::Respond;
        QString answer = r.answer ? tr("matches with %1").arg(cardName(*r.answer))
                                  : (pending ? tr("…") : tr("declines"));
        QString counter;
        if (r.automaticCounterattack)
            counter = tr("automatic");
        else if (r.counterattack)
            counter =
                tr("rolled %1 against %2").arg(r.counterattack->value).arg(r.counterattackRating);
        if (r.rolesSwapped)
            counter += tr(": roles swapped");
        QStringList rf;
        for (const N1815Reinforcement &x : r.reinforcements)
            rf << tr("%1 rolled %2 against %3: %4")
                      .arg(unitName(x.unit))
                      .arg(x.roll.value)
                      .arg(x.rating)
                      .arg(x.success ? tr("joins, +%n card(s)", nullptr, x.cards) : tr("fails"));
        auto *item = new QTreeWidgetItem(
            {QString::number(r.number), tr("%1: %2").arg(sideName(r.attacker), cardName(r.played)),
             answer, counter, rf.join(QStringLiteral("; "))});
        m_rounds->addTopLevelItem(item);
    }
    for (int c = 0; c < 4; ++c)
        m_rounds->resizeColumnToContents(c);

    m_battleStep->setCurrentIndex(phase);
    switch (b->phase) {
    case N1815BattlePhase::Play:
        fillCards(m_playCard, &b->sideOf(b->attacker).hand);
        m_battlePrompt->setText(tr("%1 plays a card.").arg(sideName(b->attacker)));
        break;
    case N1815BattlePhase::Respond:
        fillCards(m_respondCard, &b->sideOf(b->defender()).hand);
        m_battlePrompt->setText(
            tr("%1 matches %2 with the same card or Combined Arms, or declines.")
                .arg(sideName(b->defender()), cardName(b->rounds.back().played)));
        break;
    case N1815BattlePhase::Counterattack: {
        const auto [rating, who] = b->bestTactical(*m_data, b->defender());
        m_battlePrompt->setText(tr("%1 may counterattack: a roll of %2 or less (%3's tactical "
                                   "rating) makes it the attacker.")
                                    .arg(sideName(b->defender()))
                                    .arg(rating)
                                    .arg(unitName(who)));
        break;
    }
    case N1815BattlePhase::Reinforce: {
        const QString unit = m_reinforceUnit->currentData().toString();
        m_reinforceUnit->clear();
        for (const std::string &u : b->reinforcementCandidates(*m_data, game().state)) {
            const N1815Unit *x = m_data->unit(u);
            m_reinforceUnit->addItem(tr("%1 at %2 (tactical %3)")
                                         .arg(unitName(u), locationName(game().state.locationOf(u)))
                                         .arg(x ? x->tactical.value : 0),
                                     qs(u));
        }
        if (const int at = m_reinforceUnit->findData(unit); at >= 0)
            m_reinforceUnit->setCurrentIndex(at);
        m_battlePrompt->setText(
            m_reinforceUnit->count() > 0
                ? tr("%1 may try to bring in units from next to the battle.")
                      .arg(sideName(b->reinforcing))
                : tr("%1 has no unit that may reinforce: press Done reinforcing.")
                      .arg(sideName(b->reinforcing)));
        break;
    }
    case N1815BattlePhase::Losses: {
        const QString side = m_lossSide->currentData().toString();
        m_lossSide->blockSignals(true);
        m_lossSide->clear();
        for (const N1815BattleSide *s : {&b->active, &b->other})
            if (!s->distributed)
                m_lossSide->addItem(
                    tr("%1 (%2 to distribute)").arg(sideName(s->side)).arg(s->losses), qs(s->side));
        if (const int at = m_lossSide->findData(side); at >= 0)
            m_lossSide->setCurrentIndex(at);
        m_lossSide->blockSignals(false);
        emit m_lossSide->currentIndexChanged(m_lossSide->currentIndex());
        m_battlePrompt->setText(tr("Each side's owner splits its losses among its corps "
                                   "(Umpire suggests an even split)."));
        break;
    }
    case N1815BattlePhase::Retreat: {
        m_retreatTo->clear();
        for (const N1815RetreatOption &o : b->retreatOptions(*m_data, game().state))
            if (o.rank == 0)
                m_retreatTo->addItem(tr("%1 — %2").arg(locationName(o.destination), qs(o.why)),
                                     qs(o.destination));
        if (m_retreatTo->count() == 0)
            m_retreatTo->addItem(tr("nowhere: the retreating units are eliminated"), QString());
        m_battlePrompt->setText(
            tr("%1 retreats: the owner chooses among the best retreats.").arg(sideName(b->loser)));
        break;
    }
    case N1815BattlePhase::Done:
        m_battlePrompt->setText(tr("The battle is decided: apply it to the board and the sheets."));
        break;
    }
}

void N1815Window::refreshSheets()
{
    const N1815State &st = game().state;
    m_sheets->setRowCount(0);
    for (const N1815Army &army : m_data->armies) {
        std::vector<std::string> ids = army.corps;
        if (!army.commander.empty())
            ids.push_back(army.commander);
        for (const std::string &id : ids) {
            const N1815Unit *u = m_data->unit(id);
            if (!u)
                continue;
            const int r = m_sheets->rowCount();
            m_sheets->insertRow(r);
            m_sheets->setItem(r, 0, new QTableWidgetItem(dataText(army.name)));
            auto *name = new QTableWidgetItem(unitName(id));
            name->setData(Qt::UserRole, qs(id));
            m_sheets->setItem(r, 1, name);
            m_sheets->setItem(r, 2,
                              new QTableWidgetItem(st.isAlive(id) ? locationName(st.locationOf(id))
                                                                  : tr("eliminated")));
            const auto unverified = [](const N1815Rating &rating) {
                return rating.verified ? QString() : QStringLiteral("*");
            };
            QString track;
            if (u->isCorps()) {
                // The printed track, top down: the cube on the current level, the half-way mark.
                track = QStringLiteral("<table cellspacing=1 cellpadding=2><tr>");
                for (int level = u->cohesion.value; level >= 1; --level) {
                    QString style = QStringLiteral("border:1px solid #999;");
                    if (level == st.cohesion(id) && st.isAlive(id))
                        style += QStringLiteral("background:#f4d03f;font-weight:bold;");
                    if (level == u->halfway.value)
                        style += QStringLiteral("border:2px solid #c0392b;");
                    track +=
                        QStringLiteral("<td style='%1'>&nbsp;%2&nbsp;</td>").arg(style).arg(level);
                }
                track += QStringLiteral("</tr></table>");
                if (!u->cohesion.verified || !u->halfway.verified)
                    track += tr("<small>UNVERIFIED track: a stand-in, check your sheet</small>");
                auto *label = new QLabel(track);
                label->setObjectName(QStringLiteral("track-") + qs(id));
                label->setToolTip(tr("cohesion %1 of %2%3; half-way mark %4%5")
                                      .arg(st.cohesion(id))
                                      .arg(u->cohesion.value)
                                      .arg(unverified(u->cohesion))
                                      .arg(u->halfway.value)
                                      .arg(unverified(u->halfway)));
                m_sheets->setCellWidget(r, 3, label);
                auto *cohesion = new QTableWidgetItem;
                cohesion->setData(Qt::DisplayRole, st.cohesion(id));
                m_sheets->setItem(r, 3, cohesion); // the value under the drawn track, for tests
                m_sheets->setItem(r, 4,
                                  new QTableWidgetItem(QStringLiteral("%1%2 / %3%4")
                                                           .arg(u->cards.value)
                                                           .arg(unverified(u->cards))
                                                           .arg(u->reducedCards.value)
                                                           .arg(unverified(u->reducedCards))));
            } else {
                m_sheets->setItem(r, 3, new QTableWidgetItem(tr("commander")));
                m_sheets->setItem(
                    r, 4,
                    new QTableWidgetItem(
                        QStringLiteral("%1%2").arg(u->cards.value).arg(unverified(u->cards))));
            }
            m_sheets->setItem(
                r, 5,
                new QTableWidgetItem(
                    QStringLiteral("%1%2").arg(u->tactical.value).arg(unverified(u->tactical))));
        }
    }
    m_sheets->resizeColumnsToContents();
    m_sheets->resizeRowsToContents();
    m_sheets->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
}

void N1815Window::refreshLocations()
{
    const N1815State &st = game().state;
    m_locations->clear();
    for (const N1815Location &l : m_data->locations) {
        QStringList units, roads;
        for (const std::string &u : st.unitsAt(*m_data, l.id))
            units << unitName(u) + (m_data->unit(u) && m_data->unit(u)->isCorps()
                                        ? QStringLiteral(" (%1)").arg(st.cohesion(u))
                                        : QString());
        for (const N1815Road *road : m_data->roadsFrom(l.id))
            roads << locationName(road->other(l.id)) + (road->river ? tr(" (river)") : QString()) +
                         (road->verified ? QString() : QStringLiteral("*"));
        auto *item = new QTreeWidgetItem(
            {locationName(l.id) + (l.verified ? QString() : QStringLiteral("*")),
             dataText(l.country), units.join(QStringLiteral(", ")),
             roads.join(QStringLiteral(", "))});
        item->setData(0, Qt::UserRole, qs(l.id));
        m_locations->addTopLevelItem(item);
    }
    for (int c = 0; c < 3; ++c)
        m_locations->resizeColumnToContents(c);
}

void N1815Window::refreshJournal()
{
    m_events->clear();
    Result<std::vector<JournalEvent>> events = m_journal->journal().readEvents();
    if (!events)
        return;
    const std::set<std::uint64_t> gone = compensatedEvents(m_journal->journal().digests());
    for (const JournalEvent &e : *events) {
        // What the table may see: the French player's objectives stay secret (the module decides).
        const QString text =
            qs(n1815DescribeEvent(m_journal->data(), game().state, e, Viewer::everyone())["summary"]
                   .get<std::string>());
        auto *item = new QTreeWidgetItem(
            {QString::number(e.seq), gone.count(e.seq) ? tr("(undone) %1").arg(text) : text});
        m_events->addTopLevelItem(item);
    }
    m_events->scrollToBottom();
}
