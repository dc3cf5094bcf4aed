#pragma once

#include "result.h"

#include <array>
#include <compare>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace umpire {

// A hex in axial (cube) coordinates: q, r and the implied s = -q - r.
struct Hex
{
    int q = 0;
    int r = 0;
    int s() const { return -q - r; }
    auto operator<=>(const Hex &) const = default;
};

enum class HexOrientation { FlatTop, PointyTop };

struct HexPointMm
{
    double x = 0;
    double y = 0;
};

// How a printed map writes a hex's id from its column and row numbers, when it is not "CCRR"
// (VASSAL's grid numbering, or two printed ids the referee typed): each part in digits, zero-padded
// to at least its width, or in letters (0 is A, 25 Z, 26 AA, 27 BB...), column or row first, with a
// separator between them.
struct HexNumbering
{
    enum class Kind { Digits, Letters };
    Kind columns = Kind::Digits, rows = Kind::Digits;
    int columnDigits = 2, rowDigits = 2; // at least so many digits (zero padding)
    bool rowFirst = false;               // the row's part first
    std::string separator;               // between the two parts
    bool operator==(const HexNumbering &) const = default;
};

// How a printed hex map numbers and places its hexes.
struct HexGridLayout
{
    HexOrientation orientation = HexOrientation::FlatTop;
    int columns = 0, rows = 0;         // size of the grid
    int firstColumn = 1, firstRow = 1; // the first id's numbers (CCRR ids, "0101")
    bool evenShifted = true;    // flat-top: even-numbered columns sit half a hex further along
                                // the columns (lower); pointy-top: even-numbered rows half a hex
                                // further along the rows (to the right)
    double flatToFlatMm = 16.0; // physical size, for placing by millimetres (camera)
    HexPointMm firstCentreMm{}; // centre of the first hex (firstColumn, firstRow) in map mm
    // A grid that is not a regular hexagon's, as a VASSAL module or a scan gives it: the distance
    // in mm from one column's centres to the next (flat-top: across the columns; pointy-top: along
    // a row) and from one row's to the next (flat-top: along a column; pointy-top: across the
    // rows). 0: the regular hexagon's of flatToFlatMm (flat-top: f * sqrt(3) / 2 and f;
    // pointy-top: f and f * sqrt(3) / 2).
    double columnStepMm = 0, rowStepMm = 0;
    bool columnsLeftward = false; // the column numbers grow to the left (VASSAL's hDescend)
    bool rowsUpward = false;      // the row numbers grow upwards (VASSAL's vDescend)
    std::optional<HexNumbering> numbering; // none: "CCRR", two digits each (more when needed)
};

// Where a straight line between two hex centres runs (NLB 8.3): through a hex's interior, along a
// hexside (between two hexes), or through a vertex (where three hexes meet). Computed exactly with
// integers.
struct HexLine
{
    enum class Kind { Interior, Hexside, Vertex };
    struct Part
    {
        Kind kind = Kind::Interior;
        std::vector<Hex> hexes; // Interior: one; Hexside: the two sides; Vertex: the three hexes
    };
    std::vector<Part> parts; // in order from the start to the end, start and end hexes included
    // Every hex whose interior the line crosses, in order, start and end included.
    std::vector<Hex> interiorHexes() const;
};

// The exact line between the centres of a and b walked part by part, only as far as asked: the
// parts of HexGrid::line(a, b), in the same order and with the same hexes, one at a time, so that a
// caller can stop at the first part it needs (MapSight stops at the first that blocks).
// HexGrid::line is this walk to its end.
class HexLineWalker
{
  public:
    struct Part
    {
        HexLine::Kind kind = HexLine::Kind::Interior;
        int count = 0;            // hexes in the part: Interior 1, Hexside 2, Vertex 3
        std::array<Hex, 3> hexes; // the first count, ascending
    };
    HexLineWalker(Hex a, Hex b);
    // The next part into `part`, or false once the part of b's hex has been given.
    bool next(Part &part);
    bool done() const { return m_ended && m_next == m_count; } // every part given

  private:
    void advance(); // the parts after the interior hex the line is in, up to the next one
    void enter(Hex hex, std::int64_t leavesN, std::int64_t leavesD);
    void push(HexLine::Kind kind, std::array<Hex, 3> hexes, int count);
    Hex m_a, m_b;
    Hex m_current;                             // the last interior hex walked
    std::int64_t m_leavesN = 0, m_leavesD = 1; // where the line leaves it, n / d along a to b
    bool m_ended = false;                      // no parts after the pending ones: m_current is b
    std::array<Part, 4> m_pending;             // walked, not given yet
    int m_count = 0, m_next = 0;
};

// The geometry of a hex grid: neighbours, distances, offset ids, millimetres.
class HexGrid
{
  public:
    explicit HexGrid(HexGridLayout layout);
    const HexGridLayout &layout() const { return m_layout; }

    Hex fromOffset(int column, int row) const; // column and row numbers as printed
    std::pair<int, int> toOffset(Hex hex) const;
    std::string id(Hex hex) const; // "CCRR", two digits each (more when the map needs them)
    Result<Hex> parseId(std::string_view id) const; // error names the id and why
    bool contains(Hex hex) const;
    int hexCount() const { return m_layout.columns * m_layout.rows; }
    std::vector<Hex> allHexes() const; // column by column, row by row
    // A dense index 0..hexCount()-1 for a contained hex (column-major), -1 off the map.
    int index(Hex hex) const;

    // The six neighbours, in direction order (direction 0..5, see direction()).
    static std::array<Hex, 6> neighbours(Hex hex);
    static Hex direction(int d);
    // 0..5 if b is adjacent to a, -1 otherwise.
    static int directionTo(Hex a, Hex b);
    static bool adjacent(Hex a, Hex b) { return distance(a, b) == 1; }
    static int distance(Hex a, Hex b);
    static std::vector<Hex> ring(Hex centre, int radius);
    static std::vector<Hex> range(Hex centre, int radius); // every hex within radius
    // The exact straight line between the centres of a and b (HexLineWalker walks it lazily).
    static HexLine line(Hex a, Hex b);

    // Two hexes of the grid its numbering gives the same id ("1" "11" and "11" "1" without a
    // separator or padding), which no map may have; none for CCRR.
    std::optional<std::pair<Hex, Hex>> sameIds() const { return m_sameIds; }

    HexPointMm centreMm(Hex hex) const;
    Hex hexAtMm(HexPointMm point) const; // the hex whose area holds the point, contained or not
    // The six corners of a hex in map millimetres, in order around it.
    std::array<HexPointMm, 6> cornersMm(Hex hex) const;
    // The distances between the centres of adjacent columns and of adjacent rows, in mm
    // (columnStepMm and rowStepMm, or the regular hexagon's).
    double columnStepMm() const;
    double rowStepMm() const;

  private:
    HexPointMm axialToMm(double q, double r) const;
    std::string numberedId(int column, int row) const;
    HexGridLayout m_layout;
    Hex m_first;
    HexPointMm m_originMm; // where axial (0,0) sits in map mm
    int m_columnDigits = 2;
    int m_rowDigits = 2;
    // With a numbering: every hex's id to its index (shared between copies of the grid).
    std::shared_ptr<const std::vector<std::pair<std::string, int>>> m_ids;
    std::optional<std::pair<Hex, Hex>> m_sameIds;
};

// A column or row number as a numbering writes it ("07", "C"), and back (nullopt when the text is
// not one: letters must be one letter repeated, as printed maps write them).
std::string hexNumberText(int number, HexNumbering::Kind kind, int digits);
std::optional<int> hexNumberValue(std::string_view text, HexNumbering::Kind kind);

} // namespace umpire
