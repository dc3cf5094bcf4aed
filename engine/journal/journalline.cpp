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

namespace {

// The kind a line of Umpire's names: the last "kind" member, since its members are written in
// order ("data" first). Checked against the kind parsed.
std::optional<EventKind> lineKind(std::string_view line)
{
    constexpr std::string_view key = "\"kind\":\"";
    const std::size_t at = line.rfind(key);
    if (at == std::string_view::npos)
        return std::nullopt;
    const std::size_t from = at + key.size();
    const std::size_t end = line.find('"', from);
    return end == std::string_view::npos ? std::nullopt
                                         : eventKindFromName(line.substr(from, end - from));
}

// Builds a line's value from the parser's events (nlohmann's SAX interface) as its own parser
// does, but for the objects and arrays replay never reads (parseJournalLineForReplay), which are
// kept empty and whose contents are passed over.
class ReplayLineBuilder
{
  public:
    using json = nlohmann::json;
    explicit ReplayLineBuilder(const JournalEventKind &kind) : m_kind(kind) {}

    json root;

    bool null() { return scalar(json(nullptr)); }
    bool boolean(bool value) { return scalar(json(value)); }
    bool number_integer(json::number_integer_t value) { return scalar(json(value)); }
    bool number_unsigned(json::number_unsigned_t value) { return scalar(json(value)); }
    bool number_float(json::number_float_t value, const std::string &)
    {
        return scalar(json(value));
    }
    bool string(std::string &value) { return scalar(json(std::move(value))); }
    bool binary(json::binary_t &value) { return scalar(json(std::move(value))); }
    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(std::string &name)
    {
        if (!m_skipped)
            m_keys.back() = std::move(name);
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &)
    {
        return false;
    }

  private:
    bool scalar(json &&value)
    {
        if (!m_skipped)
            place(std::move(value));
        return true;
    }
    bool open(json &&empty)
    {
        if (m_skipped) {
            ++m_skipped;
            return true;
        }
        const bool whole = keptWhole();
        json *at = place(std::move(empty));
        if (!whole) {
            m_skipped = 1;
            return true;
        }
        m_stack.push_back(at);
        m_keys.emplace_back();
        return true;
    }
    bool close()
    {
        if (m_skipped) {
            --m_skipped;
            return true;
        }
        m_stack.pop_back();
        m_keys.pop_back();
        return true;
    }
    json *place(json &&value)
    {
        if (m_stack.empty()) {
            root = std::move(value);
            return &root;
        }
        json &parent = *m_stack.back();
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        json &slot = parent[m_keys.back()];
        slot = std::move(value);
        return &slot;
    }
    // Whether the object or array opening here is read with what it holds. The depth is how many
    // are open around it: 1 for a member of the line, 2 for a member of its data, 3 for one of a
    // member of its data. Its kind's row says which members of the data replay reads.
    bool keptWhole() const
    {
        const std::size_t depth = m_stack.size();
        if (depth < 2 || m_keys[0] != "data")
            return true;
        if (m_kind.reads != JournalEventKind::Reads::Members) // a note's or an override's
            return false;
        if (depth > 3)
            return true; // inside a member kept whole
        const std::string &member = m_keys[1];
        for (const std::string &keep : m_kind.keeps) {
            const bool inside = keep.size() > member.size() && keep[member.size()] == '/' &&
                                keep.compare(0, member.size(), member) == 0;
            if (keep == member)
                return true;
            if (depth == 2
                    ? inside
                    : inside && keep.compare(member.size() + 1, std::string::npos, m_keys[2]) == 0)
                return true;
        }
        return false;
    }

    const JournalEventKind &m_kind;
    std::vector<json *> m_stack;     // the objects and arrays open, outermost first
    std::vector<std::string> m_keys; // the member being read in each (objects)
    std::size_t m_skipped = 0;       // how deep in one passed over
};

bool checkedForParsing(std::string_view line, Message &reason)
{
    if (line.find('\0') != std::string_view::npos) { // the reader would stop there
        reason = msg("it holds a NUL byte");
        return false;
    }
    if (jsonNesting(line) > static_cast<std::size_t>(maxJsonNesting)) {
        reason = msg("nested deeper than %1 levels", {std::to_string(maxJsonNesting)});
        return false;
    }
    return true;
}

} // namespace

nlohmann::json parseJournalLineForReplay(std::string_view line, Message &reason)
{
    const std::optional<EventKind> kind = lineKind(line);
    const JournalEventKind *row = kind ? eventKindRow(*kind) : nullptr;
    if (!row || row->reads == JournalEventKind::Reads::All)
        return parseJournalLine(line, reason);
    if (!checkedForParsing(line, reason))
        return nlohmann::json(nlohmann::json::value_t::discarded);
    ReplayLineBuilder builder(*row);
    if (!nlohmann::json::sax_parse(line.begin(), line.end(), &builder) || !builder.root.is_object())
        return parseJournalLine(line, reason); // says what is wrong
    const auto named = builder.root.find("kind");
    if (named == builder.root.end() || !named->is_string() ||
        named->get_ref<const std::string &>() != eventKindName(*kind))
        return parseJournalLine(line, reason); // not the kind its bytes seemed to name
    return std::move(builder.root);
}

nlohmann::json parseJournalLine(std::string_view line, Message &reason)
{
    if (!checkedForParsing(line, reason))
        return nlohmann::json(nlohmann::json::value_t::discarded);
    nlohmann::json doc = nlohmann::json::parse(line.begin(), line.end(), nullptr, false);
    if (doc.is_discarded())
        reason = msg("not valid JSON");
    return doc;
}

} // namespace umpire
