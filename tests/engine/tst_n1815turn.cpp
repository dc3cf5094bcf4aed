#include "n1815battle.h"
#include "n1815data.h"
#include "n1815movement.h"
#include "n1815objectives.h"
#include "n1815state.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace umpire;
using nlohmann::json;

// A whole game turn refereed step by step, every step through JSON as a journal would store it:
// weather, the movement example of turn 1, the battle at Charleroi from the app's deck with
// generated rolls, the Allied / Prussian turn and the end of the turn.
class TestN1815Turn : public QObject
{
    Q_OBJECT

  private slots:
    void wholeTurn_data();
    void wholeTurn();
    void phasesInOrder();
    void randomActionsNeverBreakTheBattle();

  private:
    static const n1815::Data &data();
};

const n1815::Data &TestN1815Turn::data()
{
    static const Result<n1815::Data> loaded =
        n1815::Data::load(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.json");
    if (!loaded)
        qFatal("shipped n1815.json does not load: %s", loaded.error().message.c_str());
    return loaded.value();
}

void TestN1815Turn::wholeTurn_data()
{
    QTest::addColumn<int>("seed");
    for (int seed : {1, 2, 3, 4, 5, 6, 7, 8, 1815})
        QTest::newRow(qPrintable(QString("N1815 8 turn 1 with seed %1").arg(seed))) << seed;
}

void TestN1815Turn::wholeTurn()
{
    QFETCH(int, seed);
    const n1815::Data &d = data();
    DiceGenerator dice(static_cast<std::uint64_t>(seed));
    n1815::State s = n1815::State::setup(d);
    // Each step: the state goes through JSON, as replaying a journal would give it back.
    auto step = [&](const Result<n1815::Change> &r) {
        if (!r) {
            QTest::qFail(r.error().message.c_str(), __FILE__, __LINE__);
            return false;
        }
        Result<n1815::State> back = n1815::State::fromJson(json(r->state), d);
        if (!back) {
            QTest::qFail(back.error().message.c_str(), __FILE__, __LINE__);
            return false;
        }
        s = *back;
        const std::string problem = s.inconsistency(d);
        if (!problem.empty())
            QTest::qFail(problem.c_str(), __FILE__, __LINE__);
        return problem.empty();
    };
    QVERIFY(step(n1815::drawObjectives(d, s, seed)));
    QVERIFY(step(n1815::rollWeather(d, s, Roll::physical(2, 6).value())));
    QVERIFY(step(n1815::rollMovementPoints(d, s, "french", Roll::physical(1, 6).value())));
    QCOMPARE(s.movementPoints.at("french"), 5);
    QVERIFY(step(n1815::applyMove(d, s, {"fr-IG", {"thuin", "charleroi"}})));
    QVERIFY(step(n1815::applyMove(d, s, {"fr-VI", {"thuin", "charleroi"}})));
    QVERIFY(step(n1815::applyMove(d, s, {"fr-cav", {"walcourt", "charleroi"}})));
    QVERIFY(step(n1815::applyMove(d, s, {"napoleon", {"thuin", "charleroi"}})));
    QVERIFY(step(n1815::endMovement(d, s)));
    QCOMPARE(n1815::pendingCombats(d, s), std::vector<std::string>{"charleroi"});
    // Combat phase over too early: refused.
    QVERIFY(!n1815::endCombat(d, s).ok());

    Result<n1815::Battle> started =
        n1815::Battle::start(d, s, "charleroi", {true, static_cast<std::uint64_t>(seed)});
    QVERIFY(started.ok());
    QVERIFY(!started->riverBonus); // the cavalry came by Walcourt, not across the river
    json journal = *started;
    int guard = 0;
    while (guard++ < 500) {
        Result<n1815::Battle> b = n1815::Battle::fromJson(journal, d);
        QVERIFY2(b.ok(), b.ok() ? "" : b.error().message.c_str());
        if (b->phase == n1815::BattlePhase::Done)
            break;
        json action;
        switch (b->phase) {
        case n1815::BattlePhase::Play: {
            const n1815::Hand &hand = b->sideOf(b->attacker).hand;
            int card = 0;
            while (hand.cards[card] == 0)
                ++card;
            action = {{"action", "play"}, {"card", n1815::cardId(static_cast<n1815::Card>(card))}};
            break;
        }
        case n1815::BattlePhase::Respond: {
            const n1815::Hand &hand = b->sideOf(b->defender()).hand;
            action = {{"action", "respond"}};
            for (int card = 0; card < n1815::cardTypes; ++card)
                if (hand.cards[card] > 0 &&
                    n1815::matches(b->rounds.back().played, static_cast<n1815::Card>(card))) {
                    action["card"] = n1815::cardId(static_cast<n1815::Card>(card));
                    break;
                }
            break;
        }
        case n1815::BattlePhase::Counterattack:
            action = {{"action", "counterattack"}, {"roll", dice.roll(d.counterattackDie)}};
            break;
        case n1815::BattlePhase::Reinforce: {
            const std::vector<std::string> candidates = b->reinforcementCandidates(d, s);
            if (candidates.empty())
                action = {{"action", "endReinforcements"}};
            else
                action = {{"action", "reinforce"},
                          {"unit", candidates.front()},
                          {"roll", dice.roll(d.dieFaces)}};
            break;
        }
        case n1815::BattlePhase::Losses:
            for (const n1815::BattleSide *side : {&b->active, &b->other})
                if (!side->distributed) {
                    action = {{"action", "distribute"},
                              {"side", side->side},
                              {"losses", b->evenDistribution(d, side->side)}};
                    break;
                }
            break;
        case n1815::BattlePhase::Retreat: {
            const std::vector<n1815::RetreatOption> options = b->retreatOptions(d, s);
            action = {{"action", "retreat"},
                      {"to", options.empty() ? std::string() : options.front().destination}};
            break;
        }
        case n1815::BattlePhase::Done:
            break;
        }
        Result<n1815::Battle> next = b->act(d, s, action);
        QVERIFY2(next.ok(), qPrintable(QString::fromStdString(
                                action.dump() + ": " + (next.ok() ? "" : next.error().message))));
        journal = *next;
    }
    Result<n1815::Battle> battle = n1815::Battle::fromJson(journal, d);
    QVERIFY(battle.ok());
    QCOMPARE(battle->phase, n1815::BattlePhase::Done);
    QVERIFY(!battle->winner.empty());
    QVERIFY(!battle->rounds.empty());
    // The unverified values the battle used are named: card ratings and the deck's counts.
    QVERIFY(!battle->explanation.unverified.empty());
    const n1815::State before = s;
    QVERIFY(step(battle->apply(d, s)));
    // The loser is gone from Charleroi (retreated or eliminated), the winner holds it.
    QVERIFY(!s.hasCorps(d, "charleroi", battle->loser));
    QCOMPARE(s.lastOccupier.at("charleroi"), battle->winner);
    int lostBefore = 0, lostAfter = 0;
    for (const n1815::Unit &u : d.units)
        if (u.isCorps()) {
            lostBefore += before.cohesion(u.id);
            lostAfter += s.cohesion(u.id);
        }
    QVERIFY(lostAfter < lostBefore);
    QVERIFY(!n1815::Battle::start(d, s, "charleroi", {}).ok()); // fought already

    QVERIFY(step(n1815::endCombat(d, s)));
    QCOMPARE(s.phase, n1815::Phase::AlliedMovement);
    QVERIFY(s.fought.empty()); // a new player turn
    QVERIFY(step(n1815::rollMovementPoints(d, s, "allied", dice.roll(6))));
    QVERIFY(step(n1815::rollMovementPoints(d, s, "prussian", dice.roll(6))));
    QVERIFY(step(n1815::endMovement(d, s)));
    QVERIFY(step(n1815::endCombat(d, s)));
    QCOMPARE(s.phase, n1815::Phase::EndOfTurn);
    QVERIFY(step(n1815::endTurn(d, s)));
    QCOMPARE(s.turn, 2);
    QCOMPARE(s.phase, n1815::Phase::Weather);
    QVERIFY(!n1815::publicView(s)["objectivesHidden"].is_null());
}

void TestN1815Turn::phasesInOrder()
{
    const n1815::Data &d = data();
    const n1815::State s = n1815::State::setup(d);
    // N1815 8: nothing moves before the weather; no combat during movement.
    Result<n1815::Change> r = n1815::applyMove(d, s, {"fr-I", {"beaumont"}});
    QVERIFY(!r.ok());
    QVERIFY(r.error().message.find("movement phase") != std::string::npos);
    QVERIFY(!n1815::endTurn(d, s).ok());
    QVERIFY(!n1815::Battle::start(d, s, "charleroi", {}).ok());
    const n1815::State moving = n1815::rollWeather(d, s, Roll::physical(6, 6).value())->state;
    QVERIFY(moving.rain);
    QVERIFY(!n1815::rollWeather(d, moving, Roll::physical(1, 6).value()).ok());
    // Units of an army that has not rolled its points do not move; commanders need none.
    r = n1815::applyMove(d, moving, {"fr-I", {"beaumont"}});
    QVERIFY(!r.ok());
    QVERIFY(r.error().message.find("not rolled") != std::string::npos);
    QVERIFY(n1815::applyMove(d, moving, {"napoleon", {"maubeuge"}}).ok());
    QVERIFY(!n1815::Battle::start(d, moving, "nowhere", {}).ok());
}

// Random actions, most of them illegal: each is either refused with a message or applied, and
// the battle stays consistent (hands never negative, every step journals and reloads).
void TestN1815Turn::randomActionsNeverBreakTheBattle()
{
    const n1815::Data &d = data();
    n1815::State s = n1815::State::setup(d);
    s = n1815::rollWeather(d, s, Roll::physical(3, 6).value())->state;
    s = n1815::rollMovementPoints(d, s, "french", Roll::physical(6, 6).value())->state;
    s = n1815::applyMove(d, s, {"fr-IG", {"thuin", "charleroi"}})->state;
    s = n1815::applyMove(d, s, {"fr-VI", {"thuin"}})->state;
    s = n1815::applyMove(d, s, {"napoleon", {"thuin"}})->state;
    s = n1815::endMovement(d, s)->state;
    const std::vector<json> vocabulary = {"play",
                                          "respond",
                                          "counterattack",
                                          "reinforce",
                                          "endReinforcements",
                                          "distribute",
                                          "retreat",
                                          "",
                                          3,
                                          nullptr};
    const std::vector<json> cards = {
        "skirmish",       "Combined Arms",    "grand battery", "cavalry-charge",
        "counter attack", "infantry assault", "old guard",     7,
        nullptr};
    const std::vector<json> units = {"fr-VI", "napoleon",   "pr-II",  "fr-IG",
                                     "pr-I",  "wellington", "fr-XII", 1};
    const std::vector<json> places = {"thuin", "walcourt", "namur", "fleurus", "paris", "", 5};
    DiceGenerator rng(99);
    auto pick = [&](const std::vector<json> &list) {
        return list[rng.roll(static_cast<int>(list.size())).value - 1];
    };
    int done = 0, refused = 0;
    for (int battle = 0; battle < 60; ++battle) {
        Result<n1815::Battle> b = n1815::Battle::start(
            d, s, "charleroi", {battle % 2 == 0, static_cast<std::uint64_t>(battle)});
        QVERIFY(b.ok());
        for (int i = 0; i < 300 && b->phase != n1815::BattlePhase::Done; ++i) {
            json a = {{"action", pick(vocabulary)}};
            if (rng.roll(4).value > 1)
                a["card"] = pick(cards);
            if (rng.roll(2).value == 1)
                a["roll"] = rng.roll(8).value - 1;
            a["unit"] = pick(units);
            a["to"] = pick(places);
            a["side"] = rng.roll(2).value == 1 ? "french" : "prussian";
            if (rng.roll(2).value == 1)
                a["losses"] =
                    b->evenDistribution(d, a["side"] == "french" ? "french" : "allied-prussian");
            else
                a["losses"] = {{pick(units).dump(), rng.roll(5).value - 2}};
            Result<n1815::Battle> next = b->act(d, s, a);
            if (!next) {
                ++refused;
                QVERIFY(!next.error().message.empty());
                continue;
            }
            for (const n1815::BattleSide *side : {&next->active, &next->other}) {
                QVERIFY(side->hand.count >= 0);
                if (side->hand.known) {
                    int sum = 0;
                    for (int c : side->hand.cards) {
                        QVERIFY(c >= 0);
                        sum += c;
                    }
                    QCOMPARE(sum, side->hand.count);
                }
            }
            Result<n1815::Battle> back = n1815::Battle::fromJson(json(*next), d);
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
            b = back;
        }
        if (b->phase == n1815::BattlePhase::Done) {
            ++done;
            Result<n1815::Change> applied = b->apply(d, s);
            QVERIFY(applied.ok());
            QCOMPARE(applied->state.inconsistency(d), std::string());
        } else {
            QVERIFY(!b->apply(d, s).ok());
        }
    }
    QVERIFY(refused > 0);
    qInfo("%d of 60 random battles finished; %d actions refused", done, refused);
}

QTEST_APPLESS_MAIN(TestN1815Turn)
#include "tst_n1815turn.moc"
