// What a combat's result obliges is carried out by the engine: the pending
// applications a journaled combat leaves (resultapplication.h), and the "apply" action of the chart
// games' module that journals one of them as one combat.applied event.
#include "crtevents.h"
#include "crtmodule.h"
#include "resultapplication.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace umpire;
using namespace umpire::crt;
using namespace umpire::test;
using nlohmann::json;

namespace {

// An NLB game in its first turn: French A (4), B (2), C (3); Prussian P (2), Q (2).
struct Table
{
    QTemporaryDir dir;
    std::unique_ptr<crt::Module> module;

    Table()
    {
        GameSetup setup;
        setup.sides = json::parse(R"([{"name":"French","demoralization":20},
                                      {"name":"Prussian","demoralization":20}])");
        for (const auto &[id, side, strength] :
             {std::tuple{"A", "French", 4}, std::tuple{"B", "French", 2},
              std::tuple{"C", "French", 3}, std::tuple{"P", "Prussian", 2},
              std::tuple{"Q", "Prussian", 2}})
            setup.orderOfBattle.push_back(
                {{"id", id}, {"side", side}, {"strength", strength}, {"type", "infantry"}});
        setup.seed = 7;
        Result<Game> game =
            Game::create(dir.filePath("g.jsonl").toStdString(),
                         std::make_shared<const Ruleset>(shippedRuleset("nlb")), setup);
        if (!game)
            qFatal("the game is not created: %s", game.error().message.c_str());
        module = std::make_unique<crt::Module>(std::move(game).value());
        // The first turn's Combat Phase (NLB 5.1: no combat in the Movement Phase).
        if (!module->act({{"action", "turn"}}) || !module->act({{"action", "next"}}))
            qFatal("no first Combat Phase");
    }

    // A combat of attackers on one defender in the clear with a physical die; its event's seq.
    std::uint64_t combat(std::vector<std::string> attackers, std::string defender, int die,
                         const char *expected)
    {
        json request = {{"attackers", json::array()},
                        {"defenders", {{{"id", defender}, {"terrain", "clear"}}}},
                        {"die", die}};
        for (const std::string &a : attackers)
            request["attackers"].push_back({{"id", a}});
        Result<ActOutcome> done = module->act({{"action", "combat"}, {"request", request}});
        if (!done)
            qFatal("the combat is refused: %s", done.error().message.c_str());
        if (done->answer.value("result", "") != expected)
            qFatal("the chart gives %s, not %s: the test's dice need another look",
                   done->answer.value("result", "").c_str(), expected);
        return done->event.seq;
    }

    Result<ActOutcome> apply(std::uint64_t combat, const std::string &kind,
                             std::vector<std::string> units, const std::string &id = {})
    {
        return module->act(
            {{"action", "apply"}, {"combat", combat}, {"kind", kind}, {"units", units}}, id);
    }

    std::vector<std::string> pending(std::uint64_t combat) const
    {
        std::vector<std::string> out;
        for (const Application &a : pendingApplications(module->game().state(), combat)) {
            std::string units;
            for (const std::string &u : a.units)
                units += (units.empty() ? "" : "+") + u;
            out.push_back(applicationKindName(a.kind) + std::string(" ") + units);
        }
        return out;
    }

    int casualties(const std::string &side) const
    {
        return module->game().state().side(side)->casualties;
    }
};

using Names = std::vector<std::string>;

} // namespace

class TestResultApplication : public QObject
{
    Q_OBJECT

  private slots:
    // NLB 7.4: a retreat, then NLB 7.5: one victorious unit may advance into the vacated hex.
    void nlb_7_4_retreatThenNlb_7_5_oneAdvance()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 2, "Dr");
        // Not vacated yet: no advance is offered before the retreat.
        QCOMPARE(t.pending(c), (Names{"retreat P", "cannotRetreat P"}));
        Result<ActOutcome> r = t.apply(c, "advance", {"A"});
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::BadInput);
        QVERIFY2(r.error().message.find("retreat P") != std::string::npos,
                 r.error().message.c_str());
        QVERIFY(t.apply(c, "retreat", {"P"}).ok());
        QCOMPARE(t.module->journal().digests().back().kind, umpire::crt::kinds::CombatApplied);
        QCOMPARE(t.casualties("Prussian"), 0);
        QCOMPARE(t.pending(c), (Names{"advance A", "advance B"}));
        QVERIFY(t.apply(c, "advance", {"B"}).ok());
        QCOMPARE(t.pending(c), Names{}); // NLB 7.5: only one unit advances
        r = t.apply(c, "advance", {"A"});
        QVERIFY(!r);
        QVERIFY2(r.error().message.find("carried out already") != std::string::npos,
                 r.error().message.c_str());
    }

    // NLB 7.4: "If no hex is open to retreat into, the unit is eliminated."
    void nlb_7_4_noHexOpenEliminates()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 3, "Dr");
        const std::size_t before = t.module->journal().size();
        QVERIFY(t.apply(c, "cannotRetreat", {"P"}).ok());
        QCOMPARE(t.module->journal().size(), before + 1); // one event
        QCOMPARE(t.casualties("Prussian"), 2);
        QCOMPARE(t.module->game().state().units.at("P").status, UnitState::Status::Eliminated);
        QCOMPARE(t.pending(c), (Names{"advance A", "advance B"}));
    }

    // NLB 7.7 De: every defending unit eliminated at once.
    void nlb_7_7_deEliminatesTheDefenders()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 1, "De");
        QCOMPARE(t.pending(c).front(), std::string("eliminate P"));
        QVERIFY(t.apply(c, "eliminate", {"P"}).ok());
        QCOMPARE(t.casualties("Prussian"), 2);
        QVERIFY(!t.apply(c, "eliminate", {"P"})); // not twice
        QCOMPARE(t.casualties("Prussian"), 2);
    }

    // NLB 7.83: the attacker meets an exchange with one of the sets the engine lists, in one event.
    void nlb_7_83_exchangeIsOneEventOfAListedSet()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 6, "Ex");
        const Names pending = t.pending(c);
        QVERIFY2(std::count(pending.begin(), pending.end(), "exchange B") == 1,
                 qPrintable(QString::fromStdString(nlohmann::json(pending).dump())));
        QVERIFY(!t.apply(c, "exchange", {"A", "B"})); // more than the loss: not a listed set
        const std::size_t before = t.module->journal().size();
        QVERIFY(t.apply(c, "exchange", {"B"}).ok());
        QCOMPARE(t.module->journal().size(), before + 1);
        QCOMPARE(t.casualties("French"), 2);
        QVERIFY(!t.apply(c, "exchange", {"A"})); // the exchange is met
        QVERIFY(t.apply(c, "eliminate", {"P"}).ok());
        QCOMPARE(t.casualties("Prussian"), 2);
    }

    // NLB 7.4 "immediately": the next phase leaves nothing of this phase's results to apply.
    void nlb_7_4_resultsBelongToTheirPhase()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 2, "Dr");
        QVERIFY(t.module->act({{"action", "next"}}).ok());
        QCOMPARE(t.pending(c), Names{});
        Result<ActOutcome> r = t.apply(c, "retreat", {"P"});
        QVERIFY(!r);
        QVERIFY2(r.error().message.find("not a combat of this phase") != std::string::npos,
                 r.error().message.c_str());
    }

    void undoGivesTheObligationBack()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 3, "Dr");
        QVERIFY(t.apply(c, "cannotRetreat", {"P"}).ok());
        QVERIFY(t.module->undo().ok());
        QCOMPARE(t.casualties("Prussian"), 0);
        QCOMPARE(t.pending(c), (Names{"retreat P", "cannotRetreat P"}));
        QVERIFY(t.module->redo().ok());
        QCOMPARE(t.casualties("Prussian"), 2);
    }

    void aRetryWithItsIdIsAnsweredOnce()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 1, "De");
        Result<ActOutcome> first = t.apply(c, "eliminate", {"P"}, "table-7");
        QVERIFY(first.ok());
        Result<ActOutcome> again = t.apply(c, "eliminate", {"P"}, "table-7");
        QVERIFY(again.ok());
        QVERIFY(again->repeated);
        QCOMPARE(again->event.seq, first->event.seq);
        QCOMPARE(t.casualties("Prussian"), 2);
    }

    // The journal keeps what replay needs: reopened from its file, the same is still to apply.
    void theDuesReplayFromTheFile()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 2, "Dr");
        QVERIFY(t.apply(c, "retreat", {"P"}).ok());
        const Names before = t.pending(c);
        Result<Game> reopened =
            Game::open(t.dir.filePath("g.jsonl").toStdString(), [](const std::string &) {
                return Result<std::shared_ptr<const Ruleset>>(
                    std::make_shared<const Ruleset>(shippedRuleset("nlb")));
            });
        QVERIFY(reopened.ok());
        crt::Module again(std::move(reopened).value());
        // The digest keeps who and what, packed in one text, not the obligations' texts.
        const JournalEvent &digest = again.journal().digests().at(c - 1);
        QCOMPARE(digest.kind, umpire::crt::kinds::CombatResolved);
        const json &due = digest.data["outcome"]["due"];
        QVERIFY(due.is_string());
        QVERIFY(due.get<std::string>().find("\"retreat\"") != std::string::npos);
        QVERIFY(due.get<std::string>().find("\"text\"") == std::string::npos);
        QCOMPARE(pendingApplications(again.game().state(), c).size(), before.size());
        QVERIFY(again.verify().ok());
        QVERIFY(again.verify()->mismatches.empty());
    }

    void legalActionsListEachApplication()
    {
        Table t;
        const std::uint64_t c = t.combat({"A", "B"}, "P", 2, "Dr");
        const json actions = t.module->legalActions(Viewer::everyone());
        int applies = 0;
        for (const json &a : actions)
            if (a.value("action", "") == "apply") {
                ++applies;
                QCOMPARE(a.value("combat", std::uint64_t{0}), c);
                QVERIFY(a.value("rule", "") == "NLB 7.4");
            }
        QCOMPARE(applies, 2);
    }

    void anApplyActionIsReadStrictly_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown field")
            << R"({"action":"apply","combat":3,"kind":"retreat","units":["P"],"bogus":1})"
            << "bogus";
        QTest::newRow("combat not a number")
            << R"({"action":"apply","combat":"3","kind":"retreat","units":["P"]})"
            << "combat";
        QTest::newRow("units not strings")
            << R"({"action":"apply","combat":3,"kind":"retreat","units":[1]})"
            << "units";
        QTest::newRow("missing kind") << R"({"action":"apply","combat":3,"units":["P"]})"
                                      << "kind";
    }

    void anApplyActionIsReadStrictly()
    {
        QFETCH(QString, action);
        QFETCH(QString, named);
        Table t;
        t.combat({"A", "B"}, "P", 2, "Dr");
        const std::size_t before = t.module->journal().size();
        Result<ActOutcome> r = t.module->act(json::parse(action.toStdString()));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::BadInput);
        QVERIFY2(r.error().message.find(named.toStdString()) != std::string::npos,
                 r.error().message.c_str());
        QCOMPARE(t.module->journal().size(), before);
    }
};

QTEST_GUILESS_MAIN(TestResultApplication)
#include "tst_resultapplication.moc"
