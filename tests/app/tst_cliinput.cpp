// Every input is checked where it enters. Each row is one crash or one silently
// accepted input found by the reliability check, run as a user would run it: the exit code, the
// message that names the problem, standard output and error that are UTF-8 whatever was given, and
// no file left behind or changed. The commands run through /bin/sh so that an argument can hold
// bytes that are not UTF-8 (printf '\377'), which a QStringList cannot carry.
#include <QtTest/QtTest>

#include "clishell.h"
#include <QDirIterator>
#include <QFile>

#include <QProcess>
#include <QTemporaryDir>

#include "utf8text.h"

#include <nlohmann/json.hpp>

using nlohmann::json;

using umpire::test::Run;

namespace {

bool isUtf8(const QByteArray &bytes)
{
    return !umpire::firstInvalidUtf8(
        std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

// Shell lines that make the files some rows need, in the row's own folder.
const QString deepRequest = QStringLiteral(
    "{ head -c 300000 /dev/zero | tr '\\0' '['; head -c 300000 /dev/zero | tr '\\0' ']'; } "
    "> deep.json");
const QString newN1815 = QStringLiteral("\"$CLI\" n1815 new F >/dev/null");
const QString newJournal =
    QStringLiteral("\"$CLI\" journal new J --scenario nlb-demo >/dev/null 2>&1");
const QString nestedMessage =
    QStringLiteral("request file \"deep.json\": arrays and objects nested deeper than 100 levels "
                   "(at line 1, column 101)");

class TestCliInput : public QObject, private umpire::test::CliShell
{
    Q_OBJECT

  private slots:
    void refused_data()
    {
        QTest::addColumn<QString>("setup");     // shell lines run first; they must succeed
        QTest::addColumn<QString>("command");   // the command checked, "$CLI" being umpire-cli
        QTest::addColumn<int>("exitCode");      // 2 bad input, 3 bad data
        QTest::addColumn<QString>("message");   // on standard error, naming the problem
        QTest::addColumn<QString>("absent");    // a file that must not exist afterwards
        QTest::addColumn<QString>("unchanged"); // a file that must be as the setup left it

        // Arguments that are not UTF-8: refused before any command runs, never an abort (nlohmann's
        // dump threw type_error 316), naming the argument, its option and the byte's offset.
        QTest::newRow("journal new --title not UTF-8: refused, no file left")
            << ""
            << "\"$CLI\" journal new J --title \"$(printf 'T\\377')\"" << 2
            << "argument 5, the value of --title, is not UTF-8 text (byte offset 1: 0xFF)"
            << "J"
            << "";
        QTest::newRow("journal new --title=VALUE not UTF-8: the offset is in the value")
            << ""
            << "\"$CLI\" journal new J \"--title=Qu$(printf '\\303\\251\\377')\"" << 2
            << "argument 4, the value of --title, is not UTF-8 text (byte offset 4: 0xFF)"
            << "J"
            << "";
        QTest::newRow("journal append note --text not UTF-8: the journal unchanged")
            << newJournal << "\"$CLI\" journal append J note --text \"$(printf '\\377')\"" << 2
            << "argument 6, the value of --text, is not UTF-8 text (byte offset 0: 0xFF)"
            << ""
            << "J";
        QTest::newRow("combat --ruleset not UTF-8 with --json: a JSON error, no abort")
            << ""
            << "\"$CLI\" combat --ruleset \"$(printf 'nl\\377')\" --attack 5 --defend 4 --die 3 "
               "--json"
            << 2 << "argument 3, the value of --ruleset, is not UTF-8 text (byte offset 2: 0xFF)"
            << ""
            << "";
        QTest::newRow("the command not UTF-8: not echoed as an unknown command")
            << ""
            << "\"$CLI\" \"$(printf 'comb\\377at')\" --json" << 2
            << "argument 1, the command, is not UTF-8 text (byte offset 4: 0xFF)"
            << ""
            << "";
        QTest::newRow("an overlong encoding in a file name")
            << ""
            << "\"$CLI\" journal show \"$(printf '\\300\\257')\"" << 2
            << "argument 3 is not UTF-8 text (byte offset 0: 0xC0)"
            << ""
            << "";
        QTest::newRow("a UTF-16 surrogate in a file name")
            << ""
            << "\"$CLI\" journal show \"ok$(printf '\\355\\240\\200')\"" << 2
            << "argument 3 is not UTF-8 text (byte offset 2: 0xED)"
            << ""
            << "";

        // Requests: one strict parser, that refuses what the last-key-wins reader took silently.
        QTest::newRow("combat request file with \"die\" twice")
            << "printf '{\"ruleset\": \"nlb\", \"attackers\": [5], \"defenders\": [4], \"die\": 6, "
               "\"die\": 1}' > r.json"
            << "\"$CLI\" combat --request r.json" << 2
            << "request file \"r.json\": at the top level: each key once, but \"die\" is given "
               "twice"
            << ""
            << "";
        QTest::newRow("combat request on standard input with \"die\" twice")
            << ""
            << "printf '{\"ruleset\": \"nlb\", \"attackers\": [5], \"defenders\": [4], \"die\": 6, "
               "\"die\": 1}' | \"$CLI\" combat --request - --json"
            << 2
            << "the request on standard input: at the top level: each key once, but \"die\" is "
               "given twice"
            << ""
            << "";
        QTest::newRow("combat request not UTF-8: where, never the bytes")
            << "printf '{\"ruleset\": \"nl\\377\"}' > r.json"
            << "\"$CLI\" combat --request r.json --json" << 2
            << "request file \"r.json\": not valid JSON at line 1, column 16: a byte that is not "
               "UTF-8 (0xFF at byte offset 15)"
            << ""
            << "";
        QTest::newRow("combat request with a number beyond any machine type")
            << "printf '{\"ruleset\": \"nlb\", \"attackers\": [1e400]}' > r.json"
            << "\"$CLI\" combat --request r.json" << 2
            << "request file \"r.json\": not valid JSON at line 1, column 34: a number out of "
               "range "
               "(too large for any machine type)"
            << ""
            << "";
        QTest::newRow("combat --request a folder: named as a folder, not as bad JSON")
            << "mkdir d"
            << "\"$CLI\" combat --request d" << 2
            << "d: cannot read the request: it is a folder, not a file"
            << ""
            << "";
        // Found by fuzzing (fuzz/regressions): a device never ends, and a NUL byte ended the text.
        QTest::newRow("combat --request /dev/zero: a device, not read for ever")
            << ""
            << "\"$CLI\" combat --request /dev/zero" << 2
            << "/dev/zero: cannot read the request: it is a device, not a file"
            << ""
            << "";
        QTest::newRow("journal show /dev/zero: not a journal, not read for ever")
            << ""
            << "\"$CLI\" journal show /dev/zero" << 2
            << "/dev/zero: cannot open the journal: it is not a file"
            << ""
            << "";
        QTest::newRow("combat request with a NUL byte: what follows it is not ignored")
            << "printf '{\"ruleset\": \"nlb\", \"attackers\": [5], \"defenders\": [4], "
               "\"die\": 6}\\000{\"die\": 1}' > r.json"
            << "\"$CLI\" combat --request r.json" << 2
            << "request file \"r.json\": not valid JSON at line 1, column 65: a NUL byte"
            << ""
            << "";

        // Nesting: refused by a linear scan before any parser, never a stack overflow.
        QTest::newRow("combat request nested 300,000 levels")
            << deepRequest << "\"$CLI\" combat --request deep.json" << 2 << nestedMessage << ""
            << "";
        QTest::newRow("vv request nested 300,000 levels")
            << deepRequest << "\"$CLI\" vv --request deep.json --json" << 2 << nestedMessage << ""
            << "";
        QTest::newRow("n1815 act request nested 300,000 levels: the journal unchanged")
            << deepRequest + "; " + newN1815 << "\"$CLI\" n1815 act F --request deep.json" << 2
            << nestedMessage << ""
            << "F";
        QTest::newRow("n1815 --action nested 100,000 levels: the journal unchanged")
            << newN1815
            << "\"$CLI\" n1815 act F --action \"$(head -c 100000 /dev/zero | tr '\\0' '[')\"" << 2
            << "--action: arrays and objects nested deeper than 100 levels (at line 1, column 101)"
            << ""
            << "F";

        // N1815 actions: duplicate keys, and numbers checked before they are converted.
        QTest::newRow("n1815 --action with \"roll\" twice: the journal unchanged")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"weather\", \"roll\": 3, \"roll\": 4}'"
            << 2 << "--action: at the top level: each key once, but \"roll\" is given twice"
            << ""
            << "F";
        QTest::newRow("n1815 --action not JSON: where, not the text again")
            << newN1815 << "\"$CLI\" n1815 act F --action '{\"action\": \"weather\", \"roll\": }'"
            << 2
            << "--action: not valid JSON at line 1, column 31: syntax error while parsing value - "
               "unexpected '}'"
            << ""
            << "F";
        QTest::newRow("n1815 generated roll with \"seed\": -1, not 18446744073709551615")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"weather\", \"roll\": {\"value\": 3, "
               "\"source\": \"generated\", \"seed\": -1, \"draw\": 0}}'"
            << 2 << "\"seed\" must be a whole number of 0 or more, not -1"
            << ""
            << "F";
        QTest::newRow("n1815 generated roll with \"draw\": -1")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"weather\", \"roll\": {\"value\": 3, "
               "\"source\": \"generated\", \"seed\": 42, \"draw\": -1}}'"
            << 2 << "\"draw\" must be a whole number of 0 or more, not -1"
            << ""
            << "F";
        QTest::newRow("n1815 drawObjectives with \"seed\": -1")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"drawObjectives\", \"seed\": -1}'" << 2
            << "\"seed\" must be a whole number of 0 or more, not -1"
            << ""
            << "F";
        QTest::newRow("n1815 \"roll\": 9223372036854775808 is out of range, not die 0")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"weather\", \"roll\": "
               "9223372036854775808}'"
            << 2 << "\"roll\": 9223372036854775808 is out of range (a die of 1 to 6)"
            << ""
            << "F";
        QTest::newRow("n1815 \"roll\": 4294967299 is out of range, not die 3")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"weather\", \"roll\": {\"value\": "
               "4294967299}}'"
            << 2 << "\"value\": 4294967299 is out of range (a die of 1 to 6)"
            << ""
            << "F";
        QTest::newRow("n1815 \"roll\" beyond any integer")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"weather\", \"roll\": "
               "18446744073709551616}'"
            << 2 << "\"roll\": 1.8446744073709552e+19 is out of range (a die of 1 to 6)"
            << ""
            << "F";
        QTest::newRow("n1815 \"roll\": 2.5 is not a whole number")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"weather\", \"roll\": 2.5}'" << 2
            << "\"roll\" must be a whole number (a die of 1 to 6), not 2.5"
            << ""
            << "F";
        QTest::newRow("n1815 override \"cohesion\": 4294967297 is out of range, not 1")
            << newN1815
            << "\"$CLI\" n1815 act F --action '{\"action\": \"override\", \"unit\": \"fr-IG\", "
               "\"cohesion\": 4294967297}'"
            << 2 << "\"cohesion\": 4294967297 is out of range (a cohesion of 0 to"
            << ""
            << "F";

        // Vae Victis: a die of a request checked before it is converted.
        QTest::newRow("vv combat die 4294967297 is out of range, not die 1")
            << "printf '{\"game\": \"la-grande-armee\", \"ask\": \"combat\", \"kind\": \"fire\", "
               "\"distance\": {\"value\": 4, \"unit\": \"cm\", \"scale\": \"15mm\"}, \"attacker\": "
               "{\"unit\": \"line-infantry\"}, \"defender\": {\"unit\": \"line-infantry\"}, "
               "\"rolls\": [[4294967297, 3]]}' > v.json"
            << "\"$CLI\" vv --request v.json" << 2
            << "/rolls/0: attacker's \"die\": 4294967297 is out of range (a die of 1 to 6)"
            << ""
            << "";

        // A positions file: a movement allowance an int cannot hold is refused by its schema.
        QTest::newRow("positions \"movement\": 4294967297 is refused, not read as 1")
            << "printf '{\"format\": 1, \"units\": [{\"id\": \"x\", \"side\": \"French\", "
               "\"hex\": \"0303\", \"movement\": 4294967297}]}' > p.json"
            << "\"$CLI\" map show sample-nlb --positions p.json" << 2
            << "at /units/0/movement: expected an integer from 0 to 1000000"
            << ""
            << "";

        // Options: a number too long is out of range, not "not a whole number".
        QTest::newRow("--attack 99999999999 is out of range")
            << ""
            << "\"$CLI\" combat --ruleset nlb --attack 99999999999 --defend 4 --die 3" << 2
            << "--attack: 99999999999 is out of range (a whole number of -1000000000 to "
               "1000000000)"
            << ""
            << "";
        QTest::newRow("--seed beyond a long long is out of range")
            << ""
            << "\"$CLI\" roll --seed 99999999999999999999" << 2
            << "--seed: 99999999999999999999 is out of range"
            << ""
            << "";

        // A folder where a file is expected is named as a folder.
        QTest::newRow("vision --map a folder") << "mkdir d"
                                               << "\"$CLI\" vision locate --map d x.jpg" << 2
                                               << "d: cannot read the map description: it is a "
                                                  "folder, not a file"
                                               << ""
                                               << "";
        QTest::newRow("map MAP a folder") << "mkdir d"
                                          << "\"$CLI\" map show d" << 2
                                          << "d: cannot read the map file: it is a folder, not a "
                                             "file"
                                          << ""
                                          << "";
        QTest::newRow("map --positions a folder")
            << "mkdir d"
            << "\"$CLI\" map show sample-nlb --positions d" << 2
            << "d: cannot read the positions file: it is a folder, not a file"
            << ""
            << "";
        QTest::newRow("vision lens show a folder")
            << "mkdir d"
            << "\"$CLI\" vision lens show d" << 2
            << "d: cannot read the lens file: it is a folder, not a file"
            << ""
            << "";

        // Writes: the system's reason, and no half file or temporary left. A path under a regular
        // file fails for root too ("Not a directory"), where a read-only folder would not.
        QTest::newRow("vision sheet .png under a file: the system's reason")
            << "echo x > somefile"
            << "\"$CLI\" vision sheet somefile/x.png" << 2
            << "somefile/x.png: cannot write: Not a directory"
            << ""
            << "somefile";
        QTest::newRow("vision sheet .pdf under a file: the system's reason")
            << "echo x > somefile"
            << "\"$CLI\" vision sheet somefile/x.pdf" << 2
            << "somefile/x.pdf: cannot write: Not a directory"
            << ""
            << "somefile";
        QTest::newRow("vision scene under a file: the system's reason")
            << "echo x > somefile"
            << "\"$CLI\" vision scene easy somefile/x.jpg" << 2
            << "somefile/x.jpg: cannot write: Not a directory"
            << ""
            << "somefile";
        QTest::newRow("vision sheet onto a folder: refused, no temporary left")
            << "mkdir out.png"
            << "\"$CLI\" vision sheet out.png" << 2
            << "out.png: cannot write: it is a folder, not a file"
            << ""
            << "";
        QTest::newRow("vision sheet onto a journal: refused, the journal unchanged")
            << "\"$CLI\" n1815 new game.pdf >/dev/null"
            << "\"$CLI\" vision sheet game.pdf" << 2
            << "game.pdf: is an Umpire journal, which the sheet would replace"
            << ""
            << "game.pdf";
        QTest::newRow("vision scene whose truth would replace a journal: nothing written")
            << "\"$CLI\" n1815 new x.json >/dev/null"
            << "\"$CLI\" vision scene easy x.jpg" << 2
            << "x.json: is an Umpire journal, which the scene's truth would replace"
            << "x.jpg"
            << "x.json";
    }

    void refused()
    {
        QFETCH(QString, setup);
        QFETCH(QString, command);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QFETCH(QString, absent);
        QFETCH(QString, unchanged);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        if (!setup.isEmpty()) {
            const Run made = shell(setup, dir.path());
            QVERIFY2(made.exitCode == 0, made.err.constData());
        }
        const QByteArray before =
            unchanged.isEmpty() ? QByteArray() : contents(dir.filePath(unchanged));
        const Run r = shell(command, dir.path());

        const QString context =
            QString("exit %1\nstdout: %2\nstderr: %3")
                .arg(r.exitCode)
                .arg(QString::fromUtf8(r.out.left(2000)), QString::fromUtf8(r.err.left(2000)));
        QVERIFY2(r.exitCode == exitCode, qPrintable(context));
        QVERIFY2(isUtf8(r.err), qPrintable(context));
        QVERIFY2(isUtf8(r.out), qPrintable(context));
        QVERIFY2(r.err.startsWith("umpire-cli: "), qPrintable(context));
        QVERIFY2(QString::fromUtf8(r.err).contains(message), qPrintable(context));
        QVERIFY2(!r.err.contains("json.exception"), qPrintable(context));
        if (command.contains("--json")) {
            // The error as a JSON answer too: never an abort halfway through writing it.
            const json answer = json::parse(r.out.toStdString(), nullptr, false);
            QVERIFY2(answer.is_object() && answer.contains("error"), qPrintable(context));
            QCOMPARE(answer["error"]["kind"].get<std::string>(),
                     std::string(exitCode == 2 ? "badInput" : "badData"));
            QVERIFY2(QString::fromStdString(answer["error"]["message"].get<std::string>())
                         .contains(message),
                     qPrintable(context));
        }
        if (!absent.isEmpty())
            QVERIFY2(!QFileInfo::exists(dir.filePath(absent)),
                     qPrintable(absent + " was left behind"));
        if (!unchanged.isEmpty())
            QVERIFY2(contents(dir.filePath(unchanged)) == before,
                     qPrintable(unchanged + " was changed"));
        // A safe write that failed leaves no temporary file behind.
        for (QDirIterator it(dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
             it.hasNext();) {
            const QString file = it.next();
            QVERIFY2(!file.endsWith(".tmp"), qPrintable(file + " was left behind"));
        }
    }

    // The check is not overzealous: every well-formed character passes, up to U+10FFFF.
    void acceptsUtf8()
    {
        QTemporaryDir dir;
        const QString title = QStringLiteral("Ligny, Quatre-Bras \u00e9 \u20ac ") +
                              QString::fromUcs4(U"\U0001F3B2\U0010FFFF");
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_DATA_HOME", m_home.path());
        env.remove("UMPIRE_RULESDATA");
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(dir.path());
        process.start(UMPIRE_CLI, {"journal", "new", "J", "--scenario", "nlb-demo", "--title",
                                   title, "--json"});
        QVERIFY(process.waitForFinished(60000));
        const QByteArray out = process.readAllStandardOutput();
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QVERIFY(isUtf8(out));
        QVERIFY2(out.contains(title.toUtf8()), out.constData());
        QVERIFY(QFileInfo::exists(dir.filePath("J")));
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestCliInput)
#include "tst_cliinput.moc"
