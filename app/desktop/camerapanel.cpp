#include "camerapanel.h"

#include "camerawizard.h"
#include "cameraworker.h"
#include "gamesession.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

CameraPanel::CameraPanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_worker(new CameraWorker), m_view(new QLabel),
      m_status(new QLabel), m_calibration(new QLabel), m_counters(new QListWidget),
      m_changes(new QListWidget), m_apply(new QPushButton(tr("&Apply the changes…")))
{
    setWindowTitle(tr("Camera"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    connect(m_worker, &CameraWorker::frameReady, this, &CameraPanel::showFrame);
    connect(m_worker, &CameraWorker::eventsChanged, this, [this](const QStringList &events) {
        m_events = events;
        m_changes->clear();
        m_changes->addItems(events);
        m_apply->setEnabled(!events.isEmpty() && m_session && m_session->hasGame());
    });
    connect(m_worker, &CameraWorker::calibrationChanged, m_calibration, &QLabel::setText);

    auto *buttons = new QHBoxLayout;
    auto *map = new QPushButton(tr("&Map…"));
    auto *source = new QPushButton(tr("&Video or pictures…"));
    auto *camera = new QPushButton(tr("&Camera"));
    auto *wizard = new QPushButton(tr("Ca&librate…"));
    for (QPushButton *b : {map, source, camera, wizard, m_apply})
        buttons->addWidget(b);
    buttons->addStretch();
    connect(map, &QPushButton::clicked, this, &CameraPanel::chooseMap);
    connect(source, &QPushButton::clicked, this, &CameraPanel::chooseSource);
    connect(camera, &QPushButton::clicked, this,
            [this] { openSource(QStringLiteral("camera:0")); });
    connect(wizard, &QPushButton::clicked, this, &CameraPanel::calibrate);
    connect(m_apply, &QPushButton::clicked, this, &CameraPanel::apply);
    m_apply->setEnabled(false);

    m_view->setMinimumSize(480, 270);
    m_view->setAlignment(Qt::AlignCenter);
    m_view->setStyleSheet(QStringLiteral("background: #202020; color: #c0c0c0"));
    m_view->setText(tr("No picture: choose the map, then a camera, a video or a folder."));
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(new QLabel(tr("Counters read")));
    sideLayout->addWidget(m_counters);
    sideLayout->addWidget(new QLabel(tr("Changes seen (moved, removed)")));
    sideLayout->addWidget(m_changes);
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
    QMetaObject::invokeMethod(m_worker, &CameraWorker::stop, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

QString CameraPanel::status() const
{
    return m_status->text();
}

void CameraPanel::setMap(const QString &mapPath)
{
    m_mapPath = mapPath;
    QMetaObject::invokeMethod(m_worker, [w = m_worker, mapPath] { w->setMap(mapPath); });
}

void CameraPanel::openSource(const QString &source)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, source] { w->openSource(source); });
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

void CameraPanel::calibrate()
{
    CameraWizard wizard(this);
    const QMetaObject::Connection c = connect(m_worker, &CameraWorker::calibrationChanged, &wizard,
                                              &CameraWizard::setCalibration);
    connect(&wizard, &QWizard::currentIdChanged, this, [this, &wizard](int id) {
        if (id == 1) {
            setMap(wizard.mapPath());
            openSource(wizard.source().isEmpty() ? QStringLiteral("camera:0") : wizard.source());
        }
    });
    wizard.exec();
    disconnect(c);
}

void CameraPanel::apply()
{
    if (!m_session || !m_session->hasGame() || m_events.isEmpty())
        return;
    // The referee confirms each change, and may correct its text, before it is journaled.
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Apply what the camera saw"));
    auto *list = new QListWidget;
    for (const QString &e : m_events) {
        const QStringList p = e.split(QLatin1Char(' '));
        const QString text =
            p.value(0) == QLatin1String("moved")
                ? tr("Camera: marker %1 moved from %2 to %3")
                      .arg(p.value(1), p.value(2), p.value(3))
                : tr("Camera: marker %1 removed from %2").arg(p.value(1), p.value(2));
        auto *item = new QListWidgetItem(text, list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsEditable);
        item->setCheckState(Qt::Checked);
    }
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("Untick what did not happen; double-click to correct.")));
    layout->addWidget(list);
    layout->addWidget(box);
    if (dialog.exec() != QDialog::Accepted)
        return;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked) {
            auto r = m_session->append("note", {{"text", list->item(i)->text().toStdString()}});
            if (!r) {
                QMessageBox::warning(this, tr("Camera"), QString::fromStdString(r.error().message));
                return;
            }
        }
}

void CameraPanel::showFrame(const QImage &overlay, const QString &status,
                            const QStringList &counters)
{
    m_status->setText(status);
    if (overlay.isNull())
        return;
    m_frame = overlay;
    m_view->setPixmap(QPixmap::fromImage(overlay).scaled(m_view->size(), Qt::KeepAspectRatio,
                                                         Qt::SmoothTransformation));
    m_counters->clear();
    m_counters->addItems(counters);
    emit frameShown();
}
