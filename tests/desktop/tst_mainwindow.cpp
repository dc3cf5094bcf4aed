// The desktop app driven as a referee drives it: keystrokes into the window, offscreen.
#include "armypanel.h"
#include "combatpanel.h"
#include "crteditor.h"
#include "crtevents.h"
#include "datapath.h"
#include "editortesting.h"
#include "feedback.h"
#include "games.h"
#include "gamesession.h"
#include "gamewindows.h"
#include "logview.h"
#include "mainwindow.h"
#include "mapboard.h"
#include "mapview.h"
#include "newgamedialog.h"
#include "refereeinput.h"
#include "sessionacts.h"
#include "settings.h"
#include "turntrack.h"
#include "widgetchecks.h"

#include "game.h"
#include "journal.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDirIterator>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>
#include <QXmlStreamReader>
#include <QtTest>

#include <csignal>
#include <memory>

using nlohmann::json;
using umpire::test::Answers;
using umpire::test::Keyboard;

namespace {

umpire::crt::RulesetLibrary shippedLibrary()
{
    return umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR});
}

// The context menu of `widget` at `at` (its own coordinates), as a right-click or (`keyboard`) the
// Menu key opens it.
void contextMenu(QWidget *widget, QPoint at, bool keyboard = false)
{
    QContextMenuEvent event(keyboard ? QContextMenuEvent::Keyboard : QContextMenuEvent::Mouse, at,
                            widget->mapToGlobal(at));
    QApplication::sendEvent(widget, &event);
}

// Every string a user reads in a window: labels, buttons, group titles, tabs, menus, placeholders,
// headers.
QStringList visibleStrings(QWidget *window)
{
    QStringList out;
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (auto *label = qobject_cast<QLabel *>(w))
            out << label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            out << button->text();
        else if (auto *box = qobject_cast<QGroupBox *>(w))
            out << box->title();
        else if (auto *edit = qobject_cast<QLineEdit *>(w))
            out << edit->placeholderText();
        else if (auto *tabs = qobject_cast<QTabWidget *>(w))
            for (int i = 0; i < tabs->count(); ++i)
                out << tabs->tabText(i);
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i)
                out << combo->itemText(i);
        else if (auto *table = qobject_cast<QTableView *>(w))
            for (int i = 0; i < table->model()->columnCount(); ++i)
                out << table->model()->headerData(i, Qt::Horizontal).toString();
        if (!w->toolTip().isEmpty())
            out << w->toolTip();
    }
    const QList<QAction *> actions = window->findChildren<QAction *>();
    for (QAction *a : actions)
        out << a->text();
    out.removeAll(QString());
    return out;
}

// The messages of a Qt Linguist file: source text and translation ("" when unfinished).
QList<QPair<QString, QString>> tsMessages(const QString &path)
{
    QList<QPair<QString, QString>> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const bool unfinished =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            out.append({source, unfinished ? QString() : text});
        }
    }
    return out;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void nlbAttackOnTownInTwelveKeystrokes();
    void enterResolvesOnceFromEveryField();
    void applyingTheResultJournalsEliminations();
    void undoAndRedoThroughTheStack();
    void anotherProgramsAppendsShowAtOnce();
    void reopenedGameShowsExactlyWhatWasShown();
    void killedAppLosesNothing();
    void scenarioWithoutDemoralizationLevel();
    void unitsByNameAndBadInput();
    void frenchTranslationIsComplete();
    void frenchCoversEveryVisibleString();
    void frenchUndoSaysTheActionInFrench();
    void frenchNamesEveryShippedRuleDataName();
    void frenchTranslatesEveryEnginePhrase();
    void frenchShowsTheCombatStepsInFrench();
    void frenchShowsARefusedCombatInFrench();
    void noDisplaySaysHowToRun();
    void aGameOnAMapIsPlayedAtItsCentre();
    void threeCombatsByKeysAndCtrlZFromTheDieField();
    void nlb56OnAMapTheKeyboardPanelTakesTheTerrainFromTheMap();
    void nlb74AnObligationNamesOnlyTheUnitsLeftToCarryItOut();
    void noStaleResultAfterUndoNewCombatOrNewGame();
    void aUnitThatCannotRetreatIsEliminatedFromTheApp();
    void resultButtonsSayWhatTheyWillDo();
    void aRefusalIsShownWholeOnALaptopScreen();
    void theArmiesPanelEditsAUnitAndASide();
    void theMapAndTheLogEditTheirUnits();
    void aCombatFitsThreeScreens_data();
    void theTurnAndPhaseReadInEachLanguage();
    void theCameraWindowOpensAndClosesByKeys();
    void demonstrationsDoNotPileUp();
    void theUsersPrintedChartReplacesTheStandIn();
    void theChartEditorMarksChangesPastesAndAsksBeforeDroppingThem();
    void theArmiesPanelJudgesLignyFromTheJournal();
    void nlb110TheArmiesPanelShowsACorpsDemoralizedSinceAnEarlierBattle();
    void aNewGameWithoutAScenarioSaysHowToSetItUp();
    void aCombatFitsThreeScreens();
    void everyMnemonicGoesToItsField();
    void aNoteByKeyboardAlone();
    void englishPluralsReadRight();
    void theCameraProposesMovesOnTheMap();
    void openRecentNamesEachGameByItsTitle();

  private:
    void openWindow();
    CombatPanel *openWindowWithACombat(); // 5 4 3 against Jagow in a town, die 4, typed
    QString newJournalPath(const QString &name) const { return m_dir->filePath(name); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Feedback> m_feedback;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(
        true); // settings and games go to a test folder, never the user's
}

void TestMainWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_session = std::make_unique<GameSession>(shippedLibrary());
    m_settings = std::make_unique<Settings>();
    m_feedback = std::make_unique<Feedback>();
}

void TestMainWindow::cleanup()
{
    m_window.reset();
    m_session.reset();
}

void TestMainWindow::openWindow()
{
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_feedback.get());
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

CombatPanel *TestMainWindow::openWindowWithACombat()
{
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("5 4 3"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")),
                     QStringLiteral("Jagow"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("4"));
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    return combat;
}

// Done when: an NLB attack of three units on one defender in a town with a physical die of
// 4 goes from an empty combat panel to a shown, journaled result in at most 12 keystrokes.
void TestMainWindow::nlbAttackOnTownInTwelveKeystrokes()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("ligny.jsonl"), "nlb-demo").ok());
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    QTest::keyClick(m_window.get(),
                    Qt::Key_F2); // Game > New combat: the empty panel, cursor in the attacker field
    QCOMPARE(QApplication::focusWidget(), combat->attackField());
    const std::size_t eventsBefore = m_session->game().journal().size();

    Keyboard keys;
    keys.type("5 4 3");
    keys.press(Qt::Key_Tab);
    keys.type("4");
    keys.press(Qt::Key_Tab);
    keys.type("t"); // Town, by its first letter
    keys.press(Qt::Key_Tab);
    keys.type("4");
    keys.press(Qt::Key_Return);
    QVERIFY2(keys.count() <= 12, qPrintable(QString::number(keys.count())));

    // Journaled: exactly one new event, the combat with the die and the town.
    QCOMPARE(m_session->game().journal().size(), eventsBefore + 1);
    umpire::Result<umpire::JournalEvent> event =
        m_session->game().journal().readEvent(m_session->game().journal().lastSeq());
    QVERIFY(event.ok());
    QCOMPARE(event->kind, umpire::crt::kinds::CombatResolved);
    const json &request = event->data["request"];
    QCOMPARE(request["attackers"].size(), std::size_t{3});
    QCOMPARE(request["defenders"].size(), std::size_t{1});
    QCOMPARE(request["defenders"][0]["terrain"].get<std::string>(), std::string("town"));
    QCOMPARE(event->data["outcome"]["roll"]["value"].get<int>(), 4);
    QCOMPARE(event->data["outcome"]["roll"]["source"].get<std::string>(), std::string("physical"));

    // Shown: the result the engine gives for the same request, in the large label, with its steps.
    umpire::Result<umpire::crt::CombatRequest> same = umpire::crt::CombatRequest::fromJson(request);
    QVERIFY(same.ok());
    umpire::Result<umpire::crt::CombatOutcome> expected =
        umpire::crt::resolveCombat(*same, m_session->ruleset());
    QVERIFY(expected.ok());
    QCOMPARE(expected->column, std::string("1-1")); // 12 against 4 doubled by the town (NLB 7.3)
    QCOMPARE(combat->resultText(), QString::fromStdString(expected->result));
    auto *steps = combat->findChild<QTreeWidget *>(QStringLiteral("steps"));
    QVERIFY(steps);
    QCOMPARE(steps->topLevelItemCount(), static_cast<int>(expected->explanation.steps.size()));
    bool townStep = false;
    for (int i = 0; i < steps->topLevelItemCount(); ++i)
        townStep = townStep || steps->topLevelItem(i)->text(0) == QLatin1String("NLB 7.3");
    QVERIFY(townStep);
    // The stand-in chart is flagged.
    auto *unverified = combat->findChild<QLabel *>(QStringLiteral("unverified"));
    QVERIFY(unverified && unverified->isVisible());
    QVERIFY(unverified->text().contains(QStringLiteral("nlb:/crt")));
    // The chances on the column are shown.
    QVERIFY(
        combat->findChild<QLabel *>(QStringLiteral("chances"))->text().contains(QLatin1Char('%')));
    // And the log has it as its last row.
    QTableView *log = m_window->logView()->table();
    QCOMPARE(log->model()->rowCount(), static_cast<int>(m_session->game().journal().size()));
    QVERIFY(log->model()->index(log->model()->rowCount() - 1, LogModel::Kind).data().toString() ==
            QLatin1String("combat.resolved"));
}

void TestMainWindow::enterResolvesOnceFromEveryField()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("enter.jsonl"), "nlb-demo").ok());
    openWindow();
    m_window->startCombat(); // F2: on a map game, the combat panel's tab comes forward
    CombatPanel *combat = m_window->combatPanel();
    const QStringList fields = {"attack", "defend", "terrain", "die"};
    for (const QString &name : fields) {
        combat->startNew();
        QTest::keyClicks(combat->attackField(), QStringLiteral("6"));
        QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")),
                         QStringLiteral("2"));
        QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")),
                         QStringLiteral("3"));
        QWidget *field = combat->findChild<QWidget *>(name);
        QVERIFY(field);
        field->setFocus();
        const std::size_t before = m_session->game().journal().size();
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY2(m_session->game().journal().size() == before + 1, qPrintable(name));
    }
    // With no die typed, Enter asks for it instead of rolling behind the referee's back.
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("6"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")), QStringLiteral("2"));
    const std::size_t before = m_session->game().journal().size();
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    QCOMPARE(m_session->game().journal().size(), before);
    QVERIFY(combat->findChild<QLabel *>(QStringLiteral("error"))
                ->text()
                .contains(QStringLiteral("Ctrl+R")));
    // Ctrl+R rolls with the game's generator: a generated roll, journaled.
    QTest::keyClick(combat->attackField(), Qt::Key_R, Qt::ControlModifier);
    QCOMPARE(m_session->game().journal().size(), before + 1);
    QCOMPARE(m_session->state().rolls.back().generated, true);
}

void TestMainWindow::applyingTheResultJournalsEliminations()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("apply.jsonl"), "nlb-demo").ok());
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    // A 6-1 on the chart's right end (NLB 7.7): the defender is eliminated whatever the die.
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("Lefol Habert Vichery"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")),
                     QStringLiteral("Jurgass"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("1"));
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    QVERIFY2(combat->resultText() == QLatin1String("De"), qPrintable(combat->resultText()));
    auto *apply = combat->findChild<QWidget *>(QStringLiteral("apply"));
    QAbstractButton *eliminate = nullptr;
    for (QAbstractButton *b : apply->findChildren<QAbstractButton *>())
        if (b->text().contains(QStringLiteral("Jurgass")))
            eliminate = b;
    QVERIFY(eliminate);
    const int before = m_session->state().side("Prussian")->casualties;
    eliminate->click();
    QCOMPARE(m_session->state().side("Prussian")->casualties, before + 3);
    // Journaled by the engine in its own terms, one event; the button goes with the obligation.
    QCOMPARE(m_session->game().journal().digests().back().kind, umpire::crt::kinds::CombatApplied);
    apply = combat->findChild<QWidget *>(QStringLiteral("apply"));
    for (QAbstractButton *b : apply->findChildren<QAbstractButton *>())
        QVERIFY2(!b->text().contains(QStringLiteral("Jurgass")), qPrintable(b->text()));
    // The army panel shows the new casualties at once.
    auto *prussian = m_window->findChild<QWidget *>(QStringLiteral("side-Prussian"));
    QVERIFY(prussian);
    QVERIFY(prussian->findChild<QLabel *>(QStringLiteral("numbers"))
                ->text()
                .contains(QStringLiteral("Casualties 3")));
}

void TestMainWindow::undoAndRedoThroughTheStack()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("undo.jsonl"), "nlb-demo").ok());
    openWindow();
    QVERIFY(
        umpire::test::record(*m_session, umpire::crt::kinds::UnitEliminated, {{"unit", "Jagow"}})
            .ok());
    QCOMPARE(m_session->state().side("Prussian")->casualties, 4);
    auto *undo = m_window->findChild<QAction *>(QStringLiteral("undo"));
    auto *redo = m_window->findChild<QAction *>(QStringLiteral("redo"));
    QVERIFY(undo && redo);
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->text().contains(QStringLiteral("Jagow")));
    const std::size_t events = m_session->game().journal().size();
    m_window->setFocus();
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_session->state().side("Prussian")->casualties, 0);
    QCOMPARE(m_session->game().journal().size(), events + 1); // undo is an event, never a deletion
    QCOMPARE(m_session->game().journal().digests().back().kind, umpire::EventKind::Undo);
    QVERIFY(redo->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_session->state().side("Prussian")->casualties, 4);
    QCOMPARE(m_session->game().journal().digests().back().kind, umpire::EventKind::Redo);
    // The log shows the undone event struck out while it is undone.
    undo->trigger();
    QTableView *log = m_window->logView()->table();
    bool struck = false;
    for (int r = 0; r < log->model()->rowCount(); ++r)
        if (log->model()
                ->index(r, LogModel::What)
                .data()
                .toString()
                .contains(QStringLiteral("(undone)")))
            struck = true;
    QVERIFY(struck);

    // Reopened, the same undo and redo are there: the stack is the journal's.
    const QString path = m_session->path();
    m_window.reset();
    m_session = std::make_unique<GameSession>(shippedLibrary());
    QVERIFY(m_session->open(path).ok());
    QVERIFY(m_session->undoStack()->canRedo());
    m_session->redo();
    QCOMPARE(m_session->state().side("Prussian")->casualties, 4);
    m_session->undo();
    QCOMPARE(m_session->state().side("Prussian")->casualties, 0);
}

// The desktop and the command line share the journal. What `umpire-cli journal append`
// writes while the window is open shows in the window, and the next action in the window comes
// after it (never with the same sequence number).
void TestMainWindow::anotherProgramsAppendsShowAtOnce()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("shared.jsonl"), "nlb-demo").ok());
    openWindow();
    const QString path = m_session->path();
    const std::size_t events = m_session->game().journal().size();
    QProcess cli;
    cli.start(QStringLiteral(UMPIRE_CLI),
              {"journal", "append", path, "eliminate", "--unit", "Jagow", "--rulesdata",
               QStringLiteral(UMPIRE_RULESDATA_DIR)});
    QVERIFY(cli.waitForFinished(30000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    // The file watcher reads it: the armies and the undo stack show it without any action here.
    QTRY_COMPARE_WITH_TIMEOUT(m_session->state().side("Prussian")->casualties, 4, 10000);
    QCOMPARE(m_session->game().journal().size(), events + 1);
    QVERIFY(m_session->undoStack()->undoText().contains(QStringLiteral("Jagow")));
    // An action of the window's own follows it.
    umpire::Result<umpire::ActOutcome> note = umpire::test::record(
        *m_session, umpire::EventKind::Note, {{"text", "seen from the window"}});
    QVERIFY(note.ok());
    QCOMPARE(note->event.seq, std::uint64_t(events + 2));
    // Undo in the window undoes the latest action, whichever program wrote it.
    m_session->undo();
    m_session->undo();
    QCOMPARE(m_session->state().side("Prussian")->casualties, 0);
}

void TestMainWindow::reopenedGameShowsExactlyWhatWasShown()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("reopen.jsonl"), "nlb-demo").ok());
    openWindow();
    for (int i = 0; i < 2; ++i) // turn 1, the French Combat Phase
        QVERIFY(umpire::test::next(*m_session).ok());
    QVERIFY(umpire::test::record(*m_session, umpire::crt::kinds::UnitEliminated,
                                 {{"unit", "Steinmetz"}})
                .ok());
    QVERIFY(
        umpire::test::record(*m_session, umpire::EventKind::Note, {{"text", "Ligny church taken"}})
            .ok());
    const QStringList shown = visibleStrings(m_window.get());

    const QString path = m_session->path();
    m_window.reset();
    m_session = std::make_unique<GameSession>(shippedLibrary());
    QVERIFY(m_session->open(path).ok());
    openWindow();
    const QStringList again = visibleStrings(m_window.get());
    // The undo menu's text and the time column aside, the same strings, in the same places.
    auto strip = [](QStringList list) {
        list.sort();
        return list;
    };
    QCOMPARE(strip(again), strip(shown));
}

// A killed app loses nothing: every action is on disk before the screen shows it.
void TestMainWindow::killedAppLosesNothing()
{
    // In process: after each action, a fresh reading of the file gives the state the window shows.
    QVERIFY(m_session->createFromScenario(newJournalPath("kill.jsonl"), "nlb-demo").ok());
    openWindow();
    auto onDisk = [&] {
        auto finder = [](const std::string &id) { return shippedLibrary().find(id); };
        umpire::Result<umpire::crt::Game> fresh = umpire::crt::Game::open(
            m_session->path().toStdString(), finder, umpire::Journal::Mode::ReadOnly);
        if (!fresh)
            return json();
        json doc;
        to_json(doc, fresh->state());
        return doc;
    };
    auto shown = [&] {
        json doc;
        to_json(doc, m_session->state());
        return doc;
    };
    QCOMPARE(onDisk(), shown());
    QVERIFY(umpire::test::next(*m_session).ok());
    QCOMPARE(onDisk(), shown());
    CombatPanel *combat = m_window->combatPanel();
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("8"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")),
                     QStringLiteral("Krafft"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("2"));
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    QCOMPARE(onDisk(), shown());
    m_session->undo();
    QCOMPARE(onDisk(), shown());

    // And a real kill: the app started on the demo, killed with SIGKILL, its journal opens.
    const QString data = m_dir->filePath("xdg-data");
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_DATA_HOME", data);
    env.insert("XDG_CONFIG_HOME", m_dir->filePath("xdg-config"));
    env.insert("UMPIRE_RULESDATA", UMPIRE_RULESDATA_DIR);
    app.setProcessEnvironment(env);
    app.start(UMPIRE_DESKTOP, {"--demo"});
    QVERIFY(app.waitForStarted());
    const QString games = data + "/umpire/games";
    QString journal;
    for (int i = 0; i < 200 && journal.isEmpty(); ++i) {
        QTest::qWait(50);
        const QStringList found = QDir(games).entryList({"demo-*.jsonl"});
        if (!found.isEmpty())
            journal = games + "/" + found.front();
    }
    QVERIFY2(!journal.isEmpty(), "the demo game's journal never appeared");
    QTest::qWait(200);
    ::kill(static_cast<pid_t>(app.processId()), SIGKILL);
    QVERIFY(app.waitForFinished());
    umpire::Result<umpire::Journal> opened = umpire::Journal::open(journal.toStdString());
    QVERIFY2(opened.ok(), opened.ok() ? "" : opened.error().message.c_str());
    QVERIFY(opened->size() >= 1);
    QCOMPARE(opened->digests().front().kind, umpire::EventKind::GameCreated);
}

// A scenario with no demoralization level still works.
void TestMainWindow::scenarioWithoutDemoralizationLevel()
{
    umpire::crt::GameSetup setup;
    setup.title = "A skirmish with no levels";
    setup.sides = json::array({{{"name", "French"}}, {{"name", "Prussian"}}});
    setup.orderOfBattle = json::array({{{"id", "A"}, {"side", "French"}, {"strength", 4}},
                                       {{"id", "B"}, {"side", "Prussian"}, {"strength", 2}}});
    QVERIFY(m_session->create(newJournalPath("nolevels.jsonl"), "nlb", setup).ok());
    openWindow();
    auto *french = m_window->findChild<QWidget *>(QStringLiteral("side-French"));
    QVERIFY(french);
    QVERIFY(french->findChild<QLabel *>(QStringLiteral("numbers"))
                ->text()
                .contains(QStringLiteral("no demoralization level")));
    CombatPanel *combat = m_window->combatPanel();
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("A"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")), QStringLiteral("B"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("6"));
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    QVERIFY(!combat->resultText().isEmpty());
    QVERIFY(
        umpire::test::record(*m_session, umpire::crt::kinds::UnitEliminated, {{"unit", "B"}}).ok());
    auto *prussian = m_window->findChild<QWidget *>(QStringLiteral("side-Prussian"));
    QVERIFY(prussian->findChild<QLabel *>(QStringLiteral("status"))
                ->text()
                .contains(QStringLiteral("good order")));
}

void TestMainWindow::unitsByNameAndBadInput()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("names.jsonl"), "nlb-demo").ok());
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    combat->startNew();
    // Names in any case, names of two words, a unique start of a name, and plain strengths, mixed.
    QTest::keyClicks(combat->attackField(), QStringLiteral("lefol, Milh 3"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")),
                     QStringLiteral("pirch ii"));
    umpire::Result<json> request = combat->request();
    QVERIFY2(request.ok(), request.ok() ? "" : request.error().message.c_str());
    QCOMPARE((*request)["attackers"][0]["id"].get<std::string>(), std::string("Lefol"));
    QCOMPARE((*request)["attackers"][1]["id"].get<std::string>(), std::string("Milhaud"));
    QCOMPARE((*request)["attackers"][2]["strength"].get<int>(), 3);
    QCOMPARE((*request)["defenders"][0]["id"].get<std::string>(), std::string("Pirch II"));
    // A name that is no unit: a clear message, nothing journaled.
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("Napoleon"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")), QStringLiteral("4"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("4"));
    const std::size_t before = m_session->game().journal().size();
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    QCOMPARE(m_session->game().journal().size(), before);
    QVERIFY(combat->findChild<QLabel *>(QStringLiteral("error"))
                ->text()
                .contains(QStringLiteral("Napoleon")));
    // A die the game's die cannot show is refused by the field itself.
    combat->startNew();
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("9"));
    QCOMPARE(combat->findChild<QLineEdit *>(QStringLiteral("die"))->text(), QString());
}

// Every message of the French translation is translated.
void TestMainWindow::frenchTranslationIsComplete()
{
    const auto messages =
        tsMessages(QStringLiteral(UMPIRE_SOURCE_DIR "/resources/translations/umpire_fr.ts"));
    QVERIFY2(messages.size() > 100, qPrintable(QString::number(messages.size())));
    QStringList missing;
    for (const auto &[source, translation] : messages)
        if (translation.isEmpty())
            missing << source;
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("untranslated: ") + missing.join(QStringLiteral(" | "))));
}

// Edit > Undo names the action in the user's language: the module's summary is a message, given
// in French as the log gives it ("combat 1-1, dé 4 : ..."), never its English text.
void TestMainWindow::frenchUndoSaysTheActionInFrench()
{
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    QCoreApplication::installTranslator(&french);
    QVERIFY(m_session->createFromScenario(newJournalPath("undo-fr.jsonl"), "nlb-demo").ok());
    openWindowWithACombat();
    const QString undo = m_session->undoStack()->undoText();
    QCoreApplication::removeTranslator(&french);
    QVERIFY2(undo.contains(QStringLiteral("dé 4")) && !undo.contains(QStringLiteral("die 4")),
             qPrintable(undo));
}

// In French, no string of the app's own shows in English: the window after a combat is walked.
void TestMainWindow::frenchCoversEveryVisibleString()
{
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    QCoreApplication::installTranslator(&french);
    QVERIFY(m_session->createFromScenario(newJournalPath("fr.jsonl"), "nlb-demo").ok());
    openWindowWithACombat();
    m_window->tabs()->setCurrentIndex(1);
    QStringList english;
    for (const auto &[source, translation] :
         tsMessages(QStringLiteral(UMPIRE_SOURCE_DIR "/resources/translations/umpire_fr.ts")))
        if (source != translation &&
            source.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))))
            english << source;
    QStringList untranslated;
    for (const QString &shown : visibleStrings(m_window.get()))
        if (english.contains(shown))
            untranslated << shown;
    QCoreApplication::removeTranslator(&french);
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(" | "))));
    // And what shows is French: a few strings every referee sees.
    const QStringList shown = visibleStrings(m_window.get());
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("unverified"))
                ->text()
                .contains(QStringLiteral("non vérifi")));
    QVERIFY(!shown.isEmpty());
}

// The rule data's names the app shows (results, terrain, phases) are in the translation too
// (rulesdatatexts.cpp, made by resources/translations/rulesdata-texts.py from the shipped data).
void TestMainWindow::frenchNamesEveryShippedRuleDataName()
{
    QStringList translated;
    for (const auto &[source, translation] :
         tsMessages(QStringLiteral(UMPIRE_SOURCE_DIR "/resources/translations/umpire_fr.ts")))
        if (!translation.isEmpty())
            translated << source;
    QStringList missing;
    umpire::crt::RulesetLibrary library = shippedLibrary();
    for (const auto &[id, file] : library.available()) {
        umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> ruleset = library.find(id);
        QVERIFY(ruleset.ok());
        QStringList names;
        for (const umpire::crt::Terrain &t : (*ruleset)->terrain)
            names << QString::fromStdString(t.name);
        for (const auto &[code, result] : (*ruleset)->document()["results"].items())
            if (result.is_object() && result.contains("name"))
                names << QString::fromStdString(result["name"].get<std::string>());
        for (const umpire::crt::SequenceStep &step : umpire::crt::turnSequence(**ruleset, {"A"}))
            names << QString::fromStdString(step.phase);
        for (const QString &name : names)
            if (!translated.contains(name))
                missing << QString::fromStdString(id) + ": " + name;
    }
    missing.removeDuplicates();
    QVERIFY2(missing.isEmpty(),
             qPrintable(
                 QStringLiteral("run resources/translations/rulesdata-texts.py, then translate: ") +
                 missing.join(QStringLiteral(" | "))));
}

// The engine's phrases (every format given to msg() in engine/ and vision/) are translated, so a
// step, an obligation or a log line never shows in English in the French app. Read from the sources
// themselves, so a stale enginetexts.cpp is found too.
void TestMainWindow::frenchTranslatesEveryEnginePhrase()
{
    QStringList translated;
    for (const auto &[source, translation] :
         tsMessages(QStringLiteral(UMPIRE_SOURCE_DIR "/resources/translations/umpire_fr.ts")))
        if (!translation.isEmpty())
            translated << source;
    const QRegularExpression call(QStringLiteral(R"re(\bmsg\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+))re"));
    const QRegularExpression literal(QStringLiteral(R"re("((?:[^"\\]|\\.)*)")re"));
    QStringList missing;
    int formats = 0;
    for (const char *folder : {"engine", "vision"}) {
        QDirIterator files(QStringLiteral(UMPIRE_SOURCE_DIR "/") + QLatin1String(folder),
                           {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QFileInfo info(files.next());
            QFile file(info.filePath());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            for (auto it = call.globalMatch(text); it.hasNext();) {
                QString format;
                for (auto part = literal.globalMatch(it.next().captured(1)); part.hasNext();)
                    format += part.next().captured(1);
                format.replace(QStringLiteral("\\n"), QStringLiteral("\n"))
                    .replace(QStringLiteral("\\\""), QStringLiteral("\""))
                    .replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
                ++formats;
                if (!translated.contains(format))
                    missing << info.fileName() + QStringLiteral(": ") + format;
            }
        }
    }
    QVERIFY(formats > 100);
    missing.removeDuplicates();
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("run resources/translations/rulesdata-texts.py and "
                                       "update_translations, then translate: ") +
                        missing.join(QStringLiteral(" | "))));
}

// A combat the engine refuses says why in French: engine errors are messages (a format and its
// arguments) that the app translates, not English strings.
void TestMainWindow::frenchShowsARefusedCombatInFrench()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("fr-error.jsonl"), "nlb-demo").ok());
    // What the engine says, in English, to the command line.
    umpire::Result<umpire::crt::CombatRequest> english = m_session->game().combatRequest(
        {{"ruleset", "nlb"}, {"attackers", {{{"id", "Napoleon"}}}}, {"defenders", {4}}});
    QVERIFY(!english.ok());
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    QCoreApplication::installTranslator(&french);
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("Napoleon"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")), QStringLiteral("4"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("4"));
    const std::size_t before = m_session->game().journal().size();
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    const QString shown = combat->findChild<QLabel *>(QStringLiteral("error"))->text();
    QCoreApplication::removeTranslator(&french);
    QCOMPARE(m_session->game().journal().size(), before);
    QVERIFY2(shown.contains(QStringLiteral("Napoleon")) &&
                 shown != QString::fromStdString(english.error().message) &&
                 shown.contains(QStringLiteral("unité")),
             qPrintable(shown));
}

// The steps of a combat, its obligations and its log line show in French, not in English.
void TestMainWindow::frenchShowsTheCombatStepsInFrench()
{
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    QCoreApplication::installTranslator(&french);
    QVERIFY(m_session->createFromScenario(newJournalPath("fr-steps.jsonl"), "nlb-demo").ok());
    CombatPanel *combat = openWindowWithACombat();
    auto *steps = combat->findChild<QTreeWidget *>();
    QVERIFY(steps && steps->topLevelItemCount() >= 3);
    QStringList shown;
    for (int i = 0; i < steps->topLevelItemCount(); ++i)
        shown << steps->topLevelItem(i)->text(1);
    QCoreApplication::removeTranslator(&french);
    const QString all = shown.join(QStringLiteral(" | "));
    QVERIFY2(all.contains(QStringLiteral("force d'attaque")) &&
                 all.contains(QStringLiteral("force de défense")) &&
                 all.contains(QStringLiteral("arrondi à l'inférieur en faveur du défenseur")),
             qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("attack strength")) &&
                 !all.contains(QStringLiteral(" column")),
             qPrintable(all));
}

// Done when: without a display, `umpire` says how to run it instead of crashing.
void TestMainWindow::noDisplaySaysHowToRun()
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    env.remove("QT_QPA_PLATFORM");
    app.setProcessEnvironment(env);
    app.start(UMPIRE_DESKTOP, {"--demo"});
    QVERIFY(app.waitForFinished(20000));
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 2);
    const QString err = QString::fromLocal8Bit(app.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("xvfb-run")) && err.contains(QStringLiteral("umpire-cli")),
             qPrintable(err));
}

// File > Open recent lists each game by its title (its file beside it, to tell two apart), the
// games played in windows of their own too; choosing one opens it.
void TestMainWindow::openRecentNamesEachGameByItsTitle()
{
    const QString campaign = newJournalPath("c.jsonl");
    QVERIFY(umpire::GameRegistry({UMPIRE_RULESDATA_DIR})
                .create(campaign.toStdString(), "n1815", {{"title", "The Hundred Days"}})
                .ok());
    openWindow();
    QVERIFY(m_session->createFromScenario(newJournalPath("d.jsonl"), "nlb-demo").ok());
    QVERIFY(m_window->openGame(campaign));
    QMenu *recent = nullptr;
    for (QMenu *menu : m_window->findChildren<QMenu *>())
        if (menu->title() == QStringLiteral("Open &recent"))
            recent = menu;
    QVERIFY(recent);
    QStringList shown;
    for (QAction *a : recent->actions())
        shown << a->text();
    QVERIFY2(!shown.isEmpty() && shown.front() == QStringLiteral("The Hundred Days  (c.jsonl)"),
             qPrintable(shown.join(" | ")));
    const QString title = m_session->title();
    QVERIFY2(shown.contains(title + QStringLiteral("  (d.jsonl)")), qPrintable(shown.join(" | ")));
    for (QWidget *w : m_window->gameWindows()->windows())
        w->close();
}

QTEST_MAIN(TestMainWindow)
// Keyboard only: three NLB combats with the terrains clear, chateau and
// town typed by their keys as the README says ([c], [h], [t]), the last undone with Ctrl+Z from
// the die field; the journal keeps exactly the first two, with their terrains.
void TestMainWindow::threeCombatsByKeysAndCtrlZFromTheDieField()
{
    umpire::crt::GameSetup setup;
    setup.title = "Three combats";
    setup.sides = json::array({{{"name", "French"}}, {{"name", "Prussian"}}});
    QVERIFY(m_session->create(newJournalPath("three.jsonl"), "nlb", setup).ok());
    openWindow();
    Keyboard keys;
    for (const char *terrain : {"c", "h", "t"}) {
        QTest::keyClick(m_window.get(), Qt::Key_F2);
        keys.type("6");
        keys.press(Qt::Key_Tab);
        keys.type("2");
        keys.press(Qt::Key_Tab);
        keys.type(terrain);
        keys.press(Qt::Key_Tab);
        keys.type("3");
        keys.press(Qt::Key_Return);
    }
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("die"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    const umpire::Journal &journal = m_session->game().journal();
    const umpire::Result<std::vector<umpire::JournalEvent>> events = journal.readEvents();
    QVERIFY(events.ok());
    QStringList terrains;
    for (const umpire::JournalEvent &e : *events)
        if (e.kind == umpire::crt::kinds::CombatResolved && !m_session->state().undone.count(e.seq))
            terrains << QString::fromStdString(
                e.data["request"]["defenders"][0].value("terrain", std::string()));
    QCOMPARE(terrains, QStringList({QStringLiteral("clear"), QStringLiteral("chateau")}));
}

// NLB 5.6: on a map game the keyboard panel takes the terrain from the map; a terrain chosen
// against the map is said before Enter, and fought only as the referee's override, with his
// reason, journaled.
void TestMainWindow::nlb56OnAMapTheKeyboardPanelTakesTheTerrainFromTheMap()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("terrain.jsonl"), "nlb-demo").ok());
    QVERIFY(m_session->act({{"action", "next"}}).ok());
    QVERIFY(m_session->act({{"action", "next"}}).ok()); // French Combat
    openWindow();
    auto *preview = m_window->combatPanel()->findChild<QLabel *>(QStringLiteral("preview"));
    auto *error = m_window->combatPanel()->findChild<QLabel *>(QStringLiteral("error"));
    const auto combats = [&] {
        int n = 0;
        for (const umpire::JournalEvent &e : m_session->game().journal().digests())
            n += e.kind == umpire::crt::kinds::CombatResolved;
        return n;
    };
    Keyboard keys;
    auto typeCombat = [&](const char *attacker, const char *defender, const char *terrain) {
        QApplication::setActiveWindow(m_window.get()); // again, after a dialog
        QTest::keyClick(m_window.get(), Qt::Key_F2);
        keys.type(attacker);
        keys.press(Qt::Key_Tab);
        keys.type(defender);
        keys.press(Qt::Key_Tab);
        keys.type(terrain);
    };
    // Jagow in his chateau, typed as in the clear: said before the die.
    typeCombat("Vichery", "Jagow", "c");
    QVERIFY2(preview->text().contains(QStringLiteral("Jagow is in Chateau (0408) on the map, "
                                                     "not Clear")),
             qPrintable(preview->text()));
    // Steinmetz in the clear, typed as in a town: without a reason nothing is fought.
    typeCombat("Habert", "Steinmetz", "t");
    QVERIFY2(preview->text().contains(QStringLiteral("Steinmetz is in Clear (0707) on the map, "
                                                     "not Town")) &&
                 preview->text().contains(QStringLiteral("override")),
             qPrintable(preview->text()));
    keys.press(Qt::Key_Tab);
    keys.type("1");
    {
        Answers answers;
        answers.dialog(QString()); // no reason given
        keys.press(Qt::Key_Return);
        QVERIFY(answers.done());
    }
    QCOMPARE(combats(), 0);
    QVERIFY2(error->isVisible() && error->text().contains(QStringLiteral("Not fought")),
             qPrintable(error->text()));
    // With the referee's reason it is fought so, the reason journaled and shown as a step.
    QApplication::setActiveWindow(m_window.get());
    m_window->combatPanel()->findChild<QLineEdit *>(QStringLiteral("die"))->setFocus();
    {
        Answers answers;
        answers.dialog(QStringLiteral("the counter stood in Ligny"));
        keys.press(Qt::Key_Return);
        QVERIFY(answers.done());
    }
    QCOMPARE(combats(), 1);
    umpire::Result<umpire::JournalEvent> combat =
        m_session->game().journal().readEvent(m_session->game().journal().lastSeq());
    QVERIFY(combat.ok());
    QCOMPARE(combat->data["request"].value("override", std::string()),
             std::string("the counter stood in Ligny"));
    QCOMPARE(combat->data["outcome"].value("defence", 0), 10); // the town doubles him
    auto *steps = m_window->combatPanel()->findChild<QTreeWidget *>(QStringLiteral("steps"));
    QVERIFY(steps && steps->topLevelItemCount() > 0);
    QVERIFY2(steps->topLevelItem(0)->text(1).contains(QStringLiteral("the counter stood in Ligny")),
             qPrintable(steps->topLevelItem(0)->text(1)));
    // From the map, no question: Vichery against Jagow is read with his chateau.
    QVERIFY(m_session
                ->act({{"action", "apply"},
                       {"combat", combat->seq},
                       {"kind", "retreat"},
                       {"units", {"Steinmetz"}},
                       {"to", "0807"}})
                .ok());
    typeCombat("Vichery", "Jagow", ""); // "from the map", as F2 leaves it
    QVERIFY2(!preview->text().contains(QStringLiteral("Against the map")) &&
                 preview->text().contains(QStringLiteral("5 against 12")),
             qPrintable(preview->text()));
}

// The result on screen is always the game's last combat: an undo (Ctrl+Z), a
// new combat (F2) and a new game (Ctrl+D) each take the previous result and its buttons away.
void TestMainWindow::noStaleResultAfterUndoNewCombatOrNewGame()
{
    umpire::crt::GameSetup setup;
    setup.title = "Stale";
    setup.sides = json::array({{{"name", "French"}}, {{"name", "Prussian"}}});
    setup.orderOfBattle = json::array({{{"id", "Ney"}, {"side", "French"}, {"strength", 6}},
                                       {{"id", "Pirch"}, {"side", "Prussian"}, {"strength", 1}},
                                       {{"id", "Jagow"}, {"side", "Prussian"}, {"strength", 1}},
                                       {{"id", "Zieten"}, {"side", "Prussian"}, {"strength", 1}}});
    QVERIFY(m_session->create(newJournalPath("stale.jsonl"), "nlb", setup).ok());
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    Keyboard keys;
    auto fight = [&](const QString &defender) {
        QTest::keyClick(m_window.get(), Qt::Key_F2);
        keys.type("Ney");
        keys.press(Qt::Key_Tab);
        keys.type(defender);
        keys.press(Qt::Key_Tab);
        keys.press(Qt::Key_Tab);
        keys.type("6");
        keys.press(Qt::Key_Return);
    };
    auto shown = [&] { return combat->resultText(); };
    auto buttons = [&] {
        return combat->findChild<QWidget *>(QStringLiteral("apply"))
            ->findChildren<QAbstractButton *>()
            .size();
    };
    fight(QStringLiteral("Pirch")); // 6-1, die 6: De, Pirch to eliminate
    QVERIFY(!shown().isEmpty());
    QVERIFY(buttons() > 0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier); // undo
    QVERIFY2(shown().isEmpty(), qPrintable(shown()));
    QCOMPARE(buttons(), 0);
    fight(QStringLiteral("Jagow"));
    QVERIFY(!shown().isEmpty());
    QTest::keyClick(m_window.get(), Qt::Key_F2); // a new combat
    QVERIFY2(shown().isEmpty(), qPrintable(shown()));
    QCOMPARE(buttons(), 0);
    fight(QStringLiteral("Zieten"));
    QVERIFY(!shown().isEmpty());
    QTest::keyClick(m_window.get(), Qt::Key_D, Qt::ControlModifier); // a new demonstration
    QVERIFY2(shown().isEmpty(), qPrintable(shown()));
    QCOMPARE(buttons(), 0);
}

// NLB 7.1: F5 with attacks still owed is refused; the refusal, with the rule and how the referee
// may end the phase anyway, is shown whole on a laptop's screen, and goes once the game moves on.
void TestMainWindow::aRefusalIsShownWholeOnALaptopScreen()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("refusal.jsonl"), "nlb-demo").ok());
    openWindow();
    m_window->resize(1366, 768);
    QVERIFY(umpire::test::next(*m_session).ok()); // French Movement
    QVERIFY(umpire::test::next(*m_session)
                .ok()); // French Combat: every French unit in contact must attack
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    auto *notice = m_window->findChild<QLabel *>(QStringLiteral("notice"));
    QVERIFY(notice);
    QTRY_VERIFY(notice->isVisible());
    QVERIFY2(notice->text().contains(QStringLiteral("NLB 7.1")) &&
                 notice->text().contains(QStringLiteral("override")),
             qPrintable(notice->text()));
    // Every line of it on the screen: its height holds its wrapped text.
    QVERIFY2(notice->height() >= notice->heightForWidth(notice->width()),
             qPrintable(QStringLiteral("%1 < %2")
                            .arg(notice->height())
                            .arg(notice->heightForWidth(notice->width()))));
    QVERIFY(m_window->rect().contains(notice->geometry()));
    // The game moves on (the referee overrides): the refusal no longer holds.
    QVERIFY(m_session->act({{"action", "next"}, {"override", "the table agrees"}}).ok());
    QVERIFY(!notice->isVisible());
}

// NLB 7.4: a result's buttons say what they will do ("Retreat Pirch to 0208"), never what is
// not done yet ("Pirch retreated"); a step that works a total out shows the total alone, no arrow
// from nothing.
void TestMainWindow::resultButtonsSayWhatTheyWillDo()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("buttons.jsonl"), "nlb-demo").ok());
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("Lefol Habert Vichery"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")),
                     QStringLiteral("Jurgass"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("6"));
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    QVERIFY(!combat->resultText().isEmpty());
    const QList<QAbstractButton *> buttons =
        combat->findChild<QWidget *>(QStringLiteral("apply"))->findChildren<QAbstractButton *>();
    QVERIFY(!buttons.isEmpty());
    for (QAbstractButton *b : buttons)
        QVERIFY2(!b->text().contains(QStringLiteral("retreated")) &&
                     !b->text().contains(QStringLiteral("advanced")),
                 qPrintable(b->text()));
    auto *steps = combat->findChild<QTreeWidget *>(QStringLiteral("steps"));
    QVERIFY(steps && steps->topLevelItemCount() > 0);
    for (int i = 0; i < steps->topLevelItemCount(); ++i)
        QVERIFY2(
            !steps->topLevelItem(i)->text(2).startsWith(QStringLiteral("→")) &&
                !steps->topLevelItem(i)->text(2).startsWith(QStringLiteral(" →")),
            qPrintable(steps->topLevelItem(i)->text(1) + ": " + steps->topLevelItem(i)->text(2)));
}

// NLB 7.4: an Ar of two attackers is carried out unit by unit; once one has retreated, the line
// of what is left names the other alone.
void TestMainWindow::nlb74AnObligationNamesOnlyTheUnitsLeftToCarryItOut()
{
    umpire::crt::GameSetup setup;
    setup.sides = json::array({{{"name", "French"}}, {{"name", "Prussian"}}});
    setup.orderOfBattle =
        json::array({{{"id", "Habert"}, {"side", "French"}, {"strength", 2}},
                     {{"id", "Lefol"}, {"side", "French"}, {"strength", 2}},
                     {{"id", "Steinmetz"}, {"side", "Prussian"}, {"strength", 5}}});
    QVERIFY(m_session->create(newJournalPath("left.jsonl"), "nlb", setup).ok());
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    combat->startNew();
    QTest::keyClicks(combat->attackField(), QStringLiteral("Habert Lefol"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("defend")),
                     QStringLiteral("Steinmetz"));
    QTest::keyClicks(combat->findChild<QLineEdit *>(QStringLiteral("die")), QStringLiteral("2"));
    QTest::keyClick(combat->attackField(), Qt::Key_Return);
    QCOMPARE(combat->resultText(), QStringLiteral("Ar")); // 4 against 5, 1-2
    auto lines = [combat] {
        QStringList out;
        for (QLabel *l :
             combat->findChild<QWidget *>(QStringLiteral("apply"))->findChildren<QLabel *>())
            out << l->text();
        return out.join(QLatin1Char('\n'));
    };
    QVERIFY2(lines().contains(QStringLiteral("Habert, Lefol must retreat")), qPrintable(lines()));
    QAbstractButton *habert = nullptr;
    for (QAbstractButton *b :
         combat->findChild<QWidget *>(QStringLiteral("apply"))->findChildren<QAbstractButton *>())
        if (b->text() == QStringLiteral("Retreat Habert"))
            habert = b;
    QVERIFY(habert);
    habert->click();
    QTRY_VERIFY2(lines().contains(QStringLiteral("Lefol must retreat")) &&
                     !lines().contains(QStringLiteral("Habert")),
                 qPrintable(lines()));
}

// NLB 7.4: "If no hex is open to retreat into, the unit is eliminated": after a
// Dr the referee clicks the button that eliminates the defender, and its army's casualties and
// demoralization follow (NLB 11.2: the Prussians' level of 2 reached).
void TestMainWindow::aUnitThatCannotRetreatIsEliminatedFromTheApp()
{
    umpire::crt::GameSetup setup;
    setup.title = "No way back";
    setup.sides =
        json::array({{{"name", "French"}}, {{"name", "Prussian"}, {"demoralization", 2}}});
    setup.orderOfBattle = json::array({{{"id", "Ney"}, {"side", "French"}, {"strength", 6}},
                                       {{"id", "Pirch"}, {"side", "Prussian"}, {"strength", 2}}});
    QVERIFY(m_session->create(newJournalPath("noway.jsonl"), "nlb", setup).ok());
    openWindow();
    CombatPanel *combat = m_window->combatPanel();
    Keyboard keys;
    QTest::keyClick(m_window.get(), Qt::Key_F2);
    keys.type("Ney");
    keys.press(Qt::Key_Tab);
    keys.type("Pirch");
    keys.press(Qt::Key_Tab);
    keys.press(Qt::Key_Tab);
    keys.type("3");
    keys.press(Qt::Key_Return);
    QCOMPARE(combat->resultText(), QStringLiteral("Dr")); // 6 against 2, 3-1, die 3
    QAbstractButton *eliminate = nullptr;
    for (QAbstractButton *b :
         combat->findChild<QWidget *>(QStringLiteral("apply"))->findChildren<QAbstractButton *>())
        if (b->text() == QStringLiteral("Pirch cannot retreat: eliminate"))
            eliminate = b;
    QVERIFY(eliminate);
    QTest::mouseClick(eliminate, Qt::LeftButton);
    const umpire::crt::SideState *prussian = m_session->state().side("Prussian");
    QCOMPARE(prussian->casualties, 2);
    QVERIFY(prussian->demoralized);
    QCOMPARE(m_session->state().units.at("Pirch").status,
             umpire::crt::UnitState::Status::Eliminated);
    auto *panel = m_window->findChild<QWidget *>(QStringLiteral("side-Prussian"));
    QVERIFY(panel);
    bool shown = false;
    for (QLabel *label : panel->findChildren<QLabel *>())
        shown |= label->text().contains(QStringLiteral("DEMORALIZED"));
    QVERIFY(shown);
}

// The referee edits the game from a unit of the armies panel (NLB 7.4: eliminated
// by the Menu key on its row, and the casualties and demoralization follow; rallied by a
// right-click), reduces another, and changes a side's victory points from its block; each is a
// journal event.
void TestMainWindow::theArmiesPanelEditsAUnitAndASide()
{
    umpire::crt::GameSetup setup;
    setup.title = "By hand";
    setup.sides =
        json::array({{{"name", "French"}}, {{"name", "Prussian"}, {"demoralization", 2}}});
    setup.orderOfBattle = json::array({{{"id", "Ney"}, {"side", "French"}, {"strength", 6}},
                                       {{"id", "Pirch"}, {"side", "Prussian"}, {"strength", 2}}});
    QVERIFY(m_session->create(newJournalPath("byhand.jsonl"), "nlb", setup).ok());
    openWindow();
    auto unitList = [this](const char *side) {
        QWidget *block = m_window->findChild<QWidget *>(QStringLiteral("side-") + side);
        QTreeWidget *list = block ? block->findChild<QTreeWidget *>() : nullptr;
        if (!list && block) { // listed on asking
            QTest::mouseClick(block->findChild<QToolButton *>(QStringLiteral("showUnits")),
                              Qt::LeftButton);
            QCoreApplication::processEvents();
            block = m_window->findChild<QWidget *>(QStringLiteral("side-") + side);
            list = block->findChild<QTreeWidget *>();
        }
        return list;
    };
    QTreeWidget *prussians = unitList("Prussian");
    QVERIFY(prussians);
    QCOMPARE(prussians->topLevelItem(0)->text(0), QStringLiteral("Pirch"));
    prussians->setFocus();
    {
        Answers answers;
        answers.menu(QStringLiteral("Eliminate Pirch"));
        contextMenu(prussians->viewport(), {}, true); // the Menu key, on the current row
        QVERIFY2(answers.done(),
                 qPrintable(answers.missing() + " in " + answers.offered.join('|')));
        QVERIFY(answers.offered.contains(QStringLiteral("Reduce Pirch (strength 2)…")));
    }
    QCOMPARE(m_session->state().units.at("Pirch").status,
             umpire::crt::UnitState::Status::Eliminated);
    QCOMPARE(m_session->state().side("Prussian")->casualties, 2);
    QCoreApplication::processEvents(); // the panel is rebuilt after the event
    QWidget *block = m_window->findChild<QWidget *>(QStringLiteral("side-Prussian"));
    QCOMPARE(block->findChild<QLabel *>(QStringLiteral("status"))->text(),
             QStringLiteral("DEMORALIZED"));
    prussians = unitList("Prussian"); // still listed
    QVERIFY(prussians);
    QCOMPARE(prussians->topLevelItem(0)->text(2), QStringLiteral("eliminated"));
    {
        Answers answers;
        answers.menu(QStringLiteral("Rally Pirch"));
        contextMenu(prussians->viewport(),
                    prussians->visualItemRect(prussians->topLevelItem(0)).center());
        QVERIFY2(answers.done(),
                 qPrintable(answers.missing() + " in " + answers.offered.join('|')));
    }
    QCOMPARE(m_session->state().side("Prussian")->casualties, 0);
    QVERIFY(!m_session->state().side("Prussian")->demoralized);
    // Reduce asks the new strength.
    QCoreApplication::processEvents();
    QTreeWidget *french = unitList("French");
    QVERIFY(french);
    {
        Answers answers;
        answers.menu(QStringLiteral("Reduce Ney")).dialog(QStringLiteral("4"));
        contextMenu(french->viewport(), french->visualItemRect(french->topLevelItem(0)).center());
        QVERIFY2(answers.done(),
                 qPrintable(answers.missing() + " in " + answers.offered.join('|')));
    }
    QCOMPARE(m_session->state().units.at("Ney").strength, 4);
    // The side's victory points, from its block.
    QCoreApplication::processEvents();
    {
        Answers answers;
        answers.menu(QStringLiteral("Change French's victory points (now 0)")).dialog("3");
        QWidget *frenchBlock = m_window->findChild<QWidget *>(QStringLiteral("side-French"));
        contextMenu(frenchBlock, {5, 5});
        QVERIFY2(answers.done(),
                 qPrintable(answers.missing() + " in " + answers.offered.join('|')));
    }
    QCOMPARE(m_session->state().side("French")->points, 3);
    std::vector<umpire::EventKind> kinds;
    for (const umpire::JournalEvent &d : m_session->game().journal().digests())
        kinds.push_back(d.kind);
    const std::vector<umpire::EventKind> last(kinds.end() - 4, kinds.end());
    QCOMPARE(last, (std::vector<umpire::EventKind>{
                       umpire::crt::kinds::UnitEliminated, umpire::crt::kinds::UnitRallied,
                       umpire::crt::kinds::UnitReduced, umpire::crt::kinds::PointsChanged}));
    // Each is undone like any action.
    QApplication::setActiveWindow(m_window.get()); // back from the dialog
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_session->state().side("French")->points, 0);
}

// A right-click on a counter of the map offers its unit's edits; the log's row of
// an event offers the edits of the units it names.
void TestMainWindow::theMapAndTheLogEditTheirUnits()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("mapedit.jsonl"), "nlb-demo").ok());
    openWindow();
    MapView *view = m_window->mapBoard()->view();
    const umpire::Hex jagow =
        *m_session->game().map()->grid().parseId(m_session->state().units.at("Jagow").hex);
    {
        Answers answers;
        answers.menu(QStringLiteral("Eliminate Jagow"));
        contextMenu(view, view->centreOf(jagow).toPoint());
        QVERIFY2(answers.done(),
                 qPrintable(answers.missing() + " in " + answers.offered.join('|')));
    }
    QCOMPARE(m_session->state().units.at("Jagow").status,
             umpire::crt::UnitState::Status::Eliminated);
    QVERIFY(m_session->state().units.at("Jagow").hex.empty());
    // The log's last row is the elimination: its menu rallies Jagow.
    QTableView *log = m_window->findChild<QTableView *>(QStringLiteral("logTable"));
    QVERIFY(log);
    const QModelIndex last = log->model()->index(log->model()->rowCount() - 1, 0);
    log->setCurrentIndex(last);
    {
        Answers answers;
        answers.menu(QStringLiteral("Rally Jagow"));
        contextMenu(log->viewport(), log->visualRect(last).center());
        QVERIFY2(answers.done(),
                 qPrintable(answers.missing() + " in " + answers.offered.join('|')));
        QVERIFY(answers.offered.contains(QStringLiteral("Jagow: eliminated")));
    }
    QCOMPARE(m_session->state().units.at("Jagow").status, umpire::crt::UnitState::Status::OnMap);
}

void TestMainWindow::aCombatFitsThreeScreens_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("onMap");
    QTest::addColumn<bool>("french");
    for (const QSize size : {QSize(1366, 768), QSize(1600, 1000), QSize(1920, 1080)}) {
        const QByteArray name =
            QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height());
        QTest::newRow(name + " on the map") << size << true << false;
        QTest::newRow(name + " without a map") << size << false << false;
    }
    // French words are longer.
    QTest::newRow("1366x768 on the map, in French") << QSize(1366, 768) << true << true;
    QTest::newRow("1366x768 without a map, in French") << QSize(1366, 768) << false << true;
}

// At 1366x768, 1600x1000 and 1920x1080 a combat typed as the README says shows
// its whole result, nothing laid over anything, no text cut, and the window does not grow.
void TestMainWindow::aCombatFitsThreeScreens()
{
    QFETCH(QSize, size);
    QFETCH(bool, onMap);
    QFETCH(bool, french);
    QTranslator translator;
    if (french) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/umpire_fr.qm")));
        QCoreApplication::installTranslator(&translator);
    }
    auto removeTranslator =
        qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    if (onMap) {
        QVERIFY(m_session->createFromScenario(newJournalPath("fits.jsonl"), "nlb-demo").ok());
        QVERIFY(m_session->act({{"action", "next"}}).ok());
        QVERIFY(m_session->act({{"action", "next"}, {"override", "no move"}}).ok());
    } else {
        umpire::crt::GameSetup setup;
        setup.sides = json::array({{{"name", "French"}}, {{"name", "Prussian"}}});
        setup.orderOfBattle =
            json::array({{{"id", "Habert"}, {"side", "French"}, {"strength", 6}},
                         {{"id", "Steinmetz"}, {"side", "Prussian"}, {"strength", 5}}});
        QVERIFY(m_session->create(newJournalPath("fits.jsonl"), "nlb", setup).ok());
    }
    openWindow();
    m_window->resize(size);
    QTest::qWait(50);
    const QSize before = m_window->size();
    QCOMPARE(before, size);
    Keyboard keys;
    QTest::keyClick(m_window.get(), Qt::Key_F2);
    keys.type("Habert");
    keys.press(Qt::Key_Tab);
    keys.type("Steinmetz");
    keys.press(Qt::Key_Tab);
    keys.press(Qt::Key_Tab);
    keys.type("4");
    keys.press(Qt::Key_Return);
    QVERIFY(!m_window->combatPanel()->resultText().isEmpty());
    QTest::qWait(50); // laid out, and scrolled to the result
    QCOMPARE(m_window->size(), before);
    QWidget *code = m_window->findChild<QWidget *>(QStringLiteral("resultCode"));
    QVERIFY(umpire::test::wholeInView(code));
    QVERIFY(
        umpire::test::wholeInView(m_window->findChild<QWidget *>(QStringLiteral("resultName"))));
    const QStringList over = umpire::test::overlaps(m_window->combatPanel());
    QVERIFY2(over.isEmpty(), qPrintable(over.join(QStringLiteral("; "))));
    const QStringList cut = umpire::test::cutTexts(m_window.get());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
}

// A game without a turn record shows "Turn 1", not "Turn 1 · turn 1"; the
// demonstration's record gives "Turn 1 · 2 PM", and in its Game Turn Record Interphase the next
// step is "turn 2 · 3 PM"; the player's phase reads in French word order.
void TestMainWindow::theTurnAndPhaseReadInEachLanguage()
{
    umpire::crt::GameSetup setup;
    setup.sides = json::array({{{"name", "French"}}, {{"name", "Prussian"}}});
    QVERIFY(m_session->create(newJournalPath("turns.jsonl"), "nlb", setup).ok());
    openWindow();
    QTest::keyClick(m_window.get(), Qt::Key_F5); // the first turn, the French Movement Phase
    auto shown = [this](const char *name) {
        return m_window->findChild<QWidget *>(QStringLiteral("turnTrack"))
            ->findChild<QLabel *>(name)
            ->text();
    };
    QCOMPARE(shown("turn"), QStringLiteral("Turn 1"));
    QCOMPARE(shown("phase"), QStringLiteral("French Movement"));
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    QCoreApplication::installTranslator(&french);
    QVERIFY(m_session->act({{"action", "next"}}).ok()); // shown again, in French
    const QString phase = shown("phase");
    const QString next = shown("next");
    QCoreApplication::removeTranslator(&french);
    QVERIFY2(phase.startsWith(QStringLiteral("Combat")) &&
                 phase.contains(QStringLiteral("Français")),
             qPrintable(phase));
    QVERIFY2(!next.contains(QStringLiteral("Alliés Mouvement")), qPrintable(next));
    m_window.reset();
    QVERIFY(m_session->createFromScenario(newJournalPath("record.jsonl"), "nlb-demo").ok());
    openWindow();
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    QCOMPARE(shown("turn"), QStringLiteral("Turn 1 · 2 PM"));
    // The Game Turn Record Interphase: the next is the second turn, not the first.
    while (m_session->state().phase != "Game Turn Record Interphase")
        QVERIFY(m_session->act({{"action", "next"}, {"override", "not this test"}}).ok());
    QCOMPARE(shown("next"), QStringLiteral("Next: turn 2 · 3 PM"));
}

// View > Camera over the table has its key (Ctrl+Shift+C); asked again it
// brings the open window forward rather than opening another; Escape closes it.
void TestMainWindow::theCameraWindowOpensAndClosesByKeys()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("camera.jsonl"), "nlb-demo").ok());
    openWindow();
    QTest::keyClick(m_window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(m_window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QList<QWidget *> cameras = m_window->findChildren<QWidget *>(QStringLiteral("cameraWindow"));
    QCOMPARE(cameras.size(), 1);
    QWidget *camera = cameras.front();
    QVERIFY(camera->isVisible());
    QApplication::setActiveWindow(camera);
    QVERIFY(QTest::qWaitForWindowActive(camera));
    QPointer<QWidget> alive = camera;
    QWidget *focus = camera->focusWidget() ? camera->focusWidget() : camera;
    QTest::keyClick(focus, Qt::Key_Escape);
    QTRY_VERIFY(alive.isNull() || !alive->isVisible());
}

// Game > Combat Results Table shows the NLB stand-in chart; one cell typed, undone and
// redone by keys, "this is my printed chart" ticked and saved: the user's copy is in their
// rule-data folder (the shipped file untouched), and a new game's combat no longer reports the
// chart as unverified.
void TestMainWindow::theUsersPrintedChartReplacesTheStandIn()
{
    QTemporaryDir home;
    const QByteArray oldData = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", home.path().toUtf8());
    auto restore = qScopeGuard([&oldData] { qputenv("XDG_DATA_HOME", oldData); });
    const std::filesystem::path user = umpire::userRuleDataDir();
    QVERIFY(QString::fromStdString(user.string()).startsWith(home.path()));
    m_session = std::make_unique<GameSession>(
        umpire::crt::RulesetLibrary({user, std::filesystem::path(UMPIRE_RULESDATA_DIR)}));
    QVERIFY(m_session->createFromScenario(newJournalPath("chart.jsonl"), "nlb-demo").ok());
    openWindow();
    m_window->findChild<QAction *>(QStringLiteral("crtEditorAction"))->trigger();
    auto *editor = m_window->findChild<CrtEditor *>(QStringLiteral("crtEditor"));
    QVERIFY(editor);
    QApplication::setActiveWindow(editor);
    QVERIFY(QTest::qWaitForWindowActive(editor));
    QTableWidget *chart = editor->table();
    const int column = chart->columnCount() - 1; // 6-1
    QCOMPARE(chart->horizontalHeaderItem(column)->text(), QStringLiteral("6-1"));
    const QString before = chart->item(5, column)->text();
    const QString typed =
        before == QLatin1String("De") ? QStringLiteral("Ex") : QStringLiteral("De");
    chart->setFocus();
    chart->setCurrentCell(5, column);
    QTest::keyClicks(chart, typed.left(1)); // starts editing the cell
    QTest::keyClicks(QApplication::focusWidget(), typed.mid(1));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCoreApplication::processEvents(); // the cell is written once the editor closes
    QCOMPARE(chart->item(5, column)->text(), typed);
    QTest::keyClick(chart, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(chart->item(5, column)->text(), before);
    QTest::keyClick(chart, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(chart->item(5, column)->text(), typed);
    QCOMPARE(editor->undoStack()->count(), 1);
    QTest::mouseClick(editor->findChild<QCheckBox *>(QStringLiteral("printedChart")),
                      Qt::LeftButton);
    QVERIFY(editor->save());
    const QString saved = QString::fromStdString((user / "nlb.json").string());
    QCOMPARE(editor->savedPath(), saved);
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const json written = json::parse(file.readAll().toStdString());
    QCOMPARE(written["crt"]["verified"], json(true));
    QCOMPARE(written["crt"]["columns"]["6-1"][5], json(typed.toStdString()));
    // The shipped file is untouched.
    QFile shipped(QStringLiteral(UMPIRE_RULESDATA_DIR "/nlb.json"));
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    QCOMPARE(json::parse(shipped.readAll().toStdString())["crt"]["verified"], json(false));
    // A new game reads the user's chart: its combat reports no unverified chart.
    QVERIFY(m_session->createFromScenario(newJournalPath("chart2.jsonl"), "nlb-demo").ok());
    umpire::Result<umpire::crt::CombatOutcome> outcome =
        m_session->preview({{"ruleset", "nlb"},
                            {"attackers", {{{"strength", 6}}}},
                            {"defenders", {{{"strength", 1}}}},
                            {"die", 6}});
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : outcome.error().message.c_str());
    QCOMPARE(outcome->result, typed.toStdString()); // the cell typed, read
    for (const umpire::UnverifiedUse &u : outcome->explanation.unverified)
        QVERIFY2(u.item.find("crt") == std::string::npos, u.item.c_str());
    QCOMPARE(outcome->column, std::string("6-1"));
    m_window.reset();
}

// The chart editor marks a changed cell (bold on blue, and the title), pastes a block of results
// from a spreadsheet saying how many, asks Save / Discard / Cancel when Escape would drop changes,
// says where Save wrote the chart, and refuses a pasted code the chart does not have.
void TestMainWindow::theChartEditorMarksChangesPastesAndAsksBeforeDroppingThem()
{
    umpire::test::UserDataHome home;
    QVERIFY(home.isValid());
    QTranslator english; // its plural forms, as the app installs them: "4 cells pasted"
    QVERIFY(english.load(QStringLiteral(":/i18n/umpire_en.qm")));
    QCoreApplication::installTranslator(&english);
    auto uninstall = qScopeGuard([&english] { QCoreApplication::removeTranslator(&english); });
    m_session = std::make_unique<GameSession>(home.library());
    QVERIFY(m_session->createFromScenario(newJournalPath("chart.jsonl"), "naw-waterloo").ok());
    openWindow();
    m_window->findChild<QAction *>(QStringLiteral("crtEditorAction"))->trigger();
    QPointer<CrtEditor> editor = m_window->findChild<CrtEditor *>(QStringLiteral("crtEditor"));
    QVERIFY(editor);
    QApplication::setActiveWindow(editor);
    QVERIFY(QTest::qWaitForWindowActive(editor));
    QTableWidget *chart = editor->table();
    QCOMPARE(chart->horizontalHeaderItem(0)->text(), QStringLiteral("1-5"));
    QVERIFY(!editor->isWindowModified());
    // NAW CRT, 1-5 and 1-4 on dice 1 and 2: Ae Ae / Ar Ae as printed; pasted as Dr Dr / Dr Dr.
    chart->setCurrentCell(0, 0);
    umpire::test::MessageBoxAnswers boxes;
    QVERIFY2(editor->pasteCells(QStringLiteral("dr\tDr\nDr\tdr\n")),
             qPrintable(editor->lastError()));
    QVERIFY2(editor->status().startsWith(QStringLiteral("4 cells pasted, 4 of them changed")),
             qPrintable(editor->status()));
    QCOMPARE(chart->item(1, 1)->text(), QStringLiteral("Dr"));
    QVERIFY(umpire::test::markedChanged(chart->item(1, 1)));
    QVERIFY(!umpire::test::markedChanged(chart->item(2, 2)));
    QVERIFY(editor->isWindowModified());
    // One step: undone, the cells are the file's again.
    QTest::keyClick(chart, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(chart->item(1, 1)->text(), QStringLiteral("Ae"));
    QVERIFY(!umpire::test::markedChanged(chart->item(1, 1)));
    QVERIFY(!editor->isWindowModified());
    // A code the chart does not have refuses the paste, naming the cell.
    QVERIFY(!editor->pasteCells(QStringLiteral("Dr\tXx\n")));
    QVERIFY2(editor->lastError().contains(QStringLiteral("1-4, die 1")) &&
                 editor->lastError().contains(QStringLiteral("Xx")),
             qPrintable(editor->lastError()));
    QCOMPARE(chart->item(0, 0)->text(), QStringLiteral("Ae"));
    QApplication::setActiveWindow(editor); // back from the refusal's message box
    QVERIFY(QTest::qWaitForWindowActive(editor));
    QTest::keyClick(chart, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(editor->isWindowModified());
    // Escape asks; Cancel goes on editing.
    boxes.answerWith(QMessageBox::Cancel);
    boxes.names.clear();
    QTest::keyClick(chart, Qt::Key_Escape);
    QTRY_VERIFY(boxes.names.contains(QStringLiteral("unsavedChanges")));
    QVERIFY(editor && editor->isVisible());
    // Saved: the status says where, and nothing is marked any more.
    QVERIFY(editor->save());
    const QString saved = QString::fromStdString((home.ruleData() / "naw.json").string());
    QVERIFY2(editor->status().contains(QDir::toNativeSeparators(saved)),
             qPrintable(editor->status()));
    QVERIFY(!umpire::test::markedChanged(chart->item(1, 1)));
    QVERIFY(!editor->isWindowModified());
    // A change discarded on Escape is not written.
    umpire::test::typeIntoCell(chart, 5, 0, QStringLiteral("Ex"));
    QVERIFY(editor->isWindowModified());
    boxes.answerWith(QMessageBox::Discard);
    QTest::keyClick(chart, Qt::Key_Escape);
    QTRY_VERIFY(editor.isNull() || !editor->isVisible());
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const json written = json::parse(file.readAll().toStdString());
    QCOMPARE(written["crt"]["columns"]["1-4"][1], json("Dr"));
    QCOMPARE(written["crt"]["columns"]["1-5"][5], json("Ae"));
    m_window.reset();
    m_session.reset();
}

// Each Ctrl+D starts a new demonstration, and only the newest few are kept.
void TestMainWindow::demonstrationsDoNotPileUp()
{
    openWindow();
    for (int i = 0; i < GameSession::keptDemos + 2; ++i)
        QTest::keyClick(m_window.get(), Qt::Key_D, Qt::ControlModifier);
    const QStringList demos =
        QDir(GameSession::gamesFolder()).entryList({QStringLiteral("demo-*.jsonl")}, QDir::Files);
    QCOMPARE(demos.size(), GameSession::keptDemos);
    QVERIFY(demos.contains(QFileInfo(m_session->path()).fileName())); // the open one is kept
    QVERIFY(m_session->hasGame());
}

// New game without a scenario says what the game starts with and how to set
// one up (the command that makes its journal), where a scenario gives everything.
void TestMainWindow::aNewGameWithoutAScenarioSaysHowToSetItUp()
{
    openWindow();
    NewGameDialog dialog(m_session.get(), QStringLiteral("nlb"), m_window.get());
    dialog.show();
    auto *scenario = dialog.findChild<QComboBox *>(QStringLiteral("scenario"));
    auto *note = dialog.findChild<QLabel *>(QStringLiteral("note"));
    QVERIFY(scenario && note);
    QVERIFY(!scenario->currentData().toString().isEmpty()); // a scenario first
    QVERIFY(!note->text().contains(QStringLiteral("umpire-cli")));
    scenario->setFocus();
    QTest::keyClick(scenario, Qt::Key_Home); // "none"
    QVERIFY(scenario->currentData().toString().isEmpty());
    QVERIFY2(note->text().contains(QStringLiteral("no units")) &&
                 note->text().contains(QStringLiteral("umpire-cli journal new FILE --ruleset nlb")),
             qPrintable(note->text()));
}

// No label shows a literal "&" ("&Journal file").
void TestMainWindow::everyMnemonicGoesToItsField()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("labels.jsonl"), "nlb-demo").ok());
    openWindow();
    QStringList bare = umpire::test::mnemonicsWithoutField(m_window.get());
    NewGameDialog dialog(m_session.get(), QStringLiteral("nlb"), m_window.get());
    bare << umpire::test::mnemonicsWithoutField(&dialog);
    QVERIFY2(bare.isEmpty(), qPrintable(bare.join(QStringLiteral(" | "))));
}

// In English, as the app installs it, "1 event" and "2 events" (never "1
// events" nor "event(s)"); every plural phrase has its English forms.
void TestMainWindow::englishPluralsReadRight()
{
    QTranslator english;
    QVERIFY(english.load(QStringLiteral(":/i18n/umpire_en.qm")));
    QCoreApplication::installTranslator(&english);
    auto removeTranslator =
        qScopeGuard([&english] { QCoreApplication::removeTranslator(&english); });
    QVERIFY(m_session->createFromScenario(newJournalPath("plurals.jsonl"), "nlb-demo").ok());
    openWindow();
    auto status = [this] {
        return m_window->findChild<QLabel *>(QStringLiteral("statusText"))->text();
    };
    QVERIFY2(status().contains(QStringLiteral(" · 1 event · ")), qPrintable(status()));
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    QVERIFY2(status().contains(QStringLiteral(" · 2 events · ")), qPrintable(status()));
    QStringList missing;
    const QString ts = QStringLiteral(UMPIRE_SOURCE_DIR "/resources/translations/umpire_en.ts");
    QFile file(ts);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int plurals = 0;
    QString source;
    QStringList forms;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
            forms << xml.readElementText();
        else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            ++plurals;
            if (forms.size() != 2 || forms.contains(QString()) ||
                forms.join(QString()).contains(QStringLiteral("(s)")))
                missing << source;
            forms.clear();
        }
    }
    QVERIFY(plurals >= 10);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(" | "))));
}

// Ctrl+M, the note typed, Tab leaves the text (no tab in it), Ctrl+Enter
// writes it; the spaces around it are not kept.
void TestMainWindow::aNoteByKeyboardAlone()
{
    QVERIFY(m_session->createFromScenario(newJournalPath("note.jsonl"), "nlb-demo").ok());
    openWindow();
    QString typedInto, tabbedTo;
    QTimer poll; // until the dialog is up and has the keyboard
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || !dialog->isActiveWindow())
            return;
        poll.stop();
        auto *field = dialog->findChild<QPlainTextEdit *>(QStringLiteral("noteText"));
        if (!field) {
            dialog->close();
            return;
        }
        typedInto = dialog->focusWidget() ? dialog->focusWidget()->objectName() : QString();
        QTest::keyClicks(field, QStringLiteral("  Ney's horse is lame  "));
        QTest::keyClick(field, Qt::Key_Tab);
        tabbedTo = dialog->focusWidget() == field ? QStringLiteral("the text") : QString();
        QTest::keyClick(dialog->focusWidget() ? dialog->focusWidget() : dialog, Qt::Key_Return,
                        Qt::ControlModifier);
    });
    // Never a hang: whatever is left open is closed after a while.
    QTimer::singleShot(10000, this, [] {
        if (QWidget *left = QApplication::activeModalWidget())
            left->close();
    });
    poll.start();
    QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier);
    QCOMPARE(typedInto, QStringLiteral("noteText")); // the cursor starts in the text
    QVERIFY(tabbedTo.isEmpty());                     // Tab left it
    const umpire::Journal &journal = m_session->game().journal();
    QCOMPARE(journal.digests().back().kind, umpire::EventKind::Note);
    const umpire::Result<umpire::JournalEvent> note = journal.readEvent(journal.lastSeq());
    QVERIFY(note.ok());
    QCOMPARE(note->data.value("text", std::string()), std::string("Ney's horse is lame"));
}

// One table. The demonstration game is played on its map, the map at the
// window's centre (the combat panel in a tab beside the log); a game without a map keeps the
// keyboard combat entry at the centre; the window changes with the game opened.
void TestMainWindow::aGameOnAMapIsPlayedAtItsCentre()
{
    openWindow();
    QVERIFY(m_window->openDemo());
    QVERIFY(m_window->mapCentred());
    QVERIFY(m_window->mapBoard()->isVisible());
    auto *combatTab = m_window->findChild<QWidget *>(QStringLiteral("combatTab"));
    QVERIFY(combatTab && m_window->tabs()->indexOf(combatTab) >= 0);
    // The log is the tab shown; the combat panel is not drawn over it.
    QCOMPARE(m_window->tabs()->currentWidget()->objectName(), QStringLiteral("logView"));
    QVERIFY(!combatTab->isVisible());
    // The board follows the game: its units where the journal puts them.
    QCOMPARE(m_window->mapBoard()->view()->map()->title, m_session->game().map()->title);
    QVERIFY(umpire::test::next(*m_session).ok()); // turn 1, French Movement
    m_window->mapBoard()->selectUnit(QStringLiteral("Milhaud"));
    m_window->mapBoard()->clickHex(*m_session->game().map()->grid().parseId("0305"));
    QCOMPARE(m_session->state().units.at("Milhaud").hex, std::string("0305"));
    // Moved once this phase: the board shows no reach, and says why (NLB 5.1).
    QVERIFY2(m_window->mapBoard()->explanation().startsWith(
                 QStringLiteral("Milhaud may not move now (NLB 5.1)")),
             qPrintable(m_window->mapBoard()->explanation()));
    QVERIFY(m_window->mapBoard()->view()->reachable().empty());
    // F2 still starts a keyboard combat: its tab comes forward.
    m_window->findChild<QTabWidget *>(QStringLiteral("tabs"))->setCurrentIndex(1);
    QTest::keyClick(m_window.get(), Qt::Key_F2);
    QVERIFY(m_window->combatPanel()->isVisible());

    umpire::crt::GameSetup setup;
    setup.title = "No map";
    setup.sides = json::array({{{"name", "French"}}, {{"name", "Prussian"}}});
    setup.orderOfBattle = json::array({{{"id", "A"}, {"side", "French"}, {"strength", 4}},
                                       {{"id", "B"}, {"side", "Prussian"}, {"strength", 2}}});
    QVERIFY(m_session->create(newJournalPath("nomap.jsonl"), "nlb", setup).ok());
    QVERIFY(!m_window->mapCentred());
    QVERIFY(!m_window->mapBoard()->isVisible());
    QCOMPARE(m_window->tabs()->indexOf(combatTab), -1);
    QVERIFY(m_window->combatPanel()->isVisible());
    QVERIFY(m_window->openDemo()); // and back to a map
    QVERIFY(m_window->mapCentred());
    QVERIFY(m_window->mapBoard()->isVisible());
}

// Deliveries 5 and 6: what the camera saw is drawn on the map as the units' moves, by
// the markers the order of battle binds (Milhaud carries 6, Habert 3): legal in green, refused in
// red with its rule; the referee confirms one (the unit's move is journaled) or refuses it
// (nothing is), and the camera stops proposing it.
void TestMainWindow::theCameraProposesMovesOnTheMap()
{
    openWindow();
    QVERIFY(m_window->openDemo());
    QVERIFY(umpire::test::next(*m_session).ok()); // turn 1, French Movement
    MapBoard *board = m_window->mapBoard();
    QSignalSpy handled(board, &MapBoard::cameraChangesHandled);
    board->showCameraChanges(
        {{1, QStringLiteral("moved"), 6, QStringLiteral("0105"), QStringLiteral("0305")},
         {2, QStringLiteral("moved"), 3, QStringLiteral("0706"), QStringLiteral("0605")},
         {3, QStringLiteral("moved"), 99, QStringLiteral("0101"), QStringLiteral("0102")}});
    QListWidget *list = board->proposals();
    QVERIFY(list->isVisible());
    QCOMPARE(list->count(), 3);
    QVERIFY2(list->item(0)->text().startsWith(QStringLiteral("Milhaud 0105 → 0305: legal")),
             qPrintable(list->item(0)->text()));
    // Habert is in Steinmetz's zone of control: he may not leave it (NLB 5.4).
    QVERIFY2(list->item(1)->text().contains(QStringLiteral("REFUSED by NLB 5.4")),
             qPrintable(list->item(1)->text()));
    QVERIFY2(list->item(2)->text().contains(QStringLiteral("not a unit's move")),
             qPrintable(list->item(2)->text()));
    const std::vector<MapArrow> arrows = board->view()->arrows();
    QCOMPARE(arrows.size(), std::size_t(2));
    QVERIFY(arrows[0].legal);
    QVERIFY(!arrows[1].legal);

    const std::size_t events = m_session->game().journal().size();
    QVERIFY(board->confirmProposal(0));
    QCOMPARE(m_session->state().units.at("Milhaud").hex, std::string("0305"));
    QCOMPARE(m_session->game().journal().digests().back().kind, umpire::crt::kinds::UnitMoved);
    QCOMPARE(handled.count(), 1);
    QCOMPARE(handled.at(0).at(0).value<QList<int>>(), QList<int>{1});
    QCOMPARE(list->count(), 2);

    board->refuseProposal(0); // Habert's: nothing is journaled, the counter goes back
    QCOMPARE(m_session->game().journal().size(), events + 1);
    QCOMPARE(m_session->state().units.at("Habert").hex, std::string("0706"));
    QVERIFY2(board->explanation().contains(QStringLiteral("put Habert back in 0706")),
             qPrintable(board->explanation()));
    QCOMPARE(handled.count(), 2);
    QCOMPARE(board->view()->arrows().size(), std::size_t(0));

    // A move the rules refuse, moved anyway: journaled with the referee's reason.
    board->showCameraChanges(
        {{4, QStringLiteral("moved"), 3, QStringLiteral("0706"), QStringLiteral("0605")}});
    QVERIFY(board->confirmProposal(0, QStringLiteral("Steinmetz had already routed")));
    QCOMPARE(m_session->state().units.at("Habert").hex, std::string("0605"));
    const umpire::Result<umpire::JournalEvent> last =
        m_session->game().journal().readEvent(m_session->game().journal().lastSeq());
    QVERIFY(last.ok());
    QCOMPARE(last->data.value("override", std::string()),
             std::string("Steinmetz had already routed"));
}

#include "tst_mainwindow.moc"

// The armies panel shows what Ligny's exclusive rules do to the Prussian levels as the
// French take its hexes, and the victory the journal's events give (the Prussians the instant
// French losses reach 35), as `umpire-cli victory FILE` does.
void TestMainWindow::theArmiesPanelJudgesLignyFromTheJournal()
{
    umpire::crt::RulesetLibrary library = shippedLibrary();
    umpire::Result<umpire::crt::Scenario> ligny = library.findScenario("nlb-ligny");
    QVERIFY(ligny);
    umpire::crt::GameSetup setup = umpire::crt::GameSetup::fromScenario(*ligny);
    setup.sides[1]["demoralization"] = 40;
    setup.orderOfBattle = {{{"id", "Gerard"},
                            {"side", "French"},
                            {"strength", 6},
                            {"type", "infantry"},
                            {"hex", "0921"},
                            {"movement", 4}},
                           {{"id", "Zieten"},
                            {"side", "Prussian"},
                            {"strength", 6},
                            {"type", "infantry"},
                            {"hex", "0103"}}};
    QVERIFY(m_session->create(newJournalPath("ligny.jsonl"), "nlb", setup).ok());
    openWindow();
    auto status = [this] {
        return m_window->findChild<QLabel *>(QStringLiteral("victoryStatus"))->text();
    };
    QCOMPARE(status(), QStringLiteral("Undecided"));
    // No turn record: the referee ends it, and then the Prussians win if the French have not.
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("victoryIfEnded"))
                ->text()
                .contains(QStringLiteral("Prussian")));
    QVERIFY(m_session->act({{"action", "next"}}).ok());
    const auto moved = m_session->act({{"action", "move"}, {"unit", "Gerard"}, {"to", "0922"}});
    QVERIFY2(moved.ok(), moved.ok() ? "" : moved.error().message.c_str());
    auto *prussian = m_window->findChild<QWidget *>(QStringLiteral("side-Prussian"));
    QVERIFY(prussian);
    QVERIFY(prussian->findChild<QLabel *>(QStringLiteral("numbers"))
                ->text()
                .contains(QStringLiteral("demoralized at 37")));
    auto *change = prussian->findChild<QLabel *>(QStringLiteral("levelChange"));
    QVERIFY(change);
    QVERIFY2(change->text().contains(QStringLiteral("-3")) &&
                 change->text().contains(QStringLiteral("Ligny 0922")),
             qPrintable(change->text()));
    QVERIFY(umpire::test::record(*m_session, umpire::crt::kinds::UnitEliminated,
                                 {{"unit", "French losses"}, {"side", "French"}, {"strength", 35}})
                .ok());
    QVERIFY2(status().contains(QStringLiteral("Automatic victory: Prussian")),
             qPrintable(status()));
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("victoryWhy"))
                ->text()
                .contains(QStringLiteral("Ligny exclusive rules")));
}

// NLB 11.0, Campaign Game: a corps an earlier battle left demoralized is shown on its side, until
// the referee journals it un-demoralized.
void TestMainWindow::nlb110TheArmiesPanelShowsACorpsDemoralizedSinceAnEarlierBattle()
{
    umpire::crt::GameSetup setup;
    setup.sides = {{{"name", "French"}, {"demoralization", 30}},
                   {{"name", "Prussian"}, {"demoralization", 30}}};
    setup.orderOfBattle = {
        {{"id", "Pirch"}, {"side", "Prussian"}, {"strength", 4}, {"corps", "II"}},
        {{"id", "Ney"}, {"side", "French"}, {"strength", 4}, {"corps", "I"}}};
    setup.carried = {{"demoralized", {{{"side", "Prussian"}, {"corps", {"II"}}}}}};
    QVERIFY(m_session->create(newJournalPath("wavre.jsonl"), "nlb", setup).ok());
    openWindow();
    auto carried = [this] {
        auto *prussian = m_window->findChild<QWidget *>(QStringLiteral("side-Prussian"));
        return prussian ? prussian->findChild<QLabel *>(QStringLiteral("carriedDemoralization"))
                        : nullptr;
    };
    QVERIFY(carried());
    QVERIFY2(carried()->text().contains(QStringLiteral("corps II")), qPrintable(carried()->text()));
    QVERIFY(!m_window->findChild<QWidget *>(QStringLiteral("side-French"))
                 ->findChild<QLabel *>(QStringLiteral("carriedDemoralization")));
    QVERIFY(umpire::test::record(
                *m_session, umpire::crt::kinds::MoraleRestored,
                {{"side", "Prussian"}, {"corps", "II"}, {"why", "the campaign's rules"}})
                .ok());
    QVERIFY(!carried());
}
