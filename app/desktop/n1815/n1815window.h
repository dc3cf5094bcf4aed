#pragma once

#include "explanation.h"
#include "n1815journal.h"
#include "n1815panel.h"
#include "n1815secrets.h"

#include <nlohmann/json.hpp>

#include <QMainWindow>

#include <filesystem>
#include <functional>
#include <memory>
#include <vector>

class GameSession;
class N1815BattlePanel;
class N1815BoardPanel;
class N1815ObjectivesPanel;
class N1815SheetsPanel;
class N1815TurnPanel;
class QAction;
class QCheckBox;
class QLabel;
class QTabWidget;
class QTreeWidget;
class QWidget;

// Napoleon 1815 Returns at the table: the turn and its phase, weather and movement
// points, moves checked by the engine, the card battle step by step with its odds, the four
// tracking sheets, the location graph and the French player's hidden objectives. Every action goes
// through the session's game module (written and synced) before the window shows it; undo and redo
// are the session's one undo stack, the journal's compensating events.
//
// The window is the panels' N1815Context: they read the game and act through it, and it shows what
// every action did (the status, the rules' steps, the journal's events). It holds what the screen
// shows of the players' secrets (N1815Secrets): by default a screen the players see, their hands,
// the odds and the objectives hidden until the referee asks; the View menu's Players' screen
// (Ctrl+Shift+P) turns that off for a referee alone, and the app remembers the choice. Undo and
// redo act on the game from every field (GameUndoKeys), and the window fits the screen it opens on.
class N1815Window : public QMainWindow, public N1815Context
{
    Q_OBJECT

  public:
    // A new game, or a journal of one reopened, made the session's open game and shown here.
    static umpire::Result<N1815Window *> create(GameSession *session, const QString &path,
                                                const QString &title, QWidget *parent = nullptr);
    static umpire::Result<N1815Window *> open(GameSession *session, const QString &path,
                                              QWidget *parent = nullptr);
    // The window over the session's open game, which must be a Napoleon 1815 Returns game; it
    // closes when the session opens another.
    explicit N1815Window(GameSession *session, QWidget *parent = nullptr);

    const umpire::n1815::Journal &journal() const;
    const umpire::n1815::Game &game() const override;
    const umpire::n1815::Data &data() const override;
    QString path() const;
    QString lastError() const override { return m_error; }
    QTabWidget *tabs() const { return m_tabs; }

    // Journals the action (the forms of n1815game.h) and shows its steps; false, with the engine's
    // reason shown, when the rules refuse it (nothing is written then).
    bool act(const nlohmann::json &action) override;
    bool undo();
    bool redo();
    // Who confirms that only the French player looks at his objectives (a dialog, unless a test
    // answers).
    void setConfirmer(std::function<bool(const QString &)> confirm);
    bool objectivesShown() const;
    bool playersScreen() const { return m_secrets.playersScreen(); }
    void setPlayersScreen(bool on); // remembered in the settings
    const N1815Secrets &secrets() const override { return m_secrets; }
    void setSecrets(const N1815Secrets &secrets) override;

  signals:
    // The referee asks for this game's players' view (its links, for phones and the TV).
    void playersViewRequested();

  public slots:
    void refresh();
    void showObjectives(); // behind the confirmation
    void hideObjectives();

  private:
    void buildMenus();
    void gameChanged(); // an event journaled, undone or read from another program
    void fail(const QString &message) override;
    void say(const QString &message) override;
    void showPage(N1815Page page) override;
    bool compensate(bool undo); // undo or redo through the session's stack, then show it
    void refreshStatus();
    void refreshJournal();
    void showSteps(const umpire::Explanation &explanation);
    void refreshSteps();                        // the last steps again, as the secrets now allow
    void showLocation(const QString &location); // a town clicked on the map

    GameSession *m_session;
    QString m_error;
    N1815Secrets m_secrets;
    umpire::n1815::Phase m_shownPhase =
        umpire::n1815::Phase::Weather; // the phase the secrets were shown in
    umpire::Explanation m_explanation; // the steps shown

    QLabel *m_status, *m_banner, *m_message;
    QCheckBox *m_playersScreenBox;
    QAction *m_playersScreenAction;
    QTabWidget *m_tabs;
    N1815BoardPanel *m_board;
    N1815TurnPanel *m_turn;
    N1815BattlePanel *m_battle;
    N1815SheetsPanel *m_sheets;
    N1815ObjectivesPanel *m_objectives;
    QTreeWidget *m_steps, *m_events;
};
