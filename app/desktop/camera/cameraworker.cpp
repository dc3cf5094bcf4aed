#include "cameraworker.h"
#include "datatext.h"

#include "measure.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>
#include <QVideoFrameFormat>

#include <algorithm>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

using namespace umpire;
using namespace umpire::vision;

namespace {

// A live frame as 8-bit BGR; empty when it cannot be converted (invalid, unmappable, a buffer
// smaller than its size says). Formats QImage knows are read in place; others (YUV, JPEG) go
// through Qt's converters.
cv::Mat toBgr(const QVideoFrame &source)
{
    if (!source.isValid() || source.width() <= 0 || source.height() <= 0)
        return {};
    QImage image;
    const QImage::Format direct =
        QVideoFrameFormat::imageFormatFromPixelFormat(source.pixelFormat());
    if (direct != QImage::Format_Invalid) {
        QVideoFrame frame = source;
        if (!frame.map(QVideoFrame::ReadOnly))
            return {};
        const int w = frame.width(), h = frame.height(), line = frame.bytesPerLine(0);
        const qint64 rowBytes = qint64(w) * QImage::toPixelFormat(direct).bitsPerPixel() / 8;
        if (frame.bits(0) && line >= rowBytes && qint64(line) * h <= frame.mappedBytes(0))
            image =
                QImage(frame.bits(0), w, h, line, direct).convertToFormat(QImage::Format_BGR888);
        frame.unmap();
    } else {
        image = source.toImage();
    }
    if (image.isNull())
        return {};
    if (image.format() != QImage::Format_BGR888)
        image = image.convertToFormat(QImage::Format_BGR888);
    const cv::Mat view(image.height(), image.width(), CV_8UC3, const_cast<uchar *>(image.bits()),
                       std::size_t(image.bytesPerLine()));
    return view.clone();
}

QString sizeText(cv::Size size)
{
    return QStringLiteral("%1×%2").arg(size.width).arg(size.height);
}

} // namespace

CameraWorker::CameraWorker(QObject *parent) : QObject(parent) {}

CameraWorker::~CameraWorker() = default;

QString CameraWorker::lensPath(const QString &camera)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
           QStringLiteral("/lenses/") + QString::fromStdString(lensFileName(camera.toStdString()));
}

bool CameraWorker::reserveFrame()
{
    bool free = false;
    return m_busy.compare_exchange_strong(free, true);
}

void CameraWorker::report(const QString &status)
{
    emit frameReady(QImage(), status, {});
}

void CameraWorker::setMap(const QString &mapPath)
{
    Result<MapDescription> map = MapDescription::fromFile(mapPath.toStdString());
    // Another map: the changes seen on the old one mean nothing on it.
    m_tracker.reset();
    m_map.reset();
    m_lastLocated.reset();
    m_changes.clear();
    emit changesChanged(m_changes);
    if (!map) {
        report(tr("Map description refused: %1").arg(errorText(map.error())));
        return;
    }
    m_map = *map;
    resetTracker();
    if (m_mode == Mode::None)
        report(tr("Map loaded: %1 anchors. Open a video, an image folder or a camera.")
                   .arg(map->anchors.size()));
}

void CameraWorker::resetTracker()
{
    if (m_tracker)
        collectEvents(); // what the old tracker saw is still proposed
    m_tracker.reset();
    m_eventsSeen = 0;
    if (m_map)
        m_tracker = std::make_unique<Tracker>(Locator(*m_map));
    giveLensToTracker();
}

void CameraWorker::openSource(const QString &source)
{
    stop();
    m_source = source;
    m_camera = QFileInfo(source).fileName();
    m_files.clear();
    m_fileIndex = 0;
    if (QFileInfo(source).isDir()) {
        const QStringList names = QDir(source).entryList(
            {QStringLiteral("*.jpg"), QStringLiteral("*.jpeg"), QStringLiteral("*.png")},
            QDir::Files, QDir::Name);
        for (const QString &n : names)
            m_files << QDir(source).filePath(n);
        if (m_files.isEmpty()) {
            report(tr("The folder %1 holds no .jpg or .png frame.").arg(source));
            return;
        }
        m_mode = Mode::Files;
    } else {
        bool ok = false;
        try {
            ok = QFileInfo(source).isFile() && m_video.open(source.toStdString());
        } catch (const cv::Exception &) {
        }
        if (!ok) {
            report(tr("Cannot read %1: not a video this computer can decode.").arg(source));
            return;
        }
        m_mode = Mode::Video;
    }
    loadLens();
    if (!m_timer) {
        m_timer = new QTimer(this);
        connect(m_timer, &QTimer::timeout, this, &CameraWorker::next);
    }
    m_timer->start(40);
}

void CameraWorker::openLive(const QString &cameraName)
{
    stop();
    m_source = m_camera = cameraName;
    m_files.clear();
    m_mode = Mode::Live;
    loadLens();
}

void CameraWorker::stop()
{
    halt(false);
}

void CameraWorker::halt(bool keepPicture)
{
    m_mode = Mode::None;
    if (!keepPicture)
        m_lastLocated.reset();
    if (m_timer)
        m_timer->stop();
    try {
        m_video.release();
    } catch (const cv::Exception &) {
    }
}

void CameraWorker::processFrame(const QVideoFrame &frame)
{
    // Whatever happens here, the worker takes the next live frame afterwards.
    struct Release
    {
        std::atomic<bool> &busy;
        ~Release() { busy = false; }
    } release{m_busy};
    if (m_mode != Mode::Live)
        return; // a frame still queued when the camera was stopped
    const cv::Mat bgr = toBgr(frame);
    if (bgr.empty()) {
        report(tr("A camera frame could not be converted (%1, %2×%3): skipped.")
                   .arg(QVideoFrameFormat::pixelFormatToString(frame.pixelFormat()))
                   .arg(frame.width())
                   .arg(frame.height()));
        return;
    }
    track(bgr);
}

void CameraWorker::next()
{
    cv::Mat frame;
    if (m_mode == Mode::Files) {
        if (m_fileIndex >= m_files.size()) {
            halt(true);
            report(tr("End of the image folder (%1 frames).").arg(m_files.size()));
            return;
        }
        try {
            frame = cv::imread(m_files[m_fileIndex++].toStdString(), cv::IMREAD_COLOR);
        } catch (const cv::Exception &) {
        }
        if (frame.empty()) {
            report(tr("The picture %1 could not be read: skipped.")
                       .arg(QFileInfo(m_files[m_fileIndex - 1]).fileName()));
            return;
        }
    } else if (m_mode == Mode::Video) {
        bool got = false;
        try {
            got = m_video.isOpened() && m_video.read(frame);
        } catch (const cv::Exception &) {
        }
        if (!got || frame.empty()) {
            halt(true);
            report(tr("End of the video."));
            return;
        }
    } else {
        return;
    }
    track(frame);
}

void CameraWorker::track(const cv::Mat &frame)
{
    QString note;
    if (frame.type() != CV_8UC3) {
        report(tr("A frame could not be read: skipped."));
        return;
    }
    if (frame.size() != m_frameSize) {
        // A camera switched resolution, or a recording of mixed sizes: the old calibration
        // places nothing right at the new size; the tracker calibrates again from the anchors
        // and keeps its counters (in map millimetres), so a move made meanwhile is still seen.
        if (!m_frameSize.empty())
            note = tr("The picture size changed from %1 to %2: calibrating again from the "
                      "anchors, the counters are kept. ")
                       .arg(sizeText(m_frameSize), sizeText(frame.size()));
        m_frameSize = frame.size();
        giveLensToTracker(); // the lens at this size
    }
    m_lastFrame = frame;
    if (!m_tracker) {
        emit frameReady(overlay(frame, TrackFrame()),
                        note + tr("Choose the map description first (Map…)."), {});
        return;
    }
    TrackFrame result;
    try {
        result = m_tracker->feed(frame);
    } catch (const cv::Exception &e) {
        // Never expected; a fault of one frame must not end the session.
        report(note + tr("A frame could not be read (%1): skipped.").arg(e.what()));
        return;
    }
    if (result.located)
        m_lastLocated = result.result;
    QStringList counters;
    if (result.located)
        for (const CounterRead &c : result.result.counters)
            counters << tr("marker %1 in hex %2 (%3)")
                            .arg(c.marker)
                            .arg(QString::fromStdString(c.hexId))
                            .arg(c.confidence, 0, 'f', 2);
    QString status;
    if (!result.located)
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
        m_anchorsLine = tr("anchors %1, error %2 mm")
                            .arg(summary.join(QLatin1String(", ")))
                            .arg(result.result.calibration.errorMm, 0, 'f', 2);
        emitCalibration();
    }
    collectEvents(); // before the overlay, which draws the changes proposed
    emit frameReady(overlay(frame, result), note + status, counters);
}

void CameraWorker::emitCalibration()
{
    QStringList parts;
    if (!m_anchorsLine.isEmpty())
        parts << m_anchorsLine;
    if (m_lens)
        parts << (m_lensNote.isEmpty() ? tr("lens of %1, rms %2 px")
                                             .arg(QString::fromStdString(m_lens->camera))
                                             .arg(m_lens->rmsPx, 0, 'f', 2)
                                       : m_lensNote);
    emit calibrationChanged(parts.join(QLatin1String("; ")));
}

void CameraWorker::loadLens()
{
    m_lens.reset();
    m_lensViews.clear();
    const QString path = lensPath(m_camera);
    if (QFileInfo::exists(path)) {
        Result<LensModel> lens = LensModel::load(path.toStdString());
        if (lens)
            m_lens = std::move(lens).value();
        else
            emit lensChanged(tr("The lens saved for %1 could not be read (%2): measure it again.")
                                 .arg(m_camera, errorText(lens.error())));
    }
    if (m_lens)
        emit lensChanged(tr("Lens of %1: rms %2 px, measured on %3 views.")
                             .arg(m_camera)
                             .arg(m_lens->rmsPx, 0, 'f', 2)
                             .arg(m_lens->views));
    else
        emit lensChanged(tr("No lens saved for %1.").arg(m_camera));
    emit lensViewsChanged(0, QString());
    giveLensToTracker();
    emitCalibration();
}

// The one place the lens reaches the tracker, sized to the picture (m_lensInUse); the tracker
// then calibrates again from the anchors.
void CameraWorker::giveLensToTracker()
{
    m_lensInUse.reset();
    m_lensNote.clear();
    if (m_tracker)
        m_tracker->setLens(std::nullopt);
    if (!m_lens || m_frameSize.empty())
        return;
    Result<LensModel> sized = m_lens->forImageSize(m_frameSize);
    if (!sized) {
        m_lensNote = tr("the lens of %1 was measured at %2, the picture is %3: lens not used")
                         .arg(QString::fromStdString(m_lens->camera), sizeText(m_lens->imageSize),
                              sizeText(m_frameSize));
        return;
    }
    m_lensInUse = std::move(sized).value();
    if (m_tracker)
        m_tracker->setLens(m_lensInUse);
}

void CameraWorker::captureLensView()
{
    const int kept = int(m_lensViews.size());
    if (m_lastFrame.empty()) {
        emit lensViewsChanged(kept, tr("No picture yet: open the camera, a video or a folder."));
        return;
    }
    cv::Mat gray;
    cv::cvtColor(m_lastFrame, gray, cv::COLOR_BGR2GRAY);
    Result<CharucoView> view = findCharucoBoard(gray, m_board);
    if (!view) {
        emit lensViewsChanged(kept, tr("View refused: %1").arg(errorText(view.error())));
        return;
    }
    if (!m_lensViews.empty() && view->imageSize != m_lensViews.front().imageSize) {
        emit lensViewsChanged(
            kept, tr("View refused: this picture is %1, the views kept are %2.")
                      .arg(sizeText(view->imageSize), sizeText(m_lensViews.front().imageSize)));
        return;
    }
    // The same view twice teaches nothing: the board must have moved or turned.
    for (const CharucoView &old : m_lensViews) {
        double sum = 0;
        int common = 0;
        for (std::size_t i = 0; i < view->ids.size(); ++i)
            for (std::size_t j = 0; j < old.ids.size(); ++j)
                if (view->ids[i] == old.ids[j]) {
                    sum += cv::norm(view->corners[i] - old.corners[j]);
                    ++common;
                }
        if (common * 2 >= int(view->ids.size()) && sum / common < 0.01 * view->imageSize.width) {
            emit lensViewsChanged(kept, tr("View refused: the board has not moved since an "
                                           "earlier view. Tilt it, or show it in another part "
                                           "of the picture."));
            return;
        }
    }
    m_lensViews.push_back(std::move(view).value());
    emit lensViewsChanged(int(m_lensViews.size()), tr("View %1 kept: %2 corners found.")
                                                       .arg(m_lensViews.size())
                                                       .arg(m_lensViews.back().corners.size()));
}

void CameraWorker::calibrateLens()
{
    const int kept = int(m_lensViews.size());
    if (kept < 4) {
        emit lensChanged(tr("At least 4 views of the board are needed (%1 so far).").arg(kept));
        return;
    }
    Result<LensModel> lens =
        umpire::vision::calibrateLens(m_lensViews, m_board, m_camera.toStdString());
    if (!lens) {
        emit lensChanged(tr("The lens could not be measured: %1").arg(errorText(lens.error())));
        return;
    }
    const QString path = lensPath(m_camera);
    QDir().mkpath(QFileInfo(path).absolutePath());
    const Result<Ok> saved = lens->save(path.toStdString());
    m_lens = std::move(lens).value();
    giveLensToTracker();
    emitCalibration();
    if (!saved) {
        emit lensChanged(tr("Lens of %1 measured (rms %2 px) but not saved: %3")
                             .arg(m_camera)
                             .arg(m_lens->rmsPx, 0, 'f', 2)
                             .arg(errorText(saved.error())));
        return;
    }
    emit lensChanged(tr("Lens of %1 measured on %2 views: rms %3 px, saved.")
                         .arg(m_camera)
                         .arg(m_lens->views)
                         .arg(m_lens->rmsPx, 0, 'f', 2));
}

void CameraWorker::forgetLens()
{
    const QString path = lensPath(m_camera);
    const bool had = QFileInfo::exists(path);
    if (QFile file(path); had && !file.remove()) {
        emit lensChanged(tr("The lens of %1 could not be removed (%2: %3).")
                             .arg(m_camera, path, file.errorString()));
        return;
    }
    m_lens.reset();
    giveLensToTracker();
    emitCalibration();
    emit lensChanged(had ? tr("The lens of %1 is forgotten.").arg(m_camera)
                         : tr("No lens saved for %1.").arg(m_camera));
}

void CameraWorker::collectEvents()
{
    if (!m_tracker)
        return;
    const std::vector<TrackEvent> &events = m_tracker->events();
    bool changed = false;
    for (; m_eventsSeen < events.size(); ++m_eventsSeen) {
        const TrackEvent &e = events[m_eventsSeen];
        const QString from = QString::fromStdString(e.fromHex),
                      to = QString::fromStdString(e.toHex);
        if (e.kind == "appeared") {
            // Back on the table before its removal was applied: no removal, or a move.
            auto removal = std::find_if(m_changes.begin(), m_changes.end(), [&](const auto &c) {
                return c.marker == e.marker && !c.isMove();
            });
            if (removal == m_changes.end())
                continue;
            const QString was = removal->from;
            m_changes.erase(removal);
            if (was != to)
                m_changes.append({m_nextChangeId++, QStringLiteral("moved"), e.marker, was, to});
            changed = true;
            continue;
        }
        m_changes.append({m_nextChangeId++, QString::fromStdString(e.kind), e.marker, from, to});
        changed = true;
    }
    if (changed)
        emit changesChanged(m_changes);
}

void CameraWorker::dismiss(const QList<int> &ids)
{
    const qsizetype before = m_changes.size();
    m_changes.removeIf([&](const CameraChange &c) { return ids.contains(c.id); });
    if (m_changes.size() != before)
        emit changesChanged(m_changes);
}

QImage CameraWorker::overlay(const cv::Mat &frame, const TrackFrame &result) const
{
    if (frame.empty() || frame.type() != CV_8UC3)
        return QImage();
    cv::Mat shown = frame.clone();
    if (result.located && m_tracker) {
        const LocateResult &r = result.result;
        const HexGrid &grid = m_tracker->locator().grid();
        // Lines and labels keep their size on the screen whatever the picture's size.
        const double scale = std::max(1.0, frame.cols / 1280.0);
        const int thick = int(std::lround(2 * scale)), thin = std::max(1, thick / 2);
        auto centre = [&](const std::string &hexId) -> std::optional<cv::Point> {
            Result<Hex> hex = grid.parseId(hexId);
            if (!hex)
                return std::nullopt;
            return cv::Point(r.calibration.toImage(grid.centreMm(*hex)));
        };
        auto outline = [&](const std::string &hexId, const cv::Scalar &colour, int width) {
            Result<Hex> hex = grid.parseId(hexId);
            if (!hex)
                return;
            std::vector<cv::Point> poly;
            for (const HexPointMm &p : grid.cornersMm(*hex))
                poly.push_back(cv::Point(r.calibration.toImage(p)));
            cv::polylines(shown, poly, true, colour, width, cv::LINE_AA);
        };
        std::vector<std::pair<cv::Point, std::string>> labels;
        for (const CounterRead &c : r.counters) {
            outline(c.hexId, cv::Scalar(60, 220, 60), thick);
            labels.push_back(
                {cv::Point(c.read.centre()), std::to_string(c.marker) + " " + c.hexId});
        }
        for (const CounterRead &c : r.nearHand)
            outline(c.hexId, cv::Scalar(0, 165, 255), thick);
        // A marker seen whose cells do not plainly say its id: circled, with a question mark.
        for (const RejectedRead &x : r.rejected)
            if (x.unsure) {
                cv::circle(shown, cv::Point(x.centre), int(14 * scale), cv::Scalar(0, 165, 255),
                           thick, cv::LINE_AA);
                labels.push_back({cv::Point(x.centre), "?"});
            }
        for (const auto &[marker, t] : m_tracker->counters())
            if (t.state == TrackedCounter::State::Occluded ||
                t.state == TrackedCounter::State::Stacked)
                outline(t.hexId, cv::Scalar(0, 200, 255), thin);
        // A removal proposed and not yet applied: its hex in red.
        for (const CameraChange &c : m_changes)
            if (!c.isMove())
                outline(c.from.toStdString(), cv::Scalar(40, 40, 230), thick);
        cv::polylines(shown, r.hands.outlines, true, cv::Scalar(255, 80, 200), thick, cv::LINE_AA);
        std::vector<cv::Point> map;
        for (const cv::Point2f &p : r.calibration.mapOutline(m_tracker->locator().map()))
            map.push_back(cv::Point(p));
        cv::polylines(shown, map, true, cv::Scalar(255, 160, 0), thick, cv::LINE_AA);
        // Labels last, light on a dark box above each counter, so they read over any map.
        const double font = 0.42 * scale;
        for (const auto &[at, text] : labels) {
            int baseline = 0;
            const cv::Size size =
                cv::getTextSize(text, cv::FONT_HERSHEY_SIMPLEX, font, thin, &baseline);
            const int pad = thin + 1;
            const cv::Point origin = at + cv::Point(-size.width / 2, -int(18 * scale));
            const cv::Rect box = cv::Rect(origin.x - pad, origin.y - size.height - pad,
                                          size.width + 2 * pad, size.height + baseline + 2 * pad) &
                                 cv::Rect(0, 0, shown.cols, shown.rows);
            if (box.area() <= 0)
                continue;
            cv::Mat area = shown(box);
            area.convertTo(area, -1, 0.35, 0); // darkened, the map still faintly behind
            cv::putText(shown, text, origin, cv::FONT_HERSHEY_SIMPLEX, font,
                        cv::Scalar(170, 255, 170), thin, cv::LINE_AA);
        }
        // The moves proposed and not yet applied, over everything: magenta arrows, edged dark.
        for (const CameraChange &c : m_changes) {
            const auto from = centre(c.from.toStdString()), to = centre(c.to.toStdString());
            if (!c.isMove() || !from || !to)
                continue;
            const double tip = 12 * scale / std::max(1.0, cv::norm(*to - *from));
            cv::arrowedLine(shown, *from, *to, cv::Scalar(40, 0, 40), thick + 2 * thin, cv::LINE_AA,
                            0, tip);
            cv::arrowedLine(shown, *from, *to, cv::Scalar(255, 70, 255), thick, cv::LINE_AA, 0,
                            tip);
        }
    }
    cv::cvtColor(shown, shown, cv::COLOR_BGR2RGB);
    return QImage(shown.data, shown.cols, shown.rows, int(shown.step), QImage::Format_RGB888)
        .copy();
}

void CameraWorker::measure(QPointF from, QPointF to)
{
    if (!m_lastLocated) {
        emit measureFailed(tr("Nothing to measure on yet: no picture has shown the map."));
        return;
    }
    // A click on a counter's marker is that marker's centre: counter to counter, as players do.
    auto end = [&](QPointF p, QString &text) {
        MeasureEnd e;
        e.image = cv::Point2f(float(p.x()), float(p.y()));
        text = tr("the point %1,%2").arg(qRound(p.x())).arg(qRound(p.y()));
        for (const CounterRead &c : m_lastLocated->counters)
            if (cv::norm(c.read.centre() - e.image) < 0.6 * c.read.sidePx()) {
                e.marker = c.marker;
                text = tr("marker %1").arg(c.marker);
            }
        return e;
    };
    QString fromText, toText;
    const MeasureEnd a = end(from, fromText), b = end(to, toText);
    Result<Measure> m = measureOnMap(*m_lastLocated, a, b);
    if (!m)
        emit measureFailed(errorText(m.error()));
    else
        emit measured(m->mm, fromText, toText);
}
