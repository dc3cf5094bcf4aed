#include "requestreader.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace umpire {

std::string joinWhere(const std::string &where, const std::string &key)
{
    return where.empty() ? key : where + "." + key;
}

void RequestReader::fail(const std::string &where, const std::string &problem)
{
    if (m_error.empty())
        m_error = m_what + (where.empty() ? "" : ": " + where) + ": " + problem;
}

bool RequestReader::expectObject(const nlohmann::json &value, const std::string &where,
                                 std::initializer_list<const char *> allowed)
{
    if (!value.is_object()) {
        fail(where, "expected a JSON object, got " + shownJsonValue(value));
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
            fail(joinWhere(where, key), "unknown field (known fields: " + names + ")");
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
        fail(at, "expected a whole number, got " + shownJsonValue(v));
        return std::nullopt;
    }
    if (v.get<double>() > maximum) {
        fail(at, "expected a whole number of at most " + std::to_string(maximum) + ", got " +
                     shownJsonValue(v));
        return std::nullopt;
    }
    const int n = v.get<int>();
    if (minimum && n < *minimum) {
        fail(at, "expected a whole number of at least " + std::to_string(*minimum) + ", got " +
                     std::to_string(n));
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
        fail(joinWhere(where, key), "expected a string, got " + shownJsonValue(object[key]));
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
        fail(joinWhere(where, key), "expected true or false, got " + shownJsonValue(object[key]));
        return std::nullopt;
    }
    return object[key].get<bool>();
}

std::string shownJsonValue(const nlohmann::json &value)
{
    const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (text.size() <= 40)
        return text;
    if (value.is_array() || value.is_object())
        return std::string(value.is_array() ? "an array" : "an object") + " of " +
               std::to_string(value.size()) + " items";
    return std::string("a long ") + value.type_name();
}

Result<long long> wholeNumberFromJson(const nlohmann::json &value, const std::string &key,
                                      long long minimum, long long maximum,
                                      const std::string &range)
{
    const std::string quoted = "\"" + key + "\"";
    const auto outOfRange = [&]() -> Error {
        return badInput(quoted + ": " + shownJsonValue(value) + " is out of range (" + range + ")");
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
    return badInput(quoted + " must be a whole number (" + range + "), not " +
                    shownJsonValue(value));
}

Result<std::uint64_t> seedFromJson(const nlohmann::json &value, const std::string &key)
{
    const std::string quoted = "\"" + key + "\"";
    if (value.is_number_unsigned())
        return value.get<std::uint64_t>();
    if (value.is_number_integer() && value.get<std::int64_t>() >= 0)
        return static_cast<std::uint64_t>(value.get<std::int64_t>());
    if (value.is_number_float()) {
        const double n = value.get<double>();
        constexpr double beyond = 18446744073709551616.0; // 2 to the 64th
        if (std::isfinite(n) && std::trunc(n) == n && n >= beyond)
            return badInput(quoted + ": " + shownJsonValue(value) +
                            " is out of range (a whole number of 0 to 18446744073709551615)");
        if (std::isfinite(n) && std::trunc(n) == n && n >= 0)
            return static_cast<std::uint64_t>(n);
    }
    return badInput(quoted + " must be a whole number of 0 or more, not " + shownJsonValue(value));
}

} // namespace umpire
