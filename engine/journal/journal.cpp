#include "journal.h"

#include "jsonfile.h"
#include "safefile.h"
#include "utf8text.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace umpire {

namespace {

constexpr const char *formatName = "umpire-journal";
constexpr std::size_t maxIdBytes = 128;

std::atomic<long long> lockTimeoutMs{5000};

// Writes all of `text`, retrying short writes, then syncs it to the disk.
bool writeAllAndSync(int fd, const std::string &text)
{
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return ::fsync(fd) == 0;
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

// ---- The lock: open-file-description locks (fcntl F_OFD_*) on two bytes of the journal file.
// Byte 0 is the journal's lock: readers share it, a writer holds it alone. Byte 1 is held shared by
// every program waiting for byte 0, so that one which has just let go and wants it again lets those
// waiting go first (a writer appending in a loop would otherwise starve them). The locks are
// advisory (they stop only Umpire) and are released by the system when a program ends, however.
constexpr off_t journalByte = 0;
constexpr off_t waitingByte = 1;

bool setLock(int fd, short type, off_t byte)
{
    struct flock fl
    {
    };
    fl.l_type = type;
    fl.l_whence = SEEK_SET;
    fl.l_start = byte;
    fl.l_len = 1;
    fl.l_pid = 0;
    return ::fcntl(fd, F_OFD_SETLK, &fl) == 0;
}

bool othersWaiting(int fd)
{
    struct flock fl
    {
    };
    fl.l_type = F_WRLCK;
    fl.l_whence = SEEK_SET;
    fl.l_start = waitingByte;
    fl.l_len = 1;
    fl.l_pid = 0;
    return ::fcntl(fd, F_OFD_GETLK, &fl) == 0 && fl.l_type != F_UNLCK;
}

} // namespace

Result<JournalHeader> JournalHeader::fromJson(const nlohmann::json &doc)
{
    if (!doc.is_object() || !doc.contains("version") || !doc["version"].is_number_integer())
        return badData(msg("the first line is not a journal header (no \"version\")"));
    JournalHeader header;
    header.version = doc["version"].get<int>();
    if (header.version < 0)
        return badData(msg("format version %1 does not exist", {std::to_string(header.version)}));
    if (header.version > JournalHeader::currentVersion)
        return badData(
            msg("format version %1 is newer than this program reads (%2): open it with a newer "
                "Umpire",
                {std::to_string(header.version), std::to_string(JournalHeader::currentVersion)}));
    for (const char *field : {"format", "ruleset", "scenario", "title", "created"})
        if (doc.contains(field) && !doc[field].is_string())
            return badData(msg("the header's \"%1\" must be a string", {field}));
    if (header.version >= 1 && doc.value("format", "") != formatName)
        return badData(msg("the first line is not an Umpire journal header (\"format\" is not "
                           "\"umpire-journal\")"));
    header.ruleset = doc.value("ruleset", "");
    header.scenario = doc.value("scenario", "");
    header.title = doc.value("title", "");
    header.created = doc.value("created", "");
    if (header.ruleset.empty())
        return badData(msg("the header names no ruleset"));
    return header;
}

namespace {

// Reads a file's lines from an offset, a block at a time, so that opening a long journal never
// holds its text.
class LineReader
{
  public:
    LineReader(int fd, std::uint64_t offset) : m_fd(fd), m_bufferStart(offset) {}

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
            if (m_buffer.size() > maxLineBytes) {
                // No event is this long: the rest of the file is given as one line, to be refused.
                line.assign(m_buffer);
                offset = m_bufferStart;
                complete = true;
                m_pos = m_buffer.size();
                tooLong = true;
                return true;
            }
            const std::size_t had = m_buffer.size();
            m_buffer.resize(had + blockSize);
            ssize_t n = 0;
            do
                n = ::pread(m_fd, m_buffer.data() + had, blockSize,
                            static_cast<off_t>(m_bufferStart + had));
            while (n < 0 && errno == EINTR);
            m_buffer.resize(had + static_cast<std::size_t>(n > 0 ? n : 0));
            if (n < 0)
                failed = true;
            if (n <= 0)
                m_end = true;
        }
    }

    bool failed = false;
    bool tooLong = false; // the last line was cut at maxLineBytes: damage, whatever follows

  private:
    static constexpr std::size_t blockSize = 1 << 20;
    static constexpr std::size_t maxLineBytes = std::size_t{64} << 20;
    int m_fd;
    std::string m_buffer;
    std::size_t m_pos = 0;
    std::uint64_t m_bufferStart = 0;
    bool m_end = false;
};

// Why an append id cannot be used, or "" when it can: 1 to 128 bytes of UTF-8 text without
// control characters.
Message badId(const std::string &id)
{
    if (id.empty() || id.size() > maxIdBytes)
        return msg("an append id is 1 to %1 bytes long, not %2",
                   {std::to_string(maxIdBytes), std::to_string(id.size())});
    if (firstInvalidUtf8(id))
        return msg("an append id must be UTF-8 text");
    for (unsigned char c : id)
        if (c < 0x20 || c == 0x7f)
            return msg("an append id holds no control characters");
    return {};
}

// Why a line that does not match its checksum is damage.
Message checksumMismatch(std::string_view line)
{
    return storedLineSum(line) ? msg("it does not match its checksum: it was changed after it was "
                                     "written (by hand, or a damaged disk), or a line before it "
                                     "was removed")
                               : msg("it has no checksum");
}

JournalProblem journalProblem(JournalProblem::Kind kind, std::size_t line, Message what)
{
    JournalProblem problem;
    problem.kind = kind;
    problem.line = line;
    problem.message = what.text();
    problem.what = std::move(what);
    return problem;
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

std::chrono::milliseconds Journal::lockTimeout()
{
    return std::chrono::milliseconds(lockTimeoutMs.load());
}

void Journal::setLockTimeout(std::chrono::milliseconds timeout)
{
    lockTimeoutMs = std::max<long long>(0, timeout.count());
}

Journal::Journal(Journal &&other) noexcept
    : m_path(std::move(other.m_path)), m_header(std::move(other.m_header)),
      m_digests(std::move(other.m_digests)), m_unread(std::exchange(other.m_unread, 0)),
      m_unreadSums(std::move(other.m_unreadSums)), m_resumed(std::move(other.m_resumed)),
      m_checkpointWarning(std::move(other.m_checkpointWarning)), m_spans(std::move(other.m_spans)),
      m_unindexed(std::exchange(other.m_unindexed, 0)),
      m_checkpointOutdated(other.m_checkpointOutdated), m_ids(std::move(other.m_ids)),
      m_problems(std::move(other.m_problems)), m_fileSize(other.m_fileSize), m_lines(other.m_lines),
      m_lastSum(other.m_lastSum), m_fd(std::exchange(other.m_fd, -1)), m_writable(other.m_writable),
      m_damaged(other.m_damaged), m_needsNewline(other.m_needsNewline),
      m_lockDepth(std::exchange(other.m_lockDepth, 0)), m_repeated(other.m_repeated)
{
}

Journal &Journal::operator=(Journal &&other) noexcept
{
    if (this != &other) {
        closeFile();
        m_path = std::move(other.m_path);
        m_header = std::move(other.m_header);
        m_digests = std::move(other.m_digests);
        m_unread = std::exchange(other.m_unread, 0);
        m_unreadSums = std::move(other.m_unreadSums);
        m_resumed = std::move(other.m_resumed);
        m_checkpointWarning = std::move(other.m_checkpointWarning);
        m_spans = std::move(other.m_spans);
        m_unindexed = std::exchange(other.m_unindexed, 0);
        m_checkpointOutdated = other.m_checkpointOutdated;
        m_ids = std::move(other.m_ids);
        m_problems = std::move(other.m_problems);
        m_fileSize = other.m_fileSize;
        m_lines = other.m_lines;
        m_lastSum = other.m_lastSum;
        m_fd = std::exchange(other.m_fd, -1);
        m_writable = other.m_writable;
        m_damaged = other.m_damaged;
        m_needsNewline = other.m_needsNewline;
        m_lockDepth = std::exchange(other.m_lockDepth, 0);
        m_repeated = other.m_repeated;
    }
    return *this;
}

Journal::~Journal()
{
    closeFile();
}

void Journal::closeFile()
{
    if (m_fd >= 0)
        ::close(m_fd); // lets go of its locks too
    m_fd = -1;
}

Journal::Lock::~Lock()
{
    if (m_journal)
        m_journal->release();
}

Result<Ok> Journal::openFile()
{
    closeFile();
    m_fd = ::open(m_path.c_str(), (m_writable ? O_RDWR | O_APPEND : O_RDONLY) | O_CLOEXEC);
    if (m_fd >= 0)
        return Ok{};
    if (errno == ENOENT)
        return badInput(msg("%1: cannot open the journal: no such file", {m_path}));
    return m_writable ? badInput(msg("%1: cannot open the journal for writing: %2",
                                     {m_path, systemReason()}))
                      : badInput(msg("%1: cannot open the journal: %2", {m_path, systemReason()}));
}

Result<Ok> Journal::acquire(bool exclusive)
{
    const short type = exclusive ? F_WRLCK : F_RDLCK;
    const auto deadline = std::chrono::steady_clock::now() + lockTimeout();
    // A program that has just let go lets those already waiting go first.
    if (othersWaiting(m_fd))
        std::this_thread::sleep_for(std::chrono::milliseconds(3));
    if (setLock(m_fd, type, journalByte))
        return Ok{};
    if (errno != EAGAIN && errno != EACCES)
        return badInput(msg("%1: cannot lock the journal: %2", {m_path, systemReason()}));
    setLock(m_fd, F_RDLCK, waitingByte); // "waiting": best effort, the wait works without it
    std::minstd_rand jitter(static_cast<unsigned>(::getpid()));
    for (long long delayUs = 100;; delayUs = std::min<long long>(delayUs * 2, 1000)) {
        std::this_thread::sleep_for(
            std::chrono::microseconds(delayUs / 2 + static_cast<long long>(jitter() % 500)));
        if (setLock(m_fd, type, journalByte))
            break;
        if (errno != EAGAIN && errno != EACCES) {
            const Message error = msg("%1: cannot lock the journal: %2", {m_path, systemReason()});
            setLock(m_fd, F_UNLCK, waitingByte);
            return badInput(error);
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            setLock(m_fd, F_UNLCK, waitingByte);
            const double seconds = static_cast<double>(lockTimeout().count()) / 1000.0;
            char waited[32];
            std::snprintf(waited, sizeof waited, "%g", seconds);
            return badInput(msg("%1: another program kept this journal locked for %2 s (the lock "
                                "timeout): try again when it is done, or wait longer",
                                {m_path, std::string(waited)}));
        }
    }
    setLock(m_fd, F_UNLCK, waitingByte);
    return Ok{};
}

void Journal::release()
{
    if (m_lockDepth > 0 && --m_lockDepth == 0 && m_fd >= 0)
        setLock(m_fd, F_UNLCK, journalByte);
}

Result<Journal::Lock> Journal::lock()
{
    if (!m_writable)
        return badInput(m_problems.empty() ? msg("%1: the journal is open read-only", {m_path})
                                           : msg("%1: the journal is open read-only (%2)",
                                                 {m_path, m_problems.back().what}));
    if (m_lockDepth > 0) {
        ++m_lockDepth;
        return Lock(this);
    }
    if (Result<Ok> ok = acquire(true); !ok)
        return ok.error();
    ++m_lockDepth;
    Lock held(this);
    if (Result<std::size_t> fresh = catchUp(true); !fresh)
        return fresh.error();
    if (!m_writable)
        return badData(msg("%1: %2", {m_path, m_problems.back().what}));
    return held;
}

Result<std::size_t> Journal::refresh()
{
    if (m_lockDepth > 0)
        return catchUp(true);
    if (Result<Ok> ok = acquire(false); !ok)
        return ok.error();
    ++m_lockDepth;
    Lock held(this);
    return catchUp(false);
}

Result<std::size_t> Journal::catchUp(bool exclusive)
{
    Result<std::size_t> replaced = followReplacement(exclusive);
    if (!replaced || *replaced > 0 || m_damaged)
        return replaced;
    const std::size_t before = size();
    struct stat st
    {
    };
    if (::fstat(m_fd, &st) != 0)
        return badData(msg("%1: cannot read: %2", {m_path, systemReason()}));
    const auto fileSize = static_cast<std::uint64_t>(st.st_size);
    if (fileSize == m_fileSize)
        return std::size_t{0};
    if (fileSize < m_fileSize) {
        m_damaged = true;
        m_writable = false;
        m_problems.push_back(journalProblem(
            JournalProblem::Kind::Damaged, m_lines,
            msg("the file is shorter than when it was read: another program cut it, so it opens "
                "read-only (open it again)")));
        return badData(msg("%1: %2", {m_path, m_problems.back().what}));
    }
    if (Result<Ok> ok = readLines(exclusive); !ok)
        return ok.error();
    return size() - before;
}

Result<std::size_t> Journal::followReplacement(bool exclusive)
{
    struct stat mine
    {
    }, there{};
    if (::fstat(m_fd, &mine) != 0)
        return badData(msg("%1: cannot read: %2", {m_path, systemReason()}));
    if (::stat(m_path.c_str(), &there) != 0)
        return badData(msg("%1: cannot find the journal again (moved or deleted by another "
                           "program?): %2",
                           {m_path, systemReason()}));
    if (mine.st_dev == there.st_dev && mine.st_ino == there.st_ino)
        return std::size_t{0};
    // Another program rewrote the journal in a newer format (or migrated it): read the new file
    // under its own lock, check it holds every event read so far, and go on with it.
    Journal now;
    now.m_path = m_path;
    now.m_writable = m_writable;
    if (Result<Ok> ok = now.openFile(); !ok)
        return ok.error();
    if (Result<Ok> ok = now.acquire(exclusive); !ok)
        return ok.error();
    if (Result<Ok> ok = now.readLines(exclusive); !ok) {
        setLock(now.m_fd, F_UNLCK, journalByte);
        return ok.error();
    }
    bool same = now.size() >= size();
    digests(); // a resumed journal's first events, to compare them
    for (std::size_t i = 0; same && i < size(); ++i)
        same = now.m_digests[i].seq == m_digests[i].seq &&
               now.m_digests[i].kind == m_digests[i].kind &&
               now.m_digests[i].data == m_digests[i].data;
    if (!same) {
        setLock(now.m_fd, F_UNLCK, journalByte);
        return badData(msg("%1: another program replaced the journal with one that does not "
                           "hold the same events: open it again",
                           {m_path}));
    }
    const std::size_t fresh = now.size() - size();
    const int depth = m_lockDepth;
    std::vector<JournalProblem> problems = std::move(m_problems);
    problems.insert(problems.end(), now.m_problems.begin(), now.m_problems.end());
    *this = std::move(now); // closes the old file, which lets go of its lock
    m_problems = std::move(problems);
    m_lockDepth = depth;
    return fresh;
}

Result<Ok> Journal::setTornLineAside(const std::string &bytes, std::uint64_t at)
{
    const std::string aside = m_path + ".torn";
    const int tornFd = ::open(aside.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    const bool kept = tornFd >= 0 && writeAllAndSync(tornFd, bytes + "\n");
    const int savedErrno = errno;
    if (tornFd >= 0)
        ::close(tornFd);
    errno = savedErrno;
    // The torn bytes are safe in PATH.torn before they leave the journal.
    if (!kept || ::ftruncate(m_fd, static_cast<off_t>(at)) != 0 || ::fsync(m_fd) != 0)
        return badData(
            msg("%1: cannot set the torn line aside in %2: %3", {m_path, aside, systemReason()}));
    syncFolderOf(aside);
    JournalProblem &torn = m_problems.back();
    torn.what = msg("%1; its bytes are kept in %2", {torn.what, aside});
    torn.message = torn.what.text();
    return Ok{};
}

Result<Ok> Journal::readLines(bool exclusive)
{
    if (m_needsNewline) {
        // Another program restored the end of line the last event read had lost.
        char c = 0;
        if (::pread(m_fd, &c, 1, static_cast<off_t>(m_fileSize)) == 1 && c == '\n') {
            ++m_fileSize;
            m_needsNewline = false;
        }
    }
    LineReader reader(m_fd, m_fileSize);
    std::string line;
    std::uint64_t offset = 0;
    bool complete = false;
    while (reader.next(line, offset, complete)) {
        const std::size_t lineNo = ++m_lines;
        if (complete && lineNo > 1 && line.find_first_not_of(" \t\r") == std::string::npos) {
            // A blank line holds no event: nothing is lost by passing over it.
            m_fileSize = offset + line.size() + 1;
            continue;
        }
        Message reason;
        // An event's line is read as replay needs it (its digest is what is kept), the header
        // whole.
        nlohmann::json doc = reader.tooLong ? nlohmann::json(nlohmann::json::value_t::discarded)
                             : lineNo > 1 && m_header.version >= 1
                                 ? parseJournalLineForReplay(line, reason)
                                 : parseJournalLine(line, reason);
        if (reader.tooLong) {
            reason = msg("longer than 64 MiB, which no event is");
            if (lineNo == 1)
                return badData(msg("%1: line 1: %2, so not a journal header", {m_path, reason}));
        }
        if (!complete && doc.is_discarded()) {
            if (lineNo == 1)
                return badData(msg("%1: the header line is torn: nothing to open", {m_path}));
            const bool reported = !m_problems.empty() &&
                                  m_problems.back().kind == JournalProblem::Kind::TornLastLine &&
                                  m_problems.back().line == lineNo;
            if (!reported) // a reader that looks again finds the same torn line
                m_problems.push_back(journalProblem(
                    JournalProblem::Kind::TornLastLine, lineNo,
                    msg("line %1 is torn: its %2 bytes end without a complete event (a write cut "
                        "off, as by a power cut); every event before it is here",
                        {std::to_string(lineNo), std::to_string(line.size())})));
            --m_lines;
            // Only a writer may change the file; a reader leaves the torn bytes where they are.
            if (exclusive)
                return setTornLineAside(line, offset);
            return Ok{};
        }
        const bool sealed = m_header.version >= 2 || lineNo == 1;
        if (lineNo == 1) {
            if (doc.is_discarded())
                return badData(msg("%1: line 1: %2, so not a journal header", {m_path, reason}));
            Result<JournalHeader> header = JournalHeader::fromJson(doc);
            if (!header)
                return badData(msg("%1: line 1: %2", {m_path, header.error().what}));
            m_header = *header;
            if (m_header.version >= 2 && !lineSumMatches(line, 0))
                return badData(msg("%1: line 1: the header does not match its checksum: it was "
                                   "changed after it was written (by hand, or a damaged disk)",
                                   {m_path}));
        } else {
            if (!doc.is_discarded() && sealed && !lineSumMatches(line, m_lastSum))
                reason = checksumMismatch(line);
            if (reason.empty()) {
                Result<JournalEvent> event = JournalEvent::fromJson(
                    m_header.version == 0 ? migrateEventV0(doc) : std::move(doc));
                const std::uint64_t expected = lastSeq() + 1;
                if (!event)
                    reason = event.error().what;
                else if (event->seq != expected)
                    reason = msg("sequence number %1 where %2 was expected",
                                 {std::to_string(event->seq), std::to_string(expected)});
                else if (!event->id.empty() && m_ids.count(event->id))
                    reason = msg("its append id \"%1\" is event %2's already",
                                 {event->id, std::to_string(m_ids[event->id])});
                else
                    keep(std::move(event).value(), {offset, line.size()});
            }
            if (!reason.empty()) {
                m_damaged = true;
                m_writable = false;
                m_problems.push_back(journalProblem(
                    JournalProblem::Kind::Damaged, lineNo,
                    msg("line %1 is damaged: %2; the %3 events before it open read-only (journal "
                        "repair recovers those after it)",
                        {std::to_string(lineNo), reason, std::to_string(size())})));
                return Ok{};
            }
        }
        if (sealed)
            m_lastSum = storedLineSum(line).value_or(0);
        m_fileSize = offset + line.size() + 1;
        if (!complete) {
            // A complete event whose newline was lost: kept; a writer restores the newline.
            m_fileSize = offset + line.size();
            m_needsNewline = true;
            if (exclusive && m_writable && m_header.version >= 1) { // version 0 is rewritten whole
                if (!writeAllAndSync(m_fd, "\n"))
                    return badData(msg("%1: cannot restore the final end of line of: %2",
                                       {m_path, systemReason()}));
                m_fileSize += 1;
                m_needsNewline = false;
            }
            break;
        }
    }
    if (reader.failed)
        return badData(msg("%1: cannot read: %2", {m_path, systemReason()}));
    if (m_lines == 0)
        return badData(msg("%1: empty file, not a journal (no header line)", {m_path}));
    return Ok{};
}

void Journal::keep(JournalEvent event, LineSpan span)
{
    if (!event.id.empty())
        m_ids.emplace(event.id, event.seq);
    m_digests.push_back(replayDigest(std::move(event)));
    m_spans.push_back(span);
}

Result<Journal> Journal::create(const std::string &path, JournalHeader header,
                                const std::vector<std::pair<EventKind, nlohmann::json>> &first)
{
    if (header.ruleset.empty())
        return badInput(msg("a journal needs a ruleset"));
    header.version = JournalHeader::currentVersion;
    if (header.created.empty())
        header.created = utcNow();
    std::string text;
    LineSum sum = 0;
    try {
        text = sealJournalLine(header.toJson().dump(), 0, &sum) + "\n";
        std::uint64_t seq = 0;
        for (const auto &[kind, data] : first) {
            if (Result<Ok> ok = checkEventData(kind, data); !ok)
                return ok.error();
            const std::string body = JournalEvent{++seq, utcNow(), kind, data, {}}.toJson().dump();
            if (jsonNesting(body) > static_cast<std::size_t>(maxJsonNesting))
                return badInput(msg("event %1: its data is nested deeper than %2 levels",
                                    {eventKindName(kind), std::to_string(maxJsonNesting)}));
            text += sealJournalLine(body, sum, &sum) + "\n";
        }
    } catch (const nlohmann::json::type_error &) {
        return badInput(msg("a journal's text must be UTF-8: the title, scenario or an event "
                            "holds bytes that are not"));
    }
    struct stat st
    {
    };
    if (::lstat(path.c_str(), &st) == 0)
        return badInput(msg("%1: already exists; a journal is never overwritten", {path}));
    if (Result<Ok> ok = createFileAtomically(path, text); !ok)
        return ok.error().message == path + ": already exists"
                   ? badInput(msg("%1: already exists; a journal is never overwritten", {path}))
                   : ok.error();
    return open(path, Mode::ReadWrite);
}

Result<Journal> Journal::open(const std::string &path, Mode mode)
{
    return open(path, mode, std::optional<ReplayCheckpoint>());
}

Result<Journal> Journal::open(const std::string &path, Mode mode,
                              Result<std::optional<ReplayCheckpoint>> checkpoint,
                              CheckpointCheck check)
{
    // A journal is a file: never a folder, a device (/dev/zero never ends) or a pipe.
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        return badInput(S_ISDIR(st.st_mode)
                            ? msg("%1: cannot open the journal: it is a folder, not a file", {path})
                            : msg("%1: cannot open the journal: it is not a file", {path}));
    Journal journal;
    journal.m_path = path;
    journal.m_writable = mode == Mode::ReadWrite;
    if (Result<Ok> ok = journal.openFile(); !ok)
        return ok.error();
    if (Result<Ok> ok = journal.acquire(journal.m_writable); !ok)
        return ok.error();
    ++journal.m_lockDepth;
    {
        Lock held(&journal);
        // The file may have been replaced between opening and locking (another program's upgrade).
        if (Result<std::size_t> replaced = journal.followReplacement(journal.m_writable); !replaced)
            return replaced.error();
        if (!checkpoint)
            journal.m_checkpointWarning =
                msg("the replay checkpoint is ignored: %1", {checkpoint.error().what});
        else if (*checkpoint && journal.m_lines == 0)
            if (Result<Ok> resumed = journal.resume(**checkpoint, check); !resumed)
                journal.m_checkpointWarning =
                    msg("the replay checkpoint %1 is ignored: %2; the journal is read whole",
                        {checkpointPath(path), resumed.error().what});
        if (journal.m_lines == 0 || journal.m_unread)
            if (Result<Ok> ok = journal.readLines(journal.m_writable); !ok)
                return ok.error();
        if (journal.m_writable && journal.m_header.version == 0)
            if (Result<Ok> ok = journal.rewriteInCurrentFormat(); !ok)
                return ok.error();
    }
    return journal;
}

// A checkpoint of this file is trusted by its last line (resumeByLastLine); one of another file, of
// an older Umpire, or when every line is to be checked, by every line it holds: each is checked
// against its checksum, chained from the header's, without reading it as an event. Nothing of the
// journal changes unless all of them match.
Result<Ok> Journal::resume(ReplayCheckpoint &checkpoint, CheckpointCheck check)
{
    struct stat st
    {
    };
    if (::fstat(m_fd, &st) != 0)
        return badData(msg("cannot read: %1", {systemReason()}));
    const ReplayCheckpoint::FileIdentity here{static_cast<std::uint64_t>(st.st_dev),
                                              static_cast<std::uint64_t>(st.st_ino)};
    // A journal shorter than its checkpoint is not the one it was made from: the check below says
    // which of its lines differ.
    if (check == CheckpointCheck::LastLine && checkpoint.file == here &&
        static_cast<std::uint64_t>(st.st_size) >= checkpoint.bytes) {
        Result<Ok> trusted = resumeByLastLine(checkpoint);
        if (trusted)
            return trusted;
        m_checkpointWarning =
            msg("the replay checkpoint %1 does not match its last line (%2): every line it holds "
                "is checked",
                {checkpointPath(m_path), trusted.error().what});
    } else if (check == CheckpointCheck::LastLine && checkpoint.file) {
        m_checkpointWarning =
            msg("the replay checkpoint %1 was made for another file (the journal was copied, "
                "moved or restored): every line it holds is checked, and it is made again",
                {checkpointPath(m_path)});
    }
    LineReader reader(m_fd, 0);
    std::string line;
    std::uint64_t offset = 0;
    bool complete = false;
    std::uint64_t lines = 0;
    LineSum sum = 0;
    JournalHeader header;
    std::vector<LineSpan> spans;
    std::vector<LineSum> sums;
    spans.reserve(checkpoint.events);
    sums.reserve(checkpoint.events + 1);
    while (lines < checkpoint.lines && reader.next(line, offset, complete)) {
        if (!complete || reader.tooLong)
            return badData(msg("the journal is shorter than the checkpoint"));
        ++lines;
        if (lines == 1) {
            Message reason;
            Result<JournalHeader> read = JournalHeader::fromJson(parseJournalLine(line, reason));
            if (!read || read->version < 2 || !lineSumMatches(line, 0))
                return badData(msg("the journal's header is not the one it was made from"));
            header = *read;
        } else if (line.find_first_not_of(" \t\r") == std::string::npos) {
            continue;
        } else {
            if (!lineSumMatches(line, sum))
                return badData(msg("line %1 does not match its checksum", {std::to_string(lines)}));
            spans.push_back({offset, line.size()});
        }
        sum = storedLineSum(line).value_or(0);
        sums.push_back(sum);
    }
    if (reader.failed)
        return badData(msg("cannot read: %1", {systemReason()}));
    if (lines != checkpoint.lines || spans.size() != checkpoint.events || sum != checkpoint.sum ||
        offset + line.size() + 1 != checkpoint.bytes)
        return badData(msg("the journal's first %1 events are not those it was made from",
                           {std::to_string(checkpoint.events)}));
    sums.erase(sums.begin()); // the header's
    m_header = header;
    m_spans = std::move(spans);
    m_unreadSums = std::move(sums);
    m_unread = checkpoint.events;
    for (const auto &[id, seq] : checkpoint.ids)
        m_ids.emplace(id, seq);
    m_lines = lines;
    m_fileSize = checkpoint.bytes;
    m_lastSum = sum;
    m_checkpointOutdated = checkpoint.file != here;
    m_resumed = std::move(checkpoint); // its state moved, not copied
    return Ok{};
}

// A checkpoint of this very file, trusted by the reads of a few lines whatever the journal's
// length: the header, and the line the checkpoint ends on (the last event it holds), which must end
// at its length, carry its checksum, chain from the line before it and be that event. A line before
// it changed by hand to another of the same length goes unseen here: its bytes are checked when
// they are read back (indexUnread), and by `journal verify`.
Result<Ok> Journal::resumeByLastLine(ReplayCheckpoint &checkpoint)
{
    LineReader reader(m_fd, 0);
    std::string line;
    std::uint64_t offset = 0;
    bool complete = false;
    if (!reader.next(line, offset, complete) || !complete || reader.tooLong)
        return badData(msg("the journal's header is not the one it was made from"));
    Message reason;
    Result<JournalHeader> header = JournalHeader::fromJson(parseJournalLine(line, reason));
    if (!header || header->version < 2 || !lineSumMatches(line, 0))
        return badData(msg("the journal's header is not the one it was made from"));
    const std::uint64_t headerEnd = line.size() + 1;
    // The last two lines that are not blank before the checkpoint's end, read backwards from it.
    struct Found
    {
        std::uint64_t offset;
        std::string text;
    };
    std::vector<Found> found;
    for (std::uint64_t want = std::uint64_t{1} << 16; found.size() < 2; want *= 4) {
        found.clear();
        const std::uint64_t from = checkpoint.bytes > want ? checkpoint.bytes - want : 0;
        std::string tail(checkpoint.bytes - from, '\0');
        std::size_t done = 0;
        while (done < tail.size()) {
            const ssize_t n = ::pread(m_fd, tail.data() + done, tail.size() - done,
                                      static_cast<off_t>(from + done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return badData(msg("cannot read: %1", {systemReason()}));
            done += static_cast<std::size_t>(n);
        }
        if (tail.empty() || tail.back() != '\n')
            return badData(msg("it does not end where a line ends"));
        std::size_t end = tail.size() - 1; // the end of line of the line being looked at
        while (found.size() < 2) {
            const std::size_t before = end == 0 ? std::string::npos : tail.rfind('\n', end - 1);
            if (before == std::string::npos && from > 0)
                break; // the line may start before what was read: read more
            const std::size_t start = before == std::string::npos ? 0 : before + 1;
            const std::string_view text = std::string_view(tail).substr(start, end - start);
            if (text.find_first_not_of(" \t\r") != std::string_view::npos || from + start == 0)
                found.push_back({from + start, std::string(text)});
            if (before == std::string::npos)
                break; // the file's first line
            end = before;
        }
        if (found.size() == 2 || from == 0 || want > (std::uint64_t{256} << 20))
            break;
    }
    if (found.empty() || found[0].offset == 0) {
        // A checkpoint of no event ends on the header.
        if (checkpoint.events != 0 || headerEnd > checkpoint.bytes ||
            storedLineSum(found.empty() ? line : found[0].text) != checkpoint.sum)
            return badData(msg("its line does not carry its checksum"));
    } else {
        const Found &last = found[0];
        if (found.size() < 2 || storedLineSum(last.text) != checkpoint.sum)
            return badData(msg("its line does not carry its checksum"));
        const std::optional<LineSum> previous = storedLineSum(found[1].text);
        if (!previous || !lineSumMatches(last.text, *previous))
            return badData(msg("its line does not match its checksum"));
        Message why;
        Result<JournalEvent> event = JournalEvent::fromJson(parseJournalLine(last.text, why));
        if (!event || event->seq != checkpoint.events)
            return badData(msg("its line is not event %1", {std::to_string(checkpoint.events)}));
    }
    m_header = *header;
    m_spans.clear();
    m_unindexed = checkpoint.events;
    m_unreadSums.clear();
    m_unread = checkpoint.events;
    for (const auto &[id, seq] : checkpoint.ids)
        m_ids.emplace(id, seq);
    m_lines = checkpoint.lines;
    m_fileSize = checkpoint.bytes;
    m_lastSum = checkpoint.sum;
    m_resumed = std::move(checkpoint); // its state moved, not copied
    m_checkpointOutdated = false;
    return Ok{};
}

// Where the lines of the events a checkpoint trusted by its last line holds are, found when one of
// them is first read back, each checked against its checksum, chained from the header's, as
// opening checks them without a checkpoint. A line that does not match is damage, reported as
// opening would: the journal becomes read-only.
Result<Ok> Journal::indexUnread() const
{
    if (!m_unindexed)
        return Ok{};
    LineReader reader(m_fd, 0);
    std::string line;
    std::uint64_t offset = 0;
    bool complete = false;
    std::size_t lineNo = 0;
    LineSum sum = 0;
    std::vector<LineSpan> spans;
    std::vector<LineSum> sums;
    spans.reserve(m_unindexed + m_spans.size());
    sums.reserve(m_unindexed);
    Message reason;
    while (spans.size() < m_unindexed && reader.next(line, offset, complete)) {
        ++lineNo;
        if (!complete || reader.tooLong) {
            reason = msg("the file is shorter than its replay checkpoint says");
            break;
        }
        if (lineNo > 1 && line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        if (lineNo > 1) {
            if (!lineSumMatches(line, sum)) {
                reason = checksumMismatch(line);
                break;
            }
            spans.push_back({offset, line.size()});
        }
        sum = storedLineSum(line).value_or(0);
        if (lineNo > 1)
            sums.push_back(sum);
    }
    if (reason.empty() && reader.failed)
        return badData(msg("%1: cannot read: %2", {m_path, systemReason()}));
    if (reason.empty() && (spans.size() != m_unindexed || sum != m_resumed->sum))
        reason = msg("the journal's first %1 events are not those its replay checkpoint was made "
                     "from",
                     {std::to_string(m_unindexed)});
    if (!reason.empty()) {
        m_damaged = true;
        m_writable = false;
        m_problems.push_back(journalProblem(
            JournalProblem::Kind::Damaged, lineNo,
            msg("line %1 is damaged: %2; the journal opens read-only (journal verify names the "
                "damage, journal repair recovers the events)",
                {std::to_string(lineNo), reason})));
        return badData(msg("%1: %2", {m_path, m_problems.back().what}));
    }
    spans.insert(spans.end(), m_spans.begin(), m_spans.end());
    m_spans = std::move(spans);
    m_unreadSums = std::move(sums);
    m_unindexed = 0;
    return Ok{};
}

// The digests of the events a resumed open did not read, read now. Their lines were checked at
// open; one changed in place since (the file edited while open) is damage, reported as opening
// would: the events from it on are read-only notes, and the journal read-only.
Result<Ok> Journal::readUnread() const
{
    if (!m_unread)
        return Ok{};
    std::vector<JournalEvent> read;
    read.reserve(m_unread + m_digests.size());
    Result<std::vector<JournalEvent>> batch = std::vector<JournalEvent>();
    const bool indexed = m_unindexed == 0;
    if (!indexed)
        if (Result<Ok> ok = indexUnread(); !ok)
            batch = ok.error(); // reported in problems() by indexUnread
    // In small batches: few whole events (a combat's steps) are alive at once.
    for (std::uint64_t from = 1; from <= m_unread && batch; from += 64) {
        batch = readRange(from, std::min<std::uint64_t>(from + 63, m_unread), true);
        if (batch)
            for (JournalEvent &e : *batch)
                read.push_back(replayDigest(std::move(e)));
    }
    if (!batch && indexed) {
        m_damaged = true;
        m_writable = false;
        m_problems.push_back(journalProblem(
            JournalProblem::Kind::Damaged, read.size() + 2,
            msg("line %1 is damaged: the file was changed on disk while it was open; the %2 "
                "events before it open read-only (open it again)",
                {std::to_string(read.size() + 2), std::to_string(read.size())})));
    }
    if (!batch) {
        for (std::uint64_t seq = read.size() + 1; seq <= m_unread; ++seq)
            read.push_back({seq, {}, EventKind::Note, nlohmann::json::object(), {}});
    }
    for (JournalEvent &e : m_digests)
        read.push_back(std::move(e));
    m_digests = std::move(read);
    m_unread = 0;
    m_unreadSums = {};
    return batch ? Result<Ok>(Ok{}) : batch.error();
}

const std::vector<JournalEvent> &Journal::digests() const
{
    (void)readUnread(); // a failure is reported in problems()
    return m_digests;
}

std::span<const JournalEvent> Journal::digestsFrom(std::size_t from) const
{
    if (from < m_unread)
        (void)readUnread();
    from = std::min(from - std::min(from, m_unread), m_digests.size());
    return std::span<const JournalEvent>(m_digests).subspan(from);
}

void Journal::ignoreCheckpoint(const Message &why)
{
    if (!m_resumed)
        return;
    m_checkpointWarning = msg("the replay checkpoint %1 is ignored: %2; the journal is read whole",
                              {checkpointPath(m_path), why});
    (void)readUnread();
    m_resumed.reset();
}

std::optional<ReplayCheckpoint> Journal::checkpointHere() const
{
    if (m_damaged || m_needsNewline || m_header.version < 2)
        return std::nullopt;
    ReplayCheckpoint cp;
    if (struct stat st{}; ::fstat(m_fd, &st) == 0)
        cp.file = ReplayCheckpoint::FileIdentity{static_cast<std::uint64_t>(st.st_dev),
                                                 static_cast<std::uint64_t>(st.st_ino)};
    cp.events = size();
    cp.bytes = m_fileSize;
    cp.lines = m_lines;
    cp.sum = m_lastSum;
    cp.ids.assign(m_ids.begin(), m_ids.end());
    std::sort(cp.ids.begin(), cp.ids.end(),
              [](const auto &a, const auto &b) { return a.second < b.second; });
    return cp;
}

Result<Ok> Journal::rewriteInCurrentFormat()
{
    Result<std::vector<JournalEvent>> events = readEvents();
    if (!events)
        return events.error();
    const int from = m_header.version;
    JournalHeader header = m_header;
    header.version = JournalHeader::currentVersion;
    LineSum sum = 0;
    std::string text = sealJournalLine(header.toJson().dump(), 0, &sum) + "\n";
    std::vector<LineSpan> spans;
    spans.reserve(events->size());
    for (const JournalEvent &e : *events) {
        const std::string line = sealJournalLine(e.toJson().dump(), sum, &sum);
        spans.push_back({text.size(), line.size()});
        text += line + "\n";
    }
    // Written beside the journal, locked before anyone can find it, then renamed over it: a
    // program waiting for the old file's lock finds the new file and reads it (followReplacement).
    std::string temp = m_path + ".upgrading-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return badData(
            msg("%1: cannot upgrade (the original is unchanged): %2", {m_path, systemReason()}));
    struct stat st
    {
    };
    const bool ok = ::fstat(m_fd, &st) == 0 && ::fchmod(fd, st.st_mode & 07777) == 0 &&
                    ::fcntl(fd, F_SETFL, O_APPEND) == 0 && setLock(fd, F_WRLCK, journalByte) &&
                    writeAllAndSync(fd, text);
    const std::string backup = freshBackupName(m_path + ".v" + std::to_string(from));
    if (!ok || ::link(m_path.c_str(), backup.c_str()) != 0 ||
        ::rename(temp.c_str(), m_path.c_str()) != 0) {
        const Message error =
            msg("%1: cannot upgrade (the original is unchanged): %2", {m_path, systemReason()});
        ::close(fd);
        ::unlink(temp.c_str());
        return badData(error);
    }
    syncFolderOf(m_path);
    closeFile(); // lets go of the old file's lock: who waited for it finds the new file
    m_fd = fd;
    m_spans = std::move(spans);
    m_fileSize = text.size();
    m_lastSum = sum;
    m_lines = 1 + size();
    m_header.version = JournalHeader::currentVersion;
    m_problems.push_back(journalProblem(
        JournalProblem::Kind::Migrated, 1,
        msg("upgraded from format version %1 to %2 (every line with its checksum); the original "
            "is kept in %3",
            {std::to_string(from), std::to_string(JournalHeader::currentVersion), backup})));
    return Ok{};
}

Result<std::vector<JournalEvent>> Journal::readEvents(std::uint64_t from, std::uint64_t to) const
{
    return readRange(from, to, false);
}

Result<std::vector<JournalEvent>> Journal::readRange(std::uint64_t from, std::uint64_t to,
                                                     bool forReplay) const
{
    std::vector<JournalEvent> events;
    from = std::max<std::uint64_t>(from, 1);
    to = std::min<std::uint64_t>(to, size());
    if (from > to)
        return events;
    if (from <= m_unindexed)
        if (Result<Ok> ok = indexUnread(); !ok)
            return ok.error();
    // Sequence numbers run 1, 2, 3... so event N is the Nth kept.
    const LineSpan first = spanOf(from);
    const LineSpan last = spanOf(to);
    std::string text(last.offset + last.length - first.offset, '\0');
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::pread(m_fd, text.data() + done, text.size() - done,
                                  static_cast<off_t>(first.offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return badData(msg("%1: cannot read back the events of: %2", {m_path, systemReason()}));
        if (n == 0)
            return badData(msg("%1: the file is shorter than when it was opened (changed on "
                               "disk by another program?)",
                               {m_path}));
        done += static_cast<std::size_t>(n);
    }
    events.reserve(to - from + 1);
    for (std::uint64_t seq = from; seq <= to; ++seq) {
        const LineSpan span = spanOf(seq);
        const std::string_view line(text.data() + (span.offset - first.offset), span.length);
        Message reason;
        nlohmann::json doc = forReplay
                                 ? parseJournalLineForReplay(line, reason)
                                 : nlohmann::json::parse(line.begin(), line.end(), nullptr, false);
        Result<JournalEvent> event = badData(msg("not valid JSON"));
        if (!doc.is_discarded())
            event = JournalEvent::fromJson(m_header.version == 0 ? migrateEventV0(doc)
                                                                 : std::move(doc));
        // An event not read since a resumed open is checked by its checksum instead of its kind.
        const bool same =
            seq <= m_unread ? storedLineSum(std::string_view(text).substr(
                                  span.offset - first.offset, span.length)) == m_unreadSums[seq - 1]
                            : event && event->kind == m_digests[seq - 1 - m_unread].kind;
        if (!event || event->seq != seq || !same)
            return badData(msg("%1: event %2 is no longer where it was when the journal was opened "
                               "(the file was changed on disk by another program?): open it again",
                               {m_path, std::to_string(seq)}));
        events.push_back(std::move(event).value());
    }
    return events;
}

Result<JournalEvent> Journal::readEvent(std::uint64_t seq) const
{
    if (seq == 0 || seq > size())
        return badInput(msg("%1: there is no event %2 (the journal has %3)",
                            {m_path, std::to_string(seq), std::to_string(size())}));
    Result<std::vector<JournalEvent>> events = readEvents(seq, seq);
    if (!events)
        return events.error();
    return std::move(events->front());
}

Result<std::optional<JournalEvent>> Journal::findId(const std::string &id) const
{
    if (const Message bad = badId(id); !bad.empty())
        return badInput(bad);
    const auto found = m_ids.find(id);
    if (found == m_ids.end())
        return std::optional<JournalEvent>();
    Result<JournalEvent> event = readEvent(found->second);
    if (!event)
        return event.error();
    return std::optional<JournalEvent>(std::move(event).value());
}

Result<JournalEvent> Journal::append(EventKind kind, const nlohmann::json &data,
                                     const std::string &id)
{
    m_repeated = false;
    if (Result<Ok> ok = checkEventData(kind, data); !ok)
        return ok.error();
    if (!eventKindFitsGame(kind, m_header.ruleset))
        return badInput(msg("%1: an event of kind \"%2\" belongs to another game than this "
                            "journal's (%3)",
                            {m_path, eventKindName(kind), m_header.ruleset}));
    if (!id.empty())
        if (const Message bad = badId(id); !bad.empty())
            return badInput(bad);
    Result<Lock> held = lock();
    if (!held)
        return held.error();
    if (!id.empty()) {
        Result<std::optional<JournalEvent>> earlier = findId(id);
        if (!earlier)
            return earlier.error();
        if (*earlier && (*earlier)->kind != kind)
            return badInput(msg("%1: append id \"%2\" is event %3 already, a %4, not a %5",
                                {m_path, id, std::to_string((*earlier)->seq),
                                 eventKindName((*earlier)->kind), eventKindName(kind)}));
        if (*earlier) {
            m_repeated = true;
            return std::move(**earlier);
        }
    }
    JournalEvent event;
    event.seq = lastSeq() + 1;
    event.time = utcNow();
    event.kind = kind;
    event.data = data;
    event.id = id;
    std::string body;
    try {
        body = event.toJson().dump();
    } catch (const nlohmann::json::type_error &) {
        return badInput(
            msg("event %1: its data holds text that is not UTF-8", {eventKindName(kind)}));
    }
    if (jsonNesting(body) > static_cast<std::size_t>(maxJsonNesting))
        return badInput(msg("event %1: its data is nested deeper than %2 levels",
                            {eventKindName(kind), std::to_string(maxJsonNesting)}));
    if (m_header.version < JournalHeader::currentVersion)
        if (Result<Ok> ok = rewriteInCurrentFormat(); !ok)
            return ok.error();
    LineSum sum = 0;
    const std::string restore = m_needsNewline ? "\n" : "";
    const std::string line = sealJournalLine(body, m_lastSum, &sum) + "\n";
    if (!writeAllAndSync(m_fd, restore + line)) {
        const Message error = msg("%1: cannot write an event to: %2", {m_path, systemReason()});
        // Never leave a partial line behind for the next append to follow.
        if (::ftruncate(m_fd, static_cast<off_t>(m_fileSize)) == 0)
            ::fsync(m_fd);
        return badInput(error);
    }
    m_fileSize += restore.size();
    m_needsNewline = false;
    keep(event, {m_fileSize, line.size() - 1});
    m_fileSize += line.size();
    m_lastSum = sum;
    ++m_lines;
    return event;
}

} // namespace umpire
