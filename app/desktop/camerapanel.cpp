#include "camerapanel.h"

#include "cameraapplydialog.h"
#include "camerafeed.h"
#include "camerawizard.h"
#include "cameraworker.h"
#include "gamesession.h"
#include "mapdescription.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <optional>

CameraPanel::CameraPanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_worker(new CameraWorker), m_view(new QLabel),
      m_status(new QLabel), m_calibration(new QLabel), m_counters(new QListWidget),
      m_changesList(new QListWidget), m_camera(new QPushButton(tr("&Camera…"))),
      m_apply(new QPushButton(tr("&Apply the changes…")))
{
    setWindowTitle(tr("Camera"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    m_feed = new CameraFeed(m_worker, this);
    connect(m_worker, &CameraWorker::frameReady, this, &CameraPanel::showFrame);
    connect(m_worker, &CameraWorker::changesChanged, this, &CameraPanel::showChanges);
    connect(m_worker, &CameraWorker::calibrationChanged, m_calibration, &QLabel::setText);
    connect(m_feed, &CameraFeed::starting, this, [this](const QString &name) {
        QMetaObject::invokeMethod(m_worker, [w = m_worker, name] { w->openLive(name); });
        m_status->setText(tr("Starting the camera %1…").arg(name));
    });
    connect(m_feed, &CameraFeed::failed, this, &CameraPanel::cameraLost);
    connect(m_feed, &CameraFeed::quiet, m_status, &QLabel::setText);
    if (m_session)
        connect(m_session, &GameSession::gameOpened, this, [this] { showChanges(m_changes); });

    auto *buttons = new QHBoxLayout;
    auto *map = new QPushButton(tr("&Map…"));
    auto *source = new QPushButton(tr("&Video or pictures…"));
    auto *wizard = new QPushButton(tr("Ca&librate…"));
    for (QPushButton *b : {map, source, m_camera, wizard, m_apply})
        buttons->addWidget(b);
    buttons->addStretch();
    connect(map, &QPushButton::clicked, this, &CameraPanel::chooseMap);
    connect(source, &QPushButton::clicked, this, &CameraPanel::chooseSource);
    connect(m_camera, &QPushButton::clicked, this, &CameraPanel::chooseCamera);
    connect(wizard, &QPushButton::clicked, this, &CameraPanel::calibrate);
    connect(m_apply, &QPushButton::clicked, this, &CameraPanel::apply);
    m_apply->setEnabled(false);

    m_view->setMinimumSize(480, 270);
    m_view->setAlignment(Qt::AlignCenter);
    m_view->setStyleSheet(QStringLiteral("background: #202020; color: #c0c0c0"));
    m_view->setText(tr("No picture: choose the map, then a camera, a video or a folder."));
    auto *side = new QWidget;
    // Wide enough for a change's line, so the lists need no sideways scrolling.
    side->setMinimumWidth(
        fontMetrics().horizontalAdvance(tr("marker %1 moved from %2 to %3")
                                            .arg(999)
                                            .arg(QStringLiteral("0000"), QStringLiteral("0000"))) +
        48);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(new QLabel(tr("Counters read")));
    sideLayout->addWidget(m_counters);
    sideLayout->addWidget(new QLabel(tr("Changes seen (moved, removed)")));
    sideLayout->addWidget(m_changesList);
    auto *splitter = new QSplitter;
    splitter->addWidget(m_view);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    layout->addWidget(m_calibration);
}

CameraPanel::~CameraPanel()
{
    // The camera first, so that no frame is offered to a worker that is going away.
    delete m_feed;
    m_feed = nullptr;
    QMetaObject::invokeMethod(m_worker, &CameraWorker::stop, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

QString CameraPanel::status() const
{
    return m_status->text();
}

QString CameraPanel::calibration() const
{
    return m_calibration->text();
}

QStringList CameraPanel::events() const
{
    QStringList texts;
    for (const CameraChange &c : m_changes)
        texts << c.text();
    return texts;
}

int CameraPanel::framesDropped() const
{
    return m_feed->framesDropped();
}

void CameraPanel::setMap(const QString &mapPath)
{
    m_mapPath = mapPath;
    QMetaObject::invokeMethod(m_worker, [w = m_worker, mapPath] { w->setMap(mapPath); });
}

void CameraPanel::openSource(const QString &source)
{
    m_source = source;
    if (source.startsWith(QLatin1String("camera:"))) {
        bool number = false;
        const int index = source.mid(7).toInt(&number);
        m_feed->start(number ? index : -1);
        return;
    }
    m_feed->stop();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, source] { w->openSource(source); });
}

void CameraPanel::openLiveSource(const QString &cameraName)
{
    m_source = cameraName;
    m_feed->stop();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, cameraName] { w->openLive(cameraName); });
}

bool CameraPanel::offerFrame(const QVideoFrame &frame)
{
    return m_feed->offer(frame);
}

void CameraPanel::cameraLost(const QString &status)
{
    QMetaObject::invokeMethod(m_worker, &CameraWorker::stop);
    m_status->setText(status);
    // The camera view greys out; everything else goes on.
    if (!m_frame.isNull())
        m_view->setPixmap(
            QPixmap::fromImage(m_frame.convertToFormat(QImage::Format_Grayscale8))
                .scaled(m_view->size(), Qt::KeepAspectRatio, Qt::SmoothTransformation));
}

void CameraPanel::chooseMap()
{
    const QString f = QFileDialog::getOpenFileName(this, tr("Map description"), QString(),
                                                   tr("Map descriptions (*.json)"));
    if (!f.isEmpty())
        setMap(f);
}

void CameraPanel::chooseSource()
{
    const QString f = QFileDialog::getOpenFileName(
        this, tr("Video or a picture of the folder"), QString(),
        tr("Videos and pictures (*.avi *.mp4 *.mkv *.mov *.jpg *.jpeg *.png)"));
    if (f.isEmpty())
        return;
    const bool picture = f.endsWith(QLatin1String(".jpg"), Qt::CaseInsensitive) ||
                         f.endsWith(QLatin1String(".jpeg"), Qt::CaseInsensitive) ||
                         f.endsWith(QLatin1String(".png"), Qt::CaseInsensitive);
    openSource(picture ? QFileInfo(f).absolutePath() : f);
}

void CameraPanel::chooseCamera()
{
    const QList<QCameraDevice> cameras = CameraFeed::cameras();
    if (cameras.isEmpty()) {
        openSource(QStringLiteral("camera:0")); // says there is none
        return;
    }
    QMenu menu(this);
    for (int i = 0; i < cameras.size(); ++i)
        menu.addAction(cameras[i].description())->setData(i);
    if (QAction *chosen = menu.exec(m_camera->mapToGlobal(QPoint(0, m_camera->height()))))
        openSource(QStringLiteral("camera:%1").arg(chosen->data().toInt()));
}

void CameraPanel::calibrate()
{
    CameraWizard wizard(this);
    attachWizard(&wizard);
    wizard.exec();
}

void CameraPanel::attachWizard(CameraWizard *wizard)
{
    wizard->setMapPath(m_mapPath);
    wizard->setSource(m_source);
    // Connections to the wizard end with it; the worker's are queued to the worker thread.
    connect(m_worker, &CameraWorker::calibrationChanged, wizard, &CameraWizard::setCalibration);
    connect(m_worker, &CameraWorker::lensViewsChanged, wizard, &CameraWizard::setLensViews);
    connect(m_worker, &CameraWorker::lensChanged, wizard, &CameraWizard::setLens);
    connect(wizard, &CameraWizard::captureLensView, m_worker, &CameraWorker::captureLensView);
    connect(wizard, &CameraWizard::calibrateLens, m_worker, &CameraWorker::calibrateLens);
    connect(wizard, &CameraWizard::forgetLens, m_worker, &CameraWorker::forgetLens);
    connect(wizard, &QWizard::currentIdChanged, this, [this, wizard](int id) {
        if (id == CameraWizard::MapPage)
            return;
        // Opened again only when changed: reopening would restart the tracking.
        if (wizard->mapPath() != m_mapPath)
            setMap(wizard->mapPath());
        const QString source =
            wizard->source().isEmpty() ? QStringLiteral("camera:0") : wizard->source();
        if (source != m_source)
            openSource(source);
    });
}

void CameraPanel::apply()
{
    if (!m_session || !m_session->hasGame() || m_changes.isEmpty())
        return;
    std::optional<umpire::HexGrid> grid;
    if (auto map = umpire::vision::MapDescription::fromFile(m_mapPath.toStdString()))
        grid.emplace(map->layout);
    CameraApplyDialog dialog(m_changes, grid ? &*grid : nullptr, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QList<int> handled = dialog.shown();
    const QList<CameraChange> kept = dialog.kept();
    for (qsizetype i = 0; i < kept.size(); ++i) {
        const CameraChange &c = kept[i];
        const std::string from = c.from.toStdString();
        const auto r =
            c.isMove()
                ? m_session->append(
                      "counter.moved",
                      {{"marker", c.marker}, {"from", from}, {"to", c.to.toStdString()}})
                : m_session->append("counter.removed", {{"marker", c.marker}, {"from", from}});
        if (!r) {
            // What was not journaled stays proposed.
            for (qsizetype j = i; j < kept.size(); ++j)
                handled.removeAll(kept[j].id);
            dismiss(handled);
            QMessageBox::warning(
                this, tr("Camera"),
                tr("Not journaled: %1").arg(QString::fromStdString(r.error().message)));
            return;
        }
    }
    dismiss(handled);
}

void CameraPanel::dismiss(const QList<int> &ids)
{
    QList<CameraChange> left = m_changes;
    left.removeIf([&](const CameraChange &c) { return ids.contains(c.id); });
    showChanges(left);
    QMetaObject::invokeMethod(m_worker, [w = m_worker, ids] { w->dismiss(ids); });
}

void CameraPanel::showChanges(const QList<CameraChange> &changes)
{
    m_changes = changes;
    m_changesList->clear();
    for (const CameraChange &c : changes)
        m_changesList->addItem(
            c.isMove() ? tr("marker %1 moved from %2 to %3").arg(c.marker).arg(c.from, c.to)
                       : tr("marker %1 removed from %2").arg(c.marker).arg(c.from));
    m_apply->setEnabled(!changes.isEmpty() && m_session && m_session->hasGame());
}

void CameraPanel::showFrame(const QImage &overlay, const QString &status,
                            const QStringList &counters)
{
    // A live camera faster than the reading: say how many of its frames were skipped.
    const int dropped = m_feed->framesDropped();
    m_status->setText(dropped == 0 ? status
                                   : tr("%1 · %n of %2 camera frames skipped while reading the "
                                        "last one",
                                        nullptr, dropped)
                                         .arg(status)
                                         .arg(m_feed->framesOffered()));
    if (overlay.isNull())
        return;
    m_frame = overlay;
    m_view->setPixmap(QPixmap::fromImage(overlay).scaled(m_view->size(), Qt::KeepAspectRatio,
                                                         Qt::SmoothTransformation));
    m_counters->clear();
    m_counters->addItems(counters);
    emit frameShown();
}
