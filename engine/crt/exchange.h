#pragma once

#include "combatrequest.h"

#include <string>
#include <vector>

namespace umpire::crt {

// One way for the attacker to meet an exchange: units whose printed strengths reach the loss.
struct ExchangeOption
{
    std::vector<std::string> units;
    int strength = 0;
    int excess = 0; // strength beyond the loss
};

// NLB 7.83: the sets of eligible attackers whose printed strengths at least equal `loss`, none of
// which could drop a unit and still reach it; least excess first, then fewest units. When all the
// eligible units together fall short, the one option is all of them.
std::vector<ExchangeOption> exchangeOptions(const std::vector<CombatUnit> &eligible, int loss,
                                            std::size_t maxOptions = 10);

// The most units exchangeOptions enumerates sets of; beyond it only the best set by a greedy
// choice.
constexpr std::size_t maxExchangeUnits = 20;

} // namespace umpire::crt
