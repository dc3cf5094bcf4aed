#include "n1815panel.h"

#include "datatext.h"
#include "n1815secrets.h"
#include "roll.h"

#include <QHBoxLayout>
#include <QIntValidator>
#include <QLineEdit>
#include <QPushButton>

using nlohmann::json;
using namespace umpire;
using n1815ui::qs;

n1815::Visibility N1815Context::visibility() const
{
    return n1815::Visibility(data(), game().state, secrets().viewer());
}

QString N1815Context::unitName(const std::string &id) const
{
    return messageText(visibility().unitName(id));
}

QString N1815Context::locationName(const std::string &id) const
{
    const n1815::Location *l = data().location(id);
    return l ? dataText(l->name) : qs(id);
}

QString N1815Context::locationChoice(const std::string &id) const
{
    const n1815::Location *l = data().location(id);
    return locationName(id) + (l && !l->verified ? QStringLiteral("*") : QString());
}

QString N1815Context::sideName(const std::string &id) const
{
    const n1815::Side *s = data().side(id);
    return s ? dataText(s->name) : qs(id);
}

std::optional<json> N1815Context::rollFrom(QLineEdit *field, bool generated)
{
    const int faces = data().dieFaces;
    if (generated) {
        DiceGenerator dice(DiceGenerator::freshSeed());
        const Roll roll = dice.roll(faces);
        field->setText(QString::number(roll.value));
        return json(roll);
    }
    bool ok = false;
    const int value = field->text().trimmed().toInt(&ok);
    if (!ok) {
        fail(tr("Type the die as rolled (1 to %1), or let Umpire roll it").arg(faces));
        field->setFocus();
        return std::nullopt;
    }
    return json(value);
}

namespace n1815ui {

QPushButton *button(const QString &text, const char *name)
{
    auto *b = new QPushButton(text);
    b->setObjectName(QLatin1String(name));
    return b;
}

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

QHBoxLayout *row(std::initializer_list<QWidget *> widgets, bool stretch)
{
    auto *layout = new QHBoxLayout;
    for (QWidget *w : widgets)
        layout->addWidget(w);
    if (stretch)
        layout->addStretch(1);
    return layout;
}

} // namespace n1815ui
