// desktop: the camera is a module of its own, loaded the first time the user opens it.
// The desktop's binaries link no OpenCV (their NEEDED libraries, as ldd lists them), the module
// does; opening the camera from the menu loads the module, and OpenCV with it, and its panel
// proposes the moves on the map as before; a missing or broken module is said, naming the file,
// and nothing opens.
#include "cameraloader.h"
#include "cameramodule.h"
#include "feedback.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "mapboard.h"
#include "sessionacts.h"
#include "settings.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <memory>

namespace {

// The shared libraries this process has mapped.
QString mappedLibraries()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(maps.readAll());
}

// What ldd lists for a binary: every library it loads at start, its own and theirs.
QString ldd(const QString &binary)
{
    QProcess p;
    p.start(QStringLiteral("ldd"), {binary});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return QStringLiteral("ldd failed on ") + binary;
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The text of the next message box, closed once read (empty when none shows within 10 s).
class MessageReader : public QObject
{
  public:
    MessageReader()
    {
        m_poll.setInterval(20);
        connect(&m_poll, &QTimer::timeout, this, [this] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                text = box->text();
                box->close();
                m_poll.stop();
            } else if (m_deadline.hasExpired()) {
                m_poll.stop();
            }
        });
        m_poll.start();
    }
    QString text;

  private:
    QTimer m_poll;
    QDeadlineTimer m_deadline{10000};
};

} // namespace

class TestCameraModule : public QObject
{
    Q_OBJECT

    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Feedback> m_feedback;
    std::unique_ptr<MainWindow> m_window;

    void openWindow()
    {
        m_window =
            std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_feedback.get());
        m_window->show();
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
    void openCamera() { m_window->findChild<QAction *>(QStringLiteral("cameraPanel"))->trigger(); }
    CameraWindow *camera() const
    {
        return m_window->findChild<CameraWindow *>(QStringLiteral("cameraWindow"));
    }

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // games and settings never in the user's folders
    }

    void init()
    {
        m_session = std::make_unique<GameSession>(
            umpire::crt::RulesetLibrary({std::filesystem::path(UMPIRE_RULESDATA_DIR)}));
        m_settings = std::make_unique<Settings>();
        m_feedback = std::make_unique<Feedback>();
    }

    void cleanup()
    {
        m_window.reset();
        m_session.reset();
    }

    // `umpire` and the binary its start is measured by link no OpenCV; the camera module does.
    void theDesktopLinksNoOpenCvButItsCameraModuleDoes()
    {
        const QString umpire = QStringLiteral(UMPIRE_DESKTOP);
        const QString devtool = QFileInfo(umpire).dir().filePath(QStringLiteral("umpire-devtool"));
        for (const QString &binary : {umpire, devtool}) {
            const QString libraries = ldd(binary);
            QVERIFY2(libraries.contains(QLatin1String("libQt6Widgets")), qPrintable(libraries));
            QVERIFY2(!libraries.contains(QLatin1String("opencv")), qPrintable(libraries));
        }
        const QString module = CameraLoader::modulePath();
        QVERIFY2(QFileInfo::exists(module), qPrintable(module));
        QVERIFY2(ldd(module).contains(QLatin1String("libopencv_core")), qPrintable(ldd(module)));
        // Nor this suite, which opens the camera as the app does, from the module.
        QVERIFY(!mappedLibraries().contains(QLatin1String("opencv")));
    }

    // What the camera proposes is on the map board, and leaves it
    // when the camera closes; opened again, the loaded module gives a new panel.
    void openingTheCameraLoadsTheModule()
    {
        QVERIFY(!mappedLibraries().contains(QLatin1String("libumpire-camera")));
        openWindow();
        QVERIFY(m_window->openDemo());
        QVERIFY(umpire::test::next(*m_session).ok()); // turn 1, French Movement
        QVERIFY(!mappedLibraries().contains(QLatin1String("opencv")));
        MessageReader refusal; // none expected: closed, so that a refusal fails rather than hangs
        openCamera();
        QVERIFY2(refusal.text.isEmpty(), qPrintable(refusal.text));
        QPointer<CameraWindow> panel = camera();
        QVERIFY(panel);
        QCOMPARE(panel->metaObject()->className(), "CameraPanel");
        QVERIFY(panel->isVisible());
        const QString mapped = mappedLibraries();
        QVERIFY(mapped.contains(QLatin1String("libumpire-camera.so")));
        QVERIFY(mapped.contains(QLatin1String("libopencv_core")));
        auto *view = panel->findChild<QLabel *>(QStringLiteral("cameraView"));
        QVERIFY(view);
        QVERIFY2(view->text().startsWith(QStringLiteral("No picture")), qPrintable(view->text()));

        MapBoard *board = m_window->mapBoard();
        emit panel->changesProposed(
            {{1, QStringLiteral("moved"), 6, QStringLiteral("0105"), QStringLiteral("0305")}});
        QCOMPARE(board->proposals()->count(), 1);
        QVERIFY2(board->proposals()->item(0)->text().startsWith(QStringLiteral("Milhaud")),
                 qPrintable(board->proposals()->item(0)->text()));
        panel->close();
        QTRY_VERIFY(panel.isNull());
        QCOMPARE(board->proposals()->count(), 0);

        openCamera();
        QVERIFY(camera());
        QVERIFY(camera()->isVisible());
    }

    // No module where the app looks: the camera menu says so, naming the file; nothing opens.
    void aMissingModuleIsSaidNamingTheFile()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("lib/umpire/libumpire-camera.so"));
        qputenv("UMPIRE_CAMERA_MODULE", missing.toUtf8());
        auto restore = qScopeGuard([] { qunsetenv("UMPIRE_CAMERA_MODULE"); });
        QCOMPARE(CameraLoader::modulePath(), missing);
        QString error;
        QVERIFY(!CameraLoader::load(&error));
        QVERIFY2(error.contains(missing) && error.contains(QStringLiteral("not installed")),
                 qPrintable(error));

        openWindow();
        MessageReader message;
        openCamera();
        QVERIFY2(message.text.contains(missing), qPrintable(message.text));
        QVERIFY(!camera());
    }

    // A file that is no module (a damaged install): refused with the loader's reason, no crash.
    void aBrokenModuleIsSaidNotCrashed()
    {
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("libumpire-camera.so"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a shared library");
        file.close();
        qputenv("UMPIRE_CAMERA_MODULE", broken.toUtf8());
        auto restore = qScopeGuard([] { qunsetenv("UMPIRE_CAMERA_MODULE"); });
        openWindow();
        MessageReader message;
        openCamera();
        QVERIFY2(message.text.contains(broken) && message.text.contains(QStringLiteral("cannot")),
                 qPrintable(message.text));
        QVERIFY(!camera());
    }
};

QTEST_MAIN(TestCameraModule)
#include "tst_cameramodule.moc"
