// vision on crowded tables: the marker cells read by table (MarkerCells) say what
// OpenCV's detector says for every id and every quarter turn, and a crowded table's counters are
// all read, each in its hex, at 1920x1080 and at 3840x2160, from a cold frame and, tracked (only
// the regions that changed read again), with a counter moved in each frame.
#include "locator.h"
#include "markercells.h"
#include "markerdetector.h"
#include "scenegenerator.h"
#include "scenescore.h"
#include "tracker.h"

#include <QtTest/QtTest>

#include <nlohmann/json.hpp>

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include <array>
#include <map>
#include <set>
#include <vector>

using namespace umpire;
using namespace umpire::vision;
using namespace umpire::vision::test;

class TestCrowded : public QObject
{
    Q_OBJECT

  private slots:
    // Every id of DICT_4X4_1000, printed on paper, turned a quarter at a time and slightly
    // tilted: MarkerCells reads the id OpenCV's detectMarkers reads on the same picture, and its
    // corners in the same order (the marker's top left first).
    void cellsReadAsOpenCv()
    {
        const cv::Ptr<cv::aruco::Dictionary> dictionary =
            cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000);
        const MarkerCells &cells = MarkerCells::instance();
        int compared = 0;
        for (int id = 0; id < 1000; id += 7) {
            cv::Mat marker;
            cv::aruco::drawMarker(dictionary, id, 60, marker, 1);
            for (int turn = 0; turn < 4; ++turn) {
                cv::Mat page(140, 140, CV_8U, cv::Scalar(255));
                cv::Mat turned = marker.clone();
                for (int k = 0; k < turn; ++k)
                    cv::rotate(turned, turned, cv::ROTATE_90_CLOCKWISE);
                turned.copyTo(page(cv::Rect(40, 40, 60, 60)));
                // A slight perspective: the top edge 6 pixels narrower.
                const std::vector<cv::Point2f> from{{0, 0}, {139, 0}, {139, 139}, {0, 139}},
                    to{{3, 0}, {136, 0}, {139, 139}, {0, 139}};
                cv::warpPerspective(page, page, cv::getPerspectiveTransform(from, to), page.size(),
                                    cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(255));
                std::vector<std::vector<cv::Point2f>> corners;
                std::vector<int> ids;
                cv::aruco::detectMarkers(page, dictionary, corners, ids);
                QCOMPARE(int(ids.size()), 1);
                QCOMPARE(ids[0], id);
                // The same outline, its corners in another order: read by table.
                std::array<cv::Point2f, 4> quad;
                for (int k = 0; k < 4; ++k)
                    quad[std::size_t(k)] = corners[0][std::size_t((k + turn) % 4)];
                const MarkerCells::Decoded d = cells.decode(page, quad, 6, 0.2, 0.35);
                QCOMPARE(d.marker, id);
                const std::array<cv::Point2f, 4> upright = MarkerCells::turned(quad, d.rotation);
                for (int k = 0; k < 4; ++k)
                    QVERIFY2(cv::norm(upright[std::size_t(k)] - corners[0][std::size_t(k)]) < 0.01,
                             qPrintable(QStringLiteral("id %1, turn %2: corner %3 out of order")
                                            .arg(id)
                                            .arg(turn)
                                            .arg(k)));
                ++compared;
            }
        }
        QCOMPARE(compared, 143 * 4);
        // Paper alone, or a quad over plain paper, is no marker.
        const cv::Mat blank(100, 100, CV_8U, cv::Scalar(200));
        QCOMPARE(
            cells.decode(blank, {cv::Point2f(20, 20), {80, 20}, {80, 80}, {20, 80}}, 6, 0.2, 0.35)
                .marker,
            -1);
    }

    // The bench's crowded tables (vision bench --crowded): every counter placed is read in its
    // hex, none elsewhere; at most one in a hundred missed (a marker at the picture's edge or
    // under a neighbour), as many as OpenCV's detector reads on the same picture.
    void crowdedTablesReadWhole_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("counters");
        QTest::newRow("1920x1080, 120 counters on 18x12 hexes") << "easy" << 18 << 12 << 120;
        QTest::newRow("3840x2160, 600 counters on 38x26 hexes") << "k4" << 38 << 26 << 600;
    }
    void crowdedTablesReadWhole()
    {
        QFETCH(QString, profile);
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(int, counters);
        const SceneGenerator generator(500);
        const SceneLayout layout = generator.layout(columns, rows, counters, 0);
        const SceneCamera camera = generator.camera(profile.toStdString());
        const Scene scene = generator.render(layout, camera, generator.pose(layout, camera));
        Result<LocateResult> r = Locator(layout.map).locate(scene.image);
        QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
        const Score s = score(*r, truthOf(layout.counters));
        QCOMPARE(s.visible, counters);
        QVERIFY2(s.phantoms.isEmpty(), qPrintable("phantom units: " + s.phantoms.join(", ")));
        QVERIFY2(s.wrongHex.isEmpty(), qPrintable("in a wrong hex: " + s.wrongHex.join(", ")));
        QVERIFY2(s.placed >= counters - counters / 100,
                 qPrintable(QStringLiteral("%1 of %2 read; missed %3")
                                .arg(s.placed)
                                .arg(counters)
                                .arg(s.missed.join(", "))));
        cv::Mat gray;
        cv::cvtColor(scene.image, gray, cv::COLOR_BGR2GRAY);
        std::set<int> placed, baseline;
        for (const SceneCounter &c : layout.counters)
            placed.insert(c.marker);
        for (const MarkerRead &m : MarkerDetector::detectBaseline(gray))
            if (placed.count(m.marker))
                baseline.insert(m.marker);
        QVERIFY2(s.placed >= int(baseline.size()) - 1,
                 qPrintable(QStringLiteral("%1 read, OpenCV's detector %2")
                                .arg(s.placed)
                                .arg(baseline.size())));
    }

    // The bench's tracked frames (vision bench --crowded): once the tracker holds every counter,
    // one counter moved to a free hex nearby in each frame, with fresh sensor noise. Each frame is
    // read in regions only (no full locate), and reads the moved counter in its new hex at once
    // (a region that missed the move would carry its old read, in the old hex), every other
    // counter where it is (none lost: a neighbour half in the change is read whole), nothing
    // else; after confirmFrames quiet frames the tracker holds every moved counter in its new hex.
    void crowdedTablesTracked_data() { crowdedTablesReadWhole_data(); }
    void crowdedTablesTracked()
    {
        QFETCH(QString, profile);
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(int, counters);
        const SceneGenerator generator(500);
        SceneLayout layout = generator.layout(columns, rows, counters, 0);
        const SceneCamera camera = generator.camera(profile.toStdString());
        const cv::Matx33d pose = generator.pose(layout, camera);
        Tracker tracker{Locator(layout.map)};
        int frameNo = 0;
        auto render = [&] { return generator.render(layout, camera, pose, {}, frameNo++).image; };
        const int confirm = TrackerSettings{}.confirmFrames;
        for (int i = 0; i <= confirm; ++i)
            QVERIFY(tracker.feed(render()).located);
        const std::size_t held = tracker.counters().size();
        QVERIFY2(int(held) >= counters - counters / 100,
                 qPrintable(QStringLiteral("%1 of %2 held").arg(held).arg(counters)));
        std::map<int, std::string> movedTo;
        for (int i = 0; i < 5; ++i) {
            const std::size_t index = std::size_t(i * 37 + 11) % layout.counters.size();
            const int marker = layout.counters[index].marker;
            const std::string from = layout.counters[index].hex;
            const std::string to = moveCounter(layout, index, 3, i);
            QVERIFY(!to.empty() && to != from);
            movedTo[marker] = to;
            const TrackFrame t = tracker.feed(render());
            QVERIFY(t.located);
            QVERIFY2(t.regions > 0, "a full locate: the regions were not tried");
            std::map<int, std::string> truth, read;
            for (const SceneCounter &c : layout.counters)
                truth[c.marker] = c.hex;
            for (const CounterRead &c : t.result.counters)
                read[c.marker] = c.hexId;
            QVERIFY2(read.count(marker) && read[marker] == to,
                     qPrintable(QStringLiteral("marker %1 moved %2 -> %3, read in %4")
                                    .arg(marker)
                                    .arg(QString::fromStdString(from))
                                    .arg(QString::fromStdString(to))
                                    .arg(QString::fromStdString(read.count(marker) ? read[marker]
                                                                                   : "none"))));
            for (const auto &r : read)
                QVERIFY2(truth.count(r.first) && truth[r.first] == r.second,
                         qPrintable(QStringLiteral("frame %1: marker %2 read in %3, is in %4")
                                        .arg(i)
                                        .arg(r.first)
                                        .arg(QString::fromStdString(r.second))
                                        .arg(QString::fromStdString(
                                            truth.count(r.first) ? truth[r.first] : "none"))));
            for (const auto &c : tracker.counters())
                QVERIFY2(read.count(c.first),
                         qPrintable(QStringLiteral("frame %1: marker %2 (%3) lost, moved %4")
                                        .arg(i)
                                        .arg(c.first)
                                        .arg(QString::fromStdString(c.second.hexId))
                                        .arg(marker)));
        }
        for (int i = 0; i < confirm; ++i)
            QVERIFY(tracker.feed(render()).located);
        QCOMPARE(tracker.counters().size(), held);
        for (const auto &m : movedTo) {
            const auto it = tracker.counters().find(m.first);
            QVERIFY(it != tracker.counters().end());
            QCOMPARE(it->second.hexId, m.second);
            QCOMPARE(stateName(it->second.state), std::string("seen"));
        }
        int moves = 0;
        for (const TrackEvent &e : tracker.events())
            moves += e.kind == "moved";
        QCOMPARE(moves, int(movedTo.size()));
        for (const TrackEvent &e : tracker.events())
            QVERIFY2(e.kind != "removed", qPrintable(QString::fromStdString(e.toJson().dump())));
    }
};

QTEST_GUILESS_MAIN(TestCrowded)
#include "tst_crowded.moc"
