#include "jsonfile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using umpire::ErrorKind;
using umpire::readJsonFile;
using umpire::Result;

// DESIGN "Conventions": every data file (rule data, scenarios, maps, positions) is read by one
// reader, and bad input names the file and the problem, never a crash.
class TestJsonFile : public QObject
{
    Q_OBJECT

  private slots:
    void reads();
    void refuses_data();
    void refuses();
    void unreadable();
};

namespace {

std::string write(const QTemporaryDir &dir, const QByteArray &text)
{
    const std::string path = dir.filePath(QStringLiteral("data.json")).toStdString();
    std::ofstream(path, std::ios::binary) << text.toStdString();
    return path;
}

} // namespace

void TestJsonFile::reads()
{
    QTemporaryDir dir;
    const std::string path = write(dir, R"({"a": {"b": [1, 2]}, "c": "x"})");
    Result<nlohmann::json> doc = readJsonFile(path, "map file");
    QVERIFY(doc.ok());
    QCOMPARE((*doc)["a"]["b"][1].get<int>(), 2);
    QCOMPARE((*doc)["c"].get<std::string>(), std::string("x"));
}

void TestJsonFile::refuses_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("not JSON: a comma missing, with where")
        << QByteArray(R"({"a": 1 "b": 2})") << "not valid JSON: [json.exception";
    QTest::newRow("an empty file") << QByteArray() << "not valid JSON";
    QTest::newRow("a number no machine type holds (found by fuzzing)")
        << QByteArray(R"({"a": 1e400})") << "not valid JSON";
    QTest::newRow("a key twice at the top level")
        << QByteArray(R"({"a": 1, "a": 2})") << "at the top level: each key once, but \"a\"";
    QTest::newRow("a key twice in a nested object: its JSON pointer")
        << QByteArray(R"({"crt": {"columns": {"2-1": [], "2-1": []}}})")
        << "at /crt/columns: each key once, but \"2-1\" is given twice";
    QTest::newRow("a key with a slash in the pointer is escaped")
        << QByteArray(R"({"a/b": {"x": 1, "x": 2}})") << "at /a~1b:";
}

void TestJsonFile::refuses()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const std::string path = write(dir, text);
    Result<nlohmann::json> doc = readJsonFile(path, "map file");
    QVERIFY(!doc.ok());
    QCOMPARE(doc.error().kind, ErrorKind::BadData);
    const QString message = QString::fromStdString(doc.error().message);
    QVERIFY2(message.startsWith(QString::fromStdString(path) + ": "), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void TestJsonFile::unreadable()
{
    QTemporaryDir dir;
    for (const std::string &path :
         {dir.filePath(QStringLiteral("missing.json")).toStdString(), dir.path().toStdString()}) {
        Result<nlohmann::json> doc = readJsonFile(path, "positions file");
        QVERIFY(!doc.ok());
        QCOMPARE(doc.error().kind, ErrorKind::BadInput);
        QCOMPARE(doc.error().message,
                 path + ": cannot read the positions file (no such file, or not a file)");
    }
}

QTEST_GUILESS_MAIN(TestJsonFile)
#include "tst_jsonfile.moc"
