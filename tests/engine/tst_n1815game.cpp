#include "n1815data.h"
#include "n1815game.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace umpire;
using nlohmann::json;

// The game as a fold over journaled actions: replaying them gives the same game back.
class TestN1815Game : public QObject
{
    Q_OBJECT

  private slots:
    void replayTurnOne();
    void refusedActions_data();
    void refusedActions();
    void overrides();

  private:
    static const n1815::Data &data();
    static std::vector<json> turnOne();
};

const n1815::Data &TestN1815Game::data()
{
    static const Result<n1815::Data> loaded =
        n1815::Data::load(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.json");
    if (!loaded)
        qFatal("shipped n1815.json does not load: %s", loaded.error().message.c_str());
    return loaded.value();
}

// Turn 1 as the rules' movement example plays it, then the combat at Charleroi with the players'
// own cards: the French lose the first round's Skirmish to a Prussian counterattack and a Grand
// Battery they cannot match.
std::vector<json> TestN1815Game::turnOne()
{
    return json::parse(R"([
        {"action": "recordObjectives", "objectives": ["liege", "brussels"]},
        {"action": "weather", "roll": 4},
        {"action": "movementPoints", "army": "french", "roll": 2},
        {"action": "move", "unit": "fr-IG", "path": ["thuin"]},
        {"action": "move", "unit": "fr-VI", "path": ["thuin"]},
        {"action": "move", "unit": "fr-IG", "path": ["charleroi"]},
        {"action": "move", "unit": "fr-VI", "path": ["charleroi"]},
        {"action": "move", "unit": "fr-cav", "path": ["walcourt", "charleroi"]},
        {"action": "move", "unit": "napoleon", "path": ["thuin", "charleroi"]},
        {"action": "endMovement"},
        {"action": "startCombat", "location": "charleroi"},
        {"action": "play", "card": "skirmish"},
        {"action": "respond", "card": "skirmish"},
        {"action": "counterattack", "roll": 1},
        {"action": "endReinforcements"},
        {"action": "endReinforcements"},
        {"action": "play", "card": "grand battery"},
        {"action": "respond"},
        {"action": "endReinforcements"},
        {"action": "distribute", "side": "french", "losses": {"fr-IG": 1, "fr-VI": 1, "fr-cav": 0}},
        {"action": "retreat", "to": "thuin"},
        {"action": "finishCombat"},
        {"action": "endCombat"},
        {"action": "movementPoints", "army": "allied", "roll": 5},
        {"action": "movementPoints", "army": "prussian", "roll": 1},
        {"action": "move", "unit": "pr-II", "path": ["fleurus"]},
        {"action": "endMovement"},
        {"action": "endCombat"},
        {"action": "endTurn"}
    ])")
        .get<std::vector<json>>();
}

void TestN1815Game::replayTurnOne()
{
    const n1815::Data &d = data();
    const std::vector<json> actions = turnOne();
    Result<n1815::Step> replayed = n1815::replay(d, actions);
    QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().message.c_str());
    const n1815::State &s = replayed->game.state;
    QCOMPARE(s.turn, 2);
    QVERIFY(!replayed->game.battle);
    // Two rounds: the French lose 2 (one each on the Guard and VI Corps, who also paid a cohesion
    // for their second location), and every French corps loses 1 for the retreat.
    QCOMPARE(s.cohesion("fr-IG"), d.unit("fr-IG")->cohesion.value - 1 - 1 - 1);
    QCOMPARE(s.cohesion("fr-VI"), d.unit("fr-VI")->cohesion.value - 1 - 1 - 1);
    QCOMPARE(s.cohesion("fr-cav"), d.unit("fr-cav")->cohesion.value - 1);
    QCOMPARE(s.cohesion("pr-I"), d.unit("pr-I")->cohesion.value - 1); // half of 2
    for (const char *u : {"fr-IG", "fr-VI", "fr-cav", "napoleon"})
        QCOMPARE(s.locationOf(u), std::string("thuin"));
    QCOMPARE(s.locationOf("pr-II"), std::string("fleurus"));
    // The same journal gives the same game, step by step through JSON.
    n1815::Game game = n1815::Game::setup(d);
    for (const json &a : actions) {
        Result<n1815::Step> next = n1815::act(d, game, a);
        QVERIFY2(next.ok(), next.ok() ? "" : next.error().message.c_str());
        Result<n1815::Game> back = n1815::Game::fromJson(json(next->game), d);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        game = *back;
    }
    QCOMPARE(json(game), json(replayed->game));
    QVERIFY(!replayed->explanation.steps.empty());
}

void TestN1815Game::refusedActions_data()
{
    QTest::addColumn<int>("prefix"); // how many actions of turn one come first
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("N1815 Combat a battle action without a battle")
        << 3 << QByteArray(R"({"action":"play","card":"skirmish"})") << "no combat is being fought";
    QTest::newRow("N1815 11 one location's combat resolved before the next")
        << 11 << QByteArray(R"({"action":"endCombat"})") << "is not finished";
    QTest::newRow("N1815 10 a corps moved twice")
        << 7 << QByteArray(R"({"action":"move","unit":"fr-IG","path":["fleurus"]})")
        << "already moved";
    QTest::newRow("N1815 10 an unknown location")
        << 3 << QByteArray(R"({"action":"move","unit":"fr-I","path":["Waterlo"]})")
        << "unknown location \"Waterlo\"";
    QTest::newRow("N1815 Combat a card that does not match")
        << 12 << QByteArray(R"({"action":"respond","card":"grand battery"})")
        << "does not match Skirmish";
    QTest::newRow("N1815 9 a die that is not a die")
        << 1 << QByteArray(R"({"action":"weather","roll":0})") << "not a face";
    QTest::newRow("N1815 an unknown action")
        << 0 << QByteArray(R"({"action":"charge"})") << "unknown action";
    QTest::newRow("N1815 a malformed action")
        << 0 << QByteArray(R"({"action":"move","unit":5})") << "move";
    QTest::newRow("N1815 not an action") << 0 << QByteArray(R"([1,2])") << "an action is an object";
}

void TestN1815Game::refusedActions()
{
    QFETCH(int, prefix);
    QFETCH(QByteArray, action);
    QFETCH(QString, fragment);
    std::vector<json> actions = turnOne();
    actions.resize(static_cast<std::size_t>(prefix));
    actions.push_back(json::parse(action.toStdString()));
    Result<n1815::Step> r = n1815::replay(data(), actions);
    QVERIFY2(!r.ok(), "the action was accepted but the rules refuse it");
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    QVERIFY2(QString::fromStdString(r.error().message).contains(fragment),
             r.error().message.c_str());
    QVERIFY2(
        QString::fromStdString(r.error().message).contains(QString("action %1 ").arg(prefix + 1)),
        r.error().message.c_str());
}

void TestN1815Game::overrides()
{
    const n1815::Data &d = data();
    n1815::Game game = n1815::Game::setup(d);
    Result<n1815::Step> r = n1815::act(
        d, game,
        json::parse(
            R"({"action":"override","unit":"al-II","cohesion":5,"why":"cube knocked over"})"));
    QVERIFY(r.ok());
    QCOMPARE(r->game.state.cohesion("al-II"), 5);
    QCOMPARE(r->explanation.steps.front().before, std::to_string(d.unit("al-II")->cohesion.value));
    r = n1815::act(d, game, json::parse(R"({"action":"override","unit":"al-II","cohesion":99})"));
    QVERIFY(!r.ok());
    r = n1815::act(d, game, json::parse(R"({"action":"override","unit":"napoleon","cohesion":3})"));
    QVERIFY(!r.ok());
    r = n1815::act(d, game, json::parse(R"({"action":"override","unit":"al-II","cohesion":0})"));
    QVERIFY(r.ok());
    QVERIFY(!r->game.state.isAlive("al-II"));
    r = n1815::act(d, r->game, json::parse(R"({"action":"override","unit":"al-II","cohesion":4})"));
    QVERIFY(!r.ok()); // back from elimination without a location
    QVERIFY(r.error().message.find("inconsistent") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestN1815Game)
#include "tst_n1815game.moc"
