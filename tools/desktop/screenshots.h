#pragma once

#include <QString>

class MainWindow;

// `make screenshots`: plays a short demonstration on the window (a combat, a loss, a turn) and
// saves the main screens as PNG files in `folder`; returns the files written, or an empty list and
// a message on stderr.
QStringList renderScreenshots(MainWindow *window, const QString &folder, const QString &language);
