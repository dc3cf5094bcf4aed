#include "mapbench.h"

#include "maplos.h"
#include "mapmovement.h"
#include "mapsight.h"

#include <algorithm>
#include <chrono>
#include <cstdint>

namespace umpire::crt {

using nlohmann::json;

namespace {

// A hex id as the map writes it: at least two digits each for column and row, more on a big map.
std::string benchId(int c, int r, int columns = 40, int rows = 30)
{
    const int columnDigits = std::max(2, int(std::to_string(columns).size()));
    const int rowDigits = std::max(2, int(std::to_string(rows).size()));
    auto padded = [](int n, int digits) {
        const std::string text = std::to_string(n);
        return std::string(std::size_t(std::max(0, digits - int(text.size()))), '0') + text;
    };
    return padded(c, columnDigits) + padded(r, rowDigits);
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

// A generated NLB map of `columns` by `rows` (the 40 by 30 one is the reach fixture's): 15% forest,
// 5% towns, 3% marsh, a river with bridges down the middle, streams and crests on 8% of the
// hexsides between rows, roads every 10 rows from row 5, a trail down a quarter of the way across.
Result<HexMap> makeBenchMap(int columns, int rows, Lcg &random)
{
    auto hexId = [&](int c, int r) { return benchId(c, r, columns, rows); };
    json hexes = json::object();
    for (int c = 1; c <= columns; ++c)
        for (int r = 1; r <= rows; ++r) {
            const int roll = random.next(100);
            if (roll < 15)
                hexes[hexId(c, r)] = "forest";
            else if (roll < 20)
                hexes[hexId(c, r)] = "town";
            else if (roll < 23)
                hexes[hexId(c, r)] = "marsh";
        }
    json sides = json::array();
    const int river = columns / 2;
    for (int r = 1; r <= rows; ++r) {
        // a river between the middle columns, bridged where the roads cross
        const bool road = r % 10 == 5;
        sides.push_back({{"hexes", {hexId(river, r), hexId(river + 1, r)}},
                         {"features", road ? json{"river", "bridge"} : json{"river"}}});
        if (r < rows)
            sides.push_back(
                {{"hexes", {hexId(river, r), hexId(river + 1, r + 1)}}, {"features", {"river"}}});
    }
    for (int c = 1; c <= columns; ++c)
        for (int r = 1; r < rows; ++r) {
            const int roll = random.next(100);
            if (roll < 5)
                sides.push_back(
                    {{"hexes", {hexId(c, r), hexId(c, r + 1)}}, {"features", {"stream"}}});
            else if (roll < 8)
                sides.push_back(
                    {{"hexes", {hexId(c, r), hexId(c, r + 1)}}, {"features", {"crest"}}});
        }
    json paths = json::array();
    for (int r = 5; r <= rows; r += 10) {
        json road = json::array();
        for (int c = 1; c <= columns; ++c)
            road.push_back(hexId(c, r));
        paths.push_back({{"feature", "road"}, {"hexes", road}});
    }
    json trail = json::array();
    for (int r = 1; r <= rows; ++r)
        trail.push_back(hexId(columns / 4, r));
    paths.push_back({{"feature", "trail"}, {"hexes", trail}});
    const std::string id = "bench-" + std::to_string(columns) + "x" + std::to_string(rows);
    const json doc = {
        {"format", 1},
        {"id", id},
        {"title", "Benchmark map, " + std::to_string(columns) + " by " + std::to_string(rows) +
                      " (generated, a sample)"},
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
    return HexMap::fromJson(doc, id);
}

} // namespace

Result<MapBenchFixture> makeMapBenchFixture()
{
    const int columns = 40, rows = 30;
    Lcg random;
    Result<HexMap> map = makeBenchMap(columns, rows, random);
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

Result<LosBenchFixture> makeLosBenchFixture(int columns, int rows, int perSide)
{
    Lcg random;
    Result<HexMap> map = makeBenchMap(columns, rows, random);
    if (!map)
        return map.error();
    const int band = columns * 2 / 5;
    if (perSide > band * rows)
        return badInput("more units than hexes for them");
    LosBenchFixture out{std::move(map).value(), {}, {}};
    std::vector<bool> taken(std::size_t(columns * rows), false);
    for (int side = 0; side < 2; ++side)
        for (int i = 0; i < perSide; ++i) {
            int c = 0, r = 0;
            do {
                c = (side == 0 ? 1 : columns - band + 1) + random.next(band);
                r = 1 + random.next(rows);
            } while (taken[std::size_t((c - 1) * rows + r - 1)]);
            taken[std::size_t((c - 1) * rows + r - 1)] = true;
            (side == 0 ? out.french : out.prussians).push_back(out.map.grid().fromOffset(c, r));
        }
    return out;
}

Result<LosBenchTimes> runLosBenchmark(int columns, int rows, int perSide, int repeat, bool pairwise)
{
    Result<LosBenchFixture> fixture = makeLosBenchFixture(columns, rows, perSide);
    if (!fixture)
        return fixture.error();
    const HexMap &map = fixture->map;
    LosBenchTimes out;
    out.columns = columns;
    out.rows = rows;
    out.perSide = perSide;
    out.pairs = int(fixture->french.size() * fixture->prussians.size());
    long sink = 0;
    for (int round = 0; round < repeat; ++round) {
        // MapSight made afresh each round (its tables and lines included), one source at a time.
        auto t = std::chrono::steady_clock::now();
        std::vector<std::uint8_t> verdicts;
        verdicts.reserve(std::size_t(out.pairs));
        MapSight sight(map);
        for (Hex f : fixture->french) {
            const std::vector<std::uint8_t> row = sight.clearFrom(f, fixture->prussians);
            verdicts.insert(verdicts.end(), row.begin(), row.end());
        }
        out.sightMs.push_back(msSince(t));
        out.lines = sight.linesStarted();
        out.partsWalked = sight.partsWalked();
        out.clear = int(std::count(verdicts.begin(), verdicts.end(), std::uint8_t(1)));
        // The baseline: the exact hex lines alone for the same pairs, no terrain.
        t = std::chrono::steady_clock::now();
        long parts = 0;
        for (Hex f : fixture->french)
            for (Hex p : fixture->prussians)
                parts += long(HexGrid::line(f, p).parts.size());
        out.baselineMs.push_back(msSince(t));
        out.partsWhole = parts;
        if (!pairwise)
            continue;
        // The pairwise way: lineOfSight pair by pair, which must give every verdict the same.
        t = std::chrono::steady_clock::now();
        std::size_t i = 0;
        bool same = true;
        for (Hex f : fixture->french)
            for (Hex p : fixture->prussians)
                same = (lineOfSight(map, f, p).clear == (verdicts[i++] != 0)) && same;
        out.pairwiseMs.push_back(msSince(t));
        if (!same)
            return badInput("MapSight and lineOfSight disagree on a pair");
    }
    if (sink < 0)
        return badInput("impossible");
    return out;
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
