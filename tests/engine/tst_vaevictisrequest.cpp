#include "vaevictisrequest.h"

#include <QtTest/QtTest>

#include <nlohmann/json.hpp>

using nlohmann::json;
using umpire::ErrorKind;
using umpire::Result;
namespace vv = umpire::vv;

namespace {

const std::vector<std::filesystem::path> &vvDirs()
{
    static const std::vector<std::filesystem::path> dirs = {
        std::filesystem::path(UMPIRE_RULESDATA_DIR)};
    return dirs;
}

Result<json> vvAsk(const char *request, umpire::DiceGenerator *dice = nullptr)
{
    return vv::answer(json::parse(request), vvDirs(), dice);
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

#define VV_OK(r) QVERIFY2((r).ok(), (r).ok() ? "" : (r).error().message.c_str())

// The JSON requests a command line or desktop panel sends (vaevictisrequest.h), one per kind, and
// the issue's "done when" cases driven through them.
class TestVaeVictisRequest : public QObject
{
    Q_OBJECT

  private slots:
    void measureNineCentimetres_data();
    void measureNineCentimetres();
    void fireAndMeleeOfLgaAndRebelYell_data();
    void fireAndMeleeOfLgaAndRebelYell();
    void everyAsk_data();
    void everyAsk();
    void dataForPickers();
    void refused_data();
    void refused();
    void everyMutationIsAValueNotACrash();
};

void TestVaeVictisRequest::measureNineCentimetres_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("inRange"); // weapons of the sheet's Fire Ranges reaching 360 paces
    QTest::newRow("LGA 9 cm at 15 mm") << "la-grande-armee" << 3;
    QTest::newRow("LG 9 cm at 15 mm") << "los-gringos" << 4;
    QTest::newRow("RY 9 cm at 15 mm") << "rebel-yell" << 5;
    QTest::newRow("KR 9 cm at 15 mm") << "kepis-rouge" << 5;
}

void TestVaeVictisRequest::measureNineCentimetres()
{
    QFETCH(QString, game);
    QFETCH(int, inRange);
    const std::string request = R"({"game":")" + game.toStdString() +
                                R"(","ask":"measure","value":9,"unit":"cm","scale":"15mm"})";
    Result<json> a = vvAsk(request.c_str());
    VV_OK(a);
    QCOMPARE((*a)["paces"].get<double>(), 360.0);
    int reached = 0;
    for (const json &r : (*a)["reach"]["ranges"])
        reached += r["inRange"].get<bool>();
    QCOMPARE(reached, inRange);
    QVERIFY(!(*a)["reach"]["allowances"].empty());
}

void TestVaeVictisRequest::fireAndMeleeOfLgaAndRebelYell_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("LGA fire") << QByteArray(
        R"({"game":"la-grande-armee","ask":"combat","kind":"fire","distance":{"value":4,"unit":"cm","scale":"15mm"},
        "attacker":{"unit":"line-infantry"},"defender":{"unit":"line-infantry"}})");
    QTest::newRow("LGA melee") << QByteArray(
        R"({"game":"la-grande-armee","ask":"combat","kind":"melee",
        "attacker":{"unit":"cuirassiers","charging":true},"defender":{"unit":"lancers"}})");
    QTest::newRow("RY fire") << QByteArray(
        R"({"game":"rebel-yell","ask":"combat","kind":"fire","paces":350,
        "attacker":{"unit":"veteran","weapon":"rifled-musket"},"defender":{"unit":"experienced","weapon":"rifled-musket"}})");
    QTest::newRow("RY melee") << QByteArray(R"({"game":"rebel-yell","ask":"combat","kind":"melee",
        "attacker":{"unit":"cavalry","factors":["shotguns-pistols"]},"defender":{"unit":"sharpshooters"}})");
}

void TestVaeVictisRequest::fireAndMeleeOfLgaAndRebelYell()
{
    QFETCH(QByteArray, request);
    // With the program's dice: each roll carries its seed and draw, so a journal can replay it.
    umpire::DiceGenerator dice(77);
    Result<json> a = vvAsk(request.constData(), &dice);
    VV_OK(a);
    QVERIFY(!(*a)["needsReroll"].get<bool>());
    QCOMPARE((*a)["rounds"][0]["attackerDie"]["seed"].get<int>(), 77);
    QVERIFY(!(*a)["steps"].empty());
    bool cited = false;
    for (const json &s : (*a)["steps"])
        cited = cited || s["rule"].get<std::string>().rfind("VV ", 0) == 0;
    QVERIFY(cited);
    // Replayed with the same dice entered as physical dice, the answer is the same.
    json again = json::parse(request.constData());
    json rolls = json::array();
    for (const json &r : (*a)["rounds"])
        rolls.push_back({r["attackerDie"]["value"], r["defenderDie"]["value"]});
    again["rolls"] = rolls;
    Result<json> b = vv::answer(again, vvDirs());
    VV_OK(b);
    QCOMPARE((*b)["result"], (*a)["result"]);
    QCOMPARE((*b)["attacker"]["modifier"], (*a)["attacker"]["modifier"]);
}

void TestVaeVictisRequest::everyAsk_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value"); // JSON
    QTest::newRow("fire-range")
        << QByteArray(
               R"({"game":"la-grande-armee","ask":"fire-range","unit":"field-artillery","paces":500})")
        << "band"
        << "\"medium\"";
    QTest::newRow("move")
        << QByteArray(
               R"({"game":"la-grande-armee","ask":"move","unit":"line-infantry","path":[{"terrain":"clear","distance":{"value":3.75,"unit":"cm","scale":"15mm"}}]})")
        << "usedFraction"
        << "0.5";
    QTest::newRow("formation")
        << QByteArray(
               R"({"game":"los-gringos","ask":"formation","unit":"mx-militia","change":"square"})")
        << "cost"
        << "2";
    QTest::newRow("pass-through")
        << QByteArray(
               R"({"game":"la-grande-armee","ask":"pass-through","mover":"lancers","through":"light-skirmishers"})")
        << "allowed"
        << "true";
    QTest::newRow("zone-of-control")
        << QByteArray(R"({"game":"kepis-rouge","ask":"zone-of-control","paces":150})") << "inside"
        << "true";
    QTest::newRow("command")
        << QByteArray(R"({"game":"kepis-rouge","ask":"command","paces":800,"inSight":false})")
        << "cost"
        << "2";
    QTest::newRow("strategic-move")
        << QByteArray(R"({"game":"rebel-yell","ask":"strategic-move","start":1500,"end":1300})")
        << "eligible"
        << "true";
    QTest::newRow("table") << QByteArray(
                                  R"({"game":"rebel-yell","ask":"table","scale":"25mm","corps":2})")
                           << "widthCm"
                           << "180.0";
    QTest::newRow("base")
        << QByteArray(R"({"game":"rebel-yell","ask":"base","scale":"15mm","unit":"cavalry"})")
        << "depthMm"
        << "30.0";
    QTest::newRow("quality") << QByteArray(R"({"game":"rebel-yell","ask":"quality","roll":6})")
                             << "quality"
                             << "\"good\"";
    QTest::newRow("activation")
        << QByteArray(R"({"game":"rebel-yell","ask":"activation","quality":"mediocre","roll":1})")
        << "points"
        << "1";
    QTest::newRow("take-over")
        << QByteArray(
               R"({"game":"rebel-yell","ask":"take-over","commander":5,"general":3,"paces":400})")
        << "mayTakeOver"
        << "true";
    QTest::newRow("general-lost")
        << QByteArray(R"({"game":"rebel-yell","ask":"general-lost","contiguous":true})") << "lost"
        << "true";
    QTest::newRow("army")
        << QByteArray(
               R"({"game":"kepis-rouge","ask":"army","corps":[{"units":[{"unit":"mitrailleuse","count":2}]}]})")
        << "valid"
        << "false";
    QTest::newRow("corps-morale")
        << QByteArray(
               R"({"game":"kepis-rouge","ask":"corps-morale","name":"I","points":36,"pointsLost":12,"elementsLeft":8,"elementsInCommand":6,"roll":5})")
        << "rallied"
        << "5";
    QTest::newRow("battle")
        << QByteArray(
               R"({"game":"kepis-rouge","ask":"battle","armies":[{"name":"French","corps":3,"corpsDemoralised":2,"points":100,"pointsDestroyed":40},{"name":"Germans","corps":3,"corpsDemoralised":0,"points":100,"pointsDestroyed":10}]})")
        << "winners"
        << "[\"Germans\"]";
}

void TestVaeVictisRequest::everyAsk()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, key);
    QFETCH(QString, value);
    Result<json> a = vvAsk(request.constData());
    VV_OK(a);
    QVERIFY2(a->contains(key.toStdString()), a->dump().c_str());
    QCOMPARE((*a)[key.toStdString()], json::parse(value.toStdString()));
}

void TestVaeVictisRequest::dataForPickers()
{
    Result<json> a = vvAsk(R"({"game":"kepis-rouge","ask":"data"})");
    VV_OK(a);
    QCOMPARE((*a)["cite"].get<std::string>(), std::string("KR"));
    QCOMPARE((*a)["scales"].size(), std::size_t(2));
    QCOMPARE((*a)["factors"]["melee"].size(), std::size_t(8));
    QVERIFY(!(*a)["unverified"].empty());
    bool charge = false;
    for (const json &f : (*a)["factors"]["melee"])
        charge = charge || (f["id"] == "charge" && f["auto"] == true);
    QVERIFY(charge);
}

void TestVaeVictisRequest::refused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("no game") << QByteArray(R"({"ask":"data"})") << "names its \"game\"";
    QTest::newRow("unknown game") << QByteArray(R"({"game":"borodino","ask":"data"})")
                                  << "unknown Vae Victis game";
    QTest::newRow("unknown ask") << QByteArray(R"({"game":"rebel-yell","ask":"charge"})")
                                 << "unknown Vae Victis request";
    QTest::newRow("unknown field")
        << QByteArray(R"({"game":"rebel-yell","ask":"measure","value":3,"units":"cm"})")
        << "unknown field";
    QTest::newRow("die needed") << QByteArray(R"({"game":"rebel-yell","ask":"quality"})")
                                << "the die rolled";
    QTest::newRow("negative distance")
        << QByteArray(
               R"({"game":"rebel-yell","ask":"measure","value":-2,"unit":"cm","scale":"15mm"})")
        << "cannot be negative";
    QTest::newRow("a scale that does not exist")
        << QByteArray(
               R"({"game":"rebel-yell","ask":"measure","value":2,"unit":"cm","scale":"6mm"})")
        << "unknown figure scale";
    QTest::newRow("unknown unit type")
        << QByteArray(R"({"game":"rebel-yell","ask":"base","scale":"15mm","unit":"zouaves"})")
        << "unknown unit type \"zouaves\"";
}

void TestVaeVictisRequest::refused()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, fragment);
    Result<json> a = vvAsk(request.constData());
    QVERIFY(!a.ok());
    QCOMPARE(a.error().kind, ErrorKind::BadInput);
    QVERIFY2(qs(a.error().message).contains(fragment), a.error().message.c_str());
}

void TestVaeVictisRequest::everyMutationIsAValueNotACrash()
{
    // Requests come from users and other programs: each field removed or given a wrong type is an
    // answer or a BadInput error, never an exception.
    const char *requests[] = {
        R"({"game":"la-grande-armee","ask":"combat","kind":"fire","distance":{"value":4,"unit":"cm","scale":"15mm"},
            "attacker":{"unit":"line-infantry","factors":{"enfilade":1},"without":["long-range"]},
            "defender":{"unit":"line-infantry","terrain":"orchard","recoilBlocked":true},"rolls":[[4,2]]})",
        R"({"game":"los-gringos","ask":"combat","kind":"melee","attacker":{"unit":"mx-light-cavalry","charging":true},
            "defender":{"unit":"us-regular","formation":"square","factors":["fortified"]},"rolls":[[4,4],[2,1]]})",
        R"({"game":"kepis-rouge","ask":"army","commanderInChief":true,"corps":[{"name":"I","units":[{"unit":"line-infantry","count":3}]}]})",
        R"({"game":"rebel-yell","ask":"move","unit":"cavalry","path":[{"terrain":"forest","paces":100},{"terrain":"road","distance":{"value":1,"unit":"in","scale":"25mm"}}]})",
        R"({"game":"rebel-yell","ask":"corps-morale","name":"I","points":36,"pointsLost":12,"elementsLeft":8,"elementsInCommand":6,"roll":5})",
        R"({"game":"rebel-yell","ask":"battle","armies":[{"name":"A","corps":1,"corpsDemoralised":0,"points":36,"pointsDestroyed":12},{"name":"B","corps":1,"corpsDemoralised":0,"points":30,"pointsDestroyed":2}]})",
        R"({"game":"rebel-yell","ask":"take-over","commander":5,"general":3,"distance":{"value":10,"unit":"cm","scale":"15mm"}})",
    };
    for (const char *text : requests) {
        const json original = json::parse(text);
        const json flat = original.flatten();
        for (const auto &[pointer, value] : flat.items()) {
            for (int mutation = 0; mutation < 3; ++mutation) {
                json doc = original;
                const json::json_pointer p(pointer);
                json &parent = doc.at(p.parent_pointer());
                if (mutation == 0 && parent.is_array())
                    parent.erase(std::stoul(p.back()));
                else if (mutation == 0)
                    parent.erase(p.back());
                else if (mutation == 1)
                    doc[p] = value.is_string() ? json(-7) : json("x");
                else
                    doc[p] = value.is_number() ? json(1e300) : json::array();
                try {
                    umpire::DiceGenerator dice(5);
                    Result<json> a = vv::answer(doc, vvDirs(), &dice);
                    if (!a.ok())
                        QVERIFY2(!a.error().message.empty(), qPrintable(qs(pointer)));
                } catch (const std::exception &e) {
                    QFAIL(qPrintable(QString("%1 mutated at %2: %3")
                                         .arg(qs(doc.dump()), qs(pointer), e.what())));
                }
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestVaeVictisRequest)
#include "tst_vaevictisrequest.moc"
