#pragma once

#include "journalevent.h"
#include "journalline.h"
#include "replaycheckpoint.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace umpire {

// The first line of a journal file.
struct JournalHeader
{
    // 2: every line carries a checksum chained to the previous line's (journalline.h).
    static constexpr int currentVersion = 2;
    int version = currentVersion;
    std::string ruleset;
    std::string scenario;
    std::string title;
    std::string created;

    nlohmann::json toJson() const;
    // The header a journal's first line holds: BadData naming what is wrong (no "version", a
    // version newer than this program reads, another format, no ruleset).
    static Result<JournalHeader> fromJson(const nlohmann::json &doc);
};

// Something found wrong while opening a journal, with the line it is on (1 is the header).
struct JournalProblem
{
    enum class Kind { TornLastLine, Damaged, Migrated };
    Kind kind = Kind::Damaged;
    std::size_t line = 0;
    std::string message; // in English
    Message what;        // the same to translate (message.h)
};

// A game's journal: an append-only JSON Lines file of events, the single source of truth. An
// append is written, flushed and synced to disk before append() returns.
//
// Several programs may hold one journal open at once (the desktop app, `umpire-cli journal
// append`, ...). Each append is a read-check-append under the journal's lock, as a database does
// it: the lock is taken before reading, the events other programs appended meanwhile are read and
// checked, then the new event is written and synced, then the lock is let go. A program that finds
// the lock taken waits for it, up to lockTimeout(). Opening reads under the lock too, so it never
// mistakes another program's line being written for a torn one.
//
// In memory it keeps each event's digest (what replay reads: journalevent.h) and where its line
// is in the file; whole events are read back from the file when asked for, so a long game holds
// little memory (docs/performance.md).
class Journal
{
  public:
    enum class Mode { ReadWrite, ReadOnly };

    Journal(Journal &&other) noexcept;
    Journal &operator=(Journal &&other) noexcept;
    Journal(const Journal &) = delete;
    Journal &operator=(const Journal &) = delete;
    ~Journal();

    // How long a program waits for another's lock before it gives up (default 5 s).
    static std::chrono::milliseconds lockTimeout();
    static void setLockTimeout(std::chrono::milliseconds timeout);

    // A new journal holding its header line and `first` events, written whole or not at all: a
    // failure (a full disk) leaves no file behind. Refuses to overwrite an existing file.
    static Result<Journal>
    create(const std::string &path, JournalHeader header,
           const std::vector<std::pair<EventKind, nlohmann::json>> &first = {});
    // Opens and reads every event. A torn last line is reported (and, read-write, set aside in
    // PATH.torn so the file can grow again); other damage (a line that is not an event, or does not
    // match its checksum) is reported with its line and the good part before it opens read-only.
    // Format version 0 is migrated on a read-write open; version 1 on the next append.
    static Result<Journal> open(const std::string &path, Mode mode = Mode::ReadWrite);
    // How much of the lines a checkpoint holds opening checks. LastLine: a checkpoint of this very
    // file (its device and inode) is trusted by its own line alone (at its length, chained from the
    // line before it, with its checksum), so that opening costs the same whatever the journal's
    // length; the lines before it are checked against their checksums when first read back
    // (readEvents, digests()). EveryLine: every line it holds is checked against its checksum
    // before it is used (journal verify), as for a checkpoint of another file (a copy) or of an
    // older Umpire.
    enum class CheckpointCheck { LastLine, EveryLine };
    // The same, resuming from the checkpoint found beside it (readCheckpoint) when the journal's
    // first events are those it was made from: their lines are not read as events until digests()
    // needs them. A checkpoint that cannot be read or does not match the journal is ignored with a
    // warning (checkpointWarning()), and the journal read whole.
    static Result<Journal> open(const std::string &path, Mode mode,
                                Result<std::optional<ReplayCheckpoint>> checkpoint,
                                CheckpointCheck check = CheckpointCheck::LastLine);

    // The journal's lock, held while it lives: taken by lock(), released when destroyed. While a
    // program holds it, no other reads or writes the journal. Nested locks of one journal are free.
    class Lock
    {
      public:
        Lock(Lock &&other) noexcept : m_journal(std::exchange(other.m_journal, nullptr)) {}
        Lock &operator=(Lock &&) = delete;
        Lock(const Lock &) = delete;
        ~Lock();

      private:
        friend class Journal;
        explicit Lock(Journal *journal) : m_journal(journal) {}
        Journal *m_journal;
    };
    // Waits for the lock (up to lockTimeout(), BadInput when it runs out), then reads the events
    // other programs appended since this journal last read the file: size() grows by them. What
    // the caller checks against the journal while it holds the lock stays true until its append.
    Result<Lock> lock();
    // Reads the events other programs appended since this journal last read the file (under a
    // shared lock, which waits for a writer to finish): how many there were.
    Result<std::size_t> refresh();

    // Appends an event (seq and time are assigned here); on disk before it returns. Takes the lock
    // for the append when the caller does not hold it. With an `id` (a caller's name for this
    // append, so that a retry cannot duplicate it): when an event with that id is in the journal
    // already, that event is the answer and nothing is written (repeated() tells), unless it is of
    // another kind (BadInput).
    Result<JournalEvent> append(EventKind kind, const nlohmann::json &data,
                                const std::string &id = {});
    // Whether the last append found its id already in the journal and wrote nothing.
    bool repeated() const { return m_repeated; }
    // The event an earlier append named `id`, if one did. BadInput when `id` is not a usable id (1
    // to 128 bytes of UTF-8 text without control characters).
    Result<std::optional<JournalEvent>> findId(const std::string &id) const;

    const JournalHeader &header() const { return m_header; }
    // Every event as replay reads it (replayDigest): enough for replay(), undo and redo targets,
    // sequence numbers and kinds; not for a note's text or a combat's steps. After a resumed
    // open, the first call reads the events the checkpoint held.
    const std::vector<JournalEvent> &digests() const;
    // The events from index `from` (0: the first) to the last; reads only what it must.
    std::span<const JournalEvent> digestsFrom(std::size_t from) const;
    std::size_t size() const { return m_unread + m_digests.size(); }
    std::uint64_t lastSeq() const { return size(); } // sequence numbers run 1, 2, 3...

    // The checkpoint open() resumed from, while its events are unread; nothing otherwise.
    const ReplayCheckpoint *resumedFrom() const { return m_unread ? &*m_resumed : nullptr; }
    // A game that cannot use the checkpoint it resumed from (its state does not load) reads the
    // journal whole, and warns.
    void ignoreCheckpoint(const Message &why);
    // Why the checkpoint beside the journal was not used, when it was damaged or disagreed with
    // the journal, or why its lines were checked one by one (made for another file); empty
    // otherwise (none, one of other rules, or used).
    const Message &checkpointWarning() const { return m_checkpointWarning; }
    // Whether the checkpoint it resumed from is worth writing again although few events followed
    // it: it was made for another file, or by an older Umpire, so its lines were checked one by
    // one.
    bool checkpointOutdated() const { return m_checkpointOutdated; }
    // The journal's part of a checkpoint at its end (events, bytes, lines, sum, ids), for a game to
    // add its state to; nothing when the journal is damaged or of an older format.
    std::optional<ReplayCheckpoint> checkpointHere() const;
    // Whole events, as written, from `from` to `to` (sequence numbers, both included), read back
    // from the file. BadData when the file no longer holds them (changed on disk since opened).
    Result<std::vector<JournalEvent>> readEvents(std::uint64_t from = 1,
                                                 std::uint64_t to = UINT64_MAX) const;
    Result<JournalEvent> readEvent(std::uint64_t seq) const;
    const std::vector<JournalProblem> &problems() const { return m_problems; }
    bool readOnly() const { return !m_writable; }
    const std::string &path() const { return m_path; }

  private:
    // Where an event's line is in the file (without its end of line).
    struct LineSpan
    {
        std::uint64_t offset = 0;
        std::uint64_t length = 0;
    };

    Journal() = default;
    Result<Ok> openFile();
    Result<Ok> acquire(bool exclusive);
    void release();
    Result<std::size_t> catchUp(bool exclusive);
    Result<std::size_t> followReplacement(bool exclusive);
    Result<Ok> readLines(bool exclusive);
    Result<Ok> resume(ReplayCheckpoint &checkpoint, CheckpointCheck check);
    Result<Ok> resumeByLastLine(ReplayCheckpoint &checkpoint);
    Result<Ok> indexUnread() const;
    LineSpan spanOf(std::uint64_t seq) const { return m_spans[seq - 1 - m_unindexed]; }
    Result<Ok> readUnread() const;
    // readEvents(), the lines read as replay needs them (parseJournalLineForReplay) when
    // `forReplay`: for their digests.
    Result<std::vector<JournalEvent>> readRange(std::uint64_t from, std::uint64_t to,
                                                bool forReplay) const;
    Result<Ok> setTornLineAside(const std::string &bytes, std::uint64_t at);
    Result<Ok> rewriteInCurrentFormat();
    void keep(JournalEvent event, LineSpan span);
    void closeFile();

    std::string m_path;
    JournalHeader m_header;
    // After a resumed open, the first m_unread events' digests are not read yet (m_digests holds
    // those after them); their lines' checksums, to check them when read.
    mutable std::vector<JournalEvent> m_digests;
    mutable std::size_t m_unread = 0;
    mutable std::vector<LineSum> m_unreadSums;
    std::optional<ReplayCheckpoint> m_resumed;
    Message m_checkpointWarning;
    // One per event, but for the first m_unindexed: a checkpoint trusted by its last line leaves
    // where the lines before it are unknown until they are read (indexUnread).
    mutable std::vector<LineSpan> m_spans;
    mutable std::size_t m_unindexed = 0;
    bool m_checkpointOutdated = false;
    std::unordered_map<std::string, std::uint64_t> m_ids; // append ids -> sequence numbers
    mutable std::vector<JournalProblem> m_problems;       // readUnread() may find damage
    std::uint64_t m_fileSize = 0; // bytes up to the end of the last event's line read
    std::size_t m_lines = 0;      // lines read so far, the header and blank lines included
    LineSum m_lastSum = 0;        // the last line's checksum, which the next line's chains to
    int m_fd = -1;                // read-write (appending) or read-only; the locks are on it
    mutable bool m_writable = false;
    mutable bool m_damaged = false;
    bool m_needsNewline = false; // the last event read lost its end of line; a writer restores it
    int m_lockDepth = 0;
    bool m_repeated = false;
};

// The version-0 line form (kind under "type", data fields inline) in today's form.
nlohmann::json migrateEventV0(const nlohmann::json &line);

} // namespace umpire
