#pragma once

#include "combat.h"
#include "ruleset.h"

#include <QtTest/QtTest>

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

namespace umpire::test {

// The shipped ruleset `id` from rulesdata/, loaded once per test process; aborts the test run if it
// does not load, since every test that uses it would be meaningless.
inline const Ruleset &shippedRuleset(const std::string &id)
{
    static std::map<std::string, std::shared_ptr<Ruleset>> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        Result<Ruleset> loaded = Ruleset::load(std::string(UMPIRE_RULESDATA_DIR) + "/" + id + ".json");
        if (!loaded)
            qFatal("shipped ruleset %s does not load: %s", id.c_str(), loaded.error().message.c_str());
        it = cache.emplace(id, std::make_shared<Ruleset>(std::move(loaded).value())).first;
    }
    return *it->second;
}

// Resolves a combat given as JSON text (the same form as `umpire-cli combat --request`).
inline Result<CombatOutcome> combat(const std::string &requestJson)
{
    Result<CombatRequest> request = CombatRequest::fromJson(nlohmann::json::parse(requestJson));
    if (!request)
        return request.error();
    return resolveCombat(*request, shippedRuleset(request->ruleset));
}

inline QString q(const std::string &text) { return QString::fromStdString(text); }

} // namespace umpire::test
