#include "gamemap.h"

#include <algorithm>

namespace umpire::crt {

using nlohmann::json;

Result<MapPositions> positionsOf(const GameState &state, const Ruleset &ruleset, const HexMap &map)
{
    json units = json::array();
    for (const auto &[id, u] : state.units) {
        if (u.status != UnitState::Status::OnMap || u.hex.empty())
            continue;
        json unit = {{"id", id}, {"side", u.side}, {"hex", u.hex}, {"strength", u.strength}};
        if (!u.type.empty())
            unit["type"] = u.type;
        if (u.movement)
            unit["movement"] = *u.movement;
        if (u.range > 0)
            unit["range"] = u.range;
        if (u.leader)
            unit["leader"] = true;
        if (!u.dot.empty())
            unit["dot"] = u.dot;
        if (u.marker)
            unit["marker"] = *u.marker;
        // NLB 11.0: the units of a demoralized army.
        if (const SideState *side = state.side(u.side); side && side->demoralized)
            unit["demoralized"] = true;
        units.push_back(std::move(unit));
    }
    // NLB: the Anglo-Allied and Prussian armies are one player, so they are not enemies.
    json players = json::array();
    for (const Ruleset::Player &player : ruleset.players)
        if (!player.armies.empty())
            players.push_back({{"name", player.name}, {"sides", player.armies}});
    json doc = {{"format", 1}, {"units", units}, {"players", players}};
    if (state.weather == "clear" || state.weather == "rain" || state.weather == "night")
        doc["weather"] = state.weather;
    if (!state.phasePlayer.empty())
        doc["phasing"] = state.phasePlayer;
    return MapPositions::fromJson(doc, map, "the game's positions");
}

namespace {

// The rule that keeps movement in its phase: NLB 5.1 (NAW's sequence is read as NLB's), BMW 4.1.
std::string sequenceRule(const HexMap &map)
{
    return map.game == MapGame::Bmw ? "BMW 4.1" : "NLB 5.1";
}

Result<MoveCheck> refused(MoveCheck check, std::string rule, Message why)
{
    check.legal = false;
    check.explanation.add(rule, why);
    check.rule = std::move(rule);
    check.why = std::move(why);
    return check;
}

} // namespace

std::optional<MoveRefusal> movementRefusal(const GameState &state, const Ruleset &ruleset,
                                           const HexMap &map, const UnitState &unit)
{
    const std::string rule = sequenceRule(map);
    const std::string player = ruleset.playerOf(unit.side);
    if (state.turn == 0)
        return MoveRefusal{rule, msg("units move in their player's Movement Phase: the game has "
                                     "not started (the first turn begins with next)")};
    if (state.phase != "Movement")
        return MoveRefusal{
            rule,
            msg("units move in their player's Movement Phase, not in the %1 phase", {state.phase})};
    if (!state.phasePlayer.empty() && player != state.phasePlayer && unit.side != state.phasePlayer)
        return MoveRefusal{rule, msg("it is the %1 player's Movement Phase; %2 is the %3 player's",
                                     {state.phasePlayer, unit.id, player})};
    if (state.moved.count(unit.id))
        return MoveRefusal{
            rule,
            msg("%1 has moved this Movement Phase already: it may not move again", {unit.id})};
    if (!unit.movement)
        return MoveRefusal{rule, msg("%1 has no movement allowance in this game's order of "
                                     "battle (give its \"movement\")",
                                     {unit.id})};
    return std::nullopt;
}

Result<MoveCheck> checkMove(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                            const MoveRequest &request)
{
    auto found = state.units.find(request.unit);
    if (found == state.units.end())
        return badInput(msg("no unit \"%1\" in this game's order of battle", {request.unit}));
    const UnitState &unit = found->second;
    if (unit.status != UnitState::Status::OnMap || unit.hex.empty())
        return badInput(msg("%1 is not on the map", {unit.id}));
    const HexGrid &grid = map.grid();
    auto onMap = [&](const std::string &id) -> Result<Hex> {
        Result<Hex> hex = grid.parseId(id);
        if (!hex)
            return hex.error();
        if (!map.terrainAt(*hex))
            return badInput(msg("%1 is not on map %2", {id, map.id}));
        return hex;
    };
    // The path as given, from where the unit stands.
    Result<Hex> start = onMap(unit.hex);
    if (!start)
        return start.error();
    std::vector<Hex> hexes{*start};
    std::vector<std::string> given = request.path;
    if (!given.empty() && given.front() == unit.hex)
        given.erase(given.begin());
    if (given.empty() && request.to.empty())
        return badInput(
            msg("say where %1 moves: a path of hexes, or the hex it goes to", {unit.id}));
    for (const std::string &id : given.empty() ? std::vector<std::string>{request.to} : given) {
        Result<Hex> hex = onMap(id);
        if (!hex)
            return hex.error();
        hexes.push_back(*hex);
    }
    MoveCheck check;
    for (const Hex h : hexes)
        check.path.push_back(grid.id(h));

    if (std::optional<MoveRefusal> no = movementRefusal(state, ruleset, map, unit))
        return refused(check, no->rule, no->why);

    Result<MapPositions> positions = positionsOf(state, ruleset, map);
    if (!positions)
        return positions.error();
    if (given.empty()) { // only where it goes: the cheapest legal path there
        Result<MapReach> reach = reachableHexes(map, *positions, unit.id);
        if (!reach)
            return reach.error();
        const std::vector<Hex> path = reach->pathTo(hexes.back());
        if (path.size() < 2)
            return refused(check, map.game == MapGame::Bmw ? "BMW 4.2" : "NLB 5.1",
                           msg("%1 cannot reach %2 this Movement Phase", {unit.id, request.to}));
        hexes = path;
        check.path.clear();
        for (const Hex h : hexes)
            check.path.push_back(grid.id(h));
    }
    Result<MapPathCheck> steps = checkPath(map, *positions, unit.id, hexes);
    if (!steps)
        return steps.error();
    check.steps = *steps;
    check.explanation = steps->explanation;
    if (!steps->legal) {
        const Step &last = steps->explanation.steps.back();
        check.legal = false;
        check.rule = last.rule;
        check.why = last.message.empty() ? Message(last.text) : last.message;
    }
    return check;
}

json moveEventData(const MoveRequest &request, const MoveCheck &check)
{
    json data = {{"unit", request.unit}, {"path", check.path}};
    if (!request.override.empty())
        data["override"] = request.override;
    return data;
}

} // namespace umpire::crt
