// A battle on the map played as a referee plays it, in the main window, by mouse and keys alone:
// two full game turns of the demonstration, every result carried out from the board, and the
// journal it writes the one the command line writes for the same actions; a Battles of the
// Medieval World turn of a scenario made in the scenario editor (archery, retreats through
// friends, an elimination, reorganization). Also the board as a referee reads it on a laptop and
// a full HD screen: every counter's name and strength, zoom and pan.
#include "combatpanel.h"
#include "crtevents.h"
#include "editortesting.h"
#include "feedback.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "mapboard.h"
#include "mapview.h"
#include "refereeinput.h"
#include "scenarioeditor.h"
#include "settings.h"

#include "game.h"
#include "journal.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

#include <memory>

using nlohmann::json;
using umpire::test::Answers;

namespace {

// The events of a journal file (the header left out), each without what differs between two
// games played alike: when it was written, its checksum, and the seed of the game's own dice
// (never rolled here: every die is the table's).
QList<json> eventsOf(const QString &path)
{
    QList<json> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    bool header = true;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        if (header) {
            header = false;
            continue;
        }
        json event = json::parse(line.toStdString(), nullptr, false);
        event.erase("time");
        event.erase("sum");
        if (event.value("kind", "") == "game.created" && event.contains("data"))
            event["data"].erase("seed");
        out.append(event);
    }
    return out;
}

} // namespace

class TestMapBattle : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void countersAreReadableOnEveryScreen_data();
    void countersAreReadableOnEveryScreen();
    void zoomAndPanByWheelKeysAndDrag();
    void twoTurnsByMouseAndKeysWriteTheCommandLinesJournal();
    void bmwTurnOfAScenarioMadeInTheEditor();
    void nawGameOnItsMapWithItsLevelsAndVictory();

  private:
    void openWindow(QSize size);
    // The main window over the rule data of a user's own (a folder of the test's), its scenario
    // editor opened on `scenario`: nullptr when it does not open.
    ScenarioEditor *editScenario(const char *scenario);
    // The editor's scenario saved as `id` and a game of it started, the window active again;
    // false (the editor's error in lastError) when refused.
    bool playEdited(ScenarioEditor *editor, const char *id);
    MapView *view() const { return m_window->mapBoard()->view(); }
    umpire::Hex hex(const char *id) const { return *view()->map()->grid().parseId(id); }
    // A click on a hex of the board, as the mouse gives it (Shift: onto a friendly stack), in the
    // window (active again after a dialog, as a window manager makes it).
    void click(const char *id, Qt::KeyboardModifiers modifiers = {})
    {
        QApplication::setActiveWindow(m_window.get());
        const QPoint at = view()->centreOf(hex(id)).toPoint();
        QVERIFY2(view()->rect().contains(at), id); // on screen, where the referee can click it
        QTest::mouseClick(view(), Qt::LeftButton, modifiers, at);
    }
    // The die rolled on the table, typed into the board's die field, then Enter.
    void die(int value)
    {
        auto *field = m_window->mapBoard()->findChild<QSpinBox *>(QStringLiteral("die"));
        QVERIFY(field);
        QTRY_VERIFY(field->hasFocus()); // the board asks for it
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, QString::number(value));
        QTest::keyClick(field, Qt::Key_Return);
    }
    // F5, the next step of the sequence of play, in the window (active again after a dialog).
    void nextStep()
    {
        QApplication::setActiveWindow(m_window.get());
        QTest::keyClick(m_window.get(), Qt::Key_F5);
    }
    std::string hexOf(const char *unit) const { return m_session->state().units.at(unit).hex; }
    umpire::crt::UnitState::Status statusOf(const char *unit) const
    {
        return m_session->state().units.at(unit).status;
    }
    QString board() const { return m_window->mapBoard()->explanation(); }
    bool disrupted(const char *unit) const { return m_session->state().units.at(unit).disrupted; }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<umpire::test::UserDataHome> m_home; // editScenario's
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Feedback> m_feedback;
    std::unique_ptr<MainWindow> m_window;
};

void TestMapBattle::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings and games in a test folder
}

void TestMapBattle::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_session = std::make_unique<GameSession>(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
    m_settings = std::make_unique<Settings>();
    m_feedback = std::make_unique<Feedback>();
}

void TestMapBattle::cleanup()
{
    m_window.reset();
    m_session.reset();
    m_home.reset();
}

ScenarioEditor *TestMapBattle::editScenario(const char *scenario)
{
    m_home = std::make_unique<umpire::test::UserDataHome>();
    if (!m_home->isValid())
        return nullptr;
    m_session = std::make_unique<GameSession>(m_home->library());
    openWindow(QSize(1600, 1000));
    auto *editorAction = m_window->findChild<QAction *>(QStringLiteral("scenarioEditorAction"));
    if (!editorAction)
        return nullptr;
    editorAction->trigger();
    const QList<ScenarioEditor *> editors = m_window->findChildren<ScenarioEditor *>();
    if (editors.isEmpty() || !editors.constLast()->load(QString::fromLatin1(scenario)))
        return nullptr;
    return editors.constLast();
}

bool TestMapBattle::playEdited(ScenarioEditor *editor, const char *id)
{
    if (!editor->saveAs(QString::fromLatin1(id)) || !editor->startGame())
        return false;
    QApplication::setActiveWindow(m_window.get());
    const bool active = QTest::qWaitForWindowActive(m_window.get());
    QTest::qWait(20); // laid out
    return active && m_session->hasGame();
}

void TestMapBattle::openWindow(QSize size)
{
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_feedback.get());
    m_window->resize(size);
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::qWait(20); // laid out
}

void TestMapBattle::countersAreReadableOnEveryScreen_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("a laptop, 1366x768") << QSize(1366, 768);
    QTest::newRow("full HD, 1920x1080") << QSize(1920, 1080);
}

// Every counter of the demonstration shows its whole name and its strength in text no smaller
// than the board's least, on the screen, none laid over another's, from the whole map to the
// closest zoom; the whole map fits at the start.
void TestMapBattle::countersAreReadableOnEveryScreen()
{
    QFETCH(QSize, size);
    QVERIFY(m_session->createFromScenario(m_dir->filePath(QStringLiteral("read.jsonl")), "nlb-demo")
                .ok());
    openWindow(size);
    QCOMPARE(m_window->size(), size);
    MapView *map = view();
    QCOMPARE(map->zoom(), 1.0); // the whole map
    QVERIFY2(map->hexPixels() >= MapView::minimumHexPixels,
             qPrintable(QString::number(map->hexPixels())));
    // Each top counter's faults at this zoom, and how many are on the screen.
    QStringList faults;
    auto check = [&](const QString &where) {
        const std::vector<MapCounter> counters = map->counters();
        int seen = 0;
        for (const MapCounter &c : counters) {
            if (!c.top || !QRectF(map->rect()).contains(c.box))
                continue; // under another (its name is in the tooltip), or off the view
            ++seen;
            const QString name = QString::fromStdString(c.unit);
            const QString at = where + QStringLiteral(", ") + name + QStringLiteral(": ");
            // The whole name, a long word split by a hyphen, never cut.
            QString shown = c.nameLines.join(QLatin1Char(' '));
            shown.replace(QStringLiteral("- "), QString());
            if (shown != name || c.nameLines.size() > 2)
                faults << at + c.nameLines.join(QLatin1Char('|'));
            if (c.pixelSize < MapView::minimumTextPixels)
                faults << at + QStringLiteral("%1 px").arg(c.pixelSize);
            if (c.strength != QString::number(m_session->state().units.at(c.unit).strength))
                faults << at + QStringLiteral("strength ") + c.strength;
            // The lines fit the counter at that size.
            QFont font = map->font();
            font.setPixelSize(int(c.pixelSize));
            const QFontMetricsF fm(font);
            for (const QString &line : c.nameLines)
                if (fm.horizontalAdvance(line) > c.box.width())
                    faults << at + line + QStringLiteral(" is wider than its counter");
            for (const MapCounter &other : counters)
                if (other.top && other.unit != c.unit && c.box.intersects(other.box))
                    faults << at + QStringLiteral("under ") + QString::fromStdString(other.unit);
        }
        return seen;
    };
    // At the whole map, every unit on it is on the screen.
    int onMap = 0;
    for (const auto &[id, u] : m_session->state().units)
        onMap += u.status == umpire::crt::UnitState::Status::OnMap && !u.hex.empty();
    std::set<std::string> hexes;
    for (const auto &[id, u] : m_session->state().units)
        if (u.status == umpire::crt::UnitState::Status::OnMap && !u.hex.empty())
            hexes.insert(u.hex);
    QCOMPARE(check(QStringLiteral("the whole map")), int(hexes.size()));
    QVERIFY(onMap > int(hexes.size())); // a stack among them
    while (map->zoom() < map->maximumZoom() - 1e-9) {
        map->zoomIn();
        check(QStringLiteral("zoom %1").arg(map->zoom()));
    }
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
}

// The wheel zooms about the pointer (the hex under it stays under it), + and - zoom, 0 fits the
// whole map again, the arrows pan, and a drag pans without clicking a hex.
void TestMapBattle::zoomAndPanByWheelKeysAndDrag()
{
    QVERIFY(m_session->createFromScenario(m_dir->filePath(QStringLiteral("zoom.jsonl")), "nlb-demo")
                .ok());
    openWindow(QSize(1366, 768));
    MapView *map = view();
    const QPointF at = map->centreOf(hex("0605"));
    QWheelEvent wheel(at, map->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(map, &wheel);
    QVERIFY(map->zoom() > 1.5);
    QCOMPARE(map->map()->grid().id(*map->hexAt(at)), std::string("0605"));
    const double zoomed = map->zoom();
    map->setFocus();
    QTest::keyClick(map, Qt::Key_Plus);
    QVERIFY(map->zoom() > zoomed);
    QTest::keyClick(map, Qt::Key_Minus);
    QCOMPARE(map->zoom(), zoomed);
    // The arrows pan by an eighth of the view.
    const QPointF before = map->centreOf(hex("0605"));
    QTest::keyClick(map, Qt::Key_Right);
    QVERIFY(map->centreOf(hex("0605")).x() < before.x() - map->width() / 10.0);
    // A drag pans; it clicks nothing.
    QSignalSpy clicked(map, &MapView::hexClicked);
    const QPointF dragFrom = map->centreOf(hex("0605"));
    QTest::mousePress(map, Qt::LeftButton, {}, dragFrom.toPoint());
    QMouseEvent move(QEvent::MouseMove, dragFrom + QPointF(-80, -60), map->mapToGlobal(dragFrom),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(map, &move);
    QTest::mouseRelease(map, Qt::LeftButton, {}, (dragFrom + QPointF(-80, -60)).toPoint());
    QCOMPARE(clicked.count(), 0);
    QVERIFY(map->centreOf(hex("0605")).x() < dragFrom.x() - 40);
    // A click still clicks.
    QTest::mouseClick(map, Qt::LeftButton, {}, map->centreOf(hex("0605")).toPoint());
    QCOMPARE(clicked.count(), 1);
    // 0, or the board's Fit: the whole map again; never smaller than that.
    QTest::keyClick(map, Qt::Key_0);
    QCOMPARE(map->zoom(), 1.0);
    QVERIFY(QRectF(map->rect()).contains(map->centreOf(hex("1210"))));
    map->zoomOut();
    QCOMPARE(map->zoom(), 1.0);
    // Zoomed in, the unit chosen in the list comes into view.
    for (int i = 0; i < 12; ++i)
        map->zoomIn();
    QCOMPARE(map->zoom(), map->maximumZoom());
    m_window->mapBoard()->selectUnit(QStringLiteral("Jurgass"));
    QVERIFY(QRectF(map->rect()).contains(map->centreOf(hex("1108"))));
}

// Two full game turns of the demonstration on the map, by mouse and keys alone: moves (one
// stacked with Shift), an illegal click explained, an undo by Ctrl+Z, an Ae eliminated by a
// click, a Dr driven back and the advance clicked (NLB 7.4, 7.5), a displacement with its
// owner's choice (NLB 7.6), a Dr of two units retreated in turn, a De and its advance, a
// reinforcement entering (NLB 9.0), an exchange with its owner's choice (NLB 7.83); the journal
// equals the one the command line writes for the same actions.
void TestMapBattle::twoTurnsByMouseAndKeysWriteTheCommandLinesJournal()
{
    const QString gui = m_dir->filePath(QStringLiteral("gui.jsonl"));
    QVERIFY(m_session->createFromScenario(gui, "nlb-demo").ok());
    openWindow(QSize(1600, 1000));
    const auto combats = [&] {
        int n = 0;
        for (const umpire::JournalEvent &e : m_session->game().journal().digests())
            n += e.kind == umpire::crt::kinds::CombatResolved;
        return n;
    };
    const auto lastSeq = [&] { return m_session->game().journal().lastSeq(); };

    // Turn 1, French Movement. The board moves units in a Movement Phase by itself.
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Movement"));
    // Habert is in Steinmetz's zone of control: the move is refused, with the rule, and nothing
    // is journaled.
    std::uint64_t before = lastSeq();
    click("0706");
    click("0605");
    QCOMPARE(lastSeq(), before);
    QCOMPARE(hexOf("Habert"), std::string("0706"));
    QVERIFY2(m_window->mapBoard()->lastError().contains(QStringLiteral("Habert")) &&
                 m_window->mapBoard()->lastError().contains(QStringLiteral("(NLB 5.")),
             qPrintable(m_window->mapBoard()->lastError()));
    // Lefol to 0403, undone by Ctrl+Z from the map, then to 0505.
    click("0303");
    click("0403");
    QCOMPARE(hexOf("Lefol"), std::string("0403"));
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(hexOf("Lefol"), std::string("0303"));
    click("0303");
    click("0505");
    QCOMPARE(hexOf("Lefol"), std::string("0505"));
    // The stack in 0307: the click picks the counter on top, Pecheux; then Berthezene joins him.
    click("0307");
    click("0606");
    QCOMPARE(hexOf("Pecheux"), std::string("0606"));
    click("0307");
    click("0606", Qt::ShiftModifier);
    QCOMPARE(hexOf("Berthezene"), std::string("0606"));
    click("0506");
    click("0607");
    click("0105");
    click("0607", Qt::ShiftModifier);
    QCOMPARE(hexOf("Milhaud"), std::string("0607"));

    // French Combat: the board forms combats by clicks.
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Combat"));
    // Vichery against Jagow in the chateau: before the die, the column and each result's chance.
    click("0407");
    click("0408");
    QVERIFY2(board().contains(QStringLiteral("the 1-3 column")) &&
                 board().contains(QStringLiteral("On the die:")),
             qPrintable(board()));
    QCOMPARE(combats(), 0);
    die(3); // Ae
    QCOMPARE(combats(), 1);
    // The Combat tab shows the board's combat.
    QCOMPARE(m_window->combatPanel()->resultText(), QStringLiteral("Ae"));
    QVERIFY2(board().contains(QStringLiteral("Eliminate Vichery")), qPrintable(board()));
    click("0407");
    QCOMPARE(statusOf("Vichery"), umpire::crt::UnitState::Status::Eliminated);
    // Habert, Berthezene, Pecheux, III art and Milhaud against Steinmetz: 22 against 5, 4-1. What
    // a unit more or fewer would give is offered before the die.
    click("0706");
    click("0606");
    click("0607");
    click("0707");
    QVERIFY2(board().contains(QStringLiteral("the 4-1 column")) &&
                 board().contains(QStringLiteral("without")),
             qPrintable(board()));
    die(3); // Dr: Steinmetz's retreat, then Habert's advance
    QVERIFY2(board().contains(QStringLiteral("Steinmetz must retreat")), qPrintable(board()));
    click("0807");
    QCOMPARE(hexOf("Steinmetz"), std::string("0807"));
    QVERIFY2(board().contains(QStringLiteral("may advance")), qPrintable(board()));
    {
        Answers answers;
        answers.dialog(QStringLiteral("Habert")); // which of the victors advances
        click("0707");
        QVERIFY(answers.done());
    }
    QCOMPARE(hexOf("Habert"), std::string("0707"));

    // Allied Movement: Pirch II and Tippelskirch over the bridge, stacked.
    nextStep();
    click("0905");
    click("0806");
    click("1006");
    click("0806", Qt::ShiftModifier);
    QCOMPARE(hexOf("Tippelskirch"), std::string("0806"));
    // Allied Combat: Steinmetz, Pirch II and Tippelskirch against Habert, 2-1, die 1: Dr. Every
    // hex open to Habert holds two French units: he displaces one, his owner's choice (NLB 7.6).
    nextStep();
    QCOMPARE(m_window->combatPanel()->resultText(), QString()); // a new phase: no combat yet
    click("0807");
    click("0806");
    click("0707");
    die(1);
    QVERIFY2(board().contains(QStringLiteral("Habert must retreat")), qPrintable(board()));
    {
        Answers answers;
        answers.dialog(QStringLiteral("Milhaud"));
        click("0607");
        QVERIFY(answers.done());
    }
    QCOMPARE(hexOf("Habert"), std::string("0607"));
    QCOMPARE(hexOf("Milhaud"), std::string("0507"));
    nextStep(); // the Prussians do not advance; the Game Turn Record Interphase
    nextStep(); // turn 2

    // Turn 2, French Movement.
    QCOMPARE(m_session->state().turn, 2);
    click("0606"); // Pecheux, on top
    click("0707");
    click("0606"); // Berthezene
    click("0707", Qt::ShiftModifier);
    click("0607"); // III art, on top
    click("0607"); // round the stack: Habert
    click("0708");
    QCOMPARE(hexOf("Habert"), std::string("0708"));
    click("0505");
    click("0708", Qt::ShiftModifier);
    click("0507");
    click("0808");
    QCOMPARE(hexOf("Milhaud"), std::string("0808"));
    // French Combat: Berthezene and Pecheux against the stack in 0806, die 1: a Dr that drives
    // both back, one after the other, into 0805; Berthezene advances.
    nextStep();
    QCOMPARE(m_window->combatPanel()->resultText(), QString());
    click("0707");
    click("0806");
    die(1);
    QVERIFY2(board().contains(QStringLiteral("Pirch II must retreat")), qPrintable(board()));
    click("0805");
    QVERIFY2(board().contains(QStringLiteral("Tippelskirch must retreat")), qPrintable(board()));
    click("0805");
    QCOMPARE(hexOf("Pirch II"), std::string("0805"));
    QCOMPARE(hexOf("Tippelskirch"), std::string("0805"));
    {
        Answers answers;
        answers.dialog(QStringLiteral("Berthezene"));
        click("0806");
        QVERIFY(answers.done());
    }
    QCOMPARE(hexOf("Berthezene"), std::string("0806"));
    // Habert, Lefol and Milhaud against Steinmetz: 15 against 5, 3-1, die 1: De; Milhaud
    // advances.
    click("0708");
    click("0808");
    click("0807");
    die(1);
    QCOMPARE(m_window->combatPanel()->resultText(), QStringLiteral("De"));
    click("0807");
    QCOMPARE(statusOf("Steinmetz"), umpire::crt::UnitState::Status::Eliminated);
    {
        Answers answers;
        answers.dialog(QStringLiteral("Milhaud"));
        click("0807");
        QVERIFY(answers.done());
    }
    QCOMPARE(hexOf("Milhaud"), std::string("0807"));

    // Allied Movement: Thielmann, due this turn, enters on the Wavre road by a click on it.
    nextStep();
    QCOMPARE(view()->entries().size(), std::size_t(1));
    QVERIFY2(board().contains(QStringLiteral("Thielmann at 1205")), qPrintable(board()));
    click("1205");
    QCOMPARE(hexOf("Thielmann"), std::string("1205"));
    // Allied Combat: Pirch II and Tippelskirch against Berthezene, 9 against 4, die 5: Ex. The
    // Prussians choose whom they lose.
    nextStep();
    click("0805");
    click("0806");
    die(5);
    QCOMPARE(m_window->combatPanel()->resultText(), QStringLiteral("Ex"));
    click("0806");
    QCOMPARE(statusOf("Berthezene"), umpire::crt::UnitState::Status::Eliminated);
    {
        Answers answers;
        answers.dialog(QStringLiteral("Lose Tippelskirch"));
        click("0805");
        QVERIFY(answers.done());
    }
    QCOMPARE(statusOf("Tippelskirch"), umpire::crt::UnitState::Status::Eliminated);
    QCOMPARE(statusOf("Pirch II"), umpire::crt::UnitState::Status::OnMap);
    nextStep(); // the Game Turn Record Interphase
    nextStep(); // turn 3
    QCOMPARE(m_session->state().turn, 3);

    // The same actions through the command line write the same journal.
    const QString cli = m_dir->filePath(QStringLiteral("cli.jsonl"));
    auto run = [&](const QStringList &arguments) {
        QProcess p;
        p.start(QStringLiteral(UMPIRE_CLI), arguments);
        return p.waitForFinished(30000) ? p.exitCode() : -1;
    };
    QCOMPARE(run({"journal", "new", cli, "--scenario", "nlb-demo"}), 0);
    const char *script[] = {
        R"({"action": "next"})",
        R"({"action": "move", "unit": "Habert", "to": "0605"})", // refused: exit 2
        R"({"action": "move", "unit": "Lefol", "to": "0403"})",
        "undo",
        R"({"action": "move", "unit": "Lefol", "to": "0505"})",
        R"({"action": "move", "unit": "Pecheux", "to": "0606"})",
        R"({"action": "move", "unit": "Berthezene", "to": "0606"})",
        R"({"action": "move", "unit": "III art", "to": "0607"})",
        R"({"action": "move", "unit": "Milhaud", "to": "0607"})",
        R"({"action": "next"})",
        R"({"action": "combat", "request": {"attackers": [{"id": "Vichery"}], "defenders": [{"id": "Jagow"}], "die": 3}})",
        R"({"action": "apply", "combat": 11, "kind": "eliminate", "units": ["Vichery"]})",
        R"({"action": "combat", "request": {"attackers": [{"id": "Habert"}, {"id": "Berthezene"}, {"id": "Pecheux"}, {"id": "III art"}, {"id": "Milhaud"}], "defenders": [{"id": "Steinmetz"}], "die": 3}})",
        R"({"action": "apply", "combat": 13, "kind": "retreat", "units": ["Steinmetz"], "to": "0807"})",
        R"({"action": "apply", "combat": 13, "kind": "advance", "units": ["Habert"], "to": "0707"})",
        R"({"action": "next"})",
        R"({"action": "move", "unit": "Pirch II", "to": "0806"})",
        R"({"action": "move", "unit": "Tippelskirch", "to": "0806"})",
        R"({"action": "next"})",
        R"({"action": "combat", "request": {"attackers": [{"id": "Steinmetz"}, {"id": "Pirch II"}, {"id": "Tippelskirch"}], "defenders": [{"id": "Habert"}], "die": 1}})",
        R"({"action": "apply", "combat": 20, "kind": "retreat", "units": ["Habert"], "to": "0607", "displaced": [{"unit": "Milhaud", "to": "0507"}]})",
        R"({"action": "next"})",
        R"({"action": "next"})",
        R"({"action": "move", "unit": "Pecheux", "to": "0707"})",
        R"({"action": "move", "unit": "Berthezene", "to": "0707"})",
        R"({"action": "move", "unit": "Habert", "to": "0708"})",
        R"({"action": "move", "unit": "Lefol", "to": "0708"})",
        R"({"action": "move", "unit": "Milhaud", "to": "0808"})",
        R"({"action": "next"})",
        R"({"action": "combat", "request": {"attackers": [{"id": "Berthezene"}, {"id": "Pecheux"}], "defenders": [{"id": "Pirch II"}, {"id": "Tippelskirch"}], "die": 1}})",
        R"({"action": "apply", "combat": 30, "kind": "retreat", "units": ["Pirch II"], "to": "0805"})",
        R"({"action": "apply", "combat": 30, "kind": "retreat", "units": ["Tippelskirch"], "to": "0805"})",
        R"({"action": "apply", "combat": 30, "kind": "advance", "units": ["Berthezene"], "to": "0806"})",
        R"({"action": "combat", "request": {"attackers": [{"id": "Habert"}, {"id": "Lefol"}, {"id": "Milhaud"}], "defenders": [{"id": "Steinmetz"}], "die": 1}})",
        R"({"action": "apply", "combat": 34, "kind": "eliminate", "units": ["Steinmetz"]})",
        R"({"action": "apply", "combat": 34, "kind": "advance", "units": ["Milhaud"], "to": "0807"})",
        R"({"action": "next"})",
        R"({"action": "enter", "unit": "Thielmann", "hex": "1205"})",
        R"({"action": "next"})",
        R"({"action": "combat", "request": {"attackers": [{"id": "Pirch II"}, {"id": "Tippelskirch"}], "defenders": [{"id": "Berthezene"}], "die": 5}})",
        R"({"action": "apply", "combat": 40, "kind": "eliminate", "units": ["Berthezene"]})",
        R"({"action": "apply", "combat": 40, "kind": "exchange", "units": ["Tippelskirch"]})",
        R"({"action": "next"})",
        R"({"action": "next"})",
    };
    for (const char *step : script) {
        const QString action = QString::fromUtf8(step);
        const int code = action == QLatin1String("undo")
                             ? run({"journal", "undo", cli})
                             : run({"journal", "act", cli, "--action", action});
        const bool refused = action.contains(QLatin1String("\"Habert\", \"to\": \"0605\""));
        QVERIFY2(code == (refused ? 2 : 0), step);
    }
    const QList<json> played = eventsOf(gui), scripted = eventsOf(cli);
    QCOMPARE(played.size(), scripted.size());
    for (qsizetype i = 0; i < played.size(); ++i)
        QVERIFY2(played[i] == scripted[i],
                 qPrintable(QStringLiteral("event %1:\n  the board: %2\n  the command line: %3")
                                .arg(i + 2)
                                .arg(QString::fromStdString(played[i].dump()),
                                     QString::fromStdString(scripted[i].dump()))));
}

// BMW 6.1-6.4, 7.8, 9.2, 11.1 on the board, from a scenario the referee made: the sides named
// and the order of battle pasted in the scenario editor, the sample map chosen, saved, and the
// game started from it. The Normans' archer fires at the Ceorls by two clicks and the table's die;
// the Spears drive Gyrth back through the Thegns and Leofwine (all three disordered), the Knights
// the Saxon cavalry through the Fyrd (no one disordered, BMW 9.2); the Northern Fyrd, with no hex
// open, is eliminated by a click while the next phase is refused; the Crossbowmen roll to
// reorganize before the Saxons' turn.
void TestMapBattle::bmwTurnOfAScenarioMadeInTheEditor()
{
    ScenarioEditor *editor = editScenario("bmw-battle");
    QVERIFY(editor);
    umpire::test::MessageBoxAnswers boxes;
    QTableWidget *sides = editor->table(ScenarioEditor::Sides);
    umpire::test::typeIntoCell(sides, 0, 0, QStringLiteral("Normans"));
    umpire::test::typeIntoCell(sides, 1, 0, QStringLiteral("Saxons"));
    QVERIFY2(editor->pasteRows(ScenarioEditor::Turns, QStringLiteral("1\t9 AM\n2\t10 AM\n")),
             qPrintable(editor->lastError()));
    auto *maps = editor->findChild<QComboBox *>(QStringLiteral("map"));
    QVERIFY(maps);
    maps->setCurrentIndex(maps->findData(QStringLiteral("sample-bmw")));
    emit maps->activated(maps->currentIndex());
    // Name, side, corps, type, strength, marker, hex, arrives, movement, Disordered strength,
    // fire factor, range, dot, Disordered dot, leader, starts disordered.
    QVERIFY2(editor->pasteRows(QStringLiteral(
                 "Bowmen\tNormans\t\tinfantry\t2\t\t0305\t\t4\t1\t4\t3\n"
                 "Spears\tNormans\t\tinfantry\t4\t\t0201\t\t4\t2\n"
                 "Knights\tNormans\t\tcavalry\t4\t\t0908\t\t6\t2\n"
                 "Men-at-arms\tNormans\t\tinfantry\t4\t\t0602\t\t4\t2\n"
                 "Crossbowmen\tNormans\t\tinfantry\t2\t\t0802\t\t4\t1\t\t\t\t\t\tyes\n"
                 "Ceorls\tSaxons\t\tinfantry\t3\t\t0307\t\t4\t1\n"
                 "Gyrth\tSaxons\t\tinfantry\t4\t\t0101\t\t4\t2\n"
                 "Thegns\tSaxons\t\tinfantry\t4\t\t0102\t\t4\t2\n"
                 "Leofwine\tSaxons\t\tinfantry\t4\t\t0103\t\t4\t2\n"
                 "Huscarl Horse\tSaxons\t\tcavalry\t4\t\t1008\t\t6\t2\n"
                 "Fyrd\tSaxons\t\tinfantry\t3\t\t1007\t\t4\t1\n"
                 "Northern Fyrd\tSaxons\t\tinfantry\t4\t\t0601\t\t4\t2\n")),
             qPrintable(editor->lastError()));
    QVERIFY2(playEdited(editor, "my-hastings"), qPrintable(editor->lastError()));
    QVERIFY(m_session->hasGame() && m_session->game().map());
    QCOMPARE(m_session->game().journal().header().scenario, std::string("my-hastings"));

    // The Normans' Movement, then their Archery Fire: the board fires by clicks.
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Movement"));
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Archery Fire"));
    QVERIFY2(board().contains(QStringLiteral("Bowmen may fire at Ceorls")), qPrintable(board()));
    click("0305");
    click("0307");
    QVERIFY2(board().contains(QStringLiteral("a die of 4 or less hits")), qPrintable(board()));
    die(3);
    QVERIFY(disrupted("Ceorls"));
    QVERIFY2(board().contains(QStringLiteral("hit: Ceorls is Disordered")), qPrintable(board()));

    // Combat: the Spears against Gyrth, 1-1, die 1: DR, through the Thegns and Leofwine.
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Combat"));
    click("0201");
    click("0101");
    die(1);
    QVERIFY2(board().contains(QStringLiteral("Gyrth must retreat")), qPrintable(board()));
    click("0104");
    QCOMPARE(hexOf("Gyrth"), std::string("0104"));
    QVERIFY(disrupted("Gyrth") && disrupted("Thegns") && disrupted("Leofwine"));
    // The Knights against the Saxon cavalry: it retreats three hexes, through the Fyrd.
    click("0908");
    click("1008");
    die(1);
    QVERIFY2(board().contains(QStringLiteral("Huscarl Horse must retreat")), qPrintable(board()));
    click("1005");
    QCOMPARE(hexOf("Huscarl Horse"), std::string("1005"));
    QVERIFY(!disrupted("Huscarl Horse") && !disrupted("Fyrd"));
    // The Men-at-arms against the Northern Fyrd: no hex open, eliminated; the phase waits for it.
    click("0602");
    click("0601");
    die(1);
    QVERIFY2(board().contains(QStringLiteral("Eliminate Northern Fyrd")), qPrintable(board()));
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Combat"));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Northern Fyrd")),
             qPrintable(m_window->statusBar()->currentMessage()));
    click("0601");
    QCOMPARE(statusOf("Northern Fyrd"), umpire::crt::UnitState::Status::Eliminated);

    // Reorganization & Rally: the Crossbowmen roll before the phase ends.
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Reorganization & Rally"));
    QVERIFY2(board().contains(QStringLiteral("Crossbowmen")), qPrintable(board()));
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Reorganization & Rally"));
    click("0802");
    die(6);
    QVERIFY(!disrupted("Crossbowmen"));
    QVERIFY2(board().contains(QStringLiteral("Crossbowmen rolls 6: reorganized")),
             qPrintable(board()));
    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Movement"));
    QCOMPARE(m_session->state().phasePlayer, std::string("Saxons"));
}

// NAW 8.2, 8.3 on the board: a Napoleon at Waterloo scenario made in the scenario editor on the
// game's own sample map; the Allied level the rules give (forty) in the game; the French units
// taken off the map from the board (Leave the map, by the north edge's exit hexes), and once the
// Allies have lost forty strength points and the seventh unit has left, the French automatic
// victory shown.
void TestMapBattle::nawGameOnItsMapWithItsLevelsAndVictory()
{
    ScenarioEditor *editor = editScenario("naw-waterloo");
    QVERIFY(editor);
    umpire::test::MessageBoxAnswers boxes;
    auto *maps = editor->findChild<QComboBox *>(QStringLiteral("map"));
    QVERIFY(maps);
    const int naw = maps->findData(QStringLiteral("sample-naw"));
    QVERIFY2(naw > 0, "the NAW sample map is not offered");
    QCOMPARE(maps->findData(QStringLiteral("sample-nlb")), -1); // another game's map is not
    maps->setCurrentIndex(naw);
    emit maps->activated(naw);
    QString rows;
    const char *french[] = {"0502", "0602", "0702", "0503", "0603", "0703", "0403"};
    for (int i = 0; i < 7; ++i)
        rows += QStringLiteral("Guard %1\tFrench\tGuard\tinfantry\t4\t\t%2\t\t4\n")
                    .arg(i + 1)
                    .arg(QLatin1String(french[i]));
    for (int i = 1; i <= 10; ++i)
        rows +=
            QStringLiteral("Allied %1\tAllied\tI\tinfantry\t4\t\t%2\t\t4\n")
                .arg(i)
                .arg(QStringLiteral("%1").arg(i, 2, 10, QLatin1Char('0')) + QStringLiteral("09"));
    QVERIFY2(editor->pasteRows(rows), qPrintable(editor->lastError()));
    QVERIFY2(playEdited(editor, "my-waterloo"), qPrintable(editor->lastError()));
    QVERIFY(m_session->hasGame() && m_session->game().map());
    QCOMPARE(m_session->game().map()->id, std::string("sample-naw"));
    const umpire::crt::SideState *allied = m_session->state().side("Allied");
    QVERIFY(allied);
    QCOMPARE(allied->demoralizationLevel, std::optional<int>(40)); // NAW 8.2

    nextStep();
    QCOMPARE(m_session->state().phase, std::string("Movement"));
    // The Allies' losses, forty strength points, as the referee records them.
    for (int i = 1; i <= 10; ++i)
        QVERIFY(m_session
                    ->act({{"action", "event"},
                           {"kind", "unit.eliminated"},
                           {"data", {{"unit", "Allied " + std::to_string(i)}}}})
                    .ok());
    const auto exitsOf = [&](const std::string &unit) {
        for (const json &a : m_session->module()->legalActions(umpire::Viewer::referee()))
            if (a.value("action", "") == "exit" && a.value("unit", "") == unit)
                return a["hex"];
        return json::array();
    };
    const auto exitOf = [&](const std::string &unit) {
        const json hexes = exitsOf(unit);
        return hexes.empty() ? std::string() : hexes.front().get<std::string>();
    };
    const auto exitCount = [&](const std::string &unit) { return exitsOf(unit).size(); };
    // The armies' panel is made again as the game moves: its victory line is looked up each time.
    const auto victory = [&] {
        auto *label = m_window->findChild<QLabel *>(QStringLiteral("victoryStatus"));
        return label ? label->text() : QString();
    };
    for (int i = 0; i < 7; ++i) {
        const std::string unit = "Guard " + std::to_string(i + 1);
        QVERIFY2(!victory().contains(QStringLiteral("French")), qPrintable(victory()));
        const std::string exit = exitOf(unit);
        QVERIFY2(!exit.empty(), unit.c_str());
        click(french[i]);
        QVERIFY2(board().contains(QStringLiteral("may leave the map by")) &&
                     board().contains(QStringLiteral("NAW 8.3")),
                 qPrintable(board()));
        auto *leave = m_window->mapBoard()->findChild<QPushButton *>(QStringLiteral("leaveMap"));
        QVERIFY(leave && leave->isVisible());
        Answers answers;
        if (exitCount(unit) > 1) // which exit hex: the referee is asked
            answers.dialog(QString::fromStdString(exit));
        QTest::mouseClick(leave, Qt::LeftButton);
        QVERIFY(answers.done());
        QCOMPARE(statusOf(unit.c_str()), umpire::crt::UnitState::Status::Exited);
    }
    QCOMPARE(m_session->state().side("French")->exited, 7);
    QTRY_VERIFY2(victory().contains(QStringLiteral("Automatic victory: French")),
                 qPrintable(victory()));
}

QTEST_MAIN(TestMapBattle)
#include "tst_mapbattle.moc"
