#include "n1815odds.h"

#include "n1815battle.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <nlohmann/json.hpp>
#include <numeric>

namespace umpire::n1815 {

namespace {

using Counts = CardCounts;

// The attacker's preference among cards equally hard to match: win with a Cavalry Charge (one
// more loss to the loser), never by choice with a Skirmish (one less).
constexpr int oddsTieOrder[cardTypes] = {
    static_cast<int>(Card::CavalryCharge),   static_cast<int>(Card::GrandBattery),
    static_cast<int>(Card::InfantryAssault), static_cast<int>(Card::CombinedArms),
    static_cast<int>(Card::CounterAttack),   static_cast<int>(Card::Skirmish)};
constexpr int oddsCA = static_cast<int>(Card::CombinedArms);
constexpr int oddsCounter = static_cast<int>(Card::CounterAttack);

int oddsTotal(const Counts &c)
{
    return std::accumulate(c.begin(), c.end(), 0);
}

// Policy: the card the fewest unseen cards could match.
int oddsAttackCard(const Counts &hand, const Counts &unseen)
{
    int best = -1, bestMatchers = 0;
    for (int type : oddsTieOrder) {
        if (hand[type] == 0)
            continue;
        const int matchers = unseen[type] + (type == oddsCA ? 0 : unseen[oddsCA]);
        if (best < 0 || matchers < bestMatchers) {
            best = type;
            bestMatchers = matchers;
        }
    }
    return best;
}

// Policy: match whenever possible, with the same card, Combined Arms only when it must.
int oddsAnswer(const Counts &hand, int attack)
{
    if (hand[attack] > 0)
        return attack;
    if (attack != oddsCA && hand[oddsCA] > 0)
        return oddsCA;
    return -1;
}

struct OddsSums
{
    double weight = 0, aWins = 0, lossA = 0, lossB = 0, rounds = 0;
    double lossA2 = 0, lossB2 = 0;
};

struct OddsBattle
{
    const OddsRequest &req;
    Counts unseenA{}, unseenB{};

    // A is the first attacker. One terminal outcome, weighted.
    void finish(OddsSums &sums, double weight, bool aWins, int rounds, int winningCard) const
    {
        int loser = rounds;
        if (winningCard == static_cast<int>(Card::Skirmish))
            loser = std::max(0, rounds - 1);
        else if (winningCard == static_cast<int>(Card::CavalryCharge))
            loser = rounds + 1;
        const int winner = loser / 2;
        const double lossA = aWins ? winner : loser + req.attackerCorps;
        const double lossB = aWins ? loser + req.defenderCorps : winner;
        sums.weight += weight;
        sums.aWins += aWins ? weight : 0;
        sums.lossA += weight * lossA;
        sums.lossB += weight * lossB;
        sums.lossA2 += weight * lossA * lossA;
        sums.lossB2 += weight * lossB * lossB;
        sums.rounds += weight * rounds;
    }

    // Every counterattack roll weighed (exact), or drawn from `coin` (Monte Carlo).
    template <typename Coin>
    void play(Counts a, Counts b, bool aAttacks, int rounds, double weight, OddsSums &sums,
              Coin &&coin) const
    {
        int totalA = oddsTotal(a), totalB = oddsTotal(b);
        const double pA =
            static_cast<double>(req.attackerTactical) / req.dieFaces; // A counterattacks
        const double pB = static_cast<double>(req.defenderTactical) / req.dieFaces;
        for (;;) {
            Counts &att = aAttacks ? a : b;
            Counts &def = aAttacks ? b : a;
            int &attTotal = aAttacks ? totalA : totalB;
            int &defTotal = aAttacks ? totalB : totalA;
            if (attTotal == 0)
                return finish(sums, weight, !aAttacks, rounds, -1);
            const int card = oddsAttackCard(att, aAttacks ? unseenA : unseenB);
            --att[card];
            --attTotal;
            ++rounds;
            const int answer = oddsAnswer(def, card);
            if (answer < 0)
                return finish(sums, weight, aAttacks, rounds, card);
            --def[answer];
            --defTotal;
            if (attTotal == 0)
                return finish(sums, weight, !aAttacks, rounds, -1);
            if (card == oddsCounter && answer == oddsCounter) {
                aAttacks = !aAttacks;
                continue;
            }
            const double p = aAttacks ? pB : pA;
            if (p <= 0)
                continue;
            if (p >= 1) {
                aAttacks = !aAttacks;
                continue;
            }
            if constexpr (std::is_same_v<std::decay_t<Coin>, std::nullptr_t>) {
                play(a, b, !aAttacks, rounds, weight * p, sums, coin);
                weight *= 1 - p;
            } else if (coin(p)) {
                aAttacks = !aAttacks;
            }
        }
    }
};

// Every hand of n cards from the deck, with its hypergeometric probability.
void oddsHands(const Counts &deck, int n, int type, Counts &hand, double ways,
               std::vector<std::pair<Counts, double>> &out)
{
    if (type == cardTypes - 1) {
        if (n > deck[type])
            return;
        hand[type] = n;
        out.push_back({hand, ways * std::exp(std::lgamma(deck[type] + 1.0) - std::lgamma(n + 1.0) -
                                             std::lgamma(deck[type] - n + 1.0))});
        return;
    }
    for (int k = 0; k <= std::min(n, deck[type]); ++k) {
        hand[type] = k;
        oddsHands(deck, n - k, type + 1, hand,
                  ways * std::exp(std::lgamma(deck[type] + 1.0) - std::lgamma(k + 1.0) -
                                  std::lgamma(deck[type] - k + 1.0)),
                  out);
    }
}

std::vector<std::pair<Counts, double>> oddsAllHands(const Counts &deck, int n)
{
    std::vector<std::pair<Counts, double>> out;
    Counts hand{};
    oddsHands(deck, n, 0, hand, 1.0, out);
    const double total = std::accumulate(out.begin(), out.end(), 0.0,
                                         [](double s, const auto &h) { return s + h.second; });
    for (auto &h : out)
        h.second /= total;
    return out;
}

// How many different hands of n cards the deck can deal (counted, not listed).
double oddsHandCount(const Counts &deck, int n)
{
    std::vector<double> ways(n + 1, 0.0);
    ways[0] = 1;
    for (int type = 0; type < cardTypes; ++type) {
        std::vector<double> next(n + 1, 0.0);
        for (int have = 0; have <= n; ++have)
            for (int k = 0; k <= deck[type] && have + k <= n; ++k)
                next[have + k] += ways[have];
        ways = next;
    }
    return ways[n];
}

// SplitMix64: quick, and the same on every platform for a seed.
struct OddsRng
{
    std::uint64_t state;
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>((next() >> 11) % static_cast<std::uint64_t>(n)); }
    double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }
};

Counts oddsDeal(Counts &deck, int n, OddsRng &rng)
{
    Counts hand{};
    int left = oddsTotal(deck);
    for (int i = 0; i < n && left > 0; ++i, --left) {
        int index = rng.below(left);
        int type = 0;
        while (index >= deck[type])
            index -= deck[type++];
        --deck[type];
        ++hand[type];
    }
    return hand;
}

Counts oddsMinus(const Counts &deck, const Counts &hand)
{
    Counts out{};
    for (int i = 0; i < cardTypes; ++i)
        out[i] = deck[i] - hand[i];
    return out;
}

} // namespace

std::string oddsPolicy()
{
    return "The attacker plays the card that the fewest cards he cannot see could match (his own "
           "hand taken out of "
           "the deck), preferring Cavalry Charge, Grand Battery, Infantry Assault, Combined Arms, "
           "Counter Attack and "
           "Skirmish in that order; the defender always matches when he can, with the same card "
           "before Combined Arms, "
           "and always tries to counterattack; nobody reinforces.";
}

Result<OddsResult> odds(const OddsRequest &req)
{
    const int deckTotal = oddsTotal(req.deck);
    for (int c : req.deck)
        if (c < 0)
            return badInput(msg("a card count in the deck is negative"));
    if (req.attackerCards < 0 || req.defenderCards < 0)
        return badInput(msg("a hand cannot hold fewer than 0 cards"));
    if (req.attackerCards + req.defenderCards > deckTotal)
        return badInput(msg("the hands (%1 and %2 cards) need more cards than the deck holds (%3)",
                            {std::to_string(req.attackerCards), std::to_string(req.defenderCards),
                             std::to_string(deckTotal)}));
    if (req.attackerCorps < 0 || req.defenderCorps < 0)
        return badInput(msg("a side cannot have fewer than 0 corps"));
    if (req.dieFaces < 1)
        return badInput(msg("the counterattack die needs at least one face"));
    if (req.trials < 1 || req.trials > 10000000)
        return badInput(
            msg("Monte Carlo trials: 1 to 10000000, not %1", {std::to_string(req.trials)}));

    OddsResult result;
    result.policy = oddsPolicy();
    OddsSums sums;
    bool exact = req.method == OddsRequest::Method::Exact;
    std::vector<std::pair<Counts, double>> handsA;
    if (req.method != OddsRequest::Method::MonteCarlo) {
        // Exact when the deals to weigh are few enough to stay well under the 50 ms budget.
        const double pairs =
            oddsHandCount(req.deck, req.attackerCards) * oddsHandCount(req.deck, req.defenderCards);
        if (req.method == OddsRequest::Method::Auto)
            exact = pairs <= 4000;
        else if (pairs > 5e6)
            return badInput(msg(
                "an exact answer for %1 against %2 cards weighs too many deals; use Monte Carlo",
                {std::to_string(req.attackerCards), std::to_string(req.defenderCards)}));
    }
    if (exact) {
        handsA = oddsAllHands(req.deck, req.attackerCards);
        for (const auto &[a, pa] : handsA) {
            const Counts rest = oddsMinus(req.deck, a);
            for (const auto &[b, pb] : oddsAllHands(rest, req.defenderCards)) {
                OddsBattle battle{req, oddsMinus(req.deck, a), oddsMinus(req.deck, b)};
                battle.play(a, b, true, 0, pa * pb, sums, nullptr);
            }
        }
        result.method = "exact";
    } else {
        OddsRng rng{req.seed};
        auto coin = [&](double p) { return rng.unit() < p; };
        const auto started = std::chrono::steady_clock::now();
        int t = 0;
        for (; t < req.trials; ++t) {
            if (req.timeBudgetMs > 0 && t % 250 == 249 &&
                std::chrono::steady_clock::now() - started >
                    std::chrono::milliseconds(req.timeBudgetMs))
                break;
            Counts deck = req.deck;
            const Counts a = oddsDeal(deck, req.attackerCards, rng);
            const Counts b = oddsDeal(deck, req.defenderCards, rng);
            OddsBattle battle{req, oddsMinus(req.deck, a), oddsMinus(req.deck, b)};
            battle.play(a, b, true, 0, 1.0, sums, coin);
        }
        result.method = "monte carlo";
        result.trials = t;
    }
    const double w = sums.weight > 0 ? sums.weight : 1;
    result.attackerWins = sums.aWins / w;
    result.defenderWins = 1 - result.attackerWins;
    result.attackerLoss = sums.lossA / w;
    result.defenderLoss = sums.lossB / w;
    result.rounds = sums.rounds / w;
    if (!exact) {
        const double n = result.trials;
        const double z = 1.96;
        result.winsError = z * std::sqrt(result.attackerWins * (1 - result.attackerWins) / n);
        const double varA =
            std::max(0.0, sums.lossA2 / w - result.attackerLoss * result.attackerLoss);
        const double varB =
            std::max(0.0, sums.lossB2 / w - result.defenderLoss * result.defenderLoss);
        result.attackerLossError = z * std::sqrt(varA / n);
        result.defenderLossError = z * std::sqrt(varB / n);
    }
    auto pct = [](double p) {
        char text[32];
        std::snprintf(text, sizeof text, "%.1f%%", 100 * p);
        return std::string(text);
    };
    if (exact) {
        result.explanation.add(
            "N1815 Combat",
            msg("%1 cards against %2 (%3)", {std::to_string(req.attackerCards),
                                             std::to_string(req.defenderCards), result.method}));
        result.explanation.add("N1815 Combat",
                               msg("the attacker wins %1 under the stated policy: %2",
                                   {pct(result.attackerWins), result.policy}));
    } else {
        result.explanation.add("N1815 Combat", msg("%1 cards against %2 (%3, %4 battles)",
                                                   {std::to_string(req.attackerCards),
                                                    std::to_string(req.defenderCards),
                                                    result.method, std::to_string(result.trials)}));
        result.explanation.add(
            "N1815 Combat", msg("the attacker wins %1 +/- %2 under the stated policy: %3",
                                {pct(result.attackerWins), pct(result.winsError), result.policy}));
    }
    return result;
}

OddsRequest oddsRequestFor(const Data &data, const Battle &battle)
{
    OddsRequest req;
    const BattleSide &att = battle.sideOf(battle.attacker);
    const BattleSide &def = battle.sideOf(battle.defender());
    req.attackerCards = att.hand.count;
    req.defenderCards = def.hand.count;
    req.attackerTactical = battle.bestTactical(data, att.side).first;
    req.defenderTactical = battle.bestTactical(data, def.side).first;
    auto corps = [&](const BattleSide &s) {
        return static_cast<int>(
            std::count_if(s.units.begin(), s.units.end(),
                          [&](const std::string &u) { return data.unit(u)->isCorps(); }));
    };
    req.attackerCorps = corps(att);
    req.defenderCorps = corps(def);
    req.dieFaces = data.counterattackDie;
    for (int i = 0; i < cardTypes; ++i)
        req.deck[i] = data.deck[i].value;
    return req;
}

Result<OddsResult> oddsFor(const Data &data, const Battle &battle)
{
    Result<OddsResult> r = odds(oddsRequestFor(data, battle));
    if (!r)
        return r;
    for (int i = 0; i < cardTypes; ++i)
        data.use(r->explanation, data.deck[i],
                 "number of " + cardName(static_cast<Card>(i)) + " cards in the deck");
    for (const std::string &side : {battle.attacker, battle.defender()}) {
        const std::string who = battle.bestTactical(data, side).second;
        if (const Unit *u = data.unit(who))
            data.use(r->explanation, u->tactical, u->label() + " tactical rating");
    }
    return r;
}

void to_json(nlohmann::json &doc, const OddsResult &r)
{
    doc = {{"method", r.method},
           {"trials", r.trials},
           {"attackerWins", r.attackerWins},
           {"defenderWins", r.defenderWins},
           {"attackerLoss", r.attackerLoss},
           {"defenderLoss", r.defenderLoss},
           {"rounds", r.rounds},
           {"winsError", r.winsError},
           {"attackerLossError", r.attackerLossError},
           {"defenderLossError", r.defenderLossError},
           {"policy", r.policy},
           {"steps", r.explanation.steps},
           {"unverified", r.explanation.unverified}};
}

} // namespace umpire::n1815
