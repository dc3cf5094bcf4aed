#include "picturegrid.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <sstream>

namespace umpire {

namespace {

int floorDiv2(int n)
{
    return n >= 0 ? n / 2 : -((-n + 1) / 2);
}

PicturePoint operator+(PicturePoint a, PicturePoint b)
{
    return {a.x + b.x, a.y + b.y};
}
PicturePoint operator-(PicturePoint a, PicturePoint b)
{
    return {a.x - b.x, a.y - b.y};
}
PicturePoint operator*(double s, PicturePoint a)
{
    return {s * a.x, s * a.y};
}
double length(PicturePoint a)
{
    return std::hypot(a.x, a.y);
}
double dot(PicturePoint a, PicturePoint b)
{
    return a.x * b.x + a.y * b.y;
}
double cross(PicturePoint a, PicturePoint b)
{
    return a.x * b.y - a.y * b.x;
}

// A point as lattice coordinates: p = origin + a * columnStep + b * rowStep.
std::pair<double, double> latticeCoordinates(const PictureLattice &l, PicturePoint p)
{
    const PicturePoint d = p - l.origin;
    const double det = cross(l.columnStep, l.rowStep);
    return {cross(d, l.rowStep) / det, cross(l.columnStep, d) / det};
}

// A raw hex (i, j) as twice its lattice coordinates, which are whole or half numbers.
std::pair<int, int> doubledCoordinates(HexOrientation o, int i, int j)
{
    if (o == HexOrientation::FlatTop)
        return {2 * i, 2 * j + (i & 1)};
    return {2 * i + (j & 1), 2 * j};
}

// An Umpire axial hex as twice its position along the grid's two axes, before any mirroring: the
// same measure as doubledCoordinates (flat-top: q and r + q/2; pointy-top: q + r/2 and r).
std::pair<int, int> doubledAxial(HexOrientation o, Hex h)
{
    if (o == HexOrientation::FlatTop)
        return {2 * h.q, 2 * h.r + h.q};
    return {2 * h.q + h.r, 2 * h.r};
}

// One way to read a typed id: the column's and the row's text, the separator.
struct IdReading
{
    std::string column, row, separator;
    HexNumbering::Kind columnKind = HexNumbering::Kind::Digits;
    HexNumbering::Kind rowKind = HexNumbering::Kind::Digits;
    bool rowFirst = false;
};

enum class CharClass { Digit, Letter, Other };
CharClass classOf(char c)
{
    if (c >= '0' && c <= '9')
        return CharClass::Digit;
    if (c >= 'A' && c <= 'Z')
        return CharClass::Letter;
    return CharClass::Other;
}

// Every way the id may be two parts: around a separator, where letters meet digits (or one letter
// meets another), or, for digits alone, at each place.
std::vector<IdReading> readingsOf(std::string id)
{
    for (char &c : id)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    struct Run
    {
        CharClass kind;
        std::string text;
    };
    std::vector<Run> runs;
    for (char c : id) {
        const CharClass k = classOf(c);
        const bool sameLetter = k == CharClass::Letter && !runs.empty() && runs.back().kind == k &&
                                runs.back().text.back() == c;
        if (!runs.empty() && runs.back().kind == k && (k != CharClass::Letter || sameLetter))
            runs.back().text += c;
        else
            runs.push_back({k, std::string(1, c)});
    }
    auto kindOf = [](CharClass k) {
        return k == CharClass::Letter ? HexNumbering::Kind::Letters : HexNumbering::Kind::Digits;
    };
    std::vector<std::pair<Run, Run>> parts;
    std::vector<std::string> separators;
    if (runs.size() == 3 && runs[1].kind == CharClass::Other && runs[0].kind != CharClass::Other &&
        runs[2].kind != CharClass::Other) {
        parts.push_back({runs[0], runs[2]});
        separators.push_back(runs[1].text);
    } else if (runs.size() == 2 && runs[0].kind != CharClass::Other &&
               runs[1].kind != CharClass::Other) {
        parts.push_back({runs[0], runs[1]});
        separators.push_back("");
    } else if (runs.size() == 1 && runs[0].kind == CharClass::Digit) {
        for (std::size_t k = 1; k < runs[0].text.size(); ++k) {
            parts.push_back({{CharClass::Digit, runs[0].text.substr(0, k)},
                             {CharClass::Digit, runs[0].text.substr(k)}});
            separators.push_back("");
        }
    }
    std::vector<IdReading> out;
    for (std::size_t p = 0; p < parts.size(); ++p)
        for (bool rowFirst : {false, true}) {
            const Run &c = rowFirst ? parts[p].second : parts[p].first;
            const Run &r = rowFirst ? parts[p].first : parts[p].second;
            out.push_back(
                {c.text, r.text, separators[p], kindOf(c.kind), kindOf(r.kind), rowFirst});
        }
    return out;
}

// A numbering, and where the typed hexes put the grid's axes against the printed numbers.
struct Candidate
{
    HexNumbering numbering;
    bool evenShifted = true;
    int sx = 1, sy = 1;
    int alpha2 = 0, beta2 = 0; // twice the lattice coordinates of Umpire's axial (0, 0)
    bool splitInHalf = true;   // digits alone, read as two halves (CCRR)
};

HexGridLayout probeLayout(HexOrientation o, bool evenShifted)
{
    HexGridLayout l;
    l.orientation = o;
    l.columns = l.rows = 1;
    l.firstColumn = l.firstRow = 0;
    l.evenShifted = evenShifted;
    return l;
}

std::string describe(const HexNumbering &n)
{
    auto part = [](HexNumbering::Kind k, int digits) {
        return k == HexNumbering::Kind::Letters ? std::string("letters")
                                                : std::to_string(digits) + " digits";
    };
    std::string s = n.rowFirst ? "row (" + part(n.rows, n.rowDigits) + ") then column (" +
                                     part(n.columns, n.columnDigits) + ")"
                               : "column (" + part(n.columns, n.columnDigits) + ") then row (" +
                                     part(n.rows, n.rowDigits) + ")";
    if (!n.separator.empty())
        s += ", separated by \"" + n.separator + "\"";
    return s;
}

// Whether the point is inside the polygon (crossings of a ray to its right).
bool insidePolygon(const std::vector<PicturePoint> &polygon, PicturePoint p)
{
    bool inside = false;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        const PicturePoint a = polygon[i], b = polygon[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
            inside = !inside;
    }
    return inside;
}

} // namespace

PicturePoint PictureLattice::centre(int i, int j) const
{
    const auto [a2, b2] = doubledCoordinates(orientation, i, j);
    return origin + (a2 / 2.0) * columnStep + (b2 / 2.0) * rowStep;
}

std::pair<int, int> PictureLattice::hexAt(PicturePoint point) const
{
    const auto [a, b] = latticeCoordinates(*this, point);
    // In lattice coordinates the hexes are regular ones of the axial system (an affine image of the
    // picture's): round there.
    double q, r;
    if (orientation == HexOrientation::FlatTop) {
        q = a;
        r = b - a / 2.0;
    } else {
        r = b;
        q = a - b / 2.0;
    }
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    const int iq = int(rq), ir = int(rr);
    if (orientation == HexOrientation::FlatTop)
        return {iq, ir + floorDiv2(iq)};
    return {iq + floorDiv2(ir), ir};
}

double PictureLattice::flatToFlatPx() const
{
    return length(orientation == HexOrientation::FlatTop ? rowStep : columnStep);
}

Result<PictureLattice> latticeFromCentres(PicturePoint a, PicturePoint b, PicturePoint c)
{
    const PicturePoint along = b - a, beside = c - a;
    if (length(along) < 4 || length(beside) < 4)
        return badInput(msg("the three centres are too close together: click the centres of a "
                            "hex and two of its neighbours"));
    PictureLattice l;
    l.origin = a;
    const bool flat = std::abs(along.y) > std::abs(along.x);
    l.orientation = flat ? HexOrientation::FlatTop : HexOrientation::PointyTop;
    // The step along the column (row), pointing down (right).
    PicturePoint step = along;
    if ((flat && step.y < 0) || (!flat && step.x < 0))
        step = -1.0 * step;
    // c is a neighbour in the next column (row): half a step along, one step across. Of the two
    // readings, the step across is the one nearer square to the step along.
    PicturePoint best{};
    double bestCos = 2;
    for (double half : {0.5, -0.5}) {
        PicturePoint across = beside - half * step;
        if ((flat && across.x < 0) || (!flat && across.y < 0))
            across = -1.0 * across;
        const double cosine = std::abs(dot(across, step)) / (length(across) * length(step));
        if (cosine < bestCos) {
            bestCos = cosine;
            best = across;
        }
    }
    const double ratio = length(best) / length(step);
    // A regular grid's step across is sqrt(3)/2 of its step along.
    if (bestCos > 0.35 || ratio < 0.5 || ratio > 1.4)
        return badInput(msg("the three centres do not make a hex grid: the second must be the "
                            "hex next to the first along its column (or row), the third a hex "
                            "next to the first in the next column (or row)"));
    if (flat) {
        l.rowStep = step;
        l.columnStep = best;
    } else {
        l.columnStep = step;
        l.rowStep = best;
    }
    return l;
}

Result<PlacedGrid> placeGridOnPicture(const PictureLattice &lattice, const GridPlacement &placement)
{
    const HexOrientation o = lattice.orientation;
    const bool flat = o == HexOrientation::FlatTop;
    if (!(placement.pixelsPerMm > 0) || placement.widthPx <= 0 || placement.heightPx <= 0)
        return badInput(msg("the picture's size and scale are needed to place the grid on it"));
    if (!(std::abs(cross(lattice.columnStep, lattice.rowStep)) > 1.0))
        return badInput(msg("the grid's steps are not a grid (they lie along one line)"));

    // The hexes whose centres are on the picture.
    const double w = placement.widthPx, h = placement.heightPx;
    double amin = 1e18, amax = -1e18, bmin = 1e18, bmax = -1e18;
    for (PicturePoint corner :
         {PicturePoint{0, 0}, PicturePoint{w, 0}, PicturePoint{0, h}, PicturePoint{w, h}}) {
        const auto [a, b] = latticeCoordinates(lattice, corner);
        amin = std::min(amin, a);
        amax = std::max(amax, a);
        bmin = std::min(bmin, b);
        bmax = std::max(bmax, b);
    }
    if ((amax - amin) * (bmax - bmin) > 4e6)
        return badInput(msg("the grid's hexes are too small for the picture (more than a map "
                            "holds): is the fit right?"));
    struct Raw
    {
        int a2, b2;   // twice the lattice coordinates
        double match; // of its outline
    };
    std::vector<Raw> inside;
    std::map<std::pair<int, int>, double> outlines;
    for (const HexOutline &outline : placement.outlines)
        outlines[{outline.i, outline.j}] = outline.match;
    for (int i = int(std::floor(amin)) - 2; i <= int(std::ceil(amax)) + 2; ++i)
        for (int j = int(std::floor(bmin)) - 2; j <= int(std::ceil(bmax)) + 2; ++j) {
            const PicturePoint p = lattice.centre(i, j);
            const auto outline = outlines.find({i, j});
            if (p.x >= 0 && p.y >= 0 && p.x < w && p.y < h &&
                (outlines.empty() || outline != outlines.end()) &&
                (placement.area.empty() || insidePolygon(placement.area, p))) {
                const auto [a2, b2] = doubledCoordinates(o, i, j);
                inside.push_back({a2, b2, outline == outlines.end() ? 1.0 : outline->second});
            }
        }
    if (inside.size() < 2)
        return badInput(msg("fewer than two hex centres lie on the picture"));

    PlacedGrid out;
    std::vector<Candidate> candidates;
    if (placement.typed.empty()) {
        // 0101 at the top-left: the first column (row) and the first hex in it; which columns
        // (rows) sit further along is what the picture shows of the next one.
        Candidate c;
        c.numbering = HexNumbering{};
        int firstA = std::numeric_limits<int>::max();
        for (const Raw &r : inside)
            firstA = std::min(firstA, flat ? r.a2 : r.b2);
        auto topOf = [&](int across) {
            int best = std::numeric_limits<int>::max();
            for (const Raw &r : inside)
                if ((flat ? r.a2 : r.b2) == across)
                    best = std::min(best, flat ? r.b2 : r.a2);
            return best;
        };
        const int top = topOf(firstA), nextTop = topOf(firstA + 2);
        c.evenShifted = placement.evenShifted.value_or(
            nextTop != std::numeric_limits<int>::max() ? nextTop > top : true);
        const HexGrid probe(probeLayout(o, c.evenShifted));
        const auto [au, bu] = doubledAxial(o, probe.fromOffset(1, 1));
        const int a2 = flat ? firstA : top, b2 = flat ? top : firstA;
        c.alpha2 = a2 - au;
        c.beta2 = b2 - bu;
        candidates.push_back(c);
        out.notes.push_back("numbered CCRR from 0101 at the top-left (type two hexes' printed ids "
                            "to number it as printed)");
    } else {
        if (placement.typed.size() != 2)
            return badInput(msg("type the printed ids of two hexes, not %1",
                                {std::to_string(placement.typed.size())}));
        const TypedHex &t1 = placement.typed[0], &t2 = placement.typed[1];
        const auto [i1, j1] = lattice.hexAt(t1.at);
        const auto [i2, j2] = lattice.hexAt(t2.at);
        if (i1 == i2 && j1 == j2)
            return badInput(
                msg("the two typed hexes %1 and %2 are the same hex of the grid", {t1.id, t2.id}));
        const auto [ra1, rb1] = doubledCoordinates(o, i1, j1);
        const auto [ra2, rb2] = doubledCoordinates(o, i2, j2);
        // The ways to read the two ids: as typed, or the numbers a known numbering gives them.
        struct Reading
        {
            HexNumbering numbering;
            int c1, w1, c2, w2;
            bool splitInHalf = true;
        };
        std::vector<Reading> readings;
        if (placement.numbering && t1.numbers && t2.numbers) {
            readings.push_back({*placement.numbering, t1.numbers->first, t1.numbers->second,
                                t2.numbers->first, t2.numbers->second, true});
        } else {
            const std::vector<IdReading> r1 = readingsOf(t1.id), r2 = readingsOf(t2.id);
            if (r1.empty() || r2.empty())
                return badInput(msg("cannot read \"%1\" as a hex id: a column and a row, each in "
                                    "digits or letters, with or without a separator between",
                                    {r1.empty() ? t1.id : t2.id}));
            for (const IdReading &x : r1)
                for (const IdReading &y : r2) {
                    if (x.rowFirst != y.rowFirst || x.separator != y.separator ||
                        x.columnKind != y.columnKind || x.rowKind != y.rowKind)
                        continue;
                    // Digits alone split in the same place, both ids of one length.
                    const bool digitsAlone = x.separator.empty() &&
                                             x.columnKind == HexNumbering::Kind::Digits &&
                                             x.rowKind == HexNumbering::Kind::Digits;
                    if (digitsAlone &&
                        (x.column.size() != y.column.size() || x.row.size() != y.row.size()))
                        continue;
                    const std::optional<int> c1 = hexNumberValue(x.column, x.columnKind),
                                             c2 = hexNumberValue(y.column, y.columnKind),
                                             w1 = hexNumberValue(x.row, x.rowKind),
                                             w2 = hexNumberValue(y.row, y.rowKind);
                    if (!c1 || !c2 || !w1 || !w2)
                        continue;
                    HexNumbering n;
                    n.columns = x.columnKind;
                    n.rows = x.rowKind;
                    n.columnDigits = int(std::min(x.column.size(), y.column.size()));
                    n.rowDigits = int(std::min(x.row.size(), y.row.size()));
                    n.rowFirst = x.rowFirst;
                    n.separator = x.separator;
                    readings.push_back(
                        {n, *c1, *w1, *c2, *w2, !digitsAlone || x.column.size() == x.row.size()});
                }
        }
        for (const Reading &reading : readings)
            for (bool evenShifted : {true, false})
                for (int sx : {1, -1})
                    for (int sy : {1, -1}) {
                        const HexGrid probe(probeLayout(o, evenShifted));
                        const auto [au1, bu1] =
                            doubledAxial(o, probe.fromOffset(reading.c1, reading.w1));
                        const auto [au2, bu2] =
                            doubledAxial(o, probe.fromOffset(reading.c2, reading.w2));
                        if (sx * (au2 - au1) != ra2 - ra1 || sy * (bu2 - bu1) != rb2 - rb1)
                            continue;
                        Candidate c;
                        c.numbering = reading.numbering;
                        c.evenShifted = evenShifted;
                        c.sx = sx;
                        c.sy = sy;
                        c.alpha2 = ra1 - sx * au1;
                        c.beta2 = rb1 - sy * bu1;
                        c.splitInHalf = reading.splitInHalf;
                        candidates.push_back(c);
                    }
        if (candidates.empty())
            return badInput(msg("the printed ids %1 and %2 do not fit the grid where they were "
                                "typed: check that each is the id of the hex it was typed on",
                                {t1.id, t2.id}));
        // What the two hexes cannot tell apart: the order of the parts (CCRR first, then the
        // column first), where digits alone split (in half first), which columns are shifted (the
        // referee's --shifted), which way the numbers grow.
        auto prefer = [&](auto better) {
            std::vector<Candidate> kept;
            for (const Candidate &c : candidates)
                if (better(c))
                    kept.push_back(c);
            if (!kept.empty())
                candidates = kept;
        };
        prefer([](const Candidate &c) { return c.splitInHalf; });
        prefer([](const Candidate &c) { return !c.numbering.rowFirst; });
        std::set<bool> shifts;
        std::set<std::pair<int, int>> signs;
        for (const Candidate &c : candidates) {
            shifts.insert(c.evenShifted);
            signs.insert({c.sx, c.sy});
        }
        if (signs.size() > 1)
            return badInput(msg("the printed ids %1 and %2 cannot say which way the numbers grow: "
                                "type two hexes in different columns and rows",
                                {t1.id, t2.id}));
        if (shifts.size() > 1) {
            if (!placement.evenShifted)
                return badInput(
                    msg("the hexes %1 and %2 are in columns (rows) of the same parity, so their "
                        "ids cannot say which sit half a hex further along: type a hex in a "
                        "column (row) of the other parity, or say which are shifted (even or odd)",
                        {t1.id, t2.id}));
            prefer([&](const Candidate &c) { return c.evenShifted == *placement.evenShifted; });
        }
        const Candidate &c = candidates.front();
        out.notes.push_back("numbering read from " + t1.id + " and " + t2.id + ": " +
                            describe(c.numbering) + "; column numbers grow " +
                            (c.sx > 0 ? "right" : "left") + ", row numbers " +
                            (c.sy > 0 ? "down" : "up") + "; " + (c.evenShifted ? "even" : "odd") +
                            " " + (flat ? "columns" : "rows") + " half a hex further along");
    }
    const Candidate &c = candidates.front();

    // Every hex on the picture in printed numbers: the rectangle of them is the map's grid.
    const HexGrid probe(probeLayout(o, c.evenShifted));
    struct Printed
    {
        int column, row;
        double match;
    };
    std::vector<Printed> hexes;
    for (const Raw &r : inside) {
        const int au = c.sx * (r.a2 - c.alpha2), bu = c.sy * (r.b2 - c.beta2);
        Hex hex;
        if (flat) {
            hex.q = au / 2;
            hex.r = (bu - hex.q) / 2;
        } else {
            hex.r = bu / 2;
            hex.q = (au - hex.r) / 2;
        }
        const auto [column, row] = probe.toOffset(hex);
        hexes.push_back({column, row, r.match});
    }
    // The printed map's edges: a first or last column (row) whose outlines match less than three
    // quarters as well as a typical one's is beside the map, not on it.
    for (int round = 0; round < 8 && !placement.outlines.empty(); ++round) {
        bool trimmed = false;
        for (bool columns : {true, false}) {
            std::map<int, std::pair<double, int>> lines;
            for (const Printed &p : hexes) {
                auto &line = lines[columns ? p.column : p.row];
                line.first += p.match;
                ++line.second;
            }
            if (lines.size() < 3)
                continue;
            std::vector<double> means;
            for (const auto &[index, line] : lines)
                means.push_back(line.first / line.second);
            std::vector<double> sorted = means;
            std::nth_element(sorted.begin(), sorted.begin() + std::ptrdiff_t(sorted.size() / 2),
                             sorted.end());
            const double typical = sorted[sorted.size() / 2];
            std::set<int> dropped;
            if (means.front() < 0.75 * typical)
                dropped.insert(lines.begin()->first);
            if (means.back() < 0.75 * typical)
                dropped.insert(lines.rbegin()->first);
            if (dropped.empty())
                continue;
            trimmed = true;
            hexes.erase(std::remove_if(hexes.begin(), hexes.end(),
                                       [&](const Printed &p) {
                                           return dropped.count(columns ? p.column : p.row) != 0;
                                       }),
                        hexes.end());
        }
        if (!trimmed)
            break;
    }
    int cmin = std::numeric_limits<int>::max(), cmax = std::numeric_limits<int>::min();
    int rmin = cmin, rmax = cmax;
    for (const Printed &p : hexes) {
        cmin = std::min(cmin, p.column);
        cmax = std::max(cmax, p.column);
        rmin = std::min(rmin, p.row);
        rmax = std::max(rmax, p.row);
    }
    if (cmin < 0 || rmin < 0) {
        out.notes.push_back("hexes before column 0 or row 0 left out (" +
                            std::to_string(std::max(0, -cmin)) + " columns, " +
                            std::to_string(std::max(0, -rmin)) + " rows)");
        cmin = std::max(cmin, 0);
        rmin = std::max(rmin, 0);
    }
    if (cmax - cmin + 1 > 999 || rmax - rmin + 1 > 999 || cmax < cmin || rmax < rmin)
        return badInput(msg("the grid would have %1 columns and %2 rows: a map holds at most 999 "
                            "of each",
                            {std::to_string(cmax - cmin + 1), std::to_string(rmax - rmin + 1)}));

    HexGridLayout l;
    l.orientation = o;
    l.firstColumn = cmin;
    l.firstRow = rmin;
    l.columns = cmax - cmin + 1;
    l.rows = rmax - rmin + 1;
    l.evenShifted = c.evenShifted;
    l.columnsLeftward = c.sx < 0;
    l.rowsUpward = c.sy < 0;
    const HexNumbering ccrr{};
    const bool plainCcrr =
        c.numbering == ccrr && cmin + l.columns - 1 < 100 && rmin + l.rows - 1 < 100;
    if (!plainCcrr)
        l.numbering = c.numbering;
    const double k = placement.pixelsPerMm;
    const double cs = length(lattice.columnStep) / k, rs = length(lattice.rowStep) / k;
    l.flatToFlatMm = flat ? rs : cs;
    const double regular = flat ? rs * std::sqrt(3.0) / 2.0 : cs * std::sqrt(3.0) / 2.0;
    if (std::abs((flat ? cs : rs) - regular) > 0.003 * regular) {
        l.columnStepMm = cs;
        l.rowStepMm = rs;
    }
    // mm to pixels: p = origin + (x / cs + alpha) columnStep + (y / rs + beta) rowStep, with the mm
    // origin put at the picture's top-left corner.
    const PicturePoint u = lattice.columnStep, v = lattice.rowStep;
    const double det = cross(u, v);
    const PicturePoint minusOrigin = -1.0 * lattice.origin;
    const double alphaAtCorner = cross(minusOrigin, v) / det,
                 betaAtCorner = cross(u, minusOrigin) / det;
    // (x - ox) / cs + alpha2 / 2 = alphaAtCorner at x = 0
    const double ox = cs * (c.alpha2 / 2.0 - alphaAtCorner);
    const double oy = rs * (c.beta2 / 2.0 - betaAtCorner);
    MapPicture picture;
    picture.file = placement.pictureFile;
    picture.widthPx = placement.widthPx;
    picture.heightPx = placement.heightPx;
    picture.mmToPx = {u.x / cs, v.x / rs, 0, u.y / cs, v.y / rs, 0};
    // The first hex's centre in mm: its axial position mirrored and stepped, from the mm origin.
    const Hex first = probe.fromOffset(cmin, rmin);
    const auto [fa, fb] = doubledAxial(o, first);
    l.firstCentreMm = {c.sx * cs * fa / 2.0 + ox, c.sy * rs * fb / 2.0 + oy};
    out.layout = l;
    out.picture = picture;
    return out;
}

} // namespace umpire
