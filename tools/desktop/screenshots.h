#pragma once

#include <QString>

class MainWindow;

// `make screenshots`: plays a short demonstration on the window (a combat, a loss, a turn) and
// saves the main screens as PNG files in `folder`; returns the files written, or an empty list and
// a message on stderr.
QStringList renderScreenshots(MainWindow *window, const QString &folder, const QString &language);

// `make screenshots` at a screen size: the window filling the screen, after a combat typed as the
// README says (F2, the units, the die, Enter) in a new demonstration game; saved as
// combat-WxH.png in `folder`. Returns the file written, or an empty string and a message on stderr.
QString renderCombatAtScreenSize(MainWindow *window, const QString &folder);
