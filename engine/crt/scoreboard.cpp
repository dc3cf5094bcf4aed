#include "scoreboard.h"
#include "crtevents.h"

#include "compensation.h"

#include <algorithm>
#include <limits>
#include <set>

namespace umpire::crt {

std::vector<int> Scoreboard::casualtiesOf(const GameState &state) const
{
    std::vector<int> out;
    out.reserve(m_sides.size());
    for (const std::string &name : m_sides) {
        const SideState *side = state.side(name);
        out.push_back(side ? side->casualties : 0);
    }
    return out;
}

Result<Scoreboard> Scoreboard::of(const Game &game)
{
    Scoreboard board;
    const std::vector<JournalEvent> &events = game.journal().digests();
    const GameState &now = game.state();
    for (const SideState &side : now.sides)
        board.m_sides.push_back(side.name);
    if (Result<VictoryJudge> judge = VictoryJudge::of(game.ruleset()))
        board.m_judge = std::move(judge).value();

    // A turn's end is the state just before its turn.advanced as the game stood then, undos and
    // redos of that time counted (Game::stateAt). One replay of the whole journal gives it for
    // every turn whose earlier events no later undo or redo reaches (its target before the turn),
    // which is every turn of a game undone last action first; the others are replayed to their
    // end on their own.
    std::set<std::uint64_t> reached;
    std::uint64_t lowestLaterTarget = std::numeric_limits<std::uint64_t>::max();
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (it->kind == crt::kinds::TurnAdvanced && lowestLaterTarget < it->seq)
            reached.insert(it->seq);
        if (isCompensation(it->kind))
            lowestLaterTarget =
                std::min(lowestLaterTarget, it->data.value("target", std::uint64_t{0}));
    }
    std::vector<int> last = board.casualtiesOf(GameState{}); // before the first event
    bool judging = board.m_judge.has_value();
    const ReplayVisitor visit = [&](const GameState &state, const JournalEvent &event) {
        if (event.kind == crt::kinds::TurnAdvanced && !reached.count(event.seq))
            board.m_turnEnds[event.seq] = last;
        last = board.casualtiesOf(state);
        if (judging)
            judging = board.m_judge->see(state, event);
        return true;
    };
    if (Result<GameState> replayed = replay(events, game.ruleset(), std::nullopt, visit); !replayed)
        return replayed.error();
    for (const std::uint64_t seq : reached)
        if (!now.undone.count(seq))
            if (Result<GameState> end = game.stateAt(seq - 1))
                board.m_turnEnds[seq] = board.casualtiesOf(*end);
    board.countEnds(now);
    board.m_last = board.casualtiesOf(now);
    board.m_events = events.size();
    board.settleVictory(now);
    return board;
}

Result<Ok> Scoreboard::follow(const Game &game)
{
    const std::vector<JournalEvent> &events = game.journal().digests();
    if (events.size() == m_events)
        return Ok{};
    if (events.size() != m_events + 1 || m_events == 0) {
        // Other programs' events came in with it: the scoreboard is made again from the journal.
        Result<Scoreboard> again = of(game);
        if (!again)
            return again.error();
        *this = std::move(again).value();
        return Ok{};
    }
    const JournalEvent &event = events.back();
    const GameState &now = game.state();
    if (!isCompensation(event.kind)) {
        // The action's one event: the casualties just before a new turn are its last turn's end,
        // and the victory is judged on from the event's state.
        if (event.kind == crt::kinds::TurnAdvanced) {
            m_turnEnds[event.seq] = m_last;
            for (std::size_t i = 0; i < m_ends.size() && i < m_last.size(); ++i)
                m_ends[i].values.push_back(m_last[i]);
        }
        if (m_judge)
            m_judge->see(now, event);
    } else {
        // An undo or a redo: the turns' ends stand as they were (a turn's end is what the game was
        // then); a turn redone whose end was not read (undone when the journal was opened) is
        // read now. Which events count has changed: the victory is judged again.
        for (const JournalEvent &e : events)
            if (e.kind == crt::kinds::TurnAdvanced && !now.undone.count(e.seq) &&
                !m_turnEnds.count(e.seq))
                if (Result<GameState> end = game.stateAt(e.seq - 1))
                    m_turnEnds[e.seq] = casualtiesOf(*end);
        countEnds(now);
        if (Result<Ok> judged = judgeAgain(game); !judged)
            return judged;
    }
    m_last = casualtiesOf(now);
    m_events = events.size();
    settleVictory(now);
    return Ok{};
}

Result<Ok> Scoreboard::judgeAgain(const Game &game)
{
    Result<VictoryJudge> judge = VictoryJudge::of(game.ruleset());
    if (!judge) {
        m_judge.reset();
        return Ok{};
    }
    const ReplayVisitor visit = [&](const GameState &state, const JournalEvent &event) {
        return judge->see(state, event);
    };
    if (Result<GameState> replayed =
            replay(game.journal().digests(), game.ruleset(), std::nullopt, visit);
        !replayed)
        return replayed.error();
    m_judge = std::move(judge).value();
    return Ok{};
}

void Scoreboard::settleVictory(const GameState &now)
{
    m_victory.reset();
    m_ifEnded.reset();
    if (!m_judge)
        return;
    m_victory = m_judge->judge(now);
    if (*m_victory && (*m_victory)->outcome.status == "undecided" && now.turns.empty())
        m_ifEnded = m_judge->judge(now, true);
}

void Scoreboard::countEnds(const GameState &now)
{
    m_ends.clear();
    for (const std::string &side : m_sides)
        m_ends.push_back({side, {}});
    for (const auto &[seq, values] : m_turnEnds)
        if (!now.undone.count(seq))
            for (std::size_t i = 0; i < m_ends.size() && i < values.size(); ++i)
                m_ends[i].values.push_back(values[i]);
}

std::vector<Scoreboard::Series> Scoreboard::casualtiesByTurn(const GameState &now) const
{
    std::vector<Series> out;
    for (const SideState &side : now.sides) {
        const auto ends = std::find_if(m_ends.begin(), m_ends.end(),
                                       [&](const Series &s) { return s.side == side.name; });
        out.push_back({side.name, ends == m_ends.end() ? std::vector<int>() : ends->values});
        out.back().values.push_back(side.casualties);
    }
    return out;
}

} // namespace umpire::crt
