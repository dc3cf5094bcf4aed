#include "journalline.h"

#include "jsonfile.h"

// The header-only form (XXH_INLINE_ALL): nothing to link, the same hash.
#define XXH_INLINE_ALL
#include <xxhash.h>

namespace umpire {

namespace {

constexpr std::string_view sumKey = "\"sum\":\"";
constexpr std::size_t sumDigits = 16;
// "sum":"0123456789abcdef"}
constexpr std::size_t suffixSize = sumKey.size() + sumDigits + 2;

LineSum hashOf(std::string_view bytes, LineSum previous)
{
    return XXH3_64bits_withSeed(bytes.data(), bytes.size(), previous);
}

} // namespace

std::string sealJournalLine(std::string_view body, LineSum previous, LineSum *sum)
{
    // {"a":1} becomes {"a":1,"sum":"..."}; the hash covers {"a":1, (the bytes before "sum").
    std::string line(body.substr(0, body.empty() ? 0 : body.size() - 1));
    if (line.size() > 1)
        line += ',';
    const LineSum own = hashOf(line, previous);
    line += sumKey;
    line += sumText(own);
    line += "\"}";
    if (sum)
        *sum = own;
    return line;
}

std::string sumText(LineSum sum)
{
    static constexpr char digits[] = "0123456789abcdef";
    std::string text;
    for (int shift = 60; shift >= 0; shift -= 4)
        text += digits[(sum >> shift) & 0xf];
    return text;
}

LineSum bytesSum(std::string_view bytes)
{
    return hashOf(bytes, 0);
}

std::optional<LineSum> storedLineSum(std::string_view line)
{
    if (line.size() < suffixSize + 1 || line.substr(line.size() - 2) != "\"}")
        return std::nullopt;
    const std::size_t start = line.size() - suffixSize;
    if (line.substr(start, sumKey.size()) != sumKey)
        return std::nullopt;
    const char before = line[start - 1];
    if (before != ',' && before != '{')
        return std::nullopt;
    LineSum value = 0;
    for (std::size_t i = start + sumKey.size(); i < line.size() - 2; ++i) {
        const char c = line[i];
        int digit = 0;
        if (c >= '0' && c <= '9')
            digit = c - '0';
        else if (c >= 'a' && c <= 'f')
            digit = c - 'a' + 10;
        else
            return std::nullopt;
        value = value << 4 | static_cast<LineSum>(digit);
    }
    return value;
}

bool lineSumMatches(std::string_view line, LineSum previous)
{
    const std::optional<LineSum> stored = storedLineSum(line);
    return stored && hashOf(line.substr(0, line.size() - suffixSize), previous) == *stored;
}

nlohmann::json parseJournalLine(std::string_view line, Message &reason)
{
    if (line.find('\0') != std::string_view::npos) { // the reader would stop there
        reason = msg("it holds a NUL byte");
        return nlohmann::json(nlohmann::json::value_t::discarded);
    }
    if (jsonNesting(line) > static_cast<std::size_t>(maxJsonNesting)) {
        reason = msg("nested deeper than %1 levels", {std::to_string(maxJsonNesting)});
        return nlohmann::json(nlohmann::json::value_t::discarded);
    }
    nlohmann::json doc = nlohmann::json::parse(line.begin(), line.end(), nullptr, false);
    if (doc.is_discarded())
        reason = msg("not valid JSON");
    return doc;
}

} // namespace umpire
