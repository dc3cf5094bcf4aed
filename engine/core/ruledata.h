#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <string>

namespace umpire {

// Every file of rule data (a ruleset, a hex map and its positions, a scenario, the data of
// Napoleon 1815 Returns and of Vae Victis) is checked against its schema here, so that a bad one
// is refused the same way whichever it is: "PATH: does not match the NAME:" then at most five lines
// "at POINTER: expected WHAT".
//
// `schemaFile` is one of the schemas compiled into the engine (rulesdata/*.schema.json), compiled
// once; `name` says what it describes ("ruleset schema"). `kind` is BadData for rule data, BadInput
// for a file the referee writes for one battle (a positions file).
Result<Ok> checkRuleData(const nlohmann::json &document, const std::string &path,
                         const char *schemaFile, const std::string &name,
                         ErrorKind kind = ErrorKind::BadData);

} // namespace umpire
