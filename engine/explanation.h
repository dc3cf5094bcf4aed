#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace umpire {

// One step of a resolution: the rule it applies and the numbers before and after it.
struct Step
{
    std::string rule;   // "NLB 7.3"
    std::string text;   // "Town doubles the defender D1"
    std::string before; // "4" (empty when the step changes no number)
    std::string after;  // "8"
};

// A stand-in value a resolution used, which the user should check against their own copy of the
// game.
struct UnverifiedUse
{
    std::string item;   // "nlb:/crt"
    std::string text;   // what it is
    std::string source; // where the stand-in comes from
    std::string userAction;
};

// The explanation that is part of every resolution: its steps and the unverified data it used.
struct Explanation
{
    std::vector<Step> steps;
    std::vector<UnverifiedUse> unverified;

    void add(std::string rule, std::string text, std::string before = {}, std::string after = {});
    void addUnverified(UnverifiedUse use); // once per item
};

void to_json(nlohmann::json &json, const Step &step);
void to_json(nlohmann::json &json, const UnverifiedUse &use);

} // namespace umpire
