#include "unitstable.h"

#include "safefile.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace umpire::vassal {

namespace {

// One CSV line's fields: commas between them, a field in double quotes may hold commas and a
// doubled quote stands for one.
Result<std::vector<std::string>> fieldsOf(const std::string &line, const std::string &where)
{
    std::vector<std::string> out(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                out.back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                out.back() += c;
            }
        } else if (c == '"' && out.back().empty()) {
            quoted = true;
        } else if (c == ',') {
            out.emplace_back();
        } else {
            out.back() += c;
        }
    }
    if (quoted)
        return badInput(msg("%1: a quoted field is not closed", {where}));
    for (std::string &f : out) {
        const auto first = f.find_first_not_of(" \t\r");
        const auto last = f.find_last_not_of(" \t\r");
        f = first == std::string::npos ? std::string() : f.substr(first, last - first + 1);
    }
    return out;
}

} // namespace

Result<UnitsTable> UnitsTable::load(const std::string &path)
{
    Result<std::string> text = readWholeFile(path, "units table", std::size_t{4} << 20);
    if (!text)
        return text.error();
    return fromText(*text, path);
}

Result<UnitsTable> UnitsTable::fromText(const std::string &text, const std::string &what)
{
    UnitsTable table;
    std::vector<std::string> columns;
    std::size_t start = 0;
    int lineNumber = 0;
    static const std::vector<std::string> known = {"piece", "side",  "strength",
                                                   "type",  "corps", "movement"};
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        const std::string where = what + ": line " + std::to_string(lineNumber);
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        Result<std::vector<std::string>> fields = fieldsOf(line, where);
        if (!fields)
            return fields.error();
        if (columns.empty()) {
            for (std::string f : *fields) {
                std::transform(f.begin(), f.end(), f.begin(),
                               [](unsigned char c) { return char(std::tolower(c)); });
                if (std::find(known.begin(), known.end(), f) == known.end())
                    return badInput(msg("%1: the column \"%2\" is not one of piece, side, "
                                        "strength, type, corps, movement",
                                        {where, f}));
                if (std::find(columns.begin(), columns.end(), f) != columns.end())
                    return badInput(msg("%1: the column \"%2\" is given twice", {where, f}));
                columns.push_back(f);
            }
            if (std::find(columns.begin(), columns.end(), "piece") == columns.end())
                return badInput(msg("%1: the header names no \"piece\" column (the piece's name "
                                    "in the module)",
                                    {where}));
            continue;
        }
        if (table.m_rows.size() >= 100000)
            return badInput(msg("%1: more than 100000 rows", {where}));
        if (fields->size() > columns.size())
            return badInput(
                msg("%1: %2 fields, but the header names %3 columns",
                    {where, std::to_string(fields->size()), std::to_string(columns.size())}));
        fields->resize(columns.size());
        std::string piece;
        UnitFacts facts;
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const std::string &c = columns[i], &v = (*fields)[i];
            if (c == "piece") {
                piece = v;
            } else if (c == "side") {
                facts.side = v;
            } else if (c == "type") {
                facts.type = v;
            } else if (c == "corps") {
                facts.corps = v;
            } else if (!v.empty()) {
                const bool digits =
                    std::all_of(v.begin(), v.end(), [](char d) { return d >= '0' && d <= '9'; });
                if (!digits || v.size() > 7 || std::stol(v) > 1000000)
                    return badInput(msg("%1: the %2 \"%3\" is not a whole number from 0 to "
                                        "1000000",
                                        {where, c, v}));
                (c == "strength" ? facts.strength : facts.movement) = int(std::stol(v));
            }
        }
        if (piece.empty())
            return badInput(msg("%1: the row names no piece", {where}));
        if (!table.m_rows.emplace(piece, facts).second)
            return badInput(msg("%1: the piece \"%2\" has a row already", {where, piece}));
    }
    if (columns.empty())
        return badInput(
            msg("%1: is empty: a header (piece,side,strength,...) and a row per piece", {what}));
    return table;
}

const UnitFacts *UnitsTable::find(const std::string &piece) const
{
    const auto it = m_rows.find(piece);
    return it == m_rows.end() ? nullptr : &it->second;
}

} // namespace umpire::vassal
