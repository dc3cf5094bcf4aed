#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace umpire::crt {

// An event's data read for a text (a summary, a report's line): the journal checks only that the
// required fields exist, so nothing here assumes a type.

// The value as compact JSON; a string that is not UTF-8 shows with replacement characters.
std::string exportDump(const nlohmann::json &value);
// A value as text: a string as it is, nothing for null, anything else as compact JSON.
std::string exportText(const nlohmann::json &value);
// A field of an object as text; empty when absent.
std::string exportField(const nlohmann::json &object, const char *key);
// A field of an object; null when absent or when `object` is not one.
const nlohmann::json &exportMember(const nlohmann::json &object, const char *key);
// The text on one line: line breaks and other control characters as spaces.
std::string exportOneLine(std::string text);

} // namespace umpire::crt
