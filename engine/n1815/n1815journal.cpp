#include "n1815journal.h"
#include "n1815events.h"

#include "compensation.h"
#include "n1815actionform.h"

namespace umpire::n1815 {

Result<Journal> Journal::create(const std::string &path, std::shared_ptr<const Data> data,
                                const std::string &title)
{
    registerKinds();
    JournalHeader header;
    header.ruleset = rulesetId;
    header.title = title;
    nlohmann::json sides = nlohmann::json::array();
    for (const Side &side : data->sides)
        sides.push_back({{"name", side.name}, {"id", side.id}});
    // The header and the game.created event are written together, or nothing is.
    Result<umpire::Journal> journal = umpire::Journal::create(
        path, header, {{EventKind::GameCreated, {{"sides", sides}, {"game", rulesetId}}}});
    if (!journal)
        return journal.error();
    Journal game(std::move(journal).value(), std::move(data));
    game.m_game = Game::setup(*game.m_data);
    game.m_replayed = game.m_journal.size();
    return game;
}

Result<Journal> Journal::open(const std::string &path, std::shared_ptr<const Data> data,
                              umpire::Journal::Mode mode)
{
    registerKinds();
    Result<umpire::Journal> journal = umpire::Journal::open(path, mode);
    if (!journal)
        return journal.error();
    return fromJournal(std::move(journal).value(), std::move(data));
}

Result<Journal> Journal::fromJournal(umpire::Journal journal, std::shared_ptr<const Data> data)
{
    registerKinds();
    if (journal.header().ruleset != rulesetId)
        return badInput(msg("%1: a journal of \"%2\", not of Napoleon 1815 Returns",
                            {journal.path(), journal.header().ruleset}));
    Journal game(std::move(journal), std::move(data));
    if (Result<Ok> ok = game.replay(); !ok)
        return ok.error();
    return game;
}

Result<Ok> Journal::replay()
{
    const std::vector<JournalEvent> &events = m_journal.digests();
    const std::set<std::uint64_t> gone = compensatedEvents(events);
    std::vector<nlohmann::json> actions;
    std::vector<std::uint64_t> seqs;
    for (const JournalEvent &e : events)
        if (e.kind == n1815::kinds::Action && !gone.count(e.seq)) {
            actions.push_back(e.data);
            seqs.push_back(e.seq);
        }
    Result<Step> step = n1815::replay(*m_data, actions, seqs);
    if (!step && seqs.empty())
        return badData(
            msg("%1: %2 (the actions are events none)", {m_journal.path(), step.error().what}));
    if (!step)
        return badData(msg("%1: %2 (the actions are events %3 to %4)",
                           {m_journal.path(), step.error().what, std::to_string(seqs.front()),
                            std::to_string(seqs.back())}));
    m_game = std::move(step->game);
    m_replayed = events.size();
    return Ok{};
}

Result<Step> Journal::act(const nlohmann::json &action, const std::string &id)
{
    if (Result<Ok> form = checkActionForm(action); !form)
        return form.error();
    if (action.contains("rejoined"))
        return badInput(msg("\"rejoined\" is written by Umpire: the rules move a commander left "
                            "alone (N1815 3)"));
    // Checked against the game as the journal holds it now, another program's actions included.
    Result<umpire::Journal::Lock> held = m_journal.lock();
    if (!held)
        return held.error();
    if (m_replayed != m_journal.size())
        if (Result<Ok> ok = replay(); !ok)
            return ok.error();
    if (!id.empty()) { // a retry of an action journaled already: that one, nothing checked again
        Result<std::optional<JournalEvent>> earlier = m_journal.findId(id);
        if (!earlier)
            return earlier.error();
        if (*earlier) {
            if (Result<JournalEvent> e = m_journal.append((*earlier)->kind, (*earlier)->data, id);
                !e)
                return e.error();
            return Step{m_game, {}};
        }
    }
    Result<Step> step = n1815::act(*m_data, m_game, action);
    if (!step)
        return step;
    // N1815 3: the commanders the rules moved are said in the journal line itself.
    nlohmann::json journaled = action;
    if (!step->rejoined.empty())
        journaled["rejoined"] = step->rejoined;
    Result<JournalEvent> e = m_journal.append(n1815::kinds::Action, journaled, id);
    if (!e)
        return e.error();
    if (m_journal.repeated())
        return Step{m_game, {}};
    step->game.state.numberReveals(e->seq);
    m_game = step->game;
    m_replayed = m_journal.size();
    return step;
}

Result<Game> Journal::gameAt(std::uint64_t seq) const
{
    const std::vector<JournalEvent> &events = m_journal.digests();
    const std::set<std::uint64_t> gone = compensatedEvents(events, seq);
    std::vector<nlohmann::json> actions;
    std::vector<std::uint64_t> seqs;
    for (const JournalEvent &e : events)
        if (e.seq <= seq && e.kind == n1815::kinds::Action && !gone.count(e.seq)) {
            actions.push_back(e.data);
            seqs.push_back(e.seq);
        }
    Result<Step> step = n1815::replay(*m_data, actions, seqs);
    if (!step)
        return prefixed(m_journal.path(), step.error());
    return step->game;
}

} // namespace umpire::n1815
