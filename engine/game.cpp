#include "game.h"

#include "roll.h"

namespace umpire {

Result<Game> Game::fromJournal(Journal journal, std::shared_ptr<const Ruleset> ruleset)
{
    if (journal.header().ruleset != ruleset->id)
        return badInput(journal.path() + ": the journal is for ruleset \"" +
                        journal.header().ruleset + "\", not \"" + ruleset->id + "\"");
    Result<GameState> state = replay(journal.digests(), *ruleset);
    if (!state)
        return badData(journal.path() + ": " + state.error().message);
    Game game(std::move(journal), std::move(ruleset));
    game.m_state = std::move(state).value();
    return game;
}

GameSetup GameSetup::fromScenario(const Scenario &scenario)
{
    GameSetup setup;
    setup.title = scenario.name;
    setup.scenario = scenario.id;
    setup.sides = scenario.sides;
    setup.orderOfBattle = scenario.orderOfBattle;
    setup.players = scenario.players;
    setup.turns = turnsToJson(scenario.turns);
    if (!scenario.verified || scenario.demonstration) {
        const Message text =
            scenario.demonstration
                ? msg("%1, a demonstration: its sides' levels, turn record and order of battle",
                      {scenario.name})
                : msg("%1: its sides' levels, turn record and order of battle", {scenario.name});
        setup.unverified.push_back({{"item", "scenario:" + scenario.id},
                                    {"text", text.text()},
                                    {"message", text},
                                    {"source", scenario.source}});
    }
    return setup;
}

Result<Game> Game::create(const std::string &path, std::shared_ptr<const Ruleset> ruleset,
                          const GameSetup &setup)
{
    if (!setup.sides.is_array() || setup.sides.empty())
        return badInput("a game needs its sides");
    std::vector<std::string> players = setup.players;
    if (players.empty()) {
        std::vector<std::string> sides;
        for (const nlohmann::json &side : setup.sides)
            sides.push_back(side.value("name", ""));
        players = defaultPlayerOrder(*ruleset, sides);
    }
    nlohmann::json created = {{"sides", setup.sides},
                              {"orderOfBattle", setup.orderOfBattle},
                              {"seed", setup.seed.value_or(DiceGenerator::freshSeed())},
                              {"scenario", setup.scenario},
                              {"players", players},
                              {"turns", setup.turns}};
    if (!setup.carried.empty())
        created["carried"] = setup.carried;
    if (!setup.unverified.empty())
        created["unverified"] = setup.unverified; // stays with the game, so every view can say so
    // Check the sides against the ruleset before anything is written.
    JournalEvent probe{1, utcNow(), "game.created", created};
    if (Result<GameState> st = replay({probe}, *ruleset); !st)
        return badInput(st.error().message);
    JournalHeader header;
    header.ruleset = ruleset->id;
    header.scenario = setup.scenario;
    header.title = setup.title;
    Result<Journal> journal = Journal::create(path, header);
    if (!journal)
        return journal.error();
    Game game(std::move(journal).value(), std::move(ruleset));
    if (Result<JournalEvent> e = game.append("game.created", created); !e)
        return e.error();
    return game;
}

Result<JournalEvent> Game::append(const std::string &kind, const nlohmann::json &data)
{
    if (Result<Ok> ok = checkEventData(kind, data); !ok)
        return ok.error();
    // Apply the event first, so that nothing that cannot apply is ever written. An ordinary event
    // is applied to the current state; an undo or redo changes what earlier events mean: replay.
    const JournalEvent candidate{m_journal.lastSeq() + 1, utcNow(), kind, data};
    Result<GameState> next = badInput("");
    if (kind == "undo" || kind == "redo") {
        std::vector<JournalEvent> probe = m_journal.digests();
        probe.push_back(candidate);
        next = replay(probe, *m_ruleset);
    } else {
        next = applyEvent(m_state, candidate, *m_ruleset);
    }
    if (!next)
        return badInput(next.error().message);
    Result<JournalEvent> written = m_journal.append(kind, data);
    if (!written)
        return written.error();
    m_state = std::move(next).value();
    return written;
}

Result<CombatRequest> Game::prepareCombat(CombatRequest request) const
{
    if (request.seed)
        return badInput("in a game, generated rolls come from the game's own seed: give a physical "
                        "die or none");
    if (!request.die) {
        request.seed = m_state.seed;
        request.draw = m_state.nextDraw;
    }
    if (!request.ruleset.empty() && request.ruleset != m_ruleset->id)
        return badInput("the combat is for ruleset \"" + request.ruleset +
                        "\", but the game plays " + m_ruleset->id);
    request.ruleset = m_ruleset->id;
    if (request.weather == "clear")
        request.weather = m_state.weather; // NLB 7.9: the game knows when it is night
    return request;
}

Result<CombatOutcome> Game::resolveCombat(CombatRequest request)
{
    Result<CombatRequest> prepared = prepareCombat(std::move(request));
    if (!prepared)
        return prepared.error();
    Result<CombatOutcome> outcome = umpire::resolveCombat(*prepared, *m_ruleset);
    if (!outcome)
        return outcome;
    if (Result<JournalEvent> e =
            append("combat.resolved", {{"request", *prepared}, {"outcome", *outcome}});
        !e)
        return e.error();
    return outcome;
}

Result<CombatOutcome> Game::previewCombat(CombatRequest request) const
{
    // Without a die, read die 1 rather than the game's next draw: a preview never shows a roll
    // before the referee asks for it, and never uses one up.
    if (!request.die)
        request.die = 1;
    Result<CombatRequest> prepared = prepareCombat(std::move(request));
    if (!prepared)
        return prepared.error();
    return umpire::resolveCombat(*prepared, *m_ruleset);
}

Result<CombatRequest> Game::combatRequest(nlohmann::json request) const
{
    for (const char *key : {"attackers", "defenders"}) {
        if (!request.contains(key) || !request[key].is_array())
            continue;
        for (nlohmann::json &unit : request[key]) {
            if (!unit.is_object() || unit.contains("strength") || !unit.contains("id") ||
                !unit["id"].is_string())
                continue;
            const std::string id = unit["id"];
            auto it = m_state.units.find(id);
            if (it == m_state.units.end())
                return badInput(std::string(key) + ": \"" + id +
                                "\" is not a unit of this game's order of battle");
            if (it->second.status != UnitState::Status::OnMap)
                return badInput(std::string(key) + ": " + id +
                                " is not on the map (eliminated, exited or not yet arrived)");
            unit["strength"] = it->second.strength;
            if (!unit.contains("type") && !it->second.type.empty())
                unit["type"] = it->second.type;
        }
    }
    return CombatRequest::fromJson(request);
}

Result<JournalEvent> Game::roll(std::optional<int> physicalDie)
{
    Roll roll;
    if (physicalDie) {
        Result<Roll> r = Roll::physical(*physicalDie, m_ruleset->dieFaces);
        if (!r)
            return r.error();
        roll = *r;
    } else {
        roll = DiceGenerator(m_state.seed, m_state.nextDraw).roll(m_ruleset->dieFaces);
    }
    return append("roll", roll);
}

Result<JournalEvent> Game::undo()
{
    const std::uint64_t target = undoTarget(m_journal.digests());
    if (target == 0)
        return badInput("nothing to undo");
    return append("undo", {{"target", target}});
}

Result<JournalEvent> Game::redo()
{
    const std::uint64_t target = redoTarget(m_journal.digests());
    if (target == 0)
        return badInput("nothing to redo");
    return append("redo", {{"target", target}});
}

Result<JournalEvent> Game::advanceTurn(std::optional<std::string> weather)
{
    const int turn = m_state.turn + 1;
    if (!weather)
        weather = m_state.turnWeather(turn);
    if (*weather != "clear" && *weather != "rain" && *weather != "night")
        return badInput("weather \"" + *weather + "\" is not one of clear, rain, night");
    if (!m_state.turns.empty() && turn > static_cast<int>(m_state.turns.size()))
        return badInput("the game has " + std::to_string(m_state.turns.size()) + " turns: turn " +
                        std::to_string(turn) + " is past the end of the turn record");
    nlohmann::json data = {{"turn", turn}, {"weather", *weather}};
    const std::vector<SequenceStep> steps = turnSequence(*m_ruleset, m_state.players);
    if (!steps.empty())
        data.update({{"step", 0}, {"phase", steps[0].phase}, {"player", steps[0].player}});
    return append("turn.advanced", data);
}

std::optional<SequenceStep> Game::nextStep() const
{
    const std::vector<SequenceStep> steps = turnSequence(*m_ruleset, m_state.players);
    if (steps.empty() || m_state.turn == 0 || m_state.step + 1 >= static_cast<int>(steps.size()))
        return std::nullopt;
    return steps[static_cast<std::size_t>(m_state.step + 1)];
}

Result<JournalEvent> Game::advance()
{
    if (std::optional<SequenceStep> next = nextStep())
        return append(
            "phase.advanced",
            {{"phase", next->phase}, {"player", next->player}, {"step", m_state.step + 1}});
    return advanceTurn();
}

Result<GameState> Game::stateAt(std::uint64_t seq) const
{
    return replay(m_journal.digests(), *m_ruleset, seq);
}

} // namespace umpire
