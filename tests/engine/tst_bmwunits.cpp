#include "archery.h"
#include "reorganization.h"
#include "roll.h"
#include "testsupport.h"

#include <QtTest>

#include <optional>

using umpire::ErrorKind;
using umpire::Result;
using umpire::Roll;
using umpire::crt::ArcheryOutcome;
using umpire::crt::ReorganizationOutcome;
using umpire::crt::ReorganizationRequest;
using umpire::test::q;
using umpire::test::shippedRuleset;

// BMW 6.2 archery, BMW 11.1 reorganization with BMW 9.4 horse archers, and the physical die they
// read. Every expected value below is read from the rule texts.
class TestBmwUnits : public QObject
{
    Q_OBJECT

  private slots:
    void archery_data();
    void archery();
    void archeryRefused_data();
    void archeryRefused();
    void reorganization_data();
    void reorganization();
    void reorganizationRefused_data();
    void reorganizationRefused();
    void physicalDie_data();
    void physicalDie();
    void generatedRollArchery();
};

static Roll die(int value)
{
    Result<Roll> roll = Roll::physical(value, 6);
    if (!roll)
        qFatal("die %d refused: %s", value, roll.error().message.c_str());
    return *roll;
}

void TestBmwUnits::archery_data()
{
    QTest::addColumn<int>("fireFactor");
    QTest::addColumn<int>("roll");
    QTest::addColumn<bool>("targetDisorganized");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<bool>("disorganized");

    // BMW 6.2: "if the roll is less than or equal to the firing unit's fire factor, the target unit
    // is hit; if the roll is greater than the fire factor, there is no effect"; a hit flips the
    // target to its Disorganized side.
    for (int fireFactor = 1; fireFactor <= 6; ++fireFactor)
        for (int roll = 1; roll <= 6; ++roll) {
            const bool hit = roll <= fireFactor;
            const QByteArray name = "BMW 6.2 die " + QByteArray::number(roll) +
                                    (hit ? " at or under" : " over") + " fire factor " +
                                    QByteArray::number(fireFactor) +
                                    (hit ? ": hit, disorganized" : ": no effect");
            QTest::newRow(name.constData()) << fireFactor << roll << false << hit << hit;
        }
    // BMW 6.2: "Additional Disorganized results against a disorganized unit have no effect."
    QTest::newRow(
        "BMW 6.2 die 2 hits an already disorganized unit: no further effect, stays disorganized")
        << 3 << 2 << true << true << true;
    QTest::newRow(
        "BMW 6.2 die 6 hits an already disorganized unit at fire factor 6: stays disorganized")
        << 6 << 6 << true << true << true;
    QTest::newRow(
        "BMW 6.2 die 5 misses a disorganized unit at fire factor 4: it stays disorganized")
        << 4 << 5 << true << false << true;
    QTest::newRow("BMW 6.2 fire factor 7 hits on any die: die 6 hits")
        << 7 << 6 << false << true << true;
}

void TestBmwUnits::archery()
{
    QFETCH(int, fireFactor);
    QFETCH(int, roll);
    QFETCH(bool, targetDisorganized);
    QFETCH(bool, hit);
    QFETCH(bool, disorganized);

    const Result<ArcheryOutcome> outcome = umpire::crt::resolveArchery(
        shippedRuleset("bmw"), fireFactor, targetDisorganized, die(roll));
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : outcome.error().message.c_str());
    QCOMPARE(outcome->roll.value, roll);
    QCOMPARE(outcome->hit, hit);
    QCOMPARE(outcome->disorganized, disorganized);

    // Every step cites BMW 6.2, and the target is flipped exactly when an ordered unit is hit.
    bool flipped = false;
    for (const umpire::Step &step : outcome->explanation.steps) {
        QCOMPARE(q(step.rule), QString("BMW 6.2"));
        flipped = flipped || (step.before == "ordered" && step.after == "disorganized");
    }
    QCOMPARE(flipped, hit && !targetDisorganized);
}

void TestBmwUnits::archeryRefused_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("fireFactor");
    QTest::addColumn<QString>("messageContains");

    QTest::newRow("BMW 6.2 fire factor 0 refused") << "bmw" << 0 << "fire factor";
    QTest::newRow("BMW 6.2 fire factor -1 refused") << "bmw" << -1 << "fire factor";
    QTest::newRow("NLB has no archery refused") << "nlb" << 3 << "archery";
    QTest::newRow("NAW has no archery refused") << "naw" << 3 << "archery";
}

void TestBmwUnits::archeryRefused()
{
    QFETCH(QString, ruleset);
    QFETCH(int, fireFactor);
    QFETCH(QString, messageContains);

    const Result<ArcheryOutcome> outcome = umpire::crt::resolveArchery(
        shippedRuleset(ruleset.toStdString()), fireFactor, false, die(1));
    QVERIFY2(!outcome.ok(), "expected a refusal");
    QCOMPARE(outcome.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(outcome.error().message).contains(messageContains), outcome.error().message.c_str());
}

void TestBmwUnits::reorganization_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<bool>("adjacentEnemy");
    QTest::addColumn<int>("leader");
    QTest::addColumn<int>("roll"); // 0: no die
    QTest::addColumn<bool>("reorganized");
    QTest::addColumn<bool>("automatic");
    QTest::addColumn<int>("modified"); // the modified die roll; -1 when automatic

    // BMW 11.1: "Disordered units reorganize on a die roll of 5-6".
    QTest::newRow("BMW 11.1 die 1 stays disordered")
        << "infantry" << false << 0 << 1 << false << false << 1;
    QTest::newRow("BMW 11.1 die 2 stays disordered")
        << "infantry" << false << 0 << 2 << false << false << 2;
    QTest::newRow("BMW 11.1 die 3 stays disordered")
        << "infantry" << false << 0 << 3 << false << false << 3;
    QTest::newRow("BMW 11.1 die 4 stays disordered")
        << "infantry" << false << 0 << 4 << false << false << 4;
    QTest::newRow("BMW 11.1 die 5 reorganizes")
        << "infantry" << false << 0 << 5 << true << false << 5;
    QTest::newRow("BMW 11.1 die 6 reorganizes")
        << "infantry" << false << 0 << 6 << true << false << 6;
    QTest::newRow("BMW 11.1 cavalry die 5 reorganizes")
        << "cavalry" << false << 0 << 5 << true << false << 5;
    QTest::newRow("BMW 11.1 cavalry die 4 stays disordered")
        << "cavalry" << false << 0 << 4 << false << false << 4;
    // BMW 11.1: "Disordered units adjacent to enemy units subtract one (-1) from the die roll."
    QTest::newRow("BMW 11.1 adjacent to enemy: 5 - 1 = 4 fails")
        << "infantry" << true << 0 << 5 << false << false << 4;
    QTest::newRow("BMW 11.1 adjacent to enemy: 6 - 1 = 5 reorganizes")
        << "infantry" << true << 0 << 6 << true << false << 5;
    QTest::newRow("BMW 11.1 adjacent to enemy: 1 - 1 = 0 fails")
        << "infantry" << true << 0 << 1 << false << false << 0;
    // BMW 11.1: "If a leader is stacked with a unit to be reorganized, add the leader's value".
    QTest::newRow("BMW 11.1 die 3 + leader 2 = 5 reorganizes")
        << "infantry" << false << 2 << 3 << true << false << 5;
    QTest::newRow("BMW 11.1 die 2 + leader 2 = 4 fails")
        << "infantry" << false << 2 << 2 << false << false << 4;
    QTest::newRow("BMW 11.1 die 4 + leader 1 = 5 reorganizes")
        << "cavalry" << false << 1 << 4 << true << false << 5;
    QTest::newRow("BMW 11.1 adjacent, die 5 - 1 + leader 1 = 5 reorganizes")
        << "infantry" << true << 1 << 5 << true << false << 5;
    QTest::newRow("BMW 11.1 adjacent, die 4 - 1 + leader 1 = 4 fails")
        << "infantry" << true << 1 << 4 << false << false << 4;
    // BMW 9.4: horse archers "reorganize automatically - no die roll is needed (11.1)".
    QTest::newRow("BMW 9.4 horse archers reorganize automatically with no roll")
        << "horse archers" << false << 0 << 0 << true << true << -1;
    QTest::newRow("BMW 9.4 horse archers adjacent to enemy still reorganize automatically")
        << "horse archers" << true << 0 << 0 << true << true << -1;
    QTest::newRow(
        "BMW 9.4 horse archers with a die of 1 given: still automatic, the die is not used")
        << "horse archers" << true << 0 << 1 << true << true << -1;
}

void TestBmwUnits::reorganization()
{
    QFETCH(QString, unitType);
    QFETCH(bool, adjacentEnemy);
    QFETCH(int, leader);
    QFETCH(int, roll);
    QFETCH(bool, reorganized);
    QFETCH(bool, automatic);
    QFETCH(int, modified);

    ReorganizationRequest request;
    request.unitType = unitType.toStdString();
    request.adjacentEnemy = adjacentEnemy;
    request.leader = leader;
    const std::optional<Roll> dieRoll = roll > 0 ? std::optional<Roll>(die(roll)) : std::nullopt;
    const Result<ReorganizationOutcome> outcome =
        umpire::crt::resolveReorganization(shippedRuleset("bmw"), request, dieRoll);
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : outcome.error().message.c_str());
    QCOMPARE(outcome->reorganized, reorganized);
    QCOMPARE(outcome->automatic, automatic);
    if (automatic) {
        QVERIFY2(!outcome->roll.has_value(), "an automatic reorganization records no die");
        bool cited = false;
        for (const umpire::Step &step : outcome->explanation.steps)
            cited = cited || step.rule == "BMW 9.4";
        QVERIFY2(cited, "no step cites BMW 9.4");
    } else {
        QVERIFY(outcome->roll.has_value());
        QCOMPARE(outcome->roll->value, roll);
        QCOMPARE(outcome->modified, modified);
        for (const umpire::Step &step : outcome->explanation.steps)
            QCOMPARE(q(step.rule), QString("BMW 11.1"));
    }
}

void TestBmwUnits::reorganizationRefused_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<int>("leader");
    QTest::addColumn<int>("roll"); // 0: no die
    QTest::addColumn<QString>("messageContains");

    QTest::newRow("BMW 11.1 unknown unit type refused") << "bmw"
                                                        << "elephants" << 0 << 5 << "elephants";
    // BMW 11.1: "the active player rolls one die for each Disordered unit": no die, no
    // reorganization.
    QTest::newRow("BMW 11.1 no die for infantry refused") << "bmw"
                                                          << "infantry" << 0 << 0 << "die";
    QTest::newRow("BMW 11.1 no die for cavalry refused") << "bmw"
                                                         << "cavalry" << 0 << 0 << "die";
    QTest::newRow("BMW 11.1 a negative leader value refused") << "bmw"
                                                              << "infantry" << -1 << 5 << "leader";
    QTest::newRow("NLB has no reorganization refused") << "nlb"
                                                       << "infantry" << 0 << 5 << "reorganization";
}

void TestBmwUnits::reorganizationRefused()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, unitType);
    QFETCH(int, leader);
    QFETCH(int, roll);
    QFETCH(QString, messageContains);

    ReorganizationRequest request;
    request.unitType = unitType.toStdString();
    request.leader = leader;
    const std::optional<Roll> dieRoll = roll > 0 ? std::optional<Roll>(die(roll)) : std::nullopt;
    const Result<ReorganizationOutcome> outcome =
        umpire::crt::resolveReorganization(shippedRuleset(ruleset.toStdString()), request, dieRoll);
    QVERIFY2(!outcome.ok(), "expected a refusal");
    QCOMPARE(outcome.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(outcome.error().message).contains(messageContains), outcome.error().message.c_str());
}

void TestBmwUnits::physicalDie_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("accepted");

    // BMW 6.2 and 11.1 roll "one die": a six-sided die shows 1 to 6.
    QTest::newRow("BMW 6.2 a d6 never shows 0: refused") << 0 << false;
    QTest::newRow("BMW 6.2 a d6 never shows 7: refused") << 7 << false;
    QTest::newRow("BMW 6.2 a d6 never shows -1: refused") << -1 << false;
    for (int v = 1; v <= 6; ++v)
        QTest::newRow(("BMW 6.2 a d6 shows " + QByteArray::number(v) + ": accepted").constData())
            << v << true;
}

void TestBmwUnits::physicalDie()
{
    QFETCH(int, value);
    QFETCH(bool, accepted);

    const Result<Roll> roll = Roll::physical(value, 6);
    QCOMPARE(roll.ok(), accepted);
    if (accepted) {
        QCOMPARE(roll->value, value);
        QCOMPARE(roll->source, Roll::Source::Physical);
    } else {
        QCOMPARE(roll.error().kind, ErrorKind::BadInput);
        QVERIFY2(q(roll.error().message).contains(QString::number(value)),
                 roll.error().message.c_str());
    }
}

// BMW 6.2 with the app's seeded die: the same comparison, and the draw is reproducible from its
// seed.
void TestBmwUnits::generatedRollArchery()
{
    umpire::DiceGenerator dice(42);
    for (int i = 0; i < 60; ++i) {
        const Roll roll = dice.roll(6);
        QVERIFY(roll.value >= 1 && roll.value <= 6);
        QCOMPARE(roll.source, Roll::Source::Generated);
        QCOMPARE(roll.value, umpire::DiceGenerator::valueAt(42, roll.draw, 6));
        const Result<ArcheryOutcome> outcome =
            umpire::crt::resolveArchery(shippedRuleset("bmw"), 3, false, roll);
        QVERIFY(outcome.ok());
        QCOMPARE(outcome->hit, roll.value <= 3);
    }
}

QTEST_APPLESS_MAIN(TestBmwUnits)
#include "tst_bmwunits.moc"
