#include "vvfields.h"

#include "datatext.h"

#include <nlohmann/json.hpp>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>

namespace vvui {

QComboBox *choice(const char *name)
{
    auto *box = new QComboBox;
    box->setObjectName(QString::fromLatin1(name));
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    return box;
}

QComboBox *lengthUnits(const char *name)
{
    QComboBox *box = choice(name);
    box->addItem(QCoreApplication::translate("MiniaturesDialog", "cm"), QStringLiteral("cm"));
    box->addItem(QCoreApplication::translate("MiniaturesDialog", "mm"), QStringLiteral("mm"));
    box->addItem(QCoreApplication::translate("MiniaturesDialog", "inches"), QStringLiteral("in"));
    box->addItem(QCoreApplication::translate("MiniaturesDialog", "paces"), QStringLiteral("paces"));
    return box;
}

QDoubleSpinBox *length(const char *name, double value)
{
    auto *box = new QDoubleSpinBox;
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(0, 10000);
    box->setDecimals(1);
    box->setValue(value);
    return box;
}

QCheckBox *tick(const QString &text, const char *name, bool on)
{
    auto *box = new QCheckBox(text);
    box->setObjectName(QString::fromLatin1(name));
    box->setChecked(on);
    return box;
}

QPushButton *askButton(const QString &text, const char *name)
{
    auto *button = new QPushButton(text);
    button->setObjectName(QString::fromLatin1(name));
    button->setAutoDefault(false);
    return button;
}

std::string chosen(const QComboBox *box)
{
    return box->currentData().toString().toStdString();
}

void refill(QComboBox *box, const QList<QPair<QString, QString>> &items)
{
    const QString was = box->currentData().toString();
    box->clear();
    for (const auto &[label, id] : items)
        box->addItem(label, id);
    if (const int at = box->findData(was); at >= 0)
        box->setCurrentIndex(at);
}

void fillTerrain(QComboBox *box, const nlohmann::json &terrain)
{
    box->clear();
    for (const nlohmann::json &t : terrain)
        box->addItem(dataText(t.value("name", "")), qs(t.value("id", "")));
    if (const int clear = box->findData(QStringLiteral("clear")); clear >= 0)
        box->setCurrentIndex(clear);
}

void restoreChoice(QComboBox *box, const nlohmann::json &inputs, const char *key)
{
    if (const auto it = inputs.find(key); it != inputs.end() && it->is_string())
        if (const int at = box->findData(QString::fromStdString(it->get<std::string>())); at >= 0)
            box->setCurrentIndex(at);
}

void questionsBesideAnswer(QWidget *tab, QWidget *questions, QWidget *answer)
{
    auto *layout = new QHBoxLayout(tab);
    auto *scroll = new QScrollArea;
    scroll->setWidget(questions);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll, 11);
    layout->addWidget(answer, 9);
}

} // namespace vvui
