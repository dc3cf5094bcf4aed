#include "vaevictisarmy.h"

#include <QtTest/QtTest>

#include <nlohmann/json.hpp>

using nlohmann::json;
using umpire::ErrorKind;
using umpire::Result;
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

Result<vv::ArmyReport> vvArmy(const QByteArray &text)
{
    const json doc = json::parse(text.toStdString());
    Result<vv::ArmyList> list = vv::ArmyList::fromJson(doc);
    if (!list)
        return list.error();
    return vv::validateArmy(*list, vvGame(list->game));
}

QString vvProblems(const vv::ArmyReport &r)
{
    QStringList out;
    for (const vv::ArmyProblem &p : r.problems)
        out << qs(p.where) + ": " + qs(p.message) + " (" + qs(p.rule) + ")";
    return out.join("\n");
}

} // namespace

#define VV_OK(r) QVERIFY2((r).ok(), (r).ok() ? "" : (r).error().message.c_str())

// VV 2 and the sheets' unit costs and per-army maxima: army lists just under and just over each
// limit.
class TestVaeVictisArmy : public QObject
{
    Q_OBJECT

  private slots:
    void limits_data();
    void limits();
    void severalProblemsAtOnce();
    void refused_data();
    void refused();
};

void TestVaeVictisArmy::limits_data()
{
    QTest::addColumn<QByteArray>("list");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("totalPoints");
    QTest::addColumn<QString>("fragment"); // of the problem, when invalid

    // VV 2: a corps of up to 36 points. LGA: 6 Line (3) + 2 Cuirassiers (5) + 2 Field artillery (3)
    // = 34; with a Light (4) it is 38, with a Militia (2) 36.
    QTest::newRow("VV 2 LGA corps of 36 points: legal")
        << QByteArray(
               R"({"game":"la-grande-armee","corps":[{"name":"I","units":[{"unit":"line-infantry","count":6},
               {"unit":"cuirassiers","count":2},{"unit":"field-artillery","count":2},{"unit":"militia"}]}]})")
        << true << 36 << "";
    QTest::newRow("VV 2 LGA corps of 37 points: 1 over")
        << QByteArray(
               R"({"game":"la-grande-armee","corps":[{"name":"I","units":[{"unit":"line-infantry","count":6},
               {"unit":"cuirassiers","count":2},{"unit":"field-artillery","count":2},{"unit":"line-infantry"}]}]})")
        << false << 37 << "costs 37 points, 1 point over the 36 allowed";
    QTest::newRow("VV 2 RY corps of 35 points: legal")
        << QByteArray(
               R"({"game":"rebel-yell","corps":[{"units":[{"unit":"veteran","count":5},{"unit":"cavalry","count":3},
               {"unit":"field-smooth-bore","count":1},{"unit":"inexperienced"}]}]})")
        << true << 35 << "";
    // VV 2: up to four corps, and a Commander-in-Chief when there is more than one.
    QTest::newRow("VV 2 four corps with a Commander-in-Chief: legal")
        << QByteArray(
               R"({"game":"kepis-rouge","commanderInChief":true,"corps":[{"units":[{"unit":"line-infantry","count":12}]},
               {"units":[{"unit":"line-infantry","count":12}]},{"units":[{"unit":"line-infantry","count":12}]},
               {"units":[{"unit":"line-infantry","count":12}]}]})")
        << true << 144 << "";
    QTest::newRow("VV 2 five corps: 1 more than allowed")
        << QByteArray(
               R"({"game":"kepis-rouge","commanderInChief":true,"corps":[{"units":[{"unit":"line-infantry"}]},
               {"units":[{"unit":"line-infantry"}]},{"units":[{"unit":"line-infantry"}]},{"units":[{"unit":"line-infantry"}]},
               {"units":[{"unit":"line-infantry"}]}]})")
        << false << 15 << "5 corps, 1 more than the 4 allowed";
    QTest::newRow("VV 2 two corps without a Commander-in-Chief")
        << QByteArray(
               R"({"game":"los-gringos","corps":[{"units":[{"unit":"us-regular"}]},{"units":[{"unit":"us-dragoons"}]}]})")
        << false << 9 << "needs a Commander-in-Chief";
    QTest::newRow("VV 2 two corps with a Commander-in-Chief: legal")
        << QByteArray(
               R"({"game":"los-gringos","commanderInChief":true,"corps":[{"units":[{"unit":"us-regular"}]},{"units":[{"unit":"us-dragoons"}]}]})")
        << true << 9 << "";
    QTest::newRow("VV 2 one corps needs no Commander-in-Chief")
        << QByteArray(R"({"game":"los-gringos","corps":[{"units":[{"unit":"us-regular"}]}]})")
        << true << 5 << "";
    // The sheets' per-army maxima.
    QTest::newRow("KR maxima: 4 Prussian elements: legal")
        << QByteArray(
               R"({"game":"kepis-rouge","corps":[{"units":[{"unit":"prussian-infantry","count":4}]}]})")
        << true << 12 << "";
    QTest::newRow("KR maxima: 5 Prussian elements: 1 over")
        << QByteArray(
               R"({"game":"kepis-rouge","commanderInChief":true,"corps":[{"units":[{"unit":"prussian-infantry","count":3}]},
               {"units":[{"unit":"prussian-infantry","count":2}]}]})")
        << false << 15 << "has 5 Prussian elements, 1 over the maximum of 4 per army";
    QTest::newRow("KR maxima: 2 German artillery: legal")
        << QByteArray(
               R"({"game":"kepis-rouge","corps":[{"units":[{"unit":"german-artillery","count":2}]}]})")
        << true << 10 << "";
    QTest::newRow("KR maxima: 3 German artillery: 1 over")
        << QByteArray(
               R"({"game":"kepis-rouge","corps":[{"units":[{"unit":"german-artillery","count":3}]}]})")
        << false << 15 << "over the maximum of 2";
    QTest::newRow("KR maxima: 2 French artillery: legal")
        << QByteArray(
               R"({"game":"kepis-rouge","corps":[{"units":[{"unit":"french-artillery","count":2}]}]})")
        << true << 6 << "";
    QTest::newRow("KR maxima: 3 French artillery: 1 over")
        << QByteArray(
               R"({"game":"kepis-rouge","corps":[{"units":[{"unit":"french-artillery","count":3}]}]})")
        << false << 9 << "over the maximum of 2";
    QTest::newRow("KR maxima: 1 Mitrailleuse: legal")
        << QByteArray(R"({"game":"kepis-rouge","corps":[{"units":[{"unit":"mitrailleuse"}]}]})")
        << true << 4 << "";
    QTest::newRow("KR maxima: 2 Mitrailleuses: 1 over")
        << QByteArray(
               R"({"game":"kepis-rouge","corps":[{"units":[{"unit":"mitrailleuse","count":2}]}]})")
        << false << 8 << "has 2 Mitrailleuse elements, 1 over the maximum of 1";
    QTest::newRow("KR Guard cavalry costs 1 more: 9 Guard cuirassiers are 45 points")
        << QByteArray(
               R"({"game":"kepis-rouge","corps":[{"units":[{"unit":"guard-cuirassiers","count":9}]}]})")
        << false << 45 << "9 points over";
    QTest::newRow("LG maxima: 1 Guard Hussars: legal")
        << QByteArray(R"({"game":"los-gringos","corps":[{"units":[{"unit":"mx-guard-hussars"}]}]})")
        << true << 3 << "";
    QTest::newRow("LG maxima: 2 Guard Hussars: 1 over")
        << QByteArray(
               R"({"game":"los-gringos","corps":[{"units":[{"unit":"mx-guard-hussars","count":2}]}]})")
        << false << 6 << "1 element maximum";
    QTest::newRow("VV 2 an army with no corps")
        << QByteArray(R"({"game":"rebel-yell","corps":[]})") << false << 0 << "has no corps";
}

void TestVaeVictisArmy::limits()
{
    QFETCH(QByteArray, list);
    QFETCH(bool, valid);
    QFETCH(int, totalPoints);
    QFETCH(QString, fragment);
    if (fragment ==
        "1 element maximum") // the LG sheet says "1 element maximum"; the message counts it
        fragment = "1 over the maximum of 1 per army";
    Result<vv::ArmyReport> r = vvArmy(list);
    VV_OK(r);
    QVERIFY2(r->valid == valid, qPrintable(vvProblems(*r)));
    QCOMPARE(r->totalPoints, totalPoints);
    if (!valid) {
        QVERIFY2(vvProblems(*r).contains(fragment), qPrintable(vvProblems(*r)));
        // Every problem says what to do: remove, add, move or merge.
        for (const vv::ArmyProblem &p : r->problems)
            QVERIFY2(qs(p.message).contains(QRegularExpression("remove|add|merge|move")),
                     p.message.c_str());
    } else {
        QVERIFY(r->problems.empty());
    }
}

void TestVaeVictisArmy::severalProblemsAtOnce()
{
    // A list is validated again on every change: all that is wrong is listed, not only the first.
    Result<vv::ArmyReport> r = vvArmy(
        R"({"game":"kepis-rouge","corps":[{"name":"Frossard","units":[{"unit":"guard-infantry","count":10}]},
        {"name":"Bazaine","units":[{"unit":"mitrailleuse","count":2}]}]})");
    VV_OK(r);
    QVERIFY(!r->valid);
    QCOMPARE(int(r->problems.size()), 3); // corps 1 over 36, no C-in-C, 2 mitrailleuses
    QCOMPARE(r->corpsPoints, (std::vector<int>{40, 8}));
    QVERIFY(vvProblems(*r).contains("corps 1 (Frossard): costs 40 points, 4 points over"));
    const json doc = *r;
    QCOMPARE(doc["problems"].size(), std::size_t(3));
    QCOMPARE(doc["unitCounts"]["mitrailleuse"].get<int>(), 2);
}

void TestVaeVictisArmy::refused_data()
{
    QTest::addColumn<QByteArray>("list");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("an unknown unit type")
        << QByteArray(R"({"game":"la-grande-armee","corps":[{"units":[{"unit":"hussars"}]}]})")
        << "unknown unit type \"hussars\"";
    QTest::newRow("a count of 0")
        << QByteArray(
               R"({"game":"la-grande-armee","corps":[{"units":[{"unit":"lancers","count":0}]}]})")
        << "give 1 or more";
    QTest::newRow("dismounted cavalry is bought as cavalry")
        << QByteArray(
               R"({"game":"rebel-yell","corps":[{"units":[{"unit":"dismounted-cavalry"}]}]})")
        << "buy cavalry";
    QTest::newRow("an unknown field")
        << QByteArray(R"({"game":"rebel-yell","corps":[{"unit":[]}]})") << "unknown field";
}

void TestVaeVictisArmy::refused()
{
    QFETCH(QByteArray, list);
    QFETCH(QString, fragment);
    Result<vv::ArmyReport> r = vvArmy(list);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    QVERIFY2(qs(r.error().message).contains(fragment), r.error().message.c_str());
}

QTEST_APPLESS_MAIN(TestVaeVictisArmy)
#include "tst_vaevictisarmy.moc"
