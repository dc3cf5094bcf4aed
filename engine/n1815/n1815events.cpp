#include "n1815events.h"

namespace umpire::n1815 {

namespace {

EventKindSet ownKinds()
{
    using T = JournalEventKind::Type;
    EventKindSet set{"n1815", {"n1815"}, {}};
    set.kinds = {
        {kinds::Action,
         "n1815.action",
         {{"action", T::String}},
         "an action of a Napoleon 1815 Returns game (n1815game.h), replayed from the set-up"},
    };
    return set;
}

[[maybe_unused]] const bool registeredAtStart = registerKinds();

} // namespace

bool registerKinds()
{
    static const bool registered = registerEventKinds(ownKinds());
    return registered;
}

} // namespace umpire::n1815
