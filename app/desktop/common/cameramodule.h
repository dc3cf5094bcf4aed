#pragma once

#include "camerachange.h"

#include <QList>
#include <QWidget>
#include <QtPlugin>

class GameSession;

// What the desktop sees of the camera: the camera panel, its wizard, feed and worker
// link OpenCV, so they are a module of their own (a Qt plugin, libumpire-camera.so) that the main
// window loads the first time the user opens the camera (cameraloader.h). The window knows the
// panel by this face only.
class CameraWindow : public QWidget
{
    Q_OBJECT

  public:
    using QWidget::QWidget;

    // Changes applied or refused elsewhere (the map board): never proposed again.
    virtual void dismiss(const QList<int> &ids) = 0;

  signals:
    void changesProposed(const QList<CameraChange> &changes); // every time the list changes
};

// The module's entry: makes the camera window over the session's game (null: no game).
class CameraModule
{
  public:
    virtual ~CameraModule() = default;
    virtual CameraWindow *createWindow(GameSession *session, QWidget *parent) = 0;
};

#define UMPIRE_CAMERA_MODULE_IID "org.umpire.CameraModule/1"
Q_DECLARE_INTERFACE(CameraModule, UMPIRE_CAMERA_MODULE_IID)
