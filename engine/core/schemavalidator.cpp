#include "schemavalidator.h"

// valijson reports a schema it cannot parse by throwing only when asked to; otherwise it aborts.
#ifndef VALIJSON_USE_EXCEPTIONS
#define VALIJSON_USE_EXCEPTIONS 1
#endif
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_visitor.hpp>
#include <valijson/validator.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <typeinfo>
#include <unordered_map>
#include <utility>
#include <variant>

// Helpers are static members of the nested classes, not free functions in an anonymous
// namespace: the engine is a unity build, where the anonymous namespaces of several files share
// one translation unit and their names could collide.

namespace umpire {

struct JsonSchema::Compiled
{
    // The types a schema's "type" names, as a mask of these.
    static constexpr unsigned Null = 1, Boolean = 2, Object = 4, Array = 8, Number = 16,
                              Integer = 32, String = 64;

    Json root;               // the schema as written (draft 2020-12)
    valijson::Schema schema; // its draft 7 translation, parsed by valijson
    // Every object schema of the translation has as its title "#" and the JSON pointer of the
    // schema it came from in `root`, so that valijson's subschemas lead back to the words.
    std::map<std::string, const Json *> byTitle;

    static std::string escapeToken(const std::string &token)
    {
        std::string escaped;
        for (char c : token)
            escaped += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
        return escaped;
    }

    // Replaces invalid UTF-8 rather than throwing: a message must never be what fails.
    static std::string show(const Json &value)
    {
        return value.dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    static std::string quote(const std::string &text) { return show(Json(text)); }

    static std::string join(const std::vector<std::string> &parts, const char *separator,
                            const char *lastSeparator)
    {
        std::string joined;
        for (std::size_t i = 0; i < parts.size(); ++i)
            joined += (i == 0 ? "" : i + 1 == parts.size() ? lastSeparator : separator) + parts[i];
        return joined;
    }

    static const std::map<std::string, unsigned> &typeNames()
    {
        static const std::map<std::string, unsigned> names = {
            {"null", Null},     {"boolean", Boolean}, {"object", Object}, {"array", Array},
            {"number", Number}, {"integer", Integer}, {"string", String}};
        return names;
    }

    // The types a schema's "type" allows, 0 when it has none.
    static unsigned typesOf(const Json &schema)
    {
        unsigned types = 0;
        if (!schema.is_object() || !schema.contains("type"))
            return types;
        const Json &type = schema["type"];
        for (const Json &name : type.is_array() ? type : Json::array({type})) {
            if (auto found = typeNames().find(name.get<std::string>()); found != typeNames().end())
                types |= found->second;
        }
        return types;
    }
};

// Turns the 2020-12 schema into the draft 7 schema valijson reads, refusing what it would not
// check. What differs: "prefixItems" and the "items" after it are draft 7's "items" (an array) and
// "additionalItems"; a "$ref" beside other keywords (ignored beside them in draft 7) moves into
// "allOf"; references are rewritten to where their target lands in the translation.
class JsonSchema::Translator
{
  public:
    explicit Translator(const Json &root) : m_root(root) {}

    std::optional<Json> run()
    {
        Json translated = translate("", "", m_root);
        if (m_error || !resolveRefs(translated) || !checkCycles())
            return std::nullopt;
        return translated;
    }

    const Error &error() const { return *m_error; }
    // The JSON pointers (in the schema as written) of every object schema, the titles' sources.
    const std::set<std::string> &objectSchemas() const { return m_objectSchemas; }

  private:
    struct PendingRef
    {
        std::string from;   // pointer of the schema holding the $ref
        std::string where;  // pointer of the $ref keyword itself
        std::string holder; // pointer, in the translation, of the object whose "$ref" to write
        std::string ref;
    };

    bool fail(const std::string &where, const std::string &problem)
    {
        if (!m_error)
            m_error = badData("schema error at #" + where + ": " + problem);
        return false;
    }

    bool checkRegex(const std::string &where, const Json &value)
    {
        if (!value.is_string())
            return fail(where, "expected a regular expression in a string");
        const std::string source = value.get<std::string>();
        try {
            [[maybe_unused]] const std::regex compiled(source, std::regex::ECMAScript);
            return true;
        } catch (const std::regex_error &error) {
            return fail(where, "invalid regular expression " + Compiled::quote(source) + " (" +
                                   error.what() + ")");
        }
    }

    // `where` is the schema's pointer in the schema as written, `to` in the translation.
    Json translate(const std::string &where, const std::string &to, const Json &schema)
    {
        if (m_error)
            return nullptr;
        m_translatedAt[where] = to;
        if (schema.is_boolean())
            return schema;
        if (!schema.is_object()) {
            fail(where, "a schema must be an object, true or false, not " + Compiled::show(schema));
            return nullptr;
        }
        static const std::set<std::string> annotations = {
            "$schema", "$id",      "$comment",   "title",    "description",
            "default", "examples", "deprecated", "readOnly", "writeOnly"};
        m_objectSchemas.insert(where);
        Json out = Json::object();
        out["title"] = "#" + where;
        const bool prefixed = schema.contains("prefixItems");
        bool besideRef = false; // a keyword that applies beside a $ref
        for (auto it = schema.begin(); it != schema.end() && !m_error; ++it) {
            const std::string at = where + "/" + Compiled::escapeToken(it.key());
            if (annotations.count(it.key()))
                continue;
            if (it.key() == "$ref") {
                if (!it.value().is_string())
                    fail(at, "expected a reference in a string, such as \"#/$defs/Name\"");
                continue;
            }
            besideRef = besideRef || it.key() != "$defs";
            keyword(out, where, to, it.key(), it.value(), prefixed);
        }
        if (m_error)
            return nullptr;
        if (auto ref = schema.find("$ref"); ref != schema.end()) {
            // Alone (valijson then ignores the title and $defs beside it), or one more "allOf".
            std::string holder = to;
            if (besideRef) {
                Json &allOf = out["allOf"];
                holder = to + "/allOf/" + std::to_string(allOf.is_array() ? allOf.size() : 0);
                allOf.push_back(Json::object());
            }
            m_refs.push_back({where, where + "/$ref", holder, ref->get<std::string>()});
        }
        return out;
    }

    void keyword(Json &out, const std::string &where, const std::string &to, const std::string &key,
                 const Json &value, bool prefixed)
    {
        static const std::set<std::string> single = {
            "additionalProperties", "propertyNames", "items", "not", "if", "then", "else"};
        static const std::set<std::string> lists = {"allOf", "anyOf", "oneOf", "prefixItems"};
        static const std::set<std::string> maps = {"properties", "patternProperties", "$defs"};
        static const std::set<std::string> counts = {"minProperties", "maxProperties", "minItems",
                                                     "maxItems",      "minLength",     "maxLength"};
        static const std::set<std::string> bounds = {"minimum", "maximum", "exclusiveMinimum",
                                                     "exclusiveMaximum"};
        // Keywords whose schemas apply to the same instance, not to a part of it.
        static const std::set<std::string> inPlace = {"not",   "if",    "then", "else",
                                                      "allOf", "anyOf", "oneOf"};

        const std::string at = where + "/" + Compiled::escapeToken(key);
        // Draft 7 spells 2020-12's "prefixItems" "items", and the "items" after it
        // "additionalItems".
        const std::string name = key == "prefixItems"         ? std::string("items")
                                 : key == "items" && prefixed ? std::string("additionalItems")
                                                              : key;
        const std::string into = to + "/" + Compiled::escapeToken(name);
        if (single.count(key)) {
            out[name] = translate(at, into, value);
            if (inPlace.count(key))
                m_inPlace[where].push_back(at);
        } else if (lists.count(key)) {
            if (!value.is_array() || value.empty()) {
                fail(at, "expected a non-empty array of schemas");
                return;
            }
            Json &translated = out[name] = Json::array();
            for (std::size_t i = 0; i < value.size(); ++i) {
                const std::string index = "/" + std::to_string(i);
                translated.push_back(translate(at + index, into + index, value[i]));
                if (inPlace.count(key))
                    m_inPlace[where].push_back(at + index);
            }
        } else if (maps.count(key)) {
            if (!value.is_object()) {
                fail(at, "expected an object whose values are schemas");
                return;
            }
            Json &translated = out[name] = Json::object();
            for (auto it = value.begin(); it != value.end() && !m_error; ++it) {
                const std::string member = "/" + Compiled::escapeToken(it.key());
                if (key == "patternProperties" && !checkRegex(at + member, Json(it.key())))
                    return;
                translated[it.key()] = translate(at + member, into + member, it.value());
            }
        } else if (counts.count(key)) {
            // 2020-12 accepts 2.0 wherever a count is expected; valijson wants an integer.
            if (!value.is_number() || value.get<double>() < 0 ||
                value.get<double>() != std::floor(value.get<double>())) {
                fail(at, "expected a whole number of at least 0");
                return;
            }
            out[name] = value.is_number_float()
                            ? Json(static_cast<std::uint64_t>(value.get<double>()))
                            : value;
        } else if (bounds.count(key)) {
            if (!value.is_number())
                fail(at, "expected a number");
            out[name] = value;
        } else if (key == "type") {
            const Json names = value.is_array() ? value : Json::array({value});
            if (names.empty())
                fail(at, "expected a type name or a non-empty array of type names");
            for (const Json &type : names) {
                if (!type.is_string() || !Compiled::typeNames().count(type.get<std::string>())) {
                    fail(at, "unknown type " + Compiled::show(type) +
                                 " (expected \"object\", \"array\", \"string\", \"number\", "
                                 "\"integer\", \"boolean\" or \"null\")");
                    return;
                }
            }
            out[name] = value;
        } else if (key == "required") {
            if (!value.is_array() || !std::all_of(value.begin(), value.end(),
                                                  [](const Json &n) { return n.is_string(); }))
                fail(at, "expected an array of property names");
            out[name] = value;
        } else if (key == "uniqueItems") {
            if (!value.is_boolean())
                fail(at, "expected true or false");
            out[name] = value;
        } else if (key == "enum") {
            if (!value.is_array())
                fail(at, "expected an array of the allowed values");
            out[name] = value;
        } else if (key == "const") {
            out[name] = value;
        } else if (key == "pattern") {
            if (checkRegex(at, value))
                out[name] = value;
        } else {
            fail(at, "unsupported keyword " + Compiled::quote(key) +
                         " (misspelt, or not in the subset of JSON Schema that Umpire's rule data "
                         "uses)");
        }
    }

    bool resolveRefs(Json &translated)
    {
        for (const PendingRef &pending : m_refs) {
            const std::string &ref = pending.ref;
            if (!ref.empty() && ref[0] != '#')
                return fail(pending.where, "only references inside this schema (starting with "
                                           "\"#\") are supported, not " +
                                               Compiled::quote(ref));
            if (ref.size() > 1 && ref[1] != '/')
                return fail(pending.where, "named anchors are not supported, only JSON pointers "
                                           "such as \"#/$defs/Name\", not " +
                                               Compiled::quote(ref));
            std::optional<Json::json_pointer> pointer;
            try {
                pointer.emplace(ref.empty() ? ref : ref.substr(1));
            } catch (const Json::exception &) {
                return fail(pending.where, "invalid JSON pointer " + Compiled::quote(ref) +
                                               " (write \"~\" as \"~0\" and \"/\" as \"~1\")");
            }
            // to_string() escapes again, so the target is spelt like the schemas' pointers.
            const std::string target = pointer->to_string();
            const auto found = m_translatedAt.find(target);
            if (found == m_translatedAt.end()) {
                bool exists = false;
                try {
                    exists = m_root.contains(*pointer);
                } catch (const Json::exception &) {
                }
                if (!exists)
                    return fail(pending.where,
                                Compiled::quote(ref) + " points to nothing in the schema");
                const Json &value = m_root.at(*pointer);
                if (!value.is_object() && !value.is_boolean())
                    return fail(target, "a schema must be an object, true or false, not " +
                                            Compiled::show(value));
                return fail(pending.where, Compiled::quote(ref) +
                                               " points to a value that is not a schema (not "
                                               "the value of a keyword such as \"$defs\")");
            }
            translated.at(Json::json_pointer(pending.holder))["$ref"] = "#" + found->second;
            m_inPlace[pending.from].push_back(target);
        }
        return true;
    }

    // Only the in-place keywords and $ref apply to the same instance; every other one moves into
    // the finite document, so only a cycle through these alone would never end (valijson would
    // recurse until the stack overflows).
    bool checkCycles()
    {
        std::map<std::string, bool> finished; // false while on the stack
        std::vector<std::string> stack;
        for (const auto &[where, to] : m_translatedAt) {
            if (!finished.count(where) && !visit(where, stack, finished))
                return false;
        }
        return true;
    }

    bool visit(const std::string &where, std::vector<std::string> &stack,
               std::map<std::string, bool> &finished)
    {
        finished[where] = false;
        stack.push_back(where);
        const auto edges = m_inPlace.find(where);
        for (std::size_t i = 0; edges != m_inPlace.end() && i < edges->second.size(); ++i) {
            const std::string next = edges->second[i]; // a copy: visiting may add edges
            auto seen = finished.find(next);
            if (seen != finished.end() && !seen->second) {
                std::string cycle;
                for (auto it = std::find(stack.begin(), stack.end(), next); it != stack.end(); ++it)
                    cycle += "#" + *it + " -> ";
                return fail(where, "the schemas " + cycle + "#" + next +
                                       " refer to each other without moving into the document, "
                                       "so checking would never end");
            }
            if (seen == finished.end() && !visit(next, stack, finished))
                return false;
        }
        stack.pop_back();
        finished[where] = true;
        return true;
    }

    const Json &m_root;
    std::map<std::string, std::string> m_translatedAt; // schema pointer -> translation pointer
    std::map<std::string, std::vector<std::string>> m_inPlace;
    std::set<std::string> m_objectSchemas;
    std::vector<PendingRef> m_refs;
    std::optional<Error> m_error;
};

// Finds and words the places where a document breaks the schema, once valijson has said that it
// does. It walks valijson's compiled schema along the document (which subschema applies to which
// property or item, as valijson applies them) and asks valijson's own visitor about every other
// constraint on the way; where one fails, it says from the schema as written what belongs there.
class JsonSchema::Explainer
{
  public:
    struct Step // one level of the instance location, on the stack while descending
    {
        const Step *parent;
        const std::string *key; // null for an array index
        std::size_t index;
    };
    using Token = std::variant<std::size_t, std::string>; // an array index or an object key
    struct Found
    {
        std::vector<Token> path;
        std::string expected;
    };

    explicit Explainer(const Compiled &compiled) : m_compiled(compiled) {}

    // Every violation, in document order.
    std::vector<Found> run(const Json &document)
    {
        std::vector<Token> path;
        bool normalise = false;
        if (tooDeep(document, 0, path, normalise))
            return {
                {path, "a value nested less than " + std::to_string(MaxDepth) + " levels deep"}};
        // valijson reads integers as int64_t and calls 3.0 no integer; 2020-12 calls every whole
        // number an integer, as the rule data's readers do. A copy with whole numbers as int64_t
        // (those beyond its range at its ends) says the same to valijson.
        std::optional<Json> normalised;
        if (normalise) {
            normalised = document;
            wholeNumbersAsIntegers(*normalised);
        }
        const Json &instance = normalised ? *normalised : document;
        valijson::Validator validator; // strict types: "1" is no number
        if (validator.validate(m_compiled.schema, Adapter(instance), nullptr))
            return {};
        Sink sink{{}, std::numeric_limits<std::size_t>::max()};
        explain(m_compiled.schema, instance, nullptr, sink);
        if (sink.found.empty())
            sink.found = valijsonsOwnWords(instance);
        sortByDocumentOrder(sink.found);
        dropRepeats(sink.found);
        return std::move(sink.found);
    }

    static std::string pointerOf(const std::vector<Token> &path)
    {
        std::string pointer;
        for (const Token &token : path)
            pointer +=
                "/" + (token.index() == 0 ? std::to_string(std::get<std::size_t>(token))
                                          : Compiled::escapeToken(std::get<std::string>(token)));
        return pointer;
    }

  private:
    using Adapter = valijson::adapters::NlohmannJsonAdapter;
    using Subschema = valijson::Subschema;
    using Constraint = valijson::constraints::Constraint;
    class Describer;

    struct Sink
    {
        std::vector<Found> found;
        std::size_t limit;
        bool full() const { return found.size() >= limit; }
    };

    // Far deeper than any rule data; keeps valijson's recursion from exhausting the stack.
    static constexpr std::size_t MaxDepth = 256;
    // Enough to pick the closest failing alternative without exploring huge subtrees.
    static constexpr std::size_t AlternativeLimit = 32;

    // Whether a value lies deeper than MaxDepth (then `path` leads to the first one); notes on
    // the way whether a number needs wholeNumbersAsIntegers().
    static bool tooDeep(const Json &value, std::size_t depth, std::vector<Token> &path,
                        bool &normalise)
    {
        if (depth > MaxDepth)
            return true;
        normalise = normalise || needsNormalising(value);
        if (value.is_array()) {
            for (std::size_t i = 0; i < value.size(); ++i) {
                path.emplace_back(i);
                if (tooDeep(value[i], depth + 1, path, normalise))
                    return true;
                path.pop_back();
            }
        } else if (value.is_object()) {
            for (auto it = value.begin(); it != value.end(); ++it) {
                path.emplace_back(it.key());
                if (tooDeep(it.value(), depth + 1, path, normalise))
                    return true;
                path.pop_back();
            }
        }
        return false;
    }

    static bool needsNormalising(const Json &value)
    {
        if (value.is_number_unsigned())
            return value.get<std::uint64_t>() >
                   static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
        if (!value.is_number_float())
            return false;
        const double number = value.get<double>();
        return std::isfinite(number) && number == std::floor(number);
    }

    static void wholeNumbersAsIntegers(Json &value)
    {
        constexpr double Beyond = 9223372036854775808.0; // 2^63, the first double beyond int64_t
        if (value.is_structured()) {
            for (Json &child : value)
                wholeNumbersAsIntegers(child);
        } else if (needsNormalising(value)) {
            const double number = value.get<double>();
            value = number >= Beyond   ? std::numeric_limits<std::int64_t>::max()
                    : number < -Beyond ? std::numeric_limits<std::int64_t>::min()
                                       : static_cast<std::int64_t>(number);
        }
    }

    // Indices before keys, keys as nlohmann::json orders them, and a parent before its children:
    // exactly the order of std::variant and std::vector.
    static void sortByDocumentOrder(std::vector<Found> &found)
    {
        std::stable_sort(found.begin(), found.end(),
                         [](const Found &a, const Found &b) { return a.path < b.path; });
    }

    // The same words twice at one place (two bounds of one schema, one schema reached twice) say
    // no more; `found` is in document order.
    static void dropRepeats(std::vector<Found> &found)
    {
        std::vector<Found> kept;
        for (Found &one : found) {
            bool seen = false;
            for (auto other = kept.rbegin(); other != kept.rend() && other->path == one.path;
                 ++other)
                seen = seen || other->expected == one.expected;
            if (!seen)
                kept.push_back(std::move(one));
        }
        found = std::move(kept);
    }

    static std::vector<Token> pathOf(const Step *at)
    {
        std::vector<Token> path;
        for (; at; at = at->parent)
            path.push_back(at->key ? Token(*at->key) : Token(at->index));
        std::reverse(path.begin(), path.end());
        return path;
    }

    static void add(Sink &sink, const Step *at, std::string expected)
    {
        if (!sink.full())
            sink.found.push_back({pathOf(at), std::move(expected)});
    }

    // The schema as written that valijson made this subschema from; an empty schema for those
    // valijson makes itself (an absent "additionalProperties" allows anything).
    const Json &original(const Subschema &schema) const
    {
        static const Json none = Json::object();
        if (!schema.hasTitle())
            return none;
        const auto found = m_compiled.byTitle.find(schema.getTitle());
        return found != m_compiled.byTitle.end() ? *found->second : none;
    }

    static std::string titleOf(const Subschema &schema, const std::string &otherwise)
    {
        return schema.hasTitle() ? schema.getTitle() : otherwise;
    }

    bool accepts(const Subschema &schema, const Json &instance)
    {
        valijson::ValidationVisitor<Adapter> visitor(Adapter(instance), {}, true, nullptr,
                                                     m_regexes);
        return visitor.validateSchema(schema);
    }

    bool accepts(const Constraint &constraint, const Json &instance)
    {
        valijson::ValidationVisitor<Adapter> visitor(Adapter(instance), {}, true, nullptr,
                                                     m_regexes);
        return constraint.accept(visitor);
    }

    bool matches(const std::string &pattern, const std::string &text)
    {
        try {
            auto regex = m_regexes.find(pattern);
            if (regex == m_regexes.end())
                regex = m_regexes.emplace(pattern, std::regex(pattern)).first;
            return std::regex_search(text, regex->second);
        } catch (const std::regex_error &) {
            return false; // too complex for std::regex to decide
        }
    }

    void explain(const Subschema &schema, const Json &instance, const Step *at, Sink &sink);

    void alternatives(const std::vector<const Subschema *> &options, bool exactlyOne,
                      const Json &instance, const Step *at, Sink &sink)
    {
        std::vector<std::string> passing;
        std::vector<std::vector<Found>> failures;
        for (std::size_t i = 0; i < options.size(); ++i) {
            Sink probe{{}, AlternativeLimit};
            if (accepts(*options[i], instance)) {
                passing.push_back(std::to_string(i + 1));
            } else {
                explain(*options[i], instance, at, probe);
                if (probe.found.empty())
                    probe.found.push_back({pathOf(at), "a value matching the schema at " +
                                                           titleOf(*options[i], "#")});
            }
            failures.push_back(std::move(probe.found));
        }
        const std::string count = std::to_string(options.size());
        if (exactlyOne && passing.size() > 1)
            add(sink, at,
                "a value matching exactly one of " + count +
                    " alternatives, but it matches alternatives " +
                    Compiled::join(passing, ", ", " and "));
        else if (passing.empty())
            add(sink, at,
                "a value matching one of " + count + " alternatives" +
                    alternativesHint(failures, pathOf(at).size()));
    }

    static std::string alternativesHint(std::vector<std::vector<Found>> &failures,
                                        std::size_t ownDepth)
    {
        // The alternative whose failure lies deepest got furthest, so it is probably the one meant.
        std::size_t best = 0, bestDepth = 0;
        for (std::size_t i = 0; i < failures.size(); ++i) {
            sortByDocumentOrder(failures[i]);
            std::size_t deepest = 0;
            for (const Found &found : failures[i])
                deepest = std::max(deepest, found.path.size());
            if (deepest > bestDepth ||
                (deepest == bestDepth && failures[i].size() < failures[best].size())) {
                best = i;
                bestDepth = deepest;
            }
        }
        if (bestDepth > ownDepth) {
            const Found &first = failures[best].front();
            const std::string where =
                first.path.size() > ownDepth ? "at " + pointerOf(first.path) + ": " : "";
            return " (the closest, alternative " + std::to_string(best + 1) + ", expects " + where +
                   first.expected + ")";
        }
        if (failures.size() > 4)
            return {};
        std::vector<std::string> each;
        for (std::size_t i = 0; i < failures.size(); ++i)
            each.push_back("alternative " + std::to_string(i + 1) + " expects " +
                           failures[i].front().expected);
        return " (" + Compiled::join(each, "; ", "; ") + ")";
    }

    // valijson's own words, should walking down find nothing that it refuses: its first error.
    std::vector<Found> valijsonsOwnWords(const Json &document)
    {
        valijson::Validator validator;
        valijson::ValidationResults results;
        validator.validate(m_compiled.schema, Adapter(document), &results);
        valijson::ValidationResults::Error error;
        if (!results.popError(error))
            return {{{}, "a value that the schema allows"}};
        // The context is "<root>" then "[key]" or "[index]" per level.
        std::vector<Token> path;
        const Json *at = &document;
        for (std::size_t i = 1; i < error.context.size(); ++i) {
            const std::string &part = error.context[i];
            const std::string token = part.size() >= 2 ? part.substr(1, part.size() - 2) : part;
            if (at->is_array() && !token.empty() &&
                std::all_of(token.begin(), token.end(),
                            [](char c) { return c >= '0' && c <= '9'; }) &&
                std::stoull(token) < at->size()) {
                path.emplace_back(static_cast<std::size_t>(std::stoull(token)));
                at = &(*at)[std::get<std::size_t>(path.back())];
            } else if (at->is_object() && at->contains(token)) {
                path.emplace_back(token);
                at = &(*at)[token];
            } else {
                break;
            }
        }
        return {{path, "a value that the schema allows (" + error.description + ")"}};
    }

    // --- what belongs here, from the schema as written ---------------------------------------

    static std::string countPhrase(const Json &schema, const char *minKey, const char *maxKey,
                                   const char *singular, const char *plural,
                                   const char *preposition = "of")
    {
        const auto count = [&](const char *key) -> std::optional<std::uint64_t> {
            if (!schema.contains(key) || !schema[key].is_number())
                return std::nullopt;
            return static_cast<std::uint64_t>(schema[key].get<double>());
        };
        const auto min = count(minKey), max = count(maxKey);
        const auto amount = [&](std::uint64_t n) {
            return std::to_string(n) + " " + (n == 1 ? singular : plural);
        };
        const std::string lead = std::string(" ") + preposition + " ";
        if (min && max && *min == *max)
            return lead + "exactly " + amount(*min);
        if (min && max)
            return lead + std::to_string(*min) + " to " + amount(*max);
        if (min || max)
            return lead + (min ? "at least " + amount(*min) : "at most " + amount(*max));
        return {};
    }

    static std::string numberBounds(const Json &schema)
    {
        const auto bound = [&](const char *key) -> const Json * {
            return schema.contains(key) ? &schema[key] : nullptr;
        };
        const Json *minimum = bound("minimum"), *maximum = bound("maximum"),
                   *exclusiveMinimum = bound("exclusiveMinimum"),
                   *exclusiveMaximum = bound("exclusiveMaximum");
        if (minimum && maximum && !exclusiveMinimum && !exclusiveMaximum)
            return " from " + Compiled::show(*minimum) + " to " + Compiled::show(*maximum);
        std::vector<std::string> clauses;
        if (minimum)
            clauses.push_back("at least " + Compiled::show(*minimum));
        if (exclusiveMinimum)
            clauses.push_back("greater than " + Compiled::show(*exclusiveMinimum));
        if (maximum)
            clauses.push_back("at most " + Compiled::show(*maximum));
        if (exclusiveMaximum)
            clauses.push_back("less than " + Compiled::show(*exclusiveMaximum));
        if (clauses.empty())
            return {};
        // "an integer of at least 1", but "a number greater than 0".
        const bool of = clauses[0].rfind("at ", 0) == 0;
        return (of ? " of " : " ") + Compiled::join(clauses, " and ", " and ");
    }

    static std::string numberExpectation(const Json &schema)
    {
        const unsigned types = Compiled::typesOf(schema);
        const bool integer = (types & Compiled::Integer) && !(types & Compiled::Number);
        return (integer ? "an integer" : "a number") + numberBounds(schema);
    }

    static std::string stringExpectation(const Json &schema)
    {
        return "a string" +
               countPhrase(schema, "minLength", "maxLength", "character", "characters") +
               (schema.contains("pattern") && schema["pattern"].is_string()
                    ? " matching the pattern " + schema["pattern"].get<std::string>()
                    : "");
    }

    static std::string arrayExpectation(const Json &schema)
    {
        return "an array" + countPhrase(schema, "minItems", "maxItems", "item", "items");
    }

    static std::string objectExpectation(const Json &schema)
    {
        return "an object" + countPhrase(schema, "minProperties", "maxProperties", "property",
                                         "properties", "with");
    }

    static std::string typeExpectation(const Json &schema)
    {
        // An enumeration or a constant says exactly what fits, better than the type would.
        if (schema.contains("const"))
            return "exactly " + Compiled::show(schema["const"]);
        if (schema.contains("enum"))
            return enumExpectation(schema["enum"]);
        const unsigned types = Compiled::typesOf(schema);
        std::vector<std::string> nouns;
        if ((types & Compiled::Integer) && !(types & Compiled::Number))
            nouns.push_back("an integer" + numberBounds(schema));
        if (types & Compiled::Number)
            nouns.push_back("a number" + numberBounds(schema));
        if (types & Compiled::String)
            nouns.push_back(stringExpectation(schema));
        if (types & Compiled::Boolean)
            nouns.push_back(types == Compiled::Boolean ? "true or false" : "a boolean");
        if (types & Compiled::Array)
            nouns.push_back(arrayExpectation(schema));
        if (types & Compiled::Object)
            nouns.push_back(objectExpectation(schema));
        if (types & Compiled::Null)
            nouns.push_back("null");
        return Compiled::join(nouns, ", ", " or ");
    }

    static std::string enumExpectation(const Json &values)
    {
        if (values.size() <= 1)
            return values.empty() ? "nothing (the schema's list of allowed values is empty)"
                                  : "exactly " + Compiled::show(values[0]);
        std::vector<std::string> shown;
        for (const Json &value : values)
            shown.push_back(Compiled::show(value));
        return "one of " + Compiled::join(shown, ", ", ", ");
    }

    static std::string extraPropertyExpectation(const Json &schema, const std::string &key)
    {
        std::vector<std::string> allowed;
        if (schema.contains("properties"))
            for (auto it = schema["properties"].begin(); it != schema["properties"].end(); ++it)
                allowed.push_back(Compiled::quote(it.key()));
        if (schema.contains("patternProperties"))
            for (auto it = schema["patternProperties"].begin();
                 it != schema["patternProperties"].end(); ++it)
                allowed.push_back("names matching " + it.key());
        if (allowed.empty())
            return "no property " + Compiled::quote(key) +
                   " here (this object allows no properties)";
        return "no property " + Compiled::quote(key) +
               " here (allowed: " + Compiled::join(allowed, ", ", ", ") + ")";
    }

    const Compiled &m_compiled;
    // valijson's visitors cache the regular expressions of "pattern" here; so do the
    // "patternProperties" below.
    std::unordered_map<std::string, std::regex> m_regexes;
};

// Says what one failing constraint of one subschema expects, or walks into the parts of the
// instance that it applies subschemas to. Constraints from keywords that compiling refuses get
// generic words.
class JsonSchema::Explainer::Describer : public valijson::constraints::ConstraintVisitor
{
  public:
    Describer(Explainer &explainer, const Subschema &schema, const Json &instance, const Step *at,
              Sink &sink)
        : m_explainer(explainer), m_schema(schema), m_node(explainer.original(schema)),
          m_instance(instance), m_at(at), m_sink(sink)
    {
    }

    bool visit(const AllOfConstraint &constraint) override
    {
        constraint.applyToSubschemas([&](unsigned, const Subschema *sub) {
            m_explainer.explain(*sub, m_instance, m_at, m_sink);
            return true;
        });
        return false;
    }
    bool visit(const AnyOfConstraint &constraint) override
    {
        std::vector<const Subschema *> options;
        constraint.applyToSubschemas([&](unsigned, const Subschema *sub) {
            options.push_back(sub);
            return true;
        });
        m_explainer.alternatives(options, false, m_instance, m_at, m_sink);
        return false;
    }
    bool visit(const OneOfConstraint &constraint) override
    {
        std::vector<const Subschema *> options;
        constraint.applyToSubschemas([&](unsigned, const Subschema *sub) {
            options.push_back(sub);
            return true;
        });
        m_explainer.alternatives(options, true, m_instance, m_at, m_sink);
        return false;
    }
    bool visit(const ConditionalConstraint &constraint) override
    {
        const Subschema *branch = m_explainer.accepts(*constraint.getIfSubschema(), m_instance)
                                      ? constraint.getThenSubschema()
                                      : constraint.getElseSubschema();
        if (branch)
            m_explainer.explain(*branch, m_instance, m_at, m_sink);
        return false;
    }
    bool visit(const NotConstraint &constraint) override
    {
        const Subschema *sub = constraint.getSubschema();
        const std::string own = titleOf(m_schema, "#");
        add(m_sink, m_at,
            "a value not matching the schema at " + (sub ? titleOf(*sub, own + "/not") : own));
        return false;
    }

    bool visit(const ConstConstraint &) override
    {
        add(m_sink, m_at, "exactly " + Compiled::show(m_node.value("const", Json())));
        return false;
    }
    bool visit(const EnumConstraint &) override
    {
        add(m_sink, m_at, enumExpectation(m_node.value("enum", Json::array())));
        return false;
    }
    bool visit(const TypeConstraint &) override
    {
        add(m_sink, m_at, typeExpectation(m_node));
        return false;
    }

    bool visit(const MaximumConstraint &) override { return number(); }
    bool visit(const MinimumConstraint &) override { return number(); }
    bool visit(const MaxLengthConstraint &) override { return string(); }
    bool visit(const MinLengthConstraint &) override { return string(); }
    bool visit(const PatternConstraint &) override { return string(); }
    bool visit(const MaxItemsConstraint &) override
    {
        add(m_sink, m_at, arrayExpectation(m_node));
        return false;
    }
    bool visit(const MinItemsConstraint &) override
    {
        add(m_sink, m_at, arrayExpectation(m_node));
        return false;
    }
    bool visit(const MaxPropertiesConstraint &) override
    {
        add(m_sink, m_at, objectExpectation(m_node));
        return false;
    }
    bool visit(const MinPropertiesConstraint &) override
    {
        add(m_sink, m_at, objectExpectation(m_node));
        return false;
    }

    bool visit(const RequiredConstraint &) override
    {
        // In the schema's order (valijson keeps the names sorted), which puts "id" first.
        for (const Json &name : m_node.value("required", Json::array())) {
            if (!m_instance.contains(name.get<std::string>()))
                add(m_sink, m_at,
                    "property " + Compiled::quote(name.get<std::string>()) + " (required)");
        }
        return false;
    }

    bool visit(const PropertiesConstraint &constraint) override
    {
        if (!m_instance.is_object())
            return true;
        std::map<std::string, const Subschema *> properties;
        std::vector<std::pair<std::string, const Subschema *>> patterns;
        constraint.applyToProperties([&](const auto &name, const Subschema *sub) {
            properties.emplace(name.c_str(), sub);
            return true;
        });
        constraint.applyToPatternProperties([&](const auto &pattern, const Subschema *sub) {
            patterns.emplace_back(pattern.c_str(), sub);
            return true;
        });
        const Subschema *additional = constraint.getAdditionalPropertiesSubschema();
        for (auto it = m_instance.begin(); it != m_instance.end() && !m_sink.full(); ++it) {
            const Step member{m_at, &it.key(), 0};
            bool declared = false;
            if (auto property = properties.find(it.key()); property != properties.end()) {
                declared = true;
                m_explainer.explain(*property->second, it.value(), &member, m_sink);
            }
            for (const auto &[pattern, sub] : patterns) {
                if (m_explainer.matches(pattern, it.key())) {
                    declared = true;
                    m_explainer.explain(*sub, it.value(), &member, m_sink);
                }
            }
            if (declared)
                continue;
            if (!additional)
                add(m_sink, &member, extraPropertyExpectation(m_node, it.key()));
            else
                m_explainer.explain(*additional, it.value(), &member, m_sink);
        }
        return false;
    }

    bool visit(const PropertyNamesConstraint &constraint) override
    {
        const Subschema *names = constraint.getSubschema();
        if (!m_instance.is_object())
            return true;
        for (auto it = m_instance.begin(); names && it != m_instance.end() && !m_sink.full();
             ++it) {
            const Step member{m_at, &it.key(), 0};
            Sink found{{}, m_sink.limit - m_sink.found.size()};
            m_explainer.explain(*names, Json(it.key()), &member, found);
            for (Found &one : found.found)
                add(m_sink, &member, "a property name that is " + one.expected);
        }
        return false;
    }

    bool visit(const SingularItemsConstraint &constraint) override
    {
        const Subschema *items = constraint.getItemsSubschema();
        if (!m_instance.is_array())
            return true;
        for (std::size_t i = 0; items && i < m_instance.size() && !m_sink.full(); ++i) {
            const Step item{m_at, nullptr, i};
            if (items->getAlwaysInvalid())
                add(m_sink, &item, "no item here (the array must be empty)");
            else
                m_explainer.explain(*items, m_instance[i], &item, m_sink);
        }
        return false;
    }

    bool visit(const LinearItemsConstraint &constraint) override
    {
        if (!m_instance.is_array())
            return true;
        const std::size_t fixed = constraint.getItemSubschemaCount();
        constraint.applyToItemSubschemas([&](unsigned i, const Subschema *sub) {
            if (i < m_instance.size() && !m_sink.full()) {
                const Step item{m_at, nullptr, i};
                m_explainer.explain(*sub, m_instance[i], &item, m_sink);
            }
            return true;
        });
        const Subschema *additional = constraint.getAdditionalItemsSubschema();
        for (std::size_t i = fixed; i < m_instance.size() && !m_sink.full(); ++i) {
            const Step item{m_at, nullptr, i};
            if (!additional || additional->getAlwaysInvalid())
                add(m_sink, &item,
                    "no item here (at most " + std::to_string(fixed) +
                        (fixed == 1 ? " item is" : " items are") + " allowed)");
            else
                m_explainer.explain(*additional, m_instance[i], &item, m_sink);
        }
        return false;
    }

    bool visit(const UniqueItemsConstraint &) override
    {
        for (std::size_t i = 1; i < m_instance.size() && !m_sink.full(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (Adapter(m_instance[i]).equalTo(Adapter(m_instance[j]), true)) {
                    const Step item{m_at, nullptr, i};
                    add(m_sink, &item,
                        "a value different from the one at " + pointerOf(pathOf(m_at)) + "/" +
                            std::to_string(j) + " (the items must all differ)");
                    break;
                }
            }
        }
        return false;
    }

    // Keywords that compiling refuses, so valijson never makes these constraints.
    bool visit(const ContainsConstraint &) override { return generic(); }
    bool visit(const DependenciesConstraint &) override { return generic(); }
    bool visit(const FormatConstraint &) override { return generic(); }
    bool visit(const MultipleOfDoubleConstraint &) override { return generic(); }
    bool visit(const MultipleOfIntConstraint &) override { return generic(); }
    bool visit(const PolyConstraint &) override { return generic(); }

  private:
    bool number()
    {
        add(m_sink, m_at, numberExpectation(m_node));
        return false;
    }
    bool string()
    {
        add(m_sink, m_at, stringExpectation(m_node));
        return false;
    }
    bool generic()
    {
        add(m_sink, m_at, "a value matching the schema at " + titleOf(m_schema, "#"));
        return false;
    }

    Explainer &m_explainer;
    const Subschema &m_schema;
    const Json &m_node;
    const Json &m_instance;
    const Step *m_at;
    Sink &m_sink;
};

void JsonSchema::Explainer::explain(const Subschema &schema, const Json &instance, const Step *at,
                                    Sink &sink)
{
    using namespace valijson::constraints;
    if (sink.full())
        return;
    if (schema.getAlwaysInvalid()) {
        add(sink, at, "nothing here (no value is allowed at this place)");
        return;
    }
    // The constraints that apply subschemas to parts of the instance (or to all of it) are
    // walked into, where valijson judges the constraints found there: judging them here as well
    // would check every part once more per level. The others are judged here.
    std::vector<const Constraint *> todo;
    bool wrongType = false;
    Subschema::ApplyFunction collect = [&](const Constraint &constraint) {
        const std::type_info &kind = typeid(constraint);
        const bool walked =
            kind == typeid(PropertiesConstraint) || kind == typeid(PropertyNamesConstraint) ||
            kind == typeid(SingularItemsConstraint) || kind == typeid(LinearItemsConstraint) ||
            kind == typeid(AllOfConstraint) || kind == typeid(ConditionalConstraint);
        if (walked || !accepts(constraint, instance)) {
            todo.push_back(&constraint);
            wrongType = wrongType || kind == typeid(TypeConstraint);
        }
        return true;
    };
    schema.apply(collect);
    // A value of the wrong type makes this schema's other keywords noise; one line saying what
    // belongs here helps more.
    if (wrongType) {
        add(sink, at, typeExpectation(original(schema)));
        return;
    }
    // A property's bad name before what is wrong with its value: both are at the property.
    std::stable_partition(todo.begin(), todo.end(), [](const Constraint *constraint) {
        return typeid(*constraint) == typeid(PropertyNamesConstraint);
    });
    for (const Constraint *constraint : todo) {
        Describer describer(*this, schema, instance, at, sink);
        constraint->accept(describer);
    }
}

JsonSchema::JsonSchema(std::shared_ptr<const Compiled> compiled) : m_compiled(std::move(compiled))
{
}

Result<JsonSchema> JsonSchema::compile(const nlohmann::json &schema)
{
    try {
        auto compiled = std::make_shared<Compiled>();
        compiled->root = schema;
        Translator translator(compiled->root);
        const std::optional<Json> translated = translator.run();
        if (!translated)
            return translator.error();
        for (const std::string &where : translator.objectSchemas())
            compiled->byTitle["#" + where] = &compiled->root.at(Json::json_pointer(where));
        valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
        parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(*translated),
                              compiled->schema);
        return JsonSchema(std::move(compiled));
    } catch (const std::exception &error) {
        return badData(std::string("the schema could not be compiled: ") + error.what());
    }
}

Result<JsonSchema> JsonSchema::compile(const std::string &schemaText)
{
    try {
        return compile(Json::parse(schemaText));
    } catch (const std::exception &error) {
        return badData(std::string("the schema is not valid JSON: ") + error.what());
    }
}

std::vector<SchemaViolation> JsonSchema::validate(const nlohmann::json &document,
                                                  std::size_t maxViolations) const
{
    std::vector<SchemaViolation> violations;
    if (!m_compiled) {
        violations.push_back({"", "a schema to check against (this one was moved from)"});
        return violations;
    }
    try {
        std::vector<Explainer::Found> found = Explainer(*m_compiled).run(document);
        for (std::size_t i = 0; i < found.size() && i < maxViolations; ++i)
            violations.push_back(
                {Explainer::pointerOf(found[i].path), std::move(found[i].expected)});
    } catch (const std::exception &error) {
        // valijson may throw on what it cannot check; the document must not pass as conforming.
        violations.push_back(
            {"", std::string("a document the validator can check (") + error.what() + ")"});
    }
    return violations;
}

std::string describe(const SchemaViolation &violation)
{
    return "at " + (violation.pointer.empty() ? std::string("the top level") : violation.pointer) +
           ": expected " + violation.expected;
}

} // namespace umpire
