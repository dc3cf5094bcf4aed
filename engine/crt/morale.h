#pragma once

#include "explanation.h"
#include "result.h"
#include "ruleset.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// An army's count of eliminated strength, and what the event being judged adds (negative: rallied).
struct ArmyLosses
{
    std::string name;
    int casualties = 0; // casualty level before the event
    int losses = 0;     // strength eliminated by the event; negative when units rally (BMW 11.2)
    std::optional<int> demoralizationLevel;
    std::optional<int> disintegrationLevel;
};

// Armies and the event to judge; the phasing (active) player decides simultaneous cases.
struct MoraleRequest
{
    std::string ruleset;
    std::vector<ArmyLosses> armies;
    std::string phasing; // the phasing player, or one of his armies

    static Result<MoraleRequest> fromJson(const nlohmann::json &json);
    // The same, its errors naming the request `what` ("victory request: armies: ...").
    static Result<MoraleRequest> fromJson(const nlohmann::json &json, Message what);
};

struct ArmyMorale
{
    std::string name;
    int before = 0;
    int after = 0;
    std::optional<int> demoralizationLevel;
    std::optional<int> disintegrationLevel;
    bool demoralizedBefore = false;
    bool demoralized = false;
    bool disintegratedBefore = false;
    bool disintegrated = false;
    std::vector<std::string> effects; // what demoralization does to this army's battles
};

struct MoraleOutcome
{
    std::vector<ArmyMorale> armies;
    std::vector<std::string> newlyDemoralized;   // in the order the rules consider them (NLB 11.2)
    std::vector<std::string> newlyDisintegrated; // in the order the armies were given
    Explanation explanation;

    const ArmyMorale *army(const std::string &name) const;
};

// Whether an army belongs to the phasing player (NLB 4.1: one player may command several armies).
bool isPhasingArmy(const Ruleset &ruleset, const std::string &army, const std::string &phasing);

// NLB 11.2, NAW 8.2, BMW 11.3-11.4: casualty levels against demoralization and disintegration
// levels.
Result<MoraleOutcome> evaluateMorale(const MoraleRequest &request, const Ruleset &ruleset);

void to_json(nlohmann::json &json, const MoraleOutcome &outcome);

} // namespace umpire::crt
