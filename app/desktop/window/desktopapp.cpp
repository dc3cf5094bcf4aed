#include "desktopapp.h"

#include "feedback.h"
#include "gamesession.h"
#include "gamewindows.h"
#include "mainwindow.h"
#include "playersviewdialog.h"
#include "playersviewserver.h"
#include "rulesetlibrary.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QTimer>
#include <QTranslator>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>

// The app's and Qt's own translations, installed again when the referee changes the language.
class DesktopApp::Translations
{
  public:
    void install(const QString &language)
    {
        QCoreApplication::removeTranslator(&m_app);
        QCoreApplication::removeTranslator(&m_qt);
        // English has the plural forms only ("1 event", "2 events"): umpire_en.ts.
        if (m_app.load(QStringLiteral(":/i18n/umpire_") + language))
            QCoreApplication::installTranslator(&m_app);
        if (language == QLatin1String("en"))
            return; // Qt's own texts are English already
        if (m_qt.load(QStringLiteral("qtbase_") + language,
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }

  private:
    QTranslator m_app, m_qt;
};

bool DesktopApp::hasDisplay(int argc, char **argv)
{
    QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "-platform") == 0)
            platform = argv[i + 1];
    if (!platform.isEmpty() && !platform.startsWith("xcb") && !platform.startsWith("wayland"))
        return true; // offscreen, vnc, eglfs...: the platform knows what it needs
    if (!qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return true;
    std::fprintf(stderr,
                 "umpire: there is no display to open a window on (DISPLAY and WAYLAND_DISPLAY "
                 "are not set).\n"
                 "  On a desktop, run it from there. On a machine without one, run it under a "
                 "virtual display:\n"
                 "    xvfb-run -s '-screen 0 1600x1000x24' %s --demo\n"
                 "  or use the command line, which needs no display:\n"
                 "    umpire-cli demo      (every command: docs/cli.md)\n",
                 argv[0]);
    return false;
}

void DesktopApp::prepare()
{
    QGuiApplication::setHighDpiScaleFactorRoundingPolicy(
        Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
}

DesktopApp::DesktopApp()
    : m_demo(QStringLiteral("demo"), QStringLiteral("start a new demonstration game")),
      m_ruleset(QStringLiteral("ruleset"),
                QStringLiteral("start a new game of this ruleset (nlb, naw, bmw)"),
                QStringLiteral("ID")),
      m_rulesdata(QStringLiteral("rulesdata"), QStringLiteral("read rule data from DIR first"),
                  QStringLiteral("DIR")),
      m_lang(QStringLiteral("lang"), QStringLiteral("the language: en or fr"),
             QStringLiteral("CODE"))
{
    // The window icon's resource is compiled into a static library and nothing refers to it, so
    // the linker leaves it out unless it is initialized by name.
    Q_INIT_RESOURCE(umpire);
}

DesktopApp::~DesktopApp() = default;

void DesktopApp::describe(QCommandLineParser &parser)
{
    QApplication::setApplicationName(QStringLiteral("umpire"));
    QApplication::setApplicationDisplayName(QStringLiteral("Umpire"));
    QApplication::setApplicationVersion(QStringLiteral(UMPIRE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("umpire"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/umpire.svg")));

    parser.setApplicationDescription(
        QStringLiteral("Umpire, a referee for wargames played on a real table."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("a game journal (.jsonl) to open"));
    parser.addOptions({m_demo, m_ruleset, m_rulesdata, m_lang});
    // Taken before any window is made (main.cpp, servecommand.h); listed here for --help.
    parser.addOption(QCommandLineOption(
        QStringLiteral("serve"),
        QStringLiteral("show the players' view of FILE on phones and a TV, without a window; "
                       "prints each view's link (umpire --serve FILE --help)"),
        QStringLiteral("FILE")));
}

bool DesktopApp::build(const QCommandLineParser &parser)
{
    m_settings = std::make_unique<Settings>();
    m_language = parser.isSet(m_lang) ? parser.value(m_lang) : m_settings->language();
    if (m_language != QLatin1String("en") && m_language != QLatin1String("fr")) {
        std::fprintf(stderr, "umpire: --lang %s: the languages are en and fr\n",
                     qPrintable(m_language));
        return false;
    }
    m_translations = std::make_unique<Translations>();
    m_translations->install(m_language);

    const std::filesystem::path exe = QCoreApplication::applicationFilePath().toStdString();
    m_session = std::make_unique<GameSession>(umpire::crt::RulesetLibrary(
        umpire::ruleDataSearchPath(parser.value(m_rulesdata).toStdString(), exe)));
    umpire::Journal::setLockTimeout(std::chrono::seconds(m_settings->journalLockSeconds()));
    m_feedback = std::make_unique<Feedback>();
    m_feedback->setSpeak(m_settings->speakResults());
    m_feedback->setDiceSound(m_settings->diceSound());
    m_players = std::make_unique<PlayersViewServer>();
    followSession(m_players.get(), m_session.get());
    m_games = std::make_unique<GameWindows>(m_settings.get());

    makeWindow();
    return true;
}

void DesktopApp::makeWindow()
{
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_feedback.get());
    m_window->setPlayersView(m_players.get());
    m_window->setGameWindows(m_games.get());
    QObject::connect(m_window.get(), &MainWindow::languageChosen, qApp,
                     [this](const QString &code) {
                         // The window is made again in the new language; the game and its undo
                         // stack go on. Later, so the old window is not destroyed inside its own
                         // signal.
                         QTimer::singleShot(0, qApp, [this, code] {
                             m_language = code;
                             m_translations->install(code);
                             const QByteArray geometry = m_window->saveGeometry();
                             m_window.reset();
                             makeWindow();
                             m_window->restoreGeometry(geometry);
                             m_window->show();
                             m_games->remakeWindows(); // the other games' too, same links
                         });
                     });
}

void DesktopApp::open(const QCommandLineParser &parser)
{
    const QStringList files = parser.positionalArguments();
    m_window->show();
    if (!files.isEmpty()) {
        if (!m_window->openGame(files.front()))
            std::fprintf(stderr, "umpire: %s: could not be opened\n", qPrintable(files.front()));
    } else if (parser.isSet(m_demo)) {
        m_window->openDemo();
    } else if (parser.isSet(m_ruleset)) {
        QTimer::singleShot(0, m_window.get(),
                           [this, id = parser.value(m_ruleset)] { m_window->newGame(id); });
    } else if (!m_settings->recentFiles().isEmpty() &&
               QFileInfo::exists(m_settings->recentFiles().front())) {
        m_window->openGame(m_settings->recentFiles().front()); // back to the game of last time
    }
}

bool DesktopApp::start(const QCommandLineParser &parser)
{
    if (!build(parser))
        return false;
    open(parser);
    return true;
}

int DesktopApp::exec()
{
    return QApplication::exec();
}
