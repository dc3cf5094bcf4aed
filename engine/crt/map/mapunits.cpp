#include "mapunits.h"

#include "ruledata.h"

#include <fstream>
#include <set>
#include <sstream>

namespace umpire::crt {

using nlohmann::json;

Result<MapPositions> MapPositions::load(const std::string &path, const HexMap &map,
                                        const json *orderOfBattle)
{
    Result<json> document = readMapFile(path, "positions file");
    if (!document)
        return document.error();
    return fromJson(*document, map, path, orderOfBattle);
}

Result<MapPositions> MapPositions::fromJson(const json &document, const HexMap &map,
                                            const std::string &path, const json *orderOfBattle)
{
    if (!document.is_object() || !document.contains("units"))
        return badInput(msg("%1: is not a positions file (no \"units\")", {path}));
    if (Result<Ok> checked = checkRuleData(document, path, "hexmap.schema.json", "positions format",
                                           ErrorKind::BadInput);
        !checked)
        return checked.error();
    auto fail = [&](const std::string &pointer, Message what) {
        return badInput(msg("%1: at %2: %3", {path, pointer, std::move(what)}));
    };
    MapPositions p;
    p.weather = weatherOr(document.value("weather", "clear")); // its schema names the three
    p.phasing = document.value("phasing", "");
    p.mapFile = document.value("map", "");
    p.scenarioName = document.value("scenario", "");
    for (const json &player : document.value("players", json::array()))
        for (const json &side : player["sides"])
            p.setPlayer(side, player["name"]);
    std::set<std::string> ids;
    const json &units = document["units"];
    for (std::size_t i = 0; i < units.size(); ++i) {
        const json &u = units[i];
        const std::string pointer = "/units/" + std::to_string(i);
        MapUnit unit;
        unit.id = u["id"];
        if (!ids.insert(unit.id).second)
            return fail(pointer + "/id", msg("unit \"%1\" is listed twice", {unit.id}));
        Result<Hex> hex = map.grid().parseId(u["hex"].get<std::string>());
        if (!hex)
            return fail(pointer + "/hex", msg("unit \"%1\": %2", {unit.id, hex.error().what}));
        unit.hex = *hex;
        // The scenario's order of battle first; the positions file may say more or otherwise.
        if (orderOfBattle && orderOfBattle->is_array()) {
            for (const json &oob : *orderOfBattle)
                if (oob.value("id", "") == unit.id) {
                    unit.side = oob.value("side", "");
                    unit.type = oob.value("type", "");
                    unit.strength = oob.value("strength", 0);
                    if (oob.contains("movement") && oob["movement"].is_number_integer())
                        unit.movement = oob["movement"].get<int>();
                }
        }
        if (u.contains("side"))
            unit.side = u["side"];
        if (u.contains("type"))
            unit.type = u["type"];
        if (u.contains("strength"))
            unit.strength = u["strength"];
        if (u.contains("movement"))
            unit.movement = u["movement"].get<int>();
        unit.range = u.value("range", 0);
        unit.disrupted = u.value("disrupted", false);
        unit.demoralized = u.value("demoralized", false);
        unit.leader = u.value("leader", false) || unit.type == "leader";
        if (unit.leader && unit.type.empty())
            unit.type = "leader";
        const std::string dot = u.value("dot", "none");
        unit.dot = dot == "solid"  ? LightDot::Solid
                   : dot == "open" ? LightDot::Open
                                   : LightDot::None;
        unit.charging = u.value("charging", false);
        unit.marker = u.value("marker", -1);
        if (unit.side.empty())
            return fail(pointer, msg("unit \"%1\" has no side: give \"side\" or name a scenario "
                                     "whose order of battle lists it",
                                     {unit.id}));
        if (unit.type.empty())
            return fail(pointer, msg("unit \"%1\" has no type: give \"type\" or name a scenario "
                                     "whose order of battle lists it",
                                     {unit.id}));
        if (map.game == MapGame::Nlb && unit.type == "artillery" && unit.range == 0)
            unit.range = 2; // NLB 8.1: up to two hexes distant
        p.units.push_back(std::move(unit));
    }
    p.reindex(map);
    return p;
}

void MapPositions::setPlayer(const std::string &side, const std::string &player)
{
    m_players[side] = player;
}

std::string MapPositions::playerOf(const std::string &side) const
{
    auto it = m_players.find(side);
    return it == m_players.end() ? side : it->second;
}

bool MapPositions::enemies(const std::string &a, const std::string &b) const
{
    return playerOf(a) != playerOf(b);
}

bool MapPositions::enemies(const MapUnit &a, const MapUnit &b) const
{
    return enemies(a.side, b.side);
}

const MapUnit *MapPositions::unit(const std::string &id) const
{
    for (const MapUnit &u : units)
        if (u.id == id)
            return &u;
    return nullptr;
}

MapUnit *MapPositions::unit(const std::string &id)
{
    for (MapUnit &u : units)
        if (u.id == id)
            return &u;
    return nullptr;
}

const std::vector<int> &MapPositions::at(Hex hex) const
{
    if (!m_grid)
        return m_none;
    const int i = m_grid->index(hex);
    return i < 0 ? m_none : m_byHex[std::size_t(i)];
}

void MapPositions::reindex(const HexMap &map)
{
    m_grid = &map.grid();
    m_byHex.assign(std::size_t(map.grid().hexCount()), {});
    for (std::size_t i = 0; i < units.size(); ++i) {
        const int h = map.grid().index(units[i].hex);
        if (h >= 0)
            m_byHex[std::size_t(h)].push_back(int(i));
    }
}

json MapPositions::toJson(const HexMap &map) const
{
    json list = json::array();
    for (const MapUnit &u : units) {
        json j = {{"id", u.id},
                  {"side", u.side},
                  {"hex", map.grid().id(u.hex)},
                  {"type", u.type},
                  {"strength", u.strength}};
        if (u.movement)
            j["movement"] = *u.movement;
        if (u.range)
            j["range"] = u.range;
        if (u.disrupted)
            j["disrupted"] = true;
        if (u.demoralized)
            j["demoralized"] = true;
        if (u.leader)
            j["leader"] = true;
        if (u.dot != LightDot::None)
            j["dot"] = u.dot == LightDot::Solid ? "solid" : "open";
        if (u.marker >= 0)
            j["marker"] = u.marker;
        list.push_back(j);
    }
    json out = {{"format", 1}, {"weather", weatherName(weather)}, {"units", list}};
    if (!phasing.empty())
        out["phasing"] = phasing;
    return out;
}

// NLB 5.3: two units; NLB 10.2: one in a chateau; BMW 4.3: one unit (leaders aside, 10.2).
int stackingLimit(const HexMap &map, Hex hex)
{
    const MapTerrain *t = map.terrainAt(hex);
    if (t && t->stacking > 0)
        return t->stacking;
    if (map.nlbRules())
        return t && t->chateau ? 1 : 2;
    return 1;
}

int stackCount(const HexMap &map, const MapPositions &positions, Hex hex)
{
    int n = 0;
    for (int i : positions.at(hex))
        if (!(map.game == MapGame::Bmw && positions.units[std::size_t(i)].leader))
            ++n;
    return n;
}

std::vector<StackingBreach> stackingBreaches(const HexMap &map, const MapPositions &positions)
{
    std::vector<StackingBreach> out;
    for (Hex hex : map.grid().allHexes()) {
        const int n = stackCount(map, positions, hex);
        const int limit = stackingLimit(map, hex);
        if (n > limit) {
            const MapTerrain *t = map.terrainAt(hex);
            const std::string rule = map.game == MapGame::Bmw ? "BMW 4.3"
                                     : (t && t->chateau)      ? "NLB 10.2"
                                                              : "NLB 5.3";
            out.push_back({hex, n, limit, rule});
        }
    }
    return out;
}

} // namespace umpire::crt
