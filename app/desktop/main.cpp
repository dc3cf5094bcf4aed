// umpire: the desktop referee. `umpire [FILE] [--demo] [--ruleset ID] [--rulesdata DIR] [--lang
// en|fr]`; `umpire --serve FILE [--listen ADDRESS|NAME[:PORT]]`: the players' view without a
// window.
#include "desktopapp.h"
#include "servecommand.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstring>

namespace {

// --help and --version open no window: they are answered on the offscreen platform, so that they
// work without a display too (a user on a server, help2man making the man page).
bool asksHelpOrVersion(int argc, char **argv)
{
    for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i)
        for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    if (isServeCommand(argc, argv))
        return runServe(argc, argv);
    if (asksHelpOrVersion(argc, argv))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    else if (!DesktopApp::hasDisplay(argc, argv))
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
