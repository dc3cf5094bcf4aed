// Napoleon's Last Battles combat, case by case from the standard rules text
// (the rule text, napoleons-last-battles-standard-rules.txt). The NLB chart itself is not in
// the text: rows that read it use the stand-in the notes give (the Napoleon at Waterloo chart,
// charts-and-data-notes.md), and every such reading must say the chart is unverified.

#include "testsupport.h"

#include <QtTest/QtTest>

#include <algorithm>

using namespace umpire;
using namespace umpire::crt;
using namespace umpire::test;

namespace {

// The stand-in chart, transcribed from charts-and-data-notes.md (rows are die 1 to 6).
//        1-5   1-4   1-3   1-2   1-1   2-1   3-1   4-1   5-1   6-1
// die 1  Ae    Ar    Ar    Dr    Dr    Dr    De    De    De    De
// die 2  Ae    Ae    Ar    Ar    Dr    Dr    Dr    De    De    De
// die 3  Ae    Ae    Ae    Ar    Dr    Dr    Dr    Dr    De    De
// die 4  Ae    Ae    Ae    Ar    Ar    Dr    Dr    Dr    De    De
// die 5  Ae    Ae    Ae    Ar    Ar    Ex    Dr    Ex    Ex    De
// die 6  Ae    Ae    Ae    Ae    Ar    Ar    Ex    Ex    Ex    De

QStringList unverifiedOf(const CombatOutcome &outcome)
{
    QStringList items;
    for (const UnverifiedUse &use : outcome.explanation.unverified)
        items << q(use.item);
    items.sort();
    return items;
}

// "A2+A4=6": the units of one exchange option and their printed total.
QStringList optionsOf(const CombatOutcome &outcome)
{
    QStringList out;
    for (const ExchangeOption &option : outcome.exchangeOptions) {
        QStringList units;
        for (const std::string &unit : option.units)
            units << q(unit);
        out << units.join('+') + "=" + QString::number(option.strength);
    }
    return out;
}

} // namespace

class TestCombatNlb : public QObject
{
    Q_OBJECT

  private slots:
    void odds_data();
    void odds();
    void results_data();
    void results();
    void exchange_data();
    void exchange();
    void unverified_data();
    void unverified();
    void refused_data();
    void refused();
    void requestRefused_data();
    void requestRefused();
};

// Strengths, the odds and the column they are read on, and the rules cited on the way.
void TestCombatNlb::odds_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("defence");
    QTest::addColumn<QString>("odds");   // before the chart's ends and reductions
    QTest::addColumn<QString>("column"); // the one read
    QTest::addColumn<QStringList>("steps");

    // NLB 7.0: the ratio rounded down, always in favour of the defender.
    QTest::newRow("NLB 7.0 13 vs 4 is 3-1")
        << QByteArray(R"({"ruleset":"nlb","attackers":[6,4,3],"defenders":[4],"die":1})") << 13 << 4
        << "3-1"
        << "3-1" << QStringList{"NLB 7.0||13", "NLB 7.0||3-1", "!NLB 7.8"};
    QTest::newRow("NLB 7.0 12 vs 4 is exactly 3-1")
        << QByteArray(R"({"ruleset":"nlb","attackers":[12],"defenders":[4],"die":1})") << 12 << 4
        << "3-1"
        << "3-1" << QStringList{"NLB 7.0||3-1"};
    QTest::newRow("NLB 7.0 11 vs 4 just under 3-1 is 2-1")
        << QByteArray(R"({"ruleset":"nlb","attackers":[11],"defenders":[4],"die":1})") << 11 << 4
        << "2-1"
        << "2-1" << QStringList{"NLB 7.0||2-1"};
    QTest::newRow("NLB 7.0 4 vs 4 is 1-1")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4],"defenders":[4],"die":1})") << 4 << 4
        << "1-1"
        << "1-1" << QStringList{"NLB 7.0||1-1"};
    QTest::newRow("NLB 7.0 4 vs 8 is 1-2")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4],"defenders":[8],"die":1})") << 4 << 8
        << "1-2"
        << "1-2" << QStringList{"NLB 7.0||1-2"};
    QTest::newRow("NLB 7.0 4 vs 9 is 1-3")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4],"defenders":[9],"die":1})") << 4 << 9
        << "1-3"
        << "1-3" << QStringList{"NLB 7.0||1-3"};
    QTest::newRow("NLB 7.0 defenders' strengths are totalled: 9 vs 2 and 2 is 2-1")
        << QByteArray(R"({"ruleset":"nlb","attackers":[9],"defenders":[2,2],"die":1})") << 9 << 4
        << "2-1"
        << "2-1" << QStringList{"NLB 7.0||4"};

    // NLB 7.3: terrain multiplies or halves (rounding up) the defender.
    QTest::newRow("NLB 7.3 town 5 defends at 10")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[20],"defenders":[{"strength":5,"terrain":"town"}],"die":1})")
        << 20 << 10 << "2-1"
        << "2-1" << QStringList{"NLB 7.3|5|10"};
    QTest::newRow("NLB 7.3 town given for the whole request doubles the defender")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[12],"defenders":[3],"terrain":"town","die":1})")
        << 12 << 6 << "2-1"
        << "2-1" << QStringList{"NLB 7.3|3|6"};
    QTest::newRow("NLB 7.3 cavalry 5 in marsh defends at 3")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[9],"defenders":[{"strength":5,"type":"cavalry","terrain":"marsh"}],"die":1})")
        << 9 << 3 << "3-1"
        << "3-1" << QStringList{"NLB 7.3|5|3"};
    QTest::newRow("NLB 7.3 cavalry 7 in marsh halves up to 4")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[8],"defenders":[{"strength":7,"type":"cavalry","terrain":"marsh"}],"die":1})")
        << 8 << 4 << "2-1"
        << "2-1" << QStringList{"NLB 7.3|7|4"};
    QTest::newRow("NLB 7.3 cavalry 1 in marsh halves up to 1")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[3],"defenders":[{"strength":1,"type":"cavalry","terrain":"marsh"}],"die":1})")
        << 3 << 1 << "3-1"
        << "3-1" << QStringList{"NLB 7.3|1|1"};
    QTest::newRow("NLB 7.3 infantry in marsh is not halved")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[10],"defenders":[{"strength":5,"type":"infantry","terrain":"marsh"}],"die":1})")
        << 10 << 5 << "2-1"
        << "2-1" << QStringList{"!NLB 7.3"};
    QTest::newRow("NLB 7.3 infantry 4 and cavalry 5 in marsh defend at 4 + 3")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[14],"defenders":[{"strength":4,"type":"infantry","terrain":"marsh"},)"
               R"({"strength":5,"type":"cavalry","terrain":"marsh"}],"die":1})")
        << 14 << 7 << "2-1"
        << "2-1" << QStringList{"NLB 7.3|5|3", "NLB 7.0||7"};
    QTest::newRow("NLB 7.3 chateau triples the defender")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[12],"defenders":[{"strength":2,"terrain":"chateau"}],"die":1})")
        << 12 << 6 << "2-1"
        << "2-1" << QStringList{"NLB 7.3|2|6"};

    // NLB 5.6: a stream hexside doubles; effects do not combine for combat.
    QTest::newRow("NLB 5.6 stream hexside doubles the defender")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":12,"hexside":"stream"}],"defenders":[3],"die":1})")
        << 12 << 6 << "2-1"
        << "2-1" << QStringList{"NLB 5.6|3|6"};
    QTest::newRow("NLB 5.6 chateau attacked across a stream is merely tripled, not x6")
        << QByteArray(R"({"ruleset":"nlb","attackers":[{"strength":12,"hexside":"stream"}],)"
                      R"("defenders":[{"strength":2,"terrain":"chateau"}],"die":1})")
        << 12 << 6 << "2-1"
        << "2-1" << QStringList{"NLB 5.6", "NLB 7.3|2|6", "!NLB 5.6|6|12"};

    // NLB 7.8: the chart's ends and the attacker's voluntary reduction.
    QTest::newRow("NLB 7.8 greater than 6-1 is treated as 6-1")
        << QByteArray(R"({"ruleset":"nlb","attackers":[30],"defenders":[4],"die":1})") << 30 << 4
        << "7-1"
        << "6-1" << QStringList{"NLB 7.8|7-1|6-1"};
    QTest::newRow("NLB 7.8 10-1 is treated as 6-1")
        << QByteArray(R"({"ruleset":"nlb","attackers":[20],"defenders":[2],"die":1})") << 20 << 2
        << "10-1"
        << "6-1" << QStringList{"NLB 7.8|10-1|6-1"};
    QTest::newRow("NLB 7.8 exactly 6-1 is not clamped")
        << QByteArray(R"({"ruleset":"nlb","attackers":[24],"defenders":[4],"die":1})") << 24 << 4
        << "6-1"
        << "6-1" << QStringList{"!NLB 7.8"};
    QTest::newRow("NLB 7.8 worse than 1-5 is treated as 1-5")
        << QByteArray(R"({"ruleset":"nlb","attackers":[1],"defenders":[7],"die":1})") << 1 << 7
        << "1-7"
        << "1-5" << QStringList{"NLB 7.8|1-7|1-5"};
    QTest::newRow("NLB 7.8 exactly 1-5 is not clamped")
        << QByteArray(R"({"ruleset":"nlb","attackers":[2],"defenders":[10],"die":1})") << 2 << 10
        << "1-5"
        << "1-5" << QStringList{"!NLB 7.8"};
    QTest::newRow("NLB 7.8 a 5-1 reduced to 3-1 by announcement")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[10],"defenders":[2],"reduceTo":"3-1","die":1})")
        << 10 << 2 << "5-1"
        << "3-1" << QStringList{"NLB 7.8|5-1|3-1"};
    QTest::newRow("NLB 7.8 a 9-1 treated as 6-1 may still be reduced to 2-1")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[18],"defenders":[2],"reduceTo":"2-1","die":1})")
        << 18 << 2 << "9-1"
        << "2-1" << QStringList{"NLB 7.8|9-1|6-1", "NLB 7.8|6-1|2-1"};
    QTest::newRow("NLB 7.8 1-5 shifted left stays 1-5")
        << QByteArray(R"({"ruleset":"nlb","attackers":[1],"defenders":[5],)"
                      R"("shifts":[{"columns":-1,"reason":"agreed"}],"die":1})")
        << 1 << 5 << "1-5"
        << "1-5" << QStringList{};

    // NLB 10.3: attacks on infantry (only) in a chateau are resolved on 4-1 at most.
    QTest::newRow("NLB 10.3 infantry in a chateau: 6-1 is resolved at 4-1")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[36],"defenders":[{"strength":2,"type":"infantry","terrain":"chateau"}],"die":1})")
        << 36 << 6 << "6-1"
        << "4-1" << QStringList{"NLB 7.3|2|6", "NLB 10.3|6-1|4-1"};
    QTest::newRow("NLB 10.3 infantry in a chateau: 10-1 is treated as 6-1, then resolved at 4-1")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[60],"defenders":[{"strength":2,"type":"infantry","terrain":"chateau"}],"die":1})")
        << 60 << 6 << "10-1"
        << "4-1" << QStringList{"NLB 7.8|10-1|6-1", "NLB 10.3|6-1|4-1"};
    QTest::newRow("NLB 10.3 infantry in a chateau: 3-1 is not changed")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[18],"defenders":[{"strength":2,"type":"infantry","terrain":"chateau"}],"die":1})")
        << 18 << 6 << "3-1"
        << "3-1" << QStringList{"NLB 7.3|2|6", "!NLB 10.3"};
    QTest::newRow("NLB 10.3 demoralized infantry in a chateau gets no 4-1 limit")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[36],"defenders":[{"strength":2,"type":"infantry","terrain":"chateau"}],)"
               R"("defenderDemoralized":true,"die":1})")
        << 36 << 6 << "6-1"
        << "6-1" << QStringList{"NLB 7.3|2|6", "!NLB 10.3|6-1|4-1"};
    QTest::newRow("NLB 10.3 cavalry in a chateau is still tripled but gets no 4-1 limit")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[36],"defenders":[{"strength":2,"type":"cavalry","terrain":"chateau"}],"die":1})")
        << 36 << 6 << "6-1"
        << "6-1" << QStringList{"NLB 7.3|2|6", "!NLB 10.3"};
    QTest::newRow("NLB 10.3 artillery in a chateau is still tripled but gets no 4-1 limit")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[36],"defenders":[{"strength":2,"type":"artillery","terrain":"chateau"}],"die":1})")
        << 36 << 6 << "6-1"
        << "6-1" << QStringList{"NLB 7.3|2|6", "!NLB 10.3"};

    // NLB 8.1: bombarding artillery adds its strength like any attacker.
    QTest::newRow("NLB 8.2 bombarding artillery adds its strength to a combined attack")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2},3],)"
               R"("defenders":[2],"die":1})")
        << 7 << 2 << "3-1"
        << "3-1" << QStringList{"NLB 8.1"};
}

void TestCombatNlb::odds()
{
    QFETCH(QByteArray, request);
    QFETCH(int, attack);
    QFETCH(int, defence);
    QFETCH(QString, odds);
    QFETCH(QString, column);
    QFETCH(QStringList, steps);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(outcome->attackStrength, attack);
    QCOMPARE(outcome->defenceStrength, defence);
    QCOMPARE(q(outcome->computedOdds), odds);
    QCOMPARE(q(outcome->column), column);
    QVERIFY(!outcome->automatic);
    verifySteps(*outcome, steps);
}

// What each result obliges.
void TestCombatNlb::results_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("effective");
    QTest::addColumn<QStringList>("obligations");
    QTest::addColumn<QStringList>("steps");

    // NLB 7.83, on the stand-in chart.
    QTest::newRow("NLB 7.83 Ae eliminates every attacker (1-5 die 3)")
        << QByteArray(R"({"ruleset":"nlb","attackers":[1,1],"defenders":[10],"die":3})") << "1-5"
        << "Ae"
        << "Ae" << QStringList{"attacker eliminate A1,A2 (NLB 7.83)"} << QStringList{"NLB 7.7||Ae"};
    QTest::newRow("NLB 7.83 Ar retreats every attacker one hex (1-2 die 2)")
        << QByteArray(R"({"ruleset":"nlb","attackers":[1,1],"defenders":[4],"die":2})") << "1-2"
        << "Ar"
        << "Ar" << QStringList{"attacker retreat A1,A2 (NLB 7.4)"} << QStringList{"NLB 7.7||Ar"};
    QTest::newRow("NLB 7.83 Dr retreats every defender, one attacker may advance (2-1 die 1)")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4,4],"defenders":[2,2],"die":1})") << "2-1"
        << "Dr"
        << "Dr"
        << QStringList{"defender retreat D1,D2 (NLB 7.4)", "attacker mayAdvance A1,A2 (NLB 7.5)"}
        << QStringList{"NLB 7.7||Dr"};
    QTest::newRow("NLB 7.83 De eliminates every defender, one attacker may advance (3-1 die 1)")
        << QByteArray(R"({"ruleset":"nlb","attackers":[12],"defenders":[2,2],"die":1})") << "3-1"
        << "De"
        << "De"
        << QStringList{"defender eliminate D1,D2 (NLB 7.83)", "attacker mayAdvance A1 (NLB 7.5)"}
        << QStringList{"NLB 7.7||De"};
    QTest::newRow("NLB 7.83 Ex eliminates the defenders and costs the attacker (2-1 die 5)")
        << QByteArray(R"({"ruleset":"nlb","attackers":[8],"defenders":[4],"die":5})") << "2-1"
        << "Ex"
        << "Ex"
        << QStringList{"defender eliminate D1 (NLB 7.83)", "attacker loseStrength A1 (NLB 7.83)"}
        << QStringList{"NLB 7.7||Ex"};
    QTest::newRow("NLB 7.7 stand-in 6-1 die 6 is De")
        << QByteArray(R"({"ruleset":"nlb","attackers":[6],"defenders":[1],"die":6})") << "6-1"
        << "De"
        << "De"
        << QStringList{"defender eliminate D1 (NLB 7.83)", "attacker mayAdvance A1 (NLB 7.5)"}
        << QStringList{"NLB 7.7||De"};
    QTest::newRow("NLB 7.7 stand-in 1-1 die 4 is Ar")
        << QByteArray(R"({"ruleset":"nlb","attackers":[5],"defenders":[5],"die":4})") << "1-1"
        << "Ar"
        << "Ar" << QStringList{"attacker retreat A1 (NLB 7.4)"} << QStringList{"NLB 7.7||Ar"};
    QTest::newRow("NLB 7.8 a 5-1 reduced to 3-1 reads die 2 as Dr, not De")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[10],"defenders":[2],"reduceTo":"3-1","die":2})")
        << "3-1"
        << "Dr"
        << "Dr" << QStringList{"defender retreat D1 (NLB 7.4)", "attacker mayAdvance A1 (NLB 7.5)"}
        << QStringList{"NLB 7.8|5-1|3-1", "NLB 7.7||Dr"};

    // NLB 8.0-8.4: bombarding artillery suffers no combat results.
    QTest::newRow("NLB 8.1 bombardment at range 2 is allowed (2-1 die 1 Dr)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2}],)"
               R"("defenders":[2],"die":1})")
        << "2-1"
        << "Dr"
        << "Dr" << QStringList{"defender retreat D1 (NLB 7.4)"} << QStringList{"NLB 8.1"};
    QTest::newRow("NLB 8.1 bombardment with no range given is at range 2")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true}],)"
               R"("defenders":[2],"die":1})")
        << "2-1"
        << "Dr"
        << "Dr" << QStringList{"defender retreat D1 (NLB 7.4)"} << QStringList{"NLB 8.1"};
    QTest::newRow("NLB 8.1 bombarding artillery takes no Ae (1-2 die 6)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":2,"type":"artillery","bombarding":true,"range":2}],)"
               R"("defenders":[4],"die":6})")
        << "1-2"
        << "Ae"
        << "Ae" << QStringList{} << QStringList{"NLB 8.1", "NLB 7.7||Ae"};
    QTest::newRow("NLB 8.2 combined attack: Ae eliminates only the adjacent units")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":2,"type":"artillery","bombarding":true,"range":2},)"
               R"({"strength":2,"type":"infantry"}],"defenders":[8],"die":6})")
        << "1-2"
        << "Ae"
        << "Ae" << QStringList{"attacker eliminate A2 (NLB 7.83)"} << QStringList{"NLB 8.1"};
    QTest::newRow("NLB 8.1 Ar gives bombarding artillery the choice to retreat (1-2 die 2)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":2,"type":"artillery","bombarding":true,"range":2}],)"
               R"("defenders":[4],"die":2})")
        << "1-2"
        << "Ar"
        << "Ar" << QStringList{"attacker mayRetreat A1 (NLB 8.1)"} << QStringList{"NLB 8.1"};
    QTest::newRow(
        "NLB 8.2 combined Ar retreats the adjacent units; bombarding artillery may retreat")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":2,"type":"artillery","bombarding":true,"range":2},)"
               R"({"strength":2,"type":"infantry"}],"defenders":[8],"die":2})")
        << "1-2"
        << "Ar"
        << "Ar" << QStringList{"attacker retreat A2 (NLB 7.4)", "attacker mayRetreat A1 (NLB 8.1)"}
        << QStringList{"NLB 8.1"};
    QTest::newRow(
        "NLB 8.1 Ex by bombardment only eliminates the defender and costs the attacker nothing")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2}],)"
               R"("defenders":[2],"die":5})")
        << "2-1"
        << "Ex"
        << "Ex" << QStringList{"defender eliminate D1 (NLB 7.83)"} << QStringList{"NLB 8.1"};
    QTest::newRow("NLB 7.5 combined Dr: only the adjacent attacker may advance")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2},)"
               R"({"strength":4,"type":"cavalry"}],"defenders":[4],"die":1})")
        << "2-1"
        << "Dr"
        << "Dr" << QStringList{"defender retreat D1 (NLB 7.4)", "attacker mayAdvance A2 (NLB 7.5)"}
        << QStringList{"NLB 8.1"};
    QTest::newRow("NLB 8.4 bombardment across a river hexside is allowed")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2,)"
               R"("hexside":"river"}],"defenders":[2],"die":1})")
        << "2-1"
        << "Dr"
        << "Dr" << QStringList{"defender retreat D1 (NLB 7.4)"} << QStringList{"NLB 8.1"};
    QTest::newRow("NLB 8.4 adjacent artillery suffers all combat results (Ae)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":2,"type":"artillery"}],"defenders":[4],"die":6})")
        << "1-2"
        << "Ae"
        << "Ae" << QStringList{"attacker eliminate A1 (NLB 7.83)"} << QStringList{"!NLB 8.1"};

    // NLB 10.3: infantry in a chateau treats Dr as no effect, unless demoralized.
    QTest::newRow("NLB 10.3 infantry in a chateau treats Dr as no effect (3-1 die 2)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[18],"defenders":[{"strength":2,"type":"infantry","terrain":"chateau"}],"die":2})")
        << "3-1"
        << "Dr"
        << "no effect" << QStringList{} << QStringList{"NLB 10.3|Dr|no effect"};
    QTest::newRow("NLB 10.3 infantry in a chateau: 6-1 die 3 is read on 4-1, Dr, no effect")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[36],"defenders":[{"strength":2,"type":"infantry","terrain":"chateau"}],"die":3})")
        << "4-1"
        << "Dr"
        << "no effect" << QStringList{} << QStringList{"NLB 10.3|6-1|4-1", "NLB 10.3|Dr|no effect"};
    QTest::newRow("NLB 10.3 infantry in a chateau is still eliminated by De (4-1 die 1)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[36],"defenders":[{"strength":2,"type":"infantry","terrain":"chateau"}],"die":1})")
        << "4-1"
        << "De"
        << "De" << QStringList{"defender eliminate D1 (NLB 7.83)", "attacker noAdvance (NLB 10.5)"}
        << QStringList{"NLB 10.3|6-1|4-1"};
    // "Infantry units in Chateau hexes are affected only by 'Exchange' and
    // 'Elimination'", read unit by unit: beside a defender outside the chateau, the chateau's
    // infantry stays on Dr and the other retreats (the 4-1 limit still needs every defender in
    // one).
    QTest::newRow("NLB 10.3 mixed hexes: the chateau's infantry stays on Dr, the other retreats")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[16],"defenders":[{"id":"Guard","strength":2,"type":"infantry","terrain":"chateau"},)"
               R"({"id":"Pirch","strength":2,"type":"infantry","terrain":"clear"}],"die":1})")
        << "2-1"
        << "Dr"
        << "Dr"
        << QStringList{"defender retreat Pirch (NLB 7.4)", "attacker mayAdvance A1 (NLB 7.5)"}
        << QStringList{"NLB 10.3"};
    QTest::newRow("NLB 10.3 mixed hexes: the chateau's cavalry retreats with the other on Dr")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[16],"defenders":[{"id":"Lancers","strength":2,"type":"cavalry","terrain":"chateau"},)"
               R"({"id":"Pirch","strength":2,"type":"infantry","terrain":"clear"}],"die":1})")
        << "2-1"
        << "Dr"
        << "Dr"
        << QStringList{"defender retreat Lancers,Pirch (NLB 7.4)",
                       "attacker mayAdvance A1 (NLB 7.5)"}
        << QStringList{"!NLB 10.3"};
    QTest::newRow("NLB 10.3 demoralized infantry in a chateau retreats on Dr")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[18],"defenders":[{"strength":2,"type":"infantry","terrain":"chateau"}],)"
               R"("defenderDemoralized":true,"die":2})")
        << "3-1"
        << "Dr"
        << "Dr" << QStringList{"defender retreat D1 (NLB 7.4)", "attacker noAdvance (NLB 10.5)"}
        << QStringList{"NLB 10.3", "!NLB 10.3|Dr|no effect"};
    QTest::newRow("NLB 10.3 cavalry in a chateau retreats on Dr")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[18],"defenders":[{"strength":2,"type":"cavalry","terrain":"chateau"}],"die":2})")
        << "3-1"
        << "Dr"
        << "Dr" << QStringList{"defender retreat D1 (NLB 7.4)", "attacker noAdvance (NLB 10.5)"}
        << QStringList{"NLB 7.3|2|6", "!NLB 10.3"};

    // NLB 11.0: a demoralized army loses its ability to advance after combat.
    QTest::newRow("NLB 11.0 demoralized attacker may not advance after Dr (3-1 die 2)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[12],"defenders":[4],"attackerDemoralized":true,"die":2})")
        << "3-1"
        << "Dr"
        << "Dr" << QStringList{"defender retreat D1 (NLB 7.4)", "attacker noAdvance (NLB 11.0)"}
        << QStringList{};
    QTest::newRow("NLB 11.0 demoralized attacker may not advance after De (3-1 die 1)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[12],"defenders":[4],"attackerDemoralized":true,"die":1})")
        << "3-1"
        << "De"
        << "De" << QStringList{"defender eliminate D1 (NLB 7.83)", "attacker noAdvance (NLB 11.0)"}
        << QStringList{};
    QTest::newRow("NLB 11.0 demoralized attacker still retreats on Ar (1-2 die 2)")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[2],"defenders":[4],"attackerDemoralized":true,"die":2})")
        << "1-2"
        << "Ar"
        << "Ar" << QStringList{"attacker retreat A1 (NLB 7.4)"} << QStringList{};
}

void TestCombatNlb::results()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, column);
    QFETCH(QString, result);
    QFETCH(QString, effective);
    QFETCH(QStringList, obligations);
    QFETCH(QStringList, steps);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(q(outcome->column), column);
    QVERIFY(outcome->roll.has_value());
    QCOMPARE(q(outcome->result), result);
    QCOMPARE(q(outcome->effectiveResult), effective);
    verifySteps(*outcome, steps);
    QCOMPARE(obligationsOf(*outcome), sorted(obligations));
}

// NLB 7.83: the attacker loses units whose printed strengths at least equal the defenders' printed
// strengths. `options` are the irreducible sets, least excess first; `loss` -1 is not checked.
void TestCombatNlb::exchange_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("loss");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("lost"); // the units of the attacker's loseStrength obligation

    // 14 vs 6 is 2-1; die 5 is Ex. Sets reaching 6 that drop no unit: {4,2}=6, {5,2}=7, {4,3}=7,
    // {5,3}=8, {5,4}=9; every set of three could drop one and still reach 6.
    QTest::newRow("NLB 7.83 Ex: attackers 5,4,3,2 against printed 6: 4 and 2 exactly, then the "
                  "rest by excess")
        << QByteArray(R"({"ruleset":"nlb","attackers":[5,4,3,2],"defenders":[6],"die":5})") << 6
        << QStringList{"A2+A4=6", "A1+A4=7", "A2+A3=7", "A1+A3=8", "A1+A2=9"}
        << QStringList{"A2", "A4"};
    QTest::newRow("NLB 7.83 Ex: the loss is the total of every defender (4 + 2)")
        << QByteArray(R"({"ruleset":"nlb","attackers":[5,4,3,2],"defenders":[4,2],"die":5})") << 6
        << QStringList{"A2+A4=6", "A1+A4=7", "A2+A3=7", "A1+A3=8", "A1+A2=9"}
        << QStringList{"A2", "A4"};
    // 12 vs 3 doubled to 6 is 2-1; the loss is the printed 3.
    QTest::newRow("NLB 7.83 Ex: the loss is the printed strength, not the town-doubled one")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[5,4,3],"defenders":[{"strength":3,"terrain":"town"}],"die":5})")
        << 3 << QStringList{"A3=3", "A2=4", "A1=5"} << QStringList{"A3"};
    // 9 vs cavalry 5 halved to 3 is 3-1; die 6 is Ex; the loss is the printed 5.
    QTest::newRow("NLB 7.83 Ex: the loss is the printed strength, not the marsh-halved one")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4,3,2],"defenders":[{"strength":5,"type":"cavalry","terrain":"marsh"}],"die":6})")
        << 5 << QStringList{"A2+A3=5", "A1+A3=6", "A1+A2=7"} << QStringList{"A2", "A3"};
    // 4 bombarding + 3 + 2 = 9 vs 4 is 2-1; only A2 and A3 may be lost.
    QTest::newRow("NLB 8.1 bombarding artillery is never in the exchange options")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2},3,2],)"
               R"("defenders":[4],"die":5})")
        << 4 << QStringList{"A2+A3=5"} << QStringList{"A2", "A3"};
    QTest::newRow("NLB 8.1 Ex by bombardment only: nothing for the attacker to lose")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2}],)"
               R"("defenders":[2],"die":5})")
        << -1 << QStringList{} << QStringList{};
    // 10 bombarding + 2 = 12 vs 5 is 2-1; the adjacent 2 cannot reach 5: all of them go.
    QTest::newRow(
        "NLB 7.83 Ex: adjacent attackers short of the loss lose every unit that took part")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":10,"type":"artillery","bombarding":true,"range":2},2],)"
               R"("defenders":[5],"die":5})")
        << 5 << QStringList{"A2=2"} << QStringList{"A2"};
    QTest::newRow("NLB 7.83 Ex: adjacent artillery can be lost in the exchange")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":3,"type":"artillery"},{"strength":5,"type":"cavalry"}],)"
               R"("defenders":[3],"die":5})")
        << 3 << QStringList{"A1=3", "A2=5"} << QStringList{"A1"};
}

void TestCombatNlb::exchange()
{
    QFETCH(QByteArray, request);
    QFETCH(int, loss);
    QFETCH(QStringList, options);
    QFETCH(QStringList, lost);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(q(outcome->result), QString("Ex"));
    if (loss >= 0) {
        QCOMPARE(outcome->exchangeLoss, loss);
        for (const ExchangeOption &option : outcome->exchangeOptions)
            QCOMPARE(option.excess, option.strength - loss);
    }
    // Least excess first; options of equal excess may come in any order.
    for (std::size_t i = 1; i < outcome->exchangeOptions.size(); ++i)
        QVERIFY(outcome->exchangeOptions[i - 1].excess <= outcome->exchangeOptions[i].excess);
    if (!options.isEmpty())
        QCOMPARE(optionsOf(*outcome).value(0), options.value(0));
    QCOMPARE(sorted(optionsOf(*outcome)), sorted(options));

    QStringList lostUnits;
    for (const Obligation &ob : outcome->obligations)
        if (ob.side == "attacker" && ob.action == crt::ObligationAction::LoseStrength)
            for (const std::string &unit : ob.units)
                lostUnits << q(unit);
    QCOMPARE(sorted(lostUnits), sorted(lost));
    // Whatever the attacker pays, every defender goes.
    QVERIFY(obligationsOf(*outcome).contains("defender eliminate D1 (NLB 7.83)") ||
            obligationsOf(*outcome).contains("defender eliminate D1,D2 (NLB 7.83)"));
}

// The stand-in chart and terrain are flagged whenever they are used.
void TestCombatNlb::unverified_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("items");

    QTest::newRow("NLB 7.7 reading the stand-in chart flags nlb:crt")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4],"defenders":[4],"die":1})")
        << QStringList{"nlb:/crt"};
    QTest::newRow("NLB 7.7 the stand-in chart is flagged at the chart's ends too")
        << QByteArray(R"({"ruleset":"nlb","attackers":[40],"defenders":[1],"die":6})")
        << QStringList{"nlb:/crt"};
    QTest::newRow("NLB 7.7 the stand-in chart is flagged for bombardment")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true}],"defenders":[4],"die":1})")
        << QStringList{"nlb:/crt"};
    QTest::newRow("NLB 5.6 a defender in forest flags the forest stand-in")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[{"strength":4,"terrain":"forest"}],"die":1})")
        << QStringList{"nlb:/crt", "nlb:/terrain/4"};
    QTest::newRow("NLB 5.6 an attacker in forest flags the forest stand-in")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"terrain":"forest"}],"defenders":[4],"die":1})")
        << QStringList{"nlb:/crt", "nlb:/terrain/4"};
    QTest::newRow("NLB 5.6 attacking across a crest flags the crest stand-in")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"hexside":"crest"}],"defenders":[4],"die":1})")
        << QStringList{"nlb:/crt", "nlb:/terrain/8"};
    QTest::newRow("NLB 5.2 attacking across a bridge flags the bridge stand-in")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"hexside":"bridge"}],"defenders":[4],"die":1})")
        << QStringList{"nlb:/crt", "nlb:/terrain/7"};
    QTest::newRow("NLB 7.3 town is in the rules text, not a stand-in")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[8],"defenders":[{"strength":4,"terrain":"town"}],"die":1})")
        << QStringList{"nlb:/crt"};
}

void TestCombatNlb::unverified()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, items);

    const Result<CombatOutcome> outcome = resolved(request);
    REQUIRE_RESOLVED(outcome);
    QCOMPARE(unverifiedOf(*outcome), sorted(items));
    for (const UnverifiedUse &use : outcome->explanation.unverified)
        QVERIFY2(!use.source.empty(), use.item.c_str());
}

// Combats the rules do not allow: BadInput, with a message naming the rule or the bad value.
void TestCombatNlb::refused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("fragments");

    QTest::newRow("NLB 8.1 bombardment at range 3 is refused")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":3}],"defenders":[2],"die":1})")
        << QStringList{"NLB 8.1", "3"};
    QTest::newRow("NLB 8.4 bombardment at range 1 is refused: adjacent artillery attacks normally")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":1}],"defenders":[2],"die":1})")
        << QStringList{"NLB 8.4"};
    QTest::newRow("NLB 8.1 infantry may not bombard")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"infantry","bombarding":true,"range":2}],"defenders":[2],"die":1})")
        << QStringList{"NLB 8.1", "infantry"};
    QTest::newRow("NLB 8.1 cavalry may not bombard")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"cavalry","bombarding":true}],"defenders":[2],"die":1})")
        << QStringList{"NLB 8.1", "cavalry"};
    QTest::newRow("NLB 7.1 a non-bombarding unit may not attack from range 2")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"infantry","range":2}],"defenders":[2],"die":1})")
        << QStringList{"A1"};
    QTest::newRow("NLB 10.4 no bombardment into a chateau")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2}],)"
               R"("defenders":[{"strength":1,"terrain":"chateau"}],"die":1})")
        << QStringList{"NLB 10.4"};
    QTest::newRow("NLB 10.4 no bombardment into a chateau in a combined attack either")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true,"range":2},6],)"
               R"("defenders":[{"strength":1,"terrain":"chateau"}],"die":1})")
        << QStringList{"NLB 10.4"};
    QTest::newRow("NLB 8.4 no adjacent attack across a river hexside")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"hexside":"river"}],"defenders":[2],"die":1})")
        << QStringList{"NLB 8.4"};
    QTest::newRow("NLB 8.4 adjacent artillery may not attack across a river hexside either")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","hexside":"river"}],"defenders":[2],"die":1})")
        << QStringList{"NLB 8.4"};
    QTest::newRow("NLB 8.5 defending artillery does not bombard")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[{"strength":2,"type":"artillery","bombarding":true}],"die":1})")
        << QStringList{"NLB 8.5"};
    QTest::newRow("NLB 7.9 no combat on a night turn")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[2],"weather":"night","die":1})")
        << QStringList{"NLB 7.9", "night"};
    QTest::newRow("NLB 7.9 no combat on a rain turn")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[2],"weather":"rain","die":1})")
        << QStringList{"NLB 7.9", "rain"};
    QTest::newRow("NLB 7.9 no bombardment on a night turn")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"artillery","bombarding":true}],"defenders":[2],)"
               R"("weather":"night","die":1})")
        << QStringList{"NLB 7.9"};
    QTest::newRow("NLB 7.8 a reduction to a higher column is refused")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[12],"defenders":[4],"reduceTo":"4-1","die":1})")
        << QStringList{"NLB 7.8", "4-1"};
    QTest::newRow("NLB 7.8 a reduction to odds off the chart is refused")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[12],"defenders":[4],"reduceTo":"1-6","die":1})")
        << QStringList{"1-6"};
    QTest::newRow("NLB 7.0 die 0 is refused")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4],"defenders":[2],"die":0})")
        << QStringList{"die 0"};
    QTest::newRow("NLB 7.0 die 7 is refused")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4],"defenders":[2],"die":7})")
        << QStringList{"die 7"};
    QTest::newRow("NLB 7.3 unknown terrain is refused by name")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[{"strength":2,"terrain":"swamp"}],"die":1})")
        << QStringList{"\"swamp\"", "terrain"};
    QTest::newRow("NLB 7.3 unknown request-wide terrain is refused by name")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[2],"terrain":"hill","die":1})")
        << QStringList{"\"hill\"", "terrain"};
    QTest::newRow("NLB 5.6 unknown hexside is refused by name")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"hexside":"ford"}],"defenders":[2],"die":1})")
        << QStringList{"\"ford\""};
    QTest::newRow("NLB 3.4 unknown unit type is refused by name")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"type":"grenadiers"}],"defenders":[2],"die":1})")
        << QStringList{"\"grenadiers\"", "type"};
    QTest::newRow("NLB 7.0 unknown side is refused by name")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[2],"attackerSide":"Austrian","die":1})")
        << QStringList{"\"Austrian\""};
    QTest::newRow("NLB 7.0 NLB has no leaders adding to combat")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"strength":4,"leader":2}],"defenders":[2],"die":1})")
        << QStringList{"leader"};
}

void TestCombatNlb::refused()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, fragments);

    verifyRefused(request, fragments);
}

// CombatRequest::fromJson refuses strengths the counters cannot have (NLB 3.42: strength points).
void TestCombatNlb::requestRefused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("fragments");

    QTest::newRow("NLB 3.42 zero attack strength is refused")
        << QByteArray(R"({"ruleset":"nlb","attackers":[0],"defenders":[2],"die":1})")
        << QStringList{"/attackers/0/strength"};
    QTest::newRow("NLB 3.42 negative attack strength is refused")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4,-3],"defenders":[2],"die":1})")
        << QStringList{"/attackers/1/strength"};
    QTest::newRow("NLB 3.42 zero defence strength is refused")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[4],"defenders":[{"strength":0,"terrain":"town"}],"die":1})")
        << QStringList{"/defenders/0/strength"};
    QTest::newRow("NLB 3.42 negative defence strength is refused")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4],"defenders":[{"strength":-1}],"die":1})")
        << QStringList{"/defenders/0/strength"};
    QTest::newRow("NLB 3.42 a unit without a strength is refused")
        << QByteArray(
               R"({"ruleset":"nlb","attackers":[{"type":"cavalry"}],"defenders":[2],"die":1})")
        << QStringList{"/attackers/0/strength"};
    QTest::newRow("NLB 7.0 a combat without defenders is refused")
        << QByteArray(R"({"ruleset":"nlb","attackers":[4],"defenders":[],"die":1})")
        << QStringList{"defenders"};
}

void TestCombatNlb::requestRefused()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, fragments);

    const Result<CombatRequest> parsed =
        CombatRequest::fromJson(nlohmann::json::parse(request.toStdString()));
    QVERIFY2(!parsed.ok(), "the request was accepted");
    QCOMPARE(parsed.error().kind, ErrorKind::BadInput);
    for (const QString &fragment : fragments)
        QVERIFY2(q(parsed.error().message).contains(fragment),
                 qPrintable("\"" + fragment + "\" not in: " + q(parsed.error().message)));
}

QTEST_APPLESS_MAIN(TestCombatNlb)
#include "tst_combatnlb.moc"
