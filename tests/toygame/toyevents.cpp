#include "toyevents.h"

namespace umpire::toy {

namespace {

[[maybe_unused]] const bool registeredAtStart = registerKinds();

} // namespace

bool registerKinds()
{
    using T = JournalEventKind::Type;
    static const bool registered = registerEventKinds(
        {"toy", {"tug"}, {{kinds::Pulled, "toy.pulled", {{"side", T::String}}, "a side pulled"}}});
    return registered;
}

} // namespace umpire::toy
