#pragma once

#include "journalline.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace umpire {

// What replaying a journal's first events gave, kept beside it (PATH.checkpoint) so that opening a
// long game replays only what came after. A cache, never the truth: the journal alone decides. A
// checkpoint is used only when the journal's first `events` events are, byte for byte, those it
// was made from (their checksum chain, journalline.h, ends on `sum` at `bytes`), and only by the
// game and rules that made it (`system`, `rules`); otherwise the journal is replayed from its start
// and the checkpoint made again. One that is damaged or disagrees with its journal is ignored with
// a warning (Journal::checkpointWarning).
//
// Opening trusts a checkpoint of the same file (`file`: its device and inode) by the line it ends
// on alone: that line is at `bytes`, chains from the line before it and carries `sum`. The lines
// before it are checked against their checksums when they are first read (an export, `journal
// show`), and all of them at once by Journal::CheckpointCheck::EveryLine (`journal verify`).
struct ReplayCheckpoint
{
    // 2: the state's long texts (a game's packed rolls and notes) on lines of their own.
    static constexpr int currentVersion = 2;
    std::uint64_t events = 0; // it holds the state after events 1..events
    std::uint64_t bytes = 0;  // the journal's bytes up to the end of that event's line
    std::uint64_t lines = 0;  // the lines up to there, the header and blank lines included
    LineSum sum = 0;          // that line's checksum
    // The file it was made from: a copy, or a file put in its place, is checked line by line.
    struct FileIdentity
    {
        std::uint64_t device = 0;
        std::uint64_t inode = 0;
        bool operator==(const FileIdentity &) const = default;
    };
    std::optional<FileIdentity> file; // none in a checkpoint of an older Umpire
    std::vector<std::pair<std::string, std::uint64_t>> ids; // append ids -> sequence numbers
    std::string system;                                     // the game module that made it ("crt")
    std::string rules;    // what its replay depended on besides the journal (a fingerprint)
    nlohmann::json state; // the module's state after event `events`
};

// Where a journal's checkpoint is: beside it, PATH.checkpoint.
std::string checkpointPath(const std::string &journalPath);

// The checkpoint beside a journal; nothing when there is none. BadData naming what is wrong when
// the file is not a checkpoint this program reads or does not match its own checksum.
Result<std::optional<ReplayCheckpoint>> readCheckpoint(const std::string &journalPath);

// Writes it beside the journal, whole or not at all (a temporary file renamed over the old one).
Result<Ok> writeCheckpoint(const std::string &journalPath, const ReplayCheckpoint &checkpoint);

} // namespace umpire
