#include "compensation.h"

namespace umpire {

using nlohmann::json;

namespace {

const JournalEvent *findSeq(const std::vector<JournalEvent> &events, std::uint64_t seq)
{
    // Sequence numbers run 1, 2, 3... without gaps (the journal checks it on reading).
    if (seq == 0 || seq > events.size() || events[seq - 1].seq != seq)
        return nullptr;
    return &events[seq - 1];
}

} // namespace

bool isCompensation(EventKind kind)
{
    return kind == EventKind::Undo || kind == EventKind::Redo;
}

std::set<std::uint64_t> compensatedEvents(const std::vector<JournalEvent> &events,
                                          std::uint64_t atSeq)
{
    // The undos that a redo compensated no longer count, nor what the others undid.
    std::set<std::uint64_t> redoneUndos;
    for (const JournalEvent &e : events)
        if (e.seq <= atSeq && e.kind == EventKind::Redo)
            redoneUndos.insert(e.data["target"].get<std::uint64_t>());
    std::set<std::uint64_t> out = redoneUndos;
    for (const JournalEvent &e : events)
        if (e.seq <= atSeq && e.kind == EventKind::Undo && !redoneUndos.count(e.seq))
            out.insert(e.data["target"].get<std::uint64_t>());
    return out;
}

bool isUndoable(EventKind kind)
{
    return !isCompensation(kind) && kind != EventKind::GameCreated;
}

UndoStack undoStack(const std::vector<JournalEvent> &events)
{
    const std::set<std::uint64_t> gone = compensatedEvents(events);
    // The undos made last, back to the latest action that still counts: what a redo puts back.
    std::set<std::uint64_t> redoable;
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (it->kind == EventKind::Undo && !gone.count(it->seq))
            redoable.insert(it->data.value("target", std::uint64_t{0}));
        else if (isUndoable(it->kind) && !gone.count(it->seq))
            break;
    }
    UndoStack stack;
    for (const JournalEvent &e : events)
        if (isUndoable(e.kind) && (!gone.count(e.seq) || redoable.count(e.seq)))
            stack.actions.push_back(e.seq);
    stack.redoable = redoable.size();
    return stack;
}

std::uint64_t undoTarget(const std::vector<JournalEvent> &events)
{
    const std::set<std::uint64_t> gone = compensatedEvents(events);
    for (auto it = events.rbegin(); it != events.rend(); ++it)
        if (isUndoable(it->kind) && !gone.count(it->seq))
            return it->seq;
    return 0;
}

std::uint64_t redoTarget(const std::vector<JournalEvent> &events)
{
    // Undos are redone last first; a new action after them ends what can be redone.
    const std::set<std::uint64_t> gone = compensatedEvents(events);
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (it->kind == EventKind::Undo && !gone.count(it->seq))
            return it->seq;
        if (!isCompensation(it->kind) && !gone.count(it->seq))
            return 0;
    }
    return 0;
}

Result<Ok> checkCompensations(const std::vector<JournalEvent> &events, std::uint64_t atSeq)
{
    for (const JournalEvent &e : events) {
        if (e.seq > atSeq || !isCompensation(e.kind))
            continue;
        const json &t = e.data["target"];
        const JournalEvent *target = t.is_number_integer() && t.get<long long>() > 0
                                         ? findSeq(events, t.get<std::uint64_t>())
                                         : nullptr;
        if (!target || target->seq >= e.seq)
            return badData(msg("event %1 (%2): its target is not an earlier event",
                               {std::to_string(e.seq), eventKindName(e.kind)}));
        if (e.kind == EventKind::Undo && !isUndoable(target->kind))
            return badData(msg(
                "event %1 (undo): event %2 (%3) cannot be undone",
                {std::to_string(e.seq), std::to_string(target->seq), eventKindName(target->kind)}));
        if (e.kind == EventKind::Redo && target->kind != EventKind::Undo)
            return badData(msg("event %1 (redo): event %2 is not an undo",
                               {std::to_string(e.seq), std::to_string(target->seq)}));
    }
    return Ok{};
}

Result<JournalEvent> appendCompensation(Journal &journal, EventKind kind, const std::string &id)
{
    // The target is read under the lock, so that another program's events count.
    Result<Journal::Lock> held = journal.lock();
    if (!held)
        return held.error();
    if (!id.empty()) { // an undo already journaled under this id is the answer (Journal::append)
        Result<std::optional<JournalEvent>> earlier = journal.findId(id);
        if (!earlier)
            return earlier.error();
        if (*earlier)
            return journal.append(kind, (*earlier)->data, id);
    }
    const bool undo = kind == EventKind::Undo;
    const std::uint64_t target =
        undo ? undoTarget(journal.digests()) : redoTarget(journal.digests());
    if (target == 0)
        return badInput(undo ? msg("%1: nothing to undo", {journal.path()})
                             : msg("%1: nothing to redo (anything journaled after the last undo "
                                   "ends what can be redone)",
                                   {journal.path()}));
    return journal.append(kind, {{"target", target}}, id);
}

} // namespace umpire
