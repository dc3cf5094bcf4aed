#include "n1815objectives.h"

#include "n1815movement.h"
#include "roll.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace umpire::n1815 {

using nlohmann::json;

Result<Change> recordObjectives(const Data &data, const State &state,
                                const std::vector<std::string> &objectives)
{
    if (!state.objectives.empty())
        return badInput(msg("the French objectives are already drawn"));
    if (static_cast<int>(objectives.size()) != data.objectivesDrawn)
        return badInput(
            msg("the French player has %1 objectives (N1815 5), not %2",
                {std::to_string(data.objectivesDrawn), std::to_string(objectives.size())}));
    Change change{state, {}};
    for (const std::string &text : objectives) {
        const ObjectiveCard *found = nullptr;
        for (const ObjectiveCard &o : data.objectives)
            if (o.id == text || o.name == text)
                found = &o;
        if (!found) {
            std::string known;
            for (const ObjectiveCard &o : data.objectives)
                known += (known.empty() ? "" : ", ") + o.id;
            return badInput(
                msg("unknown objective \"%1\": the objective cards are %2", {text, known}));
        }
        if (std::find(change.state.objectives.begin(), change.state.objectives.end(), found->id) !=
            change.state.objectives.end())
            return badInput(msg("the objective \"%1\" is given twice", {found->name}));
        change.state.objectives.push_back(found->id);
    }
    change.explanation.add("N1815 5",
                           msg("the French player's %1 objectives are recorded (hidden until "
                               "revealed)",
                               {std::to_string(data.objectivesDrawn)}));
    return change;
}

Result<Change> drawObjectives(const Data &data, const State &state, std::uint64_t seed)
{
    std::vector<std::string> deck;
    for (const ObjectiveCard &o : data.objectives)
        deck.push_back(o.id);
    DiceGenerator gen(seed);
    std::vector<std::string> drawn;
    for (int i = 0; i < data.objectivesDrawn; ++i) {
        const Roll r = gen.roll(static_cast<int>(deck.size()));
        drawn.push_back(deck[r.value - 1]);
        deck.erase(deck.begin() + (r.value - 1));
    }
    Result<Change> change = recordObjectives(data, state, drawn);
    if (change)
        change->explanation.steps.back().text =
            "the app draws the French player's " + std::to_string(data.objectivesDrawn) +
            " objectives at random (seed " + std::to_string(seed) + "; hidden until revealed)";
    return change;
}

std::vector<ObjectiveStatus> objectiveStatus(const Data &data, const State &state)
{
    std::vector<ObjectiveStatus> out;
    const std::string enemy = data.otherSide(data.penaltyOccupier);
    for (const std::string &id : state.objectives) {
        const ObjectiveCard *o = data.objective(id);
        if (!o)
            continue;
        ObjectiveStatus st{o->id, o->name, false, {}};
        if (o->kind == "occupy") {
            const std::string where =
                data.location(o->location) ? data.location(o->location)->name : o->location;
            st.achieved = state.frenchHeld.count(o->location) > 0;
            st.why = st.achieved ? where + " occupied by a French corps at the end of a turn, and "
                                           "no enemy corps entered since"
                                 : where + " not held: not occupied at the end of a turn, or an "
                                           "enemy corps entered it since";
        } else {
            const int eliminated = state.eliminatedCorps(data, enemy);
            st.achieved = eliminated >= o->count;
            st.why = std::to_string(eliminated) + " of " + std::to_string(o->count) +
                     " Allied / Prussian corps eliminated";
        }
        out.push_back(st);
    }
    return out;
}

json publicView(const State &state)
{
    json doc = state;
    if (!state.objectivesRevealed) {
        doc["objectives"] = json::array();
        doc["objectivesHidden"] = static_cast<int>(state.objectives.size());
    }
    return doc;
}

Result<Change> endTurn(const Data &data, const State &state)
{
    if (state.phase != Phase::EndOfTurn)
        return badInput(
            msg("the turn ends after the Allied / Prussian combat (N1815 8 F), not in the %1 phase",
                {phaseName(state.phase)}));
    Change change{state, {}};
    State &s = change.state;
    Explanation &ex = change.explanation;
    const std::string occupier = data.penaltyOccupier;
    const std::string enemy = data.otherSide(occupier);

    // N1815 4: one-time cohesion losses when a French corps occupies the town at the end of a turn.
    for (const Penalty &p : data.penalties) {
        if (s.penaltiesApplied.count(p.location) || !s.hasCorps(data, p.location, occupier))
            continue;
        s.penaltiesApplied.insert(p.location);
        const std::string where = data.location(p.location)->name;
        ex.add("N1815 4",
               msg("a French corps occupies %1 at the end of the turn: a one-time loss of %2 "
                   "cohesion for each corps of the listed armies",
                   {where, std::to_string(p.cohesion)}));
        for (const std::string &army : p.armies)
            for (const std::string &corps : data.army(army)->corps)
                if (s.isAlive(corps))
                    loseCohesion(data, s, corps, p.cohesion, "N1815 4",
                                 "French corps occupy " + where, ex);
    }
    change.rejoined = relocateCommanders(data, s, ex);
    checkAutomaticVictory(data, s, ex);
    if (!s.winner.empty())
        return change;

    // N1815 5: occupied at the end of a turn; control lasts until an enemy corps enters.
    for (const Location &l : data.locations)
        if (s.hasCorps(data, l.id, occupier))
            s.frenchHeld.insert(l.id);

    if (!s.objectives.empty()) {
        const std::vector<ObjectiveStatus> status = objectiveStatus(data, s);
        const bool all = std::all_of(status.begin(), status.end(),
                                     [](const ObjectiveStatus &o) { return o.achieved; });
        if (all) {
            s.winner = occupier;
            s.winReason =
                "both French objectives achieved at the end of turn " + std::to_string(s.turn);
            s.phase = Phase::GameOver;
            s.objectivesRevealed = true;
            std::string names;
            for (const ObjectiveStatus &o : status)
                names += (names.empty() ? "" : " and ") + o.name;
            ex.add("N1815 Winning the game",
                   msg("the French player reveals his objectives, %1, and wins", {names}));
            return change;
        }
        ex.add("N1815 5", msg("the French objectives are not both achieved (they stay hidden)"));
    }
    if (s.turn >= data.lastTurn) {
        s.winner = enemy;
        s.winReason = "the French player has not obtained his objectives by the end of turn " +
                      std::to_string(data.lastTurn);
        s.phase = Phase::GameOver;
        s.objectivesRevealed = true;
        ex.add("N1815 Winning the game", msg("%1 win: %2", {data.side(enemy)->name, s.winReason}));
        return change;
    }
    const int before = s.turn;
    s.turn += 1;
    s.phase = Phase::Weather;
    beginPlayerTurn(s, {});
    s.rain = false;
    ex.add("N1815 8", msg("end of the turn: advance the turn cube"), std::to_string(before),
           std::to_string(s.turn));
    return change;
}

} // namespace umpire::n1815
