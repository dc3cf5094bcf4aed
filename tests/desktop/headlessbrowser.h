#pragma once

// A real browser for the players' view's tests: Debian's Chromium, headless, driven over
// its DevTools protocol (a WebSocket per page), so a test opens pages at a phone's size, reads what
// they show as the page's own script made it, and takes screenshots. No test tool of a browser's
// own is downloaded: `make test` installs the chromium package like every other dependency.
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtTest>

#include <map>
#include <memory>

namespace umpire::test {

class BrowserPage
{
  public:
    explicit BrowserPage(const QUrl &debugger)
    {
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, [this](const QString &text) {
            const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
            if (message.contains(QStringLiteral("id")))
                m_replies[message.value(QStringLiteral("id")).toInt()] = message;
        });
        m_socket.open(debugger);
    }
    bool waitOpen(int ms = 10000)
    {
        QElapsedTimer clock;
        clock.start();
        while (m_socket.state() != QAbstractSocket::ConnectedState && clock.elapsed() < ms)
            QTest::qWait(20);
        return m_socket.state() == QAbstractSocket::ConnectedState;
    }
    // A DevTools command and its result; an empty object after `ms` without an answer.
    QJsonObject call(const QString &method, const QJsonObject &params = {}, int ms = 10000)
    {
        const int id = ++m_next;
        m_socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("id"), id},
                                                        {QStringLiteral("method"), method},
                                                        {QStringLiteral("params"), params}})
                                  .toJson(QJsonDocument::Compact)));
        QElapsedTimer clock;
        clock.start();
        while (!m_replies.count(id) && clock.elapsed() < ms)
            QTest::qWait(10);
        const QJsonObject reply = m_replies.count(id) ? m_replies[id] : QJsonObject();
        m_replies.erase(id);
        return reply.value(QStringLiteral("result")).toObject();
    }
    // A JavaScript expression's value in the page.
    QVariant evaluate(const QString &expression)
    {
        const QJsonObject result =
            call(QStringLiteral("Runtime.evaluate"), {{QStringLiteral("expression"), expression},
                                                      {QStringLiteral("returnByValue"), true}});
        return result.value(QStringLiteral("result"))
            .toObject()
            .value(QStringLiteral("value"))
            .toVariant();
    }
    // A phone's screen: 360 CSS pixels wide, at twice the density.
    void emulatePhone(int width = 360, int height = 780)
    {
        call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
             {{QStringLiteral("width"), width},
              {QStringLiteral("height"), height},
              {QStringLiteral("deviceScaleFactor"), 2},
              {QStringLiteral("mobile"), true}});
    }
    void navigate(const QUrl &url)
    {
        call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), url.toString()}});
    }
    // What the screen shows, as a PNG written to `path`.
    bool screenshot(const QString &path)
    {
        call(QStringLiteral("Page.bringToFront")); // a tab behind another draws no frame
        const QJsonObject shot = call(QStringLiteral("Page.captureScreenshot"),
                                      {{QStringLiteral("format"), QStringLiteral("png")}});
        const QByteArray png =
            QByteArray::fromBase64(shot.value(QStringLiteral("data")).toString().toLatin1());
        QFile file(path);
        return !png.isEmpty() && file.open(QIODevice::WriteOnly) && file.write(png) == png.size();
    }

  private:
    QWebSocket m_socket;
    int m_next = 0;
    std::map<int, QJsonObject> m_replies;
};

class HeadlessBrowser
{
  public:
    // The browser, or empty: Debian's chromium package.
    static QString executable()
    {
        for (const QString &name : {QStringLiteral("chromium"), QStringLiteral("chromium-browser")})
            if (const QString found = QStandardPaths::findExecutable(name); !found.isEmpty())
                return found;
        return {};
    }

    // Starts the browser (as the machine's probe runs it: no sandbox for root, no network beyond
    // the pages asked for), in `language` (its Accept-Language); false after `ms` without it.
    bool start(const QString &language = QStringLiteral("en-US"), int ms = 30000)
    {
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start(
            executable(),
            {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
             QStringLiteral("--disable-gpu"), QStringLiteral("--disable-quic"),
             QStringLiteral("--no-first-run"), QStringLiteral("--disable-background-networking"),
             QStringLiteral("--disable-component-update"), QStringLiteral("--disable-sync"),
             QStringLiteral("--disable-dev-shm-usage"), QStringLiteral("--hide-scrollbars"),
             QStringLiteral("--lang=") + language,
             QStringLiteral("--user-data-dir=") + m_profile.path(),
             QStringLiteral("--remote-debugging-port=0"), QStringLiteral("about:blank")});
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID" on its standard error.
        QElapsedTimer clock;
        clock.start();
        static const QRegularExpression listening(
            QStringLiteral("DevTools listening on ws://[^:]+:(\\d+)/"));
        while (clock.elapsed() < ms && m_process.state() != QProcess::NotRunning) {
            m_process.waitForReadyRead(100);
            m_log += m_process.readAllStandardError();
            const QRegularExpressionMatch match = listening.match(QString::fromUtf8(m_log));
            if (match.hasMatch()) {
                m_port = match.captured(1).toUShort();
                return true;
            }
        }
        return false;
    }
    ~HeadlessBrowser()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
    QByteArray log() const { return m_log; }

    // A new page (a tab) at `url`, its DevTools connection open.
    std::unique_ptr<BrowserPage> open(const QUrl &url = QUrl(QStringLiteral("about:blank")))
    {
        QNetworkRequest request(
            QUrl(QStringLiteral("http://127.0.0.1:%1/json/new?%2")
                     .arg(m_port)
                     .arg(QString::fromLatin1(QUrl::toPercentEncoding(url.toString())))));
        QNetworkReply *reply = m_network.put(request, QByteArray());
        QElapsedTimer clock;
        clock.start();
        while (!reply->isFinished() && clock.elapsed() < 10000)
            QTest::qWait(10);
        const QJsonObject target = QJsonDocument::fromJson(reply->readAll()).object();
        reply->deleteLater();
        const QString debugger = target.value(QStringLiteral("webSocketDebuggerUrl")).toString();
        if (debugger.isEmpty())
            return nullptr;
        auto page = std::make_unique<BrowserPage>(QUrl(debugger));
        return page->waitOpen() ? std::move(page) : nullptr;
    }

  private:
    QProcess m_process;
    QTemporaryDir m_profile;
    QNetworkAccessManager m_network;
    QByteArray m_log;
    quint16 m_port = 0;
};

} // namespace umpire::test
