#include "gamemodule.h"

#include "compensation.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace umpire {

Result<Viewer> Viewer::fromText(const std::string &text)
{
    if (text == "referee")
        return referee();
    if (text == "everyone")
        return everyone();
    if (text.rfind("player:", 0) == 0 && text.size() > 7)
        return player(text.substr(7));
    return badInput(msg("viewer \"%1\": expected referee, everyone or player:SIDE", {text}));
}

std::string Viewer::text() const
{
    switch (role) {
    case Role::Referee:
        return "referee";
    case Role::Player:
        return "player:" + side;
    case Role::Everyone:
        break;
    }
    return "everyone";
}

bool Secret::seenBy(const Viewer &viewer) const
{
    switch (viewer.role) {
    case Viewer::Role::Referee:
        return referee;
    case Viewer::Role::Player:
        return sides.count(viewer.side) > 0;
    case Viewer::Role::Everyone:
        break;
    }
    return false;
}

Secret diceSeedSecret(std::uint64_t seed)
{
    return {msg("the seed of the game's dice"), {std::to_string(seed)}, true, {}};
}

namespace {

// A text with each generated die as Roll::message writes it ("5 (generated: seed S, draw K)")
// without its seed ("5 (generated, draw K)"): explanations quote their dice so.
std::string withoutRollSeeds(std::string text)
{
    static constexpr std::string_view from = "generated: seed ";
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + 1)) {
        std::size_t end = at + from.size();
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
            ++end;
        if (end > at + from.size() && text.compare(end, 2, ", ") == 0)
            text.replace(at, end + 2 - at, "generated, ");
    }
    return text;
}

} // namespace

void stripSeeds(nlohmann::json &data)
{
    if (data.is_string()) {
        if (data.get_ref<const std::string &>().find("generated: seed ") != std::string::npos)
            data = withoutRollSeeds(data.get<std::string>());
        return;
    }
    if (data.is_object()) {
        data.erase("seed");
        // A die kept as Roll::message's message for a face that translates it.
        static const std::string seeded = "%1 (generated: seed %2, draw %3)";
        const auto format = data.find("format");
        if (format != data.end() && format->is_string() &&
            format->get_ref<const std::string &>() == seeded) {
            const auto args = data.find("args");
            if (args != data.end() && args->is_array() && args->size() == 3) {
                *format = msg("%1 (generated, draw %2)").format;
                args->erase(1);
            }
        }
    }
    if (data.is_object() || data.is_array())
        for (nlohmann::json &value : data)
            stripSeeds(value);
}

nlohmann::json withoutSeeds(nlohmann::json data)
{
    stripSeeds(data);
    return data;
}

std::set<std::uint64_t> GameModule::compensated() const
{
    return compensatedEvents(journal().digests());
}

Result<Ok> GameModule::writeReport(const std::string &format, const Viewer &viewer,
                                   const ReportSink &sink) const
{
    Result<std::string> text = exportReport(format, viewer);
    if (!text)
        return text.error();
    sink(*text);
    return Ok{};
}

Result<Ok> forEachDescribed(const GameModule &game, const Viewer &viewer,
                            std::optional<EventKind> kind,
                            const std::function<void(nlohmann::json)> &visit)
{
    const Journal &journal = game.journal();
    const std::set<std::uint64_t> gone = game.compensated();
    constexpr std::uint64_t batch = 1000;
    const std::uint64_t last = journal.size(); // event N is the Nth (Journal::readEvents)
    for (std::uint64_t from = 1; from <= last; from += batch) {
        Result<std::vector<JournalEvent>> events =
            journal.readEvents(from, std::min(last, from + batch - 1));
        if (!events)
            return events.error();
        for (JournalEvent &e : *events) {
            if (kind && e.kind != *kind)
                continue;
            const bool counts = !gone.count(e.seq);
            nlohmann::json item = game.describeTaking(std::move(e), viewer);
            item["counts"] = counts;
            visit(std::move(item));
        }
    }
    return Ok{};
}

Result<nlohmann::json> describeAll(const GameModule &game, const Viewer &viewer,
                                   std::optional<EventKind> kind)
{
    nlohmann::json out = nlohmann::json::array();
    if (Result<Ok> ok = forEachDescribed(
            game, viewer, kind, [&out](nlohmann::json item) { out.push_back(std::move(item)); });
        !ok)
        return ok.error();
    return out;
}

Message commonEventSummary(const JournalEvent &event)
{
    const nlohmann::json &d = event.data;
    auto field = [&](const char *key) {
        const auto it = d.find(key);
        if (it == d.end())
            return std::string();
        return it->is_string() ? it->get<std::string>() : it->dump();
    };
    if (event.kind == EventKind::Undo)
        return msg("undo of event %1", {field("target")});
    if (event.kind == EventKind::Redo)
        return msg("redo of undo %1", {field("target")});
    if (event.kind == EventKind::Note)
        return msg("note: %1", {field("text")});
    if (event.kind == EventKind::Override)
        return msg("override of %1: computed %2, imposed %3 (%4)",
                   {field("what"), field("computed"), field("imposed"), field("why")});
    if (event.kind == EventKind::GameCreated) {
        std::string sides;
        if (d.contains("sides") && d["sides"].is_array())
            for (const nlohmann::json &s : d["sides"])
                if (s.is_object() && s.contains("name") && s["name"].is_string())
                    sides += (sides.empty() ? "" : ", ") + s["name"].get<std::string>();
        return msg("game created: %1", {sides});
    }
    return msg("%1 %2", {eventKindName(event.kind), d.dump()});
}

std::vector<ViewerChoice>
tableAndPlayers(const std::vector<std::pair<std::string, std::string>> &sides)
{
    std::vector<ViewerChoice> out = {{Viewer::everyone(), msg("Table")}};
    for (const auto &[id, name] : sides)
        out.push_back({Viewer::player(id), msg("%1 player", {name})});
    return out;
}

PlayersView playersViewOf(const GameModule &game)
{
    PlayersView v;
    v.system = game.system();
    v.game = game.systemName();
    v.title = game.journal().header().title;
    v.seq = game.journal().lastSeq();
    return v;
}

Result<std::vector<PlayersView::Line>>
lastEventLines(const Journal &journal, std::size_t count,
               const std::set<std::uint64_t> &compensated,
               const std::function<Message(const JournalEvent &)> &summary)
{
    std::vector<PlayersView::Line> out;
    const std::uint64_t last = journal.lastSeq();
    if (last == 0 || count == 0)
        return out;
    const std::uint64_t first = last > count ? last - count + 1 : 1;
    Result<std::vector<JournalEvent>> events = journal.readEvents(first, last);
    if (!events)
        return events.error();
    for (const JournalEvent &e : *events)
        out.push_back({e.seq, summary(e), compensated.count(e.seq) == 0});
    return out;
}

Result<Ok> checkEventExists(const Journal &journal, std::uint64_t seq)
{
    if (seq < 1 || seq > journal.lastSeq())
        return badInput(msg("--at %1: the journal has events 1 to %2",
                            {std::to_string(seq), std::to_string(journal.lastSeq())}));
    return Ok{};
}

} // namespace umpire
