#pragma once

#include "explanation.h"
#include "hexmap.h"
#include "mapunits.h"
#include "mapzoc.h"

#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// The cost of one step of movement from a hex into an adjacent one, in half movement points, or
// why the step is impossible.
struct MapStep
{
    Hex from, to;
    bool allowed = true;
    int costHalves = 0;
    std::string rule;
    Message why; // what makes the cost, or why the step is refused
};

// NLB 5.2, 5.6 / BMW 4.2: what entering `to` from `from` costs this unit (terrain only: the
// units and zones of control are judged by the callers).
MapStep stepCost(const HexMap &map, const MapUnit &unit, Hex from, Hex to);
// The same cost alone, without its explanation (-1: refused), for searches.
int stepCostHalves(const HexMap &map, const MapUnit &unit, Hex from, Hex to);

// One hex a unit can reach, with the cheapest cost and the hex it comes from.
struct MapReachHex
{
    Hex hex;
    int costHalves = 0;
    Hex previous;
    bool enemyZoc = false; // movement ends here (NLB 5.4, BMW 5.2)
    bool mayEnd = true;    // stacking allows ending the move here (NLB 5.3, BMW 4.3)
};
struct MapExitOption
{
    Hex hex;
    int costHalves = 0; // total, including the cost of the imaginary hex off the map
};
struct MapReach
{
    std::string unit;
    int allowanceHalves = 0;
    std::vector<MapReachHex> hexes;   // the start hex first
    std::vector<MapExitOption> exits; // NLB 6.0
    Explanation explanation;
    const MapReachHex *find(Hex hex) const;
    std::vector<Hex> pathTo(Hex hex) const; // from the start, empty when not reachable
};

struct MapMoveOptions
{
    std::optional<int> movementPoints; // overrides the unit's printed allowance
    std::optional<Hex> from;           // start elsewhere (a reinforcement's entry hex)
    int spentHalves = 0;               // already spent (entering the map)
};

// NLB 5.1-5.5, 6.0 / BMW 4.1-4.4, 5.2, 8.2, 10.1: every hex the unit may reach this movement phase.
Result<MapReach> reachableHexes(const HexMap &map, const MapPositions &positions,
                                const std::string &unitId, const MapMoveOptions &options = {});

// A path given hex by hex: each step's cost and whether the whole move is legal.
struct MapPathCheck
{
    std::vector<MapStep> steps;
    int totalHalves = 0;
    int allowanceHalves = 0;
    bool legal = true;
    Explanation explanation;
};
Result<MapPathCheck> checkPath(const HexMap &map, const MapPositions &positions,
                               const std::string &unitId, const std::vector<Hex> &path,
                               const MapMoveOptions &options = {});

// NLB 9.0, 9.1: where and at what cost the n-th stack of a column of reinforcements enters.
struct MapEntryOption
{
    Hex hex;
    int costHalves = 0;
    bool substitute = false; // the nearest open edge hex, the entry hex being blocked (9.1)
};
struct MapEntry
{
    std::vector<MapEntryOption> options;
    Explanation explanation;
};
Result<MapEntry> reinforcementEntry(const HexMap &map, const MapPositions &positions,
                                    const std::string &side, const std::string &entryName,
                                    int stackNumber);

} // namespace umpire::crt
