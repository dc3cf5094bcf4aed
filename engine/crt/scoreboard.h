#pragma once

#include "game.h"
#include "victory.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// A chart game's scoreboard, what its views show of its course beside its state: each
// side's casualties at the end of each turn (the charts) and the victory the game's events give
// (the armies panel, victory.h judgeGameVictory). It is kept up to date by what each event changes
// rather than by replaying the journal at each action, and gives what those replays give: a turn's
// end is the state just before its turn.advanced (Game::stateAt), the victory judgeGameVictory's of
// the whole journal.
class Scoreboard
{
  public:
    // The scoreboard of `game` as its journal stands: one replay of it.
    static Result<Scoreboard> of(const Game &game);

    // Brought up to date with `game`, the same game later on: by the one event an action appended;
    // the victory judged again from the journal after an undo or a redo (which change what earlier
    // events mean); all of it again when other programs' events came in. BadData when the journal
    // does not replay (the scoreboard is then as it was).
    Result<Ok> follow(const Game &game);

    // Each side's casualties at the end of each turn that counts (its turn.advanced not undone),
    // from turn 0 (the set-up), then `now`'s (the game's state): one series per side of `now`.
    struct Series
    {
        std::string side;
        std::vector<int> values;
    };
    std::vector<Series> casualtiesByTurn(const GameState &now) const;

    // The victory of the game as judgeGameVictory judges its whole journal; nothing when its
    // ruleset has no victory conditions.
    const std::optional<Result<GameVictory>> &victory() const { return m_victory; }
    // The same were the referee to end the game now (judgeGameVictory's `declaredOver`), for a
    // game without a turn record whose victory is undecided; nothing otherwise.
    const std::optional<Result<GameVictory>> &victoryIfEnded() const { return m_ifEnded; }

    std::size_t events() const { return m_events; } // the journal's events it has followed

  private:
    Scoreboard() = default;
    // Each side's casualties in `state`, in the order of its sides.
    std::vector<int> casualtiesOf(const GameState &state) const;
    // The victory judged again from the whole journal (a fresh judge fed by one replay).
    Result<Ok> judgeAgain(const Game &game);
    void settleVictory(const GameState &now);

    // The ends of the turns that count (not undone in `now`), in order, per side.
    void countEnds(const GameState &now);

    std::vector<std::string> m_sides; // the game's sides, in order
    // By turn.advanced event: each side's casualties just before it, as the game stood then.
    std::map<std::uint64_t, std::vector<int>> m_turnEnds;
    std::vector<Series> m_ends; // those of the turns that count, per side (countEnds)
    std::vector<int> m_last;    // each side's casualties after the last event followed
    std::optional<VictoryJudge> m_judge;
    std::optional<Result<GameVictory>> m_victory, m_ifEnded;
    std::size_t m_events = 0;
};

} // namespace umpire::crt
