// In the desktop app: every file it writes goes through QSaveFile, whole or not
// at all, and a failure says why. Saving a copy of the journal never leaves a half journal and
// never replaces a file; the ChArUco board names the system's reason when it cannot be written.
#include "camerawizard.h"
#include "gamesession.h"
#include "sessionacts.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest/QtTest>

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A safe write that failed leaves no temporary beside its target.
QStringList leftovers(const QString &folder, const QStringList &expected)
{
    QStringList found;
    for (QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString name = QFileInfo(it.next()).fileName();
        if (!expected.contains(name))
            found << name;
    }
    return found;
}

} // namespace

class TestSafeWrites : public QObject
{
    Q_OBJECT

  private slots:
    void saveAsCopiesTheWholeJournal()
    {
        QTemporaryDir dir;
        GameSession session(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
        const QString original = dir.filePath("ligny.jsonl"), copy = dir.filePath("copy.jsonl");
        umpire::Result<umpire::Ok> made = session.createFromScenario(original, "nlb-demo");
        QVERIFY2(made.ok(), made.ok() ? "" : made.error().message.c_str());
        QVERIFY(umpire::test::next(session).ok());
        const QByteArray before = contents(original);
        umpire::Result<umpire::Ok> saved = session.saveAs(copy);
        QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().message.c_str());
        QCOMPARE(contents(copy), before);
        QCOMPARE(session.path(), copy);
        QCOMPARE(leftovers(dir.path(), {"ligny.jsonl", "copy.jsonl"}), QStringList());
    }

    void saveAsNeverReplacesAFile()
    {
        QTemporaryDir dir;
        GameSession session(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
        const QString original = dir.filePath("ligny.jsonl"), other = dir.filePath("other.jsonl");
        QVERIFY(session.createFromScenario(original, "nlb-demo").ok());
        {
            QFile file(other);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("another game\n");
        }
        umpire::Result<umpire::Ok> saved = session.saveAs(other);
        QVERIFY(!saved.ok());
        QVERIFY2(saved.error().message.find(": already exists; a journal is never overwritten") !=
                     std::string::npos,
                 saved.error().message.c_str());
        QCOMPARE(contents(other), QByteArray("another game\n"));
        QCOMPARE(session.path(), original);
    }

    void saveAsFailureSaysWhyAndLeavesNothing()
    {
        QTemporaryDir dir;
        GameSession session(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
        QVERIFY(session.createFromScenario(dir.filePath("ligny.jsonl"), "nlb-demo").ok());
        {
            QFile file(dir.filePath("somefile"));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        // Under a regular file: fails for root too, with the system's reason.
        const QString target = dir.filePath("somefile/copy.jsonl");
        umpire::Result<umpire::Ok> saved = session.saveAs(target);
        QVERIFY(!saved.ok());
        const std::string prefix = target.toStdString() + ": cannot copy the journal there: ";
        QVERIFY2(saved.error().message.rfind(prefix, 0) == 0 &&
                     saved.error().message.size() > prefix.size(),
                 saved.error().message.c_str());
        QCOMPARE(leftovers(dir.path(), {"ligny.jsonl", "somefile"}), QStringList());
    }

    void boardFailureSaysWhy_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("PNG") << "board.png";
        QTest::newRow("PDF") << "board.pdf";
    }
    void boardFailureSaysWhy()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        {
            QFile file(dir.filePath("somefile"));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        const QString path = dir.filePath("somefile/" + name);
        QString error;
        QVERIFY(!CameraWizard::saveBoard(path, &error));
        const QString prefix = QStringLiteral("The board could not be written to %1: ").arg(path);
        QVERIFY2(error.startsWith(prefix) && error.size() > prefix.size(), qPrintable(error));
        QCOMPARE(leftovers(dir.path(), {"somefile"}), QStringList());
    }
};

QTEST_MAIN(TestSafeWrites)
#include "tst_safewrites.moc"
