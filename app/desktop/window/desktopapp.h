#pragma once

#include <QCommandLineOption>
#include <QString>

#include <memory>

class Feedback;
class GameSession;
class GameWindows;
class MainWindow;
class PlayersViewServer;
class QCommandLineParser;
class Settings;

// The start of the desktop app, from the command line to the shown window with its game. `umpire`
// is only this; umpire-devtool (tools/desktop) starts through it too, so what it measures and
// renders is the app's own start.
class DesktopApp
{
  public:
    // Qt ends the process when it finds no display: false, after saying how to run Umpire instead.
    static bool hasDisplay(int argc, char **argv);
    // What Qt reads when the QApplication is made, so it comes before.
    static void prepare();

    DesktopApp();
    ~DesktopApp();
    DesktopApp(const DesktopApp &) = delete;
    DesktopApp &operator=(const DesktopApp &) = delete;

    // Once the QApplication is made: names the application and puts the user's options on the
    // parser (FILE, --demo, --ruleset, --rulesdata, --lang, --help, --version); a tool adds its
    // own before processing it.
    void describe(QCommandLineParser &parser);
    // After the parser's processing: settings, language, game session and the main window, built
    // but not shown. False after a message on stderr.
    bool build(const QCommandLineParser &parser);
    // Shows the window and opens what was asked: FILE, --demo, --ruleset, or the last game.
    void open(const QCommandLineParser &parser);
    // build() then open().
    bool start(const QCommandLineParser &parser);
    int exec();

    MainWindow *window() const { return m_window.get(); }
    QString language() const { return m_language; }

  private:
    class Translations;
    void makeWindow();

    const QCommandLineOption m_demo, m_ruleset, m_rulesdata, m_lang;
    QString m_language;
    // Destroyed in reverse: the window before what it uses.
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Translations> m_translations;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<Feedback> m_feedback;
    // The main game's players' view, the same whatever window (or language) the referee has.
    std::unique_ptr<PlayersViewServer> m_players;
    // The games played in windows of their own, each with its players' view: they outlive the
    // main window made again in another language.
    std::unique_ptr<GameWindows> m_games;
    std::unique_ptr<MainWindow> m_window;
};
