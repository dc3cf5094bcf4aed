#include "schemavalidator.h"

#include "schemawords.h"

// valijson reports a schema it cannot parse by throwing only when asked to; otherwise it aborts.
#ifndef VALIJSON_USE_EXCEPTIONS
#define VALIJSON_USE_EXCEPTIONS 1
#endif
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <regex>
#include <set>

namespace umpire {

// Helpers are static members, not an anonymous namespace: the engine is a unity build, where the
// anonymous namespaces of several files share one translation unit.
struct JsonSchema::Compiled
{
    using Json = nlohmann::json;
    using Path = SchemaWords::Path;
    static std::string show(const Json &value) { return SchemaWords::show(value); }
    static std::string pointerOf(const Path &path) { return SchemaWords::pointerOf(path); }
    // Far deeper than any rule data; keeps valijson's recursion from exhausting the stack.
    static constexpr std::size_t MaxDepth = 256;

    Json root; // the schema as written, which the words come from
    valijson::Schema schema;

    // The keywords valijson would ignore are refused, so that a misspelt one is never silent.
    static std::string checkKeywords(const Json &schema, const std::string &where)
    {
        static const std::set<std::string> one = {
            "additionalProperties", "additionalItems", "not", "if", "then", "else"};
        static const std::set<std::string> maps = {"properties", "patternProperties",
                                                   "definitions"};
        // The keywords whose values are not schemas, each between spaces.
        static const std::string plain =
            " $schema $id $comment title description default examples $ref type enum const "
            "required minProperties maxProperties minItems maxItems minLength maxLength "
            "uniqueItems minimum maximum exclusiveMinimum exclusiveMaximum pattern ";
        if (schema.is_boolean())
            return {};
        if (!schema.is_object())
            return "schema error at #" + where +
                   ": a schema must be an object, true or false, not " + show(schema);
        for (auto it = schema.begin(); it != schema.end(); ++it) {
            const std::string &key = it.key(), at = where + pointerOf({key});
            std::string error;
            if (one.count(key) || (key == "items" && !it->is_array()))
                error = checkKeywords(*it, at);
            else if (key == "allOf" || key == "anyOf" || key == "oneOf" || key == "items") {
                if (!it->is_array() || it->empty())
                    return "schema error at #" + at + ": expected a non-empty array of schemas";
                for (std::size_t i = 0; i < it->size() && error.empty(); ++i)
                    error = checkKeywords((*it)[i], at + "/" + std::to_string(i));
            } else if (maps.count(key) && it->is_object()) {
                for (auto member = it->begin(); member != it->end() && error.empty(); ++member) {
                    const std::string memberAt = at + pointerOf({member.key()});
                    error =
                        key == "patternProperties" ? checkRegex(Json(member.key()), memberAt) : "";
                    error = error.empty() ? checkKeywords(*member, memberAt) : error;
                }
            } else if (key == "pattern")
                error = checkRegex(*it, at);
            else if (key == "$ref" &&
                     (!it->is_string() || !it->get<std::string>().starts_with("#")))
                error = "schema error at #" + at +
                        ": only references inside this schema "
                        "(starting with \"#\") are supported, not " +
                        show(*it);
            else if (key.find("imum") != std::string::npos && !it->is_number())
                error = "schema error at #" + at + ": expected a number";
            else if (plain.find(" " + key + " ") == std::string::npos)
                error = "schema error at #" + at + ": unsupported keyword " + show(Json(key)) +
                        " (misspelt, or not in the draft 7 subset that Umpire's rule data uses)";
            if (!error.empty())
                return error;
        }
        return {};
    }
    // valijson compiles patterns only when it validates, where a bad one would throw.
    static std::string checkRegex(const Json &pattern, const std::string &at)
    {
        try {
            [[maybe_unused]] const std::regex compiled(pattern.get<std::string>());
            return {};
        } catch (const std::exception &error) {
            return "schema error at #" + at + ": invalid regular expression " + show(pattern) +
                   " (" + error.what() + ")";
        }
    }

    // Whether a value lies deeper than MaxDepth; then `path` leads to the first one that does.
    static bool tooDeep(const Json &value, std::size_t depth, Path &path)
    {
        if (depth > MaxDepth)
            return true;
        for (auto it = value.begin(); value.is_structured() && it != value.end(); ++it) {
            path.push_back(value.is_object() ? it.key() : std::to_string(it - value.begin()));
            if (tooDeep(*it, depth + 1, path))
                return true;
            path.pop_back();
        }
        return false;
    }
    // valijson reads integers as int64_t and calls 3.0 no integer; the rule data's readers take
    // every whole number as an integer. Whether a value has such numbers, or (not const) makes
    // them int64_t, beyond its range at its ends.
    template <class J> static bool wholeNumbers(J &value)
    {
        bool found = false;
        if (value.is_structured()) {
            for (auto &child : value)
                found = wholeNumbers(child) || found;
            return found;
        }
        const bool beyond = value.is_number_unsigned() &&
                            value.template get<std::uint64_t>() >
                                std::uint64_t(std::numeric_limits<std::int64_t>::max());
        const double number = value.is_number() ? value.template get<double>() : 0.5;
        if (!beyond &&
            (!value.is_number_float() || !std::isfinite(number) || number != std::floor(number)))
            return false;
        if constexpr (!std::is_const_v<J>)
            value = number >= 9223372036854775808.0   ? std::numeric_limits<std::int64_t>::max()
                    : number < -9223372036854775808.0 ? std::numeric_limits<std::int64_t>::min()
                                                      : static_cast<std::int64_t>(number);
        return true;
    }
};

JsonSchema::JsonSchema(std::shared_ptr<const Compiled> compiled) : m_compiled(std::move(compiled))
{
}

Result<JsonSchema> JsonSchema::compile(const nlohmann::json &schema)
{
    if (const std::string error = Compiled::checkKeywords(schema, ""); !error.empty())
        return badData(error);
    auto compiled = std::make_shared<Compiled>();
    compiled->root = schema;
    try {
        valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
        parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(compiled->root),
                              compiled->schema);
    } catch (const std::exception &error) {
        return badData(std::string("schema error: ") + error.what());
    }
    return JsonSchema(std::move(compiled));
}

Result<JsonSchema> JsonSchema::compile(const std::string &schemaText)
{
    const nlohmann::json schema = nlohmann::json::parse(schemaText, nullptr, false);
    if (schema.is_discarded())
        return badData("the schema is not valid JSON");
    return compile(schema);
}

std::vector<SchemaViolation> JsonSchema::validate(const nlohmann::json &document,
                                                  std::size_t maxViolations) const
{
    const Compiled &compiled = *m_compiled;
    if (Compiled::Path deep; Compiled::tooDeep(document, 0, deep))
        return {
            {Compiled::pointerOf(deep),
             "a value nested less than " + std::to_string(Compiled::MaxDepth) + " levels deep"}};
    std::optional<nlohmann::json> normalised;
    if (Compiled::wholeNumbers(document))
        Compiled::wholeNumbers(normalised.emplace(document));
    const nlohmann::json &instance = normalised ? *normalised : document;
    valijson::Validator validator; // strict types: "1" is no number
    valijson::ValidationResults results;
    if (validator.validate(compiled.schema, valijson::adapters::NlohmannJsonAdapter(instance),
                           &results))
        return {};
    std::vector<SchemaWords::Found> found;
    valijson::ValidationResults::Error error;
    while (results.popError(error)) // innermost first, each inner error before its wrappers
        SchemaWords(compiled.root).word(error.context, error.description, instance, found);
    if (found.empty())
        found.push_back({{}, "nothing here (no value is allowed at this place)"});
    // In document order: indices by number, a parent before its children.
    auto before = [](const Compiled::Path &a, const Compiled::Path &b) {
        return std::lexicographical_compare(
            a.begin(), a.end(), b.begin(), b.end(), [](const std::string &x, const std::string &y) {
                const bool xn = x.find_first_not_of("0123456789") == std::string::npos;
                const bool yn = y.find_first_not_of("0123456789") == std::string::npos;
                return xn && yn   ? std::make_pair(x.size(), x) < std::make_pair(y.size(), y)
                       : xn != yn ? xn
                                  : x < y;
            });
    };
    std::stable_sort(found.begin(), found.end(),
                     [&](const auto &a, const auto &b) { return before(a.path, b.path); });
    std::vector<SchemaViolation> violations;
    for (const SchemaWords::Found &f : found) {
        SchemaViolation violation{Compiled::pointerOf(f.path), f.expected};
        const bool repeated = std::any_of(violations.begin(), violations.end(), [&](auto &v) {
            return v.pointer == violation.pointer && v.expected == violation.expected;
        });
        if (!repeated && violations.size() < maxViolations)
            violations.push_back(std::move(violation));
    }
    return violations;
}

std::string describe(const SchemaViolation &violation)
{
    return (violation.pointer.empty() ? std::string("at the top level")
                                      : "at " + violation.pointer) +
           ": expected " + violation.expected;
}

} // namespace umpire
