// Issue 18, done when: the desktop app enters a 3-row order of battle by pasting, edits one CRT
// cell and marks the chart verified, starts a game from them, and the combat answer no longer
// reports the chart as unverified. Driven as a referee drives it, offscreen, with the user's
// rule-data folder in a temporary XDG_DATA_HOME.
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

#include "game.h"
#include "journal.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
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

// Issue 18: Game > Scenario editor opens on the game's scenario; Wavre's copy gets a 3-row order
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

// Issue 18: Battles of the Medieval World leaves each army's levels and rally range to the
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

QTEST_MAIN(TestScenarioEditor)
#include "tst_scenarioeditor.moc"
