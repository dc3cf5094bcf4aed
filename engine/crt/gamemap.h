#pragma once

#include "gamestate.h"
#include "hexmap.h"
#include "mapmovement.h"
#include "mapunits.h"
#include "ruleset.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// The game's units on its map: the positions are game state (gamestate.h UnitState
// hex), and a move is judged on the map by the movement rules and the sequence of play.

// Where the state puts every unit on the map, with the weather and the phasing player: what the
// map's rules judge. A positions file is this, exported (MapPositions::toJson).
Result<MapPositions> positionsOf(const GameState &state, const Ruleset &ruleset, const HexMap &map);

// A move as the referee asks it: the unit and either its whole path (from where it stands) or
// only where it goes (the cheapest legal path is taken); `override` journals a move the rules
// refuse, with the referee's reason.
struct MoveRequest
{
    std::string unit;
    std::vector<std::string> path; // hex ids; the first may be where the unit stands
    std::string to;                // instead of a path
    std::string override;          // why the referee moves it anyway (empty: the rules decide)
};

// NLB 5.1, BMW 4.1: why the unit may not move now (not its player's Movement Phase, moved
// already, no movement allowance), or nothing when it may.
struct MoveRefusal
{
    std::string rule;
    Message why;
};
std::optional<MoveRefusal> movementRefusal(const GameState &state, const Ruleset &ruleset,
                                           const HexMap &map, const UnitState &unit);

// What the unit has spent of its move this phase already (NLB 9.0: entering the map).
MapMoveOptions moveOptions(const GameState &state, const std::string &unit);

struct MoveCheck
{
    std::vector<std::string> path; // from where the unit stands to where it ends
    bool legal = true;
    std::string rule;        // the rule that refuses it, when not legal
    Message why;             // why it is refused, when not legal
    MapPathCheck steps;      // each step's cost, from the map
    Explanation explanation; // what the sequence of play and the map say
};

// NLB 5.0, 5.1, BMW 4.1: only the phasing player's units, in his Movement Phase, once each; NLB
// 5.1-5.5, 6.0 / BMW 4.2-4.4, 5.2, 8.2, 10.1 on the map (mapmovement.h). BadInput for a move that
// cannot be read (an unknown unit, a hex off the map, a path that does not start where the unit
// stands); a move the rules refuse is answered with legal false, its rule and why.
Result<MoveCheck> checkMove(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                            const MoveRequest &request);

// The unit.moved event's data for a checked move: {"unit", "path", "override"?}.
nlohmann::json moveEventData(const MoveRequest &request, const MoveCheck &check);

// What the camera saw, the counter carrying `marker` now in hex `to`, as a move of the unit the
// order of battle binds to that marker (UnitState marker), from where the journal has it: judged
// as the move action is (the cheapest legal path to `to`). BadInput when no unit on the map
// carries the marker.
struct ProposedMove
{
    int marker = 0;
    std::string unit;
    std::string from, to;
    MoveRequest request;
    MoveCheck check;

    // The module's move action that journals it ({"action": "move", "unit", "path" or "to",
    // "override"?}), with the referee's reason when the rules refuse it.
    nlohmann::json action(const std::string &override = {}) const;
};
Result<ProposedMove> proposedMove(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                                  int marker, const std::string &to);

// NLB 9.0, 9.1: a reinforcement's unit.entered event ({"unit", "hex"?, "stack"?}) checked on the
// map: from its turn on, in its player's Movement Phase, at an entry hex of its side (or, that one
// blocked, the closest open edge hex), the n-th stack through it paying n times the hex's cost
// ("entryHalves", filled in, spent from its move). Without "hex", the one entry open to it. Before
// the first turn the data is taken as it is (a set-up). BadInput naming the rule otherwise.
Result<nlohmann::json> entryOnMap(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                                  nlohmann::json data);
// NLB 9.0, BMW 3.2 A: the rule reinforcements enter by, as the ruleset cites it.
std::string reinforcementRule(const Ruleset &ruleset);
// The hexes a reinforcement may enter by now, with the MP (in halves) it spends: none when it may
// not enter now.
std::vector<std::pair<std::string, int>> entryHexes(const GameState &state, const Ruleset &ruleset,
                                                    const HexMap &map, const UnitState &unit);

// NLB 6.0, NAW 8.3: the rule units leave the map by, as the map's game cites it.
std::string exitRule(const HexMap &map);
// The exit hexes the unit may leave the map by now, in its player's Movement Phase with the MP
// to pay for the hex off the map (NLB 6.0; NAW 8.3 as NLB's): none when it may not.
std::vector<std::string> exitHexes(const GameState &state, const Ruleset &ruleset,
                                   const HexMap &map, const std::string &unit);
// A unit.exited event's data on the map, once the game has begun: the unit must be able to leave
// now ("hex", the exit hex it leaves by, filled in); BadInput naming the rule otherwise. Before the
// first turn the data is taken as it is.
Result<nlohmann::json> exitOnMap(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                                 nlohmann::json data);

// BMW 11.2: where a rallied unit is placed: "in the hex with a leader" of its side, "or adjacent
// if the leader already is stacked with another unit", an adjacent hex on the map that its terrain
// lets the unit enter, holding no unit and in no enemy zone of control. Hex ids, in order.
std::vector<std::string> rallyHexes(const GameState &state, const Ruleset &ruleset,
                                    const HexMap &map, const UnitState &unit);
// A BMW unit.rallied event's data (as Game::judgeRally filled it) placed on the map: its "hex"
// checked against rallyHexes, or the one there is taken when none is given; with none, "If there
// is no adjacent hex not in an EZOC, the unit is not rallied" ("rallied": false, "placed": false).
// A rally that failed its roll, and one before the first turn (a set-up), is taken as it is.
Result<nlohmann::json> rallyOnMap(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                                  nlohmann::json data);

} // namespace umpire::crt
