// A process writing a journal is killed (SIGKILL) at random moments, a hundred
// times over the same file, and every event it acknowledged must still be in the file, intact, and
// the file must open read-write as a user would open it. The only problem allowed is a torn last
// line, whose bytes are then set aside in PATH.torn.
#include <QtTest/QtTest>

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include "crtevents.h"
#include "journal.h"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <random>

using namespace umpire;
using nlohmann::json;

namespace {

constexpr int kills = 100;
constexpr int minAcks = 200; // about 5 per kill on a slow disk; far more on most machines

// The test's seed: UMPIRE_CRASH_SEED when set (to repeat a failing run), else a fixed one.
std::uint64_t crashSeed()
{
    const QByteArray given = qgetenv("UMPIRE_CRASH_SEED");
    bool ok = false;
    const std::uint64_t seed = given.toULongLong(&ok);
    return ok ? seed : 1815061800;
}

// The complete "ack <seq> <event>" lines of a writer's output; a line cut off by the kill was never
// acknowledged.
std::map<std::uint64_t, json> readAcks(const QByteArray &out, QString *error)
{
    std::map<std::uint64_t, json> acks;
    const QList<QByteArray> lines = out.split('\n');
    for (qsizetype i = 0; i + 1 < lines.size();
         ++i) { // the last piece has no newline: not a whole line
        const QByteArray &line = lines[i];
        if (line.startsWith("opened "))
            continue;
        const qsizetype space = line.indexOf(' ', 4);
        if (!line.startsWith("ack ") || space < 0) {
            *error = "unexpected writer output: " + QString::fromUtf8(line);
            return {};
        }
        bool ok = false;
        const std::uint64_t seq = line.mid(4, space - 4).toULongLong(&ok);
        const json event = json::parse(line.mid(space + 1).toStdString(), nullptr, false);
        if (!ok || event.is_discarded() || event.value("seq", std::uint64_t{0}) != seq) {
            *error = "bad ack line: " + QString::fromUtf8(line);
            return {};
        }
        acks[seq] = event;
    }
    return acks;
}

} // namespace

class TestJournalCrash : public QObject
{
    Q_OBJECT

  private slots:
    // The journal is read bare here, and its writer appends chart-game rolls.
    void initTestCase() { umpire::crt::registerKinds(); }
    void killedWriterLosesNoAcknowledgedEvent()
    {
        const QString writer = QStringLiteral(UMPIRE_TOOLS_DIR "/journalwriter");
        QVERIFY2(QFile::exists(writer), qPrintable("no journal writer at " + writer));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("crash.jsonl").toStdString();
        const std::string torn = path + ".torn";

        const std::uint64_t seed = crashSeed();
        qInfo("seed %llu (set UMPIRE_CRASH_SEED to repeat a run)",
              static_cast<unsigned long long>(seed));
        std::mt19937_64 rng(seed);

        std::map<std::uint64_t, json> acked; // every event acknowledged so far, by any writer
        std::size_t tornLines = 0;
        std::size_t eventsBefore = 0;
        QElapsedTimer clock;
        clock.start();
        for (int round = 1; round <= kills; ++round) {
            const int delayMs = 2 + static_cast<int>(rng() % 59);
            QStringList args = {QString::fromStdString(path), "--seed", QString::number(rng())};
            args << "--create"
                 << "nlb"; // only when the file does not exist yet
            QProcess process;
            process.start(writer, args);
            QVERIFY2(process.waitForStarted(10000), qPrintable(process.errorString()));
            QThread::msleep(static_cast<unsigned long>(delayMs));
            process.kill(); // SIGKILL
            QVERIFY(process.waitForFinished(10000));
            const QByteArray out = process.readAllStandardOutput();
            const QByteArray err = process.readAllStandardError();
            const QString where =
                QString("round %1 (killed after %2 ms): ").arg(round).arg(delayMs);
            // A writer that ended by itself failed (it only ever ends by being killed).
            QVERIFY2(process.exitStatus() == QProcess::CrashExit,
                     qPrintable(where + "the writer exited with " +
                                QString::number(process.exitCode()) + ": " + err));

            QString error;
            const std::map<std::uint64_t, json> acks = readAcks(out, &error);
            QVERIFY2(error.isEmpty(), qPrintable(where + error));
            for (const auto &[seq, event] : acks) {
                QVERIFY2(!acked.count(seq),
                         qPrintable(where + "seq " + QString::number(seq) + " acknowledged twice"));
                acked[seq] = event;
            }

            if (!std::filesystem::exists(path)) {
                // Killed before it created the journal: nothing can have been acknowledged.
                QVERIFY2(acked.empty(),
                         qPrintable(where + "events were acknowledged but there is no journal"));
                continue;
            }
            // What follows the last end of line is what a torn line would set aside.
            QByteArray tail;
            {
                QFile file(QString::fromStdString(path));
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QByteArray bytes = file.readAll();
                tail = bytes.mid(bytes.lastIndexOf('\n') + 1);
            }
            // Opened read-write, as a user would after the crash.
            Result<Journal> journal = Journal::open(path, Journal::Mode::ReadWrite);
            if (!journal)
                QFAIL(qPrintable(where + "the journal does not open: " +
                                 QString::fromStdString(journal.error().message)));
            for (const JournalProblem &problem : journal->problems()) {
                QVERIFY2(problem.kind == JournalProblem::Kind::TornLastLine,
                         qPrintable(where + "unexpected problem: " +
                                    QString::fromStdString(problem.message)));
                ++tornLines;
                QFile aside(QString::fromStdString(torn));
                QVERIFY2(aside.open(QIODevice::ReadOnly) && aside.readAll().endsWith(tail + "\n"),
                         qPrintable(where + "the torn line's bytes were not set aside in " +
                                    aside.fileName()));
            }
            QVERIFY2(!journal->readOnly(), qPrintable(where + "the journal opens read-only"));

            // Every event ever acknowledged is there, exactly as acknowledged.
            Result<std::vector<JournalEvent>> read = journal->readEvents();
            QVERIFY2(read, qPrintable(where + QString::fromStdString(read ? std::string()
                                                                          : read.error().message)));
            const std::vector<JournalEvent> &events = *read;
            QVERIFY2(events.size() >= eventsBefore,
                     qPrintable(where + QString("the journal shrank from %1 to %2 events")
                                            .arg(eventsBefore)
                                            .arg(events.size())));
            for (const auto &[seq, event] : acked) {
                QVERIFY2(
                    seq >= 1 && seq <= events.size(),
                    qPrintable(where +
                               QString("acknowledged event %1 is missing (%2 events in the file)")
                                   .arg(seq)
                                   .arg(events.size())));
                const json found = events[seq - 1].toJson();
                QVERIFY2(found == event,
                         qPrintable(where + QString("event %1 differs: acknowledged %2, found %3")
                                                .arg(seq)
                                                .arg(QString::fromStdString(event.dump()),
                                                     QString::fromStdString(found.dump()))));
            }
            eventsBefore = events.size();
        }

        qInfo("%d kills in %lld ms: %zu events acknowledged, %zu in the file, %zu torn last lines "
              "set aside",
              kills, static_cast<long long>(clock.elapsed()), acked.size(), eventsBefore,
              tornLines);
        // Without this the test could pass by never getting a writer to acknowledge anything.
        QVERIFY2(
            acked.size() >= minAcks,
            qPrintable(
                QString("only %1 events were acknowledged in %2 kills; at least %3 make the test "
                        "meaningful")
                    .arg(acked.size())
                    .arg(kills)
                    .arg(minAcks)));
    }
};

QTEST_GUILESS_MAIN(TestJournalCrash)
#include "tst_journalcrash.moc"
