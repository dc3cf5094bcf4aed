#pragma once

#include "combat.h"
#include "game.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace umpire::crt {

// A combat formed on the map, read again with one more attacker (the units of one more hex: NLB
// 7.2, "these units must be used as an integral Combat Strength"), or, with attackers of several
// hexes, without one hex's: what the players weigh before the die. Each is the preview the combat
// itself gets (Game::previewCombat: the column and each result's chance, nothing rolled).
struct CombatAlternative
{
    std::vector<std::string> added, removed; // the attackers added to, or taken from, the request
    CombatOutcome outcome;
};

// `request`: the combat as formed ({"attackers": [{"id"}...], "defenders": [...]}). Only units
// that may still attack this phase and that the map lets join (adjacent to every defender, or
// artillery in range and sight: combatOnMap) are tried; none outside a map's Combat Phase.
std::vector<CombatAlternative> combatAlternatives(const Game &game, const nlohmann::json &request);

} // namespace umpire::crt
