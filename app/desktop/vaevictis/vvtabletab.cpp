#include "vvtabletab.h"

#include "vvfields.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using nlohmann::json;
using namespace vvui;

VvTableTab::VvTableTab(vvui::Ask ask, QWidget *parent) : QWidget(parent), m_ask(std::move(ask))
{
    setObjectName(QStringLiteral("tableTab"));
    auto *layout = new QVBoxLayout(this);
    auto *tableBox = new QGroupBox(tr("The table (VV 3)"));
    auto *tableRow = new QHBoxLayout(tableBox);
    m_corps = new QSpinBox;
    m_corps->setObjectName(QStringLiteral("tableCorps"));
    m_corps->setRange(1, 100);
    m_corps->setValue(2);
    auto *corpsLabel = new QLabel(tr("The larger side's &corps"));
    corpsLabel->setBuddy(m_corps);
    auto *table = askButton(tr("How large a table?"), "judgeTable");
    tableRow->addWidget(corpsLabel);
    tableRow->addWidget(m_corps);
    tableRow->addWidget(table);
    tableRow->addStretch(1);
    layout->addWidget(tableBox);

    auto *baseBox = new QGroupBox(tr("An element's base (VV 1)"));
    auto *baseRow = new QHBoxLayout(baseBox);
    m_element = choice("baseElement");
    auto *elementLabel = new QLabel(tr("&Which element"));
    elementLabel->setBuddy(m_element);
    auto *base = askButton(tr("What base?"), "judgeBase");
    baseRow->addWidget(elementLabel);
    baseRow->addWidget(m_element);
    baseRow->addWidget(base);
    baseRow->addStretch(1);
    layout->addWidget(baseBox);

    m_answer = new VvAnswerView(QStringLiteral("table"));
    layout->addWidget(m_answer);
    layout->addStretch(1);
    connect(table, &QPushButton::clicked, this, &VvTableTab::judgeTable);
    connect(base, &QPushButton::clicked, this, &VvTableTab::judgeBase);
}

void VvTableTab::setGame(const QList<QPair<QString, QString>> &units)
{
    refill(m_element, units);
    m_answer->clear();
}

// VV 3: the table grows with the corps, the deployment zone and the smallest feature with it.
void VvTableTab::judgeTable()
{
    QString error;
    const json answer = m_ask(
        {{"ask", "table"}, {"scale", m_scale.toStdString()}, {"corps", m_corps->value()}}, &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    m_answer->showAnswer(answer,
                         tr("%1 cm by %2 cm (%3 by %4 paces); set up within %5 cm of your own edge")
                             .arg(answer.value("widthCm", 0.0), 0, 'f', 0)
                             .arg(answer.value("depthCm", 0.0), 0, 'f', 0)
                             .arg(answer.value("widthPaces", 0.0), 0, 'f', 0)
                             .arg(answer.value("depthPaces", 0.0), 0, 'f', 0)
                             .arg(answer.value("deploymentCm", 0.0), 0, 'f', 0));
}

// VV 1: the frontage and depth of the element's base, and its figures.
void VvTableTab::judgeBase()
{
    QString error;
    const json answer = m_ask({{"ask", "base"},
                               {"scale", m_scale.toStdString()},
                               {"unit", m_element->currentData().toString().toStdString()}},
                              &error);
    if (answer.is_null())
        return m_answer->refuse(error);
    m_answer->showAnswer(answer, tr("%1 mm frontage by %2 mm depth, %n figure(s)", nullptr,
                                    answer.value("figures", 0))
                                     .arg(answer.value("frontageMm", 0.0), 0, 'f', 0)
                                     .arg(answer.value("depthMm", 0.0), 0, 'f', 0));
}

QString VvTableTab::reportText() const
{
    return m_answer->text();
}

json VvTableTab::inputs() const
{
    return {{"corps", m_corps->value()}, {"element", chosen(m_element)}};
}

void VvTableTab::restore(const json &in)
{
    if (!in.is_object())
        return;
    if (const auto it = in.find("corps"); it != in.end() && it->is_number_integer())
        m_corps->setValue(it->get<int>());
    restoreChoice(m_element, in, "element");
}
