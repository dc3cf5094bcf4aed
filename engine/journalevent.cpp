#include "journalevent.h"

#include <chrono>
#include <ctime>

namespace umpire {

const std::vector<JournalEventKind> &journalEventKinds()
{
    // Casualties, demoralization, disintegration and victory are derived by replay, never stored.
    static const std::vector<JournalEventKind> kinds = {
        {"game.created", {"sides"}, "the game: ruleset, scenario, sides, order of battle, dice seed"},
        {"turn.advanced", {"turn"}, "a new game turn begins"},
        {"phase.advanced", {"phase"}, "the next phase of the sequence of play"},
        {"weather", {"weather"}, "the weather for the rest of the turn: clear, rain or night"},
        {"roll", {"value", "source"}, "a die roll: physical, or generated with its seed and draw"},
        {"combat.resolved", {"request", "outcome"}, "a combat with its request, outcome and steps"},
        {"unit.eliminated", {"unit"}, "a unit removed from play; its strength counts as a casualty"},
        {"unit.reduced", {"unit", "strength"}, "a unit flipped or reduced to a new strength"},
        {"unit.exited", {"unit"}, "a unit left the map by an exit hex (not a casualty)"},
        {"unit.rallied", {"unit"}, "an eliminated unit returned to play (no longer a casualty)"},
        {"unit.entered", {"unit"}, "a reinforcement entered the map"},
        {"cohesion.changed", {"corps", "delta"}, "a corps' cohesion went up or down"},
        {"points.changed", {"side", "delta"}, "a side's victory points changed"},
        {"override", {"what", "computed", "imposed", "why"}, "the referee imposed a value the app computed otherwise"},
        {"note", {"text"}, "a note in the log"},
        {"undo", {"target"}, "compensates an earlier event, which no longer counts"},
        {"redo", {"target"}, "compensates an undo, so its event counts again"},
    };
    return kinds;
}

Result<Ok> checkEventData(const std::string &kind, const nlohmann::json &data)
{
    for (const JournalEventKind &k : journalEventKinds()) {
        if (kind != k.name)
            continue;
        if (!data.is_object())
            return badInput("event " + kind + ": its data must be a JSON object");
        for (const char *field : k.required)
            if (!data.contains(field))
                return badInput("event " + kind + ": missing field \"" + field + "\"");
        return Ok{};
    }
    std::string names;
    for (const JournalEventKind &k : journalEventKinds())
        names += (names.empty() ? "" : ", ") + std::string(k.name);
    return badInput("unknown event kind \"" + kind + "\" (known kinds: " + names + ")");
}

nlohmann::json JournalEvent::toJson() const
{
    return {{"seq", seq}, {"time", time}, {"kind", kind}, {"data", data}};
}

Result<JournalEvent> JournalEvent::fromJson(const nlohmann::json &doc)
{
    if (!doc.is_object())
        return badData("an event must be a JSON object");
    JournalEvent event;
    if (!doc.contains("seq") || !doc["seq"].is_number_unsigned())
        return badData("missing or bad \"seq\" (a positive whole number)");
    if (!doc.contains("time") || !doc["time"].is_string())
        return badData("missing or bad \"time\"");
    if (!doc.contains("kind") || !doc["kind"].is_string())
        return badData("missing or bad \"kind\"");
    event.seq = doc["seq"].get<std::uint64_t>();
    event.time = doc["time"].get<std::string>();
    event.kind = doc["kind"].get<std::string>();
    event.data = doc.value("data", nlohmann::json::object());
    if (Result<Ok> ok = checkEventData(event.kind, event.data); !ok)
        return badData(ok.error().message);
    return event;
}

std::string utcNow()
{
    const auto now = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
    const long millis = static_cast<long>(
        std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000);
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char buffer[40];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &utc);
    char out[48];
    std::snprintf(out, sizeof out, "%s.%03ldZ", buffer, millis);
    return out;
}

} // namespace umpire
