#pragma once

#include "archery.h"
#include "combat.h"
#include "morale.h"
#include "reorganization.h"
#include "victory.h"

#include <ostream>

namespace umpire::cli {

// Human-readable forms of the engine's outcomes: the steps with their rules, then the result.
void printSteps(std::ostream &out, const Explanation &explanation);
void printUnverified(std::ostream &out, const Explanation &explanation);
void printCombat(std::ostream &out, const CombatOutcome &outcome, const Ruleset &ruleset);
void printMorale(std::ostream &out, const MoraleOutcome &outcome);
void printVictory(std::ostream &out, const VictoryOutcome &outcome);
void printArchery(std::ostream &out, const ArcheryOutcome &outcome);
void printReorganization(std::ostream &out, const ReorganizationOutcome &outcome);

} // namespace umpire::cli
