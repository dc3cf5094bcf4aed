#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>
#include <string>

namespace umpire {

// Reads a user's JSON request strictly: every wrong type, value or unknown field becomes a BadInput
// error that names where it is ("attackers[1].strength"). The first error is kept.
class RequestReader
{
  public:
    explicit RequestReader(std::string what) : m_what(std::move(what)) {}

    // Unknown fields are refused, so a typo is not silently ignored.
    bool expectObject(const nlohmann::json &value, const std::string &where,
                      std::initializer_list<const char *> allowed);
    // Bounded so that sums of many values cannot overflow.
    std::optional<int> integer(const nlohmann::json &object, const char *key,
                               const std::string &where, std::optional<int> minimum = std::nullopt,
                               int maximum = 1000000);
    std::optional<std::string> string(const nlohmann::json &object, const char *key,
                                      const std::string &where);
    std::optional<bool> boolean(const nlohmann::json &object, const char *key,
                                const std::string &where);

    void fail(const std::string &where, const std::string &problem);
    bool failed() const { return !m_error.empty(); }
    Error error() const { return badInput(m_error); }

  private:
    std::string m_what;
    std::string m_error;
};

std::string joinWhere(const std::string &where, const std::string &key);

} // namespace umpire
