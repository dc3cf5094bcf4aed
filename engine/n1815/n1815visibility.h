#pragma once

#include "gamemodule.h"
#include "n1815game.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace umpire::n1815 {

// What one viewer may see of a game of Napoleon 1815 Returns, decided here once for every output
// of the game (its views and their text, its events, its reports, the players' view, the desktop's
// players' screen):
// - N1815 46, "you may not look at your opponent's unit identifiers until combat occurs": a unit is
//   named to its own side's player and to the referee; to the others only from the event that
//   showed it in a combat (State::revealed), and before it, in events and views alike, it is "a
//   French unit";
// - N1815 Combat, "Players may look at their own combat card hand, but not their opponents": a
//   hand dealt from Umpire's deck, and the cards drawn into it, to its side's player and the
//   referee;
// - the deck's seed and what is left in it, which deal every hand again: the referee's alone;
// - N1815 5: the French objectives and the seed they were drawn with, the French player's alone
//   (not the referee's either: Umpire is the referee, and the person at its screen is a player)
//   until the game reveals them.
class Visibility
{
  public:
    static constexpr std::uint64_t now = State::revealedNow;

    Visibility(const Data &data, const State &state, const Viewer &viewer);

    bool namesUnit(const std::string &unit, std::uint64_t seq = now) const;
    bool seesHand(const std::string &side) const;
    bool seesDeck() const { return m_viewer.role == Viewer::Role::Referee; }
    bool seesObjectives() const;
    const Viewer &viewer() const { return m_viewer; }

    // A unit as the viewer may name it in event `seq`: "French Imperial Guard", or "a French unit".
    Message unitName(const std::string &unit, std::uint64_t seq = now) const;
    // The game as JSON ({"state", "battle"}) without what the viewer may not see: units it may not
    // name are counted per location and army ("unseen"), another side's hand and draws, the deck,
    // hidden objectives left out.
    nlohmann::json game(const Game &game) const;
    // An action of event `seq` as the viewer may see it (an event's "data").
    nlohmann::json action(const nlohmann::json &action, std::uint64_t seq) const;
    // How the rules got there, with the units the viewer may not name said as "a French unit", and
    // the stand-ins of those units left out.
    Explanation explanation(const Explanation &explanation) const;
    std::vector<UnverifiedUse> unverified(const std::vector<UnverifiedUse> &uses) const;

  private:
    Message redacted(const Message &message) const;
    std::string redactedText(std::string text) const;
    bool mentionsHidden(const std::string &text) const;
    // Where `name` is in `text` from `from` on, as a whole word outside the game's own name.
    std::size_t findName(const std::string &text, const std::string &name, std::size_t from) const;

    const Data &m_data;
    const State &m_state;
    Viewer m_viewer;
    std::vector<std::pair<std::string, Message>> m_hiddenNames; // a hidden unit's names, and for it
};

// Whether `viewer` may see the French objectives of `state` (N1815 5).
bool seesObjectives(const Data &data, const State &state, const Viewer &viewer);

// A side's hand as the players' view writes it: "5 cards in hand: 2 Skirmish, 3 Infantry Assault".
Message handText(const Hand &hand);
// The French objectives as every text writes them: "Liege, Brussels".
std::string objectivesText(const Data &data, const std::vector<std::string> &objectives);

// The hidden information of `game` (GameModule::secrets): each unit's identifier not yet revealed,
// the hands and draws of Umpire's deck and its seed, the French objectives with `objectivesSeed`
// (0 when they were not drawn by Umpire).
std::vector<Secret> secretsOf(const Data &data, const Game &game, std::uint64_t objectivesSeed);

} // namespace umpire::n1815
