#pragma once

namespace umpire {

// The JSON Schema of a ruleset file (rulesdata/ruleset.schema.json), compiled into the engine.
const char *rulesetSchemaText();
// The JSON Schema of a scenario file (rulesdata/scenario.schema.json).
const char *scenarioSchemaText();

} // namespace umpire
