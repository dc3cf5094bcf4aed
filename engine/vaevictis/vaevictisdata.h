#pragma once

#include "explanation.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire::vv {

// Where a value of the Vae Victis data comes from: verified against the rule text, or a stand-in.
struct Provenance
{
    bool verified = true;
    std::string source;  // why the stand-in was chosen (only for verified == false)
    std::string pointer; // "la-grande-armee:/units/9": the file's id and the JSON pointer
    std::string text;    // what the value is, for the user: "La Grande Armee: Dragoons (unit)"
};

// One figure scale of the general rules (VV Scale, VV 1): paces per millimetre of table and base
// sizes.
struct Scale
{
    std::string id; // "15mm"
    std::string name;
    std::string rule;
    double pacesPerMm = 0;    // 15 mm: 100 paces per 25 mm of table, so 4
    double measureFactor = 1; // VV 3: "double all measurements for 25mm figures"
    double frontageMm = 0;
    std::map<std::string, double> depthMm; // by base kind: infantry, light-infantry, cavalry, ...
    std::map<std::string, int> figures;
    double generalWidthMm = 0, generalDepthMm = 0;
    std::string generalRule;
    Provenance generalBase;
    double squareMarkerMm = 0;
    std::string squareMarkerRule;
    Provenance squareMarker;
    double fieldOfFireCm = 0;
};

struct Quality
{
    std::string id; // "mediocre", "average", "good"
    std::string name;
    int from = 1, to = 6;
    int activationModifier = 0;
};

// The general rules shared by the four games (rulesdata/vaevictis/common.json).
struct Common
{
    std::string id, name, cite, path;
    int dieFaces = 6;
    std::vector<Scale> scales;
    struct Table
    {
        std::string rule;
        double oneCorpsCm = 60, perExtraCorpsCm = 30, maxCm = 120, deploymentCm = 15,
               minFeatureCm = 10;
        bool scaled = true;
        Provenance scaledProvenance;
    } table;
    struct Generals
    {
        std::string qualityRule, activationRule, takeOverRule, lossRule;
        std::vector<Quality> qualities;
        int minimumActivation = 1;
        int takeOverPaces = 600;
        bool takeOverComparesModified = true;
        Provenance takeOverCompares;
    } generals;
    struct Command
    {
        std::string rule;
        int rangePaces = 600, inSightPaces = 1200, inCommandCost = 1, outOfCommandCost = 2,
            artilleryGroupCost = 2;
    } command;
    struct Zoc
    {
        std::string rule;
        int paces = 200;
        bool noneInDifficult = true;
    } zoneOfControl;
    struct Strategic
    {
        std::string rule;
        int beyondPaces = 1200;
    } strategicMove;
    std::string lineOfFireRule;
    int lineOfFireEdgePaces = 50;
    std::string fleeRule;
    int fleeExtraPaces = 100;
    std::string pathMode = "proportional", pathRule;
    Provenance pathProvenance;
    struct Army
    {
        std::string rule;
        int corpsMaxPoints = 36, maxCorps = 4, commanderInChiefAbove = 1;
    } army;
    struct Morale
    {
        std::string rule, victoryRule;
        int lossNumerator = 1, lossDenominator = 3, attackModifier = -1;
        bool guardExempt = true;
        int twoCorpsNumerator = 1, twoCorpsDenominator = 3;
    } morale;
};

struct Element
{
    std::string id, name, category;
};

struct MovementRow
{
    std::string id, name;
    std::map<std::string, std::optional<int>> paces; // by column; nullopt: may not enter ("-")
};

struct Terrain
{
    std::string id, name;
    std::string terrainClass; // "clear", "rough", "difficult" (VV 3), what combat results look at
    std::string cover;        // "none", "soft", "hard"
    std::string column;       // the movement table column it is crossed at
    std::string rule;
    struct Override
    {
        std::string terrainClass, column, cover, rule;
    };
    std::map<std::string, Override> byCategory; // LG: a village is rough going for cavalry
    Provenance provenance;
};

// A terrain as one element sees it, once the per-category special rules are applied.
struct TerrainView
{
    std::string id, name, terrainClass, cover, column, rule;
    const Terrain *terrain = nullptr;
};

struct Band
{
    std::string id; // "short", "medium", "long", or "range" in games with a single range
    int upTo = 0;
};

struct Weapon
{
    std::string id, name;
    std::vector<Band> bands; // ascending
    Provenance provenance;
    int range() const { return bands.empty() ? 0 : bands.back().upTo; }
};

struct RangeReduction
{
    std::vector<std::string> terrain; // terrain ids
    int paces = 0;
    std::string rule;
    Provenance provenance;
};

struct Unit
{
    std::string id, name, category, element, elementRule, movement;
    std::optional<int> fire; // no fire factor: cannot fire (VV 7.1 cavalry)
    int melee = 0;
    int charge = 0;
    int cost = 0;
    std::string costRule;
    std::optional<int> max; // per army
    std::optional<int> figures;
    bool guard = false;
    std::vector<std::string> weapons;
    std::string pursuit = "optional"; // "obligatory", "optional", "never"
    std::string pursuitRule;
    struct Square
    {
        int cost = 1;
        bool move = true;
        std::string rule;
    };
    std::optional<Square> square;
    std::string skirmishAs, dismountAs, mountAs;
    bool notInArmyList = false;
    std::size_t index = 0;
    Provenance provenance;
};

// When a tactical factor applies, seen from the side that takes it ("self") against its opponent.
struct Condition
{
    std::vector<std::string> selfCategory, opponentCategory, selfElement, selfNotElement,
        opponentElement, selfUnits, selfNotUnits, selfWeapons, selfHasWeapon, selfTerrain,
        selfCover, opponentCover, selfFormation, opponentFormation, band;
    std::optional<int> beyondPaces, withinPaces;
    bool overHalfRange = false;
    bool charging = false;
    bool empty() const;
};

struct Factor
{
    std::string id, name, rule;
    int value = 0;
    bool fromCharge = false;  // the unit's charge bonus (LGA, KR)
    std::string who = "self"; // fire: "self" (a side that shoots) or "either"; melee: "either",
                              // "attacker", "defender"
    bool per = false;         // "for each ..."
    std::optional<int> max;   // cap on the count
    bool automatic = false;   // applied by the engine whenever its condition holds; never chosen
    Condition when;
    Provenance provenance;
};

struct ResultCondition
{
    std::vector<std::string> byCategory, byElement, terrain;
    bool contact = false;
    std::vector<ResultCondition> anyOf;
};

struct ResultLine
{
    std::string result; // "recoil", "flee", "destroyed"
    std::string text;
    std::optional<ResultCondition> when;
    Provenance provenance;
};

struct ElementResults
{
    std::vector<ResultLine> under; // total under the winner's but more than half
    std::vector<ResultLine> half;  // half or less
};

struct SpecialRule
{
    std::string id, rule, text, encoded;
};

// One Vae Victis game (its quick-reference sheet) with the general rules it shares with the others.
class Game
{
  public:
    // The game files shipped: la-grande-armee, los-gringos, rebel-yell, kepis-rouge.
    static const std::vector<std::string> &gameIds();
    // Validates a game document and its base (BadData naming the file and the JSON pointer).
    static Result<Game> fromJson(const nlohmann::json &game, const std::string &gamePath,
                                 const nlohmann::json &common, const std::string &commonPath);
    // Reads both files (BadInput when a file cannot be read, BadData when it is wrong).
    static Result<Game> load(const std::string &gamePath, const std::string &commonPath);
    // Finds "<dir>/vaevictis/<id>.json" and its base in the first folder of the search path that
    // has each (ruleDataSearchPath), so a user's corrected copy of either file wins.
    static Result<Game> find(const std::string &id, const std::vector<std::filesystem::path> &dirs);

    std::string id, name, period, cite, path;
    Common common;
    std::vector<Element> elements;
    std::string movementRule;
    std::vector<std::pair<std::string, std::string>> movementColumns; // id, name
    std::vector<MovementRow> movementRows;
    std::vector<Terrain> terrain;
    std::string weaponsRule;
    std::vector<Weapon> weapons;
    std::vector<RangeReduction> rangeReductions;
    std::vector<Unit> units;
    std::vector<Factor> fireFactors, meleeFactors;
    std::string resultsRule;
    std::map<std::string, ElementResults> results; // by element id
    nlohmann::json formations;
    std::vector<SpecialRule> specialRules;

    const Unit *unit(const std::string &unitId) const;
    const Element *element(const std::string &elementId) const;
    const Weapon *weapon(const std::string &weaponId) const;
    const Terrain *findTerrain(const std::string &terrainId) const;
    const MovementRow *movementRow(const std::string &rowId) const;
    const Scale *scale(const std::string &scaleId) const;
    const Factor *factor(bool fire, const std::string &factorId) const;

    // The same lookups, refusing an unknown id with a message that lists the known ones.
    Result<const Unit *> requireUnit(const std::string &unitId) const;
    Result<const Weapon *> requireWeapon(const std::string &weaponId) const;
    Result<TerrainView> terrainFor(const std::string &terrainId, const std::string &category) const;
    Result<const Scale *> requireScale(const std::string &scaleId) const;

    std::string columnName(const std::string &columnId) const;
    // Adds a stand-in to an explanation when `provenance` is not verified.
    void noteUse(Explanation &explanation, const Provenance &provenance) const;
    // Every stand-in of both files.
    std::vector<UnverifiedUse> allUnverified() const;

  private:
    std::vector<Provenance> m_unverified;
};

// "La Grande Armee" etc. as JSON: the data a GUI draws checkboxes and pickers from.
void to_json(nlohmann::json &json, const Unit &unit);
void to_json(nlohmann::json &json, const Factor &factor);

} // namespace umpire::vv
