#include "hexmap.h"
#include "maplos.h"
#include "mapsight.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

// MapSight, the line of sight for many pairs at once, against lineOfSight pair by pair
// (NLB 8.3, BMW 6.4) on generated maps: random blocking and open terrain, random blocking and open
// hexsides, both games, both grid orientations and shifts, and two opposing sides of units. Any
// single pair answered differently fails.
class TestMapSight : public QObject
{
    Q_OBJECT

  private slots:
    void sameAsPairwise_data();
    void sameAsPairwise();
    void offTheMap();
    void sharesLines();
};

namespace {

// A small deterministic generator, so each row tests the same maps every run.
struct SightLcg
{
    std::uint32_t state;
    int next(int n)
    {
        state = state * 1664525u + 1013904223u;
        return int((state >> 8) % std::uint32_t(n));
    }
};

struct SightMap
{
    HexMap map;
    std::vector<Hex> french, prussians;
};

// A map of `columns` by `rows` with `blocking` percent of blocking hexes and `sides` percent of
// blocking hexsides (as many open ones again), and `units` units a side on random hexes.
SightMap generate(const std::string &game, const std::string &orientation, const std::string &shift,
                  int firstColumn, int columns, int rows, int blocking, int sides, int units,
                  std::uint32_t seed)
{
    SightLcg random{seed};
    const HexMap blank = [&] {
        Result<HexMap> m = HexMap::fromJson({{"format", 1},
                                             {"id", "blank"},
                                             {"title", "blank"},
                                             {"game", game},
                                             {"grid",
                                              {{"orientation", orientation},
                                               {"columns", columns},
                                               {"rows", rows},
                                               {"firstColumn", firstColumn},
                                               {"shifted", shift}}},
                                             {"terrainKey", {{{"id", "clear"}, {"movement", 1}}}},
                                             {"defaultTerrain", "clear"}},
                                            "blank");
        if (!m)
            qFatal("%s", m.error().message.c_str());
        return std::move(m).value();
    }();
    const HexGrid &grid = blank.grid();
    const std::vector<Hex> all = grid.allHexes();
    json hexes = json::object();
    for (Hex h : all) {
        const int roll = random.next(100);
        if (roll < blocking)
            hexes[grid.id(h)] = roll % 2 ? "forest" : "town";
        else if (roll < blocking + 10)
            hexes[grid.id(h)] = "marsh";
    }
    json hexsides = json::array();
    for (Hex h : all)
        for (Hex n : HexGrid::neighbours(h)) {
            if (grid.contains(n) && !(h < n))
                continue; // each hexside once; the map's edge ones from the hex on the map
            const int roll = random.next(100);
            if (roll < sides)
                hexsides.push_back(
                    {{"hexes", {grid.id(h), grid.id(n)}},
                     {"features", roll % 3 ? json{"crest"} : json{"crest", "stream"}}});
            else if (roll < 2 * sides)
                hexsides.push_back({{"hexes", {grid.id(h), grid.id(n)}}, {"features", {"stream"}}});
        }
    // Hexsides of the map's edge name a hex off the map, which a map file cannot: keep those on it.
    json kept = json::array();
    for (const json &s : hexsides)
        if (grid.parseId(s["hexes"][0].get<std::string>()) &&
            grid.parseId(s["hexes"][1].get<std::string>()))
            kept.push_back(s);
    Result<HexMap> map =
        HexMap::fromJson({{"format", 1},
                          {"id", "generated"},
                          {"title", "generated"},
                          {"game", game},
                          {"grid",
                           {{"orientation", orientation},
                            {"columns", columns},
                            {"rows", rows},
                            {"firstColumn", firstColumn},
                            {"shifted", shift}}},
                          {"terrainKey",
                           {{{"id", "clear"}, {"movement", 1}},
                            {{"id", "forest"}, {"movement", 2}, {"blocksLos", true}},
                            {{"id", "town"}, {"movement", 1}, {"blocksLos", true}},
                            {{"id", "marsh"}, {"movement", 2}},
                            {{"id", "stream"}, {"hexside", true}, {"extra", 2}},
                            {{"id", "crest"}, {"hexside", true}, {"blocksLos", true}}}},
                          {"defaultTerrain", "clear"},
                          {"hexes", hexes},
                          {"hexsides", kept}},
                         "generated");
    if (!map)
        qFatal("%s", map.error().message.c_str());
    SightMap out{std::move(map).value(), {}, {}};
    for (int i = 0; i < 2 * units; ++i)
        (i % 2 ? out.prussians : out.french)
            .push_back(all[std::size_t(random.next(int(all.size())))]);
    return out;
}

// Where two answers for the same pair differ, or "" when they are the same in every field.
std::string difference(const MapLos &a, const MapLos &b)
{
    if (a.clear != b.clear)
        return "verdict";
    if (a.from != b.from || a.to != b.to || a.range != b.range)
        return "hexes or range";
    if (a.line.parts.size() != b.line.parts.size())
        return "line";
    for (std::size_t i = 0; i < a.line.parts.size(); ++i)
        if (a.line.parts[i].kind != b.line.parts[i].kind ||
            a.line.parts[i].hexes != b.line.parts[i].hexes)
            return "line part " + std::to_string(i);
    if (a.blockingHexes != b.blockingHexes)
        return "blocking hexes";
    if (a.blockingSides != b.blockingSides)
        return "blocking hexsides";
    if (a.explanation.steps.size() != b.explanation.steps.size())
        return "explanation";
    for (std::size_t i = 0; i < a.explanation.steps.size(); ++i)
        if (a.explanation.steps[i].rule != b.explanation.steps[i].rule ||
            a.explanation.steps[i].text != b.explanation.steps[i].text)
            return "explanation step " + std::to_string(i);
    return {};
}

} // namespace

void TestMapSight::sameAsPairwise_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("orientation");
    QTest::addColumn<QString>("shift");
    QTest::addColumn<int>("firstColumn");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("blocking");
    QTest::addColumn<int>("sides");
    QTest::addColumn<uint>("seed");
    QTest::newRow("NLB flat-top even, sparse") << "nlb"
                                               << "flat-top"
                                               << "even" << 1 << 14 << 11 << 12 << 6 << 1815u;
    QTest::newRow("NLB flat-top odd, dense") << "nlb"
                                             << "flat-top"
                                             << "odd" << 0 << 13 << 12 << 30 << 15 << 1813u;
    QTest::newRow("NLB pointy-top even") << "nlb"
                                         << "pointy-top"
                                         << "even" << 1 << 12 << 13 << 20 << 10 << 1806u;
    QTest::newRow("BMW pointy-top odd") << "bmw"
                                        << "pointy-top"
                                        << "odd" << 1 << 14 << 10 << 20 << 10 << 1346u;
    QTest::newRow("BMW flat-top even, dense") << "bmw"
                                              << "flat-top"
                                              << "even" << 1 << 11 << 14 << 30 << 20 << 1415u;
    QTest::newRow("NLB flat-top even, hexsides only")
        << "nlb"
        << "flat-top"
        << "even" << 1 << 13 << 11 << 0 << 25 << 1792u;
}

// Every ordered pair of hexes of the map: the verdict of clear() and of clearFrom() is
// lineOfSight's; for a third of the targets and the units' opposing pairs, MapSight::lineOfSight is
// lineOfSight in every field (line, blocking hexes and hexsides, explanation).
void TestMapSight::sameAsPairwise()
{
    QFETCH(QString, game);
    QFETCH(QString, orientation);
    QFETCH(QString, shift);
    QFETCH(int, firstColumn);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, blocking);
    QFETCH(int, sides);
    QFETCH(uint, seed);
    const SightMap m = generate(game.toStdString(), orientation.toStdString(), shift.toStdString(),
                                firstColumn, columns, rows, blocking, sides, 12, seed);
    const std::vector<Hex> all = m.map.grid().allHexes();
    MapSight sight(m.map);
    int pairs = 0, clear = 0, blocked = 0, alongSides = 0, vertices = 0;
    for (Hex from : all) {
        const std::vector<std::uint8_t> row = sight.clearFrom(from, all);
        for (std::size_t i = 0; i < all.size(); ++i) {
            const Hex to = all[i];
            const MapLos pairwise = lineOfSight(m.map, from, to);
            const std::string where = m.map.grid().id(from) + " -> " + m.map.grid().id(to);
            QVERIFY2((row[i] != 0) == pairwise.clear, ("clearFrom differs: " + where).c_str());
            QVERIFY2(sight.clear(from, to) == pairwise.clear, ("clear differs: " + where).c_str());
            if (int(i) % 3 == 0) {
                const std::string d = difference(sight.lineOfSight(from, to), pairwise);
                QVERIFY2(d.empty(), ("lineOfSight differs in its " + d + ": " + where).c_str());
            }
            ++pairs;
            ++(pairwise.clear ? clear : blocked);
            for (const HexLine::Part &p : pairwise.line.parts) {
                alongSides += p.kind == HexLine::Kind::Hexside ? 1 : 0;
                vertices += p.kind == HexLine::Kind::Vertex ? 1 : 0;
            }
        }
    }
    // The maps hold every case the rules tell apart: clear and blocked lines, lines along hexsides
    // and through vertices.
    QCOMPARE(pairs, int(all.size() * all.size()));
    QVERIFY(clear > 0);
    QVERIFY(blocked > 0);
    QVERIFY(alongSides > 0);
    QVERIFY(vertices > 0);
    int unitPairs = 0;
    for (Hex from : m.french) {
        const std::vector<std::uint8_t> row = sight.clearFrom(from, m.prussians);
        QCOMPARE(row.size(), m.prussians.size());
        for (std::size_t i = 0; i < m.prussians.size(); ++i) {
            const Hex to = m.prussians[i];
            const MapLos pairwise = lineOfSight(m.map, from, to);
            const std::string where = m.map.grid().id(from) + " -> " + m.map.grid().id(to);
            QVERIFY2((row[i] != 0) == pairwise.clear, ("clearFrom differs: " + where).c_str());
            const std::string d = difference(sight.lineOfSight(from, to), pairwise);
            QVERIFY2(d.empty(), ("lineOfSight differs in its " + d + ": " + where).c_str());
            ++unitPairs;
        }
    }
    QCOMPARE(unitPairs, 144);
}

// A hex off the map is answered as lineOfSight answers it (no shared line for it).
void TestMapSight::offTheMap()
{
    const SightMap m = generate("nlb", "flat-top", "even", 1, 10, 8, 25, 10, 4, 1799u);
    MapSight sight(m.map);
    const std::vector<Hex> all = m.map.grid().allHexes();
    const std::vector<Hex> outside = {Hex{-3, 2}, Hex{14, -9}, Hex{5, 12}, Hex{0, 0}};
    for (Hex off : outside) {
        QVERIFY(!m.map.grid().contains(off));
        const std::vector<std::uint8_t> row = sight.clearFrom(off, all);
        for (std::size_t i = 0; i < all.size(); ++i) {
            QCOMPARE(row[i] != 0, lineOfSight(m.map, off, all[i]).clear);
            QCOMPARE(sight.clear(all[i], off), lineOfSight(m.map, all[i], off).clear);
            QVERIFY(difference(sight.lineOfSight(all[i], off), lineOfSight(m.map, all[i], off))
                        .empty());
        }
    }
}

// The work is shared: a line is walked once for every pair of hexes the same step apart, and only
// as far as the verdicts needed.
void TestMapSight::sharesLines()
{
    const SightMap m = generate("nlb", "flat-top", "even", 1, 10, 8, 20, 10, 4, 1805u);
    MapSight sight(m.map);
    const std::vector<Hex> all = m.map.grid().allHexes();
    for (Hex from : all)
        sight.clearFrom(from, all);
    std::map<Hex, std::pair<Hex, Hex>> steps; // a pair of hexes for each step
    for (Hex a : all)
        for (Hex b : all)
            steps.emplace(Hex{b.q - a.q, b.r - a.r}, std::pair{a, b});
    QCOMPARE(sight.linesStarted(), int(steps.size()));
    QVERIFY(sight.linesStarted() * 10 < int(all.size() * all.size()));
    long whole = 0;
    for (const auto &[step, pair] : steps)
        whole += long(HexGrid::line(pair.first, pair.second).parts.size());
    QVERIFY2(sight.partsWalked() < whole,
             (std::to_string(sight.partsWalked()) + " of " + std::to_string(whole)).c_str());
    // asked again, nothing more is started; a whole line walks it to its end
    sight.clear(all.front(), all.back());
    QCOMPARE(sight.linesStarted(), int(steps.size()));
    for (const auto &[step, pair] : steps)
        sight.lineOfSight(pair.first, pair.second);
    QCOMPARE(sight.partsWalked(), whole);
}

QTEST_GUILESS_MAIN(TestMapSight)
#include "tst_mapsight.moc"
