#include "mapcombat.h"

#include "gamemap.h"
#include "maplos.h"
#include "mapretreat.h"

#include <algorithm>
#include <set>

namespace umpire::crt {

using nlohmann::json;

namespace {

// NLB 7.6: the units a retreat option displaces, in order, and where each goes.
json chainJson(const HexMap &map, const MapRetreatOption &o)
{
    json chain = json::array();
    for (const auto &[other, hex] : o.displaced)
        chain.push_back({{"unit", other}, {"to", map.grid().id(hex)}});
    return chain;
}

std::string chainText(const json &chain)
{
    std::string out;
    for (const json &d : chain)
        out += (out.empty() ? "" : ", then ") + d.value("unit", std::string()) + " to " +
               d.value("to", std::string());
    return out;
}

// The rule of the map's game: NLB's (NAW is played by its sequence) or BMW's.
std::string rule(const HexMap &map, const char *nlb, const char *bmw)
{
    return map.game == MapGame::Bmw ? bmw : nlb;
}

std::string joinedIds(const std::vector<std::string> &ids)
{
    std::string out;
    for (const std::string &id : ids)
        out += (out.empty() ? "" : ", ") + id;
    return out;
}

// Where the game has placed a unit of the request, if it has.
std::optional<Hex> placed(const GameState &state, const HexMap &map, const json &unit)
{
    if (!unit.is_object() || !unit.contains("id") || !unit["id"].is_string())
        return std::nullopt;
    const auto it = state.units.find(unit["id"].get<std::string>());
    if (it == state.units.end() || it->second.status != UnitState::Status::OnMap ||
        it->second.hex.empty())
        return std::nullopt;
    Result<Hex> hex = map.grid().parseId(it->second.hex);
    return hex ? std::optional<Hex>(*hex) : std::nullopt;
}

// The map terrain of a hex as the ruleset's terrain id, when the ruleset knows it.
std::optional<std::string> rulesetTerrain(const Ruleset &ruleset, const HexMap &map, Hex hex)
{
    const MapTerrain *t = map.terrainAt(hex);
    if (!t)
        return std::nullopt;
    const Terrain *known = ruleset.findTerrain(t->id);
    if (!known || known->hexside)
        return std::nullopt;
    return t->id;
}

// The hexside an attacker crosses into a defender's hex, as the ruleset's terrain: a bridge where
// there is one (NLB 5.2), else the feature that acts on combat (NLB 8.4 river, 5.6 stream).
std::optional<std::string> crossedHexside(const Ruleset &ruleset, const HexMap &map, Hex from,
                                          Hex to)
{
    const Terrain *best = nullptr;
    bool bridged = false;
    for (const MapTerrain *f : map.hexsideFeatures(from, to)) {
        const Terrain *t = ruleset.findTerrain(f->id);
        if (f->bridge)
            bridged = true;
        if (!t || !t->hexside)
            continue;
        if (f->bridge)
            return t->id;
        auto weight = [](const Terrain *x) {
            return x->bombardmentOnly ? 3 : x->defenderMultiplier > 1 ? 2 : 1;
        };
        if (!best || weight(t) > weight(best))
            best = t;
    }
    if (bridged && best && best->bombardmentOnly)
        return std::nullopt; // a bridged river: crossed at the bridge, no hexside to name
    return best ? std::optional<std::string>(best->id) : std::nullopt;
}

// BMW 8.3: how far a retreat before combat may go, when the application carries one out (the
// combat's obligation cites the rule); 0 otherwise.
int beforeCombatHexes(const Ruleset &ruleset, const Application &a)
{
    const json *rbc = ruleset.feature("/combat/retreatBeforeCombat");
    if (!rbc || a.rule != rbc->value("rule", std::string()))
        return 0;
    return rbc->value("hexes", 1);
}

// NLB 7.5: "The option to advance must be exercised immediately, before any other combat
// resolution" (BMW 7.9: "before beginning the next combat resolution"): the combat of this phase
// resolved after `combat`, by which its advance lapsed.
std::optional<std::uint64_t> laterCombat(const GameState &state, std::uint64_t combat)
{
    for (const CombatDue &due : state.dues)
        if (due.combat > combat)
            return due.combat;
    return std::nullopt;
}

} // namespace

std::vector<Message> mapContradictions(const GameState &state, const Ruleset &ruleset,
                                       const HexMap &map, const json &request)
{
    std::vector<Message> out;
    if (!request.is_object() || !request.contains("attackers") || !request.contains("defenders") ||
        !request["attackers"].is_array() || !request["defenders"].is_array())
        return out;
    const HexGrid &grid = map.grid();
    auto name = [&ruleset](const std::string &id) {
        const Terrain *t = ruleset.findTerrain(id);
        return t && !t->name.empty() ? t->name : id;
    };
    // A unit's own terrain or hexside, else the request's for every unit.
    auto given = [&request](const json &unit, const char *key) -> std::optional<std::string> {
        const json &from = unit.contains(key) ? unit : request;
        if (!from.contains(key) || !from[key].is_string() || from[key].get<std::string>().empty())
            return std::nullopt;
        return from[key].get<std::string>();
    };
    auto terrainSaid = [&](const json &unit, Hex hex) {
        const std::optional<std::string> said = given(unit, "terrain");
        const std::optional<std::string> mapped = rulesetTerrain(ruleset, map, hex);
        if (said && mapped && *said != *mapped)
            out.push_back(
                msg("%1 is in %2 (%3) on the map, not %4",
                    {unit["id"].get<std::string>(), name(*mapped), grid.id(hex), name(*said)}));
    };
    std::vector<Hex> defended;
    for (const json &d : request["defenders"])
        if (const std::optional<Hex> hex = placed(state, map, d)) {
            terrainSaid(d, *hex);
            defended.push_back(*hex);
        }
    const bool attackerTerrain =
        std::any_of(ruleset.terrain.begin(), ruleset.terrain.end(), [](const Terrain &t) {
            return t.attackerHalvedOutOf || t.unlessAllAttackersOn;
        });
    for (const json &a : request["attackers"]) {
        const std::optional<Hex> hex = placed(state, map, a);
        if (!hex)
            continue;
        if (attackerTerrain)
            terrainSaid(a, *hex);
        const std::optional<std::string> said = given(a, "hexside");
        if (!said)
            continue;
        for (const Hex d : defended)
            if (HexGrid::adjacent(*hex, d)) {
                const std::optional<std::string> crossed = crossedHexside(ruleset, map, *hex, d);
                if (!crossed)
                    out.push_back(
                        msg("%1 attacks across no %2 from %3 into %4 on the map",
                            {a["id"].get<std::string>(), name(*said), grid.id(*hex), grid.id(d)}));
                else if (*crossed != *said)
                    out.push_back(msg("%1 attacks across %2 from %3 into %4 on the map, not %5",
                                      {a["id"].get<std::string>(), name(*crossed), grid.id(*hex),
                                       grid.id(d), name(*said)}));
                break;
            }
    }
    return out;
}

Result<json> combatOnMap(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                         json request)
{
    if (!request.is_object() || !request.contains("attackers") || !request.contains("defenders") ||
        !request["attackers"].is_array() || !request["defenders"].is_array())
        return request; // CombatRequest::fromJson says what is missing
    const HexGrid &grid = map.grid();
    const bool nlb = map.game != MapGame::Bmw;
    // NLB 5.6, BMW 7.5: the terrain is the map's; saying otherwise is the referee's override.
    if (const std::vector<Message> contradicted = mapContradictions(state, ruleset, map, request);
        !contradicted.empty()) {
        const bool reason = request.contains("override") && request["override"].is_string() &&
                            !request["override"].get<std::string>().empty();
        if (!reason)
            return badInput(msg("%1: %2: the terrain is the map's, and the referee overrides it "
                                "only giving the reason (\"override\")",
                                {rule(map, "NLB 5.6", "BMW 7.5"), contradicted.front()}));
    }

    // The defenders: their hexes and terrain.
    std::vector<Hex> defended;
    std::set<std::string> defenderIds, attackerIds;
    for (json &d : request["defenders"]) {
        const std::optional<Hex> hex = placed(state, map, d);
        if (!hex)
            continue;
        defenderIds.insert(d["id"].get<std::string>());
        if (std::find(defended.begin(), defended.end(), *hex) == defended.end())
            defended.push_back(*hex);
        if (!d.contains("terrain") && !request.contains("terrain"))
            if (std::optional<std::string> t = rulesetTerrain(ruleset, map, *hex))
                d["terrain"] = *t;
    }
    if (defended.empty())
        return request; // the referee's own units, off the map: the request says it all
    for (const json &a : request["attackers"])
        if (a.is_object() && a.contains("id") && a["id"].is_string())
            attackerIds.insert(a["id"].get<std::string>());

    // NLB 7.2: the units of a hex fight together: the first unit of one of `hexes` left out of
    // `ids`, if any.
    auto leftOut =
        [&](const std::vector<Hex> &hexes,
            const std::set<std::string> &ids) -> std::optional<std::pair<std::string, Hex>> {
        for (const Hex hex : hexes)
            for (const auto &[id, u] : state.units)
                if (u.status == UnitState::Status::OnMap && u.hex == grid.id(hex) && !ids.count(id))
                    return std::pair{id, hex};
        return std::nullopt;
    };
    // NLB 7.2: "Different units in a given hex may not be attacked separately."
    if (const auto alone = leftOut(defended, defenderIds); nlb && alone)
        return badInput(
            msg("NLB 7.2: %1 in %2 defends too: the units in a hex are attacked together",
                {alone->first, grid.id(alone->second)}));

    const json *bombardment = ruleset.feature("/combat/bombardment");
    const bool attackerTerrain =
        std::any_of(ruleset.terrain.begin(), ruleset.terrain.end(), [](const Terrain &t) {
            return t.attackerHalvedOutOf || t.unlessAllAttackersOn;
        });
    std::vector<Hex> attacking; // the hexes of the attackers in contact
    for (json &a : request["attackers"]) {
        const std::optional<Hex> hex = placed(state, map, a);
        if (!hex)
            continue;
        const std::string id = a["id"];
        const UnitState &unit = state.units.at(id);
        if (attackerTerrain && !a.contains("terrain"))
            if (std::optional<std::string> t = rulesetTerrain(ruleset, map, *hex))
                a["terrain"] = *t;
        const bool adjacentToAll = std::all_of(defended.begin(), defended.end(),
                                               [&](Hex d) { return HexGrid::adjacent(*hex, d); });
        const bool adjacentToAny = std::any_of(defended.begin(), defended.end(),
                                               [&](Hex d) { return HexGrid::adjacent(*hex, d); });
        // What the request says, when it says it in the right type (CombatRequest::fromJson
        // refuses the rest with the field named).
        const std::string type =
            a.contains("type") && a["type"].is_string() ? a["type"].get<std::string>() : unit.type;
        const bool saysBombarding =
            a.contains("bombarding") && a["bombarding"].is_boolean() && a["bombarding"].get<bool>();
        const bool artillery = bombardment && type == (*bombardment).value("unitType", "");
        if (artillery && (!adjacentToAny || saysBombarding)) {
            // NLB 8.1, 8.2: within range of one of the defending hexes, 8.3: and in sight.
            const int reach = unit.range > 0 ? unit.range : (*bombardment).value("range", 0);
            std::optional<Hex> target;
            std::vector<std::string> blocked;
            for (const Hex d : defended) {
                if (HexGrid::distance(*hex, d) > reach)
                    continue;
                const MapLos los = lineOfSight(map, *hex, d);
                if (los.clear) {
                    target = d;
                    break;
                }
                blocked.push_back(grid.id(d));
            }
            if (!target && !blocked.empty())
                return badInput(msg("NLB 8.3: %1 in %2 cannot see %3: the line of sight is "
                                    "blocked, so it may not bombard",
                                    {id, grid.id(*hex), joinedIds(blocked)}));
            if (!target)
                return badInput(msg("NLB 8.1: %1 in %2 is out of range: bombardment reaches %3 "
                                    "hexes, counting the target hex",
                                    {id, grid.id(*hex), std::to_string(reach)}));
            if (!a.contains("bombarding"))
                a["bombarding"] = true;
            if (!a.contains("range"))
                a["range"] = HexGrid::distance(*hex, *target);
            continue;
        }
        if (!adjacentToAny)
            return badInput(msg(
                "%1: %2 in %3 is not adjacent to the defender (%4): units attack "
                "adjacent enemy units",
                {rule(map, "NLB 7.1", "BMW 7.1"), id, grid.id(*hex), grid.id(defended.front())}));
        if (!adjacentToAll)
            return badInput(msg("%1: every attacking unit is adjacent to every defending unit, "
                                "and %2 in %3 is not",
                                {rule(map, "NLB 7.2", "BMW 7.4"), id, grid.id(*hex)}));
        if (!a.contains("hexside") && !request.contains("hexside"))
            for (const Hex d : defended)
                if (std::optional<std::string> side = crossedHexside(ruleset, map, *hex, d)) {
                    a["hexside"] = *side;
                    break;
                }
        attacking.push_back(*hex);
    }
    // NLB 7.2: "If more than one attacking unit is in a given hex, these units must be used as an
    // integral Combat Strength."
    if (const auto alone = leftOut(attacking, attackerIds); nlb && alone)
        return badInput(msg("NLB 7.2: %1 in %2 attacks too: the units in a hex attack together",
                            {alone->first, grid.id(alone->second)}));
    return request;
}

std::vector<Application> applicationsOnMap(const GameState &state, const Ruleset &ruleset,
                                           const HexMap &map, std::optional<std::uint64_t> combat)
{
    std::vector<Application> listed =
        combat ? pendingApplications(state, *combat) : pendingApplications(state);
    Result<MapPositions> positions = positionsOf(state, ruleset, map);
    if (!positions)
        return listed;
    const HexGrid &grid = map.grid();
    std::vector<Application> out;
    for (Application &a : listed) {
        if (a.kind == ApplicationKind::Advance && laterCombat(state, a.combat))
            continue; // NLB 7.5, BMW 7.9: the option lapsed with the next combat
        const bool placedKind = a.kind == ApplicationKind::Retreat ||
                                a.kind == ApplicationKind::CannotRetreat ||
                                a.kind == ApplicationKind::Advance;
        const auto unit =
            a.units.size() == 1 ? state.units.find(a.units.front()) : state.units.end();
        if (!placedKind || unit == state.units.end() || unit->second.hex.empty()) {
            out.push_back(std::move(a));
            continue;
        }
        const std::string &id = unit->first;
        if (a.kind == ApplicationKind::Retreat || a.kind == ApplicationKind::CannotRetreat) {
            // NLB 7.4, BMW 7.8: the hexes open, or elimination when there is none; BMW 8.3: up
            // to three hexes before combat.
            const int before = beforeCombatHexes(ruleset, a);
            Result<MapRetreat> retreat =
                before > 1 ? retreatBeforeCombatOptions(map, *positions, id, before)
                           : retreatOptions(map, *positions, id);
            if (!retreat) {
                out.push_back(std::move(a));
                continue;
            }
            const bool none = retreat->eliminated || retreat->options.empty();
            if (a.kind == ApplicationKind::CannotRetreat && none)
                out.push_back(std::move(a));
            if (a.kind == ApplicationKind::Retreat && !none) {
                for (const MapRetreatOption &o : retreat->options) {
                    const std::string hex = grid.id(o.hex);
                    if (std::find(a.to.begin(), a.to.end(), hex) == a.to.end())
                        a.to.push_back(hex);
                    if (!o.displaced.empty())
                        a.displacements.push_back({{"to", hex}, {"displaced", chainJson(map, o)}});
                }
                out.push_back(std::move(a));
            }
            continue;
        }
        // NLB 7.5, BMW 7.9: into a hex the other side's units of the combat stood in and left.
        const auto due = std::find_if(state.dues.begin(), state.dues.end(),
                                      [&](const CombatDue &d) { return d.combat == a.combat; });
        if (due == state.dues.end())
            continue;
        std::set<std::string> vacated;
        for (const auto &stood : due->hexes) {
            const std::string &hex = stood.second;
            const auto it = state.units.find(stood.first);
            if (it == state.units.end() || it->second.side == unit->second.side ||
                !positions->enemies(it->second.side, unit->second.side))
                continue;
            const bool left = std::none_of(
                positions->units.begin(), positions->units.end(), [&](const MapUnit &u) {
                    return grid.id(u.hex) == hex && positions->enemies(u.side, unit->second.side);
                });
            if (left)
                vacated.insert(hex);
        }
        for (const std::string &hexId : vacated) {
            Result<Hex> hex = grid.parseId(hexId);
            if (!hex)
                continue;
            Result<MapAdvance> advance = advanceOptions(map, *positions, *hex, {id});
            if (!advance)
                continue;
            // BMW 8.3: after a retreat before combat, "still the one hex limit" (not 9.2's three).
            const bool oneHex = beforeCombatHexes(ruleset, a) > 0;
            for (const MapAdvanceOption &o : advance->options)
                for (const Hex h : o.hexes)
                    if (!oneHex || h == *hex)
                        a.to.push_back(grid.id(h));
        }
        if (!a.to.empty())
            out.push_back(std::move(a));
    }
    return out;
}

Result<json> applicationDataOnMap(const GameState &state, const Ruleset &ruleset, const HexMap &map,
                                  json data)
{
    Result<Application> found = findApplication(state, data);
    if (!found)
        return found.error();
    const Application &asked = *found;
    if (asked.kind == ApplicationKind::Advance)
        if (const std::optional<std::uint64_t> later = laterCombat(state, asked.combat))
            return badInput(msg("%1: the option to advance after combat %2 lapsed when combat %3 "
                                "was resolved: it is exercised immediately, before any other "
                                "combat resolution",
                                {rule(map, "NLB 7.5", "BMW 7.9"), std::to_string(asked.combat),
                                 std::to_string(*later)}));
    const bool placedKind = asked.kind == ApplicationKind::Retreat ||
                            asked.kind == ApplicationKind::CannotRetreat ||
                            asked.kind == ApplicationKind::Advance;
    const auto unit =
        asked.units.size() == 1 ? state.units.find(asked.units.front()) : state.units.end();
    if (!placedKind || unit == state.units.end() || unit->second.hex.empty()) {
        if (data.contains("to"))
            return badInput(msg("a %1 of combat %2 goes nowhere on the map: give no \"to\"",
                                {applicationKindName(asked.kind), std::to_string(asked.combat)}));
        return data;
    }
    const std::string &id = unit->first;
    const std::vector<Application> listed = applicationsOnMap(state, ruleset, map, asked.combat);
    const auto mine = std::find_if(listed.begin(), listed.end(), [&](const Application &a) {
        return a.kind == asked.kind && a.units == asked.units;
    });
    const std::string retreatRule =
        beforeCombatHexes(ruleset, asked) > 1 ? asked.rule : rule(map, "NLB 7.4", "BMW 7.8");
    const std::string advanceRule =
        beforeCombatHexes(ruleset, asked) > 0 ? asked.rule : rule(map, "NLB 7.5", "BMW 7.9");
    if (mine == listed.end()) {
        if (asked.kind == ApplicationKind::CannotRetreat) {
            std::vector<std::string> open;
            for (const Application &a : listed)
                if (a.kind == ApplicationKind::Retreat && a.units == asked.units)
                    open = a.to;
            return badInput(msg("%1: %2 may retreat into %3: a unit is eliminated only when no "
                                "hex is open to it",
                                {retreatRule, id, joinedIds(open)}));
        }
        if (asked.kind == ApplicationKind::Retreat)
            return badInput(msg("%1: no hex is open for %2 to retreat into: it is eliminated "
                                "(apply cannotRetreat)",
                                {retreatRule, id}));
        return badInput(msg("%1: %2 may not advance: it is not adjacent to a hex its enemies "
                            "left, may not enter it, or its army is demoralized (NLB 11.0)",
                            {advanceRule, id}));
    }
    if (asked.kind == ApplicationKind::CannotRetreat)
        return data;
    if (!data.contains("to") || !data["to"].is_string()) {
        if (mine->to.size() != 1)
            return badInput(msg("say where %1 goes: \"to\" one of %2", {id, joinedIds(mine->to)}));
        data["to"] = mine->to.front();
    }
    const std::string to = data["to"];
    if (std::find(mine->to.begin(), mine->to.end(), to) == mine->to.end())
        return badInput(msg("%1: %2 may not go to %3; it may go to %4",
                            {asked.kind == ApplicationKind::Advance ? advanceRule : retreatRule, id,
                             to, joinedIds(mine->to)}));
    if (asked.kind == ApplicationKind::Retreat) {
        // NLB 7.6: the friendly units the retreat displaces, and where.
        Result<MapPositions> positions = positionsOf(state, ruleset, map);
        if (!positions)
            return positions.error();
        Result<MapRetreat> retreat = retreatOptions(map, *positions, id);
        if (!retreat)
            return retreat.error();
        // The owning player chooses which unit is displaced (NLB 7.6, "moved back by the owning
        // Player"): "displaced" names one of the chains open; the first when it is left out.
        std::vector<json> chains;
        for (const MapRetreatOption &o : retreat->options)
            if (map.grid().id(o.hex) == to && !o.displaced.empty())
                chains.push_back(chainJson(map, o));
        if (data.contains("displaced") &&
            std::find(chains.begin(), chains.end(), data["displaced"]) == chains.end()) {
            std::string open;
            for (const json &c : chains)
                open += (open.empty() ? "" : "; or ") + chainText(c);
            return badInput(
                chains.empty()
                    ? msg("NLB 7.6: %1's retreat into %2 displaces no unit", {id, to})
                    : msg("NLB 7.6: %1's retreat into %2 may displace: %3", {id, to, open}));
        }
        if (!data.contains("displaced") && !chains.empty())
            data["displaced"] = chains.front();
        // BMW 7.8: a retreat through friendly units disorders them and the retreating unit (BMW
        // 9.2: not a cavalry unit's).
        for (const MapRetreatOption &o : retreat->options)
            if (map.grid().id(o.hex) == to && !o.disrupted.empty()) {
                data["disrupted"] = o.disrupted;
                break;
            }
    }
    return data;
}

} // namespace umpire::crt
