#pragma once

#include "explanation.h"
#include "result.h"
#include "roll.h"
#include "vaevictisdata.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace umpire::vv {

// VV 4.2: a general's quality, rolled once at the start of the game.
struct GeneralQuality
{
    Roll roll;
    std::string quality; // "mediocre", "average", "good"
    std::string name;
    int activationModifier = 0;
    Explanation explanation;
};
Result<GeneralQuality> generalQuality(const Game &game, const Roll &roll);

// VV 5.1: a general's activation points for the turn: d6, -1 mediocre, +1 good, never under 1.
struct Activation
{
    Roll roll;
    std::string quality;
    int modifier = 0;
    int points = 0;
    Explanation explanation;
};
Result<Activation> activationPoints(const Game &game, const std::string &quality, const Roll &roll);

// VV 5.1: the Commander-in-Chief may take command of a corps whose general scored less, for the
// troops within 600 paces of him.
struct TakeOver
{
    bool mayTakeOver = false;
    bool troopsInReach = false;
    Explanation explanation;
};
Result<TakeOver> commanderInChiefTakesOver(const Game &game, int commanderPoints, int generalPoints,
                                           double pacesToTroops);

// VV 2: a general contiguous with an element destroyed by combat is killed or captured.
struct GeneralLoss
{
    bool lost = false;
    std::vector<std::string> consequences;
    Explanation explanation;
};
GeneralLoss generalLoss(const Game &game, bool contiguousWithDestroyedElement);

void to_json(nlohmann::json &json, const GeneralQuality &quality);
void to_json(nlohmann::json &json, const Activation &activation);
void to_json(nlohmann::json &json, const TakeOver &takeOver);
void to_json(nlohmann::json &json, const GeneralLoss &loss);

} // namespace umpire::vv
