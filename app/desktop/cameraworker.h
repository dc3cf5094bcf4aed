#pragma once

#include "locator.h"
#include "tracker.h"

#include <QImage>
#include <QObject>
#include <QStringList>

#include <memory>
#include <opencv2/videoio.hpp>

class QTimer;

// Reads frames (a video file, an image folder or a camera) and tracks the counters on them, on its
// own thread: nothing here runs on the UI thread. Faults become a status, never a crash.
class CameraWorker : public QObject
{
    Q_OBJECT

  public:
    explicit CameraWorker(QObject *parent = nullptr);
    ~CameraWorker() override;

  public slots:
    void setMap(const QString &mapPath);
    // A video file, a folder of .jpg/.png frames, or "camera:N" for camera N.
    void openSource(const QString &source);
    void stop();

  signals:
    // The frame with the recognised hexes drawn over it, a status line, the counters read.
    void frameReady(const QImage &overlay, const QString &status, const QStringList &counters);
    // Every confirmed change so far ("moved 70 0305 0306").
    void eventsChanged(const QStringList &events);
    void calibrationChanged(const QString &summary);

  private:
    void next();
    QImage overlay(const cv::Mat &frame, const umpire::vision::TrackFrame &result) const;
    void report(const QString &status);

    QTimer *m_timer = nullptr;
    std::unique_ptr<umpire::vision::Tracker> m_tracker;
    cv::VideoCapture m_video;
    QStringList m_files;
    int m_fileIndex = 0;
    bool m_live = false;
    int m_failures = 0;
    QString m_source;
};
