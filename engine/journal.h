#pragma once

#include "journalevent.h"

#include <cstdint>
#include <string>
#include <vector>

namespace umpire {

// The first line of a journal file.
struct JournalHeader
{
    static constexpr int currentVersion = 1;
    int version = currentVersion;
    std::string ruleset;
    std::string scenario;
    std::string title;
    std::string created;

    nlohmann::json toJson() const;
};

// Something found wrong while opening a journal, with the line it is on (1 is the header).
struct JournalProblem
{
    enum class Kind { TornLastLine, Damaged, Migrated };
    Kind kind = Kind::Damaged;
    std::size_t line = 0;
    std::string message;
};

// A game's journal: an append-only JSON Lines file of events, the single source of truth. An
// append is written, flushed and synced to disk before append() returns.
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

    // A new journal with its header line; refuses to overwrite an existing file.
    static Result<Journal> create(const std::string &path, JournalHeader header);
    // Opens and reads every event. A torn last line is reported (and, read-write, set aside in
    // PATH.torn so the file can grow again); other damage is reported with its line and the good
    // part before it opens read-only. An older format version is migrated.
    static Result<Journal> open(const std::string &path, Mode mode = Mode::ReadWrite);

    // Appends an event (seq and time are assigned here); on disk before it returns.
    Result<JournalEvent> append(const std::string &kind, const nlohmann::json &data);

    const JournalHeader &header() const { return m_header; }
    // Every event as replay reads it (replayDigest): enough for replay(), undo and redo targets,
    // sequence numbers and kinds; not for a note's text or a combat's steps.
    const std::vector<JournalEvent> &digests() const { return m_digests; }
    std::size_t size() const { return m_digests.size(); }
    std::uint64_t lastSeq() const { return m_digests.empty() ? 0 : m_digests.back().seq; }
    // Whole events, as written, from `from` to `to` (sequence numbers, both included), read back
    // from the file. BadData when the file no longer holds them (changed on disk since opened).
    Result<std::vector<JournalEvent>> readEvents(std::uint64_t from = 1,
                                                 std::uint64_t to = UINT64_MAX) const;
    Result<JournalEvent> readEvent(std::uint64_t seq) const;
    const std::vector<JournalProblem> &problems() const { return m_problems; }
    bool readOnly() const { return m_fd < 0; }
    const std::string &path() const { return m_path; }

  private:
    // Where an event's line is in the file (without its end of line).
    struct LineSpan
    {
        std::uint64_t offset = 0;
        std::uint64_t length = 0;
    };

    Journal() = default;
    Result<Ok> openForAppend();
    Result<Ok> openForReading();
    void keep(JournalEvent event, LineSpan span);

    std::string m_path;
    JournalHeader m_header;
    std::vector<JournalEvent> m_digests;
    std::vector<LineSpan> m_spans; // one per event
    std::vector<JournalProblem> m_problems;
    std::uint64_t m_fileSize = 0; // bytes up to the end of the last event's line
    int m_fd = -1;                // for appending; -1 when read-only
    int m_readFd = -1;            // for reading events back
};

// The version-0 line form (kind under "type", data fields inline) in today's form.
nlohmann::json migrateEventV0(const nlohmann::json &line);

} // namespace umpire
