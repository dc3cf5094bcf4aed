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

// A compiled JSON Schema (the subset of draft 2020-12 that Umpire's rule data uses).
class JsonSchema
{
  public:
    // Compiles a schema; refuses (BadData, naming the JSON pointer inside the schema) any keyword
    // it does not implement, so a typo in a schema is never silently ignored. Annotation keywords
    // ($schema, $id, $comment, title, description, default, examples, deprecated, readOnly,
    // writeOnly) are accepted and ignored.
    static Result<JsonSchema> compile(const nlohmann::json &schema);
    // Parses schema text then compiles it.
    static Result<JsonSchema> compile(const std::string &schemaText);

    // Every violation of the schema by the document, in document order, empty when it conforms.
    // Stops after maxViolations.
    std::vector<SchemaViolation> validate(const nlohmann::json &document,
                                          std::size_t maxViolations = 20) const;

  private:
    using Json = nlohmann::json;
    struct Node;
    struct Compiled;
    class Compiler;
    class Evaluator;

    explicit JsonSchema(std::shared_ptr<const Compiled> compiled);

    // Shared and immutable, so copies are cheap and may validate from several threads at once.
    std::shared_ptr<const Compiled> m_compiled;
};

// "at /crt/columns/3-1/4: expected an integer of at least 1" — one line per violation.
std::string describe(const SchemaViolation &violation);

} // namespace umpire
