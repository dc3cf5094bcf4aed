// The terrain key editor of a hex map, driven as a user drives it: values typed into the tables,
// ticks given, undone and redone, saved as the user's own copy of the map, which a game on that map
// then plays with, no longer reporting those values as stand-ins; changed cells marked, cells
// pasted, unsaved changes asked about, a map that does not load listed with its error.
#include "datapath.h"
#include "editortesting.h"
#include "feedback.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "mapboard.h"
#include "mapmovement.h"
#include "mapview.h"
#include "rulesetlibrary.h"
#include "settings.h"
#include "terrainkeyeditor.h"
#include "widgetchecks.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <filesystem>
#include <memory>

using nlohmann::json;
using namespace umpire;
using namespace umpire::crt;
using umpire::test::toggleCell;
using umpire::test::typeIntoCell;

namespace {

const QString shippedMap = QStringLiteral(UMPIRE_RULESDATA_DIR "/maps/sample-nlb.json");

int rowOf(QTableWidget *table, const QString &id)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->verticalHeaderItem(r)->text() == id)
            return r;
    return -1;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The cheapest step into the hex `to` from a neighbour across a bare hexside: what the hex's
// terrain costs alone.
std::optional<Hex> bareNeighbour(const HexMap &map, Hex to)
{
    for (Hex from : HexGrid::neighbours(to))
        if (map.grid().contains(from) && map.hexsideFeatures(from, to).empty() &&
            map.terrainAt(from)->id == "clear")
            return from;
    return std::nullopt;
}

} // namespace

class TestTerrainKeyEditor : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theUsersKeyReplacesTheStandIn();
    void anInvalidKeyIsRefusedAndNothingWritten();
    void theMapBoardOpensItOnItsMap();
    void aChangedCellIsMarkedPastedCellsAreOneStepAndEscapeAsks();
    void aMapThatDoesNotLoadIsListedWithItsError();

  private:
    void openWindow();

    std::unique_ptr<umpire::test::UserDataHome> m_home;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::filesystem::path m_user;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Feedback> m_feedback;
    std::unique_ptr<MainWindow> m_window;
};

void TestTerrainKeyEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings and games go to a test folder
    QVERIFY(umpire::test::useEnglishPlurals());
}

void TestTerrainKeyEditor::init()
{
    m_home = std::make_unique<umpire::test::UserDataHome>();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid() && m_dir->isValid());
    m_user = m_home->ruleData();
    m_session = std::make_unique<GameSession>(m_home->library());
    m_settings = std::make_unique<Settings>();
    m_feedback = std::make_unique<Feedback>();
}

void TestTerrainKeyEditor::cleanup()
{
    m_window.reset();
    m_session.reset();
    m_home.reset();
}

void TestTerrainKeyEditor::openWindow()
{
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_feedback.get());
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestTerrainKeyEditor::theUsersKeyReplacesTheStandIn()
{
    const QByteArray shippedBefore = readAll(shippedMap);
    QVERIFY(!shippedBefore.isEmpty());
    QVERIFY(
        m_session->createFromScenario(m_dir->filePath(QStringLiteral("ligny.jsonl")), "nlb-demo")
            .ok());
    const HexMap *before = m_session->game().map();
    QVERIFY(before);
    QCOMPARE(before->id, std::string("sample-nlb"));
    QVERIFY(!before->findTerrain("town")->verified); // a stand-in: 1 MP
    QCOMPARE(before->findTerrain("town")->costHalves, std::optional<int>(2));
    const Hex town = *before->grid().parseId("1007");
    QCOMPARE(before->terrainAt(town)->id, std::string("town"));
    const std::optional<Hex> from = bareNeighbour(*before, town);
    QVERIFY(from);
    MapUnit unit;
    unit.id = "walker";
    unit.side = "french";
    unit.type = "infantry";
    unit.hex = *from;
    QCOMPARE(stepCost(*before, unit, *from, town).costHalves, 2);

    openWindow();
    m_window->findChild<QAction *>(QStringLiteral("terrainKeyEditorMainAction"))->trigger();
    auto *editor = m_window->findChild<TerrainKeyEditor *>(QStringLiteral("terrainKeyEditor"));
    QVERIFY(editor);
    QApplication::setActiveWindow(editor);
    QVERIFY(QTest::qWaitForWindowActive(editor));
    QCOMPARE(editor->mapId(), QStringLiteral("sample-nlb")); // the game's map
    QVERIFY2(umpire::test::mnemonicsWithoutField(editor).isEmpty(),
             qPrintable(umpire::test::mnemonicsWithoutField(editor).join(QStringLiteral(", "))));

    QTableWidget *terrain = editor->terrainTable();
    QTableWidget *hexsides = editor->hexsideTable();
    const int townRow = rowOf(terrain, QStringLiteral("town"));
    const int marshRow = rowOf(terrain, QStringLiteral("marsh"));
    QVERIFY(townRow >= 0 && marshRow >= 0 && rowOf(hexsides, QStringLiteral("crest")) >= 0);
    QCOMPARE(rowOf(terrain, QStringLiteral("river")), -1); // a hexside, in the other table
    const int movement = TerrainKeyEditor::TerrainMovement;
    const int verified = TerrainKeyEditor::TerrainVerified;
    QCOMPARE(terrain->item(townRow, movement)->text(), QStringLiteral("1"));
    // The stand-in shows as one, with its source.
    QVERIFY(terrain->item(townRow, movement)->font().italic());
    QVERIFY(terrain->item(townRow, 0)->toolTip().contains(QStringLiteral("Stand-in: 1 MP")));
    QCOMPARE(terrain->item(townRow, verified)->checkState(), Qt::Unchecked);
    QVERIFY(!terrain->item(rowOf(terrain, QStringLiteral("clear")), movement)->font().italic());
    // The rules' combat effect beside it: the town doubles the defender (NLB 7.3).
    QVERIFY2(terrain->item(townRow, TerrainKeyEditor::TerrainCombat)
                 ->text()
                 .contains(QStringLiteral("×2")),
             qPrintable(terrain->item(townRow, TerrainKeyEditor::TerrainCombat)->text()));

    // Typed: 2 MP. Editing alone does not verify it.
    typeIntoCell(terrain, townRow, movement, QStringLiteral("2"));
    QCOMPARE(terrain->item(townRow, movement)->text(), QStringLiteral("2"));
    QCOMPARE(terrain->item(townRow, verified)->checkState(), Qt::Unchecked);
    QVERIFY(terrain->item(townRow, movement)->font().italic());
    QCOMPARE(editor->undoStack()->count(), 1);
    // Ticked verified: no longer shown as a stand-in.
    toggleCell(terrain, townRow, verified);
    QCOMPARE(terrain->item(townRow, verified)->checkState(), Qt::Checked);
    QVERIFY(!terrain->item(townRow, movement)->font().italic());
    QCOMPARE(editor->undoStack()->count(), 2);
    // Undone, both; redone, both.
    QTest::keyClick(terrain, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(terrain->item(townRow, verified)->checkState(), Qt::Unchecked);
    QVERIFY(terrain->item(townRow, movement)->font().italic());
    QTest::keyClick(terrain, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(terrain->item(townRow, movement)->text(), QStringLiteral("1"));
    QTest::keyClick(terrain, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(terrain->item(townRow, movement)->text(), QStringLiteral("2"));
    QCOMPARE(terrain->item(townRow, verified)->checkState(), Qt::Unchecked);
    QTest::keyClick(terrain, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(terrain->item(townRow, verified)->checkState(), Qt::Checked);
    QCOMPARE(editor->undoStack()->count(), 2);

    QVERIFY2(editor->save(), qPrintable(editor->lastError()));
    const QString saved = QString::fromStdString((m_user / "maps" / "sample-nlb.json").string());
    QCOMPARE(editor->savedPath(), saved);
    const json written = json::parse(readAll(saved).toStdString());
    json townKey, marsh;
    for (const json &k : written["terrainKey"]) {
        if (k["id"] == "town")
            townKey = k;
        if (k["id"] == "marsh")
            marsh = k;
    }
    QCOMPARE(townKey["movement"], json(2));
    QCOMPARE(townKey["verified"], json(true));
    QCOMPARE(marsh["verified"], json(false)); // not ticked: still a stand-in
    QCOMPARE(written["hexes"], json::parse(shippedBefore.toStdString())["hexes"]); // the rest kept
    // The shipped file is untouched.
    QCOMPARE(readAll(shippedMap), shippedBefore);

    // The game on that map plays on with the user's key (opened again from its journal).
    const HexMap *after = m_session->game().map();
    QVERIFY(after);
    QCOMPARE(QString::fromStdString(after->path), saved);
    QCOMPARE(after->findTerrain("town")->costHalves, std::optional<int>(4));
    QVERIFY(after->findTerrain("town")->verified);
    QVERIFY(!after->findTerrain("marsh")->verified);
    QCOMPARE(stepCost(*after, unit, *from, town).costHalves, 4);
    // Its answers no longer report the town as a stand-in; the marsh still is one.
    Explanation e;
    addMapUnverified(e, *after);
    QStringList items;
    for (const UnverifiedUse &u : e.unverified)
        items << QString::fromStdString(u.item);
    QVERIFY2(!items.contains(QStringLiteral("sample-nlb:/terrainKey/2")) &&  // the town
                 items.contains(QStringLiteral("sample-nlb:/terrainKey/4")), // the marsh
             qPrintable(items.join(QStringLiteral(", "))));
    bool marshReported = false;
    for (const UnverifiedUse &u : e.unverified) {
        QVERIFY2(u.text.find("Town") == std::string::npos, u.text.c_str());
        marshReported = marshReported || u.text.find("Marsh") != std::string::npos;
    }
    QVERIFY(marshReported);
    // The map at the centre of the window follows the game: the user's key.
    auto *board = m_window->findChild<MapBoard *>(QStringLiteral("mapBoard"));
    QVERIFY(board && board->view()->map());
    QCOMPARE(board->view()->map()->findTerrain("town")->costHalves, std::optional<int>(4));

    // A game started afterwards finds the user's copy first, by the map's id.
    Result<std::shared_ptr<const HexMap>> found = m_session->library().findMap("sample-nlb");
    QVERIFY(found.ok());
    QCOMPARE(QString::fromStdString((*found)->path), saved);
    QVERIFY(
        m_session->createFromScenario(m_dir->filePath(QStringLiteral("ligny2.jsonl")), "nlb-demo")
            .ok());
    QCOMPARE(stepCost(*m_session->game().map(), unit, *from, town).costHalves, 4);

    // Opened again, the editor shows the user's copy: the town verified at 2 MP.
    editor->close();
    TerrainKeyEditor again(m_session.get(), QStringLiteral("sample-nlb"));
    QCOMPARE(again.terrainTable()->item(townRow, movement)->text(), QStringLiteral("2"));
    QCOMPARE(again.terrainTable()->item(townRow, verified)->checkState(), Qt::Checked);
    QVERIFY(again.findChild<QLabel *>(QStringLiteral("source"))
                ->text()
                .contains(QStringLiteral("your own copy")));
    m_window.reset();
}

void TestTerrainKeyEditor::anInvalidKeyIsRefusedAndNothingWritten()
{
    const QByteArray shippedBefore = readAll(shippedMap);
    TerrainKeyEditor editor(m_session.get(), QStringLiteral("sample-nlb"));
    editor.show();
    QApplication::setActiveWindow(&editor);
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    const QString target = QString::fromStdString((m_user / "maps" / "sample-nlb.json").string());
    QTableWidget *terrain = editor.terrainTable();
    const int townRow = rowOf(terrain, QStringLiteral("town"));
    const int clearRow = rowOf(terrain, QStringLiteral("clear"));
    QTimer closer; // the refusal is shown in a message box: read, then closed
    QString shown;
    connect(&closer, &QTimer::timeout, this, [&shown] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->close();
        }
    });
    closer.start(50);

    // A negative cost.
    typeIntoCell(terrain, townRow, TerrainKeyEditor::TerrainMovement, QStringLiteral("-1"));
    QCOMPARE(terrain->item(townRow, TerrainKeyEditor::TerrainMovement)->text(),
             QStringLiteral("-1"));
    QVERIFY(!editor.save());
    QVERIFY2(editor.lastError().contains(QStringLiteral("below 0")),
             qPrintable(editor.lastError()));
    QVERIFY(editor.lastError().contains(QStringLiteral("Town")));
    QTRY_COMPARE(shown, editor.lastError());
    QVERIFY(!QFile::exists(target));
    editor.undoStack()->undo();
    QCOMPARE(terrain->item(townRow, TerrainKeyEditor::TerrainMovement)->text(),
             QStringLiteral("1"));

    // An empty name.
    typeIntoCell(terrain, clearRow, TerrainKeyEditor::TerrainName, QString());
    QCOMPARE(terrain->item(clearRow, TerrainKeyEditor::TerrainName)->text(), QString());
    QVERIFY(!editor.save());
    QVERIFY2(editor.lastError().contains(QStringLiteral("no name")),
             qPrintable(editor.lastError()));
    QVERIFY(!QFile::exists(target));
    editor.undoStack()->undo();

    // Not a cost, a unit type the game does not have, neither road nor trail.
    typeIntoCell(terrain, townRow, TerrainKeyEditor::TerrainMovement, QStringLiteral("lots"));
    QVERIFY(!editor.save());
    QVERIFY2(editor.lastError().contains(QStringLiteral("\"lots\"")),
             qPrintable(editor.lastError()));
    editor.undoStack()->undo();
    typeIntoCell(terrain, townRow, TerrainKeyEditor::TerrainProhibitedTo,
                 QStringLiteral("dragoons"));
    QVERIFY(!editor.save());
    QVERIFY2(editor.lastError().contains(QStringLiteral("dragoons")),
             qPrintable(editor.lastError()));
    editor.undoStack()->undo();
    QTableWidget *hexsides = editor.hexsideTable();
    typeIntoCell(hexsides, rowOf(hexsides, QStringLiteral("road")), TerrainKeyEditor::HexsidePath,
                 QStringLiteral("motorway"));
    QVERIFY(!editor.save());
    QVERIFY2(editor.lastError().contains(QStringLiteral("motorway")),
             qPrintable(editor.lastError()));
    QVERIFY(!QFile::exists(target));
    editor.undoStack()->undo();

    // Half MP are taken as the key prints them.
    typeIntoCell(terrain, townRow, TerrainKeyEditor::TerrainMovement, QStringLiteral("1 1/2"));
    QVERIFY2(editor.save(), qPrintable(editor.lastError()));
    QCOMPARE(m_session->library().findMap("sample-nlb").value()->findTerrain("town")->costHalves,
             std::optional<int>(3));
    QCOMPARE(readAll(shippedMap), shippedBefore);
    closer.stop();
}

void TestTerrainKeyEditor::theMapBoardOpensItOnItsMap()
{
    MapBoard board({m_user, std::filesystem::path(UMPIRE_RULESDATA_DIR)});
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    auto *button = board.findChild<QPushButton *>(QStringLiteral("terrainKeyEditorAction"));
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
    auto *editor = board.findChild<TerrainKeyEditor *>(QStringLiteral("terrainKeyEditor"));
    QVERIFY(editor);
    QCOMPARE(editor->mapId(), QStringLiteral("sample-nlb"));
    // The BMW sample is there too, its own key in the tables.
    auto *maps = editor->findChild<QComboBox *>(QStringLiteral("map"));
    const int bmw = maps->findData(QStringLiteral("sample-bmw"));
    QVERIFY(bmw >= 0);
    maps->setCurrentIndex(bmw);
    QCOMPARE(editor->mapId(), QStringLiteral("sample-bmw"));
    const int dunes = rowOf(editor->terrainTable(), QStringLiteral("dunes"));
    QVERIFY(dunes >= 0);
    QCOMPARE(editor->terrainTable()->item(dunes, TerrainKeyEditor::TerrainMovement)->text(),
             QStringLiteral("2"));
    QVERIFY(editor->terrainTable()->isColumnHidden(TerrainKeyEditor::TerrainChateau)); // NLB's
    // Every row at once: the user's confirmation, one undo step.
    editor->findChild<QPushButton *>(QStringLiteral("allVerified"))->click();
    QCOMPARE(editor->terrainTable()->item(dunes, TerrainKeyEditor::TerrainVerified)->checkState(),
             Qt::Checked);
    QCOMPARE(editor->undoStack()->count(), 1);
    QVERIFY2(editor->save(), qPrintable(editor->lastError()));
    Result<HexMap> saved = HexMap::load(editor->savedPath().toStdString());
    QVERIFY(saved.ok());
    QVERIFY(saved->unverified().empty());
    editor->close();
}

// A changed cell is in bold on blue over the stand-in's yellow, cells pasted from a spreadsheet are
// one step and the status counts them; Escape with changes asks Save / Discard / Cancel, and Save
// says where it wrote the key.
void TestTerrainKeyEditor::aChangedCellIsMarkedPastedCellsAreOneStepAndEscapeAsks()
{
    auto *editor = new TerrainKeyEditor(m_session.get(), QStringLiteral("sample-nlb"));
    editor->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<TerrainKeyEditor> alive = editor;
    editor->show();
    QApplication::setActiveWindow(editor);
    QVERIFY(QTest::qWaitForWindowActive(editor));
    QTableWidget *terrain = editor->terrainTable();
    const int townRow = rowOf(terrain, QStringLiteral("town"));
    const int movement = TerrainKeyEditor::TerrainMovement;
    QTableWidgetItem *town = terrain->item(townRow, movement);
    QVERIFY(!umpire::test::markedChanged(town) && town->font().italic());
    QVERIFY(!editor->isWindowModified());
    typeIntoCell(terrain, townRow, movement, QStringLiteral("2"));
    QVERIFY(umpire::test::markedChanged(town));
    QVERIFY(town->font().italic()); // still a stand-in
    QVERIFY2(town->toolTip().contains(QStringLiteral("Changed: the file has \"1\"")),
             qPrintable(town->toolTip()));
    QVERIFY(editor->isWindowModified());
    // Pasted from the town's movement: its MP and the units barred from it, one step.
    terrain->setCurrentCell(townRow, movement);
    QVERIFY2(editor->pasteCells(terrain, QStringLiteral("3\tcavalry\n")),
             qPrintable(editor->lastError()));
    QCOMPARE(town->text(), QStringLiteral("3"));
    QCOMPARE(terrain->item(townRow, TerrainKeyEditor::TerrainProhibitedTo)->text(),
             QStringLiteral("cavalry"));
    QVERIFY2(editor->status().startsWith(QStringLiteral("2 cells pasted, 2 of them changed")),
             qPrintable(editor->status()));
    QCOMPARE(editor->undoStack()->count(), 2);
    // Pasted over the rules' combat effect: refused, nothing changed.
    umpire::test::MessageBoxAnswers boxes(QMessageBox::Cancel);
    terrain->setCurrentCell(townRow, TerrainKeyEditor::TerrainStacking);
    QVERIFY(!editor->pasteCells(terrain, QStringLiteral("2\tdoubled\n")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("the rules give it")),
             qPrintable(editor->lastError()));
    QCOMPARE(editor->undoStack()->count(), 2);
    // Escape: Cancel goes on editing; Save writes the user's copy and closes.
    boxes.names.clear();
    QTest::keyClick(terrain, Qt::Key_Escape);
    QTRY_VERIFY(boxes.names.contains(QStringLiteral("unsavedChanges")));
    QVERIFY(alive && alive->isVisible());
    QVERIFY(editor->save());
    const QString saved = QString::fromStdString((m_user / "maps" / "sample-nlb.json").string());
    QVERIFY2(editor->status().contains(QDir::toNativeSeparators(saved)),
             qPrintable(editor->status()));
    QVERIFY(!umpire::test::markedChanged(town));
    QVERIFY(!editor->isWindowModified());
    // Nothing to save: Escape closes without asking.
    boxes.names.clear();
    QTest::keyClick(terrain, Qt::Key_Escape);
    QTRY_VERIFY(alive.isNull() || !alive->isVisible());
    QVERIFY(!boxes.names.contains(QStringLiteral("unsavedChanges")));
}

// A map the app cannot load (a terrain not in its key) is listed greyed with its error, not left
// out of the editor's list.
void TestTerrainKeyEditor::aMapThatDoesNotLoadIsListedWithItsError()
{
    json broken = json::parse(readAll(shippedMap).toStdString());
    broken["id"] = "broken-nlb";
    broken["hexes"]["0101"] = "lava";
    std::filesystem::create_directories(m_user / "maps");
    {
        QFile file(QString::fromStdString((m_user / "maps" / "broken-nlb.json").string()));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(broken.dump()));
    }
    TerrainKeyEditor editor(m_session.get(), QStringLiteral("sample-nlb"));
    auto *maps = editor.findChild<QComboBox *>(QStringLiteral("map"));
    const int at = maps->findData(QStringLiteral("broken-nlb"));
    QVERIFY(at >= 0);
    QVERIFY2(maps->itemText(at).contains(QStringLiteral("does not load")),
             qPrintable(maps->itemText(at)));
    QVERIFY2(maps->itemData(at, Qt::ToolTipRole).toString().contains(QStringLiteral("lava")),
             qPrintable(maps->itemData(at, Qt::ToolTipRole).toString()));
    auto *model = qobject_cast<QStandardItemModel *>(maps->model());
    QVERIFY(model && !model->item(at)->isEnabled());
    QVERIFY(maps->findData(QStringLiteral("sample-nlb")) >= 0);
}

QTEST_MAIN(TestTerrainKeyEditor)
#include "tst_terrainkeyeditor.moc"
