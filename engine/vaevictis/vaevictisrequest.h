#pragma once

#include "result.h"
#include "roll.h"
#include "vaevictisdata.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <vector>

namespace umpire::vv {

// The one entry point a command line or a desktop panel needs for Vae Victis: a JSON request naming
// what to compute ("ask") and its inputs, answered with the JSON form of the result (steps and
// unverified data included). Requests are read strictly: an unknown field is refused.
//
//   {"ask": "data"}                                    units, factors, terrain, scales: pickers and
//   checkboxes
//   {"ask": "measure", "value": 9, "unit": "cm", "scale": "15mm"}   paces, and every band and
//   allowance
//   {"ask": "fire-range", "unit", "weapon"?, "paces" | "distance", "firerTerrain"?,
//   "targetTerrain"?}
//   {"ask": "move", "unit", "formation"?, "path": [{"terrain", "paces" | "distance"}]}
//   {"ask": "formation", "unit", "change"}             square, line, skirmish, close, dismount,
//   mount
//   {"ask": "zone-of-control", "paces" | "distance", "terrain"?, "category"?, "inFront"?,
//   "square"?}
//   {"ask": "command", "paces" | "distance", "inSight"?, "generalLost"?,
//   "artilleryWithOtherTypes"?,
//    "generalsFirstMove"?}
//   {"ask": "strategic-move", "start", "end"}          paces to the nearest enemy
//   {"ask": "table", "scale", "corps"}  /  {"ask": "base", "scale", "unit"}
//   {"ask": "quality", "roll"?}  /  {"ask": "activation", "quality", "roll"?}
//   {"ask": "take-over", "commander", "general", "paces" | "distance"}
//   {"ask": "general-lost", "contiguous"}
//   {"ask": "combat", ...CombatRequest fields}       dice from "rolls", else drawn from `dice`
//   {"ask": "army", ...ArmyList fields}
//   {"ask": "corps-morale", "name", "points", "pointsLost", "alreadyDemoralised"?, "elementsLeft",
//    "elementsInCommand", "generalLost"?, "elementsInCommanderRange"?, "roll"?}
//   {"ask": "battle", "armies": [{"name", "corps", "corpsDemoralised", "points",
//   "pointsDestroyed"}]}
//
// A "distance" is {"value", "unit": "cm" | "mm" | "in" | "paces", "scale": "15mm" | "25mm"}. A die
// left out is drawn from `dice` when one is given (its seed and draw are in the answer), and is
// otherwise asked for (BadInput).
Result<nlohmann::json> answer(const nlohmann::json &request, const Game &game,
                              DiceGenerator *dice = nullptr);

// The same, loading the game named by the request's "game" from the rule-data search path.
Result<nlohmann::json> answer(const nlohmann::json &request,
                              const std::vector<std::filesystem::path> &dirs,
                              DiceGenerator *dice = nullptr);

// The game's data in the form a GUI draws its pickers from (the "data" answer).
nlohmann::json gameSummary(const Game &game);

} // namespace umpire::vv
