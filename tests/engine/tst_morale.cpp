#include "morale.h"
#include "testsupport.h"

#include <QStringList>
#include <QtTest>

#include <nlohmann/json.hpp>

using umpire::ErrorKind;
using umpire::Result;
using umpire::crt::ArmyMorale;
using umpire::crt::MoraleOutcome;
using umpire::crt::MoraleRequest;
using umpire::test::q;
using umpire::test::shippedRuleset;

// NLB 11.0-11.2, NAW 8.2 and BMW 11.3-11.4: casualty levels judged against demoralization and
// disintegration levels. Every expected value below is read from the rule texts.
class TestMorale : public QObject
{
    Q_OBJECT

  private slots:
    void demoralization_data();
    void demoralization();
    void simultaneous_data();
    void simultaneous();
    void effects_data();
    void effects();
    void disintegration_data();
    void disintegration();
    void refused_data();
    void refused();
    void bmwWorkedExampleRecovers();
    void bmwDemoralizedAgainAfterRecovery();

  private:
    static Result<MoraleOutcome> judge(const QByteArray &request);
};

// Judges a morale request given as JSON (the same form as `umpire-cli morale --request`).
Result<MoraleOutcome> TestMorale::judge(const QByteArray &request)
{
    Result<MoraleRequest> parsed =
        MoraleRequest::fromJson(nlohmann::json::parse(request.toStdString()));
    if (!parsed)
        return parsed.error();
    return umpire::crt::evaluateMorale(*parsed, shippedRuleset(parsed->ruleset));
}

static QStringList toList(const std::vector<std::string> &names)
{
    QStringList out;
    for (const std::string &n : names)
        out << q(n);
    return out;
}

void TestMorale::demoralization_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("army");
    QTest::addColumn<int>("after");
    QTest::addColumn<int>("level"); // -1: no demoralization level
    QTest::addColumn<bool>("demoralizedBefore");
    QTest::addColumn<bool>("demoralized");
    QTest::addColumn<QStringList>("newlyDemoralized");

    // NLB 11.2: "reaches or exceeds its Demoralization Level".
    QTest::newRow("NLB 11.2 10 + 5 = 15 exactly at the level 15: demoralized")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":10,"losses":5,"demoralization":15}]})")
        << "French" << 15 << 15 << false << true << QStringList{"French"};
    QTest::newRow("NLB 11.2 10 + 4 = 14 one under the level 15: not demoralized")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":10,"losses":4,"demoralization":15}]})")
        << "French" << 14 << 15 << false << false << QStringList{};
    QTest::newRow("NLB 11.2 10 + 8 = 18 over the level 15: demoralized")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":10,"losses":8,"demoralization":15}]})")
        << "French" << 18 << 15 << false << true << QStringList{"French"};
    QTest::newRow("NLB 11.2 Prussian 0 + 30 = 30 at the level 30 in one event: demoralized")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"Prussian","losses":30,"demoralization":30}]})")
        << "Prussian" << 30 << 30 << false << true << QStringList{"Prussian"};
    QTest::newRow("NLB 11.2 already at 20 over the level 15: still demoralized, not newly")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"Anglo-Allied","casualties":20,"losses":2,"demoralization":15}]})")
        << "Anglo-Allied" << 22 << 15 << true << true << QStringList{};
    QTest::newRow("NLB 11.2 one army's demoralization does not prevent another's")
        << QByteArray(R"({"ruleset":"nlb","phasing":"French","armies":[
               {"name":"French","casualties":40,"losses":0,"demoralization":30},
               {"name":"Prussian","casualties":20,"losses":5,"demoralization":25}]})")
        << "Prussian" << 25 << 25 << false << true << QStringList{"Prussian"};

    // BMW 11.3: "equal to or greater than the demoralization level".
    QTest::newRow("BMW 11.3 140 + 10 = 150 equals the level 150: demoralized")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Crusaders","casualties":140,"losses":10,"demoralization":150}]})")
        << "Crusaders" << 150 << 150 << false << true << QStringList{"Crusaders"};
    QTest::newRow("BMW 11.3 140 + 9 = 149 one under the level 150: not demoralized")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Crusaders","casualties":140,"losses":9,"demoralization":150}]})")
        << "Crusaders" << 149 << 150 << false << false << QStringList{};
    QTest::newRow("BMW 11.3 140 + 12 = 152 over the level 150: demoralized")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Crusaders","casualties":140,"losses":12,"demoralization":150}]})")
        << "Crusaders" << 152 << 150 << false << true << QStringList{"Crusaders"};

    // NAW 8.2: "The Allied Player is demoralized immediately upon losing forty Combat Strength
    // Points"; the level 40 is the rule's own, so the user need not give it.
    QTest::newRow("NAW 8.2 Allied 38 + 2 = 40 at the rule's level 40, not given: demoralized")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"Allied","casualties":38,"losses":2}]})")
        << "Allied" << 40 << 40 << false << true << QStringList{"Allied"};
    QTest::newRow("NAW 8.2 Allied 38 + 1 = 39 under the rule's level 40: not demoralized")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"Allied","casualties":38,"losses":1}]})")
        << "Allied" << 39 << 40 << false << false << QStringList{};
    QTest::newRow("NAW 8.2 Allied 35 + 9 = 44 over the rule's level 40: demoralized")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"Allied","casualties":35,"losses":9}]})")
        << "Allied" << 44 << 40 << false << true << QStringList{"Allied"};
    QTest::newRow("NAW 8.2 French 35 + 10 = 45: the French army is never demoralized")
        << QByteArray(R"({"ruleset":"naw","armies":[{"name":"French","casualties":35,"losses":10},
                                                     {"name":"Allied","casualties":10,"losses":0}]})")
        << "French" << 45 << -1 << false << false << QStringList{};
}

void TestMorale::demoralization()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, army);
    QFETCH(int, after);
    QFETCH(int, level);
    QFETCH(bool, demoralizedBefore);
    QFETCH(bool, demoralized);
    QFETCH(QStringList, newlyDemoralized);

    const Result<MoraleOutcome> outcome = judge(request);
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : outcome.error().message.c_str());
    const ArmyMorale *m = outcome->army(army.toStdString());
    QVERIFY(m);
    QCOMPARE(m->after, after);
    if (level < 0)
        QVERIFY(!m->demoralizationLevel.has_value());
    else {
        QVERIFY(m->demoralizationLevel.has_value());
        QCOMPARE(*m->demoralizationLevel, level);
    }
    QCOMPARE(m->demoralizedBefore, demoralizedBefore);
    QCOMPARE(m->demoralized, demoralized);
    QCOMPARE(toList(outcome->newlyDemoralized), newlyDemoralized);
    QVERIFY(!outcome->explanation.steps.empty());
}

void TestMorale::simultaneous_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("newlyDemoralized");

    // NLB 11.2: "If both Players' armies reach, or exceed, their respective Demoralization Levels
    // at the same instant (possible in an 'Exchange' result), the non-Phasing Player is considered
    // to have been demoralized first."
    QTest::newRow("NLB 11.2 both at once: non-phasing first (French phasing)")
        << QByteArray(R"({"ruleset":"nlb","phasing":"French","armies":[
               {"name":"French","casualties":10,"losses":5,"demoralization":15},
               {"name":"Anglo-Allied","casualties":20,"losses":3,"demoralization":22}]})")
        << QStringList{"Anglo-Allied", "French"};
    QTest::newRow("NLB 11.2 both at once: non-phasing first (Anglo-Allied phasing)")
        << QByteArray(R"({"ruleset":"nlb","phasing":"Anglo-Allied","armies":[
               {"name":"French","casualties":10,"losses":5,"demoralization":15},
               {"name":"Anglo-Allied","casualties":20,"losses":3,"demoralization":22}]})")
        << QStringList{"French", "Anglo-Allied"};
    QTest::newRow("NLB 11.2 both at once, listed the other way: non-phasing first (French phasing)")
        << QByteArray(R"({"ruleset":"nlb","phasing":"French","armies":[
               {"name":"Anglo-Allied","casualties":20,"losses":3,"demoralization":22},
               {"name":"French","casualties":10,"losses":5,"demoralization":15}]})")
        << QStringList{"Anglo-Allied", "French"};
    QTest::newRow(
        "NLB 11.2 both at once, listed the other way: non-phasing first (Anglo-Allied phasing)")
        << QByteArray(R"({"ruleset":"nlb","phasing":"Anglo-Allied","armies":[
               {"name":"Anglo-Allied","casualties":20,"losses":3,"demoralization":22},
               {"name":"French","casualties":10,"losses":5,"demoralization":15}]})")
        << QStringList{"French", "Anglo-Allied"};
    QTest::newRow("NLB 11.2 both at once over their levels: non-phasing first (Prussian phasing)")
        << QByteArray(R"({"ruleset":"nlb","phasing":"Prussian","armies":[
               {"name":"Prussian","casualties":18,"losses":6,"demoralization":20},
               {"name":"French","casualties":12,"losses":6,"demoralization":15}]})")
        << QStringList{"French", "Prussian"};
    // NLB 2.0/3.0: one player commands "the Prussian and/or Anglo-Allied Armies", and the game turn
    // is a French Player Turn and a Prussian and/or Anglo-Allied Player Turn: in the Prussian
    // player turn the Anglo-Allied army belongs to the phasing player too, so the French
    // (non-phasing) count first.
    QTest::newRow(
        "NLB 11.2 both at once: Anglo-Allied is the phasing player's army when Prussian phases")
        << QByteArray(R"({"ruleset":"nlb","phasing":"Prussian","armies":[
               {"name":"Anglo-Allied","casualties":20,"losses":3,"demoralization":22},
               {"name":"French","casualties":10,"losses":5,"demoralization":15},
               {"name":"Prussian","casualties":0,"losses":0,"demoralization":20}]})")
        << QStringList{"French", "Anglo-Allied"};
    QTest::newRow("NLB 11.2 only one reaches its level: no ordering needed, phasing not required")
        << QByteArray(R"({"ruleset":"nlb","armies":[
               {"name":"French","casualties":10,"losses":5,"demoralization":15},
               {"name":"Anglo-Allied","casualties":10,"losses":3,"demoralization":22}]})")
        << QStringList{"French"};
}

void TestMorale::simultaneous()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, newlyDemoralized);

    const Result<MoraleOutcome> outcome = judge(request);
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : outcome.error().message.c_str());
    // Engine discrepancy (reported): it counts only the army named as phasing as the phasing
    // player's, while NLB 2.0/3.0 give the Anglo-Allied and Prussian armies to one player.
    QCOMPARE(toList(outcome->newlyDemoralized), newlyDemoralized);
    for (const QString &name : newlyDemoralized) {
        const ArmyMorale *m = outcome->army(name.toStdString());
        QVERIFY(m);
        QVERIFY(m->demoralized);
        QVERIFY(!m->demoralizedBefore);
    }
}

void TestMorale::effects_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QStringList>("mustContain"); // each must appear in one of the effects
    QTest::addColumn<int>("effectCount");

    // NLB 11.0: "Units of a demoralized army lose their ability to advance after combat".
    QTest::newRow("NLB 11.0 a demoralized army's units may not advance")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":30,"losses":5,"demoralization":35}]})")
        << "French" << QStringList{"may not advance", "NLB 11.0"} << 1;
    QTest::newRow("NLB 11.0 an army under its level has no effect")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":30,"losses":4,"demoralization":35}]})")
        << "French" << QStringList{} << 0;
    // BMW 11.3: "all attacks by the demoralized army are shifted one odds column leftward".
    QTest::newRow("BMW 11.3 a demoralized army's attacks shift 1 column left")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Saracens","casualties":50,"losses":10,"demoralization":60}]})")
        << "Saracens" << QStringList{"attacks shift 1 column left", "BMW 11.3"} << 1;
    QTest::newRow("BMW 11.3 an army under its level has no effect")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Saracens","casualties":50,"losses":9,"demoralization":60}]})")
        << "Saracens" << QStringList{} << 0;
    // NAW 8.2: "all Allied attacks ... are reduced by one ratio column ... all French attacks are
    // raised by one ratio column".
    QTest::newRow("NAW 8.2 Allied demoralized: Allied attacks one column left, enemy attacks one "
                  "column right")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"Allied","casualties":36,"losses":4}]})")
        << "Allied"
        << QStringList{"its attacks shift 1 column left", "enemy attacks shift 1 column right",
                       "NAW 8.2"}
        << 2;
    QTest::newRow("NAW 8.2 Allied at 39: no effect")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"Allied","casualties":36,"losses":3}]})")
        << "Allied" << QStringList{} << 0;
}

void TestMorale::effects()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, army);
    QFETCH(QStringList, mustContain);
    QFETCH(int, effectCount);

    const Result<MoraleOutcome> outcome = judge(request);
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : outcome.error().message.c_str());
    const ArmyMorale *m = outcome->army(army.toStdString());
    QVERIFY(m);
    QCOMPARE(int(m->effects.size()), effectCount);
    for (const QString &needle : mustContain) {
        bool found = false;
        for (const std::string &effect : m->effects)
            found = found || q(effect).contains(needle);
        QVERIFY2(found, qPrintable("no effect mentions \"" + needle + "\""));
    }
}

void TestMorale::disintegration_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("army");
    QTest::addColumn<bool>("disintegrated");
    QTest::addColumn<QStringList>("newlyDisintegrated");

    // BMW 11.4: "When that total is equal to or greater than the disintegration level ... it
    // disintegrates".
    QTest::newRow("BMW 11.4 190 + 10 = 200 at the disintegration level 200: disintegrates")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Saxons","casualties":190,"losses":10,"demoralization":150,"disintegration":200}]})")
        << "Saxons" << true << QStringList{"Saxons"};
    QTest::newRow("BMW 11.4 190 + 9 = 199 one under the disintegration level 200: does not")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Saxons","casualties":190,"losses":9,"demoralization":150,"disintegration":200}]})")
        << "Saxons" << false << QStringList{};
    QTest::newRow("BMW 11.4 190 + 16 = 206 over the disintegration level 200: disintegrates")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Saxons","casualties":190,"losses":16,"disintegration":200}]})")
        << "Saxons" << true << QStringList{"Saxons"};
    QTest::newRow("BMW 11.4 both sides at once (EX): both disintegrate")
        << QByteArray(R"({"ruleset":"bmw","phasing":"Normans","armies":[
               {"name":"Normans","casualties":95,"losses":5,"disintegration":100},
               {"name":"Saxons","casualties":118,"losses":4,"disintegration":120}]})")
        << "Normans" << true << QStringList{"Normans", "Saxons"};
    QTest::newRow("NLB 13.2 Prussian disintegration level given by the battle: reached")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"Prussian","casualties":40,"losses":5,"disintegration":45}]})")
        << "Prussian" << true << QStringList{"Prussian"};
}

void TestMorale::disintegration()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, army);
    QFETCH(bool, disintegrated);
    QFETCH(QStringList, newlyDisintegrated);

    const Result<MoraleOutcome> outcome = judge(request);
    QVERIFY2(outcome.ok(), outcome.ok() ? "" : outcome.error().message.c_str());
    const ArmyMorale *m = outcome->army(army.toStdString());
    QVERIFY(m);
    QCOMPARE(m->disintegrated, disintegrated);
    QCOMPARE(toList(outcome->newlyDisintegrated), newlyDisintegrated);
}

void TestMorale::refused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("messageContains");

    // NLB 11.2: simultaneity is decided by the phasing player, so without one there is no answer.
    QTest::newRow("NLB 11.2 both at once without a phasing player: give --phasing")
        << QByteArray(R"({"ruleset":"nlb","armies":[
               {"name":"French","casualties":10,"losses":5,"demoralization":15},
               {"name":"Anglo-Allied","casualties":20,"losses":3,"demoralization":22}]})")
        << QStringList{"--phasing"};
    // NLB has no rally: the casualty level only grows (11.2 counts units destroyed).
    QTest::newRow("NLB 11.2 negative losses refused: no rally in NLB")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":20,"losses":-3,"demoralization":30}]})")
        << QStringList{"French", "-3"};
    QTest::newRow("NAW 8.2 negative losses refused: no rally in NAW")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"Allied","casualties":20,"losses":-3}]})")
        << QStringList{"Allied"};
    // NAW 8.2: only the Allied player is demoralized; 8.2 says French losses "do not demoralize the
    // French".
    QTest::newRow("NAW 8.2 a demoralization level for the French is refused: never demoralized")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"French","casualties":10,"losses":0,"demoralization":40}]})")
        << QStringList{"French"};
    QTest::newRow("NLB 11.1 unknown army refused")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"Austrian","casualties":10,"losses":0,"demoralization":30}]})")
        << QStringList{"Austrian"};
    QTest::newRow("NAW 8.0 unknown army refused")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"Prussian","casualties":10,"losses":0}]})")
        << QStringList{"Prussian"};
    // BMW 11.2: a rally returns an eliminated unit, so no more can come back than were eliminated.
    QTest::newRow("BMW 11.2 rallying 8 of 5 eliminated refused")
        << QByteArray(
               R"({"ruleset":"bmw","armies":[{"name":"Crusaders","casualties":5,"losses":-8,"demoralization":150}]})")
        << QStringList{"Crusaders", "8", "5"};
    QTest::newRow("NLB 11.2 the same army twice refused")
        << QByteArray(R"({"ruleset":"nlb","armies":[{"name":"French","casualties":1,"losses":0},
                                                     {"name":"French","casualties":2,"losses":0}]})")
        << QStringList{"French"};
    QTest::newRow("NLB 11.2 a phasing player who is not among the armies refused")
        << QByteArray(
               R"({"ruleset":"nlb","phasing":"Prussian","armies":[{"name":"French","casualties":1,"losses":0}]})")
        << QStringList{"Prussian"};
    QTest::newRow("NAW 8.2 no disintegration rule: a disintegration level refused")
        << QByteArray(
               R"({"ruleset":"naw","armies":[{"name":"Allied","casualties":1,"losses":0,"disintegration":60}]})")
        << QStringList{"disintegration"};
    QTest::newRow("NLB 11.1 a demoralization level of 0 refused")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":1,"losses":0,"demoralization":0}]})")
        << QStringList{"demoralization"};
    QTest::newRow("NLB 11.2 negative casualties refused")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":-1,"losses":0}]})")
        << QStringList{"casualties"};
    QTest::newRow("NLB 11.2 an army without a name refused")
        << QByteArray(R"({"ruleset":"nlb","armies":[{"casualties":1,"losses":0}]})")
        << QStringList{"name"};
    QTest::newRow("NLB 11.2 an unknown field refused")
        << QByteArray(
               R"({"ruleset":"nlb","armies":[{"name":"French","casualties":1,"losses":0,"level":3}]})")
        << QStringList{"level"};
}

void TestMorale::refused()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, messageContains);

    const Result<MoraleOutcome> outcome = judge(request);
    QVERIFY2(!outcome.ok(), "expected a refusal");
    QCOMPARE(outcome.error().kind, ErrorKind::BadInput);
    for (const QString &needle : messageContains)
        QVERIFY2(q(outcome.error().message).contains(needle),
                 qPrintable("\"" + q(outcome.error().message) + "\" does not mention \"" + needle +
                            "\""));
}

// BMW 11.3, the rule's own example: 150 eliminated equals the level 150; a rally of an 8 brings the
// losses to 142, below the level, "thereby nullifying demoralization".
void TestMorale::bmwWorkedExampleRecovers()
{
    const Result<MoraleOutcome> reached = judge(
        R"({"ruleset":"bmw","armies":[{"name":"Crusaders","casualties":144,"losses":6,"demoralization":150}]})");
    QVERIFY(reached.ok());
    QCOMPARE(reached->army("Crusaders")->after, 150);
    QVERIFY(reached->army("Crusaders")->demoralized);
    QCOMPARE(toList(reached->newlyDemoralized), QStringList{"Crusaders"});

    const Result<MoraleOutcome> rallied = judge(
        R"({"ruleset":"bmw","armies":[{"name":"Crusaders","casualties":150,"losses":-8,"demoralization":150}]})");
    QVERIFY2(rallied.ok(), rallied.ok() ? "" : rallied.error().message.c_str());
    const ArmyMorale *m = rallied->army("Crusaders");
    QVERIFY(m);
    QCOMPARE(m->before, 150);
    QCOMPARE(m->after, 142);
    QVERIFY(m->demoralizedBefore);
    QVERIFY(!m->demoralized);
    QVERIFY(m->effects.empty());
    QVERIFY(rallied->newlyDemoralized.empty());

    const nlohmann::json json = *rallied;
    QCOMPARE(json["armies"][0]["recovered"].get<bool>(), true);
    QCOMPARE(json["armies"][0]["demoralized"].get<bool>(), false);

    bool cited = false;
    for (const umpire::Step &step : rallied->explanation.steps)
        cited = cited || (step.rule == "BMW 11.3" && step.before == "150" && step.after == "142");
    QVERIFY2(cited, "no step cites BMW 11.3 for 150 -> 142");
}

// BMW 11.3: "An army may be demoralized and recover any number of times per game."
void TestMorale::bmwDemoralizedAgainAfterRecovery()
{
    const Result<MoraleOutcome> again = judge(
        R"({"ruleset":"bmw","armies":[{"name":"Crusaders","casualties":142,"losses":8,"demoralization":150}]})");
    QVERIFY(again.ok());
    QCOMPARE(again->army("Crusaders")->after, 150);
    QVERIFY(!again->army("Crusaders")->demoralizedBefore);
    QVERIFY(again->army("Crusaders")->demoralized);
    QCOMPARE(toList(again->newlyDemoralized), QStringList{"Crusaders"});
    const nlohmann::json json = *again;
    QCOMPARE(json["armies"][0]["recovered"].get<bool>(), false);
}

QTEST_APPLESS_MAIN(TestMorale)
#include "tst_morale.moc"
