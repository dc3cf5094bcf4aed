#include "rulesetschema.h"
#include "vaevictisdata.h"

#include <QtTest/QtTest>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using nlohmann::json;
using umpire::ErrorKind;
using umpire::Result;
namespace vv = umpire::vv;

namespace {

const vv::Game &vvShipped(const std::string &id)
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

json vvReadJson(const std::string &path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return json::parse(text.str());
}

std::string vvGamePath(const std::string &id)
{
    return std::string(UMPIRE_RULESDATA_DIR) + "/vaevictis/" + id + ".json";
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

// The Vae Victis rule data: four quick-reference sheets and the general rules, checked cell by cell
// against the rule text (vae-victis-miniatures-rules.txt). Every expected value is read from the
// text.
class TestVaeVictisData : public QObject
{
    Q_OBJECT

  private slots:
    void schemaIsCompiledIn();
    void everyGameLoads_data();
    void everyGameLoads();
    void movementTable_data();
    void movementTable();
    void unitFactors_data();
    void unitFactors();
    void fireRangeTable_data();
    void fireRangeTable();
    void tacticalFactors_data();
    void tacticalFactors();
    void specialRules_data();
    void specialRules();
    void scalesOfTheGeneralRules();
    void unverifiedItemsAreListed();
    void userCopyWins();
    void badFilesRefused_data();
    void badFilesRefused();
    void unknownGameRefused();
    void everyMutationIsAValueNotACrash();
};

void TestVaeVictisData::schemaIsCompiledIn()
{
    const char *text = umpire::embeddedSchemaText("vaevictis.schema.json");
    QVERIFY(text);
    QCOMPARE(json::parse(text),
             vvReadJson(std::string(UMPIRE_RULESDATA_DIR) + "/vaevictis.schema.json"));
}

void TestVaeVictisData::everyGameLoads_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("cite");
    QTest::addColumn<int>("elements"); // rows of the sheet's Combat Results Table
    QTest::addColumn<int>("movementRows");
    QTest::addColumn<int>("weapons"); // rows of the Fire Ranges table
    QTest::addColumn<int>("fireFactors");
    QTest::addColumn<int>("meleeFactors");
    QTest::addColumn<QStringList>("columns");
    QTest::newRow("LGA quick reference sheet")
        << "la-grande-armee"
        << "LGA" << 6 << 10 << 5 << 12 << 10 << QStringList{"road", "clear", "rough", "difficult"};
    QTest::newRow("LG quick reference sheet")
        << "los-gringos"
        << "LG" << 6 << 9 << 5 << 11 << 9 << QStringList{"road", "clear", "rough"};
    QTest::newRow("RY quick reference sheet")
        << "rebel-yell"
        << "RY" << 5 << 6 << 8 << 11 << 9 << QStringList{"road", "clear", "rough", "forest"};
    QTest::newRow("KR quick reference sheet")
        << "kepis-rouge"
        << "KR" << 6 << 7 << 5 << 6 << 8 << QStringList{"road", "clear", "rough"};
}

void TestVaeVictisData::everyGameLoads()
{
    QFETCH(QString, id);
    QFETCH(QString, cite);
    QFETCH(int, elements);
    QFETCH(int, movementRows);
    QFETCH(int, weapons);
    QFETCH(int, fireFactors);
    QFETCH(int, meleeFactors);
    QFETCH(QStringList, columns);
    const vv::Game &g = vvShipped(id.toStdString());
    QCOMPARE(qs(g.cite), cite);
    QCOMPARE(int(g.elements.size()), elements);
    QCOMPARE(int(g.results.size()), elements);
    QCOMPARE(int(g.movementRows.size()), movementRows);
    QCOMPARE(int(g.weapons.size()), weapons);
    QCOMPARE(int(g.fireFactors.size()), fireFactors);
    QCOMPARE(int(g.meleeFactors.size()), meleeFactors);
    QStringList got;
    for (const auto &[column, name] : g.movementColumns)
        got << qs(column);
    QCOMPARE(got, columns);
    QCOMPARE(qs(g.common.cite), QString("VV"));
}

void TestVaeVictisData::movementTable_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("row");
    QTest::addColumn<QString>("paces"); // the sheet's row, "-" where a type may not enter
    // LGA Movement Table: Road Clear Rough Difficult.
    QTest::newRow("LGA Movement Table: General") << "la-grande-armee"
                                                 << "general"
                                                 << "500 500 500 500";
    QTest::newRow("LGA Movement Table: Infantry in square") << "la-grande-armee"
                                                            << "infantry-square"
                                                            << "100 100 100 -";
    QTest::newRow("LGA Movement Table: Light Infantry skirmishers") << "la-grande-armee"
                                                                    << "light-infantry-skirmishers"
                                                                    << "400 300 300 200";
    QTest::newRow("LGA Movement Table: Infantry (other)") << "la-grande-armee"
                                                          << "infantry-other"
                                                          << "300 300 200 100";
    QTest::newRow("LGA Movement Table: Cavalry Light") << "la-grande-armee"
                                                       << "cavalry-light"
                                                       << "500 500 400 300";
    QTest::newRow("LGA Movement Table: Cavalry Irregular") << "la-grande-armee"
                                                           << "cavalry-irregular"
                                                           << "600 500 400 300";
    QTest::newRow("LGA Movement Table: Cavalry Heavy") << "la-grande-armee"
                                                       << "cavalry-heavy"
                                                       << "400 400 300 200";
    QTest::newRow("LGA Movement Table: Artillery Horse") << "la-grande-armee"
                                                         << "artillery-horse"
                                                         << "350 300 200 -";
    QTest::newRow("LGA Movement Table: Artillery Foot") << "la-grande-armee"
                                                        << "artillery-foot"
                                                        << "250 200 100 -";
    QTest::newRow("LGA Movement Table: Artillery Heavy") << "la-grande-armee"
                                                         << "artillery-heavy"
                                                         << "250 150 50 -";
    // LG Movement Table: Road Clear Rough.
    QTest::newRow("LG Movement Table: General") << "los-gringos"
                                                << "general"
                                                << "500 500 400";
    QTest::newRow("LG Movement Table: Infantry") << "los-gringos"
                                                 << "infantry"
                                                 << "300 200 100";
    QTest::newRow("LG Movement Table: Light Infantry") << "los-gringos"
                                                       << "light-infantry"
                                                       << "300 300 200";
    QTest::newRow("LG Movement Table: Infantry in square") << "los-gringos"
                                                           << "infantry-square"
                                                           << "100 100 -";
    QTest::newRow("LG Movement Table: Cuirassiers & Dragoons") << "los-gringos"
                                                               << "cuirassiers-dragoons"
                                                               << "500 400 300";
    QTest::newRow("LG Movement Table: Light & Irregular Cavalry") << "los-gringos"
                                                                  << "light-irregular-cavalry"
                                                                  << "500 500 400";
    QTest::newRow("LG Movement Table: Artillery Light 4-6 lb") << "los-gringos"
                                                               << "artillery-light"
                                                               << "400 300 200";
    QTest::newRow("LG Movement Table: Artillery Medium 8-12 lb") << "los-gringos"
                                                                 << "artillery-medium"
                                                                 << "300 200 100";
    QTest::newRow("LG Movement Table: Artillery Heavy 18-24 lb") << "los-gringos"
                                                                 << "artillery-heavy"
                                                                 << "200 100 -";
    // RY Movement Table: Road Clear Rough Forest.
    QTest::newRow("RY Movement Table: General") << "rebel-yell"
                                                << "general"
                                                << "500 500 400 300";
    QTest::newRow("RY Movement Table: Infantry") << "rebel-yell"
                                                 << "infantry"
                                                 << "300 200 100 100";
    QTest::newRow("RY Movement Table: Sharpshooters & Dismounted Cavalry")
        << "rebel-yell"
        << "sharpshooters-dismounted"
        << "300 300 200 200";
    QTest::newRow("RY Movement Table: Cavalry") << "rebel-yell"
                                                << "cavalry"
                                                << "500 400 300 200";
    QTest::newRow("RY Movement Table: Artillery Light 6 lb") << "rebel-yell"
                                                             << "artillery-light"
                                                             << "400 300 200 -";
    QTest::newRow("RY Movement Table: Artillery Field 10/12 lb or 3 in") << "rebel-yell"
                                                                         << "artillery-field"
                                                                         << "300 200 100 -";
    // KR Movement Table: Road Clear Rough.
    QTest::newRow("KR Movement Table: General") << "kepis-rouge"
                                                << "general"
                                                << "500 500 500";
    QTest::newRow("KR Movement Table: Line Infantry") << "kepis-rouge"
                                                      << "line-infantry"
                                                      << "300 200 100";
    QTest::newRow("KR Movement Table: Light infantry Chasseurs or Jagers") << "kepis-rouge"
                                                                           << "light-infantry"
                                                                           << "300 300 200";
    QTest::newRow("KR Movement Table: Light & Lancers") << "kepis-rouge"
                                                        << "light-cavalry-lancers"
                                                        << "500 500 400";
    QTest::newRow("KR Movement Table: Dragoons") << "kepis-rouge"
                                                 << "dragoons"
                                                 << "500 400 300";
    QTest::newRow("KR Movement Table: Cuirassiers") << "kepis-rouge"
                                                    << "cuirassiers"
                                                    << "500 300 200";
    QTest::newRow("KR Movement Table: Cannon & Mitrailleuse") << "kepis-rouge"
                                                              << "artillery"
                                                              << "300 200 100";
}

void TestVaeVictisData::movementTable()
{
    QFETCH(QString, game);
    QFETCH(QString, row);
    QFETCH(QString, paces);
    const vv::Game &g = vvShipped(game.toStdString());
    const vv::MovementRow *r = g.movementRow(row.toStdString());
    QVERIFY2(r, qPrintable("no movement row " + row));
    QStringList got;
    for (const auto &[column, name] : g.movementColumns) {
        const std::optional<int> p = r->paces.at(column);
        got << (p ? QString::number(*p) : QString("-"));
    }
    QCOMPARE(got.join(' '), paces);
}

void TestVaeVictisData::unitFactors_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("fire"); // -1: no fire factor
    QTest::addColumn<int>("melee");
    QTest::addColumn<int>("charge"); // 0: none
    QTest::addColumn<int>("cost");
    QTest::addColumn<int>("max");     // -1: no per-army maximum
    QTest::addColumn<int>("figures"); // -1: not on the sheet
    // LGA Fire & Melee Factors: Fire, Melee, Charge Bonus, Unit Cost.
    QTest::newRow("LGA Fire & Melee Factors: Militia, Conscripts, Landwehr")
        << "la-grande-armee"
        << "militia" << 2 << 2 << 0 << 2 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Line")
        << "la-grande-armee"
        << "line-infantry" << 3 << 3 << 0 << 3 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Light")
        << "la-grande-armee"
        << "light-infantry" << 3 << 3 << 0 << 4 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Light Skirmishers")
        << "la-grande-armee"
        << "light-skirmishers" << 1 << 1 << 0 << 2 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Elites")
        << "la-grande-armee"
        << "elite-infantry" << 4 << 4 << 0 << 4 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Guard")
        << "la-grande-armee"
        << "guard-infantry" << 4 << 4 << 1 << 5 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Cossacks, Landwehr")
        << "la-grande-armee"
        << "cossacks" << -1 << 2 << 0 << 2 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Lancers")
        << "la-grande-armee"
        << "lancers" << -1 << 2 << 1 << 3 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Light cavalry")
        << "la-grande-armee"
        << "light-cavalry" << -1 << 2 << 2 << 4 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Dragoons, Carabiniers without cuirass")
        << "la-grande-armee"
        << "dragoons" << -1 << 3 << 1 << 4 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Cuirassiers, Chevaliers, Carabiniers")
        << "la-grande-armee"
        << "cuirassiers" << -1 << 4 << 2 << 5 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Guard Heavy")
        << "la-grande-armee"
        << "guard-heavy-cavalry" << -1 << 4 << 2 << 5 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Guard Light")
        << "la-grande-armee"
        << "guard-light-cavalry" << -1 << 3 << 1 << 4 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Artillery Light (3-4lb)")
        << "la-grande-armee"
        << "light-artillery" << 3 << 4 << 0 << 2 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Artillery Field (6-9lb)")
        << "la-grande-armee"
        << "field-artillery" << 3 << 4 << 0 << 3 << -1 << -1;
    QTest::newRow("LGA Fire & Melee Factors: Artillery Heavy (12lb)")
        << "la-grande-armee"
        << "heavy-artillery" << 3 << 4 << 0 << 4 << -1 << -1;
    // LG Unit Factors: Combat, Unit Cost, Figures per Element (cavalry cannot fire, VV 7.1).
    QTest::newRow("LG Unit Factors: US Regular") << "los-gringos"
                                                 << "us-regular" << 4 << 4 << 0 << 5 << -1 << 4;
    QTest::newRow("LG Unit Factors: US Volunteers")
        << "los-gringos"
        << "us-volunteers" << 4 << 4 << 0 << 4 << -1 << 4;
    QTest::newRow("LG Unit Factors: US Light Infantry")
        << "los-gringos"
        << "us-light-infantry" << 3 << 3 << 0 << 4 << -1 << 2;
    QTest::newRow("LG Unit Factors: US Dragoons") << "los-gringos"
                                                  << "us-dragoons" << -1 << 4 << 0 << 4 << -1 << 3;
    QTest::newRow("LG Unit Factors: Texas Rangers (light cavalry)")
        << "los-gringos"
        << "texas-rangers" << -1 << 3 << 0 << 3 << -1 << 2;
    QTest::newRow("LG Unit Factors: Other volunteer cavalry")
        << "los-gringos"
        << "us-volunteer-cavalry" << -1 << 2 << 0 << 2 << -1 << 2;
    QTest::newRow("LG Unit Factors: Spy company (lancers)")
        << "los-gringos"
        << "spy-company" << -1 << 1 << 0 << 2 << -1 << 2;
    QTest::newRow("LG Unit Factors: US Artillery (light)")
        << "los-gringos"
        << "us-light-artillery" << 3 << 3 << 0 << 3 << -1 << 1;
    QTest::newRow("LG Unit Factors: US Artillery (medium)")
        << "los-gringos"
        << "us-medium-artillery" << 3 << 3 << 0 << 3 << -1 << 1;
    QTest::newRow("LG Unit Factors: US Artillery (heavy)")
        << "los-gringos"
        << "us-heavy-artillery" << 3 << 3 << 0 << 3 << -1 << 1;
    QTest::newRow("LG Unit Factors: Mexican Elite") << "los-gringos"
                                                    << "mx-elite" << 4 << 4 << 0 << 4 << -1 << 4;
    QTest::newRow("LG Unit Factors: Mexican Regulars")
        << "los-gringos"
        << "mx-regular" << 3 << 3 << 0 << 3 << -1 << 4;
    QTest::newRow("LG Unit Factors: Mexican Militia")
        << "los-gringos"
        << "mx-militia" << 2 << 2 << 0 << 2 << -1 << 4;
    QTest::newRow("LG Unit Factors: Mexican Light Infantry")
        << "los-gringos"
        << "mx-light-infantry" << 2 << 2 << 0 << 3 << -1 << 2;
    QTest::newRow("LG Unit Factors: Mexican Cuirassiers")
        << "los-gringos"
        << "mx-cuirassiers" << -1 << 4 << 0 << 4 << -1 << 3;
    QTest::newRow("LG Unit Factors: Mexican Line cavalry")
        << "los-gringos"
        << "mx-line-cavalry" << -1 << 3 << 0 << 3 << -1 << 3;
    QTest::newRow("LG Unit Factors: Guard Hussars (1 element maximum)")
        << "los-gringos"
        << "mx-guard-hussars" << -1 << 3 << 0 << 3 << 1 << 2;
    QTest::newRow("LG Unit Factors: Other Light cavalry")
        << "los-gringos"
        << "mx-light-cavalry" << -1 << 2 << 0 << 3 << -1 << 2;
    QTest::newRow("LG Unit Factors: Irregular cavalry")
        << "los-gringos"
        << "mx-irregular-cavalry" << -1 << 1 << 0 << 2 << -1 << 2;
    QTest::newRow("LG Unit Factors: Mexican Artillery (light)")
        << "los-gringos"
        << "mx-light-artillery" << 2 << 2 << 0 << 2 << -1 << 1;
    QTest::newRow("LG Unit Factors: Mexican Artillery (medium)")
        << "los-gringos"
        << "mx-medium-artillery" << 2 << 2 << 0 << 2 << -1 << 1;
    QTest::newRow("LG Unit Factors: Mexican Artillery (heavy)")
        << "los-gringos"
        << "mx-heavy-artillery" << 2 << 2 << 0 << 2 << -1 << 1;
    // RY Unit Factors: Combat, Unit Cost, Figures per Element.
    QTest::newRow("RY Unit Factors: Inexperienced")
        << "rebel-yell"
        << "inexperienced" << 2 << 2 << 0 << 2 << -1 << 5;
    QTest::newRow("RY Unit Factors: Experienced") << "rebel-yell"
                                                  << "experienced" << 3 << 3 << 0 << 3 << -1 << 4;
    QTest::newRow("RY Unit Factors: Veteran") << "rebel-yell"
                                              << "veteran" << 4 << 4 << 0 << 4 << -1 << 3;
    QTest::newRow("RY Unit Factors: Sharpshooters")
        << "rebel-yell"
        << "sharpshooters" << 2 << 2 << 0 << 3 << -1 << 2;
    QTest::newRow("RY Unit Factors: Cavalry") << "rebel-yell"
                                              << "cavalry" << -1 << 2 << 0 << 3 << -1 << 3;
    QTest::newRow("RY Unit Factors: Light smooth bore")
        << "rebel-yell"
        << "light-smooth-bore" << 2 << 2 << 0 << 3 << -1 << 1;
    QTest::newRow("RY Unit Factors: Field rifled") << "rebel-yell"
                                                   << "field-rifled" << 2 << 2 << 0 << 3 << -1 << 1;
    QTest::newRow("RY Unit Factors: Field smooth bore")
        << "rebel-yell"
        << "field-smooth-bore" << 3 << 3 << 0 << 4 << -1 << 1;
    // KR Fire & Melee Factors: Combat, Charge Bonus, Unit Cost, Notes.
    QTest::newRow("KR Fire & Melee Factors: Guard")
        << "kepis-rouge"
        << "guard-infantry" << 4 << 4 << 0 << 4 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Line")
        << "kepis-rouge"
        << "line-infantry" << 3 << 3 << 0 << 3 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Prussian (4 maximum)")
        << "kepis-rouge"
        << "prussian-infantry" << 3 << 3 << 1 << 3 << 4 << -1;
    QTest::newRow("KR Fire & Melee Factors: Turcos") << "kepis-rouge"
                                                     << "turcos" << 3 << 3 << 1 << 4 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Zouaves") << "kepis-rouge"
                                                      << "zouaves" << 3 << 3 << 1 << 4 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Chasseurs a Pied or Jagers")
        << "kepis-rouge"
        << "chasseurs-jagers" << 2 << 2 << 0 << 3 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Guard Mobiles or Landwehrs")
        << "kepis-rouge"
        << "mobiles-landwehr" << 2 << 2 << 0 << 2 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Cuirassiers")
        << "kepis-rouge"
        << "cuirassiers" << -1 << 4 << 1 << 4 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Dragoons")
        << "kepis-rouge"
        << "dragoons" << -1 << 3 << 1 << 3 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Lancers") << "kepis-rouge"
                                                      << "lancers" << -1 << 2 << 2 << 3 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Light cavalry")
        << "kepis-rouge"
        << "light-cavalry" << -1 << 2 << 1 << 2 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Guard Cuirassiers (+1 cost)")
        << "kepis-rouge"
        << "guard-cuirassiers" << -1 << 4 << 1 << 5 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Guard Dragoons (+1 cost)")
        << "kepis-rouge"
        << "guard-dragoons" << -1 << 3 << 1 << 4 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Guard Lancers (+1 cost)")
        << "kepis-rouge"
        << "guard-lancers" << -1 << 2 << 2 << 4 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: Guard Light cavalry (+1 cost)")
        << "kepis-rouge"
        << "guard-light-cavalry" << -1 << 2 << 1 << 3 << -1 << -1;
    QTest::newRow("KR Fire & Melee Factors: French artillery (2 maximum)")
        << "kepis-rouge"
        << "french-artillery" << 3 << 3 << 0 << 3 << 2 << -1;
    QTest::newRow("KR Fire & Melee Factors: German artillery (2 maximum)")
        << "kepis-rouge"
        << "german-artillery" << 5 << 5 << 0 << 5 << 2 << -1;
    QTest::newRow("KR Fire & Melee Factors: Mitrailleuse (1 maximum)")
        << "kepis-rouge"
        << "mitrailleuse" << 4 << 4 << 0 << 4 << 1 << -1;
}

void TestVaeVictisData::unitFactors()
{
    QFETCH(QString, game);
    QFETCH(QString, unit);
    QFETCH(int, fire);
    QFETCH(int, melee);
    QFETCH(int, charge);
    QFETCH(int, cost);
    QFETCH(int, max);
    QFETCH(int, figures);
    const vv::Game &g = vvShipped(game.toStdString());
    const vv::Unit *u = g.unit(unit.toStdString());
    QVERIFY2(u, qPrintable("no unit " + unit));
    QCOMPARE(u->fire.value_or(-1), fire);
    QCOMPARE(u->melee, melee);
    QCOMPARE(u->charge, charge);
    QCOMPARE(u->cost, cost);
    QCOMPARE(u->max.value_or(-1), max);
    QCOMPARE(u->figures.value_or(-1), figures);
}

void TestVaeVictisData::fireRangeTable_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<QString>("bands"); // "band:upTo ..."
    QTest::newRow("LGA Fire Ranges: Infantry") << "la-grande-armee"
                                               << "musket"
                                               << "medium:100 long:200";
    QTest::newRow("LGA Fire Ranges: Infantry (rifled carbine)") << "la-grande-armee"
                                                                << "rifled-carbine"
                                                                << "medium:100 long:200";
    QTest::newRow("LGA Fire Ranges: Horse artillery") << "la-grande-armee"
                                                      << "horse-artillery"
                                                      << "short:300 medium:500 long:900";
    QTest::newRow("LGA Fire Ranges: Field artillery") << "la-grande-armee"
                                                      << "field-artillery"
                                                      << "short:400 medium:600 long:1000";
    QTest::newRow("LGA Fire Ranges: Heavy artillery") << "la-grande-armee"
                                                      << "heavy-artillery"
                                                      << "short:400 medium:700 long:1200";
    QTest::newRow("LG Fire Ranges: Light artillery") << "los-gringos"
                                                     << "light-artillery"
                                                     << "range:1200";
    QTest::newRow("LG Fire Ranges: Medium artillery") << "los-gringos"
                                                      << "medium-artillery"
                                                      << "range:1400";
    QTest::newRow("LG Fire Ranges: Heavy artillery") << "los-gringos"
                                                     << "heavy-artillery"
                                                     << "range:1600";
    QTest::newRow("LG Fire Ranges: Rifled muskets") << "los-gringos"
                                                    << "rifled-musket"
                                                    << "range:400";
    QTest::newRow("LG Fire Ranges: Smooth bore muskets") << "los-gringos"
                                                         << "smooth-bore-musket"
                                                         << "range:200";
    QTest::newRow("RY Fire Ranges: Light smooth bore") << "rebel-yell"
                                                       << "light-smooth-bore"
                                                       << "range:1200";
    QTest::newRow("RY Fire Ranges: Field smooth bore") << "rebel-yell"
                                                       << "field-smooth-bore"
                                                       << "range:1400";
    QTest::newRow("RY Fire Ranges: Field rifled") << "rebel-yell"
                                                  << "field-rifled"
                                                  << "range:1600";
    QTest::newRow("RY Fire Ranges: Sharpshooters") << "rebel-yell"
                                                   << "sharpshooter-rifle"
                                                   << "range:500";
    QTest::newRow("RY Fire Ranges: Rifled muskets") << "rebel-yell"
                                                    << "rifled-musket"
                                                    << "range:400";
    QTest::newRow("RY Fire Ranges: Carbines") << "rebel-yell"
                                              << "carbine"
                                              << "range:300";
    QTest::newRow("RY Fire Ranges: Smooth bore muskets") << "rebel-yell"
                                                         << "smooth-bore-musket"
                                                         << "range:200";
    QTest::newRow("RY Fire Ranges: Shotguns & pistols") << "rebel-yell"
                                                        << "shotguns-pistols"
                                                        << "range:100";
    QTest::newRow("KR Fire Ranges: French Infantry") << "kepis-rouge"
                                                     << "french-infantry"
                                                     << "range:600";
    QTest::newRow("KR Fire Ranges: German Infantry") << "kepis-rouge"
                                                     << "german-infantry"
                                                     << "range:400";
    QTest::newRow("KR Fire Ranges: French artillery") << "kepis-rouge"
                                                      << "french-artillery"
                                                      << "range:1400";
    QTest::newRow("KR Fire Ranges: German artillery") << "kepis-rouge"
                                                      << "german-artillery"
                                                      << "range:1600";
    QTest::newRow("KR Fire Ranges: Mitrailleuse") << "kepis-rouge"
                                                  << "mitrailleuse"
                                                  << "range:500";
}

void TestVaeVictisData::fireRangeTable()
{
    QFETCH(QString, game);
    QFETCH(QString, weapon);
    QFETCH(QString, bands);
    const vv::Game &g = vvShipped(game.toStdString());
    const vv::Weapon *w = g.weapon(weapon.toStdString());
    QVERIFY2(w, qPrintable("no weapon " + weapon));
    QStringList got;
    for (const vv::Band &b : w->bands)
        got << qs(b.id) + ":" + QString::number(b.upTo);
    QCOMPARE(got.join(' '), bands);
}

void TestVaeVictisData::tacticalFactors_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("fire");
    QTest::addColumn<QString>("factor");
    QTest::addColumn<int>("value"); // 99: the unit's charge bonus
    QTest::addColumn<int>("max");   // -1: not counted, 0: counted without a cap
    const int charge = 99;
    struct Row
    {
        const char *name, *game;
        bool fire;
        const char *factor;
        int value, max;
    };
    const Row rows[] = {
        {"LGA Tactical Factors - Fire: British infantry firing +1", "la-grande-armee", true,
         "british-infantry", 1, -1},
        {"LGA Tactical Factors - Fire: Firer in square -1", "la-grande-armee", true, "firer-square",
         -1, -1},
        {"LGA Tactical Factors - Fire: For each enemy overlap -1", "la-grande-armee", true,
         "overlap", -1, 0},
        {"LGA Tactical Factors - Fire: Enfilading fire +2", "la-grande-armee", true, "enfilade", 2,
         -1},
        {"LGA Tactical Factors - Fire: Target is cavalry +1", "la-grande-armee", true,
         "target-cavalry", 1, -1},
        {"LGA Tactical Factors - Fire: Target in light cover -1", "la-grande-armee", true,
         "target-light-cover", -1, -1},
        {"LGA Tactical Factors - Fire: Target is skirmishers -1", "la-grande-armee", true,
         "target-skirmishers", -1, -1},
        {"LGA Tactical Factors - Fire: Target is in hard cover -2", "la-grande-armee", true,
         "target-hard-cover", -2, -1},
        {"LGA Tactical Factors - Fire: Artillery firing case shot +1", "la-grande-armee", true,
         "case-shot", 1, -1},
        {"LGA Tactical Factors - Fire: Target at long range -1", "la-grande-armee", true,
         "long-range", -1, -1},
        {"LGA Tactical Factors - Fire: Target in square +1", "la-grande-armee", true,
         "target-square", 1, -1},
        {"LGA Tactical Factors - Fire: Russian artillery / French Old Guard +1", "la-grande-armee",
         true, "russian-artillery-old-guard", 1, -1},
        {"LGA Tactical Factors - Melee: General attached to unit +1", "la-grande-armee", false,
         "general-attached", 1, -1},
        {"LGA Tactical Factors - Melee: Rear support +1", "la-grande-armee", false, "rear-support",
         1, -1},
        {"LGA Tactical Factors - Melee: For each enemy overlap on flank or rear -1",
         "la-grande-armee", false, "overlap", -1, 0},
        {"LGA Tactical Factors - Melee: Higher than adversary +1", "la-grande-armee", false,
         "higher", 1, -1},
        {"LGA Tactical Factors - Melee: Defending in soft cover +1", "la-grande-armee", false,
         "soft-cover", 1, -1},
        {"LGA Tactical Factors - Melee: Defending in hard cover +2", "la-grande-armee", false,
         "hard-cover", 2, -1},
        {"LGA Tactical Factors - Melee: In difficult terrain (except skirmishers) -2",
         "la-grande-armee", false, "difficult-terrain", -2, -1},
        {"LGA Tactical Factors - Melee: Charging in first round: charge bonus", "la-grande-armee",
         false, "charge", charge, -1},
        {"LGA Tactical Factors - Melee: Cavalry versus square -2", "la-grande-armee", false,
         "cavalry-square", -2, -1},
        {"LGA Tactical Factors - Melee: Artillery supporting an attack +1", "la-grande-armee",
         false, "artillery-support", 1, -1},
        {"LG Tactical Factors - Fire: Enfilading fire +2", "los-gringos", true, "enfilade", 2, -1},
        {"LG Tactical Factors - Fire: American Regulars Firing +1", "los-gringos", true,
         "us-regulars", 1, -1},
        {"LG Tactical Factors - Fire: Target is in square +1", "los-gringos", true, "target-square",
         1, -1},
        {"LG Tactical Factors - Fire: Target is mounted cavalry +1", "los-gringos", true,
         "target-cavalry", 1, -1},
        {"LG Tactical Factors - Fire: Target in light cover -1", "los-gringos", true,
         "target-light-cover", -1, -1},
        {"LG Tactical Factors - Fire: Target is in hard cover -2", "los-gringos", true,
         "target-hard-cover", -2, -1},
        {"LG Tactical Factors - Fire: Target over 800 (heavy artillery) -1", "los-gringos", true,
         "heavy-over-800", -1, -1},
        {"LG Tactical Factors - Fire: Target over 700 (medium artillery) -1", "los-gringos", true,
         "medium-over-700", -1, -1},
        {"LG Tactical Factors - Fire: Target over 600 (light artillery) -2", "los-gringos", true,
         "light-over-600", -2, -1},
        {"LG Tactical Factors - Fire: For each supporting enemy overlap (max 2) -1", "los-gringos",
         true, "overlap", -1, 2},
        {"LG Tactical Factors - Fire: Firing unit is in square -2", "los-gringos", true,
         "firer-square", -2, -1},
        {"LG Tactical Factors - Melee: General attached to unit +1", "los-gringos", false,
         "general-attached", 1, -1},
        {"LG Tactical Factors - Melee: Rear support +1", "los-gringos", false, "rear-support", 1,
         -1},
        {"LG Tactical Factors - Melee: Defending uphill, a crest line, village or river +1",
         "los-gringos", false, "defending-position", 1, -1},
        {"LG Tactical Factors - Melee: Defending a fortified position +2", "los-gringos", false,
         "fortified", 2, -1},
        {"LG Tactical Factors - Melee: Light Cavalry or Irregular Mexican charging 1st turn +2",
         "los-gringos", false, "light-irregular-charge", 2, -1},
        {"LG Tactical Factors - Melee: Other Cavalry charging 1st turn +1", "los-gringos", false,
         "other-cavalry-charge", 1, -1},
        {"LG Tactical Factors - Melee: Cavalry Charging squares -2", "los-gringos", false,
         "cavalry-charging-square", -2, -1},
        {"LG Tactical Factors - Melee: In rough terrain -2", "los-gringos", false, "rough-terrain",
         -2, -1},
        {"LG Tactical Factors - Melee: For each supporting enemy overlap (max 2) -1", "los-gringos",
         false, "overlap", -1, 2},
        {"RY Tactical Factors - Fire: Enfilading fire +2", "rebel-yell", true, "enfilade", 2, -1},
        {"RY Tactical Factors - Fire: Firing breech loading weapons +1", "rebel-yell", true,
         "breech-loading", 1, -1},
        {"RY Tactical Factors - Fire: Firing smooth bore muskets +1", "rebel-yell", true,
         "smooth-bore-muskets", 1, -1},
        {"RY Tactical Factors - Fire: Target is mounted cavalry +1", "rebel-yell", true,
         "target-cavalry", 1, -1},
        {"RY Tactical Factors - Fire: Target less than 300 (artillery) +1", "rebel-yell", true,
         "artillery-under-300", 1, -1},
        {"RY Tactical Factors - Fire: Target more than 200 (rifled muskets and carbines) -1",
         "rebel-yell", true, "rifled-over-200", -1, -1},
        {"RY Tactical Factors - Fire: Target in light cover -1", "rebel-yell", true,
         "target-light-cover", -1, -1},
        {"RY Tactical Factors - Fire: Target is in hard cover -2", "rebel-yell", true,
         "target-hard-cover", -2, -1},
        {"RY Tactical Factors - Fire: Target over half range (smoothbore artillery) -2",
         "rebel-yell", true, "smooth-bore-artillery-half", -2, -1},
        {"RY Tactical Factors - Fire: Target over half range (rifled artillery) -1", "rebel-yell",
         true, "rifled-artillery-half", -1, -1},
        {"RY Tactical Factors - Fire: For each supporting enemy overlap (max 2) -1", "rebel-yell",
         true, "overlap", -1, 2},
        {"RY Tactical Factors - Melee: General attached to unit +1", "rebel-yell", false,
         "general-attached", 1, -1},
        {"RY Tactical Factors - Melee: Rear support +1", "rebel-yell", false, "rear-support", 1,
         -1},
        {"RY Tactical Factors - Melee: Defending a crest line or river +1", "rebel-yell", false,
         "crest-river", 1, -1},
        {"RY Tactical Factors - Melee: Higher than adversary +1", "rebel-yell", false, "higher", 1,
         -1},
        {"RY Tactical Factors - Melee: Defending a fortified position +2", "rebel-yell", false,
         "fortified", 2, -1},
        {"RY Tactical Factors - Melee: Shotguns/pistols +1", "rebel-yell", false,
         "shotguns-pistols", 1, -1},
        {"RY Tactical Factors - Melee: Flank or rear attack -2", "rebel-yell", false, "flank-rear",
         -2, -1},
        {"RY Tactical Factors - Melee: In rough terrain -2", "rebel-yell", false, "rough-terrain",
         -2, -1},
        {"RY Tactical Factors - Melee: For each supporting enemy overlap (max 2) -1", "rebel-yell",
         false, "overlap", -1, 2},
        {"KR Tactical Factors - Fire: Enfilading fire +2", "kepis-rouge", true, "enfilade", 2, -1},
        {"KR Tactical Factors - Fire: Target is cavalry +1", "kepis-rouge", true, "target-cavalry",
         1, -1},
        {"KR Tactical Factors - Fire: Target in cover -1", "kepis-rouge", true, "target-cover", -1,
         -1},
        {"KR Tactical Factors - Fire: For each enemy overlap -1", "kepis-rouge", true, "overlap",
         -1, 0},
        {"KR Tactical Factors - Fire: Target over 700 paces for French artillery -1", "kepis-rouge",
         true, "french-artillery-over-700", -1, -1},
        {"KR Tactical Factors - Fire: Target over 800 paces for German artillery -1", "kepis-rouge",
         true, "german-artillery-over-800", -1, -1},
        {"KR Tactical Factors - Melee: General attached to unit +1", "kepis-rouge", false,
         "general-attached", 1, -1},
        {"KR Tactical Factors - Melee: Rear support +1", "kepis-rouge", false, "rear-support", 1,
         -1},
        {"KR Tactical Factors - Melee: For each enemy overlap on flank or rear -1", "kepis-rouge",
         false, "overlap", -1, 0},
        {"KR Tactical Factors - Melee: Higher than adversary +1", "kepis-rouge", false, "higher", 1,
         -1},
        {"KR Tactical Factors - Melee: Defending in cover or a river +1", "kepis-rouge", false,
         "cover-river", 1, -1},
        {"KR Tactical Factors - Melee: Guard Cavalry +1", "kepis-rouge", false, "guard-cavalry", 1,
         -1},
        {"KR Tactical Factors - Melee: Unit in rough terrain (except Light infantry, Zouaves or "
         "Turcos) -2",
         "kepis-rouge", false, "rough-terrain", -2, -1},
        {"KR Tactical Factors - Melee: Charging in first round: charge bonus", "kepis-rouge", false,
         "charge", charge, -1},
    };
    for (const Row &r : rows)
        QTest::newRow(r.name) << r.game << r.fire << r.factor << r.value << r.max;
}

void TestVaeVictisData::tacticalFactors()
{
    QFETCH(QString, game);
    QFETCH(bool, fire);
    QFETCH(QString, factor);
    QFETCH(int, value);
    QFETCH(int, max);
    const vv::Game &g = vvShipped(game.toStdString());
    const vv::Factor *f = g.factor(fire, factor.toStdString());
    QVERIFY2(f, qPrintable("no factor " + factor));
    QCOMPARE(f->fromCharge ? 99 : f->value, value);
    QCOMPARE(f->per ? f->max.value_or(0) : -1, max);
}

void TestVaeVictisData::specialRules_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("id");
    QTest::newRow("VV 5.6 Skirmishers (La Grande Armee)") << "la-grande-armee"
                                                          << "skirmish-order";
    QTest::newRow("LG Special Rules: light and irregular cavalry alike") << "los-gringos"
                                                                         << "light-irregular-alike";
    QTest::newRow("LG Special Rules: a village is rough for cavalry")
        << "los-gringos"
        << "village-rough-for-cavalry";
    QTest::newRow("LG Special Rules: only US regulars form square and move") << "los-gringos"
                                                                             << "square-and-move";
    QTest::newRow("LG Special Rules: militia pay 2 AP for square") << "los-gringos"
                                                                   << "militia-square-2ap";
    QTest::newRow("VV 8.4 American Dragoons pursue (Los Gringos)") << "los-gringos"
                                                                   << "dragoons-pursue";
    QTest::newRow("RY Fire Ranges: ranges 200 shorter in forest") << "rebel-yell"
                                                                  << "forest-ranges";
    QTest::newRow("VV 5.6 Dismounting/mounting cavalry (Rebel Yell)") << "rebel-yell"
                                                                      << "dismount";
    QTest::newRow("KR Fire & Melee Factors: Guard cavalry cost") << "kepis-rouge"
                                                                 << "guard-cavalry-cost";
}

void TestVaeVictisData::specialRules()
{
    QFETCH(QString, game);
    QFETCH(QString, id);
    const vv::Game &g = vvShipped(game.toStdString());
    bool found = false;
    for (const vv::SpecialRule &s : g.specialRules)
        found = found || qs(s.id) == id;
    QVERIFY(found);
    // The encodings the special rules name are in the data.
    const vv::Game &lg = vvShipped("los-gringos");
    QCOMPARE(qs(lg.unit("mx-irregular-cavalry")->element), QString("light-cavalry"));
    QCOMPARE(qs(lg.unit("mx-militia")->square->cost == 2 ? "2" : "?"), QString("2"));
    QVERIFY(lg.unit("us-regular")->square->move);
    QVERIFY(!lg.unit("mx-regular")->square->move);
    QCOMPARE(qs(lg.unit("us-dragoons")->pursuit), QString("obligatory"));
    QCOMPARE(qs(vvShipped("rebel-yell").rangeReductions.at(0).terrain.at(0)), QString("forest"));
    QCOMPARE(vvShipped("rebel-yell").rangeReductions.at(0).paces, 200);
}

void TestVaeVictisData::scalesOfTheGeneralRules()
{
    const vv::Game &g = vvShipped("la-grande-armee");
    // VV Scale: 25mm = 50 paces = 2.5cm; 15mm = 100 paces = 2.5cm.
    QCOMPARE(g.scale("15mm")->pacesPerMm * 25, 100.0);
    QCOMPARE(g.scale("25mm")->pacesPerMm * 25, 50.0);
    // VV 4.2: 1 mediocre, 2-5 average, 6 good.
    QCOMPARE(int(g.common.generals.qualities.size()), 3);
    QCOMPARE(g.common.army.corpsMaxPoints, 36);
    QCOMPARE(g.common.army.maxCorps, 4);
    QCOMPARE(g.common.command.rangePaces, 600);
    QCOMPARE(g.common.command.inSightPaces, 1200);
    QCOMPARE(g.common.zoneOfControl.paces, 200);
    QCOMPARE(g.common.strategicMove.beyondPaces, 1200);
    QCOMPARE(g.common.fleeExtraPaces, 100);
}

void TestVaeVictisData::unverifiedItemsAreListed()
{
    for (const std::string &id : vv::Game::gameIds()) {
        const vv::Game &g = vvShipped(id);
        const auto all = g.allUnverified();
        QVERIFY2(!all.empty(), id.c_str());
        for (const umpire::UnverifiedUse &u : all) {
            QVERIFY2(!u.source.empty(), u.item.c_str());
            QVERIFY2(!u.userAction.empty(), u.item.c_str());
        }
        // The common file's stand-ins are part of every game.
        const bool common = std::any_of(all.begin(), all.end(), [](const umpire::UnverifiedUse &u) {
            return u.item == "vaevictis/common:/movementPath";
        });
        QVERIFY2(common, id.c_str());
    }
    const auto lga = vvShipped("la-grande-armee").allUnverified();
    QVERIFY(std::any_of(lga.begin(), lga.end(), [](const umpire::UnverifiedUse &u) {
        return u.item == "vaevictis/la-grande-armee:/units/9"; // dragoons taken as heavy cavalry
    }));
}

void TestVaeVictisData::userCopyWins()
{
    // A user's corrected copy of a game file, earlier in the search path, replaces the shipped one.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath("vaevictis"));
    json doc = vvReadJson(vvGamePath("rebel-yell"));
    doc["units"][0]["cost"] = 3;
    {
        std::ofstream out(dir.filePath("vaevictis/rebel-yell.json").toStdString());
        out << doc.dump(2);
    }
    Result<vv::Game> g =
        vv::Game::find("rebel-yell", {dir.path().toStdString(), std::string(UMPIRE_RULESDATA_DIR)});
    QVERIFY2(g.ok(), g.ok() ? "" : g.error().message.c_str());
    QCOMPARE(g->unit("inexperienced")->cost, 3);
    QVERIFY(QString::fromStdString(g->path).startsWith(dir.path()));
    // The common file still comes from the shipped folder.
    QVERIFY(QString::fromStdString(g->common.path).startsWith(UMPIRE_RULESDATA_DIR));
}

void TestVaeVictisData::badFilesRefused_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("value"); // JSON
    QTest::addColumn<QString>("fragment");
    QTest::newRow("unit of an unknown element") << "/units/0/element"
                                                << "\"hussars\""
                                                << "/units/0/element";
    QTest::newRow("unit with an unknown movement row") << "/units/0/movement"
                                                       << "\"walking\""
                                                       << "/units/0/movement";
    QTest::newRow("unit with an unknown weapon") << "/units/0/weapons/0"
                                                 << "\"bow\""
                                                 << "/units/0/weapons";
    QTest::newRow("negative cost") << "/units/0/cost"
                                   << "-1"
                                   << "/units/0/cost";
    QTest::newRow("movement cell of a column that does not exist")
        << "/movement/rows/0/paces/swamp"
        << "100"
        << "/movement/rows/0/paces/swamp";
    QTest::newRow("bands out of order") << "/weapons/list/2/bands/0/upTo"
                                        << "600"
                                        << "/weapons/list/2/bands/1";
    QTest::newRow("factor condition naming an unknown unit") << "/factors/melee/0/when"
                                                             << R"({"selfUnits":["nobody"]})"
                                                             << "/factors/melee/0/when";
    QTest::newRow("result line without a final catch-all")
        << "/results/elements/infantry/under/0/when"
        << R"({"contact":true})"
        << "/results/elements/infantry/under";
    QTest::newRow("stand-in without a source") << "/units/0/verified"
                                               << "false"
                                               << "source";
    QTest::newRow("unknown key (typo)") << "/units/0/cots"
                                        << "2"
                                        << "/units/0";
}

void TestVaeVictisData::badFilesRefused()
{
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, fragment);
    json doc = vvReadJson(vvGamePath("la-grande-armee"));
    doc[json::json_pointer(pointer.toStdString())] = json::parse(value.toStdString());
    const json common = vvReadJson(vvGamePath("common"));
    Result<vv::Game> g = vv::Game::fromJson(doc, "bad.json", common, "common.json");
    QVERIFY(!g.ok());
    QCOMPARE(g.error().kind, ErrorKind::BadData);
    QVERIFY2(qs(g.error().message).contains(fragment), g.error().message.c_str());
    QVERIFY2(qs(g.error().message).contains("bad.json"), g.error().message.c_str());
}

void TestVaeVictisData::unknownGameRefused()
{
    Result<vv::Game> g = vv::Game::find("waterloo", {std::filesystem::path(UMPIRE_RULESDATA_DIR)});
    QVERIFY(!g.ok());
    QCOMPARE(g.error().kind, ErrorKind::BadInput);
    QVERIFY(qs(g.error().message).contains("la-grande-armee"));
    // A broken copy is bad data, named by its path.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath("vaevictis"));
    {
        std::ofstream out(dir.filePath("vaevictis/kepis-rouge.json").toStdString());
        out << "{\"format\": 1, \"format\": 1}";
    }
    // A copy whose id is not its file's name is refused too.
    {
        json doc = vvReadJson(vvGamePath("rebel-yell"));
        std::ofstream out(dir.filePath("vaevictis/los-gringos.json").toStdString());
        out << doc.dump();
    }
    Result<vv::Game> renamed = vv::Game::find(
        "los-gringos", {dir.path().toStdString(), std::string(UMPIRE_RULESDATA_DIR)});
    QVERIFY(!renamed.ok());
    QVERIFY2(qs(renamed.error().message).contains("at /id"), renamed.error().message.c_str());
    Result<vv::Game> broken = vv::Game::find(
        "kepis-rouge", {dir.path().toStdString(), std::string(UMPIRE_RULESDATA_DIR)});
    QVERIFY(!broken.ok());
    QCOMPARE(broken.error().kind, ErrorKind::BadData);
    QVERIFY2(qs(broken.error().message).contains("twice"), broken.error().message.c_str());
}

void TestVaeVictisData::everyMutationIsAValueNotACrash()
{
    // Every value of both files removed, or replaced by a wrong type, gives a game or a BadData
    // error naming the file: never an exception or a crash (a user edits these files by hand).
    const json common = vvReadJson(vvGamePath("common"));
    for (const char *id :
         {"la-grande-armee", "los-gringos", "rebel-yell", "kepis-rouge", "common"}) {
        const json original = vvReadJson(vvGamePath(id));
        const json flat = original.flatten();
        int refused = 0;
        for (const auto &[pointer, value] : flat.items()) {
            for (int mutation = 0; mutation < 2; ++mutation) {
                json doc = original;
                const json::json_pointer p(pointer);
                json &parent = doc.at(p.parent_pointer());
                if (mutation == 0 && parent.is_array())
                    parent.erase(std::stoul(p.back()));
                else if (mutation == 0)
                    parent.erase(p.back());
                else
                    doc[p] = value.is_string() ? json(7) : json("x");
                const bool isCommon = std::string(id) == "common";
                try {
                    Result<vv::Game> g =
                        isCommon ? vv::Game::fromJson(vvReadJson(vvGamePath("los-gringos")),
                                                      "game.json", doc, "edited.json")
                                 : vv::Game::fromJson(doc, "edited.json", common, "common.json");
                    if (!g.ok()) {
                        ++refused;
                        QCOMPARE(g.error().kind, ErrorKind::BadData);
                        QVERIFY2(qs(g.error().message).contains("edited.json"),
                                 g.error().message.c_str());
                    }
                } catch (const std::exception &e) {
                    QFAIL(qPrintable(QString("%1 at %2: %3").arg(id, qs(pointer), e.what())));
                }
            }
        }
        QVERIFY(refused > 100);
    }
}

QTEST_APPLESS_MAIN(TestVaeVictisData)
#include "tst_vaevictisdata.moc"
