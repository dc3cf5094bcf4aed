// The referee's edits of a unit or a side, offered by the unit's state and journaled as
// the events `journal append` writes (unitedits.h).
#include "crtevents.h"
#include "demogame.h"
#include "testsupport.h"
#include "unitedits.h"

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

namespace {

std::vector<std::string> editKinds(const std::vector<StateEdit> &edits)
{
    std::vector<std::string> out;
    for (const StateEdit &e : edits)
        out.emplace_back(eventKindName(e.kind));
    return out;
}

StateEdit edit(const std::vector<StateEdit> &edits, EventKind kind)
{
    for (const StateEdit &e : edits)
        if (e.kind == kind)
            return e;
    qFatal("no edit of kind %s", eventKindName(kind));
}

} // namespace

class TestUnitEdits : public QObject
{
    Q_OBJECT

  private slots:
    // NLB 7.4: a unit on the map may be eliminated by hand, and the casualties follow; an
    // eliminated unit may then be rallied, and they drop back.
    void nlb74EliminatedByHandThenRallied()
    {
        test::Table t;
        const int strength = t.game().state().units.at("Jagow").strength;
        const std::vector<StateEdit> onMap = unitEdits(t.game(), "Jagow");
        QCOMPARE(editKinds(onMap),
                 (std::vector<std::string>{"unit.eliminated", "unit.reduced", "unit.exited"}));
        const int before = t.game().state().side("Prussian")->casualties;
        t.done(editAction(edit(onMap, umpire::crt::kinds::UnitEliminated)));
        QCOMPARE(t.game().state().units.at("Jagow").status, UnitState::Status::Eliminated);
        QCOMPARE(t.game().state().side("Prussian")->casualties, before + strength);
        const std::vector<StateEdit> gone = unitEdits(t.game(), "Jagow");
        QCOMPARE(editKinds(gone), (std::vector<std::string>{"unit.rallied"}));
        QCOMPARE(gone.front().asks, std::string());
        t.done(editAction(gone.front()));
        QCOMPARE(t.game().state().side("Prussian")->casualties, before);
        QCOMPARE(t.game().state().units.at("Jagow").status, UnitState::Status::OnMap);
    }

    // A reduction asks the new strength, below the present one; the game keeps what is given.
    void reduceAsksAStrengthBelowThePresentOne()
    {
        test::Table t;
        const int strength = t.game().state().units.at("Jagow").strength;
        QVERIFY(strength > 1);
        const StateEdit reduce =
            edit(unitEdits(t.game(), "Jagow"), umpire::crt::kinds::UnitReduced);
        QCOMPARE(reduce.asks, std::string("strength"));
        QCOMPARE(reduce.minimum, 1);
        QCOMPARE(reduce.maximum, strength - 1);
        t.done(editAction(reduce, 1));
        QCOMPARE(t.game().state().units.at("Jagow").strength, 1);
        // At strength 1 there is nothing to reduce to.
        QCOMPARE(editKinds(unitEdits(t.game(), "Jagow")),
                 (std::vector<std::string>{"unit.eliminated", "unit.exited"}));
    }

    // An exited unit is out of play: nothing to edit; its side counts it.
    void anExitedUnitHasNoEdits()
    {
        test::Table t;
        t.done(editAction(edit(unitEdits(t.game(), "Jagow"), umpire::crt::kinds::UnitExited)));
        QCOMPARE(t.game().state().side("Prussian")->exited, 1);
        QVERIFY(unitEdits(t.game(), "Jagow").empty());
        QVERIFY(unitEdits(t.game(), "nobody").empty());
    }

    // NLB 9.0: a reinforcement not yet arrived may be brought on; on the map the game judges when
    // and where (the Guard is due on turn 3: refused on turn 1, naming the rule).
    void nlb90AReinforcementIsBroughtOnWhenItIsDue()
    {
        test::Table t;
        t.next(); // turn 1, the French Movement Phase
        const std::vector<StateEdit> early = unitEdits(t.game(), "Guard");
        QCOMPARE(editKinds(early), (std::vector<std::string>{"unit.entered"}));
        QVERIFY(early.front().choices.empty());
        Result<ActOutcome> refused = t.act(editAction(early.front()));
        QVERIFY(!refused);
        QVERIFY2(QString::fromStdString(refused.error().message).contains("NLB 9.0"),
                 refused.error().message.c_str());
        QCOMPARE(t.game().state().units.at("Guard").status, UnitState::Status::NotArrived);
        // Turn 3, the French Movement Phase: its entry hex is offered, and it enters there.
        const GameState &st = t.game().state();
        for (int i = 0;
             i < 40 && !(st.turn == 3 && st.phase == "Movement" && st.phasePlayer == "French"); ++i)
            t.nextAnyway();
        QCOMPARE(st.turn, 3);
        const StateEdit enter = unitEdits(t.game(), "Guard").front();
        QVERIFY(!enter.choices.empty());
        const json entry = enter.asks == "hex" ? enter.choices.front() : enter.data["hex"];
        t.done(editAction(enter, enter.asks == "hex" ? entry : json()));
        QCOMPARE(st.units.at("Guard").status, UnitState::Status::OnMap);
        QCOMPARE(json(st.units.at("Guard").hex), entry);
    }

    // BMW 11.2: with the side's rally range given, a rally asks the die, 1 to the die's faces.
    void bmw112ARallyAsksTheDieWhenTheSideHasARange()
    {
        QTemporaryDir dir;
        GameSetup setup;
        setup.sides = json::parse(
            R"([{"name":"Normans","demoralization":30,"rallyRange":[1,2]},{"name":"Saxons"}])");
        setup.orderOfBattle = json::parse(
            R"([{"id":"K1","side":"Normans","strength":3},{"id":"H1","side":"Saxons","strength":2}])");
        setup.seed = 3;
        Result<Game> created =
            Game::create(dir.filePath("g.jsonl").toStdString(),
                         std::make_shared<const Ruleset>(test::shippedRuleset("bmw")), setup);
        QVERIFY(created);
        Module module(std::move(created).value());
        QVERIFY(module.act(editAction(unitEdits(module.game(), "K1").front())));
        QVERIFY(module.act({{"action", "turn"}}));
        const StateEdit rally = unitEdits(module.game(), "K1").front();
        QCOMPARE(rally.kind, umpire::crt::kinds::UnitRallied);
        QCOMPARE(rally.asks, std::string("die"));
        QCOMPARE(rally.minimum, 1);
        QCOMPARE(rally.maximum, module.game().ruleset().dieFaces);
        QCOMPARE(editAction(rally, 2)["data"]["die"], json(2));
        // The Saxons have no range: the referee's word is taken, no die asked.
        QVERIFY(module.act(editAction(unitEdits(module.game(), "H1").front())));
        QCOMPARE(unitEdits(module.game(), "H1").front().asks, std::string());
    }

    // A side's victory points change by a delta, plus or minus.
    void victoryPointsChangeByADelta()
    {
        test::Table t;
        const std::vector<StateEdit> edits = sideEdits(t.game(), "French");
        QCOMPARE(edits.size(), std::size_t{1});
        QCOMPARE(edits.front().asks, std::string("delta"));
        t.done(editAction(edits.front(), 3));
        t.done(editAction(edits.front(), -1));
        QCOMPARE(t.game().state().side("French")->points, 2);
        QVERIFY(sideEdits(t.game(), "Austrians").empty());
    }
};

QTEST_APPLESS_MAIN(TestUnitEdits)
#include "tst_unitedits.moc"
