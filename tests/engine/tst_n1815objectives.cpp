#include "n1815data.h"
#include "n1815movement.h"
#include "n1815objectives.h"
#include "n1815state.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace umpire;

// N1815 4, 5 and Winning the game: occupation penalties, the hidden French objectives, the
// automatic victory, the turn limit.
class TestN1815Objectives : public QObject
{
    Q_OBJECT

  private slots:
    void ghentOccupation_data();
    void ghentOccupation();
    void occupationPenalties_data();
    void occupationPenalties();
    void liegeAndBrussels();
    void bothObjectivesWin();
    void eliminateThreeCorps();
    void automaticVictory_data();
    void automaticVictory();
    void lastTurn();
    void objectivesStayHidden();
    void refusedObjectives_data();
    void refusedObjectives();

  private:
    static const n1815::Data &data();
    static n1815::State
    endOfTurn(const std::vector<std::pair<const char *, const char *>> &placements);
    static n1815::State ended(const n1815::State &s);
};

const n1815::Data &TestN1815Objectives::data()
{
    static const Result<n1815::Data> loaded =
        n1815::Data::load(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.json");
    if (!loaded)
        qFatal("shipped n1815.json does not load: %s", loaded.error().message.c_str());
    return loaded.value();
}

n1815::State
TestN1815Objectives::endOfTurn(const std::vector<std::pair<const char *, const char *>> &placements)
{
    n1815::State s = n1815::State::setup(data());
    s.phase = n1815::Phase::EndOfTurn;
    for (const auto &[unit, loc] : placements)
        s.units[unit].location = loc;
    return s;
}

n1815::State TestN1815Objectives::ended(const n1815::State &s)
{
    Result<n1815::Change> r = n1815::endTurn(data(), s);
    if (!r)
        qFatal("end of turn refused: %s", r.error().message.c_str());
    return r->state;
}

void TestN1815Objectives::ghentOccupation_data()
{
    QTest::addColumn<bool>("frenchStillThere");
    // "Because the French player did not occupy Ghent at the end of the game turn, there is no
    // Allied cohesion point loss. If the French player had won the combat, each Allied corps
    // (Reserve, I, II, and Cavalry corps) would have reduced their cohesion points by 2."
    QTest::newRow("N1815 4 Ghent: the French retreated, no loss") << false;
    QTest::newRow("N1815 4 Ghent: the French held it, 2 for each Allied corps") << true;
}

void TestN1815Objectives::ghentOccupation()
{
    QFETCH(bool, frenchStillThere);
    const char *where = frenchStillThere ? "ghent" : "tournai";
    const n1815::State s = endOfTurn({{"fr-I", where}, {"fr-II", where}});
    const n1815::State after = ended(s);
    for (const char *corps : {"al-I", "al-II", "al-res", "al-cav"})
        QCOMPARE(after.cohesion(corps), s.cohesion(corps) - (frenchStillThere ? 2 : 0));
    for (const char *corps : {"pr-I", "pr-II", "pr-III", "pr-IV"})
        QCOMPARE(after.cohesion(corps), s.cohesion(corps));
    QCOMPARE(after.penaltiesApplied.count("ghent") > 0, frenchStillThere);
    QCOMPARE(after.turn, s.turn + 1);
    // One time only: still there at the end of the next turn, no second loss.
    n1815::State next = after;
    next.phase = n1815::Phase::EndOfTurn;
    const n1815::State twice = ended(next);
    for (const char *corps : {"al-I", "al-II", "al-res", "al-cav"})
        QCOMPARE(twice.cohesion(corps), after.cohesion(corps));
}

void TestN1815Objectives::occupationPenalties_data()
{
    QTest::addColumn<QString>("town");
    QTest::addColumn<int>("allied");
    QTest::addColumn<int>("prussian");
    QTest::newRow("N1815 4 Brussels: 1 for each Allied and Prussian corps") << "brussels" << 1 << 1;
    QTest::newRow("N1815 4 Antwerp: 1 for each Allied and Prussian corps") << "antwerp" << 1 << 1;
    QTest::newRow("N1815 4 Liege: 2 for each Prussian corps") << "liege" << 0 << 2;
    QTest::newRow("N1815 4 Namur: no penalty") << "namur" << 0 << 0;
}

void TestN1815Objectives::occupationPenalties()
{
    QFETCH(QString, town);
    QFETCH(int, allied);
    QFETCH(int, prussian);
    const std::string t = town.toStdString();
    // The defenders moved away; the French corps alone in the town.
    n1815::State s = endOfTurn({{"fr-I", t.c_str()}});
    for (auto &[id, u] : s.units)
        if (id[0] != 'f' && id != "napoleon" && u.location == t)
            u.location = "ciney" == t ? "huy" : "ciney";
    const n1815::State after = ended(s);
    for (const char *corps : {"al-I", "al-II", "al-res", "al-cav"})
        QCOMPARE(after.cohesion(corps), s.cohesion(corps) - allied);
    for (const char *corps : {"pr-I", "pr-II", "pr-III", "pr-IV"})
        QCOMPARE(after.cohesion(corps), s.cohesion(corps) - prussian);
}

// N1815 5 example: the objectives Liege and Brussels.
void TestN1815Objectives::liegeAndBrussels()
{
    const n1815::Data &d = data();
    n1815::State s = endOfTurn({{"pr-IV", "huy"}, {"blucher", "huy"}, {"fr-IV", "liege"}});
    s = n1815::recordObjectives(d, s, {"liege", "brussels"})->state;
    // "On game turn 5, the French player occupied Liege at the end of a game turn."
    s.turn = 5;
    s = ended(s);
    QCOMPARE(s.winner, std::string());
    QVERIFY(s.frenchHeld.count("liege"));
    QVERIFY(!s.objectivesRevealed);
    // The French corps moves on; Liege stays under French control (the last side to occupy).
    s.units["fr-IV"].location = "huy";
    s.units["pr-IV"].location = "louvain";
    s.units["blucher"].location = "louvain";
    // "On game turn 8 the French player attacks and occupies Brussels."
    s.turn = 8;
    s.units["fr-I"].location = "brussels";
    s.units["al-res"].location = "mechelen";
    s.units["wellington"].location = "mechelen";
    const std::vector<n1815::ObjectiveStatus> status = n1815::objectiveStatus(d, s);
    QCOMPARE(status.size(), std::size_t(2));
    // "During the Allied/Prussian half of turn 8, the Prussian player moves the II corps into
    // Liege."
    s.units["pr-II"].location = "huy";
    s.phase = n1815::Phase::AlliedMovement;
    s.activeSide = "allied-prussian";
    s.movementPoints["prussian"] = 3;
    s.pointsRolled.insert("prussian");
    s.units["fr-IV"].location = "dinant"; // out of the Prussian's way
    Result<n1815::Change> moved = n1815::applyMove(d, s, {"pr-II", {"liege"}});
    QVERIFY2(moved.ok(), moved.ok() ? "" : moved.error().message.c_str());
    s = moved->state;
    QVERIFY(!s.frenchHeld.count("liege"));
    s.phase = n1815::Phase::EndOfTurn;
    s = ended(s);
    // "the French player does not win as he does not control Brussels and Liege simultaneously"
    QCOMPARE(s.winner, std::string());
    QVERIFY(s.frenchHeld.count("brussels"));
    QCOMPARE(s.turn, 9);
    QVERIFY(!s.objectivesRevealed);
}

void TestN1815Objectives::bothObjectivesWin()
{
    const n1815::Data &d = data();
    n1815::State s = endOfTurn({{"fr-IV", "liege"}, {"pr-IV", "huy"}, {"blucher", "huy"}});
    s = n1815::recordObjectives(d, s, {"liege", "brussels"})->state;
    s = ended(s);
    QCOMPARE(s.winner, std::string());
    // Liege still French (no enemy entered), and now Brussels too.
    s.units["fr-IV"].location = "huy";
    s.units["fr-I"].location = "brussels";
    s.units["al-res"].location = "mechelen";
    s.units["wellington"].location = "mechelen";
    s.phase = n1815::Phase::EndOfTurn;
    s = ended(s);
    QCOMPARE(s.winner, std::string("french"));
    QVERIFY(s.objectivesRevealed);
    QCOMPARE(s.phase, n1815::Phase::GameOver);
}

void TestN1815Objectives::eliminateThreeCorps()
{
    const n1815::Data &d = data();
    n1815::State s = endOfTurn({{"fr-IV", "liege"}, {"pr-IV", "huy"}, {"blucher", "huy"}});
    s = n1815::recordObjectives(d, s, {"Eliminate 3 Corps", "liege"})->state;
    for (const char *corps : {"al-cav", "pr-III"}) {
        s.units[corps].eliminated = true;
        s.units[corps].location.clear();
    }
    n1815::State two = ended(s);
    QCOMPARE(two.winner, std::string()); // two eliminated, not three
    s.units["pr-II"].eliminated = true;
    s.units["pr-II"].location.clear();
    n1815::State three = ended(s);
    QCOMPARE(three.winner, std::string("french"));
}

void TestN1815Objectives::automaticVictory_data()
{
    QTest::addColumn<QStringList>("french");
    QTest::addColumn<QStringList>("allied");
    QTest::addColumn<QString>("winner");
    QTest::newRow("N1815 Winning the game four Allied / Prussian corps eliminated")
        << QStringList{} << QStringList{"al-I", "al-II", "pr-I", "pr-II"} << "french";
    QTest::newRow("N1815 Winning the game four French corps eliminated")
        << QStringList{"fr-I", "fr-II", "fr-III", "fr-VI"} << QStringList{} << "allied-prussian";
    QTest::newRow("N1815 Winning the game three is not enough")
        << QStringList{"fr-I", "fr-II", "fr-III"} << QStringList{} << "";
    QTest::newRow("N1815 Winning the game a tie goes to the Allied / Prussian side")
        << QStringList{"fr-I", "fr-II", "fr-III", "fr-VI"}
        << QStringList{"al-I", "al-II", "pr-I", "pr-II"} << "allied-prussian";
}

void TestN1815Objectives::automaticVictory()
{
    QFETCH(QStringList, french);
    QFETCH(QStringList, allied);
    QFETCH(QString, winner);
    n1815::State s = n1815::State::setup(data());
    Explanation ex;
    // All at the same instant: the last loss eliminates the last corps on both sides.
    for (const QString &c : french + allied)
        n1815::loseCohesion(data(), s, c.toStdString(), s.cohesion(c.toStdString()), "test", "test",
                            ex);
    n1815::checkAutomaticVictory(data(), s, ex);
    QCOMPARE(QString::fromStdString(s.winner), winner);
    // The objectives are revealed when the French player wins, not on an Allied / Prussian win
    // before turn 15.
    QCOMPARE(s.objectivesRevealed, winner == "french");
}

void TestN1815Objectives::lastTurn()
{
    const n1815::Data &d = data();
    n1815::State s = endOfTurn({});
    s = n1815::recordObjectives(d, s, {"antwerp", "ghent"})->state;
    s.turn = 14;
    n1815::State after = ended(s);
    QCOMPARE(after.winner, std::string());
    QCOMPARE(after.turn, 15);
    s.turn = 15;
    after = ended(s);
    QCOMPARE(after.winner, std::string("allied-prussian"));
    QVERIFY(after.objectivesRevealed); // "at the end of turn 15"
    QVERIFY(!n1815::endTurn(d, after).ok());
}

void TestN1815Objectives::objectivesStayHidden()
{
    const n1815::Data &d = data();
    const n1815::State s = n1815::State::setup(d);
    Result<n1815::Change> drawn = n1815::drawObjectives(d, s, 42);
    QVERIFY(drawn.ok());
    QCOMPARE(drawn->state.objectives.size(), std::size_t(2));
    QVERIFY(drawn->state.objectives[0] != drawn->state.objectives[1]);
    QCOMPARE(n1815::drawObjectives(d, s, 42)->state.objectives,
             drawn->state.objectives); // replayable
    // Neither the explanation nor the public view names them.
    for (const Step &step : drawn->explanation.steps)
        for (const std::string &o : drawn->state.objectives)
            QVERIFY(step.text.find(d.objective(o)->name) == std::string::npos);
    const nlohmann::json view = n1815::publicView(drawn->state);
    QVERIFY(view["objectives"].empty());
    QCOMPARE(view["objectivesHidden"].get<int>(), 2);
    n1815::State revealed = drawn->state;
    revealed.objectivesRevealed = true;
    QCOMPARE(n1815::publicView(revealed)["objectives"].size(), std::size_t(2));
}

void TestN1815Objectives::refusedObjectives_data()
{
    QTest::addColumn<QStringList>("objectives");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("N1815 5 an unknown objective")
        << QStringList{"paris", "ghent"} << "unknown objective \"paris\"";
    QTest::newRow("N1815 5 the same objective twice") << QStringList{"ghent", "ghent"} << "twice";
    QTest::newRow("N1815 5 two objectives, not three")
        << QStringList{"ghent", "liege", "antwerp"} << "not 3";
}

void TestN1815Objectives::refusedObjectives()
{
    QFETCH(QStringList, objectives);
    QFETCH(QString, fragment);
    std::vector<std::string> list;
    for (const QString &o : objectives)
        list.push_back(o.toStdString());
    Result<n1815::Change> r = n1815::recordObjectives(data(), n1815::State::setup(data()), list);
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error().message).contains(fragment),
             r.error().message.c_str());
}

QTEST_APPLESS_MAIN(TestN1815Objectives)
#include "tst_n1815objectives.moc"
