#include "crtevents.h"
#include "journal.h"
#include "n1815events.h"
#include "testsupport.h"
#include "vvevents.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

// Lets QCOMPARE print JSON values when they differ.
namespace nlohmann {
inline char *toString(const json &value)
{
    return qstrdup(value.dump().c_str());
}
} // namespace nlohmann

using nlohmann::json;
using umpire::ErrorKind;
using umpire::EventKind;
using umpire::Journal;
using umpire::JournalEvent;
using umpire::JournalHeader;
using umpire::JournalProblem;
using umpire::Result;
using umpire::test::allEvents;
using umpire::test::q;
using umpire::test::withoutSum;

// DESIGN "Journal": the journal file, JSON Lines with a header line, appended
// and synced, torn last lines and damage reported, older format versions migrated.
class TestJournal : public QObject
{
    Q_OBJECT

  private slots:
    void eventKindsRoundTripTheirNames();
    void aFamilyRegistersItsOwnKinds();
    void createWritesHeader();
    void createRefusesExistingPath_data();
    void createRefusesExistingPath();
    void createNeedsRuleset();
    void appendAssignsSeqAndTimeAndIsOnDisk();
    void appendRefusesBadEvents_data();
    void appendRefusesBadEvents();
    void reopenGivesSameEvents_data();
    void reopenGivesSameEvents();
    void openFixtureGood();
    void tornLastLine_data();
    void tornLastLine();
    void tornFixture();
    void readOnlyChangesNothing_data();
    void readOnlyChangesNothing();
    void missingFinalNewline();
    void damaged_data();
    void damaged();
    void damagedLastCompleteLine();
    void refusedFiles_data();
    void refusedFiles();
    void versionZeroReadOnly();
    void versionZeroMigrated();
    void versionZeroWithoutFinalNewlineMigrated();
    void secondWriterDoesNotDamage();
    void migrateEventV0_data();
    void migrateEventV0();
    void digestsKeepWhatReplayReads();
    void linesReadForReplayGiveTheDigestsOfTheWholeEvents();
    void readEventsRanges();
    void readEventsAfterMigration();
    void readEventsRefusesChangedFile();
};

namespace {

std::string readAll(const QString &path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

void writeAll(const QString &path, const std::string &bytes)
{
    std::ofstream out(path.toStdString(), std::ios::binary | std::ios::trunc);
    out << bytes;
}

QString fixturePath(const QString &name)
{
    return QStringLiteral(UMPIRE_FIXTURES_DIR "/journals/") + name;
}

// Copies a fixture into `dir` (fixtures are never opened in place: read-write opening may rewrite).
QString copyFixture(const QTemporaryDir &dir, const QString &name)
{
    const QString to = dir.filePath(name);
    writeAll(to, readAll(fixturePath(name)));
    return to;
}

// The lines of a file's text, without their newlines; a last line without a newline is kept too.
std::vector<std::string> splitLines(const std::string &text)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t nl = text.find('\n', start);
        if (nl == std::string::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, nl - start));
        start = nl + 1;
    }
    return lines;
}

QStringList entries(const QTemporaryDir &dir)
{
    return QDir(dir.path())
        .entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

JournalHeader nlbHeader()
{
    JournalHeader h;
    h.ruleset = "nlb";
    h.scenario = "ligny";
    h.title = "Ligny test";
    return h;
}

// Events of several kinds, in order; event i (from 1) is entry i - 1.
std::vector<std::pair<EventKind, json>> someEvents()
{
    return {
        {EventKind::GameCreated,
         {{"sides", json::array({{{"name", "French"}}, {{"name", "Prussian"}}})}, {"seed", 42}}},
        {umpire::crt::kinds::TurnAdvanced, {{"turn", 1}, {"weather", "clear"}}},
        {EventKind::Note, {{"text", "Ligny church taken: \"ours\"\twith a tab and \u00e9"}}},
        {umpire::crt::kinds::Roll,
         {{"value", 4}, {"source", "generated"}, {"seed", 42}, {"draw", 0}}},
        {umpire::crt::kinds::UnitEliminated,
         {{"unit", "P-I-1"}, {"side", "Prussian"}, {"strength", 5}}},
        {umpire::crt::kinds::Weather, {{"weather", "rain"}}},
    };
}

// A new journal at `path` with the first `count` of someEvents().
bool writeJournal(const QString &path, int count)
{
    Result<Journal> j = Journal::create(path.toStdString(), nlbHeader());
    if (!j)
        return false;
    const auto events = someEvents();
    for (int i = 0; i < count; ++i)
        if (!j->append(events[static_cast<std::size_t>(i) % events.size()].first,
                       events[static_cast<std::size_t>(i) % events.size()].second))
            return false;
    return true;
}

bool isIsoUtcMillis(const std::string &time)
{
    static const QRegularExpression form(
        QStringLiteral("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$"));
    return form.match(q(time)).hasMatch();
}

const char *message(const umpire::Error &e)
{
    return e.message.c_str();
}

// `after` is `before` and one more line: the event `e`, chained to the line before it.
void isAppendedTo(const std::string &before, const std::string &after, const JournalEvent &e)
{
    QVERIFY2(after.size() > before.size() && after.compare(0, before.size(), before) == 0,
             "the file is not the one before with a line added");
    const std::string added = after.substr(before.size());
    QCOMPARE(added.back(), '\n');
    const std::string line = added.substr(0, added.size() - 1);
    QCOMPARE(withoutSum(line), e.toJson());
    const std::vector<std::string> lines = splitLines(before);
    QVERIFY(umpire::lineSumMatches(line, *umpire::storedLineSum(lines.back())));
}

} // namespace

void TestJournal::createWritesHeader()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    Result<Journal> j = Journal::create(path.toStdString(), nlbHeader());
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));

    const std::string text = readAll(path);
    QVERIFY(!text.empty());
    QCOMPARE(text.back(), '\n');
    const std::vector<std::string> lines = splitLines(text);
    QCOMPARE(lines.size(), std::size_t{1});
    const json header = json::parse(lines[0]);
    QCOMPARE(q(header.at("format").get<std::string>()), QStringLiteral("umpire-journal"));
    QCOMPARE(header.at("version").get<int>(), 2);
    QVERIFY2(umpire::lineSumMatches(lines[0], 0), lines[0].c_str()); // the chain starts at 0
    QCOMPARE(q(header.at("ruleset").get<std::string>()), QStringLiteral("nlb"));
    QCOMPARE(q(header.at("scenario").get<std::string>()), QStringLiteral("ligny"));
    QCOMPARE(q(header.at("title").get<std::string>()), QStringLiteral("Ligny test"));
    const std::string created = header.at("created").get<std::string>();
    QVERIFY2(isIsoUtcMillis(created), created.c_str());
    const QDateTime createdAt = QDateTime::fromString(q(created), Qt::ISODateWithMs);
    QVERIFY(createdAt.isValid());
    QVERIFY(createdAt >= before);
    QVERIFY(createdAt <= QDateTime::currentDateTimeUtc().addSecs(1));

    QCOMPARE(j->header().version, 2);
    QCOMPARE(q(j->header().created), q(created));
    QVERIFY(j->size() == 0);
    QVERIFY(j->problems().empty());
    QVERIFY(!j->readOnly());
    QCOMPARE(q(j->path()), path);
}

void TestJournal::createRefusesExistingPath_data()
{
    QTest::addColumn<QByteArray>("existing");
    QTest::newRow("DESIGN Journal: create refuses an existing journal and leaves it as it was")
        << QByteArray(
               "{\"format\":\"umpire-journal\",\"version\":1,\"ruleset\":\"nlb\"}\n{\"seq\":1}\n");
    QTest::newRow("DESIGN Journal: create refuses any existing file (never overwritten)")
        << QByteArray("precious notes of the referee\n");
    QTest::newRow("DESIGN Journal: create refuses an existing empty file") << QByteArray();
}

void TestJournal::createRefusesExistingPath()
{
    QFETCH(QByteArray, existing);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    writeAll(path, existing.toStdString());

    Result<Journal> j = Journal::create(path.toStdString(), nlbHeader());
    QVERIFY(!j.ok());
    QCOMPARE(j.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(j.error().message).contains(path), message(j.error()));
    QVERIFY2(q(j.error().message).contains("already exists"), message(j.error()));
    QCOMPARE(readAll(path), existing.toStdString());
    QCOMPARE(entries(dir), QStringList{"game.jsonl"});
}

void TestJournal::createNeedsRuleset()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    JournalHeader h = nlbHeader();
    h.ruleset.clear();
    Result<Journal> j = Journal::create(path.toStdString(), h);
    QVERIFY(!j.ok());
    QCOMPARE(j.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(j.error().message).contains("ruleset"), message(j.error()));
    QVERIFY(!QFile::exists(path));
}

void TestJournal::appendAssignsSeqAndTimeAndIsOnDisk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    Result<Journal> j = Journal::create(path.toStdString(), nlbHeader());
    QVERIFY(j.ok());
    const std::string headerLine = splitLines(readAll(path)).at(0);

    const auto events = someEvents();
    for (std::size_t i = 0; i < 3; ++i) {
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
        Result<JournalEvent> e = j->append(events[i].first, events[i].second);
        QVERIFY2(e.ok(), e.ok() ? "" : message(e.error()));
        QCOMPARE(e->seq, i + 1);
        QCOMPARE(e->kind, events[i].first);
        QCOMPARE(e->data, events[i].second);
        QVERIFY2(isIsoUtcMillis(e->time), e->time.c_str());
        const QDateTime at = QDateTime::fromString(q(e->time), Qt::ISODateWithMs);
        QVERIFY(at.isValid());
        QCOMPARE(at.timeSpec(), Qt::UTC);
        QVERIFY(at >= before);
        QVERIFY(at <= QDateTime::currentDateTimeUtc().addSecs(1));

        // The bytes are in the file as soon as append returns: read it back independently.
        std::ifstream in(path.toStdString(), std::ios::binary);
        QVERIFY(in.good());
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string text = buffer.str();
        QCOMPARE(text.back(), '\n');
        const std::vector<std::string> lines = splitLines(text);
        QCOMPARE(lines.size(), i + 2);
        QCOMPARE(q(lines[0]), q(headerLine));
        const json written = withoutSum(lines.back());
        QCOMPARE(written, e->toJson());
        QCOMPARE(written.at("seq").get<std::uint64_t>(), i + 1);
        QCOMPARE(q(written.at("kind").get<std::string>()), q(events[i].first));
        QCOMPARE(written.at("data"), events[i].second);
        QCOMPARE(q(written.at("time").get<std::string>()), q(e->time));
        QCOMPARE(j->size(), i + 1);
    }
}

void TestJournal::appendRefusesBadEvents_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("named"); // what the refusal must name

    QTest::newRow("an unknown kind is refused, naming it")
        << "unit.teleported" << QByteArray(R"({"unit":"F-I-1"})") << "unit.teleported";
    QTest::newRow("an empty kind is refused") << "" << QByteArray(R"({})") << "unknown event kind";
    QTest::newRow("a note without its text is refused, naming the field")
        << "note" << QByteArray(R"({"txt":"typo"})") << "\"text\"";
    QTest::newRow("unit.reduced without its strength is refused")
        << "unit.reduced" << QByteArray(R"({"unit":"F-I-1"})") << "\"strength\"";
    QTest::newRow("a roll without its source is refused")
        << "roll" << QByteArray(R"({"value":4})") << "\"source\"";
    QTest::newRow("an override without why is refused")
        << "override" << QByteArray(R"({"what":"odds","computed":"2-1","imposed":"3-1"})")
        << "\"why\"";
    QTest::newRow("an undo without its target is refused")
        << "undo" << QByteArray(R"({})") << "\"target\"";
    QTest::newRow("data that is not an object is refused")
        << "note" << QByteArray(R"(["text"])") << "object";
}

void TestJournal::appendRefusesBadEvents()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, data);
    QFETCH(QString, named);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    Result<Journal> j = Journal::create(path.toStdString(), nlbHeader());
    QVERIFY(j.ok());
    QVERIFY(j->append(EventKind::Note, {{"text", "first"}}).ok());
    const std::string before = readAll(path);

    Result<JournalEvent> e =
        umpire::test::appendNamed(*j, kind.toStdString(), json::parse(data.toStdString()));
    QVERIFY(!e.ok());
    QCOMPARE(e.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(e.error().message).contains(named), message(e.error()));
    QCOMPARE(readAll(path), before);
    QCOMPARE(j->size(), std::size_t{1});

    // Nothing was used up: the next good event is number 2 on line 3.
    Result<JournalEvent> next = j->append(EventKind::Note, {{"text", "second"}});
    QVERIFY(next.ok());
    QCOMPARE(next->seq, std::uint64_t{2});
    const std::vector<std::string> lines = splitLines(readAll(path));
    QCOMPARE(lines.size(), std::size_t{3});
    QCOMPARE(withoutSum(lines[2]), next->toJson());
}

void TestJournal::reopenGivesSameEvents_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("DESIGN Journal: reopened read-write, the same header and events")
        << int(Journal::Mode::ReadWrite);
    QTest::newRow("DESIGN Journal: reopened read-only, the same header and events")
        << int(Journal::Mode::ReadOnly);
}

void TestJournal::reopenGivesSameEvents()
{
    QFETCH(int, mode);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    std::vector<JournalEvent> written;
    JournalHeader header;
    {
        Result<Journal> j = Journal::create(path.toStdString(), nlbHeader());
        QVERIFY(j.ok());
        for (const auto &[kind, data] : someEvents()) {
            Result<JournalEvent> e = j->append(kind, data);
            QVERIFY(e.ok());
            written.push_back(*e);
        }
        header = j->header();
    }
    const std::string bytes = readAll(path);

    Result<Journal> j = Journal::open(path.toStdString(), Journal::Mode(mode));
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QVERIFY(j->problems().empty());
    QCOMPARE(j->header().toJson(), header.toJson());
    QCOMPARE(j->size(), written.size());
    for (std::size_t i = 0; i < written.size(); ++i) {
        QCOMPARE(allEvents(*j)[i].seq, written[i].seq);
        QCOMPARE(q(allEvents(*j)[i].time), q(written[i].time));
        QCOMPARE(allEvents(*j)[i].kind, written[i].kind);
        QCOMPARE(allEvents(*j)[i].data, written[i].data);
    }
    QCOMPARE(j->readOnly(), Journal::Mode(mode) == Journal::Mode::ReadOnly);
    QCOMPARE(readAll(path), bytes);

    Result<JournalEvent> e = j->append(EventKind::Note, {{"text", "after reopening"}});
    if (Journal::Mode(mode) == Journal::Mode::ReadOnly) {
        QVERIFY(!e.ok());
        QCOMPARE(e.error().kind, ErrorKind::BadInput);
        QVERIFY2(q(e.error().message).contains("read-only"), message(e.error()));
        QCOMPARE(readAll(path), bytes);
    } else {
        QVERIFY(e.ok());
        QCOMPARE(e->seq, std::uint64_t{written.size() + 1});
        isAppendedTo(bytes, readAll(path), *e);
    }
}

void TestJournal::openFixtureGood()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = copyFixture(dir, "v1-good.jsonl");
    Result<Journal> j = Journal::open(path.toStdString());
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QVERIFY(j->problems().empty());
    QCOMPARE(q(j->header().ruleset), QStringLiteral("nlb"));
    QCOMPARE(q(j->header().scenario), QStringLiteral("ligny"));
    QCOMPARE(q(j->header().title), QStringLiteral("Ligny fixture"));
    QCOMPARE(q(j->header().created), QStringLiteral("2024-05-01T18:00:00.000Z"));
    QStringList kinds;
    for (const JournalEvent &e : allEvents(*j))
        kinds << q(e.kind);
    QCOMPARE(kinds, (QStringList{"game.created", "turn.advanced", "unit.eliminated", "note",
                                 "unit.eliminated"}));
    QCOMPARE(allEvents(*j)[2].data, json({{"unit", "P-I-1"}}));
    QCOMPARE(q(allEvents(*j)[3].time), QStringLiteral("2024-05-01T18:00:04.000Z"));
    QCOMPARE(readAll(path), readAll(fixturePath("v1-good.jsonl")));
}

void TestJournal::tornLastLine_data()
{
    QTest::addColumn<int>("events"); // events written before the cut; the last one is cut
    QTest::addColumn<int>(
        "keep"); // bytes of the last line kept; negative: counted from its end (without "\n")

    QTest::newRow("DESIGN Journal: a torn last line (one byte left) is reported and every event "
                  "before it opens")
        << 4 << 1;
    QTest::newRow("DESIGN Journal: a torn last line (cut in the middle) is reported and every "
                  "event before it opens")
        << 4 << 30;
    QTest::newRow("DESIGN Journal: a torn last line (all but its closing brace) is reported and "
                  "every event before it opens")
        << 4 << -1;
    QTest::newRow("DESIGN Journal: a torn first event after the header opens with no events")
        << 1 << 20;
    QTest::newRow("DESIGN Journal: a torn line after many events keeps all of them") << 30 << 12;
}

void TestJournal::tornLastLine()
{
    QFETCH(int, events);
    QFETCH(int, keep);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    QVERIFY(writeJournal(path, events));
    const std::string full = readAll(path);
    const std::vector<std::string> lines = splitLines(full);
    QCOMPARE(lines.size(), std::size_t(events + 1));
    const std::size_t lastStart = full.size() - lines.back().size() - 1;
    const std::size_t kept =
        keep >= 0 ? std::size_t(keep) : lines.back().size() - std::size_t(-keep);
    QVERIFY(kept > 0 && kept < lines.back().size());
    const std::string good = full.substr(0, lastStart);
    const std::string tornBytes = lines.back().substr(0, kept);
    QVERIFY(::truncate(path.toLocal8Bit().constData(), off_t(lastStart + kept)) == 0);
    const std::string cut = readAll(path);
    QCOMPARE(cut, good + tornBytes);
    const std::size_t tornLine = std::size_t(events) + 1;
    const QString lineText = QStringLiteral("line %1").arg(tornLine);

    // Read-only: reported, every earlier event, and the file left exactly as it is.
    {
        Result<Journal> j = Journal::open(path.toStdString(), Journal::Mode::ReadOnly);
        QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
        QCOMPARE(j->size(), std::size_t(events - 1));
        for (std::size_t i = 0; i < j->size(); ++i) {
            QCOMPARE(allEvents(*j)[i].seq, i + 1);
            QCOMPARE(allEvents(*j)[i].toJson(), withoutSum(lines[i + 1]));
        }
        QCOMPARE(j->problems().size(), std::size_t{1});
        QCOMPARE(j->problems()[0].kind, JournalProblem::Kind::TornLastLine);
        QCOMPARE(j->problems()[0].line, tornLine);
        QVERIFY2(q(j->problems()[0].message).contains(lineText), j->problems()[0].message.c_str());
        QVERIFY(j->readOnly());
        QCOMPARE(readAll(path), cut);
        QCOMPARE(entries(dir), QStringList{"game.jsonl"});
    }

    // Read-write: the torn bytes are set aside in PATH.torn, the file ends after the last good
    // line.
    Result<Journal> j = Journal::open(path.toStdString(), Journal::Mode::ReadWrite);
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QCOMPARE(j->size(), std::size_t(events - 1));
    QCOMPARE(j->problems().size(), std::size_t{1});
    QCOMPARE(j->problems()[0].kind, JournalProblem::Kind::TornLastLine);
    QCOMPARE(j->problems()[0].line, tornLine);
    QVERIFY2(q(j->problems()[0].message).contains(lineText), j->problems()[0].message.c_str());
    QVERIFY2(q(j->problems()[0].message).contains(path + ".torn"),
             j->problems()[0].message.c_str());
    QVERIFY(!j->readOnly());
    QCOMPARE(readAll(path + ".torn"), tornBytes + "\n");
    QCOMPARE(readAll(path), good);

    // The next append is a clean next line with the next sequence number.
    Result<JournalEvent> e = j->append(EventKind::Note, {{"text", "after the power cut"}});
    QVERIFY2(e.ok(), e.ok() ? "" : message(e.error()));
    QCOMPARE(e->seq, std::uint64_t(events));
    isAppendedTo(good, readAll(path), *e);

    Result<Journal> again = Journal::open(
        path.toStdString(), Journal::Mode::ReadOnly); // the writer above is still open
    QVERIFY2(again.ok(), again.ok() ? "" : message(again.error()));
    QVERIFY(again->problems().empty());
    QCOMPARE(again->size(), std::size_t(events));
    QCOMPARE(allEvents(*again).back().toJson(), e->toJson());
    QCOMPARE(readAll(path + ".torn"), tornBytes + "\n");
}

void TestJournal::tornFixture()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = copyFixture(dir, "v1-torn.jsonl");
    const std::string original = readAll(path);
    const std::vector<std::string> lines = splitLines(original);
    QCOMPARE(lines.size(), std::size_t{6});

    Result<Journal> j = Journal::open(path.toStdString());
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QCOMPARE(j->size(), std::size_t{4});
    QCOMPARE(allEvents(*j).back().kind, EventKind::Note);
    QCOMPARE(j->problems().size(), std::size_t{1});
    QCOMPARE(j->problems()[0].kind, JournalProblem::Kind::TornLastLine);
    QCOMPARE(j->problems()[0].line, std::size_t{6});
    QVERIFY2(q(j->problems()[0].message).contains("line 6"), j->problems()[0].message.c_str());
    QCOMPARE(readAll(path + ".torn"), lines[5] + "\n");
    QCOMPARE(readAll(path), original.substr(0, original.size() - lines[5].size()));
}

void TestJournal::readOnlyChangesNothing_data()
{
    QTest::addColumn<QString>("fixture");
    for (const char *name :
         {"v1-good.jsonl", "v1-torn.jsonl", "v1-no-final-newline.jsonl", "damaged-bad-json.jsonl",
          "damaged-seq-gap.jsonl", "damaged-unknown-kind.jsonl", "damaged-missing-field.jsonl",
          "v9-newer.jsonl", "not-a-journal.jsonl", "empty.jsonl", "v0-ligny.jsonl"})
        QTest::newRow(qPrintable(
            QStringLiteral("DESIGN Journal: opened read-only, %1 is not changed at all").arg(name)))
            << QString::fromLatin1(name);
}

void TestJournal::readOnlyChangesNothing()
{
    QFETCH(QString, fixture);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = copyFixture(dir, fixture);
    const std::string before = readAll(path);
    const QDateTime modified = QFileInfo(path).lastModified();
    {
        Result<Journal> j = Journal::open(path.toStdString(), Journal::Mode::ReadOnly);
        if (j.ok()) {
            QVERIFY(j->readOnly());
            QVERIFY(!j->append(EventKind::Note, {{"text", "x"}}).ok());
        }
    }
    QCOMPARE(readAll(path), before);
    QCOMPARE(QFileInfo(path).lastModified(), modified);
    QCOMPARE(entries(dir), QStringList{fixture});
}

void TestJournal::missingFinalNewline()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = copyFixture(dir, "v1-no-final-newline.jsonl");
    const std::string original = readAll(path);
    QVERIFY(original.back() != '\n');

    {
        Result<Journal> j = Journal::open(path.toStdString(), Journal::Mode::ReadOnly);
        QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
        QCOMPARE(j->size(), std::size_t{5});
        QCOMPARE(allEvents(*j).back().data, json({{"unit", "F-I-2"}}));
        for (const JournalProblem &p : j->problems())
            QVERIFY2(p.kind != JournalProblem::Kind::TornLastLine &&
                         p.kind != JournalProblem::Kind::Damaged,
                     p.message.c_str());
        QCOMPARE(readAll(path), original);
    }

    Result<Journal> j = Journal::open(path.toStdString(), Journal::Mode::ReadWrite);
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QCOMPARE(j->size(), std::size_t{5});
    QCOMPARE(allEvents(*j).back().kind, umpire::crt::kinds::UnitEliminated);
    for (const JournalProblem &p : j->problems())
        QVERIFY2(p.kind != JournalProblem::Kind::TornLastLine &&
                     p.kind != JournalProblem::Kind::Damaged,
                 p.message.c_str());
    QCOMPARE(readAll(path), original + "\n");
    QCOMPARE(entries(dir), QStringList{"v1-no-final-newline.jsonl"});

    // A version-1 journal is upgraded on its next append: rewritten with every line's
    // checksum, the original kept byte for byte beside it.
    Result<JournalEvent> e = j->append(EventKind::Note, {{"text", "next"}});
    QVERIFY(e.ok());
    QCOMPARE(e->seq, std::uint64_t{6});
    QCOMPARE(readAll(path + ".v1"), original + "\n");
    QCOMPARE(entries(dir),
             (QStringList{"v1-no-final-newline.jsonl", "v1-no-final-newline.jsonl.v1"}));
    const std::vector<std::string> upgraded = splitLines(readAll(path));
    const std::vector<std::string> old = splitLines(original);
    QCOMPARE(upgraded.size(), std::size_t{7});
    for (std::size_t i = 1; i < old.size(); ++i)
        QCOMPARE(withoutSum(upgraded[i]), json::parse(old[i]));
    QCOMPARE(withoutSum(upgraded.back()), e->toJson());
    QCOMPARE(j->problems().back().kind, JournalProblem::Kind::Migrated);
    Result<Journal> again = Journal::open(
        path.toStdString(), Journal::Mode::ReadOnly); // the writer above is still open
    QVERIFY(again.ok());
    QVERIFY(again->problems().empty());
    QCOMPARE(again->size(), std::size_t{6});
}

void TestJournal::damaged_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("reason");

    QTest::newRow("bad JSON on line 4 is reported with its line; events 1-2 open read-only")
        << "damaged-bad-json.jsonl"
        << "not valid JSON";
    QTest::newRow("a seq gap on line 4 is reported with its line; events 1-2 open read-only")
        << "damaged-seq-gap.jsonl"
        << "sequence number 7 where 3 was expected";
    QTest::newRow("an unknown kind on line 4 is reported with its line; events 1-2 "
                  "open read-only")
        << "damaged-unknown-kind.jsonl"
        << "unit.teleported";
    QTest::newRow("a missing field on line 4 is reported with its line; events 1-2 "
                  "open read-only")
        << "damaged-missing-field.jsonl"
        << "missing field \"unit\"";
}

void TestJournal::damaged()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reason);

    for (Journal::Mode mode : {Journal::Mode::ReadWrite, Journal::Mode::ReadOnly}) {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = copyFixture(dir, fixture);
        const std::string before = readAll(path);
        Result<Journal> j = Journal::open(path.toStdString(), mode);
        QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
        QCOMPARE(j->size(), std::size_t{2});
        QCOMPARE(allEvents(*j)[0].kind, EventKind::GameCreated);
        QCOMPARE(allEvents(*j)[1].kind, umpire::crt::kinds::TurnAdvanced);
        QCOMPARE(allEvents(*j)[1].seq, std::uint64_t{2});
        QVERIFY(j->readOnly());
        QCOMPARE(j->problems().size(), std::size_t{1});
        const JournalProblem &p = j->problems()[0];
        QCOMPARE(p.kind, JournalProblem::Kind::Damaged);
        QCOMPARE(p.line, std::size_t{4});
        QVERIFY2(q(p.message).contains("line 4"), p.message.c_str());
        QVERIFY2(q(p.message).contains(reason), p.message.c_str());

        Result<JournalEvent> e = j->append(EventKind::Note, {{"text", "must not be written"}});
        QVERIFY(!e.ok());
        QCOMPARE(e.error().kind, ErrorKind::BadInput);
        QVERIFY2(q(e.error().message).contains("read-only"), message(e.error()));
        QCOMPARE(readAll(path), before);
        QCOMPARE(entries(dir), QStringList{fixture});
    }
}

void TestJournal::damagedLastCompleteLine()
{
    // A bad last line that ends with its newline was written whole: damage, not a torn write.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    QVERIFY(writeJournal(path, 3));
    const std::string good = readAll(path);
    // Its checksum matches (as if a program wrote it): what is wrong is the event itself.
    writeAll(path, good +
                       umpire::sealJournalLine(
                           R"({"data":{},"kind":"note","seq":4,"time":"2024-05-01T18:00:00.000Z"})",
                           *umpire::storedLineSum(splitLines(good).back())) +
                       "\n");
    const std::string before = readAll(path);

    Result<Journal> j = Journal::open(path.toStdString());
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QCOMPARE(j->size(), std::size_t{3});
    QCOMPARE(j->problems().size(), std::size_t{1});
    QCOMPARE(j->problems()[0].kind, JournalProblem::Kind::Damaged);
    QCOMPARE(j->problems()[0].line, std::size_t{5});
    QVERIFY2(q(j->problems()[0].message).contains("missing field \"text\""),
             j->problems()[0].message.c_str());
    QVERIFY(j->readOnly());
    QCOMPARE(readAll(path), before);
}

void TestJournal::refusedFiles_data()
{
    QTest::addColumn<QString>("fixture");    // empty: no file at all
    QTest::addColumn<QByteArray>("content"); // used when fixture is "-"
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("named");

    QTest::newRow("DESIGN Journal: an empty file is BadData, not a journal")
        << "empty.jsonl" << QByteArray() << int(ErrorKind::BadData) << QStringList{"empty"};
    QTest::newRow("DESIGN Journal: a CSV first line is BadData, not a journal header")
        << "not-a-journal.jsonl" << QByteArray() << int(ErrorKind::BadData)
        << QStringList{"line 1", "header"};
    QTest::newRow(
        "DESIGN Journal: a header of format version 9 is BadData, newer than this program")
        << "v9-newer.jsonl" << QByteArray() << int(ErrorKind::BadData)
        << QStringList{"line 1", "version 9", "newer"};
    QTest::newRow("DESIGN Journal: a JSON first line without a version is BadData")
        << "-" << QByteArray("{\"hello\":\"world\"}\n") << int(ErrorKind::BadData)
        << QStringList{"line 1", "version"};
    QTest::newRow("DESIGN Journal: a header of another format is BadData")
        << "-" << QByteArray("{\"format\":\"other-log\",\"version\":1,\"ruleset\":\"nlb\"}\n")
        << int(ErrorKind::BadData) << QStringList{"line 1", "umpire-journal"};
    QTest::newRow("DESIGN Journal: a header naming no ruleset is BadData")
        << "-" << QByteArray("{\"format\":\"umpire-journal\",\"version\":1}\n")
        << int(ErrorKind::BadData) << QStringList{"line 1", "ruleset"};
    QTest::newRow("DESIGN Journal: a torn header line is BadData")
        << "-" << QByteArray("{\"format\":\"umpire-jou") << int(ErrorKind::BadData)
        << QStringList{"header"};
    QTest::newRow("DESIGN Journal: a missing file is BadInput naming the path")
        << "" << QByteArray() << int(ErrorKind::BadInput) << QStringList{"no such"};
    QTest::newRow(
        "DESIGN Journal: a header whose title is not a string is BadData (found by fuzzing)")
        << "-"
        << QByteArray("{\"format\":\"umpire-journal\",\"version\":1,\"ruleset\":\"nlb\",\"title\":"
                      "false}\n")
        << int(ErrorKind::BadData) << QStringList{"line 1", "title"};
    QTest::newRow("DESIGN Journal: a header of format version -1 is BadData, not a journal header")
        << "-" << QByteArray("{\"format\":\"umpire-journal\",\"version\":-1,\"ruleset\":\"nlb\"}\n")
        << int(ErrorKind::BadData) << QStringList{"line 1", "version"};
}

void TestJournal::refusedFiles()
{
    QFETCH(QString, fixture);
    QFETCH(QByteArray, content);
    QFETCH(int, kind);
    QFETCH(QStringList, named);

    for (Journal::Mode mode : {Journal::Mode::ReadWrite, Journal::Mode::ReadOnly}) {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString path = dir.filePath("missing.jsonl");
        if (fixture == "-") {
            path = dir.filePath("given.jsonl");
            writeAll(path, content.toStdString());
        } else if (!fixture.isEmpty()) {
            path = copyFixture(dir, fixture);
        }
        const QStringList filesBefore = entries(dir);
        const std::string before = readAll(path);

        Result<Journal> j = Journal::open(path.toStdString(), mode);
        QVERIFY(!j.ok());
        QCOMPARE(int(j.error().kind), kind);
        QVERIFY2(q(j.error().message).contains(path), message(j.error()));
        for (const QString &word : named)
            QVERIFY2(q(j.error().message).contains(word), message(j.error()));
        QCOMPARE(entries(dir), filesBefore);
        QCOMPARE(readAll(path), before);
    }
}

void TestJournal::versionZeroReadOnly()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = copyFixture(dir, "v0-ligny.jsonl");
    const std::string original = readAll(path);

    Result<Journal> j = Journal::open(path.toStdString(), Journal::Mode::ReadOnly);
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QCOMPARE(j->header().version, 0);
    QCOMPARE(j->size(), std::size_t{5});
    QCOMPARE(allEvents(*j)[2].kind, umpire::crt::kinds::UnitEliminated);
    QCOMPARE(allEvents(*j)[2].data, json({{"unit", "P-I-1"}}));
    QCOMPARE(readAll(path), original);
    QCOMPARE(entries(dir), QStringList{"v0-ligny.jsonl"});
}

void TestJournal::versionZeroMigrated()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = copyFixture(dir, "v0-ligny.jsonl");
    const std::string original = readAll(path);
    const std::vector<std::string> v0Lines = splitLines(original);

    Result<Journal> j = Journal::open(path.toStdString());
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QVERIFY(!j->readOnly());

    // Migrated in memory: the kind from "type", the other fields under "data", seq and time kept.
    QCOMPARE(j->size(), std::size_t{5});
    QStringList kinds;
    for (const JournalEvent &e : allEvents(*j))
        kinds << q(e.kind);
    QCOMPARE(kinds, (QStringList{"game.created", "turn.advanced", "unit.eliminated", "note",
                                 "unit.eliminated"}));
    const JournalEvent created = allEvents(*j)[0];
    QCOMPARE(created.seq, std::uint64_t{1});
    QCOMPARE(q(created.time), QStringLiteral("2024-05-01T18:00:01.000Z"));
    QCOMPARE(created.data.at("seed").get<int>(), 42);
    QCOMPARE(created.data.at("sides").size(), std::size_t{2});
    QCOMPARE(created.data.at("orderOfBattle").size(), std::size_t{4});
    QVERIFY(!created.data.contains("type"));
    QVERIFY(!created.data.contains("seq"));
    QVERIFY(!created.data.contains("time"));
    QCOMPARE(allEvents(*j)[1].data, json({{"turn", 1}, {"weather", "clear"}}));
    QCOMPARE(allEvents(*j)[3].data, json({{"text", "Ligny church taken"}}));

    // One Migrated problem reports it, naming where the original is.
    QCOMPARE(j->problems().size(), std::size_t{1});
    QCOMPARE(j->problems()[0].kind, JournalProblem::Kind::Migrated);
    QVERIFY2(q(j->problems()[0].message).contains(path + ".v0"), j->problems()[0].message.c_str());
    QCOMPARE(j->header().version, 2);

    // The original is kept byte for byte; the file is rewritten as version 2.
    QCOMPARE(readAll(path + ".v0"), original);
    QCOMPARE(entries(dir), (QStringList{"v0-ligny.jsonl", "v0-ligny.jsonl.v0"}));
    const std::vector<std::string> lines = splitLines(readAll(path));
    QCOMPARE(lines.size(), std::size_t{6});
    const json header = json::parse(lines[0]);
    QCOMPARE(header.at("format").get<std::string>(), std::string("umpire-journal"));
    QCOMPARE(header.at("version").get<int>(), 2);
    QCOMPARE(header.at("ruleset").get<std::string>(), std::string("nlb"));
    QCOMPARE(header.at("scenario").get<std::string>(), std::string("ligny"));
    QCOMPARE(header.at("title").get<std::string>(), std::string("Ligny fixture (version 0)"));
    QCOMPARE(header.at("created").get<std::string>(), std::string("2024-05-01T18:00:00.000Z"));
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const json line = withoutSum(lines[i]);
        QVERIFY(umpire::lineSumMatches(lines[i], *umpire::storedLineSum(lines[i - 1])));
        const json old = json::parse(v0Lines[i]);
        QCOMPARE(line.size(), std::size_t{4});
        QCOMPARE(line.at("seq"), old.at("seq"));
        QCOMPARE(line.at("time"), old.at("time"));
        QCOMPARE(line.at("kind"), old.at("type"));
        json fields = old;
        fields.erase("seq");
        fields.erase("time");
        fields.erase("type");
        QCOMPARE(line.at("data"), fields);
    }

    // It grows as any version-2 journal, and reopens with no problem.
    Result<JournalEvent> e = j->append(EventKind::Note, {{"text", "after migration"}});
    QVERIFY(e.ok());
    QCOMPARE(e->seq, std::uint64_t{6});
    Result<Journal> again = Journal::open(
        path.toStdString(), Journal::Mode::ReadOnly); // the writer above is still open
    QVERIFY2(again.ok(), again.ok() ? "" : message(again.error()));
    QVERIFY(again->problems().empty());
    QCOMPARE(again->header().version, 2);
    QCOMPARE(again->size(), std::size_t{6});
    for (std::size_t i = 0; i < 5; ++i)
        QCOMPARE(allEvents(*again)[i].toJson(), allEvents(*j)[i].toJson());
    QCOMPARE(entries(dir), (QStringList{"v0-ligny.jsonl", "v0-ligny.jsonl.v0"}));
}

void TestJournal::versionZeroWithoutFinalNewlineMigrated()
{
    // A version-0 journal whose last event lost only its newline: migrated, and then it must reopen
    // cleanly.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("old.jsonl");
    std::string original = readAll(fixturePath("v0-ligny.jsonl"));
    original.pop_back();
    writeAll(path, original);

    Result<Journal> j = Journal::open(path.toStdString());
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    QCOMPARE(j->size(), std::size_t{5});
    QCOMPARE(j->problems().size(), std::size_t{1});
    QCOMPARE(j->problems()[0].kind, JournalProblem::Kind::Migrated);
    QCOMPARE(readAll(path + ".v0"), original);

    const std::string migrated = readAll(path);
    const std::vector<std::string> lines = splitLines(migrated);
    QCOMPARE(lines.size(), std::size_t{6});
    QVERIFY(j->append(EventKind::Note, {{"text", "after migration"}}).ok());
    Result<Journal> again = Journal::open(
        path.toStdString(), Journal::Mode::ReadOnly); // the writer above is still open
    QVERIFY2(again.ok(), again.ok() ? "" : message(again.error()));
    QVERIFY2(again->problems().empty(),
             again->problems().empty() ? "" : again->problems()[0].message.c_str());
    QCOMPARE(again->size(), std::size_t{6});
}

void TestJournal::secondWriterDoesNotDamage()
{
    // Two read-write opens of one journal (the desktop app and `umpire-cli journal
    // append`) share it: each append first reads what the other wrote, under the journal's lock.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.jsonl");
    QVERIFY(writeJournal(path, 3));
    Result<Journal> first = Journal::open(path.toStdString());
    QVERIFY(first.ok());
    Result<Journal> second = Journal::open(path.toStdString());
    QVERIFY2(second.ok(), second ? "" : message(second.error()));
    for (int round = 0; round < 3; ++round) {
        Result<JournalEvent> a =
            first->append(EventKind::Note, {{"text", "from the first writer"}});
        QVERIFY2(a.ok(), a ? "" : message(a.error()));
        QCOMPARE(a->seq, std::uint64_t(4 + 2 * round));
        Result<JournalEvent> b =
            second->append(EventKind::Note, {{"text", "from the second writer"}});
        QVERIFY2(b.ok(), b ? "" : message(b.error()));
        QCOMPARE(b->seq, std::uint64_t(5 + 2 * round));
        QCOMPARE(second->size(), std::size_t(5 + 2 * round)); // it read the first's event
    }
    Result<std::size_t> fresh = first->refresh();
    QVERIFY(fresh.ok());
    QCOMPARE(*fresh, std::size_t{1});
    QCOMPARE(allEvents(*first).size(), allEvents(*second).size());
    for (std::size_t i = 0; i < first->size(); ++i)
        QCOMPARE(allEvents(*first)[i].toJson(), allEvents(*second)[i].toJson());

    Result<Journal> after = Journal::open(path.toStdString(), Journal::Mode::ReadOnly);
    QVERIFY(after.ok());
    QVERIFY2(after->problems().empty(),
             after->problems().empty() ? "" : after->problems()[0].message.c_str());
    QCOMPARE(after->size(), std::size_t{9});
}

void TestJournal::migrateEventV0_data()
{
    QTest::addColumn<QByteArray>("v0");
    QTest::addColumn<QByteArray>("v1");

    QTest::newRow("version 0 \"type\" becomes \"kind\", the other fields go under \"data\"")
        << QByteArray(
               R"({"seq":3,"time":"2024-05-01T18:00:03.000Z","type":"unit.reduced","unit":"F-I-1","strength":2})")
        << QByteArray(
               R"({"seq":3,"time":"2024-05-01T18:00:03.000Z","kind":"unit.reduced","data":{"unit":"F-I-1","strength":2}})");
    QTest::newRow("a version 0 event with nested fields keeps them whole")
        << QByteArray(
               R"({"seq":1,"time":"t","type":"game.created","sides":[{"name":"French"}],"seed":7})")
        << QByteArray(
               R"({"seq":1,"time":"t","kind":"game.created","data":{"sides":[{"name":"French"}],"seed":7}})");
    QTest::newRow("a version 0 event with no fields gets empty data")
        << QByteArray(R"({"seq":2,"time":"t","type":"note"})")
        << QByteArray(R"({"seq":2,"time":"t","kind":"note","data":{}})");
    QTest::newRow("a line without \"type\" is left as it is (the reader then reports it)")
        << QByteArray(R"({"seq":2,"time":"t","kind":"note","data":{"text":"x"}})")
        << QByteArray(R"({"seq":2,"time":"t","kind":"note","data":{"text":"x"}})");
}

void TestJournal::migrateEventV0()
{
    QFETCH(QByteArray, v0);
    QFETCH(QByteArray, v1);
    QCOMPARE(umpire::migrateEventV0(json::parse(v0.toStdString())), json::parse(v1.toStdString()));
}

// Opening reads each note's, override's and combat's line without what replay never reads
// (parseJournalLineForReplay): the digests are those of the whole events, their fields checked as
// whole; a line whose bytes mislead about its kind is read whole.
void TestJournal::linesReadForReplayGiveTheDigestsOfTheWholeEvents()
{
    const json roll = {{"value", 5}, {"source", "generated"}, {"seed", 42}, {"draw", 3}};
    const json outcome = {
        {"roll", roll},
        {"steps", json::array({{{"rule", "NLB 7.7"}, {"text", "a long explanation"}}})},
        {"obligations", json::array({{{"side", "defender"},
                                      {"action", "retreat"},
                                      {"units", {"A1"}},
                                      {"rule", "NLB 7.7"},
                                      {"text", "retreat two hexes"}}})},
        {"exchange", {{"attacker", json::array({"B2"})}}},
        {"unverified", json::array({{{"item", "nlb:/crt"}, {"text", "a stand-in"}}})},
        {"result", "Dr"}};
    const json request = {
        {"attack", 6}, {"defend", 2}, {"attackers", json::array({{{"id", "B2"}}})}};
    const std::vector<std::pair<EventKind, json>> events = {
        {EventKind::Note, {{"text", "a note that quotes \"kind\":\"combat.resolved\""}}},
        {EventKind::Override,
         {{"what", {{"combat", 2}}},
          {"computed", json::array({"Dr", 1})},
          {"imposed", "De"},
          {"why", "misread"}}},
        {umpire::crt::kinds::CombatResolved, {{"request", request}, {"outcome", outcome}}},
        {EventKind::Note, {{"text", "plain"}, {"side", "French"}}},
    };
    QTemporaryDir dir;
    const std::string path = dir.filePath("game.jsonl").toStdString();
    {
        Result<Journal> j = Journal::create(path, nlbHeader());
        QVERIFY(j.ok());
        for (const auto &[kind, data] : events)
            QVERIFY(j->append(kind, data).ok());
    }
    Result<Journal> opened = Journal::open(path, Journal::Mode::ReadOnly);
    QVERIFY(opened.ok());
    QVERIFY(opened->problems().empty());
    const std::vector<JournalEvent> whole = allEvents(*opened);
    QCOMPARE(opened->digests().size(), events.size());
    for (std::size_t i = 0; i < whole.size(); ++i)
        QCOMPARE(opened->digests()[i].toJson(), umpire::replayDigest(whole[i]).toJson());
    QVERIFY(opened->digests()[2].data["outcome"].contains("due"));

    // Each line by itself: the parts left out are empty objects and arrays of their type.
    std::ifstream in(path);
    std::string line;
    std::getline(in, line); // the header
    std::vector<json> read;
    for (umpire::Message reason; std::getline(in, line);)
        read.push_back(umpire::parseJournalLineForReplay(line, reason));
    QCOMPARE(read.size(), events.size());
    QCOMPARE(read[1]["data"]["what"], json::object());
    QCOMPARE(read[1]["data"]["computed"], json::array());
    QCOMPARE(read[2]["data"]["request"], json::object());
    QCOMPARE(read[2]["data"]["outcome"]["steps"], json::array());
    QCOMPARE(read[2]["data"]["outcome"]["obligations"], outcome["obligations"]);
    QCOMPARE(read[2]["data"]["outcome"]["result"], json("Dr"));
    QCOMPARE(read[3]["data"]["side"], json("French"));

    // A line whose last "kind" member is not its own (a hand-made line, members out of order): read
    // whole, since the kind parsed is not the one its bytes seemed to name.
    umpire::Message reason;
    const json misleading = umpire::parseJournalLineForReplay(
        R"({"kind":"combat.resolved","seq":9,"time":"t","data":{"request":{"attack":6},)"
        R"("outcome":{"steps":[1,2],"kind":"note"}}})",
        reason);
    QCOMPARE(misleading["data"]["request"], json({{"attack", 6}}));
    QCOMPARE(misleading["data"]["outcome"]["steps"], json::array({1, 2}));
    // Not JSON: the reason says so, as for a line read whole.
    QVERIFY(umpire::parseJournalLineForReplay(R"({"data":{"text":"x"},"kind":"note",)", reason)
                .is_discarded());
    QCOMPARE(QString::fromStdString(reason.text()), QString("not valid JSON"));
}

// docs/performance.md: a journal keeps digests in memory and reads whole events back from its file.
void TestJournal::digestsKeepWhatReplayReads()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("game.jsonl");
    Result<Journal> j = Journal::create(path.toStdString(), nlbHeader());
    QVERIFY(j.ok());
    for (const auto &[kind, data] : someEvents())
        QVERIFY(j->append(kind, data).ok());
    const json roll = {{"value", 3}, {"source", "generated"}, {"seed", 42}, {"draw", 1}};
    QVERIFY(j->append(umpire::crt::kinds::CombatResolved,
                      {{"request", {{"attack", 6}, {"defend", 2}}},
                       {"outcome", {{"roll", roll}, {"steps", json::array({"long text"})}}}})
                .ok());
    QVERIFY(
        j->append(EventKind::Override,
                  {{"what", "result"}, {"computed", "Dr"}, {"imposed", "De"}, {"why", "misread"}})
            .ok());

    const std::vector<JournalEvent> whole = allEvents(*j);
    QCOMPARE(j->digests().size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        const JournalEvent &digest = j->digests()[i];
        QCOMPARE(digest.seq, whole[i].seq);
        QCOMPARE(digest.kind, whole[i].kind);
        QVERIFY(digest.time.empty()); // replay never reads it: read back from the file when shown
        QCOMPARE(digest.toJson(), umpire::replayDigest(whole[i]).toJson());
        if (digest.kind == EventKind::Note || digest.kind == EventKind::Override)
            QCOMPARE(digest.data, json()); // the text is read back from the file when shown
        else if (digest.kind == umpire::crt::kinds::CombatResolved)
            QCOMPARE(digest.data,
                     json({{"outcome",
                            {{"roll", {{"value", 3}, {"source", "generated"}, {"draw", 1}}}}}}));
        else if (digest.kind == umpire::crt::kinds::Roll)
            QCOMPARE(digest.data,
                     json({{"value", 4}, {"source", "generated"}, {"draw", 0}})); // not its seed
        else
            QCOMPARE(digest.data, whole[i].data);
    }
    QCOMPARE(whole[2].data["text"].get<std::string>(),
             someEvents()[2].second["text"].get<std::string>());

    // Reopened, the journal keeps the same digests.
    Result<Journal> again = Journal::open(path.toStdString(), Journal::Mode::ReadOnly);
    QVERIFY(again.ok());
    QCOMPARE(again->size(), j->size());
    for (std::size_t i = 0; i < whole.size(); ++i)
        QCOMPARE(again->digests()[i].toJson(), j->digests()[i].toJson());
}

void TestJournal::readEventsRanges()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("game.jsonl");
    QVERIFY(writeJournal(path, 6));
    Result<Journal> j = Journal::open(path.toStdString());
    QVERIFY(j.ok());
    const std::vector<std::string> lines = splitLines(readAll(path));
    Result<std::vector<JournalEvent>> middle = j->readEvents(2, 4);
    QVERIFY(middle.ok());
    QCOMPARE(middle->size(), std::size_t{3});
    for (std::size_t i = 0; i < 3; ++i)
        QCOMPARE(middle->at(i).toJson(), withoutSum(lines[i + 2]));
    QCOMPARE(j->readEvents(5, 100)->size(), std::size_t{2}); // clipped to the last event
    QCOMPARE(j->readEvents(4, 3)->size(), std::size_t{0});
    QCOMPARE(j->readEvent(3)->toJson(), withoutSum(lines[3]));
    Result<JournalEvent> none = j->readEvent(7);
    QVERIFY(!none.ok());
    QVERIFY2(q(none.error().message).contains(QStringLiteral("there is no event 7")),
             message(none.error()));

    // Events appended after opening read back too, and so does an event after a restored newline.
    Result<JournalEvent> added = j->append(EventKind::Note, {{"text", "added"}});
    QVERIFY(added.ok());
    QCOMPARE(j->readEvent(7)->toJson(), added->toJson());
    QCOMPARE(allEvents(*j).size(), std::size_t{7});
}

void TestJournal::readEventsAfterMigration()
{
    QTemporaryDir dir;
    const QString path = copyFixture(dir, QStringLiteral("v0-ligny.jsonl"));
    Result<Journal> j = Journal::open(path.toStdString());
    QVERIFY2(j.ok(), j.ok() ? "" : message(j.error()));
    const std::vector<std::string> lines = splitLines(readAll(path)); // the rewritten file
    const std::vector<JournalEvent> whole = allEvents(*j);
    QCOMPARE(whole.size() + 1, lines.size());
    for (std::size_t i = 0; i < whole.size(); ++i)
        QCOMPARE(whole[i].toJson(), withoutSum(lines[i + 1]));
    QVERIFY(j->append(EventKind::Note, {{"text", "after migrating"}}).ok());
    QCOMPARE(q(allEvents(*j).back().data["text"].get<std::string>()),
             QStringLiteral("after migrating"));
}

void TestJournal::readEventsRefusesChangedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("game.jsonl");
    QVERIFY(writeJournal(path, 6));
    Result<Journal> j = Journal::open(path.toStdString(), Journal::Mode::ReadOnly);
    QVERIFY(j.ok());
    // Another program rewrites the file in place: the lines are no longer where they were.
    std::string text = readAll(path);
    const std::size_t second = text.find('\n') + 1;
    text.insert(second, "          ");
    std::ofstream(path.toStdString(), std::ios::binary | std::ios::in | std::ios::out) << text;
    Result<std::vector<JournalEvent>> read = j->readEvents();
    QVERIFY(!read.ok());
    QVERIFY2(q(read.error().message).contains(QStringLiteral("changed on disk")),
             message(read.error()));
    QCOMPARE(read.error().kind, umpire::ErrorKind::BadData);
}

// A kind is a type; its name is what a journal line holds and what a user types.
void TestJournal::eventKindsRoundTripTheirNames()
{
    umpire::crt::registerKinds();
    umpire::n1815::registerKinds();
    umpire::vv::registerKinds();
    const std::vector<umpire::JournalEventKind> &kinds = umpire::journalEventKinds();
    // The journal's five, the chart games' 21, Napoleon 1815 Returns' one and Vae Victis' two.
    QCOMPARE(kinds.size(), std::size_t{29});
    std::set<std::string> names;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const EventKind kind = kinds[i].kind;
        // The table is in the order of the kinds' numbers, each entry with its own kind and name.
        if (i > 0)
            QVERIFY(kinds[i - 1].kind < kind);
        QCOMPARE(umpire::eventKindRow(kind), &kinds[i]);
        QCOMPARE(std::string(umpire::eventKindName(kind)), std::string(kinds[i].name));
        QCOMPARE(umpire::eventKindFromName(kinds[i].name), std::optional<EventKind>(kind));
        Result<EventKind> parsed = umpire::parseEventKind(kinds[i].name);
        QVERIFY(parsed.ok());
        QCOMPARE(*parsed, kind);
        QVERIFY2(names.insert(kinds[i].name).second, kinds[i].name);
    }
    QCOMPARE(std::string(umpire::eventKindName(umpire::crt::kinds::CombatResolved)),
             "combat.resolved");
    QCOMPARE(std::string(umpire::eventKindName(umpire::n1815::kinds::Action)), "n1815.action");
    QCOMPARE(std::string(umpire::eventKindName(static_cast<EventKind>(99))), "?");
    QCOMPARE(umpire::eventKindRow(static_cast<EventKind>(9999)),
             static_cast<const umpire::JournalEventKind *>(nullptr));

    // Each kind belongs to its family, and a journal holds its own game's kinds and every game's.
    QCOMPARE(umpire::eventKindGame(EventKind::Note), std::string());
    QCOMPARE(umpire::eventKindGame(umpire::crt::kinds::Roll), std::string("crt"));
    QCOMPARE(umpire::eventKindGame(umpire::vv::kinds::Loss), std::string("vaevictis"));
    QVERIFY(umpire::eventKindFitsGame(umpire::crt::kinds::Roll, "nlb"));
    QVERIFY(!umpire::eventKindFitsGame(umpire::crt::kinds::Roll, "n1815"));
    QVERIFY(umpire::eventKindFitsGame(umpire::n1815::kinds::Action, "n1815"));
    QVERIFY(!umpire::eventKindFitsGame(umpire::n1815::kinds::Action, "naw"));
    QVERIFY(!umpire::eventKindFitsGame(umpire::vv::kinds::Answer, "n1815"));
    QVERIFY(umpire::eventKindFitsGame(EventKind::Undo, "vaevictis"));

    // A name no kind has gives nothing; read from a user, a BadInput naming it and the known kinds.
    for (const char *unknown :
         {"", "unit.teleported", "Note", "note ", "combat", "combat.resolved.x"})
        QCOMPARE(umpire::eventKindFromName(unknown), std::optional<EventKind>());
    Result<EventKind> refused = umpire::parseEventKind("unit.teleported");
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(refused.error().message).startsWith("unknown event kind \"unit.teleported\""),
             message(refused.error()));
    for (const umpire::JournalEventKind &k : kinds)
        QVERIFY2(q(refused.error().message).contains(k.name), message(refused.error()));
}

// A family outside the journal adds its kinds from its own folder: a journal of its game then
// holds them, every other game's journal refuses them, and a kind taking a number or a name
// already known is refused as the programming error it is.
void TestJournal::aFamilyRegistersItsOwnKinds()
{
    using T = umpire::JournalEventKind::Type;
    const EventKind probe = umpire::familyKind(900, 0);
    QCOMPARE(std::string(umpire::eventKindName(probe)), "?");
    umpire::EventKindSet set{
        "probe", {"poke"}, {{probe, "probe.poked", {{"finger", T::String}}, "a probe poked"}}};
    QVERIFY(umpire::registerEventKinds(set));
    QCOMPARE(std::string(umpire::eventKindName(probe)), "probe.poked");
    QCOMPARE(umpire::eventKindFromName("probe.poked"), std::optional<EventKind>(probe));
    QCOMPARE(umpire::eventKindGame(probe), std::string("probe"));
    QVERIFY(umpire::eventKindFitsGame(probe, "poke"));
    QVERIFY(!umpire::eventKindFitsGame(probe, "nlb"));
    QVERIFY(!umpire::eventKindFitsGame(umpire::crt::kinds::Roll, "poke"));
    QVERIFY(umpire::checkEventData(probe, {{"finger", "index"}}).ok());
    Result<umpire::Ok> bad = umpire::checkEventData(probe, {{"finger", 3}});
    QVERIFY(!bad.ok());
    QVERIFY2(q(bad.error().message).contains("\"finger\""), message(bad.error()));
    // The same game again changes nothing; another taking its number or name throws.
    QVERIFY(umpire::registerEventKinds(set));
    umpire::EventKindSet sameNumber{"probe2", {"probe2"}, {{probe, "probe2.poked", {}, "again"}}};
    QVERIFY_THROWS_EXCEPTION(std::logic_error, umpire::registerEventKinds(sameNumber));
    umpire::EventKindSet sameName{
        "probe3", {"probe3"}, {{umpire::familyKind(901, 0), "combat.resolved", {}, "again"}}};
    QVERIFY_THROWS_EXCEPTION(std::logic_error, umpire::registerEventKinds(sameName));
    QCOMPARE(umpire::eventKindGame(probe), std::string("probe"));
}

QTEST_APPLESS_MAIN(TestJournal)
#include "tst_journal.moc"
