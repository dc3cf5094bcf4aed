#pragma once

#include "result.h"
#include "rulesetlibrary.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class GameSession;
class PlayersViewServer;
class QWidget;
class Settings;

// The games played in windows of their own: every family's but the chart games' (which the main
// window plays), each in the window its family's desktop UI makes (gameui.h: Napoleon 1815
// Returns' N1815Window, Vae Victis' dialog) or else in the generic game window, each over a
// session of its own with a players' view of its own, so that several
// are open at once beside the main window's chart game: a campaign and the miniatures battle
// fought for one of its combats, each with its own links for the phones. A window closed ends its
// session and its players' view; the games outlive the windows made again in another language.
class GameWindows : public QObject
{
    Q_OBJECT

  public:
    explicit GameWindows(Settings *settings, QObject *parent = nullptr);
    ~GameWindows() override;

    // Whether the journal's game is played in a window of its own (by its header alone).
    static bool playsInOwnWindow(const QString &path);
    // Opens the journal in a window of its own, or brings forward the window that has it open.
    umpire::Result<QWidget *> open(const umpire::crt::RulesetLibrary &library, const QString &path);
    // A new game of `system` (one of another family than the main window's, made from its title)
    // in a window of its own.
    umpire::Result<QWidget *> create(const umpire::crt::RulesetLibrary &library,
                                     const QString &path, const std::string &system,
                                     const QString &title);
    // Gives GameUi the app's own family UIs, once.
    static void installUis();
    // The Vae Victis dialog: the one open brought forward, else a new one over a session of its
    // own (the battle it starts or opens is that session's game).
    QWidget *showMiniatures(const umpire::crt::RulesetLibrary &library);

    QList<QWidget *> windows() const; // the open games' windows, in the order they were opened
    GameSession *session(const QWidget *window) const;
    PlayersViewServer *playersView(const QWidget *window) const;
    // The links of the players' view of that window's game.
    void showPlayersView(QWidget *window);
    // Every window made again over the same game (the application's language changed).
    void remakeWindows();

  signals:
    void gameOpened(const QString &path); // a journal opened or made in a window of its own

  private:
    struct Game;
    Game &add(const umpire::crt::RulesetLibrary &library, bool miniatures);
    void makeWindow(Game &game);
    void forget(Game *game); // its window was closed
    Game *gameOf(const QWidget *window) const;
    Game *gameOfPath(const QString &path) const;

    Settings *m_settings;
    std::vector<std::unique_ptr<Game>> m_games;
};
