#pragma once

#include "gamestate.h"
#include "morale.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

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
    // Issue 18: the battle's own victory conditions (scenariorules.h, Ligny's), replacing the
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

// Issue 18: the victory of a chart game from its own events, never typed in.
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
