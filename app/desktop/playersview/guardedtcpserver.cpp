#include "guardedtcpserver.h"

int GuardedTcpServer::openConnections() const
{
    m_sockets.removeIf([](const QPointer<QTcpSocket> &s) {
        return s.isNull() || s->state() == QAbstractSocket::UnconnectedState;
    });
    return int(m_sockets.size());
}

void GuardedTcpServer::refuse(QTcpSocket *socket, const char *status)
{
    ++m_refused;
    const QByteArray answer =
        QByteArray("HTTP/1.1 ") + status + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    socket->write(answer);
    socket->disconnectFromHost();
    if (socket->state() != QAbstractSocket::UnconnectedState)
        socket->waitForBytesWritten(100);
    socket->abort();
    socket->deleteLater();
}

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    if (openConnections() >= m_maxConnections) {
        refuse(socket, "503 Service Unavailable");
        return;
    }
    m_sockets.append(socket);
    // Connected before the HTTP server's own reader, so an oversized request is refused before
    // it is read; the HTTP server keeps a request's bytes unread until it is whole.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
        if (socket->bytesAvailable() > m_maxRequestBytes) {
            socket->disconnect(); // the HTTP server reads nothing more of it
            refuse(socket, "431 Request Header Fields Too Large");
        }
    });
    addPendingConnection(socket);
}
