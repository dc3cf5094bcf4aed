#pragma once

#include "explanation.h"
#include "hexmap.h"
#include "mapunits.h"

#include <string>
#include <vector>

namespace umpire::crt {

// A line of sight between two hex centres and what it meets (NLB 8.3, BMW 6.4).
struct MapLos
{
    Hex from, to;
    int range = 0; // counting the target hex, not the firing hex (NLB 8.1, BMW 6.4)
    bool clear = true;
    HexLine line;
    std::vector<Hex> blockingHexes;                 // hexes that block it
    std::vector<std::pair<Hex, Hex>> blockingSides; // hexsides that block it
    Explanation explanation;
};

// NLB 8.3 / BMW 6.4 (by the map's game): is the line of sight between two hexes clear?
MapLos lineOfSight(const HexMap &map, Hex from, Hex to);
// The same, judged along a line already drawn: `line` must be HexGrid::line(from, to) (MapSight
// walks each line once for every pair the same step apart and moves it).
MapLos lineOfSightAlong(const HexMap &map, Hex from, Hex to, HexLine line);

// One hex a unit may fire at (NLB 8.1 bombardment, BMW 6.4 archery).
struct MapFireTarget
{
    Hex hex;
    int range = 0;
    std::vector<std::string> units;
};
struct MapFireOptions
{
    std::string unit;
    int range = 0;
    std::vector<MapFireTarget> targets;
    std::vector<Hex> blockedHexes; // enemy hexes in range that the line of sight does not reach
    Explanation explanation;
};
// NLB 8.1, 8.3, 8.4, 10.4, 7.9 / BMW 6.1, 6.4: the enemy hexes this unit may fire at.
Result<MapFireOptions> fireTargets(const HexMap &map, const MapPositions &positions,
                                   const std::string &unitId);

} // namespace umpire::crt
