#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

// Every kind of event the journal knows, in the order of journalEventKinds(). A journal line holds
// the kind's name (eventKindName: "combat.resolved"), never its number.
enum class EventKind {
    GameCreated,
    TurnAdvanced,
    PhaseAdvanced,
    Weather,
    Roll,
    CombatResolved,
    CombatApplied,
    UnitEliminated,
    UnitReduced,
    UnitExited,
    UnitRallied,
    UnitEntered,
    UnitMoved,
    CohesionChanged,
    PointsChanged,
    Override,
    CounterMoved,
    CounterRemoved,
    Note,
    Undo,
    Redo,
    CampaignCreated,
    BattleLinked,
    MoraleRestored,
    N1815Action,
    VvAnswer,
    VvLoss,
    ArcheryFired,
    UnitReorganized,
};

// The kind's name as a journal line holds it: "combat.resolved".
const char *eventKindName(EventKind kind);
// The kind a name names, or nothing when no kind has that name.
std::optional<EventKind> eventKindFromName(std::string_view name);
// The kind a user (or a file) names: BadInput naming it and listing the known kinds when no kind
// has that name.
Result<EventKind> parseEventKind(std::string_view name);

// A kind goes into JSON by its name (eventKindName), never as a number: nlohmann::json would write
// an enum's number, so these keep `json j = kind` from compiling.
void to_json(nlohmann::json &, EventKind) = delete;
void from_json(const nlohmann::json &, EventKind &) = delete;

// One line of a journal: what happened, when, and its sequence number (1, 2, 3... with no gaps).
struct JournalEvent
{
    std::uint64_t seq = 0;
    std::string time;                 // UTC, ISO 8601, to the millisecond
    EventKind kind = EventKind::Note; // written as its name (eventKindName)
    nlohmann::json data = nlohmann::json::object();
    std::string id; // the caller's name for the append that wrote it, if any (Journal::append)

    nlohmann::json toJson() const;
    // Reads a line's JSON; BadData naming the problem (the caller adds the line number).
    static Result<JournalEvent>
    fromJson(nlohmann::json doc); // takes the parsed line over (no deep copy)
};

// Every kind of event the journal knows, each with the fields its data must carry.
struct JournalEventKind
{
    enum class Type { Any, Integer, Count, String, Array, Object };
    struct Field
    {
        const char *name;
        Type type;
    };
    EventKind kind;
    const char *name; // as a journal line holds it (eventKindName)
    std::vector<Field> required;
    const char *meaning;
};
// In the order of EventKind: journalEventKinds()[static_cast<std::size_t>(kind)].kind == kind.
const std::vector<JournalEventKind> &journalEventKinds();

// Which game a kind of event belongs to: "" for every game's (game.created, note, override, undo,
// redo), else "n1815", "vaevictis" or "crt" (the chart games and their campaigns).
std::string eventKindGame(EventKind kind);
// Whether a journal whose header names `ruleset` may hold events of `kind`: its own game's kinds
// and every game's. A Napoleon 1815 Returns action in a Napoleon's Last Battles journal may not.
bool eventKindFitsGame(EventKind kind, const std::string &ruleset);

// BadInput when a required field is missing or of the wrong type, naming it. The optional fields
// replay reads are type-checked too.
Result<Ok> checkEventData(EventKind kind, const nlohmann::json &data);

// The event as replay reads it (gamestate.h): the same event without what replay never reads: its
// time and append id (empty), a note's or an override's data (null), a combat's request and steps
// (its roll's value, source and draw are kept, and what the result obliges, packed as "due"), a
// roll's seed. Every
// other kind's data is kept whole. A journal keeps digests in memory and reads whole events back
// from its file.
JournalEvent replayDigest(JournalEvent event);

// Who and what a combat's outcome obliges, by which rule, and its exchange's sets, without the
// text: {"obligations": [{"side", "action", "units", "rule"}], "exchange": {...}} as one JSON
// text, so that a combat's digest holds one string for it instead of a tree of values.
std::string packedObligations(const nlohmann::json &outcome);

std::string utcNow();

} // namespace umpire
