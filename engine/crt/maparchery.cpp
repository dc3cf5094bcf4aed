#include "maparchery.h"

#include "gamemap.h"
#include "maplos.h"

#include <algorithm>

namespace umpire::crt {

namespace {

// BMW 6.1: the active player's (the phasing side's) units; the others are the inactive player's.
bool active(const GameState &state, const Ruleset &ruleset, const UnitState &unit)
{
    return state.phasePlayer.empty() || unit.side == state.phasePlayer ||
           ruleset.playerOf(unit.side) == state.phasePlayer;
}

// Why the fire may not be, or nothing when it may: the archer's side, range, sight and target.
std::optional<Message> refusal(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                               const MapPositions &positions, const UnitState &archer,
                               const std::string &targetId, bool &defensive)
{
    const HexGrid &grid = map.grid();
    if (state.phase != "Archery Fire")
        return msg("BMW 6.1: archers fire in the Archery Fire phase, not in the %1 phase",
                   {state.phase});
    if (archer.fire <= 0)
        return msg("BMW 6.1: %1 has no archery (no fire factor)", {archer.id});
    if (archer.status != UnitState::Status::OnMap || archer.hex.empty())
        return msg("BMW 6.1: %1 is not on the map", {archer.id});
    if (state.fired.count(archer.id))
        return msg("BMW 6.1: %1 has fired this archery phase already: once per phase", {archer.id});
    defensive = !active(state, ruleset, archer);
    // BMW 6.1: the active player's archery comes first; it is over once a defender has fired.
    const bool defenceBegun =
        std::any_of(state.fired.begin(), state.fired.end(), [&](const std::string &id) {
            const auto it = state.units.find(id);
            return it != state.units.end() && !active(state, ruleset, it->second);
        });
    if (!defensive && defenceBegun)
        return msg("BMW 6.1: the inactive player's archers have fired: the active player's "
                   "archery is over for this phase");
    const auto target = state.units.find(targetId);
    if (target == state.units.end() || target->second.status != UnitState::Status::OnMap ||
        target->second.hex.empty())
        return msg("BMW 6.2: %1 is not a unit on the map", {targetId});
    const MapUnit *shooter = positions.unit(archer.id);
    const MapUnit *aimed = positions.unit(targetId);
    if (!shooter || !aimed || !positions.enemies(*shooter, *aimed))
        return msg("BMW 6.2: %1 is not an enemy of %2", {targetId, archer.id});
    // BMW 6.1, 10.3: a lone leader may not be targeted, and archery does not touch leaders.
    if (target->second.leader)
        return msg("BMW 10.3: leaders are not affected by archery: %1 may not be its target",
                   {targetId});
    const int distance = HexGrid::distance(shooter->hex, aimed->hex);
    if (defensive) {
        // BMW 6.5: "at adjacent (only) attacking units".
        if (distance != 1)
            return msg("BMW 6.5: defensive fire is at adjacent units only, and %1 is %2 hexes "
                       "from %3",
                       {targetId, std::to_string(distance), archer.id});
        if (!active(state, ruleset, target->second))
            return msg("BMW 6.5: %1 fires defensively at the attacking player's units",
                       {archer.id});
        return std::nullopt;
    }
    const int range = std::max(1, archer.range);
    if (distance > range)
        return msg("BMW 6.4: %1 is %2 hexes from %3, beyond its range of %4 (counting the "
                   "target hex)",
                   {targetId, std::to_string(distance), archer.id, std::to_string(range)});
    if (distance > 1) {
        // "if there is an adjacent eligible target (a non-disrupted enemy unit) it must fire at
        // that unit".
        for (Hex n : HexGrid::neighbours(shooter->hex))
            if (grid.contains(n))
                for (int i : positions.at(n)) {
                    const MapUnit &u = positions.units[std::size_t(i)];
                    if (positions.enemies(*shooter, u) && !u.disrupted && !u.leader)
                        return msg("BMW 6.4: %1 is adjacent to %2, an eligible target: it must "
                                   "fire at it",
                                   {archer.id, u.id});
                }
        const MapLos los = lineOfSight(map, shooter->hex, aimed->hex);
        if (!los.clear)
            return msg("BMW 6.4: %1 in %2 has no clear line of sight to %3 in %4",
                       {archer.id, grid.id(shooter->hex), targetId, grid.id(aimed->hex)});
    }
    return std::nullopt;
}

} // namespace

std::vector<ArcheryChoice> archeryChoices(const GameState &state, const Ruleset &ruleset,
                                          const HexMap &map)
{
    std::vector<ArcheryChoice> out;
    if (state.phase != "Archery Fire" || state.turn == 0)
        return out;
    Result<MapPositions> positions = positionsOf(state, ruleset, map);
    if (!positions)
        return out;
    for (const auto &[id, unit] : state.units) {
        if (unit.fire <= 0 || unit.status != UnitState::Status::OnMap || unit.hex.empty())
            continue;
        ArcheryChoice choice;
        choice.archer = id;
        for (const auto &[targetId, target] : state.units) {
            bool defensive = false;
            if (!refusal(state, ruleset, map, *positions, unit, targetId, defensive)) {
                choice.defensive = defensive;
                choice.targets.push_back(targetId);
            }
        }
        if (!choice.targets.empty())
            out.push_back(std::move(choice));
    }
    return out;
}

Result<bool> judgeArchery(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                          const std::string &archer, const std::string &target)
{
    const auto it = state.units.find(archer);
    if (it == state.units.end())
        return badInput(msg("\"%1\" is not a unit of this game's order of battle", {archer}));
    Result<MapPositions> positions = positionsOf(state, ruleset, map);
    if (!positions)
        return positions.error();
    bool defensive = false;
    if (std::optional<Message> why =
            refusal(state, ruleset, map, *positions, it->second, target, defensive))
        return badInput(*why);
    return defensive;
}

} // namespace umpire::crt
