// Each ruleset's sequence of play, with "what comes next" (NLB 4.1, BMW 3.2, N1815
// 8, VV 4.1).
#include "sequenceofplay.h"
#include "testsupport.h"

#include <QtTest>

#include <fstream>

using nlohmann::json;
using umpire::crt::SequenceStep;
using umpire::test::q;

namespace {

json readShipped(const QString &relative)
{
    std::ifstream in((QStringLiteral(UMPIRE_RULESDATA_DIR "/") + relative).toStdString());
    return json::parse(in, nullptr, false);
}

QString describe(const std::vector<SequenceStep> &steps)
{
    QStringList out;
    for (const SequenceStep &s : steps)
        out << q(s.player.empty() ? s.phase : s.player + " " + s.phase) + " [" + q(s.who) + ", " +
                   q(s.rule) + "]";
    return out.join(" | ");
}

} // namespace

class TestSequenceOfPlay : public QObject
{
    Q_OBJECT

  private slots:
    void shippedSequences_data();
    void shippedSequences();
    void missingSectionGivesNoSteps();
};

void TestSequenceOfPlay::shippedSequences_data()
{
    QTest::addColumn<QString>(
        "source"); // a ruleset id, or a rule file whose "sequenceOfPlay" is read
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<QString>("expected");
    QTest::newRow("NLB 4.1 French then Allied")
        << "nlb" << QStringList{"French", "Allied"}
        << "French Movement [phasing, NLB 4.1 A] | French Combat [phasing, NLB 4.1 B] | Allied "
           "Movement [phasing, NLB 4.1 A] | "
           "Allied Combat [phasing, NLB 4.1 B] | Game Turn Record Interphase [both, NLB 4.1 3]";
    QTest::newRow("N1815 8 weather, French then Allied / Prussian, victory")
        << "n1815.json" << QStringList{"French", "Allied / Prussian"}
        << "Determine Weather [both, N1815 8 A] | French Movement [phasing, N1815 8 B] | French "
           "Combat [phasing, N1815 8 C] | "
           "Allied / Prussian Movement [phasing, N1815 8 B] | Allied / Prussian Combat [phasing, "
           "N1815 8 C] | "
           "Determine Victory [both, N1815 8 F]";
    QTest::newRow("VV 4.1 two players, the passive player fires and checks")
        << "vaevictis/common.json" << QStringList{"First", "Second"}
        << "First Movement [phasing, VV 4.1 1] | First Defensive fire [passive, VV 4.1 2] | First "
           "Melee [phasing, VV 4.1 3] | "
           "First Demoralisation checks [passive, VV 4.1 4] | Second Movement [phasing, VV 4.1 1] "
           "| "
           "Second Defensive fire [passive, VV 4.1 2] | Second Melee [phasing, VV 4.1 3] | "
           "Second Demoralisation checks [passive, VV 4.1 4]";
}

void TestSequenceOfPlay::shippedSequences()
{
    QFETCH(QString, source);
    QFETCH(QStringList, players);
    QFETCH(QString, expected);
    std::vector<std::string> order;
    for (const QString &p : players)
        order.push_back(p.toStdString());
    std::vector<SequenceStep> steps;
    if (source.endsWith(".json")) {
        const json file = readShipped(source);
        QVERIFY2(file.is_object() && file.contains("sequenceOfPlay"), qPrintable(source));
        steps = umpire::crt::turnSequence(file["sequenceOfPlay"], order);
    } else {
        steps =
            umpire::crt::turnSequence(umpire::test::shippedRuleset(source.toStdString()), order);
    }
    QCOMPARE(describe(steps), expected);
}

void TestSequenceOfPlay::missingSectionGivesNoSteps()
{
    QVERIFY(umpire::crt::turnSequence(json::object(), {"A"}).empty());
    QVERIFY(umpire::crt::turnSequence(json(), {"A"}).empty());
}

QTEST_APPLESS_MAIN(TestSequenceOfPlay)
#include "tst_sequenceofplay.moc"
