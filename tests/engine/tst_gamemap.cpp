// The units' positions are game state, and a move is judged on the map: the shipped
// demonstration scenario (nlb-demo) on the sample map, moved through the chart games' module.
#include "crtevents.h"
#include "demogame.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

using test::moveAction;
using test::Table;

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
        Result<ActOutcome> done =
            t.act(moveAction("Milhaud", json::array({"0105", "0205", "0305"})));
        QVERIFY2(done, done ? "" : done.error().message.c_str());
        QCOMPARE(done->event.kind, umpire::crt::kinds::UnitMoved);
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

    // A move judged with a stand-in of the map's terrain key (the town's 1 MP, NLB 5.6) says so.
    void nlb56AMoveThroughStandInTerrainSaysSo()
    {
        Table t;
        t.next();
        Result<ActOutcome> done = t.act(moveAction("Berthezene", "0605")); // a town
        QVERIFY2(done, done ? "" : done.error().message.c_str());
        QCOMPARE(done->explanation.unverified.size(), std::size_t(1));
        QCOMPARE(done->explanation.unverified.front().text, std::string("Town on map sample-nlb"));
    }

    void nlb50OnlyWhereItGoesTakesTheCheapestPath()
    {
        Table t;
        t.next();
        Result<ActOutcome> done = t.act(moveAction("Milhaud", "0305"));
        QVERIFY2(done, done ? "" : done.error().message.c_str());
        QCOMPARE(done->event.data["path"], json::parse(R"(["0105","0205","0305"])"));
    }

    void nlb51NoMoveBeforeTheGameStarts()
    {
        Table t;
        QVERIFY(t.refusal(moveAction("Milhaud", "0305")).contains("NLB 5.1"));
    }

    void nlb51NoMoveInTheCombatPhase()
    {
        Table t;
        t.next();
        t.next(); // French Combat
        const QString why = t.refusal(moveAction("Milhaud", "0305"));
        QVERIFY2(why.contains("NLB 5.1") && why.contains("Combat"), qPrintable(why));
    }

    void nlb51OnlyThePhasingPlayersUnitsMove()
    {
        Table t;
        t.next();
        const QString why = t.refusal(moveAction("Steinmetz", "0807"));
        QVERIFY2(why.contains("NLB 5.1") && why.contains("Allied"), qPrintable(why));
    }

    void nlb51AUnitMovesOncePerPhase()
    {
        Table t;
        t.next();
        QVERIFY(t.act(moveAction("Milhaud", "0305")));
        const QString why = t.refusal(moveAction("Milhaud", "0306"));
        QVERIFY2(why.contains("NLB 5.1") && why.contains("already"), qPrintable(why));
        // The next Movement Phase it moves again.
        for (int i = 0; i < 4; ++i)
            t.nextAnyway(); // French Combat, Allied Movement, Allied Combat, Turn Record
        t.next();           // turn 2: French Movement
        QCOMPARE(t.game().state().phase, std::string("Movement"));
        QVERIFY(t.act(moveAction("Milhaud", "0306")));
    }

    void nlb51NoMoreThanTheMovementAllowance()
    {
        Table t;
        t.next();
        const QString why = t.refusal(
            moveAction("Lefol", json::array({"0303", "0304", "0305", "0306", "0307", "0308"})));
        QVERIFY2(why.contains("NLB 5.1") && why.contains("more than the 4 MP"), qPrintable(why));
        QCOMPARE(t.hexOf("Lefol"), std::string("0303"));
    }

    void nlb54AUnitInAnEnemyZoneOfControlStays()
    {
        Table t;
        t.next();
        // Habert (0706) is next to Steinmetz (0707).
        const QString why = t.refusal(moveAction("Habert", json::array({"0706", "0606"})));
        QVERIFY2(why.contains("NLB 5.4"), qPrintable(why));
    }

    void theRefereeOverridesWithAReason()
    {
        Table t;
        t.next();
        json action = moveAction("Habert", json::array({"0706", "0606"}));
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
        QVERIFY(t.act(moveAction("Lefol", to)));
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
        QVERIFY(t.act(moveAction("Habert", json::array({"0706", "0606"}))));
    }

    // A combat chosen by unit names takes what the map holds.
    void nlb73TheDefendersTerrainComesFromTheMap()
    {
        Table t;
        t.next();
        t.next(); // French Combat
        Result<CombatRequest> request = t.game().combatRequest(json::parse(
            R"({"ruleset":"nlb","attackers":[{"id":"Vichery"}],"defenders":[{"id":"Jagow"}]})"));
        QVERIFY2(request, request ? "" : request.error().message.c_str());
        QCOMPARE(request->defenders.front().terrain, std::string("chateau")); // 0408
        QCOMPARE(request->defenders.front().strength, 4);
        Result<ActOutcome> fought = t.combat({"Vichery"}, {"Jagow"}, 6);
        QVERIFY2(fought, fought ? "" : fought.error().message.c_str());
        QCOMPARE(fought->event.data["request"]["defenders"][0]["terrain"], json("chateau"));
    }

    // A field of the wrong type in a combat by unit names is refused by name, never thrown.
    void aMistypedCombatFieldOnTheMapIsRefused()
    {
        Table t;
        t.next();
        t.next();
        for (
            const char *request :
            {R"({"attackers":[{"id":"Habert","type":3}],"defenders":[{"id":"Steinmetz"}],"die":1})",
             R"({"attackers":[{"id":"III art","bombarding":"yes"}],"defenders":[{"id":"Steinmetz"}],"die":1})"}) {
            const QString why =
                t.refusal({{"action", "combat"}, {"request", json::parse(request)}});
            QVERIFY2(why.contains("attackers/0/"), qPrintable(why));
        }
    }

    void nlb71UnitsAttackAdjacentEnemyUnits()
    {
        Table t;
        t.next();
        t.next();
        const QString why = t.refusal(Table::combatAction({"Lefol"}, {"Jagow"}, 1));
        QVERIFY2(why.contains("NLB 7.1: Lefol in 0303 is not adjacent"), qPrintable(why));
    }

    void nlb81ArtilleryBombardsFromTheMap()
    {
        Table t;
        t.next();
        t.next();
        // III art (0506) is two hexes from Steinmetz (0707): a bombardment at range 2.
        Result<CombatRequest> request = t.game().combatRequest(json::parse(
            R"({"ruleset":"nlb","attackers":[{"id":"III art"}],"defenders":[{"id":"Steinmetz"}]})"));
        QVERIFY2(request, request ? "" : request.error().message.c_str());
        QVERIFY(request->attackers.front().bombarding);
        QCOMPARE(request->attackers.front().range, 2);
        // Krafft (0909) is out of its reach.
        const QString why = t.refusal(Table::combatAction({"III art"}, {"Krafft"}, 1));
        QVERIFY2(why.contains("NLB 8.1: III art in 0506 is out of range"), qPrintable(why));
    }

    // NLB 7.0, 7.1, 7.5: the module lists who may still attack (the phasing player's units) and
    // be attacked (the other player's), in the Combat Phase only, each once: what the map's
    // clicks offer.
    void nlb70And71WhoMayStillAttackIsListed()
    {
        Table t;
        auto candidates = [&t] {
            for (const json &a : t.module->legalActions(Viewer{}))
                if (a["action"] == "combat" && a.contains("attackers"))
                    return a;
            return json();
        };
        auto has = [](const json &list, const char *id) {
            return std::find(list.begin(), list.end(), id) != list.end();
        };
        t.next(); // French Movement: no combat
        QVERIFY(candidates().is_null());
        t.next(); // French Combat
        json c = candidates();
        QVERIFY2(has(c["attackers"], "Habert") && has(c["defenders"], "Steinmetz"),
                 c.dump().c_str());
        QVERIFY(!has(c["attackers"], "Steinmetz") && !has(c["defenders"], "Habert"));
        QCOMPARE(c.value("rule", std::string()), std::string("NLB 7.0, 7.1"));
        Result<ActOutcome> fought = t.combat({"Habert"}, {"Steinmetz"}, 1); // 1-1, die 1: Dr
        QVERIFY(fought);
        // NLB 7.0: no one may fight until the result is carried out.
        QVERIFY(candidates().is_null());
        const json retreat = t.listed("retreat", "Steinmetz");
        t.done({{"action", "apply"},
                {"combat", fought->event.seq},
                {"kind", "retreat"},
                {"units", {"Steinmetz"}},
                {"to", retreat["to"].front()}});
        c = candidates();
        QVERIFY2(!has(c["attackers"], "Habert") && !has(c["defenders"], "Steinmetz"),
                 c.dump().c_str());
        QVERIFY(has(c["attackers"], "Lefol"));
    }

    void nlb72TheUnitsOfAHexFightTogether()
    {
        Table t;
        t.next();
        t.done(moveAction("Berthezene", "0706")); // with Habert, next to Steinmetz
        t.next();
        QString why = t.refusal(Table::combatAction({"Habert"}, {"Steinmetz"}, 1));
        QVERIFY2(why.contains("NLB 7.2: Berthezene in 0706 attacks too"), qPrintable(why));
        t.nextAnyway(); // Allied Movement
        t.next();       // Allied Combat
        why = t.refusal(Table::combatAction({"Steinmetz"}, {"Habert"}, 1));
        QVERIFY2(why.contains("NLB 7.2: Berthezene in 0706 defends too"), qPrintable(why));
        QVERIFY(t.combat({"Steinmetz"}, {"Habert", "Berthezene"}, 1));
    }

    // NLB 7.4: the retreat goes to one of the hexes open to it; NLB 7.5: the victor may advance
    // into the hex it left, and may not attack again that phase.
    void nlb74TheRetreatAndTheAdvanceAreMovesOnTheMap()
    {
        Table t;
        t.next();
        t.next();
        Result<ActOutcome> fought = t.combat({"Habert"}, {"Steinmetz"}, 1); // 1-1, Dr
        QVERIFY2(fought, fought ? "" : fought.error().message.c_str());
        const std::uint64_t combat = fought->event.seq;
        QVERIFY(t.listed("cannotRetreat", "Steinmetz").is_null()); // hexes are open
        const json retreat = t.listed("retreat", "Steinmetz");
        QVERIFY2(retreat.contains("to") && !retreat["to"].empty(), retreat.dump().c_str());
        // Not yet: the advance waits for the hex to be vacated.
        QVERIFY(t.listed("advance", "Habert").is_null());
        const std::string to = retreat["to"].front();
        const QString why = t.refusal({{"action", "apply"},
                                       {"combat", combat},
                                       {"kind", "retreat"},
                                       {"units", {"Steinmetz"}},
                                       {"to", "0706"}});
        QVERIFY2(why.contains("NLB 7.4: Steinmetz may not go to 0706"), qPrintable(why));
        t.done({{"action", "apply"},
                {"combat", combat},
                {"kind", "retreat"},
                {"units", {"Steinmetz"}},
                {"to", to}});
        QCOMPARE(t.hexOf("Steinmetz"), to);
        const json advance = t.listed("advance", "Habert");
        QCOMPARE(advance.value("to", json()), json::array({"0707"}));
        t.done(
            {{"action", "apply"}, {"combat", combat}, {"kind", "advance"}, {"units", {"Habert"}}});
        QCOMPARE(t.hexOf("Habert"), std::string("0707"));
        // The journal alone gives the same places.
        Result<Game> again = t.library.openGame(t.path(), Journal::Mode::ReadOnly);
        QVERIFY(again);
        QCOMPARE(again->state().units.at("Steinmetz").hex, to);
        QCOMPARE(again->state().units.at("Habert").hex, std::string("0707"));
        // NLB 7.5: "After advancing, units may neither attack nor be attacked that Phase".
        const QString again75 = t.refusal(Table::combatAction({"Habert"}, {"Steinmetz"}, 1));
        QVERIFY2(again75.contains("NLB 7.5: Habert advanced after combat"), qPrintable(again75));
    }

    // journal verify judges again, on the map, what a program wrote without the rules (here the
    // journal file itself): a retreat into the hex the attacker holds.
    void verifyJudgesTheResultsOnTheMapAgain()
    {
        Table t;
        t.next();
        t.next();
        Result<ActOutcome> fought = t.combat({"Habert"}, {"Steinmetz"}, 1); // Dr
        QVERIFY(fought);
        {
            Result<Journal> raw = Journal::open(t.path());
            QVERIFY(raw);
            QVERIFY(raw->append(umpire::crt::kinds::CombatApplied, {{"combat", fought->event.seq},
                                                                    {"kind", "retreat"},
                                                                    {"side", "defender"},
                                                                    {"units", {"Steinmetz"}},
                                                                    {"rule", "NLB 7.4"},
                                                                    {"to", "0706"}}));
        }
        Result<Game> again = t.library.openGame(t.path(), Journal::Mode::ReadOnly);
        QVERIFY(again);
        crt::Module reread(std::move(again).value());
        Result<Verification> v = reread.verify();
        QVERIFY(v);
        QCOMPARE(v->mismatches.size(), std::size_t(1));
        QVERIFY2(v->mismatches.front().text().find("NLB 7.4: Steinmetz may not go to 0706") !=
                     std::string::npos,
                 v->mismatches.front().text().c_str());
    }

    void nlb74AUnitWithNoOpenHexIsEliminated()
    {
        Table t;
        t.next();
        // Milhaud placed below Steinmetz by the referee: Steinmetz (0707) has Habert (0706) above,
        // Milhaud (0708) below, and their zones of control over every other neighbour.
        t.done({{"action", "move"}, {"unit", "Milhaud"}, {"to", "0708"}, {"override", "set-up"}});
        t.next();
        Result<ActOutcome> fought = t.combat({"Habert", "Milhaud"}, {"Steinmetz"}, 1); // 2-1, Dr
        QVERIFY2(fought, fought ? "" : fought.error().message.c_str());
        const std::uint64_t combat = fought->event.seq;
        QVERIFY(t.listed("retreat", "Steinmetz").is_null());
        QVERIFY(!t.listed("cannotRetreat", "Steinmetz").is_null());
        const QString why = t.refusal({{"action", "apply"},
                                       {"combat", combat},
                                       {"kind", "retreat"},
                                       {"units", {"Steinmetz"}},
                                       {"to", "0807"}});
        QVERIFY2(why.contains("NLB 7.4: no hex is open for Steinmetz"), qPrintable(why));
        const int before = t.game().state().side("Prussian")->casualties;
        t.done({{"action", "apply"},
                {"combat", combat},
                {"kind", "cannotRetreat"},
                {"units", {"Steinmetz"}}});
        QCOMPARE(t.game().state().units.at("Steinmetz").status, UnitState::Status::Eliminated);
        QCOMPARE(t.game().state().side("Prussian")->casualties, before + 5);
    }

    // NLB 7.1: the Combat Phase does not end while a unit in an enemy zone of control has not
    // attacked; the referee's override is journaled with its reason.
    void nlb71ThePhaseEndsWhenItsObligationsAreMet()
    {
        Table t;
        t.next();
        t.next();
        std::vector<std::string> open;
        for (const AttackObligation &o : t.game().openObligations())
            open.push_back(o.unit);
        QVERIFY(std::find(open.begin(), open.end(), "Habert") != open.end());
        QVERIFY(std::find(open.begin(), open.end(), "Vichery") != open.end());
        QString why = t.refusal({{"action", "next"}});
        QVERIFY2(why.contains("NLB 7.1: the Combat Phase does not end"), qPrintable(why));
        QVERIFY(t.combat({"Habert"}, {"Steinmetz"}, 5)); // Ar
        why = t.refusal({{"action", "next"}});
        QVERIFY2(why.contains("Habert retreats"), qPrintable(why)); // NLB 7.4: immediately
        QVERIFY(!why.contains("Habert is in an enemy zone"));
        Result<ActOutcome> ended = t.act({{"action", "next"}, {"override", "house rule"}});
        QVERIFY(ended);
        QCOMPARE(ended->event.data["override"], json("house rule"));
        QCOMPARE(t.game().state().phasePlayer, std::string("Allied"));
    }

    // NLB 5.3: "A maximum of two Friendly units may be stacked in a single hex at the end of any
    // Phase": a third unit put there (by the referee) keeps the phase from ending until it leaves.
    void nlb53NoPhaseEndsWithAHexOverStacked()
    {
        Table t;
        t.next();
        t.done({{"action", "move"}, {"unit", "Lefol"}, {"to", "0307"}, {"override", "test"}});
        QString why = t.refusal({{"action", "next"}});
        QVERIFY2(why.contains("NLB 5.3: the Movement Phase does not end while an obligation is "
                              "open: 3 units stand in 0307, which holds 2 at the end of a phase"),
                 qPrintable(why));
        bool blocked = false;
        for (const json &a : t.actions())
            blocked = blocked || (a["action"] == "next" && a.contains("blocked"));
        QVERIFY(blocked);
        t.done({{"action", "move"}, {"unit", "Berthezene"}, {"to", "0306"}});
        QVERIFY(t.act({{"action", "next"}}));
    }

    // NLB 9.0: reinforcements enter at their entry hex in their player's Movement Phase of their
    // turn, paying the entry hex's cost from their move.
    void nlb90AReinforcementEntersAtItsEntryHex()
    {
        Table t;
        t.next();
        t.nextAnyway(); // French Combat
        t.nextAnyway(); // Allied Movement
        QString why = t.refusal({{"action", "enter"}, {"unit", "Thielmann"}});
        QVERIFY2(why.contains("NLB 9.0: Thielmann arrives on turn 2"), qPrintable(why));
        for (int i = 0; i < 3; ++i)
            t.nextAnyway(); // Allied Combat, Interphase, turn 2 French Movement
        why = t.refusal({{"action", "enter"}, {"unit", "Thielmann"}});
        QVERIFY2(why.contains("Allied player's Movement Phase"), qPrintable(why));
        t.nextAnyway();
        t.nextAnyway(); // turn 2, Allied Movement
        json offered;
        for (const json &a : t.module->legalActions(Viewer{}))
            if (a["action"] == "enter" && a["unit"] == "Thielmann")
                offered = a["hex"];
        QCOMPARE(offered, json::array({"1205"})); // the Wavre road
        why = t.refusal({{"action", "enter"}, {"unit", "Thielmann"}, {"hex", "0905"}});
        QVERIFY2(why.contains("NLB 9.0: ") && why.contains("(NLB 9.1): 1205, not 0905"),
                 qPrintable(why));
        Result<ActOutcome> entered = t.act({{"action", "enter"}, {"unit", "Thielmann"}});
        QVERIFY2(entered, entered ? "" : entered.error().message.c_str());
        QCOMPARE(t.hexOf("Thielmann"), std::string("1205"));
        QCOMPARE(entered->event.data["entryHalves"], json(1)); // 1/2 MP along the road
        // Its move has spent the 1/2 MP: 4 MP along the road is 8 hexes, 7 now.
        Result<MoveCheck> check = t.game().checkMove({"Thielmann", {}, "0905", {}});
        QVERIFY(check);
        QCOMPARE(check->steps.allowanceHalves, 8);
        QCOMPARE(check->steps.totalHalves, 4);
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
