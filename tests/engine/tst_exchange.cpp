#include "exchange.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <tuple>

using umpire::crt::CombatUnit;
using umpire::crt::ExchangeOption;
using umpire::crt::exchangeOptions;
using umpire::crt::maxExchangeUnits;

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

// "A:4 B:3 C:2" -> units A (4), B (3), C (2), in that order.
std::vector<CombatUnit> unitsOf(const QString &spec)
{
    std::vector<CombatUnit> units;
    for (const QString &item : spec.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList parts = item.split(QLatin1Char(':'));
        CombatUnit unit;
        unit.id = parts.at(0).toStdString();
        unit.strength = parts.at(1).toInt();
        units.push_back(unit);
    }
    return units;
}

QString nameOf(const ExchangeOption &option)
{
    QStringList ids;
    for (const std::string &id : option.units)
        ids << q(id);
    return ids.join(QLatin1Char('+'));
}

// An option's key for comparing lists where the order within equal (excess, size) is free.
using Key = std::tuple<int, std::size_t, QString>;

} // namespace

// NLB 7.83 Ex: "The Attacking Player must eliminate attacking units whose total, printed (face
// value) Combat Strengths at least equal the total printed Combat Strengths of the eliminated
// defending units. Only units which participated in a particular attack may be so eliminated."
class TestExchange : public QObject
{
    Q_OBJECT

  private slots:
    void options_data();
    void options();
    void maxOptionsHonoured_data();
    void maxOptionsHonoured();
    void everyIrreducibleSetListed();
    void manyUnitsGiveOneGreedyOption_data();
    void manyUnitsGiveOneGreedyOption();

  private:
    // The checks every option list must pass, whatever the case.
    static void checkOptions(const std::vector<CombatUnit> &eligible, int loss,
                             const std::vector<ExchangeOption> &options);
};

void TestExchange::checkOptions(const std::vector<CombatUnit> &eligible, int loss,
                                const std::vector<ExchangeOption> &options)
{
    std::map<std::string, int> strengthOf;
    int total = 0;
    for (const CombatUnit &u : eligible) {
        strengthOf[u.id] = u.strength;
        total += u.strength;
    }
    for (std::size_t i = 0; i < options.size(); ++i) {
        const ExchangeOption &o = options[i];
        const QString name = nameOf(o);
        int sum = 0;
        std::set<std::string> seen;
        for (const std::string &id : o.units) {
            QVERIFY2(strengthOf.count(id), qPrintable(name));   // only units that took part
            QVERIFY2(seen.insert(id).second, qPrintable(name)); // each unit once
            sum += strengthOf[id];
        }
        QCOMPARE(o.strength, sum);
        if (total <= loss) {
            // Everyone, since nobody can be spared.
            QCOMPARE(o.units.size(), eligible.size());
            continue;
        }
        QVERIFY2(sum >= loss, qPrintable(name)); // "at least equal"
        QCOMPARE(o.excess, sum - loss);
        for (const std::string &id : o.units) // irreducible: no unit could be spared
            QVERIFY2(sum - strengthOf[id] < loss,
                     qPrintable(name + QStringLiteral(" could spare ") + q(id)));
        if (i > 0) { // least excess first, then fewest units
            const ExchangeOption &p = options[i - 1];
            QVERIFY2(std::make_pair(p.excess, p.units.size()) <=
                         std::make_pair(o.excess, o.units.size()),
                     qPrintable(nameOf(p) + QStringLiteral(" before ") + name));
        }
    }
}

void TestExchange::options_data()
{
    QTest::addColumn<QString>("eligible");
    QTest::addColumn<int>("loss");
    QTest::addColumn<int>("maxOptions");
    QTest::addColumn<QStringList>("expected"); // in order; within equal excess and size, any order

    // Worked by hand: for A:4 B:3 C:2 and a loss of 5, the sets reaching 5 are B+C (5), A+C (6),
    // A+B (7) and A+B+C (9); the last can spare C.
    QTest::newRow("NLB 7.83 loss met exactly by one set")
        << "A:4 B:3 C:2" << 5 << 10 << QStringList{"B+C", "A+C", "A+B"};
    QTest::newRow("NLB 7.83 least excess first")
        << "A:6 B:4 C:3" << 7 << 10 << QStringList{"B+C", "A+C", "A+B"};
    QTest::newRow("NLB 7.83 equal excess: fewest units first")
        << "B:3 C:2 A:5" << 5 << 10 << QStringList{"A", "B+C"};
    QTest::newRow("NLB 7.83 loss 4 from 1 2 3 4: D, A+C, then B+C")
        << "A:1 B:2 C:3 D:4" << 4 << 10 << QStringList{"D", "A+C", "B+C"};
    QTest::newRow("NLB 7.83 a strong unit alone, never with one it could spare")
        << "A:10 B:1" << 5 << 10 << QStringList{"A"};
    QTest::newRow("NLB 7.83 three needed together")
        << "A:3 B:3 C:3" << 7 << 10 << QStringList{"A+B+C"};
    QTest::newRow("NLB 7.83 two equal units each meet the loss alone")
        << "A:3 B:3" << 3 << 10 << QStringList{"A", "B"};
    QTest::newRow("NLB 7.83 exact loss beats fewer units with excess")
        << "A:1 B:1 C:1 D:1 E:5" << 4 << 10 << QStringList{"A+B+C+D", "E"};
    QTest::newRow("NLB 7.83 one unit exactly the loss") << "A:5" << 5 << 10 << QStringList{"A"};
    QTest::newRow("NLB 7.83 one unit above the loss") << "A:7" << 5 << 10 << QStringList{"A"};
    QTest::newRow("NLB 7.83 total short of the loss: everyone")
        << "A:2 B:3" << 8 << 10 << QStringList{"A+B"};
    QTest::newRow("NLB 7.83 total exactly the loss: everyone")
        << "A:2 B:3" << 5 << 10 << QStringList{"A+B"};
    QTest::newRow("NLB 7.83 no eligible attacker: no option") << "" << 4 << 10 << QStringList{};
    QTest::newRow("NLB 7.83 maxOptions 2 keeps the two best")
        << "A:1 B:2 C:3 D:4" << 4 << 2 << QStringList{"D", "A+C"};
    QTest::newRow("NLB 7.83 maxOptions 1 keeps the best")
        << "A:1 B:2 C:3 D:4" << 4 << 1 << QStringList{"D"};
}

void TestExchange::options()
{
    QFETCH(QString, eligible);
    QFETCH(int, loss);
    QFETCH(int, maxOptions);
    QFETCH(QStringList, expected);

    const std::vector<CombatUnit> units = unitsOf(eligible);
    const std::vector<ExchangeOption> options =
        exchangeOptions(units, loss, std::size_t(maxOptions));
    checkOptions(units, loss, options);
    if (QTest::currentTestFailed())
        return;

    std::map<QString, int> strengthOf;
    for (const CombatUnit &u : units)
        strengthOf[q(u.id)] = u.strength;
    auto keyOf = [&](const QString &name) {
        const QStringList ids = name.split(QLatin1Char('+'));
        int sum = 0;
        for (const QString &id : ids)
            sum += strengthOf[id];
        return Key{sum - loss, std::size_t(ids.size()), name};
    };
    std::vector<Key> want;
    for (const QString &name : expected)
        want.push_back(keyOf(name));
    std::vector<Key> got;
    for (const ExchangeOption &o : options)
        got.push_back(keyOf(nameOf(o)));
    // Both lists are in (excess, size) order, checked above for `got`; sorting settles ties by
    // name.
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    QStringList gotNames, wantNames;
    for (const Key &k : got)
        gotNames << std::get<2>(k);
    for (const Key &k : want)
        wantNames << std::get<2>(k);
    QCOMPARE(gotNames, wantNames);
    QStringList inOrder;
    for (const ExchangeOption &o : options)
        inOrder << nameOf(o);
    // Where the expected order has no ties, it is exact.
    bool ties = false;
    for (std::size_t i = 1; i < want.size(); ++i)
        ties = ties || (std::get<0>(want[i]) == std::get<0>(want[i - 1]) &&
                        std::get<1>(want[i]) == std::get<1>(want[i - 1]));
    if (!ties)
        QCOMPARE(inOrder, expected);
}

void TestExchange::maxOptionsHonoured_data()
{
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("loss");
    QTest::addColumn<int>("maxOptions");
    QTest::addColumn<int>("count");

    // Six strength-1 units and a loss of 3: any three of them, C(6,3) = 20 sets, all exact.
    QTest::newRow("NLB 7.83 20 equal sets, default keeps 10") << 6 << 3 << -1 << 10;
    QTest::newRow("NLB 7.83 20 equal sets, maxOptions 5") << 6 << 3 << 5 << 5;
    QTest::newRow("NLB 7.83 20 equal sets, maxOptions 1") << 6 << 3 << 1 << 1;
    QTest::newRow("NLB 7.83 20 equal sets, maxOptions 20") << 6 << 3 << 20 << 20;
    QTest::newRow("NLB 7.83 20 equal sets, maxOptions 100 lists all 20") << 6 << 3 << 100 << 20;
    // Twenty strength-1 units (maxExchangeUnits) and a loss of 19: C(20,19) = 20 sets, still
    // enumerated.
    QTest::newRow("NLB 7.83 20 attackers are still enumerated") << 20 << 19 << 100 << 20;
}

void TestExchange::maxOptionsHonoured()
{
    QFETCH(int, units);
    QFETCH(int, loss);
    QFETCH(int, maxOptions);
    QFETCH(int, count);

    std::vector<CombatUnit> eligible;
    for (int i = 0; i < units; ++i)
        eligible.push_back(CombatUnit{"U" + std::to_string(i + 1), 1});
    const std::vector<ExchangeOption> options =
        maxOptions < 0 ? exchangeOptions(eligible, loss)
                       : exchangeOptions(eligible, loss, std::size_t(maxOptions));
    QCOMPARE(int(options.size()), count);
    checkOptions(eligible, loss, options);
    std::set<QString> distinct;
    for (const ExchangeOption &o : options) {
        QCOMPARE(int(o.units.size()), loss);
        QCOMPARE(o.excess, 0);
        QVERIFY2(distinct.insert(nameOf(o)).second, qPrintable(nameOf(o)));
    }
}

// Against a brute-force reading of NLB 7.83 written here: every set of the eligible units that
// reaches the loss and could spare none of its units, each listed once.
void TestExchange::everyIrreducibleSetListed()
{
    std::mt19937 random(7830);
    std::uniform_int_distribution<int> strength(1, 8);
    std::uniform_int_distribution<int> size(1, 7);
    for (int round = 0; round < 300; ++round) {
        std::vector<CombatUnit> units;
        const int n = size(random);
        int total = 0;
        for (int i = 0; i < n; ++i) {
            units.push_back(CombatUnit{std::string(1, char('A' + i)), strength(random)});
            total += units.back().strength;
        }
        for (int loss = 1; loss <= total + 1; ++loss) {
            const std::vector<ExchangeOption> options = exchangeOptions(units, loss, 1000);
            checkOptions(units, loss, options);
            if (QTest::currentTestFailed())
                return;
            std::set<QString> expected;
            if (total <= loss) {
                QStringList all;
                for (const CombatUnit &u : units)
                    all << q(u.id);
                expected.insert(all.join(QLatin1Char('+')));
            } else {
                for (unsigned mask = 1; mask < (1u << n); ++mask) {
                    int sum = 0;
                    QStringList ids;
                    for (int i = 0; i < n; ++i)
                        if (mask & (1u << i)) {
                            sum += units[std::size_t(i)].strength;
                            ids << q(units[std::size_t(i)].id);
                        }
                    bool spare = false;
                    for (int i = 0; i < n; ++i)
                        if ((mask & (1u << i)) && sum - units[std::size_t(i)].strength >= loss)
                            spare = true;
                    if (sum >= loss && !spare)
                        expected.insert(ids.join(QLatin1Char('+')));
                }
            }
            std::set<QString> got;
            for (const ExchangeOption &o : options)
                QVERIFY2(got.insert(nameOf(o)).second, qPrintable(nameOf(o)));
            if (got != expected) {
                QStringList spec;
                for (const CombatUnit &u : units)
                    spec << QStringLiteral("%1:%2").arg(q(u.id)).arg(u.strength);
                QFAIL(qPrintable(QStringLiteral("%1, loss %2: got %3 sets, expected %4")
                                     .arg(spec.join(QLatin1Char(' ')))
                                     .arg(loss)
                                     .arg(got.size())
                                     .arg(expected.size())));
            }
        }
    }
}

void TestExchange::manyUnitsGiveOneGreedyOption_data()
{
    QTest::addColumn<QList<int>>("strengths");
    QTest::addColumn<int>("loss");
    QTest::addColumn<int>(
        "strength"); // of the option; -1 when any strength reaching the loss will do

    QList<int> oneToTwentyOne;
    for (int s = 1; s <= 21; ++s)
        oneToTwentyOne << s;
    QList<int> twentyOnes(21, 1);
    QList<int> twosAndASeven(20, 2);
    twosAndASeven << 7;

    QTest::newRow("NLB 7.83 21 attackers: one option reaching a loss of 30")
        << oneToTwentyOne << 30 << -1;
    QTest::newRow("NLB 7.83 21 attackers: one option reaching a loss of 200")
        << oneToTwentyOne << 200 << -1;
    QTest::newRow("NLB 7.83 21 attackers of 1: exactly 10 of them for a loss of 10")
        << twentyOnes << 10 << 10;
    QTest::newRow("NLB 7.83 21 attackers: a loss of 1 takes one unit") << oneToTwentyOne << 1 << -1;
    QTest::newRow("NLB 7.83 21 attackers: one option reaching a loss of 10")
        << twosAndASeven << 10 << -1;
    // 1 + 2 + ... + 21 = 231.
    QTest::newRow("NLB 7.83 21 attackers short of the loss: everyone")
        << oneToTwentyOne << 240 << 231;
    QTest::newRow("NLB 7.83 21 attackers exactly the loss: everyone")
        << oneToTwentyOne << 231 << 231;
}

void TestExchange::manyUnitsGiveOneGreedyOption()
{
    QFETCH(QList<int>, strengths);
    QFETCH(int, loss);
    QFETCH(int, strength);

    QVERIFY(std::size_t(strengths.size()) > maxExchangeUnits);
    std::vector<CombatUnit> eligible;
    for (int i = 0; i < strengths.size(); ++i)
        eligible.push_back(CombatUnit{"U" + std::to_string(i + 1), strengths[i]});
    const std::vector<ExchangeOption> options = exchangeOptions(eligible, loss);
    QCOMPARE(options.size(), std::size_t(1));
    checkOptions(eligible, loss, options);
    if (strength >= 0)
        QCOMPARE(options.front().strength, strength);
    int total = 0;
    for (int s : strengths)
        total += s;
    if (total > loss)
        QVERIFY(options.front().strength >= loss);
    else
        QCOMPARE(options.front().units.size(), eligible.size());
}

QTEST_APPLESS_MAIN(TestExchange)

#include "tst_exchange.moc"
