// Help opens the rule section a step cites.
#include "rulesviewer.h"

#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QtTest>

class TestRulesViewer : public QObject
{
    Q_OBJECT

  private slots:
    void opensTheCitedSection_data();
    void opensTheCitedSection();
    void missingTextSaysWhereToPutIt();
    void shippedRulesTextsOpenAtTheirSections_data();
    void shippedRulesTextsOpenAtTheirSections();
};

namespace {

const char *sampleRules = "Contents\n"
                          "3.2 Game Turns\n"
                          "7.4 Retreating\n"
                          "\n"
                          "3.2 Game Turns\n"
                          "Each game turn has two player turns.\n"
                          "[7.0] Combat\n"
                          "[7.4] Retreating as a Result of Combat\n"
                          "A retreating unit moves one hex.\n"
                          "[7.41] Retreat blocked\n"
                          "[7.8] Explanation of Combat Results\n"
                          "[10.0] Chateaux\n";

} // namespace

void TestRulesViewer::opensTheCitedSection_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("line");
    QTest::newRow("NLB 7.4 the section itself") << "NLB 7.4"
                                                << "[7.4] Retreating as a Result of Combat";
    QTest::newRow("NLB 7.41 a subsection") << "NLB 7.41"
                                           << "[7.41] Retreat blocked";
    QTest::newRow("NLB 7.83 falls back to 7.8") << "NLB 7.83"
                                                << "[7.8] Explanation of Combat Results";
    QTest::newRow("NLB 7.9 falls back to 7.0") << "NLB 7.9"
                                               << "[7.0] Combat";
    QTest::newRow("NLB 4.1 B, no section 4: the start") << "NLB 4.1 B"
                                                        << "";
    QTest::newRow("BMW 3.2 the section, not the contents") << "BMW 3.2"
                                                           << "3.2 Game Turns";
    QTest::newRow("NLB 10.0") << "NLB 10.0"
                              << "[10.0] Chateaux";
}

void TestRulesViewer::opensTheCitedSection()
{
    QFETCH(QString, rule);
    QFETCH(QString, line);
    QTemporaryDir dir;
    QFile file(dir.filePath("rules.txt"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(sampleRules);
    file.close();
    RulesViewer viewer;
    QVERIFY(viewer.showRule("rules.txt", rule, dir.path()));
    QCOMPARE(viewer.currentSectionLine(), line);
    if (rule.startsWith("BMW 3.2")) {
        // The section, after the table of contents: the cursor is on the second "3.2" line.
        auto *text = viewer.findChild<QTextEdit *>("rulesText");
        QVERIFY(text);
        QCOMPARE(text->textCursor().blockNumber(), 4);
    }
}

void TestRulesViewer::missingTextSaysWhereToPutIt()
{
    QTemporaryDir dir;
    RulesViewer viewer;
    QVERIFY(!viewer.showRule("no-such-rules.txt", "NLB 7.4", dir.path()));
    bool explained = false;
    for (QLabel *label : viewer.findChildren<QLabel *>())
        explained = explained || (label->text().contains("no-such-rules.txt") &&
                                  label->text().contains(dir.path()));
    QVERIFY(explained);
}

// With the workspace's rule texts (when they are there), the shipped rulesets' citations open.
void TestRulesViewer::shippedRulesTextsOpenAtTheirSections_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("starts");
    QTest::newRow("NLB 7.3") << "napoleons-last-battles-standard-rules.txt"
                             << "NLB 7.3"
                             << "[7.3]";
    QTest::newRow("NLB 7.83") << "napoleons-last-battles-standard-rules.txt"
                              << "NLB 7.83"
                              << "[7.83]";
    QTest::newRow("BMW 7.5") << "battles-of-the-medieval-world-standard-rules.txt"
                             << "BMW 7.5"
                             << "7.5";
}

void TestRulesViewer::shippedRulesTextsOpenAtTheirSections()
{
    QFETCH(QString, file);
    QFETCH(QString, rule);
    QFETCH(QString, starts);
    // The rule texts are the players' own copies, not shipped: UMPIRE_RULE_TEXTS names a folder
    // of them when there is one.
    const QString folder = qEnvironmentVariable("UMPIRE_RULE_TEXTS");
    if (folder.isEmpty() || !QFile::exists(folder + "/" + file))
        QSKIP("no rule texts to open: UMPIRE_RULE_TEXTS names a folder of them");
    RulesViewer viewer;
    QVERIFY(viewer.showRule(file, rule, folder));
    QVERIFY2(viewer.currentSectionLine().startsWith(starts),
             qPrintable(viewer.currentSectionLine()));
}

QTEST_MAIN(TestRulesViewer)
#include "tst_rulesviewer.moc"
