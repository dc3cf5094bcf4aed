// BMW 11.2 on the map: "place one unit of the player's choice in the hex with a leader or adjacent
// if the leader already is stacked with another unit. If there is no adjacent hex not in an EZOC,
// the unit is not rallied." (gamemap.h rallyOnMap, judged by Game::append).
#include "crtmodule.h"
#include "eventsummary.h"
#include "gamemap.h"
#include "journalexport.h"
#include "rulesetlibrary.h"
#include "testsupport.h"
#include "unitedits.h"

#include <QTemporaryDir>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

namespace {

// A BMW battle on the sample map: the Normans (rally range 1-2) with their leader William, K1
// eliminated at once, and the Saxons' units where `saxons` puts them; played on to the Normans'
// first Reorganization & Rally Phase.
struct Battle
{
    QTemporaryDir dir;
    RulesetLibrary library{{UMPIRE_RULESDATA_DIR}};
    std::unique_ptr<Module> module;

    Battle(const std::string &williamHex, const json &others)
    {
        GameSetup setup;
        setup.map = "sample-bmw";
        setup.sides = json::parse(
            R"([{"name":"Normans","demoralization":30,"rallyRange":[1,2]},{"name":"Saxons"}])");
        setup.orderOfBattle = json::array({{{"id", "William"},
                                            {"side", "Normans"},
                                            {"strength", 1},
                                            {"leader", true},
                                            {"hex", williamHex},
                                            {"movement", 8}},
                                           {{"id", "K1"},
                                            {"side", "Normans"},
                                            {"strength", 3},
                                            {"type", "cavalry"},
                                            {"hex", "0305"},
                                            {"movement", 8}}});
        for (const json &unit : others)
            setup.orderOfBattle.push_back(unit);
        setup.seed = 5;
        Result<Game> game = library.createGame(dir.filePath("g.jsonl").toStdString(), "bmw", setup);
        if (!game)
            qFatal("the game is not created: %s", game.error().message.c_str());
        module = std::make_unique<Module>(std::move(game).value());
        act({{"action", "event"}, {"kind", "unit.eliminated"}, {"data", {{"unit", "K1"}}}});
        act({{"action", "turn"}});
        const GameState &st = state();
        for (int i = 0;
             i < 12 && !(st.phase == "Reorganization & Rally" && st.phasePlayer == "Normans"); ++i)
            act({{"action", "next"}, {"override", "not this test"}});
        if (st.phase != "Reorganization & Rally")
            qFatal("no Reorganization & Rally Phase");
    }
    const GameState &state() const { return module->game().state(); }
    void act(const json &action)
    {
        if (Result<ActOutcome> done = module->act(action); !done)
            qFatal("%s: %s", action.dump().c_str(), done.error().message.c_str());
    }
    static json rally(int die, const std::string &hex = {})
    {
        json data = {{"unit", "K1"}, {"die", die}};
        if (!hex.empty())
            data["hex"] = hex;
        return {{"action", "event"}, {"kind", "unit.rallied"}, {"data", data}};
    }
    std::vector<std::string> hexes() const
    {
        return rallyHexes(state(), module->game().ruleset(), *module->game().map(),
                          state().units.at("K1"));
    }
};

json unit(const char *id, const char *side, const char *hex)
{
    return {{"id", id},           {"side", side}, {"strength", 2},
            {"type", "infantry"}, {"hex", hex},   {"movement", 4}};
}

} // namespace

class TestBmwRally : public QObject
{
    Q_OBJECT

  private slots:
    // BMW 11.2: a leader alone in his hex: the rallied unit is placed in it.
    void bmw112PlacedWithALoneLeader()
    {
        Battle b("0202", json::array({unit("Fyrd", "Saxons", "0707")}));
        QCOMPARE(b.hexes(), std::vector<std::string>{"0202"});
        const int before = b.state().side("Normans")->casualties;
        b.act(Battle::rally(2));
        QCOMPARE(b.state().units.at("K1").status, UnitState::Status::OnMap);
        QCOMPARE(b.state().units.at("K1").hex, std::string("0202"));
        QCOMPARE(b.state().side("Normans")->casualties, before - 3);
    }

    // BMW 11.2: the leader stacked with another unit: an adjacent hex, named by the player among
    // those free of units and of enemy zones of control; another hex is refused, naming the rule.
    void bmw112BesideALeaderWhoIsStackedWithAnotherUnit()
    {
        Battle b("0303",
                 json::array({unit("Archers", "Normans", "0303"), unit("Fyrd", "Saxons", "0305")}));
        const std::vector<std::string> hexes = b.hexes();
        QVERIFY(hexes.size() > 1);
        QVERIFY(std::find(hexes.begin(), hexes.end(), "0303") == hexes.end());
        Result<ActOutcome> unnamed = b.module->act(Battle::rally(1));
        QVERIFY(!unnamed);
        QVERIFY2(QString::fromStdString(unnamed.error().message).contains("BMW 11.2: name the hex"),
                 unnamed.error().message.c_str());
        Result<ActOutcome> wrong = b.module->act(Battle::rally(1, "0707"));
        QVERIFY(!wrong);
        QVERIFY2(QString::fromStdString(wrong.error().message).contains("not \"0707\""),
                 wrong.error().message.c_str());
        QCOMPARE(b.state().units.at("K1").status, UnitState::Status::Eliminated);
        // The Saxons' zone of control keeps it out of the hexes next to the Fyrd.
        const Result<MapPositions> positions =
            positionsOf(b.state(), b.module->game().ruleset(), *b.module->game().map());
        QVERIFY(positions);
        const MapZoc zoc(*b.module->game().map(), *positions);
        for (const std::string &h : hexes)
            QVERIFY2(!zoc.enemyControlled(*b.module->game().map()->grid().parseId(h), "Normans"),
                     h.c_str());
        // The unit's edit (the desktop's menu) asks the die, then one of those hexes.
        const StateEdit edit = unitEdits(b.module->game(), "K1").front();
        QCOMPARE(edit.asks, std::string("die"));
        QCOMPARE(edit.choices.size(), hexes.size());
        b.act(editAction(edit, 1, edit.choices.back()));
        QCOMPARE(b.state().units.at("K1").status, UnitState::Status::OnMap);
        QCOMPARE(json(b.state().units.at("K1").hex), edit.choices.back());
    }

    // BMW 11.2: "If there is no adjacent hex not in an EZOC, the unit is not rallied": the
    // attempt is spent and the log says why.
    void bmw112NoFreeHexNextToTheLeaderNoRally()
    {
        // William and the Archers in the corner, the Saxons' Fyrd next to them: every hex beside
        // the corner is held or in the Fyrd's zone of control.
        Battle b("0101",
                 json::array({unit("Archers", "Normans", "0101"), unit("Fyrd", "Saxons", "0201"),
                              unit("Thegns", "Saxons", "0103")}));
        QVERIFY2(b.hexes().empty(), qPrintable(QString::number(b.hexes().size())));
        const int before = b.state().side("Normans")->casualties;
        b.act(Battle::rally(1));
        QCOMPARE(b.state().units.at("K1").status, UnitState::Status::Eliminated);
        QCOMPARE(b.state().side("Normans")->casualties, before);
        const Journal &journal = b.module->game().journal();
        const std::string said = summarizeEvent(*journal.readEvent(journal.lastSeq()));
        QVERIFY2(said == "K1 not rallied: no hex with or next to a leader is free of enemy zones "
                         "of control (BMW 11.2)",
                 said.c_str());
    }
};

QTEST_APPLESS_MAIN(TestBmwRally)
#include "tst_bmwrally.moc"
