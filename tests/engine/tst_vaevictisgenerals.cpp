#include "vaevictisgenerals.h"

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

// VV 4.2, 5.1 and 2: generals' quality, activation points, the Commander-in-Chief taking over a
// corps, and a general lost beside a destroyed element.
class TestVaeVictisGenerals : public QObject
{
    Q_OBJECT

  private slots:
    void quality_data();
    void quality();
    void activationPoints_data();
    void activationPoints();
    void activationNeverBelowOne();
    void commanderInChiefTakesOver_data();
    void commanderInChiefTakesOver();
    void generalLost();
    void refused();
};

void TestVaeVictisGenerals::quality_data()
{
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("quality");
    QTest::addColumn<int>("modifier");
    // VV 4.2: 1 - Mediocre, 2-5 - Average, 6 - Good; VV 5.1: mediocre -1 AP, good +1 AP.
    QTest::newRow("VV 4.2 die 1: mediocre") << 1 << "mediocre" << -1;
    QTest::newRow("VV 4.2 die 2: average") << 2 << "average" << 0;
    QTest::newRow("VV 4.2 die 3: average") << 3 << "average" << 0;
    QTest::newRow("VV 4.2 die 4: average") << 4 << "average" << 0;
    QTest::newRow("VV 4.2 die 5: average") << 5 << "average" << 0;
    QTest::newRow("VV 4.2 die 6: good") << 6 << "good" << 1;
}

void TestVaeVictisGenerals::quality()
{
    QFETCH(int, die);
    QFETCH(QString, quality);
    QFETCH(int, modifier);
    for (const std::string &id : vv::Game::gameIds()) {
        Result<vv::GeneralQuality> q = vv::generalQuality(vvGame(id), vvDie(die));
        VV_OK(q);
        QCOMPARE(qs(q->quality), quality);
        QCOMPARE(q->activationModifier, modifier);
        QCOMPARE(qs(q->explanation.steps.at(0).rule), QString("VV 4.2"));
    }
}

void TestVaeVictisGenerals::activationPoints_data()
{
    QTest::addColumn<QString>("quality");
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("points");
    // VV 5.1: the die, -1 for a mediocre general, +1 for a good one; the minimum is 1.
    const int mediocre[] = {1, 1, 2, 3, 4, 5};
    const int average[] = {1, 2, 3, 4, 5, 6};
    const int good[] = {2, 3, 4, 5, 6, 7};
    for (int die = 1; die <= 6; ++die) {
        QTest::addRow("VV 5.1 mediocre, die %d: %d AP", die, mediocre[die - 1])
            << "mediocre" << die << mediocre[die - 1];
        QTest::addRow("VV 5.1 average, die %d: %d AP", die, average[die - 1])
            << "average" << die << average[die - 1];
        QTest::addRow("VV 5.1 good, die %d: %d AP", die, good[die - 1])
            << "good" << die << good[die - 1];
    }
}

void TestVaeVictisGenerals::activationPoints()
{
    QFETCH(QString, quality);
    QFETCH(int, die);
    QFETCH(int, points);
    Result<vv::Activation> a =
        vv::activationPoints(vvGame("la-grande-armee"), quality.toStdString(), vvDie(die));
    VV_OK(a);
    QCOMPARE(a->points, points);
    QCOMPARE(a->roll.value, die);
}

void TestVaeVictisGenerals::activationNeverBelowOne()
{
    // VV 5.1: the minimum APs per general is 1, whatever the die and quality, with generated dice
    // too.
    umpire::DiceGenerator dice(2026);
    for (int i = 0; i < 300; ++i) {
        const Roll roll = dice.roll(6);
        for (const char *quality : {"mediocre", "average", "good"}) {
            Result<vv::Activation> a = vv::activationPoints(vvGame("rebel-yell"), quality, roll);
            VV_OK(a);
            QVERIFY(a->points >= 1);
        }
    }
    Result<vv::Activation> floor = vv::activationPoints(vvGame("rebel-yell"), "mediocre", vvDie(1));
    VV_OK(floor);
    QCOMPARE(floor->explanation.steps.size(), std::size_t(2)); // the die, then the minimum of 1
    QCOMPARE(qs(floor->explanation.steps.at(1).before), QString("0"));
    QCOMPARE(qs(floor->explanation.steps.at(1).after), QString("1"));
}

void TestVaeVictisGenerals::commanderInChiefTakesOver_data()
{
    QTest::addColumn<int>("commander");
    QTest::addColumn<int>("general");
    QTest::addColumn<double>("paces");
    QTest::addColumn<bool>("takesOver");
    // VV 5.1: a greater score, and the troops within 600 paces of the Commander-in-Chief.
    QTest::newRow("VV 5.1 5 against 4 at 600 paces: takes over") << 5 << 4 << 600.0 << true;
    QTest::newRow("VV 5.1 5 against 4 at 601 paces: too far") << 5 << 4 << 601.0 << false;
    QTest::newRow("VV 5.1 4 against 4: not greater") << 4 << 4 << 100.0 << false;
    QTest::newRow("VV 5.1 3 against 4: lower") << 3 << 4 << 100.0 << false;
    QTest::newRow("VV 5.1 7 against 1 at 0 paces: takes over") << 7 << 1 << 0.0 << true;
}

void TestVaeVictisGenerals::commanderInChiefTakesOver()
{
    QFETCH(int, commander);
    QFETCH(int, general);
    QFETCH(double, paces);
    QFETCH(bool, takesOver);
    Result<vv::TakeOver> t =
        vv::commanderInChiefTakesOver(vvGame("kepis-rouge"), commander, general, paces);
    VV_OK(t);
    QCOMPARE(t->mayTakeOver, takesOver);
    QVERIFY(!t->explanation.unverified.empty()); // "score" read as the modified points
}

void TestVaeVictisGenerals::generalLost()
{
    // VV 2: eliminated if contiguous with an element destroyed by combat; his corps is out of
    // command range.
    const vv::GeneralLoss lost = vv::generalLoss(vvGame("los-gringos"), true);
    QVERIFY(lost.lost);
    QCOMPARE(int(lost.consequences.size()), 2);
    QVERIFY(qs(lost.consequences.at(0)).contains("2 AP"));
    QVERIFY(!vv::generalLoss(vvGame("los-gringos"), false).lost);
    const nlohmann::json doc = lost;
    QVERIFY(doc["lost"].get<bool>());
}

void TestVaeVictisGenerals::refused()
{
    for (int bad : {0, 7}) {
        Result<vv::GeneralQuality> q = vv::generalQuality(vvGame("la-grande-armee"), vvDie(bad));
        QVERIFY(!q.ok());
        QCOMPARE(q.error().kind, ErrorKind::BadInput);
        QVERIFY(qs(q.error().message).contains("enter 1 to 6"));
    }
    Result<vv::Activation> a =
        vv::activationPoints(vvGame("la-grande-armee"), "brilliant", vvDie(3));
    QVERIFY(!a.ok());
    QVERIFY(qs(a.error().message).contains("unknown general quality \"brilliant\""));
    Result<vv::TakeOver> t = vv::commanderInChiefTakesOver(vvGame("la-grande-armee"), 5, 4, -10);
    QVERIFY(!t.ok());
    QVERIFY(qs(t.error().message).contains("cannot be negative"));
}

QTEST_APPLESS_MAIN(TestVaeVictisGenerals)
#include "tst_vaevictisgenerals.moc"
