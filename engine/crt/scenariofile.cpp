#include "scenariofile.h"

#include "game.h"
#include "safefile.h"
#include "scenarioform.h"

#include <algorithm>

namespace umpire::crt {

namespace {

using nlohmann::ordered_json;

bool fileFlag(const ordered_json &doc, const char *key, bool fallback)
{
    return doc.contains(key) && doc[key].is_boolean() ? doc[key].get<bool>() : fallback;
}

std::string fileText(const ordered_json &doc, const char *key)
{
    return doc.contains(key) && doc[key].is_string() ? doc[key].get<std::string>() : std::string();
}

// What a stand-in item is, in the words of a scenario's "source".
std::string standInWords(const std::string &item)
{
    if (item == "sides")
        return "the sides' levels";
    if (item == "players")
        return "who plays first";
    if (item == "turns")
        return "the turn record";
    if (item == "weather")
        return "the night and rain turns";
    if (item == "map")
        return "the map";
    return "the order of battle";
}

// `doc` with `key` set to `value`: in its place when it is there, else right after `after` (or
// at the end).
ordered_json withKeyAt(const ordered_json &doc, const std::string &key, const ordered_json &value,
                       const std::string &after)
{
    if (doc.contains(key)) {
        ordered_json out = doc;
        out[key] = value;
        return out;
    }
    ordered_json out = ordered_json::object();
    for (const auto &[k, v] : doc.items()) {
        out[k] = v;
        if (k == after)
            out[key] = value;
    }
    if (!out.contains(key))
        out[key] = value;
    return out;
}

} // namespace

std::vector<ScenarioStandIn> standInsOf(const ordered_json &scenario)
{
    std::vector<ScenarioStandIn> out;
    if (!scenario.is_object())
        return out;
    const ordered_json listed = scenario.value("standIns", ordered_json::array());
    const bool whole = fileFlag(scenario, "demonstration", false) ||
                       (!fileFlag(scenario, "verified", true) && listed.empty());
    if (whole)
        for (const char *item : {"sides", "players", "turns", "orderOfBattle"})
            out.push_back({item, fileText(scenario, "source")});
    for (const ordered_json &s : listed) {
        if (!s.is_object() || !s.contains("item") || !s["item"].is_string())
            continue;
        const std::string item = s["item"];
        if (std::none_of(out.begin(), out.end(),
                         [&](const ScenarioStandIn &known) { return known.item == item; }))
            out.push_back({item, fileText(s, "source")});
    }
    return out;
}

ordered_json confirmStandIns(const ordered_json &scenario, const std::vector<std::string> &items)
{
    if (items.empty() || !scenario.is_object())
        return scenario;
    const bool whole = fileFlag(scenario, "demonstration", false) ||
                       (!fileFlag(scenario, "verified", true) &&
                        scenario.value("standIns", ordered_json::array()).empty());
    std::string confirmed;
    ordered_json left = ordered_json::array();
    for (const ScenarioStandIn &s : standInsOf(scenario)) {
        if (std::find(items.begin(), items.end(), s.item) != items.end())
            confirmed += (confirmed.empty() ? "" : ", ") + standInWords(s.item);
        else
            left.push_back({{"item", s.item}, {"source", s.source}});
    }
    if (confirmed.empty())
        return scenario;
    const bool verified = left.empty() || (fileFlag(scenario, "verified", true) && !whole);
    std::string source = fileText(scenario, "source");
    source += std::string(source.empty() ? "" : " ") +
              "Entered by the user from their own copy, in Umpire's scenario editor: " + confirmed +
              ".";
    ordered_json out = scenario;
    out.erase("demonstration");
    out = withKeyAt(out, "verified", verified, "name");
    out = withKeyAt(out, "source", source, "verified");
    if (left.empty())
        out.erase("standIns");
    else
        out = withKeyAt(out, "standIns", left, out.contains("settings") ? "settings" : "turns");
    return out;
}

Result<Scenario> checkScenario(const nlohmann::json &document, const std::string &path,
                               const RulesetLibrary &library)
{
    if (!document.is_object() || !document.contains("ruleset") || !document["ruleset"].is_string())
        return badData(msg("%1: at %2: %3", {path, "/ruleset", msg("the id of a ruleset")}));
    Result<std::shared_ptr<const Ruleset>> ruleset = library.find(document["ruleset"]);
    if (!ruleset)
        return badData(msg("%1: at %2: %3", {path, "/ruleset", ruleset.error().what}));
    Result<Scenario> scenario = Scenario::fromJson(document, path, **ruleset);
    if (!scenario)
        return scenario;
    std::shared_ptr<const HexMap> map;
    if (!scenario->map.empty()) {
        Result<std::shared_ptr<const HexMap>> found = library.findMap(scenario->map);
        if (!found)
            return badData(msg("%1: at %2: %3", {path, "/map", found.error().what}));
        map = *found;
        if (map->gameId != (*ruleset)->id)
            return badData(
                msg("%1: at %2: %3", {path, "/map",
                                      msg("a map of %1, not %2, a map of the game \"%3\"",
                                          {(*ruleset)->name, map->id, map->gameId})}));
        // Every starting hex is on the map.
        const ScenarioForm form(**ruleset);
        ScenarioContext context;
        for (const nlohmann::json &side : scenario->sides)
            context.sides.insert(side["name"].get<std::string>());
        context.turns = static_cast<int>(scenario->turns.size());
        context.map = map->id;
        context.hexMap = map.get();
        for (std::size_t i = 0; i < scenario->orderOfBattle.size(); ++i)
            if (const auto problem =
                    form.check(ScenarioPart::Unit, scenario->orderOfBattle[i], context))
                return badData(msg("%1: at %2: %3",
                                   {path, "/orderOfBattle/" + std::to_string(i) + problem->pointer,
                                    problem->expected}));
    }
    // As a new game of it starts: strengths and levels the rules count, types on the map.
    if (Result<nlohmann::json> created =
            Game::createdEvent(**ruleset, GameSetup::fromScenario(*scenario), map.get());
        !created)
        return badData(
            msg("%1: a game of this scenario cannot start: %2", {path, created.error().what}));
    return scenario;
}

Result<std::filesystem::path> saveScenario(const ordered_json &document,
                                           const std::filesystem::path &ruleDataDir,
                                           const RulesetLibrary &library)
{
    if (!document.is_object() || !document.contains("id") || !document["id"].is_string())
        return badInput(msg("a scenario needs an id"));
    const std::filesystem::path target =
        ruleDataDir / "scenarios" / (document["id"].get<std::string>() + ".json");
    if (Result<Scenario> checked =
            checkScenario(nlohmann::json::parse(document.dump()), target.string(), library);
        !checked)
        return checked.error();
    std::error_code ec;
    std::filesystem::create_directories(target.parent_path(), ec);
    if (ec)
        return badInput(
            msg("%1: cannot create the folder: %2", {target.parent_path().string(), ec.message()}));
    if (Result<Ok> written = writeFileAtomically(target.string(), document.dump(2) + "\n");
        !written)
        return written.error();
    return target;
}

} // namespace umpire::crt
