#pragma once

#include "explanation.h"
#include "result.h"
#include "vaevictisdata.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>
#include <vector>

namespace umpire::vv {

// One stretch of a move: the terrain crossed and its length in paces.
struct PathLeg
{
    std::string terrain;
    double paces = 0;
};

// What is left of an element's move after a path crossing several terrains (VV 5.4, Movement
// Table).
struct Movement
{
    std::string unit, row, rowName;
    double usedFraction = 0;                 // of the turn's allowance
    bool allowed = false;                    // the path fits the allowance
    std::map<std::string, double> pacesLeft; // by movement column: how far the rest would carry it
    Explanation explanation;
};

// The movement row of a unit in a formation ("line", "square"; "general" is the unitId of a
// general).
Result<const MovementRow *> movementRowFor(const Game &game, const std::string &unitId,
                                           const std::string &formation);
// The allowance of a unit in a terrain (a terrain id of the game), with the per-category special
// rules.
Result<int> allowance(const Game &game, const std::string &unitId, const std::string &formation,
                      const std::string &terrain, Explanation &explanation);
// Movement left along a path; refuses a negative stretch and terrain the unit may not enter ("-").
Result<Movement> movementLeft(const Game &game, const std::string &unitId,
                              const std::string &formation, const std::vector<PathLeg> &path);

// VV 5.6 (and LG special rules): the cost of a formation change and what it becomes.
struct FormationChange
{
    std::string unit, change; // "square", "line", "skirmish", "close", "dismount", "mount",
                              // "about-turn", "about-turn-and-move"
    int cost = 0;             // AP
    bool mayMoveThisTurn = true;
    std::vector<std::string> becomes; // the unit ids that replace it
    Explanation explanation;
};
Result<FormationChange> formationChange(const Game &game, const std::string &unitId,
                                        const std::string &change);

// VV 5.3: whether `mover` may pass through `through` (both unit ids); they must face the same or
// the opposite direction.
struct PassThrough
{
    bool allowed = false;
    Explanation explanation;
};
Result<PassThrough> passThrough(const Game &game, const std::string &mover,
                                const std::string &through, bool facingSameOrOpposite);

// VV 8 Fleeing: a fleeing element recoils a base width then flees its full move plus 100 paces.
struct Flee
{
    int movePaces = 0;
    int fleePaces = 0;
    Explanation explanation;
};
Result<Flee> fleeDistance(const Game &game, const std::string &unitId, const std::string &terrain);

void to_json(nlohmann::json &json, const Movement &movement);
void to_json(nlohmann::json &json, const FormationChange &change);

} // namespace umpire::vv
