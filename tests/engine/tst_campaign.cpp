// A campaign journal links its battles and carries losses and states from one to
// the next.
#include "campaign.h"
#include "crtevents.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace umpire;
using namespace umpire::crt;
using namespace umpire::test;
using nlohmann::json;

namespace {

GameSetup ligny()
{
    GameSetup setup;
    setup.sides = json::parse(
        R"([{"name":"French","demoralization":10},{"name":"Prussian","demoralization":8}])");
    setup.orderOfBattle = json::parse(R"([
        {"id":"Guard","side":"French","strength":5,"corps":"Guard"},
        {"id":"Pirch","side":"Prussian","strength":4,"corps":"II"},
        {"id":"Jurgass","side":"Prussian","strength":3,"corps":"II","type":"cavalry"},
        {"id":"Thielmann","side":"Prussian","strength":5,"corps":"III"}])");
    setup.seed = 1815;
    return setup;
}

} // namespace

class TestCampaign : public QObject
{
    Q_OBJECT

  private slots:
    void carriesLossesAndUnitsToTheNextBattle()
    {
        QTemporaryDir dir;
        const std::string base = dir.path().toStdString();
        Result<Campaign> campaign =
            Campaign::create(base + "/1815.jsonl", "nlb", "The Hundred Days");
        QVERIFY(campaign.ok());
        {
            Result<Game> first = campaign->startBattle(base + "/ligny.jsonl", ligny(), findShipped);
            QVERIFY2(first.ok(), first.ok() ? "" : first.error().message.c_str());
            QVERIFY(first->append(umpire::crt::kinds::UnitEliminated, {{"unit", "Pirch"}}).ok());
            QVERIFY(first
                        ->append(umpire::crt::kinds::UnitReduced,
                                 {{"unit", "Thielmann"}, {"strength", 3}})
                        .ok());
        }
        Result<Game> second = campaign->startBattle(base + "/wavre.jsonl", ligny(), findShipped);
        QVERIFY2(second.ok(), second.ok() ? "" : second.error().message.c_str());
        // The Prussians start Wavre with Ligny's 4 lost, Pirch still gone and Thielmann still
        // reduced.
        QCOMPARE(second->state().side("Prussian")->casualties, 4);
        QCOMPARE(second->state().side("Prussian")->carried, 4);
        QCOMPARE(second->state().side("Prussian")->corpsCasualties.at("II"), 4);
        QVERIFY(second->state().units.at("Pirch").status == UnitState::Status::Eliminated);
        QCOMPARE(second->state().units.at("Thielmann").strength, 3);
        QVERIFY(second->state().isConsistent());
        const Result<JournalEvent> again =
            second->append(umpire::crt::kinds::UnitEliminated, {{"unit", "Pirch"}});
        QVERIFY(!again.ok());
        QVERIFY(second->append(umpire::crt::kinds::UnitEliminated, {{"unit", "Jurgass"}}).ok());
        QCOMPARE(second->state().side("Prussian")->casualties, 7);
        QVERIFY(second->state().isConsistent());

        // Each battle counts only its own losses; the campaign adds them up.
        Result<CampaignState> state = campaign->state(findShipped);
        QVERIFY(state.ok());
        QCOMPARE(state->battles.size(), std::size_t{2});
        QCOMPARE(state->battles[0].casualties.at("Prussian"), 4);
        QCOMPARE(state->battles[1].casualties.at("Prussian"), 3);
        QCOMPARE(state->casualties.at("Prussian"), 7);
        QCOMPARE(state->casualties.at("French"), 0);
        QCOMPARE(state->corpsCasualties.at("Prussian").at("II"), 7);
    }

    void ralliedCarriedUnitLeavesTheCarriedLosses()
    {
        QTemporaryDir dir;
        const std::string base = dir.path().toStdString();
        Result<Campaign> campaign = Campaign::create(base + "/c.jsonl", "nlb", "");
        {
            Result<Game> first = campaign->startBattle(base + "/a.jsonl", ligny(), findShipped);
            QVERIFY(first->append(umpire::crt::kinds::UnitEliminated, {{"unit", "Pirch"}}).ok());
        }
        Result<Game> second = campaign->startBattle(base + "/b.jsonl", ligny(), findShipped);
        QVERIFY(second->append(umpire::crt::kinds::UnitRallied, {{"unit", "Pirch"}}).ok());
        QCOMPARE(second->state().side("Prussian")->casualties, 0);
        QCOMPARE(second->state().side("Prussian")->carried, 0);
        QVERIFY(second->state().isConsistent());
    }

    void linkRefusesWhatDoesNotBelong_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("a battle of another ruleset") << "naw";
        QTest::newRow("the same battle twice") << "twice";
        QTest::newRow("a file that is not there") << "missing";
    }

    void linkRefusesWhatDoesNotBelong()
    {
        QFETCH(QString, what);
        QTemporaryDir dir;
        const std::string base = dir.path().toStdString();
        Result<Campaign> campaign = Campaign::create(base + "/c.jsonl", "nlb", "");
        std::string battle = base + "/battle.jsonl";
        if (what == "naw") {
            GameSetup setup;
            setup.sides = json::parse(R"([{"name":"French"},{"name":"Allied"}])");
            QVERIFY(Game::create(battle, findShipped("naw").value(), setup).ok());
        } else if (what == "twice") {
            QVERIFY(Game::create(battle, findShipped("nlb").value(), ligny()).ok());
            QVERIFY(campaign->link(battle, findShipped).ok());
        } else {
            battle = base + "/missing.jsonl";
        }
        const std::size_t before = campaign->journal().size();
        const Result<JournalEvent> linked = campaign->link(battle, findShipped);
        QVERIFY(!linked.ok());
        QVERIFY2(q(linked.error().message).contains(q(battle)), linked.error().message.c_str());
        QCOMPARE(campaign->journal().size(), before);
    }

    void aBattleJournalIsNotACampaign()
    {
        QTemporaryDir dir;
        const std::string battle = dir.path().toStdString() + "/battle.jsonl";
        QVERIFY(Game::create(battle, findShipped("nlb").value(), ligny()).ok());
        const Result<Campaign> campaign = Campaign::open(battle);
        QVERIFY(!campaign.ok());
        QVERIFY(q(campaign.error().message).contains(QStringLiteral("not a campaign journal")));
    }
};

QTEST_APPLESS_MAIN(TestCampaign)
#include "tst_campaign.moc"
