#include "vaevictisdata.h"

#include "datapath.h"
#include "jsonfile.h"
#include "ruledata.h"

#include <algorithm>
#include <functional>
#include <set>
#include <tuple>

namespace umpire::vv {

using nlohmann::json;

namespace {

std::string vaevictisJoin(const std::vector<std::string> &names)
{
    std::string out;
    for (const std::string &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

// Semantic checks the schema cannot express; the first problem is kept, with its file and pointer.
class Checker
{
  public:
    void fail(const std::string &path, const std::string &pointer, const Message &expected)
    {
        if (m_message.empty())
            m_message = pointer.empty() ? msg("%1: at the top level: %2", {path, expected})
                                        : msg("%1: at %2: %3", {path, pointer, expected});
    }
    bool failed() const { return !m_message.empty(); }
    Error error() const { return badData(m_message); }

  private:
    Message m_message;
};

std::vector<std::string> vaevictisStrings(const json &object, const char *key)
{
    return object.contains(key) ? object[key].get<std::vector<std::string>>()
                                : std::vector<std::string>{};
}

Condition vaevictisCondition(const json &c)
{
    Condition out;
    out.selfCategory = vaevictisStrings(c, "selfCategory");
    out.opponentCategory = vaevictisStrings(c, "opponentCategory");
    out.selfElement = vaevictisStrings(c, "selfElement");
    out.selfNotElement = vaevictisStrings(c, "selfNotElement");
    out.opponentElement = vaevictisStrings(c, "opponentElement");
    out.selfUnits = vaevictisStrings(c, "selfUnits");
    out.selfNotUnits = vaevictisStrings(c, "selfNotUnits");
    out.selfWeapons = vaevictisStrings(c, "selfWeapons");
    out.selfHasWeapon = vaevictisStrings(c, "selfHasWeapon");
    out.selfTerrain = vaevictisStrings(c, "selfTerrain");
    out.selfCover = vaevictisStrings(c, "selfCover");
    out.opponentCover = vaevictisStrings(c, "opponentCover");
    out.selfFormation = vaevictisStrings(c, "selfFormation");
    out.opponentFormation = vaevictisStrings(c, "opponentFormation");
    out.band = vaevictisStrings(c, "band");
    if (c.contains("beyondPaces"))
        out.beyondPaces = c["beyondPaces"].get<int>();
    if (c.contains("withinPaces"))
        out.withinPaces = c["withinPaces"].get<int>();
    out.overHalfRange = c.value("overHalfRange", false);
    out.charging = c.value("charging", false);
    return out;
}

ResultCondition vaevictisResultCondition(const json &c)
{
    ResultCondition out;
    out.byCategory = vaevictisStrings(c, "byCategory");
    out.byElement = vaevictisStrings(c, "byElement");
    out.terrain = vaevictisStrings(c, "terrain");
    out.contact = c.value("contact", false);
    for (const json &sub : c.value("anyOf", json::array()))
        out.anyOf.push_back(vaevictisResultCondition(sub));
    return out;
}

Result<json> vaevictisReadFile(const std::string &path)
{
    return readJsonFile(path, "rule-data file");
}

} // namespace

bool Condition::empty() const
{
    return selfCategory.empty() && opponentCategory.empty() && selfElement.empty() &&
           selfNotElement.empty() && opponentElement.empty() && selfUnits.empty() &&
           selfNotUnits.empty() && selfWeapons.empty() && selfHasWeapon.empty() &&
           selfTerrain.empty() && selfCover.empty() && opponentCover.empty() &&
           selfFormation.empty() && opponentFormation.empty() && band.empty() && !beyondPaces &&
           !withinPaces && !overHalfRange && !charging;
}

const std::vector<std::string> &Game::gameIds()
{
    static const std::vector<std::string> ids = {"la-grande-armee", "los-gringos", "rebel-yell",
                                                 "kepis-rouge"};
    return ids;
}

Result<Game> Game::load(const std::string &gamePath, const std::string &commonPath)
{
    Result<json> game = vaevictisReadFile(gamePath);
    if (!game)
        return game.error();
    Result<json> common = vaevictisReadFile(commonPath);
    if (!common)
        return common.error();
    return fromJson(*game, gamePath, *common, commonPath);
}

Result<Game> Game::find(const std::string &gameId, const std::vector<std::filesystem::path> &dirs)
{
    auto locate = [&](const std::string &fileId) -> std::optional<std::filesystem::path> {
        for (const std::filesystem::path &dir : dirs) {
            const std::filesystem::path file = dir / "vaevictis" / (fileId + ".json");
            std::error_code ec;
            if (std::filesystem::is_regular_file(file, ec))
                return file;
        }
        return std::nullopt;
    };
    const std::optional<std::filesystem::path> gameFile = locate(gameId);
    if (!gameFile)
        return badInput(
            msg("unknown Vae Victis game \"%1\": the games are %2 (no vaevictis/%1.json "
                "in the rule-data folders)",
                {gameId, vaevictisJoin(gameIds())}));
    Result<json> game = vaevictisReadFile(gameFile->string());
    if (!game)
        return game.error();
    const std::string base =
        game->is_object() && game->contains("base") && (*game)["base"].is_string()
            ? (*game)["base"].get<std::string>()
            : std::string("common");
    const std::optional<std::filesystem::path> commonFile = locate(base);
    if (!commonFile)
        return badData(msg("%1: at /base: a file vaevictis/%2.json in the rule-data folders, but "
                           "there is none",
                           {gameFile->string(), base}));
    Result<json> common = vaevictisReadFile(commonFile->string());
    if (!common)
        return common.error();
    Result<Game> loaded = fromJson(*game, gameFile->string(), *common, commonFile->string());
    if (loaded && loaded->id != gameId)
        return badData(msg("%1: at /id: expected \"%2\", the file's name, not \"%3\"",
                           {gameFile->string(), gameId, loaded->id}));
    return loaded;
}

Result<Game> Game::fromJson(const json &gameDoc, const std::string &gamePath, const json &commonDoc,
                            const std::string &commonPath)
{
    for (const auto &[doc, path, kind] :
         {std::tuple{&gameDoc, &gamePath, "game"}, std::tuple{&commonDoc, &commonPath, "common"}}) {
        if (Result<Ok> checked =
                checkRuleData(*doc, *path, "vaevictis.schema.json", "Vae Victis schema");
            !checked)
            return checked.error();
        if ((*doc)["kind"] != kind)
            return badData(msg("%1: at /kind: expected \"%2\"", {*path, kind}));
    }

    Game g;
    Checker check;
    g.id = gameDoc["id"];
    g.name = gameDoc["name"];
    g.period = gameDoc.value("period", "");
    g.cite = gameDoc["cite"];
    g.path = gamePath;
    if (gameDoc["base"] != commonDoc["id"])
        check.fail(gamePath, "/base",
                   msg("the id of the common file %1, %2", {commonPath, commonDoc["id"].dump()}));

    auto provenance = [&](const json &object, const std::string &fileId,
                          const std::string &fileName, const std::string &pointer,
                          const std::string &what) {
        Provenance p;
        p.verified = object.value("verified", true);
        p.source = object.value("source", "");
        p.pointer = fileId + ":" + pointer;
        p.text = fileName + ": " + what;
        if (!p.verified)
            g.m_unverified.push_back(p);
        return p;
    };

    // The general rules.
    Common &c = g.common;
    c.id = commonDoc["id"];
    c.name = commonDoc["name"];
    c.cite = commonDoc["cite"];
    c.path = commonPath;
    c.dieFaces = commonDoc["die"]["faces"];
    const std::string cid = "vaevictis/" + c.id, cname = "Vae Victis";
    for (std::size_t i = 0; i < commonDoc["scales"].size(); ++i) {
        const json &s = commonDoc["scales"][i];
        const std::string at = "/scales/" + std::to_string(i);
        Scale scale;
        scale.id = s["id"];
        scale.name = s["name"];
        scale.rule = s["rule"];
        scale.pacesPerMm = s["paces"].get<double>() / s["perMm"].get<double>();
        scale.measureFactor = s["measureFactor"];
        scale.frontageMm = s["frontageMm"];
        scale.depthMm = s["depthMm"].get<std::map<std::string, double>>();
        for (const auto &[kind, n] : s["figures"].items())
            scale.figures[kind] = n.get<int>();
        scale.generalWidthMm = s["generalBase"]["widthMm"];
        scale.generalDepthMm = s["generalBase"]["depthMm"];
        scale.generalRule = s["generalBase"]["rule"];
        scale.generalBase = provenance(s["generalBase"], cid, cname, at + "/generalBase",
                                       "general's base at " + scale.id);
        scale.squareMarkerMm = s["squareMarkerMm"]["value"].get<double>();
        scale.squareMarkerRule = s["squareMarkerMm"]["rule"];
        scale.squareMarker = provenance(s["squareMarkerMm"], cid, cname, at + "/squareMarkerMm",
                                        "square marker at " + scale.id);
        scale.fieldOfFireCm = s["fieldOfFireCm"];
        if (g.scale(scale.id))
            check.fail(commonPath, at + "/id",
                       msg("a scale id used once; \"%1\" appears twice", {scale.id}));
        c.scales.push_back(scale);
    }
    const json &t = commonDoc["table"];
    c.table.rule = t["rule"];
    c.table.oneCorpsCm = t["oneCorpsCm"];
    c.table.perExtraCorpsCm = t["perExtraCorpsCm"];
    c.table.maxCm = t["maxCm"];
    c.table.deploymentCm = t["deploymentCm"];
    c.table.minFeatureCm = t["minFeatureCm"];
    c.table.scaled = t["scaledByMeasureFactor"]["value"] == true;
    c.table.scaledProvenance =
        provenance(t["scaledByMeasureFactor"], cid, cname, "/table/scaledByMeasureFactor",
                   "table size doubled for 25 mm figures");
    const json &gen = commonDoc["generals"];
    c.generals.qualityRule = gen["qualityRule"];
    c.generals.activationRule = gen["activationRule"];
    c.generals.takeOverRule = gen["takeOverRule"];
    c.generals.lossRule = gen["lossRule"];
    c.generals.minimumActivation = gen["minimumActivation"];
    c.generals.takeOverPaces = gen["takeOverPaces"];
    c.generals.takeOverComparesModified = gen["takeOverCompares"]["value"] == "modified";
    c.generals.takeOverCompares =
        provenance(gen["takeOverCompares"], cid, cname, "/generals/takeOverCompares",
                   "Commander-in-Chief compares activation points after modifiers");
    std::vector<int> faces(static_cast<std::size_t>(c.dieFaces) + 1, 0);
    for (std::size_t i = 0; i < gen["qualities"].size(); ++i) {
        const json &q = gen["qualities"][i];
        Quality quality{q["id"], q["name"], q["from"], q["to"], q["activationModifier"]};
        if (quality.from > quality.to)
            check.fail(commonPath, "/generals/qualities/" + std::to_string(i),
                       msg("\"from\" not above \"to\""));
        for (int f = quality.from; f <= std::min(quality.to, c.dieFaces); ++f)
            ++faces[static_cast<std::size_t>(f)];
        c.generals.qualities.push_back(quality);
    }
    for (int f = 1; f <= c.dieFaces; ++f)
        if (faces[static_cast<std::size_t>(f)] != 1)
            check.fail(commonPath, "/generals/qualities",
                       msg("each die face 1 to %1 in exactly one quality; %2 is in %3",
                           {std::to_string(c.dieFaces), std::to_string(f),
                            std::to_string(faces[static_cast<std::size_t>(f)])}));
    const json &cmd = commonDoc["command"];
    c.command = {cmd["rule"],          cmd["rangePaces"],       cmd["inSightPaces"],
                 cmd["inCommandCost"], cmd["outOfCommandCost"], cmd["artilleryGroupCost"]};
    c.zoneOfControl = {commonDoc["zoneOfControl"]["rule"], commonDoc["zoneOfControl"]["paces"],
                       commonDoc["zoneOfControl"]["noneInDifficult"]};
    c.strategicMove = {commonDoc["strategicMove"]["rule"],
                       commonDoc["strategicMove"]["beyondPaces"]};
    c.lineOfFireRule = commonDoc["fire"]["lineOfFireRule"];
    c.lineOfFireEdgePaces = commonDoc["fire"]["edgePaces"];
    c.fleeRule = commonDoc["flee"]["rule"];
    c.fleeExtraPaces = commonDoc["flee"]["extraPaces"];
    c.pathMode = commonDoc["movementPath"]["mode"];
    c.pathRule = commonDoc["movementPath"]["rule"];
    c.pathProvenance = provenance(commonDoc["movementPath"], cid, cname, "/movementPath",
                                  "how a move across several terrains is counted");
    const json &army = commonDoc["army"];
    c.army = {army["rule"], army["corpsMaxPoints"], army["maxCorps"],
              army["commanderInChiefAbove"]};
    const json &mor = commonDoc["morale"];
    c.morale.rule = mor["rule"];
    c.morale.victoryRule = mor["victoryRule"];
    c.morale.lossNumerator = mor["lossNumerator"];
    c.morale.lossDenominator = mor["lossDenominator"];
    c.morale.attackModifier = mor["attackModifier"];
    c.morale.guardExempt = mor["guardExempt"];
    c.morale.twoCorpsNumerator = mor["twoCorpsNumerator"];
    c.morale.twoCorpsDenominator = mor["twoCorpsDenominator"];

    // The game's sheet.
    const std::string gid = "vaevictis/" + g.id;
    std::set<std::string> seen;
    auto unique = [&](const std::string &kind, const std::string &id, const std::string &pointer) {
        if (!seen.insert(kind + ":" + id).second)
            check.fail(gamePath, pointer,
                       msg("a %1 id used once; \"%2\" appears twice", {kind, id}));
    };
    for (std::size_t i = 0; i < gameDoc["elements"].size(); ++i) {
        const json &e = gameDoc["elements"][i];
        unique("element", e["id"], "/elements/" + std::to_string(i) + "/id");
        g.elements.push_back({e["id"], e["name"], e["category"]});
    }
    const json &mv = gameDoc["movement"];
    g.movementRule = mv["rule"];
    for (std::size_t i = 0; i < mv["columns"].size(); ++i) {
        unique("column", mv["columns"][i]["id"], "/movement/columns/" + std::to_string(i) + "/id");
        g.movementColumns.emplace_back(mv["columns"][i]["id"], mv["columns"][i]["name"]);
    }
    for (std::size_t i = 0; i < mv["rows"].size(); ++i) {
        const json &r = mv["rows"][i];
        const std::string at = "/movement/rows/" + std::to_string(i);
        unique("movement row", r["id"], at + "/id");
        MovementRow row{r["id"], r["name"], {}};
        for (const auto &[column, paces] : r["paces"].items()) {
            if (g.columnName(column).empty())
                check.fail(gamePath, at + "/paces/" + column, msg("a column of /movement/columns"));
            row.paces[column] =
                paces.is_null() ? std::nullopt : std::optional<int>(paces.get<int>());
        }
        for (const auto &[column, columnName] : g.movementColumns)
            if (!row.paces.count(column))
                check.fail(gamePath, at + "/paces",
                           msg("a value (or null for \"-\") for column \"%1\"", {column}));
        g.movementRows.push_back(row);
    }
    for (std::size_t i = 0; i < gameDoc["terrain"].size(); ++i) {
        const json &tr = gameDoc["terrain"][i];
        const std::string at = "/terrain/" + std::to_string(i);
        Terrain terrain;
        terrain.id = tr["id"];
        terrain.name = tr["name"];
        terrain.terrainClass = tr["class"];
        terrain.cover = tr["cover"];
        terrain.column = tr["column"];
        terrain.rule = tr["rule"];
        unique("terrain", terrain.id, at + "/id");
        if (g.columnName(terrain.column).empty())
            check.fail(gamePath, at + "/column",
                       msg("a column of /movement/columns, not \"%1\"", {terrain.column}));
        const json byCategory = tr.value("byCategory", json::object());
        for (const auto &[category, o] : byCategory.items()) {
            Terrain::Override over{o.value("class", terrain.terrainClass),
                                   o.value("column", terrain.column),
                                   o.value("cover", terrain.cover), o["rule"]};
            if (g.columnName(over.column).empty())
                check.fail(gamePath, at + "/byCategory/" + category + "/column",
                           msg("a column of /movement/columns"));
            terrain.byCategory[category] = over;
        }
        terrain.provenance = provenance(tr, gid, g.name, at, terrain.name + " (terrain)");
        g.terrain.push_back(terrain);
    }
    g.weaponsRule = gameDoc["weapons"]["rule"];
    for (std::size_t i = 0; i < gameDoc["weapons"]["list"].size(); ++i) {
        const json &w = gameDoc["weapons"]["list"][i];
        const std::string at = "/weapons/list/" + std::to_string(i);
        Weapon weapon;
        weapon.id = w["id"];
        weapon.name = w["name"];
        unique("weapon", weapon.id, at + "/id");
        int previous = 0;
        for (std::size_t b = 0; b < w["bands"].size(); ++b) {
            Band band{w["bands"][b]["id"], w["bands"][b]["upTo"]};
            if (band.upTo <= previous)
                check.fail(gamePath, at + "/bands/" + std::to_string(b),
                           msg("bands in ascending order of range"));
            previous = band.upTo;
            weapon.bands.push_back(band);
        }
        weapon.provenance = provenance(w, gid, g.name, at, weapon.name + " (fire range)");
        g.weapons.push_back(weapon);
    }
    const std::size_t reductions =
        gameDoc.contains("rangeReductions") ? gameDoc["rangeReductions"].size() : 0;
    for (std::size_t i = 0; i < reductions; ++i) {
        const json &r = gameDoc["rangeReductions"][i];
        const std::string at = "/rangeReductions/" + std::to_string(i);
        RangeReduction reduction{vaevictisStrings(r, "terrain"), r["paces"], r["rule"], {}};
        for (const std::string &terrainId : reduction.terrain)
            if (!g.findTerrain(terrainId))
                check.fail(gamePath, at + "/terrain",
                           msg("terrain ids of /terrain; \"%1\" is not one", {terrainId}));
        reduction.provenance = provenance(
            r, gid, g.name, at, "fire ranges reduced in " + vaevictisJoin(reduction.terrain));
        g.rangeReductions.push_back(reduction);
    }
    for (std::size_t i = 0; i < gameDoc["units"].size(); ++i) {
        const json &u = gameDoc["units"][i];
        const std::string at = "/units/" + std::to_string(i);
        Unit unit;
        unit.index = i;
        unit.id = u["id"];
        unit.name = u["name"];
        unit.category = u["category"];
        unit.element = u["element"];
        unit.elementRule = u.value("elementRule", "");
        unit.movement = u["movement"];
        if (u.contains("fire"))
            unit.fire = u["fire"].get<int>();
        unit.melee = u["melee"];
        unit.charge = u.value("charge", 0);
        unit.cost = u["cost"];
        unit.costRule = u.value("costRule", "");
        if (u.contains("max"))
            unit.max = u["max"].get<int>();
        if (u.contains("figures"))
            unit.figures = u["figures"].get<int>();
        unit.guard = u.value("guard", false);
        unit.weapons = vaevictisStrings(u, "weapons");
        unit.pursuit = u.value("pursuit", "optional");
        unit.pursuitRule = u.value("pursuitRule", "VV 8.4 Pursuit");
        if (u.contains("square"))
            unit.square = Unit::Square{u["square"]["cost"], u["square"]["move"],
                                       u["square"].value("rule", "VV 5.6")};
        unit.skirmishAs = u.value("skirmishAs", "");
        unit.dismountAs = u.value("dismountAs", "");
        unit.mountAs = u.value("mountAs", "");
        unit.notInArmyList = u.value("notInArmyList", false);
        unique("unit", unit.id, at + "/id");
        const Element *element = g.element(unit.element);
        if (!element)
            check.fail(gamePath, at + "/element",
                       msg("an element id of /elements, not \"%1\"", {unit.element}));
        else if (element->category != unit.category)
            check.fail(
                gamePath, at + "/category",
                msg("the category of element \"%1\", %2", {unit.element, element->category}));
        if (!g.movementRow(unit.movement))
            check.fail(gamePath, at + "/movement",
                       msg("a row id of /movement/rows, not \"%1\"", {unit.movement}));
        for (const std::string &w : unit.weapons)
            if (!g.weapon(w))
                check.fail(gamePath, at + "/weapons",
                           msg("weapon ids of /weapons/list; \"%1\" is not one", {w}));
        if (unit.fire && unit.weapons.empty())
            check.fail(gamePath, at + "/weapons",
                       msg("the weapons (fire ranges) of a unit with a fire factor"));
        unit.provenance = provenance(u, gid, g.name, at, unit.name + " (unit)");
        g.units.push_back(unit);
    }
    for (const Unit &unit : g.units)
        for (const std::string *other : {&unit.skirmishAs, &unit.dismountAs, &unit.mountAs})
            if (!other->empty() && !g.unit(*other))
                check.fail(gamePath, "/units/" + std::to_string(unit.index),
                           msg("a unit id of /units, not \"%1\"", {*other}));
    for (const char *kind : {"fire", "melee"}) {
        const bool fire = std::string(kind) == "fire";
        std::vector<Factor> &list = fire ? g.fireFactors : g.meleeFactors;
        for (std::size_t i = 0; i < gameDoc["factors"][kind].size(); ++i) {
            const json &f = gameDoc["factors"][kind][i];
            const std::string at = std::string("/factors/") + kind + "/" + std::to_string(i);
            Factor factor;
            factor.id = f["id"];
            factor.name = f["name"];
            factor.rule = f["rule"];
            factor.value = f.value("value", 0);
            factor.fromCharge = f.contains("valueFrom");
            factor.who = f.value("who", fire ? "self" : "either");
            if (fire && factor.who != "self" && factor.who != "either")
                check.fail(gamePath, at + "/who",
                           msg("\"either\" or nothing (a side that shoots) for a fire factor"));
            factor.per = f.value("per", false);
            if (f.contains("max"))
                factor.max = f["max"].get<int>();
            if (factor.max && !factor.per)
                check.fail(gamePath, at + "/max", msg("a cap only on a \"per\" factor"));
            factor.automatic = f.value("auto", false);
            if (f.contains("when"))
                factor.when = vaevictisCondition(f["when"]);
            if (factor.automatic && factor.when.empty())
                check.fail(gamePath, at + "/when", msg("a condition for an automatic factor"));
            if (factor.automatic && factor.per)
                check.fail(gamePath, at + "/auto",
                           msg("a factor chosen by the players when it is counted (\"per\")"));
            unique(std::string(kind) + " factor", factor.id, at + "/id");
            const Condition &w = factor.when;
            for (const auto *units : {&w.selfUnits, &w.selfNotUnits})
                for (const std::string &u : *units)
                    if (!g.unit(u))
                        check.fail(gamePath, at + "/when",
                                   msg("unit ids of /units; \"%1\" is not one", {u}));
            for (const auto *elements : {&w.selfElement, &w.selfNotElement, &w.opponentElement})
                for (const std::string &e : *elements)
                    if (!g.element(e))
                        check.fail(gamePath, at + "/when",
                                   msg("element ids of /elements; \"%1\" is not one", {e}));
            for (const auto *weapons : {&w.selfWeapons, &w.selfHasWeapon})
                for (const std::string &x : *weapons)
                    if (!g.weapon(x))
                        check.fail(gamePath, at + "/when",
                                   msg("weapon ids of /weapons/list; \"%1\" is not one", {x}));
            if (!fire && (!w.band.empty() || w.beyondPaces || w.withinPaces || w.overHalfRange))
                check.fail(gamePath, at + "/when", msg("no range condition in a melee factor"));
            factor.provenance =
                provenance(f, gid, g.name, at, factor.name + " (" + kind + " factor)");
            list.push_back(factor);
        }
    }
    g.resultsRule = gameDoc["results"]["rule"];
    std::function<void(const ResultCondition &, const std::string &)> checkResultCondition =
        [&](const ResultCondition &rc, const std::string &at) {
            for (const std::string &e : rc.byElement)
                if (!g.element(e))
                    check.fail(gamePath, at,
                               msg("element ids of /elements; \"%1\" is not one", {e}));
            for (const ResultCondition &sub : rc.anyOf)
                checkResultCondition(sub, at + "/anyOf");
        };
    for (const auto &[elementId, lines] : gameDoc["results"]["elements"].items()) {
        const std::string at = "/results/elements/" + elementId;
        if (!g.element(elementId))
            check.fail(gamePath, at, msg("an element id of /elements"));
        ElementResults er;
        for (const char *band : {"under", "half"}) {
            for (std::size_t i = 0; i < lines[band].size(); ++i) {
                const json &l = lines[band][i];
                const std::string lineAt = at + "/" + band + "/" + std::to_string(i);
                ResultLine line;
                line.result = l["result"];
                line.text = l["text"];
                if (l.contains("when")) {
                    line.when = vaevictisResultCondition(l["when"]);
                    checkResultCondition(*line.when, lineAt + "/when");
                }
                line.provenance =
                    provenance(l, gid, g.name, lineAt, elementId + " result \"" + line.text + "\"");
                (std::string(band) == "under" ? er.under : er.half).push_back(line);
            }
            const auto &added = std::string(band) == "under" ? er.under : er.half;
            if (added.back().when)
                check.fail(gamePath, at + "/" + band,
                           msg("a last line without a condition, so every case has a result"));
        }
        g.results[elementId] = er;
    }
    for (const Element &e : g.elements)
        if (!g.results.count(e.id))
            check.fail(gamePath, "/results/elements", msg("results for element \"%1\"", {e.id}));
    g.formations = gameDoc["formations"];
    if (g.formations.contains("squareMovement") && !g.movementRow(g.formations["squareMovement"]))
        check.fail(gamePath, "/formations/squareMovement", msg("a row id of /movement/rows"));
    for (const json &s : gameDoc["specialRules"])
        g.specialRules.push_back({s["id"], s["rule"], s["text"], s["encoded"]});

    if (check.failed())
        return check.error();
    return g;
}

const Unit *Game::unit(const std::string &unitId) const
{
    for (const Unit &u : units)
        if (u.id == unitId)
            return &u;
    return nullptr;
}

const Element *Game::element(const std::string &elementId) const
{
    for (const Element &e : elements)
        if (e.id == elementId)
            return &e;
    return nullptr;
}

const Weapon *Game::weapon(const std::string &weaponId) const
{
    for (const Weapon &w : weapons)
        if (w.id == weaponId)
            return &w;
    return nullptr;
}

const Terrain *Game::findTerrain(const std::string &terrainId) const
{
    for (const Terrain &t : terrain)
        if (t.id == terrainId)
            return &t;
    return nullptr;
}

const MovementRow *Game::movementRow(const std::string &rowId) const
{
    for (const MovementRow &r : movementRows)
        if (r.id == rowId)
            return &r;
    return nullptr;
}

const Scale *Game::scale(const std::string &scaleId) const
{
    for (const Scale &s : common.scales)
        if (s.id == scaleId)
            return &s;
    return nullptr;
}

const Factor *Game::factor(bool fire, const std::string &factorId) const
{
    for (const Factor &f : fire ? fireFactors : meleeFactors)
        if (f.id == factorId)
            return &f;
    return nullptr;
}

Result<const Unit *> Game::requireUnit(const std::string &unitId) const
{
    if (const Unit *u = unit(unitId))
        return u;
    std::vector<std::string> known;
    for (const Unit &u : units)
        known.push_back(u.id);
    return badInput(msg("unknown unit type \"%1\" in %2: the unit types are %3",
                        {unitId, name, vaevictisJoin(known)}));
}

Result<const Weapon *> Game::requireWeapon(const std::string &weaponId) const
{
    if (const Weapon *w = weapon(weaponId))
        return w;
    std::vector<std::string> known;
    for (const Weapon &w : weapons)
        known.push_back(w.id);
    return badInput(msg("unknown weapon \"%1\" in %2: the weapons (%3) are %4",
                        {weaponId, name, weaponsRule, vaevictisJoin(known)}));
}

Result<TerrainView> Game::terrainFor(const std::string &terrainId,
                                     const std::string &category) const
{
    const Terrain *t = findTerrain(terrainId);
    if (!t) {
        std::vector<std::string> known;
        for (const Terrain &x : terrain)
            known.push_back(x.id);
        return badInput(msg("unknown terrain \"%1\" in %2: the terrains are %3",
                            {terrainId, name, vaevictisJoin(known)}));
    }
    TerrainView view{t->id, t->name, t->terrainClass, t->cover, t->column, t->rule, t};
    if (auto over = t->byCategory.find(category); over != t->byCategory.end()) {
        view.terrainClass = over->second.terrainClass;
        view.column = over->second.column;
        view.cover = over->second.cover;
        view.rule = over->second.rule;
    }
    return view;
}

Result<const Scale *> Game::requireScale(const std::string &scaleId) const
{
    if (const Scale *s = scale(scaleId))
        return s;
    std::vector<std::string> known;
    for (const Scale &s : common.scales)
        known.push_back(s.id);
    return badInput(msg("unknown figure scale \"%1\": the scales are %2 (VV Scale)",
                        {scaleId, vaevictisJoin(known)}));
}

std::string Game::columnName(const std::string &columnId) const
{
    for (const auto &[cid, cname] : movementColumns)
        if (cid == columnId)
            return cname;
    return {};
}

void Game::noteUse(Explanation &explanation, const Provenance &p) const
{
    if (p.verified)
        return;
    const std::filesystem::path user = userRuleDataDir();
    const std::string file = p.pointer.substr(0, p.pointer.find(':')) + ".json";
    explanation.addUnverified(
        {p.pointer, p.text, p.source,
         "check it against your own copy of the rules; to correct it, copy " + file + " to " +
             (user.empty() ? std::string("your rule-data folder") : user.string()) +
             " and edit the value"});
}

std::vector<UnverifiedUse> Game::allUnverified() const
{
    Explanation e;
    for (const Provenance &p : m_unverified)
        noteUse(e, p);
    return e.unverified;
}

void to_json(json &doc, const Unit &u)
{
    doc = {{"id", u.id},           {"name", u.name},         {"category", u.category},
           {"element", u.element}, {"movement", u.movement}, {"melee", u.melee},
           {"charge", u.charge},   {"cost", u.cost},         {"guard", u.guard},
           {"weapons", u.weapons}, {"pursuit", u.pursuit},   {"verified", u.provenance.verified}};
    doc["fire"] = u.fire ? json(*u.fire) : json(nullptr);
    if (u.max)
        doc["max"] = *u.max;
    if (u.figures)
        doc["figures"] = *u.figures;
}

void to_json(json &doc, const Factor &f)
{
    doc = {{"id", f.id},
           {"name", f.name},
           {"rule", f.rule},
           {"who", f.who},
           {"per", f.per},
           {"auto", f.automatic},
           {"verified", f.provenance.verified}};
    if (f.fromCharge)
        doc["value"] = "charge bonus";
    else
        doc["value"] = f.value;
    if (f.max)
        doc["max"] = *f.max;
}

} // namespace umpire::vv
