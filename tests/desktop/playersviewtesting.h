#pragma once

// What the players' view's tests share: games made for them, raw HTTP requests sent
// byte for byte (a test must be able to send what no browser would), and a WebSocket's messages.
#include "games.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtTest>

#include <memory>

namespace umpire::test {

inline GameRegistry shippedRegistry()
{
    return GameRegistry({std::filesystem::path(UMPIRE_RULESDATA_DIR)});
}

// A unit whose name is markup: a page that took it as HTML would run it.
inline const char *markupUnit = "<img src=x onerror=\"window.hacked=1\">";

// A chart game of two sides whose French unit is named with markup, in its Combat Phase, after a
// combat of that unit and its elimination.
inline std::unique_ptr<GameModule> markupGame(const QString &path)
{
    const nlohmann::json setup = {
        {"title", "<b>Night</b> & <i>fog</i>"},
        {"sides",
         {{{"name", "French"}, {"demoralization", 20}},
          {{"name", "Prussian"}, {"demoralization", 18}}}},
        {"orderOfBattle",
         {{{"id", markupUnit}, {"side", "French"}, {"strength", 6}, {"type", "infantry"}},
          {{"id", "P1"}, {"side", "Prussian"}, {"strength", 2}, {"type", "infantry"}}}}};
    Result<std::unique_ptr<GameModule>> game =
        shippedRegistry().create(path.toStdString(), "nlb", setup);
    if (!game)
        qFatal("the markup game does not start: %s", game.error().message.c_str());
    for (const nlohmann::json &action :
         {nlohmann::json{{"action", "next"}}, nlohmann::json{{"action", "next"}},
          nlohmann::json{{"action", "combat"},
                         {"request",
                          {{"attackers", {{{"id", markupUnit}}}},
                           {"defenders", {{{"id", "P1"}}}},
                           {"die", 5}}}},
          nlohmann::json{{"action", "event"},
                         {"kind", "unit.eliminated"},
                         {"data", {{"unit", markupUnit}}}}}) {
        Result<ActOutcome> done = (*game)->act(action);
        if (!done)
            qFatal("%s refused: %s", action.dump().c_str(), done.error().message.c_str());
    }
    return std::move(game).value();
}

// Napoleon 1815 Returns with the French objectives recorded (N1815 5): Eliminate 3 Corps and
// Antwerp, hidden from all but the French player.
inline std::unique_ptr<GameModule> n1815Game(const QString &path)
{
    Result<std::unique_ptr<GameModule>> game =
        shippedRegistry().create(path.toStdString(), "n1815", {{"title", "Hundred Days"}});
    if (!game)
        qFatal("n1815 does not start: %s", game.error().message.c_str());
    for (const nlohmann::json &action : {nlohmann::json{{"action", "recordObjectives"},
                                                        {"objectives", {"eliminate-3", "antwerp"}}},
                                         nlohmann::json{{"action", "weather"}, {"roll", 4}}}) {
        Result<ActOutcome> done = (*game)->act(action);
        if (!done)
            qFatal("%s refused: %s", action.dump().c_str(), done.error().message.c_str());
    }
    return std::move(game).value();
}

struct RawReply
{
    QByteArray bytes;    // everything the server sent
    int status = 0;      // from the status line; 0: none came
    bool closed = false; // the server closed the connection
    QByteArray header(const QByteArray &name) const
    {
        for (const QByteArray &line : bytes.left(bytes.indexOf("\r\n\r\n")).split('\n'))
            if (line.toLower().startsWith(name.toLower() + ':'))
                return line.mid(name.size() + 1).trimmed();
        return {};
    }
    QByteArray body() const { return bytes.mid(bytes.indexOf("\r\n\r\n") + 4); }
};

// `request` sent as it is to 127.0.0.1:`port`; the answer as far as it came within `ms` (a whole
// answer: its headers and Content-Length bytes of body), or until the server closed. The event
// loop runs meanwhile, so the server may be in this process.
inline RawReply rawRequest(quint16 port, const QByteArray &request, int ms = 3000)
{
    RawReply reply;
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(ms))
        return reply;
    socket.write(request);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms) {
        const qsizetype end = reply.bytes.indexOf("\r\n\r\n");
        if (end >= 0) {
            const qsizetype length = reply.header("Content-Length").toLongLong();
            if (reply.bytes.size() >= end + 4 + length)
                break;
        }
        if (socket.state() != QAbstractSocket::ConnectedState && socket.bytesAvailable() == 0) {
            reply.closed = true;
            break;
        }
        QTest::qWait(5);
        reply.bytes += socket.readAll();
    }
    if (reply.bytes.startsWith("HTTP/1.1 "))
        reply.status = reply.bytes.mid(9, 3).toInt();
    return reply;
}

inline RawReply get(quint16 port, const QByteArray &path, const QByteArray &extra = {})
{
    return rawRequest(port, "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" +
                                QByteArray::number(port) + "\r\n" + extra + "\r\n");
}

// The messages a WebSocket receives, kept in order.
class LivePage
{
  public:
    explicit LivePage(const QUrl &url)
        : m_messages(&m_socket, &QWebSocket::textMessageReceived),
          m_closed(&m_socket, &QWebSocket::disconnected)
    {
        m_socket.open(url);
    }
    QWebSocket &socket() { return m_socket; }
    // The latest message as JSON, once one came within `ms`; null otherwise.
    nlohmann::json waitForMessage(int count, int ms = 5000)
    {
        QElapsedTimer clock;
        clock.start();
        while (m_messages.count() < count && clock.elapsed() < ms)
            QTest::qWait(10);
        if (m_messages.count() < count)
            return nullptr;
        return nlohmann::json::parse(m_messages.at(count - 1).at(0).toString().toStdString());
    }
    int messages() const { return int(m_messages.count()); }
    QByteArray allMessages() const
    {
        QByteArray out;
        for (const QList<QVariant> &m : m_messages)
            out += m.at(0).toString().toUtf8() + '\n';
        return out;
    }
    bool waitForClose(int ms = 5000) { return m_closed.count() > 0 || m_closed.wait(ms); }

  private:
    QWebSocket m_socket;
    QSignalSpy m_messages;
    QSignalSpy m_closed;
};

} // namespace umpire::test
