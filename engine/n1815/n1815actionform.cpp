#include "n1815actionform.h"

#include "schemavalidator.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace umpire::n1815 {

namespace {

// The fields of each action as JSON Schema "properties" and "required" (n1815game.h, Battle).
// A field with a checker of its own that says more (a roll, roll.h; a seed; a cohesion or a loss,
// wholeNumberFromJson) is only required here, and checked there.
const char *const actionForms = R"json({
  "optionalSetup": [{"positions": {"type": "object", "additionalProperties": {"type": "string"}}},
                    ["positions"]],
  "drawObjectives": [{"seed": {}}, ["seed"]],
  "recordObjectives": [{"objectives": {"type": "array", "items": {"type": "string"}}},
                       ["objectives"]],
  "weather": [{"roll": {}}, ["roll"]],
  "movementPoints": [{"army": {"type": "string"}, "roll": {}},
                     ["army", "roll"]],
  "move": [{"unit": {"type": "string"},
            "path": {"type": "array", "items": {"type": "string"}, "minItems": 1}},
           ["unit", "path"]],
  "endMovement": [{"rejoined": {"type": "object", "additionalProperties": {"type": "string"}}},
                  []],
  "startCombat": [{"location": {"type": "string"}, "virtualDeck": {"type": "boolean"},
                   "seed": {}},
                  ["location"]],
  "play": [{"card": {"type": "string"}}, ["card"]],
  "respond": [{"card": {"type": ["string", "null"]}}, []],
  "counterattack": [{"roll": {}}, []],
  "reinforce": [{"unit": {"type": "string"}, "roll": {}}, ["unit", "roll"]],
  "endReinforcements": [{}, []],
  "distribute": [{"side": {"type": "string"},
                  "losses": {"type": "object"}},
                 ["side", "losses"]],
  "retreat": [{"to": {"type": "string"}}, []],
  "finishCombat": [{"rejoined": {"type": "object", "additionalProperties": {"type": "string"}}},
                   []],
  "endCombat": [{}, []],
  "endTurn": [{"rejoined": {"type": "object", "additionalProperties": {"type": "string"}}},
              []],
  "override": [{"unit": {"type": "string"}, "cohesion": {},
                "location": {"type": "string"}, "why": {"type": "string"}},
               ["unit"]]
})json";

// One compiled schema per action, built once from the table above.
const std::map<std::string, JsonSchema> &actionSchemas()
{
    static const std::map<std::string, JsonSchema> schemas = [] {
        std::map<std::string, JsonSchema> out;
        const nlohmann::json forms = nlohmann::json::parse(actionForms);
        for (const auto &[name, form] : forms.items()) {
            nlohmann::json properties = form[0];
            properties["action"] = {{"const", name}};
            nlohmann::json required = form[1];
            required.push_back("action");
            const nlohmann::json schema = {{"type", "object"},
                                           {"properties", properties},
                                           {"required", required},
                                           {"additionalProperties", false}};
            Result<JsonSchema> compiled = JsonSchema::compile(schema);
            if (compiled) // the table is the program's own: a schema that does not compile is a bug
                out.emplace(name, std::move(compiled).value());
        }
        return out;
    }();
    return schemas;
}

} // namespace

Result<Ok> checkActionForm(const nlohmann::json &action)
{
    if (!action.is_object() || !action.contains("action") || !action["action"].is_string())
        return badInput(msg("an action is an object with an \"action\" name, such as {\"action\": "
                            "\"weather\", \"roll\": 3}"));
    const std::string name = action["action"];
    const auto &schemas = actionSchemas();
    const auto schema = schemas.find(name);
    if (schema == schemas.end()) {
        std::string known;
        for (const auto &[n, s] : schemas)
            known += (known.empty() ? "" : ", ") + n;
        return badInput(msg("unknown action \"%1\" (the actions: %2)", {name, known}));
    }
    const std::vector<SchemaViolation> violations = schema->second.validate(action, 1);
    if (violations.empty())
        return Ok{};
    return badInput(msg("action \"%1\": %2", {name, describe(violations.front())}));
}

} // namespace umpire::n1815
