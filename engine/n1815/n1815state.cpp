#include "n1815state.h"

#include "jsonfile.h"

#include <algorithm>
#include <deque>
#include <nlohmann/json.hpp>

namespace umpire::n1815 {

using nlohmann::json;

namespace {

constexpr const char *phaseNames[] = {"weather",         "french-movement", "french-combat",
                                      "allied-movement", "allied-combat",   "end-of-turn",
                                      "game-over"};

} // namespace

std::string phaseName(Phase phase)
{
    return phaseNames[static_cast<int>(phase)];
}

State State::setup(const Data &data)
{
    State s;
    for (const Unit &u : data.units) {
        UnitState us;
        us.location = data.setup.at(u.id);
        us.cohesion = u.isCorps() ? u.cohesion.value : 0;
        s.units[u.id] = us;
    }
    return s;
}

namespace {

// N1815 7 Optional: an army's area, as the rule data words it (its countries less the exceptions,
// or the army's own original set-up locations).
bool setupAreaAllows(const Data &data, const SetupArea &area, const std::string &at)
{
    if (std::find(area.except.begin(), area.except.end(), at) != area.except.end())
        return false;
    if (std::find(area.countries.begin(), area.countries.end(), data.location(at)->country) !=
        area.countries.end())
        return true;
    if (area.original)
        for (const auto &[other, loc] : data.setup)
            if (loc == at && data.unit(other)->army == area.army)
                return true;
    return false;
}

} // namespace

std::vector<std::string> State::setupLocations(const Data &data, const std::string &army)
{
    std::vector<std::string> out;
    const auto areas = std::count_if(data.optionalSetup.begin(), data.optionalSetup.end(),
                                     [&](const SetupArea &a) { return a.army == army; });
    if (areas == 0)
        return out;
    for (const Location &l : data.locations)
        if (std::all_of(data.optionalSetup.begin(), data.optionalSetup.end(),
                        [&](const SetupArea &a) {
                            return a.army != army || setupAreaAllows(data, a, l.id);
                        }))
            out.push_back(l.id);
    return out;
}

bool State::setupOpen() const
{
    return turn == 1 && phase == Phase::Weather && moved.empty();
}

Result<State> State::optionalSetup(const Data &data,
                                   const std::map<std::string, std::string> &positions)
{
    return optionalSetup(data, positions, setup(data));
}

Result<State> State::optionalSetup(const Data &data,
                                   const std::map<std::string, std::string> &positions,
                                   const State &from)
{
    if (data.optionalSetup.empty())
        return badInput(msg("this rule data has no optional set-up (N1815 7 Optional)"));
    State s = from;
    for (const auto &[unitText, locationText] : positions) {
        Result<const Unit *> unit = data.findUnit(unitText);
        if (!unit)
            return unit.error();
        Result<const Location *> loc = data.findLocation(locationText);
        if (!loc)
            return loc.error();
        s.units[(*unit)->id].location = (*loc)->id;
    }
    for (const Unit &u : data.units) {
        const std::string at = s.units[u.id].location;
        for (const SetupArea &area : data.optionalSetup)
            if (area.army == u.army && !setupAreaAllows(data, area, at))
                return badInput(msg("%1 may not set up at %2: %3 units set up %4 (%5)",
                                    {u.label(), data.location(at)->name, data.army(u.army)->name,
                                     area.text, data.optionalSetupRule}));
    }
    return s;
}

bool State::isAlive(const std::string &unit) const
{
    auto it = units.find(unit);
    return it != units.end() && !it->second.eliminated;
}

void State::reveal(const std::string &unit)
{
    revealed.emplace(unit, revealedNow);
}

void State::numberReveals(std::uint64_t seq)
{
    for (auto &[unit, at] : revealed)
        if (at == revealedNow)
            at = seq;
}

int State::cohesion(const std::string &unit) const
{
    auto it = units.find(unit);
    return it == units.end() ? 0 : it->second.cohesion;
}

std::string State::locationOf(const std::string &unit) const
{
    auto it = units.find(unit);
    return it == units.end() || it->second.eliminated ? std::string() : it->second.location;
}

std::vector<std::string> State::unitsAt(const Data &data, const std::string &location,
                                        const std::string &side, bool corpsOnly) const
{
    std::vector<std::string> out;
    for (const Unit &u : data.units) { // data order: commander first, then his corps
        auto it = units.find(u.id);
        if (it == units.end() || it->second.eliminated || it->second.location != location)
            continue;
        if (!side.empty() && u.side != side)
            continue;
        if (corpsOnly && !u.isCorps())
            continue;
        out.push_back(u.id);
    }
    return out;
}

bool State::hasCorps(const Data &data, const std::string &location, const std::string &side) const
{
    return !unitsAt(data, location, side, true).empty();
}

int State::eliminatedCorps(const Data &data, const std::string &side) const
{
    int n = 0;
    for (const Unit &u : data.units)
        if (u.isCorps() && u.side == side && units.count(u.id) && units.at(u.id).eliminated)
            ++n;
    return n;
}

std::string State::inconsistency(const Data &data) const
{
    return inconsistencyMessage(data).text();
}

Message State::inconsistencyMessage(const Data &data) const
{
    for (const Unit &u : data.units) {
        auto it = units.find(u.id);
        if (it == units.end())
            return msg("unit %1 is missing from the state", {u.id});
        const UnitState &us = it->second;
        if (!us.eliminated && !data.location(us.location))
            return msg("unit %1 is at an unknown location \"%2\"", {u.id, us.location});
        if (u.isCorps() && !us.eliminated && (us.cohesion < 1 || us.cohesion > u.cohesion.value))
            return msg("corps %1 has cohesion %2 outside 1..%3",
                       {u.id, std::to_string(us.cohesion), std::to_string(u.cohesion.value)});
    }
    const bool activePhase =
        phase != Phase::Weather && phase != Phase::EndOfTurn && phase != Phase::GameOver;
    if ((activePhase || !activeSide.empty()) && !data.side(activeSide))
        return msg("the active side \"%1\" is not a side of the game", {activeSide});
    if (!winner.empty() && !data.side(winner))
        return msg("the winner \"%1\" is not a side of the game", {winner});
    for (const std::string &o : objectives)
        if (!data.objective(o))
            return msg("unknown objective \"%1\"", {o});
    for (const auto &[id, us] : units)
        if (!data.unit(id))
            return msg("the state names an unknown unit \"%1\"", {id});
    return {};
}

void loseCohesion(const Data &data, State &state, const std::string &unit, int points,
                  const std::string &rule, const std::string &why, Explanation &explanation)
{
    const Unit *u = data.unit(unit);
    auto it = state.units.find(unit);
    if (!u || !u->isCorps() || it == state.units.end() || it->second.eliminated || points <= 0)
        return;
    const int before = it->second.cohesion;
    it->second.cohesion = before - points;
    explanation.add(rule,
                    msg("%1 loses %2 cohesion: %3", {u->label(), std::to_string(points), why}),
                    std::to_string(before), std::to_string(it->second.cohesion));
    if (it->second.cohesion < 1) {
        it->second.cohesion = 0;
        it->second.eliminated = true;
        explanation.add(
            "N1815 4",
            msg("%1 is eliminated (cohesion below 1) and removed from the board", {u->label()}));
        it->second.location.clear();
    }
}

std::vector<std::string> commandersAlone(const Data &data, const State &state,
                                         const std::string &side)
{
    std::vector<std::string> out;
    for (const Army &army : data.armies)
        if (army.side == side && !army.commander.empty() && state.isAlive(army.commander) &&
            !state.hasCorps(data, state.locationOf(army.commander), side))
            out.push_back(army.commander);
    return out;
}

std::map<std::string, std::string> relocateCommanders(const Data &data, State &state,
                                                      Explanation &explanation)
{
    std::map<std::string, std::string> moved;
    for (const Army &army : data.armies) {
        auto cit = state.units.find(army.commander);
        if (cit == state.units.end() || cit->second.eliminated)
            continue;
        const std::string at = cit->second.location;
        // Alone is without any friendly corps, the same as a commander's own move must not end
        // (N1815 10); he then joins a corps of his own army.
        if (state.hasCorps(data, at, army.side))
            continue;
        auto hasArmyCorps = [&](const std::string &loc) {
            for (const std::string &c : army.corps)
                if (state.isAlive(c) && state.units.at(c).location == loc)
                    return true;
            return false;
        };
        // Nearest by road; ties go to the first road in the data file's order.
        std::map<std::string, int> dist{{at, 0}};
        std::deque<std::string> queue{at};
        std::string found;
        while (!queue.empty() && found.empty()) {
            const std::string loc = queue.front();
            queue.pop_front();
            if (hasArmyCorps(loc)) {
                found = loc;
                break;
            }
            for (const Road *r : data.roadsFrom(loc))
                if (dist.emplace(r->other(loc), dist[loc] + 1).second)
                    queue.push_back(r->other(loc));
        }
        const Unit *commander = data.unit(army.commander);
        moved[army.commander] = found;
        if (found.empty()) {
            // Rules silent: with no corps of his army left the commander has nothing to join.
            cit->second.eliminated = true;
            cit->second.location.clear();
            explanation.add(
                "N1815 3",
                msg("%1 has no corps of his army left and leaves the board (Umpire's reading)",
                    {commander->name}));
            continue;
        }
        cit->second.location = found;
        explanation.add("N1815 3",
                        msg("%1 is alone and moves to the nearest corps of his army, at %2",
                            {commander->name, data.location(found)->name}),
                        data.location(at) ? data.location(at)->name : at,
                        data.location(found)->name);
    }
    return moved;
}

void checkAutomaticVictory(const Data &data, State &state, Explanation &explanation)
{
    if (!state.winner.empty())
        return;
    std::vector<std::string> winners;
    for (const Side &s : data.sides) {
        const std::string other = data.otherSide(s.id);
        if (state.eliminatedCorps(data, other) >= data.automaticEliminations)
            winners.push_back(s.id);
    }
    if (winners.empty())
        return;
    state.winner = winners.size() == 1 ? winners.front() : data.tieWinner;
    state.winReason = winners.size() == 1
                          ? "eliminated " + std::to_string(data.automaticEliminations) +
                                " corps of the opposing side"
                          : "both sides eliminated " + std::to_string(data.automaticEliminations) +
                                " corps at once; a tie goes to " + data.side(data.tieWinner)->name;
    state.phase = Phase::GameOver;
    // N1815 5: "only revealed if the French player wins the game before turn 15 or at the end of
    // turn 15".
    state.objectivesRevealed = state.winner == data.penaltyOccupier;
    explanation.add(
        "N1815 Winning the game",
        msg("%1 wins an automatic victory: %2", {data.side(state.winner)->name, state.winReason}));
}

void to_json(json &doc, const State &s)
{
    json units = json::object();
    for (const auto &[id, u] : s.units) {
        json one = {{"cohesion", u.cohesion}};
        if (u.eliminated)
            one["eliminated"] = true;
        else
            one["location"] = u.location;
        units[id] = one;
    }
    json entered = json::object();
    for (const auto &[id, e] : s.entered)
        entered[id] = {{"from", e.from}, {"river", e.river}, {"reinforcement", e.reinforcement}};
    doc = {{"turn", s.turn},
           {"phase", phaseName(s.phase)},
           {"rain", s.rain},
           {"activeSide", s.activeSide},
           {"units", units},
           {"movementPoints", s.movementPoints},
           {"pointsRolled", s.pointsRolled},
           {"moved", s.moved},
           {"stopped", s.stopped},
           {"entered", entered},
           {"fought", s.fought},
           {"resolved", s.resolved},
           {"sheltering", s.sheltering},
           {"penaltiesApplied", s.penaltiesApplied},
           {"lastOccupier", s.lastOccupier},
           {"frenchHeld", s.frenchHeld},
           {"revealed", s.revealed},
           {"objectives", s.objectives},
           {"objectivesRevealed", s.objectivesRevealed},
           {"winner", s.winner},
           {"winReason", s.winReason}};
}

void to_json(json &doc, const Change &change)
{
    doc = {{"state", change.state},
           {"steps", change.explanation.steps},
           {"unverified", change.explanation.unverified}};
}

Result<State> State::fromJson(const json &doc, const Data &data)
{
    try {
        State s;
        s.turn = doc.at("turn").get<int>();
        const std::string phase = doc.at("phase").get<std::string>();
        bool phaseKnown = false;
        for (int i = 0; i <= static_cast<int>(Phase::GameOver); ++i)
            if (phase == phaseNames[i]) {
                s.phase = static_cast<Phase>(i);
                phaseKnown = true;
            }
        if (!phaseKnown)
            return badInput(msg("N1815 state: unknown phase \"%1\"", {phase}));
        s.rain = doc.value("rain", false);
        s.activeSide = doc.value("activeSide", "");
        for (const auto &[id, u] : doc.at("units").items()) {
            UnitState us;
            us.cohesion = u.value("cohesion", 0);
            us.eliminated = u.value("eliminated", false);
            us.location = u.value("location", "");
            s.units[id] = us;
        }
        s.movementPoints = doc.value("movementPoints", std::map<std::string, int>{});
        s.pointsRolled = doc.value("pointsRolled", std::set<std::string>{});
        s.moved = doc.value("moved", std::map<std::string, int>{});
        s.stopped = doc.value("stopped", std::set<std::string>{});
        const json entered = doc.value("entered", json::object());
        for (const auto &[id, e] : entered.items())
            s.entered[id] = {e.value("from", ""), e.value("river", false),
                             e.value("reinforcement", false)};
        s.fought = doc.value("fought", std::set<std::string>{});
        s.resolved = doc.value("resolved", std::set<std::string>{});
        s.sheltering = doc.value("sheltering", std::map<std::string, std::vector<std::string>>{});
        s.penaltiesApplied = doc.value("penaltiesApplied", std::set<std::string>{});
        s.lastOccupier = doc.value("lastOccupier", std::map<std::string, std::string>{});
        s.frenchHeld = doc.value("frenchHeld", std::set<std::string>{});
        s.revealed = doc.value("revealed", std::map<std::string, std::uint64_t>{});
        s.objectives = doc.value("objectives", std::vector<std::string>{});
        s.objectivesRevealed = doc.value("objectivesRevealed", false);
        s.winner = doc.value("winner", "");
        s.winReason = doc.value("winReason", "");
        if (const Message problem = s.inconsistencyMessage(data); !problem.empty())
            return badInput(msg("N1815 state: %1", {problem}));
        return s;
    } catch (const json::exception &e) {
        return badInput(msg("N1815 state: malformed: %1", {jsonExceptionText(e)}));
    }
}

} // namespace umpire::n1815
