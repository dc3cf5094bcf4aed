// The contract every game module keeps behind the one interface the faces use (gamemodule.h), held
// for every game system the registry offers: an action is journaled as one event; a refused one
// writes nothing; undo and redo compensate and restore; verify finds nothing wrong; every viewer's
// view, text and players' view is given; each export writes what the module describes, streamed
// or whole; and the journal replayed from its file gives the live state at every step.
#include "games.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

using namespace umpire;
using nlohmann::json;

namespace {

GameRegistry registry()
{
    return GameRegistry({std::filesystem::path(UMPIRE_RULESDATA_DIR)});
}

std::string bytesOf(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

json chartSetup(const std::string &enemy)
{
    json french = {{"name", "French"}};
    if (enemy != "Allied") // NAW 8.2: the French army is never demoralized
        french["demoralization"] = 20;
    json setup = {{"title", "Contract"},
                  {"seed", 7},
                  {"sides", {french, {{"name", enemy}, {"demoralization", 20}}}},
                  {"orderOfBattle", json::array()}};
    for (int i = 0; i < 4; ++i)
        setup["orderOfBattle"].push_back(
            {{"id", "U" + std::to_string(i)}, {"side", i % 2 ? enemy : "French"}, {"strength", 3}});
    return setup;
}

} // namespace

class TestGameContract : public QObject
{
    Q_OBJECT

  private slots:
    void everyModuleKeepsTheContract_data();
    void everyModuleKeepsTheContract();
    void theContractCoversEverySystem();

  private:
    // The live module's state, as every viewer sees it, equals the one its file replays.
    static void checkReplay(const GameModule &live, const std::string &path);
};

void TestGameContract::everyModuleKeepsTheContract_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<QByteArray>("action");  // one the rules accept at the start
    QTest::addColumn<QByteArray>("then");    // one they accept after it
    QTest::addColumn<QByteArray>("refused"); // a well-formed one they refuse there
    const json roll = {{"action", "roll"}};
    const json combatOfNobody = {
        {"action", "combat"},
        {"request", {{"attackers", {{{"id", "nobody"}}}}, {"defenders", {{{"id", "U1"}}}}}}};
    for (const auto &[system, enemy] :
         {std::pair{"nlb", "Prussian"}, std::pair{"naw", "Allied"}, std::pair{"bmw", "Prussian"}})
        QTest::newRow(system) << QString(system)
                              << QByteArray::fromStdString(chartSetup(enemy).dump())
                              << QByteArray::fromStdString(roll.dump())
                              << QByteArray::fromStdString(roll.dump())
                              << QByteArray::fromStdString(combatOfNobody.dump());
    QTest::newRow("n1815") << QString("n1815") << QByteArray(R"({"title": "Contract"})")
                           << QByteArray(R"({"action": "weather", "roll": 4})")
                           << QByteArray(
                                  R"({"action": "movementPoints", "army": "french", "roll": 2})")
                           << QByteArray(R"({"action": "weather", "roll": 9})");
    const json corps = {{"title", "Contract"},
                        {"seed", 11},
                        {"corps",
                         {{{"army", "French"}, {"name", "III Corps"}, {"points", 30}},
                          {{"army", "Prussian"}, {"name", "I Korps"}, {"points", 30}}}}};
    json melee = {{"ask", "combat"},
                  {"kind", "melee"},
                  {"attacker", {{"unit", "line-infantry"}}},
                  {"defender", {{"unit", "line-infantry"}}},
                  {"attackerCorps", "III Corps"},
                  {"defenderCorps", "I Korps"}};
    json meleeOfNobody = melee;
    meleeOfNobody["attacker"]["unit"] = "nobody";
    // The four Vae Victis games are one module over each game's data.
    QTest::newRow("la-grande-armee")
        << QString("la-grande-armee") << QByteArray::fromStdString(corps.dump())
        << QByteArray::fromStdString(melee.dump()) << QByteArray::fromStdString(melee.dump())
        << QByteArray::fromStdString(meleeOfNobody.dump());
}

void TestGameContract::checkReplay(const GameModule &live, const std::string &path)
{
    Result<std::unique_ptr<GameModule>> replayed = registry().open(path, Journal::Mode::ReadOnly);
    QVERIFY2(replayed, replayed ? "" : replayed.error().message.c_str());
    std::vector<Viewer> viewers = {Viewer::referee()};
    for (const ViewerChoice &choice : live.viewers())
        viewers.push_back(choice.viewer);
    for (const Viewer &viewer : viewers) {
        const Result<json> now = live.view(viewer), again = (*replayed)->view(viewer);
        QVERIFY2(now, now ? "" : now.error().message.c_str());
        QVERIFY2(again, again ? "" : again.error().message.c_str());
        QVERIFY2(*now == *again, qPrintable(QString::fromStdString(viewer.text())));
        const Result<json> events = describeAll(live, viewer);
        const Result<json> eventsAgain = describeAll(**replayed, viewer);
        QVERIFY(events && eventsAgain);
        QCOMPARE(events->dump(), eventsAgain->dump());
    }
}

void TestGameContract::everyModuleKeepsTheContract()
{
    QFETCH(QString, system);
    QFETCH(QByteArray, setup);
    QFETCH(QByteArray, action);
    QFETCH(QByteArray, then);
    QFETCH(QByteArray, refused);
    QTemporaryDir dir;
    const std::string path = dir.filePath("game.jsonl").toStdString();
    Result<std::unique_ptr<GameModule>> created =
        registry().create(path, system.toStdString(), json::parse(setup.toStdString()));
    QVERIFY2(created, created ? "" : created.error().message.c_str());
    GameModule &game = **created;
    checkReplay(game, path);
    QVERIFY(!QTest::currentTestFailed());

    // An action: one event, the one it answers with.
    const std::uint64_t start = game.journal().lastSeq();
    Result<ActOutcome> done = game.act(json::parse(action.toStdString()));
    QVERIFY2(done, done ? "" : done.error().message.c_str());
    QCOMPARE(game.journal().lastSeq(), start + 1);
    QCOMPARE(done->event.seq, start + 1);
    QVERIFY(!done->repeated);
    checkReplay(game, path);
    QVERIFY(!QTest::currentTestFailed());

    // The same append id again is the same event, not a second one.
    Result<ActOutcome> first = game.act(json::parse(then.toStdString()), "contract-1");
    QVERIFY2(first, first ? "" : first.error().message.c_str());
    Result<ActOutcome> again = game.act(json::parse(then.toStdString()), "contract-1");
    QVERIFY2(again, again ? "" : again.error().message.c_str());
    QVERIFY(again->repeated);
    QCOMPARE(again->event.seq, first->event.seq);

    // Refused by the rules, by its form, or not an action at all: nothing written.
    const std::string before = bytesOf(path);
    const std::uint64_t last = game.journal().lastSeq();
    json unknownField = json::parse(action.toStdString());
    unknownField["bogus"] = 1;
    for (const json &bad : {json::parse(refused.toStdString()), unknownField, json(json::array()),
                            json({{"action", "no-such-action"}})}) {
        Result<ActOutcome> no = game.act(bad);
        QVERIFY2(!no, bad.dump().c_str());
        QVERIFY2(!no.error().message.empty(), bad.dump().c_str());
        QCOMPARE(game.journal().lastSeq(), last);
        QVERIFY2(bytesOf(path) == before, bad.dump().c_str());
    }

    // Undo compensates the last action and redo restores it; each is one event.
    const Result<json> acted = game.view(Viewer::referee());
    QVERIFY(acted);
    Result<JournalEvent> undone = game.undo();
    QVERIFY2(undone, undone ? "" : undone.error().message.c_str());
    QCOMPARE(game.journal().lastSeq(), last + 1);
    QVERIFY(game.compensated().count(first->event.seq));
    checkReplay(game, path);
    QVERIFY(!QTest::currentTestFailed());
    Result<JournalEvent> redone = game.redo();
    QVERIFY2(redone, redone ? "" : redone.error().message.c_str());
    QCOMPARE(game.journal().lastSeq(), last + 2);
    QVERIFY(!game.compensated().count(first->event.seq));
    checkReplay(game, path);
    QVERIFY(!QTest::currentTestFailed());

    // Verify replays the rules and the dice and finds nothing wrong.
    Result<Verification> verified = game.verify();
    QVERIFY2(verified, verified ? "" : verified.error().message.c_str());
    QVERIFY2(verified->ok(), verified->ok() ? "" : verified->mismatches[0].text().c_str());

    // Every viewer is shown the game, and every event summed up.
    std::vector<Viewer> viewers = {Viewer::referee(), Viewer::everyone()};
    for (const ViewerChoice &choice : game.viewers())
        viewers.push_back(choice.viewer);
    QVERIFY(game.viewers().size() >= 2); // the table's and at least one player's
    for (const Viewer &viewer : viewers) {
        const QString who = QString::fromStdString(viewer.text());
        QVERIFY2(game.view(viewer), qPrintable(who));
        const Result<std::string> text = game.viewText(viewer);
        QVERIFY2(text && !text->empty(), qPrintable(who));
        const Result<PlayersView> players = game.playersView(viewer, 5);
        QVERIFY2(players, qPrintable(who));
        QVERIFY2(game.legalActions(viewer).is_array(), qPrintable(who));
        for (std::uint64_t seq = 1; seq <= game.journal().lastSeq(); ++seq) {
            const Result<JournalEvent> event = game.journal().readEvent(seq);
            QVERIFY(event);
            QVERIFY2(!game.summary(*event, viewer).text().empty(), qPrintable(who));
            QCOMPARE(game.describe(*event, viewer)["seq"].get<std::uint64_t>(), seq);
        }

        // Each export, whole or streamed, is the same report; the JSON one holds the events as
        // the module describes them and the state as it views it.
        for (const std::string &format : game.exportFormats()) {
            const Result<std::string> whole = game.exportReport(format, viewer);
            QVERIFY2(whole && !whole->empty(), qPrintable(who + " " + format.c_str()));
            std::string streamed;
            QVERIFY(game.writeReport(format, viewer,
                                     [&](std::string_view piece) { streamed += piece; }));
            QCOMPARE(streamed.size(), whole->size());
            QVERIFY2(streamed == *whole, qPrintable(who + " " + format.c_str()));
            if (format == "json") {
                const json report = json::parse(*whole);
                const Result<json> events = describeAll(game, viewer);
                QVERIFY(events);
                QCOMPARE(report["events"].size(), events->size());
                for (std::size_t i = 0; i < events->size(); ++i)
                    for (const char *key : {"seq", "kind", "data", "time"})
                        QVERIFY2(report["events"][i][key] == (*events)[i][key],
                                 qPrintable(who + " event " + QString::number(i + 1) + " " + key));
                QVERIFY(report.contains("header"));
                // The state as the viewer sees it, where the report gives it (a module's view may
                // add to it, such as the stand-ins it used; a chart game's report gives the final
                // state turn by turn instead).
                if (report.contains("state")) {
                    const json view = *game.view(viewer);
                    const json &shown = view.contains("state") ? view["state"] : view;
                    QVERIFY2(report["state"] == shown, qPrintable(who));
                }
            }
        }
    }
    const std::vector<std::string> formats = game.exportFormats();
    QVERIFY(std::count(formats.begin(), formats.end(), "json"));
    QVERIFY(!game.exportReport("no-such-format", Viewer::referee()));
}

// Every system the registry offers is one of the rows above, so a new game cannot skip the
// contract.
void TestGameContract::theContractCoversEverySystem()
{
    QStringList rows;
    for (const char *row : {"nlb", "naw", "bmw", "n1815", "la-grande-armee"})
        rows << row;
    for (const json &system : registry().systems()) {
        const QString id = QString::fromStdString(system["id"].get<std::string>());
        const bool vaeVictis = system["kind"] == "vaevictis";
        QVERIFY2(rows.contains(id) || vaeVictis, qPrintable(id + " has no row in the contract"));
    }
}

QTEST_GUILESS_MAIN(TestGameContract)
#include "tst_gamecontract.moc"
