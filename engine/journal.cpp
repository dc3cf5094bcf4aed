#include "journal.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
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
    const std::string dir = slash == std::string::npos ? "."
                            : slash == 0               ? "/"
                                                       : path.substr(0, slash);
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// PATH.v0, or PATH.v0-2, PATH.v0-3... when an earlier backup is there: never overwrite one.
std::string freshBackupName(const std::string &base)
{
    struct stat st
    {
    };
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
                       " is newer than this program reads (" +
                       std::to_string(JournalHeader::currentVersion) +
                       "): open it with a newer Umpire");
    for (const char *field : {"format", "ruleset", "scenario", "title", "created"})
        if (doc.contains(field) && !doc[field].is_string())
            return badData(std::string("the header's \"") + field + "\" must be a string, not " +
                           doc[field].dump());
    if (header.version >= 1 && doc.value("format", "") != formatName)
        return badData("the first line is not an Umpire journal header (\"format\" is not "
                       "\"umpire-journal\")");
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
    return {{"format", formatName}, {"version", version}, {"ruleset", ruleset},
            {"scenario", scenario}, {"title", title},     {"created", created}};
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
    : m_path(std::move(other.m_path)), m_header(std::move(other.m_header)),
      m_digests(std::move(other.m_digests)), m_spans(std::move(other.m_spans)),
      m_problems(std::move(other.m_problems)), m_fileSize(other.m_fileSize), m_fd(other.m_fd),
      m_readFd(other.m_readFd)
{
    other.m_fd = -1;
    other.m_readFd = -1;
}

Journal &Journal::operator=(Journal &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        if (m_readFd >= 0)
            ::close(m_readFd);
        m_path = std::move(other.m_path);
        m_header = std::move(other.m_header);
        m_digests = std::move(other.m_digests);
        m_spans = std::move(other.m_spans);
        m_problems = std::move(other.m_problems);
        m_fileSize = other.m_fileSize;
        m_fd = other.m_fd;
        m_readFd = other.m_readFd;
        other.m_fd = -1;
        other.m_readFd = -1;
    }
    return *this;
}

Journal::~Journal()
{
    if (m_fd >= 0)
        ::close(m_fd);
    if (m_readFd >= 0)
        ::close(m_readFd);
}

Result<Ok> Journal::openForReading()
{
    if (m_readFd >= 0)
        ::close(m_readFd);
    m_readFd = ::open(m_path.c_str(), O_RDONLY | O_CLOEXEC);
    if (m_readFd < 0)
        return badInput(m_path + ": cannot open the journal (no such readable file)");
    return Ok{};
}

void Journal::keep(JournalEvent event, LineSpan span)
{
    m_digests.push_back(replayDigest(std::move(event)));
    m_spans.push_back(span);
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
        return badInput(
            m_path +
            ": another program is writing this journal (close it there, or open it read-only)");
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
    const std::string headerLine = header.toJson().dump() + "\n";
    const bool written = writeAllAndSync(fd, headerLine);
    ::close(fd);
    if (!written)
        return badData(systemError("write the header of", path));
    syncDirectoryOf(path);
    Journal journal;
    journal.m_path = path;
    journal.m_header = std::move(header);
    journal.m_fileSize = headerLine.size();
    if (Result<Ok> ok = journal.openForReading(); !ok)
        return ok.error();
    if (Result<Ok> ok = journal.openForAppend(); !ok)
        return ok.error();
    return journal;
}

namespace {

// Reads a file's lines a block at a time, so that opening a long journal never holds its text.
class JournalLineReader
{
  public:
    explicit JournalLineReader(int fd) : m_fd(fd) {}

    // The next line without its end of line, where it starts, and whether it has its end of line.
    // False at the end of the file; `failed` tells a read error from the end.
    bool next(std::string &line, std::uint64_t &offset, bool &complete)
    {
        for (;;) {
            const std::size_t newline = m_buffer.find('\n', m_pos);
            if (newline != std::string::npos) {
                line.assign(m_buffer, m_pos, newline - m_pos);
                offset = m_bufferStart + m_pos;
                complete = true;
                m_pos = newline + 1;
                return true;
            }
            if (m_end) {
                if (m_pos >= m_buffer.size())
                    return false;
                line.assign(m_buffer, m_pos);
                offset = m_bufferStart + m_pos;
                complete = false;
                m_pos = m_buffer.size();
                return true;
            }
            m_buffer.erase(0, m_pos);
            m_bufferStart += m_pos;
            m_pos = 0;
            const std::size_t had = m_buffer.size();
            m_buffer.resize(had + blockSize);
            ssize_t n = 0;
            do
                n = ::read(m_fd, m_buffer.data() + had, blockSize);
            while (n < 0 && errno == EINTR);
            m_buffer.resize(had + static_cast<std::size_t>(n > 0 ? n : 0));
            if (n < 0)
                failed = true;
            if (n <= 0)
                m_end = true;
        }
    }

    // The file's size, once the end is reached.
    std::uint64_t size() const { return m_bufferStart + m_buffer.size(); }
    bool failed = false;

  private:
    static constexpr std::size_t blockSize = 1 << 20;
    int m_fd;
    std::string m_buffer;
    std::size_t m_pos = 0;
    std::uint64_t m_bufferStart = 0;
    bool m_end = false;
};

} // namespace

Result<Journal> Journal::open(const std::string &path, Mode mode)
{
    Journal journal;
    journal.m_path = path;
    if (Result<Ok> ok = journal.openForReading(); !ok)
        return ok.error();
    JournalLineReader reader(journal.m_readFd);
    std::string line;
    std::uint64_t offset = 0;
    bool complete = false;
    std::size_t lineNo = 0;
    std::uint64_t goodEnd = 0; // bytes up to the end of the last complete line
    bool damaged = false;
    std::string tornBytes;
    std::string migrated; // an older version's header and events in today's form
    std::vector<LineSpan> migratedSpans;
    while (reader.next(line, offset, complete)) {
        ++lineNo;
        if (complete && lineNo > 1 && line.find_first_not_of(" \t\r") == std::string::npos) {
            // A blank line holds no event: nothing is lost by passing over it.
            goodEnd = offset + line.size() + 1;
            continue;
        }
        nlohmann::json doc = nlohmann::json::parse(line, nullptr, false);
        if (!complete && doc.is_discarded()) {
            tornBytes = line;
            journal.m_problems.push_back(
                {JournalProblem::Kind::TornLastLine, lineNo,
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
            if (header->version < JournalHeader::currentVersion)
                migrated = JournalHeader{JournalHeader::currentVersion, header->ruleset,
                                         header->scenario, header->title, header->created}
                               .toJson()
                               .dump() +
                           "\n";
        } else {
            std::string reason;
            if (doc.is_discarded()) {
                reason = "not valid JSON";
            } else {
                Result<JournalEvent> event = JournalEvent::fromJson(
                    journal.m_header.version == 0 ? migrateEventV0(doc) : std::move(doc));
                const std::uint64_t expected = journal.lastSeq() + 1;
                if (!event)
                    reason = event.error().message;
                else if (event->seq != expected)
                    reason = "sequence number " + std::to_string(event->seq) + " where " +
                             std::to_string(expected) + " was expected";
                else {
                    if (journal.m_header.version < JournalHeader::currentVersion) {
                        const std::string today = event->toJson().dump();
                        migratedSpans.push_back({migrated.size(), today.size()});
                        migrated += today + "\n";
                    }
                    journal.keep(std::move(event).value(), {offset, line.size()});
                }
            }
            if (!reason.empty()) {
                damaged = true;
                journal.m_problems.push_back(
                    {JournalProblem::Kind::Damaged, lineNo,
                     "line " + std::to_string(lineNo) + " is damaged: " + reason + "; the " +
                         std::to_string(journal.size()) + " events before it open read-only"});
                break;
            }
        }
        if (!complete)
            break; // a complete event whose newline was lost: kept, its newline restored on write
        goodEnd = offset + line.size() + 1;
    }
    if (reader.failed)
        return badData(systemError("read", path));
    if (lineNo == 0)
        return badData(path + ": empty file, not a journal (no header line)");
    if (lineNo == 1 && !tornBytes.empty())
        return badData(path + ": the header line is torn: nothing to open");
    const std::uint64_t fileSize = reader.size();
    journal.m_fileSize = goodEnd;
    journal.m_digests.shrink_to_fit(); // a long game's journal holds no spare room it may never use
    journal.m_spans.shrink_to_fit();

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
    const bool migratedNow = journal.m_header.version < JournalHeader::currentVersion;
    if (migratedNow) {
        const std::string migrating = path + ".migrating";
        const std::string backup =
            freshBackupName(path + ".v" + std::to_string(journal.m_header.version));
        const int fd = ::open(migrating.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        const bool ok = fd >= 0 && writeAllAndSync(fd, migrated);
        if (fd >= 0)
            ::close(fd);
        if (!ok || ::link(path.c_str(), backup.c_str()) != 0 ||
            ::rename(migrating.c_str(), path.c_str()) != 0) {
            const std::string error = systemError("migrate (the original is unchanged)", path);
            ::unlink(migrating.c_str());
            return badData(error);
        }
        syncDirectoryOf(path);
        journal.m_spans = std::move(migratedSpans);
        journal.m_fileSize = migrated.size(); // the rewritten file ends with a complete line
        journal.m_problems.push_back({JournalProblem::Kind::Migrated, 1,
                                      "migrated from format version " +
                                          std::to_string(journal.m_header.version) + " to " +
                                          std::to_string(JournalHeader::currentVersion) +
                                          "; the original is kept in " + backup});
        journal.m_header.version = JournalHeader::currentVersion;
        if (Result<Ok> reopened = journal.openForReading(); !reopened)
            return reopened.error();
    }
    if (Result<Ok> ok = journal.openForAppend(); !ok)
        return ok.error();
    if (!migratedNow && tornBytes.empty() && goodEnd < fileSize) {
        // The last event is complete but its end of line was lost: restore it before anything
        // follows.
        if (!writeAllAndSync(journal.m_fd, "\n"))
            return badData(systemError("restore the final end of line of", path));
        journal.m_fileSize = fileSize + 1;
    }
    return journal;
}

Result<std::vector<JournalEvent>> Journal::readEvents(std::uint64_t from, std::uint64_t to) const
{
    std::vector<JournalEvent> events;
    from = std::max<std::uint64_t>(from, 1);
    to = std::min<std::uint64_t>(to, size());
    if (from > to)
        return events;
    // Sequence numbers run 1, 2, 3... so event N is the Nth kept.
    const LineSpan first = m_spans[from - 1];
    const LineSpan last = m_spans[to - 1];
    std::string text(last.offset + last.length - first.offset, '\0');
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::pread(m_readFd, text.data() + done, text.size() - done,
                                  static_cast<off_t>(first.offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return badData(systemError("read back the events of", m_path));
        if (n == 0)
            return badData(m_path + ": the file is shorter than when it was opened (changed on "
                                    "disk by another program?)");
        done += static_cast<std::size_t>(n);
    }
    events.reserve(to - from + 1);
    for (std::uint64_t seq = from; seq <= to; ++seq) {
        const LineSpan span = m_spans[seq - 1];
        nlohmann::json doc = nlohmann::json::parse(
            text.data() + (span.offset - first.offset),
            text.data() + (span.offset - first.offset + span.length), nullptr, false);
        Result<JournalEvent> event = badData("not valid JSON");
        if (!doc.is_discarded())
            event = JournalEvent::fromJson(m_header.version == 0 ? migrateEventV0(doc)
                                                                 : std::move(doc));
        if (!event || event->seq != seq || event->kind != m_digests[seq - 1].kind)
            return badData(m_path + ": event " + std::to_string(seq) +
                           " is no longer where it was when the journal was opened (the file was "
                           "changed on disk by "
                           "another program?): open it again");
        events.push_back(std::move(event).value());
    }
    return events;
}

Result<JournalEvent> Journal::readEvent(std::uint64_t seq) const
{
    if (seq == 0 || seq > size())
        return badInput(m_path + ": there is no event " + std::to_string(seq) +
                        " (the journal has " + std::to_string(size()) + ")");
    Result<std::vector<JournalEvent>> events = readEvents(seq, seq);
    if (!events)
        return events.error();
    return std::move(events->front());
}

Result<JournalEvent> Journal::append(const std::string &kind, const nlohmann::json &data)
{
    if (readOnly())
        return badInput(
            m_path + ": the journal is open read-only" +
            (m_problems.empty() ? std::string() : " (" + m_problems.back().message + ")"));
    if (Result<Ok> ok = checkEventData(kind, data); !ok)
        return ok.error();
    JournalEvent event;
    event.seq = lastSeq() + 1;
    event.time = utcNow();
    event.kind = kind;
    event.data = data;
    const std::string line = event.toJson().dump() + "\n";
    if (!writeAllAndSync(m_fd, line)) {
        const std::string error = systemError("write an event to", m_path);
        // Never leave a partial line behind for the next append to follow.
        if (::ftruncate(m_fd, static_cast<off_t>(m_fileSize)) == 0)
            ::fsync(m_fd);
        return badData(error);
    }
    keep(event, {m_fileSize, line.size() - 1});
    m_fileSize += line.size();
    return event;
}

} // namespace umpire
