#include "vvtabletab.h"

#include "unverifiedbanner.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using nlohmann::json;

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
    auto *table = new QPushButton(tr("How large a table?"));
    table->setObjectName(QStringLiteral("judgeTable"));
    table->setAutoDefault(false);
    tableRow->addWidget(corpsLabel);
    tableRow->addWidget(m_corps);
    tableRow->addWidget(table);
    tableRow->addStretch(1);
    layout->addWidget(tableBox);

    auto *baseBox = new QGroupBox(tr("An element's base (VV 1)"));
    auto *baseRow = new QHBoxLayout(baseBox);
    m_element = new QComboBox;
    m_element->setObjectName(QStringLiteral("baseElement"));
    m_element->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *elementLabel = new QLabel(tr("&Which element"));
    elementLabel->setBuddy(m_element);
    auto *base = new QPushButton(tr("What base?"));
    base->setObjectName(QStringLiteral("judgeBase"));
    base->setAutoDefault(false);
    baseRow->addWidget(elementLabel);
    baseRow->addWidget(m_element);
    baseRow->addWidget(base);
    baseRow->addStretch(1);
    layout->addWidget(baseBox);

    m_report = new QLabel;
    m_report->setObjectName(QStringLiteral("tableReport"));
    m_report->setWordWrap(true);
    m_report->setTextFormat(Qt::RichText);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_report);
    m_unverified = unverifiedBanner(QStringLiteral("tableUnverified"));
    m_unverified->hide();
    layout->addWidget(m_unverified);
    layout->addStretch(1);
    connect(table, &QPushButton::clicked, this, &VvTableTab::judgeTable);
    connect(base, &QPushButton::clicked, this, &VvTableTab::judgeBase);
}

void VvTableTab::setGame(const QList<QPair<QString, QString>> &units)
{
    const QString was = m_element->currentData().toString();
    m_element->clear();
    for (const auto &[label, unit] : units)
        m_element->addItem(label, unit);
    if (const int at = m_element->findData(was); at >= 0)
        m_element->setCurrentIndex(at);
    m_report->clear();
    m_unverified->hide();
}

void VvTableTab::show(const json &answer, const QString &headline, const QString &error)
{
    m_unverified->hide();
    if (answer.is_null()) {
        m_report->setText(error.toHtmlEscaped());
        return;
    }
    m_report->setText(QStringLiteral("<span style='font-size:large'><b>%1</b></span>")
                          .arg(headline.toHtmlEscaped()) +
                      vvui::stepsText(answer));
    if (const QString stand = vvui::unverifiedText(answer); !stand.isEmpty()) {
        m_unverified->setText(stand);
        m_unverified->show();
    }
}

// VV 3: the table grows with the corps, the deployment zone and the smallest feature with it.
void VvTableTab::judgeTable()
{
    QString error;
    const json answer = m_ask(
        {{"ask", "table"}, {"scale", m_scale.toStdString()}, {"corps", m_corps->value()}}, &error);
    if (answer.is_null())
        return show(answer, QString(), error);
    show(answer,
         tr("%1 cm by %2 cm (%3 by %4 paces); set up within %5 cm of your own edge")
             .arg(answer.value("widthCm", 0.0), 0, 'f', 0)
             .arg(answer.value("depthCm", 0.0), 0, 'f', 0)
             .arg(answer.value("widthPaces", 0.0), 0, 'f', 0)
             .arg(answer.value("depthPaces", 0.0), 0, 'f', 0)
             .arg(answer.value("deploymentCm", 0.0), 0, 'f', 0),
         error);
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
        return show(answer, QString(), error);
    show(answer,
         tr("%1 mm frontage by %2 mm depth, %n figure(s)", nullptr, answer.value("figures", 0))
             .arg(answer.value("frontageMm", 0.0), 0, 'f', 0)
             .arg(answer.value("depthMm", 0.0), 0, 'f', 0),
         error);
}

QString VvTableTab::reportText() const
{
    return m_report->text();
}

json VvTableTab::inputs() const
{
    return {{"corps", m_corps->value()},
            {"element", m_element->currentData().toString().toStdString()}};
}

void VvTableTab::restore(const json &in)
{
    if (!in.is_object())
        return;
    if (const auto it = in.find("corps"); it != in.end() && it->is_number_integer())
        m_corps->setValue(it->get<int>());
    if (const auto it = in.find("element"); it != in.end() && it->is_string())
        if (const int at = m_element->findData(QString::fromStdString(it->get<std::string>()));
            at >= 0)
            m_element->setCurrentIndex(at);
}
