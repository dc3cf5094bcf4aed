#pragma once

#include "combatrequest.h"
#include "exchange.h"
#include "explanation.h"
#include "roll.h"
#include "ruleset.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire::crt {

// What a result obliges a side to do. An outcome's JSON and a combat's journal event name it
// (obligationActionName: "mayAdvance"); the engine compares the type.
enum class ObligationAction {
    Eliminate,    // the units are eliminated
    Retreat,      // each retreats, or is eliminated when it cannot
    MayRetreat,   // each may retreat
    MayAdvance,   // each may advance into the vacated hex
    NoAdvance,    // a rule bars the advance (the units held, or none)
    LoseStrength, // an exchange: the side loses at least the strength the other lost
    LoseUnit,     // the side loses one unit of its choice
    None,         // nothing happens: the result obliges nobody (side "both")
};
const char *obligationActionName(ObligationAction action);
// The action a name names, or nothing when none has that name.
std::optional<ObligationAction> obligationActionFromName(std::string_view name);
// It goes into JSON by its name, never as a number (as EventKind and Weather).
void to_json(nlohmann::json &, ObligationAction) = delete;
void from_json(const nlohmann::json &, ObligationAction &) = delete;

// What a result obliges one side to do, with the units concerned.
struct Obligation
{
    std::string side; // "attacker" or "defender"
    ObligationAction action = ObligationAction::Eliminate;
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
