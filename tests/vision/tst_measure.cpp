// vision: distances on the map between markers and image points; printable sheets true to size and
// readable by the detector; marker lists.
#include "locator.h"
#include "markersheet.h"
#include "measure.h"
#include "scenegenerator.h"

#include <QtTest/QtTest>

#include <cmath>
#include <fstream>
#include <sstream>

using namespace umpire;
using namespace umpire::vision;

class TestMeasure : public QObject
{
    Q_OBJECT

  private slots:
    void betweenMarkers_data()
    {
        QTest::addColumn<int>("seed");
        QTest::newRow("two counters of an easy scene, within 0.5 mm") << 51;
        QTest::newRow("two counters of a hard scene, within 1 mm") << 52;
    }
    void betweenMarkers()
    {
        QFETCH(int, seed);
        const Scene scene =
            SceneGenerator(std::uint64_t(seed)).generate(seed == 51 ? "easy" : "hard");
        Result<LocateResult> r = Locator(scene.layout.map).locate(scene.image);
        QVERIFY(r.ok());
        QVERIFY(r->counters.size() >= 2);
        const CounterRead &a = r->counters.front(), &b = r->counters.back();
        MeasureEnd from, to;
        from.marker = a.marker;
        to.marker = b.marker;
        Result<Measure> m = measureOnMap(*r, from, to);
        QVERIFY(m.ok());
        HexPointMm ta, tb;
        for (const SceneCounter &c : scene.layout.counters) {
            if (c.marker == a.marker)
                ta = c.mm;
            if (c.marker == b.marker)
                tb = c.mm;
        }
        const double truth = std::hypot(ta.x - tb.x, ta.y - tb.y);
        QVERIFY2(std::abs(m->mm - truth) < (seed == 51 ? 0.5 : 1.0),
                 qPrintable(QStringLiteral("%1 mm measured, %2 mm true").arg(m->mm).arg(truth)));
        // The same through the image points of the two markers.
        from.marker = to.marker = -1;
        from.image = a.read.centre();
        to.image = b.read.centre();
        Result<Measure> byPoints = measureOnMap(*r, from, to);
        QVERIFY(byPoints.ok());
        QVERIFY(std::abs(byPoints->mm - m->mm) < 0.2);
    }

    void ends_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::newRow("a marker id") << "70" << true;
        QTest::newRow("an image point") << "640.5,360" << true;
        QTest::newRow("an id out of range") << "1000" << false;
        QTest::newRow("a half point") << "640," << false;
        QTest::newRow("words") << "the general" << false;
    }
    void ends()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QCOMPARE(MeasureEnd::parse(text.toStdString()).ok(), ok);
    }

    void missingMarker()
    {
        const Scene scene = SceneGenerator(53).generate("easy");
        Result<LocateResult> r = Locator(scene.layout.map).locate(scene.image);
        QVERIFY(r.ok());
        MeasureEnd from, to;
        from.marker = 999 - 3; // an anchor: read, so measurable
        to.marker = 997;
        std::set<int> onTable;
        for (const SceneCounter &c : scene.layout.counters)
            onTable.insert(c.marker);
        int absent = 0;
        while (onTable.count(absent))
            ++absent;
        to.marker = absent;
        Result<Measure> m = measureOnMap(*r, from, to);
        QVERIFY(!m.ok());
        QVERIFY(m.error().message.find("not read") != std::string::npos);
    }

    void sheetsAreTrueSizeAndReadable()
    {
        SheetSettings s;
        s.anchors = {996, 997};
        s.counters = {1, 2, 3, 500, 995};
        const std::vector<cv::Mat> pages = markerSheets(s);
        QCOMPARE(pages.size(), std::size_t(1));
        QCOMPARE(pages[0].cols, int(std::lround(210 / 25.4 * 300))); // A4 at 300 dpi
        const std::vector<MarkerRead> reads = MarkerDetector::detectPlain(pages[0]);
        std::set<int> ids;
        for (const MarkerRead &r : reads) {
            ids.insert(r.marker);
            const double expected = (r.marker >= 996 ? 24.0 : 8.5) * 300 / 25.4;
            QVERIFY2(std::abs(r.sidePx() - expected) < 3,
                     qPrintable(QStringLiteral("marker %1: %2 px, %3 expected")
                                    .arg(r.marker)
                                    .arg(r.sidePx())
                                    .arg(expected)));
        }
        QCOMPARE(ids, (std::set<int>{1, 2, 3, 500, 995, 996, 997}));
    }

    void manyMarkersMakeSeveralPdfPages()
    {
        SheetSettings s;
        for (int i = 0; i < 400; ++i)
            s.counters.push_back(i);
        const std::vector<cv::Mat> pages = markerSheets(s);
        QVERIFY(pages.size() >= 2);
        const QString path = QDir::temp().filePath("umpire-test-sheet.pdf");
        Result<std::vector<std::string>> written = writeSheets(pages, path.toStdString(), 300);
        QVERIFY(written.ok());
        std::ifstream in(path.toStdString(), std::ios::binary);
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string pdf = buffer.str();
        QVERIFY(pdf.rfind("%PDF-1.4", 0) == 0);
        QVERIFY(pdf.find("/Count " + std::to_string(pages.size())) != std::string::npos);
        QVERIFY(pdf.find("startxref") != std::string::npos);
        QVERIFY(pdf.size() > 8 && pdf.substr(pdf.size() - 6) == "%%EOF\n");
        QFile::remove(path);
        QVERIFY(!writeSheets(pages, "/tmp/x.svg", 300).ok());
    }

    void markerLists_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("count");
        QTest::newRow("ranges and ids") << "1-40,57,60-62" << 44;
        QTest::newRow("a repeated id counts once") << "5,5,4-6" << 3;
        QTest::newRow("a reversed range is refused") << "9-3" << -1;
        QTest::newRow("an id past 999 is refused") << "998-1000" << -1;
        QTest::newRow("nothing is refused") << "" << -1;
    }
    void markerLists()
    {
        QFETCH(QString, text);
        QFETCH(int, count);
        Result<std::vector<int>> ids = parseMarkerList(text.toStdString());
        QCOMPARE(ids.ok(), count >= 0);
        if (count >= 0)
            QCOMPARE(int(ids->size()), count);
    }
};

QTEST_APPLESS_MAIN(TestMeasure)
#include "tst_measure.moc"
