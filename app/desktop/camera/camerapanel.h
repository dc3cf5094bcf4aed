#pragma once

#include "cameramodule.h"

#include <QImage>
#include <QPointF>
#include <QThread>

#include <memory>
#include <optional>
#include <utility>

namespace umpire::vv {
class Game;
}

class CameraFeed;
class CameraWizard;
class CameraWorker;
class GameSession;
class QLabel;
class QListWidget;
class QPushButton;
class QVideoFrame;

// The camera view: the table as the camera sees it with the recognised hexes drawn over it, the
// changes seen, and "apply" to journal them once the referee has confirmed or corrected them. The
// camera module's window (cameramodule.h): its changesProposed() signal every time the list
// changes.
class CameraPanel : public CameraWindow
{
    Q_OBJECT

  public:
    explicit CameraPanel(GameSession *session, QWidget *parent = nullptr);
    ~CameraPanel() override;

    void setMap(const QString &mapPath);
    // A video file, a folder of pictures, or "camera:N", the N-th camera of this computer.
    void openSource(const QString &source);
    // A live source of that name whose frames come by offerFrame() (a camera's sink, a test).
    void openLiveSource(const QString &cameraName);
    // A live frame: to the worker thread if it is free, else dropped. True when handed over.
    bool offerFrame(const QVideoFrame &frame);
    QString status() const;
    QString calibration() const;
    const QImage &lastFrame() const { return m_frame; }
    QStringList events() const; // the changes proposed, as text ("moved 70 0305 0306")
    QList<CameraChange> changes() const { return m_changes; }
    int framesDropped() const;

    // Connects the calibration wizard to the worker: its map and source are opened when it leaves
    // the first page, its lens page captures views and calibrates on the worker thread.
    void attachWizard(CameraWizard *wizard);

    // Shows the proposed changes for the referee to confirm or correct, then journals those kept:
    // in a game on a map, a counter whose marker the order of battle binds to a unit is journaled
    // as that unit's move when the rules allow it; the others as counters moved.
    void apply();
    // Changes applied or refused elsewhere (the map board): never proposed again.
    void dismiss(const QList<int> &ids) override;

    // Measuring (the Measure button, then two clicks on the picture): the distance on the map
    // between two points of the picture (its pixels), a counter's marker when one is clicked, in
    // millimetres and in Vae Victis paces at 15 mm and 25 mm.
    void measureBetween(QPointF from, QPointF to);
    QString measurement() const;
    double measuredMm() const { return m_measuredMm; } // -1 before a measure, or when it failed
    // The picture's pixel under a point of the view; none outside the picture.
    std::optional<QPointF> framePointAt(QPoint viewPoint) const;

  signals:
    void frameShown(); // a processed frame reached the view (tests, screenshots)
    void measureShown();

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void chooseSource();
    void chooseMap();
    void chooseCamera();
    void calibrate();
    void showFrame(const QImage &overlay, const QString &status, const QStringList &counters);
    void showChanges(const QList<CameraChange> &changes);
    QString unitOf(int marker) const; // the unit the order of battle binds the marker to
    void cameraLost(const QString &status);
    void showMeasure(double mm, const QString &from, const QString &to);
    void redraw();

    GameSession *m_session;
    QThread m_thread;
    CameraWorker *m_worker;
    CameraFeed *m_feed;
    QLabel *m_view;
    QLabel *m_status;
    QLabel *m_calibration;
    QListWidget *m_counters;
    QListWidget *m_changesList;
    QPushButton *m_camera;
    QPushButton *m_apply;
    QPushButton *m_measure;
    QLabel *m_measureText;
    std::optional<QPointF> m_measureFrom;                     // the first click
    std::optional<std::pair<QPointF, QPointF>> m_measureLine; // drawn over the picture
    double m_measuredMm = -1;
    std::shared_ptr<const umpire::vv::Game> m_vvGame; // for paces, found at the first measure
    QImage m_frame;
    QList<CameraChange> m_changes;
    QString m_mapPath;
    QString m_source; // what was opened last: a path, "camera:N", or a live source's name
};
