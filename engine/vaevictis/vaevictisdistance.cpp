#include "vaevictisdistance.h"

#include "vaevictisscale.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace umpire::vv {

using nlohmann::json;

namespace {

Result<double> vaevictisPaces(double paces, const Message &what)
{
    if (!std::isfinite(paces))
        return badInput(msg("%1 must be a number", {what}));
    if (paces < 0)
        return badInput(msg("%1 cannot be negative: %2 paces", {what, numberText(paces)}));
    return paces;
}

// A range band's id ("short", "medium", "long", "range") as a word the faces translate.
Message bandWord(const std::string &band)
{
    if (band == "short")
        return msg("short");
    if (band == "medium")
        return msg("medium");
    if (band == "long")
        return msg("long");
    if (band == "range")
        return msg("range");
    return band;
}

// "long range", or "in range" for a weapon with one band.
Message bandName(const std::string &band)
{
    return band == "range" ? msg("in range") : msg("%1 range", {bandWord(band)});
}

// The automatic fire factors that depend on the distance alone, for a weapon (and the category of
// the units firing it): the worth of a range band.
std::vector<RangeFactor> vaevictisRangeFactors(const Game &game, const Weapon &weapon, double paces,
                                               int range, const std::string &band)
{
    std::string category;
    for (const Unit &u : game.units)
        if (std::find(u.weapons.begin(), u.weapons.end(), weapon.id) != u.weapons.end())
            category = u.category;
    auto has = [](const std::vector<std::string> &list, const std::string &v) {
        return std::find(list.begin(), list.end(), v) != list.end();
    };
    std::vector<RangeFactor> out;
    for (const Factor &f : game.fireFactors) {
        const Condition &c = f.when;
        const bool rangeDependent =
            !c.band.empty() || c.beyondPaces || c.withinPaces || c.overHalfRange;
        if (!f.automatic || !rangeDependent)
            continue;
        if ((!c.band.empty() && !has(c.band, band)) ||
            (c.beyondPaces && !(paces > *c.beyondPaces)) ||
            (c.withinPaces && !(paces < *c.withinPaces)) ||
            (c.overHalfRange && !(paces * 2 > range)) ||
            (!c.selfWeapons.empty() && !has(c.selfWeapons, weapon.id)) ||
            (!c.selfCategory.empty() && !has(c.selfCategory, category)))
            continue;
        out.push_back({f.id, f.name, f.rule, f.value});
    }
    return out;
}

} // namespace

Result<const Weapon *> firingWeapon(const Game &game, const Unit &unit, const std::string &weapon)
{
    // VV 7.1: cavalry units may not fire.
    if (!unit.fire)
        return badInput(msg("%1 has no fire factor and cannot fire (VV 7.1)", {unit.name}));
    if (!weapon.empty()) {
        if (std::find(unit.weapons.begin(), unit.weapons.end(), weapon) == unit.weapons.end()) {
            std::string names;
            for (const std::string &w : unit.weapons)
                names += (names.empty() ? "" : ", ") + w;
            return badInput(msg("%1 does not fire %2 in %3: its weapons are %4",
                                {unit.name, weapon, game.name, names}));
        }
        return game.requireWeapon(weapon);
    }
    // One weapon, or several with the same ranges (LGA: infantry, rifled carbine): no choice to
    // make.
    const Weapon *first = game.weapon(unit.weapons.front());
    const bool same =
        std::all_of(unit.weapons.begin(), unit.weapons.end(), [&](const std::string &w) {
            const Weapon *other = game.weapon(w);
            return other && other->bands.size() == first->bands.size() &&
                   std::equal(other->bands.begin(), other->bands.end(), first->bands.begin(),
                              [](const Band &a, const Band &b) {
                                  return a.id == b.id && a.upTo == b.upTo;
                              });
        });
    if (unit.weapons.size() == 1 || same)
        return game.requireWeapon(unit.weapons.front());
    std::string names;
    for (const std::string &w : unit.weapons)
        names += (names.empty() ? "" : " or ") + w + " (" +
                 std::to_string(game.weapon(w)->range()) + " paces)";
    return badInput(
        msg("%1 may fire %2 (%3): say which weapon", {unit.name, names, game.weaponsRule}));
}

FireRange weaponRange(const Game &game, const Weapon &weapon, double paces, bool inReducingTerrain)
{
    FireRange r;
    r.weapon = weapon.id;
    r.weaponName = weapon.name;
    r.paces = paces;
    for (const RangeReduction &reduction : game.rangeReductions)
        if (inReducingTerrain) {
            // RY Fire Ranges: all ranges reduced by 200 in forest.
            r.reducedBy += reduction.paces;
            game.noteUse(r.explanation, reduction.provenance);
            r.explanation.add(
                reduction.rule,
                msg("%1 range reduced by %2", {weapon.name, std::to_string(reduction.paces)}),
                std::to_string(weapon.range()),
                std::to_string(std::max(0, weapon.range() - reduction.paces)));
        }
    r.range = std::max(0, weapon.range() - r.reducedBy);
    for (const Band &band : weapon.bands) {
        const int upTo = std::max(0, band.upTo - r.reducedBy);
        if (paces <= upTo) {
            r.band = band.id;
            r.inRange = true;
            break;
        }
    }
    Message bandText;
    for (const Band &band : weapon.bands) {
        const Message one =
            msg("%1 up to %2",
                {bandWord(band.id), std::to_string(std::max(0, band.upTo - r.reducedBy))});
        bandText = bandText.empty() ? one : msg("%1, %2", {bandText, one});
    }
    r.explanation.add(
        game.weaponsRule,
        msg("%1 (%2): %3 paces is %4", {weapon.name, bandText, numberText(paces),
                                        r.inRange ? bandName(r.band) : msg("out of range")}),
        numberText(paces) + " paces", r.inRange ? r.band : std::string("out of range"));
    game.noteUse(r.explanation, weapon.provenance);
    if (r.inRange)
        for (const RangeFactor &f : vaevictisRangeFactors(game, weapon, paces, r.range, r.band)) {
            r.factors.push_back(f);
            // The sheet's Tactical Factors - Fire: what the band is worth.
            r.explanation.add(f.rule, msg("%1 at %2 paces: %3 %4",
                                          {weapon.name, numberText(paces), f.name,
                                           (f.value > 0 ? "+" : "") + std::to_string(f.value)}));
        }
    return r;
}

Result<FireRange> fireRange(const Game &game, const std::string &unitId, const std::string &weapon,
                            double paces, const std::string &firerTerrain,
                            const std::string &targetTerrain)
{
    Result<const Unit *> unit = game.requireUnit(unitId);
    if (!unit)
        return unit.error();
    Result<double> p = vaevictisPaces(paces, msg("a fire distance"));
    if (!p)
        return p.error();
    Result<const Weapon *> w = firingWeapon(game, **unit, weapon);
    if (!w)
        return w.error();
    Result<TerrainView> ft = game.terrainFor(firerTerrain, (*unit)->category);
    if (!ft)
        return ft.error();
    Result<TerrainView> tt = game.terrainFor(targetTerrain, "");
    if (!tt)
        return tt.error();
    bool reducing = false;
    for (const RangeReduction &reduction : game.rangeReductions)
        for (const std::string &t : reduction.terrain)
            reducing = reducing || t == ft->id || t == tt->id;
    FireRange r = weaponRange(game, **w, paces, reducing);
    r.unit = unitId;
    return r;
}

Result<ZoneOfControl> zoneOfControl(const Game &game, double paces,
                                    const std::string &projectorTerrain,
                                    const std::string &projectorCategory, bool inFront, bool square)
{
    Result<double> p = vaevictisPaces(paces, msg("a distance"));
    if (!p)
        return p.error();
    Result<TerrainView> terrain = game.terrainFor(projectorTerrain, projectorCategory);
    if (!terrain)
        return terrain.error();
    const auto &zoc = game.common.zoneOfControl;
    ZoneOfControl z;
    // VV 6: a unit in difficult terrain does not project a ZoC.
    if (zoc.noneInDifficult && terrain->terrainClass == "difficult") {
        z.projects = false;
        z.explanation.add(zoc.rule, "an element in difficult terrain (" + terrain->name +
                                        ") projects no zone of control");
        return z;
    }
    // VV 6, 5.6: 200 paces from the front face; a square from all its faces.
    const bool facing = inFront || square;
    z.inside = facing && paces <= zoc.paces;
    z.explanation.add(
        zoc.rule,
        std::string(square ? "a square projects its zone of control from all its faces"
                           : "the zone of control reaches " + std::to_string(zoc.paces) +
                                 " paces from the front face") +
            (facing ? "" : "; this point is not in front of it") + ": " +
            (z.inside ? "inside, the enemy must stop at its limit or align and contact or retreat"
                      : "outside"),
        numberText(paces) + " paces", z.inside ? "inside" : "outside");
    return z;
}

Result<CommandRange> commandRange(const Game &game, double paces, bool inSight, bool generalLost,
                                  bool artilleryWithOtherTypes, bool generalsFirstMove)
{
    Result<double> p = vaevictisPaces(paces, msg("a distance to the general"));
    if (!p)
        return p.error();
    const auto &cmd = game.common.command;
    CommandRange c;
    if (generalsFirstMove && !generalLost) {
        // VV 5.7: a general's first move is free, and so is that of units attached to him.
        c.inCommand = true;
        c.cost = 0;
        c.explanation.add(
            "VV 5.7", "the general's first move, and that of units attached to him, costs no AP",
            {}, "0 AP");
        return c;
    }
    if (generalLost) {
        // VV 2: the corps of a lost general counts as out of command range.
        c.cost = cmd.outOfCommandCost;
        c.explanation.add(game.common.generals.lossRule,
                          "the corps general is lost: its units are outside command range", {},
                          std::to_string(c.cost) + " AP");
        return c;
    }
    // VV 5.2: out of command range if over 1200 paces, or out of sight and more than 600 paces.
    c.inCommand = paces <= cmd.rangePaces || (inSight && paces <= cmd.inSightPaces);
    c.cost = c.inCommand ? cmd.inCommandCost : cmd.outOfCommandCost;
    c.explanation.add(cmd.rule,
                      "command range is " + std::to_string(cmd.rangePaces) + " paces, or " +
                          std::to_string(cmd.inSightPaces) + " in sight of the general; " +
                          numberText(paces) + " paces " + (inSight ? "in sight" : "out of sight") +
                          " is " + (c.inCommand ? "in command" : "out of command"),
                      numberText(paces) + " paces", std::to_string(c.cost) + " AP");
    if (artilleryWithOtherTypes && cmd.artilleryGroupCost > c.cost) {
        // VV 5.2: artillery contiguous to another type is no group; moving them together costs 2
        // AP.
        c.explanation.add(cmd.rule,
                          "artillery moved with elements of another type costs " +
                              std::to_string(cmd.artilleryGroupCost) + " AP",
                          std::to_string(c.cost) + " AP",
                          std::to_string(cmd.artilleryGroupCost) + " AP");
        c.cost = cmd.artilleryGroupCost;
    }
    return c;
}

Result<StrategicMove> strategicMove(const Game &game, double startPaces, double endPaces)
{
    Result<double> a = vaevictisPaces(startPaces, msg("the distance to the enemy at the start"));
    if (!a)
        return a.error();
    Result<double> b = vaevictisPaces(endPaces, msg("the distance to the enemy at the end"));
    if (!b)
        return b.error();
    const auto &s = game.common.strategicMove;
    StrategicMove m;
    // VV 5.5: a strategic move must start and finish beyond 1200 paces of the enemy.
    m.eligible = startPaces > s.beyondPaces && endPaces > s.beyondPaces;
    m.explanation.add(s.rule,
                      "a strategic move starts and ends beyond " + std::to_string(s.beyondPaces) +
                          " paces of the enemy: start " + numberText(startPaces) + ", end " +
                          numberText(endPaces),
                      {}, m.eligible ? "allowed" : "not allowed");
    return m;
}

Result<bool> lineOfFireFromTerrain(const Game &game, double pacesFromEdge, Explanation &explanation)
{
    Result<double> p = vaevictisPaces(pacesFromEdge, msg("a distance to the edge"));
    if (!p)
        return p.error();
    // VV 7.2: within 50 paces of the edge nearest the enemy, the line of fire is not blocked.
    const bool clear = pacesFromEdge <= game.common.lineOfFireEdgePaces;
    explanation.add(
        game.common.lineOfFireRule,
        "an element in a wood, orchard, village or buildings fires and is fired at only within " +
            std::to_string(game.common.lineOfFireEdgePaces) + " paces of the edge",
        numberText(pacesFromEdge) + " paces", clear ? "line of fire open" : "blocked");
    return clear;
}

Reach reach(const Game &game, double paces)
{
    Reach r;
    r.paces = paces;
    for (const Weapon &w : game.weapons) {
        FireRange range = weaponRange(game, w, paces, false);
        for (const Step &s : range.explanation.steps)
            r.explanation.steps.push_back(s);
        for (const UnverifiedUse &u : range.explanation.unverified)
            r.explanation.addUnverified(u);
        r.ranges.push_back(range);
        if (!game.rangeReductions.empty())
            r.reducedRanges.push_back(weaponRange(game, w, paces, true));
    }
    for (const FireRange &reduced : r.reducedRanges)
        for (const UnverifiedUse &u : reduced.explanation.unverified)
            r.explanation.addUnverified(u);
    for (const MovementRow &row : game.movementRows)
        for (const auto &[column, columnName] : game.movementColumns) {
            const std::optional<int> allowance = row.paces.at(column);
            if (!allowance)
                continue;
            r.allowances.push_back(
                {row.id, row.name, column, columnName, *allowance, paces <= *allowance});
        }
    r.explanation.add(game.movementRule,
                      "movement allowances of every row and terrain of the table compared with " +
                          numberText(paces) + " paces");
    const Common &c = game.common;
    r.zoneOfControl = paces <= c.zoneOfControl.paces;
    r.commandRange = paces <= c.command.rangePaces;
    r.commandRangeInSight = paces <= c.command.inSightPaces;
    r.strategicDistance = paces > c.strategicMove.beyondPaces;
    r.explanation.add(c.zoneOfControl.rule,
                      "zone of control " + std::to_string(c.zoneOfControl.paces) + " paces", {},
                      r.zoneOfControl ? "inside" : "outside");
    r.explanation.add(c.command.rule,
                      "command range " + std::to_string(c.command.rangePaces) + " paces, " +
                          std::to_string(c.command.inSightPaces) + " in sight",
                      {},
                      r.commandRange          ? "in range"
                      : r.commandRangeInSight ? "in range only in sight"
                                              : "out of range");
    r.explanation.add(c.strategicMove.rule,
                      "strategic moves beyond " + std::to_string(c.strategicMove.beyondPaces) +
                          " paces",
                      {}, r.strategicDistance ? "beyond" : "not beyond");
    return r;
}

void to_json(json &doc, const FireRange &r)
{
    json factors = json::array();
    for (const RangeFactor &f : r.factors)
        factors.push_back({{"id", f.id}, {"name", f.name}, {"rule", f.rule}, {"value", f.value}});
    doc = {{"weapon", r.weapon}, {"weaponName", r.weaponName}, {"paces", r.paces},
           {"range", r.range},   {"inRange", r.inRange},       {"band", r.band},
           {"factors", factors}};
    if (!r.unit.empty())
        doc["unit"] = r.unit;
    if (r.reducedBy)
        doc["reducedBy"] = r.reducedBy;
    doc["steps"] = r.explanation.steps;
    doc["unverified"] = r.explanation.unverified;
}

void to_json(json &doc, const Reach &r)
{
    json ranges = json::array(), reduced = json::array(), allowances = json::array();
    // Each weapon without its own steps (the reach carries them once).
    auto brief = [](const FireRange &x) {
        json one = x;
        one.erase("steps");
        one.erase("unverified");
        return one;
    };
    for (const FireRange &x : r.ranges)
        ranges.push_back(brief(x));
    for (const FireRange &x : r.reducedRanges)
        reduced.push_back(brief(x));
    for (const Reach::Allowance &a : r.allowances)
        allowances.push_back({{"row", a.row},
                              {"rowName", a.rowName},
                              {"column", a.column},
                              {"columnName", a.columnName},
                              {"allowance", a.allowance},
                              {"within", a.within}});
    doc = {{"paces", r.paces},
           {"ranges", ranges},
           {"allowances", allowances},
           {"zoneOfControl", r.zoneOfControl},
           {"commandRange", r.commandRange},
           {"commandRangeInSight", r.commandRangeInSight},
           {"strategicDistance", r.strategicDistance},
           {"steps", r.explanation.steps},
           {"unverified", r.explanation.unverified}};
    if (!r.reducedRanges.empty())
        doc["reducedRanges"] = reduced;
}

} // namespace umpire::vv
