#pragma once

#include "journalevent.h"
#include "result.h"

#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace umpire::toy {

// A toy game for the tests that hold every game family to the one door: two sides pull a rope, one
// hex a pull, and the first to bring it `pullsToWin` hexes their way wins. Its ruleset is a tiny
// file of its own folder ("$schema": "toy-ruleset").
struct Rules
{
    std::string id; // the system id, "tug"
    std::string name;
    std::string edition;
    std::string file;
    std::vector<std::pair<std::string, std::string>> sides; // {id, name}, the first pulls +1
    int pullsToWin = 3;

    std::string sideName(const std::string &id) const;
};

// The ruleset a file holds: BadData naming the file and what is wrong.
Result<Rules> readRules(const std::string &path);
// The ruleset of system `id` in the first of `dirs` that has toy/ID.json.
Result<Rules> findRules(const std::string &id, const std::vector<std::filesystem::path> &dirs);

// The rope as a journal's events leave it.
struct Rope
{
    int position = 0; // towards the first side when positive
    std::map<std::string, int> pulls;
    std::string winner; // the side's id, once one has won
    int counted = 0;    // the pulls that count
};

// The rope after the events up to `atSeq` that no undo compensates.
Rope ropeOf(const Rules &rules, const std::vector<JournalEvent> &events,
            std::uint64_t atSeq = UINT64_MAX);

} // namespace umpire::toy
