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

// A compiled JSON Schema (draft 7), checked by valijson. valijson decides whether a document
// conforms and where it does not; what was expected there is worded from the schema as written
// ("an integer from 1 to 6") rather than in valijson's words, which do not say it.
class JsonSchema
{
  public:
    // Compiles a schema; refuses (BadData, naming the JSON pointer inside the schema) any keyword
    // outside the subset the rule data uses, which valijson would silently ignore, and what
    // valijson cannot parse. Annotations ($schema, $id, $comment, title, description, default,
    // examples) are accepted and ignored.
    static Result<JsonSchema> compile(const nlohmann::json &schema);
    // Parses schema text then compiles it.
    static Result<JsonSchema> compile(const std::string &schemaText);

    // Every violation of the schema by the document, in document order, empty when it conforms.
    // Stops after maxViolations. Every whole number (3 and 3.0) is an integer, as the rule data's
    // readers take it; whole numbers beyond int64_t count as its ends.
    std::vector<SchemaViolation> validate(const nlohmann::json &document,
                                          std::size_t maxViolations = 20) const;

  private:
    struct Compiled;
    explicit JsonSchema(std::shared_ptr<const Compiled> compiled);

    // Shared and immutable, so copies are cheap and may validate from several threads at once.
    std::shared_ptr<const Compiled> m_compiled;
};

// "at /crt/columns/3-1/4: expected an integer of at least 1" — one line per violation.
std::string describe(const SchemaViolation &violation);

} // namespace umpire
