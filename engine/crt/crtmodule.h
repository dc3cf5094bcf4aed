#pragma once

#include "game.h"
#include "gamemodule.h"
#include "scoreboard.h"

#include <optional>

namespace umpire::crt {

// Napoleon's Last Battles, Napoleon at Waterloo and Battles of the Medieval World behind the one
// game interface: a Game (game.h) and its ruleset. Nothing of these games is hidden but the seed of
// the game's dice, the referee's alone (diceSeedSecret): every other viewer sees the same, each
// generated roll with its value and draw and without the seed.
//
// The actions act() takes (a JSON object, read strictly):
//   {"action": "combat", "request": {...}}     a combat request (combatrequest.h), units by id
//   {"action": "roll", "die": 4}               a roll, the game's own dice without "die"
//   {"action": "next"}                         the next step of the sequence of play
//   {"action": "turn", "weather": "rain"}      the next game turn (weather from the turn record)
//   {"action": "apply", "combat": 12, "kind": "retreat", "units": ["P3"]}   what combat 12's
//       result obliges, carried out (resultapplication.h; legalActions lists each)
//   {"action": "event", "kind": "unit.eliminated", "data": {"unit": "P3"}}   a record of the table
//       (a note, a unit eliminated or rallied, points, a counter the camera saw moved...), judged
//       by the game like any event; an override with its /data/why. A combat, a roll and what a
//       result obliges are the engine's to compute, through their own actions only.
class Module final : public GameModule
{
  public:
    explicit Module(Game game) : m_game(std::move(game)) {}

    std::string system() const override { return m_game.ruleset().id; }
    std::string systemName() const override { return m_game.ruleset().name; }
    const Journal &journal() const override { return m_game.journal(); }
    Result<std::size_t> refresh() override { return m_game.refresh(); }

    Result<ActOutcome> act(const nlohmann::json &action, const std::string &id = {}) override;
    nlohmann::json legalActions(const Viewer &viewer) const override;
    Result<nlohmann::json> view(const Viewer &viewer,
                                std::optional<std::uint64_t> atSeq = {}) const override;
    Result<std::string> viewText(const Viewer &viewer,
                                 std::optional<std::uint64_t> atSeq = {}) const override;
    // The table's and each player's (the scenario's players, else its sides): all see the same
    // (the seed is the referee's).
    std::vector<ViewerChoice> viewers() const override;
    Result<PlayersView> playersView(const Viewer &viewer, std::size_t lastEvents) const override;
    // The seed of the game's dice, the referee's alone.
    std::vector<Secret> secrets() const override;
    nlohmann::json describe(const JournalEvent &event, const Viewer &viewer) const override;
    Message summary(const JournalEvent &event, const Viewer &viewer) const override;
    nlohmann::json describeTaking(JournalEvent &&event, const Viewer &viewer) const override;
    // The replayed state's (GameState::undone): no digest is read.
    std::set<std::uint64_t> compensated() const override { return m_game.state().undone; }
    Result<JournalEvent> undo(const std::string &id = {}) override { return m_game.undo(id); }
    Result<JournalEvent> redo(const std::string &id = {}) override { return m_game.redo(id); }
    Result<Verification> verify() const override;
    std::vector<std::string> exportFormats() const override { return {"html", "csv", "json"}; }
    Result<std::string> exportReport(const std::string &format,
                                     const Viewer &viewer) const override;
    Result<Ok> writeReport(const std::string &format, const Viewer &viewer,
                           const ReportSink &sink) const override;

    // The game as it stands, to read: every action goes through act(), undo() and redo().
    const Game &game() const { return m_game; }

  private:
    Game m_game;
    // The players' view's victory, followed event by event: made when
    // first asked for.
    mutable std::optional<Scoreboard> m_board;
};

} // namespace umpire::crt
