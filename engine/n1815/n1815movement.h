#pragma once

#include "n1815data.h"
#include "n1815state.h"
#include "result.h"
#include "roll.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace umpire {

// N1815 10: an army's movement points for one player turn.
struct N1815MovementPoints
{
    std::string army;
    int base = 0;
    int roll = 0;         // the die as rolled
    int modifiedRoll = 0; // N1815 9: -1 in rain
    int variable = 0;
    int total = 0;
    Explanation explanation;
};

// N1815 9-10: base plus the variable chart (die modified in rain). A modified roll below the chart
// reads its lowest row (the rules do not say; Umpire's reading, stated in the explanation).
Result<N1815MovementPoints> n1815MovementPoints(const N1815Data &data, const std::string &army,
                                                int roll, bool rain);

// N1815 9: the weather roll (6 is rain); starts the French player turn.
Result<N1815Change> n1815RollWeather(const N1815Data &data, const N1815State &state,
                                     const Roll &roll);
// N1815 10: an army of the active side rolls for its variable movement points, once per player
// turn.
Result<N1815Change> n1815RollMovementPoints(const N1815Data &data, const N1815State &state,
                                            const std::string &army, const Roll &roll);

// One unit's move: the locations it enters, in order, starting next to where it stands.
struct N1815Move
{
    std::string unit;
    std::vector<std::string> path;
};

// N1815 3, 9, 10: validates and applies a move: one location per point for infantry, a second for
// one more point and one cohesion (never in rain), cavalry two locations for one point, commanders
// two locations free ending with a friendly corps, stop on entering enemy corps, once per turn.
Result<N1815Change> n1815ApplyMove(const N1815Data &data, const N1815State &state,
                                   const N1815Move &move);

// A move the rules allow now, and what it would cost.
struct N1815MoveOption
{
    std::vector<std::string> path;
    int points = 0;
    int cohesion = 0;
    bool entersEnemy = false; // ends the move in a combat
};
// Every move a unit may make now (for the location graph and the movement panel).
std::vector<N1815MoveOption> n1815MoveOptions(const N1815Data &data, const N1815State &state,
                                              const std::string &unit);

// N1815 11: locations where the active side's corps share a town with enemy corps, not yet
// resolved.
std::vector<std::string> n1815PendingCombats(const N1815Data &data, const N1815State &state);

// N1815 8 B/D: movement over; the active side's combat phase begins.
Result<N1815Change> n1815EndMovement(const N1815Data &data, const N1815State &state);
// N1815 8 C/E: combat over (every combat resolved); the next player turn or the end of the turn.
Result<N1815Change> n1815EndCombat(const N1815Data &data, const N1815State &state);
void to_json(nlohmann::json &document, const N1815MoveOption &option);
void to_json(nlohmann::json &document, const N1815MovementPoints &points);

// Clears the per-player-turn bookkeeping and makes `side` active (used by the phase changes).
void n1815BeginPlayerTurn(N1815State &state, const std::string &side);

} // namespace umpire
