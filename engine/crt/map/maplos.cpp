#include "maplos.h"

#include "mapzoc.h"

#include <algorithm>
#include <utility>

namespace umpire::crt {

namespace {

bool hexBlocks(const HexMap &map, Hex hex)
{
    const MapTerrain *t = map.terrainAt(hex);
    return t && t->blocksLos;
}

std::string sideName(const HexMap &map, Hex a, Hex b)
{
    for (const MapTerrain *f : map.hexsideFeatures(a, b))
        if (f->blocksLos)
            return f->name;
    return {};
}

} // namespace

// NLB 8.3: blocking hexes and hexsides between, a line along a hexside, a line through a vertex;
// BMW 6.4: any terrain but clear between, a line along a hexside blocked only by both hexes.
MapLos lineOfSight(const HexMap &map, Hex from, Hex to)
{
    return lineOfSightAlong(map, from, to, HexGrid::line(from, to));
}

MapLos lineOfSightAlong(const HexMap &map, Hex from, Hex to, HexLine line)
{
    MapLos out;
    out.from = from;
    out.to = to;
    out.range = HexGrid::distance(from, to);
    out.line = std::move(line);
    const HexGrid &grid = map.grid();
    const bool nlb = map.nlbRules();
    const std::string r = nlb ? "NLB 8.3" : "BMW 6.4";
    const std::uint32_t sides = map.losBlockingSideMask();
    auto endpoint = [&](Hex h) { return h == from || h == to; };
    auto blockSide = [&](Hex a, Hex b, const Message &why) {
        out.clear = false;
        out.blockingSides.push_back({a, b});
        out.explanation.add(r, why);
    };
    auto blockHex = [&](Hex h, const Message &why) {
        out.clear = false;
        if (std::find(out.blockingHexes.begin(), out.blockingHexes.end(), h) ==
            out.blockingHexes.end())
            out.blockingHexes.push_back(h);
        out.explanation.add(r, why);
    };
    std::optional<Hex> previousInterior;
    for (const HexLine::Part &part : out.line.parts) {
        switch (part.kind) {
        case HexLine::Kind::Interior: {
            const Hex h = part.hexes.front();
            // the hexside crossed between two hexes in a row blocks even at either end
            if (previousInterior && map.hexsideHas(*previousInterior, h, sides))
                blockSide(*previousInterior, h,
                          msg("the %1 between %2 and %3 blocks the line of sight",
                              {sideName(map, *previousInterior, h), grid.id(*previousInterior),
                               grid.id(h)}));
            previousInterior = h;
            if (!endpoint(h) && hexBlocks(map, h))
                blockHex(h, msg("%1 (%2) lies between and blocks the line of sight",
                                {map.terrainAt(h)->name, grid.id(h)}));
            break;
        }
        case HexLine::Kind::Hexside: {
            const Hex a = part.hexes[0], b = part.hexes[1];
            previousInterior.reset();
            if (map.hexsideHas(a, b, sides))
                blockSide(a, b,
                          msg("the line runs along the %1 between %2 and %3, which blocks it",
                              {sideName(map, a, b), grid.id(a), grid.id(b)}));
            else if (hexBlocks(map, a) && hexBlocks(map, b)) {
                out.clear = false;
                out.blockingHexes.push_back(a);
                out.blockingHexes.push_back(b);
                out.explanation.add(r, msg("the line runs along the hexside between %1 and %2, "
                                           "both blocking terrain",
                                           {grid.id(a), grid.id(b)}));
            } else
                out.explanation.add(r, msg("the line runs along the hexside between %1 and %2; "
                                           "one side is open, so it is not blocked there",
                                           {grid.id(a), grid.id(b)}));
            break;
        }
        case HexLine::Kind::Vertex: {
            if (!nlb || part.hexes.size() != 3)
                break; // BMW 6.4 names hexes and hexsides only
            int blockingSides = 0, blockingHexes = 0;
            for (std::size_t i = 0; i < 3; ++i) {
                const Hex a = part.hexes[i], b = part.hexes[(i + 1) % 3];
                if (map.hexsideHas(a, b, sides))
                    ++blockingSides;
                if (!endpoint(a) && hexBlocks(map, a))
                    ++blockingHexes;
            }
            if (blockingSides >= 2 || (blockingSides >= 1 && blockingHexes >= 1)) {
                out.clear = false;
                for (std::size_t i = 0; i < 3; ++i) {
                    const Hex a = part.hexes[i], b = part.hexes[(i + 1) % 3];
                    if (map.hexsideHas(a, b, sides))
                        out.blockingSides.push_back({a, b});
                }
                out.explanation.add(
                    r, msg("the line passes through the juncture of %1, %2 and "
                           "%3: %4 blocking hexsides and %5 blocking hexes meet "
                           "there",
                           {grid.id(part.hexes[0]), grid.id(part.hexes[1]), grid.id(part.hexes[2]),
                            std::to_string(blockingSides), std::to_string(blockingHexes)}));
            }
            break;
        }
        }
    }
    if (out.clear)
        out.explanation.add(
            r, msg("the line of sight from %1 to %2 is clear", {grid.id(from), grid.id(to)}));
    return out;
}

Result<MapFireOptions> fireTargets(const HexMap &map, const MapPositions &positions,
                                   const std::string &unitId)
{
    const MapUnit *u = positions.unit(unitId);
    if (!u)
        return badInput(msg("no unit \"%1\" in the positions", {unitId}));
    const HexGrid &grid = map.grid();
    const bool nlb = map.nlbRules();
    MapFireOptions out;
    out.unit = u->id;
    out.range = u->range;
    if (u->range <= 0) {
        out.explanation.add(nlb ? "NLB 8.0" : "BMW 6.0",
                            msg("%1 has no range: it cannot fire", {u->id}));
        return out;
    }
    const MapZoc zoc(map, positions);
    if (nlb) {
        if (nightOrRain(positions.weather)) {
            out.explanation.add("NLB 7.9", msg("artillery may not bombard on a %1 turn",
                                               {weatherWords(positions.weather)}));
            return out;
        }
        if (zoc.enemyControlled(u->hex, u->side)) {
            out.explanation.add("NLB 8.4", msg("%1 is in an enemy controlled hex: it attacks "
                                               "adjacent units and may not bombard",
                                               {u->id}));
            return out;
        }
    }
    out.explanation.add(nlb ? "NLB 8.1" : "BMW 6.4",
                        msg("range %1, counting the target hex but not the firing hex",
                            {std::to_string(u->range)}));
    std::vector<MapFireTarget> adjacent;
    for (int radius = 1; radius <= u->range; ++radius)
        for (Hex h : HexGrid::ring(u->hex, radius)) {
            if (!grid.contains(h))
                continue;
            MapFireTarget t{h, radius, {}};
            bool undisruptedEnemy = false;
            for (int i : positions.at(h)) {
                const MapUnit &e = positions.units[std::size_t(i)];
                if (!positions.enemies(e, *u))
                    continue;
                if (!nlb && loneLeader(positions, e))
                    continue; // BMW 6.1: a lone leader may not be targeted
                t.units.push_back(e.id);
                undisruptedEnemy = undisruptedEnemy || !e.disrupted;
            }
            if (t.units.empty())
                continue;
            if (nlb) {
                if (map.terrainAt(h)->chateau) {
                    out.explanation.add("NLB 10.4", msg("artillery may never bombard into the "
                                                        "chateau at %1",
                                                        {grid.id(h)}));
                    continue;
                }
                if (radius == 1 && zocReaches(map, *u, h)) // adjacent: an attack, not bombardment
                    continue;
            }
            const MapLos los = lineOfSight(map, u->hex, h);
            if (!los.clear) {
                out.blockedHexes.push_back(h);
                for (const Step &s : los.explanation.steps)
                    out.explanation.steps.push_back(s);
                continue;
            }
            if (!nlb && radius == 1 && undisruptedEnemy)
                adjacent.push_back(t);
            out.targets.push_back(t);
        }
    // BMW 6.4: an archer with an adjacent eligible (non-disrupted) target must fire at it.
    if (!nlb && !adjacent.empty() && out.targets.size() > adjacent.size()) {
        out.targets = adjacent;
        out.explanation.add("BMW 6.4", msg("an adjacent non-disrupted enemy unit: %1 must fire at "
                                           "it",
                                           {u->id}));
    }
    return out;
}

} // namespace umpire::crt
