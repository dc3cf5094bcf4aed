#include "archery.h"

#include <nlohmann/json.hpp>

namespace umpire::crt {

Result<ArcheryOutcome> resolveArchery(const Ruleset &ruleset, int fireFactor,
                                      bool targetDisorganized, const Roll &roll)
{
    const nlohmann::json *archery = ruleset.feature("/archery");
    if (!archery)
        return badInput(msg("%1 has no archery rules", {ruleset.name}));
    if (fireFactor < 1)
        return badInput(msg("fire factor %1: expected a fire factor of at least 1",
                            {std::to_string(fireFactor)}));
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

} // namespace umpire::crt
