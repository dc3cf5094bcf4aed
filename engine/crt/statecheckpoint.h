#pragma once

#include "gamestate.h"
#include "result.h"
#include "ruleset.h"

#include <nlohmann/json.hpp>

#include <string>

namespace umpire::crt {

// A chart game's state whole, for the replay checkpoint kept beside its journal
// (replaycheckpoint.h): every member of GameState, so that the state read back is the state
// written, where to_json(GameState) is the faces' view of it. Bump checkpointFormat whenever
// GameState gains or changes a member, or replay makes another state of the same events (2: a
// turn-1 reinforcement off the map, NLB 9.0; 3: the rolls, notes and undone events packed as text,
// which grow with the game; 4: a unit's Disordered side and fire factor, the archers that fired
// and the units that rolled to reorganize this phase, BMW 6, 11.1): a checkpoint of another
// format is rebuilt, never read.
inline constexpr int stateCheckpointFormat = 4;

nlohmann::json stateToCheckpoint(const GameState &state);
// BadData naming what is missing or of the wrong type.
Result<GameState> stateFromCheckpoint(const nlohmann::json &doc);

// What a chart game's replay depends on besides its journal: the ruleset's document and the
// checkpoint format, as one hash. A checkpoint made with other rules is rebuilt.
std::string rulesFingerprint(const Ruleset &ruleset);

} // namespace umpire::crt
