// The one game interface on the command line: every kind of journal answers the same
// journal commands, every game refuses a malformed action the same way, and nothing deeper than
// the reader's nesting limit reaches any command.
#include "clishell.h"
#include <QDir>
#include <QFile>

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <map>

using nlohmann::json;

using umpire::test::Run;

namespace {

// A new journal of each kind, made in the row's folder as F.
const QString newNlb = QStringLiteral("\"$CLI\" journal new F --scenario nlb-demo --seed 3 "
                                      ">/dev/null 2>&1");
const QString newN1815 = QStringLiteral("\"$CLI\" n1815 new F >/dev/null");
const QString newVv = QStringLiteral(
    "\"$CLI\" vv new F --game la-grande-armee --corps "
    "\"French:Lannes:36,French:Guard:30,Austrian:Kolowrat:9\" --seed 1809 >/dev/null");
const QString deep = QStringLiteral(
    "{ head -c 200000 /dev/zero | tr '\\0' '['; head -c 200000 /dev/zero | tr '\\0' ']'; } "
    "> deep.json");

} // namespace

class TestGameActions : public QObject, private umpire::test::CliShell
{
    Q_OBJECT

  private slots:
    void journalCommandsWorkOnEveryKind_data();
    void journalCommandsWorkOnEveryKind();
    void refused_data();
    void refused();
    void dataFilesNestedTooDeepAreBadData();
    void aRetriedActionIsWrittenOnce();
    void aResultIsCarriedOutThroughActions();
    void journalNewMakesEveryKind();
    void journalPositionsExportsTheState();
    void aScriptedBattleOnTheMapReplays();
    void nlb76ARetreatDisplacesAFriendlyUnit();
    void theCameraProposesUnitsMoves();
    void journalsFromBeforeStillOpen_data();
    void journalsFromBeforeStillOpen();
};

void TestGameActions::journalCommandsWorkOnEveryKind_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("firstAction");
    QTest::addColumn<QString>("stateSays");
    QTest::newRow("Napoleon's Last Battles") << newNlb << R"({"action": "roll", "die": 4})"
                                             << "French: casualties 0";
    QTest::newRow("Napoleon 1815 Returns") << newN1815 << R"({"action": "weather", "roll": 4})"
                                           << "turn 1 of 15";
    QTest::newRow("Vae Victis") << newVv << R"({"action": "loss", "corps": "Guard", "points": 5})"
                                << "Guard (French) 5 of 30 points lost";
}

// journal act|state|undo|redo|show|export|verify on each kind of journal, through the module its
// header names (games.h); N1815 journal state and undo once failed with "not a combat ruleset".
void TestGameActions::journalCommandsWorkOnEveryKind()
{
    QFETCH(QString, setup);
    QFETCH(QString, firstAction);
    QFETCH(QString, stateSays);
    QTemporaryDir dir;
    QCOMPARE(shell(setup, dir.path()).exitCode, 0);
    const Run act = shell("\"$CLI\" journal act F --action '" + firstAction + "'", dir.path());
    QVERIFY2(act.exitCode == 0, act.err.constData());

    const Run state = shell("\"$CLI\" journal state F", dir.path());
    QVERIFY2(state.exitCode == 0, state.err.constData());
    QVERIFY2(state.out.contains(stateSays.toUtf8()), state.out.constData());
    const Run before = shell("\"$CLI\" journal state F --at 1 --json", dir.path());
    QVERIFY2(before.exitCode == 0, before.err.constData());
    QVERIFY(json::accept(before.out.toStdString()));

    const Run undo = shell("\"$CLI\" journal undo F --json", dir.path());
    QVERIFY2(undo.exitCode == 0, undo.err.constData());
    QCOMPARE(json::parse(undo.out.toStdString())["kind"].get<std::string>(), std::string("undo"));
    const Run redo = shell("\"$CLI\" journal redo F", dir.path());
    QVERIFY2(redo.exitCode == 0, redo.err.constData());
    QVERIFY2(redo.out.contains("redo of undo 3"), redo.out.constData());
    const Run again = shell("\"$CLI\" journal state F", dir.path());
    QVERIFY2(again.out.contains(stateSays.toUtf8()), again.out.constData());

    const Run show = shell("\"$CLI\" journal show F --json", dir.path());
    QVERIFY2(show.exitCode == 0, show.err.constData());
    const json events = json::parse(show.out.toStdString())["events"];
    QCOMPARE(events.size(), std::size_t(4));
    QVERIFY(events[1]["counts"].get<bool>());
    // --kind K: the events of that kind alone, in every game.
    const Run undos = shell("\"$CLI\" journal show F --kind undo --json", dir.path());
    QVERIFY2(undos.exitCode == 0, undos.err.constData());
    const json onlyUndos = json::parse(undos.out.toStdString())["events"];
    QCOMPARE(onlyUndos.size(), std::size_t(1));
    QCOMPARE(onlyUndos[0]["kind"].get<std::string>(), std::string("undo"));
    QCOMPARE(onlyUndos[0]["seq"].get<int>(), 3);

    for (const char *format : {"csv", "json"}) {
        const Run exported =
            shell(QStringLiteral("\"$CLI\" journal export F --format %1").arg(format), dir.path());
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        QVERIFY(exported.out.size() > 100);
    }
    const Run verify = shell("\"$CLI\" journal verify F --json", dir.path());
    QVERIFY2(verify.exitCode == 0, verify.err.constData());
    QVERIFY(json::parse(verify.out.toStdString())["ok"].get<bool>());
}

void TestGameActions::refused_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("message"); // what stderr must say: the field, what was expected

    // An action with an unknown field, a missing field or a wrong type: refused in every game,
    // through the generic command and through the game's own.
    QTest::newRow("NLB combat request with an unknown field")
        << newNlb
        << R"("$CLI" journal act F --action '{"action": "combat", "request": {"attackers": ["Guard"], "defenders": ["Jagow"], "die": 3, "bogus": 1}}')"
        << "bogus: unknown field";
    QTest::newRow("NLB journal append combat: the same, from a request file")
        << newNlb +
               R"(; echo '{"attackers": ["Guard"], "defenders": ["Jagow"], "bogus": 1}' > r.json)"
        << R"("$CLI" journal append F combat --request r.json)"
        << "bogus: unknown field";
    QTest::newRow("NLB roll with a die that is not a number")
        << newNlb << R"("$CLI" journal act F --action '{"action": "roll", "die": "4"}')"
        << "die: expected a whole number";
    QTest::newRow("NLB event with its required field missing")
        << newNlb
        << R"("$CLI" journal act F --action '{"action": "event", "kind": "unit.eliminated"}')"
        << "missing field \"unit\"";
    QTest::newRow("N1815 action with an unknown field")
        << newN1815
        << R"("$CLI" n1815 act F --action '{"action": "weather", "roll": 3, "bogus": 1}')"
        << "at /bogus: expected no property \"bogus\"";
    QTest::newRow("N1815 action with a missing field, through journal act")
        << newN1815 << R"("$CLI" journal act F --action '{"action": "move", "path": ["thuin"]}')"
        << "expected property \"unit\" (required)";
    QTest::newRow("N1815 action with a field of the wrong type")
        << newN1815
        << R"("$CLI" n1815 act F --action '{"action": "move", "unit": 3, "path": ["thuin"]}')"
        << "at /unit: expected a string";
    QTest::newRow("VV question with an unknown field")
        << newVv
        << R"("$CLI" journal act F --action '{"ask": "corps-morale", "name": "Guard", "bogus": 2}')"
        << "bogus: unknown field";
    QTest::newRow("VV loss with a field of the wrong type")
        << newVv
        << R"("$CLI" journal act F --action '{"action": "loss", "corps": "Guard", "points": "3"}')"
        << "points: expected a whole number";
    QTest::newRow("VV loss with its corps missing")
        << newVv << R"("$CLI" journal act F --action '{"action": "loss", "points": 3}')"
        << "/corps is missing";

    // The sequence of play is kept from the first turn on, and moves are judged on the map; each
    // refusal names its rule and writes nothing.
    const QString next = QStringLiteral("; \"$CLI\" journal append F next >/dev/null");
    const QString combat = QStringLiteral(
        R"("$CLI" journal act F --action '{"action": "combat", "request": {"attackers": [{"id": "%1"}], "defenders": [{"id": "%2", "terrain": "clear"}], "die": 5, "override": "every defender in the clear, for these rows"}}')");
    QTest::newRow("NLB 5.1 a combat in the Movement Phase")
        << newNlb + next << combat.arg("Vichery", "Jagow")
        << "NLB 5.1: a combat is resolved in the Combat Phase, not in the Movement phase";
    QTest::newRow("NLB 7.0 the non-phasing player attacking")
        << newNlb + next + next << combat.arg("Steinmetz", "Habert")
        << "NLB 7.0: it is the French player's Combat Phase; Steinmetz is the Allied player's";
    QTest::newRow("NLB 7.1 a second attack by a unit")
        << newNlb + next + next + "; " + combat.arg("Habert", "Steinmetz") + " >/dev/null"
        << combat.arg("Habert", "Steinmetz")
        << "NLB 7.1: Habert has attacked this Combat Phase already";
    const QString movePecheux = QStringLiteral(
        R"(; "$CLI" journal act F --action '{"action": "move", "unit": "Pecheux", "to": "0508"}' >/dev/null)");
    QTest::newRow("NLB 7.1 a defender attacked twice")
        << newNlb + next + movePecheux + next + "; " + combat.arg("Vichery", "Jagow") +
               " >/dev/null"
        << combat.arg("Pecheux", "Jagow")
        << "NLB 7.1: Jagow has been attacked this Combat Phase already";
    // Combats come from the map, and the Combat Phase ends when its obligations are met.
    QTest::newRow("NLB 7.1 an attacker not adjacent to the defender")
        << newNlb + next + next << combat.arg("Lefol", "Jagow")
        << "NLB 7.1: Lefol in 0303 is not adjacent to the defender (0408)";
    QTest::newRow("NLB 7.1 the Combat Phase ends with a unit that must attack")
        << newNlb + next + next << R"("$CLI" journal append F next)"
        << "NLB 7.1: the Combat Phase does not end while an obligation is open: Habert is in an "
           "enemy zone of control and must attack (NLB 7.1); Vichery is in an enemy zone of "
           "control and must attack (NLB 7.1); Jagow holds a chateau";
    const QString retreatDue =
        newNlb + next + next + "; " + combat.arg("Habert", "Steinmetz") + " >/dev/null";
    QTest::newRow("NLB 7.4 a retreat into a hex that is not open")
        << retreatDue
        << R"("$CLI" journal act F --action '{"action": "apply", "combat": 4, "kind": "retreat", "units": ["Habert"], "to": "0807"}')"
        << "NLB 7.4: Habert may not go to 0807; it may go to 0705, 0605";
    QTest::newRow("NLB 7.4 no elimination while a hex is open")
        << retreatDue
        << R"("$CLI" journal act F --action '{"action": "apply", "combat": 4, "kind": "cannotRetreat", "units": ["Habert"]}')"
        << "NLB 7.4: Habert may retreat into 0705, 0605";
    QTest::newRow("NLB 9.0 a reinforcement before its turn")
        << newNlb + next + next +
               R"(; "$CLI" journal append F next --override "not this test" >/dev/null)"
        << R"("$CLI" journal append F enter --unit Thielmann)"
        << "NLB 9.0: Thielmann arrives on turn 2, not before";
    QTest::newRow("NLB 5.1 a move in the Combat Phase")
        << newNlb + next + next
        << R"("$CLI" journal act F --action '{"action": "move", "unit": "Lefol", "to": "0304"}')"
        << "(NLB 5.1): units move in their player's Movement Phase, not in the Combat phase";
    QTest::newRow("NLB 5.4 a move out of an enemy zone of control")
        << newNlb + next
        << R"("$CLI" journal act F --action '{"action": "move", "unit": "Habert", "path": ["0706", "0606"]}')"
        << "(NLB 5.4): 0706 is an enemy controlled hex";
    QTest::newRow("NLB 5.4 the same through journal append")
        << newNlb + next
        << R"("$CLI" journal append F unit.moved --data '{"unit": "Habert", "path": ["0706", "0606"]}')"
        << "(NLB 5.4): 0706 is an enemy controlled hex";

    // What the engine computes is never written by hand, and the referee's word over the app's
    // always says why.
    QTest::newRow("a combat's outcome written as an event")
        << newNlb
        << R"("$CLI" journal act F --action '{"action": "event", "kind": "combat.resolved", "data": {"request": {}, "outcome": {"result": "De"}}}')"
        << "an event of kind \"combat.resolved\" is the engine's to compute: use the \"combat\" "
           "action";
    QTest::newRow("a roll's value written as an event")
        << newNlb
        << R"("$CLI" journal act F --action '{"action": "event", "kind": "roll", "data": {"value": 6}}')"
        << "use the \"roll\" action";
    QTest::newRow("a result carried out, appended by its kind")
        << newNlb
        << R"("$CLI" journal append F combat.applied --data '{"combat": 2, "kind": "eliminate", "units": ["Jagow"]}')"
        << "use the \"apply\" action";
    QTest::newRow("an override without the referee's reason")
        << newNlb
        << R"("$CLI" journal act F --action '{"action": "event", "kind": "override", "data": {"what": "the odds"}}')"
        << "an override needs /data/why, the referee's reason";
    QTest::newRow("an override whose reason is blank")
        << newNlb
        << R"("$CLI" journal append F override --what odds --computed 1-1 --imposed 2-1 --why "  ")"
        << "an override needs /data/why";

    // An event of another game's kind: refused by the journal itself.
    QTest::newRow("an N1815 action appended to an NLB journal")
        << newNlb << R"("$CLI" journal append F n1815.action --data '{"action": "weather"}')"
        << "belongs to another game";
    QTest::newRow("a Vae Victis loss appended to an NLB journal")
        << newNlb
        << R"("$CLI" journal act F --action '{"action": "event", "kind": "vv.loss", "data": {"corps": "a", "points": 1}}')"
        << "belongs to another game";

    // A kind no event has (kinds are typed; the text a user gives is read at the edge).
    const QString unknownKind =
        QStringLiteral("unknown event kind \"unit.teleported\" (known "
                       "kinds: game.created, note, override, undo, redo, turn.advanced");
    QTest::newRow("journal append of an unknown kind")
        << newNlb << R"("$CLI" journal append F unit.teleported --data '{"unit": "Jagow"}')"
        << unknownKind;
    QTest::newRow("journal act event of an unknown kind")
        << newNlb
        << R"("$CLI" journal act F --action '{"action": "event", "kind": "unit.teleported", "data": {}}')"
        << unknownKind;
    QTest::newRow("journal show --kind of an unknown kind")
        << newNlb << R"("$CLI" journal show F --kind unit.teleported)" << unknownKind;

    // 200,000 levels deep, at every entry point that reads JSON: refused before any parser.
    const QString nested = QStringLiteral("nested deeper than 100 levels");
    QTest::newRow("combat --request nested 200,000 levels")
        << newNlb + "; " + deep << R"("$CLI" combat --request deep.json)" << nested;
    QTest::newRow("vv --request nested 200,000 levels")
        << newVv + "; " + deep << R"("$CLI" vv --journal F --request deep.json)" << nested;
    QTest::newRow("n1815 act --request nested 200,000 levels")
        << newN1815 + "; " + deep << R"("$CLI" n1815 act F --request deep.json)" << nested;
    QTest::newRow("journal act --request nested 200,000 levels")
        << newNlb + "; " + deep << R"("$CLI" journal act F --request deep.json)" << nested;
    QTest::newRow("journal append --data nested 20,000 levels (an argument's limit)")
        << newNlb
        << R"cmd("$CLI" journal append F counter.removed --data "$(head -c 20000 /dev/zero | tr '\0' '[')")cmd"
        << nested;
}

// Exit 2, a message that names the problem in the user's terms (never the JSON library's own
// text), and the journal exactly as it was.
void TestGameActions::refused()
{
    QFETCH(QString, setup);
    QFETCH(QString, command);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const Run made = shell(setup, dir.path());
    QVERIFY2(made.exitCode == 0, made.err.constData());
    const QByteArray before = contents(dir.filePath("F"));
    const Run r = shell(command, dir.path());
    QVERIFY2(
        r.exitCode == 2,
        qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY2(!r.err.contains("json.exception") && !r.out.contains("json.exception"),
             r.err.constData());
    QCOMPARE(contents(dir.filePath("F")), before);
}

// A map, positions or rule-data file 200,000 levels deep is refused before any parser as any
// file that is not acceptable JSON is: the file's fault (exit 3), naming the file.
void TestGameActions::dataFilesNestedTooDeepAreBadData()
{
    for (const QString &command :
         {QStringLiteral(R"("$CLI" map validate deep.json)"),
          QStringLiteral(R"cmd("$CLI" map show "$MAP" --positions deep.json)cmd"),
          QStringLiteral(R"("$CLI" validate deep.json)")}) {
        QTemporaryDir dir;
        QVERIFY(shell(newNlb + "; " + deep, dir.path()).exitCode == 0);
        const Run r = shell(command, dir.path());
        QVERIFY2(r.exitCode == 3, qPrintable(command + ": " + QString::fromUtf8(r.err)));
        QVERIFY2(r.err.contains("deep.json: arrays and objects nested deeper than 100 levels"),
                 r.err.constData());
        QVERIFY2(!r.err.contains("json.exception"), r.err.constData());
    }
}

// An append id on an action of Napoleon 1815 Returns: the same action again (a retry after a lost
// answer) finds the one written, even though the rules would now refuse it (the unit has moved).
void TestGameActions::aRetriedActionIsWrittenOnce()
{
    QTemporaryDir dir;
    QCOMPARE(shell(newN1815, dir.path()).exitCode, 0);
    for (const char *action : {R"({"action": "weather", "roll": 4})",
                               R"({"action": "movementPoints", "army": "french", "roll": 2})"})
        QCOMPARE(shell(QStringLiteral("\"$CLI\" n1815 act F --action '%1'").arg(action), dir.path())
                     .exitCode,
                 0);
    const QString move = QStringLiteral(
        R"("$CLI" journal act F --id move-1 --action '{"action": "move", "unit": "fr-IG", "path": ["thuin"]}')");
    const Run first = shell(move, dir.path());
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const QByteArray after = contents(dir.filePath("F"));
    const Run again = shell(move, dir.path());
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY2(again.out.contains("nothing written again"), again.out.constData());
    QCOMPARE(contents(dir.filePath("F")), after);
}

// What a result obliges is listed by `journal actions` and journaled by `journal act`;
// a stand-in chart is named as such on the way (NLB 7.7 is unverified).
void TestGameActions::aResultIsCarriedOutThroughActions()
{
    QTemporaryDir dir;
    QCOMPARE(shell(newNlb, dir.path()).exitCode, 0);
    QCOMPARE(shell(QStringLiteral("\"$CLI\" journal append F turn"), dir.path()).exitCode, 0);
    // NLB 5.1: combat in the Combat Phase.
    QCOMPARE(shell(QStringLiteral("\"$CLI\" journal append F next"), dir.path()).exitCode, 0);
    // Habert (0706) attacks Steinmetz (0707): 1-1, die 1, Dr.
    const Run combat = shell(
        QStringLiteral(
            R"("$CLI" journal act F --action '{"action": "combat", "request": {"attackers": [{"id": "Habert"}], "defenders": [{"id": "Steinmetz"}], "die": 1}}')"),
        dir.path());
    QVERIFY2(combat.exitCode == 0, combat.err.constData());
    QVERIFY2(combat.out.contains("UNVERIFIED"), combat.out.constData());
    // The first action of the list of kind `kind`, as act takes it, going to its first hex.
    auto listed = [&](const std::string &kind) {
        const Run actions = shell(QStringLiteral("\"$CLI\" journal actions F --json"), dir.path());
        json found;
        for (const json &a : json::parse(actions.out.toStdString()))
            if (a.value("action", "") == "apply" && a.value("kind", "") == kind)
                found = a;
        for (const char *key : {"meaning", "rule", "optional"})
            found.erase(key);
        if (found.contains("to"))
            found["to"] = found["to"].front();
        return found;
    };
    // NLB 7.4: the retreat lists the hexes open to Steinmetz; the one chosen is where it goes.
    const json retreat = listed("retreat");
    QVERIFY2(retreat.value("units", json()) == json::array({"Steinmetz"}), retreat.dump().c_str());
    const QString act = QStringLiteral("\"$CLI\" journal act F --action '%1'")
                            .arg(QString::fromStdString(retreat.dump()));
    const Run done = shell(act, dir.path());
    QVERIFY2(done.exitCode == 0, done.err.constData());
    QVERIFY2(QString::fromUtf8(done.out).contains(
                 QStringLiteral("Steinmetz retreated to %1 (the result of combat")
                     .arg(QString::fromStdString(retreat["to"]))),
             done.out.constData());
    const Run twice = shell(act, dir.path());
    QCOMPARE(twice.exitCode, 2);
    QVERIFY2(twice.err.contains(
                 "retreat Steinmetz is not what its result obliges now; it obliges: advance"),
             twice.err.constData());
    // NLB 7.5: Habert may advance into the hex Steinmetz left.
    const json advance = listed("advance");
    QCOMPARE(advance.value("to", json()), json("0707"));
    const Run advanced = shell(QStringLiteral("\"$CLI\" journal act F --action '%1'")
                                   .arg(QString::fromStdString(advance.dump())),
                               dir.path());
    QVERIFY2(advanced.exitCode == 0, advanced.err.constData());
    const Run state = shell(QStringLiteral("\"$CLI\" journal state F --json"), dir.path());
    const json units = json::parse(state.out.toStdString())["units"];
    for (const json &u : units)
        if (u["id"] == "Habert")
            QCOMPARE(u.value("hex", json()), json("0707"));
}

// The positions file is an export of the game's state (where the journal puts each
// unit), read back by the map commands; a game without a map has none.
void TestGameActions::journalPositionsExportsTheState()
{
    QTemporaryDir dir;
    QCOMPARE(shell(newNlb, dir.path()).exitCode, 0);
    QCOMPARE(shell(QStringLiteral("\"$CLI\" journal append F next"), dir.path()).exitCode, 0);
    const Run moved = shell(
        QStringLiteral(
            R"("$CLI" journal act F --action '{"action": "move", "unit": "Milhaud", "to": "0305"}')"),
        dir.path());
    QVERIFY2(moved.exitCode == 0, moved.err.constData());
    const Run exported =
        shell(QStringLiteral("\"$CLI\" journal positions F --output P.json"), dir.path());
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    const json positions = json::parse(contents(dir.filePath("P.json")).toStdString());
    std::map<std::string, std::string> hexes;
    for (const json &unit : positions["units"])
        hexes[unit["id"]] = unit["hex"];
    QCOMPARE(hexes["Milhaud"], std::string("0305"));
    QCOMPARE(hexes["Steinmetz"], std::string("0707"));
    QVERIFY(!hexes.count("Thielmann")); // not arrived: off the map
    // The map commands read it.
    const Run reach = shell(
        QStringLiteral("\"$CLI\" map reach sample-nlb --positions P.json --unit Milhaud --json"),
        dir.path());
    QVERIFY2(reach.exitCode == 0, reach.err.constData());
    // A game without a map has no positions.
    QCOMPARE(shell(QStringLiteral("\"$CLI\" journal new G --ruleset nlb --side French --side "
                                  "Prussian --unit A:French:4 >/dev/null"),
                   dir.path())
                 .exitCode,
             0);
    const Run none = shell(QStringLiteral("\"$CLI\" journal positions G"), dir.path());
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.contains("not played on a map"), none.err.constData());

    // And back: a new game set up from the exported positions (journal new --positions) has its
    // units where the file puts them; the journal alone holds them from then on.
    const Run imported = shell(
        QStringLiteral("\"$CLI\" journal new H --scenario nlb-demo --positions P.json 2>/dev/null"),
        dir.path());
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const Run state = shell(QStringLiteral("\"$CLI\" journal state H --json"), dir.path());
    QVERIFY2(state.exitCode == 0, state.err.constData());
    std::map<std::string, std::string> placed;
    for (const json &unit : json::parse(state.out.toStdString()).value("units", json::array()))
        placed[unit.value("id", "")] = unit.value("hex", "");
    QCOMPARE(placed["Milhaud"], std::string("0305"));
    QCOMPARE(placed["Steinmetz"], std::string("0707"));
    // A game of no scenario names its map; positions without a map are refused, and no file is
    // made.
    const Run ownMap = shell(QStringLiteral("\"$CLI\" journal new K --ruleset nlb --map sample-nlb "
                                            "--positions P.json"),
                             dir.path());
    QVERIFY2(ownMap.exitCode == 0, ownMap.err.constData());
    const Run noMap = shell(
        QStringLiteral("\"$CLI\" journal new L --ruleset nlb --positions P.json"), dir.path());
    QCOMPARE(noMap.exitCode, 2);
    QVERIFY2(noMap.err.contains("give --map ID"), noMap.err.constData());
    QVERIFY(!QFile::exists(dir.filePath("L")));
}

// NLB 7.6, through the journal: Pirch, beaten (Dr), has only 0208 to retreat into, full of
// Prussians: one of them is displaced, the owning player's choice among those the engine lists; a
// chain it does not list is refused naming the rule and writes nothing; replay and verify agree.
void TestGameActions::nlb76ARetreatDisplacesAFriendlyUnit()
{
    QTemporaryDir dir;
    const QString positions =
        QStringLiteral(UMPIRE_SOURCE_DIR "/tests/scenarios/maps/nlb-displacement.json");
    for (const QString &line :
         {QStringLiteral("\"$CLI\" journal new F --ruleset nlb --map sample-nlb --positions '%1'")
              .arg(positions),
          QStringLiteral("\"$CLI\" journal append F next"),
          QStringLiteral("\"$CLI\" journal append F next"),
          QStringLiteral("\"$CLI\" journal append F combat --attack Gerard,Vandamme,Lobau --defend "
                         "Pirch --die 1")}) {
        const Run r = shell(line, dir.path());
        QVERIFY2(r.exitCode == 0, qPrintable(line + "\n" + r.err));
    }
    const Run actions = shell(QStringLiteral("\"$CLI\" journal actions F --json"), dir.path());
    json retreat;
    const json offered = json::parse(actions.out.toStdString());
    QVERIFY(offered.is_array());
    for (const json &a : offered)
        if (a.value("kind", "") == "retreat")
            retreat = a;
    QCOMPARE(retreat.value("to", json()), json::array({"0208"}));
    QCOMPARE(retreat.value("displacements", json::array()).size(), std::size_t(2));
    const QByteArray before = contents(dir.filePath("F"));
    const Run wrong = shell(
        QStringLiteral(
            R"("$CLI" journal act F --action '{"action": "apply", "combat": 4, "kind": "retreat", "units": ["Pirch"], "to": "0208", "displaced": [{"unit": "Gerard", "to": "0309"}]}')"),
        dir.path());
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY2(wrong.err.contains("NLB 7.6: Pirch's retreat into 0208 may displace: "),
             wrong.err.constData());
    QCOMPARE(contents(dir.filePath("F")), before);
    const Run chosen = shell(
        QStringLiteral(
            R"("$CLI" journal act F --action '{"action": "apply", "combat": 4, "kind": "retreat", "units": ["Pirch"], "to": "0208", "displaced": [{"unit": "Thielmann", "to": "0309"}]}')"),
        dir.path());
    QVERIFY2(chosen.exitCode == 0, chosen.err.constData());
    const Run state = shell(QStringLiteral("\"$CLI\" journal state F --json"), dir.path());
    std::map<std::string, std::string> hex;
    for (const json &unit : json::parse(state.out.toStdString()).value("units", json::array()))
        hex[unit.value("id", "")] = unit.value("hex", "");
    QCOMPARE(hex["Pirch"], std::string("0208"));
    QCOMPARE(hex["Zieten"], std::string("0208"));
    QCOMPARE(hex["Thielmann"], std::string("0309"));
    const Run show = shell(QStringLiteral("\"$CLI\" journal show F"), dir.path());
    QVERIFY2(show.out.contains("Pirch retreated to 0208, displacing Thielmann into 0309"),
             show.out.constData());
    const Run verify = shell(QStringLiteral("\"$CLI\" journal verify F"), dir.path());
    QVERIFY2(verify.exitCode == 0 && verify.out.contains("verified"), verify.out.constData());
}

// `journal new` makes a game of every system through the one registry (games.h).
// Docs/cli.md "A battle on the map", run as written (in a folder of its own): moves,
// combats chosen by unit names, results carried out on the map, a reinforcement; every unit's hex
// in `journal state`, and `journal verify` replays the file to the same end.
void TestGameActions::aScriptedBattleOnTheMapReplays()
{
    QFile doc(QStringLiteral(UMPIRE_SOURCE_DIR "/docs/cli.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    const qsizetype section = text.indexOf(QStringLiteral("### A battle on the map"));
    QVERIFY(section >= 0);
    const QRegularExpression block(QStringLiteral("```sh\\n(.*?)```"),
                                   QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch script = block.match(text, section);
    QVERIFY(script.hasMatch());
    QTemporaryDir dir;
    const QString journal = dir.filePath(QStringLiteral("battle.jsonl"));
    const QRegularExpression expected(QStringLiteral("#\\s*exit\\s+(\\d+)\\s*$"));
    int lines = 0;
    for (QString line : script.captured(1).split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QRegularExpressionMatch m = expected.match(line);
        line.replace(QStringLiteral("build/bin/umpire-cli"), QStringLiteral("\"$CLI\""));
        line.replace(QStringLiteral("/tmp/umpire-battle.jsonl"), journal);
        const Run r = shell(line, dir.path());
        QVERIFY2(r.exitCode == (m.hasMatch() ? m.captured(1).toInt() : 0),
                 qPrintable(line + "\n" + QString::fromUtf8(r.err)));
        ++lines;
    }
    QVERIFY(lines > 20);
    const Run state =
        shell(QStringLiteral("\"$CLI\" journal state battle.jsonl --json"), dir.path());
    QVERIFY2(state.exitCode == 0, state.err.constData());
    std::map<std::string, std::string> where;
    const json units = json::parse(state.out.toStdString())["units"];
    for (const json &u : units)
        where[u["id"]] = u.value("hex", std::string("-")) + " " + u.value("status", std::string());
    // The scripted moves, retreats, advances, eliminations and the reinforcement, and every other
    // unit where the scenario placed it.
    const std::map<std::string, std::string> expectedHexes = {
        {"Lefol", "0303 onMap"},      {"Berthezene", "0307 onMap"}, {"Habert", "- eliminated"},
        {"Vichery", "0406 onMap"},    {"Pecheux", "0507 onMap"},    {"Milhaud", "0305 onMap"},
        {"III art", "0506 onMap"},    {"Guard", "- notArrived"},    {"Steinmetz", "0807 onMap"},
        {"Pirch II", "- eliminated"}, {"Jagow", "0408 onMap"},      {"Tippelskirch", "1006 onMap"},
        {"Krafft", "0909 onMap"},     {"Jurgass", "1108 onMap"},    {"I art", "0910 onMap"},
        {"Thielmann", "0806 onMap"}};
    QString seen;
    for (const auto &[id, at] : where)
        seen += QString::fromStdString(id + ": " + at + "; ");
    QVERIFY2(where == expectedHexes, qPrintable(seen));
    const Run verified = shell(QStringLiteral("\"$CLI\" journal verify battle.jsonl"), dir.path());
    QVERIFY2(verified.exitCode == 0 && verified.out.contains("verified"), verified.out.constData());
}

// Vision track over a generated sequence of the game's own table: the counters moved
// are named units' moves; --apply journals the legal one, the illegal one is flagged, not applied.
void TestGameActions::theCameraProposesUnitsMoves()
{
    QTemporaryDir dir;
    QCOMPARE(
        shell(newNlb + R"(; "$CLI" journal append F next >/dev/null; mkdir frames)", dir.path())
            .exitCode,
        0);
    for (int f = 1; f <= 6; ++f) {
        const Run scene = shell(
            QStringLiteral(R"("$CLI" vision scene easy frames/f%1.jpg --journal F --seed 5 %2)")
                .arg(f)
                .arg(f > 3 ? "--moved 6:0305,3:0606" : ""),
            dir.path());
        QVERIFY2(scene.exitCode == 0, scene.err.constData());
    }
    const Run tracked =
        shell(QStringLiteral(
                  R"("$CLI" vision track --map frames/f1.json frames --journal F --apply --json)"),
              dir.path());
    QVERIFY2(tracked.exitCode == 0, tracked.err.constData());
    std::map<std::string, json> proposed;
    const json answer = json::parse(tracked.out.toStdString());
    for (const json &p : answer["proposed"])
        proposed[p["unit"].get<std::string>()] = p;
    QCOMPARE(proposed.size(), std::size_t(2));
    QCOMPARE(proposed["Milhaud"]["legal"], json(true));
    QVERIFY(proposed["Milhaud"].contains("journaled"));
    QCOMPARE(proposed["Habert"]["legal"], json(false));
    QCOMPARE(proposed["Habert"]["rule"], json("NLB 5.4"));
    QVERIFY(!proposed["Habert"].contains("journaled"));
    const json units =
        json::parse(shell(QStringLiteral(R"("$CLI" journal state F --json)"), dir.path())
                        .out.toStdString())["units"];
    for (const json &u : units) {
        if (u["id"] == "Milhaud")
            QCOMPARE(u["hex"], json("0305"));
        if (u["id"] == "Habert")
            QCOMPARE(u["hex"], json("0706"));
    }
}

void TestGameActions::journalNewMakesEveryKind()
{
    QTemporaryDir dir;
    for (const auto &[made, system] :
         {std::pair{QStringLiteral("--scenario nlb-demo"), "nlb"},
          std::pair{QStringLiteral("--ruleset n1815 --title Ligny"), "n1815"},
          std::pair{QStringLiteral("--ruleset la-grande-armee --corps "
                                   "\"French:Lannes:36,Austrian:Kolowrat:9\" --seed 4"),
                    "vaevictis"}}) {
        const QString file = QStringLiteral("%1.jsonl").arg(QLatin1String(system));
        const Run run =
            shell(QStringLiteral("\"$CLI\" journal new %1 %2").arg(file, made), dir.path());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const Run shown =
            shell(QStringLiteral("\"$CLI\" journal show %1 --json").arg(file), dir.path());
        QVERIFY2(shown.exitCode == 0, shown.err.constData());
        QCOMPARE(json::parse(shown.out.toStdString()).value("system", ""), std::string(system));
    }
    // A battle without its corps is refused, and no file is left.
    const Run refused =
        shell(QStringLiteral("\"$CLI\" journal new b.jsonl --ruleset la-grande-armee"), dir.path());
    QCOMPARE(refused.exitCode, 2);
    QVERIFY(!QFile::exists(dir.filePath("b.jsonl")));
}

void TestGameActions::journalsFromBeforeStillOpen_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("events");
    QTest::newRow("format 0, NLB") << "v0-ligny.jsonl" << 5;
    QTest::newRow("format 1, NLB") << "v1-good.jsonl" << 5;
    QTest::newRow("format 2, NLB") << "v2-nlb.jsonl" << 7;
    QTest::newRow("format 2, Napoleon 1815 Returns") << "v2-n1815.jsonl" << 7;
    QTest::newRow("format 2, Vae Victis") << "v2-vv.jsonl" << 4;
}

// Journals written before (tests/fixtures/journals/README.md) open, replay and verify.
void TestGameActions::journalsFromBeforeStillOpen()
{
    QFETCH(QString, fixture);
    QFETCH(int, events);
    QTemporaryDir dir;
    QVERIFY(
        QFile::copy(QStringLiteral(UMPIRE_FIXTURES_DIR "/journals/") + fixture, dir.filePath("F")));
    const Run verify = shell("\"$CLI\" journal verify F --json", dir.path());
    QVERIFY2(verify.exitCode == 0, verify.err.constData());
    QVERIFY(json::parse(verify.out.toStdString())["ok"].get<bool>());
    const Run state = shell("\"$CLI\" journal state F --json", dir.path());
    QVERIFY2(state.exitCode == 0, state.err.constData());
    const Run show = shell("\"$CLI\" journal show F --json", dir.path());
    QVERIFY2(show.exitCode == 0, show.err.constData());
    QCOMPARE(json::parse(show.out.toStdString())["events"].size(), std::size_t(events));
}

QTEST_GUILESS_MAIN(TestGameActions)
#include "tst_gameactions.moc"
