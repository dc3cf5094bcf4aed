#pragma once

#include "combatresultstable.h"
#include "explanation.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace umpire::crt {

// What a combat result obliges one side to do (the "attacker"/"defender" fields of a result in the
// data).
enum class Effect {
    None,
    Eliminated,
    Retreat,
    MayAdvance,
    MayAdvanceIfVacated,
    LoseStrength,
    LoseUnit
};

struct ResultDefinition
{
    std::string code;
    std::string name;
    std::string rule;
    Effect attacker = Effect::None;
    Effect defender = Effect::None;
};

// A terrain type or hexside and its effect on combat.
struct Terrain
{
    std::string id;
    std::string name;
    std::string rule;
    bool hexside = false;
    int defenderMultiplier = 1;           // NLB 7.3: town 2, chateau 3
    std::vector<std::string> halvedTypes; // NLB 7.3: cavalry in marsh
    bool chateau = false;                 // NLB 10.0
    bool prohibited = false;              // may not be entered, so never defended
    bool bombardmentOnly = false;         // NLB 8.4: only bombardment across an unbridged river
    std::string noAdvanceInto;            // NLB 10.5: the rule forbidding advances into it
    int defenderShift = 0;                // BMW 7.5: hill 1L
    bool unlessAllAttackersOn = false;    // BMW 7.5: ... unless every attacker is on a hill too
    bool attackerHalvedOutOf = false;     // BMW 7.5: river, swamp
    bool attackerHalvedInto = false;      // BMW 7.5: swamp
    bool verified = true;
    std::string source;
    std::string pointer; // "/terrain/3", where it is in the file
};

// A game system's charts and parameters, loaded from rulesdata/ and validated once.
class Ruleset
{
  public:
    // Parses and validates a ruleset document; `path` names the file in every error.
    static Result<Ruleset> fromJson(const nlohmann::json &document, const std::string &path);
    // Reads, parses and validates a file (BadData for anything wrong with it, BadInput if it cannot
    // be read).
    static Result<Ruleset> load(const std::string &path);

    std::string id;
    std::string name;
    std::string edition;
    std::string cite; // "NLB"
    std::string path;
    std::vector<std::string> sides;
    struct Player
    {
        std::string name;
        std::vector<std::string> armies;
    };
    std::vector<Player>
        players; // when a player commands several armies (NLB: Anglo-Allied and Prussian)
    std::vector<std::string> unitTypes;
    int dieFaces = 6;

    std::string oddsRule;
    std::string shiftMode =
        "columns"; // "columns": clamp to the chart, then shift; "odds": shift, then clamp
    CombatResultsTable crt;
    std::string belowRule, belowText, aboveRule, aboveText;

    std::vector<Terrain> terrain;
    std::string terrainCombination = "all"; // "bestForDefender": NLB 5.6, effects do not combine
    std::string terrainCombinationRule;

    // NLB 5.5, 7.9: the kinds of game turn besides clear its rules give ("night", "rain"), and
    // where; none: every turn is clear.
    std::vector<std::string> weathers;
    std::string weatherRule;
    // How the Combat Phase runs, and the rules it is cited by: the rules' own in their data
    // ("combatSequence"), NLB's where the data gives none.
    struct CombatSequence
    {
        std::string phaseRule = "NLB 5.1";    // combat has its own phase
        std::string attackerRule = "NLB 7.0"; // the phasing player attacks; a result is carried
                                              // out before the next combat is resolved
        std::string onceRule = "NLB 7.1";     // no unit attacks twice in a phase
        std::string advanceRule = "NLB 7.5";  // a unit that advanced neither attacks nor defends
        bool defenderOnce = true;             // no enemy unit is attacked twice either (NLB 7.1)
        // Both rules who may attack are cited by, once: "NLB 7.0, 7.1", "BMW 7.1".
        std::string candidatesRule() const;
    };
    CombatSequence combatSequence;
    // What its counters print besides strength, type and movement ("fire", "range"...), each with
    // the rule that reads it, in the data's order.
    std::vector<std::pair<std::string, std::string>> counterValues;

    // An optional section of the document by JSON pointer ("/combat/bombardment"), or nullptr.
    const nlohmann::json *feature(const std::string &pointer) const;
    const ResultDefinition *result(const std::string &codeOrAlias) const;
    const Terrain *findTerrain(const std::string &id) const;
    bool hasUnitType(const std::string &type) const;
    bool hasWeather(const std::string &weather) const; // "clear" always
    // The rule that reads a counter value ("BMW 6.2" for "fire"), or empty when its counters have
    // none.
    std::string counterValueRule(const std::string &key) const;
    // The player who commands an army (or who is named so); the name itself when no player lists
    // it.
    std::string playerOf(const std::string &armyOrPlayer) const;
    std::vector<UnverifiedUse>
    allUnverified() const; // every value marked "verified": false, anywhere
    // The stand-in at a JSON pointer, named "id:/pointer" wherever it is reported.
    UnverifiedUse unverifiedAt(const std::string &pointer) const;
    const nlohmann::json &document() const { return m_document; }

  private:
    std::map<std::string, ResultDefinition> m_results;
    std::map<std::string, std::string> m_aliases;
    nlohmann::json m_document;
};

} // namespace umpire::crt
