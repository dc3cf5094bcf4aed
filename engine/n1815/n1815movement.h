#pragma once

#include "n1815data.h"
#include "n1815state.h"
#include "result.h"
#include "roll.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace umpire::n1815 {

// N1815 10: an army's movement points for one player turn.
struct MovementPoints
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
Result<MovementPoints> movementPoints(const Data &data, const std::string &army, int roll,
                                      bool rain);

// N1815 9: the weather roll (6 is rain); starts the French player turn.
Result<Change> rollWeather(const Data &data, const State &state, const Roll &roll);
// N1815 10: an army of the active side rolls for its variable movement points, once per player
// turn.
Result<Change> rollMovementPoints(const Data &data, const State &state, const std::string &army,
                                  const Roll &roll);

// One unit's move: the locations it enters, in order, starting next to where it stands.
struct Move
{
    std::string unit;
    std::vector<std::string> path;
};

// N1815 3, 9, 10: validates and applies a move: one location per point for infantry, a second for
// one more point and one cohesion (never in rain), cavalry two locations for one point, commanders
// two locations free ending with a friendly corps, stop on entering enemy corps, once per turn.
Result<Change> applyMove(const Data &data, const State &state, const Move &move);

// A move the rules allow now, and what it would cost.
struct MoveOption
{
    std::vector<std::string> path;
    int points = 0;
    int cohesion = 0;
    bool entersEnemy = false; // ends the move in a combat
};
// Every move a unit may make now (for the location graph and the movement panel).
std::vector<MoveOption> moveOptions(const Data &data, const State &state, const std::string &unit);

// N1815 11: locations where the active side's corps share a town with enemy corps, not yet
// resolved.
std::vector<std::string> pendingCombats(const Data &data, const State &state);

// N1815 8 B/D: movement over; the active side's combat phase begins.
Result<Change> endMovement(const Data &data, const State &state);
// N1815 8 C/E: combat over (every combat resolved); the next player turn or the end of the turn.
Result<Change> endCombat(const Data &data, const State &state);
void to_json(nlohmann::json &document, const MoveOption &option);
void to_json(nlohmann::json &document, const MovementPoints &points);

// Clears the per-player-turn bookkeeping and makes `side` active (used by the phase changes).
void beginPlayerTurn(State &state, const std::string &side);

} // namespace umpire::n1815
