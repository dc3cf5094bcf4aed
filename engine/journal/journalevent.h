#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

// A kind of event. The journal knows only the kinds every game shares, listed here; each game
// family numbers its own kinds in a block of its own (100 and up: the chart games; 200: Napoleon
// 1815 Returns; 300: Vae Victis; see each folder's *events.h) and registers their table rows
// (registerEventKinds) from its folder. A journal line holds the kind's name (eventKindName:
// "combat.resolved"), never its number.
enum class EventKind : std::uint16_t {
    GameCreated = 0,
    Note = 1,
    Override = 2,
    Undo = 3,
    Redo = 4,
};

// The index-th kind of the family whose block begins at `block`.
constexpr EventKind familyKind(std::uint16_t block, std::uint16_t index)
{
    return static_cast<EventKind>(block + index);
}

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
    // What replay reads of the data (replayDigest): all of it, nothing (a note), or only the
    // members `keeps` names, each as "member" or "member/submember" of the data.
    enum class Reads { All, Nothing, Members };

    EventKind kind;
    const char *name; // as a journal line holds it (eventKindName)
    std::vector<Field> required;
    const char *meaning;
    Reads reads = Reads::All;
    std::vector<std::string> keeps; // with Reads::Members
    // Shrinks a parsed event's data to what replay reads of it (a roll's value, not its seed).
    void (*digest)(nlohmann::json &data) = nullptr;
    // Whether checkEventData type-checks the optional fields replay reads: not for data that are
    // the referee's own values (an override) or a whole combat's record.
    bool checksOptional = true;
};

// A game family's kinds of event, registered from its own folder.
struct EventKindSet
{
    std::string game; // the family's id ("crt", "n1815"...), which eventKindGame gives
    // The rulesets whose journals hold these kinds ("n1815"); none for the chart games, whose
    // kinds fit every journal whose ruleset no set lists ("nlb", "naw", a user's own).
    std::vector<std::string> rulesets;
    std::vector<JournalEventKind> kinds;
};
// Adds a family's kinds, once per game: registering the same game again changes nothing. A kind
// whose number or name another kind has already is a programming error (it throws logic_error).
// Returns true, so that a family can register at its folder's static initialization.
bool registerEventKinds(const EventKindSet &set);

// Every kind the journal knows now (its own and every registered family's), in the order of their
// numbers.
const std::vector<JournalEventKind> &journalEventKinds();
// The row of a known kind, or null for a number no kind has.
const JournalEventKind *eventKindRow(EventKind kind);

// Which game a kind of event belongs to: "" for every game's (game.created, note, override, undo,
// redo), else its family's id ("n1815", "vaevictis", "crt": the chart games and their campaigns).
std::string eventKindGame(EventKind kind);
// Whether a journal whose header names `ruleset` may hold events of `kind`: its own game's kinds
// and every game's. A Napoleon 1815 Returns action in a Napoleon's Last Battles journal may not.
bool eventKindFitsGame(EventKind kind, const std::string &ruleset);

// BadInput when a required field is missing or of the wrong type, naming it. The optional fields
// replay reads are type-checked too.
Result<Ok> checkEventData(EventKind kind, const nlohmann::json &data);

// The event as replay reads it: the same event without what replay never reads: its time and
// append id (empty), and of its data what its kind's row says (JournalEventKind::reads, keeps and
// digest): a note's or an override's data are null, a roll keeps its value but not its seed.
// A journal keeps digests in memory and reads whole events back from its file.
JournalEvent replayDigest(JournalEvent event);

std::string utcNow();

} // namespace umpire
