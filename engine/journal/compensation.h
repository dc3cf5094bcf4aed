#pragma once

#include "journal.h"

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace umpire {

// Undo and redo as every game's journal keeps them: compensating events, never deletions. An
// "undo" names the event it compensates ({"target": seq}); a "redo" names the undo it compensates.

// Whether an event of this kind is an undo or a redo.
bool isCompensation(EventKind kind);

// The events that no longer count after event `atSeq`: those undone (and not redone), and the undos
// a redo compensated.
std::set<std::uint64_t> compensatedEvents(const std::vector<JournalEvent> &events,
                                          std::uint64_t atSeq = UINT64_MAX);

// Whether an undo may compensate an event of this kind: any action, not an undo, a redo or the
// game's creation.
bool isUndoable(EventKind kind);

// The undo stack a face shows: every action that counts or can be redone, in journal order, the
// last `redoable` of them undone (the undos made last, with no action after them).
struct UndoStack
{
    std::vector<std::uint64_t> actions;
    std::size_t redoable = 0;
};
UndoStack undoStack(const std::vector<JournalEvent> &events);

// The event an undo would compensate now (the latest that counts), or 0 when none.
std::uint64_t undoTarget(const std::vector<JournalEvent> &events);
// The undo event a redo would compensate now, or 0 when there is nothing to redo.
std::uint64_t redoTarget(const std::vector<JournalEvent> &events);

// BadData naming the first undo or redo up to `atSeq` whose target is not an earlier event it may
// compensate (an undo of an undo, a redo of something else).
Result<Ok> checkCompensations(const std::vector<JournalEvent> &events,
                              std::uint64_t atSeq = UINT64_MAX);

// Appends to a journal whose game is replayed from its events an "undo" of the latest event that
// counts, or a "redo" of the latest undo, reading the target under the journal's lock; BadInput
// naming the file when there is nothing to undo or redo. The caller replays.
// `kind` is EventKind::Undo or EventKind::Redo.
Result<JournalEvent> appendCompensation(Journal &journal, EventKind kind,
                                        const std::string &id = {});

} // namespace umpire
