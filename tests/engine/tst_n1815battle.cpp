#include "n1815battle.h"
#include "n1815data.h"
#include "n1815movement.h"
#include "n1815state.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace umpire;

// N1815 Combat: the card battle, step by step. Every worked example of the rule text is a test;
// numbers the rule text gives are asserted, stand-ins (most card ratings) only through the data.
class TestN1815Battle : public QObject
{
    Q_OBJECT

  private slots:
    void riverBonus_data();
    void riverBonus();
    void hillAtHalfway_data();
    void hillAtHalfway();
    void wellingtonAddsThree();
    void imperialGuardAtWaterloo();
    void battleRoundLosses_data();
    void battleRoundLosses();
    void grandBatteryDefeat();
    void reinforcementExample();
    void counterAttackMatchedByCounterAttack();
    void refusedActions_data();
    void refusedActions();
    void virtualDeck();
    void retreatIntoAnUnresolvedCombat();
    void journalRoundTrip();

  private:
    static const n1815::Data &data();
    // A state in the combat phase of `active`, with units placed (and the road they entered by).
    struct Placement
    {
        const char *unit;
        const char *location;
        const char *from; // nullptr: was there already
    };
    static n1815::State combatState(const std::string &active,
                                    const std::vector<Placement> &placements);
    static n1815::Battle started(const n1815::State &state, const std::string &location,
                                 n1815::Battle::Options options = {});
    // Runs actions given as JSON objects; fails the test on the first refusal.
    static n1815::Battle run(n1815::Battle battle, const n1815::State &state,
                             const std::vector<nlohmann::json> &actions);
};

const n1815::Data &TestN1815Battle::data()
{
    static const Result<n1815::Data> loaded =
        n1815::Data::load(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.json");
    if (!loaded)
        qFatal("shipped n1815.json does not load: %s", loaded.error().message.c_str());
    return loaded.value();
}

n1815::State TestN1815Battle::combatState(const std::string &active,
                                          const std::vector<Placement> &placements)
{
    n1815::State s = n1815::State::setup(data());
    s.phase = active == "french" ? n1815::Phase::FrenchCombat : n1815::Phase::AlliedCombat;
    s.activeSide = active;
    for (const Placement &p : placements) {
        s.units[p.unit].location = p.location;
        if (p.from) {
            const n1815::Road *road = data().road(p.from, p.location);
            if (!road)
                qFatal("no road %s - %s", p.from, p.location);
            s.entered[p.unit] = {p.from, road->river, false};
            s.moved[p.unit] = 1;
        }
    }
    return s;
}

n1815::Battle TestN1815Battle::started(const n1815::State &state, const std::string &location,
                                       n1815::Battle::Options options)
{
    Result<n1815::Battle> b = n1815::Battle::start(data(), state, location, options);
    if (!b)
        qFatal("battle does not start: %s", b.error().message.c_str());
    return *b;
}

n1815::Battle TestN1815Battle::run(n1815::Battle battle, const n1815::State &state,
                                   const std::vector<nlohmann::json> &actions)
{
    for (const nlohmann::json &a : actions) {
        Result<n1815::Battle> next = battle.act(data(), state, a);
        if (!next) {
            QTest::qFail(("refused " + a.dump() + ": " + next.error().message).c_str(), __FILE__,
                         __LINE__);
            return battle;
        }
        battle = *next;
    }
    return battle;
}

using nlohmann::json;

void TestN1815Battle::riverBonus_data()
{
    QTest::addColumn<QString>("thirdFrom");
    QTest::addColumn<int>("prussianCards");
    // "three Prussian corps at Charleroi with a total of 9 combat cards, that were attacked by 3
    // French corps from Thuin, would receive 2 additional combat cards ... a total of 11".
    QTest::newRow("N1815 Combat three Prussian corps across the river: 9 + 2 = 11")
        << "thuin" << 11;
    // "if all the active player's corps used roads to cross a river".
    QTest::newRow("N1815 Combat one French corps did not cross: 9") << "walcourt" << 9;
}

void TestN1815Battle::riverBonus()
{
    QFETCH(QString, thirdFrom);
    QFETCH(int, prussianCards);
    const std::string third = thirdFrom.toStdString();
    const n1815::State s = combatState("french", {{"pr-II", "charleroi", nullptr},
                                                  {"pr-III", "charleroi", nullptr},
                                                  {"fr-I", "charleroi", "thuin"},
                                                  {"fr-II", "charleroi", "thuin"},
                                                  {"fr-III", "charleroi", third.c_str()}});
    const n1815::Battle b = started(s, "Charleroi");
    QCOMPARE(b.other.side, std::string("allied-prussian"));
    QCOMPARE(b.other.hand.count, prussianCards);
    QCOMPARE(b.riverBonus, prussianCards == 11);
    int french = 0;
    for (const char *c : {"fr-I", "fr-II", "fr-III"})
        french += data().unit(c)->cards.value;
    QCOMPARE(b.active.hand.count, french);
}

void TestN1815Battle::hillAtHalfway_data()
{
    QTest::addColumn<int>("cohesion");
    QTest::addColumn<int>("cards");
    // "Hill receives 2 combat cards ... If Hill's cohesion points are at 4 or less, Hill would only
    // receive 1 combat card."
    QTest::newRow("N1815 Combat Hill at cohesion 5: 2 cards") << 5 << 2;
    QTest::newRow("N1815 Combat Hill at cohesion 4: 1 card") << 4 << 1;
    QTest::newRow("N1815 Combat Hill at cohesion 3: 1 card") << 3 << 1;
    QTest::newRow("N1815 Combat Hill at cohesion 1: 1 card") << 1 << 1;
}

void TestN1815Battle::hillAtHalfway()
{
    QFETCH(int, cohesion);
    QFETCH(int, cards);
    n1815::State s = combatState("french", {{"fr-I", "ath", "mons"}});
    s.units["al-II"].cohesion = cohesion;
    QCOMPARE(n1815::cardsFor(data(), s, "al-II"), cards);
    const n1815::Battle b = started(s, "ath");
    QCOMPARE(b.other.hand.count, cards);
    QCOMPARE(b.other.units, std::vector<std::string>{"al-II"});
}

void TestN1815Battle::wellingtonAddsThree()
{
    // "if Wellington was present at a combat location where Allied army corps were present, he
    // would add 3 combat cards."
    n1815::State s =
        combatState("french", {{"wellington", "ath", nullptr}, {"fr-I", "ath", "mons"}});
    n1815::Battle b = started(s, "ath");
    QCOMPARE(b.other.hand.count, 2 + 3);
    QCOMPARE(b.other.units.size(), std::size_t(2));
    // "Wellington is at a combat location with 2 Prussian corps. Wellington does not get to add
    // combat cards as there are no Allied corps present."
    s = combatState("french", {{"wellington", "namur", nullptr},
                               {"pr-I", "namur", nullptr},
                               {"fr-I", "namur", "charleroi"}});
    b = started(s, "namur");
    QCOMPARE(b.other.hand.count, 3 + 3);
    QCOMPARE(b.other.idle, std::vector<std::string>{"wellington"});
    QCOMPARE(b.bestTactical(data(), b.other.side).second == "wellington", false);
}

// N1815 Combat example: the Imperial Guard attacks Waterloo.
void TestN1815Battle::imperialGuardAtWaterloo()
{
    const n1815::Data &d = data();
    const n1815::State s = combatState("french", {{"fr-IG", "waterloo", "quatre-bras"},
                                                  {"wellington", "waterloo", nullptr},
                                                  {"al-II", "waterloo", nullptr}});
    n1815::Battle b = started(s, "Waterloo");
    // "Each side draws five combat cards": Wellington 3 and Hill's II Corps 2.
    QCOMPARE(b.other.hand.count, 5);
    QCOMPARE(b.active.hand.count, d.unit("fr-IG")->cards.value);
    b = run(b, s,
            {{{"action", "play"}, {"card", "Skirmish"}},
             {{"action", "respond"}, {"card", "Skirmish"}},
             // "The Allied side with Wellington successfully counterattacks on a die roll of 2."
             {{"action", "counterattack"}, {"roll", 2}}});
    QCOMPARE(b.attacker, std::string("allied-prussian"));
    QVERIFY(b.rounds.back().rolesSwapped);
    b = run(b, s,
            {{{"action", "endReinforcements"}},
             {{"action", "endReinforcements"}},
             // "Now as the attacker he plays Combined Arms. The French cannot match and loses."
             {{"action", "play"}, {"card", "Combined Arms"}},
             {{"action", "respond"}, {"card", nullptr}},
             {{"action", "endReinforcements"}}});
    QCOMPARE(b.winner, std::string("allied-prussian"));
    QCOMPARE(b.rounds.size(), std::size_t(2));
    QCOMPARE(b.active.losses, 2); // the two battle rounds
    QCOMPARE(b.other.losses, 1);  // half, rounded down
    QCOMPARE(b.phase, n1815::BattlePhase::Retreat);
    b = run(b, s, {{{"action", "retreat"}, {"to", "Quatre Bras"}}});
    Result<n1815::Change> applied = b.apply(d, s);
    QVERIFY2(applied.ok(), applied.ok() ? "" : applied.error().message.c_str());
    // "The Imperial Guard reduces its cohesion by 3" and the Allied 1 loss goes to II Corps.
    QCOMPARE(applied->state.cohesion("fr-IG"), s.cohesion("fr-IG") - 3);
    QCOMPARE(applied->state.cohesion("al-II"), s.cohesion("al-II") - 1);
    QCOMPARE(applied->state.locationOf("fr-IG"), std::string("quatre-bras"));
    QVERIFY(applied->state.resolved.count("waterloo"));
    QCOMPARE(applied->state.lastOccupier.at("waterloo"), std::string("allied-prussian"));
}

void TestN1815Battle::battleRoundLosses_data()
{
    QTest::addColumn<QStringList>("rounds"); // "played=answer"; an empty answer is not matched
    QTest::addColumn<QString>("winner");     // "attacker" or "defender"
    QTest::addColumn<int>("loserLoss");
    QTest::addColumn<int>("winnerLoss");
    const QStringList four = {"infantry-assault=infantry-assault", "grand-battery=combined-arms",
                              "skirmish=skirmish", "cavalry-charge=cavalry-charge"};
    // "if the total battle round cohesion loss was 5 rounds, the loser of the combat would only
    // take 4 total cohesion point losses (5-1=4), the winner 2 cohesion point losses (4/2=2)".
    QTest::newRow("N1815 Skirmish five rounds, won unmatched: 4 and 2")
        << four + QStringList{"skirmish="} << "attacker" << 4 << 2;
    // "the loser of the combat would take 6 total cohesion point losses (5+1=6) the winner 3".
    QTest::newRow("N1815 Cavalry Charge five rounds, won unmatched: 6 and 3")
        << four + QStringList{"cavalry-charge="} << "attacker" << 6 << 3;
    QTest::newRow("N1815 Combat Grand Battery five rounds, won unmatched: 5 and 2")
        << four + QStringList{"grand-battery="} << "attacker" << 5 << 2;
    QTest::newRow("N1815 Combat Infantry Assault one round: 1 and 0")
        << QStringList{"infantry-assault="} << "attacker" << 1 << 0;
    QTest::newRow("N1815 Skirmish one round: 0 and 0")
        << QStringList{"skirmish="} << "attacker" << 0 << 0;
    QTest::newRow("N1815 Cavalry Charge one round: 2 and 1")
        << QStringList{"cavalry-charge="} << "attacker" << 2 << 1;
    QTest::newRow("N1815 Combined Arms unmatched three rounds: 3 and 1")
        << QStringList{"skirmish=skirmish", "skirmish=skirmish", "combined-arms="} << "attacker"
        << 3 << 1;
    // The Skirmish and Cavalry Charge instructions "only apply if used to win the combat".
    QTest::newRow("N1815 Skirmish matched does not reduce: defender wins on the last card")
        << QStringList{"skirmish=skirmish", "skirmish=combined-arms", "skirmish=skirmish"}
        << "defender" << 3 << 1;
}

void TestN1815Battle::battleRoundLosses()
{
    QFETCH(QStringList, rounds);
    QFETCH(QString, winner);
    QFETCH(int, loserLoss);
    QFETCH(int, winnerLoss);
    const n1815::State s = combatState("french", {{"fr-I", "ath", "mons"},
                                                  {"fr-II", "ath", "mons"},
                                                  {"wellington", "ath", nullptr},
                                                  {"al-I", "ath", nullptr},
                                                  {"al-res", "ath", nullptr}});
    n1815::Battle b = started(s, "ath");
    // The players' own cards: the app only counts them. The attacker's hand is cut to the cards
    // the row plays, so that a matched last card ends the battle.
    b.active.hand.count = rounds.size();
    b.other.hand.count = 10;
    for (const QString &r : rounds) {
        const std::string played = r.section('=', 0, 0).toStdString(),
                          answer = r.section('=', 1).toStdString();
        b = run(b, s, {{{"action", "play"}, {"card", played}}});
        b = run(b, s, {{{"action", "respond"}, {"card", answer.empty() ? json() : json(answer)}}});
        if (b.phase == n1815::BattlePhase::Counterattack)
            b = run(b, s, {{{"action", "counterattack"}, {"roll", nullptr}}});
        while (b.phase == n1815::BattlePhase::Reinforce)
            b = run(b, s, {{{"action", "endReinforcements"}}});
    }
    QVERIFY2(!b.winner.empty(), "no winner");
    const std::string expectedWinner = winner == "attacker" ? b.active.side : b.other.side;
    QCOMPARE(b.winner, expectedWinner);
    QCOMPARE(b.sideOf(b.loser).losses, loserLoss);
    QCOMPARE(b.sideOf(b.winner).losses, winnerLoss);
}

// N1815 Results of combat example: three French corps and Napoleon lose five rounds to an
// unmatched Grand Battery.
void TestN1815Battle::grandBatteryDefeat()
{
    const n1815::Data &d = data();
    // The Allied player's turn: his corps came from Braine Le Comte and Waterloo.
    const n1815::State s = combatState("allied-prussian", {{"fr-I", "nivelles", nullptr},
                                                           {"fr-II", "nivelles", nullptr},
                                                           {"fr-III", "nivelles", nullptr},
                                                           {"napoleon", "nivelles", nullptr},
                                                           {"al-I", "nivelles", "braine-le-comte"},
                                                           {"al-res", "nivelles", "waterloo"},
                                                           {"wellington", "nivelles", "waterloo"}});
    n1815::Battle b = started(s, "nivelles");
    QCOMPARE(b.attacker, std::string("allied-prussian"));
    for (const char *card : {"infantry-assault", "skirmish", "cavalry-charge", "infantry-assault"})
        b = run(b, s,
                {{{"action", "play"}, {"card", card}},
                 {{"action", "respond"}, {"card", card}},
                 {{"action", "counterattack"}},
                 {{"action", "endReinforcements"}},
                 {{"action", "endReinforcements"}}});
    b = run(b, s,
            {{{"action", "play"}, {"card", "grand-battery"}},
             {{"action", "respond"}},
             {{"action", "endReinforcements"}}});
    QCOMPARE(b.winner, std::string("allied-prussian"));
    QCOMPARE(b.other.losses, 5);
    QCOMPARE(b.active.losses, 2); // "5 divided in half rounded down = 2"
    // "2 on one corps, 2 on a second, and 1 on the third corps"; Napoleon takes none.
    Result<n1815::Battle> wrong = b.distributeLosses(d, "french", {{"fr-I", 2}, {"fr-II", 2}});
    QVERIFY(!wrong.ok());
    QVERIFY(wrong.error().message.find("adds up to 4") != std::string::npos);
    wrong = b.distributeLosses(d, "french", {{"napoleon", 1}, {"fr-I", 2}, {"fr-II", 2}});
    QVERIFY(!wrong.ok());
    QVERIFY(wrong.error().message.find("commanders take none") != std::string::npos);
    // A loss is checked before it is converted: 4294967298 is not 2 (which would have
    // made the distribution add up).
    wrong = b.act(d, s,
                  {{"action", "distribute"},
                   {"side", "french"},
                   {"losses", {{"fr-I", 4294967298LL}, {"fr-II", 2}, {"fr-III", 1}}}});
    QVERIFY(!wrong.ok());
    QCOMPARE(wrong.error().message,
             std::string("\"fr-I\": 4294967298 is out of range (cohesion points lost)"));
    b = run(
        b, s,
        {{{"action", "distribute"},
          {"side", "french"},
          {"losses", {{"fr-I", 2}, {"fr-II", 2}, {"fr-III", 1}}}},
         {{"action", "distribute"}, {"side", "allied"}, {"losses", {{"al-I", 1}, {"al-res", 1}}}}});
    QCOMPARE(b.phase, n1815::BattlePhase::Retreat);
    // The non-active French may not retreat by the roads the Allies came in by.
    QVERIFY(!b.retreat(d, s, "waterloo").ok());
    QVERIFY(!b.retreat(d, s, "braine-le-comte").ok());
    b = run(b, s, {{{"action", "retreat"}, {"to", "quatre-bras"}}});
    Result<n1815::Change> applied = b.apply(d, s);
    QVERIFY(applied.ok());
    const n1815::State &after = applied->state;
    // "Each French corps also receives 1 cohesion point loss for the retreat."
    QCOMPARE(after.cohesion("fr-I"), s.cohesion("fr-I") - 3);
    QCOMPARE(after.cohesion("fr-II"), s.cohesion("fr-II") - 3);
    QCOMPARE(after.cohesion("fr-III"), s.cohesion("fr-III") - 2);
    // "The French player retreats the 3 French corps and Napoleon to one location."
    for (const char *u : {"fr-I", "fr-II", "fr-III", "napoleon"})
        QCOMPARE(after.locationOf(u), std::string("quatre-bras"));
    QCOMPARE(after.cohesion("al-I") + after.cohesion("al-res"),
             s.cohesion("al-I") + s.cohesion("al-res") - 2);
    QVERIFY(after.inconsistency(d).empty());
}

// N1815 Combat reinforcement example: a combat in Brussels, the French I Corps and Napoleon at
// Waterloo.
void TestN1815Battle::reinforcementExample()
{
    const n1815::Data &d = data();
    const n1815::State s = combatState("french", {{"fr-II", "brussels", "waterloo"},
                                                  {"fr-I", "waterloo", "quatre-bras"},
                                                  {"napoleon", "waterloo", "quatre-bras"}});
    n1815::Battle b = started(s, "brussels");
    // Napoleon may not reinforce while no corps of his army is in the combat... here fr-II is.
    b = run(b, s,
            {{{"action", "play"}, {"card", "infantry-assault"}},
             {{"action", "respond"}, {"card", "infantry-assault"}},
             {{"action", "counterattack"}}});
    QCOMPARE(b.reinforcing, std::string("french"));
    const int before = b.active.hand.count;
    // "For the I corps the die result is 3 which is higher than the 2 tactical rating of the I
    // corps, it is unsuccessful".
    b = run(b, s, {{{"action", "reinforce"}, {"unit", "fr-I"}, {"roll", 3}}});
    QVERIFY(!b.rounds.back().reinforcements.back().success);
    QCOMPARE(b.active.hand.count, before);
    // "For the Napoleon commander unit, the die result is a 3 which is equal to Napoleon's
    // tactical rating, it is successful ... adds the 3 combat cards".
    b = run(b, s, {{{"action", "reinforce"}, {"unit", "Napoleon"}, {"roll", 3}}});
    QVERIFY(b.rounds.back().reinforcements.back().success);
    QCOMPARE(b.active.hand.count, before + 3);
    QCOMPARE(b.active.joined.at("napoleon"), std::string("waterloo"));
    // One attempt per unit per round.
    Result<n1815::Battle> again = b.reinforce(d, s, "fr-I", Roll::physical(1, 6).value());
    QVERIFY(!again.ok());
    QVERIFY(again.error().message.find("already tried this round") != std::string::npos);
    // "The French I corps can attempt again after the next round of combat."
    b = run(b, s,
            {{{"action", "endReinforcements"}},
             {{"action", "endReinforcements"}},
             {{"action", "play"}, {"card", "skirmish"}},
             {{"action", "respond"}, {"card", "skirmish"}},
             {{"action", "counterattack"}},
             {{"action", "reinforce"}, {"unit", "fr-I"}, {"roll", 2}}});
    QVERIFY(b.rounds.back().reinforcements.back().success);
    QCOMPARE(b.active.hand.count, before + 3 - 1 + n1815::cardsFor(d, s, "fr-I"));
    // Napoleon's tactical rating now counts for the French.
    QCOMPARE(b.bestTactical(d, "french").first, 3);
}

void TestN1815Battle::counterAttackMatchedByCounterAttack()
{
    const n1815::State s = combatState("french", {{"fr-I", "ath", "mons"}});
    n1815::Battle b = started(s, "ath");
    b.active.hand.count = b.other.hand.count = 5;
    // "if the defender matches the counter attack card, he is automatically the attacker".
    n1815::Battle c = run(b, s,
                          {{{"action", "play"}, {"card", "counter-attack"}},
                           {{"action", "respond"}, {"card", "counter-attack"}}});
    QCOMPARE(c.phase, n1815::BattlePhase::Reinforce);
    QCOMPARE(c.attacker, b.other.side);
    QVERIFY(c.rounds.back().automaticCounterattack);
    // Matched by Combined Arms, it is not automatic: the defender may roll.
    c = run(b, s,
            {{{"action", "play"}, {"card", "counter-attack"}},
             {{"action", "respond"}, {"card", "combined-arms"}}});
    QCOMPARE(c.phase, n1815::BattlePhase::Counterattack);
    QCOMPARE(c.attacker, b.active.side);
    const int rating = c.bestTactical(data(), c.other.side).first;
    n1815::Battle failed = run(c, s, {{{"action", "counterattack"}, {"roll", rating + 1}}});
    QCOMPARE(failed.attacker, b.active.side);
    n1815::Battle succeeded = run(c, s, {{{"action", "counterattack"}, {"roll", rating}}});
    QCOMPARE(succeeded.attacker, b.other.side);
}

void TestN1815Battle::refusedActions_data()
{
    QTest::addColumn<QByteArray>("before"); // JSON array of actions that succeed
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QStringList>("fragments");
    QTest::newRow("N1815 Combat a card that does not match")
        << QByteArray(R"([{"action":"play","card":"Grand Battery"}])")
        << QByteArray(R"({"action":"respond","card":"Skirmish"})")
        << QStringList{"Skirmish does not match Grand Battery", "Combined Arms"};
    QTest::newRow("N1815 Combat only Combined Arms matches Combined Arms")
        << QByteArray(R"([{"action":"play","card":"combined arms"}])")
        << QByteArray(R"({"action":"respond","card":"infantry assault"})")
        << QStringList{"only Combined Arms matches Combined Arms"};
    QTest::newRow("N1815 Combat an unknown card")
        << QByteArray(R"([])") << QByteArray(R"({"action":"play","card":"Old Guard"})")
        << QStringList{"unknown combat card", "Old Guard"};
    QTest::newRow("N1815 Combat the defender does not play first")
        << QByteArray(R"([])") << QByteArray(R"({"action":"respond","card":"skirmish"})")
        << QStringList{"after the attacker plays"};
    QTest::newRow("N1815 Combat a unit not next to the battle reinforces")
        << QByteArray(
               R"([{"action":"play","card":"skirmish"},{"action":"respond","card":"skirmish"},{"action":"counterattack"}])")
        << QByteArray(R"({"action":"reinforce","unit":"fr-IV","roll":1})")
        << QStringList{"Philippeville", "not next to"};
    QTest::newRow("N1815 Combat the defender reinforces before the attacker is done")
        << QByteArray(
               R"([{"action":"play","card":"skirmish"},{"action":"respond","card":"skirmish"},{"action":"counterattack"}])")
        << QByteArray(R"({"action":"reinforce","unit":"al-I","roll":1})")
        << QStringList{"tries first"};
    QTest::newRow("N1815 Combat an unknown unit reinforces")
        << QByteArray(
               R"([{"action":"play","card":"skirmish"},{"action":"respond","card":"skirmish"},{"action":"counterattack"}])")
        << QByteArray(R"({"action":"reinforce","unit":"fr-XII","roll":1})")
        << QStringList{"unknown unit", "fr-XII"};
    QTest::newRow("N1815 Combat a die that is not a die")
        << QByteArray(
               R"([{"action":"play","card":"skirmish"},{"action":"respond","card":"skirmish"}])")
        << QByteArray(R"({"action":"counterattack","roll":7})") << QStringList{"not a face"};
    QTest::newRow("N1815 Combat an unknown action")
        << QByteArray(R"([])") << QByteArray(R"({"action":"surrender"})")
        << QStringList{"unknown combat action"};
    QTest::newRow("N1815 Combat a malformed action")
        << QByteArray(R"([])") << QByteArray(R"({"action":"play","card":3})")
        << QStringList{"play"};
}

void TestN1815Battle::refusedActions()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, action);
    QFETCH(QStringList, fragments);
    const n1815::State s =
        combatState("french", {{"fr-I", "ath", "mons"}, {"al-I", "braine-le-comte", nullptr}});
    n1815::Battle b = started(s, "ath");
    b.active.hand.count = b.other.hand.count = 5;
    for (const json &a : json::parse(before.toStdString()))
        b = run(b, s, {a});
    Result<n1815::Battle> r = b.act(data(), s, json::parse(action.toStdString()));
    QVERIFY2(!r.ok(), "the action was accepted but the rules refuse it");
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    for (const QString &f : fragments)
        QVERIFY2(QString::fromStdString(r.error().message).contains(f), r.error().message.c_str());
}

void TestN1815Battle::virtualDeck()
{
    const n1815::Data &d = data();
    const n1815::State s =
        combatState("french", {{"fr-I", "ath", "mons"}, {"fr-II", "ath", "mons"}});
    const n1815::Battle a = started(s, "ath", {true, 1815});
    const n1815::Battle again = started(s, "ath", {true, 1815});
    QVERIFY(a.active.hand.known);
    int inHand = 0, left = 0;
    for (int i = 0; i < n1815::cardTypes; ++i) {
        inHand += a.active.hand.cards[i] + a.other.hand.cards[i];
        left += a.deck->remaining[i];
        QCOMPARE(a.active.hand.cards[i],
                 again.active.hand.cards[i]); // the same seed deals the same hands
    }
    QCOMPARE(inHand, a.active.hand.count + a.other.hand.count);
    QCOMPARE(inHand + left, d.deckSize);
    QCOMPARE(a.draws.size(), std::size_t(inHand));
    // The deck's per-type counts are stand-ins: the battle reports using them.
    QVERIFY(std::any_of(
        a.explanation.unverified.begin(), a.explanation.unverified.end(),
        [](const UnverifiedUse &u) { return u.item.find("/cards/types/") != std::string::npos; }));
    // A card the hand does not hold is refused.
    for (int i = 0; i < n1815::cardTypes; ++i)
        if (a.active.hand.cards[i] == 0) {
            Result<n1815::Battle> r = a.play(d, n1815::cardId(static_cast<n1815::Card>(i)));
            QVERIFY(!r.ok());
            QVERIFY(r.error().message.find("holds no") != std::string::npos);
            break;
        }
}

void TestN1815Battle::journalRoundTrip()
{
    // Every step serialises and comes back the same, so each can be journaled.
    const n1815::State s = combatState("french", {{"fr-II", "brussels", "waterloo"},
                                                  {"fr-I", "waterloo", "quatre-bras"},
                                                  {"napoleon", "waterloo", "quatre-bras"}});
    n1815::Battle b = started(s, "brussels", {true, 7});
    auto same = [&](const n1815::Battle &x) {
        const json doc = x;
        Result<n1815::Battle> back = n1815::Battle::fromJson(doc, data());
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QCOMPARE(json(*back).dump(), doc.dump());
    };
    same(b);
    int card = 0;
    while (b.active.hand.cards[card] == 0)
        ++card;
    b = run(b, s, {{{"action", "play"}, {"card", n1815::cardId(static_cast<n1815::Card>(card))}}});
    same(b);
    b = run(b, s, {{{"action", "respond"}}});
    same(b);
    b = run(b, s,
            {{{"action", "reinforce"},
              {"unit", "fr-I"},
              {"roll", {{"value", 1}, {"source", "generated"}, {"seed", 5}, {"draw", 3}}}}});
    same(b);
    QVERIFY(!n1815::Battle::fromJson(json::parse(R"({"location":"x"})"), data()).ok());
    json tampered = b;
    tampered["active"]["units"].push_back("fr-XII");
    Result<n1815::Battle> bad = n1815::Battle::fromJson(tampered, data());
    QVERIFY(!bad.ok());
    QVERIFY(bad.error().message.find("fr-XII") != std::string::npos);
    tampered = b;
    tampered["location"] = "paris";
    QVERIFY(!n1815::Battle::fromJson(tampered, data()).ok());
}

// N1815 Retreats: "The loser may retreat to an unresolved combat location but may not participate
// in the combat. However, if their side loses that combat, they then retreat with the units from
// that combat, and take the same retreat losses".
void TestN1815Battle::retreatIntoAnUnresolvedCombat()
{
    const n1815::Data &d = data();
    n1815::State s = combatState("french", {{"fr-I", "nivelles", "braine-le-comte"},
                                            {"al-I", "nivelles", nullptr},
                                            {"fr-III", "waterloo", "nivelles"},
                                            {"fr-II", "quatre-bras", "charleroi"},
                                            {"al-res", "quatre-bras", nullptr},
                                            {"wellington", "quatre-bras", nullptr}});
    s.units["fr-III"].location = "waterloo"; // moved on through Nivelles earlier: holds Waterloo
    QCOMPARE(n1815::pendingCombats(d, s), (std::vector<std::string>{"nivelles", "quatre-bras"}));
    // Nivelles: the Allied I Corps loses in one round.
    n1815::Battle b = started(s, "nivelles");
    b = run(b, s,
            {{{"action", "play"}, {"card", "infantry-assault"}},
             {{"action", "respond"}},
             {{"action", "endReinforcements"}}});
    QCOMPARE(b.winner, std::string("french"));
    // Waterloo is French, Braine Le Comte is the road the French came by: Quatre Bras, an
    // unresolved combat, comes first.
    const std::vector<n1815::RetreatOption> options = b.retreatOptions(d, s);
    QVERIFY(!options.empty());
    QCOMPARE(options.front().destination, std::string("quatre-bras"));
    QCOMPARE(options.front().kind, n1815::RetreatKind::UnresolvedCombat);
    b = run(b, s, {{{"action", "retreat"}, {"to", "quatre-bras"}}});
    s = b.apply(d, s)->state;
    const int afterFirst = s.cohesion("al-I");
    QCOMPARE(s.locationOf("al-I"), std::string("quatre-bras"));
    QCOMPARE(s.sheltering.at("quatre-bras"), std::vector<std::string>{"al-I"});
    // Quatre Bras: the sheltering corps takes no part.
    n1815::Battle q = started(s, "quatre-bras");
    QCOMPARE(q.other.units, (std::vector<std::string>{"wellington", "al-res"}));
    QCOMPARE(q.other.hand.count,
             n1815::cardsFor(d, s, "wellington") + n1815::cardsFor(d, s, "al-res"));
    q = run(q, s,
            {{{"action", "play"}, {"card", "grand-battery"}},
             {{"action", "respond"}},
             {{"action", "endReinforcements"}}});
    // Losses go to the Reserve only; both corps retreat and take the retreat loss.
    Result<n1815::Battle> wrong = q.distributeLosses(d, "allied", {{"al-I", 1}});
    QVERIFY(!wrong.ok());
    const std::vector<n1815::RetreatOption> back = q.retreatOptions(d, s);
    QVERIFY(!back.empty());
    q = run(q, s, {{{"action", "retreat"}, {"to", back.front().destination}}});
    const n1815::State after = q.apply(d, s)->state;
    QCOMPARE(after.cohesion("al-I"), afterFirst - d.retreatLoss - back.front().extraLoss);
    QCOMPARE(after.locationOf("al-I"), back.front().destination);
    QCOMPARE(after.locationOf("al-res"), back.front().destination);
    QVERIFY(!after.sheltering.count("quatre-bras"));
}

QTEST_APPLESS_MAIN(TestN1815Battle)
#include "tst_n1815battle.moc"
