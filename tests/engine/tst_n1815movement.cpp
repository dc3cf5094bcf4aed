#include "n1815data.h"
#include "n1815game.h"
#include "n1815movement.h"
#include "n1815state.h"
#include "rulesetlibrary.h"
#include "rulesetschema.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <nlohmann/json.hpp>

using namespace umpire;

// N1815 2, 3, 7, 9, 10: rule data, weather, movement points and move validation. Expected values
// are read from the rule text; the shipped data's stand-ins are never what a test asserts.
class TestN1815Movement : public QObject
{
    Q_OBJECT

  private slots:
    void dataLoads();
    void dataReportsStandIns();
    void userCopyWinsInTheSearchPath();
    void badData_data();
    void badData();
    void movementPoints_data();
    void movementPoints();
    void weather_data();
    void weather();
    void movementExampleTurnOne();
    void refusedMoves_data();
    void refusedMoves();
    void stateRoundTrips();
    void moveOptions();
    void schemaIsCompiledIn();
    void optionalSetup_data();
    void optionalSetup();
    void optionalSetupsOneSideAfterTheOther();
    void commanderEndsMovementWithAFriendlyCorps_data();
    void commanderEndsMovementWithAFriendlyCorps();

  private:
    static const n1815::Data &data();
    static n1815::State frenchToMove(int points);
    static n1815::State alliedToMove(int points);
};

const n1815::Data &TestN1815Movement::data()
{
    static const Result<n1815::Data> loaded =
        n1815::Data::load(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.json");
    if (!loaded)
        qFatal("shipped n1815.json does not load: %s", loaded.error().message.c_str());
    return loaded.value();
}

// The set-up, after a weather roll of good weather, with the French army's points set.
n1815::State TestN1815Movement::frenchToMove(int points)
{
    n1815::State s = n1815::State::setup(data());
    Result<n1815::Change> weather = n1815::rollWeather(data(), s, Roll::physical(2, 6).value());
    if (!weather)
        qFatal("%s", weather.error().message.c_str());
    s = weather->state;
    s.movementPoints["french"] = points;
    s.pointsRolled.insert("french");
    return s;
}

void TestN1815Movement::dataLoads()
{
    const n1815::Data &d = data();
    QCOMPARE(d.armies.size(), std::size_t(3));
    QCOMPARE(d.units.size(), std::size_t(18)); // 18 blocks: 15 corps and 3 commanders
    QCOMPARE(d.objectives.size(), std::size_t(5));
    QCOMPARE(d.deckSize, 68);
    // N1815 7: the set-up as the rule text lists it.
    QCOMPARE(d.setup.at("fr-IG"), std::string("beaumont"));
    QCOMPARE(d.setup.at("wellington"), std::string("brussels"));
    QCOMPARE(d.setup.at("pr-IV"), std::string("liege"));
    // N1815 2: the river between Thuin and Charleroi.
    const n1815::Road *road = d.road("charleroi", "thuin");
    QVERIFY(road);
    QVERIFY(road->river);
    QVERIFY(road->verified);
    // Lookups by name, in any case, or by id.
    QCOMPARE((*d.findLocation("Braine Le Comte"))->id, std::string("braine-le-comte"));
    QCOMPARE((*d.findUnit("Napoleon"))->id, std::string("napoleon"));
    const n1815::State s = n1815::State::setup(d);
    QVERIFY(s.inconsistency(d).empty());
    QCOMPARE(s.cohesion("al-II"), d.unit("al-II")->cohesion.value);
}

void TestN1815Movement::dataReportsStandIns()
{
    const n1815::Data &d = data();
    const std::vector<UnverifiedUse> all = d.allUnverified();
    auto listed = [&](const std::string &item) {
        return std::any_of(all.begin(), all.end(),
                           [&](const UnverifiedUse &u) { return u.item == item; });
    };
    // Values the rule text gives are not stand-ins; the ones it does not give are.
    const n1815::Unit *hill = d.unit("al-II");
    QCOMPARE(hill->leader, std::string("Hill"));
    QVERIFY(hill->cards.verified && hill->reducedCards.verified && hill->halfway.verified);
    QVERIFY(!listed("n1815:" + hill->cards.pointer));
    QVERIFY(listed("n1815:" + hill->cohesion.pointer));
    QVERIFY(d.unit("napoleon")->tactical.verified);
    QVERIFY(d.unit("wellington")->cards.verified);
    QVERIFY(!d.unit("wellington")->tactical.verified);
    QVERIFY(listed("n1815:" + d.deck[0].pointer)); // per-type card counts are stand-ins
    for (const UnverifiedUse &u : all)
        QVERIFY2(!u.source.empty(), u.item.c_str());
}

void TestN1815Movement::userCopyWinsInTheSearchPath()
{
    QTemporaryDir user;
    nlohmann::json doc = data().document();
    doc["armies"][1]["corps"][1]["cohesion"] = {
        {"value", 9}, {"verified", true}, {"source", "my tracking sheet"}};
    std::ofstream(user.filePath("n1815.json").toStdString()) << doc.dump();
    const std::vector<std::filesystem::path> dirs = {user.path().toStdString(),
                                                     UMPIRE_RULESDATA_DIR};
    Result<n1815::Data> found = n1815::Data::find(dirs);
    QVERIFY2(found.ok(), found.ok() ? "" : found.error().message.c_str());
    QCOMPARE(found->unit("al-II")->cohesion.value, 9);
    QVERIFY(found->unit("al-II")->cohesion.verified);
    Result<n1815::Data> none = n1815::Data::find({user.path().toStdString() + "/nowhere"});
    QVERIFY(!none.ok());
    QVERIFY(none.error().message.find("n1815.json") != std::string::npos);
}

void TestN1815Movement::badData_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("replacement");
    QTest::addColumn<QString>("expected");
    QTest::newRow("N1815 6 card counts must add up to the deck") << "/cards/types/0/count/value"
                                                                 << "17"
                                                                 << "add up to 69";
    QTest::newRow("N1815 2 a road to an unknown town") << "/roads/0/between/1"
                                                       << "\"atlantis\""
                                                       << "/roads/0/between";
    QTest::newRow("N1815 7 set-up at an unknown town") << "/setup/positions/fr-I"
                                                       << "\"atlantis\""
                                                       << "/setup/positions/fr-I";
    QTest::newRow("N1815 4 half-way mark above the track") << "/armies/0/corps/0/halfway/value"
                                                           << "40"
                                                           << "half-way";
    QTest::newRow("N1815 10 a hole in the variable chart") << "/armies/0/movement/variable/0/to"
                                                           << "1"
                                                           << "exactly once";
    QTest::newRow("schema: a rating without verified") << "/armies/0/corps/0/cards"
                                                       << "{\"value\":3,\"source\":\"x\"}"
                                                       << "verified";
}

void TestN1815Movement::badData()
{
    QFETCH(QString, pointer);
    QFETCH(QString, replacement);
    QFETCH(QString, expected);
    nlohmann::json doc = data().document();
    doc[nlohmann::json::json_pointer(pointer.toStdString())] =
        nlohmann::json::parse(replacement.toStdString());
    Result<n1815::Data> r = n1815::Data::fromJson(doc, "my-n1815.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::BadData);
    QVERIFY2(r.error().message.find(expected.toStdString()) != std::string::npos,
             r.error().message.c_str());
    QVERIFY2(r.error().message.find("my-n1815.json") != std::string::npos,
             r.error().message.c_str());
}

void TestN1815Movement::movementPoints_data()
{
    QTest::addColumn<QString>("army");
    QTest::addColumn<int>("roll");
    QTest::addColumn<bool>("rain");
    QTest::addColumn<int>("total");
    // N1815 10: "4 base movement points ... a 3, yielding 2 variable movement points ... 6 total".
    QTest::newRow("N1815 10 French 4 base + a roll of 3 is 6") << "french" << 3 << false << 6;
    QTest::newRow("N1815 10 French roll 1 adds 1") << "french" << 1 << false << 5;
    QTest::newRow("N1815 10 French roll 5 adds 3") << "french" << 5 << false << 7;
    QTest::newRow("N1815 10 Allied roll 4 adds 1") << "allied" << 4 << false << 3;
    QTest::newRow("N1815 10 Allied roll 5 adds 2") << "allied" << 5 << false << 4;
    QTest::newRow("N1815 10 Prussian roll 6 adds 2") << "prussian" << 6 << false << 4;
    // N1815 9: "add a minus 1 modifier to the variable movement points die roll".
    QTest::newRow("N1815 9 rain: French 3 reads 2, adds 1") << "french" << 3 << true << 5;
    QTest::newRow("N1815 9 rain: French 5 reads 4, adds 2") << "french" << 5 << true << 6;
    QTest::newRow("N1815 9 rain: Allied 5 reads 4, adds 1") << "allied" << 5 << true << 3;
    QTest::newRow("N1815 9 rain: Prussian 6 reads 5, adds 2") << "prussian" << 6 << true << 4;
    QTest::newRow("N1815 9 rain: French 1 reads 0, the lowest row") << "french" << 1 << true << 5;
}

void TestN1815Movement::movementPoints()
{
    QFETCH(QString, army);
    QFETCH(int, roll);
    QFETCH(bool, rain);
    QFETCH(int, total);
    Result<n1815::MovementPoints> mp =
        n1815::movementPoints(data(), army.toStdString(), roll, rain);
    QVERIFY2(mp.ok(), mp.ok() ? "" : mp.error().message.c_str());
    QCOMPARE(mp->total, total);
    QCOMPARE(mp->base + mp->variable, total);
    QVERIFY(!mp->explanation.steps.empty());
}

void TestN1815Movement::weather_data()
{
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("rain");
    for (int die = 1; die <= 6; ++die)
        QTest::newRow(qPrintable(QString("N1815 9 weather roll %1").arg(die))) << die << (die == 6);
}

void TestN1815Movement::weather()
{
    QFETCH(int, die);
    QFETCH(bool, rain);
    Result<n1815::Change> w =
        n1815::rollWeather(data(), n1815::State::setup(data()), Roll::physical(die, 6).value());
    QVERIFY(w.ok());
    QCOMPARE(w->state.rain, rain);
    QCOMPARE(w->state.phase, n1815::Phase::FrenchMovement);
    QCOMPARE(w->state.activeSide, std::string("french"));
    // The French army rolls its points: in rain, -1 on the die.
    Result<n1815::Change> mp =
        n1815::rollMovementPoints(data(), w->state, "french", Roll::physical(3, 6).value());
    QVERIFY(mp.ok());
    QCOMPARE(mp->state.movementPoints.at("french"), rain ? 5 : 6);
    QVERIFY(
        !n1815::rollMovementPoints(data(), mp->state, "french", Roll::physical(3, 6).value()).ok());
    QVERIFY(
        !n1815::rollMovementPoints(data(), w->state, "allied", Roll::physical(3, 6).value()).ok());
}

// N1815 11, movement example: turn 1, five French movement points.
void TestN1815Movement::movementExampleTurnOne()
{
    const n1815::Data &d = data();
    n1815::State s = frenchToMove(5);
    const int guard = s.cohesion("fr-IG"), sixth = s.cohesion("fr-VI");
    auto move = [&](const std::string &unit, std::vector<std::string> path) {
        Result<n1815::Change> r = n1815::applyMove(d, s, {unit, std::move(path)});
        if (!r)
            QTest::qFail(r.error().message.c_str(), __FILE__, __LINE__);
        else
            s = r->state;
        return r.ok();
    };
    // "moves the Imperial Guard and VI corps one location from Beaumont to Thuin, and moves the
    // cube ... from 5 to 3."
    QVERIFY(move("fr-IG", {"thuin"}));
    QVERIFY(move("fr-VI", {"Thuin"}));
    QCOMPARE(s.movementPoints.at("french"), 3);
    QCOMPARE(s.cohesion("fr-IG"), guard);
    // "then moves the Imperial Guard and VI corps one additional location to Charleroi ... from 3
    // to 1. The Imperial Guard and VI corps must each reduce 1 cohesion point".
    QVERIFY(move("fr-IG", {"charleroi"}));
    QVERIFY(move("fr-VI", {"Charleroi"}));
    QCOMPARE(s.movementPoints.at("french"), 1);
    QCOMPARE(s.cohesion("fr-IG"), guard - 1);
    QCOMPARE(s.cohesion("fr-VI"), sixth - 1);
    // "The French cavalry unit use the last movement point to move two locations to Charleroi."
    QVERIFY(move("fr-cav", {"walcourt", "charleroi"}));
    QCOMPARE(s.movementPoints.at("french"), 0);
    QCOMPARE(s.cohesion("fr-cav"), d.unit("fr-cav")->cohesion.value);
    // "Napoleon moves two location to Charleroi expending zero movement points."
    QVERIFY(move("napoleon", {"thuin", "charleroi"}));
    QCOMPARE(s.movementPoints.at("french"), 0);
    QCOMPARE(s.locationOf("napoleon"), std::string("charleroi"));
    // No points left: no further corps may move.
    Result<n1815::Change> more = n1815::applyMove(d, s, {"fr-I", {"beaumont"}});
    QVERIFY(!more.ok());
    QVERIFY(more.error().message.find("movement point") != std::string::npos);
    // "When French movement ends combat will occur at Charleroi."
    QCOMPARE(n1815::pendingCombats(d, s), std::vector<std::string>{"charleroi"});
    Result<n1815::Change> end = n1815::endMovement(d, s);
    QVERIFY(end.ok());
    QCOMPARE(end->state.phase, n1815::Phase::FrenchCombat);
    // The Guard and VI Corps crossed the river at Thuin; the cavalry did not.
    QVERIFY(s.entered.at("fr-IG").river);
    QVERIFY(!s.entered.at("fr-cav").river);
}

// The Allied / Prussian movement of turn 1, both armies' points rolled.
n1815::State TestN1815Movement::alliedToMove(int points)
{
    n1815::State s = n1815::State::setup(data());
    s.phase = n1815::Phase::AlliedMovement;
    n1815::beginPlayerTurn(s, data().otherSide("french"));
    for (const char *army : {"allied", "prussian"}) {
        s.pointsRolled.insert(army);
        s.movementPoints[army] = points;
    }
    return s;
}

void TestN1815Movement::commanderEndsMovementWithAFriendlyCorps_data()
{
    QTest::addColumn<QStringList>("moves");      // "unit:loc,loc", each accepted
    QTest::addColumn<QString>("refusedMove");    // then refused, or ""
    QTest::addColumn<QStringList>("endRefused"); // what End movement's refusal says, or nothing
    QTest::addColumn<bool>("rejoins"); // End movement moves Wellington to a corps of his army
    // N1815 10: "Army commanders ... must end the movement in a location with a friendly corps."
    QTest::newRow("N1815 3 Blucher moving alone is refused")
        << QStringList{} << "blucher:huy" << QStringList{} << false;
    // Left alone by his corps: the same rule, whether he moves or not.
    QTest::newRow("N1815 3 Wellington left alone at Brussels: End movement is refused")
        << QStringList{"al-res:waterloo"} << ""
        << QStringList{"Wellington stands alone at Brussels", "N1815 3", "Waterloo"} << false;
    QTest::newRow("N1815 3 Wellington follows his corps: End movement is accepted")
        << QStringList{"al-res:waterloo", "wellington:waterloo"} << "" << QStringList{} << false;
    // "If for some reason ... a commander is in a location without a corps unit it is moved to
    // the nearest friendly corps of their army": one who has used his move.
    QTest::newRow("N1815 3 Wellington alone with his move used joins the nearest Allied corps")
        << QStringList{"wellington:braine-le-comte", "wellington:brussels", "al-res:waterloo"} << ""
        << QStringList{} << true;
}

void TestN1815Movement::commanderEndsMovementWithAFriendlyCorps()
{
    QFETCH(QStringList, moves);
    QFETCH(QString, refusedMove);
    QFETCH(QStringList, endRefused);
    QFETCH(bool, rejoins);
    const n1815::Data &d = data();
    n1815::State s = alliedToMove(4);
    auto parse = [](const QString &text) {
        n1815::Move m;
        m.unit = text.section(':', 0, 0).toStdString();
        for (const QString &p : text.section(':', 1).split(','))
            m.path.push_back(p.toStdString());
        return m;
    };
    for (const QString &m : moves) {
        Result<n1815::Change> r = n1815::applyMove(d, s, parse(m));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        s = r->state;
    }
    if (!refusedMove.isEmpty()) {
        Result<n1815::Change> r = n1815::applyMove(d, s, parse(refusedMove));
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message)
                     .contains("must end his move with a friendly corps"),
                 r.error().message.c_str());
    }
    Result<n1815::Change> end = n1815::endMovement(d, s);
    if (!endRefused.isEmpty()) {
        QVERIFY(!end.ok());
        for (const QString &f : endRefused)
            QVERIFY2(QString::fromStdString(end.error().message).contains(f),
                     end.error().message.c_str());
        return;
    }
    QVERIFY2(end.ok(), end.ok() ? "" : end.error().message.c_str());
    // Whatever happened, no commander ends the movement alone.
    for (const n1815::Side &side : d.sides)
        QVERIFY(n1815::commandersAlone(d, end->state, side.id).empty());
    QCOMPARE(end->rejoined.count("wellington"), std::size_t(rejoins ? 1 : 0));
    if (rejoins) {
        const std::string at = end->state.locationOf("wellington");
        QCOMPARE(end->rejoined.at("wellington"), at);
        QVERIFY(end->state.hasCorps(d, at, d.otherSide("french")));
        QVERIFY(d.road("brussels", at)); // the nearest: next to Brussels
        bool said = false;
        for (const umpire::Step &step : end->explanation.steps)
            said = said || (step.rule == "N1815 3" && QString::fromStdString(step.text).contains(
                                                          "Wellington is alone and moves"));
        QVERIFY(said);
    }
}

void TestN1815Movement::refusedMoves_data()
{
    QTest::addColumn<QStringList>("before"); // moves made first: "unit:loc,loc"
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("rain");
    QTest::addColumn<QStringList>("fragments");
    QTest::newRow("N1815 10 a corps moved twice")
        << QStringList{"fr-I:beaumont,thuin"} << "fr-I:charleroi" << false
        << QStringList{"I Corps", "already moved"};
    QTest::newRow("N1815 10 a corps moved twice in rain")
        << QStringList{"fr-I:beaumont"} << "fr-I:thuin" << true
        << QStringList{"I Corps", "already moved"};
    QTest::newRow("N1815 10 a corps that entered enemy corps moves no further")
        << QStringList{"pr-II@thuin", "fr-III:thuin"} << "fr-III:charleroi" << false
        << QStringList{"already moved", "stopped"};
    QTest::newRow("N1815 3 cavalry moved twice")
        << QStringList{"fr-cav:walcourt,charleroi"} << "fr-cav:fleurus" << false
        << QStringList{"already moved"};
    QTest::newRow("N1815 10 a move continued within its allowance")
        << QStringList{"fr-I:beaumont"} << "fr-I:thuin" << false << QStringList{};
    QTest::newRow("N1815 2 an unknown location")
        << QStringList{} << "fr-I:Atlantis" << false << QStringList{"unknown location", "Atlantis"};
    QTest::newRow("N1815 2 no road between the towns")
        << QStringList{} << "fr-I:brussels" << false
        << QStringList{"no road", "Maubeuge", "Brussels"};
    QTest::newRow("N1815 9 infantry may not move a second location in rain")
        << QStringList{} << "fr-IG:thuin,charleroi" << true << QStringList{"at most 1", "rain"};
    QTest::newRow("N1815 10 infantry at most two locations")
        << QStringList{} << "fr-IG:thuin,charleroi,fleurus" << false << QStringList{"at most 2"};
    QTest::newRow("N1815 3 cavalry at most two locations")
        << QStringList{} << "fr-cav:walcourt,charleroi,fleurus" << false
        << QStringList{"at most 2"};
    QTest::newRow("N1815 10 entering enemy corps ends the move there")
        << QStringList{} << "fr-cav:walcourt,charleroi" << false << QStringList{};
    QTest::newRow("N1815 10 may not move on through enemy corps")
        << QStringList{"pr-II@thuin"} << "fr-III:thuin,charleroi" << false
        << QStringList{"must stop at Thuin"};
    QTest::newRow("N1815 3 an enemy commander alone does not stop movement")
        << QStringList{"blucher@thuin"} << "fr-III:thuin,charleroi" << false << QStringList{};
    QTest::newRow("N1815 3 a commander ends with a friendly corps")
        << QStringList{} << "napoleon:thuin" << false << QStringList{"Napoleon", "friendly corps"};
    QTest::newRow("N1815 10 the enemy's units do not move")
        << QStringList{} << "pr-I:fleurus" << false << QStringList{"not the active side"};
    QTest::newRow("N1815 10 an unknown unit")
        << QStringList{} << "fr-XX:thuin" << false << QStringList{"unknown unit", "fr-XX"};
}

void TestN1815Movement::refusedMoves()
{
    QFETCH(QStringList, before);
    QFETCH(QString, move);
    QFETCH(bool, rain);
    QFETCH(QStringList, fragments);
    const n1815::Data &d = data();
    n1815::State s = frenchToMove(6);
    s.rain = rain;
    auto parse = [](const QString &text) {
        n1815::Move m;
        m.unit = text.section(':', 0, 0).toStdString();
        for (const QString &p : text.section(':', 1).split(','))
            m.path.push_back(p.toStdString());
        return m;
    };
    for (const QString &b : before) {
        if (b.contains('@')) { // a unit placed there for the test
            s.units[b.section('@', 0, 0).toStdString()].location = b.section('@', 1).toStdString();
            continue;
        }
        Result<n1815::Change> r = n1815::applyMove(d, s, parse(b));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        s = r->state;
    }
    Result<n1815::Change> r = n1815::applyMove(d, s, parse(move));
    if (fragments.isEmpty()) {
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        return;
    }
    QVERIFY2(!r.ok(), "the move was allowed but the rules forbid it");
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    for (const QString &f : fragments)
        QVERIFY2(QString::fromStdString(r.error().message).contains(f), r.error().message.c_str());
}

void TestN1815Movement::stateRoundTrips()
{
    const n1815::Data &d = data();
    n1815::State s = frenchToMove(5);
    s = n1815::applyMove(d, s, {"fr-IG", {"thuin", "charleroi"}})->state;
    nlohmann::json doc = s;
    Result<n1815::State> back = n1815::State::fromJson(doc, d);
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
    QCOMPARE(nlohmann::json(*back), doc);
    nlohmann::json bad = doc;
    bad["units"]["fr-IG"]["location"] = "atlantis";
    QVERIFY(!n1815::State::fromJson(bad, d).ok());
    bad = doc;
    bad["activeSide"] = "";
    QVERIFY(!n1815::State::fromJson(bad, d).ok());
    bad = doc;
    bad["phase"] = "lunch";
    QVERIFY(!n1815::State::fromJson(bad, d).ok());
    bad = doc;
    bad["units"]["fr-XII"] = {{"cohesion", 3}, {"location", "thuin"}};
    QVERIFY(!n1815::State::fromJson(bad, d).ok());
}

void TestN1815Movement::optionalSetup_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("refusal"); // empty: allowed
    QTest::newRow("N1815 7 Optional French anywhere in France") << "fr-I"
                                                                << "philippeville"
                                                                << "";
    QTest::newRow("N1815 7 Optional French not at Condé") << "fr-I"
                                                          << "conde"
                                                          << "except Condé";
    QTest::newRow("N1815 7 Optional French not in Belgium") << "fr-I"
                                                            << "thuin"
                                                            << "France";
    QTest::newRow("N1815 7 Optional Allied at another original location") << "al-I"
                                                                          << "ninove"
                                                                          << "";
    QTest::newRow("N1815 7 Optional Allied not at a Prussian location") << "al-I"
                                                                        << "namur"
                                                                        << "original";
    QTest::newRow("N1815 7 Optional Prussian at another original location") << "blucher"
                                                                            << "charleroi"
                                                                            << "";
}

void TestN1815Movement::optionalSetup()
{
    QFETCH(QString, unit);
    QFETCH(QString, location);
    QFETCH(QString, refusal);
    Result<n1815::State> s =
        n1815::State::optionalSetup(data(), {{unit.toStdString(), location.toStdString()}});
    // The locations offered for the unit's army are exactly those the set-up accepts.
    const std::vector<std::string> offered =
        n1815::State::setupLocations(data(), data().unit(unit.toStdString())->army);
    QCOMPARE(std::find(offered.begin(), offered.end(), location.toStdString()) != offered.end(),
             refusal.isEmpty());
    if (refusal.isEmpty()) {
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(s->locationOf(unit.toStdString()), location.toStdString());
        return;
    }
    QVERIFY(!s.ok());
    QVERIFY2(QString::fromStdString(s.error().message).contains(refusal),
             s.error().message.c_str());
}

// N1815 7 Optional: each player sets up his own units; the second's set-up keeps the first's, and
// once the first turn has begun there is no set-up any more.
void TestN1815Movement::optionalSetupsOneSideAfterTheOther()
{
    n1815::Game game = n1815::Game::setup(data());
    Result<n1815::Step> french = n1815::act(
        data(), game, {{"action", "optionalSetup"}, {"positions", {{"fr-I", "philippeville"}}}});
    QVERIFY2(french.ok(), french.ok() ? "" : french.error().message.c_str());
    Result<n1815::Step> allied = n1815::act(
        data(), french->game, {{"action", "optionalSetup"}, {"positions", {{"al-I", "ninove"}}}});
    QVERIFY2(allied.ok(), allied.ok() ? "" : allied.error().message.c_str());
    QCOMPARE(allied->game.state.locationOf("fr-I"), std::string("philippeville"));
    QCOMPARE(allied->game.state.locationOf("al-I"), std::string("ninove"));
    QCOMPARE(allied->game.state.locationOf("fr-II"), data().setup.at("fr-II"));
    // A unit outside its army's area is refused, naming the rule.
    Result<n1815::Step> refused = n1815::act(
        data(), allied->game, {{"action", "optionalSetup"}, {"positions", {{"fr-I", "thuin"}}}});
    QVERIFY(!refused.ok());
    QVERIFY2(QString::fromStdString(refused.error().message).contains("N1815 7 Optional"),
             refused.error().message.c_str());
    Result<n1815::Step> weather =
        n1815::act(data(), allied->game, {{"action", "weather"}, {"roll", 4}});
    QVERIFY(weather.ok());
    QVERIFY(!n1815::act(data(), weather->game,
                        {{"action", "optionalSetup"}, {"positions", {{"fr-I", "maubeuge"}}}})
                 .ok());
}

void TestN1815Movement::moveOptions()
{
    const n1815::Data &d = data();
    n1815::State s = frenchToMove(5);
    auto has = [](const std::vector<n1815::MoveOption> &options, std::vector<std::string> path,
                  int points, int cohesion) {
        return std::any_of(options.begin(), options.end(), [&](const n1815::MoveOption &o) {
            return o.path == path && o.points == points && o.cohesion == cohesion;
        });
    };
    const std::vector<n1815::MoveOption> guard = n1815::moveOptions(d, s, "fr-IG");
    QVERIFY(has(guard, {"thuin"}, 1, 0));
    QVERIFY(has(guard, {"thuin", "charleroi"}, 2, 1));
    QVERIFY(!has(guard, {"thuin", "charleroi"}, 1, 0));
    const std::vector<n1815::MoveOption> cavalry = n1815::moveOptions(d, s, "fr-cav");
    QVERIFY(has(cavalry, {"walcourt", "charleroi"}, 1, 0));
    // In rain, infantry moves one location only.
    s.rain = true;
    for (const n1815::MoveOption &o : n1815::moveOptions(d, s, "fr-IG"))
        QCOMPARE(o.path.size(), std::size_t(1));
    // Napoleon may only end with a friendly corps: none at Thuin.
    s.rain = false;
    for (const n1815::MoveOption &o : n1815::moveOptions(d, s, "napoleon"))
        QVERIFY(o.path.back() != "thuin");
    s = n1815::applyMove(d, s, {"fr-IG", {"thuin", "charleroi"}})->state;
    QVERIFY(has(n1815::moveOptions(d, s, "napoleon"), {"thuin", "charleroi"}, 0, 0));
}

void TestN1815Movement::schemaIsCompiledIn()
{
    const char *embedded = umpire::embeddedSchemaText("n1815.schema.json");
    QVERIFY(embedded);
    std::ifstream file(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.schema.json");
    QCOMPARE(nlohmann::json::parse(embedded), nlohmann::json::parse(file));
}

QTEST_APPLESS_MAIN(TestN1815Movement)
#include "tst_n1815movement.moc"
