#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

namespace umpire {

// One place where a document breaks its schema: where (a JSON pointer into the document, "" for
// the root) and what was expected there.
struct SchemaViolation
{
    std::string pointer;  // e.g. "/crt/columns/3-1/4"
    std::string expected; // e.g. "an integer of at least 1", "one of \"Ae\", \"Ar\"",
                          // "property \"id\" (required)"
};

// A compiled JSON Schema, checked by valijson (a draft 7 validator, header-only). Umpire's rule
// data is written in a subset of draft 2020-12; compiling translates what differs ("prefixItems",
// "$ref" beside other keywords) into draft 7 for valijson, then valijson decides whether a document
// conforms. When it does not, the places that break the schema are found by asking valijson about
// each constraint on the way down, and worded from the schema ("expected an integer from 1 to 6").
class JsonSchema
{
  public:
    // Compiles a schema; refuses (BadData, naming the JSON pointer inside the schema) any keyword
    // outside the subset, so a typo in a schema is never silently ignored (valijson would ignore
    // it). Annotation keywords ($schema, $id, $comment, title, description, default, examples,
    // deprecated, readOnly, writeOnly) are accepted and ignored. Supported: type, enum, const,
    // properties, patternProperties, additionalProperties, propertyNames, required,
    // min/maxProperties, prefixItems, items, min/maxItems, uniqueItems, minimum, maximum,
    // exclusiveMinimum, exclusiveMaximum, min/maxLength, pattern, allOf, anyOf, oneOf, not,
    // if/then/else, $defs and $ref to a JSON pointer inside the schema ("#/$defs/Name", "#").
    static Result<JsonSchema> compile(const nlohmann::json &schema);
    // Parses schema text then compiles it.
    static Result<JsonSchema> compile(const std::string &schemaText);

    // Every violation of the schema by the document, in document order, empty when it conforms.
    // Stops after maxViolations. Every whole number (3 and 3.0) is an integer; valijson compares
    // numbers with bounds as doubles (exact up to 2^53), and whole numbers beyond the range of
    // int64_t as the ends of that range.
    std::vector<SchemaViolation> validate(const nlohmann::json &document,
                                          std::size_t maxViolations = 20) const;

  private:
    using Json = nlohmann::json;
    struct Compiled;
    class Translator;
    class Explainer;

    explicit JsonSchema(std::shared_ptr<const Compiled> compiled);

    // Shared and immutable, so copies are cheap and may validate from several threads at once.
    std::shared_ptr<const Compiled> m_compiled;
};

// "at /crt/columns/3-1/4: expected an integer of at least 1" — one line per violation.
std::string describe(const SchemaViolation &violation);

} // namespace umpire
