#pragma once

#include "result.h"
#include "rulesetlibrary.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace umpire::vassal {

// What to import: a VASSAL module, the rule-data folder to write, the chart ruleset its scenarios
// are played by (nlb or bmw: whose map rules apply), and the units table that says what the pieces
// do not (unitstable.h).
struct ModuleImport
{
    std::string module;
    std::string output;
    std::string ruleset;
    std::optional<std::string> units;
};

// Writes a VASSAL module's maps, counters and set-ups as a rule-data folder: maps/ID.json for each
// board with a hex grid (its picture beside it, the grid placed on it exactly, numbered as the
// module numbers it, terrain left to paint: the game's sample terrain key, every hex "clear"),
// counters/MODULE-ID/ the pictures of the palettes' and at-start stacks' pieces, and
// scenarios/ID.json for each map with at-start stacks: their pieces as the order of battle, each in
// the hex the module places it (by pixel or by grid location), with its counter image and what the
// units table says. A scenario whose pieces lack a side, a strength or (on the map) a type is not
// written: the report's "needs" list them and units-template.csv holds their rows to fill in.
//
// Everything is written into a folder beside `output` and renamed into place once it is whole and
// every file reads back (the maps, the scenarios, a game created from each): nothing is written
// outside `output`, and a failed import leaves nothing. BadInput for the request (an output folder
// that is not empty, a ruleset without map rules, a file that is not a module), BadData for a
// module that is damaged or hostile (entries climbing out, links, zip bombs, broken XML, missing
// pictures).
//
// The report: {"module": {"name", "version", "file"}, "output", "maps": [{"id", "file", "board",
// "picture", "hexes", "columns", "rows", "orientation", "firstId", "lastId"}], "scenarios": [{"id",
// "file", "map", "units", "offGrid"}], "counters": [{"piece", "image", "file"}], "needs":
// [{"piece", "missing", "count"}], "notes": [...]}.
Result<nlohmann::json> importModule(const ModuleImport &request,
                                    const crt::RulesetLibrary &library);

} // namespace umpire::vassal
