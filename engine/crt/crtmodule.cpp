#include "crtmodule.h"
#include "crtevents.h"

#include "eventsummary.h"
#include "journalexport.h"
#include "maparchery.h"
#include "mapcombat.h"
#include "requestreader.h"
#include "resultapplication.h"
#include "roll.h"

#include <algorithm>
#include <map>
#include <sstream>

namespace umpire::crt {

using nlohmann::json;

namespace {

// The event an action wrote, or the earlier one its append id names.
Result<JournalEvent> writtenEvent(const Game &game, const std::string &id)
{
    if (game.journal().repeated()) {
        Result<std::optional<JournalEvent>> earlier = game.journal().findId(id);
        if (!earlier)
            return earlier.error();
        if (*earlier)
            return **earlier;
    }
    return game.journal().readEvent(game.journal().lastSeq());
}

// The state as text; the dice's seed only for a viewer who sees it (seesDiceSeed).
std::string crtStateText(const GameState &state, const Game &game, bool now, bool seeds)
{
    std::ostringstream out;
    out << "After event " << state.atSeq << " of " << game.journal().lastSeq() << ": turn "
        << state.turn;
    if (state.turn > 0 && !state.turns.empty())
        out << " (" << state.turnLabel(state.turn) << ")";
    if (!state.phase.empty())
        out << ", " << (state.phasePlayer.empty() ? "" : state.phasePlayer + " ") << state.phase;
    out << ", weather " << weatherName(state.weather) << "\n";
    if (!state.turns.empty()) {
        // The turn record: its turns, and those whose weather is not clear (NLB 5.5, 7.9).
        const int last = static_cast<int>(state.turns.size());
        out << "  turn record: " << last << " turns, " << state.turnLabel(1) << " to "
            << state.turnLabel(last);
        for (const Weather weather : {Weather::Rain, Weather::Night}) {
            std::string turns;
            for (int t = 1; t <= last; ++t)
                if (state.turnWeather(t) == weather)
                    turns += (turns.empty() ? "" : ", ") + std::to_string(t);
            if (!turns.empty())
                out << "; " << weatherName(weather) << ": " << turns;
        }
        out << "\n";
    }
    for (const SideState &s : state.sides) {
        out << "  " << s.name << ": casualties " << s.casualties;
        if (s.demoralizationLevel)
            out << " / demoralization " << *s.demoralizationLevel;
        if (s.disintegrationLevel)
            out << " / disintegration " << *s.disintegrationLevel;
        if (s.rallyRange) // BMW 11.2
            out << " / rallies on " << s.rallyRange->first << "-" << s.rallyRange->second;
        out << (s.disintegrated ? "  DISINTEGRATED" : s.demoralized ? "  DEMORALIZED" : "");
        if (s.exited)
            out << ", exited " << s.exited;
        if (s.points)
            out << ", points " << s.points;
        out << "\n";
        for (const auto &[corps, n] : s.corpsCasualties)
            out << "    " << corps << ": " << n << "\n";
        // What the scenario's rules do to the levels now (Ligny's hexes held).
        for (const LevelChange &c : s.levelChanges)
            out << "    levels " << (c.change > 0 ? "+" : "") << c.change << " ("
                << (c.demoralization && c.disintegration ? "both"
                    : c.demoralization                   ? "demoralization"
                                                         : "disintegration")
                << "), " << c.rule << ": " << c.text.text() << "\n";
        // NLB 11.0, Campaign Game: what the campaign carried in demoralized, and what the referee
        // restored.
        const nlohmann::json *noAdvance =
            game.ruleset().feature("/morale/demoralization/noAdvance");
        const std::string rule = noAdvance ? (*noAdvance)["rule"].get<std::string>() : "NLB 11.0";
        if (const CarriedDemoralization &d = s.carriedDemoralization; d.any()) {
            out << "    demoralized since an earlier battle of the campaign (" << rule
                << ": no advance after combat until un-demoralized):";
            std::string held;
            for (const std::string &corps : d.corps)
                held += (held.empty() ? " corps " : ", ") + corps;
            if (!d.units.empty()) {
                held += held.empty() ? " units of no corps " : "; units of no corps ";
                std::string units;
                for (const std::string &u : d.units)
                    units += (units.empty() ? "" : ", ") + u;
                held += units;
            }
            out << held << "\n";
        }
        for (const MoraleRestoration &r : s.restored)
            out << "    un-demoralized (" << rule << ", event " << r.seq
                << "): " << (r.corps.empty() ? "the nationality" : "corps " + r.corps) << ": "
                << r.why << "\n";
    }
    int voided = 0;
    for (const RollRecord &r : state.rolls)
        voided += r.voided;
    out << "  rolls " << state.rolls.size() << " (" << voided << " voided); next generated draw "
        << state.nextDraw;
    if (seeds)
        out << " of seed " << state.seed;
    out << "\n";
    for (const UnverifiedUse &u : state.unverified)
        out << "  UNVERIFIED: " << u.text << " are stand-ins: " << u.source << "\n";
    for (const json &setting : state.settings)
        if (setting.is_object())
            out << "  setting: " << setting.value("text", std::string()) << ": "
                << setting.value("value", 0) << " (" << setting.value("choice", std::string())
                << ")\n";
    if (!state.counterHexes.empty()) {
        out << "  counters on the map (camera markers):";
        for (const auto &[marker, hex] : state.counterHexes)
            out << " " << marker << " in " << hex;
        out << "\n";
    }
    if (!state.countersRemoved.empty()) {
        out << "  counters removed:";
        for (int marker : state.countersRemoved)
            out << " " << marker;
        out << "\n";
    }
    if (!state.map.empty()) {
        out << "  on map " << state.map << ":\n";
        for (const SideState &side : state.sides) {
            out << "    " << side.name << ":";
            for (const auto &[id, unit] : state.units)
                if (unit.side == side.name)
                    out << " " << id << " "
                        << (!unit.hex.empty()                              ? unit.hex
                            : unit.status == UnitState::Status::NotArrived ? "(not arrived)"
                            : unit.status == UnitState::Status::Eliminated ? "(eliminated)"
                            : unit.status == UnitState::Status::Exited     ? "(exited)"
                                                                           : "(off the map)")
                        << ";";
            out << "\n";
        }
    }
    if (const std::vector<std::string> due = state.reinforcementsDue(); !due.empty()) {
        out << "  reinforcements due:";
        for (const std::string &id : due)
            out << " " << id;
        out << "\n";
    }
    if (now) {
        for (const AttackObligation &o : game.openObligations())
            out << "  open (" << o.rule << "): " << o.why.text() << "\n";
        if (std::optional<SequenceStep> next = game.nextStep())
            out << "  next: " << describeStep(*next)
                << (next->text.empty() ? "" : ": " + next->text) << "\n";
        else if (state.turns.empty())
            out << "  next: turn " << state.turn + 1 << "\n";
        else if (state.turn < static_cast<int>(state.turns.size()))
            out << "  next: turn " << state.turn + 1 << " (" << state.turnLabel(state.turn + 1)
                << ", " << weatherName(state.turnWeather(state.turn + 1)) << ")\n";
        else
            out << "  the last turn of the turn record is over: judge victory\n";
    }
    return out.str();
}

} // namespace

Result<ActOutcome> Module::act(const json &action, const std::string &id)
{
    if (!action.is_object() || !action.contains("action") || !action["action"].is_string())
        return badInput(msg("an action is an object with its \"action\": combat, roll, next, turn, "
                            "apply, move, enter or event"));
    const std::string name = action["action"];
    RequestReader reader(msg("action \"%1\"", {name}));
    ActOutcome out;
    Result<JournalEvent> event = badInput(msg("unknown action \"%1\": expected combat, roll, "
                                              "next, turn, apply, move, enter, exit, fire, "
                                              "reorganize or event",
                                              {name}));
    if (name == "combat") {
        if (!reader.expectObject(action, "", {"action", "request"}))
            return reader.error();
        if (!action.contains("request"))
            return badInput(msg("action \"combat\": /request is missing: expected the combat "
                                "request, an object"));
        json request = action["request"];
        if (request.is_object() && !request.contains("ruleset"))
            request["ruleset"] = m_game.ruleset().id;
        Result<CombatRequest> parsed = m_game.combatRequest(request);
        if (!parsed)
            return parsed.error();
        Result<CombatOutcome> outcome = m_game.resolveCombat(*parsed, id);
        if (!outcome)
            return outcome.error();
        out.answer = *outcome;
        out.explanation = outcome->explanation;
        event = writtenEvent(m_game, id);
    } else if (name == "roll") {
        if (!reader.expectObject(action, "", {"action", "die"}))
            return reader.error();
        std::optional<int> die;
        if (action.contains("die")) {
            die = reader.integer(action, "die", "", 1, m_game.ruleset().dieFaces);
            if (reader.failed())
                return reader.error();
        }
        event = m_game.roll(die, id);
    } else if (name == "next" || name == "turn") {
        // "override" is the referee's reason to end a Combat Phase with obligations open.
        if (name == "next" ? !reader.expectObject(action, "", {"action", "override"})
                           : !reader.expectObject(action, "", {"action", "override", "weather"}))
            return reader.error();
        std::optional<std::string> weather;
        if (name == "turn" && action.contains("weather"))
            weather = reader.string(action, "weather", "");
        const std::optional<std::string> override = reader.string(action, "override", "");
        if (reader.failed())
            return reader.error();
        event = name == "next" ? m_game.advance(id, override.value_or(""))
                               : m_game.advanceTurn(weather, id, override.value_or(""));
    } else if (name == "apply") {
        // What a result obliges is carried out by the engine, one obligation an event.
        if (!reader.expectObject(action, "",
                                 {"action", "combat", "kind", "units", "to", "displaced"}))
            return reader.error();
        const std::optional<long long> combat = reader.integer(action, "combat", "", 1);
        const std::optional<std::string> kind = reader.string(action, "kind", "");
        const std::optional<std::string> to = reader.string(action, "to", "");
        if (reader.failed())
            return reader.error();
        if (!combat || !kind || !action.contains("units"))
            return badInput(msg("action \"apply\": give /combat (the combat's event), /kind and "
                                "/units, as journal actions lists them"));
        if (!action["units"].is_array() ||
            !std::all_of(action["units"].begin(), action["units"].end(),
                         [](const json &u) { return u.is_string(); }))
            return badInput(msg("action \"apply\": /units: expected an array of unit ids"));
        if (action.contains("displaced") && !action["displaced"].is_array())
            return badInput(msg("action \"apply\": /displaced: expected an array of "
                                "{\"unit\", \"to\"}, as journal actions lists them"));
        json data = {{"combat", *combat}, {"kind", *kind}, {"units", action["units"]}};
        if (to)
            data["to"] = *to; // where a retreat or an advance ends on the map
        if (action.contains("displaced"))
            data["displaced"] = action["displaced"]; // NLB 7.6: the owning player's choice
        if (Result<std::size_t> fresh = m_game.refresh(); !fresh)
            return fresh.error();
        Result<Application> found = findApplication(m_game.state(), data);
        if (found) {
            json eventData = found->eventData();
            if (to)
                eventData["to"] = *to;
            if (data.contains("displaced"))
                eventData["displaced"] = data["displaced"];
            event = m_game.append(crt::kinds::CombatApplied, eventData, id);
        } else {
            // Only a retry of an action already journaled under `id` answers; else say why not.
            event = m_game.append(crt::kinds::CombatApplied, data, id);
            if (!event)
                return found.error();
        }
    } else if (name == "move") {
        // A unit's move on the map, judged by the sequence of play and the map's rules.
        if (!reader.expectObject(action, "", {"action", "unit", "path", "to", "override"}))
            return reader.error();
        MoveRequest request;
        const std::optional<std::string> unit = reader.string(action, "unit", "");
        const std::optional<std::string> to = reader.string(action, "to", "");
        const std::optional<std::string> override = reader.string(action, "override", "");
        if (reader.failed())
            return reader.error();
        if (!unit)
            return badInput(msg("action \"move\": /unit is missing: expected the unit's id"));
        request.unit = *unit;
        request.to = to.value_or("");
        request.override = override.value_or("");
        if (action.contains("path")) {
            if (!action["path"].is_array() ||
                !std::all_of(action["path"].begin(), action["path"].end(),
                             [](const json &h) { return h.is_string(); }))
                return badInput(msg("action \"move\": /path: expected an array of hex ids"));
            request.path = action["path"].get<std::vector<std::string>>();
        }
        if (request.path.empty() == request.to.empty())
            return badInput(msg("action \"move\": give /path (the hexes it goes through) or /to "
                                "(where it goes), one of them"));
        if (Result<std::size_t> fresh = m_game.refresh(); !fresh)
            return fresh.error();
        Result<MoveCheck> check = m_game.checkMove(request);
        if (!check)
            return check.error();
        out.explanation = check->explanation;
        event = m_game.move(request, id);
    } else if (name == "enter") {
        // NLB 9.0: a reinforcement enters at its entry hex (the one open when not given).
        if (!reader.expectObject(action, "", {"action", "unit", "hex", "stack"}))
            return reader.error();
        const std::optional<std::string> unit = reader.string(action, "unit", "");
        const std::optional<std::string> hex = reader.string(action, "hex", "");
        const std::optional<int> stack = reader.integer(action, "stack", "", 1, 100);
        if (reader.failed())
            return reader.error();
        if (!unit)
            return badInput(msg("action \"enter\": /unit is missing: expected the unit's id"));
        json data = {{"unit", *unit}};
        if (hex)
            data["hex"] = *hex;
        if (stack)
            data["stack"] = *stack;
        event = m_game.append(crt::kinds::UnitEntered, data, id);
    } else if (name == "exit") {
        // NLB 6.0, NAW 8.3: a unit leaves the map by an exit hex it can reach this Movement Phase.
        if (!reader.expectObject(action, "", {"action", "unit", "hex"}))
            return reader.error();
        const std::optional<std::string> unit = reader.string(action, "unit", "");
        const std::optional<std::string> hex = reader.string(action, "hex", "");
        if (reader.failed())
            return reader.error();
        if (!unit)
            return badInput(msg("action \"exit\": /unit is missing: expected the unit's id"));
        json data = {{"unit", *unit}};
        if (hex)
            data["hex"] = *hex;
        if (Result<std::size_t> fresh = m_game.refresh(); !fresh)
            return fresh.error();
        if (const HexMap *map = m_game.map()) {
            Result<json> judged = exitOnMap(m_game.state(), m_game.ruleset(), *map, data);
            if (!judged)
                return judged.error();
            data = std::move(judged).value();
        }
        event = m_game.append(crt::kinds::UnitExited, data, id);
    } else if (name == "fire" || name == "reorganize") {
        // BMW 6.2 and 11.1: an archer's fire at a target, a disordered unit's reorganization;
        // the die rolled on the table, or the game's dice when none is given.
        if (name == "fire" ? !reader.expectObject(action, "", {"action", "unit", "target", "die"})
                           : !reader.expectObject(action, "", {"action", "unit", "die"}))
            return reader.error();
        const std::optional<std::string> unit = reader.string(action, "unit", "");
        const std::optional<std::string> target = reader.string(action, "target", "");
        const std::optional<long long> die =
            reader.integer(action, "die", "", 1, m_game.ruleset().dieFaces);
        if (reader.failed())
            return reader.error();
        if (!unit || (name == "fire" && !target))
            return badInput(name == "fire"
                                ? msg("action \"fire\": give /unit (the archer) and /target")
                                : msg("action \"reorganize\": /unit is missing"));
        json data = {{"unit", *unit}};
        if (target)
            data["target"] = *target;
        if (die)
            data["die"] = *die;
        if (Result<std::size_t> fresh = m_game.refresh(); !fresh)
            return fresh.error();
        event = m_game.append(
            name == "fire" ? crt::kinds::ArcheryFired : crt::kinds::UnitReorganized, data, id);
    } else if (name == "event") {
        if (!reader.expectObject(action, "", {"action", "kind", "data"}))
            return reader.error();
        const std::optional<std::string> kindName = reader.string(action, "kind", "");
        if (reader.failed())
            return reader.error();
        if (!kindName)
            return badInput(msg("action \"event\": /kind is missing: expected the event's kind"));
        Result<EventKind> kind = parseEventKind(*kindName);
        if (!kind)
            return kind.error();
        if (isCompensation(*kind) || *kind == EventKind::GameCreated)
            return badInput(msg("an event of kind \"%1\" is not appended: undo and redo have "
                                "their own actions, and the game is created once",
                                {*kindName}));
        // A combat's outcome, a roll's value and what a result obliges are the engine's to
        // compute: written by hand they would be whatever the writer said.
        static const std::map<EventKind, const char *> computed = {
            {crt::kinds::CombatResolved, "combat"},
            {crt::kinds::Roll, "roll"},
            {crt::kinds::CombatApplied, "apply"}};
        if (auto own = computed.find(*kind); own != computed.end())
            return badInput(msg("an event of kind \"%1\" is the engine's to compute: use the "
                                "\"%2\" action (journal actions lists it)",
                                {*kindName, own->second}));
        const json data = action.value("data", json::object());
        // The referee imposes a value the app computed otherwise only by saying why.
        if (*kind == EventKind::Override &&
            (!data.is_object() || !data.contains("why") || !data["why"].is_string() ||
             data["why"].get<std::string>().find_first_not_of(" \t\n") == std::string::npos))
            return badInput(msg("action \"event\": an override needs /data/why, the referee's "
                                "reason"));
        event = m_game.append(*kind, data, id);
    }
    if (!event)
        return event.error();
    out.event = std::move(event).value();
    out.repeated = m_game.journal().repeated();
    return out;
}

json Module::legalActions(const Viewer &) const
{
    json actions = json::array();
    // While the Combat Phase's obligations are open, ending it takes the referee's
    // override (NLB 7.1, 7.4): the action says so, and why.
    const std::vector<AttackObligation> open = m_game.openObligations();
    auto nextAction = [&](json action) {
        if (!open.empty()) {
            json why = json::array();
            for (const AttackObligation &o : open)
                why.push_back(o.why.text() + " (" + o.rule + ")");
            action["blocked"] = why;
            action["override"] = "required: the referee's reason";
        }
        return action;
    };
    const GameState &now = m_game.state();
    if (std::optional<SequenceStep> next = m_game.nextStep())
        actions.push_back(nextAction({{"action", "next"}, {"meaning", describeStep(*next)}}));
    else if (now.turns.empty() || now.turn < static_cast<int>(now.turns.size()))
        actions.push_back(
            nextAction({{"action", "next"}, {"meaning", "turn " + std::to_string(now.turn + 1)}}));
    actions.push_back(nextAction({{"action", "turn"}, {"meaning", "the next game turn"}}));
    actions.push_back(
        {{"action", "combat"}, {"meaning", "resolve a combat: {\"request\": {...}}"}});
    actions.push_back({{"action", "roll"}, {"meaning", "a roll of the game's die"}});
    if (const HexMap *map = m_game.map()) {
        // Each unit that may move now (NLB 5.1), with the hexes it may end in.
        const GameState &state = m_game.state();
        Result<MapPositions> positions = positionsOf(state, m_game.ruleset(), *map);
        for (const auto &[unitId, unit] : state.units) {
            if (!positions || unit.hex.empty() || unit.status != UnitState::Status::OnMap ||
                movementRefusal(state, m_game.ruleset(), *map, unit))
                continue;
            Result<MapReach> reach =
                reachableHexes(*map, *positions, unitId, moveOptions(state, unitId));
            if (!reach)
                continue;
            json to = json::array();
            for (const MapReachHex &h : reach->hexes)
                if (h.mayEnd && !(h.hex == reach->hexes.front().hex))
                    to.push_back(map->grid().id(h.hex));
            if (!to.empty())
                actions.push_back(
                    {{"action", "move"},
                     {"unit", unitId},
                     {"from", unit.hex},
                     {"to", to},
                     {"meaning", "move " + unitId + " from " + unit.hex + " to one of \"to\""}});
            // NLB 6.0, NAW 8.3: the units that may leave the map now, and by which exit hexes
            // (those exitHexes gives, read from the same reach).
            json exits = json::array();
            for (const MapExitOption &e : reach->exits)
                exits.push_back(map->grid().id(e.hex));
            if (!exits.empty())
                actions.push_back({{"action", "exit"},
                                   {"unit", unitId},
                                   {"hex", exits},
                                   {"rule", exitRule(*map)},
                                   {"meaning", unitId + " may leave the map by one of \"hex\""}});
        }
        // NLB 9.0: the reinforcements that may enter now, and where.
        for (const auto &[unitId, unit] : state.units) {
            json hexes = json::array();
            for (const auto &[hex, cost] : entryHexes(state, m_game.ruleset(), *map, unit))
                hexes.push_back(hex);
            std::string where;
            for (std::size_t i = 0; i < hexes.size(); ++i)
                where += (i == 0                  ? ""
                          : i + 1 == hexes.size() ? " or "
                                                  : ", ") +
                         hexes[i].get<std::string>();
            if (!hexes.empty())
                actions.push_back({{"action", "enter"},
                                   {"unit", unitId},
                                   {"hex", hexes},
                                   {"rule", reinforcementRule(m_game.ruleset())},
                                   {"meaning", unitId + " enters the map at " + where}});
        }
        // NLB 7.0, 7.1, 7.5: who may still attack, and be attacked, this Combat Phase; NLB 7.0,
        // BMW 7.1: no one while a result is still to be carried out.
        const bool resultsDue = !m_game.resultsDue().empty();
        if (std::optional<Game::CombatCandidates> c = m_game.combatCandidates(); c && !resultsDue)
            actions.push_back(
                {{"action", "combat"},
                 {"attackers", c->attackers},
                 {"defenders", c->defenders},
                 {"rule", m_game.ruleset().combatSequence.candidatesRule()},
                 {"meaning", "the units that may still attack, and be attacked, this phase: "
                             "{\"request\": {\"attackers\": [...], \"defenders\": [...]}}"}});
        // NLB 7.1, 10.1, BMW 7.3: who must still attack or be attacked before the phase ends.
        for (const AttackObligation &o : open)
            if (!o.against.empty() && !resultsDue)
                actions.push_back({{"action", "combat"},
                                   {o.attacks ? "attacker" : "defender", o.unit},
                                   {o.attacks ? "defenders" : "attackers", o.against},
                                   {"rule", o.rule},
                                   {"meaning", o.why.text()}});
        // BMW 6.1-6.5: the archers that may fire now, each with its targets.
        for (const ArcheryChoice &c : archeryChoices(now, m_game.ruleset(), *m_game.map()))
            actions.push_back(
                {{"action", "fire"},
                 {"unit", c.archer},
                 {"targets", c.targets},
                 {"defensive", c.defensive},
                 {"rule", c.defensive ? "BMW 6.5" : "BMW 6.3, 6.4"},
                 {"meaning", c.archer +
                                 (c.defensive ? " may fire defensively at " : " may fire at ") +
                                 "one of \"targets\": {\"unit\", \"target\", \"die\"}"}});
    }
    // BMW 11.1: every disordered unit of the phasing player rolls to reorganize, once.
    for (const std::string &unit : m_game.reorganizationsDue())
        actions.push_back({{"action", "reorganize"},
                           {"unit", unit},
                           {"rule", "BMW 11.1"},
                           {"meaning", unit + " rolls to reorganize: {\"unit\", \"die\"}"}});
    const HexMap *map = m_game.map();
    for (const Application &a : map ? applicationsOnMap(m_game.state(), m_game.ruleset(), *map)
                                    : pendingApplications(m_game.state())) {
        json action = a.action();
        if (!a.to.empty())
            action["to"] = a.to; // the hexes it may end in; the action names one
        if (!a.displacements.empty())
            action["displacements"] = a.displacements; // NLB 7.6: "displaced" names one
        action["meaning"] = a.meaning.text();
        action["rule"] = a.rule;
        action["optional"] = a.optional;
        actions.push_back(std::move(action));
    }
    // NLB 11.0, Campaign Game: what the referee may journal un-demoralized, and when is the
    // Campaign Game's rule, not in the texts: a corps the campaign carried in demoralized, or the
    // whole nationality.
    for (const SideState &s : now.sides)
        if (s.carriedDemoralization.any()) {
            const json *noAdvance = m_game.ruleset().feature("/morale/demoralization/noAdvance");
            actions.push_back(
                {{"action", "event"},
                 {"kind", eventKindName(crt::kinds::MoraleRestored)},
                 {"side", s.name},
                 {"corps", s.carriedDemoralization.corps},
                 {"units", s.carriedDemoralization.units},
                 {"rule", noAdvance ? (*noAdvance)["rule"].get<std::string>() : "NLB 11.0"},
                 {"meaning", "the referee un-demoralizes one of \"corps\", or the " + s.name +
                                 " nationality (every corps and unit): {\"data\": {\"side\", "
                                 "\"corps\" (none: the nationality), \"why\"}}"}});
        }
    json kinds = json::array();
    for (const JournalEventKind &k : journalEventKinds())
        if (eventKindFitsGame(k.kind, m_game.ruleset().id) && !isCompensation(k.kind) &&
            k.kind != EventKind::GameCreated)
            kinds.push_back(k.name);
    actions.push_back({{"action", "event"}, {"meaning", "any event"}, {"kinds", kinds}});
    return actions;
}

Result<json> Module::view(const Viewer &viewer, std::optional<std::uint64_t> atSeq) const
{
    // The state's seed is the referee's: with it every generated roll to come can be foretold.
    const auto seen = [&viewer](json state) {
        if (seesDiceSeed(viewer))
            return state;
        return withoutSeeds(std::move(state));
    };
    if (!atSeq)
        return seen(json(m_game.state()));
    if (Result<Ok> ok = checkEventExists(m_game.journal(), *atSeq); !ok)
        return ok.error();
    Result<GameState> state = m_game.stateAt(*atSeq);
    if (!state)
        return state.error();
    return seen(json(*state));
}

Result<std::string> Module::viewText(const Viewer &viewer, std::optional<std::uint64_t> atSeq) const
{
    if (!atSeq)
        return crtStateText(m_game.state(), m_game, true, seesDiceSeed(viewer));
    if (Result<Ok> ok = checkEventExists(m_game.journal(), *atSeq); !ok)
        return ok.error();
    Result<GameState> state = m_game.stateAt(*atSeq);
    if (!state)
        return state.error();
    return crtStateText(*state, m_game, false, seesDiceSeed(viewer));
}

std::vector<Secret> Module::secrets() const
{
    // A chart game always has a seed (Game::create draws one when none is given); an old journal
    // without one has nothing to hide.
    if (const std::uint64_t seed = m_game.state().seed; seed != 0)
        return {diceSeedSecret(seed)};
    return {};
}

std::vector<ViewerChoice> Module::viewers() const
{
    const GameState &state = m_game.state();
    std::vector<std::pair<std::string, std::string>> sides;
    if (!state.players.empty())
        for (const std::string &p : state.players)
            sides.emplace_back(p, p);
    else
        for (const SideState &s : state.sides)
            sides.emplace_back(s.name, s.name);
    return tableAndPlayers(sides);
}

namespace {

// A field of a journaled object as text, empty when absent or not a string or number: the journal
// checks only that required fields exist.
std::string viewField(const json &object, const char *key)
{
    if (!object.is_object() || !object.contains(key))
        return {};
    const json &value = object[key];
    return value.is_string()   ? value.get<std::string>()
           : value.is_number() ? value.dump()
                               : std::string();
}

const json &viewMember(const json &object, const char *key)
{
    static const json none;
    return object.is_object() && object.contains(key) ? object[key] : none;
}

// A combat's column, die and result, and what it obliges, for the players' view.
PlayersView::Headline combatHeadline(const JournalEvent &event)
{
    const json &o = viewMember(event.data, "outcome");
    PlayersView::Headline h;
    h.seq = event.seq;
    const std::string die = viewField(o, "die");
    h.title = viewMember(o, "automatic") == true
                  ? msg("Combat %1, automatic", {viewField(o, "column")})
              : die.empty() ? msg("Combat %1", {viewField(o, "column")})
                            : msg("Combat %1, die %2", {viewField(o, "column"), die});
    const std::string result = viewField(o, "result");
    const std::string effective = viewField(o, "effectiveResult");
    const std::string name = viewField(o, "resultName");
    h.result = name.empty() ? Message(result) : msg("%1 (%2)", {result, name});
    if (!effective.empty() && effective != result)
        h.result = msg("%1 (in effect: %2)", {h.result, effective});
    if (!viewField(o, "attack").empty())
        h.lines.push_back(
            msg("attack %1 against defence %2", {viewField(o, "attack"), viewField(o, "defence")}));
    const json &obligations = viewMember(o, "obligations");
    if (obligations.is_array())
        for (const json &ob : obligations) {
            Message what;
            if (ob.contains("message"))
                from_json(ob["message"], what);
            else
                what = Message(viewField(ob, "text"));
            const std::string side = viewField(ob, "side");
            const Message who = side == "attacker"   ? msg("Attacker")
                                : side == "defender" ? msg("Defender")
                                                     : Message(side);
            h.lines.push_back(msg("%1: %2 (%3)", {who, what, viewField(ob, "rule")}));
        }
    return h;
}

} // namespace

Result<PlayersView> Module::playersView(const Viewer &viewer, std::size_t lastEvents) const
{
    const GameState &state = m_game.state();
    const Journal &journal = m_game.journal();
    PlayersView v = playersViewOf(*this);
    const int turns = static_cast<int>(state.turns.size());
    if (state.turn > 0)
        v.turn = turns > 0 ? msg("Turn %1 of %2 (%3), weather %4",
                                 {std::to_string(state.turn), std::to_string(turns),
                                  state.turnLabel(state.turn), weatherWords(state.weather)})
                           : msg("Turn %1, weather %2",
                                 {std::to_string(state.turn), weatherWords(state.weather)});
    if (!state.phase.empty())
        v.phase = state.phasePlayer.empty() ? Message(state.phase)
                                            : msg("%1 %2", {state.phasePlayer, state.phase});
    if (std::optional<SequenceStep> next = m_game.nextStep())
        v.next = next->player.empty() ? msg("%1 (%2)", {next->phase, next->rule})
                                      : msg("%1 %2 (%3)", {next->player, next->phase, next->rule});
    else if (turns > 0 && state.turn >= turns)
        v.next = msg("the last turn of the turn record is over: judge victory");
    else if (state.turn > 0)
        v.next = msg("turn %1", {std::to_string(state.turn + 1)});

    // The last combat that counts: the result the table has just rolled.
    const std::size_t size = journal.size();
    for (const JournalEvent &e : journal.digestsFrom(size > 500 ? size - 500 : 0)) {
        if (e.kind != crt::kinds::CombatResolved || state.undone.count(e.seq))
            continue;
        if (!v.headline || e.seq > v.headline->seq)
            v.headline = PlayersView::Headline{e.seq, {}, {}, {}};
    }
    if (v.headline) {
        Result<JournalEvent> combat = journal.readEvent(v.headline->seq);
        if (!combat)
            return combat.error();
        v.headline = combatHeadline(*combat);
        // The chart the result was read from, when it is a stand-in (NLB 7.7's is).
        addUnverified(v, viewMember(viewMember(combat->data, "outcome"), "unverified"));
    }

    for (const SideState &s : state.sides) {
        PlayersView::Army army;
        army.side = s.name;
        army.name = s.name;
        army.figures.push_back({msg("Casualties"), std::to_string(s.casualties), false});
        if (s.demoralizationLevel)
            army.figures.push_back({msg("Demoralization level"),
                                    std::to_string(*s.demoralizationLevel), s.demoralized});
        if (s.disintegrationLevel)
            army.figures.push_back({msg("Disintegration level"),
                                    std::to_string(*s.disintegrationLevel), s.disintegrated});
        if (s.exited)
            army.figures.push_back({msg("Exited"), std::to_string(s.exited), false});
        if (s.points)
            army.figures.push_back({msg("Victory points"), std::to_string(s.points), false});
        army.status = s.disintegrated ? msg("disintegrated")
                      : s.demoralized ? msg("demoralized")
                                      : Message();
        v.armies.push_back(std::move(army));
    }

    // The map itself, drawn on the page: its picture, its hexes, the units standing on it (every
    // unit of a chart game is in plain view on the table).
    if (const HexMap *map = m_game.map()) {
        PlayersView::Board board;
        const HexGrid &grid = map->grid();
        const std::optional<MapPicture> &picture = map->picture();
        if (picture)
            if (Result<PictureFile> file = map->picturePath()) {
                board.pictureFile = file->path.string();
                board.pictureType = file->header.format;
            }
        // The picture's pixels when it is served, else the map's mm.
        auto place = [&](HexPointMm mm) -> std::array<double, 2> {
            if (!board.pictureFile.empty()) {
                const PicturePoint p = picture->toPicture(mm);
                return {p.x, p.y};
            }
            return {mm.x, mm.y};
        };
        double xmax = 0, ymax = 0;
        for (Hex hex : grid.allHexes()) {
            const auto c = place(grid.centreMm(hex));
            board.hexes.push_back({grid.id(hex), c[0], c[1]});
            for (const HexPointMm &k : grid.cornersMm(hex)) {
                const auto p = place(k);
                xmax = std::max(xmax, p[0]);
                ymax = std::max(ymax, p[1]);
            }
        }
        if (!grid.allHexes().empty()) {
            const Hex first = grid.allHexes().front();
            const auto c = place(grid.centreMm(first));
            const auto corners = grid.cornersMm(first);
            for (std::size_t i = 0; i < 6; ++i) {
                const auto p = place(corners[i]);
                board.corners[i] = {p[0] - c[0], p[1] - c[1]};
            }
        }
        board.width = board.pictureFile.empty() ? xmax : double(picture->widthPx);
        board.height = board.pictureFile.empty() ? ymax : double(picture->heightPx);
        for (const auto &[id, unit] : state.units)
            if (!unit.hex.empty() && unit.status == UnitState::Status::OnMap)
                board.counters.push_back({id, unit.side, unit.hex, unit.strength,
                                          m_game.counterPictures().count(id)
                                              ? m_game.counterPictures().at(id)
                                              : std::string()});
        v.board = std::move(board);
    }
    // The map's units where the game has a map: where each stands, or why it does not.
    if (!state.map.empty()) {
        PlayersView::Section units{"units",
                                   msg("Units on the map"),
                                   {msg("Unit"), msg("Side"), msg("Hex"), msg("Strength")},
                                   {}};
        for (const SideState &side : state.sides)
            for (const auto &[id, unit] : state.units) {
                if (unit.side != side.name)
                    continue;
                const Message where =
                    !unit.hex.empty()                              ? Message(unit.hex)
                    : unit.status == UnitState::Status::NotArrived ? msg("not arrived")
                    : unit.status == UnitState::Status::Eliminated ? msg("eliminated")
                    : unit.status == UnitState::Status::Exited     ? msg("exited")
                                                                   : msg("off the map");
                units.rows.push_back({id, side.name, where, std::to_string(unit.strength)});
            }
        v.sections.push_back(std::move(units));
    }
    // What the rules still oblige this phase (NLB 7.1, 10.1): attacks that must be made.
    if (const std::vector<AttackObligation> open = m_game.openObligations(); !open.empty()) {
        PlayersView::Section due{
            "obligations", msg("Still to do this phase"), {msg("Rule"), msg("What")}, {}};
        for (const AttackObligation &o : open)
            due.rows.push_back({o.rule, o.why});
        v.sections.push_back(std::move(due));
    }

    if (!m_board) {
        Result<Scoreboard> board = Scoreboard::of(m_game);
        if (board)
            m_board = std::move(board).value();
    } else {
        (void)m_board->follow(m_game);
    }
    if (m_board && m_board->victory() && *m_board->victory()) {
        const VictoryOutcome &o = (**m_board->victory()).outcome;
        if (o.status == "won")
            v.outcome = o.level.empty()
                            ? msg(o.automatic ? "Automatic victory: %1" : "Victory: %1", {o.winner})
                            : msg(o.automatic ? "Automatic victory: %1, %2" : "Victory: %1, %2",
                                  {o.winner, o.level});
        else if (o.status == "draw")
            v.outcome = msg("A draw");
    }

    Result<std::vector<PlayersView::Line>> lines =
        lastEventLines(journal, lastEvents, state.undone,
                       [&viewer](const JournalEvent &e) { return eventSummary(e, viewer); });
    if (!lines)
        return lines.error();
    v.events = std::move(lines).value();
    addUnverified(v, json(state.unverified));
    return v;
}

// Every event is public but the seeds in its data (the game's, a generated roll's): the referee's.
json Module::describe(const JournalEvent &event, const Viewer &viewer) const
{
    json item = event.toJson();
    item["summary"] = summarizeEvent(event, viewer);
    if (!seesDiceSeed(viewer))
        item["data"] = withoutSeeds(std::move(item["data"]));
    return item;
}

Message Module::summary(const JournalEvent &event, const Viewer &viewer) const
{
    return eventSummary(event, viewer);
}

json Module::describeTaking(JournalEvent &&event, const Viewer &viewer) const
{
    // What describe() answers (JournalEvent::toJson and the summary), the data moved, not copied.
    json item = json::object();
    item["summary"] = summarizeEvent(event, viewer);
    item["seq"] = event.seq;
    item["time"] = std::move(event.time);
    item["kind"] = eventKindName(event.kind);
    item["data"] =
        seesDiceSeed(viewer) ? std::move(event.data) : withoutSeeds(std::move(event.data));
    if (!event.id.empty())
        item["id"] = std::move(event.id);
    return item;
}

// Replays the file, re-derives every generated roll from the seed and re-resolves every combat.
Result<Verification> Module::verify() const
{
    const Journal &journal = m_game.journal();
    const GameState &state = m_game.state();
    Verification v;
    for (const JournalProblem &p : journal.problems())
        if (p.kind == JournalProblem::Kind::Damaged)
            v.mismatches.emplace_back(p.message);
    std::map<std::uint64_t, std::uint64_t> drawsUsed; // draw -> event
    int rolls = 0, combats = 0;
    const int faces = m_game.ruleset().dieFaces;
    auto checkRoll = [&](const JournalEvent &e, const json &roll) {
        ++rolls;
        if (roll.value("source", "") != "generated")
            return;
        const std::uint64_t seed = roll.value("seed", std::uint64_t{0});
        const std::uint64_t draw = roll.value("draw", std::uint64_t{0});
        const int value = roll.value("value", 0);
        const std::string seq = std::to_string(e.seq);
        if (seed != state.seed)
            v.mismatches.push_back(
                msg("event %1: a generated roll from seed %2, not the game's seed %3",
                    {seq, std::to_string(seed), std::to_string(state.seed)}));
        if (const int again = DiceGenerator::valueAt(seed, draw, faces); again != value)
            v.mismatches.push_back(
                msg("event %1: draw %2 of seed %3 is %4, but the journal says %5",
                    {seq, std::to_string(draw), std::to_string(seed), std::to_string(again),
                     std::to_string(value)}));
        if (auto [it, fresh] = drawsUsed.emplace(draw, e.seq); !fresh)
            v.mismatches.push_back(msg("event %1: draw %2 was already used by event %3 (a re-roll)",
                                       {seq, std::to_string(draw), std::to_string(it->second)}));
    };
    // On a map, each move, result carried out and reinforcement's entry is judged again
    // as the game stood before it (a referee's override aside). Their digests hold all of them
    // that replay and the judging read (journalevent.h replayDigest).
    int judged = 0;
    if (const HexMap *map = m_game.map()) {
        const std::vector<JournalEvent> &digests = journal.digests();
        GameState before;
        for (const JournalEvent &e : digests) {
            const std::string seq = std::to_string(e.seq);
            if (before.turn > 0 && !before.sides.empty()) {
                Result<Ok> fits = Ok{};
                if (e.kind == crt::kinds::UnitMoved && !e.data.contains("override")) {
                    MoveRequest request{e.data.value("unit", ""), {}, {}, {}};
                    for (const json &h : e.data.value("path", json::array()))
                        request.path.push_back(h.is_string() ? h.get<std::string>() : h.dump());
                    Result<MoveCheck> check = checkMove(before, m_game.ruleset(), *map, request);
                    fits = !check ? Result<Ok>(check.error())
                           : !check->legal
                               ? Result<Ok>(badInput(msg("%1 (%2)", {check->why, check->rule})))
                               : Result<Ok>(Ok{});
                } else if (e.kind == crt::kinds::CombatApplied) {
                    Result<json> data =
                        applicationDataOnMap(before, m_game.ruleset(), *map, e.data);
                    fits = !data ? Result<Ok>(data.error()) : Result<Ok>(Ok{});
                } else if (e.kind == crt::kinds::UnitEntered) {
                    Result<json> data = entryOnMap(before, m_game.ruleset(), *map, e.data);
                    fits = !data ? Result<Ok>(data.error()) : Result<Ok>(Ok{});
                }
                if (e.kind == crt::kinds::UnitMoved || e.kind == crt::kinds::CombatApplied ||
                    e.kind == crt::kinds::UnitEntered)
                    ++judged;
                if (!fits)
                    v.mismatches.push_back(
                        msg("event %1: the rules refuse it as the game stood: %2",
                            {seq, fits.error().what}));
            }
            Result<GameState> after = isCompensation(e.kind)
                                          ? replay(digests, m_game.ruleset(), e.seq)
                                          : applyEvent(std::move(before), e, m_game.ruleset());
            if (!after)
                break; // a journal that does not replay opens read-only with its problem
            before = std::move(after).value();
        }
    }
    // The rolls and combats are read back whole in batches, so the memory this takes does
    // not grow with the journal's length.
    const auto checkEvent = [&](const JournalEvent &e) {
        if (e.kind == crt::kinds::Roll)
            checkRoll(e, e.data);
        if (e.kind != crt::kinds::CombatResolved)
            return;
        ++combats;
        const json &outcome = e.data["outcome"];
        if (outcome.contains("roll") && outcome["roll"].is_object())
            checkRoll(e, outcome["roll"]);
        json request = e.data["request"];
        request["ruleset"] = m_game.ruleset().id;
        const std::string seq = std::to_string(e.seq);
        Result<CombatRequest> parsed = CombatRequest::fromJson(request);
        if (!parsed) {
            v.mismatches.push_back(
                msg("event %1: its request does not read: %2", {seq, parsed.error().what}));
            return;
        }
        if (const auto die = outcome.find("die");
            die != outcome.end() && die->is_number_integer() && die->get<long long>() >= 1 &&
            die->get<long long>() <= 1000) {
            parsed->seed.reset();
            parsed->die = die->get<int>();
        }
        Result<CombatOutcome> again = resolveCombat(*parsed, m_game.ruleset());
        if (!again) {
            v.mismatches.push_back(
                msg("event %1: the combat no longer resolves: %2", {seq, again.error().what}));
            return;
        }
        // The three fields as to_json(CombatOutcome) writes them (strings), without the rest.
        const json resolved = {{"column", again->column},
                               {"result", again->result},
                               {"effectiveResult", again->effectiveResult}};
        for (const char *field : {"column", "result", "effectiveResult"}) {
            const json now = resolved.value(field, json());
            if (now != outcome.value(field, json()))
                v.mismatches.push_back(
                    msg("event %1: %2 is %3 with today's rule data, the journal says %4",
                        {seq, field, now.dump(), outcome.value(field, json()).dump()}));
        }
    };
    constexpr std::uint64_t batch = 1000;
    for (std::uint64_t from = 1; from <= journal.size(); from += batch) {
        Result<std::vector<JournalEvent>> read =
            journal.readEvents(from, std::min<std::uint64_t>(journal.size(), from + batch - 1));
        if (!read)
            return read.error();
        for (const JournalEvent &e : *read)
            checkEvent(e);
    }
    v.checked = {{"rolls", rolls}, {"combats", combats}};
    v.summary =
        msg("%1 rolls and %2 combats checked", {std::to_string(rolls), std::to_string(combats)});
    if (m_game.map()) {
        v.checked["onMap"] = judged;
        v.summary = msg("%1, %2 moves, results and entries judged on the map",
                        {v.summary, std::to_string(judged)});
    }
    return v;
}

Result<Ok> Module::writeReport(const std::string &format, const Viewer &viewer,
                               const ReportSink &sink) const
{
    if (format == "html")
        return writeHtml(m_game.journal(), m_game.ruleset(), viewer, sink);
    if (format == "csv")
        return writeCsv(m_game.journal(), compensated(), viewer, sink);
    if (format == "json")
        return writeJson(m_game.journal(), m_game.ruleset(), viewer, sink);
    return badInput(msg("--format \"%1\": expected html, csv or json", {format}));
}

Result<std::string> Module::exportReport(const std::string &format, const Viewer &viewer) const
{
    std::string text;
    if (Result<Ok> ok =
            writeReport(format, viewer, [&text](std::string_view piece) { text += piece; });
        !ok)
        return ok.error();
    return text;
}

} // namespace umpire::crt
