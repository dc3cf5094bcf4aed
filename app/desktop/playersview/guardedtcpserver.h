#pragma once

#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

// The players' view's listening socket (issue 20), which keeps a phone or a stranger on the
// network from taking the referee's machine down: at most maxConnections open at once (one more
// is answered 503 and closed), and a request is refused (431) as soon as more than maxRequestBytes
// of it are waiting unread, before the HTTP server would keep it whole in memory. The HTTP server
// (QAbstractHttpServer::bind) takes the connections it lets through.
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT

  public:
    explicit GuardedTcpServer(QObject *parent = nullptr) : QTcpServer(parent) {}

    void setMaxConnections(int n) { m_maxConnections = n; }
    void setMaxRequestBytes(qint64 n) { m_maxRequestBytes = n; }
    int maxConnections() const { return m_maxConnections; }
    int openConnections() const;              // HTTP and WebSocket alike, until each is closed
    int refused() const { return m_refused; } // connections and requests refused so far

  protected:
    void incomingConnection(qintptr descriptor) override;

  private:
    // Answers `status` and closes: nothing of the request is read further.
    void refuse(QTcpSocket *socket, const char *status);

    int m_maxConnections = 64;
    qint64 m_maxRequestBytes = 16 * 1024;
    int m_refused = 0;
    // Followed by QPointer, not by signals: the HTTP server disconnects every signal of a socket
    // it hands to the WebSocket server.
    mutable QList<QPointer<QTcpSocket>> m_sockets;
};
