#include "combatresultstable.h"
#include "odds.h"
#include "testsupport.h"

#include <QtTest>

using umpire::ErrorKind;
using umpire::Result;
using umpire::crt::CombatResultsTable;
using umpire::crt::Odds;
using umpire::crt::Ruleset;
using umpire::test::q;
using umpire::test::shippedRuleset;

// NLB 7.0 / BMW 7.2: odds, their labels, and where they fall on the shipped charts.
class TestOdds : public QObject
{
    Q_OBJECT

  private slots:
    void roundedForDefender_data();
    void roundedForDefender();
    void roundingNeverFavoursTheAttacker();
    void describeRatio_data();
    void describeRatio();
    void labelRoundTrip_data();
    void labelRoundTrip();
    void ranksAscendWithTheOdds();
    void parseRefuses_data();
    void parseRefuses();
    void indexFor_data();
    void indexFor();
    void sharesCoverEveryFace_data();
    void sharesCoverEveryFace();
    void sharesOfAColumn_data();
    void sharesOfAColumn();

  private:
    // The odds a:b as a fraction num/den (3-1 is 3/1, 1-3 is 1/3).
    static std::pair<long, long> fraction(Odds odds)
    {
        return odds.rank() >= 0 ? std::pair<long, long>{odds.rank() + 1, 1}
                                : std::pair<long, long>{1, 1 - odds.rank()};
    }
};

void TestOdds::roundedForDefender_data()
{
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("defence");
    QTest::addColumn<QString>("odds");

    // The example of NLB 7.0 (and of BMW 7.2): 3.25 to 1 rounds down to 3 to 1.
    QTest::newRow("NLB 7.0 13 vs 4 is 3-1") << 13 << 4 << "3-1";
    QTest::newRow("BMW 7.2 13 vs 4 is 3-1") << 13 << 4 << "3-1";
    QTest::newRow("NLB 7.0 12 vs 4 is exactly 3-1") << 12 << 4 << "3-1";
    QTest::newRow("NLB 7.0 11 vs 4 (2.75 to 1) is 2-1") << 11 << 4 << "2-1";
    QTest::newRow("NLB 7.0 8 vs 4 is exactly 2-1") << 8 << 4 << "2-1";
    QTest::newRow("NLB 7.0 7 vs 4 (1.75 to 1) is 1-1") << 7 << 4 << "1-1";
    QTest::newRow("NLB 7.0 1 vs 1 is 1-1") << 1 << 1 << "1-1";
    QTest::newRow("NLB 7.0 60 vs 59 is 1-1") << 60 << 59 << "1-1";
    QTest::newRow("NLB 7.0 59 vs 60 (just under even) is 1-2") << 59 << 60 << "1-2";
    QTest::newRow("NLB 7.0 3 vs 4 (1 to 1.33) is 1-2") << 3 << 4 << "1-2";
    QTest::newRow("NLB 7.0 1 vs 2 is 1-2") << 1 << 2 << "1-2";
    QTest::newRow("NLB 7.0 5 vs 10 is exactly 1-2") << 5 << 10 << "1-2";
    QTest::newRow("NLB 7.0 5 vs 11 (1 to 2.2) is 1-3") << 5 << 11 << "1-3";
    QTest::newRow("NLB 7.0 2 vs 5 (1 to 2.5) is 1-3") << 2 << 5 << "1-3";
    QTest::newRow("NLB 7.0 4 vs 9 (1 to 2.25) is 1-3") << 4 << 9 << "1-3";
    QTest::newRow("NLB 7.0 4 vs 20 is exactly 1-5") << 4 << 20 << "1-5";
    QTest::newRow("NLB 7.0 4 vs 21 (1 to 5.25) is 1-6") << 4 << 21 << "1-6";
    QTest::newRow("NLB 7.0 1 vs 7 is 1-7") << 1 << 7 << "1-7";
    QTest::newRow("NLB 7.0 24 vs 4 is exactly 6-1") << 24 << 4 << "6-1";
    QTest::newRow("NLB 7.0 29 vs 4 (7.25 to 1) is 7-1, beyond the chart") << 29 << 4 << "7-1";
    QTest::newRow("NLB 7.0 60 vs 1 is 60-1") << 60 << 1 << "60-1";
    QTest::newRow("NLB 7.0 1 vs 60 is 1-60") << 1 << 60 << "1-60";
}

void TestOdds::roundedForDefender()
{
    QFETCH(int, attack);
    QFETCH(int, defence);
    QFETCH(QString, odds);

    const Odds rounded = Odds::roundedForDefender(attack, defence);
    QCOMPARE(q(rounded.label()), odds);
    const Result<Odds> parsed = Odds::parse(odds.toStdString());
    QVERIFY(parsed.ok());
    QCOMPARE(rounded.rank(), parsed->rank());
}

// NLB 7.0: "rounding down to one of the odds ratios ... always in favor of the defender": the odds
// chosen are at most the true ratio, and the next higher odds would exceed it.
void TestOdds::roundingNeverFavoursTheAttacker()
{
    for (int attack = 1; attack <= 60; ++attack) {
        for (int defence = 1; defence <= 60; ++defence) {
            const Odds chosen = Odds::roundedForDefender(attack, defence);
            const auto [num, den] = fraction(chosen);
            // num/den <= attack/defence
            if (num * defence > attack * den)
                QFAIL(qPrintable(QStringLiteral("%1 vs %2 gives %3, more than the true ratio")
                                     .arg(attack)
                                     .arg(defence)
                                     .arg(q(chosen.label()))));
            const Odds next = Odds::fromRank(chosen.rank() + 1);
            const auto [nextNum, nextDen] = fraction(next);
            // nextNum/nextDen > attack/defence
            if (nextNum * defence <= attack * nextDen)
                QFAIL(qPrintable(
                    QStringLiteral("%1 vs %2 gives %3, but %4 is not above the true ratio")
                        .arg(attack)
                        .arg(defence)
                        .arg(q(chosen.label()), q(next.label()))));
        }
    }
}

void TestOdds::describeRatio_data()
{
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("defence");
    QTest::addColumn<QString>("text");

    QTest::newRow("NLB 7.0 example: 13 to 4 is 3.25 to 1") << 13 << 4 << "13 to 4 is 3.25 to 1";
    QTest::newRow("NLB 7.0 12 to 4 is 3 to 1") << 12 << 4 << "12 to 4 is 3 to 1";
    QTest::newRow("NLB 7.0 2 to 5 is 1 to 2.5") << 2 << 5 << "2 to 5 is 1 to 2.5";
    QTest::newRow("NLB 7.0 1 to 1 is 1 to 1") << 1 << 1 << "1 to 1 is 1 to 1";
}

void TestOdds::describeRatio()
{
    QFETCH(int, attack);
    QFETCH(int, defence);
    QFETCH(QString, text);
    QCOMPARE(q(umpire::crt::describeRatio(attack, defence)), text);
}

void TestOdds::labelRoundTrip_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<int>("rank");

    // rank: 1-1 is 0, n-1 is n-1, 1-n is -(n-1)
    for (int n = 9; n >= 2; --n)
        QTest::newRow(qPrintable(QStringLiteral("odds column 1-%1").arg(n)))
            << QStringLiteral("1-%1").arg(n) << -(n - 1);
    QTest::newRow("odds column 1-1") << "1-1" << 0;
    for (int n = 2; n <= 9; ++n)
        QTest::newRow(qPrintable(QStringLiteral("odds column %1-1").arg(n)))
            << QStringLiteral("%1-1").arg(n) << n - 1;
    QTest::newRow("odds column 60-1 (NLB 7.0 60 vs 1)") << "60-1" << 59;
}

void TestOdds::labelRoundTrip()
{
    QFETCH(QString, label);
    QFETCH(int, rank);

    const Result<Odds> parsed = Odds::parse(label.toStdString());
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().message.c_str());
    QCOMPARE(parsed->rank(), rank);
    QCOMPARE(q(parsed->label()), label);
    QCOMPARE(q(Odds::fromRank(rank).label()), label);
    QVERIFY(Odds::fromRank(rank) == *parsed);
}

// The columns of every chart in NLB 7.7 run 1-5 ... 1-1 ... 6-1: comparison follows that order.
void TestOdds::ranksAscendWithTheOdds()
{
    const char *ascending[] = {"1-9", "1-8", "1-7", "1-6", "1-5", "1-4", "1-3", "1-2", "1-1",
                               "2-1", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1", "9-1"};
    std::optional<Odds> previous;
    for (const char *label : ascending) {
        const Result<Odds> odds = Odds::parse(label);
        QVERIFY2(odds.ok(), label);
        if (previous) {
            QVERIFY2(*previous < *odds, label);
            QVERIFY2(!(*odds < *previous), label);
        }
        previous = *odds;
    }
}

void TestOdds::parseRefuses_data()
{
    QTest::addColumn<QString>("label");

    QTest::newRow("0-1 is no odds column") << "0-1";
    QTest::newRow("1-0 is no odds column") << "1-0";
    QTest::newRow("3-2 is not N-1 or 1-N") << "3-2";
    QTest::newRow("2-2 is not N-1 or 1-N") << "2-2";
    QTest::newRow("abc is not odds") << "abc";
    QTest::newRow("3- lacks its second number") << "3-";
    QTest::newRow("-1-2 has a negative number") << "-1-2";
    QTest::newRow("1--2 has a negative number") << "1--2";
    QTest::newRow("empty text is not odds") << "";
    QTest::newRow("3-1x has text after the odds") << "3-1x";
    QTest::newRow("1-1-1 has a third number") << "1-1-1";
    QTest::newRow("3:1 uses the wrong separator") << "3:1";
}

void TestOdds::parseRefuses()
{
    QFETCH(QString, label);
    const Result<Odds> parsed = Odds::parse(label.toStdString());
    QVERIFY2(
        !parsed.ok(),
        qPrintable(
            QStringLiteral("accepted as %1").arg(parsed.ok() ? q(parsed->label()) : QString())));
    QCOMPARE(parsed.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(parsed.error().message).contains(QLatin1Char('"') + label + QLatin1Char('"')),
             parsed.error().message.c_str());
}

void TestOdds::indexFor_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("defence");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("column");

    // NLB 7.7 chart columns: 1-5 1-4 1-3 1-2 1-1 2-1 3-1 4-1 5-1 6-1 (indexes 0..9).
    QTest::newRow("NLB 7.8 1 vs 7 (1-7) is treated as 1-5, the first column")
        << "nlb" << 1 << 7 << 0 << "1-5";
    QTest::newRow("NLB 7.8 1 vs 60 is treated as 1-5") << "nlb" << 1 << 60 << 0 << "1-5";
    QTest::newRow("NLB 7.8 4 vs 20 is exactly 1-5, the first column")
        << "nlb" << 4 << 20 << 0 << "1-5";
    QTest::newRow("NLB 7.0 2 vs 5 reads the 1-3 column") << "nlb" << 2 << 5 << 2 << "1-3";
    QTest::newRow("NLB 7.0 1 vs 1 reads the 1-1 column") << "nlb" << 1 << 1 << 4 << "1-1";
    QTest::newRow("NLB 7.0 13 vs 4 reads the 3-1 column") << "nlb" << 13 << 4 << 6 << "3-1";
    QTest::newRow("NLB 7.0 24 vs 4 is exactly 6-1, the last column")
        << "nlb" << 24 << 4 << 9 << "6-1";
    QTest::newRow("NLB 7.8 29 vs 4 (7-1) is treated as 6-1, the last column")
        << "nlb" << 29 << 4 << 9 << "6-1";
    QTest::newRow("NLB 7.8 60 vs 1 is treated as 6-1") << "nlb" << 60 << 1 << 9 << "6-1";
    QTest::newRow("NAW CRT 1 vs 6 is resolved on 1-5") << "naw" << 1 << 6 << 0 << "1-5";
    QTest::newRow("NAW CRT 7 vs 1 is resolved on 6-1") << "naw" << 7 << 1 << 9 << "6-1";

    // BMW CRT: an automatic AL column at 1-5 or less, 1-4 .. 5-1 printed, an automatic DL at 6-1 or
    // more.
    QTest::newRow("BMW CRT 1 vs 5 is the automatic 1-5 or worse")
        << "bmw" << 1 << 5 << 0 << "1-5 or worse";
    QTest::newRow("BMW CRT 1 vs 9 is the automatic 1-5 or worse")
        << "bmw" << 1 << 9 << 0 << "1-5 or worse";
    QTest::newRow("BMW CRT 2 vs 9 (1 to 4.5) is 1-5 or worse")
        << "bmw" << 2 << 9 << 0 << "1-5 or worse";
    QTest::newRow("BMW CRT 1 vs 4 reads the printed 1-4 column") << "bmw" << 1 << 4 << 1 << "1-4";
    QTest::newRow("BMW 7.2 13 vs 4 reads the 3-1 column") << "bmw" << 13 << 4 << 6 << "3-1";
    QTest::newRow("BMW CRT 11 vs 2 (5.5 to 1) reads the printed 5-1 column")
        << "bmw" << 11 << 2 << 8 << "5-1";
    QTest::newRow("BMW CRT 6 vs 1 is the automatic 6-1 or better")
        << "bmw" << 6 << 1 << 9 << "6-1 or better";
    QTest::newRow("BMW CRT 60 vs 1 is the automatic 6-1 or better")
        << "bmw" << 60 << 1 << 9 << "6-1 or better";
}

void TestOdds::indexFor()
{
    QFETCH(QString, ruleset);
    QFETCH(int, attack);
    QFETCH(int, defence);
    QFETCH(int, index);
    QFETCH(QString, column);

    const CombatResultsTable &crt = shippedRuleset(ruleset.toStdString()).crt;
    QCOMPARE(crt.columns.size(), std::size_t(10));
    const std::size_t found = crt.indexFor(Odds::roundedForDefender(attack, defence));
    QCOMPARE(found, std::size_t(index));
    QCOMPARE(q(crt.columnName(found)), column);
}

void TestOdds::sharesCoverEveryFace_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("index");

    for (const char *id : {"nlb", "naw", "bmw"}) {
        const CombatResultsTable &crt = shippedRuleset(id).crt;
        for (std::size_t i = 0; i < crt.columns.size(); ++i)
            QTest::newRow(qPrintable(QStringLiteral("%1 column %2 has one result per die face")
                                         .arg(q(shippedRuleset(id).cite), q(crt.columnName(i)))))
                << QString::fromLatin1(id) << int(i);
    }
}

void TestOdds::sharesCoverEveryFace()
{
    QFETCH(QString, ruleset);
    QFETCH(int, index);

    const Ruleset &r = shippedRuleset(ruleset.toStdString());
    QCOMPARE(r.dieFaces, 6);
    const auto shares = r.crt.shares(std::size_t(index), r.dieFaces);
    QVERIFY(!shares.empty());
    int sum = 0;
    QStringList codes;
    for (const auto &share : shares) {
        QVERIFY(share.faces >= 1);
        QVERIFY2(!codes.contains(q(share.code)), share.code.c_str()); // each result once
        codes << q(share.code);
        QVERIFY2(r.result(share.code), share.code.c_str());
        sum += share.faces;
    }
    QCOMPARE(sum, r.dieFaces);
}

void TestOdds::sharesOfAColumn_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QStringList>("shares"); // "code:faces" in die order of first appearance

    // Counted from the charts in the rules texts (NAW: charts-and-data-notes.md; BMW: the CRT in
    // the standard rules), not from the data files.
    QTest::newRow("NAW CRT 2-1: Dr on 1-4, Ex on 5, Ar on 6")
        << "naw"
        << "2-1" << QStringList{"Dr:4", "Ex:1", "Ar:1"};
    QTest::newRow("NAW CRT 1-5: Ae on every face") << "naw"
                                                   << "1-5" << QStringList{"Ae:6"};
    QTest::newRow("NAW CRT 4-1: De 2, Dr 2, Ex 2") << "naw"
                                                   << "4-1" << QStringList{"De:2", "Dr:2", "Ex:2"};
    QTest::newRow("BMW CRT 1-1: DR 2, no effect 2, EX 1, AR 1")
        << "bmw"
        << "1-1" << QStringList{"DR:2", "-:2", "EX:1", "AR:1"};
    QTest::newRow("BMW CRT 3-1: DL 1, DR 3, no effect 1, AR 1")
        << "bmw"
        << "3-1" << QStringList{"DL:1", "DR:3", "-:1", "AR:1"};
    QTest::newRow("BMW CRT 1-5 or worse is an automatic AL")
        << "bmw"
        << "1-5 or worse" << QStringList{"AL:6"};
    QTest::newRow("BMW CRT 6-1 or better is an automatic DL")
        << "bmw"
        << "6-1 or better" << QStringList{"DL:6"};
}

void TestOdds::sharesOfAColumn()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, column);
    QFETCH(QStringList, shares);

    const Ruleset &r = shippedRuleset(ruleset.toStdString());
    std::optional<std::size_t> index;
    for (std::size_t i = 0; i < r.crt.columns.size(); ++i)
        if (q(r.crt.columnName(i)) == column)
            index = i;
    QVERIFY2(index, qPrintable(column));
    QStringList actual;
    for (const auto &share : r.crt.shares(*index, r.dieFaces))
        actual << QStringLiteral("%1:%2").arg(q(share.code)).arg(share.faces);
    QCOMPARE(actual, shares);
}

QTEST_APPLESS_MAIN(TestOdds)

#include "tst_odds.moc"
