#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace umpire {

// A text the engine gives the user, kept as an English format with %1..%9 and its arguments so that
// a face can show it in the user's language (the desktop app's French); text() is the English.
struct Message
{
    std::string format; // "%1 doubles the defender"
    std::vector<std::string> args;

    std::string text() const;
};

// Every format passed to msg() is a literal that resources/translations/rulesdata-texts.py collects
// for Qt Linguist (context "engine"); arguments are numbers, names from the rule data or unit
// names.
Message msg(std::string format, std::vector<std::string> args = {});

// The format with %1..%9 replaced by the arguments ("%%" is a percent sign); a missing argument
// leaves its marker as it is.
std::string formatMessage(std::string_view format, const std::vector<std::string> &args);

} // namespace umpire
