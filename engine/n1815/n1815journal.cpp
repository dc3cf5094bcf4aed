#include "n1815journal.h"

#include "compensation.h"

namespace umpire {

Result<N1815Journal> N1815Journal::create(const std::string &path,
                                          std::shared_ptr<const N1815Data> data,
                                          const std::string &title)
{
    JournalHeader header;
    header.ruleset = rulesetId;
    header.title = title;
    nlohmann::json sides = nlohmann::json::array();
    for (const N1815Side &side : data->sides)
        sides.push_back({{"name", side.name}, {"id", side.id}});
    // The header and the game.created event are written together, or nothing is.
    Result<Journal> journal =
        Journal::create(path, header, {{"game.created", {{"sides", sides}, {"game", rulesetId}}}});
    if (!journal)
        return journal.error();
    N1815Journal game(std::move(journal).value(), std::move(data));
    game.m_game = N1815Game::setup(*game.m_data);
    game.m_replayed = game.m_journal.size();
    return game;
}

Result<N1815Journal> N1815Journal::open(const std::string &path,
                                        std::shared_ptr<const N1815Data> data, Journal::Mode mode)
{
    Result<Journal> journal = Journal::open(path, mode);
    if (!journal)
        return journal.error();
    if (journal->header().ruleset != rulesetId)
        return badInput(path + ": a journal of \"" + journal->header().ruleset +
                        "\", not of Napoleon 1815 Returns");
    N1815Journal game(std::move(journal).value(), std::move(data));
    if (Result<Ok> ok = game.replayActions(); !ok)
        return ok.error();
    return game;
}

Result<Ok> N1815Journal::replayActions()
{
    const std::vector<JournalEvent> &events = m_journal.digests();
    const std::set<std::uint64_t> gone = compensatedEvents(events);
    std::vector<nlohmann::json> actions;
    std::vector<std::uint64_t> seqs;
    for (const JournalEvent &e : events)
        if (e.kind == "n1815.action" && !gone.count(e.seq)) {
            actions.push_back(e.data);
            seqs.push_back(e.seq);
        }
    Result<N1815Step> step = n1815Replay(*m_data, actions);
    if (!step)
        return badData(
            m_journal.path() + ": " + step.error().message + " (the actions are events " +
            (seqs.empty() ? std::string("none")
                          : std::to_string(seqs.front()) + " to " + std::to_string(seqs.back())) +
            ")");
    m_game = std::move(step->game);
    m_replayed = events.size();
    return Ok{};
}

Result<N1815Step> N1815Journal::act(const nlohmann::json &action)
{
    // Checked against the game as the journal holds it now, another program's actions included.
    Result<Journal::Lock> held = m_journal.lock();
    if (!held)
        return held.error();
    if (m_replayed != m_journal.size())
        if (Result<Ok> ok = replayActions(); !ok)
            return ok.error();
    Result<N1815Step> step = n1815Act(*m_data, m_game, action);
    if (!step)
        return step;
    if (Result<JournalEvent> e = m_journal.append("n1815.action", action); !e)
        return e.error();
    m_game = step->game;
    m_replayed = m_journal.size();
    return step;
}

Result<JournalEvent> N1815Journal::undo()
{
    return compensate("undo");
}

Result<JournalEvent> N1815Journal::redo()
{
    return compensate("redo");
}

Result<JournalEvent> N1815Journal::compensate(const std::string &kind)
{
    Result<JournalEvent> e = appendCompensation(m_journal, kind);
    if (!e)
        return e;
    if (Result<Ok> ok = replayActions(); !ok)
        return ok.error();
    return e;
}

} // namespace umpire
