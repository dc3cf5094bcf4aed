#pragma once

#include "result.h"

#include <string>
#include <string_view>

namespace umpire {

// Every file Umpire writes, other than a journal's own appends, is written whole or not at all:
// into a temporary file beside it, synced to the disk, then renamed into place. A failure (a full
// disk, a folder without write permission) leaves the old file as it was and no temporary behind,
// and its error gives the system's reason.

// Writes `bytes` to `path`, replacing the file there if any.
Result<Ok> writeFileAtomically(const std::string &path, std::string_view bytes);
// The same for a file that must not exist yet: never replaces one, even one that appears while
// this is writing (BadInput "already exists").
Result<Ok> createFileAtomically(const std::string &path, std::string_view bytes);

// The system's reason for the last failed call (std::strerror(errno)), the argument of a
// translatable message: msg("%1: cannot write: %2", {path, systemReason()}).
std::string systemReason();
// Syncs the folder holding `path`, so that a file created or renamed in it survives a power cut.
void syncFolderOf(const std::string &path);
// Empty when `path` can be read as a file (a named pipe too, as `--request <(...)` gives); else
// what it is instead, for a message: "is a folder, not a file", "is a device, not a file", "does
// not exist", "cannot be read: REASON".
Message notAReadableFile(const std::string &path);

// How much of a file Umpire reads whole: far more than any rule data, map or request, and a bound
// for a file that never ends (/dev/zero, a pipe that keeps writing).
constexpr std::size_t maxReadBytes = std::size_t{64} << 20;

// The whole of a file ("-": standard input), at most `limit` bytes: BadInput naming `what` and the
// path when it is not a readable file or is longer.
Result<std::string> readWholeFile(const std::string &path, const std::string &what,
                                  std::size_t limit = maxReadBytes);

} // namespace umpire
