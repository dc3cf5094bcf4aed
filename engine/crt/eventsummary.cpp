#include "eventsummary.h"
#include "crtevents.h"

#include "eventfields.h"
#include "resultapplication.h"

#include <nlohmann/json.hpp>

namespace umpire::crt {

namespace {

// The weather of a turn record as a word the faces translate.
Message weatherWord(const std::string &weather)
{
    const std::optional<Weather> known = weatherFromName(weather);
    return known ? weatherWords(*known) : Message(weather);
}

} // namespace

bool seesDiceSeed(const Viewer &viewer)
{
    return diceSeedSecret(0).seenBy(viewer);
}

Message eventSummary(const JournalEvent &event, const Viewer &viewer)
{
    const bool seeds = seesDiceSeed(viewer);
    const nlohmann::json &d = event.data;
    const EventKind k = event.kind;
    if (k == crt::kinds::CombatResolved) {
        const nlohmann::json &o = exportMember(d, "outcome");
        Message roll = msg("automatic");
        if (exportMember(o, "automatic") != true) {
            const std::string die = exportField(o, "die");
            if (die.empty())
                roll = msg("no die");
            else if (exportField(exportMember(o, "roll"), "source") == "generated")
                roll = msg("die %1 (generated, draw %2)",
                           {die, exportField(exportMember(o, "roll"), "draw")});
            else
                roll = msg("die %1", {die});
        }
        const std::string result = exportField(o, "result");
        const std::string effective = exportField(o, "effectiveResult");
        if (!effective.empty() && effective != result)
            return msg("combat %1, %2: %3 (in effect: %4)",
                       {exportField(o, "column"), roll, result, effective});
        return msg("combat %1, %2: %3", {exportField(o, "column"), roll, result});
    }
    if (k == crt::kinds::UnitEntered && !exportField(d, "hex").empty())
        return msg("%1 entered in %2", {exportField(d, "unit"), exportField(d, "hex")});
    // BMW 11.2: "If there is no adjacent hex not in an EZOC, the unit is not rallied."
    if (k == crt::kinds::UnitRallied && exportMember(d, "placed") == false)
        return msg("%1 not rallied: no hex with or next to a leader is free of enemy zones of "
                   "control (BMW 11.2)",
                   {exportField(d, "unit")});
    // BMW 11.2: a rally roll against the side's range.
    if (const nlohmann::json &range = exportMember(d, "range");
        k == crt::kinds::UnitRallied && range.is_array() && range.size() == 2) {
        const std::string low = exportText(range[0]), high = exportText(range[1]);
        const bool rallied =
            !(d.contains("rallied") && d["rallied"].is_boolean() && !d["rallied"].get<bool>());
        return rallied ? msg("%1 rallied on a die of %2 (rally range %3 to %4, BMW 11.2)",
                             {exportField(d, "unit"), exportField(d, "die"), low, high})
                       : msg("%1 not rallied: a die of %2, outside the rally range %3 to %4 "
                             "(BMW 11.2)",
                             {exportField(d, "unit"), exportField(d, "die"), low, high});
    }
    if (k == crt::kinds::UnitEliminated || k == crt::kinds::UnitExited ||
        k == crt::kinds::UnitRallied || k == crt::kinds::UnitEntered) {
        const std::string unit = exportField(d, "unit");
        const std::string strength = exportField(d, "strength");
        Message what = k == crt::kinds::UnitEliminated ? msg("%1 eliminated", {unit})
                       : k == crt::kinds::UnitExited   ? msg("%1 exited", {unit})
                       : k == crt::kinds::UnitRallied  ? msg("%1 rallied", {unit})
                                                       : msg("%1 entered", {unit});
        return strength.empty() ? what : msg("%1 (%2)", {what, strength});
    }
    if (k == crt::kinds::UnitMoved) {
        const nlohmann::json &path = exportMember(d, "path");
        const std::string from = path.is_array() && !path.empty() ? exportText(path.front()) : "";
        const std::string to = path.is_array() && !path.empty() ? exportText(path.back()) : "";
        const Message moved = msg("%1 moved from %2 to %3", {exportField(d, "unit"), from, to});
        const std::string override = exportField(d, "override");
        return override.empty() ? moved : msg("%1 (referee's override: %2)", {moved, override});
    }
    if (k == crt::kinds::CombatApplied && d.is_object())
        return applicationSummary(d);
    // BMW 6.2: the fire and what it did.
    if (k == crt::kinds::ArcheryFired) {
        const std::string die = exportField(exportMember(d, "roll"), "value");
        const Message shot = exportMember(d, "defensive") == true
                                 ? msg("%1 fired defensively at %2, die %3",
                                       {exportField(d, "unit"), exportField(d, "target"), die})
                                 : msg("%1 fired at %2, die %3",
                                       {exportField(d, "unit"), exportField(d, "target"), die});
        return exportMember(d, "hit") == true
                   ? msg("%1: a hit, %2 disordered (%3)",
                         {shot, exportField(d, "target"), exportField(d, "rule")})
                   : msg("%1: no effect (%2)", {shot, exportField(d, "rule")});
    }
    // BMW 11.1: the reorganization roll and its outcome.
    if (k == crt::kinds::UnitReorganized) {
        const std::string unit = exportField(d, "unit");
        if (exportMember(d, "automatic") == true)
            return msg("%1 reorganized automatically (BMW 9.4)", {unit});
        const std::string die = exportField(exportMember(d, "roll"), "value");
        return exportMember(d, "reorganized") == true
                   ? msg("%1 reorganized on a die of %2 (BMW 11.1)", {unit, die})
                   : msg("%1 still disordered: a die of %2 (BMW 11.1)", {unit, die});
    }
    if (k == crt::kinds::UnitReduced)
        return msg("%1 reduced to %2", {exportField(d, "unit"), exportField(d, "strength")});
    if (k == EventKind::Undo)
        return msg("undo of event %1", {exportField(d, "target")});
    if (k == EventKind::Redo)
        return msg("redo of undo %1", {exportField(d, "target")});
    if (k == crt::kinds::TurnAdvanced) {
        Message out = msg("turn %1", {exportField(d, "turn")});
        if (const std::string label = exportField(d, "label"); !label.empty())
            out = msg("%1, %2", {out, label});
        if (const std::string weather = exportField(d, "weather"); !weather.empty())
            out = msg("%1 (%2)", {out, weatherWord(weather)});
        if (const std::string phase = exportField(d, "phase"); !phase.empty()) {
            const std::string player = exportField(d, "player");
            out = player.empty() ? msg("%1: %2", {out, phase})
                                 : msg("%1: %2 %3", {out, player, phase});
        }
        return out;
    }
    if (k == crt::kinds::PhaseAdvanced) {
        const std::string player = exportField(d, "player");
        return player.empty() ? msg("phase: %1", {exportField(d, "phase")})
                              : msg("phase: %1 %2", {player, exportField(d, "phase")});
    }
    if (k == crt::kinds::Weather)
        return msg("weather: %1", {weatherWord(exportField(d, "weather"))});
    if (k == crt::kinds::Roll) {
        if (!d.is_object())
            return msg("roll %1", {exportField(d, "value")});
        if (exportField(d, "source") == "generated" && seeds)
            return msg("roll %1 (generated: seed %2, draw %3)",
                       {exportField(d, "value"), exportField(d, "seed"), exportField(d, "draw")});
        if (exportField(d, "source") == "generated")
            return msg("roll %1 (generated, draw %2)",
                       {exportField(d, "value"), exportField(d, "draw")});
        return msg("roll %1 (physical die)", {exportField(d, "value")});
    }
    if (k == crt::kinds::CounterMoved)
        return msg("marker %1 moved from hex %2 to hex %3",
                   {exportField(d, "marker"), exportField(d, "from"), exportField(d, "to")});
    if (k == crt::kinds::CounterRemoved)
        return msg("marker %1 removed from hex %2",
                   {exportField(d, "marker"), exportField(d, "from")});
    if (k == EventKind::Note)
        return msg("note: %1", {exportField(d, "text")});
    if (k == EventKind::Override) {
        // What was computed may quote a generated roll.
        const nlohmann::json shown = seeds ? d : withoutSeeds(d);
        return msg("override of %1: computed %2, imposed %3 (%4)",
                   {exportField(shown, "what"), exportField(shown, "computed"),
                    exportField(shown, "imposed"), exportField(shown, "why")});
    }
    if (k == crt::kinds::MoraleRestored) {
        // NLB 11.0, Campaign Game: the referee un-demoralized a corps or a nationality.
        const std::string rule =
            exportField(d, "rule").empty() ? std::string("NLB 11.0") : exportField(d, "rule");
        if (const std::string corps = exportField(d, "corps"); !corps.empty())
            return msg("corps %1 of the %2 un-demoralized (%3): %4",
                       {corps, exportField(d, "side"), rule, exportField(d, "why")});
        return msg("the %1 nationality un-demoralized (%2): %3",
                   {exportField(d, "side"), rule, exportField(d, "why")});
    }
    if (k == crt::kinds::CohesionChanged || k == crt::kinds::PointsChanged) {
        const nlohmann::json &delta = exportMember(d, "delta");
        const std::string signedDelta =
            (delta.is_number() && delta.get<double>() > 0 ? "+" : "") + exportText(delta);
        return k == crt::kinds::CohesionChanged
                   ? msg("cohesion of %1 %2", {exportField(d, "corps"), signedDelta})
                   : msg("%1 points %2", {exportField(d, "side"), signedDelta});
    }
    if (k == EventKind::GameCreated) {
        Message sides;
        if (const nlohmann::json &list = exportMember(d, "sides"); list.is_array())
            for (const nlohmann::json &s : list)
                sides = sides.empty() ? Message(exportField(s, "name"))
                                      : msg("%1, %2", {sides, exportField(s, "name")});
        const nlohmann::json &units = exportMember(d, "orderOfBattle");
        if (!units.is_array()) // a game with no counters to count (N1815, Vae Victis)
            return msg("game created: %1", {sides});
        const std::string count = std::to_string(units.size());
        if (const std::string seed = exportField(d, "seed"); !seed.empty() && seeds)
            return msg("game created: %1; %2 units; seed %3", {sides, count, seed});
        return msg("game created: %1; %2 units", {sides, count});
    }
    return msg("%1 %2", {eventKindName(k), exportDump(seeds ? d : withoutSeeds(d))});
}

std::string summarizeEvent(const JournalEvent &event, const Viewer &viewer)
{
    return exportOneLine(eventSummary(event, viewer).text());
}

} // namespace umpire::crt
