#include "crtevents.h"
#include "gamesession.h"
#include "mapboard.h"
#include "mapmovement.h"
#include "mapretreat.h"
#include "mapview.h"
#include "pictureddemo.h"
#include "rulesetlibrary.h"
#include "sessionacts.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QInputDialog>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <filesystem>

using namespace umpire;
using namespace umpire::crt;

namespace {

// An NLB game on the sample map between the French and the Prussians, its infantry (movement 4)
// placed as given.
struct Placed
{
    const char *id, *side;
    int strength;
    const char *hex;
};
GameSetup sampleMapSetup(std::initializer_list<Placed> units)
{
    GameSetup setup;
    setup.map = "sample-nlb";
    setup.sides = nlohmann::json::array({{{"name", "French"}}, {{"name", "Prussian"}}});
    for (const Placed &u : units)
        setup.orderOfBattle.push_back({{"id", u.id},
                                       {"side", u.side},
                                       {"strength", u.strength},
                                       {"type", "infantry"},
                                       {"movement", 4},
                                       {"hex", u.hex}});
    return setup;
}

} // namespace

// The hex map window: it loads the sample map and golden positions, and shows the same
// reach, line of sight and retreat answers as the engine (and umpire-cli map).
class TestMapView : public QObject
{
    Q_OBJECT

  private slots:
    void opensTheSampleMap();
    void reachMatchesTheEngine();
    void lineOfSightByClicks();
    void retreatOptions();
    void refusesABadMap();
    void drawsAndClicks();
    void playsTheGameByClicks();
    void nlb76TheRefereeChoosesWhomToDisplace();
    void everyCombatAsksForItsOwnDie();
    void nlb70ResultsAreCarriedOutFromTheBoard();
    void drawsTheMapsPictureAndTheCountersPictures();

  private:
    static std::vector<std::filesystem::path> dirs()
    {
        return {std::filesystem::path(UMPIRE_RULESDATA_DIR)};
    }
    static QString positionsFile()
    {
        return QStringLiteral(UMPIRE_SOURCE_DIR "/tests/scenarios/maps/nlb-positions.json");
    }
};

void TestMapView::opensTheSampleMap()
{
    MapBoard dialog(dirs());
    QVERIFY(dialog.view()->map());
    QCOMPARE(QString::fromStdString(dialog.view()->map()->id), QStringLiteral("sample-nlb"));
    QVERIFY(dialog.findChild<QLabel *>() != nullptr);
}

void TestMapView::reachMatchesTheEngine()
{
    MapBoard dialog(dirs());
    QVERIFY2(dialog.loadPositions(positionsFile()), qPrintable(dialog.lastError()));
    dialog.setMode(MapBoard::Mode::Reach);
    dialog.selectUnit(QStringLiteral("Milhaud"));
    Result<MapPositions> p =
        RulesetLibrary(dirs()).loadPositions(positionsFile().toStdString(), *dialog.view()->map());
    QVERIFY(p.ok());
    Result<MapReach> r = reachableHexes(*dialog.view()->map(), *p, "Milhaud");
    QVERIFY(r.ok());
    // every reachable hex but the start is highlighted (the stopping ones apart)
    std::size_t stops = 0;
    for (const MapReachHex &h : r->hexes)
        stops += h.enemyZoc ? 1 : 0;
    QCOMPARE(dialog.view()->reachable().size() + stops, r->hexes.size() - 1);
    QVERIFY(dialog.explanation().contains(QStringLiteral("NLB 5.1")));
    QVERIFY(dialog.explanation().contains(QStringLiteral("UNVERIFIED")));
}

void TestMapView::lineOfSightByClicks()
{
    MapBoard dialog(dirs());
    QVERIFY(dialog.loadPositions(positionsFile()));
    dialog.setMode(MapBoard::Mode::LineOfSight);
    dialog.selectUnit(QStringLiteral("III art")); // at 0506
    const HexGrid &grid = dialog.view()->map()->grid();
    dialog.clickHex(*grid.parseId("0508")); // two hexes south, open ground
    QVERIFY(dialog.view()->hasLine());
    QVERIFY(dialog.view()->lineClear());
    dialog.clickHex(*grid.parseId("0704")); // beyond the town of Ligny (0605)
    QVERIFY(dialog.view()->hasLine());
    QVERIFY(!dialog.view()->lineClear());
    QVERIFY(dialog.explanation().contains(QStringLiteral("NLB 8.3")));
}

void TestMapView::retreatOptions()
{
    MapBoard dialog(dirs());
    QVERIFY(dialog.loadPositions(positionsFile()));
    dialog.setMode(MapBoard::Mode::Retreat);
    dialog.selectUnit(QStringLiteral("Steinmetz"));
    QVERIFY(!dialog.view()->retreats().empty());
    QVERIFY(dialog.explanation().contains(QStringLiteral("NLB 7.4")));
}

void TestMapView::refusesABadMap()
{
    MapBoard dialog(dirs());
    QVERIFY(!dialog.loadMap(
        QStringLiteral(UMPIRE_SOURCE_DIR "/tests/scenarios/maps/nlb-positions.json")));
    QVERIFY(dialog.lastError().contains(QStringLiteral("not a map file")));
    QVERIFY(dialog.view()->map()); // the sample stays
}

void TestMapView::drawsAndClicks()
{
    MapView view;
    Result<HexMap> m = HexMap::load(std::string(UMPIRE_RULESDATA_DIR) + "/maps/sample-bmw.json");
    QVERIFY(m.ok());
    view.setMap(std::make_shared<const HexMap>(std::move(m).value()));
    view.resize(800, 600);
    QImage image(view.size(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    view.render(&image);
    // the map is drawn: the centre of hex 0101 is not the background
    const QPointF c = view.centreOf(*view.map()->grid().parseId("0101"));
    QVERIFY(image.pixelColor(c.toPoint()) != view.palette().window().color());
    QSignalSpy clicked(&view, &MapView::hexClicked);
    const QPointF target = view.centreOf(*view.map()->grid().parseId("0504"));
    QTest::mouseClick(&view, Qt::LeftButton, {}, target.toPoint());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(view.map()->grid().id(clicked.at(0).at(0).value<Hex>()), std::string("0504"));
}

// The window follows a game played on a map: its units where the journal puts them; a
// click on a reachable hex moves the selected unit, a click on a highlighted hex carries out its
// retreat, both journaled by the engine.
void TestMapView::playsTheGameByClicks()
{
    QTemporaryDir dir;
    GameSession session{RulesetLibrary(dirs())};
    QVERIFY(session.createFromScenario(dir.filePath(QStringLiteral("g.jsonl")), "nlb-demo").ok());
    MapBoard dialog(dirs());
    QVERIFY(dialog.followGame(&session));
    dialog.resize(1200, 800);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    MapView *view = dialog.view();
    auto click = [&](const char *hex) {
        QTest::mouseClick(view, Qt::LeftButton, {},
                          view->centreOf(*view->map()->grid().parseId(hex)).toPoint());
    };
    auto hexOf = [&](const std::string &unit) { return session.state().units.at(unit).hex; };
    QVERIFY(umpire::test::next(session).ok()); // turn 1, French Movement
    dialog.setMode(MapBoard::Mode::Reach);
    click("0105"); // Milhaud's counter: selected
    click("0305"); // two hexes away: moved
    QCOMPARE(hexOf("Milhaud"), std::string("0305"));
    QCOMPARE(session.game().journal().digests().back().kind, umpire::crt::kinds::UnitMoved);
    // NLB 5.3: a click on a friendly counter selects it; a Shift+click on one in the selected
    // unit's reach stacks it there.
    click("0506"); // III art: selected
    click("0305"); // Milhaud: selected, nothing moves
    QCOMPARE(hexOf("III art"), std::string("0506"));
    QCOMPARE(hexOf("Milhaud"), std::string("0305"));
    click("0506"); // III art again
    QTest::mouseClick(view, Qt::LeftButton, Qt::ShiftModifier,
                      view->centreOf(*view->map()->grid().parseId("0305")).toPoint());
    QCOMPARE(hexOf("III art"), std::string("0305"));
    // A click on a stack picks the counter drawn on top, the next click the one under it, and
    // round again.
    {
        auto *units = dialog.findChild<QComboBox *>(QStringLiteral("units"));
        const std::vector<int> &stack =
            dialog.view()->positions()->at(*view->map()->grid().parseId("0305"));
        QCOMPARE(stack.size(), std::size_t(2));
        const auto idAt = [&](std::size_t k) {
            return QString::fromStdString(
                dialog.view()->positions()->units[std::size_t(stack[k])].id);
        };
        click("0706"); // another counter first: Habert
        // Its tooltip lists the whole stack, the top counter first, each with its state.
        const QString tip = view->stackText(*view->map()->grid().parseId("0305"));
        QVERIFY2(tip.indexOf(idAt(1)) >= 0 && tip.indexOf(idAt(0)) > tip.indexOf(idAt(1)) &&
                     tip.contains(QStringLiteral("strength")),
                 qPrintable(tip));
        click("0305");
        QCOMPARE(units->currentText(), idAt(1)); // drawn last: on top
        click("0305");
        QCOMPARE(units->currentText(), idAt(0));
        click("0305");
        QCOMPARE(units->currentText(), idAt(1));
    }
    // Habert is in Steinmetz's zone of control (NLB 5.4): a click elsewhere moves nothing.
    click("0706");
    click("0605");
    QCOMPARE(hexOf("Habert"), std::string("0706"));
    // ... and says why, with the engine's rule.
    QVERIFY2(dialog.lastError().contains(QStringLiteral("Habert")) &&
                 dialog.lastError().contains(QStringLiteral("NLB")),
             qPrintable(dialog.lastError()));
    // French Combat, played by clicks: Habert attacks Steinmetz, 1-1, die 5: Ar.
    QVERIFY(umpire::test::next(session).ok());
    dialog.setMode(MapBoard::Mode::Combat);
    dialog.findChild<QSpinBox *>(QStringLiteral("die"))->setValue(5);
    click("0707"); // an enemy before any attacker: nothing is fought
    QCOMPARE(session.game().journal().digests().back().kind, umpire::crt::kinds::PhaseAdvanced);
    click("0706"); // Habert: the attacker
    QCOMPARE(view->attacking().size(), std::size_t(1));
    click("0707"); // Steinmetz: the defender
    QCOMPARE(session.game().journal().digests().back().kind, umpire::crt::kinds::CombatResolved);
    // The result's retreat is shown at once: Habert's open hexes highlighted (NLB 7.4).
    QVERIFY2(dialog.explanation().contains(QStringLiteral("Ar on the 1-1 column, die 5")) &&
                 dialog.explanation().contains(QStringLiteral("Habert must retreat")),
             qPrintable(dialog.explanation()));
    QCOMPARE(view->retreats().size(), std::size_t(2)); // 0705 and 0605 (NLB 7.4)
    click("0807");                                     // not open to it: nothing happens
    QCOMPARE(hexOf("Habert"), std::string("0706"));
    click("0605");
    QCOMPARE(hexOf("Habert"), std::string("0605"));
    QCOMPARE(session.game().journal().digests().back().kind, umpire::crt::kinds::CombatApplied);
    // The retreat carried out, the board is back to the combats: no retreat mode left behind.
    QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("modes"))->currentIndex(),
             int(MapBoard::Mode::Combat));
    QVERIFY(view->retreats().empty());
    // NLB 7.1: the engine no longer lists Habert among those who may attack: a click on him says
    // so instead of choosing him.
    dialog.setMode(MapBoard::Mode::Combat);
    click("0605");
    QVERIFY(view->attacking().empty());
    QVERIFY2(dialog.explanation().contains(
                 QStringLiteral("Habert may neither attack nor be attacked again this phase")),
             qPrintable(dialog.explanation()));
    // Undone, the combat's result is no longer shown on the board.
    session.undo(); // the retreat
    session.undo(); // the combat
    QVERIFY2(!dialog.explanation().contains(QStringLiteral("Ar on the 1-1 column")),
             qPrintable(dialog.explanation()));
}

// NLB 7.6 by clicks: Pirch, beaten, retreats into 0208, full of Prussians; the referee is asked
// which of them is displaced (the owning player's choice) and the one chosen is moved back.
void TestMapView::nlb76TheRefereeChoosesWhomToDisplace()
{
    QTemporaryDir dir;
    GameSession session{RulesetLibrary(dirs())};
    const GameSetup setup = sampleMapSetup({{"Gerard", "French", 2, "0206"},
                                            {"Vandamme", "French", 2, "0307"},
                                            {"Lobau", "French", 2, "0107"},
                                            {"Pirch", "Prussian", 5, "0207"},
                                            {"Zieten", "Prussian", 3, "0208"},
                                            {"Thielmann", "Prussian", 3, "0208"}});
    QVERIFY(session.create(dir.filePath(QStringLiteral("d.jsonl")), "nlb", setup).ok());
    MapBoard board(dirs());
    QVERIFY(board.followGame(&session));
    board.resize(1200, 800);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QVERIFY(umpire::test::next(session).ok());
    QVERIFY(umpire::test::next(session).ok()); // French Combat
    board.setMode(MapBoard::Mode::Combat);
    board.findChild<QSpinBox *>(QStringLiteral("die"))->setValue(1);
    for (const char *hex : {"0206", "0307", "0107", "0207"}) // 6 against 5, die 1: Dr
        board.clickHex(*board.view()->map()->grid().parseId(hex));
    QVERIFY2(board.explanation().contains(QStringLiteral("Pirch must retreat")),
             qPrintable(board.explanation()));
    QString asked;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        asked = dialog->labelText();
        const QStringList items = dialog->comboBoxItems();
        for (const QString &item : items)
            if (item.startsWith(QStringLiteral("Zieten")))
                dialog->setTextValue(item);
        dialog->accept();
    });
    board.clickHex(*board.view()->map()->grid().parseId("0208"));
    QVERIFY2(asked.contains(QStringLiteral("which unit is displaced")), qPrintable(asked));
    QCOMPARE(session.state().units.at("Pirch").hex, std::string("0208"));
    QCOMPARE(session.state().units.at("Thielmann").hex, std::string("0208"));
    QVERIFY(session.state().units.at("Zieten").hex != "0208");
}

// Nothing is rolled or reused behind the referee's back: a die entered for one combat is gone once
// it is resolved; a combat without a die is not fought but asks for one; the game's dice roll only
// when the referee asks for them, for that combat alone.
void TestMapView::everyCombatAsksForItsOwnDie()
{
    QTemporaryDir dir;
    GameSession session{RulesetLibrary(dirs())};
    // Two separate fights: Gerard against Pirch, Vandamme against Zieten (each 2 against 5).
    const GameSetup setup = sampleMapSetup({{"Gerard", "French", 2, "0206"},
                                            {"Pirch", "Prussian", 5, "0207"},
                                            {"Vandamme", "French", 2, "0603"},
                                            {"Zieten", "Prussian", 5, "0604"},
                                            {"Lobau", "French", 2, "1003"},
                                            {"Thielmann", "Prussian", 5, "1004"}});
    QVERIFY(session.create(dir.filePath(QStringLiteral("die.jsonl")), "nlb", setup).ok());
    MapBoard board(dirs());
    QVERIFY(board.followGame(&session));
    board.resize(1200, 800);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QVERIFY(umpire::test::next(session).ok());
    QVERIFY(umpire::test::next(session).ok()); // French Combat
    board.setMode(MapBoard::Mode::Combat);
    auto *die = board.findChild<QSpinBox *>(QStringLiteral("die"));
    auto *rollForMe = board.findChild<QCheckBox *>(QStringLiteral("rollForMe"));
    QVERIFY(die && rollForMe);
    const auto fight = [&](const char *attacker, const char *defender) {
        board.clickHex(*board.view()->map()->grid().parseId(attacker));
        board.clickHex(*board.view()->map()->grid().parseId(defender));
    };
    const auto combats = [&] {
        int n = 0;
        for (const JournalEvent &e : session.game().journal().digests())
            n += e.kind == umpire::crt::kinds::CombatResolved;
        return n;
    };
    die->setValue(4);
    fight("0206", "0207");
    QCOMPARE(combats(), 1);
    const auto lastOutcome = [&] {
        Result<JournalEvent> e =
            session.game().journal().readEvent(session.game().journal().lastSeq());
        return e ? e->data.value("outcome", nlohmann::json::object()) : nlohmann::json::object();
    };
    QCOMPARE(lastOutcome().value("die", 0), 4);
    // The 4 is gone: the next combat is not fought with it, and says why.
    QCOMPARE(die->value(), 0);
    // What the result obliges, carried out (NLB 7.0: before the next combat).
    const auto carryOut = [&] {
        for (int guard = 0; guard < 10; ++guard) {
            nlohmann::json apply;
            for (const nlohmann::json &a : session.module()->legalActions(Viewer::referee()))
                if (a.value("action", "") == "apply" && apply.is_null())
                    apply = a;
            if (apply.is_null())
                return;
            nlohmann::json action = {{"action", "apply"},
                                     {"combat", apply["combat"]},
                                     {"kind", apply["kind"]},
                                     {"units", apply["units"]}};
            if (apply.contains("to"))
                action["to"] = apply["to"].front();
            QVERIFY2(session.act(action).ok(), action.dump().c_str());
        }
    };
    carryOut();
    QCOMPARE(die->value(), 0);
    fight("0603", "0604");
    QCOMPARE(combats(), 1);
    QVERIFY2(board.explanation().contains(QStringLiteral("each combat asks for its own die")) ||
                 board.lastError().contains(QStringLiteral("each combat asks for its own die")),
             qPrintable(board.explanation() + " | " + board.lastError()));
    // Before the die, the combat's column and the chance of each result on it.
    QVERIFY2(board.explanation().contains(QStringLiteral("Attack 2 against defence 5")) &&
                 board.explanation().contains(QStringLiteral("On the die: ")) &&
                 board.explanation().contains(QStringLiteral("%")),
             qPrintable(board.explanation()));
    // The game's dice, asked for: one generated roll, for this combat only.
    rollForMe->setChecked(true);
    board.clickHex(*board.view()->map()->grid().parseId("0604"));
    QCOMPARE(combats(), 2);
    QCOMPARE(lastOutcome().value("roll", nlohmann::json::object()).value("source", ""),
             std::string("generated"));
    QVERIFY(!rollForMe->isChecked());
    carryOut();
    fight("1003", "1004");
    QCOMPARE(combats(), 2);
}

// NLB 7.0 ("immediately applied to the involved units, before going on to resolve any other
// combat"), 7.5: an Ae and a De are carried out by a click on the eliminated counter, listed on
// the board first; the next combat waits for them; the advance is a click on the vacated hex.
void TestMapView::nlb70ResultsAreCarriedOutFromTheBoard()
{
    QTemporaryDir dir;
    GameSession session{RulesetLibrary(dirs())};
    const GameSetup setup = sampleMapSetup({{"Vandamme", "French", 1, "0603"},
                                            {"Zieten", "Prussian", 5, "0604"},
                                            {"Ney", "French", 6, "1003"},
                                            {"Thielmann", "Prussian", 1, "1004"}});
    QVERIFY(session.create(dir.filePath(QStringLiteral("results.jsonl")), "nlb", setup).ok());
    MapBoard board(dirs());
    QVERIFY(board.followGame(&session));
    board.resize(1200, 800);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QVERIFY(umpire::test::next(session).ok());
    QVERIFY(umpire::test::next(session).ok()); // French Combat
    board.setMode(MapBoard::Mode::Combat);
    auto *die = board.findChild<QSpinBox *>(QStringLiteral("die"));
    const auto click = [&](const char *hex) {
        board.clickHex(*board.view()->map()->grid().parseId(hex));
    };
    const auto status = [&](const char *id) { return session.state().units.at(id).status; };
    // 1 against 5, 1-5: Ae whatever the die.
    die->setValue(3);
    click("0603");
    click("0604");
    QVERIFY2(board.explanation().contains(QStringLiteral("Eliminate Vandamme")),
             qPrintable(board.explanation()));
    // The next combat waits (NLB 7.0): refused, nothing journaled.
    const std::uint64_t before = session.game().journal().lastSeq();
    die->setValue(3);
    click("1003");
    click("1004");
    QCOMPARE(session.game().journal().lastSeq(), before);
    // A click on Vandamme carries it out.
    click("0603");
    QCOMPARE(status("Vandamme"), UnitState::Status::Eliminated);
    // 6 against 1, 6-1: De; Thielmann eliminated by a click, then Ney advances into 1004.
    die->setValue(2);
    click("1003");
    click("1004");
    QVERIFY2(board.explanation().contains(QStringLiteral("Eliminate Thielmann")),
             qPrintable(board.explanation()));
    click("1004");
    QCOMPARE(status("Thielmann"), UnitState::Status::Eliminated);
    QVERIFY2(board.explanation().contains(QStringLiteral("may advance")),
             qPrintable(board.explanation()));
    click("1004");
    QCOMPARE(session.state().units.at("Ney").hex, std::string("1004"));
}

// A map of the referee's own with its picture, and a scenario whose counters have theirs: the
// board draws the picture under the grid, placed by the map's transform, and each counter as its
// picture; a unit without one keeps its label.
void TestMapView::drawsTheMapsPictureAndTheCountersPictures()
{
    QTemporaryDir dir;
    const QDir data(dir.path());
    // The picture: 2 pixels a millimetre, all magenta, the sample map on it; Lefol's counter all
    // green.
    QImage picture(460, 420, QImage::Format_RGB32);
    picture.fill(QColor(255, 0, 255));
    QImage counter(64, 64, QImage::Format_RGB32);
    counter.fill(QColor(0, 200, 0));
    QVERIFY(umpire::test::writePicturedDemo(data, "own", "Our own map", picture, 2, "own-demo",
                                            {{"Lefol", counter}}));

    const std::vector<std::filesystem::path> both = {dir.path().toStdString(),
                                                     UMPIRE_RULESDATA_DIR};
    GameSession session{RulesetLibrary(both)};
    const umpire::Result<umpire::Ok> made =
        session.createFromScenario(dir.filePath(QStringLiteral("g.jsonl")), "own-demo");
    QVERIFY2(made.ok(), made ? "" : made.error().message.c_str());
    MapBoard board(both);
    QVERIFY(board.followGame(&session));
    board.resize(1200, 800);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    MapView *view = board.view();
    QVERIFY2(view->hasPicture(), qPrintable(view->pictureError()));
    QVERIFY(view->hasCounterImage("Lefol"));
    QVERIFY(!view->hasCounterImage("Habert"));
    QImage shown(view->size(), QImage::Format_ARGB32);
    view->render(&shown);
    auto near = [](QColor a, QColor b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                   std::abs(a.blue() - b.blue()) <
               90;
    };
    // An empty hex shows the picture; Lefol's hex his counter's picture; Habert's his label.
    const QPoint empty = view->centreOf(*view->map()->grid().parseId("0202")).toPoint();
    QVERIFY2(near(shown.pixelColor(empty), QColor(255, 0, 255)),
             qPrintable(shown.pixelColor(empty).name()));
    const QPoint lefol = view->centreOf(*view->map()->grid().parseId("0303")).toPoint();
    QVERIFY2(near(shown.pixelColor(lefol), QColor(0, 200, 0)),
             qPrintable(shown.pixelColor(lefol).name()));
    const QPoint habert = view->centreOf(*view->map()->grid().parseId("0706")).toPoint();
    QVERIFY(!near(shown.pixelColor(habert), QColor(255, 0, 255)));
    QVERIFY(!near(shown.pixelColor(habert), QColor(0, 200, 0)));
    if (const QByteArray folder = qgetenv("UMPIRE_SCREENSHOTS_DIR"); !folder.isEmpty()) {
        // The README's board over a map's own picture: a printed-looking map (its hexes tinted by
        // terrain, their ids printed) and printed-looking counters for the French, drawn here.
        QImage printed(460, 420, QImage::Format_RGB32);
        printed.fill(QColor(236, 226, 196));
        QPainter paper(&printed);
        paper.setRenderHint(QPainter::Antialiasing);
        const umpire::HexGrid &grid = view->map()->grid();
        for (umpire::Hex h : grid.allHexes()) {
            QPolygonF hex;
            for (const umpire::HexPointMm &c : grid.cornersMm(h))
                hex << QPointF(c.x * 2, c.y * 2);
            const std::string terrain = view->map()->terrainAt(h)->id;
            paper.setBrush(terrain == "forest"    ? QColor(150, 180, 120)
                           : terrain == "town"    ? QColor(200, 170, 150)
                           : terrain == "marsh"   ? QColor(170, 200, 200)
                           : terrain == "chateau" ? QColor(190, 150, 150)
                                                  : QColor(236, 226, 196));
            paper.setPen(QPen(QColor(90, 80, 60), 1));
            paper.drawPolygon(hex);
            const umpire::HexPointMm c = grid.centreMm(h);
            paper.setFont(QFont(QStringLiteral("DejaVu Serif"), 6));
            paper.drawText(QRectF(c.x * 2 - 12, c.y * 2 - 14, 24, 8), Qt::AlignCenter,
                           QString::fromStdString(grid.id(h)));
        }
        paper.end();
        std::map<std::string, QImage> faces;
        for (const auto &[id, unit] : session.state().units) {
            if (unit.side != "French")
                continue;
            QImage face(64, 64, QImage::Format_RGB32);
            face.fill(QColor(70, 100, 180));
            QPainter ink(&face);
            ink.setPen(QPen(Qt::white, 2));
            ink.drawRect(QRect(16, 10, 32, 20)); // the infantry's crossed box
            ink.drawLine(16, 10, 48, 30);
            ink.drawLine(48, 10, 16, 30);
            ink.setFont(QFont(QStringLiteral("DejaVu Sans"), 11, QFont::Bold));
            ink.drawText(QRect(0, 34, 64, 28), Qt::AlignCenter, QString::number(unit.strength));
            ink.end();
            faces[id] = face;
        }
        QVERIFY(umpire::test::writePicturedDemo(data, "own", "Our own map", printed, 2, "own-demo",
                                                faces));
        GameSession pictured{RulesetLibrary(both)};
        QVERIFY(pictured.createFromScenario(dir.filePath(QStringLiteral("shot.jsonl")), "own-demo")
                    .ok());
        MapBoard shot(both);
        QVERIFY(shot.followGame(&pictured));
        shot.resize(1200, 800);
        shot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shot));
        QVERIFY(shot.grab().save(QString::fromLocal8Bit(folder) +
                                 QStringLiteral("/board-pictures.png")));
    }
    // A picture that does not load is said, and the map is drawn as before.
    QVERIFY(QFile::remove(data.filePath(QStringLiteral("maps/own.png"))));
    MapBoard again(both);
    QVERIFY(again.followGame(&session));
    QVERIFY(!again.view()->hasPicture());
    QVERIFY2(!again.view()->pictureError().isEmpty(), "no error said");
}

QTEST_MAIN(TestMapView)
#include "tst_mapview.moc"
