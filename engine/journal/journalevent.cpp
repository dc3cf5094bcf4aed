#include "journalevent.h"

#include <cassert>
#include <chrono>
#include <ctime>

namespace umpire {

const std::vector<JournalEventKind> &journalEventKinds()
{
    // Casualties, demoralization, disintegration and victory are derived by replay, never stored.
    using T = JournalEventKind::Type;
    static const std::vector<JournalEventKind> kinds = {
        {EventKind::GameCreated,
         "game.created",
         {{"sides", T::Array}},
         "the game: ruleset, scenario, sides, order of battle, dice seed"},
        {EventKind::TurnAdvanced, "turn.advanced", {{"turn", T::Count}}, "a new game turn begins"},
        {EventKind::PhaseAdvanced,
         "phase.advanced",
         {{"phase", T::String}},
         "the next phase of the sequence of play"},
        {EventKind::Weather,
         "weather",
         {{"weather", T::String}},
         "the weather for the rest of the turn: clear, rain or night"},
        {EventKind::Roll,
         "roll",
         {{"value", T::Count}, {"source", T::String}},
         "a die roll: physical, or generated with its seed and draw"},
        {EventKind::CombatResolved,
         "combat.resolved",
         {{"request", T::Object}, {"outcome", T::Object}},
         "a combat with its request, outcome and steps"},
        {EventKind::CombatApplied,
         "combat.applied",
         {{"combat", T::Count}, {"kind", T::String}, {"units", T::Array}},
         "what a combat's result obliged, carried out: units eliminated, retreated or advanced"},
        {EventKind::UnitEliminated,
         "unit.eliminated",
         {{"unit", T::String}},
         "a unit removed from play; its strength counts as a casualty"},
        {EventKind::UnitReduced,
         "unit.reduced",
         {{"unit", T::String}, {"strength", T::Integer}},
         "a unit flipped or reduced to a new strength"},
        {EventKind::UnitExited,
         "unit.exited",
         {{"unit", T::String}},
         "a unit left the map by an exit hex (not a casualty)"},
        {EventKind::UnitRallied,
         "unit.rallied",
         {{"unit", T::String}},
         "an eliminated unit returned to play (no longer a casualty)"},
        {EventKind::UnitEntered,
         "unit.entered",
         {{"unit", T::String}},
         "a reinforcement entered the map"},
        {EventKind::UnitMoved,
         "unit.moved",
         {{"unit", T::String}, {"path", T::Array}},
         "a unit moved on the map along a path of hexes, from where it stood"},
        {EventKind::CohesionChanged,
         "cohesion.changed",
         {{"corps", T::String}, {"delta", T::Integer}},
         "a corps' cohesion went up or down"},
        {EventKind::PointsChanged,
         "points.changed",
         {{"side", T::String}, {"delta", T::Integer}},
         "a side's victory points changed"},
        {EventKind::Override,
         "override",
         {{"what", T::Any}, {"computed", T::Any}, {"imposed", T::Any}, {"why", T::String}},
         "the referee imposed a value the app computed otherwise"},
        {EventKind::CounterMoved,
         "counter.moved",
         {{"marker", T::Count}, {"from", T::String}, {"to", T::String}},
         "a counter moved on the map, seen by the camera and confirmed by the referee"},
        {EventKind::CounterRemoved,
         "counter.removed",
         {{"marker", T::Count}, {"from", T::String}},
         "a counter taken off the map, seen by the camera and confirmed by the referee"},
        {EventKind::Note, "note", {{"text", T::String}}, "a note in the log"},
        {EventKind::Undo,
         "undo",
         {{"target", T::Count}},
         "compensates an earlier event, which no longer counts"},
        {EventKind::Redo,
         "redo",
         {{"target", T::Count}},
         "compensates an undo, so its event counts again"},
        {EventKind::CampaignCreated,
         "campaign.created",
         {{"title", T::String}},
         "a campaign journal, which links the journals of its battles"},
        {EventKind::BattleLinked,
         "battle.linked",
         {{"journal", T::String}},
         "a battle of the campaign: its journal, relative to the campaign's"},
        {EventKind::MoraleRestored,
         "morale.restored",
         {{"side", T::String}, {"why", T::String}},
         "the referee un-demoralized a corps or a nationality a campaign carried demoralized "
         "(NLB 11.0)"},
        {EventKind::N1815Action,
         "n1815.action",
         {{"action", T::String}},
         "an action of a Napoleon 1815 Returns game (n1815game.h), replayed from the set-up"},
        {EventKind::VvAnswer,
         "vv.answer",
         {{"request", T::Object}, {"answer", T::Object}},
         "a decisive Vae Victis answer (vvjournal.h) with the request and dice that gave it"},
        {EventKind::VvLoss,
         "vv.loss",
         {{"corps", T::String}, {"points", T::Count}},
         "points a Vae Victis corps lost that no journaled combat shows"},
        {EventKind::ArcheryFired,
         "archery.fired",
         {{"unit", T::String}, {"target", T::String}},
         "an archer's fire at a unit, its die and whether it hit and disordered the target "
         "(BMW 6)"},
        {EventKind::UnitReorganized,
         "unit.reorganized",
         {{"unit", T::String}},
         "a disordered unit's reorganization roll, and whether it is ordered again (BMW 11.1)"},
    };
    return kinds;
}

namespace {

// A value in a message: at most 60 characters, never failing on text that is not UTF-8.
std::string shortText(const nlohmann::json &value)
{
    std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (text.size() > 60) {
        std::size_t cut = 57;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xc0) == 0x80)
            --cut; // never in the middle of a character
        text = text.substr(0, cut) + "...";
    }
    return text;
}

} // namespace

const char *eventKindName(EventKind kind)
{
    const std::vector<JournalEventKind> &kinds = journalEventKinds();
    const auto index = static_cast<std::size_t>(kind);
    assert(index < kinds.size() && kinds[index].kind == kind);
    return index < kinds.size() ? kinds[index].name : "?"; // "?": a value cast from no kind
}

std::optional<EventKind> eventKindFromName(std::string_view name)
{
    for (const JournalEventKind &k : journalEventKinds())
        if (name == k.name)
            return k.kind;
    return std::nullopt;
}

Result<EventKind> parseEventKind(std::string_view name)
{
    if (std::optional<EventKind> kind = eventKindFromName(name))
        return *kind;
    std::string names;
    for (const JournalEventKind &k : journalEventKinds())
        names += (names.empty() ? "" : ", ") + std::string(k.name);
    return badInput(msg("unknown event kind \"%1\" (known kinds: %2)", {std::string(name), names}));
}

std::string eventKindGame(EventKind kind)
{
    switch (kind) {
    case EventKind::GameCreated:
    case EventKind::Note:
    case EventKind::Override:
    case EventKind::Undo:
    case EventKind::Redo:
        return "";
    case EventKind::N1815Action:
        return "n1815";
    case EventKind::VvAnswer:
    case EventKind::VvLoss:
        return "vaevictis";
    case EventKind::TurnAdvanced:
    case EventKind::PhaseAdvanced:
    case EventKind::Weather:
    case EventKind::Roll:
    case EventKind::CombatResolved:
    case EventKind::CombatApplied:
    case EventKind::UnitEliminated:
    case EventKind::UnitReduced:
    case EventKind::UnitExited:
    case EventKind::UnitRallied:
    case EventKind::UnitEntered:
    case EventKind::UnitMoved:
    case EventKind::CohesionChanged:
    case EventKind::PointsChanged:
    case EventKind::CounterMoved:
    case EventKind::CounterRemoved:
    case EventKind::CampaignCreated:
    case EventKind::BattleLinked:
    case EventKind::MoraleRestored:
    case EventKind::ArcheryFired:
    case EventKind::UnitReorganized:
        break;
    }
    return "crt";
}

bool eventKindFitsGame(EventKind kind, const std::string &ruleset)
{
    const std::string game = eventKindGame(kind);
    if (game.empty())
        return true;
    if (ruleset == "n1815" || ruleset == "vaevictis")
        return game == ruleset;
    return game == "crt";
}

Result<Ok> checkEventData(EventKind kind, const nlohmann::json &data)
{
    using T = JournalEventKind::Type;
    auto fits = [](const nlohmann::json &v, T type) {
        switch (type) {
        case T::Any:
            return true;
        case T::Integer:
            return v.is_number_integer();
        case T::Count:
            return v.is_number_unsigned() || (v.is_number_integer() && v.get<long long>() >= 0);
        case T::String:
            return v.is_string();
        case T::Array:
            return v.is_array();
        case T::Object:
            return v.is_object();
        }
        return false;
    };
    static const Message typeNames[] = {
        msg("any value"), msg("a whole number"), msg("a whole number of 0 or more"),
        msg("a string"),  msg("a list"),         msg("an object")};
    // Optional fields that replay reads, whatever the kind.
    static const std::vector<JournalEventKind::Field> optional = {
        {"side", T::String},         {"strength", T::Count},   {"corps", T::String},
        {"seed", T::Count},          {"draw", T::Count},       {"player", T::String},
        {"step", T::Integer},        {"weather", T::String},   {"phase", T::String},
        {"orderOfBattle", T::Array}, {"players", T::Array},    {"turns", T::Array},
        {"carried", T::Object},      {"unverified", T::Array}, {"to", T::String},
        {"displaced", T::Array}};
    const JournalEventKind &k = journalEventKinds()[static_cast<std::size_t>(kind)];
    if (!data.is_object())
        return badInput(msg("event %1: its data must be a JSON object", {k.name}));
    for (const JournalEventKind::Field &field : k.required) {
        if (!data.contains(field.name))
            return badInput(msg("event %1: missing field \"%2\"", {k.name, field.name}));
        if (!fits(data[field.name], field.type))
            return badInput(msg("event %1: field \"%2\" must be %3, not %4",
                                {k.name, field.name, typeNames[static_cast<int>(field.type)],
                                 shortText(data[field.name])}));
    }
    if (kind == EventKind::Override || kind == EventKind::CombatResolved)
        return Ok{};
    // One pass over the data's members (most events have a few), each looked up among the
    // optional fields.
    for (auto member = data.begin(); member != data.end(); ++member)
        for (const JournalEventKind::Field &field : optional)
            if (member.key() == field.name) {
                if (!fits(*member, field.type))
                    return badInput(
                        msg("event %1: field \"%2\" must be %3, not %4",
                            {k.name, field.name, typeNames[static_cast<int>(field.type)],
                             shortText(*member)}));
                break;
            }
    return Ok{};
}

nlohmann::json JournalEvent::toJson() const
{
    nlohmann::json doc = {
        {"seq", seq}, {"time", time}, {"kind", eventKindName(kind)}, {"data", data}};
    if (!id.empty())
        doc["id"] = id;
    return doc;
}

Result<JournalEvent> JournalEvent::fromJson(nlohmann::json doc)
{
    if (!doc.is_object())
        return badData(msg("an event must be a JSON object"));
    JournalEvent event;
    if (!doc.contains("seq") || !doc["seq"].is_number_unsigned())
        return badData(msg("missing or bad \"seq\" (a positive whole number)"));
    if (!doc.contains("time") || !doc["time"].is_string())
        return badData(msg("missing or bad \"time\""));
    if (!doc.contains("kind") || !doc["kind"].is_string())
        return badData(msg("missing or bad \"kind\""));
    event.seq = doc["seq"].get<std::uint64_t>();
    event.time = doc["time"].get<std::string>();
    if (doc.contains("id")) {
        if (!doc["id"].is_string() || doc["id"].get_ref<const std::string &>().empty())
            return badData(msg("bad \"id\" (the append's id, a string)"));
        event.id = doc["id"].get<std::string>();
    }
    if (doc.contains("data"))
        event.data = std::move(doc["data"]);
    Result<EventKind> kind = parseEventKind(doc["kind"].get_ref<const std::string &>());
    if (!kind)
        return badData(kind.error().what);
    event.kind = *kind;
    if (Result<Ok> ok = checkEventData(event.kind, event.data); !ok)
        return badData(ok.error().what);
    return event;
}

namespace {

// A roll as replay reads it: its value, and whether and where it was drawn from the game's seed.
nlohmann::json digestRoll(const nlohmann::json &roll)
{
    nlohmann::json out = nlohmann::json::object();
    for (const char *field : {"value", "source", "draw"})
        if (roll.contains(field))
            out[field] = roll[field];
    return out;
}

} // namespace

JournalEvent replayDigest(JournalEvent event)
{
    // Keep in step with the Replayer in gamestate.cpp: these are the only fields it reads here.
    // Replay never reads the time or the append id (the journal keeps its ids apart): their text
    // is let go, not just emptied.
    std::string().swap(event.time);
    std::string().swap(event.id);
    if (event.kind == EventKind::Note || event.kind == EventKind::Override) {
        event.data = nullptr; // replay counts them, and reads nothing in them
    } else if (event.kind == EventKind::Roll) {
        event.data = digestRoll(event.data);
    } else if (event.kind == EventKind::CombatResolved) {
        nlohmann::json outcome = nlohmann::json::object();
        if (event.data.contains("outcome") && event.data["outcome"].is_object() &&
            event.data["outcome"].contains("roll") && event.data["outcome"]["roll"].is_object())
            outcome["roll"] = digestRoll(event.data["outcome"]["roll"]);
        // What the result obliges (resultapplication.h), packed into one text.
        if (event.data.contains("outcome") && event.data["outcome"].is_object() &&
            (event.data["outcome"].contains("obligations") ||
             event.data["outcome"].contains("exchange")))
            outcome["due"] = packedObligations(event.data["outcome"]);
        event.data = {{"outcome", std::move(outcome)}};
    } else if (event.kind == EventKind::VvAnswer && event.data.is_object()) {
        // vv::Journal replays from the answer's outcome; its steps are read back when shown.
        if (auto answer = event.data.find("answer");
            answer != event.data.end() && answer->is_object()) {
            answer->erase("steps");
            answer->erase("unverified");
        }
    }
    return event;
}

std::string packedObligations(const nlohmann::json &outcome)
{
    nlohmann::json kept = nlohmann::json::array();
    if (outcome.is_object() && outcome.contains("obligations") && outcome["obligations"].is_array())
        for (const nlohmann::json &ob : outcome["obligations"]) {
            nlohmann::json one = nlohmann::json::object();
            if (ob.is_object())
                for (const char *key : {"side", "action", "units", "rule"})
                    if (ob.contains(key))
                        one[key] = ob[key];
            kept.push_back(std::move(one));
        }
    nlohmann::json packed = {{"obligations", std::move(kept)}};
    if (outcome.is_object() && outcome.contains("exchange"))
        packed["exchange"] = outcome["exchange"];
    return packed.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string utcNow()
{
    const auto now = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
    const long millis = static_cast<long>(
        std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() %
        1000);
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char buffer[40];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &utc);
    char out[48];
    std::snprintf(out, sizeof out, "%s.%03ldZ", buffer, millis);
    return out;
}

} // namespace umpire
