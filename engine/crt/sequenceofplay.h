#pragma once

#include "ruleset.h"

#include <string>
#include <vector>

namespace umpire::crt {

// One step of a game turn: a phase, whose it is, and the rule that sets it.
struct SequenceStep
{
    std::string phase;
    std::string player; // the phasing player; empty for steps outside the player turns
    std::string who;    // "phasing", "passive" or "both"
    std::string rule;
    std::string text;
};

// NLB 4.1, BMW 3.2: the steps of one game turn, the players' turns in the order given.
std::vector<SequenceStep> turnSequence(const Ruleset &ruleset,
                                       const std::vector<std::string> &playersInOrder);
// The same from any rule file's "sequenceOfPlay" section (N1815 8 in n1815.json, VV 4.1 in
// vaevictis/common.json), checked by that file's schema.
std::vector<SequenceStep> turnSequence(const nlohmann::json &sequenceOfPlay,
                                       const std::vector<std::string> &playersInOrder);

// Who plays in what order when nothing says otherwise: the ruleset's players (in its order) who
// command one of these sides, else the sides themselves.
std::vector<std::string> defaultPlayerOrder(const Ruleset &ruleset,
                                            const std::vector<std::string> &sides);

// "French Combat (NLB 4.1 B)".
std::string describeStep(const SequenceStep &step);

} // namespace umpire::crt
