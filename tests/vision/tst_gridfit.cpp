// A map from its picture: printed maps drawn here with a known grid (both orientations, several
// sizes, noise, a few degrees' turn, irregular steps, numberings in digits and letters, numbers
// that grow leftwards), their grid found and numbered from two typed ids, every hex's centre
// checked against the truth within 1% of the hex's size; a photograph straightened from its four
// corners; three clicked centres; the terrain classifier's proposals; a picture with no grid.
#include "gridfit.h"
#include "imagefile.h"
#include "picturegrid.h"
#include "printedmap.h"
#include "terrainclassifier.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <opencv2/imgproc.hpp>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace umpire;
using namespace umpire::vision;
using nlohmann::json;

Q_DECLARE_METATYPE(HexOrientation)

namespace {

PrintedMapOptions mapOf(HexOrientation o, double hexPx, int columns, int rows, double turn,
                        double noise, bool evenShifted = true)
{
    PrintedMapOptions m;
    m.grid.orientation = o;
    m.grid.columns = columns;
    m.grid.rows = rows;
    m.grid.flatToFlatMm = hexPx;
    m.grid.evenShifted = evenShifted;
    m.grid.firstCentreMm = {0, 0};
    m.turnDeg = turn;
    m.noiseSigma = noise;
    m.seed = std::uint64_t(hexPx * 10 + columns);
    return m;
}

// Two hexes of columns (rows) of both parities, well apart, typed by their printed ids.
std::vector<TypedHex> typedHexes(const PrintedMap &printed)
{
    const HexGrid g(printed.grid);
    const HexGridLayout &l = printed.grid;
    int dc = l.columns - 3, dr = l.rows - 4;
    dc -= dc % 2 == 0;
    dr -= dr % 2 == 0;
    const std::string a = g.id(g.fromOffset(l.firstColumn + 1, l.firstRow + 1));
    const std::string b = g.id(g.fromOffset(l.firstColumn + 1 + dc, l.firstRow + 1 + dr));
    return {{printed.centreOf(a), a}, {printed.centreOf(b), b}};
}

// Every hex of the printed map, where the fitted grid puts its printed id, against where it is
// drawn: the largest error, as a share of the hex's size.
double worstError(const PrintedMap &printed, const PlacedGrid &placed)
{
    const HexGrid truth(printed.grid), fitted(placed.layout);
    double worst = 0;
    for (Hex h : truth.allHexes()) {
        const std::string id = truth.id(h);
        const PicturePoint expected = printed.centreOf(id);
        if (expected.x < 0 || expected.y < 0 || expected.x >= printed.image.cols ||
            expected.y >= printed.image.rows)
            continue;
        Result<Hex> hex = fitted.parseId(id);
        if (!hex)
            return 1e9; // the fitted grid does not number this hex as printed
        const PicturePoint got = placed.picture.toPicture(fitted.centreMm(*hex));
        worst = std::max(worst, std::hypot(got.x - expected.x, got.y - expected.y));
    }
    return worst / printed.grid.flatToFlatMm;
}

Result<PlacedGrid> place(const GridFit &fit, const cv::Mat &image,
                         const std::vector<TypedHex> &typed)
{
    GridPlacement p;
    p.outlines = fit.outlines;
    const PictureLattice &lattice = fit.lattice;
    p.pictureFile = "map.png";
    p.widthPx = image.cols;
    p.heightPx = image.rows;
    p.pixelsPerMm = lattice.flatToFlatPx() / 16.0;
    p.typed = typed;
    return placeGridOnPicture(lattice, p);
}

} // namespace

class TestGridFit : public QObject
{
    Q_OBJECT

  private slots:
    void aPrintedGridIsFoundWithinOnePercent_data()
    {
        QTest::addColumn<HexOrientation>("orientation");
        QTest::addColumn<double>("hexPx");
        QTest::addColumn<double>("turn");
        QTest::addColumn<double>("noise");
        QTest::addColumn<bool>("evenShifted");
        const auto flat = HexOrientation::FlatTop, pointy = HexOrientation::PointyTop;
        QTest::newRow("flat-top, 30 px hexes") << flat << 30.0 << 0.0 << 4.0 << true;
        QTest::newRow("flat-top, 48 px, turned 2 degrees") << flat << 48.0 << 2.0 << 4.0 << false;
        QTest::newRow("flat-top, 64 px, turned -1.5, noisy")
            << flat << 64.0 << -1.5 << 14.0 << true;
        QTest::newRow("pointy-top, 32 px") << pointy << 32.0 << 0.0 << 4.0 << true;
        QTest::newRow("pointy-top, 50 px, turned -2") << pointy << 50.0 << -2.0 << 4.0 << false;
        QTest::newRow("pointy-top, 60 px, turned 1, noisy")
            << pointy << 60.0 << 1.0 << 14.0 << true;
    }
    void aPrintedGridIsFoundWithinOnePercent()
    {
        QFETCH(HexOrientation, orientation);
        QFETCH(double, hexPx);
        QFETCH(double, turn);
        QFETCH(double, noise);
        QFETCH(bool, evenShifted);
        const PrintedMap printed =
            drawPrintedMap(mapOf(orientation, hexPx, 14, 11, turn, noise, evenShifted));
        Result<GridFit> fit = fitHexGrid(printed.image);
        QVERIFY2(fit, fit ? "" : fit.error().message.c_str());
        QCOMPARE(fit->lattice.orientation, orientation);
        QVERIFY2(std::abs(fit->lattice.flatToFlatPx() - hexPx) < 0.01 * hexPx,
                 qPrintable(QString::number(fit->lattice.flatToFlatPx())));
        QVERIFY2(std::abs(fit->angleDeg - turn) < 0.2, qPrintable(QString::number(fit->angleDeg)));
        Result<PlacedGrid> placed = place(*fit, printed.image, typedHexes(printed));
        QVERIFY2(placed, placed ? "" : placed.error().message.c_str());
        QCOMPARE(placed->layout.evenShifted, evenShifted);
        QCOMPARE(placed->layout.numbering.has_value(), false); // CCRR, as printed
        // The printed map's hexes, none of the paper around it.
        QCOMPARE(placed->layout.columns, 14);
        QCOMPARE(placed->layout.rows, 11);
        QCOMPARE(placed->layout.firstColumn, 1);
        QCOMPARE(placed->layout.firstRow, 1);
        const double worst = worstError(printed, *placed);
        QVERIFY2(worst < 0.01, qPrintable(QString("worst centre off by %1 of a hex").arg(worst)));
    }

    // A VASSAL-like grid whose steps are not a regular hexagon's, and printed numberings in
    // letters, row first, or growing leftwards: read from the two typed ids.
    void numberingsAndIrregularStepsAreReadAsPrinted_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("irregular steps (columns 10% wider)") << 0;
        QTest::newRow("letters for columns: A1") << 1;
        QTest::newRow("row first, separated by a dot: 03.07") << 2;
        QTest::newRow("column numbers growing leftwards") << 3;
        QTest::newRow("pointy-top, row numbers growing upwards") << 4;
    }
    void numberingsAndIrregularStepsAreReadAsPrinted()
    {
        QFETCH(int, variant);
        PrintedMapOptions options =
            mapOf(variant == 4 ? HexOrientation::PointyTop : HexOrientation::FlatTop, 44, 13, 10,
                  variant == 1 ? 1.0 : -0.5, 6);
        HexNumbering n;
        switch (variant) {
        case 0:
            options.grid.columnStepMm = 44 * std::sqrt(3.0) / 2 * 1.1;
            options.grid.rowStepMm = 44;
            break;
        case 1:
            n.columns = HexNumbering::Kind::Letters;
            n.rowDigits = 1;
            options.grid.firstColumn = 0;
            options.grid.numbering = n;
            break;
        case 2:
            n.rowFirst = true;
            n.separator = ".";
            options.grid.numbering = n;
            break;
        case 3:
            options.grid.columnsLeftward = true;
            break;
        case 4:
            options.grid.rowsUpward = true;
            break;
        }
        const PrintedMap printed = drawPrintedMap(options);
        Result<GridFit> fit = fitHexGrid(printed.image);
        QVERIFY2(fit, fit ? "" : fit.error().message.c_str());
        Result<PlacedGrid> placed = place(*fit, printed.image, typedHexes(printed));
        QVERIFY2(placed, placed ? "" : placed.error().message.c_str());
        const HexGridLayout &l = placed->layout;
        QCOMPARE(l.columnsLeftward, options.grid.columnsLeftward);
        QCOMPARE(l.rowsUpward, options.grid.rowsUpward);
        if (options.grid.numbering) {
            const HexNumbering &want = *options.grid.numbering;
            QVERIFY(l.numbering);
            QCOMPARE(l.numbering->columns, want.columns);
            QCOMPARE(l.numbering->rows, want.rows);
            QCOMPARE(l.numbering->rowFirst, want.rowFirst);
            QCOMPARE(l.numbering->separator, want.separator);
            if (want.rows == HexNumbering::Kind::Digits)
                QCOMPARE(l.numbering->rowDigits, want.rowDigits);
        }
        if (variant == 0) {
            QVERIFY(l.columnStepMm > 0 && l.rowStepMm > 0);
            QVERIFY(std::abs(l.columnStepMm / l.rowStepMm - 1.1 * std::sqrt(3.0) / 2) < 0.01);
        }
        const double worst = worstError(printed, *placed);
        QVERIFY2(worst < 0.01, qPrintable(QString("worst centre off by %1 of a hex").arg(worst)));
    }

    // Typed ids that do not fit the grid where they are typed are refused, naming them; two hexes
    // of columns of one parity cannot say which columns are shifted.
    void typedIdsThatDoNotFitAreRefused()
    {
        const PrintedMap printed = drawPrintedMap(mapOf(HexOrientation::FlatTop, 44, 12, 10, 0, 4));
        Result<GridFit> fit = fitHexGrid(printed.image);
        QVERIFY(fit);
        std::vector<TypedHex> typed = typedHexes(printed);
        typed[1].id = "0101";
        Result<PlacedGrid> wrong = place(*fit, printed.image, typed);
        QVERIFY(!wrong);
        QVERIFY2(wrong.error().message.find("do not fit the grid") != std::string::npos,
                 wrong.error().message.c_str());
        const HexGrid g(printed.grid);
        const std::string a = g.id(g.fromOffset(2, 2)), b = g.id(g.fromOffset(6, 5));
        Result<PlacedGrid> same =
            place(*fit, printed.image, {{printed.centreOf(a), a}, {printed.centreOf(b), b}});
        QVERIFY(!same);
        QVERIFY2(same.error().message.find("same parity") != std::string::npos,
                 same.error().message.c_str());
    }

    // A photograph of the map taken at an angle, straightened from the map's four corners.
    void aPhotographIsStraightenedFromItsCorners()
    {
        const PrintedMap printed =
            drawPrintedMap(mapOf(HexOrientation::FlatTop, 46, 13, 10, 3.0, 5));
        // The camera's view: the map's corners moved as a tilted camera sees them.
        const int w = printed.image.cols, h = printed.image.rows;
        const std::vector<cv::Point2f> page = {
            {0, 0}, {float(w), 0}, {float(w), float(h)}, {0, float(h)}};
        const std::vector<cv::Point2f> seen = {
            {60, 40}, {float(w) + 20, 70}, {float(w) - 10, float(h) + 30}, {90, float(h) - 10}};
        const cv::Mat tilt = cv::getPerspectiveTransform(page, seen);
        cv::Mat photo;
        cv::warpPerspective(printed.image, photo, tilt, cv::Size(w + 80, h + 80), cv::INTER_LINEAR,
                            cv::BORDER_CONSTANT, cv::Scalar(60, 60, 60));
        std::array<cv::Point2d, 4> corners;
        for (std::size_t i = 0; i < 4; ++i)
            corners[i] = seen[i];
        Result<cv::Mat> straight = straightenPicture(photo, corners);
        QVERIFY2(straight, straight ? "" : straight.error().message.c_str());
        // The straightened picture is the page again, at the size of its longer sides.
        const std::vector<cv::Point2f> back = {{0, 0},
                                               {float(straight->cols), 0},
                                               {float(straight->cols), float(straight->rows)},
                                               {0, float(straight->rows)}};
        const cv::Mat pageToStraight = cv::getPerspectiveTransform(page, back);
        Result<GridFit> fit = fitHexGrid(*straight);
        QVERIFY2(fit, fit ? "" : fit.error().message.c_str());
        const HexGrid g(printed.grid);
        const std::string a = g.id(g.fromOffset(2, 2)), b = g.id(g.fromOffset(11, 7));
        auto onStraight = [&](const std::string &id) {
            const PicturePoint p = printed.centreOf(id);
            std::vector<cv::Point2f> in = {cv::Point2f(float(p.x), float(p.y))}, out;
            cv::perspectiveTransform(in, out, pageToStraight);
            return PicturePoint{out[0].x, out[0].y};
        };
        Result<PlacedGrid> placed =
            place(*fit, *straight, {{onStraight(a), a}, {onStraight(b), b}});
        QVERIFY2(placed, placed ? "" : placed.error().message.c_str());
        const HexGrid fitted(placed->layout);
        // The straightened map is stretched by the page's aspect only: a hex is about as large.
        const double hexPx = fit->lattice.flatToFlatPx();
        double worst = 0;
        for (Hex hex : g.allHexes()) {
            const std::string id = g.id(hex);
            const PicturePoint expected = onStraight(id);
            Result<Hex> f = fitted.parseId(id);
            QVERIFY2(f, id.c_str());
            const PicturePoint got = placed->picture.toPicture(fitted.centreMm(*f));
            worst = std::max(worst, std::hypot(got.x - expected.x, got.y - expected.y));
        }
        QVERIFY2(worst < 0.01 * hexPx,
                 qPrintable(QString("worst %1 px of %2").arg(worst).arg(hexPx)));
        // Corners that do not enclose a map are refused.
        Result<cv::Mat> flat = straightenPicture(photo, {cv::Point2d(10, 10), cv::Point2d(20, 10),
                                                         cv::Point2d(20, 12), cv::Point2d(10, 12)});
        QVERIFY(!flat);
    }

    // Three clicks: a hex's centre, the next down its column, one in the next column; the outlines
    // then refine the grid.
    void threeClickedCentresGiveTheGrid_data()
    {
        QTest::addColumn<HexOrientation>("orientation");
        QTest::newRow("flat-top") << HexOrientation::FlatTop;
        QTest::newRow("pointy-top") << HexOrientation::PointyTop;
    }
    void threeClickedCentresGiveTheGrid()
    {
        QFETCH(HexOrientation, orientation);
        const PrintedMap printed = drawPrintedMap(mapOf(orientation, 40, 12, 10, 1.0, 4));
        const HexGrid g(printed.grid);
        const bool flat = orientation == HexOrientation::FlatTop;
        // Clicked a little off, as a hand clicks.
        auto clicked = [&](int c, int r, double dx, double dy) {
            const PicturePoint p = printed.centreOf(g.id(g.fromOffset(c, r)));
            return PicturePoint{p.x + dx, p.y + dy};
        };
        const PicturePoint a = clicked(5, 5, 1.5, -1),
                           b = flat ? clicked(5, 6, -1, 1) : clicked(6, 5, 1, 1);
        const PicturePoint c = flat ? clicked(6, 5, 0.5, 1.5) : clicked(5, 6, -1.5, 0.5);
        Result<PictureLattice> start = latticeFromCentres(a, b, c);
        QVERIFY2(start, start ? "" : start.error().message.c_str());
        QCOMPARE(start->orientation, orientation);
        const GridFit fit = refineLattice(printed.image, *start);
        QVERIFY(fit.hexesMeasured > 50);
        Result<PlacedGrid> placed = place(fit, printed.image, typedHexes(printed));
        QVERIFY2(placed, placed ? "" : placed.error().message.c_str());
        QVERIFY(worstError(printed, *placed) < 0.01);
        // Three points in a line are no grid.
        QVERIFY(!latticeFromCentres({10, 10}, {10, 50}, {10, 90}));
    }

    // A picture with nothing printed on it, or scribbles, has no grid: refused, never a guess.
    void aPictureWithoutAGridIsRefused()
    {
        cv::Mat blank(600, 800, CV_8UC3, cv::Scalar(200, 220, 230));
        cv::Mat noise(blank.size(), CV_8UC3);
        cv::randn(noise, cv::Scalar::all(0), cv::Scalar::all(20));
        cv::Mat picture = blank + noise;
        cv::RNG random(7);
        for (int i = 0; i < 40; ++i)
            cv::line(picture, {random.uniform(0, 800), random.uniform(0, 600)},
                     {random.uniform(0, 800), random.uniform(0, 600)}, cv::Scalar(30, 30, 30), 2);
        Result<GridFit> fit = fitHexGrid(picture);
        QVERIFY(!fit);
        QVERIFY2(fit.error().message.find("click three hex centres") != std::string::npos,
                 fit.error().message.c_str());
    }

    // After a few hexes of each terrain are painted, every other hex gets the terrain of its
    // colours' nearest painted hexes: a proposal, right for nearly all of them.
    void theClassifierProposesTheTerrainFromTheColours()
    {
        const PrintedMap printed = drawPrintedMap(mapOf(HexOrientation::FlatTop, 48, 14, 11, 1, 6));
        Result<GridFit> fit = fitHexGrid(printed.image);
        QVERIFY(fit);
        Result<PlacedGrid> placed = place(*fit, printed.image, typedHexes(printed));
        QVERIFY(placed);
        const HexGrid grid(placed->layout);
        std::map<Hex, std::string> painted;
        std::map<std::string, int> perTerrain;
        for (const auto &[id, terrain] : printed.terrain)
            if (perTerrain[terrain] < 3) {
                ++perTerrain[terrain];
                painted[*grid.parseId(id)] = terrain;
            }
        Result<std::vector<TerrainSuggestion>> s =
            suggestTerrain(printed.image, grid, placed->picture, painted);
        QVERIFY2(s, s ? "" : s.error().message.c_str());
        int right = 0, total = 0;
        for (const TerrainSuggestion &t : *s) {
            QVERIFY(!painted.count(t.hex));
            const auto truth = printed.terrain.find(grid.id(t.hex));
            if (truth == printed.terrain.end())
                continue; // a hex half off the printed map
            ++total;
            right += truth->second == t.terrain;
        }
        QVERIFY(total > 100);
        QVERIFY2(right >= total * 9 / 10,
                 qPrintable(QString("%1 of %2 right").arg(right).arg(total)));
        // One terrain painted says nothing about the others.
        std::map<Hex, std::string> one = {{*grid.parseId("0101"), "clear"}};
        QVERIFY(!suggestTerrain(printed.image, grid, placed->picture, one));
    }

    // A picture whose header claims more than Umpire reads is refused before it is decoded.
    void anOversizedPictureIsRefusedUnread()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("huge.png").toStdString();
        std::string header("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x9c\x40\x00\x00\x00\x10"
                           "\x08\x02\x00\x00\x00\x00\x00\x00\x00",
                           33);
        std::ofstream(path, std::ios::binary) << header;
        Result<cv::Mat> image = readImageFile(path, "fit");
        QVERIFY(!image);
        QVERIFY2(image.error().message.find("more than Umpire reads") != std::string::npos,
                 image.error().message.c_str());
    }

    // The command line: a scan with its grid found and numbered, written as a map file with the
    // picture beside it, which validates and numbers its hexes as printed.
    void fitGridWritesAMapThatValidates()
    {
        QTemporaryDir dir;
        const PrintedMap printed =
            drawPrintedMap(mapOf(HexOrientation::PointyTop, 46, 12, 10, -1, 5));
        const QString scan = dir.filePath("scan.png");
        QVERIFY(writeImageFile(scan.toStdString(), printed.image));
        const std::vector<TypedHex> typed = typedHexes(printed);
        auto hexArgument = [](const TypedHex &t) {
            return QString("%1,%2=%3")
                .arg(std::lround(t.at.x))
                .arg(std::lround(t.at.y))
                .arg(QString::fromStdString(t.id));
        };
        const QString map = dir.filePath("maps/ligny.json");
        QDir(dir.path()).mkdir("maps");
        QProcess fit;
        fit.start(UMPIRE_CLI, {"map", "fit-grid", scan, "--output", map, "--hex",
                               hexArgument(typed[0]), "--hex", hexArgument(typed[1]), "--json"});
        QVERIFY(fit.waitForFinished(60000));
        QVERIFY2(fit.exitCode() == 0, fit.readAllStandardError().constData());
        const json answer = json::parse(fit.readAllStandardOutput().toStdString());
        QCOMPARE(answer["fit"]["lattice"]["orientation"], json("pointy-top"));
        QCOMPARE(answer["map"]["picture"]["file"], json("ligny.png"));
        QVERIFY(QFile::exists(dir.filePath("maps/ligny.png")));
        QProcess validate;
        validate.start(UMPIRE_CLI, {"map", "validate", map, "--json"});
        QVERIFY(validate.waitForFinished(60000));
        QVERIFY2(validate.exitCode() == 0, validate.readAllStandardError().constData());
        QCOMPARE(json::parse(validate.readAllStandardOutput().toStdString())["picture"]["widthPx"],
                 json(printed.image.cols));
        // Written once: a second fit does not replace the map.
        fit.start(UMPIRE_CLI, {"map", "fit-grid", scan, "--output", map});
        QVERIFY(fit.waitForFinished(60000));
        QCOMPARE(fit.exitCode(), 2);
    }
};

QTEST_APPLESS_MAIN(TestGridFit)
#include "tst_gridfit.moc"
