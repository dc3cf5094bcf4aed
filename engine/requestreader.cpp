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
        fail(where, "expected a JSON object, got " + value.dump());
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
        fail(at, "expected a whole number, got " + v.dump());
        return std::nullopt;
    }
    if (v.get<double>() > maximum) {
        fail(at,
             "expected a whole number of at most " + std::to_string(maximum) + ", got " + v.dump());
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
        fail(joinWhere(where, key), "expected a string, got " + object[key].dump());
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
        fail(joinWhere(where, key), "expected true or false, got " + object[key].dump());
        return std::nullopt;
    }
    return object[key].get<bool>();
}

} // namespace umpire
