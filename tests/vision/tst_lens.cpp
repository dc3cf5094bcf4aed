// vision: a camera's lens measured from generated views of a ChArUco board with a known lens;
// points through the lens and back; lens files saved, loaded and refused; the lens at another
// picture size; a table seen through a bending lens placed right once the lens is applied.
#include "calibration.h"
#include "lenscalibration.h"
#include "locator.h"
#include "markerdetector.h"
#include "markersheet.h"
#include "scenegenerator.h"
#include "tracker.h"

#include <QtTest/QtTest>

#include <cmath>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

using namespace umpire;
using namespace umpire::vision;
using nlohmann::json;

namespace {

LensModel knownLens(cv::Size size, double focal, double k1, double k2, double p1 = 0, double p2 = 0)
{
    LensModel l;
    l.camera = "known";
    l.imageSize = size;
    l.cameraMatrix =
        cv::Matx33d(focal, 0, size.width * 0.51, 0, focal, size.height * 0.49, 0, 0, 1);
    l.distortion = {k1, k2, p1, p2, 0};
    return l;
}

// How far apart two lenses straighten a grid over the picture, in pixels, once a homography has
// taken one ideal picture onto the other: what a wrong lens costs the map's calibration (itself a
// homography, which absorbs the rest), whatever the coefficients.
double worstDisagreementPx(const LensModel &a, const LensModel &b)
{
    std::vector<cv::Point2f> grid;
    const cv::Size s = a.imageSize;
    for (int y = 0; y <= 10; ++y)
        for (int x = 0; x <= 10; ++x)
            grid.emplace_back(float(s.width * (0.02 + 0.096 * x)),
                              float(s.height * (0.02 + 0.096 * y)));
    const std::vector<cv::Point2f> ua = a.undistort(grid), ub = b.undistort(grid);
    const cv::Matx33d h(cv::findHomography(ua, ub, 0));
    double worst = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const cv::Vec3d v = h * cv::Vec3d(ua[i].x, ua[i].y, 1);
        worst =
            std::max(worst, cv::norm(cv::Point2d(v[0] / v[2], v[1] / v[2]) - cv::Point2d(ub[i])));
    }
    return worst;
}

std::vector<CharucoView> findViews(const std::vector<cv::Mat> &images,
                                   const CharucoBoardSpec &board)
{
    std::vector<CharucoView> views;
    for (const cv::Mat &image : images)
        if (Result<CharucoView> v = findCharucoBoard(image, board))
            views.push_back(*v);
    return views;
}

std::string temporaryPath(const char *name)
{
    return QDir::temp().filePath(QString::fromLatin1(name)).toStdString();
}

struct Placement
{
    int placed = 0, wrongHex = 0, unplaced = 0;
    double worstMm = 0;
};

// The counters of a scene placed through a calibration from its anchors, with or without lens.
Placement placeScene(const Scene &scene, const std::vector<MarkerRead> &reads,
                     const std::optional<LensModel> &lens)
{
    Placement p;
    Result<Calibration> cal = Calibration::fromAnchors(scene.layout.map, reads, lens);
    if (!cal)
        return p;
    LocateResult result;
    result.calibration = *cal;
    result.imageSize = scene.image.size();
    Locator(scene.layout.map).place(reads, result);
    std::map<int, const SceneCounter *> truth;
    for (const SceneCounter &c : scene.layout.counters)
        truth[c.marker] = &c;
    for (const CounterRead &c : result.counters) {
        auto it = truth.find(c.marker);
        if (it == truth.end())
            continue;
        if (it->second->hex == c.hexId)
            ++p.placed;
        else
            ++p.wrongHex;
        p.worstMm =
            std::max(p.worstMm, std::hypot(c.mm.x - it->second->mm.x, c.mm.y - it->second->mm.y));
    }
    for (const SceneCounter &c : scene.layout.counters) {
        bool found = false;
        for (const CounterRead &r : result.counters)
            found = found || r.marker == c.marker;
        if (c.visible && !found)
            ++p.unplaced;
    }
    return p;
}

} // namespace

class TestLens : public QObject
{
    Q_OBJECT

  private slots:
    void calibrate_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<double>("k1");
        QTest::addColumn<double>("k2");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("tolerancePx");
        QTest::newRow("barrel k1 -0.25 k2 0.08 from 10 views: within half a pixel")
            << 1 << -0.25 << 0.08 << 10 << 0.5;
        QTest::newRow("mild barrel k1 -0.1 k2 0.02 from 8 views: within a pixel")
            << 2 << -0.1 << 0.02 << 8 << 1.0;
        QTest::newRow("pincushion k1 0.12 from 10 views: within half a pixel")
            << 3 << 0.12 << 0.0 << 10 << 0.5;
        QTest::newRow("strong barrel k1 -0.3 k2 0.1 from 16 views: within a pixel")
            << 4 << -0.3 << 0.1 << 16 << 1.0;
    }
    void calibrate()
    {
        QFETCH(int, seed);
        QFETCH(double, k1);
        QFETCH(double, k2);
        QFETCH(int, count);
        QFETCH(double, tolerancePx);
        const CharucoBoardSpec board;
        const LensModel truth = knownLens({1920, 1080}, 1450, k1, k2, 0.0005, -0.0004);
        const std::vector<cv::Mat> images =
            SceneGenerator(std::uint64_t(seed)).boardViews(board, truth, count);
        QCOMPARE(int(images.size()), count);
        const std::vector<CharucoView> views = findViews(images, board);
        QCOMPARE(int(views.size()), count); // every generated view shows the board
        Result<LensModel> lens = calibrateLens(views, board, "test camera");
        QVERIFY2(lens.ok(), lens.ok() ? "" : lens.error().message.c_str());
        QCOMPARE(lens->views, count);
        QCOMPARE(lens->camera, std::string("test camera"));
        QCOMPARE(lens->imageSize, cv::Size(1920, 1080));
        QVERIFY2(lens->rmsPx < 0.3, qPrintable(QStringLiteral("rms %1 px").arg(lens->rmsPx)));
        const cv::Matx33d &k = lens->cameraMatrix, &t = truth.cameraMatrix;
        const QString got = QStringLiteral("fx %1 fy %2 cx %3 cy %4 k1 %5 k2 %6")
                                .arg(k(0, 0))
                                .arg(k(1, 1))
                                .arg(k(0, 2))
                                .arg(k(1, 2))
                                .arg(lens->distortion[0])
                                .arg(lens->distortion[1]);
        QVERIFY2(std::abs(k(0, 0) / t(0, 0) - 1) < 0.01, qPrintable(got));
        QVERIFY2(std::abs(k(1, 1) / t(1, 1) - 1) < 0.01, qPrintable(got));
        QVERIFY2(std::abs(k(0, 2) - t(0, 2)) < 8 && std::abs(k(1, 2) - t(1, 2)) < 8,
                 qPrintable(got));
        QVERIFY2(std::abs(lens->distortion[0] - k1) < 0.03, qPrintable(got));
        const double worst = worstDisagreementPx(*lens, truth);
        QVERIFY2(worst < tolerancePx,
                 qPrintable(QStringLiteral("%1 px off somewhere; %2").arg(worst).arg(got)));
        // And not by luck: no lens at all is pixels off.
        LensModel none = truth;
        none.distortion.assign(5, 0.0);
        QVERIFY(worstDisagreementPx(none, truth) > 10);
    }

    void roundTrip_data()
    {
        QTest::addColumn<double>("k1");
        QTest::addColumn<double>("k2");
        QTest::addColumn<double>("p1");
        QTest::addColumn<double>("p2");
        QTest::newRow("barrel: undistort(distort(p)) is p within 0.01 px")
            << -0.25 << 0.08 << 0.0 << 0.0;
        QTest::newRow("pincushion: undistort(distort(p)) is p within 0.01 px")
            << 0.15 << 0.02 << 0.0 << 0.0;
        QTest::newRow("tangential: undistort(distort(p)) is p within 0.01 px")
            << -0.1 << 0.0 << 0.002 << -0.0015;
    }
    void roundTrip()
    {
        QFETCH(double, k1);
        QFETCH(double, k2);
        QFETCH(double, p1);
        QFETCH(double, p2);
        const LensModel lens = knownLens({1920, 1080}, 1400, k1, k2, p1, p2);
        std::vector<cv::Point2f> ideal;
        for (int y = 0; y <= 8; ++y)
            for (int x = 0; x <= 8; ++x)
                ideal.emplace_back(float(60 + 225 * x), float(40 + 125 * y));
        const std::vector<cv::Point2f> seen = lens.distort(ideal);
        const std::vector<cv::Point2f> back = lens.undistort(seen);
        double moved = 0;
        for (std::size_t i = 0; i < ideal.size(); ++i) {
            QVERIFY2(cv::norm(back[i] - ideal[i]) < 0.01,
                     qPrintable(QStringLiteral("(%1, %2) came back at (%3, %4)")
                                    .arg(ideal[i].x)
                                    .arg(ideal[i].y)
                                    .arg(back[i].x)
                                    .arg(back[i].y)));
            moved = std::max(moved, double(cv::norm(seen[i] - ideal[i])));
            // One point at a time gives the same.
            QVERIFY(cv::norm(lens.distort(ideal[i]) - seen[i]) < 1e-3);
        }
        QVERIFY(moved > 5); // the lens does bend
        // The centre of the lens stays.
        const cv::Point2f centre(float(lens.cameraMatrix(0, 2)), float(lens.cameraMatrix(1, 2)));
        QVERIFY(cv::norm(lens.distort(centre) - centre) < 1e-3);
        // Reads: every corner undistorted.
        MarkerRead read;
        read.marker = 5;
        for (int k = 0; k < 4; ++k)
            read.corners[k] = seen[std::size_t(k * 10)];
        std::vector<MarkerRead> reads{read};
        lens.undistortReads(reads);
        for (int k = 0; k < 4; ++k)
            QVERIFY(cv::norm(reads[0].corners[k] - ideal[std::size_t(k * 10)]) < 0.01);
    }

    void saveAndLoad()
    {
        LensModel lens = knownLens({1280, 720}, 980.5, -0.21, 0.07, 0.001, -0.002);
        lens.camera = "Logitech C920 (table)";
        lens.rmsPx = 0.23;
        lens.views = 12;
        lens.board = {9, 6, 25, 18};
        const std::string path = temporaryPath(lensFileName(lens.camera).c_str());
        QVERIFY(lens.save(path).ok());
        Result<LensModel> back = LensModel::load(path);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QCOMPARE(back->camera, lens.camera);
        QCOMPARE(back->imageSize, lens.imageSize);
        for (int i = 0; i < 9; ++i)
            QCOMPARE(back->cameraMatrix.val[i], lens.cameraMatrix.val[i]);
        QCOMPARE(back->distortion, lens.distortion);
        QCOMPARE(back->rmsPx, lens.rmsPx);
        QCOMPARE(back->views, lens.views);
        QCOMPARE(back->board.squaresX, 9);
        QCOMPARE(back->board.squaresY, 6);
        QCOMPARE(back->board.squareMm, 25.0);
        QCOMPARE(back->board.markerMm, 18.0);
        std::ifstream in(path);
        const json j = json::parse(in);
        QCOMPARE(j["format"], json("umpire-lens"));
        QCOMPARE(j["version"], json(1));
        QFile::remove(QString::fromStdString(path));

        // A calibration keeps its lens through JSON, and without one stays as it was.
        Calibration c;
        c.mapToImage = cv::Matx33d(5, 0.1, 100, -0.1, 5, 80, 0, 0, 1);
        c.imageToMap = c.mapToImage.inv();
        c.lens = lens;
        Result<Calibration> again = Calibration::fromJson(c.toJson());
        QVERIFY(again.ok());
        QVERIFY(again->lens.has_value());
        QCOMPARE(again->lens->camera, lens.camera);
        QVERIFY(cv::norm(again->toImage({30, 40}) - c.toImage({30, 40})) < 1e-3);
        c.lens.reset();
        QVERIFY(!c.toJson().contains("lens"));
        QVERIFY(!Calibration::fromJson(c.toJson())->lens.has_value());
    }

    void forImageSize_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("ok");
        QTest::newRow("1080p lens at 4K: twice the pixels, same bend") << 3840 << 2160 << true;
        QTest::newRow("1080p lens at 720p: two thirds") << 1280 << 720 << true;
        QTest::newRow("1080p lens at its own size: unchanged") << 1920 << 1080 << true;
        QTest::newRow("1080p lens at 4:3 is refused: another shape") << 1440 << 1080 << false;
        QTest::newRow("1080p lens at 0x0 is refused") << 0 << 0 << false;
    }
    void forImageSize()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, ok);
        const LensModel lens = knownLens({1920, 1080}, 1400, -0.25, 0.08);
        Result<LensModel> sized = lens.forImageSize({width, height});
        QCOMPARE(sized.ok(), ok);
        if (!ok) {
            QVERIFY(!sized.error().message.empty());
            if (width > 0)
                QVERIFY2(sized.error().message.find("shape") != std::string::npos,
                         sized.error().message.c_str());
            return;
        }
        QCOMPARE(sized->imageSize, cv::Size(width, height));
        const double s = width / 1920.0;
        QVERIFY(std::abs(sized->cameraMatrix(0, 0) - 1400 * s) < 1e-6);
        // A point of the 1080p picture is the same point of the scene at the other size.
        for (const cv::Point2f p : {cv::Point2f(100, 80), cv::Point2f(1800, 1000),
                                    cv::Point2f(960, 540), cv::Point2f(30, 1050)}) {
            const cv::Point2f scaled((p.x + 0.5f) * float(s) - 0.5f,
                                     (p.y + 0.5f) * float(s) - 0.5f);
            const cv::Point2f u = lens.undistort(p), us = sized->undistort(scaled);
            const cv::Point2f expected((u.x + 0.5f) * float(s) - 0.5f,
                                       (u.y + 0.5f) * float(s) - 0.5f);
            QVERIFY2(cv::norm(us - expected) < 0.01 * s,
                     qPrintable(QStringLiteral("(%1, %2): %3 px off")
                                    .arg(p.x)
                                    .arg(p.y)
                                    .arg(cv::norm(us - expected))));
        }
    }

    void badFiles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        const json good = knownLens({1920, 1080}, 1400, -0.2, 0.05).toJson();
        auto with = [&](const char *key, const json &value) {
            json j = good;
            if (value.is_null())
                j.erase(key);
            else
                j[key] = value;
            return QString::fromStdString(j.dump());
        };
        QTest::newRow("invalid JSON is refused, naming where")
            << "{\"format\": \"umpire-lens\","
            << "not valid JSON at line 1, column 26";
        QTest::newRow("a map file is not a lens file") << "{\"map\": {}}"
                                                       << "not a lens file";
        QTest::newRow("a newer version is refused") << with("version", 7) << "newer";
        QTest::newRow("a matrix of two rows is refused")
            << with("camera_matrix", json::parse("[[1,0,2],[0,1,3]]")) << "camera_matrix";
        QTest::newRow("a negative focal length is refused")
            << with("camera_matrix", json::parse("[[-900,0,640],[0,900,360],[0,0,1]]"))
            << "positive focal";
        QTest::newRow("three distortion numbers are refused")
            << with("distortion", json::parse("[0.1, 0.2, 0.3]")) << "distortion";
        QTest::newRow("a distortion word is refused")
            << with("distortion", json::parse("[0.1, \"k2\", 0, 0, 0]")) << "distortion";
        QTest::newRow("no image size is refused") << with("image_size", nullptr) << "image_size";
        QTest::newRow("a board of 2 squares is refused")
            << with("board",
                    json::parse(
                        R"({"squares_x": 2, "squares_y": 5, "square_mm": 30, "marker_mm": 22})"))
            << "squares";
        QTest::newRow("a file that is a list is refused") << "[1, 2, 3]"
                                                          << "object";
    }
    void badFiles()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const std::string path = temporaryPath("umpire-test-bad-lens.json");
        {
            std::ofstream out(path);
            out << text.toStdString();
        }
        Result<LensModel> lens = LensModel::load(path);
        QFile::remove(QString::fromStdString(path));
        QVERIFY(!lens.ok());
        QVERIFY(lens.error().kind == ErrorKind::BadData);
        QVERIFY2(lens.error().message.find(says.toStdString()) != std::string::npos,
                 lens.error().message.c_str());
        QVERIFY2(lens.error().message.find(path) != std::string::npos, "names the file");
    }

    void missingFileIsTheUsersMistake()
    {
        Result<LensModel> lens = LensModel::load("/nonexistent/umpire/lens.json");
        QVERIFY(!lens.ok());
        QVERIFY(lens.error().kind == ErrorKind::BadInput);
        QVERIFY(lens.error().message.find("/nonexistent/umpire/lens.json") != std::string::npos);
    }

    void tooFewViews()
    {
        const CharucoBoardSpec board;
        const LensModel truth = knownLens({1280, 720}, 950, -0.2, 0.05);
        const std::vector<CharucoView> views =
            findViews(SceneGenerator(9).boardViews(board, truth, 3), board);
        QCOMPARE(int(views.size()), 3);
        Result<LensModel> lens = calibrateLens(views, board, "cam");
        QVERIFY(!lens.ok());
        QVERIFY(lens.error().kind == ErrorKind::BadInput);
        QVERIFY2(lens.error().message.find("3 views, at least 4") != std::string::npos,
                 lens.error().message.c_str());
        // Views of two sizes are refused, naming both.
        std::vector<CharucoView> mixed = views;
        mixed.push_back(views[0]);
        mixed.back().imageSize = {1920, 1080};
        Result<LensModel> twoSizes = calibrateLens(mixed, board, "cam");
        QVERIFY(!twoSizes.ok());
        QVERIFY2(twoSizes.error().message.find("1920x1080") != std::string::npos,
                 twoSizes.error().message.c_str());
        // A larger board of the same dictionary is refused, not read with the wrong layout.
        Result<CharucoView> larger = findCharucoBoard(drawCharucoBoard({9, 6, 25, 18}, 100), board);
        QVERIFY(!larger.ok());
        QVERIFY2(larger.error().message.find("larger board") != std::string::npos,
                 larger.error().message.c_str());
        // A picture without the board says so.
        const cv::Mat table(720, 1280, CV_8UC3, cv::Scalar(60, 80, 90));
        Result<CharucoView> none = findCharucoBoard(table, board);
        QVERIFY(!none.ok());
        QVERIFY2(none.error().message.find("no marker of the board") != std::string::npos,
                 none.error().message.c_str());
    }

    void boardSpec_data()
    {
        QTest::addColumn<int>("squaresX");
        QTest::addColumn<int>("squaresY");
        QTest::addColumn<double>("squareMm");
        QTest::addColumn<double>("markerMm");
        QTest::addColumn<bool>("ok");
        QTest::newRow("the default 7x5, 30 mm squares, 22 mm markers")
            << 7 << 5 << 30.0 << 22.0 << true;
        QTest::newRow("2x5 squares are refused: too few corners")
            << 2 << 5 << 30.0 << 22.0 << false;
        QTest::newRow("15x15 squares are refused: more markers than the dictionary")
            << 15 << 15 << 10.0 << 7.0 << false;
        QTest::newRow("markers as large as the squares are refused")
            << 7 << 5 << 30.0 << 30.0 << false;
        QTest::newRow("1 mm squares are refused") << 7 << 5 << 1.0 << 0.7 << false;
    }
    void boardSpec()
    {
        QFETCH(int, squaresX);
        QFETCH(int, squaresY);
        QFETCH(double, squareMm);
        QFETCH(double, markerMm);
        QFETCH(bool, ok);
        const CharucoBoardSpec board{squaresX, squaresY, squareMm, markerMm};
        QCOMPARE(board.check().ok(), ok);
        QCOMPARE(drawCharucoBoard(board, 150).empty(), !ok);
        QCOMPARE(CharucoBoardSpec::fromJson(board.toJson()).ok(), ok);
    }

    void printedBoardIsTrueSizeAndNotTheGamesMarkers()
    {
        const CharucoBoardSpec board; // 210 x 150 mm: an A4 page, landscape
        const double dpi = 200;
        const cv::Mat page = drawCharucoBoard(board, dpi);
        QCOMPARE(page.cols, int(std::lround(297 / 25.4 * dpi)));
        QCOMPARE(page.rows, int(std::lround(210 / 25.4 * dpi)));
        Result<CharucoView> view = findCharucoBoard(page, board);
        QVERIFY(view.ok());
        QCOMPARE(int(view->ids.size()), (board.squaresX - 1) * (board.squaresY - 1));
        // Neighbouring corners are a square apart, at the page's scale.
        std::map<int, cv::Point2f> at;
        for (std::size_t i = 0; i < view->ids.size(); ++i)
            at[view->ids[i]] = view->corners[i];
        const double expected = board.squareMm * dpi / 25.4;
        const double measured = cv::norm(at[0] - at[1]);
        QVERIFY2(std::abs(measured - expected) < 1.5,
                 qPrintable(QStringLiteral("%1 px, %2 expected").arg(measured).arg(expected)));
        // The counters' detector (4x4 markers) reads nothing on the board.
        // The game's markers (4x4) are never taken for the board's: a marker sheet shows none.
        SheetSettings sheet;
        sheet.anchors = {996, 997, 998, 999};
        for (int i = 0; i < 60; ++i)
            sheet.counters.push_back(i * 16);
        for (const cv::Mat &sheetPage : markerSheets(sheet)) {
            Result<CharucoView> none = findCharucoBoard(sheetPage, board);
            QVERIFY(!none.ok());
            QVERIFY2(none.error().message.find("no marker of the board") != std::string::npos,
                     none.error().message.c_str());
        }
    }

    void lensFileNames_data()
    {
        QTest::addColumn<QString>("camera");
        QTest::addColumn<QString>("file");
        QTest::newRow("spaces become underscores") << "HD Pro Webcam C920"
                                                   << "HD_Pro_Webcam_C920.json";
        QTest::newRow("no way out of the folder") << "../../etc/passwd"
                                                  << "etc_passwd.json";
        QTest::newRow("punctuation runs become one underscore") << "Cam (USB: 2)"
                                                                << "Cam_USB_2.json";
        QTest::newRow("accents are not kept") << QStringLiteral("Caméra") << "Cam_ra.json";
        QTest::newRow("no name is a camera") << ""
                                             << "camera.json";
        QTest::newRow("a dot file cannot hide") << ".hidden"
                                                << "hidden.json";
    }
    void lensFileNames()
    {
        QFETCH(QString, camera);
        QFETCH(QString, file);
        QCOMPARE(QString::fromStdString(lensFileName(camera.toStdString())), file);
    }

    void distortedTable_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<QString>("profile");
        QTest::addColumn<double>("focal");
        QTest::addColumn<double>("k1");
        QTest::addColumn<double>("k2");
        QTest::addColumn<bool>("wrongWithout");
        QTest::newRow("barrel k1 -0.25: every counter within 1.5 mm with the lens, not without")
            << 31 << "easy" << 1350.0 << -0.25 << 0.08 << false;
        QTest::newRow("barrel k1 -0.25, stacks: every counter within 1.5 mm with the lens")
            << 32 << "stack" << 1350.0 << -0.25 << 0.08 << false;
        QTest::newRow("wide barrel k1 -0.3: counters in the wrong hex without the lens, not with")
            << 36 << "easy" << 1100.0 << -0.3 << 0.08 << true;
    }
    void distortedTable()
    {
        QFETCH(int, seed);
        QFETCH(QString, profile);
        QFETCH(double, focal);
        QFETCH(double, k1);
        QFETCH(double, k2);
        QFETCH(bool, wrongWithout);
        const SceneGenerator generator{std::uint64_t(seed)};
        const SceneLayout layout =
            profile == "stack" ? generator.layout(18, 12, 30, 8) : generator.layout(18, 12, 35, 0);
        SceneCamera camera = generator.camera(profile.toStdString());
        camera.imageSize = {1920, 1080};
        camera.lens = knownLens(camera.imageSize, focal, k1, k2);
        const Scene scene = generator.render(layout, camera, generator.pose(layout, camera));
        QVERIFY(scene.lens.has_value());
        cv::Mat gray;
        cv::cvtColor(scene.image, gray, cv::COLOR_BGR2GRAY);
        const std::vector<MarkerRead> reads = MarkerDetector().detect(gray);

        const Placement with = placeScene(scene, reads, scene.lens);
        const Placement without = placeScene(scene, reads, std::nullopt);
        const QString summary =
            QStringLiteral("with the lens: %1 placed, %2 wrong, %3 unplaced, worst %4 mm; without: "
                           "%5 placed, %6 wrong, %7 unplaced, worst %8 mm")
                .arg(with.placed)
                .arg(with.wrongHex)
                .arg(with.unplaced)
                .arg(with.worstMm)
                .arg(without.placed)
                .arg(without.wrongHex)
                .arg(without.unplaced)
                .arg(without.worstMm);
        qInfo("%s", qPrintable(summary));
        QVERIFY2(with.placed > 20, qPrintable(summary));
        QVERIFY2(with.wrongHex == 0 && with.unplaced == 0, qPrintable(summary));
        QVERIFY2(with.worstMm < 1.5, qPrintable(summary));
        // The lens is what made it right: without it the map is millimetres off somewhere.
        QVERIFY2(without.worstMm > 3 * with.worstMm && without.worstMm > 2.5, qPrintable(summary));
        if (wrongWithout)
            QVERIFY2(without.wrongHex + without.unplaced > 0, qPrintable(summary));

        // Known points: the anchors' centres and the counters' marker centres, through the
        // calibration both ways.
        Result<Calibration> cal = Calibration::fromAnchors(scene.layout.map, reads, scene.lens);
        Result<Calibration> plain = Calibration::fromAnchors(scene.layout.map, reads);
        QVERIFY(cal.ok() && plain.ok());
        QCOMPARE(int(cal->anchorsUsed.size()), 4);
        QVERIFY2(cal->errorMm < 0.5, qPrintable(QString::number(cal->errorMm)));
        double worstWith = 0, worstWithout = 0;
        for (const MarkerRead &r : reads)
            for (const SceneCounter &c : scene.layout.counters)
                if (c.marker == r.marker && c.visible) {
                    const HexPointMm a = cal->toMap(r.centre()), b = plain->toMap(r.centre());
                    worstWith = std::max(worstWith, std::hypot(a.x - c.mm.x, a.y - c.mm.y));
                    worstWithout = std::max(worstWithout, std::hypot(b.x - c.mm.x, b.y - c.mm.y));
                    // And back to the image: the marker's centre, in the real (bent) picture.
                    QVERIFY(cv::norm(cal->toImage(a) - r.centre()) < 0.05);
                }
        QVERIFY2(worstWith < 1.5 && worstWithout > 3 * worstWith,
                 qPrintable(QStringLiteral("toMap worst %1 mm with the lens, %2 without")
                                .arg(worstWith)
                                .arg(worstWithout)));
        // The outline follows the bent edges: every anchor's centre is inside it.
        const std::vector<cv::Point2f> outline = cal->mapOutline(scene.layout.map);
        QVERIFY(outline.size() > 4);
        for (const AnchorMarker &a : scene.layout.map.anchors)
            QVERIFY(cv::pointPolygonTest(outline, cal->toImage(a.centreMm()), false) > 0);
    }

    void locatorAndTrackerApplyTheLens()
    {
        // "lens calibration saved per camera", end to end: the Locator given the lens
        // (as umpire-cli --lens and the desktop's saved lens do) and the Tracker over frames.
        const SceneGenerator generator{36};
        const SceneLayout layout = generator.layout(18, 12, 35, 0);
        SceneCamera camera = generator.camera("easy");
        camera.imageSize = {1920, 1080};
        camera.lens = knownLens(camera.imageSize, 1100, -0.3, 0.08);
        const Scene scene = generator.render(layout, camera, generator.pose(layout, camera));
        auto wrongHexes = [&](const LocateResult &r) {
            int wrong = 0;
            for (const CounterRead &c : r.counters)
                for (const SceneCounter &t : layout.counters)
                    wrong += t.marker == c.marker && t.hex != c.hexId;
            return wrong;
        };
        Locator plain(layout.map);
        Result<LocateResult> without = plain.locate(scene.image);
        QVERIFY(without.ok());
        Locator locator(layout.map);
        // Measured at half the size: the same lens, scaled to the frames.
        Result<LensModel> half = scene.lens->forImageSize({960, 540});
        QVERIFY(half.ok());
        locator.setLens(*half);
        Result<LocateResult> with = locator.locate(scene.image);
        QVERIFY2(with.ok(), with.ok() ? "" : with.error().message.c_str());
        QVERIFY(with->calibration.lens.has_value());
        QCOMPARE(with->calibration.lens->imageSize, cv::Size(1920, 1080));
        QCOMPARE(wrongHexes(*with), 0);
        QVERIFY(int(with->counters.size()) >= int(without->counters.size()) - wrongHexes(*without));
        QVERIFY2(wrongHexes(*without) + int(without->rejected.size()) > 0,
                 "without the lens this wide lens should cost some counters their hex");

        // The tracker keeps the lens frame after frame (its carried calibration included).
        Tracker tracker{plain};
        tracker.setLens(*scene.lens);
        for (int i = 0; i < 4; ++i)
            QVERIFY(tracker.feed(scene.image).located);
        int tracked = 0;
        for (const auto &[marker, t] : tracker.counters())
            for (const SceneCounter &c : layout.counters)
                if (c.marker == marker) {
                    QCOMPARE(t.hexId, c.hex);
                    ++tracked;
                }
        QCOMPARE(tracked, int(with->counters.size()));

        // A lens of another shape is refused by name, never applied wrongly.
        Result<LensModel> square = LensModel::fromJson(scene.lens->toJson());
        QVERIFY(square.ok());
        square->imageSize = {1440, 1080};
        locator.setLens(*square);
        Result<LocateResult> refused = locator.locate(scene.image);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::BadInput);
    }

    void noLensKeepsTheHomography()
    {
        // Without a lens a calibration is the plain homography, as before lenses existed.
        const Scene scene = SceneGenerator(33).generate("easy");
        cv::Mat gray;
        cv::cvtColor(scene.image, gray, cv::COLOR_BGR2GRAY);
        Result<Calibration> cal =
            Calibration::fromAnchors(scene.layout.map, MarkerDetector().detect(gray));
        QVERIFY(cal.ok());
        QVERIFY(!cal->lens.has_value());
        QCOMPARE(int(cal->mapOutline(scene.layout.map).size()), 4);
        const cv::Vec3d v = cal->mapToImage * cv::Vec3d(50, 60, 1);
        const cv::Point2f direct(float(v[0] / v[2]), float(v[1] / v[2]));
        QCOMPARE(cal->toImage({50, 60}), direct);
    }
};

QTEST_APPLESS_MAIN(TestLens)
#include "tst_lens.moc"
