#pragma once

#include "compensation.h"
#include "explanation.h"
#include "journalevent.h"
#include "morale.h"
#include "ruleset.h"
#include "weather.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace umpire::crt {

struct UnitState
{
    enum class Status { OnMap, NotArrived, Eliminated, Exited };
    std::string id;
    std::string side;
    std::string corps;
    std::string type;
    int printed = 0;  // printed strength
    int strength = 0; // current strength
    int arrives = 1;  // the turn it is due (reinforcements)
    Status status = Status::OnMap;
    bool eliminatedBefore =
        false; // eliminated in an earlier battle of the campaign (counted in `carried`)
    // On a game with a map: where it stands ("0305"; empty: not placed, or off the map), and
    // what its counter prints for the map's rules.
    std::string hex;
    std::optional<int> movement; // NLB 5.1, BMW 4.1: its movement allowance
    int range = 0;               // NLB 8.1 artillery, BMW 6.4 archery: in hexes
    bool leader = false;         // BMW 10.0
    std::string dot;             // BMW 8.1: "solid", "open", or empty
    std::optional<int> marker;   // the camera marker printed on it
    // BMW 6.2, 11.1: an archer's fire factor (0: no archery), and the reverse, Disordered side:
    // whether it is up, and what it prints when it differs from the front.
    int fire = 0;
    bool disrupted = false;
    std::optional<int> disruptedStrength;
    std::optional<std::string> disruptedDot; // "" when the Disordered side has no dot

    // What the counter shows now: the Disordered side's strength and dot when it is up.
    int combatStrength() const
    {
        return disrupted && disruptedStrength ? *disruptedStrength : strength;
    }
    std::string shownDot() const { return disrupted && disruptedDot ? *disruptedDot : dot; }
};

// What a scenario's exclusive rule does to a side's levels now (scenariorules.h).
struct LevelChange
{
    std::string rule; // "Ligny exclusive rules"
    Message text;     // why: "the French occupy Ligny 0922 and St. Amand 0423"
    int change = 0;   // added to each level it changes
    bool demoralization = true;
    bool disintegration = true;
};

// NLB 11.0: "Units of a demoralized army lose their ability to advance after combat for the
// remainder of the battle game being played (or, in the Campaign Game, until their Corps or
// Nationality is un-demoralized)". What an earlier battle of a campaign left demoralized of a side
// (campaign.h): its corps, and its units of no corps (held by the nationality alone). The Campaign
// Game's rules for un-demoralizing are not in the rule texts: the referee journals it
// (morale.restored).
struct CarriedDemoralization
{
    std::set<std::string> corps;
    std::set<std::string> units; // ids of units with no corps
    bool any() const { return !corps.empty() || !units.empty(); }
};

// A morale.restored event that counts: the corps un-demoralized, or the whole nationality.
struct MoraleRestoration
{
    std::uint64_t seq = 0;
    std::string corps; // empty: the nationality, every corps and unit of it
    std::string why;
};

struct SideState
{
    std::string name;
    int casualties =
        0;           // strength of its eliminated units, less those rallied, with those carried in
    int carried = 0; // casualties carried in from earlier battles of a campaign
    std::map<std::string, int> corpsCasualties;
    std::map<std::string, int> cohesion; // N1815: per corps
    int points = 0;
    int exited = 0;
    std::optional<int> demoralizationLevel;
    std::optional<int> disintegrationLevel;
    // The levels as the game was set up, before any scenario rule's change (levelChanges).
    std::optional<int> baseDemoralizationLevel;
    std::optional<int> baseDisintegrationLevel;
    std::vector<LevelChange> levelChanges;
    // BMW 11.2: the die rolls that rally an eliminated unit (the Exclusive Rules'), when given.
    std::optional<std::pair<int, int>> rallyRange;
    bool demoralized = false;
    bool disintegrated = false;
    // NLB 11.0, Campaign Game: what the campaign carried in demoralized and is not yet restored,
    // and the restorations journaled in this battle. The army's own demoralization (11.2, above)
    // is apart: an army demoralized by its casualties stays so whatever is restored.
    CarriedDemoralization carriedDemoralization;
    std::vector<MoraleRestoration> restored;
};

struct RollRecord
{
    std::uint64_t seq = 0; // the event that holds the roll
    int value = 0;
    bool generated = false;
    std::uint64_t draw = 0;
    bool voided = false; // its event was undone
};

// A combat of this phase whose result is still to be carried out (resultapplication.h): its
// obligations as journaled and what has been applied of each.
struct CombatDue
{
    std::uint64_t combat = 0; // the combat.resolved event
    std::string packed;       // its obligations and exchange (journalevent.h packedObligations)
    std::vector<std::set<std::string>> applied; // per obligation: the units done
    std::vector<bool> closed; // per obligation: met in all (the one unit lost, advanced, exchanged)
    // On a map: where each unit its obligations name stood when the combat was
    // resolved: the hexes a retreat leaves and an advance enters (NLB 7.5).
    std::map<std::string, std::string> hexes;
};

// The game as replaying its journal gives it, after any event: never stored, always derived.
struct GameState
{
    std::string ruleset;
    std::uint64_t atSeq = 0;
    int turn = 0;
    std::string phase;
    std::string phasePlayer;
    int step = -1; // index in the turn's sequence of play (sequenceofplay.h)
    Weather weather = Weather::Clear;
    std::vector<std::string> players;  // in the order they play each turn
    std::vector<nlohmann::json> turns; // the turn record: {"turn", "label", "weather"}
    std::uint64_t seed = 0;
    std::uint64_t nextDraw = 0; // voided rolls used their draws too: undo never re-rolls
    std::vector<SideState> sides;
    std::map<std::string, UnitState> units;
    std::vector<RollRecord> rolls;
    std::set<std::uint64_t> undone;   // events compensated by an undo that was not redone
    std::vector<std::uint64_t> notes; // the sequence numbers of notes and overrides, in order
    // Counters on the map as the camera saw them and the referee confirmed (counter.moved and
    // counter.removed): marker id to hex id; a removed counter is in countersRemoved.
    std::map<int, std::string> counterHexes;
    std::set<int> countersRemoved;
    std::vector<CombatDue> dues;       // this phase's combats, until the next phase or turn
    std::string map;                   // the id of the map the game is played on, or none
    std::set<std::string> moved;       // units moved this phase (NLB 5.1: once each)
    std::set<std::string> rallied;     // units rallied, or tried, this phase (BMW 11.2: one a turn)
    std::set<std::string> fired;       // archers that fired this phase (BMW 6.1: once each)
    std::set<std::string> reorganized; // units rolled for this phase (BMW 11.1: once each)
    // Reinforcements that entered the map this phase (NLB 9.0): the entry hex and the MP (in half
    // MP) spent entering it, which their move this phase has spent already.
    std::map<std::string, std::pair<std::string, int>> entered;
    std::vector<UnverifiedUse>
        unverified; // stand-ins of the game's set-up (a demonstration scenario's levels)
    // The scenario's settings as chosen when the game was made (NAW: the Prussian
    // arrival turn): [{"id", "text", "value", "choice", "arrivalOf"}].
    nlohmann::json settings = nlohmann::json::array();
    // The scenario's exclusive rules and victory conditions (scenariorules.h), as created.
    nlohmann::json scenarioRules = nlohmann::json::array();
    nlohmann::json scenarioVictory; // null: the ruleset's victory conditions

    const SideState *side(const std::string &name) const;
    // NLB 11.0, Campaign Game: what holds a unit demoralized since an earlier battle of the
    // campaign: its corps' name, or its side's (the nationality) for a unit of no corps; empty when
    // nothing does.
    std::string carriedDemoralization(const std::string &unit) const;
    std::string turnLabel(int turn) const; // "2 PM", or "turn N"
    Weather turnWeather(int turn) const;   // from the turn record; clear when it says nothing
    std::vector<std::string> reinforcementsDue() const; // units due this turn, not yet entered
    bool isConsistent() const; // casualties match the eliminated units' strengths
};

// NLB 11.0, Campaign Game: whether the referee may journal `corps` (empty: the nationality) of
// `side` un-demoralized now: BadInput saying why not (an unknown side, nothing carried
// demoralized, a corps that is not).
Result<Ok> checkMoraleRestored(const GameState &state, const std::string &side,
                               const std::string &corps);

// Replays events up to and including `atSeq` (all when absent). BadData names the first event
// that cannot apply (an unknown unit, an undo of nothing).
Result<GameState> replay(const std::vector<JournalEvent> &events, const Ruleset &ruleset,
                         std::optional<std::uint64_t> atSeq = std::nullopt);

// The same, calling `visit` with the state after each event that counts (neither undone nor an undo
// or redo), in order, before the derived morale (demoralized, disintegrated) is brought up to date
// at the end; `visit` returns false to stop the replay there (victory.h judgeGameVictory).
using ReplayVisitor = std::function<bool(const GameState &, const JournalEvent &)>;
Result<GameState> replay(const std::vector<JournalEvent> &events, const Ruleset &ruleset,
                         std::optional<std::uint64_t> atSeq, const ReplayVisitor &visit);

// What is derived from the sides' casualties and levels: demoralized, disintegrated and the
// demoralization level in effect (NLB 11.2, NAW 8.2, BMW 11.3-11.4), as replay() brings them up to
// date at its end. BadData when the sides do not fit the ruleset.
Result<Ok> deriveMorale(std::vector<SideState> &sides, const Ruleset &ruleset);

// The state after one more ordinary event (not an undo or redo, which change what earlier events
// mean): the same as replaying everything, at the cost of one event.
Result<GameState> applyEvent(GameState state, const JournalEvent &event, const Ruleset &ruleset);

void to_json(nlohmann::json &doc, const GameState &state);
// A roll as to_json(GameState) lists it under "rolls".
void to_json(nlohmann::json &doc, const RollRecord &roll);

} // namespace umpire::crt
