// The scenario editor as a referee drives it: a 3-row order of battle pasted, one CRT cell edited
// and the chart marked verified, a game started from them whose combat no longer reports the chart
// as unverified; each game's own columns (BMW's archery, dots, disrupted sides and leaders, NAW's
// levels, NLB's weather), paste into every table in any tab order, unsaved changes asked about,
// changed cells marked, files that do not load listed with their error. Driven as a referee drives
// it, offscreen, with the user's rule-data folder in a temporary XDG_DATA_HOME.
#include "combatpanel.h"
#include "crteditor.h"
#include "datapath.h"
#include "editortesting.h"
#include "feedback.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "scenarioeditor.h"
#include "settings.h"
#include "widgetchecks.h"

#include "game.h"
#include "journal.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <filesystem>
#include <memory>

using nlohmann::json;

namespace {

// Three units as a spreadsheet copies them: a header row, then one unit a row, tab-separated.
const QString threeUnits = QStringLiteral(
    "Name\tSide\tCorps\tType\tStrength\tCamera marker\tStarting hex\tArrives on turn\tMovement\n"
    "Vandamme\tFrench\tIII\tinfantry\t6\t21\t\t\t4\n"
    "Thielmann\tPrussian\tIII\tinfantry\t4\t22\t\t\t4\n"
    "Borcke\tPrussian\tIII\tcavalry\t3\t23\t\t2\t6\n");

// Answers the message boxes the code under test shows (the editor's refusals), keeping their text.
class MessageBoxes : public QObject
{
  public:
    MessageBoxes()
    {
        m_poll.setInterval(20);
        connect(&m_poll, &QTimer::timeout, this, [this] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    texts << box->text();
                    box->done(QMessageBox::Ok);
                }
        });
        m_poll.start();
    }
    QStringList texts;

  private:
    QTimer m_poll;
};

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestScenarioEditor : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aPastedOrderOfBattleAndThePrintedChartMakeAGame();
    void aBadPasteAddsNothing();
    void everyShippedScenarioSavesAsItWas();
    void anInvalidScenarioIsRefusedAndNothingIsWritten();
    void bmw112TheSidesLevelsAndRallyRangeAreTheUsers();
    void bmw64And81And101And111TheOrderOfBattleHasTheCountersValues();
    void naw82TheSidesShowTheAlliedLevelAndNoRallyRange();
    void bmw32ATurnHasNoWeatherAndAFileWithOneIsListedWithItsError();
    void theMapListIsTheGamesOwnAndABrokenMapIsListedWithItsError();
    void pastedStartingHexesAreCheckedOnceTheMapIsChosen();
    void pasteWorksInEveryTableInAnyTabOrder();
    void escapeAsksToSaveDiscardOrCancelAndChangedCellsAreMarked();
    void saveSaysWhereAndARefusalNamesTheEnginesError();
    void everyTableShowsAtLeastEightRows();

  private:
    void openWindow();
    ScenarioEditor *openEditor(); // Game > Scenario editor
    // A combat typed into the combat panel, by the units' names; its unverified banner's text, or
    // empty when it is hidden.
    QString combatBanner(const QString &attack, const QString &defend);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<umpire::test::UserDataHome> m_home;
    std::filesystem::path m_user;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Feedback> m_feedback;
    std::unique_ptr<MainWindow> m_window;
};

void TestScenarioEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(
        true); // settings and games go to a test folder, never the user's
    QVERIFY(umpire::test::useEnglishPlurals());
}

void TestScenarioEditor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_home = std::make_unique<umpire::test::UserDataHome>();
    QVERIFY(m_dir->isValid() && m_home->isValid());
    m_user = m_home->ruleData();
    m_session = std::make_unique<GameSession>(m_home->library());
    m_settings = std::make_unique<Settings>();
    m_feedback = std::make_unique<Feedback>();
}

void TestScenarioEditor::cleanup()
{
    m_window.reset();
    m_session.reset();
    m_home.reset();
}

void TestScenarioEditor::openWindow()
{
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_feedback.get());
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

ScenarioEditor *TestScenarioEditor::openEditor()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("scenarioEditorAction"));
    if (!action)
        return nullptr;
    action->trigger();
    const QList<ScenarioEditor *> editors =
        m_window->findChildren<ScenarioEditor *>(QStringLiteral("scenarioEditor"));
    ScenarioEditor *editor = editors.isEmpty() ? nullptr : editors.constLast();
    if (editor) {
        QApplication::setActiveWindow(editor);
        if (!QTest::qWaitForWindowActive(editor))
            return nullptr;
    }
    return editor;
}

QString TestScenarioEditor::combatBanner(const QString &attack, const QString &defend)
{
    m_window->startCombat();
    CombatPanel *combat = m_window->combatPanel();
    combat->startNew();
    QTest::keyClicks(combat->attackField(), attack);
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")), defend);
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("4"));
    const std::size_t before = m_session->game().journal().size();
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    if (m_session->game().journal().size() != before + 1)
        return QStringLiteral("no combat journaled: ") +
               combat->findChild<QLabel *>(QStringLiteral("error"))->text();
    auto *banner = combat->findChild<QLabel *>(QStringLiteral("unverified"));
    return banner->isVisible() ? banner->text() : QString();
}

// Game > Scenario editor opens on the game's scenario; Wavre's copy gets a 3-row order
// of battle pasted by Ctrl+V (undone and redone as one step), "from my copy" ticked for it, and is
// saved as the user's; the New game dialog lists it. Its game's combat reports the stand-in chart
// until Game > Combat Results Table has one cell typed and "this is my printed chart" ticked; a
// game started from the editor then has the three units, and its combat no longer reports the
// chart as unverified.
void TestScenarioEditor::aPastedOrderOfBattleAndThePrintedChartMakeAGame()
{
    QVERIFY(m_session->createFromScenario(m_dir->filePath(QStringLiteral("demo.jsonl")), "nlb-demo")
                .ok());
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QCOMPARE(editor->scenarioId(), QStringLiteral("nlb-demo")); // the game's scenario
    QVERIFY(editor->load(QStringLiteral("nlb-wavre")));
    QCOMPARE(editor->scenarioId(), QStringLiteral("nlb-wavre"));
    QCOMPARE(editor->table(ScenarioEditor::Sides)->rowCount(), 2);
    QCOMPARE(editor->table(ScenarioEditor::Turns)->rowCount(), 8);
    // Wavre's stand-ins are shown, none ticked.
    auto *fromMyCopy = editor->findChild<QCheckBox *>(QStringLiteral("fromMyCopy-orderOfBattle"));
    QVERIFY(fromMyCopy && !fromMyCopy->isChecked());
    QVERIFY(
        !editor->findChild<QLabel *>(QStringLiteral("standIn-orderOfBattle"))->text().isEmpty());
    QVERIFY(editor->findChild<QCheckBox *>(QStringLiteral("fromMyCopy-sides")));

    // Pasted from a spreadsheet: Ctrl+V on the order of battle.
    QTableWidget *units = editor->orderOfBattle();
    QCOMPARE(units->rowCount(), 0);
    QGuiApplication::clipboard()->setText(threeUnits);
    QTest::keyClick(editor, Qt::Key_O, Qt::AltModifier); // its tab, by its mnemonic
    QTRY_VERIFY(units->isVisible());
    units->setFocus();
    QTest::keyClick(units, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(units->rowCount(), 3); // the header row skipped
    QCOMPARE(editor->undoStack()->count(), 1);
    QCOMPARE(units->item(0, ScenarioEditor::UnitName)->text(), QStringLiteral("Vandamme"));
    QCOMPARE(units->item(1, ScenarioEditor::UnitSide)->text(), QStringLiteral("Prussian"));
    QCOMPARE(units->item(2, ScenarioEditor::UnitStrength)->text(), QStringLiteral("3"));
    QCOMPARE(units->item(2, ScenarioEditor::UnitArrives)->text(), QStringLiteral("2"));
    // One step: Ctrl+Z takes the three rows back, Ctrl+Shift+Z puts them again.
    QTest::keyClick(units, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(units->rowCount(), 0);
    QTest::keyClick(units, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(units->rowCount(), 3);
    QCOMPARE(units->item(0, ScenarioEditor::UnitName)->text(), QStringLiteral("Vandamme"));
    QCOMPARE(units->item(2, ScenarioEditor::UnitName)->text(), QStringLiteral("Borcke"));
    // The reinforcement is shown on its turn, off the map (Wavre has none).
    auto *reinforcements = editor->findChild<QTableWidget *>(QStringLiteral("reinforcements"));
    QVERIFY(reinforcements);
    QCOMPARE(reinforcements->rowCount(), 1);
    QCOMPARE(reinforcements->item(0, 1)->text(), QStringLiteral("Borcke"));
    QVERIFY(reinforcements->item(0, 0)->text().startsWith(QLatin1String("2")));

    // Named, marked as from the user's copy, saved under an id of the user's.
    auto *name = editor->findChild<QLineEdit *>(QStringLiteral("name"));
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("My Wavre"));
    QTest::keyClick(name, Qt::Key_Return);
    QTest::mouseClick(fromMyCopy, Qt::LeftButton);
    QVERIFY(fromMyCopy->isChecked());
    MessageBoxes boxes;
    QVERIFY2(editor->saveAs(QStringLiteral("my-wavre")), qPrintable(editor->lastError()));
    QVERIFY2(boxes.texts.isEmpty(), qPrintable(boxes.texts.join(QLatin1Char('\n'))));
    const QString saved = QString::fromStdString((m_user / "scenarios" / "my-wavre.json").string());
    QCOMPARE(editor->savedPath(), saved);
    const json written = json::parse(fileBytes(saved).toStdString());
    QCOMPARE(written["id"], json("my-wavre"));
    QCOMPARE(written["name"], json("My Wavre"));
    QCOMPARE(written["orderOfBattle"].size(), std::size_t{3});
    QCOMPARE(written["orderOfBattle"][0]["strength"], json(6));
    QCOMPARE(written["orderOfBattle"][2]["arrives"], json(2));
    QStringList items;
    for (const json &s : written["standIns"])
        items << QString::fromStdString(s["item"].get<std::string>());
    QCOMPARE(items, QStringList({"sides", "players", "weather"})); // only what was ticked is gone
    QCOMPARE(written["verified"], json(false));
    // The shipped file is untouched.
    QVERIFY(json::parse(fileBytes(QStringLiteral(UMPIRE_RULESDATA_DIR "/scenarios/nlb-wavre.json"))
                            .toStdString())["orderOfBattle"]
                .empty());
    // The New game dialog lists it.
    {
        NewGameDialog dialog(m_session.get(), QStringLiteral("nlb"), m_window.get());
        auto *scenarios = dialog.findChild<QComboBox *>(QStringLiteral("scenario"));
        QVERIFY(scenarios->findData(QStringLiteral("my-wavre")) >= 0);
    }
    editor->close();

    // Before the chart is the user's: the combat between two pasted units reports it.
    QVERIFY(
        m_session->createFromScenario(m_dir->filePath(QStringLiteral("before.jsonl")), "my-wavre")
            .ok());
    const QString before = combatBanner(QStringLiteral("Vandamme"), QStringLiteral("Thielmann"));
    QVERIFY2(before.contains(QStringLiteral("nlb:/crt")), qPrintable(before));

    // Game > Combat Results Table: one cell typed, "this is my printed chart" ticked, saved.
    m_window->findChild<QAction *>(QStringLiteral("crtEditorAction"))->trigger();
    auto *crt = m_window->findChild<CrtEditor *>(QStringLiteral("crtEditor"));
    QVERIFY(crt);
    QApplication::setActiveWindow(crt);
    QVERIFY(QTest::qWaitForWindowActive(crt));
    QTableWidget *chart = crt->table();
    const int column = chart->columnCount() - 1;
    const QString old = chart->item(5, column)->text();
    const QString typed = old == QLatin1String("De") ? QStringLiteral("Ex") : QStringLiteral("De");
    chart->setFocus();
    chart->setCurrentCell(5, column);
    // Typed in lower case, as the combat panel takes results: the chart's own code is kept.
    QTest::keyClicks(chart, typed.left(1).toLower()); // starts editing the cell
    QTest::keyClicks(QApplication::focusWidget(), typed.mid(1).toLower());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(chart->item(5, column)->text(), typed);
    QTest::mouseClick(crt->findChild<QCheckBox *>(QStringLiteral("printedChart")), Qt::LeftButton);
    QVERIFY2(crt->save(), qPrintable(crt->lastError()));
    crt->close();

    // The scenario editor opens on the game's scenario, the user's, and starts a game of it.
    editor = openEditor();
    QVERIFY(editor);
    QCOMPARE(editor->scenarioId(), QStringLiteral("my-wavre"));
    QCOMPARE(editor->orderOfBattle()->rowCount(), 3);
    QVERIFY(!editor->findChild<QCheckBox *>(QStringLiteral("fromMyCopy-orderOfBattle")));
    const QString previous = m_session->path();
    QPointer<ScenarioEditor> alive = editor;
    QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("startGame")),
                      Qt::LeftButton);
    QTRY_VERIFY(alive.isNull() || !alive->isVisible());
    QVERIFY(m_session->hasGame());
    QVERIFY(m_session->path() != previous);
    QCOMPARE(m_session->game().journal().header().scenario, std::string("my-wavre"));
    const auto &started = m_session->state().units;
    QCOMPARE(started.size(), std::size_t{3});
    for (const char *unit : {"Vandamme", "Thielmann", "Borcke"})
        QVERIFY2(started.count(unit), unit);
    QCOMPARE(started.at("Vandamme").printed, 6);
    // The order of battle is the user's; the sides' levels are still a stand-in.
    QStringList standIns;
    for (const umpire::UnverifiedUse &u : m_session->state().unverified)
        standIns << QString::fromStdString(u.item);
    QVERIFY2(!standIns.contains(QStringLiteral("scenario:my-wavre/orderOfBattle")),
             qPrintable(standIns.join(QLatin1Char(' '))));
    QVERIFY2(standIns.contains(QStringLiteral("scenario:my-wavre/sides")),
             qPrintable(standIns.join(QLatin1Char(' '))));

    // The combat between two pasted units no longer reports the chart as unverified.
    const QString after = combatBanner(QStringLiteral("Vandamme"), QStringLiteral("Thielmann"));
    QVERIFY2(!after.startsWith(QLatin1String("no combat")), qPrintable(after));
    QVERIFY2(!after.contains(QStringLiteral("nlb:/crt")), qPrintable(after));
    umpire::Result<umpire::JournalEvent> event =
        m_session->game().journal().readEvent(m_session->game().journal().lastSeq());
    QVERIFY(event.ok());
    QCOMPARE(event->data["request"]["attackers"][0]["id"], json("Vandamme"));
    for (const json &u : event->data["outcome"]["unverified"])
        QVERIFY2(u["item"].get<std::string>().find("crt") == std::string::npos, u.dump().c_str());
}

// A pasted value the table cannot take refuses the whole paste, naming its row and column.
void TestScenarioEditor::aBadPasteAddsNothing()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QCOMPARE(editor->scenarioId(), QStringLiteral("nlb-demo")); // no game: the demonstration
    QVERIFY(editor->load(QStringLiteral("nlb-wavre")));
    MessageBoxes boxes;
    QVERIFY(!editor->pasteRows(QStringLiteral("Vandamme\tFrench\tIII\tinfantry\t6\n"
                                              "Gerard\tFrench\tIV\tinfantry\tfive\n")));
    QCOMPARE(editor->orderOfBattle()->rowCount(), 0);
    QCOMPARE(editor->undoStack()->count(), 0);
    QVERIFY2(editor->lastError().contains(QStringLiteral("Pasted row 2 (Gerard), column Strength")),
             qPrintable(editor->lastError()));
    QVERIFY(!editor->pasteRows(QStringLiteral("Vandamme\tSaxon\tIII\tinfantry\t6\n")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("Pasted row 1 (Vandamme), column Side")) &&
                 editor->lastError().contains(QStringLiteral("Saxon")),
             qPrintable(editor->lastError()));
    QVERIFY(!editor->pasteRows(QStringLiteral("Vandamme\tFrench\tIII\tdragoons\t6\n")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("column Type")),
             qPrintable(editor->lastError()));
    QCOMPARE(editor->orderOfBattle()->rowCount(), 0);
    QTRY_COMPARE(boxes.texts.size(), 3); // each refusal shown
    // A good paste through the button.
    QGuiApplication::clipboard()->setText(threeUnits);
    QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("pasteRows")),
                      Qt::LeftButton);
    QCOMPARE(editor->orderOfBattle()->rowCount(), 3);
}

// Opened and saved unchanged as the user's copy, every shipped scenario keeps everything it holds
// (what the editor does not show too: settings, the battle's rules, a side's rally range).
void TestScenarioEditor::everyShippedScenarioSavesAsItWas()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    MessageBoxes boxes;
    const QDir shipped(QStringLiteral(UMPIRE_RULESDATA_DIR "/scenarios"));
    const QStringList files = shipped.entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() >= 3);
    for (const QString &file : files) {
        const QString id = QFileInfo(file).completeBaseName();
        QVERIFY2(editor->load(id), qPrintable(id));
        const QString copy = QStringLiteral("copy-of-") + id;
        QVERIFY2(editor->saveAs(copy), qPrintable(id + QStringLiteral(": ") + editor->lastError()));
        json original = json::parse(fileBytes(shipped.filePath(file)).toStdString());
        json written = json::parse(fileBytes(editor->savedPath()).toStdString());
        QCOMPARE(written["id"], json(copy.toStdString()));
        written["id"] = original["id"];
        if (!original.contains("verified"))
            written.erase("verified"); // written out, true, where the file said nothing
        QVERIFY2(written == original,
                 qPrintable(id + QStringLiteral(": ") +
                            QString::fromStdString(json::diff(original, written).dump())));
    }
    QVERIFY2(boxes.texts.isEmpty(), qPrintable(boxes.texts.join(QLatin1Char('\n'))));
}

// Refused with the reason, nothing written: a side added and left without a name, and a unit of
// strength 0 in a user's hand-written file.
void TestScenarioEditor::anInvalidScenarioIsRefusedAndNothingIsWritten()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("nlb-wavre")));
    MessageBoxes boxes;
    QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("add-sides")),
                      Qt::LeftButton);
    QCOMPARE(editor->table(ScenarioEditor::Sides)->rowCount(), 3);
    QVERIFY(!editor->saveAs(QStringLiteral("broken")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("Sides, row 3")) &&
                 editor->lastError().contains(QStringLiteral("name")),
             qPrintable(editor->lastError()));
    QTRY_VERIFY(boxes.texts.contains(editor->lastError()));
    const std::filesystem::path scenarios = m_user / "scenarios";
    QVERIFY(!std::filesystem::exists(scenarios / "broken.json"));
    QVERIFY(editor->savedPath().isEmpty());

    // A user's file with a unit of strength 0: the editor opens it, and refuses to save it.
    json zero = json::parse(
        fileBytes(QStringLiteral(UMPIRE_RULESDATA_DIR "/scenarios/nlb-demo.json")).toStdString());
    zero["id"] = "zero";
    zero["orderOfBattle"][1]["strength"] = 0;
    std::filesystem::create_directories(scenarios);
    const QString zeroPath = QString::fromStdString((scenarios / "zero.json").string());
    {
        QFile file(zeroPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(zero.dump(2)));
    }
    const QByteArray zeroBytes = fileBytes(zeroPath);
    QVERIFY(editor->load(QStringLiteral("zero")));
    QCOMPARE(editor->orderOfBattle()->item(1, ScenarioEditor::UnitStrength)->text(),
             QStringLiteral("0"));
    QVERIFY(!editor->saveAs(QStringLiteral("zero-copy")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("Order of battle, row 2 (Berthezene)")) &&
                 editor->lastError().contains(QStringLiteral("Strength")),
             qPrintable(editor->lastError()));
    QVERIFY(!std::filesystem::exists(scenarios / "zero-copy.json"));
    // Nor over itself: the file stays as it was.
    QVERIFY(!editor->saveAs(QStringLiteral("zero")));
    QCOMPARE(fileBytes(zeroPath), zeroBytes);
    // An invalid turn record is the engine's to refuse too: the message says what is wrong.
    QVERIFY(editor->load(QStringLiteral("nlb-demo")));
    QTableWidget *turns = editor->table(ScenarioEditor::Turns);
    turns->selectRow(0);
    for (int r = turns->rowCount(); r > 0; --r) {
        turns->setCurrentCell(0, 1);
        QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("remove-turns")),
                          Qt::LeftButton);
    }
    QCOMPARE(turns->rowCount(), 0);
    QVERIFY(!editor->saveAs(QStringLiteral("no-turns")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("arrives")) ||
                 editor->lastError().contains(QStringLiteral("turn")),
             qPrintable(editor->lastError()));
    QVERIFY(!std::filesystem::exists(scenarios / "no-turns.json"));
}

// Battles of the Medieval World leaves each army's levels and rally range to the
// exclusive rules (BMW 11.2-11.4): bmw-battle is the form the user fills in, in the Sides table.
void TestScenarioEditor::bmw112TheSidesLevelsAndRallyRangeAreTheUsers()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("bmw-battle")));
    MessageBoxes boxes;
    QTableWidget *sides = editor->table(ScenarioEditor::Sides);
    QCOMPARE(sides->columnCount(), 4);
    QVERIFY(sides->horizontalHeaderItem(3)->text().contains(QStringLiteral("BMW 11.2")));
    umpire::test::typeIntoCell(sides, 0, 0, QStringLiteral("Normans"));
    umpire::test::typeIntoCell(sides, 0, 1, QStringLiteral("40"));
    umpire::test::typeIntoCell(sides, 0, 2, QStringLiteral("60"));
    umpire::test::typeIntoCell(sides, 0, 3, QStringLiteral("1-2"));
    umpire::test::typeIntoCell(sides, 1, 3, QStringLiteral("5-3")); // high before low: refused
    QTRY_VERIFY(!boxes.texts.isEmpty());
    QVERIFY2(boxes.texts.last().contains(QStringLiteral("1-2")), qPrintable(boxes.texts.last()));
    QCOMPARE(sides->item(1, 3)->text(), QString());
    QVERIFY(editor->saveAs(QStringLiteral("my-battle")));
    const json saved = json::parse(fileBytes(editor->savedPath()).toStdString());
    QCOMPARE(saved["sides"][0]["name"], json("Normans"));
    QCOMPARE(saved["sides"][0]["rallyRange"], json::array({1, 2}));
    QCOMPARE(saved["sides"][0]["disintegration"], json(60));
    QVERIFY(!saved["sides"][1].contains("rallyRange"));
    QCOMPARE(saved["players"][0], json("Normans")); // the side renamed, its player too
    // A game of it rallies on the user's range.
    QVERIFY(
        m_session->createFromScenario(m_home->filePath(QStringLiteral("battle.jsonl")), "my-battle")
            .ok());
    const umpire::crt::SideState *normans = m_session->state().side("Normans");
    QVERIFY(normans);
    QCOMPARE(normans->rallyRange, (std::optional<std::pair<int, int>>({1, 2})));
    QCOMPARE(normans->demoralizationLevel, std::optional<int>(40));
}

namespace {

// The order of battle's columns a BMW game shows, in order: what a pasted row fills.
const QString bmwHeader = QStringLiteral(
    "Name\tSide\tCorps\tType\tStrength\tCamera marker\tStarting hex\tArrives on turn\tMovement\t"
    "Disrupted strength\tFire factor\tRange\tDot\tDisrupted dot\tLeader\tStarts disrupted\n");

QStringList shownTitles(QTableWidget *table)
{
    QStringList titles;
    for (int c = 0; c < table->columnCount(); ++c)
        if (!table->isColumnHidden(c))
            titles << table->horizontalHeaderItem(c)->text();
    return titles;
}

// Writes a user's rule-data file whole.
bool writeJson(const std::filesystem::path &path, const json &doc)
{
    std::filesystem::create_directories(path.parent_path());
    QFile file(QString::fromStdString(path.string()));
    return file.open(QIODevice::WriteOnly) &&
           file.write(QByteArray::fromStdString(doc.dump(2))) > 0;
}

json shippedJson(const QString &relative)
{
    return json::parse(
        fileBytes(QStringLiteral(UMPIRE_RULESDATA_DIR "/") + relative).toStdString());
}

} // namespace

// BMW 6.4 (an archer's range, with its fire factor, 6.2), 8.1 (the light troops' dot, on each
// side), 10.0 (a leader) and 11.1 (the Disordered side's strength, and a unit set up on it): a BMW
// order of battle has their columns, each
// naming its rule, and NLB's has none of them but its bombardment range (NLB 8.1). Pasted and
// saved, they are in the scenario file a game starts from.
void TestScenarioEditor::bmw64And81And101And111TheOrderOfBattleHasTheCountersValues()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("nlb-wavre")));
    QTableWidget *units = editor->orderOfBattle();
    QStringList nlb = shownTitles(units);
    QCOMPARE(nlb.size(), 10);
    QCOMPARE(nlb.last(), QStringLiteral("Range (NLB 8.1)"));
    QVERIFY(units->isColumnHidden(ScenarioEditor::UnitFire));
    QVERIFY(units->isColumnHidden(ScenarioEditor::UnitDot));

    QVERIFY(editor->load(QStringLiteral("bmw-battle")));
    const QStringList bmw = shownTitles(units);
    QCOMPARE(bmw.mid(9), (QStringList{"Disrupted strength (BMW 11.1)", "Fire factor (BMW 6.2)",
                                      "Range (BMW 6.4)", "Dot (BMW 8.1)", "Disrupted dot (BMW 8.1)",
                                      "Leader (BMW 10.0)", "Starts disrupted (BMW 11.1)"}));
    umpire::test::MessageBoxAnswers boxes;
    QVERIFY2(editor->pasteRows(
                 bmwHeader +
                 QStringLiteral(
                     "Norman Archers\tNormans\t\tinfantry\t2\t\t\t\t4\t1\t3\t2\t\t\n"
                     "Breton Skirmishers\tNormans\t\tinfantry\t2\t\t\t\t5\t1\t\t\tsolid\tnone\n"
                     "William\tNormans\t\t\t2\t\t\t\t6\t\t\t\t\t\tyes\n"
                     "Thegns\tSaxons\t\tinfantry\t6\t\t\t\t4\t3\t\t\topen\t\t\tyes\n")),
             qPrintable(editor->lastError()));
    QCOMPARE(units->rowCount(), 4);
    QCOMPARE(units->item(0, ScenarioEditor::UnitFire)->text(), QStringLiteral("3"));
    QCOMPARE(units->item(1, ScenarioEditor::UnitDot)->text(), QStringLiteral("solid"));
    QCOMPARE(units->item(2, ScenarioEditor::UnitLeader)->text(), QStringLiteral("yes"));
    // BMW leaves the sides to each battle: the sides the rows name are added, and it says so.
    QVERIFY2(editor->status().contains(QStringLiteral("4 rows pasted")) &&
                 editor->status().contains(QStringLiteral("Normans, Saxons")),
             qPrintable(editor->status()));
    QTableWidget *sides = editor->table(ScenarioEditor::Sides);
    QCOMPARE(sides->rowCount(), 4); // the form's two, and the battle's
    // Refused, naming the rule: a Disordered side stronger than the front (BMW 11.1), an archer
    // without its range (BMW 6.4), a dot that is none of BMW 8.1's.
    QVERIFY(!editor->pasteRows(QStringLiteral("Huscarls\tSaxons\t\tinfantry\t4\t\t\t\t4\t5\n")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("Disrupted strength (BMW 11.1)")) &&
                 editor->lastError().contains(QStringLiteral("4 or less")),
             qPrintable(editor->lastError()));
    QVERIFY(!editor->pasteRows(QStringLiteral("Bowmen\tSaxons\t\tinfantry\t1\t\t\t\t4\t\t2\n")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("BMW 6.4")),
             qPrintable(editor->lastError()));
    QVERIFY(!editor->pasteRows(
        QStringLiteral("Scouts\tSaxons\t\tinfantry\t1\t\t\t\t6\t\t\t\tstriped\n")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("column Dot (BMW 8.1)")),
             qPrintable(editor->lastError()));
    QCOMPARE(units->rowCount(), 4);
    // The form's two sides removed, the battle saved: its units carry what their counters print.
    sides->clearSelection();
    sides->selectRow(0);
    sides->setCurrentCell(0, 0);
    QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("remove-sides")),
                      Qt::LeftButton);
    sides->setCurrentCell(0, 0);
    QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("remove-sides")),
                      Qt::LeftButton);
    QCOMPARE(sides->rowCount(), 2);
    QTableWidget *players = editor->table(ScenarioEditor::Players);
    while (players->rowCount() > 0) {
        players->setCurrentCell(0, 0);
        QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("remove-players")),
                          Qt::LeftButton);
    }
    QVERIFY2(editor->saveAs(QStringLiteral("hastings")), qPrintable(editor->lastError()));
    const json saved = json::parse(fileBytes(editor->savedPath()).toStdString());
    QCOMPARE(saved["orderOfBattle"][0]["fire"], json(3));
    QCOMPARE(saved["orderOfBattle"][0]["range"], json(2));
    QCOMPARE(saved["orderOfBattle"][0]["disruptedStrength"], json(1));
    QCOMPARE(saved["orderOfBattle"][1]["dot"], json("solid"));
    QCOMPARE(saved["orderOfBattle"][2]["leader"], json(true));
    QVERIFY(!saved["orderOfBattle"][2].contains("type"));
    QVERIFY(!saved["orderOfBattle"][3].contains("fire"));
    // A game of it has them.
    QVERIFY(m_session
                ->createFromScenario(m_home->filePath(QStringLiteral("hastings.jsonl")), "hastings")
                .ok());
    QCOMPARE(m_session->state().units.at("Norman Archers").range, 2);
    QVERIFY(m_session->state().units.at("William").leader);
    QCOMPARE(m_session->state().units.at("Breton Skirmishers").dot, std::string("solid"));
    // BMW 8.1: "some light troops lose this ability when disrupted, and will have no dot on their
    // disrupted sides"; BMW 11.1: a unit set up Disordered fights at that side's strength.
    QCOMPARE(saved["orderOfBattle"][1]["disruptedDot"], json("none"));
    QCOMPARE(m_session->state().units.at("Breton Skirmishers").disruptedDot,
             std::optional<std::string>(std::string()));
    QCOMPARE(saved["orderOfBattle"][3]["disrupted"], json(true));
    QVERIFY(m_session->state().units.at("Thegns").disrupted);
    QCOMPARE(m_session->state().units.at("Thegns").combatStrength(), 3);
}

// NAW 8.2: "The Allied Player is demoralized immediately upon losing forty Combat Strength
// Points"; the French are never demoralized, and NAW has no disintegration or rally rule: its
// Sides tab shows the Allied forty, no level for the French, and no BMW column.
void TestScenarioEditor::naw82TheSidesShowTheAlliedLevelAndNoRallyRange()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("naw-waterloo")));
    QTableWidget *sides = editor->table(ScenarioEditor::Sides);
    QCOMPARE(shownTitles(sides), (QStringList{"Side", "Demoralization level (NAW 8.2)"}));
    for (const QString &title : shownTitles(sides) + shownTitles(editor->orderOfBattle()) +
                                    shownTitles(editor->table(ScenarioEditor::Turns)))
        QVERIFY2(!title.contains(QStringLiteral("BMW")) && !title.contains(QStringLiteral("NLB")),
                 qPrintable(title));
    QCOMPARE(sides->item(0, 0)->text(), QStringLiteral("French"));
    QCOMPARE(sides->item(1, 0)->text(), QStringLiteral("Allied"));
    // The rules' level shows where the scenario gives none; the French cell takes none.
    QTableWidgetItem *allied = sides->item(1, 1);
    QTableWidgetItem *french = sides->item(0, 1);
    QVERIFY2(allied->toolTip().startsWith(QStringLiteral("40, the rules' (NAW 8.2)")),
             qPrintable(allied->toolTip()));
    QVERIFY(allied->flags() & Qt::ItemIsEditable);
    QVERIFY2(french->toolTip().contains(QStringLiteral("NAW 8.2")), qPrintable(french->toolTip()));
    QVERIFY(!(french->flags() & Qt::ItemIsEditable));
    QVERIFY(allied->text().isEmpty()); // not written: the rules' level is the game's
    // A side Napoleon at Waterloo does not have is refused, naming the game.
    umpire::test::MessageBoxAnswers boxes;
    QVERIFY(!editor->pasteRows(ScenarioEditor::Sides, QStringLiteral("Prussians\t30\n")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("Napoleon at Waterloo")),
             qPrintable(editor->lastError()));
    // A game of the scenario plays with the rules' forty.
    QVERIFY(editor->saveAs(QStringLiteral("my-waterloo")));
    QVERIFY(
        m_session->createFromScenario(m_home->filePath(QStringLiteral("naw.jsonl")), "my-waterloo")
            .ok());
    QVERIFY(!m_session->state().side("French")->demoralizationLevel);
}

// BMW has no night or rain rules (BMW 3.2: a game turn is the two player turns, nothing else): a
// BMW turn has no weather column, NLB's has one (NLB 5.5, 7.9). A user's BMW file with a night
// turn is listed with its error, opens, and saves without it, saying what it left out.
void TestScenarioEditor::bmw32ATurnHasNoWeatherAndAFileWithOneIsListedWithItsError()
{
    json night = shippedJson(QStringLiteral("scenarios/bmw-battle.json"));
    night["id"] = "bmw-night";
    night["name"] = "A battle at night";
    night["turns"] = json::parse(R"([{"turn": 1, "label": "dusk"},
                                     {"turn": 2, "label": "night", "weather": "night"}])");
    QVERIFY(writeJson(m_user / "scenarios" / "bmw-night.json", night));
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QTableWidget *turns = editor->table(ScenarioEditor::Turns);
    QVERIFY(editor->load(QStringLiteral("nlb-wavre")));
    QCOMPARE(shownTitles(turns), (QStringList{"Turn", "Label", "Weather (NLB 5.5, 7.9)"}));
    auto *list = editor->findChild<QComboBox *>(QStringLiteral("scenario"));
    const int at = list->findData(QStringLiteral("bmw-night"));
    QVERIFY(at >= 0);
    QVERIFY2(list->itemText(at).contains(QStringLiteral("does not load")),
             qPrintable(list->itemText(at)));
    QVERIFY2(
        list->itemData(at, Qt::ToolTipRole).toString().contains(QStringLiteral("/turns/1/weather")),
        qPrintable(list->itemData(at, Qt::ToolTipRole).toString()));
    // The new game dialog lists it too, greyed, with its error.
    {
        NewGameDialog dialog(m_session.get(), QStringLiteral("bmw"), m_window.get());
        auto *scenarios = dialog.findChild<QComboBox *>(QStringLiteral("scenario"));
        const int listed = scenarios->findData(QStringLiteral("bmw-night"));
        QVERIFY(listed >= 0);
        QVERIFY(scenarios->itemData(listed, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("no night or rain rules")));
        QCOMPARE(scenarios->currentData().toString(), QStringLiteral("bmw-battle"));
    }
    QVERIFY(editor->load(QStringLiteral("bmw-night")));
    QVERIFY2(editor->status().contains(QStringLiteral("does not load")),
             qPrintable(editor->status()));
    QCOMPARE(shownTitles(turns), (QStringList{"Turn", "Label"}));
    umpire::test::MessageBoxAnswers boxes;
    QVERIFY2(editor->save(), qPrintable(editor->lastError()));
    QVERIFY2(editor->status().contains(QStringLiteral("Left out")) &&
                 editor->status().contains(QStringLiteral("night")),
             qPrintable(editor->status()));
    const json saved = json::parse(fileBytes(editor->savedPath()).toStdString());
    QVERIFY(!saved["turns"][1].contains("weather"));
    QVERIFY(m_session->library().findScenario("bmw-night").ok());
}

// A scenario's map list offers the maps the engine says its game may be played on, and a map of
// its game that does not load (a terrain not in its key) greyed with its error, never hidden.
void TestScenarioEditor::theMapListIsTheGamesOwnAndABrokenMapIsListedWithItsError()
{
    json broken = shippedJson(QStringLiteral("maps/sample-bmw.json"));
    broken["id"] = "broken-bmw";
    broken["hexes"]["0101"] = "lava";
    QVERIFY(writeJson(m_user / "maps" / "broken-bmw.json", broken));
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("bmw-battle")));
    auto *maps = editor->findChild<QComboBox *>(QStringLiteral("map"));
    QVERIFY(maps->findData(QStringLiteral("sample-bmw")) > 0);
    QCOMPARE(maps->findData(QStringLiteral("sample-nlb")), -1); // another game's
    const int at = maps->findData(QStringLiteral("broken-bmw"));
    QVERIFY(at > 0);
    QVERIFY2(maps->itemText(at).contains(QStringLiteral("does not load")),
             qPrintable(maps->itemText(at)));
    QVERIFY2(maps->itemData(at, Qt::ToolTipRole).toString().contains(QStringLiteral("lava")),
             qPrintable(maps->itemData(at, Qt::ToolTipRole).toString()));
    auto *model = qobject_cast<QStandardItemModel *>(maps->model());
    QVERIFY(model && !model->item(at)->isEnabled());
    QVERIFY(editor->load(QStringLiteral("nlb-wavre")));
    QVERIFY(maps->findData(QStringLiteral("sample-nlb")) > 0);
    QCOMPARE(maps->findData(QStringLiteral("broken-bmw")), -1);
}

// A referee pastes an order of battle with its starting hexes before choosing the map on the other
// tab: the hexes are kept, checked once the scenario has its map (a hex off it marked, the status
// counting them), and the scenario is saved once every hex is on it.
void TestScenarioEditor::pastedStartingHexesAreCheckedOnceTheMapIsChosen()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("nlb-wavre")));
    umpire::test::MessageBoxAnswers boxes;
    QVERIFY2(editor->pasteRows(QStringLiteral("Vandamme\tFrench\tIII\tinfantry\t6\t\t0303\n"
                                              "Thielmann\tPrussian\tIII\tinfantry\t4\t\t9999\n")),
             qPrintable(editor->lastError()));
    QVERIFY2(editor->status().contains(QStringLiteral("once the scenario has its map")),
             qPrintable(editor->status()));
    QTableWidget *units = editor->orderOfBattle();
    QCOMPARE(units->item(1, ScenarioEditor::UnitHex)->text(), QStringLiteral("9999"));
    // Saved without a map: the engine names the hex that needs one.
    QVERIFY(!editor->saveAs(QStringLiteral("wavre-on-a-map")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("/orderOfBattle/0/hex")),
             qPrintable(editor->lastError()));
    auto *maps = editor->findChild<QComboBox *>(QStringLiteral("map"));
    maps->setCurrentIndex(maps->findData(QStringLiteral("sample-nlb")));
    emit maps->activated(maps->currentIndex());
    QVERIFY2(editor->status().contains(QStringLiteral("1 starting hex")),
             qPrintable(editor->status()));
    QTableWidgetItem *off = units->item(1, ScenarioEditor::UnitHex);
    QVERIFY2(off->toolTip().contains(QStringLiteral("not \"9999\"")), qPrintable(off->toolTip()));
    QVERIFY(off->background().color() !=
            units->item(0, ScenarioEditor::UnitHex)->background().color());
    QVERIFY(!editor->saveAs(QStringLiteral("wavre-on-a-map")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("Order of battle, row 2 (Thielmann)")),
             qPrintable(editor->lastError()));
    umpire::test::typeIntoCell(units, 1, ScenarioEditor::UnitHex, QStringLiteral("0404"));
    QVERIFY2(editor->saveAs(QStringLiteral("wavre-on-a-map")), qPrintable(editor->lastError()));
    const json saved = json::parse(fileBytes(editor->savedPath()).toStdString());
    QCOMPARE(saved["map"], json("sample-nlb"));
    QCOMPARE(saved["orderOfBattle"][1]["hex"], json("0404"));
}

// Paste works in every table, whichever tab the referee fills first, and says what it did: the
// order of battle before the turn record it arrives on, the turn record with its numbers, the
// sides, the players.
void TestScenarioEditor::pasteWorksInEveryTableInAnyTabOrder()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("bmw-battle")));
    umpire::test::MessageBoxAnswers boxes;
    auto *tabs = editor->findChild<QTabWidget *>(QStringLiteral("sheets"));
    // The order of battle first, by Ctrl+V on its table: a unit arriving on turn 3 of a turn
    // record not yet entered is kept and marked.
    tabs->setCurrentIndex(3);
    QTableWidget *units = editor->orderOfBattle();
    QGuiApplication::clipboard()->setText(
        QStringLiteral("Leofwine\tSaxons\t\tinfantry\t3\t\t\t3\t4\n"));
    units->setFocus();
    QTest::keyClick(units, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(units->rowCount(), 1);
    QVERIFY2(editor->status().startsWith(QStringLiteral("1 row pasted into the order of battle")),
             qPrintable(editor->status()));
    QVERIFY2(
        units->item(0, ScenarioEditor::UnitArrives)->toolTip().contains(QStringLiteral("1 to 0")),
        qPrintable(units->item(0, ScenarioEditor::UnitArrives)->toolTip()));
    // The turn record, copied with its numbers: the mark goes once turn 3 is there.
    tabs->setCurrentIndex(2);
    QTableWidget *turns = editor->table(ScenarioEditor::Turns);
    QGuiApplication::clipboard()->setText(
        QStringLiteral("Turn\tLabel\n1\t9 AM\n2\t10 AM\n3\t11 AM\n"));
    turns->setFocus();
    QTest::keyClick(turns, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(turns->rowCount(), 3);
    QCOMPARE(turns->item(2, 1)->text(), QStringLiteral("11 AM"));
    QVERIFY2(editor->status().startsWith(QStringLiteral("3 rows pasted into the turn record")),
             qPrintable(editor->status()));
    QVERIFY(
        units->item(0, ScenarioEditor::UnitArrives)->toolTip().startsWith(QStringLiteral("Added")));
    // The sides, with their levels and rally range; the players' order.
    QVERIFY2(editor->pasteRows(ScenarioEditor::Sides, QStringLiteral("Normans\t30\t45\t1-2\n")),
             qPrintable(editor->lastError()));
    QTableWidget *sides = editor->table(ScenarioEditor::Sides);
    QCOMPARE(sides->item(3, 3)->text(), QStringLiteral("1-2"));
    QVERIFY2(editor->status().startsWith(QStringLiteral("1 row pasted into the sides")),
             qPrintable(editor->status()));
    QVERIFY(editor->pasteRows(ScenarioEditor::Players, QStringLiteral("Normans\nSaxons\n")));
    QCOMPARE(editor->table(ScenarioEditor::Players)->rowCount(), 4);
    QVERIFY2(editor->status().startsWith(QStringLiteral("2 rows pasted into the players' order")),
             qPrintable(editor->status()));
    // A refused row names itself and its column, and adds nothing.
    QVERIFY(!editor->pasteRows(ScenarioEditor::Turns, QStringLiteral("4\t\n")));
    QCOMPARE(turns->rowCount(), 3);
    QVERIFY2(editor->status().contains(QStringLiteral("Pasted row 1")),
             qPrintable(editor->status()));
    // Each paste is one step.
    QCOMPARE(editor->undoStack()->count(), 4);
}

// Escape or Close with changes not saved asks Save / Discard / Cancel: Cancel goes on editing,
// Save writes the file and closes, Discard closes without it. A changed cell is in bold on blue,
// and the title says the scenario is modified.
void TestScenarioEditor::escapeAsksToSaveDiscardOrCancelAndChangedCellsAreMarked()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("nlb-demo")));
    QVERIFY(!editor->isWindowModified());
    QTableWidget *units = editor->orderOfBattle();
    QVERIFY(!umpire::test::markedChanged(units->item(0, ScenarioEditor::UnitStrength)));
    const QString before = units->item(0, ScenarioEditor::UnitStrength)->text();
    umpire::test::typeIntoCell(units, 0, ScenarioEditor::UnitStrength, QStringLiteral("9"));
    QVERIFY(umpire::test::markedChanged(units->item(0, ScenarioEditor::UnitStrength)));
    QVERIFY(!umpire::test::markedChanged(units->item(0, ScenarioEditor::UnitName)));
    QVERIFY2(units->item(0, ScenarioEditor::UnitStrength)->toolTip().contains(before),
             qPrintable(units->item(0, ScenarioEditor::UnitStrength)->toolTip()));
    QVERIFY(editor->isWindowModified());
    // Undone, it is the file's again.
    QTest::keyClick(units, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!umpire::test::markedChanged(units->item(0, ScenarioEditor::UnitStrength)));
    QVERIFY(!editor->isWindowModified());
    QTest::keyClick(units, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);

    QPointer<ScenarioEditor> alive = editor;
    {
        umpire::test::MessageBoxAnswers cancel(QMessageBox::Cancel);
        QTest::keyClick(units, Qt::Key_Escape);
        QTRY_COMPARE(cancel.names, QStringList{QStringLiteral("unsavedChanges")});
        QVERIFY2(cancel.texts.front().contains(QStringLiteral("nlb-demo")),
                 qPrintable(cancel.texts.front()));
    }
    QVERIFY(alive && alive->isVisible());
    // Save: under the id field, the user's own copy, then closed.
    auto *id = editor->findChild<QLineEdit *>(QStringLiteral("id"));
    id->setFocus();
    id->selectAll();
    QTest::keyClicks(id, QStringLiteral("my-demo"));
    QTest::keyClick(id, Qt::Key_Tab);
    {
        umpire::test::MessageBoxAnswers saveIt(QMessageBox::Save);
        QTest::mouseClick(editor->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close),
                          Qt::LeftButton);
        QTRY_VERIFY(alive.isNull() || !alive->isVisible());
        QVERIFY(saveIt.names.contains(QStringLiteral("unsavedChanges")));
    }
    const json saved = json::parse(
        fileBytes(QString::fromStdString((m_user / "scenarios" / "my-demo.json").string()))
            .toStdString());
    QCOMPARE(saved["orderOfBattle"][0]["strength"], json(9));
    // Discard: nothing written.
    editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("my-demo")));
    umpire::test::typeIntoCell(editor->orderOfBattle(), 0, ScenarioEditor::UnitStrength,
                               QStringLiteral("7"));
    alive = editor;
    {
        umpire::test::MessageBoxAnswers discard(QMessageBox::Discard);
        QTest::keyClick(editor->orderOfBattle(), Qt::Key_Escape);
        QTRY_VERIFY(alive.isNull() || !alive->isVisible());
    }
    QCOMPARE(json::parse(
                 fileBytes(QString::fromStdString((m_user / "scenarios" / "my-demo.json").string()))
                     .toStdString())["orderOfBattle"][0]["strength"],
             json(9));
}

// Save says what it saved and where; a refusal names the engine's error: the file, the JSON
// pointer and what was expected, with the table's row and column.
void TestScenarioEditor::saveSaysWhereAndARefusalNamesTheEnginesError()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("nlb-demo")));
    umpire::test::MessageBoxAnswers boxes;
    QVERIFY(editor->saveAs(QStringLiteral("demo-copy")));
    const QString path = QDir::toNativeSeparators(
        QString::fromStdString((m_user / "scenarios" / "demo-copy.json").string()));
    QVERIFY2(editor->status().contains(QStringLiteral("Saved the scenario demo-copy")) &&
                 editor->status().contains(path),
             qPrintable(editor->status()));
    // Every turn removed: the units' turns of arrival are past the turn record.
    QTableWidget *turns = editor->table(ScenarioEditor::Turns);
    while (turns->rowCount() > 0) {
        turns->setCurrentCell(0, 1);
        QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("remove-turns")),
                          Qt::LeftButton);
    }
    QVERIFY(!editor->save());
    QVERIFY2(editor->lastError().startsWith(QStringLiteral("Not saved: Order of battle, row")) &&
                 editor->lastError().contains(path + QStringLiteral(": at /orderOfBattle/")) &&
                 editor->lastError().contains(QStringLiteral("a turn of the turn record")),
             qPrintable(editor->lastError()));
    QCOMPARE(editor->status(), editor->lastError());
    QTRY_VERIFY(boxes.texts.contains(editor->lastError()));
}

// Every table shows a useful number of rows at the editor's size: eight at the least.
void TestScenarioEditor::everyTableShowsAtLeastEightRows()
{
    openWindow();
    ScenarioEditor *editor = openEditor();
    QVERIFY(editor);
    QVERIFY(editor->load(QStringLiteral("nlb-wavre"))); // stand-in banners on every tab
    auto *tabs = editor->findChild<QTabWidget *>(QStringLiteral("sheets"));
    for (int s = 0; s < ScenarioEditor::SheetCount; ++s) {
        tabs->setCurrentIndex(s);
        QTableWidget *table = editor->table(ScenarioEditor::Sheet(s));
        QTRY_VERIFY(table->isVisible());
        const int rows =
            table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
        QVERIFY2(rows >= 8, qPrintable(table->objectName() + QStringLiteral(": ") +
                                       QString::number(rows) + QStringLiteral(" rows")));
    }
    QVERIFY2(umpire::test::overlaps(editor).isEmpty(),
             qPrintable(umpire::test::overlaps(editor).join(QStringLiteral(", "))));
}

QTEST_MAIN(TestScenarioEditor)
#include "tst_scenarioeditor.moc"
