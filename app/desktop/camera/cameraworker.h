#pragma once

#include "camerachange.h"
#include "lenscalibration.h"
#include "locator.h"
#include "tracker.h"

#include <QImage>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QStringList>
#include <QVideoFrame>

#include <atomic>
#include <memory>
#include <opencv2/videoio.hpp>
#include <optional>

class QTimer;

// Reads frames (a video file or an image folder on its own, or a live camera's frames handed over
// by CameraFeed) and tracks the counters on them, on its own thread: nothing here runs on the UI
// thread. Faults become a status, never a crash.
class CameraWorker : public QObject
{
    Q_OBJECT

  public:
    explicit CameraWorker(QObject *parent = nullptr);
    ~CameraWorker() override;

    // Thread-safe: true when the worker is free for a live frame, and from then on busy until
    // that frame is processed; false when the frame should be dropped.
    bool reserveFrame();
    // Where a camera's lens is saved: the app's config folder, "lenses/", lensFileName(camera).
    static QString lensPath(const QString &camera);

  public slots:
    void setMap(const QString &mapPath);
    // A video file or a folder of .jpg/.png frames, read here.
    void openSource(const QString &source);
    // A live camera of that name: its frames come by processFrame().
    void openLive(const QString &cameraName);
    void stop();
    // One live frame (after reserveFrame()): converted and tracked here, never on the UI thread.
    void processFrame(const QVideoFrame &frame);
    // The changes the referee has applied or dismissed: never proposed again.
    void dismiss(const QList<int> &ids);

    // Lens calibration (the wizard's lens page): the current frame as a view of the board, the
    // lens from the views kept (saved for this camera), and forgetting this camera's lens.
    void captureLensView();
    void calibrateLens();
    void forgetLens();

    // The distance on the map's plane between two points of the last frame read (its pixels),
    // each taken at a counter's marker when it falls on one: measured(), or measureFailed().
    void measure(QPointF from, QPointF to);

  signals:
    // The frame with the recognised hexes drawn over it, a status line, the counters read.
    void frameReady(const QImage &overlay, const QString &status, const QStringList &counters);
    // The confirmed changes not yet applied or dismissed.
    void changesChanged(const QList<CameraChange> &changes);
    void calibrationChanged(const QString &summary);
    // Lens calibration: the views kept so far and what the last capture did; what the lens is.
    void lensViewsChanged(int views, const QString &message);
    void lensChanged(const QString &message);
    // A measure: millimetres on the map, and what each end was ("marker 70", "the point 600,400").
    void measured(double mm, const QString &from, const QString &to);
    void measureFailed(const QString &why);

  private:
    // keepPicture: playback ended, and the last picture located stays measurable.
    void halt(bool keepPicture);
    void next();
    void track(const cv::Mat &frame);
    void resetTracker();
    void collectEvents();
    void loadLens();
    void giveLensToTracker();
    void emitCalibration();
    QImage overlay(const cv::Mat &frame, const umpire::vision::TrackFrame &result) const;
    void report(const QString &status);

    enum class Mode { None, Files, Video, Live };

    QTimer *m_timer = nullptr;
    std::optional<umpire::vision::MapDescription> m_map;
    std::unique_ptr<umpire::vision::Tracker> m_tracker;
    cv::VideoCapture m_video;
    QStringList m_files;
    int m_fileIndex = 0;
    Mode m_mode = Mode::None;
    QString m_source;
    QString m_camera; // the camera's name (a file or folder name for recordings): its lens file
    cv::Size m_frameSize;
    cv::Mat m_lastFrame; // BGR, as read: the lens page's views come from it
    std::optional<umpire::vision::LocateResult> m_lastLocated; // measures are made on it
    std::atomic<bool> m_busy{false};

    // Proposed changes: the tracker's events from m_eventsSeen on, turned into changes.
    QList<CameraChange> m_changes;
    std::size_t m_eventsSeen = 0;
    int m_nextChangeId = 1;
    QString m_anchorsLine;

    std::optional<umpire::vision::LensModel> m_lens;      // this camera's, as saved
    std::optional<umpire::vision::LensModel> m_lensInUse; // the same at the picture's size
    QString m_lensNote;                                   // why the lens is not used
    std::vector<umpire::vision::CharucoView> m_lensViews;
    umpire::vision::CharucoBoardSpec m_board;
};
