#include "reorganization.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire::crt {

Result<ReorganizationOutcome> resolveReorganization(const Ruleset &ruleset,
                                                    const ReorganizationRequest &request,
                                                    const std::optional<Roll> &roll)
{
    const nlohmann::json *rules = ruleset.feature("/reorganization");
    if (!rules)
        return badInput(msg("%1 has no reorganization rules", {ruleset.name}));
    const std::string type =
        request.unitType.empty() ? ruleset.unitTypes.front() : request.unitType;
    if (!ruleset.hasUnitType(type))
        return badInput(msg("unknown unit type \"%1\" for %2", {type, ruleset.name}));
    if (request.leader < 0)
        return badInput(
            msg("leader value %1: expected 0 or more", {std::to_string(request.leader)}));
    const std::string rule = (*rules)["rule"];
    ReorganizationOutcome out;
    const auto automaticTypes = rules->value("automaticTypes", std::vector<std::string>{});
    if (std::find(automaticTypes.begin(), automaticTypes.end(), type) != automaticTypes.end()) {
        out.automatic = true;
        out.reorganized = true;
        out.explanation.add(rules->value("automaticRule", rule),
                            type + " reorganize automatically: no die roll is needed", "disordered",
                            "ordered");
        return out;
    }
    if (!roll)
        return badInput(msg("a reorganization needs a die (--die N or --seed S)"));
    out.roll = roll;
    int total = roll->value;
    out.explanation.add(rule, "die " + roll->describe(), "", std::to_string(total));
    if (request.adjacentEnemy) {
        const int modifier = rules->value("adjacentEnemyModifier", 0);
        out.explanation.add(rule, "adjacent to enemy units: " + std::to_string(modifier),
                            std::to_string(total), std::to_string(total + modifier));
        total += modifier;
    }
    if (request.leader > 0) {
        if (!rules->value("leaderAdds", false))
            return badInput(msg("%1: leaders do not modify reorganization", {ruleset.name}));
        out.explanation.add(rule,
                            "a stacked leader adds his value +" + std::to_string(request.leader),
                            std::to_string(total), std::to_string(total + request.leader));
        total += request.leader;
    }
    const int needed = (*rules)["succeedFrom"];
    out.modified = total;
    out.reorganized = total >= needed;
    out.explanation.add(rule,
                        std::to_string(total) + (out.reorganized ? " reaches " : " is under ") +
                            std::to_string(needed) +
                            (out.reorganized ? ": the unit reorganizes" : ": it stays disordered"),
                        "disordered", out.reorganized ? "ordered" : "disordered");
    return out;
}

} // namespace umpire::crt
