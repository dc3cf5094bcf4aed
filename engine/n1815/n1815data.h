#pragma once

#include "explanation.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <array>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace umpire::n1815 {

// A number from a tracking sheet or the card deck: read from the rule text, or a stand-in.
struct Rating
{
    int value = 0;
    bool verified = true;
    std::string source;
    std::string pointer; // where it is in the file, "/armies/1/corps/1/cards"
};

enum class UnitKind { Infantry, Cavalry, Commander };

// A corps or an army commander, with its tracking-sheet values (a commander has no cohesion).
struct Unit
{
    std::string id;
    std::string name;   // "II Corps"
    std::string leader; // "Hill"
    std::string army;
    std::string side;
    UnitKind kind = UnitKind::Infantry;
    Rating cohesion;     // corps: the highest level, where the cube starts
    Rating halfway;      // corps: at or below this cohesion the corps draws reducedCards
    Rating cards;        // combat cards it adds
    Rating reducedCards; // corps at or below the half-way mark
    Rating tactical;     // reinforcement and counterattack rating

    bool isCorps() const { return kind != UnitKind::Commander; }
    std::string label() const; // "Allied II Corps (Hill)", "Napoleon"
};

struct VariableRow
{
    int from = 1, to = 1, points = 0;
};

struct Army
{
    std::string id, name, side, color;
    int baseMovement = 0;
    std::vector<VariableRow> variable;
    std::string commander;
    std::vector<std::string> corps;
    std::vector<std::string> homeCountries; // N1815 Retreats: "towards his side of the board"
    std::vector<std::string> homeLocations;
    std::string homeText;
};

struct Location
{
    std::string id, name, country;
    double x = 0, y = 0;
    bool verified = true;
    std::string source;
    std::string pointer;
};

struct Road
{
    std::string a, b;
    bool river = false;
    bool verified = true;
    std::string source;
    std::string pointer;

    const std::string &other(const std::string &end) const { return end == a ? b : a; }
};

struct Side
{
    std::string id, name;
    std::vector<std::string> armies;
};

struct ObjectiveCard
{
    std::string id, name, kind; // kind: "occupy" or "eliminate"
    std::string location;       // occupy
    int count = 0;              // eliminate
};

// N1815 7 Optional: where an army may set up instead of its printed set-up.
struct SetupArea
{
    std::string army, text;
    std::vector<std::string> countries;
    std::vector<std::string> except;
    bool original = false; // any of the army's original set-up locations
};

struct Penalty
{
    std::string location;
    std::vector<std::string> armies;
    int cohesion = 0;
};

// The six combat card types (N1815 Combat cards), in the order of the data file.
enum class Card {
    InfantryAssault,
    GrandBattery,
    Skirmish,
    CavalryCharge,
    CombinedArms,
    CounterAttack
};
constexpr int cardTypes = 6;
using CardCounts = std::array<int, cardTypes>;

std::string cardId(Card card);   // "combined-arms"
std::string cardName(Card card); // "Combined Arms"
// A card from its id or name, any case, spaces or dashes: "combined arms", "Combined-Arms".
Result<Card> cardFromText(const std::string &text);

// Napoleon 1815 Returns rule data (rulesdata/n1815.json), loaded and checked once.
class Data
{
  public:
    static Result<Data> fromJson(const nlohmann::json &document, const std::string &path);
    static Result<Data> load(const std::string &path);
    // The first n1815.json in the search path of ruleDataSearchPath (a user's corrected
    // copy before the shipped one); BadInput when no folder holds one.
    static Result<Data> find(const std::vector<std::filesystem::path> &dirs);

    std::string path, name, cite;
    int dieFaces = 6;
    std::vector<int> rainOn;
    int rainVariableModifier = -1;
    int infantryExtraCohesion = 1, infantryMaxLocations = 2, cavalryLocationsPerPoint = 2,
        cavalryMaxLocations = 2, commanderMaxLocations = 2;
    int riverCards = 2, retreatLoss = 1, extraRetreatLoss = 1, counterattackDie = 6;
    int deckSize = 68;
    std::array<Rating, cardTypes> deck; // count of each card type
    int objectivesDrawn = 2;
    std::vector<ObjectiveCard> objectives;
    std::string penaltyOccupier;
    std::vector<Penalty> penalties;
    int lastTurn = 15, automaticEliminations = 4;
    std::string tieWinner;
    std::map<std::string, std::string> setup; // unit -> location
    std::string optionalSetupRule;
    std::vector<SetupArea> optionalSetup;

    std::vector<Side> sides;
    std::vector<Army> armies;
    std::vector<Unit> units; // every corps and commander, in the file's order
    std::vector<Location> locations;
    std::vector<Road> roads;

    // Lookups by id; nullptr when unknown.
    const Unit *unit(const std::string &id) const;
    const Army *army(const std::string &id) const;
    const Side *side(const std::string &id) const;
    const Location *location(const std::string &id) const;
    const Road *road(const std::string &a, const std::string &b) const;
    const ObjectiveCard *objective(const std::string &id) const;
    std::vector<const Road *> roadsFrom(const std::string &location) const;
    std::string otherSide(const std::string &side) const;

    // Lookups of what a user typed (an id, or a name in any case); BadInput naming the known ones.
    Result<const Unit *> findUnit(const std::string &text) const;
    Result<const Location *> findLocation(const std::string &text) const;
    Result<const Army *> findArmy(const std::string &text) const;

    // Road distance in locations (-1 when unconnected).
    int distance(const std::string &from, const std::string &to) const;
    // Road distance to the army's side of the board (N1815 Retreats), 0 when there already.
    int distanceHome(const std::string &army, const std::string &location) const;

    // Records that a resolution used a value: a stand-in becomes an UnverifiedUse.
    void use(Explanation &explanation, const Rating &rating, const std::string &what) const;
    void useLocation(Explanation &explanation, const std::string &location) const;
    void useRoad(Explanation &explanation, const Road &road) const;
    // Every stand-in in the file.
    std::vector<UnverifiedUse> allUnverified() const;
    const nlohmann::json &document() const { return m_document; }

  private:
    nlohmann::json m_document;
    std::map<std::string, std::size_t> m_unitIndex, m_locationIndex;
};

} // namespace umpire::n1815
