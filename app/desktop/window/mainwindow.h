#pragma once

#include <QMainWindow>

class ArmyPanel;
class ChartsView;
class CombatPanel;
class Feedback;
class GameSession;
class LogView;
class N1815Window;
class QLabel;
class QMenu;
class QTabWidget;
class Settings;
class TurnTrack;

// The one window at the table: combat panel, the armies, the turn track, the log and the charts.
// Every action is journaled by the session before the window shows it.
class MainWindow : public QMainWindow
{
    Q_OBJECT

  public:
    MainWindow(GameSession *session, Settings *settings, Feedback *feedback,
               QWidget *parent = nullptr);

    CombatPanel *combatPanel() const { return m_combat; }
    LogView *logView() const { return m_log; }
    ChartsView *chartsView() const { return m_charts; }
    QTabWidget *tabs() const { return m_tabs; }
    GameSession *session() const { return m_session; }

    // The actions the File menu offers, also used by the command line.
    bool openGame(const QString &path);
    bool openDemo();
    void newGame(const QString &ruleset = {});
    // A new Napoleon 1815 Returns game, the session's open game, in its own window.
    bool createN1815(const QString &path, const QString &title);
    // Opens the rule text a step cites ("NLB 7.4") at its section.
    void showRule(const QString &rule);

  signals:
    void languageChosen(const QString &code); // the app rebuilds the window in that language

  protected:
    void closeEvent(QCloseEvent *event) override;

  private:
    void buildMenus();
    void refreshTitle();
    void refreshRecent();
    void openDialog();
    void saveAs();
    void exportReport();
    void showShortcuts();
    void chooseRulesFolder();
    void chooseLockTimeout();
    void report(const QString &message);
    void showN1815(N1815Window *window);
    void showBattle(); // the session's Vae Victis battle in the Vae Victis dialog

    GameSession *m_session;
    Settings *m_settings;
    Feedback *m_feedback;
    CombatPanel *m_combat;
    ArmyPanel *m_armies;
    TurnTrack *m_turns;
    LogView *m_log;
    ChartsView *m_charts;
    QTabWidget *m_tabs;
    QMenu *m_recent;
    QLabel *m_status;
};
