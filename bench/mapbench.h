#pragma once

#include "hexmap.h"
#include "mapunits.h"

#include <string>
#include <vector>

namespace umpire::crt {

// The map benchmarks' fixture and timings (umpire-bench, docs/performance.md): a
// 40 by 30 NLB map with every kind of terrain, 200 units (one in five artillery), deterministic.
struct MapBenchFixture
{
    HexMap map;
    MapPositions positions;
    std::string mover; // a cavalry unit with 12 MP, out of enemy zones of control
};
Result<MapBenchFixture> makeMapBenchFixture();

struct MapBenchTimes
{
    std::vector<double> reachMs, reachBaselineMs; // one unit's reach; a plain BFS to 12 hexes
    std::vector<double> losMs, losBaselineMs;     // every artillery unit to every hex in range
    int reachable = 0;
    int losChecks = 0;
    int artillery = 0;
};
// Times `repeat` rounds of each; the baselines are measured in the same rounds.
Result<MapBenchTimes> runMapBenchmarks(int repeat);

// Line of sight between every opposing pair: the map above made `columns` by `rows`
// (same densities of terrain and hexsides), `perSide` French units in the western two fifths of
// the columns and as many Prussians in the eastern two fifths, one a hex.
struct LosBenchFixture
{
    HexMap map;
    std::vector<Hex> french, prussians;
};
Result<LosBenchFixture> makeLosBenchFixture(int columns, int rows, int perSide);

struct LosBenchTimes
{
    int columns = 0, rows = 0, perSide = 0;
    int pairs = 0;        // every French unit to every Prussian one
    int clear = 0;        // of them, in sight
    int lines = 0;        // distinct lines (steps between two hexes) among them
    long partsWalked = 0; // of those lines, the parts MapSight walked (as far as verdicts needed)
    long partsWhole = 0;  // the parts of those lines walked to their ends (HexGrid::line)
    std::vector<double> sightMs;    // MapSight (made afresh), clearFrom each French unit
    std::vector<double> baselineMs; // HexGrid::line alone for the same pairs
    std::vector<double> pairwiseMs; // lineOfSight pair by pair, when asked for
};
// Times `repeat` rounds; the baseline (and lineOfSight pair by pair) in the same rounds. Fails if
// lineOfSight pair by pair answers any pair differently.
Result<LosBenchTimes> runLosBenchmark(int columns, int rows, int perSide, int repeat,
                                      bool pairwise);

} // namespace umpire::crt
