// vision: counters placed in their hexes on the shared camera samples and on generated scenes; no
// phantom unit; impossible reads rejected; bad frames and maps refused with a message.
#include "lenscalibration.h"
#include "locator.h"
#include "scenegenerator.h"
#include "scenescore.h"

#include <QtTest/QtTest>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <opencv2/aruco.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <set>

using namespace umpire;
using namespace umpire::vision;
using namespace umpire::vision::test;
using nlohmann::json;

namespace {

// Photographs of real tables are not shipped: UMPIRE_CAMERA_SAMPLES names a folder of them (each
// NAME.jpg with its ground truth NAME.json) when there is one.
const std::string samplesDir = qEnvironmentVariable("UMPIRE_CAMERA_SAMPLES").toStdString();

} // namespace

class TestLocate : public QObject
{
    Q_OBJECT

  private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name :
             {"easy_000", "easy_001", "hand_000", "hard_000", "hard_001", "stack_000", "k4_000"})
            QTest::newRow((std::string("sample ") + name +
                           ": every visible counter in its hex, "
                           "nothing else")
                              .c_str())
                << QString(name);
    }
    void samples()
    {
        QFETCH(QString, name);
        const std::string base = samplesDir + "/" + name.toStdString();
        if (samplesDir.empty() || !std::filesystem::exists(base + ".json"))
            QSKIP("no camera samples: UMPIRE_CAMERA_SAMPLES names a folder of them");
        std::ifstream in(base + ".json");
        const json truthJson = json::parse(in);
        Result<MapDescription> map = MapDescription::fromJson(truthJson);
        QVERIFY2(map.ok(), map ? "" : map.error().message.c_str());
        const cv::Mat image = cv::imread(base + ".jpg");
        QVERIFY(!image.empty());
        Result<LocateResult> r = Locator(*map).locate(image);
        QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
        std::map<int, std::pair<std::string, bool>> truth;
        for (const json &c : truthJson["counters"])
            truth[c["marker"].get<int>()] = {c["hex"].get<std::string>(), c["visible"].get<bool>()};
        const Score s = score(*r, truth);
        QVERIFY2(s.phantoms.isEmpty(), qPrintable("phantom units: " + s.phantoms.join(", ")));
        QVERIFY2(s.wrongHex.isEmpty(), qPrintable("in a wrong hex: " + s.wrongHex.join(", ")));
        QVERIFY2(s.missed.isEmpty(), qPrintable("visible but not read: " + s.missed.join(", ")));
        // A counter next to the hand may be left unsure, but only a few of them.
        QVERIFY(s.placed >= s.visible - 2);
        QCOMPARE(s.placed + s.unsure, s.visible);
        QVERIFY(r->anchorsSeen.size() >= 3);
        QVERIFY(r->calibration.errorMm < 1.5);
        for (const CounterRead &c : r->counters)
            QVERIFY(c.confidence > 0.5 && c.confidence <= 1.0);
    }

    void generated_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<int>("seed");
        for (const char *profile : {"easy", "hard", "hand", "stack"})
            for (int seed = 11; seed <= 13; ++seed)
                QTest::newRow(QStringLiteral("generated %1 scene, seed %2")
                                  .arg(profile)
                                  .arg(seed)
                                  .toUtf8()
                                  .constData())
                    << QString(profile) << seed;
        QTest::newRow("generated k4 scene, seed 11") << QString("k4") << 11;
    }
    void generated()
    {
        QFETCH(QString, profile);
        QFETCH(int, seed);
        const Scene scene = SceneGenerator(std::uint64_t(seed)).generate(profile.toStdString());
        Result<LocateResult> r = Locator(scene.layout.map).locate(scene.image);
        QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
        const Score s = score(*r, truthOf(scene.layout.counters));
        QVERIFY2(s.phantoms.isEmpty(), qPrintable("phantom units: " + s.phantoms.join(", ")));
        QVERIFY2(s.wrongHex.isEmpty(), qPrintable("in a wrong hex: " + s.wrongHex.join(", ")));
        if (!s.missed.isEmpty())
            qInfo("visible but not read: %s", qPrintable(s.missed.join(", ")));
        // Touching counters can hide a marker's outline: 95% at least, and never a wrong read.
        QVERIFY2(
            s.placed + s.unsure >= 0.95 * s.visible,
            qPrintable(QStringLiteral("%1 of %2 read").arg(s.placed + s.unsure).arg(s.visible)));
    }

    // A read is trusted only when its cells, sampled on its own corners, plainly say its id: the
    // easy scene of seed 223 once read counter 181 as 690 at 0.93 (OpenCV decoded an outline a
    // cell off; the two ids differ by two cells).
    void cellClarity_data()
    {
        QTest::addColumn<int>("drawn");
        QTest::addColumn<int>("claimed");
        QTest::addColumn<int>("greyCells"); // white cells of the drawn marker painted mid-grey
        QTest::addColumn<bool>("clear");
        QTest::newRow("no false id: 181 drawn, read as 181, clear") << 181 << 181 << 0 << true;
        QTest::newRow("no false id: 181 drawn, claimed as 690 (two cells off), unclear")
            << 181 << 690 << 0 << false;
        QTest::newRow("no false id: 181 with a cell half covered, unclear")
            << 181 << 181 << 1 << false;
        QTest::newRow("no false id: 7 drawn, read as 7, clear") << 7 << 7 << 0 << true;
        QTest::newRow("no false id: 7 drawn, claimed as 8, unclear") << 7 << 8 << 0 << false;
    }
    void cellClarity()
    {
        QFETCH(int, drawn);
        QFETCH(int, claimed);
        QFETCH(int, greyCells);
        QFETCH(bool, clear);
        // A 48-pixel marker (8 a cell) on white, turned a little, slightly blurred.
        cv::Mat marker;
        cv::aruco::drawMarker(cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000), drawn,
                              48, marker);
        int painted = 0;
        for (int y = 1; y < 5 && painted < greyCells; ++y)
            for (int x = 1; x < 5 && painted < greyCells; ++x)
                if (marker.at<uchar>(y * 8 + 4, x * 8 + 4) > 128) {
                    marker(cv::Rect(x * 8, y * 8, 8, 8)).setTo(128);
                    ++painted;
                }
        QCOMPARE(painted, greyCells);
        cv::Mat page(120, 120, CV_8U, cv::Scalar(235));
        marker.copyTo(page(cv::Rect(36, 36, 48, 48)));
        const cv::Mat turn = cv::getRotationMatrix2D({60, 60}, 8, 1);
        cv::warpAffine(page, page, turn, page.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
        cv::GaussianBlur(page, page, {0, 0}, 0.8);
        MarkerRead read;
        read.marker = claimed;
        const cv::Point2f square[4] = {{36, 36}, {84, 36}, {84, 84}, {36, 84}};
        for (int k = 0; k < 4; ++k) {
            const cv::Vec2d p = cv::Matx23d(turn) * cv::Vec3d(square[k].x, square[k].y, 1);
            read.corners[k] = cv::Point2f(float(p[0]), float(p[1]));
        }
        read.clarity = umpire::vision::cellClarity(page, read);
        QVERIFY2(MarkerDetector().isClear(read) == clear,
                 qPrintable(QStringLiteral("clarity %1").arg(read.clarity)));
        if (clear)
            QVERIFY(read.clarity > 0.3);
        // The detector's own read of the page is never another id than the one drawn.
        for (const MarkerRead &r : MarkerDetector().detect(page, {}, 20, 100))
            QVERIFY2(r.marker == drawn || !MarkerDetector().isClear(r),
                     qPrintable(QStringLiteral("read %1 as %2").arg(drawn).arg(r.marker)));
    }

    // Calibration from the anchors' corners, on small pictures too: at 1280x720 an
    // anchor's thresholded outline sits 5 pixels inside its edge (the map was 2.2 mm off).
    void smallPictureAnchors_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("1280x720, the map within a pixel") << 1280 << 720;
        QTest::newRow("1920x1080, the map within a pixel") << 1920 << 1080;
    }
    void smallPictureAnchors()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        const SceneGenerator generator(61);
        const SceneLayout layout = generator.layout(18, 12, 30, 2);
        SceneCamera camera = generator.camera("easy");
        camera.imageSize = {width, height};
        const Scene scene = generator.render(layout, camera, generator.pose(layout, camera));
        Result<LocateResult> r = Locator(layout.map).locate(scene.image);
        QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
        QCOMPARE(int(r->calibration.anchorsUsed.size()), 4);
        QVERIFY2(r->calibration.errorMm < 0.5, qPrintable(QString::number(r->calibration.errorMm)));
        double worst = 0;
        for (double x = 0; x <= layout.map.mapWidthMm; x += layout.map.mapWidthMm / 4)
            for (double y = 0; y <= layout.map.mapHeightMm; y += layout.map.mapHeightMm / 4) {
                const cv::Vec3d v = scene.mapToImage * cv::Vec3d(x, y, 1);
                const cv::Point2f truth(float(v[0] / v[2]), float(v[1] / v[2]));
                worst = std::max(worst, double(cv::norm(r->calibration.toImage({x, y}) - truth)));
            }
        QVERIFY2(worst < 1.0, qPrintable(QStringLiteral("%1 px off").arg(worst)));
    }

    // The lens calibration board (DICT_5X5_100) left lying on the map: its 17 markers are not
    // counters, and no counter is invented from them, even printed as small as a counter's.
    void charucoBoardOnTheMap_data()
    {
        QTest::addColumn<double>("print");
        QTest::newRow("no false id: the lens board at true size on the map") << 1.0;
        QTest::newRow("no false id: the lens board printed with counter-sized markers") << 8.5 / 22;
    }
    void charucoBoardOnTheMap()
    {
        QFETCH(double, print);
        const Scene scene = SceneGenerator(24).generate("easy");
        const SceneLayout &layout = scene.layout;
        // The board flat on the map's upper left (through the map's homography).
        const double boardPpm = 4;
        const cv::Mat board = charucoBoardImage(CharucoBoardSpec{}, boardPpm);
        const double mmPerPixel = print / boardPpm;
        const cv::Matx33d boardToMap(mmPerPixel, 0, 20, 0, mmPerPixel, 20, 0, 0, 1);
        cv::Mat boardBgr, warped, mask;
        cv::cvtColor(board, boardBgr, cv::COLOR_GRAY2BGR);
        const cv::Mat toImage(scene.mapToImage * boardToMap);
        cv::warpPerspective(boardBgr, warped, toImage, scene.image.size());
        cv::warpPerspective(cv::Mat(board.size(), CV_8U, cv::Scalar(255)), mask, toImage,
                            scene.image.size(), cv::INTER_NEAREST);
        cv::Mat image = scene.image.clone();
        warped.copyTo(image, mask);
        Result<LocateResult> r = Locator(layout.map).locate(image);
        QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
        const Score s = score(*r, truthOf(layout.counters));
        QVERIFY2(s.phantoms.isEmpty(), qPrintable("phantom units: " + s.phantoms.join(", ")));
        QVERIFY2(s.wrongHex.isEmpty(), qPrintable("in a wrong hex: " + s.wrongHex.join(", ")));
        // The counters clear of the board (a counter's width away) are still read.
        const double w = layout.map.counterMm;
        const cv::Rect2d boardMm(20 - w, 20 - w, board.cols * mmPerPixel + 2 * w,
                                 board.rows * mmPerPixel + 2 * w);
        int beside = 0;
        for (const SceneCounter &c : layout.counters)
            beside += c.visible && !boardMm.contains({c.mm.x, c.mm.y}) ? 1 : 0;
        QVERIFY2(
            beside >= 5 && s.placed >= beside - 1,
            qPrintable(QStringLiteral("%1 read, %2 beside the board").arg(s.placed).arg(beside)));
    }

    void orderOfBattle()
    {
        const Scene scene = SceneGenerator(21).generate("easy");
        MapDescription map = scene.layout.map;
        std::set<int> oob;
        int left = -1;
        for (const SceneCounter &c : scene.layout.counters)
            if (left < 0)
                left = c.marker; // this one is not of the game
            else
                oob.insert(c.marker);
        map.orderOfBattle = oob;
        Result<LocateResult> r = Locator(map).locate(scene.image);
        QVERIFY(r.ok());
        for (const CounterRead &c : r->counters)
            QVERIFY(c.marker != left);
        bool rejected = false;
        for (const RejectedRead &x : r->rejected)
            rejected = rejected || (x.marker == left && x.reason == "not in the order of battle");
        QVERIFY(rejected);
    }

    void impossibleReads_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("a marker seen twice is rejected at both places") << "twice";
        QTest::newRow("a marker off the map is rejected") << "offmap";
    }
    void impossibleReads()
    {
        QFETCH(QString, what);
        const SceneGenerator generator(22);
        SceneLayout layout = generator.layout(16, 11, 12, 0);
        const int marker = layout.counters[0].marker;
        if (what == "twice") {
            layout.counters[1].marker = marker;
        } else {
            layout.counters[0].mm = {layout.map.mapWidthMm + 9, layout.map.mapHeightMm / 2};
        }
        SceneCamera camera = generator.camera("easy");
        camera.mapFill = 0.8;
        camera.rotationDeg = 0;
        const Scene scene = generator.render(layout, camera, generator.pose(layout, camera));
        Result<LocateResult> r = Locator(layout.map).locate(scene.image);
        QVERIFY(r.ok());
        for (const CounterRead &c : r->counters)
            QVERIFY2(c.marker != marker, "an impossible read was reported as a counter");
        int rejected = 0;
        for (const RejectedRead &x : r->rejected)
            if (x.marker == marker)
                ++rejected;
        QCOMPARE(rejected, what == "twice" ? 2 : 1);
    }

    void oneAnchor()
    {
        // Three anchors papered over: the one left fixes the map, less precisely.
        const SceneGenerator generator(23);
        const SceneLayout layout = generator.layout(16, 11, 120, 0);
        const SceneCamera camera = generator.camera("easy");
        const Scene scene = generator.render(layout, camera, generator.pose(layout, camera));
        cv::Mat image = scene.image.clone();
        for (const AnchorMarker &a : scene.layout.map.anchors) {
            if (a.marker == 996)
                continue;
            std::vector<cv::Point> poly;
            for (const HexPointMm &p : a.cornersMm()) {
                const cv::Vec3d v = scene.mapToImage * cv::Vec3d(p.x, p.y, 1);
                poly.emplace_back(int(v[0] / v[2]), int(v[1] / v[2]));
            }
            cv::fillConvexPoly(image, poly, cv::Scalar(200, 200, 200));
        }
        Result<LocateResult> r = Locator(scene.layout.map).locate(image);
        QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
        QCOMPARE(r->anchorsSeen, std::vector<int>{996});
        const Score s = score(*r, truthOf(scene.layout.counters));
        QVERIFY2(s.phantoms.isEmpty(), qPrintable(s.phantoms.join(", ")));
        QVERIFY2(s.wrongHex.isEmpty(), qPrintable("in a wrong hex: " + s.wrongHex.join(", ")));
        // Near the anchor counters are placed; far from it they are left unsure, not guessed.
        int unsure = 0;
        for (const RejectedRead &x : r->rejected)
            unsure += x.reason == "too far from the one anchor in view to be sure" ? 1 : 0;
        QVERIFY(s.placed >= 3);
        QVERIFY(unsure >= 3);
    }

    void badFrames_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("an empty frame is refused") << 0;
        QTest::newRow("a tiny frame is refused") << 1;
        QTest::newRow("a frame with no anchor is refused") << 2;
        QTest::newRow("a 16-bit frame is refused") << 3;
    }
    void badFrames()
    {
        QFETCH(int, kind);
        const Scene scene = SceneGenerator(24).generate("easy");
        cv::Mat frame;
        if (kind == 1)
            frame = cv::Mat(20, 30, CV_8UC3, cv::Scalar(128, 128, 128));
        else if (kind == 2)
            frame = cv::Mat(1080, 1920, CV_8UC3, cv::Scalar(90, 120, 160));
        else if (kind == 3)
            frame = cv::Mat(1080, 1920, CV_16UC3, cv::Scalar(0, 0, 0));
        Result<LocateResult> r = Locator(scene.layout.map).locate(frame);
        QVERIFY(!r.ok());
        QVERIFY(!r.error().message.empty());
        if (kind == 2)
            QVERIFY(r.error().message.find("no anchor marker in view") != std::string::npos);
    }

    void mapDescription_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const QString ok = R"({"map": {"flat_to_flat_mm": 16, "hex_0101_center_mm": [43, 42],
            "columns": 18, "rows": 12}, "anchors": [{"marker": 996, "top_left_mm": [4, 4],
            "side_mm": 24}]})";
        QTest::newRow("the sample fields are a map description") << ok << "";
        QTest::newRow("no map") << R"({"anchors": []})"
                                << "map:";
        QTest::newRow("no anchors") << R"({"map": {"flat_to_flat_mm": 16,
            "hex_0101_center_mm": [43, 42], "columns": 18, "rows": 12}})"
                                    << "anchors:";
        QTest::newRow("another dictionary") << R"({"aruco_dictionary": "DICT_6X6_250"})"
                                            << "aruco_dictionary";
        QString withOob = ok;
        withOob.replace(R"("anchors")", R"("order_of_battle": [1, "x"], "anchors")");
        QTest::newRow("an order of battle with a non-id") << withOob << "order_of_battle";
        QString anchorInOob = ok;
        anchorInOob.replace(R"("anchors")", R"("order_of_battle": [996], "anchors")");
        QTest::newRow("an anchor in the order of battle") << anchorInOob << "anchor marker";
    }
    void mapDescription()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        Result<MapDescription> d = MapDescription::fromJson(json::parse(text.toStdString()));
        if (expected.isEmpty()) {
            QVERIFY2(d.ok(), d ? "" : d.error().message.c_str());
            QCOMPARE(d->layout.columns, 18);
            QCOMPARE(d->anchors.size(), std::size_t(1));
            Result<MapDescription> again = MapDescription::fromJson(d->toJson());
            QVERIFY(again.ok());
            QCOMPARE(again->layout.firstCentreMm.x, 43.0);
        } else {
            QVERIFY(!d.ok());
            QVERIFY2(d.error().message.find(expected.toStdString()) != std::string::npos,
                     d.error().message.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestLocate)
#include "tst_locate.moc"
