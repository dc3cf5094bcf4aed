#include "vaevictisrequest.h"

#include "requestreader.h"
#include "vaevictisarmy.h"
#include "vaevictiscombat.h"
#include "vaevictisdistance.h"
#include "vaevictisgenerals.h"
#include "vaevictismorale.h"
#include "vaevictismovement.h"
#include "vaevictisscale.h"

#include <climits>

namespace umpire::vv {

using nlohmann::json;

namespace {

// Reads "paces" (a number) or "distance" ({value, unit, scale}) from an object, in paces.
Result<double> requestPaces(const json &j, const char *pacesKey, const Game &game,
                            bool required = true)
{
    if (j.contains(pacesKey)) {
        if (!j[pacesKey].is_number())
            return badInput(
                msg("%1: expected a number of paces, got %2", {pacesKey, j[pacesKey].dump()}));
        return j[pacesKey].get<double>();
    }
    if (j.contains("distance")) {
        const json &d = j["distance"];
        RequestReader reader("distance");
        if (!reader.expectObject(d, "", {"value", "unit", "scale"}))
            return reader.error();
        if (!d.contains("value") || !d["value"].is_number())
            return badInput(msg("distance.value: expected the measured length, a number"));
        Result<Measure> m =
            measure(game, reader.string(d, "scale", "").value_or("15mm"), d["value"].get<double>(),
                    reader.string(d, "unit", "").value_or("cm"));
        if (!m)
            return m.error();
        return m->paces;
    }
    if (!required)
        return 0.0;
    return badInput(
        msg("missing: give \"%1\" or \"distance\": {\"value\", \"unit\", \"scale\"}", {pacesKey}));
}

// A die: the number given (a physical die), or one drawn from the generator.
Result<Roll> requestDie(const json &j, const char *key, const Game &game, DiceGenerator *dice)
{
    if (j.contains(key)) {
        if (!j[key].is_number_integer())
            return badInput(msg("%1: expected the die rolled, a whole number", {key}));
        Result<long long> die =
            wholeNumberFromJson(j[key], key, INT_MIN, INT_MAX,
                                msg("a die of 1 to %1", {std::to_string(game.common.dieFaces)}));
        if (!die)
            return die.error();
        return Roll::physical(static_cast<int>(*die), game.common.dieFaces);
    }
    if (dice)
        return dice->roll(game.common.dieFaces);
    return badInput(msg("missing: \"%1\", the die rolled (or let the program roll)", {key}));
}

} // namespace

json gameSummary(const Game &game)
{
    json doc = {{"id", game.id}, {"name", game.name}, {"period", game.period}, {"cite", game.cite}};
    json scales = json::array();
    for (const Scale &s : game.common.scales)
        scales.push_back({{"id", s.id}, {"name", s.name}, {"pacesPer25mm", s.pacesPerMm * 25}});
    doc["scales"] = scales;
    json units = json::array();
    for (const Unit &u : game.units)
        units.push_back(u);
    doc["units"] = units;
    json fire = json::array(), melee = json::array();
    for (const Factor &f : game.fireFactors)
        fire.push_back(f);
    for (const Factor &f : game.meleeFactors)
        melee.push_back(f);
    doc["factors"] = {{"fire", fire}, {"melee", melee}};
    json terrain = json::array();
    for (const Terrain &t : game.terrain)
        terrain.push_back({{"id", t.id},
                           {"name", t.name},
                           {"class", t.terrainClass},
                           {"cover", t.cover},
                           {"column", t.column},
                           {"verified", t.provenance.verified}});
    doc["terrain"] = terrain;
    json weapons = json::array();
    for (const Weapon &w : game.weapons) {
        json bands = json::array();
        for (const Band &b : w.bands)
            bands.push_back({{"id", b.id}, {"upTo", b.upTo}});
        weapons.push_back({{"id", w.id}, {"name", w.name}, {"bands", bands}});
    }
    doc["weapons"] = weapons;
    json columns = json::array(), rows = json::array();
    for (const auto &[id, name] : game.movementColumns)
        columns.push_back({{"id", id}, {"name", name}});
    for (const MovementRow &r : game.movementRows) {
        json paces = json::object();
        for (const auto &[column, p] : r.paces)
            paces[column] = p ? json(*p) : json(nullptr);
        rows.push_back({{"id", r.id}, {"name", r.name}, {"paces", paces}});
    }
    doc["movement"] = {{"rule", game.movementRule}, {"columns", columns}, {"rows", rows}};
    json elements = json::array();
    for (const Element &e : game.elements)
        elements.push_back({{"id", e.id}, {"name", e.name}, {"category", e.category}});
    doc["elements"] = elements;
    json special = json::array();
    for (const SpecialRule &s : game.specialRules)
        special.push_back({{"id", s.id}, {"rule", s.rule}, {"text", s.text}});
    doc["specialRules"] = special;
    json qualities = json::array(); // VV 4.2
    for (const Quality &q : game.common.generals.qualities)
        qualities.push_back(
            {{"id", q.id}, {"name", q.name}, {"activationModifier", q.activationModifier}});
    doc["qualities"] = qualities;
    doc["unverified"] = game.allUnverified();
    return doc;
}

Result<json> answer(const json &request, const std::vector<std::filesystem::path> &dirs,
                    DiceGenerator *dice)
{
    if (!request.is_object() || !request.contains("game") || !request["game"].is_string()) {
        std::string ids;
        for (const std::string &id : Game::gameIds())
            ids += (ids.empty() ? "" : ", ") + id;
        return badInput(msg("a Vae Victis request names its \"game\": %1", {ids}));
    }
    Result<Game> game = Game::find(request["game"].get<std::string>(), dirs);
    if (!game)
        return game.error();
    return answer(request, *game, dice);
}

Result<json> answer(const json &request, const Game &game, DiceGenerator *dice)
{
    if (!request.is_object() || !request.contains("ask") || !request["ask"].is_string())
        return badInput(
            msg("a Vae Victis request says what to compute in \"ask\" (data, measure, fire-range, "
                "move, formation, pass-through, zone-of-control, command, strategic-move, table, "
                "base, quality, activation, take-over, general-lost, combat, army, corps-morale, "
                "battle)"));
    const std::string ask = request["ask"];
    json j = request;
    j.erase("ask");
    RequestReader reader(msg("Vae Victis %1", {ask}));
    auto fields = [&](std::initializer_list<const char *> allowed) {
        json rest = j;
        rest.erase("game");
        return reader.expectObject(rest, "", allowed);
    };
    auto fail = [&]() -> Result<json> { return reader.error(); };

    if (ask == "data") {
        if (!fields({}))
            return fail();
        return gameSummary(game);
    }
    if (ask == "measure") {
        if (!fields({"value", "unit", "scale"}))
            return fail();
        if (!j.contains("value") || !j["value"].is_number())
            return badInput(
                msg("Vae Victis measure: value: expected the measured length, a number"));
        Result<Measure> m =
            measure(game, reader.string(j, "scale", "").value_or("15mm"), j["value"].get<double>(),
                    reader.string(j, "unit", "").value_or("cm"));
        if (!m)
            return m.error();
        json answer = *m;
        answer["reach"] = reach(game, m->paces);
        return answer;
    }
    if (ask == "fire-range") {
        if (!fields({"unit", "weapon", "paces", "distance", "firerTerrain", "targetTerrain"}))
            return fail();
        Result<double> paces = requestPaces(j, "paces", game);
        if (!paces)
            return paces.error();
        Result<FireRange> r = fireRange(game, reader.string(j, "unit", "").value_or(""),
                                        reader.string(j, "weapon", "").value_or(""), *paces,
                                        reader.string(j, "firerTerrain", "").value_or("clear"),
                                        reader.string(j, "targetTerrain", "").value_or("clear"));
        if (!r)
            return r.error();
        return json(*r);
    }
    if (ask == "move") {
        if (!fields({"unit", "formation", "path"}))
            return fail();
        if (!j.contains("path") || !j["path"].is_array())
            return badInput(msg("Vae Victis move: path: expected a list of {\"terrain\", "
                                "\"paces\" or \"distance\"}"));
        std::vector<PathLeg> path;
        for (const json &leg : j["path"]) {
            if (!reader.expectObject(leg, "path", {"terrain", "paces", "distance"}))
                return fail();
            Result<double> paces = requestPaces(leg, "paces", game);
            if (!paces)
                return paces.error();
            path.push_back({reader.string(leg, "terrain", "path").value_or("clear"), *paces});
        }
        Result<Movement> m = movementLeft(game, reader.string(j, "unit", "").value_or(""),
                                          reader.string(j, "formation", "").value_or("line"), path);
        if (!m)
            return m.error();
        return json(*m);
    }
    if (ask == "formation") {
        if (!fields({"unit", "change"}))
            return fail();
        Result<FormationChange> f = formationChange(game, reader.string(j, "unit", "").value_or(""),
                                                    reader.string(j, "change", "").value_or(""));
        if (!f)
            return f.error();
        return json(*f);
    }
    if (ask == "pass-through") {
        if (!fields({"mover", "through", "facingSameOrOpposite"}))
            return fail();
        Result<PassThrough> p =
            passThrough(game, reader.string(j, "mover", "").value_or(""),
                        reader.string(j, "through", "").value_or(""),
                        reader.boolean(j, "facingSameOrOpposite", "").value_or(true));
        if (!p)
            return p.error();
        return json{{"allowed", p->allowed}, {"steps", p->explanation.steps}};
    }
    if (ask == "zone-of-control") {
        if (!fields({"paces", "distance", "terrain", "category", "inFront", "square"}))
            return fail();
        Result<double> paces = requestPaces(j, "paces", game);
        if (!paces)
            return paces.error();
        Result<ZoneOfControl> z =
            zoneOfControl(game, *paces, reader.string(j, "terrain", "").value_or("clear"),
                          reader.string(j, "category", "").value_or("infantry"),
                          reader.boolean(j, "inFront", "").value_or(true),
                          reader.boolean(j, "square", "").value_or(false));
        if (!z)
            return z.error();
        return json{
            {"projects", z->projects}, {"inside", z->inside}, {"steps", z->explanation.steps}};
    }
    if (ask == "command") {
        if (!fields({"paces", "distance", "inSight", "generalLost", "artilleryWithOtherTypes",
                     "generalsFirstMove"}))
            return fail();
        Result<double> paces = requestPaces(j, "paces", game);
        if (!paces)
            return paces.error();
        Result<CommandRange> c =
            commandRange(game, *paces, reader.boolean(j, "inSight", "").value_or(true),
                         reader.boolean(j, "generalLost", "").value_or(false),
                         reader.boolean(j, "artilleryWithOtherTypes", "").value_or(false),
                         reader.boolean(j, "generalsFirstMove", "").value_or(false));
        if (!c)
            return c.error();
        return json{
            {"inCommand", c->inCommand}, {"cost", c->cost}, {"steps", c->explanation.steps}};
    }
    if (ask == "strategic-move") {
        if (!fields({"start", "end"}))
            return fail();
        Result<double> start = requestPaces(j, "start", game);
        Result<double> end = requestPaces(j, "end", game);
        if (!start)
            return start.error();
        if (!end)
            return end.error();
        Result<StrategicMove> s = strategicMove(game, *start, *end);
        if (!s)
            return s.error();
        return json{{"eligible", s->eligible}, {"steps", s->explanation.steps}};
    }
    if (ask == "table") {
        if (!fields({"scale", "corps"}))
            return fail();
        Result<Table> t = tableSize(game, reader.string(j, "scale", "").value_or("15mm"),
                                    reader.integer(j, "corps", "", std::nullopt, 100).value_or(1));
        if (reader.failed())
            return fail();
        if (!t)
            return t.error();
        return json(*t);
    }
    if (ask == "base") {
        if (!fields({"scale", "unit"}))
            return fail();
        Result<Base> b = baseSize(game, reader.string(j, "scale", "").value_or("15mm"),
                                  reader.string(j, "unit", "").value_or(""));
        if (!b)
            return b.error();
        return json(*b);
    }
    if (ask == "quality") {
        if (!fields({"roll"}))
            return fail();
        Result<Roll> roll = requestDie(j, "roll", game, dice);
        if (!roll)
            return roll.error();
        Result<GeneralQuality> q = generalQuality(game, *roll);
        if (!q)
            return q.error();
        return json(*q);
    }
    if (ask == "activation") {
        if (!fields({"quality", "roll"}))
            return fail();
        Result<Roll> roll = requestDie(j, "roll", game, dice);
        if (!roll)
            return roll.error();
        Result<Activation> a =
            activationPoints(game, reader.string(j, "quality", "").value_or(""), *roll);
        if (!a)
            return a.error();
        return json(*a);
    }
    if (ask == "take-over") {
        if (!fields({"commander", "general", "paces", "distance"}))
            return fail();
        Result<double> paces = requestPaces(j, "paces", game);
        if (!paces)
            return paces.error();
        const std::optional<int> commander = reader.integer(j, "commander", "", 0, 100);
        const std::optional<int> general = reader.integer(j, "general", "", 0, 100);
        if (reader.failed())
            return fail();
        if (!commander || !general)
            return badInput(msg("Vae Victis take-over: give \"commander\" and \"general\", "
                                "their activation points"));
        Result<TakeOver> t = commanderInChiefTakesOver(game, *commander, *general, *paces);
        if (!t)
            return t.error();
        return json(*t);
    }
    if (ask == "general-lost") {
        if (!fields({"contiguous"}))
            return fail();
        return json(generalLoss(game, reader.boolean(j, "contiguous", "").value_or(true)));
    }
    if (ask == "combat") {
        Result<CombatRequest> r = CombatRequest::fromJson(j, game);
        if (!r)
            return r.error();
        Result<CombatOutcome> o =
            r->rounds.empty() && dice ? rollCombat(*r, game, *dice) : resolveCombat(*r, game);
        if (!o)
            return o.error();
        return json(*o);
    }
    if (ask == "army") {
        Result<ArmyList> list = ArmyList::fromJson(j);
        if (!list)
            return list.error();
        Result<ArmyReport> r = validateArmy(*list, game);
        if (!r)
            return r.error();
        return json(*r);
    }
    if (ask == "corps-morale") {
        if (!fields({"name", "points", "pointsLost", "alreadyDemoralised", "elementsLeft",
                     "elementsInCommand", "generalLost", "elementsInCommanderRange", "roll"}))
            return fail();
        CorpsState c;
        c.name = reader.string(j, "name", "").value_or("corps");
        c.points = reader.integer(j, "points", "", 1, 1000).value_or(0);
        c.pointsLost = reader.integer(j, "pointsLost", "", 0, 1000).value_or(0);
        c.alreadyDemoralised = reader.boolean(j, "alreadyDemoralised", "").value_or(false);
        c.elementsLeft = reader.integer(j, "elementsLeft", "", 0, 1000).value_or(0);
        c.elementsInCommand =
            reader.integer(j, "elementsInCommand", "", 0, 1000).value_or(c.elementsLeft);
        c.generalLost = reader.boolean(j, "generalLost", "").value_or(false);
        c.elementsInCommanderRange =
            reader.integer(j, "elementsInCommanderRange", "", 0, 1000).value_or(0);
        if (reader.failed())
            return fail();
        std::optional<Roll> roll;
        if (j.contains("roll") || dice) {
            Result<Roll> r = requestDie(j, "roll", game, dice);
            if (!r)
                return r.error();
            roll = *r;
        }
        Result<CorpsMorale> m = corpsMorale(game, c, roll);
        if (!m)
            return m.error();
        return json(*m);
    }
    if (ask == "battle") {
        if (!fields({"armies"}))
            return fail();
        if (!j.contains("armies") || !j["armies"].is_array())
            return badInput(msg("Vae Victis battle: armies: expected a list of both sides"));
        std::vector<ArmyStatus> armies;
        for (const json &a : j["armies"]) {
            if (!reader.expectObject(
                    a, "armies",
                    {"name", "corps", "corpsDemoralised", "points", "pointsDestroyed"}))
                return fail();
            armies.push_back(
                {reader.string(a, "name", "armies").value_or("army"),
                 reader.integer(a, "corps", "armies", 0, 100).value_or(1),
                 reader.integer(a, "corpsDemoralised", "armies", 0, 100).value_or(0),
                 reader.integer(a, "points", "armies", 0, 10000).value_or(0),
                 reader.integer(a, "pointsDestroyed", "armies", 0, 10000).value_or(0)});
        }
        if (reader.failed())
            return fail();
        Result<BattleResult> r = battleResult(game, armies);
        if (!r)
            return r.error();
        return json(*r);
    }
    return badInput(
        msg("unknown Vae Victis request \"%1\": ask for data, measure, fire-range, move, "
            "formation, pass-through, zone-of-control, command, strategic-move, table, base, "
            "quality, activation, take-over, general-lost, combat, army, corps-morale or battle",
            {ask}));
}

} // namespace umpire::vv
