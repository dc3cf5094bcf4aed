#include "jsonfile.h"

#include "safefile.h"
#include "utf8text.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

namespace umpire {

using nlohmann::json;

namespace {

// The offset where the nesting first goes deeper than `limit`, with the deepest nesting found
// (which stops growing there).
struct JsonNestingScan
{
    std::size_t deepest = 0;
    std::optional<std::size_t> beyondLimit;
};

JsonNestingScan jsonScanNesting(std::string_view text, std::size_t limit)
{
    JsonNestingScan scan;
    std::size_t depth = 0;
    bool inString = false, escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > scan.deepest)
                scan.deepest = depth;
            if (depth > limit) {
                scan.beyondLimit = i;
                return scan;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return scan;
}

// "line L, column C" of a byte offset, the column counted in characters as an editor shows it.
Message jsonLineAndColumn(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column; // a continuation byte belongs to the character before it
        }
    }
    return msg("line %1, column %2", {std::to_string(line), std::to_string(column)});
}

// Builds the value as nlohmann's own DOM parser does, without recursion, and stops at the first key
// given twice in one object or at the first syntax error, keeping where it was.
class JsonStrictSax
{
  public:
    explicit JsonStrictSax(json &root) : m_root(root) {}

    bool null() { return place(nullptr) != nullptr; }
    bool boolean(bool value) { return place(value) != nullptr; }
    bool number_integer(json::number_integer_t value) { return place(value) != nullptr; }
    bool number_unsigned(json::number_unsigned_t value) { return place(value) != nullptr; }
    bool number_float(json::number_float_t value, const json::string_t &)
    {
        return place(value) != nullptr;
    }
    bool string(json::string_t &value) { return place(std::move(value)) != nullptr; }
    bool binary(json::binary_t &value) { return place(json::binary(std::move(value))) != nullptr; }
    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(json::string_t &key)
    {
        Frame &frame = m_open.back();
        if (!frame.keys.insert(key).second) {
            json::json_pointer pointer;
            for (std::size_t i = 0; i + 1 < m_open.size(); ++i) {
                if (m_open[i].value->is_array())
                    pointer /= m_open[i].value->size() - 1;
                else
                    pointer /= m_open[i].key;
            }
            m_duplicate = msg(
                "at %1: each key once, but %2 is given twice",
                {pointer.empty() ? msg("the top level") : pointer.to_string(), json(key).dump()});
            return false;
        }
        frame.key = key;
        return true;
    }

    bool parse_error(std::size_t position, const std::string &lastToken,
                     const json::exception &error)
    {
        // A number no machine type holds (out_of_range 406): `position` is its end, and the token
        // is the number alone, in ASCII.
        if (error.id == 406) {
            m_errorOffset = position >= lastToken.size() ? position - lastToken.size() : 0;
            m_errorReason = msg("a number out of range (too large for any machine type)");
            return false;
        }
        // Where nlohmann says: the last byte it read, the end of a token it did not expect.
        m_errorOffset = position > 0 ? position - 1 : 0;
        std::string reason = error.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 9: syntax error while
        // parsing object - invalid literal; last read: 'TOKEN'; expected '}'": the reason alone,
        // without the library's prefix, its own position or the input it quotes.
        if (const std::size_t at = reason.find("parse error"); at != std::string::npos) {
            const std::size_t colon = reason.find(": ", at);
            reason.erase(0, colon == std::string::npos ? at : colon + 2);
        }
        const std::string quoted = "; last read: '" + lastToken + "'";
        if (const std::size_t at = reason.rfind(quoted); at != std::string::npos)
            reason.erase(at, quoted.size());
        if (const std::size_t at = reason.find("; last read: '"); at != std::string::npos)
            reason.erase(at); // never leave a quote of the input, whatever the text held
        m_errorReason = reason;
        return false;
    }

    const Message &duplicate() const { return m_duplicate; }
    std::size_t errorOffset() const { return m_errorOffset; }
    const Message &errorReason() const { return m_errorReason; }

  private:
    struct Frame
    {
        json *value = nullptr;
        std::set<std::string> keys;
        std::string key; // the key being read, in an object
    };

    // Puts a value where the parser is (the root, the end of an array, or an object's key) and
    // returns where it is now.
    json *place(json value)
    {
        if (m_open.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Frame &frame = m_open.back();
        if (frame.value->is_array()) {
            frame.value->push_back(std::move(value));
            return &frame.value->back();
        }
        json &slot = (*frame.value)[frame.key];
        slot = std::move(value);
        return &slot;
    }
    bool open(json empty)
    {
        json *value = place(std::move(empty));
        m_open.push_back({value, {}, {}});
        return true;
    }
    bool close()
    {
        m_open.pop_back();
        return true;
    }

    json &m_root;
    std::vector<Frame> m_open; // the arrays and objects being read, outermost first
    Message m_duplicate;
    std::size_t m_errorOffset = 0;
    Message m_errorReason; // nlohmann's own words, or ours for a number out of range
};

} // namespace

void appendIndentedJson(std::string &out, const nlohmann::json &value, unsigned indent)
{
    // The serializer dump(2) uses, started `indent` deep, writing straight into `out`.
    nlohmann::detail::serializer<nlohmann::json> serializer(
        nlohmann::detail::output_adapter<char>(out), ' ', nlohmann::json::error_handler_t::replace);
    serializer.dump(value, true, false, 2, indent);
}

std::size_t jsonNesting(std::string_view text)
{
    return jsonScanNesting(text, maxJsonNesting).deepest;
}

Result<json> parseJsonText(std::string_view text, const std::string &what, ErrorKind kind)
{
    const auto fail = [&](Message problem) -> Error {
        return {kind, msg("%1: %2", {what, std::move(problem)})};
    };
    if (const std::optional<std::size_t> bad = firstInvalidUtf8(text)) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[*bad]));
        return fail(msg("not valid JSON at %1: a byte that is not UTF-8 (%2 at byte offset %3)",
                        {jsonLineAndColumn(text, *bad), std::string(byte), std::to_string(*bad)}));
    }
    // The JSON reader stops at a NUL byte as at the end, so what follows one would be ignored.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        return fail(
            msg("not valid JSON at %1: a NUL byte (byte offset %2), which JSON text never holds",
                {jsonLineAndColumn(text, nul), std::to_string(nul)}));
    // Beyond the nesting limit the text is refused as any other text that is not acceptable JSON:
    // a data file so nested is a bad data file (exit 3), a request so nested a bad request.
    if (const JsonNestingScan scan = jsonScanNesting(text, maxJsonNesting); scan.beyondLimit)
        return fail(
            msg("arrays and objects nested deeper than %1 levels (at %2)",
                {std::to_string(maxJsonNesting), jsonLineAndColumn(text, *scan.beyondLimit)}));
    json document;
    JsonStrictSax sax(document);
    bool parsed = false;
    try {
        parsed = json::sax_parse(text.begin(), text.end(), &sax);
    } catch (const json::exception &) { // not expected: every error goes to sax.parse_error
        return fail(msg("not valid JSON"));
    }
    if (!sax.duplicate().empty())
        return fail(sax.duplicate());
    if (!parsed)
        return fail(msg("not valid JSON at %1: %2",
                        {jsonLineAndColumn(text, sax.errorOffset()), sax.errorReason()}));
    return document;
}

std::string jsonExceptionText(const json::exception &error)
{
    std::string text = error.what();
    if (text.rfind("[json.exception.", 0) == 0)
        if (const std::size_t end = text.find("] "); end != std::string::npos)
            text.erase(0, end + 2);
    return text;
}

Result<json> readJsonFile(const std::string &path, const std::string &what)
{
    Result<std::string> text = readWholeFile(path, what);
    if (!text)
        return text.error();
    return parseJsonText(*text, path, ErrorKind::BadData);
}

} // namespace umpire
