#pragma once

#include "n1815data.h"
#include "n1815retreat.h"
#include "n1815state.h"
#include "result.h"
#include "roll.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace umpire {

// N1815 Combat cards: Combined Arms matches any card; only Combined Arms matches Combined Arms.
bool n1815Matches(N1815Card attack, N1815Card answer);

// A side's hand: its size, and its cards when the app dealt them from its virtual deck.
struct N1815Hand
{
    bool known = false;
    int count = 0;
    N1815CardCounts cards{};
};

// The app's virtual deck of combat cards (N1815 6), shuffled before each combat: what is left,
// drawn with the seeded generator so a journal can replay every draw.
struct N1815Deck
{
    N1815CardCounts remaining{};
    std::uint64_t seed = 0;
    std::uint64_t next = 0; // the generator's next draw
};

struct N1815CardDraw
{
    std::string side;
    N1815Card card = N1815Card::InfantryAssault;
    Roll roll; // uniform over the cards left in the deck, in the order of the card types
};

struct N1815Reinforcement
{
    std::string unit;
    std::string from;
    Roll roll;
    int rating = 0;
    bool success = false;
    int cards = 0; // cards it (and a commander it brings into play) added
};

// One round: the attacker's card, the defender's answer or refusal, then the counterattack and
// the reinforcement attempts that follow it.
struct N1815Round
{
    int number = 0;
    std::string attacker;
    N1815Card played = N1815Card::InfantryAssault;
    std::optional<N1815Card> answer; // empty: not matched (could not, or chose not to)
    bool answered = false;
    std::optional<Roll> counterattack;
    int counterattackRating = 0;
    bool automaticCounterattack = false;
    bool rolesSwapped = false;
    std::vector<N1815Reinforcement> reinforcements;
};

// Where the battle is in its procedure, i.e. which action comes next.
enum class N1815BattlePhase {
    Play,          // the attacker plays a card
    Respond,       // the defender matches or declines
    Counterattack, // the defender, having matched, may roll to counterattack
    Reinforce,     // reinforcement attempts: the upcoming attacker first, then the defender
    Losses,        // each side's battle-round losses are distributed among its corps
    Retreat,       // the loser's retreat destination is chosen
    Done           // ready to apply to the game state
};
std::string n1815BattlePhaseName(N1815BattlePhase phase);

struct N1815BattleSide
{
    std::string side;
    std::vector<std::string> units; // corps and commanders in the battle, whose cards counted
    std::vector<std::string> idle;  // commanders present without a corps of their army
    std::map<std::string, std::string> joined; // reinforcing unit -> the location it came from
    N1815Hand hand;
    int losses = 0; // battle-round cohesion losses, once the winner is known
    std::map<std::string, int> distribution;
    bool distributed = false;
};

// N1815 Combat as a guided procedure. Every action returns a new battle (or the reason it is
// refused); the battle serialises to JSON at every step so each step can be journaled.
class N1815Battle
{
  public:
    struct Options
    {
        bool virtualDeck = false; // deal from the app's deck instead of the players' own cards
        std::uint64_t seed = 0;   // the virtual deck's shuffle
    };

    // N1815 Combat: the cards dealt from corps ratings (reduced at the half-way mark), commanders
    // beside a corps of their army, +2 for the non-active side when every active corps crossed a
    // river. The battle is where the active side's corps share a town with enemy corps.
    static Result<N1815Battle> start(const N1815Data &data, const N1815State &state,
                                     const std::string &location, const Options &options);

    // The attacker plays a card.
    Result<N1815Battle> play(const N1815Data &data, const std::string &card) const;
    // The defender matches with a card, or (no card) does not match and loses the battle.
    Result<N1815Battle> respond(const N1815Data &data,
                                const std::optional<std::string> &card) const;
    // The defender who matched tries to counterattack (a roll), or does not (no roll).
    Result<N1815Battle> counterattack(const N1815Data &data, const std::optional<Roll> &roll) const;
    // A unit next to the battle tries to join it: the roll against its tactical rating.
    Result<N1815Battle> reinforce(const N1815Data &data, const N1815State &state,
                                  const std::string &unit, const Roll &roll) const;
    // The side whose turn it is to reinforce is done.
    Result<N1815Battle> endReinforcements(const N1815Data &data) const;
    // A side's battle-round losses among its corps in the battle (the owner's choice).
    Result<N1815Battle> distributeLosses(const N1815Data &data, const std::string &side,
                                         const std::map<std::string, int> &losses) const;
    // N1815 Retreats: the loser's destination, one of n1815RetreatOptions' best; empty when there
    // is none (the retreating units are then eliminated).
    Result<N1815Battle> retreat(const N1815Data &data, const N1815State &state,
                                const std::string &destination) const;
    // The battle's effects on the game: reinforcements moved in, losses, eliminations, the retreat
    // and its losses, commanders moved to their corps, the automatic victory.
    Result<N1815Change> apply(const N1815Data &data, const N1815State &state) const;

    // An action given as JSON, the form a journal stores:
    // {"action":
    // "play"|"respond"|"counterattack"|"reinforce"|"endReinforcements"|"distribute"|"retreat", ...}
    Result<N1815Battle> act(const N1815Data &data, const N1815State &state,
                            const nlohmann::json &action) const;

    // A journaled battle back, checked against the rule data (every unit, side and location known).
    static Result<N1815Battle> fromJson(const nlohmann::json &document, const N1815Data &data);

    // N1815 Combat: the suggestion for a side's losses: evenly across its corps, and between the
    // Allied and Prussian armies evenly with the extra to the army with more corps present.
    std::map<std::string, int> evenDistribution(const N1815Data &data,
                                                const std::string &side) const;
    // The best tactical rating present on a side (N1815 Combat: counterattack), and whose it is.
    std::pair<int, std::string> bestTactical(const N1815Data &data, const std::string &side) const;
    // N1815 Retreats: where the loser may go, ranked (the owner chooses among rank 0).
    std::vector<N1815RetreatOption> retreatOptions(const N1815Data &data,
                                                   const N1815State &state) const;
    // Units that may still try to reinforce now (not yet tried this round), for the side due.
    std::vector<std::string> reinforcementCandidates(const N1815Data &data,
                                                     const N1815State &state) const;

    const N1815BattleSide &sideOf(const std::string &side) const
    {
        return side == active.side ? active : other.side == side ? other : active;
    }
    const std::string &defender() const
    {
        return attacker == active.side ? other.side : active.side;
    }

    std::string location;
    N1815BattlePhase phase = N1815BattlePhase::Play;
    N1815BattleSide active; // the active player's side (the first attacker)
    N1815BattleSide other;
    std::string attacker;    // who attacks in the current (or next) round
    std::string reinforcing; // in the Reinforce phase: the side due to try
    bool riverBonus = false;
    std::optional<N1815Deck> deck;
    std::vector<N1815CardDraw> draws;
    std::vector<N1815Round> rounds;
    std::string winner, loser;
    std::optional<N1815Card> winningCard; // the unmatched card that won, if any
    std::set<std::string> activeRoads;    // N1815 Retreats: locations the active side came from
    std::optional<std::string> retreatTo; // "" = no retreat possible
    std::string retreatThrough;
    int retreatExtraLoss = 0;
    Explanation explanation;

  private:
    N1815BattleSide &mutableSide(const std::string &side)
    {
        return side == active.side ? active : other;
    }
    Result<N1815Card> drawCard(const std::string &side);
    void dealUnit(const N1815Data &data, const std::string &side, const std::string &unit,
                  int cards);
    void decide(const N1815Data &data, const std::string &winningSide, const std::string &why);
    void computeLosses(const N1815Data &data);
};

void to_json(nlohmann::json &document, const N1815Battle &battle);

// N1815 Combat: the cards a unit adds at its current cohesion (commanders: their rating).
int n1815CardsFor(const N1815Data &data, const N1815State &state, const std::string &unit,
                  Explanation *explanation = nullptr);

} // namespace umpire
