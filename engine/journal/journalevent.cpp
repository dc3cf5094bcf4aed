#include "journalevent.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <mutex>
#include <stdexcept>

namespace umpire {

namespace {

// Every kind known: the journal's own, then each family's as it registers. Families register at
// static initialization and when a registry enrolls one, before any journal is read.
struct KindRegistry
{
    std::vector<JournalEventKind> rows;           // in the order of their numbers
    std::vector<const JournalEventKind *> byKind; // indexed by number; null where none
    std::vector<EventKindSet> sets;               // the families' as registered
    std::vector<int> setOf; // by number: the index in sets of its family, -1 for the journal's

    KindRegistry()
    {
        using T = JournalEventKind::Type;
        using R = JournalEventKind::Reads;
        rows = {
            {EventKind::GameCreated,
             "game.created",
             {{"sides", T::Array}},
             "the game: ruleset, scenario, sides, order of battle, dice seed"},
            {EventKind::Note, "note", {{"text", T::String}}, "a note in the log", R::Nothing},
            {EventKind::Override,
             "override",
             {{"what", T::Any}, {"computed", T::Any}, {"imposed", T::Any}, {"why", T::String}},
             "the referee imposed a value the app computed otherwise",
             R::Nothing,
             {},
             nullptr,
             false},
            {EventKind::Undo,
             "undo",
             {{"target", T::Count}},
             "compensates an earlier event, which no longer counts"},
            {EventKind::Redo,
             "redo",
             {{"target", T::Count}},
             "compensates an undo, so its event counts again"},
        };
        reindex();
        setOf.assign(byKind.size(), -1);
    }

    void reindex()
    {
        std::sort(
            rows.begin(), rows.end(),
            [](const JournalEventKind &a, const JournalEventKind &b) { return a.kind < b.kind; });
        byKind.assign(static_cast<std::size_t>(rows.back().kind) + 1, nullptr);
        for (const JournalEventKind &row : rows)
            byKind[static_cast<std::size_t>(row.kind)] = &row;
    }
};

KindRegistry &kindRegistry()
{
    static KindRegistry registry;
    return registry;
}

std::mutex &registering()
{
    static std::mutex lock;
    return lock;
}

} // namespace

bool registerEventKinds(const EventKindSet &set)
{
    const std::lock_guard<std::mutex> held(registering());
    KindRegistry &r = kindRegistry();
    for (const EventKindSet &known : r.sets)
        if (known.game == set.game)
            return true;
    for (const JournalEventKind &row : set.kinds)
        for (const JournalEventKind &known : r.rows)
            if (known.kind == row.kind || std::string_view(known.name) == row.name)
                throw std::logic_error(std::string("event kind ") + row.name + " of " + set.game +
                                       " has the number or the name of " + known.name);
    r.sets.push_back(set);
    r.rows.insert(r.rows.end(), set.kinds.begin(), set.kinds.end());
    r.reindex();
    r.setOf.assign(r.byKind.size(), -1);
    for (std::size_t s = 0; s < r.sets.size(); ++s)
        for (const JournalEventKind &row : r.sets[s].kinds)
            r.setOf[static_cast<std::size_t>(row.kind)] = static_cast<int>(s);
    return true;
}

const std::vector<JournalEventKind> &journalEventKinds()
{
    return kindRegistry().rows;
}

const JournalEventKind *eventKindRow(EventKind kind)
{
    const std::vector<const JournalEventKind *> &byKind = kindRegistry().byKind;
    const auto index = static_cast<std::size_t>(kind);
    return index < byKind.size() ? byKind[index] : nullptr;
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
    const JournalEventKind *row = eventKindRow(kind);
    return row ? row->name : "?"; // "?": a number no kind has
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
    const KindRegistry &r = kindRegistry();
    const auto index = static_cast<std::size_t>(kind);
    const int set = index < r.setOf.size() ? r.setOf[index] : -1;
    return set < 0 ? "" : r.sets[static_cast<std::size_t>(set)].game;
}

bool eventKindFitsGame(EventKind kind, const std::string &ruleset)
{
    const KindRegistry &r = kindRegistry();
    const auto index = static_cast<std::size_t>(kind);
    const int set = index < r.setOf.size() ? r.setOf[index] : -1;
    if (set < 0)
        return eventKindRow(kind) != nullptr; // every game's
    const auto lists = [&](const EventKindSet &s) {
        return std::find(s.rulesets.begin(), s.rulesets.end(), ruleset) != s.rulesets.end();
    };
    const EventKindSet &own = r.sets[static_cast<std::size_t>(set)];
    if (lists(own))
        return true;
    for (const EventKindSet &other : r.sets)
        if (lists(other))
            return false; // another family's journal
    return own.rulesets.empty();
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
    const JournalEventKind *row = eventKindRow(kind);
    if (!row) // a number cast from no kind
        return parseEventKind(std::to_string(static_cast<int>(kind))).error();
    const JournalEventKind &k = *row;
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
    if (!k.checksOptional)
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

JournalEvent replayDigest(JournalEvent event)
{
    // Replay never reads the time or the append id (the journal keeps its ids apart): their text
    // is let go, not just emptied.
    std::string().swap(event.time);
    std::string().swap(event.id);
    const JournalEventKind *row = eventKindRow(event.kind);
    if (!row)
        return event;
    if (row->reads == JournalEventKind::Reads::Nothing)
        event.data = nullptr; // replay counts them, and reads nothing in them
    else if (row->digest && event.data.is_object())
        row->digest(event.data);
    return event;
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
