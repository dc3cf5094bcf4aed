#include "vassalgrid.h"

#include <cmath>
#include <regex>

namespace umpire::vassal {

PicturePoint VassalHexGrid::centre(int nx, int ny) const
{
    // Along the grid's own axes: columns dx apart, hexes dy apart, odd columns half a hex on.
    const double u = x0 + dx * nx;
    const double v = y0 + dy * ny + ((nx & 1) ? dy / 2 : 0.0);
    return sideways ? PicturePoint{v, u} : PicturePoint{u, v};
}

PictureLattice VassalHexGrid::lattice() const
{
    PictureLattice l;
    if (!sideways) {
        l.orientation = HexOrientation::FlatTop;
        l.origin = {double(x0), double(y0)};
        l.columnStep = {dx, 0};
        l.rowStep = {0, dy};
    } else {
        // Turned over: VASSAL's columns are rows, across the picture, each half a hex on.
        l.orientation = HexOrientation::PointyTop;
        l.origin = {double(y0), double(x0)};
        l.columnStep = {dy, 0};
        l.rowStep = {0, dx};
    }
    return l;
}

std::pair<int, int> VassalHexGrid::pictureNumbers(int nx, int ny, int width, int height) const
{
    const auto [column, row] = numbers(nx, ny, width, height);
    return sideways ? std::pair{row, column} : std::pair{column, row};
}

std::pair<int, int> VassalHexGrid::numbers(int nx, int ny, int width, int height) const
{
    const VassalNumbering n = numbering.value_or(VassalNumbering{});
    // VASSAL's own bounds for a descending numbering: the board's height over the hex width and its
    // width over the hex height, whichever way the grid lies.
    const int maxRows = int(std::floor(height / dx + 0.5));
    const int maxColumns = int(std::floor(width / dy + 0.5));
    int column = nx;
    if (n.vDescend && sideways)
        column = maxRows - column;
    if (n.hDescend && !sideways)
        column = maxColumns - column;
    int row = ny;
    if (n.vDescend && !sideways)
        row = maxRows - row;
    if (n.hDescend && sideways)
        row = maxColumns - row;
    if (n.stagger && (nx & 1)) {
        const bool descending = sideways ? n.hDescend : n.vDescend;
        row += descending ? -1 : 1;
    }
    return {column + n.hOff, row + n.vOff};
}

std::string vassalNumberName(int value, char type, int leading)
{
    std::string out = value < 0 ? "-" : "";
    value = std::abs(value);
    if (type == 'A')
        return out + std::string(std::size_t(value / 26 + 1), char('A' + value % 26));
    const std::string digits = std::to_string(value);
    if (int(digits.size()) < leading + 1)
        out += std::string(std::size_t(leading + 1) - digits.size(), '0');
    return out + digits;
}

std::string VassalHexGrid::gridLocation(int nx, int ny, int width, int height) const
{
    const VassalNumbering n = numbering.value_or(VassalNumbering{});
    const auto [column, row] = numbers(nx, ny, width, height);
    const std::string c = vassalNumberName(column, n.hType, n.hLeading);
    const std::string r = vassalNumberName(row, n.vType, n.vLeading);
    return n.first == 'H' ? c + n.sep + r : r + n.sep + c;
}

std::string formatLocation(const std::string &format,
                           const std::vector<std::pair<std::string, std::string>> &properties)
{
    std::string out;
    std::size_t at = 0;
    while (at < format.size()) {
        const std::size_t open = format.find('$', at);
        if (open == std::string::npos) {
            out += format.substr(at);
            break;
        }
        const std::size_t close = format.find('$', open + 1);
        if (close == std::string::npos) {
            out += format.substr(at);
            break;
        }
        out += format.substr(at, open - at);
        const std::string key = format.substr(open + 1, close - open - 1);
        bool found = false;
        for (const auto &[k, v] : properties)
            if (k == key) {
                out += v;
                found = true;
            }
        if (!found)
            out += format.substr(open, close - open + 1);
        at = close + 1;
    }
    return out;
}

std::string VassalHexGrid::locationName(int nx, int ny, int width, int height) const
{
    const VassalNumbering n = numbering.value_or(VassalNumbering{});
    const auto [column, row] = numbers(nx, ny, width, height);
    return formatLocation(n.locationFormat,
                          {{"gridLocation", gridLocation(nx, ny, width, height)},
                           {"row", vassalNumberName(row, n.vType, n.vLeading)},
                           {"column", vassalNumberName(column, n.hType, n.hLeading)}});
}

namespace {

// A part of a location read back as VASSAL reads it: letters count 26 for each letter before the
// last, then the last's place in the alphabet; digits are the number.
std::optional<int> partValue(const std::string &text, char type)
{
    std::size_t i = 0;
    const bool negative = !text.empty() && text[0] == '-';
    if (negative)
        i = 1;
    if (i >= text.size() || text.size() > 9)
        return std::nullopt;
    int value = 0;
    if (type == 'A') {
        for (; i < text.size(); ++i) {
            if (text[i] < 'A' || text[i] > 'Z')
                return std::nullopt;
            value += i + 1 < text.size() ? 26 : text[i] - 'A';
        }
    } else {
        for (; i < text.size(); ++i) {
            if (text[i] < '0' || text[i] > '9')
                return std::nullopt;
            value = value * 10 + (text[i] - '0');
        }
    }
    return negative ? -value : value;
}

std::string regexQuoted(const std::string &text)
{
    static const std::string special = R"(\^$.|?*+()[]{})";
    std::string out;
    for (char c : text) {
        if (special.find(c) != std::string::npos)
            out += '\\';
        out += c;
    }
    return out;
}

} // namespace

std::optional<PicturePoint> VassalHexGrid::locationPoint(const std::string &location, int width,
                                                         int height) const
{
    if (!numbering)
        return std::nullopt;
    const VassalNumbering &n = *numbering;
    auto part = [](char type, int leading) {
        return type == 'A' ? std::string("(-?(?:A+|B+|C+|D+|E+|F+|G+|H+|I+|J+|K+|L+|M+|N+|O+|P+|Q+|"
                                         "R+|S+|T+|U+|V+|W+|X+|Y+|Z+))")
                           : "(-?[0-9]{" + std::to_string(leading + 1) + ",})";
    };
    // The location format as a pattern: its text as it is, each property a group.
    std::string pattern;
    std::vector<char> groups; // 'C' column, 'R' row, in order
    std::size_t at = 0;
    const std::string &format = n.locationFormat;
    while (at < format.size()) {
        const std::size_t open = format.find('$', at);
        const std::size_t close = open == std::string::npos ? open : format.find('$', open + 1);
        if (open == std::string::npos || close == std::string::npos) {
            pattern += regexQuoted(format.substr(at));
            break;
        }
        pattern += regexQuoted(format.substr(at, open - at));
        const std::string key = format.substr(open + 1, close - open - 1);
        if (key == "gridLocation") {
            const bool columnFirst = n.first == 'H';
            pattern += columnFirst ? part(n.hType, n.hLeading) : part(n.vType, n.vLeading);
            pattern += regexQuoted(n.sep);
            pattern += columnFirst ? part(n.vType, n.vLeading) : part(n.hType, n.hLeading);
            groups.push_back(columnFirst ? 'C' : 'R');
            groups.push_back(columnFirst ? 'R' : 'C');
        } else if (key == "row") {
            pattern += part(n.vType, n.vLeading);
            groups.push_back('R');
        } else if (key == "column") {
            pattern += part(n.hType, n.hLeading);
            groups.push_back('C');
        } else {
            pattern += regexQuoted(format.substr(open, close - open + 1));
        }
        at = close + 1;
    }
    std::smatch m;
    if (location.size() > 200 || !std::regex_match(location, m, std::regex(pattern)))
        return std::nullopt;
    std::optional<int> column, row;
    for (std::size_t g = 0; g < groups.size(); ++g)
        (groups[g] == 'C' ? column : row) =
            partValue(m[g + 1].str(), groups[g] == 'C' ? n.hType : n.vType);
    if (!column || !row)
        return std::nullopt;
    // VASSAL's getCenterPoint: the numbers back to a raw hex, the stagger undone by the column's
    // number (before a descending count reverses it), then the hex's centre.
    int col = *column - n.hOff, r = *row - n.vOff;
    const int maxRows = int(std::floor(height / dx + 0.5));
    const int maxColumns = int(std::floor(width / dy + 0.5));
    if (n.stagger && (col % 2 != 0))
        r += (sideways ? n.hDescend : n.vDescend) ? 1 : -1;
    if (sideways) {
        if (n.vDescend)
            col = maxRows - col;
        if (n.hDescend)
            r = maxColumns - r;
    } else {
        if (n.hDescend)
            col = maxColumns - col;
        if (n.vDescend)
            r = maxRows - r;
    }
    return centre(col, r);
}

HexNumbering VassalHexGrid::umpireNumbering() const
{
    const VassalNumbering n = numbering.value_or(VassalNumbering{});
    HexNumbering out;
    // VASSAL's column is its grid's column; turned sideways, that is a row of the picture's.
    const char columnType = sideways ? n.vType : n.hType, rowType = sideways ? n.hType : n.vType;
    const int columnLeading = sideways ? n.vLeading : n.hLeading;
    const int rowLeading = sideways ? n.hLeading : n.vLeading;
    out.columns = columnType == 'A' ? HexNumbering::Kind::Letters : HexNumbering::Kind::Digits;
    out.rows = rowType == 'A' ? HexNumbering::Kind::Letters : HexNumbering::Kind::Digits;
    out.columnDigits = out.columns == HexNumbering::Kind::Letters ? 2 : columnLeading + 1;
    out.rowDigits = out.rows == HexNumbering::Kind::Letters ? 2 : rowLeading + 1;
    out.rowFirst = (n.first != 'H') != sideways;
    out.separator = n.sep;
    return out;
}

} // namespace umpire::vassal
