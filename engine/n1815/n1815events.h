#pragma once

#include "journalevent.h"

namespace umpire::n1815 {

// Napoleon 1815 Returns' kinds of event, numbered in their own block of EventKind.
namespace kinds {
inline constexpr std::uint16_t block = 200;
inline constexpr EventKind Action = familyKind(block, 0);
} // namespace kinds

// Gives the journal these kinds (registerEventKinds): once, at the folder's static initialization,
// and from whatever of the folder opens or makes a game, so that a program which uses the folder
// links them. Returns true.
bool registerKinds();

} // namespace umpire::n1815
