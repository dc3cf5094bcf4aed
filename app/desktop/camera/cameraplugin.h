#pragma once

#include "cameramodule.h"

#include <QObject>

// The camera module's entry point (libumpire-camera.so, a Qt plugin): the main window loads it the
// first time the user opens the camera, and asks it for a CameraPanel.
class CameraPlugin : public QObject, public CameraModule
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID UMPIRE_CAMERA_MODULE_IID)
    Q_INTERFACES(CameraModule)

  public:
    CameraWindow *createWindow(GameSession *session, QWidget *parent) override;
};
