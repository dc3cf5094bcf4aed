// umpire-cli as a user meets it: the issue's "done when" commands, exit codes and messages for bad
// input and bad data, and every example of docs/cli.md run as written.
#include <QtTest/QtTest>

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

class TestCli : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir
        m_home; // an empty user data folder, so a developer's own rule data never leaks in

    QProcessEnvironment environment(const QString &xdgDataHome = {}) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_DATA_HOME", xdgDataHome.isEmpty() ? m_home.path() : xdgDataHome);
        env.remove("UMPIRE_RULESDATA");
        return env;
    }

    Run run(const QStringList &args, const QByteArray &input = {},
            const QString &xdgDataHome = {}) const
    {
        QProcess process;
        process.setProcessEnvironment(environment(xdgDataHome));
        process.setWorkingDirectory(UMPIRE_SOURCE_DIR);
        process.start(UMPIRE_CLI, args);
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(60000))
            return {};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
                process.readAllStandardOutput(), process.readAllStandardError()};
    }

    Run shell(const QString &line) const
    {
        QProcess process;
        process.setProcessEnvironment(environment());
        process.setWorkingDirectory(UMPIRE_SOURCE_DIR);
        process.start("/bin/sh", {"-c", line});
        if (!process.waitForFinished(60000))
            return {};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
                process.readAllStandardOutput(), process.readAllStandardError()};
    }

    static json parse(const QByteArray &text)
    {
        return json::parse(text.toStdString(), nullptr, false);
    }

  private slots:
    // umpire-cli's commands start without OpenCV (nor Qt); the camera's are
    // umpire-cli-vision's, run by umpire-cli for `vision`. Checked on the linked libraries, so the
    // saving cannot silently come back.
    void theCommandLineLoadsNoOpenCvButItsCameraCommandsDo()
    {
        const QString cli = QStringLiteral(UMPIRE_CLI);
        const QString vision = QFileInfo(cli).dir().filePath(QStringLiteral("umpire-cli-vision"));
        const Run cliLibraries = shell(QStringLiteral("ldd '%1'").arg(cli));
        QCOMPARE(cliLibraries.exitCode, 0);
        QVERIFY2(!cliLibraries.out.contains("opencv") && !cliLibraries.out.contains("libQt6"),
                 cliLibraries.out.constData());
        const Run visionLibraries = shell(QStringLiteral("ldd '%1'").arg(vision));
        QCOMPARE(visionLibraries.exitCode, 0);
        QVERIFY(visionLibraries.out.contains("libopencv_core"));
        // `umpire-cli vision` is umpire-cli-vision's answer (its own refusal of a missing lens).
        const Run lens = run({"vision", "lens", "show", "no-such-lens.json"});
        QCOMPARE(lens.exitCode, 2);
        QVERIFY2(lens.err.contains("no-such-lens.json"), lens.err.constData());
        // Without umpire-cli-vision beside it, umpire-cli says where the camera's commands are.
        QTemporaryDir alone;
        QVERIFY(QFile::copy(cli, alone.filePath(QStringLiteral("umpire-cli"))));
        const Run missing =
            shell(QStringLiteral("'%1' vision lens show x.json").arg(alone.filePath("umpire-cli")));
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("umpire-cli-vision"), missing.err.constData());
    }

    // `journal show --json` writes its events as it reads them; the document is the
    // one it wrote whole before, byte for byte (nlohmann's two-space layout, keys in order).
    void journalShowJsonStreamsTheSameDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g.jsonl"));
        QCOMPARE(run({"journal", "new", path, "--scenario", "nlb-demo", "--seed", "7"}).exitCode,
                 0);
        QCOMPARE(
            run({"journal", "append", path, "note", "--text", "a <b> \"quoted\" note"}).exitCode,
            0);
        QCOMPARE(run({"journal", "append", path, "turn"}).exitCode, 0);
        QCOMPARE(run({"journal", "undo", path}).exitCode, 0);
        const Run shown = run({"journal", "show", path, "--json"});
        QCOMPARE(shown.exitCode, 0);
        const json document = parse(shown.out);
        QVERIFY(document.is_object());
        QCOMPARE(document["events"].size(), std::size_t(4));
        QCOMPARE(document["events"][2]["counts"], json(false)); // the turn, undone
        QCOMPARE(shown.out.toStdString(), document.dump(2) + "\n");
        // One kind only, and none at all: the same layout.
        const Run notes = run({"journal", "show", path, "--json", "--kind", "weather"});
        QCOMPARE(notes.exitCode, 0);
        QCOMPARE(parse(notes.out)["events"], json::array());
        QCOMPARE(notes.out.toStdString(), parse(notes.out).dump(2) + "\n");
    }

    // `journal export` to standard output writes the report as it makes it; it is the
    // report written whole to --output, byte for byte, in each format.
    void journalExportStreamsTheSameReport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g.jsonl"));
        QCOMPARE(run({"journal", "new", path, "--scenario", "nlb-demo", "--seed", "7"}).exitCode,
                 0);
        QCOMPARE(run({"journal", "append", path, "roll"}).exitCode, 0);
        QCOMPARE(
            run({"journal", "append", path, "note", "--text", "a <b> \"quoted\", note"}).exitCode,
            0);
        QCOMPARE(run({"journal", "append", path, "turn"}).exitCode, 0);
        QCOMPARE(run({"journal", "undo", path}).exitCode, 0);
        QCOMPARE(run({"journal", "redo", path}).exitCode, 0);
        for (const char *format : {"csv", "json", "html"}) {
            const Run streamed = run({"journal", "export", path, "--format", format});
            QCOMPARE(streamed.exitCode, 0);
            const QString file = dir.filePath(QStringLiteral("report.") + format);
            QCOMPARE(
                run({"journal", "export", path, "--format", format, "--output", file}).exitCode, 0);
            QFile whole(file);
            QVERIFY(whole.open(QIODevice::ReadOnly));
            QCOMPARE(streamed.out, whole.readAll());
        }
        const Run json = run({"journal", "export", path, "--format", "json"});
        QCOMPARE(json.out.toStdString(), parse(json.out).dump(2) + "\n");
        QCOMPARE(parse(json.out)["events"].size(), std::size_t(6));
    }

    // The seed of a chart game's dice is the referee's: `journal show`, `state` and `export` (the
    // table's by default) show each generated roll's value and draw, and the seed only with
    // --viewer referee.
    void journalLeavesTheDiceSeedToTheReferee()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g.jsonl"));
        QCOMPARE(
            run({"journal", "new", path, "--scenario", "nlb-demo", "--seed", "918273645"}).exitCode,
            0);
        QCOMPARE(run({"journal", "append", path, "roll"}).exitCode, 0);
        const QList<QStringList> forms = {{"journal", "show", path},
                                          {"journal", "show", path, "--json"},
                                          {"journal", "state", path},
                                          {"journal", "state", path, "--json"},
                                          {"journal", "export", path, "--format", "csv"},
                                          {"journal", "export", path, "--format", "json"},
                                          {"journal", "export", path, "--format", "html"}};
        for (const QStringList &form : forms)
            for (const QStringList &viewer :
                 {QStringList{}, QStringList{"--viewer", "everyone"},
                  QStringList{"--viewer", "player:French"}, QStringList{"--viewer", "referee"}}) {
                const Run r = run(form + viewer);
                QCOMPARE(r.exitCode, 0);
                QVERIFY2(r.out.contains("918273645") == viewer.contains("referee"),
                         qPrintable((form + viewer).join(' ') + ": " + r.out));
            }
        QVERIFY(run({"journal", "show", path}).out.contains("roll ") &&
                run({"journal", "show", path}).out.contains("(generated, draw 0)"));
        QVERIFY(run({"journal", "show", path, "--viewer", "referee"})
                    .out.contains("(generated: seed 918273645, draw 0)"));
        QVERIFY(run({"journal", "state", path}).out.contains("next generated draw 1\n"));
    }

    void doneWhenNlb()
    {
        // Issue: 13 vs 4 with die 3 reports column 3-1, its result, steps citing NLB 7.0, and the
        // unverified chart.
        const Run r = run({"combat", "--ruleset", "nlb", "--attack", "13", "--defend", "4", "--die",
                           "3", "--json"});
        QCOMPARE(r.exitCode, 0);
        const json j = parse(r.out);
        QVERIFY2(!j.is_discarded(), r.out.constData());
        QCOMPARE(j["column"].get<std::string>(), std::string("3-1"));
        QCOMPARE(j["die"].get<int>(), 3);
        QCOMPARE(j["result"].get<std::string>(),
                 std::string("Dr")); // the stand-in chart's 3-1 column, die 3
        bool cites70 = false;
        for (const json &step : j["steps"])
            cites70 = cites70 || step["rule"] == "NLB 7.0";
        QVERIFY(cites70);
        QCOMPARE(j["unverified"].size(), std::size_t(1));
        QCOMPARE(j["unverified"][0]["item"].get<std::string>(), std::string("nlb:/crt"));
    }

    void doneWhenNawAndBmw()
    {
        const Run naw =
            run({"combat", "--ruleset", "naw", "--attack", "6", "--defend", "3", "--die", "5"});
        QCOMPARE(naw.exitCode, 0);
        QVERIFY2(naw.out.contains("2-1"), naw.out.constData());
        QVERIFY2(naw.out.contains("Result: Ex (Exchange)"), naw.out.constData());
        QVERIFY(!naw.out.contains("UNVERIFIED"));
        const Run bmw =
            run({"combat", "--ruleset", "bmw", "--attack", "12", "--defend", "2", "--die", "5"});
        QCOMPARE(bmw.exitCode, 0);
        QVERIFY2(bmw.out.contains("Result: DL (Defender Loss) on the 6-1 column, automatic"),
                 bmw.out.constData());
    }

    // `journal new --scenario naw-waterloo` starts Napoleon at Waterloo with
    // its turn record, and `victory FILE` gives the result of a journal in which the French exited
    // seven units: NAW 8.3, "The French Player wins by demoralizing the Allies and exiting seven
    // French units from the map".
    void doneWhenNawVictoryFromJournal()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("waterloo.jsonl");
        const Run made =
            run({"journal", "new", file, "--scenario", "naw-waterloo", "--seed", "18"});
        QCOMPARE(made.exitCode, 0);
        // The texts do not give its order of battle: a stand-in the user fills in, and says so.
        QVERIFY2(made.err.contains("stand-in") && made.err.contains("order of battle"),
                 made.err.constData());
        const Run state = run({"journal", "state", file, "--json"});
        QCOMPARE(state.exitCode, 0);
        const json turns = parse(state.out)["turns"];
        QCOMPARE(turns.size(), std::size_t{10}); // "Ten game turns, 1 pm to 10 pm"
        QCOMPARE(turns.front()["label"].get<std::string>(), std::string("1 PM"));
        QCOMPARE(turns.back()["label"].get<std::string>(), std::string("10 PM"));
        QCOMPARE(run({"journal", "append", file, "next"}).exitCode, 0);
        for (int i = 1; i <= 7; ++i)
            QCOMPARE(run({"journal", "append", file, "exit", "--unit", QString("Guard %1").arg(i),
                          "--side", "French", "--strength", "4"})
                         .exitCode,
                     0);
        const Run sevenExited = run({"victory", file, "--json"});
        QCOMPARE(sevenExited.exitCode, 0);
        QCOMPARE(parse(sevenExited.out)["status"].get<std::string>(), std::string("undecided"));
        QCOMPARE(parse(sevenExited.out)["journal"]["exited"].get<int>(), 7);
        json fortieth; // the event that brings the Allied losses to forty (NAW 8.2)
        for (const char *unit : {"Picton", "Alten"}) {
            const Run eliminated = run({"journal", "append", file, "eliminate", "--unit", unit,
                                        "--side", "Allied", "--strength", "20", "--json"});
            QCOMPARE(eliminated.exitCode, 0);
            fortieth = parse(eliminated.out);
        }
        const Run won = run({"victory", file});
        QCOMPARE(won.exitCode, 0);
        QVERIFY2(won.out.contains("Automatic victory: French"), won.out.constData());
        QVERIFY2(won.out.contains("NAW 8.3"), won.out.constData());
        const Run asJson = run({"victory", file, "--json"});
        QCOMPARE(asJson.exitCode, 0);
        const json j = parse(asJson.out);
        QCOMPARE(j["winner"].get<std::string>(), std::string("French"));
        QCOMPARE(j["decidedAt"], fortieth["seq"]); // "the game stops immediately"
        QVERIFY(!j["unverified"].empty()); // the stand-in order of battle shows with the result
    }

    // 9 cm at 15 mm is 360 paces, with every range band and movement allowance
    // it falls inside, for each game; and fire and melee of La Grande Armee and Rebel Yell resolve.
    void doneWhenVaeVictis_data()
    {
        QTest::addColumn<QString>("game");
        for (const char *game : {"la-grande-armee", "los-gringos", "rebel-yell", "kepis-rouge"})
            QTest::newRow(game) << QString(game);
    }

    void doneWhenVaeVictis()
    {
        QFETCH(QString, game);
        const Run answer = run(
            {"vv", "measure", "--game", game, "--distance", "9cm", "--scale", "15mm", "--json"});
        QCOMPARE(answer.exitCode, 0);
        const json j = parse(answer.out);
        QCOMPARE(j["paces"].get<double>(), 360.0);
        int inRange = 0, within = 0;
        for (const json &r : j["reach"]["ranges"])
            inRange += r["inRange"].get<bool>() ? 1 : 0;
        for (const json &a : j["reach"]["allowances"])
            within += a["within"].get<bool>() ? 1 : 0;
        const Run text =
            run({"vv", "measure", "--game", game, "--distance", "9cm", "--scale", "15mm"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("paces: 360"), text.out.constData());
        // The text lists them too: every weapon in range (with its band), every kind of troops
        // within a move.
        QCOMPARE(QString(text.out).section("in range of: ", 1, 1).section('\n', 0, 0).count('('),
                 inRange);
        QVERIFY2(within == 0 || text.out.contains("within one move of:\n  "), text.out.constData());
    }

    // The tracking sheets shown are stand-ins where the rules give no value: the state says so.
    void n1815StateMarksStandIns()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("g.jsonl");
        QCOMPARE(run({"n1815", "new", file}).exitCode, 0);
        // The French player's state: his own corps and their tracks (N1815 46 hides them from
        // the table).
        const Run text = run({"n1815", "state", file, "--viewer", "player:french"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("(track UNVERIFIED"), text.out.constData());
        const json j = parse(run({"n1815", "state", file, "--json"}).out);
        QVERIFY(j["unverified"].is_array() && !j["unverified"].empty());
        QVERIFY(j["unverified"][0].contains("source"));
    }

    void vaeVictisCombats_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("expected");
        QTest::newRow("LGA fire") << "docs/examples/vv-lga-fire.json"
                                  << "defender loses";
        QTest::newRow("LGA melee") << "docs/examples/vv-lga-melee.json"
                                   << "defender loses";
        QTest::newRow("RY fire") << "docs/examples/vv-ry-fire.json"
                                 << "no effect";
        QTest::newRow("RY melee") << "docs/examples/vv-ry-melee.json"
                                  << "loses";
    }

    void vaeVictisCombats()
    {
        QFETCH(QString, request);
        QFETCH(QString, expected);
        const Run r = run({"vv", "--request", request});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(expected.toUtf8()), r.out.constData());
        QVERIFY2(r.out.contains("roll 1: attacker die"), r.out.constData());
        // The rule of every step is cited.
        QVERIFY2(r.out.contains("VV 7.6") || r.out.contains("VV 8.4"), r.out.constData());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QStringList nlb = {"combat", "--ruleset", "nlb"};
        QTest::newRow("strength zero")
            << (nlb + QStringList{"--attack", "13,0", "--defend", "4", "--die", "3"})
            << QByteArray() << 2 << "--attack: strength 0 is not allowed";
        QTest::newRow("negative strength")
            << (nlb + QStringList{"--attack", "13", "--defend", "-4", "--die", "3"}) << QByteArray()
            << 2 << "--defend: strength -4 is not allowed";
        QTest::newRow("strength not a number")
            << (nlb + QStringList{"--attack", "13,x", "--defend", "4"}) << QByteArray() << 2
            << "\"x\" is not a whole number";
        QTest::newRow("die 0") << (nlb +
                                   QStringList{"--attack", "13", "--defend", "4", "--die", "0"})
                               << QByteArray() << 2 << "die 0 is not a face of a 6-sided die";
        QTest::newRow("die 7") << (nlb +
                                   QStringList{"--attack", "13", "--defend", "4", "--die", "7"})
                               << QByteArray() << 2 << "die 7 is not a face of a 6-sided die";
        QTest::newRow("unknown terrain") << (nlb + QStringList{"--attack", "13", "--defend", "4",
                                                               "--terrain", "jungle", "--die", "3"})
                                         << QByteArray() << 2 << "unknown terrain \"jungle\"";
        QTest::newRow("unknown ruleset")
            << QStringList{"combat",   "--ruleset", "chess", "--attack", "13",
                           "--defend", "4",         "--die", "3"}
            << QByteArray() << 2 << "unknown ruleset \"chess\"";
        QTest::newRow("unknown option") << (nlb + QStringList{"--atack", "13"}) << QByteArray() << 2
                                        << "unknown option --atack";
        QTest::newRow("malformed JSON")
            << QStringList{"combat", "--request", "-"}
            << QByteArray("{\"ruleset\": \"nlb\", \"attackers\": [13") << 2
            << "the request on standard input: not valid JSON at line 1, column 36";
        QTest::newRow("number out of range in a request (found by fuzzing)")
            << QStringList{"combat", "--request", "-"}
            << QByteArray(R"({"ruleset":"nlb","attackers":[1e400],"defenders":[1]})") << 2
            << "not valid JSON at line 1, column 31: a number out of range";
        QTest::newRow("number out of range in rule data (found by fuzzing)")
            << QStringList{"validate", "tests/fixtures/rulesdata/number-overflow.json"}
            << QByteArray() << 3 << "number-overflow.json: not valid JSON";
        QTest::newRow("unknown request field")
            << QStringList{"combat", "--request", "-"}
            << QByteArray(R"({"ruleset":"nlb","attackers":[13],"defenders":[4],"terain":"town"})")
            << 2 << "terain: unknown field";
        QTest::newRow("missing request file")
            << QStringList{"combat", "--request", "no-such-request.json"} << QByteArray() << 2
            << "no-such-request.json: cannot read the request: it does not exist";
        QTest::newRow("NLB 7.9 night") << (nlb + QStringList{"--attack", "8", "--defend", "4",
                                                             "--weather", "night", "--die", "3"})
                                       << QByteArray() << 2 << "NLB 7.9";
        QTest::newRow("no ruleset") << QStringList{"combat", "--attack", "8", "--defend", "4"}
                                    << QByteArray() << 2 << "ruleset: missing";
        QTest::newRow("unknown command")
            << QStringList{"referee"} << QByteArray() << 2 << "unknown command \"referee\"";
        QTest::newRow("missing rule-data file")
            << QStringList{"validate", "no-such-file.json"} << QByteArray() << 2
            << "no-such-file.json: cannot read";
        QTest::newRow("hole in a chart column")
            << QStringList{"validate", "docs/examples/broken/nlb.json"} << QByteArray() << 3
            << "at /crt/columns/2-1: exactly 6 results";
        QTest::newRow("victory FILE: a file that is not a journal")
            << QStringList{"victory", "rulesdata/scenarios/naw-waterloo.json"} << QByteArray() << 3
            << "naw-waterloo.json: line 1: not valid JSON, so not a journal header";
        QTest::newRow("victory FILE: no such journal")
            << QStringList{"victory", "no-such-journal.jsonl"} << QByteArray() << 2
            << "no-such-journal.jsonl: cannot open the journal";
        QTest::newRow("victory FILE with the numbers too")
            << QStringList{"victory", "no-such-journal.jsonl", "--army", "French:3"} << QByteArray()
            << 2 << "--army is for a victory given by its numbers";
        QTest::newRow("victory --at without a journal")
            << QStringList{"victory", "--ruleset", "naw",  "--army", "French:3",
                           "--army",  "Allied:3",  "--at", "2"}
            << QByteArray() << 2 << "--at N is the event of a journal";
        QTest::newRow("a setting the scenario does not have")
            << QStringList{"journal",    "new",          "/nonexistent/x.jsonl",
                           "--scenario", "naw-waterloo", "--setting",
                           "blucher=2"}
            << QByteArray() << 2
            << "no setting \"blucher\": the scenario's settings are prussian-arrival";
        QTest::newRow("NAW Prussian arrival on a turn neither edition gives")
            << QStringList{"journal",      "new",       "/nonexistent/x.jsonl", "--scenario",
                           "naw-waterloo", "--setting", "prussian-arrival=5"}
            << QByteArray() << 2 << "5 is not one of its values: 2 (second edition";
        QTest::newRow("broken user copy")
            << (nlb + QStringList{"--attack", "8", "--defend", "4", "--die", "3", "--rulesdata",
                                  "docs/examples/broken"})
            << QByteArray() << 3 << "docs/examples/broken/nlb.json: at /crt/columns/2-1";
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run r = run(args, input);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.startsWith("umpire-cli: "), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(message),
                 qPrintable("stderr: " + QString::fromUtf8(r.err)));
        // --json adds the error to standard output, with the same exit code.
        const Run j = run(args + QStringList{"--json"}, input);
        QCOMPARE(j.exitCode, exitCode);
        if (args.first() != "validate" && args.first() != "referee") {
            const json doc = parse(j.out);
            QVERIFY2(doc.contains("error"), j.out.constData());
            QCOMPARE(doc["error"]["kind"].get<std::string>(),
                     std::string(exitCode == 3 ? "badData" : "badInput"));
        }
    }

    // Every kind of rule data is checked by `validate`, and a bad file of any kind is refused the
    // same way: exit 3, its path, the JSON pointer of the bad value and what was expected there.
    void validateChecksEveryKindOfRuleDataTheSameWay_data()
    {
        QTest::addColumn<QStringList>("files"); // shipped files copied; the first is checked
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("pointer"); // a JSON pointer into it set to "wrong"
        QTest::addColumn<QString>("refusal"); // what the refusal then says after the path
        QTest::newRow("a ruleset") << QStringList{"nlb.json"} << "ruleset"
                                   << "/die/faces"
                                   << "does not match the ruleset schema:\n  at /die/faces: "
                                      "expected an integer from 2 to 20";
        QTest::newRow("a map") << QStringList{"maps/sample-bmw.json"} << "map"
                               << "/grid/columns"
                               << "does not match the hex map schema:\n  at /grid/columns: "
                                  "expected an integer from 1 to 999";
        QTest::newRow("a scenario") << QStringList{"scenarios/bmw-battle.json"} << "scenario"
                                    << "/players"
                                    << "does not match the scenario schema:\n  at /players: "
                                       "expected an array";
        QTest::newRow("Napoleon 1815 Returns")
            << QStringList{"n1815.json"} << "n1815"
            << "/die/faces"
            << "does not match the Napoleon 1815 Returns "
               "schema:\n  at /die/faces: expected an integer from 2 to 20";
        QTest::newRow("a Vae Victis game")
            << QStringList{"vaevictis/la-grande-armee.json", "vaevictis/common.json"} << "vaevictis"
            << "/format"
            << "does not match the Vae Victis schema:\n  at /format: expected exactly 1";
        QTest::newRow("the Vae Victis common file")
            << QStringList{"vaevictis/common.json", "vaevictis/la-grande-armee.json"} << "vaevictis"
            << "/format"
            << "does not match the Vae Victis schema:\n  at /format: expected exactly 1";
    }

    void validateChecksEveryKindOfRuleDataTheSameWay()
    {
        QFETCH(QStringList, files);
        QFETCH(QString, kind);
        QFETCH(QString, pointer);
        QFETCH(QString, refusal);
        QTemporaryDir dir;
        for (const QString &file : files) {
            QFile shipped(QString(UMPIRE_SOURCE_DIR) + "/rulesdata/" + file);
            QVERIFY(shipped.open(QIODevice::ReadOnly));
            QFile copy(dir.filePath(QFileInfo(file).fileName()));
            QVERIFY(copy.open(QIODevice::WriteOnly));
            copy.write(shipped.readAll());
        }
        const QString path = dir.filePath(QFileInfo(files.first()).fileName());
        const Run good = run({"validate", path, "--json"});
        QCOMPARE(good.exitCode, 0);
        const json checked = parse(good.out)["files"][0];
        QCOMPARE(QString::fromStdString(checked["kind"].get<std::string>()), kind);
        QVERIFY(checked["valid"].get<bool>());

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        json document = json::parse(file.readAll().toStdString());
        file.close();
        document[json::json_pointer(pointer.toStdString())] = "wrong";
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QByteArray::fromStdString(document.dump(2)));
        file.close();
        const Run bad = run({"validate", path});
        QCOMPARE(bad.exitCode, 3);
        QVERIFY2(QString::fromUtf8(bad.out).contains("BAD   " + path + ": " + refusal),
                 bad.out.constData());

        // Nested too deep is the file's fault too, whatever its kind.
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QByteArray(200, '[') + QByteArray(200, ']'));
        file.close();
        const Run deep = run({"validate", path});
        QCOMPARE(deep.exitCode, 3);
        QVERIFY2(deep.err.contains("nested deeper than 100 levels"), deep.err.constData());
    }

    void validateSendsAPositionsFileToItsMap()
    {
        const Run r = run({"validate", "rulesdata/positions/sample-nlb.json"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("is a positions file: check it with its map"), r.err.constData());
    }

    void userDataFolderOverridesShippedData()
    {
        // docs/architecture.md "Unverified data": a user's corrected copy in the data folder is
        // used instead of the shipped stand-in.
        QTemporaryDir xdg;
        QVERIFY(QDir().mkpath(xdg.path() + "/umpire/rulesdata"));
        QFile shipped(QString(UMPIRE_SOURCE_DIR) + "/rulesdata/nlb.json");
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        json corrected = json::parse(shipped.readAll().toStdString());
        corrected["crt"]["verified"] = true;
        corrected["crt"]["columns"]["3-1"][2] =
            "De"; // the user's own chart differs from the stand-in
        QFile copy(xdg.path() + "/umpire/rulesdata/nlb.json");
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(QByteArray::fromStdString(corrected.dump()));
        copy.close();
        const Run r = run({"combat", "--ruleset", "nlb", "--attack", "13", "--defend", "4", "--die",
                           "3", "--json"},
                          {}, xdg.path());
        QCOMPARE(r.exitCode, 0);
        const json j = parse(r.out);
        QCOMPARE(j["result"].get<std::string>(), std::string("De"));
        QVERIFY(j["unverified"].empty());
        const Run list = run({"rulesets", "--json"}, {}, xdg.path());
        QVERIFY(list.out.contains(
            QByteArray::fromStdString(xdg.path().toStdString() + "/umpire/rulesdata/nlb.json")));
    }

    void generatedRollsAreReproducible()
    {
        const QStringList args = {"combat", "--ruleset", "naw",  "--attack", "8", "--defend",
                                  "4",      "--seed",    "1815", "--draw",   "2", "--json"};
        const json a = parse(run(args).out), b = parse(run(args).out);
        QCOMPARE(a["roll"]["source"].get<std::string>(), std::string("generated"));
        QCOMPARE(a["roll"]["seed"].get<long long>(), 1815LL);
        QCOMPARE(a["roll"]["draw"].get<long long>(), 2LL);
        QCOMPARE(a["die"], b["die"]);
        // The same draw through the roll command.
        const json roll = parse(run({"roll", "--seed", "1815", "--draw", "2", "--json"}).out);
        QCOMPARE(roll["rolls"][0]["value"], a["die"]);
    }

    void docsExamples_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("exitCode");
        QFile doc(QString(UMPIRE_SOURCE_DIR) + "/docs/cli.md");
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        const QRegularExpression block("```sh\\n(.*?)```",
                                       QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpression expected("#\\s*exit\\s+(\\d+)\\s*$");
        int count = 0;
        for (auto it = block.globalMatch(text); it.hasNext();) {
            for (const QString &line : it.next().captured(1).split('\n')) {
                if (line.trimmed().isEmpty())
                    continue;
                const QRegularExpressionMatch m = expected.match(line);
                QTest::newRow(
                    qPrintable(QString("docs/cli.md %1: %2").arg(++count).arg(line.left(90))))
                    << line << (m.hasMatch() ? m.captured(1).toInt() : 0);
            }
        }
        QVERIFY2(count >= 40, "docs/cli.md should hold its runnable examples in ```sh blocks");
    }

    void docsExamples()
    {
        QFETCH(QString, line);
        QFETCH(int, exitCode);
        // As written, except that build/bin/umpire-cli is this build's binary wherever the build
        // folder is.
        QString command = line;
        command.replace("build/bin/umpire-cli", QString("'%1'").arg(UMPIRE_CLI));
        const Run r = shell(command);
        QVERIFY2(
            r.exitCode == exitCode,
            qPrintable(QString("exit %1, expected %2\nstdout: %3\nstderr: %4")
                           .arg(r.exitCode)
                           .arg(exitCode)
                           .arg(QString::fromUtf8(r.out.left(2000)), QString::fromUtf8(r.err))));
        if (!line.contains("umpire-cli"))
            return;
        if (exitCode == 0) {
            QVERIFY2(!r.out.isEmpty(), "an example that succeeds prints its answer");
            if (line.contains("--json"))
                QVERIFY2(!parse(r.out).is_discarded(), r.out.constData());
        } else {
            QVERIFY2(r.err.startsWith("umpire-cli: "), r.err.constData());
        }
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
