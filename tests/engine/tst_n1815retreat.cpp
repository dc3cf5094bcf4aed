#include "n1815data.h"
#include "n1815retreat.h"
#include "n1815state.h"

#include <QtTest>

using namespace umpire;

// N1815 Retreats: the order of preference, the roads each side may use, and the direction.
class TestN1815Retreat : public QObject
{
    Q_OBJECT

  private slots:
    void order_data();
    void order();

  private:
    static const n1815::Data &data();
};

const n1815::Data &TestN1815Retreat::data()
{
    static const Result<n1815::Data> loaded =
        n1815::Data::load(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.json");
    if (!loaded)
        qFatal("shipped n1815.json does not load: %s", loaded.error().message.c_str());
    return loaded.value();
}

void TestN1815Retreat::order_data()
{
    QTest::addColumn<QStringList>("placements"); // unit@location, on top of the set-up
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("loser");
    QTest::addColumn<bool>("loserIsActive");
    QTest::addColumn<QStringList>("activeRoads");
    QTest::addColumn<QStringList>("best"); // the rank-0 destinations, sorted
    QTest::addColumn<int>("extraLoss");
    QTest::addColumn<QString>("kind");

    // Nivelles: roads to Braine Le Comte, Quatre Bras and Waterloo. The Allied I Corps attacked
    // the French there from Waterloo.
    const QStringList battle = {"fr-I@nivelles", "al-I@nivelles"};
    QTest::newRow("N1815 Retreats a friendly location before an empty one")
        << battle + QStringList{"fr-VI@quatre-bras"} << "nivelles"
        << "french" << false << QStringList{"waterloo"} << QStringList{"quatre-bras"} << 0
        << "friendly";
    QTest::newRow("N1815 Retreats an empty location before an unresolved combat")
        << battle + QStringList{"fr-VI@quatre-bras", "al-cav@quatre-bras"} << "nivelles"
        << "french" << false << QStringList{"waterloo"} << QStringList{"braine-le-comte"} << 0
        << "empty";
    QTest::newRow("N1815 Retreats an unresolved combat before going through the enemy")
        << battle + QStringList{"fr-VI@quatre-bras", "al-cav@quatre-bras", "al-II@braine-le-comte"}
        << "nivelles"
        << "french" << false << QStringList{"waterloo"} << QStringList{"quatre-bras"} << 0
        << "unresolved combat";
    QTest::newRow("N1815 Retreats the non-active loser avoids the roads the active player used")
        << battle << "nivelles"
        << "french" << false << QStringList{"waterloo"} << QStringList{"braine-le-comte"} << 0
        << "empty";
    QTest::newRow("N1815 Retreats only the active player's roads left: one more cohesion")
        << battle + QStringList{"al-II@braine-le-comte", "al-cav@quatre-bras"} << "nivelles"
        << "french" << false << QStringList{"waterloo"} << QStringList{"waterloo"} << 1 << "empty";
    QTest::newRow("N1815 Retreats all blocked: through the enemy to the next open location, one "
                  "more cohesion")
        << battle + QStringList{"al-II@braine-le-comte", "al-cav@quatre-bras",
                                "al-res@waterloo",       "pr-I@fleurus",
                                "pr-II@charleroi",       "wellington@waterloo"}
        << "nivelles"
        << "french" << false << QStringList{"waterloo"} << QStringList{"mons"} << 1
        << "through the enemy";
    QTest::newRow("N1815 Retreats the active loser goes back along a road he entered by")
        << battle + QStringList{"fr-VI@braine-le-comte"} << "nivelles"
        << "allied-prussian" << true << QStringList{"waterloo"} << QStringList{"waterloo"} << 0
        << "empty";
    // Charleroi: the French retreat towards the French border, one location from Walcourt, Thuin or
    // Mons.
    QTest::newRow("N1815 Retreats towards his side of the board")
        << QStringList{"fr-I@charleroi", "pr-I@fleurus"} << "charleroi"
        << "french" << false << QStringList{"fleurus"} << QStringList{"mons", "thuin", "walcourt"}
        << 0 << "empty";
    QTest::newRow("N1815 Retreats the Prussians towards Liege or Antwerp")
        << QStringList{"pr-I@fleurus", "pr-II@dinant", "fr-I@fleurus", "fr-II@charleroi"}
        << "fleurus"
        << "allied-prussian" << false << QStringList{"charleroi"} << QStringList{"namur", "wavre"}
        << 0 << "empty";
}

void TestN1815Retreat::order()
{
    QFETCH(QStringList, placements);
    QFETCH(QString, location);
    QFETCH(QString, loser);
    QFETCH(bool, loserIsActive);
    QFETCH(QStringList, activeRoads);
    QFETCH(QStringList, best);
    QFETCH(int, extraLoss);
    QFETCH(QString, kind);
    n1815::State s = n1815::State::setup(data());
    for (const QString &p : placements)
        s.units[p.section('@', 0, 0).toStdString()].location = p.section('@', 1).toStdString();
    n1815::RetreatRequest request;
    request.location = location.toStdString();
    request.losingSide = loser.toStdString();
    request.loserIsActive = loserIsActive;
    for (const QString &r : activeRoads)
        request.activeRoads.insert(r.toStdString());
    request.homeArmy = loser == "french" ? "french" : "prussian";
    const std::vector<n1815::RetreatOption> options = n1815::retreatOptions(data(), s, request);
    QStringList found;
    QString describe;
    for (const n1815::RetreatOption &o : options) {
        describe += QString("\n  %1 rank %2 (%3)")
                        .arg(QString::fromStdString(o.destination))
                        .arg(o.rank)
                        .arg(QString::fromStdString(o.why));
        if (o.rank == 0) {
            found << QString::fromStdString(o.destination);
            QCOMPARE(o.extraLoss, extraLoss);
            QCOMPARE(QString::fromStdString(n1815::retreatKindName(o.kind)), kind);
        }
    }
    found.sort();
    found.removeDuplicates();
    QVERIFY2(found == best, qPrintable("best: " + found.join(",") + describe));
}

QTEST_APPLESS_MAIN(TestN1815Retreat)
#include "tst_n1815retreat.moc"
