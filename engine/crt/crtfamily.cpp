#include "crtfamily.h"

#include "crtmodule.h"
#include "hexmap.h"
#include "rulesetlibrary.h"
#include "scenario.h"

namespace umpire::crt {

using nlohmann::json;

Result<std::unique_ptr<GameModule>> Family::open(umpire::Journal journal, const Dirs &dirs) const
{
    Result<Game> game = RulesetLibrary(dirs).openGame(std::move(journal));
    if (!game)
        return game.error();
    return std::unique_ptr<GameModule>(new Module(std::move(game).value()));
}

Result<std::unique_ptr<GameModule>> Family::create(const std::string &path,
                                                   const std::string &system, const json &setup,
                                                   const Dirs &dirs) const
{
    RulesetLibrary library(dirs);
    GameSetup chart;
    std::string rulesetId = system;
    if (setup.contains("scenario") && setup["scenario"].is_string()) {
        Result<Scenario> scenario = library.findScenario(setup["scenario"].get<std::string>());
        if (!scenario)
            return scenario.error();
        chart = GameSetup::fromScenario(*scenario);
        // The players' choice of the scenario's settings (NAW: the Prussian arrival).
        if (setup.contains("settings") && setup["settings"].is_object())
            for (const auto &[setting, value] : setup["settings"].items()) {
                if (!value.is_number_integer() || value.get<long long>() < 1 ||
                    value.get<long long>() > 1000000)
                    return badInput(msg("setting %1: a turn, a whole number of 1 or more, not %2",
                                        {setting, value.dump()}));
                if (Result<Ok> chosen = chart.choose(setting, value.get<int>()); !chosen)
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
    if (const std::string title = setup.value("title", std::string()); !title.empty())
        chart.title = title;
    if (setup.contains("seed") && setup["seed"].is_number_unsigned())
        chart.seed = setup["seed"].get<std::uint64_t>();
    Result<Game> game = library.createGame(path, rulesetId, chart);
    if (!game)
        return game.error();
    return std::unique_ptr<GameModule>(new Module(std::move(game).value()));
}

json Family::systems(const Dirs &dirs) const
{
    json list = json::array();
    RulesetLibrary library(dirs);
    for (const auto &[system, path] : library.available()) {
        Result<std::shared_ptr<const Ruleset>> r = library.find(system);
        if (!r) {
            list.push_back({{"id", system},
                            {"kind", id()},
                            {"file", path.string()},
                            {"error", r.error().message}});
            continue;
        }
        list.push_back({{"id", system},
                        {"kind", id()},
                        {"name", (*r)->name},
                        {"edition", (*r)->edition},
                        {"file", path.string()},
                        {"chartVerified", (*r)->crt.verified},
                        {"unverified", (*r)->allUnverified()}});
    }
    return list;
}

std::optional<Result<json>> Family::checkDataFile(const std::string &path, const json &doc,
                                                  const Dirs &dirs) const
{
    const std::string schema = schemaOf(doc);
    if (schema.ends_with("hexmap.schema.json")) {
        if (doc.is_object() && !doc.contains("grid"))
            return Result<json>(
                badInput(msg("%1: is a positions file: check it with its map (umpire-cli map "
                             "validate MAP --positions FILE)",
                             {path})));
        Result<HexMap> map = HexMap::fromJson(doc, path);
        return map ? Result<json>(checkedDataFile(path, "map", map->id, {}))
                   : Result<json>(map.error());
    }
    if (schema.ends_with("scenario.schema.json")) {
        const json rulesetId = doc.is_object() ? doc.value("ruleset", json()) : json();
        Result<std::shared_ptr<const Ruleset>> ruleset =
            RulesetLibrary(dirs).find(rulesetId.is_string() ? rulesetId.get<std::string>() : "");
        if (!ruleset)
            return Result<json>(prefixed(path, ruleset.error()));
        Result<Scenario> scenario = Scenario::fromJson(doc, path, **ruleset);
        return scenario ? Result<json>(checkedDataFile(path, "scenario", scenario->id, {}))
                        : Result<json>(scenario.error());
    }
    Result<Ruleset> ruleset = Ruleset::fromJson(doc, path);
    return ruleset ? Result<json>(
                         checkedDataFile(path, "ruleset", ruleset->id, ruleset->allUnverified()))
                   : Result<json>(ruleset.error());
}

} // namespace umpire::crt
