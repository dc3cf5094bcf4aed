#pragma once

#include "explanation.h"
#include "hexmap.h"
#include "mapunits.h"

#include <string>
#include <utility>
#include <vector>

namespace umpire::crt {

// One way a beaten unit may retreat: where it ends, the hexes it passes, and what it does to
// friendly units on the way (NLB 7.6 displacement, BMW 7.8 retreat through).
struct MapRetreatOption
{
    Hex hex;
    std::vector<Hex> path;                              // from the first hex entered to the last
    std::vector<std::pair<std::string, Hex>> displaced; // NLB 7.6: unit, where it goes
    std::vector<std::string> disrupted;                 // BMW 7.8: units disrupted
};
struct MapRetreat
{
    std::string unit;
    bool eliminated = false; // no hex open (NLB 7.4, 7.6, 6.1; BMW 7.8)
    int hexes = 1;           // BMW 9.2: cavalry three
    std::vector<MapRetreatOption> options;
    Explanation explanation;
};
// NLB 7.4, 7.6, 6.1, 10.5 / BMW 7.8, 9.2: where the unit may retreat from the positions as they
// stand.
Result<MapRetreat> retreatOptions(const HexMap &map, const MapPositions &positions,
                                  const std::string &unitId);

// BMW 8.3: a light unit retreating before combat "may retreat up to three hexes instead of one;
// each hex must be one eligible for retreat": the BMW 7.8 options, and every vacant hex up to
// `hexes` away that it reaches through vacant eligible hexes, each step further from where it
// stood.
Result<MapRetreat> retreatBeforeCombatOptions(const HexMap &map, const MapPositions &positions,
                                              const std::string &unitId, int hexes);

// One unit that may (or must) advance into the vacated hex, and how far.
struct MapAdvanceOption
{
    std::string unit;
    bool must = false;      // BMW 9.6 charging cavalry, BMW 7.9 leaders
    std::vector<Hex> hexes; // the vacated hex, then (BMW 9.2 cavalry) the hexes beyond
};
struct MapAdvance
{
    Hex vacated;
    std::vector<MapAdvanceOption> options; // only one unit may advance (NLB 7.5, BMW 7.9)
    Explanation explanation;
};
// NLB 7.5, 10.5, 11.0 / BMW 7.9, 9.2, 9.6: who of the attackers may advance into the vacated hex.
Result<MapAdvance> advanceOptions(const HexMap &map, const MapPositions &positions, Hex vacated,
                                  const std::vector<std::string> &attackers);

} // namespace umpire::crt
