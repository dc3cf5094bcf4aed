// A journaled combat reads the journal's own morale: an army the journal holds
// demoralized fights as one, whatever the request says (NLB 11.0, NAW 8.2, BMW 11.3).
#include "crtmodule.h"
#include "eventsummary.h"
#include "journalexport.h"
#include "resultapplication.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

namespace {

// A game of `ruleset` whose `lost` units (of the side to demoralize) are eliminated at once, then
// played on to the Combat Phase `steps` phases after the first turn's start.
struct Battle
{
    QTemporaryDir dir;
    std::unique_ptr<crt::Module> module;

    Battle(const char *ruleset, const char *sides, const char *units,
           const std::vector<std::string> &lost, int steps)
    {
        GameSetup setup;
        setup.sides = json::parse(sides);
        setup.orderOfBattle = json::parse(units);
        setup.seed = 11;
        Result<Game> game =
            Game::create(dir.filePath("g.jsonl").toStdString(),
                         std::make_shared<const Ruleset>(test::shippedRuleset(ruleset)), setup);
        if (!game)
            qFatal("the game is not created: %s", game.error().message.c_str());
        module = std::make_unique<crt::Module>(std::move(game).value());
        for (const std::string &unit : lost)
            act({{"action", "event"}, {"kind", "unit.eliminated"}, {"data", {{"unit", unit}}}});
        act({{"action", "turn"}});
        for (int i = 0; i < steps; ++i)
            act({{"action", "next"}});
        if (module->game().state().phase != "Combat")
            qFatal("not a Combat Phase: %s", module->game().state().phase.c_str());
    }
    ActOutcome act(const json &action)
    {
        Result<ActOutcome> done = module->act(action);
        if (!done)
            qFatal("%s refused: %s", action.dump().c_str(), done.error().message.c_str());
        return *done;
    }
    bool demoralized(const std::string &side) const
    {
        return module->game().state().side(side)->demoralized;
    }
    // A combat of units named by id, with a physical die: its outcome.
    json combat(const std::string &attacker, const std::string &defender, int die)
    {
        return act({{"action", "combat"},
                    {"request",
                     {{"attackers", {{{"id", attacker}}}},
                      {"defenders", {{{"id", defender}, {"terrain", "clear"}}}},
                      {"die", die}}}})
            .answer;
    }
};

bool cites(const json &outcome, const std::string &rule)
{
    for (const json &step : outcome.value("steps", json::array()))
        if (step.value("rule", "") == rule)
            return true;
    return false;
}

} // namespace

class TestJournalMorale : public QObject
{
    Q_OBJECT

  private slots:
    // BMW 11.3: a demoralized army's attacks shift one column left: 4 against 2 reads 1-1.
    void bmw113DemoralizedAttacksShiftLeft()
    {
        Battle b("bmw", R"([{"name":"Normans","demoralization":3},{"name":"Saxons"}])",
                 R"([{"id":"K1","side":"Normans","strength":3,"type":"cavalry"},
                     {"id":"K2","side":"Normans","strength":4,"type":"cavalry"},
                     {"id":"H1","side":"Saxons","strength":2,"type":"infantry"}])",
                 {"K1"}, 2); // Normans Movement, Archery Fire, Combat
        QVERIFY(b.demoralized("Normans"));
        const json outcome = b.combat("K2", "H1", 4);
        QCOMPARE(outcome["column"], json("1-1"));
        QVERIFY2(cites(outcome, "BMW 11.3"), outcome.dump().c_str());
        // What the journal keeps resolves the same way again (journal verify).
        Result<Verification> verified = b.module->verify();
        QVERIFY(verified);
        QVERIFY(verified->ok());
    }

    // NAW 8.2: when the Allies are demoralized, the French attack one column higher: 6 against 4
    // reads 2-1, not 1-1.
    void naw82ADemoralizedDefenderShiftsRight()
    {
        Battle b("naw", R"([{"name":"French"},{"name":"Allied","demoralization":40}])",
                 R"([{"id":"F1","side":"French","strength":6,"type":"infantry"},
                     {"id":"A1","side":"Allied","strength":4,"type":"infantry"},
                     {"id":"A2","side":"Allied","strength":20,"type":"infantry"},
                     {"id":"A3","side":"Allied","strength":20,"type":"infantry"}])",
                 {"A2", "A3"}, 1); // French Movement, Combat
        QVERIFY(b.demoralized("Allied"));
        const json outcome = b.combat("F1", "A1", 3);
        QCOMPARE(outcome["column"], json("2-1"));
        QVERIFY2(cites(outcome, "NAW 8.2"), outcome.dump().c_str());
    }

    // NLB 11.0: demoralized units "lose their ability to advance": no advance is offered.
    void nlb110ADemoralizedArmyDoesNotAdvance()
    {
        Battle b("nlb", R"([{"name":"French"},{"name":"Prussian","demoralization":4}])",
                 R"([{"id":"F1","side":"French","strength":1,"type":"infantry"},
                     {"id":"P1","side":"Prussian","strength":6,"type":"infantry"},
                     {"id":"P2","side":"Prussian","strength":4,"type":"infantry"}])",
                 {"P2"}, 3); // French Movement, Combat, Allied Movement, Combat
        QVERIFY(b.demoralized("Prussian"));
        const json outcome = b.combat("P1", "F1", 1);
        bool noAdvance = false;
        for (const json &ob : outcome["obligations"])
            noAdvance |=
                ob.value("action", "") == "noAdvance" && ob.value("rule", "") == "NLB 11.0";
        QVERIFY2(noAdvance, outcome["obligations"].dump().c_str());
        for (const Application &a : pendingApplications(b.module->game().state()))
            QVERIFY2(a.kind != umpire::crt::ApplicationKind::Advance, a.meaning.text().c_str());
    }

    // BMW 11.2: "he may attempt to rally one eliminated unit per turn", in his Reorganization &
    // Rally Phase.
    void bmw112OneRallyAPhase()
    {
        Battle b("bmw", R"([{"name":"Normans","demoralization":30},{"name":"Saxons"}])",
                 R"([{"id":"K1","side":"Normans","strength":3,"type":"cavalry"},
                     {"id":"K2","side":"Normans","strength":4,"type":"cavalry"},
                     {"id":"H1","side":"Saxons","strength":2,"type":"infantry"}])",
                 {"K1", "K2"}, 2);
        const json rally = {
            {"action", "event"}, {"kind", "unit.rallied"}, {"data", {{"unit", "K1"}}}};
        Result<ActOutcome> early = b.module->act(rally); // in the Combat Phase
        QVERIFY(!early);
        QVERIFY2(QString::fromStdString(early.error().message).contains("BMW 11.2"),
                 early.error().message.c_str());
        b.act({{"action", "next"}}); // Normans Reorganization & Rally
        QCOMPARE(b.module->game().state().phase, std::string("Reorganization & Rally"));
        b.act(rally);
        const std::uint64_t last = b.module->game().journal().lastSeq();
        Result<ActOutcome> second = b.module->act(
            {{"action", "event"}, {"kind", "unit.rallied"}, {"data", {{"unit", "K2"}}}});
        QVERIFY(!second);
        QVERIFY2(QString::fromStdString(second.error().message).contains("BMW 11.2: one"),
                 second.error().message.c_str());
        QCOMPARE(b.module->game().journal().lastSeq(), last);
    }

    // BMW 11.2: "To attempt a rally, roll a die. If the die roll is within the range for the
    // side": with the Normans' range 1-2 given, a 5 spends the turn's attempt and rallies no one;
    // a 2 on a later turn rallies, and the casualties drop.
    void bmw112TheRallyRollAgainstTheSidesRange()
    {
        Battle b("bmw",
                 R"([{"name":"Normans","demoralization":30,"rallyRange":[1,2]},{"name":"Saxons"}])",
                 R"([{"id":"K1","side":"Normans","strength":3,"type":"cavalry"},
                     {"id":"K2","side":"Normans","strength":4,"type":"cavalry"},
                     {"id":"H1","side":"Saxons","strength":2,"type":"infantry"}])",
                 {"K1", "K2"}, 2);
        b.act({{"action", "next"}}); // the Normans' Reorganization & Rally Phase
        QCOMPARE(b.module->game().state().phase, std::string("Reorganization & Rally"));
        auto rally = [](const char *unit, std::optional<int> die) {
            json data = {{"unit", unit}};
            if (die)
                data["die"] = *die;
            return json{{"action", "event"}, {"kind", "unit.rallied"}, {"data", data}};
        };
        auto casualties = [&b] { return b.module->game().state().sides.front().casualties; };
        const int before = casualties();
        Result<ActOutcome> noDie = b.module->act(rally("K1", std::nullopt));
        QVERIFY(!noDie);
        QVERIFY2(QString::fromStdString(noDie.error().message)
                     .contains("BMW 11.2: Normans rallies on a die of 1 to 2"),
                 noDie.error().message.c_str());
        b.act(rally("K1", 5)); // outside the range: the attempt is spent
        QCOMPARE(b.module->game().state().units.at("K1").status, UnitState::Status::Eliminated);
        QCOMPARE(casualties(), before);
        QVERIFY(!b.module->act(rally("K2", 1))); // one attempt a turn
        const Journal &journal = b.module->game().journal();
        const std::string said = summarizeEvent(*journal.readEvent(journal.lastSeq()));
        QVERIFY2(said == "K1 not rallied: a die of 5, outside the rally range 1 to 2 (BMW 11.2)",
                 said.c_str());
        // The next Normans' Reorganization & Rally Phase: a 2 rallies.
        const GameState &st = b.module->game().state();
        for (int i = 0; i < 12 && (st.turn < 2 || st.phase != "Reorganization & Rally" ||
                                   st.phasePlayer != "Normans");
             ++i)
            b.act({{"action", "next"}, {"override", "not this test"}});
        QCOMPARE(st.phase, std::string("Reorganization & Rally"));
        QCOMPARE(st.phasePlayer, std::string("Normans"));
        b.act(rally("K2", 2));
        QCOMPARE(b.module->game().state().units.at("K2").status, UnitState::Status::OnMap);
        QCOMPARE(casualties(), before - 4);
        // The journal alone gives the same.
        Result<Verification> verified = b.module->verify();
        QVERIFY(verified && verified->mismatches.empty());
    }

    // BMW 11.2 without a range in the game: the referee's rally is taken without a die; a die
    // then has nothing to be judged against and is refused.
    void bmw112NoRangeNoDie()
    {
        Battle b("bmw", R"([{"name":"Normans","demoralization":30},{"name":"Saxons"}])",
                 R"([{"id":"K1","side":"Normans","strength":3,"type":"cavalry"},
                     {"id":"H1","side":"Saxons","strength":2,"type":"infantry"}])",
                 {"K1"}, 2);
        b.act({{"action", "next"}}); // the Normans' Reorganization & Rally Phase
        Result<ActOutcome> rolled = b.module->act({{"action", "event"},
                                                   {"kind", "unit.rallied"},
                                                   {"data", {{"unit", "K1"}, {"die", 1}}}});
        QVERIFY(!rolled);
        QVERIFY2(QString::fromStdString(rolled.error().message).contains("gives no rally range"),
                 rolled.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestJournalMorale)
#include "tst_journalmorale.moc"
