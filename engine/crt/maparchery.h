#pragma once

#include "gamestate.h"
#include "hexmap.h"
#include "ruleset.h"

#include <string>
#include <vector>

namespace umpire::crt {

// BMW 6: archery on the map, in the Archery Fire phase: which archers may fire now and at whom.

// An archer that may fire now, with the units it may fire at (BMW 6.1, 6.4, 6.5).
struct ArcheryChoice
{
    std::string archer;
    bool defensive = false; // BMW 6.5: the inactive player's, at adjacent attacking units only
    std::vector<std::string> targets;
};

// Every archer of either side that may fire now: the active player's first (BMW 6.1, "When all
// active archery has been resolved, eligible inactive units may fire defensively"), so once the
// inactive player has fired, only his archers are listed. None outside the Archery Fire phase.
std::vector<ArcheryChoice> archeryChoices(const GameState &state, const Ruleset &ruleset,
                                          const HexMap &map);

// A fire of `archer` at `target` judged as the game stands: BadInput naming the rule when the
// rules refuse it; else whether it is defensive fire.
Result<bool> judgeArchery(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                          const std::string &archer, const std::string &target);

} // namespace umpire::crt
