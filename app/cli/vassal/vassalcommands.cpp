// umpire-cli vassal import MODULE.vmod --output DIR --ruleset ID [--units UNITS.csv]: a VASSAL
// module's maps, counters and set-ups as a rule-data folder (vassal/).
#include "vassalcommands.h"

#include "clicontext.h"
#include "moduleimport.h"

#include <iostream>

namespace umpire::cli {

using nlohmann::json;

const std::set<std::string> vassalValueOptions = {"output", "ruleset", "units"};

int cmdVassal(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    const char *usage =
        "usage: umpire-cli vassal import MODULE.vmod --output DIR --ruleset nlb|bmw|naw "
        "[--units UNITS.csv] [--json]";
    if (args.size() != 2 || args[0] != "import")
        return report(badInput(args.empty() || args[0] == "import"
                                   ? std::string(usage)
                                   : "unknown vassal subcommand \"" + args[0] + "\"; " + usage),
                      ctx.json);
    vassal::ModuleImport request;
    request.module = args[1];
    if (!o.value("output") || !o.value("ruleset"))
        return report(
            badInput(std::string("vassal import needs --output DIR and --ruleset ID; ") + usage),
            ctx.json);
    request.output = *o.value("output");
    request.ruleset = *o.value("ruleset");
    request.units = o.value("units");
    Result<json> done = vassal::importModule(request, ctx.library);
    if (!done)
        return report(done.error(), ctx.json);
    const json &r = *done;
    if (ctx.json) {
        emit(r);
        return exitOk;
    }
    std::cout << request.module << ": VASSAL module " << r["module"]["name"].get<std::string>()
              << " " << r["module"]["version"].get<std::string>() << ", written to "
              << r["output"].get<std::string>() << "\n";
    for (const json &m : r["maps"])
        std::cout << "  map " << m["id"].get<std::string>() << " (board "
                  << m["board"].get<std::string>() << "): " << m["columns"] << " x " << m["rows"]
                  << " hexes, " << m["orientation"].get<std::string>() << ", "
                  << m["firstId"].get<std::string>() << " to " << m["lastId"].get<std::string>()
                  << ", picture " << m["picture"].get<std::string>() << "\n";
    std::cout << "  " << r["counters"].size() << " counter pictures in counters/\n";
    for (const json &s : r["scenarios"])
        std::cout << "  scenario " << s["id"].get<std::string>() << ": " << s["units"]
                  << " units at start (umpire-cli journal new GAME.jsonl --rulesdata "
                  << r["output"].get<std::string>() << " --scenario " << s["id"].get<std::string>()
                  << ")\n";
    for (const json &n : r["needs"]) {
        std::string missing;
        for (std::size_t i = 0; i < n["missing"].size(); ++i)
            missing += (i == 0                         ? ""
                        : i + 1 == n["missing"].size() ? " and "
                                                       : ", ") +
                       n["missing"][i].get<std::string>();
        std::cout << "  NEEDED: piece \"" << n["piece"].get<std::string>() << "\" (" << n["count"]
                  << " at start): its " << missing << "\n";
    }
    if (r.contains("unitsTemplate"))
        std::cout << "  the pieces' table to fill in: " << r["unitsTemplate"].get<std::string>()
                  << " (then --units)\n";
    for (const json &n : r["notes"])
        std::cout << "  note: " << n.get<std::string>() << "\n";
    return exitOk;
}

} // namespace umpire::cli
