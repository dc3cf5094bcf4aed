#include "n1815module.h"
#include "n1815events.h"

#include "compensation.h"
#include "eventcsv.h"
#include "n1815objectives.h"
#include "n1815visibility.h"
#include "roll.h"

#include <sstream>

namespace umpire::n1815 {

using nlohmann::json;

namespace {

// One n1815 action of event `seq` in words, names from the data, as `seen` may see it: a unit
// the viewer may not name is "a French unit", the French objectives and Umpire's seeds hidden from
// whoever may not see them.
Message actionSummary(const Data &data, const json &a, const Visibility &seen, std::uint64_t seq)
{
    const std::string name = a.value("action", "");
    const bool objectives = seen.seesObjectives();
    auto unit = [&](const json &id) -> Message {
        const std::string text = id.is_string() ? id.get<std::string>() : id.dump();
        Result<const Unit *> u = data.findUnit(text);
        return u ? seen.unitName((*u)->id, seq) : Message(text);
    };
    auto place = [&](const json &id) {
        const std::string text = id.is_string() ? id.get<std::string>() : id.dump();
        Result<const Location *> l = data.findLocation(text);
        return l ? (*l)->name : text;
    };
    auto roll = [&]() -> Message {
        if (!a.contains("roll") || a["roll"].is_null())
            return msg("no roll");
        const json &r = a["roll"];
        if (r.is_object())
            return r.value("source", "") == "generated"
                       ? msg("rolls %1 (generated)", {std::to_string(r.value("value", 0))})
                       : msg("rolls %1", {std::to_string(r.value("value", 0))});
        return msg("rolls %1", {r.dump()});
    };
    auto card = [&](const json &c) -> Message {
        if (c.is_null())
            return msg("declines");
        Result<Card> k = cardFromText(c.is_string() ? c.get<std::string>() : c.dump());
        return k ? Message(cardName(*k)) : Message(c.dump());
    };
    try {
        if (name == "weather")
            return msg("weather: %1", {roll()});
        if (name == "movementPoints") {
            Result<const Army *> army = data.findArmy(a.value("army", ""));
            return msg("%1 movement points: %2",
                       {army ? (*army)->name : a.value("army", ""), roll()});
        }
        if (name == "move") {
            std::string path;
            for (const json &p : a.at("path"))
                path += (path.empty() ? "" : " -> ") + place(p);
            return msg("%1 moves to %2", {unit(a.at("unit")), path});
        }
        if (name == "startCombat")
            return a.value("virtualDeck", false)
                       ? msg("combat at %1 (Umpire's virtual deck)", {place(a.at("location"))})
                       : msg("combat at %1 (own cards)", {place(a.at("location"))});
        if (name == "play")
            return msg("the attacker plays %1", {card(a.at("card"))});
        if (name == "respond")
            return a.contains("card") && !a["card"].is_null()
                       ? msg("the defender matches with %1", {card(a["card"])})
                       : msg("the defender declines");
        if (name == "counterattack")
            return a.contains("roll") && !a["roll"].is_null() ? msg("counterattack: %1", {roll()})
                                                              : msg("no counterattack");
        if (name == "reinforce")
            return msg("%1 tries to reinforce: %2", {unit(a.at("unit")), roll()});
        if (name == "distribute") {
            Message losses;
            for (const auto &[u, n] : a.at("losses").items())
                losses = losses.empty() ? msg("%1 %2", {unit(u), n.dump()})
                                        : msg("%1, %2 %3", {losses, unit(u), n.dump()});
            return losses.empty() ? msg("%1 losses: none", {a.value("side", "")})
                                  : msg("%1 losses: %2", {a.value("side", ""), losses});
        }
        if (name == "optionalSetup")
            return msg("the players set up their units themselves");
        if (name == "retreat")
            return a.value("to", "").empty() ? msg("no retreat")
                                             : msg("retreat to %1", {place(a["to"])});
        if (name == "recordObjectives" || name == "drawObjectives") {
            if (!objectives)
                return name == "drawObjectives"
                           ? msg("the French objectives are drawn (hidden)")
                           : msg("the French objectives are recorded (hidden)");
            if (name == "drawObjectives")
                return msg("the French objectives are drawn (seed %1)", {a.at("seed").dump()});
            return msg("the French objectives are recorded: %1",
                       {objectivesText(data, a.at("objectives").get<std::vector<std::string>>())});
        }
        if (name == "override") {
            // The referee's reason may name the unit: said only to who may name it.
            const Result<const Unit *> overridden = data.findUnit(a.at("unit").get<std::string>());
            const bool named = !overridden || seen.namesUnit((*overridden)->id, seq);
            Message what = msg("override %1", {unit(a.at("unit"))});
            if (a.contains("cohesion"))
                what = msg("%1: cohesion %2", {what, a["cohesion"].dump()});
            if (a.contains("location"))
                what = msg("%1: at %2", {what, place(a["location"])});
            return a.contains("why") && named ? msg("%1 (%2)", {what, a.value("why", "")})
                                              : msg("%1 (the referee's ruling)", {what});
        }
        // The steps of the sequence of play, in words (an action's name is the journal's, not
        // the players').
        Message ended;
        if (name == "endMovement")
            ended = msg("movement ends");
        else if (name == "endCombat")
            ended = msg("the combat phase ends");
        else if (name == "finishCombat")
            ended = msg("the battle is applied to the board and the sheets");
        else if (name == "endReinforcements")
            ended = msg("no more reinforcements");
        else if (name == "endTurn")
            ended = msg("the turn ends");
        if (!ended.empty()) {
            // N1815 3: a commander left alone, moved by the rules, is in the line that moved him.
            if (const auto it = a.find("rejoined"); it != a.end() && it->is_object())
                for (const auto &[commander, to] : it->items()) {
                    const bool gone = !to.is_string() || to.get<std::string>().empty();
                    Result<const Unit *> who = data.findUnit(commander);
                    if (who && !seen.namesUnit((*who)->id, seq)) // N1815 46: a block moves
                        ended =
                            gone ? msg("%1; %2 leaves the board", {ended, unit(commander)})
                                 : msg("%1; %2 moves to %3", {ended, unit(commander), place(to)});
                    else
                        ended = gone ? msg("%1; %2 leaves the board, no corps of his army left "
                                           "(N1815 3)",
                                           {ended, unit(commander)})
                                     : msg("%1; %2 joins his army at %3 (N1815 3)",
                                           {ended, unit(commander), place(to)});
                }
            return ended;
        }
    } catch (const json::exception &) {
        return Message(a.dump());
    }
    return name.empty() ? Message(a.dump()) : Message(name);
}

std::string stateText(const Data &data, const Game &game, const Visibility &seen)
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
        std::map<std::string, int> unseen; // location -> units the viewer may not name there
        for (const std::string &id : ids) {
            const Unit *unit = data.unit(id);
            if (!unit)
                continue;
            if (!seen.namesUnit(id)) {
                if (st.isAlive(id))
                    ++unseen[st.locationOf(id)];
                continue;
            }
            out << "  " << unit->label() << ": "
                << (st.isAlive(id) ? st.locationOf(id) : std::string("eliminated"));
            if (unit->isCorps() && st.isAlive(id)) {
                out << ", cohesion " << st.cohesion(id) << " of " << unit->cohesion.value;
                if (!unit->cohesion.verified || !unit->halfway.verified)
                    out << " (track UNVERIFIED: a stand-in, check your tracking sheet)";
            }
            out << "\n";
        }
        if (!unseen.empty()) {
            out << "  not identified until combat (N1815 46):";
            const char *separator = " ";
            for (const auto &[location, count] : unseen) {
                out << separator << count << " at " << location;
                separator = ", ";
            }
            out << "\n";
        }
    }
    if (!st.objectives.empty() && seen.seesObjectives())
        out << "French objectives: " << objectivesText(data, st.objectives) << "\n";
    else if (!st.objectives.empty())
        out << "French objectives: " << st.objectives.size()
            << " (hidden: the French player sees them with --viewer player:" << data.penaltyOccupier
            << ")\n";
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

bool Module::seesObjectives(const Viewer &viewer, const State &state) const
{
    return n1815::seesObjectives(m_game.data(), state, viewer);
}

json Module::gameView(const Game &game, const Viewer &viewer) const
{
    return Visibility(m_game.data(), game.state, viewer).game(game);
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
    out.explanation =
        Visibility(m_game.data(), step->game.state, actor).explanation(step->explanation);
    out.answer = {{"steps", out.explanation.steps},
                  {"unverified", out.explanation.unverified},
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
            if (game.state.setupOpen())
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
    std::optional<Game> then;
    if (atSeq) {
        if (Result<Ok> ok = checkEventExists(m_game.journal(), *atSeq); !ok)
            return ok.error();
        Result<Game> game = m_game.gameAt(*atSeq);
        if (!game)
            return game.error();
        then = std::move(game).value();
    }
    const Game &game = then ? *then : m_game.game();
    const Visibility seen(m_game.data(), game.state, viewer);
    json doc = seen.game(game);
    doc["unverified"] = seen.unverified(m_game.data().allUnverified()); // the sheets' stand-ins
    return doc;
}

Result<std::string> Module::viewText(const Viewer &viewer, std::optional<std::uint64_t> atSeq) const
{
    if (!atSeq)
        return stateText(m_game.data(), m_game.game(),
                         Visibility(m_game.data(), m_game.game().state, viewer));
    if (Result<Ok> ok = checkEventExists(m_game.journal(), *atSeq); !ok)
        return ok.error();
    Result<Game> game = m_game.gameAt(*atSeq);
    if (!game)
        return game.error();
    return stateText(m_game.data(), *game, Visibility(m_game.data(), game->state, viewer));
}

namespace {

// An event's summary as the viewer `seen` names may see it.
Message summaryAsSeen(const Data &data, const JournalEvent &event, const Visibility &seen)
{
    if (event.kind != n1815::kinds::Action)
        return commonEventSummary(event);
    return actionSummary(data, event.data, seen, event.seq);
}

} // namespace

Message eventSummary(const Data &data, const State &state, const JournalEvent &event,
                     const Viewer &viewer)
{
    return summaryAsSeen(data, event, Visibility(data, state, viewer));
}

json describeEvent(const Data &data, const State &state, const JournalEvent &event,
                   const Viewer &viewer)
{
    json item = event.toJson();
    const Visibility seen(data, state, viewer);
    item["summary"] = summaryAsSeen(data, event, seen).text();
    if (event.kind == n1815::kinds::Action)
        item["data"] = seen.action(event.data, event.seq);
    return item;
}

json Module::describe(const JournalEvent &event, const Viewer &viewer) const
{
    return describeEvent(m_game.data(), m_game.game().state, event, viewer);
}

Message Module::summary(const JournalEvent &event, const Viewer &viewer) const
{
    return eventSummary(m_game.data(), m_game.game().state, event, viewer);
}

std::vector<ViewerChoice> Module::viewers() const
{
    std::vector<std::pair<std::string, std::string>> sides;
    for (const Side &side : m_game.data().sides)
        sides.emplace_back(side.id, side.name);
    return tableAndPlayers(sides);
}

namespace {

Message phaseMessage(Phase phase)
{
    switch (phase) {
    case Phase::Weather:
        return msg("Weather");
    case Phase::FrenchMovement:
        return msg("French movement");
    case Phase::FrenchCombat:
        return msg("French combat");
    case Phase::AlliedMovement:
        return msg("Allied movement");
    case Phase::AlliedCombat:
        return msg("Allied combat");
    case Phase::EndOfTurn:
        return msg("End of turn");
    case Phase::GameOver:
        break;
    }
    return msg("Game over");
}

std::string viewedSideName(const Data &data, const std::string &id)
{
    const Side *side = data.side(id);
    return side ? side->name : id;
}

// A battle as the players' view heads it: where, who attacks, each round's cards, who won and
// what each side lost.
PlayersView::Headline battleHeadline(const Data &data, const Battle &battle, std::uint64_t seq)
{
    PlayersView::Headline h;
    h.seq = seq;
    const Location *where = data.location(battle.location);
    h.title = msg("Battle at %1", {where ? where->name : battle.location});
    if (!battle.winner.empty())
        h.result = msg("%1 wins the battle", {viewedSideName(data, battle.winner)});
    else
        h.result = msg("%1 attacks: %2",
                       {viewedSideName(data, battle.attacker), battlePhaseName(battle.phase)});
    for (const Round &r : battle.rounds)
        h.lines.push_back(r.answer
                              ? msg("round %1: %2 plays %3, matched with %4",
                                    {std::to_string(r.number), viewedSideName(data, r.attacker),
                                     cardName(r.played), cardName(*r.answer)})
                              : msg("round %1: %2 plays %3, not matched",
                                    {std::to_string(r.number), viewedSideName(data, r.attacker),
                                     cardName(r.played)}));
    for (const BattleSide *side : {&battle.active, &battle.other})
        if (!battle.winner.empty())
            h.lines.push_back(msg("%1 loses %2 cohesion", {viewedSideName(data, side->side),
                                                           std::to_string(side->losses)}));
    return h;
}

} // namespace

Result<PlayersView> Module::playersView(const Viewer &viewer, std::size_t lastEvents) const
{
    const Data &data = m_game.data();
    const Game &game = m_game.game();
    const State &st = game.state;
    const umpire::Journal &journal = m_game.journal();
    PlayersView v = playersViewOf(*this);
    v.turn =
        st.rain
            ? msg("Turn %1 of %2, rain", {std::to_string(st.turn), std::to_string(data.lastTurn)})
            : msg("Turn %1 of %2", {std::to_string(st.turn), std::to_string(data.lastTurn)});
    v.phase =
        st.activeSide.empty()
            ? phaseMessage(st.phase)
            : msg("%1, active: %2", {phaseMessage(st.phase), viewedSideName(data, st.activeSide)});

    // What this viewer may see (N1815 46, N1815 Combat, N1815 5), decided once.
    const Visibility seen(data, st, viewer);
    const auto named = [&](const Unit &unit) { return seen.namesUnit(unit.id); };

    if (game.battle) {
        v.headline = battleHeadline(data, *game.battle, journal.lastSeq());
        // N1815 Combat: "Players may look at their own combat card hand, but not their opponents."
        for (const BattleSide *side : {&game.battle->active, &game.battle->other}) {
            const Message hand = side->hand.known && seen.seesHand(side->side)
                                     ? handText(side->hand)
                                     : msg("%1 cards in hand", {std::to_string(side->hand.count)});
            v.headline->lines.push_back(msg("%1: %2", {viewedSideName(data, side->side), hand}));
        }
    } else {
        // The last battle over: the battle as it stood just before its effects were applied.
        const std::set<std::uint64_t> undone = compensated();
        const std::size_t size = journal.size();
        std::uint64_t finished = 0;
        for (const JournalEvent &e : journal.digestsFrom(size > 300 ? size - 300 : 0))
            if (e.kind == n1815::kinds::Action && !undone.count(e.seq) && e.data.is_object() &&
                e.data.value("action", "") == "finishCombat")
                finished = e.seq;
        if (finished > 1)
            if (Result<Game> before = m_game.gameAt(finished - 1); before && before->battle)
                v.headline = battleHeadline(data, *before->battle, finished);
    }

    for (const Army &army : data.armies) {
        PlayersView::Army a;
        a.side = army.side;
        a.name = army.name;
        int alive = 0;
        for (const std::string &id : army.corps)
            alive += st.isAlive(id);
        a.figures.push_back(
            {msg("Corps in play"),
             msg("%1 of %2", {std::to_string(alive), std::to_string(army.corps.size())}), false});
        if (auto it = st.movementPoints.find(army.id); it != st.movementPoints.end())
            a.figures.push_back({msg("Movement points left"), std::to_string(it->second), false});
        v.armies.push_back(std::move(a));
    }

    // The locations: who stands where, named as `viewer` may see them.
    PlayersView::Section places{"locations", msg("Locations"), {msg("Location"), msg("Units")}, {}};
    std::map<std::string, std::vector<std::string>> at; // location -> units alive there
    for (const Army &army : data.armies) {
        std::vector<std::string> ids = army.corps;
        if (!army.commander.empty())
            ids.push_back(army.commander);
        for (const std::string &id : ids)
            if (st.isAlive(id))
                at[st.locationOf(id)].push_back(id);
    }
    for (const auto &[location, ids] : at) {
        std::string shown;
        std::map<std::string, int> unnamed; // army name -> units not named
        for (const std::string &id : ids) {
            const Unit *unit = data.unit(id);
            if (!unit)
                continue;
            if (named(*unit)) {
                shown += (shown.empty() ? "" : ", ") + unit->label();
            } else {
                const Army *army = nullptr;
                for (const Army &a : data.armies)
                    if (a.id == unit->army)
                        army = &a;
                ++unnamed[army ? army->name : unit->army];
            }
        }
        Message units = shown;
        for (const auto &[army, n] : unnamed)
            units = units.empty() ? msg("%1 × %2", {std::to_string(n), army})
                                  : msg("%1; %2 × %3", {units, std::to_string(n), army});
        const Location *where = data.location(location);
        places.rows.push_back({where ? where->name : location, units});
    }
    v.sections.push_back(std::move(places));

    // The armies' tracking sheets: each corps' cohesion (N1815 4), on the table for all to see.
    PlayersView::Section sheets{
        "cohesion", msg("Cohesion"), {msg("Army"), msg("Corps"), msg("Cohesion")}, {}};
    for (const Army &army : data.armies)
        for (const std::string &id : army.corps) {
            const Unit *unit = data.unit(id);
            // A corps the viewer may not name has no row: its cohesion would name its moves.
            if (!unit || !named(*unit))
                continue;
            const bool standIn = !unit->cohesion.verified || !unit->halfway.verified;
            Message cohesion = st.isAlive(id)
                                   ? msg("%1 of %2", {std::to_string(st.cohesion(id)),
                                                      std::to_string(unit->cohesion.value)})
                                   : msg("eliminated");
            if (standIn)
                cohesion = msg("%1 (track unverified)", {cohesion});
            sheets.rows.push_back({army.name, unit->label(), cohesion});
        }
    v.sections.push_back(std::move(sheets));

    // N1815 5: the French objectives, for the French player's eyes only until revealed.
    if (!st.objectives.empty()) {
        if (seen.seesObjectives()) {
            PlayersView::Section goals{
                "objectives", msg("French objectives"), {msg("Objectives")}, {}};
            goals.rows.push_back({objectivesText(data, st.objectives)});
            v.sections.push_back(std::move(goals));
        } else {
            for (PlayersView::Army &a : v.armies)
                if (a.side == data.penaltyOccupier) {
                    a.figures.push_back({msg("Objectives"),
                                         msg("%1, hidden", {std::to_string(st.objectives.size())}),
                                         false});
                    break;
                }
        }
    }

    if (!st.winner.empty())
        v.outcome = msg("%1 wins: %2", {viewedSideName(data, st.winner), st.winReason});
    Result<std::vector<PlayersView::Line>> lines =
        lastEventLines(journal, lastEvents, compensated(), [&](const JournalEvent &e) {
            return e.kind == n1815::kinds::Action ? actionSummary(data, e.data, seen, e.seq)
                                                  : commonEventSummary(e);
        });
    if (!lines)
        return lines.error();
    v.events = std::move(lines).value();
    addUnverified(v, json(seen.unverified(data.allUnverified())));
    return v;
}

std::vector<Secret> Module::secrets() const
{
    // N1815 5: the seed Umpire drew the objectives with gives them back.
    std::uint64_t objectivesSeed = 0;
    const std::set<std::uint64_t> undone = compensated();
    for (const JournalEvent &e : m_game.journal().digests())
        if (e.kind == n1815::kinds::Action && !undone.count(e.seq) && e.data.is_object() &&
            e.data.value("action", "") == "drawObjectives" && e.data.contains("seed") &&
            e.data["seed"].is_number_unsigned())
            objectivesSeed = e.data["seed"].get<std::uint64_t>();
    return secretsOf(m_game.data(), m_game.game(), objectivesSeed);
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
        if (e.kind != n1815::kinds::Action)
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
