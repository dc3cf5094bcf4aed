#include "ruleset.h"

#include "jsonfile.h"
#include "ruledata.h"

#include <algorithm>
#include <set>

namespace umpire::crt {

namespace {

using nlohmann::json;

std::string escapePointerToken(const std::string &token)
{
    std::string out;
    for (char c : token) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

Effect effectFromName(const std::string &name)
{
    static const std::map<std::string, Effect> effects = {
        {"none", Effect::None},
        {"eliminated", Effect::Eliminated},
        {"retreat", Effect::Retreat},
        {"mayAdvance", Effect::MayAdvance},
        {"mayAdvanceIfVacated", Effect::MayAdvanceIfVacated},
        {"loseStrength", Effect::LoseStrength},
        {"loseUnit", Effect::LoseUnit}};
    return effects.at(name); // the schema allows only these names
}

// Semantic checks the schema cannot express; each problem names its JSON pointer.
class Checker
{
  public:
    explicit Checker(const std::string &path) : m_path(path) {}
    void fail(const std::string &pointer, Message expected)
    {
        if (!m_message)
            m_message =
                msg("%1: at %2: %3", {m_path, pointer.empty() ? msg("the top level") : pointer,
                                      std::move(expected)});
    }
    bool failed() const { return m_message.has_value(); }
    Error error() const { return badData(m_message.value_or(Message())); }

  private:
    std::string m_path;
    std::optional<Message> m_message;
};

} // namespace

Result<Ruleset> Ruleset::load(const std::string &path)
{
    Result<json> document = readJsonFile(path, "rule-data file");
    if (!document)
        return document.error();
    return fromJson(*document, path);
}

Result<Ruleset> Ruleset::fromJson(const json &document, const std::string &path)
{
    if (Result<Ok> checked = checkRuleData(document, path, "ruleset.schema.json", "ruleset schema");
        !checked)
        return checked.error();

    Ruleset r;
    r.m_document = document;
    r.path = path;
    r.id = document["id"];
    r.name = document["name"];
    r.edition = document.value("edition", "");
    r.cite = document["cite"];
    r.sides = document["sides"].get<std::vector<std::string>>();
    r.unitTypes = document["unitTypes"].get<std::vector<std::string>>();
    for (const json &p : document.value("players", json::array()))
        r.players.push_back({p["name"], p["armies"].get<std::vector<std::string>>()});
    r.dieFaces = document["die"]["faces"];

    Checker check(path);

    // Results and their aliases.
    for (const auto &[code, def] : document["results"].items()) {
        ResultDefinition rd{code, def["name"], def["rule"], effectFromName(def["attacker"]),
                            effectFromName(def["defender"])};
        r.m_results[code] = rd;
        for (const std::string &alias : def.value("aliases", std::vector<std::string>{})) {
            if (document["results"].contains(alias) || r.m_aliases.count(alias))
                check.fail("/results/" + escapePointerToken(code) + "/aliases",
                           msg("alias \"%1\" is already a result code or another alias", {alias}));
            r.m_aliases[alias] = code;
        }
    }

    // Odds columns and the chart.
    const json &odds = document["odds"];
    r.oddsRule = odds["rule"];
    r.shiftMode = odds.value("shiftMode", "columns");
    const json &crt = document["crt"];
    r.crt.rule = crt["rule"];
    r.crt.verified = crt["verified"];
    r.crt.source = crt.value("source", "");
    r.crt.userAction = crt.value("userAction", "");

    std::optional<Odds> previous;
    for (std::size_t i = 0; i < odds["columns"].size(); ++i) {
        const std::string label = odds["columns"][i];
        const std::string pointer = "/odds/columns/" + std::to_string(i);
        const Odds o = Odds::parse(label).value(); // the schema's pattern guarantees the form
        if (previous && !(*previous < o))
            check.fail(pointer, msg("columns in ascending odds order, but %1 follows %2",
                                    {label, previous->label()}));
        previous = o;
        if (!crt["columns"].contains(label)) {
            check.fail("/crt/columns", msg("a column \"%1\" (listed in /odds/columns)", {label}));
            continue;
        }
        const json &cells = crt["columns"][label];
        const std::string cellsPointer = "/crt/columns/" + label;
        if (static_cast<int>(cells.size()) != r.dieFaces)
            check.fail(cellsPointer,
                       msg("exactly %1 results, one for each die roll 1 to %1; found %2",
                           {std::to_string(r.dieFaces), std::to_string(cells.size())}));
        ChartColumn column;
        column.odds = o;
        for (std::size_t d = 0; d < cells.size(); ++d) {
            const std::string code = cells[d];
            if (!r.result(code))
                check.fail(cellsPointer + "/" + std::to_string(d),
                           msg("a result code defined in /results, not \"%1\"", {code}));
            else
                column.results.push_back(r.result(code)->code);
        }
        r.crt.columns.push_back(column);
    }
    for (const auto &[label, cells] : crt["columns"].items())
        if (std::find(odds["columns"].begin(), odds["columns"].end(), label) ==
            odds["columns"].end())
            check.fail("/crt/columns/" + label,
                       msg("only columns listed in /odds/columns; \"%1\" is not", {label}));

    // Chart ends: clamp, or an automatic result column.
    for (const char *end : {"below", "above"}) {
        if (!odds.contains(end)) {
            check.fail("/odds", msg("a \"%1\" entry saying what happens beyond the chart", {end}));
            continue;
        }
        const json &e = odds[end];
        const bool below = std::string(end) == "below";
        (below ? r.belowRule : r.aboveRule) = e["rule"];
        (below ? r.belowText : r.aboveText) = e["text"];
        if (e.contains("automatic") != e.contains("column")) {
            check.fail(std::string("/odds/") + end,
                       msg("both \"column\" and \"automatic\", or neither"));
            continue;
        }
        if (!e.contains("automatic") || r.crt.columns.empty())
            continue;
        ChartColumn column;
        column.odds = Odds::parse(e["column"]).value();
        column.automatic = e["automatic"];
        column.rule = e["rule"];
        if (!r.result(column.automatic))
            check.fail(std::string("/odds/") + end + "/automatic",
                       msg("a result code defined in /results"));
        else
            column.automatic = r.result(column.automatic)->code;
        if (below ? !(column.odds < r.crt.columns.front().odds)
                  : !(r.crt.columns.back().odds < column.odds))
            check.fail(std::string("/odds/") + end + "/column",
                       below ? msg("odds below the first chart column")
                             : msg("odds above the last chart column"));
        if (below)
            r.crt.columns.insert(r.crt.columns.begin(), column);
        else
            r.crt.columns.push_back(column);
    }

    // Terrain.
    std::set<std::string> terrainIds;
    for (std::size_t i = 0; i < document["terrain"].size(); ++i) {
        const json &t = document["terrain"][i];
        const std::string pointer = "/terrain/" + std::to_string(i);
        Terrain terrain;
        terrain.id = t["id"];
        terrain.name = t["name"];
        terrain.rule = t["rule"];
        terrain.hexside = t.value("hexside", false);
        terrain.defenderMultiplier = t.value("defenderMultiplier", 1);
        terrain.halvedTypes = t.value("halvedTypes", std::vector<std::string>{});
        terrain.chateau = t.value("chateau", false);
        terrain.prohibited = t.value("prohibited", false);
        terrain.bombardmentOnly = t.value("bombardmentOnly", false);
        terrain.noAdvanceInto = t.value("noAdvanceInto", "");
        terrain.defenderShift = t.value("defenderShift", 0);
        terrain.unlessAllAttackersOn = t.value("unlessAllAttackersOn", false);
        terrain.attackerHalvedOutOf = t.value("attackerHalvedOutOf", false);
        terrain.attackerHalvedInto = t.value("attackerHalvedInto", false);
        terrain.verified = t.value("verified", true);
        terrain.source = t.value("source", "");
        terrain.pointer = pointer;
        if (!terrainIds.insert(terrain.id).second)
            check.fail(pointer + "/id",
                       msg("a terrain id used once; \"%1\" appears twice", {terrain.id}));
        for (const std::string &type : terrain.halvedTypes)
            if (!r.hasUnitType(type))
                check.fail(pointer + "/halvedTypes",
                           msg("unit types from /unitTypes; \"%1\" is not one", {type}));
        r.terrain.push_back(terrain);
    }
    if (const json *combat = r.feature("/combatSequence")) {
        r.combatSequence.phaseRule = combat->value("phaseRule", r.combatSequence.phaseRule);
        r.combatSequence.attackerRule =
            combat->value("attackerRule", r.combatSequence.attackerRule);
        r.combatSequence.onceRule = combat->value("onceRule", r.combatSequence.onceRule);
        r.combatSequence.advanceRule = combat->value("advanceRule", r.combatSequence.advanceRule);
        r.combatSequence.defenderOnce =
            combat->value("defenderOnce", r.combatSequence.defenderOnce);
    }
    if (const json *combination = r.feature("/terrainCombination")) {
        r.terrainCombination = (*combination)["mode"];
        r.terrainCombinationRule = (*combination)["rule"];
    }

    // NLB 5.5, 7.9: the turns' weathers; the turns without combat are some of them.
    if (const json *weather = r.feature("/weather")) {
        r.weatherRule = (*weather)["rule"];
        r.weathers = (*weather)["turns"].get<std::vector<std::string>>();
    }
    if (const json *v = r.feature("/combat/noCombatTurns/weather"))
        for (const std::string w : *v)
            if (!r.hasWeather(w))
                check.fail(
                    "/combat/noCombatTurns/weather",
                    msg("weathers a turn may have (/weather/turns); \"%1\" is not one", {w}));
    // What the counters print, each read by the rules the ruleset has for it.
    const std::map<std::string, std::vector<const char *>> readBy = {
        {"disruptedStrength", {"/reorganization"}},
        {"disruptedDot", {"/reorganization"}},
        {"disrupted", {"/reorganization"}},
        {"fire", {"/archery"}},
        {"range", {"/archery", "/combat/bombardment"}},
        {"dot", {"/combat/retreatBeforeCombat"}},
        {"leader", {"/combat/leaders"}}};
    for (std::size_t i = 0; i < document.value("counterValues", json::array()).size(); ++i) {
        const json &v = document["counterValues"][i];
        const std::string key = v["key"];
        const std::string pointer = "/counterValues/" + std::to_string(i);
        if (!r.counterValueRule(key).empty())
            check.fail(pointer + "/key",
                       msg("each counter value once; \"%1\" is given twice", {key}));
        const std::vector<const char *> &sections = readBy.at(key); // the schema allows only these
        if (std::none_of(sections.begin(), sections.end(),
                         [&](const char *section) { return r.feature(section) != nullptr; }))
            check.fail(pointer + "/key",
                       msg("a value the ruleset's rules read: \"%1\" needs %2",
                           {key, std::string(sections.front()) +
                                     (sections.size() > 1 ? " or " + std::string(sections[1])
                                                          : std::string())}));
        r.counterValues.emplace_back(key, v["rule"].get<std::string>());
    }

    // Cross-references of the optional sections.
    auto checkType = [&](const std::string &pointer) {
        if (const json *v = r.feature(pointer); v && !r.hasUnitType(*v))
            check.fail(pointer, msg("a unit type from /unitTypes, not %1", {v->dump()}));
    };
    auto checkTypes = [&](const std::string &pointer) {
        if (const json *v = r.feature(pointer))
            for (const std::string type : *v)
                if (!r.hasUnitType(type))
                    check.fail(pointer,
                               msg("unit types from /unitTypes; \"%1\" is not one", {type}));
    };
    checkType("/combat/bombardment/unitType");
    checkType("/combat/chateauDefence/unitType");
    checkTypes("/reorganization/automaticTypes");
    if (const json *v = r.feature("/combat/bombardment/noTarget/terrain"); v && !r.findTerrain(*v))
        check.fail("/combat/bombardment/noTarget/terrain",
                   msg("a terrain id from /terrain, not %1", {v->dump()}));
    // BMW 9.4: horse archers attacking retreat before combat as the chart's result it names.
    if (const json *v = r.feature("/combat/retreatBeforeCombat/horseArchers")) {
        if (!r.result((*v)["treatedAs"]))
            check.fail("/combat/retreatBeforeCombat/horseArchers/treatedAs",
                       msg("a result of the chart"));
        checkType("/combat/retreatBeforeCombat/horseArchers/unitType");
    }
    if (const json *v = r.feature("/combat/chateauDefence")) {
        if (!r.crt.indexOf(Odds::parse((*v)["capColumn"]).value()))
            check.fail("/combat/chateauDefence/capColumn", msg("a column of the chart"));
        for (const std::string code : (*v)["ignoredResults"])
            if (!r.result(code))
                check.fail("/combat/chateauDefence/ignoredResults",
                           msg("result codes from /results; \"%1\" is not one", {code}));
    }
    if (const json *v = r.feature("/retreat/byType"))
        for (const auto &[type, hexes] : v->items())
            if (!r.hasUnitType(type))
                check.fail("/retreat/byType",
                           msg("unit types from /unitTypes; \"%1\" is not one", {type}));
    if (!r.sides.empty()) {
        auto checkSides = [&](const std::string &pointer) {
            if (const json *v = r.feature(pointer))
                for (const std::string side : *v)
                    if (std::find(r.sides.begin(), r.sides.end(), side) == r.sides.end())
                        check.fail(pointer, msg("sides from /sides; \"%1\" is not one", {side}));
        };
        checkSides("/morale/demoralization/armies");
        for (std::size_t i = 0; i < r.players.size(); ++i)
            checkSides("/players/" + std::to_string(i) + "/armies");
        checkSides("/victory/automatic/demoralizedLoses");
        checkSides("/victory/automatic/disintegratedLoses");
        if (const json *v = r.feature("/morale/demoralization/levels"))
            for (const auto &[side, level] : v->items())
                if (std::find(r.sides.begin(), r.sides.end(), side) == r.sides.end())
                    check.fail("/morale/demoralization/levels",
                               msg("sides from /sides; \"%1\" is not one", {side}));
    }

    if (check.failed())
        return check.error();
    return r;
}

const json *Ruleset::feature(const std::string &pointer) const
{
    const json::json_pointer p(pointer);
    return m_document.contains(p) ? &m_document.at(p) : nullptr;
}

const ResultDefinition *Ruleset::result(const std::string &codeOrAlias) const
{
    auto alias = m_aliases.find(codeOrAlias);
    auto it = m_results.find(alias == m_aliases.end() ? codeOrAlias : alias->second);
    return it == m_results.end() ? nullptr : &it->second;
}

const Terrain *Ruleset::findTerrain(const std::string &terrainId) const
{
    for (const Terrain &t : terrain)
        if (t.id == terrainId)
            return &t;
    return nullptr;
}

bool Ruleset::hasUnitType(const std::string &type) const
{
    return std::find(unitTypes.begin(), unitTypes.end(), type) != unitTypes.end();
}

bool Ruleset::hasWeather(const std::string &weather) const
{
    return weather == "clear" ||
           std::find(weathers.begin(), weathers.end(), weather) != weathers.end();
}

std::string Ruleset::CombatSequence::candidatesRule() const
{
    if (attackerRule == onceRule)
        return attackerRule;
    // "NLB 7.0" and "NLB 7.1": the book once.
    const std::size_t book = attackerRule.find(' ');
    if (book != std::string::npos && onceRule.compare(0, book + 1, attackerRule, 0, book + 1) == 0)
        return attackerRule + ", " + onceRule.substr(book + 1);
    return attackerRule + ", " + onceRule;
}

std::string Ruleset::counterValueRule(const std::string &key) const
{
    for (const auto &[value, rule] : counterValues)
        if (value == key)
            return rule;
    return {};
}

std::string Ruleset::playerOf(const std::string &armyOrPlayer) const
{
    for (const Player &player : players)
        if (player.name == armyOrPlayer || std::find(player.armies.begin(), player.armies.end(),
                                                     armyOrPlayer) != player.armies.end())
            return player.name;
    return armyOrPlayer;
}

UnverifiedUse Ruleset::unverifiedAt(const std::string &pointer) const
{
    const json &value = m_document.at(json::json_pointer(pointer));
    std::string what = value.value("name", std::string());
    if (pointer == "/crt")
        what = "Combat Results Table";
    if (what.empty())
        what = pointer;
    const std::string rule = value.value("rule", std::string());
    const Message whatText = pointer == "/crt" ? msg("Combat Results Table") : Message(what);
    const Message text =
        rule.empty() ? msg("%1: %2", {name, whatText}) : msg("%1: %2 (%3)", {name, whatText, rule});
    return {id + ":" + pointer, text.text(), value.value("source", std::string()),
            value.value("userAction", std::string()), text};
}

std::vector<UnverifiedUse> Ruleset::allUnverified() const
{
    std::vector<UnverifiedUse> uses;
    // Every object marked "verified": false, wherever the data puts one.
    std::vector<std::pair<const json *, std::string>> pending = {{&m_document, ""}};
    while (!pending.empty()) {
        auto [value, pointer] = pending.back();
        pending.pop_back();
        if (value->is_object() && value->contains("verified") && (*value)["verified"] == false)
            uses.push_back(unverifiedAt(pointer));
        if (value->is_object())
            for (auto it = value->begin(); it != value->end(); ++it)
                pending.push_back({&it.value(), pointer + "/" + escapePointerToken(it.key())});
        else if (value->is_array())
            for (std::size_t i = 0; i < value->size(); ++i)
                pending.push_back({&(*value)[i], pointer + "/" + std::to_string(i)});
    }
    std::sort(uses.begin(), uses.end(),
              [](const UnverifiedUse &a, const UnverifiedUse &b) { return a.item < b.item; });
    return uses;
}

} // namespace umpire::crt
