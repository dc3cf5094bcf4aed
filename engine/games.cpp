#include "games.h"

#include "crtmodule.h"
#include "jsonfile.h"
#include "n1815module.h"
#include "roll.h"
#include "rulesetlibrary.h"
#include "vvmodule.h"

#include <algorithm>

namespace umpire {

using nlohmann::json;
using namespace crt; // the chart games: the registry sees every game folder

namespace {

json unverifiedJson(const std::vector<UnverifiedUse> &uses)
{
    json out = json::array();
    for (const UnverifiedUse &u : uses)
        out.push_back(u);
    return out;
}

} // namespace

Result<std::unique_ptr<GameModule>> GameRegistry::open(const std::string &path, Journal::Mode mode,
                                                       Journal::CheckpointCheck check) const
{
    Result<Journal> journal = Journal::open(path, mode, readCheckpoint(path), check);
    if (!journal)
        return journal.error();
    const std::string system = journal->header().ruleset;
    if (system == n1815::Journal::rulesetId) {
        Result<n1815::Data> data = n1815::Data::find(m_dirs);
        if (!data)
            return data.error();
        Result<n1815::Journal> game = n1815::Journal::fromJournal(
            std::move(journal).value(),
            std::make_shared<const n1815::Data>(std::move(data).value()));
        if (!game)
            return game.error();
        return std::unique_ptr<GameModule>(new n1815::Module(std::move(game).value()));
    }
    if (system == vv::Journal::rulesetId) {
        Result<vv::Journal> battle = vv::Journal::fromJournal(std::move(journal).value(), m_dirs);
        if (!battle)
            return battle.error();
        return std::unique_ptr<GameModule>(new vv::Module(std::move(battle).value()));
    }
    Result<Game> game = RulesetLibrary(m_dirs).openGame(std::move(journal).value());
    if (!game)
        return game.error();
    return std::unique_ptr<GameModule>(new crt::Module(std::move(game).value()));
}

std::string GameRegistry::kindOf(const std::string &system)
{
    if (system == n1815::Journal::rulesetId)
        return "n1815";
    const std::vector<std::string> &vvGames = vv::Game::gameIds();
    if (std::find(vvGames.begin(), vvGames.end(), system) != vvGames.end())
        return "vaevictis";
    return "crt";
}

Result<std::unique_ptr<GameModule>>
GameRegistry::create(const std::string &path, const std::string &system, const json &setup) const
{
    if (!setup.is_object())
        return badInput(msg("a game's set-up is a JSON object"));
    const std::string title = setup.value("title", std::string());
    const std::optional<std::uint64_t> seed =
        setup.contains("seed") && setup["seed"].is_number_unsigned()
            ? std::optional<std::uint64_t>(setup["seed"].get<std::uint64_t>())
            : std::nullopt;
    if (kindOf(system) == "n1815") {
        Result<n1815::Data> data = n1815::Data::find(m_dirs);
        if (!data)
            return data.error();
        Result<n1815::Journal> game = n1815::Journal::create(
            path, std::make_shared<const n1815::Data>(std::move(data).value()), title);
        if (!game)
            return game.error();
        return std::unique_ptr<GameModule>(new n1815::Module(std::move(game).value()));
    }
    if (kindOf(system) == "vaevictis") {
        Result<vv::Game> game = vv::Game::find(system, m_dirs);
        if (!game)
            return game.error();
        Result<vv::Journal> battle = vv::Journal::create(
            path, std::make_shared<const vv::Game>(std::move(game).value()), title,
            setup.value("corps", json::array()), seed.value_or(DiceGenerator::freshSeed()));
        if (!battle)
            return battle.error();
        return std::unique_ptr<GameModule>(new vv::Module(std::move(battle).value()));
    }
    RulesetLibrary library(m_dirs);
    GameSetup chart;
    std::string rulesetId = system;
    if (setup.contains("scenario") && setup["scenario"].is_string()) {
        Result<Scenario> scenario = library.findScenario(setup["scenario"].get<std::string>());
        if (!scenario)
            return scenario.error();
        chart = GameSetup::fromScenario(*scenario);
        // The players' choice of the scenario's settings (NAW: the Prussian arrival).
        if (setup.contains("settings") && setup["settings"].is_object())
            for (const auto &[id, value] : setup["settings"].items()) {
                if (!value.is_number_integer() || value.get<long long>() < 1 ||
                    value.get<long long>() > 1000000)
                    return badInput(msg("setting %1: a turn, a whole number of 1 or more, not %2",
                                        {id, value.dump()}));
                if (Result<Ok> chosen = chart.choose(id, value.get<int>()); !chosen)
                    return chosen.error();
            }
        rulesetId = scenario->ruleset;
        if (!system.empty() && system != rulesetId)
            return badInput(
                msg("scenario %1 is a game of %2, not %3", {scenario->id, rulesetId, system}));
    } else {
        chart.sides = setup.value("sides", json::array());
        chart.orderOfBattle = setup.value("orderOfBattle", json::array());
        chart.turns = setup.value("turns", json::array());
        chart.map = setup.value("map", std::string());
        if (setup.contains("players") && setup["players"].is_array())
            for (const json &p : setup["players"])
                if (p.is_string())
                    chart.players.push_back(p.get<std::string>());
    }
    if (!title.empty())
        chart.title = title;
    chart.seed = seed;
    Result<Game> game = library.createGame(path, rulesetId, chart);
    if (!game)
        return game.error();
    return std::unique_ptr<GameModule>(new crt::Module(std::move(game).value()));
}

json GameRegistry::systems() const
{
    json list = json::array();
    RulesetLibrary library(m_dirs);
    for (const auto &[id, path] : library.available()) {
        Result<std::shared_ptr<const Ruleset>> r = library.find(id);
        if (!r) {
            list.push_back({{"id", id},
                            {"kind", "crt"},
                            {"file", path.string()},
                            {"error", r.error().message}});
            continue;
        }
        list.push_back({{"id", id},
                        {"kind", "crt"},
                        {"name", (*r)->name},
                        {"edition", (*r)->edition},
                        {"file", path.string()},
                        {"chartVerified", (*r)->crt.verified},
                        {"unverified", (*r)->allUnverified()}});
    }
    if (Result<n1815::Data> rules = n1815::Data::find(m_dirs); rules)
        list.push_back({{"id", n1815::Journal::rulesetId},
                        {"kind", "n1815"},
                        {"name", rules->name},
                        {"edition", rules->cite},
                        {"file", rules->path},
                        {"unverified", unverifiedJson(rules->allUnverified())}});
    else
        list.push_back({{"id", n1815::Journal::rulesetId},
                        {"kind", "n1815"},
                        {"error", rules.error().message}});
    for (const std::string &id : vv::Game::gameIds()) {
        Result<vv::Game> game = vv::Game::find(id, m_dirs);
        if (!game) {
            list.push_back({{"id", id}, {"kind", "vaevictis"}, {"error", game.error().message}});
            continue;
        }
        list.push_back({{"id", id},
                        {"kind", "vaevictis"},
                        {"name", game->name},
                        {"edition", game->cite},
                        {"file", game->path},
                        {"unverified", unverifiedJson(game->allUnverified())}});
    }
    return list;
}

Result<json> GameRegistry::checkDataFile(const std::string &path) const
{
    Result<json> document = readJsonFile(path, "rule-data file");
    if (!document)
        return document.error();
    const json &doc = *document;
    const json schemaName = doc.is_object() ? doc.value("$schema", json()) : json();
    const std::string schema = schemaName.is_string() ? schemaName.get<std::string>() : "";
    auto names = [&](const char *file) { return schema.ends_with(file); };
    auto checked = [&](const std::string &kind, const std::string &id,
                       const std::vector<UnverifiedUse> &unverified) -> Result<json> {
        return json{
            {"file", path}, {"kind", kind}, {"id", id}, {"unverified", unverifiedJson(unverified)}};
    };
    if (names("hexmap.schema.json") && doc.is_object() && !doc.contains("grid"))
        return badInput(msg("%1: is a positions file: check it with its map (umpire-cli map "
                            "validate MAP --positions FILE)",
                            {path}));
    if (names("hexmap.schema.json")) {
        Result<HexMap> map = HexMap::fromJson(doc, path);
        return map ? checked("map", map->id, {}) : Result<json>(map.error());
    }
    if (names("scenario.schema.json")) {
        const json rulesetId = doc.is_object() ? doc.value("ruleset", json()) : json();
        Result<std::shared_ptr<const Ruleset>> ruleset =
            RulesetLibrary(m_dirs).find(rulesetId.is_string() ? rulesetId.get<std::string>() : "");
        if (!ruleset)
            return prefixed(path, ruleset.error());
        Result<Scenario> scenario = Scenario::fromJson(doc, path, **ruleset);
        return scenario ? checked("scenario", scenario->id, {}) : Result<json>(scenario.error());
    }
    if (names("n1815.schema.json")) {
        Result<n1815::Data> data = n1815::Data::fromJson(doc, path);
        return data ? checked("n1815", n1815::Journal::rulesetId, data->allUnverified())
                    : Result<json>(data.error());
    }
    const json kind = doc.is_object() ? doc.value("kind", json()) : json();
    if (names("vaevictis.schema.json") || kind == "game" || kind == "common") {
        // A game's data is only whole with the common file; the common file is checked with
        // every game beside it.
        const std::filesystem::path dir = std::filesystem::path(path).parent_path();
        const bool common = kind == "common";
        std::vector<UnverifiedUse> unverified;
        std::string id = common ? "common" : "";
        for (const std::string &game : vv::Game::gameIds()) {
            const std::string gamePath = common ? (dir / (game + ".json")).string() : path;
            std::error_code error;
            if (common && !std::filesystem::is_regular_file(gamePath, error))
                continue;
            Result<vv::Game> loaded =
                vv::Game::load(gamePath, common ? path : (dir / "common.json").string());
            if (!loaded)
                return loaded.error();
            const std::vector<UnverifiedUse> uses = loaded->allUnverified();
            unverified.insert(unverified.end(), uses.begin(), uses.end());
            if (!common) {
                id = loaded->id;
                break;
            }
        }
        return checked("vaevictis", id, unverified);
    }
    Result<Ruleset> ruleset = Ruleset::fromJson(doc, path);
    return ruleset ? checked("ruleset", ruleset->id, ruleset->allUnverified())
                   : Result<json>(ruleset.error());
}

} // namespace umpire
