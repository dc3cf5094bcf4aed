#pragma once

#include "explanation.h"
#include "hexmap.h"
#include "mapunits.h"

#include <string>
#include <vector>

namespace umpire::crt {

// Who controls which hexes: for every hex of the map, the units whose zone of control covers it.
class MapZoc
{
  public:
    MapZoc(const HexMap &map, const MapPositions &positions);

    // Indices into positions.units of the units exerting a zone of control over the hex.
    const std::vector<int> &exertedBy(Hex hex) const;
    // NLB 5.4 / BMW 5.1: an enemy of `side` controls the hex.
    bool enemyControlled(Hex hex, const std::string &side) const;
    // The enemies of `side` whose zone of control covers the hex.
    std::vector<int> enemyControllers(Hex hex, const std::string &side) const;

  private:
    const HexMap &m_map;
    const MapPositions &m_positions;
    std::vector<std::vector<int>> m_byHex;
    std::vector<int> m_none;
};

// NLB 5.4: every unit; BMW 5.1, 8.1, 10.4: not a dotted unit or a lone leader.
bool exertsZoc(const HexMap &map, const MapPositions &positions, const MapUnit &unit);
// NLB 5.4: not across an unbridged river, not into a chateau; BMW 5.1: not across a hexside or
// into a hex the exerting unit may not enter.
bool zocReaches(const HexMap &map, const MapUnit &unit, Hex to);
// A unit alone in its hex with no other friendly unit but leaders (BMW 10.4).
bool loneLeader(const MapPositions &positions, const MapUnit &unit);
// May this unit type enter the hex at all (terrain and the river hexside between)?
bool terrainAllows(const HexMap &map, const MapUnit &unit, Hex from, Hex to);

// Why one unit must attack or be attacked (NLB 7.1, 10.1; BMW 5.3, 7.3).
struct AttackObligation
{
    std::string unit;
    std::string hex;
    std::vector<std::string> against; // the enemy units concerned
    std::string rule;
    Message why;
    bool attacks = true; // the unit must attack `against`; false: it must be attacked by them
};
struct CombatObligations
{
    bool combatPhase = true; // NLB 7.9: none on night and rain turns
    std::vector<AttackObligation> mustAttack;
    std::vector<AttackObligation> mustBeAttacked;
    std::vector<AttackObligation> exempt; // NLB 10.1: units in chateaux need not attack
    Explanation explanation;
};
CombatObligations combatObligations(const HexMap &map, const MapPositions &positions,
                                    const std::string &phasingSide);

} // namespace umpire::crt
