#pragma once

#include "gamemodule.h"
#include "journalevent.h"
#include "message.h"

#include <string>

namespace umpire::crt {

// Whether `viewer` sees the seed of the game's dice (diceSeedSecret): the referee alone, since with
// it every roll the generator will make can be foretold. The others see each generated roll's value
// and draw, never its seed.
bool seesDiceSeed(const Viewer &viewer);

// A one-line human summary of an event ("combat 3-1, die 4: Dr", "A3 eliminated (5)",
// "undo of event 7"), also used by `journal show`, as `viewer` may see it: a generated roll's seed
// and the game's are the referee's.
std::string summarizeEvent(const JournalEvent &event, const Viewer &viewer = Viewer::referee());
// The same, for a face that translates it.
Message eventSummary(const JournalEvent &event, const Viewer &viewer = Viewer::referee());

} // namespace umpire::crt
