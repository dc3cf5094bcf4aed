// The journal reader on any bytes: Journal::open read-only and read-write (on a copy), then the
// events replayed against the shipped ruleset the header names (NLB when it names none of them).
// Besides the sanitizers, it checks what docs/architecture.md promises: both modes see the same
// events, only damage makes a journal read-only, and a journal opened read-write takes an append
// and then reopens clean with every event.
#include "fuzzsupport.h"

#include "gamestate.h"
#include "journal.h"

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

using namespace umpire;
using namespace umpire::crt;

namespace {

constexpr const char *target = "fuzz_journal";

bool hasProblem(const Journal &journal, JournalProblem::Kind kind)
{
    for (const JournalProblem &p : journal.problems())
        if (p.kind == kind)
            return true;
    return false;
}

void exerciseReplay(const Journal &journal)
{
    const std::string &id = journal.header().ruleset;
    const Ruleset &ruleset = fuzz::shippedRuleset(id == "naw" || id == "bmw" ? id : "nlb");
    const std::vector<JournalEvent> &events = journal.digests();
    // Every event the journal kept reads back whole, and is what its digest was made from.
    Result<std::vector<JournalEvent>> whole = journal.readEvents();
    if (!whole)
        fuzz::broken(target,
                     "the events of an opened journal do not read back: " + whole.error().message);
    if (whole->size() != events.size())
        fuzz::broken(target, "reading back gives a different number of events");
    for (std::size_t i = 0; i < events.size(); ++i)
        if (replayDigest((*whole)[i]).toJson() != events[i].toJson())
            fuzz::broken(target, "event " + std::to_string(i + 1) +
                                     " reads back different from its digest");
    Result<GameState> state = replay(events, ruleset);
    Result<GameState> fromWhole = replay(*whole, ruleset);
    if (state.ok() != fromWhole.ok())
        fuzz::broken(target, "the digests and the whole events replay differently");
    if (state) {
        nlohmann::json doc, wholeDoc;
        to_json(doc, *state);
        to_json(wholeDoc, *fromWhole);
        if (doc != wholeDoc)
            fuzz::broken(target, "the digests and the whole events replay to different states");
        (void)doc.dump();
    }
    if (!events.empty())
        (void)replay(events, ruleset, events.size() / 2);
    (void)undoTarget(events);
    (void)redoTarget(events);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    for (const char *id : {"nlb", "naw", "bmw"})
        (void)fuzz::shippedRuleset(id);
    (void)fuzz::scratchDir();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzz::clearScratch();
    const std::string original = fuzz::writeScratchFile("journal.jsonl", data, size);
    const std::string copy = fuzz::writeScratchFile("copy.jsonl", data, size);

    Result<Journal> readOnly = Journal::open(original, Journal::Mode::ReadOnly);
    Result<Journal> readWrite = Journal::open(copy, Journal::Mode::ReadWrite);
    if (readOnly.ok() != readWrite.ok())
        fuzz::broken(target, "read-only open " + std::string(readOnly ? "succeeds" : "fails") +
                                 " but read-write " +
                                 (readWrite ? "succeeds" : "fails: " + readWrite.error().message));
    if (!readOnly)
        return 0;

    if (readOnly->size() != readWrite->size())
        fuzz::broken(target, "read-only and read-write opens see different numbers of events");
    if (readWrite->readOnly() != hasProblem(*readOnly, JournalProblem::Kind::Damaged))
        fuzz::broken(
            target,
            "a journal opened read-write is read-only without damage, or damaged and writable");
    exerciseReplay(*readOnly);

    if (readWrite->readOnly())
        return 0;
    // Whatever was set aside or restored on opening, the file now takes an event and reopens clean.
    const std::size_t before = readWrite->size();
    Result<JournalEvent> appended = readWrite->append(EventKind::Note, {{"text", "fuzz"}});
    if (!appended)
        fuzz::broken(target,
                     "append to a journal opened read-write fails: " + appended.error().message);
    Result<Journal> again = Journal::open(copy, Journal::Mode::ReadOnly);
    if (!again)
        fuzz::broken(target, "a journal does not reopen after an append: " + again.error().message);
    if (!again->problems().empty())
        fuzz::broken(target, "a journal reopens with a problem after an append: " +
                                 again->problems().front().message);
    if (again->size() != before + 1 || again->lastSeq() != appended->seq ||
        again->digests().back().kind != EventKind::Note)
        fuzz::broken(target, "a journal reopens without every event after an append");
    return 0;
}
