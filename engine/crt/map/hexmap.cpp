#include "hexmap.h"

#include "jsonfile.h"
#include "ruledata.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>

namespace umpire::crt {

using nlohmann::json;

bool MapEdgeHex::allows(const std::string &side) const
{
    if (sides.empty())
        return true;
    for (const std::string &s : sides)
        if (s == side)
            return true;
    return false;
}

std::optional<MapGame> mapGameFromId(const std::string &id)
{
    if (id == "nlb")
        return MapGame::Nlb;
    if (id == "bmw")
        return MapGame::Bmw;
    if (id == "naw")
        return MapGame::Naw;
    return std::nullopt;
}

std::string halvesText(int halves)
{
    if (halves % 2 == 0)
        return std::to_string(halves / 2);
    if (halves == 1)
        return "1/2";
    return std::to_string(halves / 2) + " 1/2";
}

namespace {

// A movement cost in MP (a whole number or a half) as half MP; nullopt when it is not a multiple
// of 1/2.
std::optional<int> toHalves(double mp)
{
    const double halves = mp * 2.0;
    if (halves < 0 || std::abs(halves - std::round(halves)) > 1e-9)
        return std::nullopt;
    return int(std::round(halves));
}

} // namespace

Result<json> readMapFile(const std::string &path, const std::string &what)
{
    return readJsonFile(path, what);
}

Result<HexMap> HexMap::load(const std::string &path)
{
    Result<json> document = readMapFile(path, "map file");
    if (!document)
        return document.error();
    return fromJson(*document, path);
}

Result<HexMap> HexMap::fromJson(const json &document, const std::string &path)
{
    if (!document.is_object() || !document.contains("grid"))
        return badData(msg("%1: is not a map file (no \"grid\")", {path}));
    if (Result<Ok> checked = checkRuleData(document, path, "hexmap.schema.json", "hex map schema");
        !checked)
        return checked.error();
    auto fail = [&](const std::string &pointer, Message what) {
        return badData(msg("%1: at %2: %3", {path, pointer, std::move(what)}));
    };

    HexMap map;
    map.path = path;
    map.id = document.at("id");
    map.title = document.at("title");
    map.sample = document.value("sample", false);
    map.gameId = document.at("game");
    map.game = *mapGameFromId(map.gameId);

    const json &g = document.at("grid");
    HexGridLayout layout;
    layout.orientation =
        g.at("orientation") == "flat-top" ? HexOrientation::FlatTop : HexOrientation::PointyTop;
    layout.columns = g.at("columns");
    layout.rows = g.at("rows");
    layout.firstColumn = g.value("firstColumn", 1);
    layout.firstRow = g.value("firstRow", 1);
    layout.evenShifted = g.value("shifted", std::string("even")) == "even";
    layout.flatToFlatMm = g.value("flatToFlatMm", 16.0);
    if (g.contains("firstCentreMm"))
        layout.firstCentreMm = {g["firstCentreMm"][0].get<double>(),
                                g["firstCentreMm"][1].get<double>()};
    else
        layout.firstCentreMm = {layout.flatToFlatMm, layout.flatToFlatMm};
    layout.columnStepMm = g.value("columnStepMm", 0.0);
    layout.rowStepMm = g.value("rowStepMm", 0.0);
    layout.columnsLeftward = g.value("columnsGrow", std::string("right")) == "left";
    layout.rowsUpward = g.value("rowsGrow", std::string("down")) == "up";
    if (g.contains("numbering")) {
        const json &n = g["numbering"];
        HexNumbering numbering;
        auto kind = [&](const char *field) {
            return n.value(field, std::string("digits")) == "letters" ? HexNumbering::Kind::Letters
                                                                      : HexNumbering::Kind::Digits;
        };
        numbering.columns = kind("columns");
        numbering.rows = kind("rows");
        numbering.columnDigits = n.value("columnDigits", 2);
        numbering.rowDigits = n.value("rowDigits", 2);
        numbering.rowFirst = n.value("order", std::string("column-row")) == "row-column";
        numbering.separator = n.value("separator", "");
        layout.numbering = numbering;
    }
    map.m_grid = HexGrid(layout);
    const HexGrid &grid = map.m_grid;
    if (const auto same = grid.sameIds())
        return fail(
            "/grid/numbering",
            msg("a numbering that gives every hex its own id: hexes at column %1 row %2 "
                "and column %3 row %4 would both be \"%5\" (add a separator or zero "
                "padding)",
                {std::to_string(grid.toOffset(same->first).first),
                 std::to_string(grid.toOffset(same->first).second),
                 std::to_string(grid.toOffset(same->second).first),
                 std::to_string(grid.toOffset(same->second).second), grid.id(same->first)}));
    if (document.contains("picture")) {
        Result<MapPicture> picture = MapPicture::fromJson(document["picture"], path);
        if (!picture)
            return picture.error();
        map.m_picture = std::move(picture).value();
    }

    // The terrain key.
    const json &key = document.at("terrainKey");
    if (key.size() > 32)
        return fail("/terrainKey",
                    msg("at most 32 terrain types, not %1", {std::to_string(key.size())}));
    for (std::size_t i = 0; i < key.size(); ++i) {
        const json &k = key[i];
        const std::string pointer = "/terrainKey/" + std::to_string(i);
        MapTerrain t;
        t.id = k.at("id");
        t.name = k.value("name", t.id);
        t.rule = k.value("rule", "");
        t.hexside = k.value("hexside", false);
        t.pointer = pointer;
        if (map.findTerrain(t.id))
            return fail(pointer + "/id", msg("terrain \"%1\" is in the key twice", {t.id}));
        if (k.contains("movement")) {
            if (k["movement"].is_string()) {
                t.costHalves.reset(); // "prohibited"
            } else {
                t.costHalves = toHalves(k["movement"].get<double>());
                if (!t.costHalves)
                    return fail(pointer + "/movement", msg("a movement cost in whole or half MP"));
            }
        } else if (!t.hexside) {
            return fail(pointer, msg("a hex terrain needs \"movement\" (MP, or \"prohibited\")"));
        }
        if (k.contains("extra")) {
            std::optional<int> extra = toHalves(k["extra"].get<double>());
            if (!extra)
                return fail(pointer + "/extra", msg("an added cost in whole or half MP"));
            t.extraHalves = *extra;
        }
        if (k.contains("pathMovement")) {
            std::optional<int> cost = toHalves(k["pathMovement"].get<double>());
            if (!cost || *cost == 0)
                return fail(pointer + "/pathMovement",
                            msg("a path cost in whole or half MP above 0"));
            t.pathCostHalves = *cost;
        }
        t.prohibitedTo = k.value("prohibitedTo", std::vector<std::string>{});
        t.impassable = k.value("impassable", false);
        t.bridge = k.value("bridge", false);
        t.path = k.value("path", "");
        t.blocksLos = k.value("blocksLos", false);
        t.chateau = k.value("chateau", false);
        t.stacking = k.value("stacking", 0);
        t.verified = k.value("verified", true);
        t.source = k.value("source", "");
        if (!t.verified && t.source.empty())
            return fail(pointer + "/source",
                        msg("an unverified value must say where it comes from"));
        if (!t.hexside && (t.impassable || t.bridge || !t.path.empty() || t.extraHalves))
            return fail(pointer, msg("\"%1\" is a hex terrain: impassable, bridge, path and extra "
                                     "belong to hexsides (\"hexside\": true)",
                                     {t.id}));
        const std::uint32_t bit = std::uint32_t(1) << i;
        if (t.hexside && t.impassable)
            map.m_impassable |= bit;
        if (t.hexside && t.bridge)
            map.m_bridge |= bit;
        if (t.hexside && t.blocksLos)
            map.m_losSides |= bit;
        map.m_key.push_back(std::move(t));
    }
    auto keyIndex = [&](const std::string &id) {
        for (std::size_t i = 0; i < map.m_key.size(); ++i)
            if (map.m_key[i].id == id)
                return int(i);
        return -1;
    };
    auto parseHex = [&](const std::string &text, const std::string &pointer) -> Result<Hex> {
        Result<Hex> hex = grid.parseId(text);
        if (!hex)
            return fail(pointer, hex.error().what);
        return hex;
    };

    // Hex terrain: every hex must have one, given or by default.
    map.m_terrain.assign(std::size_t(grid.hexCount()), -1);
    if (document.contains("defaultTerrain")) {
        const std::string id = document["defaultTerrain"];
        const int k = keyIndex(id);
        if (k < 0 || map.m_key[std::size_t(k)].hexside)
            return fail("/defaultTerrain", msg("\"%1\" is not a hex terrain of the key", {id}));
        map.m_terrain.assign(std::size_t(grid.hexCount()), k);
    }
    if (document.contains("hexes")) {
        for (const auto &[id, value] : document["hexes"].items()) {
            const std::string pointer = "/hexes/" + id;
            Result<Hex> hex = parseHex(id, pointer);
            if (!hex)
                return hex.error();
            const std::string terrain = value;
            const int k = keyIndex(terrain);
            if (k < 0)
                return fail(pointer, msg("terrain \"%1\" is not in the terrain key", {terrain}));
            if (map.m_key[std::size_t(k)].hexside)
                return fail(pointer,
                            msg("\"%1\" is a hexside feature, not a hex terrain", {terrain}));
            map.m_terrain[std::size_t(grid.index(*hex))] = k;
        }
    }
    for (Hex hex : grid.allHexes())
        if (map.m_terrain[std::size_t(grid.index(hex))] < 0)
            return fail("/hexes", msg("hex %1 has no terrain (a hole in the map): give every hex a "
                                      "terrain or set \"defaultTerrain\"",
                                      {grid.id(hex)}));

    // Hexside features.
    map.m_sides.assign(std::size_t(grid.hexCount()) * 6, 0);
    auto addSide = [&](Hex a, Hex b, int k) {
        const int da = HexGrid::directionTo(a, b), db = HexGrid::directionTo(b, a);
        const std::uint32_t bit = std::uint32_t(1) << k;
        if (grid.contains(a))
            map.m_sides[std::size_t(grid.index(a)) * 6 + std::size_t(da)] |= bit;
        if (grid.contains(b))
            map.m_sides[std::size_t(grid.index(b)) * 6 + std::size_t(db)] |= bit;
    };
    auto sideFeature = [&](const std::string &id, const std::string &pointer) -> Result<int> {
        const int k = keyIndex(id);
        if (k < 0)
            return fail(pointer, msg("hexside feature \"%1\" is not in the terrain key", {id}));
        if (!map.m_key[std::size_t(k)].hexside)
            return fail(pointer, msg("\"%1\" is a hex terrain, not a hexside feature", {id}));
        return k;
    };
    const json hexsides = document.value("hexsides", json::array());
    for (std::size_t i = 0; i < hexsides.size(); ++i) {
        const std::string pointer = "/hexsides/" + std::to_string(i);
        const json &side = hexsides[i];
        Result<Hex> a = parseHex(side["hexes"][0], pointer + "/hexes/0");
        if (!a)
            return a.error();
        Result<Hex> b = parseHex(side["hexes"][1], pointer + "/hexes/1");
        if (!b)
            return b.error();
        if (!HexGrid::adjacent(*a, *b))
            return fail(pointer + "/hexes",
                        msg("%1 and %2 are not neighbours, so they share no hexside",
                            {grid.id(*a), grid.id(*b)}));
        const json &features = side["features"];
        for (std::size_t f = 0; f < features.size(); ++f) {
            Result<int> k = sideFeature(features[f], pointer + "/features/" + std::to_string(f));
            if (!k)
                return k.error();
            addSide(*a, *b, *k);
        }
    }
    const json paths = document.value("paths", json::array());
    for (std::size_t i = 0; i < paths.size(); ++i) {
        const std::string pointer = "/paths/" + std::to_string(i);
        Result<int> k = sideFeature(paths[i]["feature"], pointer + "/feature");
        if (!k)
            return k.error();
        const json &hexes = paths[i]["hexes"];
        std::optional<Hex> previous;
        for (std::size_t h = 0; h < hexes.size(); ++h) {
            Result<Hex> hex = parseHex(hexes[h], pointer + "/hexes/" + std::to_string(h));
            if (!hex)
                return hex.error();
            if (previous) {
                if (!HexGrid::adjacent(*previous, *hex))
                    return fail(pointer + "/hexes/" + std::to_string(h),
                                msg("%1 and %2 are not neighbours: a path runs from hex to "
                                    "adjacent hex",
                                    {grid.id(*previous), grid.id(*hex)}));
                addSide(*previous, *hex, *k);
            }
            previous = *hex;
        }
    }

    auto edgeHexes = [&](const char *field, std::vector<MapEdgeHex> &out,
                         bool mustBeOnEdge) -> Result<Ok> {
        const json list = document.value(field, json::array());
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string pointer = std::string("/") + field + "/" + std::to_string(i);
            Result<Hex> hex = parseHex(list[i]["hex"], pointer + "/hex");
            if (!hex)
                return hex.error();
            if (mustBeOnEdge && !map.onEdge(*hex))
                return fail(pointer + "/hex",
                            msg("hex %1 is not on the map's edge, so nothing can leave or enter "
                                "the map there",
                                {grid.id(*hex)}));
            MapEdgeHex e;
            e.hex = *hex;
            e.name = list[i].value("name", grid.id(*hex));
            e.sides = list[i].value("sides", std::vector<std::string>{});
            e.path = list[i].value("path", "");
            out.push_back(std::move(e));
        }
        return Ok{};
    };
    if (Result<Ok> r = edgeHexes("exits", map.exits, true); !r)
        return r.error();
    if (Result<Ok> r = edgeHexes("entries", map.entries, true); !r)
        return r.error();
    const json named = document.value("named", json::array());
    for (std::size_t i = 0; i < named.size(); ++i) {
        const std::string pointer = "/named/" + std::to_string(i);
        Result<Hex> hex = parseHex(named[i]["hex"], pointer + "/hex");
        if (!hex)
            return hex.error();
        map.named.push_back({*hex, named[i]["name"], named[i].value("kind", "")});
    }
    return map;
}

Result<PictureFile> HexMap::picturePath() const
{
    if (!m_picture)
        return badInput(msg("%1: the map has no picture", {path}));
    return m_picture->open(std::filesystem::path(path).parent_path(), path);
}

const MapTerrain *HexMap::findTerrain(const std::string &terrainId) const
{
    for (const MapTerrain &t : m_key)
        if (t.id == terrainId)
            return &t;
    return nullptr;
}

const MapTerrain *HexMap::terrainAt(Hex hex) const
{
    const int i = m_grid.index(hex);
    if (i < 0)
        return nullptr;
    return &m_key[std::size_t(m_terrain[std::size_t(i)])];
}

std::uint32_t HexMap::hexsideMask(Hex a, Hex b) const
{
    const int d = HexGrid::directionTo(a, b);
    if (d < 0)
        return 0;
    int i = m_grid.index(a);
    if (i >= 0)
        return m_sides[std::size_t(i) * 6 + std::size_t(d)];
    i = m_grid.index(b);
    if (i >= 0)
        return m_sides[std::size_t(i) * 6 + std::size_t(HexGrid::directionTo(b, a))];
    return 0;
}

std::vector<const MapTerrain *> HexMap::hexsideFeatures(Hex a, Hex b) const
{
    std::vector<const MapTerrain *> out;
    const std::uint32_t mask = hexsideMask(a, b);
    for (std::size_t i = 0; i < m_key.size(); ++i)
        if (mask & (std::uint32_t(1) << i))
            out.push_back(&m_key[i]);
    return out;
}

bool HexMap::hexsideImpassable(Hex a, Hex b) const
{
    const std::uint32_t mask = hexsideMask(a, b);
    return (mask & m_impassable) != 0 && (mask & m_bridge) == 0;
}

bool HexMap::onEdge(Hex hex) const
{
    if (!m_grid.contains(hex))
        return false;
    for (Hex n : HexGrid::neighbours(hex))
        if (!m_grid.contains(n))
            return true;
    return false;
}

const MapNamedHex *HexMap::namedAt(Hex hex) const
{
    for (const MapNamedHex &n : named)
        if (n.hex == hex)
            return &n;
    return nullptr;
}

const MapEdgeHex *HexMap::entry(const std::string &nameOrHex) const
{
    for (const MapEdgeHex &e : entries)
        if (e.name == nameOrHex || m_grid.id(e.hex) == nameOrHex)
            return &e;
    return nullptr;
}

std::vector<const MapTerrain *> HexMap::unverified() const
{
    std::vector<const MapTerrain *> out;
    for (const MapTerrain &t : m_key)
        if (!t.verified)
            out.push_back(&t);
    return out;
}

void addMapUnverified(Explanation &e, const HexMap &map, const std::vector<Hex> &hexes)
{
    std::set<const MapTerrain *> used;
    for (Hex h : hexes) {
        if (const MapTerrain *t = map.terrainAt(h))
            used.insert(t);
        for (Hex n : HexGrid::neighbours(h))
            if (std::find(hexes.begin(), hexes.end(), n) != hexes.end())
                for (const MapTerrain *f : map.hexsideFeatures(h, n))
                    used.insert(f);
    }
    for (const MapTerrain *t : map.unverified())
        if (hexes.empty() || used.count(t))
            e.addUnverified({map.id + ":" + t->pointer, t->name + " on map " + map.id, t->source,
                             "Check the terrain key of your own map and edit the map file."});
}

json HexMap::toJson() const
{
    json out;
    out["id"] = id;
    out["title"] = title;
    out["sample"] = sample;
    out["game"] = gameId;
    out["grid"] = gridJson(m_grid.layout());
    if (m_picture)
        out["picture"] = m_picture->toJson();
    json key = json::array();
    for (const MapTerrain &t : m_key) {
        json k = {{"id", t.id}, {"name", t.name}, {"hexside", t.hexside}, {"rule", t.rule}};
        if (!t.hexside)
            k["movement"] = t.costHalves ? json(*t.costHalves / 2.0) : json("prohibited");
        if (t.extraHalves)
            k["extra"] = t.extraHalves / 2.0;
        if (!t.path.empty())
            k["path"] = t.path;
        k["blocksLos"] = t.blocksLos;
        k["verified"] = t.verified;
        if (!t.verified)
            k["source"] = t.source;
        key.push_back(k);
    }
    out["terrainKey"] = key;
    json hexes = json::object();
    json sides = json::array();
    for (Hex h : m_grid.allHexes()) {
        hexes[m_grid.id(h)] = terrainAt(h)->id;
        for (int d = 0; d < 6; ++d) {
            const Hex n = HexGrid::neighbours(h)[std::size_t(d)];
            // each hexside once: from the hex with the smaller id, or from the map side
            if (m_grid.contains(n) && !(h < n))
                continue;
            json features = json::array();
            for (const MapTerrain *t : hexsideFeatures(h, n))
                features.push_back(t->id);
            if (!features.empty())
                sides.push_back({{"hexes", {m_grid.id(h), m_grid.contains(n) ? m_grid.id(n) : ""}},
                                 {"features", features}});
        }
    }
    out["hexes"] = hexes;
    out["hexsides"] = sides;
    auto edge = [&](const std::vector<MapEdgeHex> &list) {
        json a = json::array();
        for (const MapEdgeHex &e : list)
            a.push_back({{"hex", m_grid.id(e.hex)},
                         {"name", e.name},
                         {"sides", e.sides},
                         {"path", e.path}});
        return a;
    };
    out["exits"] = edge(exits);
    out["entries"] = edge(entries);
    json n = json::array();
    for (const MapNamedHex &h : named)
        n.push_back({{"hex", m_grid.id(h.hex)}, {"name", h.name}, {"kind", h.kind}});
    out["named"] = n;
    return out;
}

} // namespace umpire::crt
