#include "jsonschema.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <utility>
#include <variant>

// Helpers are static members of the nested classes, not free functions in an anonymous
// namespace: the engine is a unity build, where the anonymous namespaces of several files share
// one translation unit and their names could collide.

namespace umpire {

struct JsonSchema::Node
{
    // "type" is a mask of these; an instance such as 3 carries both Number and Integer.
    static constexpr unsigned Null = 1, Boolean = 2, Object = 4, Array = 8, Number = 16,
                              Integer = 32, String = 64;

    struct Pattern
    {
        std::string source;
        std::regex regex;
    };

    std::string where;            // JSON pointer of this schema inside the root schema
    std::optional<bool> constant; // set only for the boolean schemas true and false
    unsigned types = 0;           // 0 when "type" is absent

    const Node *ref = nullptr;
    std::vector<const Node *> allOf, anyOf, oneOf;
    const Node *notSchema = nullptr, *ifSchema = nullptr, *thenSchema = nullptr,
               *elseSchema = nullptr;

    std::map<std::string, const Node *> properties;
    std::vector<std::string> required;
    std::vector<std::pair<Pattern, const Node *>> patternProperties;
    const Node *additionalProperties = nullptr, *propertyNames = nullptr;
    std::optional<std::size_t> minProperties, maxProperties;

    std::vector<const Node *> prefixItems;
    const Node *items = nullptr;
    std::optional<std::size_t> minItems, maxItems;
    bool uniqueItems = false;

    std::optional<Json> enumValues, constValue;
    std::optional<Json> minimum, maximum, exclusiveMinimum, exclusiveMaximum;
    std::optional<std::size_t> minLength, maxLength;
    std::optional<Pattern> pattern;
};

struct JsonSchema::Compiled
{
    Json root;
    std::deque<Node> nodes; // a deque, because nodes point at each other and must not move
    std::map<std::string, Node *> byPointer;
    const Node *rootNode = nullptr;
};

// Checks instances against compiled nodes, and words what it finds.
class JsonSchema::Evaluator
{
  public:
    struct Step // one level of the instance location, on the stack while descending
    {
        const Step *parent;
        const std::string *key; // null for an array index
        std::size_t index;
        std::size_t depth;
    };
    using Token = std::variant<std::size_t, std::string>; // an array index or an object key
    struct Found
    {
        std::vector<Token> path;
        std::string expected;
    };
    struct Sink
    {
        std::vector<Found> found;
        std::size_t limit;
        bool full() const { return found.size() >= limit; }
    };

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

    static std::string pointerOf(const std::vector<Token> &path)
    {
        std::string pointer;
        for (const Token &token : path)
            pointer += "/" + (token.index() == 0 ? std::to_string(std::get<std::size_t>(token))
                                                 : escapeToken(std::get<std::string>(token)));
        return pointer;
    }

    // Indices before keys, keys as nlohmann::json orders them, and a parent before its children:
    // exactly the order of std::variant and std::vector.
    static void sortByDocumentOrder(std::vector<Found> &found)
    {
        std::stable_sort(found.begin(), found.end(),
                         [](const Found &a, const Found &b) { return a.path < b.path; });
    }

    static void check(const Node &node, const Json &instance, const Step *at, Sink &sink)
    {
        if (sink.full())
            return;
        if (node.constant) {
            if (!*node.constant)
                add(sink, at, "nothing here (no value is allowed at this place)");
            return;
        }
        if (depthOf(at) > MaxDepth) {
            add(sink, at, "a value nested less than " + std::to_string(MaxDepth) + " levels deep");
            return;
        }
        // A value of the wrong type makes this schema's other keywords noise; one line saying
        // what belongs here helps more.
        if (node.types != 0 && (typesOf(instance) & node.types) == 0) {
            add(sink, at, typeExpectation(node));
            return;
        }
        if (node.ref)
            check(*node.ref, instance, at, sink);
        for (const Node *sub : node.allOf)
            check(*sub, instance, at, sink);
        if (!node.anyOf.empty())
            checkAlternatives(node.anyOf, false, instance, at, sink);
        if (!node.oneOf.empty())
            checkAlternatives(node.oneOf, true, instance, at, sink);
        if (node.notSchema && matches(*node.notSchema, instance, at))
            add(sink, at, "a value not matching the schema at #" + node.notSchema->where);
        if (node.ifSchema) {
            const bool holds = matches(*node.ifSchema, instance, at);
            if (const Node *branch = holds ? node.thenSchema : node.elseSchema)
                check(*branch, instance, at, sink);
        }
        if (node.enumValues && std::find(node.enumValues->begin(), node.enumValues->end(),
                                         instance) == node.enumValues->end())
            add(sink, at, enumExpectation(*node.enumValues));
        if (node.constValue && *node.constValue != instance)
            add(sink, at, "exactly " + show(*node.constValue));
        if (instance.is_number())
            checkNumber(node, instance, at, sink);
        else if (instance.is_string())
            checkString(node, instance.get_ref<const std::string &>(), at, sink);
        else if (instance.is_array())
            checkArray(node, instance, at, sink);
        else if (instance.is_object())
            checkObject(node, instance, at, sink);
    }

  private:
    // Enough to pick the closest failing alternative without exploring huge subtrees.
    static constexpr std::size_t AlternativeLimit = 32;
    // Far deeper than any rule data; keeps a recursive schema from exhausting the stack.
    static constexpr std::size_t MaxDepth = 256;

    static std::size_t depthOf(const Step *at) { return at ? at->depth : 0; }

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

    static bool matches(const Node &node, const Json &instance, const Step *at)
    {
        Sink probe{{}, 1};
        check(node, instance, at, probe);
        return probe.found.empty();
    }

    static bool search(const std::string &text, const std::regex &regex)
    {
        try {
            return std::regex_search(text, regex);
        } catch (const std::regex_error &) {
            return false; // too complex for std::regex to decide; refusing is the safe answer
        }
    }

    static unsigned typesOf(const Json &instance)
    {
        if (instance.is_number_float()) {
            const double value = instance.get<double>();
            const bool integral = std::isfinite(value) && value == std::floor(value);
            return integral ? Node::Number | Node::Integer : Node::Number;
        }
        return instance.is_number()    ? Node::Number | Node::Integer
               : instance.is_string()  ? Node::String
               : instance.is_object()  ? Node::Object
               : instance.is_array()   ? Node::Array
               : instance.is_boolean() ? Node::Boolean
                                       : Node::Null;
    }

    // Exact for integers, so that bounds beyond 2^53 are not blurred by doubles.
    static int compareNumbers(const Json &a, const Json &b)
    {
        const auto order = [](auto x, auto y) { return x < y ? -1 : x > y ? 1 : 0; };
        if (!a.is_number_integer() || !b.is_number_integer())
            return order(a.get<double>(), b.get<double>());
        const bool aNegative = !a.is_number_unsigned() && a.get<std::int64_t>() < 0;
        const bool bNegative = !b.is_number_unsigned() && b.get<std::int64_t>() < 0;
        if (aNegative || bNegative)
            return aNegative && bNegative ? order(a.get<std::int64_t>(), b.get<std::int64_t>())
                   : aNegative            ? -1
                                          : 1;
        return order(a.get<std::uint64_t>(), b.get<std::uint64_t>());
    }

    static void checkAlternatives(const std::vector<const Node *> &alternatives, bool exactlyOne,
                                  const Json &instance, const Step *at, Sink &sink)
    {
        std::vector<std::string> passing;
        std::vector<std::vector<Found>> failures;
        for (std::size_t i = 0; i < alternatives.size(); ++i) {
            Sink probe{{}, AlternativeLimit};
            check(*alternatives[i], instance, at, probe);
            if (probe.found.empty() && !exactlyOne)
                return;
            if (probe.found.empty())
                passing.push_back(std::to_string(i + 1));
            failures.push_back(std::move(probe.found));
        }
        const std::string count = std::to_string(alternatives.size());
        if (passing.size() > 1)
            add(sink, at,
                "a value matching exactly one of " + count +
                    " alternatives, but it "
                    "matches alternatives " +
                    join(passing, ", ", " and "));
        else if (passing.empty())
            add(sink, at,
                "a value matching one of " + count + " alternatives" +
                    alternativesHint(failures, depthOf(at)));
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
        return " (" + join(each, "; ", "; ") + ")";
    }

    static void checkNumber(const Node &node, const Json &instance, const Step *at, Sink &sink)
    {
        if ((node.minimum && compareNumbers(instance, *node.minimum) < 0) ||
            (node.exclusiveMinimum && compareNumbers(instance, *node.exclusiveMinimum) <= 0) ||
            (node.maximum && compareNumbers(instance, *node.maximum) > 0) ||
            (node.exclusiveMaximum && compareNumbers(instance, *node.exclusiveMaximum) >= 0)) {
            const bool integer = (node.types & Node::Integer) && !(node.types & Node::Number);
            add(sink, at, (integer ? "an integer" : "a number") + numberBounds(node));
        }
    }

    static void checkString(const Node &node, const std::string &text, const Step *at, Sink &sink)
    {
        // Lengths count characters (code points), not UTF-8 bytes: skip continuation bytes.
        const auto length =
            static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
                return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
            }));
        if ((node.minLength && length < *node.minLength) ||
            (node.maxLength && length > *node.maxLength) ||
            (node.pattern && !search(text, node.pattern->regex)))
            add(sink, at, "a string" + stringBounds(node));
    }

    static void checkArray(const Node &node, const Json &instance, const Step *at, Sink &sink)
    {
        const std::size_t size = instance.size(), fixed = node.prefixItems.size();
        if ((node.minItems && size < *node.minItems) || (node.maxItems && size > *node.maxItems))
            add(sink, at, "an array" + countPhrase(node.minItems, node.maxItems, "item", "items"));
        for (std::size_t i = 0; i < size && !sink.full(); ++i) {
            const Step item{at, nullptr, i, depthOf(at) + 1};
            const Node *schema = i < fixed ? node.prefixItems[i] : node.items;
            if (schema && i >= fixed && schema->constant == false)
                add(sink, &item,
                    fixed == 0 ? std::string("no item here (the array must be empty)")
                               : "no item here (at most " + std::to_string(fixed) +
                                     (fixed == 1 ? " item is" : " items are") + " allowed)");
            else if (schema)
                check(*schema, instance[i], &item, sink);
        }
        for (std::size_t i = 1; node.uniqueItems && i < size && !sink.full(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (instance[i] == instance[j]) {
                    const Step item{at, nullptr, i, depthOf(at) + 1};
                    const std::string other = pointerOf(pathOf(at)) + "/" + std::to_string(j);
                    add(sink, &item,
                        "a value different from the one at " + other +
                            " (the items must all differ)");
                    break;
                }
            }
        }
    }

    static void checkObject(const Node &node, const Json &instance, const Step *at, Sink &sink)
    {
        const std::size_t size = instance.size();
        if ((node.minProperties && size < *node.minProperties) ||
            (node.maxProperties && size > *node.maxProperties))
            add(sink, at,
                "an object" + countPhrase(node.minProperties, node.maxProperties, "property",
                                          "properties", "with"));
        for (const std::string &name : node.required) {
            if (!instance.contains(name))
                add(sink, at, "property " + quote(name) + " (required)");
        }
        for (auto it = instance.begin(); it != instance.end() && !sink.full(); ++it) {
            const Step member{at, &it.key(), 0, depthOf(at) + 1};
            if (node.propertyNames) {
                Sink names{{}, sink.limit - sink.found.size()};
                check(*node.propertyNames, Json(it.key()), &member, names);
                for (Found &found : names.found)
                    sink.found.push_back({found.path, "a property name that is " + found.expected});
            }
            bool declared = false;
            if (auto property = node.properties.find(it.key()); property != node.properties.end()) {
                declared = true;
                check(*property->second, it.value(), &member, sink);
            }
            for (const auto &[pattern, schema] : node.patternProperties) {
                if (search(it.key(), pattern.regex)) {
                    declared = true;
                    check(*schema, it.value(), &member, sink);
                }
            }
            if (declared || !node.additionalProperties)
                continue;
            if (node.additionalProperties->constant == false)
                add(sink, &member, extraPropertyExpectation(node, it.key()));
            else
                check(*node.additionalProperties, it.value(), &member, sink);
        }
    }

    static std::string countPhrase(std::optional<std::size_t> min, std::optional<std::size_t> max,
                                   const char *singular, const char *plural,
                                   const char *preposition = "of")
    {
        const auto amount = [&](std::size_t n) {
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

    static std::string numberBounds(const Node &node)
    {
        if (node.minimum && node.maximum && !node.exclusiveMinimum && !node.exclusiveMaximum)
            return " from " + show(*node.minimum) + " to " + show(*node.maximum);
        std::vector<std::string> clauses;
        if (node.minimum)
            clauses.push_back("at least " + show(*node.minimum));
        if (node.exclusiveMinimum)
            clauses.push_back("greater than " + show(*node.exclusiveMinimum));
        if (node.maximum)
            clauses.push_back("at most " + show(*node.maximum));
        if (node.exclusiveMaximum)
            clauses.push_back("less than " + show(*node.exclusiveMaximum));
        if (clauses.empty())
            return {};
        // "an integer of at least 1", but "a number greater than 0".
        const bool of = clauses[0].rfind("at ", 0) == 0;
        return (of ? " of " : " ") + join(clauses, " and ", " and ");
    }

    static std::string stringBounds(const Node &node)
    {
        return countPhrase(node.minLength, node.maxLength, "character", "characters") +
               (node.pattern ? " matching the pattern " + node.pattern->source : "");
    }

    static std::string typeExpectation(const Node &node)
    {
        // An enumeration or a constant says exactly what fits, better than the type would.
        if (node.constValue)
            return "exactly " + show(*node.constValue);
        if (node.enumValues)
            return enumExpectation(*node.enumValues);
        const unsigned types = node.types;
        std::vector<std::string> nouns;
        if ((types & Node::Integer) && !(types & Node::Number))
            nouns.push_back("an integer" + numberBounds(node));
        if (types & Node::Number)
            nouns.push_back("a number" + numberBounds(node));
        if (types & Node::String)
            nouns.push_back("a string" + stringBounds(node));
        if (types & Node::Boolean)
            nouns.push_back(types == Node::Boolean ? "true or false" : "a boolean");
        if (types & Node::Array)
            nouns.push_back("an array" +
                            countPhrase(node.minItems, node.maxItems, "item", "items"));
        if (types & Node::Object)
            nouns.push_back("an object" + countPhrase(node.minProperties, node.maxProperties,
                                                      "property", "properties", "with"));
        if (types & Node::Null)
            nouns.push_back("null");
        return join(nouns, ", ", " or ");
    }

    static std::string enumExpectation(const Json &values)
    {
        if (values.size() <= 1)
            return values.empty() ? "nothing (the schema's list of allowed values is empty)"
                                  : "exactly " + show(values[0]);
        std::vector<std::string> shown;
        for (const Json &value : values)
            shown.push_back(show(value));
        return "one of " + join(shown, ", ", ", ");
    }

    static std::string extraPropertyExpectation(const Node &node, const std::string &key)
    {
        std::vector<std::string> allowed;
        for (const auto &property : node.properties)
            allowed.push_back(quote(property.first));
        for (const auto &pattern : node.patternProperties)
            allowed.push_back("names matching " + pattern.first.source);
        if (allowed.empty())
            return "no property " + quote(key) + " here (this object allows no properties)";
        return "no property " + quote(key) + " here (allowed: " + join(allowed, ", ", ", ") + ")";
    }
};

// Turns schema JSON into nodes, refusing anything it would not check.
class JsonSchema::Compiler
{
  public:
    explicit Compiler(Compiled &compiled) : m_compiled(compiled) {}

    std::optional<Error> run()
    {
        const Node *root = schemaAt("", m_compiled.root);
        if (!root || !resolveRefs() || !checkCycles())
            return m_error;
        m_compiled.rootNode = root;
        return std::nullopt;
    }

  private:
    struct PendingRef
    {
        Node *node;
        std::string where;
        std::string ref;
    };

    bool fail(const std::string &where, const std::string &problem)
    {
        if (!m_error)
            m_error = badData("schema error at #" + where + ": " + problem);
        return false;
    }

    Node *schemaAt(const std::string &where, const Json &schema)
    {
        // A $ref may name a schema that is compiled already, or being compiled (recursion).
        if (auto known = m_compiled.byPointer.find(where); known != m_compiled.byPointer.end())
            return known->second;
        if (!schema.is_object() && !schema.is_boolean()) {
            fail(where,
                 "a schema must be an object, true or false, not " + Evaluator::show(schema));
            return nullptr;
        }
        Node &node = m_compiled.nodes.emplace_back();
        node.where = where;
        m_compiled.byPointer[where] = &node;
        if (schema.is_boolean())
            node.constant = schema.get<bool>();
        for (auto it = schema.begin(); schema.is_object() && it != schema.end(); ++it) {
            if (!keyword(node, where + "/" + Evaluator::escapeToken(it.key()), it.key(),
                         it.value()))
                return nullptr;
        }
        return &node;
    }

    std::optional<Node::Pattern> regex(const std::string &where, const Json &value)
    {
        if (!value.is_string()) {
            fail(where, "expected a regular expression in a string");
            return std::nullopt;
        }
        const std::string source = value.get<std::string>();
        try {
            return Node::Pattern{source, std::regex(source, std::regex::ECMAScript)};
        } catch (const std::regex_error &error) {
            fail(where, "invalid regular expression " + Evaluator::quote(source) + " (" +
                            error.what() + ")");
            return std::nullopt;
        }
    }

    bool keyword(Node &node, const std::string &where, const std::string &key, const Json &value)
    {
        static const std::set<std::string> annotations = {
            "$schema", "$id",      "$comment",   "title",    "description",
            "default", "examples", "deprecated", "readOnly", "writeOnly"};
        static const std::map<std::string, const Node *Node::*> single = {
            {"additionalProperties", &Node::additionalProperties},
            {"propertyNames", &Node::propertyNames},
            {"items", &Node::items},
            {"not", &Node::notSchema},
            {"if", &Node::ifSchema},
            {"then", &Node::thenSchema},
            {"else", &Node::elseSchema}};
        static const std::map<std::string, std::vector<const Node *> Node::*> lists = {
            {"allOf", &Node::allOf},
            {"anyOf", &Node::anyOf},
            {"oneOf", &Node::oneOf},
            {"prefixItems", &Node::prefixItems}};
        static const std::map<std::string, std::optional<std::size_t> Node::*> counts = {
            {"minProperties", &Node::minProperties}, {"maxProperties", &Node::maxProperties},
            {"minItems", &Node::minItems},           {"maxItems", &Node::maxItems},
            {"minLength", &Node::minLength},         {"maxLength", &Node::maxLength}};
        static const std::map<std::string, std::optional<Json> Node::*> bounds = {
            {"minimum", &Node::minimum},
            {"maximum", &Node::maximum},
            {"exclusiveMinimum", &Node::exclusiveMinimum},
            {"exclusiveMaximum", &Node::exclusiveMaximum}};
        static const std::map<std::string, unsigned> typeNames = {
            {"null", Node::Null},    {"boolean", Node::Boolean}, {"object", Node::Object},
            {"array", Node::Array},  {"number", Node::Number},   {"integer", Node::Integer},
            {"string", Node::String}};

        if (annotations.count(key))
            return true;
        if (auto found = single.find(key); found != single.end())
            return (node.*(found->second) = schemaAt(where, value)) != nullptr;
        if (auto found = lists.find(key); found != lists.end()) {
            if (!value.is_array() || value.empty())
                return fail(where, "expected a non-empty array of schemas");
            for (std::size_t i = 0; i < value.size(); ++i) {
                const Node *sub = schemaAt(where + "/" + std::to_string(i), value[i]);
                if (!sub)
                    return false;
                (node.*(found->second)).push_back(sub);
            }
            return true;
        }
        if (auto found = counts.find(key); found != counts.end()) {
            // 2020-12 accepts 2.0 wherever a count is expected.
            if (!value.is_number() || value.get<double>() < 0 ||
                value.get<double>() != std::floor(value.get<double>()))
                return fail(where, "expected a whole number of at least 0");
            node.*(found->second) = value.is_number_float()
                                        ? static_cast<std::size_t>(value.get<double>())
                                        : value.get<std::size_t>();
            return true;
        }
        if (auto found = bounds.find(key); found != bounds.end()) {
            node.*(found->second) = value;
            return value.is_number() || fail(where, "expected a number");
        }
        if (key == "type") {
            const Json names = value.is_array() ? value : Json::array({value});
            if (names.empty())
                return fail(where, "expected a type name or a non-empty array of type names");
            for (const Json &name : names) {
                auto type =
                    name.is_string() ? typeNames.find(name.get<std::string>()) : typeNames.end();
                if (type == typeNames.end())
                    return fail(where, "unknown type " + Evaluator::show(name) +
                                           " (expected \"object\", \"array\", \"string\", "
                                           "\"number\", \"integer\", \"boolean\" or \"null\")");
                node.types |= type->second;
            }
            return true;
        }
        if (key == "properties" || key == "patternProperties" || key == "$defs") {
            if (!value.is_object())
                return fail(where, "expected an object whose values are schemas");
            for (auto it = value.begin(); it != value.end(); ++it) {
                const std::string at = where + "/" + Evaluator::escapeToken(it.key());
                const Node *sub = schemaAt(at, it.value());
                if (!sub)
                    return false;
                if (key == "properties")
                    node.properties[it.key()] = sub;
                if (key != "patternProperties")
                    continue;
                auto pattern = regex(at, Json(it.key()));
                if (!pattern)
                    return false;
                node.patternProperties.emplace_back(std::move(*pattern), sub);
            }
            return true;
        }
        if (key == "required") {
            if (!value.is_array() || !std::all_of(value.begin(), value.end(), [](const Json &name) {
                    return name.is_string();
                }))
                return fail(where, "expected an array of property names");
            node.required = value.get<std::vector<std::string>>();
            return true;
        }
        if (key == "uniqueItems") {
            node.uniqueItems = value.is_boolean() && value.get<bool>();
            return value.is_boolean() || fail(where, "expected true or false");
        }
        if (key == "enum") {
            node.enumValues = value;
            return value.is_array() || fail(where, "expected an array of the allowed values");
        }
        if (key == "const") {
            node.constValue = value;
            return true;
        }
        if (key == "pattern") {
            node.pattern = regex(where, value);
            return node.pattern.has_value();
        }
        if (key == "$ref") {
            if (!value.is_string())
                return fail(where, "expected a reference in a string, such as \"#/$defs/Name\"");
            m_refs.push_back({&node, where, value.get<std::string>()});
            return true;
        }
        return fail(where, "unsupported keyword " + Evaluator::quote(key) +
                               " (misspelt, or not implemented by Umpire's schema validator)");
    }

    bool resolveRefs()
    {
        // Indexed, because compiling a target may queue further references.
        for (std::size_t i = 0; i < m_refs.size(); ++i) {
            const PendingRef pending = m_refs[i];
            const std::string &ref = pending.ref;
            if (!ref.empty() && ref[0] != '#')
                return fail(pending.where, "only references inside this schema (starting with "
                                           "\"#\") are supported, not " +
                                               Evaluator::quote(ref));
            if (ref.size() > 1 && ref[1] != '/')
                return fail(pending.where, "named anchors are not supported, only JSON pointers "
                                           "such as \"#/$defs/Name\", not " +
                                               Evaluator::quote(ref));
            std::optional<Json::json_pointer> pointer;
            try {
                pointer.emplace(ref.empty() ? ref : ref.substr(1));
            } catch (const Json::exception &) {
                return fail(pending.where, "invalid JSON pointer " + Evaluator::quote(ref) +
                                               " (write \"~\" as \"~0\" and \"/\" as \"~1\")");
            }
            if (!m_compiled.root.contains(*pointer))
                return fail(pending.where,
                            Evaluator::quote(ref) + " points to nothing in the schema");
            // to_string() escapes again, so the target is spelt like the pointers of compiled
            // nodes.
            Node *resolved = schemaAt(pointer->to_string(), m_compiled.root.at(*pointer));
            if (!resolved)
                return false;
            pending.node->ref = resolved;
        }
        return true;
    }

    // Only these keywords apply to the same instance; every other one moves into the finite
    // document, so only a cycle through these alone would never end.
    bool checkCycles()
    {
        std::map<const Node *, bool> finished; // false while on the stack
        std::vector<const Node *> stack;
        for (const Node &node : m_compiled.nodes) {
            if (!finished.count(&node) && !visit(node, stack, finished))
                return false;
        }
        return true;
    }

    bool visit(const Node &node, std::vector<const Node *> &stack,
               std::map<const Node *, bool> &finished)
    {
        std::vector<const Node *> next = {node.ref, node.notSchema, node.ifSchema, node.thenSchema,
                                          node.elseSchema};
        for (const auto *list : {&node.allOf, &node.anyOf, &node.oneOf})
            next.insert(next.end(), list->begin(), list->end());
        finished[&node] = false;
        stack.push_back(&node);
        for (const Node *sub : next) {
            auto seen = sub ? finished.find(sub) : finished.end();
            if (sub && seen != finished.end() && !seen->second) {
                std::string cycle;
                for (auto it = std::find(stack.begin(), stack.end(), sub); it != stack.end(); ++it)
                    cycle += "#" + (*it)->where + " -> ";
                return fail(node.where, "the schemas " + cycle + "#" + sub->where +
                                            " refer to each other without moving into the "
                                            "document, so checking would never end");
            }
            if (sub && seen == finished.end() && !visit(*sub, stack, finished))
                return false;
        }
        stack.pop_back();
        finished[&node] = true;
        return true;
    }

    Compiled &m_compiled;
    std::vector<PendingRef> m_refs;
    std::optional<Error> m_error;
};

JsonSchema::JsonSchema(std::shared_ptr<const Compiled> compiled) : m_compiled(std::move(compiled))
{
}

Result<JsonSchema> JsonSchema::compile(const nlohmann::json &schema)
{
    try {
        auto compiled = std::make_shared<Compiled>();
        compiled->root = schema;
        if (auto error = Compiler(*compiled).run())
            return *error;
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
        // Collect everything, then sort: applicators such as allOf report out of document order.
        Evaluator::Sink sink{{}, std::numeric_limits<std::size_t>::max()};
        Evaluator::check(*m_compiled->rootNode, document, nullptr, sink);
        Evaluator::sortByDocumentOrder(sink.found);
        for (std::size_t i = 0; i < sink.found.size() && i < maxViolations; ++i)
            violations.push_back(
                {Evaluator::pointerOf(sink.found[i].path), std::move(sink.found[i].expected)});
    } catch (const std::exception &error) {
        // Nothing above should throw; if it does, the document must not pass as conforming.
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
