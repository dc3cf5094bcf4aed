#pragma once

namespace umpire {

// The JSON Schema of a ruleset file (rulesdata/ruleset.schema.json), compiled into the engine.
const char *rulesetSchemaText();

} // namespace umpire
