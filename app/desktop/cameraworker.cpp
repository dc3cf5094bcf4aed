#include "cameraworker.h"

#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

using namespace umpire;
using namespace umpire::vision;

CameraWorker::CameraWorker(QObject *parent) : QObject(parent) {}

CameraWorker::~CameraWorker() = default;

void CameraWorker::report(const QString &status)
{
    emit frameReady(QImage(), status, {});
}

void CameraWorker::setMap(const QString &mapPath)
{
    Result<MapDescription> map = MapDescription::fromFile(mapPath.toStdString());
    if (!map) {
        m_tracker.reset();
        report(tr("Map description refused: %1").arg(QString::fromStdString(map.error().message)));
        return;
    }
    m_tracker = std::make_unique<Tracker>(Locator(*map));
    emit eventsChanged({});
    if (!m_timer)
        report(tr("Map loaded: %1 anchors. Open a video, an image folder or a camera.")
                   .arg(map->anchors.size()));
}

void CameraWorker::openSource(const QString &source)
{
    stop();
    m_source = source;
    m_files.clear();
    m_fileIndex = 0;
    m_failures = 0;
    m_live = false;
    bool ok = false;
    if (source.startsWith(QLatin1String("camera:"))) {
        m_live = true;
        try {
            ok = m_video.open(source.mid(7).toInt());
        } catch (const cv::Exception &) {
        }
        if (!ok) {
            report(tr("No camera found (camera %1): the camera view is off, the rest of Umpire "
                      "works as usual.")
                       .arg(source.mid(7)));
            return;
        }
    } else if (QFileInfo(source).isDir()) {
        const QStringList names = QDir(source).entryList(
            {QStringLiteral("*.jpg"), QStringLiteral("*.jpeg"), QStringLiteral("*.png")},
            QDir::Files, QDir::Name);
        for (const QString &n : names)
            m_files << QDir(source).filePath(n);
        ok = !m_files.isEmpty();
        if (!ok) {
            report(tr("The folder %1 holds no .jpg or .png frame.").arg(source));
            return;
        }
    } else {
        try {
            ok = QFileInfo::exists(source) && m_video.open(source.toStdString());
        } catch (const cv::Exception &) {
        }
        if (!ok) {
            report(tr("Cannot read %1: not a video this computer can decode.").arg(source));
            return;
        }
    }
    if (!m_timer) {
        m_timer = new QTimer(this);
        connect(m_timer, &QTimer::timeout, this, &CameraWorker::next);
    }
    m_timer->start(m_live ? 30 : 40);
}

void CameraWorker::stop()
{
    if (m_timer)
        m_timer->stop();
    try {
        m_video.release();
    } catch (const cv::Exception &) {
    }
}

void CameraWorker::next()
{
    cv::Mat frame;
    if (!m_files.isEmpty()) {
        if (m_fileIndex >= m_files.size()) {
            stop();
            report(tr("End of the image folder (%1 frames).").arg(m_files.size()));
            return;
        }
        try {
            frame = cv::imread(m_files[m_fileIndex++].toStdString(), cv::IMREAD_COLOR);
        } catch (const cv::Exception &) {
        }
    } else {
        bool got = false;
        try {
            got = m_video.isOpened() && m_video.read(frame);
        } catch (const cv::Exception &) {
        }
        if (!got) {
            if (m_live && ++m_failures < 30)
                return; // a camera may skip a frame
            stop();
            report(m_live ? tr("The camera stopped sending pictures (unplugged?). Reconnect it "
                               "and choose Camera again.")
                          : tr("End of the video."));
            return;
        }
    }
    m_failures = 0;
    if (!m_tracker) {
        report(tr("Choose the map description first (Map…)."));
        return;
    }
    const TrackFrame result = m_tracker->feed(frame);
    QStringList counters;
    if (result.located)
        for (const CounterRead &c : result.result.counters)
            counters << tr("marker %1 in hex %2 (%3)")
                            .arg(c.marker)
                            .arg(QString::fromStdString(c.hexId))
                            .arg(c.confidence, 0, 'f', 2);
    QString status;
    if (frame.empty())
        status = tr("A frame could not be read: skipped.");
    else if (!result.located)
        status = QString::fromStdString(result.status);
    else if (result.result.anchorsSeen.empty())
        status = tr("No anchor in view: the last calibration is used, nothing is removed.");
    else
        status = tr("%1 counters, %2 anchors, %3 ms")
                     .arg(result.result.counters.size())
                     .arg(result.result.anchorsSeen.size())
                     .arg(result.result.milliseconds, 0, 'f', 1);
    if (result.located) {
        QStringList summary;
        for (int a : result.result.anchorsSeen)
            summary << QString::number(a);
        emit calibrationChanged(tr("anchors %1, error %2 mm")
                                    .arg(summary.join(QLatin1String(", ")))
                                    .arg(result.result.calibration.errorMm, 0, 'f', 2));
    }
    emit frameReady(overlay(frame, result), status, counters);
    QStringList events;
    for (const TrackEvent &e : m_tracker->events())
        if (e.kind != "appeared")
            events << QStringLiteral("%1 %2 %3 %4")
                          .arg(QString::fromStdString(e.kind))
                          .arg(e.marker)
                          .arg(QString::fromStdString(e.fromHex), QString::fromStdString(e.toHex));
    emit eventsChanged(events);
}

QImage CameraWorker::overlay(const cv::Mat &frame, const TrackFrame &result) const
{
    if (frame.empty() || frame.type() != CV_8UC3)
        return QImage();
    cv::Mat shown = frame.clone();
    if (result.located && m_tracker) {
        const LocateResult &r = result.result;
        const HexGrid &grid = m_tracker->locator().grid();
        auto outline = [&](const std::string &hexId, const cv::Scalar &colour, int width) {
            Result<Hex> hex = grid.parseId(hexId);
            if (!hex)
                return;
            std::vector<cv::Point> poly;
            for (const HexPointMm &p : grid.cornersMm(*hex))
                poly.push_back(cv::Point(r.calibration.toImage(p)));
            cv::polylines(shown, poly, true, colour, width, cv::LINE_AA);
        };
        for (const CounterRead &c : r.counters) {
            outline(c.hexId, cv::Scalar(60, 220, 60), 3);
            cv::putText(shown, std::to_string(c.marker) + " " + c.hexId,
                        cv::Point(c.read.centre()) + cv::Point(-30, -24), cv::FONT_HERSHEY_SIMPLEX,
                        0.55, cv::Scalar(20, 120, 20), 2, cv::LINE_AA);
        }
        for (const CounterRead &c : r.nearHand)
            outline(c.hexId, cv::Scalar(0, 165, 255), 3);
        for (const auto &[marker, t] : m_tracker->counters())
            if (t.state == TrackedCounter::State::Occluded ||
                t.state == TrackedCounter::State::Stacked)
                outline(t.hexId, cv::Scalar(0, 200, 255), 2);
        cv::polylines(shown, r.hands.outlines, true, cv::Scalar(255, 80, 200), 2, cv::LINE_AA);
        std::vector<cv::Point> map;
        for (const cv::Point2f &p : r.calibration.mapOutline(m_tracker->locator().map()))
            map.push_back(cv::Point(p));
        cv::polylines(shown, map, true, cv::Scalar(255, 160, 0), 2, cv::LINE_AA);
    }
    cv::cvtColor(shown, shown, cv::COLOR_BGR2RGB);
    return QImage(shown.data, shown.cols, shown.rows, int(shown.step), QImage::Format_RGB888)
        .copy();
}
