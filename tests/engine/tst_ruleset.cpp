#include "datapath.h"
#include "ruleset.h"
#include "rulesetlibrary.h"
#include "rulesetschema.h"
#include "schemavalidator.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <set>

using nlohmann::json;
using umpire::ErrorKind;
using umpire::JsonSchema;
using umpire::Result;
using umpire::crt::Odds;
using umpire::crt::Ruleset;
using umpire::crt::RulesetLibrary;
using umpire::test::q;
namespace fs = std::filesystem;

namespace {

std::string shippedPath(const std::string &id)
{
    return std::string(UMPIRE_RULESDATA_DIR) + "/" + id + ".json";
}
std::string fixturePath(const QString &name)
{
    return std::string(UMPIRE_FIXTURES_DIR) + "/rulesdata/" + name.toStdString();
}

json readJson(const std::string &path)
{
    std::ifstream in(path);
    return json::parse(in);
}

bool writeText(const QString &path, const std::string &text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(text.data(), qint64(text.size())) == qint64(text.size());
}

// Every JSON pointer in the document whose object says "verified": false.
void collectUnverified(const json &node, const std::string &pointer, std::set<std::string> &out)
{
    if (node.is_object()) {
        if (node.contains("verified") && node["verified"] == false)
            out.insert(pointer);
        for (const auto &[key, value] : node.items())
            collectUnverified(value, pointer + "/" + key, out);
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i)
            collectUnverified(node[i], pointer + "/" + std::to_string(i), out);
    }
}

// Die rows as printed: row d holds the results of die d in each column, left to right.
struct PrintedChart
{
    QStringList columns;
    QList<QStringList> rows;
};

// Napoleon at Waterloo, transcribed from rules/charts-and-data-notes.md.
PrintedChart nawChart()
{
    return {{"1-5", "1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1"},
            {{"Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De", "De"},
             {"Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De"},
             {"Ae", "Ae", "Ae", "Ar", "Dr", "Dr", "Dr", "Dr", "De", "De"},
             {"Ae", "Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De"},
             {"Ae", "Ae", "Ae", "Ar", "Ar", "Ex", "Dr", "Ex", "Ex", "De"},
             {"Ae", "Ae", "Ae", "Ae", "Ar", "Ar", "Ex", "Ex", "Ex", "De"}}};
}

// Battles of the Medieval World, transcribed from the Combat Results Table of the standard rules.
PrintedChart bmwChart()
{
    return {{"1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1"},
            {{"AR", "DR", "DR", "DR", "DR", "DL", "DL", "DL"},
             {"AR", "AR", "DR", "DR", "DR", "DR", "DL", "DL"},
             {"AR", "-", "-", "-", "-", "-", "DR", "DL"},
             {"AL", "AL", "AR", "-", "DR", "DR", "DR", "DR"},
             {"AL", "AL", "AR", "EX", "EX", "DR", "DR", "DR"},
             {"AL", "AL", "AL", "AR", "AR", "AR", "DR", "DR"}}};
}

} // namespace

// docs/architecture.md "Ruleset" and "Unverified data": rule data is loaded and validated once; a
// bad file is refused with its path, the JSON pointer of the bad value and what was expected;
// stand-ins are marked and listed.
class TestRuleset : public QObject
{
    Q_OBJECT

  private slots:
    void shippedFileLoads_data();
    void shippedFileLoads();
    void compiledSchemaCompiles();
    void compiledSchemaIsTheShippedFile();
    void chartMatchesTheRulesText_data();
    void chartMatchesTheRulesText();
    void bmwAutomaticColumns();
    void chartVerification_data();
    void chartVerification();
    void nlbStandInsAreListed();
    void everyStandInIsListed_data();
    void everyStandInIsListed();
    void goodFixtureLoads();
    void badData_data();
    void badData();
    void missingFileIsBadInput();
    void folderIsNotARuleDataFile();
    void turnsAndCountersAreTheRulesOwn_data();
    void turnsAndCountersAreTheRulesOwn();
    void combatSequenceIsTheRulesOwn_data();
    void combatSequenceIsTheRulesOwn();

    void libraryFindsShipped();
    void libraryFolderGivenFirstOverrides();
    void libraryFolderGivenLastDoesNotOverride();
    void libraryUnknownIdListsKnownIds();
    void libraryEmptyKnowsNone();
    void libraryBrokenUserCopyIsBadData_data();
    void libraryBrokenUserCopyIsBadData();
    void libraryIdMustMatchFileName();
    void libraryAvailableListsEachIdOnce();
    void librarySearchPathOrder();
};

void TestRuleset::shippedFileLoads_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("cite");
    QTest::addColumn<int>("columns");

    // NLB 7.7 and NAW: 1-5 .. 6-1; BMW: 1-4 .. 5-1 printed plus automatic 1-5 and 6-1 columns.
    QTest::newRow("NLB rule data loads") << "nlb"
                                         << "NLB" << 10;
    QTest::newRow("NAW rule data loads") << "naw"
                                         << "NAW" << 10;
    QTest::newRow("BMW rule data loads") << "bmw"
                                         << "BMW" << 10;
}

void TestRuleset::shippedFileLoads()
{
    QFETCH(QString, id);
    QFETCH(QString, cite);
    QFETCH(int, columns);

    const Result<Ruleset> r = Ruleset::load(shippedPath(id.toStdString()));
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QCOMPARE(q(r->id), id);
    QCOMPARE(q(r->cite), cite);
    QCOMPARE(q(r->path), q(shippedPath(id.toStdString())));
    QCOMPARE(r->dieFaces, 6);
    QCOMPARE(int(r->crt.columns.size()), columns);
    for (std::size_t i = 1; i < r->crt.columns.size(); ++i)
        QVERIFY(r->crt.columns[i - 1].odds < r->crt.columns[i].odds);
}

void TestRuleset::compiledSchemaCompiles()
{
    const Result<JsonSchema> schema = JsonSchema::compile(std::string(umpire::rulesetSchemaText()));
    QVERIFY2(schema.ok(), schema.ok() ? "" : schema.error().message.c_str());
    for (const char *id : {"nlb", "naw", "bmw"})
        QVERIFY2(schema->validate(readJson(shippedPath(id))).empty(), id);
}

// The schema built into the engine is the one in rulesdata/, so a user's file is checked by the
// schema shipped beside the data.
void TestRuleset::compiledSchemaIsTheShippedFile()
{
    QCOMPARE(json::parse(umpire::rulesetSchemaText()),
             readJson(std::string(UMPIRE_RULESDATA_DIR) + "/ruleset.schema.json"));
}

void TestRuleset::chartMatchesTheRulesText_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("bmw");

    QTest::newRow("NAW CRT is the printed chart cell for cell") << "naw" << false;
    QTest::newRow("NLB 7.7 stand-in is the NAW chart cell for cell") << "nlb" << false;
    QTest::newRow("BMW CRT is the chart of the standard rules cell for cell") << "bmw" << true;
}

void TestRuleset::chartMatchesTheRulesText()
{
    QFETCH(QString, id);
    QFETCH(bool, bmw);

    const Ruleset &r = umpire::test::shippedRuleset(id.toStdString());
    const PrintedChart printed = bmw ? bmwChart() : nawChart();
    for (int c = 0; c < printed.columns.size(); ++c) {
        const auto index = r.crt.indexOf(Odds::parse(printed.columns[c].toStdString()).value());
        QVERIFY2(index, qPrintable(printed.columns[c]));
        QVERIFY(!r.crt.columns[*index].isAutomatic());
        for (int die = 1; die <= 6; ++die) {
            const QString cell = q(r.crt.lookup(*index, die));
            if (cell != printed.rows[die - 1][c])
                QFAIL(qPrintable(QStringLiteral("%1 die %2: %3, printed %4")
                                     .arg(printed.columns[c])
                                     .arg(die)
                                     .arg(cell, printed.rows[die - 1][c])));
        }
    }
}

// BMW CRT note: "Attacks conducted at 6-1 or greater are an automatic DL. Attacks conducted at 1-5
// or less are an automatic AL."
void TestRuleset::bmwAutomaticColumns()
{
    const Ruleset &r = umpire::test::shippedRuleset("bmw");
    const auto &first = r.crt.columns.front();
    const auto &last = r.crt.columns.back();
    QVERIFY(first.isAutomatic());
    QCOMPARE(q(first.odds.label()), QStringLiteral("1-5"));
    QCOMPARE(q(first.automatic), QStringLiteral("AL"));
    QVERIFY(last.isAutomatic());
    QCOMPARE(q(last.odds.label()), QStringLiteral("6-1"));
    QCOMPARE(q(last.automatic), QStringLiteral("DL"));
    for (std::size_t i = 1; i + 1 < r.crt.columns.size(); ++i)
        QVERIFY(!r.crt.columns[i].isAutomatic());
}

void TestRuleset::chartVerification_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("verified");

    // charts-and-data-notes.md: the NLB chart was not found (stand-in); NAW's is a checked
    // transcription; BMW's is printed in its standard rules.
    QTest::newRow("NLB 7.7 chart is an unverified stand-in") << "nlb" << false;
    QTest::newRow("NAW CRT is verified") << "naw" << true;
    QTest::newRow("BMW CRT is verified") << "bmw" << true;
}

void TestRuleset::chartVerification()
{
    QFETCH(QString, id);
    QFETCH(bool, verified);

    const Ruleset &r = umpire::test::shippedRuleset(id.toStdString());
    QCOMPARE(r.crt.verified, verified);
    QVERIFY(!r.crt.source.empty()); // where the chart comes from, verified or not
    const auto unverified = r.allUnverified();
    const bool chartListed =
        std::any_of(unverified.begin(), unverified.end(),
                    [&](const umpire::UnverifiedUse &u) { return u.item == r.id + ":/crt"; });
    QCOMPARE(chartListed, !verified);
    if (!verified) {
        QVERIFY(q(r.crt.source).contains(QStringLiteral("Stand-in")));
        QVERIFY(!r.crt.userAction.empty()); // the user is told how to enter their own chart
    }
}

// charts-and-data-notes.md: the NLB chart and the forest, bridge and crest combat effects are
// stand-ins; allUnverified() names each with its source.
void TestRuleset::nlbStandInsAreListed()
{
    const Ruleset &r = umpire::test::shippedRuleset("nlb");
    std::map<std::string, umpire::UnverifiedUse> byItem;
    for (const umpire::UnverifiedUse &u : r.allUnverified())
        QVERIFY2(byItem.emplace(u.item, u).second, u.item.c_str()); // each once

    QVERIFY(byItem.count("nlb:/crt"));
    const umpire::UnverifiedUse &chart = byItem["nlb:/crt"];
    QCOMPARE(q(chart.source), q(r.crt.source));
    QCOMPARE(q(chart.userAction), q(r.crt.userAction));
    QVERIFY2(q(chart.text).contains(QStringLiteral("NLB 7.7")), chart.text.c_str());

    for (const char *terrainId : {"forest", "bridge", "crest"}) {
        const umpire::crt::Terrain *t = r.findTerrain(terrainId);
        QVERIFY2(t, terrainId);
        QVERIFY2(!t->verified, terrainId);
        QVERIFY2(!t->source.empty(), terrainId);
        const std::string item = "nlb:/terrain/" + std::to_string(t - r.terrain.data());
        QVERIFY2(byItem.count(item), item.c_str());
        QCOMPARE(q(byItem[item].source), q(t->source));
    }
    for (const char *terrainId : {"clear", "town", "chateau", "marsh", "stream", "river"}) {
        const umpire::crt::Terrain *t = r.findTerrain(terrainId);
        QVERIFY2(t && t->verified, terrainId); // stated by the standard rules (7.3, 5.6, 8.4)
    }
}

void TestRuleset::everyStandInIsListed_data()
{
    QTest::addColumn<QString>("id");

    QTest::newRow("NLB every verified-false value is listed as unverified") << "nlb";
    QTest::newRow("NAW every verified-false value is listed as unverified") << "naw";
    QTest::newRow("BMW every verified-false value is listed as unverified") << "bmw";
}

// docs/architecture.md "Unverified data": a stand-in is marked "verified": false in the file and
// the program says so; allUnverified() promises "every stand-in value in the file".
void TestRuleset::everyStandInIsListed()
{
    QFETCH(QString, id);

    const Ruleset &r = umpire::test::shippedRuleset(id.toStdString());
    std::set<std::string> inFile;
    collectUnverified(r.document(), "", inFile);
    std::set<std::string> listed;
    for (const umpire::UnverifiedUse &u : r.allUnverified()) {
        QVERIFY2(u.item.rfind(r.id + ":", 0) == 0, u.item.c_str());
        QVERIFY2(!u.source.empty(), u.item.c_str());
        listed.insert(u.item.substr(r.id.size() + 1));
    }
    QStringList missing, extra;
    for (const std::string &p : inFile)
        if (!listed.count(p))
            missing << q(p);
    for (const std::string &p : listed)
        if (!inFile.count(p))
            extra << q(p);
    QVERIFY2(extra.isEmpty(), qPrintable(QStringLiteral("listed but not marked: ") +
                                         extra.join(QStringLiteral(", "))));
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("marked but not listed: ") +
                                           missing.join(QStringLiteral(", "))));
}

void TestRuleset::goodFixtureLoads()
{
    const std::string path = fixturePath("minimal-good.json");
    const Result<Ruleset> r = Ruleset::load(path);
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QCOMPARE(q(r->id), QStringLiteral("fixture"));
    QCOMPARE(r->crt.columns.size(), std::size_t(4));
    QCOMPARE(q(r->crt.lookup(2, 5)), QStringLiteral("Ex")); // 2-1, die 5
    QVERIFY(r->allUnverified().empty());
    QCOMPARE(r->findTerrain("town")->defenderMultiplier, 2);
}

void TestRuleset::badData_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>(
        "mentions"); // the JSON pointer first, then what else the message must name

    QTest::newRow("Ruleset: a chart column with 5 results for a 6-sided die")
        << "hole-in-column.json" << QStringList{"/crt/columns/2-1", "found 5"};
    QTest::newRow("Ruleset: a chart column with 7 results for a 6-sided die")
        << "column-with-seven-results.json" << QStringList{"/crt/columns/1-1", "found 7"};
    QTest::newRow("Ruleset: a chart cell with an unknown result code")
        << "unknown-result-code.json" << QStringList{"/crt/columns/2-1/4", "Xx"};
    QTest::newRow("Ruleset: odds columns out of order")
        << "columns-out-of-order.json" << QStringList{"/odds/columns/2", "1-1"};
    QTest::newRow("Ruleset: a column listed in odds but missing in the chart")
        << "column-missing-from-chart.json" << QStringList{"/crt/columns", "\"2-1\""};
    QTest::newRow("Ruleset: a chart column not listed in odds")
        << "chart-column-not-in-odds.json" << QStringList{"/crt/columns/4-1"};
    QTest::newRow("Ruleset: schema, die faces \"six\"")
        << "faces-not-a-number.json" << QStringList{"/die/faces", "integer"};
    QTest::newRow("Ruleset: schema, the chart lacks the required verified flag")
        << "chart-verified-missing.json" << QStringList{"/crt", "\"verified\""};
    QTest::newRow("Ruleset: schema, the required cite is missing")
        << "cite-missing.json" << QStringList{"top level", "\"cite\""};
    QTest::newRow("Ruleset: schema, an odds label 3-2 is no column")
        << "odds-label-not-a-column.json" << QStringList{"/odds/columns/3"};
    QTest::newRow("Unverified data: an unverified terrain without a source")
        << "unverified-terrain-without-source.json" << QStringList{"/terrain/2", "\"source\""};
    QTest::newRow("Unverified data: an unverified chart without a source")
        << "unverified-chart-without-source.json" << QStringList{"/crt", "source"};
    QTest::newRow("Ruleset: a chart column given twice in the JSON object")
        << "duplicate-chart-column.json" << QStringList{"/crt/columns", "\"2-1\""};
    QTest::newRow("Ruleset: a terrain id used twice")
        << "duplicate-terrain-id.json" << QStringList{"/terrain/2/id", "\"town\""};
    QTest::newRow("Ruleset: an automatic above column below the chart")
        << "automatic-above-column-below-chart.json"
        << QStringList{"/odds/above/column", "above the last"};
    QTest::newRow("Ruleset: an automatic below column above the chart")
        << "automatic-below-column-above-chart.json"
        << QStringList{"/odds/below/column", "below the first"};
    QTest::newRow("Ruleset: an automatic column with an unknown result")
        << "automatic-column-unknown-result.json" << QStringList{"/odds/above/automatic"};
    QTest::newRow("Ruleset: an automatic column without its result")
        << "automatic-column-without-result.json" << QStringList{"/odds/above", "\"automatic\""};
    QTest::newRow("Ruleset: no word on attacks above the chart")
        << "chart-end-missing.json" << QStringList{"/odds", "\"above\""};
    QTest::newRow("Ruleset: a halved unit type that is not a unit type")
        << "halved-type-not-a-unit-type.json"
        << QStringList{"/terrain/2/halvedTypes", "\"artillery\""};
    QTest::newRow("Ruleset: an alias that is a result code")
        << "alias-is-a-result-code.json" << QStringList{"/results/Ex/aliases", "\"Ae\""};
    QTest::newRow("Ruleset: malformed JSON")
        << "malformed-json.json" << QStringList{"not valid JSON"};
    QTest::newRow("Ruleset: an empty file") << "empty-file.json" << QStringList{"not valid JSON"};
}

void TestRuleset::badData()
{
    QFETCH(QString, file);
    QFETCH(QStringList, mentions);

    const std::string path = fixturePath(file);
    QVERIFY2(QFile::exists(q(path)), path.c_str());
    const Result<Ruleset> r = Ruleset::load(path);
    QVERIFY2(!r.ok(), "the file loaded");
    QCOMPARE(r.error().kind, ErrorKind::BadData);
    const QString message = q(r.error().message);
    QVERIFY2(message.startsWith(q(path)), qPrintable(message));
    for (const QString &m : mentions)
        QVERIFY2(message.contains(m),
                 qPrintable(QStringLiteral("no \"%1\" in: %2").arg(m, message)));
}

// What a scenario of the game may give a turn (its weathers) and a unit (what its counters print)
// is the ruleset's data, each read by a rule it has.
void TestRuleset::turnsAndCountersAreTheRulesOwn_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QByteArray>("patch"); // a JSON patch (RFC 6902) of the shipped file
    QTest::addColumn<QString>("pointer");  // where it is refused, or empty when it loads
    QTest::addColumn<QString>("expected");
    QTest::newRow("NLB 5.5, 7.9 night and rain turns") << "nlb" << QByteArray("[]") << ""
                                                       << "";
    QTest::newRow("NLB 7.9 a turn without combat is a weather of the rules")
        << "nlb" << QByteArray(R"([{"op":"replace","path":"/weather/turns","value":["night"]}])")
        << "/combat/noCombatTurns/weather"
        << "\"rain\" is not one";
    QTest::newRow("NLB 7.9 no turn without combat when the rules give no weather")
        << "nlb" << QByteArray(R"([{"op":"remove","path":"/weather"}])")
        << "/combat/noCombatTurns/weather"
        << "/weather/turns";
    QTest::newRow("BMW 6.2 a fire factor needs the archery rule")
        << "bmw" << QByteArray(R"([{"op":"remove","path":"/archery"}])") << "/counterValues/1/key"
        << "/archery";
    QTest::newRow("BMW 10.0 a leader needs the leaders' rule")
        << "bmw" << QByteArray(R"([{"op":"remove","path":"/combat/leaders"}])")
        << "/counterValues/5/key"
        << "/combat/leaders";
    QTest::newRow("NLB 8.1 a range needs archery or bombardment")
        << "nlb" << QByteArray(R"([{"op":"remove","path":"/combat/bombardment"}])")
        << "/counterValues/0/key"
        << "/archery or /combat/bombardment";
    QTest::newRow("BMW 8.1 a counter value given twice")
        << "bmw"
        << QByteArray(
               R"([{"op":"add","path":"/counterValues/-","value":{"key":"dot","rule":"BMW 8.1"}}])")
        << "/counterValues/7/key"
        << "given twice";
    QTest::newRow("BMW a weather the schema does not know")
        << "bmw"
        << QByteArray(
               R"([{"op":"add","path":"/weather","value":{"rule":"BMW 1.0","turns":["snow"]}}])")
        << "schema"
        << "/weather/turns/0";
}

void TestRuleset::turnsAndCountersAreTheRulesOwn()
{
    QFETCH(QString, id);
    QFETCH(QByteArray, patch);
    QFETCH(QString, pointer);
    QFETCH(QString, expected);
    const json doc =
        readJson(shippedPath(id.toStdString())).patch(json::parse(patch.toStdString()));
    const Result<Ruleset> r = Ruleset::fromJson(doc, "patched.json");
    if (pointer.isEmpty()) {
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(r->weathers, (std::vector<std::string>{"night", "rain"}));
        QCOMPARE(r->weatherRule, std::string("NLB 5.5, 7.9"));
        QCOMPARE(r->counterValueRule("range"), std::string("NLB 8.1"));
        QVERIFY(r->counterValueRule("fire").empty());
        QVERIFY(r->hasWeather("clear") && r->hasWeather("night") && !r->hasWeather("snow"));
        return;
    }
    QVERIFY(!r.ok());
    const QString message = q(r.error().message);
    QVERIFY2(pointer == QLatin1String("schema") ||
                 message.startsWith(QStringLiteral("patched.json: at ") + pointer),
             qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void TestRuleset::missingFileIsBadInput()
{
    const std::string path = fixturePath("no-such-file.json");
    const Result<Ruleset> r = Ruleset::load(path);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(r.error().message).contains(q(path)), r.error().message.c_str());
}

// ruleset.h: "BadInput if it cannot be read": a folder is not a file that can be read.
void TestRuleset::folderIsNotARuleDataFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("nlb.json"));
    QVERIFY(QDir().mkpath(folder));
    const Result<Ruleset> r = Ruleset::load(folder.toStdString());
    QVERIFY(!r.ok());
    QVERIFY2(q(r.error().message).contains(folder), r.error().message.c_str());
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
}

void TestRuleset::combatSequenceIsTheRulesOwn_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("rules"); // the phase's, the attacker's, once, the advance's
    QTest::addColumn<bool>("defenderOnce");
    QTest::addColumn<QString>("candidates");
    QTest::newRow("NLB 5.1, 7.0, 7.1, 7.5: no enemy unit is attacked twice")
        << "nlb" << QStringList{"NLB 5.1", "NLB 7.0", "NLB 7.1", "NLB 7.5"} << true
        << "NLB 7.0, 7.1";
    QTest::newRow("BMW 3.2, 7.1, 7.9: a second attack by a unit only is forbidden")
        << "bmw" << QStringList{"BMW 3.2", "BMW 7.1", "BMW 7.1", "BMW 7.9"} << false << "BMW 7.1";
    // NAW's rule data gives no sequence of its own: NLB's stands in, cited as NLB's.
    QTest::newRow("NAW without a sequence of its own: NLB's")
        << "naw" << QStringList{"NLB 5.1", "NLB 7.0", "NLB 7.1", "NLB 7.5"} << true
        << "NLB 7.0, 7.1";
}

// How the Combat Phase runs is the rule data's, not a test of which game it is.
void TestRuleset::combatSequenceIsTheRulesOwn()
{
    QFETCH(QString, id);
    QFETCH(QStringList, rules);
    QFETCH(bool, defenderOnce);
    QFETCH(QString, candidates);
    const Result<Ruleset> r = Ruleset::load(shippedPath(id.toStdString()));
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QCOMPARE(QStringList({q(r->combatSequence.phaseRule), q(r->combatSequence.attackerRule),
                          q(r->combatSequence.onceRule), q(r->combatSequence.advanceRule)}),
             rules);
    QCOMPARE(r->combatSequence.defenderOnce, defenderOnce);
    QCOMPARE(q(r->combatSequence.candidatesRule()), candidates);
    // A user's copy that says otherwise is read as it says.
    nlohmann::json doc = r->document();
    doc["combatSequence"] = {{"defenderOnce", !defenderOnce}, {"advanceRule", "HOUSE 1"}};
    const Result<Ruleset> copy = Ruleset::fromJson(doc, "copy.json");
    QVERIFY2(copy.ok(), copy.ok() ? "" : copy.error().message.c_str());
    QCOMPARE(copy->combatSequence.defenderOnce, !defenderOnce);
    QCOMPARE(q(copy->combatSequence.advanceRule), QStringLiteral("HOUSE 1"));
    doc["combatSequence"] = {{"defenderOnce", "no"}};
    QVERIFY(!Ruleset::fromJson(doc, "copy.json").ok());
}

void TestRuleset::libraryFindsShipped()
{
    const RulesetLibrary library({fs::path(UMPIRE_RULESDATA_DIR)});
    for (const char *id : {"nlb", "naw", "bmw"}) {
        const auto r = library.find(id);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(q((*r)->id), QString::fromLatin1(id));
        const auto again = library.find(id);
        QVERIFY(again.ok());
        QCOMPARE(again->get(), r->get());
    }
}

// rulesetlibrary.h / docs/architecture.md "Unverified data": the user enters the chart printed in
// their copy as a corrected nlb.json in a folder searched before the shipped data, and it replaces
// the stand-in.
void TestRuleset::libraryFolderGivenFirstOverrides()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    json corrected = readJson(shippedPath("nlb"));
    corrected["crt"]["verified"] = true;
    corrected["crt"]["source"] = "Entered by the user from the printed NLB chart.";
    corrected["crt"]["columns"]["6-1"] = {"De", "De", "De", "De", "De", "Ex"};
    const QString file = dir.filePath(QStringLiteral("nlb.json"));
    QVERIFY(writeText(file, corrected.dump(2)));

    const RulesetLibrary library(
        {fs::path(dir.path().toStdString()), fs::path(UMPIRE_RULESDATA_DIR)});
    const auto nlb = library.find("nlb");
    QVERIFY2(nlb.ok(), nlb.ok() ? "" : nlb.error().message.c_str());
    QVERIFY((*nlb)->crt.verified);
    QCOMPARE(q((*nlb)->path), file);
    QCOMPARE(q((*nlb)->crt.lookup(9, 6)), QStringLiteral("Ex"));
    for (const umpire::UnverifiedUse &u : (*nlb)->allUnverified())
        QVERIFY2(u.item != "nlb:/crt", "the user's verified chart is still listed as a stand-in");
    QCOMPARE(q(library.available().at("nlb").string()), file);

    // Other rulesets still come from the shipped folder.
    const auto naw = library.find("naw");
    QVERIFY(naw.ok());
    QCOMPARE(q((*naw)->path), q((fs::path(UMPIRE_RULESDATA_DIR) / "naw.json").string()));
}

void TestRuleset::libraryFolderGivenLastDoesNotOverride()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    json corrected = readJson(shippedPath("nlb"));
    corrected["crt"]["verified"] = true;
    QVERIFY(writeText(dir.filePath(QStringLiteral("nlb.json")), corrected.dump()));

    const RulesetLibrary library(
        {fs::path(UMPIRE_RULESDATA_DIR), fs::path(dir.path().toStdString())});
    const auto nlb = library.find("nlb");
    QVERIFY(nlb.ok());
    QVERIFY(!(*nlb)->crt.verified);
    QCOMPARE(q((*nlb)->path), q((fs::path(UMPIRE_RULESDATA_DIR) / "nlb.json").string()));
}

void TestRuleset::libraryUnknownIdListsKnownIds()
{
    const RulesetLibrary library(
        {fs::path("/nonexistent/umpire-test-dir"), fs::path(UMPIRE_RULESDATA_DIR)});
    const auto r = library.find("nlbx");
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    const QString message = q(r.error().message);
    QVERIFY2(message.contains(QStringLiteral("\"nlbx\"")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("bmw, naw, nlb")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("ruleset.schema")), qPrintable(message));
}

void TestRuleset::libraryEmptyKnowsNone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const RulesetLibrary library({fs::path(dir.path().toStdString())});
    const auto r = library.find("nlb");
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(r.error().message).contains(QStringLiteral("none")), r.error().message.c_str());
    QVERIFY(library.available().empty());
}

void TestRuleset::libraryBrokenUserCopyIsBadData_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("pointer");

    QTest::newRow(
        "Ruleset: a user nlb.json that is not JSON is refused, not replaced by the shipped one")
        << "malformed-json.json"
        << "not valid JSON";
    QTest::newRow("Ruleset: a user nlb.json with a hole in a column is refused, not replaced by "
                  "the shipped one")
        << "hole-in-column.json"
        << "/crt/columns/2-1";
}

void TestRuleset::libraryBrokenUserCopyIsBadData()
{
    QFETCH(QString, fixture);
    QFETCH(QString, pointer);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The fixture's defect in a file named for the shipped ruleset.
    std::ifstream in(fixturePath(fixture));
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    QVERIFY(!text.empty());
    const std::string idLine = "\"id\": \"fixture\"";
    if (text.find(idLine) != std::string::npos)
        text.replace(text.find(idLine), idLine.size(), "\"id\": \"nlb\"");
    const QString file = dir.filePath(QStringLiteral("nlb.json"));
    QVERIFY(writeText(file, text));

    const RulesetLibrary library(
        {fs::path(dir.path().toStdString()), fs::path(UMPIRE_RULESDATA_DIR)});
    const auto r = library.find("nlb");
    QVERIFY2(!r.ok(), "the broken user copy was passed over");
    QCOMPARE(r.error().kind, ErrorKind::BadData);
    const QString message = q(r.error().message);
    QVERIFY2(message.startsWith(file), qPrintable(message));
    QVERIFY2(message.contains(pointer), qPrintable(message));
}

void TestRuleset::libraryIdMustMatchFileName()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("custom.json"));
    QVERIFY(QFile::copy(q(shippedPath("nlb")), file)); // "id": "nlb" in custom.json

    const RulesetLibrary library(
        {fs::path(dir.path().toStdString()), fs::path(UMPIRE_RULESDATA_DIR)});
    const auto r = library.find("custom");
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::BadData);
    const QString message = q(r.error().message);
    QVERIFY2(message.startsWith(file), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("/id")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("\"custom\"")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("\"nlb\"")), qPrintable(message));
    // The same file under its own id is fine.
    QVERIFY(library.find("nlb").ok());
}

void TestRuleset::libraryAvailableListsEachIdOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString userNlb = dir.filePath(QStringLiteral("nlb.json"));
    QVERIFY(QFile::copy(q(shippedPath("nlb")), userNlb));
    json extra = readJson(fixturePath("minimal-good.json"));
    extra["id"] = "extra";
    QVERIFY(writeText(dir.filePath(QStringLiteral("extra.json")), extra.dump()));
    QVERIFY(QFile::copy(q(std::string(UMPIRE_RULESDATA_DIR) + "/ruleset.schema.json"),
                        dir.filePath(QStringLiteral("ruleset.schema.json"))));
    QVERIFY(writeText(dir.filePath(QStringLiteral("notes.txt")), "not rule data"));

    const RulesetLibrary library(
        {fs::path(dir.path().toStdString()), fs::path(UMPIRE_RULESDATA_DIR)});
    const auto available = library.available();
    QStringList ids;
    for (const auto &[id, path] : available)
        ids << q(id);
    QCOMPARE(ids, (QStringList{"bmw", "extra", "naw", "nlb"}));
    QCOMPARE(q(available.at("nlb").string()), userNlb); // the file that wins for it
    QCOMPARE(q(available.at("bmw").string()),
             q((fs::path(UMPIRE_RULESDATA_DIR) / "bmw.json").string()));
    for (const auto &[id, path] : available)
        QVERIFY2(library.find(id).ok(), id.c_str());
}

// rulesetlibrary.h: --rulesdata DIR, $UMPIRE_RULESDATA, the user's data folder, then the shipped
// copy.
void TestRuleset::librarySearchPathOrder()
{
    const QByteArray oldRulesdata = qgetenv("UMPIRE_RULESDATA");
    const bool hadRulesdata = qEnvironmentVariableIsSet("UMPIRE_RULESDATA");
    const QByteArray oldXdg = qgetenv("XDG_DATA_HOME");
    const bool hadXdg = qEnvironmentVariableIsSet("XDG_DATA_HOME");
    qputenv("UMPIRE_RULESDATA", "/a:/b");
    qputenv("XDG_DATA_HOME", "/xdg");

    const auto dirs = umpire::ruleDataSearchPath("/explicit", "/opt/umpire/bin/umpire-cli");
    QStringList got;
    for (const fs::path &p : dirs)
        got << q(p.string());

    if (hadRulesdata)
        qputenv("UMPIRE_RULESDATA", oldRulesdata);
    else
        qunsetenv("UMPIRE_RULESDATA");
    if (hadXdg)
        qputenv("XDG_DATA_HOME", oldXdg);
    else
        qunsetenv("XDG_DATA_HOME");

    QCOMPARE(got, (QStringList{"/explicit", "/a", "/b", "/xdg/umpire/rulesdata",
                               "/opt/umpire/share/umpire/rulesdata"}));
}

QTEST_APPLESS_MAIN(TestRuleset)

#include "tst_ruleset.moc"
