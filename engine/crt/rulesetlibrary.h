#pragma once

#include "datapath.h"
#include "game.h"
#include "mapunits.h"
#include "ruleset.h"
#include "scenario.h"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// A rule-data file as a list shows it: its id and file, its name and the ruleset (a map's game) it
// belongs to as the file gives them, and why it cannot be used (none: it can). A list shows a
// broken file with its error, never leaves it out.
struct RuleDataEntry
{
    std::string id;
    std::filesystem::path path;
    std::string name;    // a scenario's name, a map's title; empty when it cannot be read
    std::string ruleset; // a scenario's ruleset, a map's game; empty when it cannot be read
    std::optional<Error> error;
};

// The rulesets and scenarios of the chart games, looked up in a rule-data search path
// (datapath.h). A ruleset "x" lives in "x.json", so a user's corrected copy of a file replaces the
// shipped one.
class RulesetLibrary
{
  public:
    explicit RulesetLibrary(std::vector<std::filesystem::path> dirs) : m_dirs(std::move(dirs)) {}

    // BadInput when no folder holds the ruleset; BadData when its file is wrong.
    Result<std::shared_ptr<const Ruleset>> find(const std::string &id) const;
    // Every ruleset id, each with the file that wins for it.
    std::map<std::string, std::filesystem::path> available() const;
    // A scenario, from a scenarios/ folder of the same search path, checked against its ruleset.
    Result<Scenario> findScenario(const std::string &id) const;
    std::map<std::string, std::filesystem::path> availableScenarios() const;
    // Every scenario, each checked as a game of it loads it: the broken ones with their error.
    std::vector<RuleDataEntry> scenarioEntries() const;
    const std::vector<std::filesystem::path> &dirs() const { return m_dirs; }
    // A ruleset's file changed (the user's own copy written): read it again next time.
    void forget(const std::string &id) const { m_cache.erase(id); }

    // A positions file with what the rule data adds: the order of battle of the scenario it names
    // (by id) and, unless the file groups the sides itself, the ruleset's players.
    Result<MapPositions> loadPositions(const std::string &path, const HexMap &map) const;
    // A positions file imported into a set-up on its map (setup.map): each unit of the
    // order of battle it names goes to its hex, a unit the order of battle lacks is added as the
    // file gives it. BadInput when the set-up names no map, or the file does not read on it.
    Result<Ok> placeUnits(GameSetup &setup, const std::string &positionsFile) const;

    // A map by its id: maps/ID.json of the first folder that has it (a user's own map first).
    Result<std::shared_ptr<const HexMap>> findMap(const std::string &id) const;
    // Every map id, each with the file that wins for it (a user's own map first).
    std::map<std::string, std::filesystem::path> availableMaps() const;
    // The maps a game of the ruleset may be played on (those made for its game), and the maps that
    // do not load whose game is that one or cannot be read, with their error.
    std::vector<RuleDataEntry> mapsFor(const std::string &rulesetId) const;
    // A map's file changed (the user's own copy of its terrain key written): read it again next
    // time.
    void forgetMap(const std::string &id) const { m_maps.erase(id); }
    // The terrain key a new map of `game` ("nlb", "bmw") starts from (a map from its picture, a
    // module's board): its sample map's, maps/sample-GAME.json, each value with the verification
    // it has there. BadData when no folder has it.
    Result<nlohmann::json> terrainKeyFor(const std::string &game) const;
    // A chart game's journal with its ruleset and, when it is played on one, its map.
    Result<Game> openGame(Journal journal) const;
    Result<Game> openGame(const std::string &path,
                          Journal::Mode mode = Journal::Mode::ReadWrite) const;
    // A new chart game of `rulesetId`, on the set-up's map when it names one.
    Result<Game> createGame(const std::string &path, const std::string &rulesetId,
                            const GameSetup &setup) const;

  private:
    std::vector<std::filesystem::path> m_dirs;
    mutable std::map<std::string, std::shared_ptr<const Ruleset>> m_cache;
    mutable std::map<std::string, std::shared_ptr<const HexMap>> m_maps;
};

} // namespace umpire::crt
