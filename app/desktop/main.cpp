// umpire: the desktop referee. `umpire [FILE] [--demo] [--ruleset ID] [--rulesdata DIR] [--lang
// en|fr]`; `umpire --serve FILE [--listen ADDRESS|NAME[:PORT]]`: the players' view without a
// window.
#include "desktopapp.h"
#include "servecommand.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char **argv)
{
    if (isServeCommand(argc, argv))
        return runServe(argc, argv);
    if (!DesktopApp::hasDisplay(argc, argv))
        return 2;
    DesktopApp::prepare();
    QApplication app(argc, argv);
    DesktopApp desktop;
    QCommandLineParser parser;
    desktop.describe(parser);
    parser.process(app);
    if (!desktop.start(parser))
        return 2;
    return desktop.exec();
}
