// umpire-cli journal: the game journal from the command line, over the engine's Game.
#include "clicontext.h"
#include "crtevents.h"

#include "campaign.h"
#include "game.h"
#include "games.h"
#include "journalexport.h"
#include "journalfile.h"
#include "journalrepair.h"
#include "jsonfile.h"
#include "output.h"
#include "roll.h"
#include "safefile.h"
#include "vvjournal.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

namespace umpire::cli {

using nlohmann::json;
using namespace umpire::crt;

const std::set<std::string> journalValueOptions = [] {
    std::set<std::string> options = combatValueOptions;
    for (const char *o :
         {"title",  "scenario", "side",    "unit",     "at",    "kind", "data",      "format",
          "output", "text",     "phase",   "strength", "delta", "what", "computed",  "imposed",
          "why",    "who",      "corps",   "marker",   "from",  "to",   "id",        "wait",
          "viewer", "action",   "request", "override", "hex",   "map",  "positions", "setting"})
        options.insert(o);
    return options;
}();
const std::set<std::string> journalFlags = [] {
    std::set<std::string> flags = combatFlags;
    flags.insert("overwrite");
    return flags;
}();

namespace {

const char *journalUsage = R"(Usage: umpire-cli journal SUBCOMMAND FILE [OPTIONS]
  new FILE --ruleset ID [--title T] [--side NAME[:DEMORALIZATION[:DISINTEGRATION[:LOW-HIGH]]]]... [--unit ID:SIDE:STRENGTH[:TYPE[:CORPS]]]... [--seed S]
  new FILE --scenario ID [--title T] [--seed S] [--setting ID=VALUE]... [--side ...]... [--unit ...]...
                               sides, turn record, settings and units from the scenario (--unit
                               adds units to its order of battle; --side NAME:DEM[:DIS[:LOW-HIGH]]
                               gives one of its sides its levels and rally range; --setting
                               chooses one of its settings: naw-waterloo's prussian-arrival=2 or 3)
  new FILE --ruleset n1815 [--title T]   a Napoleon 1815 Returns game (then: n1815 or journal act)
  new FILE --ruleset GAME --corps "ARMY:CORPS:POINTS,..." [--title T] [--seed S]
                               a Vae Victis battle of GAME (la-grande-armee, los-gringos,
                               rebel-yell, kepis-rouge)
  append FILE WHAT [OPTIONS]   WHAT: next [--override WHY] (the next step of the sequence of
                               play; WHY ends a Combat Phase whose obligations are open),
                               combat (the combat options; on a map, --override WHY for a
                               terrain or hexside the map contradicts), roll [--die N], turn [--weather W],
                               phase --phase NAME, weather --weather W, eliminate|rally|exit|enter --unit ID
                               [--side S --strength N] [--hex H] (enter: its entry hex), reduce --unit ID --strength N, points --side S --delta N,
                               cohesion --side S --corps C --delta N, note --text T,
                               restore --side S [--corps C] --why T (NLB 11.0, a campaign: a
                               corps, or the nationality, no longer demoralized),
                               override --what W --computed V --imposed V --why T [--who NAME],
                               or any event kind with --data JSON
                               --id ID: the append's own name; the same append again (a retry)
                               answers with the event already written instead of a second one
  act FILE --action JSON | --request FILE [--id ID]
                               one action of the journal's game, whatever the game (docs/cli.md):
                               read strictly, checked by the rules, journaled, applied
  actions FILE                 what may be done now, each as the JSON act takes; after a
                               combat, what its result obliges ({"action": "apply", ...})
  show FILE [--kind K]         the events, one line each
  state FILE [--at N]          the game after event N (default: now): casualties, demoralization,
                               turn and phase; a Napoleon 1815 Returns board; a Vae Victis battle
                               show, state and export take --viewer referee|everyone|player:SIDE
                               (default everyone): what a player may not see stays hidden
  undo FILE | redo FILE [--id ID]   compensating events; an undone roll shows as voided
  export FILE --format html|csv|json [--output PATH [--overwrite]]   (html for the chart games)
                               never over the journal itself, nor over another journal unless
                               --overwrite says so; written whole or not at all
  positions FILE [--output PATH [--overwrite]]
                               where the units stand on the game's map, as a positions file
                               (what `map show MAP --positions` and the map window read)
  verify FILE                  checks every line's checksum, replays, re-derives every generated
                               roll and re-resolves every combat
  repair FILE [--output PATH]  writes beside FILE (FILE.repaired) a journal of every intact event,
                               before and after a damaged line, and says what it set aside
Every subcommand takes --wait SECONDS: how long to wait for another program's lock (default 5).
  campaign new CAMPAIGN --ruleset ID [--title T]
  campaign add CAMPAIGN BATTLE          link an existing battle journal
  campaign next CAMPAIGN BATTLE [new options]   a new battle carrying the campaign's losses and units
  campaign state CAMPAIGN               each battle's casualties and the campaign's, and the
                                        corps and nationalities demoralized after each (NLB 11.0)
)";

// Only the options each subcommand uses are accepted, so a misplaced one is named.
Result<Ok> checkOptions(const CliOptions &o, const std::string &sub,
                        const std::set<std::string> &allowed)
{
    for (const std::string &name : o.names())
        if (name != "json" && name != "rulesdata" && name != "wait" && !allowed.count(name))
            return badInput("journal " + sub + " does not take --" + name);
    return Ok{};
}

auto finderFor(const Context &ctx)
{
    return [&ctx](const std::string &id) { return ctx.library.find(id); };
}

void warnProblems(const Journal &journal)
{
    for (const JournalProblem &p : journal.problems())
        std::cerr << "umpire-cli: warning: " << journal.path() << ": " << p.message << "\n";
    if (!journal.checkpointWarning().empty())
        std::cerr << "umpire-cli: warning: " << journal.path() << ": "
                  << journal.checkpointWarning().text() << "\n";
}

json problemsJson(const Journal &journal)
{
    static const char *kinds[] = {"tornLastLine", "damaged", "migrated"};
    json out = json::array();
    for (const JournalProblem &p : journal.problems())
        out.push_back(
            {{"kind", kinds[static_cast<int>(p.kind)]}, {"line", p.line}, {"message", p.message}});
    return out;
}

// "NAME[:A[:B]]" into its parts, checking the numbers.
Result<std::vector<std::string>> splitSpec(const std::string &spec, const std::string &option,
                                           std::size_t min, std::size_t max)
{
    std::vector<std::string> parts;
    std::stringstream s(spec);
    std::string part;
    while (std::getline(s, part, ':'))
        parts.push_back(part);
    if (parts.size() < min || parts.size() > max || parts[0].empty())
        return badInput("--" + option + " \"" + spec + "\" is not in the expected form");
    return parts;
}

// --side NAME[:DEMORALIZATION[:DISINTEGRATION[:LOW-HIGH]]]: a side, its levels and (BMW 11.2) the
// die rolls that rally its eliminated units.
Result<json> sideSpec(const std::string &spec)
{
    Result<std::vector<std::string>> parts = splitSpec(spec, "side", 1, 4);
    if (!parts)
        return parts.error();
    json side = {{"name", (*parts)[0]}};
    if (parts->size() == 4 && !(*parts)[3].empty()) {
        const std::string &range = (*parts)[3];
        const std::size_t dash = range.find('-');
        Result<long long> low = parseInteger(range.substr(0, dash), "--side " + (*parts)[0]);
        Result<long long> high =
            dash == std::string::npos
                ? Result<long long>(badInput("--side " + (*parts)[0] + ": a rally range is " +
                                             "LOW-HIGH, 1-2 for a rally on 1 or 2, not " + range))
                : parseInteger(range.substr(dash + 1), "--side " + (*parts)[0]);
        if (!low)
            return low.error();
        if (!high)
            return high.error();
        side["rallyRange"] = {*low, *high}; // checked with the set-up (BMW 11.2)
        parts->pop_back();
    }
    const char *keys[] = {"", "demoralization", "disintegration"};
    for (std::size_t i = 1; i < parts->size(); ++i) {
        if ((*parts)[i].empty())
            continue;
        Result<long long> n = parseInteger((*parts)[i], "--side " + (*parts)[0]);
        if (!n)
            return n.error();
        side[keys[i]] = *n;
    }
    return side;
}

// --side with --scenario gives the levels of one of its sides, from the user's copy
// (Ligny's base Prussian levels). Once every side has its demoralization level so, the scenario's
// "sides" stand-in is the user's own values and no longer reported.
Result<Ok> scenarioLevels(GameSetup &setup, const Scenario &scenario,
                          const std::vector<std::string> &specs)
{
    std::set<std::string> given;
    for (const std::string &spec : specs) {
        Result<json> side = sideSpec(spec);
        if (!side)
            return side.error();
        const std::string name = (*side)["name"];
        auto it = std::find_if(setup.sides.begin(), setup.sides.end(),
                               [&](const json &s) { return s.value("name", "") == name; });
        if (it == setup.sides.end()) {
            std::string known;
            for (const json &s : setup.sides)
                known += (known.empty() ? "" : ", ") + s.value("name", std::string());
            return badInput("--side " + name + ": scenario " + scenario.id + " has the sides " +
                            known + "; --side gives one of them its levels");
        }
        for (const char *key : {"demoralization", "disintegration", "rallyRange"})
            if (side->contains(key))
                (*it)[key] = (*side)[key];
        if (it->contains("demoralization"))
            given.insert(name);
    }
    if (!given.empty() && given.size() == setup.sides.size()) {
        const std::string item = "scenario:" + scenario.id + "/sides";
        json kept = json::array();
        for (const json &u : setup.unverified)
            if (u.value("item", "") != item)
                kept.push_back(u);
        setup.unverified = kept;
    }
    return Ok{};
}

// The setup `journal new` and `journal campaign next` describe: a scenario, or sides and units.
Result<std::pair<GameSetup, std::shared_ptr<const Ruleset>>> setupFrom(Context &ctx,
                                                                       const CliOptions &o)
{
    std::optional<std::string> id = o.value("ruleset");
    GameSetup setup;
    if (auto scenarioId = o.value("scenario")) {
        // A scenario brings its sides, players' order, turn record and order of battle.
        Result<Scenario> scenario = ctx.library.findScenario(*scenarioId);
        if (!scenario)
            return scenario.error();
        if (id && *id != scenario->ruleset)
            return badInput("scenario " + *scenarioId + " is for ruleset " + scenario->ruleset +
                            ", not " + *id);
        // Its units may be added to (--unit), and its sides' levels given (--side): what the rule
        // texts do not give is the user's to fill in; its sides are its own.
        id = scenario->ruleset;
        setup = GameSetup::fromScenario(*scenario);
        if (Result<Ok> ok = scenarioLevels(setup, *scenario, o.values("side")); !ok)
            return ok.error();
        // --setting ID=VALUE: the players' choice of one of its settings (NAW: the Prussian
        // arrival turn).
        for (const std::string &spec : o.values("setting")) {
            const std::size_t eq = spec.find('=');
            if (eq == std::string::npos || eq == 0)
                return badInput("--setting \"" + spec + "\": expected ID=VALUE");
            Result<long long> value =
                parseInteger(spec.substr(eq + 1), "--setting " + spec.substr(0, eq));
            if (!value)
                return value.error();
            if (Result<Ok> chosen = setup.choose(spec.substr(0, eq), static_cast<int>(*value));
                !chosen)
                return badInput("--setting: " + chosen.error().message);
        }
        if (scenario->demonstration)
            std::cerr << "umpire-cli: note: " << scenario->name
                      << " is a demonstration, not a printed scenario\n";
        if (!scenario->verified && scenario->standIns.empty())
            std::cerr << "umpire-cli: note: unverified scenario values: " << scenario->source
                      << "\n";
        for (const json &standIn : setup.unverified)
            if (!scenario->standIns.empty())
                std::cerr << "umpire-cli: note: stand-in: " << standIn.value("text", "") << ": "
                          << standIn.value("source", "") << "\n";
    } else if (!o.values("setting").empty()) {
        return badInput("--setting: only a scenario has settings (give --scenario ID)");
    }
    if (!id)
        return badInput("a new game needs --ruleset ID or --scenario ID");
    Result<std::shared_ptr<const Ruleset>> ruleset = ctx.library.find(*id);
    if (!ruleset)
        return ruleset.error();
    if (auto title = o.value("title"))
        setup.title = *title;
    for (const std::string &spec : o.values("side")) {
        if (o.value("scenario"))
            break; // the scenario's sides, their levels given above
        Result<json> side = sideSpec(spec);
        if (!side)
            return side.error();
        setup.sides.push_back(*side);
    }
    if (setup.sides.empty())
        for (const std::string &name : (*ruleset)->sides)
            setup.sides.push_back({{"name", name}});
    if (setup.sides.empty())
        return badInput(
            (*ruleset)->name +
            " has no fixed sides: name them with --side NAME[:DEMORALIZATION[:DISINTEGRATION]]");
    for (const std::string &spec : o.values("unit")) {
        Result<std::vector<std::string>> parts = splitSpec(spec, "unit", 3, 5);
        if (!parts)
            return badInput("--unit \"" + spec + "\": expected ID:SIDE:STRENGTH[:TYPE[:CORPS]]");
        Result<long long> strength = parseInteger((*parts)[2], "--unit " + (*parts)[0]);
        if (!strength)
            return strength.error();
        json unit = {{"id", (*parts)[0]}, {"side", (*parts)[1]}, {"strength", *strength}};
        if (parts->size() > 3)
            unit["type"] = (*parts)[3];
        if (parts->size() > 4)
            unit["corps"] = (*parts)[4];
        setup.orderOfBattle.push_back(unit);
    }
    Result<std::optional<long long>> seed = o.integer("seed");
    if (!seed)
        return seed.error();
    if (*seed) {
        if (**seed < 0)
            return badInput("--seed: expected 0 or more");
        setup.seed = static_cast<std::uint64_t>(**seed);
    }
    // The map the game is played on, and where its units stand (a positions file is
    // imported into the order of battle: the journal is then the one truth of where they are).
    if (auto map = o.value("map"))
        setup.map = *map;
    if (auto positionsFile = o.value("positions"))
        if (Result<Ok> placed = ctx.library.placeUnits(setup, *positionsFile); !placed)
            return placed.error();
    return std::make_pair(setup, *ruleset);
}

// A new Napoleon 1815 Returns game or Vae Victis battle, made by the registry (games.h).
int subNewOther(Context &ctx, const CliOptions &o, const std::string &file,
                const std::string &system)
{
    const bool battle = GameRegistry::kindOf(system) == "vaevictis";
    if (Result<Ok> ok =
            checkOptions(o, "new",
                         battle ? std::set<std::string>{"ruleset", "title", "corps", "seed"}
                                : std::set<std::string>{"ruleset", "title"});
        !ok)
        return report(ok.error(), ctx.json);
    json setup = {{"title", o.value("title").value_or("")}};
    if (battle) {
        const std::optional<std::string> corpsText = o.value("corps");
        if (!corpsText)
            return report(badInput("journal new --ruleset " + system +
                                   ": give the corps: --corps \"French:I Corps:36,...\""),
                          ctx.json);
        Result<json> corps = vv::corpsFromText(*corpsText);
        if (!corps)
            return report(corps.error(), ctx.json);
        setup["corps"] = *corps;
        Result<std::optional<long long>> seed = o.integer("seed");
        if (!seed)
            return report(seed.error(), ctx.json);
        if (*seed && **seed < 0)
            return report(badInput("--seed is a whole number of 0 or more"), ctx.json);
        if (*seed)
            setup["seed"] = static_cast<std::uint64_t>(**seed);
    }
    Result<std::unique_ptr<GameModule>> game =
        GameRegistry(ctx.library.dirs()).create(file, system, setup);
    if (!game)
        return report(game.error(), ctx.json);
    if (ctx.json)
        emit({{"file", file},
              {"header", (*game)->journal().header().toJson()},
              {"events", (*game)->journal().size()}});
    else
        std::cout << "Created " << file << ": " << (*game)->systemName() << "\n";
    return exitOk;
}

int subNew(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (const std::optional<std::string> system = o.value("ruleset");
        system && GameRegistry::kindOf(*system) != "crt")
        return subNewOther(ctx, o, file, *system);
    if (Result<Ok> ok = checkOptions(o, "new",
                                     {"ruleset", "title", "scenario", "side", "unit", "seed", "map",
                                      "positions", "setting"});
        !ok)
        return report(ok.error(), ctx.json);
    auto made = setupFrom(ctx, o);
    if (!made)
        return report(made.error(), ctx.json);
    auto &[setup, ruleset] = *made;
    Result<Game> game = ctx.library.createGame(file, ruleset->id, setup);
    if (!game)
        return report(game.error(), ctx.json);
    if (ctx.json)
        emit({{"file", file},
              {"header", game->journal().header().toJson()},
              {"events", game->journal().size()}});
    else
        std::cout << "Created " << file << ": " << ruleset->name << ", " << setup.sides.size()
                  << " sides, " << setup.orderOfBattle.size() << " units, dice seed "
                  << game->state().seed << "\n";
    return exitOk;
}

// A unit event from --unit (and, for units outside the order of battle, --side and --strength).
Result<json> unitData(const CliOptions &o)
{
    const std::optional<std::string> unit = o.value("unit");
    if (!unit)
        return badInput("give the unit with --unit ID");
    json data = {{"unit", *unit}};
    if (auto side = o.value("side"))
        data["side"] = *side;
    Result<std::optional<long long>> strength = o.integer("strength");
    if (!strength)
        return strength.error();
    if (*strength)
        data["strength"] = **strength;
    if (auto corps = o.value("corps"))
        data["corps"] = *corps;
    return data;
}

// --id ID: the append's own name (Journal::append), "" without one.
Result<std::string> appendId(const CliOptions &o)
{
    const std::optional<std::string> id = o.value("id");
    if (id && id->empty())
        return badInput("--id: give the append a name (an id of 1 to 128 characters)");
    return id.value_or("");
}

Result<std::unique_ptr<GameModule>>
openModule(const Context &ctx, const std::string &file, Journal::Mode mode,
           Journal::CheckpointCheck check = Journal::CheckpointCheck::LastLine)
{
    Result<std::unique_ptr<GameModule>> game =
        GameRegistry(ctx.library.dirs()).open(file, mode, check);
    if (!game)
        return game;
    // A game's own command (n1815 state FILE) reads only that game's journals.
    if (!ctx.system.empty() && (*game)->system() != ctx.system)
        return badInput(msg("%1 is a journal of %2: umpire-cli %3 reads only its own game's "
                            "journals (umpire-cli journal reads any)",
                            {file, (*game)->systemName(), ctx.command}));
    warnProblems((*game)->journal());
    return game;
}

void printDescribed(const json &e)
{
    std::cout << std::right << std::setw(5) << e.value("seq", std::uint64_t{0}) << "  "
              << e.value("time", std::string()).substr(0, 19) << "  "
              << e.value("summary", std::string());
    if (!e.value("counts", true))
        std::cout << "  [undone]";
    std::cout << "\n";
}

// What an action did, in words: its event as `viewer` may see it (or the answer to a question,
// which is not journaled), the rules' steps and the stand-ins they used.
void printActed(const GameModule &game, const ActOutcome &done, const Viewer &viewer)
{
    if (done.repeated)
        std::cout << "Already in the journal (append id \"" << done.event.id
                  << "\"): nothing written again\n";
    if (done.event.seq)
        printDescribed(game.describe(done.event, viewer));
    else
        std::cout << done.answer.dump() << "\n";
    printSteps(std::cout, done.explanation);
    printUnverified(std::cout, done.explanation); // a stand-in is never shown as the rule
}

// `journal append FILE WHAT [OPTIONS]` as the action of the game's module it stands for
// (GameModule::act): a combat, a roll, the next step or turn, or one of the chart games' events
// given by name ("eliminate", "note", ...) or by kind ("unit.moved" --data JSON).
Result<json> appendAction(const CliOptions &o, const std::string &what)
{
    auto only = [&](std::set<std::string> allowed) {
        allowed.insert("id");
        return checkOptions(o, "append " + what, allowed);
    };
    auto event = [](const char *kind, json data) {
        return json{{"action", "event"}, {"kind", kind}, {"data", std::move(data)}};
    };
    if (what == "combat") {
        std::set<std::string> allowed = combatValueOptions;
        allowed.insert(combatFlags.begin(), combatFlags.end());
        allowed.insert("override"); // NLB 5.6: a terrain the map contradicts, and why
        if (Result<Ok> ok = only(allowed); !ok)
            return ok.error();
        Result<json> request = combatRequestFrom(o, true);
        if (!request)
            return request.error();
        if (const std::optional<std::string> why = o.value("override"))
            (*request)["override"] = *why;
        return json{{"action", "combat"}, {"request", *request}};
    }
    if (what == "roll") {
        if (Result<Ok> ok = only({"die"}); !ok)
            return ok.error();
        Result<std::optional<long long>> die = o.integer("die");
        if (!die)
            return die.error();
        json action = {{"action", "roll"}};
        if (*die)
            action["die"] = **die;
        return action;
    }
    if (what == "turn" || what == "next") {
        if (Result<Ok> ok = only(what == "turn" ? std::set<std::string>{"weather", "override"}
                                                : std::set<std::string>{"override"});
            !ok)
            return ok.error();
        json action = {{"action", what}};
        if (what == "turn")
            action["weather"] = o.value("weather").value_or("clear");
        if (const std::optional<std::string> why = o.value("override"))
            action["override"] = *why;
        return action;
    }
    if (what == "phase" || what == "weather") {
        if (Result<Ok> ok = only({what}); !ok)
            return ok.error();
        const std::optional<std::string> value = o.value(what);
        if (!value)
            return badInput("give the " + what + " with --" + what + " VALUE");
        return event(what == "phase" ? "phase.advanced" : "weather", {{what, *value}});
    }
    static const std::map<std::string, const char *> unitKinds = {{"eliminate", "unit.eliminated"},
                                                                  {"rally", "unit.rallied"},
                                                                  {"exit", "unit.exited"},
                                                                  {"enter", "unit.entered"},
                                                                  {"reduce", "unit.reduced"}};
    if (auto kind = unitKinds.find(what); kind != unitKinds.end()) {
        std::set<std::string> allowed = {"unit", "side", "strength", "corps"};
        if (what == "enter" || what == "rally")
            allowed.insert("hex"); // where it enters (NLB 9.0) or is rallied (BMW 11.2)
        if (what == "rally")
            allowed.insert("die"); // BMW 11.2: the rally roll, against the side's range
        if (Result<Ok> ok = only(allowed); !ok)
            return ok.error();
        Result<json> data = unitData(o);
        if (!data)
            return data.error();
        if (const std::optional<std::string> hex = o.value("hex"))
            (*data)["hex"] = *hex;
        if (what == "rally") {
            Result<std::optional<long long>> die = o.integer("die");
            if (!die)
                return die.error();
            if (*die)
                (*data)["die"] = **die;
        }
        return event(kind->second, *data);
    }
    if (what == "points" || what == "cohesion") {
        if (Result<Ok> ok = only({"side", "delta", "corps"}); !ok)
            return ok.error();
        Result<std::optional<long long>> delta = o.integer("delta");
        if (!delta)
            return delta.error();
        if (!*delta || !o.value("side"))
            return badInput("give --side NAME and --delta N");
        json data = {{"side", *o.value("side")}, {"delta", **delta}};
        if (what == "cohesion") {
            if (!o.value("corps"))
                return badInput("give the corps with --corps NAME");
            data["corps"] = *o.value("corps");
        }
        return event(what == "points" ? "points.changed" : "cohesion.changed", data);
    }
    if (what == "restore") {
        // NLB 11.0, Campaign Game: the referee un-demoralizes a corps, or the whole nationality,
        // that an earlier battle of the campaign left demoralized.
        if (Result<Ok> ok = only({"side", "corps", "why"}); !ok)
            return ok.error();
        const std::optional<std::string> side = o.value("side");
        const std::optional<std::string> why = o.value("why");
        if (!side || !why || side->empty() || why->empty())
            return badInput(
                "give --side S [--corps C] --why TEXT: the nationality, or one of its "
                "corps, the referee un-demoralizes, and why (the Campaign Game's rule)");
        json data = {{"side", *side}, {"why", *why}};
        if (const std::optional<std::string> corps = o.value("corps")) {
            if (corps->empty())
                return badInput("--corps: name the corps (or leave --corps out to un-demoralize "
                                "the whole nationality)");
            data["corps"] = *corps;
        }
        return event("morale.restored", data);
    }
    if (what == "move" || what == "remove") {
        // A counter moved or taken off the map (what the camera proposes, typed by hand).
        const bool move = what == "move";
        if (Result<Ok> ok = only(move ? std::set<std::string>{"marker", "from", "to"}
                                      : std::set<std::string>{"marker", "from"});
            !ok)
            return ok.error();
        Result<std::optional<long long>> marker = o.integer("marker");
        if (!marker)
            return marker.error();
        if (!*marker || **marker < 0 || !o.value("from") || (move && !o.value("to")))
            return badInput(move ? "give --marker N --from HEX --to HEX"
                                 : "give --marker N --from HEX");
        json data = {{"marker", **marker}, {"from", *o.value("from")}};
        if (move)
            data["to"] = *o.value("to");
        return event(move ? "counter.moved" : "counter.removed", data);
    }
    if (what == "note") {
        if (Result<Ok> ok = only({"text"}); !ok)
            return ok.error();
        if (!o.value("text"))
            return badInput("give the note with --text TEXT");
        return event("note", {{"text", *o.value("text")}});
    }
    if (what == "override") {
        if (Result<Ok> ok = only({"what", "computed", "imposed", "why", "who"}); !ok)
            return ok.error();
        json data;
        for (const char *key : {"what", "computed", "imposed", "why"}) {
            if (!o.value(key))
                return badInput(
                    std::string("an override needs --what, --computed, --imposed and --why: --") +
                    key + " is missing");
            data[key] = *o.value(key);
        }
        data["who"] = o.value("who").value_or("referee");
        return event("override", data);
    }
    // Any other event kind, given as JSON.
    if (Result<Ok> ok = only({"data"}); !ok)
        return ok.error();
    json data = json::object();
    if (auto text = o.value("data")) {
        Result<json> parsed = parseJsonText(*text, "--data");
        if (!parsed)
            return parsed.error();
        data = std::move(parsed).value();
    }
    Result<EventKind> kind = parseEventKind(what);
    if (!kind)
        return kind.error();
    if (isCompensation(*kind) || *kind == EventKind::GameCreated)
        return badInput("use journal undo / journal redo; the game is created by journal new");
    return json{{"action", "event"}, {"kind", what}, {"data", data}};
}

int subAppend(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (o.positional().size() < 3)
        return report(badInput("journal append FILE WHAT: say what to append (combat, roll, turn, "
                               "eliminate, note, ...)"),
                      ctx.json);
    Result<std::string> id = appendId(o);
    if (!id)
        return report(id.error(), ctx.json);
    Result<json> action = appendAction(o, o.positional()[2]);
    if (!action)
        return report(action.error(), ctx.json);
    Result<std::unique_ptr<GameModule>> game = openModule(ctx, file, Journal::Mode::ReadWrite);
    if (!game)
        return report(game.error(), ctx.json);
    if ((*game)->journal().readOnly())
        return report(badData(file + ": the journal is damaged and opens read-only; nothing can be "
                                     "appended (journal repair recovers its events)"),
                      ctx.json);
    Result<ActOutcome> done = (*game)->act(*action, *id);
    if (!done)
        return report(done.error(), ctx.json);
    if (ctx.json) {
        json doc = done->event.toJson();
        if (done->repeated)
            doc["repeated"] = true;
        emit(doc);
        return exitOk;
    }
    printActed(**game, *done, Viewer::referee());
    return exitOk;
}

// What journal verify found: the counts checked ("counts" in JSON, "checked" in words), then each
// mismatch; bad data (exit 3) when there is any.
int reportVerification(const Context &ctx, const std::string &file, const Journal &journal,
                       const json &counts, const std::string &checked,
                       const std::vector<std::string> &mismatches)
{
    const bool ok = mismatches.empty();
    if (ctx.json) {
        json doc = {{"file", file},
                    {"ok", ok},
                    {"events", journal.size()},
                    {"mismatches", mismatches},
                    {"problems", problemsJson(journal)}};
        doc.update(counts);
        emit(doc);
    } else {
        std::cout << file << ": " << journal.size() << " events replayed, " << checked << ": "
                  << (ok ? "verified" : "MISMATCHES") << "\n";
        for (const std::string &m : mismatches)
            std::cout << "  " << m << "\n";
    }
    if (!ok)
        std::cerr << "umpire-cli: bad data: " << file << " does not verify (" << mismatches.size()
                  << " problems)\n";
    return ok ? exitOk : exitBadData;
}

// Where an export may go: never over the journal it exports (whatever its path says), nor over
// another journal unless --overwrite says so (an export once replaced the game).
Result<Ok> checkExportTarget(const CliOptions &o, const std::string &journal)
{
    const std::optional<std::string> output = o.value("output");
    if (!output && o.has("overwrite"))
        return badInput("--overwrite goes with --output FILE");
    if (!output)
        return Ok{};
    if (output->empty())
        return badInput("--output: name the file to write");
    std::error_code ec;
    if (std::filesystem::equivalent(*output, journal, ec))
        return badInput("--output " + *output +
                        " is the journal being exported: an export never "
                        "replaces its own journal; give another file");
    if (isJournalFile(*output) && !o.has("overwrite"))
        return badInput("--output " + *output +
                        " is an Umpire journal: an export does not replace "
                        "a game; give another file, or add --overwrite to replace that journal");
    return Ok{};
}

// An export to standard output, or to --output FILE, written whole or not at all (saying what was
// written).
int writeExport(const Context &ctx, const std::optional<std::string> &output,
                const std::string &format, const std::string &text)
{
    if (!output) {
        std::cout << text;
        return exitOk;
    }
    if (Result<Ok> ok = writeFileAtomically(*output, text); !ok)
        return report(ok.error(), ctx.json);
    if (ctx.json)
        emit({{"file", *output}, {"format", format}, {"bytes", text.size()}});
    else
        std::cout << "Wrote " << *output << " (" << format << ", " << text.size() << " bytes)\n";
    return exitOk;
}

// ---- Every kind of journal, over the one game interface (gamemodule.h, games.h) ---------------

// --viewer referee|everyone|player:SIDE: whose eyes the game is shown to (default everyone).
Result<Viewer> viewerOf(const CliOptions &o)
{
    return Viewer::fromText(o.value("viewer").value_or("everyone"));
}

// One action of the journal's game (GameModule::act), whatever the game: read strictly, checked
// against the rules, journaled with what it obliges, applied.
int subAct(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "act", {"action", "request", "id"}); !ok)
        return report(ok.error(), ctx.json);
    Result<std::string> id = appendId(o);
    if (!id)
        return report(id.error(), ctx.json);
    Result<json> action =
        actionFrom(o, "journal act FILE: give the action with --action JSON or --request FILE");
    if (!action)
        return report(action.error(), ctx.json);
    Result<std::unique_ptr<GameModule>> game = openModule(ctx, file, Journal::Mode::ReadWrite);
    if (!game)
        return report(game.error(), ctx.json);
    Result<ActOutcome> done = (*game)->act(*action, *id);
    if (!done)
        return report(done.error(), ctx.json);
    if (ctx.json) {
        // The event as the table may see it, as the text below says it: the terminal may be
        // in view of every player.
        json doc = {{"event",
                     done->event.seq ? (*game)->describe(done->event, Viewer::everyone()) : json()},
                    {"answer", done->answer}};
        if (done->repeated)
            doc["repeated"] = true;
        emit(doc);
        return exitOk;
    }
    printActed(**game, *done, Viewer::everyone());
    return exitOk;
}

// What may be done now in the journal's game (GameModule::legalActions), each with the JSON that
// `journal act` takes: among them what a combat's result still obliges.
int subActions(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "actions", {"viewer"}); !ok)
        return report(ok.error(), ctx.json);
    Result<Viewer> viewer = viewerOf(o);
    if (!viewer)
        return report(viewer.error(), ctx.json);
    Result<std::unique_ptr<GameModule>> game = openModule(ctx, file, Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    const json actions = (*game)->legalActions(*viewer);
    if (ctx.json) {
        emit(actions);
        return exitOk;
    }
    auto text = [](const json &a, const char *key) {
        const auto it = a.find(key);
        return it != a.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    for (const json &a : actions) {
        std::string meaning = text(a, "meaning");
        if (const std::string rule = text(a, "rule"); !rule.empty())
            meaning += " (" + rule + ")";
        if (a.value("optional", false))
            meaning += ", if the player wishes";
        json action = a;
        for (const char *key : {"meaning", "rule", "optional"})
            action.erase(key);
        std::cout << "  " << meaning << "\n      " << action.dump() << "\n";
    }
    return exitOk;
}

int subShow(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "show", {"kind", "viewer"}); !ok)
        return report(ok.error(), ctx.json);
    Result<Viewer> viewer = viewerOf(o);
    if (!viewer)
        return report(viewer.error(), ctx.json);
    std::optional<EventKind> kind;
    if (const std::optional<std::string> name = o.value("kind")) {
        Result<EventKind> parsed = parseEventKind(*name);
        if (!parsed)
            return report(parsed.error(), ctx.json);
        kind = *parsed;
    }
    Result<std::unique_ptr<GameModule>> game = openModule(ctx, file, Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    const Journal &journal = (*game)->journal();
    // The events are described and written one at a time, read back from the file in batches, so
    // a long journal never sits whole in memory. The JSON is the document emit() would write (its
    // keys in order, "events" first), written as it goes.
    if (ctx.json) {
        const json rest = {{"header", journal.header().toJson()},
                           {"system", (*game)->system()},
                           {"viewer", viewer->text()},
                           {"problems", problemsJson(journal)},
                           {"readOnly", journal.readOnly()}};
        std::string out = "{\n  \"events\": [";
        bool first = true;
        Result<Ok> written = forEachDescribed(**game, *viewer, kind, [&](json item) {
            out += first ? "\n    " : ",\n    ";
            appendIndentedJson(out, item, 4);
            first = false;
            if (out.size() >= (std::size_t{1} << 16)) {
                std::cout << out;
                out.clear();
            }
        });
        if (!written)
            return report(written.error(), ctx.json);
        out += first ? "]" : "\n  ]";
        for (const auto &[key, value] : rest.items()) {
            out += ",\n  " + json(key).dump() + ": ";
            appendIndentedJson(out, value, 2);
        }
        std::cout << out << "\n}\n";
        return exitOk;
    }
    const JournalHeader &h = journal.header();
    std::cout << file << ": " << (*game)->systemName()
              << (h.title.empty() ? "" : ", \"" + h.title + "\"") << ", created " << h.created
              << "\n";
    if (Result<Ok> written =
            forEachDescribed(**game, *viewer, kind, [](const json &e) { printDescribed(e); });
        !written)
        return report(written.error(), ctx.json);
    return exitOk;
}

int subState(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "state", {"at", "viewer"}); !ok)
        return report(ok.error(), ctx.json);
    Result<Viewer> viewer = viewerOf(o);
    if (!viewer)
        return report(viewer.error(), ctx.json);
    Result<std::optional<long long>> at = o.integer("at");
    if (!at)
        return report(at.error(), ctx.json);
    Result<std::unique_ptr<GameModule>> game = openModule(ctx, file, Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    std::optional<std::uint64_t> atSeq;
    if (*at) {
        if (**at < 1)
            return report(
                badInput(msg("--at %1: the journal has events 1 to %2",
                             {std::to_string(**at), std::to_string((*game)->journal().lastSeq())})),
                ctx.json);
        atSeq = static_cast<std::uint64_t>(**at);
    }
    if (ctx.json) {
        Result<json> view = (*game)->view(*viewer, atSeq);
        if (!view)
            return report(view.error(), ctx.json);
        emit(*view);
        return exitOk;
    }
    Result<std::string> text = (*game)->viewText(*viewer, atSeq);
    if (!text)
        return report(text.error(), ctx.json);
    std::cout << *text;
    return exitOk;
}

int subUndoRedo(Context &ctx, const CliOptions &o, const std::string &file, bool undo)
{
    if (Result<Ok> ok = checkOptions(o, undo ? "undo" : "redo", {"id"}); !ok)
        return report(ok.error(), ctx.json);
    Result<std::string> id = appendId(o);
    if (!id)
        return report(id.error(), ctx.json);
    Result<std::unique_ptr<GameModule>> game = openModule(ctx, file, Journal::Mode::ReadWrite);
    if (!game)
        return report(game.error(), ctx.json);
    Result<JournalEvent> event = undo ? (*game)->undo(*id) : (*game)->redo(*id);
    if (!event)
        return report(event.error(), ctx.json);
    const bool repeated = (*game)->journal().repeated();
    if (ctx.json) {
        json doc = event->toJson();
        if (repeated)
            doc["repeated"] = true;
        emit(doc);
        return exitOk;
    }
    if (repeated)
        std::cout << "Already in the journal (append id \"" << event->id
                  << "\"): nothing written again\n";
    json described = (*game)->describe(*event, Viewer::everyone());
    printDescribed(described);
    return exitOk;
}

int subExport(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "export", {"format", "output", "overwrite", "viewer"}); !ok)
        return report(ok.error(), ctx.json);
    if (Result<Ok> ok = checkExportTarget(o, file); !ok)
        return report(ok.error(), ctx.json);
    Result<Viewer> viewer = viewerOf(o);
    if (!viewer)
        return report(viewer.error(), ctx.json);
    Result<std::unique_ptr<GameModule>> game = openModule(ctx, file, Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    const std::string format = o.value("format").value_or((*game)->exportFormats().front());
    // To standard output the report is written as it is made, so a long game's report
    // never sits whole in memory; to a file it is written whole or not at all.
    if (!o.value("output")) {
        Result<Ok> written = (*game)->writeReport(format, *viewer, [](std::string_view piece) {
            std::cout.write(piece.data(), static_cast<std::streamsize>(piece.size()));
        });
        return written ? exitOk : report(written.error(), ctx.json);
    }
    Result<std::string> text = (*game)->exportReport(format, *viewer);
    if (!text)
        return report(text.error(), ctx.json);
    return writeExport(ctx, o.value("output"), format, *text);
}

// Replays the file through its game's rules, re-derives every generated roll from its seed and
// resolves every combat or question again (GameModule::verify).
// The units' positions are game state; a positions file is their export, for `map show
// MAP --positions` and the map window, never a second truth.
int subPositions(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "positions", {"output", "overwrite"}); !ok)
        return report(ok.error(), ctx.json);
    if (Result<Ok> ok = checkExportTarget(o, file); !ok)
        return report(ok.error(), ctx.json);
    Result<Game> game = ctx.library.openGame(file, Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    warnProblems(game->journal());
    const HexMap *map = game->map();
    if (!map)
        return report(badInput(msg("%1: this game is not played on a map: its units have no "
                                   "positions",
                                   {file})),
                      ctx.json);
    Result<MapPositions> positions = positionsOf(game->state(), game->ruleset(), *map);
    if (!positions)
        return report(positions.error(), ctx.json);
    json doc = positions->toJson(*map);
    doc["title"] = "Positions of " + game->journal().header().title + " after event " +
                   std::to_string(game->state().atSeq);
    doc["map"] = map->path;
    return writeExport(ctx, o.value("output"), "positions", doc.dump(2) + "\n");
}

int subVerify(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "verify", {}); !ok)
        return report(ok.error(), ctx.json);
    // Every line checked against its checksum, a replay checkpoint's too (docs/cli.md).
    Result<std::unique_ptr<GameModule>> game =
        openModule(ctx, file, Journal::Mode::ReadOnly, Journal::CheckpointCheck::EveryLine);
    if (!game)
        return report(game.error(), ctx.json);
    Result<Verification> v = (*game)->verify();
    if (!v)
        return report(v.error(), ctx.json);
    std::vector<std::string> mismatches;
    for (const Message &m : v->mismatches)
        mismatches.push_back(m.text());
    return reportVerification(ctx, file, (*game)->journal(), v->checked, v->summary.text(),
                              mismatches);
}

// Whether a journal opens as its game (its events replay): "" when it does, else why not.
std::string replayProblem(Context &ctx, const std::string &file)
{
    Result<Journal> journal = Journal::open(file, Journal::Mode::ReadOnly);
    if (!journal)
        return journal.error().message;
    std::optional<Error> error;
    if (!journal->digests().empty() &&
        journal->digests().front().kind == umpire::crt::kinds::CampaignCreated) {
        if (Result<Campaign> campaign = Campaign::open(file, Journal::Mode::ReadOnly); !campaign)
            error = campaign.error();
    } else if (Result<std::unique_ptr<GameModule>> game =
                   GameRegistry(ctx.library.dirs()).open(file, Journal::Mode::ReadOnly);
               !game) {
        error = game.error();
    }
    return error ? error->message : "";
}

// Writes, beside a damaged journal, one of every intact event; the original is never changed.
int subRepair(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "repair", {"output"}); !ok)
        return report(ok.error(), ctx.json);
    const std::string output = o.value("output").value_or(repairedJournalName(file));
    if (output.empty())
        return report(badInput("--output: name the file to write"), ctx.json);
    Result<JournalRepair> repair = repairJournal(file, output);
    if (!repair)
        return report(repair.error(), ctx.json);
    const std::string problem = replayProblem(ctx, output);
    if (ctx.json) {
        json aside = json::array();
        for (const JournalRepair::SetAside &a : repair->setAside)
            aside.push_back({{"line", a.line},
                             {"seq", a.seq ? json(a.seq) : json(nullptr)},
                             {"reason", a.reason}});
        emit({{"file", file},
              {"output", output},
              {"events", repair->events},
              {"setAside", aside},
              {"setAsideFile", repair->setAsideFile},
              {"missing", repair->missing},
              {"notes", repair->notes},
              {"replays", problem.empty()},
              {"problem", problem}});
    } else {
        std::cout << "Wrote " << output << ": " << repair->events << " events ("
                  << repair->setAside.size() << " lines set aside, " << repair->missing.size()
                  << " events missing); " << file << " is unchanged\n";
        for (const JournalRepair::SetAside &a : repair->setAside)
            std::cout << "  set aside line " << a.line
                      << (a.seq ? " (event " + std::to_string(a.seq) + ")" : std::string()) << ": "
                      << a.reason << "\n";
        for (std::uint64_t seq : repair->missing)
            std::cout << "  missing event " << seq << ": a note holds its place\n";
        for (const std::string &note : repair->notes)
            std::cout << "  note: " << note << "\n";
        if (!repair->setAsideFile.empty())
            std::cout << "  the lines set aside are kept byte for byte in " << repair->setAsideFile
                      << "\n";
        if (problem.empty())
            std::cout
                << "  it replays as a game: check it (journal show, journal verify), then use "
                   "it in place of the original\n";
    }
    if (!problem.empty()) {
        std::cerr << "umpire-cli: bad data: the repaired journal does not replay as a game: "
                  << problem << "\n";
        return exitBadData;
    }
    return exitOk;
}

// NLB 11.0, Campaign Game: by side, the corps (and units of no corps) demoralized.
json demoralizedJson(const std::map<std::string, CarriedDemoralization> &demoralized)
{
    json out = json::object();
    for (const auto &[side, d] : demoralized)
        out[side] = {{"corps", d.corps}, {"units", d.units}};
    return out;
}

std::string demoralizedText(const std::string &side, const CarriedDemoralization &d)
{
    std::string text = side;
    std::string corps, units;
    for (const std::string &c : d.corps)
        corps += (corps.empty() ? "" : ", ") + c;
    for (const std::string &u : d.units)
        units += (units.empty() ? "" : ", ") + u;
    if (!corps.empty())
        text += " corps " + corps;
    if (!units.empty())
        text += (corps.empty() ? " units of no corps " : "; units of no corps ") + units;
    return text;
}

// journal campaign new|add|next|state CAMPAIGN [BATTLE]
int subCampaign(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() < 3)
        return report(badInput("journal campaign new|add|next|state CAMPAIGN [BATTLE]"), ctx.json);
    const std::string action = args[1];
    const std::string file = args[2];
    const std::string battle = args.size() > 3 ? args[3] : "";
    const Campaign::RulesetFinder finder = finderFor(ctx);
    if ((action == "add" || action == "next") == battle.empty() || args.size() > 4)
        return report(
            badInput("journal campaign " + action +
                     (action == "add" || action == "next" ? " CAMPAIGN BATTLE" : " CAMPAIGN")),
            ctx.json);
    if (action == "new") {
        if (Result<Ok> ok = checkOptions(o, "campaign new", {"ruleset", "title"}); !ok)
            return report(ok.error(), ctx.json);
        const std::optional<std::string> id = o.value("ruleset");
        if (!id)
            return report(badInput("journal campaign new needs --ruleset ID"), ctx.json);
        if (Result<std::shared_ptr<const Ruleset>> r = ctx.library.find(*id); !r)
            return report(r.error(), ctx.json);
        Result<Campaign> campaign = Campaign::create(file, *id, o.value("title").value_or(""));
        if (!campaign)
            return report(campaign.error(), ctx.json);
        if (ctx.json)
            emit({{"file", file}, {"header", campaign->journal().header().toJson()}});
        else
            std::cout << "Created campaign " << file << "\n";
        return exitOk;
    }
    const bool writes = action == "add" || action == "next";
    Result<Campaign> campaign =
        Campaign::open(file, writes ? Journal::Mode::ReadWrite : Journal::Mode::ReadOnly);
    if (!campaign)
        return report(campaign.error(), ctx.json);
    warnProblems(campaign->journal());
    if (action == "add") {
        if (Result<Ok> ok = checkOptions(o, "campaign add", {}); !ok)
            return report(ok.error(), ctx.json);
        Result<JournalEvent> linked = campaign->link(battle, finder);
        if (!linked)
            return report(linked.error(), ctx.json);
        if (ctx.json)
            emit(linked->toJson());
        else
            std::cout << "Linked " << battle << " to the campaign (event " << linked->seq << ")\n";
        return exitOk;
    }
    if (action == "next") {
        if (Result<Ok> ok =
                checkOptions(o, "campaign next",
                             {"ruleset", "title", "scenario", "side", "unit", "seed", "setting"});
            !ok)
            return report(ok.error(), ctx.json);
        auto made = setupFrom(ctx, o);
        if (!made)
            return report(made.error(), ctx.json);
        Result<Game> game = campaign->startBattle(battle, made->first, finder);
        if (!game)
            return report(game.error(), ctx.json);
        if (ctx.json) {
            emit({{"file", battle},
                  {"carried",
                   game->journal().digests().front().data.value("carried", json::object())}});
        } else {
            std::cout << "Created " << battle << ", the next battle of the campaign, carrying:\n";
            for (const SideState &side : game->state().sides) {
                std::cout << "  " << side.name << ": casualties " << side.carried << "\n";
                if (side.carriedDemoralization.any())
                    std::cout << "    demoralized (NLB 11.0: no advance after combat until the "
                                 "referee journals it un-demoralized): "
                              << demoralizedText(side.name, side.carriedDemoralization) << "\n";
            }
        }
        return exitOk;
    }
    if (action != "state")
        return report(
            badInput("unknown journal campaign action \"" + action + "\": new, add, next or state"),
            ctx.json);
    if (Result<Ok> ok = checkOptions(o, "campaign state", {}); !ok)
        return report(ok.error(), ctx.json);
    Result<CampaignState> state = campaign->state(finder);
    if (!state)
        return report(state.error(), ctx.json);
    if (ctx.json) {
        json battles = json::array();
        for (const CampaignBattle &b : state->battles)
            battles.push_back({{"journal", b.journal},
                               {"title", b.title},
                               {"turn", b.final.turn},
                               {"casualties", b.casualties},
                               {"demoralized", demoralizedJson(b.demoralized)},
                               {"problems", b.problems}});
        emit({{"battles", battles},
              {"casualties", state->casualties},
              {"corpsCasualties", state->corpsCasualties},
              {"demoralized", demoralizedJson(state->demoralized)},
              {"carried", state->carried()}});
        return exitOk;
    }
    std::cout << file << ": " << campaign->journal().header().title << ", " << state->battles.size()
              << " battles\n";
    for (const CampaignBattle &b : state->battles) {
        std::cout << "  " << b.journal << (b.title.empty() ? "" : " (" + b.title + ")") << ", turn "
                  << b.final.turn << ":";
        for (const auto &[side, n] : b.casualties)
            std::cout << " " << side << " " << n;
        std::cout << "\n";
        for (const auto &[side, d] : b.demoralized)
            std::cout << "    demoralized after it (NLB 11.0): " << demoralizedText(side, d)
                      << "\n";
        for (const std::string &p : b.problems)
            std::cout << "    warning: " << p << "\n";
    }
    std::cout << "Casualties over the campaign:";
    for (const auto &[side, n] : state->casualties)
        std::cout << " " << side << " " << n;
    std::cout << "\n";
    return exitOk;
}

} // namespace

int cmdJournal(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.empty()) {
        std::cout << journalUsage;
        return exitBadInput;
    }
    const std::string sub = args[0];
    if (sub == "campaign")
        return subCampaign(ctx, o);
    if (args.size() < 2)
        return report(badInput("journal " + sub + " needs the journal FILE\n" + journalUsage),
                      ctx.json);
    const std::string &file = args[1];
    if (sub != "append" && args.size() > 2)
        return report(badInput("unexpected argument \"" + args[2] + "\" for journal " + sub),
                      ctx.json);
    // The one dispatch table of the journal's subcommands; all but new, append and repair work on
    // any game's journal through its module (games.h).
    using Sub = int (*)(Context &, const CliOptions &, const std::string &);
    static const std::map<std::string, Sub> subcommands = {
        {"new", subNew},
        {"append", subAppend},
        {"act", subAct},
        {"actions", subActions},
        {"show", subShow},
        {"state", subState},
        {"undo", [](Context &c, const CliOptions &op,
                    const std::string &f) { return subUndoRedo(c, op, f, true); }},
        {"redo", [](Context &c, const CliOptions &op,
                    const std::string &f) { return subUndoRedo(c, op, f, false); }},
        {"export", subExport},
        {"positions", subPositions},
        {"verify", subVerify},
        {"repair", subRepair},
    };
    if (const auto it = subcommands.find(sub); it != subcommands.end())
        return it->second(ctx, o, file);
    return report(badInput("unknown journal subcommand \"" + sub + "\"\n" + journalUsage),
                  ctx.json);
}

} // namespace umpire::cli
