#include "journal.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace umpire {

namespace {

constexpr const char *formatName = "umpire-journal";

std::string systemError(const std::string &what, const std::string &path)
{
    return path + ": cannot " + what + ": " + std::strerror(errno);
}

// Writes all of `text`, retrying short writes, then syncs it to the disk.
bool writeAllAndSync(int fd, const std::string &text)
{
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return ::fsync(fd) == 0;
}

// A new or renamed file survives a power cut only once its directory entry is on disk too.
void syncDirectoryOf(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// PATH.v0, or PATH.v0-2, PATH.v0-3... when an earlier backup is there: never overwrite one.
std::string freshBackupName(const std::string &base)
{
    struct stat st{};
    std::string name = base;
    for (int n = 2; ::stat(name.c_str(), &st) == 0; ++n)
        name = base + "-" + std::to_string(n);
    return name;
}

Result<JournalHeader> headerFromJson(const nlohmann::json &doc)
{
    if (!doc.is_object() || !doc.contains("version") || !doc["version"].is_number_integer())
        return badData("the first line is not a journal header (no \"version\")");
    JournalHeader header;
    header.version = doc["version"].get<int>();
    if (header.version < 0)
        return badData("format version " + std::to_string(header.version) + " does not exist");
    if (header.version > JournalHeader::currentVersion)
        return badData("format version " + std::to_string(header.version) +
                       " is newer than this program reads (" + std::to_string(JournalHeader::currentVersion) +
                       "): open it with a newer Umpire");
    for (const char *field : {"format", "ruleset", "scenario", "title", "created"})
        if (doc.contains(field) && !doc[field].is_string())
            return badData(std::string("the header's \"") + field + "\" must be a string, not " + doc[field].dump());
    if (header.version >= 1 && doc.value("format", "") != formatName)
        return badData("the first line is not an Umpire journal header (\"format\" is not \"umpire-journal\")");
    header.ruleset = doc.value("ruleset", "");
    header.scenario = doc.value("scenario", "");
    header.title = doc.value("title", "");
    header.created = doc.value("created", "");
    if (header.ruleset.empty())
        return badData("the header names no ruleset");
    return header;
}

} // namespace

nlohmann::json JournalHeader::toJson() const
{
    return {{"format", formatName}, {"version", version}, {"ruleset", ruleset}, {"scenario", scenario},
            {"title", title}, {"created", created}};
}

nlohmann::json migrateEventV0(const nlohmann::json &line)
{
    // Version 0 wrote {"seq", "time", "type", ...fields}; version 1 nests the fields under "data".
    if (!line.is_object() || !line.contains("type"))
        return line;
    nlohmann::json event = {{"kind", line["type"]}, {"data", nlohmann::json::object()}};
    for (const auto &[key, value] : line.items()) {
        if (key == "seq" || key == "time")
            event[key] = value;
        else if (key != "type")
            event["data"][key] = value;
    }
    return event;
}

Journal::Journal(Journal &&other) noexcept
    : m_path(std::move(other.m_path)), m_header(std::move(other.m_header)), m_events(std::move(other.m_events)),
      m_problems(std::move(other.m_problems)), m_fd(other.m_fd)
{
    other.m_fd = -1;
}

Journal &Journal::operator=(Journal &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_path = std::move(other.m_path);
        m_header = std::move(other.m_header);
        m_events = std::move(other.m_events);
        m_problems = std::move(other.m_problems);
        m_fd = other.m_fd;
        other.m_fd = -1;
    }
    return *this;
}

Journal::~Journal()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

Result<Ok> Journal::openForAppend()
{
    m_fd = ::open(m_path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (m_fd < 0)
        return badData(systemError("open for writing", m_path));
    // One writer at a time: two would give the same sequence number to different events.
    if (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(m_fd);
        m_fd = -1;
        return badInput(m_path + ": another program is writing this journal (close it there, or open it read-only)");
    }
    return Ok{};
}

Result<Journal> Journal::create(const std::string &path, JournalHeader header)
{
    if (header.ruleset.empty())
        return badInput("a journal needs a ruleset");
    header.version = JournalHeader::currentVersion;
    if (header.created.empty())
        header.created = utcNow();
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        return errno == EEXIST ? badInput(path + ": already exists; a journal is never overwritten")
                               : badInput(systemError("create", path));
    const bool written = writeAllAndSync(fd, header.toJson().dump() + "\n");
    ::close(fd);
    if (!written)
        return badData(systemError("write the header of", path));
    syncDirectoryOf(path);
    Journal journal;
    journal.m_path = path;
    journal.m_header = std::move(header);
    if (Result<Ok> ok = journal.openForAppend(); !ok)
        return ok.error();
    return journal;
}

Result<Journal> Journal::open(const std::string &path, Mode mode)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return badInput(path + ": cannot open the journal (no such readable file)");
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    if (text.empty())
        return badData(path + ": empty file, not a journal (no header line)");

    Journal journal;
    journal.m_path = path;
    std::size_t start = 0;
    std::size_t lineNo = 0;
    std::size_t goodEnd = 0; // bytes up to the end of the last complete line
    bool damaged = false;
    std::string tornBytes;
    while (start < text.size()) {
        ++lineNo;
        const std::size_t newline = text.find('\n', start);
        const bool complete = newline != std::string::npos;
        const std::string line = text.substr(start, (complete ? newline : text.size()) - start);
        if (complete && lineNo > 1 && line.find_first_not_of(" \t\r") == std::string::npos) {
            goodEnd = newline + 1; // a blank line holds no event: nothing is lost by passing over it
            start = newline + 1;
            continue;
        }
        nlohmann::json doc = nlohmann::json::parse(line, nullptr, false);
        if (!complete && doc.is_discarded()) {
            tornBytes = line;
            journal.m_problems.push_back({JournalProblem::Kind::TornLastLine, lineNo,
                                          "line " + std::to_string(lineNo) + " is torn: its " + std::to_string(line.size()) +
                                              " bytes end without a complete event (a write cut off, as by a power cut); "
                                              "every event before it is here"});
            break;
        }
        if (lineNo == 1) {
            if (doc.is_discarded())
                return badData(path + ": line 1: not JSON, so not a journal header");
            Result<JournalHeader> header = headerFromJson(doc);
            if (!header)
                return badData(path + ": line 1: " + header.error().message);
            journal.m_header = *header;
        } else {
            std::string reason;
            if (doc.is_discarded()) {
                reason = "not valid JSON";
            } else {
                Result<JournalEvent> event =
                    JournalEvent::fromJson(journal.m_header.version == 0 ? migrateEventV0(doc) : std::move(doc));
                const std::uint64_t expected = journal.m_events.empty() ? 1 : journal.m_events.back().seq + 1;
                if (!event)
                    reason = event.error().message;
                else if (event->seq != expected)
                    reason = "sequence number " + std::to_string(event->seq) + " where " + std::to_string(expected) +
                             " was expected";
                else
                    journal.m_events.push_back(std::move(event).value());
            }
            if (!reason.empty()) {
                damaged = true;
                journal.m_problems.push_back({JournalProblem::Kind::Damaged, lineNo,
                                              "line " + std::to_string(lineNo) + " is damaged: " + reason +
                                                  "; the " + std::to_string(journal.m_events.size()) +
                                                  " events before it open read-only"});
                break;
            }
        }
        if (!complete)
            break; // a complete event whose newline was lost: kept, and the newline restored on write
        goodEnd = newline + 1;
        start = newline + 1;
    }
    if (lineNo == 0 || (lineNo == 1 && !tornBytes.empty()))
        return badData(path + ": the header line is torn: nothing to open");

    if (mode == Mode::ReadOnly || damaged)
        return journal;

    // Set aside a torn line (never silently dropped), restore a lost final newline, and migrate.
    if (!tornBytes.empty()) {
        const std::string aside = path + ".torn";
        const int tornFd = ::open(aside.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        const bool kept = tornFd >= 0 && writeAllAndSync(tornFd, tornBytes + "\n");
        if (tornFd >= 0)
            ::close(tornFd);
        // The torn bytes are safe in PATH.torn before they leave the journal.
        if (!kept || ::truncate(path.c_str(), static_cast<off_t>(goodEnd)) != 0)
            return badData(systemError("set the torn line aside in " + aside, path));
        syncDirectoryOf(aside);
        journal.m_problems.back().message += "; its bytes are kept in " + aside;
    }
    if (journal.m_header.version < JournalHeader::currentVersion) {
        const std::string migrated = path + ".migrating";
        const std::string backup = freshBackupName(path + ".v" + std::to_string(journal.m_header.version));
        std::string out = JournalHeader{JournalHeader::currentVersion, journal.m_header.ruleset, journal.m_header.scenario,
                                        journal.m_header.title, journal.m_header.created}
                              .toJson()
                              .dump() +
                          "\n";
        for (const JournalEvent &e : journal.m_events)
            out += e.toJson().dump() + "\n";
        const int fd = ::open(migrated.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        const bool ok = fd >= 0 && writeAllAndSync(fd, out);
        if (fd >= 0)
            ::close(fd);
        if (!ok || ::link(path.c_str(), backup.c_str()) != 0 || ::rename(migrated.c_str(), path.c_str()) != 0) {
            const std::string error = systemError("migrate (the original is unchanged)", path);
            ::unlink(migrated.c_str());
            return badData(error);
        }
        syncDirectoryOf(path);
        goodEnd = text.size(); // the rewritten file ends with a complete line
        journal.m_problems.push_back({JournalProblem::Kind::Migrated, 1,
                                      "migrated from format version " + std::to_string(journal.m_header.version) + " to " +
                                          std::to_string(JournalHeader::currentVersion) + "; the original is kept in " + backup});
        journal.m_header.version = JournalHeader::currentVersion;
    }
    if (Result<Ok> ok = journal.openForAppend(); !ok)
        return ok.error();
    if (goodEnd < text.size() && tornBytes.empty() && !writeAllAndSync(journal.m_fd, "\n"))
        return badData(systemError("restore the final end of line of", path));
    return journal;
}

Result<JournalEvent> Journal::append(const std::string &kind, const nlohmann::json &data)
{
    if (readOnly())
        return badInput(m_path + ": the journal is open read-only" +
                        (m_problems.empty() ? std::string() : " (" + m_problems.back().message + ")"));
    if (Result<Ok> ok = checkEventData(kind, data); !ok)
        return ok.error();
    JournalEvent event;
    event.seq = m_events.empty() ? 1 : m_events.back().seq + 1;
    event.time = utcNow();
    event.kind = kind;
    event.data = data;
    const std::string line = event.toJson().dump() + "\n";
    struct stat before{};
    const bool sized = ::fstat(m_fd, &before) == 0;
    if (!writeAllAndSync(m_fd, line)) {
        const std::string error = systemError("write an event to", m_path);
        // Never leave a partial line behind for the next append to follow.
        if (sized && ::ftruncate(m_fd, before.st_size) == 0)
            ::fsync(m_fd);
        return badData(error);
    }
    m_events.push_back(event);
    return event;
}

} // namespace umpire
