#pragma once

#include <QImage>
#include <QThread>
#include <QWidget>

class CameraWorker;
class GameSession;
class QLabel;
class QListWidget;
class QPushButton;

// The camera view: the table as the camera sees it with the recognised hexes drawn over it, the
// changes seen, and "apply" to journal them once the referee has confirmed or corrected them.
class CameraPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit CameraPanel(GameSession *session, QWidget *parent = nullptr);
    ~CameraPanel() override;

    void setMap(const QString &mapPath);
    void openSource(const QString &source);
    QString status() const;
    const QImage &lastFrame() const { return m_frame; }
    QStringList events() const { return m_events; }

  signals:
    void frameShown(); // a processed frame reached the view (tests, screenshots)

  private:
    void chooseSource();
    void chooseMap();
    void calibrate();
    void apply();
    void showFrame(const QImage &overlay, const QString &status, const QStringList &counters);

    GameSession *m_session;
    QThread m_thread;
    CameraWorker *m_worker;
    QLabel *m_view;
    QLabel *m_status;
    QLabel *m_calibration;
    QListWidget *m_counters;
    QListWidget *m_changes;
    QPushButton *m_apply;
    QImage m_frame;
    QStringList m_events;
    QString m_mapPath;
};
