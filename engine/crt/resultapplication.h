#pragma once

#include "gamestate.h"
#include "message.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire::crt {

// One way to carry out what a journaled combat's result obliges (NLB 7.4-7.83, NAW CRT, BMW 6-7):
// the engine lists them from the combat's obligations and the units still in play; a face offers
// them, and the one chosen is journaled as one combat.applied event (crtmodule.h "apply").
//
//   eliminate      every unit the result eliminates (De, Ae), at once
//   retreat        one unit retreated (its hex is the referee's, on the table)
//   cannotRetreat  one unit that had no hex open to retreat into, eliminated (NLB 7.4, BMW 7.8)
//   advance        the one victorious unit that advances (NLB 7.5, BMW 7.9), once the other
//                  side's units have left the hex
//   loseUnit       the one unit the side chose to lose
//   exchange       the attackers chosen to meet an exchange (NLB 7.83), one of the sets listed
enum class ApplicationKind { Eliminate, Retreat, CannotRetreat, Advance, LoseUnit, Exchange };
// The kind's name as an action and a combat.applied event hold it ("cannotRetreat").
const char *applicationKindName(ApplicationKind kind);
// The kind a name names, or nothing.
std::optional<ApplicationKind> applicationKindFromName(std::string_view name);

struct Application
{
    std::uint64_t combat = 0;   // the combat.resolved event
    std::size_t obligation = 0; // its index in the outcome's obligations
    ApplicationKind kind = ApplicationKind::Eliminate;
    std::string side; // attacker or defender
    std::vector<std::string> units;
    std::string rule;
    Message meaning;
    bool optional = false;   // an advance, a bombarding unit's retreat: the player may decline
    bool eliminates = false; // the units count as casualties
    // On a map (mapcombat.h): the hexes a retreat or an advance may end in; the event names one.
    std::vector<std::string> to;
    // NLB 7.6: a retreat into a full friendly stack displaces one of its units, the owning
    // player's choice: [{"to", "displaced": [{"unit", "to"}, ...]}], one per choice.
    nlohmann::json displacements = nlohmann::json::array();

    // {"action": "apply", "combat", "kind", "units"}: what act() takes to journal it.
    nlohmann::json action() const;
    // The combat.applied event's data.
    nlohmann::json eventData() const;
};

// The combat's obligations ({"side", "action", "units", "rule"}, in the outcome's order) and its
// exchange ({"loss", "options"}, or an empty object), unpacked.
nlohmann::json dueObligations(const CombatDue &due);
nlohmann::json dueExchange(const CombatDue &due);

// What the combats of this phase still oblige, in the order of their obligations. An obligation is
// met once per unit (a retreat, an elimination) or once in all (an advance, a unit of the side's
// choice, an exchange); results are carried out in the phase of their combat (NLB 7.4: "must
// immediately move"), so the next phase lists nothing of them.
std::vector<Application> pendingApplications(const GameState &state);
// The same for one combat.
std::vector<Application> pendingApplications(const GameState &state, std::uint64_t combat);

// The listed application that the event data (combat, kind, units) names; BadInput saying what
// may be applied to that combat when none does.
Result<Application> findApplication(const GameState &state, const nlohmann::json &data);

// "P3 retreated", "P3 could not retreat and is eliminated": the event in the journal's terms.
Message applicationSummary(const nlohmann::json &data);

} // namespace umpire::crt
