#include "victory.h"
#include "crtevents.h"

#include "odds.h"
#include "requestreader.h"
#include "sequenceofplay.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire::crt {

using nlohmann::json;

Result<VictoryRequest> VictoryRequest::fromJson(const json &j)
{
    RequestReader reader(msg("victory request"));
    VictoryRequest request;
    if (!reader.expectObject(
            j, "", {"ruleset", "armies", "phasing", "points", "exited", "first", "gameOver"}))
        return reader.error();
    json moraleJson = json::object();
    for (const char *key : {"ruleset", "armies", "phasing"})
        if (j.contains(key))
            moraleJson[key] = j[key];
    Result<MoraleRequest> morale = MoraleRequest::fromJson(moraleJson, msg("victory request"));
    if (!morale)
        return morale.error();
    request.morale = *morale;
    if (j.contains("points")) {
        if (!j["points"].is_object())
            reader.fail("points", msg("expected an object of player names to victory points"));
        else
            for (const auto &[player, v] : j["points"].items())
                request.points[player] =
                    reader.integer(j["points"], player.c_str(), "points", 0).value_or(0);
    }
    request.exited = reader.integer(j, "exited", "", 0).value_or(0);
    request.first = reader.string(j, "first", "").value_or("");
    request.gameOver = reader.boolean(j, "gameOver", "").value_or(false);
    if (reader.failed())
        return reader.error();
    return request;
}

namespace {

std::string joinNames(const std::vector<std::string> &names)
{
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return out;
}

Result<VictoryOutcome> judgeByPoints(const VictoryRequest &request, VictoryOutcome out,
                                     const std::string &rule)
{
    if (request.points.size() < 2)
        return badInput(msg("the game is over: give each player's victory points (--vp "
                            "PLAYER:POINTS), at least two players"));
    std::vector<std::pair<std::string, int>> ranked(request.points.begin(), request.points.end());
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    std::string scores;
    for (const auto &[player, vp] : ranked)
        scores += (scores.empty() ? "" : ", ") + player + " " + std::to_string(vp);
    if (ranked[0].second == ranked[1].second) {
        out.status = "draw";
        out.explanation.add(rule, "victory points " + scores +
                                      ": no player has the highest total, a draw");
    } else {
        out.status = "won";
        out.winner = ranked[0].first;
        out.explanation.add(rule, "victory points " + scores + ": " + out.winner +
                                      " has the highest total");
    }
    return out;
}

Result<VictoryOutcome> judgeNlb(const VictoryRequest &request, const Ruleset &ruleset,
                                VictoryOutcome out)
{
    const json &victory = *ruleset.feature("/victory");
    const std::string rule = victory["rule"];
    const json automatic = victory.value("automatic", json::object());
    const auto listed = [&](const char *key, const std::string &name) {
        const json list = automatic.value(key, json::array());
        return std::find(list.begin(), list.end(), name) != list.end();
    };
    // The other player wins: named by his armies in this battle (NLB 4.1: one player may command
    // two).
    auto opponents = [&](const std::string &loser) {
        std::vector<std::string> names;
        for (const ArmyMorale &m : out.morale.armies)
            if (ruleset.playerOf(m.name) != ruleset.playerOf(loser))
                names.push_back(m.name);
        if (names.empty())
            for (const Ruleset::Player &player : ruleset.players)
                if (player.name != ruleset.playerOf(loser))
                    names = player.armies;
        return names.empty() ? "the player opposing the " + loser : joinNames(names);
    };
    // Conditions already true before the event came first; among new ones, NLB 11.2's order holds:
    // the non-phasing player's army first.
    struct Trigger
    {
        bool earlier;
        bool phasing;
        std::string loser;
        std::string what;
    };
    std::vector<Trigger> triggers;
    for (const ArmyMorale &m : out.morale.armies) {
        const bool phasing = isPhasingArmy(ruleset, m.name, request.morale.phasing);
        if (m.demoralized && listed("demoralizedLoses", m.name))
            triggers.push_back({m.demoralizedBefore, phasing, m.name, "demoralized"});
        if (m.disintegrated && listed("disintegratedLoses", m.name))
            triggers.push_back({m.disintegratedBefore, phasing, m.name, "disintegrated"});
    }
    std::stable_sort(triggers.begin(), triggers.end(), [](const Trigger &a, const Trigger &b) {
        return a.earlier != b.earlier ? a.earlier : (!a.phasing && b.phasing);
    });
    const auto newOnes = std::count_if(triggers.begin(), triggers.end(),
                                       [](const Trigger &t) { return !t.earlier; });
    const bool anyEarlier = !triggers.empty() && triggers.front().earlier;
    if (!anyEarlier && newOnes > 1 && request.morale.phasing.empty() &&
        ruleset.playerOf(triggers[0].loser) != ruleset.playerOf(triggers[1].loser))
        return badInput(
            msg("%1: both players meet an automatic defeat in the same event: give the phasing "
                "player (--phasing) so NLB 11.2 can say which came first",
                {rule}));
    if (!triggers.empty()) {
        const Trigger &t = triggers.front();
        out.status = "won";
        out.automatic = true;
        out.winner = opponents(t.loser);
        out.explanation.add(rule, "the " + t.loser + " army is " + t.what +
                                      ": automatic victory for " + out.winner);
        return out;
    }
    out.explanation.add(rule, "no automatic victory: the French army is not demoralized and no "
                              "opposing army has disintegrated");
    if (!request.gameOver) {
        out.status = "undecided";
        return out;
    }
    const std::string pointsRule =
        victory.contains("points") ? std::string(victory["points"]["rule"]) : rule;
    return judgeByPoints(request, std::move(out), pointsRule);
}

Result<VictoryOutcome> judgeNaw(const VictoryRequest &request, const Ruleset &ruleset,
                                VictoryOutcome out)
{
    const json &v = *ruleset.feature("/victory");
    const int limit = v["lossLimit"];
    const int exitNeeded = v["exitUnits"];
    const std::string french = v["french"];
    const std::string allied = v["allied"];
    const ArmyMorale *f = out.morale.army(french);
    const ArmyMorale *a = out.morale.army(allied);
    if (!f || !a)
        return badInput(msg("NAW 8.0: give both armies' losses: --army %1:N and --army %2:N",
                            {french, allied}));
    Explanation &ex = out.explanation;
    const std::string lim = std::to_string(limit);
    ex.add("NAW 8.0", french + " losses against " + lim, std::to_string(f->before),
           std::to_string(f->after));
    ex.add("NAW 8.0", allied + " losses against " + lim, std::to_string(a->before),
           std::to_string(a->after));
    ex.add("NAW 8.3", "French units exited off the north edge: " + std::to_string(request.exited) +
                          " of " + std::to_string(exitNeeded));
    const bool frenchBefore = f->before >= limit, alliedBefore = a->before >= limit;
    const bool frenchNow = f->after >= limit, alliedNow = a->after >= limit;
    if (!request.first.empty() && request.first != french && request.first != allied)
        return badInput(msg("first: \"%1\" is neither %2 nor %3", {request.first, french, allied}));
    bool alliedFirst = false;
    if (frenchBefore && alliedBefore) {
        if (request.first.empty())
            return badInput(msg("NAW 8.2: both armies had lost %1 or more before this event: say "
                                "which reached it first (--first ARMY)",
                                {lim}));
        alliedFirst = request.first == allied;
    }
    const auto win = [&](const std::string &who, const std::string &rule, const std::string &why) {
        out.status = "won";
        out.winner = who;
        out.automatic = true;
        ex.add(rule, why);
        return out;
    };
    if (frenchBefore && !(alliedBefore && alliedFirst))
        return win(allied, "NAW 8.1",
                   "the " + allied + " player destroyed " + lim +
                       " French strength points before losing " + lim +
                       ": the game stopped then, an " + allied + " victory");
    if (frenchNow && !frenchBefore && !alliedBefore) {
        if (alliedNow) {
            // NAW 8.4: both reach the limit at the same instant of combat (an exchange).
            if (request.exited >= exitNeeded)
                return win(french, "NAW 8.4",
                           "both armies reach " + lim +
                               " at the same instant and the French had already exited " +
                               std::to_string(exitNeeded) + " units: French victory");
            return win(allied, "NAW 8.4",
                       "both armies reach " + lim +
                           " at the same instant and the French had not exited " +
                           std::to_string(exitNeeded) + " units: " + allied + " victory");
        }
        return win(allied, "NAW 8.1",
                   "the " + allied + " player destroys " + lim +
                       " French strength points before losing " + lim + ": the game stops, " +
                       allied + " victory");
    }
    if (alliedNow) {
        ex.add("NAW 8.2", "the " + allied + " army is demoralized: " + allied +
                              " attacks shift one column left, French attacks one column right" +
                              (frenchNow ? "; French losses of " + lim +
                                               " after that do not demoralize the French"
                                         : ""));
        if (request.exited >= exitNeeded)
            return win(french, "NAW 8.3",
                       "the " + allied + " army is demoralized and " +
                           std::to_string(request.exited) +
                           " French units have exited: French victory");
    }
    if (request.gameOver) {
        out.status = "draw";
        ex.add("NAW 8.4", alliedNow
                              ? "the French demoralized the " + allied + " army but did not exit " +
                                    std::to_string(exitNeeded) +
                                    " units: a draw (historically an " + allied + " moral victory)"
                              : "neither player destroyed " + lim + " strength points: a draw");
        return out;
    }
    out.status = "undecided";
    return out;
}

Result<VictoryOutcome> judgeBmw(const VictoryRequest &request, const Ruleset &ruleset,
                                VictoryOutcome out)
{
    const json &v = *ruleset.feature("/victory");
    const std::string rule = v["rule"];
    const std::string levelsRule = v["levelsRule"];
    const json *dis = ruleset.feature("/morale/disintegration");
    Explanation &ex = out.explanation;
    auto opponentOf = [&](const std::string &name) {
        for (const ArmyMorale &m : out.morale.armies)
            if (m.name != name)
                return m.name;
        return std::string("the opposing player");
    };
    // The first disintegration ends the game; only disintegrations at the same time go to the
    // active player.
    std::vector<std::string> earlier, now;
    for (const ArmyMorale &m : out.morale.armies) {
        if (m.disintegratedBefore)
            earlier.push_back(m.name);
        else if (m.disintegrated)
            now.push_back(m.name);
    }
    const std::vector<std::string> &disintegrated = earlier.empty() ? now : earlier;
    if (!disintegrated.empty()) {
        out.status = "won";
        out.automatic = true;
        out.level = v["disintegration"];
        if (disintegrated.size() > 1) {
            if (request.morale.phasing.empty())
                return badInput(
                    msg("%1: both armies disintegrate at once: give the active player (--phasing)",
                        {std::string((*dis)["rule"])}));
            out.winner = request.morale.phasing;
            ex.add(std::string((*dis)["rule"]),
                   "both armies disintegrate at the same time: the active player " + out.winner +
                       " wins");
        } else {
            out.winner = opponentOf(disintegrated.front());
            ex.add(rule, "the " + disintegrated.front() + " army " +
                             (earlier.empty() ? "disintegrates" : "had disintegrated") +
                             ": immediate automatic victory for " + out.winner);
        }
        ex.add(levelsRule, "disintegration is an " + out.level, "", out.level);
        return out;
    }
    if (!request.gameOver) {
        out.status = "undecided";
        ex.add(rule,
               "no army has disintegrated; victory points decide at the end of the last turn");
        return out;
    }
    Result<VictoryOutcome> byPoints = judgeByPoints(request, std::move(out), rule);
    if (!byPoints || byPoints->status != "won")
        return byPoints;
    VictoryOutcome result = std::move(byPoints).value();
    int winnerVp = request.points.at(result.winner);
    int loserVp = 0;
    for (const auto &[player, vp] : request.points)
        if (player != result.winner)
            loserVp = std::max(loserVp, vp);
    // BMW 3.4: the ratio is rounded as for combat (7.2); against no points at all it is beyond any
    // level.
    const Odds ratio =
        loserVp == 0 ? Odds::fromRank(1000) : Odds::roundedForDefender(winnerVp, loserVp);
    for (const json &level : v["levels"])
        if (Odds::parse(level["atLeast"]).value() <= ratio) {
            result.level = level["name"];
            break;
        }
    result.explanation.add(levelsRule,
                           std::to_string(winnerVp) + " to " + std::to_string(loserVp) +
                               " victory points" +
                               (loserVp == 0 ? ""
                                             : ", " + describeRatio(winnerVp, loserVp) +
                                                   ", rounded as for combat to " + ratio.label()),
                           "", result.level);
    return result;
}

// The battle's conditions in their order, the first that holds deciding (Ligny: the
// Prussians win the instant French losses reach 35, the French at Prussian demoralization).
Result<VictoryOutcome> judgeByScenario(const VictoryRequest &request, VictoryOutcome out)
{
    const json &v = request.scenario;
    const std::string rule = v["rule"];
    for (const json &c : v["conditions"]) {
        const std::string winner = c["winner"];
        const auto decide = [&](const Message &why, bool automatic) {
            out.status = "won";
            out.winner = winner;
            out.automatic = automatic;
            out.explanation.add(rule,
                                c.contains("text") ? Message(c["text"].get<std::string>()) : why);
            return out;
        };
        if (c.contains("gameOver")) {
            if (request.gameOver)
                return decide(
                    msg("the game is over and nothing decided it before: a %1 victory", {winner}),
                    false);
            continue;
        }
        const std::string side = c["side"];
        const ArmyMorale *m = out.morale.army(side);
        if (!m)
            continue;
        if (c.contains("lossesAtLeast") && m->after >= c["lossesAtLeast"].get<int>())
            return decide(msg("%1 losses of %2 reach %3: a %4 victory, the instant they do",
                              {side, std::to_string(m->after),
                               std::to_string(c["lossesAtLeast"].get<int>()), winner}),
                          true);
        if (c.contains("demoralized") && m->demoralized)
            return decide(msg("the %1 army is demoralized: a %2 victory", {side, winner}), true);
        if (c.contains("disintegrated") && m->disintegrated)
            return decide(msg("the %1 army disintegrates: a %2 victory", {side, winner}), true);
    }
    out.explanation.add(rule, msg("none of the battle's victory conditions holds yet"));
    out.status = request.gameOver ? "draw" : "undecided";
    return out;
}

} // namespace

Result<VictoryOutcome> judgeVictory(const VictoryRequest &request, const Ruleset &ruleset)
{
    Result<MoraleOutcome> morale = evaluateMorale(request.morale, ruleset);
    if (!morale)
        return morale.error();
    VictoryOutcome out;
    out.morale = std::move(morale).value();
    out.explanation = out.morale.explanation;
    if (request.scenario.is_object())
        return judgeByScenario(request, std::move(out));
    const std::string kind = (*ruleset.feature("/victory"))["kind"];
    if (kind == "nlb")
        return judgeNlb(request, ruleset, std::move(out));
    if (kind == "naw")
        return judgeNaw(request, ruleset, std::move(out));
    return judgeBmw(request, ruleset, std::move(out));
}

bool turnRecordOver(const GameState &state, const Ruleset &ruleset)
{
    if (state.turns.empty() || state.turn < static_cast<int>(state.turns.size()))
        return false;
    const std::vector<SequenceStep> steps = turnSequence(ruleset, state.players);
    return steps.empty() || state.step + 1 >= static_cast<int>(steps.size());
}

namespace {

// The demoralization level as the journal's events give it: the set-up's, as the scenario's rules
// change it. A side set up without one is judged by its ruleset's level (morale.h), which
// Replayer::finish writes into the state: replay's visitor sees the state before that, and
// Game::append the state after it, so the judgement of an event reads the level as the events give
// it, whichever it is fed.
std::optional<int> journaledDemoralization(const SideState &side)
{
    return side.baseDemoralizationLevel ? side.demoralizationLevel : std::nullopt;
}

// What the game's state gives to judge: each side's casualties (`before`: at the event judged
// before, the difference being this event's losses), levels and points, and the French units
// exited (NAW 8.3). `journaled`: the demoralization levels as the events give them (an event's
// judgement), else as the state holds them (the final judgement, after the whole replay).
VictoryRequest requestFrom(const GameState &state, const Ruleset &ruleset,
                           const std::map<std::string, int> &before, const std::string &first,
                           bool gameOver, bool journaled)
{
    VictoryRequest request;
    request.morale.ruleset = ruleset.id;
    request.morale.phasing = state.phasePlayer;
    for (const SideState &side : state.sides) {
        const auto prior = before.find(side.name);
        const int casualties = prior == before.end() ? side.casualties : prior->second;
        request.morale.armies.push_back(
            {side.name, casualties, side.casualties - casualties,
             journaled ? journaledDemoralization(side) : side.demoralizationLevel,
             side.disintegrationLevel});
        // NLB 13.0, BMW 3.3: victory points are the player's, journaled by side (army).
        request.points[ruleset.playerOf(side.name)] += side.points;
    }
    const json &victory = *ruleset.feature("/victory");
    if (victory["kind"] == "naw")
        if (const SideState *french = state.side(victory["french"].get<std::string>()))
            request.exited = french->exited; // NAW 8.3: French units exited off the north edge
    request.first = first;
    request.gameOver = gameOver;
    request.scenario = state.scenarioVictory;
    return request;
}

Message whenOf(const GameState &state)
{
    if (state.turn <= 0)
        return msg("before the first turn");
    const std::string label = state.turnLabel(state.turn);
    if (label == "turn " + std::to_string(state.turn)) // a turn record without times
        return msg("turn %1", {std::to_string(state.turn)});
    return msg("turn %1 (%2)", {std::to_string(state.turn), label});
}

} // namespace

Result<VictoryJudge> VictoryJudge::of(const Ruleset &ruleset)
{
    const json *victory = ruleset.feature("/victory");
    if (!victory)
        return badInput(msg("%1 has no victory conditions to judge", {ruleset.name}));
    VictoryJudge judge(ruleset);
    judge.m_kind = (*victory)["kind"];
    judge.m_rule = (*victory)["rule"];
    // NAW 8.1-8.2: which army reached the loss limit first decides once both have.
    judge.m_lossLimit = judge.m_kind == "naw" ? (*victory)["lossLimit"].get<int>() : 0;
    return judge;
}

bool VictoryJudge::see(const GameState &state, const JournalEvent &event)
{
    // Each event that changes casualties, units exited or points is judged as it comes, and the
    // first that decides ends the game there. The results of one combat, carried out one
    // combat.applied event at a time, are one instant (NAW 8.4, NLB 11.2, BMW 11.4: both armies
    // at once through an exchange): judged against the losses before it, and decided only once
    // all of it is applied. A scenario's rules change the levels as units move (Ligny): judged
    // again when they do.
    if (m_closed)
        return false;
    if (event.kind == EventKind::Note || event.kind == EventKind::Override)
        return true; // what the referee wrote changes nothing
    const json *applied = event.kind == crt::kinds::CombatApplied && event.data.contains("combat")
                              ? &event.data["combat"]
                              : nullptr;
    const std::uint64_t combat =
        applied && applied->is_number_integer() && applied->get<std::int64_t>() > 0
            ? applied->get<std::uint64_t>()
            : 0;
    if (m_pending && (combat == 0 || combat != m_instant)) {
        m_decided = std::move(m_pending); // the instant that decided the game is over
        m_pending.reset();
        m_closed = true;
        return false;
    }
    if (combat == 0 || combat != m_instant) {
        m_instant = combat;
        m_beforeInstant = m_casualties;
    }
    bool changed = false;
    for (const SideState &side : state.sides)
        changed = changed || m_casualties[side.name] != side.casualties ||
                  m_exited[side.name] != side.exited || m_points[side.name] != side.points ||
                  m_levels[side.name] !=
                      std::make_pair(journaledDemoralization(side), side.disintegrationLevel);
    if (!changed)
        return true;
    auto first = [&] { return m_reached.empty() ? std::string() : m_reached.front().first; };
    const VictoryRequest request =
        requestFrom(state, *m_ruleset, m_beforeInstant, first(), false, true);
    Result<VictoryOutcome> outcome = judgeVictory(request, *m_ruleset);
    if (!outcome) {
        m_failure = Error{outcome.error().kind, msg("event %1 (%2): %3", {std::to_string(event.seq),
                                                                          eventKindName(event.kind),
                                                                          outcome.error().what})};
        m_closed = true;
        return false;
    }
    for (const SideState &side : state.sides) {
        if (m_lossLimit > 0 && side.casualties >= m_lossLimit &&
            std::none_of(m_reached.begin(), m_reached.end(),
                         [&](const auto &r) { return r.first == side.name; }))
            m_reached.push_back({side.name, event.seq});
        m_casualties[side.name] = side.casualties;
        m_exited[side.name] = side.exited;
        m_points[side.name] = side.points;
        m_levels[side.name] = {journaledDemoralization(side), side.disintegrationLevel};
    }
    m_pending.reset();
    if (outcome->status != "won")
        return true;
    GameVictory won{request, std::move(outcome).value(), event.seq, event.seq};
    for (const UnverifiedUse &use : state.unverified) // the set-up's stand-ins, as it shows
        won.outcome.explanation.addUnverified(use);
    const std::string decidingRule =
        won.outcome.explanation.steps.empty() ? m_rule : won.outcome.explanation.steps.back().rule;
    won.outcome.explanation.add(
        decidingRule, msg("the game stops at event %1, %2: what the journal holds after it "
                          "does not change the result",
                          {std::to_string(event.seq), whenOf(state)}));
    if (combat != 0) {
        m_pending = std::move(won); // the rest of this combat's results belong to the instant
        return true;
    }
    m_decided = std::move(won);
    m_closed = true;
    return false;
}

Result<GameVictory> VictoryJudge::judge(const GameState &state, bool declaredOver) const
{
    if (m_failure)
        return *m_failure;
    const json &victory = *m_ruleset->feature("/victory");
    if (declaredOver && !state.turns.empty())
        return badInput(msg("the game's turn record says when it is over (it has %1 turns; "
                            "this is %2): only a game without one is ended by the referee",
                            {std::to_string(state.turns.size()), whenOf(state)}));
    if (m_decided)
        return *m_decided;
    if (m_pending)
        return *m_pending;

    Explanation time;
    bool gameOver = turnRecordOver(state, *m_ruleset);
    const std::string endRule = m_kind == "naw" ? std::string("NAW 8.4")
                                : victory.contains("points")
                                    ? victory["points"]["rule"].get<std::string>()
                                    : m_rule;
    if (declaredOver) {
        gameOver = true;
        time.add(endRule, msg("the referee ends the game: its journal has no turn record"));
    } else if (gameOver) {
        time.add(endRule, msg("the last turn of the turn record, %1, is over: the game is over",
                              {whenOf(state)}));
    } else if (!state.turns.empty()) {
        time.add(endRule, msg("the game is not over: it is %1, and the turn record has %2 turns",
                              {whenOf(state), std::to_string(state.turns.size())}));
    }
    if (m_reached.size() > 1)
        time.add("NAW 8.2", msg("the %1 army reached %2 losses first, at event %3",
                                {m_reached.front().first, std::to_string(m_lossLimit),
                                 std::to_string(m_reached.front().second)}));
    GameVictory out;
    out.request =
        requestFrom(state, *m_ruleset, {},
                    m_reached.empty() ? std::string() : m_reached.front().first, gameOver, false);
    out.atSeq = state.atSeq;
    Result<VictoryOutcome> outcome = judgeVictory(out.request, *m_ruleset);
    if (!outcome)
        return outcome.error();
    out.outcome = std::move(outcome).value();
    for (const UnverifiedUse &use : state.unverified)
        out.outcome.explanation.addUnverified(use);
    // What the journal says of the game's time comes first, then the judgement.
    out.outcome.explanation.steps.insert(out.outcome.explanation.steps.begin(), time.steps.begin(),
                                         time.steps.end());
    return out;
}

Result<GameVictory> judgeGameVictory(const std::vector<JournalEvent> &events,
                                     const Ruleset &ruleset, std::optional<std::uint64_t> atSeq,
                                     bool declaredOver)
{
    Result<VictoryJudge> judge = VictoryJudge::of(ruleset);
    if (!judge)
        return judge.error();
    const ReplayVisitor visit = [&](const GameState &state, const JournalEvent &event) {
        return judge->see(state, event);
    };
    Result<GameState> state = replay(events, ruleset, atSeq, visit);
    if (judge->failure())
        return *judge->failure();
    if (!state)
        return state.error();
    return judge->judge(*state, declaredOver);
}

void to_json(json &out, const GameVictory &v)
{
    to_json(out, v.outcome);
    out["decidedAt"] = v.decidedAt ? json(v.decidedAt) : json(nullptr);
    out["at"] = v.atSeq;
    json armies = json::array();
    for (const ArmyLosses &a : v.request.morale.armies)
        armies.push_back({{"name", a.name}, {"casualties", a.casualties + a.losses}});
    out["journal"] = {{"armies", armies},
                      {"points", v.request.points},
                      {"exited", v.request.exited},
                      {"first", v.request.first.empty() ? json(nullptr) : json(v.request.first)},
                      {"gameOver", v.request.gameOver}};
}

void to_json(json &out, const VictoryOutcome &o)
{
    out = {{"status", o.status},
           {"winner", o.winner.empty() ? json(nullptr) : json(o.winner)},
           {"level", o.level.empty() ? json(nullptr) : json(o.level)},
           {"automatic", o.automatic},
           {"morale", o.morale},
           {"steps", o.explanation.steps},
           {"unverified", o.explanation.unverified}};
}

} // namespace umpire::crt
