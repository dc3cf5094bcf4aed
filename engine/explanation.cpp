#include "explanation.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire {

void Explanation::add(std::string rule, std::string text, std::string before, std::string after)
{
    steps.push_back({std::move(rule), std::move(text), std::move(before), std::move(after)});
}

void Explanation::addUnverified(UnverifiedUse use)
{
    const bool known = std::any_of(unverified.begin(), unverified.end(),
                                   [&](const UnverifiedUse &u) { return u.item == use.item; });
    if (!known)
        unverified.push_back(std::move(use));
}

void to_json(nlohmann::json &doc, const Step &step)
{
    doc = {{"rule", step.rule}, {"text", step.text}};
    if (!step.before.empty())
        doc["before"] = step.before;
    if (!step.after.empty())
        doc["after"] = step.after;
}

void to_json(nlohmann::json &doc, const UnverifiedUse &use)
{
    doc = {{"item", use.item}, {"text", use.text}, {"source", use.source}};
    if (!use.userAction.empty())
        doc["userAction"] = use.userAction;
}

} // namespace umpire
