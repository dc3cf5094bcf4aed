#include "hexmap.h"
#include "maplos.h"
#include "mapmovement.h"
#include "mapretreat.h"
#include "mapunits.h"
#include "mapzoc.h"

#include <QtTest>

#include <fstream>
#include <nlohmann/json.hpp>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

// Golden scenario files (tests/scenarios/maps/golden-*.json): positions on a sample map and the
// answers the rule sections give, each case named after its rule, asked of the engine.
class TestMapGolden : public QObject
{
    Q_OBJECT

  private slots:
    void cases_data();
    void cases();
};

static const QString dir = QStringLiteral(UMPIRE_SOURCE_DIR "/tests/scenarios/maps/");

static json readJson(const QString &path)
{
    std::ifstream in(path.toStdString());
    return json::parse(in, nullptr, false);
}

void TestMapGolden::cases_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    int total = 0;
    for (const QString &file :
         {QStringLiteral("golden-nlb.json"), QStringLiteral("golden-bmw.json")}) {
        const json golden = readJson(dir + file);
        QVERIFY2(!golden.is_discarded(), qPrintable(file));
        for (std::size_t i = 0; i < golden["cases"].size(); ++i, ++total)
            QTest::newRow(golden["cases"][i]["name"].get<std::string>().c_str()) << file << int(i);
    }
    QVERIFY(total >= 20);
}

static QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

static QStringList strings(const json &array)
{
    QStringList out;
    for (const json &s : array)
        out << QString::fromStdString(s.get<std::string>());
    return out;
}

void TestMapGolden::cases()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const json golden = readJson(dir + file);
    const json &c = golden["cases"][std::size_t(index)];
    Result<HexMap> map = HexMap::load(std::string(UMPIRE_RULESDATA_DIR) + "/maps/" +
                                      golden["map"].get<std::string>());
    QVERIFY(map.ok());
    json positionsDoc = readJson(dir + QString::fromStdString(golden["positions"]));
    // The NLB golden positions take types and strengths from the nlb-demo scenario's order of
    // battle; the fields the map rules need are filled here from that file.
    if (positionsDoc.contains("scenario")) {
        const json scenario = readJson(QStringLiteral(UMPIRE_RULESDATA_DIR "/scenarios/") +
                                       QString::fromStdString(positionsDoc["scenario"]) + ".json");
        for (json &u : positionsDoc["units"])
            for (const json &oob : scenario["orderOfBattle"])
                if (oob["id"] == u["id"]) {
                    u["side"] = oob["side"];
                    u["type"] = oob["type"];
                    u["strength"] = oob["strength"];
                }
        positionsDoc.erase("scenario");
    }
    Result<MapPositions> positions = MapPositions::fromJson(positionsDoc, *map, "golden");
    QVERIFY2(positions.ok(), positions.ok() ? "" : positions.error().message.c_str());
    positions->setPlayer("Anglo-Allied", "Allied");
    positions->setPlayer("Prussian", "Allied");
    const HexGrid &grid = map->grid();
    auto hex = [&](const json &id) { return *grid.parseId(id.get<std::string>()); };
    const std::string ask = c["ask"];
    const json &expect = c["expect"];
    auto ruleOf = [&](const Explanation &e) {
        // every answer explains itself with the rules of the case's game
        const std::string cite = map->game == MapGame::Nlb ? "NLB" : "BMW";
        QVERIFY(!e.steps.empty());
        for (const Step &s : e.steps)
            QVERIFY2(s.rule.rfind(cite, 0) == 0, s.rule.c_str());
    };

    if (ask == "path") {
        std::vector<Hex> path;
        for (const json &h : c["through"])
            path.push_back(hex(h));
        Result<MapPathCheck> r = checkPath(*map, *positions, c["unit"], path);
        QVERIFY(r.ok());
        ruleOf(r->explanation);
        QCOMPARE(r->legal, expect["legal"].get<bool>());
        if (expect.contains("mp"))
            QCOMPARE(r->totalHalves / 2.0, expect["mp"].get<double>());
    } else if (ask == "reach") {
        Result<MapReach> r = reachableHexes(*map, *positions, c["unit"]);
        QVERIFY(r.ok());
        ruleOf(r->explanation);
        if (expect.contains("count"))
            QCOMPARE(int(r->hexes.size()) - 1, expect["count"].get<int>());
        const json hexes = expect.value("hexes", json::object());
        for (const auto &[id, mp] : hexes.items()) {
            const MapReachHex *h = r->find(*grid.parseId(id));
            QVERIFY2(h, id.c_str());
            QCOMPARE(h->costHalves / 2.0, mp.get<double>());
        }
        for (const json &id : expect.value("stops", json::array())) {
            const MapReachHex *h = r->find(hex(id));
            QVERIFY(h && h->enemyZoc);
        }
        for (const json &id : expect.value("absent", json::array()))
            QVERIFY2(!r->find(hex(id)), id.get<std::string>().c_str());
        for (const json &id : expect.value("passOnly", json::array())) {
            const MapReachHex *h = r->find(hex(id));
            QVERIFY(h && !h->mayEnd);
        }
    } else if (ask == "zoc") {
        CombatObligations o = combatObligations(*map, *positions, c["phasing"]);
        ruleOf(o.explanation);
        QStringList attack, attacked;
        for (const AttackObligation &a : o.mustAttack)
            attack << QString::fromStdString(a.unit);
        for (const AttackObligation &a : o.mustBeAttacked)
            attacked << QString::fromStdString(a.unit);
        QCOMPARE(sorted(attack), sorted(strings(expect["mustAttack"])));
        QCOMPARE(sorted(attacked), sorted(strings(expect["mustBeAttacked"])));
    } else if (ask == "los") {
        const MapLos los = lineOfSight(*map, hex(c["from"]), hex(c["to"]));
        ruleOf(los.explanation);
        QCOMPARE(los.clear, expect["clear"].get<bool>());
    } else if (ask == "fire") {
        Result<MapFireOptions> f = fireTargets(*map, *positions, c["unit"]);
        QVERIFY(f.ok());
        QStringList targets;
        for (const MapFireTarget &t : f->targets)
            targets << QString::fromStdString(grid.id(t.hex));
        QCOMPARE(sorted(targets), sorted(strings(expect["targets"])));
    } else if (ask == "retreat") {
        Result<MapRetreat> r = retreatOptions(*map, *positions, c["unit"]);
        QVERIFY(r.ok());
        ruleOf(r->explanation);
        if (expect.contains("hexes")) {
            QStringList hexes;
            for (const MapRetreatOption &o : r->options)
                hexes << QString::fromStdString(grid.id(o.hex));
            QCOMPARE(sorted(hexes), sorted(strings(expect["hexes"])));
        }
        if (expect.contains("distance")) {
            QVERIFY(!r->options.empty());
            for (const MapRetreatOption &o : r->options)
                QCOMPARE(HexGrid::distance(o.hex, positions->unit(c["unit"])->hex),
                         expect["distance"].get<int>());
        }
    } else if (ask == "advance") {
        std::vector<std::string> attackers = c["attackers"];
        Result<MapAdvance> a = advanceOptions(*map, *positions, hex(c["vacated"]), attackers);
        QVERIFY(a.ok());
        ruleOf(a->explanation);
        QStringList units;
        for (const MapAdvanceOption &o : a->options)
            units << QString::fromStdString(o.unit);
        QCOMPARE(sorted(units), sorted(strings(expect["units"])));
    } else if (ask == "entry") {
        Result<MapEntry> e =
            reinforcementEntry(*map, *positions, c["side"], c["entry"], c["stack"].get<int>());
        QVERIFY(e.ok());
        ruleOf(e->explanation);
        QStringList hexes;
        for (const MapEntryOption &o : e->options) {
            hexes << QString::fromStdString(grid.id(o.hex));
            QCOMPARE(o.costHalves / 2.0, expect["mp"].get<double>());
        }
        QCOMPARE(sorted(hexes), sorted(strings(expect["hexes"])));
    } else {
        QFAIL(qPrintable("unknown question " + QString::fromStdString(ask)));
    }
}

QTEST_APPLESS_MAIN(TestMapGolden)
#include "tst_mapgolden.moc"
