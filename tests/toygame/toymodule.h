#pragma once

#include "gamemodule.h"
#include "toyrules.h"

namespace umpire::toy {

// The toy game behind the one interface every face uses: its action is {"action": "pull",
// "side": ID}; a pull after the rope is won, or by a side the game does not have, is refused.
class Module final : public GameModule
{
  public:
    Module(Journal journal, Rules rules);

    std::string system() const override { return m_rules.id; }
    std::string systemName() const override { return m_rules.name; }
    const Journal &journal() const override { return m_journal; }
    Result<std::size_t> refresh() override;
    Result<ActOutcome> act(const nlohmann::json &action, const std::string &id = {}) override;
    nlohmann::json legalActions(const Viewer &viewer) const override;
    Result<nlohmann::json> view(const Viewer &viewer,
                                std::optional<std::uint64_t> atSeq = {}) const override;
    Result<std::string> viewText(const Viewer &viewer,
                                 std::optional<std::uint64_t> atSeq = {}) const override;
    nlohmann::json describe(const JournalEvent &event, const Viewer &viewer) const override;
    Message summary(const JournalEvent &event, const Viewer &viewer) const override;
    std::vector<ViewerChoice> viewers() const override;
    Result<PlayersView> playersView(const Viewer &viewer, std::size_t lastEvents) const override;
    std::vector<Secret> secrets() const override { return {}; } // a tug of war hides nothing
    Result<JournalEvent> undo(const std::string &id = {}) override;
    Result<JournalEvent> redo(const std::string &id = {}) override;
    Result<Verification> verify() const override;
    std::vector<std::string> exportFormats() const override { return {"csv", "json"}; }
    Result<std::string> exportReport(const std::string &format,
                                     const Viewer &viewer) const override;

  private:
    Result<Rope> ropeAt(std::optional<std::uint64_t> atSeq) const;
    nlohmann::json ropeJson(const Rope &rope) const;
    Result<JournalEvent> compensate(EventKind kind, const std::string &id);

    Journal m_journal;
    Rules m_rules;
    Rope m_rope;
};

} // namespace umpire::toy
