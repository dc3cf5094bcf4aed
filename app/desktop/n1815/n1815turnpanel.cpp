#include "n1815turnpanel.h"

#include "n1815secrets.h"
#include "n1815setupdialog.h"

#include "datatext.h"
#include "n1815movement.h"
#include "n1815panel.h"
#include "roll.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

using nlohmann::json;
using namespace umpire;
using namespace n1815ui;

N1815TurnPanel::N1815TurnPanel(N1815Context &context, QWidget *parent)
    : QWidget(parent), m_context(context)
{
    const n1815::Data &rules = m_context.data();
    const int faces = rules.dieFaces;
    auto *layout = new QVBoxLayout(this);

    auto *weatherBox = new QGroupBox(tr("Weather (N1815 9): a 6 is rain"));
    m_weatherDie = dieField("n1815WeatherDie", faces);
    m_weather = button(tr("&Weather roll"), "n1815Weather");
    m_weatherRoll = button(tr("Roll it for me"), "n1815WeatherRoll");
    // N1815 7 Optional: the players may place their units themselves before the first turn.
    m_setup = button(tr("Set up &yourselves…"), "n1815OptionalSetup");
    m_setup->setToolTip(tr("The optional rule: the players place their own units (N1815 7)"));
    m_setup->setVisible(!rules.optionalSetup.empty());
    weatherBox->setLayout(
        row({new QLabel(tr("Die:")), m_weatherDie, m_weather, m_weatherRoll, m_setup}));
    connect(m_setup, &QPushButton::clicked, this, [this] {
        N1815SetupDialog dialog(m_context, this);
        dialog.exec();
    });
    layout->addWidget(weatherBox);
    auto weather = [this](bool generated) {
        if (std::optional<json> roll = m_context.rollFrom(m_weatherDie, generated))
            if (m_context.act({{"action", "weather"}, {"roll", *roll}}))
                m_weatherDie->clear();
    };
    connect(m_weather, &QPushButton::clicked, this, [weather] { weather(false); });
    connect(m_weatherDie, &QLineEdit::returnPressed, this, [weather] { weather(false); });
    connect(m_weatherRoll, &QPushButton::clicked, this, [weather] { weather(true); });

    auto *pointsBox = new QGroupBox(tr("Movement points (N1815 10): base plus the variable roll"));
    m_pointsArmy = new QComboBox;
    m_pointsArmy->setObjectName(QStringLiteral("n1815PointsArmy"));
    m_pointsArmy->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "Prussian (rolled)" whole
    for (const n1815::Army &army : rules.armies)
        m_pointsArmy->addItem(dataText(army.name), qs(army.id));
    m_pointsDie = dieField("n1815PointsDie", faces);
    m_points = button(tr("&Movement points"), "n1815Points");
    m_pointsRoll = button(tr("Roll it for me"), "n1815PointsRoll");
    pointsBox->setLayout(row({new QLabel(tr("Army:")), m_pointsArmy, new QLabel(tr("Die:")),
                              m_pointsDie, m_points, m_pointsRoll}));
    layout->addWidget(pointsBox);
    auto points = [this](bool generated) {
        if (std::optional<json> roll = m_context.rollFrom(m_pointsDie, generated))
            if (m_context.act({{"action", "movementPoints"},
                               {"army", m_pointsArmy->currentData().toString().toStdString()},
                               {"roll", *roll}}))
                m_pointsDie->clear();
    };
    connect(m_points, &QPushButton::clicked, this, [points] { points(false); });
    connect(m_pointsDie, &QLineEdit::returnPressed, this, [points] { points(false); });
    connect(m_pointsRoll, &QPushButton::clicked, this, [points] { points(true); });

    auto *moveBox = new QGroupBox(tr("Moves (N1815 3, 9, 10), checked by the rules"));
    auto *moveForm = new QFormLayout(moveBox);
    m_moveUnit = new QComboBox;
    m_moveUnit->setObjectName(QStringLiteral("n1815MoveUnit"));
    m_moveUnit->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_moveOption = new QComboBox;
    m_moveOption->setObjectName(QStringLiteral("n1815MoveOption"));
    m_moveOption->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_movePath = new QLineEdit;
    m_movePath->setObjectName(QStringLiteral("n1815MovePath"));
    m_movePath->setPlaceholderText(tr("locations entered, in order: Thuin, Charleroi"));
    m_move = button(tr("M&ove"), "n1815Move");
    m_endMovement = button(tr("&End movement"), "n1815EndMovement");
    // N1815 46: on the players' screen the units are "a French unit" until their player is
    // shown them (the other players look away).
    m_showUnits = button(QString(), "n1815ShowUnits");
    auto *unitRow = new QHBoxLayout;
    unitRow->addWidget(m_moveUnit, 1);
    unitRow->addWidget(m_showUnits);
    auto *unitLabel = new QLabel(tr("&Unit"));
    unitLabel->setBuddy(m_moveUnit);
    moveForm->addRow(unitLabel, unitRow);
    moveForm->addRow(tr("Moves allowed"), m_moveOption);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_movePath, 1);
    pathRow->addWidget(m_move);
    pathRow->addWidget(m_endMovement);
    auto *pathLabel = new QLabel(tr("&Path")); // a row of widgets: its label's buddy
    pathLabel->setBuddy(m_movePath);
    moveForm->addRow(pathLabel, pathRow);
    layout->addWidget(moveBox);
    connect(m_moveUnit, &QComboBox::currentIndexChanged, this, [this] { showMoveOptions(); });
    connect(m_moveOption, &QComboBox::activated, this,
            [this] { m_movePath->setText(m_moveOption->currentData().toString()); });
    connect(m_move, &QPushButton::clicked, this, [this] { moveSelected(); });
    connect(m_movePath, &QLineEdit::returnPressed, this, [this] { moveSelected(); });
    connect(m_endMovement, &QPushButton::clicked, this, [this] {
        m_context.act({{"action", "endMovement"}});
    });
    connect(m_showUnits, &QPushButton::clicked, this, [this] {
        const std::string side = m_context.game().state.activeSide;
        N1815Secrets secrets = m_context.secrets();
        if (secrets.unitsAsked(side))
            secrets.hideUnits();
        else
            secrets.showUnits(side);
        m_context.setSecrets(secrets);
    });

    auto *combatBox = new QGroupBox(tr("Combat (N1815 11) and the end of the turn"));
    m_combatLocation = new QComboBox;
    m_combatLocation->setObjectName(QStringLiteral("n1815CombatLocation"));
    m_combatLocation->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "Charleroi" whole
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
    connect(m_startCombat, &QPushButton::clicked, this, [this] { startCombat(); });
    connect(m_endCombat, &QPushButton::clicked, this, [this] {
        m_context.act({{"action", "endCombat"}});
    });
    connect(m_endTurn, &QPushButton::clicked, this, [this] {
        m_context.act({{"action", "endTurn"}});
    });
    layout->addStretch(1);
}

void N1815TurnPanel::selectCombatLocation(const QString &location)
{
    if (const int at = m_combatLocation->findData(location); at >= 0)
        m_combatLocation->setCurrentIndex(at);
}

void N1815TurnPanel::showMoveOptions()
{
    m_moveOption->clear();
    const std::string unit = m_moveUnit->currentData().toString().toStdString();
    if (unit.empty())
        return;
    for (const n1815::MoveOption &o :
         n1815::moveOptions(m_context.data(), m_context.game().state, unit)) {
        QStringList names;
        for (const std::string &l : o.path)
            names << m_context.locationName(l);
        QString cost = tr("%n MP", nullptr, o.points);
        if (o.cohesion > 0)
            cost = tr("%1, %2").arg(cost, tr("%n cohesion", nullptr, o.cohesion));
        if (o.entersEnemy)
            cost = tr("%1, enters the enemy: combat").arg(cost);
        const QString text =
            tr("%1  (%2)", "a move and its cost").arg(names.join(QStringLiteral(" → ")), cost);
        m_moveOption->addItem(text, names.join(QStringLiteral(", ")));
    }
}

void N1815TurnPanel::moveSelected()
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
        return m_context.fail(tr("Choose the unit that moves"));
    if (path.empty())
        return m_context.fail(
            tr("Type the locations the unit enters, in order, or choose an allowed move"));
    if (m_context.act({{"action", "move"}, {"unit", unit}, {"path", path}}))
        m_movePath->clear();
}

void N1815TurnPanel::startCombat()
{
    const QString where = m_combatLocation->currentData().toString();
    if (where.isEmpty())
        return m_context.fail(tr("No combat to fight: no town holds corps of both sides"));
    json action = {{"action", "startCombat"}, {"location", where.toStdString()}};
    if (m_virtualDeck->isChecked()) {
        action["virtualDeck"] = true;
        action["seed"] = DiceGenerator::freshSeed();
    }
    if (m_context.act(action))
        m_context.showPage(N1815Page::Battle);
}

void N1815TurnPanel::refresh()
{
    const n1815::Data &rules = m_context.data();
    const n1815::State &st = m_context.game().state;
    const bool over = st.phase == n1815::Phase::GameOver;
    const bool movement =
        st.phase == n1815::Phase::FrenchMovement || st.phase == n1815::Phase::AlliedMovement;
    const bool combat =
        st.phase == n1815::Phase::FrenchCombat || st.phase == n1815::Phase::AlliedCombat;
    const bool battle = m_context.game().battle.has_value();
    // A roll's buttons only while the roll is due: once rolled, neither the die nor Umpire rolls it
    // again.
    for (QWidget *w : std::initializer_list<QWidget *>{m_weather, m_weatherDie, m_weatherRoll})
        w->setEnabled(st.phase == n1815::Phase::Weather);
    m_setup->setEnabled(st.setupOpen());
    // The armies of the side moving.
    const QString army = m_pointsArmy->currentData().toString();
    m_pointsArmy->clear();
    for (const n1815::Army &a : rules.armies)
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
    bool pointsDue = false; // N1815 10: each army rolls once a player turn
    for (const n1815::Army &a : rules.armies)
        pointsDue = pointsDue || (a.side == st.activeSide && !st.pointsRolled.count(a.id));
    for (QWidget *w : std::initializer_list<QWidget *>{m_points, m_pointsDie, m_pointsRoll})
        w->setEnabled(movement && pointsDue);

    const QString unit = m_moveUnit->currentData().toString();
    m_moveUnit->blockSignals(true);
    m_moveUnit->clear();
    if (movement)
        for (const n1815::Unit &u : rules.units) {
            const n1815::Army *a = rules.army(u.army);
            if (!a || a->side != st.activeSide || !st.isAlive(u.id) || st.stopped.count(u.id))
                continue;
            m_moveUnit->addItem(
                tr("%1 at %2")
                    .arg(m_context.unitName(u.id), m_context.locationName(st.locationOf(u.id))),
                qs(u.id));
        }
    if (const int at = m_moveUnit->findData(unit); at >= 0)
        m_moveUnit->setCurrentIndex(at);
    m_moveUnit->blockSignals(false);
    showMoveOptions();
    m_move->setEnabled(movement);
    m_movePath->setEnabled(movement);
    const N1815Secrets &secrets = m_context.secrets();
    m_showUnits->setVisible(secrets.playersScreen() && movement);
    m_showUnits->setText(
        secrets.unitsAsked(st.activeSide)
            ? tr("Hide the units")
            : tr("Show the %1 player's units").arg(m_context.sideName(st.activeSide)));
    m_endMovement->setEnabled(movement);

    const QString where = m_combatLocation->currentData().toString();
    m_combatLocation->clear();
    if (combat && !battle)
        for (const std::string &l : n1815::pendingCombats(rules, st))
            m_combatLocation->addItem(m_context.locationName(l), qs(l));
    if (const int at = m_combatLocation->findData(where); at >= 0)
        m_combatLocation->setCurrentIndex(at);
    m_startCombat->setEnabled(combat && !battle && m_combatLocation->count() > 0);
    m_endCombat->setEnabled(combat && !battle);
    m_endTurn->setEnabled(st.phase == n1815::Phase::EndOfTurn);
    if (over)
        for (QPushButton *b : {m_setup, m_weather, m_weatherRoll, m_points, m_pointsRoll, m_move,
                               m_endMovement, m_startCombat, m_endCombat, m_endTurn})
            b->setEnabled(false);
}
