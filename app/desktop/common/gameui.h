#pragma once

#include <QString>

#include <functional>
#include <memory>
#include <string>
#include <vector>

class GameSession;
class QMenu;
class QWidget;

// What the desktop makes for one game family's games (GameFamily::id()), written in that family's
// desktop folder: the window its games are played in, over a session of their own. A family with
// none is played in the generic game window (its state, its legal actions as buttons, undo and
// redo, its log). The chart games are the main window's own.
class GameUi
{
  public:
    virtual ~GameUi() = default;
    virtual std::string family() const = 0;
    // The window `session`'s game is played in; it calls `playersViewRequested` when its user asks
    // for the players' view.
    virtual QWidget *makeWindow(GameSession *session,
                                std::function<void()> playersViewRequested) const = 0;
    // Whether File > New game makes its games from a title alone (its set-up is {"title"}); a
    // family whose games need more makes them in its own window.
    virtual bool makesGameFromTitle() const { return true; }
    // What File > New game says it starts with, in place of a chart game's scenarios.
    virtual QString newGameScenario() const { return {}; }
    // The main window's Game menu entries of the family: `newGame` opens File > New game with one
    // of its systems chosen.
    struct MenuContext
    {
        QWidget *parent = nullptr;
        GameSession *session = nullptr; // the main window's
        std::function<void(const QString &system)> newGame;
    };
    virtual void addGameMenuActions(QMenu *, const MenuContext &) const {}

    // The family's UI, or null when it has none; the enrolled ones are asked first.
    static const GameUi *of(const std::string &family);
    // Adds the UI of a family written outside the app's folders (one line in its folder, like
    // GameRegistry::enroll); true, so that the line can initialize a constant.
    static bool enroll(std::shared_ptr<const GameUi> ui);
    // The app's own, one line per family (window/gamewindows.cpp gives them).
    static void setBuiltIn(std::vector<std::shared_ptr<const GameUi>> uis);
    // Every family's UI: the enrolled ones, then the app's own.
    static std::vector<const GameUi *> all();
};

// The family that the main window plays itself (the chart games): every other family's games are
// played in windows of their own.
inline constexpr const char *mainWindowFamily = "crt";
