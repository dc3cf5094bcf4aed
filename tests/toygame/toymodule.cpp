#include "toymodule.h"

#include "compensation.h"
#include "eventcsv.h"
#include "requestreader.h"
#include "toyevents.h"

namespace umpire::toy {

using nlohmann::json;

Module::Module(Journal journal, Rules rules)
    : m_journal(std::move(journal)), m_rules(std::move(rules))
{
    m_rope = ropeOf(m_rules, m_journal.digests());
}

Result<std::size_t> Module::refresh()
{
    Result<std::size_t> read = m_journal.refresh();
    if (read)
        m_rope = ropeOf(m_rules, m_journal.digests());
    return read;
}

Result<ActOutcome> Module::act(const json &action, const std::string &id)
{
    RequestReader reader(msg("action"));
    if (!reader.expectObject(action, "", {"action", "side"}))
        return reader.error();
    const std::optional<std::string> name = reader.string(action, "action", "");
    const std::optional<std::string> side = reader.string(action, "side", "");
    if (reader.failed())
        return reader.error();
    if (name != "pull")
        return badInput(msg("a tug of war's action is {\"action\": \"pull\", \"side\": ID}"));
    if (!side)
        return badInput(msg("action \"pull\": /side is missing: expected the side's id"));
    Result<Journal::Lock> lock = m_journal.lock(); // checked and appended under one lock
    if (!lock)
        return lock.error();
    m_rope = ropeOf(m_rules, m_journal.digests());
    if (!id.empty()) {
        Result<std::optional<JournalEvent>> earlier = m_journal.findId(id);
        if (!earlier)
            return earlier.error();
        if (*earlier)
            return ActOutcome{**earlier, true, ropeJson(m_rope), {}};
    }
    bool known = false;
    for (const auto &[sideId, sideName] : m_rules.sides)
        known = known || sideId == *side;
    if (!known)
        return badInput(
            msg("action \"pull\": /side \"%1\" is not a side of %2", {*side, m_rules.name}));
    if (!m_rope.winner.empty())
        return badInput(msg("the rope is won by %1: no side may pull again",
                            {m_rules.sideName(m_rope.winner)}));
    Result<JournalEvent> event = m_journal.append(kinds::Pulled, {{"side", *side}}, id);
    if (!event)
        return event.error();
    m_rope = ropeOf(m_rules, m_journal.digests());
    return ActOutcome{*event, m_journal.repeated(), ropeJson(m_rope), {}};
}

json Module::legalActions(const Viewer &) const
{
    json actions = json::array();
    if (m_rope.winner.empty())
        for (const auto &[id, name] : m_rules.sides)
            actions.push_back(
                {{"action", "pull"}, {"side", id}, {"meaning", name + " pulls the rope"}});
    return actions;
}

Result<Rope> Module::ropeAt(std::optional<std::uint64_t> atSeq) const
{
    if (!atSeq)
        return m_rope;
    if (Result<Ok> ok = checkEventExists(m_journal, *atSeq); !ok)
        return ok.error();
    return ropeOf(m_rules, m_journal.digests(), *atSeq);
}

json Module::ropeJson(const Rope &rope) const
{
    json pulls = json::object();
    for (const auto &[id, name] : m_rules.sides) {
        const auto it = rope.pulls.find(id);
        pulls[id] = it == rope.pulls.end() ? 0 : it->second;
    }
    return {{"system", m_rules.id},
            {"rope", rope.position},
            {"pulls", pulls},
            {"winner", rope.winner.empty() ? json(nullptr) : json(rope.winner)}};
}

Result<json> Module::view(const Viewer &, std::optional<std::uint64_t> atSeq) const
{
    Result<Rope> rope = ropeAt(atSeq);
    if (!rope)
        return rope.error();
    return ropeJson(*rope);
}

Result<std::string> Module::viewText(const Viewer &, std::optional<std::uint64_t> atSeq) const
{
    Result<Rope> rope = ropeAt(atSeq);
    if (!rope)
        return rope.error();
    std::string text = m_rules.name + ": the rope is " + std::to_string(rope->position) +
                       " towards " + m_rules.sides[0].second + "\n";
    if (!rope->winner.empty())
        text += m_rules.sideName(rope->winner) + " wins\n";
    return text;
}

Message Module::summary(const JournalEvent &event, const Viewer &) const
{
    if (event.kind == kinds::Pulled)
        return msg("%1 pulled", {m_rules.sideName(event.data.value("side", ""))});
    return commonEventSummary(event);
}

json Module::describe(const JournalEvent &event, const Viewer &viewer) const
{
    json item = event.toJson();
    item["summary"] = summary(event, viewer).text();
    return item;
}

std::vector<ViewerChoice> Module::viewers() const
{
    return tableAndPlayers(m_rules.sides);
}

Result<PlayersView> Module::playersView(const Viewer &viewer, std::size_t lastEvents) const
{
    PlayersView v = playersViewOf(*this);
    for (const auto &[id, name] : m_rules.sides) {
        PlayersView::Army army;
        army.side = id;
        army.name = name;
        const auto pulls = m_rope.pulls.find(id);
        army.figures.push_back({msg("Pulls"),
                                std::to_string(pulls == m_rope.pulls.end() ? 0 : pulls->second),
                                m_rope.winner == id});
        v.armies.push_back(std::move(army));
    }
    Result<std::vector<PlayersView::Line>> lines =
        lastEventLines(m_journal, lastEvents, compensated(),
                       [&](const JournalEvent &e) { return summary(e, viewer); });
    if (!lines)
        return lines.error();
    v.events = std::move(lines).value();
    return v;
}

Result<JournalEvent> Module::compensate(EventKind kind, const std::string &id)
{
    Result<JournalEvent> e = appendCompensation(m_journal, kind, id);
    if (e)
        m_rope = ropeOf(m_rules, m_journal.digests());
    return e;
}

Result<JournalEvent> Module::undo(const std::string &id)
{
    return compensate(EventKind::Undo, id);
}

Result<JournalEvent> Module::redo(const std::string &id)
{
    return compensate(EventKind::Redo, id);
}

// The rope pulled again from the file's events, which must give the state the module holds.
Result<Verification> Module::verify() const
{
    Verification v;
    for (const JournalProblem &p : m_journal.problems())
        if (p.kind == JournalProblem::Kind::Damaged)
            v.mismatches.emplace_back(p.message);
    Result<std::vector<JournalEvent>> events = m_journal.readEvents();
    if (!events)
        return events.error();
    if (Result<Ok> ok = checkCompensations(*events); !ok)
        v.mismatches.push_back(ok.error().what);
    const Rope again = ropeOf(m_rules, *events);
    if (ropeJson(again) != ropeJson(m_rope))
        v.mismatches.push_back(msg("the rope pulled again is not where the game holds it"));
    v.checked = {{"pulls", again.counted}};
    v.summary = msg("%1 pulls counted again", {std::to_string(again.counted)});
    return v;
}

Result<std::string> Module::exportReport(const std::string &format, const Viewer &viewer) const
{
    Result<json> events = describeAll(*this, viewer);
    if (!events)
        return events.error();
    if (format == "csv")
        return describedEventsCsv(*events);
    if (format == "json") {
        const json doc = {{"header", m_journal.header().toJson()},
                          {"state", ropeJson(m_rope)},
                          {"events", *events}};
        return doc.dump(2) + "\n";
    }
    return badInput(msg("--format \"%1\": a tug of war exports as csv or json", {format}));
}

} // namespace umpire::toy
