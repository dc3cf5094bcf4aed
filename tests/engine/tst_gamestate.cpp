#include "crtevents.h"
#include "game.h"
#include "gamestate.h"
#include "roll.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <exception>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

// Lets QCOMPARE print JSON values when they differ.
namespace nlohmann {
inline char *toString(const json &value)
{
    return qstrdup(value.dump().c_str());
}
} // namespace nlohmann

using nlohmann::json;
using umpire::DiceGenerator;
using umpire::ErrorKind;
using umpire::EventKind;
using umpire::eventKindFromName;
using umpire::Journal;
using umpire::JournalEvent;
using umpire::JournalProblem;
using umpire::Result;
using umpire::crt::CombatOutcome;
using umpire::crt::CombatRequest;
using umpire::crt::Game;
using umpire::crt::GameSetup;
using umpire::crt::GameState;
using umpire::crt::Ruleset;
using umpire::crt::SideState;
using umpire::crt::UnitState;
using umpire::test::allEvents;
using umpire::test::q;
using umpire::test::shippedRuleset;

// docs/architecture.md "Journal" / "Roll": the game state is whatever
// replaying the journal gives; undo and redo are compensating events; a voided roll never gives its
// draw back.
class TestGameState : public QObject
{
    Q_OBJECT

  private slots:
    void gameCreated();
    void stateAtEveryEvent_data();
    void stateAtEveryEvent();
    void unitOutsideOrderOfBattle_data();
    void unitOutsideOrderOfBattle();
    void illegalUnitEvents_data();
    void illegalUnitEvents();
    void ralliedIsNoLongerACasualty();
    void consistentAfterOddEvents_data();
    void consistentAfterOddEvents();
    void wronglyTypedFieldsAreBadData_data();
    void wronglyTypedFieldsAreBadData();
    void undoRedo_data();
    void undoRedo();
    void newEventAfterUndoEndsRedo();
    void refusedCompensations_data();
    void refusedCompensations();
    void undoOfRollVoidsIt_data();
    void undoOfRollVoidsIt();
    void derivedDemoralization_data();
    void derivedDemoralization();
    void sidesThatDoNotFit_data();
    void sidesThatDoNotFit();
    void cameraMovesFollowTheTable();

    void gameCreateWritesHeaderAndCreated();
    void gameCreateRefusedWritesNothing();
    void generatedCombatUsesGameSeed();
    void undoneCombatDoesNotGiveItsDrawBack();
    void physicalDieIsKept();
    void requestWithOwnSeedRefused();
    void openGivesSameState_data();
    void openGivesSameState();
    void advanceTurn();
    void appendRefusesWhatCannotReplay_data();
    void appendRefusesWhatCannotReplay();
    void undoOfGameCreatedRefused();
    void undoTargetGivenAsPlainInteger();
    void journaledRequestReResolves();
    void versionZeroJournalOpensAsGame();
};

namespace {

const char *message(const umpire::Error &e)
{
    return e.message.c_str();
}

std::string readAll(const QString &path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::vector<std::string> splitLines(const std::string &text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

// Hand-written events with consecutive sequence numbers.
struct Script
{
    std::vector<JournalEvent> events;

    std::uint64_t add(EventKind kind, const json &data)
    {
        const std::uint64_t seq = events.size() + 1;
        events.push_back({seq, "2024-05-01T18:00:00.000Z", kind, data});
        return seq;
    }
    // A kind named in a test's data.
    std::uint64_t add(const std::string &name, const json &data)
    {
        const std::optional<EventKind> kind = eventKindFromName(name);
        if (!kind)
            qFatal("no event kind \"%s\"", name.c_str());
        return add(*kind, data);
    }
    std::vector<JournalEvent> upTo(std::uint64_t seq) const
    {
        return {events.begin(), events.begin() + static_cast<std::ptrdiff_t>(seq)};
    }
};

// NLB, Ligny: French (demoralization 30) and Prussian (demoralization 9, disintegration 11).
json nlbCreated()
{
    return json::parse(R"({
        "scenario": "ligny", "seed": 1815,
        "sides": [{"name": "French", "demoralization": 30},
                  {"name": "Prussian", "demoralization": 9, "disintegration": 11}],
        "orderOfBattle": [
            {"id": "F-1", "side": "French", "corps": "I", "strength": 6, "type": "infantry"},
            {"id": "F-2", "side": "French", "corps": "II", "strength": 4},
            {"id": "P-1", "side": "Prussian", "corps": "I", "strength": 5},
            {"id": "P-2", "side": "Prussian", "corps": "II", "strength": 3},
            {"id": "P-3", "side": "Prussian", "corps": "II", "strength": 4, "arrives": 3}]})");
}

// The script of stateAtEveryEvent: every kind of event that changes the state.
Script nlbScript()
{
    Script s;
    s.add(EventKind::GameCreated, nlbCreated()); // 1
    s.add(umpire::crt::kinds::TurnAdvanced,
          {{"turn", 1}, {"phase", "French movement"}, {"weather", "clear"}});     // 2
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "P-1"}});                 // 3
    s.add(umpire::crt::kinds::UnitReduced, {{"unit", "F-1"}, {"strength", 3}});   // 4
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "F-1"}});                 // 5
    s.add(umpire::crt::kinds::UnitExited, {{"unit", "F-2"}});                     // 6
    s.add(umpire::crt::kinds::PointsChanged, {{"side", "French"}, {"delta", 5}}); // 7
    s.add(umpire::crt::kinds::PhaseAdvanced, {{"phase", "French combat"}});       // 8
    s.add(umpire::crt::kinds::Weather, {{"weather", "rain"}});                    // 9
    s.add(umpire::crt::kinds::UnitEntered, {{"unit", "P-3"}});                    // 10
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "P-3"}});                 // 11
    s.add(EventKind::Note, {{"text", "Prussian II corps broken"}});               // 12
    s.add(umpire::crt::kinds::TurnAdvanced,
          {{"turn", 2}, {"phase", "French movement"}, {"weather", "night"}}); // 13
    s.add(umpire::crt::kinds::UnitEliminated,
          {{"unit", "P-9"}, {"side", "Prussian"}, {"corps", "III"}, {"strength", 2}}); // 14
    s.add(umpire::crt::kinds::PointsChanged, {{"side", "Prussian"}, {"delta", -2}});   // 15
    return s;
}

int corpsLoss(const SideState &side, const std::string &corps)
{
    auto it = side.corpsCasualties.find(corps);
    return it == side.corpsCasualties.end() ? 0 : it->second;
}

std::shared_ptr<const Ruleset> rulesetPtr(const std::string &id)
{
    return std::make_shared<const Ruleset>(shippedRuleset(id));
}

Result<std::shared_ptr<const Ruleset>> findRuleset(const std::string &id)
{
    if (id != "nlb" && id != "naw" && id != "bmw")
        return umpire::badInput("no ruleset " + id);
    return rulesetPtr(id);
}

GameSetup nlbSetup(std::uint64_t seed = 1234)
{
    const json created = nlbCreated();
    GameSetup setup;
    setup.title = "Ligny";
    setup.scenario = "ligny";
    setup.sides = created["sides"];
    setup.orderOfBattle = created["orderOfBattle"];
    setup.seed = seed;
    return setup;
}

// NLB 7.0: 10 against 4 is 2-1, a column that needs a die.
CombatRequest twoToOne(std::optional<int> die = std::nullopt)
{
    Result<CombatRequest> r = CombatRequest::fromJson(json::parse(
        R"({"ruleset":"nlb","attackers":[{"id":"F-1","strength":6},{"id":"F-2","strength":4}],
                        "defenders":[{"id":"P-1","strength":4}]})"));
    Q_ASSERT(r.ok());
    CombatRequest request = *r;
    request.die = die;
    return request;
}

json stateJson(const GameState &state)
{
    json doc = state;
    return doc;
}

} // namespace

void TestGameState::gameCreated()
{
    Script s;
    s.add(EventKind::GameCreated, nlbCreated());
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"));
    QVERIFY2(st.ok(), st.ok() ? "" : message(st.error()));
    QCOMPARE(q(st->ruleset), QStringLiteral("nlb"));
    QCOMPARE(st->atSeq, std::uint64_t{1});
    QCOMPARE(st->seed, std::uint64_t{1815});
    QCOMPARE(st->nextDraw, std::uint64_t{0});
    QCOMPARE(st->turn, 0);
    QCOMPARE(q(umpire::crt::weatherName(st->weather)), QStringLiteral("clear"));
    QCOMPARE(st->sides.size(), std::size_t{2});
    QCOMPARE(q(st->sides[0].name), QStringLiteral("French"));
    QCOMPARE(q(st->sides[1].name), QStringLiteral("Prussian"));
    QCOMPARE(st->sides[0].demoralizationLevel.value_or(-1), 30);
    QVERIFY(!st->sides[0].disintegrationLevel.has_value());
    QCOMPARE(st->sides[1].demoralizationLevel.value_or(-1), 9);
    QCOMPARE(st->sides[1].disintegrationLevel.value_or(-1), 11);
    for (const SideState &side : st->sides) {
        QCOMPARE(side.casualties, 0);
        QCOMPARE(side.points, 0);
        QCOMPARE(side.exited, 0);
        QVERIFY(!side.demoralized);
        QVERIFY(!side.disintegrated);
    }
    QCOMPARE(st->units.size(), std::size_t{5});
    const UnitState &f1 = st->units.at("F-1");
    QCOMPARE(q(f1.side), QStringLiteral("French"));
    QCOMPARE(q(f1.corps), QStringLiteral("I"));
    QCOMPARE(q(f1.type), QStringLiteral("infantry"));
    QCOMPARE(f1.printed, 6);
    QCOMPARE(f1.strength, 6);
    QCOMPARE(f1.status, UnitState::Status::OnMap);
    QCOMPARE(st->units.at("P-3").status, UnitState::Status::NotArrived);
    QVERIFY(st->rolls.empty());
    QVERIFY(st->undone.empty());
    QVERIFY(st->isConsistent());
    QVERIFY(st->side("Prussian") == &st->sides[1]);
    QVERIFY(st->side("Austrian") == nullptr);
}

void TestGameState::stateAtEveryEvent_data()
{
    QTest::addColumn<int>("at");
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("weather");
    QTest::addColumn<int>("frenchCasualties");
    QTest::addColumn<int>("frenchCorpsI");
    QTest::addColumn<int>("frenchExited");
    QTest::addColumn<int>("frenchPoints");
    QTest::addColumn<int>("prussianCasualties");
    QTest::addColumn<int>("prussianCorpsII");
    QTest::addColumn<int>("prussianPoints");
    QTest::addColumn<bool>("prussianDemoralized");
    QTest::addColumn<bool>("prussianDisintegrated");
    QTest::addColumn<int>("notes");

    // clang-format off
    QTest::newRow("after event 0 nothing has happened")                          << 0  << 0 << ""                << "clear" << 0 << 0 << 0 << 0 << 0  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 1 the game is created")                           << 1  << 0 << ""                << "clear" << 0 << 0 << 0 << 0 << 0  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 2 turn 1 begins")                                 << 2  << 1 << "French movement" << "clear" << 0 << 0 << 0 << 0 << 0  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 3 P-1 (5) eliminated is a Prussian casualty")     << 3  << 1 << "French movement" << "clear" << 0 << 0 << 0 << 0 << 5  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 4 F-1 reduced to 3 is no casualty yet")           << 4  << 1 << "French movement" << "clear" << 0 << 0 << 0 << 0 << 5  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 5 F-1 eliminated counts its reduced strength 3")  << 5  << 1 << "French movement" << "clear" << 3 << 3 << 0 << 0 << 5  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 6 F-2 exited counts an exit, not a casualty")     << 6  << 1 << "French movement" << "clear" << 3 << 3 << 1 << 0 << 5  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 7 French points +5")                              << 7  << 1 << "French movement" << "clear" << 3 << 3 << 1 << 5 << 5  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 8 the phase advances")                            << 8  << 1 << "French combat"   << "clear" << 3 << 3 << 1 << 5 << 5  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 9 rain")                                          << 9  << 1 << "French combat"   << "rain"  << 3 << 3 << 1 << 5 << 5  << 0 << 0  << false << false << 0;
    QTest::newRow("after event 10 P-3 enters, no casualty")                      << 10 << 1 << "French combat"   << "rain"  << 3 << 3 << 1 << 5 << 5  << 0 << 0  << false << false << 0;
    QTest::newRow("NLB 11.2 after event 11 Prussian 5 + 4 = 9 reaches the level 9: demoralized") << 11 << 1 << "French combat"   << "rain"  << 3 << 3 << 1 << 5 << 9  << 4 << 0  << true  << false << 0;
    QTest::newRow("after event 12 a note")                                       << 12 << 1 << "French combat"   << "rain"  << 3 << 3 << 1 << 5 << 9  << 4 << 0  << true  << false << 1;
    QTest::newRow("after event 13 turn 2 at night")                              << 13 << 2 << "French movement" << "night" << 3 << 3 << 1 << 5 << 9  << 4 << 0  << true  << false << 1;
    QTest::newRow("NLB 13.2 after event 14 Prussian 9 + 2 = 11 reaches disintegration 11")       << 14 << 2 << "French movement" << "night" << 3 << 3 << 1 << 5 << 11 << 4 << 0  << true  << true  << 1;
    QTest::newRow("after event 15 Prussian points -2")                           << 15 << 2 << "French movement" << "night" << 3 << 3 << 1 << 5 << 11 << 4 << -2 << true  << true  << 1;
    QTest::newRow("at 99, past the end, the state after the last event")         << 99 << 2 << "French movement" << "night" << 3 << 3 << 1 << 5 << 11 << 4 << -2 << true  << true  << 1;
    // clang-format on
}

void TestGameState::stateAtEveryEvent()
{
    QFETCH(int, at);
    QFETCH(int, turn);
    QFETCH(QString, phase);
    QFETCH(QString, weather);
    QFETCH(int, frenchCasualties);
    QFETCH(int, frenchCorpsI);
    QFETCH(int, frenchExited);
    QFETCH(int, frenchPoints);
    QFETCH(int, prussianCasualties);
    QFETCH(int, prussianCorpsII);
    QFETCH(int, prussianPoints);
    QFETCH(bool, prussianDemoralized);
    QFETCH(bool, prussianDisintegrated);
    QFETCH(int, notes);

    const Script s = nlbScript();
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"), std::uint64_t(at));
    QVERIFY2(st.ok(), st.ok() ? "" : message(st.error()));
    QCOMPARE(st->atSeq, std::min<std::uint64_t>(std::uint64_t(at), s.events.size()));
    QCOMPARE(st->turn, turn);
    QCOMPARE(q(st->phase), phase);
    QCOMPARE(q(umpire::crt::weatherName(st->weather)), weather);
    QCOMPARE(int(st->notes.size()), notes);
    QVERIFY(st->isConsistent());
    if (at == 0) {
        QVERIFY(st->sides.empty());
        return;
    }
    const SideState *french = st->side("French");
    const SideState *prussian = st->side("Prussian");
    QVERIFY(french && prussian);
    QCOMPARE(french->casualties, frenchCasualties);
    QCOMPARE(corpsLoss(*french, "I"), frenchCorpsI);
    QCOMPARE(corpsLoss(*french, "II"), 0);
    QCOMPARE(french->exited, frenchExited);
    QCOMPARE(french->points, frenchPoints);
    QVERIFY(!french->demoralized);
    QCOMPARE(prussian->casualties, prussianCasualties);
    QCOMPARE(corpsLoss(*prussian, "I"), prussianCasualties >= 5 ? 5 : 0);
    QCOMPARE(corpsLoss(*prussian, "II"), prussianCorpsII);
    QCOMPARE(corpsLoss(*prussian, "III"), at >= 14 ? 2 : 0);
    QCOMPARE(prussian->exited, 0);
    QCOMPARE(prussian->points, prussianPoints);
    QCOMPARE(prussian->demoralized, prussianDemoralized);
    QCOMPARE(prussian->disintegrated, prussianDisintegrated);
    QCOMPARE(prussian->demoralizationLevel.value_or(-1), 9);

    // The unit a step touched is in the state it left it in.
    if (at >= 4)
        QCOMPARE(st->units.at("F-1").strength, 3);
    QCOMPARE(st->units.at("F-1").printed, 6);
    QCOMPARE(st->units.at("F-2").status,
             at >= 6 ? UnitState::Status::Exited : UnitState::Status::OnMap);
    QCOMPARE(st->units.at("P-3").status, at >= 11   ? UnitState::Status::Eliminated
                                         : at >= 10 ? UnitState::Status::OnMap
                                                    : UnitState::Status::NotArrived);
    QCOMPARE(st->units.count("P-9"), std::size_t(at >= 14 ? 1 : 0));

    // The whole script replayed, then cut at N, is the same as replaying N events.
    Result<GameState> prefix = umpire::crt::replay(
        s.upTo(std::min<std::uint64_t>(std::uint64_t(at), s.events.size())), shippedRuleset("nlb"));
    QVERIFY(prefix.ok());
    QCOMPARE(stateJson(*prefix), stateJson(*st));
}

void TestGameState::unitOutsideOrderOfBattle_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("prussianCasualties"); // -1: refused
    QTest::addColumn<QString>("named");

    QTest::newRow("a unit outside the order of battle with side and strength is a casualty")
        << QByteArray(R"({"unit":"P-9","side":"Prussian","strength":2,"corps":"III"})") << 2 << "";
    QTest::newRow("a unit outside the order of battle without its side is refused")
        << QByteArray(R"({"unit":"P-9","strength":2})") << -1 << "\"P-9\"";
    QTest::newRow("a unit outside the order of battle without its strength is refused")
        << QByteArray(R"({"unit":"P-9","side":"Prussian"})") << -1 << "\"P-9\"";
    QTest::newRow("a unit outside the order of battle of an unknown side is refused")
        << QByteArray(R"({"unit":"A-1","side":"Austrian","strength":2})") << -1 << "\"A-1\"";
}

void TestGameState::unitOutsideOrderOfBattle()
{
    QFETCH(QByteArray, data);
    QFETCH(int, prussianCasualties);
    QFETCH(QString, named);

    Script s;
    s.add(EventKind::GameCreated, nlbCreated());
    s.add(umpire::crt::kinds::UnitEliminated, json::parse(data.toStdString()));
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"));
    if (prussianCasualties < 0) {
        QVERIFY(!st.ok());
        QCOMPARE(st.error().kind, ErrorKind::BadData);
        QVERIFY2(q(st.error().message).contains("event 2 (unit.eliminated)"), message(st.error()));
        QVERIFY2(q(st.error().message).contains(named), message(st.error()));
        QVERIFY2(q(st.error().message).contains("side and strength"), message(st.error()));
        return;
    }
    QVERIFY2(st.ok(), st.ok() ? "" : message(st.error()));
    QCOMPARE(st->side("Prussian")->casualties, prussianCasualties);
    QCOMPARE(corpsLoss(*st->side("Prussian"), "III"), prussianCasualties);
    QCOMPARE(st->units.at("P-9").status, UnitState::Status::Eliminated);
    QCOMPARE(st->units.at("P-9").printed, 2);
    QCOMPARE(q(st->units.at("P-9").side), QStringLiteral("Prussian"));
    QVERIFY(st->isConsistent());
}

void TestGameState::illegalUnitEvents_data()
{
    QTest::addColumn<QByteArray>("events"); // [[kind, data], ...] after game.created
    QTest::addColumn<int>("failingSeq");
    QTest::addColumn<QString>("named");

    QTest::newRow("eliminating a unit twice is refused, naming the event")
        << QByteArray(
               R"([["unit.eliminated",{"unit":"P-1"}],["note",{"text":"x"}],["unit.eliminated",{"unit":"P-1"}]])")
        << 4 << "event 4 (unit.eliminated): unit \"P-1\"";
    QTest::newRow("eliminating a unit that exited is refused")
        << QByteArray(R"([["unit.exited",{"unit":"F-2"}],["unit.eliminated",{"unit":"F-2"}]])") << 3
        << "event 3 (unit.eliminated): unit \"F-2\"";
    QTest::newRow("rallying a unit that was not eliminated is refused")
        << QByteArray(R"([["unit.rallied",{"unit":"F-1"}]])") << 2
        << "event 2 (unit.rallied): unit \"F-1\"";
    QTest::newRow("a unit that has not arrived cannot exit")
        << QByteArray(R"([["unit.exited",{"unit":"P-3"}]])") << 2
        << "event 2 (unit.exited): unit \"P-3\"";
    QTest::newRow("a negative strength is refused")
        << QByteArray(R"([["unit.reduced",{"unit":"F-1","strength":-1}]])") << 2
        << "event 2 (unit.reduced)";
    QTest::newRow("points of an unknown side are refused")
        << QByteArray(R"([["points.changed",{"side":"Austrian","delta":3}]])") << 2
        << "event 2 (points.changed)";
    QTest::newRow("a second game.created is refused")
        << QByteArray(R"([["note",{"text":"x"}],["game.created",{"sides":[{"name":"French"}]}]])")
        << 3 << "event 3 (game.created)";
}

void TestGameState::illegalUnitEvents()
{
    QFETCH(QByteArray, events);
    QFETCH(int, failingSeq);
    QFETCH(QString, named);

    Script s;
    s.add(EventKind::GameCreated, nlbCreated());
    for (const json &e : json::parse(events.toStdString()))
        s.add(e[0].get<std::string>(), e[1]);
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"));
    QVERIFY(!st.ok());
    QCOMPARE(st.error().kind, ErrorKind::BadData);
    QVERIFY2(q(st.error().message).contains(named), message(st.error()));

    // The events before it replay.
    Result<GameState> before =
        umpire::crt::replay(s.events, shippedRuleset("nlb"), std::uint64_t(failingSeq - 1));
    QVERIFY2(before.ok(), before.ok() ? "" : message(before.error()));
    QVERIFY(before->isConsistent());
}

void TestGameState::ralliedIsNoLongerACasualty()
{
    // BMW 11.2-11.3: rallied units no longer count, and an army below its level recovers.
    Script s;
    s.add(EventKind::GameCreated,
          json::parse(
              R"({"seed":3,"sides":[{"name":"Crusaders","demoralization":10},{"name":"Saracens"}],
        "orderOfBattle":[{"id":"C-1","side":"Crusaders","corps":"Left","strength":6},
                         {"id":"C-2","side":"Crusaders","corps":"Left","strength":5},
                         {"id":"S-1","side":"Saracens","strength":4}]})"));
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "C-1"}});
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "C-2"}});
    s.add(umpire::crt::kinds::UnitRallied, {{"unit", "C-2"}});
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "C-2"}});

    const int casualties[] = {0, 6, 11, 6, 11};
    const bool demoralized[] = {false, false, true, false, true};
    for (std::uint64_t n = 1; n <= 5; ++n) {
        Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("bmw"), n);
        QVERIFY2(st.ok(), st.ok() ? "" : message(st.error()));
        const SideState *c = st->side("Crusaders");
        QVERIFY(c);
        QCOMPARE(c->casualties, casualties[n - 1]);
        QCOMPARE(corpsLoss(*c, "Left"), casualties[n - 1]);
        QCOMPARE(c->demoralized, demoralized[n - 1]);
        QCOMPARE(st->side("Saracens")->casualties, 0);
        QVERIFY(st->isConsistent());
    }
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("bmw"), 4);
    QCOMPARE(st->units.at("C-2").status, UnitState::Status::OnMap);
}

void TestGameState::consistentAfterOddEvents_data()
{
    QTest::addColumn<QByteArray>("events");

    QTest::newRow("DESIGN conventions: isConsistent() after unit.reduced of an eliminated unit")
        << QByteArray(
               R"([["unit.eliminated",{"unit":"F-1"}],["unit.reduced",{"unit":"F-1","strength":2}]])");
    QTest::newRow("DESIGN conventions: isConsistent() after unit.entered of an eliminated unit")
        << QByteArray(R"([["unit.eliminated",{"unit":"F-1"}],["unit.entered",{"unit":"F-1"}]])");
    QTest::newRow(
        "DESIGN conventions: isConsistent() after a reduced unit is eliminated and rallied")
        << QByteArray(
               R"([["unit.reduced",{"unit":"F-1","strength":2}],["unit.eliminated",{"unit":"F-1"}],["unit.rallied",{"unit":"F-1"}]])");
}

void TestGameState::consistentAfterOddEvents()
{
    QFETCH(QByteArray, events);

    Script s;
    s.add(EventKind::GameCreated, nlbCreated());
    for (const json &e : json::parse(events.toStdString()))
        s.add(e[0].get<std::string>(), e[1]);
    // Either the event is refused, or the state it leaves is consistent: never an inconsistent
    // state.
    for (std::uint64_t n = 1; n <= s.events.size(); ++n) {
        Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"), n);
        if (!st.ok()) {
            QCOMPARE(st.error().kind, ErrorKind::BadData);
            QVERIFY2(q(st.error().message).contains(QStringLiteral("event %1").arg(n)),
                     message(st.error()));
            return;
        }
        QVERIFY2(st->isConsistent(), stateJson(*st).dump().c_str());
    }
}

void TestGameState::cameraMovesFollowTheTable()
{
    // "apply": the moves the camera saw, once confirmed, are journal events; the state
    // keeps where each counter was last put, and an undone move puts it back.
    Script s;
    s.add(EventKind::GameCreated, nlbCreated()); // 1
    s.add(umpire::crt::kinds::CounterMoved,
          {{"marker", 70}, {"from", "0305"}, {"to", "0306"}}); // 2
    s.add(umpire::crt::kinds::CounterMoved,
          {{"marker", 70}, {"from", "0306"}, {"to", "0407"}});                     // 3
    s.add(umpire::crt::kinds::CounterRemoved, {{"marker", 71}, {"from", "0510"}}); // 4
    s.add(umpire::crt::kinds::CounterMoved,
          {{"marker", 72}, {"from", "0101"}, {"to", "0102"}}); // 5
    const Ruleset nlb = shippedRuleset("nlb");
    Result<GameState> all = umpire::crt::replay(s.events, nlb);
    QVERIFY2(all.ok(), all.ok() ? "" : message(all.error()));
    QCOMPARE(all->counterHexes.at(70), std::string("0407"));
    QCOMPARE(all->counterHexes.at(72), std::string("0102"));
    QVERIFY(!all->counterHexes.count(71));
    QCOMPARE(all->countersRemoved, std::set<int>({71}));
    QCOMPARE(stateJson(*all)["counters"],
             json::parse(R"({"onMap":{"70":"0407","72":"0102"},"removed":[71]})"));

    s.add(EventKind::Undo, {{"target", 3}}); // 6: the second move of 70 did not happen
    s.add(EventKind::Undo, {{"target", 4}}); // 7: nor did 71's removal
    Result<GameState> undone = umpire::crt::replay(s.events, nlb);
    QVERIFY2(undone.ok(), undone.ok() ? "" : message(undone.error()));
    QCOMPARE(undone->counterHexes.at(70), std::string("0306"));
    QVERIFY(undone->countersRemoved.empty());

    // Casualties are not the camera's business: a removed counter is not an eliminated unit.
    QCOMPARE(all->side("Prussian")->casualties, 0);
    // A game with no camera move says nothing of counters.
    Result<GameState> none = umpire::crt::replay(s.upTo(1), nlb);
    QVERIFY(none.ok());
    QVERIFY(!stateJson(*none).contains("counters"));
}

void TestGameState::wronglyTypedFieldsAreBadData_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("data");

    QTest::newRow(
        "DESIGN conventions: turn.advanced with a turn \"two\" is BadData, not an exception")
        << "turn.advanced" << QByteArray(R"({"turn":"two"})");
    QTest::newRow("DESIGN conventions: phase.advanced with a number is BadData, not an exception")
        << "phase.advanced" << QByteArray(R"({"phase":3})");
    QTest::newRow("DESIGN conventions: weather as a list is BadData, not an exception")
        << "weather" << QByteArray(R"({"weather":["rain"]})");
    QTest::newRow(
        "DESIGN conventions: points.changed with a delta \"five\" is BadData, not an exception")
        << "points.changed" << QByteArray(R"({"side":"French","delta":"five"})");
    QTest::newRow(
        "DESIGN conventions: a new unit whose side is a number is BadData, not an exception")
        << "unit.eliminated" << QByteArray(R"({"unit":"X-1","side":5,"strength":2})");
    QTest::newRow(
        "DESIGN conventions: a new unit whose strength is \"four\" is BadData, not an exception")
        << "unit.eliminated" << QByteArray(R"({"unit":"X-1","side":"French","strength":"four"})");
    QTest::newRow("DESIGN conventions: a roll whose value is \"six\" is BadData, not an exception")
        << "roll" << QByteArray(R"({"value":"six","source":"physical"})");
    QTest::newRow(
        "DESIGN conventions: game.created whose sides are a string is BadData, not an exception")
        << "game.created" << QByteArray(R"({"sides":"French"})");
    QTest::newRow(
        "DESIGN conventions: an order of battle strength \"six\" is BadData, not an exception")
        << "game.created"
        << QByteArray(
               R"({"sides":[{"name":"French"}],"orderOfBattle":[{"id":"F-1","side":"French","strength":"six"}]})");
    QTest::newRow("DESIGN conventions: an undo whose target is \"2\" is BadData, not an exception")
        << "undo" << QByteArray(R"({"target":"2"})");
    QTest::newRow("counter.moved whose marker is \"70\" is BadData, not an exception")
        << "counter.moved" << QByteArray(R"({"marker":"70","from":"0305","to":"0306"})");
    QTest::newRow("counter.removed whose hex is a number is BadData")
        << "counter.removed" << QByteArray(R"({"marker":70,"from":305})");
}

void TestGameState::wronglyTypedFieldsAreBadData()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, data);

    // Such lines pass the journal reader (the required fields are there), so replay meets them.
    Script s;
    if (kind != "game.created")
        s.add(EventKind::GameCreated, nlbCreated());
    const std::uint64_t seq = s.add(kind.toStdString(), json::parse(data.toStdString()));
    std::optional<Result<GameState>> st;
    std::string thrown;
    try {
        st.emplace(umpire::crt::replay(s.events, shippedRuleset("nlb")));
    } catch (const std::exception &e) {
        thrown = e.what();
    }
    if (!thrown.empty()) {
    }
    QVERIFY2(thrown.empty(), thrown.c_str());
    QVERIFY(st.has_value());
    QVERIFY(!st->ok());
    QCOMPARE(st->error().kind, ErrorKind::BadData);
    QVERIFY2(q(st->error().message).contains(QStringLiteral("event %1").arg(seq)),
             message(st->error()));
}

void TestGameState::undoRedo_data()
{
    QTest::addColumn<int>("at");
    QTest::addColumn<int>("prussianCasualties");
    QTest::addColumn<QList<int>>("undone");
    QTest::addColumn<int>("undoTarget");
    QTest::addColumn<int>("redoTarget");
    QTest::addColumn<QList<int>>("stack"); // a face's undo stack: the actions it holds, in order
    QTest::addColumn<int>("redoable");     // how many of its last ones are undone

    // Script (see undoRedo): 1 created, 2 P-1 (5) eliminated, 3 P-2 (3) eliminated, 4 undo 3, 5
    // redo 4, 6 undo 3, 7 undo 2, 8 redo 7, 9 redo 6.
    // clang-format off
    QTest::newRow("after 1 nothing to undo: game.created cannot be undone") << 1 << 0 << QList<int>{}     << 0 << 0 << QList<int>{} << 0;
    QTest::newRow("after 2 the undo target is the latest event")           << 2 << 5 << QList<int>{}     << 2 << 0 << QList<int>{2} << 0;
    QTest::newRow("after 3 the undo target is event 3")                    << 3 << 8 << QList<int>{}     << 3 << 0 << QList<int>{2, 3} << 0;
    QTest::newRow("after 4 (undo 3) event 3 no longer counts")             << 4 << 5 << QList<int>{3}    << 2 << 4 << QList<int>{2, 3} << 1;
    QTest::newRow("after 5 (redo 4) event 3 counts again")                 << 5 << 8 << QList<int>{4}    << 3 << 0 << QList<int>{2, 3} << 0;
    QTest::newRow("after 6 (undo 3) an undo after a redo undoes again")    << 6 << 5 << QList<int>{3, 4} << 2 << 6 << QList<int>{2, 3} << 1;
    QTest::newRow("after 7 (undo 2) both undone, nothing left to undo")    << 7 << 0 << QList<int>{2, 3, 4} << 0 << 7 << QList<int>{2, 3} << 2;
    QTest::newRow("after 8 (redo 7) the last undo is redone first")        << 8 << 5 << QList<int>{3, 4, 7} << 2 << 6 << QList<int>{2, 3} << 1;
    QTest::newRow("after 9 (redo 6) everything counts again")              << 9 << 8 << QList<int>{4, 6, 7} << 3 << 0 << QList<int>{2, 3} << 0;
    // clang-format on
}

void TestGameState::undoRedo()
{
    QFETCH(int, at);
    QFETCH(int, prussianCasualties);
    QFETCH(QList<int>, undone);
    QFETCH(int, undoTarget);
    QFETCH(int, redoTarget);
    QFETCH(QList<int>, stack);
    QFETCH(int, redoable);

    Script s;
    s.add(EventKind::GameCreated, nlbCreated());
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "P-1"}});
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "P-2"}});
    s.add(EventKind::Undo, {{"target", std::uint64_t{3}}});
    s.add(EventKind::Redo, {{"target", std::uint64_t{4}}});
    s.add(EventKind::Undo, {{"target", std::uint64_t{3}}});
    s.add(EventKind::Undo, {{"target", std::uint64_t{2}}});
    s.add(EventKind::Redo, {{"target", std::uint64_t{7}}});
    s.add(EventKind::Redo, {{"target", std::uint64_t{6}}});

    // The script follows undoTarget and redoTarget at every step.
    for (std::uint64_t n = 4; n <= s.events.size(); ++n) {
        const std::vector<JournalEvent> before = s.upTo(n - 1);
        const std::uint64_t target = s.events[n - 1].data["target"].get<std::uint64_t>();
        if (s.events[n - 1].kind == EventKind::Undo)
            QCOMPARE(umpire::undoTarget(before), target);
        else
            QCOMPARE(umpire::redoTarget(before), target);
    }

    const std::vector<JournalEvent> prefix = s.upTo(std::uint64_t(at));
    QCOMPARE(umpire::undoTarget(prefix), std::uint64_t(undoTarget));
    QCOMPARE(umpire::redoTarget(prefix), std::uint64_t(redoTarget));
    const umpire::UndoStack faces = umpire::undoStack(prefix);
    QList<int> held;
    for (std::uint64_t seq : faces.actions)
        held << int(seq);
    QCOMPARE(held, stack);
    QCOMPARE(int(faces.redoable), redoable);

    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"), std::uint64_t(at));
    QVERIFY2(st.ok(), st.ok() ? "" : message(st.error()));
    QCOMPARE(st->side("Prussian")->casualties, prussianCasualties);
    QCOMPARE(corpsLoss(*st->side("Prussian"), "I") + corpsLoss(*st->side("Prussian"), "II"),
             prussianCasualties);
    QList<int> gone;
    for (std::uint64_t seq : st->undone)
        gone << int(seq);
    QCOMPARE(gone, undone);
    QVERIFY(st->isConsistent());
    Result<GameState> same = umpire::crt::replay(prefix, shippedRuleset("nlb"));
    QVERIFY(same.ok());
    QCOMPARE(stateJson(*same), stateJson(*st));
}

void TestGameState::newEventAfterUndoEndsRedo()
{
    Script s;
    s.add(EventKind::GameCreated, nlbCreated());
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "P-1"}});
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", "P-2"}});
    s.add(EventKind::Undo, {{"target", std::uint64_t{3}}});
    s.add(EventKind::Undo, {{"target", std::uint64_t{2}}});
    QCOMPARE(umpire::redoTarget(s.events), std::uint64_t{5});
    s.add(EventKind::Note, {{"text", "a new action"}});
    QCOMPARE(umpire::redoTarget(s.events), std::uint64_t{0});
    QCOMPARE(umpire::undoTarget(s.events), std::uint64_t{6});
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"));
    QVERIFY(st.ok());
    QCOMPARE(st->side("Prussian")->casualties, 0);
    QVERIFY(st->isConsistent());

    // Through Game: a new action after an undo leaves nothing to redo.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<Game> game =
        Game::create(dir.filePath("g.jsonl").toStdString(), rulesetPtr("nlb"), nlbSetup());
    QVERIFY(game.ok());
    QVERIFY(game->append(umpire::crt::kinds::UnitEliminated, {{"unit", "P-1"}}).ok());
    QVERIFY(game->undo().ok());
    QCOMPARE(umpire::redoTarget(game->journal().digests()), std::uint64_t{3});
    QVERIFY(game->advanceTurn().ok());
    Result<JournalEvent> redo = game->redo();
    QVERIFY(!redo.ok());
    QCOMPARE(redo.error().kind, ErrorKind::BadInput);
    QCOMPARE(game->journal().size(), std::size_t{4});
}

void TestGameState::refusedCompensations_data()
{
    QTest::addColumn<QByteArray>("events");
    QTest::addColumn<QString>("named");

    QTest::newRow("game.created cannot be undone")
        << QByteArray(R"([["undo",{"target":1}]])")
        << "event 2 (undo): event 1 (game.created) cannot be undone";
    QTest::newRow("an undo cannot be undone (redo it instead)")
        << QByteArray(R"([["note",{"text":"x"}],["undo",{"target":2}],["undo",{"target":3}]])")
        << "event 4 (undo): event 3 (undo) cannot be undone";
    QTest::newRow("a redo must compensate an undo")
        << QByteArray(R"([["note",{"text":"x"}],["redo",{"target":2}]])")
        << "event 3 (redo): event 2 is not an undo";
    QTest::newRow("an undo of a later event is refused")
        << QByteArray(R"([["undo",{"target":3}],["note",{"text":"x"}]])") << "event 2 (undo)";
    QTest::newRow("an undo of itself is refused")
        << QByteArray(R"([["undo",{"target":2}]])") << "event 2 (undo)";
    QTest::newRow("an undo of event 0 is refused")
        << QByteArray(R"([["undo",{"target":0}]])") << "event 2 (undo)";
}

void TestGameState::refusedCompensations()
{
    QFETCH(QByteArray, events);
    QFETCH(QString, named);

    Script s;
    s.add(EventKind::GameCreated, nlbCreated());
    for (const json &e : json::parse(events.toStdString()))
        s.add(e[0].get<std::string>(), e[1]);
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"));
    QVERIFY(!st.ok());
    QCOMPARE(st.error().kind, ErrorKind::BadData);
    QVERIFY2(q(st.error().message).contains(named), message(st.error()));
}

void TestGameState::undoOfRollVoidsIt_data()
{
    QTest::addColumn<bool>("inCombat"); // the roll is a combat's outcome roll, not a roll event
    QTest::newRow("an undone roll is voided, stays listed, and keeps its draw used") << false;
    QTest::newRow("an undone combat's roll is voided, stays listed, and keeps its draw used")
        << true;
}

void TestGameState::undoOfRollVoidsIt()
{
    QFETCH(bool, inCombat);

    const std::uint64_t seed = 1815;
    const int value = DiceGenerator::valueAt(seed, 0, 6);
    const json roll = {{"value", value}, {"source", "generated"}, {"seed", seed}, {"draw", 0}};
    Script s;
    s.add(EventKind::GameCreated, nlbCreated());
    if (inCombat)
        s.add(umpire::crt::kinds::CombatResolved,
              {{"request", {{"attackers", {10}}, {"defenders", {4}}}},
               {"outcome", {{"roll", roll}}}});
    else
        s.add(umpire::crt::kinds::Roll, roll);
    QCOMPARE(umpire::undoTarget(s.events), std::uint64_t{2});
    s.add(EventKind::Undo, {{"target", std::uint64_t{2}}});

    Result<GameState> before = umpire::crt::replay(s.events, shippedRuleset("nlb"), 2);
    QVERIFY(before.ok());
    QCOMPARE(before->rolls.size(), std::size_t{1});
    QVERIFY(!before->rolls[0].voided);
    QCOMPARE(before->nextDraw, std::uint64_t{1});

    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset("nlb"));
    QVERIFY2(st.ok(), st.ok() ? "" : message(st.error()));
    QCOMPARE(st->rolls.size(), std::size_t{1});
    QCOMPARE(st->rolls[0].seq, std::uint64_t{2});
    QCOMPARE(st->rolls[0].value, value);
    QVERIFY(st->rolls[0].generated);
    QCOMPARE(st->rolls[0].draw, std::uint64_t{0});
    QVERIFY(st->rolls[0].voided);
    QCOMPARE(st->nextDraw, std::uint64_t{1});
    QCOMPARE(umpire::undoTarget(s.events), std::uint64_t{0});
    const json doc = stateJson(*st);
    QCOMPARE(doc["rolls"][0]["voided"], json(true));

    // Redone, the roll counts again with the same draw; the generator still moves on.
    s.add(EventKind::Redo, {{"target", std::uint64_t{3}}});
    Result<GameState> redone = umpire::crt::replay(s.events, shippedRuleset("nlb"));
    QVERIFY(redone.ok());
    QVERIFY(!redone->rolls[0].voided);
    QCOMPARE(redone->nextDraw, std::uint64_t{1});
}

void TestGameState::derivedDemoralization_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QByteArray>("created");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("casualties");
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("demoralized");

    const QByteArray naw = R"({"sides":[{"name":"French"},{"name":"Allied"}],
        "orderOfBattle":[{"id":"A-1","side":"Allied","strength":20},{"id":"A-2","side":"Allied","strength":%1}]})";
    QTest::newRow("NAW 8.2 Allied casualties 39, no level in the game: not demoralized")
        << "naw" << QByteArray(naw).replace("%1", "19") << "Allied" << 39 << 40 << false;
    QTest::newRow(
        "NAW 8.2 Allied casualties 40, no level in the game: demoralized at the rule's 40")
        << "naw" << QByteArray(naw).replace("%1", "20") << "Allied" << 40 << 40 << true;
    QTest::newRow("NAW 8.2 Allied casualties 44, no level in the game: demoralized")
        << "naw" << QByteArray(naw).replace("%1", "24") << "Allied" << 44 << 40 << true;

    const QByteArray nlb =
        R"({"sides":[{"name":"French","demoralization":30},{"name":"Prussian","demoralization":25}],
        "orderOfBattle":[{"id":"P-1","side":"Prussian","strength":20},{"id":"P-2","side":"Prussian","strength":%1}]})";
    QTest::newRow("NLB 11.2 Prussian casualties 24 under the game's level 25: not demoralized")
        << "nlb" << QByteArray(nlb).replace("%1", "4") << "Prussian" << 24 << 25 << false;
    QTest::newRow("NLB 11.2 Prussian casualties 25 at the game's level 25: demoralized")
        << "nlb" << QByteArray(nlb).replace("%1", "5") << "Prussian" << 25 << 25 << true;
}

void TestGameState::derivedDemoralization()
{
    QFETCH(QString, ruleset);
    QFETCH(QByteArray, created);
    QFETCH(QString, side);
    QFETCH(int, casualties);
    QFETCH(int, level);
    QFETCH(bool, demoralized);

    const std::string prefix = side == "Allied" ? "A-" : "P-";
    Script s;
    s.add(EventKind::GameCreated, json::parse(created.toStdString()));
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", prefix + "1"}});
    s.add(umpire::crt::kinds::UnitEliminated, {{"unit", prefix + "2"}});
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset(ruleset.toStdString()));
    QVERIFY2(st.ok(), st.ok() ? "" : message(st.error()));
    const SideState *army = st->side(side.toStdString());
    QVERIFY(army);
    QCOMPARE(army->casualties, casualties);
    QCOMPARE(army->demoralizationLevel.value_or(-1), level);
    QCOMPARE(army->demoralized, demoralized);
    QVERIFY(st->isConsistent());
    // Derived, never stored: one event earlier the army was never demoralized.
    Result<GameState> earlier =
        umpire::crt::replay(s.events, shippedRuleset(ruleset.toStdString()), 2);
    QVERIFY(earlier.ok());
    QVERIFY(!earlier->side(side.toStdString())->demoralized);
}

void TestGameState::sidesThatDoNotFit_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QByteArray>("sides");
    QTest::addColumn<QString>("named");

    QTest::newRow("NAW 8.2 the French army is never demoralized: a French level is refused")
        << "naw" << QByteArray(R"([{"name":"French","demoralization":30},{"name":"Allied"}])")
        << "French";
    QTest::newRow("NAW: a side that is not one of the ruleset's armies is refused")
        << "naw" << QByteArray(R"([{"name":"Austrian"},{"name":"Allied"}])") << "Austrian";
    QTest::newRow("NAW: a disintegration level where the rules have none is refused")
        << "naw" << QByteArray(R"([{"name":"French"},{"name":"Allied","disintegration":60}])")
        << "disintegration";
    QTest::newRow("NLB: a side named twice is refused")
        << "nlb" << QByteArray(R"([{"name":"French"},{"name":"French"}])") << "French";
}

void TestGameState::sidesThatDoNotFit()
{
    QFETCH(QString, ruleset);
    QFETCH(QByteArray, sides);
    QFETCH(QString, named);

    Script s;
    s.add(EventKind::GameCreated, {{"sides", json::parse(sides.toStdString())}});
    Result<GameState> st = umpire::crt::replay(s.events, shippedRuleset(ruleset.toStdString()));
    QVERIFY(!st.ok());
    QCOMPARE(st.error().kind, ErrorKind::BadData);
    QVERIFY2(q(st.error().message).contains("do not fit"), message(st.error()));
    QVERIFY2(q(st.error().message).contains(named), message(st.error()));

    // Game::create refuses them before writing anything.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("g.jsonl");
    GameSetup setup;
    setup.sides = json::parse(sides.toStdString());
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr(ruleset.toStdString()), setup);
    QVERIFY(!game.ok());
    QCOMPARE(game.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(game.error().message).contains(named), message(game.error()));
    QVERIFY(!QFile::exists(path));
}

void TestGameState::gameCreateWritesHeaderAndCreated()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("ligny.jsonl");
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup(1234));
    QVERIFY2(game.ok(), game.ok() ? "" : message(game.error()));

    const std::vector<std::string> lines = splitLines(readAll(path));
    QCOMPARE(lines.size(), std::size_t{2});
    const json header = json::parse(lines[0]);
    QCOMPARE(header["format"], json("umpire-journal"));
    QCOMPARE(header["version"], json(2));
    QCOMPARE(header["ruleset"], json("nlb"));
    QCOMPARE(header["scenario"], json("ligny"));
    QCOMPARE(header["title"], json("Ligny"));
    const json created = json::parse(lines[1]);
    QCOMPARE(created["seq"], json(1));
    QCOMPARE(created["kind"], json("game.created"));
    QCOMPARE(created["data"]["seed"], json(1234));
    QCOMPARE(created["data"]["sides"], nlbCreated()["sides"]);
    QCOMPARE(created["data"]["orderOfBattle"], nlbCreated()["orderOfBattle"]);
    QCOMPARE(created["data"]["scenario"], json("ligny"));

    QCOMPARE(game->state().seed, std::uint64_t{1234});
    QCOMPARE(game->state().nextDraw, std::uint64_t{0});
    QCOMPARE(game->state().atSeq, std::uint64_t{1});
    QCOMPARE(game->state().units.size(), std::size_t{5});
    QCOMPARE(game->state().side("Prussian")->demoralizationLevel.value_or(-1), 9);
    QCOMPARE(q(game->journal().header().ruleset), QStringLiteral("nlb"));
    QCOMPARE(q(game->ruleset().id), QStringLiteral("nlb"));

    // Without a seed the game draws a fresh one and records it.
    GameSetup noSeed = nlbSetup();
    noSeed.seed.reset();
    Result<Game> other =
        Game::create(dir.filePath("other.jsonl").toStdString(), rulesetPtr("nlb"), noSeed);
    QVERIFY(other.ok());
    QCOMPARE(allEvents(other->journal())[0].data["seed"].get<std::uint64_t>(), other->state().seed);
}

void TestGameState::gameCreateRefusedWritesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("ligny.jsonl");
    {
        std::ofstream out(path.toStdString());
        out << "the referee's notes\n";
    }
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup());
    QVERIFY(!game.ok());
    QCOMPARE(game.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(game.error().message).contains("already exists"), message(game.error()));
    QCOMPARE(readAll(path), std::string("the referee's notes\n"));

    GameSetup noSides = nlbSetup();
    noSides.sides = json::array();
    Result<Game> none =
        Game::create(dir.filePath("none.jsonl").toStdString(), rulesetPtr("nlb"), noSides);
    QVERIFY(!none.ok());
    QCOMPARE(none.error().kind, ErrorKind::BadInput);
    QVERIFY(!QFile::exists(dir.filePath("none.jsonl")));

    GameSetup badUnit = nlbSetup();
    badUnit.orderOfBattle.push_back({{"id", "X-1"}, {"side", "Austrian"}, {"strength", 3}});
    Result<Game> bad =
        Game::create(dir.filePath("bad.jsonl").toStdString(), rulesetPtr("nlb"), badUnit);
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(bad.error().message).contains("X-1"), message(bad.error()));
    QVERIFY(!QFile::exists(dir.filePath("bad.jsonl")));
}

void TestGameState::generatedCombatUsesGameSeed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("g.jsonl");
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup(1234));
    QVERIFY(game.ok());

    for (std::uint64_t draw = 0; draw < 3; ++draw) {
        Result<CombatOutcome> outcome = game->resolveCombat(twoToOne());
        QVERIFY2(outcome.ok(), outcome.ok() ? "" : message(outcome.error()));
        QCOMPARE(q(outcome->column), QStringLiteral("2-1"));
        QVERIFY(outcome->roll.has_value());
        QCOMPARE(outcome->roll->source, umpire::Roll::Source::Generated);
        QCOMPARE(outcome->roll->seed, std::uint64_t{1234});
        QCOMPARE(outcome->roll->draw, draw);
        QCOMPARE(outcome->roll->value, DiceGenerator::valueAt(1234, draw, 6));

        // On disk, as the journal's last line, before resolveCombat returned.
        const std::vector<std::string> lines = splitLines(readAll(path));
        QCOMPARE(lines.size(), std::size_t(3 + draw));
        const json line = json::parse(lines.back());
        QCOMPARE(line["kind"], json("combat.resolved"));
        const json roll = line["data"]["outcome"]["roll"];
        QCOMPARE(roll["source"], json("generated"));
        QCOMPARE(roll["seed"], json(1234));
        QCOMPARE(roll["draw"], json(draw));
        QCOMPARE(roll["value"], json(DiceGenerator::valueAt(1234, draw, 6)));
        QCOMPARE(line["data"]["outcome"]["column"], json("2-1"));
        QCOMPARE(game->state().nextDraw, draw + 1);
        QCOMPARE(game->state().rolls.size(), std::size_t(draw + 1));
        QVERIFY(game->state().rolls.back().generated);
    }
}

void TestGameState::undoneCombatDoesNotGiveItsDrawBack()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<Game> game =
        Game::create(dir.filePath("g.jsonl").toStdString(), rulesetPtr("nlb"), nlbSetup(77));
    QVERIFY(game.ok());

    Result<CombatOutcome> first = game->resolveCombat(twoToOne());
    QVERIFY(first.ok());
    QCOMPARE(first->roll->draw, std::uint64_t{0});
    Result<JournalEvent> undo = game->undo();
    QVERIFY2(undo.ok(), undo.ok() ? "" : message(undo.error()));
    QCOMPARE(undo->data["target"], json(2));
    QVERIFY(game->state().rolls.at(0).voided);
    QCOMPARE(game->state().nextDraw, std::uint64_t{1});

    // Undo cannot be used to re-roll: the next combat takes draw 1.
    Result<CombatOutcome> second = game->resolveCombat(twoToOne());
    QVERIFY(second.ok());
    QCOMPARE(second->roll->draw, std::uint64_t{1});
    QCOMPARE(second->roll->value, DiceGenerator::valueAt(77, 1, 6));
    QCOMPARE(game->state().rolls.size(), std::size_t{2});
    QVERIFY(game->state().rolls[0].voided);
    QVERIFY(!game->state().rolls[1].voided);

    // The same for a plain generated roll.
    Result<JournalEvent> roll = game->roll(std::nullopt);
    QVERIFY(roll.ok());
    QCOMPARE(roll->data["draw"], json(2));
    QCOMPARE(roll->data["seed"], json(77));
    QCOMPARE(roll->data["value"], json(DiceGenerator::valueAt(77, 2, 6)));
    QVERIFY(game->undo().ok());
    Result<JournalEvent> again = game->roll(std::nullopt);
    QVERIFY(again.ok());
    QCOMPARE(again->data["draw"], json(3));
    QCOMPARE(game->state().nextDraw, std::uint64_t{4});
    QCOMPARE(game->state().rolls.size(), std::size_t{4});
    QVERIFY(game->state().rolls[2].voided);
}

void TestGameState::physicalDieIsKept()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<Game> game =
        Game::create(dir.filePath("g.jsonl").toStdString(), rulesetPtr("nlb"), nlbSetup(5));
    QVERIFY(game.ok());
    Result<CombatOutcome> outcome = game->resolveCombat(twoToOne(3));
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : message(outcome.error()));
    QVERIFY(outcome->roll.has_value());
    QCOMPARE(outcome->roll->source, umpire::Roll::Source::Physical);
    QCOMPARE(outcome->roll->value, 3);
    const json roll = allEvents(game->journal()).back().data["outcome"]["roll"];
    QCOMPARE(roll, json({{"value", 3}, {"source", "physical"}}));
    QCOMPARE(game->state().nextDraw, std::uint64_t{0});
    QCOMPARE(game->state().rolls.size(), std::size_t{1});
    QVERIFY(!game->state().rolls[0].generated);
    QCOMPARE(game->state().rolls[0].value, 3);

    Result<JournalEvent> die = game->roll(6);
    QVERIFY(die.ok());
    QCOMPARE(die->data, json({{"value", 6}, {"source", "physical"}}));
    Result<JournalEvent> seven = game->roll(7);
    QVERIFY(!seven.ok());
    QCOMPARE(seven.error().kind, ErrorKind::BadInput);
    QCOMPARE(game->journal().size(), std::size_t{3});
}

void TestGameState::requestWithOwnSeedRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("g.jsonl");
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup(5));
    QVERIFY(game.ok());
    const std::string before = readAll(path);
    CombatRequest request = twoToOne();
    request.seed = 99;
    Result<CombatOutcome> outcome = game->resolveCombat(request);
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(outcome.error().message).contains("seed"), message(outcome.error()));
    QCOMPARE(readAll(path), before);
    QCOMPARE(game->journal().size(), std::size_t{1});
    QCOMPARE(game->state().nextDraw, std::uint64_t{0});
}

void TestGameState::openGivesSameState_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("DESIGN Journal: reopened read-write, the state is what replaying gives")
        << int(Journal::Mode::ReadWrite);
    QTest::newRow("DESIGN Journal: reopened read-only, the state is what replaying gives")
        << int(Journal::Mode::ReadOnly);
}

void TestGameState::openGivesSameState()
{
    QFETCH(int, mode);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("g.jsonl");
    json expected;
    std::vector<json> stepStates;
    {
        Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup(2024));
        QVERIFY(game.ok());
        QVERIFY(game->advanceTurn("clear").ok());
        QVERIFY(game->advance().ok()); // NLB 5.1: combat in the Combat Phase
        QVERIFY(game->resolveCombat(twoToOne()).ok());
        QVERIFY(game->append(umpire::crt::kinds::UnitEliminated, {{"unit", "P-1"}}).ok());
        // NLB 7.1: F-1 and F-2 have attacked this phase; a combat of units outside the order of
        // battle (the referee's own) is not judged by it.
        CombatRequest second = twoToOne(2);
        second.attackers[0].id = "X-1";
        second.attackers[1].id = "X-2";
        second.defenders[0].id = "Y-1";
        QVERIFY(game->resolveCombat(second).ok());
        QVERIFY(game->undo().ok());
        QVERIFY(
            game->append(umpire::crt::kinds::UnitReduced, {{"unit", "F-1"}, {"strength", 4}}).ok());
        QVERIFY(game->append(umpire::crt::kinds::PointsChanged, {{"side", "French"}, {"delta", 3}})
                    .ok());
        QVERIFY(game->advanceTurn("night").ok());
        QVERIFY(game->append(EventKind::Override, {{"what", "odds"},
                                                   {"computed", "2-1"},
                                                   {"imposed", "3-1"},
                                                   {"why", "house rule"}})
                    .ok());
        expected = stateJson(game->state());
        for (std::uint64_t n = 1; n <= game->journal().size(); ++n) {
            Result<GameState> at = game->stateAt(n);
            QVERIFY(at.ok());
            QVERIFY(at->isConsistent());
            stepStates.push_back(stateJson(*at));
        }
    }
    Result<Game> opened = Game::open(path.toStdString(), findRuleset, Journal::Mode(mode));
    QVERIFY2(opened.ok(), opened.ok() ? "" : message(opened.error()));
    QCOMPARE(stateJson(opened->state()), expected);
    QCOMPARE(opened->state().turn, 2);
    QCOMPARE(q(umpire::crt::weatherName(opened->state().weather)), QStringLiteral("night"));
    QCOMPARE(opened->state().side("Prussian")->casualties, 5);
    QCOMPARE(opened->state().rolls.size(), std::size_t{2});
    QVERIFY(opened->state().rolls[1].voided);
    QCOMPARE(opened->state().notes.size(), std::size_t{1});
    for (std::uint64_t n = 1; n <= stepStates.size(); ++n) {
        Result<GameState> at = opened->stateAt(n);
        QVERIFY(at.ok());
        QCOMPARE(stateJson(*at), stepStates[n - 1]);
    }
}

void TestGameState::advanceTurn()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("g.jsonl");
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup());
    QVERIFY(game.ok());
    QCOMPARE(game->state().turn, 0);

    const char *weathers[] = {"clear", "rain", "night", "clear"};
    for (int turn = 1; turn <= 4; ++turn) {
        Result<JournalEvent> e = game->advanceTurn(weathers[turn - 1]);
        QVERIFY2(e.ok(), e.ok() ? "" : message(e.error()));
        QCOMPARE(e->kind, umpire::crt::kinds::TurnAdvanced);
        QCOMPARE(e->data["turn"], json(turn));
        QCOMPARE(e->data["weather"], json(weathers[turn - 1]));
        QCOMPARE(game->state().turn, turn);
        QCOMPARE(q(umpire::crt::weatherName(game->state().weather)),
                 QString::fromLatin1(weathers[turn - 1]));
        QCOMPARE(umpire::test::withoutSum(splitLines(readAll(path)).back()), e->toJson());
    }
    const std::string before = readAll(path);
    Result<JournalEvent> snow = game->advanceTurn("snow");
    QVERIFY(!snow.ok());
    QCOMPARE(snow.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(snow.error().message).contains("snow"), message(snow.error()));
    QCOMPARE(readAll(path), before);
    QCOMPARE(game->state().turn, 4);
}

void TestGameState::appendRefusesWhatCannotReplay_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("named");

    QTest::newRow("eliminating a unit unknown to the game is refused, nothing written")
        << "unit.eliminated" << QByteArray(R"({"unit":"NOPE"})") << "NOPE";
    QTest::newRow("eliminating an eliminated unit is refused, nothing written")
        << "unit.eliminated" << QByteArray(R"({"unit":"P-1"})") << "P-1";
    QTest::newRow("an undo of game.created is refused, nothing written")
        << "undo" << QByteArray(R"({"target":1})") << "cannot be undone";
    QTest::newRow("a redo of a non-undo is refused, nothing written")
        << "redo" << QByteArray(R"({"target":2})") << "not an undo";
    QTest::newRow("an unknown kind is refused, nothing written")
        << "unit.teleported" << QByteArray(R"({"unit":"F-1"})") << "unit.teleported";
    QTest::newRow("a missing field is refused, nothing written")
        << "points.changed" << QByteArray(R"({"side":"French"})") << "delta";
}

void TestGameState::appendRefusesWhatCannotReplay()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, data);
    QFETCH(QString, named);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("g.jsonl");
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup());
    QVERIFY(game.ok());
    QVERIFY(game->append(umpire::crt::kinds::UnitEliminated, {{"unit", "P-1"}}).ok());
    const std::string before = readAll(path);
    const json stateBefore = stateJson(game->state());

    Result<JournalEvent> e =
        umpire::test::appendNamed(*game, kind.toStdString(), json::parse(data.toStdString()));
    QVERIFY(!e.ok());
    QCOMPARE(e.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(e.error().message).contains(named), message(e.error()));
    QCOMPARE(readAll(path), before);
    QCOMPARE(game->journal().size(), std::size_t{2});
    QCOMPARE(stateJson(game->state()), stateBefore);

    // The next good event still gets the next number.
    Result<JournalEvent> next = game->append(EventKind::Note, {{"text", "fine"}});
    QVERIFY(next.ok());
    QCOMPARE(next->seq, std::uint64_t{3});
}

void TestGameState::undoOfGameCreatedRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("g.jsonl");
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup());
    QVERIFY(game.ok());
    const std::string before = readAll(path);
    QCOMPARE(umpire::undoTarget(game->journal().digests()), std::uint64_t{0});
    Result<JournalEvent> undo = game->undo();
    QVERIFY(!undo.ok());
    QCOMPARE(undo.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(undo.error().message).contains("nothing to undo"), message(undo.error()));
    Result<JournalEvent> redo = game->redo();
    QVERIFY(!redo.ok());
    QVERIFY2(q(redo.error().message).contains("nothing to redo"), message(redo.error()));
    QCOMPARE(readAll(path), before);
}

void TestGameState::undoTargetGivenAsPlainInteger()
{
    // JSON has one kind of number: {"target": 3} built in C++ from an int is the same event 3 as
    // the line {"target":3} read from a file, and must be judged the same way.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("g.jsonl");
    Result<Game> game = Game::create(path.toStdString(), rulesetPtr("nlb"), nlbSetup());
    QVERIFY(game.ok());
    QVERIFY(game->append(umpire::crt::kinds::UnitEliminated, {{"unit", "P-1"}}).ok());
    Result<JournalEvent> undo = game->append(EventKind::Undo, {{"target", 2}});
    QVERIFY2(undo.ok(), undo.ok() ? "" : message(undo.error()));
    QCOMPARE(game->state().side("Prussian")->casualties, 0);
}

void TestGameState::journaledRequestReResolves()
{
    // Combat resolved carries its request, so the combat can be checked again from
    // the log.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<Game> game =
        Game::create(dir.filePath("g.jsonl").toStdString(), rulesetPtr("nlb"), nlbSetup(31));
    QVERIFY(game.ok());
    CombatRequest request = twoToOne();
    request.shifts.push_back({1, "the players agree: surprise attack"});
    Result<CombatOutcome> outcome = game->resolveCombat(request);
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : message(outcome.error()));
    QCOMPARE(q(outcome->column), QStringLiteral("3-1"));

    const json journaled = allEvents(game->journal()).back().data;
    Result<CombatRequest> read = CombatRequest::fromJson(journaled["request"]);
    QVERIFY2(read.ok(), read.ok() ? "" : message(read.error()));
    Result<CombatOutcome> again = umpire::crt::resolveCombat(*read, shippedRuleset("nlb"));
    QVERIFY2(again.ok(), again.ok() ? "" : message(again.error()));
    QCOMPARE(q(again->column), q(outcome->column));
    QCOMPARE(q(again->result), q(outcome->result));
    QVERIFY(again->roll.has_value());
    QCOMPARE(again->roll->value, outcome->roll->value);
    QCOMPARE(again->roll->draw, outcome->roll->draw);
    json outcomeJson = *again;
    QCOMPARE(outcomeJson, journaled["outcome"]);
}

void TestGameState::versionZeroJournalOpensAsGame()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("ligny.jsonl");
    {
        std::ofstream out(path.toStdString(), std::ios::binary);
        out << readAll(QStringLiteral(UMPIRE_FIXTURES_DIR "/journals/v0-ligny.jsonl"));
    }
    Result<Game> game = Game::open(path.toStdString(), findRuleset);
    QVERIFY2(game.ok(), game.ok() ? "" : message(game.error()));
    QCOMPARE(game->journal().problems().size(), std::size_t{1});
    QCOMPARE(game->journal().problems()[0].kind, JournalProblem::Kind::Migrated);
    QCOMPARE(game->state().seed, std::uint64_t{42});
    QCOMPARE(game->state().turn, 1);
    QCOMPARE(game->state().side("Prussian")->casualties, 5);
    QCOMPARE(game->state().side("French")->casualties, 4);
    QCOMPARE(game->state().notes.size(), std::size_t{1});
    QVERIFY(game->state().isConsistent());
    QVERIFY(game->advanceTurn("rain").ok());
    QCOMPARE(allEvents(game->journal()).back().seq, std::uint64_t{6});
}

QTEST_APPLESS_MAIN(TestGameState)
#include "tst_gamestate.moc"
