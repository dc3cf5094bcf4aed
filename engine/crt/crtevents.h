#pragma once

#include "journalevent.h"

#include <nlohmann/json.hpp>

#include <string>

namespace umpire::crt {

// The chart games' kinds of event (Napoleon's Last Battles, Napoleon at Waterloo, Battles of the
// Medieval World, and their campaigns), numbered in their own block of EventKind. Casualties,
// demoralization, disintegration and victory are derived by replay, never stored.
namespace kinds {
inline constexpr std::uint16_t block = 100;
inline constexpr EventKind TurnAdvanced = familyKind(block, 0);
inline constexpr EventKind PhaseAdvanced = familyKind(block, 1);
inline constexpr EventKind Weather = familyKind(block, 2);
inline constexpr EventKind Roll = familyKind(block, 3);
inline constexpr EventKind CombatResolved = familyKind(block, 4);
inline constexpr EventKind CombatApplied = familyKind(block, 5);
inline constexpr EventKind UnitEliminated = familyKind(block, 6);
inline constexpr EventKind UnitReduced = familyKind(block, 7);
inline constexpr EventKind UnitExited = familyKind(block, 8);
inline constexpr EventKind UnitRallied = familyKind(block, 9);
inline constexpr EventKind UnitEntered = familyKind(block, 10);
inline constexpr EventKind UnitMoved = familyKind(block, 11);
inline constexpr EventKind CohesionChanged = familyKind(block, 12);
inline constexpr EventKind PointsChanged = familyKind(block, 13);
inline constexpr EventKind CounterMoved = familyKind(block, 14);
inline constexpr EventKind CounterRemoved = familyKind(block, 15);
inline constexpr EventKind CampaignCreated = familyKind(block, 16);
inline constexpr EventKind BattleLinked = familyKind(block, 17);
inline constexpr EventKind MoraleRestored = familyKind(block, 18);
inline constexpr EventKind ArcheryFired = familyKind(block, 19);
inline constexpr EventKind UnitReorganized = familyKind(block, 20);
} // namespace kinds

// Gives the journal the chart games' kinds (registerEventKinds): once, at the folder's static
// initialization, and from whatever of the folder opens or makes a game, so that a program which
// uses the folder links them. Returns true.
bool registerKinds();

// Who and what a combat's outcome obliges, by which rule, and its exchange's sets, without the
// text: {"obligations": [{"side", "action", "units", "rule"}], "exchange": {...}} as one JSON
// text, so that a combat's digest holds one string for it instead of a tree of values.
std::string packedObligations(const nlohmann::json &outcome);

} // namespace umpire::crt
