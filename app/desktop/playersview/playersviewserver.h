#pragma once

#include "gamemodule.h"
#include "pagetexts.h"
#include "result.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <memory>
#include <string>
#include <vector>

class GuardedTcpServer;
class QWebSocket;

// The players' view: a small read-only web server inside the desktop app that shows the
// open game on every player's phone and on the table's TV, updated live over a WebSocket a moment
// after each journaled event. What each view shows is the game module's decision
// (GameModule::viewers and playersView); the server only serves it, never working out who may see
// what. Each view has its own link holding an unguessable token (256 random bits); a request
// without a valid one is refused, and so is anything but reading. A request must name this server
// in its Host (the address it listens on, or the name the referee gave it), or it is refused (421
// Misdirected Request): a page of another site whose name was made to lead to this machine (DNS
// rebinding) reads nothing even with a link; a WebSocket opens only from this server's own pages
// (its Origin, when it gives one, is http:// and such a Host).
//
//   GET /v/TOKEN/            the page (HTML; its script and style beside it)
//   GET /v/TOKEN/state       the view as JSON (?lang=en|fr)
//   GET /v/TOKEN/picture     the picture of the map the view draws (the game's map's own file)
//   WebSocket /v/TOKEN/live  the view as JSON, again after every change (?lang=en|fr)
class PlayersViewServer : public QObject
{
    Q_OBJECT

  public:
    struct View
    {
        QString id; // "table", "player:french": the viewer's text (umpire::Viewer::text)
        umpire::ViewerChoice choice;
        QByteArray token;
    };

    explicit PlayersViewServer(QObject *parent = nullptr);
    ~PlayersViewServer() override;

    // The game whose views are served, not owned (none: the pages say no game is open); the
    // caller sets another (or none) before this one is destroyed and the event loop runs again.
    // Another game than before gets new views and new links; the same journal keeps its links.
    void setGame(const umpire::GameModule *game);
    const umpire::GameModule *game() const { return m_game; }

    // Listens on `address` (port 0: a free one). BadInput naming the address when it cannot.
    umpire::Result<umpire::Ok> listen(const QHostAddress &address, quint16 port = 0);
    // The name the links give instead of the address, which a request's Host may give too
    // (`umpire --serve --listen NAME:PORT`); empty: the address alone. Set before listen().
    void setHostName(const QString &name) { m_hostName = name; }
    QString hostName() const { return m_hostName; }
    void stop();
    bool isListening() const;
    QHostAddress address() const { return m_address; }
    quint16 port() const { return m_port; }
    // The address a phone on the table's network reaches this machine at: the first IPv4 address
    // of an interface that is up and not the loopback; the loopback when there is none.
    static QHostAddress localNetworkAddress();

    const std::vector<View> &views() const { return m_views; }
    const View *view(const QString &id) const;
    QUrl link(const View &view) const; // http://ADDRESS:PORT/v/TOKEN/
    // A new token for a view: its old link is refused from now on, and the pages open on it are
    // closed.
    void revoke(const QString &id);

    // The pages' language: "en", "fr", or "" for each browser's own.
    void setPageLanguage(const QString &language) { m_language = language; }
    QString pageLanguage() const { return m_language; }

    // Limits (GuardedTcpServer); set before listen().
    void setMaxConnections(int n) { m_maxConnections = n; }
    void setMaxConnectionsPerAddress(int n) { m_maxConnectionsPerAddress = n; }
    void setMaxRequestBytes(qint64 n) { m_maxRequestBytes = n; }
    void setRequestTimeout(int ms) { m_requestTimeout = ms; }
    int openConnections() const;
    int livePages() const; // WebSockets open

    // The game changed (an event was journaled): every open page gets its view again, once for
    // however many changes come before the event loop runs.
    void publish();

  signals:
    void viewsChanged(); // views added, removed, or a link revoked
    void published();    // every open page was sent the game as it is now

  private:
    class Http;
    friend class Http;
    struct Live
    {
        QPointer<QWebSocket> socket;
        QByteArray token; // the link it opened: closed when that is no view's any more
        QString language;
    };

    static QByteArray newToken();
    // In a time that tells nothing of any view's token.
    const View *viewOfToken(const QByteArray &token) const;
    // Whether a Host header names this server: the address it listens on (any of this machine's
    // when it listens on all), "localhost" when that is the loopback, or hostName(); with its port.
    bool isOwnHost(const QByteArray &host) const;
    // Whether an Origin header is none, or that of a page of this server ("http://" and a Host).
    bool isOwnOrigin(const QByteArray &origin) const;
    QByteArray documentBytes(const View &view, const QString &language) const;
    // The map's picture the view draws, as a type and its bytes; none without one.
    std::optional<std::pair<QByteArray, QByteArray>> pictureOf(const View &view) const;
    // A counter's picture, when the view draws that unit on its map with one (its type, its bytes).
    std::optional<std::pair<QByteArray, QByteArray>> counterPictureOf(const View &view,
                                                                      const QString &unit) const;
    void acceptWebSocket();
    void closeRevokedPages(); // those whose link is no view's any more
    void sendNow();

    std::unique_ptr<Http> m_http;
    GuardedTcpServer *m_tcp = nullptr; // owned by m_http
    QHostAddress m_address;
    quint16 m_port = 0;
    const umpire::GameModule *m_game = nullptr;
    std::string m_gamePath; // its journal's
    std::vector<View> m_views;
    std::vector<Live> m_live;
    PageTexts m_texts;
    QString m_language;
    QString m_hostName;
    int m_maxConnections = 64;
    int m_maxConnectionsPerAddress = 32;
    qint64 m_maxRequestBytes = 16 * 1024;
    int m_requestTimeout = 5000;
    bool m_pending = false; // a publish() waits for the event loop
};
