// The players' view in a real browser: `umpire --serve` on a loopback address, the
// table's view and a player's view open in headless Chromium at a phone's size, an event appended
// by another program, and both pages showing it by themselves; a game's names with markup shown as
// text. With UMPIRE_SCREENSHOTS_DIR set (make screenshots), the phone-size screenshots of the
// README are written there.
#include "headlessbrowser.h"
#include "pictureddemo.h"
#include "playersviewtesting.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace umpire;
using namespace umpire::test;

namespace {

// `umpire --serve FILE --listen 127.0.0.1:0`, with its links by view name.
class Serve
{
  public:
    explicit Serve(const QString &journal,
                   const QString &rulesdata = QStringLiteral(UMPIRE_RULESDATA_DIR))
    {
        m_process.start(QStringLiteral(UMPIRE_DESKTOP),
                        {QStringLiteral("--serve"), journal, QStringLiteral("--listen"),
                         QStringLiteral("127.0.0.1:0"), QStringLiteral("--rulesdata"), rulesdata});
    }
    ~Serve()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(3000))
            m_process.kill();
        m_process.waitForFinished(3000);
    }
    // The links it printed ("Table: http://..."), once `count` came.
    bool waitForLinks(int count, int ms = 20000)
    {
        QElapsedTimer clock;
        clock.start();
        while (m_links.size() < count && clock.elapsed() < ms &&
               m_process.state() != QProcess::NotRunning) {
            m_process.waitForReadyRead(100);
            while (m_process.canReadLine()) {
                const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
                const qsizetype colon = line.indexOf(QStringLiteral(": http://"));
                if (colon > 0)
                    m_links[line.left(colon)] = QUrl(line.mid(colon + 2));
            }
        }
        return m_links.size() >= count;
    }
    QUrl link(const QString &name) const { return m_links.value(name); }
    QByteArray errors() { return m_process.readAllStandardError(); }

  private:
    QProcess m_process;
    QMap<QString, QUrl> m_links;
};

// Waits until the page shows the game after event `seq` (its script sets #view's data-seq) with
// its live connection open.
bool showsEvent(BrowserPage &page, int seq, int ms = 10000)
{
    QElapsedTimer clock;
    clock.start();
    const QString expression =
        QStringLiteral("document.getElementById('view').dataset.seq + '|' + "
                       "document.getElementById('status').classList.contains('live')");
    while (clock.elapsed() < ms) {
        if (page.evaluate(expression).toString() == QStringLiteral("%1|true").arg(seq))
            return true;
        QTest::qWait(20);
    }
    return false;
}

QString text(BrowserPage &page)
{
    return page.evaluate(QStringLiteral("document.body.textContent")).toString();
}

} // namespace

class TestPlayersBrowser : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void bothPagesFollowAnAppendByAnotherProgram();
    void markupInTheGameIsShownAsText();
    void aVaeVictisBattleReadsWholeWordsOnAPhone();
    void theMapIsDrawnWithItsPictureAndUnits();

  private:
    QTemporaryDir m_dir;
    HeadlessBrowser m_browser;
};

void TestPlayersBrowser::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(!HeadlessBrowser::executable().isEmpty(),
             "Chromium is not installed: make deps installs it (Debian's chromium package)");
    QVERIFY2(m_browser.start(), m_browser.log().constData());
}

void TestPlayersBrowser::bothPagesFollowAnAppendByAnotherProgram()
{
    const QString journal = m_dir.filePath(QStringLiteral("demo.jsonl"));
    {
        Result<std::unique_ptr<GameModule>> game =
            shippedRegistry().create(journal.toStdString(), "nlb", {{"scenario", "nlb-demo"}});
        QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
        for (const nlohmann::json &action :
             {nlohmann::json{{"action", "next"}}, nlohmann::json{{"action", "next"}},
              nlohmann::json{{"action", "combat"},
                             {"request",
                              {{"attackers", {{{"id", "Habert"}}}},
                               {"defenders", {{{"id", "Steinmetz"}}}},
                               {"die", 4}}}}})
            QVERIFY((*game)->act(action).ok());
    }
    Serve serve(journal);
    QVERIFY2(serve.waitForLinks(3), serve.errors().constData());
    std::unique_ptr<BrowserPage> table = m_browser.open();
    std::unique_ptr<BrowserPage> french = m_browser.open();
    QVERIFY(table && french);
    table->emulatePhone();
    french->emulatePhone();
    table->navigate(serve.link(QStringLiteral("Table")));
    QUrl frenchLink = serve.link(QStringLiteral("French player"));
    frenchLink.setQuery(QStringLiteral("lang=fr"));
    french->navigate(frenchLink);
    QVERIFY2(showsEvent(*table, 4), qPrintable(text(*table)));
    QVERIFY2(showsEvent(*french, 4), qPrintable(text(*french)));
    QVERIFY2(text(*table).contains(QStringLiteral("Ar (Attacker Retreat)")),
             qPrintable(text(*table)));
    QVERIFY(text(*table).contains(QStringLiteral("Last result")));
    QVERIFY2(text(*french).contains(QStringLiteral("Dernier résultat")), qPrintable(text(*french)));
    QVERIFY(text(*french).contains(QStringLiteral("Joueur Français")));

    // Another program appends an event: both pages show it by themselves.
    QProcess cli;
    cli.start(QStringLiteral(UMPIRE_CLI),
              {QStringLiteral("journal"), QStringLiteral("append"), journal, QStringLiteral("roll"),
               QStringLiteral("--die"), QStringLiteral("6")});
    QVERIFY(cli.waitForFinished(10000));
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY2(showsEvent(*table, 5), qPrintable(text(*table)));
    QVERIFY2(showsEvent(*french, 5), qPrintable(text(*french)));
    // The newest event first in the list.
    QCOMPARE(
        table->evaluate(QStringLiteral("document.querySelector('.events li .seq').textContent"))
            .toString(),
        QStringLiteral("5"));

    // A phone's width: nothing wider than the screen, the units' table included (no sideways
    // scrolling in its box either), in the table's and a player's view.
    for (BrowserPage *page : {table.get(), french.get()}) {
        QCOMPARE(page->evaluate(QStringLiteral(
                                    "document.documentElement.scrollWidth <= window.innerWidth"))
                     .toBool(),
                 true);
        QCOMPARE(page->evaluate(QStringLiteral(
                                    "Array.from(document.querySelectorAll('.scroll, table')).every("
                                    "e => e.scrollWidth <= e.clientWidth + 1)"))
                     .toBool(),
                 true);
    }
    const QString shots = qEnvironmentVariable("UMPIRE_SCREENSHOTS_DIR", m_dir.path());
    QVERIFY(QDir().mkpath(shots));
    QVERIFY(table->screenshot(shots + QStringLiteral("/players-table.png")));
    QVERIFY(french->screenshot(shots + QStringLiteral("/players-french.png")));
    QVERIFY(QFileInfo(shots + QStringLiteral("/players-table.png")).size() > 20000);
}

void TestPlayersBrowser::markupInTheGameIsShownAsText()
{
    const QString journal = m_dir.filePath(QStringLiteral("markup.jsonl"));
    markupGame(journal);
    Serve serve(journal);
    QVERIFY2(serve.waitForLinks(3), serve.errors().constData());
    std::unique_ptr<BrowserPage> page = m_browser.open();
    QVERIFY(page);
    page->navigate(serve.link(QStringLiteral("Table")));
    QVERIFY2(showsEvent(*page, 5), qPrintable(text(*page)));
    QVERIFY2(text(*page).contains(QString::fromUtf8(markupUnit) + QStringLiteral(" eliminated")),
             qPrintable(text(*page)));
    QCOMPARE(
        page->evaluate(QStringLiteral("document.getElementById('title').textContent")).toString(),
        QStringLiteral("<b>Night</b> & <i>fog</i>"));
    QCOMPARE(
        page->evaluate(QStringLiteral("document.querySelectorAll('img, b, i').length")).toInt(), 0);
    QCOMPARE(page->evaluate(QStringLiteral("typeof window.hacked")).toString(),
             QStringLiteral("undefined"));
}

// A Vae Victis battle on a phone: each corps' morale ("demoralised, general lost") and every
// other cell of its sheet in whole words, no word broken across two lines; the last combat says
// whose element beat whose.
void TestPlayersBrowser::aVaeVictisBattleReadsWholeWordsOnAPhone()
{
    const QString journal = m_dir.filePath(QStringLiteral("aspern.jsonl"));
    {
        Result<std::unique_ptr<GameModule>> game = shippedRegistry().create(
            journal.toStdString(), "la-grande-armee",
            {{"title", "Aspern"},
             {"seed", 5},
             {"corps",
              {{{"army", "French"}, {"name", "Lannes"}, {"points", 36}},
               {{"army", "Austrian"}, {"name", "Archduke Charles's Reserve"}, {"points", 9}}}}});
        QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
        for (const nlohmann::json &action :
             {nlohmann::json{{"ask", "combat"},
                             {"kind", "melee"},
                             {"attacker", {{"unit", "cuirassiers"}}},
                             {"defender", {{"unit", "lancers"}, {"factors", {"general-attached"}}}},
                             {"rolls", {{6, 1}}},
                             {"attackerCorps", "Lannes"},
                             {"defenderCorps", "Archduke Charles's Reserve"}},
              nlohmann::json{{"ask", "corps-morale"},
                             {"name", "Archduke Charles's Reserve"},
                             {"elementsLeft", 2},
                             {"roll", 1}},
              nlohmann::json{{"ask", "combat"},
                             {"kind", "melee"},
                             {"attacker", {{"unit", "line-infantry"}}},
                             {"defender", {{"unit", "line-infantry"}}},
                             {"rolls", {{6, 1}}},
                             {"attackerCorps", "Archduke Charles's Reserve"},
                             {"defenderCorps", "Lannes"}}})
            QVERIFY2((*game)->act(action).ok(), action.dump().c_str());
    }
    Serve serve(journal);
    QVERIFY2(serve.waitForLinks(1), serve.errors().constData());
    std::unique_ptr<BrowserPage> page = m_browser.open();
    QVERIFY(page);
    page->emulatePhone();
    page->navigate(serve.link(QStringLiteral("Table")));
    QVERIFY2(showsEvent(*page, 4), qPrintable(text(*page)));
    QVERIFY2(text(*page).contains(QStringLiteral("demoralised, general lost")),
             qPrintable(text(*page)));
    QVERIFY2(text(*page).contains(QStringLiteral("(Austrian, Archduke Charles's Reserve)")),
             qPrintable(text(*page)));
    // Every word of every cell fits its cell's width: none was broken to fit.
    const QString broken =
        page->evaluate(QStringLiteral(
                           "(() => { const c = document.createElement('canvas').getContext('2d');"
                           " const out = [];"
                           " for (const td of document.querySelectorAll('td, th')) {"
                           "  const s = getComputedStyle(td); c.font = s.font;"
                           "  const room = td.clientWidth - parseFloat(s.paddingLeft) -"
                           "   parseFloat(s.paddingRight);"
                           "  for (const w of td.textContent.split(/\\s+/))"
                           "   if (w && c.measureText(w).width > room + 1) out.push(w); }"
                           " return out.join(' | '); })()"))
            .toString();
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
    QCOMPARE(
        page->evaluate(QStringLiteral("document.documentElement.scrollWidth <= window.innerWidth"))
            .toBool(),
        true);
}

// The map on a phone's page: its picture served beside the page (the map's own file), its hexes,
// each unit in its hex, drawn as its counter's picture when the scenario gives one, else with its
// name set as text and large enough to read, the page no wider than the phone (the map scrolls in
// its own box).
void TestPlayersBrowser::theMapIsDrawnWithItsPictureAndUnits()
{
    // Rule data of the test's own: the sample map with a picture, the demonstration on it.
    const QDir data(m_dir.filePath(QStringLiteral("pictured")));
    QImage picture(400, 320, QImage::Format_RGB32);
    picture.fill(QColor(200, 220, 180));
    // Jagow's counter has its picture, a dark blue square.
    QImage counter(48, 48, QImage::Format_RGB32);
    counter.fill(QColor(20, 30, 120));
    QVERIFY(umpire::test::writePicturedDemo(data, "pictured", "A pictured map", picture, 1.5,
                                            "pictured-demo", {{"Jagow", counter}}));
    const QString journal = m_dir.filePath(QStringLiteral("pictured.jsonl"));
    QProcess create;
    create.start(QStringLiteral(UMPIRE_CLI),
                 {QStringLiteral("journal"), QStringLiteral("new"), journal,
                  QStringLiteral("--rulesdata"), data.path(), QStringLiteral("--scenario"),
                  QStringLiteral("pictured-demo")});
    QVERIFY(create.waitForFinished(30000));
    QVERIFY2(create.exitCode() == 0, create.readAllStandardError().constData());
    Serve serve(journal, data.path());
    QVERIFY2(serve.waitForLinks(2), serve.errors().constData());
    std::unique_ptr<BrowserPage> page = m_browser.open();
    QVERIFY(page);
    page->navigate(serve.link(QStringLiteral("Table")));
    QVERIFY2(showsEvent(*page, 1), qPrintable(text(*page)));
    // Every hex of the map's grid, and its picture, served as the map's own file.
    QCOMPARE(page->evaluate(QStringLiteral("document.querySelectorAll('#board path.hexes').length"))
                 .toInt(),
             1);
    QCOMPARE(page->evaluate(QStringLiteral("(document.querySelector('#board path.hexes')"
                                           ".getAttribute('d').match(/Z/g) || []).length"))
                 .toInt(),
             120);
    QCOMPARE(page->evaluate(QStringLiteral("(function () { var x = new XMLHttpRequest(); "
                                           "x.open('GET', location.pathname + 'picture', false); "
                                           "x.send(); return x.status + ' ' + "
                                           "x.getResponseHeader('Content-Type'); })()"))
                 .toString(),
             QStringLiteral("200 image/png"));
    // A counter with its picture is drawn as it, served beside the page by the unit's id; no
    // other file is served by that name.
    QCOMPARE(page->evaluate(QStringLiteral("Array.from(document.querySelectorAll('#board "
                                           "image.counter-picture')).map(function (i) { return "
                                           "decodeURIComponent(i.getAttribute('href').split('/')"
                                           ".pop()); }).join('|')"))
                 .toString(),
             QStringLiteral("Jagow"));
    const auto get = [&](const char *relative) {
        return page
            ->evaluate(QStringLiteral("(function () { var x = new XMLHttpRequest(); "
                                      "x.open('GET', location.pathname + '%1', false); "
                                      "x.send(); return x.status + ' ' + "
                                      "x.getResponseHeader('Content-Type'); })()")
                           .arg(QLatin1String(relative)))
            .toString();
    };
    QCOMPARE(get("counter/Jagow"), QStringLiteral("200 image/png"));
    QVERIFY(get("counter/Lefol").startsWith(QStringLiteral("404")));
    QVERIFY(get("counter/..%2Fmaps%2Fpictured.png").startsWith(QStringLiteral("404")));
    // The other units on the map, each named as text in its counter.
    const QString names =
        page->evaluate(QStringLiteral("Array.from(document.querySelectorAll('#board "
                                      ".counter-name')).map(function (t) { return "
                                      "t.textContent; }).join('|')"))
            .toString();
    QVERIFY2(names.contains(QStringLiteral("Lefol")) && names.contains(QStringLiteral("Steinmetz")),
             qPrintable(names));
    // Readable on the phone: a counter's name at least 9 pixels high, the page no wider than it.
    const QString heights =
        page->evaluate(
                QStringLiteral("Array.from(document.querySelectorAll('#board .counter-name'))"
                               ".map(function (t) { return t.textContent + ':' + "
                               "t.getBoundingClientRect().height.toFixed(1); }).join(' ')"))
            .toString();
    QVERIFY2(page->evaluate(QStringLiteral("Math.min.apply(null, Array.from(document."
                                           "querySelectorAll('#board .counter-name')).map("
                                           "function (t) { return t.getBoundingClientRect()."
                                           "height; }))"))
                     .toDouble() >= 9,
             qPrintable(heights));
    QVERIFY(page->evaluate(QStringLiteral("document.documentElement.scrollWidth <= "
                                          "window.innerWidth"))
                .toBool());
    if (const QByteArray folder = qgetenv("UMPIRE_SCREENSHOTS_DIR"); !folder.isEmpty()) {
        // The map scrolled to the counter drawn as its picture.
        page->evaluate(QStringLiteral("document.querySelector('#board image.counter-picture')"
                                      ".scrollIntoView({block: 'center', inline: 'center'})"));
        page->screenshot(QString::fromLocal8Bit(folder) + QStringLiteral("/players-map.png"));
    }
}

QTEST_MAIN(TestPlayersBrowser)
#include "tst_playersbrowser.moc"
