#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QList>
#include <QPair>
#include <QString>

#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QPushButton;
class QWidget;

// The fields the tabs of the Vae Victis dialog are made of, each named for the tests and the
// settings that find it.
namespace vvui {

QComboBox *choice(const char *name);      // as wide as its longest item
QComboBox *lengthUnits(const char *name); // cm, mm, inches or paces
QDoubleSpinBox *length(const char *name, double value);
QCheckBox *tick(const QString &text, const char *name, bool on);
QPushButton *askButton(const QString &text, const char *name); // never pressed by Enter
std::string chosen(const QComboBox *box);                      // the id of its current item
// A tab's layout: its questions on the left (scrolled on a short screen), the answer beside them,
// so that on a laptop's wide, short screen both are read whole.
void questionsBesideAnswer(QWidget *tab, QWidget *questions, QWidget *answer);

} // namespace vvui
