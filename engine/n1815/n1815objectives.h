#pragma once

#include "n1815data.h"
#include "n1815state.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace umpire::n1815 {

// N1815 5: the French player's objectives drawn at random by the app (seeded, so a journal can
// replay the draw). The explanation never names them: they stay hidden until revealed.
Result<Change> drawObjectives(const Data &data, const State &state, std::uint64_t seed);
// N1815 5: the objectives the French player drew from his own cards, or chose (the optional rule).
Result<Change> recordObjectives(const Data &data, const State &state,
                                const std::vector<std::string> &objectives);

struct ObjectiveStatus
{
    std::string id, name;
    bool achieved = false;
    std::string why;
};
// For the French player's eyes only: whether each of his objectives holds now.
std::vector<ObjectiveStatus> objectiveStatus(const Data &data, const State &state);

// The state as every player may see it: the objectives hidden until revealed.
nlohmann::json publicView(const State &state);

// N1815 8 F, 4, 5 and Winning the game: the one-time occupation penalties, the French objectives
// (both held at once at the end of a turn), four corps eliminated, the last turn (the Allied /
// Prussian side wins; a tie goes to them too); otherwise the next turn begins.
Result<Change> endTurn(const Data &data, const State &state);

} // namespace umpire::n1815
