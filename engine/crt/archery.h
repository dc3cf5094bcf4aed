#pragma once

#include "explanation.h"
#include "roll.h"
#include "ruleset.h"

namespace umpire::crt {

struct ArcheryOutcome
{
    Roll roll;
    bool hit = false;
    bool disorganized = false; // the target's state afterwards
    Explanation explanation;
};

// BMW 6.2: a roll at or under the fire factor hits and disorganizes; a disorganized target suffers
// nothing more.
Result<ArcheryOutcome> resolveArchery(const Ruleset &ruleset, int fireFactor,
                                      bool targetDisorganized, const Roll &roll);

} // namespace umpire::crt
