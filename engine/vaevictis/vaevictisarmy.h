#pragma once

#include "explanation.h"
#include "result.h"
#include "vaevictisdata.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>
#include <vector>

namespace umpire {

struct VvArmyEntry
{
    std::string unit;
    int count = 1;
};

struct VvCorpsList
{
    std::string name;
    std::vector<VvArmyEntry> units; // its general is free (VV 2) and not listed
};

// An army list being built (VV 2): corps of elements, and whether it has a Commander-in-Chief.
struct VvArmyList
{
    std::string game;
    std::string name;
    bool commanderInChief = false;
    std::vector<VvCorpsList> corps;

    // {"game", "name", "commanderInChief": true, "corps": [{"name", "units": [{"unit", "count"}]}]}
    static Result<VvArmyList> fromJson(const nlohmann::json &json);
};

// Something to fix before the list is legal: which rule, where, and what to do.
struct VvArmyProblem
{
    std::string rule;  // "VV 2", "KR Fire & Melee Factors"
    std::string where; // "corps 2 (Reille)", "army"
    std::string
        message;  // "costs 38 points, 2 over the 36 allowed: remove units worth at least 2 points"
    Message what; // the message as a format and its arguments, for a face that translates it
};

struct VvArmyReport
{
    bool valid = false;
    int totalPoints = 0;
    std::vector<int> corpsPoints;
    std::map<std::string, int> unitCounts; // elements per unit type, whole army
    std::vector<VvArmyProblem> problems;
    Explanation explanation;
};

// Validates a list, as on every change in the builder: BadInput for what is not a list at all (an
// unknown unit type, a count under 1); otherwise a report whose problems say what to fix.
Result<VvArmyReport> vvValidateArmy(const VvArmyList &army, const VvGame &game);

void to_json(nlohmann::json &json, const VvArmyReport &report);

} // namespace umpire
