#pragma once

#include "explanation.h"
#include "roll.h"
#include "ruleset.h"

#include <optional>
#include <string>

namespace umpire::crt {

struct ReorganizationRequest
{
    std::string unitType;
    bool adjacentEnemy = false;
    int leader = 0; // value of a leader stacked with the unit
};

struct ReorganizationOutcome
{
    std::optional<Roll> roll; // none when automatic
    int modified = 0;
    bool reorganized = false;
    bool automatic = false;
    Explanation explanation;
};

// BMW 11.1: a disordered unit reorganizes on 5-6, -1 next to the enemy, plus a stacked leader's
// value; BMW 9.4: horse archers reorganize automatically.
Result<ReorganizationOutcome> resolveReorganization(const Ruleset &ruleset,
                                                    const ReorganizationRequest &request,
                                                    const std::optional<Roll> &roll);

} // namespace umpire::crt
