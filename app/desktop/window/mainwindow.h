#pragma once

#include <QMainWindow>

#include <memory>

class ArmyPanel;
class ChartsView;
class CombatPanel;
class Feedback;
class GameSession;
class GameWindows;
class LogView;
class MapBoard;
class PlayersViewServer;
class QLabel;
class QMenu;
class QScrollArea;
class QSplitter;
class QTabWidget;
class Settings;
class TurnTrack;

// The main window at the table: combat panel, the armies, the turn track, the log and the charts
// of a chart game. A game played on a map has the map at its centre instead, the combat panel in a
// tab beside the log and the charts. Every action is journaled by the session before the window
// shows it. Napoleon 1815 Returns and Vae Victis are played in windows of their own (GameWindows),
// opened from here, several at once beside this one's game.
class MainWindow : public QMainWindow
{
    Q_OBJECT

  public:
    MainWindow(GameSession *session, Settings *settings, Feedback *feedback,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    CombatPanel *combatPanel() const { return m_combat; }
    LogView *logView() const { return m_log; }
    ChartsView *chartsView() const { return m_charts; }
    QTabWidget *tabs() const { return m_tabs; }
    MapBoard *mapBoard() const { return m_board; }
    // The map board is the centre of the window: the open game is played on a map.
    bool mapCentred() const;
    GameSession *session() const { return m_session; }

    // The actions the File menu offers, also used by the command line. A journal of a game played
    // in a window of its own opens in one.
    bool openGame(const QString &path);
    bool openDemo();
    void newGame(const QString &ruleset = {});
    // A new Napoleon 1815 Returns game, in a window of its own.
    bool createInOwnWindow(const QString &path, const QString &system, const QString &title);
    // F2: a new combat typed in the combat panel, its tab brought forward when the map is the
    // centre, the cursor in the attacker field.
    void startCombat();
    void showCharts(); // F4
    // Opens the rule text a step cites ("NLB 7.4") at its section.
    void showRule(const QString &rule);
    // The players' view this window's Game > Players' view shows: the application's (it outlives
    // a window made again in another language), else one of the window's own, made when first
    // asked for and following the session.
    void setPlayersView(PlayersViewServer *server) { m_players = server; }
    PlayersViewServer *playersView();
    void showPlayersView();
    // The games in windows of their own: the application's (they outlive this window), else this
    // window's own, made when first needed.
    void setGameWindows(GameWindows *games);
    GameWindows *gameWindows();

  signals:
    void languageChosen(const QString &code); // the app rebuilds the window in that language

  protected:
    void closeEvent(QCloseEvent *event) override;

  private:
    void buildMenus();
    void arrangeForGame(); // the map at the centre for a game on a map, else the combat panel
    void showCamera();
    void refreshTitle();
    void refreshRecent();
    void openDialog();
    void saveAs();
    void exportReport();
    void showShortcuts();
    void chooseRulesFolder();
    void chooseLockTimeout();
    void report(const QString &message);
    // A refusal of the rules, shown whole above the panels until the game moves on.
    void refuse(const QString &message);
    void addRecent(const QString &path);

    GameSession *m_session;
    Settings *m_settings;
    Feedback *m_feedback;
    CombatPanel *m_combat;
    ArmyPanel *m_armies;
    TurnTrack *m_turns;
    LogView *m_log;
    ChartsView *m_charts;
    QTabWidget *m_tabs;
    QWidget *m_combatFrame;
    QScrollArea *m_combatTab;
    MapBoard *m_board;
    QSplitter *m_left;
    QMenu *m_recent;
    QLabel *m_status;
    QLabel *m_notice = nullptr; // the last refusal, whole
    PlayersViewServer *m_players = nullptr;
    std::unique_ptr<PlayersViewServer> m_ownPlayers;
    GameWindows *m_games = nullptr;
    std::unique_ptr<GameWindows> m_ownGames;
};
