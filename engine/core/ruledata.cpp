#include "ruledata.h"

#include "rulesetschema.h"
#include "schemavalidator.h"

#include <map>
#include <mutex>

namespace umpire {

Result<Ok> checkRuleData(const nlohmann::json &document, const std::string &path,
                         const char *schemaFile, const std::string &name, ErrorKind kind)
{
    static std::mutex mutex;
    static std::map<std::string, Result<JsonSchema>> compiled;
    const JsonSchema *schema = nullptr;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        auto found = compiled.find(schemaFile);
        if (found == compiled.end()) {
            const char *text = embeddedSchemaText(schemaFile);
            found = compiled
                        .emplace(schemaFile, text ? JsonSchema::compile(std::string(text))
                                                  : Result<JsonSchema>(badData("no such schema")))
                        .first;
        }
        if (!found->second) // the schemas are tested to compile: this is a defect of the build
            return badData("the compiled-in " + name + " (" + schemaFile +
                           ") does not compile: " + found->second.error().message);
        schema = &found->second.value();
    }
    const std::vector<SchemaViolation> violations = schema->validate(document, 5);
    if (violations.empty())
        return Ok{};
    std::string message = path + ": does not match the " + name + ":";
    for (const SchemaViolation &violation : violations)
        message += "\n  " + describe(violation);
    return Error{kind, message};
}

} // namespace umpire
