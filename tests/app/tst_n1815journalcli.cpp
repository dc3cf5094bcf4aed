// umpire-cli journal show|export|verify on a Napoleon 1815 Returns journal: the actions
// in words, CSV and JSON exports, and verification by replay through the rules.
#include "journalline.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using nlohmann::json;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestN1815JournalCli : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir m_home, m_dir;
    QString m_file;

    Run run(const QStringList &args) const
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_DATA_HOME", m_home.path()); // no user rule data leaks in
        env.remove("UMPIRE_RULESDATA");
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(UMPIRE_SOURCE_DIR);
        process.start(UMPIRE_CLI, args);
        if (!process.waitForFinished(60000))
            return {};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
                process.readAllStandardOutput(), process.readAllStandardError()};
    }
    void act(const QString &file, const json &action)
    {
        const Run r =
            run({"n1815", "act", file, "--action", QString::fromStdString(action.dump())});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

  private slots:
    void initTestCase();
    void showsTheActions();
    void itsVerbsAreTheJournals_data();
    void itsVerbsAreTheJournals();
    void hidesTheObjectives();
    void keepsEachSidesSecrets();
    void exportsCsv();
    void exportsJson();
    void refusesHtml();
    void verifies_data();
    void verifies();
};

void TestN1815JournalCli::initTestCase()
{
    m_file = m_dir.filePath("game.jsonl");
    QCOMPARE(run({"n1815", "new", m_file, "--title", "Ligny"}).exitCode, 0);
    act(m_file, {{"action", "recordObjectives"}, {"objectives", {"liege", "brussels"}}});
    act(m_file, {{"action", "weather"}, {"roll", 4}});
    act(m_file, {{"action", "movementPoints"}, {"army", "french"}, {"roll", 2}});
    act(m_file, {{"action", "move"}, {"unit", "fr-IG"}, {"path", {"thuin"}}});
    act(m_file, {{"action", "move"}, {"unit", "fr-VI"}, {"path", {"thuin"}}});
    QCOMPARE(run({"n1815", "undo", m_file}).exitCode, 0);
}

void TestN1815JournalCli::showsTheActions()
{
    const Run r = run({"journal", "show", m_file});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains("Napoleon 1815 Returns, \"Ligny\""));
    QVERIFY(out.contains("weather: rolls 4"));
    QVERIFY(out.contains("French movement points: rolls 2"));
    // N1815 46: the table sees a French unit move, not which.
    QVERIFY2(out.contains("a French unit moves to Thuin"), qPrintable(out));
    QVERIFY(!out.contains("Imperial Guard"));
    QVERIFY(out.contains("[undone]"));
    const Run french = run({"journal", "show", m_file, "--viewer", "player:french"});
    QVERIFY2(french.out.contains("French Imperial Guard moves to Thuin"), french.out.constData());
    const Run state = run({"journal", "state", m_file});
    QVERIFY2(state.exitCode == 0, state.err.constData());
    QVERIFY2(state.out.contains("turn 1 of 15, french-movement"), state.out.constData());

    const Run j = run({"journal", "show", m_file, "--json"});
    QCOMPARE(j.exitCode, 0);
    const json doc = json::parse(j.out.toStdString());
    QCOMPARE(doc["header"]["ruleset"].get<std::string>(), std::string("n1815"));
    QCOMPARE(doc["events"].size(), std::size_t(7));
    QCOMPARE(doc["events"][5]["counts"].get<bool>(), false); // the undone move
    QCOMPARE(doc["events"][4]["summary"].get<std::string>(),
             std::string("a French unit moves to Thuin"));
    QCOMPARE(doc["events"][4]["data"], json::parse(R"({"action": "move", "army": "french",
                                                       "path": ["thuin"]})"));
}

// n1815 act|state|show|undo|redo stand for the journal verbs: the same answer, word for word, and
// the same file after a write.
void TestN1815JournalCli::itsVerbsAreTheJournals_data()
{
    QTest::addColumn<QStringList>("args"); // after the verb and the file
    QTest::addColumn<QString>("verb");
    QTest::newRow("state") << QStringList{} << "state";
    QTest::newRow("state --json --viewer player:french")
        << QStringList{"--json", "--viewer", "player:french"} << "state";
    QTest::newRow("state --at 3") << QStringList{"--at", "3"} << "state";
    QTest::newRow("show") << QStringList{} << "show";
    QTest::newRow("show --json --viewer referee")
        << QStringList{"--json", "--viewer", "referee"} << "show";
    QTest::newRow("act") << QStringList{"--action",
                                        R"({"action": "move", "unit": "fr-VI", "path": ["thuin"]})"}
                         << "act";
    QTest::newRow("undo --json") << QStringList{"--json"} << "undo";
    QTest::newRow("redo") << QStringList{} << "redo";
}

void TestN1815JournalCli::itsVerbsAreTheJournals()
{
    QFETCH(QStringList, args);
    QFETCH(QString, verb);
    QTemporaryDir dir;
    const QString mine = dir.filePath("n1815.jsonl"), theirs = dir.filePath("journal.jsonl");
    QVERIFY(QFile::copy(m_file, mine));
    QVERIFY(QFile::copy(m_file, theirs));
    const Run n1815 = run(QStringList{"n1815", verb, mine} + args);
    const Run journal = run(QStringList{"journal", verb, theirs} + args);
    QVERIFY2(n1815.exitCode == 0, n1815.err.constData());
    QCOMPARE(n1815.exitCode, journal.exitCode);
    auto same = [&](QByteArray out) { return out.replace(mine.toUtf8(), theirs.toUtf8()); };
    // Times differ by the moment each was written; the rest is the same.
    const QRegularExpression time(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z?"));
    QCOMPARE(QString::fromUtf8(same(n1815.out)).replace(time, "T"),
             QString::fromUtf8(journal.out).replace(time, "T"));
    // A chart game's journal is not this game's: refused, naming its game.
    const Run nlb = run({"journal", "new", dir.filePath("nlb.jsonl"), "--scenario", "nlb-demo"});
    QVERIFY2(nlb.exitCode == 0, nlb.err.constData());
    const Run other = run(QStringList{"n1815", verb, dir.filePath("nlb.jsonl")} + args);
    QCOMPARE(other.exitCode, 2);
    QVERIFY2(other.err.contains("is a journal of Napoleon's Last Battles: umpire-cli n1815 reads "
                                "only its own game's journals"),
             other.err.constData());
}

// Every output form of both command families, for each viewer: N1815 46 (the other side's unit
// identifiers until combat), N1815 Combat (the other side's hand, the deck's seed), N1815 5 (the
// objectives and the seed they were drawn with); each owner still sees his own.
void TestN1815JournalCli::keepsEachSidesSecrets()
{
    const QString file = m_dir.filePath("secrets.jsonl");
    QCOMPARE(run({"n1815", "new", file, "--title", "Secrets"}).exitCode, 0);
    const std::string objectivesSeed = "271828182845", deckSeed = "314159265358";
    for (const char *action :
         {R"({"action": "drawObjectives", "seed": 271828182845})",
          R"({"action": "weather", "roll": 4})",
          R"({"action": "movementPoints", "army": "french", "roll": 2})",
          R"({"action": "move", "unit": "fr-IG", "path": ["thuin"]})",
          R"({"action": "move", "unit": "fr-VI", "path": ["thuin"]})",
          R"({"action": "move", "unit": "fr-IG", "path": ["charleroi"]})",
          R"({"action": "move", "unit": "fr-VI", "path": ["charleroi"]})",
          R"({"action": "move", "unit": "fr-cav", "path": ["walcourt"]})",
          R"({"action": "endMovement"})",
          R"({"action": "startCombat", "location": "charleroi", "virtualDeck": true,
              "seed": 314159265358})"})
        act(file, json::parse(action));
    const auto state = [&](const QString &viewer) {
        const Run r = run({"journal", "state", file, "--json", "--viewer", viewer});
        return json::parse(r.out.toStdString());
    };
    // The hands as the referee sees them, to look for in what the others see.
    const json referee = state("referee");
    json hands = json::object();
    for (const char *key : {"active", "other"}) {
        const json &side = referee["battle"][key];
        QVERIFY2(side["hand"].contains("cards"), referee.dump().c_str());
        hands[side["side"].get<std::string>()] = side["hand"];
    }
    struct Eyes
    {
        QString viewer;
        std::vector<std::string> mayNotSee, sees;
    };
    const std::string frenchHand = hands["french"].dump(),
                      alliedHand = hands["allied-prussian"].dump();
    const std::vector<Eyes> everyone = {
        // fr-IG and fr-VI are in the battle: every player sees them now; fr-cav moved out of it.
        {"everyone",
         {"fr-cav", "French Cavalry", "al-II", "Allied II Corps", objectivesSeed, deckSeed,
          frenchHand, alliedHand},
         {"French Imperial Guard", "Prussian I Corps"}},
        {"player:allied-prussian",
         {"fr-cav", "French Cavalry", "fr-III", objectivesSeed, deckSeed, frenchHand},
         {"Allied II Corps", "French Imperial Guard", alliedHand}},
        {"player:french",
         {"al-II", "Allied II Corps", "pr-IV", "Prussian IV Corps", deckSeed, alliedHand},
         {"French Cavalry", "fr-cav", frenchHand, objectivesSeed}}};
    for (const Eyes &eyes : everyone) {
        std::string seen;
        for (const QStringList &form :
             {QStringList{"journal", "state", file},
              QStringList{"journal", "state", file, "--json"},
              QStringList{"journal", "state", file, "--at", "8"},
              QStringList{"journal", "show", file}, QStringList{"journal", "show", file, "--json"},
              QStringList{"journal", "export", file, "--format", "csv"},
              QStringList{"journal", "export", file, "--format", "json"},
              QStringList{"n1815", "state", file}, QStringList{"n1815", "state", file, "--json"},
              QStringList{"n1815", "show", file}, QStringList{"n1815", "show", file, "--json"}}) {
            const Run r = run(form + QStringList{"--viewer", eyes.viewer});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            std::string out = r.out.toStdString();
            if (form.contains("--json") || form.contains("json"))
                out += json::parse(out).dump(); // compact, as the hands are looked for
            for (const std::string &secret : eyes.mayNotSee)
                QVERIFY2(out.find(secret) == std::string::npos,
                         qPrintable(form.join(' ') + " --viewer " + eyes.viewer + " holds " +
                                    QString::fromStdString(secret) + ": " +
                                    QString::fromStdString(out)));
            seen += out;
        }
        for (const std::string &own : eyes.sees) // the control: the search finds what is there
            QVERIFY2(seen.find(own) != std::string::npos,
                     qPrintable(eyes.viewer + " does not see " + QString::fromStdString(own)));
    }
}

void TestN1815JournalCli::hidesTheObjectives()
{
    // N1815 5: the objectives stay hidden until the game reveals them, on every face of the
    // command line (the module decides; n1815 show once printed them).
    for (const QStringList &args :
         {QStringList{"journal", "show", m_file}, QStringList{"journal", "show", m_file, "--json"},
          QStringList{"journal", "export", m_file},
          QStringList{"journal", "export", m_file, "--format", "json"},
          QStringList{"journal", "state", m_file},
          QStringList{"journal", "state", m_file, "--json"}, QStringList{"n1815", "show", m_file},
          QStringList{"n1815", "show", m_file, "--json"}, QStringList{"n1815", "state", m_file},
          QStringList{"n1815", "state", m_file, "--json"},
          QStringList{"journal", "show", m_file, "--json", "--viewer", "referee"},
          QStringList{"journal", "show", m_file, "--json", "--viewer", "player:allied-prussian"}}) {
        const Run r = run(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // Liege and Brussels are also towns where units stand: look at the objectives themselves.
        QVERIFY2(!r.out.contains("\"objectives\":[\"") && !r.out.contains("\"brussels\",") &&
                     !r.out.contains("Liege, Brussels"),
                 qPrintable(args.join(' ') + ": " + QString::fromUtf8(r.out)));
        if (args.contains("--json") && args.contains("show")) {
            const json doc = json::parse(r.out.toStdString());
            QCOMPARE(doc["events"][1]["data"]["objectives"].get<std::string>(),
                     std::string("hidden"));
        }
    }
    // The French player sees his own.
    const Run french = run({"journal", "state", m_file, "--viewer", "player:french"});
    QVERIFY2(french.out.contains("French objectives: "), french.out.constData());
    const Run frenchShow = run({"n1815", "show", m_file, "--viewer", "player:french"});
    QVERIFY2(frenchShow.out.contains("the French objectives are recorded: "),
             frenchShow.out.constData());
}

void TestN1815JournalCli::exportsCsv()
{
    const Run r = run({"journal", "export", m_file, "--format", "csv"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 8); // the header and seven events
    QCOMPARE(lines.front(), QByteArray("seq,time,kind,counts,summary,data\r"));
    QVERIFY(lines[3].startsWith("3,"));
    QVERIFY(lines[3].contains(",n1815.action,yes,weather: rolls 4,"));
    QVERIFY(lines[6].contains(",no,a French unit moves")); // undone
}

void TestN1815JournalCli::exportsJson()
{
    const QString out = m_dir.filePath("game.json");
    const Run r = run({"journal", "export", m_file, "--format", "json", "--output", out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const json doc = json::parse(file.readAll().toStdString());
    QCOMPARE(doc["events"].size(), std::size_t(7));
    QCOMPARE(doc["state"]["turn"].get<int>(), 1);
    QCOMPARE(doc["game"].get<std::string>(), std::string("Napoleon 1815 Returns"));
}

void TestN1815JournalCli::refusesHtml()
{
    const Run r = run({"journal", "export", m_file, "--format", "html"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("csv or json"));
}

void TestN1815JournalCli::verifies_data()
{
    QTest::addColumn<QString>("roll");   // the weather roll of a fresh game
    QTest::addColumn<QString>("append"); // a line appended to the journal, if any
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");
    QTest::newRow("N1815 9 a physical roll verifies by replay") << "4"
                                                                << "" << 0 << "verified";
    QTest::newRow("N1815 9 a generated roll is re-derived")
        << R"({"value": 2, "source": "generated", "seed": 42, "draw": 0})"
        << "" << 0 << "verified";
    QTest::newRow("N1815 9 a forged generated roll is caught")
        << R"({"value": 6, "source": "generated", "seed": 42, "draw": 0})"
        << "" << 3 << "draw 0 of seed 42 is 2";
    QTest::newRow("N1815 10 an action the rules refuse is bad data")
        << "4"
        << R"({"seq":3,"time":"2026-01-01T00:00:00.000Z","kind":"n1815.action","data":{"action":"move","unit":"fr-IG","path":["brussels"]}})"
        << 3 << "action 2";
}

void TestN1815JournalCli::verifies()
{
    QFETCH(QString, roll);
    QFETCH(QString, append);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    static int n = 0;
    const QString file = m_dir.filePath(QStringLiteral("verify-%1.jsonl").arg(++n));
    QCOMPARE(run({"n1815", "new", file}).exitCode, 0);
    act(file, {{"action", "weather"}, {"roll", json::parse(roll.toStdString())}});
    if (!append.isEmpty()) {
        // Chained to the last line with a good checksum, as a program would write it: what is wrong
        // is the action itself.
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        f.close();
        QVERIFY(f.open(QIODevice::Append));
        const std::optional<umpire::LineSum> last =
            umpire::storedLineSum(lines.last().toStdString());
        QVERIFY(last);
        f.write(QByteArray::fromStdString(
                    umpire::sealJournalLine(json::parse(append.toStdString()).dump(), *last)) +
                "\n");
    }
    const Run r = run({"journal", "verify", file});
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(r.out + r.err).contains(says), (r.out + r.err).constData());
}

QTEST_APPLESS_MAIN(TestN1815JournalCli)
#include "tst_n1815journalcli.moc"
