// Battles of the Medieval World combat, from the standard rules text
// (the rule text, battles-of-the-medieval-world-standard-rules.txt): the chart cell by cell,
// its automatic ends, 7.5 terrain, 10.2 leaders, 11.3 demoralization and what each result obliges.

#include "testsupport.h"

#include <QtTest/QtTest>

#include <algorithm>

using namespace umpire;
using namespace umpire::crt;
using namespace umpire::test;

namespace {

// The Combat Results Table, transcribed from the rules text: row = die 1 to 6.
constexpr const char *bmwColumns[8] = {"1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1"};
constexpr const char *bmwChart[6][8] = {
    {"AR", "DR", "DR", "DR", "DR", "DL", "DL", "DL"},
    {"AR", "AR", "DR", "DR", "DR", "DR", "DL", "DL"},
    {"AR", "-", "-", "-", "-", "-", "DR", "DL"},
    {"AL", "AL", "AR", "-", "DR", "DR", "DR", "DR"},
    {"AL", "AL", "AR", "EX", "EX", "DR", "DR", "DR"},
    {"AL", "AL", "AL", "AR", "AR", "AR", "DR", "DR"},
};
// Strengths that land on each column, rounded in favour of the defender (2 vs 7 is 1 to 3.5: 1-4).
constexpr int bmwStrengths[8][2] = {{2, 7},  {2, 5},  {3, 5}, {7, 5},
                                    {11, 5}, {17, 5}, {9, 2}, {11, 2}};

// BMW 7.6 (with 7.8 retreats and 7.9 advances) for a lone infantry attacker A1 and defender D1.
QStringList bmwObligations(const QString &result)
{
    if (result == "AR")
        return {"attacker retreat A1 (BMW 7.8)", "defender mayAdvance D1 (BMW 7.9)"};
    if (result == "AL")
        return {"attacker loseUnit A1 (BMW 7.6)"};
    if (result == "EX")
        return {"attacker loseUnit A1 (BMW 7.6)", "defender loseUnit D1 (BMW 7.6)"};
    if (result == "DR")
        return {"attacker mayAdvance A1 (BMW 7.9)", "defender retreat D1 (BMW 7.8)"};
    if (result == "DL")
        return {"attacker mayAdvance A1 (BMW 7.9)", "defender loseUnit D1 (BMW 7.6)"};
    if (result == "-")
        return {};
    return {"unknown result " + result};
}

} // namespace

class TestCombatBmw : public QObject
{
    Q_OBJECT

  private slots:
    void chart_data();
    void chart();
    void automatic_data();
    void automatic();
    void odds_data();
    void odds();
    void defendingLeader_data();
    void defendingLeader();
    void results_data();
    void results();
    void retreatBeforeCombat_data();
    void retreatBeforeCombat();
    void refused_data();
    void refused();
};

// BMW 7.2 and the CRT: every cell, reached by strengths that land on its column.
void TestCombatBmw::chart_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("result");

    for (int c = 0; c < 8; ++c) {
        for (int die = 1; die <= 6; ++die) {
            const int attack = bmwStrengths[c][0];
            const int defence = bmwStrengths[c][1];
            const QString result = bmwChart[die - 1][c];
            const QByteArray name = QStringLiteral("BMW CRT %1 die %2 is %3 (%4 vs %5)")
                                        .arg(bmwColumns[c])
                                        .arg(die)
                                        .arg(result)
                                        .arg(attack)
                                        .arg(defence)
                                        .toUtf8();
            QTest::newRow(name.constData())
                << QStringLiteral(R"({"ruleset":"bmw","attackers":[%1],"defenders":[%2],"die":%3})")
                       .arg(attack)
                       .arg(defence)
                       .arg(die)
                       .toUtf8()
                << QString(bmwColumns[c]) << die << result;
        }
    }
}

void TestCombatBmw::chart()
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
    QCOMPARE(obligationsOf(*outcome), bmwObligations(result));
    verifySteps(*outcome, {"BMW 7.2||" + column, "BMW CRT||" + result});
    QCOMPARE(outcome->explanation.unverified.size(), std::size_t(0));
}

// CRT notes: 6-1 or greater is an automatic DL, 1-5 or less an automatic AL; no die is rolled.
void TestCombatBmw::automatic_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("odds");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QStringList>("obligations");

    QTest::newRow("BMW CRT 12 vs 2 is 6-1: an automatic DL with no die")
        << QByteArray(R"({"ruleset":"bmw","attackers":[12],"defenders":[2]})") << "6-1"
        << "6-1"
        << "DL" << bmwObligations("DL");
    QTest::newRow("BMW CRT 13 vs 2 is 6-1: an automatic DL")
        << QByteArray(R"({"ruleset":"bmw","attackers":[13],"defenders":[2]})") << "6-1"
        << "6-1"
        << "DL" << bmwObligations("DL");
    QTest::newRow("BMW CRT 20 vs 2 is 10-1, greater than 6-1: an automatic DL")
        << QByteArray(R"({"ruleset":"bmw","attackers":[20],"defenders":[2]})") << "10-1"
        << "6-1"
        << "DL" << bmwObligations("DL");
    QTest::newRow("BMW CRT 6-1 needs no die even when one is given")
        << QByteArray(R"({"ruleset":"bmw","attackers":[12],"defenders":[2],"die":6})") << "6-1"
        << "6-1"
        << "DL" << bmwObligations("DL");
    QTest::newRow("BMW CRT 1 vs 5 is 1-5: an automatic AL with no die")
        << QByteArray(R"({"ruleset":"bmw","attackers":[1],"defenders":[5]})") << "1-5"
        << "1-5"
        << "AL" << bmwObligations("AL");
    QTest::newRow("BMW CRT 2 vs 9 is 1-5 in favour of the defender: an automatic AL")
        << QByteArray(R"({"ruleset":"bmw","attackers":[2],"defenders":[9]})") << "1-5"
        << "1-5"
        << "AL" << bmwObligations("AL");
    QTest::newRow("BMW CRT 1 vs 9 is 1-9, less than 1-5: an automatic AL")
        << QByteArray(R"({"ruleset":"bmw","attackers":[1],"defenders":[9]})") << "1-9"
        << "1-5"
        << "AL" << bmwObligations("AL");
    QTest::newRow("BMW CRT two attackers at 1-5: the attacker loses one of them")
        << QByteArray(R"({"ruleset":"bmw","attackers":[1,1],"defenders":[10]})") << "1-5"
        << "1-5"
        << "AL" << QStringList{"attacker loseUnit A1,A2 (BMW 7.6)"};
}

void TestCombatBmw::automatic()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, odds);
    QFETCH(QString, column);
    QFETCH(QString, result);
    QFETCH(QStringList, obligations);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(q(outcome->computedOdds), odds);
    QCOMPARE(q(outcome->column), column);
    QVERIFY(outcome->automatic);
    QVERIFY(!outcome->roll.has_value());
    QCOMPARE(q(outcome->result), result);
    QCOMPARE(obligationsOf(*outcome), sorted(obligations));
    verifySteps(*outcome, {"BMW CRT||" + result});
    QCOMPARE(outcome->explanation.unverified.size(), std::size_t(0));
}

// Strengths (7.5 halving, 10.2 leaders) and column shifts (7.5 hills, 11.3 demoralization).
void TestCombatBmw::odds_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("defence");
    QTest::addColumn<QString>("odds");
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("automatic");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QStringList>("steps");

    QTest::newRow("BMW 7.2 13 vs 4 is 3-1")
        << QByteArray(R"({"ruleset":"bmw","attackers":[6,7],"defenders":[4],"die":1})") << 13 << 4
        << "3-1"
        << "3-1" << false << "DL" << QStringList{"BMW 7.2||13", "BMW 7.2||3-1"};
    QTest::newRow("BMW 7.2 11 vs 4 is rounded down to 2-1")
        << QByteArray(R"({"ruleset":"bmw","attackers":[11],"defenders":[4],"die":4})") << 11 << 4
        << "2-1"
        << "2-1" << false << "DR" << QStringList{"BMW 7.2||2-1"};

    // 7.5 hills: 1L if the defender is on a hill and not every attacker is.
    QTest::newRow(
        "BMW 7.5 hill: 2-1 becomes 1-1 when the defender is on a hill and not every attacker is")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"terrain":"hill"},{"strength":4,"terrain":"clear"}],)"
               R"("defenders":[{"strength":4,"terrain":"hill"}],"die":4})")
        << 8 << 4 << "2-1"
        << "1-1" << false << "-" << QStringList{"BMW 7.5|2-1|1-1"};
    QTest::newRow("BMW 7.5 hill: 2-1 becomes 1-1 when no attacker is on a hill")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[8],"defenders":[4],"terrain":"hill","die":5})")
        << 8 << 4 << "2-1"
        << "1-1" << false << "EX" << QStringList{"BMW 7.5|2-1|1-1"};
    QTest::newRow("BMW 7.5 hill: no shift when every attacker is on a hill too")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"terrain":"hill"},{"strength":4,"terrain":"hill"}],)"
               R"("defenders":[{"strength":4,"terrain":"hill"}],"die":4})")
        << 8 << 4 << "2-1"
        << "2-1" << false << "DR" << QStringList{"!BMW 7.5|2-1|1-1"};
    QTest::newRow("BMW 7.5 hill: no shift when only the attacker is on a hill")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":8,"terrain":"hill"}],"defenders":[4],"die":4})")
        << 8 << 4 << "2-1"
        << "2-1" << false << "DR" << QStringList{"!BMW 7.5|2-1|1-1"};

    // 7.5 halving: halve all, then round the total up.
    QTest::newRow("BMW 7.5 river: 3 and 5 attacking out of a river total 8, halved to 4")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":3,"terrain":"river"},{"strength":5,"terrain":"river"}],)"
               R"("defenders":[2],"die":1})")
        << 4 << 2 << "2-1"
        << "2-1" << false << "DR" << QStringList{"BMW 7.5||4"};
    QTest::newRow("BMW 7.5 swamp: 3 and 3 attacking out of a swamp total 6, halved to 3")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":3,"terrain":"swamp"},{"strength":3,"terrain":"swamp"}],)"
               R"("defenders":[3],"die":3})")
        << 3 << 3 << "1-1"
        << "1-1" << false << "-" << QStringList{"BMW 7.5||3"};
    QTest::newRow("BMW 7.5 a single 5 out of a river halves up to 3")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":5,"terrain":"river"}],"defenders":[3],"die":6})")
        << 3 << 3 << "1-1"
        << "1-1" << false << "AR" << QStringList{"BMW 7.5|5|3"};
    QTest::newRow("BMW 7.5 three 1s out of a swamp: 3 halved rounds up to 2, not 1 + 1 + 1")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":1,"terrain":"swamp"},{"strength":1,"terrain":"swamp"},)"
               R"({"strength":1,"terrain":"swamp"}],"defenders":[1],"die":2})")
        << 2 << 1 << "2-1"
        << "2-1" << false << "DR" << QStringList{"BMW 7.5||2"};
    QTest::newRow("BMW 7.5 into a swamp halves every attacker: 3 and 3 from clear attack at 3")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[3,3],"defenders":[{"strength":3,"terrain":"swamp"}],"die":5})")
        << 3 << 3 << "1-1"
        << "1-1" << false << "EX" << QStringList{"BMW 7.5||3"};
    QTest::newRow("BMW 7.5 only the attacker out of a river is halved: 4 + 3 halved is 4 + 2")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"terrain":"clear"},{"strength":3,"terrain":"river"}],)"
               R"("defenders":[3],"die":5})")
        << 6 << 3 << "2-1"
        << "2-1" << false << "EX" << QStringList{"BMW 7.5|3|2"};
    QTest::newRow("BMW 7.5 a defender in a river hex is not halved and does not halve the attacker")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[8],"defenders":[{"strength":4,"terrain":"river"}],"die":4})")
        << 8 << 4 << "2-1"
        << "2-1" << false << "DR" << QStringList{"!BMW 7.5"};
    QTest::newRow("BMW 7.5 woods has no combat effect")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[8],"defenders":[{"strength":4,"terrain":"woods"}],"die":4})")
        << 8 << 4 << "2-1"
        << "2-1" << false << "DR" << QStringList{"!BMW 7.5"};

    // 10.2 leaders.
    QTest::newRow("BMW 10.2 a leader adds his value to the attacking unit: 4 + 2 vs 3 is 2-1")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"leader":2}],"defenders":[3],"die":1})")
        << 6 << 3 << "2-1"
        << "2-1" << false << "DR" << QStringList{"BMW 10.2|4|6"};
    QTest::newRow("BMW 10.2 a leader of value 0 adds nothing")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"leader":0}],"defenders":[3],"die":1})")
        << 4 << 3 << "1-1"
        << "1-1" << false << "DR" << QStringList{"!BMW 10.2"};

    // 11.3 demoralization: the demoralized army's attacks shift one column left.
    QTest::newRow("BMW 11.3 a demoralized attacker: 2-1 becomes 1-1")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[8],"defenders":[4],"attackerDemoralized":true,"die":5})")
        << 8 << 4 << "2-1"
        << "1-1" << false << "EX" << QStringList{"BMW 11.3|2-1|1-1"};
    QTest::newRow("BMW 11.3 a demoralized defender does not shift the attack on it")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[8],"defenders":[4],"defenderDemoralized":true,"die":4})")
        << 8 << 4 << "2-1"
        << "2-1" << false << "DR" << QStringList{"!BMW 11.3"};
    QTest::newRow("BMW 11.3 and 7.5 a demoralized attack on a hill: 3-1 shifts twice to 1-1")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[12],"defenders":[{"strength":4,"terrain":"hill"}],)"
               R"("attackerDemoralized":true,"die":4})")
        << 12 << 4 << "3-1"
        << "1-1" << false << "-" << QStringList{"BMW 7.5", "BMW 11.3"};

    // Shifts off either end of the chart reach the automatic results.
    QTest::newRow("BMW 11.3 a 1-4 shifted left is the automatic AL")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[1],"defenders":[4],"attackerDemoralized":true,"die":1})")
        << 1 << 4 << "1-4"
        << "1-5" << true << "AL" << QStringList{"BMW 11.3"};
    QTest::newRow("BMW 7.5 a 1-4 against a hill is the automatic AL")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[2],"defenders":[{"strength":8,"terrain":"hill"}],"die":1})")
        << 2 << 8 << "1-4"
        << "1-5" << true << "AL" << QStringList{"BMW 7.5"};
    QTest::newRow("BMW CRT a 5-1 shifted right is the automatic DL")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[5],"defenders":[1],"shifts":[{"columns":1,"reason":"agreed"}],"die":6})")
        << 5 << 1 << "5-1"
        << "6-1" << true << "DL" << QStringList{};

    // Where a shift meets an automatic end: "columns" clamps to the chart and then shifts,
    // "odds" shifts the odds and then applies the chart's ends. BMW's data reads columns.
    QTest::newRow("BMW 7.5 a 7-1 on a hill by columns: the 6-1 column shifts to 5-1")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[14],"defenders":[{"strength":2,"terrain":"hill"}],)"
               R"("shiftMode":"columns","die":4})")
        << 14 << 2 << "7-1"
        << "5-1" << false << "DR" << QStringList{"BMW CRT|7-1|", "BMW 7.5||5-1"};
    QTest::newRow("BMW 7.5 a 7-1 on a hill by odds: 6-1 is the automatic DL")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[14],"defenders":[{"strength":2,"terrain":"hill"}],)"
               R"("shiftMode":"odds","die":4})")
        << 14 << 2 << "7-1"
        << "6-1" << true << "DL" << QStringList{"BMW 7.5|7-1|6-1"};
    QTest::newRow("BMW 7.5 a 7-1 on a hill by the ruleset's own reading (columns) is read on 5-1")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[14],"defenders":[{"strength":2,"terrain":"hill"}],"die":4})")
        << 14 << 2 << "7-1"
        << "5-1" << false << "DR" << QStringList{"BMW 7.5||5-1"};
    QTest::newRow("BMW 7.5 an 8-1 on a hill by odds: 7-1 is still the automatic DL")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[16],"defenders":[{"strength":2,"terrain":"hill"}],)"
               R"("shiftMode":"odds","die":4})")
        << 16 << 2 << "8-1"
        << "6-1" << true << "DL" << QStringList{"BMW 7.5|8-1|7-1"};
    QTest::newRow("BMW CRT a 1-6 shifted right by columns: the 1-5 column shifts to 1-4")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[1],"defenders":[6],"shifts":[{"columns":1,"reason":"agreed"}],)"
               R"("shiftMode":"columns","die":1})")
        << 1 << 6 << "1-6"
        << "1-4" << false << "AR" << QStringList{"BMW CRT|1-6|"};
    QTest::newRow("BMW CRT a 1-6 shifted right by odds: 1-5 is the automatic AL")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[1],"defenders":[6],"shifts":[{"columns":1,"reason":"agreed"}],)"
               R"("shiftMode":"odds","die":1})")
        << 1 << 6 << "1-6"
        << "1-5" << true << "AL" << QStringList{};
}

void TestCombatBmw::odds()
{
    QFETCH(QByteArray, request);
    QFETCH(int, attack);
    QFETCH(int, defence);
    QFETCH(QString, odds);
    QFETCH(QString, column);
    QFETCH(bool, automatic);
    QFETCH(QString, result);
    QFETCH(QStringList, steps);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(outcome->attackStrength, attack);
    QCOMPARE(outcome->defenceStrength, defence);
    QCOMPARE(q(outcome->computedOdds), odds);
    QCOMPARE(q(outcome->column), column);
    QCOMPARE(outcome->automatic, automatic);
    QCOMPARE(outcome->roll.has_value(), !automatic);
    QCOMPARE(q(outcome->result), result);
    verifySteps(*outcome, steps);
}

// BMW 10.2: "One leader in a hex may add his combat value to the combat strength of the unit in
// the same hex", and 2.3: combat strength is used "when attacking and defending".
void TestCombatBmw::defendingLeader_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("defence");
    QTest::addColumn<QString>("odds");

    QTest::newRow(
        "BMW 10.2 a leader stacked with a defending unit adds his value: 12 vs 4 + 2 is 2-1")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[12],"defenders":[{"strength":4,"leader":2}],"die":4})")
        << 6 << "2-1";
}

void TestCombatBmw::defendingLeader()
{
    QFETCH(QByteArray, request);
    QFETCH(int, defence);
    QFETCH(QString, odds);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(outcome->defenceStrength, defence);
    QCOMPARE(q(outcome->computedOdds), odds);
}

// BMW 7.6: what each result obliges, with 7.8 retreats (9.2: cavalry three hexes) and 7.9 advances.
void TestCombatBmw::results_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QStringList>("obligations");

    QTest::newRow("BMW 7.6 AR: every attacker retreats, one defending unit may advance")
        << QByteArray(R"({"ruleset":"bmw","attackers":[2,1],"defenders":[3],"die":6})") << "1-1"
        << "AR"
        << QStringList{"attacker retreat A1,A2 (BMW 7.8)", "defender mayAdvance D1 (BMW 7.9)"};
    QTest::newRow("BMW 9.2 AR: attacking cavalry retreats three hexes, infantry one")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":2,"type":"infantry"},{"strength":1,"type":"cavalry"}],)"
               R"("defenders":[3],"die":6})")
        << "1-1"
        << "AR"
        << QStringList{"attacker retreat A1 (BMW 7.8)", "attacker retreat A2 (BMW 9.2)",
                       "defender mayAdvance D1 (BMW 7.9)"};
    QTest::newRow("BMW 9.2 AR: horse archers retreat like cavalry")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":3,"type":"horse archers"}],"defenders":[3],"die":6})")
        << "1-1"
        << "AR" << QStringList{"attacker retreat A1 (BMW 9.2)", "defender mayAdvance D1 (BMW 7.9)"};
    QTest::newRow("BMW 7.6 AL: the attacker eliminates one involved attacking unit")
        << QByteArray(R"({"ruleset":"bmw","attackers":[1,1],"defenders":[8],"die":4})") << "1-4"
        << "AL" << QStringList{"attacker loseUnit A1,A2 (BMW 7.6)"};
    QTest::newRow("BMW 7.6 EX: each side eliminates one involved unit")
        << QByteArray(R"({"ruleset":"bmw","attackers":[2,1],"defenders":[2,1],"die":5})") << "1-1"
        << "EX"
        << QStringList{"attacker loseUnit A1,A2 (BMW 7.6)", "defender loseUnit D1,D2 (BMW 7.6)"};
    QTest::newRow("BMW 7.6 DR: every defender retreats, one attacking unit may advance")
        << QByteArray(R"({"ruleset":"bmw","attackers":[3,1],"defenders":[2],"die":1})") << "2-1"
        << "DR"
        << QStringList{"defender retreat D1 (BMW 7.8)", "attacker mayAdvance A1,A2 (BMW 7.9)"};
    QTest::newRow("BMW 9.2 DR: a defending cavalry unit retreats three hexes")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[4],"defenders":[{"strength":2,"type":"cavalry"}],"die":1})")
        << "2-1"
        << "DR" << QStringList{"defender retreat D1 (BMW 9.2)", "attacker mayAdvance A1 (BMW 7.9)"};
    QTest::newRow(
        "BMW 7.6 DL: the defender eliminates one involved unit; an attacker may advance if vacated")
        << QByteArray(R"({"ruleset":"bmw","attackers":[12],"defenders":[2,2],"die":1})") << "3-1"
        << "DL"
        << QStringList{"defender loseUnit D1,D2 (BMW 7.6)", "attacker mayAdvance A1 (BMW 7.9)"};
    QTest::newRow("BMW 7.6 - has no effect on either side")
        << QByteArray(R"({"ruleset":"bmw","attackers":[3],"defenders":[3],"die":3})") << "1-1"
        << "-" << QStringList{};
    QTest::newRow("BMW 11.3 a demoralized attacker may still advance (only its odds shift)")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[12],"defenders":[2],"attackerDemoralized":true,"die":4})")
        << "5-1"
        << "DR" << QStringList{"defender retreat D1 (BMW 7.8)", "attacker mayAdvance A1 (BMW 7.9)"};
}

void TestCombatBmw::results()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, column);
    QFETCH(QString, result);
    QFETCH(QStringList, obligations);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(q(outcome->column), column);
    QCOMPARE(q(outcome->result), result);
    QCOMPARE(q(outcome->effectiveResult), result);
    QCOMPARE(obligationsOf(*outcome), sorted(obligations));
    // BMW exchanges units, not strength points: there is no strength loss to choose.
    QCOMPARE(outcome->exchangeOptions.size(), std::size_t(0));
    verifySteps(*outcome, {"BMW CRT||" + result});
}

void TestCombatBmw::retreatBeforeCombat_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QStringList>("obligations");

    QTest::newRow("BMW 8.3 a solid-dot unit at least as fast as its attackers retreats before "
                  "combat, up to three hexes; no die")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"id":"Huscarls","strength":6,"movement":4}],)"
               R"("defenders":[{"id":"Archers","strength":2,"dot":"solid","movement":5}],)"
               R"("retreatBeforeCombat":"defender","die":1})")
        << "retreat before combat"
        << "BMW 8.3"
        << QStringList{"defender retreat Archers (BMW 8.3)",
                       "attacker mayAdvance Huscarls (BMW 8.3)"};
    QTest::newRow("BMW 8.3 an equal movement allowance is enough (8.21: equal to or less)")
        << QByteArray(R"({"ruleset":"bmw","attackers":[{"id":"Fyrd","strength":3,"movement":4}],)"
                      R"("defenders":[{"id":"Slingers","strength":1,"dot":"solid","movement":4}],)"
                      R"("retreatBeforeCombat":"defender"})")
        << "retreat before combat"
        << "BMW 8.3"
        << QStringList{"defender retreat Slingers (BMW 8.3)", "attacker mayAdvance Fyrd (BMW 8.3)"};
    QTest::newRow("BMW 9.4 defending horse archers retreat before combat")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"id":"Knights","strength":6,"type":"cavalry","movement":8}],)"
               R"("defenders":[{"id":"Turcopoles","strength":2,"type":"horse archers"}],)"
               R"("retreatBeforeCombat":"defender"})")
        << "retreat before combat"
        << "BMW 8.3"
        << QStringList{"defender retreat Turcopoles (BMW 8.3)",
                       "attacker mayAdvance Knights (BMW 8.3)"};
    QTest::newRow("BMW 9.4 attacking horse archers retreat before combat: treated as an AR, "
                  "without a die, even at 1-3")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"id":"Cumans","strength":2,"type":"horse archers"}],)"
               R"("defenders":[6],"retreatBeforeCombat":"attacker"})")
        << "AR"
        << "BMW 9.4"
        << QStringList{"attacker retreat Cumans (BMW 9.2)", "defender mayAdvance D1 (BMW 7.9)"};
}

void TestCombatBmw::retreatBeforeCombat()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, result);
    QFETCH(QString, rule);
    QFETCH(QStringList, obligations);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(q(outcome->result), result);
    QVERIFY(outcome->automatic);
    QVERIFY(!outcome->roll); // no die is rolled, even one given
    QCOMPARE(obligationsOf(*outcome), sorted(obligations));
    verifySteps(*outcome, {rule + "||" + result, "!BMW CRT"});
}

void TestCombatBmw::refused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("fragments");

    QTest::newRow("BMW 8.3 an open dot may not retreat before combat")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"movement":4}],)"
               R"("defenders":[{"id":"Cavalry","strength":2,"dot":"open","movement":6}],"retreatBeforeCombat":"defender"})")
        << QStringList{"BMW 8.3", "Cavalry has an open dot"};
    QTest::newRow("BMW 8.3 a unit slower than its attacker may not disengage (8.21)")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"id":"Knights","strength":4,"movement":6}],)"
               R"("defenders":[{"id":"Archers","strength":2,"dot":"solid","movement":4}],"retreatBeforeCombat":"defender"})")
        << QStringList{"BMW 8.3", "Archers (MA 4) may not disengage from Knights (MA 6)",
                       "BMW 8.21"};
    QTest::newRow("BMW 8.3 without the movement allowances the disengagement cannot be judged")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[4],"defenders":[{"id":"Archers","strength":2,"dot":"solid"}],)"
               R"("retreatBeforeCombat":"defender"})")
        << QStringList{"give Archers's movement allowance"};
    QTest::newRow("BMW 9.6 a charge's target may not retreat before combat")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":6,"type":"cavalry","movement":6}],"charge":true,)"
               R"("defenders":[{"strength":2,"dot":"solid","movement":6}],"retreatBeforeCombat":"defender"})")
        << QStringList{"BMW 9.6"};
    QTest::newRow("BMW 9.4 disrupted horse archers fight as usual")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"id":"Cumans","strength":2,"type":"horse archers","disrupted":true}],)"
               R"("defenders":[6],"retreatBeforeCombat":"attacker"})")
        << QStringList{"BMW 9.4", "Cumans is disrupted"};
    QTest::newRow("BMW 9.4 only horse archers retreat before combat when attacking")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"id":"Fyrd","strength":2,"dot":"solid","movement":4}],)"
               R"("defenders":[6],"retreatBeforeCombat":"attacker"})")
        << QStringList{"BMW 9.4", "Fyrd is infantry"};
    QTest::newRow("BMW 8.3 NLB has no retreat before combat")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[2],"retreatBeforeCombat":"defender"})")
        << QStringList{"no retreat before combat"};
    QTest::newRow("BMW 7.1 there is no bombardment in BMW")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"bombarding":true}],"defenders":[2],"die":1})")
        << QStringList{"bombard"};
    QTest::newRow("BMW 7.2 there is no voluntary odds reduction in BMW")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[12],"defenders":[4],"reduceTo":"2-1","die":1})")
        << QStringList{"reduc"};
    QTest::newRow("BMW 7.5 unknown terrain is refused by name")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[4],"defenders":[{"strength":2,"terrain":"marsh"}],"die":1})")
        << QStringList{"\"marsh\"", "terrain"};
    QTest::newRow("BMW 7.5 unknown attacker terrain is refused by name")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"terrain":"chateau"}],"defenders":[2],"die":1})")
        << QStringList{"\"chateau\""};
    QTest::newRow("BMW 7.5 a river is a hex, not a hexside")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"hexside":"river"}],"defenders":[2],"die":1})")
        << QStringList{"\"river\""};
    QTest::newRow("BMW 9.1 unknown unit type is refused by name")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":4,"type":"knights"}],"defenders":[2],"die":1})")
        << QStringList{"\"knights\"", "type"};
    QTest::newRow("BMW 7.2 die 7 is refused")
        << QByteArray(R"({"ruleset":"bmw","attackers":[4],"defenders":[2],"die":7})")
        << QStringList{"die 7"};
    QTest::newRow("BMW 7.2 die 0 is refused")
        << QByteArray(R"({"ruleset":"bmw","attackers":[4],"defenders":[2],"die":0})")
        << QStringList{"die 0"};
    QTest::newRow("BMW 7.5 an unknown shift mode is refused")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[4],"defenders":[2],"shiftMode":"sideways","die":1})")
        << QStringList{"shiftMode", "sideways"};
    QTest::newRow("BMW 7.2 zero strength is refused")
        << QByteArray(
               R"({"ruleset":"bmw","attackers":[{"strength":0,"leader":2}],"defenders":[2],"die":1})")
        << QStringList{"/attackers/0/strength"};
}

void TestCombatBmw::refused()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, fragments);

    verifyRefused(request, fragments);
}

QTEST_APPLESS_MAIN(TestCombatBmw)
#include "tst_combatbmw.moc"
