#pragma once

#include "result.h"

#include <nlohmann/json_fwd.hpp>

namespace umpire::n1815 {

// Reads an action of Napoleon 1815 Returns (the forms of n1815game.h) strictly, before the rules
// see it: an unknown action, an unknown field, a missing or mistyped one is BadInput naming its
// JSON pointer and what was expected ("action \"move\": at /path: expected an array"). Journals
// written before this check replay without it; it guards what is newly journaled.
Result<Ok> checkActionForm(const nlohmann::json &action);

} // namespace umpire::n1815
