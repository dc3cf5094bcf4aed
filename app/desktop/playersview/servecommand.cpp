#include "servecommand.h"

#include "datapath.h"
#include "games.h"
#include "pagetexts.h"
#include "playersviewserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHostInfo>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>

bool isServeCommand(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--serve") == 0 || std::strncmp(argv[i], "--serve=", 8) == 0)
            return true;
    return false;
}

namespace {

int fail(int code, const QString &what)
{
    std::fprintf(stderr, "umpire --serve: %s\n", qPrintable(what));
    return code;
}

// A DNS name: labels of letters, digits and hyphens, a hyphen at neither end of one.
bool isHostName(const QString &text)
{
    if (text.isEmpty() || text.size() > 253)
        return false;
    const QStringList labels = text.endsWith(u'.') ? text.chopped(1).split(u'.') : text.split(u'.');
    return std::all_of(labels.begin(), labels.end(), [](const QString &label) {
        return !label.isEmpty() && label.size() <= 63 && !label.startsWith(u'-') &&
               !label.endsWith(u'-') && std::all_of(label.begin(), label.end(), [](QChar c) {
                   return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') ||
                          (c >= u'0' && c <= u'9') || c == u'-';
               });
    });
}

} // namespace

int runServe(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("umpire"));
    QCoreApplication::setApplicationVersion(QStringLiteral(UMPIRE_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Umpire's players' view of a game journal, without a window."));
    parser.addHelpOption();
    const QCommandLineOption serve(QStringLiteral("serve"),
                                   QStringLiteral("the game journal to show"),
                                   QStringLiteral("FILE"));
    const QCommandLineOption listen(
        QStringLiteral("listen"),
        QStringLiteral("the address and port to listen on (default: this machine's address on "
                       "the local network, a free port); a host name instead of the address "
                       "listens where it leads, and the links give it"),
        QStringLiteral("ADDRESS|NAME[:PORT]"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("the pages' language, en or fr (default: each "
                                                 "browser's)"),
                                  QStringLiteral("CODE"));
    const QCommandLineOption rulesdata(QStringLiteral("rulesdata"),
                                       QStringLiteral("read rule data from DIR first"),
                                       QStringLiteral("DIR"));
    parser.addOptions({serve, listen, lang, rulesdata});
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(2, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(2, QStringLiteral("unexpected argument %1: the journal is --serve FILE")
                           .arg(parser.positionalArguments().front()));
    const QString file = parser.value(serve);
    if (file.isEmpty())
        return fail(2, QStringLiteral("--serve needs a game journal (FILE)"));
    if (parser.isSet(lang) && !PageTexts::languages().contains(parser.value(lang)))
        return fail(
            2, QStringLiteral("--lang %1: the languages are en and fr").arg(parser.value(lang)));

    QHostAddress address = PlayersViewServer::localNetworkAddress();
    QList<QHostAddress> addresses{address}; // tried in turn
    QString name;
    quint16 port = 0;
    if (parser.isSet(listen)) {
        // "ADDRESS", "ADDRESS:PORT", "[IPv6]:PORT", "NAME", "NAME:PORT".
        QString text = parser.value(listen);
        QString host = text;
        const qsizetype colon = text.lastIndexOf(u':');
        if (colon > 0 && (text.count(u':') == 1 || text.startsWith(u'['))) {
            host = text.left(colon);
            bool ok = false;
            const uint value = text.mid(colon + 1).toUInt(&ok);
            if (!ok || value > 65535)
                return fail(
                    2,
                    QStringLiteral("--listen %1: the port is a number from 0 to 65535").arg(text));
            port = quint16(value);
        }
        host.remove(u'[').remove(u']');
        if (address.setAddress(host)) {
            addresses = {address};
        } else {
            // A name the referee gives the machine: the server accepts requests that name it (a
            // request naming another is refused) and listens where it leads, on IPv4 first as
            // phones on a table's network reach it.
            if (!isHostName(host))
                return fail(2, QStringLiteral("--listen %1: \"%2\" is neither an IP address nor a "
                                              "host name")
                                   .arg(text, host));
            const QHostInfo found = QHostInfo::fromName(host);
            addresses = found.addresses();
            if (addresses.isEmpty())
                return fail(2, QStringLiteral("--listen %1: no address for \"%2\": %3")
                                   .arg(text, host, found.errorString()));
            std::stable_partition(addresses.begin(), addresses.end(), [](const QHostAddress &a) {
                return a.protocol() == QAbstractSocket::IPv4Protocol;
            });
            name = host;
        }
    }

    const std::filesystem::path exe = QCoreApplication::applicationFilePath().toStdString();
    const umpire::GameRegistry registry(
        umpire::ruleDataSearchPath(parser.value(rulesdata).toStdString(), exe));
    umpire::Result<std::unique_ptr<umpire::GameModule>> opened =
        registry.open(file.toStdString(), umpire::Journal::Mode::ReadOnly);
    if (!opened)
        return fail(opened.error().kind == umpire::ErrorKind::BadData ? 3 : 2,
                    QString::fromStdString(opened.error().message));
    std::unique_ptr<umpire::GameModule> game = std::move(opened).value();

    PlayersViewServer server;
    server.setPageLanguage(parser.value(lang));
    server.setGame(game.get());
    server.setHostName(name);
    umpire::Result<umpire::Ok> listening = server.listen(addresses.front(), port);
    for (qsizetype i = 1; !listening && i < addresses.size(); ++i)
        listening = server.listen(addresses[i], port);
    if (!listening)
        return fail(2, QString::fromStdString(listening.error().message));
    const PageTexts texts;
    const QString language = parser.isSet(lang) ? parser.value(lang) : QStringLiteral("en");
    for (const PlayersViewServer::View &view : server.views())
        std::printf("%s: %s\n", qPrintable(texts.text(view.choice.name, language)),
                    qPrintable(server.link(view).toString()));
    std::fflush(stdout);

    // What other programs append shows at once: the file's changes, and a slow poll for a change
    // the watcher misses (a file replaced by a repair).
    QFileSystemWatcher watcher({QFileInfo(file).absoluteFilePath()});
    const auto follow = [&] {
        umpire::Result<std::size_t> read = game->refresh();
        if (!read)
            std::fprintf(stderr, "umpire --serve: %s\n", read.error().message.c_str());
        else if (*read > 0)
            server.publish();
        if (watcher.files().isEmpty())
            watcher.addPath(QFileInfo(file).absoluteFilePath());
    };
    QObject::connect(&watcher, &QFileSystemWatcher::fileChanged, &app, follow);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &app, follow);
    poll.start(2000);
    return QCoreApplication::exec();
}
