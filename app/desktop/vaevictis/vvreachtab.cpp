#include "vvreachtab.h"

#include "datatext.h"
#include "vvfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using nlohmann::json;
using namespace vvui;

VvReachTab::VvReachTab(vvui::Ask ask, QWidget *parent) : QWidget(parent), m_ask(std::move(ask))
{
    setObjectName(QStringLiteral("reachTab"));
    auto *questions = new QWidget;
    auto *questionsLayout = new QVBoxLayout(questions);
    questionsLayout->setContentsMargins(0, 0, 0, 0);
    auto *distanceRow = new QHBoxLayout;
    m_distance = length("reachDistance", 4);
    m_unit = lengthUnits("reachUnit");
    auto *distanceLabel = new QLabel(tr("Measured distan&ce"));
    distanceLabel->setBuddy(m_distance);
    distanceRow->addWidget(distanceLabel);
    distanceRow->addWidget(m_distance);
    distanceRow->addWidget(m_unit);
    distanceRow->addStretch(1);
    questionsLayout->addLayout(distanceRow);
    questionsLayout->addWidget(buildFireBox());
    questionsLayout->addWidget(buildZoneBox());
    questionsLayout->addWidget(buildCommandBox());
    questionsLayout->addStretch(1);
    m_answer = new VvAnswerView(QStringLiteral("reach"));
    questionsBesideAnswer(this, questions, m_answer);
}

// VV 7.2: the firer's weapon, the terrain of both (a village's cover, a forest's shorter range).
QWidget *VvReachTab::buildFireBox()
{
    auto *box = new QGroupBox(tr("Is the target in range? (VV 7.2)"));
    auto *form = new QFormLayout(box);
    m_firer = choice("firer");
    m_weapon = choice("weapon");
    auto *who = new QHBoxLayout;
    who->addWidget(m_firer, 1);
    who->addWidget(m_weapon);
    auto *firerLabel = new QLabel(tr("&Firer and weapon"));
    firerLabel->setBuddy(m_firer);
    form->addRow(firerLabel, who);
    m_firerTerrain = choice("firerTerrain");
    m_targetTerrain = choice("targetTerrain");
    auto *terrain = new QHBoxLayout;
    terrain->addWidget(m_firerTerrain, 1);
    terrain->addWidget(new QLabel(tr("target in")));
    terrain->addWidget(m_targetTerrain, 1);
    form->addRow(tr("Firer in"), terrain);
    auto *judge = askButton(tr("In range?"), "judgeFireRange");
    auto *ask = new QHBoxLayout; // the button its own width, at the right as the others are
    ask->addStretch(1);
    ask->addWidget(judge);
    form->addRow(QString(), ask);
    connect(m_firer, &QComboBox::currentIndexChanged, this, &VvReachTab::fillWeapons);
    connect(judge, &QPushButton::clicked, this, &VvReachTab::judgeFireRange);
    return box;
}

// VV 6: 200 paces from the front face (a square's from every face), none in difficult terrain.
QWidget *VvReachTab::buildZoneBox()
{
    auto *box = new QGroupBox(tr("Inside its zone of control? (VV 6)"));
    auto *form = new QFormLayout(box);
    m_projector = choice("projector");
    m_projectorTerrain = choice("projectorTerrain");
    auto *who = new QHBoxLayout;
    who->addWidget(m_projector, 1);
    who->addWidget(new QLabel(tr("in")));
    who->addWidget(m_projectorTerrain, 1);
    auto *projectorLabel = new QLabel(tr("The element &whose zone"));
    projectorLabel->setBuddy(m_projector);
    form->addRow(projectorLabel, who);
    m_inFront = tick(tr("The point is in front of it"), "inFront", true);
    m_square = tick(tr("It is in s&quare"), "square", false);
    auto *row = new QHBoxLayout;
    row->addWidget(m_inFront);
    row->addWidget(m_square);
    row->addStretch(1);
    auto *judge = askButton(tr("Inside?"), "judgeZoneOfControl");
    row->addWidget(judge);
    form->addRow(QString(), row);
    connect(judge, &QPushButton::clicked, this, &VvReachTab::judgeZoneOfControl);
    return box;
}

// VV 5.2: the troops within the general's command range, its cost in activation points.
QWidget *VvReachTab::buildCommandBox()
{
    auto *box = new QGroupBox(tr("In command of its general? (VV 5.2)"));
    auto *layout = new QVBoxLayout(box);
    m_inSight = tick(tr("In the general's s&ight"), "inSight", true);
    m_generalLost =
        tick(tr("Its general is lost (the corps commands itself)"), "commandGeneralLost", false);
    m_artilleryWithOthers =
        tick(tr("Artillery moving with other troops"), "artilleryWithOthers", false);
    m_firstMove = tick(tr("The general's first move this turn"), "generalsFirstMove", false);
    auto *judge = askButton(tr("In command?"), "judgeCommand");
    for (QWidget *w : std::initializer_list<QWidget *>{m_inSight, m_generalLost,
                                                       m_artilleryWithOthers, m_firstMove})
        layout->addWidget(w);
    layout->addWidget(judge, 0, Qt::AlignRight);
    connect(judge, &QPushButton::clicked, this, &VvReachTab::judgeCommand);
    return box;
}

void VvReachTab::setGame(const json &gameData, const QList<QPair<QString, QString>> &units)
{
    m_data = gameData;
    for (QComboBox *box : {m_firer, m_projector}) {
        QSignalBlocker block(box); // the weapons are filled once, below
        refill(box, units);
    }
    for (QComboBox *box : {m_firerTerrain, m_targetTerrain, m_projectorTerrain})
        fillTerrain(box, gameData.value("terrain", json::array()));
    fillWeapons();
    m_answer->clear();
}

void VvReachTab::fillWeapons()
{
    m_weapon->clear();
    const std::string firer = chosen(m_firer);
    for (const json &u : m_data.value("units", json::array())) {
        if (u.value("id", "") != firer)
            continue;
        for (const json &w : u.value("weapons", json::array()))
            for (const json &weapon : m_data.value("weapons", json::array()))
                if (weapon.value("id", "") == w.get<std::string>())
                    m_weapon->addItem(dataText(weapon.value("name", "")), qs(w.get<std::string>()));
    }
}

json VvReachTab::distance() const
{
    return {
        {"value", m_distance->value()}, {"unit", chosen(m_unit)}, {"scale", m_scale.toStdString()}};
}

void VvReachTab::judgeFireRange()
{
    QString error;
    if (m_weapon->count() == 0)
        return m_answer->refuse(tr("This element has no weapon that fires."));
    const json answer = m_ask({{"ask", "fire-range"},
                               {"unit", chosen(m_firer)},
                               {"weapon", chosen(m_weapon)},
                               {"distance", distance()},
                               {"firerTerrain", chosen(m_firerTerrain)},
                               {"targetTerrain", chosen(m_targetTerrain)}},
                              &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    const double paces = answer.value("paces", 0.0);
    if (!answer.value("inRange", false))
        return m_answer->showAnswer(answer, tr("Out of range: %1 paces, the weapon reaches %2")
                                                .arg(paces, 0, 'f', 0)
                                                .arg(answer.value("range", 0)));
    // The band, where the game has several ("range" in a game of one range).
    const std::string band = answer.value("band", "");
    const QString bandName = band == "short"    ? tr("short range")
                             : band == "medium" ? tr("medium range")
                             : band == "long"   ? tr("long range")
                                                : QString();
    m_answer->showAnswer(answer,
                         bandName.isEmpty()
                             ? tr("In range: %1 paces").arg(paces, 0, 'f', 0)
                             : tr("In range: %1 paces, %2").arg(paces, 0, 'f', 0).arg(bandName));
}

void VvReachTab::judgeZoneOfControl()
{
    QString category;
    for (const json &u : m_data.value("units", json::array()))
        if (u.value("id", "") == chosen(m_projector))
            category = qs(u.value("category", ""));
    QString error;
    const json answer = m_ask({{"ask", "zone-of-control"},
                               {"distance", distance()},
                               {"terrain", chosen(m_projectorTerrain)},
                               {"category", category.toStdString()},
                               {"inFront", m_inFront->isChecked()},
                               {"square", m_square->isChecked()}},
                              &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    m_answer->showAnswer(answer,
                         !answer.value("projects", true) ? tr("It projects no zone of control")
                         : answer.value("inside", false) ? tr("Inside its zone of control")
                                                         : tr("Outside its zone of control"));
}

void VvReachTab::judgeCommand()
{
    QString error;
    const json answer = m_ask({{"ask", "command"},
                               {"distance", distance()},
                               {"inSight", m_inSight->isChecked()},
                               {"generalLost", m_generalLost->isChecked()},
                               {"artilleryWithOtherTypes", m_artilleryWithOthers->isChecked()},
                               {"generalsFirstMove", m_firstMove->isChecked()}},
                              &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    m_answer->showAnswer(
        answer,
        answer.value("inCommand", false)
            ? tr("In command: %n activation point(s)", nullptr, answer.value("cost", 0))
            : tr("Out of command: %n activation point(s)", nullptr, answer.value("cost", 0)));
}

QString VvReachTab::reportText() const
{
    return m_answer->text();
}

json VvReachTab::inputs() const
{
    return {{"distance", m_distance->value()},  {"unit", chosen(m_unit)},
            {"firer", chosen(m_firer)},         {"weapon", chosen(m_weapon)},
            {"projector", chosen(m_projector)}, {"inSight", m_inSight->isChecked()}};
}

void VvReachTab::restore(const json &in)
{
    if (!in.is_object())
        return;
    for (const auto &[key, box] :
         std::initializer_list<std::pair<const char *, QComboBox *>>{{"unit", m_unit},
                                                                     {"firer", m_firer},
                                                                     {"weapon", m_weapon},
                                                                     {"projector", m_projector}})
        restoreChoice(box, in, key);
    if (const auto it = in.find("distance"); it != in.end() && it->is_number())
        m_distance->setValue(it->get<double>());
    if (const auto it = in.find("inSight"); it != in.end() && it->is_boolean())
        m_inSight->setChecked(it->get<bool>());
}
