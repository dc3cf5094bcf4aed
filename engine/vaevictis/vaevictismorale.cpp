#include "vaevictismorale.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire::vv {

using nlohmann::json;

Result<CorpsMorale> corpsMorale(const Game &game, const CorpsState &corps,
                                const std::optional<Roll> &roll)
{
    const auto &m = game.common.morale;
    if (corps.points < 1)
        return badInput(msg("%1: a corps has at least 1 point, not %2",
                            {corps.name, std::to_string(corps.points)}));
    if (corps.pointsLost < 0 || corps.pointsLost > corps.points)
        return badInput(
            msg("%1: points lost must be 0 to the corps' %2, not %3",
                {corps.name, std::to_string(corps.points), std::to_string(corps.pointsLost)}));
    if (corps.elementsLeft < 0 || corps.elementsInCommand < 0 ||
        corps.elementsInCommanderRange < 0 || corps.elementsInCommand > corps.elementsLeft ||
        corps.elementsInCommanderRange > corps.elementsLeft)
        return badInput(
            msg("%1: elements in command range cannot be more than the %2 left, nor negative",
                {corps.name, std::to_string(corps.elementsLeft)}));
    if (roll && (roll->value < 1 || roll->value > game.common.dieFaces))
        return badInput(msg("die %1 is not a face of a %2-sided die: enter 1 to %2",
                            {std::to_string(roll->value), std::to_string(game.common.dieFaces)}));
    CorpsMorale out;
    out.name = corps.name;
    // VV 9: a third of its points (12 of 36): the smallest loss that is a third or more.
    out.threshold = (corps.points * m.lossNumerator + m.lossDenominator - 1) / m.lossDenominator;
    const bool reached = corps.pointsLost * m.lossDenominator >= corps.points * m.lossNumerator;
    out.demoralised = reached || corps.alreadyDemoralised;
    out.newlyDemoralised = out.demoralised && !corps.alreadyDemoralised;
    out.explanation.add(m.rule,
                        msg("%1 has lost %2 of %3 points; demoralised at %4 (a third)",
                            {corps.name, std::to_string(corps.pointsLost),
                             std::to_string(corps.points), std::to_string(out.threshold)}),
                        std::to_string(corps.pointsLost),
                        out.demoralised ? "demoralised" : "not demoralised");
    if (!out.demoralised)
        return out;
    out.attackModifier = m.attackModifier;
    out.explanation.add(
        m.rule, msg("its units have %1 in attack, not in defence; Guard units suffer no deduction",
                    {std::to_string(m.attackModifier)}));
    if (!out.newlyDemoralised) {
        out.explanation.add(m.rule,
                            msg("already demoralised at an earlier check: no new rally roll"));
        return out;
    }
    int canRally = corps.elementsInCommand;
    if (corps.generalLost) {
        // VV 9: the corps general already destroyed: all flee; only the C-in-C may rally those
        // within his radius.
        canRally = corps.elementsInCommanderRange;
        out.explanation.add(m.rule,
                            msg("the corps general is lost: all its elements flee unless the "
                                "Commander-in-Chief rallies those within his command radius (%1)",
                                {std::to_string(canRally)}));
    }
    if (canRally > 0) {
        if (!roll)
            return badInput(msg("%1 is demoralised: roll a die for how many elements rally (%2)",
                                {corps.name, m.rule}));
        out.roll = roll;
        out.rallied = std::min(roll->value, canRally);
        out.explanation.add(
            m.rule,
            msg("rally die %1: up to %2 elements rally under orders, of the %3 "
                "within command radius",
                {roll->message(), std::to_string(roll->value), std::to_string(canRally)}),
            std::to_string(roll->value), std::to_string(out.rallied));
    }
    out.flee = corps.elementsLeft - out.rallied;
    out.explanation.add(m.rule,
                        msg("%1 elements flee towards their own base line in the movement phase, "
                            "for one turn; any leaving the table are destroyed",
                            {std::to_string(out.flee)}),
                        {}, std::to_string(out.flee));
    return out;
}

Result<BattleResult> battleResult(const Game &game, const std::vector<ArmyStatus> &armies)
{
    const auto &m = game.common.morale;
    if (armies.size() < 2)
        return badInput(msg("a battle has two sides: give both armies"));
    for (const ArmyStatus &a : armies) {
        if (a.corps < 1 || a.corps > game.common.army.maxCorps)
            return badInput(msg("%1: an army has 1 to %2 corps (%3), not %4",
                                {a.name, std::to_string(game.common.army.maxCorps),
                                 game.common.army.rule, std::to_string(a.corps)}));
        if (a.corpsDemoralised < 0 || a.corpsDemoralised > a.corps)
            return badInput(
                msg("%1: demoralised corps must be 0 to %2", {a.name, std::to_string(a.corps)}));
        if (a.points < 0 || a.pointsDestroyed < 0 || a.pointsDestroyed > a.points)
            return badInput(msg("%1: points destroyed must be 0 to the army's %2",
                                {a.name, std::to_string(a.points)}));
    }
    BattleResult r;
    r.twoCorpsBattle = armies.size() == 2 && armies[0].corps == 1 && armies[1].corps == 1;
    for (std::size_t i = 0; i < armies.size(); ++i) {
        const ArmyStatus &a = armies[i];
        bool lost = false;
        if (r.twoCorpsBattle) {
            if (a.points < 1)
                return badInput(msg("%1: give the army's points at the start", {a.name}));
            // VV 10: in a battle between two corps, the side that destroys a third of the enemy's
            // points wins.
            lost = a.pointsDestroyed * m.twoCorpsDenominator >= a.points * m.twoCorpsNumerator;
            r.explanation.add(
                m.victoryRule,
                msg("%1 has lost %2 of %3 points (a third loses a two-corps battle)",
                    {a.name, std::to_string(a.pointsDestroyed), std::to_string(a.points)}),
                {}, lost ? "beaten" : "not beaten");
        } else {
            // VV 10: an army loses when more than half of its corps are demoralised.
            lost = a.corpsDemoralised * 2 > a.corps;
            r.explanation.add(
                m.victoryRule,
                msg("%1: %2 of %3 corps demoralised (more than half loses)",
                    {a.name, std::to_string(a.corpsDemoralised), std::to_string(a.corps)}),
                {}, lost ? "beaten" : "not beaten");
        }
        if (lost)
            r.losers.push_back(a.name);
    }
    if (r.losers.size() + 1 == armies.size())
        for (const ArmyStatus &a : armies)
            if (std::find(r.losers.begin(), r.losers.end(), a.name) == r.losers.end())
                r.winners.push_back(a.name);
    if (r.losers.size() == armies.size())
        r.explanation.add(
            m.victoryRule,
            msg("every side has reached its defeat: the rules name no winner (a draw)"));
    return r;
}

void to_json(json &doc, const CorpsMorale &c)
{
    doc = {{"name", c.name},
           {"demoralised", c.demoralised},
           {"newlyDemoralised", c.newlyDemoralised},
           {"threshold", c.threshold},
           {"rallied", c.rallied},
           {"flee", c.flee},
           {"attackModifier", c.attackModifier},
           {"steps", c.explanation.steps}};
    if (c.roll)
        doc["roll"] = *c.roll;
}

void to_json(json &doc, const BattleResult &r)
{
    doc = {{"losers", r.losers},
           {"winners", r.winners},
           {"twoCorpsBattle", r.twoCorpsBattle},
           {"steps", r.explanation.steps}};
}

} // namespace umpire::vv
