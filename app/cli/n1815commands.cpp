// umpire-cli n1815 new|odds FILE: a journaled game of Napoleon 1815 Returns; act, state, show,
// undo and redo are the journal verbs on its journals (journalcommands.cpp).
#include "clicontext.h"
#include "commands.h"

#include "jsonfile.h"
#include "n1815module.h"
#include "n1815odds.h"
#include "output.h"

#include <cstdio>
#include <iostream>

namespace umpire::cli {

using nlohmann::json;

namespace {

Result<std::shared_ptr<const n1815::Data>> n1815DataFor(const Context &ctx)
{
    Result<n1815::Data> data = n1815::Data::find(ctx.library.dirs());
    if (!data)
        return data.error();
    return std::make_shared<const n1815::Data>(std::move(data).value());
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
    // The journal's verbs, on a journal of this game alone: one door for every game.
    if (sub == "act" || sub == "state" || sub == "show" || sub == "undo" || sub == "redo") {
        ctx.system = n1815::Journal::rulesetId;
        ctx.command = "n1815";
        return cmdJournal(ctx, o);
    }
    // N1815 5: the French objectives are the French player's alone; every answer hides them from
    // anyone else (the module decides), --viewer player:french shows them to him.
    Result<Viewer> viewer = Viewer::fromText(o.value("viewer").value_or("everyone"));
    if (!viewer)
        return report(viewer.error(), ctx.json);
    Result<std::shared_ptr<const n1815::Data>> data = n1815DataFor(ctx);
    if (!data)
        return report(data.error(), ctx.json);

    if (sub == "new") {
        Result<n1815::Journal> game =
            n1815::Journal::create(file, *data, o.value("title").value_or(""));
        if (!game)
            return report(game.error(), ctx.json);
        n1815::Module module(std::move(game).value());
        if (ctx.json) {
            emit({{"file", file}, {"game", module.gameView(module.game().game(), *viewer)}});
        } else {
            std::cout
                << file
                << ": a new game of Napoleon 1815 Returns, every unit at its set-up location\n";
            Result<std::string> text = module.viewText(*viewer);
            std::cout << (text ? *text : text.error().message + "\n");
        }
        return exitOk;
    }
    if (sub != "odds")
        return report(badInput(msg("unknown n1815 subcommand \"%1\": new, act, state, show, "
                                   "odds, undo or redo",
                                   {sub})),
                      ctx.json);
    Result<n1815::Journal> opened = n1815::Journal::open(file, *data, Journal::Mode::ReadOnly);
    if (!opened)
        return report(opened.error(), ctx.json);
    for (const JournalProblem &p : opened->journal().problems())
        std::cerr << "umpire-cli: warning: " << p.message << "\n";
    const n1815::Journal &game = *opened;
    // N1815 item 7: the chances of the battle being fought, from its hands and the deck.
    const std::optional<n1815::Battle> &battle = game.game().battle;
    if (!battle)
        return report(badInput(file +
                               ": no battle is being fought (n1815 act FILE --action '{\"action\": "
                               "\"startCombat\", ...}' starts one)"),
                      ctx.json);
    Result<n1815::OddsResult> odds = n1815::oddsFor(game.data(), *battle);
    if (!odds)
        return report(odds.error(), ctx.json);
    if (ctx.json) {
        emit(*odds);
        return exitOk;
    }
    std::printf("battle at %s, %s (%d battles): %s attacks first\n", battle->location.c_str(),
                odds->method.c_str(), odds->trials, battle->active.side.c_str());
    std::printf("  %s wins %.1f%%, %s wins %.1f%% (error +/- %.1f points)\n",
                battle->active.side.c_str(), 100 * odds->attackerWins, battle->other.side.c_str(),
                100 * odds->defenderWins, 100 * odds->winsError);
    std::printf("  expected cohesion losses: %s %.2f, %s %.2f\n", battle->active.side.c_str(),
                odds->attackerLoss, battle->other.side.c_str(), odds->defenderLoss);
    std::printf("  policy: %s\n", odds->policy.c_str());
    n1815PrintSteps(odds->explanation);
    return exitOk;
}

const ExtraCommand n1815Command = {
    "n1815", cmdN1815, {"title", "action", "request", "wait", "viewer", "id", "at", "kind"}, {}};

} // namespace umpire::cli
