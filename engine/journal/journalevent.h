#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace umpire {

// One line of a journal: what happened, when, and its sequence number (1, 2, 3... with no gaps).
struct JournalEvent
{
    std::uint64_t seq = 0;
    std::string time; // UTC, ISO 8601, to the millisecond
    std::string kind; // one of journalEventKinds()
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
    const char *name;
    std::vector<Field> required;
    const char *meaning;
};
const std::vector<JournalEventKind> &journalEventKinds();

// Which game a kind of event belongs to: "" for every game's (game.created, note, override, undo,
// redo), else "n1815", "vaevictis" or "crt" (the chart games and their campaigns).
std::string eventKindGame(const std::string &kind);
// Whether a journal whose header names `ruleset` may hold events of `kind`: its own game's kinds
// and every game's. A Napoleon 1815 Returns action in a Napoleon's Last Battles journal may not.
bool eventKindFitsGame(const std::string &kind, const std::string &ruleset);

// BadInput when the kind is unknown or a required field is missing or of the wrong type, naming
// them. The optional fields replay reads are type-checked too.
Result<Ok> checkEventData(const std::string &kind, const nlohmann::json &data);

// The event as replay reads it (gamestate.h): the same event without what replay never reads: its
// time and append id (empty), a note's or an override's data (null), a combat's request and steps
// (its roll's value, source and draw and what the result obliges are kept), a roll's seed. Every
// other kind's data is kept whole. A journal keeps digests in memory and reads whole events back
// from its file.
JournalEvent replayDigest(JournalEvent event);

std::string utcNow();

} // namespace umpire
