#include "roll.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <array>
#include <cstdint>
#include <vector>

using umpire::DiceGenerator;
using umpire::ErrorKind;
using umpire::Result;
using umpire::Roll;

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

// Pearson's chi-square statistic of observed counts against equal expected counts.
double chiSquare(const std::vector<long> &counts, long total)
{
    const double expected = double(total) / double(counts.size());
    double sum = 0;
    for (long observed : counts)
        sum += (double(observed) - expected) * (double(observed) - expected) / expected;
    return sum;
}

} // namespace

// DESIGN "Roll": a die result with its provenance, physical or drawn by the seeded generator,
// whose seed and draw let any roll be re-derived on replay.
class TestRoll : public QObject
{
    Q_OBJECT

  private slots:
    void physicalRefuses_data();
    void physicalRefuses();
    void physicalAccepts_data();
    void physicalAccepts();
    void sameSeedAndDrawSameValue_data();
    void sameSeedAndDrawSameValue();
    void drawIndexAdvancesByOne();
    void restartAtDrawContinues_data();
    void restartAtDrawContinues();
    void differentSeedsDiffer_data();
    void differentSeedsDiffer();
    void facesAreUniform_data();
    void facesAreUniform();
    void consecutiveDrawsAreIndependent_data();
    void consecutiveDrawsAreIndependent();
    void describeNamesTheSource_data();
    void describeNamesTheSource();
    void freshSeedIsShortEnoughToType();
    void fromJsonRefuses_data();
    void fromJsonRefuses();
    void fromJsonReads();
};

void TestRoll::physicalRefuses_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("faces");

    QTest::newRow("NLB 7.0 a six-sided die has no face 0") << 0 << 6;
    QTest::newRow("NLB 7.0 a six-sided die has no face 7") << 7 << 6;
    QTest::newRow("NLB 7.0 a six-sided die has no face -1") << -1 << 6;
    QTest::newRow("NLB 7.0 a six-sided die has no face 60") << 60 << 6;
    QTest::newRow("a ten-sided die has no face 11") << 11 << 10;
}

void TestRoll::physicalRefuses()
{
    QFETCH(int, value);
    QFETCH(int, faces);

    const Result<Roll> roll = Roll::physical(value, faces);
    QVERIFY(!roll.ok());
    QCOMPARE(roll.error().kind, ErrorKind::BadInput);
    const QString message = q(roll.error().message);
    // It names the value entered and the die it is not a face of, and says what to enter.
    QVERIFY2(message.contains(QStringLiteral("die %1 ").arg(value)), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("%1-sided die").arg(faces)), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("1 to %1").arg(faces)), qPrintable(message));
}

void TestRoll::physicalAccepts_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("faces");

    for (int face = 1; face <= 6; ++face)
        QTest::newRow(qPrintable(QStringLiteral("NLB 7.0 a six-sided die shows %1").arg(face)))
            << face << 6;
    QTest::newRow("a ten-sided die shows 10") << 10 << 10;
}

void TestRoll::physicalAccepts()
{
    QFETCH(int, value);
    QFETCH(int, faces);

    const Result<Roll> roll = Roll::physical(value, faces);
    QVERIFY2(roll.ok(), roll.ok() ? "" : roll.error().message.c_str());
    QCOMPARE(roll->value, value);
    QCOMPARE(roll->source, Roll::Source::Physical);
}

void TestRoll::sameSeedAndDrawSameValue_data()
{
    QTest::addColumn<quint64>("seed");

    QTest::newRow("seed 0 replays") << quint64(0);
    QTest::newRow("seed 42 replays") << quint64(42);
    QTest::newRow("seed 999999999 (largest fresh seed) replays") << quint64(999999999);
    QTest::newRow("seed 2^64-1 replays") << quint64(UINT64_MAX);
}

// Replay: the value of draw k from seed s is the same whether asked for directly, from a fresh
// generator, or twice.
void TestRoll::sameSeedAndDrawSameValue()
{
    QFETCH(quint64, seed);

    DiceGenerator a(seed);
    DiceGenerator b(seed);
    for (std::uint64_t draw = 0; draw < 200; ++draw) {
        const Roll ra = a.roll(6);
        const Roll rb = b.roll(6);
        QCOMPARE(ra.value, rb.value);
        QCOMPARE(ra.value, DiceGenerator::valueAt(seed, draw, 6));
        QCOMPARE(DiceGenerator::valueAt(seed, draw, 6), DiceGenerator::valueAt(seed, draw, 6));
        QVERIFY(ra.value >= 1 && ra.value <= 6);
        QCOMPARE(ra.source, Roll::Source::Generated);
        QCOMPARE(ra.seed, std::uint64_t(seed));
        QCOMPARE(ra.draw, draw);
    }
}

void TestRoll::drawIndexAdvancesByOne()
{
    DiceGenerator generator(7, 0);
    QCOMPARE(generator.seed(), std::uint64_t(7));
    QCOMPARE(generator.nextDraw(), std::uint64_t(0));
    for (std::uint64_t k = 0; k < 50; ++k) {
        const Roll roll = generator.roll(6);
        QCOMPARE(roll.draw, k);
        QCOMPARE(generator.nextDraw(), k + 1);
        QCOMPARE(generator.seed(), std::uint64_t(7));
    }
    // A die of another size still uses up exactly one draw.
    const Roll d10 = generator.roll(10);
    QCOMPARE(d10.draw, std::uint64_t(50));
    QCOMPARE(generator.nextDraw(), std::uint64_t(51));
}

void TestRoll::restartAtDrawContinues_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("restartAt");

    QTest::newRow("journal replay: seed 42 restarted at draw 0") << quint64(42) << quint64(0);
    QTest::newRow("journal replay: seed 42 restarted at draw 1") << quint64(42) << quint64(1);
    QTest::newRow("journal replay: seed 42 restarted at draw 17") << quint64(42) << quint64(17);
    QTest::newRow("journal replay: seed 123456789 restarted at draw 100")
        << quint64(123456789) << quint64(100);
}

// A game reopened from its journal (seed s, k draws used) goes on with the same dice as one never
// closed.
void TestRoll::restartAtDrawContinues()
{
    QFETCH(quint64, seed);
    QFETCH(quint64, restartAt);

    DiceGenerator original(seed);
    for (std::uint64_t i = 0; i < restartAt; ++i)
        (void)original.roll(6);
    DiceGenerator restarted(seed, restartAt);
    QCOMPARE(restarted.nextDraw(), std::uint64_t(restartAt));
    for (int i = 0; i < 50; ++i) {
        const Roll a = original.roll(6);
        const Roll b = restarted.roll(6);
        QCOMPARE(b.value, a.value);
        QCOMPARE(b.draw, a.draw);
        QCOMPARE(b.seed, a.seed);
    }
}

void TestRoll::differentSeedsDiffer_data()
{
    QTest::addColumn<quint64>("seedA");
    QTest::addColumn<quint64>("seedB");

    QTest::newRow("seeds 0 and 1 differ") << quint64(0) << quint64(1);
    QTest::newRow("seeds 42 and 43 differ") << quint64(42) << quint64(43);
    QTest::newRow("seeds 1 and 2 differ") << quint64(1) << quint64(2);
    QTest::newRow("seeds 42 and 42+2^32 differ")
        << quint64(42) << (quint64(42) + (quint64(1) << 32));
    QTest::newRow("seeds 0 and 2^63 differ") << quint64(0) << (quint64(1) << 63);
    QTest::newRow("seeds 0 and 2^64-1 differ") << quint64(0) << quint64(UINT64_MAX);
}

void TestRoll::differentSeedsDiffer()
{
    QFETCH(quint64, seedA);
    QFETCH(quint64, seedB);

    int differences = 0;
    for (std::uint64_t draw = 0; draw < 20; ++draw)
        if (DiceGenerator::valueAt(seedA, draw, 6) != DiceGenerator::valueAt(seedB, draw, 6))
            ++differences;
    QVERIFY2(differences > 0, "the first 20 draws of the two seeds are the same");
    // Independent d6 sequences agree on about 1 draw in 6; 15 or more agreements in 20 would be
    // below one chance in a billion.
    QVERIFY2(differences > 5,
             qPrintable(QStringLiteral("only %1 of 20 draws differ").arg(differences)));
}

void TestRoll::facesAreUniform_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("faces");
    QTest::addColumn<double>("bound");

    // Chi-square critical values at p = 0.001 (df = faces - 1). The seed is fixed, so the outcome
    // is deterministic: a failure means a biased generator, not bad luck.
    QTest::newRow("d6 from seed 42 is uniform over 60000 draws") << quint64(42) << 6 << 20.515;
    QTest::newRow("d6 from seed 0 is uniform over 60000 draws") << quint64(0) << 6 << 20.515;
    QTest::newRow("d6 from seed 20150618 is uniform over 60000 draws")
        << quint64(20150618) << 6 << 20.515;
    QTest::newRow("d10 from seed 42 is uniform over 60000 draws") << quint64(42) << 10 << 27.877;
    QTest::newRow("d20 from seed 42 is uniform over 60000 draws") << quint64(42) << 20 << 43.820;
}

void TestRoll::facesAreUniform()
{
    QFETCH(quint64, seed);
    QFETCH(int, faces);
    QFETCH(double, bound);

    constexpr long draws = 60000;
    std::vector<long> counts(std::size_t(faces), 0);
    DiceGenerator generator(seed);
    for (long i = 0; i < draws; ++i) {
        const int value = generator.roll(faces).value;
        QVERIFY(value >= 1 && value <= faces);
        ++counts[std::size_t(value - 1)];
    }
    const double chi2 = chiSquare(counts, draws);
    QStringList shown;
    for (long c : counts)
        shown << QString::number(c);
    QVERIFY2(chi2 < bound, qPrintable(QStringLiteral("chi-square %1 >= %2; counts %3")
                                          .arg(chi2)
                                          .arg(bound)
                                          .arg(shown.join(QLatin1Char(' ')))));
    for (long c : counts)
        QVERIFY(c > 0);
}

void TestRoll::consecutiveDrawsAreIndependent_data()
{
    QTest::addColumn<quint64>("seed");

    QTest::newRow("pairs of d6 draws from seed 42 are uniform over 36 cells") << quint64(42);
    QTest::newRow("pairs of d6 draws from seed 7 are uniform over 36 cells") << quint64(7);
}

// Draw k and draw k+1 of one seed must not be correlated: the pairs fill the 6x6 table evenly.
void TestRoll::consecutiveDrawsAreIndependent()
{
    QFETCH(quint64, seed);

    constexpr long pairs = 60000;
    std::vector<long> counts(36, 0);
    for (long i = 0; i < pairs; ++i) {
        const int a = DiceGenerator::valueAt(seed, std::uint64_t(2 * i), 6);
        const int b = DiceGenerator::valueAt(seed, std::uint64_t(2 * i + 1), 6);
        ++counts[std::size_t((a - 1) * 6 + (b - 1))];
    }
    const double chi2 = chiSquare(counts, pairs);
    QVERIFY2(chi2 < 66.619,
             qPrintable(QStringLiteral("chi-square %1 over 35 degrees of freedom").arg(chi2)));
}

void TestRoll::describeNamesTheSource_data()
{
    QTest::addColumn<bool>("generated");
    QTest::addColumn<int>(
        "value"); // physical rolls only; a generated roll's value is valueAt(seed, draw)
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("draw");
    QTest::addColumn<QString>("text"); // %1 stands for the value

    QTest::newRow("a physical die says so")
        << false << 3 << quint64(0) << quint64(0) << "%1 (physical die)";
    QTest::newRow("a generated roll names seed and draw")
        << true << 0 << quint64(42) << quint64(0) << "%1 (generated: seed 42, draw 0)";
    QTest::newRow("a generated roll names a large seed and a later draw")
        << true << 0 << quint64(999999999) << quint64(1234)
        << "%1 (generated: seed 999999999, draw 1234)";
}

void TestRoll::describeNamesTheSource()
{
    QFETCH(bool, generated);
    QFETCH(int, value);
    QFETCH(quint64, seed);
    QFETCH(quint64, draw);
    QFETCH(QString, text);

    Roll roll;
    if (generated) {
        roll = DiceGenerator(seed, draw).roll(6);
        value = DiceGenerator::valueAt(seed, draw, 6);
    } else {
        roll = Roll::physical(value, 6).value();
    }
    QCOMPARE(q(roll.describe()), text.arg(value));
}

void TestRoll::freshSeedIsShortEnoughToType()
{
    for (int i = 0; i < 20; ++i)
        QVERIFY(DiceGenerator::freshSeed() < 1000000000ULL);
}

// A roll of a user's JSON is checked for type and range before it is converted, so that
// 9223372036854775808 is never die 0 and a seed of -1 never 18446744073709551615.
void TestRoll::fromJsonRefuses_data()
{
    QTest::addColumn<QByteArray>("roll");
    QTest::addColumn<QString>("message");

    QTest::newRow("2^63 is out of range, not die 0")
        << QByteArray("9223372036854775808")
        << R"("roll": 9223372036854775808 is out of range (a die of 1 to 6))";
    QTest::newRow("2^32 + 3 is out of range, not die 3")
        << QByteArray("4294967299") << R"("roll": 4294967299 is out of range (a die of 1 to 6))";
    QTest::newRow("a negative beyond an int")
        << QByteArray("-4294967295") << R"("roll": -4294967295 is out of range (a die of 1 to 6))";
    QTest::newRow("2^64 is out of range")
        << QByteArray("18446744073709551616")
        << R"("roll": 1.8446744073709552e+19 is out of range (a die of 1 to 6))";
    QTest::newRow("a fraction is not a die")
        << QByteArray("2.5") << R"("roll" must be a whole number (a die of 1 to 6), not 2.5)";
    QTest::newRow("7 is not a face")
        << QByteArray("7") << "die 7 is not a face of a 6-sided die: enter 1 to 6";
    QTest::newRow("a word is not a roll")
        << QByteArray(R"("three")")
        << R"("roll": a roll is a die value or {"value", "source", "seed", "draw"}, not "three")";
    QTest::newRow("a long list is shown by its size")
        << QByteArray("[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]")
        << R"("roll": a roll is a die value or {"value", "source", "seed", "draw"}, not an array of 20 items)";
    QTest::newRow("an object without its value")
        << QByteArray(R"({"source": "physical"})") << R"("roll": a roll needs its "value")";
    QTest::newRow("a value out of range in the object")
        << QByteArray(R"({"value": 9223372036854775808})")
        << R"("value": 9223372036854775808 is out of range (a die of 1 to 6))";
    QTest::newRow("a seed of -1")
        << QByteArray(R"({"value": 3, "source": "generated", "seed": -1, "draw": 0})")
        << R"("seed" must be a whole number of 0 or more, not -1)";
    QTest::newRow("a draw of -1")
        << QByteArray(R"({"value": 3, "source": "generated", "seed": 4, "draw": -1})")
        << R"("draw" must be a whole number of 0 or more, not -1)";
    QTest::newRow("a seed of 2^64")
        << QByteArray(R"({"value": 3, "source": "generated", "seed": 18446744073709551616})")
        << R"("seed": 1.8446744073709552e+19 is out of range (a whole number of 0 to 18446744073709551615))";
    QTest::newRow("a seed as a word")
        << QByteArray(R"({"value": 3, "source": "generated", "seed": "42"})")
        << R"("seed" must be a whole number of 0 or more, not "42")";
    QTest::newRow("an unknown source")
        << QByteArray(R"({"value": 3, "source": "dice tower"})")
        << R"("source" must be "physical" or "generated", not "dice tower")";
}

void TestRoll::fromJsonRefuses()
{
    QFETCH(QByteArray, roll);
    QFETCH(QString, message);
    const nlohmann::json doc = nlohmann::json::parse(roll.toStdString());
    const Result<Roll> r = umpire::rollFromJson(doc, "roll", 6);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    QCOMPARE(q(r.error().message), message);
}

void TestRoll::fromJsonReads()
{
    using nlohmann::json;
    Result<Roll> plain = umpire::rollFromJson(json(4), "roll", 6);
    QVERIFY(plain.ok());
    QCOMPARE(plain->value, 4);
    QVERIFY(plain->source == Roll::Source::Physical);
    Result<Roll> whole = umpire::rollFromJson(json(4.0), "roll", 6);
    QVERIFY(whole.ok());
    QCOMPARE(whole->value, 4);
    const json generated = json::parse(
        R"({"value": 2, "source": "generated", "seed": 18446744073709551615, "draw": 7})");
    Result<Roll> g = umpire::rollFromJson(generated, "roll", 6);
    QVERIFY(g.ok());
    QVERIFY(g->source == Roll::Source::Generated);
    QCOMPARE(g->seed, std::uint64_t(18446744073709551615ULL));
    QCOMPARE(g->draw, std::uint64_t(7));
    // Without a die (a roll the program recorded), any value an int holds; still never truncated.
    QVERIFY(umpire::rollFromJson(json(9), "roll", std::nullopt).ok());
    QVERIFY(!umpire::rollFromJson(json(4294967299ULL), "roll", std::nullopt).ok());
}

QTEST_APPLESS_MAIN(TestRoll)

#include "tst_roll.moc"
