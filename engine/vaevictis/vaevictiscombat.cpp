#include "vaevictiscombat.h"

#include "requestreader.h"
#include "vaevictismovement.h"
#include "vaevictisscale.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <nlohmann/json.hpp>

namespace umpire::vv {

using nlohmann::json;

namespace {

bool combatHas(const std::vector<std::string> &list, const std::string &value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

std::string combatList(const std::vector<std::string> &list, const char *conjunction = " or ")
{
    std::string out;
    for (std::size_t i = 0; i < list.size(); ++i)
        out += (i == 0 ? "" : i + 1 == list.size() ? conjunction : ", ") + list[i];
    return out;
}

// "attacker" or "defender" as a phrase the faces translate.
Message roleWord(const std::string &role)
{
    if (role == "attacker")
        return msg("attacker");
    if (role == "defender")
        return msg("defender");
    return role;
}

std::vector<std::string> obligationTexts(const std::vector<Message> &obligations)
{
    std::vector<std::string> texts;
    for (const Message &m : obligations)
        texts.push_back(m.text());
    return texts;
}

std::string combatSigned(int value)
{
    return (value > 0 ? "+" : "") + std::to_string(value);
}

// Everything a factor's condition may look at, from the side that would take it.
struct CombatContext
{
    const Unit *self = nullptr;
    const Unit *opponent = nullptr;
    const Weapon *weapon = nullptr; // fire: the weapon this side shoots with
    TerrainView selfTerrain, opponentTerrain;
    std::string selfFormation, opponentFormation;
    std::string band;
    double paces = 0;
    int range = 0;
    bool charging = false;
};

// Why a factor's condition does not hold, or an empty message when it holds.
Message combatConditionFails(const Condition &c, const CombatContext &x)
{
    const Unit &self = *x.self;
    const Unit &opp = *x.opponent;
    if (!c.selfCategory.empty() && !combatHas(c.selfCategory, self.category))
        return msg("%1 is not %2", {self.name, combatList(c.selfCategory)});
    if (!c.opponentCategory.empty() && !combatHas(c.opponentCategory, opp.category))
        return msg("the opponent, %1, is not %2", {opp.name, combatList(c.opponentCategory)});
    if (!c.selfElement.empty() && !combatHas(c.selfElement, self.element))
        return msg("%1 is not %2", {self.name, combatList(c.selfElement)});
    if (combatHas(c.selfNotElement, self.element))
        return msg("not for %1", {self.element});
    if (!c.opponentElement.empty() && !combatHas(c.opponentElement, opp.element))
        return msg("the opponent, %1, is not %2", {opp.name, combatList(c.opponentElement)});
    if (!c.selfUnits.empty() && !combatHas(c.selfUnits, self.id))
        return msg("only for %1, not %2", {combatList(c.selfUnits), self.id});
    if (combatHas(c.selfNotUnits, self.id))
        return msg("not for %1", {self.name});
    if (!c.selfWeapons.empty() && (!x.weapon || !combatHas(c.selfWeapons, x.weapon->id)))
        return msg("only when firing %1", {combatList(c.selfWeapons)});
    if (!c.selfHasWeapon.empty() &&
        std::none_of(self.weapons.begin(), self.weapons.end(),
                     [&](const std::string &w) { return combatHas(c.selfHasWeapon, w); }))
        return msg("%1 has no %2", {self.name, combatList(c.selfHasWeapon)});
    if (!c.selfTerrain.empty() && !combatHas(c.selfTerrain, x.selfTerrain.terrainClass))
        return msg("only in %1 terrain, and %2 is %3",
                   {combatList(c.selfTerrain), x.selfTerrain.name, x.selfTerrain.terrainClass});
    if (!c.selfCover.empty() && !combatHas(c.selfCover, x.selfTerrain.cover))
        return x.selfTerrain.cover == "none"
                   ? msg("only in %1 cover, and %2 gives no cover",
                         {combatList(c.selfCover), x.selfTerrain.name})
                   : msg("only in %1 cover, and %2 gives %3 cover",
                         {combatList(c.selfCover), x.selfTerrain.name, x.selfTerrain.cover});
    if (!c.opponentCover.empty() && !combatHas(c.opponentCover, x.opponentTerrain.cover))
        return x.opponentTerrain.cover == "none"
                   ? msg("only against a target in %1 cover, and %2 gives no cover",
                         {combatList(c.opponentCover), x.opponentTerrain.name})
                   : msg("only against a target in %1 cover, and %2 gives %3 cover",
                         {combatList(c.opponentCover), x.opponentTerrain.name,
                          x.opponentTerrain.cover});
    if (!c.selfFormation.empty() && !combatHas(c.selfFormation, x.selfFormation))
        return x.selfFormation == "square"
                   ? msg("only in %1 (VV 5.6: a square may not be outflanked)",
                         {combatList(c.selfFormation)})
                   : msg("only in %1", {combatList(c.selfFormation)});
    if (!c.opponentFormation.empty() && !combatHas(c.opponentFormation, x.opponentFormation))
        return msg("only against %1", {combatList(c.opponentFormation)});
    if (!c.band.empty() && !combatHas(c.band, x.band))
        return msg("only at %1 range", {combatList(c.band)});
    if (c.beyondPaces && !(x.paces > *c.beyondPaces))
        return msg("only beyond %1 paces", {std::to_string(*c.beyondPaces)});
    if (c.withinPaces && !(x.paces < *c.withinPaces))
        return msg("only under %1 paces", {std::to_string(*c.withinPaces)});
    if (c.overHalfRange && !(x.paces * 2 > x.range))
        return msg("only over half range (%1 paces)", {numberText(x.range / 2.0)});
    if (c.charging && !x.charging)
        return msg("only when charging in the first round of melee");
    return {};
}

// Applies one side's tactical factors: automatic ones whose condition holds, and the chosen ones.
Result<Ok> combatApplyFactors(const Game &game, bool fire, bool shooting, const std::string &role,
                              const CombatSide &side, const CombatContext &x, SideTotal &total,
                              Explanation &ex)
{
    const std::vector<Factor> &list = fire ? game.fireFactors : game.meleeFactors;
    auto availableTo = [&](const Factor &f) -> Message {
        if (fire)
            return shooting || f.who == "either" ? Message() : msg("only for a side that fires");
        if (f.who == "either" || f.who == role)
            return {};
        return msg("only for the %1", {roleWord(f.who)});
    };
    for (const auto &[id, count] : side.factors) {
        const Factor *f = game.factor(fire, id);
        if (!f) {
            std::vector<std::string> ids;
            for (const Factor &known : list)
                if (!known.automatic)
                    ids.push_back(known.id);
            return badInput(
                fire ? msg("%1: unknown fire tactical factor \"%2\" in %3: the factors to choose "
                           "are %4",
                           {roleWord(role), id, game.name, combatList(ids, ", ")})
                     : msg("%1: unknown melee tactical factor \"%2\" in %3: the factors to choose "
                           "are %4",
                           {roleWord(role), id, game.name, combatList(ids, ", ")}));
        }
        if (f->automatic)
            return badInput(msg("%1: \"%2\" (%3) is applied automatically from the units, "
                                "terrain, formation and distance; do not choose it",
                                {roleWord(role), f->name, f->rule}));
        if (const Message why = availableTo(*f); !why.empty())
            return badInput(msg("%1: \"%2\" (%3) is %4", {roleWord(role), f->name, f->rule, why}));
        if (const Message why = combatConditionFails(f->when, x); !why.empty())
            return badInput(
                msg("%1: \"%2\" (%3) does not apply: %4", {roleWord(role), f->name, f->rule, why}));
        const int cap = f->per ? f->max.value_or(10) : 1;
        if (count < 1 || count > cap) {
            const Message counts =
                cap > 1 ? msg("%1: \"%2\" (%3) counts 1 to %4, not %5",
                              {roleWord(role), f->name, f->rule, std::to_string(cap),
                               std::to_string(count)})
                        : msg("%1: \"%2\" (%3) counts 1 only, not %4",
                              {roleWord(role), f->name, f->rule, std::to_string(count)});
            return badInput(
                f->max ? msg("%1 (the sheet caps it at %2)", {counts, std::to_string(*f->max)})
                       : counts);
        }
    }
    for (const std::string &id : side.without) {
        const Factor *f = game.factor(fire, id);
        if (!f || !f->automatic)
            return badInput(
                f ? msg("%1: \"without\" lists automatic factors to rule out; \"%2\" is chosen, "
                        "not automatic: leave it out of \"factors\"",
                        {roleWord(role), id})
                  : msg("%1: \"without\" lists automatic factors to rule out; \"%2\" is no "
                        "factor of %3",
                        {roleWord(role), id, game.name}));
    }
    for (const Factor &f : list) {
        FactorUse use{f.id, f.name,     f.rule, f.fromCharge ? x.self->charge : f.value,
                      1,    f.automatic};
        if (f.automatic) {
            if (!availableTo(f).empty() || !combatConditionFails(f.when, x).empty())
                continue;
            if (use.value == 0) // a charge bonus of nothing
                continue;
            if (combatHas(side.without, f.id)) {
                // The referee is the authority: an automatic factor he rules out is shown, not
                // applied.
                ex.add(f.rule,
                       msg("%1 %2: %3 %4 would apply, but the referee ruled it out",
                           {roleWord(role), x.self->name, f.name, combatSigned(use.total())}));
                continue;
            }
        } else {
            auto chosen = side.factors.find(f.id);
            if (chosen == side.factors.end())
                continue;
            use.count = chosen->second;
        }
        const int before = total.modifier();
        total.factors.push_back(use);
        // The sheet's Tactical Factors: each modifier with its rule.
        Message factor = msg("%1 %2: %3", {roleWord(role), x.self->name, f.name});
        if (f.fromCharge)
            factor = msg("%1 (charge bonus of %2)", {factor, x.self->name});
        if (use.count > 1)
            factor = msg("%1 x%2", {factor, std::to_string(use.count)});
        factor = f.automatic ? msg("%1 %2 (automatic)", {factor, combatSigned(use.total())})
                             : msg("%1 %2", {factor, combatSigned(use.total())});
        ex.add(f.rule, factor, std::to_string(before), std::to_string(total.modifier()));
        game.noteUse(ex, f.provenance);
    }
    return Ok{};
}

Result<CombatSide> combatReadSide(RequestReader &reader, const json &s, const std::string &where)
{
    CombatSide side;
    if (!reader.expectObject(s, where,
                             {"unit", "weapon", "terrain", "formation", "charging", "demoralised",
                              "factors", "without", "recoilBlocked", "columnBehind",
                              "columnBlocked", "severalFronts", "generalContiguous"}))
        return reader.error();
    side.unit = reader.string(s, "unit", where).value_or("");
    if (side.unit.empty())
        reader.fail(joinWhere(where, "unit"), msg("missing: the unit type of the element"));
    side.weapon = reader.string(s, "weapon", where).value_or("");
    side.terrain = reader.string(s, "terrain", where).value_or("clear");
    side.formation = reader.string(s, "formation", where).value_or("line");
    side.charging = reader.boolean(s, "charging", where).value_or(false);
    side.demoralised = reader.boolean(s, "demoralised", where).value_or(false);
    side.recoilBlocked = reader.boolean(s, "recoilBlocked", where).value_or(false);
    side.columnBehind = reader.integer(s, "columnBehind", where, 0, 20).value_or(0);
    side.columnBlocked = reader.boolean(s, "columnBlocked", where).value_or(false);
    side.severalFronts = reader.boolean(s, "severalFronts", where).value_or(false);
    side.generalContiguous = reader.boolean(s, "generalContiguous", where).value_or(false);
    if (s.contains("factors")) {
        const json &f = s["factors"];
        const std::string at = joinWhere(where, "factors");
        if (f.is_array()) {
            for (const json &id : f) {
                if (!id.is_string())
                    reader.fail(at, msg("expected factor ids, got %1", {id.dump()}));
                else
                    side.factors[id.get<std::string>()] = 1;
            }
        } else if (f.is_object()) {
            for (const auto &[id, count] : f.items())
                side.factors[id] = reader.integer(f, id.c_str(), at, 1, 20).value_or(1);
        } else {
            reader.fail(at, msg("expected a list of factor ids, or an object of id: count"));
        }
    }
    if (s.contains("without")) {
        if (!s["without"].is_array())
            reader.fail(joinWhere(where, "without"),
                        msg("expected a list of automatic factor ids"));
        else
            for (const json &id : s["without"]) {
                if (!id.is_string())
                    reader.fail(joinWhere(where, "without"),
                                msg("expected factor ids, got %1", {id.dump()}));
                else
                    side.without.push_back(id.get<std::string>());
            }
    }
    if (reader.failed())
        return reader.error();
    return side;
}

} // namespace

int SideTotal::modifier() const
{
    int m = baseFactor;
    for (const FactorUse &f : factors)
        m += f.total();
    return m;
}

Result<CombatRequest> CombatRequest::fromJson(const json &j, const Game &game)
{
    RequestReader reader(msg("Vae Victis combat"));
    if (!reader.expectObject(j, "",
                             {"game", "kind", "paces", "distance", "inArc", "continuing",
                              "attacker", "defender", "rolls"}))
        return reader.error();
    CombatRequest r;
    r.game = reader.string(j, "game", "").value_or(game.id);
    r.kind = reader.string(j, "kind", "").value_or("melee");
    r.inArc = reader.boolean(j, "inArc", "").value_or(true);
    r.continuing = reader.boolean(j, "continuing", "").value_or(false);
    if (j.contains("paces")) {
        if (!j["paces"].is_number())
            reader.fail("paces", msg("expected a number of paces, got %1", {j["paces"].dump()}));
        else
            r.paces = j["paces"].get<double>();
    }
    if (j.contains("distance")) {
        const json &d = j["distance"];
        if (!reader.expectObject(d, "distance", {"value", "unit", "scale"}))
            return reader.error();
        if (!d.contains("value") || !d["value"].is_number())
            return badInput(
                msg("Vae Victis combat: distance.value: expected the measured length, a number"));
        Result<Measure> m =
            measure(game, reader.string(d, "scale", "distance").value_or("15mm"),
                    d["value"].get<double>(), reader.string(d, "unit", "distance").value_or("cm"));
        if (!m)
            return m.error();
        r.paces = m->paces;
    }
    for (const char *role : {"attacker", "defender"}) {
        if (!j.contains(role)) {
            reader.fail(role, msg("missing: both sides' elements are needed"));
            return reader.error();
        }
        Result<CombatSide> side = combatReadSide(reader, j[role], role);
        if (!side)
            return side.error();
        (std::string(role) == "attacker" ? r.attacker : r.defender) = *side;
    }
    if (j.contains("rolls")) {
        const json &rolls = j["rolls"];
        if (!rolls.is_array())
            return badInput(msg(
                "Vae Victis combat: rolls: expected a list of [attacker die, defender die] pairs"));
        for (std::size_t i = 0; i < rolls.size(); ++i) {
            const json &pair = rolls[i];
            if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() ||
                !pair[1].is_number_integer())
                return badInput(msg(
                    "Vae Victis combat: /rolls/%1: expected [attacker die, defender die], got %2",
                    {std::to_string(i), shownJsonMessage(pair)}));
            // Each die's range checked before it is converted: 4294967297 is not die 1.
            const auto die = [&](const json &value) -> Result<Roll> {
                Result<long long> n = wholeNumberFromJson(
                    value, "die", INT_MIN, INT_MAX,
                    msg("a die of 1 to %1", {std::to_string(game.common.dieFaces)}));
                if (!n)
                    return n.error();
                return Roll::physical(static_cast<int>(*n), game.common.dieFaces);
            };
            Result<Roll> a = die(pair[0]);
            if (!a)
                return badInput(msg("Vae Victis combat: /rolls/%1: attacker's %2",
                                    {std::to_string(i), a.error().what}));
            Result<Roll> d = die(pair[1]);
            if (!d)
                return badInput(msg("Vae Victis combat: /rolls/%1: defender's %2",
                                    {std::to_string(i), d.error().what}));
            r.rounds.emplace_back(*a, *d);
        }
    }
    if (reader.failed())
        return reader.error();
    return r;
}

Result<TableResult> combatResult(const Game &game, const Unit &loser,
                                 const std::string &loserTerrainClass, const Unit &winner,
                                 bool contact, int loserTotal, int winnerTotal)
{
    if (loserTotal >= winnerTotal)
        return badInput(msg("the loser's total %1 is not under the winner's %2",
                            {std::to_string(loserTotal), std::to_string(winnerTotal)}));
    auto it = game.results.find(loser.element);
    if (it == game.results.end())
        return badData(msg("%1: at /results/elements: no results for element \"%2\"",
                           {game.path, loser.element}));
    TableResult r;
    // Combat Results Table: under the enemy's total but more than half, or half or less.
    r.threshold = loserTotal * 2 <= winnerTotal ? "half" : "under";
    const std::vector<ResultLine> &lines =
        r.threshold == "half" ? it->second.half : it->second.under;
    const std::function<bool(const ResultCondition &)> holds = [&](const ResultCondition &c) {
        if (!c.byCategory.empty() && !combatHas(c.byCategory, winner.category))
            return false;
        if (!c.byElement.empty() && !combatHas(c.byElement, winner.element))
            return false;
        if (!c.terrain.empty() && !combatHas(c.terrain, loserTerrainClass))
            return false;
        if (c.contact && !contact)
            return false;
        return c.anyOf.empty() || std::any_of(c.anyOf.begin(), c.anyOf.end(), holds);
    };
    for (const ResultLine &line : lines)
        if (!line.when || holds(*line.when)) {
            r.result = line.result;
            r.text = line.text;
            r.line = &line;
            return r;
        }
    return badData(msg("%1: at /results/elements/%2: no line applies", {game.path, loser.element}));
}

Result<CombatOutcome> prepareCombat(const CombatRequest &request, const Game &game)
{
    if (!request.game.empty() && request.game != game.id)
        return badInput(
            msg("the combat is for %1 but the rules loaded are %2", {request.game, game.id}));
    const bool fire = request.kind == "fire";
    if (!fire && request.kind != "melee")
        return badInput(msg("unknown combat kind \"%1\": give fire or melee", {request.kind}));
    CombatOutcome out;
    out.game = game.id;
    out.kind = request.kind;
    Explanation &ex = out.explanation;

    const CombatSide *sides[2] = {&request.attacker, &request.defender};
    const Unit *units[2] = {nullptr, nullptr};
    TerrainView terrains[2];
    for (int i = 0; i < 2; ++i) {
        const char *role = i == 0 ? "attacker" : "defender";
        Result<const Unit *> u = game.requireUnit(sides[i]->unit);
        if (!u)
            return badInput(msg("%1: %2", {roleWord(role), u.error().what}));
        units[i] = *u;
        if (sides[i]->formation != "line" && sides[i]->formation != "square")
            return badInput(msg("%1: unknown formation \"%2\": give line or square",
                                {roleWord(role), sides[i]->formation}));
        if (sides[i]->formation == "square" && !units[i]->square)
            return badInput(msg("%1: %2 cannot form square in %3 (VV 5.6)",
                                {roleWord(role), units[i]->name, game.name}));
        Result<TerrainView> t = game.terrainFor(sides[i]->terrain, units[i]->category);
        if (!t)
            return badInput(msg("%1: %2", {roleWord(role), t.error().what}));
        terrains[i] = *t;
        if (t->terrain)
            game.noteUse(ex, t->terrain->provenance);
        game.noteUse(ex, units[i]->provenance);
        if (sides[i]->charging && (fire || i == 1))
            return badInput(msg("%1: only the attacker in a melee charges", {roleWord(role)}));
    }
    const Unit &att = *units[0];
    const Unit &def = *units[1];

    CombatContext ax, dx;
    ax.self = &att, ax.opponent = &def, ax.selfTerrain = terrains[0],
    ax.opponentTerrain = terrains[1];
    ax.selfFormation = request.attacker.formation,
    ax.opponentFormation = request.defender.formation;
    ax.charging = request.attacker.charging;
    dx.self = &def, dx.opponent = &att, dx.selfTerrain = terrains[1],
    dx.opponentTerrain = terrains[0];
    dx.selfFormation = request.defender.formation,
    dx.opponentFormation = request.attacker.formation;

    out.attacker = {"attacker",   att.id,  att.name,  att.element,
                    att.category, "melee", att.melee, {}};
    out.defender = {"defender",   def.id,  def.name,  def.element,
                    def.category, "melee", def.melee, {}};
    bool defenderShoots = false;

    if (fire) {
        // VV 7.6: the firer adds its fire factor; VV 7.1: cavalry may not fire.
        Result<const Weapon *> weapon = firingWeapon(game, att, request.attacker.weapon);
        if (!weapon)
            return badInput(msg("%1: %2", {roleWord("attacker"), weapon.error().what}));
        if (!request.paces)
            return badInput(msg("a fire combat needs the distance between firer and target "
                                "(paces, or distance with a scale)"));
        if (*request.paces < 0)
            return badInput(
                msg("a distance cannot be negative: %1 paces", {numberText(*request.paces)}));
        Result<FireRange> range = fireRange(game, att.id, (*weapon)->id, *request.paces,
                                            request.attacker.terrain, request.defender.terrain);
        if (!range)
            return range.error();
        for (const Step &s : range->explanation.steps)
            ex.steps.push_back(s);
        for (const UnverifiedUse &u : range->explanation.unverified)
            ex.addUnverified(u);
        if (!range->inRange)
            return badInput(msg("%1 cannot fire at %2 paces: %3 reaches %4 (%5)",
                                {att.name, numberText(*request.paces), (*weapon)->name,
                                 std::to_string(range->range), game.weaponsRule}));
        out.range = *range;
        ax.weapon = *weapon, ax.band = range->band, ax.paces = *request.paces,
        ax.range = range->range;
        out.attacker.basis = "fire";
        out.attacker.baseFactor = *att.fire;
        ex.add("VV 7.6", msg("the firer %1 adds its fire factor", {att.name}), {},
               std::to_string(*att.fire));
        // VV 7.6: the target adds its fire factor if the firer is in its range and arc, else its
        // melee factor.
        Message why;
        if (!def.fire) {
            why = msg("%1 has no fire factor", {def.name});
        } else {
            Result<const Weapon *> dw = firingWeapon(game, def, request.defender.weapon);
            if (!dw)
                return badInput(msg("%1: %2", {roleWord("defender"), dw.error().what}));
            FireRange back = weaponRange(game, **dw, *request.paces, range->reducedBy > 0);
            if (!back.inRange)
                why = msg("the firer is out of its range (%1 paces)", {std::to_string(back.range)});
            else if (!request.inArc)
                why = msg("the firer is outside its field of fire");
            else {
                defenderShoots = true;
                out.returnRange = back;
                dx.weapon = *dw, dx.band = back.band, dx.paces = *request.paces,
                dx.range = back.range;
            }
        }
        if (defenderShoots) {
            out.defender.basis = "fire";
            out.defender.baseFactor = *def.fire;
            ex.add("VV 7.6", msg("the target %1 returns fire: it adds its fire factor", {def.name}),
                   {}, std::to_string(*def.fire));
        } else {
            ex.add("VV 7.6", msg("the target %1 adds its melee factor: %2", {def.name, why}), {},
                   std::to_string(def.melee));
        }
    } else {
        if (request.paces)
            return badInput(msg("a melee is between elements in contact: give no distance"));
        // VV 8.1: infantry may not voluntarily attack cavalry in clear terrain.
        if (!request.continuing && att.category == "infantry" && def.category == "cavalry" &&
            terrains[1].terrainClass == "clear" && terrains[0].terrainClass == "clear")
            return badInput(msg("VV 8.1: infantry cannot voluntarily melee attack cavalry in clear "
                                "terrain (set continuing if the cavalry began this combat)"));
        // VV 8.4: an artillery element may not voluntarily engage in melee.
        if (!request.continuing && att.category == "artillery")
            return badInput(msg("VV 8.4: an artillery element may not voluntarily engage in melee "
                                "(set continuing if the enemy began this combat)"));
        ex.add("VV 8.4",
               msg("each side adds its melee factor: %1 %2, %3 %4",
                   {att.name, std::to_string(att.melee), def.name, std::to_string(def.melee)}));
    }

    Result<Ok> a =
        combatApplyFactors(game, fire, true, "attacker", request.attacker, ax, out.attacker, ex);
    if (!a)
        return a.error();
    Result<Ok> d = combatApplyFactors(game, fire, defenderShoots, "defender", request.defender, dx,
                                      out.defender, ex);
    if (!d)
        return d.error();

    // VV 9: a demoralised corps has -1 in attack, not in defence; Guard units suffer no deduction.
    const auto &morale = game.common.morale;
    if (request.attacker.demoralised) {
        if (att.guard && morale.guardExempt) {
            ex.add(morale.rule,
                   msg("%1 is Guard: no deduction for its demoralised corps", {att.name}));
        } else {
            const int before = out.attacker.modifier();
            out.attacker.factors.push_back({"demoralised", "Demoralised corps, in attack",
                                            morale.rule, morale.attackModifier, 1, true});
            ex.add(morale.rule,
                   msg("attacker's corps is demoralised: %1 in attack",
                       {combatSigned(morale.attackModifier)}),
                   std::to_string(before), std::to_string(out.attacker.modifier()));
        }
    }
    if (request.defender.demoralised)
        ex.add(morale.rule, msg("defender's corps is demoralised: no deduction in defence"));
    return out;
}

Result<CombatOutcome> resolveCombat(const CombatRequest &request, const Game &game)
{
    Result<CombatOutcome> prepared = prepareCombat(request, game);
    if (!prepared)
        return prepared.error();
    CombatOutcome out = std::move(prepared).value();
    Explanation &ex = out.explanation;
    const bool fire = out.kind == "fire";
    if (request.rounds.empty())
        return badInput(
            msg("no dice: give rolls, one [attacker, defender] pair (or let the program roll)"));
    const int am = out.attacker.modifier(), dm = out.defender.modifier();
    const std::string rollRule = fire ? "VV 7.6" : "VV 8.4";
    for (std::size_t i = 0; i < request.rounds.size(); ++i) {
        if (!out.rounds.empty()) {
            const CombatRound &last = out.rounds.back();
            if (fire || last.attackerTotal != last.defenderTotal)
                return badInput(
                    fire ? msg("/rolls/%1: more dice than needed: a fire combat is one roll each",
                               {std::to_string(i)})
                         : msg("/rolls/%1: more dice than needed: the previous roll was no tie",
                               {std::to_string(i)}));
        }
        CombatRound round{request.rounds[i].first, request.rounds[i].second,
                          request.rounds[i].first.value + am, request.rounds[i].second.value + dm};
        // VV 7.6 / 8.4: each player rolls a die and adds his factor and tactical factors.
        ex.add(rollRule,
               msg("attacker %1 %2 = %3; defender %4 %5 = %6",
                   {round.attackerDie.message(), combatSigned(am),
                    std::to_string(round.attackerTotal), round.defenderDie.message(),
                    combatSigned(dm), std::to_string(round.defenderTotal)}),
               {},
               std::to_string(round.attackerTotal) + " : " + std::to_string(round.defenderTotal));
        if (!fire && round.attackerTotal == round.defenderTotal)
            ex.add("VV 8 Results", msg("equal scores in melee: roll again"));
        out.rounds.push_back(round);
    }
    const CombatRound &last = out.rounds.back();
    if (last.attackerTotal == last.defenderTotal) {
        if (!fire) {
            out.needsReroll = true;
            out.obligations.push_back(msg("equal scores: both players roll again (VV 8 Results)"));
            return out;
        }
        ex.add("VV 7.6",
               msg("equal scores: the target is not beaten and the firer suffers nothing"));
        out.result = "none";
        return out;
    }
    const bool attackerWon = last.attackerTotal > last.defenderTotal;
    if (fire && !attackerWon) {
        // VV 7.6: unlike melee, the attacking unit suffers no adverse results.
        ex.add("VV 7.6",
               msg("the target's total is higher: no effect; the firer suffers no adverse result"));
        out.result = "none";
        return out;
    }
    out.winner = attackerWon ? "attacker" : "defender";
    out.loser = attackerWon ? "defender" : "attacker";
    const CombatSide &loserSide = attackerWon ? request.defender : request.attacker;
    const CombatSide &winnerSide = attackerWon ? request.attacker : request.defender;
    const Unit &loser = *game.unit(loserSide.unit);
    const Unit &winner = *game.unit(winnerSide.unit);
    const int loserTotal = attackerWon ? last.defenderTotal : last.attackerTotal;
    const int winnerTotal = attackerWon ? last.attackerTotal : last.defenderTotal;
    const TerrainView terrain = game.terrainFor(loserSide.terrain, loser.category).value();

    Result<TableResult> table =
        combatResult(game, loser, terrain.terrainClass, winner, !fire, loserTotal, winnerTotal);
    if (!table)
        return table.error();
    out.threshold = table->threshold;
    out.tableResult = table->result;
    out.tableText = table->text;
    out.result = table->result;
    game.noteUse(ex, table->line->provenance);
    const Element *element = game.element(loser.element);
    const Message threshold =
        table->threshold == "half" ? msg("half or less") : msg("less but more than half");
    ex.add(game.resultsRule,
           fire ? msg("%1 %2 against %3: %4, in %5, beaten by %6: %7",
                      {element->name, std::to_string(loserTotal), std::to_string(winnerTotal),
                       threshold, terrain.name, winner.name, table->text})
                : msg("%1 %2 against %3: %4, in %5, in contact, beaten by %6: %7",
                      {element->name, std::to_string(loserTotal), std::to_string(winnerTotal),
                       threshold, terrain.name, winner.name, table->text}),
           std::to_string(loserTotal) + " : " + std::to_string(winnerTotal), table->result);

    // VV 8.4: an element attacked on more than one front is destroyed if it loses; if it wins, all
    // its opponents retreat.
    if (!fire && loserSide.severalFronts && out.result != "destroyed") {
        ex.add("VV 8.4",
               msg("%1 was attacked on more than one front and lost: destroyed", {loser.name}),
               out.result, "destroyed");
        out.result = "destroyed";
    }
    if (!fire && winnerSide.severalFronts) {
        out.opponentsRecoil = true;
        ex.add("VV 8.4",
               msg("%1 was attacked on more than one front and won: all its opponents must retreat",
                   {winner.name}));
        out.obligations.push_back(
            msg("every other element attacking %1 recoils (VV 8.4)", {winner.name}));
    }
    // VV 8 Recoil: an element that cannot recoil is destroyed; a column behind is pushed back.
    if (out.result == "recoil" || out.result == "flee") {
        if (loserSide.recoilBlocked) {
            ex.add("VV 8 Recoil",
                   msg("%1 cannot recoil (enemy on its flank or rear, an obstacle, or a friend "
                       "behind facing another way): destroyed",
                       {loser.name}),
                   out.result, "destroyed");
            out.result = "destroyed";
        } else if (loserSide.columnBehind > 0) {
            if (loserSide.columnBlocked) {
                ex.add("VV 8 Recoil",
                       msg("the last element of the column behind cannot recoil: %1 is destroyed",
                           {loser.name}),
                       out.result, "destroyed");
                out.result = "destroyed";
            } else {
                out.columnPushedBack = true;
                ex.add("VV 8 Recoil",
                       msg("the %1 friendly element(s) behind, facing the same way, are pushed "
                           "back the depth of their base",
                           {std::to_string(loserSide.columnBehind)}));
                out.obligations.push_back(
                    msg("push the column behind %1 back the depth of its base (VV 8 Recoil)",
                        {loser.name}));
            }
        }
    }
    if (out.result == "recoil") {
        out.obligations.push_back(
            msg("%1 (%2) recoils a base width, still facing its adversary (VV 8 Recoil)",
                {loser.name, roleWord(out.loser)}));
    } else if (out.result == "flee") {
        Result<Flee> flee = fleeDistance(game, loser.id, loserSide.terrain);
        if (flee) {
            out.fleePaces = flee->fleePaces;
            for (const Step &s : flee->explanation.steps)
                ex.steps.push_back(s);
        }
        out.obligations.push_back(
            msg("%1 (%2) recoils a base width, about-turns and flees %3 towards its own "
                "baseline, for one turn (VV 8 Fleeing)",
                {loser.name, roleWord(out.loser),
                 out.fleePaces ? msg("%1 paces", {std::to_string(out.fleePaces)})
                               : msg("its full move + 100 paces")}));
    } else if (out.result == "destroyed") {
        out.obligations.push_back(
            msg("%1 (%2) is destroyed: remove it", {loser.name, roleWord(out.loser)}));
        if (loserSide.factors.count("rear-support"))
            out.obligations.push_back(
                msg("its rear-supporting element is not destroyed with it (VV 8.4 Rear Support)"));
        // VV 2: a general contiguous with an element destroyed by combat is eliminated; one
        // attached to it (the melee factor) touches it.
        if (loserSide.generalContiguous || loserSide.factors.count("general-attached")) {
            out.generalLost = true;
            ex.add(game.common.generals.lossRule,
                   msg("the general beside the destroyed element is killed or captured; his "
                       "corps is out of command range from now on (2 AP a move)"));
            out.obligations.push_back(msg("the general beside %1 is lost (%2)",
                                          {loser.name, game.common.generals.lossRule}));
        }
    }
    // VV 8.4 Pursuit: obligatory for heavy cavalry (and LG American Dragoons), never for artillery.
    if (!fire && out.result != "none") {
        out.pursuit = winner.pursuit;
        const std::string rule = winner.pursuitRule.empty() ? "VV 8.4 Pursuit" : winner.pursuitRule;
        if (winner.pursuit == "obligatory") {
            ex.add(rule, msg("%1 must pursue: it occupies the place vacated by %2, no further",
                             {winner.name, loser.name}));
            out.obligations.push_back(
                msg("%1 (%2) must occupy the place %3 vacated, and pursues no further (%4)",
                    {winner.name, roleWord(out.winner), loser.name, rule}));
        } else if (winner.pursuit == "never") {
            ex.add(rule, msg("%1 may never pursue", {winner.name}));
        } else {
            ex.add(rule,
                   msg("%1 may occupy the vacated place (pursuit is optional)", {winner.name}));
        }
    }
    return out;
}

Result<CombatOutcome> rollCombat(CombatRequest request, const Game &game, DiceGenerator &dice)
{
    const bool fire = request.kind == "fire";
    Result<CombatOutcome> prepared = prepareCombat(request, game);
    if (!prepared)
        return prepared.error();
    const int am = prepared->attacker.modifier(), dm = prepared->defender.modifier();
    auto tied = [&] {
        return !request.rounds.empty() &&
               request.rounds.back().first.value + am == request.rounds.back().second.value + dm;
    };
    // VV 8 Results: in melee roll again in the case of equal scores (bounded: a tie every time is 1
    // in 6 a roll).
    for (int guard = 0; (request.rounds.empty() || (!fire && tied())) && guard < 1000; ++guard) {
        Roll a = dice.roll(game.common.dieFaces);
        Roll d = dice.roll(game.common.dieFaces);
        request.rounds.emplace_back(a, d);
    }
    return resolveCombat(request, game);
}

void to_json(json &doc, const SideTotal &s)
{
    json factors = json::array();
    for (const FactorUse &f : s.factors)
        factors.push_back({{"id", f.id},
                           {"name", f.name},
                           {"rule", f.rule},
                           {"value", f.value},
                           {"count", f.count},
                           {"automatic", f.automatic}});
    doc = {{"role", s.role},
           {"unit", s.unit},
           {"unitName", s.unitName},
           {"element", s.element},
           {"category", s.category},
           {"basis", s.basis},
           {"baseFactor", s.baseFactor},
           {"factors", factors},
           {"modifier", s.modifier()}};
}

void to_json(json &doc, const CombatOutcome &o)
{
    json rounds = json::array();
    for (const CombatRound &r : o.rounds)
        rounds.push_back({{"attackerDie", r.attackerDie},
                          {"defenderDie", r.defenderDie},
                          {"attackerTotal", r.attackerTotal},
                          {"defenderTotal", r.defenderTotal}});
    doc = {{"game", o.game},
           {"kind", o.kind},
           {"attacker", o.attacker},
           {"defender", o.defender},
           {"rounds", rounds},
           {"needsReroll", o.needsReroll},
           {"winner", o.winner},
           {"loser", o.loser},
           {"threshold", o.threshold},
           {"tableResult", o.tableResult},
           {"tableText", o.tableText},
           {"result", o.result},
           {"obligations", obligationTexts(o.obligations)},
           {"obligationMessages", o.obligations},
           {"steps", o.explanation.steps},
           {"unverified", o.explanation.unverified}};
    if (o.range)
        doc["range"] = *o.range;
    if (o.returnRange)
        doc["returnRange"] = *o.returnRange;
    if (o.fleePaces)
        doc["fleePaces"] = o.fleePaces;
    if (o.columnPushedBack)
        doc["columnPushedBack"] = true;
    if (o.generalLost)
        doc["generalLost"] = true;
    if (o.opponentsRecoil)
        doc["opponentsRecoil"] = true;
    if (!o.pursuit.empty())
        doc["pursuit"] = o.pursuit;
}

} // namespace umpire::vv
