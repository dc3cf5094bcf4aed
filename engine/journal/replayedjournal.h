#pragma once

#include "journal.h"

#include <cstddef>
#include <string>

namespace umpire {

// A game kept in a journal whose state is what replaying its events gives (n1815::Journal,
// vv::Journal): undo and redo are compensating events followed by a replay, and refresh replays
// what other programs appended since. The game says how it replays (replay()).
class ReplayedJournal
{
  public:
    Result<JournalEvent> undo(const std::string &id = {}); // the latest event that counts
    Result<JournalEvent> redo(const std::string &id = {}); // the latest undo, nothing after it
    // Reads and replays what other programs appended since: how many events.
    Result<std::size_t> refresh();

    const Journal &journal() const { return m_journal; }

  protected:
    explicit ReplayedJournal(Journal journal) : m_journal(std::move(journal)) {}
    ReplayedJournal(ReplayedJournal &&) = default;
    ReplayedJournal &operator=(ReplayedJournal &&) = default;
    virtual ~ReplayedJournal() = default;

    // The game's state from every event of the journal; sets m_replayed.
    virtual Result<Ok> replay() = 0;

    Journal m_journal;
    std::size_t m_replayed = 0; // the journal's events the game's state has replayed

  private:
    Result<JournalEvent> compensate(EventKind kind, const std::string &id);
};

} // namespace umpire
