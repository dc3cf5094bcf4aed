#include "vaevictismorale.h"

#include <QtTest/QtTest>

#include <nlohmann/json.hpp>

using umpire::ErrorKind;
using umpire::Result;
using umpire::Roll;
namespace vv = umpire::vv;

namespace {

const vv::Game &vvGame(const std::string &id)
{
    static std::map<std::string, std::shared_ptr<vv::Game>> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        Result<vv::Game> g = vv::Game::find(id, {std::filesystem::path(UMPIRE_RULESDATA_DIR)});
        if (!g)
            qFatal("shipped Vae Victis game %s does not load: %s", id.c_str(),
                   g.error().message.c_str());
        it = cache.emplace(id, std::make_shared<vv::Game>(std::move(g).value())).first;
    }
    return *it->second;
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

Roll vvDie(int value)
{
    Roll r;
    r.value = value;
    return r;
}

} // namespace

#define VV_OK(r) QVERIFY2((r).ok(), (r).ok() ? "" : (r).error().message.c_str())

// VV 9 and 10: corps demoralisation, rallying, and who loses the battle.
class TestVaeVictisMorale : public QObject
{
    Q_OBJECT

  private slots:
    void threshold_data();
    void threshold();
    void rally_data();
    void rally();
    void alreadyDemoralised();
    void rollNeeded();
    void battle_data();
    void battle();
    void refused();
};

void TestVaeVictisMorale::threshold_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("lost");
    QTest::addColumn<int>("threshold");
    QTest::addColumn<bool>("demoralised");
    // VV 9: "If an army corps loses a third of its points (i.e. 12 points), it is demoralised."
    QTest::newRow("VV 9 36 points, 12 lost: demoralised (the rule's example)")
        << 36 << 12 << 12 << true;
    QTest::newRow("VV 9 36 points, 11 lost: not demoralised") << 36 << 11 << 12 << false;
    QTest::newRow("VV 9 36 points, 20 lost: demoralised") << 36 << 20 << 12 << true;
    QTest::newRow("VV 9 30 points, 10 lost: demoralised") << 30 << 10 << 10 << true;
    QTest::newRow("VV 9 30 points, 9 lost: not demoralised") << 30 << 9 << 10 << false;
    QTest::newRow("VV 9 35 points, 12 lost: a third is 11.7, demoralised")
        << 35 << 12 << 12 << true;
    QTest::newRow("VV 9 35 points, 11 lost: not demoralised") << 35 << 11 << 12 << false;
}

void TestVaeVictisMorale::threshold()
{
    QFETCH(int, points);
    QFETCH(int, lost);
    QFETCH(int, threshold);
    QFETCH(bool, demoralised);
    vv::CorpsState c{"II", points, lost, false, 8, 8, false, 0};
    Result<vv::CorpsMorale> m = vv::corpsMorale(vvGame("la-grande-armee"), c, vvDie(3));
    VV_OK(m);
    QCOMPARE(m->threshold, threshold);
    QCOMPARE(m->demoralised, demoralised);
    QCOMPARE(m->attackModifier, demoralised ? -1 : 0);
    QCOMPARE(qs(m->explanation.steps.at(0).rule), QString("VV 9"));
}

void TestVaeVictisMorale::rally_data()
{
    QTest::addColumn<int>("left");
    QTest::addColumn<int>("inCommand");
    QTest::addColumn<bool>("generalLost");
    QTest::addColumn<int>("inCommanderRange");
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("rallied");
    QTest::addColumn<int>("flee");
    // VV 9: the die is the number of units that rally under the general, within his command radius.
    QTest::newRow("VV 9 die 4, 5 in command of 8: 4 rally, 4 flee")
        << 8 << 5 << false << 0 << 4 << 4 << 4;
    QTest::newRow("VV 9 die 6, 3 in command of 8: 3 rally, 5 flee")
        << 8 << 3 << false << 0 << 6 << 3 << 5;
    QTest::newRow("VV 9 die 1, 8 in command: 1 rallies, 7 flee")
        << 8 << 8 << false << 0 << 1 << 1 << 7;
    // VV 9: general already destroyed: all flee; only the C-in-C may rally those within his radius.
    QTest::newRow("VV 9 general lost, no C-in-C near: all 6 flee")
        << 6 << 6 << true << 0 << 6 << 0 << 6;
    QTest::newRow("VV 9 general lost, 2 within the C-in-C's radius, die 5: 2 rally")
        << 6 << 6 << true << 2 << 5 << 2 << 4;
}

void TestVaeVictisMorale::rally()
{
    QFETCH(int, left);
    QFETCH(int, inCommand);
    QFETCH(bool, generalLost);
    QFETCH(int, inCommanderRange);
    QFETCH(int, die);
    QFETCH(int, rallied);
    QFETCH(int, flee);
    vv::CorpsState c{"III", 36, 14, false, left, inCommand, generalLost, inCommanderRange};
    Result<vv::CorpsMorale> m = vv::corpsMorale(vvGame("rebel-yell"), c, vvDie(die));
    VV_OK(m);
    QVERIFY(m->newlyDemoralised);
    QCOMPARE(m->rallied, rallied);
    QCOMPARE(m->flee, flee);
    QCOMPARE(m->rallied + m->flee, left);
}

void TestVaeVictisMorale::alreadyDemoralised()
{
    vv::CorpsState c{"IV", 36, 13, true, 6, 6, false, 0};
    Result<vv::CorpsMorale> m = vv::corpsMorale(vvGame("kepis-rouge"), c, std::nullopt);
    VV_OK(m);
    QVERIFY(m->demoralised);
    QVERIFY(!m->newlyDemoralised);
    QCOMPARE(m->flee, 0);
    QCOMPARE(m->attackModifier, -1);
}

void TestVaeVictisMorale::rollNeeded()
{
    vv::CorpsState c{"V", 36, 12, false, 6, 4, false, 0};
    Result<vv::CorpsMorale> m = vv::corpsMorale(vvGame("los-gringos"), c, std::nullopt);
    QVERIFY(!m.ok());
    QCOMPARE(m.error().kind, ErrorKind::BadInput);
    QVERIFY(qs(m.error().message).contains("roll a die"));
    // With the general lost and nobody in the C-in-C's reach, nothing can rally: no die needed.
    vv::CorpsState lost{"V", 36, 12, false, 6, 4, true, 0};
    Result<vv::CorpsMorale> all = vv::corpsMorale(vvGame("los-gringos"), lost, std::nullopt);
    VV_OK(all);
    QCOMPARE(all->flee, 6);
}

void TestVaeVictisMorale::battle_data()
{
    QTest::addColumn<int>("corpsA");
    QTest::addColumn<int>("demoralisedA");
    QTest::addColumn<int>("pointsA");
    QTest::addColumn<int>("destroyedA");
    QTest::addColumn<int>("corpsB");
    QTest::addColumn<int>("demoralisedB");
    QTest::addColumn<int>("pointsB");
    QTest::addColumn<int>("destroyedB");
    QTest::addColumn<QStringList>("losers");
    QTest::addColumn<QStringList>("winners");
    // VV 10: more than half of its corps demoralised loses.
    QTest::newRow("VV 10 2 of 3 corps demoralised: loses")
        << 3 << 2 << 100 << 30 << 3 << 1 << 100 << 20 << QStringList{"A"} << QStringList{"B"};
    QTest::newRow("VV 10 2 of 4 corps, exactly half: not yet")
        << 4 << 2 << 140 << 30 << 4 << 1 << 140 << 20 << QStringList{} << QStringList{};
    QTest::newRow("VV 10 3 of 4 corps demoralised: loses")
        << 4 << 3 << 140 << 60 << 4 << 0 << 140 << 20 << QStringList{"A"} << QStringList{"B"};
    QTest::newRow("VV 10 1 of 2 corps, half: not yet")
        << 2 << 1 << 70 << 30 << 2 << 0 << 70 << 20 << QStringList{} << QStringList{};
    // VV 10: in a battle between two corps, destroying a third of the enemy's points wins.
    QTest::newRow("VV 10 two corps: 12 of 36 destroyed wins")
        << 1 << 0 << 36 << 12 << 1 << 0 << 36 << 5 << QStringList{"A"} << QStringList{"B"};
    QTest::newRow("VV 10 two corps: 11 of 36 not yet")
        << 1 << 0 << 36 << 11 << 1 << 0 << 36 << 5 << QStringList{} << QStringList{};
    QTest::newRow("VV 10 two corps: both reach a third")
        << 1 << 0 << 30 << 10 << 1 << 0 << 33 << 11 << QStringList{"A", "B"} << QStringList{};
}

void TestVaeVictisMorale::battle()
{
    QFETCH(int, corpsA);
    QFETCH(int, demoralisedA);
    QFETCH(int, pointsA);
    QFETCH(int, destroyedA);
    QFETCH(int, corpsB);
    QFETCH(int, demoralisedB);
    QFETCH(int, pointsB);
    QFETCH(int, destroyedB);
    QFETCH(QStringList, losers);
    QFETCH(QStringList, winners);
    Result<vv::BattleResult> r = vv::battleResult(
        vvGame("la-grande-armee"), {{"A", corpsA, demoralisedA, pointsA, destroyedA},
                                    {"B", corpsB, demoralisedB, pointsB, destroyedB}});
    VV_OK(r);
    QStringList gotLosers, gotWinners;
    for (const std::string &l : r->losers)
        gotLosers << qs(l);
    for (const std::string &w : r->winners)
        gotWinners << qs(w);
    QCOMPARE(gotLosers, losers);
    QCOMPARE(gotWinners, winners);
    QCOMPARE(r->twoCorpsBattle, corpsA == 1 && corpsB == 1);
}

void TestVaeVictisMorale::refused()
{
    vv::CorpsState bad{"VI", 36, 40, false, 6, 6, false, 0};
    Result<vv::CorpsMorale> m = vv::corpsMorale(vvGame("la-grande-armee"), bad, vvDie(2));
    QVERIFY(!m.ok());
    QVERIFY(qs(m.error().message).contains("points lost must be 0 to"));
    vv::CorpsState ok{"VI", 36, 12, false, 6, 6, false, 0};
    Result<vv::CorpsMorale> badDie = vv::corpsMorale(vvGame("la-grande-armee"), ok, vvDie(9));
    QVERIFY(!badDie.ok());
    QVERIFY(qs(badDie.error().message).contains("enter 1 to 6"));
    Result<vv::BattleResult> oneSide =
        vv::battleResult(vvGame("la-grande-armee"), {{"A", 1, 0, 36, 0}});
    QVERIFY(!oneSide.ok());
    Result<vv::BattleResult> fiveCorps =
        vv::battleResult(vvGame("la-grande-armee"), {{"A", 5, 0, 36, 0}, {"B", 1, 0, 36, 0}});
    QVERIFY(!fiveCorps.ok());
    QVERIFY(qs(fiveCorps.error().message).contains("1 to 4 corps"));
}

QTEST_APPLESS_MAIN(TestVaeVictisMorale)
#include "tst_vaevictismorale.moc"
