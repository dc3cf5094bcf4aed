#include "vaevictisarmy.h"

#include "requestreader.h"

#include <nlohmann/json.hpp>

namespace umpire::vv {

using nlohmann::json;

namespace {

// "corps 2 (Reille)", as a phrase the faces translate.
Message armyCorpsPhrase(const CorpsList &corps, std::size_t index)
{
    return corps.name.empty() ? msg("corps %1", {std::to_string(index + 1)})
                              : msg("corps %1 (%2)", {std::to_string(index + 1), corps.name});
}

std::string armyCorpsName(const CorpsList &corps, std::size_t index)
{
    return armyCorpsPhrase(corps, index).text();
}

std::string armyPoints(int n)
{
    return std::to_string(n) + (n == 1 ? " point" : " points");
}

Message armyPointsPhrase(int n)
{
    return n == 1 ? msg("%1 point", {std::to_string(n)}) : msg("%1 points", {std::to_string(n)});
}

// A problem of the list: `where` is "army" or a corps, `text` what to fix.
ArmyProblem armyProblem(const std::string &rule, const Message &where, const Message &text)
{
    return {rule, where.text(), text.text(), text};
}

} // namespace

Result<ArmyList> ArmyList::fromJson(const json &j)
{
    RequestReader reader(msg("Vae Victis army list"));
    if (!reader.expectObject(j, "", {"game", "name", "commanderInChief", "corps"}))
        return reader.error();
    ArmyList a;
    a.game = reader.string(j, "game", "").value_or("");
    a.name = reader.string(j, "name", "").value_or("");
    a.commanderInChief = reader.boolean(j, "commanderInChief", "").value_or(false);
    if (j.contains("corps")) {
        if (!j["corps"].is_array())
            return badInput(msg("Vae Victis army list: /corps: expected a list of corps"));
        for (std::size_t i = 0; i < j["corps"].size() && !reader.failed(); ++i) {
            const json &c = j["corps"][i];
            const std::string where = joinWhere("corps", i);
            if (!reader.expectObject(c, where, {"name", "units"}))
                break;
            CorpsList corps;
            corps.name = reader.string(c, "name", where).value_or("");
            if (c.contains("units")) {
                if (!c["units"].is_array()) {
                    reader.fail(joinWhere(where, "units"),
                                msg("expected a list of {\"unit\", \"count\"}"));
                    break;
                }
                for (std::size_t u = 0; u < c["units"].size() && !reader.failed(); ++u) {
                    const json &e = c["units"][u];
                    const std::string at = joinWhere(joinWhere(where, "units"), u);
                    if (!reader.expectObject(e, at, {"unit", "count"}))
                        break;
                    ArmyEntry entry;
                    entry.unit = reader.string(e, "unit", at).value_or("");
                    entry.count = reader.integer(e, "count", at, std::nullopt, 1000).value_or(1);
                    corps.units.push_back(entry);
                }
            }
            a.corps.push_back(corps);
        }
    }
    if (reader.failed())
        return reader.error();
    return a;
}

Result<ArmyReport> validateArmy(const ArmyList &army, const Game &game)
{
    if (!army.game.empty() && army.game != game.id)
        return badInput(
            msg("the army list is for %1 but the rules loaded are %2", {army.game, game.id}));
    const auto &rules = game.common.army;
    ArmyReport r;
    Explanation &ex = r.explanation;
    for (std::size_t c = 0; c < army.corps.size(); ++c) {
        const CorpsList &corps = army.corps[c];
        int points = 0;
        for (std::size_t i = 0; i < corps.units.size(); ++i) {
            const ArmyEntry &e = corps.units[i];
            Result<const Unit *> unit = game.requireUnit(e.unit);
            if (!unit)
                return badInput(msg("%1, line %2: %3", {armyCorpsPhrase(corps, c),
                                                        std::to_string(i + 1), unit.error().what}));
            if ((*unit)->notInArmyList) {
                std::string instead;
                for (const Unit &other : game.units)
                    if (other.dismountAs == e.unit)
                        instead = other.id;
                return badInput(
                    instead.empty()
                        ? msg("%1: %2 is not bought in an army list",
                              {armyCorpsPhrase(corps, c), (*unit)->name})
                        : msg("%1: %2 is not bought in an army list; buy %3, which dismounts "
                              "during the game",
                              {armyCorpsPhrase(corps, c), (*unit)->name, instead}));
            }
            if (e.count < 1)
                return badInput(
                    msg("%1, %2: a count of %3; give 1 or more, or remove the line",
                        {armyCorpsPhrase(corps, c), (*unit)->name, std::to_string(e.count)}));
            points += (*unit)->cost * e.count;
            r.unitCounts[e.unit] += e.count;
            game.noteUse(ex, (*unit)->provenance);
        }
        r.corpsPoints.push_back(points);
        r.totalPoints += points;
        // VV 2: each corps totals up to 36 points; generals are free.
        ex.add(rules.rule,
               armyCorpsName(corps, c) + " costs " + armyPoints(points) + " (at most " +
                   std::to_string(rules.corpsMaxPoints) + "; its general is free)",
               {}, std::to_string(points));
        if (points > rules.corpsMaxPoints)
            r.problems.push_back(armyProblem(
                rules.rule, armyCorpsPhrase(corps, c),
                msg("costs %1, %2 over the %3 allowed: remove units worth at least %2 or move them "
                    "to another corps",
                    {armyPointsPhrase(points), armyPointsPhrase(points - rules.corpsMaxPoints),
                     std::to_string(rules.corpsMaxPoints)})));
        if (corps.units.empty())
            r.problems.push_back(
                armyProblem(rules.rule, armyCorpsPhrase(corps, c),
                            msg("has no elements: add units or remove the corps")));
    }
    const int n = static_cast<int>(army.corps.size());
    if (n == 0)
        r.problems.push_back(armyProblem(rules.rule, msg("army"),
                                         msg("has no corps: add a corps of up to %1 points",
                                             {std::to_string(rules.corpsMaxPoints)})));
    // VV 2: up to four corps.
    if (n > rules.maxCorps)
        r.problems.push_back(
            armyProblem(rules.rule, msg("army"),
                        msg("has %1 corps, %2 more than the %3 allowed: remove or merge corps",
                            {std::to_string(n), std::to_string(n - rules.maxCorps),
                             std::to_string(rules.maxCorps)})));
    // VV 2: more than one corps needs a Commander-in-Chief.
    const bool needsCinC = n > rules.commanderInChiefAbove;
    ex.add(rules.rule,
           std::to_string(n) + " corps" +
               (needsCinC ? ": a Commander-in-Chief is required"
                          : ": no Commander-in-Chief is needed"),
           {}, army.commanderInChief ? "Commander-in-Chief present" : "no Commander-in-Chief");
    if (needsCinC && !army.commanderInChief)
        r.problems.push_back(armyProblem(
            rules.rule, msg("army"),
            msg("has %1 corps and so needs a Commander-in-Chief: add one (generals are free)",
                {std::to_string(n)})));
    // The sheets' per-army maxima (LG Guard Hussars 1; KR Prussians 4, artillery 2, Mitrailleuse
    // 1).
    for (const Unit &u : game.units) {
        if (!u.max)
            continue;
        const int have = r.unitCounts.count(u.id) ? r.unitCounts.at(u.id) : 0;
        const std::string rule =
            game.cite + " " + (game.cite == "LG" ? "Unit Factors" : "Fire & Melee Factors");
        ex.add(rule, u.name + ": at most " + std::to_string(*u.max) + " per army", {},
               std::to_string(have));
        if (have > *u.max)
            r.problems.push_back(
                armyProblem(rule, msg("army"),
                            msg("has %1 %2 elements, %3 over the maximum of %4 per army: remove %3",
                                {std::to_string(have), u.name, std::to_string(have - *u.max),
                                 std::to_string(*u.max)})));
    }
    r.valid = r.problems.empty();
    return r;
}

void to_json(json &doc, const ArmyReport &r)
{
    json problems = json::array();
    for (const ArmyProblem &p : r.problems)
        problems.push_back({{"rule", p.rule}, {"where", p.where}, {"message", p.message}});
    doc = {{"valid", r.valid},
           {"totalPoints", r.totalPoints},
           {"corpsPoints", r.corpsPoints},
           {"unitCounts", r.unitCounts},
           {"problems", problems},
           {"steps", r.explanation.steps},
           {"unverified", r.explanation.unverified}};
}

} // namespace umpire::vv
