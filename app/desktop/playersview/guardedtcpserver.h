#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

#include <utility>

// The players' view's listening socket, which keeps a phone or a stranger on the
// network from taking the referee's machine down, and checks each request's framing on its raw
// bytes before the HTTP server (QAbstractHttpServer::bind, which takes the connections it lets
// through) reads them, since Qt's parser is lenient where two parsers may disagree:
// - at most maxConnections open at once (one more is answered 503 and closed), and at most
//   maxConnectionsPerAddress of them from one address (429), so one machine cannot take them all;
// - each request must come whole within requestTimeout of the connection's opening or of the
//   request before it (408 and closed; a connection idle that long is closed without a word);
// - a request's head is at most maxRequestBytes (431), its body too (413);
// - a head that is not plain HTTP/1.1 is refused (400) and its connection closed: lines that end
//   in anything but CRLF, a Transfer-Encoding (requests of the view have no body, so none is
//   implemented), no Host, two of a header read once (Content-Length, Host, Origin, Connection,
//   Upgrade), a whole URL instead of a path.
// Every answer written here carries securityHeaders(), as the HTTP server's own answers do.
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT

  public:
    explicit GuardedTcpServer(QObject *parent = nullptr);
    ~GuardedTcpServer() override;

    // Set before listening; they hold for the connections opened afterwards.
    void setMaxConnections(int n) { m_maxConnections = n; }
    void setMaxConnectionsPerAddress(int n) { m_maxConnectionsPerAddress = n; }
    void setMaxRequestBytes(qint64 n) { m_maxRequestBytes = n; }
    void setRequestTimeout(int ms) { m_requestTimeout = ms; }
    int maxConnections() const { return m_maxConnections; }
    int openConnections() const; // HTTP and WebSocket alike, until each is closed
    int openConnections(const QHostAddress &peer) const; // those from that address
    int refused() const { return m_refused; }            // connections and requests refused so far

    // The connection is a live page's WebSocket from now on (the HTTP server hands it to its
    // WebSocket server): no request deadline any more, still counted until it closes.
    void becameWebSocket(QTcpSocket *socket);

    // An address as connections are counted and Host headers compared: an IPv4 client of a
    // server listening on IPv6 as itself, an IPv6 one whatever interface it came through.
    static QHostAddress plainAddress(QHostAddress address);

    // The headers of every answer of the players' view, refusals included: no framing, no script
    // or style but the page's own from this server, no guessing of types, no address of the page
    // (its token) sent elsewhere, no caching.
    static const QList<std::pair<QByteArray, QByteArray>> &securityHeaders();

  protected:
    void incomingConnection(qintptr descriptor) override;

  private:
    class Connection;

    // What came of the connection's current request since the last call, read before the HTTP
    // server reads it: refused as soon as it is seen to be wrong.
    void readRequest(Connection *connection);
    void missedDeadline(Connection *connection);
    // Answers `status` ("400 Bad Request") and closes: nothing of the request is read further.
    void refuse(QTcpSocket *socket, const char *status, const char *why);
    // Closes after sending `answer` (none: without a word).
    static void closeConnection(QTcpSocket *socket, const QByteArray &answer);

    int m_maxConnections = 64;
    // A browser opens up to 6 connections at once to a server, and one more per page it shows
    // live; the table's TV or the referee's laptop may show several views, the phones behind a
    // router that translates addresses (a hotspot) share its address, and umpire-bench opens 30
    // pages from one machine. One machine still leaves half of the connections to the others.
    int m_maxConnectionsPerAddress = 32;
    qint64 m_maxRequestBytes = 16 * 1024;
    // Long enough for a phone on a poor Wi-Fi to send a request of a few hundred bytes; a browser
    // opens another connection when it finds an idle one closed.
    int m_requestTimeout = 5000;
    int m_refused = 0;
    // Followed by QPointer, not by signals: the HTTP server disconnects every signal of a socket
    // it hands to the WebSocket server. Each is its socket's child.
    mutable QList<QPointer<Connection>> m_connections;
};
