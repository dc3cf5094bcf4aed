#include "gamewindows.h"

#include "datatext.h"
#include "games.h"
#include "gamesession.h"
#include "gameui.h"
#include "genericgamewindow.h"
#include "n1815ui.h"
#include "playersviewdialog.h"
#include "playersviewserver.h"
#include "settings.h"
#include "vvui.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <algorithm>

// One game in a window of its own. The window goes first, then the players' view (which serves
// the session's game), then the session.
struct GameWindows::Game
{
    std::unique_ptr<GameSession> session;
    std::unique_ptr<PlayersViewServer> players;
    QPointer<QWidget> window;
    bool miniatures = false; // the Vae Victis dialog (with a battle or not yet)

    ~Game()
    {
        if (window) {
            QObject::disconnect(window, nullptr, nullptr, nullptr);
            delete window.data();
        }
        players.reset();
        session.reset();
    }
};

GameWindows::GameWindows(Settings *settings, QObject *parent)
    : QObject(parent), m_settings(settings)
{
    installUis();
}

void GameWindows::installUis()
{
    // The app's own windows, one line per game family that has one; any other family's games
    // (one enrolled from its own folder) are played in the generic game window.
    static const bool installed = [] {
        GameUi::setBuiltIn({std::make_shared<N1815Ui>(), std::make_shared<VvUi>()});
        return true;
    }();
    (void)installed;
}

GameWindows::~GameWindows() = default;

bool GameWindows::playsInOwnWindow(const QString &path)
{
    const std::optional<umpire::JournalHeader> header = GameSession::journalHeader(path);
    return header && umpire::GameRegistry::familyOf(header->ruleset).id() != mainWindowFamily;
}

GameWindows::Game &GameWindows::add(const umpire::crt::RulesetLibrary &library, bool miniatures)
{
    auto game = std::make_unique<Game>();
    game->session = std::make_unique<GameSession>(library);
    game->players = std::make_unique<PlayersViewServer>();
    game->players->setPageLanguage(m_settings->playersViewLanguage());
    followSession(game->players.get(), game->session.get());
    game->miniatures = miniatures;
    m_games.push_back(std::move(game));
    return *m_games.back();
}

void GameWindows::makeWindow(Game &game)
{
    const auto playersViewRequested = [this, g = &game] {
        if (g->window)
            showPlayersView(g->window);
    };
    // The Vae Victis dialog opened before it has a battle is Vae Victis' all the same.
    const std::string family =
        game.miniatures ? std::string("vaevictis")
                        : umpire::GameRegistry::familyOf(game.session->system().toStdString()).id();
    const GameUi *ui = GameUi::of(family);
    QWidget *window = ui ? ui->makeWindow(game.session.get(), playersViewRequested)
                         : new GenericGameWindow(game.session.get(), playersViewRequested);
    window->setAttribute(Qt::WA_DeleteOnClose);
    game.window = window;
    // Closed: its session and its players' view go with it, once the window is gone.
    connect(window, &QObject::destroyed, this,
            [this, g = &game] { QTimer::singleShot(0, this, [this, g] { forget(g); }); });
    window->show();
}

void GameWindows::forget(Game *game)
{
    const auto it =
        std::find_if(m_games.begin(), m_games.end(),
                     [game](const std::unique_ptr<Game> &g) { return g.get() == game; });
    if (it != m_games.end() && !(*it)->window)
        m_games.erase(it);
}

GameWindows::Game *GameWindows::gameOf(const QWidget *window) const
{
    for (const std::unique_ptr<Game> &g : m_games)
        if (g->window && g->window == window)
            return g.get();
    return nullptr;
}

GameWindows::Game *GameWindows::gameOfPath(const QString &path) const
{
    const QString wanted = QFileInfo(path).absoluteFilePath();
    for (const std::unique_ptr<Game> &g : m_games)
        if (g->window && g->session->module() &&
            QFileInfo(g->session->path()).absoluteFilePath() == wanted)
            return g.get();
    return nullptr;
}

umpire::Result<QWidget *> GameWindows::open(const umpire::crt::RulesetLibrary &library,
                                            const QString &path)
{
    if (Game *open = gameOfPath(path)) {
        open->window->raise();
        open->window->activateWindow();
        return open->window.data();
    }
    Game &game = add(library, false);
    umpire::Result<umpire::Ok> opened = game.session->open(path);
    if (opened && umpire::GameRegistry::familyOf(game.session->system().toStdString()).id() ==
                      mainWindowFamily)
        opened = umpire::badInput(
            umpire::msg("%1: not a game played in a window of its own", {path.toStdString()}));
    if (!opened) {
        m_games.pop_back();
        return opened.error();
    }
    // A battle is shown in the Vae Victis dialog, which Game > Vae Victis brings forward again.
    game.miniatures =
        umpire::GameRegistry::familyOf(game.session->system().toStdString()).id() == "vaevictis";
    makeWindow(game);
    if (const QStringList problems = game.session->problems(); !problems.isEmpty())
        QMessageBox::warning(game.window, tr("The journal needed care"),
                             problems.join(QStringLiteral("\n\n")));
    emit gameOpened(game.session->path());
    return game.window.data();
}

umpire::Result<QWidget *> GameWindows::create(const umpire::crt::RulesetLibrary &library,
                                              const QString &path, const std::string &system,
                                              const QString &title)
{
    Game &game = add(library, false);
    if (umpire::Result<umpire::Ok> made =
            game.session->createGame(path, system, {{"title", title.toStdString()}});
        !made) {
        m_games.pop_back();
        return made.error();
    }
    makeWindow(game);
    emit gameOpened(game.session->path());
    return game.window.data();
}

QWidget *GameWindows::showMiniatures(const umpire::crt::RulesetLibrary &library)
{
    for (auto it = m_games.rbegin(); it != m_games.rend(); ++it)
        if ((*it)->miniatures && (*it)->window) {
            (*it)->window->raise();
            (*it)->window->activateWindow();
            return (*it)->window;
        }
    Game &game = add(library, true);
    makeWindow(game);
    // A battle it starts or opens is a game of the app's, for Open recent.
    connect(game.session.get(), &GameSession::gameOpened, this,
            [this, session = game.session.get()] {
                if (session->module())
                    emit gameOpened(session->path());
            });
    return game.window;
}

QList<QWidget *> GameWindows::windows() const
{
    QList<QWidget *> out;
    for (const std::unique_ptr<Game> &g : m_games)
        if (g->window)
            out << g->window;
    return out;
}

GameSession *GameWindows::session(const QWidget *window) const
{
    Game *game = gameOf(window);
    return game ? game->session.get() : nullptr;
}

PlayersViewServer *GameWindows::playersView(const QWidget *window) const
{
    Game *game = gameOf(window);
    return game ? game->players.get() : nullptr;
}

void GameWindows::showPlayersView(QWidget *window)
{
    Game *game = gameOf(window);
    if (!game)
        return;
    if (auto *open =
            window->findChild<PlayersViewDialog *>(QString(), Qt::FindDirectChildrenOnly)) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto *dialog = new PlayersViewDialog(game->players.get(), m_settings, window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void GameWindows::remakeWindows()
{
    for (const std::unique_ptr<Game> &g : m_games) {
        if (!g->window)
            continue;
        const QByteArray geometry = g->window->saveGeometry();
        QObject::disconnect(g->window, &QObject::destroyed, this, nullptr);
        delete g->window.data();
        makeWindow(*g);
        g->window->restoreGeometry(geometry);
    }
}
