#pragma once

#include <QCoreApplication>
#include <QDialog>

class N1815Context;
class QLabel;
class QTableWidget;
class QVBoxLayout;

// The players' own set-up (N1815 7 Optional), before the first turn: each unit the screen may name
// placed where the engine says its army may set up, journaled as one action. On the players'
// screen a side's units are listed once its player is shown them (N1815 46): the others look away.
class N1815SetupDialog : public QDialog
{
    Q_DECLARE_TR_FUNCTIONS(N1815Window) // see N1815Context

  public:
    explicit N1815SetupDialog(N1815Context &context, QWidget *parent = nullptr);
    // Journals the set-up; the dialog stays open with the rules' reason when they refuse it.
    void accept() override;
    void done(int result) override; // the units shown to a player are hidden again

  private:
    void fill(); // the units the screen may name, each at its place now

    N1815Context &m_context;
    QLabel *m_rules, *m_hidden, *m_refusal;
    QVBoxLayout *m_showButtons;
    QTableWidget *m_units;
};
