#include "crtevents.h"

namespace umpire::crt {

namespace {

// A roll as replay reads it: its value, and whether and where it was drawn from the game's seed.
nlohmann::json digestRoll(const nlohmann::json &roll)
{
    nlohmann::json out = nlohmann::json::object();
    for (const char *field : {"value", "source", "draw"})
        if (roll.contains(field))
            out[field] = roll[field];
    return out;
}

void digestRollEvent(nlohmann::json &data)
{
    data = digestRoll(data);
}

// Keep in step with the Replayer in gamestate.cpp: a combat's roll and what its result obliges
// (resultapplication.h), packed into one text, are all it reads of a combat.
void digestCombat(nlohmann::json &data)
{
    nlohmann::json outcome = nlohmann::json::object();
    const auto was = data.find("outcome");
    if (was != data.end() && was->is_object()) {
        if (was->contains("roll") && (*was)["roll"].is_object())
            outcome["roll"] = digestRoll((*was)["roll"]);
        if (was->contains("obligations") || was->contains("exchange"))
            outcome["due"] = packedObligations(*was);
    }
    data = {{"outcome", std::move(outcome)}};
}

EventKindSet chartKinds()
{
    using T = JournalEventKind::Type;
    using R = JournalEventKind::Reads;
    EventKindSet set{"crt", {}, {}};
    set.kinds = {
        {kinds::TurnAdvanced, "turn.advanced", {{"turn", T::Count}}, "a new game turn begins"},
        {kinds::PhaseAdvanced,
         "phase.advanced",
         {{"phase", T::String}},
         "the next phase of the sequence of play"},
        {kinds::Weather,
         "weather",
         {{"weather", T::String}},
         "the weather for the rest of the turn: clear, rain or night"},
        {kinds::Roll,
         "roll",
         {{"value", T::Count}, {"source", T::String}},
         "a die roll: physical, or generated with its seed and draw",
         R::All,
         {},
         digestRollEvent},
        {kinds::CombatResolved,
         "combat.resolved",
         {{"request", T::Object}, {"outcome", T::Object}},
         "a combat with its request, outcome and steps",
         R::Members,
         {"outcome/roll", "outcome/obligations", "outcome/exchange"},
         digestCombat,
         false},
        {kinds::CombatApplied,
         "combat.applied",
         {{"combat", T::Count}, {"kind", T::String}, {"units", T::Array}},
         "what a combat's result obliged, carried out: units eliminated, retreated or advanced"},
        {kinds::UnitEliminated,
         "unit.eliminated",
         {{"unit", T::String}},
         "a unit removed from play; its strength counts as a casualty"},
        {kinds::UnitReduced,
         "unit.reduced",
         {{"unit", T::String}, {"strength", T::Integer}},
         "a unit flipped or reduced to a new strength"},
        {kinds::UnitExited,
         "unit.exited",
         {{"unit", T::String}},
         "a unit left the map by an exit hex (not a casualty)"},
        {kinds::UnitRallied,
         "unit.rallied",
         {{"unit", T::String}},
         "an eliminated unit returned to play (no longer a casualty)"},
        {kinds::UnitEntered,
         "unit.entered",
         {{"unit", T::String}},
         "a reinforcement entered the map"},
        {kinds::UnitMoved,
         "unit.moved",
         {{"unit", T::String}, {"path", T::Array}},
         "a unit moved on the map along a path of hexes, from where it stood"},
        {kinds::CohesionChanged,
         "cohesion.changed",
         {{"corps", T::String}, {"delta", T::Integer}},
         "a corps' cohesion went up or down"},
        {kinds::PointsChanged,
         "points.changed",
         {{"side", T::String}, {"delta", T::Integer}},
         "a side's victory points changed"},
        {kinds::CounterMoved,
         "counter.moved",
         {{"marker", T::Count}, {"from", T::String}, {"to", T::String}},
         "a counter moved on the map, seen by the camera and confirmed by the referee"},
        {kinds::CounterRemoved,
         "counter.removed",
         {{"marker", T::Count}, {"from", T::String}},
         "a counter taken off the map, seen by the camera and confirmed by the referee"},
        {kinds::CampaignCreated,
         "campaign.created",
         {{"title", T::String}},
         "a campaign journal, which links the journals of its battles"},
        {kinds::BattleLinked,
         "battle.linked",
         {{"journal", T::String}},
         "a battle of the campaign: its journal, relative to the campaign's"},
        {kinds::MoraleRestored,
         "morale.restored",
         {{"side", T::String}, {"why", T::String}},
         "the referee un-demoralized a corps or a nationality a campaign carried demoralized "
         "(NLB 11.0)"},
        {kinds::ArcheryFired,
         "archery.fired",
         {{"unit", T::String}, {"target", T::String}},
         "an archer's fire at a unit, its die and whether it hit and disordered the target "
         "(BMW 6)"},
        {kinds::UnitReorganized,
         "unit.reorganized",
         {{"unit", T::String}},
         "a disordered unit's reorganization roll, and whether it is ordered again (BMW 11.1)"},
    };
    return set;
}

[[maybe_unused]] const bool registeredAtStart = registerKinds();

} // namespace

bool registerKinds()
{
    static const bool registered = registerEventKinds(chartKinds());
    return registered;
}

std::string packedObligations(const nlohmann::json &outcome)
{
    nlohmann::json kept = nlohmann::json::array();
    if (outcome.is_object() && outcome.contains("obligations") && outcome["obligations"].is_array())
        for (const nlohmann::json &ob : outcome["obligations"]) {
            nlohmann::json one = nlohmann::json::object();
            if (ob.is_object())
                for (const char *key : {"side", "action", "units", "rule"})
                    if (ob.contains(key))
                        one[key] = ob[key];
            kept.push_back(std::move(one));
        }
    nlohmann::json packed = {{"obligations", std::move(kept)}};
    if (outcome.is_object() && outcome.contains("exchange"))
        packed["exchange"] = outcome["exchange"];
    return packed.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace umpire::crt
