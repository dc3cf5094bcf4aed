#pragma once

#include "morale.h"

#include <map>
#include <string>

namespace umpire::crt {

// The state of a game to judge for victory: armies' losses, points, units exited, and whether it is
// over.
struct VictoryRequest
{
    MoraleRequest morale;              // armies, with the event being judged as their losses
    std::map<std::string, int> points; // victory points by player (NLB 13.0, BMW 3.3)
    int exited = 0;                    // NAW 8.3: French units exited off the north edge
    std::string
        first; // NAW: which army reached the loss limit first, when both had before the event
    bool gameOver = false;

    static Result<VictoryRequest> fromJson(const nlohmann::json &json);
};

struct VictoryOutcome
{
    std::string status; // "won", "draw" or "undecided"
    std::string winner;
    std::string level; // BMW 3.4: "Marginal Victory", "Important Victory", "Epic Victory"
    bool automatic = false;
    MoraleOutcome morale;
    Explanation explanation;
};

// NLB 13.0-13.2, NAW 8.1-8.4, BMW 3.3-3.4 and 11.4.
Result<VictoryOutcome> judgeVictory(const VictoryRequest &request, const Ruleset &ruleset);

void to_json(nlohmann::json &json, const VictoryOutcome &outcome);

} // namespace umpire::crt
