#pragma once

#include "game.h"
#include "rulesetlibrary.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QUndoStack>

#include <memory>
#include <optional>

// The game the window shows: a journal-backed umpire::Game, the rule data it is played with, and an
// undo stack over the journal's compensating events. Every action is journaled (written and synced)
// before stateChanged() lets the screen show it, so a killed app loses nothing.
class GameSession : public QObject
{
    Q_OBJECT

  public:
    explicit GameSession(umpire::RulesetLibrary library, QObject *parent = nullptr);
    ~GameSession() override;

    const umpire::RulesetLibrary &library() const { return m_library; }
    bool hasGame() const { return m_game.has_value(); }
    const umpire::Game &game() const { return *m_game; }
    const umpire::GameState &state() const { return m_game->state(); }
    const umpire::Ruleset &ruleset() const { return m_game->ruleset(); }
    QString path() const;
    QString title() const; // the journal's title, else its file name
    bool readOnly() const { return m_game && m_game->journal().readOnly(); }
    QStringList problems() const; // what opening the journal found (torn line, damage, migration)
    QUndoStack *undoStack() { return &m_undo; }

    umpire::Result<umpire::Ok> open(const QString &path);
    umpire::Result<umpire::Ok> create(const QString &path, const std::string &rulesetId,
                                      const umpire::GameSetup &setup);
    umpire::Result<umpire::Ok> createFromScenario(const QString &path,
                                                  const std::string &scenarioId);
    // A new journal of the demonstration scenario in the user's data folder ("games/").
    umpire::Result<umpire::Ok> createDemo();
    static QString gamesFolder();
    // Copies the journal to `path` and goes on in the copy; never overwrites a file.
    umpire::Result<umpire::Ok> saveAs(const QString &path);

    // A combat's outcome without journaling it, for the preview while the request is typed.
    umpire::Result<umpire::CombatOutcome> preview(const nlohmann::json &request) const;
    umpire::Result<umpire::CombatOutcome> resolveCombat(const nlohmann::json &request);
    umpire::Result<umpire::JournalEvent> append(const std::string &kind,
                                                const nlohmann::json &data);
    umpire::Result<umpire::JournalEvent> roll(std::optional<int> physicalDie);
    umpire::Result<umpire::JournalEvent> advance();

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
    umpire::Result<umpire::Ok> adopt(umpire::Result<umpire::Game> game);
    // After an action journaled `event`: on the undo stack, or the stack made again from the
    // journal when another program's events came in with it (`before`: the journal's size then).
    void done(const umpire::JournalEvent &event, std::size_t before);
    void pushDone(const umpire::JournalEvent &event);
    void watchJournal();
    void rebuildUndoStack();
    void journalUndo();
    void journalRedo();
    void afterCompensation(std::size_t before);

    umpire::RulesetLibrary m_library;
    std::optional<umpire::Game> m_game;
    QUndoStack m_undo;
    QFileSystemWatcher m_watcher; // the journal's file: another program's appends show at once
    bool m_replaying = false; // the stack is being rebuilt or moved by the journal: write nothing
};
