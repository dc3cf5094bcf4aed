#include "mapzoc.h"

#include <algorithm>

namespace umpire::crt {

bool loneLeader(const MapPositions &positions, const MapUnit &unit)
{
    if (!unit.leader)
        return false;
    for (int i : positions.at(unit.hex)) {
        const MapUnit &other = positions.units[std::size_t(i)];
        if (!other.leader && !positions.enemies(other, unit))
            return false;
    }
    return true;
}

// NLB 5.4: all units exert a zone of control; BMW 5.1, 8.1: not dotted light troops; BMW 10.4:
// not a lone leader.
bool exertsZoc(const HexMap &map, const MapPositions &positions, const MapUnit &unit)
{
    if (map.nlbRules())
        return true;
    if (unit.dot != LightDot::None)
        return false;
    return !loneLeader(positions, unit);
}

// NLB 5.2 rivers only at bridges; BMW 4.2 swamp for infantry only, terrain marked prohibited.
bool terrainAllows(const HexMap &map, const MapUnit &unit, Hex from, Hex to)
{
    const MapTerrain *t = map.terrainAt(to);
    if (!t)
        return false;
    if (map.hexsideImpassable(from, to))
        return false;
    if (std::find(t->prohibitedTo.begin(), t->prohibitedTo.end(), unit.type) !=
        t->prohibitedTo.end())
        return false;
    if (!t->costHalves) {
        // a path through prohibited terrain still lets units in (NLB 5.2 "regardless of other
        // terrain")
        for (const MapTerrain *f : map.hexsideFeatures(from, to))
            if (!f->path.empty())
                return true;
        return false;
    }
    return true;
}

// NLB 5.4: not through non-bridge river hexsides, not into chateaux. BMW 5.1: not across a
// hexside or into a hex prohibited to the exerting unit.
bool zocReaches(const HexMap &map, const MapUnit &unit, Hex to)
{
    if (!map.grid().contains(to))
        return false;
    if (map.nlbRules()) {
        if (map.hexsideImpassable(unit.hex, to))
            return false;
        const MapTerrain *t = map.terrainAt(to);
        return !(t && t->chateau);
    }
    return terrainAllows(map, unit, unit.hex, to);
}

MapZoc::MapZoc(const HexMap &map, const MapPositions &positions)
    : m_map(map), m_positions(positions)
{
    m_byHex.assign(std::size_t(map.grid().hexCount()), {});
    for (std::size_t i = 0; i < positions.units.size(); ++i) {
        const MapUnit &u = positions.units[i];
        if (!map.grid().contains(u.hex) || !exertsZoc(map, positions, u))
            continue;
        for (Hex n : HexGrid::neighbours(u.hex))
            if (zocReaches(map, u, n))
                m_byHex[std::size_t(map.grid().index(n))].push_back(int(i));
    }
}

const std::vector<int> &MapZoc::exertedBy(Hex hex) const
{
    const int i = m_map.grid().index(hex);
    return i < 0 ? m_none : m_byHex[std::size_t(i)];
}

bool MapZoc::enemyControlled(Hex hex, const std::string &side) const
{
    for (int i : exertedBy(hex))
        if (m_positions.enemies(m_positions.units[std::size_t(i)].side, side))
            return true;
    return false;
}

std::vector<int> MapZoc::enemyControllers(Hex hex, const std::string &side) const
{
    std::vector<int> out;
    for (int i : exertedBy(hex))
        if (m_positions.enemies(m_positions.units[std::size_t(i)].side, side))
            out.push_back(i);
    return out;
}

// NLB 7.0, 7.1, 10.1 and BMW 5.3, 7.3: units in an enemy zone of control must attack, enemy units
// in a friendly zone of control must be attacked.
CombatObligations combatObligations(const HexMap &map, const MapPositions &positions,
                                    const std::string &phasingSide)
{
    CombatObligations out;
    const HexGrid &grid = map.grid();
    const bool nlb = map.nlbRules();
    if (nlb && nightOrRain(positions.weather)) {
        out.combatPhase = false;
        out.explanation.add("NLB 7.9",
                            msg("no combat on a %1 turn: adjacent units simply remain in place",
                                {weatherWords(positions.weather)}));
        return out;
    }
    const MapZoc zoc(map, positions);
    auto isPhasing = [&](const MapUnit &u) {
        return positions.playerOf(u.side) == positions.playerOf(phasingSide);
    };
    for (const MapUnit &u : positions.units) {
        if (!grid.contains(u.hex) || u.leader)
            continue;
        const MapTerrain *here = map.terrainAt(u.hex);
        if (isPhasing(u)) {
            // NLB 10.1: units in chateaux need not attack, but if they do, every adjacent enemy.
            if (nlb && here && here->chateau) {
                std::vector<std::string> adjacent;
                for (Hex n : HexGrid::neighbours(u.hex))
                    for (int i : positions.at(n))
                        if (positions.enemies(positions.units[std::size_t(i)], u) &&
                            !positions.units[std::size_t(i)].leader)
                            adjacent.push_back(positions.units[std::size_t(i)].id);
                if (!adjacent.empty())
                    out.exempt.push_back(
                        {u.id, grid.id(u.hex), adjacent, "NLB 10.1",
                         msg("%1 is in a chateau: it need not attack, but if it does it must "
                             "attack every adjacent enemy unit",
                             {u.id})});
                continue;
            }
            std::vector<std::string> against;
            for (int i : zoc.enemyControllers(u.hex, u.side)) {
                const MapUnit &e = positions.units[std::size_t(i)];
                if (!e.leader)
                    against.push_back(e.id);
            }
            if (against.empty())
                continue;
            out.mustAttack.push_back(
                {u.id, grid.id(u.hex), against, nlb ? "NLB 7.1" : "BMW 7.3",
                 msg("%1 is in an enemy zone of control and must attack", {u.id})});
        } else {
            std::vector<std::string> by;
            std::string rule = nlb ? "NLB 7.0" : "BMW 7.3";
            for (int i : zoc.enemyControllers(u.hex, u.side)) {
                const MapUnit &f = positions.units[std::size_t(i)];
                const MapTerrain *there = map.terrainAt(f.hex);
                if (!f.leader && !(nlb && there && there->chateau)) // NLB 10.1
                    by.push_back(f.id);
            }
            // NLB 10.1: zones of control do not enter a chateau, but adjacent units must attack
            // the enemy in it.
            if (nlb && here && here->chateau) {
                for (Hex n : HexGrid::neighbours(u.hex))
                    for (int i : positions.at(n)) {
                        const MapUnit &f = positions.units[std::size_t(i)];
                        if (isPhasing(f) && !map.hexsideImpassable(u.hex, n) &&
                            std::find(by.begin(), by.end(), f.id) == by.end())
                            by.push_back(f.id);
                    }
                rule = "NLB 10.1";
            }
            if (by.empty())
                continue;
            out.mustBeAttacked.push_back(
                {u.id, grid.id(u.hex), by, rule,
                 rule == "NLB 10.1"
                     ? msg("%1 holds a chateau: the units adjacent to it must attack it", {u.id})
                     : msg("%1 is in the zone of control of the phasing side and must be "
                           "attacked",
                           {u.id}),
                 false});
        }
    }
    // NLB 10.1: phasing units adjacent to a chateau must attack the enemy in it.
    if (nlb) {
        for (const AttackObligation &d : out.mustBeAttacked) {
            if (d.rule != "NLB 10.1")
                continue;
            for (const std::string &id : d.against) {
                auto it = std::find_if(out.mustAttack.begin(), out.mustAttack.end(),
                                       [&](const AttackObligation &a) { return a.unit == id; });
                if (it == out.mustAttack.end()) {
                    const MapUnit *f = positions.unit(id);
                    out.mustAttack.push_back(
                        {id,
                         grid.id(f->hex),
                         {d.unit},
                         "NLB 10.1",
                         msg("%1 is adjacent to a chateau held by the enemy and must attack it",
                             {id})});
                } else if (std::find(it->against.begin(), it->against.end(), d.unit) ==
                           it->against.end()) {
                    it->against.push_back(d.unit);
                }
            }
        }
    }
    for (const AttackObligation &o : out.mustAttack)
        out.explanation.add(o.rule, o.why);
    for (const AttackObligation &o : out.exempt)
        out.explanation.add(o.rule, o.why);
    for (const AttackObligation &o : out.mustBeAttacked)
        out.explanation.add(o.rule, o.why);
    return out;
}

} // namespace umpire::crt
