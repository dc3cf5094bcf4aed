#pragma once

#include "gamemodule.h"
#include "n1815journal.h"
#include "n1815visibility.h"

namespace umpire::n1815 {

// Napoleon 1815 Returns behind the one game interface. act() takes the actions of n1815game.h.
//
// Hidden information (unit identifiers until combat, hands and the cards drawn, the seeds that deal
// them, the French objectives) is decided for each viewer by Visibility (n1815visibility.h), and
// every output of the module (view, viewText, describe, exports, playersView) is built from it.
class Module final : public GameModule
{
  public:
    explicit Module(Journal game) : m_game(std::move(game)) {}

    std::string system() const override { return Journal::rulesetId; }
    std::string systemName() const override { return m_game.data().name; }
    const umpire::Journal &journal() const override { return m_game.journal(); }
    Result<std::size_t> refresh() override;

    Result<ActOutcome> act(const nlohmann::json &action, const std::string &id = {}) override;
    nlohmann::json legalActions(const Viewer &viewer) const override;
    Result<nlohmann::json> view(const Viewer &viewer,
                                std::optional<std::uint64_t> atSeq = {}) const override;
    Result<std::string> viewText(const Viewer &viewer,
                                 std::optional<std::uint64_t> atSeq = {}) const override;
    nlohmann::json describe(const JournalEvent &event, const Viewer &viewer) const override;
    Message summary(const JournalEvent &event, const Viewer &viewer) const override;
    // The table's, the French player's and the Allied / Prussian player(s)'.
    std::vector<ViewerChoice> viewers() const override;
    // N1815 5: the objectives on the French player's view only, until revealed; N1815 46: a side's
    // units are named on its own view, and on the others' only once in a battle; N1815 Combat
    // ("Players may look at their own combat card hand, but not their opponents"): a hand the
    // virtual deck dealt on its side's view only.
    Result<PlayersView> playersView(const Viewer &viewer, std::size_t lastEvents) const override;
    std::vector<Secret> secrets() const override;
    Result<JournalEvent> undo(const std::string &id = {}) override { return m_game.undo(id); }
    Result<JournalEvent> redo(const std::string &id = {}) override { return m_game.redo(id); }
    Result<Verification> verify() const override;
    std::vector<std::string> exportFormats() const override { return {"csv", "json"}; }
    Result<std::string> exportReport(const std::string &format,
                                     const Viewer &viewer) const override;

    // Whether `viewer` may see the French objectives of `state`.
    bool seesObjectives(const Viewer &viewer, const State &state) const;
    // A game (its state and battle) as `viewer` may see it.
    nlohmann::json gameView(const Game &game, const Viewer &viewer) const;

    Journal &game() { return m_game; }
    const Journal &game() const { return m_game; }

  private:
    Journal m_game;
};

// One event as `viewer` may see it (Module::describe), for a face that holds the game itself; and
// its summary alone (Module::summary), to be given in the face's language.
nlohmann::json describeEvent(const Data &data, const State &state, const JournalEvent &event,
                             const Viewer &viewer);
Message eventSummary(const Data &data, const State &state, const JournalEvent &event,
                     const Viewer &viewer);

} // namespace umpire::n1815
