#include "mapsight.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>
#include <optional>
#include <utility>

namespace umpire::crt {

namespace {

// Cells of margin around the map's hexes: a line between two hexes of the map touches only hexes
// within one of them (MapSight::inTable checks each line all the same).
constexpr int kSightMargin = 2;

Hex sightStep(Hex from, Hex to)
{
    return Hex{to.q - from.q, to.r - from.r};
}

} // namespace

MapSight::MapSight(const HexMap &map) : m_map(map), m_nlb(map.nlbRules())
{
    const std::vector<Hex> hexes = map.grid().allHexes();
    if (hexes.empty())
        return;
    int minQ = INT_MAX, maxQ = INT_MIN, minR = INT_MAX, maxR = INT_MIN;
    for (Hex h : hexes) {
        minQ = std::min(minQ, h.q);
        maxQ = std::max(maxQ, h.q);
        minR = std::min(minR, h.r);
        maxR = std::max(maxR, h.r);
    }
    m_q0 = minQ - kSightMargin;
    m_r0 = minR - kSightMargin;
    m_width = maxQ - minQ + 1 + 2 * kSightMargin;
    m_height = maxR - minR + 1 + 2 * kSightMargin;
    // NLB 8.3 / BMW 6.4: what blocks, read once per hex and hexside, as lineOfSight reads it (a hex
    // off the map blocks nothing; a hexside of the map's edge is the on-map hex's).
    const std::uint32_t sideMask = map.losBlockingSideMask();
    m_blocks.assign(std::size_t(m_width) * std::size_t(m_height), 0);
    m_sides.assign(m_blocks.size() * 6, 0);
    for (int q = m_q0; q < m_q0 + m_width; ++q)
        for (int r = m_r0; r < m_r0 + m_height; ++r) {
            const Hex h{q, r};
            const std::size_t cell = std::size_t(cellOf(h));
            const MapTerrain *t = map.terrainAt(h);
            m_blocks[cell] = t && t->blocksLos ? 1 : 0;
            const std::array<Hex, 6> around = HexGrid::neighbours(h);
            for (std::size_t d = 0; d < 6; ++d)
                m_sides[cell * 6 + d] = map.hexsideHas(h, around[d], sideMask) ? 1 : 0;
        }
    m_stepQ = maxQ - minQ;
    m_stepR = maxR - minR;
    m_lineIndex.assign(std::size_t(2 * m_stepQ + 1) * std::size_t(2 * m_stepR + 1), -1);
}

MapSight::Line &MapSight::lineTo(Hex step)
{
    const std::size_t key = std::size_t(step.q + m_stepQ) * std::size_t(2 * m_stepR + 1) +
                            std::size_t(step.r + m_stepR);
    if (m_lineIndex[key] >= 0)
        return m_lines[std::size_t(m_lineIndex[key])];
    m_lineIndex[key] = std::int32_t(m_lines.size());
    Line &line = m_lines.emplace_back(step);
    walk(line); // the source hex
    return line;
}

// One part as HexGrid::line gives it (its hexes ascending) and what lineOfSight looks at there:
// the hexside from the previous interior hex (reset along a hexside, kept through a vertex), the
// hexes, the hexsides between the part's hexes.
void MapSight::addPart(Line &line, const HexLineWalker::Part &walked)
{
    const HexLine::Kind kind = walked.kind;
    const std::size_t count = std::size_t(walked.count);
    const std::array<Hex, 3> &hexes = walked.hexes;
    Part part;
    part.kind = kind;
    part.count = std::uint8_t(count);
    for (std::size_t i = 0; i < count; ++i) {
        const Hex h = hexes[i];
        part.hexes[i] = h;
        if (h == Hex{0, 0} || h == line.step)
            part.endpoints = std::uint8_t(part.endpoints | (1u << i));
        line.minQ = std::min(line.minQ, h.q);
        line.maxQ = std::max(line.maxQ, h.q);
        line.minR = std::min(line.minR, h.r);
        line.maxR = std::max(line.maxR, h.r);
        if (count > 1)
            part.sides[i] = std::int8_t(HexGrid::directionTo(h, hexes[(i + 1) % count]));
    }
    if (kind == HexLine::Kind::Interior) {
        if (line.previousInterior) {
            part.previous = *line.previousInterior;
            part.previousSide = std::int8_t(HexGrid::directionTo(part.previous, hexes[0]));
        }
        line.previousInterior = hexes[0];
    } else if (kind == HexLine::Kind::Hexside) {
        line.previousInterior.reset();
    }
    line.parts.push_back(part);
    ++m_partsWalked;
}

// The line's next parts from the walker, up to and with the next interior hex: what the walk of
// one hex adds (a hexside and the vertices at its ends, or a vertex, and the hex beyond).
void MapSight::walk(Line &line)
{
    HexLineWalker::Part part;
    while (line.walker.next(part)) {
        addPart(line, part);
        if (part.kind == HexLine::Kind::Interior)
            return;
    }
}

bool MapSight::inTable(Hex from, const Line &line) const
{
    return from.q + line.minQ >= m_q0 && from.q + line.maxQ < m_q0 + m_width &&
           from.r + line.minR >= m_r0 && from.r + line.maxR < m_r0 + m_height;
}

// lineOfSight's verdict (NLB 8.3, BMW 6.4), part by part in the same order, stopping at the first
// part that blocks: an interior hex between (the source and target hexes never block), the hexside
// crossed from the previous interior hex, a line along a blocking hexside or between two blocking
// hexes, and (NLB only) a vertex where two blocking hexsides, or a blocking hexside and a blocking
// hex, meet. The line is walked further only when its parts so far all leave it clear.
bool MapSight::clearAlong(Hex from, Line &line)
{
    const Hex to{from.q + line.step.q, from.r + line.step.r};
    const int source = cellOf(from);
    auto cell = [&](Hex step) { return std::size_t(source + step.q * m_height + step.r); };
    for (std::size_t i = 0;; ++i) {
        if (i == line.parts.size()) {
            if (line.walker.done())
                return true;
            walk(line);
            if (!inTable(from, line) || i == line.parts.size())
                return crt::lineOfSight(m_map, from, to).clear;
        }
        const Part &p = line.parts[i];
        switch (p.kind) {
        case HexLine::Kind::Interior:
            if (p.previousSide >= 0 &&
                m_sides[cell(p.previous) * 6 + std::size_t(p.previousSide)] != 0)
                return false;
            if ((p.endpoints & 1u) == 0 && m_blocks[cell(p.hexes[0])] != 0)
                return false;
            break;
        case HexLine::Kind::Hexside: {
            const std::size_t a = cell(p.hexes[0]), b = cell(p.hexes[1]);
            if (p.sides[0] >= 0 && m_sides[a * 6 + std::size_t(p.sides[0])] != 0)
                return false;
            if (m_blocks[a] != 0 && m_blocks[b] != 0)
                return false;
            break;
        }
        case HexLine::Kind::Vertex: {
            if (!m_nlb || p.count != 3)
                break; // BMW 6.4 names hexes and hexsides only
            int blockingSides = 0, blockingHexes = 0;
            for (std::size_t k = 0; k < 3; ++k) {
                const std::size_t c = cell(p.hexes[k]);
                if (p.sides[k] >= 0 && m_sides[c * 6 + std::size_t(p.sides[k])] != 0)
                    ++blockingSides;
                if ((p.endpoints & (1u << k)) == 0 && m_blocks[c] != 0)
                    ++blockingHexes;
            }
            if (blockingSides >= 2 || (blockingSides >= 1 && blockingHexes >= 1))
                return false;
            break;
        }
        }
    }
}

bool MapSight::clear(Hex from, Hex to)
{
    const HexGrid &grid = m_map.grid();
    if (grid.contains(from) && grid.contains(to)) {
        Line &line = lineTo(sightStep(from, to));
        if (inTable(from, line))
            return clearAlong(from, line);
    }
    return crt::lineOfSight(m_map, from, to).clear;
}

std::vector<std::uint8_t> MapSight::clearFrom(Hex from, const std::vector<Hex> &targets)
{
    std::vector<std::uint8_t> out(targets.size(), 0);
    const bool onMap = m_map.grid().contains(from);
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const Hex to = targets[i];
        bool seen = false;
        if (onMap && m_map.grid().contains(to)) {
            Line &line = lineTo(sightStep(from, to));
            seen = inTable(from, line) ? clearAlong(from, line)
                                       : crt::lineOfSight(m_map, from, to).clear;
        } else {
            seen = crt::lineOfSight(m_map, from, to).clear;
        }
        out[i] = seen ? 1 : 0;
    }
    return out;
}

MapLos MapSight::lineOfSight(Hex from, Hex to)
{
    const HexGrid &grid = m_map.grid();
    if (!grid.contains(from) || !grid.contains(to))
        return crt::lineOfSight(m_map, from, to);
    Line &line = lineTo(sightStep(from, to));
    while (!line.walker.done())
        walk(line);
    // The shared line moved to start at `from`: HexGrid::line(from, to), part for part.
    HexLine moved;
    moved.parts.reserve(line.parts.size());
    for (const Part &p : line.parts) {
        HexLine::Part part{p.kind, {}};
        for (std::size_t k = 0; k < p.count; ++k)
            part.hexes.push_back(Hex{from.q + p.hexes[k].q, from.r + p.hexes[k].r});
        moved.parts.push_back(std::move(part));
    }
    return lineOfSightAlong(m_map, from, to, std::move(moved));
}

} // namespace umpire::crt
