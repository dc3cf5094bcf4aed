#pragma once

#include <QCoreApplication>
#include <QWidget>

class N1815Context;
class QComboBox;
class QLineEdit;
class QSpinBox;
class QTableWidget;

// The Tracking sheets tab of the Napoleon 1815 window: every corps' cohesion track drawn as on the
// printed sheet (N1815 4), its cards and tactical rating, stand-ins marked, and the referee's
// override of a unit's cohesion or location, journaled with its reason.
class N1815SheetsPanel : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(N1815Window) // see N1815Context

  public:
    explicit N1815SheetsPanel(N1815Context &context, QWidget *parent = nullptr);
    void refresh();

  private:
    void overrideUnit();
    void followSelection(); // the override's fields show the selected unit's values

    N1815Context &m_context;
    QTableWidget *m_sheets;
    QSpinBox *m_overrideCohesion;
    QComboBox *m_overrideLocation;
    QLineEdit *m_overrideWhy;
};
