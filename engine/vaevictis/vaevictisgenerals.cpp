#include "vaevictisgenerals.h"

#include "vaevictisscale.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace umpire::vv {

using nlohmann::json;

namespace {

Result<Ok> generalsCheckDie(const Game &game, const Roll &roll)
{
    if (roll.value < 1 || roll.value > game.common.dieFaces)
        return badInput(msg("die %1 is not a face of a %2-sided die: enter 1 to %2",
                            {std::to_string(roll.value), std::to_string(game.common.dieFaces)}));
    return Ok{};
}

std::string generalsSigned(int value)
{
    return (value > 0 ? "+" : "") + std::to_string(value);
}

} // namespace

Result<GeneralQuality> generalQuality(const Game &game, const Roll &roll)
{
    if (Result<Ok> die = generalsCheckDie(game, roll); !die)
        return die.error();
    const auto &g = game.common.generals;
    for (const Quality &q : g.qualities)
        if (roll.value >= q.from && roll.value <= q.to) {
            GeneralQuality out{roll, q.id, q.name, q.activationModifier, {}};
            // VV 4.2: 1 mediocre, 2-5 average, 6 good.
            out.explanation.add(g.qualityRule,
                                "quality roll " + roll.describe() + ": " + std::to_string(q.from) +
                                    (q.to != q.from ? "-" + std::to_string(q.to) : std::string()) +
                                    " is " + q.name,
                                std::to_string(roll.value), q.name);
            return out;
        }
    return badData(msg("%1: at /generals/qualities: no quality for die %2",
                       {game.common.path, std::to_string(roll.value)}));
}

Result<Activation> activationPoints(const Game &game, const std::string &quality, const Roll &roll)
{
    if (Result<Ok> die = generalsCheckDie(game, roll); !die)
        return die.error();
    const auto &g = game.common.generals;
    const Quality *q = nullptr;
    std::string known;
    for (const Quality &candidate : g.qualities) {
        known += (known.empty() ? "" : ", ") + candidate.id;
        if (candidate.id == quality)
            q = &candidate;
    }
    if (!q)
        return badInput(
            msg("unknown general quality \"%1\": give %2 (%3)", {quality, known, g.qualityRule}));
    Activation a;
    a.roll = roll;
    a.quality = q->id;
    a.modifier = q->activationModifier;
    const int raw = roll.value + a.modifier;
    a.points = std::max(raw, g.minimumActivation);
    // VV 5.1: d6, mediocre -1 AP, good +1 AP.
    a.explanation.add(g.activationRule,
                      "activation die " + roll.describe() + ", " + q->name + " general " +
                          generalsSigned(a.modifier),
                      std::to_string(roll.value), std::to_string(raw));
    if (raw < g.minimumActivation)
        // VV 5.1: the minimum APs per general is 1.
        a.explanation.add(g.activationRule,
                          "the minimum per general is " + std::to_string(g.minimumActivation) +
                              " AP",
                          std::to_string(raw), std::to_string(a.points));
    return a;
}

Result<TakeOver> commanderInChiefTakesOver(const Game &game, int commanderPoints, int generalPoints,
                                           double pacesToTroops)
{
    if (commanderPoints < 0 || generalPoints < 0)
        return badInput(msg("activation points cannot be negative"));
    if (!std::isfinite(pacesToTroops) || pacesToTroops < 0)
        return badInput(
            msg("a distance cannot be negative: %1 paces", {numberText(pacesToTroops)}));
    const auto &g = game.common.generals;
    TakeOver t;
    t.troopsInReach = pacesToTroops <= g.takeOverPaces;
    t.mayTakeOver = commanderPoints > generalPoints && t.troopsInReach;
    // VV 5.1: a higher score lets the C-in-C command that corps' troops within 600 paces of him.
    t.explanation.add(g.takeOverRule,
                      "Commander-in-Chief " + std::to_string(commanderPoints) +
                          " AP against the corps general's " + std::to_string(generalPoints) +
                          (commanderPoints > generalPoints ? ": higher" : ": not higher") +
                          "; troops " + numberText(pacesToTroops) + " paces away (" +
                          std::to_string(g.takeOverPaces) + " at most)",
                      {}, t.mayTakeOver ? "may take command" : "may not take command");
    game.noteUse(t.explanation, g.takeOverCompares);
    return t;
}

GeneralLoss generalLoss(const Game &game, bool contiguous)
{
    GeneralLoss l;
    l.lost = contiguous;
    const std::string &rule = game.common.generals.lossRule;
    if (!contiguous) {
        l.explanation.add(rule, "the general does not touch the destroyed element: he survives");
        return l;
    }
    // VV 2: eliminated if contiguous with an element destroyed by combat; his corps is out of
    // command.
    l.explanation.add(rule,
                      "the general touched an element destroyed by combat: killed or captured");
    l.consequences.push_back("every tactical move of his corps costs " +
                             std::to_string(game.common.command.outOfCommandCost) +
                             " AP, as out of command range (" + rule + ", " +
                             game.common.command.rule + ")");
    l.consequences.push_back(
        "if the corps is demoralised, all its elements flee; only the Commander-in-Chief may rally "
        "those within his command radius (" +
        game.common.morale.rule + ")");
    return l;
}

void to_json(json &doc, const GeneralQuality &q)
{
    doc = {{"roll", q.roll},
           {"quality", q.quality},
           {"name", q.name},
           {"activationModifier", q.activationModifier},
           {"steps", q.explanation.steps}};
}

void to_json(json &doc, const Activation &a)
{
    doc = {{"roll", a.roll},
           {"quality", a.quality},
           {"modifier", a.modifier},
           {"points", a.points},
           {"steps", a.explanation.steps}};
}

void to_json(json &doc, const TakeOver &t)
{
    doc = {{"mayTakeOver", t.mayTakeOver},
           {"troopsInReach", t.troopsInReach},
           {"steps", t.explanation.steps},
           {"unverified", t.explanation.unverified}};
}

void to_json(json &doc, const GeneralLoss &l)
{
    doc = {{"lost", l.lost}, {"consequences", l.consequences}, {"steps", l.explanation.steps}};
}

} // namespace umpire::vv
