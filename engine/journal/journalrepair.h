#pragma once

#include "result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace umpire {

// What `journal repair` did: where the repaired journal is, and every line it could not keep.
struct JournalRepair
{
    struct SetAside
    {
        std::size_t line = 0;  // in the original file (1 is the header)
        std::uint64_t seq = 0; // the event's sequence number, when the line still says it
        std::string reason;
    };
    std::string output;       // the repaired journal
    std::string setAsideFile; // the lines set aside, byte for byte, one a line ("" when none)
    std::size_t events = 0;   // events in the repaired journal, placeholders included
    std::vector<SetAside> setAside;
    std::vector<std::uint64_t> missing; // sequence numbers no line held: a placeholder each
    std::vector<std::string> notes;     // lines kept whose checksum could not be checked, ...
};

// The default name of a repaired journal: "game.jsonl" gives "game.repaired.jsonl".
std::string repairedJournalName(const std::string &path);

// Reads the journal at `path` whatever its damage and writes, at `output` (never over an existing
// file), a journal of the current format holding every intact event: those before a damaged line
// and those after it. A line is set aside when it is not an event, does not match its checksum
// (it was changed after it was written), repeats or goes back in the sequence, or is torn; its
// event keeps its place as a note saying so (the sequence numbers undo and redo name stay true),
// and its bytes go to OUTPUT.setaside. A line after missing lines is kept even though its
// checksum cannot be checked (its chain starts at the missing line); the notes say so. The
// original is never changed. BadData when not even the header can be read; BadInput when there
// is nothing to repair.
Result<JournalRepair> repairJournal(const std::string &path, const std::string &output);

} // namespace umpire
