#include "mapretreat.h"

#include "mapzoc.h"

#include <algorithm>
#include <set>

namespace umpire::crt {

namespace {

bool hasEnemy(const MapPositions &positions, Hex hex, const MapUnit &unit)
{
    for (int i : positions.at(hex))
        if (positions.enemies(positions.units[std::size_t(i)], unit))
            return true;
    return false;
}

bool isCavalry(const MapUnit &u)
{
    return u.type == "cavalry" || u.type == "horse archers";
}

struct NlbRetreat
{
    const HexMap &map;
    const MapPositions &positions;
    const MapZoc &zoc;

    // NLB 7.4: one hex, not off the map, prohibited, enemy occupied or controlled, nor an occupied
    // chateau (10.5); the hexes it may simply enter, and the full friendly stacks.
    void open(const MapUnit &u, Hex from, const std::set<Hex> &exclude, std::vector<Hex> &free,
              std::vector<Hex> &full) const
    {
        for (Hex n : HexGrid::neighbours(from)) {
            if (!map.grid().contains(n) || exclude.count(n))
                continue;
            if (!terrainAllows(map, u, from, n) || hasEnemy(positions, n, u) ||
                zoc.enemyControlled(n, u.side))
                continue;
            const int count = stackCount(map, positions, n);
            if (map.terrainAt(n)->chateau && count > 0)
                continue; // NLB 10.5
            if (count + 1 <= stackingLimit(map, n))
                free.push_back(n);
            else
                full.push_back(n);
        }
    }

    // NLB 7.6: a displacement chain that moves no unit off the map or into elimination; empty
    // when there is none.
    bool displace(const MapUnit &d, std::set<Hex> exclude, int depth,
                  std::vector<std::pair<std::string, Hex>> &chain) const
    {
        if (depth > 6)
            return false;
        std::vector<Hex> free, full;
        exclude.insert(d.hex);
        open(d, d.hex, exclude, free, full);
        if (!free.empty()) {
            chain.push_back({d.id, free.front()});
            return true;
        }
        for (Hex n : full) {
            if (map.terrainAt(n)->chateau)
                continue; // NLB 10.5: never displaced out of a chateau
            for (int i : positions.at(n)) {
                const MapUnit &next = positions.units[std::size_t(i)];
                std::vector<std::pair<std::string, Hex>> sub;
                if (displace(next, exclude, depth + 1, sub)) {
                    chain.push_back({d.id, n});
                    chain.insert(chain.end(), sub.begin(), sub.end());
                    return true;
                }
            }
        }
        return false;
    }
};

} // namespace

Result<MapRetreat> retreatOptions(const HexMap &map, const MapPositions &positions,
                                  const std::string &unitId)
{
    const MapUnit *found = positions.unit(unitId);
    if (!found)
        return badInput(msg("no unit \"%1\" in the positions", {unitId}));
    const MapUnit &u = *found;
    const HexGrid &grid = map.grid();
    const MapZoc zoc(map, positions);
    MapRetreat out;
    out.unit = u.id;
    if (map.nlbRules()) {
        const NlbRetreat nlb{map, positions, zoc};
        std::vector<Hex> free, full;
        nlb.open(u, u.hex, {u.hex}, free, full);
        bool offMap = false;
        for (Hex n : HexGrid::neighbours(u.hex))
            offMap = offMap || !grid.contains(n);
        for (Hex h : free)
            out.options.push_back({h, {h}, {}, {}});
        if (!free.empty()) {
            out.explanation.add("NLB 7.4",
                                msg("%1 retreats one hex, out of enemy zones of control: %2 "
                                    "hexes open",
                                    {u.id, std::to_string(free.size())}));
            return out;
        }
        // NLB 7.6: only hexes full of friendly units: displace one of them.
        for (Hex n : full) {
            if (map.terrainAt(n)->chateau) {
                out.explanation.add("NLB 10.5", msg("units in the chateau at %1 may not be "
                                                    "displaced",
                                                    {grid.id(n)}));
                continue;
            }
            for (int i : positions.at(n)) {
                const MapUnit &d = positions.units[std::size_t(i)];
                std::vector<std::pair<std::string, Hex>> chain;
                if (nlb.displace(d, {u.hex}, 0, chain))
                    out.options.push_back({n, {n}, chain, {}});
                else
                    out.explanation.add("NLB 7.6",
                                        msg("displacing %1 from %2 would eliminate it, so it may "
                                            "not be displaced",
                                            {d.id, grid.id(n)}));
            }
        }
        if (!out.options.empty()) {
            out.explanation.add("NLB 7.6", msg("the only hexes open hold full friendly stacks: "
                                               "%1 displaces a unit there",
                                               {u.id}));
            return out;
        }
        out.eliminated = true;
        out.explanation.add(offMap ? "NLB 6.1" : "NLB 7.4",
                            offMap ? msg("no hex is open to %1 and it may not retreat off the "
                                         "map: it is eliminated",
                                         {u.id})
                                   : msg("no hex is open to %1: it is eliminated", {u.id}));
        return out;
    }

    // BMW 7.8, 9.2: away from the combat hex, never into an enemy zone of control.
    const bool cavalry = isCavalry(u);
    out.hexes = cavalry ? 3 : 1;
    struct Path
    {
        std::vector<Hex> hexes;
    };
    auto occupiedByFriend = [&](Hex h) {
        for (int i : positions.at(h)) {
            const MapUnit &o = positions.units[std::size_t(i)];
            if (!o.leader && o.id != u.id)
                return true;
        }
        return false;
    };
    auto eligible = [&](Hex from, Hex to) {
        return grid.contains(to) && terrainAllows(map, u, from, to) &&
               !hasEnemy(positions, to, u) && !zoc.enemyControlled(to, u.side);
    };
    std::vector<Path> finals;
    std::vector<Path> frontier = {{{u.hex}}};
    const int maxLength = out.hexes + 8;
    for (int length = 1; length <= maxLength && finals.empty(); ++length) {
        std::vector<Path> next;
        for (const Path &p : frontier) {
            const Hex last = p.hexes.back();
            for (Hex n : HexGrid::neighbours(last)) {
                if (HexGrid::distance(n, u.hex) != length || !eligible(last, n))
                    continue;
                Path q = p;
                q.hexes.push_back(n);
                const bool friendHere = occupiedByFriend(n);
                if (length >= out.hexes && !friendHere)
                    finals.push_back(q);
                else if (cavalry || friendHere)
                    next.push_back(q); // infantry goes on only through friendly units
            }
        }
        frontier = std::move(next);
    }
    std::set<Hex> seen;
    for (const Path &p : finals) {
        if (!seen.insert(p.hexes.back()).second)
            continue;
        MapRetreatOption o;
        o.hex = p.hexes.back();
        o.path.assign(p.hexes.begin() + 1, p.hexes.end());
        for (std::size_t i = 1; i + 1 < p.hexes.size(); ++i)
            for (int k : positions.at(p.hexes[i])) {
                const MapUnit &f = positions.units[std::size_t(k)];
                if (!f.leader && !cavalry)
                    o.disrupted.push_back(f.id);
            }
        if (!o.disrupted.empty())
            o.disrupted.insert(o.disrupted.begin(), u.id);
        out.options.push_back(std::move(o));
    }
    if (out.options.empty()) {
        out.eliminated = true;
        out.explanation.add("BMW 7.8", msg("no eligible hex for %1 to retreat to: it is "
                                           "eliminated",
                                           {u.id}));
        return out;
    }
    if (cavalry)
        out.explanation.add("BMW 9.2", msg("%1 is cavalry: it retreats three hexes (more if "
                                           "needed to reach an eligible hex), and retreating "
                                           "through friendly units disrupts no one",
                                           {u.id}));
    else
        out.explanation.add("BMW 7.8", msg("%1 retreats one hex, not into an enemy zone of "
                                           "control; through friendly units only when no vacant "
                                           "hex is open, disrupting each",
                                           {u.id}));
    return out;
}

// BMW 8.3: up to `hexes` hexes, each one eligible for retreat (BMW 7.8: not prohibited, not an
// enemy's, not in an enemy zone of control), away from the hex the unit stood in.
Result<MapRetreat> retreatBeforeCombatOptions(const HexMap &map, const MapPositions &positions,
                                              const std::string &unitId, int hexes)
{
    Result<MapRetreat> out = retreatOptions(map, positions, unitId);
    if (!out || map.game != MapGame::Bmw || hexes <= 1)
        return out;
    const MapUnit &u = *positions.unit(unitId);
    const HexGrid &grid = map.grid();
    const MapZoc zoc(map, positions);
    auto vacant = [&](Hex h) {
        for (int i : positions.at(h)) {
            const MapUnit &o = positions.units[std::size_t(i)];
            if (!o.leader && o.id != u.id)
                return false;
        }
        return true;
    };
    std::set<Hex> listed;
    for (const MapRetreatOption &o : out->options)
        listed.insert(o.hex);
    std::vector<std::vector<Hex>> frontier = {{u.hex}};
    for (int length = 1; length <= hexes; ++length) {
        std::vector<std::vector<Hex>> next;
        std::set<Hex> reached;
        for (const std::vector<Hex> &path : frontier)
            for (Hex n : HexGrid::neighbours(path.back())) {
                if (HexGrid::distance(n, u.hex) != length || reached.count(n) ||
                    !grid.contains(n) || !terrainAllows(map, u, path.back(), n) ||
                    hasEnemy(positions, n, u) || zoc.enemyControlled(n, u.side) || !vacant(n))
                    continue;
                reached.insert(n);
                std::vector<Hex> longer = path;
                longer.push_back(n);
                if (listed.insert(n).second)
                    out->options.push_back({n, {longer.begin() + 1, longer.end()}, {}, {}});
                next.push_back(std::move(longer));
            }
        frontier = std::move(next);
    }
    out->hexes = std::max(out->hexes, hexes);
    if (!out->options.empty())
        out->eliminated = false;
    out->explanation.add("BMW 8.3", msg("%1 retreats before combat: up to %2 hexes, each one "
                                        "eligible for retreat",
                                        {u.id, std::to_string(hexes)}));
    return out;
}

Result<MapAdvance> advanceOptions(const HexMap &map, const MapPositions &positions, Hex vacated,
                                  const std::vector<std::string> &attackers)
{
    const HexGrid &grid = map.grid();
    if (!grid.contains(vacated))
        return badInput(msg("the vacated hex is off the map"));
    MapAdvance out;
    out.vacated = vacated;
    const bool nlb = map.nlbRules();
    for (const std::string &id : attackers) {
        const MapUnit *u = positions.unit(id);
        if (!u)
            return badInput(msg("no unit \"%1\" in the positions", {id}));
        if (!HexGrid::adjacent(u->hex, vacated)) {
            out.explanation.add(nlb ? "NLB 7.5" : "BMW 7.9",
                                msg("%1 is not adjacent to %2", {u->id, grid.id(vacated)}));
            continue;
        }
        if (!terrainAllows(map, *u, u->hex, vacated)) {
            out.explanation.add(nlb ? "NLB 5.2" : "BMW 4.2",
                                msg("%1 may not enter %2", {u->id, grid.id(vacated)}));
            continue;
        }
        if (nlb && map.terrainAt(vacated)->chateau) {
            out.explanation.add(
                "NLB 10.5", msg("no unit may advance into the chateau at %1", {grid.id(vacated)}));
            continue;
        }
        if (nlb && u->demoralized) {
            out.explanation.add("NLB 11.0", msg("%1 belongs to a demoralized army: it may not "
                                                "advance",
                                                {u->id}));
            continue;
        }
        MapAdvanceOption o{u->id, false, {vacated}};
        if (!nlb && isCavalry(*u)) {
            // BMW 9.2: up to three hexes, ignoring enemy zones of control.
            std::vector<Hex> frontier = {vacated};
            std::set<Hex> seen = {vacated, u->hex};
            for (int step = 2; step <= 3; ++step) {
                std::vector<Hex> next;
                for (Hex h : frontier)
                    for (Hex n : HexGrid::neighbours(h)) {
                        if (seen.count(n) || !grid.contains(n) || !terrainAllows(map, *u, h, n) ||
                            hasEnemy(positions, n, *u))
                            continue;
                        seen.insert(n);
                        next.push_back(n);
                        if (stackCount(map, positions, n) < stackingLimit(map, n))
                            o.hexes.push_back(n);
                    }
                frontier = std::move(next);
            }
        }
        if (!nlb && (u->charging || u->leader)) {
            o.must = true;
            out.explanation.add(u->charging ? "BMW 9.6" : "BMW 7.9",
                                msg("%1 must advance into %2", {u->id, grid.id(vacated)}));
        }
        out.options.push_back(std::move(o));
    }
    out.explanation.add(nlb ? "NLB 7.5" : "BMW 7.9",
                        nlb ? msg("one victorious unit may advance one hex into %1, regardless of "
                                  "zones of control",
                                  {grid.id(vacated)})
                            : msg("one victorious unit may advance into %1, ignoring enemy zones "
                                  "of control",
                                  {grid.id(vacated)}));
    return out;
}

} // namespace umpire::crt
