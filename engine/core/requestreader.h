#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

namespace umpire {

// Reads a user's JSON request strictly: every wrong type, value or unknown field becomes a BadInput
// error that names where it is by its JSON pointer ("/attackers/1/strength"). The first error is
// kept.
class RequestReader
{
  public:
    // `what` names the request in every error ("combat request"), a msg() phrase to be translated.
    explicit RequestReader(Message what) : m_what(std::move(what)) {}

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

    // Keeps the first problem, "WHAT: /WHERE: PROBLEM" (or "WHAT: PROBLEM" without a place).
    void fail(const std::string &where, Message problem);
    bool failed() const { return m_error.has_value(); }
    Error error() const { return badInput(m_error.value_or(Message())); }

  private:
    Message m_what;
    std::optional<Message> m_error;
};

// The JSON pointer (RFC 6901) of a field or an item inside `where` ("/attackers/1/strength"); a
// bare field name as `where` is taken as the top-level field's.
std::string joinWhere(const std::string &where, const std::string &key);
std::string joinWhere(const std::string &where, std::size_t index);

// A value of a user's JSON as a message shows it: its JSON text when short, else what it is ("a
// long string", "an array of 300 items"), so that a message never carries a whole document.
std::string shownJsonValue(const nlohmann::json &value);
// The same as a message, so that "an array of 300 items" is translated too.
Message shownJsonMessage(const nlohmann::json &value);

// A whole number of a user's JSON, its type and range checked before it is converted, so that
// 9223372036854775808 is never read as 0: BadInput "\"KEY\" must be a whole number (RANGE), not
// 2.5" or "\"KEY\": 9223372036854775808 is out of range (RANGE)", where `range` says what the
// number is ("a die of 1 to 6"). A number written with a fraction of zero (3.0) is whole.
Result<long long> wholeNumberFromJson(const nlohmann::json &value, const std::string &key,
                                      long long minimum, long long maximum, const Message &range);
// A generator's seed or draw number: a whole number of 0 to 18446744073709551615, so that -1 is
// refused ("\"seed\" must be a whole number of 0 or more, not -1"), never read back as the largest.
Result<std::uint64_t> seedFromJson(const nlohmann::json &value, const std::string &key);

} // namespace umpire
