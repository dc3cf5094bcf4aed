#pragma once

#include "hexmap.h"
#include "mapunits.h"

#include <string>
#include <vector>

namespace umpire::crt {

// The map benchmarks' fixture and timings (issue 7 item 5; umpire-bench, docs/performance.md): a
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

} // namespace umpire::crt
