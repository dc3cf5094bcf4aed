#pragma once

#include <QWizard>

class QLabel;
class QLineEdit;
class QPushButton;

// Calibration in three steps: the map description (geometry and anchors) and the source, the
// camera's lens (optional: views of a printed ChArUco board, saved per camera), then the anchors
// seen by the camera with the map's position error, before the panel starts tracking. The work is
// the worker's: the wizard asks by its signals and shows the answers (CameraPanel connects them).
class CameraWizard : public QWizard
{
    Q_OBJECT

  public:
    enum Page { MapPage, LensPage, AnchorsPage };

    explicit CameraWizard(QWidget *parent = nullptr);
    QString mapPath() const;
    QString source() const;
    void setMapPath(const QString &path);
    void setSource(const QString &source);
    // What the camera sees now, shown on the anchors page ("anchors 996, 997, error 0.1 mm").
    void setCalibration(const QString &summary);
    // The lens page: the views of the board kept and what the last capture did; the lens itself.
    void setLensViews(int views, const QString &message);
    void setLens(const QString &message);
    QString lensViews() const;
    QString lens() const;

    // The board to print, as PNG (true size at 300 dpi) or PDF (a page of the board's size).
    static bool saveBoard(const QString &path, QString *error = nullptr);

  signals:
    void captureLensView();
    void calibrateLens();
    void forgetLens();

  private:
    void chooseBoardFile();

    QLineEdit *m_map;
    QLineEdit *m_source;
    QLabel *m_seen;
    QLabel *m_views;
    QLabel *m_lens;
    QPushButton *m_calibrate;
};
