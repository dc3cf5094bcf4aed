#include "vaevictisdistance.h"
#include "vaevictismovement.h"
#include "vaevictisscale.h"

#include <QtTest/QtTest>

#include <nlohmann/json.hpp>

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

template <typename T> void vvRefused(const Result<T> &r, const QString &fragment)
{
    QVERIFY2(!r.ok(), "accepted but should be refused");
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    QVERIFY2(qs(r.error().message).contains(fragment), r.error().message.c_str());
}

} // namespace

#define VV_OK(r) QVERIFY2((r).ok(), (r).ok() ? "" : (r).error().message.c_str())

// VV Scale, VV 1, 3, 5.2, 5.4-5.6, 6, 7.2 and each sheet's Movement Table and Fire Ranges:
// measured distances in paces, everything they fall inside, moves, formations and table sizes.
class TestVaeVictisDistance : public QObject
{
    Q_OBJECT

  private slots:
    void conversions_data();
    void conversions();
    void ninePacesCentimetres_data();
    void ninePacesCentimetres();
    void rangeBandEdges_data();
    void rangeBandEdges();
    void forestReducesRebelYellRanges();
    void whatABandIsWorth_data();
    void whatABandIsWorth();
    void zoneOfControl();
    void commandRange_data();
    void commandRange();
    void strategicMove_data();
    void strategicMove();
    void lineOfFireFromWoods();
    void movementAlongAPath();
    void movementRefused();
    void villageIsRoughForLosGringosCavalry();
    void formationChanges();
    void fleeDistance();
    void aboutTurnAndPassingThrough();
    void fieldOfFireAndArtilleryGroups();
    void tableSize_data();
    void tableSize();
    void baseSizes_data();
    void baseSizes();
    void badMeasures_data();
    void badMeasures();
    void everyScale();
};

void TestVaeVictisDistance::conversions_data()
{
    QTest::addColumn<QString>("scale");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("paces");
    QTest::addColumn<double>("cm");
    // 300 paces is 7.5 cm at 15 mm and 15 cm at 25 mm.
    QTest::newRow("VV Scale 15mm: 300 paces is 7.5 cm")
        << "15mm" << 300.0 << "paces" << 300.0 << 7.5;
    QTest::newRow("VV Scale 25mm: 300 paces is 15 cm")
        << "25mm" << 300.0 << "paces" << 300.0 << 15.0;
    QTest::newRow("VV Scale 15mm: 7.5 cm is 300 paces") << "15mm" << 7.5 << "cm" << 300.0 << 7.5;
    QTest::newRow("VV Scale 25mm: 15 cm is 300 paces") << "25mm" << 15.0 << "cm" << 300.0 << 15.0;
    QTest::newRow("VV Scale 15mm: 2.5 cm is 100 paces") << "15mm" << 2.5 << "cm" << 100.0 << 2.5;
    QTest::newRow("VV Scale 25mm: 2.5 cm is 50 paces") << "25mm" << 2.5 << "cm" << 50.0 << 2.5;
    QTest::newRow("VV Scale 15mm: 9 cm is 360 paces") << "15mm" << 9.0 << "cm" << 360.0 << 9.0;
    QTest::newRow("VV Scale 15mm: 90 mm is 360 paces") << "15mm" << 90.0 << "mm" << 360.0 << 9.0;
    QTest::newRow("VV Scale 15mm: 1 in is 101.6 paces") << "15mm" << 1.0 << "in" << 101.6 << 2.54;
    QTest::newRow("VV Scale 25mm: 10 in is 508 paces") << "25mm" << 10.0 << "in" << 508.0 << 25.4;
    QTest::newRow("VV Scale 15mm: 0 cm is 0 paces") << "15mm" << 0.0 << "cm" << 0.0 << 0.0;
    QTest::newRow("VV 6 15mm: the 200-pace zone of control is 5 cm")
        << "15mm" << 200.0 << "paces" << 200.0 << 5.0;
    QTest::newRow("VV 5.2 25mm: 1,200 paces of command in sight is 60 cm")
        << "25mm" << 1200.0 << "paces" << 1200.0 << 60.0;
}

void TestVaeVictisDistance::conversions()
{
    QFETCH(QString, scale);
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(double, paces);
    QFETCH(double, cm);
    Result<vv::Measure> m =
        vv::measure(vvGame("la-grande-armee"), scale.toStdString(), value, unit.toStdString());
    VV_OK(m);
    QCOMPARE(m->paces, paces);
    QCOMPARE(m->cm, cm);
    QCOMPARE(m->mm, cm * 10);
    QVERIFY(qAbs(m->inches - cm / 2.54) < 1e-6);
    QCOMPARE(qs(m->explanation.steps.at(0).rule), QString("VV Scale"));
    // And back again.
    Result<vv::Measure> back =
        vv::measure(vvGame("la-grande-armee"), scale.toStdString(), m->paces, "paces");
    VV_OK(back);
    QCOMPARE(back->cm, cm);
}

void TestVaeVictisDistance::ninePacesCentimetres_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>(
        "inRange"); // weapon:band, read from the sheet's Fire Ranges at 360 paces
    QTest::addColumn<QStringList>(
        "allowances"); // row/column of every movement allowance of 360 or more
    // LGA Fire Ranges: infantry up to 200; horse artillery short 300, medium 500; field and heavy
    // short 400.
    QTest::newRow("LGA at 15 mm, 9 cm = 360 paces")
        << "la-grande-armee"
        << QStringList{"horse-artillery:medium", "field-artillery:short", "heavy-artillery:short"}
        << QStringList{"general/road",
                       "general/clear",
                       "general/rough",
                       "general/difficult",
                       "light-infantry-skirmishers/road",
                       "cavalry-light/road",
                       "cavalry-light/clear",
                       "cavalry-light/rough",
                       "cavalry-irregular/road",
                       "cavalry-irregular/clear",
                       "cavalry-irregular/rough",
                       "cavalry-heavy/road",
                       "cavalry-heavy/clear"};
    QTest::newRow("LG at 15 mm, 9 cm = 360 paces")
        << "los-gringos"
        << QStringList{"light-artillery:range", "medium-artillery:range", "heavy-artillery:range",
                       "rifled-musket:range"}
        << QStringList{"general/road",
                       "general/clear",
                       "general/rough",
                       "cuirassiers-dragoons/road",
                       "cuirassiers-dragoons/clear",
                       "light-irregular-cavalry/road",
                       "light-irregular-cavalry/clear",
                       "light-irregular-cavalry/rough",
                       "artillery-light/road"};
    QTest::newRow("RY at 15 mm, 9 cm = 360 paces")
        << "rebel-yell"
        << QStringList{"light-smooth-bore:range", "field-smooth-bore:range", "field-rifled:range",
                       "sharpshooter-rifle:range", "rifled-musket:range"}
        << QStringList{"general/road", "general/clear", "general/rough",
                       "cavalry/road", "cavalry/clear", "artillery-light/road"};
    QTest::newRow("KR at 15 mm, 9 cm = 360 paces")
        << "kepis-rouge"
        << QStringList{"french-infantry:range", "german-infantry:range", "french-artillery:range",
                       "german-artillery:range", "mitrailleuse:range"}
        << QStringList{"general/road",
                       "general/clear",
                       "general/rough",
                       "light-cavalry-lancers/road",
                       "light-cavalry-lancers/clear",
                       "light-cavalry-lancers/rough",
                       "dragoons/road",
                       "dragoons/clear",
                       "cuirassiers/road"};
}

void TestVaeVictisDistance::ninePacesCentimetres()
{
    QFETCH(QString, game);
    QFETCH(QStringList, inRange);
    QFETCH(QStringList, allowances);
    const vv::Game &g = vvGame(game.toStdString());
    // A measured 9 cm at 15 mm is reported as 360 paces with every band and allowance it
    // falls in.
    Result<vv::Measure> m = vv::measure(g, "15mm", 9, "cm");
    VV_OK(m);
    QCOMPARE(m->paces, 360.0);
    const vv::Reach reach = vv::reach(g, m->paces);
    QStringList gotRanges, gotAllowances;
    for (const vv::FireRange &r : reach.ranges)
        if (r.inRange)
            gotRanges << qs(r.weapon) + ":" + qs(r.band);
    for (const auto &a : reach.allowances)
        if (a.within)
            gotAllowances << qs(a.row) + "/" + qs(a.column);
    QCOMPARE(gotRanges, inRange);
    QCOMPARE(gotAllowances, allowances);
    QVERIFY(!reach.zoneOfControl);     // VV 6: 200 paces
    QVERIFY(reach.commandRange);       // VV 5.2: 600 paces
    QVERIFY(!reach.strategicDistance); // VV 5.5: beyond 1,200
    const nlohmann::json doc = reach;
    QCOMPARE(doc["paces"].get<double>(), 360.0);
}

void TestVaeVictisDistance::rangeBandEdges_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<double>("paces");
    QTest::addColumn<QString>("band"); // "" = out of range
    QTest::newRow("LGA Fire Ranges: infantry at 100 is medium") << "la-grande-armee"
                                                                << "line-infantry"
                                                                << "" << 100.0 << "medium";
    QTest::newRow("LGA Fire Ranges: infantry at 101 is long") << "la-grande-armee"
                                                              << "line-infantry"
                                                              << "" << 101.0 << "long";
    QTest::newRow("LGA Fire Ranges: infantry at 200 is long") << "la-grande-armee"
                                                              << "line-infantry"
                                                              << "" << 200.0 << "long";
    QTest::newRow("LGA Fire Ranges: infantry at 201 is out of range") << "la-grande-armee"
                                                                      << "line-infantry"
                                                                      << "" << 201.0 << "";
    QTest::newRow("LGA Fire Ranges: horse artillery at 300 is short") << "la-grande-armee"
                                                                      << "light-artillery"
                                                                      << "" << 300.0 << "short";
    QTest::newRow("LGA Fire Ranges: horse artillery at 900 is long") << "la-grande-armee"
                                                                     << "light-artillery"
                                                                     << "" << 900.0 << "long";
    QTest::newRow("LGA Fire Ranges: horse artillery at 901 is out of range") << "la-grande-armee"
                                                                             << "light-artillery"
                                                                             << "" << 901.0 << "";
    QTest::newRow("LGA Fire Ranges: field artillery at 600 is medium") << "la-grande-armee"
                                                                       << "field-artillery"
                                                                       << "" << 600.0 << "medium";
    QTest::newRow("LGA Fire Ranges: field artillery at 1000 is long") << "la-grande-armee"
                                                                      << "field-artillery"
                                                                      << "" << 1000.0 << "long";
    QTest::newRow("LGA Fire Ranges: heavy artillery at 701 is long") << "la-grande-armee"
                                                                     << "heavy-artillery"
                                                                     << "" << 701.0 << "long";
    QTest::newRow("LGA Fire Ranges: heavy artillery at 1200 is long") << "la-grande-armee"
                                                                      << "heavy-artillery"
                                                                      << "" << 1200.0 << "long";
    QTest::newRow("LG Fire Ranges: smooth bore at 200 in range") << "los-gringos"
                                                                 << "mx-regular"
                                                                 << "" << 200.0 << "range";
    QTest::newRow("LG Fire Ranges: smooth bore at 201 out of range") << "los-gringos"
                                                                     << "mx-regular"
                                                                     << "" << 201.0 << "";
    QTest::newRow("LG Fire Ranges: rifled musket at 400") << "los-gringos"
                                                          << "us-regular"
                                                          << "rifled-musket" << 400.0 << "range";
    QTest::newRow("LG Fire Ranges: heavy artillery at 1600") << "los-gringos"
                                                             << "mx-heavy-artillery"
                                                             << "" << 1600.0 << "range";
    QTest::newRow("RY Fire Ranges: carbines at 300") << "rebel-yell"
                                                     << "dismounted-cavalry"
                                                     << "carbine" << 300.0 << "range";
    QTest::newRow("RY Fire Ranges: shotguns at 101 out of range")
        << "rebel-yell"
        << "dismounted-cavalry"
        << "shotguns-pistols" << 101.0 << "";
    QTest::newRow("RY Fire Ranges: sharpshooters at 500") << "rebel-yell"
                                                          << "sharpshooters"
                                                          << "" << 500.0 << "range";
    QTest::newRow("KR Fire Ranges: French infantry at 600") << "kepis-rouge"
                                                            << "zouaves"
                                                            << "" << 600.0 << "range";
    QTest::newRow("KR Fire Ranges: German infantry at 401 out of range") << "kepis-rouge"
                                                                         << "prussian-infantry"
                                                                         << "" << 401.0 << "";
    QTest::newRow("KR Fire Ranges: Mitrailleuse at 500") << "kepis-rouge"
                                                         << "mitrailleuse"
                                                         << "" << 500.0 << "range";
}

void TestVaeVictisDistance::rangeBandEdges()
{
    QFETCH(QString, game);
    QFETCH(QString, unit);
    QFETCH(QString, weapon);
    QFETCH(double, paces);
    QFETCH(QString, band);
    Result<vv::FireRange> r =
        vv::fireRange(vvGame(game.toStdString()), unit.toStdString(), weapon.toStdString(), paces);
    VV_OK(r);
    QCOMPARE(qs(r->band), band);
    QCOMPARE(r->inRange, !band.isEmpty());
}

void TestVaeVictisDistance::whatABandIsWorth_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<double>("paces");
    QTest::addColumn<QStringList>(
        "factors"); // id:value of the range factors, from the sheets' Tactical Factors - Fire
    QTest::newRow("LGA field artillery at 360: case shot +1")
        << "la-grande-armee"
        << "field-artillery"
        << "" << 360.0 << QStringList{"case-shot:1"};
    QTest::newRow("LGA horse artillery at 360: medium, nothing") << "la-grande-armee"
                                                                 << "light-artillery"
                                                                 << "" << 360.0 << QStringList{};
    QTest::newRow("LGA heavy artillery at 1000: long range -1")
        << "la-grande-armee"
        << "heavy-artillery"
        << "" << 1000.0 << QStringList{"long-range:-1"};
    QTest::newRow("LGA infantry at 150: long range -1")
        << "la-grande-armee"
        << "line-infantry"
        << "" << 150.0 << QStringList{"long-range:-1"};
    QTest::newRow("LG light artillery at 601: over 600 -2")
        << "los-gringos"
        << "us-light-artillery"
        << "" << 601.0 << QStringList{"light-over-600:-2"};
    QTest::newRow("LG light artillery at 600: nothing") << "los-gringos"
                                                        << "us-light-artillery"
                                                        << "" << 600.0 << QStringList{};
    QTest::newRow("LG medium artillery at 701: over 700 -1")
        << "los-gringos"
        << "mx-medium-artillery"
        << "" << 701.0 << QStringList{"medium-over-700:-1"};
    QTest::newRow("LG heavy artillery at 801: over 800 -1")
        << "los-gringos"
        << "mx-heavy-artillery"
        << "" << 801.0 << QStringList{"heavy-over-800:-1"};
    QTest::newRow("RY rifled muskets at 201: more than 200 -1")
        << "rebel-yell"
        << "veteran"
        << "rifled-musket" << 201.0 << QStringList{"rifled-over-200:-1"};
    QTest::newRow("RY smooth bore muskets at 150: no range factor (its +1 is the weapon's)")
        << "rebel-yell"
        << "veteran"
        << "smooth-bore-musket" << 150.0 << QStringList{};
    QTest::newRow("RY field rifled at 299: less than 300 +1")
        << "rebel-yell"
        << "field-rifled"
        << "" << 299.0 << QStringList{"artillery-under-300:1"};
    QTest::newRow("RY field rifled at 801: over half range -1")
        << "rebel-yell"
        << "field-rifled"
        << "" << 801.0 << QStringList{"rifled-artillery-half:-1"};
    QTest::newRow("RY light smooth bore at 601: over half range -2")
        << "rebel-yell"
        << "light-smooth-bore"
        << "" << 601.0 << QStringList{"smooth-bore-artillery-half:-2"};
    QTest::newRow("RY light smooth bore at 600: half range, nothing")
        << "rebel-yell"
        << "light-smooth-bore"
        << "" << 600.0 << QStringList{};
    QTest::newRow("KR French artillery at 701: -1")
        << "kepis-rouge"
        << "french-artillery"
        << "" << 701.0 << QStringList{"french-artillery-over-700:-1"};
    QTest::newRow("KR German artillery at 800: nothing") << "kepis-rouge"
                                                         << "german-artillery"
                                                         << "" << 800.0 << QStringList{};
    QTest::newRow("KR German artillery at 801: -1")
        << "kepis-rouge"
        << "german-artillery"
        << "" << 801.0 << QStringList{"german-artillery-over-800:-1"};
}

void TestVaeVictisDistance::whatABandIsWorth()
{
    QFETCH(QString, game);
    QFETCH(QString, unit);
    QFETCH(QString, weapon);
    QFETCH(double, paces);
    QFETCH(QStringList, factors);
    Result<vv::FireRange> r =
        vv::fireRange(vvGame(game.toStdString()), unit.toStdString(), weapon.toStdString(), paces);
    VV_OK(r);
    QVERIFY(r->inRange);
    QStringList got;
    for (const vv::RangeFactor &f : r->factors)
        got << qs(f.id) + ":" + QString::number(f.value);
    QCOMPARE(got, factors);
}

void TestVaeVictisDistance::forestReducesRebelYellRanges()
{
    const vv::Game &ry = vvGame("rebel-yell");
    // RY Fire Ranges: all ranges reduced by 200 in forest (the firer's or the target's).
    Result<vv::FireRange> open =
        vv::fireRange(ry, "experienced", "rifled-musket", 300, "clear", "clear");
    VV_OK(open);
    QVERIFY(open->inRange);
    QCOMPARE(open->range, 400);
    Result<vv::FireRange> firerIn =
        vv::fireRange(ry, "experienced", "rifled-musket", 300, "forest", "clear");
    VV_OK(firerIn);
    QVERIFY(!firerIn->inRange);
    QCOMPARE(firerIn->range, 200);
    QCOMPARE(firerIn->reducedBy, 200);
    Result<vv::FireRange> targetIn = vv::fireRange(ry, "field-rifled", "", 1400, "clear", "forest");
    VV_OK(targetIn);
    QVERIFY(targetIn->inRange);
    QCOMPARE(targetIn->range, 1400);
    QVERIFY(!vv::fireRange(ry, "field-rifled", "", 1401, "clear", "forest")->inRange);
    QVERIFY(!targetIn->explanation.unverified.empty()); // the "either side" reading is a stand-in
    // Other games have no such reduction: a La Grande Armee wood leaves the range alone.
    Result<vv::FireRange> lga =
        vv::fireRange(vvGame("la-grande-armee"), "field-artillery", "", 1000, "wood", "clear");
    VV_OK(lga);
    QCOMPARE(lga->range, 1000);
    // The measuring panel lists Rebel Yell's forest ranges too.
    const vv::Reach reach = vv::reach(ry, 360);
    QStringList reduced;
    for (const vv::FireRange &r : reach.reducedRanges)
        if (r.inRange)
            reduced << qs(r.weapon);
    QCOMPARE(reduced, (QStringList{"light-smooth-bore", "field-smooth-bore", "field-rifled"}));
}

void TestVaeVictisDistance::zoneOfControl()
{
    const vv::Game &g = vvGame("la-grande-armee");
    // VV 6: 200 paces from the front face.
    QVERIFY(vv::zoneOfControl(g, 200, "clear", "infantry", true, false)->inside);
    QVERIFY(!vv::zoneOfControl(g, 201, "clear", "infantry", true, false)->inside);
    QVERIFY(!vv::zoneOfControl(g, 100, "clear", "infantry", false, false)->inside);
    // VV 5.6: a square projects it from all its faces.
    QVERIFY(vv::zoneOfControl(g, 100, "clear", "infantry", false, true)->inside);
    // VV 6: none from difficult terrain.
    Result<vv::ZoneOfControl> wood = vv::zoneOfControl(g, 50, "wood", "infantry", true, false);
    VV_OK(wood);
    QVERIFY(!wood->projects);
    QVERIFY(!wood->inside);
    vvRefused(vv::zoneOfControl(g, -1, "clear", "infantry", true, false), "cannot be negative");
}

void TestVaeVictisDistance::commandRange_data()
{
    QTest::addColumn<double>("paces");
    QTest::addColumn<bool>("inSight");
    QTest::addColumn<bool>("generalLost");
    QTest::addColumn<bool>("inCommand");
    QTest::addColumn<int>("cost");
    // VV 5.2: out of command if over 1200 paces, or out of sight and more than 600 paces: 2 AP.
    QTest::newRow("VV 5.2 600 paces out of sight: in command, 1 AP")
        << 600.0 << false << false << true << 1;
    QTest::newRow("VV 5.2 601 paces out of sight: out of command, 2 AP")
        << 601.0 << false << false << false << 2;
    QTest::newRow("VV 5.2 1200 paces in sight: in command, 1 AP")
        << 1200.0 << true << false << true << 1;
    QTest::newRow("VV 5.2 1201 paces in sight: out of command, 2 AP")
        << 1201.0 << true << false << false << 2;
    QTest::newRow("VV 2 general lost: out of command, 2 AP") << 100.0 << true << true << false << 2;
}

void TestVaeVictisDistance::commandRange()
{
    QFETCH(double, paces);
    QFETCH(bool, inSight);
    QFETCH(bool, generalLost);
    QFETCH(bool, inCommand);
    QFETCH(int, cost);
    Result<vv::CommandRange> c =
        vv::commandRange(vvGame("kepis-rouge"), paces, inSight, generalLost);
    VV_OK(c);
    QCOMPARE(c->inCommand, inCommand);
    QCOMPARE(c->cost, cost);
}

void TestVaeVictisDistance::strategicMove_data()
{
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("end");
    QTest::addColumn<bool>("eligible");
    // VV 5.5: start and finish beyond 1200 paces of the enemy.
    QTest::newRow("VV 5.5 1201 to 1300: allowed") << 1201.0 << 1300.0 << true;
    QTest::newRow("VV 5.5 starts at 1200: not beyond") << 1200.0 << 2000.0 << false;
    QTest::newRow("VV 5.5 ends at 1200: not beyond") << 2000.0 << 1200.0 << false;
    QTest::newRow("VV 5.5 ends at 800: not allowed") << 3000.0 << 800.0 << false;
}

void TestVaeVictisDistance::strategicMove()
{
    QFETCH(double, start);
    QFETCH(double, end);
    QFETCH(bool, eligible);
    Result<vv::StrategicMove> s = vv::strategicMove(vvGame("rebel-yell"), start, end);
    VV_OK(s);
    QCOMPARE(s->eligible, eligible);
}

void TestVaeVictisDistance::lineOfFireFromWoods()
{
    // VV 7.2 example: an element in a forest cannot fire unless within 50 paces of its edge.
    umpire::Explanation ex;
    QVERIFY(*vv::lineOfFireFromTerrain(vvGame("la-grande-armee"), 50, ex));
    QVERIFY(!*vv::lineOfFireFromTerrain(vvGame("la-grande-armee"), 51, ex));
    QCOMPARE(qs(ex.steps.at(0).rule), QString("VV 7.2"));
}

void TestVaeVictisDistance::movementAlongAPath()
{
    const vv::Game &g = vvGame("la-grande-armee");
    // LGA Movement Table: infantry (other) 300 clear, 200 rough; 150 clear uses half, 50 rough a
    // quarter.
    Result<vv::Movement> m =
        vv::movementLeft(g, "line-infantry", "line", {{"clear", 150}, {"hedge", 50}});
    VV_OK(m);
    QVERIFY(m->allowed);
    QCOMPARE(m->usedFraction, 0.75);
    QCOMPARE(m->pacesLeft.at("road"), 75.0);
    QCOMPARE(m->pacesLeft.at("clear"), 75.0);
    QCOMPARE(m->pacesLeft.at("rough"), 50.0);
    QCOMPARE(m->pacesLeft.at("difficult"), 25.0);
    QVERIFY(!m->explanation.unverified.empty()); // the proportional method is a stand-in
    // Exactly the allowance fits; a pace more does not.
    QVERIFY(vv::movementLeft(g, "cuirassiers", "line", {{"road", 200}, {"rough", 150}})->allowed);
    QVERIFY(!vv::movementLeft(g, "cuirassiers", "line", {{"road", 200}, {"rough", 151}})->allowed);
    // VV 5.6: a square moves 100 paces (LGA Movement Table: infantry in square).
    Result<vv::Movement> square = vv::movementLeft(g, "line-infantry", "square", {{"clear", 100}});
    VV_OK(square);
    QVERIFY(square->allowed);
    QCOMPARE(square->pacesLeft.at("rough"), 0.0);
    // A general moves 500 everywhere.
    QVERIFY(vv::movementLeft(g, "general", "", {{"wood", 500}})->allowed);
}

void TestVaeVictisDistance::movementRefused()
{
    const vv::Game &g = vvGame("la-grande-armee");
    // "-" on the Movement Table: heavy artillery may not enter difficult terrain.
    vvRefused(vv::movementLeft(g, "heavy-artillery", "line", {{"clear", 50}, {"wood", 10}}),
              "may not enter");
    vvRefused(vv::movementLeft(g, "line-infantry", "line", {{"clear", -10}}), "cannot be negative");
    vvRefused(vv::movementLeft(g, "grenadiers", "line", {{"clear", 10}}),
              "unknown unit type \"grenadiers\"");
    vvRefused(vv::movementLeft(g, "cuirassiers", "square", {{"clear", 10}}), "cannot form square");
    vvRefused(vv::movementLeft(vvGame("rebel-yell"), "field-rifled", "line", {{"forest", 10}}),
              "may not enter");
}

void TestVaeVictisDistance::villageIsRoughForLosGringosCavalry()
{
    const vv::Game &lg = vvGame("los-gringos");
    // LG Special Rules: a village is considered rough going for cavalry.
    umpire::Explanation ex;
    Result<int> cavalry = vv::allowance(lg, "texas-rangers", "line", "village", ex);
    VV_OK(cavalry);
    QCOMPARE(*cavalry, *lg.movementRow("light-irregular-cavalry")->paces.at("rough"));
    QCOMPARE(qs(lg.terrainFor("village", "cavalry")->terrainClass), QString("rough"));
    QCOMPARE(qs(lg.terrainFor("village", "infantry")->terrainClass), QString("difficult"));
    QVERIFY(std::any_of(ex.steps.begin(), ex.steps.end(), [](const umpire::Step &s) {
        return qs(s.text).contains("LG Special Rules");
    }));
}

void TestVaeVictisDistance::formationChanges()
{
    // LG Special Rules: militia pay 2 AP to form square; only US regulars form square and move.
    Result<vv::FormationChange> militia =
        vv::formationChange(vvGame("los-gringos"), "mx-militia", "square");
    VV_OK(militia);
    QCOMPARE(militia->cost, 2);
    QVERIFY(!militia->mayMoveThisTurn);
    Result<vv::FormationChange> regulars =
        vv::formationChange(vvGame("los-gringos"), "us-regular", "square");
    VV_OK(regulars);
    QCOMPARE(regulars->cost, 1);
    QVERIFY(regulars->mayMoveThisTurn);
    Result<vv::FormationChange> mexicans =
        vv::formationChange(vvGame("los-gringos"), "mx-regular", "line");
    VV_OK(mexicans);
    QCOMPARE(mexicans->cost, 1);
    QVERIFY(!mexicans->mayMoveThisTurn);
    // VV 5.6 Skirmishers (La Grande Armee): light infantry becomes two skirmisher elements at 1 AP.
    Result<vv::FormationChange> skirmish =
        vv::formationChange(vvGame("la-grande-armee"), "light-infantry", "skirmish");
    VV_OK(skirmish);
    QCOMPARE(skirmish->cost, 1);
    QCOMPARE(int(skirmish->becomes.size()), 2);
    QCOMPARE(qs(skirmish->becomes.at(0)), QString("light-skirmishers"));
    QVERIFY(vv::formationChange(vvGame("la-grande-armee"), "light-skirmishers", "close").ok());
    vvRefused(vv::formationChange(vvGame("la-grande-armee"), "line-infantry", "skirmish"),
              "cannot change to skirmish");
    // VV 5.6 Dismounting (Rebel Yell): 1 AP, replaced by a dismounted element.
    Result<vv::FormationChange> dismount =
        vv::formationChange(vvGame("rebel-yell"), "cavalry", "dismount");
    VV_OK(dismount);
    QCOMPARE(dismount->cost, 1);
    QCOMPARE(qs(dismount->becomes.at(0)), QString("dismounted-cavalry"));
    QVERIFY(vv::formationChange(vvGame("rebel-yell"), "dismounted-cavalry", "mount").ok());
    vvRefused(vv::formationChange(vvGame("rebel-yell"), "veteran", "square"), "cannot form square");
    vvRefused(vv::formationChange(vvGame("kepis-rouge"), "dragoons", "dismount"),
              "cannot dismount");
    vvRefused(vv::formationChange(vvGame("kepis-rouge"), "dragoons", "wedge"),
              "unknown formation change");
}

void TestVaeVictisDistance::fleeDistance()
{
    // VV 8 Fleeing: full movement distance + 100 paces: RY cavalry in clear 400 + 100.
    Result<vv::Flee> f = vv::fleeDistance(vvGame("rebel-yell"), "cavalry", "clear");
    VV_OK(f);
    QCOMPARE(f->movePaces, 400);
    QCOMPARE(f->fleePaces, 500);
}

void TestVaeVictisDistance::aboutTurnAndPassingThrough()
{
    const vv::Game &g = vvGame("la-grande-armee");
    // VV 5.4: 1 AP to about-turn and stay; none if followed by a move.
    QCOMPARE(vv::formationChange(g, "line-infantry", "about-turn")->cost, 1);
    QCOMPARE(vv::formationChange(g, "line-infantry", "about-turn-and-move")->cost, 0);
    // VV 5.3: skirmishers pass through anyone; cavalry and infantry through artillery; facing the
    // same or opposite way.
    QVERIFY(vv::passThrough(g, "light-skirmishers", "line-infantry", true)->allowed);
    QVERIFY(vv::passThrough(g, "cuirassiers", "light-skirmishers", true)->allowed);
    QVERIFY(!vv::passThrough(g, "cuirassiers", "light-skirmishers", false)->allowed);
    QVERIFY(vv::passThrough(g, "line-infantry", "field-artillery", true)->allowed);
    QVERIFY(!vv::passThrough(g, "field-artillery", "heavy-artillery", true)->allowed);
    QVERIFY(!vv::passThrough(g, "line-infantry", "line-infantry", true)->allowed);
}

void TestVaeVictisDistance::fieldOfFireAndArtilleryGroups()
{
    // VV 7.1: the field of fire is three elements wide: 12 cm at 15 mm, 15 cm at 25 mm.
    const vv::Game &g = vvGame("kepis-rouge");
    QCOMPARE(g.scale("15mm")->fieldOfFireCm, 12.0);
    QCOMPARE(g.scale("25mm")->fieldOfFireCm, 15.0);
    QCOMPARE(g.scale("15mm")->fieldOfFireCm, 3 * g.scale("15mm")->frontageMm / 10);
    QCOMPARE(g.scale("25mm")->fieldOfFireCm, 3 * g.scale("25mm")->frontageMm / 10);
    // VV 5.2: artillery moved with another type is no group: 2 AP even in command.
    Result<vv::CommandRange> c = vv::commandRange(g, 100, true, false, true);
    VV_OK(c);
    QVERIFY(c->inCommand);
    QCOMPARE(c->cost, 2);
    // VV 5.7: the general's first move is free, for units attached to him too.
    Result<vv::CommandRange> free = vv::commandRange(g, 900, false, false, false, true);
    VV_OK(free);
    QCOMPARE(free->cost, 0);
}

void TestVaeVictisDistance::tableSize_data()
{
    QTest::addColumn<QString>("scale");
    QTest::addColumn<int>("corps");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("depth");
    QTest::addColumn<double>("deployment");
    QTest::addColumn<double>("deploymentPaces");
    // VV 3: 60 x 60 cm for one corps, +30 cm a corps up to 120 cm; deploy within 15 cm; double for
    // 25 mm.
    QTest::newRow("VV 3 15mm one corps: 60 x 60 cm")
        << "15mm" << 1 << 60.0 << 60.0 << 15.0 << 600.0;
    QTest::newRow("VV 3 15mm two corps: 90 cm") << "15mm" << 2 << 90.0 << 60.0 << 15.0 << 600.0;
    QTest::newRow("VV 3 15mm three corps: 120 cm") << "15mm" << 3 << 120.0 << 60.0 << 15.0 << 600.0;
    QTest::newRow("VV 3 15mm four corps: still 120 cm")
        << "15mm" << 4 << 120.0 << 60.0 << 15.0 << 600.0;
    QTest::newRow("VV 3 25mm one corps: doubled, 120 x 120 cm")
        << "25mm" << 1 << 120.0 << 120.0 << 30.0 << 600.0;
    QTest::newRow("VV 3 25mm four corps: 240 cm") << "25mm" << 4 << 240.0 << 120.0 << 30.0 << 600.0;
}

void TestVaeVictisDistance::tableSize()
{
    QFETCH(QString, scale);
    QFETCH(int, corps);
    QFETCH(double, width);
    QFETCH(double, depth);
    QFETCH(double, deployment);
    QFETCH(double, deploymentPaces);
    Result<vv::Table> t = vv::tableSize(vvGame("la-grande-armee"), scale.toStdString(), corps);
    VV_OK(t);
    QCOMPARE(t->widthCm, width);
    QCOMPARE(t->depthCm, depth);
    QCOMPARE(t->deploymentCm, deployment);
    QCOMPARE(t->deploymentPaces, deploymentPaces);
}

void TestVaeVictisDistance::baseSizes_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("scale");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("frontage");
    QTest::addColumn<double>("depth");
    QTest::addColumn<int>("figures");
    // VV 1 Unit Bases: frontage 50 / 40 mm; depths by type; figures per base.
    QTest::newRow("VV 1 15mm infantry 40 x 20, 4 figures") << "la-grande-armee"
                                                           << "15mm"
                                                           << "line-infantry" << 40.0 << 20.0 << 4;
    QTest::newRow("VV 1 25mm infantry 50 x 25, 4 figures") << "la-grande-armee"
                                                           << "25mm"
                                                           << "line-infantry" << 50.0 << 25.0 << 4;
    QTest::newRow("VV 1 15mm skirmishers 40 x 20, 2 figures")
        << "la-grande-armee"
        << "15mm"
        << "light-skirmishers" << 40.0 << 20.0 << 2;
    QTest::newRow("VV 1 25mm cavalry 50 x 40, 3 figures") << "la-grande-armee"
                                                          << "25mm"
                                                          << "cuirassiers" << 50.0 << 40.0 << 3;
    QTest::newRow("VV 1 15mm irregular cavalry 40 x 30, 2 figures")
        << "la-grande-armee"
        << "15mm"
        << "cossacks" << 40.0 << 30.0 << 2;
    QTest::newRow("VV 1 15mm artillery 40 x 40, 1 gun") << "la-grande-armee"
                                                        << "15mm"
                                                        << "field-artillery" << 40.0 << 40.0 << 1;
    QTest::newRow("VV 1 25mm general 40 x 20") << "la-grande-armee"
                                               << "25mm"
                                               << "general" << 40.0 << 20.0 << 0;
    QTest::newRow("VV 1 15mm general 30 x 15") << "la-grande-armee"
                                               << "15mm"
                                               << "general" << 30.0 << 15.0 << 0;
    QTest::newRow("RY Unit Factors: inexperienced infantry 5 figures")
        << "rebel-yell"
        << "15mm"
        << "inexperienced" << 40.0 << 20.0 << 5;
    QTest::newRow("RY Unit Factors: veteran infantry 3 figures") << "rebel-yell"
                                                                 << "25mm"
                                                                 << "veteran" << 50.0 << 25.0 << 3;
}

void TestVaeVictisDistance::baseSizes()
{
    QFETCH(QString, game);
    QFETCH(QString, scale);
    QFETCH(QString, unit);
    QFETCH(double, frontage);
    QFETCH(double, depth);
    QFETCH(int, figures);
    Result<vv::Base> b =
        vv::baseSize(vvGame(game.toStdString()), scale.toStdString(), unit.toStdString());
    VV_OK(b);
    QCOMPARE(b->frontageMm, frontage);
    QCOMPARE(b->depthMm, depth);
    QCOMPARE(b->figures, figures);
}

void TestVaeVictisDistance::badMeasures_data()
{
    QTest::addColumn<QString>("scale");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("negative distance") << "15mm" << -1.0 << "cm"
                                       << "cannot be negative";
    QTest::newRow("a scale that does not exist") << "20mm" << 3.0 << "cm"
                                                 << "unknown figure scale \"20mm\"";
    QTest::newRow("an unknown length unit") << "15mm" << 3.0 << "furlongs"
                                            << "unknown length unit";
    QTest::newRow("not a number") << "15mm" << qQNaN() << "cm"
                                  << "must be a number";
}

void TestVaeVictisDistance::badMeasures()
{
    QFETCH(QString, scale);
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(QString, fragment);
    vvRefused(
        vv::measure(vvGame("la-grande-armee"), scale.toStdString(), value, unit.toStdString()),
        fragment);
    vvRefused(vv::tableSize(vvGame("la-grande-armee"), "15mm", 5), "1 to 4 corps");
    vvRefused(vv::baseSize(vvGame("la-grande-armee"), "15mm", "hussars"), "unknown unit type");
    vvRefused(vv::fireRange(vvGame("la-grande-armee"), "line-infantry", "", -3),
              "cannot be negative");
}

// VV Scale: one length on the table at both figure scales (the camera's measure): 90 mm is 360
// paces at 15 mm and 180 at 25 mm; a negative length is refused as vv::measure refuses it.
void TestVaeVictisDistance::everyScale()
{
    Result<std::vector<vv::Measure>> all = vv::measureEveryScale(vvGame("la-grande-armee"), 90);
    VV_OK(all);
    QCOMPARE(int(all->size()), 2);
    QCOMPARE(qs(all->at(0).scale), QString("15mm"));
    QCOMPARE(all->at(0).paces, 360.0);
    QCOMPARE(qs(all->at(1).scale), QString("25mm"));
    QCOMPARE(all->at(1).paces, 180.0);
    vvRefused(vv::measureEveryScale(vvGame("la-grande-armee"), -1), "cannot be negative");
}

QTEST_APPLESS_MAIN(TestVaeVictisDistance)
#include "tst_vaevictisdistance.moc"
