#pragma once

#include <QCoreApplication>
#include <QString>

class CameraModule;

// Finds and loads the camera module (cameramodule.h), the first time the user opens the camera: a
// desktop that never opens it loads neither the module nor OpenCV.
class CameraLoader
{
    Q_DECLARE_TR_FUNCTIONS(CameraLoader)

  public:
    // The module's file: $UMPIRE_CAMERA_MODULE when set, else where it is installed relative to
    // the executable (../lib/umpire/libumpire-camera.so; the build tree keeps the same layout).
    static QString modulePath();
    // The module, loaded once and kept; null when it is missing or cannot be loaded, and *error
    // then says so, naming the file.
    static CameraModule *load(QString *error);
};
