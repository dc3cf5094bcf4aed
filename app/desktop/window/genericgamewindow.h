#pragma once

#include <QWidget>

#include <functional>

class GameSession;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

// The window of a game whose family has no desktop UI of its own (GameUi): only what every game
// module says through the one interface. Its state as the referee sees it, what may be done now as
// one button each (the module's legal actions), undo and redo, the log, and the players' view.
class GenericGameWindow : public QWidget
{
    Q_OBJECT

  public:
    GenericGameWindow(GameSession *session, std::function<void()> playersViewRequested,
                      QWidget *parent = nullptr);

  private:
    void showGame();
    void actOn(const QByteArray &action);

    GameSession *m_session;
    QLabel *m_title;
    QPlainTextEdit *m_state;
    QVBoxLayout *m_actions;
    QLabel *m_refused;
    QPushButton *m_undo;
    QPushButton *m_redo;
    QListWidget *m_log;
};
