#include "journalfile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using umpire::isJournalFile;

// An output is never written over a journal without the user's say; this is the
// test of what a journal is, by its first line.
class TestJournalFile : public QObject
{
    Q_OBJECT

  private slots:
    void judges_data();
    void judges();
    void notAFile();
};

void TestJournalFile::judges_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("journal");

    QTest::newRow("a journal's header and an event")
        << QByteArray(R"({"format":"umpire-journal","version":2,"ruleset":"nlb"})"
                      "\n"
                      R"({"seq":1,"kind":"note","data":{"text":"x"}})"
                      "\n")
        << true;
    QTest::newRow("a header alone, without a newline")
        << QByteArray(R"({"format":"umpire-journal","version":1})") << true;
    QTest::newRow("a first journal: a whole-number version and a ruleset")
        << QByteArray(R"({"version":0,"ruleset":"naw","title":"x"})"
                      "\n")
        << true;
    QTest::newRow("a header with Windows line ends")
        << QByteArray(R"({"format":"umpire-journal","version":1})"
                      "\r\nmore\r\n")
        << true;
    QTest::newRow("an empty file") << QByteArray() << false;
    QTest::newRow("a CSV export") << QByteArray("seq,time,kind\n1,2024,note\n") << false;
    QTest::newRow("an HTML report") << QByteArray("<!DOCTYPE html>\n<html>") << false;
    QTest::newRow("a JSON export: an object, but no journal's header")
        << QByteArray(R"({"header":{"format":"umpire-journal"},"events":[]})") << false;
    QTest::newRow("a lens file") << QByteArray(R"({"format":"umpire-lens","version":1})") << false;
    QTest::newRow("a version that is not a whole number")
        << QByteArray(R"({"version":"1","ruleset":"nlb"})") << false;
    QTest::newRow("a version without a ruleset") << QByteArray(R"({"version":1})") << false;
    QTest::newRow("a first line nested 100,000 deep") << QByteArray(100000, '[') << false;
    QTest::newRow("a first line longer than 64 KiB")
        << QByteArray(R"({"format":"umpire-journal","pad":")") + QByteArray(70000, 'x') +
               QByteArray("\"}\n")
        << false;
}

void TestJournalFile::judges()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, journal);
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("file")).toStdString();
    std::ofstream(path, std::ios::binary) << text.toStdString();
    QCOMPARE(isJournalFile(path), journal);
}

void TestJournalFile::notAFile()
{
    QTemporaryDir dir;
    QVERIFY(!isJournalFile(dir.path().toStdString()));
    QVERIFY(!isJournalFile(dir.filePath(QStringLiteral("missing.jsonl")).toStdString()));
    // The shipped fixtures: journals, and one that is not.
    const std::string fixtures = UMPIRE_FIXTURES_DIR "/journals/";
    QVERIFY(isJournalFile(fixtures + "damaged-bad-json.jsonl"));
    QVERIFY(!isJournalFile(fixtures + "not-a-journal.jsonl"));
    QVERIFY(!isJournalFile(fixtures + "empty.jsonl"));
}

QTEST_GUILESS_MAIN(TestJournalFile)
#include "tst_journalfile.moc"
