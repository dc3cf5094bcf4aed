#pragma once

#include "result.h"
#include "weather.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// A unit taking part in a combat, as the players describe it.
struct CombatUnit
{
    std::string id;      // "A1", "D1" when not given
    int strength = 0;    // printed (face value) combat strength
    std::string type;    // a unit type of the ruleset; its first type when not given
    std::string terrain; // the unit's hex (defenders: where it is attacked; BMW attackers: where it
                         // attacks from)
    std::string hexside; // attackers: the hexside they attack across
    bool bombarding = false; // NLB 8.1: artillery firing from a nonadjacent hex
    int range = 0;           // NLB 8.1: hexes to the target, counting the target hex
    int leader = 0;          // BMW 10.2: value of the leader stacked with the unit
    // BMW 8.1-8.3, 9.4: what retreat before combat needs to know of the unit.
    std::string dot;             // "solid", "open", or none: the dot printed on its shown side
    std::optional<int> movement; // its movement allowance (MA)
    bool disrupted = false;      // on its disordered side (BMW 9.4: no retreat before combat)
    // NLB 11.0, Campaign Game: what holds the unit demoralized since an earlier battle of the
    // campaign, its corps or (a unit of no corps) its nationality; empty when nothing does. It may
    // not advance after combat.
    std::string carriedDemoralization;
};

struct ColumnShift
{
    int columns = 0; // negative is left (toward the defender)
    std::string reason;
};

// Everything a combat needs: who fights, where, in what state, and the die.
struct CombatRequest
{
    std::string ruleset;
    std::vector<CombatUnit> attackers;
    std::vector<CombatUnit> defenders;
    Weather weather = Weather::Clear; // NLB 7.9: night and rain forbid combat
    bool attackerDemoralized = false;
    bool defenderDemoralized = false;
    std::string attackerSide; // optional, checked against the ruleset's sides
    std::string defenderSide;
    std::vector<ColumnShift> shifts; // shifts the players agree on beyond the rules' own
    std::optional<std::string>
        reduceTo; // NLB 7.8: voluntary odds reduction, declared before the roll
    std::optional<std::string> shiftMode; // "columns" or "odds": overrides the ruleset's reading
    std::string hexsideApplies =
        "all";              // a hexside's effect needs "all" or "any" adjacent attacker across it
    std::optional<int> die; // a physical die
    std::optional<std::uint64_t> seed; // or the seeded generator
    std::uint64_t draw = 0;
    bool oddsTable = false; // also give the chance of each result on the column and its neighbours
    // BMW 8.3, 9.4: the side whose units retreat before combat ("defender": light troops and horse
    // archers; "attacker": horse archers), or none; and whether the attackers charge (BMW 9.6).
    std::string retreatBeforeCombat;
    bool charge = false;
    // The referee's reason for a terrain or hexside the map contradicts (NLB 5.6, BMW 7.5).
    std::string override;

    static Result<CombatRequest> fromJson(const nlohmann::json &json);
};

// The request as JSON that fromJson reads back to the same request (defaults left out).
void to_json(nlohmann::json &doc, const CombatRequest &request);

} // namespace umpire::crt
