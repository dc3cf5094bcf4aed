// Napoleon 1815 Returns' tracking sheets and deck entered in the desktop app: a corps'
// cohesion track and card rating typed and ticked against the printed sheet, undone and redone,
// saved as the user's own n1815.json; a new game then deals that corps' hand from the typed rating
// and reports no stand-in for it. Invalid sheets are refused with the reason and nothing written.
#include "feedback.h"
#include "gamesession.h"
#include "gamewindows.h"
#include "mainwindow.h"
#include "n1815sheeteditor.h"
#include "n1815window.h"
#include "settings.h"

#include "datapath.h"
#include "editortesting.h"
#include "n1815battle.h"
#include "n1815module.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <filesystem>

using nlohmann::json;
using Column = N1815SheetEditor::Column;
using umpire::test::toggleCell;
using umpire::test::typeIntoCell;

namespace {

bool usesStandIn(const std::vector<umpire::UnverifiedUse> &uses, const std::string &pointer)
{
    for (const umpire::UnverifiedUse &u : uses)
        if (u.item == "n1815:" + pointer)
            return true;
    return false;
}

bool ticked(QTableWidget *table, int row, int column)
{
    return table->item(row, column)->checkState() == Qt::Checked;
}

// The first message box shown from now on: its text, and closed.
std::shared_ptr<QString> catchMessageBox()
{
    auto text = std::make_shared<QString>();
    QTimer::singleShot(0, [text] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            *text = box->text();
            box->close();
        }
    });
    return text;
}

} // namespace

class TestN1815SheetEditor : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void editedSheetDealsTheNewGamesHand();
    void invalidSheetsAreRefused_data();
    void invalidSheetsAreRefused();
    void aNegativeValueIsRefusedAsTyped();
    void opensFromTheN1815Window();

  private:
    std::filesystem::path userFile() const { return umpire::userRuleDataDir() / "n1815.json"; }

    std::unique_ptr<umpire::test::UserDataHome> m_home;
    std::unique_ptr<QTemporaryDir> m_games;
    std::unique_ptr<GameSession> m_session;
};

void TestN1815SheetEditor::init()
{
    // The user's rule-data folder in a folder of the test's own, before the shipped data.
    m_home = std::make_unique<umpire::test::UserDataHome>();
    m_games = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid() && m_games->isValid());
    m_session = std::make_unique<GameSession>(m_home->library());
}

void TestN1815SheetEditor::cleanup()
{
    m_session.reset();
    m_home.reset();
}

// The VI Corps' cohesion track and card rating entered from the printed sheet
// (9 and 4 where the stand-ins say 6 and 2), ticked, one tick undone and redone, saved; a new game
// starts the corps on 9 and deals it 4 cards at Charleroi, with no stand-in reported for either,
// while the other corps' stand-ins are still reported.
void TestN1815SheetEditor::editedSheetDealsTheNewGamesHand()
{
    Settings settings;
    Feedback feedback;
    MainWindow main(m_session.get(), &settings, &feedback);
    main.show();
    auto *action = main.findChild<QAction *>(QStringLiteral("n1815SheetEditorMainAction"));
    QVERIFY(action);
    action->trigger();
    auto *editor = main.findChild<N1815SheetEditor *>(QStringLiteral("n1815SheetEditor"));
    QVERIFY(editor);
    QApplication::setActiveWindow(editor);
    QVERIFY(QTest::qWaitForWindowActive(editor));
    QCOMPARE(editor->loadedPath(), QStringLiteral(UMPIRE_RULESDATA_DIR "/n1815.json"));

    QTableWidget *french = editor->sheet(QStringLiteral("french"));
    QVERIFY(french);
    const int vi = editor->rowOf(QStringLiteral("fr-VI"));
    QVERIFY(vi > 0); // the army commander heads the sheet
    QCOMPARE(editor->rowOf(QStringLiteral("napoleon")), 0);
    // The shipped stand-ins, marked as such.
    QCOMPARE(french->item(vi, Column::Cohesion)->text(), QStringLiteral("6"));
    QCOMPARE(french->item(vi, Column::Cards)->text(), QStringLiteral("2"));
    QVERIFY(!ticked(french, vi, Column::Cohesion));
    QVERIFY(french->item(vi, Column::Cohesion)->font().italic());
    QVERIFY(french->item(vi, Column::Cohesion)->toolTip().contains(QStringLiteral("STAND-IN")));
    const int standInsBefore = editor->standIns();

    // Typed: the value changes, and is not verified until ticked.
    typeIntoCell(french, vi, Column::Cohesion, QStringLiteral("9"));
    QCOMPARE(french->item(vi, Column::Cohesion)->text(), QStringLiteral("9"));
    QVERIFY(!ticked(french, vi, Column::Cohesion));
    toggleCell(french, vi, Column::Cohesion);
    QVERIFY(ticked(french, vi, Column::Cohesion));
    QVERIFY(!french->item(vi, Column::Cohesion)->font().italic());
    typeIntoCell(french, vi, Column::Cards, QStringLiteral("4"));
    toggleCell(french, vi, Column::Cards);
    QCOMPARE(french->item(vi, Column::Cards)->text(), QStringLiteral("4"));
    QVERIFY(ticked(french, vi, Column::Cards));
    QCOMPARE(editor->undoStack()->count(), 4);
    QCOMPARE(editor->standIns(), standInsBefore - 2);

    // Ctrl+Z undoes the tick, then the value; Ctrl+Shift+Z redoes them.
    QTest::keyClick(french, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(french->item(vi, Column::Cards)->text(), QStringLiteral("4"));
    QVERIFY(!ticked(french, vi, Column::Cards));
    QVERIFY(french->item(vi, Column::Cards)->font().italic());
    QTest::keyClick(french, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(french->item(vi, Column::Cards)->text(), QStringLiteral("2"));
    QTest::keyClick(french, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(french, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(french->item(vi, Column::Cards)->text(), QStringLiteral("4"));
    QVERIFY(ticked(french, vi, Column::Cards));
    QVERIFY(ticked(french, vi, Column::Cohesion));
    QCOMPARE(editor->undoStack()->count(), 4);

    QVERIFY2(editor->save(), qPrintable(editor->lastError()));
    const QString saved = editor->savedPath();
    QCOMPARE(saved, QString::fromStdString(userFile().string()));
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const json written = json::parse(file.readAll().toStdString());
    const json &corps = written["armies"][0]["corps"][4];
    QCOMPARE(corps["id"], json("fr-VI"));
    QCOMPARE(corps["cohesion"]["value"], json(9));
    QCOMPARE(corps["cohesion"]["verified"], json(true));
    QVERIFY(corps["cohesion"]["source"].get<std::string>().find("the user") != std::string::npos);
    QCOMPARE(corps["cards"]["value"], json(4));
    QCOMPARE(corps["cards"]["verified"], json(true));
    QCOMPARE(corps["halfway"]["verified"], json(false)); // untouched: still a stand-in
    QCOMPARE(written["armies"][0]["corps"][5]["cards"]["verified"], json(false));
    // The file keeps the shipped file's key order; the shipped file is untouched.
    QCOMPARE(written.begin().key(), std::string("$schema"));
    QFile shipped(QStringLiteral(UMPIRE_RULESDATA_DIR "/n1815.json"));
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    const json original = json::parse(shipped.readAll().toStdString());
    QCOMPARE(original["armies"][0]["corps"][4]["cards"]["value"], json(2));
    editor->close();

    // A new game, as Game > Napoleon 1815 Returns: new game starts it.
    QVERIFY(main.createInOwnWindow(m_games->filePath(QStringLiteral("sheets.jsonl")),
                                   QStringLiteral("n1815"), QStringLiteral("My sheets")));
    // The game is played in a window of its own, over a session of its own.
    QCOMPARE(main.gameWindows()->windows().size(), 1);
    GameSession *played = main.gameWindows()->session(main.gameWindows()->windows().front());
    QVERIFY(played && played->moduleAs<umpire::n1815::Module>());
    const umpire::n1815::Journal &game = played->moduleAs<umpire::n1815::Module>()->game();
    QCOMPARE(QString::fromStdString(game.data().path), saved);
    QCOMPARE(game.game().state.cohesion("fr-VI"), 9);
    const std::vector<umpire::UnverifiedUse> standIns = game.data().allUnverified();
    QVERIFY(!usesStandIn(standIns, "/armies/0/corps/4/cohesion"));
    QVERIFY(!usesStandIn(standIns, "/armies/0/corps/4/cards"));
    QVERIFY(usesStandIn(standIns, "/armies/0/corps/4/halfway"));
    QVERIFY(usesStandIn(standIns, "/armies/0/corps/5/cards")); // the Imperial Guard's

    // Turn 1 of docs/cli.md, to the battle at Charleroi dealt from Umpire's deck: the VI Corps
    // adds 4 cards, not the stand-in's 2 (Imperial Guard 5, VI Corps 4, cavalry 2, Napoleon 3).
    const std::vector<json> actions = {
        {{"action", "recordObjectives"}, {"objectives", {"liege", "brussels"}}},
        {{"action", "weather"}, {"roll", 4}},
        {{"action", "movementPoints"}, {"army", "french"}, {"roll", 2}},
        {{"action", "move"}, {"unit", "fr-IG"}, {"path", {"thuin"}}},
        {{"action", "move"}, {"unit", "fr-VI"}, {"path", {"thuin"}}},
        {{"action", "move"}, {"unit", "fr-IG"}, {"path", {"charleroi"}}},
        {{"action", "move"}, {"unit", "fr-VI"}, {"path", {"charleroi"}}},
        {{"action", "move"}, {"unit", "fr-cav"}, {"path", {"walcourt", "charleroi"}}},
        {{"action", "move"}, {"unit", "napoleon"}, {"path", {"thuin", "charleroi"}}},
        {{"action", "endMovement"}}};
    for (const json &a : actions) {
        umpire::Result<umpire::ActOutcome> done = played->act(a);
        QVERIFY2(done, done ? "" : (a.dump() + ": " + done.error().message).c_str());
    }
    umpire::Result<umpire::ActOutcome> battle = played->act(
        {{"action", "startCombat"}, {"location", "charleroi"}, {"virtualDeck", true}, {"seed", 7}});
    QVERIFY2(battle, battle ? "" : battle.error().message.c_str());
    const umpire::n1815::Game &now = played->moduleAs<umpire::n1815::Module>()->game().game();
    QVERIFY(now.battle.has_value());
    QVERIFY(now.state.cohesion("fr-VI") > 3); // above its half-way mark: its full rating
    QCOMPARE(umpire::n1815::cardsFor(game.data(), now.state, "fr-VI"), 4);
    QCOMPARE(now.battle->active.side, std::string("french"));
    QCOMPARE(now.battle->active.hand.count, 14);
    QVERIFY(!usesStandIn(battle->explanation.unverified, "/armies/0/corps/4/cards"));
    QVERIFY(usesStandIn(battle->explanation.unverified, "/armies/0/corps/5/cards"));
}

void TestN1815SheetEditor::invalidSheetsAreRefused_data()
{
    QTest::addColumn<QString>("unit"); // a corps, or empty for the deck
    QTest::addColumn<int>("row");      // the deck's row
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("reason");
    QTest::newRow("N1815 4 half-way mark at the top of the track")
        << "fr-I" << 0 << int(Column::Halfway) << "10"
        << "/armies/0/corps/0/halfway/value";
    QTest::newRow("N1815 4 half-way mark above the track")
        << "fr-I" << 0 << int(Column::Halfway) << "12"
        << "a half-way mark below the starting cohesion 10";
    QTest::newRow("N1815 Combat reduced cards above the card rating")
        << "fr-I" << 0 << int(Column::ReducedCards) << "4"
        << "no more than the full card rating 3";
    QTest::newRow("N1815 Combat a corps without cohesion")
        << "fr-II" << 0 << int(Column::Cohesion) << "0"
        << "a starting cohesion of at least 1";
    QTest::newRow("N1815 6 the counts do not add up to the deck")
        << "" << 2 << 1 << "13"
        << "card counts adding up to the deck size 68, but they add up to 69";
}

// Each cell takes the value, the sheet as a whole is refused on saving: the reason shown in a
// message box and kept (lastError), and no file written.
void TestN1815SheetEditor::invalidSheetsAreRefused()
{
    QFETCH(QString, unit);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, typed);
    QFETCH(QString, reason);
    N1815SheetEditor editor(m_session.get());
    editor.show();
    QApplication::setActiveWindow(&editor);
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    QTableWidget *table = unit.isEmpty() ? editor.deck() : editor.sheet(QStringLiteral("french"));
    if (!unit.isEmpty())
        row = editor.rowOf(unit);
    editor.tabs()->setCurrentWidget(table);
    typeIntoCell(table, row, column, typed);
    QCOMPARE(table->item(row, column)->text(), typed);
    QCOMPARE(editor.undoStack()->count(), 1);
    const std::shared_ptr<QString> shown = catchMessageBox();
    QVERIFY(!editor.save());
    QVERIFY2(editor.lastError().contains(reason), qPrintable(editor.lastError()));
    QVERIFY2(shown->contains(reason), qPrintable(*shown));
    QVERIFY(editor.findChild<QLabel *>(QStringLiteral("message"))->text().contains(reason));
    QVERIFY(editor.savedPath().isEmpty());
    QVERIFY(!std::filesystem::exists(userFile()));
    QVERIFY(QDir(QString::fromStdString(umpire::userRuleDataDir().string()))
                .entryList(QDir::Files | QDir::NoDotAndDotDot)
                .isEmpty()); // no temporary file left either
}

// A value out of the sheet's range is refused as it is typed: the cell keeps its value, no undo
// step, the reason under the sheets, and nothing is written.
void TestN1815SheetEditor::aNegativeValueIsRefusedAsTyped()
{
    N1815SheetEditor editor(m_session.get());
    editor.show();
    QApplication::setActiveWindow(&editor);
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    QTableWidget *allied = editor.sheet(QStringLiteral("allied"));
    QVERIFY(allied);
    editor.tabs()->setCurrentWidget(allied);
    const int row = editor.rowOf(QStringLiteral("al-I"));
    const QString before = allied->item(row, Column::Cards)->text();
    typeIntoCell(allied, row, Column::Cards, QStringLiteral("-1"));
    QCOMPARE(allied->item(row, Column::Cards)->text(), before);
    QCOMPARE(editor.undoStack()->count(), 0);
    QVERIFY2(editor.lastError().contains(QStringLiteral("-1")), qPrintable(editor.lastError()));
    QVERIFY(editor.findChild<QLabel *>(QStringLiteral("message"))->text().contains("-1"));
    typeIntoCell(allied, row, Column::Cards, QStringLiteral("three"));
    QCOMPARE(allied->item(row, Column::Cards)->text(), before);
    QCOMPARE(editor.undoStack()->count(), 0);
    QVERIFY(!std::filesystem::exists(userFile()));
}

// The N1815 window's Edit menu opens it; every stand-in of the sheets and the deck is marked on it
// (77 of the file's 136 today; the others are the map's locations and roads).
void TestN1815SheetEditor::opensFromTheN1815Window()
{
    umpire::Result<N1815Window *> window = N1815Window::create(
        m_session.get(), m_games->filePath(QStringLiteral("open.jsonl")), QStringLiteral("test"));
    QVERIFY(window);
    std::unique_ptr<N1815Window> w(*window);
    auto *action = w->findChild<QAction *>(QStringLiteral("n1815SheetEditorAction"));
    QVERIFY(action);
    action->trigger();
    auto *editor = w->findChild<N1815SheetEditor *>(QStringLiteral("n1815SheetEditor"));
    QVERIFY(editor);
    QCOMPARE(editor->tabs()->count(), int(w->data().armies.size()) + 1); // the armies, the deck
    QCOMPARE(editor->deck()->rowCount(), umpire::n1815::cardTypes + 1);
    int ratings = 0;
    for (const umpire::UnverifiedUse &u : w->data().allUnverified())
        ratings += u.item.rfind("n1815:/armies/", 0) == 0 || u.item.rfind("n1815:/cards/", 0) == 0;
    QCOMPARE(editor->standIns(), ratings);
    QVERIFY(ratings > 0); // the other stand-ins are the map's locations and roads
    editor->close();
}

QTEST_MAIN(TestN1815SheetEditor)
#include "tst_n1815sheeteditor.moc"
