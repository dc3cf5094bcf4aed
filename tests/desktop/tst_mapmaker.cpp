// The desktop's ways in for your own game, driven as a referee drives them: a map's picture (drawn
// here with a known grid) opened, its grid given by three clicked centres, numbered from two typed
// ids, terrain and hexsides painted by clicks, undone and redone, saved; the saved map read by the
// engine, where a move across the painted stream costs what NLB 5.2 says and the painted river
// cannot be crossed. And a VASSAL module imported from File > Import a VASSAL module, what its
// pieces do not say asked in the table and remembered for the module.
#include "hexmap.h"
#include "mapmakerview.h"
#include "mapmakerwindow.h"
#include "mapmovement.h"
#include "picturebytes.h"
#include "rulesetlibrary.h"
#include "settings.h"
#include "vassalimportdialog.h"
#include "vassalmodules.h"

#include <QComboBox>
#include <QPainter>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <cmath>
#include <filesystem>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// A printed map's picture: a flat-top grid of 12 columns and 10 rows, hexes 48 pixels across,
// 0101 at (20, 20), even columns half a hex lower, each hex's id printed in it.
constexpr double hexPx = 48;
const double columnStep = hexPx * std::sqrt(3.0) / 2;

QPointF centreOf(int column, int row)
{
    return {20 + (column - 1) * columnStep,
            20 + (row - 1) * hexPx + (column % 2 == 0 ? hexPx / 2 : 0)};
}

QString drawMap(const QTemporaryDir &dir)
{
    // Paper around the printed hexes narrower than a hex: the grid's hexes are the printed ones.
    QImage image(int(20 + 11 * columnStep + 15), int(20 + 9.5 * hexPx + 15), QImage::Format_RGB32);
    image.fill(QColor(235, 225, 200));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(30, 30, 30), 2));
    for (int c = 1; c <= 12; ++c)
        for (int r = 1; r <= 10; ++r) {
            const QPointF centre = centreOf(c, r);
            QPolygonF hex;
            for (int k = 0; k < 6; ++k) {
                const double a = k * 60 * M_PI / 180;
                hex << centre + QPointF(hexPx / std::sqrt(3.0) * std::cos(a),
                                        hexPx / std::sqrt(3.0) * std::sin(a));
            }
            p.drawPolygon(hex);
            p.drawText(QRectF(centre.x() - 20, centre.y() - 20, 40, 14), Qt::AlignCenter,
                       QStringLiteral("%1%2")
                           .arg(c, 2, 10, QLatin1Char('0'))
                           .arg(r, 2, 10, QLatin1Char('0')));
        }
    p.end();
    const QString path = dir.filePath(QStringLiteral("scan.png"));
    image.save(path);
    return path;
}

// A left click on the picture's point, where the view shows it.
void clickPicture(MapMakerWindow &w, QPointF picture)
{
    const QPointF at = w.view()->toView({picture.x(), picture.y()});
    QTest::mouseClick(w.view(), Qt::LeftButton, {}, at.toPoint());
}

// Half way between two hexes' centres: their hexside.
QPointF between(QPointF a, QPointF b)
{
    return (a + b) / 2;
}

} // namespace

class TestMapMaker : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // NLB 5.2: the stream painted on the map costs 2 more to cross; the river cannot be crossed.
    void nlb52APaintedMapPlaysByTheRules()
    {
        QTemporaryDir dir;
        const RulesetLibrary library({fs::path(UMPIRE_RULESDATA_DIR)});
        MapMakerWindow w(library);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(w.openPicture(drawMap(dir)), qPrintable(w.status()));
        w.view()->fitPicture();
        // Three centres: a hex, the next down its column, one in the next column.
        w.setTool(MapMakerWindow::Tool::Centres);
        clickPicture(w, centreOf(5, 5));
        clickPicture(w, centreOf(5, 6));
        clickPicture(w, centreOf(6, 5));
        QVERIFY2(w.draft().hasGrid(), qPrintable(w.status()));
        QCOMPARE(w.draft().grid().layout().orientation, HexOrientation::FlatTop);
        // The numbering from two typed ids, in columns of both parities.
        w.setTool(MapMakerWindow::Tool::Number);
        w.setPrintedId(QStringLiteral("0202"));
        clickPicture(w, centreOf(2, 2));
        w.setPrintedId(QStringLiteral("0705"));
        clickPicture(w, centreOf(7, 5));
        const HexGrid &grid = w.draft().grid();
        QCOMPARE(grid.layout().columns, 12);
        QCOMPARE(grid.layout().rows, 10);
        QCOMPARE(grid.layout().evenShifted, true);
        // Every hex where its id is printed.
        for (int c = 1; c <= 12; ++c)
            for (int r = 1; r <= 10; ++r) {
                const std::optional<Hex> hex =
                    w.draft().hexAt({centreOf(c, r).x(), centreOf(c, r).y()});
                QVERIFY(hex);
                QCOMPARE(QString::fromStdString(grid.id(*hex)),
                         QStringLiteral("%1%2")
                             .arg(c, 2, 10, QLatin1Char('0'))
                             .arg(r, 2, 10, QLatin1Char('0')));
            }
        // Paint: a forest, a stream and a river, a road, a name, an entry.
        w.setTool(MapMakerWindow::Tool::Paint);
        w.setTerrain(QStringLiteral("forest"));
        clickPicture(w, centreOf(3, 3));
        QCOMPARE(w.draft().terrain.at("0303"), std::string("forest"));
        w.setTool(MapMakerWindow::Tool::Hexside);
        w.setFeature(QStringLiteral("stream"));
        clickPicture(w, between(centreOf(4, 4), centreOf(4, 5)));
        w.setFeature(QStringLiteral("river"));
        clickPicture(w, between(centreOf(5, 4), centreOf(5, 5)));
        QCOMPARE(w.draft().hexsides.at({"0404", "0405"}), std::set<std::string>{"stream"});
        QCOMPARE(w.draft().hexsides.at({"0504", "0505"}), std::set<std::string>{"river"});
        // Undone and done again.
        w.undoStack()->undo();
        QVERIFY(!w.draft().hexsides.count({"0504", "0505"}));
        w.undoStack()->redo();
        QVERIFY(w.draft().hexsides.count({"0504", "0505"}));
        w.setTool(MapMakerWindow::Tool::Road);
        w.setFeature(QStringLiteral("road"));
        for (int c = 8; c <= 10; ++c)
            clickPicture(w, centreOf(c, 8));
        w.endRoad();
        QCOMPARE(w.draft().paths.size(), std::size_t(1));
        w.setTool(MapMakerWindow::Tool::Name);
        w.setLabel(QStringLiteral("Ligny"));
        clickPicture(w, centreOf(6, 6));
        w.setTool(MapMakerWindow::Tool::Entry);
        w.setLabel(QStringLiteral("Wavre road"));
        clickPicture(w, centreOf(12, 5));
        QCOMPARE(w.draft().entries.at("1205"), std::string("Wavre road"));
        // A fill paints the forest's joined hexes only, and is one step.
        w.setTool(MapMakerWindow::Tool::Fill);
        w.setTerrain(QStringLiteral("marsh"));
        clickPicture(w, centreOf(3, 3));
        QCOMPARE(w.draft().terrain.at("0303"), std::string("marsh"));
        QVERIFY(!w.draft().terrain.count("0304"));
        w.undoStack()->undo();
        QCOMPARE(w.draft().terrain.at("0303"), std::string("forest"));

        // Saved, with the picture beside the map file, and read by the engine.
        QDir(dir.path()).mkdir(QStringLiteral("maps"));
        const QString saved = dir.filePath(QStringLiteral("maps/ligny-scan.json"));
        QVERIFY2(w.saveTo(saved), qPrintable(w.status()));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("maps/ligny-scan.png"))));
        Result<HexMap> map = HexMap::load(saved.toStdString());
        QVERIFY2(map, map ? "" : map.error().message.c_str());
        QVERIFY(map->picturePath());
        const HexGrid &g = map->grid();
        QCOMPARE(map->terrainAt(*g.parseId("0303"))->id, std::string("forest"));
        QVERIFY(map->namedAt(*g.parseId("0606")));
        QVERIFY(map->entry("Wavre road"));
        MapUnit unit;
        unit.id = "Lefol";
        unit.side = "French";
        unit.type = "infantry";
        unit.hex = *g.parseId("0404");
        const MapStep stream = stepCost(*map, unit, *g.parseId("0404"), *g.parseId("0405"));
        QVERIFY(stream.allowed);
        QCOMPARE(stream.costHalves, 6); // clear 1 MP and the stream's 2 (NLB 5.2)
        const MapStep plain = stepCost(*map, unit, *g.parseId("0404"), *g.parseId("0403"));
        QCOMPARE(plain.costHalves, 2);
        const MapStep river = stepCost(*map, unit, *g.parseId("0504"), *g.parseId("0505"));
        QVERIFY(!river.allowed); // NLB 5.2: a river is crossed only at a bridge
    }

    // Fit the grid: umpire-cli finds the printed grid (OpenCV, in its own program), the overlay
    // shows it, the typed ids number it.
    void theGridIsFittedFromThePicture()
    {
        QTemporaryDir dir;
        const RulesetLibrary library({fs::path(UMPIRE_RULESDATA_DIR)});
        MapMakerWindow w(library);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPicture(drawMap(dir)));
        QVERIFY2(w.fitGrid(), qPrintable(w.status()));
        w.setTool(MapMakerWindow::Tool::Number);
        w.setPrintedId(QStringLiteral("0303"));
        clickPicture(w, centreOf(3, 3));
        w.setPrintedId(QStringLiteral("1008"));
        clickPicture(w, centreOf(10, 8));
        const HexGrid &grid = w.draft().grid();
        QVERIFY2(grid.layout().columns == 12 && grid.layout().rows == 10, qPrintable(w.status()));
        for (int c = 1; c <= 12; ++c)
            for (int r = 1; r <= 10; ++r) {
                const Hex hex = *grid.parseId(QStringLiteral("%1%2")
                                                  .arg(c, 2, 10, QLatin1Char('0'))
                                                  .arg(r, 2, 10, QLatin1Char('0'))
                                                  .toStdString());
                // QPainter's point (x, y) is the corner of pixel (x, y), OpenCV's its centre.
                const PicturePoint p = w.draft().centreOf(hex);
                const QPointF drawn = centreOf(c, r) - QPointF(0.5, 0.5);
                QVERIFY2(
                    std::hypot(p.x - drawn.x(), p.y - drawn.y()) < 0.01 * hexPx,
                    qPrintable(QStringLiteral("%1,%2 at %3,%4").arg(c).arg(r).arg(p.x).arg(p.y)));
            }
        if (const QByteArray folder = qgetenv("UMPIRE_SCREENSHOTS_DIR"); !folder.isEmpty()) {
            w.setTool(MapMakerWindow::Tool::Paint);
            w.setTerrain(QStringLiteral("forest"));
            for (int c = 3; c <= 5; ++c)
                clickPicture(w, centreOf(c, 4));
            w.setTool(MapMakerWindow::Tool::Hexside);
            w.setFeature(QStringLiteral("river"));
            for (int r = 2; r <= 7; ++r)
                clickPicture(w, between(centreOf(7, r), centreOf(8, r)));
            w.grab().save(QString::fromLocal8Bit(folder) + QStringLiteral("/mapmaker.png"));
        }
    }

    // Ids typed that do not fit where they are clicked are refused and said so; the grid stays.
    void wrongIdsAreRefusedAndTheGridStays()
    {
        QTemporaryDir dir;
        const RulesetLibrary library({fs::path(UMPIRE_RULESDATA_DIR)});
        MapMakerWindow w(library);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPicture(drawMap(dir)));
        w.view()->fitPicture();
        w.setTool(MapMakerWindow::Tool::Centres);
        clickPicture(w, centreOf(5, 5));
        clickPicture(w, centreOf(5, 6));
        clickPicture(w, centreOf(6, 5));
        QVERIFY(w.draft().hasGrid());
        w.setTool(MapMakerWindow::Tool::Number);
        w.setPrintedId(QStringLiteral("0202"));
        clickPicture(w, centreOf(2, 2));
        w.setPrintedId(QStringLiteral("0101"));
        clickPicture(w, centreOf(7, 5));
        QVERIFY2(w.status().contains(QStringLiteral("do not fit")), qPrintable(w.status()));
        QVERIFY(w.draft().hasGrid());
    }

    // File > Import a VASSAL module: the pieces' sides and strengths asked in the table, the
    // module's maps, counters and scenario added to the rule data; the table remembered.
    void aModuleIsImportedWithWhatItsPiecesDoNotSay()
    {
        using namespace umpire::test;
        QTemporaryDir dir;
        const std::string grid =
            "<VASSAL.build.module.map.boardPicker.board.HexGrid dx=\"55\" dy=\"60\" x0=\"40\" "
            "y0=\"50\"><VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering/>"
            "</VASSAL.build.module.map.boardPicker.board.HexGrid>";
        const std::string xml =
            "<?xml version=\"1.0\"?><VASSAL.build.GameModule name=\"Desk Battle\" version=\"2\">"
            "<VASSAL.build.module.Map mapName=\"Field\"><VASSAL.build.module.map.BoardPicker>"
            "<VASSAL.build.module.map.boardPicker.Board image=\"field.png\" name=\"Field\">" +
            grid +
            "</VASSAL.build.module.map.boardPicker.Board></VASSAL.build.module.map.BoardPicker>"
            "<VASSAL.build.module.map.SetupStack name=\"A\" owningBoard=\"Field\" "
            "useGridLocation=\"true\" location=\"0304\"><VASSAL.build.widget.PieceSlot "
            "entryName=\"Lefol\">" +
            definition({basic("lefol.png", "Lefol")}) +
            "</VASSAL.build.widget.PieceSlot></VASSAL.build.module.map.SetupStack>"
            "</VASSAL.build.module.Map></VASSAL.build.GameModule>";
        const QString module = dir.filePath(QStringLiteral("desk.vmod"));
        writeZip(module.toStdString(), {{"buildFile.xml", xml},
                                        {"images/field.png", pngHeader(800, 600)},
                                        {"images/lefol.png", pngHeader(60, 60)}});
        const RulesetLibrary library({fs::path(UMPIRE_RULESDATA_DIR)});
        Settings settings;
        // Nothing remembered from an earlier run: the table is asked for the first time.
        QSettings(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("umpire"),
                  QStringLiteral("umpire"))
            .remove(QStringLiteral("vassal"));
        VassalImportDialog d(library, &settings);
        d.setTarget(dir.filePath(QStringLiteral("rulesdata")));
        QDir().mkpath(dir.filePath(QStringLiteral("rulesdata")));
        d.setModule(module);
        d.setRuleset(QStringLiteral("nlb"));
        QVERIFY(!d.import());
        QCOMPARE(d.table()->rowCount(), 1);
        QCOMPARE(d.table()->item(0, 0)->text(), QStringLiteral("Lefol"));
        QVERIFY(
            !QFile::exists(dir.filePath(QStringLiteral("rulesdata/scenarios/desk-battle.json"))));
        qobject_cast<QComboBox *>(d.table()->cellWidget(0, 1))
            ->setCurrentText(QStringLiteral("French"));
        qobject_cast<QSpinBox *>(d.table()->cellWidget(0, 2))->setValue(5);
        qobject_cast<QComboBox *>(d.table()->cellWidget(0, 3))
            ->setCurrentText(QStringLiteral("infantry"));
        QVERIFY2(d.import(), qPrintable(d.status()));
        const QString scenario =
            dir.filePath(QStringLiteral("rulesdata/scenarios/desk-battle.json"));
        QVERIFY(QFile::exists(scenario));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("rulesdata/maps/desk-battle.json"))));
        QVERIFY(QFile::exists(
            dir.filePath(QStringLiteral("rulesdata/counters/desk-battle/lefol.png"))));
        const RulesetLibrary played(
            {fs::path(dir.filePath(QStringLiteral("rulesdata")).toStdString()),
             fs::path(UMPIRE_RULESDATA_DIR)});
        Result<Scenario> s = played.findScenario("desk-battle");
        QVERIFY2(s, s ? "" : s.error().message.c_str());
        QCOMPARE(s->orderOfBattle[0]["hex"], json("0304"));
        QCOMPARE(s->orderOfBattle[0]["strength"], json(5));
        QVERIFY(s->unitImage("Lefol"));
        // Imported again, into rule data that holds it: refused, naming the file.
        QVERIFY(!d.import());
        QVERIFY2(d.status().contains(QStringLiteral("already")), qPrintable(d.status()));
        // Another time, elsewhere: the table is remembered for the module.
        VassalImportDialog again(library, &settings);
        again.setTarget(dir.filePath(QStringLiteral("other")));
        QDir().mkpath(dir.filePath(QStringLiteral("other")));
        again.setModule(module);
        again.setRuleset(QStringLiteral("nlb"));
        QVERIFY2(again.import(), qPrintable(again.status()));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("other/scenarios/desk-battle.json"))));
    }
};

QTEST_MAIN(TestMapMaker)
#include "tst_mapmaker.moc"
