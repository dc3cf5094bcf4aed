#pragma once

#include "message.h"

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
    // The text as an English format and its arguments, for a face that translates it; empty when
    // the text itself is the phrase to translate (a fixed phrase, or a phrase from the rule data).
    Message message;
};

// A stand-in value a resolution used, which the user should check against their own copy of the
// game.
struct UnverifiedUse
{
    std::string item;   // "nlb:/crt"
    std::string text;   // what it is
    std::string source; // where the stand-in comes from
    std::string userAction;
    Message message; // the text, for a face that translates it
};

// The explanation that is part of every resolution: its steps and the unverified data it used.
struct Explanation
{
    std::vector<Step> steps;
    std::vector<UnverifiedUse> unverified;

    // A plain string is a fixed phrase (or one from the rule data); msg() gives one with arguments.
    void add(std::string rule, const Message &text, std::string before = {},
             std::string after = {});
    void addUnverified(UnverifiedUse use); // once per item
};

void to_json(nlohmann::json &json, const Step &step);
void from_json(const nlohmann::json &json, Step &step); // lenient: a missing field is empty
// A message with arguments as {"format": ..., "args": [...]} (a plain argument as a string).
void to_json(nlohmann::json &json, const Message &message);
void from_json(const nlohmann::json &json, Message &message); // lenient
void to_json(nlohmann::json &json, const UnverifiedUse &use);

} // namespace umpire
