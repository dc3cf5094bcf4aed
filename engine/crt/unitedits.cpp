#include "unitedits.h"
#include "crtevents.h"

#include "gamemap.h"
#include "journalevent.h"

namespace umpire::crt {

using nlohmann::json;

std::vector<StateEdit> unitEdits(const Game &game, const std::string &unitId)
{
    const GameState &state = game.state();
    auto it = state.units.find(unitId);
    if (it == state.units.end())
        return {};
    const UnitState &unit = it->second;
    const json who = {{"unit", unitId}};
    std::vector<StateEdit> edits;
    using S = UnitState::Status;
    switch (unit.status) {
    case S::OnMap:
        // NLB 7.4: "If no hex is open to retreat into, the unit is eliminated"; and any counter
        // the players agree is lost.
        edits.push_back({crt::kinds::UnitEliminated, who, msg("Eliminate %1", {unitId}), ""});
        if (unit.strength > 1)
            edits.push_back(
                {crt::kinds::UnitReduced,
                 who,
                 msg("Reduce %1 (strength %2)", {unitId, std::to_string(unit.strength)}),
                 "strength",
                 {},
                 1,
                 unit.strength - 1});
        edits.push_back({crt::kinds::UnitExited, who, msg("%1 leaves the map", {unitId}), ""});
        break;
    case S::NotArrived: {
        // NLB 9.0: on a map, at one of the entry hexes open to it now; the game says why not.
        StateEdit enter{crt::kinds::UnitEntered, who, msg("Bring %1 on", {unitId}), ""};
        if (const HexMap *map = game.map())
            for (const auto &[hex, halves] : entryHexes(state, game.ruleset(), *map, unit))
                enter.choices.push_back(hex);
        if (enter.choices.size() > 1)
            enter.asks = "hex";
        else if (enter.choices.size() == 1)
            enter.data["hex"] = enter.choices.front();
        edits.push_back(std::move(enter));
        break;
    }
    case S::Eliminated: {
        // BMW 11.2: the rally roll against the side's range, when the game gives one.
        StateEdit rally{crt::kinds::UnitRallied, who, msg("Rally %1", {unitId}), ""};
        const bool rallies = game.ruleset().feature("/rally") && state.turn > 0;
        for (const SideState &side : state.sides)
            if (side.name == unit.side && side.rallyRange && rallies) {
                rally.asks = "die";
                rally.minimum = 1;
                rally.maximum = game.ruleset().dieFaces;
            }
        // BMW 11.2: placed with a leader on the map; the player chooses among several hexes.
        if (const HexMap *map = game.map(); map && rallies) {
            const std::vector<std::string> hexes = rallyHexes(state, game.ruleset(), *map, unit);
            if (hexes.size() > 1) {
                rally.choices.assign(hexes.begin(), hexes.end());
                if (rally.asks.empty())
                    rally.asks = "hex";
            }
        }
        edits.push_back(std::move(rally));
        break;
    }
    case S::Exited:
        break;
    }
    return edits;
}

std::vector<StateEdit> sideEdits(const Game &game, const std::string &side)
{
    for (const SideState &s : game.state().sides)
        if (s.name == side)
            return {{crt::kinds::PointsChanged,
                     {{"side", side}},
                     msg("Change %1's victory points (now %2)", {side, std::to_string(s.points)}),
                     "delta",
                     {},
                     -999,
                     999}};
    return {};
}

json editAction(const StateEdit &edit, const json &value, const json &hex)
{
    json data = edit.data;
    if (!edit.asks.empty() && !value.is_null())
        data[edit.asks] = value;
    if (!hex.is_null())
        data["hex"] = hex;
    return {{"action", "event"}, {"kind", eventKindName(edit.kind)}, {"data", data}};
}

} // namespace umpire::crt
