#pragma once

#include "gamestate.h"
#include "hexmap.h"
#include "resultapplication.h"
#include "ruleset.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace umpire::crt {

// A combat on the game's map: what the map says of it before the roll, and where its
// result sends the units after.

// The combat request with what the map holds filled in for every unit the game has placed: the
// defenders' terrain (and, where the ruleset's terrain acts on attackers, the attackers'), the
// hexside each attacker crosses, and artillery out of contact as bombarding at its range. What the
// request says itself is kept. Refused, naming the rule: an attacker not adjacent to every
// defender (NLB 7.2, BMW 7.4), artillery out of range or sight (NLB 8.1, 8.3), a stack split
// (NLB 7.2: the units of a hex defend together, and attack together).
// A terrain or hexside the request gives that the map contradicts (NLB 5.6, BMW 7.5) is the
// referee's override: refused unless the request gives the reason, "override": "...".
Result<nlohmann::json> combatOnMap(const GameState &state, const Ruleset &ruleset,
                                   const HexMap &map, nlohmann::json request);

// What a combat request says of its placed units that the map contradicts: a defender's terrain
// (where attackers' terrain acts, BMW, theirs too) and the hexside an attacker crosses, each as
// "Lefol is in clear (0806) on the map, not town". Empty when the request follows the map.
std::vector<Message> mapContradictions(const GameState &state, const Ruleset &ruleset,
                                       const HexMap &map, const nlohmann::json &request);

// What the combats' results oblige, on the map (resultapplication.h pendingApplications): a
// retreat lists the hexes open to it (NLB 7.4, 7.6, BMW 7.8; up to three hexes before combat, BMW
// 8.3) and is not offered without one, "no hex to retreat into" only when there is none; an
// advance goes into the hex the beaten units left (NLB 7.5, BMW 7.9), by a unit adjacent to it,
// and only until the next combat is resolved.
std::vector<Application> applicationsOnMap(const GameState &state, const Ruleset &ruleset,
                                           const HexMap &map,
                                           std::optional<std::uint64_t> combat = std::nullopt);

// The combat.applied event's data checked on the map: a retreat's or advance's "to" one of the
// hexes listed (filled in when it is the only one), the units a retreat displaces added (NLB 7.6).
// BadInput naming the rule otherwise, and for an advance whose option lapsed when a later combat
// was resolved (NLB 7.5, BMW 7.9).
Result<nlohmann::json> applicationDataOnMap(const GameState &state, const Ruleset &ruleset,
                                            const HexMap &map, nlohmann::json data);

} // namespace umpire::crt
