// vision: tracking over frames: a hand passing over the map moves and removes nothing; a counter
// moves only when read elsewhere frame after frame; a counter under another is stacked; bad frames
// change nothing.
#include "scenegenerator.h"
#include "tracker.h"

#include <QtTest/QtTest>

#include <nlohmann/json.hpp>

using namespace umpire;
using namespace umpire::vision;

namespace {

struct Sequence
{
    SceneGenerator generator{31};
    SceneLayout layout;
    SceneCamera camera;
    cv::Matx33d pose;
    Sequence(int seed, int counters)
        : generator(std::uint64_t(seed)), layout(generator.layout(16, 11, counters, 0)),
          camera(generator.camera("easy")), pose(generator.pose(layout, camera))
    {
    }
    cv::Mat frame(const std::vector<SceneHand> &hands, int n) const
    {
        return generator.render(layout, camera, pose, hands, n).image;
    }
};

int countEvents(const Tracker &t, const std::string &kind)
{
    int n = 0;
    for (const TrackEvent &e : t.events())
        n += e.kind == kind ? 1 : 0;
    return n;
}

} // namespace

class TestTracker : public QObject
{
    Q_OBJECT

  private slots:
    void handPassesOver_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<bool>("onlyChanged");
        QTest::newRow("a hand passes over the map: nothing moved, nothing removed") << 41 << true;
        QTest::newRow("the same, detecting the whole frame every time") << 41 << false;
        QTest::newRow("another table, another hand path") << 42 << true;
    }
    void handPassesOver()
    {
        QFETCH(int, seed);
        QFETCH(bool, onlyChanged);
        const Sequence seq(seed, 30);
        TrackerSettings settings;
        settings.onlyChanged = onlyChanged;
        Tracker tracker(Locator(seq.layout.map), settings);
        int n = 0;
        for (int i = 0; i < 4; ++i)
            QCOMPARE(QString::fromStdString(tracker.feed(seq.frame({}, n++)).status), "ok");
        int visible = 0;
        for (const SceneCounter &c : seq.layout.counters)
            visible += c.visible ? 1 : 0;
        const int appeared = countEvents(tracker, "appeared");
        QVERIFY2(appeared >= 0.95 * visible, qPrintable(QString::number(appeared)));
        // The hand sweeps from the left to the right edge and back out, over 16 frames.
        int occludedSeen = 0;
        for (int i = 0; i < 16; ++i) {
            SceneHand hand;
            hand.palm = {seq.layout.map.mapWidthMm * (0.1 + 0.8 * i / 15.0),
                         seq.layout.map.mapHeightMm * (0.35 + 0.2 * std::sin(i / 3.0))};
            hand.angleDeg = 80 + 2 * i;
            const TrackFrame f = tracker.feed(seq.frame({hand}, n++));
            QVERIFY(f.located);
            for (const auto &[marker, t] : tracker.counters())
                occludedSeen += t.state == TrackedCounter::State::Occluded ? 1 : 0;
        }
        for (int i = 0; i < 6; ++i)
            tracker.feed(seq.frame({}, n++));
        QCOMPARE(countEvents(tracker, "moved"), 0);
        QCOMPARE(countEvents(tracker, "removed"), 0);
        QVERIFY2(occludedSeen > 0, "the hand hid no counter: the test proves nothing");
        for (const auto &[marker, t] : tracker.counters()) {
            QCOMPARE(stateName(t.state), std::string("seen"));
            bool known = false;
            for (const SceneCounter &c : seq.layout.counters)
                if (c.marker == marker) {
                    known = true;
                    QCOMPARE(t.hexId, c.hex);
                }
            QVERIFY2(known, "a phantom counter is tracked");
        }
    }

    void moveConfirmed()
    {
        Sequence seq(43, 20);
        Tracker tracker(Locator(seq.layout.map));
        int n = 0;
        for (int i = 0; i < 4; ++i)
            tracker.feed(seq.frame({}, n++));
        const SceneLayout before = seq.layout;
        // One frame with a counter elsewhere (a misread, a nudge) moves nothing.
        SceneCounter &c = seq.layout.counters[0];
        const HexGrid grid(seq.layout.map.layout);
        const Hex from = grid.parseId(c.hex).value();
        Hex to = from;
        for (const Hex &h : HexGrid::neighbours(HexGrid::neighbours(from)[1]))
            if (grid.contains(h) && h != from) {
                bool free = true;
                for (const SceneCounter &o : seq.layout.counters)
                    free = free && o.hex != grid.id(h);
                if (free) {
                    to = h;
                    break;
                }
            }
        QVERIFY(to != from);
        c.hex = grid.id(to);
        c.mm = grid.centreMm(to);
        tracker.feed(seq.frame({}, n++));
        std::swap(seq.layout, const_cast<SceneLayout &>(before));
        tracker.feed(seq.frame({}, n++));
        QCOMPARE(countEvents(tracker, "moved"), 0);
        std::swap(seq.layout, const_cast<SceneLayout &>(before));
        for (int i = 0; i < 4; ++i)
            tracker.feed(seq.frame({}, n++));
        QCOMPARE(countEvents(tracker, "moved"), 1);
        const TrackEvent &e = tracker.events().back();
        QCOMPARE(e.kind, std::string("moved"));
        QCOMPARE(e.marker, c.marker);
        QCOMPARE(e.fromHex, grid.id(from));
        QCOMPARE(e.toHex, grid.id(to));
    }

    void stackedNotRemoved()
    {
        Sequence seq(44, 20);
        Tracker tracker(Locator(seq.layout.map));
        int n = 0;
        for (int i = 0; i < 4; ++i)
            tracker.feed(seq.frame({}, n++));
        // A new counter is put on top of the first one.
        SceneCounter top = seq.layout.counters[0];
        top.marker = 995;
        for (const SceneCounter &c : seq.layout.counters)
            QVERIFY(c.marker != 995);
        top.rotationDeg += 4;
        top.mm.x += 0.5;
        seq.layout.counters[0].visible = false;
        seq.layout.counters.push_back(top);
        for (int i = 0; i < 20; ++i)
            tracker.feed(seq.frame({}, n++));
        const int lower = seq.layout.counters[0].marker;
        QVERIFY(tracker.counters().count(lower));
        QCOMPARE(stateName(tracker.counters().at(lower).state), std::string("stacked"));
        QCOMPARE(countEvents(tracker, "removed"), 0);
        QVERIFY(tracker.counters().count(995));
    }

    void badFramesChangeNothing()
    {
        Sequence seq(45, 15);
        Tracker tracker(Locator(seq.layout.map));
        int n = 0;
        for (int i = 0; i < 4; ++i)
            tracker.feed(seq.frame({}, n++));
        auto summary = [&] {
            std::string s;
            for (const auto &[marker, t] : tracker.counters())
                s += std::to_string(marker) + " " + t.hexId + " " + stateName(t.state) + "; ";
            return s;
        };
        const std::string before = summary();
        const TrackFrame empty = tracker.feed(cv::Mat());
        QVERIFY(!empty.located);
        QVERIFY(!empty.status.empty());
        const TrackFrame small = tracker.feed(cv::Mat(240, 320, CV_8UC3, cv::Scalar(40, 40, 40)));
        QVERIFY(!small.located || small.result.counters.empty());
        const TrackFrame noise =
            tracker.feed(cv::Mat(1080, 1920, CV_8UC3, cv::Scalar(10, 200, 30)));
        QVERIFY(!noise.located || noise.result.counters.empty());
        tracker.feed(seq.frame({}, n++));
        QCOMPARE(summary(), before);
        QCOMPARE(countEvents(tracker, "removed"), 0);
    }
};

QTEST_APPLESS_MAIN(TestTracker)
#include "tst_tracker.moc"
