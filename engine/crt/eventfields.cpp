#include "eventfields.h"

#include <algorithm>

namespace umpire::crt {

std::string exportDump(const nlohmann::json &value)
{
    // A string that is not UTF-8 must not stop an export: it shows with replacement characters.
    return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// A value as text: a string as it is, nothing for null, anything else as compact JSON.
std::string exportText(const nlohmann::json &value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_null())
        return {};
    return exportDump(value);
}

// A field of an object as text; empty when absent. The journal checks only that required fields
// exist, so nothing here may assume a type.
std::string exportField(const nlohmann::json &object, const char *key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    return it == object.end() ? std::string() : exportText(*it);
}

const nlohmann::json &exportMember(const nlohmann::json &object, const char *key)
{
    static const nlohmann::json none;
    if (!object.is_object())
        return none;
    const auto it = object.find(key);
    return it == object.end() ? none : *it;
}

std::string exportOneLine(std::string text)
{
    text.erase(std::remove(text.begin(), text.end(), '\r'), text.end());
    for (char &c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    return text;
}

} // namespace umpire::crt
