#pragma once

#include <QWizard>

class QLabel;
class QLineEdit;

// Calibration in two steps: the map description (geometry and anchors), then the anchors seen by
// the camera with the map's position error, before the panel starts tracking.
class CameraWizard : public QWizard
{
    Q_OBJECT

  public:
    explicit CameraWizard(QWidget *parent = nullptr);
    QString mapPath() const;
    QString source() const;
    // What the camera sees now, shown on the second page ("anchors 996, 997, error 0.1 mm").
    void setCalibration(const QString &summary);

  private:
    QLineEdit *m_map;
    QLineEdit *m_source;
    QLabel *m_seen;
};
