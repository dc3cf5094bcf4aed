#pragma once

#include <QCoreApplication>
#include <QWidget>

class N1815Context;
class QLineEdit;
class QSpinBox;
class QTableWidget;

// The Tracking sheets tab of the Napoleon 1815 window: every corps' cohesion track drawn as on the
// printed sheet (N1815 4), its cards and tactical rating, stand-ins marked, and the referee's
// override of a cohesion, journaled with its reason.
class N1815SheetsPanel : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(N1815Window) // see N1815Context

  public:
    explicit N1815SheetsPanel(N1815Context &context, QWidget *parent = nullptr);
    void refresh();

  private:
    void overrideCohesion();

    N1815Context &m_context;
    QTableWidget *m_sheets;
    QSpinBox *m_overrideCohesion;
    QLineEdit *m_overrideWhy;
};
