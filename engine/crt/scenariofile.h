#pragma once

#include "rulesetlibrary.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace umpire::crt {

// A scenario file being written: checked as a game of it loads and starts, its stand-ins confirmed
// part by part, then written whole into a rule-data folder. The scenario editor saves through it,
// and so could the command line.

// The parts of a scenario file that are stand-ins, each with its source: those it lists, and every
// part when the whole set-up is one (a demonstration, or "verified": false with no part named), so
// that each can be confirmed on its own.
std::vector<ScenarioStandIn> standInsOf(const nlohmann::ordered_json &scenario);

// The scenario with the stand-ins the user entered from their own copy ("sides",
// "orderOfBattle"...) no longer stand-ins: taken out of "standIns", "verified" once none is left,
// and the "source" saying which parts the user entered. The keys keep their order.
nlohmann::ordered_json confirmStandIns(const nlohmann::ordered_json &scenario,
                                       const std::vector<std::string> &items);

// Checks a scenario document as a game loads it (its schema, its sides, turns and units, its map
// and the units' hexes on it) and as a new game of it starts; every error names `path`, the JSON
// pointer and what was expected there.
Result<Scenario> checkScenario(const nlohmann::json &document, const std::string &path,
                               const RulesetLibrary &library);

// Checks the scenario, then writes it whole to RULEDATADIR/scenarios/ID.json (its folder made
// first); the file written. Nothing is written when it is refused.
Result<std::filesystem::path> saveScenario(const nlohmann::ordered_json &document,
                                           const std::filesystem::path &ruleDataDir,
                                           const RulesetLibrary &library);

} // namespace umpire::crt
