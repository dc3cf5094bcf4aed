#include "combatrequest.h"

#include "requestreader.h"

#include <nlohmann/json.hpp>

namespace umpire::crt {

namespace {

constexpr int maxStrength = 9999; // far above any printed counter
constexpr std::size_t maxUnits = 100;

void readUnits(RequestReader &reader, const nlohmann::json &document, const char *key,
               const char *prefix, std::vector<CombatUnit> &units)
{
    if (!document.contains(key)) {
        reader.fail(key, msg("missing: list at least one unit"));
        return;
    }
    const nlohmann::json &list = document[key];
    if (!list.is_array() || list.empty()) {
        reader.fail(key,
                    msg("expected a non-empty list of units or strengths, got %1", {list.dump()}));
        return;
    }
    if (list.size() > maxUnits) {
        reader.fail(key, msg("more than %1 units in one combat", {std::to_string(maxUnits)}));
        return;
    }
    for (std::size_t i = 0; i < list.size() && !reader.failed(); ++i) {
        const std::string where = joinWhere(key, i);
        CombatUnit unit;
        unit.id = prefix + std::to_string(i + 1);
        const nlohmann::json &u = list[i];
        if (u.is_number()) {
            // A bare number is a unit of that strength.
            nlohmann::json wrapped = {{"strength", u}};
            unit.strength = reader.integer(wrapped, "strength", where, 1, maxStrength).value_or(0);
        } else if (reader.expectObject(u, where,
                                       {"id", "strength", "type", "terrain", "hexside",
                                        "bombarding", "range", "leader", "dot", "movement",
                                        "disrupted", "carriedDemoralization"})) {
            unit.id = reader.string(u, "id", where).value_or(unit.id);
            if (!u.contains("strength"))
                reader.fail(joinWhere(where, "strength"),
                            msg("missing: every unit needs its printed combat strength"));
            unit.strength = reader.integer(u, "strength", where, 1, maxStrength).value_or(0);
            unit.type = reader.string(u, "type", where).value_or("");
            unit.terrain = reader.string(u, "terrain", where).value_or("");
            unit.hexside = reader.string(u, "hexside", where).value_or("");
            unit.bombarding = reader.boolean(u, "bombarding", where).value_or(false);
            unit.range = reader.integer(u, "range", where, 1, 99).value_or(0);
            unit.leader = reader.integer(u, "leader", where, 0, 99).value_or(0);
            unit.dot = reader.string(u, "dot", where).value_or("");
            if (!unit.dot.empty() && unit.dot != "solid" && unit.dot != "open")
                reader.fail(joinWhere(where, "dot"),
                            msg("expected \"solid\" or \"open\", got \"%1\"", {unit.dot}));
            unit.movement = reader.integer(u, "movement", where, 0, 99);
            unit.disrupted = reader.boolean(u, "disrupted", where).value_or(false);
            unit.carriedDemoralization =
                reader.string(u, "carriedDemoralization", where).value_or("");
        }
        units.push_back(unit);
    }
}

} // namespace

Result<CombatRequest> CombatRequest::fromJson(const nlohmann::json &document)
{
    RequestReader reader(msg("combat request"));
    CombatRequest request;
    if (!reader.expectObject(document, "",
                             {"ruleset",
                              "attackers",
                              "defenders",
                              "terrain",
                              "hexside",
                              "weather",
                              "attackerDemoralized",
                              "defenderDemoralized",
                              "attackerSide",
                              "defenderSide",
                              "shifts",
                              "reduceTo",
                              "shiftMode",
                              "hexsideApplies",
                              "die",
                              "seed",
                              "draw",
                              "oddsTable",
                              "retreatBeforeCombat",
                              "charge",
                              "override"}))
        return reader.error();
    request.ruleset = reader.string(document, "ruleset", "").value_or("");
    if (request.ruleset.empty() && !reader.failed())
        reader.fail("ruleset",
                    msg("missing: name the game system, such as \"nlb\", \"naw\" or \"bmw\""));
    readUnits(reader, document, "attackers", "A", request.attackers);
    readUnits(reader, document, "defenders", "D", request.defenders);
    // Request-wide terrain and hexside are defaults for the units that do not name their own.
    if (auto terrain = reader.string(document, "terrain", ""))
        for (CombatUnit &unit : request.defenders)
            if (unit.terrain.empty())
                unit.terrain = *terrain;
    if (auto hexside = reader.string(document, "hexside", ""))
        for (CombatUnit &unit : request.attackers)
            if (unit.hexside.empty())
                unit.hexside = *hexside;
    const std::string weather = reader.string(document, "weather", "").value_or("clear");
    const std::optional<Weather> known = weatherFromName(weather);
    if (!known && !reader.failed())
        return badInput(msg("weather \"%1\" is not one of clear, night, rain", {weather}));
    request.weather = known.value_or(Weather::Clear);
    request.attackerDemoralized =
        reader.boolean(document, "attackerDemoralized", "").value_or(false);
    request.defenderDemoralized =
        reader.boolean(document, "defenderDemoralized", "").value_or(false);
    request.attackerSide = reader.string(document, "attackerSide", "").value_or("");
    request.defenderSide = reader.string(document, "defenderSide", "").value_or("");
    if (document.contains("shifts")) {
        const nlohmann::json &shifts = document["shifts"];
        if (!shifts.is_array())
            reader.fail("shifts", msg("expected a list of {\"columns\": N, \"reason\": \"...\"}"));
        for (std::size_t i = 0; shifts.is_array() && i < shifts.size() && !reader.failed(); ++i) {
            const std::string where = joinWhere("shifts", i);
            if (!reader.expectObject(shifts[i], where, {"columns", "reason"}))
                break;
            ColumnShift shift;
            shift.columns = reader.integer(shifts[i], "columns", where, -99, 99).value_or(0);
            shift.reason =
                reader.string(shifts[i], "reason", where).value_or("shift agreed by the players");
            if (shift.columns == 0 && !reader.failed())
                reader.fail(joinWhere(where, "columns"),
                            msg("expected a shift other than 0 (negative is left)"));
            request.shifts.push_back(shift);
        }
    }
    request.reduceTo = reader.string(document, "reduceTo", "");
    request.shiftMode = reader.string(document, "shiftMode", "");
    if (request.shiftMode && *request.shiftMode != "columns" && *request.shiftMode != "odds")
        reader.fail("shiftMode",
                    msg("expected \"columns\" or \"odds\", got \"%1\"", {*request.shiftMode}));
    request.hexsideApplies = reader.string(document, "hexsideApplies", "").value_or("all");
    if (request.hexsideApplies != "all" && request.hexsideApplies != "any")
        reader.fail("hexsideApplies",
                    msg("expected \"all\" or \"any\", got \"%1\"", {request.hexsideApplies}));
    request.die = reader.integer(document, "die", "", std::nullopt, 1000);
    if (auto seed = reader.integer(document, "seed", "", 0, 1000000000))
        request.seed = static_cast<std::uint64_t>(*seed);
    request.draw =
        static_cast<std::uint64_t>(reader.integer(document, "draw", "", 0, 1000000000).value_or(0));
    if (request.die && request.seed)
        reader.fail("die", msg("give either a physical die or a generator seed, not both"));
    request.oddsTable = reader.boolean(document, "oddsTable", "").value_or(false);
    request.retreatBeforeCombat = reader.string(document, "retreatBeforeCombat", "").value_or("");
    if (!request.retreatBeforeCombat.empty() && request.retreatBeforeCombat != "attacker" &&
        request.retreatBeforeCombat != "defender")
        reader.fail("retreatBeforeCombat", msg("expected \"attacker\" or \"defender\", got \"%1\"",
                                               {request.retreatBeforeCombat}));
    request.charge = reader.boolean(document, "charge", "").value_or(false);
    request.override = reader.string(document, "override", "").value_or("");
    if (reader.failed())
        return reader.error();
    return request;
}

void to_json(nlohmann::json &doc, const CombatRequest &request)
{
    auto units = [](const std::vector<CombatUnit> &list) {
        nlohmann::json out = nlohmann::json::array();
        for (const CombatUnit &u : list) {
            nlohmann::json unit = {{"id", u.id}, {"strength", u.strength}};
            if (!u.type.empty())
                unit["type"] = u.type;
            if (!u.terrain.empty())
                unit["terrain"] = u.terrain;
            if (!u.hexside.empty())
                unit["hexside"] = u.hexside;
            if (u.bombarding)
                unit["bombarding"] = true;
            if (u.range > 0)
                unit["range"] = u.range;
            if (u.leader > 0)
                unit["leader"] = u.leader;
            if (!u.dot.empty())
                unit["dot"] = u.dot;
            if (u.movement)
                unit["movement"] = *u.movement;
            if (u.disrupted)
                unit["disrupted"] = true;
            if (!u.carriedDemoralization.empty())
                unit["carriedDemoralization"] = u.carriedDemoralization;
            out.push_back(unit);
        }
        return out;
    };
    doc = {{"ruleset", request.ruleset},
           {"attackers", units(request.attackers)},
           {"defenders", units(request.defenders)}};
    if (request.weather != Weather::Clear)
        doc["weather"] = weatherName(request.weather);
    if (request.attackerDemoralized)
        doc["attackerDemoralized"] = true;
    if (request.defenderDemoralized)
        doc["defenderDemoralized"] = true;
    if (!request.attackerSide.empty())
        doc["attackerSide"] = request.attackerSide;
    if (!request.defenderSide.empty())
        doc["defenderSide"] = request.defenderSide;
    if (!request.shifts.empty()) {
        doc["shifts"] = nlohmann::json::array();
        for (const ColumnShift &s : request.shifts)
            doc["shifts"].push_back({{"columns", s.columns}, {"reason", s.reason}});
    }
    if (request.reduceTo)
        doc["reduceTo"] = *request.reduceTo;
    if (request.shiftMode)
        doc["shiftMode"] = *request.shiftMode;
    if (request.hexsideApplies != "all")
        doc["hexsideApplies"] = request.hexsideApplies;
    if (request.die)
        doc["die"] = *request.die;
    if (request.seed) {
        doc["seed"] = *request.seed;
        doc["draw"] = request.draw;
    }
    if (!request.retreatBeforeCombat.empty())
        doc["retreatBeforeCombat"] = request.retreatBeforeCombat;
    if (request.charge)
        doc["charge"] = true;
    if (!request.override.empty())
        doc["override"] = request.override;
}

} // namespace umpire::crt
