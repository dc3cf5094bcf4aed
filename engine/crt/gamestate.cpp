#include "gamestate.h"
#include "crtevents.h"

#include "compensation.h"
#include "journal.h"
#include "jsonfile.h"
#include "resultapplication.h"
#include "scenariorules.h"

#include <algorithm>

namespace umpire::crt {

using nlohmann::json;

const SideState *GameState::side(const std::string &name) const
{
    for (const SideState &s : sides)
        if (s.name == name)
            return &s;
    return nullptr;
}

std::string GameState::carriedDemoralization(const std::string &id) const
{
    const auto it = units.find(id);
    if (it == units.end())
        return {};
    const UnitState &unit = it->second;
    const SideState *s = side(unit.side);
    if (!s)
        return {};
    if (!unit.corps.empty())
        return s->carriedDemoralization.corps.count(unit.corps) ? unit.corps : std::string();
    return s->carriedDemoralization.units.count(id) ? s->name : std::string();
}

namespace {

std::string joinedNames(const std::set<std::string> &names)
{
    std::string out;
    for (const std::string &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

} // namespace

Result<Ok> checkMoraleRestored(const GameState &state, const std::string &sideName,
                               const std::string &corps)
{
    const SideState *side = state.side(sideName);
    if (!side) {
        std::string names;
        for (const SideState &s : state.sides)
            names += (names.empty() ? "" : ", ") + s.name;
        return badInput(msg("no side \"%1\" in this battle (its sides: %2)", {sideName, names}));
    }
    // Only a ruleset whose demoralization takes away the advance carries it (campaign.cpp): NLB's.
    const std::string rule = "NLB 11.0";
    const CarriedDemoralization &carried = side->carriedDemoralization;
    if (!carried.any())
        return badInput(msg("%1: nothing of the %2 is demoralized from an earlier battle of the "
                            "campaign: there is nothing to un-demoralize",
                            {rule, sideName}));
    if (!corps.empty() && !carried.corps.count(corps)) {
        const Message still = carried.corps.empty()
                                  ? msg("only its units of no corps (%1): restore the nationality",
                                        {joinedNames(carried.units)})
                                  : msg("corps %1", {joinedNames(carried.corps)});
        return badInput(msg("%1: corps %2 of the %3 is not demoralized from an earlier battle of "
                            "the campaign; still demoralized: %4",
                            {rule, corps, sideName, still}));
    }
    return Ok{};
}

std::string GameState::turnLabel(int t) const
{
    for (const nlohmann::json &record : turns)
        if (record.value("turn", 0) == t)
            return record.value("label", "turn " + std::to_string(t));
    return "turn " + std::to_string(t);
}

Weather GameState::turnWeather(int t) const
{
    for (const nlohmann::json &record : turns)
        if (record.value("turn", 0) == t)
            return weatherOr(record.value("weather", "clear"));
    return Weather::Clear;
}

std::vector<std::string> GameState::reinforcementsDue() const
{
    std::vector<std::string> due;
    for (const auto &[id, unit] : units)
        if (unit.status == UnitState::Status::NotArrived && unit.arrives <= turn)
            due.push_back(id);
    return due;
}

bool GameState::isConsistent() const
{
    for (const SideState &s : sides) {
        int eliminated = s.carried;
        for (const auto &[id, unit] : units)
            if (unit.side == s.name && unit.status == UnitState::Status::Eliminated &&
                !unit.eliminatedBefore)
                eliminated += unit.strength;
        if (eliminated != s.casualties || s.casualties < 0)
            return false;
    }
    return true;
}

namespace {

// The events about one unit (unit.eliminated, unit.rallied...), whose data names it.
bool isUnitEvent(EventKind kind)
{
    return kind == crt::kinds::UnitEliminated || kind == crt::kinds::UnitReduced ||
           kind == crt::kinds::UnitExited || kind == crt::kinds::UnitRallied ||
           kind == crt::kinds::UnitEntered || kind == crt::kinds::UnitMoved;
}

// Applies events to a state one at a time; replay() and applyEvent() share it.
class Replayer
{
  public:
    Replayer(GameState &state, const Ruleset &ruleset) : st(state), m_ruleset(ruleset) {}

    // One event, then what the scenario's rules make of the levels (scenariorules.h).
    Result<Ok> apply(const JournalEvent &e)
    {
        Result<Ok> ok = applyOne(e);
        if (ok)
            applyScenarioLevels(st);
        return ok;
    }

    Result<Ok> applyOne(const JournalEvent &e)
    {
        const json &d = e.data;
        if (e.kind == crt::kinds::Roll)
            noteRoll(e, d);
        else if (e.kind == crt::kinds::CombatResolved && d["outcome"].contains("roll") &&
                 d["outcome"]["roll"].is_object())
            noteRoll(e, d["outcome"]["roll"]);
        if (st.undone.count(e.seq) || isCompensation(e.kind))
            return Ok{};

        if (e.kind == EventKind::GameCreated) {
            if (!st.sides.empty())
                return fail(e, msg("the game is created twice"));
            st.seed = d.value("seed", std::uint64_t{0});
            for (const json &p : d.value("players", json::array()))
                st.players.push_back(p.get<std::string>());
            for (const json &t : d.value("turns", json::array()))
                st.turns.push_back(t);
            for (const json &u : d.value("unverified", json::array())) {
                UnverifiedUse &use =
                    st.unverified.emplace_back(UnverifiedUse{u.value("item", std::string()),
                                                             u.value("text", std::string()),
                                                             u.value("source", std::string()),
                                                             "",
                                                             {}});
                if (u.contains("message"))
                    from_json(u["message"], use.message);
            }
            st.map = d.value("map", "");
            if (d.contains("settings") && d["settings"].is_array())
                st.settings = d["settings"];
            if (d.contains("rules") && d["rules"].is_array())
                st.scenarioRules = d["rules"];
            if (d.contains("victory") && d["victory"].is_object())
                st.scenarioVictory = d["victory"];
            for (const json &s : d["sides"]) {
                SideState side;
                side.name = s.value("name", "");
                if (side.name.empty())
                    return fail(e, msg("a side without a name"));
                if (s.contains("demoralization") && s["demoralization"].is_number_integer())
                    side.demoralizationLevel = s["demoralization"].get<int>();
                if (s.contains("disintegration") && s["disintegration"].is_number_integer())
                    side.disintegrationLevel = s["disintegration"].get<int>();
                side.baseDemoralizationLevel = side.demoralizationLevel;
                side.baseDisintegrationLevel = side.disintegrationLevel;
                if (const auto range = s.find("rallyRange");
                    range != s.end() && range->is_array() && range->size() == 2 &&
                    (*range)[0].is_number_integer() && (*range)[1].is_number_integer())
                    side.rallyRange = {(*range)[0].get<int>(), (*range)[1].get<int>()};
                st.sides.push_back(side);
            }
            for (const json &u : d.value("orderOfBattle", json::array())) {
                UnitState unit;
                unit.id = u.value("id", "");
                unit.side = u.value("side", "");
                unit.corps = u.value("corps", "");
                unit.type = u.value("type", "");
                unit.printed = unit.strength = u.value("strength", 0);
                unit.arrives = u.value("arrives", 1);
                unit.hex = u.value("hex", "");
                // NLB 9.0: reinforcements "enter (are physically placed) on the map" on their turn:
                // on a map, a unit given a turn of arrival and no hex waits off it, turn 1 too.
                const bool waiting = unit.arrives > 1 ||
                                     (!st.map.empty() && u.contains("arrives") && unit.hex.empty());
                unit.status = waiting ? UnitState::Status::NotArrived : UnitState::Status::OnMap;
                if (u.contains("movement") && u["movement"].is_number_integer())
                    unit.movement = u["movement"].get<int>();
                unit.range = u.value("range", 0);
                unit.leader = u.value("leader", false);
                unit.dot = u.value("dot", "");
                if (unit.dot == "none")
                    unit.dot.clear();
                unit.fire = u.value("fire", 0);
                unit.disrupted = u.value("disrupted", false);
                if (u.contains("disruptedStrength") && u["disruptedStrength"].is_number_integer())
                    unit.disruptedStrength = u["disruptedStrength"].get<int>();
                if (u.contains("disruptedDot") && u["disruptedDot"].is_string()) {
                    const std::string dot = u["disruptedDot"].get<std::string>();
                    unit.disruptedDot = dot == "none" ? std::string() : dot;
                }
                if (u.contains("marker") && u["marker"].is_number_integer())
                    unit.marker = u["marker"].get<int>();
                if (unit.id.empty() || !sideOf(unit.side) || unit.strength < 0 ||
                    st.units.count(unit.id))
                    return fail(e, msg("order of battle: unit \"%1\" needs a new id, a known side "
                                       "and a strength",
                                       {unit.id}));
                st.units[unit.id] = unit;
            }
            // A battle of a campaign starts with what the earlier battles left (campaign.h).
            const json carried = d.value("carried", json::object());
            for (const json &c : carried.value("sides", json::array())) {
                SideState *side = sideOf(c.value("name", std::string()));
                if (!side)
                    return fail(e, msg("carried casualties for an unknown side %1",
                                       {c.value("name", std::string())}));
                side->carried = side->casualties = c.value("casualties", 0);
                const json corps =
                    c.value("corpsCasualties", json::object()); // kept alive for the loop
                for (const auto &[name, n] : corps.items())
                    side->corpsCasualties[name] = n.get<int>();
            }
            // NLB 11.0, Campaign Game: the corps and nationalities still demoralized.
            for (const json &c : carried.value("demoralized", json::array())) {
                SideState *side = sideOf(c.value("side", std::string()));
                if (!side)
                    return fail(e, msg("carried demoralization for an unknown side %1",
                                       {c.value("side", std::string())}));
                for (const json &corps : c.value("corps", json::array()))
                    side->carriedDemoralization.corps.insert(corps.get<std::string>());
                for (const json &unit : c.value("units", json::array()))
                    side->carriedDemoralization.units.insert(unit.get<std::string>());
            }
            for (const json &c : carried.value("units", json::array())) {
                auto it = st.units.find(c.value("id", std::string()));
                if (it == st.units.end())
                    continue; // a unit that is not in this battle
                it->second.strength = c.value("strength", it->second.strength);
                const std::string status = c.value("status", std::string("onMap"));
                if (status == "eliminated") {
                    it->second.status = UnitState::Status::Eliminated;
                    it->second.eliminatedBefore = true;
                } else if (status == "exited") {
                    it->second.status = UnitState::Status::Exited;
                }
            }
            return Ok{};
        }
        if (st.sides.empty())
            return fail(e, msg("comes before the game is created"));

        if (isUnitEvent(e.kind)) {
            const std::string id =
                d["unit"].is_string() ? d["unit"].get<std::string>() : std::string();
            auto it = st.units.find(id);
            if (it == st.units.end()) {
                // A unit outside the order of battle must say whose it is and how strong.
                if (!d.contains("side") || !d.contains("strength") ||
                    !sideOf(d["side"].get<std::string>()))
                    return fail(
                        e,
                        msg("unit \"%1\" is not in the order of battle: give its side and strength",
                            {id}));
                UnitState unit;
                unit.id = id;
                unit.side = d["side"];
                unit.corps = d.value("corps", "");
                unit.printed = unit.strength = d["strength"].get<int>();
                it = st.units.emplace(id, unit).first;
            }
            UnitState &unit = it->second;
            SideState &side = *sideOf(unit.side);
            using S = UnitState::Status;
            if (e.kind == crt::kinds::UnitEliminated) {
                if (Result<Ok> ok = eliminate(e, unit, side); !ok)
                    return ok;
            } else if (e.kind == crt::kinds::UnitRallied) {
                if (unit.status != S::Eliminated)
                    return fail(e, msg("unit \"%1\" was not eliminated", {id}));
                // BMW 11.2: a roll outside the side's rally range spends the turn's attempt only.
                st.rallied.insert(id);
                if (!(d.contains("rallied") && d["rallied"].is_boolean() &&
                      !d["rallied"].get<bool>())) {
                    unit.status = S::OnMap;
                    if (d.contains("hex") && d["hex"].is_string()) // BMW 11.2: with a leader
                        unit.hex = d["hex"].get<std::string>();
                    side.casualties -= unit.strength;
                    if (unit.eliminatedBefore) {
                        side.carried -= unit.strength; // rallied from an earlier battle's losses
                        unit.eliminatedBefore = false;
                    }
                    if (!unit.corps.empty())
                        side.corpsCasualties[unit.corps] -= unit.strength;
                }
            } else if (e.kind == crt::kinds::UnitReduced) {
                if (!d["strength"].is_number_integer() || d["strength"].get<int>() < 0)
                    return fail(e, msg("strength must be a whole number of 0 or more"));
                if (unit.status == S::Eliminated || unit.status == S::Exited)
                    return fail(e, "unit \"" + id + "\" is no longer in play");
                unit.strength = d["strength"].get<int>();
            } else if (e.kind == crt::kinds::UnitExited) {
                if (unit.status != S::OnMap)
                    return fail(e, msg("unit \"%1\" is not on the map", {id}));
                unit.status = S::Exited;
                unit.hex.clear();
                ++side.exited;
            } else if (e.kind == crt::kinds::UnitEntered) {
                if (unit.status == S::Eliminated || unit.status == S::Exited)
                    return fail(
                        e, msg("unit \"%1\" is no longer in play: an eliminated unit comes back by "
                               "unit.rallied",
                               {id}));
                unit.status = S::OnMap;
                if (d.contains("hex") && d["hex"].is_string()) {
                    unit.hex = d["hex"].get<std::string>();
                    // NLB 9.0: entering spends MP of the unit's move this phase.
                    const int spent =
                        d.contains("entryHalves") && d["entryHalves"].is_number_integer()
                            ? d["entryHalves"].get<int>()
                            : 0;
                    st.entered[id] = {unit.hex, spent};
                }
            } else if (e.kind == crt::kinds::UnitMoved) {
                // NLB 5.0: a path of contiguous hexes from where the unit stands (checked on the
                // map when it is appended: game.h Game::append).
                if (unit.status != S::OnMap)
                    return fail(e, msg("unit \"%1\" is not on the map", {id}));
                const json &path = d["path"];
                if (path.size() < 2 || !std::all_of(path.begin(), path.end(), [](const json &h) {
                        return h.is_string() && !h.get_ref<const std::string &>().empty();
                    }))
                    return fail(e, msg("a move's path is the hexes it goes through, from where "
                                       "the unit stands: two or more"));
                if (!unit.hex.empty() && path.front().get<std::string>() != unit.hex)
                    return fail(e, msg("unit \"%1\" stands in %2, not in %3 where the move starts",
                                       {id, unit.hex, path.front().get<std::string>()}));
                unit.hex = path.back().get<std::string>();
                st.moved.insert(id);
            }
        } else if (e.kind == crt::kinds::CombatResolved) {
            // A digest holds the packed obligations; an event being appended, its whole outcome.
            const json &outcome = d["outcome"];
            CombatDue due;
            due.combat = e.seq;
            due.packed = outcome.contains("due") && outcome["due"].is_string()
                             ? outcome["due"].get<std::string>()
                             : packedObligations(outcome);
            // On a map, where the units it names stand (the hexes a retreat leaves and an advance
            // enters, NLB 7.5); a game without one has no hexes to keep, nor obligations to read.
            if (!st.map.empty())
                for (const json &ob : dueObligations(due))
                    for (const json &u :
                         ob.is_object() ? ob.value("units", json::array()) : json::array())
                        if (auto it = st.units.find(u.is_string() ? u.get<std::string>() : "");
                            it != st.units.end() && !it->second.hex.empty())
                            due.hexes[it->first] = it->second.hex;
            st.dues.push_back(std::move(due));
        } else if (e.kind == crt::kinds::CombatApplied) {
            // Only what the combat's result obliges now (resultapplication.h).
            Result<Application> a = findApplication(st, d);
            if (!a)
                return fail(e, a.error().what);
            CombatDue &due = *std::find_if(st.dues.begin(), st.dues.end(), [&](const CombatDue &x) {
                return x.combat == a->combat;
            });
            if (due.applied.size() <= a->obligation) {
                due.applied.resize(a->obligation + 1);
                due.closed.resize(a->obligation + 1);
            }
            // On a map (mapcombat.h): where the retreat or the advance ends, and the units a
            // retreat displaced (NLB 7.6).
            if (d.contains("to") && d["to"].is_string() && a->units.size() == 1)
                st.units.at(a->units.front()).hex = d["to"].get<std::string>();
            // BMW 7.8: the retreat through friendly units disordered them and the retreating unit.
            if (const auto disrupted = d.find("disrupted");
                disrupted != d.end() && disrupted->is_array())
                for (const json &id : *disrupted)
                    if (auto it = st.units.find(id.is_string() ? id.get<std::string>() : "");
                        it != st.units.end())
                        it->second.disrupted = true;
            if (const auto displaced = d.find("displaced");
                displaced != d.end() && displaced->is_array())
                for (const json &moved : *displaced)
                    if (moved.is_object() && moved.contains("unit") && moved["unit"].is_string() &&
                        moved.contains("to") && moved["to"].is_string())
                        if (auto it = st.units.find(moved["unit"].get<std::string>());
                            it != st.units.end() && it->second.status == UnitState::Status::OnMap)
                            it->second.hex = moved["to"].get<std::string>();
            for (const std::string &id : a->units) {
                due.applied[a->obligation].insert(id);
                if (a->eliminates) {
                    UnitState &unit = st.units.at(id);
                    if (Result<Ok> ok = eliminate(e, unit, *sideOf(unit.side)); !ok)
                        return ok;
                }
            }
            if (a->kind == ApplicationKind::Advance || a->kind == ApplicationKind::LoseUnit ||
                a->kind == ApplicationKind::Exchange)
                due.closed[a->obligation] = true;
        } else if (e.kind == crt::kinds::TurnAdvanced) {
            st.dues.clear();
            st.moved.clear();
            st.rallied.clear();
            st.fired.clear();
            st.reorganized.clear();
            st.entered.clear();
            st.turn = d["turn"].get<int>();
            st.phase = d.value("phase", "");
            st.phasePlayer = d.value("player", "");
            st.step = d.value("step", -1);
            st.weather = d.contains("weather")
                             ? weatherOr(d.value("weather", ""), st.turnWeather(st.turn))
                             : st.turnWeather(st.turn);
        } else if (e.kind == crt::kinds::PhaseAdvanced) {
            st.dues.clear();
            st.moved.clear();
            st.rallied.clear();
            st.fired.clear();
            st.reorganized.clear();
            st.entered.clear();
            st.phase = d["phase"].get<std::string>();
            st.phasePlayer = d.value("player", "");
            st.step = d.value("step", st.step + 1);
        } else if (e.kind == crt::kinds::Weather) {
            st.weather = weatherOr(d["weather"].get<std::string>());
        } else if (e.kind == crt::kinds::PointsChanged) {
            SideState *side = sideOf(d["side"].get<std::string>());
            if (!side)
                return fail(e, msg("unknown side"));
            side->points += d["delta"].get<int>();
        } else if (e.kind == crt::kinds::ArcheryFired) {
            // BMW 6.2: a hit flips the target to its Disordered side; the archer has fired.
            st.fired.insert(d.value("unit", ""));
            if (d.value("hit", false))
                if (auto it = st.units.find(d.value("target", "")); it != st.units.end())
                    it->second.disrupted = true;
            if (d.contains("roll") && d["roll"].is_object())
                noteRoll(e, d["roll"]);
        } else if (e.kind == crt::kinds::UnitReorganized) {
            // BMW 11.1: on 5-6 (modified) the unit is flipped back to its Ordered side.
            const std::string id = d.value("unit", "");
            st.reorganized.insert(id);
            if (d.value("reorganized", false))
                if (auto it = st.units.find(id); it != st.units.end())
                    it->second.disrupted = false;
            if (d.contains("roll") && d["roll"].is_object())
                noteRoll(e, d["roll"]);
        } else if (e.kind == crt::kinds::MoraleRestored) {
            // NLB 11.0, Campaign Game: the referee un-demoralizes a corps, or the nationality.
            const std::string name = d["side"].get<std::string>();
            const std::string corps = d.value("corps", std::string());
            if (Result<Ok> ok = checkMoraleRestored(st, name, corps); !ok)
                return fail(e, ok.error().what);
            SideState &side = *sideOf(name);
            if (corps.empty())
                side.carriedDemoralization = {};
            else
                side.carriedDemoralization.corps.erase(corps);
            side.restored.push_back({e.seq, corps, d.value("why", std::string())});
        } else if (e.kind == crt::kinds::CohesionChanged) {
            SideState *side = sideOf(d.value("side", std::string()));
            if (!side)
                return fail(e, msg("give the side of the corps"));
            side->cohesion[d["corps"].get<std::string>()] += d["delta"].get<int>();
        } else if (e.kind == crt::kinds::CounterMoved || e.kind == crt::kinds::CounterRemoved) {
            // Confirmed by the referee: the journal follows the table, whatever it held before.
            if (Result<Ok> fits = checkEventData(e.kind, d); !fits)
                return fail(e, fits.error().what);
            const int marker = d["marker"].get<int>();
            if (e.kind == crt::kinds::CounterMoved) {
                st.counterHexes[marker] = d["to"].get<std::string>();
                st.countersRemoved.erase(marker);
            } else {
                st.counterHexes.erase(marker);
                st.countersRemoved.insert(marker);
            }
        } else if (e.kind == EventKind::Note || e.kind == EventKind::Override) {
            st.notes.push_back(e.seq);
        }
#ifdef UMPIRE_CHECKS
        // docs/architecture.md: the invariants are checked after every applied event in Debug and
        // fuzz builds (UMPIRE_CHECKS), and once at the end of each replay otherwise.
        if (!st.isConsistent())
            return fail(e,
                        msg("leaves casualties that do not match the eliminated units (an Umpire "
                            "defect: please report it)"));
#endif
        return Ok{};
    }

    // What is derived from the whole state: its invariants, demoralization and disintegration.
    Result<Ok> finish()
    {
        if (!st.isConsistent())
            return badData(
                msg("the events leave casualties that do not match the eliminated units (an "
                    "Umpire defect: please report it)"));

        return deriveMorale(st.sides, m_ruleset);
    }

  private:
    Result<Ok> eliminate(const JournalEvent &e, UnitState &unit, SideState &side)
    {
        if (unit.status == UnitState::Status::Eliminated ||
            unit.status == UnitState::Status::Exited)
            return fail(e, msg("unit \"%1\" is no longer in play", {unit.id}));
        unit.status = UnitState::Status::Eliminated;
        unit.hex.clear(); // off the map
        side.casualties += unit.strength;
        if (!unit.corps.empty())
            side.corpsCasualties[unit.corps] += unit.strength;
        return Ok{};
    }

    static Error fail(const JournalEvent &e, const Message &why)
    {
        return badData(
            msg("event %1 (%2): %3", {std::to_string(e.seq), eventKindName(e.kind), why}));
    }

    SideState *sideOf(const std::string &name)
    {
        for (SideState &s : st.sides)
            if (s.name == name)
                return &s;
        return nullptr;
    }

    void noteRoll(const JournalEvent &e, const json &roll)
    {
        RollRecord r;
        r.seq = e.seq;
        r.value = roll.value("value", 0);
        r.generated = roll.value("source", "") == "generated";
        r.draw = roll.value("draw", std::uint64_t{0});
        r.voided = st.undone.count(e.seq) != 0;
        // Voided rolls used up their draws too, so an undo can never be used to roll again.
        if (r.generated)
            st.nextDraw = std::max(st.nextDraw, r.draw + 1);
        st.rolls.push_back(r);
    }

    GameState &st;
    const Ruleset &m_ruleset;
};

} // namespace

static Result<GameState> replayEvents(const std::vector<JournalEvent> &events,
                                      const Ruleset &ruleset, std::optional<std::uint64_t> atSeq,
                                      const JournalEvent **current, const ReplayVisitor *visit);

Result<Ok> deriveMorale(std::vector<SideState> &sides, const Ruleset &ruleset)
{
    // Demoralization and disintegration are derived, never stored (NLB 11.2, NAW 8.2,
    // BMW 11.3-11.4).
    MoraleRequest morale;
    morale.ruleset = ruleset.id;
    for (const SideState &s : sides)
        morale.armies.push_back(
            {s.name, s.casualties, 0, s.demoralizationLevel, s.disintegrationLevel});
    if (morale.armies.empty())
        return Ok{};
    Result<MoraleOutcome> judged = evaluateMorale(morale, ruleset);
    if (!judged)
        return badData(
            msg("the game's sides do not fit %1: %2", {ruleset.name, judged.error().what}));
    for (SideState &s : sides)
        if (const ArmyMorale *m = judged->army(s.name)) {
            s.demoralized = m->demoralized;
            s.disintegrated = m->disintegrated;
            s.demoralizationLevel = m->demoralizationLevel;
        }
    return Ok{};
}

Result<GameState> applyEvent(GameState state, const JournalEvent &event, const Ruleset &ruleset)
{
    if (isCompensation(event.kind))
        return badInput(msg("event %1: an %2 changes earlier events: replay instead",
                            {std::to_string(event.seq), eventKindName(event.kind)}));
    if (event.seq != state.atSeq + 1)
        return badInput(msg("event %1 does not follow event %2",
                            {std::to_string(event.seq), std::to_string(state.atSeq)}));
    try {
        Replayer replayer(state, ruleset);
        state.ruleset = ruleset.id;
        state.atSeq = event.seq;
        if (Result<Ok> ok = replayer.apply(event); !ok)
            return ok.error();
        if (Result<Ok> ok = replayer.finish(); !ok)
            return ok.error();
    } catch (const nlohmann::json::exception &e) {
        return badData(
            msg("event %1 (%2): a value of the wrong type: %3",
                {std::to_string(event.seq), eventKindName(event.kind), jsonExceptionText(e)}));
    }
    return state;
}

Result<GameState> replay(const std::vector<JournalEvent> &events, const Ruleset &ruleset,
                         std::optional<std::uint64_t> atSeq)
{
    return replay(events, ruleset, atSeq, ReplayVisitor());
}

Result<GameState> replay(const std::vector<JournalEvent> &events, const Ruleset &ruleset,
                         std::optional<std::uint64_t> atSeq, const ReplayVisitor &visit)
{
    // Events are type-checked when read and appended; this net keeps any slip a value, never a
    // crash.
    const JournalEvent *current = nullptr;
    try {
        return replayEvents(events, ruleset, atSeq, &current, visit ? &visit : nullptr);
    } catch (const nlohmann::json::exception &e) {
        if (current)
            return badData(msg("event %1 (%2): a value of the wrong type: %3",
                               {std::to_string(current->seq), eventKindName(current->kind),
                                jsonExceptionText(e)}));
        return badData(msg("an event: a value of the wrong type: %1", {jsonExceptionText(e)}));
    }
}

static Result<GameState> replayEvents(const std::vector<JournalEvent> &events,
                                      const Ruleset &ruleset, std::optional<std::uint64_t> atSeq,
                                      const JournalEvent **current, const ReplayVisitor *visit)
{
    GameState st;
    st.ruleset = ruleset.id;
    const std::uint64_t last = events.empty() ? 0 : events.back().seq;
    const std::uint64_t at = std::min(atSeq.value_or(last), last);
    st.atSeq = at;

    // Check the compensations first: each must name an event before it of the right kind.
    if (Result<Ok> ok = checkCompensations(events, at); !ok)
        return ok.error();
    st.undone = compensatedEvents(events, at);

    Replayer replayer(st, ruleset);
    for (const JournalEvent &e : events) {
        if (e.seq > at)
            break;
        *current = &e;
        if (Result<Ok> ok = replayer.apply(e); !ok)
            return ok.error();
        if (visit && !st.undone.count(e.seq) && !isCompensation(e.kind) && !(*visit)(st, e)) {
            st.atSeq = e.seq;
            break;
        }
    }
    if (Result<Ok> ok = replayer.finish(); !ok)
        return ok.error();
    return st;
}

void to_json(nlohmann::json &doc, const RollRecord &r)
{
    doc = {{"seq", r.seq}, {"value", r.value}, {"generated", r.generated}, {"voided", r.voided}};
}

void to_json(nlohmann::json &doc, const GameState &st)
{
    doc = json::object();
    doc["ruleset"] = st.ruleset;
    doc["at"] = st.atSeq;
    doc["turn"] = st.turn;
    doc["turnLabel"] = st.turn > 0 ? json(st.turnLabel(st.turn)) : json(nullptr);
    doc["phase"] = st.phase;
    doc["phasePlayer"] = st.phasePlayer;
    doc["step"] = st.step;
    doc["weather"] = weatherName(st.weather);
    doc["players"] = st.players;
    doc["turns"] = st.turns;
    doc["reinforcementsDue"] = st.reinforcementsDue();
    doc["sides"] = json::array();
    for (const SideState &s : st.sides)
        doc["sides"].push_back(
            {{"name", s.name},
             {"casualties", s.casualties},
             {"carried", s.carried},
             {"corpsCasualties", s.corpsCasualties},
             {"cohesion", s.cohesion},
             {"points", s.points},
             {"exited", s.exited},
             {"demoralizationLevel",
              s.demoralizationLevel ? json(*s.demoralizationLevel) : json(nullptr)},
             {"disintegrationLevel",
              s.disintegrationLevel ? json(*s.disintegrationLevel) : json(nullptr)},
             {"rallyRange", s.rallyRange ? json::array({s.rallyRange->first, s.rallyRange->second})
                                         : json(nullptr)},
             {"demoralized", s.demoralized},
             {"disintegrated", s.disintegrated}});
    // What the scenario's rules do to the levels now, and the levels as set up.
    for (std::size_t i = 0; i < st.sides.size(); ++i) {
        const SideState &s = st.sides[i];
        if (s.levelChanges.empty())
            continue;
        json changes = json::array();
        for (const LevelChange &c : s.levelChanges) {
            json levels = json::array();
            if (c.demoralization)
                levels.push_back("demoralization");
            if (c.disintegration)
                levels.push_back("disintegration");
            changes.push_back({{"rule", c.rule},
                               {"text", c.text.text()},
                               {"message", c.text},
                               {"change", c.change},
                               {"levels", levels}});
        }
        json &side = doc["sides"][i];
        side["levelChanges"] = changes;
        side["setUpDemoralizationLevel"] =
            s.baseDemoralizationLevel ? json(*s.baseDemoralizationLevel) : json(nullptr);
        side["setUpDisintegrationLevel"] =
            s.baseDisintegrationLevel ? json(*s.baseDisintegrationLevel) : json(nullptr);
    }
    // NLB 11.0, Campaign Game: what the campaign carried in demoralized, and what was restored.
    for (std::size_t i = 0; i < st.sides.size(); ++i) {
        const SideState &s = st.sides[i];
        if (!s.carriedDemoralization.any() && s.restored.empty())
            continue;
        json restored = json::array();
        for (const MoraleRestoration &r : s.restored) {
            json one = {{"seq", r.seq}, {"why", r.why}};
            if (!r.corps.empty())
                one["corps"] = r.corps;
            restored.push_back(std::move(one));
        }
        doc["sides"][i]["carriedDemoralization"] = {{"corps", s.carriedDemoralization.corps},
                                                    {"units", s.carriedDemoralization.units},
                                                    {"restored", restored}};
    }
    doc["rolls"] = st.rolls;
    doc["seed"] = st.seed;
    doc["nextDraw"] = st.nextDraw;
    doc["undone"] = st.undone;
    doc["unverified"] = st.unverified;
    if (!st.settings.empty())
        doc["settings"] = st.settings;
    json units = json::array();
    static const char *statusNames[] = {"onMap", "notArrived", "eliminated", "exited"};
    for (const auto &[id, u] : st.units) {
        json unit = {{"id", id},
                     {"side", u.side},
                     {"corps", u.corps},
                     {"strength", u.strength},
                     {"status", statusNames[static_cast<int>(u.status)]}};
        if (!u.hex.empty())
            unit["hex"] = u.hex;
        if (u.marker)
            unit["marker"] = *u.marker;
        // NLB 11.0, Campaign Game: the corps (or nationality) that holds it demoralized.
        if (const std::string held = st.carriedDemoralization(id); !held.empty())
            unit["carriedDemoralization"] = held;
        units.push_back(std::move(unit));
    }
    doc["units"] = units;
    if (!st.map.empty())
        doc["map"] = st.map;
    if (!st.counterHexes.empty() || !st.countersRemoved.empty()) {
        json counters = json::object();
        for (const auto &[marker, hex] : st.counterHexes)
            counters[std::to_string(marker)] = hex;
        doc["counters"] = {{"onMap", counters}, {"removed", st.countersRemoved}};
    }
}

} // namespace umpire::crt
