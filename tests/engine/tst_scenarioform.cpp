// What a scenario of each chart game holds, decided from its ruleset's data (scenarioform.h), the
// checks the scenario loader and the editor share, and the scenario writer (scenariofile.h).
#include "rulesetlibrary.h"
#include "scenario.h"
#include "scenariofile.h"
#include "scenarioform.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>

using nlohmann::json;
using nlohmann::ordered_json;
using umpire::crt::RulesetLibrary;
using umpire::crt::Scenario;
using umpire::crt::ScenarioContext;
using umpire::crt::ScenarioField;
using umpire::crt::ScenarioForm;
using umpire::crt::ScenarioPart;
using umpire::test::shippedRuleset;
namespace fs = std::filesystem;

namespace {

QStringList keysOf(const ScenarioForm &form, ScenarioPart part)
{
    QStringList keys;
    for (const ScenarioField &f : form.fields(part))
        keys << QString::fromStdString(f.key);
    return keys;
}

// A Battles of the Medieval World battle on the sample map: two sides, three turns, an archer, a
// light unit and a leader.
json bmwBattle()
{
    return json::parse(R"({
      "format": 1, "id": "hastings", "ruleset": "bmw", "name": "Hastings", "map": "sample-bmw",
      "sides": [{"name": "Normans", "demoralization": 30, "disintegration": 45, "rallyRange": [1, 2]},
                {"name": "Saxons", "demoralization": 30, "disintegration": 45}],
      "turns": [{"turn": 1, "label": "turn 1"}, {"turn": 2, "label": "turn 2"},
                {"turn": 3, "label": "turn 3"}],
      "orderOfBattle": [
        {"id": "Norman Archers", "side": "Normans", "strength": 2, "type": "infantry",
         "disruptedStrength": 1, "fire": 3, "range": 2, "movement": 4},
        {"id": "Breton Skirmishers", "side": "Normans", "strength": 2, "type": "infantry",
         "dot": "solid", "movement": 5},
        {"id": "William", "side": "Normans", "strength": 2, "leader": true, "movement": 6},
        {"id": "Thegns", "side": "Saxons", "strength": 6, "type": "infantry",
         "disruptedStrength": 3, "movement": 4}
      ]})");
}

std::string shippedScenarioPath(const std::string &id)
{
    return std::string(UMPIRE_RULESDATA_DIR) + "/scenarios/" + id + ".json";
}

json readJson(const std::string &path)
{
    std::ifstream in(path);
    return json::parse(in);
}

RulesetLibrary shippedLibrary()
{
    return RulesetLibrary({fs::path(UMPIRE_RULESDATA_DIR)});
}

} // namespace

class TestScenarioForm : public QObject
{
    Q_OBJECT

  private slots:
    void eachGameHasItsOwnColumns_data();
    void eachGameHasItsOwnColumns();
    void naw82OnlyTheAlliedArmyHasALevelForty();
    void aTypedValueIsReadOrRefused_data();
    void aTypedValueIsReadOrRefused();
    void aBmwBattleWithArchersLightTroopsAndLeadersLoads();
    void theLoaderRefusesWhatTheGameDoesNotHave_data();
    void theLoaderRefusesWhatTheGameDoesNotHave();
    void everyShippedScenarioStillLoads();
    void aStartingHexIsCheckedOnTheMap();
    void aSavedScenarioIsWrittenWholeOrNotAtAll();
    void confirmedStandInsAreTheUsers();
    void brokenScenariosAndMapsAreListedWithTheirError();
};

void TestScenarioForm::eachGameHasItsOwnColumns_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("part");
    QTest::addColumn<QStringList>("keys");
    QTest::newRow("NLB 11.2, 13.2 a side's levels, no rally range")
        << "nlb" << int(ScenarioPart::Side)
        << QStringList{"name", "demoralization", "disintegration"};
    QTest::newRow("NAW 8.2 a side's demoralization level only")
        << "naw" << int(ScenarioPart::Side) << QStringList{"name", "demoralization"};
    QTest::newRow("BMW 11.2-11.4 a side's levels and rally range")
        << "bmw" << int(ScenarioPart::Side)
        << QStringList{"name", "demoralization", "disintegration", "rallyRange"};
    QTest::newRow("NLB 5.5, 7.9 a turn is clear, night or rain")
        << "nlb" << int(ScenarioPart::Turn) << QStringList{"label", "weather"};
    QTest::newRow("BMW 3.2 a turn has no weather")
        << "bmw" << int(ScenarioPart::Turn) << QStringList{"label"};
    QTest::newRow("NAW a turn has no weather")
        << "naw" << int(ScenarioPart::Turn) << QStringList{"label"};
    const QStringList common = {"id",     "side", "corps",   "type",    "strength",
                                "marker", "hex",  "arrives", "movement"};
    QTest::newRow("NLB 8.1 a unit's counter and its bombardment range")
        << "nlb" << int(ScenarioPart::Unit) << (common + QStringList{"range"});
    QTest::newRow("NAW a unit's counter") << "naw" << int(ScenarioPart::Unit) << common;
    QTest::newRow("BMW 6.2, 6.4, 8.1, 10.0, 11.1 a unit's counter, both its sides")
        << "bmw" << int(ScenarioPart::Unit)
        << (common + QStringList{"disruptedStrength", "fire", "range", "dot", "disruptedDot",
                                 "leader", "disrupted"});
}

void TestScenarioForm::eachGameHasItsOwnColumns()
{
    QFETCH(QString, ruleset);
    QFETCH(int, part);
    QFETCH(QStringList, keys);
    const ScenarioForm form(shippedRuleset(ruleset.toStdString()));
    QCOMPARE(keysOf(form, ScenarioPart(part)), keys);
    // Each game's own values name the game's rule.
    for (const ScenarioField &f : form.fields(ScenarioPart(part)))
        if (f.key == "fire" || f.key == "dot" || f.key == "rallyRange" || f.key == "weather")
            QVERIFY2(QString::fromStdString(f.rule).startsWith(
                         QString::fromStdString(form.ruleset().cite) + QLatin1Char(' ')),
                     f.rule.c_str());
}

void TestScenarioForm::naw82OnlyTheAlliedArmyHasALevelForty()
{
    const ScenarioForm naw(shippedRuleset("naw"));
    // NAW 8.2: "The Allied Player is demoralized immediately upon losing forty Combat Strength
    // Points"; the French are not ("this does not demoralize the French").
    const ScenarioForm::Level allied = naw.level("demoralization", "Allied");
    QVERIFY(allied.applies);
    QCOMPARE(allied.rules, std::optional<int>(40));
    QCOMPARE(allied.rule, std::string("NAW 8.2"));
    QVERIFY(!naw.level("demoralization", "French").applies);
    QVERIFY(!naw.level("disintegration", "Allied").applies);
    // NLB and BMW leave the levels to each battle's own rules.
    const ScenarioForm bmw(shippedRuleset("bmw"));
    QVERIFY(bmw.level("demoralization", "Normans").applies);
    QCOMPARE(bmw.level("demoralization", "Normans").rules, std::nullopt);
    QCOMPARE(bmw.level("disintegration", "Normans").rule, std::string("BMW 11.4"));
}

void TestScenarioForm::aTypedValueIsReadOrRefused_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("part");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QByteArray>("value"); // JSON, or empty when refused
    QTest::addColumn<QString>("refusal");
    const int side = int(ScenarioPart::Side), turn = int(ScenarioPart::Turn),
              unit = int(ScenarioPart::Unit);
    QTest::newRow("BMW 11.2 rally range 1-2") << "bmw" << side << "rallyRange"
                                              << " 1-2 " << QByteArray("[1,2]") << "";
    QTest::newRow("BMW 11.2 rally range with a spreadsheet's en dash")
        << "bmw" << side << "rallyRange"
        << "1\u20133" << QByteArray("[1,3]") << "";
    QTest::newRow("BMW 11.2 rally range on one die") << "bmw" << side << "rallyRange"
                                                     << "6" << QByteArray("[6,6]") << "";
    QTest::newRow("BMW 11.2 rally range high before low refused")
        << "bmw" << side << "rallyRange"
        << "5-3" << QByteArray() << "as \"1-2\"";
    QTest::newRow("BMW 11.2 rally range past the die refused") << "bmw" << side << "rallyRange"
                                                               << "1-7" << QByteArray() << "1 to 6";
    QTest::newRow("NLB 11.2 a level is a whole number") << "nlb" << side << "demoralization"
                                                        << "five" << QByteArray() << "not \"five\"";
    QTest::newRow("NLB 11.2 an empty level is none") << "nlb" << side << "demoralization"
                                                     << "" << QByteArray("null") << "";
    QTest::newRow("NLB 5.5 a night turn") << "nlb" << turn << "weather"
                                          << "Night" << QByteArray("\"night\"") << "";
    QTest::newRow("NLB 5.5 snow is no weather of the rules")
        << "nlb" << turn << "weather"
        << "snow" << QByteArray() << "clear, night, rain";
    QTest::newRow("BMW 8.1 a solid dot") << "bmw" << unit << "dot"
                                         << "solid" << QByteArray("\"solid\"") << "";
    QTest::newRow("BMW 8.1 a dot is solid, open or none")
        << "bmw" << unit << "dot"
        << "striped" << QByteArray() << "none, solid, open";
    QTest::newRow("BMW 10.0 a leader") << "bmw" << unit << "leader"
                                       << "yes" << QByteArray("true") << "";
    QTest::newRow("BMW 10.0 no leader") << "bmw" << unit << "leader"
                                        << "" << QByteArray("null") << "";
    QTest::newRow("BMW 10.0 a leader is yes or nothing") << "bmw" << unit << "leader"
                                                         << "maybe" << QByteArray() << "yes";
    QTest::newRow("BMW 6.2 fire factor 3") << "bmw" << unit << "fire"
                                           << "3" << QByteArray("3") << "";
    QTest::newRow("BMW 6.2 fire factor 0 refused") << "bmw" << unit << "fire"
                                                   << "0" << QByteArray() << "1 or more";
    QTest::newRow("a unit needs a strength") << "nlb" << unit << "strength"
                                             << "" << QByteArray() << "is needed";
    QTest::newRow("a unit type of the ruleset, in any case")
        << "bmw" << unit << "type"
        << "Horse Archers" << QByteArray("\"horse archers\"") << "";
    QTest::newRow("a side of the scenario") << "bmw" << unit << "side"
                                            << "Danes" << QByteArray() << "Normans, Saxons";
}

void TestScenarioForm::aTypedValueIsReadOrRefused()
{
    QFETCH(QString, ruleset);
    QFETCH(int, part);
    QFETCH(QString, key);
    QFETCH(QString, typed);
    QFETCH(QByteArray, value);
    QFETCH(QString, refusal);
    const ScenarioForm form(shippedRuleset(ruleset.toStdString()));
    const ScenarioField *field = form.field(ScenarioPart(part), key.toStdString());
    QVERIFY(field);
    umpire::Result<json> read =
        form.read(*field, typed.toStdString(), {std::string("Normans"), std::string("Saxons")});
    if (value.isEmpty()) {
        QVERIFY(!read.ok());
        QVERIFY2(QString::fromStdString(read.error().message).contains(refusal),
                 read.error().message.c_str());
    } else {
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
        QCOMPARE(*read, json::parse(value.toStdString()));
        // Typed back as it was typed.
        if (!read->is_null() && (key == QLatin1String("fire") || key == QLatin1String("dot") ||
                                 key == QLatin1String("leader")))
            QCOMPARE(QString::fromStdString(ScenarioForm::text(*read)), typed.trimmed());
        if (key == QLatin1String("rallyRange"))
            QCOMPARE(ScenarioForm::text(*read), (*read)[0].dump() + "-" + (*read)[1].dump());
    }
}

void TestScenarioForm::aBmwBattleWithArchersLightTroopsAndLeadersLoads()
{
    umpire::Result<Scenario> s =
        Scenario::fromJson(bmwBattle(), "hastings.json", shippedRuleset("bmw"));
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QCOMPARE(s->orderOfBattle[0]["fire"], json(3));
    QCOMPARE(s->orderOfBattle[0]["range"], json(2));
    QCOMPARE(s->orderOfBattle[0]["disruptedStrength"], json(1));
    QCOMPARE(s->orderOfBattle[1]["dot"], json("solid"));
    QCOMPARE(s->orderOfBattle[2]["leader"], json(true));
    // And a game of it starts on its map.
    umpire::Result<Scenario> checked =
        umpire::crt::checkScenario(bmwBattle(), "hastings.json", shippedLibrary());
    QVERIFY2(checked.ok(), checked.ok() ? "" : checked.error().message.c_str());
}

void TestScenarioForm::theLoaderRefusesWhatTheGameDoesNotHave_data()
{
    QTest::addColumn<QString>("scenario"); // a shipped one, or "bmw" for the battle above
    QTest::addColumn<QByteArray>("patch"); // a JSON patch (RFC 6902)
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("expected");
    QTest::newRow("BMW 3.2 a BMW turn cannot be night")
        << "bmw" << QByteArray(R"([{"op":"add","path":"/turns/1/weather","value":"night"}])")
        << "/turns/1/weather"
        << "no night or rain rules";
    QTest::newRow("NAW a NAW turn cannot be rain")
        << "naw-waterloo"
        << QByteArray(R"([{"op":"add","path":"/turns/3/weather","value":"rain"}])")
        << "/turns/3/weather"
        << "no night or rain rules";
    QTest::newRow("NLB 5.5 a NLB turn may be night")
        << "nlb-wavre" << QByteArray(R"([{"op":"add","path":"/turns/7/weather","value":"night"}])")
        << ""
        << "";
    QTest::newRow("NAW 8.2 the French army has no demoralization level")
        << "naw-waterloo"
        << QByteArray(R"([{"op":"add","path":"/sides/0/demoralization","value":40}])")
        << "/sides/0/demoralization"
        << "NAW 8.2: the French army is never demoralized";
    QTest::newRow("NAW 8.2 the Allied level may be given")
        << "naw-waterloo"
        << QByteArray(R"([{"op":"add","path":"/sides/1/demoralization","value":40}])") << ""
        << "";
    QTest::newRow("NAW has no disintegration level")
        << "naw-waterloo"
        << QByteArray(R"([{"op":"add","path":"/sides/1/disintegration","value":60}])")
        << "/sides/1/disintegration"
        << "no disintegration rule";
    QTest::newRow("BMW 11.2 a NLB side has no rally range")
        << "nlb-wavre" << QByteArray(R"([{"op":"add","path":"/sides/0/rallyRange","value":[1,2]}])")
        << "/sides/0/rallyRange"
        << "no rally rule";
    QTest::newRow("BMW 6.2 a NLB counter prints no fire factor")
        << "nlb-demo" << QByteArray(R"([{"op":"add","path":"/orderOfBattle/0/fire","value":3}])")
        << "/orderOfBattle/0/fire"
        << "do not print it";
    QTest::newRow("BMW 8.1 a NAW counter prints no dot")
        << "naw-waterloo" << QByteArray(R"([{"op":"add","path":"/orderOfBattle/-","value":
                          {"id":"Guard","side":"French","strength":5,"dot":"solid"}}])")
        << "/orderOfBattle/0/dot"
        << "do not print it";
    QTest::newRow("BMW 11.1 the Disordered side is the weaker")
        << "bmw"
        << QByteArray(R"([{"op":"replace","path":"/orderOfBattle/3/disruptedStrength","value":7}])")
        << "/orderOfBattle/3/disruptedStrength"
        << "6 or less, not 7";
    QTest::newRow("BMW 6.4 an archer with a fire factor has a range")
        << "bmw" << QByteArray(R"([{"op":"remove","path":"/orderOfBattle/0/range"}])")
        << "/orderOfBattle/0/range"
        << "BMW 6.4";
    QTest::newRow("BMW 6.2 an archer with a range has a fire factor")
        << "bmw" << QByteArray(R"([{"op":"remove","path":"/orderOfBattle/0/fire"}])")
        << "/orderOfBattle/0/fire"
        << "BMW 6.2";
    QTest::newRow("a reinforcement has no starting hex")
        << "bmw" << QByteArray(R"([{"op":"add","path":"/orderOfBattle/3/arrives","value":2},
                          {"op":"add","path":"/orderOfBattle/3/hex","value":"0101"}])")
        << "/orderOfBattle/3/hex"
        << "arrives on turn 2";
    QTest::newRow("a unit's side is a side of the scenario")
        << "bmw"
        << QByteArray(R"([{"op":"replace","path":"/orderOfBattle/3/side","value":"Danes"}])")
        << "/orderOfBattle/3/side"
        << "Normans, Saxons";
}

void TestScenarioForm::theLoaderRefusesWhatTheGameDoesNotHave()
{
    QFETCH(QString, scenario);
    QFETCH(QByteArray, patch);
    QFETCH(QString, pointer);
    QFETCH(QString, expected);
    json doc = scenario == QLatin1String("bmw")
                   ? bmwBattle()
                   : readJson(shippedScenarioPath(scenario.toStdString()));
    doc = doc.patch(json::parse(patch.toStdString()));
    umpire::Result<Scenario> s =
        Scenario::fromJson(doc, "scenario.json", shippedRuleset(doc["ruleset"]));
    if (pointer.isEmpty()) {
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        return;
    }
    QVERIFY(!s.ok());
    QCOMPARE(s.error().kind, umpire::ErrorKind::BadData);
    const QString message = QString::fromStdString(s.error().message);
    // The file, the JSON pointer and what was expected.
    QVERIFY2(message.startsWith(QStringLiteral("scenario.json: at ") + pointer + QLatin1Char(':')),
             qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void TestScenarioForm::everyShippedScenarioStillLoads()
{
    const RulesetLibrary library = shippedLibrary();
    const auto scenarios = library.availableScenarios();
    QVERIFY(scenarios.size() >= 5);
    for (const auto &[id, path] : scenarios) {
        umpire::Result<Scenario> s =
            umpire::crt::checkScenario(readJson(path.string()), path.string(), library);
        QVERIFY2(s.ok(), s.ok() ? id.c_str() : s.error().message.c_str());
    }
}

void TestScenarioForm::aStartingHexIsCheckedOnTheMap()
{
    json doc = bmwBattle();
    doc["orderOfBattle"][3]["hex"] = "9999";
    // The loader has no map at hand; the writer's check has.
    QVERIFY(Scenario::fromJson(doc, "hastings.json", shippedRuleset("bmw")).ok());
    umpire::Result<Scenario> checked =
        umpire::crt::checkScenario(doc, "hastings.json", shippedLibrary());
    QVERIFY(!checked.ok());
    QVERIFY2(checked.error().message.find("at /orderOfBattle/3/hex: a hex of the map sample-bmw, "
                                          "not \"9999\"") != std::string::npos,
             checked.error().message.c_str());
    // A map of another game is no map of this one.
    doc["orderOfBattle"][3].erase("hex");
    doc["map"] = "sample-nlb";
    checked = umpire::crt::checkScenario(doc, "hastings.json", shippedLibrary());
    QVERIFY(!checked.ok());
    QVERIFY2(checked.error().message.find("at /map: a map of Battles of the Medieval World") !=
                 std::string::npos,
             checked.error().message.c_str());
}

void TestScenarioForm::aSavedScenarioIsWrittenWholeOrNotAtAll()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const fs::path user = dir.path().toStdString();
    const RulesetLibrary library({user, fs::path(UMPIRE_RULESDATA_DIR)});
    const ordered_json doc = ordered_json::parse(bmwBattle().dump());
    umpire::Result<fs::path> saved = umpire::crt::saveScenario(doc, user, library);
    QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().message.c_str());
    QCOMPARE(*saved, user / "scenarios" / "hastings.json");
    QCOMPARE(ordered_json::parse(std::ifstream(saved->string())), doc);
    QVERIFY(library.findScenario("hastings").ok());
    // Refused: nothing written, the file as it was.
    ordered_json bad = doc;
    bad["turns"][0]["weather"] = "rain";
    bad["name"] = "Hastings in the rain";
    umpire::Result<fs::path> refused = umpire::crt::saveScenario(bad, user, library);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.find((user / "scenarios" / "hastings.json").string() +
                                          ": at /turns/0/weather") != std::string::npos,
             refused.error().message.c_str());
    QCOMPARE(ordered_json::parse(std::ifstream(saved->string())), doc);
    // A game that cannot start is refused too: a strength the rules count is 1 or more.
    bad = doc;
    bad["id"] = "broken";
    bad["sides"][0]["demoralization"] = 0;
    refused = umpire::crt::saveScenario(bad, user, library);
    QVERIFY(!refused.ok());
    QVERIFY(!fs::exists(user / "scenarios" / "broken.json"));
}

void TestScenarioForm::confirmedStandInsAreTheUsers()
{
    const ordered_json wavre = ordered_json::parse(std::ifstream(shippedScenarioPath("nlb-wavre")));
    std::vector<std::string> items;
    for (const umpire::crt::ScenarioStandIn &s : umpire::crt::standInsOf(wavre))
        items.push_back(s.item);
    QCOMPARE(items.size(), wavre["standIns"].size());
    const ordered_json mine = umpire::crt::confirmStandIns(wavre, {"orderOfBattle"});
    QStringList left;
    for (const ordered_json &s : mine["standIns"])
        left << QString::fromStdString(s["item"].get<std::string>());
    QVERIFY(!left.contains(QStringLiteral("orderOfBattle")));
    QCOMPARE(left.size(), int(items.size()) - 1);
    QCOMPARE(mine["verified"], ordered_json(false)); // the rest are stand-ins still
    QVERIFY(mine["source"].get<std::string>().find("from their own copy") != std::string::npos);
    // The keys keep their order.
    QCOMPARE(mine.begin().key(), wavre.begin().key());
    // The demonstration is a stand-in whole, part by part: each confirmed, it is the user's.
    const ordered_json demo = ordered_json::parse(std::ifstream(shippedScenarioPath("nlb-demo")));
    QCOMPARE(umpire::crt::standInsOf(demo).size(), std::size_t{4});
    const ordered_json all =
        umpire::crt::confirmStandIns(demo, {"sides", "players", "turns", "orderOfBattle"});
    QCOMPARE(all["verified"], ordered_json(true));
    QVERIFY(!all.contains("demonstration"));
    QVERIFY(umpire::crt::standInsOf(all).empty());
}

void TestScenarioForm::brokenScenariosAndMapsAreListedWithTheirError()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const fs::path user = dir.path().toStdString();
    fs::create_directories(user / "scenarios");
    fs::create_directories(user / "maps");
    json scenario = bmwBattle();
    scenario["id"] = "rainy";
    scenario["turns"][0]["weather"] = "rain";
    std::ofstream(user / "scenarios" / "rainy.json") << scenario.dump();
    json map = readJson(std::string(UMPIRE_RULESDATA_DIR) + "/maps/sample-bmw.json");
    map["id"] = "broken-bmw";
    map["hexes"]["0101"] = "lava"; // a terrain not in its key
    std::ofstream(user / "maps" / "broken-bmw.json") << map.dump();
    std::ofstream(user / "maps" / "garbage.json") << "{ not json";
    const RulesetLibrary library({user, fs::path(UMPIRE_RULESDATA_DIR)});

    bool listed = false;
    for (const umpire::crt::RuleDataEntry &e : library.scenarioEntries())
        if (e.id == "rainy") {
            listed = true;
            QCOMPARE(e.ruleset, std::string("bmw"));
            QCOMPARE(e.name, std::string("Hastings"));
            QVERIFY(e.error);
            QVERIFY2(e.error->message.find("/turns/0/weather") != std::string::npos,
                     e.error->message.c_str());
        } else {
            QVERIFY2(!e.error, e.error ? e.error->message.c_str() : "");
        }
    QVERIFY(listed);

    QStringList bmwMaps, errors;
    for (const umpire::crt::RuleDataEntry &e : library.mapsFor("bmw")) {
        bmwMaps << QString::fromStdString(e.id);
        if (e.error)
            errors << QString::fromStdString(e.id + ": " + e.error->message);
    }
    // Its own maps, the broken one of its game and the one whose game cannot be read; no map of
    // another game.
    QCOMPARE(bmwMaps, (QStringList{"broken-bmw", "garbage", "sample-bmw"}));
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors[0].contains(QStringLiteral("lava")), qPrintable(errors[0]));
    QStringList nlbMaps;
    for (const umpire::crt::RuleDataEntry &e : library.mapsFor("nlb"))
        nlbMaps << QString::fromStdString(e.id);
    QVERIFY(!nlbMaps.contains(QStringLiteral("broken-bmw")));
    QVERIFY(nlbMaps.contains(QStringLiteral("sample-nlb")));
}

QTEST_APPLESS_MAIN(TestScenarioForm)
#include "tst_scenarioform.moc"
