#pragma once

#include "gamemodule.h"

#include <string>
#include <vector>

namespace umpire {
namespace n1815 {
class Data;
struct State;
} // namespace n1815
} // namespace umpire

// Who looks at the Napoleon 1815 window now, and so what it may show of the players' secrets.
// What each viewer may see is the engine's rule (n1815::Visibility: N1815 46, a side's unit
// identifiers until combat; N1815 Combat, its hand; N1815 5, the French objectives); this class
// only says who looks.
//
// On the players' screen (the default: a screen the whole table sees) the viewer is the table,
// until the referee shows one player his units, his hand or the objectives: that player is the
// viewer then, one at a time (showing one side's hides the other's). The next event hides a hand,
// the odds and the objectives again; a player's units stay shown through his own moves, until
// the phase changes (hideAll). Off, the screen is the referee's alone: every unit, both hands
// and the odds (not the objectives: not even the referee sees them, only the French player).
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
    // The viewer the objectives panel asks for (the French player's, once asked).
    umpire::Viewer objectivesViewer() const;

    // What the referee asked for.
    bool handAsked(const std::string &side) const { return m_hand && m_looking == side; }
    bool oddsAsked() const { return m_odds; }
    bool objectivesAsked() const { return m_objectives; }
    bool unitsAsked(const std::string &side) const { return m_units && m_looking == side; }
    void showUnits(const std::string &side); // N1815 46: one side's identifiers, to its player
    void hideUnits() { m_units = false; }
    void showHand(const std::string &side); // hides the other side's hand and objectives
    void hideHand() { m_hand = false; }
    void showOdds(bool on) { m_odds = on; }
    void showObjectives(const std::string &side); // the French player's: hides another's hand
    void hideObjectives() { m_objectives = false; }
    // The game moved on: a hand, the odds and the objectives go; a player's units too when the
    // phase changed.
    void hideAll(bool phaseChanged = true);

  private:
    void lookingIs(const std::string &side);

    bool m_playersScreen = true;
    std::string m_looking; // the side whose player looks at the screen now
    bool m_hand = false, m_odds = false, m_objectives = false, m_units = false;
};
