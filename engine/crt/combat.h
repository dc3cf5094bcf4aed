#pragma once

#include "combatrequest.h"
#include "exchange.h"
#include "explanation.h"
#include "roll.h"
#include "ruleset.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// What a result obliges one side to do, with the units concerned.
struct Obligation
{
    std::string side; // "attacker" or "defender"
    std::string
        action; // "eliminate", "retreat", "mayAdvance", "loseStrength", "loseUnit", "mayRetreat"
    std::vector<std::string> units;
    std::string rule;
    std::string text;
    Message message; // the text, for a face that translates it
};

// The chance of each result on one column.
struct ColumnChances
{
    std::string column;
    bool chosen = false;
    std::vector<CombatResultsTable::Share> shares;
};

// A resolved combat: the column, the roll, the result and everything it obliges, with its
// explanation.
struct CombatOutcome
{
    std::string ruleset;
    int attackStrength = 0;
    int defenceStrength = 0;
    std::string computedOdds; // the odds before the chart's ends, shifts and reductions
    std::string column;       // the column the result was read on
    bool automatic = false;   // an automatic result: no die was needed
    std::optional<Roll> roll;
    std::string result; // the chart's code
    std::string resultName;
    std::string
        effectiveResult; // differs from result when a rule cancels it (NLB 10.3: Dr is no effect)
    std::vector<Obligation> obligations;
    std::vector<ExchangeOption> exchangeOptions;
    int exchangeLoss = 0;
    std::vector<ColumnChances> chances;
    Explanation explanation;
};

// Resolves a combat by the ruleset's procedure; BadInput for anything the rules do not allow.
Result<CombatOutcome> resolveCombat(const CombatRequest &request, const Ruleset &ruleset);

void to_json(nlohmann::json &json, const CombatOutcome &outcome);

} // namespace umpire::crt
