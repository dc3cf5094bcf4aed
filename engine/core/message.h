#pragma once

#include <string>
#include <vector>

namespace umpire {

// A text the engine gives the user, kept as an English format with %1..%9 and its arguments so that
// a face can show it in the user's language (the desktop app's French); text() is the English. An
// argument is itself a message: a plain string (a number, a unit or terrain name) converts to one
// without arguments, and a phrase built with msg() nests.
struct Message
{
    std::string format; // "%1 doubles the defender"
    std::vector<Message> args;

    Message() = default;
    Message(std::string text) : format(std::move(text)) {} // NOLINT: a plain argument
    Message(const char *text) : format(text) {}            // NOLINT: a plain argument
    Message(std::string formatText, std::vector<Message> arguments)
        : format(std::move(formatText)), args(std::move(arguments))
    {
    }

    std::string text() const;
    bool empty() const { return format.empty(); }
};

// Every format passed to msg() is a literal that resources/translations/rulesdata-texts.py collects
// for Qt Linguist (context "engine"); arguments are numbers, names from the rule data, unit names
// or other msg() phrases.
Message msg(std::string format, std::vector<Message> args = {});

// The format with %1..%9 replaced by the arguments ("%%" is a percent sign); a missing argument
// leaves its marker as it is.
std::string formatMessage(const std::string &format, const std::vector<std::string> &args);

} // namespace umpire
