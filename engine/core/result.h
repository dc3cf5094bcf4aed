#pragma once

#include "message.h"

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace umpire {

// What went wrong, and whose fault: the user's request (exit 2) or a rule-data file (exit 3).
enum class ErrorKind { BadInput, BadData };

// An expected failure. `what` is the message as a format and its arguments (message.h), so that a
// face shows it in the user's language; `message` is its English text, for the command line, logs
// and tests. An error made from a plain string has the string as both.
struct Error
{
    ErrorKind kind = ErrorKind::BadInput;
    std::string message;
    Message what;

    Error() = default;
    Error(ErrorKind errorKind, Message text)
        : kind(errorKind), message(text.text()), what(std::move(text))
    {
    }
};

inline Error badInput(Message message)
{
    return {ErrorKind::BadInput, std::move(message)};
}
inline Error badData(Message message)
{
    return {ErrorKind::BadData, std::move(message)};
}
// The same error with where it happened in front ("FILE: ..."), still translatable.
inline Error prefixed(const std::string &where, const Error &error)
{
    return {error.kind, msg("%1: %2", {where, error.what})};
}

// A value or the expected failure that prevented it; expected failures are values, not exceptions.
template <typename T> class [[nodiscard]] Result
{
  public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T &value() const &
    {
        assert(ok());
        return std::get<T>(m_state);
    }
    T &value() &
    {
        assert(ok());
        return std::get<T>(m_state);
    }
    T &&value() &&
    {
        assert(ok());
        return std::get<T>(std::move(m_state));
    }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    const T &operator*() const { return value(); }
    T &operator*() { return value(); }

    const Error &error() const
    {
        assert(!ok());
        return std::get<Error>(m_state);
    }

  private:
    std::variant<T, Error> m_state;
};

// For operations that succeed with nothing to return.
struct Ok
{
};

} // namespace umpire
