#include "explanation.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire {

void Explanation::add(std::string rule, std::string text, std::string before, std::string after)
{
    steps.push_back({std::move(rule), std::move(text), std::move(before), std::move(after)});
}

void Explanation::add(std::string rule, const Message &text, std::string before, std::string after)
{
    steps.push_back({std::move(rule), text.text(), std::move(before), std::move(after),
                     text.args.empty() ? std::string() : text.format, text.args});
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
    if (!step.args.empty())
        doc["format"] = step.format, doc["args"] = step.args;
}

void from_json(const nlohmann::json &doc, Step &step)
{
    const auto text = [&](const char *key) {
        auto it = doc.find(key);
        return it != doc.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    step = {text("rule"), text("text"), text("before"), text("after"), text("format"), {}};
    if (auto it = doc.find("args"); it != doc.end() && it->is_array())
        for (const auto &a : *it)
            step.args.push_back(a.is_string() ? a.get<std::string>() : a.dump());
    if (step.format.empty())
        step.args.clear();
}

void to_json(nlohmann::json &doc, const UnverifiedUse &use)
{
    doc = {{"item", use.item}, {"text", use.text}, {"source", use.source}};
    if (!use.userAction.empty())
        doc["userAction"] = use.userAction;
}

} // namespace umpire
