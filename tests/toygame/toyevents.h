#pragma once

#include "journalevent.h"

namespace umpire::toy {

// The toy game's one kind of event, numbered in a block of EventKind no shipped family uses.
namespace kinds {
inline constexpr std::uint16_t block = 900;
inline constexpr EventKind Pulled = familyKind(block, 0);
} // namespace kinds

// Gives the journal the toy's kinds (registerEventKinds): once; true.
bool registerKinds();

} // namespace umpire::toy
