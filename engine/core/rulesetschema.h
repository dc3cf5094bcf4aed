#pragma once

namespace umpire {

// The JSON Schema of rulesdata/FILENAME (any rulesdata/*.schema.json), compiled into the engine;
// nullptr when there is no such schema.
const char *embeddedSchemaText(const char *fileName);
// The JSON Schema of a ruleset file (rulesdata/ruleset.schema.json).
const char *rulesetSchemaText();
// The JSON Schema of a scenario file (rulesdata/scenario.schema.json).
const char *scenarioSchemaText();

} // namespace umpire
