#pragma once

#include "journalevent.h"

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
    const std::vector<JournalEvent> &events() const { return m_events; }
    const std::vector<JournalProblem> &problems() const { return m_problems; }
    bool readOnly() const { return m_fd < 0; }
    const std::string &path() const { return m_path; }

private:
    Journal() = default;
    Result<Ok> openForAppend();

    std::string m_path;
    JournalHeader m_header;
    std::vector<JournalEvent> m_events;
    std::vector<JournalProblem> m_problems;
    int m_fd = -1;
};

// The version-0 line form (kind under "type", data fields inline) in today's form.
nlohmann::json migrateEventV0(const nlohmann::json &line);

} // namespace umpire
