// A map's picture and the grids that pictures bring: irregular hex steps (VASSAL's independent dx
// and dy), numbers that grow leftwards or upwards, printed numberings in letters or digits, the
// picture file beside the map (bounded, never outside its folder) and a counter's image in the
// order of battle.
#include "hexmap.h"
#include "mappicture.h"
#include "picturebytes.h"
#include "picturefile.h"
#include "scenario.h"
#include "testsupport.h"

#include <QTemporaryDir>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;
namespace fs = std::filesystem;
using test::pngHeader;

namespace {

void writeFile(const fs::path &path, const std::string &bytes)
{
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << bytes;
}

HexGridLayout layoutOf(HexOrientation orientation)
{
    HexGridLayout l;
    l.orientation = orientation;
    l.columns = 9;
    l.rows = 7;
    l.firstCentreMm = {30, 40};
    return l;
}

// A small map on the given grid and picture, as a map file's JSON.
json mapJson(const json &grid, const json &picture = json())
{
    json map = {{"format", 1},
                {"id", "pictured"},
                {"title", "A map with its picture"},
                {"game", "nlb"},
                {"grid", grid},
                {"terrainKey",
                 {{{"id", "clear"}, {"movement", 1}},
                  {{"id", "river"}, {"hexside", true}, {"impassable", true}}}},
                {"defaultTerrain", "clear"}};
    if (!picture.is_null())
        map["picture"] = picture;
    return map;
}

json pictureJson(const std::string &file, int width = 640, int height = 480)
{
    return {{"file", file},
            {"widthPx", width},
            {"heightPx", height},
            {"mmToPx", {4.0, 0.0, 10.0, 0.0, 4.0, 20.0}}};
}

} // namespace

class TestMapPicture : public QObject
{
    Q_OBJECT

  private slots:
    // VASSAL's HexGrid: dx (across the columns) and dy (along them) are independent. The centres
    // are one step apart, every second column half a step further along, and each point of a hex
    // is found in that hex.
    void anIrregularGridIsPlacedExactly_data()
    {
        QTest::addColumn<HexOrientation>("orientation");
        QTest::addColumn<bool>("leftward");
        QTest::addColumn<bool>("upward");
        QTest::newRow("flat-top") << HexOrientation::FlatTop << false << false;
        QTest::newRow("pointy-top") << HexOrientation::PointyTop << false << false;
        QTest::newRow("flat-top, columns growing leftwards")
            << HexOrientation::FlatTop << true << false;
        QTest::newRow("flat-top, rows growing upwards") << HexOrientation::FlatTop << false << true;
        QTest::newRow("pointy-top, both mirrored") << HexOrientation::PointyTop << true << true;
    }
    void anIrregularGridIsPlacedExactly()
    {
        QFETCH(HexOrientation, orientation);
        QFETCH(bool, leftward);
        QFETCH(bool, upward);
        HexGridLayout l = layoutOf(orientation);
        l.columnStepMm = 13.0;
        l.rowStepMm = 17.5;
        l.columnsLeftward = leftward;
        l.rowsUpward = upward;
        const HexGrid grid(l);
        const double sx = leftward ? -1 : 1, sy = upward ? -1 : 1;
        const bool flat = orientation == HexOrientation::FlatTop;
        QCOMPARE(grid.centreMm(grid.fromOffset(1, 1)).x, 30.0);
        QCOMPARE(grid.centreMm(grid.fromOffset(1, 1)).y, 40.0);
        // Along a column (flat-top) the centres are a row step apart; along a row (pointy-top) a
        // column step.
        const HexPointMm a = grid.centreMm(grid.fromOffset(3, 2));
        const HexPointMm down = grid.centreMm(grid.fromOffset(3, 3));
        const HexPointMm right = grid.centreMm(grid.fromOffset(4, 2));
        const HexPointMm twoRight = grid.centreMm(grid.fromOffset(5, 2));
        const HexPointMm twoDown = grid.centreMm(grid.fromOffset(3, 4));
        QVERIFY(std::abs(down.y - a.y - sy * (flat ? 17.5 : 17.5)) < 1e-9);
        QVERIFY(std::abs(twoRight.x - a.x - sx * 26.0) < 1e-9);
        QVERIFY(std::abs(twoDown.y - a.y - sy * 35.0) < 1e-9);
        if (flat) {
            QVERIFY(std::abs(right.x - a.x - sx * 13.0) < 1e-9);
            QVERIFY(std::abs(std::abs(right.y - a.y) - 8.75) < 1e-9); // half a step along
            QVERIFY(std::abs(twoRight.y - a.y) < 1e-9);
        } else {
            QVERIFY(std::abs(down.x - a.x) > 6.49); // half a column step
            QVERIFY(std::abs(twoDown.x - a.x) < 1e-9);
        }
        // Every hex's centre and points towards its corners are found in it; its corners are
        // shared with its neighbours'.
        for (Hex h : grid.allHexes()) {
            const HexPointMm c = grid.centreMm(h);
            QCOMPARE(grid.hexAtMm(c), h);
            const auto corners = grid.cornersMm(h);
            for (const HexPointMm &k : corners)
                QCOMPARE(grid.hexAtMm({c.x + 0.9 * (k.x - c.x), c.y + 0.9 * (k.y - c.y)}), h);
            for (Hex n : HexGrid::neighbours(h)) {
                int shared = 0;
                for (const HexPointMm &k : corners)
                    for (const HexPointMm &m : grid.cornersMm(n))
                        shared += std::hypot(k.x - m.x, k.y - m.y) < 1e-9;
                QCOMPARE(shared, 2);
            }
        }
    }

    // Steps equal to the regular hexagon's place every hex where the regular grid does.
    void regularStepsGiveTheRegularGrid()
    {
        for (HexOrientation o : {HexOrientation::FlatTop, HexOrientation::PointyTop}) {
            HexGridLayout l = layoutOf(o);
            const HexGrid regular(l);
            l.columnStepMm = regular.columnStepMm();
            l.rowStepMm = regular.rowStepMm();
            const HexGrid stepped(l);
            for (Hex h : regular.allHexes()) {
                QVERIFY(std::abs(regular.centreMm(h).x - stepped.centreMm(h).x) < 1e-9);
                QVERIFY(std::abs(regular.centreMm(h).y - stepped.centreMm(h).y) < 1e-9);
                for (std::size_t i = 0; i < 6; ++i)
                    QVERIFY(std::hypot(regular.cornersMm(h)[i].x - stepped.cornersMm(h)[i].x,
                                       regular.cornersMm(h)[i].y - stepped.cornersMm(h)[i].y) <
                            1e-9);
            }
        }
    }

    // VASSAL's grid numbering: letters (0 is A, 26 AA), digits with their zero padding.
    void numbersAreWrittenAsPrinted_data()
    {
        QTest::addColumn<int>("number");
        QTest::addColumn<bool>("letters");
        QTest::addColumn<int>("digits");
        QTest::addColumn<QString>("text");
        QTest::newRow("0 in letters is A") << 0 << true << 1 << "A";
        QTest::newRow("25 is Z") << 25 << true << 1 << "Z";
        QTest::newRow("26 is AA") << 26 << true << 1 << "AA";
        QTest::newRow("27 is BB") << 27 << true << 1 << "BB";
        QTest::newRow("52 is AAA") << 52 << true << 1 << "AAA";
        QTest::newRow("7 in two digits") << 7 << false << 2 << "07";
        QTest::newRow("7 in three digits") << 7 << false << 3 << "007";
        QTest::newRow("123 in two digits") << 123 << false << 2 << "123";
        QTest::newRow("0 in one digit") << 0 << false << 1 << "0";
    }
    void numbersAreWrittenAsPrinted()
    {
        QFETCH(int, number);
        QFETCH(bool, letters);
        QFETCH(int, digits);
        QFETCH(QString, text);
        const auto kind = letters ? HexNumbering::Kind::Letters : HexNumbering::Kind::Digits;
        QCOMPARE(QString::fromStdString(hexNumberText(number, kind, digits)), text);
        QCOMPARE(hexNumberValue(text.toStdString(), kind), std::optional<int>(number));
    }
    void numbersThatAreNotPrintedAreRefused()
    {
        QCOMPARE(hexNumberValue("AB", HexNumbering::Kind::Letters), std::optional<int>());
        QCOMPARE(hexNumberValue("a", HexNumbering::Kind::Letters), std::optional<int>());
        QCOMPARE(hexNumberValue("1A", HexNumbering::Kind::Digits), std::optional<int>());
        QCOMPARE(hexNumberValue("", HexNumbering::Kind::Digits), std::optional<int>());
    }

    // Every hex has its own id, which reads back as that hex; CCRR maps keep their ids.
    void numberedIdsRoundTrip_data()
    {
        QTest::addColumn<bool>("columnLetters");
        QTest::addColumn<bool>("rowFirst");
        QTest::addColumn<QString>("separator");
        QTest::addColumn<int>("digits");
        QTest::addColumn<QString>("firstId");
        QTest::addColumn<QString>("lastId");
        QTest::newRow("letters then digits: A1") << true << false << "" << 1 << "A1"
                                                 << "I7";
        QTest::newRow("row first with a dot: 01.A") << true << true << "." << 2 << "01.A"
                                                    << "07.I";
        QTest::newRow("digits with a dash: 1-1") << false << false << "-" << 1 << "0-1"
                                                 << "8-7";
        QTest::newRow("three digits each: 000001") << false << false << "" << 3 << "000001"
                                                   << "008007";
    }
    void numberedIdsRoundTrip()
    {
        QFETCH(bool, columnLetters);
        QFETCH(bool, rowFirst);
        QFETCH(QString, separator);
        QFETCH(int, digits);
        QFETCH(QString, firstId);
        QFETCH(QString, lastId);
        HexGridLayout l = layoutOf(HexOrientation::FlatTop);
        l.firstColumn = 0;
        HexNumbering n;
        n.columns = columnLetters ? HexNumbering::Kind::Letters : HexNumbering::Kind::Digits;
        n.columnDigits = n.rowDigits = digits;
        n.rowFirst = rowFirst;
        n.separator = separator.toStdString();
        l.numbering = n;
        const HexGrid grid(l);
        QVERIFY(!grid.sameIds());
        QCOMPARE(QString::fromStdString(grid.id(grid.fromOffset(0, 1))), firstId);
        QCOMPARE(QString::fromStdString(grid.id(grid.fromOffset(8, 7))), lastId);
        std::set<std::string> seen;
        for (Hex h : grid.allHexes()) {
            const std::string id = grid.id(h);
            QVERIFY(seen.insert(id).second);
            Result<Hex> back = grid.parseId(id);
            QVERIFY2(back, id.c_str());
            QCOMPARE(*back, h);
        }
        Result<Hex> off = grid.parseId("ZZ99");
        QVERIFY(!off);
        QVERIFY2(off.error().message.find("ZZ99") != std::string::npos,
                 off.error().message.c_str());
    }

    // Without padding or a separator, column 1 row 11 and column 11 row 1 would both be "111".
    void aNumberingThatGivesTwoHexesOneIdIsRefused()
    {
        json grid = {{"orientation", "flat-top"},
                     {"columns", 12},
                     {"rows", 12},
                     {"numbering", {{"columnDigits", 1}, {"rowDigits", 1}}}};
        Result<HexMap> map = HexMap::fromJson(mapJson(grid), "ambiguous.json");
        QVERIFY(!map);
        QVERIFY2(map.error().message.find("would both be \"111\"") != std::string::npos,
                 map.error().message.c_str());
        grid["numbering"]["separator"] = "-";
        QVERIFY(HexMap::fromJson(mapJson(grid), "separated.json"));
    }

    // The rules read a lettered map by its printed ids: its hexsides, its terrain.
    void theRulesReadALetteredMap()
    {
        json grid = {{"orientation", "pointy-top"},
                     {"columns", 6},
                     {"rows", 5},
                     {"firstColumn", 0},
                     {"numbering", {{"columns", "letters"}, {"rowDigits", 1}}}};
        json doc = mapJson(grid);
        doc["hexsides"] = {{{"hexes", {"B2", "C2"}}, {"features", {"river"}}}};
        doc["hexes"] = {{"F5", "clear"}};
        Result<HexMap> map = HexMap::fromJson(doc, "lettered.json");
        QVERIFY2(map, map ? "" : map.error().message.c_str());
        const Hex b2 = *map->grid().parseId("B2"), c2 = *map->grid().parseId("C2");
        QVERIFY(map->hexsideImpassable(b2, c2));
        QVERIFY(map->terrainAt(*map->grid().parseId("F5")));
        doc["hexes"] = {{"0101", "clear"}};
        Result<HexMap> bad = HexMap::fromJson(doc, "lettered.json");
        QVERIFY(!bad);
        QVERIFY2(bad.error().message.find("/hexes/0101") != std::string::npos,
                 bad.error().message.c_str());
        // The map as JSON (map show --json) keeps its numbering and its printed ids.
        const json shown = map->toJson();
        QCOMPARE(shown["grid"]["numbering"]["columns"], json("letters"));
        QCOMPARE(shown["grid"]["numbering"]["rowDigits"], json(1));
        QVERIFY(shown["hexes"].contains("F5"));
    }

    // The picture beside its map: found, of its size, and the transform undoes itself.
    void aMapFindsItsPicture()
    {
        QTemporaryDir dir;
        const fs::path folder = dir.path().toStdString();
        writeFile(folder / "pictures" / "board.png", pngHeader(640, 480));
        const fs::path mapFile = folder / "board.json";
        writeFile(mapFile, mapJson({{"orientation", "flat-top"}, {"columns", 9}, {"rows", 7}},
                                   pictureJson("pictures/board.png"))
                               .dump());
        Result<HexMap> map = HexMap::load(mapFile.string());
        QVERIFY2(map, map ? "" : map.error().message.c_str());
        QVERIFY(map->picture());
        Result<PictureFile> picture = map->picturePath();
        QVERIFY2(picture, picture ? "" : picture.error().message.c_str());
        QCOMPARE(picture->path, fs::canonical(folder / "pictures" / "board.png"));
        QCOMPARE(picture->header.width, 640);
        const PicturePoint px = map->picture()->toPicture({10, 5});
        QCOMPARE(px.x, 50.0);
        QCOMPARE(px.y, 40.0);
        const HexPointMm mm = map->picture()->toMm(px);
        QVERIFY(std::abs(mm.x - 10) < 1e-12 && std::abs(mm.y - 5) < 1e-12);
        QCOMPARE(map->toJson()["picture"], pictureJson("pictures/board.png"));
    }

    // A picture path that could name a file outside the map's folder is refused when the map is
    // read; a picture that is not there, not a picture, too large or not of its size when it is
    // opened.
    void aPictureOutsideItsFolderIsRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("climbing out") << "../board.png"
                                      << "climbs out of its folder";
        QTest::newRow("climbing out further in") << "pictures/../../board.png"
                                                 << "climbs out of its folder";
        QTest::newRow("absolute") << "/etc/passwd"
                                  << "is absolute";
        QTest::newRow("a backslash") << "pictures\\board.png"
                                     << "holds a backslash";
        QTest::newRow("an empty part") << "pictures//board.png"
                                       << "has an empty part";
    }
    void aPictureOutsideItsFolderIsRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        Result<HexMap> map =
            HexMap::fromJson(mapJson({{"orientation", "flat-top"}, {"columns", 9}, {"rows", 7}},
                                     pictureJson(file.toStdString())),
                             "outside.json");
        QVERIFY(!map);
        QCOMPARE(map.error().kind, ErrorKind::BadData);
        QVERIFY2(map.error().message.find("/picture/file") != std::string::npos &&
                     map.error().message.find(expected.toStdString()) != std::string::npos,
                 map.error().message.c_str());
    }
    void aWrongPictureIsRefusedWhenOpened_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing") << "missing"
                                 << "is missing";
        QTest::newRow("a link out of the folder") << "link"
                                                  << "a link to a file outside";
        QTest::newRow("not a picture") << "text"
                                       << "is not a picture Umpire reads";
        QTest::newRow("another size") << "resized"
                                      << "the picture was replaced";
        QTest::newRow("larger than 20000 pixels") << "huge"
                                                  << "more than Umpire reads (20000";
        QTest::newRow("larger than 200 MB") << "heavy"
                                            << "more than Umpire reads (200 MB)";
        QTest::newRow("a folder") << "folder"
                                  << "is not a file";
    }
    void aWrongPictureIsRefusedWhenOpened()
    {
        QFETCH(QString, setup);
        QFETCH(QString, expected);
        QTemporaryDir dir, elsewhere;
        const fs::path folder = dir.path().toStdString();
        const fs::path picture = folder / "board.png";
        if (setup == "link") {
            writeFile(fs::path(elsewhere.path().toStdString()) / "board.png", pngHeader(640, 480));
            fs::create_symlink(fs::path(elsewhere.path().toStdString()) / "board.png", picture);
        } else if (setup == "text") {
            writeFile(picture, "this is no picture at all");
        } else if (setup == "resized") {
            writeFile(picture, pngHeader(641, 480));
        } else if (setup == "huge") {
            writeFile(picture, pngHeader(30000, 480));
        } else if (setup == "heavy") {
            writeFile(picture, pngHeader(640, 480));
            fs::resize_file(picture, maxPictureBytes + 1); // sparse: no disk spent
        } else if (setup == "folder") {
            fs::create_directories(picture);
        }
        const fs::path mapFile = folder / "board.json";
        writeFile(mapFile, mapJson({{"orientation", "flat-top"}, {"columns", 9}, {"rows", 7}},
                                   pictureJson("board.png"))
                               .dump());
        Result<HexMap> map = HexMap::load(mapFile.string());
        QVERIFY2(map, map ? "" : map.error().message.c_str()); // the rules need no picture
        Result<PictureFile> opened = map->picturePath();
        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, ErrorKind::BadData);
        QVERIFY2(opened.error().message.find(expected.toStdString()) != std::string::npos,
                 opened.error().message.c_str());
    }

    // A transform that flattens the map onto a line cannot be undone: refused.
    void aFlatteningTransformIsRefused()
    {
        json picture = pictureJson("board.png");
        picture["mmToPx"] = {1.0, 2.0, 0.0, 2.0, 4.0, 0.0};
        Result<HexMap> map = HexMap::fromJson(
            mapJson({{"orientation", "flat-top"}, {"columns", 9}, {"rows", 7}}, picture),
            "flat.json");
        QVERIFY(!map);
        QVERIFY2(map.error().message.find("/picture/mmToPx") != std::string::npos,
                 map.error().message.c_str());
    }

    // The header readers: each format's size, and a picture cut short is named so.
    void pictureHeadersGiveTheirSize_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        const std::string png = pngHeader(1234, 567);
        QTest::newRow("PNG") << QByteArray(png.data(), int(png.size())) << "png" << 1234 << 567;
        QTest::newRow("GIF") << QByteArray("GIF89a\x10\x02\x20\x01\x00\x00", 12) << "gif" << 528
                             << 288;
        QByteArray bmp(26, '\0');
        bmp[0] = 'B';
        bmp[1] = 'M';
        bmp[14] = 40;
        bmp[18] = char(0x20);
        bmp[19] = 0x03; // 800
        bmp[22] = char(0x9C);
        bmp[23] = char(0xFF);
        bmp[24] = char(0xFF);
        bmp[25] = char(0xFF); // -100: stored top row first
        QTest::newRow("BMP, top row first") << bmp << "bmp" << 800 << 100;
        // SOI, an APP0 segment of 16 bytes, then SOF0: precision, height 300, width 400.
        QByteArray jpeg("\xFF\xD8\xFF\xE0\x00\x10", 6);
        jpeg += QByteArray(14, 'j');
        jpeg += QByteArray("\xFF\xC0\x00\x11\x08\x01\x2C\x01\x90\x03", 10);
        QTest::newRow("JPEG after an APP0 segment") << jpeg << "jpeg" << 400 << 300;
    }
    void pictureHeadersGiveTheirSize()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, format);
        QFETCH(int, width);
        QFETCH(int, height);
        Result<PictureHeader> h =
            readPictureHeader(std::string_view(bytes.constData(), std::size_t(bytes.size())), "p");
        QVERIFY2(h, h ? "" : h.error().message.c_str());
        QCOMPARE(QString::fromStdString(h->format), format);
        QCOMPARE(h->width, width);
        QCOMPARE(h->height, height);
        // Cut short before the size, it is refused, never read past its end.
        const std::size_t cutAt = std::size_t(std::min<qsizetype>(20, bytes.size() - 5));
        Result<PictureHeader> cut =
            readPictureHeader(std::string_view(bytes.constData(), cutAt), "cut");
        QVERIFY(!cut);
        QVERIFY2(cut.error().message.find("cut short") != std::string::npos,
                 cut.error().message.c_str());
    }

    // A counter's image in the order of battle: relative to the rule-data folder, checked, and
    // found by the board through the scenario.
    void aUnitFindsItsCounterImage()
    {
        QTemporaryDir dir;
        const fs::path folder = dir.path().toStdString();
        writeFile(folder / "counters" / "lefol.png", pngHeader(64, 64));
        json scenario = {{"format", 1},
                         {"id", "pictured"},
                         {"ruleset", "nlb"},
                         {"name", "Counters with their images"},
                         {"sides", {{{"name", "French"}}, {{"name", "Prussian"}}}},
                         {"turns", {{{"turn", 1}, {"label", "1 PM"}}}},
                         {"orderOfBattle",
                          {{{"id", "Lefol"},
                            {"side", "French"},
                            {"strength", 5},
                            {"image", "counters/lefol.png"}},
                           {{"id", "Pirch"}, {"side", "Prussian"}, {"strength", 4}}}}};
        const fs::path file = folder / "scenarios" / "pictured.json";
        writeFile(file, scenario.dump());
        Result<Scenario> s = Scenario::load(file.string(), test::shippedRuleset("nlb"));
        QVERIFY2(s, s ? "" : s.error().message.c_str());
        Result<PictureFile> image = s->unitImage("Lefol");
        QVERIFY2(image, image ? "" : image.error().message.c_str());
        QCOMPARE(image->path, fs::canonical(folder / "counters" / "lefol.png"));
        QCOMPARE(image->header.width, 64);
        Result<PictureFile> none = s->unitImage("Pirch");
        QVERIFY(none);
        QVERIFY(none->path.empty());
        QVERIFY(!s->unitImage("Nobody"));
        fs::remove(folder / "counters" / "lefol.png");
        Result<PictureFile> gone = s->unitImage("Lefol");
        QVERIFY(!gone);
        QVERIFY2(gone.error().message.find("is missing") != std::string::npos,
                 gone.error().message.c_str());
        // A path out of the rule-data folder is refused when the scenario is read.
        scenario["orderOfBattle"][0]["image"] = "../../lefol.png";
        writeFile(file, scenario.dump());
        Result<Scenario> out = Scenario::load(file.string(), test::shippedRuleset("nlb"));
        QVERIFY(!out);
        QVERIFY2(out.error().message.find("/orderOfBattle/0/image") != std::string::npos &&
                     out.error().message.find("climbs out") != std::string::npos,
                 out.error().message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestMapPicture)
#include "tst_mappicture.moc"
