// An export never replaces a journal, a failed
// `journal new` leaves no file, levels and strengths the rules count are refused at 0 or below, a
// hand edit is named by `journal verify` and `journal repair` recovers every other event, a line
// nested 100,000 levels deep is reported instead of crashing.
#include <QtTest/QtTest>

#include <QDir>
#include <QFile>
#include <QProcess>
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

Run run(const QStringList &args, const QString &shellPrefix = {})
{
    QProcess process;
    if (shellPrefix.isEmpty()) {
        process.start(UMPIRE_CLI, args);
    } else {
        // A shell sets a limit first (ulimit), then runs umpire-cli with the same arguments.
        QStringList quoted;
        for (const QString &a : args)
            quoted << "'" + QString(a).replace("'", "'\\''") + "'";
        process.start("/bin/sh", {"-c", shellPrefix + "; exec " UMPIRE_CLI " " + quoted.join(' ')});
    }
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A game with a few notes, the third one "Hougoumont holds".
QString gameWithNotes(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    if (run({"journal", "new", path, "--ruleset", "nlb", "--seed", "7"}).exitCode != 0)
        return {};
    for (const char *text :
         {"Reille attacks", "Jerome follows", "Hougoumont holds", "the Guard waits", "night falls"})
        if (run({"journal", "append", path, "note", "--text", text}).exitCode != 0)
            return {};
    return path;
}

} // namespace

class TestJournalSafety : public QObject
{
    Q_OBJECT

  private slots:
    void exportNeverReplacesAJournal_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("export csv onto a journal") << "csv";
        QTest::newRow("export html onto a journal") << "html";
        QTest::newRow("export json onto a journal") << "json";
    }
    void exportNeverReplacesAJournal()
    {
        QFETCH(QString, format);
        QTemporaryDir dir;
        const QString game = gameWithNotes(dir, "game.jsonl");
        const QString other = gameWithNotes(dir, "other.jsonl");
        QVERIFY(!game.isEmpty() && !other.isEmpty());
        const QByteArray gameBefore = readAll(game), otherBefore = readAll(other);

        // Onto itself, by its own path or another path to the same file: refused, unchanged.
        for (const QString &target : {game, dir.path() + "/./game.jsonl"}) {
            const Run self =
                run({"journal", "export", game, "--format", format, "--output", target});
            QCOMPARE(self.exitCode, 2);
            QVERIFY2(self.err.contains("is the journal being exported"), self.err);
        }
        // --overwrite does not make it replace itself either.
        const Run forced =
            run({"journal", "export", game, "--format", format, "--output", game, "--overwrite"});
        QCOMPARE(forced.exitCode, 2);
        // Onto another journal: refused unless the user says so.
        const Run onto = run({"journal", "export", game, "--format", format, "--output", other});
        QCOMPARE(onto.exitCode, 2);
        QVERIFY2(onto.err.contains("is an Umpire journal") && onto.err.contains("--overwrite"),
                 onto.err);
        QCOMPARE(readAll(game), gameBefore);
        QCOMPARE(readAll(other), otherBefore);
        QCOMPARE(run({"journal", "show", game}).exitCode, 0);
        QCOMPARE(run({"journal", "show", other}).exitCode, 0);

        // An ordinary file is written (whole), and replaced by the next export.
        const QString report = dir.filePath("report." + format);
        QCOMPARE(run({"journal", "export", game, "--format", format, "--output", report}).exitCode,
                 0);
        QVERIFY(!readAll(report).isEmpty());
        QCOMPARE(run({"journal", "export", game, "--format", format, "--output", report}).exitCode,
                 0);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 3); // no temporary left behind
    }

    void writeErrorsGiveTheSystemsReason()
    {
        QTemporaryDir dir;
        const QString game = gameWithNotes(dir, "game.jsonl");
        // A file where a folder should be: the system's own reason, whoever runs it.
        const Run r =
            run({"journal", "export", game, "--format", "csv", "--output", game + "/x.csv"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("x.csv: cannot write: Not a directory"), r.err);
    }

    void failedNewLeavesNoFile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("limit");
        QTest::addColumn<QString>("says");
        QTest::newRow("a full disk (no room for one byte) leaves no file behind")
            << QStringList{"--ruleset", "nlb"} << "trap '' XFSZ; ulimit -f 0"
            << "File too large";
        QTest::newRow("a demoralization level of -5 is refused, no file written")
            << QStringList{"--ruleset", "nlb", "--side", "French:-5", "--side", "Prussian:20"}
            << QString() << "side French: a demoralization level of -5 is not allowed";
        QTest::newRow("a disintegration level of 0 is refused, no file written")
            << QStringList{"--ruleset", "nlb", "--side", "French:10:0", "--side", "Prussian:20"}
            << QString() << "side French: a disintegration level of 0 is not allowed";
        QTest::newRow("a unit of strength 0 is refused, no file written")
            << QStringList{"--ruleset", "nlb", "--unit", "Guard:French:0"} << QString()
            << "unit Guard: a strength of 0 is not allowed";
        QTest::newRow("a unit of negative strength is refused, no file written")
            << QStringList{"--ruleset", "nlb", "--unit", "Guard:French:-3"} << QString()
            << "unit Guard: a strength of -3 is not allowed";
    }
    void failedNewLeavesNoFile()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, limit);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath("new.jsonl");
        const Run r = run(QStringList{"journal", "new", path} + args, limit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(says.toUtf8()), r.err);
        QVERIFY2(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty(),
                 qPrintable(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).join(", ")));
        // The same name is free for the next try.
        QCOMPARE(run({"journal", "new", path, "--ruleset", "nlb"}).exitCode, 0);
    }

    void editedNoteIsNamedAndRepaired()
    {
        // A note edited by hand; verify names its line; repair recovers
        // every other event, before and after it, and never changes the original.
        QTemporaryDir dir;
        const QString game = gameWithNotes(dir, "game.jsonl");
        QVERIFY(!game.isEmpty());
        QCOMPARE(run({"journal", "verify", game}).exitCode, 0);
        QByteArray text = readAll(game);
        QVERIFY(text.contains("Hougoumont holds"));
        text.replace("Hougoumont holds", "Hougoumont falls");
        {
            QFile f(game);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
        }
        // Event 4 (the third note) is on line 5.
        const Run verify = run({"journal", "verify", game});
        QCOMPARE(verify.exitCode, 3);
        QVERIFY2(verify.out.contains("line 5 is damaged: it does not match its checksum"),
                 verify.out);
        const Run json_ = run({"journal", "verify", game, "--json"});
        const json doc = json::parse(json_.out.toStdString());
        QCOMPARE(doc["ok"], json(false));
        QCOMPARE(doc["problems"][0]["line"], json(5));

        const Run repair = run({"journal", "repair", game});
        QVERIFY2(repair.exitCode == 0, repair.err);
        QVERIFY2(repair.out.contains("set aside line 5 (event 4)"), repair.out);
        QCOMPARE(readAll(game), text); // the original is never changed
        const QString repaired = dir.filePath("game.repaired.jsonl");
        QVERIFY(readAll(repaired + ".setaside").contains("Hougoumont falls"));
        QCOMPARE(run({"journal", "verify", repaired}).exitCode, 0);
        const Run shown = run({"journal", "show", repaired, "--json"});
        const json events = json::parse(shown.out.toStdString())["events"];
        QCOMPARE(events.size(), std::size_t{6});
        // Before and after the edited line, every event as it was; its place keeps a note.
        QCOMPARE(events[1]["data"]["text"], json("Reille attacks"));
        QCOMPARE(events[2]["data"]["text"], json("Jerome follows"));
        QVERIFY(events[3]["data"]["text"].get<std::string>().find(
                    "Umpire repair: event 4 was set aside") == 0);
        QCOMPARE(events[4]["data"]["text"], json("the Guard waits"));
        QCOMPARE(events[5]["data"]["text"], json("night falls"));
        QCOMPARE(events[5]["seq"], json(6));
        // A second repair does not overwrite the first.
        const Run again = run({"journal", "repair", game});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains("already exists"), again.err);
    }

    void editedDieIsNamed()
    {
        // A physical die changed in the file used to verify.
        QTemporaryDir dir;
        const QString game = dir.filePath("dice.jsonl");
        QCOMPARE(run({"journal", "new", game, "--ruleset", "nlb"}).exitCode, 0);
        QCOMPARE(run({"journal", "append", game, "roll", "--die", "2"}).exitCode, 0);
        QCOMPARE(run({"journal", "append", game, "note", "--text", "after the roll"}).exitCode, 0);
        QByteArray text = readAll(game);
        QCOMPARE(text.count("\"value\":2"), 1);
        text.replace("\"value\":2", "\"value\":6");
        {
            QFile f(game);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
        }
        const Run verify = run({"journal", "verify", game});
        QCOMPARE(verify.exitCode, 3);
        QVERIFY2(verify.out.contains("line 3 is damaged: it does not match its checksum"),
                 verify.out);
        // The game stops before it: the edited roll is not taken as the truth.
        const Run state = run({"journal", "state", game, "--json"});
        QCOMPARE(json::parse(state.out.toStdString())["rolls"].size(), std::size_t{0});
    }

    void repairRecoversAfterDeletedAndDamagedLines()
    {
        QTemporaryDir dir;
        const QString game = gameWithNotes(dir, "game.jsonl");
        QList<QByteArray> lines = readAll(game).split('\n');
        lines.removeAt(2);                   // event 2 ("Reille attacks") is gone
        lines[4] = "{\"seq\": 5, \"kind\":"; // event 5 is not JSON any more
        {
            QFile f(game);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(lines.join('\n'));
        }
        QCOMPARE(run({"journal", "verify", game}).exitCode, 3);
        const Run repair = run({"journal", "repair", game, "--json"});
        QVERIFY2(repair.exitCode == 0, repair.err);
        const json report = json::parse(repair.out.toStdString());
        QCOMPARE(report["missing"], json::array({2, 5}));
        QCOMPARE(report["setAside"].size(), std::size_t{1});
        QCOMPARE(report["setAside"][0]["reason"], json("not valid JSON"));
        const Run shown =
            run({"journal", "show", report["output"].get<std::string>().c_str(), "--json"});
        const json events = json::parse(shown.out.toStdString())["events"];
        QCOMPARE(events.size(), std::size_t{6});
        QCOMPARE(events[2]["data"]["text"], json("Jerome follows"));
        QCOMPARE(events[5]["data"]["text"], json("night falls"));
    }

    void repairRefusesWhatItCannotRepair()
    {
        QTemporaryDir dir;
        const QString game = gameWithNotes(dir, "game.jsonl");
        const Run intact = run({"journal", "repair", game});
        QCOMPARE(intact.exitCode, 2);
        QVERIFY2(intact.err.contains("nothing to repair"), intact.err);
        QFile f(dir.filePath("csv.jsonl"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("a,b,c\n1,2,3\n");
        f.close();
        const Run notJournal = run({"journal", "repair", f.fileName()});
        QCOMPARE(notJournal.exitCode, 3);
        QVERIFY2(notJournal.err.contains("the header is needed"), notJournal.err);
        const Run folder = run({"journal", "repair", dir.path()});
        QCOMPARE(folder.exitCode, 2);
        QVERIFY2(folder.err.contains("is a folder, not a file"), folder.err);
    }

    void deeplyNestedLineIsReportedNotACrash()
    {
        // A journal holding one line nested 100,000 levels deep killed `journal show`.
        QTemporaryDir dir;
        const QString game = gameWithNotes(dir, "game.jsonl");
        {
            QFile f(game);
            QVERIFY(f.open(QIODevice::Append));
            f.write("{\"seq\":7,\"time\":\"t\",\"kind\":\"note\",\"data\":{\"text\":" +
                    QByteArray(100000, '[') + QByteArray(100000, ']') + "}}\n");
        }
        for (const QStringList &args :
             {QStringList{"journal", "show", game}, QStringList{"journal", "show", game, "--json"},
              QStringList{"journal", "verify", game}, QStringList{"journal", "state", game}}) {
            const Run r = run(args);
            QVERIFY2(r.exitCode == 0 || r.exitCode == 3,
                     qPrintable(args.join(' ') + ": exit " + QString::number(r.exitCode)));
            QVERIFY2((r.out + r.err).contains("line 8 is damaged: nested deeper than 100 levels"),
                     r.out + r.err);
        }
        const Run append = run({"journal", "append", game, "note", "--text", "more"});
        QCOMPARE(append.exitCode, 3);
        const Run repair = run({"journal", "repair", game});
        QVERIFY2(repair.exitCode == 0, repair.err);
    }

    void badWaitIsRefused()
    {
        QTemporaryDir dir;
        const QString game = gameWithNotes(dir, "game.jsonl");
        const Run r = run({"journal", "append", game, "note", "--text", "x", "--wait", "-1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--wait: expected 0 to 3600 seconds"), r.err);
    }
};

QTEST_GUILESS_MAIN(TestJournalSafety)
#include "tst_journalsafety.moc"
