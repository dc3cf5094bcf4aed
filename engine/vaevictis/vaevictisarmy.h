#pragma once

#include "explanation.h"
#include "result.h"
#include "vaevictisdata.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>
#include <vector>

namespace umpire::vv {

struct ArmyEntry
{
    std::string unit;
    int count = 1;
};

struct CorpsList
{
    std::string name;
    std::vector<ArmyEntry> units; // its general is free (VV 2) and not listed
};

// An army list being built (VV 2): corps of elements, and whether it has a Commander-in-Chief.
struct ArmyList
{
    std::string game;
    std::string name;
    bool commanderInChief = false;
    std::vector<CorpsList> corps;

    // {"game", "name", "commanderInChief": true, "corps": [{"name", "units": [{"unit", "count"}]}]}
    static Result<ArmyList> fromJson(const nlohmann::json &json);
};

// Something to fix before the list is legal: which rule, where, and what to do.
struct ArmyProblem
{
    std::string rule;  // "VV 2", "KR Fire & Melee Factors"
    std::string where; // "corps 2 (Reille)", "army"
    std::string
        message;  // "costs 38 points, 2 over the 36 allowed: remove units worth at least 2 points"
    Message what; // the message as a format and its arguments, for a face that translates it
};

struct ArmyReport
{
    bool valid = false;
    int totalPoints = 0;
    std::vector<int> corpsPoints;
    std::map<std::string, int> unitCounts; // elements per unit type, whole army
    std::vector<ArmyProblem> problems;
    Explanation explanation;
};

// Validates a list, as on every change in the builder: BadInput for what is not a list at all (an
// unknown unit type, a count under 1); otherwise a report whose problems say what to fix.
Result<ArmyReport> validateArmy(const ArmyList &army, const Game &game);

void to_json(nlohmann::json &json, const ArmyReport &report);

} // namespace umpire::vv
