#include "hexgrid.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace umpire {

namespace {

// Axial directions, counter-clockwise from "+q" (flat-top: south-east; pointy-top: east).
constexpr std::array<Hex, 6> kHexDirections = {Hex{1, 0},  Hex{1, -1}, Hex{0, -1},
                                               Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}};

int hexFloorDiv(int a, int b)
{
    int q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

int hexDigitsOf(int n)
{
    return int(std::to_string(std::abs(n)).size());
}

Hex hexCubeRound(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return Hex{int(rq), int(rr)};
}

// An exact fraction n/d, d > 0, for the parameter t along a hex line.
struct LineFrac
{
    std::int64_t n = 0;
    std::int64_t d = 1;
};
LineFrac lineFrac(std::int64_t n, std::int64_t d)
{
    if (d < 0)
        return {-n, -d};
    return {n, d};
}
int compareFrac(LineFrac a, LineFrac b)
{
    const std::int64_t l = a.n * b.d, r = b.n * a.d;
    return l < r ? -1 : (l > r ? 1 : 0);
}
bool operator<(LineFrac a, LineFrac b)
{
    return compareFrac(a, b) < 0;
}

// How the segment from a's centre to b's centre meets the hexagon of c: the closed range of the
// parameter t in [0, 1] where it lies in the hexagon, and whether it runs along one of its sides.
struct LineContact
{
    Hex hex;
    bool any = false;
    LineFrac lo, hi;
    bool interior = false; // a stretch of positive length inside the open hexagon
    bool alongSide = false;
    bool holds(LineFrac t) const { return any && !(t < lo) && !(hi < t); }
};

// A point p (cube coordinates) is in the hexagon of c when |dq-dr|, |dr-ds|, |ds-dq| <= 1 with
// d = p - c: the Voronoi cell of the triangular lattice, so every test below is on integers.
LineContact lineContactOf(Hex a, Hex b, Hex c)
{
    LineContact out;
    out.hex = c;
    const int aq = a.q - c.q, ar = a.r - c.r, as = a.s() - c.s();
    const int dq = b.q - a.q, dr = b.r - a.r, ds = b.s() - a.s();
    const std::array<std::pair<int, int>, 3> constraints = {
        std::pair{aq - ar, dq - dr}, std::pair{ar - as, dr - ds}, std::pair{as - aq, ds - dq}};
    LineFrac lo{0, 1}, hi{1, 1};
    bool degenerateSide = false;
    for (auto [g, h] : constraints) {
        if (h == 0) {
            if (std::abs(g) > 1)
                return out;
            if (std::abs(g) == 1)
                degenerateSide = true;
            continue;
        }
        // -1 <= g + t h <= 1
        LineFrac first = lineFrac(-1 - g, h), second = lineFrac(1 - g, h);
        if (h < 0)
            std::swap(first, second);
        if (lo < first)
            lo = first;
        if (second < hi)
            hi = second;
    }
    if (hi < lo)
        return out;
    out.any = true;
    out.lo = lo;
    out.hi = hi;
    const bool stretch = lo < hi;
    out.interior = stretch && !degenerateSide;
    out.alongSide = stretch && degenerateSide;
    return out;
}

} // namespace

std::vector<Hex> HexLine::interiorHexes() const
{
    std::vector<Hex> out;
    for (const Part &part : parts)
        if (part.kind == Kind::Interior)
            out.push_back(part.hexes.front());
    return out;
}

HexGrid::HexGrid(HexGridLayout layout) : m_layout(std::move(layout))
{
    m_first = fromOffset(m_layout.firstColumn, m_layout.firstRow);
    const HexPointMm raw = axialToMm(m_first.q, m_first.r);
    m_originMm = {m_layout.firstCentreMm.x - raw.x, m_layout.firstCentreMm.y - raw.y};
    m_columnDigits =
        std::max(2, hexDigitsOf(m_layout.firstColumn + std::max(0, m_layout.columns - 1)));
    m_rowDigits = std::max(2, hexDigitsOf(m_layout.firstRow + std::max(0, m_layout.rows - 1)));
    if (!m_layout.numbering)
        return;
    // A numbering's ids are looked up, not computed back: with letters, a separator or ids of
    // several lengths, only the printed text itself says which hex it is.
    auto ids = std::make_shared<std::vector<std::pair<std::string, int>>>();
    ids->reserve(std::size_t(std::max(0, hexCount())));
    for (int c = 0; c < m_layout.columns; ++c)
        for (int r = 0; r < m_layout.rows; ++r)
            ids->emplace_back(numberedId(m_layout.firstColumn + c, m_layout.firstRow + r),
                              c * m_layout.rows + r);
    std::sort(ids->begin(), ids->end());
    for (std::size_t i = 1; i < ids->size(); ++i)
        if ((*ids)[i].first == (*ids)[i - 1].first) {
            auto hexOf = [&](int index) {
                return fromOffset(m_layout.firstColumn + index / m_layout.rows,
                                  m_layout.firstRow + index % m_layout.rows);
            };
            m_sameIds = std::pair{hexOf((*ids)[i - 1].second), hexOf((*ids)[i].second)};
            break;
        }
    m_ids = std::move(ids);
}

std::string hexNumberText(int number, HexNumbering::Kind kind, int digits)
{
    if (number < 0)
        return "-" + hexNumberText(-number, kind, digits);
    if (kind == HexNumbering::Kind::Letters)
        return std::string(std::size_t(number / 26 + 1), char('A' + number % 26));
    std::string text = std::to_string(number);
    if (int(text.size()) < digits)
        text.insert(0, std::size_t(digits) - text.size(), '0');
    return text;
}

std::optional<int> hexNumberValue(std::string_view text, HexNumbering::Kind kind)
{
    if (text.empty() || text.size() > 9)
        return std::nullopt;
    if (kind == HexNumbering::Kind::Letters) {
        const char letter = text.front();
        if (letter < 'A' || letter > 'Z' ||
            !std::all_of(text.begin(), text.end(), [&](char c) { return c == letter; }))
            return std::nullopt;
        return int(text.size() - 1) * 26 + (letter - 'A');
    }
    if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    return std::stoi(std::string(text));
}

std::string HexGrid::numberedId(int column, int row) const
{
    const HexNumbering &n = *m_layout.numbering;
    const std::string c = hexNumberText(column, n.columns, n.columnDigits);
    const std::string r = hexNumberText(row, n.rows, n.rowDigits);
    return n.rowFirst ? r + n.separator + c : c + n.separator + r;
}

// Offset numbers to axial: the shifted columns (rows) sit half a hex further along, so every
// second one loses one more step of r (q).
Hex HexGrid::fromOffset(int column, int row) const
{
    if (m_layout.orientation == HexOrientation::FlatTop) {
        const int shift =
            m_layout.evenShifted ? hexFloorDiv(column + 1, 2) : hexFloorDiv(column, 2);
        return Hex{column, row - shift};
    }
    const int shift = m_layout.evenShifted ? hexFloorDiv(row + 1, 2) : hexFloorDiv(row, 2);
    return Hex{column - shift, row};
}

std::pair<int, int> HexGrid::toOffset(Hex hex) const
{
    if (m_layout.orientation == HexOrientation::FlatTop) {
        const int column = hex.q;
        const int shift =
            m_layout.evenShifted ? hexFloorDiv(column + 1, 2) : hexFloorDiv(column, 2);
        return {column, hex.r + shift};
    }
    const int row = hex.r;
    const int shift = m_layout.evenShifted ? hexFloorDiv(row + 1, 2) : hexFloorDiv(row, 2);
    return {hex.q + shift, row};
}

std::string HexGrid::id(Hex hex) const
{
    auto pad = [](int n, int width) {
        std::string digits = std::to_string(std::abs(n));
        if (int(digits.size()) < width)
            digits.insert(0, std::size_t(width) - digits.size(), '0');
        return n < 0 ? "-" + digits : digits;
    };
    const auto [column, row] = toOffset(hex);
    if (m_layout.numbering)
        return numberedId(column, row);
    return pad(column, m_columnDigits) + pad(row, m_rowDigits);
}

Result<Hex> HexGrid::parseId(std::string_view text) const
{
    const std::string shown(text);
    const std::size_t width = std::size_t(m_columnDigits + m_rowDigits);
    if (m_ids) {
        if (text.empty())
            return badInput(
                msg("a hex id is empty: this map writes its ids like %1", {id(m_first)}));
        const auto it = std::lower_bound(
            m_ids->begin(), m_ids->end(), shown,
            [](const auto &entry, const std::string &key) { return entry.first < key; });
        if (it == m_ids->end() || it->first != shown)
            return badInput(msg("hex id '%1' is not a hex of this map: its ids run from %2 to %3",
                                {shown, id(m_first),
                                 id(fromOffset(m_layout.firstColumn + m_layout.columns - 1,
                                               m_layout.firstRow + m_layout.rows - 1))}));
        return fromOffset(m_layout.firstColumn + it->second / m_layout.rows,
                          m_layout.firstRow + it->second % m_layout.rows);
    }
    if (text.empty())
        return badInput(msg("a hex id is empty: it is written CCRR, column then row"));
    if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
        text.size() != width)
        return badInput(msg("hex id '%1' is malformed: this map writes %2 digits, column then row "
                            "(e.g. %3)",
                            {shown, std::to_string(width), id(m_first)}));
    const int column = std::stoi(shown.substr(0, std::size_t(m_columnDigits)));
    const int row = std::stoi(shown.substr(std::size_t(m_columnDigits)));
    const Hex hex = fromOffset(column, row);
    if (!contains(hex))
        return badInput(msg("hex id '%1' is off the map: columns %2 to %3, rows %4 to %5",
                            {shown, std::to_string(m_layout.firstColumn),
                             std::to_string(m_layout.firstColumn + m_layout.columns - 1),
                             std::to_string(m_layout.firstRow),
                             std::to_string(m_layout.firstRow + m_layout.rows - 1)}));
    return hex;
}

bool HexGrid::contains(Hex hex) const
{
    const auto [column, row] = toOffset(hex);
    return column >= m_layout.firstColumn && column < m_layout.firstColumn + m_layout.columns &&
           row >= m_layout.firstRow && row < m_layout.firstRow + m_layout.rows;
}

std::vector<Hex> HexGrid::allHexes() const
{
    std::vector<Hex> out;
    out.reserve(std::size_t(std::max(0, hexCount())));
    for (int c = 0; c < m_layout.columns; ++c)
        for (int r = 0; r < m_layout.rows; ++r)
            out.push_back(fromOffset(m_layout.firstColumn + c, m_layout.firstRow + r));
    return out;
}

int HexGrid::index(Hex hex) const
{
    const auto [column, row] = toOffset(hex);
    const int c = column - m_layout.firstColumn, r = row - m_layout.firstRow;
    if (c < 0 || c >= m_layout.columns || r < 0 || r >= m_layout.rows)
        return -1;
    return c * m_layout.rows + r;
}

std::array<Hex, 6> HexGrid::neighbours(Hex hex)
{
    std::array<Hex, 6> out;
    for (std::size_t i = 0; i < 6; ++i)
        out[i] = Hex{hex.q + kHexDirections[i].q, hex.r + kHexDirections[i].r};
    return out;
}

Hex HexGrid::direction(int d)
{
    return kHexDirections[std::size_t(((d % 6) + 6) % 6)];
}

int HexGrid::directionTo(Hex a, Hex b)
{
    for (int i = 0; i < 6; ++i)
        if (b.q - a.q == kHexDirections[std::size_t(i)].q &&
            b.r - a.r == kHexDirections[std::size_t(i)].r)
            return i;
    return -1;
}

int HexGrid::distance(Hex a, Hex b)
{
    return (std::abs(a.q - b.q) + std::abs(a.r - b.r) + std::abs(a.s() - b.s())) / 2;
}

std::vector<Hex> HexGrid::ring(Hex centre, int radius)
{
    if (radius <= 0)
        return radius == 0 ? std::vector<Hex>{centre} : std::vector<Hex>{};
    std::vector<Hex> out;
    out.reserve(std::size_t(6 * radius));
    Hex hex{centre.q + kHexDirections[4].q * radius, centre.r + kHexDirections[4].r * radius};
    for (int side = 0; side < 6; ++side)
        for (int step = 0; step < radius; ++step) {
            out.push_back(hex);
            hex = Hex{hex.q + kHexDirections[std::size_t(side)].q,
                      hex.r + kHexDirections[std::size_t(side)].r};
        }
    return out;
}

std::vector<Hex> HexGrid::range(Hex centre, int radius)
{
    std::vector<Hex> out;
    for (int dq = -radius; dq <= radius; ++dq)
        for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr)
            out.push_back(Hex{centre.q + dq, centre.r + dr});
    return out;
}

HexLineWalker::HexLineWalker(Hex a, Hex b) : m_a(a), m_b(b)
{
    const LineContact first = lineContactOf(a, b, a);
    enter(a, first.hi.n, first.hi.d);
}

void HexLineWalker::push(HexLine::Kind kind, std::array<Hex, 3> hexes, int count)
{
    Part &part = m_pending[std::size_t(m_count++)];
    part.kind = kind;
    part.count = count;
    std::sort(hexes.begin(), hexes.begin() + count);
    part.hexes = hexes;
}

// Into the interior of `hex`: its part, and where the line leaves it (hi of its contact).
void HexLineWalker::enter(Hex hex, std::int64_t leavesN, std::int64_t leavesD)
{
    push(HexLine::Kind::Interior, {hex}, 1);
    m_current = hex;
    m_leavesN = leavesN;
    m_leavesD = leavesD;
    m_ended = hex == m_b;
}

bool HexLineWalker::next(Part &part)
{
    if (m_next == m_count) {
        if (m_ended)
            return false;
        m_count = m_next = 0;
        m_ended = true; // unless advance enters a hex
        advance();
        if (m_count == 0)
            return false;
    }
    part = m_pending[std::size_t(m_next++)];
    return true;
}

// NLB 8.3: which hexes, hexsides and vertices the line touches after the interior hex it is in,
// exactly. Where it leaves that hex, one hex beyond holds the point (the line goes into it), or two
// (the point is a vertex: the line goes into one of them, or along the hexside between them to the
// far vertex and into the third hex there). The line ends at b's centre, inside b, so it always
// goes on into a hex.
void HexLineWalker::advance()
{
    const Hex c = m_current;
    const LineFrac exit{m_leavesN, m_leavesD};
    std::array<Hex, 2> beyond;
    std::array<LineContact, 2> contacts;
    int found = 0;
    for (Hex n : HexGrid::neighbours(c)) {
        const LineContact k = lineContactOf(m_a, m_b, n);
        if (k.holds(exit)) {
            if (found == 2)
                return; // cannot be: a point of a hex's edge is in at most two other hexes
            beyond[std::size_t(found)] = n;
            contacts[std::size_t(found)] = k;
            ++found;
        }
    }
    if (found == 1 && contacts[0].interior) {
        enter(beyond[0], contacts[0].hi.n, contacts[0].hi.d);
        return;
    }
    if (found != 2)
        return;
    push(HexLine::Kind::Vertex, {c, beyond[0], beyond[1]}, 3);
    if (contacts[0].alongSide && contacts[1].alongSide &&
        compareFrac(contacts[0].hi, contacts[1].hi) == 0) {
        push(HexLine::Kind::Hexside, {beyond[0], beyond[1]}, 2);
        const LineFrac far = contacts[0].hi;
        for (Hex m : HexGrid::neighbours(beyond[0])) {
            if (m == c || !HexGrid::adjacent(m, beyond[1]))
                continue;
            const LineContact k = lineContactOf(m_a, m_b, m);
            if (k.holds(far) && k.interior) {
                push(HexLine::Kind::Vertex, {beyond[0], beyond[1], m}, 3);
                enter(m, k.hi.n, k.hi.d);
                return;
            }
        }
        return;
    }
    if (contacts[0].interior != contacts[1].interior) {
        const std::size_t i = contacts[0].interior ? 0 : 1;
        enter(beyond[i], contacts[i].hi.n, contacts[i].hi.d);
    }
}

HexLine HexGrid::line(Hex a, Hex b)
{
    HexLine out;
    HexLineWalker walker(a, b);
    HexLineWalker::Part part;
    while (walker.next(part))
        out.parts.push_back(
            {part.kind, std::vector<Hex>(part.hexes.begin(), part.hexes.begin() + part.count)});
    return out;
}

double HexGrid::columnStepMm() const
{
    if (m_layout.columnStepMm > 0)
        return m_layout.columnStepMm;
    const double f = m_layout.flatToFlatMm;
    return m_layout.orientation == HexOrientation::FlatTop ? f * std::sqrt(3.0) / 2.0 : f;
}

double HexGrid::rowStepMm() const
{
    if (m_layout.rowStepMm > 0)
        return m_layout.rowStepMm;
    const double f = m_layout.flatToFlatMm;
    return m_layout.orientation == HexOrientation::FlatTop ? f : f * std::sqrt(3.0) / 2.0;
}

// Axial to mm: the columns (flat-top) or rows (pointy-top) a step apart, each hex of one half a
// step further along than its neighbour in the one before; numbers that grow leftwards or upwards
// mirror the axis.
HexPointMm HexGrid::axialToMm(double q, double r) const
{
    const double cs = columnStepMm(), rs = rowStepMm();
    const double sx = m_layout.columnsLeftward ? -1.0 : 1.0;
    const double sy = m_layout.rowsUpward ? -1.0 : 1.0;
    if (m_layout.orientation == HexOrientation::FlatTop)
        return {sx * (cs * q), sy * (rs * (r + q / 2.0))};
    return {sx * (cs * (q + r / 2.0)), sy * (rs * r)};
}

HexPointMm HexGrid::centreMm(Hex hex) const
{
    const HexPointMm raw = axialToMm(hex.q, hex.r);
    return {raw.x + m_originMm.x, raw.y + m_originMm.y};
}

Hex HexGrid::hexAtMm(HexPointMm point) const
{
    const double cs = columnStepMm(), rs = rowStepMm();
    const double sx = m_layout.columnsLeftward ? -1.0 : 1.0;
    const double sy = m_layout.rowsUpward ? -1.0 : 1.0;
    const double x = sx * (point.x - m_originMm.x), y = sy * (point.y - m_originMm.y);
    if (m_layout.orientation == HexOrientation::FlatTop) {
        const double q = x / cs;
        return hexCubeRound(q, y / rs - q / 2.0);
    }
    const double r = y / rs;
    return hexCubeRound(x / cs - r / 2.0, r);
}

// The regular hexagon's corners, stretched along each axis by the grid's steps: an irregular grid
// is an affine image of a regular one, and its hexes are the images of the regular hexes.
std::array<HexPointMm, 6> HexGrid::cornersMm(Hex hex) const
{
    const HexPointMm c = centreMm(hex);
    const bool flat = m_layout.orientation == HexOrientation::FlatTop;
    double rx = m_layout.flatToFlatMm / std::sqrt(3.0), ry = rx;
    if (m_layout.columnStepMm > 0 || m_layout.rowStepMm > 0) {
        rx = flat ? columnStepMm() * 2.0 / 3.0 : columnStepMm() / std::sqrt(3.0);
        ry = flat ? rowStepMm() / std::sqrt(3.0) : rowStepMm() * 2.0 / 3.0;
    }
    const double start = flat ? 0.0 : 30.0;
    std::array<HexPointMm, 6> out;
    for (std::size_t i = 0; i < 6; ++i) {
        const double angle = (start + 60.0 * double(i)) * 3.14159265358979323846 / 180.0;
        out[i] = {c.x + rx * std::cos(angle), c.y + ry * std::sin(angle)};
    }
    return out;
}

} // namespace umpire
