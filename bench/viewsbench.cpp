#include "viewsbench.h"

#include "games.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QWebSocket>

#include <nlohmann/json.hpp>

#include <memory>

namespace umpire::bench {

namespace {

// A value of /proc/PID/status in MiB ("VmRSS", "VmHWM"; given in kB).
double statusMiB(qint64 pid, const char *key)
{
    QFile file(QStringLiteral("/proc/%1/status").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qsizetype(std::strlen(key)) + 1)
                       .trimmed()
                       .split(' ')
                       .front()
                       .toDouble() /
                   1024;
    return 0;
}

bool waitUntil(const std::function<bool()> &done, int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > ms)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    }
    return true;
}

} // namespace

Result<ViewsBenchFigures> runViewsBenchmark(const std::string &umpire, const std::string &rulesdata,
                                            const std::string &dir, int pages, int appends)
{
    static int argc = 1;
    static char name[] = "umpire-bench";
    static char *argv[] = {name, nullptr};
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance())
        app = std::make_unique<QCoreApplication>(argc, argv);

    const std::string path = dir + "/players-view.jsonl";
    Result<std::unique_ptr<GameModule>> game =
        GameRegistry({rulesdata}).create(path, "nlb", {{"scenario", "nlb-demo"}});
    if (!game)
        return game.error();

    QProcess server;
    server.start(QString::fromStdString(umpire),
                 {QStringLiteral("--serve"), QString::fromStdString(path),
                  QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                  QStringLiteral("--rulesdata"), QString::fromStdString(rulesdata)});
    std::vector<QUrl> links;
    if (!waitUntil(
            [&] {
                while (server.canReadLine()) {
                    const QString line = QString::fromUtf8(server.readLine()).trimmed();
                    if (const qsizetype at = line.indexOf(QStringLiteral(": http://")); at > 0) {
                        QUrl url(line.mid(at + 2));
                        url.setScheme(QStringLiteral("ws"));
                        url.setPath(url.path() + QStringLiteral("live"));
                        links.push_back(url);
                    }
                }
                return links.size() >= 3 || server.state() == QProcess::NotRunning;
            },
            20000) ||
        links.size() < 3)
        return badData(
            msg("umpire --serve did not start: %1", {server.readAllStandardError().toStdString()}));
    ViewsBenchFigures out;
    out.pages = pages;
    out.startMiB = statusMiB(server.processId(), "VmRSS:");

    std::vector<std::unique_ptr<QWebSocket>> sockets;
    std::vector<std::uint64_t> seen(static_cast<std::size_t>(pages), 0);
    int pongs = 0;
    for (int i = 0; i < pages; ++i) {
        auto socket = std::make_unique<QWebSocket>();
        QObject::connect(
            socket.get(), &QWebSocket::textMessageReceived, [&seen, &out, i](const QString &text) {
                const nlohmann::json doc =
                    nlohmann::json::parse(text.toStdString(), nullptr, false);
                if (doc.is_object() && doc["game"].is_object())
                    seen[static_cast<std::size_t>(i)] = doc["game"].value("seq", std::uint64_t{0});
                if (i == 0)
                    out.documentBytes = static_cast<std::size_t>(text.toUtf8().size());
            });
        QObject::connect(socket.get(), &QWebSocket::pong, [&pongs] { ++pongs; });
        socket->open(links[static_cast<std::size_t>(i) % links.size()]);
        sockets.push_back(std::move(socket));
    }
    const auto everyPageAt = [&](std::uint64_t seq) {
        for (std::uint64_t s : seen)
            if (s < seq)
                return false;
        return true;
    };
    if (!waitUntil([&] { return everyPageAt((*game)->journal().lastSeq()); }, 20000))
        return badData(msg("the players' view's pages did not all open"));

    for (int r = 0; r < appends; ++r) {
        Result<ActOutcome> done = (*game)->act({{"action", "roll"}, {"die", 1 + r % 6}});
        if (!done)
            return done.error();
        QElapsedTimer clock;
        clock.start();
        if (!waitUntil([&] { return everyPageAt(done->event.seq); }, 10000))
            return badData(msg("event %1 did not reach every page within 10 s",
                               {std::to_string(done->event.seq)}));
        out.updateMs.push_back(double(clock.nsecsElapsed()) / 1e6);
        pongs = 0;
        clock.restart();
        for (auto &socket : sockets)
            socket->ping();
        if (!waitUntil([&] { return pongs >= pages; }, 10000))
            return badData(msg("the pages' pings were not answered"));
        out.pingMs.push_back(double(clock.nsecsElapsed()) / 1e6);
        waitUntil([] { return false; }, 30); // a pause between events, as at a table
    }
    out.residentMiB = statusMiB(server.processId(), "VmRSS:");
    out.peakMiB = statusMiB(server.processId(), "VmHWM:");
    sockets.clear();
    server.terminate();
    server.waitForFinished(3000);
    return out;
}

} // namespace umpire::bench
