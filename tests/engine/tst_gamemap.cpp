// The units' positions are game state, and a move is judged on the map (issue 16): the shipped
// demonstration scenario (nlb-demo) on the sample map, moved through the chart games' module.
#include "crtmodule.h"
#include "gamemap.h"
#include "rulesetlibrary.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

namespace {

// The demonstration scenario in a journal of its own, from the shipped rule data.
struct Table
{
    QTemporaryDir dir;
    RulesetLibrary library{{UMPIRE_RULESDATA_DIR}};
    std::unique_ptr<crt::Module> module;

    Table()
    {
        Result<Scenario> scenario = library.findScenario("nlb-demo");
        if (!scenario)
            qFatal("nlb-demo: %s", scenario.error().message.c_str());
        GameSetup setup = GameSetup::fromScenario(*scenario);
        setup.seed = 7;
        Result<Game> game = library.createGame(path(), "nlb", setup);
        if (!game)
            qFatal("the game is not created: %s", game.error().message.c_str());
        module = std::make_unique<crt::Module>(std::move(game).value());
    }
    std::string path() const { return dir.filePath("g.jsonl").toStdString(); }
    const Game &game() const { return module->game(); }
    std::string hexOf(const std::string &unit) const { return game().state().units.at(unit).hex; }
    Result<ActOutcome> act(const json &action) { return module->act(action); }
    void next()
    {
        if (Result<ActOutcome> done = act({{"action", "next"}}); !done)
            qFatal("next: %s", done.error().message.c_str());
    }
    // The move's refusal as the user reads it; fails the test when the move is journaled.
    QString refusal(const json &move)
    {
        const std::uint64_t before = game().journal().lastSeq();
        Result<ActOutcome> done = act(move);
        if (done)
            return QStringLiteral("journaled as event %1").arg(done->event.seq);
        if (game().journal().lastSeq() != before)
            return QStringLiteral("refused, but the journal changed");
        return QString::fromStdString(done.error().message);
    }
};

json move(const std::string &unit, const json &where)
{
    json action = {{"action", "move"}, {"unit", unit}};
    if (where.is_array())
        action["path"] = where;
    else
        action["to"] = where;
    return action;
}

} // namespace

class TestGameMap : public QObject
{
    Q_OBJECT

  private slots:
    void theScenarioPlacesItsUnitsOnItsMap()
    {
        Table t;
        QCOMPARE(t.game().state().map, std::string("sample-nlb"));
        QVERIFY(t.game().map() != nullptr);
        QCOMPARE(t.hexOf("Milhaud"), std::string("0105"));
        QCOMPARE(t.hexOf("Steinmetz"), std::string("0707"));
        // NLB 9.0: a reinforcement is off the map until it enters.
        QCOMPARE(t.hexOf("Thielmann"), std::string());
        const json state = t.game().state();
        QCOMPARE(state["map"], json("sample-nlb"));
        for (const json &unit : state["units"])
            if (unit["id"] == "Milhaud")
                QCOMPARE(unit["hex"], json("0105"));
    }

    // NLB 5.0: a path of contiguous hexes, paid hex by hex; the state follows the journal.
    void nlb50AMoveIsJournaledAndReplayed()
    {
        Table t;
        t.next(); // turn 1: French Movement
        Result<ActOutcome> done = t.act(move("Milhaud", json::array({"0105", "0205", "0305"})));
        QVERIFY2(done, done ? "" : done.error().message.c_str());
        QCOMPARE(done->event.kind, EventKind::UnitMoved);
        QCOMPARE(t.hexOf("Milhaud"), std::string("0305"));
        // Reopened, the journal alone gives the same position.
        Result<Game> again = t.library.openGame(t.path(), Journal::Mode::ReadOnly);
        QVERIFY(again);
        QCOMPARE(again->state().units.at("Milhaud").hex, std::string("0305"));
        QVERIFY(again->map() != nullptr);
        // Undo puts the unit back where it stood.
        QVERIFY(t.module->undo());
        QCOMPARE(t.hexOf("Milhaud"), std::string("0105"));
    }

    void nlb50OnlyWhereItGoesTakesTheCheapestPath()
    {
        Table t;
        t.next();
        Result<ActOutcome> done = t.act(move("Milhaud", "0305"));
        QVERIFY2(done, done ? "" : done.error().message.c_str());
        QCOMPARE(done->event.data["path"], json::parse(R"(["0105","0205","0305"])"));
    }

    void nlb51NoMoveBeforeTheGameStarts()
    {
        Table t;
        QVERIFY(t.refusal(move("Milhaud", "0305")).contains("NLB 5.1"));
    }

    void nlb51NoMoveInTheCombatPhase()
    {
        Table t;
        t.next();
        t.next(); // French Combat
        const QString why = t.refusal(move("Milhaud", "0305"));
        QVERIFY2(why.contains("NLB 5.1") && why.contains("Combat"), qPrintable(why));
    }

    void nlb51OnlyThePhasingPlayersUnitsMove()
    {
        Table t;
        t.next();
        const QString why = t.refusal(move("Steinmetz", "0807"));
        QVERIFY2(why.contains("NLB 5.1") && why.contains("Allied"), qPrintable(why));
    }

    void nlb51AUnitMovesOncePerPhase()
    {
        Table t;
        t.next();
        QVERIFY(t.act(move("Milhaud", "0305")));
        const QString why = t.refusal(move("Milhaud", "0306"));
        QVERIFY2(why.contains("NLB 5.1") && why.contains("already"), qPrintable(why));
        // The next Movement Phase it moves again.
        for (int i = 0; i < 4; ++i)
            t.next(); // French Combat, Allied Movement, Allied Combat, Turn Record Interphase
        t.next();     // turn 2: French Movement
        QCOMPARE(t.game().state().phase, std::string("Movement"));
        QVERIFY(t.act(move("Milhaud", "0306")));
    }

    void nlb51NoMoreThanTheMovementAllowance()
    {
        Table t;
        t.next();
        const QString why =
            t.refusal(move("Lefol", json::array({"0303", "0304", "0305", "0306", "0307", "0308"})));
        QVERIFY2(why.contains("NLB 5.1") && why.contains("more than the 4 MP"), qPrintable(why));
        QCOMPARE(t.hexOf("Lefol"), std::string("0303"));
    }

    void nlb54AUnitInAnEnemyZoneOfControlStays()
    {
        Table t;
        t.next();
        // Habert (0706) is next to Steinmetz (0707).
        const QString why = t.refusal(move("Habert", json::array({"0706", "0606"})));
        QVERIFY2(why.contains("NLB 5.4"), qPrintable(why));
    }

    void theRefereeOverridesWithAReason()
    {
        Table t;
        t.next();
        json action = move("Habert", json::array({"0706", "0606"}));
        action["override"] = "the counter was misplaced at set-up";
        Result<ActOutcome> done = t.act(action);
        QVERIFY2(done, done ? "" : done.error().message.c_str());
        QCOMPARE(done->event.data["override"], json("the counter was misplaced at set-up"));
        QCOMPARE(t.hexOf("Habert"), std::string("0606"));
    }

    void aMoveThatCannotBeReadIsRefused_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown unit") << R"({"action":"move","unit":"Blucher","to":"0305"})"
                                      << "no unit \"Blucher\"";
        QTest::newRow("off the map") << R"({"action":"move","unit":"Milhaud","to":"2020"})"
                                     << "'2020' is off the map";
        QTest::newRow("path and to") << R"({"action":"move","unit":"Milhaud","to":"0305",
                                            "path":["0105","0205"]})"
                                     << "one of them";
        QTest::newRow("neither") << R"({"action":"move","unit":"Milhaud"})"
                                 << "one of them";
        QTest::newRow("unknown field") << R"({"action":"move","unit":"Milhaud","to":"0305","mp":3})"
                                       << "/mp";
        QTest::newRow("not adjacent")
            << R"({"action":"move","unit":"Milhaud","path":["0105","0305"]})"
            << "not adjacent";
        QTest::newRow("not on the map yet") << R"({"action":"move","unit":"Thielmann","to":"1205"})"
                                            << "not on the map";
    }
    void aMoveThatCannotBeReadIsRefused()
    {
        QFETCH(QString, action);
        QFETCH(QString, says);
        Table t;
        t.next();
        const QString why = t.refusal(json::parse(action.toStdString()));
        QVERIFY2(why.contains(says), qPrintable(why));
    }

    // A journaled unit.moved event is judged as the move action is.
    void anAppendedMoveIsJudgedToo()
    {
        Table t;
        t.next();
        const std::uint64_t before = t.game().journal().lastSeq();
        const QString why = t.refusal({{"action", "event"},
                                       {"kind", "unit.moved"},
                                       {"data", {{"unit", "Habert"}, {"path", {"0706", "0606"}}}}});
        QVERIFY2(why.contains("NLB 5.4"), qPrintable(why));
        QCOMPARE(t.game().journal().lastSeq(), before);
    }

    void theLegalActionsListTheUnitsThatMayMove()
    {
        Table t;
        t.next();
        std::map<std::string, json> moves;
        for (const json &a : t.module->legalActions(Viewer{}))
            if (a["action"] == "move")
                moves[a["unit"]] = a["to"];
        QVERIFY(moves.count("Milhaud"));
        QVERIFY(std::find(moves["Milhaud"].begin(), moves["Milhaud"].end(), json("0305")) !=
                moves["Milhaud"].end());
        QVERIFY(!moves.count("Steinmetz")); // the Allied player's (NLB 5.1)
        QVERIFY(!moves.count("Habert"));    // in an enemy zone of control (NLB 5.4)
        QVERIFY(!moves.count("Guard"));     // not arrived (NLB 9.0)
        // Every listed move is one the module takes.
        const std::string to = moves["Lefol"].front();
        QVERIFY(t.act(move("Lefol", to)));
        QCOMPARE(t.hexOf("Lefol"), to);
    }

    void anEliminatedUnitLeavesTheMap()
    {
        Table t;
        t.next();
        QVERIFY(t.act(
            {{"action", "event"}, {"kind", "unit.eliminated"}, {"data", {{"unit", "Steinmetz"}}}}));
        QCOMPARE(t.hexOf("Steinmetz"), std::string());
        Result<MapPositions> positions =
            positionsOf(t.game().state(), t.game().ruleset(), *t.game().map());
        QVERIFY(positions);
        QVERIFY(positions->unit("Steinmetz") == nullptr);
        QVERIFY(positions->unit("Milhaud") != nullptr);
        // Habert is out of Steinmetz's zone of control now.
        QVERIFY(t.act(move("Habert", json::array({"0706", "0606"}))));
    }

    void aGameWithoutAMapHasNoMoves()
    {
        QTemporaryDir dir;
        GameSetup setup;
        setup.sides = json::parse(R"([{"name":"French"},{"name":"Prussian"}])");
        setup.orderOfBattle = json::parse(R"([{"id":"A","side":"French","strength":4}])");
        Result<Game> game =
            Game::create(dir.filePath("g.jsonl").toStdString(),
                         std::make_shared<const Ruleset>(test::shippedRuleset("nlb")), setup);
        QVERIFY(game);
        Result<MoveCheck> check = game->checkMove({"A", {}, "0305", {}});
        QVERIFY(!check);
        QVERIFY(QString::fromStdString(check.error().message).contains("not played on a map"));
    }

    void aUnitsHexIsOnTheMap_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("says");
        QTest::newRow("off the map") << R"({"id":"A","side":"French","strength":4,"hex":"2020"})"
                                     << "unit A: hex id '2020' is off the map";
        QTest::newRow("not a hex id") << R"({"id":"A","side":"French","strength":4,"hex":"x"})"
                                      << "unit A";
    }
    void aUnitsHexIsOnTheMap()
    {
        QFETCH(QString, unit);
        QFETCH(QString, says);
        QTemporaryDir dir;
        RulesetLibrary library({UMPIRE_RULESDATA_DIR});
        GameSetup setup;
        setup.map = "sample-nlb";
        setup.sides = json::parse(R"([{"name":"French"},{"name":"Prussian"}])");
        setup.orderOfBattle = json::array({json::parse(unit.toStdString())});
        const std::string path = dir.filePath("g.jsonl").toStdString();
        Result<Game> game = library.createGame(path, "nlb", setup);
        QVERIFY(!game);
        QVERIFY2(QString::fromStdString(game.error().message).contains(says),
                 game.error().message.c_str());
        QVERIFY(!QFile::exists(QString::fromStdString(path))); // nothing written
    }

    void aScenarioHexNeedsAMap()
    {
        json doc = json::parse(R"({"format":1,"id":"x","ruleset":"nlb","name":"X",
            "sides":[{"name":"French"},{"name":"Prussian"}],
            "turns":[{"turn":1,"label":"1"}],
            "orderOfBattle":[{"id":"A","side":"French","strength":4,"hex":"0305"}]})");
        Result<Scenario> scenario = Scenario::fromJson(doc, "x.json", test::shippedRuleset("nlb"));
        QVERIFY(!scenario);
        QVERIFY2(QString::fromStdString(scenario.error().message).contains("/orderOfBattle/0/hex"),
                 scenario.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestGameMap)
#include "tst_gamemap.moc"
