#include "gamemap.h"

#include "mapzoc.h"

#include <algorithm>

namespace umpire::crt {

using nlohmann::json;

Result<MapPositions> positionsOf(const GameState &state, const Ruleset &ruleset, const HexMap &map)
{
    json units = json::array();
    for (const auto &[id, u] : state.units) {
        if (u.status != UnitState::Status::OnMap || u.hex.empty())
            continue;
        json unit = {
            {"id", id}, {"side", u.side}, {"hex", u.hex}, {"strength", u.combatStrength()}};
        if (!u.type.empty())
            unit["type"] = u.type;
        if (u.movement)
            unit["movement"] = *u.movement;
        if (u.range > 0)
            unit["range"] = u.range;
        if (u.leader)
            unit["leader"] = true;
        if (!u.shownDot().empty())
            unit["dot"] = u.shownDot();
        if (u.disrupted)
            unit["disrupted"] = true;
        if (u.marker)
            unit["marker"] = *u.marker;
        // NLB 11.0: the units of a demoralized army, and in a campaign those whose corps or
        // nationality an earlier battle left demoralized.
        if (const SideState *side = state.side(u.side);
            (side && side->demoralized) || !state.carriedDemoralization(id).empty())
            unit["demoralized"] = true;
        units.push_back(std::move(unit));
    }
    // NLB: the Anglo-Allied and Prussian armies are one player, so they are not enemies.
    json players = json::array();
    for (const Ruleset::Player &player : ruleset.players)
        if (!player.armies.empty())
            players.push_back({{"name", player.name}, {"sides", player.armies}});
    json doc = {{"format", 1}, {"units", units}, {"players", players}};
    doc["weather"] = weatherName(state.weather);
    if (!state.phasePlayer.empty())
        doc["phasing"] = state.phasePlayer;
    return MapPositions::fromJson(doc, map, "the game's positions");
}

namespace {

// The rule that keeps movement in its phase: NLB 5.1, BMW 4.1, NAW's sequence of play (its
// standard rules are not among the rule texts; the ruleset gives the usual SPI sequence).
std::string sequenceRule(const HexMap &map)
{
    return map.game == MapGame::Bmw   ? "BMW 4.1"
           : map.game == MapGame::Naw ? "NAW sequence of play"
                                      : "NLB 5.1";
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

MapMoveOptions moveOptions(const GameState &state, const std::string &unit)
{
    MapMoveOptions options;
    // NLB 9.0: a reinforcement has spent MP entering the map this phase.
    if (const auto entered = state.entered.find(unit); entered != state.entered.end())
        options.spentHalves = entered->second.second;
    return options;
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
    const MapMoveOptions options = moveOptions(state, unit.id);
    if (given.empty()) { // only where it goes: the cheapest legal path there
        Result<MapReach> reach = reachableHexes(map, *positions, unit.id, options);
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
    Result<MapPathCheck> steps = checkPath(map, *positions, unit.id, hexes, options);
    if (!steps)
        return steps.error();
    check.steps = *steps;
    check.explanation = steps->explanation;
    addMapUnverified(check.explanation, map, hexes); // the stand-in costs the move was judged by
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

Result<ProposedMove> proposedMove(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                                  int marker, const std::string &to)
{
    const auto bound = std::find_if(state.units.begin(), state.units.end(), [&](const auto &u) {
        return u.second.marker && *u.second.marker == marker;
    });
    if (bound == state.units.end())
        return badInput(msg("no unit of the order of battle carries camera marker %1",
                            {std::to_string(marker)}));
    const UnitState &unit = bound->second;
    if (unit.status != UnitState::Status::OnMap || unit.hex.empty())
        return badInput(msg("marker %1 is %2, which is not on the map in the journal",
                            {std::to_string(marker), unit.id}));
    ProposedMove out;
    out.marker = marker;
    out.unit = unit.id;
    out.from = unit.hex;
    out.to = to;
    out.request.unit = unit.id;
    // Into a neighbouring hex the path is that step, so a refusal names the step's own rule.
    Result<Hex> fromHex = map.grid().parseId(unit.hex), toHex = map.grid().parseId(to);
    if (fromHex && toHex && HexGrid::adjacent(*fromHex, *toHex))
        out.request.path = {unit.hex, to};
    else
        out.request.to = to;
    Result<MoveCheck> check = checkMove(state, ruleset, map, out.request);
    if (!check)
        return check.error();
    out.check = std::move(check).value();
    return out;
}

json ProposedMove::action(const std::string &override) const
{
    json out = {{"action", "move"}, {"unit", request.unit}};
    if (request.path.empty())
        out["to"] = request.to;
    else
        out["path"] = request.path;
    if (!override.empty())
        out["override"] = override;
    return out;
}

std::string reinforcementRule(const Ruleset &ruleset)
{
    const nlohmann::json *rule = ruleset.feature("/reinforcements/rule");
    return rule && rule->is_string() ? rule->get<std::string>() : ruleset.cite + " 9.0";
}

namespace {

// NLB 9.0: why a reinforcement may not enter now, or nothing when it may.
std::optional<Message> entryRefusal(const GameState &state, const Ruleset &ruleset,
                                    const UnitState &unit)
{
    if (unit.status != UnitState::Status::NotArrived)
        return msg("%1 is not a reinforcement waiting to enter (it is on the map, or out of play)",
                   {unit.id});
    if (unit.arrives > state.turn)
        return msg("%1 arrives on turn %2, not before", {unit.id, std::to_string(unit.arrives)});
    const std::string player = ruleset.playerOf(unit.side);
    if (state.phase != "Movement" || (!state.phasePlayer.empty() && player != state.phasePlayer &&
                                      unit.side != state.phasePlayer))
        return msg("%1 enters in the %2 player's Movement Phase (it is the %3 phase)",
                   {unit.id, player,
                    (state.phasePlayer.empty() ? "" : state.phasePlayer + " ") + state.phase});
    return std::nullopt;
}

// The n-th stack through an entry: one more than the units of the side entered by it this phase.
int nextStack(const GameState &state, const std::string &side, const std::string &hex)
{
    int n = 1;
    for (const auto &[id, at] : state.entered)
        if (at.first == hex && state.units.at(id).side == side)
            ++n;
    return n;
}

} // namespace

std::vector<std::pair<std::string, int>> entryHexes(const GameState &state, const Ruleset &ruleset,
                                                    const HexMap &map, const UnitState &unit)
{
    std::vector<std::pair<std::string, int>> out;
    if (state.turn == 0 || entryRefusal(state, ruleset, unit))
        return out;
    Result<MapPositions> positions = positionsOf(state, ruleset, map);
    if (!positions)
        return out;
    for (const MapEdgeHex &e : map.entries) {
        if (!e.allows(unit.side))
            continue;
        const int stack = nextStack(state, unit.side, map.grid().id(e.hex));
        Result<MapEntry> entry =
            reinforcementEntry(map, *positions, unit.side, map.grid().id(e.hex), stack);
        if (!entry)
            continue;
        for (const MapEntryOption &o : entry->options)
            out.emplace_back(map.grid().id(o.hex), o.costHalves);
    }
    return out;
}

std::string exitRule(const HexMap &map)
{
    return map.game == MapGame::Naw ? "NAW 8.3" : "NLB 6.0";
}

std::vector<std::string> exitHexes(const GameState &state, const Ruleset &ruleset,
                                   const HexMap &map, const std::string &unit)
{
    std::vector<std::string> out;
    const auto found = state.units.find(unit);
    if (found == state.units.end() || found->second.status != UnitState::Status::OnMap ||
        found->second.hex.empty() || movementRefusal(state, ruleset, map, found->second))
        return out;
    Result<MapPositions> positions = positionsOf(state, ruleset, map);
    if (!positions)
        return out;
    Result<MapReach> reach = reachableHexes(map, *positions, unit, moveOptions(state, unit));
    if (!reach)
        return out;
    for (const MapExitOption &e : reach->exits)
        out.push_back(map.grid().id(e.hex));
    return out;
}

Result<json> exitOnMap(const GameState &state, const Ruleset &ruleset, const HexMap &map, json data)
{
    const std::string id = data.value("unit", "");
    const auto found = state.units.find(id);
    if (found == state.units.end() || state.turn == 0)
        return data; // a unit outside the order of battle, or a set-up: replay judges it
    const std::string rule = exitRule(map);
    if (std::optional<MoveRefusal> why = movementRefusal(state, ruleset, map, found->second))
        return badInput(msg("%1: %2", {why->rule, why->why}));
    const std::vector<std::string> open = exitHexes(state, ruleset, map, id);
    if (open.empty())
        return badInput(msg("%1: %2 cannot reach an exit hex of map %3 open to its side with the "
                            "movement it has left",
                            {rule, id, map.id}));
    if (!data.contains("hex") || !data["hex"].is_string())
        data["hex"] = open.front();
    if (std::find(open.begin(), open.end(), data["hex"].get<std::string>()) == open.end()) {
        std::string choices;
        for (const std::string &h : open)
            choices += (choices.empty() ? "" : ", ") + h;
        return badInput(msg("%1: %2 may leave the map by %3, not by %4",
                            {rule, id, choices, data["hex"].get<std::string>()}));
    }
    return data;
}

Result<json> entryOnMap(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                        json data)
{
    const std::string id = data.value("unit", "");
    const auto found = state.units.find(id);
    if (found == state.units.end() || state.turn == 0)
        return data; // a unit outside the order of battle, or a set-up: replay judges it
    const UnitState &unit = found->second;
    const std::string rule = reinforcementRule(ruleset);
    if (std::optional<Message> why = entryRefusal(state, ruleset, unit))
        return badInput(msg("%1: %2", {rule, *why}));
    const std::vector<std::pair<std::string, int>> open = entryHexes(state, ruleset, map, unit);
    std::string choices;
    for (const auto &[hex, cost] : open)
        choices += (choices.empty() ? "" : ", ") + hex;
    if (open.empty())
        return badInput(
            msg("%1: map %2 has no entry hex open to %3's units", {rule, map.id, unit.side}));
    if (!data.contains("hex") || !data["hex"].is_string()) {
        if (open.size() != 1)
            return badInput(msg("%1: say where %2 enters: \"hex\" one of %3", {rule, id, choices}));
        data["hex"] = open.front().first;
    }
    const std::string hex = data["hex"];
    const auto chosen =
        std::find_if(open.begin(), open.end(), [&](const auto &o) { return o.first == hex; });
    if (chosen == open.end())
        return badInput(msg("%1: %2 enters at an entry hex of its side, or the closest open edge "
                            "hex when that one is blocked (NLB 9.1): %3, not %4",
                            {rule, id, choices, hex}));
    data["entryHalves"] = chosen->second;
    // NLB 9.1: "Reinforcing units may arrive stacked": the referee names the stack it is in.
    if (data.contains("stack")) {
        if (!data["stack"].is_number_integer() || data["stack"].get<long long>() < 1 ||
            data["stack"].get<long long>() > 100)
            return badInput(
                msg("\"stack\": the stack of the column %1 enters with, 1 or more", {id}));
        Result<MapPositions> positions = positionsOf(state, ruleset, map);
        if (!positions)
            return positions.error();
        for (const MapEdgeHex &e : map.entries) {
            if (!e.allows(unit.side))
                continue;
            Result<MapEntry> entry = reinforcementEntry(
                map, *positions, unit.side, map.grid().id(e.hex), data["stack"].get<int>());
            if (entry)
                for (const MapEntryOption &o : entry->options)
                    if (map.grid().id(o.hex) == hex)
                        data["entryHalves"] = o.costHalves;
        }
    }
    return data;
}

std::vector<std::string> rallyHexes(const GameState &state, const Ruleset &ruleset,
                                    const HexMap &map, const UnitState &unit)
{
    Result<MapPositions> positions = positionsOf(state, ruleset, map);
    if (!positions)
        return {};
    const MapZoc zoc(map, *positions);
    MapUnit rallied;
    rallied.id = unit.id;
    rallied.side = unit.side;
    rallied.type = unit.type;
    rallied.strength = unit.strength;
    std::vector<std::string> hexes;
    auto add = [&](Hex hex) {
        const std::string id = map.grid().id(hex);
        if (std::find(hexes.begin(), hexes.end(), id) == hexes.end())
            hexes.push_back(id);
    };
    for (const MapUnit &leader : positions->units) {
        if (!leader.leader || leader.side != unit.side)
            continue;
        rallied.hex = leader.hex;
        if (loneLeader(*positions, leader)) {
            add(leader.hex);
            continue;
        }
        for (const Hex next : HexGrid::neighbours(leader.hex))
            if (map.grid().contains(next) && positions->at(next).empty() &&
                !zoc.enemyControlled(next, unit.side) &&
                terrainAllows(map, rallied, leader.hex, next))
                add(next);
    }
    return hexes;
}

Result<nlohmann::json> rallyOnMap(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                                  nlohmann::json data)
{
    const std::string id = data.value("unit", "");
    auto it = state.units.find(id);
    if (state.turn == 0 || it == state.units.end() || !ruleset.feature("/rally") ||
        (data.contains("rallied") && data["rallied"] == false))
        return data;
    const std::vector<std::string> hexes = rallyHexes(state, ruleset, map, it->second);
    std::string joinedHexes;
    for (const std::string &h : hexes)
        joinedHexes += (joinedHexes.empty() ? "" : ", ") + h;
    if (data.contains("hex")) {
        if (!data["hex"].is_string() ||
            std::find(hexes.begin(), hexes.end(), data["hex"].get<std::string>()) == hexes.end())
            return badInput(
                hexes.empty()
                    ? msg("BMW 11.2: %1 is rallied in a leader's hex, or next to it: no hex is "
                          "open to it",
                          {id})
                    : msg("BMW 11.2: %1 is rallied in a leader's hex, or next to it: one of %2, "
                          "not %3",
                          {id, joinedHexes, data["hex"].dump()}));
        return data;
    }
    if (hexes.size() == 1) {
        data["hex"] = hexes.front();
        return data;
    }
    if (hexes.size() > 1)
        return badInput(
            msg("BMW 11.2: name the hex %1 is placed in: one of %2", {id, joinedHexes}));
    // "If there is no adjacent hex not in an EZOC, the unit is not rallied."
    data["rallied"] = false;
    data["placed"] = false;
    return data;
}

} // namespace umpire::crt
