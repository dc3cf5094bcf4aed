// desktop: the camera panel runs on a video file on its worker thread, draws the recognised hexes,
// and turns faults (no camera, unreadable video, empty folder, bad map) into a status.
#include "camerapanel.h"
#include "scenegenerator.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <fstream>
#include <nlohmann/json.hpp>
#include <opencv2/videoio.hpp>

using namespace umpire::vision;

class TestCameraPanel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_video, m_map;

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A short video: a fixed camera over a generated table, a hand crossing it.
        const SceneGenerator generator(61);
        const SceneLayout layout = generator.layout(18, 12, 30, 2);
        SceneCamera camera = generator.camera("easy");
        camera.imageSize = {1280, 720};
        const cv::Matx33d pose = generator.pose(layout, camera);
        m_video = m_dir.filePath("table.avi");
        cv::VideoWriter writer(m_video.toStdString(), cv::VideoWriter::fourcc('M', 'J', 'P', 'G'),
                               10, camera.imageSize);
        QVERIFY2(writer.isOpened(), "OpenCV cannot write an MJPG video here");
        for (int i = 0; i < 14; ++i) {
            std::vector<SceneHand> hands;
            if (i >= 6 && i < 11) {
                SceneHand h;
                h.palm = {layout.map.mapWidthMm * (0.3 + 0.1 * (i - 6)),
                          layout.map.mapHeightMm * 0.5};
                hands.push_back(h);
            }
            writer.write(generator.render(layout, camera, pose, hands, i).image);
        }
        writer.release();
        m_map = m_dir.filePath("map.json");
        std::ofstream(m_map.toStdString()) << layout.map.toJson().dump(1);
    }

    void runsOnAVideoFile()
    {
        CameraPanel panel(nullptr);
        panel.resize(1100, 650);
        panel.show();
        QSignalSpy shown(&panel, &CameraPanel::frameShown);
        panel.setMap(m_map);
        panel.openSource(m_video);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 12, 120000);
        QVERIFY(!panel.lastFrame().isNull());
        QCOMPARE(panel.lastFrame().size(), QSize(1280, 720));
        QVERIFY2(panel.status().contains(QLatin1String("counters")), qPrintable(panel.status()));
        QVERIFY2(panel.events().isEmpty(), qPrintable(panel.events().join("; ")));
        if (qEnvironmentVariableIsSet("UMPIRE_WRITE_SCREENSHOTS")) {
            const QString path = QStringLiteral(UMPIRE_SOURCE_DIR "/docs/screenshots/camera.png");
            QDir().mkpath(QFileInfo(path).absolutePath());
            QVERIFY(panel.grab().save(path));
        }
    }

    void faults_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no camera") << "camera:57"
                                   << "No camera found";
        QTest::newRow("a file that is no video") << "MAP"
                                                 << "Cannot read";
        QTest::newRow("a missing file") << "/nonexistent/table.avi"
                                        << "Cannot read";
        QTest::newRow("an empty folder") << "EMPTYDIR"
                                         << "holds no";
    }
    void faults()
    {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        if (source == "MAP")
            source = m_map;
        if (source == "EMPTYDIR") {
            source = m_dir.filePath("empty");
            QDir().mkpath(source);
        }
        CameraPanel panel(nullptr);
        panel.setMap(m_map);
        panel.openSource(source);
        QTRY_VERIFY2_WITH_TIMEOUT(panel.status().contains(expected), qPrintable(panel.status()),
                                  20000);
    }

    void badMap()
    {
        CameraPanel panel(nullptr);
        panel.setMap(m_dir.filePath("table.avi"));
        QTRY_VERIFY_WITH_TIMEOUT(panel.status().contains(QLatin1String("refused")), 10000);
    }
};

QTEST_MAIN(TestCameraPanel)
#include "tst_camerapanel.moc"
