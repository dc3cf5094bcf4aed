// The players' view's server (issue 20): the page and the views behind unguessable links, live over
// a WebSocket, read-only, refusing what is not a valid view's request and still serving after it;
// the French objectives (N1815 5) on the French player's view only, in every byte it sends; the
// referee's dialog with each link's QR code.
#include "gamesession.h"
#include "playersviewdialog.h"
#include "playersviewserver.h"
#include "playersviewtesting.h"
#include "qrcodeimage.h"
#include "settings.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPrinter>
#include <QPushButton>
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
    void liveViewsFollowTheGame();
    void revokedLinkIsRefusedAndItsPagesClosed();
    void n1815ObjectivesNeverLeaveTheFrenchView();
    void namesFromTheGameAreTextNotMarkup();
    void followsTheSessionFromGameToGame();
    void qrCodeOfALink();
    void dialogShowsEachLinkWithItsQrCodeAndMakesNewOnes();

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
    const RawReply post = rawRequest(port, "POST /v/" + token +
                                               "/state HTTP/1.1\r\nHost: x\r\n"
                                               "Content-Length: 5\r\n\r\nhello");
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
    const RawReply huge = rawRequest(port, "GET " + state + " HTTP/1.1\r\nHost: x\r\nX-Padding: " +
                                               QByteArray(100 * 1024, 'a') + "\r\n\r\n");
    QVERIFY2(huge.status == 431 || (huge.status == 0 && huge.closed),
             huge.bytes.left(200).constData());
    // A body of a megabyte, announced and sent.
    const RawReply body = rawRequest(
        port, "POST " + state + " HTTP/1.1\r\nHost: x\r\nContent-Length: 1048576\r\n\r\n" +
                  QByteArray(1024 * 1024, 'b'));
    QVERIFY2(body.status == 431 || body.status == 405 || (body.status == 0 && body.closed),
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
void TestPlayersViewServer::n1815ObjectivesNeverLeaveTheFrenchView()
{
    std::unique_ptr<GameModule> game = n1815Game(m_dir.filePath(QStringLiteral("n1815.jsonl")));
    PlayersViewServer server;
    server.setGame(game.get());
    QVERIFY(server.listen(QHostAddress::LocalHost).ok());
    const quint16 port = server.port();
    // What gives the objectives away: the cards' names and ids, in English and French, and the
    // French view's sheet of them. (That objectives were recorded is no secret: the events say it.)
    const QList<QByteArray> secrets = {"Eliminate 3 Corps", "eliminate-3", "\"id\":\"objectives\"",
                                       QString(QStringLiteral("Éliminer 3 corps")).toUtf8()};
    const auto leaks = [&](const QByteArray &bytes) {
        QStringList found;
        for (const QByteArray &s : secrets)
            if (bytes.contains(s))
                found << QString::fromUtf8(s);
        return found;
    };
    QByteArray french;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        french += get(port, pathOf(server, QStringLiteral("player:french"),
                                   "state?lang=" + language.toLatin1()))
                      .bytes;
        for (const QString &id :
             {QStringLiteral("player:allied-prussian"), QStringLiteral("everyone")}) {
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
            QVERIFY2(leaks(sent).isEmpty(), qPrintable(id + QStringLiteral(": ") +
                                                       leaks(sent).join(QStringLiteral(", "))));
        }
    }
    // Without a valid token, nothing of the game at all.
    QByteArray strangers;
    for (const QByteArray &path : {QByteArray("/"), QByteArray("/v/"), QByteArray("/v/x/state"),
                                   QByteArray("/v/x/"), QByteArray("/state")})
        strangers += get(port, path).bytes;
    QVERIFY(leaks(strangers).isEmpty());
    QVERIFY(!strangers.contains("\"game\""));
    // The French player's own view has them: the search above can find them.
    QVERIFY2(french.contains("Eliminate 3 Corps"), french.left(300).constData());
    QVERIFY(french.contains("\"id\":\"objectives\""));
    QVERIFY(french.contains(QString(QStringLiteral("Objectifs français")).toUtf8()));
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
    QVERIFY(session.roll(3).ok());
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

QTEST_MAIN(TestPlayersViewServer)
#include "tst_playersview.moc"
