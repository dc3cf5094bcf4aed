#include "scenarioform.h"

#include <algorithm>
#include <cctype>

namespace umpire::crt {

namespace {

using nlohmann::json;
using Kind = ScenarioField::Kind;

std::string formTrimmed(const std::string &text)
{
    const auto first =
        std::find_if_not(text.begin(), text.end(), [](unsigned char c) { return std::isspace(c); });
    const auto last = std::find_if_not(text.rbegin(), text.rend(),
                                       [](unsigned char c) { return std::isspace(c); });
    return first < last.base() ? std::string(first, last.base()) : std::string();
}

std::string formLower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

// A whole number, nothing else around it; nullopt when the text is none.
std::optional<int> formNumber(const std::string &text)
{
    if (text.empty() || text.size() > 9)
        return std::nullopt;
    std::size_t at = text[0] == '-' ? 1 : 0;
    if (at == text.size())
        return std::nullopt;
    for (std::size_t i = at; i < text.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return std::nullopt;
    return std::stoi(text);
}

std::string formJoined(const std::vector<std::string> &names)
{
    std::string out;
    for (const std::string &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

std::string formJoined(const std::set<std::string> &names)
{
    return formJoined(std::vector<std::string>(names.begin(), names.end()));
}

const json *formMember(const json &item, const std::string &key)
{
    return item.is_object() && item.contains(key) && !item[key].is_null() ? &item[key] : nullptr;
}

// A member's text or number whatever the item holds (a wrong type is the schema's to name).
std::string formText(const json &item, const std::string &key)
{
    const json *v = formMember(item, key);
    return v && v->is_string() ? v->get<std::string>() : std::string();
}
int formInt(const json &item, const std::string &key, int fallback)
{
    const json *v = formMember(item, key);
    return v && v->is_number_integer() ? v->get<int>() : fallback;
}

std::optional<ScenarioProblem> formProblem(const std::string &key, Message expected)
{
    return ScenarioProblem{key.empty() ? std::string() : "/" + key, std::move(expected)};
}

} // namespace

const std::vector<ScenarioField> &ScenarioForm::allFields(ScenarioPart part)
{
    static const std::vector<ScenarioField> sides = {
        {"name", "", Kind::Text, 0, true, {}},
        {"demoralization", "", Kind::Count, 1, false, {}},
        {"disintegration", "", Kind::Count, 1, false, {}},
        {"rallyRange", "", Kind::DieRange, 1, false, {}}};
    static const std::vector<ScenarioField> turns = {
        {"label", "", Kind::Text, 0, true, {}},
        {"weather", "", Kind::Choice, 0, false, {"clear", "rain", "night"}}};
    // The first nine in the order the editor's table has always had them (a spreadsheet's rows
    // pasted into it keep working), then what some games' counters print.
    static const std::vector<ScenarioField> units = {
        {"id", "", Kind::Text, 0, true, {}},
        {"side", "", Kind::Choice, 0, true, {}},
        {"corps", "", Kind::Text, 0, false, {}},
        {"type", "", Kind::Choice, 0, false, {}},
        {"strength", "", Kind::Count, 1, true, {}},
        {"marker", "", Kind::Count, 0, false, {}},
        {"hex", "", Kind::Hex, 0, false, {}},
        {"arrives", "", Kind::Count, 1, false, {}},
        {"movement", "", Kind::Count, 0, false, {}},
        {"disruptedStrength", "", Kind::Count, 1, false, {}},
        {"fire", "", Kind::Count, 1, false, {}},
        {"range", "", Kind::Count, 1, false, {}},
        {"dot", "", Kind::Choice, 0, false, {"none", "solid", "open"}},
        {"disruptedDot", "", Kind::Choice, 0, false, {"none", "solid", "open"}},
        {"leader", "", Kind::Flag, 0, false, {}},
        {"disrupted", "", Kind::Flag, 0, false, {}}};
    switch (part) {
    case ScenarioPart::Side:
        return sides;
    case ScenarioPart::Turn:
        return turns;
    default:
        return units;
    }
}

ScenarioForm::ScenarioForm(const Ruleset &ruleset) : m_ruleset(&ruleset)
{
    for (ScenarioField f : allFields(ScenarioPart::Side)) {
        // NLB 11.2, NAW 8.2, BMW 11.3: a level where the ruleset has the rule.
        if (f.key == "demoralization" || f.key == "disintegration") {
            const json *rule = ruleset.feature("/morale/" + f.key);
            if (!rule)
                continue;
            f.rule = (*rule)["rule"];
        }
        if (f.key == "rallyRange") { // BMW 11.2
            const json *rally = ruleset.feature("/rally");
            if (!rally)
                continue;
            f.rule = (*rally)["rule"];
            f.minimum = 1;
        }
        m_sides.push_back(f);
    }
    for (ScenarioField f : allFields(ScenarioPart::Turn)) {
        if (f.key == "weather") { // NLB 5.5, 7.9: night and rain turns, where the rules have them
            if (ruleset.weathers.empty())
                continue;
            f.rule = ruleset.weatherRule;
            f.choices = {"clear"};
            f.choices.insert(f.choices.end(), ruleset.weathers.begin(), ruleset.weathers.end());
        }
        m_turns.push_back(f);
    }
    static const std::set<std::string> counterValues = {
        "disruptedStrength", "disruptedDot", "disrupted", "fire", "range", "dot", "leader"};
    for (ScenarioField f : allFields(ScenarioPart::Unit)) {
        if (counterValues.count(f.key)) {
            f.rule = ruleset.counterValueRule(f.key);
            if (f.rule.empty())
                continue;
        }
        if (f.key == "type")
            f.choices = ruleset.unitTypes;
        m_units.push_back(f);
    }
}

const std::vector<ScenarioField> &ScenarioForm::fields(ScenarioPart part) const
{
    switch (part) {
    case ScenarioPart::Side:
        return m_sides;
    case ScenarioPart::Turn:
        return m_turns;
    default:
        return m_units;
    }
}

const ScenarioField *ScenarioForm::field(ScenarioPart part, const std::string &key) const
{
    for (const ScenarioField &f : fields(part))
        if (f.key == key)
            return &f;
    return nullptr;
}

ScenarioForm::Level ScenarioForm::level(const std::string &kind, const std::string &side) const
{
    Level out;
    const json *rule = m_ruleset->feature("/morale/" + kind);
    if (!rule)
        return out;
    out.rule = (*rule)["rule"];
    // NAW 8.2: the armies listed are the only ones the rule demoralizes.
    const json *armies = rule->contains("armies") ? &(*rule)["armies"] : nullptr;
    out.applies = !armies || std::find(armies->begin(), armies->end(), side) != armies->end();
    if (out.applies && rule->contains("levels") && (*rule)["levels"].contains(side))
        out.rules = (*rule)["levels"][side].get<int>();
    return out;
}

Result<json> ScenarioForm::read(const ScenarioField &field, const std::string &typed,
                                const std::set<std::string> &sides) const
{
    const std::string v = formTrimmed(typed);
    if (v.empty()) {
        if (!field.required)
            return json();
        if (field.key == "id")
            return badInput(msg("a unit needs a name"));
        if (field.key == "label")
            return badInput(msg("a turn needs its label (\"2 PM\", \"turn 3\")"));
        if (field.key == "name")
            return badInput(msg("a side needs a name"));
    }
    switch (field.kind) {
    case Kind::Text:
    case Kind::Hex:
        return json(v);
    case Kind::Count: {
        const std::optional<int> n = formNumber(v);
        if (v.empty())
            return badInput(
                msg("a whole number, %1 or more, is needed", {std::to_string(field.minimum)}));
        if (!n || *n < field.minimum)
            return badInput(
                msg("a whole number, %1 or more, not \"%2\"", {std::to_string(field.minimum), v}));
        return json(*n);
    }
    case Kind::DieRange: {
        // BMW 11.2: "If the die roll is within the range for the side": "1-2", or one face "3".
        const std::size_t dash = v.find_first_of("-\xE2");
        std::optional<int> low, high;
        if (dash == std::string::npos) {
            low = high = formNumber(v);
        } else {
            // A hyphen, or the en dash a spreadsheet writes (three bytes in UTF-8).
            const bool enDash = v.compare(dash, 3, "\xE2\x80\x93") == 0;
            low = formNumber(formTrimmed(v.substr(0, dash)));
            high = formNumber(formTrimmed(v.substr(dash + (enDash ? 3 : 1))));
        }
        const int faces = m_ruleset->dieFaces;
        if (!low || !high || *low < 1 || *high > faces || *low > *high)
            return badInput(msg("the lowest and the highest die that rally (1 to %1), as \"1-2\", "
                                "not \"%2\"",
                                {std::to_string(faces), v}));
        return json::array({*low, *high});
    }
    case Kind::Choice: {
        const std::vector<std::string> choices =
            field.key == "side" ? std::vector<std::string>(sides.begin(), sides.end())
                                : field.choices;
        for (const std::string &c : choices)
            if (formLower(c) == formLower(v))
                return json(c);
        if (field.key == "side")
            return badInput(
                msg("a side of this scenario (%1), not \"%2\"", {formJoined(choices), v}));
        return badInput(msg("one of %1, not \"%2\"", {formJoined(choices), v}));
    }
    case Kind::Flag: {
        const std::string l = formLower(v);
        if (l == "yes" || l == "true" || l == "x" || l == "1")
            return json(true);
        if (l == "no" || l == "false" || l == "0")
            return json();
        return badInput(msg("yes, or nothing for no, not \"%1\"", {v}));
    }
    }
    return json(v);
}

std::string ScenarioForm::text(const json &value)
{
    if (value.is_null())
        return {};
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "yes" : "";
    if (value.is_array() && value.size() == 2 && value[0].is_number_integer() &&
        value[1].is_number_integer())
        return std::to_string(value[0].get<int>()) + "-" + std::to_string(value[1].get<int>());
    return value.dump();
}

std::optional<ScenarioProblem> ScenarioForm::check(ScenarioPart part, const json &item,
                                                   const ScenarioContext &context) const
{
    switch (part) {
    case ScenarioPart::Side:
        return checkSide(item, context);
    case ScenarioPart::Turn:
        return checkTurn(item);
    default:
        return checkUnit(item, context);
    }
}

std::optional<ScenarioProblem> ScenarioForm::checkSide(const json &side,
                                                       const ScenarioContext &context) const
{
    const Ruleset &r = *m_ruleset;
    const std::string name = formText(side, "name");
    if (name.empty())
        return formProblem("name", msg("a side needs a name"));
    if (context.others.count(name))
        return formProblem("", msg("each side once; \"%1\" is given twice", {name}));
    if (!r.sides.empty() && std::find(r.sides.begin(), r.sides.end(), name) == r.sides.end())
        return formProblem("name", msg("a side of %1, not \"%2\"", {r.name, name}));
    // NAW 8.2: only the Allied army is demoralized; a level on another would never be read.
    const Level demoralization = level("demoralization", name);
    if (formMember(side, "demoralization") && !demoralization.applies)
        return formProblem("demoralization",
                           demoralization.rule.empty()
                               ? msg("%1 has no demoralization rule", {r.name})
                               : msg("%1: the %2 army is never demoralized, so it has no "
                                     "demoralization level",
                                     {demoralization.rule, name}));
    if (formMember(side, "disintegration") && !field(ScenarioPart::Side, "disintegration"))
        return formProblem("disintegration", msg("%1 has no disintegration rule", {r.name}));
    // BMW 11.2: a rally range where the rules rally eliminated units.
    if (const json *range = formMember(side, "rallyRange")) {
        if (!field(ScenarioPart::Side, "rallyRange"))
            return formProblem("rallyRange", msg("%1 has no rally rule: no side rallies eliminated "
                                                 "units",
                                                 {r.name}));
        if (!range->is_array() || range->size() != 2 || !(*range)[0].is_number_integer() ||
            !(*range)[1].is_number_integer() || (*range)[0].get<int>() > (*range)[1].get<int>() ||
            (*range)[1].get<int>() > r.dieFaces)
            return formProblem(
                "rallyRange",
                msg("the lowest and the highest die that rally (1 to %1), as \"1-2\", "
                    "not \"%2\"",
                    {std::to_string(r.dieFaces), text(*range)}));
    }
    return std::nullopt;
}

std::optional<ScenarioProblem> ScenarioForm::checkTurn(const json &turn) const
{
    const Ruleset &r = *m_ruleset;
    if (formText(turn, "label").empty())
        return formProblem("label", msg("a turn needs its label (\"2 PM\", \"turn 3\")"));
    // NLB 5.5, 7.9: night and rain turns are the rules' own; a game without them has none.
    const std::string weather = formMember(turn, "weather") ? formText(turn, "weather") : "clear";
    if (!r.hasWeather(weather)) {
        if (r.weathers.empty())
            return formProblem("weather", msg("%1 has no night or rain rules: every turn is clear, "
                                              "not \"%2\"",
                                              {r.name, weather}));
        std::vector<std::string> all = {"clear"};
        all.insert(all.end(), r.weathers.begin(), r.weathers.end());
        return formProblem("weather",
                           msg("%1 (%2), not \"%3\"", {r.weatherRule, formJoined(all), weather}));
    }
    return std::nullopt;
}

std::optional<ScenarioProblem> ScenarioForm::checkUnit(const json &unit,
                                                       const ScenarioContext &context) const
{
    const Ruleset &r = *m_ruleset;
    const std::string id = formText(unit, "id");
    if (id.empty())
        return formProblem("id", msg("a unit needs a name"));
    if (context.others.count(id))
        return formProblem("id", msg("a unit id used once; \"%1\" appears twice", {id}));
    const std::string side = formText(unit, "side");
    if (!context.sides.count(side))
        return formProblem("side", msg("a side of this scenario (%1), not \"%2\"",
                                       {formJoined(context.sides), side}));
    if (const json *type = formMember(unit, "type");
        type && (!type->is_string() || !r.hasUnitType(type->get<std::string>())))
        return formProblem("type", msg("a unit type of %1, not %2", {r.name, type->dump()}));
    const int strength = formInt(unit, "strength", 0);
    if (strength < 1)
        return formProblem("strength",
                           msg("a whole number, %1 or more, not \"%2\"",
                               {"1", formMember(unit, "strength") ? text(unit["strength"]) : ""}));
    // What the game's counters print, and nothing another game's counters do.
    for (const ScenarioField &f : allFields(ScenarioPart::Unit))
        if (formMember(unit, f.key) && !field(ScenarioPart::Unit, f.key))
            return formProblem(
                f.key, msg("no \"%1\": the counters of %2 do not print it", {f.key, r.name}));
    // BMW 11.1: the Disordered side is the weaker one.
    if (const json *disrupted = formMember(unit, "disruptedStrength");
        disrupted && disrupted->is_number_integer() && disrupted->get<int>() > strength)
        return formProblem("disruptedStrength",
                           msg("%1: the Disordered side is the weaker, so %2 or less, not %3",
                               {r.counterValueRule("disruptedStrength"), std::to_string(strength),
                                disrupted->dump()}));
    // BMW 6.2, 6.4: an archer fires with its fire factor up to its range.
    if (field(ScenarioPart::Unit, "fire")) {
        const bool archer = formInt(unit, "fire", 0) > 0; // none or 0: no archery
        if (archer && !formMember(unit, "range"))
            return formProblem("range", msg("%1: an archer with a fire factor has a range too",
                                            {r.counterValueRule("range")}));
        if (formMember(unit, "range") && !archer)
            return formProblem("fire", msg("%1: an archer with a range has a fire factor too",
                                           {r.counterValueRule("fire")}));
    }
    const int arrives = formInt(unit, "arrives", 1);
    if (arrives > context.turns && formMember(unit, "arrives") && !context.partial)
        return formProblem(
            "arrives", msg("a turn of the turn record (1 to %1)", {std::to_string(context.turns)}));
    // A unit whose corps a setting brings in arrives on the turn the players choose.
    if (const auto it = context.settingOfCorps.find(formText(unit, "corps"));
        it != context.settingOfCorps.end() &&
        (formMember(unit, "arrives") || formMember(unit, "hex"))) {
        const bool arriving = formMember(unit, "arrives") != nullptr;
        return formProblem(arriving ? "arrives" : "hex",
                           msg("no \"%1\": the setting \"%2\" says when the units of corps %3 "
                               "arrive, and they enter the map then",
                               {arriving ? "arrives" : "hex", it->second, it->first}));
    }
    if (const json *hex = formMember(unit, "hex")) {
        if (context.map.empty() && !context.partial)
            return formProblem("hex",
                               msg("a hex on the scenario's map: give the scenario a \"map\""));
        // A reinforcement is off the map until it enters, on its turn.
        if (arrives > 1)
            return formProblem("hex",
                               msg("no hex for a unit that arrives on turn %1: it enters the "
                                   "map on its turn",
                                   {std::to_string(arrives)}));
        if (context.hexMap) {
            const std::string text = hex->is_string() ? hex->get<std::string>() : hex->dump();
            Result<Hex> at = context.hexMap->grid().parseId(text);
            if (!at || !context.hexMap->terrainAt(*at))
                return formProblem("hex",
                                   msg("a hex of the map %1, not \"%2\"", {context.map, text}));
        }
    }
    return std::nullopt;
}

} // namespace umpire::crt
