#pragma once

#include <QWidget>

class GameSession;
class QLabel;
class QPushButton;

// The turn track: turn and its hour, night or rain, the phase and whose it is, reinforcements due,
// and the next step of the sequence of play with the key that takes it.
class TurnTrack : public QWidget
{
    Q_OBJECT

  public:
    explicit TurnTrack(GameSession *session, QWidget *parent = nullptr);

  private:
    void refresh();
    GameSession *m_session;
    QLabel *m_turn, *m_weather, *m_phase, *m_next, *m_reinforcements;
    QPushButton *m_advance;
};
