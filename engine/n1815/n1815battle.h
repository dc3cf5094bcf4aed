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

namespace umpire::n1815 {

// N1815 Combat cards: Combined Arms matches any card; only Combined Arms matches Combined Arms.
bool matches(Card attack, Card answer);

// A side's hand: its size, and its cards when the app dealt them from its virtual deck.
struct Hand
{
    bool known = false;
    int count = 0;
    CardCounts cards{};
};

// The app's virtual deck of combat cards (N1815 6), shuffled before each combat: what is left,
// drawn with the seeded generator so a journal can replay every draw.
struct Deck
{
    CardCounts remaining{};
    std::uint64_t seed = 0;
    std::uint64_t next = 0; // the generator's next draw
};

struct CardDraw
{
    std::string side;
    Card card = Card::InfantryAssault;
    Roll roll; // uniform over the cards left in the deck, in the order of the card types
};

struct Reinforcement
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
struct Round
{
    int number = 0;
    std::string attacker;
    Card played = Card::InfantryAssault;
    std::optional<Card> answer; // empty: not matched (could not, or chose not to)
    bool answered = false;
    std::optional<Roll> counterattack;
    int counterattackRating = 0;
    bool automaticCounterattack = false;
    bool rolesSwapped = false;
    std::vector<Reinforcement> reinforcements;
};

// Where the battle is in its procedure, i.e. which action comes next.
enum class BattlePhase {
    Play,          // the attacker plays a card
    Respond,       // the defender matches or declines
    Counterattack, // the defender, having matched, may roll to counterattack
    Reinforce,     // reinforcement attempts: the upcoming attacker first, then the defender
    Losses,        // each side's battle-round losses are distributed among its corps
    Retreat,       // the loser's retreat destination is chosen
    Done           // ready to apply to the game state
};
std::string battlePhaseName(BattlePhase phase);

struct BattleSide
{
    std::string side;
    std::vector<std::string> units; // corps and commanders in the battle, whose cards counted
    std::vector<std::string> idle;  // commanders present without a corps of their army
    std::map<std::string, std::string> joined; // reinforcing unit -> the location it came from
    Hand hand;
    int losses = 0; // battle-round cohesion losses, once the winner is known
    std::map<std::string, int> distribution;
    bool distributed = false;
};

// N1815 Combat as a guided procedure. Every action returns a new battle (or the reason it is
// refused); the battle serialises to JSON at every step so each step can be journaled.
class Battle
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
    static Result<Battle> start(const Data &data, const State &state, const std::string &location,
                                const Options &options);

    // The attacker plays a card.
    Result<Battle> play(const Data &data, const std::string &card) const;
    // The defender matches with a card, or (no card) does not match and loses the battle.
    Result<Battle> respond(const Data &data, const std::optional<std::string> &card) const;
    // The defender who matched tries to counterattack (a roll), or does not (no roll).
    Result<Battle> counterattack(const Data &data, const std::optional<Roll> &roll) const;
    // A unit next to the battle tries to join it: the roll against its tactical rating.
    Result<Battle> reinforce(const Data &data, const State &state, const std::string &unit,
                             const Roll &roll) const;
    // The side whose turn it is to reinforce is done.
    Result<Battle> endReinforcements(const Data &data) const;
    // A side's battle-round losses among its corps in the battle (the owner's choice).
    Result<Battle> distributeLosses(const Data &data, const std::string &side,
                                    const std::map<std::string, int> &losses) const;
    // N1815 Retreats: the loser's destination, one of n1815::retreatOptions' best; empty when there
    // is none (the retreating units are then eliminated).
    Result<Battle> retreat(const Data &data, const State &state,
                           const std::string &destination) const;
    // The battle's effects on the game: reinforcements moved in, losses, eliminations, the retreat
    // and its losses, commanders moved to their corps, the automatic victory.
    Result<Change> apply(const Data &data, const State &state) const;

    // An action given as JSON, the form a journal stores:
    // {"action":
    // "play"|"respond"|"counterattack"|"reinforce"|"endReinforcements"|"distribute"|"retreat", ...}
    Result<Battle> act(const Data &data, const State &state, const nlohmann::json &action) const;

    // A journaled battle back, checked against the rule data (every unit, side and location known).
    static Result<Battle> fromJson(const nlohmann::json &document, const Data &data);

    // N1815 Combat: the suggestion for a side's losses: evenly across its corps, and between the
    // Allied and Prussian armies evenly with the extra to the army with more corps present.
    std::map<std::string, int> evenDistribution(const Data &data, const std::string &side) const;
    // The best tactical rating present on a side (N1815 Combat: counterattack), and whose it is.
    std::pair<int, std::string> bestTactical(const Data &data, const std::string &side) const;
    // N1815 Retreats: where the loser may go, ranked (the owner chooses among rank 0).
    std::vector<RetreatOption> retreatOptions(const Data &data, const State &state) const;
    // Units that may still try to reinforce now (not yet tried this round), for the side due.
    std::vector<std::string> reinforcementCandidates(const Data &data, const State &state) const;

    const BattleSide &sideOf(const std::string &side) const
    {
        return side == active.side ? active : other.side == side ? other : active;
    }
    const std::string &defender() const
    {
        return attacker == active.side ? other.side : active.side;
    }

    std::string location;
    BattlePhase phase = BattlePhase::Play;
    BattleSide active; // the active player's side (the first attacker)
    BattleSide other;
    std::string attacker;    // who attacks in the current (or next) round
    std::string reinforcing; // in the Reinforce phase: the side due to try
    bool riverBonus = false;
    std::optional<Deck> deck;
    std::vector<CardDraw> draws;
    std::vector<Round> rounds;
    std::string winner, loser;
    std::optional<Card> winningCard;      // the unmatched card that won, if any
    std::set<std::string> activeRoads;    // N1815 Retreats: locations the active side came from
    std::optional<std::string> retreatTo; // "" = no retreat possible
    std::string retreatThrough;
    int retreatExtraLoss = 0;
    Explanation explanation;

  private:
    BattleSide &mutableSide(const std::string &side)
    {
        return side == active.side ? active : other;
    }
    Result<Card> drawCard(const std::string &side);
    void dealUnit(const Data &data, const std::string &side, const std::string &unit, int cards);
    void decide(const Data &data, const std::string &winningSide, const std::string &why);
    void computeLosses(const Data &data);
};

void to_json(nlohmann::json &document, const Battle &battle);

// N1815 Combat: the cards a unit adds at its current cohesion (commanders: their rating).
int cardsFor(const Data &data, const State &state, const std::string &unit,
             Explanation *explanation = nullptr);

} // namespace umpire::n1815
