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
void printCombat(std::ostream &out, const crt::CombatOutcome &outcome, const crt::Ruleset &ruleset);
void printMorale(std::ostream &out, const crt::MoraleOutcome &outcome);
void printVictory(std::ostream &out, const crt::VictoryOutcome &outcome);
void printArchery(std::ostream &out, const crt::ArcheryOutcome &outcome);
void printReorganization(std::ostream &out, const crt::ReorganizationOutcome &outcome);

} // namespace umpire::cli
