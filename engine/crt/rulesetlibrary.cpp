#include "rulesetlibrary.h"

#include "jsonfile.h"
#include "safefile.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace umpire::crt {

namespace fs = std::filesystem;

namespace {

// A combat ruleset's file: FOLDER/ID.json. Rule data that names another schema (another family of
// games, as rulesdata/n1815.json does) is read by its own game's loader, not listed here. A file
// that does not read as JSON is listed, so that it is reported broken.
bool isRulesetFile(const fs::path &file)
{
    const std::string name = file.filename().string();
    if (file.extension() != ".json" || name.find(".schema.") != std::string::npos)
        return false;
    const Result<std::string> text = readWholeFile(file.string(), "rule data");
    if (!text)
        return true; // listed, so that it is reported broken
    const Result<nlohmann::json> doc = parseJsonText(*text, file.string());
    if (!doc || !doc->is_object() || !doc->contains("$schema") || !(*doc)["$schema"].is_string())
        return true;
    return (*doc)["$schema"].get<std::string>() == "ruleset.schema.json";
}

} // namespace

Result<std::shared_ptr<const Ruleset>> RulesetLibrary::find(const std::string &id) const
{
    if (auto it = m_cache.find(id); it != m_cache.end())
        return it->second;
    for (const fs::path &dir : m_dirs) {
        const fs::path file = dir / (id + ".json");
        std::error_code ec;
        if (!fs::is_regular_file(file, ec))
            continue;
        if (!isRulesetFile(file))
            return badInput(
                msg("%1: \"%2\" is rule data of another kind of game, not a combat ruleset",
                    {file.string(), id}));
        Result<Ruleset> ruleset = Ruleset::load(file.string());
        if (!ruleset)
            return ruleset.error();
        if (ruleset->id != id)
            return badData(msg("%1: at /id: expected \"%2\", the file's name, not \"%3\"",
                               {file.string(), id, ruleset->id}));
        auto shared = std::make_shared<const Ruleset>(std::move(ruleset).value());
        m_cache[id] = shared;
        return shared;
    }
    std::string known;
    for (const auto &[name, file] : available())
        known += (known.empty() ? "" : ", ") + name;
    return badInput(
        msg("unknown ruleset \"%1\": known rulesets are %2 (umpire-cli rulesets lists them)",
            {id, known.empty() ? msg("none") : Message(known)}));
}

std::map<std::string, fs::path> RulesetLibrary::available() const
{
    std::map<std::string, fs::path> found;
    for (const fs::path &dir : m_dirs) {
        std::error_code ec;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->is_regular_file() && isRulesetFile(it->path()))
                found.emplace(it->path().stem().string(), it->path()); // emplace keeps the first
    }
    return found;
}

Result<Scenario> RulesetLibrary::findScenario(const std::string &id) const
{
    const auto scenarios = availableScenarios();
    auto it = scenarios.find(id);
    if (it == scenarios.end()) {
        std::string known;
        for (const auto &[name, file] : scenarios)
            known += (known.empty() ? "" : ", ") + name;
        return badInput(msg("unknown scenario \"%1\": known scenarios are %2",
                            {id, known.empty() ? msg("none") : Message(known)}));
    }
    Result<nlohmann::json> read = readJsonFile(it->second.string(), "scenario file");
    if (!read)
        return read.error();
    const nlohmann::json &document = *read;
    if (!document.is_object() || !document.contains("ruleset") || !document["ruleset"].is_string())
        return badData(msg("%1: not a scenario (no \"ruleset\")", {it->second.string()}));
    Result<std::shared_ptr<const Ruleset>> ruleset = find(document["ruleset"]);
    if (!ruleset)
        return ruleset.error();
    return Scenario::fromJson(document, it->second.string(), **ruleset);
}

std::map<std::string, fs::path> RulesetLibrary::availableScenarios() const
{
    std::map<std::string, fs::path> found;
    for (const fs::path &dir : m_dirs) {
        std::error_code ec;
        for (fs::directory_iterator it(dir / "scenarios", ec), end; !ec && it != end;
             it.increment(ec))
            if (it->is_regular_file() && it->path().extension() == ".json")
                found.emplace(it->path().stem().string(), it->path());
    }
    return found;
}

std::vector<RuleDataEntry> RulesetLibrary::scenarioEntries() const
{
    std::vector<RuleDataEntry> out;
    for (const auto &[id, path] : availableScenarios()) {
        RuleDataEntry entry{id, path, {}, {}, std::nullopt};
        // Its name and ruleset as the file gives them, even when the rest is wrong.
        if (Result<nlohmann::json> doc = readJsonFile(path.string(), "scenario file");
            doc && doc->is_object()) {
            if (doc->contains("name") && (*doc)["name"].is_string())
                entry.name = (*doc)["name"];
            if (doc->contains("ruleset") && (*doc)["ruleset"].is_string())
                entry.ruleset = (*doc)["ruleset"];
        }
        if (Result<Scenario> scenario = findScenario(id); !scenario)
            entry.error = scenario.error();
        out.push_back(std::move(entry));
    }
    return out;
}

std::map<std::string, fs::path> RulesetLibrary::availableMaps() const
{
    std::map<std::string, fs::path> found;
    for (const fs::path &dir : m_dirs) {
        std::error_code ec;
        for (fs::directory_iterator it(dir / "maps", ec), end; !ec && it != end; it.increment(ec))
            if (it->is_regular_file() && it->path().extension() == ".json")
                found.emplace(it->path().stem().string(), it->path()); // emplace keeps the first
    }
    return found;
}

std::vector<RuleDataEntry> RulesetLibrary::mapsFor(const std::string &rulesetId) const
{
    std::vector<RuleDataEntry> out;
    for (const auto &[id, path] : availableMaps()) {
        RuleDataEntry entry{id, path, {}, {}, std::nullopt};
        if (Result<nlohmann::json> doc = readMapFile(path.string(), "map file");
            doc && doc->is_object()) {
            if (doc->contains("title") && (*doc)["title"].is_string())
                entry.name = (*doc)["title"];
            if (doc->contains("game") && (*doc)["game"].is_string())
                entry.ruleset = (*doc)["game"];
        }
        Result<std::shared_ptr<const HexMap>> map = findMap(id);
        if (map)
            entry.ruleset = (*map)->gameId;
        else
            entry.error = map.error();
        // A map is made for one game: its terrain key is that game's.
        if (entry.ruleset == rulesetId || (!map && entry.ruleset.empty()))
            out.push_back(std::move(entry));
    }
    return out;
}

Result<std::shared_ptr<const HexMap>> RulesetLibrary::findMap(const std::string &id) const
{
    if (auto it = m_maps.find(id); it != m_maps.end())
        return it->second;
    for (const fs::path &dir : m_dirs) {
        const fs::path file = dir / "maps" / (id + ".json");
        std::error_code ec;
        if (!fs::is_regular_file(file, ec))
            continue;
        Result<HexMap> map = HexMap::load(file.string());
        if (!map)
            return map.error();
        if (map->id != id)
            return badData(msg("%1: at /id: expected \"%2\", the file's name, not \"%3\"",
                               {file.string(), id, map->id}));
        auto shared = std::make_shared<const HexMap>(std::move(map).value());
        m_maps[id] = shared;
        return shared;
    }
    return badInput(msg("no map \"%1\" in the rule-data folders (maps/%1.json)", {id}));
}

Result<nlohmann::json> RulesetLibrary::terrainKeyFor(const std::string &game) const
{
    for (const fs::path &dir : m_dirs) {
        const fs::path file = dir / "maps" / ("sample-" + game + ".json");
        std::error_code ec;
        if (!fs::is_regular_file(file, ec))
            continue;
        Result<nlohmann::json> sample = readJsonFile(file.string(), "sample map");
        if (!sample)
            return sample.error();
        if (!sample->is_object() || !sample->contains("terrainKey"))
            return badData(msg("%1: has no terrain key", {file.string()}));
        return (*sample)["terrainKey"];
    }
    return badData(msg("no sample map for %1 (maps/sample-%1.json) in the rule data: its terrain "
                       "key is a new map's",
                       {game}));
}

namespace {

// The counter pictures of the units of the game's scenario that give one and whose file loads as
// a picture inside the scenario's folder; a unit without one is drawn as its label.
std::map<std::string, std::string> counterPicturesOf(const RulesetLibrary &library,
                                                     const std::string &scenarioId)
{
    std::map<std::string, std::string> out;
    if (scenarioId.empty())
        return out;
    Result<Scenario> scenario = library.findScenario(scenarioId);
    if (!scenario)
        return out;
    for (const nlohmann::json &u : scenario->orderOfBattle)
        if (u.is_object() && u.contains("image") && u.contains("id") && u["id"].is_string())
            if (Result<PictureFile> file = scenario->unitImage(u["id"].get<std::string>()))
                out[u["id"].get<std::string>()] = file->path.string();
    return out;
}

} // namespace

Result<Game> RulesetLibrary::openGame(Journal journal) const
{
    Result<std::shared_ptr<const Ruleset>> ruleset = find(journal.header().ruleset);
    if (!ruleset)
        return ruleset.error();
    Result<Game> game = Game::fromJournal(std::move(journal), *ruleset);
    if (!game || game->state().map.empty())
        return game;
    Result<std::shared_ptr<const HexMap>> map = findMap(game->state().map);
    if (!map)
        return map.error();
    if (Result<Ok> ok = game->useMap(*map); !ok)
        return ok.error();
    game->useCounterPictures(counterPicturesOf(*this, game->journal().header().scenario));
    return game;
}

Result<Game> RulesetLibrary::openGame(const std::string &path, Journal::Mode mode) const
{
    Result<Journal> journal = Journal::open(path, mode, readCheckpoint(path));
    if (!journal)
        return journal.error();
    return openGame(std::move(journal).value());
}

Result<Game> RulesetLibrary::createGame(const std::string &path, const std::string &rulesetId,
                                        const GameSetup &setup) const
{
    Result<std::shared_ptr<const Ruleset>> ruleset = find(rulesetId);
    if (!ruleset)
        return ruleset.error();
    std::shared_ptr<const HexMap> map;
    if (!setup.map.empty()) {
        Result<std::shared_ptr<const HexMap>> found = findMap(setup.map);
        if (!found)
            return found.error();
        map = *found;
    }
    Result<Game> game = Game::create(path, *ruleset, setup, map);
    if (game && map)
        game->useCounterPictures(counterPicturesOf(*this, game->journal().header().scenario));
    return game;
}

Result<MapPositions> RulesetLibrary::loadPositions(const std::string &path, const HexMap &map) const
{
    Result<nlohmann::json> read = readMapFile(path, "positions file");
    if (!read)
        return read.error();
    const nlohmann::json &doc = *read;
    std::optional<Scenario> scenario;
    if (doc.is_object() && doc.contains("scenario") && doc["scenario"].is_string()) {
        Result<Scenario> s = findScenario(doc["scenario"]);
        if (!s)
            return s.error();
        scenario = std::move(s).value();
    }
    Result<MapPositions> p =
        MapPositions::fromJson(doc, map, path, scenario ? &scenario->orderOfBattle : nullptr);
    if (!p)
        return p;
    // NLB: the Anglo-Allied and Prussian armies are one player (the ruleset's players).
    if (!doc.contains("players")) {
        Result<std::shared_ptr<const Ruleset>> ruleset = find(map.gameId);
        if (ruleset)
            for (const Ruleset::Player &player : (*ruleset)->players)
                for (const std::string &army : player.armies)
                    p->setPlayer(army, player.name);
    }
    return p;
}

Result<Ok> RulesetLibrary::placeUnits(GameSetup &setup, const std::string &positionsFile) const
{
    if (setup.map.empty())
        return badInput("--positions " + positionsFile +
                        ": the units' hexes are on the game's map: give --map ID (or a scenario "
                        "played on a map)");
    Result<std::shared_ptr<const HexMap>> map = findMap(setup.map);
    if (!map)
        return map.error();
    Result<MapPositions> positions = loadPositions(positionsFile, **map);
    if (!positions)
        return positions.error();
    for (const MapUnit &u : positions->units) {
        const std::string hex = (*map)->grid().id(u.hex);
        auto known =
            std::find_if(setup.orderOfBattle.begin(), setup.orderOfBattle.end(),
                         [&](const nlohmann::json &unit) { return unit.value("id", "") == u.id; });
        if (known != setup.orderOfBattle.end()) {
            (*known)["hex"] = hex;
            continue;
        }
        nlohmann::json unit = {
            {"id", u.id}, {"side", u.side}, {"strength", u.strength}, {"hex", hex}};
        if (!u.type.empty())
            unit["type"] = u.type;
        if (u.movement)
            unit["movement"] = *u.movement;
        if (u.range > 0)
            unit["range"] = u.range;
        if (u.marker >= 0)
            unit["marker"] = u.marker;
        setup.orderOfBattle.push_back(unit);
    }
    return Ok{};
}

} // namespace umpire::crt
