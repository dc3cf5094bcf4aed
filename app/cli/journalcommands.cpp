// umpire-cli journal: the game journal from the command line, over the engine's Game.
#include "clicontext.h"

#include "campaign.h"
#include "game.h"
#include "journalexport.h"
#include "journalfile.h"
#include "journalrepair.h"
#include "jsonfile.h"
#include "n1815journal.h"
#include "n1815objectives.h"
#include "output.h"
#include "roll.h"
#include "safefile.h"
#include "vvjournal.h"

#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

namespace umpire::cli {

using nlohmann::json;

const std::set<std::string> journalValueOptions = [] {
    std::set<std::string> options = combatValueOptions;
    for (const char *o :
         {"title",  "scenario", "side",  "unit",     "at",    "kind", "data",     "format",
          "output", "text",     "phase", "strength", "delta", "what", "computed", "imposed",
          "why",    "who",      "corps", "marker",   "from",  "to",   "id",       "wait"})
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
  new FILE --ruleset ID [--title T] [--side NAME[:DEMORALIZATION[:DISINTEGRATION]]]... [--unit ID:SIDE:STRENGTH[:TYPE[:CORPS]]]... [--seed S]
  new FILE --scenario ID [--title T] [--seed S]   (sides, turn record and units from the scenario)
  append FILE WHAT [OPTIONS]   WHAT: next (the next step of the sequence of play),
                               combat (the combat options), roll [--die N], turn [--weather W],
                               phase --phase NAME, weather --weather W, eliminate|rally|exit|enter --unit ID
                               [--side S --strength N], reduce --unit ID --strength N, points --side S --delta N,
                               cohesion --side S --corps C --delta N, note --text T,
                               override --what W --computed V --imposed V --why T [--who NAME],
                               or any event kind with --data JSON
                               --id ID: the append's own name; the same append again (a retry)
                               answers with the event already written instead of a second one
  show FILE [--kind K]         the events, one line each
  state FILE [--at N]          casualties, demoralization, turn and phase after event N (default: all)
  undo FILE | redo FILE [--id ID]   compensating events; an undone roll shows as voided
  export FILE --format html|csv|json [--output PATH [--overwrite]]
                               never over the journal itself, nor over another journal unless
                               --overwrite says so; written whole or not at all
  verify FILE                  checks every line's checksum, replays, re-derives every generated
                               roll and re-resolves every combat
  repair FILE [--output PATH]  writes beside FILE (FILE.repaired) a journal of every intact event,
                               before and after a damaged line, and says what it set aside
Every subcommand takes --wait SECONDS: how long to wait for another program's lock (default 5).
  campaign new CAMPAIGN --ruleset ID [--title T]
  campaign add CAMPAIGN BATTLE          link an existing battle journal
  campaign next CAMPAIGN BATTLE [new options]   a new battle carrying the campaign's losses and units
  campaign state CAMPAIGN               each battle's casualties and the campaign's
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
        if (!o.values("side").empty() || !o.values("unit").empty())
            return badInput("a scenario brings its own sides and units: give --scenario or "
                            "--side/--unit, not both");
        id = scenario->ruleset;
        setup = GameSetup::fromScenario(*scenario);
        if (scenario->demonstration)
            std::cerr << "umpire-cli: note: " << scenario->name
                      << " is a demonstration, not a printed scenario\n";
        if (!scenario->verified)
            std::cerr << "umpire-cli: note: unverified scenario values: " << scenario->source
                      << "\n";
    }
    if (!id)
        return badInput("a new game needs --ruleset ID or --scenario ID");
    Result<std::shared_ptr<const Ruleset>> ruleset = ctx.library.find(*id);
    if (!ruleset)
        return ruleset.error();
    if (auto title = o.value("title"))
        setup.title = *title;
    for (const std::string &spec : o.values("side")) {
        Result<std::vector<std::string>> parts = splitSpec(spec, "side", 1, 3);
        if (!parts)
            return parts.error();
        json side = {{"name", (*parts)[0]}};
        const char *keys[] = {"", "demoralization", "disintegration"};
        for (std::size_t i = 1; i < parts->size(); ++i) {
            if ((*parts)[i].empty())
                continue;
            Result<long long> n = parseInteger((*parts)[i], "--side " + (*parts)[0]);
            if (!n)
                return n.error();
            side[keys[i]] = *n;
        }
        setup.sides.push_back(side);
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
    return std::make_pair(setup, *ruleset);
}

int subNew(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok =
            checkOptions(o, "new", {"ruleset", "title", "scenario", "side", "unit", "seed"});
        !ok)
        return report(ok.error(), ctx.json);
    auto made = setupFrom(ctx, o);
    if (!made)
        return report(made.error(), ctx.json);
    auto &[setup, ruleset] = *made;
    Result<Game> game = Game::create(file, ruleset, setup);
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

void printEvent(const JournalEvent &e, const GameState &state)
{
    std::cout << std::right << std::setw(5) << e.seq << "  " << e.time.substr(0, 19) << "  "
              << summarizeEvent(e);
    if (state.undone.count(e.seq))
        std::cout << "  [undone]";
    std::cout << "\n";
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

// The event an append wrote, or found already written under its id.
void printAppended(const Context &ctx, const JournalEvent &event, const Game &game)
{
    const bool repeated = game.journal().repeated();
    if (ctx.json) {
        json doc = event.toJson();
        if (repeated)
            doc["repeated"] = true;
        emit(doc);
        return;
    }
    if (repeated)
        std::cout << "Already in the journal (append id \"" << event.id
                  << "\"): nothing written again\n";
    printEvent(event, game.state());
}

int subAppend(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (o.positional().size() < 3)
        return report(badInput("journal append FILE WHAT: say what to append (combat, roll, turn, "
                               "eliminate, note, ...)"),
                      ctx.json);
    const std::string what = o.positional()[2];
    Result<std::string> id = appendId(o);
    if (!id)
        return report(id.error(), ctx.json);
    Result<Game> game = Game::open(file, finderFor(ctx));
    if (!game)
        return report(game.error(), ctx.json);
    warnProblems(game->journal());
    if (game->journal().readOnly())
        return report(badData(file + ": the journal is damaged and opens read-only; nothing can be "
                                     "appended (journal repair recovers its events)"),
                      ctx.json);

    auto done = [&](const Result<JournalEvent> &event) {
        if (!event)
            return report(event.error(), ctx.json);
        printAppended(ctx, *event, *game);
        return exitOk;
    };
    auto only = [&](std::set<std::string> allowed) {
        allowed.insert("id");
        return checkOptions(o, "append " + what, allowed);
    };

    if (what == "combat") {
        std::set<std::string> allowed = combatValueOptions;
        allowed.insert(combatFlags.begin(), combatFlags.end());
        if (Result<Ok> ok = only(allowed); !ok)
            return report(ok.error(), ctx.json);
        Result<json> request = combatRequestFrom(o, true);
        if (!request)
            return report(request.error(), ctx.json);
        if (!request->contains("ruleset"))
            (*request)["ruleset"] = game->ruleset().id;
        Result<CombatRequest> parsed = game->combatRequest(*request);
        if (!parsed)
            return report(parsed.error(), ctx.json);
        Result<CombatOutcome> outcome = game->resolveCombat(*parsed, *id);
        if (!outcome)
            return report(outcome.error(), ctx.json);
        Result<JournalEvent> event = game->journal().readEvent(game->journal().lastSeq());
        if (game->journal().repeated()) {
            Result<std::optional<JournalEvent>> earlier = game->journal().findId(*id);
            event = earlier ? Result<JournalEvent>(**earlier) : earlier.error();
        }
        if (!event)
            return report(event.error(), ctx.json);
        printAppended(ctx, *event, *game);
        if (!ctx.json)
            printCombat(std::cout, *outcome, game->ruleset());
        return exitOk;
    }
    if (what == "roll") {
        if (Result<Ok> ok = only({"die"}); !ok)
            return report(ok.error(), ctx.json);
        Result<std::optional<long long>> die = o.integer("die");
        if (!die)
            return report(die.error(), ctx.json);
        return done(
            game->roll(*die ? std::optional<int>(static_cast<int>(**die)) : std::nullopt, *id));
    }
    if (what == "turn") {
        if (Result<Ok> ok = only({"weather"}); !ok)
            return report(ok.error(), ctx.json);
        return done(game->advanceTurn(o.value("weather").value_or("clear"), *id));
    }
    if (what == "next") {
        if (Result<Ok> ok = only({}); !ok)
            return report(ok.error(), ctx.json);
        return done(game->advance(*id));
    }
    if (what == "phase" || what == "weather") {
        if (Result<Ok> ok = only({what}); !ok)
            return report(ok.error(), ctx.json);
        const std::optional<std::string> value = o.value(what);
        if (!value)
            return report(badInput("give the " + what + " with --" + what + " VALUE"), ctx.json);
        return done(
            game->append(what == "phase" ? "phase.advanced" : "weather", {{what, *value}}, *id));
    }
    static const std::map<std::string, std::string> unitKinds = {{"eliminate", "unit.eliminated"},
                                                                 {"rally", "unit.rallied"},
                                                                 {"exit", "unit.exited"},
                                                                 {"enter", "unit.entered"},
                                                                 {"reduce", "unit.reduced"}};
    if (auto kind = unitKinds.find(what); kind != unitKinds.end()) {
        if (Result<Ok> ok = only({"unit", "side", "strength", "corps"}); !ok)
            return report(ok.error(), ctx.json);
        Result<json> data = unitData(o);
        if (!data)
            return report(data.error(), ctx.json);
        return done(game->append(kind->second, *data, *id));
    }
    if (what == "points" || what == "cohesion") {
        if (Result<Ok> ok = only({"side", "delta", "corps"}); !ok)
            return report(ok.error(), ctx.json);
        Result<std::optional<long long>> delta = o.integer("delta");
        if (!delta)
            return report(delta.error(), ctx.json);
        if (!*delta || !o.value("side"))
            return report(badInput("give --side NAME and --delta N"), ctx.json);
        json data = {{"side", *o.value("side")}, {"delta", **delta}};
        if (what == "cohesion") {
            if (!o.value("corps"))
                return report(badInput("give the corps with --corps NAME"), ctx.json);
            data["corps"] = *o.value("corps");
        }
        return done(
            game->append(what == "points" ? "points.changed" : "cohesion.changed", data, *id));
    }
    if (what == "move" || what == "remove") {
        // A counter moved or taken off the map (what the camera proposes, typed by hand).
        const bool move = what == "move";
        if (Result<Ok> ok = only(move ? std::set<std::string>{"marker", "from", "to"}
                                      : std::set<std::string>{"marker", "from"});
            !ok)
            return report(ok.error(), ctx.json);
        Result<std::optional<long long>> marker = o.integer("marker");
        if (!marker)
            return report(marker.error(), ctx.json);
        if (!*marker || **marker < 0 || !o.value("from") || (move && !o.value("to")))
            return report(badInput(move ? "give --marker N --from HEX --to HEX"
                                        : "give --marker N --from HEX"),
                          ctx.json);
        json data = {{"marker", **marker}, {"from", *o.value("from")}};
        if (move)
            data["to"] = *o.value("to");
        return done(game->append(move ? "counter.moved" : "counter.removed", data, *id));
    }
    if (what == "note") {
        if (Result<Ok> ok = only({"text"}); !ok)
            return report(ok.error(), ctx.json);
        if (!o.value("text"))
            return report(badInput("give the note with --text TEXT"), ctx.json);
        return done(game->append("note", {{"text", *o.value("text")}}, *id));
    }
    if (what == "override") {
        if (Result<Ok> ok = only({"what", "computed", "imposed", "why", "who"}); !ok)
            return report(ok.error(), ctx.json);
        json data;
        for (const char *key : {"what", "computed", "imposed", "why"}) {
            if (!o.value(key))
                return report(
                    badInput(std::string(
                                 "an override needs --what, --computed, --imposed and --why: --") +
                             key + " is missing"),
                    ctx.json);
            data[key] = *o.value(key);
        }
        data["who"] = o.value("who").value_or("referee");
        return done(game->append("override", data, *id));
    }
    // Any other event kind, given as JSON.
    if (Result<Ok> ok = only({"data"}); !ok)
        return report(ok.error(), ctx.json);
    json data = json::object();
    if (auto text = o.value("data")) {
        Result<json> parsed = parseJsonText(*text, "--data");
        if (!parsed)
            return report(parsed.error(), ctx.json);
        data = std::move(parsed).value();
    }
    if (what == "undo" || what == "redo" || what == "game.created")
        return report(
            badInput("use journal undo / journal redo; the game is created by journal new"),
            ctx.json);
    return done(game->append(what, data, *id));
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
        warnProblems(journal);
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
// another journal unless --overwrite says so (issue 22: an export once replaced the game).
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

// ---- Napoleon 1815 Returns journals (issue 5): show, export and verify over N1815Journal -------

bool isN1815File(const std::string &file)
{
    Result<Journal> journal = Journal::open(file, Journal::Mode::ReadOnly);
    return journal && journal->header().ruleset == N1815Journal::rulesetId;
}

Result<N1815Journal> openN1815(const Context &ctx, const std::string &file)
{
    Result<N1815Data> data = N1815Data::find(ctx.library.dirs());
    if (!data)
        return data.error();
    return N1815Journal::open(file, std::make_shared<const N1815Data>(std::move(data).value()),
                              Journal::Mode::ReadOnly);
}

// One n1815 action in words, names from the data; the French objectives stay hidden until the
// game reveals them (N1815 5).
std::string n1815ActionText(const N1815Data &data, const json &a, bool revealed)
{
    const std::string name = a.value("action", "");
    auto unit = [&](const json &id) {
        const std::string text = id.is_string() ? id.get<std::string>() : id.dump();
        Result<const N1815Unit *> u = data.findUnit(text);
        return u ? (*u)->label() : text;
    };
    auto place = [&](const json &id) {
        const std::string text = id.is_string() ? id.get<std::string>() : id.dump();
        Result<const N1815Location *> l = data.findLocation(text);
        return l ? (*l)->name : text;
    };
    auto roll = [&]() -> std::string {
        if (!a.contains("roll") || a["roll"].is_null())
            return "no roll";
        const json &r = a["roll"];
        if (r.is_object())
            return "rolls " + std::to_string(r.value("value", 0)) +
                   (r.value("source", "") == "generated" ? " (generated)" : "");
        return "rolls " + r.dump();
    };
    auto card = [&](const json &c) {
        if (c.is_null())
            return std::string("declines");
        Result<N1815Card> k = n1815CardFromText(c.is_string() ? c.get<std::string>() : c.dump());
        return k ? n1815CardName(*k) : c.dump();
    };
    try {
        if (name == "weather")
            return "weather: " + roll();
        if (name == "movementPoints") {
            Result<const N1815Army *> army = data.findArmy(a.value("army", ""));
            return (army ? (*army)->name : a.value("army", "")) + " movement points: " + roll();
        }
        if (name == "move") {
            std::string path;
            for (const json &p : a.at("path"))
                path += (path.empty() ? "" : " -> ") + place(p);
            return unit(a.at("unit")) + " moves to " + path;
        }
        if (name == "startCombat")
            return "combat at " + place(a.at("location")) +
                   (a.value("virtualDeck", false) ? " (Umpire's virtual deck)" : " (own cards)");
        if (name == "play")
            return "the attacker plays " + card(a.at("card"));
        if (name == "respond")
            return a.contains("card") && !a["card"].is_null()
                       ? "the defender matches with " + card(a["card"])
                       : std::string("the defender declines");
        if (name == "counterattack")
            return a.contains("roll") && !a["roll"].is_null() ? "counterattack: " + roll()
                                                              : std::string("no counterattack");
        if (name == "reinforce")
            return unit(a.at("unit")) + " tries to reinforce: " + roll();
        if (name == "distribute") {
            std::string losses;
            for (const auto &[u, n] : a.at("losses").items())
                losses += (losses.empty() ? "" : ", ") + unit(u) + " " + n.dump();
            return a.value("side", "") + " losses: " + (losses.empty() ? "none" : losses);
        }
        if (name == "retreat")
            return a.value("to", "").empty() ? std::string("no retreat")
                                             : "retreat to " + place(a["to"]);
        if (name == "recordObjectives" || name == "drawObjectives") {
            if (!revealed)
                return "the French objectives are " +
                       std::string(name == "drawObjectives" ? "drawn" : "recorded") + " (hidden)";
            if (name == "drawObjectives")
                return "the French objectives are drawn (seed " + a.at("seed").dump() + ")";
            std::string names;
            for (const json &o : a.at("objectives")) {
                const N1815ObjectiveCard *c = data.objective(o.get<std::string>());
                names += (names.empty() ? "" : ", ") + (c ? c->name : o.get<std::string>());
            }
            return "the French objectives are recorded: " + names;
        }
        if (name == "override")
            return "override " + unit(a.at("unit")) +
                   (a.contains("cohesion") ? ": cohesion " + a["cohesion"].dump() : "") +
                   (a.contains("location") ? ": at " + place(a["location"]) : "") + " (" +
                   a.value("why", "the referee's ruling") + ")";
    } catch (const json::exception &) {
        return a.dump();
    }
    return name.empty() ? a.dump() : name;
}

json n1815EventJson(const N1815Journal &game, const JournalEvent &e,
                    const std::set<std::uint64_t> &gone)
{
    const bool revealed = game.game().state.objectivesRevealed;
    json item = e.toJson();
    item["counts"] = !gone.count(e.seq);
    item["summary"] = e.kind == "n1815.action" ? n1815ActionText(game.data(), e.data, revealed)
                                               : summarizeEvent(e);
    if (e.kind == "n1815.action" && !revealed && e.data.value("action", "") == "recordObjectives")
        item["data"] = {{"action", "recordObjectives"}, {"objectives", "hidden"}};
    return item;
}

std::string csvCell(const std::string &text)
{
    if (text.find_first_of(",\"\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char c : text)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

int n1815Journal(Context &ctx, const CliOptions &o, const std::string &sub, const std::string &file)
{
    Result<N1815Journal> game = openN1815(ctx, file);
    if (!game)
        return report(game.error(), ctx.json);
    const Journal &journal = game->journal();
    Result<std::vector<JournalEvent>> read = journal.readEvents();
    if (!read)
        return report(read.error(), ctx.json);
    const std::set<std::uint64_t> gone = compensatedEvents(journal.digests());
    const N1815State &state = game->game().state;

    if (sub == "show") {
        const std::optional<std::string> kind = o.value("kind");
        if (ctx.json) {
            json events = json::array();
            for (const JournalEvent &e : *read)
                if (!kind || e.kind == *kind)
                    events.push_back(n1815EventJson(*game, e, gone));
            emit({{"header", journal.header().toJson()},
                  {"problems", problemsJson(journal)},
                  {"readOnly", journal.readOnly()},
                  {"events", events}});
            return exitOk;
        }
        warnProblems(journal);
        const JournalHeader &h = journal.header();
        std::cout << file << ": " << game->data().name
                  << (h.title.empty() ? "" : ", \"" + h.title + "\"") << ", created " << h.created
                  << "\n";
        for (const JournalEvent &e : *read)
            if (!kind || e.kind == *kind)
                std::cout << "#" << e.seq << (gone.count(e.seq) ? " (undone) " : " ")
                          << n1815EventJson(*game, e, gone)["summary"].get<std::string>() << "\n";
        std::cout << "now: turn " << state.turn << ", " << n1815PhaseName(state.phase)
                  << (state.winner.empty() ? "" : ", " + state.winner + " won") << "\n";
        return exitOk;
    }
    if (sub == "export") {
        const std::string format = o.value("format").value_or("csv");
        std::string text;
        if (format == "csv") {
            text = "seq,time,kind,counts,action,summary,data\n";
            for (const JournalEvent &e : *read) {
                const json item = n1815EventJson(*game, e, gone);
                text += std::to_string(e.seq) + "," + csvCell(e.time) + "," + csvCell(e.kind) +
                        "," + (gone.count(e.seq) ? "no" : "yes") + "," +
                        csvCell(e.kind == "n1815.action" ? e.data.value("action", "") : "") + "," +
                        csvCell(item["summary"].get<std::string>()) + "," +
                        csvCell(item["data"].dump()) + "\n";
            }
        } else if (format == "json") {
            json events = json::array();
            for (const JournalEvent &e : *read)
                events.push_back(n1815EventJson(*game, e, gone));
            json doc = {{"header", journal.header().toJson()},
                        {"game", game->data().name},
                        {"events", events},
                        {"state", n1815PublicView(state)}};
            text = doc.dump(2) + "\n";
        } else {
            return report(badInput("--format \"" + format +
                                   "\": a Napoleon 1815 Returns journal exports as csv or json"),
                          ctx.json);
        }
        return writeExport(ctx, o.value("output"), format, text);
    }
    // verify: opening replayed every action that counts through the rules (a refusal is bad
    // data); here every generated roll is re-derived from its seed and the end state checked.
    std::vector<std::string> mismatches;
    for (const JournalProblem &p : journal.problems())
        if (p.kind == JournalProblem::Kind::Damaged)
            mismatches.push_back(p.message);
    int actions = 0, rolls = 0;
    const int faces = game->data().dieFaces;
    for (const JournalEvent &e : *read) {
        if (e.kind != "n1815.action")
            continue;
        ++actions;
        if (!e.data.contains("roll") || e.data["roll"].is_null())
            continue;
        ++rolls;
        const json &r = e.data["roll"];
        if (!r.is_object() || r.value("source", "") != "generated")
            continue;
        const std::uint64_t seed = r.value("seed", std::uint64_t{0});
        const std::uint64_t draw = r.value("draw", std::uint64_t{0});
        const int value = r.value("value", 0);
        const int faces_ =
            e.data.value("action", "") == "counterattack" ? game->data().counterattackDie : faces;
        if (DiceGenerator::valueAt(seed, draw, faces_) != value)
            mismatches.push_back("event " + std::to_string(e.seq) + ": draw " +
                                 std::to_string(draw) + " of seed " + std::to_string(seed) +
                                 " is " +
                                 std::to_string(DiceGenerator::valueAt(seed, draw, faces_)) +
                                 ", but the journal says " + std::to_string(value));
    }
    if (const std::string problem = state.inconsistency(game->data()); !problem.empty())
        mismatches.push_back("the replayed game is inconsistent: " + problem);
    return reportVerification(ctx, file, journal, {{"actions", actions}, {"rolls", rolls}},
                              std::to_string(actions) +
                                  " Napoleon 1815 Returns actions through the rules, " +
                                  std::to_string(rolls) + " rolls checked",
                              mismatches);
}

// ---- Vae Victis battle journals (issue 6): show, export and verify over VvJournal ------------

bool isVvFile(const std::string &file)
{
    Result<Journal> journal = Journal::open(file, Journal::Mode::ReadOnly);
    return journal && journal->header().ruleset == VvJournal::rulesetId;
}

int vvJournal(Context &ctx, const CliOptions &o, const std::string &sub, const std::string &file)
{
    Result<VvJournal> battle = VvJournal::open(file, ctx.library.dirs(), Journal::Mode::ReadOnly);
    if (!battle)
        return report(battle.error(), ctx.json);
    warnProblems(battle->journal());
    if (sub == "verify") {
        // VV: every decisive answer asked again with the dice the journal recorded.
        Result<int> checked = battle->verify();
        if (!checked)
            return report(checked.error(), ctx.json);
        if (ctx.json)
            emit({{"file", file}, {"answers", *checked}, {"verified", true}});
        else
            std::cout << file << ": " << *checked
                      << " journaled answers asked again with the same dice: verified\n";
        return exitOk;
    }
    Result<std::vector<JournalEvent>> read = battle->journal().readEvents();
    if (!read)
        return report(read.error(), ctx.json);
    const std::set<std::uint64_t> gone = compensatedEvents(*read);
    const std::optional<std::string> kind = o.value("kind");
    const std::string format = o.value("format").value_or(sub == "export" ? "csv" : "");
    if (sub == "export" && format == "html")
        return report(badInput("--format html: a Vae Victis battle exports as csv or json"),
                      ctx.json);
    if (sub == "export" && format != "csv" && format != "json")
        return report(badInput("--format \"" + format + "\": expected csv or json"), ctx.json);
    std::string text;
    if (sub == "export" && format == "csv") {
        Result<std::string> csv = exportCsv(battle->journal());
        if (!csv)
            return report(csv.error(), ctx.json);
        text = *csv;
    } else {
        json events = json::array();
        for (const JournalEvent &e : *read)
            if (!kind || e.kind == *kind) {
                json item = e.toJson();
                item["counts"] = !gone.count(e.seq);
                item["summary"] = summarizeEvent(e);
                events.push_back(item);
            }
        const json doc = {{"header", battle->journal().header().toJson()},
                          {"battle", battle->battle().toJson()},
                          {"events", events}};
        if (sub == "export") {
            text = doc.dump(2) + "\n";
        } else if (ctx.json) {
            emit(doc);
            return exitOk;
        } else {
            std::cout << file << ": Vae Victis battle, " << battle->game().name << "\n";
            for (const json &e : events)
                std::cout << "  " << e["seq"].get<std::uint64_t>() << "  "
                          << e["kind"].get<std::string>() << "  " << e["summary"].get<std::string>()
                          << (e["counts"].get<bool>() ? "" : "  (undone)") << "\n";
            for (const VvBattleCorps &c : battle->battle().corps)
                std::cout << "now: " << c.name << " (" << c.army << ") " << c.pointsLost << " of "
                          << c.points << " points lost" << (c.demoralised ? ", demoralised" : "")
                          << "\n";
            return exitOk;
        }
    }
    return writeExport(ctx, o.value("output"), format, text);
}

int subShow(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "show", {"kind"}); !ok)
        return report(ok.error(), ctx.json);
    if (isN1815File(file))
        return n1815Journal(ctx, o, "show", file);
    if (isVvFile(file))
        return vvJournal(ctx, o, "show", file);
    Result<Game> game = Game::open(file, finderFor(ctx), Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    const std::optional<std::string> kind = o.value("kind");
    Result<std::vector<JournalEvent>> read = game->journal().readEvents();
    if (!read)
        return report(read.error(), ctx.json);
    if (ctx.json) {
        json events = json::array();
        for (const JournalEvent &e : *read)
            if (!kind || e.kind == *kind) {
                json item = e.toJson();
                item["counts"] = !game->state().undone.count(e.seq);
                item["summary"] = summarizeEvent(e);
                events.push_back(item);
            }
        emit({{"header", game->journal().header().toJson()},
              {"problems", problemsJson(game->journal())},
              {"readOnly", game->journal().readOnly()},
              {"events", events}});
        return exitOk;
    }
    warnProblems(game->journal());
    const JournalHeader &h = game->journal().header();
    std::cout << file << ": " << game->ruleset().name
              << (h.title.empty() ? "" : ", \"" + h.title + "\"") << ", created " << h.created
              << "\n";
    for (const JournalEvent &e : *read)
        if (!kind || e.kind == *kind)
            printEvent(e, game->state());
    return exitOk;
}

int subState(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "state", {"at"}); !ok)
        return report(ok.error(), ctx.json);
    Result<Game> game = Game::open(file, finderFor(ctx), Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    warnProblems(game->journal());
    Result<std::optional<long long>> at = o.integer("at");
    if (!at)
        return report(at.error(), ctx.json);
    const std::uint64_t last = game->journal().lastSeq();
    if (*at && (**at < 1 || static_cast<std::uint64_t>(**at) > last))
        return report(badInput("--at " + std::to_string(**at) + ": the journal has events 1 to " +
                               std::to_string(last)),
                      ctx.json);
    Result<GameState> state =
        *at ? game->stateAt(static_cast<std::uint64_t>(**at)) : Result<GameState>(game->state());
    if (!state)
        return report(state.error(), ctx.json);
    if (ctx.json) {
        emit(*state);
        return exitOk;
    }
    std::cout << "After event " << state->atSeq << " of " << last << ": turn " << state->turn;
    if (state->turn > 0 && !state->turns.empty())
        std::cout << " (" << state->turnLabel(state->turn) << ")";
    if (!state->phase.empty())
        std::cout << ", " << (state->phasePlayer.empty() ? "" : state->phasePlayer + " ")
                  << state->phase;
    std::cout << ", weather " << state->weather << "\n";
    for (const SideState &s : state->sides) {
        std::cout << "  " << s.name << ": casualties " << s.casualties;
        if (s.demoralizationLevel)
            std::cout << " / demoralization " << *s.demoralizationLevel;
        if (s.disintegrationLevel)
            std::cout << " / disintegration " << *s.disintegrationLevel;
        std::cout << (s.disintegrated ? "  DISINTEGRATED" : s.demoralized ? "  DEMORALIZED" : "");
        if (s.exited)
            std::cout << ", exited " << s.exited;
        if (s.points)
            std::cout << ", points " << s.points;
        std::cout << "\n";
        for (const auto &[corps, n] : s.corpsCasualties)
            std::cout << "    " << corps << ": " << n << "\n";
    }
    int voided = 0;
    for (const RollRecord &r : state->rolls)
        voided += r.voided;
    std::cout << "  rolls " << state->rolls.size() << " (" << voided
              << " voided); next generated draw " << state->nextDraw << " of seed " << state->seed
              << "\n";
    for (const UnverifiedUse &u : state->unverified)
        std::cout << "  UNVERIFIED: " << u.text << " are stand-ins: " << u.source << "\n";
    if (!state->counterHexes.empty()) {
        std::cout << "  counters on the map (camera markers):";
        for (const auto &[marker, hex] : state->counterHexes)
            std::cout << " " << marker << " in " << hex;
        std::cout << "\n";
    }
    if (!state->countersRemoved.empty()) {
        std::cout << "  counters removed:";
        for (int marker : state->countersRemoved)
            std::cout << " " << marker;
        std::cout << "\n";
    }
    if (const std::vector<std::string> due = state->reinforcementsDue(); !due.empty()) {
        std::cout << "  reinforcements due:";
        for (const std::string &id : due)
            std::cout << " " << id;
        std::cout << "\n";
    }
    if (!*at) {
        if (std::optional<SequenceStep> next = game->nextStep())
            std::cout << "  next: " << describeStep(*next)
                      << (next->text.empty() ? "" : ": " + next->text) << "\n";
        else if (state->turns.empty())
            std::cout << "  next: turn " << state->turn + 1 << "\n";
        else if (state->turn < static_cast<int>(state->turns.size()))
            std::cout << "  next: turn " << state->turn + 1 << " ("
                      << state->turnLabel(state->turn + 1) << ", "
                      << state->turnWeather(state->turn + 1) << ")\n";
        else
            std::cout << "  the last turn of the turn record is over: judge victory\n";
    }
    return exitOk;
}

int subUndoRedo(Context &ctx, const CliOptions &o, const std::string &file, bool undo)
{
    if (Result<Ok> ok = checkOptions(o, undo ? "undo" : "redo", {"id"}); !ok)
        return report(ok.error(), ctx.json);
    Result<std::string> id = appendId(o);
    if (!id)
        return report(id.error(), ctx.json);
    Result<Game> game = Game::open(file, finderFor(ctx));
    if (!game)
        return report(game.error(), ctx.json);
    warnProblems(game->journal());
    Result<JournalEvent> event = undo ? game->undo(*id) : game->redo(*id);
    if (!event)
        return report(event.error(), ctx.json);
    printAppended(ctx, *event, *game);
    return exitOk;
}

int subExport(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "export", {"format", "output", "overwrite"}); !ok)
        return report(ok.error(), ctx.json);
    if (Result<Ok> ok = checkExportTarget(o, file); !ok)
        return report(ok.error(), ctx.json);
    if (isN1815File(file))
        return n1815Journal(ctx, o, "export", file);
    if (isVvFile(file))
        return vvJournal(ctx, o, "export", file);
    Result<Game> game = Game::open(file, finderFor(ctx), Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    warnProblems(game->journal());
    const std::string format = o.value("format").value_or("html");
    Result<std::string> text = badInput("--format \"" + format + "\": expected html, csv or json");
    if (format == "html")
        text = exportHtml(game->journal(), game->ruleset());
    else if (format == "csv")
        text = exportCsv(game->journal());
    else if (format == "json")
        text = exportJson(game->journal(), game->ruleset());
    if (!text)
        return report(text.error(), ctx.json);
    return writeExport(ctx, o.value("output"), format, *text);
}

// Replays the file, re-derives every generated roll from the seed and re-resolves every combat.
int subVerify(Context &ctx, const CliOptions &o, const std::string &file)
{
    if (Result<Ok> ok = checkOptions(o, "verify", {}); !ok)
        return report(ok.error(), ctx.json);
    if (isN1815File(file))
        return n1815Journal(ctx, o, "verify", file);
    if (isVvFile(file))
        return vvJournal(ctx, o, "verify", file);
    Result<Game> game = Game::open(file, finderFor(ctx), Journal::Mode::ReadOnly);
    if (!game)
        return report(game.error(), ctx.json);
    const Journal &journal = game->journal();
    const GameState &state = game->state();
    std::vector<std::string> mismatches;
    for (const JournalProblem &p : journal.problems())
        if (p.kind == JournalProblem::Kind::Damaged)
            mismatches.push_back(p.message);
    std::map<std::uint64_t, std::uint64_t> drawsUsed; // draw -> event
    int rolls = 0, combats = 0;
    const int faces = game->ruleset().dieFaces;
    auto checkRoll = [&](const JournalEvent &e, const json &roll) {
        ++rolls;
        if (roll.value("source", "") != "generated")
            return;
        const std::uint64_t seed = roll.value("seed", std::uint64_t{0});
        const std::uint64_t draw = roll.value("draw", std::uint64_t{0});
        const int value = roll.value("value", 0);
        if (seed != state.seed)
            mismatches.push_back("event " + std::to_string(e.seq) +
                                 ": a generated roll from seed " + std::to_string(seed) +
                                 ", not the game's seed " + std::to_string(state.seed));
        if (DiceGenerator::valueAt(seed, draw, faces) != value)
            mismatches.push_back("event " + std::to_string(e.seq) + ": draw " +
                                 std::to_string(draw) + " of seed " + std::to_string(seed) +
                                 " is " +
                                 std::to_string(DiceGenerator::valueAt(seed, draw, faces)) +
                                 ", but the journal says " + std::to_string(value));
        if (auto [it, fresh] = drawsUsed.emplace(draw, e.seq); !fresh)
            mismatches.push_back("event " + std::to_string(e.seq) + ": draw " +
                                 std::to_string(draw) + " was already used by event " +
                                 std::to_string(it->second) + " (a re-roll)");
    };
    Result<std::vector<JournalEvent>> read = journal.readEvents();
    if (!read)
        return report(read.error(), ctx.json);
    for (const JournalEvent &e : *read) {
        if (e.kind == "roll")
            checkRoll(e, e.data);
        if (e.kind != "combat.resolved")
            continue;
        ++combats;
        const json &outcome = e.data["outcome"];
        if (outcome.contains("roll") && outcome["roll"].is_object())
            checkRoll(e, outcome["roll"]);
        json request = e.data["request"];
        request["ruleset"] = game->ruleset().id;
        Result<CombatRequest> parsed = CombatRequest::fromJson(request);
        if (!parsed) {
            mismatches.push_back("event " + std::to_string(e.seq) +
                                 ": its request does not read: " + parsed.error().message);
            continue;
        }
        if (const auto die = outcome.find("die");
            die != outcome.end() && die->is_number_integer() && die->get<long long>() >= 1 &&
            die->get<long long>() <= 1000) {
            parsed->seed.reset();
            parsed->die = die->get<int>();
        }
        Result<CombatOutcome> again = resolveCombat(*parsed, game->ruleset());
        if (!again) {
            mismatches.push_back("event " + std::to_string(e.seq) +
                                 ": the combat no longer resolves: " + again.error().message);
            continue;
        }
        for (const char *field : {"column", "result", "effectiveResult"}) {
            const json now = json(*again)[field];
            if (now != outcome.value(field, json()))
                mismatches.push_back("event " + std::to_string(e.seq) + ": " + field + " is " +
                                     now.dump() + " with today's rule data, the journal says " +
                                     outcome.value(field, json()).dump());
        }
    }
    return reportVerification(ctx, file, journal, {{"rolls", rolls}, {"combats", combats}},
                              std::to_string(rolls) + " rolls and " + std::to_string(combats) +
                                  " combats checked",
                              mismatches);
}

// Whether a journal opens as its game (its events replay): "" when it does, else why not.
std::string replayProblem(Context &ctx, const std::string &file)
{
    Result<Journal> journal = Journal::open(file, Journal::Mode::ReadOnly);
    if (!journal)
        return journal.error().message;
    const JournalHeader &header = journal->header();
    std::optional<Error> error;
    if (header.ruleset == N1815Journal::rulesetId) {
        if (Result<N1815Journal> game = openN1815(ctx, file); !game)
            error = game.error();
    } else if (header.ruleset == VvJournal::rulesetId) {
        if (Result<VvJournal> game =
                VvJournal::open(file, ctx.library.dirs(), Journal::Mode::ReadOnly);
            !game)
            error = game.error();
    } else if (!journal->digests().empty() &&
               journal->digests().front().kind == "campaign.created") {
        if (Result<Campaign> campaign = Campaign::open(file, Journal::Mode::ReadOnly); !campaign)
            error = campaign.error();
    } else if (Result<Game> game = Game::open(file, finderFor(ctx), Journal::Mode::ReadOnly);
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
        if (Result<Ok> ok = checkOptions(o, "campaign next",
                                         {"ruleset", "title", "scenario", "side", "unit", "seed"});
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
            for (const SideState &side : game->state().sides)
                std::cout << "  " << side.name << ": casualties " << side.carried << "\n";
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
                               {"problems", b.problems}});
        emit({{"battles", battles},
              {"casualties", state->casualties},
              {"corpsCasualties", state->corpsCasualties},
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
    if (sub == "new")
        return subNew(ctx, o, file);
    if (sub == "append")
        return subAppend(ctx, o, file);
    if (sub == "show")
        return subShow(ctx, o, file);
    if (sub == "state")
        return subState(ctx, o, file);
    if (sub == "undo" || sub == "redo")
        return subUndoRedo(ctx, o, file, sub == "undo");
    if (sub == "export")
        return subExport(ctx, o, file);
    if (sub == "verify")
        return subVerify(ctx, o, file);
    if (sub == "repair")
        return subRepair(ctx, o, file);
    return report(badInput("unknown journal subcommand \"" + sub + "\"\n" + journalUsage),
                  ctx.json);
}

} // namespace umpire::cli
