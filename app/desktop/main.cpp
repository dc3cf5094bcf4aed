// umpire: the desktop referee. `umpire [FILE] [--demo] [--ruleset ID] [--rulesdata DIR] [--lang
// en|fr]`.
#include "feedback.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "rulesetlibrary.h"
#include "screenshots.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace {

// Qt ends the process when it finds no display; say how to run Umpire instead.
bool hasDisplay(int argc, char **argv)
{
    QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "-platform") == 0)
            platform = argv[i + 1];
    if (!platform.isEmpty() && !platform.startsWith("xcb") && !platform.startsWith("wayland"))
        return true; // offscreen, vnc, eglfs...: the platform knows what it needs
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

long residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

class Translations
{
  public:
    void install(const QString &language)
    {
        QCoreApplication::removeTranslator(&m_app);
        QCoreApplication::removeTranslator(&m_qt);
        if (language == QLatin1String("en"))
            return;
        if (m_app.load(QStringLiteral(":/i18n/umpire_") + language))
            QCoreApplication::installTranslator(&m_app);
        if (m_qt.load(QStringLiteral("qtbase_") + language,
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }

  private:
    QTranslator m_app, m_qt;
};

} // namespace

int main(int argc, char **argv)
{
    if (!hasDisplay(argc, argv)) {
        std::fprintf(stderr,
                     "umpire: there is no display to open a window on (DISPLAY and WAYLAND_DISPLAY "
                     "are not set).\n"
                     "  On a desktop, run it from there. On a machine without one, run it under a "
                     "virtual display:\n"
                     "    xvfb-run -s '-screen 0 1600x1000x24' %s --demo\n"
                     "  or use the command line, which needs no display:\n"
                     "    umpire-cli demo      (every command: docs/cli.md)\n",
                     argv[0]);
        return 2;
    }
    QGuiApplication::setHighDpiScaleFactorRoundingPolicy(
        Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("umpire"));
    QApplication::setApplicationDisplayName(QStringLiteral("Umpire"));
    QApplication::setApplicationVersion(QStringLiteral(UMPIRE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("umpire"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/umpire.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Umpire, a referee for wargames played on a real table."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("a game journal (.jsonl) to open"));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QStringLiteral("start a new demonstration game"));
    const QCommandLineOption ruleset(
        QStringLiteral("ruleset"),
        QStringLiteral("start a new game of this ruleset (nlb, naw, bmw)"), QStringLiteral("ID"));
    const QCommandLineOption rulesdata(QStringLiteral("rulesdata"),
                                       QStringLiteral("read rule data from DIR first"),
                                       QStringLiteral("DIR"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("the language: en or fr"),
                                  QStringLiteral("CODE"));
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
    parser.addOptions({demo, ruleset, rulesdata, lang, screenshots, startupBench, startupBaseline});
    parser.process(app);

    if (parser.isSet(startupBaseline)) {
        QMainWindow empty;
        empty.resize(1480, 920);
        empty.show();
        QTimer::singleShot(0, &app, [&empty] {
            (void)empty.grab(); // laid out and painted once, as the app's window is below
            std::printf("{\"shown\": true, \"hwmKb\": %ld}\n", residentKb());
            std::fflush(stdout);
            QApplication::quit();
        });
        return app.exec();
    }

    Settings settings;
    const QString language = parser.isSet(lang) ? parser.value(lang) : settings.language();
    if (language != QLatin1String("en") && language != QLatin1String("fr")) {
        std::fprintf(stderr, "umpire: --lang %s: the languages are en and fr\n",
                     qPrintable(language));
        return 2;
    }
    Translations translations;
    translations.install(language);

    const std::filesystem::path exe = QCoreApplication::applicationFilePath().toStdString();
    GameSession session(umpire::RulesetLibrary(
        umpire::ruleDataSearchPath(parser.value(rulesdata).toStdString(), exe)));
    umpire::Journal::setLockTimeout(std::chrono::seconds(settings.journalLockSeconds()));
    Feedback feedback;
    feedback.setSpeak(settings.speakResults());
    feedback.setDiceSound(settings.diceSound());

    std::unique_ptr<MainWindow> window;
    std::function<void()> build = [&] {
        window = std::make_unique<MainWindow>(&session, &settings, &feedback);
        QObject::connect(window.get(), &MainWindow::languageChosen, &app, [&](const QString &code) {
            // The window is made again in the new language; the game and its undo stack go on.
            QTimer::singleShot(0, &app, [&, code] {
                translations.install(code);
                const QByteArray geometry = window->saveGeometry();
                window.reset();
                build();
                window->restoreGeometry(geometry);
                window->show();
            });
        });
    };
    build();

    if (parser.isSet(screenshots)) {
        const QStringList files =
            renderScreenshots(window.get(), parser.value(screenshots), language);
        for (const QString &file : files)
            std::printf("%s\n", qPrintable(file));
        return files.isEmpty() ? 1 : 0;
    }

    const QStringList files = parser.positionalArguments();
    window->show();
    if (!files.isEmpty()) {
        if (!window->openGame(files.front()))
            std::fprintf(stderr, "umpire: %s: could not be opened\n", qPrintable(files.front()));
    } else if (parser.isSet(demo)) {
        window->openDemo();
    } else if (parser.isSet(ruleset)) {
        QTimer::singleShot(0, window.get(), [&] { window->newGame(parser.value(ruleset)); });
    } else if (!settings.recentFiles().isEmpty() &&
               QFileInfo::exists(settings.recentFiles().front())) {
        window->openGame(settings.recentFiles().front()); // back to the game of last time
    }
    if (parser.isSet(startupBench))
        QTimer::singleShot(0, &app, [&window] {
            (void)window
                ->grab(); // the whole window laid out and painted once: what a user sees first
            std::printf("{\"shown\": true, \"hwmKb\": %ld}\n", residentKb());
            std::fflush(stdout);
            QApplication::quit();
        });
    return app.exec();
}
