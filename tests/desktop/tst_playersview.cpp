// The players' view's server: the page and the views behind unguessable links, live over
// a WebSocket, read-only, refusing what is not a valid view's request and still serving after it;
// each player's secrets (N1815 5, 46, Combat) on his own view only, in every byte it sends; the
// referee's dialog with each link's QR code.
#include "feedback.h"
#include "gamesession.h"
#include "gamewindows.h"
#include "mainwindow.h"
#include "miniaturesdialog.h"
#include "playersviewdialog.h"
#include "playersviewserver.h"
#include "playersviewtesting.h"
#include "qrcodeimage.h"
#include "secretsearch.h"
#include "sessionacts.h"
#include "settings.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPrinter>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace umpire;
using namespace umpire::test;

namespace {

QByteArray pathOf(const PlayersViewServer &server, const QString &viewId,
                  const QByteArray &rest = {})
{
    const PlayersViewServer::View *view = server.view(viewId);
    return view ? server.link(*view).path().toUtf8() + rest : QByteArray();
}

QUrl liveUrl(const PlayersViewServer &server, const QString &viewId, const QString &language = {})
{
    QUrl url = server.link(*server.view(viewId));
    url.setScheme(QStringLiteral("ws"));
    url.setPath(url.path() + QStringLiteral("live"));
    if (!language.isEmpty())
        url.setQuery(QStringLiteral("lang=") + language);
    return url;
}

QByteArray hostOf(quint16 port)
{
    return "127.0.0.1:" + QByteArray::number(port);
}

// `request` sent as it is to 127.0.0.1:`port` from `from` (another address of the loopback than
// 127.0.0.1 is another client); what came back within `ms`: a whole answer, or (`untilClosed`)
// everything until the server closed.
RawReply sendFrom(const QHostAddress &from, quint16 port, const QByteArray &request, int ms,
                  bool untilClosed = false)
{
    RawReply reply;
    QTcpSocket socket;
    if (!socket.bind(from))
        return reply;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(ms))
        return reply;
    socket.write(request);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms) {
        const qsizetype end = reply.bytes.indexOf("\r\n\r\n");
        if (!untilClosed && end >= 0 &&
            reply.bytes.size() >= end + 4 + reply.header("Content-Length").toLongLong())
            break;
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

RawReply untilClosed(quint16 port, const QByteArray &request, int ms = 3000)
{
    return sendFrom(QHostAddress::LocalHost, port, request, ms, true);
}

int answers(const RawReply &reply)
{
    return int(reply.bytes.count("HTTP/1.1 "));
}

// The headers every answer carries, refusals included.
bool hasSecurityHeaders(const RawReply &reply)
{
    return reply.header("Content-Security-Policy").contains("default-src 'none'") &&
           reply.header("Content-Security-Policy").contains("frame-ancestors 'none'") &&
           reply.header("X-Frame-Options") == "DENY" &&
           reply.header("X-Content-Type-Options") == "nosniff" &&
           reply.header("Referrer-Policy") == "no-referrer" &&
           reply.header("Cache-Control") == "no-store";
}

// A WebSocket's opening request, as a browser sends it (`origin`: none when empty).
QByteArray webSocketRequest(const QByteArray &path, const QByteArray &host,
                            const QByteArray &origin)
{
    return "GET " + path + " HTTP/1.1\r\nHost: " + host +
           "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
           (origin.isEmpty() ? QByteArray() : "Origin: " + origin + "\r\n") + "\r\n";
}

// Whether none of `sockets` is still connecting.
bool settled(const std::vector<std::unique_ptr<QTcpSocket>> &sockets)
{
    return std::none_of(sockets.begin(), sockets.end(), [](const auto &s) {
        return s->state() == QAbstractSocket::ConnectingState ||
               s->state() == QAbstractSocket::HostLookupState;
    });
}

} // namespace

class TestPlayersViewServer : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void servesThePageAndEachViewWithSafeHeaders();
    void refusesWhatIsNotAValidViewsRequest();
    void refusesHostileRequestsAndGoesOnServing();
    void limitsTheConnections();
    void servesKeepAliveAndPipelinedRequests();
    void holdsHalfSentConnectionsOfOneAddressAndServesAnother();
    void closesHalfSentAndIdleConnectionsAtTheDeadline();
    void refusesAHostThatIsNotThisServer();
    void refusesAWebSocketOfAnotherSite();
    void refusesAmbiguousFraming_data();
    void refusesAmbiguousFraming();
    void everyAnswerCarriesTheSecurityHeaders();
    void serverHeaderTellsNoVersion();
    void refusesEveryTokenButTheWholeOne();
    void liveViewsFollowTheGame();
    void revokedLinkIsRefusedAndItsPagesClosed();
    void n1815SecretsNeverLeaveTheirPlayersViews();
    void namesFromTheGameAreTextNotMarkup();
    void followsTheSessionFromGameToGame();
    void qrCodeOfALink();
    void dialogShowsEachLinkWithItsQrCodeAndMakesNewOnes();
    void twoGamesOpenAtOnceServeTheirOwnLinks();

  private:
    QTemporaryDir m_dir;
};

void TestPlayersViewServer::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
}

void TestPlayersViewServer::servesThePageAndEachViewWithSafeHeaders()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("page.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    QCOMPARE(server.views().size(),
             3u); // the table, the French player, the Allied player (NLB: the Prussians are his)
    for (const PlayersViewServer::View &view : server.views())
        QVERIFY2(view.token.size() >= 43, view.token.constData()); // 256 bits in base64url
    const RawReply page = get(server.port(), pathOf(server, QStringLiteral("everyone")));
    QCOMPARE(page.status, 200);
    QVERIFY(page.header("Content-Type").startsWith("text/html"));
    QVERIFY(page.header("Content-Security-Policy").contains("frame-ancestors 'none'"));
    QVERIFY(page.header("Content-Security-Policy").contains("script-src 'self'"));
    QCOMPARE(page.header("X-Frame-Options"), QByteArray("DENY"));
    QCOMPARE(page.header("X-Content-Type-Options"), QByteArray("nosniff"));
    QCOMPARE(page.header("Referrer-Policy"), QByteArray("no-referrer"));
    QVERIFY(page.body().contains("<script src=\"view.js\""));
    QCOMPARE(get(server.port(), pathOf(server, QStringLiteral("everyone"), "view.js")).status, 200);
    QCOMPARE(get(server.port(), pathOf(server, QStringLiteral("everyone"), "view.css")).status,
             200);
    const RawReply state =
        get(server.port(), pathOf(server, QStringLiteral("player:French"), "state"));
    QCOMPARE(state.status, 200);
    QCOMPARE(state.header("Content-Type"), QByteArray("application/json"));
    const nlohmann::json doc = nlohmann::json::parse(state.body().toStdString());
    QCOMPARE(doc["view"]["id"], "player:French");
    QCOMPARE(doc["game"]["seq"], 5);
    QCOMPARE(doc["labels"]["events"], "Last events");
    // French, asked for or by the browser's language.
    const RawReply french =
        get(server.port(), pathOf(server, QStringLiteral("everyone"), "state?lang=fr"));
    QCOMPARE(nlohmann::json::parse(french.body().toStdString())["labels"]["events"],
             "Derniers événements");
    const RawReply accepted =
        get(server.port(), pathOf(server, QStringLiteral("everyone"), "state"),
            "Accept-Language: fr-FR,fr;q=0.9,en;q=0.8\r\n");
    QCOMPARE(nlohmann::json::parse(accepted.body().toStdString())["lang"], "fr");
    // The page's own address without its slash is sent to it.
    const RawReply bare = get(server.port(), pathOf(server, QStringLiteral("everyone")).chopped(1));
    QCOMPARE(bare.status, 301);
}

void TestPlayersViewServer::refusesWhatIsNotAValidViewsRequest()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("refuse.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    const QByteArray token = server.view(QStringLiteral("everyone"))->token;
    QCOMPARE(get(port, "/").status, 404);
    QCOMPARE(get(port, "/v/").status, 404);
    QCOMPARE(get(port, "/v/wrong/state").status, 403);
    QByteArray almost = token; // one character off
    almost.back() = almost.back() == 'A' ? 'B' : 'A';
    QCOMPARE(get(port, "/v/" + almost + "/state").status, 403);
    QCOMPARE(get(port, "/etc/passwd").status, 404);
    const RawReply outside = get(port, "/v/" + token + "/../../../../etc/passwd");
    QVERIFY2(outside.status == 404 || outside.status == 403, outside.bytes.constData());
    QVERIFY(!outside.bytes.contains("root:"));
    QCOMPARE(get(port, "/v/" + token + "/nothing").status, 404);
    // Read-only: nothing but GET.
    const RawReply post =
        rawRequest(port, "POST /v/" + token + "/state HTTP/1.1\r\nHost: " + hostOf(port) +
                             "\r\nContent-Length: 5\r\n\r\nhello");
    QCOMPARE(post.status, 405);
    QVERIFY(post.header("Content-Security-Policy").contains("default-src 'none'"));
    // A WebSocket without a valid token is refused before it opens.
    LivePage wrong(QUrl(QStringLiteral("ws://127.0.0.1:%1/v/wrong/live").arg(port)));
    QVERIFY(wrong.waitForClose());
    QCOMPARE(wrong.messages(), 0);
}

void TestPlayersViewServer::refusesHostileRequestsAndGoesOnServing()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("hostile.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    const QByteArray state = pathOf(server, QStringLiteral("everyone"), "state");
    // A header of 100 kB: refused, not read into memory.
    const RawReply huge =
        rawRequest(port, "GET " + state + " HTTP/1.1\r\nHost: " + hostOf(port) +
                             "\r\nX-Padding: " + QByteArray(100 * 1024, 'a') + "\r\n\r\n");
    QVERIFY2(huge.status == 431 || (huge.status == 0 && huge.closed),
             huge.bytes.left(200).constData());
    // A body of a megabyte, announced and sent.
    const RawReply body =
        rawRequest(port, "POST " + state + " HTTP/1.1\r\nHost: " + hostOf(port) +
                             "\r\nContent-Length: 1048576\r\n\r\n" + QByteArray(1024 * 1024, 'b'));
    QVERIFY2(body.status == 413 || body.status == 431 || body.status == 405 ||
                 (body.status == 0 && body.closed),
             body.bytes.left(200).constData());
    // Garbage instead of HTTP.
    const RawReply garbage =
        rawRequest(port, QByteArray("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11), 1000);
    QVERIFY(!garbage.bytes.contains("\"game\""));
    // And it still serves.
    const RawReply after = get(port, state);
    QCOMPARE(after.status, 200);
    QCOMPARE(nlohmann::json::parse(after.body().toStdString())["game"]["seq"], 5);
}

void TestPlayersViewServer::limitsTheConnections()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("limit.jsonl")));
    PlayersViewServer server;
    server.setMaxConnections(4);
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    std::vector<std::unique_ptr<QTcpSocket>> idle;
    for (int i = 0; i < 4; ++i) {
        idle.push_back(std::make_unique<QTcpSocket>());
        idle.back()->connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(idle.back()->waitForConnected(2000));
    }
    QTRY_COMPARE(server.openConnections(), 4);
    const RawReply refused =
        get(server.port(), pathOf(server, QStringLiteral("everyone"), "state"));
    QCOMPARE(refused.status, 503);
    idle.clear();
    QTRY_COMPARE(server.openConnections(), 0);
    QCOMPARE(get(server.port(), pathOf(server, QStringLiteral("everyone"), "state")).status, 200);
}

// What the guard reads of a request before the HTTP server does must end where the HTTP server's
// reading ends: requests one after another on a connection, several sent at once, one sent in
// pieces cut anywhere, one with a body.
void TestPlayersViewServer::servesKeepAliveAndPipelinedRequests()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("keep.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    const QByteArray request = "GET " + pathOf(server, QStringLiteral("everyone"), "state") +
                               " HTTP/1.1\r\nHost: " + hostOf(port) + "\r\n\r\n";
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(socket.waitForConnected(2000));
    QByteArray bytes;
    const auto answered = [&](int n) {
        QElapsedTimer clock;
        clock.start();
        while (bytes.count("HTTP/1.1 200") < n && clock.elapsed() < 3000) {
            QTest::qWait(5);
            bytes += socket.readAll();
        }
        return bytes.count("HTTP/1.1 200") == n;
    };
    socket.write(request);
    QVERIFY(answered(1));
    socket.write(request); // the same connection, again
    QVERIFY(answered(2));
    socket.write(request + request + request); // three at once
    QVERIFY(answered(5));
    // In pieces, cut in the middle of the line ending and of the empty line.
    for (const QByteArray &piece : {request.left(5), request.mid(5, request.size() - 8),
                                    request.right(3).left(1), request.right(2)}) {
        socket.write(piece);
        socket.flush();
        QTest::qWait(20);
    }
    QVERIFY(answered(6));
    // A body, then a request: the body is not read as a request.
    const QByteArray post = "POST " + pathOf(server, QStringLiteral("everyone"), "state") +
                            " HTTP/1.1\r\nHost: " + hostOf(port) + "\r\nContent-Length: 10\r\n\r\n";
    socket.write(post + "GET / HTTP");
    socket.flush();
    QTest::qWait(20);
    socket.write(request);
    QVERIFY(answered(7));
    QCOMPARE(bytes.count("HTTP/1.1 405"), 1);
    QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
}

// One machine cannot take every connection: 100 of its connections that each send half a request
// hold 32 of the 64 (the rest are refused at once), and another client is served at once.
void TestPlayersViewServer::holdsHalfSentConnectionsOfOneAddressAndServesAnother()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("hold.jsonl")));
    PlayersViewServer server;
    server.setRequestTimeout(60000); // the half-sent ones are held while the other is served
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    std::vector<std::unique_ptr<QTcpSocket>> halfSent;
    for (int i = 0; i < 100; ++i) {
        halfSent.push_back(std::make_unique<QTcpSocket>());
        halfSent.back()->connectToHost(QHostAddress::LocalHost, port);
        if (i % 10 == 9) // the server accepts them as they come
            QTRY_VERIFY_WITH_TIMEOUT(settled(halfSent), 10000);
    }
    for (const auto &s : halfSent)
        if (s->state() == QAbstractSocket::ConnectedState)
            s->write("GET / HTTP/1.1\r\n");
    QTRY_COMPARE_WITH_TIMEOUT(server.openConnections(), 32, 5000);
    const auto refused = [&halfSent] {
        return std::count_if(halfSent.begin(), halfSent.end(), [](const auto &s) {
            return s->state() == QAbstractSocket::UnconnectedState;
        });
    };
    QTRY_COMPARE_WITH_TIMEOUT(refused(), 68, 5000);
    // Another address of the loopback is another client.
    const QByteArray state = pathOf(server, QStringLiteral("everyone"), "state");
    const RawReply other =
        sendFrom(QHostAddress(QStringLiteral("127.0.0.2")), port,
                 "GET " + state + " HTTP/1.1\r\nHost: " + hostOf(port) + "\r\n\r\n", 2000);
    QCOMPARE(other.status, 200);
    QCOMPARE(nlohmann::json::parse(other.body().toStdString())["game"]["seq"], 5);
    // The first machine is refused one more.
    const RawReply more = get(port, state);
    QCOMPARE(more.status, 429);
    QVERIFY(hasSecurityHeaders(more));
    halfSent.clear();
    QTRY_COMPARE(server.openConnections(), 0);
    QCOMPARE(get(port, state).status, 200);
}

void TestPlayersViewServer::closesHalfSentAndIdleConnectionsAtTheDeadline()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("late.jsonl")));
    PlayersViewServer server;
    server.setRequestTimeout(1000);
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    const QByteArray request = "GET " + pathOf(server, QStringLiteral("everyone"), "state") +
                               " HTTP/1.1\r\nHost: " + hostOf(port) + "\r\n\r\n";
    QTcpSocket halfSent; // half a request
    QTcpSocket silent;   // nothing at all
    QTcpSocket idle;     // a request answered, then nothing (HTTP keep-alive)
    QTcpSocket trickle;  // a request a few bytes at a time, never whole
    for (QTcpSocket *s : {&halfSent, &silent, &idle, &trickle}) {
        s->connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(s->waitForConnected(2000));
    }
    halfSent.write(request.left(request.size() - 2));
    idle.write(request);
    QTRY_VERIFY_WITH_TIMEOUT(idle.bytesAvailable() > 0, 2000);
    QElapsedTimer clock;
    clock.start();
    trickle.write("GET / HTTP/1.1\r\nX-Slow: ");
    while (trickle.state() == QAbstractSocket::ConnectedState && clock.elapsed() < 5000) {
        trickle.write("a");
        QTest::qWait(20);
    }
    QTRY_VERIFY_WITH_TIMEOUT(halfSent.state() == QAbstractSocket::UnconnectedState &&
                                 silent.state() == QAbstractSocket::UnconnectedState &&
                                 idle.state() == QAbstractSocket::UnconnectedState &&
                                 trickle.state() == QAbstractSocket::UnconnectedState,
                             5000);
    QTRY_COMPARE(server.openConnections(), 0);
    RawReply late;
    late.bytes = halfSent.readAll();
    QVERIFY2(late.bytes.startsWith("HTTP/1.1 408"), late.bytes.constData());
    QVERIFY(hasSecurityHeaders(late));
    QVERIFY(trickle.readAll().startsWith("HTTP/1.1 408"));
    QVERIFY(silent.readAll().isEmpty()); // closed without a word
    const QByteArray answered = idle.readAll();
    QCOMPARE(answered.count("HTTP/1.1 "), 1);
    QVERIFY(answered.startsWith("HTTP/1.1 200"));
    // A request that comes whole in time is served as ever.
    QCOMPARE(get(port, pathOf(server, QStringLiteral("everyone"), "state")).status, 200);
}

// DNS rebinding: a stranger's name made to lead to this machine gets nothing, token or not.
void TestPlayersViewServer::refusesAHostThatIsNotThisServer()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("host.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    const QByteArray state = pathOf(server, QStringLiteral("everyone"), "state");
    const QByteArray live = pathOf(server, QStringLiteral("everyone"), "live");
    const auto withHost = [&](const QByteArray &host) {
        return rawRequest(port, "GET " + state + " HTTP/1.1\r\nHost: " + host + "\r\n\r\n");
    };
    const QByteArray p = QByteArray::number(port);
    for (const QByteArray &host : QList<QByteArray>{
             "evil.example", "rebind.example:" + p, "127.0.0.1", "127.0.0.1:1" + p,
             "127.0.0.2:" + p, "[::1]:" + p, "localhost.evil.example:" + p, "127.0.0.1:" + p + "x",
             "127.0.0.1:+" + p, "[127.0.0.1]:" + p, QByteArray()}) {
        const RawReply reply = withHost(host);
        QVERIFY2(reply.status == 421, host.constData());
        QVERIFY(hasSecurityHeaders(reply));
        QVERIFY(!reply.bytes.contains("\"game\""));
    }
    QCOMPARE(withHost("127.0.0.1:" + p).status, 200);
    QCOMPARE(withHost("localhost:" + p).status, 200); // the loopback's own name
    QCOMPARE(withHost("LocalHost.:" + p).status, 200);
    // No Host, or two: refused before the HTTP server reads them.
    QCOMPARE(untilClosed(port, "GET " + state + " HTTP/1.1\r\n\r\n").status, 400);
    QCOMPARE(untilClosed(port, "GET " + state + " HTTP/1.1\r\nHost: 127.0.0.1:" + p +
                                   "\r\nHost: evil.example\r\n\r\n")
                 .status,
             400);
    // A whole URL in the request line names a host the Host header does not.
    QCOMPARE(untilClosed(port, "GET http://evil.example" + state +
                                   " HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\n\r\n")
                 .status,
             400);
    // A WebSocket of the stranger's name, from its own pages.
    const RawReply socket = rawRequest(
        port, webSocketRequest(live, "rebind.example:" + p, "http://rebind.example:" + p));
    QCOMPARE(socket.status, 421);
    QCOMPARE(server.livePages(), 0);

    // The name the referee gives is the links' and may be the Host.
    PlayersViewServer named;
    named.setHostName(QStringLiteral("players.test"));
    named.setGame(game.get());
    QVERIFY(named.listen(QHostAddress::LocalHost).ok());
    const QUrl link = named.link(*named.view(QStringLiteral("everyone")));
    QCOMPARE(link.host(), QStringLiteral("players.test"));
    const QByteArray namedState = link.path().toUtf8() + "state";
    const QByteArray n = QByteArray::number(named.port());
    QCOMPARE(rawRequest(named.port(),
                        "GET " + namedState + " HTTP/1.1\r\nHost: players.test:" + n + "\r\n\r\n")
                 .status,
             200);
    QCOMPARE(rawRequest(named.port(),
                        "GET " + namedState + " HTTP/1.1\r\nHost: PLAYERS.test.:" + n + "\r\n\r\n")
                 .status,
             200);
    QCOMPARE(rawRequest(named.port(),
                        "GET " + namedState + " HTTP/1.1\r\nHost: 127.0.0.1:" + n + "\r\n\r\n")
                 .status,
             200);
    QCOMPARE(rawRequest(named.port(),
                        "GET " + namedState + " HTTP/1.1\r\nHost: other.test:" + n + "\r\n\r\n")
                 .status,
             421);
}

// A page of another site may not open a view's WebSocket, even with its link: refused before the
// handshake.
void TestPlayersViewServer::refusesAWebSocketOfAnotherSite()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("origin.jsonl")));
    PlayersViewServer server;
    server.setRequestTimeout(1000);
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    const QByteArray live = pathOf(server, QStringLiteral("everyone"), "live");
    const QByteArray p = QByteArray::number(port);
    for (const QByteArray &origin :
         QList<QByteArray>{"http://evil.example", "http://evil.example:" + p, "http://127.0.0.1",
                           "http://127.0.0.1:1" + p, "https://127.0.0.1:" + p,
                           "http://127.0.0.1:" + p + "/x", QByteArray("null")}) {
        const RawReply reply = untilClosed(port, webSocketRequest(live, hostOf(port), origin));
        QVERIFY2(reply.status == 403, (origin + ": " + reply.bytes.left(40)).constData());
        QVERIFY(hasSecurityHeaders(reply));
        QCOMPARE(answers(reply), 1);
        QVERIFY(reply.closed);
    }
    QCOMPARE(server.livePages(), 0);
    // Two Origins: one parser might read one, another the other.
    QCOMPARE(untilClosed(port, webSocketRequest(live, hostOf(port),
                                                "http://127.0.0.1:" + p +
                                                    "\r\nOrigin: http://evil.example"))
                 .status,
             400);
    // This server's own pages open it.
    QTcpSocket own;
    own.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(own.waitForConnected(2000));
    own.write(webSocketRequest(live, hostOf(port), "http://" + hostOf(port)));
    QTRY_VERIFY_WITH_TIMEOUT(own.peek(12).startsWith("HTTP/1.1 101"), 3000);
    QTRY_COMPARE(server.livePages(), 1);
    QCOMPARE(server.openConnections(), 1);
    // A live page is not idle: it outlives the request deadline.
    QTest::qWait(1500);
    QCOMPARE(own.state(), QAbstractSocket::ConnectedState);
    QCOMPARE(server.livePages(), 1);
}

void TestPlayersViewServer::refusesAmbiguousFraming_data()
{
    QTest::addColumn<QByteArray>("request"); // {request}: a whole request, as a body
    QTest::newRow("two different Content-Length")
        << QByteArray("Content-Length: 0\r\nContent-Length: {length}\r\n\r\n{request}");
    QTest::newRow("the same Content-Length twice")
        << QByteArray("Content-Length: {length}\r\nContent-Length: {length}\r\n\r\n{request}");
    QTest::newRow("Content-Length with chunked")
        << QByteArray("Content-Length: {length}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
                      "{request}");
    QTest::newRow("chunked alone") << QByteArray("Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
                                                 "{request}");
    QTest::newRow("an unknown Transfer-Encoding")
        << QByteArray("Transfer-Encoding: gzip\r\n\r\n{request}");
    QTest::newRow("chunked, then another")
        << QByteArray("Transfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n{request}");
    QTest::newRow("a list for a Content-Length")
        << QByteArray("Content-Length: {length}, {length}\r\n\r\n{request}");
    QTest::newRow("a sign in a Content-Length")
        << QByteArray("Content-Length: +{length}\r\n\r\n{request}");
    QTest::newRow("a space before the colon")
        << QByteArray("Content-Length : {length}\r\n\r\n{request}");
    QTest::newRow("a folded line")
        << QByteArray("X-Folded: a\r\n Content-Length: {length}\r\n\r\n{request}");
    QTest::newRow("a line ending in LF alone")
        << QByteArray("Content-Length: {length}\n\r\n{request}");
    QTest::newRow("a CR alone") << QByteArray("X-A: a\rContent-Length: {length}\r\n\r\n{request}");
}

// RFC 9112 6.1, 6.3: where a body ends could be read two ways, and what follows it read as a
// second request by one reader and not by another: refused, and nothing after it is answered.
void TestPlayersViewServer::refusesAmbiguousFraming()
{
    QFETCH(QByteArray, request);
    std::unique_ptr<GameModule> game =
        markupGame(m_dir.filePath(QStringLiteral("framing %1.jsonl").arg(QTest::currentDataTag())));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    const QByteArray head = "GET " + pathOf(server, QStringLiteral("everyone"), "state") +
                            " HTTP/1.1\r\nHost: " + hostOf(port) + "\r\n";
    const QByteArray second = head + "\r\n";
    request.replace("{request}", second);
    request.replace("{length}", QByteArray::number(second.size()));
    const RawReply reply = untilClosed(port, head + request);
    QVERIFY2(reply.status == 400, reply.bytes.left(200).constData());
    QVERIFY(reply.closed);
    QCOMPARE(answers(reply), 1);
    QVERIFY(!reply.bytes.contains("\"game\""));
    QVERIFY(hasSecurityHeaders(reply));
    QCOMPARE(get(port, pathOf(server, QStringLiteral("everyone"), "state")).status, 200);
}

void TestPlayersViewServer::everyAnswerCarriesTheSecurityHeaders()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("headers.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    const QByteArray view = pathOf(server, QStringLiteral("everyone"));
    const QByteArray host = "Host: " + hostOf(port) + "\r\n";
    std::map<int, RawReply> replies;
    const auto keep = [&replies](const RawReply &reply) { replies[reply.status] = reply; };
    keep(get(port, view + "state"));
    keep(get(port, view.chopped(1)));
    keep(untilClosed(port, "GET " + view + "state HTTP/1.1\r\n" + host +
                               "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n"));
    keep(get(port, "/v/wrong/state"));
    keep(get(port, "/"));
    keep(rawRequest(port, "POST " + view + "state HTTP/1.1\r\n" + host + "\r\n"));
    keep(rawRequest(port, "GET " + view + "state HTTP/1.1\r\n" + host +
                              "Content-Length: 5\r\n\r\nhello"));
    keep(rawRequest(port, "GET " + view + "state HTTP/1.1\r\nHost: evil.example\r\n\r\n"));
    keep(get(port, view + "live"));
    keep(rawRequest(port, "GET " + view + "state HTTP/1.1\r\n" + host +
                              "X-Padding: " + QByteArray(20 * 1024, 'a') + "\r\n\r\n"));
    // A body too long for any request of the view, refused before it is read.
    const RawReply tooLong = rawRequest(port, "POST " + view + "state HTTP/1.1\r\n" + host +
                                                  "Content-Length: 1000000\r\n\r\n");
    QCOMPARE(tooLong.status, 413);
    QVERIFY(hasSecurityHeaders(tooLong));
    // Too many connections in all, too many of one address.
    PlayersViewServer full;
    full.setMaxConnections(1);
    full.setGame(game.get());
    QVERIFY(full.listen(QHostAddress::LocalHost).ok());
    QTcpSocket held;
    held.connectToHost(QHostAddress::LocalHost, full.port());
    QVERIFY(held.waitForConnected(2000));
    QTRY_COMPARE(full.openConnections(), 1);
    keep(get(full.port(), "/"));
    PlayersViewServer crowded;
    crowded.setMaxConnectionsPerAddress(1);
    crowded.setGame(game.get());
    QVERIFY(crowded.listen(QHostAddress::LocalHost).ok());
    QTcpSocket mine;
    mine.connectToHost(QHostAddress::LocalHost, crowded.port());
    QVERIFY(mine.waitForConnected(2000));
    QTRY_COMPARE(crowded.openConnections(), 1);
    keep(get(crowded.port(), "/"));
    QCOMPARE(sendFrom(QHostAddress(QStringLiteral("127.0.0.2")), crowded.port(),
                      "GET / HTTP/1.1\r\nHost: " + hostOf(crowded.port()) + "\r\n\r\n", 2000)
                 .status,
             404);
    for (const int status : {200, 301, 400, 403, 404, 405, 413, 421, 426, 429, 431, 503}) {
        QVERIFY2(replies.count(status), QByteArray::number(status).constData());
        QVERIFY2(hasSecurityHeaders(replies[status]), replies[status].bytes.left(300).constData());
    }
}

// The Server header, when there is one, does not say which version (and so which flaws) this is.
void TestPlayersViewServer::serverHeaderTellsNoVersion()
{
    const QString before = QCoreApplication::applicationVersion();
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("server.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    QCOMPARE(QCoreApplication::applicationVersion(), QStringLiteral("9.8.7"));
    const quint16 port = server.port();
    const RawReply page = get(port, pathOf(server, QStringLiteral("everyone"), "state"));
    const RawReply live =
        rawRequest(port, webSocketRequest(pathOf(server, QStringLiteral("everyone"), "live"),
                                          hostOf(port), "http://" + hostOf(port)));
    QCoreApplication::setApplicationVersion(before);
    QCOMPARE(page.status, 200);
    QCOMPARE(live.status, 101);
    for (const RawReply &reply : {page, live}) {
        QVERIFY2(!reply.bytes.contains("9.8.7"), reply.bytes.constData());
        const QByteArray name = reply.header("Server");
        QVERIFY2(
            std::none_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; }),
            name.constData());
    }
}

void TestPlayersViewServer::refusesEveryTokenButTheWholeOne()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("token.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const QByteArray token = server.view(QStringLiteral("everyone"))->token;
    for (const QByteArray &guess : {token.chopped(1), token + "A", token.left(1), token.toUpper(),
                                    QByteArray(token.size(), 'A')})
        QCOMPARE(get(server.port(), "/v/" + guess + "/state").status, 403);
    QCOMPARE(get(server.port(), "/v/" + token + "/state").status, 200);
}

void TestPlayersViewServer::liveViewsFollowTheGame()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("live.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    LivePage table(liveUrl(server, QStringLiteral("everyone")));
    LivePage french(liveUrl(server, QStringLiteral("player:French"), QStringLiteral("fr")));
    QCOMPARE(table.waitForMessage(1)["game"]["seq"], 5);
    QCOMPARE(french.waitForMessage(1)["lang"], "fr");
    QVERIFY(game->act({{"action", "roll"}, {"die", 6}}).ok());
    server.publish();
    server.publish(); // twice before the event loop runs: sent once
    const nlohmann::json now = table.waitForMessage(2);
    QVERIFY2(!now.is_null(), "the table's view was not sent again");
    QCOMPARE(now["game"]["seq"], 6);
    QCOMPARE(french.waitForMessage(2)["game"]["seq"], 6);
    QTest::qWait(100);
    QCOMPARE(table.messages(), 2);
    QCOMPARE(server.livePages(), 2);
    // What a page sends is not read: the game is unchanged.
    table.socket().sendTextMessage(QStringLiteral("{\"action\":\"roll\",\"die\":1}"));
    QTest::qWait(100);
    QCOMPARE(game->journal().lastSeq(), 6u);
}

void TestPlayersViewServer::revokedLinkIsRefusedAndItsPagesClosed()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("revoke.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const QByteArray old = pathOf(server, QStringLiteral("player:Allied"), "state");
    LivePage page(liveUrl(server, QStringLiteral("player:Allied")));
    QVERIFY(!page.waitForMessage(1).is_null());
    QSignalSpy changed(&server, &PlayersViewServer::viewsChanged);
    server.revoke(QStringLiteral("player:Allied"));
    QCOMPARE(changed.count(), 1);
    QVERIFY(page.waitForClose());
    QCOMPARE(int(page.socket().closeCode()), 4001);
    QCOMPARE(get(server.port(), old).status, 403);
    QCOMPARE(get(server.port(), pathOf(server, QStringLiteral("player:Allied"), "state")).status,
             200);
    // The other views' links are unchanged.
    QCOMPARE(get(server.port(), pathOf(server, QStringLiteral("everyone"), "state")).status, 200);
}

// N1815 5: "He should not show these to the Allied / Prussian player(s)": not in any byte the
// server sends to the Allied / Prussian view, to the table's, or to a request without a valid
// token.
// N1815 5, 46 and Combat through the server: the objectives, the units not yet in a combat, the
// hands dealt from Umpire's deck and the deck's seed, as the module lists them (secrets()), in no
// byte sent to another viewer (the page, its script and style, /state, the WebSocket; English and
// French), and in the owner's.
void TestPlayersViewServer::n1815SecretsNeverLeaveTheirPlayersViews()
{
    std::unique_ptr<GameModule> game = n1815Game(m_dir.filePath(QStringLiteral("n1815.jsonl")));
    for (const char *action :
         {R"({"action": "movementPoints", "army": "french", "roll": 2})",
          R"({"action": "move", "unit": "fr-IG", "path": ["thuin"]})",
          R"({"action": "move", "unit": "fr-VI", "path": ["thuin"]})",
          R"({"action": "move", "unit": "fr-IG", "path": ["charleroi"]})",
          R"({"action": "move", "unit": "fr-VI", "path": ["charleroi"]})",
          R"({"action": "move", "unit": "fr-cav", "path": ["walcourt"]})",
          R"({"action": "endMovement"})",
          R"({"action": "startCombat", "location": "charleroi", "virtualDeck": true,
              "seed": 314159265358})"}) {
        Result<ActOutcome> done = game->act(nlohmann::json::parse(action));
        QVERIFY2(done, done ? "" : done.error().message.c_str());
    }
    const std::vector<Secret> secrets = game->secrets();
    // The hands, the deck's seed, the objectives and the units that never met in combat.
    QVERIFY(secrets.size() > 10);
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    // The objectives' cards in French too: the French page names them so.
    const QByteArray eliminateFr = QString(QStringLiteral("Éliminer 3 corps")).toUtf8();
    const auto leaks = [&](const QByteArray &sent, const Viewer &viewer) {
        const std::string bytes = test::withoutName(sent.toStdString(), game->systemName());
        QStringList found;
        for (const Secret &secret : secrets)
            if (!secret.seenBy(viewer))
                for (const std::string &form : secret.forms)
                    if (test::holdsSecretForm(bytes, form))
                        found << QString::fromStdString(secret.what.text() + ": " + form);
        if (viewer.side != "french" && sent.contains(eliminateFr))
            found << QStringLiteral("the objectives, in French");
        return found;
    };
    QByteArray french;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        for (const Viewer &viewer :
             {Viewer::player("french"), Viewer::player("allied-prussian"), Viewer::everyone()}) {
            const QString id = QString::fromStdString(viewer.text());
            QByteArray sent;
            for (const QByteArray &rest :
                 {QByteArray(), QByteArray("view.js"), QByteArray("view.css"),
                  QByteArray("state?lang=") + language.toLatin1()})
                sent += get(port, pathOf(server, id, rest)).bytes;
            LivePage live(liveUrl(server, id, language));
            QVERIFY(!live.waitForMessage(1).is_null());
            server.publish(); // sent again, as after an event
            live.waitForMessage(2, 1000);
            sent += live.allMessages();
            QVERIFY2(sent.contains("\"game\""), sent.left(300).constData());
            QVERIFY2(leaks(sent, viewer).isEmpty(),
                     qPrintable(id + QStringLiteral(": ") +
                                leaks(sent, viewer).join(QStringLiteral(", "))));
            if (viewer.side == "french")
                french += sent;
        }
    }
    // Without a valid token, nothing of the game at all.
    QByteArray strangers;
    for (const QByteArray &path : {QByteArray("/"), QByteArray("/v/"), QByteArray("/v/x/state"),
                                   QByteArray("/v/x/"), QByteArray("/state")})
        strangers += get(port, path).bytes;
    QVERIFY(leaks(strangers, Viewer::everyone()).isEmpty());
    QVERIFY(!strangers.contains("\"game\""));
    // The French player's own view has his: the search above can find them.
    QVERIFY2(french.contains("Eliminate 3 Corps"), french.left(300).constData());
    QVERIFY(french.contains("\"id\":\"objectives\""));
    QVERIFY(french.contains(QString(QStringLiteral("Objectifs français")).toUtf8()));
    QVERIFY(french.contains("French Cavalry"));
    QVERIFY(french.contains("cards in hand: "));
}

// A unit named with markup is text in the JSON the page reads (the page sets text, never markup:
// the browser test checks the page itself); the HTML itself holds no name from the game.
void TestPlayersViewServer::namesFromTheGameAreTextNotMarkup()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("markup.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const RawReply page = get(server.port(), pathOf(server, QStringLiteral("everyone")));
    QVERIFY(!page.bytes.contains("onerror"));
    QVERIFY(!page.bytes.contains("Night"));
    const RawReply state = get(server.port(), pathOf(server, QStringLiteral("everyone"), "state"));
    QCOMPARE(state.header("Content-Type"), QByteArray("application/json"));
    QCOMPARE(state.header("X-Content-Type-Options"), QByteArray("nosniff"));
    const nlohmann::json doc = nlohmann::json::parse(state.body().toStdString());
    QCOMPARE(doc["game"]["journal"], "<b>Night</b> & <i>fog</i>");
    QCOMPARE(doc["game"]["events"].back()["summary"], std::string(markupUnit) + " eliminated");
}

// The desktop's server follows its session: a new game (the old one destroyed before the session
// says so) gets new links, the old ones are refused, and its pages show the new game.
void TestPlayersViewServer::followsTheSessionFromGameToGame()
{
    GameSession session(crt::RulesetLibrary({std::filesystem::path(UMPIRE_RULESDATA_DIR)}));
    PlayersViewServer server;
    followSession(&server, &session);
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    QCOMPARE(server.views().size(), 1u); // no game: the table's view says so
    const RawReply none = get(server.port(), pathOf(server, QStringLiteral("everyone"), "state"));
    QVERIFY(nlohmann::json::parse(none.body().toStdString())["game"].is_null());
    QVERIFY(
        session.createFromScenario(m_dir.filePath(QStringLiteral("first.jsonl")), "nlb-demo").ok());
    QCOMPARE(server.views().size(), 3u);
    const QByteArray first = pathOf(server, QStringLiteral("everyone"), "state");
    LivePage page(liveUrl(server, QStringLiteral("everyone")));
    QCOMPARE(page.waitForMessage(1)["game"]["seq"], 1);
    QVERIFY(umpire::test::roll(session, 3).ok());
    QCOMPARE(page.waitForMessage(2)["game"]["seq"], 2); // the session's events are published
    QVERIFY(session.createFromScenario(m_dir.filePath(QStringLiteral("second.jsonl")), "nlb-demo")
                .ok());
    QVERIFY(page.waitForClose()); // its link is the old game's
    QCOMPARE(get(server.port(), first).status, 403);
    const RawReply second = get(server.port(), pathOf(server, QStringLiteral("everyone"), "state"));
    QCOMPARE(nlohmann::json::parse(second.body().toStdString())["game"]["seq"], 1);
}

void TestPlayersViewServer::qrCodeOfALink()
{
    const QByteArray link =
        "http://192.168.1.20:41733/v/Bs_d6BEHoe772NiE6NLDvxvTNoPyGt6lMZnqT62Cob8/";
    const QImage image = qrCodeImage(link, 3);
    QVERIFY(!image.isNull());
    QCOMPARE(image.width(), image.height());
    // A QR code is 17 + 4 x version modules square, with a quiet zone of 4 on each side.
    const int modules = image.width() / 3 - 8;
    QCOMPARE((modules - 17) % 4, 0);
    QVERIFY(modules >= 37); // 72 bytes at level M need version 4 at least
    QCOMPARE(image.pixelColor(1, 1), QColor(Qt::white));                 // the quiet zone
    QCOMPARE(image.pixelColor(4 * 3 + 1, 4 * 3 + 1), QColor(Qt::black)); // a finder's corner
    QCOMPARE(image.pixelColor(5 * 3 + 1, 5 * 3 + 1), QColor(Qt::white)); // its white ring
    QCOMPARE(image.pixelColor(7 * 3 + 1, 7 * 3 + 1), QColor(Qt::black)); // its centre
    QVERIFY(qrCodeImage(QByteArray(4000, 'x')).isNull());                // too long for any QR code
}

void TestPlayersViewServer::dialogShowsEachLinkWithItsQrCodeAndMakesNewOnes()
{
    std::unique_ptr<GameModule> game = markupGame(m_dir.filePath(QStringLiteral("dialog.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    Settings settings;
    PlayersViewDialog dialog(&server, &settings);
    auto *address = dialog.findChild<QComboBox *>(QStringLiteral("playersViewAddress"));
    QVERIFY(address);
    const int loopback = address->findData(QStringLiteral("127.0.0.1"));
    QVERIFY(loopback >= 0);
    address->setCurrentIndex(loopback);
    dialog.show();
    QVERIFY(dialog.findChildren<QFrame *>(QStringLiteral("playersViewRow")).isEmpty());
    QVERIFY(dialog.start());
    QVERIFY(server.isListening());
    QCOMPARE(server.address(), QHostAddress(QHostAddress::LocalHost));
    const QList<QLabel *> links = dialog.findChildren<QLabel *>(QStringLiteral("playersViewLink"));
    QCOMPARE(links.size(), 3);
    QCOMPARE(links.front()->text(), server.link(server.views().front()).toString());
    for (QLabel *qr : dialog.findChildren<QLabel *>(QStringLiteral("playersViewQr")))
        QVERIFY(!qr->pixmap().isNull());
    const QString before = links.front()->text();
    const QByteArray oldPath = QUrl(before).path().toUtf8() + "state";
    dialog.findChildren<QPushButton *>(QStringLiteral("playersViewRevoke")).front()->click();
    const QString after =
        dialog.findChildren<QLabel *>(QStringLiteral("playersViewLink")).front()->text();
    QVERIFY(after != before);
    QCOMPARE(get(server.port(), oldPath).status, 403);
    QCOMPARE(get(server.port(), QUrl(after).path().toUtf8() + "state").status, 200);
    // The printed sheet: a page with every link and its code.
    QPrinter printer;
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString pdf = m_dir.filePath(QStringLiteral("links.pdf"));
    printer.setOutputFileName(pdf);
    dialog.printOn(printer);
    QVERIFY(QFileInfo(pdf).size() > 2000);
    // Stopped, and the address is remembered for next time.
    dialog.findChild<QPushButton *>(QStringLiteral("playersViewStartStop"))->click();
    QVERIFY(!server.isListening());
    QCOMPARE(settings.playersViewAddress(), QStringLiteral("127.0.0.1"));
}

// A Napoleon 1815 Returns campaign and the Vae Victis battle fought for one of its combats, open
// at once from the main window (whose chart game stays open too), each in its own window with its
// own players' view: both sets of links serve their game, the campaign's still after the battle
// started, and each link is named after its game.
void TestPlayersViewServer::twoGamesOpenAtOnceServeTheirOwnLinks()
{
    const QString campaign = m_dir.filePath(QStringLiteral("campaign.jsonl"));
    n1815Game(campaign);
    GameSession session(crt::RulesetLibrary({std::filesystem::path(UMPIRE_RULESDATA_DIR)}));
    QVERIFY(
        session.createFromScenario(m_dir.filePath(QStringLiteral("chart.jsonl")), "nlb-demo").ok());
    Settings settings;
    Feedback feedback;
    MainWindow main(&session, &settings, &feedback);
    QVERIFY(main.openGame(campaign));
    GameWindows *games = main.gameWindows();
    QCOMPARE(games->windows().size(), 1);
    QWidget *n1815 = games->windows().front();
    PlayersViewServer *campaignView = games->playersView(n1815);
    QVERIFY(campaignView && campaignView->listen(QHostAddress::LocalHost).ok());
    const QByteArray campaignState = pathOf(*campaignView, QStringLiteral("everyone"), "state");
    QCOMPARE(get(campaignView->port(), campaignState).status, 200);

    // Game > Vae Victis, and a battle started in it.
    QWidget *dialogWindow = games->showMiniatures(session.library());
    auto *dialog = qobject_cast<MiniaturesDialog *>(dialogWindow);
    QVERIFY(dialog);
    auto *game = dialog->findChild<QComboBox *>(QStringLiteral("game"));
    game->setCurrentIndex(game->findData(QStringLiteral("la-grande-armee")));
    QString error;
    QVERIFY2(dialog->startBattle(m_dir.filePath(QStringLiteral("ligny-battle.jsonl")),
                                 QStringLiteral("Ligny in miniature"),
                                 QStringLiteral("French: Vandamme: 36\nPrussian: Zieten: 36"),
                                 &error),
             qPrintable(error));
    QCOMPARE(games->windows().size(), 2);
    PlayersViewServer *battleView = games->playersView(dialog);
    QVERIFY(battleView && battleView != campaignView);
    QVERIFY(battleView->listen(QHostAddress::LocalHost).ok());
    const QByteArray battleState = pathOf(*battleView, QStringLiteral("everyone"), "state");

    // Both serve, each its own game; the chart game is still the main window's.
    const RawReply c = get(campaignView->port(), campaignState);
    const RawReply v = get(battleView->port(), battleState);
    QCOMPARE(c.status, 200);
    QCOMPARE(v.status, 200);
    const nlohmann::json campaignDoc = nlohmann::json::parse(c.body().toStdString());
    const nlohmann::json battleDoc = nlohmann::json::parse(v.body().toStdString());
    QCOMPARE(campaignDoc["game"]["system"], "n1815");
    QCOMPARE(campaignDoc["game"]["journal"], "Hundred Days");
    QCOMPARE(battleDoc["game"]["system"], "vaevictis");
    QCOMPARE(battleDoc["game"]["journal"], "Ligny in miniature");
    QVERIFY(session.hasGame());
    // The battle's events reach its own pages only.
    dialog->findChild<QSpinBox *>(QStringLiteral("attackerDie"))->setValue(6);
    dialog->findChild<QSpinBox *>(QStringLiteral("defenderDie"))->setValue(1);
    auto *kind = dialog->findChild<QComboBox *>(QStringLiteral("kind"));
    kind->setCurrentIndex(kind->findData(QStringLiteral("melee")));
    dialog->resolve();
    QCOMPARE(dialog->battle()->battle().answers.size(), std::size_t{1});
    const nlohmann::json after =
        nlohmann::json::parse(get(battleView->port(), battleState).body().toStdString());
    QVERIFY2(after["game"]["seq"] == 2, after.dump().c_str());
    QCOMPARE(nlohmann::json::parse(
                 get(campaignView->port(), campaignState).body().toStdString())["game"]["seq"],
             campaignDoc["game"]["seq"]);

    // Each link's name says its game.
    PlayersViewDialog links(battleView, &settings);
    links.show();
    QStringList names;
    for (QLabel *name : links.findChildren<QLabel *>(QStringLiteral("playersViewName")))
        names << name->text();
    QVERIFY2(names.contains(QStringLiteral("Ligny in miniature — Table")),
             qPrintable(names.join(" | ")));
    QVERIFY2(links.windowTitle().contains(QStringLiteral("Ligny in miniature")),
             qPrintable(links.windowTitle()));
    links.close();

    // The campaign's window shows its own links (View > Players' view, Ctrl+Shift+L).
    n1815->findChild<QAction *>(QStringLiteral("n1815PlayersView"))->trigger();
    auto *campaignLinks = n1815->findChild<PlayersViewDialog *>();
    QVERIFY(campaignLinks);
    QVERIFY2(campaignLinks->windowTitle().contains(QStringLiteral("Hundred Days")),
             qPrintable(campaignLinks->windowTitle()));
    QStringList campaignNames;
    for (QLabel *name : campaignLinks->findChildren<QLabel *>(QStringLiteral("playersViewName")))
        campaignNames << name->text();
    QVERIFY2(campaignNames.contains(QStringLiteral("Hundred Days — French player")),
             qPrintable(campaignNames.join(" | ")));
    campaignLinks->close();

    // The battle's window closed: its links stop, the campaign's go on.
    const quint16 battlePort = battleView->port();
    dialog->close();
    QTRY_COMPARE(games->windows().size(), 1);
    QTRY_VERIFY(get(battlePort, battleState).status != 200);
    QCOMPARE(get(campaignView->port(), campaignState).status, 200);
}

QTEST_MAIN(TestPlayersViewServer)
#include "tst_playersview.moc"
