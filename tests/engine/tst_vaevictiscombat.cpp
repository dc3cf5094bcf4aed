#include "vaevictiscombat.h"

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

// Resolves a combat given as JSON (the form a CLI takes), with the dice in it.
Result<vv::CombatOutcome> vvCombat(const QByteArray &text)
{
    const json doc = json::parse(text.toStdString());
    const vv::Game &game = vvGame(doc.value("game", std::string("la-grande-armee")));
    Result<vv::CombatRequest> request = vv::CombatRequest::fromJson(doc, game);
    if (!request)
        return request.error();
    return vv::resolveCombat(*request, game);
}

QString vvSteps(const vv::CombatOutcome &o)
{
    QString out;
    for (const umpire::Step &s : o.explanation.steps)
        out += "\n  " + qs(s.rule) + ": " + qs(s.text) + " [" + qs(s.before) + " -> " +
               qs(s.after) + "]";
    return out;
}

bool vvCites(const vv::CombatOutcome &o, const QString &rule)
{
    return std::any_of(o.explanation.steps.begin(), o.explanation.steps.end(),
                       [&](const umpire::Step &s) { return qs(s.rule).startsWith(rule); });
}

QStringList vvFactorIds(const vv::SideTotal &side)
{
    QStringList ids;
    for (const vv::FactorUse &f : side.factors)
        ids << qs(f.id) + (f.count > 1 ? "x" + QString::number(f.count) : QString());
    return ids;
}

} // namespace

#define VV_RESOLVED(r) QVERIFY2((r).ok(), (r).ok() ? "" : (r).error().message.c_str())

// Fire (VV 7.6) and melee (VV 8.4) of the four games: opposed rolls, tactical factors, the Combat
// Results Tables row by row, recoil, flight, destruction, several fronts and pursuit.
class TestVaeVictisCombat : public QObject
{
    Q_OBJECT

  private slots:
    void combatResultsTable_data();
    void combatResultsTable();
    void fireAndMelee_data();
    void fireAndMelee();
    void meleeTieIsRolledAgain();
    void generatedDiceRerollTies();
    void fireTieAndTargetWinning();
    void recoilBlockedColumnAndFlee();
    void severalFronts();
    void pursuitAndGeneralLost();
    void demoralisedInAttack();
    void refused_data();
    void refused();
    void refereeRulesOutAnAutomaticFactor();
    void unverifiedUseIsReported();
    void outcomeAsJson();
};

void TestVaeVictisCombat::combatResultsTable_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("loser");
    QTest::addColumn<QString>("terrain"); // the loser's terrain class
    QTest::addColumn<QString>("winner");
    QTest::addColumn<bool>("contact");
    QTest::addColumn<int>("loserTotal");
    QTest::addColumn<int>("winnerTotal");
    QTest::addColumn<QString>("threshold");
    QTest::addColumn<QString>("result");
    struct Row
    {
        const char *name, *game, *loser, *terrain, *winner;
        bool contact;
        int lt, wt;
        const char *threshold, *result;
    };
    // Under: 5 against 8 (more than half); half: 4 against 8 (exactly half counts as "half or
    // less").
    const Row rows[] = {
        {"LGA CRT Infantry under: recoil", "la-grande-armee", "line-infantry", "clear",
         "line-infantry", true, 5, 8, "under", "recoil"},
        {"LGA CRT Infantry under 7 v 8: recoil", "la-grande-armee", "line-infantry", "clear",
         "line-infantry", true, 7, 8, "under", "recoil"},
        {"LGA CRT Infantry half 4 v 8: destroyed", "la-grande-armee", "line-infantry", "clear",
         "line-infantry", true, 4, 8, "half", "destroyed"},
        {"LGA CRT Infantry half 0 v 3: destroyed", "la-grande-armee", "line-infantry", "clear",
         "line-infantry", false, 0, 3, "half", "destroyed"},
        {"LGA CRT Infantry under 2 v 3: recoil", "la-grande-armee", "line-infantry", "clear",
         "line-infantry", false, 2, 3, "under", "recoil"},
        {"LGA CRT Skirmishers under: recoil", "la-grande-armee", "light-skirmishers", "clear",
         "cuirassiers", true, 5, 8, "under", "recoil"},
        {"LGA CRT Skirmishers half: destroyed by cavalry in clear terrain", "la-grande-armee",
         "light-skirmishers", "clear", "lancers", true, 4, 8, "half", "destroyed"},
        {"LGA CRT Skirmishers half: destroyed by skirmishers in clear terrain", "la-grande-armee",
         "light-skirmishers", "clear", "light-skirmishers", false, 4, 8, "half", "destroyed"},
        {"LGA CRT Skirmishers half: flee from cavalry in rough terrain", "la-grande-armee",
         "light-skirmishers", "rough", "lancers", true, 4, 8, "half", "flee"},
        {"LGA CRT Skirmishers half: flee from line infantry", "la-grande-armee",
         "light-skirmishers", "clear", "line-infantry", false, 4, 8, "half", "flee"},
        {"LGA CRT Light cavalry under: destroyed in rough terrain", "la-grande-armee", "lancers",
         "rough", "line-infantry", false, 5, 8, "under", "destroyed"},
        {"LGA CRT Light cavalry under: destroyed in difficult terrain", "la-grande-armee",
         "light-cavalry", "difficult", "line-infantry", true, 5, 8, "under", "destroyed"},
        {"LGA CRT Light cavalry under: flee from cavalry", "la-grande-armee", "light-cavalry",
         "clear", "cuirassiers", true, 5, 8, "under", "flee"},
        {"LGA CRT Light cavalry under: recoil from infantry fire", "la-grande-armee", "lancers",
         "clear", "line-infantry", false, 5, 8, "under", "recoil"},
        {"LGA CRT Light cavalry half: destroyed by cavalry", "la-grande-armee", "lancers", "clear",
         "cossacks", true, 4, 8, "half", "destroyed"},
        {"LGA CRT Light cavalry half: destroyed in rough terrain", "la-grande-armee", "lancers",
         "rough", "line-infantry", false, 4, 8, "half", "destroyed"},
        {"LGA CRT Light cavalry half: flee from infantry in clear", "la-grande-armee",
         "guard-light-cavalry", "clear", "line-infantry", true, 4, 8, "half", "flee"},
        {"LGA CRT Irregular cavalry under: destroyed in difficult terrain", "la-grande-armee",
         "cossacks", "difficult", "line-infantry", true, 5, 8, "under", "destroyed"},
        {"LGA CRT Irregular cavalry under: flee in rough terrain", "la-grande-armee", "cossacks",
         "rough", "cuirassiers", true, 5, 8, "under", "flee"},
        {"LGA CRT Irregular cavalry under: flee in clear", "la-grande-armee", "cossacks", "clear",
         "line-infantry", false, 5, 8, "under", "flee"},
        {"LGA CRT Irregular cavalry half: destroyed by light cavalry", "la-grande-armee",
         "cossacks", "clear", "light-cavalry", true, 4, 8, "half", "destroyed"},
        {"LGA CRT Irregular cavalry half: destroyed in difficult terrain", "la-grande-armee",
         "cossacks", "difficult", "line-infantry", false, 4, 8, "half", "destroyed"},
        {"LGA CRT Irregular cavalry half: flee from heavy cavalry in clear", "la-grande-armee",
         "cossacks", "clear", "cuirassiers", true, 4, 8, "half", "flee"},
        {"LGA CRT Heavy cavalry under: destroyed by artillery in contact", "la-grande-armee",
         "cuirassiers", "clear", "field-artillery", true, 5, 8, "under", "destroyed"},
        {"LGA CRT Heavy cavalry under: recoil from artillery fire", "la-grande-armee",
         "cuirassiers", "clear", "field-artillery", false, 5, 8, "under", "recoil"},
        {"LGA CRT Heavy cavalry under: destroyed in rough terrain", "la-grande-armee",
         "cuirassiers", "rough", "line-infantry", true, 5, 8, "under", "destroyed"},
        {"LGA CRT Heavy cavalry under: flee from heavy cavalry", "la-grande-armee",
         "guard-heavy-cavalry", "clear", "cuirassiers", true, 5, 8, "under", "flee"},
        {"LGA CRT Heavy cavalry under: recoil from light cavalry", "la-grande-armee", "cuirassiers",
         "clear", "light-cavalry", true, 5, 8, "under", "recoil"},
        {"LGA CRT Heavy cavalry half: destroyed", "la-grande-armee", "cuirassiers", "clear",
         "light-cavalry", true, 4, 8, "half", "destroyed"},
        {"LGA CRT Artillery under: destroyed on contact", "la-grande-armee", "field-artillery",
         "clear", "line-infantry", true, 5, 8, "under", "destroyed"},
        {"LGA CRT Artillery under: otherwise recoil", "la-grande-armee", "heavy-artillery", "clear",
         "field-artillery", false, 5, 8, "under", "recoil"},
        {"LGA CRT Artillery half: destroyed", "la-grande-armee", "light-artillery", "clear",
         "field-artillery", false, 4, 8, "half", "destroyed"},

        {"LG CRT Infantry under: destroyed by Cuirassiers in broken terrain", "los-gringos",
         "mx-regular", "rough", "mx-cuirassiers", true, 5, 8, "under", "destroyed"},
        {"LG CRT Infantry under: destroyed by Cuirassiers in difficult (broken) terrain",
         "los-gringos", "us-regular", "difficult", "mx-cuirassiers", true, 5, 8, "under",
         "destroyed"},
        {"LG CRT Infantry under: recoil from Cuirassiers in clear", "los-gringos", "us-regular",
         "clear", "mx-cuirassiers", true, 5, 8, "under", "recoil"},
        {"LG CRT Infantry under: recoil from Dragoons in rough", "los-gringos", "mx-regular",
         "rough", "us-dragoons", true, 5, 8, "under", "recoil"},
        {"LG CRT Infantry half: destroyed", "los-gringos", "mx-militia", "clear", "us-regular",
         false, 4, 8, "half", "destroyed"},
        {"LG CRT Light Infantry under: destroyed by Cuirassiers in broken terrain", "los-gringos",
         "us-light-infantry", "rough", "mx-cuirassiers", true, 5, 8, "under", "destroyed"},
        {"LG CRT Light Infantry under: otherwise recoil", "los-gringos", "us-light-infantry",
         "clear", "mx-cuirassiers", true, 5, 8, "under", "recoil"},
        {"LG CRT Light Infantry half: destroyed by Cavalry in broken terrain", "los-gringos",
         "mx-light-infantry", "rough", "texas-rangers", true, 4, 8, "half", "destroyed"},
        {"LG CRT Light Infantry half: destroyed by Light Infantry", "los-gringos",
         "mx-light-infantry", "clear", "us-light-infantry", false, 4, 8, "half", "destroyed"},
        {"LG CRT Light Infantry half: flee from Cavalry in clear", "los-gringos",
         "us-light-infantry", "clear", "mx-cuirassiers", true, 4, 8, "half", "flee"},
        {"LG CRT Light Infantry half: flee from infantry", "los-gringos", "us-light-infantry",
         "rough", "mx-regular", false, 4, 8, "half", "flee"},
        {"LG CRT Cuirassiers under: destroyed by Light cavalry", "los-gringos", "mx-cuirassiers",
         "clear", "texas-rangers", true, 5, 8, "under", "destroyed"},
        {"LG CRT Cuirassiers under: destroyed by lancers (light cavalry)", "los-gringos",
         "mx-cuirassiers", "clear", "spy-company", true, 5, 8, "under", "destroyed"},
        {"LG CRT Cuirassiers under: destroyed by Artillery in contact", "los-gringos",
         "mx-cuirassiers", "clear", "us-light-artillery", true, 5, 8, "under", "destroyed"},
        {"LG CRT Cuirassiers under: recoil from artillery fire", "los-gringos", "mx-cuirassiers",
         "clear", "us-heavy-artillery", false, 5, 8, "under", "recoil"},
        {"LG CRT Cuirassiers under: recoil from Dragoons", "los-gringos", "mx-cuirassiers", "rough",
         "us-dragoons", true, 5, 8, "under", "recoil"},
        {"LG CRT Cuirassiers half: destroyed", "los-gringos", "mx-cuirassiers", "clear",
         "us-dragoons", true, 4, 8, "half", "destroyed"},
        {"LG CRT Dragoons under: destroyed by Artillery in contact", "los-gringos", "us-dragoons",
         "clear", "mx-medium-artillery", true, 5, 8, "under", "destroyed"},
        {"LG CRT Dragoons under: destroyed in broken terrain", "los-gringos", "mx-line-cavalry",
         "rough", "us-regular", false, 5, 8, "under", "destroyed"},
        {"LG CRT Dragoons under: otherwise recoil", "los-gringos", "us-dragoons", "clear",
         "mx-cuirassiers", true, 5, 8, "under", "recoil"},
        {"LG CRT Dragoons half: destroyed", "los-gringos", "us-dragoons", "clear", "mx-regular",
         false, 4, 8, "half", "destroyed"},
        {"LG CRT Light Cavalry under: destroyed in broken terrain", "los-gringos", "texas-rangers",
         "rough", "mx-regular", false, 5, 8, "under", "destroyed"},
        {"LG CRT Light Cavalry under: otherwise recoil", "los-gringos", "texas-rangers", "clear",
         "mx-regular", false, 5, 8, "under", "recoil"},
        {"LG CRT Light Cavalry half: destroyed by Cavalry", "los-gringos", "texas-rangers", "clear",
         "mx-guard-hussars", true, 4, 8, "half", "destroyed"},
        {"LG CRT Light Cavalry half: destroyed in broken terrain", "los-gringos", "spy-company",
         "difficult", "mx-regular", true, 4, 8, "half", "destroyed"},
        {"LG CRT Light Cavalry half: otherwise flee", "los-gringos", "mx-light-cavalry", "clear",
         "us-regular", false, 4, 8, "half", "flee"},
        {"LG Special Rules: irregular cavalry results as light cavalry (under: recoil)",
         "los-gringos", "mx-irregular-cavalry", "clear", "us-regular", false, 5, 8, "under",
         "recoil"},
        {"LG Special Rules: irregular cavalry results as light cavalry (half: flee)", "los-gringos",
         "mx-irregular-cavalry", "clear", "us-regular", false, 4, 8, "half", "flee"},
        {"LG CRT Artillery under: destroyed on contact", "los-gringos", "us-light-artillery",
         "clear", "mx-cuirassiers", true, 5, 8, "under", "destroyed"},
        {"LG CRT Artillery under: otherwise recoil", "los-gringos", "mx-heavy-artillery", "clear",
         "us-medium-artillery", false, 5, 8, "under", "recoil"},
        {"LG CRT Artillery half: destroyed", "los-gringos", "mx-heavy-artillery", "clear",
         "us-medium-artillery", false, 4, 8, "half", "destroyed"},

        {"RY CRT Infantry under: recoil", "rebel-yell", "veteran", "clear", "cavalry", true, 5, 8,
         "under", "recoil"},
        {"RY CRT Infantry half: destroyed", "rebel-yell", "inexperienced", "clear", "experienced",
         false, 4, 8, "half", "destroyed"},
        {"RY CRT Dismounted Cavalry under: recoil", "rebel-yell", "dismounted-cavalry", "clear",
         "experienced", true, 5, 8, "under", "recoil"},
        {"RY CRT Dismounted Cavalry half: destroyed", "rebel-yell", "dismounted-cavalry", "clear",
         "experienced", false, 4, 8, "half", "destroyed"},
        {"RY CRT Sharpshooters under: recoil", "rebel-yell", "sharpshooters", "clear", "veteran",
         true, 5, 8, "under", "recoil"},
        {"RY CRT Sharpshooters half: destroyed on contact", "rebel-yell", "sharpshooters", "clear",
         "cavalry", true, 4, 8, "half", "destroyed"},
        {"RY CRT Sharpshooters half: otherwise flee", "rebel-yell", "sharpshooters", "clear",
         "field-rifled", false, 4, 8, "half", "flee"},
        {"RY CRT Cavalry mounted under: destroyed on contact", "rebel-yell", "cavalry", "clear",
         "veteran", true, 5, 8, "under", "destroyed"},
        {"RY CRT Cavalry mounted under: otherwise recoil", "rebel-yell", "cavalry", "clear",
         "veteran", false, 5, 8, "under", "recoil"},
        {"RY CRT Cavalry mounted half: destroyed", "rebel-yell", "cavalry", "clear", "veteran",
         false, 4, 8, "half", "destroyed"},
        {"RY CRT Artillery under: destroyed on contact", "rebel-yell", "field-smooth-bore", "clear",
         "cavalry", true, 5, 8, "under", "destroyed"},
        {"RY CRT Artillery under: otherwise recoil", "rebel-yell", "light-smooth-bore", "clear",
         "field-rifled", false, 5, 8, "under", "recoil"},
        {"RY CRT Artillery half: destroyed", "rebel-yell", "field-rifled", "clear", "field-rifled",
         false, 4, 8, "half", "destroyed"},

        {"KR CRT Infantry under: destroyed by Cuirassiers in rough terrain", "kepis-rouge",
         "line-infantry", "rough", "cuirassiers", true, 5, 8, "under", "destroyed"},
        {"KR CRT Infantry under: recoil from Cuirassiers in clear", "kepis-rouge", "zouaves",
         "clear", "guard-cuirassiers", true, 5, 8, "under", "recoil"},
        {"KR CRT Infantry under: recoil from Dragoons in rough", "kepis-rouge", "line-infantry",
         "rough", "dragoons", true, 5, 8, "under", "recoil"},
        {"KR CRT Infantry half: destroyed", "kepis-rouge", "prussian-infantry", "clear",
         "line-infantry", false, 4, 8, "half", "destroyed"},
        {"KR CRT Light Infantry under: destroyed by Cuirassiers in rough terrain", "kepis-rouge",
         "chasseurs-jagers", "rough", "cuirassiers", true, 5, 8, "under", "destroyed"},
        {"KR CRT Light Infantry under: otherwise recoil", "kepis-rouge", "chasseurs-jagers",
         "clear", "cuirassiers", true, 5, 8, "under", "recoil"},
        {"KR CRT Light Infantry half: destroyed by cavalry", "kepis-rouge", "chasseurs-jagers",
         "clear", "light-cavalry", true, 4, 8, "half", "destroyed"},
        {"KR CRT Light Infantry half: destroyed in rough terrain", "kepis-rouge",
         "chasseurs-jagers", "rough", "line-infantry", false, 4, 8, "half", "destroyed"},
        {"KR CRT Light Infantry half: destroyed in difficult terrain", "kepis-rouge",
         "chasseurs-jagers", "difficult", "line-infantry", false, 4, 8, "half", "destroyed"},
        {"KR CRT Light Infantry half: destroyed by light infantry", "kepis-rouge",
         "chasseurs-jagers", "clear", "chasseurs-jagers", false, 4, 8, "half", "destroyed"},
        {"KR CRT Light Infantry half: otherwise flee", "kepis-rouge", "chasseurs-jagers", "clear",
         "line-infantry", false, 4, 8, "half", "flee"},
        {"KR CRT Light Cavalry / Lancers under: destroyed in rough terrain", "kepis-rouge",
         "lancers", "rough", "line-infantry", false, 5, 8, "under", "destroyed"},
        {"KR CRT Light Cavalry / Lancers under: destroyed in difficult terrain", "kepis-rouge",
         "light-cavalry", "difficult", "line-infantry", true, 5, 8, "under", "destroyed"},
        {"KR CRT Light Cavalry / Lancers under: otherwise recoil", "kepis-rouge", "light-cavalry",
         "clear", "cuirassiers", true, 5, 8, "under", "recoil"},
        {"KR CRT Light Cavalry / Lancers half: destroyed by cavalry", "kepis-rouge",
         "guard-lancers", "clear", "dragoons", true, 4, 8, "half", "destroyed"},
        {"KR CRT Light Cavalry / Lancers half: destroyed in rough terrain", "kepis-rouge",
         "lancers", "rough", "line-infantry", false, 4, 8, "half", "destroyed"},
        {"KR CRT Light Cavalry / Lancers half: otherwise flee", "kepis-rouge", "lancers", "clear",
         "line-infantry", false, 4, 8, "half", "flee"},
        {"KR CRT Dragoons under: destroyed by artillery in contact", "kepis-rouge", "dragoons",
         "clear", "german-artillery", true, 5, 8, "under", "destroyed"},
        {"KR CRT Dragoons under: destroyed in rough terrain", "kepis-rouge", "guard-dragoons",
         "rough", "line-infantry", true, 5, 8, "under", "destroyed"},
        {"KR CRT Dragoons under: otherwise recoil", "kepis-rouge", "dragoons", "clear",
         "german-artillery", false, 5, 8, "under", "recoil"},
        {"KR CRT Dragoons half: destroyed", "kepis-rouge", "dragoons", "clear", "line-infantry",
         false, 4, 8, "half", "destroyed"},
        {"KR CRT Cuirassiers under: destroyed by light cavalry", "kepis-rouge", "cuirassiers",
         "clear", "lancers", true, 5, 8, "under", "destroyed"},
        {"KR CRT Cuirassiers under: destroyed by artillery in contact", "kepis-rouge",
         "cuirassiers", "clear", "mitrailleuse", true, 5, 8, "under", "destroyed"},
        {"KR CRT Cuirassiers under: destroyed in rough terrain", "kepis-rouge", "guard-cuirassiers",
         "rough", "line-infantry", false, 5, 8, "under", "destroyed"},
        {"KR CRT Cuirassiers under: otherwise recoil", "kepis-rouge", "cuirassiers", "clear",
         "dragoons", true, 5, 8, "under", "recoil"},
        {"KR CRT Cuirassiers half: destroyed", "kepis-rouge", "cuirassiers", "clear", "dragoons",
         true, 4, 8, "half", "destroyed"},
        {"KR CRT Artillery & Mitrailleuse under: destroyed on contact", "kepis-rouge",
         "mitrailleuse", "clear", "zouaves", true, 5, 8, "under", "destroyed"},
        {"KR CRT Artillery & Mitrailleuse under: otherwise recoil", "kepis-rouge",
         "french-artillery", "clear", "german-artillery", false, 5, 8, "under", "recoil"},
        {"KR CRT Artillery & Mitrailleuse half: destroyed", "kepis-rouge", "french-artillery",
         "clear", "german-artillery", false, 4, 8, "half", "destroyed"},
    };
    for (const Row &r : rows)
        QTest::newRow(r.name) << r.game << r.loser << r.terrain << r.winner << r.contact << r.lt
                              << r.wt << r.threshold << r.result;
}

void TestVaeVictisCombat::combatResultsTable()
{
    QFETCH(QString, game);
    QFETCH(QString, loser);
    QFETCH(QString, terrain);
    QFETCH(QString, winner);
    QFETCH(bool, contact);
    QFETCH(int, loserTotal);
    QFETCH(int, winnerTotal);
    QFETCH(QString, threshold);
    QFETCH(QString, result);
    const vv::Game &g = vvGame(game.toStdString());
    const vv::Unit *l = g.unit(loser.toStdString());
    const vv::Unit *w = g.unit(winner.toStdString());
    QVERIFY(l && w);
    Result<vv::TableResult> r =
        vv::combatResult(g, *l, terrain.toStdString(), *w, contact, loserTotal, winnerTotal);
    VV_RESOLVED(r);
    QCOMPARE(qs(r->threshold), threshold);
    QCOMPARE(qs(r->result), result);
}

void TestVaeVictisCombat::fireAndMelee_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("attackerModifier");
    QTest::addColumn<int>("defenderModifier");
    QTest::addColumn<QStringList>("attackerFactors");
    QTest::addColumn<QStringList>("defenderFactors");
    QTest::addColumn<QString>("defenderBasis");
    QTest::addColumn<QString>("result"); // of the loser
    QTest::addColumn<QString>("loser");

    // VV 7.6: LGA line infantry at 150 paces is at long range (100-200): -1; the target is in range
    // and arc, so it returns fire with its fire factor 3 and the same long range -1. 3 + 2 = 5
    // against 2 + 2 = 4.
    QTest::newRow("LGA 7.6 fire at long range, return fire")
        << QByteArray(R"({"game":"la-grande-armee","kind":"fire","paces":150,
               "attacker":{"unit":"line-infantry","weapon":"musket"},"defender":{"unit":"line-infantry","weapon":"musket"},
               "rolls":[[3,2]]})")
        << 2 << 2 << QStringList{"long-range"} << QStringList{"long-range"} << "fire"
        << "recoil"
        << "defender";
    // VV 7.6: out of the target's arc it adds its melee factor and no fire factor.
    QTest::newRow("LGA 7.6 target out of arc adds its melee factor")
        << QByteArray(R"({"game":"la-grande-armee","kind":"fire","paces":80,"inArc":false,
               "attacker":{"unit":"elite-infantry","weapon":"musket","factors":["enfilade"]},"defender":{"unit":"militia","weapon":"musket"},
               "rolls":[[6,1]]})")
        << 6 << 2 << QStringList{"enfilade"} << QStringList{} << "melee"
        << "destroyed"
        << "defender";
    // LGA: case shot at short range +1, target is cavalry +1, cavalry cannot return fire: melee 4.
    QTest::newRow("LGA 7.6 case shot at short range on cavalry")
        << QByteArray(R"({"game":"la-grande-armee","kind":"fire","paces":250,
               "attacker":{"unit":"field-artillery"},"defender":{"unit":"cuirassiers"},"rolls":[[4,1]]})")
        << 5 << 4 << QStringList{"target-cavalry", "case-shot"} << QStringList{} << "melee"
        << "recoil"
        << "defender";
    // LGA: skirmishers in an orchard: target is skirmishers -1 and in light cover -1.
    QTest::newRow("LGA fire at skirmishers in light cover")
        << QByteArray(R"({"game":"la-grande-armee","kind":"fire","paces":100,
               "attacker":{"unit":"line-infantry","weapon":"musket"},
               "defender":{"unit":"light-skirmishers","weapon":"musket","terrain":"orchard"},"rolls":[[6,1]]})")
        << 1 << 1 << QStringList{"target-light-cover", "target-skirmishers"} << QStringList{}
        << "fire"
        << "flee"
        << "defender";
    // LGA melee: the Guard charging in the first round adds its charge bonus 1 (Fire & Melee
    // Factors).
    QTest::newRow("LGA 8.4 Guard charges: charge bonus +1, general attached +1")
        << QByteArray(R"({"game":"la-grande-armee","kind":"melee",
               "attacker":{"unit":"guard-infantry","charging":true,"factors":["general-attached"]},
               "defender":{"unit":"line-infantry","factors":["rear-support"]},"rolls":[[2,2]]})")
        << 6 << 4 << QStringList{"general-attached", "charge"} << QStringList{"rear-support"}
        << "melee"
        << "recoil"
        << "defender";
    // LGA melee: cuirassiers charging a square: charge +2, cavalry versus square -2; the square in
    // a village is in difficult terrain -2 but defends in soft cover +1.
    QTest::newRow("LGA 8.4 cuirassiers against a square in a village")
        << QByteArray(R"({"game":"la-grande-armee","kind":"melee",
               "attacker":{"unit":"cuirassiers","charging":true},
               "defender":{"unit":"line-infantry","formation":"square","terrain":"village"},"rolls":[[6,1]]})")
        << 4 << 2 << QStringList{"charge", "cavalry-square"}
        << QStringList{"soft-cover", "difficult-terrain"} << "melee"
        << "destroyed"
        << "defender";
    // LGA: skirmishers in difficult terrain do not take the -2.
    QTest::newRow("LGA 8.4 skirmishers in a wood: no difficult-terrain penalty, soft cover +1")
        << QByteArray(R"({"game":"la-grande-armee","kind":"melee","continuing":true,
               "attacker":{"unit":"line-infantry","terrain":"wood"},
               "defender":{"unit":"light-skirmishers","terrain":"wood"},"rolls":[[1,6]]})")
        << 1 << 2 << QStringList{"difficult-terrain"} << QStringList{"soft-cover"} << "melee"
        << "destroyed"
        << "attacker";
    // RY 7.6: rifled muskets at 300 paces: over 200 -1; a veteran in hard cover -2 for the firer.
    QTest::newRow("RY 7.6 rifled muskets at 300 paces on a target behind a wall")
        << QByteArray(R"({"game":"rebel-yell","kind":"fire","paces":300,
               "attacker":{"unit":"experienced","weapon":"rifled-musket"},
               "defender":{"unit":"veteran","weapon":"rifled-musket","terrain":"wall"},"rolls":[[6,2]]})")
        << 0 << 3 << QStringList{"rifled-over-200", "target-hard-cover"}
        << QStringList{"rifled-over-200"} << "fire"
        << "recoil"
        << "defender";
    // RY: smooth bore muskets at 150 paces +1; the target, rifled, is at 150 too (not over 200).
    QTest::newRow("RY 7.6 smooth bore muskets +1")
        << QByteArray(R"({"game":"rebel-yell","kind":"fire","paces":150,
               "attacker":{"unit":"inexperienced","weapon":"smooth-bore-musket"},
               "defender":{"unit":"inexperienced","weapon":"rifled-musket"},"rolls":[[5,1]]})")
        << 3 << 2 << QStringList{"smooth-bore-muskets"} << QStringList{} << "fire"
        << "destroyed"
        << "defender";
    // RY: field smooth bore artillery at 800 paces: over half range (700) -2; target mounted
    // cavalry +1.
    QTest::newRow("RY 7.6 smoothbore artillery over half range at cavalry")
        << QByteArray(R"({"game":"rebel-yell","kind":"fire","paces":800,
               "attacker":{"unit":"field-smooth-bore"},"defender":{"unit":"cavalry"},"rolls":[[6,1]]})")
        << 2 << 2 << QStringList{"target-cavalry", "smooth-bore-artillery-half"} << QStringList{}
        << "melee"
        << "destroyed"
        << "defender";
    // RY: artillery under 300 paces +1 (rifled, not over half range).
    QTest::newRow("RY 7.6 artillery at less than 300 paces")
        << QByteArray(R"({"game":"rebel-yell","kind":"fire","paces":250,
               "attacker":{"unit":"field-rifled"},"defender":{"unit":"veteran","weapon":"rifled-musket"},"rolls":[[6,1]]})")
        << 3 << 3 << QStringList{"artillery-under-300"} << QStringList{"rifled-over-200"} << "fire"
        << "destroyed"
        << "defender";
    // RY melee: cavalry with shotguns +1 against infantry in rough terrain -2, flank attack -2.
    QTest::newRow("RY 8.4 cavalry with shotguns, infantry in rough and attacked in flank")
        << QByteArray(R"({"game":"rebel-yell","kind":"melee",
               "attacker":{"unit":"cavalry","factors":["shotguns-pistols"]},
               "defender":{"unit":"veteran","terrain":"rough","factors":["flank-rear"]},"rolls":[[3,4]]})")
        << 3 << 0 << QStringList{"shotguns-pistols"} << QStringList{"flank-rear", "rough-terrain"}
        << "melee"
        << "recoil"
        << "defender";
    // RY melee tie on the first roll, settled on the second.
    QTest::newRow("RY 8 Results: tie rolled again")
        << QByteArray(R"({"game":"rebel-yell","kind":"melee","attacker":{"unit":"veteran"},
               "defender":{"unit":"veteran","factors":{"overlap":2}},"rolls":[[2,4],[2,1]]})")
        << 4 << 2 << QStringList{} << QStringList{"overlapx2"} << "melee"
        << "destroyed"
        << "defender";
    // LG: US regulars firing +1 at a square +1; the Mexican militia in square fire back -2.
    QTest::newRow("LG 7.6 American regulars fire at a square")
        << QByteArray(R"({"game":"los-gringos","kind":"fire","paces":180,
               "attacker":{"unit":"us-regular","weapon":"smooth-bore-musket"},
               "defender":{"unit":"mx-militia","weapon":"smooth-bore-musket","formation":"square"},"rolls":[[2,3]]})")
        << 6 << 0 << QStringList{"us-regulars", "target-square"} << QStringList{"firer-square"}
        << "fire"
        << "destroyed"
        << "defender";
    // LG: light artillery over 600 paces -2.
    QTest::newRow("LG 7.6 light artillery over 600 paces")
        << QByteArray(R"({"game":"los-gringos","kind":"fire","paces":700,
               "attacker":{"unit":"us-light-artillery"},"defender":{"unit":"mx-light-artillery"},"rolls":[[4,4]]})")
        << 1 << 0 << QStringList{"light-over-600"} << QStringList{"light-over-600"} << "fire"
        << "recoil"
        << "defender";
    // LG: Mexican lancers (light cavalry) charging +2; a Texas ranger charging +1 (other cavalry).
    QTest::newRow("LG 8.4 Mexican light cavalry charging +2")
        << QByteArray(R"({"game":"los-gringos","kind":"melee",
               "attacker":{"unit":"mx-light-cavalry","charging":true},"defender":{"unit":"texas-rangers"},"rolls":[[3,3]]})")
        << 4 << 3 << QStringList{"light-irregular-charge"} << QStringList{} << "melee"
        << "recoil"
        << "defender";
    QTest::newRow("LG 8.4 other cavalry charging +1")
        << QByteArray(R"({"game":"los-gringos","kind":"melee",
               "attacker":{"unit":"texas-rangers","charging":true},"defender":{"unit":"mx-light-cavalry"},"rolls":[[3,4]]})")
        << 4 << 2 << QStringList{"other-cavalry-charge"} << QStringList{} << "melee"
        << "recoil"
        << "defender";
    // LG special rule: a village is rough for cavalry (-2 in melee), not for infantry.
    QTest::newRow("LG Special Rules: cavalry in a village is in rough terrain")
        << QByteArray(R"({"game":"los-gringos","kind":"melee","continuing":true,
               "attacker":{"unit":"mx-regular","terrain":"village"},
               "defender":{"unit":"us-dragoons","terrain":"village"},"rolls":[[4,4]]})")
        << 3 << 2 << QStringList{} << QStringList{"rough-terrain"} << "melee"
        << "destroyed"
        << "defender";
    // KR: German artillery over 800 paces -1 on cavalry +1; Guard cavalry +1 in melee.
    QTest::newRow("KR 7.6 German artillery over 800 paces on cavalry")
        << QByteArray(R"({"game":"kepis-rouge","kind":"fire","paces":900,
               "attacker":{"unit":"german-artillery"},"defender":{"unit":"guard-cuirassiers"},"rolls":[[1,6]]})")
        << 5 << 4 << QStringList{"target-cavalry", "german-artillery-over-800"} << QStringList{}
        << "melee"
        << "none"
        << "";
    QTest::newRow("KR 8.4 Guard cuirassiers charge: charge +1, Guard Cavalry +1")
        << QByteArray(R"({"game":"kepis-rouge","kind":"melee",
               "attacker":{"unit":"guard-cuirassiers","charging":true},"defender":{"unit":"turcos","terrain":"rough"},"rolls":[[5,1]]})")
        << 6 << 3 << QStringList{"guard-cavalry", "charge"} << QStringList{} << "melee"
        << "destroyed"
        << "defender";
    QTest::newRow("KR 8.4 line infantry in rough terrain -2")
        << QByteArray(
               R"({"game":"kepis-rouge","kind":"melee","attacker":{"unit":"zouaves","charging":true},
               "defender":{"unit":"line-infantry","weapon":"german-infantry","terrain":"rough"},"rolls":[[2,3]]})")
        << 4 << 1 << QStringList{"charge"} << QStringList{"rough-terrain"} << "melee"
        << "recoil"
        << "defender";
}

void TestVaeVictisCombat::fireAndMelee()
{
    QFETCH(QByteArray, request);
    QFETCH(int, attackerModifier);
    QFETCH(int, defenderModifier);
    QFETCH(QStringList, attackerFactors);
    QFETCH(QStringList, defenderFactors);
    QFETCH(QString, defenderBasis);
    QFETCH(QString, result);
    QFETCH(QString, loser);
    Result<vv::CombatOutcome> o = vvCombat(request);
    VV_RESOLVED(o);
    QVERIFY2(o->attacker.modifier() == attackerModifier,
             qPrintable(QString::number(o->attacker.modifier()) + vvSteps(*o)));
    QVERIFY2(o->defender.modifier() == defenderModifier,
             qPrintable(QString::number(o->defender.modifier()) + vvSteps(*o)));
    QCOMPARE(vvFactorIds(o->attacker), attackerFactors);
    QCOMPARE(vvFactorIds(o->defender), defenderFactors);
    QCOMPARE(qs(o->defender.basis), defenderBasis);
    QVERIFY2(qs(o->result) == result, qPrintable(qs(o->result) + vvSteps(*o)));
    QCOMPARE(qs(o->loser), loser);
    QVERIFY(!o->needsReroll);
    // The totals are die + modifier, as the steps say.
    const vv::CombatRound &last = o->rounds.back();
    QCOMPARE(last.attackerTotal, last.attackerDie.value + attackerModifier);
    QCOMPARE(last.defenderTotal, last.defenderDie.value + defenderModifier);
    QVERIFY(vvCites(*o, o->kind == "fire" ? "VV 7.6" : "VV 8.4"));
}

void TestVaeVictisCombat::meleeTieIsRolledAgain()
{
    // VV 8 Results: in melee roll again in the case of equal scores.
    Result<vv::CombatOutcome> tie = vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry"},"rolls":[[4,4]]})");
    VV_RESOLVED(tie);
    QVERIFY(tie->needsReroll);
    QVERIFY(tie->winner.empty());
    QVERIFY(tie->result.empty());
    QVERIFY(vvCites(*tie, "VV 8 Results"));
    // Two ties, then a result: every roll is kept for the journal.
    Result<vv::CombatOutcome> settled =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry"},"rolls":[[4,4],[1,1],[1,5]]})");
    VV_RESOLVED(settled);
    QVERIFY(!settled->needsReroll);
    QCOMPARE(int(settled->rounds.size()), 3);
    QCOMPARE(qs(settled->winner), QString("defender"));
    QCOMPARE(qs(settled->result), QString("destroyed")); // 4 against 8: half or less
    // A roll after a decided one is refused.
    Result<vv::CombatOutcome> extra =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry"},"rolls":[[4,2],[1,1]]})");
    QVERIFY(!extra.ok());
    QVERIFY(qs(extra.error().message).contains("no tie"));
}

void TestVaeVictisCombat::generatedDiceRerollTies()
{
    const vv::Game &g = vvGame("la-grande-armee");
    Result<vv::CombatRequest> r = vv::CombatRequest::fromJson(
        json::parse(
            R"({"kind":"melee","attacker":{"unit":"line-infantry"},"defender":{"unit":"line-infantry"}})"),
        g);
    VV_RESOLVED(r);
    // Over many seeds, every melee ends decided; ties were re-rolled from the same generator.
    int rerolled = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        umpire::DiceGenerator dice(seed);
        Result<vv::CombatOutcome> o = vv::rollCombat(*r, g, dice);
        VV_RESOLVED(o);
        QVERIFY(!o->needsReroll);
        QVERIFY(!o->winner.empty());
        rerolled += o->rounds.size() > 1;
        for (const vv::CombatRound &round : o->rounds) {
            QCOMPARE(round.attackerDie.seed, seed);
            QVERIFY(round.attackerDie.source == umpire::Roll::Source::Generated);
        }
        QCOMPARE(dice.nextDraw(), std::uint64_t(2 * o->rounds.size()));
    }
    QVERIFY(rerolled > 0); // equal factors tie one roll in six
}

void TestVaeVictisCombat::fireTieAndTargetWinning()
{
    // VV 7.6: unlike melee, the attacking unit suffers no adverse results; a tie is no result
    // either.
    Result<vv::CombatOutcome> tie =
        vvCombat(R"({"kind":"fire","paces":50,"attacker":{"unit":"line-infantry","weapon":"musket"},
        "defender":{"unit":"line-infantry","weapon":"musket"},"rolls":[[3,3]]})");
    VV_RESOLVED(tie);
    QVERIFY(!tie->needsReroll);
    QCOMPARE(qs(tie->result), QString("none"));
    Result<vv::CombatOutcome> lost =
        vvCombat(R"({"kind":"fire","paces":50,"attacker":{"unit":"line-infantry","weapon":"musket"},
        "defender":{"unit":"line-infantry","weapon":"musket"},"rolls":[[1,6]]})");
    VV_RESOLVED(lost);
    QCOMPARE(qs(lost->result), QString("none"));
    QVERIFY(lost->loser.empty());
}

void TestVaeVictisCombat::recoilBlockedColumnAndFlee()
{
    // VV 8 Recoil: an element that cannot recoil is destroyed.
    Result<vv::CombatOutcome> blocked =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry","recoilBlocked":true},"rolls":[[5,4]]})");
    VV_RESOLVED(blocked);
    QCOMPARE(qs(blocked->tableResult), QString("recoil"));
    QCOMPARE(qs(blocked->result), QString("destroyed"));
    QVERIFY(vvCites(*blocked, "VV 8 Recoil"));
    // A column behind facing the same way is pushed back; if its last element cannot, the recoiler
    // is destroyed.
    Result<vv::CombatOutcome> column =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry","columnBehind":2},"rolls":[[5,4]]})");
    VV_RESOLVED(column);
    QCOMPARE(qs(column->result), QString("recoil"));
    QVERIFY(column->columnPushedBack);
    Result<vv::CombatOutcome> columnBlocked =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry","columnBehind":2,"columnBlocked":true},"rolls":[[5,4]]})");
    VV_RESOLVED(columnBlocked);
    QCOMPARE(qs(columnBlocked->result), QString("destroyed"));
    // VV 8 Fleeing: full movement + 100 paces: LGA lancers in clear move 500, so flee 600.
    Result<vv::CombatOutcome> flee =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"cuirassiers","charging":true},
        "defender":{"unit":"lancers"},"rolls":[[2,3]]})");
    VV_RESOLVED(flee);
    QCOMPARE(qs(flee->result), QString("flee")); // 8 against 5: under, flee from cavalry
    const int lancersClear =
        *vvGame("la-grande-armee").movementRow("cavalry-light")->paces.at("clear");
    QCOMPARE(flee->fleePaces, lancersClear + 100);
    QCOMPARE(flee->fleePaces, 600);
    // A flee that cannot start with its recoil ends in destruction too.
    Result<vv::CombatOutcome> fleeBlocked =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"cuirassiers","charging":true},
        "defender":{"unit":"lancers","recoilBlocked":true},"rolls":[[2,3]]})");
    VV_RESOLVED(fleeBlocked);
    QCOMPARE(qs(fleeBlocked->result), QString("destroyed"));
}

void TestVaeVictisCombat::severalFronts()
{
    // VV 8.4: attacked on more than one front: destroyed if it loses...
    Result<vv::CombatOutcome> lost =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry","severalFronts":true},"rolls":[[5,4]]})");
    VV_RESOLVED(lost);
    QCOMPARE(qs(lost->tableResult), QString("recoil"));
    QCOMPARE(qs(lost->result), QString("destroyed"));
    // ... and if it wins, all its opponents retreat.
    Result<vv::CombatOutcome> won = vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry","severalFronts":true},"rolls":[[4,5]]})");
    VV_RESOLVED(won);
    QCOMPARE(qs(won->loser), QString("attacker"));
    QVERIFY(won->opponentsRecoil);
}

void TestVaeVictisCombat::pursuitAndGeneralLost()
{
    // VV 8.4 Pursuit: obligatory for heavy cavalry.
    Result<vv::CombatOutcome> heavy = vvCombat(R"({"kind":"melee","attacker":{"unit":"cuirassiers"},
        "defender":{"unit":"lancers"},"rolls":[[6,1]]})");
    VV_RESOLVED(heavy);
    QCOMPARE(qs(heavy->pursuit), QString("obligatory"));
    QVERIFY(vvCites(*heavy, "VV 8.4 Pursuit"));
    // Los Gringos: American Dragoons also pursue automatically.
    Result<vv::CombatOutcome> dragoons =
        vvCombat(R"({"game":"los-gringos","kind":"melee","attacker":{"unit":"us-dragoons"},
        "defender":{"unit":"mx-light-cavalry"},"rolls":[[6,1]]})");
    VV_RESOLVED(dragoons);
    QCOMPARE(qs(dragoons->pursuit), QString("obligatory"));
    // Artillery may never pursue; light cavalry may.
    Result<vv::CombatOutcome> guns =
        vvCombat(R"({"kind":"melee","continuing":true,"attacker":{"unit":"field-artillery"},
        "defender":{"unit":"line-infantry"},"rolls":[[6,1]]})");
    VV_RESOLVED(guns);
    QCOMPARE(qs(guns->pursuit), QString("never"));
    Result<vv::CombatOutcome> light =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"light-cavalry"},
        "defender":{"unit":"cossacks"},"rolls":[[6,1]]})");
    VV_RESOLVED(light);
    QCOMPARE(qs(light->pursuit), QString("optional"));
    // VV 2: a general contiguous with an element destroyed by combat is eliminated.
    Result<vv::CombatOutcome> general =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"guard-infantry"},
        "defender":{"unit":"militia","generalContiguous":true},"rolls":[[6,1]]})");
    VV_RESOLVED(general);
    QCOMPARE(qs(general->result), QString("destroyed"));
    QVERIFY(general->generalLost);
    Result<vv::CombatOutcome> survives =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"guard-infantry"},
        "defender":{"unit":"militia","generalContiguous":true},"rolls":[[2,2]]})");
    VV_RESOLVED(survives);
    QCOMPARE(qs(survives->result), QString("recoil")); // 6 against 4
    QVERIFY(!survives->generalLost);
}

void TestVaeVictisCombat::demoralisedInAttack()
{
    // VV 9: -1 in attack, not in defence; Guard units suffer no deduction.
    Result<vv::CombatOutcome> line =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry","demoralised":true},
        "defender":{"unit":"line-infantry","demoralised":true},"rolls":[[3,3]]})");
    VV_RESOLVED(line);
    QCOMPARE(line->attacker.modifier(), 2);
    QCOMPARE(line->defender.modifier(), 3);
    Result<vv::CombatOutcome> guard =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"guard-infantry","demoralised":true},
        "defender":{"unit":"line-infantry"},"rolls":[[3,3]]})");
    VV_RESOLVED(guard);
    QCOMPARE(guard->attacker.modifier(), 4);
    QVERIFY(vvCites(*guard, "VV 9"));
}

void TestVaeVictisCombat::refused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("unknown unit type")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"hussars"},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "unknown unit type \"hussars\"";
    QTest::newRow("negative distance")
        << QByteArray(
               R"({"kind":"fire","paces":-5,"attacker":{"unit":"line-infantry","weapon":"musket"},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "cannot be negative";
    QTest::newRow("a scale that does not exist")
        << QByteArray(
               R"({"kind":"fire","distance":{"value":3,"unit":"cm","scale":"20mm"},"attacker":{"unit":"line-infantry"},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "unknown figure scale \"20mm\"";
    QTest::newRow("VV 7.1 cavalry cannot fire")
        << QByteArray(
               R"({"kind":"fire","paces":100,"attacker":{"unit":"lancers"},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "cannot fire (VV 7.1)";
    QTest::newRow("LGA Fire Ranges: out of range")
        << QByteArray(
               R"({"kind":"fire","paces":201,"attacker":{"unit":"line-infantry","weapon":"musket"},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "reaches 200";
    QTest::newRow("RY Fire Ranges: 200 shorter in forest")
        << QByteArray(
               R"({"game":"rebel-yell","kind":"fire","paces":300,"attacker":{"unit":"experienced","weapon":"rifled-musket","terrain":"forest"},"defender":{"unit":"veteran"},"rolls":[[1,2]]})")
        << "reaches 200";
    QTest::newRow("ambiguous weapon")
        << QByteArray(
               R"({"game":"kepis-rouge","kind":"fire","paces":300,"attacker":{"unit":"line-infantry"},"defender":{"unit":"zouaves"},"rolls":[[1,2]]})")
        << "say which weapon";
    QTest::newRow("unknown factor")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"line-infantry","factors":["bayonets"]},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "unknown melee tactical factor \"bayonets\"";
    QTest::newRow("automatic factor chosen")
        << QByteArray(
               R"({"kind":"fire","paces":150,"attacker":{"unit":"line-infantry","weapon":"musket","factors":["long-range"]},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "applied automatically";
    QTest::newRow("LG cap: at most 2 overlaps")
        << QByteArray(
               R"({"game":"los-gringos","kind":"melee","attacker":{"unit":"mx-regular","factors":{"overlap":3}},"defender":{"unit":"mx-regular"},"rolls":[[1,2]]})")
        << "caps it at 2";
    QTest::newRow("condition: rear support is for infantry")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"cuirassiers","factors":["rear-support"]},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "is not infantry";
    QTest::newRow("condition: defending factors are the defender's")
        << QByteArray(
               R"({"game":"los-gringos","kind":"melee","attacker":{"unit":"mx-regular","factors":["fortified"]},"defender":{"unit":"us-regular"},"rolls":[[1,2]]})")
        << "only for the defender";
    QTest::newRow("VV 5.6 a square may not be outflanked")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"cuirassiers"},"defender":{"unit":"line-infantry","formation":"square","factors":{"overlap":1}},"rolls":[[1,2]]})")
        << "a square may not be outflanked";
    QTest::newRow("VV 8.1 infantry may not attack cavalry in clear terrain")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"line-infantry"},"defender":{"unit":"lancers"},"rolls":[[1,2]]})")
        << "VV 8.1";
    QTest::newRow("VV 8.4 artillery may not engage in melee")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"field-artillery"},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "VV 8.4";
    QTest::newRow("square for a unit that cannot form one")
        << QByteArray(
               R"({"game":"rebel-yell","kind":"melee","attacker":{"unit":"veteran"},"defender":{"unit":"veteran","formation":"square"},"rolls":[[1,2]]})")
        << "cannot form square";
    QTest::newRow("a die that is no face")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"line-infantry"},"defender":{"unit":"line-infantry"},"rolls":[[7,2]]})")
        << "not a face";
    QTest::newRow("no dice")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"line-infantry"},"defender":{"unit":"line-infantry"}})")
        << "no dice";
    QTest::newRow("unknown terrain")
        << QByteArray(
               R"({"kind":"melee","attacker":{"unit":"line-infantry","terrain":"swamp"},"defender":{"unit":"line-infantry"},"rolls":[[1,2]]})")
        << "unknown terrain \"swamp\"";
    QTest::newRow("unknown field")
        << QByteArray(R"({"kind":"melee","atacker":{"unit":"line-infantry"}})") << "unknown field";
}

void TestVaeVictisCombat::refused()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, fragment);
    Result<vv::CombatOutcome> o = vvCombat(request);
    QVERIFY2(!o.ok(), "the combat was resolved but should be refused");
    QCOMPARE(o.error().kind, ErrorKind::BadInput);
    QVERIFY2(qs(o.error().message).contains(fragment), o.error().message.c_str());
}

void TestVaeVictisCombat::refereeRulesOutAnAutomaticFactor()
{
    // DESIGN: the referee is the authority; an automatic factor can be ruled out, and the steps say
    // so.
    Result<vv::CombatOutcome> o =
        vvCombat(R"({"kind":"fire","paces":100,"attacker":{"unit":"line-infantry",
        "without":["target-light-cover"]},"defender":{"unit":"line-infantry","terrain":"orchard"},"rolls":[[4,4]]})");
    VV_RESOLVED(o);
    QCOMPARE(o->attacker.modifier(), 3);
    QVERIFY(std::any_of(
        o->explanation.steps.begin(), o->explanation.steps.end(),
        [](const umpire::Step &s) { return qs(s.text).contains("the referee ruled it out"); }));
    Result<vv::CombatOutcome> chosen =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry","without":["higher"]},
        "defender":{"unit":"line-infantry"},"rolls":[[4,4]]})");
    QVERIFY(!chosen.ok());
    QVERIFY2(qs(chosen.error().message).contains("chosen, not automatic"),
             chosen.error().message.c_str());
}

void TestVaeVictisCombat::unverifiedUseIsReported()
{
    // LGA dragoons are heavy cavalry only by our reading: a combat using them says so.
    Result<vv::CombatOutcome> o = vvCombat(R"({"kind":"melee","attacker":{"unit":"dragoons"},
        "defender":{"unit":"lancers"},"rolls":[[6,1]]})");
    VV_RESOLVED(o);
    QVERIFY(std::any_of(o->explanation.unverified.begin(), o->explanation.unverified.end(),
                        [](const umpire::UnverifiedUse &u) {
                            return u.item == "vaevictis/la-grande-armee:/units/9";
                        }));
    // A combat of verified values only reports none.
    Result<vv::CombatOutcome> clean =
        vvCombat(R"({"kind":"melee","attacker":{"unit":"line-infantry"},
        "defender":{"unit":"line-infantry"},"rolls":[[6,1]]})");
    VV_RESOLVED(clean);
    QVERIFY(clean->explanation.unverified.empty());
}

void TestVaeVictisCombat::outcomeAsJson()
{
    Result<vv::CombatOutcome> o = vvCombat(R"({"game":"rebel-yell","kind":"fire","paces":300,
        "attacker":{"unit":"experienced","weapon":"rifled-musket"},"defender":{"unit":"cavalry"},"rolls":[[6,1]]})");
    VV_RESOLVED(o);
    const json doc = *o;
    QCOMPARE(doc["kind"].get<std::string>(), std::string("fire"));
    QCOMPARE(doc["range"]["band"].get<std::string>(), std::string("range"));
    QCOMPARE(doc["rounds"][0]["attackerDie"]["source"].get<std::string>(), std::string("physical"));
    QVERIFY(doc["steps"].is_array() && !doc["steps"].empty());
    QCOMPARE(doc["attacker"]["modifier"].get<int>(), o->attacker.modifier());
}

QTEST_APPLESS_MAIN(TestVaeVictisCombat)
#include "tst_vaevictiscombat.moc"
