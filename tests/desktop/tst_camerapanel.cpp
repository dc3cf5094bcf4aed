// desktop: the camera panel runs on a video file on its worker thread, draws the recognised hexes,
// and turns faults (no camera, unreadable video, empty folder, bad map) into a status. Live frames
// (QVideoFrame, as a camera's video sink gives them) go to the worker one at a time, the rest
// dropped; bad and resized frames give a status. Apply journals the changes the referee keeps,
// corrected, as counter.moved and counter.removed, and refuses a hex that is not on the map. The
// wizard's lens page keeps views of a ChArUco board, refuses the others saying why, measures the
// lens and saves it per camera (in a test folder), where the next session finds it.
#include "cameraapplydialog.h"
#include "camerapanel.h"
#include "camerawizard.h"
#include "cameraworker.h"
#include "crtevents.h"
#include "gamesession.h"
#include "hexgrid.h"
#include "lenscalibration.h"
#include "scenegenerator.h"
#include "widgetchecks.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVideoFrame>
#include <QVideoFrameFormat>
#include <QtTest/QtTest>

#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

using namespace umpire;
using namespace umpire::vision;

namespace {

// A BGR picture as a camera's video sink hands it over: a BGRA frame in its own memory.
QVideoFrame videoFrame(const cv::Mat &bgr)
{
    cv::Mat bgra;
    cv::cvtColor(bgr, bgra, cv::COLOR_BGR2BGRA);
    QVideoFrame frame(
        QVideoFrameFormat(QSize(bgr.cols, bgr.rows), QVideoFrameFormat::Format_BGRA8888));
    if (!frame.map(QVideoFrame::WriteOnly))
        return {};
    for (int y = 0; y < bgra.rows; ++y)
        std::memcpy(frame.bits(0) + qsizetype(y) * frame.bytesPerLine(0), bgra.ptr(y),
                    std::size_t(bgra.cols) * 4);
    frame.unmap();
    return frame;
}

// A gray YUV 4:2:0 frame, the kind most webcams send: converted by Qt's own converters.
QVideoFrame yuvFrame(QSize size)
{
    QVideoFrame frame(QVideoFrameFormat(size, QVideoFrameFormat::Format_YUV420P));
    if (!frame.map(QVideoFrame::WriteOnly))
        return {};
    for (int plane = 0; plane < frame.planeCount(); ++plane)
        std::memset(frame.bits(plane), plane == 0 ? 120 : 128,
                    std::size_t(frame.mappedBytes(plane)));
    frame.unmap();
    return frame;
}

// The printed board (its A4 page) lying before a pinhole camera at 1280x720: turned by rotation
// (radians), its centre at shiftMm, 550 mm ahead. A gray table round it, a little sensor noise.
cv::Mat boardView(cv::Vec3d rotation, cv::Vec2d shiftMm, int seed)
{
    const double dpi = 100, mmPerPx = 25.4 / dpi;
    const cv::Mat page = drawCharucoBoard(CharucoBoardSpec(), dpi);
    const cv::Matx33d camera(1000, 0, 640, 0, 1000, 360, 0, 0, 1);
    cv::Matx33d r;
    cv::Rodrigues(rotation, r);
    // Page pixels to board millimetres (centred), then onto the image: K [r1 r2 t].
    const cv::Matx33d toMm(mmPerPx, 0, -page.cols * mmPerPx / 2, 0, mmPerPx,
                           -page.rows * mmPerPx / 2, 0, 0, 1);
    const cv::Matx33d plane(r(0, 0), r(0, 1), shiftMm[0], r(1, 0), r(1, 1), shiftMm[1], r(2, 0),
                            r(2, 1), 550);
    cv::Mat gray;
    cv::warpPerspective(page, gray, cv::Mat(camera * plane * toMm), cv::Size(1280, 720),
                        cv::INTER_AREA, cv::BORDER_CONSTANT, cv::Scalar(90));
    cv::Mat noise(gray.size(), CV_8U);
    cv::theRNG().state = std::uint64_t(seed);
    cv::randn(noise, 0, 2);
    cv::Mat bgr;
    cv::cvtColor(gray + noise, bgr, cv::COLOR_GRAY2BGR);
    return bgr;
}

umpire::crt::RulesetLibrary shippedLibrary()
{
    return umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR});
}

// A fixed camera over a generated table.
struct Table
{
    SceneGenerator generator{61};
    SceneLayout layout = generator.layout(18, 12, 30, 2);
    SceneCamera camera = [this] {
        SceneCamera c = generator.camera("easy");
        c.imageSize = {1280, 720};
        return c;
    }();
    cv::Matx33d pose = generator.pose(layout, camera);

    cv::Mat frame(int n, const std::vector<SceneHand> &hands = {}) const
    {
        return generator.render(layout, camera, pose, hands, n).image;
    }
    void resize(cv::Size size)
    {
        camera.imageSize = size;
        pose = generator.pose(layout, camera);
    }
    // Moves the index-th counter (one not under another) to a free hex two hexes away; its marker,
    // from and to.
    std::tuple<int, std::string, std::string> moveOne(std::size_t index)
    {
        const HexGrid grid(layout.map.layout);
        SceneCounter &c = layout.counters[index];
        const Hex from = grid.parseId(c.hex).value();
        for (const Hex &h : HexGrid::ring(from, 2)) {
            bool free = grid.contains(h);
            for (const SceneCounter &o : layout.counters)
                free = free && o.hex != grid.id(h);
            if (free) {
                const std::string was = c.hex;
                c.hex = grid.id(h);
                c.mm = grid.centreMm(h);
                return {c.marker, was, c.hex};
            }
        }
        return {c.marker, c.hex, c.hex};
    }
};

} // namespace

class TestCameraPanel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_video, m_map;

    // Hands a frame to the panel as a camera would, once the worker is free, and waits for it.
    static bool feed(CameraPanel &panel, const QVideoFrame &frame)
    {
        QSignalSpy shown(&panel, &CameraPanel::frameShown);
        return offer(panel, frame) && shown.wait(30000);
    }
    // Offers a frame until the worker takes it.
    static bool offer(CameraPanel &panel, const QVideoFrame &frame)
    {
        QDeadlineTimer deadline(30000);
        while (!panel.offerFrame(frame)) {
            if (deadline.hasExpired())
                return false;
            QTest::qWait(5);
        }
        return true;
    }

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // games and settings never in the user's folders
        QVERIFY(m_dir.isValid());
        // A short video: a fixed camera over a generated table, a hand crossing it.
        const Table table;
        m_video = m_dir.filePath("table.avi");
        cv::VideoWriter writer(m_video.toStdString(), cv::VideoWriter::fourcc('M', 'J', 'P', 'G'),
                               10, table.camera.imageSize);
        QVERIFY2(writer.isOpened(), "OpenCV cannot write an MJPG video here");
        for (int i = 0; i < 14; ++i) {
            std::vector<SceneHand> hands;
            if (i >= 6 && i < 11) {
                SceneHand h;
                h.palm = {table.layout.map.mapWidthMm * (0.3 + 0.1 * (i - 6)),
                          table.layout.map.mapHeightMm * 0.5};
                hands.push_back(h);
            }
            writer.write(table.frame(i, hands));
        }
        writer.release();
        m_map = m_dir.filePath("map.json");
        std::ofstream(m_map.toStdString()) << table.layout.map.toJson().dump(1);
    }

    // The panel as the main window opens it, and at its narrowest, shows no
    // label, button or list's choice cut ("Strea").
    void noTextIsCut()
    {
        CameraPanel panel(nullptr);
        for (const QSize size : {QSize(1100, 650), panel.minimumSizeHint()}) {
            panel.resize(size);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            QTest::qWait(20);
            const QStringList cut = umpire::test::cutTexts(&panel);
            QVERIFY2(cut.isEmpty(), qPrintable(QString::number(size.width()) + QLatin1String(": ") +
                                               cut.join(QStringLiteral(" | "))));
        }
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
    }

    void faults_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no camera") << "camera:57"
                                   << "No camera found";
        QTest::newRow("a camera that is no number") << "camera:front"
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

    void liveFramesAreTracked()
    {
        const Table table;
        CameraPanel panel(nullptr);
        panel.setMap(m_map);
        panel.openLiveSource(QStringLiteral("Test camera"));
        for (int i = 0; i < 4; ++i)
            QVERIFY(feed(panel, videoFrame(table.frame(i))));
        QCOMPARE(panel.lastFrame().size(), QSize(1280, 720));
        QVERIFY2(panel.status().contains(QLatin1String("counters")) &&
                     !panel.status().startsWith(QLatin1String("0 ")),
                 qPrintable(panel.status()));
        QVERIFY2(panel.calibration().contains(QLatin1String("anchors")),
                 qPrintable(panel.calibration()));
        QCOMPARE(panel.framesDropped(), 0);
    }

    // A frame that comes while the worker still reads the last one is dropped, never queued.
    void busyWorkerDropsFrames()
    {
        const Table table;
        CameraPanel panel(nullptr);
        QSignalSpy shown(&panel, &CameraPanel::frameShown);
        panel.setMap(m_map);
        panel.openLiveSource(QStringLiteral("Test camera"));
        const QVideoFrame frame = videoFrame(table.frame(0));
        int handed = 0;
        for (int i = 0; i < 10; ++i)
            handed += panel.offerFrame(frame) ? 1 : 0;
        QVERIFY2(handed >= 1 && handed <= 3, qPrintable(QString::number(handed)));
        QCOMPARE(panel.framesDropped(), 10 - handed);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), handed, 30000);
        QTest::qWait(200);
        QCOMPARE(shown.count(), handed);
        // The status line says so.
        const QString skipped = QStringLiteral("%1 of 10 camera frames skipped").arg(10 - handed);
        QVERIFY2(panel.status().contains(skipped), qPrintable(panel.status()));
    }

    // Two counters clicked on the picture, the distance between their markers
    // on the map in millimetres and in Vae Victis paces (VV Scale: 100 paces = 2.5 cm at 15 mm).
    void measureTwoCounters()
    {
        qputenv("UMPIRE_RULESDATA", UMPIRE_RULESDATA_DIR);
        const Table table;
        CameraPanel panel(nullptr);
        panel.resize(1100, 650);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setMap(m_map);
        panel.openLiveSource(QStringLiteral("Test camera"));
        for (int i = 0; i < 3; ++i)
            QVERIFY(feed(panel, videoFrame(table.frame(i))));
        std::vector<const SceneCounter *> visible;
        for (const SceneCounter &c : table.layout.counters)
            if (c.visible)
                visible.push_back(&c);
        QVERIFY(visible.size() >= 2);
        const SceneCounter &a = *visible.front(), &b = *visible.back();
        auto image = [&](const SceneCounter &c) {
            const cv::Vec3d v = table.pose * cv::Vec3d(c.mm.x, c.mm.y, 1);
            return QPointF(v[0] / v[2] + 1.5, v[1] / v[2] - 1); // a click a little off centre
        };
        QSignalSpy shown(&panel, &CameraPanel::measureShown);
        panel.measureBetween(image(a), image(b));
        QVERIFY(shown.wait(10000));
        const double truth = std::hypot(a.mm.x - b.mm.x, a.mm.y - b.mm.y);
        QVERIFY2(std::abs(panel.measuredMm() - truth) < 1.0,
                 qPrintable(panel.measurement() + " truth " + QString::number(truth)));
        const int paces15 = int(std::lround(panel.measuredMm() * 4)); // 100 paces = 25 mm
        QVERIFY2(panel.measurement().contains(
                     QStringLiteral("From marker %1 to marker %2").arg(a.marker).arg(b.marker)),
                 qPrintable(panel.measurement()));
        QVERIFY2(panel.measurement().contains(QStringLiteral("%1 paces at 15 mm").arg(paces15)),
                 qPrintable(panel.measurement()));

        // The same by clicking: Measure, then two clicks on the picture.
        QLabel *view = panel.findChild<QLabel *>(QStringLiteral("cameraView"));
        QVERIFY(view);
        const std::optional<QPointF> centre = panel.framePointAt(view->rect().center());
        QVERIFY(centre.has_value());
        QVERIFY2(std::abs(centre->x() - 640) < 3 && std::abs(centre->y() - 360) < 3,
                 qPrintable(QStringLiteral("%1,%2").arg(centre->x()).arg(centre->y())));
        panel.findChild<QPushButton *>(QStringLiteral("cameraMeasure"))->click();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->rect().center());
        QVERIFY(panel.measurement().contains(QLatin1String("second point")));
        QTest::mouseClick(view, Qt::LeftButton, {}, view->rect().center() + QPoint(100, 0));
        QVERIFY(shown.wait(10000));
        QVERIFY2(panel.measuredMm() > 10, qPrintable(panel.measurement()));
        QVERIFY2(panel.measurement().contains(QStringLiteral("From the point %1,%2")
                                                  .arg(qRound(centre->x()))
                                                  .arg(qRound(centre->y()))),
                 qPrintable(panel.measurement()));
        // Outside the picture (the view's dark border) nothing is measured.
        QVERIFY(!panel.framePointAt(QPoint(-5, -5)).has_value());
    }

    // When a folder of pictures has played to its end, its last picture stays
    // measurable (playback's end once forgot it: "no picture has shown the map").
    void measuresTheLastPictureOfAFolderAfterPlayback()
    {
        qputenv("UMPIRE_RULESDATA", UMPIRE_RULESDATA_DIR);
        const Table table;
        const QString folder = m_dir.filePath(QStringLiteral("frames"));
        QVERIFY(QDir().mkpath(folder));
        for (int i = 0; i < 3; ++i)
            QVERIFY(
                cv::imwrite(QDir(folder).filePath(QStringLiteral("f%1.png").arg(i)).toStdString(),
                            table.frame(i)));
        CameraPanel panel(nullptr);
        panel.resize(1100, 650);
        panel.show();
        panel.setMap(m_map);
        panel.openSource(folder);
        QTRY_VERIFY_WITH_TIMEOUT(panel.status().contains(QLatin1String("End of the image folder")),
                                 60000);
        std::vector<const SceneCounter *> visible;
        for (const SceneCounter &c : table.layout.counters)
            if (c.visible)
                visible.push_back(&c);
        QVERIFY(visible.size() >= 2);
        auto image = [&](const SceneCounter &c) {
            const cv::Vec3d v = table.pose * cv::Vec3d(c.mm.x, c.mm.y, 1);
            return QPointF(v[0] / v[2], v[1] / v[2]);
        };
        QSignalSpy shown(&panel, &CameraPanel::measureShown);
        panel.measureBetween(image(*visible.front()), image(*visible.back()));
        QVERIFY(shown.wait(10000));
        QVERIFY2(panel.measuredMm() > 0, qPrintable(panel.measurement()));
    }

    void liveFaults_data()
    {
        QTest::addColumn<QString>("frame");
        QTest::addColumn<QString>("expected");
        QTest::newRow("an invalid frame") << "invalid"
                                          << "could not be converted";
        QTest::newRow("a frame of no known format") << "no format"
                                                    << "could not be converted";
        QTest::newRow("a frame of another size: calibrated again")
            << "resized"
            << "picture size changed from 1280×720 to 1920×1080";
        QTest::newRow("a YUV frame (most webcams) is converted") << "yuv"
                                                                 << "anchor";
    }
    void liveFaults()
    {
        QFETCH(QString, frame);
        QFETCH(QString, expected);
        Table table;
        CameraPanel panel(nullptr);
        panel.setMap(m_map);
        panel.openLiveSource(QStringLiteral("Test camera"));
        QVERIFY(feed(panel, videoFrame(table.frame(0))));
        QVideoFrame bad;
        if (frame == "no format")
            bad =
                QVideoFrame(QVideoFrameFormat(QSize(640, 480), QVideoFrameFormat::Format_Invalid));
        if (frame == "yuv")
            bad = yuvFrame(QSize(1280, 720));
        if (frame == "resized") {
            table.resize({1920, 1080});
            bad = videoFrame(table.frame(1));
        }
        QVERIFY(offer(panel, bad));
        QTRY_VERIFY2_WITH_TIMEOUT(panel.status().contains(expected), qPrintable(panel.status()),
                                  30000);
        // The session goes on: the next good frames are read.
        for (int i = 2; i < 5; ++i)
            QVERIFY(feed(panel, videoFrame(table.frame(i))));
        QVERIFY2(panel.status().contains(QLatin1String("counters")), qPrintable(panel.status()));
        QCOMPARE(panel.lastFrame().size(),
                 QSize(table.camera.imageSize.width, table.camera.imageSize.height));
    }

    void applyDialogRefusesAHexOffTheMap_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("error");
        QTest::newRow("a hex of the map") << "0305"
                                          << "";
        QTest::newRow("a hex beyond the map's columns") << "4005"
                                                        << "the hex 4005 is not on the map";
        QTest::newRow("no hex id at all") << "here"
                                          << "the hex here is not on the map";
        QTest::newRow("where it was") << "0203"
                                      << "0203 is where it was";
        QTest::newRow("nothing typed") << ""
                                       << "type the hex it went to";
    }
    void applyDialogRefusesAHexOffTheMap()
    {
        QFETCH(QString, typed);
        QFETCH(QString, error);
        const Table table;
        const HexGrid grid(table.layout.map.layout);
        const QList<CameraChange> changes = {{1, "moved", 70, "0203", "0204"},
                                             {2, "removed", 12, "0407", ""}};
        CameraApplyDialog dialog(changes, &grid);
        dialog.table()->item(0, CameraApplyDialog::To)->setText(typed);
        dialog.accept();
        if (error.isEmpty()) {
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QCOMPARE(dialog.kept().size(), 2);
            QCOMPARE(dialog.kept()[0].to, typed);
        } else {
            QVERIFY2(dialog.error().contains(error), qPrintable(dialog.error()));
            QVERIFY(dialog.kept().isEmpty());
        }
        QCOMPARE(dialog.shown(), QList<int>({1, 2}));
    }

    // Counter.moved as the referee corrected it; an unticked change is dismissed; neither is
    // proposed again.
    void applyJournalsTheChangesKept()
    {
        GameSession session(shippedLibrary());
        QVERIFY(session.createFromScenario(m_dir.filePath("camera.jsonl"), "nlb-demo").ok());
        Table table;
        CameraPanel panel(&session);
        panel.resize(1100, 650);
        panel.show();
        panel.setMap(m_map);
        panel.openLiveSource(QStringLiteral("Test camera"));
        int n = 0;
        for (int i = 0; i < 4; ++i)
            QVERIFY(feed(panel, videoFrame(table.frame(n++))));
        const auto [first, firstFrom, firstTo] = table.moveOne(6);
        const auto [second, secondFrom, secondTo] = table.moveOne(10);
        QVERIFY(firstFrom != firstTo && secondFrom != secondTo);
        for (int i = 0; i < 5; ++i)
            QVERIFY(feed(panel, videoFrame(table.frame(n++))));
        const QStringList seen = panel.events();
        QVERIFY2(seen.contains(
                     QStringLiteral("moved %1 %2 %3")
                         .arg(first)
                         .arg(QString::fromStdString(firstFrom), QString::fromStdString(firstTo))),
                 qPrintable(seen.join("; ")));
        QCOMPARE(panel.changes().size(), 2);
        // The README's picture: counters in their hexes, the two moves seen, ready to apply.
        // UMPIRE_WRITE_SCREENSHOTS=1 writes docs/screenshots/camera.png; =<folder>, there.
        if (qEnvironmentVariableIsSet("UMPIRE_WRITE_SCREENSHOTS")) {
            const QString folder = qEnvironmentVariable("UMPIRE_WRITE_SCREENSHOTS");
            const QString path =
                QFileInfo(folder).isDir()
                    ? QDir(folder).filePath(QStringLiteral("camera.png"))
                    : QStringLiteral(UMPIRE_SOURCE_DIR "/docs/screenshots/camera.png");
            QDir().mkpath(QFileInfo(path).absolutePath());
            QVERIFY(panel.grab().save(path));
        }

        // The referee corrects the first move, tries a hex off the map first, unticks the second.
        const HexGrid grid(table.layout.map.layout);
        const QString corrected = QString::fromStdString(grid.id(grid.fromOffset(1, 1)));
        QString refused;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<CameraApplyDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            QTableWidget *t = dialog->table();
            for (int row = 0; row < t->rowCount(); ++row) {
                if (t->item(row, CameraApplyDialog::Marker)->text().toInt() == first) {
                    t->item(row, CameraApplyDialog::To)->setText(QStringLiteral("9999"));
                    dialog->accept();
                    refused = dialog->error();
                    t->item(row, CameraApplyDialog::To)->setText(corrected);
                } else
                    t->item(row, CameraApplyDialog::Keep)->setCheckState(Qt::Unchecked);
            }
            dialog->accept();
        });
        const std::uint64_t before = session.game().journal().lastSeq();
        panel.apply();
        QVERIFY2(refused.contains(QLatin1String("9999")), qPrintable(refused));
        QCOMPARE(session.game().journal().lastSeq(), before + 1);
        const Result<JournalEvent> event =
            session.game().journal().readEvent(session.game().journal().lastSeq());
        QVERIFY(event.ok());
        QCOMPARE(event->kind, umpire::crt::kinds::CounterMoved);
        QCOMPARE(event->data["marker"].get<int>(), first);
        QCOMPARE(event->data["from"].get<std::string>(), firstFrom);
        QCOMPARE(event->data["to"].get<std::string>(), corrected.toStdString());
        QVERIFY2(panel.events().isEmpty(), qPrintable(panel.events().join("; ")));
        for (int i = 0; i < 3; ++i)
            QVERIFY(feed(panel, videoFrame(table.frame(n++))));
        QVERIFY2(panel.events().isEmpty(), qPrintable(panel.events().join("; ")));
    }

    // The lens page: views kept or refused with why, the lens measured and saved for the camera,
    // loaded when the camera opens again, forgotten on request.
    void lensCalibratedAndSavedPerCamera()
    {
        const QString camera = QStringLiteral("Test lens camera");
        const QString path = CameraWorker::lensPath(camera);
        QVERIFY2(path.contains(QLatin1String("qttest")), qPrintable(path)); // never the user's
        QFile::remove(path);
        {
            CameraPanel panel(nullptr);
            panel.setMap(m_map);
            panel.openLiveSource(camera);
            CameraWizard wizard;
            panel.attachWizard(&wizard);
            wizard.show();
            wizard.next();
            QCOMPARE(wizard.currentId(), int(CameraWizard::LensPage));
            auto *capture = wizard.findChild<QPushButton *>(QStringLiteral("captureLensView"));
            auto *calibrate = wizard.findChild<QPushButton *>(QStringLiteral("calibrateLens"));
            QVERIFY(capture && calibrate);
            // No board in view: refused, and why.
            QVERIFY(feed(panel, videoFrame(Table().frame(0))));
            capture->click();
            QTRY_VERIFY_WITH_TIMEOUT(wizard.lensViews().contains(QLatin1String("View refused")),
                                     30000);
            QVERIFY(!calibrate->isEnabled());

            const std::vector<std::pair<cv::Vec3d, cv::Vec2d>> poses = {
                {{0.35, 0, 0}, {0, 0}},       {{-0.35, 0, 0}, {-40, 20}},
                {{0, 0.4, 0}, {50, -20}},     {{0, -0.4, 0.1}, {-60, 10}},
                {{0.3, 0.3, -0.1}, {30, 30}}, {{-0.3, 0.35, 0.2}, {-30, -30}},
                {{0.25, -0.3, 0}, {60, 25}},
            };
            for (std::size_t i = 0; i < poses.size(); ++i) {
                QVERIFY(
                    feed(panel, videoFrame(boardView(poses[i].first, poses[i].second, int(i)))));
                capture->click();
                const QString kept = QStringLiteral("View %1 kept").arg(i + 1);
                QTRY_VERIFY2_WITH_TIMEOUT(wizard.lensViews().contains(kept),
                                          qPrintable(wizard.lensViews()), 30000);
                QCOMPARE(calibrate->isEnabled(), i + 1 >= 4);
            }
            // The same view again teaches nothing.
            capture->click();
            QTRY_VERIFY2_WITH_TIMEOUT(wizard.lensViews().contains(QLatin1String("not moved")),
                                      qPrintable(wizard.lensViews()), 30000);

            calibrate->click();
            QTRY_VERIFY2_WITH_TIMEOUT(wizard.lens().contains(QLatin1String("measured on")),
                                      qPrintable(wizard.lens()), 60000);
            QVERIFY2(wizard.lens().contains(QLatin1String("7 views")) &&
                         wizard.lens().contains(QLatin1String("saved.")),
                     qPrintable(wizard.lens()));
            const Result<LensModel> lens = LensModel::load(path.toStdString());
            QVERIFY2(lens.ok(), qPrintable(path));
            QCOMPARE(lens->camera, camera.toStdString());
            QCOMPARE(lens->views, 7);
            QVERIFY2(lens->rmsPx < 1.0, qPrintable(QString::number(lens->rmsPx)));
            // The views were taken by a pinhole camera of focal length 1000 px.
            QVERIFY2(std::abs(lens->cameraMatrix(0, 0) - 1000) < 50,
                     qPrintable(QString::number(lens->cameraMatrix(0, 0))));
            QTRY_VERIFY2_WITH_TIMEOUT(panel.calibration().contains(QLatin1String("lens of")),
                                      qPrintable(panel.calibration()), 10000);
        }
        // The next session of the same camera finds its lens; another camera does not.
        CameraPanel panel(nullptr);
        panel.setMap(m_map);
        CameraWizard wizard;
        panel.attachWizard(&wizard);
        panel.openLiveSource(QStringLiteral("Another camera"));
        QTRY_VERIFY2_WITH_TIMEOUT(wizard.lens().contains(QLatin1String("No lens saved")),
                                  qPrintable(wizard.lens()), 10000);
        panel.openLiveSource(camera);
        QTRY_VERIFY2_WITH_TIMEOUT(
            panel.calibration().contains(QStringLiteral("lens of %1, rms").arg(camera)),
            qPrintable(panel.calibration()), 10000);
        QVERIFY(feed(panel, videoFrame(Table().frame(0))));
        QVERIFY2(panel.calibration().contains(QLatin1String("anchors")) &&
                     panel.calibration().contains(QLatin1String("lens of")),
                 qPrintable(panel.calibration()));

        wizard.findChild<QPushButton *>(QStringLiteral("forgetLens"))->click();
        QTRY_VERIFY2_WITH_TIMEOUT(wizard.lens().contains(QLatin1String("forgotten")),
                                  qPrintable(wizard.lens()), 10000);
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY2(!panel.calibration().contains(QLatin1String("lens of")),
                 qPrintable(panel.calibration()));
    }

    void boardSavedTrueToSize_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("PNG at 300 dpi") << "board.png";
        QTest::newRow("PDF, a page of the board's size") << "board.pdf";
    }
    void boardSavedTrueToSize()
    {
        QFETCH(QString, name);
        const QString path = m_dir.filePath(name);
        QString error;
        QVERIFY2(CameraWizard::saveBoard(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        if (name.endsWith(QLatin1String(".pdf"))) {
            QVERIFY(file.read(5) == "%PDF-");
            return;
        }
        const QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.dotsPerMeterX(), 11811);
        // Wider than the board's 7 squares of 30 mm at 300 dpi.
        QVERIFY(image.width() >= int(210 / 25.4 * 300));
    }
};

QTEST_MAIN(TestCameraPanel)
#include "tst_camerapanel.moc"
