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

HexGrid::HexGrid(HexGridLayout layout) : m_layout(layout)
{
    m_first = fromOffset(layout.firstColumn, layout.firstRow);
    const HexPointMm raw = axialToMm(m_first.q, m_first.r);
    m_originMm = {layout.firstCentreMm.x - raw.x, layout.firstCentreMm.y - raw.y};
    m_columnDigits = std::max(2, hexDigitsOf(layout.firstColumn + std::max(0, layout.columns - 1)));
    m_rowDigits = std::max(2, hexDigitsOf(layout.firstRow + std::max(0, layout.rows - 1)));
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
    return pad(column, m_columnDigits) + pad(row, m_rowDigits);
}

Result<Hex> HexGrid::parseId(std::string_view text) const
{
    const std::string shown(text);
    const std::size_t width = std::size_t(m_columnDigits + m_rowDigits);
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

HexPointMm HexGrid::axialToMm(double q, double r) const
{
    const double f = m_layout.flatToFlatMm;
    const double h = f * std::sqrt(3.0) / 2.0;
    if (m_layout.orientation == HexOrientation::FlatTop)
        return {h * q, f * (r + q / 2.0)};
    return {f * (q + r / 2.0), h * r};
}

HexPointMm HexGrid::centreMm(Hex hex) const
{
    const HexPointMm raw = axialToMm(hex.q, hex.r);
    return {raw.x + m_originMm.x, raw.y + m_originMm.y};
}

Hex HexGrid::hexAtMm(HexPointMm point) const
{
    const double f = m_layout.flatToFlatMm;
    const double h = f * std::sqrt(3.0) / 2.0;
    const double x = point.x - m_originMm.x, y = point.y - m_originMm.y;
    if (m_layout.orientation == HexOrientation::FlatTop) {
        const double q = x / h;
        return hexCubeRound(q, y / f - q / 2.0);
    }
    const double r = y / h;
    return hexCubeRound(x / f - r / 2.0, r);
}

std::array<HexPointMm, 6> HexGrid::cornersMm(Hex hex) const
{
    const HexPointMm c = centreMm(hex);
    const double radius = m_layout.flatToFlatMm / std::sqrt(3.0);
    const double start = m_layout.orientation == HexOrientation::FlatTop ? 0.0 : 30.0;
    std::array<HexPointMm, 6> out;
    for (std::size_t i = 0; i < 6; ++i) {
        const double angle = (start + 60.0 * double(i)) * 3.14159265358979323846 / 180.0;
        out[i] = {c.x + radius * std::cos(angle), c.y + radius * std::sin(angle)};
    }
    return out;
}

} // namespace umpire
