#include "jsonfile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using umpire::ErrorKind;
using umpire::jsonNesting;
using umpire::maxJsonNesting;
using umpire::parseJsonText;
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
    void parsesText();
    void refusesText_data();
    void refusesText();
    void nesting_data();
    void nesting();
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

    QTest::newRow("not JSON: a comma missing, with where and no library prefix")
        << QByteArray(R"({"a": 1 "b": 2})")
        << "not valid JSON at line 1, column 11: syntax error while parsing object - unexpected "
           "string literal; expected '}'";
    QTest::newRow("an empty file") << QByteArray() << "not valid JSON";
    QTest::newRow("a number no machine type holds (found by fuzzing)")
        << QByteArray(R"({"a": 1e400})")
        << "not valid JSON at line 1, column 7: a number out of range (too large for any machine "
           "type)";
    QTest::newRow("bytes that are not UTF-8")
        << QByteArray("{\"a\": \"T\xFF\"}")
        << "not valid JSON at line 1, column 9: a byte that is not UTF-8 (0xFF at byte offset 8)";
    QTest::newRow("nested deeper than the limit")
        << QByteArray(1000, '[') << "arrays and objects nested deeper than 100 levels";
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
    // Every way a data file is not acceptable JSON, too deep included, is the file's fault.
    QCOMPARE(doc.error().kind, ErrorKind::BadData);
    const QString message = QString::fromStdString(doc.error().message);
    QVERIFY2(message.startsWith(QString::fromStdString(path) + ": "), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void TestJsonFile::unreadable()
{
    QTemporaryDir dir;
    const std::string missing = dir.filePath(QStringLiteral("missing.json")).toStdString();
    const std::string folder = dir.path().toStdString();
    for (const auto &[path, why] : {std::pair{missing, std::string("it does not exist")},
                                    std::pair{folder, std::string("it is a folder, not a file")}}) {
        Result<nlohmann::json> doc = readJsonFile(path, "positions file");
        QVERIFY(!doc.ok());
        QCOMPARE(doc.error().kind, ErrorKind::BadInput);
        QCOMPARE(doc.error().message, path + ": cannot read the positions file: " + why);
    }
}

void TestJsonFile::parsesText()
{
    Result<nlohmann::json> doc =
        parseJsonText("{\"a\": [1, {\"b\": \"Qu\xC3\xA9\"}], \"n\": -2.5}", "the request");
    QVERIFY2(doc.ok(), doc.ok() ? "" : doc.error().message.c_str());
    QCOMPARE((*doc)["a"][1]["b"].get<std::string>(), std::string("Qu\xC3\xA9"));
    QCOMPARE((*doc)["n"].get<double>(), -2.5);
    // The same key in two objects is no duplicate; a UTF-8 byte-order mark is skipped.
    QVERIFY(parseJsonText(R"([{"die": 1}, {"die": 2}])", "x").ok());
    QVERIFY(parseJsonText("\xEF\xBB\xBF{}", "x").ok());
    // 100 levels are read; the value is all there.
    const std::string deepest = std::string(maxJsonNesting, '[') + std::string(maxJsonNesting, ']');
    Result<nlohmann::json> deep = parseJsonText(deepest, "x");
    QVERIFY(deep.ok());
    QCOMPARE(deep->dump(), deepest);
}

// Every refusal in full: what was given, where, and the reason, with no library prefix and no byte
// of the input quoted.
void TestJsonFile::refusesText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");

    const int input = int(ErrorKind::BadInput), data = int(ErrorKind::BadData);
    QTest::newRow("a key twice: the last would silently win")
        << QByteArray(R"({"die": 6, "die": 1})") << input
        << R"(the request: at the top level: each key once, but "die" is given twice)";
    QTest::newRow("a key twice inside an array: its index in the pointer")
        << QByteArray(R"({"attackers": [{"strength": 5}, {"strength": 4, "strength": 9}]})")
        << input << R"(the request: at /attackers/1: each key once, but "strength" is given twice)";
    QTest::newRow("a number out of range, its column at its start")
        << QByteArray("[1,\n  1e400]") << input
        << "the request: not valid JSON at line 2, column 3: a number out of range (too large for "
           "any machine type)";
    QTest::newRow("a negative number out of range")
        << QByteArray("[-1e400]") << input
        << "the request: not valid JSON at line 1, column 2: a number out of range (too large for "
           "any machine type)";
    QTest::newRow("not UTF-8: the byte, never echoed, and its offset")
        << QByteArray("{\"text\":\n\"\xC3\xA9\xFF\"}") << data
        << "the request: not valid JSON at line 2, column 3: a byte that is not UTF-8 (0xFF at "
           "byte offset 12)";
    QTest::newRow("not UTF-8: an overlong slash")
        << QByteArray("[\"\xC0\xAF\"]") << input
        << "the request: not valid JSON at line 1, column 3: a byte that is not UTF-8 (0xC0 at "
           "byte offset 2)";
    QTest::newRow("not UTF-8: a surrogate")
        << QByteArray("\"\xED\xA0\x80\"") << input
        << "the request: not valid JSON at line 1, column 2: a byte that is not UTF-8 (0xED at "
           "byte offset 1)";
    QTest::newRow("101 levels")
        << QByteArray(101, '{') << input
        << "the request: arrays and objects nested deeper than 100 levels (at line 1, column 101)";
    QTest::newRow("300,000 levels, never recursed into")
        << QByteArray(300000, '[') + QByteArray(300000, ']') << input
        << "the request: arrays and objects nested deeper than 100 levels (at line 1, column 101)";
    QTest::newRow("an invalid literal: the input it read is not quoted")
        << QByteArray(R"({"a": tru})") << input
        << "the request: not valid JSON at line 1, column 10: syntax error while parsing value - "
           "invalid literal";
    QTest::newRow("a control character in a string")
        << QByteArray("[\"a\x01\"]") << input
        << "the request: not valid JSON at line 1, column 4: syntax error while parsing value - "
           "invalid string: control character U+0001 (SOH) must be escaped to \\u0001";
    QTest::newRow("cut short")
        << QByteArray(R"({"ruleset": "nlb", "attackers": [13)") << input
        << "the request: not valid JSON at line 1, column 36: syntax error while parsing array - "
           "unexpected end of input; expected ']'";
    QTest::newRow("empty")
        << QByteArray() << input
        << "the request: not valid JSON at line 1, column 1: syntax error while parsing value - "
           "unexpected end of input; expected '[', '{', or a literal";
    QTest::newRow("two values")
        << QByteArray("{} {}") << input
        << "the request: not valid JSON at line 1, column 4: syntax error while parsing value - "
           "unexpected '{'; expected end of input";
}

void TestJsonFile::refusesText()
{
    QFETCH(QByteArray, text);
    QFETCH(int, kind);
    QFETCH(QString, message);
    Result<nlohmann::json> doc = parseJsonText(std::string_view(text.constData(), text.size()),
                                               "the request", ErrorKind(kind));
    QVERIFY(!doc.ok());
    QCOMPARE(int(doc.error().kind), kind);
    QCOMPARE(QString::fromStdString(doc.error().message), message);
}

void TestJsonFile::nesting_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("depth");

    QTest::newRow("a plain value") << QByteArray("42") << 0;
    QTest::newRow("an empty object") << QByteArray("{}") << 1;
    QTest::newRow("an array in an object in an array in an object")
        << QByteArray(R"({"a": [1, {"b": []}]})") << 4;
    QTest::newRow("brackets in a string do not count") << QByteArray(R"({"a": "[[[{{{"})") << 1;
    QTest::newRow("an escaped quote does not end the string")
        << QByteArray(R"(["\"[[[", "\\", [[]]])") << 3;
    QTest::newRow("siblings are not deeper") << QByteArray("[[], [], [[]]]") << 3;
    QTest::newRow("100 levels") << QByteArray(100, '[') + QByteArray(100, ']') << 100;
    QTest::newRow("unclosed, as a damaged line is") << QByteArray(7, '{') << 7;
    QTest::newRow("counting stops past the limit") << QByteArray(300000, '[') << maxJsonNesting + 1;
}

void TestJsonFile::nesting()
{
    QFETCH(QByteArray, text);
    QFETCH(int, depth);
    QCOMPARE(jsonNesting(std::string_view(text.constData(), text.size())), std::size_t(depth));
}

QTEST_GUILESS_MAIN(TestJsonFile)
#include "tst_jsonfile.moc"
