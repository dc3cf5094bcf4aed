#pragma once

#include "hexmap.h"
#include "maplos.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace umpire::crt {

// Many lines of sight on one map (every opposing pair), each answered exactly as
// lineOfSight answers it (NLB 8.3, BMW 6.4), with the work shared between lines:
// - the map's blocking hexes and hexsides are read once, into flat tables;
// - a line's geometry depends only on the step from one hex to the other, so it is walked once per
//   step and moved to every pair of hexes that step apart;
// - a line is walked only as far as a verdict has needed: a verdict stops at the first part that
//   blocks, so a line blocked near its source costs the same on any size of map.
// The answers of one source to many targets (clearFrom) share the source's place in the tables.
// It keeps the lines it walked and refers to the map, which must outlive it and not change: one
// MapSight per map and thread, not shared between threads. A hex off the map is answered by
// lineOfSight itself.
class MapSight
{
  public:
    explicit MapSight(const HexMap &map);

    // lineOfSight(map, from, to).clear
    bool clear(Hex from, Hex to);
    // clear(from, target) for each target, in order (1: clear, 0: blocked).
    std::vector<std::uint8_t> clearFrom(Hex from, const std::vector<Hex> &targets);
    // lineOfSight(map, from, to), the same answer with its explanation, along the shared line
    // walked to its end (the line is HexGrid::line(from, to)).
    MapLos lineOfSight(Hex from, Hex to);

    int linesStarted() const { return int(m_lines.size()); } // distinct steps asked about so far
    long partsWalked() const { return m_partsWalked; }       // of all those lines together

  private:
    // One part of a line from (0,0), as HexGrid::line gives it (its hexes ascending), and what the
    // rules look at there, in the order lineOfSight looks.
    struct Part
    {
        HexLine::Kind kind = HexLine::Kind::Interior;
        std::uint8_t count = 0;              // hexes in the part (at most 3)
        std::uint8_t endpoints = 0;          // bit i: hex i is the source or the target hex
        std::int8_t previousSide = -1;       // Interior: direction from the previous interior hex
        std::int8_t sides[3] = {-1, -1, -1}; // direction from hex i to hex i+1 (mod count), -1
        Hex hexes[3];
        Hex previous; // Interior: the previous interior hex, when previousSide >= 0
    };
    // A line from (0,0) to `step`, walked part by part as far as asked.
    struct Line
    {
        explicit Line(Hex to) : step(to), walker(Hex{0, 0}, to) {}
        Hex step;
        std::vector<Part> parts;
        HexLineWalker walker;                       // done(): walked to the target hex
        std::optional<Hex> previousInterior;        // as lineOfSight tracks it
        int minQ = 0, maxQ = 0, minR = 0, maxR = 0; // the hexes' steps from the source so far
    };

    Line &lineTo(Hex step);
    void walk(Line &line); // adds the next parts, up to and with the next interior hex
    void addPart(Line &line, const HexLineWalker::Part &walked);
    int cellOf(Hex hex) const { return (hex.q - m_q0) * m_height + (hex.r - m_r0); }
    bool inTable(Hex from, const Line &line) const;
    bool clearAlong(Hex from, Line &line);

    const HexMap &m_map;
    bool m_nlb = true;
    // The map's hexes with a margin, by axial q and r: cell = (q - q0) * height + (r - r0).
    int m_q0 = 0, m_r0 = 0, m_width = 0, m_height = 0;
    std::vector<std::uint8_t> m_blocks; // per cell: its terrain blocks the line of sight
    std::vector<std::uint8_t> m_sides;  // per cell * 6 + direction: that hexside blocks it
    // The lines, by step (q, r) from the source: index into m_lines, -1 not started yet.
    int m_stepQ = 0, m_stepR = 0; // largest |q|, |r| step between two hexes of the map
    std::vector<std::int32_t> m_lineIndex;
    std::vector<Line> m_lines;
    long m_partsWalked = 0;
};

} // namespace umpire::crt
