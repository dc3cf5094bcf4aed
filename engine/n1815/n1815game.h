#pragma once

#include "explanation.h"
#include "n1815battle.h"
#include "n1815data.h"
#include "n1815state.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire::n1815 {

// A game of Napoleon 1815 Returns between two actions: the board and sheets, and the battle being
// fought, if any. A journal stores the actions; replaying them gives the game back.
struct Game
{
    State state;
    std::optional<Battle> battle;

    static Game setup(const Data &data);
    static Result<Game> fromJson(const nlohmann::json &document, const Data &data);
};

// A game after one action, and how the rules got there. (In umpire::n1815, `Game` and `Step` are
// these; the chart games' umpire::Game and an explanation's umpire::Step are written qualified.)
struct Step
{
    Game game;
    Explanation explanation;
    std::map<std::string, std::string> rejoined; // N1815 3: Change::rejoined
};

// One action, as a journal stores it; every refusal is BadInput naming the problem:
//   {"action": "optionalSetup", "positions": {"fr-I": "maubeuge", ...}}   (the units named; the
//   others stay where the set-up, or an earlier optionalSetup, put them)
//   {"action": "drawObjectives", "seed": 42} | {"action": "recordObjectives", "objectives":
//   ["liege", "brussels"]}
//   {"action": "weather", "roll": 3}
//   {"action": "movementPoints", "army": "french", "roll": 4}
//   {"action": "move", "unit": "fr-IG", "path": ["thuin", "charleroi"]}
//   {"action": "endMovement"}   (a commander alone who can still move is moved first: N1815 3)
//   {"action": "startCombat", "location": "charleroi", "virtualDeck": true, "seed": 7}
//   {"action": "play" | "respond" | "counterattack" | "reinforce" | "endReinforcements" |
//              "distribute" | "retreat", ...}   (Battle::act)
//   {"action": "finishCombat"}   (the battle's effects on the game)
//   {"action": "endCombat"} | {"action": "endTurn"}
//   {"action": "override", "unit": "al-II", "cohesion": 5, "location": "ath", "why": "..."}
// A roll is a die value or {"value", "source": "physical" | "generated", "seed", "draw"}.
// endMovement, finishCombat and endTurn are journaled with the commanders the rules moved
// ("rejoined": {"wellington": "nivelles"}, Step::rejoined), which a replay works out again.
Result<Step> act(const Data &data, const Game &game, const nlohmann::json &action);

// Replays a journal's actions from the set-up; the first refusal names the action's index. With
// the actions' event numbers (`seqs`), each unit revealed is kept with the event that revealed it.
Result<Step> replay(const Data &data, const std::vector<nlohmann::json> &actions,
                    const std::vector<std::uint64_t> &seqs = {});

void to_json(nlohmann::json &document, const Game &game);

} // namespace umpire::n1815
