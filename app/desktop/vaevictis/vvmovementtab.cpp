#include "vvmovementtab.h"

#include "datatext.h"
#include "vvfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using nlohmann::json;
using namespace vvui;

VvMovementTab::VvMovementTab(vvui::Ask ask, QWidget *parent)
    : QWidget(parent), m_ask(std::move(ask))
{
    setObjectName(QStringLiteral("movementTab"));
    auto *questions = new QWidget;
    auto *questionsLayout = new QVBoxLayout(questions);
    questionsLayout->setContentsMargins(0, 0, 0, 0);
    auto *unitRow = new QHBoxLayout;
    m_unit = lengthUnits("movementUnit");
    auto *unitLabel = new QLabel(tr("Distances &in"));
    unitLabel->setBuddy(m_unit);
    unitRow->addWidget(unitLabel);
    unitRow->addWidget(m_unit);
    unitRow->addStretch(1);
    questionsLayout->addLayout(unitRow);
    questionsLayout->addWidget(buildMoveBox());
    questionsLayout->addWidget(buildFormationBox());
    questionsLayout->addWidget(buildPassThroughBox());
    questionsLayout->addWidget(buildStrategicBox());
    questionsLayout->addStretch(1);
    m_answer = new VvAnswerView(QStringLiteral("movement"));
    questionsBesideAnswer(this, questions, m_answer);
}

// VV 5.4: a path of stretches, each in its terrain; the engine says what is left in each column.
QWidget *VvMovementTab::buildMoveBox()
{
    auto *box = new QGroupBox(tr("A move along a path (VV 5.4)"));
    auto *form = new QFormLayout(box);
    m_moveElement = choice("moveElement");
    m_formation = choice("formation");
    m_formation->addItem(tr("in line"), QStringLiteral("line"));
    m_formation->addItem(tr("in square"), QStringLiteral("square"));
    auto *who = new QHBoxLayout;
    who->addWidget(m_moveElement, 1);
    who->addWidget(m_formation);
    auto *whoLabel = new QLabel(tr("&Which element"));
    whoLabel->setBuddy(m_moveElement);
    form->addRow(whoLabel, who);
    m_path = new QTableWidget(0, 2);
    m_path->setObjectName(QStringLiteral("path"));
    m_path->setHorizontalHeaderLabels({tr("Terrain crossed"), tr("Length")});
    m_path->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_path->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_path->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_path->setFixedHeight(m_path->fontMetrics().height() * 9); // a few stretches, then it scrolls
    form->addRow(tr("Path"), m_path);
    auto *buttons = new QHBoxLayout;
    auto *add = askButton(tr("Add a stretch"), "addStretch");
    auto *remove = askButton(tr("Remove the last stretch"), "removeStretch");
    auto *judge = askButton(tr("How far may it go?"), "judgeMove");
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    buttons->addWidget(judge);
    form->addRow(QString(), buttons);
    connect(add, &QPushButton::clicked, this, &VvMovementTab::addStretch);
    connect(remove, &QPushButton::clicked, this, &VvMovementTab::removeStretch);
    connect(judge, &QPushButton::clicked, this, &VvMovementTab::judgeMove);
    return box;
}

// VV 5.6: forming square or line, skirmish or close order, mounting, an about turn.
QWidget *VvMovementTab::buildFormationBox()
{
    auto *box = new QGroupBox(tr("A formation change (VV 5.6)"));
    auto *row = new QHBoxLayout(box);
    m_changeElement = choice("changeElement");
    m_change = choice("change");
    for (const auto &[change, text] : std::initializer_list<std::pair<const char *, QString>>{
             {"square", tr("forms square")},
             {"line", tr("forms line from square")},
             {"skirmish", tr("changes to skirmish order")},
             {"close", tr("re-forms close order")},
             {"dismount", tr("dismounts")},
             {"mount", tr("mounts")},
             {"about-turn", tr("about-turns")},
             {"about-turn-and-move", tr("about-turns and moves")}})
        m_change->addItem(text, QString::fromLatin1(change));
    auto *judge = askButton(tr("What does it cost?"), "judgeFormation");
    row->addWidget(m_changeElement, 1);
    row->addWidget(m_change);
    row->addWidget(judge);
    connect(judge, &QPushButton::clicked, this, &VvMovementTab::judgeFormation);
    return box;
}

// VV 5.3: interpenetration, facing the same or the opposite way.
QWidget *VvMovementTab::buildPassThroughBox()
{
    auto *box = new QGroupBox(tr("Passing through another element (VV 5.3)"));
    auto *form = new QFormLayout(box);
    m_mover = choice("mover");
    m_through = choice("through");
    auto *moverLabel = new QLabel(tr("&Passing element"));
    moverLabel->setBuddy(m_mover);
    auto *throughLabel = new QLabel(tr("Throug&h"));
    throughLabel->setBuddy(m_through);
    form->addRow(moverLabel, m_mover);
    form->addRow(throughLabel, m_through);
    m_facing = new QCheckBox(tr("Fa&cing the same or the opposite way"));
    m_facing->setObjectName(QStringLiteral("facingSameOrOpposite"));
    m_facing->setChecked(true);
    auto *judge = askButton(tr("May it pass through?"), "judgePassThrough");
    auto *row = new QHBoxLayout;
    row->addWidget(m_facing, 1);
    row->addWidget(judge);
    form->addRow(QString(), row);
    connect(judge, &QPushButton::clicked, this, &VvMovementTab::judgePassThrough);
    return box;
}

// VV 5.5: a strategic move starts and ends far from the enemy.
QWidget *VvMovementTab::buildStrategicBox()
{
    auto *box = new QGroupBox(tr("A strategic move (VV 5.5): the nearest enemy"));
    auto *row = new QHBoxLayout(box);
    m_start = length("strategicStart", 40);
    m_end = length("strategicEnd", 35);
    auto *startLabel = new QLabel(tr("at the sta&rt"));
    startLabel->setBuddy(m_start);
    auto *endLabel = new QLabel(tr("at the &finish"));
    endLabel->setBuddy(m_end);
    auto *judge = askButton(tr("May it be strategic?"), "judgeStrategicMove");
    for (QWidget *w : std::initializer_list<QWidget *>{startLabel, m_start, endLabel, m_end})
        row->addWidget(w);
    row->addStretch(1);
    row->addWidget(judge);
    connect(judge, &QPushButton::clicked, this, &VvMovementTab::judgeStrategicMove);
    return box;
}

void VvMovementTab::setGame(const json &gameData, const QList<QPair<QString, QString>> &units)
{
    m_terrain = gameData.value("terrain", json::array());
    m_columns = gameData.value("movement", json::object()).value("columns", json::array());
    for (QComboBox *box : {m_moveElement, m_changeElement, m_mover, m_through})
        refill(box, units);
    m_path->setRowCount(0);
    addStretch();
    m_answer->clear();
}

void VvMovementTab::addStretch()
{
    const int r = m_path->rowCount();
    m_path->insertRow(r);
    auto *terrain = choice("stretchTerrain");
    fillTerrain(terrain, m_terrain);
    m_path->setCellWidget(r, 0, terrain);
    m_path->setCellWidget(r, 1, length("stretchLength", 0));
}

void VvMovementTab::removeStretch()
{
    if (m_path->rowCount() > 1)
        m_path->removeRow(m_path->rowCount() - 1);
}

json VvMovementTab::distance(double value) const
{
    return {{"value", value},
            {"unit", m_unit->currentData().toString().toStdString()},
            {"scale", m_scale.toStdString()}};
}

json VvMovementTab::moveRequest() const
{
    json path = json::array();
    for (int r = 0; r < m_path->rowCount(); ++r) {
        const auto *terrain = qobject_cast<QComboBox *>(m_path->cellWidget(r, 0));
        const auto *stretch = qobject_cast<QDoubleSpinBox *>(m_path->cellWidget(r, 1));
        if (terrain && stretch)
            path.push_back(
                {{"terrain", chosen(terrain)}, {"distance", distance(stretch->value())}});
    }
    return {{"ask", "move"},
            {"unit", chosen(m_moveElement)},
            {"formation", chosen(m_formation)},
            {"path", path}};
}

void VvMovementTab::judgeMove()
{
    QString error;
    const json answer = m_ask(moveRequest(), &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    QStringList left;
    const json pacesLeft = answer.value("pacesLeft", json::object());
    for (const auto &[column, paces] : pacesLeft.items()) {
        if (!paces.is_number()) // a terrain the element may not enter
            continue;
        QString name = qs(column);
        for (const json &c : m_columns)
            if (c.value("id", "") == column)
                name = dataText(c.value("name", column));
        left << tr("%1 paces in %2").arg(paces.get<double>(), 0, 'f', 0).arg(name);
    }
    const int used = static_cast<int>(answer.value("usedFraction", 0.0) * 100 + 0.5);
    const QString headline = answer.value("allowed", false)
                                 ? tr("The path fits: %1% of the move used").arg(used)
                                 : tr("Too far: the path needs %1% of the move").arg(used);
    QString detail;
    if (answer.value("allowed", false) && !left.isEmpty())
        detail = tr("What is left would carry it %1").arg(left.join(QStringLiteral(", ")));
    m_answer->showAnswer(answer, headline, detail);
}

void VvMovementTab::judgeFormation()
{
    QString error;
    const json answer = m_ask(
        {{"ask", "formation"}, {"unit", chosen(m_changeElement)}, {"change", chosen(m_change)}},
        &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    const QString headline = tr("%n activation point(s)", nullptr, answer.value("cost", 0));
    QStringList detail;
    if (!answer.value("mayMoveThisTurn", true))
        detail << tr("It may not move again this turn");
    QStringList becomes;
    for (const json &u : answer.value("becomes", json::array()))
        if (u.get<std::string>() != chosen(m_changeElement)) {
            const int at = m_changeElement->findData(qs(u.get<std::string>()));
            becomes << (at >= 0 ? m_changeElement->itemText(at) : qs(u.get<std::string>()));
        }
    if (!becomes.isEmpty())
        detail << tr("It is replaced by: %1").arg(becomes.join(QStringLiteral(", ")));
    m_answer->showAnswer(answer, headline, detail.join(QLatin1Char('\n')));
}

void VvMovementTab::judgePassThrough()
{
    QString error;
    const json answer = m_ask({{"ask", "pass-through"},
                               {"mover", chosen(m_mover)},
                               {"through", chosen(m_through)},
                               {"facingSameOrOpposite", m_facing->isChecked()}},
                              &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    m_answer->showAnswer(answer,
                         answer.value("allowed", false) ? tr("It may pass through")
                                                        : tr("It may not pass through"),
                         QString());
}

void VvMovementTab::judgeStrategicMove()
{
    // The question takes paces: a length measured at the scale is turned into them by the engine.
    QString error;
    auto paces = [this, &error](double value) -> json {
        const json measured = m_ask({{"ask", "measure"},
                                     {"value", value},
                                     {"unit", m_unit->currentData().toString().toStdString()},
                                     {"scale", m_scale.toStdString()}},
                                    &error);
        return measured.is_null() ? json() : measured.value("paces", json());
    };
    const json start = paces(m_start->value()), end = paces(m_end->value());
    const json answer =
        start.is_null() || end.is_null()
            ? json()
            : m_ask({{"ask", "strategic-move"}, {"start", start}, {"end", end}}, &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    m_answer->showAnswer(answer,
                         answer.value("eligible", false) ? tr("A strategic move is allowed")
                                                         : tr("Not a strategic move"),
                         QString());
}

QString VvMovementTab::reportText() const
{
    return m_answer->text();
}

json VvMovementTab::inputs() const
{
    return {{"unit", chosen(m_unit)},           {"moveElement", chosen(m_moveElement)},
            {"formation", chosen(m_formation)}, {"changeElement", chosen(m_changeElement)},
            {"change", chosen(m_change)},       {"mover", chosen(m_mover)},
            {"through", chosen(m_through)},     {"facing", m_facing->isChecked()},
            {"start", m_start->value()},        {"end", m_end->value()}};
}

void VvMovementTab::restore(const json &in)
{
    if (!in.is_object())
        return;
    for (const auto &[key, box] : std::initializer_list<std::pair<const char *, QComboBox *>>{
             {"unit", m_unit},
             {"moveElement", m_moveElement},
             {"formation", m_formation},
             {"changeElement", m_changeElement},
             {"change", m_change},
             {"mover", m_mover},
             {"through", m_through}})
        restoreChoice(box, in, key);
    if (const auto it = in.find("facing"); it != in.end() && it->is_boolean())
        m_facing->setChecked(it->get<bool>());
    for (const auto &[key, box] : std::initializer_list<std::pair<const char *, QDoubleSpinBox *>>{
             {"start", m_start}, {"end", m_end}})
        if (const auto it = in.find(key); it != in.end() && it->is_number())
            box->setValue(it->get<double>());
}
