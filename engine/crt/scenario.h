#pragma once

#include "picturefile.h"
#include "ruleset.h"
#include "weather.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// One turn of a scenario's Turn Record Track.
struct ScenarioTurn
{
    int turn = 0;
    std::string label;                // "1 PM"
    Weather weather = Weather::Clear; // night and rain turns (NLB 5.5, 7.9)
};

// A choice the players make when a scenario's game starts, with the values the rule texts give:
// the turn on which the units of some corps arrive (NAW: the Prussians, by edition).
struct ScenarioSetting
{
    struct Choice
    {
        int value = 0;
        std::string text; // "second edition: the Allied player's second turn"
    };
    std::string id;   // "prussian-arrival"
    std::string text; // "the Prussian arrival turn"
    int defaultValue = 0;
    std::vector<Choice> choices;
    std::vector<std::string> arrivalOf; // the corps whose units arrive on the chosen turn

    const Choice *choice(int value) const;
    // "2 (second edition: ...) or 3 (third edition: ...)", for a message.
    std::string describeChoices() const;
};

// A part of a scenario the rule texts do not give: a stand-in the user checks or fills in.
struct ScenarioStandIn
{
    std::string item;   // "sides", "players", "turns", "weather" or "orderOfBattle"
    std::string source; // why, and how to fill it in
};

// One battle of a ruleset: sides and their levels, who plays first, the turn record and the order
// of battle (with the turn each unit arrives). Loaded from rulesdata/scenarios/ID.json.
class Scenario
{
  public:
    static Result<Scenario> fromJson(const nlohmann::json &document, const std::string &path,
                                     const Ruleset &ruleset);
    static Result<Scenario> load(const std::string &path, const Ruleset &ruleset);

    std::string id;
    std::string ruleset;
    std::string name;
    bool demonstration = false;
    bool verified = true;
    std::string source;
    std::string map;                  // the id of the map it is played on (maps/), or none
    std::vector<std::string> players; // in the order they play each turn
    nlohmann::json sides =
        nlohmann::json::array(); // [{"name", "demoralization", "disintegration"}]
    nlohmann::json orderOfBattle =
        nlohmann::json::array(); // [{"id", "side", "strength", "type", "corps", "arrives",
                                 //   "hex", "movement", "disruptedStrength", "fire", "range",
                                 //   "leader", "dot", "marker"}]: what ScenarioForm gives
    std::vector<ScenarioTurn> turns;
    std::vector<ScenarioSetting> settings;
    // The parts that are stand-ins; empty with "verified": false, the whole set-up is.
    std::vector<ScenarioStandIn> standIns;
    // The battle's exclusive rules and victory conditions (scenariorules.h): copied into the game.
    nlohmann::json rules = nlohmann::json::array();
    nlohmann::json victory; // null: the ruleset's

    const ScenarioSetting *setting(const std::string &id) const;

    // The rule-data folder the scenario's file is in (the folder holding its scenarios/ folder):
    // where its units' counter images are.
    std::string dataDir;
    // A unit's counter image (its "image" in the order of battle), checked as it stands on the
    // disk: inside the rule-data folder once links are followed, a PNG, JPEG, GIF or BMP within the
    // picture bounds (picturefile.h). An empty path when the unit has none; BadInput when no unit
    // has the id, BadData when its image is wrong or missing.
    Result<PictureFile> unitImage(const std::string &unitId) const;
};

// The turn record as stored in a game: [{"turn", "label", "weather"}].
nlohmann::json turnsToJson(const std::vector<ScenarioTurn> &turns);

} // namespace umpire::crt
