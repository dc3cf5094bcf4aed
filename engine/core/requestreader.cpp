#include "requestreader.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace umpire {

namespace {

// A place already a JSON pointer stays one; a bare field name ("shifts") becomes "/shifts".
std::string asPointer(const std::string &where)
{
    return where.empty() || where.front() == '/' ? where : "/" + where;
}

} // namespace

std::string joinWhere(const std::string &where, const std::string &key)
{
    std::string escaped; // RFC 6901: "~" is "~0" and "/" is "~1" in a pointer's token
    for (const char c : key)
        escaped += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return asPointer(where) + "/" + escaped;
}

std::string joinWhere(const std::string &where, std::size_t index)
{
    return asPointer(where) + "/" + std::to_string(index);
}

void RequestReader::fail(const std::string &where, Message problem)
{
    if (m_error)
        return;
    m_error = where.empty() ? msg("%1: %2", {m_what, std::move(problem)})
                            : msg("%1: %2: %3", {m_what, asPointer(where), std::move(problem)});
}

bool RequestReader::expectObject(const nlohmann::json &value, const std::string &where,
                                 std::initializer_list<const char *> allowed)
{
    if (!value.is_object()) {
        fail(where, msg("expected a JSON object, got %1", {shownJsonMessage(value)}));
        return false;
    }
    for (const auto &item : value.items()) {
        const std::string &key = item.key();
        const bool known = std::any_of(allowed.begin(), allowed.end(),
                                       [&](const char *name) { return key == name; });
        if (!known) {
            std::string names;
            for (const char *name : allowed)
                names += std::string(names.empty() ? "" : ", ") + name;
            fail(joinWhere(where, key), msg("unknown field (known fields: %1)", {names}));
            return false;
        }
    }
    return true;
}

std::optional<int> RequestReader::integer(const nlohmann::json &object, const char *key,
                                          const std::string &where, std::optional<int> minimum,
                                          int maximum)
{
    if (!object.contains(key))
        return std::nullopt;
    const nlohmann::json &v = object[key];
    const std::string at = joinWhere(where, key);
    if (!v.is_number() || (v.is_number_float() && std::trunc(v.get<double>()) != v.get<double>()) ||
        std::abs(v.get<double>()) > 1e9) {
        fail(at, msg("expected a whole number, got %1", {shownJsonMessage(v)}));
        return std::nullopt;
    }
    if (v.get<double>() > maximum) {
        fail(at, msg("expected a whole number of at most %1, got %2",
                     {std::to_string(maximum), shownJsonMessage(v)}));
        return std::nullopt;
    }
    const int n = v.get<int>();
    if (minimum && n < *minimum) {
        fail(at, msg("expected a whole number of at least %1, got %2",
                     {std::to_string(*minimum), std::to_string(n)}));
        return std::nullopt;
    }
    return n;
}

std::optional<std::string> RequestReader::string(const nlohmann::json &object, const char *key,
                                                 const std::string &where)
{
    if (!object.contains(key))
        return std::nullopt;
    if (!object[key].is_string()) {
        fail(joinWhere(where, key),
             msg("expected a string, got %1", {shownJsonMessage(object[key])}));
        return std::nullopt;
    }
    return object[key].get<std::string>();
}

std::optional<bool> RequestReader::boolean(const nlohmann::json &object, const char *key,
                                           const std::string &where)
{
    if (!object.contains(key))
        return std::nullopt;
    if (!object[key].is_boolean()) {
        fail(joinWhere(where, key),
             msg("expected true or false, got %1", {shownJsonMessage(object[key])}));
        return std::nullopt;
    }
    return object[key].get<bool>();
}

std::string shownJsonValue(const nlohmann::json &value)
{
    return shownJsonMessage(value).text();
}

Message shownJsonMessage(const nlohmann::json &value)
{
    const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (text.size() <= 40)
        return text;
    if (value.is_array())
        return msg("an array of %1 items", {std::to_string(value.size())});
    if (value.is_object())
        return msg("an object of %1 items", {std::to_string(value.size())});
    if (value.is_string())
        return msg("a long string");
    return msg("a long %1", {value.type_name()});
}

Result<long long> wholeNumberFromJson(const nlohmann::json &value, const std::string &key,
                                      long long minimum, long long maximum, const Message &range)
{
    const auto outOfRange = [&]() -> Error {
        return badInput(
            msg("\"%1\": %2 is out of range (%3)", {key, shownJsonMessage(value), range}));
    };
    if (value.is_number_unsigned()) {
        const std::uint64_t n = value.get<std::uint64_t>();
        if (maximum < 0 || n > static_cast<std::uint64_t>(maximum))
            return outOfRange();
        if (static_cast<long long>(n) < minimum)
            return outOfRange();
        return static_cast<long long>(n);
    }
    if (value.is_number_integer()) {
        const std::int64_t n = value.get<std::int64_t>();
        if (n < minimum || n > maximum)
            return outOfRange();
        return static_cast<long long>(n);
    }
    if (value.is_number_float()) {
        const double n = value.get<double>();
        if (std::isfinite(n) && std::trunc(n) == n) {
            // Compared as doubles: a whole number beyond what a long long holds is out of range
            // too.
            if (n < static_cast<double>(minimum) || n > static_cast<double>(maximum))
                return outOfRange();
            return static_cast<long long>(n);
        }
    }
    return badInput(
        msg("\"%1\" must be a whole number (%2), not %3", {key, range, shownJsonMessage(value)}));
}

Result<std::uint64_t> seedFromJson(const nlohmann::json &value, const std::string &key)
{
    if (value.is_number_unsigned())
        return value.get<std::uint64_t>();
    if (value.is_number_integer() && value.get<std::int64_t>() >= 0)
        return static_cast<std::uint64_t>(value.get<std::int64_t>());
    if (value.is_number_float()) {
        const double n = value.get<double>();
        constexpr double beyond = 18446744073709551616.0; // 2 to the 64th
        if (std::isfinite(n) && std::trunc(n) == n && n >= beyond)
            return badInput(
                msg("\"%1\": %2 is out of range (a whole number of 0 to 18446744073709551615)",
                    {key, shownJsonMessage(value)}));
        if (std::isfinite(n) && std::trunc(n) == n && n >= 0)
            return static_cast<std::uint64_t>(n);
    }
    return badInput(
        msg("\"%1\" must be a whole number of 0 or more, not %2", {key, shownJsonMessage(value)}));
}

} // namespace umpire
