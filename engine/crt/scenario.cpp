#include "scenario.h"

#include "jsonfile.h"
#include "rulesetschema.h"
#include "schemavalidator.h"
#include "sequenceofplay.h"

#include <algorithm>
#include <set>

namespace umpire::crt {

nlohmann::json turnsToJson(const std::vector<ScenarioTurn> &turns)
{
    nlohmann::json out = nlohmann::json::array();
    for (const ScenarioTurn &t : turns)
        out.push_back({{"turn", t.turn}, {"label", t.label}, {"weather", t.weather}});
    return out;
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
    static const Result<JsonSchema> schema = JsonSchema::compile(std::string(scenarioSchemaText()));
    if (!schema)
        return badData("the compiled-in scenario schema does not compile");
    const std::vector<SchemaViolation> violations = schema->validate(document, 5);
    if (!violations.empty()) {
        std::string message = path + ": does not match the scenario schema:";
        for (const SchemaViolation &v : violations)
            message += "\n  " + describe(v);
        return badData(message);
    }
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
    if (s.ruleset != ruleset.id)
        return fail("/ruleset", msg("the ruleset \"%1\" this scenario is loaded with, not \"%2\"",
                                    {ruleset.id, s.ruleset}));

    std::set<std::string> sides;
    std::vector<std::string> sideOrder;
    for (std::size_t i = 0; i < s.sides.size(); ++i) {
        const std::string name = s.sides[i]["name"];
        sideOrder.push_back(name);
        if (!sides.insert(name).second)
            return fail("/sides/" + std::to_string(i),
                        msg("each side once; \"%1\" is given twice", {name}));
        if (!ruleset.sides.empty() &&
            std::find(ruleset.sides.begin(), ruleset.sides.end(), name) == ruleset.sides.end())
            return fail("/sides/" + std::to_string(i) + "/name",
                        msg("a side of %1, not \"%2\"", {ruleset.name, name}));
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
        ScenarioTurn turn{t["turn"], t["label"], t.value("weather", "clear")};
        if (turn.turn != expectedTurn)
            return fail("/turns/" + std::to_string(i) + "/turn",
                        msg("turn %1 (turns run 1, 2, 3...)", {std::to_string(expectedTurn)}));
        ++expectedTurn;
        s.turns.push_back(turn);
    }
    std::set<std::string> ids;
    for (std::size_t i = 0; i < s.orderOfBattle.size(); ++i) {
        const nlohmann::json &u = s.orderOfBattle[i];
        const std::string where = "/orderOfBattle/" + std::to_string(i);
        if (!ids.insert(u["id"].get<std::string>()).second)
            return fail(where + "/id", msg("a unit id used once; \"%1\" appears twice",
                                           {u["id"].get<std::string>()}));
        if (!sides.count(u["side"]))
            return fail(where + "/side",
                        msg("a side of this scenario, not %1", {u["side"].dump()}));
        if (u.contains("type") && !ruleset.hasUnitType(u["type"]))
            return fail(where + "/type",
                        msg("a unit type of %1, not %2", {ruleset.name, u["type"].dump()}));
        if (u.value("arrives", 1) > static_cast<int>(s.turns.size()))
            return fail(where + "/arrives", msg("a turn of the turn record (1 to %1)",
                                                {std::to_string(s.turns.size())}));
        if (u.contains("hex") && s.map.empty())
            return fail(where + "/hex", msg("a hex on the scenario's map: give the scenario a "
                                            "\"map\""));
        // NLB 9.0: a reinforcement is off the map until it enters, on its turn.
        if (u.contains("hex") && u.value("arrives", 1) > 1)
            return fail(where + "/hex", msg("no hex for a unit that arrives on turn %1: it "
                                            "enters the map then (NLB 9.0)",
                                            {std::to_string(u.value("arrives", 1))}));
    }
    return s;
}

} // namespace umpire::crt
