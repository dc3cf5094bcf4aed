#pragma once

#include <QCoreApplication>
#include <QWidget>

namespace umpire::n1815 {
class Battle;
}

class N1815Context;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QTreeWidget;

// The Battle tab of the Napoleon 1815 window: the card battle step by step (N1815 11), the hands,
// the odds and the rounds so far, with only the current step's controls shown. On the players'
// screen a hand and the odds show only once the referee asks (N1815Secrets).
class N1815BattlePanel : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(N1815Window) // see N1815Context

  public:
    explicit N1815BattlePanel(N1815Context &context, QWidget *parent = nullptr);
    void refresh();

  private:
    void askHand(int which); // the referee's toggle over b.active's (0) or b.other's (1) hand
    void distribute();
    void showLossRows(); // the chosen side's corps, the even split suggested
    void showSides(const umpire::n1815::Battle &b);
    void showOdds(const umpire::n1815::Battle &b);
    void showRounds(const umpire::n1815::Battle &b);
    void showStep(const umpire::n1815::Battle &b); // the current step's question and its choices

    N1815Context &m_context;
    QLabel *m_battleHeader, *m_hands, *m_odds, *m_battlePrompt;
    // Each side's hand, units and losses (active side first), with the players' screen's toggles.
    QLabel *m_side[2];
    QPushButton *m_showHand[2], *m_showOdds;
    QTreeWidget *m_rounds;
    QStackedWidget *m_battleStep;
    QComboBox *m_playCard, *m_respondCard, *m_reinforceUnit, *m_retreatTo, *m_lossSide;
    QLineEdit *m_counterDie, *m_reinforceDie;
    QTableWidget *m_losses;
    QPushButton *m_finishCombat;
};
