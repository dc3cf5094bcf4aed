#pragma once

#include <QCameraDevice>
#include <QElapsedTimer>
#include <QMediaCaptureSession>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVideoFrame>
#include <QVideoSink>

#include <memory>

class CameraWorker;
class QCamera;
class QMediaDevices;

// A live camera through Qt Multimedia, on the UI thread as Qt requires: a QCamera and a capture
// session whose video sink hands each frame to the worker thread, unconverted; a frame that comes
// while the worker is still busy is dropped, so a slow read never queues frames up. Faults (no
// camera, one that fails to start, is unplugged or goes quiet) become a status, never a crash.
class CameraFeed : public QObject
{
    Q_OBJECT

  public:
    explicit CameraFeed(CameraWorker *worker, QObject *parent = nullptr);
    ~CameraFeed() override;

    // The cameras of this computer; "camera:N" means the N-th of them.
    static QList<QCameraDevice> cameras();
    // Starts the index-th camera; false, with failed() emitted, when there is no such camera.
    bool start(int index);
    void stop();
    bool isRunning() const { return !m_camera.isNull(); }
    QString cameraName() const { return m_device.description(); }

    // A frame from the sink (or a test): to the worker when it is free, else dropped. True when
    // handed over.
    bool offer(const QVideoFrame &frame);
    // Since this source started (stop() sets them back to 0).
    int framesOffered() const { return m_offered; }
    int framesDropped() const { return m_dropped; }

  signals:
    // The camera is about to send frames: the worker should take live frames from it.
    void starting(const QString &cameraName);
    // A frame for the worker (connected to CameraWorker::processFrame, queued to its thread).
    void frameForWorker(const QVideoFrame &frame);
    // The camera is gone or cannot start (the camera view is off), or is quiet (it may come back).
    void failed(const QString &status);
    void quiet(const QString &status);

  private:
    void devicesChanged();
    void fail(const QString &status);
    void checkQuiet();

    CameraWorker *m_worker;
    QMediaDevices *m_devices = nullptr;
    // Made with the first camera: a capture session builds a media pipeline.
    std::unique_ptr<QMediaCaptureSession> m_session;
    std::unique_ptr<QVideoSink> m_sink;
    QPointer<QCamera> m_camera;
    QCameraDevice m_device;
    QTimer m_watchdog;
    QElapsedTimer m_sinceFrame;
    bool m_quiet = false;
    int m_offered = 0;
    int m_dropped = 0;
};
