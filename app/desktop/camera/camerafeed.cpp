#include "camerafeed.h"

#include "cameraworker.h"

#include <QCamera>
#include <QMediaDevices>

namespace {
constexpr int quietMs = 5000; // no frame for this long: the camera is said to be quiet
}

CameraFeed::CameraFeed(CameraWorker *worker, QObject *parent) : QObject(parent), m_worker(worker)
{
    connect(this, &CameraFeed::frameForWorker, worker, &CameraWorker::processFrame);
    m_watchdog.setInterval(1000);
    connect(&m_watchdog, &QTimer::timeout, this, &CameraFeed::checkQuiet);
}

CameraFeed::~CameraFeed()
{
    stop();
    m_session.reset(); // before the sink it feeds
    m_sink.reset();
}

QList<QCameraDevice> CameraFeed::cameras()
{
    return QMediaDevices::videoInputs();
}

bool CameraFeed::start(int index)
{
    stop();
    if (!m_devices) {
        // Created on first use only: watching the devices loads the multimedia back end.
        m_devices = new QMediaDevices(this);
        connect(m_devices, &QMediaDevices::videoInputsChanged, this, &CameraFeed::devicesChanged);
    }
    const QList<QCameraDevice> all = cameras();
    if (all.isEmpty()) {
        emit failed(tr("No camera found: the camera view is off, the rest of Umpire works as "
                       "usual."));
        return false;
    }
    if (index < 0 || index >= all.size()) {
        emit failed(tr("No camera found as camera %1 (this computer has %n camera(s)): the "
                       "camera view is off, the rest of Umpire works as usual.",
                       nullptr, int(all.size()))
                        .arg(index));
        return false;
    }
    if (!m_session) {
        m_session = std::make_unique<QMediaCaptureSession>();
        m_sink = std::make_unique<QVideoSink>();
        m_session->setVideoSink(m_sink.get());
        connect(m_sink.get(), &QVideoSink::videoFrameChanged, this, &CameraFeed::offer);
    }
    m_device = all[index];
    m_camera = new QCamera(m_device, this);
    connect(m_camera, &QCamera::errorOccurred, this,
            [this](QCamera::Error error, const QString &message) {
                if (error != QCamera::NoError)
                    fail(tr("The camera %1 cannot go on: %2. The camera view is off; reconnect "
                            "it and choose Camera… again.")
                             .arg(cameraName(), message));
            });
    connect(m_camera, &QCamera::activeChanged, this, [this](bool active) {
        if (!active)
            fail(tr("The camera %1 stopped sending pictures (unplugged?). The camera view is "
                    "off; reconnect it and choose Camera… again.")
                     .arg(cameraName()));
    });
    m_session->setCamera(m_camera);
    emit starting(cameraName());
    m_quiet = false;
    m_sinceFrame.start();
    m_watchdog.start();
    m_camera->start();
    return true;
}

void CameraFeed::stop()
{
    m_watchdog.stop();
    // The counts are the next source's.
    m_offered = 0;
    m_dropped = 0;
    if (!m_camera)
        return;
    // A camera stopped on purpose says nothing more: no late activeChanged(false) or error.
    disconnect(m_camera, nullptr, this, nullptr);
    m_session->setCamera(nullptr);
    m_camera->stop();
    // Later: stop() may run from the camera's own signal.
    m_camera->deleteLater();
    m_camera = nullptr;
}

bool CameraFeed::offer(const QVideoFrame &frame)
{
    ++m_offered;
    m_sinceFrame.restart();
    m_quiet = false;
    if (!m_worker->reserveFrame()) {
        ++m_dropped; // the worker is still reading the last one
        return false;
    }
    emit frameForWorker(frame);
    return true;
}

void CameraFeed::devicesChanged()
{
    if (m_camera && !cameras().contains(m_device))
        fail(tr("The camera %1 was unplugged: the camera view is off, the rest of Umpire works "
                "as usual. Reconnect it and choose Camera… again.")
                 .arg(cameraName()));
}

void CameraFeed::fail(const QString &status)
{
    stop();
    emit failed(status);
}

void CameraFeed::checkQuiet()
{
    if (m_camera && !m_quiet && m_sinceFrame.elapsed() > quietMs) {
        m_quiet = true;
        emit quiet(tr("The camera %1 has sent no picture for %2 seconds: is it covered, or in "
                      "use by another program?")
                       .arg(cameraName())
                       .arg(quietMs / 1000));
    }
}
