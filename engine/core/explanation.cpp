#include "explanation.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire {

void Explanation::add(std::string rule, const Message &text, std::string before, std::string after)
{
    steps.push_back({std::move(rule), text.text(), std::move(before), std::move(after),
                     text.args.empty() ? Message() : text});
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
    if (!step.message.args.empty())
        doc["message"] = step.message;
}

void from_json(const nlohmann::json &doc, Step &step)
{
    const auto text = [&](const char *key) {
        auto it = doc.find(key);
        return it != doc.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    step = {text("rule"), text("text"), text("before"), text("after"), {}};
    if (auto it = doc.find("message"); it != doc.end())
        from_json(*it, step.message);
}

void to_json(nlohmann::json &doc, const Message &message)
{
    if (message.args.empty()) {
        doc = message.format;
        return;
    }
    doc = {{"format", message.format}, {"args", nlohmann::json::array()}};
    for (const Message &a : message.args)
        to_json(doc["args"].emplace_back(), a);
}

void from_json(const nlohmann::json &doc, Message &message)
{
    message = {};
    if (doc.is_string()) {
        message.format = doc.get<std::string>();
    } else if (doc.is_object()) {
        if (auto it = doc.find("format"); it != doc.end() && it->is_string())
            message.format = it->get<std::string>();
        if (auto it = doc.find("args"); it != doc.end() && it->is_array())
            for (const auto &a : *it)
                from_json(a, message.args.emplace_back());
    } else if (!doc.is_null()) {
        message.format = doc.dump();
    }
}

void to_json(nlohmann::json &doc, const UnverifiedUse &use)
{
    doc = {{"item", use.item}, {"text", use.text}, {"source", use.source}};
    if (!use.userAction.empty())
        doc["userAction"] = use.userAction;
    if (!use.message.args.empty())
        doc["message"] = use.message;
}

} // namespace umpire
