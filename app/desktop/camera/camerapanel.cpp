#include "camerapanel.h"
#include "datatext.h"

#include "cameraapplydialog.h"
#include "camerafeed.h"
#include "camerawizard.h"
#include "cameraworker.h"
#include "gamemap.h"
#include "gamesession.h"
#include "mapdescription.h"
#include "rulesetlibrary.h"
#include "vaevictisscale.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <optional>

CameraPanel::CameraPanel(GameSession *session, QWidget *parent)
    : CameraWindow(parent), m_session(session), m_worker(new CameraWorker), m_view(new QLabel),
      m_status(new QLabel), m_calibration(new QLabel), m_counters(new QListWidget),
      m_changesList(new QListWidget), m_camera(new QPushButton(tr("&Camera…"))),
      m_apply(new QPushButton(tr("&Apply the changes…"))),
      m_measure(new QPushButton(tr("Mea&sure"))), m_measureText(new QLabel)
{
    setWindowTitle(tr("Camera"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    m_feed = new CameraFeed(m_worker, this);
    connect(m_worker, &CameraWorker::frameReady, this, &CameraPanel::showFrame);
    connect(m_worker, &CameraWorker::changesChanged, this, &CameraPanel::showChanges);
    connect(m_worker, &CameraWorker::calibrationChanged, m_calibration, &QLabel::setText);
    connect(m_worker, &CameraWorker::measured, this, &CameraPanel::showMeasure);
    connect(m_worker, &CameraWorker::measureFailed, this, [this](const QString &why) {
        m_measuredMm = -1;
        m_measureText->setText(tr("Not measured: %1").arg(why));
        emit measureShown();
    });
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
    for (QPushButton *b : {map, source, m_camera, wizard, m_apply, m_measure})
        buttons->addWidget(b);
    m_measure->setCheckable(true);
    m_measure->setObjectName(QStringLiteral("cameraMeasure"));
    m_view->setObjectName(QStringLiteral("cameraView"));
    m_measure->setToolTip(tr("Click two points of the picture (or two counters) to measure the "
                             "distance between them on the map"));
    connect(m_measure, &QPushButton::toggled, this, [this](bool on) {
        m_measureFrom.reset();
        m_view->setCursor(on ? Qt::CrossCursor : Qt::ArrowCursor);
        if (on)
            m_measureText->setText(tr("Measure: click the first point on the picture."));
    });
    m_view->installEventFilter(this);
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
    layout->addWidget(m_measureText);
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
    m_measureLine.reset(); // a measure belongs to the picture it was made on
    QMetaObject::invokeMethod(m_worker, [w = m_worker, mapPath] { w->setMap(mapPath); });
}

void CameraPanel::openSource(const QString &source)
{
    m_source = source;
    m_measureLine.reset();
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
    QStringList refused;
    // What was not journaled, from the i-th change kept on, stays proposed.
    auto notJournaled = [&](qsizetype i, const umpire::Error &error) {
        for (qsizetype j = i; j < kept.size(); ++j)
            handled.removeAll(kept[j].id);
        dismiss(handled);
        QMessageBox::warning(this, tr("Camera"), tr("Not journaled: %1").arg(errorText(error)));
    };
    for (qsizetype i = 0; i < kept.size(); ++i) {
        const CameraChange &c = kept[i];
        const std::string from = c.from.toStdString();
        // A unit's counter is that unit's move, judged by the rules as the move action.
        const umpire::crt::HexMap *map = m_session->game().map();
        if (c.isMove() && map && !unitOf(c.marker).isEmpty()) {
            umpire::Result<umpire::crt::ProposedMove> p = umpire::crt::proposedMove(
                m_session->state(), m_session->ruleset(), *map, c.marker, c.to.toStdString());
            if (p && !p->check.legal) {
                handled.removeAll(c.id); // the referee decides on the map
                refused << tr("%1 to %2: refused by %3: %4")
                               .arg(unitOf(c.marker), c.to, QString::fromStdString(p->check.rule),
                                    messageText(p->check.why));
                continue;
            }
            const auto r =
                p ? m_session->act(p->action()) : umpire::Result<umpire::ActOutcome>(p.error());
            if (!r)
                return notJournaled(i, r.error());
            continue;
        }
        nlohmann::json seen = {{"marker", c.marker}, {"from", from}};
        if (c.isMove())
            seen["to"] = c.to.toStdString();
        const auto r = m_session->act({{"action", "event"},
                                       {"kind", c.isMove() ? "counter.moved" : "counter.removed"},
                                       {"data", seen}});
        if (!r)
            return notJournaled(i, r.error());
    }
    dismiss(handled);
    if (!refused.isEmpty())
        QMessageBox::information(
            this, tr("Camera"),
            tr("Not journaled, the rules refuse them; the referee confirms or refuses them on "
               "the map:\n\n%1")
                .arg(refused.join(QLatin1Char('\n'))));
}

QString CameraPanel::unitOf(int marker) const
{
    if (!m_session || !m_session->hasGame())
        return {};
    for (const auto &[id, unit] : m_session->state().units)
        if (unit.marker && *unit.marker == marker)
            return QString::fromStdString(id);
    return {};
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
    for (const CameraChange &c : changes) {
        const QString unit = unitOf(c.marker);
        const QString marker = unit.isEmpty() ? tr("marker %1").arg(c.marker)
                                              : tr("%1 (marker %2)").arg(unit).arg(c.marker);
        m_changesList->addItem(c.isMove() ? tr("%1 moved from %2 to %3").arg(marker, c.from, c.to)
                                          : tr("%1 removed from %2").arg(marker, c.from));
    }
    m_apply->setEnabled(!changes.isEmpty() && m_session && m_session->hasGame());
    emit changesProposed(changes);
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
    redraw();
    m_counters->clear();
    m_counters->addItems(counters);
    emit frameShown();
}

void CameraPanel::redraw()
{
    if (m_frame.isNull())
        return;
    QPixmap shown = QPixmap::fromImage(m_frame).scaled(m_view->size(), Qt::KeepAspectRatio,
                                                       Qt::SmoothTransformation);
    if (m_measureLine) {
        // The measure, over the picture: a yellow line edged dark, ends marked.
        const double k = double(shown.width()) / m_frame.width();
        const QPointF a = m_measureLine->first * k, b = m_measureLine->second * k;
        QPainter painter(&shown);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(QColor(20, 20, 20), 5, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(a, b);
        painter.setPen(QPen(QColor(255, 220, 40), 2.5, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(a, b);
        painter.drawEllipse(a, 4, 4);
        painter.drawEllipse(b, 4, 4);
    }
    m_view->setPixmap(shown);
}

std::optional<QPointF> CameraPanel::framePointAt(QPoint viewPoint) const
{
    if (m_frame.isNull())
        return std::nullopt;
    // The picture is scaled to the view keeping its shape, and centred in it.
    const QSize shown = m_frame.size().scaled(m_view->size(), Qt::KeepAspectRatio);
    if (shown.isEmpty())
        return std::nullopt;
    const QPointF origin((m_view->width() - shown.width()) / 2.0,
                         (m_view->height() - shown.height()) / 2.0);
    const QPointF p = (QPointF(viewPoint) - origin) * (double(m_frame.width()) / shown.width());
    if (p.x() < 0 || p.y() < 0 || p.x() >= m_frame.width() || p.y() >= m_frame.height())
        return std::nullopt;
    return p;
}

bool CameraPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::MouseButtonPress && m_measure->isChecked()) {
        const auto *click = static_cast<QMouseEvent *>(event);
        const std::optional<QPointF> p = framePointAt(click->position().toPoint());
        if (!p)
            return true;
        if (!m_measureFrom) {
            m_measureFrom = p;
            m_measureText->setText(tr("Measure: click the second point."));
        } else {
            measureBetween(*m_measureFrom, *p);
            m_measureFrom.reset();
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void CameraPanel::measureBetween(QPointF from, QPointF to)
{
    m_measureLine = std::make_pair(from, to);
    redraw();
    m_measureText->setText(tr("Measuring…"));
    QMetaObject::invokeMethod(m_worker, [w = m_worker, from, to] { w->measure(from, to); });
}

QString CameraPanel::measurement() const
{
    return m_measureText->text();
}

void CameraPanel::showMeasure(double mm, const QString &from, const QString &to)
{
    m_measuredMm = mm;
    // Paces through the engine's Vae Victis scale (VV Scale), when its rule data is found.
    if (!m_vvGame) {
        const umpire::crt::RulesetLibrary library =
            m_session ? m_session->library()
                      : umpire::crt::RulesetLibrary(umpire::ruleDataSearchPath(
                            "", QCoreApplication::applicationFilePath().toStdString()));
        umpire::Result<umpire::vv::Game> game =
            umpire::vv::Game::find("la-grande-armee", library.dirs());
        if (game)
            m_vvGame = std::make_shared<const umpire::vv::Game>(std::move(game).value());
    }
    QStringList paces;
    if (m_vvGame)
        if (umpire::Result<std::vector<umpire::vv::Measure>> scales =
                umpire::vv::measureEveryScale(*m_vvGame, mm))
            for (const umpire::vv::Measure &v : *scales) // "15mm" read as "15 mm"
                paces << tr("%1 paces at %2")
                             .arg(qRound(v.paces))
                             .arg(QString::fromStdString(v.scale).replace(QLatin1String("mm"),
                                                                          QLatin1String(" mm")));
    m_measureText->setText(tr("From %1 to %2: %3 mm").arg(from, to).arg(mm, 0, 'f', 1) +
                           (paces.isEmpty()
                                ? QString()
                                : QStringLiteral(" (%1)").arg(paces.join(QStringLiteral(", ")))));
    emit measureShown();
}
