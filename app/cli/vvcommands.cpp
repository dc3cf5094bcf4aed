// umpire-cli vv ASK --game ID ...: the Vae Victis miniatures games, over vv::answer; a battle
// kept in a journal is asked and acted on through its module (vvmodule.h).
#include "clicontext.h"
#include "commands.h"

#include "roll.h"
#include "vaevictisrequest.h"
#include "vvjournal.h"
#include "vvmodule.h"

#include <iostream>
#include <regex>
#include <set>

namespace umpire::cli {

using nlohmann::json;

namespace {

// "9cm", "3.5in", "120mm", "360paces" (or "360 paces") as {"value", "unit"}.
Result<json> vvDistance(const std::string &text)
{
    static const std::regex form(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*(cm|mm|in|paces)\s*$)");
    std::smatch m;
    if (!std::regex_match(text, m, form))
        return badInput("--distance \"" + text +
                        "\": expected a number and cm, mm, in or paces, such as 9cm");
    return json{{"value", std::stod(m[1])}, {"unit", m[2]}};
}

// A measured distance against every range and movement allowance of the game (VV 5.1, 7.2).
void vvPrintReach(const json &reach, const std::string &indent)
{
    std::string inRange, outOfRange;
    for (const json &r : reach.value("ranges", json::array())) {
        const std::string name = r.value("weaponName", r.value("weapon", ""));
        if (r.value("inRange", false))
            inRange += (inRange.empty() ? "" : ", ") + name + " (" + r.value("band", "") + ")";
        else
            outOfRange += (outOfRange.empty() ? "" : ", ") + name;
    }
    std::cout << indent << "in range of: " << (inRange.empty() ? "none" : inRange) << "\n";
    std::cout << indent << "out of range of: " << (outOfRange.empty() ? "none" : outOfRange)
              << "\n";
    // Each kind of troops, with the terrains in whose allowance the distance falls.
    std::vector<std::pair<std::string, std::string>> rows;
    for (const json &a : reach.value("allowances", json::array())) {
        if (!a.value("within", false))
            continue;
        const std::string row = a.value("rowName", a.value("row", ""));
        if (rows.empty() || rows.back().first != row)
            rows.emplace_back(row, "");
        rows.back().second +=
            (rows.back().second.empty() ? "" : ", ") + a.value("columnName", a.value("column", ""));
    }
    std::cout << indent << "within one move of:" << (rows.empty() ? " nobody" : "") << "\n";
    for (const auto &[row, columns] : rows)
        std::cout << indent << "  " << row << ": " << columns << "\n";
    for (const char *flag :
         {"zoneOfControl", "commandRange", "commandRangeInSight", "strategicDistance"})
        if (reach.contains(flag))
            std::cout << indent << flag << ": " << (reach[flag].get<bool>() ? "yes" : "no") << "\n";
}

// An opposed roll: each side's die and total, round by round, then who lost and what it must do.
void vvPrintCombat(const json &answer)
{
    auto side = [](const json &s) {
        std::string out = s.value("unitName", s.value("unit", "")) + ": factor " +
                          std::to_string(s.value("baseFactor", 0));
        for (const json &f : s.value("factors", json::array()))
            out += ", " + f.value("name", "") + " " + (f.value("value", 0) >= 0 ? "+" : "") +
                   std::to_string(f.value("value", 0)) +
                   (f.value("automatic", false) ? "" : " (chosen)");
        return out + ", modifier " + std::to_string(s.value("modifier", 0));
    };
    std::cout << answer.value("kind", "") << " (" << answer.value("game", "") << ")\n";
    std::cout << "  attacker " << side(answer.value("attacker", json::object())) << "\n";
    std::cout << "  defender " << side(answer.value("defender", json::object())) << "\n";
    int round = 0;
    for (const json &r : answer.value("rounds", json::array()))
        std::cout << "  roll " << ++round << ": attacker die " << r["attackerDie"].value("value", 0)
                  << " = " << r.value("attackerTotal", 0) << ", defender die "
                  << r["defenderDie"].value("value", 0) << " = " << r.value("defenderTotal", 0)
                  << "\n";
    if (answer.value("needsReroll", false))
        std::cout << "  a tie in melee: roll again (VV 8)\n";
    else if (answer.value("loser", "").empty())
        std::cout << "  no effect\n";
    else
        std::cout << "  " << answer.value("loser", "") << " loses ("
                  << answer.value("threshold", "")
                  << "): " << answer.value("tableText", answer.value("result", "")) << "\n";
    for (const json &o : answer.value("obligations", json::array()))
        std::cout << "  " << o.get<std::string>() << "\n";
}

// A readable answer: its plain fields, its lists of plain values, then its steps and stand-ins.
void vvPrint(const json &answer, const std::string &indent = "")
{
    for (const auto &[key, value] : answer.items()) {
        if (key == "steps" || key == "unverified")
            continue;
        if (key == "reach" && value.is_object()) {
            vvPrintReach(value, indent);
            continue;
        }
        if (value.is_primitive())
            std::cout << indent << key << ": "
                      << (value.is_string() ? value.get<std::string>() : value.dump()) << "\n";
        else if (value.is_array() && std::all_of(value.begin(), value.end(),
                                                 [](const json &v) { return v.is_primitive(); }))
            std::cout << indent << key << ": " << value.dump() << "\n";
        else if (value.is_object() && indent.size() < 4) {
            std::cout << indent << key << ":\n";
            vvPrint(value, indent + "  ");
        } else {
            std::cout << indent << key << ": " << value.size() << " entries (--json gives them)\n";
        }
    }
    if (answer.contains("steps") && answer["steps"].is_array() && !answer["steps"].empty()) {
        std::cout << indent << "steps:\n";
        for (const json &s : answer["steps"]) {
            std::cout << indent << "  " << s.value("rule", "") << "  " << s.value("text", "");
            const std::string before = s.value("before", ""), after = s.value("after", "");
            if (!before.empty() || !after.empty())
                std::cout << "  " << before << " -> " << after;
            std::cout << "\n";
        }
    }
    if (answer.contains("unverified") && answer["unverified"].is_array())
        for (const json &u : answer["unverified"])
            std::cout << indent << "UNVERIFIED: " << u.value("text", "") << " ("
                      << u.value("item", "") << ")\n";
}

// The battle as the journal has it: each corps' points, losses and morale (VV 9).
void vvPrintBattle(const vv::Journal &journal)
{
    const vv::Battle &b = journal.battle();
    std::cout << (b.title.empty() ? std::string("Vae Victis battle") : b.title) << " ("
              << journal.game().name << "), " << b.answers.size() << " answers journaled\n";
    for (const std::string &army : b.armies()) {
        std::cout << "  " << army << "\n";
        for (const vv::BattleCorps &c : b.corps)
            if (c.army == army)
                std::cout << "    " << c.name << ": " << c.pointsLost << " of " << c.points
                          << " points lost" << (c.demoralised ? ", demoralised" : "")
                          << (c.generalLost ? ", general lost" : "") << "\n";
    }
}

// umpire-cli vv new|state|loss|undo|redo|verify FILE: a battle kept in a journal (vvjournal.h).
int vvBattleCommand(Context &ctx, const CliOptions &o, const std::string &verb)
{
    if (o.positional().size() != 2)
        return report(badInput("umpire-cli vv " + verb + " FILE: give the battle's journal file"),
                      ctx.json);
    const std::string file = o.positional()[1];
    if (verb == "new") {
        const std::optional<std::string> game = o.value("game");
        if (!game)
            return report(badInput("vv new: say which game: --game la-grande-armee, ..."),
                          ctx.json);
        const std::optional<std::string> corpsText = o.value("corps");
        if (!corpsText)
            return report(badInput("vv new: give the corps: --corps \"French:I Corps:36,...\""),
                          ctx.json);
        Result<json> corps = vv::corpsFromText(*corpsText);
        if (!corps)
            return report(corps.error(), ctx.json);
        Result<vv::Game> found = vv::Game::find(*game, ctx.library.dirs());
        if (!found)
            return report(found.error(), ctx.json);
        Result<std::optional<long long>> seed = o.integer("seed");
        if (!seed)
            return report(seed.error(), ctx.json);
        if (*seed && **seed < 0)
            return report(badInput("--seed is a whole number of 0 or more"), ctx.json);
        Result<vv::Journal> journal = vv::Journal::create(
            file, std::make_shared<const vv::Game>(std::move(found).value()),
            o.value("title").value_or(""), *corps,
            *seed ? static_cast<std::uint64_t>(**seed) : DiceGenerator::freshSeed());
        if (!journal)
            return report(journal.error(), ctx.json);
        if (ctx.json)
            emit(journal->battle().toJson());
        else
            vvPrintBattle(*journal);
        return exitOk;
    }
    const bool writes = verb != "state" && verb != "verify";
    Result<vv::Journal> journal = vv::Journal::open(
        file, ctx.library.dirs(), writes ? Journal::Mode::ReadWrite : Journal::Mode::ReadOnly);
    if (!journal)
        return report(journal.error(), ctx.json);
    // The battle is acted on through its module, as every face acts on every game.
    vv::Module module(std::move(journal).value());
    if (verb == "verify") {
        Result<Verification> checked = module.verify();
        if (!checked)
            return report(checked.error(), ctx.json);
        if (!checked->mismatches.empty())
            return report(badData(checked->mismatches.front()), ctx.json);
        if (ctx.json)
            emit({{"verified", true}, {"answers", checked->checked.value("answers", 0)}});
        else
            std::cout << file << ": " << checked->summary.text() << ": all the same\n";
        return exitOk;
    }
    if (verb == "loss") {
        const std::optional<std::string> corps = o.value("corps");
        Result<std::optional<long long>> points = o.integer("points");
        if (!points)
            return report(points.error(), ctx.json);
        if (!corps)
            return report(badInput("vv loss: which corps? --corps NAME --points N"), ctx.json);
        json loss = {{"action", "loss"},
                     {"corps", *corps},
                     {"points", *points ? **points : 0},
                     {"generalLost", o.has("general-lost")}};
        if (const std::optional<std::string> why = o.value("why"))
            loss["why"] = *why;
        if (Result<ActOutcome> done = module.act(loss); !done)
            return report(done.error(), ctx.json);
    } else if (verb == "undo" || verb == "redo") {
        Result<JournalEvent> e = verb == "undo" ? module.undo() : module.redo();
        if (!e)
            return report(e.error(), ctx.json);
    }
    if (ctx.json)
        emit(module.battle().battle().toJson());
    else
        vvPrintBattle(module.battle());
    return exitOk;
}

} // namespace

int cmdVaeVictis(Context &ctx, const CliOptions &o)
{
    static const std::set<std::string> battleVerbs = {"new",  "state", "loss",
                                                      "undo", "redo",  "verify"};
    if (!o.positional().empty() && battleVerbs.count(o.positional().front()))
        return vvBattleCommand(ctx, o, o.positional().front());
    json request = json::object();
    if (auto file = o.value("request")) {
        Result<json> loaded = readRequestFile(*file);
        if (!loaded)
            return report(loaded.error(), ctx.json);
        request = *loaded;
    }
    if (!request.is_object())
        return report(badInput("--request: a Vae Victis request is a JSON object"), ctx.json);
    if (o.positional().size() > 1)
        return report(badInput("one question at a time: umpire-cli vv ASK --game ID (ASK is "
                               "measure, combat, ...)"),
                      ctx.json);
    if (!o.positional().empty())
        request["ask"] = o.positional().front();
    if (auto game = o.value("game"))
        request["game"] = *game;
    if (auto distance = o.value("distance")) {
        Result<json> d = vvDistance(*distance);
        if (!d)
            return report(d.error(), ctx.json);
        request["value"] = (*d)["value"];
        request["unit"] = (*d)["unit"];
    }
    if (auto scale = o.value("scale"))
        request["scale"] = *scale;
    if (!request.contains("ask"))
        return report(badInput("say what to compute: umpire-cli vv measure|combat|data|... --game "
                               "ID (docs/cli.md)"),
                      ctx.json);
    // Dice left out of the request are rolled by the generator, whose seed and draw are in the
    // answer.
    Result<std::optional<long long>> seed = o.integer("seed");
    Result<std::optional<long long>> draw = o.integer("draw");
    if (!seed)
        return report(seed.error(), ctx.json);
    if (!draw)
        return report(draw.error(), ctx.json);
    if ((*seed && **seed < 0) || (*draw && **draw < 0))
        return report(badInput("--seed and --draw are whole numbers of 0 or more"), ctx.json);
    DiceGenerator dice(*seed ? static_cast<std::uint64_t>(**seed) : DiceGenerator::freshSeed(),
                       *draw ? static_cast<std::uint64_t>(**draw) : 0);
    // With --journal the battle's game and dice answer, and a decisive answer is journaled.
    // A question asked of a journaled battle is that battle's action (journal act FILE).
    std::optional<vv::Module> battle;
    if (auto file = o.value("journal")) {
        if (*seed || *draw)
            return report(badInput("--seed and --draw: a journaled battle rolls with its own dice"),
                          ctx.json);
        Result<vv::Journal> opened = vv::Journal::open(*file, ctx.library.dirs());
        if (!opened)
            return report(opened.error(), ctx.json);
        battle.emplace(std::move(opened).value());
    }
    Result<json> answer = json();
    if (battle) {
        Result<ActOutcome> done = battle->act(request);
        answer = done ? Result<json>(done->answer) : Result<json>(done.error());
    } else {
        answer = vv::answer(request, ctx.library.dirs(), &dice);
    }
    if (!answer)
        return report(answer.error(), ctx.json);
    if (ctx.json) {
        emit(*answer);
        return exitOk;
    }
    if (request.value("ask", "") == "combat") {
        vvPrintCombat(*answer);
        json rest = {{"steps", answer->value("steps", json::array())},
                     {"unverified", answer->value("unverified", json::array())}};
        vvPrint(rest);
    } else {
        vvPrint(*answer);
    }
    return exitOk;
}

const ExtraCommand vvCommand = {"vv",
                                cmdVaeVictis,
                                {"game", "request", "distance", "scale", "seed", "draw", "journal",
                                 "title", "corps", "points", "why", "wait"},
                                {"general-lost"}};

} // namespace umpire::cli
