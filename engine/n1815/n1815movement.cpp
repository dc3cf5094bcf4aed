#include "n1815movement.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire::n1815 {

namespace {

std::string locName(const Data &data, const std::string &id)
{
    const Location *l = data.location(id);
    return l ? l->name : id;
}

bool isMovementPhase(Phase phase)
{
    return phase == Phase::FrenchMovement || phase == Phase::AlliedMovement;
}

} // namespace

void beginPlayerTurn(State &state, const std::string &side)
{
    state.activeSide = side;
    state.movementPoints.clear();
    state.pointsRolled.clear();
    state.moved.clear();
    state.stopped.clear();
    state.entered.clear();
    state.fought.clear();
    state.resolved.clear();
    state.sheltering.clear();
}

Result<MovementPoints> movementPoints(const Data &data, const std::string &armyId, int roll,
                                      bool rain)
{
    Result<const Army *> army = data.findArmy(armyId);
    if (!army)
        return army.error();
    if (roll < 1 || roll > data.dieFaces)
        return badInput(msg("die %1 is not a face of a %2-sided die: enter 1 to %2",
                            {std::to_string(roll), std::to_string(data.dieFaces)}));
    const Army &a = **army;
    MovementPoints mp;
    mp.army = a.id;
    mp.base = a.baseMovement;
    mp.roll = roll;
    mp.modifiedRoll = roll + (rain ? data.rainVariableModifier : 0);
    mp.explanation.add("N1815 10", msg("%1 base movement points", {a.name}), {},
                       std::to_string(mp.base));
    if (rain)
        mp.explanation.add("N1815 9",
                           msg("Rain: %1 on the variable movement roll",
                               {std::to_string(data.rainVariableModifier)}),
                           std::to_string(roll), std::to_string(mp.modifiedRoll));
    int lookup = mp.modifiedRoll;
    const VariableRow *lowest = &a.variable.front(), *highest = &a.variable.front();
    for (const VariableRow &row : a.variable) {
        if (row.from < lowest->from)
            lowest = &row;
        if (row.to > highest->to)
            highest = &row;
    }
    if (lookup < lowest->from) {
        mp.explanation.add("N1815 9",
                           msg("a modified roll below the chart reads its lowest row (the rules "
                               "do not say; Umpire's reading)"),
                           std::to_string(lookup), std::to_string(lowest->from));
        lookup = lowest->from;
    } else if (lookup > highest->to) {
        lookup = highest->to;
    }
    for (const VariableRow &row : a.variable)
        if (lookup >= row.from && lookup <= row.to)
            mp.variable = row.points;
    mp.total = mp.base + mp.variable;
    mp.explanation.add("N1815 10",
                       msg("%1 variable movement chart: roll %2 adds %3",
                           {a.name, std::to_string(lookup), std::to_string(mp.variable)}),
                       std::to_string(mp.base), std::to_string(mp.total));
    return mp;
}

Result<Change> rollWeather(const Data &data, const State &state, const Roll &roll)
{
    if (state.phase != Phase::Weather)
        return badInput(
            msg("the weather is rolled at the start of a turn (N1815 8 A), not in the %1 phase",
                {phaseName(state.phase)}));
    if (roll.value < 1 || roll.value > data.dieFaces)
        return badInput(msg("die %1 is not a face of a %2-sided die",
                            {std::to_string(roll.value), std::to_string(data.dieFaces)}));
    Change change{state, {}};
    State &s = change.state;
    s.rain = std::find(data.rainOn.begin(), data.rainOn.end(), roll.value) != data.rainOn.end();
    if (s.rain)
        change.explanation.add("N1815 9", msg("Weather roll %1: Rain", {roll.message()}));
    else
        change.explanation.add("N1815 9", msg("Weather roll %1: good weather", {roll.message()}));
    s.phase = Phase::FrenchMovement;
    beginPlayerTurn(s, data.sides.front().id);
    return change;
}

Result<Change> rollMovementPoints(const Data &data, const State &state, const std::string &armyId,
                                  const Roll &roll)
{
    if (!isMovementPhase(state.phase))
        return badInput(msg("movement points are rolled in a movement phase, not in the %1 phase",
                            {phaseName(state.phase)}));
    Result<const Army *> army = data.findArmy(armyId);
    if (!army)
        return army.error();
    if ((*army)->side != state.activeSide)
        return badInput(
            msg("the %1 army is not the active side's: only %2 armies move now (N1815 10)",
                {(*army)->name, state.activeSide}));
    if (state.pointsRolled.count((*army)->id))
        return badInput(
            msg("the %1 army has already rolled its movement points this turn", {(*army)->name}));
    Result<MovementPoints> mp = movementPoints(data, (*army)->id, roll.value, state.rain);
    if (!mp)
        return mp.error();
    Change change{state, mp->explanation};
    change.explanation.steps.insert(
        change.explanation.steps.begin(),
        umpire::Step{"N1815 10",
                     (*army)->name + " variable movement roll " + roll.describe(),
                     {},
                     {},
                     msg("%1 variable movement roll %2", {(*army)->name, roll.message()})});
    change.state.movementPoints[(*army)->id] = mp->total;
    change.state.pointsRolled.insert((*army)->id);
    return change;
}

Result<Change> applyMove(const Data &data, const State &state, const Move &move)
{
    if (!isMovementPhase(state.phase))
        return badInput(
            msg("units move in a movement phase, not in the %1 phase", {phaseName(state.phase)}));
    Result<const Unit *> found = data.findUnit(move.unit);
    if (!found)
        return found.error();
    const Unit &u = **found;
    if (!state.isAlive(u.id))
        return badInput(msg("%1 has been eliminated and cannot move", {u.label()}));
    if (u.side != state.activeSide)
        return badInput(msg("%1 is not the active side's: only the active player moves (N1815 10)",
                            {u.label()}));
    const int already = state.moved.count(u.id) ? state.moved.at(u.id) : 0;
    const Message movedOnce = msg(
        "%1 has already moved this turn: all units may only move once per player turn (N1815 10)",
        {u.label()});
    if (state.stopped.count(u.id))
        return badInput(msg("%1; it stopped on entering enemy corps", {movedOnce}));
    if (move.path.empty())
        return badInput(msg("the move of %1 names no location to move to", {u.label()}));

    std::vector<std::string> path;
    for (const std::string &text : move.path) {
        Result<const Location *> loc = data.findLocation(text);
        if (!loc)
            return loc.error();
        path.push_back((*loc)->id);
    }
    const int steps = static_cast<int>(path.size());
    const std::string rule = u.kind == UnitKind::Commander ? "N1815 3" : "N1815 10";
    int maxSteps = u.kind == UnitKind::Commander ? data.commanderMaxLocations
                   : u.kind == UnitKind::Cavalry ? data.cavalryMaxLocations
                                                 : data.infantryMaxLocations;
    if (u.kind == UnitKind::Infantry && state.rain)
        maxSteps = 1;
    if (already > 0 && already + steps > maxSteps)
        return badInput(maxSteps == 1
                            ? msg("%1; it has moved %2 of its %3 location",
                                  {movedOnce, std::to_string(already), std::to_string(maxSteps)})
                            : msg("%1; it has moved %2 of its %3 locations",
                                  {movedOnce, std::to_string(already), std::to_string(maxSteps)}));
    if (steps > maxSteps) {
        const bool inRain = u.kind == UnitKind::Infantry && state.rain;
        const Message limit =
            maxSteps == 1
                ? msg("%1 may move at most %2 location", {u.label(), std::to_string(maxSteps)})
                : msg("%1 may move at most %2 locations", {u.label(), std::to_string(maxSteps)});
        return badInput(inRain ? msg("%1 in rain (N1815 9), not %2", {limit, std::to_string(steps)})
                               : msg("%1 (%2), not %3", {limit, rule, std::to_string(steps)}));
    }

    Change change{state, {}};
    Explanation &ex = change.explanation;
    std::string at = state.locationOf(u.id);
    const std::string enemy = data.otherSide(u.side);
    bool crossedRiver = false;
    for (int i = 0; i < steps; ++i) {
        const Road *road = data.road(at, path[i]);
        if (!road)
            return badInput(msg(
                "no road from %1 to %2: units move from town to connected town by road (N1815 2)",
                {locName(data, at), locName(data, path[i])}));
        data.useRoad(ex, *road);
        data.useLocation(ex, path[i]);
        crossedRiver = road->river;
        if (i + 1 < steps && state.hasCorps(data, path[i], enemy))
            return badInput(msg("%1 must stop at %2, which enemy corps occupy: a unit entering "
                                "enemy corps ends its move (N1815 10)",
                                {u.label(), locName(data, path[i])}));
        at = path[i];
    }
    const std::string from = steps >= 2 ? path[steps - 2] : state.locationOf(u.id);
    const std::string dest = path.back();

    // A move given in steps costs what the whole move costs: the cavalry's point covers two
    // locations, the infantry's second location costs a point and a cohesion.
    int cost = 0, cohesionCost = 0;
    const int total = already + steps;
    if (u.kind == UnitKind::Cavalry) {
        const int per = data.cavalryLocationsPerPoint;
        cost = (total + per - 1) / per - (already + per - 1) / per;
    } else if (u.kind == UnitKind::Infantry) {
        cost = steps;
        cohesionCost =
            (std::max(0, total - 1) - std::max(0, already - 1)) * data.infantryExtraCohesion;
    }
    if (u.kind == UnitKind::Commander) {
        bool friendly = false;
        for (const std::string &other : state.unitsAt(data, dest, u.side, true))
            friendly = friendly || other != u.id;
        if (!friendly)
            return badInput(
                msg("%1 must end his move with a friendly corps, and there is none at %2 (N1815 3)",
                    {u.name, locName(data, dest)}));
    } else {
        if (!state.pointsRolled.count(u.army))
            return badInput(msg("the %1 army has not rolled its movement points yet (N1815 10)",
                                {data.army(u.army)->name}));
        const int available =
            state.movementPoints.count(u.army) ? state.movementPoints.at(u.army) : 0;
        if (cost > available)
            return badInput(
                cost == 1
                    ? msg("%1 needs %2 movement point but the %3 army has %4 left (N1815 10)",
                          {u.label(), std::to_string(cost), data.army(u.army)->name,
                           std::to_string(available)})
                    : msg("%1 needs %2 movement points but the %3 army has %4 left (N1815 10)",
                          {u.label(), std::to_string(cost), data.army(u.army)->name,
                           std::to_string(available)}));
    }

    State &s = change.state;
    const std::string route = locName(data, state.locationOf(u.id));
    Message through;
    for (const std::string &p : path)
        through = through.empty() ? msg(" to %1", {locName(data, p)})
                                  : msg("%1 to %2", {through, locName(data, p)});
    s.units[u.id].location = dest;
    s.moved[u.id] = total;
    if (state.hasCorps(data, dest, enemy))
        s.stopped.insert(u.id);
    s.entered[u.id] = {from, crossedRiver, false};
    if (u.isCorps()) {
        const int before = s.movementPoints[u.army];
        s.movementPoints[u.army] = before - cost;
        const Message cavalry = u.kind == UnitKind::Cavalry && total == 2
                                    ? msg(" (cavalry: two locations for one point)")
                                    : Message();
        const Message continuing = already > 0 ? msg(" (continuing its move)") : Message();
        const Message notes = msg("%1%2", {cavalry, continuing});
        ex.add(rule,
               cost == 1 ? msg("%1 moves from %2%3 for 1 movement point%4",
                               {u.label(), route, through, notes})
                         : msg("%1 moves from %2%3 for %4 movement points%5",
                               {u.label(), route, through, std::to_string(cost), notes}),
               std::to_string(before), std::to_string(s.movementPoints[u.army]));
        if (cohesionCost > 0)
            loseCohesion(data, s, u.id, cohesionCost, "N1815 10",
                         "infantry moving a second location", ex);
        if (s.isAlive(u.id)) {
            s.lastOccupier[dest] = u.side;
            if (u.side != data.penaltyOccupier)
                s.frenchHeld.erase(dest);
        }
    } else {
        ex.add(rule, msg("%1 moves from %2%3 for no movement points", {u.name, route, through}));
    }
    if (u.isCorps() && state.hasCorps(data, dest, enemy))
        ex.add("N1815 11", msg("%1 enters %2, held by enemy corps: combat will occur",
                               {u.label(), locName(data, dest)}));
    checkAutomaticVictory(data, s, ex);
    return change;
}

std::vector<MoveOption> moveOptions(const Data &data, const State &state, const std::string &unit)
{
    std::vector<MoveOption> out;
    Result<const Unit *> u = data.findUnit(unit);
    if (!u || !state.isAlive((*u)->id))
        return out;
    const std::string id = (*u)->id;
    auto tryPath = [&](const std::vector<std::string> &path) {
        Result<Change> r = applyMove(data, state, {id, path});
        if (!r)
            return false;
        MoveOption o;
        o.path = path;
        if ((*u)->isCorps()) {
            o.points = state.movementPoints.at((*u)->army) - r->state.movementPoints.at((*u)->army);
            o.cohesion = state.cohesion(id) - r->state.cohesion(id);
        }
        o.entersEnemy = state.hasCorps(data, path.back(), data.otherSide((*u)->side));
        out.push_back(o);
        return true;
    };
    const std::string from = state.locationOf(id);
    for (const Road *first : data.roadsFrom(from)) {
        const std::string a = first->other(from);
        tryPath({a});
        for (const Road *second : data.roadsFrom(a))
            if (second->other(a) != from)
                tryPath({a, second->other(a)});
    }
    return out;
}

void to_json(nlohmann::json &doc, const MoveOption &o)
{
    doc = {{"path", o.path},
           {"points", o.points},
           {"cohesion", o.cohesion},
           {"entersEnemy", o.entersEnemy}};
}

void to_json(nlohmann::json &doc, const MovementPoints &mp)
{
    doc = {{"army", mp.army},
           {"base", mp.base},
           {"roll", mp.roll},
           {"modifiedRoll", mp.modifiedRoll},
           {"variable", mp.variable},
           {"total", mp.total},
           {"steps", mp.explanation.steps},
           {"unverified", mp.explanation.unverified}};
}

std::vector<std::string> pendingCombats(const Data &data, const State &state)
{
    std::vector<std::string> out;
    const std::string enemy = data.otherSide(state.activeSide);
    for (const Location &l : data.locations)
        if (!state.resolved.count(l.id) && state.hasCorps(data, l.id, state.activeSide) &&
            state.hasCorps(data, l.id, enemy))
            out.push_back(l.id);
    return out;
}

Result<Change> endMovement(const Data &data, const State &state)
{
    if (!isMovementPhase(state.phase))
        return badInput(msg("movement can only end in a movement phase, not in the %1 phase",
                            {phaseName(state.phase)}));
    // N1815 3, 10: a commander ends movement with a friendly corps, whether he moved or his corps
    // moved away: one who can still get to one is moved there first, by the referee.
    for (const std::string &commander : commandersAlone(data, state, state.activeSide)) {
        const std::vector<MoveOption> options = moveOptions(data, state, commander);
        if (options.empty())
            continue; // he cannot: the rules move him (below)
        std::vector<std::string> places;
        for (const MoveOption &o : options)
            if (std::find(places.begin(), places.end(), o.path.back()) == places.end())
                places.push_back(o.path.back());
        std::string list;
        for (const std::string &p : places)
            list += (list.empty() ? "" : ", ") + locName(data, p);
        return badInput(
            msg("%1 stands alone at %2: a commander ends movement with a friendly "
                "corps (N1815 3, 10); move him to %3 before movement ends",
                {data.unit(commander)->name, locName(data, state.locationOf(commander)), list}));
    }
    Change change{state, {}};
    State &s = change.state;
    // N1815 3: one who cannot reach a friendly corps any more goes to the nearest of his army.
    change.rejoined = relocateCommanders(data, s, change.explanation);
    s.phase = state.phase == Phase::FrenchMovement ? Phase::FrenchCombat : Phase::AlliedCombat;
    s.movementPoints.clear(); // N1815 10: unused points are not carried forward
    const std::vector<std::string> combats = pendingCombats(data, s);
    std::string list;
    for (const std::string &c : combats)
        list += (list.empty() ? "" : ", ") + locName(data, c);
    if (list.empty())
        change.explanation.add("N1815 11", msg("movement ends; combat at: none"));
    else
        change.explanation.add("N1815 11", msg("movement ends; combat at: %1", {list}));
    return change;
}

Result<Change> endCombat(const Data &data, const State &state)
{
    if (state.phase != Phase::FrenchCombat && state.phase != Phase::AlliedCombat)
        return badInput(msg("combat can only end in a combat phase, not in the %1 phase",
                            {phaseName(state.phase)}));
    const std::vector<std::string> pending = pendingCombats(data, state);
    if (!pending.empty())
        return badInput(
            msg("combat at %1 is not resolved yet (N1815 11)", {locName(data, pending.front())}));
    Change change{state, {}};
    State &s = change.state;
    if (state.phase == Phase::FrenchCombat) {
        s.phase = Phase::AlliedMovement;
        beginPlayerTurn(s, data.otherSide(data.sides.front().id));
        change.explanation.add("N1815 8",
                               msg("French combat over; the Allied / Prussian player turn begins"));
    } else {
        s.phase = Phase::EndOfTurn;
        change.explanation.add("N1815 8",
                               msg("Allied / Prussian combat over; determine victory and end the "
                                   "turn"));
    }
    return change;
}

} // namespace umpire::n1815
