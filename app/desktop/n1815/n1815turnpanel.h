#pragma once

#include <QCoreApplication>
#include <QWidget>

class N1815Context;
class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;

// The Turn tab of the Napoleon 1815 window: the players' own set-up before the first turn, the
// weather roll, each army's movement points, the moves the rules allow, and the combats to start,
// each enabled only in its phase.
class N1815TurnPanel : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(N1815Window) // see N1815Context

  public:
    explicit N1815TurnPanel(N1815Context &context, QWidget *parent = nullptr);
    void refresh();
    void selectCombatLocation(const QString &location); // a town clicked on the map

  private:
    void showMoveOptions(); // the moves the rules allow the chosen unit
    void moveSelected();
    void startCombat();

    N1815Context &m_context;
    QLineEdit *m_weatherDie, *m_pointsDie, *m_movePath;
    QComboBox *m_pointsArmy, *m_moveUnit, *m_moveOption, *m_combatLocation;
    QCheckBox *m_virtualDeck;
    QPushButton *m_setup, *m_weather, *m_weatherRoll, *m_points, *m_pointsRoll, *m_move,
        *m_endMovement, *m_startCombat, *m_endCombat, *m_endTurn, *m_showUnits;
};
