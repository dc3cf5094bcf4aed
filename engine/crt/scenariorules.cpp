#include "scenariorules.h"

#include "gamestate.h"

#include <algorithm>

namespace umpire::crt {

using nlohmann::json;

namespace {

// The levels a rule changes: both unless it names them.
LevelChange changeOf(const json &rule, int change, Message text)
{
    LevelChange out{rule.value("rule", std::string()), std::move(text), change, true, true};
    if (rule.contains("levels")) {
        const json &levels = rule["levels"];
        out.demoralization =
            std::find(levels.begin(), levels.end(), "demoralization") != levels.end();
        out.disintegration =
            std::find(levels.begin(), levels.end(), "disintegration") != levels.end();
    }
    return out;
}

SideState *sideNamed(GameState &state, const std::string &name)
{
    for (SideState &s : state.sides)
        if (s.name == name)
            return &s;
    return nullptr;
}

std::optional<int> changed(const std::optional<int> &base, const std::optional<int> &now,
                           const std::vector<LevelChange> &changes, bool LevelChange::*which)
{
    if (!base)
        return now; // no level set up: none to change (the ruleset's own, when it has one)
    int level = *base;
    for (const LevelChange &c : changes)
        if (c.*which)
            level += c.change;
    return std::max(1, level); // a level is a number of casualties, 1 or more
}

void settle(GameState &state)
{
    for (SideState &s : state.sides) {
        s.demoralizationLevel = changed(s.baseDemoralizationLevel, s.demoralizationLevel,
                                        s.levelChanges, &LevelChange::demoralization);
        s.disintegrationLevel = changed(s.baseDisintegrationLevel, s.disintegrationLevel,
                                        s.levelChanges, &LevelChange::disintegration);
    }
}

std::string joinedWithAnd(const std::vector<std::string> &names)
{
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return out;
}

} // namespace

Result<Ok> checkScenarioRules(const json &rules, const json &victory,
                              const std::set<std::string> &sides, const std::string &path)
{
    auto fail = [&](const std::string &pointer, Message expected) {
        return badData(msg("%1: at %2: %3", {path, pointer, std::move(expected)}));
    };
    auto side = [&](const json &value, const std::string &pointer) -> Result<Ok> {
        if (!value.is_string() || !sides.count(value.get<std::string>()))
            return fail(pointer, msg("a side of this scenario, not %1", {value.dump()}));
        return Ok{};
    };
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const json &r = rules[i];
        const std::string where = "/rules/" + std::to_string(i);
        if (Result<Ok> ok = side(r["side"], where + "/side"); !ok)
            return ok;
        const char *other = r["kind"] == "levelsPerOccupiedHex" ? "occupiedBy" : "while";
        if (Result<Ok> ok = side(r[other], where + "/" + other); !ok)
            return ok;
        if (r[other] == r["side"])
            return fail(where + "/" + other,
                        msg("another side than the one whose levels change (%1)",
                            {r["side"].get<std::string>()}));
    }
    if (victory.is_object())
        for (std::size_t i = 0; i < victory["conditions"].size(); ++i) {
            const json &c = victory["conditions"][i];
            const std::string where = "/victory/conditions/" + std::to_string(i);
            if (Result<Ok> ok = side(c["winner"], where + "/winner"); !ok)
                return ok;
            if (c.contains("side"))
                if (Result<Ok> ok = side(c["side"], where + "/side"); !ok)
                    return ok;
        }
    return Ok{};
}

void applyScenarioLevels(GameState &state)
{
    if (state.scenarioRules.empty())
        return;
    for (SideState &s : state.sides)
        s.levelChanges.clear();
    // First the hexes held, then what the levels so changed make of each army's demoralization.
    for (const json &rule : state.scenarioRules) {
        if (rule["kind"] != "levelsPerOccupiedHex")
            continue;
        SideState *side = sideNamed(state, rule["side"]);
        if (!side)
            continue;
        const std::string by = rule["occupiedBy"];
        std::set<std::string> held;
        for (const auto &entry : state.units) {
            const UnitState &u = entry.second;
            if (u.side == by && u.status == UnitState::Status::OnMap && !u.hex.empty())
                held.insert(u.hex);
        }
        std::vector<std::string> names;
        for (const json &h : rule["hexes"])
            if (held.count(h["hex"].get<std::string>()))
                names.push_back((h.contains("name") ? h["name"].get<std::string>() + " " : "") +
                                h["hex"].get<std::string>());
        if (names.empty())
            continue;
        const int each = rule["change"];
        side->levelChanges.push_back(changeOf(
            rule, each * static_cast<int>(names.size()),
            msg("the %1 occupy %2: %3 for each of them",
                {by, joinedWithAnd(names), (each > 0 ? "+" : "") + std::to_string(each)})));
    }
    settle(state);
    std::vector<std::pair<SideState *, LevelChange>> whileDemoralized;
    for (const json &rule : state.scenarioRules) {
        if (rule["kind"] != "levelsWhileDemoralized")
            continue;
        SideState *side = sideNamed(state, rule["side"]);
        const SideState *other = state.side(rule["while"].get<std::string>());
        if (!side || !other || !other->demoralizationLevel ||
            other->casualties < *other->demoralizationLevel)
            continue;
        const int change = rule["change"];
        whileDemoralized.emplace_back(
            side, changeOf(rule, change,
                           msg("the %1 army is demoralized: %2",
                               {other->name, (change > 0 ? "+" : "") + std::to_string(change)})));
    }
    for (auto &[side, change] : whileDemoralized)
        side->levelChanges.push_back(std::move(change));
    settle(state);
}

} // namespace umpire::crt
