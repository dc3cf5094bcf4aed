#include "n1815module.h"

#include "compensation.h"
#include "eventcsv.h"
#include "n1815objectives.h"
#include "roll.h"

#include <sstream>

namespace umpire::n1815 {

using nlohmann::json;

namespace {

// One n1815 action in words, names from the data; the French objectives only when `objectives`.
std::string actionText(const Data &data, const json &a, bool objectives)
{
    const std::string name = a.value("action", "");
    auto unit = [&](const json &id) {
        const std::string text = id.is_string() ? id.get<std::string>() : id.dump();
        Result<const Unit *> u = data.findUnit(text);
        return u ? (*u)->label() : text;
    };
    auto place = [&](const json &id) {
        const std::string text = id.is_string() ? id.get<std::string>() : id.dump();
        Result<const Location *> l = data.findLocation(text);
        return l ? (*l)->name : text;
    };
    auto roll = [&]() -> std::string {
        if (!a.contains("roll") || a["roll"].is_null())
            return "no roll";
        const json &r = a["roll"];
        if (r.is_object())
            return "rolls " + std::to_string(r.value("value", 0)) +
                   (r.value("source", "") == "generated" ? " (generated)" : "");
        return "rolls " + r.dump();
    };
    auto card = [&](const json &c) {
        if (c.is_null())
            return std::string("declines");
        Result<Card> k = cardFromText(c.is_string() ? c.get<std::string>() : c.dump());
        return k ? cardName(*k) : c.dump();
    };
    try {
        if (name == "weather")
            return "weather: " + roll();
        if (name == "movementPoints") {
            Result<const Army *> army = data.findArmy(a.value("army", ""));
            return (army ? (*army)->name : a.value("army", "")) + " movement points: " + roll();
        }
        if (name == "move") {
            std::string path;
            for (const json &p : a.at("path"))
                path += (path.empty() ? "" : " -> ") + place(p);
            return unit(a.at("unit")) + " moves to " + path;
        }
        if (name == "startCombat")
            return "combat at " + place(a.at("location")) +
                   (a.value("virtualDeck", false) ? " (Umpire's virtual deck)" : " (own cards)");
        if (name == "play")
            return "the attacker plays " + card(a.at("card"));
        if (name == "respond")
            return a.contains("card") && !a["card"].is_null()
                       ? "the defender matches with " + card(a["card"])
                       : std::string("the defender declines");
        if (name == "counterattack")
            return a.contains("roll") && !a["roll"].is_null() ? "counterattack: " + roll()
                                                              : std::string("no counterattack");
        if (name == "reinforce")
            return unit(a.at("unit")) + " tries to reinforce: " + roll();
        if (name == "distribute") {
            std::string losses;
            for (const auto &[u, n] : a.at("losses").items())
                losses += (losses.empty() ? "" : ", ") + unit(u) + " " + n.dump();
            return a.value("side", "") + " losses: " + (losses.empty() ? "none" : losses);
        }
        if (name == "retreat")
            return a.value("to", "").empty() ? std::string("no retreat")
                                             : "retreat to " + place(a["to"]);
        if (name == "recordObjectives" || name == "drawObjectives") {
            if (!objectives)
                return "the French objectives are " +
                       std::string(name == "drawObjectives" ? "drawn" : "recorded") + " (hidden)";
            if (name == "drawObjectives")
                return "the French objectives are drawn (seed " + a.at("seed").dump() + ")";
            std::string names;
            for (const json &o : a.at("objectives")) {
                const std::string id = o.is_string() ? o.get<std::string>() : o.dump();
                const ObjectiveCard *c = data.objective(id);
                names += (names.empty() ? "" : ", ") + (c ? c->name : id);
            }
            return "the French objectives are recorded: " + names;
        }
        if (name == "override")
            return "override " + unit(a.at("unit")) +
                   (a.contains("cohesion") ? ": cohesion " + a["cohesion"].dump() : "") +
                   (a.contains("location") ? ": at " + place(a["location"]) : "") + " (" +
                   a.value("why", "the referee's ruling") + ")";
    } catch (const json::exception &) {
        return a.dump();
    }
    return name.empty() ? a.dump() : name;
}

// The state as the French player's opponents may see it: objectives hidden, and so are the seeds
// they were drawn with (a seed gives the cards back).
json hiddenObjectivesAction(const json &action)
{
    json out = {{"action", action.value("action", "")}, {"objectives", "hidden"}};
    return out;
}

std::string stateText(const Data &data, const Game &game, const json &viewed)
{
    const State &st = game.state;
    std::ostringstream out;
    out << "turn " << st.turn << " of " << data.lastTurn << ", " << phaseName(st.phase)
        << (st.rain ? ", rain" : "") << (st.activeSide.empty() ? "" : ", active: " + st.activeSide)
        << "\n";
    for (const auto &[army, points] : st.movementPoints)
        out << "  movement points left, " << army << ": " << points << "\n";
    for (const Army &army : data.armies) {
        out << army.name << ":\n";
        std::vector<std::string> ids = army.corps;
        if (!army.commander.empty())
            ids.push_back(army.commander);
        for (const std::string &id : ids) {
            const Unit *unit = data.unit(id);
            if (!unit)
                continue;
            out << "  " << unit->label() << ": "
                << (st.isAlive(id) ? st.locationOf(id) : std::string("eliminated"));
            if (unit->isCorps() && st.isAlive(id)) {
                out << ", cohesion " << st.cohesion(id) << " of " << unit->cohesion.value;
                if (!unit->cohesion.verified || !unit->halfway.verified)
                    out << " (track UNVERIFIED: a stand-in, check your tracking sheet)";
            }
            out << "\n";
        }
    }
    const json &objectives = viewed["state"]["objectives"];
    if (!objectives.empty()) {
        std::string names;
        for (const json &o : objectives) {
            const ObjectiveCard *c = data.objective(o.get<std::string>());
            names += (names.empty() ? "" : ", ") + (c ? c->name : o.get<std::string>());
        }
        out << "French objectives: " << names << "\n";
    } else if (viewed["state"].value("objectivesHidden", 0) > 0) {
        out << "French objectives: " << viewed["state"]["objectivesHidden"].get<int>()
            << " (hidden: the French player sees them with --viewer player:" << data.penaltyOccupier
            << ")\n";
    }
    if (const auto &battle = game.battle)
        out << "battle at " << battle->location << ": " << battlePhaseName(battle->phase) << ", "
            << battle->attacker << " attacks\n";
    if (!st.winner.empty())
        out << "game over: " << st.winner << " wins (" << st.winReason << ")\n";
    return out.str();
}

} // namespace

Result<std::size_t> Module::refresh()
{
    return m_game.refresh();
}

bool seesObjectives(const Data &data, const State &state, const Viewer &viewer)
{
    // N1815 5: the French player (the side that occupies the penalty towns, "french") draws them.
    return state.objectivesRevealed ||
           (viewer.role == Viewer::Role::Player && viewer.side == data.penaltyOccupier);
}

bool Module::seesObjectives(const Viewer &viewer, const State &state) const
{
    return n1815::seesObjectives(m_game.data(), state, viewer);
}

json Module::gameView(const Game &game, const Viewer &viewer) const
{
    json doc = game;
    doc["state"] = seesObjectives(viewer, game.state) ? json(game.state) : publicView(game.state);
    return doc;
}

Result<ActOutcome> Module::act(const json &action, const std::string &id)
{
    Result<Step> step = m_game.act(action, id);
    if (!step)
        return step.error();
    ActOutcome out;
    out.repeated = m_game.journal().repeated();
    Result<std::optional<JournalEvent>> earlier =
        out.repeated ? m_game.journal().findId(id)
                     : Result<std::optional<JournalEvent>>(std::optional<JournalEvent>());
    Result<JournalEvent> event = earlier && *earlier
                                     ? Result<JournalEvent>(**earlier)
                                     : m_game.journal().readEvent(m_game.journal().lastSeq());
    if (!event)
        return event.error();
    out.event = std::move(event).value();
    // The one who acted sees the answer as the French player does when the action was his
    // objectives' (he drew or recorded them); everyone else's answer hides them.
    const std::string name = action.value("action", "");
    const Viewer actor = name == "drawObjectives" || name == "recordObjectives"
                             ? Viewer::player(m_game.data().penaltyOccupier)
                             : Viewer::everyone();
    out.explanation = step->explanation;
    out.answer = {{"steps", step->explanation.steps},
                  {"unverified", step->explanation.unverified},
                  {"game", gameView(step->game, actor)}};
    return out;
}

json Module::legalActions(const Viewer &viewer) const
{
    const Game &game = m_game.game();
    json actions = json::array();
    auto add = [&](const char *name, const char *meaning) {
        actions.push_back({{"action", name}, {"meaning", meaning}});
    };
    if (!game.state.winner.empty())
        return actions;
    if (game.battle) {
        add("play", "the attacker plays a card");
        add("respond", "the defender matches or declines");
        add("counterattack", "the defender's counterattack roll");
        add("reinforce", "a corps tries to reinforce the battle");
        add("endReinforcements", "no more reinforcements");
        add("distribute", "a side distributes its losses");
        add("retreat", "the loser retreats");
        add("finishCombat", "the battle's effects on the game");
    } else {
        switch (game.state.phase) {
        case Phase::Weather:
            if (game.state.objectives.empty() && seesObjectives(viewer, game.state)) {
                add("drawObjectives", "Umpire draws the French objectives");
                add("recordObjectives", "the French player records the objectives he drew");
            }
            if (game.state.turn == 1 && game.state.moved.empty())
                add("optionalSetup", "the players set up their units themselves (N1815 7)");
            add("weather", "the weather roll");
            break;
        case Phase::EndOfTurn:
            add("endTurn", "the turn ends");
            break;
        default:
            add("movementPoints", "an army's movement points roll");
            add("move", "a unit moves along a path");
            add("endMovement", "the movement phase ends");
            add("startCombat", "a combat at a location");
            add("endCombat", "the combat phase ends");
            break;
        }
    }
    add("override", "the referee sets a cohesion or a location by hand");
    return actions;
}

Result<json> Module::view(const Viewer &viewer, std::optional<std::uint64_t> atSeq) const
{
    json doc;
    if (atSeq) {
        if (Result<Ok> ok = checkEventExists(m_game.journal(), *atSeq); !ok)
            return ok.error();
        Result<Game> game = m_game.gameAt(*atSeq);
        if (!game)
            return game.error();
        doc = gameView(*game, viewer);
    } else {
        doc = gameView(m_game.game(), viewer);
    }
    doc["unverified"] = m_game.data().allUnverified(); // the stand-ins the sheets shown hold
    return doc;
}

Result<std::string> Module::viewText(const Viewer &viewer, std::optional<std::uint64_t> atSeq) const
{
    Result<json> viewed = view(viewer, atSeq);
    if (!viewed)
        return viewed.error();
    if (!atSeq)
        return stateText(m_game.data(), m_game.game(), *viewed);
    Result<Game> game = m_game.gameAt(*atSeq);
    if (!game)
        return game.error();
    return stateText(m_game.data(), *game, *viewed);
}

json describeEvent(const Data &data, const State &state, const JournalEvent &event,
                   const Viewer &viewer)
{
    const bool objectives = seesObjectives(data, state, viewer);
    json item = event.toJson();
    if (event.kind != EventKind::N1815Action) {
        item["summary"] = commonEventSummary(event).text();
        return item;
    }
    const std::string name = event.data.value("action", "");
    item["summary"] = actionText(data, event.data, objectives);
    if (!objectives && (name == "recordObjectives" || name == "drawObjectives"))
        item["data"] = hiddenObjectivesAction(event.data);
    return item;
}

json Module::describe(const JournalEvent &event, const Viewer &viewer) const
{
    return describeEvent(m_game.data(), m_game.game().state, event, viewer);
}

// Opening replayed every action that counts through the rules (a refusal is bad data); here every
// generated roll is re-derived from its seed and the end state checked.
Result<Verification> Module::verify() const
{
    const umpire::Journal &journal = m_game.journal();
    Verification v;
    for (const JournalProblem &p : journal.problems())
        if (p.kind == JournalProblem::Kind::Damaged)
            v.mismatches.emplace_back(p.message);
    Result<std::vector<JournalEvent>> read = journal.readEvents();
    if (!read)
        return read.error();
    int actions = 0, rolls = 0;
    for (const JournalEvent &e : *read) {
        if (e.kind != EventKind::N1815Action)
            continue;
        ++actions;
        if (!e.data.contains("roll") || e.data["roll"].is_null())
            continue;
        ++rolls;
        const json &r = e.data["roll"];
        if (!r.is_object() || r.value("source", "") != "generated")
            continue;
        const std::uint64_t seed = r.value("seed", std::uint64_t{0});
        const std::uint64_t draw = r.value("draw", std::uint64_t{0});
        const int value = r.value("value", 0);
        const int faces = e.data.value("action", "") == "counterattack"
                              ? m_game.data().counterattackDie
                              : m_game.data().dieFaces;
        if (const int again = DiceGenerator::valueAt(seed, draw, faces); again != value)
            v.mismatches.push_back(
                msg("event %1: draw %2 of seed %3 is %4, but the journal says %5",
                    {std::to_string(e.seq), std::to_string(draw), std::to_string(seed),
                     std::to_string(again), std::to_string(value)}));
    }
    if (const std::string problem = m_game.game().state.inconsistency(m_game.data());
        !problem.empty())
        v.mismatches.push_back(msg("the replayed game is inconsistent: %1", {problem}));
    v.checked = {{"actions", actions}, {"rolls", rolls}};
    v.summary = msg("%1 Napoleon 1815 Returns actions through the rules, %2 rolls checked",
                    {std::to_string(actions), std::to_string(rolls)});
    return v;
}

Result<std::string> Module::exportReport(const std::string &format, const Viewer &viewer) const
{
    Result<json> events = describeAll(*this, viewer);
    if (!events)
        return events.error();
    if (format == "csv")
        return describedEventsCsv(*events);
    if (format == "json") {
        Result<json> state = view(viewer);
        if (!state)
            return state.error();
        const json doc = {{"header", m_game.journal().header().toJson()},
                          {"game", m_game.data().name},
                          {"viewer", viewer.text()},
                          {"events", *events},
                          {"state", (*state)["state"]}};
        return doc.dump(2) + "\n";
    }
    return badInput(
        msg("--format \"%1\": a Napoleon 1815 Returns journal exports as csv or json", {format}));
}

} // namespace umpire::n1815
