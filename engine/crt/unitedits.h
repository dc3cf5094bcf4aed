#pragma once

#include "game.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace umpire::crt {

// What the referee may change of one unit, or of one side, by hand (a counter knocked
// off the table, a result carried out on the table, a reinforcement brought on): each is a journal
// event, the same `journal append` writes, offered by what the unit's state allows and judged by
// the game when it is appended (Game::append). The desktop offers these from the unit.
struct StateEdit
{
    EventKind kind;
    nlohmann::json data; // the event's data; the value asked for goes into data[asks]
    Message meaning;     // "Eliminate Pirch"
    // What the referee gives before it is journaled: "" (nothing), "strength", "die" (a roll of
    // the game's die), "hex" (one of `choices`), "delta" (a whole number, plus or minus).
    std::string asks;
    // The values allowed for `asks`; empty: any in range. With "die", the hexes the unit may be
    // placed in after the roll (BMW 11.2), one of them chosen too.
    std::vector<nlohmann::json> choices;
    int minimum = 0, maximum = 0; // the range of a number asked for
};

// The edits of one unit of the order of battle, in the order a menu shows them; none for an
// unknown unit.
std::vector<StateEdit> unitEdits(const Game &game, const std::string &unit);
// The edits of one side: its victory points.
std::vector<StateEdit> sideEdits(const Game &game, const std::string &side);
// The journal action (GameModule::act) of an edit, with the value asked for when it asks one,
// and the hex chosen among `choices` after a die.
nlohmann::json editAction(const StateEdit &edit, const nlohmann::json &value = nullptr,
                          const nlohmann::json &hex = nullptr);

} // namespace umpire::crt
