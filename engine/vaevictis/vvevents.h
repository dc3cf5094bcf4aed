#pragma once

#include "journalevent.h"

namespace umpire::vv {

// Vae Victis' kinds of event, numbered in their own block of EventKind.
namespace kinds {
inline constexpr std::uint16_t block = 300;
inline constexpr EventKind Answer = familyKind(block, 0);
inline constexpr EventKind Loss = familyKind(block, 1);
} // namespace kinds

// Gives the journal these kinds (registerEventKinds): once, at the folder's static initialization,
// and from whatever of the folder opens or makes a game, so that a program which uses the folder
// links them. Returns true.
bool registerKinds();

} // namespace umpire::vv
