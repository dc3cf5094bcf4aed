// NLB 11.0: "Units of a demoralized army lose their ability to advance after combat for
// the remainder of the battle game being played (or, in the Campaign Game, until their Corps or
// Nationality is un-demoralized)". The campaign carries each army demoralized at the end of a
// battle into the next, with its corps; the referee journals a corps or a nationality
// un-demoralized (morale.restored), since the Campaign Game's own rules for it are not in the
// texts.
#include "campaign.h"
#include "crtevents.h"
#include "crtmodule.h"
#include "eventsummary.h"
#include "journalexport.h"
#include "resultapplication.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace umpire;
using namespace umpire::crt;
using namespace umpire::test;
using nlohmann::json;

namespace {

// Both battles' set-up: five French units of strength 1 to be attacked; Prussian units of I and II
// Corps of strength 6 (6-1: a die of 1 is a De), Lost of III Corps, and Batt of no corps.
GameSetup battle(int prussianLevel)
{
    GameSetup setup;
    setup.sides = json::array({{{"name", "French"}, {"demoralization", 30}},
                               {{"name", "Prussian"}, {"demoralization", prussianLevel}}});
    setup.orderOfBattle = json::parse(R"([
        {"id":"F1","side":"French","strength":1,"type":"infantry","corps":"I"},
        {"id":"F2","side":"French","strength":1,"type":"infantry","corps":"I"},
        {"id":"F3","side":"French","strength":1,"type":"infantry","corps":"I"},
        {"id":"F4","side":"French","strength":1,"type":"infantry","corps":"I"},
        {"id":"F5","side":"French","strength":1,"type":"infantry","corps":"I"},
        {"id":"P1","side":"Prussian","strength":6,"type":"infantry","corps":"I"},
        {"id":"P2","side":"Prussian","strength":6,"type":"infantry","corps":"II"},
        {"id":"P3","side":"Prussian","strength":6,"type":"infantry","corps":"I"},
        {"id":"P4","side":"Prussian","strength":6,"type":"infantry","corps":"II"},
        {"id":"P5","side":"Prussian","strength":6,"type":"infantry","corps":"II"},
        {"id":"P6","side":"Prussian","strength":6,"type":"infantry","corps":"I"},
        {"id":"Batt","side":"Prussian","strength":6,"type":"infantry"},
        {"id":"Lost","side":"Prussian","strength":4,"type":"infantry","corps":"III"}])");
    setup.seed = 1815;
    return setup;
}

// A campaign whose first battle ends with the Prussian army demoralized (Lost's 4 reach its level
// of 4, NLB 11.2), and its second battle started through it with `level`.
struct TwoBattles
{
    QTemporaryDir dir;
    std::optional<Campaign> campaign;
    std::unique_ptr<Module> second;

    explicit TwoBattles(int level)
    {
        const std::string base = dir.path().toStdString();
        Result<Campaign> made = Campaign::create(base + "/1815.jsonl", "nlb", "The Hundred Days");
        if (!made)
            qFatal("no campaign: %s", made.error().message.c_str());
        campaign = std::move(made).value();
        {
            Result<Game> first =
                campaign->startBattle(base + "/ligny.jsonl", battle(4), findShipped);
            if (!first || !first->append(umpire::crt::kinds::UnitEliminated, {{"unit", "Lost"}}) ||
                !first->state().side("Prussian")->demoralized)
                qFatal("the Prussian army is not demoralized at Ligny");
        }
        Result<Game> next =
            campaign->startBattle(base + "/wavre.jsonl", battle(level), findShipped);
        if (!next)
            qFatal("no second battle: %s", next.error().message.c_str());
        second = std::make_unique<Module>(std::move(next).value());
    }
    const GameState &state() const { return second->game().state(); }
    ActOutcome act(const json &action)
    {
        Result<ActOutcome> done = second->act(action);
        if (!done)
            qFatal("%s refused: %s", action.dump().c_str(), done.error().message.c_str());
        return *done;
    }
    // Turn 1, on to the Allied Combat Phase: French Movement, Combat, Allied Movement, Combat.
    void toPrussianCombat()
    {
        act({{"action", "turn"}});
        for (int i = 0; i < 3; ++i)
            act({{"action", "next"}});
        if (state().phase != "Combat" || state().phasePlayer.empty())
            qFatal("not the Allied Combat Phase: %s", state().phase.c_str());
    }
    // A combat the Prussians win (6-1 per attacker against 1, die 1: De); the defender's
    // elimination carried out. Its combat.resolved event's outcome.
    json win(const std::vector<std::string> &attackers, const std::string &defender)
    {
        json units = json::array();
        for (const std::string &a : attackers)
            units.push_back({{"id", a}});
        const ActOutcome done = act({{"action", "combat"},
                                     {"request",
                                      {{"attackers", units},
                                       {"defenders", {{{"id", defender}, {"terrain", "clear"}}}},
                                       {"die", 1}}}});
        lastCombat = done.event.seq;
        for (const Application &a : pendingApplications(state(), lastCombat))
            if (a.kind == umpire::crt::ApplicationKind::Eliminate)
                act(json(a.action()));
        return done.answer;
    }
    // The units the last combat's result lets advance now.
    std::set<std::string> mayAdvance() const
    {
        std::set<std::string> out;
        for (const Application &a : pendingApplications(state(), lastCombat))
            if (a.kind == umpire::crt::ApplicationKind::Advance)
                out.insert(a.units.begin(), a.units.end());
        return out;
    }
    Result<ActOutcome> restore(const std::string &side, const std::string &corps)
    {
        json data = {{"side", side}, {"why", "the Campaign Game's rule, as the referee reads it"}};
        if (!corps.empty())
            data["corps"] = corps;
        return second->act({{"action", "event"}, {"kind", "morale.restored"}, {"data", data}});
    }
    std::uint64_t lastCombat = 0;
};

// The obligation of `action` an outcome gives, citing `rule`: its units; nothing when none.
std::optional<std::set<std::string>> obligation(const json &outcome, const std::string &action,
                                                const std::string &rule)
{
    for (const json &ob : outcome.value("obligations", json::array()))
        if (ob.value("action", "") == action && ob.value("rule", "") == rule)
            return ob.value("units", std::set<std::string>());
    return std::nullopt;
}

using Names = std::set<std::string>;

} // namespace

class TestCampaignMorale : public QObject
{
    Q_OBJECT

  private slots:
    // Ligny ends with the Prussian army demoralized: the campaign carries its corps (I, II, III:
    // those that fought) and Batt, of no corps, into Wavre, where the army is not demoralized by
    // its casualties (4 of 20).
    void nlb110CampaignCarriesTheDemoralizedArmysCorps()
    {
        TwoBattles b(20);
        const SideState *prussian = b.state().side("Prussian");
        QVERIFY(!prussian->demoralized);
        QCOMPARE(prussian->casualties, 4);
        QCOMPARE(prussian->carriedDemoralization.corps, (Names{"I", "II", "III"}));
        QCOMPARE(prussian->carriedDemoralization.units, (Names{"Batt"}));
        QVERIFY(!b.state().side("French")->carriedDemoralization.any());
        QCOMPARE(b.state().carriedDemoralization("P1"), std::string("I"));
        QCOMPARE(b.state().carriedDemoralization("Batt"), std::string("Prussian"));
        QCOMPARE(b.state().carriedDemoralization("F1"), std::string());
        // The game.created event holds what the campaign carried in.
        const json carried = b.second->journal().digests().front().data["carried"];
        QCOMPARE(carried["demoralized"],
                 json::parse(R"([{"side":"Prussian","corps":["I","II","III"],"units":["Batt"]}])"));
        // The state shows it, as JSON and as text.
        const json view = b.second->view(Viewer{}).value();
        QCOMPARE(view["sides"][1]["carriedDemoralization"]["corps"], json({"I", "II", "III"}));
        QCOMPARE(view["units"][0]["id"], json("Batt"));
        QCOMPARE(view["units"][0]["carriedDemoralization"], json("Prussian"));
        // What the referee may restore is among the actions, with the rule.
        bool offered = false;
        for (const json &a : b.second->legalActions(Viewer{}))
            offered |= a.value("kind", "") == "morale.restored" &&
                       a.value("side", "") == "Prussian" &&
                       a["corps"] == json({"I", "II", "III"}) && a.value("rule", "") == "NLB 11.0";
        QVERIFY(offered);
        const QString text = q(b.second->viewText(Viewer{}).value());
        QVERIFY2(text.contains("demoralized since an earlier battle of the campaign (NLB 11.0: no "
                               "advance after combat until un-demoralized): corps I, II, III; "
                               "units of no corps Batt"),
                 qPrintable(text));
    }

    // Wavre: a unit of a carried corps may not advance after a combat it wins; once the referee
    // journals I Corps un-demoralized, its units may, while II Corps' still may not; once the
    // nationality is, every unit may.
    void nlb110CampaignCorpsStayDemoralizedUntilRestored()
    {
        TwoBattles b(20);
        b.toPrussianCombat();

        const json first = b.win({"P1"}, "F1");
        QCOMPARE(obligation(first, "noAdvance", "NLB 11.0"), std::optional<Names>(Names{"P1"}));
        QVERIFY(!obligation(first, "mayAdvance", "NLB 7.5"));
        QVERIFY2(q(first["obligations"].dump()).contains("corps or nationality (I)"),
                 first["obligations"].dump().c_str());
        QCOMPARE(b.mayAdvance(), Names{});
        // An advance asked for anyway is refused, naming the rule, and nothing is written.
        const std::size_t before = b.second->journal().size();
        Result<ActOutcome> advance = b.second->act({{"action", "apply"},
                                                    {"combat", b.lastCombat},
                                                    {"kind", "advance"},
                                                    {"units", {"P1"}}});
        QVERIFY(!advance);
        QVERIFY2(q(advance.error().message).contains("NLB 11.0: P1 may not advance after combat"),
                 advance.error().message.c_str());
        QCOMPARE(b.second->journal().size(), before);

        // The referee un-demoralizes I Corps: the event cites the rule.
        Result<ActOutcome> restored = b.restore("Prussian", "I");
        QVERIFY2(restored, restored ? "" : restored.error().message.c_str());
        QCOMPARE(restored->event.data["rule"], json("NLB 11.0"));
        QCOMPARE(b.state().side("Prussian")->carriedDemoralization.corps, (Names{"II", "III"}));
        QCOMPARE(q(summarizeEvent(restored->event)),
                 QStringLiteral("corps I of the Prussian un-demoralized (NLB 11.0): the Campaign "
                                "Game's rule, as the referee reads it"));

        const json second = b.win({"P3"}, "F2");
        QVERIFY(!obligation(second, "noAdvance", "NLB 11.0"));
        QCOMPARE(b.mayAdvance(), Names{"P3"});
        const json third = b.win({"P2"}, "F3");
        QCOMPARE(obligation(third, "noAdvance", "NLB 11.0"), std::optional<Names>(Names{"P2"}));
        QCOMPARE(b.mayAdvance(), Names{});
        // Side by side: the I Corps unit may advance, the II Corps unit may not.
        const json mixed = b.win({"P6", "P4"}, "F4");
        QCOMPARE(obligation(mixed, "noAdvance", "NLB 11.0"), std::optional<Names>(Names{"P4"}));
        QCOMPARE(b.mayAdvance(), Names{"P6"});

        // The nationality un-demoralized: every corps, and Batt of no corps.
        QVERIFY(b.restore("Prussian", ""));
        QVERIFY(!b.state().side("Prussian")->carriedDemoralization.any());
        QCOMPARE(b.state().side("Prussian")->restored.size(), std::size_t{2});
        const json last = b.win({"P5", "Batt"}, "F5");
        QVERIFY(!obligation(last, "noAdvance", "NLB 11.0"));
        QCOMPARE(b.mayAdvance(), (Names{"Batt", "P5"}));

        // What the journal keeps replays and verifies the same, reopened from its file.
        Result<Verification> verified = b.second->verify();
        QVERIFY(verified);
        QVERIFY2(verified->ok(),
                 verified->mismatches.empty() ? "" : verified->mismatches.front().text().c_str());
        Result<Game> reopened = Game::open(b.second->journal().path(), findShipped);
        QVERIFY(reopened);
        QVERIFY(!reopened->state().side("Prussian")->carriedDemoralization.any());
        QCOMPARE(json(reopened->state()), json(b.state()));
    }

    // A restore of what is not demoralized is refused with why, and the journal is left as it was.
    void nlb110CampaignRestoreOnlyWhatIsDemoralized_data()
    {
        QTest::addColumn<QString>("side");
        QTest::addColumn<QString>("corps");
        QTest::addColumn<QString>("why");
        QTest::newRow("a corps that is not demoralized")
            << "Prussian"
            << "IV"
            << "NLB 11.0: corps IV of the Prussian is not demoralized from an earlier battle of "
               "the campaign; still demoralized: corps I, II, III";
        QTest::newRow("a nationality with nothing carried")
            << "French"
            << ""
            << "NLB 11.0: nothing of the French is demoralized";
        QTest::newRow("a side not in the battle") << "Saxon"
                                                  << ""
                                                  << "no side \"Saxon\" in this battle";
    }

    void nlb110CampaignRestoreOnlyWhatIsDemoralized()
    {
        QFETCH(QString, side);
        QFETCH(QString, corps);
        QFETCH(QString, why);
        TwoBattles b(20);
        const std::size_t before = b.second->journal().size();
        Result<ActOutcome> refused = b.restore(side.toStdString(), corps.toStdString());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, ErrorKind::BadInput);
        QVERIFY2(q(refused.error().message).contains(why), refused.error().message.c_str());
        QCOMPARE(b.second->journal().size(), before);
        QCOMPARE(b.state().side("Prussian")->carriedDemoralization.corps,
                 (Names{"I", "II", "III"}));
    }

    // NLB 11.2: an army demoralized by its own casualties in this battle stays demoralized, and
    // does not advance, whatever the referee restores of what the campaign carried.
    void nlb112TheArmysOwnDemoralizationStaysWhateverIsRestored()
    {
        TwoBattles b(4); // Ligny's 4 carried in reach Wavre's level of 4
        QVERIFY(b.state().side("Prussian")->demoralized);
        QVERIFY(b.restore("Prussian", ""));
        QVERIFY(!b.state().side("Prussian")->carriedDemoralization.any());
        QVERIFY(b.state().side("Prussian")->demoralized);
        b.toPrussianCombat();
        const json outcome = b.win({"P1"}, "F1");
        QCOMPARE(obligation(outcome, "noAdvance", "NLB 11.0"), std::optional<Names>(Names{}));
        QCOMPARE(b.mayAdvance(), Names{});
    }

    // The campaign shows what is demoralized after each battle: Ligny leaves I, II and III Corps
    // and Batt; Wavre, where the referee restored I Corps and the army was not demoralized, leaves
    // II and III Corps and Batt, which a third battle carries in.
    void nlb110CampaignStateShowsWhatIsDemoralizedAfterEachBattle()
    {
        TwoBattles b(20);
        QVERIFY(b.restore("Prussian", "I"));
        Result<CampaignState> state = b.campaign->state(findShipped);
        QVERIFY2(state, state ? "" : state.error().message.c_str());
        QCOMPARE(state->battles.size(), std::size_t{2});
        QCOMPARE(state->battles[0].demoralized.at("Prussian").corps, (Names{"I", "II", "III"}));
        QCOMPARE(state->battles[0].demoralized.at("Prussian").units, Names{"Batt"});
        QCOMPARE(state->battles[1].demoralized.at("Prussian").corps, (Names{"II", "III"}));
        QCOMPARE(state->demoralized.at("Prussian").units, Names{"Batt"});
        QVERIFY(!state->demoralized.count("French"));

        Result<Game> third = b.campaign->startBattle(
            b.dir.filePath("plancenoit.jsonl").toStdString(), battle(30), findShipped);
        QVERIFY2(third, third ? "" : third.error().message.c_str());
        QCOMPARE(third->state().side("Prussian")->carriedDemoralization.corps,
                 (Names{"II", "III"}));
        QCOMPARE(third->state().carriedDemoralization("P1"), std::string());
        QCOMPARE(third->state().carriedDemoralization("P2"), std::string("II"));
    }

    // A restore undone no longer counts: the corps is demoralized again.
    void nlb110CampaignARestoreUndoneCountsNoMore()
    {
        TwoBattles b(20);
        QVERIFY(b.restore("Prussian", "I"));
        QCOMPARE(b.state().side("Prussian")->carriedDemoralization.corps, (Names{"II", "III"}));
        QVERIFY(b.second->undo());
        QCOMPARE(b.state().side("Prussian")->carriedDemoralization.corps,
                 (Names{"I", "II", "III"}));
        QVERIFY(b.state().side("Prussian")->restored.empty());
    }

    // A game.created whose carried demoralization names a side not in the battle is refused, like
    // carried casualties; one with none (every journal written before) carries nothing.
    void nlb110CarriedDemoralizationOfAnUnknownSideIsRefused()
    {
        QTemporaryDir dir;
        GameSetup setup = battle(20);
        setup.carried = json::parse(R"({"demoralized": [{"side": "Saxon", "corps": ["I"]}]})");
        Result<Game> game =
            Game::create(dir.filePath("a.jsonl").toStdString(), findShipped("nlb").value(), setup);
        QVERIFY(!game);
        QVERIFY2(
            q(game.error().message).contains("carried demoralization for an unknown side Saxon"),
            game.error().message.c_str());
        setup.carried = json::parse(R"({"sides": [{"name": "Prussian", "casualties": 4}]})");
        game =
            Game::create(dir.filePath("b.jsonl").toStdString(), findShipped("nlb").value(), setup);
        QVERIFY(game);
        QVERIFY(!game->state().side("Prussian")->carriedDemoralization.any());
        QCOMPARE(game->state().carriedDemoralization("P1"), std::string());
    }

    // A campaign of Napoleon at Waterloo carries no demoralization: NAW's takes away no advance
    // (NAW 8.2 shifts the odds), and NLB 11.0's campaign sentence is NLB's.
    void nlb110OnlyARulesetWhoseDemoralizationStopsTheAdvanceCarriesIt()
    {
        QTemporaryDir dir;
        const std::string base = dir.path().toStdString();
        Result<Campaign> campaign = Campaign::create(base + "/c.jsonl", "naw", "");
        QVERIFY(campaign);
        GameSetup setup;
        setup.sides = json::parse(R"([{"name":"French"},{"name":"Allied","demoralization":2}])");
        setup.orderOfBattle = json::parse(R"([
            {"id":"A1","side":"Allied","strength":3,"type":"infantry","corps":"I"}])");
        {
            Result<Game> first = campaign->startBattle(base + "/a.jsonl", setup, findShipped);
            QVERIFY(first);
            QVERIFY(first->append(umpire::crt::kinds::UnitEliminated, {{"unit", "A1"}}));
            QVERIFY(first->state().side("Allied")->demoralized);
        }
        Result<CampaignState> state = campaign->state(findShipped);
        QVERIFY(state);
        QVERIFY(state->demoralized.empty());
        QVERIFY(!state->carried().contains("demoralized"));
    }
};

QTEST_APPLESS_MAIN(TestCampaignMorale)
#include "tst_campaignmorale.moc"
