#pragma once

#include "explanation.h"
#include "n1815data.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace umpire::n1815 {

// One unit on the board and on its tracking sheet (a commander's cohesion stays 0).
struct UnitState
{
    std::string location; // empty once eliminated
    int cohesion = 0;
    bool eliminated = false;
};

// The road a unit used to enter its location this player turn (N1815 Retreats and the river rule).
struct Entry
{
    std::string from;
    bool river = false;
    bool reinforcement = false;
};

// N1815 8: the sequence of play.
enum class Phase {
    Weather,
    FrenchMovement,
    FrenchCombat,
    AlliedMovement,
    AlliedCombat,
    EndOfTurn,
    GameOver
};
std::string phaseName(Phase phase);

// The whole game between two steps: board, tracking sheets, this player turn's bookkeeping,
// occupations and the French objectives. A plain value: every step returns a new one.
struct State
{
    int turn = 1;
    Phase phase = Phase::Weather;
    bool rain = false;
    std::string activeSide; // set by the movement phases
    std::map<std::string, UnitState> units;
    std::map<std::string, int> movementPoints; // per army, what is left this player turn
    std::set<std::string> pointsRolled;        // armies that rolled their variable points this turn
    // N1815 10: a unit moves once per player turn: the locations it has moved so far (a move may
    // be given in steps, as the rules' movement example does), and the units whose move is over.
    std::map<std::string, int> moved;
    std::set<std::string> stopped;
    std::map<std::string, Entry> entered; // unit -> road it entered by this player turn
    std::set<std::string> fought;         // N1815 11: units in a combat this player turn
    std::set<std::string> resolved;       // locations whose combat is over this player turn
    std::map<std::string, std::vector<std::string>>
        sheltering;                                  // retreated into an unresolved combat
    std::set<std::string> penaltiesApplied;          // N1815 4: one-time occupation penalties
    std::map<std::string, std::string> lastOccupier; // location -> side whose corps last entered it
    std::set<std::string>
        frenchHeld; // occupied by a French corps at the end of a turn, no enemy since
    // N1815 46, "you may not look at your opponent's unit identifiers until combat occurs": the
    // units every player has seen in a combat (a battle at their location, or an attempt to
    // reinforce one), each with the journal event that showed it (revealedNow until the journal
    // numbers it).
    std::map<std::string, std::uint64_t> revealed;
    static constexpr std::uint64_t revealedNow = UINT64_MAX;
    std::vector<std::string> objectives; // the French player's hidden objective cards
    bool objectivesRevealed = false;
    std::string winner; // a side, once the game is over
    std::string winReason;

    // N1815 7: every unit at its set-up location with a full cohesion track.
    static State setup(const Data &data);
    // N1815 7 Optional: the players' own set-up, checked against each army's area: the units
    // `positions` names placed there, the others where `from` has them (the printed set-up, or an
    // earlier placement: each player sets up his own units in turn).
    static Result<State> optionalSetup(const Data &data,
                                       const std::map<std::string, std::string> &positions);
    static Result<State> optionalSetup(const Data &data,
                                       const std::map<std::string, std::string> &positions,
                                       const State &from);
    // N1815 7 Optional: the locations where `army`'s units may set up, in the data's order (none
    // when the rule data has no optional set-up).
    static std::vector<std::string> setupLocations(const Data &data, const std::string &army);
    // N1815 7: the set-up may still be chosen (the first turn has not begun).
    bool setupOpen() const;
    static Result<State> fromJson(const nlohmann::json &document, const Data &data);

    bool isAlive(const std::string &unit) const;
    // N1815 46: `unit` is seen in a combat now (kept with the event that showed it first).
    void reveal(const std::string &unit);
    // The units revealed by the action just applied get the number of its journal event.
    void numberReveals(std::uint64_t seq);
    int cohesion(const std::string &unit) const;
    std::string locationOf(const std::string &unit) const;
    // Units alive at a location, optionally of one side; corps only when corpsOnly.
    std::vector<std::string> unitsAt(const Data &data, const std::string &location,
                                     const std::string &side = {}, bool corpsOnly = false) const;
    bool hasCorps(const Data &data, const std::string &location, const std::string &side) const;
    // Corps of a side's armies that are eliminated.
    int eliminatedCorps(const Data &data, const std::string &side) const;
    // Whether the invariants hold (units at known locations, cohesion in range); the first problem.
    std::string inconsistency(const Data &data) const;
    // The same problem as a message to be translated; empty when the invariants hold.
    Message inconsistencyMessage(const Data &data) const;
};

// A step's result: the new state and how the rules got there.
struct Change
{
    State state;
    Explanation explanation;
    // N1815 3: the commanders the rules moved to a corps of their army, each to where he went
    // ("" when he left the board): the journal line says so (n1815journal.h, "rejoined").
    std::map<std::string, std::string> rejoined;
};

// Reduces a corps' cohesion, eliminating it below 1 (N1815 4); says so in the explanation.
void loseCohesion(const Data &data, State &state, const std::string &unit, int points,
                  const std::string &rule, const std::string &why, Explanation &explanation);
// N1815 3: "if for some reason (after combat) a commander is in a location without a corps unit
// it is moved to the nearest friendly corps of their army" (removed when his army has no corps
// left). Returns who went where, as Change::rejoined.
std::map<std::string, std::string> relocateCommanders(const Data &data, State &state,
                                                      Explanation &explanation);
// N1815 3, 10: "commanders must end movement with a friendly corps unit": the commanders of
// `side` standing where no corps of their side is.
std::vector<std::string> commandersAlone(const Data &data, const State &state,
                                         const std::string &side);
// N1815 Winning the game: four corps eliminated is an automatic victory; a tie goes to tieWinner.
void checkAutomaticVictory(const Data &data, State &state, Explanation &explanation);

void to_json(nlohmann::json &document, const State &state);
// {"state", "steps", "unverified"}: what a face shows and a journal stores for a step.
void to_json(nlohmann::json &document, const Change &change);

} // namespace umpire::n1815
