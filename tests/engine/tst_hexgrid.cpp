#include "hexgrid.h"

#include <QDir>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

using namespace umpire;

Q_DECLARE_METATYPE(HexOrientation)

// Hex geometry: offset ids in both orientations and both shift parities, neighbours, distances,
// rings, millimetres (the camera samples' maps) and the exact hex line of NLB 8.3.
class TestHexGrid : public QObject
{
    Q_OBJECT

  private slots:
    void roundTrips_data();
    void roundTrips();
    void shiftedNeighbours_data();
    void shiftedNeighbours();
    void distanceAndRing();
    void parseIdErrors_data();
    void parseIdErrors();
    void wideIds();
    void cameraSamples();
    void line_data();
    void line();
    void lineIsSymmetric();
    void lineWalkerStopsEarly();
};

static HexGridLayout layoutOf(HexOrientation o, bool evenShifted, int firstColumn = 1,
                              int firstRow = 1)
{
    HexGridLayout l;
    l.orientation = o;
    l.columns = 13;
    l.rows = 11;
    l.firstColumn = firstColumn;
    l.firstRow = firstRow;
    l.evenShifted = evenShifted;
    l.flatToFlatMm = 16.0;
    l.firstCentreMm = {20.0, 30.0};
    return l;
}

void TestHexGrid::roundTrips_data()
{
    QTest::addColumn<HexOrientation>("orientation");
    QTest::addColumn<bool>("evenShifted");
    QTest::addColumn<int>("firstColumn");
    QTest::addColumn<int>("firstRow");
    QTest::newRow("flat-top, even columns shifted") << HexOrientation::FlatTop << true << 1 << 1;
    QTest::newRow("flat-top, odd columns shifted") << HexOrientation::FlatTop << false << 1 << 1;
    QTest::newRow("pointy-top, even rows shifted") << HexOrientation::PointyTop << true << 1 << 1;
    QTest::newRow("pointy-top, odd rows shifted") << HexOrientation::PointyTop << false << 1 << 1;
    QTest::newRow("flat-top from column 0") << HexOrientation::FlatTop << true << 0 << 0;
    QTest::newRow("pointy-top from row 0") << HexOrientation::PointyTop << false << 0 << 0;
}

// Every hex of a whole grid: offset -> hex -> offset, id -> hex -> id, centre -> hexAtMm, and the
// centres of neighbours exactly one flat-to-flat apart.
void TestHexGrid::roundTrips()
{
    QFETCH(HexOrientation, orientation);
    QFETCH(bool, evenShifted);
    QFETCH(int, firstColumn);
    QFETCH(int, firstRow);
    const HexGrid grid(layoutOf(orientation, evenShifted, firstColumn, firstRow));
    std::set<Hex> seen;
    for (int c = firstColumn; c < firstColumn + 13; ++c)
        for (int r = firstRow; r < firstRow + 11; ++r) {
            const Hex hex = grid.fromOffset(c, r);
            QVERIFY(seen.insert(hex).second);
            QCOMPARE(grid.toOffset(hex), std::make_pair(c, r));
            QVERIFY(grid.contains(hex));
            const std::string id = grid.id(hex);
            char expected[16];
            std::snprintf(expected, sizeof expected, "%02d%02d", c, r);
            QCOMPARE(id, std::string(expected));
            Result<Hex> parsed = grid.parseId(id);
            QVERIFY2(parsed.ok(), id.c_str());
            QCOMPARE(*parsed, hex);
            const HexPointMm centre = grid.centreMm(hex);
            QCOMPARE(grid.hexAtMm(centre), hex);
            // a point well inside the hex, towards each corner, still gives the hex
            for (HexPointMm corner : grid.cornersMm(hex)) {
                const HexPointMm inside{centre.x + (corner.x - centre.x) * 0.9,
                                        centre.y + (corner.y - centre.y) * 0.9};
                QCOMPARE(grid.hexAtMm(inside), hex);
            }
            QCOMPARE(grid.index(hex), (c - firstColumn) * 11 + (r - firstRow));
            for (Hex n : HexGrid::neighbours(hex)) {
                const HexPointMm p = grid.centreMm(n);
                QVERIFY(std::abs(std::hypot(p.x - centre.x, p.y - centre.y) - 16.0) < 1e-9);
                QCOMPARE(HexGrid::distance(hex, n), 1);
            }
        }
    QCOMPARE(int(seen.size()), grid.hexCount());
    QCOMPARE(int(grid.allHexes().size()), grid.hexCount());
    QVERIFY(!grid.contains(grid.fromOffset(firstColumn - 1, firstRow)));
    QVERIFY(!grid.contains(grid.fromOffset(firstColumn, firstRow + 11)));
    QCOMPARE(grid.centreMm(grid.fromOffset(firstColumn, firstRow)).x, 20.0);
    QCOMPARE(grid.centreMm(grid.fromOffset(firstColumn, firstRow)).y, 30.0);
}

// Which printed ids touch: on a flat-top map with even columns shifted down, 0202 touches 0102,
// 0103, 0302 and 0303; with odd columns shifted down it touches 0101, 0102, 0301 and 0302.
void TestHexGrid::shiftedNeighbours_data()
{
    QTest::addColumn<HexOrientation>("orientation");
    QTest::addColumn<bool>("evenShifted");
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("flat-top even shifted, 0202")
        << HexOrientation::FlatTop << true << "0202"
        << QStringList{"0102", "0103", "0201", "0203", "0302", "0303"};
    QTest::newRow("flat-top odd shifted, 0202")
        << HexOrientation::FlatTop << false << "0202"
        << QStringList{"0101", "0102", "0201", "0203", "0301", "0302"};
    QTest::newRow("flat-top even shifted, 0303")
        << HexOrientation::FlatTop << true << "0303"
        << QStringList{"0202", "0203", "0302", "0304", "0402", "0403"};
    QTest::newRow("pointy-top even shifted, 0202")
        << HexOrientation::PointyTop << true << "0202"
        << QStringList{"0102", "0201", "0203", "0301", "0302", "0303"};
    QTest::newRow("pointy-top odd shifted, 0202")
        << HexOrientation::PointyTop << false << "0202"
        << QStringList{"0101", "0102", "0103", "0201", "0203", "0302"};
}

void TestHexGrid::shiftedNeighbours()
{
    QFETCH(HexOrientation, orientation);
    QFETCH(bool, evenShifted);
    QFETCH(QString, hex);
    QFETCH(QStringList, expected);
    const HexGrid grid(layoutOf(orientation, evenShifted));
    Result<Hex> h = grid.parseId(hex.toStdString());
    QVERIFY(h.ok());
    QStringList got;
    for (Hex n : HexGrid::neighbours(*h))
        got << QString::fromStdString(grid.id(n));
    got.sort();
    QCOMPARE(got, expected);
}

void TestHexGrid::distanceAndRing()
{
    const Hex centre{3, -2};
    for (int radius = 0; radius <= 5; ++radius) {
        const std::vector<Hex> ring = HexGrid::ring(centre, radius);
        QCOMPARE(int(ring.size()), radius == 0 ? 1 : 6 * radius);
        std::set<Hex> unique(ring.begin(), ring.end());
        QCOMPARE(unique.size(), ring.size());
        for (Hex h : ring)
            QCOMPARE(HexGrid::distance(centre, h), radius);
        QCOMPARE(int(HexGrid::range(centre, radius).size()), 1 + 3 * radius * (radius + 1));
    }
    const HexGrid grid(layoutOf(HexOrientation::FlatTop, true));
    // 0101 to 0401 on an even-shifted flat-top map: three columns along, 3 hexes
    QCOMPARE(HexGrid::distance(*grid.parseId("0101"), *grid.parseId("0401")), 3);
    QCOMPARE(HexGrid::distance(*grid.parseId("0101"), *grid.parseId("0105")), 4);
    QCOMPARE(HexGrid::distance(*grid.parseId("0101"), *grid.parseId("0503")), 4);
    QCOMPARE(HexGrid::directionTo(Hex{0, 0}, Hex{0, 2}), -1);
}

void TestHexGrid::parseIdErrors_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("why");
    QTest::newRow("column off the map") << "1401"
                                        << "off the map";
    QTest::newRow("row off the map") << "0112"
                                     << "off the map";
    QTest::newRow("row zero") << "0100"
                              << "off the map";
    QTest::newRow("letters") << "01a1"
                             << "malformed";
    QTest::newRow("too short") << "101"
                               << "malformed";
    QTest::newRow("too long") << "01011"
                              << "malformed";
    QTest::newRow("empty") << ""
                           << "empty";
}

void TestHexGrid::parseIdErrors()
{
    QFETCH(QString, id);
    QFETCH(QString, why);
    const HexGrid grid(layoutOf(HexOrientation::FlatTop, true));
    Result<Hex> h = grid.parseId(id.toStdString());
    QVERIFY(!h.ok());
    const QString message = QString::fromStdString(h.error().message);
    QVERIFY2(message.contains(why), qPrintable(message));
    if (!id.isEmpty())
        QVERIFY2(message.contains("'" + id + "'"), qPrintable(message));
}

void TestHexGrid::wideIds()
{
    HexGridLayout l = layoutOf(HexOrientation::FlatTop, true);
    l.columns = 120;
    l.rows = 9;
    const HexGrid grid(l);
    QCOMPARE(grid.id(grid.fromOffset(7, 3)), std::string("00703"));
    QCOMPARE(grid.id(grid.fromOffset(120, 9)), std::string("12009"));
    QVERIFY(grid.parseId("12009").ok());
    QVERIFY(!grid.parseId("0703").ok());
}

// The camera samples: every counter's printed hex is where its millimetres say.
void TestHexGrid::cameraSamples()
{
    // Photographs of real tables are not shipped: UMPIRE_CAMERA_SAMPLES names a folder of them
    // (each NAME.jpg with its ground truth NAME.json) when there is one.
    const QString folder = qEnvironmentVariable("UMPIRE_CAMERA_SAMPLES");
    const QDir dir(folder);
    const QStringList files =
        folder.isEmpty() ? QStringList() : dir.entryList({"*.json"}, QDir::Files);
    if (files.isEmpty())
        QSKIP("no camera samples: UMPIRE_CAMERA_SAMPLES names a folder of them");
    int counters = 0;
    for (const QString &file : files) {
        std::ifstream in(dir.filePath(file).toStdString());
        const nlohmann::json doc = nlohmann::json::parse(in);
        const nlohmann::json &map = doc.at("map");
        HexGridLayout l;
        l.orientation = map.at("orientation") == "flat-top" ? HexOrientation::FlatTop
                                                            : HexOrientation::PointyTop;
        l.columns = map.at("columns");
        l.rows = map.at("rows");
        l.flatToFlatMm = map.at("flat_to_flat_mm");
        l.firstCentreMm = {map.at("hex_0101_center_mm")[0], map.at("hex_0101_center_mm")[1]};
        l.evenShifted = map.at("even_columns_shifted_down_mm").get<double>() > 0;
        const HexGrid grid(l);
        // the file's own steps agree with the geometry
        const HexPointMm c0101 = grid.centreMm(*grid.parseId("0101"));
        const HexPointMm c0201 = grid.centreMm(*grid.parseId("0201"));
        QVERIFY(std::abs(c0201.x - c0101.x - map.at("column_step_mm").get<double>()) < 1e-6);
        QVERIFY(std::abs(c0201.y - c0101.y - map.at("even_columns_shifted_down_mm").get<double>()) <
                1e-6);
        for (const nlohmann::json &counter : doc.at("counters")) {
            const std::string id = counter.at("hex");
            Result<Hex> hex = grid.parseId(id);
            QVERIFY2(hex.ok(), id.c_str());
            const HexPointMm at{counter.at("x_mm"), counter.at("y_mm")};
            const HexPointMm centre = grid.centreMm(*hex);
            QVERIFY2(std::hypot(at.x - centre.x, at.y - centre.y) < 6.0,
                     qPrintable(file + " " + QString::fromStdString(id)));
            QCOMPARE(grid.id(grid.hexAtMm(at)), id);
            ++counters;
        }
    }
    QVERIFY(counters > 10);
}

// The line's parts as text: "I" interior hex, "S" hexside, "V" vertex, with the hexes' axial
// coordinates sorted.
static QString describe(const HexLine &line)
{
    QStringList parts;
    for (const HexLine::Part &p : line.parts) {
        std::vector<Hex> hexes = p.hexes;
        std::sort(hexes.begin(), hexes.end());
        QStringList hs;
        for (Hex h : hexes)
            hs << QString("%1,%2").arg(h.q).arg(h.r);
        const char *k = p.kind == HexLine::Kind::Interior  ? "I"
                        : p.kind == HexLine::Kind::Hexside ? "S"
                                                           : "V";
        parts << QString("%1(%2)").arg(k, hs.join(' '));
    }
    return parts.join(' ');
}

void TestHexGrid::line_data()
{
    QTest::addColumn<int>("bq");
    QTest::addColumn<int>("br");
    QTest::addColumn<QString>("expected");
    QTest::newRow("NLB 8.3 same hex") << 0 << 0 << "I(0,0)";
    QTest::newRow("NLB 8.3 adjacent hexes share only a hexside") << 1 << 0 << "I(0,0) I(1,0)";
    QTest::newRow("NLB 8.3 straight along a row of hexes") << 2 << 0 << "I(0,0) I(1,0) I(2,0)";
    // (2,-1): the line runs through a vertex, along the hexside between (1,-1) and (1,0), and
    // through the far vertex.
    QTest::newRow("NLB 8.3 line congruent to a hexside")
        << 2 << -1 << "I(0,0) V(0,0 1,-1 1,0) S(1,-1 1,0) V(1,-1 1,0 2,-1) I(2,-1)";
    QTest::newRow("NLB 8.3 two hexsides in a row")
        << 4 << -2
        << "I(0,0) V(0,0 1,-1 1,0) S(1,-1 1,0) V(1,-1 1,0 2,-1) I(2,-1) V(2,-1 3,-2 3,-1) "
           "S(3,-2 3,-1) V(3,-2 3,-1 4,-2) I(4,-2)";
    QTest::newRow("NLB 8.3 an oblique line crosses hexes only")
        << 3 << -1 << "I(0,0) I(1,0) I(2,-1) I(3,-1)";
}

void TestHexGrid::line()
{
    QFETCH(int, bq);
    QFETCH(int, br);
    QFETCH(QString, expected);
    QCOMPARE(describe(HexGrid::line(Hex{0, 0}, Hex{bq, br})), expected);
}

// Reversing a line gives the same parts in reverse order; translating it translates them.
void TestHexGrid::lineIsSymmetric()
{
    for (Hex b : HexGrid::range(Hex{0, 0}, 6)) {
        const HexLine forward = HexGrid::line(Hex{0, 0}, b);
        const HexLine back = HexGrid::line(b, Hex{0, 0});
        QCOMPARE(forward.parts.size(), back.parts.size());
        for (std::size_t i = 0; i < forward.parts.size(); ++i) {
            std::vector<Hex> x = forward.parts[i].hexes,
                             y = back.parts[back.parts.size() - 1 - i].hexes;
            std::sort(x.begin(), x.end());
            std::sort(y.begin(), y.end());
            QVERIFY(x == y);
            QVERIFY(forward.parts[i].kind == back.parts[back.parts.size() - 1 - i].kind);
            if (forward.parts[i].kind == HexLine::Kind::Vertex)
                QCOMPARE(int(x.size()), 3);
            if (forward.parts[i].kind == HexLine::Kind::Hexside) {
                QCOMPARE(int(x.size()), 2);
                QVERIFY(HexGrid::adjacent(x[0], x[1]));
            }
        }
        // the interior hexes form a connected chain except where a vertex or hexside intervenes
        const std::vector<Hex> inside = forward.interiorHexes();
        QCOMPARE(inside.front(), (Hex{0, 0}));
        QCOMPARE(inside.back(), b);
        const HexLine moved = HexGrid::line(Hex{5, -3}, Hex{b.q + 5, b.r - 3});
        QCOMPARE(moved.parts.size(), forward.parts.size());
    }
}

// The walker gives HexGrid::line's parts one at a time: a caller that stops after a few has had
// exactly the line's first parts, and one that goes on has the rest, in order, then no more.
void TestHexGrid::lineWalkerStopsEarly()
{
    const Hex a{0, 0}, b{4, -2}; // two hexsides in a row: vertices, hexsides and interiors
    const HexLine whole = HexGrid::line(a, b);
    QCOMPARE(int(whole.parts.size()), 9);
    auto same = [](const HexLineWalker::Part &walked, const HexLine::Part &part) {
        return walked.kind == part.kind &&
               std::vector<Hex>(walked.hexes.begin(), walked.hexes.begin() + walked.count) ==
                   part.hexes;
    };
    HexLineWalker walker(a, b);
    HexLineWalker::Part part;
    // stop at the first hexside, as a caller stopping at a blocking part does
    std::size_t given = 0;
    while (walker.next(part)) {
        QVERIFY(same(part, whole.parts[given]));
        ++given;
        if (part.kind == HexLine::Kind::Hexside)
            break;
    }
    QCOMPARE(int(given), 3);
    QVERIFY(!walker.done());
    // going on gives the rest of the line and then nothing
    while (walker.next(part)) {
        QVERIFY(given < whole.parts.size());
        QVERIFY(same(part, whole.parts[given]));
        ++given;
    }
    QCOMPARE(given, whole.parts.size());
    QVERIFY(walker.done());
    QVERIFY(!walker.next(part));

    // a line of one hex: its only part, and done
    HexLineWalker single(a, a);
    QVERIFY(!single.done());
    QVERIFY(single.next(part));
    QVERIFY(part.kind == HexLine::Kind::Interior && part.count == 1 && part.hexes[0] == a);
    QVERIFY(single.done());
    QVERIFY(!single.next(part));
}

QTEST_APPLESS_MAIN(TestHexGrid)
#include "tst_hexgrid.moc"
