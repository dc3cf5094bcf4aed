#pragma once

#include "explanation.h"
#include "result.h"
#include "vaevictisdata.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace umpire::vv {

// A fire factor that depends only on the firer's weapon and the distance (long range, case shot,
// over 600 paces ...): what a band is worth.
struct RangeFactor
{
    std::string id, name, rule;
    int value = 0;
};

// A fire range at a distance: the band it falls in (VV 7, the game's Fire Ranges table).
struct FireRange
{
    std::string unit, weapon, weaponName;
    double paces = 0;
    int range = 0;     // the weapon's longest range, after any reduction
    int reducedBy = 0; // RY: 200 in forest
    bool inRange = false;
    // "short", "medium", "long", "range" (single-range games); empty when out of range
    std::string band;
    std::vector<RangeFactor>
        factors; // the band's own fire factors, applied automatically in a fire combat
    Explanation explanation;
};

// Which weapon a unit fires with: `weapon` when given (one of the unit's), or the unit's only
// weapon. Refuses a unit that cannot fire (VV 7.1: cavalry) and an ambiguous choice, naming the
// choices.
Result<const Weapon *> firingWeapon(const Game &game, const Unit &unit, const std::string &weapon);

// The band of a weapon at `paces`, with the game's range reductions for the firer's and target's
// terrain (RY: all ranges reduced by 200 in forest).
Result<FireRange> fireRange(const Game &game, const std::string &unitId, const std::string &weapon,
                            double paces, const std::string &firerTerrain = "clear",
                            const std::string &targetTerrain = "clear");
// The same for a weapon alone (the measuring panel lists every weapon).
FireRange weaponRange(const Game &game, const Weapon &weapon, double paces, bool inReducingTerrain);

// VV 6: whether a point `paces` away is inside an element's 200-pace zone of control.
struct ZoneOfControl
{
    bool projects = true; // VV 6: none from difficult terrain
    bool inside = false;
    Explanation explanation;
};
Result<ZoneOfControl> zoneOfControl(const Game &game, double paces,
                                    const std::string &projectorTerrain,
                                    const std::string &projectorCategory, bool inFront,
                                    bool square);

// VV 5.2: whether an element is in command range of its general, and what moving it costs.
struct CommandRange
{
    bool inCommand = false;
    int cost = 1; // AP to move the element or group
    Explanation explanation;
};
// generalsFirstMove: the general's first move, or that of units attached to him (VV 5.7: free).
Result<CommandRange> commandRange(const Game &game, double paces, bool inSight,
                                  bool generalLost = false, bool artilleryWithOtherTypes = false,
                                  bool generalsFirstMove = false);

// VV 5.5: a strategic move must start and finish beyond 1,200 paces of the enemy.
struct StrategicMove
{
    bool eligible = false;
    Explanation explanation;
};
Result<StrategicMove> strategicMove(const Game &game, double startPaces, double endPaces);

// VV 7.2: an element inside a wood or village can fire, and be fired at, within 50 paces of its
// edge.
Result<bool> lineOfFireFromTerrain(const Game &game, double pacesFromEdge,
                                   Explanation &explanation);

// Everything a measured distance falls inside, for the measuring panel: every weapon's band, every
// movement allowance, the zone of control, command range and strategic-move distance.
struct Reach
{
    double paces = 0;
    std::vector<FireRange> ranges; // every weapon, in clear terrain
    std::vector<FireRange>
        reducedRanges; // every weapon, with the game's range reductions (RY forest)
    struct Allowance
    {
        std::string row, rowName, column, columnName;
        int allowance = 0;
        bool within = false;
    };
    std::vector<Allowance> allowances; // every movement table cell that has a value
    bool zoneOfControl = false;
    bool commandRange = false;        // within 600 paces
    bool commandRangeInSight = false; // within 1,200 paces
    bool strategicDistance = false;   // beyond 1,200 paces
    Explanation explanation;
};
Reach reach(const Game &game, double paces);

void to_json(nlohmann::json &json, const FireRange &range);
void to_json(nlohmann::json &json, const Reach &reach);

} // namespace umpire::vv
