#pragma once

#include "hexmap.h"
#include "result.h"
#include "weather.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// BMW 8.1: light troops carry a dot; a solid dot disengages and retreats before combat, an open
// dot only disengages.
enum class LightDot { None, Solid, Open };

// One unit (or leader) on the map, from a positions file: who, where, and its state.
struct MapUnit
{
    std::string id;
    std::string side;
    Hex hex;
    std::string type; // "infantry", "cavalry", "artillery", "horse archers", "leader"
    int strength = 0;
    std::optional<int> movement; // printed movement allowance, when known
    int range = 0;               // artillery (NLB 8.1) or archery (BMW 6.4) range, 0: none
    bool disrupted = false;      // BMW disordered side up
    bool demoralized = false;    // NLB 11.0
    bool leader = false;         // BMW 10.0
    LightDot dot = LightDot::None;
    bool charging = false; // BMW 9.6
    int marker = -1;       // the camera's marker id, when the camera placed it
};

// Where the units stand, with the weather and the phasing side: the situation the map rules
// judge. Loaded from a positions file (rulesdata/hexmap.schema.json, "units").
class MapPositions
{
  public:
    // Units' types and strengths come from an order of battle (a scenario's: [{"id", "side",
    // "type", "strength", "movement"}]) when it lists the unit and the positions file does not say
    // otherwise. A scenario named by the file is looked up by the caller
    // (RulesetLibrary::loadPositions).
    static Result<MapPositions> fromJson(const nlohmann::json &document, const HexMap &map,
                                         const std::string &path,
                                         const nlohmann::json *orderOfBattle = nullptr);
    static Result<MapPositions> load(const std::string &path, const HexMap &map,
                                     const nlohmann::json *orderOfBattle = nullptr);

    std::vector<MapUnit> units;
    Weather weather = Weather::Clear; // NLB 5.5: night and rain turns
    std::string phasing;              // the phasing side (or player)
    std::string mapFile;              // as the file names it
    std::string scenarioName;         // as the file names it

    // Sides grouped into players (NLB: the Anglo-Allied and Prussian armies are one player).
    void setPlayer(const std::string &side, const std::string &player);
    std::string playerOf(const std::string &side) const;
    bool enemies(const MapUnit &a, const MapUnit &b) const;
    bool enemies(const std::string &sideA, const std::string &sideB) const;

    const MapUnit *unit(const std::string &id) const;
    MapUnit *unit(const std::string &id);
    // Indices into units of those in a hex (index built by reindex()).
    const std::vector<int> &at(Hex hex) const;
    void reindex(const HexMap &map);
    nlohmann::json toJson(const HexMap &map) const;

  private:
    std::map<std::string, std::string> m_players;
    std::vector<std::vector<int>> m_byHex;
    std::vector<int> m_none;
    const HexGrid *m_grid = nullptr;
};

// NLB 5.3, 10.2; BMW 4.3: how many units (leaders aside in BMW) a hex may hold at the end of a
// phase.
int stackingLimit(const HexMap &map, Hex hex);
// Units of a hex that count for stacking (BMW 10.2: leaders do not).
int stackCount(const HexMap &map, const MapPositions &positions, Hex hex);

// One stacking breach: the hex, how many units, the limit and the rule.
struct StackingBreach
{
    Hex hex;
    int units = 0;
    int limit = 0;
    std::string rule;
};
std::vector<StackingBreach> stackingBreaches(const HexMap &map, const MapPositions &positions);

} // namespace umpire::crt
