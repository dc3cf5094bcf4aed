#include "vaevictismovement.h"

#include "vaevictisscale.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace umpire::vv {

using nlohmann::json;

Result<const MovementRow *> movementRowFor(const Game &game, const std::string &unitId,
                                           const std::string &formation)
{
    if (unitId == "general") {
        if (const MovementRow *row = game.movementRow("general"))
            return row;
        return badData(msg("%1: at /movement/rows: a \"general\" row", {game.path}));
    }
    Result<const Unit *> unit = game.requireUnit(unitId);
    if (!unit)
        return unit.error();
    if (formation.empty() || formation == "line")
        return game.movementRow((*unit)->movement);
    if (formation == "square") {
        if (!(*unit)->square || !game.formations.contains("squareMovement"))
            return badInput(
                msg("%1 cannot form square in %2 (VV 5.6)", {(*unit)->name, game.name}));
        return game.movementRow(game.formations["squareMovement"].get<std::string>());
    }
    return badInput(msg("unknown formation \"%1\": give line or square", {formation}));
}

Result<int> allowance(const Game &game, const std::string &unitId, const std::string &formation,
                      const std::string &terrainId, Explanation &explanation)
{
    Result<const MovementRow *> row = movementRowFor(game, unitId, formation);
    if (!row)
        return row.error();
    const Unit *unit = game.unit(unitId);
    Result<TerrainView> terrain = game.terrainFor(terrainId, unit ? unit->category : "general");
    if (!terrain)
        return terrain.error();
    if (terrain->terrain)
        game.noteUse(explanation, terrain->terrain->provenance);
    if (unit)
        game.noteUse(explanation, unit->provenance);
    const std::optional<int> allowance = (*row)->paces.at(terrain->column);
    const std::string columnName = game.columnName(terrain->column);
    if (!allowance)
        return badInput(msg("%1 may not enter %2 (%3: \"-\" under %4)",
                            {(*row)->name, terrain->name, game.movementRule, columnName}));
    // The game's Movement Table: paces per turn by type and terrain.
    const bool citesTerrain =
        terrain->rule != "VV 3" && terrain->terrain && !terrain->terrain->byCategory.empty();
    explanation.add(game.movementRule,
                    citesTerrain ? msg("%1 in %2 (%3, %4)",
                                       {(*row)->name, terrain->name, columnName, terrain->rule})
                                 : msg("%1 in %2 (%3)", {(*row)->name, terrain->name, columnName}),
                    {}, std::to_string(*allowance) + " paces");
    return *allowance;
}

Result<Movement> movementLeft(const Game &game, const std::string &unitId,
                              const std::string &formation, const std::vector<PathLeg> &path)
{
    Result<const MovementRow *> row = movementRowFor(game, unitId, formation);
    if (!row)
        return row.error();
    if (path.empty())
        return badInput(msg("a path needs at least one stretch of terrain"));
    Movement m;
    m.unit = unitId;
    m.row = (*row)->id;
    m.rowName = (*row)->name;
    const std::string pathRule = game.common.pathRule;
    game.noteUse(m.explanation, game.common.pathProvenance);
    double total = 0;
    int slowest = -1;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const PathLeg &leg = path[i];
        if (!std::isfinite(leg.paces) || leg.paces < 0)
            return badInput(msg("stretch %1 of the path: a distance cannot be negative: %2 paces",
                                {std::to_string(i + 1), numberText(leg.paces)}));
        Result<int> allowance = vv::allowance(game, unitId, formation, leg.terrain, m.explanation);
        if (!allowance)
            return badInput(
                msg("stretch %1 of the path: %2", {std::to_string(i + 1), allowance.error().what}));
        total += leg.paces;
        slowest = slowest < 0 ? *allowance : std::min(slowest, *allowance);
        if (game.common.pathMode == "proportional") {
            const double share =
                *allowance == 0 ? (leg.paces > 0 ? 1e9 : 0) : leg.paces / *allowance;
            m.usedFraction += share;
            m.explanation.add(pathRule,
                              numberText(leg.paces) + " paces of " + leg.terrain + " use " +
                                  numberText(share * 100) + "% of the move",
                              numberText((m.usedFraction - share) * 100) + "%",
                              numberText(m.usedFraction * 100) + "%");
        }
    }
    if (game.common.pathMode == "slowest") {
        m.usedFraction = slowest == 0 ? 1e9 : total / slowest;
        m.explanation.add(pathRule,
                          "the whole move at the slowest terrain's rate, " +
                              std::to_string(slowest) + " paces",
                          numberText(total) + " paces", numberText(m.usedFraction * 100) + "%");
    }
    m.usedFraction = std::round(m.usedFraction * 1e9) / 1e9;
    m.allowed = m.usedFraction <= 1.0;
    const double left = std::max(0.0, 1.0 - m.usedFraction);
    for (const auto &[column, columnName] : game.movementColumns)
        if (const std::optional<int> a = (*row)->paces.at(column))
            m.pacesLeft[column] = std::round(left * *a * 1e6) / 1e6;
    std::string leftText;
    for (const auto &[column, paces] : m.pacesLeft)
        leftText += (leftText.empty() ? "" : ", ") + numberText(paces) + " " + column;
    m.explanation.add(game.movementRule,
                      m.allowed
                          ? "the move fits the allowance; left: " + leftText
                          : "the path is longer than " + m.rowName + " may move in one turn (" +
                                numberText(m.usedFraction * 100) + "% of its allowance)",
                      {}, m.allowed ? "allowed" : "too far");
    return m;
}

Result<FormationChange> formationChange(const Game &game, const std::string &unitId,
                                        const std::string &change)
{
    Result<const Unit *> found = game.requireUnit(unitId);
    if (!found)
        return found.error();
    const Unit &u = **found;
    FormationChange f;
    f.unit = unitId;
    f.change = change;
    const json &fm = game.formations;
    if (change == "square" || change == "line") {
        // VV 5.6: infantry in line forms square and back at 1 AP (LG: militia 2 AP; only US
        // regulars move too).
        if (!u.square)
            return badInput(msg("%1 cannot form square in %2 (VV 5.6)", {u.name, game.name}));
        f.cost = u.square->cost;
        f.mayMoveThisTurn = u.square->move;
        f.becomes = {unitId};
        f.explanation.add(u.square->rule,
                          u.name +
                              (change == "square" ? " forms square" : " forms line from square"),
                          {}, std::to_string(f.cost) + " AP");
        if (fm.contains("squareAndMoveRule"))
            f.explanation.add(fm["squareAndMoveRule"], f.mayMoveThisTurn
                                                           ? "it may also move this turn"
                                                           : "it may not move in the same turn");
        return f;
    }
    if (change == "skirmish" || change == "close") {
        // VV 5.6 (La Grande Armee): light infantry becomes two skirmisher elements at 1 AP, and
        // back.
        const std::string rule = fm.value("skirmishRule", std::string("VV 5.6"));
        if (change == "skirmish") {
            if (u.skirmishAs.empty())
                return badInput(msg("%1 cannot change to skirmish order in %2 (%3)",
                                    {u.name, game.name, rule}));
            f.becomes.assign(static_cast<std::size_t>(fm.value("skirmishElements", 2)),
                             u.skirmishAs);
        } else {
            const Unit *formed = nullptr;
            for (const Unit &other : game.units)
                if (other.skirmishAs == unitId)
                    formed = &other;
            if (!formed)
                return badInput(
                    msg("%1 are not skirmishers of a light infantry element (%2)", {u.name, rule}));
            f.becomes = {formed->id};
            f.explanation.add(
                rule,
                "two skirmisher elements re-form one light infantry element; if one of them was "
                "destroyed, the other stays in skirmish order for the rest of the game");
        }
        f.cost = fm.value("skirmishCost", 1);
        f.explanation.add(
            rule, u.name + (change == "skirmish" ? " changes to skirmish order" : " re-forms"), {},
            std::to_string(f.cost) + " AP");
        return f;
    }
    if (change == "dismount" || change == "mount") {
        // VV 5.6 (Rebel Yell): cavalry mounts or dismounts at 1 AP.
        const std::string rule = fm.value("dismountRule", std::string("VV 5.6"));
        const std::string &other = change == "dismount" ? u.dismountAs : u.mountAs;
        if (other.empty())
            return badInput(change == "dismount"
                                ? msg("%1 cannot dismount in %2 (%3)", {u.name, game.name, rule})
                                : msg("%1 cannot mount in %2 (%3)", {u.name, game.name, rule}));
        f.cost = fm.value("dismountCost", 1);
        f.becomes = {other};
        f.explanation.add(rule, u.name + " " + change + "s: replaced by " + game.unit(other)->name,
                          {}, std::to_string(f.cost) + " AP");
        game.noteUse(f.explanation, game.unit(other)->provenance);
        return f;
    }
    if (change == "about-turn" || change == "about-turn-and-move") {
        // VV 5.4: an about-turn in place costs 1 AP; none if it is followed by a move.
        f.cost = change == "about-turn" ? 1 : 0;
        f.becomes = {unitId};
        f.explanation.add("VV 5.4",
                          change == "about-turn"
                              ? "an about-turn staying in position costs 1 AP"
                              : "an about-turn followed by a move costs nothing extra",
                          {}, std::to_string(f.cost) + " AP");
        return f;
    }
    return badInput(msg("unknown formation change \"%1\": give square, line, skirmish, close, "
                        "dismount, mount, about-turn or about-turn-and-move",
                        {change}));
}

Result<PassThrough> passThrough(const Game &game, const std::string &moverId,
                                const std::string &throughId, bool facingSameOrOpposite)
{
    Result<const Unit *> mover = game.requireUnit(moverId);
    if (!mover)
        return mover.error();
    Result<const Unit *> through = game.requireUnit(throughId);
    if (!through)
        return through.error();
    PassThrough p;
    const bool skirmishers =
        (*mover)->element == "skirmishers" || (*through)->element == "skirmishers";
    const bool throughGuns =
        (*through)->category == "artillery" && (*mover)->category != "artillery";
    if (!skirmishers && !throughGuns) {
        p.explanation.add(
            "VV 5.3",
            (*mover)->name + " may not pass through " + (*through)->name +
                ": only skirmishers, and cavalry or infantry through artillery, interpenetrate");
        return p;
    }
    // VV 5.3: skirmishers pass through or are passed by anyone; cavalry and infantry pass through
    // artillery; always facing the same or the opposite direction.
    p.allowed = facingSameOrOpposite;
    p.explanation.add(
        "VV 5.3",
        std::string(skirmishers ? "skirmishers may pass through or be passed through by any element"
                                : "cavalry or infantry may pass through artillery") +
            (facingSameOrOpposite ? "" : ", but only facing the same or the opposite direction"),
        {}, p.allowed ? "allowed" : "not allowed");
    return p;
}

Result<Flee> fleeDistance(const Game &game, const std::string &unitId, const std::string &terrain)
{
    Flee f;
    Result<int> allowance = vv::allowance(game, unitId, "line", terrain, f.explanation);
    if (!allowance)
        return allowance.error();
    f.movePaces = *allowance;
    f.fleePaces = *allowance + game.common.fleeExtraPaces;
    // VV 8 Fleeing: recoil a base width, about turn, flee full movement + 100 paces towards its own
    // baseline.
    f.explanation.add(game.common.fleeRule,
                      msg("recoils a base width, about-turns and flees its full movement + %1 "
                          "paces towards its own baseline",
                          {std::to_string(game.common.fleeExtraPaces)}),
                      std::to_string(f.movePaces) + " paces",
                      std::to_string(f.fleePaces) + " paces");
    return f;
}

void to_json(json &doc, const Movement &m)
{
    doc = {{"unit", m.unit},
           {"row", m.row},
           {"rowName", m.rowName},
           {"usedFraction", m.usedFraction},
           {"allowed", m.allowed},
           {"pacesLeft", m.pacesLeft},
           {"steps", m.explanation.steps},
           {"unverified", m.explanation.unverified}};
}

void to_json(json &doc, const FormationChange &f)
{
    doc = {{"unit", f.unit},
           {"change", f.change},
           {"cost", f.cost},
           {"mayMoveThisTurn", f.mayMoveThisTurn},
           {"becomes", f.becomes},
           {"steps", f.explanation.steps},
           {"unverified", f.explanation.unverified}};
}

} // namespace umpire::vv
