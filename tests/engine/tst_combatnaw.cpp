// Napoleon at Waterloo combat: the printed chart cell by cell (charts-and-data-notes.md), the
// terrain the notes give, and the 8.2 demoralization shifts
// (the rule text, napoleon-at-waterloo-victory-conditions.txt).

#include "testsupport.h"

#include <QtTest/QtTest>

#include <algorithm>

using namespace umpire;
using namespace umpire::crt;
using namespace umpire::test;

namespace {

// The NAW Combat Results Table, transcribed from charts-and-data-notes.md: row = die 1 to 6.
constexpr const char *nawColumns[10] = {"1-5", "1-4", "1-3", "1-2", "1-1",
                                        "2-1", "3-1", "4-1", "5-1", "6-1"};
constexpr const char *nawChart[6][10] = {
    {"Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De", "De"},
    {"Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De"},
    {"Ae", "Ae", "Ae", "Ar", "Dr", "Dr", "Dr", "Dr", "De", "De"},
    {"Ae", "Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De"},
    {"Ae", "Ae", "Ae", "Ar", "Ar", "Ex", "Dr", "Ex", "Ex", "De"},
    {"Ae", "Ae", "Ae", "Ae", "Ar", "Ar", "Ex", "Ex", "Ex", "De"},
};
// Strengths that land on each column, rounded in favour of the defender (2 vs 9 is 1 to 4.5: 1-5).
constexpr int nawStrengths[10][2] = {{2, 9}, {2, 7}, {3, 8}, {4, 7},  {5, 5},
                                     {5, 2}, {7, 2}, {9, 2}, {11, 2}, {13, 2}};

// What a result obliges a lone attacker A1 and a lone defender D1 (the results as the notes and
// NLB 7.83 explain them; NAW cites its chart for all of them).
QStringList nawObligations(const QString &result)
{
    if (result == "Ae")
        return {"attacker eliminate A1 (NAW CRT)"};
    if (result == "Ar")
        return {"attacker retreat A1 (NAW CRT)"};
    if (result == "Dr")
        return {"attacker mayAdvance A1 (NAW CRT)", "defender retreat D1 (NAW CRT)"};
    if (result == "De")
        return {"attacker mayAdvance A1 (NAW CRT)", "defender eliminate D1 (NAW CRT)"};
    if (result == "Ex")
        return {"attacker loseStrength A1 (NAW CRT)", "defender eliminate D1 (NAW CRT)"};
    return {"unknown result " + result};
}

} // namespace

class TestCombatNaw : public QObject
{
    Q_OBJECT

  private slots:
    void chart_data();
    void chart();
    void combat_data();
    void combat();
    void exchange_data();
    void exchange();
    void refused_data();
    void refused();
};

// Every cell of the printed chart, reached by strengths that land on its column.
void TestCombatNaw::chart_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("result");

    for (int c = 0; c < 10; ++c) {
        for (int die = 1; die <= 6; ++die) {
            const int attack = nawStrengths[c][0];
            const int defence = nawStrengths[c][1];
            const QString result = nawChart[die - 1][c];
            const QByteArray name = QStringLiteral("NAW CRT %1 die %2 is %3 (%4 vs %5)")
                                        .arg(nawColumns[c])
                                        .arg(die)
                                        .arg(result)
                                        .arg(attack)
                                        .arg(defence)
                                        .toUtf8();
            QTest::newRow(name.constData())
                << QStringLiteral(R"({"ruleset":"naw","attackers":[%1],"defenders":[%2],"die":%3})")
                       .arg(attack)
                       .arg(defence)
                       .arg(die)
                       .toUtf8()
                << QString(nawColumns[c]) << die << result;
        }
    }
}

void TestCombatNaw::chart()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, column);
    QFETCH(int, die);
    QFETCH(QString, result);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(q(outcome->computedOdds), column);
    QCOMPARE(q(outcome->column), column);
    QVERIFY(!outcome->automatic);
    QVERIFY(outcome->roll.has_value());
    QCOMPARE(outcome->roll->value, die);
    QCOMPARE(q(outcome->result), result);
    QCOMPARE(q(outcome->effectiveResult), result);
    QCOMPARE(obligationsOf(*outcome), nawObligations(result));
    verifySteps(*outcome, {"NAW CRT||" + column, "NAW CRT||" + result});
    // The NAW chart is a verified transcription: nothing to flag.
    QCOMPARE(outcome->explanation.unverified.size(), std::size_t(0));
}

// Odds, terrain and 8.2, with the result read on the column they give.
void TestCombatNaw::combat_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("defence");
    QTest::addColumn<QString>("odds");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QStringList>("obligations");
    QTest::addColumn<QStringList>("steps");

    QTest::newRow("NAW CRT 6 vs 3 die 5 is 2-1 and Ex, the defender eliminated")
        << QByteArray(R"({"ruleset":"naw","attackers":[6],"defenders":[3],"die":5})") << 6 << 3
        << "2-1"
        << "2-1"
        << "Ex"
        << QStringList{"defender eliminate D1 (NAW CRT)", "attacker loseStrength A1 (NAW CRT)"}
        << QStringList{"NAW CRT||Ex"};
    QTest::newRow("NAW CRT 12 vs 4 is exactly 3-1")
        << QByteArray(R"({"ruleset":"naw","attackers":[8,4],"defenders":[4],"die":1})") << 12 << 4
        << "3-1"
        << "3-1"
        << "De"
        << QStringList{"defender eliminate D1 (NAW CRT)", "attacker mayAdvance A1,A2 (NAW CRT)"}
        << QStringList{};
    QTest::newRow("NAW CRT 11 vs 4 is rounded down to 2-1")
        << QByteArray(R"({"ruleset":"naw","attackers":[11],"defenders":[4],"die":1})") << 11 << 4
        << "2-1"
        << "2-1"
        << "Dr" << QStringList{"defender retreat D1 (NAW CRT)", "attacker mayAdvance A1 (NAW CRT)"}
        << QStringList{};
    QTest::newRow("NAW CRT greater than 6-1 is resolved on 6-1")
        << QByteArray(R"({"ruleset":"naw","attackers":[7],"defenders":[1],"die":5})") << 7 << 1
        << "7-1"
        << "6-1"
        << "De"
        << QStringList{"defender eliminate D1 (NAW CRT)", "attacker mayAdvance A1 (NAW CRT)"}
        << QStringList{"NAW CRT|7-1|6-1"};
    QTest::newRow("NAW CRT worse than 1-5 is resolved on 1-5")
        << QByteArray(R"({"ruleset":"naw","attackers":[1],"defenders":[6],"die":1})") << 1 << 6
        << "1-6"
        << "1-5"
        << "Ae" << QStringList{"attacker eliminate A1 (NAW CRT)"} << QStringList{"NAW CRT|1-6|1-5"};

    // Terrain (second edition): towns and woods crossed by a road double the defender.
    QTest::newRow("NAW TEC a town doubles the defender: 16 vs 4 in town is 2-1")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[16],"defenders":[{"strength":4,"terrain":"town"}],"die":5})")
        << 16 << 8 << "2-1"
        << "2-1"
        << "Ex"
        << QStringList{"defender eliminate D1 (NAW CRT)", "attacker loseStrength A1 (NAW CRT)"}
        << QStringList{"NAW TEC|4|8"};
    QTest::newRow("NAW TEC woods crossed by a road double the defender: 9 vs 3 there is 1-1")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[9],"defenders":[{"strength":3,"terrain":"woods-road"}],"die":4})")
        << 9 << 6 << "1-1"
        << "1-1"
        << "Ar" << QStringList{"attacker retreat A1 (NAW CRT)"} << QStringList{"NAW TEC|3|6"};
    QTest::newRow("NAW TEC clear has no effect")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[9],"defenders":[{"strength":3,"terrain":"clear"}],"die":6})")
        << 9 << 3 << "3-1"
        << "3-1"
        << "Ex"
        << QStringList{"defender eliminate D1 (NAW CRT)", "attacker loseStrength A1 (NAW CRT)"}
        << QStringList{"!NAW TEC|3|6"};

    // NAW 8.2: a demoralized Allied army attacks one column lower, and is attacked one column
    // higher.
    QTest::newRow("NAW 8.2 demoralized Allies: an Allied 3-1 becomes 2-1")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[9],"defenders":[3],"attackerSide":"Allied","defenderSide":"French",)"
               R"("attackerDemoralized":true,"die":5})")
        << 9 << 3 << "3-1"
        << "2-1"
        << "Ex"
        << QStringList{"defender eliminate D1 (NAW CRT)", "attacker loseStrength A1 (NAW CRT)"}
        << QStringList{"NAW 8.2|3-1|2-1"};
    QTest::newRow("NAW 8.2 demoralized Allies: a French 1-2 becomes 1-1")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[2],"defenders":[4],"attackerSide":"French","defenderSide":"Allied",)"
               R"("defenderDemoralized":true,"die":2})")
        << 2 << 4 << "1-2"
        << "1-1"
        << "Dr" << QStringList{"defender retreat D1 (NAW CRT)", "attacker mayAdvance A1 (NAW CRT)"}
        << QStringList{"NAW 8.2|1-2|1-1"};
    QTest::newRow("NAW 8.2 demoralized Allies: an Allied 1-5 stays 1-5")
        << QByteArray(R"({"ruleset":"naw","attackers":[1],"defenders":[5],"attackerSide":"Allied",)"
                      R"("attackerDemoralized":true,"die":1})")
        << 1 << 5 << "1-5"
        << "1-5"
        << "Ae" << QStringList{"attacker eliminate A1 (NAW CRT)"} << QStringList{"NAW 8.2|1-5|1-5"};
    QTest::newRow("NAW 8.2 demoralized Allies: a French 6-1 stays 6-1")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[6],"defenders":[1],"attackerSide":"French","defenderSide":"Allied",)"
               R"("defenderDemoralized":true,"die":6})")
        << 6 << 1 << "6-1"
        << "6-1"
        << "De"
        << QStringList{"defender eliminate D1 (NAW CRT)", "attacker mayAdvance A1 (NAW CRT)"}
        << QStringList{"NAW 8.2|6-1|6-1"};
    QTest::newRow("NAW 8.2 an Allied attack is not shifted while the Allies are not demoralized")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[9],"defenders":[3],"attackerSide":"Allied","die":5})")
        << 9 << 3 << "3-1"
        << "3-1"
        << "Dr" << QStringList{"defender retreat D1 (NAW CRT)", "attacker mayAdvance A1 (NAW CRT)"}
        << QStringList{"!NAW 8.2"};
    QTest::newRow(
        "NAW 8.2 a demoralized Allied attack on a town: 16 vs 4 doubled is 2-1, read on 1-1")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[16],"defenders":[{"strength":4,"terrain":"town"}],)"
               R"("attackerSide":"Allied","attackerDemoralized":true,"die":5})")
        << 16 << 8 << "2-1"
        << "1-1"
        << "Ar" << QStringList{"attacker retreat A1 (NAW CRT)"}
        << QStringList{"NAW TEC|4|8", "NAW 8.2|2-1|1-1"};
}

void TestCombatNaw::combat()
{
    QFETCH(QByteArray, request);
    QFETCH(int, attack);
    QFETCH(int, defence);
    QFETCH(QString, odds);
    QFETCH(QString, column);
    QFETCH(QString, result);
    QFETCH(QStringList, obligations);
    QFETCH(QStringList, steps);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(outcome->attackStrength, attack);
    QCOMPARE(outcome->defenceStrength, defence);
    QCOMPARE(q(outcome->computedOdds), odds);
    QCOMPARE(q(outcome->column), column);
    QCOMPARE(q(outcome->result), result);
    QCOMPARE(q(outcome->effectiveResult), result);
    QCOMPARE(obligationsOf(*outcome), sorted(obligations));
    verifySteps(*outcome, steps);
    QCOMPARE(outcome->explanation.unverified.size(), std::size_t(0));
}

// The exchange: the defender is eliminated and the attacker loses at least as many printed points.
void TestCombatNaw::exchange_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("loss");
    QTest::addColumn<QStringList>("options"); // "units=strength", least excess first

    QTest::newRow("NAW CRT 6 vs 3 Ex: the lone 6 is lost for the defender's 3")
        << QByteArray(R"({"ruleset":"naw","attackers":[6],"defenders":[3],"die":5})") << 3
        << QStringList{"A1=6"};
    // 4 + 3 + 2 = 9 vs 2 doubled to 4 is 2-1; the loss is the printed 2.
    QTest::newRow("NAW CRT Ex: the loss is the printed 2 of a defender doubled in town")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[4,3,2],"defenders":[{"strength":2,"terrain":"town"}],"die":5})")
        << 2 << QStringList{"A3=2", "A2=3", "A1=4"};
    // 15 vs 5 is 3-1, die 6 Ex; sets reaching 5: {3,2}=5, {4,2}=6, {6}=6, {4,3}=7.
    QTest::newRow("NAW CRT Ex: attackers 6,4,3,2 against 5: 3 and 2 exactly")
        << QByteArray(R"({"ruleset":"naw","attackers":[6,4,3,2],"defenders":[5],"die":6})") << 5
        << QStringList{"A3+A4=5", "A1=6", "A2+A4=6", "A2+A3=7"};
}

void TestCombatNaw::exchange()
{
    QFETCH(QByteArray, request);
    QFETCH(int, loss);
    QFETCH(QStringList, options);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(q(outcome->result), QString("Ex"));
    QCOMPARE(outcome->exchangeLoss, loss);
    QStringList actual;
    for (std::size_t i = 0; i < outcome->exchangeOptions.size(); ++i) {
        const ExchangeOption &option = outcome->exchangeOptions[i];
        QStringList units;
        for (const std::string &unit : option.units)
            units << q(unit);
        actual << units.join('+') + "=" + QString::number(option.strength);
        QCOMPARE(option.excess, option.strength - loss);
        if (i > 0)
            QVERIFY(outcome->exchangeOptions[i - 1].excess <= option.excess);
    }
    QCOMPARE(actual.value(0), options.value(0));
    QCOMPARE(sorted(actual), sorted(options));
}

void TestCombatNaw::refused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("fragments");

    QTest::newRow("NAW 8.2 the French are never demoralized (attacking)")
        << QByteArray(R"({"ruleset":"naw","attackers":[6],"defenders":[3],"attackerSide":"French",)"
                      R"("attackerDemoralized":true,"die":1})")
        << QStringList{"NAW 8.2", "French"};
    QTest::newRow("NAW 8.2 the French are never demoralized (defending)")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[6],"defenders":[3],"attackerSide":"Allied","defenderSide":"French",)"
               R"("defenderDemoralized":true,"die":1})")
        << QStringList{"NAW 8.2", "French"};
    QTest::newRow("NAW TEC woods without a road may not be entered, so no unit defends there")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[6],"defenders":[{"strength":3,"terrain":"woods"}],"die":1})")
        << QStringList{"Woods"};
    QTest::newRow("NAW TEC unknown terrain is refused by name")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[6],"defenders":[{"strength":3,"terrain":"chateau"}],"die":1})")
        << QStringList{"\"chateau\""};
    QTest::newRow("NAW CRT unknown side is refused by name")
        << QByteArray(
               R"({"ruleset":"naw","attackers":[6],"defenders":[3],"attackerSide":"Prussian","die":1})")
        << QStringList{"\"Prussian\""};
    QTest::newRow("NAW CRT die 7 is refused")
        << QByteArray(R"({"ruleset":"naw","attackers":[6],"defenders":[3],"die":7})")
        << QStringList{"die 7"};
    QTest::newRow("NAW CRT die 0 is refused")
        << QByteArray(R"({"ruleset":"naw","attackers":[6],"defenders":[3],"die":0})")
        << QStringList{"die 0"};
}

void TestCombatNaw::refused()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, fragments);

    verifyRefused(request, fragments);
}

QTEST_APPLESS_MAIN(TestCombatNaw)
#include "tst_combatnaw.moc"
