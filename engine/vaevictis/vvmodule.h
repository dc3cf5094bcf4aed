#pragma once

#include "gamemodule.h"
#include "vvjournal.h"

namespace umpire::vv {

// A Vae Victis battle behind the one game interface. Nothing is hidden but the seed of the battle's
// dice, the referee's alone (diceSeedSecret): every other viewer sees the same, each generated die
// with its value and draw and without the seed.
//
// The actions act() takes:
//   {"ask": "combat", ...}   a question of vaevictisrequest.h with vvjournal.h's additions; the
//                            decisive ones are journaled (the others answer with no event, seq 0)
//   {"action": "loss", "corps": "I Corps", "points": 6, "generalLost": false, "why": "..."}
class Module final : public GameModule
{
  public:
    explicit Module(Journal battle) : m_battle(std::move(battle)) {}

    std::string system() const override { return Journal::rulesetId; }
    std::string systemName() const override { return m_battle.game().name; }
    const umpire::Journal &journal() const override { return m_battle.journal(); }
    Result<std::size_t> refresh() override { return m_battle.refresh(); }

    Result<ActOutcome> act(const nlohmann::json &action, const std::string &id = {}) override;
    nlohmann::json legalActions(const Viewer &viewer) const override;
    Result<nlohmann::json> view(const Viewer &viewer,
                                std::optional<std::uint64_t> atSeq = {}) const override;
    Result<std::string> viewText(const Viewer &viewer,
                                 std::optional<std::uint64_t> atSeq = {}) const override;
    nlohmann::json describe(const JournalEvent &event, const Viewer &viewer) const override;
    Message summary(const JournalEvent &event, const Viewer &viewer) const override;
    // The table's and each army's: all see the same (the seed is the referee's).
    std::vector<ViewerChoice> viewers() const override;
    // Each corps' losses and morale (VV 9), the last combat's dice and factors (VV 7.6, 8.4).
    Result<PlayersView> playersView(const Viewer &viewer, std::size_t lastEvents) const override;
    // The seed of the battle's dice, the referee's alone.
    std::vector<Secret> secrets() const override;
    Result<JournalEvent> undo(const std::string &id = {}) override { return m_battle.undo(id); }
    Result<JournalEvent> redo(const std::string &id = {}) override { return m_battle.redo(id); }
    Result<Verification> verify() const override;
    std::vector<std::string> exportFormats() const override { return {"csv", "json"}; }
    Result<std::string> exportReport(const std::string &format,
                                     const Viewer &viewer) const override;

    Journal &battle() { return m_battle; }
    const Journal &battle() const { return m_battle; }

  private:
    Journal m_battle;
};

// A one-line summary of a Vae Victis event ("melee: Line (French, Lannes) beat Line (Austrian,
// Kolowrat) (recoils)") as `viewer` may see it: the seeds an event's data holds are the referee's.
// With the battle, each element's side is its corps' army; without, its role in the combat.
Message eventSummary(const JournalEvent &event, const Viewer &viewer = Viewer::referee(),
                     const Battle *battle = nullptr);

} // namespace umpire::vv
