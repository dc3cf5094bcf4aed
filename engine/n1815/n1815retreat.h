#pragma once

#include "explanation.h"
#include "n1815data.h"
#include "n1815state.h"

#include <nlohmann/json_fwd.hpp>

#include <set>
#include <string>
#include <vector>

namespace umpire::n1815 {

// How a retreat destination ranks in N1815's order of retreat.
enum class RetreatKind {
    Friendly,         // a location occupied only by friendly units
    Empty,            // no units of either side
    UnresolvedCombat, // a combat still to be fought this turn (the units take no part in it)
    ThroughEnemy // through a location held only by the enemy, to a friendly or empty one beyond
};
std::string retreatKindName(RetreatKind kind);

struct RetreatOption
{
    std::string destination;
    std::string through;   // ThroughEnemy: the enemy-held location passed
    std::string firstStep; // the road taken out of the battle: destination, or through
    RetreatKind kind = RetreatKind::Empty;
    bool activeRoad = false; // the non-active loser uses a road the active player entered by
    int homeDistance = -1;   // road distance to the army's side of the board from the destination
    bool towardHome = false; // closer to it than the battle location
    int extraLoss = 0;       // per retreating corps, on top of the retreat loss
    int rank = 0;            // 0: among the best; the owner chooses among rank 0
    std::string why;
};

struct RetreatRequest
{
    std::string location; // the battle
    std::string losingSide;
    bool loserIsActive = false;
    std::set<std::string> activeRoads; // the locations the active side entered (or reinforced) from
    std::string homeArmy;              // whose side of the board the retreat heads for
};

// N1815 Retreats: every legal destination ranked by the rule's order of preference: the active
// loser only back along roads he entered or reinforced by; the non-active loser only along other
// roads (the active player's roads, or through the enemy, only when there is nothing else, one
// more cohesion per corps); friendly, then empty, then an unresolved combat, then through the
// enemy; towards his side of the board where possible. Empty when no retreat is possible.
std::vector<RetreatOption> retreatOptions(const Data &data, const State &state,
                                          const RetreatRequest &request);

void to_json(nlohmann::json &document, const RetreatOption &option);

} // namespace umpire::n1815
