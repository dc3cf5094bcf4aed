#include "cameraplugin.h"

#include "camerapanel.h"

CameraWindow *CameraPlugin::createWindow(GameSession *session, QWidget *parent)
{
    return new CameraPanel(session, parent);
}
