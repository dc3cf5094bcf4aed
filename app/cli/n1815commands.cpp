// umpire-cli n1815 new|act|state|show|undo|redo FILE: a journaled game of Napoleon 1815 Returns.
#include "clicontext.h"

#include "gamestate.h"
#include "journalexport.h"
#include "jsonfile.h"
#include "n1815journal.h"
#include "n1815odds.h"
#include "output.h"

#include <cstdio>
#include <iostream>

namespace umpire::cli {

using nlohmann::json;

namespace {

Result<std::shared_ptr<const N1815Data>> n1815DataFor(const Context &ctx)
{
    Result<N1815Data> data = N1815Data::find(ctx.library.dirs());
    if (!data)
        return data.error();
    return std::make_shared<const N1815Data>(std::move(data).value());
}

// The board and the tracking sheets in a few lines: turn, phase, weather, movement points left,
// every unit's location and cohesion by army, the battle being fought, the winner.
void n1815PrintState(const N1815Journal &game)
{
    const N1815Data &data = game.data();
    const N1815State &st = game.game().state;
    std::cout << "turn " << st.turn << " of " << data.lastTurn << ", " << n1815PhaseName(st.phase)
              << (st.rain ? ", rain" : "")
              << (st.activeSide.empty() ? "" : ", active: " + st.activeSide) << "\n";
    for (const auto &[army, points] : st.movementPoints)
        std::cout << "  movement points left, " << army << ": " << points << "\n";
    for (const N1815Army &army : data.armies) {
        std::cout << army.name << ":\n";
        std::vector<std::string> ids = army.corps;
        if (!army.commander.empty())
            ids.push_back(army.commander);
        for (const std::string &id : ids) {
            const N1815Unit *unit = data.unit(id);
            if (!unit)
                continue;
            std::cout << "  " << unit->label() << ": "
                      << (st.isAlive(id) ? st.locationOf(id) : std::string("eliminated"));
            if (unit->isCorps() && st.isAlive(id)) {
                std::cout << ", cohesion " << st.cohesion(id) << " of " << unit->cohesion.value;
                if (!unit->cohesion.verified || !unit->halfway.verified)
                    std::cout << " (track UNVERIFIED: a stand-in, check your tracking sheet)";
            }
            std::cout << "\n";
        }
    }
    if (const auto &battle = game.game().battle)
        std::cout << "battle at " << battle->location << ": " << n1815BattlePhaseName(battle->phase)
                  << ", " << battle->attacker << " attacks\n";
    if (!st.winner.empty())
        std::cout << "game over: " << st.winner << " wins (" << st.winReason << ")\n";
}

// A step's explanation (output.h), its stand-ins on one line: a battle's hands use every corps'
// values at each step, which printUnverified would repeat at length.
void n1815PrintSteps(const Explanation &explanation)
{
    printSteps(std::cout, explanation);
    std::string used;
    for (const UnverifiedUse &u : explanation.unverified)
        used += (used.empty() ? "" : "; ") + u.text;
    if (!used.empty())
        std::cout << "  UNVERIFIED (" << explanation.unverified.size() << "): " << used << "\n";
}

} // namespace

int cmdN1815(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() != 2)
        return report(
            badInput("usage: umpire-cli n1815 new|act|state|show|undo|redo FILE (docs/cli.md)"),
            ctx.json);
    const std::string &sub = args[0], &file = args[1];
    Result<std::shared_ptr<const N1815Data>> data = n1815DataFor(ctx);
    if (!data)
        return report(data.error(), ctx.json);

    if (sub == "new") {
        Result<N1815Journal> game =
            N1815Journal::create(file, *data, o.value("title").value_or(""));
        if (!game)
            return report(game.error(), ctx.json);
        if (ctx.json)
            emit({{"file", file}, {"game", game->game()}});
        else {
            std::cout
                << file
                << ": a new game of Napoleon 1815 Returns, every unit at its set-up location\n";
            n1815PrintState(*game);
        }
        return exitOk;
    }
    const bool writes = sub == "act" || sub == "undo" || sub == "redo";
    if (!writes && sub != "state" && sub != "show" && sub != "odds")
        return report(badInput("unknown n1815 subcommand \"" + sub +
                               "\": new, act, state, show, odds, undo or redo"),
                      ctx.json);
    Result<N1815Journal> game = N1815Journal::open(
        file, *data, writes ? Journal::Mode::ReadWrite : Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    for (const JournalProblem &p : game->journal().problems())
        std::cerr << "umpire-cli: warning: " << p.message << "\n";

    if (sub == "act") {
        json action;
        if (auto inline_ = o.value("action")) {
            Result<json> parsed = parseJsonText(*inline_, "--action");
            if (!parsed)
                return report(parsed.error(), ctx.json);
            action = std::move(parsed).value();
        } else if (auto request = o.value("request")) {
            Result<json> loaded = readRequestFile(*request);
            if (!loaded)
                return report(loaded.error(), ctx.json);
            action = *loaded;
        } else {
            return report(badInput("give the action: --action '{\"action\": \"weather\", \"roll\": "
                                   "3}' or --request FILE"),
                          ctx.json);
        }
        Result<N1815Step> step = game->act(action);
        if (!step)
            return report(step.error(), ctx.json);
        if (ctx.json) {
            emit({{"seq", game->journal().lastSeq()},
                  {"steps", step->explanation.steps},
                  {"unverified", step->explanation.unverified},
                  {"game", step->game}});
        } else {
            std::cout << "#" << game->journal().lastSeq() << " " << action.value("action", "")
                      << "\n";
            n1815PrintSteps(step->explanation);
        }
        return exitOk;
    }
    if (sub == "undo" || sub == "redo") {
        Result<JournalEvent> e = sub == "undo" ? game->undo() : game->redo();
        if (!e)
            return report(e.error(), ctx.json);
        if (ctx.json)
            emit({{"event", e->toJson()}, {"game", game->game()}});
        else
            std::cout << "#" << e->seq << " " << summarizeEvent(*e) << "\n";
        return exitOk;
    }
    if (sub == "odds") {
        // N1815 item 7: the chances of the battle being fought, from its hands and the deck.
        const std::optional<N1815Battle> &battle = game->game().battle;
        if (!battle)
            return report(
                badInput(file +
                         ": no battle is being fought (n1815 act FILE --action '{\"action\": "
                         "\"startCombat\", ...}' starts one)"),
                ctx.json);
        Result<N1815OddsResult> odds = n1815OddsFor(game->data(), *battle);
        if (!odds)
            return report(odds.error(), ctx.json);
        if (ctx.json) {
            emit(*odds);
            return exitOk;
        }
        std::printf("battle at %s, %s (%d battles): %s attacks first\n", battle->location.c_str(),
                    odds->method.c_str(), odds->trials, battle->active.side.c_str());
        std::printf("  %s wins %.1f%%, %s wins %.1f%% (error +/- %.1f points)\n",
                    battle->active.side.c_str(), 100 * odds->attackerWins,
                    battle->other.side.c_str(), 100 * odds->defenderWins, 100 * odds->winsError);
        std::printf("  expected cohesion losses: %s %.2f, %s %.2f\n", battle->active.side.c_str(),
                    odds->attackerLoss, battle->other.side.c_str(), odds->defenderLoss);
        std::printf("  policy: %s\n", odds->policy.c_str());
        n1815PrintSteps(odds->explanation);
        return exitOk;
    }
    if (sub == "show") {
        Result<std::vector<JournalEvent>> events = game->journal().readEvents();
        if (!events)
            return report(events.error(), ctx.json);
        const std::set<std::uint64_t> gone = compensatedEvents(game->journal().digests());
        if (ctx.json) {
            json list = json::array();
            for (const JournalEvent &e : *events) {
                json item = e.toJson();
                item["counts"] = !gone.count(e.seq);
                list.push_back(item);
            }
            emit({{"header", game->journal().header().toJson()}, {"events", list}});
        } else {
            for (const JournalEvent &e : *events)
                std::cout << "#" << e.seq << (gone.count(e.seq) ? " (undone) " : " ")
                          << (e.kind == "n1815.action" ? e.data.dump() : summarizeEvent(e)) << "\n";
        }
        return exitOk;
    }
    if (ctx.json)
        emit({{"file", file},
              {"events", game->journal().size()},
              {"game", game->game()},
              {"unverified", game->data().allUnverified()}}); // the stand-ins the sheets shown hold
    else
        n1815PrintState(*game);
    return exitOk;
}

} // namespace umpire::cli
