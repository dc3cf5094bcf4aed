#include "hexmap.h"
#include "maplos.h"
#include "mapmovement.h"
#include "mapretreat.h"
#include "mapunits.h"
#include "mapzoc.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

// The rules on the map for NLB (5, 6, 7, 8.3, 9, 10) and BMW (4.2, 4.3, 5.1, 6.4, 7.3, 7.8, 7.9,
// 8.2, 9.2, 10.1) on the shipped sample maps, one row per rule case; expected values are read from
// the rule texts.
class TestMapRules : public QObject
{
    Q_OBJECT

  private slots:
    void samplesLoad();
    void badMaps_data();
    void badMaps();
    void badPositions_data();
    void badPositions();
    void stepCosts_data();
    void stepCosts();
    void fastCostAgrees();
    void nlbReach_data();
    void nlbReach();
    void nlbZoc_data();
    void nlbZoc();
    void stacking();
    void nlbObligations();
    void nlbLos_data();
    void nlbLos();
    void nlbBombardment();
    void nlbRetreat_data();
    void nlbRetreat();
    void nlbAdvance();
    void nlbEntry_data();
    void nlbEntry();
    void nlbExit();
    void bmwMovement_data();
    void bmwMovement();
    void bmwZoc();
    void bmwLos_data();
    void bmwLos();
    void bmwArchery();
    void bmwRetreat_data();
    void bmwRetreat();
    void bmwAdvance();

  private:
    static const HexMap &nlb();
    static const HexMap &bmw();
};

static HexMap loadMap(const char *name)
{
    Result<HexMap> m = HexMap::load(std::string(UMPIRE_RULESDATA_DIR) + "/maps/" + name);
    if (!m)
        qFatal("%s", m.error().message.c_str());
    return std::move(m).value();
}

const HexMap &TestMapRules::nlb()
{
    static const HexMap m = loadMap("sample-nlb.json");
    return m;
}

const HexMap &TestMapRules::bmw()
{
    static const HexMap m = loadMap("sample-bmw.json");
    return m;
}

static Hex hx(const HexMap &map, const char *id)
{
    Result<Hex> h = map.grid().parseId(id);
    if (!h)
        qFatal("%s", h.error().message.c_str());
    return *h;
}

// Positions from a compact text: "id side type hex [movement] [flags...]" per entry.
static MapPositions place(const HexMap &map, const QStringList &units,
                          const std::string &weather = "clear")
{
    json doc = {{"format", 1}, {"weather", weather}, {"units", json::array()}};
    for (const QString &line : units) {
        const QStringList f = line.split(' ', Qt::SkipEmptyParts);
        json u = {{"id", f[0].toStdString()},
                  {"side", f[1].toStdString()},
                  {"type", QString(f[2]).replace('_', ' ').toStdString()},
                  {"hex", f[3].toStdString()},
                  {"strength", 4}};
        for (int i = 4; i < f.size(); ++i) {
            bool number = false;
            const int n = f[i].toInt(&number);
            if (number)
                u["movement"] = n;
            else if (f[i].startsWith("range="))
                u["range"] = f[i].mid(6).toInt();
            else if (f[i].startsWith("dot="))
                u["dot"] = f[i].mid(4).toStdString();
            else
                u[f[i].toStdString()] = true;
        }
        doc["units"].push_back(u);
    }
    Result<MapPositions> p = MapPositions::fromJson(doc, map, "test positions");
    if (!p)
        qFatal("%s", p.error().message.c_str());
    // NLB: the Anglo-Allied and Prussian armies are one player.
    p->setPlayer("Prussian", "Allied");
    p->setPlayer("Anglo-Allied", "Allied");
    return std::move(p).value();
}

static QStringList ids(const HexMap &map, const std::vector<Hex> &hexes)
{
    QStringList out;
    for (Hex h : hexes)
        out << QString::fromStdString(map.grid().id(h));
    out.sort();
    return out;
}

void TestMapRules::samplesLoad()
{
    QVERIFY(nlb().sample);
    QVERIFY(bmw().sample);
    QVERIFY(QString::fromStdString(nlb().title).contains("sample"));
    QCOMPARE(nlb().grid().hexCount(), 120);
    QVERIFY(bmw().grid().layout().orientation == HexOrientation::PointyTop);
    QVERIFY(!nlb().unverified().empty()); // the NLB chart's stand-ins are marked
    QCOMPARE(nlb().terrainAt(hx(nlb(), "0605"))->id, std::string("town"));
    QVERIFY(nlb().hexsideImpassable(hx(nlb(), "0805"), hx(nlb(), "0906")));
    QVERIFY(!nlb().hexsideImpassable(hx(nlb(), "0805"), hx(nlb(), "0905"))); // the bridge
    QVERIFY(nlb().entry("Wavre road"));
}

void TestMapRules::badMaps_data()
{
    QTest::addColumn<QString>("patch"); // JSON merged into a minimal valid map
    QTest::addColumn<QString>("message");
    QTest::newRow("hex id off the map") << R"({"hexes": {"0901": "clear"}})"
                                        << "/hexes/0901: hex id '0901' is off the map";
    QTest::newRow("hexside between hexes that are not neighbours")
        << R"({"hexsides": [{"hexes": ["0101", "0103"], "features": ["stream"]}]})"
        << "0101 and 0103 are not neighbours";
    QTest::newRow("a hole in the map") << R"({"defaultTerrain": null, "hexes": {"0101": "clear"}})"
                                       << "hex 0102 has no terrain (a hole in the map)";
    QTest::newRow("unknown terrain") << R"({"hexes": {"0101": "lava"}})"
                                     << "terrain \"lava\" is not in the terrain key";
    QTest::newRow("hexside feature as a hex terrain") << R"({"hexes": {"0101": "stream"}})"
                                                      << "is a hexside feature";
    QTest::newRow("exit not on the edge") << R"({"exits": [{"hex": "0202"}]})"
                                          << "0202 is not on the map's edge";
    QTest::newRow("path that jumps")
        << R"({"paths": [{"feature": "stream", "hexes": ["0101", "0301"]}]})"
        << "0101 and 0301 are not neighbours";
    QTest::newRow("malformed hex id") << R"({"hexes": {"1x01": "clear"}})"
                                      << "malformed";
    QTest::newRow("unverified without a source")
        << R"({"terrainKey": [{"id": "clear", "movement": 1, "verified": false}]})"
        << "must say where it comes from";
    QTest::newRow("schema: unknown field") << R"({"colour": "green"})"
                                           << "hex map schema";
}

void TestMapRules::badMaps()
{
    QFETCH(QString, patch);
    QFETCH(QString, message);
    json map = {
        {"format", 1},
        {"id", "t"},
        {"title", "t"},
        {"game", "nlb"},
        {"grid", {{"orientation", "flat-top"}, {"columns", 8}, {"rows", 6}}},
        {"terrainKey",
         {{{"id", "clear"}, {"movement", 1}}, {{"id", "stream"}, {"hexside", true}, {"extra", 2}}}},
        {"defaultTerrain", "clear"}};
    map.merge_patch(json::parse(patch.toStdString()));
    Result<HexMap> m = HexMap::fromJson(map, "bad.json");
    QVERIFY(!m.ok());
    QCOMPARE(int(m.error().kind), int(ErrorKind::BadData));
    const QString text = QString::fromStdString(m.error().message);
    QVERIFY2(text.contains(message), qPrintable(text));
    QVERIFY2(text.startsWith("bad.json"), qPrintable(text));
}

void TestMapRules::badPositions_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("message");
    QTest::newRow("unit off the map")
        << R"([{"id": "A", "side": "French", "type": "infantry", "hex": "1301"}])"
        << "hex id '1301' is off the map";
    QTest::newRow("unit twice")
        << R"([{"id": "A", "side": "French", "type": "infantry", "hex": "0101"}, {"id": "A", "side": "French", "type": "infantry", "hex": "0102"}])"
        << "listed twice";
    QTest::newRow("no side") << R"([{"id": "A", "type": "infantry", "hex": "0101"}])"
                             << "has no side";
}

void TestMapRules::badPositions()
{
    QFETCH(QString, units);
    QFETCH(QString, message);
    json doc = {{"format", 1}, {"units", json::parse(units.toStdString())}};
    Result<MapPositions> p = MapPositions::fromJson(doc, nlb(), "p.json");
    QVERIFY(!p.ok());
    const QString text = QString::fromStdString(p.error().message);
    QVERIFY2(text.contains(message), qPrintable(text));
}

void TestMapRules::stepCosts_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("halves"); // -1: refused
    QTest::addColumn<QString>("rule");
    QTest::newRow("NLB 5.2 stream into forest costs 4 MP") << "0303"
                                                           << "0304" << 8 << "NLB 5.2";
    QTest::newRow("NLB 5.2 forest costs 2 MP (the example's 4 less the stream's 2)")
        << "0305"
        << "0304" << 4 << "NLB 5.2";
    QTest::newRow("NLB 5.2 clear costs 1 MP") << "0306"
                                              << "0307" << 2 << "NLB 5.2";
    QTest::newRow("NLB 5.2 road to road through a road hexside costs 1/2 MP")
        << "0105"
        << "0205" << 1 << "NLB 5.2";
    QTest::newRow("NLB 5.2 road into a town costs 1/2 MP regardless of the town")
        << "0505"
        << "0605" << 1 << "NLB 5.2";
    QTest::newRow("NLB 5.2 trail into forest costs 1 MP regardless of the forest")
        << "0302"
        << "0402" << 2 << "NLB 5.2";
    QTest::newRow("NLB 5.2 off the road into forest pays the forest") << "0403"
                                                                      << "0402" << 4 << "NLB 5.2";
    QTest::newRow("NLB 5.2 a river is crossed only at a bridge") << "0805"
                                                                 << "0906" << -1 << "NLB 5.2";
    QTest::newRow("NLB 5.2 the bridge carries the road at 1/2 MP") << "0805"
                                                                   << "0905" << 1 << "NLB 5.2";
    QTest::newRow("NLB 6.0 no moving off the map") << "0101"
                                                   << "0100" << -1 << "NLB 6.0";
}

void TestMapRules::stepCosts()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, halves);
    QFETCH(QString, rule);
    MapUnit u;
    u.id = "X";
    u.side = "French";
    u.type = "infantry";
    const Hex a = hx(nlb(), from.toLatin1().constData());
    Result<Hex> b = nlb().grid().parseId(to.toStdString());
    const Hex target = b ? *b : Hex{a.q, a.r - 1};
    const MapStep s = stepCost(nlb(), u, a, target);
    QCOMPARE(s.allowed, halves >= 0);
    if (halves >= 0)
        QCOMPARE(s.costHalves, halves);
    QCOMPARE(QString::fromStdString(s.rule), rule);
    QVERIFY(!s.why.text().empty());
}

// The reach search's cost without explanations agrees with stepCost on every hexside of both
// sample maps, for every unit type.
void TestMapRules::fastCostAgrees()
{
    int compared = 0;
    for (const HexMap *map : {&nlb(), &bmw()})
        for (const char *type : {"infantry", "cavalry", "artillery", "horse archers"}) {
            MapUnit u;
            u.id = "X";
            u.side = "A";
            u.type = type;
            for (Hex h : map->grid().allHexes())
                for (Hex n : HexGrid::neighbours(h)) {
                    const MapStep s = stepCost(*map, u, h, n);
                    QCOMPARE(stepCostHalves(*map, u, h, n), s.allowed ? s.costHalves : -1);
                    ++compared;
                }
        }
    QVERIFY(compared > 1000);
}

void TestMapRules::nlbReach_data()
{
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<QString>("weather");
    QTest::addColumn<QString>("hex");
    QTest::addColumn<int>("halves"); // -1: not reachable
    const QStringList base = {"M French cavalry 0105 6", "S Prussian infantry 0308 4",
                              "K Prussian infantry 0909 4", "A French infantry 0307 4",
                              "B French infantry 0307 4"};
    QTest::newRow("NLB 5.2 six hexes of road for 3 MP") << base << "clear"
                                                        << "0705" << 6;
    QTest::newRow("NLB 5.2 road then bridge then road") << base << "clear"
                                                        << "1005" << 9;
    QTest::newRow("NLB 5.4 entering an enemy controlled hex costs nothing more") << base << "clear"
                                                                                 << "0207" << 5;
    QTest::newRow("NLB 5.4 no hex beyond an enemy controlled hex on that path")
        << QStringList{"M French cavalry 0206 2", "S Prussian infantry 0208 4"} << "clear"
        << "0208" << -1;
    QTest::newRow("NLB 5.5 no entering an enemy controlled hex at night") << base << "night"
                                                                          << "0207" << -1;
    QTest::newRow("NLB 5.5 no entering an enemy controlled hex in rain") << base << "rain"
                                                                         << "0207" << -1;
    QTest::newRow("NLB 5.4 a unit in an enemy controlled hex may not leave")
        << QStringList{"M French cavalry 0207 6", "S Prussian infantry 0308 4"} << "clear"
        << "0206" << -1;
    QTest::newRow("NLB 5.4 zones of control do not cross an unbridged river")
        << QStringList{"M French cavalry 0810 6", "K Prussian infantry 0909 4"} << "clear"
        << "0709" << 4;
    QTest::newRow("NLB 5.3 friendly units do not slow movement") << base << "clear"
                                                                 << "0307" << 5;
}

void TestMapRules::nlbReach()
{
    QFETCH(QStringList, units);
    QFETCH(QString, weather);
    QFETCH(QString, hex);
    QFETCH(int, halves);
    const MapPositions p = place(nlb(), units, weather.toStdString());
    Result<MapReach> r = reachableHexes(nlb(), p, "M");
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    const MapReachHex *h = r->find(hx(nlb(), hex.toLatin1().constData()));
    if (halves < 0) {
        QVERIFY2(!h, qPrintable(hex));
        return;
    }
    QVERIFY2(h, qPrintable(hex));
    QCOMPARE(h->costHalves, halves);
    // the path found costs what the reach says
    Result<MapPathCheck> check = checkPath(nlb(), p, "M", r->pathTo(h->hex));
    QVERIFY(check.ok());
    QVERIFY(check->legal);
    QCOMPARE(check->totalHalves, halves);
}

void TestMapRules::nlbZoc_data()
{
    QTest::addColumn<QString>("enemy");
    QTest::addColumn<QString>("hex");
    QTest::addColumn<bool>("controlled");
    QTest::newRow("NLB 5.4 the six surrounding hexes") << "0505"
                                                       << "0506" << true;
    QTest::newRow("NLB 5.4 not two hexes away") << "0505"
                                                << "0507" << false;
    QTest::newRow("NLB 5.4 not through a non-bridge river hexside") << "0909"
                                                                    << "0809" << false;
    QTest::newRow("NLB 5.4 across a bridge hexside") << "0905"
                                                     << "0805" << true;
    QTest::newRow("NLB 5.4 never into a chateau") << "0407"
                                                  << "0408" << false;
    QTest::newRow("NLB 10.1 out of a chateau at all times") << "0408"
                                                            << "0407" << true;
}

void TestMapRules::nlbZoc()
{
    QFETCH(QString, enemy);
    QFETCH(QString, hex);
    QFETCH(bool, controlled);
    const MapPositions p = place(nlb(), {"E Prussian infantry " + enemy});
    const MapZoc zoc(nlb(), p);
    QCOMPARE(zoc.enemyControlled(hx(nlb(), hex.toLatin1().constData()), "French"), controlled);
    QVERIFY(!zoc.enemyControlled(hx(nlb(), hex.toLatin1().constData()), "Anglo-Allied"));
}

void TestMapRules::stacking()
{
    // NLB 5.3: two units; 10.2: one in a chateau; BMW 4.3: one unit, leaders aside.
    QCOMPARE(stackingLimit(nlb(), hx(nlb(), "0307")), 2);
    QCOMPARE(stackingLimit(nlb(), hx(nlb(), "0408")), 1);
    QCOMPARE(stackingLimit(bmw(), hx(bmw(), "0303")), 1);
    const MapPositions p =
        place(nlb(), {"A French infantry 0307", "B French infantry 0307", "C French infantry 0307",
                      "D French infantry 0408", "E French infantry 0408"});
    const std::vector<StackingBreach> b = stackingBreaches(nlb(), p);
    QCOMPARE(int(b.size()), 2);
    QCOMPARE(b[0].rule, std::string("NLB 5.3"));
    QCOMPARE(b[1].rule, std::string("NLB 10.2"));
    const MapPositions q =
        place(bmw(), {"L English leader 0303", "A English infantry 0303", "M English leader 0303"});
    QVERIFY(stackingBreaches(bmw(), q).empty());
}

void TestMapRules::nlbObligations()
{
    const MapPositions p = place(nlb(), {"V French infantry 0407", "J Prussian infantry 0408",
                                         "H French infantry 0706", "S Prussian infantry 0707",
                                         "C French infantry 0905", "R Prussian infantry 0804"});
    // NLB 7.1: in an enemy zone of control, must attack; NLB 10.1: adjacent to a chateau, must
    // attack the enemy in it, though no zone of control enters it.
    CombatObligations c = combatObligations(nlb(), p, "French");
    QVERIFY(c.combatPhase);
    QStringList attack, attacked;
    for (const AttackObligation &o : c.mustAttack)
        attack << QString::fromStdString(o.unit + ">" + o.against.front());
    for (const AttackObligation &o : c.mustBeAttacked)
        attacked << QString::fromStdString(o.unit + "@" + o.rule);
    attack.sort();
    attacked.sort();
    QCOMPARE(attack, (QStringList{"H>S", "V>J"}));
    QCOMPARE(attacked, (QStringList{"J@NLB 10.1", "S@NLB 7.0"}));
    // NLB 10.1: the unit in the chateau need not attack when the Prussians phase.
    CombatObligations d = combatObligations(nlb(), p, "Prussian");
    QCOMPARE(int(d.exempt.size()), 1);
    QCOMPARE(d.exempt[0].unit, std::string("J"));
    // NLB 7.9: no combat on night and rain turns.
    const MapPositions night =
        place(nlb(), {"H French infantry 0706", "S Prussian infantry 0707"}, "night");
    QVERIFY(!combatObligations(nlb(), night, "French").combatPhase);
    QVERIFY(combatObligations(nlb(), night, "French").mustAttack.empty());
}

void TestMapRules::nlbLos_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("clear");
    QTest::newRow("NLB 8.3 a forest hex between blocks") << "0303"
                                                         << "0305" << false;
    QTest::newRow("NLB 8.3 terrain in the firing hex does not block") << "0304"
                                                                      << "0306" << true;
    QTest::newRow("NLB 8.3 terrain in the target hex does not block") << "0306"
                                                                      << "0304" << true;
    QTest::newRow("NLB 8.3 a crest hexside of the target hex blocks") << "0606"
                                                                      << "0608" << false;
    QTest::newRow("NLB 8.3 a town between blocks") << "0604"
                                                   << "0606" << false;
    QTest::newRow("NLB 8.3 along a hexside with a town on one side only") << "0505"
                                                                          << "0705" << true;
    QTest::newRow("NLB 8.3 along a crest hexside") << "0906"
                                                   << "1106" << false;
    QTest::newRow("NLB 8.3 along a hexside with blocking terrain on both sides") << "0904"
                                                                                 << "1104" << false;
    QTest::newRow("NLB 8.3 along a hexside with blocking terrain on one side only")
        << "0903"
        << "1103" << true;
    QTest::newRow("NLB 8.3 through the juncture of a crest hexside and a town hex")
        << "0907"
        << "1107" << false;
    QTest::newRow("NLB 8.3 open ground") << "0106"
                                         << "0108" << true;
}

void TestMapRules::nlbLos()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, clear);
    const MapLos los = lineOfSight(nlb(), hx(nlb(), from.toLatin1().constData()),
                                   hx(nlb(), to.toLatin1().constData()));
    QCOMPARE(los.clear, clear);
    QCOMPARE(los.range, 2);
    QVERIFY(!los.explanation.steps.empty());
    QCOMPARE(los.explanation.steps.front().rule, std::string("NLB 8.3"));
    // the line of sight is the same both ways
    QCOMPARE(lineOfSight(nlb(), hx(nlb(), to.toLatin1().constData()),
                         hx(nlb(), from.toLatin1().constData()))
                 .clear,
             clear);
}

void TestMapRules::nlbBombardment()
{
    const MapPositions p = place(nlb(), {"G French artillery 0506", "S Prussian infantry 0707",
                                         "T Prussian infantry 0605", "J Prussian infantry 0408",
                                         "F Prussian infantry 0304"});
    Result<MapFireOptions> f = fireTargets(nlb(), p, "G");
    QVERIFY(f.ok());
    QCOMPARE(f->range, 2); // NLB 8.1
    // T is adjacent (an attack, not a bombardment) and puts G in its zone of control (NLB 8.4).
    QVERIFY(f->targets.empty());
    const MapPositions q = place(nlb(), {"G French artillery 0506", "S Prussian infantry 0707",
                                         "J Prussian infantry 0407", "W Prussian infantry 0705"});
    f = fireTargets(nlb(), q, "G");
    QVERIFY(f.ok());
    QStringList targets;
    for (const MapFireTarget &t : f->targets)
        targets << QString::fromStdString(nlb().grid().id(t.hex));
    targets.sort();
    QCOMPARE(targets, (QStringList{"0407", "0707"}));
    QCOMPARE(ids(nlb(), f->blockedHexes), QStringList{"0705"}); // the town 0605 between
    // NLB 10.4: never into a chateau; NLB 7.9: not at night.
    const MapPositions c = place(nlb(), {"G French artillery 0507", "J Prussian infantry 0408"});
    f = fireTargets(nlb(), c, "G");
    QVERIFY(f.ok());
    QVERIFY(f->targets.empty());
    const MapPositions n =
        place(nlb(), {"G French artillery 0506", "S Prussian infantry 0707"}, "rain");
    f = fireTargets(nlb(), n, "G");
    QVERIFY(f->targets.empty());
}

void TestMapRules::nlbRetreat_data()
{
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<QStringList>("expected"); // hexes, or "eliminated"
    QTest::addColumn<QString>("displaced");    // "unit>hex" of the first option (a pattern), or ""
    QTest::newRow("NLB 7.4 one hex, not into an enemy zone of control")
        << QStringList{"R French infantry 0505", "E Prussian infantry 0605"}
        << QStringList{"0404", "0405", "0504"} << "";
    // 0101 in the corner: 0201 and 0102 controlled by E at 0202, the rest off the map.
    QTest::newRow("NLB 6.1 a retreat off the map eliminates")
        << QStringList{"R French infantry 0101", "E Prussian infantry 0202"}
        << QStringList{"eliminated"} << "";
    QTest::newRow("NLB 7.4 may stack with a friendly unit within the limit")
        << QStringList{"R French infantry 0101", "E Prussian infantry 0103",
                       "F French infantry 0201"}
        << QStringList{"0201"} << "";
    QTest::newRow("NLB 7.6 the only open hex is full: displace one unit")
        << QStringList{"R French infantry 0101", "E Prussian infantry 0103",
                       "F French infantry 0201", "G French infantry 0201"}
        << QStringList{"0201", "0201"} << "^[FG]>030[12]$"; // F or G, to 0301 or 0302
    QTest::newRow("NLB 7.6 a displacement that would eliminate: the retreating unit is instead")
        << QStringList{"R French infantry 0101", "E Prussian infantry 0103",
                       "X Prussian infantry 0401", "F French infantry 0201",
                       "G French infantry 0201"}
        << QStringList{"eliminated"} << "";
    QTest::newRow("NLB 7.6 displacement in a chain")
        << QStringList{"R French infantry 0101",   "E Prussian infantry 0103",
                       "X Prussian infantry 0303", "F French infantry 0201",
                       "G French infantry 0201",   "H French infantry 0301",
                       "I French infantry 0301"}
        << QStringList{"0201", "0201"} << "^[FG]>0301$";
    QTest::newRow("NLB 10.5 never into an occupied chateau")
        << QStringList{"R French infantry 0508", "E Prussian infantry 0608",
                       "E2 Prussian infantry 0607", "F French infantry 0408"}
        << QStringList{"0407"} << "";
}

void TestMapRules::nlbRetreat()
{
    QFETCH(QStringList, units);
    QFETCH(QStringList, expected);
    QFETCH(QString, displaced);
    const MapPositions p = place(nlb(), units);
    Result<MapRetreat> r = retreatOptions(nlb(), p, "R");
    QVERIFY(r.ok());
    QStringList got;
    if (r->eliminated)
        got << "eliminated";
    for (const MapRetreatOption &o : r->options)
        got << QString::fromStdString(nlb().grid().id(o.hex));
    got.sort();
    QCOMPARE(got, expected);
    if (!displaced.isEmpty()) {
        QVERIFY(!r->options.front().displaced.empty());
        const auto &[unit, hex] = r->options.front().displaced.front();
        const QString chain = QString::fromStdString(unit + ">" + nlb().grid().id(hex));
        QVERIFY2(QRegularExpression(displaced).match(chain).hasMatch(), qPrintable(chain));
    } else {
        for (const MapRetreatOption &o : r->options)
            QVERIFY(o.displaced.empty());
    }
}

void TestMapRules::nlbAdvance()
{
    const MapPositions p =
        place(nlb(), {"A French infantry 0307", "B French infantry 0409 demoralized",
                      "C French infantry 0509", "D French infantry 0706"});
    // NLB 7.5: adjacent units that took part; NLB 11.0: not a demoralized army's.
    Result<MapAdvance> a = advanceOptions(nlb(), p, hx(nlb(), "0508"), {"A", "B", "C", "D"});
    QVERIFY(a.ok());
    QStringList units;
    for (const MapAdvanceOption &o : a->options) {
        units << QString::fromStdString(o.unit);
        QCOMPARE(int(o.hexes.size()), 1); // one hex only
    }
    QCOMPARE(units, QStringList{"C"});
    // NLB 10.5: never into a chateau.
    a = advanceOptions(nlb(), p, hx(nlb(), "0408"), {"A", "C"});
    QVERIFY(a.ok());
    QVERIFY(a->options.empty());
}

void TestMapRules::nlbEntry_data()
{
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<int>("stack");
    QTest::addColumn<QStringList>("hexes");
    QTest::addColumn<int>("halves");
    QTest::newRow("NLB 9.0 the first stack on a road pays the road's 1/2 MP")
        << QStringList{} << 1 << QStringList{"1205"} << 1;
    QTest::newRow("NLB 9.0 the third stack pays three times")
        << QStringList{} << 3 << QStringList{"1205"} << 3;
    QTest::newRow("NLB 9.1 blocked by a zone of control: the closest open edge hex")
        << QStringList{"F French infantry 1105"} << 1 << QStringList{"1206"} << 2;
}

void TestMapRules::nlbEntry()
{
    QFETCH(QStringList, units);
    QFETCH(int, stack);
    QFETCH(QStringList, hexes);
    QFETCH(int, halves);
    const MapPositions p = place(nlb(), units);
    Result<MapEntry> e = reinforcementEntry(nlb(), p, "Prussian", "Wavre road", stack);
    QVERIFY2(e.ok(), e.ok() ? "" : e.error().message.c_str());
    std::vector<Hex> got;
    for (const MapEntryOption &o : e->options) {
        got.push_back(o.hex);
        QCOMPARE(o.costHalves, halves * (units.isEmpty() ? 1 : stack));
    }
    QCOMPARE(ids(nlb(), got), hexes);
    QVERIFY(!reinforcementEntry(nlb(), p, "French", "Wavre road", 1).ok());
}

void TestMapRules::nlbExit()
{
    // NLB 6.0: exit at the exit hex paying for an imaginary hex like it (clear: 1 MP).
    const MapPositions p = place(nlb(), {"M French cavalry 0305 2"});
    Result<MapReach> r = reachableHexes(nlb(), p, "M");
    QVERIFY(r.ok());
    QCOMPARE(int(r->exits.size()), 1);
    QCOMPARE(nlb().grid().id(r->exits[0].hex), std::string("0105"));
    QCOMPARE(r->exits[0].costHalves, 2 + 2); // two road hexes and the imaginary clear hex
    const MapPositions q = place(nlb(), {"P Prussian cavalry 0305 2"});
    QVERIFY(reachableHexes(nlb(), q, "P")->exits.empty()); // not a Prussian exit
}

void TestMapRules::bmwMovement_data()
{
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<QString>("hex");
    QTest::addColumn<int>("halves");
    const QStringList inf = {"U English infantry 0303 4"};
    const QStringList cav = {"U English cavalry 0603 6"};
    QTest::newRow("BMW 4.2 clear costs 1") << inf << "0302" << 2;
    QTest::newRow("BMW 4.2 hill costs 2") << inf << "0403" << 4;
    QTest::newRow("BMW 4.2 along the road costs 1 regardless of terrain (hill road)")
        << QStringList{"U English infantry 0304 4"} << "0404" << 2;
    QTest::newRow("BMW 4.2 woods cost 3")
        << QStringList{"U English infantry 0504 4"} << "0505" << 6;
    QTest::newRow("BMW 4.2 along a trail into woods costs 1 (after two clear hexes)")
        << QStringList{"U English infantry 0304 4"} << "0405" << 6;
    QTest::newRow("BMW 4.2 swamp costs 3 for infantry")
        << QStringList{"U English infantry 0602 4"} << "0702" << 6;
    QTest::newRow("BMW 4.2 swamp is infantry only") << cav << "0703" << -1;
    QTest::newRow("BMW 4.2 river costs 3")
        << QStringList{"U English infantry 0703 4"} << "0803" << 6;
}

void TestMapRules::bmwMovement()
{
    QFETCH(QStringList, units);
    QFETCH(QString, hex);
    QFETCH(int, halves);
    const MapPositions p = place(bmw(), units);
    Result<MapReach> r = reachableHexes(bmw(), p, "U");
    QVERIFY(r.ok());
    const MapReachHex *h = r->find(hx(bmw(), hex.toLatin1().constData()));
    if (halves < 0) {
        QVERIFY(!h);
        return;
    }
    QVERIFY2(h, qPrintable(hex));
    QCOMPARE(h->costHalves, halves);
}

void TestMapRules::bmwZoc()
{
    // BMW 5.1: dotted units and lone leaders exert none; not into a hex prohibited to the unit.
    const MapPositions p = place(bmw(), {"L Norman infantry 0303 dot=solid", "K Norman leader 0306",
                                         "C Norman cavalry 0603", "A English infantry 0101"});
    const MapZoc zoc(bmw(), p);
    QVERIFY(!zoc.enemyControlled(hx(bmw(), "0302"), "English"));
    QVERIFY(!zoc.enemyControlled(hx(bmw(), "0305"), "English"));
    QVERIFY(zoc.enemyControlled(hx(bmw(), "0602"), "English"));
    QVERIFY(!zoc.enemyControlled(hx(bmw(), "0703"), "English")); // swamp: no cavalry
    // BMW 8.21: a solid dot disengages from a slower enemy, but not straight into another EZOC.
    const MapPositions d = place(bmw(), {"L English infantry 0303 4 dot=solid",
                                         "E Norman infantry 0403 3", "F Norman infantry 0201 3"});
    Result<MapReach> r = reachableHexes(bmw(), d, "L");
    QVERIFY(r.ok());
    QCOMPARE(r->find(hx(bmw(), "0203"))->costHalves, 2); // not controlled
    // 0302 (controlled by F) only after a hex out of every EZOC: by 0203, not straight from 0303
    QCOMPARE(r->find(hx(bmw(), "0302"))->costHalves, 4);
    // ... and not from a faster one.
    const MapPositions e =
        place(bmw(), {"L English infantry 0303 4 dot=solid", "E Norman cavalry 0403 6"});
    QCOMPARE(int(reachableHexes(bmw(), e, "L")->hexes.size()), 1);
    // BMW 4.4: an ordinary unit may not leave.
    const MapPositions f = place(bmw(), {"L English infantry 0303 4", "E Norman infantry 0403 3"});
    QCOMPARE(int(reachableHexes(bmw(), f, "L")->hexes.size()), 1);
    // BMW 10.1: a leader always disengages, and enters an EZOC only where a friendly unit is.
    const MapPositions g = place(bmw(), {"K English leader 0303 6", "E Norman infantry 0403 3",
                                         "A English infantry 0404 4"});
    Result<MapReach> k = reachableHexes(bmw(), g, "K");
    QVERIFY(k->hexes.size() > 1);
    QVERIFY(!k->find(hx(bmw(), "0503")));
}

void TestMapRules::bmwLos_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("clear");
    QTest::newRow("BMW 6.4 anything but clear between blocks (hill)") << "0303"
                                                                      << "0503" << false;
    QTest::newRow("BMW 6.4 clear ground") << "0101"
                                          << "0301" << true;
    QTest::newRow("BMW 6.4 the firing and target hexes do not block") << "0403"
                                                                      << "0203" << true;
}

void TestMapRules::bmwLos()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, clear);
    const MapLos los = lineOfSight(bmw(), hx(bmw(), from.toLatin1().constData()),
                                   hx(bmw(), to.toLatin1().constData()));
    QCOMPARE(los.clear, clear);
    QCOMPARE(los.explanation.steps.front().rule, std::string("BMW 6.4"));
}

void TestMapRules::bmwArchery()
{
    // BMW 6.4: with an adjacent non-disrupted enemy, the archer must fire at it.
    const MapPositions p = place(bmw(), {"A English infantry 0102 range=3",
                                         "E Norman infantry 0103", "F Norman infantry 0104"});
    Result<MapFireOptions> f = fireTargets(bmw(), p, "A");
    QVERIFY(f.ok());
    QCOMPARE(int(f->targets.size()), 1);
    QCOMPARE(bmw().grid().id(f->targets[0].hex), std::string("0103"));
    const MapPositions q =
        place(bmw(), {"A English infantry 0102 range=3", "E Norman infantry 0103 disrupted",
                      "F Norman infantry 0104", "L Norman leader 0101"});
    f = fireTargets(bmw(), q, "A");
    QCOMPARE(int(f->targets.size()), 2); // a lone leader is never a target (BMW 6.1)
}

void TestMapRules::bmwRetreat_data()
{
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("disrupted");
    QTest::newRow("BMW 7.8 one hex, not into an enemy zone of control")
        << QStringList{"R English infantry 0101", "E Norman infantry 0201"} << QStringList{"0102"}
        << QStringList{};
    QTest::newRow("BMW 7.8 through a friendly unit, disrupting both")
        << QStringList{"R English infantry 0101", "E Norman infantry 0201",
                       "F English infantry 0102"}
        << QStringList{"0103"} << QStringList{"F", "R"};
    QTest::newRow("BMW 7.8 no eligible hex: eliminated")
        << QStringList{"R English infantry 0101", "E Norman infantry 0202"}
        << QStringList{"eliminated"} << QStringList{};
}

void TestMapRules::bmwRetreat()
{
    QFETCH(QStringList, units);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, disrupted);
    const MapPositions p = place(bmw(), units);
    Result<MapRetreat> r = retreatOptions(bmw(), p, "R");
    QVERIFY(r.ok());
    QStringList got, hit;
    if (r->eliminated)
        got << "eliminated";
    for (const MapRetreatOption &o : r->options) {
        got << QString::fromStdString(bmw().grid().id(o.hex));
        for (const std::string &d : o.disrupted)
            if (!hit.contains(QString::fromStdString(d)))
                hit << QString::fromStdString(d);
    }
    got.sort();
    hit.sort();
    QCOMPARE(got, expected);
    QCOMPARE(hit, disrupted);
}

void TestMapRules::bmwAdvance()
{
    // BMW 9.2: cavalry retreats three hexes; advances up to three; 9.6 charging cavalry must.
    const MapPositions p = place(bmw(), {"C English cavalry 0303", "E Norman infantry 0403"});
    Result<MapRetreat> r = retreatOptions(bmw(), p, "C");
    QVERIFY(r.ok());
    QCOMPARE(r->hexes, 3);
    for (const MapRetreatOption &o : r->options) {
        QCOMPARE(int(o.path.size()), 3);
        QCOMPARE(HexGrid::distance(o.hex, hx(bmw(), "0303")), 3);
        QVERIFY(o.disrupted.empty());
    }
    QVERIFY(!r->options.empty());
    const MapPositions q =
        place(bmw(), {"C English cavalry 0303 charging", "I English infantry 0302"});
    Result<MapAdvance> a = advanceOptions(bmw(), q, hx(bmw(), "0203"), {"C", "I"});
    QVERIFY(a.ok());
    QCOMPARE(int(a->options.size()), 2);
    QVERIFY(a->options[0].must);
    QVERIFY(a->options[0].hexes.size() > 1);
    for (Hex h : a->options[0].hexes)
        QVERIFY(HexGrid::distance(h, hx(bmw(), "0203")) <= 2);
    QVERIFY(!a->options[1].must);
    QCOMPARE(int(a->options[1].hexes.size()), 1);
}

QTEST_APPLESS_MAIN(TestMapRules)
#include "tst_maprules.moc"
