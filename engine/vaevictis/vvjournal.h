#pragma once

#include "replayedjournal.h"
#include "vaevictisdata.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace umpire::vv {

// One corps of a Vae Victis battle as the journal has it: its points, what it lost, its morale.
struct BattleCorps
{
    std::string army, name;
    int points = 0;
    int pointsLost = 0;
    bool demoralised = false;
    bool generalLost = false;
    std::string quality; // VV 4.2: its general's, once rolled ("mediocre", "average", "good")
};

// What replaying a Vae Victis battle journal gives: the game, the corps and the dice to come.
struct Battle
{
    std::string game, title;
    std::uint64_t seed = 0, nextDraw = 0; // the app's dice continue from here
    std::vector<BattleCorps> corps;
    std::map<std::string, std::string>
        commanders;                     // VV 4.2: army -> its Commander-in-Chief's quality
    std::vector<std::uint64_t> answers; // the journaled answers that count, by sequence number

    const BattleCorps *findCorps(const std::string &name) const;
    std::vector<std::string> armies() const; // in the order their first corps was given
    nlohmann::json toJson() const;
};

// "French:I Corps:36, French:Guard:30" (commas or new lines between corps) as the corps list
// Journal::create takes; an empty item is skipped, a malformed one named.
Result<nlohmann::json> corpsFromText(const std::string &text);

// The questions whose answers decide something at the table and are journaled (the others, such
// as a measured distance, are answered and not kept): combat, quality, activation, take-over,
// general-lost, corps-morale, battle.
bool journaledAsk(const std::string &ask);

// A Vae Victis battle kept in a journal (header ruleset "vaevictis"): a game.created event naming
// the game, the corps ("vvCorps") and the dice seed; one "vv.answer" event per decisive answer,
// holding the request as asked and the answer; "vv.loss" events for points the referee records by
// hand; undo and redo as compensating events like every game's. The corps' losses and morale are
// what replaying those events gives (VV 9), never stored apart. (In umpire::vv, `Journal` is this
// class; the journal file it keeps is always written umpire::Journal.)
class Journal final : public ReplayedJournal
{
  public:
    static constexpr const char *rulesetId = "vaevictis";

    // corps: [{"army", "name", "points"}]; names unique, each corps within the game's army rule
    // (VV 2: at most 36 points, at most four corps an army).
    static Result<Journal> create(const std::string &path, std::shared_ptr<const Game> game,
                                  const std::string &title, const nlohmann::json &corps,
                                  std::uint64_t seed);
    // Finds the journal's game in the rule-data folders; BadInput when it is another game's
    // journal, BadData naming the event that no longer replays.
    static Result<Journal> open(const std::string &path,
                                const std::vector<std::filesystem::path> &dirs,
                                umpire::Journal::Mode mode = umpire::Journal::Mode::ReadWrite);
    // The same over a journal already open (its header read once, games.h).
    static Result<Journal> fromJournal(umpire::Journal journal,
                                       const std::vector<std::filesystem::path> &dirs);

    // Answers a request of vaevictisrequest.h for this battle's game, with these additions:
    //  - a combat names the combatants' corps ("attackerCorps", "defenderCorps"): a destroyed
    //    element's points count against its corps, and a side whose corps the journal holds
    //    demoralised attacks at its -1 (VV 9; "demoralised" given in the side overrides it);
    //  - a quality, activation or general-lost question names whose general it is: "corps" (that
    //    corps' general) or "commanderInChief" (that army's); the quality is rolled once (VV 4.2),
    //    an activation without "quality" takes the journal's, and a general lost counts against
    //    his corps (VV 2);
    //  - a corps-morale or battle question that names only a corps, or nothing, takes the rest
    //    from the journal.
    // Dice the request lacks come from the battle's generator. A decisive answer is journaled
    // before it is returned.
    // With an append `id` already in the journal, nothing is asked again: the answer is that
    // event's (journal().repeated() tells).
    Result<nlohmann::json> ask(nlohmann::json request, const std::string &id = {});
    // VV 9: points a corps lost that no journaled combat shows (an element lost some other way).
    Result<JournalEvent> recordLoss(const std::string &corps, int points, bool generalLost,
                                    const std::string &why, const std::string &id = {});
    // undo(), redo() and refresh() as every replayed journal's (replayedjournal.h).
    // The battle right after event `seq`.
    Result<Battle> battleAt(std::uint64_t seq) const;
    // Asks every journaled question again with the same dice and compares the answers: BadData
    // naming the first event whose answer differs (the rule data or the file changed).
    Result<int> verify() const;

    const Battle &battle() const { return m_battle; }
    const Game &game() const { return *m_game; }

  private:
    Journal(umpire::Journal journal, std::shared_ptr<const Game> game)
        : ReplayedJournal(std::move(journal)), m_game(std::move(game))
    {
    }
    Result<Ok> replay() override; // the battle from every event
    // The journal's lock, with the battle brought up to date with another program's events.
    Result<umpire::Journal::Lock> lockUpToDate();
    std::shared_ptr<const Game> m_game;
    Battle m_battle;
};

} // namespace umpire::vv
