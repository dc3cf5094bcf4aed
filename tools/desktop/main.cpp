// umpire-devtool: the desktop app's developer modes, kept out of the product. It starts the app
// through the same DesktopApp as `umpire`, then:
//   --screenshots DIR   plays a short demonstration and saves the main screens (make screenshots)
//   --screen-size-shot DIR  a combat in the window filling the screen, saved as combat-WxH.png
//   --startup-bench     reports the first shown window's peak memory and quits (umpire-bench)
//   --startup-baseline  the same with an empty window of the same size (the bench's baseline)
//   --action-bench FILE  times the referee's actions on a copy of FILE in the window (umpire-bench)
#include "actionbench.h"
#include "desktopapp.h"
#include "screenshots.h"
#include "startupbench.h"

#include <QApplication>
#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>

int main(int argc, char **argv)
{
    if (!DesktopApp::hasDisplay(argc, argv))
        return 2;
    DesktopApp::prepare();
    QApplication app(argc, argv);
    DesktopApp desktop;
    QCommandLineParser parser;
    desktop.describe(parser);
    const QCommandLineOption screenshots(
        QStringLiteral("screenshots"),
        QStringLiteral("play a short demonstration and save the main screens in DIR"),
        QStringLiteral("DIR"));
    const QCommandLineOption startupBench(
        QStringLiteral("startup-bench"),
        QStringLiteral("print the time and memory at the first shown window, then quit"));
    const QCommandLineOption startupBaseline(
        QStringLiteral("startup-baseline"),
        QStringLiteral("the same with an empty window (the benchmark's baseline)"));
    const QCommandLineOption screenSizeShot(
        QStringLiteral("screen-size-shot"),
        QStringLiteral("a combat in the window filling the screen, saved in DIR as combat-WxH.png"),
        QStringLiteral("DIR"));
    const QCommandLineOption actionBench(
        QStringLiteral("action-bench"),
        QStringLiteral("time the referee's actions on a copy of FILE in the window, then quit"),
        QStringLiteral("FILE"));
    const QCommandLineOption actions(QStringLiteral("actions"),
                                     QStringLiteral("how many actions --action-bench times"),
                                     QStringLiteral("N"), QStringLiteral("40"));
    parser.addOptions(
        {screenshots, screenSizeShot, startupBench, startupBaseline, actionBench, actions});
    parser.process(app);

    if (parser.isSet(startupBaseline))
        return runStartupBaseline(); // no DesktopApp: what Qt alone costs

    if (parser.isSet(screenshots)) {
        if (!desktop.build(parser))
            return 2;
        const QStringList files =
            renderScreenshots(desktop.window(), parser.value(screenshots), desktop.language());
        for (const QString &file : files)
            std::printf("%s\n", qPrintable(file));
        return files.isEmpty() ? 1 : 0;
    }

    if (parser.isSet(actionBench)) {
        if (!desktop.build(parser))
            return 2;
        return runActionBench(desktop.window(), parser.value(actionBench),
                              std::max(1, parser.value(actions).toInt()));
    }

    if (parser.isSet(screenSizeShot)) {
        if (!desktop.build(parser))
            return 2;
        const QString file =
            renderCombatAtScreenSize(desktop.window(), parser.value(screenSizeShot));
        if (!file.isEmpty())
            std::printf("%s\n", qPrintable(file));
        return file.isEmpty() ? 1 : 0;
    }

    if (!desktop.start(parser))
        return 2;
    if (parser.isSet(startupBench))
        reportStartupWhenShown(desktop.window());
    return desktop.exec();
}
