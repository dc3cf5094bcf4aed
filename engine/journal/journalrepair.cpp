#include "journalrepair.h"

#include "journal.h"
#include "safefile.h"

#include <set>

namespace umpire {

std::string repairedJournalName(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    const std::size_t dot = path.rfind('.');
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash) ||
        dot == (slash == std::string::npos ? 0 : slash + 1))
        return path + ".repaired";
    return path.substr(0, dot) + ".repaired" + path.substr(dot);
}

namespace {

// A line of the original file: its text, and whether its end of line is there.
struct RawLine
{
    std::string text;
    bool complete = true;
};

std::vector<RawLine> splitRawLines(const std::string &text)
{
    std::vector<RawLine> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t newline = text.find('\n', start);
        if (newline == std::string::npos) {
            lines.push_back({text.substr(start), false});
            break;
        }
        lines.push_back({text.substr(start, newline - start), true});
        start = newline + 1;
    }
    return lines;
}

} // namespace

Result<JournalRepair> repairJournal(const std::string &path, const std::string &output)
{
    // A journal is read whole to be repaired: up to 1 GiB, some two million events.
    Result<std::string> original = readWholeFile(path, "journal to repair", std::size_t{1} << 30);
    if (!original)
        return original.error();
    const std::vector<RawLine> lines = splitRawLines(*original);
    if (lines.empty())
        return badData(msg("%1: empty file, not a journal: nothing to repair", {path}));

    // The header says what game it is: without it there is nothing to repair with.
    Message unreadable;
    const nlohmann::json headerDoc = parseJournalLine(lines[0].text, unreadable);
    if (headerDoc.is_discarded() || !lines[0].complete)
        return badData(msg("%1: line 1: %2: the header is needed to know the game, so this "
                           "journal cannot be repaired",
                           {path, unreadable.empty() ? msg("torn") : unreadable}));
    Result<JournalHeader> header = JournalHeader::fromJson(headerDoc);
    if (!header)
        return badData(msg("%1: line 1: %2", {path, header.error().what}));
    const bool sealed = header->version >= 2;

    JournalRepair repair;
    repair.output = output;
    if (sealed && !lineSumMatches(lines[0].text, 0))
        repair.notes.push_back("line 1: the header does not match its checksum; kept as it reads");
    std::optional<LineSum> previous = storedLineSum(lines[0].text);
    std::vector<JournalEvent> kept; // in sequence order, placeholders included
    std::set<std::string> ids;
    std::string asideBytes;
    std::uint64_t lastSeq = 0;
    std::set<std::uint64_t> placeholders; // their text is written once the set-aside are known
    auto fillTo = [&](std::uint64_t seq) {
        for (; lastSeq + 1 < seq; ++lastSeq) {
            kept.push_back({lastSeq + 1, utcNow(), EventKind::Note, nlohmann::json::object(), {}});
            placeholders.insert(lastSeq + 1);
        }
    };
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const RawLine &raw = lines[i];
        const std::size_t lineNo = i + 1;
        if (raw.complete && raw.text.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        unreadable = Message();
        std::uint64_t seq = 0;
        nlohmann::json doc = parseJournalLine(raw.text, unreadable);
        std::string reason = unreadable.text();
        Result<JournalEvent> event = badData(unreadable);
        if (!doc.is_discarded()) {
            if (doc.is_object() && doc.contains("seq") && doc["seq"].is_number_unsigned())
                seq = doc["seq"].get<std::uint64_t>();
            event =
                JournalEvent::fromJson(header->version == 0 ? migrateEventV0(doc) : std::move(doc));
            if (!event)
                reason = event.error().message;
        }
        const std::optional<LineSum> stored = storedLineSum(raw.text);
        if (reason.empty()) {
            const bool gap = event->seq > lastSeq + 1;
            if (event->seq <= lastSeq)
                reason = "sequence number " + std::to_string(event->seq) + " comes after " +
                         std::to_string(lastSeq) + " (a repeated or moved line)";
            else if (event->seq - lastSeq > lines.size())
                reason = "sequence number " + std::to_string(event->seq) + " follows " +
                         std::to_string(lastSeq) + ": more events missing than the file has lines";
            else if (sealed && !stored)
                reason = "it has no checksum";
            else if (sealed && previous && !lineSumMatches(raw.text, *previous) && !gap)
                reason = "it does not match its checksum: it was changed after it was written";
            else if (!event->id.empty() && ids.count(event->id))
                reason = "its append id \"" + event->id + "\" is an earlier event's";
            else if (sealed && (!previous || !lineSumMatches(raw.text, *previous)))
                repair.notes.push_back("line " + std::to_string(lineNo) + " (event " +
                                       std::to_string(event->seq) +
                                       ") follows lines that are missing or unreadable: kept, "
                                       "though its checksum cannot be checked");
        }
        if (!raw.complete && !reason.empty())
            reason = "torn (a write cut off): " + reason;
        previous = stored;
        if (!reason.empty()) {
            repair.setAside.push_back({lineNo, seq, reason});
            asideBytes += raw.text + "\n";
            continue;
        }
        fillTo(event->seq);
        lastSeq = event->seq;
        if (!event->id.empty())
            ids.insert(event->id);
        kept.push_back(std::move(event).value());
    }
    if (repair.setAside.empty() && repair.notes.empty() && placeholders.empty())
        return badInput(msg("%1: nothing to repair: every line is intact (journal verify checks "
                            "the game itself)",
                            {path}));
    // Events set aside after the last one kept keep their places too.
    for (const JournalRepair::SetAside &a : repair.setAside)
        if (a.seq > lastSeq && a.seq <= lastSeq + repair.setAside.size())
            fillTo(a.seq + 1);

    // Each placeholder says what became of its event: set aside (from which line, why) or missing.
    const std::string asideName = output + ".setaside";
    for (JournalEvent &e : kept) {
        if (!placeholders.count(e.seq))
            continue;
        std::string what = "is missing: no intact line of the journal holds it";
        for (const JournalRepair::SetAside &a : repair.setAside)
            if (a.seq == e.seq)
                what = "was set aside: line " + std::to_string(a.line) + " " + a.reason +
                       "; its bytes are kept in " + asideName;
        if (what.rfind("is missing", 0) == 0)
            repair.missing.push_back(e.seq);
        e.data["text"] = "Umpire repair: event " + std::to_string(e.seq) + " " + what;
    }

    JournalHeader repaired = *header;
    repaired.version = JournalHeader::currentVersion;
    LineSum sum = 0;
    std::string text = sealJournalLine(repaired.toJson().dump(), 0, &sum) + "\n";
    for (const JournalEvent &e : kept)
        text += sealJournalLine(e.toJson().dump(), sum, &sum) + "\n";
    if (Result<Ok> ok = createFileAtomically(output, text); !ok)
        return ok.error();
    if (!asideBytes.empty()) {
        if (Result<Ok> ok = createFileAtomically(asideName, asideBytes); !ok)
            return ok.error();
        repair.setAsideFile = asideName;
    }
    repair.events = kept.size();
    return repair;
}

} // namespace umpire
