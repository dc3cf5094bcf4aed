// Several programs share one journal. Two writers appending thousands of events each
// lose nothing and never duplicate a sequence number; a writer killed and retried with the same
// append ids leaves each event once; a writer waits for another's lock, up to its timeout.
#include <QtTest/QtTest>

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include "crtevents.h"
#include "journal.h"

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

using namespace umpire;
using nlohmann::json;

namespace {

const QString writer = QStringLiteral(UMPIRE_TOOLS_DIR "/journalwriter");

// A journal of format version 1 (no checksums, as older Umpires wrote them): an NLB game
// and `events` - 1 notes, written directly (appending each would sync each).
void writeVersionOne(const std::string &path, int events)
{
    std::ofstream out(path, std::ios::binary);
    out << R"({"created":"2026-01-01T00:00:00.000Z","format":"umpire-journal","ruleset":"nlb",)"
        << R"("scenario":"","title":"shared","version":1})"
        << "\n";
    out << R"({"data":{"orderOfBattle":[],"players":["French","Prussian"],"scenario":"",)"
        << R"("seed":42,"sides":[{"name":"French"},{"name":"Prussian"}],"turns":[]},)"
        << R"("kind":"game.created","seq":1,"time":"2026-01-01T00:00:00.000Z"})"
        << "\n";
    for (int seq = 2; seq <= events; ++seq)
        out << R"({"data":{"text":"earlier note )" << seq << R"("},"kind":"note","seq":)" << seq
            << R"(,"time":"2026-01-01T00:00:01.000Z"})"
            << "\n";
}

struct Acks
{
    std::map<std::uint64_t, json> acked;    // seq -> the event as the writer was answered
    std::map<std::uint64_t, json> repeated; // answered with an event already written
    QString error;
};

Acks readAcks(const QByteArray &out)
{
    Acks acks;
    const QList<QByteArray> lines = out.split('\n');
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) { // the last piece has no end of line
        const QByteArray &line = lines[i];
        if (line.startsWith("opened ") || line == "holding")
            continue;
        const bool repeat = line.startsWith("repeat ");
        const qsizetype first = line.indexOf(' ');
        const qsizetype second = line.indexOf(' ', first + 1);
        const json event = json::parse(line.mid(second + 1).toStdString(), nullptr, false);
        bool ok = false;
        const std::uint64_t seq = line.mid(first + 1, second - first - 1).toULongLong(&ok);
        if ((!repeat && !line.startsWith("ack ")) || !ok || event.is_discarded()) {
            acks.error = "bad writer output: " + QString::fromUtf8(line);
            return acks;
        }
        (repeat ? acks.repeated : acks.acked)[seq] = event;
    }
    return acks;
}

std::vector<JournalEvent> eventsOf(const std::string &path)
{
    Result<Journal> journal = Journal::open(path, Journal::Mode::ReadOnly);
    if (!journal)
        qFatal("%s", journal.error().message.c_str());
    for (const JournalProblem &p : journal->problems())
        qFatal("%s", p.message.c_str());
    Result<std::vector<JournalEvent>> events = journal->readEvents();
    if (!events)
        qFatal("%s", events.error().message.c_str());
    return std::move(events).value();
}

// umpire-cli with its arguments: exit code, standard output and error.
struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

// Waits until the process has printed `text` (a line of its output).
bool printed(QProcess &process, const QByteArray &text)
{
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    process.waitForStarted(10000);
    while (!out.contains(text) && clock.elapsed() < 20000 && process.state() == QProcess::Running) {
        process.waitForReadyRead(500);
        out += process.readAllStandardOutput();
    }
    return out.contains(text);
}

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(UMPIRE_CLI), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace

class TestJournalShare : public QObject
{
    Q_OBJECT

  private slots:
    // The journal is read bare here, and its writer appends chart-game rolls.
    void initTestCase() { umpire::crt::registerKinds(); }
    void twoWritersOfThousandsLoseNothing()
    {
        // Two processes append 2,000 events each to one journal of 60,000.
        QVERIFY2(QFile::exists(writer), qPrintable("no journal writer at " + writer));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("shared.jsonl").toStdString();
        writeVersionOne(path, 60000);
        {
            // Its first append upgrades it: every line with its checksum.
            Result<Journal> journal = Journal::open(path);
            QVERIFY2(journal.ok(), journal ? "" : journal.error().message.c_str());
            QVERIFY(journal->append(EventKind::Note, {{"text", "before the two writers"}}).ok());
            QCOMPARE(journal->header().version, 2);
        }
        QElapsedTimer clock;
        clock.start();
        QProcess a, b;
        for (auto [process, name] : {std::pair{&a, "A"}, std::pair{&b, "B"}})
            process->start(writer, {QString::fromStdString(path), "--count", "2000", "--ids", name,
                                    "--plain", "--seed", name == std::string("A") ? "1" : "2",
                                    "--wait", "60000"});
        for (QProcess *process : {&a, &b}) {
            QVERIFY(process->waitForStarted(10000));
            QVERIFY(process->waitForFinished(300000));
            QVERIFY2(process->exitStatus() == QProcess::NormalExit && process->exitCode() == 0,
                     process->readAllStandardError().constData());
        }
        qInfo("two writers, 2,000 appends each, in %lld ms",
              static_cast<long long>(clock.elapsed()));
        const Acks fromA = readAcks(a.readAllStandardOutput());
        const Acks fromB = readAcks(b.readAllStandardOutput());
        QVERIFY2(fromA.error.isEmpty() && fromB.error.isEmpty(),
                 qPrintable(fromA.error + fromB.error));
        QCOMPARE(fromA.acked.size(), std::size_t{2000});
        QCOMPARE(fromB.acked.size(), std::size_t{2000});

        // The file opens with no problem: the sequence has no gap and no duplicate.
        const std::vector<JournalEvent> events = eventsOf(path);
        QCOMPARE(events.size(), std::size_t{60001 + 4000});
        // Every acknowledged event is in the journal exactly once, as acknowledged.
        std::map<std::string, int> seen;
        for (const JournalEvent &e : events)
            if (!e.id.empty())
                ++seen[e.id];
        for (const Acks *acks : {&fromA, &fromB})
            for (const auto &[seq, event] : acks->acked) {
                QVERIFY2(!(acks == &fromA ? fromB : fromA).acked.count(seq),
                         qPrintable(QString("seq %1 acknowledged to both writers").arg(seq)));
                QCOMPARE(events[seq - 1].toJson(), event);
                QCOMPARE(seen[event["id"].get<std::string>()], 1);
            }
        QCOMPARE(seen.size(), std::size_t{4000});

        const Run verify = cli({"journal", "verify", QString::fromStdString(path)});
        QVERIFY2(verify.exitCode == 0, verify.out + verify.err);
        QVERIFY(verify.out.contains("verified"));
    }

    void twoWritersUpgradeOnce()
    {
        // Both writers find a version-1 journal: the first to append upgrades it (a new file
        // renamed over the old), the other follows it to the new file and loses nothing.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("old.jsonl").toStdString();
        writeVersionOne(path, 3000);
        QProcess a, b;
        for (auto [process, name] : {std::pair{&a, "A"}, std::pair{&b, "B"}})
            process->start(writer, {QString::fromStdString(path), "--count", "300", "--ids", name,
                                    "--plain", "--wait", "60000"});
        for (QProcess *process : {&a, &b}) {
            QVERIFY(process->waitForFinished(120000));
            QVERIFY2(process->exitStatus() == QProcess::NormalExit && process->exitCode() == 0,
                     process->readAllStandardError().constData());
        }
        const Acks fromA = readAcks(a.readAllStandardOutput());
        const Acks fromB = readAcks(b.readAllStandardOutput());
        const std::vector<JournalEvent> events = eventsOf(path);
        QCOMPARE(events.size(), std::size_t{3600});
        for (const Acks *acks : {&fromA, &fromB}) {
            QCOMPARE(acks->acked.size(), std::size_t{300});
            for (const auto &[seq, event] : acks->acked)
                QCOMPARE(events[seq - 1].toJson(), event);
        }
        QVERIFY(QFile::exists(QString::fromStdString(path + ".v1"))); // the original, kept once
        QVERIFY(!QFile::exists(QString::fromStdString(path + ".v1-2")));
    }

    void killedAndRetriedAppendLeavesOneEvent()
    {
        // A writer killed after its appends were written, then run again
        // with the same append ids, leaves each event once.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("retry.jsonl").toStdString();
        writeVersionOne(path, 10);
        const QStringList args = {
            QString::fromStdString(path), "--count", "200", "--ids", "R", "--seed", "7"};
        QProcess first;
        first.start(writer, args);
        QVERIFY(first.waitForStarted(10000));
        // Killed once it has acknowledged some appends: at least one, not all.
        QByteArray out;
        while (out.count("\nack ") < 20 && first.state() == QProcess::Running) {
            first.waitForReadyRead(1000);
            out += first.readAllStandardOutput();
        }
        first.kill();
        first.waitForFinished(10000);
        out += first.readAllStandardOutput();
        const Acks before = readAcks(out);
        QVERIFY2(before.error.isEmpty(), qPrintable(before.error));
        QVERIFY2(before.acked.size() >= 20 && before.acked.size() < 200,
                 qPrintable(QString("%1 acknowledged before the kill").arg(before.acked.size())));

        QProcess retry;
        retry.start(writer, args);
        QVERIFY(retry.waitForFinished(120000));
        QCOMPARE(retry.exitCode(), 0);
        const Acks after = readAcks(retry.readAllStandardOutput());
        QVERIFY2(after.error.isEmpty(), qPrintable(after.error));
        // Everything written before the kill is answered as already there, with the same event.
        QVERIFY(after.repeated.size() >= before.acked.size());
        for (const auto &[seq, event] : before.acked) {
            QVERIFY2(after.repeated.count(seq),
                     qPrintable(QString("seq %1 was written again").arg(seq)));
            QCOMPARE(after.repeated.at(seq), event);
        }
        QCOMPARE(after.repeated.size() + after.acked.size(), std::size_t{200});

        const std::vector<JournalEvent> events = eventsOf(path);
        QCOMPARE(events.size(), std::size_t{10 + 200});
        std::set<std::string> ids;
        for (const JournalEvent &e : events)
            if (!e.id.empty())
                QVERIFY2(ids.insert(e.id).second,
                         qPrintable("id twice: " + QString::fromStdString(e.id)));
        QCOMPARE(ids.size(), std::size_t{200});
    }

    void cliAppendWithIdIsWrittenOnce()
    {
        // The same from the command line: `journal append ... --id` run twice writes once.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("cli.jsonl");
        QCOMPARE(cli({"journal", "new", path, "--ruleset", "nlb"}).exitCode, 0);
        const QStringList append = {"journal",     "append", path,     "note",  "--text",
                                    "Ligny taken", "--id",   "note-1", "--json"};
        const Run once = cli(append);
        QVERIFY2(once.exitCode == 0, once.err);
        const Run twice = cli(append);
        QVERIFY2(twice.exitCode == 0, twice.err);
        const json first = json::parse(once.out.toStdString());
        const json second = json::parse(twice.out.toStdString());
        QCOMPARE(second["seq"], first["seq"]);
        QCOMPARE(second["repeated"], json(true));
        QCOMPARE(eventsOf(path.toStdString()).size(), std::size_t{2});
        // The same id for another kind of event is refused, naming it.
        const Run other = cli({"journal", "append", path, "roll", "--die", "3", "--id", "note-1"});
        QCOMPARE(other.exitCode, 2);
        QVERIFY2(other.err.contains("append id \"note-1\" is event 2 already, a note"), other.err);
        // A combat retried with its id answers with the journaled combat, not a second roll.
        const QStringList combat = {"journal", "append",   path, "combat", "--attack",
                                    "6",       "--defend", "2",  "--id",   "c1"};
        const Run fought = cli(combat);
        QVERIFY2(fought.exitCode == 0, fought.err);
        const Run again = cli(combat);
        QVERIFY2(again.exitCode == 0, again.err);
        QVERIFY(again.out.contains("Already in the journal (append id \"c1\")"));
        QCOMPARE(eventsOf(path.toStdString()).size(), std::size_t{3});
    }

    void writerWaitsForTheLockThenTimesOut()
    {
        // A second writer waits for the lock instead of failing at once; past its timeout it says
        // why, and nothing is written.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("held.jsonl");
        QCOMPARE(cli({"journal", "new", path, "--ruleset", "nlb"}).exitCode, 0);
        QProcess holder;
        holder.start(writer, {path, "--hold", "1500", "--count", "1"});
        QVERIFY(printed(holder, "holding\n"));
        QElapsedTimer clock;
        clock.start();
        const Run waited = cli({"journal", "append", path, "note", "--text", "after the holder"});
        QVERIFY2(waited.exitCode == 0, waited.err);
        QVERIFY2(clock.elapsed() >= 500, "the append did not wait for the lock");
        QVERIFY(holder.waitForFinished(10000));

        holder.start(writer, {path, "--hold", "5000", "--count", "1"});
        QVERIFY(printed(holder, "holding\n"));
        const Run refused =
            cli({"journal", "append", path, "note", "--text", "too late", "--wait", "1"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("kept this journal locked for 1 s"), refused.err);
        QVERIFY(holder.waitForFinished(20000));
        const std::vector<JournalEvent> events = eventsOf(path.toStdString());
        QCOMPARE(events.size(), std::size_t{1 + 1 + 1 + 1}); // created, holder, waited, holder
    }
};

QTEST_GUILESS_MAIN(TestJournalShare)
#include "tst_journalshare.moc"
