#pragma once

#include "gamemodule.h"

#include <string>
#include <vector>

namespace umpire {
struct Step;
namespace n1815 {
class Data;
struct State;
} // namespace n1815
} // namespace umpire

// What the Napoleon 1815 window shows of the players' secrets (issue 17 item 9), decided here and
// nowhere else in the window: N1815 Combat, "Players may look at their own combat card hand, but
// not their opponents"; N1815 5, the French player "should not show [his objectives] to the
// Allied / Prussian player(s)".
//
// On the players' screen (the default: a screen the whole table sees) each side's hand of cards,
// the odds of the battle and the French objectives are hidden until the referee asks for one of
// them, for one player at a time: showing one side's hand hides the other side's, and the next
// event hides everything again (hideAll). Off, the screen is the referee's alone and shows both
// hands and the odds. Who sees the objectives is the engine's rule (n1815::seesObjectives): not
// the referee either, only the French player once asked, until the game reveals them.
class N1815Secrets
{
  public:
    explicit N1815Secrets(bool playersScreen = true) : m_playersScreen(playersScreen) {}

    bool playersScreen() const { return m_playersScreen; }
    void setPlayersScreen(bool on); // and hides whatever was asked

    // Who looks at the screen now, as the engine names viewers: the table (nothing asked), the
    // player whose hand or objectives were asked, or the referee alone (no players' screen).
    umpire::Viewer viewer() const;
    // The one decision for each secret.
    bool showsHand(const std::string &side) const;
    bool showsOdds() const;
    bool showsObjectives(const umpire::n1815::Data &data, const umpire::n1815::State &state) const;
    // The viewer the journal's events are described for (the objectives' rule).
    umpire::Viewer objectivesViewer() const;
    // A step of the rules as the screen may show it: on the players' screen the seed of Umpire's
    // shuffled deck is hidden, since it deals the hands again (as the engine hides the seed the
    // objectives were drawn with).
    umpire::Step shownStep(const umpire::Step &step, const std::string &hidden) const;

    // What the referee asked for.
    bool handAsked(const std::string &side) const { return m_hand && m_looking == side; }
    bool oddsAsked() const { return m_odds; }
    bool objectivesAsked() const { return m_objectives; }
    void showHand(const std::string &side); // hides the other side's hand and objectives
    void hideHand() { m_hand = false; }
    void showOdds(bool on) { m_odds = on; }
    void showObjectives(const std::string &side); // the French player's: hides another's hand
    void hideObjectives() { m_objectives = false; }
    void hideAll(); // the step moved on

  private:
    void lookingIs(const std::string &side);

    bool m_playersScreen = true;
    std::string m_looking; // the side whose player looks at the screen now
    bool m_hand = false, m_odds = false, m_objectives = false;
};
