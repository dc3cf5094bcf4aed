#pragma once

#include "combat.h"
#include "gamemap.h"
#include "gamestate.h"
#include "journal.h"
#include "mapzoc.h"
#include "resultapplication.h"
#include "ruleset.h"
#include "scenario.h"
#include "sequenceofplay.h"

#include <map>
#include <memory>
#include <set>

namespace umpire::crt {

// What a new game starts with: the game.created event's content.
struct GameSetup
{
    std::string title;
    std::string scenario;
    std::string map; // the id of the map it is played on (maps/), or none
    nlohmann::json sides =
        nlohmann::json::array(); // [{"name", "demoralization", "disintegration"}]
    nlohmann::json orderOfBattle =
        nlohmann::json::array();       // [{"id", "side", "strength", "type", "corps", "arrives"}]
    std::optional<std::uint64_t> seed; // the dice generator's; a fresh one when absent
    std::vector<std::string> players;  // in the order they play; the sides' when empty
    nlohmann::json turns =
        nlohmann::json::array(); // the turn record: [{"turn", "label", "weather"}]
    nlohmann::json carried =
        nlohmann::json::object(); // a campaign's losses and units' states so far
    nlohmann::json unverified =
        nlohmann::json::array(); // stand-ins the set-up holds: [{"item", "text", "source"}]
    // The scenario's settings (NAW: the Prussian arrival turn, by edition) and the
    // players' choice of each by id (the default when absent). The game sets the arrival of every
    // unit of a setting's corps, the scenario's and those added to it, to the chosen turn.
    std::vector<ScenarioSetting> settings;
    std::map<std::string, int> chosen;
    // The scenario's exclusive rules and victory conditions (scenariorules.h).
    nlohmann::json rules = nlohmann::json::array();
    nlohmann::json victory;

    static GameSetup fromScenario(const Scenario &scenario);
    // Chooses a setting's value; BadInput naming the setting's choices when it is none of them.
    Result<Ok> choose(const std::string &id, int value);
};

// A game being refereed: its journal, its ruleset and the state replaying the journal gives. Every
// action is appended (and synced) to the journal before the state shows it.
class Game
{
  public:
    // `map`: the set-up's map (setup.map), when it names one; its units' hexes are checked on it.
    static Result<Game> create(const std::string &path, std::shared_ptr<const Ruleset> ruleset,
                               const GameSetup &setup, std::shared_ptr<const HexMap> map = nullptr);
    // The game.created event a new game of the set-up starts with, checked as create() checks it,
    // with nothing written (a scenario checked before it is saved).
    static Result<nlohmann::json> createdEvent(const Ruleset &ruleset, const GameSetup &setup,
                                               const HexMap *map = nullptr);
    // Opens a journal; its ruleset is looked up by `findRuleset` from the header's id.
    template <typename Finder>
    static Result<Game> open(const std::string &path, Finder findRuleset,
                             Journal::Mode mode = Journal::Mode::ReadWrite)
    {
        Result<Journal> journal = Journal::open(path, mode);
        if (!journal)
            return journal.error();
        Result<std::shared_ptr<const Ruleset>> ruleset = findRuleset(journal->header().ruleset);
        if (!ruleset)
            return ruleset.error();
        return fromJournal(std::move(journal).value(), *ruleset);
    }

    // The same over a journal already open (its header read once, games.h). From the replay
    // checkpoint the journal resumed from, when it is a chart game's made with these rules; a
    // new checkpoint is written when checkpointEvery events or more were replayed.
    static Result<Game> fromJournal(Journal journal, std::shared_ptr<const Ruleset> ruleset);
    static constexpr std::size_t checkpointEvery = 1000;
    static constexpr const char *checkpointSystem = "crt";
    // Writes the replay checkpoint of the game as it is now beside its journal (fromJournal does
    // when it replayed many events); BadInput when the journal is damaged or of an older format.
    Result<Ok> keepCheckpoint() const;
    // The map the game is played on (state().map names it), for its moves
    // (RulesetLibrary::openGame finds it). BadInput when it is another map.
    Result<Ok> useMap(std::shared_ptr<const HexMap> map);
    const HexMap *map() const { return m_map.get(); }
    // Each unit's counter picture, a checked path (its scenario's "image", inside its rule-data
    // folder; RulesetLibrary finds them): the board and the players' view draw it for the unit.
    void useCounterPictures(std::map<std::string, std::string> paths)
    {
        m_counterPictures = std::move(paths);
    }
    const std::map<std::string, std::string> &counterPictures() const { return m_counterPictures; }

    // The journal's lock (Journal::lock) with the state brought up to date: the events other
    // programs appended meanwhile are replayed. What the caller reads of the state while it holds
    // the lock stays true until its append.
    Result<Journal::Lock> lock();
    // Reads and replays what other programs appended to the journal since: how many events.
    Result<std::size_t> refresh();

    // Every action below is a read-check-append under the journal's lock. With an append `id`
    // (Journal::append), an action whose id is in the journal already answers with that event and
    // writes nothing (journal().repeated() tells).

    // Appends any event after checking it replays; refused events leave the journal as it was.
    Result<JournalEvent> append(EventKind kind, const nlohmann::json &data,
                                const std::string &id = {});
    // A combat request whose units may be named by their order-of-battle id alone: their current
    // strength and type come from the game; a unit no longer in play is refused.
    Result<CombatRequest> combatRequest(nlohmann::json request) const;
    // Resolves a combat, rolling with the game's own generator when no physical die is given. A
    // repeated id answers with the journaled combat's outcome, resolved again from its request.
    Result<CombatOutcome> resolveCombat(CombatRequest request, const std::string &id = {});
    // The same combat read as resolveCombat would read it (the game's weather, its ruleset), not
    // journaled: the column, the chances and whether the result is automatic. Without a die the
    // result is die 1's; the game's dice are not touched.
    Result<CombatOutcome> previewCombat(CombatRequest request) const;
    // The journaled combat `seq` as it was resolved: its outcome again, from its own request and
    // die, with the chance of each result on its column and its neighbours (a face shows the
    // combat it asked the module for, or one another face or program fought).
    Result<CombatOutcome> journaledCombat(std::uint64_t seq) const;
    Result<JournalEvent> roll(std::optional<int> physicalDie, const std::string &id = {});
    // A unit's move on the map, judged by the sequence of play and the map's movement rules
    // (gamemap.h), as it stands now; BadInput when the game has no map.
    Result<MoveCheck> checkMove(const MoveRequest &request) const;
    // The same, journaled as a unit.moved event; a move the rules refuse is refused naming the
    // rule, unless the request gives the referee's reason to override them.
    Result<JournalEvent> move(const MoveRequest &request, const std::string &id = {});
    Result<JournalEvent> undo(const std::string &id = {});
    Result<JournalEvent> redo(const std::string &id = {});
    // The next game turn, with its weather (from the turn record when not given).
    Result<JournalEvent> advanceTurn(std::optional<std::string> weather = std::nullopt,
                                     const std::string &id = {}, const std::string &override = {});
    // The next step of the sequence of play: the next phase, or the next turn after the last.
    // `override`: the referee's reason to end a Combat Phase whose obligations are still open.
    Result<JournalEvent> advance(const std::string &id = {}, const std::string &override = {});
    // On a map: the hexes holding more units than they may at the end of a phase (NLB
    // 5.3, BMW 4.3) and, in the Combat Phase, the units that must still attack or be attacked
    // (NLB 7.1, 10.1, BMW 7.3) and the results still to be carried out (NLB 7.4): the phase does
    // not end while one is open, unless the referee overrides.
    std::vector<AttackObligation> openObligations() const;
    // BMW 11.1: the phasing player's disordered units that have not rolled to reorganize in this
    // Reorganization & Rally Phase ("the active player rolls one die for each Disordered unit").
    std::vector<std::string> reorganizationsDue() const;
    // On a map, from the first turn on: the results of this phase's combats still to be carried
    // out (an optional one, an advance, aside), one per obligation and, for a retreat, per unit.
    // No other combat is resolved, and the phase does not end, until they are (NLB 7.0, 7.4; BMW
    // 7.1).
    std::vector<Application> resultsDue() const;
    // On a map, in the Combat Phase from the first turn on: the phasing player's units on the map
    // that may still attack, and the other player's that may still be attacked (NLB 7.0, 7.1,
    // 7.5; BMW 7.1, 7.9): what a face offers to click; none while a result is still to be carried
    // out (NLB 7.0). Which of them may fight which (adjacency, stacks, a bombardment's range) is
    // judged when the combat is asked for (combatOnMap).
    struct CombatCandidates
    {
        std::vector<std::string> attackers, defenders;
    };
    std::optional<CombatCandidates> combatCandidates() const;
    // What comes next in the sequence of play, or nothing before the first turn.
    std::optional<SequenceStep> nextStep() const;

    const GameState &state() const { return m_state; }
    Result<GameState> stateAt(std::uint64_t seq) const;
    const Journal &journal() const { return m_journal; }
    const Ruleset &ruleset() const { return *m_ruleset; }

  private:
    Game(Journal journal, std::shared_ptr<const Ruleset> ruleset)
        : m_journal(std::move(journal)), m_ruleset(std::move(ruleset))
    {
    }
    Result<CombatRequest> prepareCombat(CombatRequest request) const;
    // `chances`: also the odds table, which a journaled request never asks for.
    Result<CombatOutcome> outcomeOf(const nlohmann::json &combatData, bool chances = false) const;
    // What the rules say of an event before it is written: a unit.moved, a combat.resolved, a
    // unit.rallied.
    Result<Ok> judgeMove(const nlohmann::json &data) const;
    Result<Ok> judgeCombat(const nlohmann::json &data) const;
    // BMW 11.2: the unit.rallied event's data as judged: one attempt a turn, and where the side
    // has a rally range, the die against it ("range", "rallied" filled in).
    Result<nlohmann::json> judgeRally(nlohmann::json data) const;
    // BMW 6.2, 11.1: an archer's fire and a disordered unit's reorganization, judged on the map
    // and rolled (the die given, else the game's dice): the event's data as written.
    Result<nlohmann::json> judgeArcheryFire(const nlohmann::json &data) const;
    Result<nlohmann::json> judgeReorganization(const nlohmann::json &data) const;
    Result<Roll> rollOf(const nlohmann::json &data) const; // "die", else the game's next draw
    Result<Ok> judgePhaseEnd(const nlohmann::json &data) const;
    // The units that attacked, were attacked and advanced after combat in this Combat Phase, and
    // the hex each attacker attacked from (where its combat's result found it, else where it is).
    struct Combatants
    {
        std::set<std::string> attacking, attacked, advanced;
        std::map<std::string, std::string> attackedFrom;
    };
    Combatants combatants() const;
    // NLB 10.1: a unit attacking out of a chateau leaves no adjacent enemy unit that nobody may
    // still attack this phase.
    Result<Ok> judgeChateauAttack(const CombatRequest &request, const Combatants &done) const;
    Result<Ok> catchUp();
    // The event an earlier action named `id`, when it is one of `kinds`; BadInput when it is not.
    Result<std::optional<JournalEvent>> earlier(const std::string &id,
                                                std::initializer_list<EventKind> kinds) const;

    Journal m_journal;
    std::shared_ptr<const Ruleset> m_ruleset;
    std::shared_ptr<const HexMap> m_map; // none: the game is not played on a map
    std::map<std::string, std::string> m_counterPictures;
    GameState m_state;
    std::size_t m_applied = 0; // the journal's events m_state has replayed
};

} // namespace umpire::crt
