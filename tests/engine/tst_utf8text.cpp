#include "utf8text.h"

#include <QtTest>

#include <optional>
#include <string>

using umpire::firstInvalidUtf8;
using umpire::replaceInvalidUtf8;

// Text from outside is checked as UTF-8 where it enters, as RFC 3629 defines it,
// so that no later step (a JSON answer, a journal line) meets bytes it cannot write.
class TestUtf8Text : public QObject
{
    Q_OBJECT

  private slots:
    void firstInvalid_data();
    void firstInvalid();
    void replaces();
};

void TestUtf8Text::firstInvalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("offset"); // -1: well-formed

    QTest::newRow("empty") << QByteArray() << -1;
    QTest::newRow("ASCII") << QByteArray("Ligny, 16 June") << -1;
    QTest::newRow("two-byte: e acute") << QByteArray("Qu\xC3\xA9") << -1;
    QTest::newRow("three-byte: euro sign") << QByteArray("\xE2\x82\xAC") << -1;
    QTest::newRow("four-byte: U+1F3B2 die") << QByteArray("\xF0\x9F\x8E\xB2") << -1;
    QTest::newRow("U+10FFFF, the last character") << QByteArray("\xF4\x8F\xBF\xBF") << -1;
    QTest::newRow("U+D7FF, just below the surrogates") << QByteArray("\xED\x9F\xBF") << -1;
    QTest::newRow("a NUL byte is a character") << QByteArray("a\0b", 3) << -1;
    QTest::newRow("0xFF after T") << QByteArray("T\xFF") << 1;
    QTest::newRow("a lone continuation byte") << QByteArray("ab\x80") << 2;
    QTest::newRow("overlong two-byte slash (C0 AF)") << QByteArray("\xC0\xAF") << 0;
    QTest::newRow("overlong C1") << QByteArray("x\xC1\xBF") << 1;
    QTest::newRow("overlong three-byte (E0 80 AF)") << QByteArray("\xE0\x80\xAF") << 0;
    QTest::newRow("overlong four-byte (F0 80 80 AF)") << QByteArray("\xF0\x80\x80\xAF") << 0;
    QTest::newRow("surrogate U+D800 (ED A0 80)") << QByteArray("ok\xED\xA0\x80") << 2;
    QTest::newRow("surrogate U+DFFF (ED BF BF)") << QByteArray("\xED\xBF\xBF") << 0;
    QTest::newRow("above U+10FFFF (F4 90 80 80)") << QByteArray("\xF4\x90\x80\x80") << 0;
    QTest::newRow("F5 lead byte") << QByteArray("\xF5\x80\x80\x80") << 0;
    QTest::newRow("truncated at the end") << QByteArray("abc\xE2\x82") << 3;
    QTest::newRow("a lead byte followed by ASCII") << QByteArray("\xC3(") << 0;
    QTest::newRow("the first of two bad places") << QByteArray("\xC3\xA9 \xFF \xFE") << 3;
}

void TestUtf8Text::firstInvalid()
{
    QFETCH(QByteArray, text);
    QFETCH(int, offset);
    const std::optional<std::size_t> found =
        firstInvalidUtf8(std::string_view(text.constData(), std::size_t(text.size())));
    if (offset < 0) {
        QVERIFY2(!found, qPrintable(QString::number(found.value_or(0))));
    } else {
        QVERIFY(found.has_value());
        QCOMPARE(*found, std::size_t(offset));
    }
}

void TestUtf8Text::replaces()
{
    QCOMPARE(replaceInvalidUtf8("T\xFF"), std::string("T\xEF\xBF\xBD"));
    QCOMPARE(replaceInvalidUtf8("Qu\xC3\xA9"), std::string("Qu\xC3\xA9"));
    QCOMPARE(replaceInvalidUtf8("\xED\xA0\x80!"),
             std::string("\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD!"));
    QVERIFY(!firstInvalidUtf8(replaceInvalidUtf8("\xC0\xAF\xF5\xE2\x82")));
}

QTEST_GUILESS_MAIN(TestUtf8Text)
#include "tst_utf8text.moc"
