#include "cameraloader.h"

#include "cameramodule.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPluginLoader>

#include <map>

// UMPIRE_CAMERA_MODULE_PATH: the module's path relative to the executable's folder, from the
// install layout (app/desktop/CMakeLists.txt), e.g. "../lib/umpire/libumpire-camera.so".

QString CameraLoader::modulePath()
{
    const QString chosen = qEnvironmentVariable("UMPIRE_CAMERA_MODULE");
    if (!chosen.isEmpty())
        return chosen;
    return QDir::cleanPath(QDir(QCoreApplication::applicationDirPath())
                               .filePath(QStringLiteral(UMPIRE_CAMERA_MODULE_PATH)));
}

CameraModule *CameraLoader::load(QString *error)
{
    const QString path = modulePath();
    // One loader per file, never unloaded: its panels' code must outlive them.
    static std::map<QString, QPluginLoader *> loaders;
    QPluginLoader *&loader = loaders[path];
    if (!loader) {
        loader = new QPluginLoader(path);
        // Every symbol resolved at load: one the executable lacks is a refusal here, not a crash
        // later when the panel calls it.
        loader->setLoadHints(QLibrary::ResolveAllSymbolsHint);
    }
    if (!QFileInfo::exists(path)) {
        if (error)
            *error = tr("The camera is not installed: its module %1 is missing. Reinstall Umpire "
                        "with its camera module to use the camera.")
                         .arg(QDir::toNativeSeparators(path));
        return nullptr;
    }
    auto *module = qobject_cast<CameraModule *>(loader->instance());
    if (!module && error)
        *error = tr("The camera's module %1 cannot be loaded: %2")
                     .arg(QDir::toNativeSeparators(path), loader->errorString());
    return module;
}
