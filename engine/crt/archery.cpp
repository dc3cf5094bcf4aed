#include "archery.h"

#include <nlohmann/json.hpp>

namespace umpire {

Result<ArcheryOutcome> resolveArchery(const Ruleset &ruleset, int fireFactor,
                                      bool targetDisorganized, const Roll &roll)
{
    const nlohmann::json *archery = ruleset.feature("/archery");
    if (!archery)
        return badInput(ruleset.name + " has no archery rules");
    if (fireFactor < 1)
        return badInput("fire factor " + std::to_string(fireFactor) +
                        ": expected a fire factor of at least 1");
    const std::string rule = (*archery)["rule"];
    ArcheryOutcome out;
    out.roll = roll;
    out.hit = roll.value <= fireFactor;
    out.explanation.add(rule,
                        "die " + roll.describe() + (out.hit ? " is at or under" : " is over") +
                            " the fire factor " + std::to_string(fireFactor),
                        "", out.hit ? "hit" : "no effect");
    if (out.hit && targetDisorganized)
        out.explanation.add(rule, "the target is already disorganized: no further effect");
    else if (out.hit)
        out.explanation.add(rule, "the target is flipped to its disorganized side", "ordered",
                            "disorganized");
    out.disorganized = targetDisorganized || out.hit;
    return out;
}

} // namespace umpire
