#pragma once

#include "message.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace umpire::crt {

struct GameState;

// A scenario's exclusive rules, as data (scenario.schema.json "rules" and "victory"):
//
// - "levelsPerOccupiedHex": a side's levels change by `change` for each listed hex the units of
//   another side occupy, while they occupy it (Ligny: both Prussian levels drop by three for each
//   of Ligny 0922, 1021, 1022, 1122 and St. Amand 0423, 0524, 0624 the French hold);
// - "levelsWhileDemoralized": a side's levels change while another side is demoralized (NLB 11.2:
//   "one army's demoralization level may increase due to an opposing army's demoralization");
// - "victory": conditions checked in order, the first that holds deciding (Ligny: the Prussians
//   win the instant French losses reach 35; the French win at Prussian demoralization or
//   disintegration; the Prussians win if the French fail to).
//
// The rules are copied into the game when it is created, so the journal alone decides.

// Checks the rules and conditions against the scenario's sides; BadData naming the value, at the
// JSON pointer under `path`.
Result<Ok> checkScenarioRules(const nlohmann::json &rules, const nlohmann::json &victory,
                              const std::set<std::string> &sides, const std::string &path);

// Brings each side's levels up to date: the set-up's levels with every change the rules make now,
// each change listed in the side's levelChanges. A level never drops below 1. Nothing to do for a
// game without rules.
void applyScenarioLevels(GameState &state);

} // namespace umpire::crt
