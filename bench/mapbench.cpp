#include "mapbench.h"

#include "maplos.h"
#include "mapmovement.h"

#include <chrono>
#include <cstdint>

namespace umpire::crt {

using nlohmann::json;

namespace {

std::string benchId(int c, int r)
{
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "%02d%02d", c, r);
    return buffer;
}

// A small deterministic generator, so every run times the same map.
struct Lcg
{
    std::uint32_t state = 1815;
    int next(int n)
    {
        state = state * 1664525u + 1013904223u;
        return int((state >> 8) % std::uint32_t(n));
    }
};

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

Result<MapBenchFixture> makeMapBenchFixture()
{
    const int columns = 40, rows = 30;
    Lcg random;
    json hexes = json::object();
    for (int c = 1; c <= columns; ++c)
        for (int r = 1; r <= rows; ++r) {
            const int roll = random.next(100);
            if (roll < 15)
                hexes[benchId(c, r)] = "forest";
            else if (roll < 20)
                hexes[benchId(c, r)] = "town";
            else if (roll < 23)
                hexes[benchId(c, r)] = "marsh";
        }
    json sides = json::array();
    for (int r = 1; r <= rows; ++r) {
        // a river between columns 20 and 21, bridged where the roads cross
        const bool road = r % 10 == 5;
        sides.push_back({{"hexes", {benchId(20, r), benchId(21, r)}},
                         {"features", road ? json{"river", "bridge"} : json{"river"}}});
        if (r < rows)
            sides.push_back(
                {{"hexes", {benchId(20, r), benchId(21, r + 1)}}, {"features", {"river"}}});
    }
    for (int c = 1; c <= columns; ++c)
        for (int r = 1; r < rows; ++r) {
            const int roll = random.next(100);
            if (roll < 5)
                sides.push_back(
                    {{"hexes", {benchId(c, r), benchId(c, r + 1)}}, {"features", {"stream"}}});
            else if (roll < 8)
                sides.push_back(
                    {{"hexes", {benchId(c, r), benchId(c, r + 1)}}, {"features", {"crest"}}});
        }
    json paths = json::array();
    for (int r : {5, 15, 25}) {
        json road = json::array();
        for (int c = 1; c <= columns; ++c)
            road.push_back(benchId(c, r));
        paths.push_back({{"feature", "road"}, {"hexes", road}});
    }
    json trail = json::array();
    for (int r = 1; r <= rows; ++r)
        trail.push_back(benchId(10, r));
    paths.push_back({{"feature", "trail"}, {"hexes", trail}});
    const json doc = {
        {"format", 1},
        {"id", "bench-40x30"},
        {"title", "Benchmark map, 40 by 30 (generated, a sample)"},
        {"sample", true},
        {"game", "nlb"},
        {"grid", {{"orientation", "flat-top"}, {"columns", columns}, {"rows", rows}}},
        {"terrainKey",
         {{{"id", "clear"}, {"movement", 1}},
          {{"id", "forest"}, {"movement", 2}, {"blocksLos", true}},
          {{"id", "town"}, {"movement", 1}, {"blocksLos", true}},
          {{"id", "marsh"}, {"movement", 2}},
          {{"id", "stream"}, {"hexside", true}, {"extra", 2}},
          {{"id", "river"}, {"hexside", true}, {"impassable", true}},
          {{"id", "bridge"}, {"hexside", true}, {"bridge", true}},
          {{"id", "road"}, {"hexside", true}, {"path", "road"}, {"pathMovement", 0.5}},
          {{"id", "trail"}, {"hexside", true}, {"path", "trail"}, {"pathMovement", 1}},
          {{"id", "crest"}, {"hexside", true}, {"blocksLos", true}}}},
        {"defaultTerrain", "clear"},
        {"hexes", hexes},
        {"hexsides", sides},
        {"paths", paths}};
    Result<HexMap> map = HexMap::fromJson(doc, "bench-40x30");
    if (!map)
        return map.error();
    // 200 units: the French in the western columns, the Prussians in the eastern ones, one unit a
    // hex, one in five artillery; the mover in the middle of the French side, well behind.
    json units = json::array();
    units.push_back({{"id", "mover"},
                     {"side", "French"},
                     {"type", "cavalry"},
                     {"hex", benchId(8, 15)},
                     {"movement", 12}});
    std::vector<bool> taken(std::size_t(columns * rows + 1), false);
    taken[std::size_t((8 - 1) * rows + 15)] = true;
    for (int i = 0; i < 199; ++i) {
        const bool french = i % 2 == 0;
        int c = 0, r = 0;
        do {
            c = french ? 1 + random.next(16) : 25 + random.next(16);
            r = 1 + random.next(rows);
        } while (taken[std::size_t((c - 1) * rows + r)] ||
                 (french && std::abs(c - 8) <= 3 && std::abs(r - 15) <= 3));
        taken[std::size_t((c - 1) * rows + r)] = true;
        const bool artillery = i % 5 == 0;
        units.push_back({{"id", "u" + std::to_string(i)},
                         {"side", french ? "French" : "Prussian"},
                         {"type", artillery ? "artillery" : "infantry"},
                         {"hex", benchId(c, r)},
                         {"movement", 4}});
    }
    Result<MapPositions> positions =
        MapPositions::fromJson({{"format", 1}, {"units", units}}, *map, "bench positions");
    if (!positions)
        return positions.error();
    return MapBenchFixture{std::move(map).value(), std::move(positions).value(), "mover"};
}

Result<MapBenchTimes> runMapBenchmarks(int repeat)
{
    Result<MapBenchFixture> fixture = makeMapBenchFixture();
    if (!fixture)
        return fixture.error();
    const HexMap &map = fixture->map;
    const MapPositions &positions = fixture->positions;
    const HexGrid &grid = map.grid();
    MapBenchTimes out;
    const Hex start = positions.unit(fixture->mover)->hex;
    long sink = 0;
    for (int round = 0; round < repeat; ++round) {
        // Reach: the engine's answer, then a breadth-first search of the same grid to 12 hexes.
        auto t = std::chrono::steady_clock::now();
        Result<MapReach> reach = reachableHexes(map, positions, fixture->mover);
        out.reachMs.push_back(msSince(t));
        if (!reach)
            return reach.error();
        out.reachable = int(reach->hexes.size());
        t = std::chrono::steady_clock::now();
        std::vector<int> depth(std::size_t(grid.hexCount()), -1);
        std::vector<Hex> frontier = {start}, next;
        depth[std::size_t(grid.index(start))] = 0;
        for (int d = 1; d <= 12; ++d) {
            next.clear();
            for (Hex h : frontier)
                for (Hex n : HexGrid::neighbours(h)) {
                    const int i = grid.index(n);
                    if (i >= 0 && depth[std::size_t(i)] < 0) {
                        depth[std::size_t(i)] = d;
                        next.push_back(n);
                    }
                }
            std::swap(frontier, next);
        }
        out.reachBaselineMs.push_back(msSince(t));
        sink += long(frontier.size());

        // Line of sight from every artillery unit to every hex in its range; the baseline is the
        // exact hex lines alone.
        std::vector<std::pair<Hex, Hex>> pairs;
        out.artillery = 0;
        for (const MapUnit &u : positions.units) {
            if (u.type != "artillery")
                continue;
            ++out.artillery;
            for (Hex h : HexGrid::range(u.hex, u.range))
                if (!(h == u.hex) && grid.contains(h))
                    pairs.push_back({u.hex, h});
        }
        out.losChecks = int(pairs.size());
        t = std::chrono::steady_clock::now();
        for (const auto &[a, b] : pairs)
            sink += lineOfSight(map, a, b).clear ? 1 : 0;
        out.losMs.push_back(msSince(t));
        t = std::chrono::steady_clock::now();
        for (const auto &[a, b] : pairs)
            sink += long(HexGrid::line(a, b).parts.size());
        out.losBaselineMs.push_back(msSince(t));
    }
    if (sink < 0)
        return badInput("impossible");
    return out;
}

} // namespace umpire::crt
