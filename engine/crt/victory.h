#pragma once

#include "gamestate.h"
#include "morale.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace umpire::crt {

// The state of a game to judge for victory: armies' losses, points, units exited, and whether it is
// over.
struct VictoryRequest
{
    MoraleRequest morale;              // armies, with the event being judged as their losses
    std::map<std::string, int> points; // victory points by player (NLB 13.0, BMW 3.3)
    int exited = 0;                    // NAW 8.3: French units exited off the north edge
    std::string
        first; // NAW: which army reached the loss limit first, when both had before the event
    bool gameOver = false;
    // The battle's own victory conditions (scenariorules.h, Ligny's), replacing the
    // ruleset's; null when it has none.
    nlohmann::json scenario;

    static Result<VictoryRequest> fromJson(const nlohmann::json &json);
};

struct VictoryOutcome
{
    std::string status; // "won", "draw" or "undecided"
    std::string winner;
    std::string level; // BMW 3.4: "Marginal Victory", "Important Victory", "Epic Victory"
    bool automatic = false;
    MoraleOutcome morale;
    Explanation explanation;
};

// NLB 13.0-13.2, NAW 8.1-8.4, BMW 3.3-3.4 and 11.4.
Result<VictoryOutcome> judgeVictory(const VictoryRequest &request, const Ruleset &ruleset);

// The victory of a chart game from its own events, never typed in.
struct GameVictory
{
    VictoryRequest request; // what the journal gives at the event judged
    VictoryOutcome outcome;
    // The event that decided it: an automatic victory stops the game there (NAW 8.1, 8.3: "the
    // game stops immediately"; NLB 13.2, BMW 3.3), and later events do not change it. 0 when the
    // state after the last event read was judged.
    std::uint64_t decidedAt = 0;
    std::uint64_t atSeq = 0; // the last event read
};

// judgeGameVictory's judgement carried forward one event at a time, so that a game being
// played is judged by what its last event changed rather than by replaying its journal: fed every
// event that counts, in order, with the state after it, it judges as judgeGameVictory does the
// same events.
class VictoryJudge
{
  public:
    // BadInput when the ruleset has no victory conditions to judge.
    static Result<VictoryJudge> of(const Ruleset &ruleset);

    // The next event that counts (neither undone nor an undo or redo) and the state after it, as
    // replay's visitor gives them (gamestate.h) or as Game::append leaves them. False once the
    // game is decided or the judgement failed: the events after it change nothing (it ignores
    // them).
    bool see(const GameState &state, const JournalEvent &event);
    // The victory after the events seen, `state` being the state after the last of them (the whole
    // replay's); `declaredOver` as judgeGameVictory's.
    Result<GameVictory> judge(const GameState &state, bool declaredOver = false) const;
    // The error the judgement of an event met (judgeVictory's, naming the event), if it did.
    const std::optional<Error> &failure() const { return m_failure; }

  private:
    explicit VictoryJudge(const Ruleset &ruleset) : m_ruleset(&ruleset) {}

    const Ruleset *m_ruleset;
    std::string m_kind, m_rule;
    int m_lossLimit = 0; // NAW 8.1-8.2
    // The armies that reached the loss limit, and at which event, in order.
    std::vector<std::pair<std::string, std::uint64_t>> m_reached;
    // What each side had at the last event judged, and before the instant being judged.
    std::map<std::string, int> m_casualties, m_exited, m_points, m_beforeInstant;
    std::map<std::string, std::pair<std::optional<int>, std::optional<int>>> m_levels;
    std::uint64_t m_instant = 0; // the combat.resolved event whose results are being applied
    std::optional<GameVictory> m_decided, m_pending;
    std::optional<Error> m_failure;
    bool m_closed = false; // decided or failed: see() reads no more
};

// Judges the game the events up to `atSeq` (all when absent) record: each side's casualties and
// levels as replaying gives them, its units exited (NAW 8.3: the French units), the victory points
// of each player (points.changed, by side), whether the turn record's last turn is over, and which
// army reached the loss limit first (NAW 8.1-8.2). `declaredOver`: the referee says the game is
// over, for a journal without a turn record (one with it says so itself: BadInput).
Result<GameVictory> judgeGameVictory(const std::vector<JournalEvent> &events,
                                     const Ruleset &ruleset,
                                     std::optional<std::uint64_t> atSeq = std::nullopt,
                                     bool declaredOver = false);

// Whether the game's turn record is played out: its last turn has reached the last step of the
// sequence of play (the Game Turn Record Interphase).
bool turnRecordOver(const GameState &state, const Ruleset &ruleset);

void to_json(nlohmann::json &json, const GameVictory &victory);

void to_json(nlohmann::json &json, const VictoryOutcome &outcome);

} // namespace umpire::crt
