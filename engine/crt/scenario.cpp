#include "scenario.h"

#include "jsonfile.h"
#include "ruledata.h"
#include "scenarioform.h"
#include "scenariorules.h"
#include "sequenceofplay.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace umpire::crt {

nlohmann::json turnsToJson(const std::vector<ScenarioTurn> &turns)
{
    nlohmann::json out = nlohmann::json::array();
    for (const ScenarioTurn &t : turns)
        out.push_back({{"turn", t.turn}, {"label", t.label}, {"weather", weatherName(t.weather)}});
    return out;
}

const ScenarioSetting::Choice *ScenarioSetting::choice(int value) const
{
    for (const Choice &c : choices)
        if (c.value == value)
            return &c;
    return nullptr;
}

std::string ScenarioSetting::describeChoices() const
{
    std::string out;
    for (std::size_t i = 0; i < choices.size(); ++i)
        out += (i == 0                    ? ""
                : i + 1 == choices.size() ? " or "
                                          : ", ") +
               std::to_string(choices[i].value) + " (" + choices[i].text + ")";
    return out;
}

const ScenarioSetting *Scenario::setting(const std::string &settingId) const
{
    for (const ScenarioSetting &s : settings)
        if (s.id == settingId)
            return &s;
    return nullptr;
}

Result<PictureFile> Scenario::unitImage(const std::string &unitId) const
{
    for (const nlohmann::json &u : orderOfBattle) {
        if (u.value("id", std::string()) != unitId)
            continue;
        if (!u.contains("image"))
            return PictureFile{};
        return openPicture(dataDir, u["image"].get<std::string>(),
                           "scenario " + id + ": unit " + unitId + "'s counter image");
    }
    return badInput(msg("scenario %1 has no unit \"%2\"", {id, unitId}));
}

Result<Scenario> Scenario::load(const std::string &path, const Ruleset &ruleset)
{
    Result<nlohmann::json> document = readJsonFile(path, "scenario file");
    if (!document)
        return document.error();
    return fromJson(*document, path, ruleset);
}

Result<Scenario> Scenario::fromJson(const nlohmann::json &document, const std::string &path,
                                    const Ruleset &ruleset)
{
    if (Result<Ok> checked =
            checkRuleData(document, path, "scenario.schema.json", "scenario schema");
        !checked)
        return checked.error();
    auto fail = [&](const std::string &pointer, Message expected) {
        return badData(msg("%1: at %2: %3", {path, pointer, std::move(expected)}));
    };
    Scenario s;
    s.id = document["id"];
    s.ruleset = document["ruleset"];
    s.name = document["name"];
    s.demonstration = document.value("demonstration", false);
    s.verified = document.value("verified", true);
    s.source = document.value("source", "");
    s.map = document.value("map", "");
    s.sides = document["sides"];
    s.orderOfBattle = document["orderOfBattle"];
    // scenarios/ID.json: the rule-data folder is the one above.
    s.dataDir = std::filesystem::path(path).parent_path().parent_path().string();
    if (s.ruleset != ruleset.id)
        return fail("/ruleset", msg("the ruleset \"%1\" this scenario is loaded with, not \"%2\"",
                                    {ruleset.id, s.ruleset}));

    // Each side, turn and unit is checked as the scenario editor checks it (scenarioform.h).
    const ScenarioForm form(ruleset);
    auto failAt = [&](const std::string &where, const ScenarioProblem &problem) {
        return fail(where + problem.pointer, problem.expected);
    };
    std::set<std::string> sides;
    std::vector<std::string> sideOrder;
    ScenarioContext context;
    for (std::size_t i = 0; i < s.sides.size(); ++i) {
        context.others = sides;
        if (const auto problem = form.check(ScenarioPart::Side, s.sides[i], context))
            return failAt("/sides/" + std::to_string(i), *problem);
        const std::string name = s.sides[i]["name"];
        sideOrder.push_back(name);
        sides.insert(name);
    }
    // Players in the order they play: given, else the ruleset's players present here, else the
    // sides.
    for (const std::string &p : document.value("players", std::vector<std::string>{}))
        s.players.push_back(p);
    if (s.players.empty())
        s.players = defaultPlayerOrder(ruleset, sideOrder);
    for (std::size_t i = 0; i < s.players.size(); ++i)
        if (!sides.count(s.players[i]) && ruleset.playerOf(s.players[i]) == s.players[i] &&
            std::none_of(ruleset.players.begin(), ruleset.players.end(),
                         [&](const Ruleset::Player &p) { return p.name == s.players[i]; }))
            return fail("/players/" + std::to_string(i),
                        msg("a player or side of this scenario, not \"%1\"", {s.players[i]}));

    int expectedTurn = 1;
    for (std::size_t i = 0; i < document["turns"].size(); ++i) {
        const nlohmann::json &t = document["turns"][i];
        ScenarioTurn turn{t["turn"], t["label"], weatherOr(t.value("weather", "clear"))};
        if (turn.turn != expectedTurn)
            return fail("/turns/" + std::to_string(i) + "/turn",
                        msg("turn %1 (turns run 1, 2, 3...)", {std::to_string(expectedTurn)}));
        if (const auto problem = form.check(ScenarioPart::Turn, t, context))
            return failAt("/turns/" + std::to_string(i), *problem);
        ++expectedTurn;
        s.turns.push_back(turn);
    }
    // The settings the players choose (NAW: the Prussian arrival turn, by edition).
    std::map<std::string, std::string> settingOfCorps;
    for (std::size_t i = 0; i < document.value("settings", nlohmann::json::array()).size(); ++i) {
        const nlohmann::json &j = document["settings"][i];
        const std::string where = "/settings/" + std::to_string(i);
        ScenarioSetting setting;
        setting.id = j["id"];
        setting.text = j["text"];
        setting.defaultValue = j["default"];
        if (s.setting(setting.id))
            return fail(where + "/id",
                        msg("each setting once; \"%1\" is given twice", {setting.id}));
        for (std::size_t c = 0; c < j["choices"].size(); ++c) {
            const ScenarioSetting::Choice choice{j["choices"][c]["value"], j["choices"][c]["text"]};
            if (setting.choice(choice.value))
                return fail(
                    where + "/choices/" + std::to_string(c) + "/value",
                    msg("each value once; %1 is given twice", {std::to_string(choice.value)}));
            if (choice.value > static_cast<int>(s.turns.size()))
                return fail(where + "/choices/" + std::to_string(c) + "/value",
                            msg("a turn of the turn record (1 to %1), not %2",
                                {std::to_string(s.turns.size()), std::to_string(choice.value)}));
            setting.choices.push_back(choice);
        }
        if (!setting.choice(setting.defaultValue))
            return fail(where + "/default",
                        msg("one of the choices' values: %1, not %2",
                            {setting.describeChoices(), std::to_string(setting.defaultValue)}));
        for (const nlohmann::json &corps : j["arrivalOf"]["corps"]) {
            setting.arrivalOf.push_back(corps);
            if (const auto [it, added] = settingOfCorps.emplace(corps, setting.id); !added)
                return fail(where + "/arrivalOf/corps",
                            msg("a corps whose arrival no other setting sets; the setting \"%1\" "
                                "sets the arrival of %2",
                                {it->second, corps.get<std::string>()}));
        }
        s.settings.push_back(setting);
    }
    std::set<std::string> standIns;
    for (std::size_t i = 0; i < document.value("standIns", nlohmann::json::array()).size(); ++i) {
        const nlohmann::json &j = document["standIns"][i];
        if (!standIns.insert(j["item"].get<std::string>()).second)
            return fail(
                "/standIns/" + std::to_string(i) + "/item",
                msg("each part once; \"%1\" is given twice", {j["item"].get<std::string>()}));
        s.standIns.push_back({j["item"], j["source"]});
    }

    // The battle's exclusive rules (Ligny's levels per hex held, its victory).
    s.rules = document.value("rules", nlohmann::json::array());
    s.victory = document.value("victory", nlohmann::json());
    if (Result<Ok> ok = checkScenarioRules(s.rules, s.victory, sides, path); !ok)
        return ok.error();

    context.sides = sides;
    context.turns = static_cast<int>(s.turns.size());
    context.map = s.map;
    context.settingOfCorps = settingOfCorps;
    context.others.clear();
    for (std::size_t i = 0; i < s.orderOfBattle.size(); ++i) {
        const nlohmann::json &u = s.orderOfBattle[i];
        if (const auto problem = form.check(ScenarioPart::Unit, u, context))
            return failAt("/orderOfBattle/" + std::to_string(i), *problem);
        context.others.insert(u["id"].get<std::string>());
        if (u.contains("image"))
            if (Result<Ok> ok = checkRelativePath(u["image"].get<std::string>(),
                                                  path + ": at " + "/orderOfBattle/" +
                                                      std::to_string(i) + "/image");
                !ok)
                return ok.error();
    }
    return s;
}

} // namespace umpire::crt
