#pragma once

#include "explanation.h"
#include "result.h"
#include "roll.h"
#include "vaevictisdata.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace umpire::vv {

// One corps at its demoralisation check (VV 9).
struct CorpsState
{
    std::string name;
    int points = 0;                  // the corps' points at the start (sum of its unit costs)
    int pointsLost = 0;              // points of its elements destroyed so far
    bool alreadyDemoralised = false; // passed its threshold at an earlier check
    int elementsLeft = 0;            // elements still on the table
    int elementsInCommand = 0;       // of those, within the command radius of their general
    bool generalLost = false;        // VV 2: the corps general was killed or captured
    int elementsInCommanderRange =
        0; // general lost: within the Commander-in-Chief's command radius
};

struct CorpsMorale
{
    std::string name;
    bool demoralised = false;
    bool newlyDemoralised = false;
    int threshold = 0; // points lost at which the corps is demoralised
    std::optional<Roll> roll;
    int rallied = 0;        // elements that rally under orders
    int flee = 0;           // the others flee towards their own base line (one turn)
    int attackModifier = 0; // VV 9: -1 in attack (not the Guard, not in defence)
    Explanation explanation;
};

// VV 9: a corps that has lost a third of its points is demoralised; a die gives how many of its
// elements rally under its general (none if he is lost: then only the Commander-in-Chief may rally
// those within his radius). `roll` is needed only when the corps is newly demoralised and may
// rally.
Result<CorpsMorale> corpsMorale(const Game &game, const CorpsState &corps,
                                const std::optional<Roll> &roll);

// One side of a battle for the victory check (VV 10).
struct ArmyStatus
{
    std::string name;
    int corps = 1;
    int corpsDemoralised = 0;
    int points = 0;          // at the start
    int pointsDestroyed = 0; // destroyed by the enemy
};

struct BattleResult
{
    std::vector<std::string> losers;
    std::vector<std::string> winners;
    bool twoCorpsBattle = false;
    Explanation explanation;
};

// VV 10: an army loses when more than half its corps are demoralised; in a battle between two corps
// the winner is the side that destroys a third of the enemy's points.
Result<BattleResult> battleResult(const Game &game, const std::vector<ArmyStatus> &armies);

void to_json(nlohmann::json &json, const CorpsMorale &morale);
void to_json(nlohmann::json &json, const BattleResult &result);

} // namespace umpire::vv
