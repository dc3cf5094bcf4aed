#include "schemawords.h"

#include <algorithm>
#include <array>
#include <regex>

namespace umpire {

std::string SchemaWords::show(const Json &value)
{
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}
std::string SchemaWords::join(const std::vector<std::string> &parts, const std::string &separator)
{
    std::string out;
    for (const std::string &part : parts)
        out += (out.empty() ? "" : separator) + part;
    return out;
}
// A keyword's value, null when the schema has none (a null iterates as nothing).
const SchemaWords::Json &SchemaWords::member(const Json &schema, const char *key)
{
    static const Json none;
    const auto found = schema.find(key);
    return found == schema.end() ? none : *found;
}
std::string SchemaWords::pointerOf(const Path &path)
{
    std::string out;
    for (const std::string &token : path) {
        out += '/';
        for (char c : token)
            out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
    }
    return out;
}

// Every object schema that applies at `path`, the alternatives of anyOf and oneOf included:
// valijson says which keyword failed but not in which schema, so the words come from the
// first of these that the value breaks.
std::vector<const SchemaWords::Json *> SchemaWords::schemasAt(const Path &path) const
{
    std::vector<const Json *> here;
    inPlace(m_root, here);
    for (const std::string &token : path) {
        std::vector<const Json *> next;
        for (const Json *schema : here) {
            bool named = false;
            if (auto p = schema->find("properties"); p != schema->end() && p->contains(token))
                named = inPlace((*p)[token], next);
            for (auto &[pattern, sub] : member(*schema, "patternProperties").items())
                if (std::regex_search(token, std::regex(pattern)))
                    named = inPlace(sub, next);
            if (auto more = schema->find("additionalProperties"); !named && more != schema->end())
                inPlace(*more, next);
            const auto items = schema->find("items");
            const bool numeric =
                token.size() < 10 && token.find_first_not_of("0123456789") == std::string::npos;
            const std::size_t index = numeric ? std::stoul(token) : std::size_t(-1);
            if (items != schema->end() && items->is_array() && index < items->size())
                inPlace((*items)[index], next);
            else if (items != schema->end() && items->is_array())
                inPlace(member(*schema, "additionalItems"), next);
            else if (items != schema->end())
                inPlace(*items, next);
        }
        here = std::move(next);
    }
    return here;
}
bool SchemaWords::inPlace(const Json &schema, std::vector<const Json *> &out) const
{
    if (!schema.is_object() || std::count(out.begin(), out.end(), &schema))
        return true;
    out.push_back(&schema);
    if (auto ref = schema.find("$ref"); ref != schema.end())
        inPlace(m_root.at(Json::json_pointer(ref->get<std::string>().substr(1))), out);
    for (const char *list : {"allOf", "anyOf", "oneOf"})
        for (const Json &sub : member(schema, list))
            inPlace(sub, out);
    for (const char *branch : {"then", "else"})
        inPlace(member(schema, branch), out);
    return true;
}

// --- what belongs at a place, from the schema as written -------------------------------------
std::vector<std::string> SchemaWords::typesOf(const Json &schema)
{
    const Json &type = member(schema, "type");
    if (type.is_null())
        return {};
    return type.is_array() ? type.get<std::vector<std::string>>() : Path{type.get<std::string>()};
}
bool SchemaWords::typeAccepts(const std::string &type, const Json &value)
{
    return type == "integer" ? value.is_number_integer()
           : type == "number"
               ? value.is_number()
               : type == std::string(value.type_name()) || (type == "null" && value.is_null());
}
std::string SchemaWords::counted(const Json &schema, const char *min, const char *max,
                                 const std::string &of, const std::string &one,
                                 const std::string &many)
{
    auto count = [&](const char *key) {
        const auto n = schema[key].get<std::uint64_t>();
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    const bool lo = schema.contains(min), hi = schema.contains(max);
    return lo && hi ? of + std::to_string(schema[min].get<std::uint64_t>()) + " to " + count(max)
           : lo     ? of + "at least " + count(min)
           : hi     ? of + "at most " + count(max)
                    : "";
}
std::string SchemaWords::number(const Json &schema, bool integer)
{
    std::string what = integer ? "an integer" : "a number";
    if (schema.contains("minimum") && schema.contains("maximum"))
        return what + " from " + show(schema["minimum"]) + " to " + show(schema["maximum"]);
    std::vector<std::string> parts;
    for (auto [key, words] : {std::pair{"minimum", "of at least "},
                              {"exclusiveMinimum", "greater than "},
                              {"maximum", "of at most "},
                              {"exclusiveMaximum", "less than "}})
        if (schema.contains(key))
            parts.push_back(words + show(schema[key]));
    return what + (parts.empty() ? "" : " " + join(parts, " and "));
}
std::string SchemaWords::phrase(const Json &schema, const std::string &type)
{
    if (type == "integer" || type == "number")
        return number(schema, type == "integer");
    if (type == "string")
        return "a string" +
               counted(schema, "minLength", "maxLength", " of ", "character", "characters") +
               (schema.contains("pattern")
                    ? " matching the pattern " + schema["pattern"].get<std::string>()
                    : "");
    if (type == "array")
        return "an array" + counted(schema, "minItems", "maxItems", " of ", "item", "items");
    if (type == "object")
        return "an object" + counted(schema, "minProperties", "maxProperties", " with ", "property",
                                     "properties");
    return type == "boolean" ? "true or false" : "null";
}
// An enumeration or a constant says exactly what fits, better than the type would.
std::string SchemaWords::phrase(const Json &schema)
{
    std::vector<std::string> parts;
    for (const Json &value : member(schema, "enum"))
        parts.push_back(show(value));
    if (!parts.empty())
        return "one of " + join(parts, ", ");
    if (schema.contains("const"))
        return "exactly " + show(schema["const"]);
    for (const std::string &type : typesOf(schema))
        parts.push_back(phrase(schema, type));
    return join(parts, " or ");
}

bool SchemaWords::under(const Path &inner, const Path &outer)
{
    return inner.size() >= outer.size() && std::equal(outer.begin(), outer.end(), inner.begin());
}

// What valijson's error expected, in the words of the schema as written; nothing for an error
// that only says an inner one failed.
void SchemaWords::word(const std::vector<std::string> &context, const std::string &text,
                       const Json &document, std::vector<Found> &found) const
{
    // valijson's words for a bound and the keyword that sets it, the longer words first.
    static constexpr std::array<std::pair<const char *, const char *>, 10> bounds = {
        {{"Expected number greater than or equal to ", "minimum"},
         {"Expected number greater than ", "exclusiveMinimum"},
         {"Expected number less than or equal to ", "maximum"},
         {"Expected number less than ", "exclusiveMaximum"},
         {"String should be no more than ", "maxLength"},
         {"String should be no fewer than ", "minLength"},
         {"Array should contain no more than ", "maxItems"},
         {"Array should contain no fewer than ", "minItems"},
         {"Object should have no more than ", "maxProperties"},
         {"Object should have no fewer than ", "minProperties"}}};
    Path path, child;
    for (std::size_t i = 1; i < context.size(); ++i) // "<root>", then "[key]" per level
        path.push_back(context[i].substr(1, context[i].size() - 2));
    const Json *value = &document;
    for (const std::string &token : path)
        value = value->is_object() ? &(*value)[token] : &(*value)[std::stoul(token)];
    auto says = [&](const char *words) { return text.find(words) != std::string::npos; };
    const std::size_t close = text.rfind('\''), open = text.rfind('\'', close - 1);
    const std::string quoted = text.substr(open + 1, close - open - 1); // a property's name
    std::vector<std::string> numbers; // the item numbers valijson names ("#2")
    const std::regex numbered("#([0-9]+)");
    for (std::sregex_iterator it(text.begin(), text.end(), numbered), end; it != end; ++it)
        numbers.push_back((*it)[1]);
    auto add = [&](const Path &where, const std::string &expected) {
        found.push_back({where, expected});
    };
    auto extend = [&](const std::string &token) {
        return child = path, child.push_back(token), child;
    };
    // The first schema here that has one of `keys` (and `value` there), else valijson's words.
    const std::vector<const Json *> here = schemasAt(path);
    auto from = [&](std::initializer_list<const char *> keys, auto words, Json want = nullptr) {
        for (const Json *s : here)
            for (const char *key : keys)
                if (s->contains(key) && (want.is_null() || s->at(key) == want))
                    return words(*s);
        return "what the schema allows here (" + text + ")";
    };
    if (says("Value type not permitted")) {
        std::vector<std::string> types;
        for (const Json *s : here) {
            const Path names = typesOf(*s);
            const std::string words = phrase(*s);
            if (!names.empty() && std::find(types.begin(), types.end(), words) == types.end() &&
                std::none_of(names.begin(), names.end(),
                             [&](auto &t) { return typeAccepts(t, *value); }))
                types.push_back(words);
        }
        add(path,
            types.empty() ? "what the schema allows here (" + text + ")" : join(types, " or "));
    } else if (says("any enum values") || says("'const' constraint")) {
        add(path, from({says("enum") ? "enum" : "const"}, [](const Json &s) { return phrase(s); }));
    } else if (const auto bound = std::find_if(bounds.begin(), bounds.end(),
                                               [&](auto &b) { return text.starts_with(b.first); });
               bound != bounds.end()) {
        const std::string keyword = bound->second;
        const char *type = keyword.ends_with("Length")       ? "string"
                           : keyword.ends_with("Items")      ? "array"
                           : keyword.ends_with("Properties") ? "object"
                                                             : "";
        add(path, from(
                      {bound->second},
                      [&](const Json &s) {
                          return *type ? phrase(s, type) : number(s, typesOf(s) == Path{"integer"});
                      },
                      Json(std::stod(text.substr(std::string(bound->first).size())))));
    } else if (says("'pattern' constraint")) {
        add(path, from({"pattern"}, [&](const Json &s) { return phrase(s, "string"); }));
    } else if (says("Missing required property")) {
        add(path, "property " + show(Json(quoted)) + " (required)");
    } else if (says("could not be validated using 'properties'")) {
        add(extend(quoted),
            "no property " + show(Json(quoted)) + " here" +
                from(
                    {"additionalProperties"},
                    [](const Json &s) {
                        std::vector<std::string> allowed;
                        for (auto &[name, sub] : member(s, "properties").items())
                            allowed.push_back(show(Json(name)));
                        for (auto &[pattern, sub] : member(s, "patternProperties").items())
                            allowed.push_back("names matching " + pattern);
                        return " (allowed: " + join(allowed, ", ") + ")";
                    },
                    false));
    } else if (says("Cannot validate item #")) {
        add(extend(numbers.at(0)), "no item here (at most " + numbers[0] +
                                       (numbers[0] == "1" ? " item is" : " items are") +
                                       " allowed)");
    } else if (says("violate uniqueness")) {
        add(extend(numbers.at(1)), "a value different from the one at " +
                                       pointerOf(extend(numbers[0])) +
                                       " (the items must all differ)");
    } else if (says("Failed to validate against any")) { // anyOf, oneOf, after their
                                                         // alternatives'
        std::vector<std::string> parts;
        for (; !found.empty() && under(found.back().path, path); found.pop_back()) {
            const Found &f = found.back();
            const std::string part =
                (f.path == path ? "" : "at " + pointerOf(f.path) + ": ") + f.expected;
            if (std::find(parts.begin(), parts.end(), part) == parts.end())
                parts.insert(parts.begin(), part);
        }
        add(path, parts.size() == 1 ? parts[0] : "one of these: " + join(parts, "; "));
    } else if (says("exactly one child schema")) {
        add(path, "a value matching exactly one of the alternatives, but it matches several");
    } else if (says("'not' constraint")) {
        add(path,
            from({"not"}, [](const Json &s) { return "a value that is not " + phrase(s["not"]); }));
    } else if (says("associated with property name") || says("Failed to validate item #")) {
        // A schema that is false says nothing itself: its wrapper says where.
        child = says("property name")   ? extend(quoted)
                : says("corresponding") ? path
                                        : extend(numbers.at(0));
        if (std::none_of(found.begin(), found.end(),
                         [&](const Found &f) { return under(f.path, child); }))
            add(child, "nothing here (no value is allowed at this place)");
    } else if (!says("Failed to validate against") && !says("more items than allowed")) {
        add(path, "what the schema allows here (" + text + ")");
    }
}

} // namespace umpire
