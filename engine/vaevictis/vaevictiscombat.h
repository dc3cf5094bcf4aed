#pragma once

#include "explanation.h"
#include "result.h"
#include "roll.h"
#include "vaevictisdata.h"
#include "vaevictisdistance.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire::vv {

// One side of a fire combat or melee: its element and the situation the rules ask about.
struct CombatSide
{
    std::string unit;   // a unit type id of the game
    std::string weapon; // fire: which of the unit's weapons (only when it has several)
    std::string terrain =
        "clear"; // a terrain id of the game: class and cover for factors and results
    std::string formation = "line"; // "line" or "square"
    bool charging = false;          // melee: charging in the first round
    bool demoralised = false;       // VV 9: its corps is demoralised (-1 in attack, not the Guard)
    std::map<std::string, int>
        factors; // chosen tactical factors: id -> count (1 unless "for each ...")
    std::vector<std::string>
        without; // automatic factors the referee rules out (journaled as an override)
    // What decides the loser's result (VV 8 Recoil, 8.4; VV 2).
    bool recoilBlocked = false; // enemy frontally on its flank or rear, an obstacle, or a friend
                                // behind facing otherwise
    int columnBehind = 0;       // friendly elements behind it facing the same way, pushed back
    bool columnBlocked = false; // the last of that column cannot recoil
    bool severalFronts = false; // attacked on more than one front (VV 8.4)
    bool generalContiguous =
        false; // a general's element touches it (VV 2: lost if it is destroyed; so does one
               // attached to it, the "general-attached" factor)
};

// A fire combat (VV 7.6) or melee (VV 8.4) to resolve.
struct CombatRequest
{
    std::string game;
    std::string kind = "melee";  // "fire" or "melee"
    CombatSide attacker;         // fire: the firer; melee: the active player's element
    CombatSide defender;         // fire: the target
    std::optional<double> paces; // fire: the distance between them
    bool inArc = true;           // fire: the firer is in the target's field of fire (return fire)
    bool continuing =
        false; // melee: continues a combat the enemy began (VV 8.1, 8.4 clarification)
    std::vector<std::pair<Roll, Roll>>
        rounds; // attacker's and defender's die, one pair per roll (melee ties)

    // {"game", "kind", "paces" or "distance": {"value", "unit", "scale"}, "inArc", "continuing",
    //  "attacker": {...}, "defender": {...}, "rolls": [[4, 2], ...]}; unknown fields are refused.
    static Result<CombatRequest> fromJson(const nlohmann::json &json, const Game &game);
};

// A tactical factor as applied to one side.
struct FactorUse
{
    std::string id, name, rule;
    int value = 0; // per count
    int count = 1;
    bool automatic = false;
    int total() const { return value * count; }
};

// One side's modified factor before the die: the base factor and every modifier, with its rule.
struct SideTotal
{
    std::string role; // "attacker" / "defender"
    std::string unit, unitName, element, category;
    std::string basis; // "fire" (fires or returns fire) or "melee"
    int baseFactor = 0;
    std::vector<FactorUse> factors;
    int modifier() const; // base factor plus all factors
};

struct CombatRound
{
    Roll attackerDie, defenderDie;
    int attackerTotal = 0, defenderTotal = 0;
};

// The outcome: totals, who lost and how badly, and what the loser (and winner) must do.
struct CombatOutcome
{
    std::string game, kind;
    SideTotal attacker, defender;
    std::optional<FireRange> range;       // fire: the firer's range band
    std::optional<FireRange> returnRange; // fire: the target's, when it returns fire
    std::vector<CombatRound> rounds;
    bool needsReroll = false; // melee tied on the last dice given: roll again (VV 8.4)
    std::string winner;       // "attacker", "defender", or "" (no result)
    std::string loser;
    std::string threshold;   // "under" (less but more than half), "half" (half or less), or ""
    std::string tableResult; // the Combat Results Table's: "recoil", "flee", "destroyed"
    std::string tableText;
    std::string
        result; // after recoil blocked and several fronts: "none", "recoil", "flee", "destroyed"
    int fleePaces = 0; // flee: full move + 100 paces
    bool columnPushedBack = false;
    bool generalLost = false;
    bool opponentsRecoil =
        false; // VV 8.4: an element attacked on several fronts won: all its opponents recoil
    std::string
        pursuit; // melee winner: "obligatory", "optional", "never", or "" when nothing was vacated
    std::vector<Message> obligations; // what the players do now, in sentences
    Explanation explanation;
};

// The two sides' factors and modifiers before any die (what a GUI shows while dice are entered);
// refuses an unknown unit, weapon, terrain or factor, a factor whose condition does not hold, a
// count over its cap, and a combat the rules forbid, each with what to fix.
Result<CombatOutcome> prepareCombat(const CombatRequest &request, const Game &game);
// Resolves with the dice of the request (one pair per roll; in melee a tie needs another pair).
Result<CombatOutcome> resolveCombat(const CombatRequest &request, const Game &game);
// Draws the dice the request lacks from the generator (re-rolling melee ties), then resolves.
Result<CombatOutcome> rollCombat(CombatRequest request, const Game &game, DiceGenerator &dice);

// The loser's result from the game's Combat Results Table (the part of resolution that reads it).
struct TableResult
{
    std::string threshold, result, text;
    const ResultLine *line = nullptr;
};
Result<TableResult> combatResult(const Game &game, const Unit &loser,
                                 const std::string &loserTerrainClass, const Unit &winner,
                                 bool contact, int loserTotal, int winnerTotal);

void to_json(nlohmann::json &json, const SideTotal &side);
void to_json(nlohmann::json &json, const CombatOutcome &outcome);

} // namespace umpire::vv
