#include "mapmovement.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <queue>

namespace umpire::crt {

namespace {

const char *gameCite(const HexMap &map)
{
    return map.nlbRules() ? "NLB" : "BMW";
}

std::string byGame(const HexMap &map, const char *nlb, const char *bmw)
{
    return map.nlbRules() ? nlb : bmw;
}

bool enemyIn(const MapPositions &positions, const HexMap &map, Hex hex, const std::string &side)
{
    for (int i : positions.at(hex)) {
        const MapUnit &u = positions.units[std::size_t(i)];
        // BMW 10.4: a lone leader does not stop an enemy from moving in: he retreats before it.
        if (map.game == MapGame::Bmw && loneLeader(positions, u))
            continue;
        if (positions.enemies(u.side, side))
            return true;
    }
    return false;
}

bool friendlyUnitIn(const MapPositions &positions, Hex hex, const MapUnit &unit)
{
    for (int i : positions.at(hex)) {
        const MapUnit &u = positions.units[std::size_t(i)];
        if (!u.leader && u.id != unit.id && !positions.enemies(u, unit))
            return true;
    }
    return false;
}

std::string mpText(int halves)
{
    return halvesText(halves);
}

} // namespace

// NLB 5.2, 5.6: terrain, road and trail bonuses, stream +2, rivers only at bridges; BMW 4.2.
MapStep stepCost(const HexMap &map, const MapUnit &unit, Hex from, Hex to)
{
    MapStep s;
    s.from = from;
    s.to = to;
    const HexGrid &grid = map.grid();
    auto refuse = [&](std::string r, Message why) {
        s.allowed = false;
        s.rule = std::move(r);
        s.why = std::move(why);
        return s;
    };
    if (!HexGrid::adjacent(from, to))
        return refuse(byGame(map, "NLB 5.1", "BMW 4.1"),
                      msg("%1 and %2 are not adjacent: movement goes hex by hex",
                          {grid.id(from), grid.id(to)}));
    if (!grid.contains(to))
        return refuse(byGame(map, "NLB 6.0", "BMW 4.1"), msg("%1 is off the map", {grid.id(to)}));
    const MapTerrain *t = map.terrainAt(to);
    if (map.hexsideImpassable(from, to)) {
        std::string name;
        for (const MapTerrain *f : map.hexsideFeatures(from, to))
            if (f->impassable)
                name = f->name;
        return refuse(byGame(map, "NLB 5.2", "BMW 4.2"),
                      msg("%1 between %2 and %3 may be crossed only at a bridge",
                          {name, grid.id(from), grid.id(to)}));
    }
    if (std::find(t->prohibitedTo.begin(), t->prohibitedTo.end(), unit.type) !=
        t->prohibitedTo.end())
        return refuse(t->rule.empty() ? byGame(map, "NLB 5.6", "BMW 4.2") : t->rule,
                      msg("%1 may not enter %2 (%3)", {unit.type, t->name, grid.id(to)}));
    if (unit.charging && map.game == MapGame::Bmw && t->id != "clear")
        return refuse("BMW 9.6", msg("charging cavalry may enter only clear terrain, not %1 (%2)",
                                     {t->name, grid.id(to)}));
    // NLB 5.2 / BMW 4.2: along a road or trail through its hexside, regardless of other terrain.
    const MapTerrain *path = nullptr;
    for (const MapTerrain *f : map.hexsideFeatures(from, to))
        if (!f->path.empty() && (!path || f->pathCostHalves < path->pathCostHalves))
            path = f;
    if (path) {
        s.costHalves = path->pathCostHalves;
        s.rule = path->rule.empty() ? byGame(map, "NLB 5.2", "BMW 4.2") : path->rule;
        s.why = msg("along the %1 from %2 to %3: %4 MP",
                    {path->name, grid.id(from), grid.id(to), mpText(s.costHalves)});
        return s;
    }
    if (!t->costHalves)
        return refuse(t->rule.empty() ? byGame(map, "NLB 5.6", "BMW 4.2") : t->rule,
                      msg("%1 (%2) may not be entered", {t->name, grid.id(to)}));
    s.costHalves = *t->costHalves;
    s.rule = t->rule.empty() ? byGame(map, "NLB 5.2", "BMW 4.2") : t->rule;
    std::string extras;
    for (const MapTerrain *f : map.hexsideFeatures(from, to))
        if (f->extraHalves) {
            s.costHalves += f->extraHalves; // NLB 5.6: cumulative for movement
            extras += " + " + f->name + " " + mpText(f->extraHalves);
            s.rule = f->rule.empty() ? s.rule : f->rule;
        }
    if (extras.empty())
        s.why = msg("%1 (%2): %3 MP", {t->name, grid.id(to), mpText(s.costHalves)});
    else
        s.why = msg("%1 (%2) %3 MP%4 = %5 MP",
                    {t->name, grid.id(to), mpText(*t->costHalves), extras, mpText(s.costHalves)});
    return s;
}

namespace {

// stepCost's number alone, without building its explanation: the reach search's hot path. -1 when
// the step is refused. Must agree with stepCost (tst_maprules checks them against each other).
int stepHalves(const HexMap &map, const MapUnit &unit, Hex from, Hex to)
{
    const MapTerrain *t = map.terrainAt(to);
    if (!t)
        return -1;
    const std::uint32_t mask = map.hexsideMask(from, to);
    if ((mask & map.impassableMask()) && !(mask & map.bridgeMask()))
        return -1;
    if (!t->prohibitedTo.empty() && std::find(t->prohibitedTo.begin(), t->prohibitedTo.end(),
                                              unit.type) != t->prohibitedTo.end())
        return -1;
    if (unit.charging && map.game == MapGame::Bmw && t->id != "clear")
        return -1;
    const std::vector<MapTerrain> &key = map.terrainKey();
    int path = -1, extra = 0;
    for (std::uint32_t bits = mask; bits; bits &= bits - 1) {
        const MapTerrain &f = key[std::size_t(__builtin_ctz(bits))];
        if (!f.path.empty() && (path < 0 || f.pathCostHalves < path))
            path = f.pathCostHalves;
        extra += f.extraHalves;
    }
    if (path >= 0)
        return path;
    if (!t->costHalves)
        return -1;
    return *t->costHalves + extra;
}

} // namespace

int stepCostHalves(const HexMap &map, const MapUnit &unit, Hex from, Hex to)
{
    if (!HexGrid::adjacent(from, to))
        return -1;
    return stepHalves(map, unit, from, to);
}

const MapReachHex *MapReach::find(Hex hex) const
{
    for (const MapReachHex &h : hexes)
        if (h.hex == hex)
            return &h;
    return nullptr;
}

std::vector<Hex> MapReach::pathTo(Hex hex) const
{
    std::vector<Hex> out;
    const MapReachHex *h = find(hex);
    while (h) {
        out.push_back(h->hex);
        if (h->previous == h->hex)
            break;
        h = find(h->previous);
    }
    std::reverse(out.begin(), out.end());
    return out;
}

namespace {

struct Mover
{
    const MapUnit *unit = nullptr;
    int allowanceHalves = 0;
    Hex start;
    bool startInEzoc = false;
    bool mayLeave = true;
    bool disengaging = false;
    bool badWeather = false;
};

Result<Mover> prepare(const HexMap &map, const MapPositions &positions, const MapZoc &zoc,
                      const std::string &unitId, const MapMoveOptions &options,
                      Explanation &explanation)
{
    Mover m;
    m.unit = positions.unit(unitId);
    if (!m.unit)
        return badInput(msg("no unit \"%1\" in the positions", {unitId}));
    const MapUnit &u = *m.unit;
    std::optional<int> allowance = options.movementPoints ? options.movementPoints : u.movement;
    if (!allowance)
        return badInput(msg("unit \"%1\" has no movement allowance: give \"movement\" in the "
                            "positions file or --mp N",
                            {u.id}));
    m.allowanceHalves = *allowance * 2;
    m.start = options.from ? *options.from : u.hex;
    const std::string cite = gameCite(map);
    explanation.add(cite + (map.nlbRules() ? " 5.1" : " 4.2"),
                    msg("%1 has %2 MP", {u.id, std::to_string(*allowance)}));
    m.badWeather = map.game == MapGame::Nlb && nightOrRain(positions.weather);
    if (m.badWeather)
        explanation.add("NLB 5.5", msg("a %1 turn: no unit may enter an enemy controlled hex",
                                       {weatherWords(positions.weather)}));
    m.startInEzoc = !options.from && zoc.enemyControlled(m.start, u.side);
    if (!m.startInEzoc)
        return m;
    if (map.nlbRules()) {
        m.mayLeave = false;
        explanation.add(m.badWeather ? "NLB 5.5" : "NLB 5.4",
                        msg("%1 is in an enemy controlled hex and may not leave it", {u.id}));
        return m;
    }
    if (u.leader) {
        m.disengaging = true;
        explanation.add("BMW 10.1", msg("%1 is a leader: he may always disengage", {u.id}));
        return m;
    }
    if (u.dot == LightDot::None) {
        m.mayLeave = false;
        explanation.add("BMW 4.4", msg("%1 is in an enemy zone of control and may not leave it "
                                       "during movement",
                                       {u.id}));
        return m;
    }
    // BMW 8.21: out of the zone of control of enemies whose allowance is not above its own.
    for (int i : zoc.enemyControllers(m.start, u.side)) {
        const MapUnit &e = positions.units[std::size_t(i)];
        if (!e.movement || !u.movement || *e.movement > *u.movement) {
            m.mayLeave = false;
            explanation.add("BMW 8.21",
                            e.movement ? msg("%1 may not disengage: %2 has %3 MP, more than its %4",
                                             {u.id, e.id, std::to_string(*e.movement),
                                              std::to_string(u.movement.value_or(0))})
                                       : msg("%1 may not disengage: the allowance of %2 is not "
                                             "known (give \"movement\" in the positions)",
                                             {u.id, e.id}));
            return m;
        }
    }
    m.disengaging = true;
    explanation.add(u.dot == LightDot::Solid ? "BMW 8.21" : "BMW 8.22",
                    u.dot == LightDot::Solid
                        ? msg("%1 disengages: its first hex may not be in an enemy zone of "
                              "control",
                              {u.id})
                        : msg("%1 disengages (open dot): it may not enter another enemy zone of "
                              "control this phase",
                              {u.id}));
    return m;
}

// May the mover step from h into n (units and zones of control; the terrain is stepCost's)?
bool mayEnter(const HexMap &map, const MapPositions &positions, const MapZoc &zoc, const Mover &m,
              Hex h, Hex n)
{
    const MapUnit &u = *m.unit;
    if (enemyIn(positions, map, n, u.side))
        return false; // NLB 5.3, BMW 4.4
    const bool nEzoc = zoc.enemyControlled(n, u.side);
    if (!nEzoc)
        return true;
    if (m.badWeather)
        return false; // NLB 5.5
    if (map.game == MapGame::Bmw) {
        if (u.leader && !friendlyUnitIn(positions, n, u))
            return false; // BMW 10.1
        if (m.disengaging && (h == m.start || u.dot == LightDot::Open))
            return false; // BMW 8.21, 8.22
    }
    return true;
}

} // namespace

// NLB 5.1-5.5, 6.0 / BMW 4.1-4.4, 5.2, 8.2, 10.1: every hex the unit may reach this movement phase.
Result<MapReach> reachableHexes(const HexMap &map, const MapPositions &positions,
                                const std::string &unitId, const MapMoveOptions &options)
{
    const MapZoc zoc(map, positions);
    MapReach out;
    Result<Mover> prepared = prepare(map, positions, zoc, unitId, options, out.explanation);
    if (!prepared)
        return prepared.error();
    const Mover &m = *prepared;
    const MapUnit &u = *m.unit;
    const HexGrid &grid = map.grid();
    if (!grid.contains(m.start))
        return badInput(msg("unit \"%1\" is not on the map", {u.id}));
    out.unit = u.id;
    out.allowanceHalves = m.allowanceHalves;
    const int n = grid.hexCount();
    std::vector<int> dist(std::size_t(n), INT_MAX);
    std::vector<int> prev(std::size_t(n), -1);
    const std::vector<Hex> all = grid.allHexes();
    using Item = std::pair<int, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    const int s = grid.index(m.start);
    dist[std::size_t(s)] = options.spentHalves;
    prev[std::size_t(s)] = s;
    queue.push({options.spentHalves, s});
    const bool entering = options.from.has_value();
    // What the search asks of every hex, once: enemy units in it, an enemy zone of control over it.
    std::vector<char> enemyHere(std::size_t(n), 0), controlled(std::size_t(n), 0);
    for (int i = 0; i < n; ++i) {
        enemyHere[std::size_t(i)] = enemyIn(positions, map, all[std::size_t(i)], u.side);
        controlled[std::size_t(i)] = zoc.enemyControlled(all[std::size_t(i)], u.side);
    }
    while (!queue.empty()) {
        const auto [d, i] = queue.top();
        queue.pop();
        if (d != dist[std::size_t(i)])
            continue;
        const Hex h = all[std::size_t(i)];
        const bool stops = controlled[std::size_t(i)];
        if (h == m.start ? (!m.mayLeave || (entering && stops)) : stops)
            continue;
        for (Hex nb : HexGrid::neighbours(h)) {
            const int j = grid.index(nb);
            if (j < 0 || enemyHere[std::size_t(j)])
                continue;
            const int step = stepHalves(map, u, h, nb);
            if (step < 0)
                continue;
            const int cost = d + step;
            if (cost > m.allowanceHalves || cost >= dist[std::size_t(j)])
                continue;
            if (controlled[std::size_t(j)] && !mayEnter(map, positions, zoc, m, h, nb))
                continue;
            dist[std::size_t(j)] = cost;
            prev[std::size_t(j)] = i;
            queue.push({cost, j});
        }
    }
    for (int i = 0; i < n; ++i) {
        if (dist[std::size_t(i)] == INT_MAX)
            continue;
        const Hex h = all[std::size_t(i)];
        MapReachHex r;
        r.hex = h;
        r.costHalves = dist[std::size_t(i)];
        r.previous = all[std::size_t(prev[std::size_t(i)])];
        r.enemyZoc = controlled[std::size_t(i)];
        const int counted = map.game == MapGame::Bmw && u.leader ? 0 : 1;
        const int already = stackCount(map, positions, h) - (h == u.hex ? counted : 0);
        r.mayEnd = already + counted <= stackingLimit(map, h);
        if (i == s)
            out.hexes.insert(out.hexes.begin(), r);
        else
            out.hexes.push_back(r);
    }
    // NLB 6.0: exit at the exit hexes, paying for the imaginary hex off the map like the exit hex.
    for (const MapEdgeHex &e : map.exits) {
        if (!map.nlbRules() || !e.allows(u.side))
            continue;
        const MapReachHex *r = out.find(e.hex);
        if (!r || (r->enemyZoc && !(e.hex == m.start && m.mayLeave)))
            continue;
        const MapTerrain *t = map.terrainAt(e.hex);
        if (!t->costHalves)
            continue;
        const int total = r->costHalves + *t->costHalves;
        if (total <= m.allowanceHalves)
            out.exits.push_back({e.hex, total});
    }
    out.explanation.add(byGame(map, "NLB 5.1", "BMW 4.1"),
                        msg("%1 hexes reachable with %2 MP",
                            {std::to_string(out.hexes.size() - 1), mpText(m.allowanceHalves)}));
    for (const MapExitOption &x : out.exits)
        out.explanation.add("NLB 6.0", msg("may exit the map from %1 for %2 MP in all",
                                           {grid.id(x.hex), mpText(x.costHalves)}));
    return out;
}

Result<MapPathCheck> checkPath(const HexMap &map, const MapPositions &positions,
                               const std::string &unitId, const std::vector<Hex> &path,
                               const MapMoveOptions &options)
{
    const MapZoc zoc(map, positions);
    MapPathCheck out;
    Result<Mover> prepared = prepare(map, positions, zoc, unitId, options, out.explanation);
    if (!prepared)
        return prepared.error();
    const Mover &m = *prepared;
    const MapUnit &u = *m.unit;
    const HexGrid &grid = map.grid();
    out.allowanceHalves = m.allowanceHalves;
    std::vector<Hex> hexes = path;
    if (hexes.empty() || !(hexes.front() == m.start))
        hexes.insert(hexes.begin(), m.start);
    if (hexes.size() < 2)
        return badInput(msg("the path has no hex to move into"));
    int total = options.spentHalves;
    for (std::size_t i = 1; i < hexes.size(); ++i) {
        const Hex from = hexes[i - 1], to = hexes[i];
        MapStep step = stepCost(map, u, from, to);
        const bool fromEzoc = zoc.enemyControlled(from, u.side);
        if (step.allowed && fromEzoc && (i > 1 || !m.mayLeave)) {
            step.allowed = false;
            step.rule = byGame(map, "NLB 5.4", "BMW 5.2");
            step.why = msg("%1 is an enemy controlled hex: movement ends there", {grid.id(from)});
        } else if (step.allowed && enemyIn(positions, map, to, u.side)) {
            step.allowed = false;
            step.rule = byGame(map, "NLB 5.3", "BMW 4.4");
            step.why = msg("%1 holds enemy units", {grid.id(to)});
        } else if (step.allowed && !mayEnter(map, positions, zoc, m, from, to)) {
            step.allowed = false;
            step.rule = m.badWeather ? "NLB 5.5"
                        : u.leader   ? "BMW 10.1"
                                     : (u.dot == LightDot::Open ? "BMW 8.22" : "BMW 8.21");
            step.why = msg("%1 may not enter the enemy controlled hex %2", {u.id, grid.id(to)});
        }
        const int before = total;
        if (step.allowed)
            total += step.costHalves;
        out.explanation.add(step.rule, step.why, mpText(before), step.allowed ? mpText(total) : "");
        out.steps.push_back(step);
        if (!step.allowed) {
            out.legal = false;
            break;
        }
    }
    out.totalHalves = total;
    if (out.legal && total > m.allowanceHalves) {
        out.legal = false;
        out.explanation.add(byGame(map, "NLB 5.1", "BMW 4.2"),
                            msg("the path costs %1 MP, more than the %2 MP of %3",
                                {mpText(total), mpText(m.allowanceHalves), u.id}));
    }
    if (out.legal) {
        const Hex end = hexes.back();
        const int counted = map.game == MapGame::Bmw && u.leader ? 0 : 1;
        const int already = stackCount(map, positions, end) - (end == u.hex ? counted : 0);
        if (already + counted > stackingLimit(map, end))
            out.explanation.add(byGame(map, "NLB 5.3", "BMW 4.3"),
                                msg("%1 may pass through %2 but not end the phase there: it "
                                    "would hold %3 units, more than %4",
                                    {u.id, grid.id(end), std::to_string(already + counted),
                                     std::to_string(stackingLimit(map, end))}));
    }
    return out;
}

// NLB 9.0: a column of stacks entering from off the map: the n-th stack pays n times the cost of
// the entry hex (road and trail bonus included); NLB 9.1: by the nearest open edge hex when the
// entry hex is blocked by enemy units or zones of control.
Result<MapEntry> reinforcementEntry(const HexMap &map, const MapPositions &positions,
                                    const std::string &side, const std::string &entryName,
                                    int stackNumber)
{
    const MapEdgeHex *e = map.entry(entryName);
    if (!e)
        return badInput(msg("no reinforcement entry \"%1\" on map %2", {entryName, map.id}));
    if (stackNumber < 1)
        return badInput(
            msg("the stack number counts from 1, not %1", {std::to_string(stackNumber)}));
    if (!e->allows(side))
        return badInput(msg("entry \"%1\" is not for %2", {e->name, side}));
    const HexGrid &grid = map.grid();
    const MapZoc zoc(map, positions);
    MapEntry out;
    auto hexCost = [&](Hex hex, const std::string &path) {
        if (!path.empty())
            for (const MapTerrain &t : map.terrainKey())
                if (t.hexside && t.path == path)
                    return t.pathCostHalves;
        const MapTerrain *t = map.terrainAt(hex);
        return t->costHalves.value_or(-1);
    };
    auto blocked = [&](Hex hex) {
        return enemyIn(positions, map, hex, side) || zoc.enemyControlled(hex, side);
    };
    if (!blocked(e->hex)) {
        const int step = hexCost(e->hex, e->path);
        if (step < 0)
            return badData(msg("entry hex %1 may not be entered", {grid.id(e->hex)}));
        out.options.push_back({e->hex, step * stackNumber, false});
        out.explanation.add("NLB 9.0", msg("stack %1 of the column enters %2 for %1 x %3 = %4 MP",
                                           {std::to_string(stackNumber), grid.id(e->hex),
                                            mpText(step), mpText(step * stackNumber)}));
        return out;
    }
    out.explanation.add("NLB 9.1",
                        msg("entry hex %1 is blocked by enemy units or zones of control: enter "
                            "by the closest open edge hex",
                            {grid.id(e->hex)}));
    int best = INT_MAX;
    for (Hex h : grid.allHexes()) {
        if (!map.onEdge(h) || blocked(h) || !map.terrainAt(h)->costHalves)
            continue;
        const int d = HexGrid::distance(h, e->hex);
        if (d < best) {
            best = d;
            out.options.clear();
        }
        if (d == best)
            out.options.push_back({h, *map.terrainAt(h)->costHalves * stackNumber, true});
    }
    for (const MapEntryOption &o : out.options)
        out.explanation.add("NLB 9.1",
                            msg("%1, %2 hexes from the entry, for %3 MP",
                                {grid.id(o.hex), std::to_string(best), mpText(o.costHalves)}));
    if (out.options.empty())
        out.explanation.add("NLB 9.1", msg("no open edge hex: the reinforcements cannot enter"));
    return out;
}

} // namespace umpire::crt
