#pragma once

#include "explanation.h"
#include "n1815data.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

namespace umpire {

class N1815Battle;

// Beyond the box: before a battle, the chance that each side wins and the expected cohesion
// losses, from the hand sizes and the deck, under the play policy n1815OddsPolicy states.
struct N1815OddsRequest
{
    int attackerCards = 0; // the active side, who attacks first
    int defenderCards = 0;
    int attackerTactical = 0; // best tactical rating present (counterattacks); 0: never succeeds
    int defenderTactical = 0;
    int attackerCorps = 1; // corps that would retreat (one cohesion each)
    int defenderCorps = 1;
    int dieFaces = 6;       // the counterattack die
    N1815CardCounts deck{}; // the deck before the deal
    enum class Method { Auto, Exact, MonteCarlo };
    Method method = Method::Auto;
    int trials = 20000;
    // Monte Carlo stops early, with fewer trials and a wider error, once this time is spent
    // (0: no limit, so the same seed always gives the same answer).
    int timeBudgetMs = 30;
    std::uint64_t seed = 1815;
};

struct N1815OddsResult
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
std::string n1815OddsPolicy();

// Exact (every deal and every counterattack roll weighed) when the hands are small enough, or
// forced; otherwise Monte Carlo with its error. BadInput for impossible requests.
Result<N1815OddsResult> n1815Odds(const N1815OddsRequest &request);
// The request for a battle just dealt: its hand sizes, tactical ratings, corps and the data's deck
// (the stand-in counts are reported as unverified).
N1815OddsRequest n1815OddsRequestFor(const N1815Data &data, const N1815Battle &battle);
Result<N1815OddsResult> n1815OddsFor(const N1815Data &data, const N1815Battle &battle);

void to_json(nlohmann::json &document, const N1815OddsResult &result);

} // namespace umpire
