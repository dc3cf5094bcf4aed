#pragma once

#include "crtmodule.h"
#include "gamemodule.h"
#include "rulesetlibrary.h"
#include "scoreboard.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QUndoStack>

#include <memory>
#include <optional>

// One open game of the desktop, whatever its system: a GameModule (engine/games.h) over a journal,
// the rule data it is played with, and the one undo stack over the journal's compensating events
// that every window of the game uses. A chart game (NLB, NAW, BMW) is played in the main window
// over the main window's session; Napoleon 1815 Returns (N1815Window) and each Vae Victis battle
// (its dialog) in a window of their own, each over a session of its own, so that several games are
// open at once. Every action is journaled (written and synced) before stateChanged()
// lets the screen show it, so a killed app loses nothing.
class GameSession : public QObject
{
    Q_OBJECT

  public:
    explicit GameSession(umpire::crt::RulesetLibrary library, QObject *parent = nullptr);
    ~GameSession() override;

    const umpire::crt::RulesetLibrary &library() const { return m_library; }
    // The open game of any system, or none.
    umpire::GameModule *module() const { return m_module.get(); }
    QString system() const; // "nlb", "n1815", "vaevictis"...; empty when no game is open
    // A chart game is open: the main window's panels play it.
    bool hasGame() const { return m_crt != nullptr; }
    const umpire::crt::Game &game() const { return m_crt->game(); }
    const umpire::crt::GameState &state() const { return m_crt->game().state(); }
    const umpire::crt::Ruleset &ruleset() const { return m_crt->game().ruleset(); }
    // The open game's module as the type its family's desktop folder knows it by (n1815::Module,
    // vv::Module), or null when another family's game (or none) is open.
    template <typename ModuleType> ModuleType *moduleAs() const
    {
        return dynamic_cast<ModuleType *>(m_module.get());
    }
    QString path() const;
    QString title() const; // the journal's title, else its file name
    bool readOnly() const { return m_module && m_module->journal().readOnly(); }
    QStringList problems() const; // what opening the journal found (torn line, damage, migration)
    QUndoStack *undoStack() { return &m_undo; }
    // The chart game's scoreboard (casualties by turn, victory), brought up to date with
    // the game by what changed since it was last asked for (one event: that event alone); none
    // without a chart game, or when its journal does not replay.
    const umpire::crt::Scoreboard *scoreboard();

    // Opens a journal of any game, chosen by its header (GameRegistry).
    umpire::Result<umpire::Ok> open(const QString &path);
    // A new game of any system, as the registry makes it (GameRegistry::create: its set-up).
    umpire::Result<umpire::Ok> createGame(const QString &path, const std::string &system,
                                          const nlohmann::json &setup);
    umpire::Result<umpire::Ok> create(const QString &path, const std::string &rulesetId,
                                      const umpire::crt::GameSetup &setup);
    umpire::Result<umpire::Ok> createFromScenario(const QString &path,
                                                  const std::string &scenarioId);
    // A new journal of the demonstration scenario in the user's data folder ("games/"); the older
    // demonstrations beyond the newest `keptDemos` are removed.
    umpire::Result<umpire::Ok> createDemo();
    static constexpr int keptDemos = 5;
    static QString gamesFolder();
    // The header of the journal at `path`, read from its first line alone (to name a game in a
    // menu, or to choose the window that plays it); none when the file is not a journal.
    static std::optional<umpire::JournalHeader> journalHeader(const QString &path);
    // Copies the journal to `path` and goes on in the copy; never overwrites a file.
    umpire::Result<umpire::Ok> saveAs(const QString &path);

    // One action of the open game (GameModule::act), journaled and put on the undo stack: the
    // one way every window acts on a game.
    umpire::Result<umpire::ActOutcome> act(const nlohmann::json &action);

    // A combat's outcome without journaling it, for the preview while the request is typed.
    umpire::Result<umpire::crt::CombatOutcome> preview(const nlohmann::json &request) const;

    // The journal's undo and redo, done through the undo stack (Edit menu, Ctrl+Z, Ctrl+Shift+Z).
    void undo();
    void redo();

    // Reads what another program (umpire-cli journal append, another window) appended to the
    // journal, and shows it: done by itself whenever the file changes, and before every action.
    void refresh();

  signals:
    void gameOpened();   // another game (or none) is shown
    void stateChanged(); // an event was journaled; the state is the journal's replay
    void failed(const QString &message);

  private:
    friend class JournalCommand;
    umpire::Result<umpire::Ok> adopt(umpire::Result<std::unique_ptr<umpire::GameModule>> module);
    umpire::Result<umpire::Ok> adoptGame(umpire::Result<umpire::crt::Game> game);
    // After an action journaled `event`: on the undo stack, or the stack made again from the
    // journal when another program's events came in with it (`before`: the journal's size then).
    void done(const umpire::JournalEvent &event, std::size_t before);
    void pushDone(const umpire::JournalEvent &event);
    void watchJournal();
    void rebuildUndoStack();
    void journalUndo();
    void journalRedo();
    void afterCompensation(std::size_t before);

    umpire::crt::RulesetLibrary m_library;
    std::unique_ptr<umpire::GameModule> m_module;
    const umpire::crt::Module *m_crt = nullptr; // m_module, when it is a chart game: read only
    QUndoStack m_undo;
    std::optional<umpire::crt::Scoreboard> m_scoreboard; // made when first asked for
    QFileSystemWatcher m_watcher; // the journal's file: another program's appends show at once
    bool m_replaying = false; // the stack is being rebuilt or moved by the journal: write nothing
};
