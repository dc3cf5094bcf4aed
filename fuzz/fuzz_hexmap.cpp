// Hex maps and positions on any bytes: the input as a map file (HexMap::fromJson) and as a
// positions file on the shipped NLB sample map (MapPositions::fromJson). Every refusal must be a
// value, never a crash; an accepted map or positions must answer every map question (reach, zones
// of control, line of sight, retreat, advance, entry) without breaking a promise.
#include "fuzzsupport.h"

#include "hexmap.h"
#include "maplos.h"
#include "mapmovement.h"
#include "mapretreat.h"
#include "mapunits.h"
#include "mapzoc.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

using namespace umpire;
using namespace umpire::crt;

namespace {

const HexMap &sampleMap()
{
    static const Result<HexMap> map =
        HexMap::load(std::string(UMPIRE_RULESDATA_DIR) + "/maps/sample-nlb.json");
    if (!map) {
        std::fprintf(stderr, "umpire fuzz: the sample map does not load: %s\n",
                     map.error().message.c_str());
        std::abort();
    }
    return *map;
}

// Every question of the map rules about the positions; the answers must keep their promises.
void exercise(const HexMap &map, const MapPositions &positions)
{
    const HexGrid &grid = map.grid();
    (void)stackingBreaches(map, positions);
    const MapZoc zoc(map, positions);
    std::size_t asked = 0;
    for (const MapUnit &u : positions.units) {
        if (++asked > 6)
            break;
        MapMoveOptions options;
        options.movementPoints = 6;
        if (Result<MapReach> r = reachableHexes(map, positions, u.id, options)) {
            for (const MapReachHex &h : r->hexes) {
                if (!grid.contains(h.hex) || h.costHalves > r->allowanceHalves)
                    fuzz::broken("fuzz_hexmap",
                                 "a reachable hex off the map or over the allowance");
                if (r->pathTo(h.hex).empty())
                    fuzz::broken("fuzz_hexmap", "a reachable hex with no path to it");
            }
        }
        if (Result<MapRetreat> r = retreatOptions(map, positions, u.id)) {
            if (r->eliminated != r->options.empty())
                fuzz::broken("fuzz_hexmap", "eliminated with retreat options, or neither");
            for (const MapRetreatOption &o : r->options)
                if (!grid.contains(o.hex) || zoc.enemyControlled(o.hex, u.side))
                    fuzz::broken("fuzz_hexmap", "a retreat off the map or into an enemy ZOC");
        }
        (void)fireTargets(map, positions, u.id);
        (void)advanceOptions(map, positions, u.hex, {u.id});
        for (Hex n : HexGrid::ring(u.hex, 3))
            if (grid.contains(n)) {
                const MapLos a = lineOfSight(map, u.hex, n), b = lineOfSight(map, n, u.hex);
                if (a.clear != b.clear)
                    fuzz::broken("fuzz_hexmap", "a line of sight clear one way only");
            }
    }
    for (const MapEdgeHex &e : map.entries)
        (void)reinforcementEntry(map, positions, e.sides.empty() ? "A" : e.sides.front(), e.name,
                                 2);
    if (!positions.phasing.empty())
        (void)combatObligations(map, positions, positions.phasing);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    (void)sampleMap();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const nlohmann::json document = nlohmann::json::parse(bytes, bytes + size, nullptr, false);
    if (document.is_discarded() || !document.is_object())
        return 0;
    if (document.contains("units")) {
        if (Result<MapPositions> p = MapPositions::fromJson(document, sampleMap(), "fuzz.json"))
            exercise(sampleMap(), *p);
        return 0;
    }
    Result<HexMap> map = HexMap::fromJson(document, "fuzz.json");
    if (!map)
        return 0;
    if (map->grid().hexCount() > 20000)
        return 0; // a huge grid is valid, only slow
    (void)map->toJson().dump();
    // A unit of each side in the first hexes, so the rules have something to judge.
    nlohmann::json units = nlohmann::json::array();
    const std::vector<Hex> all = map->grid().allHexes();
    for (std::size_t i = 0; i < all.size() && i < 6; ++i)
        units.push_back({{"id", "u" + std::to_string(i)},
                         {"side", i % 2 ? "A" : "B"},
                         {"type", i % 3 ? "infantry" : "cavalry"},
                         {"hex", map->grid().id(all[i * 7 % all.size()])},
                         {"movement", 4}});
    if (Result<MapPositions> p =
            MapPositions::fromJson({{"format", 1}, {"units", units}}, *map, "fuzz positions"))
        exercise(*map, *p);
    return 0;
}
