#include "playersviewserver.h"

#include "picturefile.h"

#include "guardedtcpserver.h"

#include <QAbstractHttpServer>
#include <QCoreApplication>
#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QLoggingCategory>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>
#include <QWebSocket>

#include <algorithm>
#include <array>
#include <map>
#include <utility>

namespace {

using Status = QHttpServerResponder::StatusCode;

void respond(QHttpServerResponder &responder, Status status, const QByteArray &type,
             const QByteArray &body, const QByteArray &location = {})
{
    responder.writeStatusLine(status);
    responder.writeHeader("Content-Type", type);
    if (!location.isEmpty())
        responder.writeHeader("Location", location);
    for (const auto &[name, value] : GuardedTcpServer::securityHeaders())
        responder.writeHeader(name, value);
    responder.writeHeader("Content-Length", QByteArray::number(body.size()));
    responder.writeBody(body);
}

void refuse(QHttpServerResponder &responder, Status status, const char *why)
{
    respond(responder, status, "text/plain; charset=utf-8", QByteArray(why) + "\n");
}

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/playersview/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// "/v/TOKEN/rest": the token and the rest; an empty token when the path is not a view's.
std::pair<QByteArray, QString> splitViewPath(const QString &path)
{
    if (!path.startsWith(QLatin1String("/v/")))
        return {};
    const QString tail = path.mid(3);
    const qsizetype slash = tail.indexOf(u'/');
    return {tail.left(slash < 0 ? tail.size() : slash).toLatin1(),
            slash < 0 ? QString() : tail.mid(slash)};
}

// Whether `candidate` is `token`, in a time that depends on neither's bytes: a comparison that
// stopped at the first difference would tell a stranger how much of a guess is right.
bool sameToken(const QByteArray &token, const QByteArray &candidate)
{
    unsigned difference = token.size() == candidate.size() ? 0 : 1;
    for (qsizetype i = 0; i < token.size(); ++i)
        difference |= uchar(token[i]) ^ uchar(i < candidate.size() ? candidate[i] : 0);
    return difference == 0;
}

bool isDigits(const QByteArray &text)
{
    return !text.isEmpty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

// The HTTP side: every request is answered here, from the server's views.
class PlayersViewServer::Http : public QAbstractHttpServer
{
  public:
    explicit Http(PlayersViewServer *server) : m_server(server) {}

  protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        // A WebSocket upgrade (as Qt tells one: GuardedTcpServer refuses a second Connection or
        // Upgrade header, which would let the two disagree) goes on to the WebSocket server
        // (acceptWebSocket) when this answers true and writes nothing; false refuses it
        // (missingHandler) and closes the connection.
        if (request.value("Connection").toLower().contains("upgrade") &&
            request.value("Upgrade").compare("websocket", Qt::CaseInsensitive) == 0) {
            const auto [token, rest] = splitViewPath(request.url().path());
            const bool accepted = m_server->isOwnHost(request.value("Host")) &&
                                  m_server->isOwnOrigin(request.value("Origin")) &&
                                  request.method() == QHttpServerRequest::Method::Get &&
                                  !token.isEmpty() && m_server->viewOfToken(token) &&
                                  rest == QLatin1String("/live");
            if (accepted)
                m_server->m_tcp->becameWebSocket(socket);
            return accepted;
        }
        QHttpServerResponder responder = makeResponder(request, socket);
        if (!m_server->isOwnHost(request.value("Host"))) {
            refuse(responder, Status::MisdirectedRequest, "this server is not the one asked for");
            return true;
        }
        if (request.method() != QHttpServerRequest::Method::Get) {
            refuse(responder, Status::MethodNotAllowed, "the players' view is read-only");
            return true;
        }
        if (!request.body().isEmpty()) {
            refuse(responder, Status::PayloadTooLarge,
                   "a request of the players' view has no body");
            return true;
        }
        const auto [token, rest] = splitViewPath(request.url().path());
        if (token.isEmpty()) {
            refuse(responder, Status::NotFound, "not found");
            return true;
        }
        const View *view = m_server->viewOfToken(token);
        if (!view) {
            refuse(responder, Status::Forbidden, "this link is not a view of the game");
            return true;
        }
        const QString language =
            PageTexts::choose(request.query().queryItemValue(QStringLiteral("lang")),
                              m_server->m_language, request.value("Accept-Language"));
        if (rest.isEmpty()) {
            respond(responder, Status::MovedPermanently, "text/plain; charset=utf-8", {},
                    "/v/" + token + "/");
        } else if (rest == QLatin1String("/")) {
            QByteArray page = resource(QStringLiteral("index.html"));
            page.replace("{{lang}}", language.toLatin1());
            respond(responder, Status::Ok, "text/html; charset=utf-8", page);
        } else if (rest == QLatin1String("/view.js")) {
            respond(responder, Status::Ok, "text/javascript; charset=utf-8",
                    resource(QStringLiteral("view.js")));
        } else if (rest == QLatin1String("/view.css")) {
            respond(responder, Status::Ok, "text/css; charset=utf-8",
                    resource(QStringLiteral("view.css")));
        } else if (rest == QLatin1String("/state")) {
            respond(responder, Status::Ok, "application/json",
                    m_server->documentBytes(*view, language));
        } else if (rest == QLatin1String("/picture")) {
            // The map's picture, when the view draws a map that has one: the file the game's
            // module names (checked there: beside the map, bounded), never one the request names.
            const std::optional<std::pair<QByteArray, QByteArray>> picture =
                m_server->pictureOf(*view);
            if (picture)
                respond(responder, Status::Ok, picture->first, picture->second);
            else
                refuse(responder, Status::NotFound, "this view's map has no picture");
        } else if (rest.startsWith(QLatin1String("/counter/"))) {
            // A counter's picture: the one the module gives the unit it draws on this view's map
            // (checked there: inside the scenario's folder, bounded), looked up by the unit's id.
            const QString unit = QUrl::fromPercentEncoding(rest.mid(9).toUtf8());
            const std::optional<std::pair<QByteArray, QByteArray>> picture =
                m_server->counterPictureOf(*view, unit);
            if (picture)
                respond(responder, Status::Ok, picture->first, picture->second);
            else
                refuse(responder, Status::NotFound, "no such counter picture on this view's map");
        } else if (rest == QLatin1String("/live")) {
            refuse(responder, Status::UpgradeRequired, "the live view is a WebSocket");
        } else {
            refuse(responder, Status::NotFound, "not found");
        }
        return true;
    }

    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        QHttpServerResponder responder = makeResponder(request, socket);
        const QByteArray token = splitViewPath(request.url().path()).first;
        if (!m_server->isOwnHost(request.value("Host")))
            refuse(responder, Status::MisdirectedRequest, "this server is not the one asked for");
        else if (!m_server->isOwnOrigin(request.value("Origin")))
            refuse(responder, Status::Forbidden, "a page of another site may not open a view");
        else if (!token.isEmpty() && !m_server->viewOfToken(token))
            refuse(responder, Status::Forbidden, "this link is not a view of the game");
        else
            refuse(responder, Status::NotFound, "not found");
    }

  private:
    PlayersViewServer *m_server;
};

// The page's files (playersview.qrc), in a static library whose objects nothing else names.
static void initPageResources()
{
    Q_INIT_RESOURCE(playersview);
}

PlayersViewServer::PlayersViewServer(QObject *parent) : QObject(parent)
{
    initPageResources();
    // Qt HTTP Server warns of every refused WebSocket upgrade (a wrong token): refusals are this
    // server's work, not the referee's concern.
    QLoggingCategory::setFilterRules(QStringLiteral("qt.httpserver.warning=false"));
}

PlayersViewServer::~PlayersViewServer()
{
    stop();
}

QByteArray PlayersViewServer::newToken()
{
    std::array<quint32, 8> bits{}; // 256 bits from the system's source of randomness
    QRandomGenerator::system()->fillRange(bits.data(), bits.size());
    return QByteArray(reinterpret_cast<const char *>(bits.data()), sizeof bits)
        .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

void PlayersViewServer::setGame(const umpire::GameModule *game)
{
    // The game before may be gone already (a session replaces its module, then says so): its
    // path, not the game, tells whether this is the same one.
    const bool sameGame = game && game->journal().path() == m_gamePath;
    m_game = game;
    m_gamePath = game ? game->journal().path() : std::string();
    std::vector<View> views;
    const std::vector<umpire::ViewerChoice> choices =
        game
            ? game->viewers()
            : std::vector<umpire::ViewerChoice>{{umpire::Viewer::everyone(), umpire::msg("Table")}};
    for (const umpire::ViewerChoice &choice : choices) {
        View v{QString::fromStdString(choice.viewer.text()), choice, {}};
        if (sameGame)
            if (const View *before = view(v.id))
                v.token = before->token;
        if (v.token.isEmpty())
            v.token = newToken();
        views.push_back(std::move(v));
    }
    const bool changed =
        views.size() != m_views.size() ||
        !std::equal(views.begin(), views.end(), m_views.begin(),
                    [](const View &a, const View &b) { return a.token == b.token; });
    m_views = std::move(views);
    closeRevokedPages();
    if (changed)
        emit viewsChanged();
    publish();
}

const PlayersViewServer::View *PlayersViewServer::view(const QString &id) const
{
    for (const View &v : m_views)
        if (v.id == id)
            return &v;
    return nullptr;
}

const PlayersViewServer::View *PlayersViewServer::viewOfToken(const QByteArray &token) const
{
    // Every view's token is compared, whichever is the one.
    const View *found = nullptr;
    for (const View &v : m_views)
        if (sameToken(v.token, token))
            found = &v;
    return found;
}

bool PlayersViewServer::isOwnHost(const QByteArray &host) const
{
    // "NAME", "ADDRESS", "[IPv6]", each with ":PORT" or without (port 80): RFC 9110 7.2.
    QByteArray name = host;
    uint port = 80;
    const qsizetype colon = host.lastIndexOf(':');
    if (colon > host.lastIndexOf(']')) {
        if (!isDigits(host.mid(colon + 1)) || host.size() - colon > 6)
            return false;
        port = host.mid(colon + 1).toUInt();
        name = host.left(colon);
    }
    if (!m_tcp || port != m_port || name.isEmpty())
        return false;
    const bool bracketed = name.startsWith('[') && name.endsWith(']');
    if (bracketed)
        name = name.mid(1, name.size() - 2);
    else if (name.contains(':') || name.contains('[') || name.contains(']'))
        return false;
    const bool anyAddress = m_address == QHostAddress::Any || m_address == QHostAddress::AnyIPv4 ||
                            m_address == QHostAddress::AnyIPv6;
    QHostAddress address;
    if (address.setAddress(QString::fromLatin1(name))) {
        if (bracketed != (address.protocol() == QAbstractSocket::IPv6Protocol))
            return false;
        address = GuardedTcpServer::plainAddress(address);
        if (!anyAddress)
            return address == GuardedTcpServer::plainAddress(m_address);
        // Listening on every address: any of this machine's, as it has them now.
        const QList<QHostAddress> own = QNetworkInterface::allAddresses();
        return std::any_of(own.begin(), own.end(), [&address](const QHostAddress &a) {
            return GuardedTcpServer::plainAddress(a) == address;
        });
    }
    if (bracketed)
        return false;
    // A name is compared as DNS does, whatever its case, with or without its final dot.
    const auto plainName = [](QByteArray text) {
        text = text.toLower();
        if (text.endsWith('.'))
            text.chop(1);
        return text;
    };
    name = plainName(name);
    if (!m_hostName.isEmpty() && name == plainName(m_hostName.toUtf8()))
        return true;
    // The loopback's own name leads nowhere else, whatever a stranger's DNS says.
    return name == "localhost" && (anyAddress || m_address.isLoopback());
}

bool PlayersViewServer::isOwnOrigin(const QByteArray &origin) const
{
    // A browser gives the Origin of every WebSocket it opens: without one, it is no page's.
    if (origin.isEmpty())
        return true;
    const QByteArray http = "http://";
    return origin.left(http.size()).toLower() == http && isOwnHost(origin.mid(http.size()));
}

umpire::Result<umpire::Ok> PlayersViewServer::listen(const QHostAddress &address, quint16 port)
{
    stop();
    if (m_views.empty())
        setGame(m_game);
    // Qt's WebSocket server names itself in each of its answers (the Server header of its 101)
    // after the application as it is when the HTTP server is made: without a version, which
    // would tell a stranger which flaws to try.
    const QString version = QCoreApplication::applicationVersion();
    QCoreApplication::setApplicationVersion(QString());
    m_http = std::make_unique<Http>(this);
    QCoreApplication::setApplicationVersion(version);
    auto *tcp = new GuardedTcpServer(m_http.get());
    tcp->setMaxConnections(m_maxConnections);
    tcp->setMaxConnectionsPerAddress(m_maxConnectionsPerAddress);
    tcp->setMaxRequestBytes(m_maxRequestBytes);
    tcp->setRequestTimeout(m_requestTimeout);
    if (!tcp->listen(address, port)) {
        const std::string why = tcp->errorString().toStdString();
        m_http.reset();
        return umpire::badInput(
            umpire::msg("the players' view cannot listen on %1 port %2: %3",
                        {address.toString().toStdString(), std::to_string(port), why}));
    }
    m_http->bind(tcp);
    m_tcp = tcp;
    m_address = address;
    m_port = tcp->serverPort();
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this,
            &PlayersViewServer::acceptWebSocket);
    emit viewsChanged();
    return umpire::Ok{};
}

void PlayersViewServer::stop()
{
    for (Live &live : m_live)
        if (live.socket) {
            live.socket->abort();
            live.socket->deleteLater();
        }
    m_live.clear();
    m_tcp = nullptr;
    m_port = 0;
    if (m_http) {
        m_http.reset();
        emit viewsChanged();
    }
}

bool PlayersViewServer::isListening() const
{
    return m_tcp && m_tcp->isListening();
}

int PlayersViewServer::openConnections() const
{
    return m_tcp ? m_tcp->openConnections() : 0;
}

int PlayersViewServer::livePages() const
{
    int n = 0;
    for (const Live &live : m_live)
        n += live.socket && live.socket->state() == QAbstractSocket::ConnectedState;
    return n;
}

QHostAddress PlayersViewServer::localNetworkAddress()
{
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        const auto flags = i.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::IsRunning) ||
            flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : i.addressEntries())
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
                return entry.ip();
    }
    return QHostAddress(QHostAddress::LocalHost);
}

QUrl PlayersViewServer::link(const View &view) const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_hostName.isEmpty() ? m_address.toString() : m_hostName);
    url.setPort(m_port);
    url.setPath(QStringLiteral("/v/") + QString::fromLatin1(view.token) + u'/');
    return url;
}

void PlayersViewServer::revoke(const QString &id)
{
    for (View &v : m_views)
        if (v.id == id) {
            v.token = newToken();
            closeRevokedPages();
            emit viewsChanged();
            return;
        }
}

void PlayersViewServer::closeRevokedPages()
{
    // The page is told why (code 4001: it does not try again) and closed.
    for (Live &live : m_live)
        if (live.socket && !viewOfToken(live.token))
            live.socket->close(QWebSocketProtocol::CloseCode(4001), QStringLiteral("revoked"));
}

QByteArray PlayersViewServer::documentBytes(const View &view, const QString &language) const
{
    const nlohmann::json doc = m_texts.document(m_game, view.choice, view.id, language);
    return QByteArray::fromStdString(
        doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::optional<std::pair<QByteArray, QByteArray>>
PlayersViewServer::pictureOf(const View &view) const
{
    if (!m_game)
        return std::nullopt;
    umpire::Result<umpire::PlayersView> shown = m_game->playersView(view.choice.viewer, 0);
    if (!shown || !shown->board || shown->board->pictureFile.empty())
        return std::nullopt;
    QFile file(QString::fromStdString(shown->board->pictureFile));
    if (!file.open(QIODevice::ReadOnly) || file.size() > qint64(umpire::maxPictureBytes))
        return std::nullopt;
    const std::string &type = shown->board->pictureType;
    return std::pair{QByteArray("image/") + QByteArray::fromStdString(type), file.readAll()};
}

std::optional<std::pair<QByteArray, QByteArray>>
PlayersViewServer::counterPictureOf(const View &view, const QString &unit) const
{
    if (!m_game)
        return std::nullopt;
    umpire::Result<umpire::PlayersView> shown = m_game->playersView(view.choice.viewer, 0);
    if (!shown || !shown->board)
        return std::nullopt;
    for (const umpire::PlayersView::Board::Counter &c : shown->board->counters) {
        if (c.id != unit.toStdString() || c.pictureFile.empty())
            continue;
        umpire::Result<umpire::PictureFile> file = umpire::inspectPicture(c.pictureFile, c.id);
        if (!file)
            return std::nullopt;
        QFile bytes(QString::fromStdString(file->path.string()));
        if (!bytes.open(QIODevice::ReadOnly))
            return std::nullopt;
        return std::pair{QByteArray("image/") + QByteArray::fromStdString(file->header.format),
                         bytes.readAll()};
    }
    return std::nullopt;
}

void PlayersViewServer::acceptWebSocket()
{
    while (m_http && m_http->hasPendingWebSocketConnections()) {
        std::unique_ptr<QWebSocket> owned = m_http->nextPendingWebSocketConnection();
        QWebSocket *socket = owned.release();
        socket->setParent(this);
        const QUrl url = socket->requestUrl();
        const auto [token, rest] = splitViewPath(url.path());
        const View *view = token.isEmpty() ? nullptr : viewOfToken(token);
        // Checked before the handshake already (Http::handleRequest): checked again here, where
        // a page is let in.
        if (!view || rest != QLatin1String("/live") || !isOwnOrigin(socket->origin().toLatin1())) {
            socket->close(QWebSocketProtocol::CloseCode(4001), QStringLiteral("refused"));
            socket->deleteLater();
            continue;
        }
        socket->setMaxAllowedIncomingFrameSize(1024);
        socket->setMaxAllowedIncomingMessageSize(1024);
        const QString language =
            PageTexts::choose(QUrlQuery(url).queryItemValue(QStringLiteral("lang")), m_language,
                              socket->request().rawHeader("Accept-Language"));
        m_live.push_back({socket, view->token, language});
        // The server is read-only: what a page sends is not read.
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            std::erase_if(m_live,
                          [socket](const Live &l) { return l.socket == socket || !l.socket; });
            socket->deleteLater();
        });
        socket->sendTextMessage(QString::fromUtf8(documentBytes(*view, language)));
    }
}

void PlayersViewServer::publish()
{
    if (m_pending)
        return;
    m_pending = true;
    QTimer::singleShot(0, this, &PlayersViewServer::sendNow);
}

void PlayersViewServer::sendNow()
{
    m_pending = false;
    // One document per view and language, whatever the number of pages showing it.
    std::map<std::pair<QString, QString>, QString> made;
    for (const Live &live : m_live) {
        if (!live.socket || live.socket->state() != QAbstractSocket::ConnectedState)
            continue;
        const View *v = viewOfToken(live.token);
        if (!v)
            continue;
        auto [it, fresh] = made.try_emplace({v->id, live.language});
        if (fresh)
            it->second = QString::fromUtf8(documentBytes(*v, live.language));
        live.socket->sendTextMessage(it->second);
    }
    emit published();
}
