#pragma once

#include "explanation.h"
#include "hexgrid.h"
#include "mappicture.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// Which game's rules on the map apply: Napoleon's Last Battles, Battles of the Medieval World or
// Napoleon at Waterloo.
enum class MapGame { Nlb, Bmw, Naw };

// One entry of a map's terrain key: a hex terrain or a hexside feature, and what it does on the
// map (movement, zones of control, line of sight). Combat effects stay in the ruleset (same ids).
struct MapTerrain
{
    std::string id; // "forest", the ruleset's terrain id where there is one
    std::string name;
    std::string rule; // "NLB 5.2"
    bool hexside = false;
    std::optional<int> costHalves;         // hex: MP to enter, in half MP; none: prohibited
    std::vector<std::string> prohibitedTo; // unit types that may not enter (BMW swamp: cavalry)
    int extraHalves = 0;                   // hexside: MP added to cross it (NLB 5.2 stream +2)
    bool impassable = false;               // hexside: crossed only at a bridge (NLB 5.2 river)
    bool bridge = false;                   // hexside: carries a crossing over an impassable one
    std::string path;       // hexside: "road" or "trail": the path bonus (NLB 5.2, BMW 4.2)
    int pathCostHalves = 2; // MP per hex moved along the path, in half MP
    bool blocksLos = false; // NLB 8.3 / BMW 6.4
    bool chateau = false;   // NLB 5.4, 10.2, 10.5
    int stacking = 0;       // units a hex may hold (0: the game's limit)
    bool verified = true;
    std::string source;
    std::string pointer; // "/terrainKey/3"
};

struct MapEdgeHex
{
    Hex hex;
    std::string name;
    std::vector<std::string> sides; // empty: any side
    std::string path;               // an entry on a road or trail ("road", "trail", "")
    bool allows(const std::string &side) const;
};

struct MapNamedHex
{
    Hex hex;
    std::string name;
    std::string kind; // "village", "objective", ...
};

// A hex map: its grid, the terrain of every hex, the features of hexsides, exits, reinforcement
// entries and named hexes; loaded from a map file (rulesdata/hexmap.schema.json) and validated.
class HexMap
{
  public:
    static Result<HexMap> fromJson(const nlohmann::json &document, const std::string &path);
    static Result<HexMap> load(const std::string &path);

    std::string id;
    std::string title;
    bool sample = false;
    MapGame game = MapGame::Nlb;
    std::string gameId; // "nlb", "bmw", "naw"
    // NLB's movement, zones of control, stacking, line of sight and retreats: Napoleon's Last
    // Battles' own, and Napoleon at Waterloo's stand-in (its standard rules are not among the rule
    // texts; NLB is the same SPI system, and the terrain key says its costs are stand-ins).
    bool nlbRules() const { return game != MapGame::Bmw; }
    std::string path;

    const HexGrid &grid() const { return m_grid; }
    // The map's picture and where its grid lies on it (mappicture.h), when the map has one.
    const std::optional<MapPicture> &picture() const { return m_picture; }
    // The picture's file, checked as it stands now: beside the map file (inside its folder, links
    // followed), bounded in size, of the pixel size the map places its grid on. BadInput when the
    // map has no picture, BadData when the file is wrong or missing.
    Result<PictureFile> picturePath() const;
    const std::vector<MapTerrain> &terrainKey() const { return m_key; }
    const MapTerrain *findTerrain(const std::string &id) const;
    // The terrain of a hex on the map (nullptr off the map).
    const MapTerrain *terrainAt(Hex hex) const;
    // The features of the hexside between two adjacent hexes, as terrain-key entries.
    std::vector<const MapTerrain *> hexsideFeatures(Hex a, Hex b) const;
    std::uint32_t hexsideMask(Hex a, Hex b) const; // bit i: terrain key entry i
    bool hexsideHas(Hex a, Hex b, std::uint32_t mask) const
    {
        return (hexsideMask(a, b) & mask) != 0;
    }
    // Masks of the key's hexside entries by role, for the rules' hot paths.
    std::uint32_t impassableMask() const { return m_impassable; }
    std::uint32_t bridgeMask() const { return m_bridge; }
    std::uint32_t losBlockingSideMask() const { return m_losSides; }
    // NLB 5.2: crossing is only possible at a bridge when the hexside is a river.
    bool hexsideImpassable(Hex a, Hex b) const;
    bool onEdge(Hex hex) const; // a neighbour is off the map

    std::vector<MapEdgeHex> exits;
    std::vector<MapEdgeHex> entries;
    std::vector<MapNamedHex> named;
    const MapNamedHex *namedAt(Hex hex) const;
    const MapEdgeHex *entry(const std::string &nameOrHex) const;
    // Every "verified": false entry of the terrain key.
    std::vector<const MapTerrain *> unverified() const;
    // The map as JSON for `map show --json`: grid, key, hexes with terrain, hexsides.
    nlohmann::json toJson() const;

  private:
    HexMap() : m_grid(HexGridLayout{}) {}
    HexGrid m_grid;
    std::optional<MapPicture> m_picture;
    std::vector<MapTerrain> m_key;
    std::vector<int> m_terrain;         // key index per grid index
    std::vector<std::uint32_t> m_sides; // per grid index * 6 + direction
    std::uint32_t m_impassable = 0, m_bridge = 0, m_losSides = 0;
};

// The map's stand-in terrain (its key's "verified": false entries) that an answer used: those of
// the hexes given and of the hexsides between them, or every one when no hex is given. A stand-in
// is never shown as the rule.
void addMapUnverified(Explanation &e, const HexMap &map, const std::vector<Hex> &hexes = {});

// "nlb" -> Nlb, "bmw" -> Bmw, "naw" -> Naw.
std::optional<MapGame> mapGameFromId(const std::string &id);
std::string halvesText(int halves); // 3 -> "1 1/2"

// A map or positions file's JSON ("what" names it in the errors): BadInput when it cannot be read,
// BadData when it is not JSON.
Result<nlohmann::json> readMapFile(const std::string &path, const std::string &what);

} // namespace umpire::crt
