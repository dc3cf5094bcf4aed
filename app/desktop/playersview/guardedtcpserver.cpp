#include "guardedtcpserver.h"

#include <QTimer>

#include <algorithm>
#include <cstring>
#include <map>

namespace {

// An answer sent without reading it stays in memory: a client that sends requests and reads none
// of the answers is cut off past this much (the page, its script and style are some 10 kB).
constexpr qint64 maxUnsentBytes = 1024 * 1024;

QByteArray rawAnswer(const char *status, const char *why)
{
    const QByteArray body = QByteArray(why) + '\n';
    QByteArray answer =
        QByteArray("HTTP/1.1 ") + status + "\r\nContent-Type: text/plain; charset=utf-8\r\n";
    for (const auto &[name, value] : GuardedTcpServer::securityHeaders())
        answer += name + ": " + value + "\r\n";
    return answer + "Content-Length: " + QByteArray::number(body.size()) +
           "\r\nConnection: close\r\n\r\n" + body;
}

// RFC 9110 5.6.2: the characters of a method or a header's name.
bool isToken(QByteArrayView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               (c != 0 && std::strchr("!#$%&'*+-.^_`|~", c) != nullptr);
    });
}

constexpr qsizetype maxMethodSize = 16; // longer than any method there is

// "GET /v/TOKEN/ HTTP/1.1": one space between the three, a path (not a whole URL, whose host
// would not be the Host header's), HTTP/1.1 or 1.0.
bool isRequestLine(QByteArrayView line)
{
    const qsizetype first = line.indexOf(' ');
    const qsizetype second = first < 0 ? -1 : line.indexOf(' ', first + 1);
    if (first <= 0 || second <= first + 1 || line.indexOf(' ', second + 1) >= 0)
        return false;
    const QByteArrayView method = line.first(first);
    const QByteArrayView target = line.sliced(first + 1, second - first - 1);
    const QByteArrayView version = line.sliced(second + 1);
    return method.size() <= maxMethodSize && isToken(method) && target.startsWith('/') &&
           std::all_of(target.begin(), target.end(), [](char c) { return c > ' ' && c < 127; }) &&
           (version == "HTTP/1.1" || version == "HTTP/1.0");
}

// Whether every CR and LF of `head` from `from` on is one of a CRLF (a CR at its end may still be
// followed by its LF): with a lone one, the HTTP server could see a line or the head end where
// this does not, so it is refused as soon as it comes, before the HTTP server reads it.
bool endsLinesWithCrlf(QByteArrayView head, qsizetype from)
{
    for (qsizetype i = from; i < head.size(); ++i)
        if ((head[i] == '\n' && (i == 0 || head[i - 1] != '\r')) ||
            (head[i] == '\r' && i + 1 < head.size() && head[i + 1] != '\n'))
            return false;
    return true;
}

// Whether the beginning of a head (not whole yet) may still become a request: what is not HTTP
// (a TLS handshake, garbage) is refused at once instead of at the deadline.
bool mayBeRequest(QByteArrayView head)
{
    const qsizetype space = head.indexOf(' ');
    const QByteArrayView method = space < 0 ? head : head.first(space);
    if (space == 0 || method.size() > maxMethodSize || (!method.isEmpty() && !isToken(method)))
        return false;
    const qsizetype end = head.indexOf("\r\n");
    return end < 0 || isRequestLine(head.first(end));
}

struct HeadCheck
{
    const char *refusal = nullptr; // why it is refused (400); none: it is read
    qint64 contentLength = 0;
};

// A whole head, up to its empty line, its lines ending in CRLF (RFC 9112 2.2, 3, 5, 6): where
// two parsers of it might disagree on where its body ends (and so where the next request begins),
// or on which of two headers counts, it is refused rather than read one way.
HeadCheck checkHead(QByteArrayView head)
{
    const QList<QByteArray> lines = head.chopped(4).toByteArray().split('\n');
    if (!isRequestLine(QByteArrayView(lines.front()).chopped(lines.size() > 1 ? 1 : 0)))
        return {"not an HTTP/1.1 request line"};
    // Headers of which one is read: a second one would be read by one parser and not another.
    std::map<QByteArray, int> once = {
        {"content-length", 0}, {"host", 0}, {"origin", 0}, {"connection", 0}, {"upgrade", 0}};
    HeadCheck check;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        // Every line but the last ends with the CR of its CRLF.
        const QByteArrayView line = QByteArrayView(lines[i]).chopped(i + 1 < lines.size() ? 1 : 0);
        const qsizetype colon = line.indexOf(':');
        // A space before the colon or at the start (an obsolete folded line) is not a token.
        if (colon <= 0 || !isToken(line.first(colon)))
            return {"a header line is not NAME: VALUE"};
        const QByteArrayView raw = line.sliced(colon + 1);
        if (std::any_of(raw.begin(), raw.end(),
                        [](char c) { return (c >= 0 && c < ' ' && c != '\t') || c == 127; }))
            return {"a header holds a control character"};
        const QByteArray name = line.first(colon).toByteArray().toLower();
        const QByteArray value = raw.trimmed().toByteArray();
        if (name == "transfer-encoding") // none is implemented: requests of the view have no body
            return {"a request of the players' view has no Transfer-Encoding"};
        if (const auto it = once.find(name); it != once.end() && ++it->second > 1)
            return {"a header that a request gives once is given twice"};
        if (name == "content-length") {
            bool ok = value.size() <= 15 && std::all_of(value.begin(), value.end(), [](char c) {
                          return c >= '0' && c <= '9';
                      });
            check.contentLength = ok ? value.toLongLong(&ok) : 0;
            if (!ok)
                return {"the Content-Length is not a number"};
        }
    }
    if (once["host"] == 0)
        return {"the request names no Host"};
    return check;
}

} // namespace

class GuardedTcpServer::Connection : public QObject
{
  public:
    Connection(QTcpSocket *parent, const QHostAddress &from)
        : QObject(parent), socket(parent), peer(from)
    {
        deadline.setSingleShot(true);
    }
    void startRequest()
    {
        head.clear();
        size = 0;
        bodyLeft = -1;
        whole = false;
    }

    QTcpSocket *const socket; // its parent
    const QHostAddress peer;  // plainAddress
    QTimer deadline;          // for the current request, or for the next one when idle
    QByteArray head;          // the current request's head as far as it came
    qint64 size = 0;          // the current request's bytes so far: empty lines, head, body
    qint64 bodyLeft = -1;     // its body's bytes still to come; -1: its head is not whole yet
    bool whole = false;       // it came whole: the HTTP server answers it
    bool webSocket = false;
};

GuardedTcpServer::GuardedTcpServer(QObject *parent) : QTcpServer(parent) {}

GuardedTcpServer::~GuardedTcpServer() = default;

QHostAddress GuardedTcpServer::plainAddress(QHostAddress address)
{
    bool ipv4 = false;
    const quint32 v4 = address.toIPv4Address(&ipv4);
    if (ipv4)
        return QHostAddress(v4);
    address.setScopeId(QString());
    return address;
}

const QList<std::pair<QByteArray, QByteArray>> &GuardedTcpServer::securityHeaders()
{
    static const QList<std::pair<QByteArray, QByteArray>> headers = {
        {"Content-Security-Policy",
         "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
         "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"},
        {"X-Frame-Options", "DENY"},
        {"X-Content-Type-Options", "nosniff"},
        {"Referrer-Policy", "no-referrer"},
        {"Cache-Control", "no-store"},
    };
    return headers;
}

int GuardedTcpServer::openConnections() const
{
    m_connections.removeIf([](const QPointer<Connection> &c) {
        return c.isNull() || c->socket->state() == QAbstractSocket::UnconnectedState;
    });
    return int(m_connections.size());
}

int GuardedTcpServer::openConnections(const QHostAddress &peer) const
{
    openConnections(); // forgets the closed ones
    const QHostAddress key = plainAddress(peer);
    return int(std::count_if(m_connections.cbegin(), m_connections.cend(),
                             [&key](const QPointer<Connection> &c) { return c->peer == key; }));
}

void GuardedTcpServer::becameWebSocket(QTcpSocket *socket)
{
    for (const QPointer<Connection> &c : std::as_const(m_connections))
        if (c && c->socket == socket) {
            c->webSocket = true;
            c->deadline.stop();
        }
}

void GuardedTcpServer::closeConnection(QTcpSocket *socket, const QByteArray &answer)
{
    QObject::disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr); // nor the HTTP server
    if (!answer.isEmpty())
        socket->write(answer);
    // Deleted once closed (the HTTP server deletes those it has too: deleteLater twice is safe).
    connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
    socket->disconnectFromHost();
    if (socket->state() == QAbstractSocket::UnconnectedState)
        socket->deleteLater();
    else // a client that reads nothing does not keep it open
        QTimer::singleShot(1000, socket, [socket] { socket->abort(); });
}

void GuardedTcpServer::refuse(QTcpSocket *socket, const char *status, const char *why)
{
    ++m_refused;
    closeConnection(socket, rawAnswer(status, why));
}

void GuardedTcpServer::missedDeadline(Connection *connection)
{
    if (connection->webSocket)
        return;
    if (connection->size > 0 && !connection->whole)
        refuse(connection->socket, "408 Request Timeout", "the request did not come whole in time");
    else // idle: a browser opens another connection when it needs one
        closeConnection(connection->socket, {});
}

void GuardedTcpServer::readRequest(Connection *c)
{
    QTcpSocket *socket = c->socket;
    if (socket->state() != QAbstractSocket::ConnectedState)
        return;
    // The HTTP server reads a request in a transaction of the socket, which it commits once the
    // request is whole and answered: without one, what waits unread begins a new request. During
    // one, it has read all that came before, up to its request's end at most: what waits is new.
    if (!socket->isTransactionStarted() || c->whole)
        c->startRequest();
    // Read no further than a request may be long, and one byte more to tell it is too long.
    const QByteArray bytes =
        socket->peek(std::min(socket->bytesAvailable(), m_maxRequestBytes - c->size + 1));
    qsizetype i = 0;
    if (c->bodyLeft < 0) {
        if (c->head.isEmpty()) // the empty lines before a request line are let by (RFC 9112 2.2)
            while (i < bytes.size() && (bytes[i] == '\r' || bytes[i] == '\n'))
                ++i;
        c->size += i;
        const qsizetype before = c->head.size();
        c->head.append(bytes.constData() + i, bytes.size() - i);
        const qsizetype end = c->head.indexOf("\r\n\r\n", std::max<qsizetype>(0, before - 3));
        if (end >= 0) // what follows is its body, or the next request
            c->head.truncate(end + 4);
        i += c->head.size() - before;
        c->size += c->head.size() - before;
        if (c->size > m_maxRequestBytes)
            return refuse(socket, "431 Request Header Fields Too Large",
                          "the request's headers are too long");
        if (!endsLinesWithCrlf(c->head, std::max<qsizetype>(0, before - 1)))
            return refuse(socket, "400 Bad Request",
                          "a line of the request ends in something else than CRLF");
        if (end < 0) {
            if (!mayBeRequest(c->head))
                return refuse(socket, "400 Bad Request", "not an HTTP/1.1 request");
            return;
        }
        const HeadCheck check = checkHead(c->head);
        if (check.refusal)
            return refuse(socket, "400 Bad Request", check.refusal);
        if (check.contentLength > m_maxRequestBytes - c->size)
            return refuse(socket, "413 Content Too Large", "the request's body is too long");
        c->bodyLeft = check.contentLength;
    }
    const qint64 body = std::min<qint64>(c->bodyLeft, bytes.size() - i);
    c->bodyLeft -= body;
    c->size += body;
    if (c->bodyLeft > 0)
        return;
    c->whole = true;
    if (socket->bytesToWrite() > maxUnsentBytes) {
        ++m_refused;
        QObject::disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr);
        socket->abort();
        return;
    }
    c->deadline.start(m_requestTimeout); // the next request's, from now
}

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    const QHostAddress peer = plainAddress(socket->peerAddress());
    if (openConnections() >= m_maxConnections)
        return refuse(socket, "503 Service Unavailable", "too many connections: try again later");
    if (openConnections(peer) >= m_maxConnectionsPerAddress)
        return refuse(socket, "429 Too Many Requests", "too many connections from this address");
    auto *connection = new Connection(socket, peer);
    m_connections.append(connection);
    // Connected before the HTTP server's own reader, so a request is checked before it is read.
    connect(socket, &QTcpSocket::readyRead, this, [this, connection] { readRequest(connection); });
    connect(&connection->deadline, &QTimer::timeout, this,
            [this, connection] { missedDeadline(connection); });
    connection->deadline.start(m_requestTimeout);
    addPendingConnection(socket);
}
