#include "vvevents.h"

namespace umpire::vv {

namespace {

// vv::Journal replays from the answer's outcome; its steps are read back when shown.
void digestAnswer(nlohmann::json &data)
{
    if (auto answer = data.find("answer"); answer != data.end() && answer->is_object()) {
        answer->erase("steps");
        answer->erase("unverified");
    }
}

EventKindSet ownKinds()
{
    using T = JournalEventKind::Type;
    using R = JournalEventKind::Reads;
    EventKindSet set{"vaevictis", {"vaevictis"}, {}};
    set.kinds = {
        {kinds::Answer,
         "vv.answer",
         {{"request", T::Object}, {"answer", T::Object}},
         "a decisive Vae Victis answer (vvjournal.h) with the request and dice that gave it",
         R::All,
         {},
         digestAnswer},
        {kinds::Loss,
         "vv.loss",
         {{"corps", T::String}, {"points", T::Count}},
         "points a Vae Victis corps lost that no journaled combat shows"},
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

} // namespace umpire::vv
