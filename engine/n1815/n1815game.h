#pragma once

#include "explanation.h"
#include "n1815battle.h"
#include "n1815data.h"
#include "n1815state.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace umpire {

// A game of Napoleon 1815 Returns between two actions: the board and sheets, and the battle being
// fought, if any. A journal stores the actions; replaying them gives the game back.
struct N1815Game
{
    N1815State state;
    std::optional<N1815Battle> battle;

    static N1815Game setup(const N1815Data &data);
    static Result<N1815Game> fromJson(const nlohmann::json &document, const N1815Data &data);
};

struct N1815Step
{
    N1815Game game;
    Explanation explanation;
};

// One action, as a journal stores it; every refusal is BadInput naming the problem:
//   {"action": "optionalSetup", "positions": {"fr-I": "maubeuge", ...}}
//   {"action": "drawObjectives", "seed": 42} | {"action": "recordObjectives", "objectives":
//   ["liege", "brussels"]}
//   {"action": "weather", "roll": 3}
//   {"action": "movementPoints", "army": "french", "roll": 4}
//   {"action": "move", "unit": "fr-IG", "path": ["thuin", "charleroi"]}
//   {"action": "endMovement"}
//   {"action": "startCombat", "location": "charleroi", "virtualDeck": true, "seed": 7}
//   {"action": "play" | "respond" | "counterattack" | "reinforce" | "endReinforcements" |
//              "distribute" | "retreat", ...}   (N1815Battle::act)
//   {"action": "finishCombat"}   (the battle's effects on the game)
//   {"action": "endCombat"} | {"action": "endTurn"}
//   {"action": "override", "unit": "al-II", "cohesion": 5, "location": "ath", "why": "..."}
// A roll is a die value or {"value", "source": "physical" | "generated", "seed", "draw"}.
Result<N1815Step> n1815Act(const N1815Data &data, const N1815Game &game,
                           const nlohmann::json &action);

// Replays a journal's actions from the set-up; the first refusal names the action's index.
Result<N1815Step> n1815Replay(const N1815Data &data, const std::vector<nlohmann::json> &actions);

void to_json(nlohmann::json &document, const N1815Game &game);

} // namespace umpire
