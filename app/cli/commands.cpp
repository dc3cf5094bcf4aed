#include "commands.h"

#include "archery.h"
#include "clicontext.h"

#include "clioptions.h"
#include "combat.h"
#include "games.h"
#include "journal.h"
#include "jsonfile.h"
#include "mapcommands.h"
#include "morale.h"
#include "output.h"
#include "reorganization.h"
#include "rulesetlibrary.h"
#include "safefile.h"
#include "utf8text.h"
#include "victory.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <utility>

namespace umpire::cli {

using nlohmann::json;
using namespace umpire::crt;

// Neither can fail whatever a message holds: a byte that is not UTF-8 (which the checks where input
// enters should have refused) is written as U+FFFD, never an abort.
int report(const Error &error, bool asJson)
{
    const bool data = error.kind == ErrorKind::BadData;
    if (asJson)
        emit({{"error", {{"kind", data ? "badData" : "badInput"}, {"message", error.message}}}});
    std::cerr << "umpire-cli: " << (data ? "bad data: " : "error: ")
              << replaceInvalidUtf8(error.message) << "\n";
    return data ? exitBadData : exitBadInput;
}

void emit(const json &document)
{
    std::cout << document.dump(2, ' ', false, json::error_handler_t::replace) << "\n";
}

static const std::string usageText = R"(umpire-cli: the referee's command line (Umpire)

Usage: umpire-cli COMMAND [OPTIONS]

Commands:
  rulesets        list the game systems and where their data comes from
  combat          resolve a combat: odds, terrain, shifts, the chart and what the result obliges
  roll            roll dice with provenance (a physical die, or the seeded generator)
  demoralization  casualty levels against demoralization and disintegration levels
  victory         judge victory: automatic victories, loss limits, points and levels;
                  victory FILE [--at N]: a chart game's journal, judged from its own events
  archery         BMW 6.2 archery fire
  reorganize      BMW 11.1 reorganization of a disordered unit
  validate        check rule-data files against the schema and the charts' completeness
  journal         the game journal: new, append, show, state, undo, redo, export, verify
  vv              Vae Victis miniatures: distances in paces, ranges, opposed rolls, armies, morale;
                  a battle journaled: vv new|state|loss|undo|redo|verify FILE, vv ASK --journal FILE
  n1815           Napoleon 1815 Returns, journaled: new, act, state, show, undo, redo
  map             the hex map: validate, show, path, reach, zoc, los, retreat, advance, entry;
                  a map from its picture: fit-grid, suggest-terrain
  vision          the camera: locate, track, measure, sheet, bench, scene, lens
  vassal          vassal import MODULE.vmod: a VASSAL module's maps, counters and set-ups
  demo            a short demonstration of the commands
  help            this text

Every command takes --json (a JSON answer on standard output) and --rulesdata DIR
(rule data to use before the user data folder and the shipped files); journal, n1815 and vv
take --wait SECONDS (how long to wait for another program's lock on a journal, default 5).
Exit codes: 0 success, 2 bad input, 3 bad data (rule data or a journal). See docs/cli.md.
umpire-cli --version prints the version.
)";

Result<json> readRequestFile(const std::string &name)
{
    Result<std::string> text = readWholeFile(name, "request");
    if (!text)
        return text.error();
    return parseJsonText(*text, name == "-" ? std::string("the request on standard input")
                                            : "request file \"" + name + "\"");
}

// "13,4:cavalry,2" as units: a strength and an optional unit type each.
namespace {

Result<json> parseUnits(const std::string &text, const std::string &option, bool unitIds)
{
    json units = json::array();
    std::stringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        const std::size_t colon = item.find(':');
        Result<long long> strength = parseInteger(item.substr(0, colon), option);
        if (!strength && unitIds && colon == std::string::npos && !item.empty()) {
            units.push_back({{"id", item}}); // a unit of the game's order of battle, by its id
            continue;
        }
        if (!strength)
            return strength.error();
        if (*strength < 1)
            return badInput(option + ": strength " + std::to_string(*strength) +
                            " is not allowed: every unit has a combat strength of at least 1");
        if (colon == std::string::npos)
            units.push_back(*strength);
        else
            units.push_back({{"strength", *strength}, {"type", item.substr(colon + 1)}});
    }
    if (units.empty() || (!text.empty() && text.back() == ','))
        return badInput(option + ": expected strengths separated by commas, like 5,4,4");
    return units;
}

Result<std::shared_ptr<const Ruleset>> rulesetFor(const Context &ctx, const CliOptions &options,
                                                  const json *request = nullptr)
{
    std::optional<std::string> id = options.value("ruleset");
    if (!id && request && request->contains("ruleset") && (*request)["ruleset"].is_string())
        id = (*request)["ruleset"].get<std::string>();
    if (!id)
        return badInput("name the game system with --ruleset ID (umpire-cli rulesets lists them)");
    return ctx.library.find(*id);
}

const std::set<std::string> commonValues = {"rulesdata"};
const std::set<std::string> commonFlags = {"json", "help"};

// Every game system Umpire referees (games.h): the chart games, Napoleon 1815 Returns and the Vae
// Victis games, with where their data comes from and what in it is unverified.
int cmdRulesets(Context &ctx, const CliOptions &)
{
    const json list = GameRegistry(ctx.library.dirs()).systems();
    std::optional<std::string> firstError;
    for (const json &r : list)
        if (r.contains("error") && !firstError)
            firstError = r["error"].get<std::string>();
    if (ctx.json) {
        emit({{"rulesets", list}});
    } else {
        static const std::map<std::string, std::string> kinds = {
            {"crt", "chart game"}, {"n1815", "card battles"}, {"vaevictis", "Vae Victis"}};
        for (const json &r : list) {
            if (r.contains("error")) {
                std::cout << r["id"].get<std::string>()
                          << "  BROKEN: " << r["error"].get<std::string>() << "\n";
                continue;
            }
            // A kind this list has no words for (a game family added since) is named by its id.
            const std::string kind = r.value("kind", "");
            const auto named = kinds.find(kind);
            std::cout << std::left << r["id"].get<std::string>() << "  "
                      << r.value("name", r["id"].get<std::string>()) << " ("
                      << (named == kinds.end() ? kind : named->second) << ", "
                      << r.value("edition", "") << ")\n      " << r.value("file", "") << "\n";
            // A long list (every stand-in of a sheet) in short: --json gives it whole.
            const json unverified = r.value("unverified", json::array());
            const std::size_t shown = unverified.size() > 6 ? 3 : unverified.size();
            for (std::size_t i = 0; i < shown; ++i)
                std::cout << "      unverified: " << unverified[i]["text"].get<std::string>()
                          << "\n";
            if (shown < unverified.size())
                std::cout << "      unverified: " << unverified.size() - shown
                          << " more stand-ins (umpire-cli rulesets --json lists them)\n";
        }
        std::cout << "Rule data searched in:\n";
        for (const auto &dir : ctx.library.dirs())
            std::cout << "  " << dir.string() << "\n";
    }
    if (firstError)
        return report(badData(*firstError), false);
    return exitOk;
}

} // namespace

Result<json> actionFrom(const CliOptions &o, const std::string &usage)
{
    if (auto text = o.value("action"))
        return parseJsonText(*text, "--action");
    if (auto request = o.value("request"))
        return readRequestFile(*request);
    return badInput(usage);
}

Result<json> combatRequestFrom(const CliOptions &o, bool unitIds)
{
    json request = json::object();
    if (auto file = o.value("request")) {
        Result<json> loaded = readRequestFile(*file);
        if (!loaded)
            return loaded.error();
        request = *loaded;
        if (!request.is_object())
            return badInput("the combat request must be a JSON object");
    }
    if (auto id = o.value("ruleset"))
        request["ruleset"] = *id;
    for (const auto &[option, key] :
         std::map<std::string, std::string>{{"attack", "attackers"}, {"defend", "defenders"}})
        if (auto text = o.value(option)) {
            Result<json> units = parseUnits(*text, "--" + option, unitIds);
            if (!units)
                return units.error();
            request[key] = *units;
        }
    for (const auto &[option, key] :
         std::map<std::string, std::string>{{"terrain", "terrain"},
                                            {"hexside", "hexside"},
                                            {"weather", "weather"},
                                            {"reduce-to", "reduceTo"},
                                            {"shift-mode", "shiftMode"},
                                            {"attacker-side", "attackerSide"},
                                            {"defender-side", "defenderSide"}})
        if (auto v = o.value(option))
            request[key] = *v;
    for (const auto &[option, key] :
         std::map<std::string, std::string>{{"die", "die"}, {"seed", "seed"}, {"draw", "draw"}}) {
        Result<std::optional<long long>> n = o.integer(option);
        if (!n)
            return n.error();
        if (*n)
            request[key] = **n;
    }
    for (const std::string &shift : o.values("shift")) {
        Result<long long> n = parseInteger(shift, "--shift");
        if (!n)
            return n.error();
        if (!request.contains("shifts"))
            request["shifts"] = json::array();
        request["shifts"].push_back(
            {{"columns", *n}, {"reason", "--shift " + shift + " given by the players"}});
    }
    if (o.has("attacker-demoralized"))
        request["attackerDemoralized"] = true;
    if (o.has("defender-demoralized"))
        request["defenderDemoralized"] = true;
    if (o.has("odds-table"))
        request["oddsTable"] = true;

    return request;
}

namespace {

int cmdCombat(Context &ctx, const CliOptions &o)
{
    Result<json> request = combatRequestFrom(o, false);
    if (!request)
        return report(request.error(), ctx.json);
    Result<CombatRequest> parsed = CombatRequest::fromJson(*request);
    if (!parsed)
        return report(parsed.error(), ctx.json);
    Result<std::shared_ptr<const Ruleset>> ruleset = ctx.library.find(parsed->ruleset);
    if (!ruleset)
        return report(ruleset.error(), ctx.json);
    Result<CombatOutcome> outcome = resolveCombat(*parsed, **ruleset);
    if (!outcome)
        return report(outcome.error(), ctx.json);
    if (ctx.json)
        emit(*outcome);
    else
        printCombat(std::cout, *outcome, **ruleset);
    return exitOk;
}

int cmdRoll(Context &ctx, const CliOptions &o)
{
    int faces = 6;
    if (o.has("ruleset")) {
        Result<std::shared_ptr<const Ruleset>> r = rulesetFor(ctx, o);
        if (!r)
            return report(r.error(), ctx.json);
        faces = (*r)->dieFaces;
    }
    Result<std::optional<long long>> die = o.integer("die"), seed = o.integer("seed"),
                                     draw = o.integer("draw"), count = o.integer("count");
    for (const auto *n : {&die, &seed, &draw, &count})
        if (!*n)
            return report(n->error(), ctx.json);
    std::vector<Roll> rolls;
    if (*die) {
        if (*seed)
            return report(
                badInput("give either --die (a physical die) or --seed (the generator), not both"),
                ctx.json);
        Result<Roll> roll = Roll::physical(static_cast<int>(**die), faces);
        if (!roll)
            return report(roll.error(), ctx.json);
        rolls.push_back(*roll);
    } else {
        if ((*seed && **seed < 0) || (*draw && **draw < 0))
            return report(badInput("--seed and --draw are whole numbers of 0 or more"), ctx.json);
        const long long n = count->value_or(1);
        if (n < 1 || n > 10000)
            return report(badInput("--count " + std::to_string(n) + ": expected 1 to 10000 rolls"),
                          ctx.json);
        DiceGenerator generator(seed->has_value() ? static_cast<std::uint64_t>(**seed)
                                                  : DiceGenerator::freshSeed(),
                                static_cast<std::uint64_t>(draw->value_or(0)));
        for (long long i = 0; i < n; ++i)
            rolls.push_back(generator.roll(faces));
    }
    if (ctx.json) {
        const json list = rolls;
        emit({{"faces", faces}, {"rolls", list}});
    } else {
        for (const Roll &r : rolls)
            std::cout << r.describe() << "\n";
    }
    return exitOk;
}

// --army NAME:CASUALTIES[:DEMORALIZATION[:DISINTEGRATION]] and --loss NAME:N into a morale request.
Result<json> moraleRequestFrom(const CliOptions &o)
{
    json request = json::object();
    if (auto file = o.value("request")) {
        Result<json> loaded = readRequestFile(*file);
        if (!loaded)
            return loaded.error();
        request = *loaded;
        if (!request.is_object())
            return badInput("the request must be a JSON object");
    }
    if (auto id = o.value("ruleset"))
        request["ruleset"] = *id;
    if (auto phasing = o.value("phasing"))
        request["phasing"] = *phasing;
    if (!o.values("army").empty())
        request["armies"] = json::array();
    for (const std::string &spec : o.values("army")) {
        std::vector<std::string> parts;
        std::stringstream s(spec);
        std::string part;
        while (std::getline(s, part, ':'))
            parts.push_back(part);
        if (parts.size() < 2 || parts.size() > 4 || parts[0].empty())
            return badInput("--army \"" + spec +
                            "\": expected NAME:CASUALTIES[:DEMORALIZATION[:DISINTEGRATION]]");
        json army = {{"name", parts[0]}};
        const char *keys[] = {"", "casualties", "demoralization", "disintegration"};
        for (std::size_t i = 1; i < parts.size(); ++i) {
            if (parts[i].empty())
                continue;
            Result<long long> n =
                parseInteger(parts[i], std::string("--army ") + parts[0] + " " + keys[i]);
            if (!n)
                return n.error();
            army[keys[i]] = *n;
        }
        request["armies"].push_back(army);
    }
    for (const std::string &spec : o.values("loss")) {
        const std::size_t colon = spec.rfind(':');
        if (colon == std::string::npos || colon == 0)
            return badInput("--loss \"" + spec +
                            "\": expected NAME:N (negative N for units rallied)");
        const std::string name = spec.substr(0, colon);
        Result<long long> n = parseInteger(spec.substr(colon + 1), "--loss " + name);
        if (!n)
            return n.error();
        bool found = false;
        for (json &army : request["armies"])
            if (army.value("name", "") == name) {
                army["losses"] = *n;
                found = true;
            }
        if (!found)
            return badInput("--loss " + name + ": no army of that name was given with --army");
    }
    return request;
}

// Reads the request, finds its ruleset, judges it and answers: the part every judging command
// shares.
template <typename Request, typename Outcome>
int judge(Context &ctx, const CliOptions &o, const json &request,
          Result<Outcome> (*judgeWith)(const Request &, const Ruleset &),
          void (*print)(std::ostream &, const Outcome &))
{
    Result<Request> parsed = Request::fromJson(request);
    if (!parsed)
        return report(parsed.error(), ctx.json);
    Result<std::shared_ptr<const Ruleset>> ruleset = rulesetFor(ctx, o, &request);
    if (!ruleset)
        return report(ruleset.error(), ctx.json);
    Result<Outcome> outcome = judgeWith(*parsed, **ruleset);
    if (!outcome)
        return report(outcome.error(), ctx.json);
    if (ctx.json)
        emit(*outcome);
    else
        print(std::cout, *outcome);
    return exitOk;
}

int cmdDemoralization(Context &ctx, const CliOptions &o)
{
    Result<json> request = moraleRequestFrom(o);
    if (!request)
        return report(request.error(), ctx.json);
    return judge<MoraleRequest, MoraleOutcome>(ctx, o, *request, evaluateMorale, printMorale);
}

// victory FILE: the game a chart game's journal records, judged from its own events.
int victoryFromJournal(Context &ctx, const CliOptions &o, const std::string &file)
{
    for (const std::string &name : o.names())
        if (name != "json" && name != "rulesdata" && name != "at" && name != "end")
            return report(badInput("victory FILE reads the game from its journal: --" + name +
                                   " is for a victory given by its numbers (give either FILE, "
                                   "with --at N or --end, or the numbers)"),
                          ctx.json);
    Result<std::optional<long long>> at = o.integer("at");
    if (!at)
        return report(at.error(), ctx.json);
    if (*at && **at < 1)
        return report(badInput("--at " + std::to_string(**at) + ": events are numbered from 1"),
                      ctx.json);
    Result<Journal> journal = Journal::open(file, Journal::Mode::ReadOnly);
    if (!journal)
        return report(journal.error(), ctx.json);
    for (const JournalProblem &p : journal->problems())
        std::cerr << "umpire-cli: warning: " << file << ": " << p.message << "\n";
    const std::string system = journal->header().ruleset;
    if (GameRegistry::kindOf(system) != "crt")
        return report(badInput(file + ": a journal of " + system +
                               ", not of a chart game: victory judges the journals of the chart "
                               "games (umpire-cli rulesets lists them); see journal state FILE"),
                      ctx.json);
    Result<std::shared_ptr<const Ruleset>> ruleset = ctx.library.find(system);
    if (!ruleset)
        return report(ruleset.error(), ctx.json);
    if (*at && static_cast<std::uint64_t>(**at) > journal->lastSeq())
        return report(badInput("--at " + std::to_string(**at) + ": " + file + " has events 1 to " +
                               std::to_string(journal->lastSeq())),
                      ctx.json);
    std::optional<std::uint64_t> atSeq;
    if (*at)
        atSeq = static_cast<std::uint64_t>(**at);
    Result<GameVictory> victory =
        judgeGameVictory(journal->digests(), **ruleset, atSeq, o.has("end"));
    if (!victory)
        return report(prefixed(file, victory.error()), ctx.json);
    if (ctx.json) {
        emit(*victory);
        return exitOk;
    }
    std::cout << file << ", " << (*ruleset)->name << ", "
              << (victory->decidedAt ? "decided at event " : "after event ") << victory->atSeq
              << " of " << journal->lastSeq() << ":\n";
    for (const ArmyLosses &army : victory->request.morale.armies)
        std::cout << "  " << army.name << ": casualties " << army.casualties + army.losses << "\n";
    if (victory->request.exited > 0)
        std::cout << "  French units exited: " << victory->request.exited << "\n";
    for (const auto &[player, points] : victory->request.points)
        if (points != 0)
            std::cout << "  " << player << ": " << points << " victory points\n";
    std::cout << "\n";
    printVictory(std::cout, victory->outcome);
    return exitOk;
}

int cmdVictory(Context &ctx, const CliOptions &o)
{
    if (o.positional().size() > 1)
        return report(
            badInput("victory takes one journal FILE, not \"" + o.positional()[1] + "\" as well"),
            ctx.json);
    if (!o.positional().empty())
        return victoryFromJournal(ctx, o, o.positional().front());
    if (o.has("at"))
        return report(badInput("--at N is the event of a journal: give the journal FILE"),
                      ctx.json);
    Result<json> request = moraleRequestFrom(o);
    if (!request)
        return report(request.error(), ctx.json);
    for (const std::string &spec : o.values("vp")) {
        const std::size_t colon = spec.rfind(':');
        if (colon == std::string::npos || colon == 0)
            return report(badInput("--vp \"" + spec + "\": expected PLAYER:POINTS"), ctx.json);
        Result<long long> n = parseInteger(spec.substr(colon + 1), "--vp " + spec.substr(0, colon));
        if (!n)
            return report(n.error(), ctx.json);
        (*request)["points"][spec.substr(0, colon)] = *n;
    }
    Result<std::optional<long long>> exited = o.integer("exited");
    if (!exited)
        return report(exited.error(), ctx.json);
    if (*exited)
        (*request)["exited"] = **exited;
    if (auto first = o.value("first"))
        (*request)["first"] = *first;
    if (o.has("end"))
        (*request)["gameOver"] = true;
    return judge<VictoryRequest, VictoryOutcome>(ctx, o, *request, judgeVictory, printVictory);
}

// A physical --die, or the generator (--seed/--draw, or a fresh seed).
Result<Roll> rollFrom(const CliOptions &o, int faces)
{
    Result<std::optional<long long>> die = o.integer("die"), seed = o.integer("seed"),
                                     draw = o.integer("draw");
    for (const auto *n : {&die, &seed, &draw})
        if (!*n)
            return n->error();
    if (*die && *seed)
        return badInput("give either --die (a physical die) or --seed (the generator), not both");
    if (*die)
        return Roll::physical(static_cast<int>(**die), faces);
    if ((*seed && **seed < 0) || (*draw && **draw < 0))
        return badInput("--seed and --draw are whole numbers of 0 or more");
    DiceGenerator generator(seed->has_value() ? static_cast<std::uint64_t>(**seed)
                                              : DiceGenerator::freshSeed(),
                            static_cast<std::uint64_t>(draw->value_or(0)));
    return generator.roll(faces);
}

int cmdArchery(Context &ctx, const CliOptions &o)
{
    Result<std::shared_ptr<const Ruleset>> ruleset = rulesetFor(ctx, o);
    if (!ruleset)
        return report(ruleset.error(), ctx.json);
    Result<std::optional<long long>> fire = o.integer("fire");
    if (!fire)
        return report(fire.error(), ctx.json);
    if (!*fire)
        return report(badInput("give the firing unit's fire factor with --fire N"), ctx.json);
    Result<Roll> roll = rollFrom(o, (*ruleset)->dieFaces);
    if (!roll)
        return report(roll.error(), ctx.json);
    Result<ArcheryOutcome> outcome =
        resolveArchery(**ruleset, static_cast<int>(**fire), o.has("disorganized"), *roll);
    if (!outcome)
        return report(outcome.error(), ctx.json);
    if (ctx.json)
        emit({{"roll", json(outcome->roll)},
              {"hit", outcome->hit},
              {"disorganized", outcome->disorganized},
              {"steps", outcome->explanation.steps}});
    else
        printArchery(std::cout, *outcome);
    return exitOk;
}

int cmdReorganize(Context &ctx, const CliOptions &o)
{
    Result<std::shared_ptr<const Ruleset>> ruleset = rulesetFor(ctx, o);
    if (!ruleset)
        return report(ruleset.error(), ctx.json);
    ReorganizationRequest request;
    request.unitType = o.value("type").value_or("");
    request.adjacentEnemy = o.has("adjacent-enemy");
    Result<std::optional<long long>> leader = o.integer("leader");
    if (!leader)
        return report(leader.error(), ctx.json);
    request.leader = static_cast<int>(leader->value_or(0));
    std::optional<Roll> roll;
    if (o.has("die") || o.has("seed") || !o.has("type") || request.unitType != "horse archers") {
        Result<Roll> r = rollFrom(o, (*ruleset)->dieFaces);
        if (!r)
            return report(r.error(), ctx.json);
        roll = *r;
    }
    Result<ReorganizationOutcome> outcome = resolveReorganization(**ruleset, request, roll);
    if (!outcome)
        return report(outcome.error(), ctx.json);
    if (ctx.json)
        emit({{"roll", outcome->roll ? json(*outcome->roll) : json(nullptr)},
              {"automatic", outcome->automatic},
              {"total", outcome->automatic ? json(nullptr) : json(outcome->modified)},
              {"reorganized", outcome->reorganized},
              {"steps", outcome->explanation.steps}});
    else
        printReorganization(std::cout, *outcome);
    return exitOk;
}

int cmdValidate(Context &ctx, const CliOptions &o)
{
    std::vector<std::pair<std::string, std::string>> files; // label, path
    for (const std::string &file : o.positional())
        files.push_back({file, file});
    if (files.empty())
        for (const auto &[id, path] : ctx.library.available())
            files.push_back({id, path.string()});
    json results = json::array();
    int code = exitOk;
    const GameRegistry registry(ctx.library.dirs());
    for (const auto &[label, path] : files) {
        Result<json> r = registry.checkDataFile(path);
        if (r) {
            json result = *r;
            result["valid"] = true;
            results.push_back(result);
            if (!ctx.json)
                std::cout << "ok    " << path << " (" << (*r)["kind"].get<std::string>() << " "
                          << (*r)["id"].get<std::string>() << ", " << (*r)["unverified"].size()
                          << " unverified)\n";
        } else {
            const bool data = r.error().kind == ErrorKind::BadData;
            code = std::max(code, data ? exitBadData : exitBadInput);
            results.push_back({{"file", path}, {"valid", false}, {"error", r.error().message}});
            if (!ctx.json)
                std::cout << "BAD   " << r.error().message << "\n";
            std::cerr << "umpire-cli: " << (data ? "bad data: " : "error: ") << r.error().message
                      << "\n";
        }
    }
    if (ctx.json)
        emit({{"files", results}});
    return code;
}

int cmdDemo(const std::string &executable)
{
    const std::vector<std::vector<std::string>> script = {
        {"rulesets"},
        {"combat", "--ruleset", "nlb", "--attack", "5,4,4", "--defend", "4", "--die", "3"},
        {"combat", "--ruleset", "nlb", "--attack", "9,6", "--defend", "4", "--terrain", "chateau",
         "--die", "1"},
        {"combat", "--ruleset", "naw", "--attack", "6", "--defend", "3", "--die", "5"},
        {"combat", "--ruleset", "bmw", "--attack", "12", "--defend", "2"},
        {"combat", "--ruleset", "bmw", "--attack", "6", "--defend", "3", "--terrain", "hill",
         "--odds-table"},
        {"victory", "--ruleset", "naw", "--army", "French:36", "--army", "Allied:38", "--loss",
         "French:4", "--loss", "Allied:3"},
    };
    for (const auto &args : script) {
        std::cout << "$ umpire-cli";
        for (const std::string &a : args)
            std::cout << " " << a;
        std::cout << "\n";
        const int code = run(args, executable);
        std::cout << "\n";
        if (code != exitOk)
            return code;
    }
    std::cout << "More in docs/cli.md. The desktop app: umpire --demo (README, \"The desktop app "
                 "at the table\").\n";
    return exitOk;
}

// Every argument is UTF-8 text, checked once before any command runs: a byte that is not would
// reach a JSON answer or a journal line, which cannot hold it. The message says which argument
// (counting the command as 1) and, for an option's value, which option, as CliOptions::parse reads
// them; it gives the byte's offset and value, never the bytes themselves.
std::optional<Error> nonUtf8Argument(const std::vector<std::string> &args,
                                     const std::set<std::string> &valueOptions)
{
    std::string valueOf; // the option whose value this argument is
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        std::string owner = std::exchange(valueOf, "");
        std::size_t start = 0; // where the value begins, in an "--option=value" argument
        const bool isOption = owner.empty() && arg.size() > 2 && arg.compare(0, 2, "--") == 0;
        const std::size_t eq = isOption ? arg.find('=') : std::string::npos;
        if (isOption && eq == std::string::npos && valueOptions.count(arg.substr(2)))
            valueOf = arg;
        const std::optional<std::size_t> bad = firstInvalidUtf8(arg);
        if (!bad)
            continue;
        if (isOption && eq != std::string::npos && *bad > eq &&
            valueOptions.count(arg.substr(2, eq - 2))) {
            owner = arg.substr(0, eq);
            start = eq + 1;
        }
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(arg[*bad]));
        const std::string which = i == 0          ? ", the command,"
                                  : owner.empty() ? ""
                                                  : ", the value of " + owner + ",";
        return badInput("argument " + std::to_string(i + 1) + which +
                        " is not UTF-8 text (byte offset " + std::to_string(*bad - start) + ": " +
                        byte + "): give every argument in UTF-8");
    }
    return std::nullopt;
}

} // namespace

std::string executablePath(const char *argv0)
{
    std::error_code ec;
    std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        self = argv0 ? std::filesystem::absolute(argv0, ec) : std::filesystem::path();
    return self.string();
}

int run(const std::vector<std::string> &args, const std::string &executable,
        const std::vector<ExtraCommand> &extra)
{
    if (args.empty() || args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
        std::cout << usageText;
        return args.empty() ? exitBadInput : exitOk;
    }

    const std::string command = args[0];
    using Handler = int (*)(Context &, const CliOptions &);
    struct Spec
    {
        Handler handler;
        std::set<std::string> values;
        std::set<std::string> flags;
    };
    std::map<std::string, Spec> commands = {
        {"rulesets", {cmdRulesets, {}, {}}},
        {"combat", {cmdCombat, combatValueOptions, combatFlags}},
        {"journal", {cmdJournal, journalValueOptions, journalFlags}},
        {"roll", {cmdRoll, {"ruleset", "die", "seed", "draw", "count"}, {}}},
        {"demoralization",
         {cmdDemoralization, {"ruleset", "army", "loss", "phasing", "request"}, {}}},
        {"victory",
         {cmdVictory,
          {"ruleset", "army", "loss", "phasing", "request", "vp", "exited", "first", "at"},
          {"end"}}},
        {"archery", {cmdArchery, {"ruleset", "fire", "die", "seed", "draw"}, {"disorganized"}}},
        {"reorganize",
         {cmdReorganize, {"ruleset", "type", "leader", "die", "seed", "draw"}, {"adjacent-enemy"}}},
        {"validate", {cmdValidate, {}, {}}},
        {"map", {cmdMap, mapValueOptions, {}}},
    };
    std::set<std::string> withArguments = {"validate", "journal", "map", "victory"};
    // The game families' own commands, one line each; then a program's own (umpire-cli-vision's
    // `vision`, umpire-cli's `vassal`).
    std::vector<ExtraCommand> added = {vvCommand, n1815Command};
    added.insert(added.end(), extra.begin(), extra.end());
    for (const ExtraCommand &e : added) {
        commands[e.name] = {e.handler, e.values, e.flags};
        if (e.takesArguments)
            withArguments.insert(e.name);
    }
    auto it = commands.find(command);
    std::set<std::string> knownValues = commonValues;
    if (it != commands.end())
        knownValues.insert(it->second.values.begin(), it->second.values.end());
    const bool asJson = std::find(args.begin(), args.end(), "--json") != args.end();
    if (std::optional<Error> bad = nonUtf8Argument(args, knownValues))
        return report(*bad, asJson);
    if (command == "demo")
        return cmdDemo(executable);
    if (it == commands.end()) {
        std::cerr << "umpire-cli: error: unknown command \"" << command
                  << "\" (umpire-cli help lists the commands)\n";
        return exitBadInput;
    }
    const Spec &spec = it->second;
    std::set<std::string> values = spec.values, flags = spec.flags;
    values.insert(commonValues.begin(), commonValues.end());
    flags.insert(commonFlags.begin(), commonFlags.end());
    Result<CliOptions> options =
        CliOptions::parse(std::vector<std::string>(args.begin() + 1, args.end()), values, flags);
    if (!options)
        return report(options.error(), asJson);
    if (options->has("help")) {
        std::cout << usageText;
        return exitOk;
    }
    if (!withArguments.count(command) && !options->positional().empty())
        return report(badInput("unexpected argument \"" + options->positional().front() +
                               "\" for " + command),
                      asJson);
    // The commands that keep a journal: how long to wait for another program's lock on it.
    if (options->has("wait")) {
        Result<std::optional<long long>> wait = options->integer("wait");
        if (!wait)
            return report(wait.error(), asJson);
        if (**wait < 0 || **wait > 3600)
            return report(
                badInput("--wait: expected 0 to 3600 seconds, not " + std::to_string(**wait)),
                asJson);
        Journal::setLockTimeout(std::chrono::seconds(**wait));
    }
    const std::string explicitDir = options->value("rulesdata").value_or("");
    std::error_code ec;
    if (!explicitDir.empty() && !std::filesystem::is_directory(explicitDir, ec))
        return report(badInput("--rulesdata \"" + explicitDir + "\" is not a folder"), asJson);
    Context ctx{RulesetLibrary(ruleDataSearchPath(explicitDir, executable)), asJson};
    return spec.handler(ctx, *options);
}

} // namespace umpire::cli
