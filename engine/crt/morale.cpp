#include "morale.h"

#include "requestreader.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire::crt {

using nlohmann::json;

namespace {

std::string shiftEffect(int columns, const std::string &whose)
{
    const int n = std::abs(columns);
    return whose + " attacks shift " + std::to_string(n) + (n == 1 ? " column " : " columns ") +
           (columns < 0 ? "left" : "right");
}

} // namespace

Result<MoraleRequest> MoraleRequest::fromJson(const json &j)
{
    return fromJson(j, msg("morale request"));
}

Result<MoraleRequest> MoraleRequest::fromJson(const json &j, Message what)
{
    RequestReader reader(std::move(what));
    MoraleRequest request;
    if (!reader.expectObject(j, "", {"ruleset", "armies", "phasing"}))
        return reader.error();
    request.ruleset = reader.string(j, "ruleset", "").value_or("");
    request.phasing = reader.string(j, "phasing", "").value_or("");
    if (!j.contains("armies") || !j["armies"].is_array() || j["armies"].empty()) {
        reader.fail("armies", msg("expected a non-empty list of armies"));
        return reader.error();
    }
    for (std::size_t i = 0; i < j["armies"].size() && !reader.failed(); ++i) {
        const json &a = j["armies"][i];
        const std::string where = joinWhere("armies", i);
        if (!reader.expectObject(
                a, where, {"name", "casualties", "losses", "demoralization", "disintegration"}))
            break;
        ArmyLosses army;
        army.name = reader.string(a, "name", where).value_or("");
        if (army.name.empty())
            reader.fail(joinWhere(where, "name"), msg("missing: every army needs a name"));
        army.casualties = reader.integer(a, "casualties", where, 0).value_or(0);
        army.losses = reader.integer(a, "losses", where).value_or(0);
        army.demoralizationLevel = reader.integer(a, "demoralization", where, 1);
        army.disintegrationLevel = reader.integer(a, "disintegration", where, 1);
        request.armies.push_back(army);
    }
    if (reader.failed())
        return reader.error();
    return request;
}

bool isPhasingArmy(const Ruleset &ruleset, const std::string &army, const std::string &phasing)
{
    return !phasing.empty() && ruleset.playerOf(army) == ruleset.playerOf(phasing);
}

const ArmyMorale *MoraleOutcome::army(const std::string &name) const
{
    for (const ArmyMorale &a : armies)
        if (a.name == name)
            return &a;
    return nullptr;
}

Result<MoraleOutcome> evaluateMorale(const MoraleRequest &request, const Ruleset &ruleset)
{
    MoraleOutcome out;
    Explanation &ex = out.explanation;
    const json *dem = ruleset.feature("/morale/demoralization");
    const json *dis = ruleset.feature("/morale/disintegration");
    const std::string demRule =
        dem ? std::string((*dem)["rule"]) : ruleset.cite + " (no demoralization rule)";
    const bool recovery = dem && dem->contains("recovery");

    std::vector<std::string> names;
    for (const ArmyLosses &a : request.armies) {
        if (std::find(names.begin(), names.end(), a.name) != names.end())
            return badInput(msg("army \"%1\" is listed twice", {a.name}));
        names.push_back(a.name);
        if (!ruleset.sides.empty() &&
            std::find(ruleset.sides.begin(), ruleset.sides.end(), a.name) == ruleset.sides.end()) {
            std::string sides;
            for (const std::string &s : ruleset.sides)
                sides += (sides.empty() ? "" : ", ") + s;
            return badInput(
                msg("unknown army \"%1\" for %2: armies are %3", {a.name, ruleset.name, sides}));
        }
    }
    const bool phasingKnown = std::any_of(names.begin(), names.end(), [&](const std::string &army) {
        return isPhasingArmy(ruleset, army, request.phasing);
    });
    if (!request.phasing.empty() && !phasingKnown)
        return badInput(
            msg("the phasing player \"%1\" commands none of the armies given", {request.phasing}));

    for (const ArmyLosses &a : request.armies) {
        ArmyMorale m;
        m.name = a.name;
        m.before = a.casualties;
        m.after = a.casualties + a.losses;
        if (m.after < 0)
            return badInput(msg("%1: %2 rallied is more than the %3 eliminated",
                                {a.name, std::to_string(-a.losses), std::to_string(a.casualties)}));
        if (a.losses < 0 && !recovery)
            return badInput(msg("%1: losses of %2: in %3 eliminated units do not come back, so "
                                "casualties only grow",
                                {a.name, std::to_string(a.losses), ruleset.name}));
        const json *armies =
            dem ? (dem->contains("armies") ? &(*dem)["armies"] : nullptr) : nullptr;
        const bool canDemoralize =
            dem && (!armies || std::find(armies->begin(), armies->end(), a.name) != armies->end());
        if (!canDemoralize && a.demoralizationLevel)
            return badInput(
                msg("%1: the %2 army is never demoralized, so it has no demoralization level",
                    {demRule, a.name}));
        m.demoralizationLevel = a.demoralizationLevel;
        if (!m.demoralizationLevel && canDemoralize && dem->contains("levels") &&
            (*dem)["levels"].contains(a.name))
            m.demoralizationLevel = (*dem)["levels"][a.name].get<int>();
        if (a.disintegrationLevel && !dis)
            return badInput(msg("%1 has no disintegration rule", {ruleset.name}));
        m.disintegrationLevel = a.disintegrationLevel;

        if (!canDemoralize) {
            ex.add(demRule, "the " + a.name + " army is never demoralized",
                   std::to_string(m.before), std::to_string(m.after));
        } else if (!m.demoralizationLevel) {
            ex.add(demRule,
                   a.name + " has no demoralization level given (set by the battle's own rules): "
                            "not judged",
                   std::to_string(m.before), std::to_string(m.after));
        } else {
            const int level = *m.demoralizationLevel;
            m.demoralizedBefore = m.before >= level;
            m.demoralized = m.after >= level;
            std::string text =
                a.name + " casualty level against demoralization level " + std::to_string(level);
            if (m.demoralized && !m.demoralizedBefore)
                text += ": reached, the army is demoralized";
            else if (m.demoralized)
                text += ": still demoralized";
            else if (m.demoralizedBefore)
                text += ": back under the level, the army recovers from demoralization";
            else
                text += ": not demoralized";
            ex.add(m.demoralizedBefore && !m.demoralized ? std::string((*dem)["recovery"]["rule"])
                                                         : demRule,
                   text, std::to_string(m.before), std::to_string(m.after));
            if (m.demoralized) {
                if (dem->contains("noAdvance"))
                    m.effects.push_back("its units may not advance after combat (" +
                                        std::string((*dem)["noAdvance"]["rule"]) + ")");
                if (const int own = dem->value("ownAttackShift", 0))
                    m.effects.push_back(shiftEffect(own, "its") + " (" + demRule + ")");
                if (const int enemy = dem->value("enemyAttackShift", 0))
                    m.effects.push_back(shiftEffect(enemy, "enemy") + " (" + demRule + ")");
            }
        }
        if (m.disintegrationLevel) {
            const int level = *m.disintegrationLevel;
            m.disintegratedBefore = m.before >= level;
            m.disintegrated = m.after >= level;
            ex.add(std::string((*dis)["rule"]),
                   a.name + " casualty level against disintegration level " +
                       std::to_string(level) +
                       (m.disintegrated ? ": the army disintegrates" : ": not disintegrated"),
                   std::to_string(m.before), std::to_string(m.after));
            if (dis->value("verified", true) == false)
                ex.addUnverified(ruleset.unverifiedAt("/morale/disintegration"));
        }
        out.armies.push_back(m);
    }

    std::vector<const ArmyMorale *> newly;
    for (const ArmyMorale &m : out.armies)
        if (m.demoralized && !m.demoralizedBefore)
            newly.push_back(&m);
    if (newly.size() > 1 && dem->contains("simultaneous")) {
        if (request.phasing.empty())
            return badInput(msg("several armies reach their demoralization levels at the same "
                                "instant: give the phasing player (--phasing) so %1 can say which "
                                "is demoralized first",
                                {demRule}));
        const bool nonPhasingFirst = (*dem)["simultaneous"] == "nonPhasingFirst";
        std::stable_partition(newly.begin(), newly.end(), [&](const ArmyMorale *m) {
            return isPhasingArmy(ruleset, m->name, request.phasing) != nonPhasingFirst;
        });
        std::string order;
        for (const ArmyMorale *m : newly)
            order += (order.empty() ? "" : ", then ") + m->name;
        ex.add(demRule, std::string("armies demoralized at the same instant: the ") +
                            (nonPhasingFirst ? "non-phasing" : "phasing") +
                            " player's army counts first: " + order);
    }
    for (const ArmyMorale *m : newly)
        out.newlyDemoralized.push_back(m->name);
    for (const ArmyMorale &m : out.armies)
        if (m.disintegrated && !m.disintegratedBefore)
            out.newlyDisintegrated.push_back(m.name);
    return out;
}

void to_json(json &out, const MoraleOutcome &o)
{
    out = json::object();
    out["armies"] = json::array();
    for (const ArmyMorale &m : o.armies) {
        json a = {{"name", m.name},
                  {"before", m.before},
                  {"after", m.after},
                  {"demoralizationLevel",
                   m.demoralizationLevel ? json(*m.demoralizationLevel) : json(nullptr)},
                  {"disintegrationLevel",
                   m.disintegrationLevel ? json(*m.disintegrationLevel) : json(nullptr)},
                  {"demoralizedBefore", m.demoralizedBefore},
                  {"demoralized", m.demoralized},
                  {"recovered", m.demoralizedBefore && !m.demoralized},
                  {"disintegrated", m.disintegrated},
                  {"effects", m.effects}};
        out["armies"].push_back(a);
    }
    out["newlyDemoralized"] = o.newlyDemoralized;
    out["newlyDisintegrated"] = o.newlyDisintegrated;
    out["steps"] = o.explanation.steps;
    out["unverified"] = o.explanation.unverified;
}

} // namespace umpire::crt
