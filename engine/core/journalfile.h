#pragma once

#include <string>

namespace umpire {

// Whether the file at `path` is an Umpire journal, judged by its first line (read up to 64 KiB): a
// JSON object with "format": "umpire-journal", or, as the first journals were, with a whole-number
// "version" and a "ruleset". False for a file that does not exist, cannot be read or is a folder.
// An export or any other output is never written over a journal without the user's say.
bool isJournalFile(const std::string &path);

} // namespace umpire
