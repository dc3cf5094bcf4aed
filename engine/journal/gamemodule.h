#pragma once

#include "explanation.h"
#include "journal.h"
#include "playersview.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace umpire {

// Who is looking at a game: the referee; a player, who sees what their side may see; everyone (the
// table's screen, an export to share), who sees only what is public. What each may see is decided
// by the game's module (GameModule::view and describe) and nowhere else: the referee sees all of a
// chart game, but not the French objectives of Napoleon 1815 Returns, where Umpire is the referee
// and the person at its screen is a player (n1815module.h).
struct Viewer
{
    enum class Role { Referee, Player, Everyone };
    Role role = Role::Everyone;
    std::string side; // a player's side as the game names it ("french"), for Role::Player

    static Viewer referee() { return {Role::Referee, {}}; }
    static Viewer everyone() { return {Role::Everyone, {}}; }
    static Viewer player(std::string side) { return {Role::Player, std::move(side)}; }
    // "referee", "everyone" or "player:SIDE" (the command line's --viewer); BadInput otherwise.
    static Result<Viewer> fromText(const std::string &text);
    std::string text() const;
};

// One of the players' views a game offers: who sees it, and its name for the referee
// and the page ("Table", "French player").
struct ViewerChoice
{
    Viewer viewer;
    Message name;
};

// What an action did: the event it journaled (the earlier one when its append id was in the
// journal already) and the game's answer (a combat's outcome, a step of Napoleon 1815 Returns, a
// Vae Victis answer), as JSON, and its explanation.
struct ActOutcome
{
    JournalEvent event;
    bool repeated = false;
    nlohmann::json answer = nlohmann::json::object();
    Explanation explanation; // how the rules reached it, step by step, with the stand-ins used
};

// What verify found: what it checked, in the game's own terms ({"combats": 3, "rolls": 5}), and
// every mismatch (the first line that does not match, a roll that is not its seed's...).
struct Verification
{
    nlohmann::json checked = nlohmann::json::object();
    Message summary; // "3 combats resolved again, 5 rolls checked"
    std::vector<Message> mismatches;
    bool ok() const { return mismatches.empty(); }
};

// A piece of hidden information as the game stands now: the forms it takes in any output (a unit's
// id and its name, a seed's digits, a hand as the views write it), and who may see it. No other
// viewer's view, event, report or players' view holds any of its forms; engine_secrets holds every
// module to that for every viewer and output, with the owners' views as its control.
struct Secret
{
    Message what; // "the identifier of French Imperial Guard"
    std::vector<std::string>
        forms;                   // each a whole word where it starts or ends with a letter or digit
    bool referee = false;        // whether the referee sees it
    std::set<std::string> sides; // the players who see it (Viewer::player)

    bool seenBy(const Viewer &viewer) const;
};

// The seed of a game's generated dice (its game.created event's "seed"): the referee's alone, since
// with it every roll the generator will make can be foretold.
Secret diceSeedSecret(std::uint64_t seed);
// An event's data (or a view) without the seeds of its generated rolls and of the game, for a
// viewer who may not see them: every "seed" member at any depth removed, and the dice its texts and
// messages quote as "5 (generated, draw K)" instead of "5 (generated: seed S, draw K)".
nlohmann::json withoutSeeds(nlohmann::json data);
// The same, in place.
void stripSeeds(nlohmann::json &data);

// Where a report goes as it is written, a piece at a time (standard output, a file, a string).
using ReportSink = std::function<void(std::string_view)>;

// One game system behind the one interface every face uses: the command line's journal commands,
// the desktop's session, the players' view. A module owns an open journal and the state replaying
// it gives; every action is a read-check-append under the journal's lock (journal.h).
class GameModule
{
  public:
    virtual ~GameModule() = default;

    // The system's id ("nlb", "naw", "bmw", "n1815", "vaevictis") and its name.
    virtual std::string system() const = 0;
    virtual std::string systemName() const = 0;
    virtual const Journal &journal() const = 0;
    // Reads and replays what other programs appended since: how many events.
    virtual Result<std::size_t> refresh() = 0;

    // Reads the action strictly (an unknown, missing or mistyped field is refused naming its JSON
    // pointer and what was expected), checks it against the rules and the game as the journal holds
    // it, journals it with what it obliges, in one event, and applies it. A refused action writes
    // nothing. With an append `id` already in the journal, answers with that event.
    virtual Result<ActOutcome> act(const nlohmann::json &action, const std::string &id = {}) = 0;
    // What may be done now, as the forms act() takes: [{"action", "meaning", ...}].
    virtual nlohmann::json legalActions(const Viewer &viewer) const = 0;

    // The game as `viewer` may see it, now or right after event `atSeq`; its text form for a
    // terminal. BadInput when the journal has no such event.
    virtual Result<nlohmann::json> view(const Viewer &viewer,
                                        std::optional<std::uint64_t> atSeq = {}) const = 0;
    virtual Result<std::string> viewText(const Viewer &viewer,
                                         std::optional<std::uint64_t> atSeq = {}) const = 0;
    // One event as `viewer` may see it: {"seq", "time", "kind", "summary", "data"}, the data
    // without what `viewer` may not see.
    virtual nlohmann::json describe(const JournalEvent &event, const Viewer &viewer) const = 0;
    // Its summary as `viewer` may see it, as a message a face gives in its user's language (the
    // desktop's Undo and Redo texts); describe()'s "summary" is its English text.
    virtual Message summary(const JournalEvent &event, const Viewer &viewer) const = 0;
    // The same for an event the caller is done with, whose data may move into the answer rather
    // than be copied (`journal show` of a long journal).
    virtual nlohmann::json describeTaking(JournalEvent &&event, const Viewer &viewer) const
    {
        return describe(event, viewer);
    }

    // The players' views this game offers: the table's (everyone) first, then one per
    // player or side (tableAndPlayers).
    virtual std::vector<ViewerChoice> viewers() const = 0;
    // The game as `viewer` may see it on a phone or the table's TV (playersview.h), with its last
    // `lastEvents` events; nothing `viewer` may not see is in it.
    virtual Result<PlayersView> playersView(const Viewer &viewer, std::size_t lastEvents) const = 0;

    // The hidden information of the game as it stands now, and who may see each piece.
    virtual std::vector<Secret> secrets() const = 0;

    // The events an undo or redo compensates at the journal's end (compensatedEvents): by default
    // from the journal's digests; a module whose state holds them already says so without reading
    // them (a journal resumed from a checkpoint reads its digests only when asked).
    virtual std::set<std::uint64_t> compensated() const;

    virtual Result<JournalEvent> undo(const std::string &id = {}) = 0;
    virtual Result<JournalEvent> redo(const std::string &id = {}) = 0;
    // Replays the journal through the rules again and checks every roll against its seed.
    virtual Result<Verification> verify() const = 0;
    // The whole game as `viewer` may see it in one of exportFormats() ("csv", "json", "html").
    virtual std::vector<std::string> exportFormats() const = 0;
    virtual Result<std::string> exportReport(const std::string &format,
                                             const Viewer &viewer) const = 0;
    // The same written to `sink` as it goes (a long game's report never sits whole in
    // memory); on a failure, what was written before it is not the whole report. By default the
    // report made whole by exportReport().
    virtual Result<Ok> writeReport(const std::string &format, const Viewer &viewer,
                                   const ReportSink &sink) const;
};

// Every event of a module's journal (of one kind, when given) as `viewer` may see it, each with
// "counts": false when an undo compensates it.
Result<nlohmann::json> describeAll(const GameModule &game, const Viewer &viewer,
                                   std::optional<EventKind> kind = std::nullopt);

// The same, one event at a time in the journal's order, read back from the file in batches: the
// memory it takes does not grow with the journal's length (`journal show` streams).
Result<Ok> forEachDescribed(const GameModule &game, const Viewer &viewer,
                            std::optional<EventKind> kind,
                            const std::function<void(nlohmann::json)> &visit);

// The table's view and one per player of `sides` (their ids as Viewer::player takes them, and their
// names), named "Table" and "%1 player".
std::vector<ViewerChoice>
tableAndPlayers(const std::vector<std::pair<std::string, std::string>> &sides);

// A players' view of `game` with what every game's has: its system, name, title and last event.
PlayersView playersViewOf(const GameModule &game);

// The journal's last `count` events as a players' view lists them (the newest last), each summed
// up by `summary` and marked when an undo compensates it (`compensated`).
Result<std::vector<PlayersView::Line>>
lastEventLines(const Journal &journal, std::size_t count,
               const std::set<std::uint64_t> &compensated,
               const std::function<Message(const JournalEvent &)> &summary);

// A one-line summary of the events every game's journal holds (game.created, note, override, undo,
// redo) for a module's describe(); any other event as its kind and data.
Message commonEventSummary(const JournalEvent &event);

// BadInput unless the journal has event `seq` (a view --at it).
Result<Ok> checkEventExists(const Journal &journal, std::uint64_t seq);

} // namespace umpire
