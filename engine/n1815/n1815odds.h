#pragma once

#include "explanation.h"
#include "n1815data.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

namespace umpire::n1815 {

class Battle;

// Beyond the box: before a battle, the chance that each side wins and the expected cohesion
// losses, from the hand sizes and the deck, under the play policy oddsPolicy() states.
struct OddsRequest
{
    int attackerCards = 0; // the active side, who attacks first
    int defenderCards = 0;
    int attackerTactical = 0; // best tactical rating present (counterattacks); 0: never succeeds
    int defenderTactical = 0;
    int attackerCorps = 1; // corps that would retreat (one cohesion each)
    int defenderCorps = 1;
    int dieFaces = 6;  // the counterattack die
    CardCounts deck{}; // the deck before the deal
    enum class Method { Auto, Exact, MonteCarlo };
    Method method = Method::Auto;
    int trials = 20000;
    // Monte Carlo stops early, with fewer trials and a wider error, once this time is spent
    // (0: no limit, so the same seed always gives the same answer).
    int timeBudgetMs = 30;
    std::uint64_t seed = 1815;
};

struct OddsResult
{
    std::string method; // "exact" or "monte carlo"
    int trials = 0;
    double attackerWins = 0, defenderWins = 0;
    double attackerLoss = 0,
           defenderLoss = 0; // expected cohesion losses: battle rounds and retreat
    double rounds = 0;
    // Monte Carlo: half-width of the 95% interval of each figure (0 when exact).
    double winsError = 0, attackerLossError = 0, defenderLossError = 0;
    std::string policy;
    Explanation explanation;
};

// The stated policy, in words, for the UI.
std::string oddsPolicy();

// Exact (every deal and every counterattack roll weighed) when the hands are small enough, or
// forced; otherwise Monte Carlo with its error. BadInput for impossible requests.
Result<OddsResult> odds(const OddsRequest &request);
// The request for a battle just dealt: its hand sizes, tactical ratings, corps and the data's deck
// (the stand-in counts are reported as unverified).
OddsRequest oddsRequestFor(const Data &data, const Battle &battle);
Result<OddsResult> oddsFor(const Data &data, const Battle &battle);

void to_json(nlohmann::json &document, const OddsResult &result);

} // namespace umpire::n1815
