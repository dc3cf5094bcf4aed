// umpire-cli map validate|show|path|reach|zoc|los|retreat|advance|entry MAP: the hex map's rules.
#include "mapcommands.h"

#include "clicontext.h"

#include "hexmap.h"
#include "maplos.h"
#include "mapmovement.h"
#include "mapretreat.h"
#include "mapunits.h"
#include "mapzoc.h"
#include "output.h"
#include "scenario.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace umpire::cli {

using nlohmann::json;
using namespace umpire::crt;

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> out;
    std::string item;
    std::stringstream in(text);
    while (std::getline(in, item, ','))
        if (!item.empty())
            out.push_back(item);
    return out;
}

namespace {

// A map by file name, or by id among the rule data's maps (rulesdata/maps/ID.json).
Result<HexMap> findMap(const Context &ctx, const std::string &name)
{
    std::error_code ec;
    if (std::filesystem::is_regular_file(name, ec))
        return HexMap::load(name);
    for (const std::filesystem::path &dir : ctx.library.dirs()) {
        const std::filesystem::path file = dir / "maps" / (name + ".json");
        if (std::filesystem::is_regular_file(file, ec))
            return HexMap::load(file.string());
    }
    if (std::filesystem::exists(name, ec)) // a folder, or a file that cannot be read: named so
        return HexMap::load(name);
    return badInput("no map file or shipped map \"" + name +
                    "\" (shipped maps: sample-nlb, sample-bmw)");
}

Result<MapPositions> loadPositions(const Context &ctx, const HexMap &map, const std::string &file)
{
    return ctx.library.loadPositions(file, map);
}

Result<std::vector<Hex>> parseHexes(const HexMap &map, const std::string &text,
                                    const std::string &option)
{
    std::vector<Hex> out;
    for (const std::string &id : splitList(text)) {
        Result<Hex> h = map.grid().parseId(id);
        if (!h)
            return badInput("--" + option + ": " + h.error().message);
        out.push_back(*h);
    }
    if (out.empty())
        return badInput("--" + option + " needs at least one hex id");
    return out;
}

// The stand-ins of the map's key that an answer used: the terrain of the hexes it concerns and the
// hexsides between them (every stand-in of the key when no hexes are given).
json hexList(const HexMap &map, const std::vector<Hex> &hexes)
{
    json out = json::array();
    for (Hex h : hexes)
        out.push_back(map.grid().id(h));
    return out;
}

std::string joined(const std::vector<std::string> &items)
{
    std::string out;
    for (const std::string &s : items)
        out += (out.empty() ? "" : ", ") + s;
    return out;
}

std::string hexText(const HexMap &map, const std::vector<Hex> &hexes)
{
    std::vector<std::string> ids;
    for (Hex h : hexes)
        ids.push_back(map.grid().id(h));
    return joined(ids);
}

void finish(const Context &ctx, json document, const Explanation &e)
{
    if (ctx.json) {
        document["steps"] = e.steps;
        document["unverified"] = e.unverified;
        emit(document);
        return;
    }
    printSteps(std::cout, e);
    printUnverified(std::cout, e);
}

const char *usage = "usage: umpire-cli map validate|show|path|reach|zoc|los|retreat|advance|entry "
                    "MAP [--positions FILE] ... (docs/cli.md)";

} // namespace

int cmdMap(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() != 2)
        return report(badInput(usage), ctx.json);
    const std::string &sub = args[0];
    static const std::set<std::string> subs = {"validate", "show",    "path",    "reach", "zoc",
                                               "los",      "retreat", "advance", "entry"};
    if (!subs.count(sub))
        return report(badInput("unknown map subcommand \"" + sub +
                               "\": validate, show, path, reach, zoc, los, retreat, advance or "
                               "entry"),
                      ctx.json);
    Result<HexMap> loaded = findMap(ctx, args[1]);
    if (!loaded)
        return report(loaded.error(), ctx.json);
    const HexMap &map = *loaded;
    const HexGrid &grid = map.grid();
    std::optional<MapPositions> positions;
    if (auto file = o.value("positions")) {
        Result<MapPositions> p = loadPositions(ctx, map, *file);
        if (!p)
            return report(p.error(), ctx.json);
        positions = std::move(p).value();
    }
    if (!positions) {
        positions = MapPositions{};
        positions->reindex(map);
    }
    if (auto weather = o.value("weather")) {
        const std::optional<Weather> known = weatherFromName(*weather);
        if (!known)
            return report(badInput("--weather is clear, night or rain, not \"" + *weather + "\""),
                          ctx.json);
        positions->weather = *known;
    }
    auto needUnit = [&]() -> Result<std::string> {
        if (!o.value("positions"))
            return badInput("map " + sub + " needs --positions FILE (the units on the map)");
        auto unit = o.value("unit");
        if (!unit)
            return badInput("map " + sub + " needs --unit ID");
        if (!positions->unit(*unit))
            return badInput("no unit \"" + *unit + "\" in " + *o.value("positions"));
        return *unit;
    };
    Result<std::optional<long long>> mpOption = o.integer("mp");
    if (!mpOption)
        return report(mpOption.error(), ctx.json);
    MapMoveOptions moveOptions;
    if (*mpOption) {
        if (**mpOption < 0 || **mpOption > 1000)
            return report(badInput("--mp must be between 0 and 1000"), ctx.json);
        moveOptions.movementPoints = int(**mpOption);
    }

    if (sub == "validate") {
        Explanation e;
        addMapUnverified(e, map);
        // The picture is the map's too: beside it, bounded, of the size its grid is placed on.
        std::optional<PictureFile> picture;
        if (map.picture()) {
            Result<PictureFile> opened = map.picturePath();
            if (!opened)
                return report(opened.error(), ctx.json);
            picture = *opened;
        }
        std::vector<StackingBreach> breaches = stackingBreaches(map, *positions);
        json b = json::array();
        for (const StackingBreach &s : breaches)
            b.push_back({{"hex", grid.id(s.hex)},
                         {"units", s.units},
                         {"limit", s.limit},
                         {"rule", s.rule}});
        if (ctx.json) {
            json doc = {{"map", map.id},
                        {"valid", true},
                        {"hexes", grid.hexCount()},
                        {"units", positions->units.size()},
                        {"stacking", b}};
            if (picture)
                doc["picture"] = {{"file", picture->path.string()},
                                  {"format", picture->header.format},
                                  {"widthPx", picture->header.width},
                                  {"heightPx", picture->header.height}};
            finish(ctx, doc, e);
        } else {
            std::cout << map.path << ": valid map \"" << map.title << "\", " << grid.hexCount()
                      << " hexes" << (map.sample ? " (a SAMPLE, not a printed map)" : "") << "\n";
            if (picture)
                std::cout << "  picture " << map.picture()->file << ": " << picture->header.width
                          << "x" << picture->header.height << " " << picture->header.format << "\n";
            if (o.value("positions"))
                std::cout << *o.value("positions") << ": " << positions->units.size()
                          << " units placed\n";
            for (const StackingBreach &s : breaches)
                std::cout << "  " << s.rule << "  " << grid.id(s.hex) << " holds " << s.units
                          << " units, more than " << s.limit << "\n";
            printUnverified(std::cout, e);
        }
        return exitOk;
    }

    if (sub == "show") {
        Explanation e;
        addMapUnverified(e, map);
        if (ctx.json) {
            json doc = {{"map", map.toJson()}};
            if (o.value("positions"))
                doc["positions"] = positions->toJson(map);
            finish(ctx, doc, e);
            return exitOk;
        }
        const HexGridLayout &l = grid.layout();
        std::cout << map.title << "\n"
                  << "  " << l.columns << " x " << l.rows << " hexes, "
                  << (l.orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top") << ", "
                  << (l.evenShifted ? "even" : "odd") << " "
                  << (l.orientation == HexOrientation::FlatTop ? "columns" : "rows")
                  << " shifted, ids " << grid.id(grid.fromOffset(l.firstColumn, l.firstRow))
                  << " to "
                  << grid.id(
                         grid.fromOffset(l.firstColumn + l.columns - 1, l.firstRow + l.rows - 1))
                  << "\n";
        if (const std::optional<MapPicture> &p = map.picture())
            std::cout << "  picture " << p->file << " (" << p->widthPx << "x" << p->heightPx
                      << " px, " << p->pixelsPerMmX() << " px per mm)\n";
        std::cout << "Terrain key:\n";
        for (const MapTerrain &t : map.terrainKey()) {
            std::cout << "  " << t.id << ": " << t.name;
            if (!t.hexside)
                std::cout << ", "
                          << (t.costHalves ? halvesText(*t.costHalves) + " MP" : "prohibited");
            if (t.extraHalves)
                std::cout << ", +" << halvesText(t.extraHalves) << " MP to cross";
            if (!t.path.empty())
                std::cout << ", " << halvesText(t.pathCostHalves) << " MP along it";
            if (t.impassable)
                std::cout << ", crossed only at a bridge";
            if (t.blocksLos)
                std::cout << ", blocks line of sight";
            if (!t.prohibitedTo.empty())
                std::cout << ", prohibited to " << joined(t.prohibitedTo);
            std::cout << " (" << t.rule << ")" << (t.verified ? "" : " UNVERIFIED") << "\n";
        }
        std::map<std::string, std::vector<Hex>> byTerrain;
        for (Hex h : grid.allHexes())
            byTerrain[map.terrainAt(h)->id].push_back(h);
        std::cout << "Hexes:\n";
        for (const auto &[id, hexes] : byTerrain)
            std::cout << "  " << id << " (" << hexes.size() << ")"
                      << (hexes.size() <= 20 ? ": " + hexText(map, hexes) : std::string()) << "\n";
        for (const MapNamedHex &n : map.named)
            std::cout << "  " << grid.id(n.hex) << " " << n.name
                      << (n.kind.empty() ? "" : " (" + n.kind + ")") << "\n";
        for (const MapEdgeHex &x : map.exits)
            std::cout << "  exit " << grid.id(x.hex) << " " << x.name
                      << (x.sides.empty() ? "" : " for " + joined(x.sides)) << "\n";
        for (const MapEdgeHex &x : map.entries)
            std::cout << "  entry " << grid.id(x.hex) << " " << x.name
                      << (x.sides.empty() ? "" : " for " + joined(x.sides))
                      << (x.path.empty() ? "" : " by " + x.path) << "\n";
        if (o.value("positions")) {
            std::cout << "Units:\n";
            for (const MapUnit &u : positions->units)
                std::cout << "  " << grid.id(u.hex) << " " << u.id << " (" << u.side << ", "
                          << u.type << (u.strength ? " " + std::to_string(u.strength) : "")
                          << (u.disrupted ? ", disrupted" : "")
                          << (u.demoralized ? ", demoralized" : "") << ")\n";
        }
        printUnverified(std::cout, e);
        return exitOk;
    }

    if (sub == "los") {
        if (o.value("unit")) {
            Result<std::string> unit = needUnit();
            if (!unit)
                return report(unit.error(), ctx.json);
            Result<MapFireOptions> fire = fireTargets(map, *positions, *unit);
            if (!fire)
                return report(fire.error(), ctx.json);
            std::vector<Hex> seen = {positions->unit(*unit)->hex};
            for (const MapFireTarget &t : fire->targets)
                for (Hex h : HexGrid::line(seen.front(), t.hex).interiorHexes())
                    seen.push_back(h);
            addMapUnverified(fire->explanation, map, seen);
            json targets = json::array();
            for (const MapFireTarget &t : fire->targets)
                targets.push_back(
                    {{"hex", grid.id(t.hex)}, {"range", t.range}, {"units", t.units}});
            if (!ctx.json) {
                std::cout << *unit << " (range " << fire->range << ") may fire at: "
                          << (fire->targets.empty() ? std::string("nothing") : "") << "\n";
                for (const MapFireTarget &t : fire->targets)
                    std::cout << "  " << grid.id(t.hex) << " at range " << t.range << ": "
                              << joined(t.units) << "\n";
                if (!fire->blockedHexes.empty())
                    std::cout << "Line of sight blocked to: " << hexText(map, fire->blockedHexes)
                              << "\n";
            }
            finish(ctx,
                   {{"unit", *unit},
                    {"range", fire->range},
                    {"targets", targets},
                    {"blocked", hexList(map, fire->blockedHexes)}},
                   fire->explanation);
            return exitOk;
        }
        auto from = o.value("from"), to = o.value("to");
        if (!from || !to)
            return report(badInput("map los needs --from HEX --to HEX, or --positions FILE "
                                   "--unit ID for a unit's targets"),
                          ctx.json);
        Result<Hex> a = grid.parseId(*from);
        if (!a)
            return report(badInput("--from: " + a.error().message), ctx.json);
        Result<Hex> b = grid.parseId(*to);
        if (!b)
            return report(badInput("--to: " + b.error().message), ctx.json);
        MapLos los = lineOfSight(map, *a, *b);
        std::vector<Hex> seen;
        for (const HexLine::Part &p : los.line.parts)
            seen.insert(seen.end(), p.hexes.begin(), p.hexes.end());
        addMapUnverified(los.explanation, map, seen);
        json parts = json::array();
        for (const HexLine::Part &p : los.line.parts)
            parts.push_back({{"kind", p.kind == HexLine::Kind::Interior  ? "hex"
                                      : p.kind == HexLine::Kind::Hexside ? "hexside"
                                                                         : "vertex"},
                             {"hexes", hexList(map, p.hexes)}});
        json sides = json::array();
        for (const auto &[x, y] : los.blockingSides)
            sides.push_back({grid.id(x), grid.id(y)});
        if (!ctx.json)
            std::cout << "Line of sight " << *from << " -> " << *to << " (range " << los.range
                      << "): " << (los.clear ? "CLEAR" : "BLOCKED") << "\n";
        finish(ctx,
               {{"from", *from},
                {"to", *to},
                {"range", los.range},
                {"clear", los.clear},
                {"line", parts},
                {"blockingHexes", hexList(map, los.blockingHexes)},
                {"blockingHexsides", sides}},
               los.explanation);
        return exitOk;
    }

    if (sub == "entry") {
        auto entry = o.value("entry"), side = o.value("side");
        if (!entry || !side)
            return report(badInput("map entry needs --entry NAME --side SIDE [--stack N]"),
                          ctx.json);
        Result<std::optional<long long>> stack = o.integer("stack");
        if (!stack)
            return report(stack.error(), ctx.json);
        const long long n = stack->value_or(1);
        if (n < 1 || n > 100)
            return report(badInput("--stack counts the stacks of the column from 1"), ctx.json);
        Result<MapEntry> e = reinforcementEntry(map, *positions, *side, *entry, int(n));
        if (!e)
            return report(e.error(), ctx.json);
        std::vector<Hex> seen;
        for (const MapEntryOption &x : e->options)
            seen.push_back(x.hex);
        addMapUnverified(e->explanation, map, seen);
        json options = json::array();
        for (const MapEntryOption &x : e->options)
            options.push_back({{"hex", grid.id(x.hex)},
                               {"mp", x.costHalves / 2.0},
                               {"substitute", x.substitute}});
        if (!ctx.json) {
            std::cout << "Stack " << n << " of the column at " << *entry << ":\n";
            for (const MapEntryOption &x : e->options)
                std::cout << "  enters " << grid.id(x.hex) << " for " << halvesText(x.costHalves)
                          << " MP" << (x.substitute ? " (nearest open edge hex)" : "") << "\n";
        }
        finish(ctx, {{"entry", *entry}, {"stack", n}, {"options", options}}, e->explanation);
        return exitOk;
    }

    if (sub == "zoc") {
        const std::string phasing =
            o.value("phasing").value_or(o.value("side").value_or(positions->phasing));
        const MapZoc zoc(map, *positions);
        std::map<std::string, std::vector<Hex>> controlled; // by player
        for (Hex h : grid.allHexes())
            for (int i : zoc.exertedBy(h)) {
                std::vector<Hex> &list =
                    controlled[positions->playerOf(positions->units[std::size_t(i)].side)];
                if (list.empty() || !(list.back() == h))
                    list.push_back(h);
            }
        json zones = json::object();
        for (const auto &[player, hexes] : controlled)
            zones[player] = hexList(map, hexes);
        json doc = {{"controlled", zones}};
        Explanation e;
        if (!phasing.empty()) {
            CombatObligations c = combatObligations(map, *positions, phasing);
            e = c.explanation;
            auto list = [&](const std::vector<AttackObligation> &items) {
                json out = json::array();
                for (const AttackObligation &a : items)
                    out.push_back({{"unit", a.unit},
                                   {"hex", a.hex},
                                   {"against", a.against},
                                   {"rule", a.rule}});
                return out;
            };
            doc["phasing"] = phasing;
            doc["combatPhase"] = c.combatPhase;
            doc["mustAttack"] = list(c.mustAttack);
            doc["mustBeAttacked"] = list(c.mustBeAttacked);
            doc["exempt"] = list(c.exempt);
            if (!ctx.json) {
                for (const auto &[player, hexes] : controlled)
                    std::cout << player << " controls " << hexes.size()
                              << " hexes: " << hexText(map, hexes) << "\n";
                std::cout << "Phasing: " << phasing << "\n";
                for (const AttackObligation &a : c.mustAttack)
                    std::cout << "  must attack: " << a.unit << " (" << a.hex << ") -> "
                              << joined(a.against) << "  [" << a.rule << "]\n";
                for (const AttackObligation &a : c.exempt)
                    std::cout << "  need not attack: " << a.unit << " (" << a.hex << ")  ["
                              << a.rule << "]\n";
                for (const AttackObligation &a : c.mustBeAttacked)
                    std::cout << "  must be attacked: " << a.unit << " (" << a.hex << ") by "
                              << joined(a.against) << "  [" << a.rule << "]\n";
            }
        } else if (!ctx.json) {
            for (const auto &[player, hexes] : controlled)
                std::cout << player << " controls " << hexes.size()
                          << " hexes: " << hexText(map, hexes) << "\n";
        }
        std::vector<Hex> seen;
        for (const MapUnit &u : positions->units)
            seen.push_back(u.hex);
        if (!seen.empty())
            addMapUnverified(e, map, seen);
        finish(ctx, doc, e);
        return exitOk;
    }

    if (sub == "advance") {
        auto vacated = o.value("vacated"), attackers = o.value("attackers");
        if (!vacated || !attackers || !o.value("positions"))
            return report(badInput("map advance needs --positions FILE --vacated HEX "
                                   "--attackers ID,ID"),
                          ctx.json);
        Result<Hex> v = grid.parseId(*vacated);
        if (!v)
            return report(badInput("--vacated: " + v.error().message), ctx.json);
        Result<MapAdvance> a = advanceOptions(map, *positions, *v, splitList(*attackers));
        if (!a)
            return report(a.error(), ctx.json);
        std::vector<Hex> seen;
        for (const MapAdvanceOption &x : a->options)
            seen.insert(seen.end(), x.hexes.begin(), x.hexes.end());
        addMapUnverified(a->explanation, map, seen);
        json options = json::array();
        for (const MapAdvanceOption &x : a->options)
            options.push_back(
                {{"unit", x.unit}, {"must", x.must}, {"hexes", hexList(map, x.hexes)}});
        if (!ctx.json) {
            std::cout << "Into " << *vacated << " (one unit only):\n";
            for (const MapAdvanceOption &x : a->options)
                std::cout << "  " << x.unit << (x.must ? " MUST advance" : " may advance") << ": "
                          << hexText(map, x.hexes) << "\n";
        }
        finish(ctx, {{"vacated", *vacated}, {"options", options}}, a->explanation);
        return exitOk;
    }

    Result<std::string> unit = needUnit();
    if (!unit)
        return report(unit.error(), ctx.json);

    if (sub == "retreat") {
        Result<MapRetreat> r = retreatOptions(map, *positions, *unit);
        if (!r)
            return report(r.error(), ctx.json);
        std::vector<Hex> seen = {positions->unit(*unit)->hex};
        for (const MapRetreatOption &x : r->options)
            seen.insert(seen.end(), x.path.begin(), x.path.end());
        addMapUnverified(r->explanation, map, seen);
        json options = json::array();
        for (const MapRetreatOption &x : r->options) {
            json displaced = json::array();
            for (const auto &[id, hex] : x.displaced)
                displaced.push_back({{"unit", id}, {"to", grid.id(hex)}});
            options.push_back({{"hex", grid.id(x.hex)},
                               {"path", hexList(map, x.path)},
                               {"displaced", displaced},
                               {"disrupted", x.disrupted}});
        }
        if (!ctx.json) {
            if (r->eliminated)
                std::cout << *unit << " cannot retreat: ELIMINATED\n";
            else
                std::cout << *unit << " may retreat to:\n";
            for (const MapRetreatOption &x : r->options) {
                std::cout << "  " << grid.id(x.hex);
                if (x.path.size() > 1)
                    std::cout << " by " << hexText(map, x.path);
                for (const auto &[id, hex] : x.displaced)
                    std::cout << ", displacing " << id << " to " << grid.id(hex);
                if (!x.disrupted.empty())
                    std::cout << ", disrupting " << joined(x.disrupted);
                std::cout << "\n";
            }
        }
        finish(ctx,
               {{"unit", *unit},
                {"eliminated", r->eliminated},
                {"hexes", r->hexes},
                {"options", options}},
               r->explanation);
        return exitOk;
    }

    if (sub == "reach") {
        Result<MapReach> r = reachableHexes(map, *positions, *unit, moveOptions);
        if (!r)
            return report(r.error(), ctx.json);
        std::vector<Hex> seen;
        for (const MapReachHex &h : r->hexes)
            seen.push_back(h.hex);
        addMapUnverified(r->explanation, map, seen);
        json hexes = json::array();
        for (std::size_t i = 1; i < r->hexes.size(); ++i) {
            const MapReachHex &h = r->hexes[i];
            hexes.push_back({{"hex", grid.id(h.hex)},
                             {"mp", h.costHalves / 2.0},
                             {"enemyZoc", h.enemyZoc},
                             {"mayEnd", h.mayEnd}});
        }
        json exits = json::array();
        for (const MapExitOption &x : r->exits)
            exits.push_back({{"hex", grid.id(x.hex)}, {"mp", x.costHalves / 2.0}});
        if (!ctx.json) {
            std::cout << *unit << " (" << halvesText(r->allowanceHalves) << " MP) can reach "
                      << r->hexes.size() - 1 << " hexes:\n";
            for (std::size_t i = 1; i < r->hexes.size(); ++i) {
                const MapReachHex &h = r->hexes[i];
                std::cout << "  " << grid.id(h.hex) << " " << halvesText(h.costHalves) << " MP"
                          << (h.enemyZoc ? ", enemy ZOC: stops" : "")
                          << (h.mayEnd ? "" : ", pass through only (stacking)") << "\n";
            }
        }
        finish(ctx,
               {{"unit", *unit},
                {"mp", r->allowanceHalves / 2.0},
                {"reachable", hexes},
                {"exits", exits}},
               r->explanation);
        return exitOk;
    }

    // path: --to HEX (the cheapest) or --through HEX,HEX,... (as given)
    std::vector<Hex> path;
    if (auto through = o.value("through")) {
        Result<std::vector<Hex>> hexes = parseHexes(map, *through, "through");
        if (!hexes)
            return report(hexes.error(), ctx.json);
        path = *hexes;
    } else if (auto to = o.value("to")) {
        Result<Hex> target = grid.parseId(*to);
        if (!target)
            return report(badInput("--to: " + target.error().message), ctx.json);
        MapMoveOptions unlimited = moveOptions;
        unlimited.movementPoints = 1000;
        Result<MapReach> r = reachableHexes(map, *positions, *unit, unlimited);
        if (!r)
            return report(r.error(), ctx.json);
        path = r->pathTo(*target);
        if (path.empty())
            return report(badInput(*unit + " cannot reach " + *to + " at any cost this phase"),
                          ctx.json);
    } else {
        return report(badInput("map path needs --to HEX or --through HEX,HEX,..."), ctx.json);
    }
    Result<MapPathCheck> check = checkPath(map, *positions, *unit, path, moveOptions);
    if (!check)
        return report(check.error(), ctx.json);
    std::vector<Hex> seen = {positions->unit(*unit)->hex};
    for (const MapStep &st : check->steps)
        seen.push_back(st.to);
    addMapUnverified(check->explanation, map, seen);
    json steps = json::array();
    for (const MapStep &s : check->steps)
        steps.push_back({{"from", grid.id(s.from)},
                         {"to", grid.id(s.to)},
                         {"allowed", s.allowed},
                         {"mp", s.costHalves / 2.0},
                         {"rule", s.rule}});
    if (!ctx.json)
        std::cout << *unit << ": " << halvesText(check->totalHalves) << " MP of "
                  << halvesText(check->allowanceHalves) << ", "
                  << (check->legal ? "LEGAL" : "NOT LEGAL") << "\n";
    finish(ctx,
           {{"unit", *unit},
            {"legal", check->legal},
            {"mp", check->totalHalves / 2.0},
            {"allowance", check->allowanceHalves / 2.0},
            {"moves", steps}},
           check->explanation);
    return exitOk;
}

} // namespace umpire::cli
