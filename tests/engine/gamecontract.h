#pragma once

// The contract every game module keeps behind the one interface the faces use (gamemodule.h): an
// action is journaled as one event; a refused one writes nothing; undo and redo compensate and
// restore; verify finds nothing wrong; every viewer's view, text and players' view is given; each
// export writes what the module describes, streamed or whole; and the journal replayed from its
// file gives the live state at every step. Held for every system the registry offers
// (tst_gamecontract.cpp) and for a family written outside the engine (tests/toygame).
#include "games.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace umpire::test {

using json = nlohmann::json;

inline std::string bytesOf(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// The live module's state, as every viewer sees it, equals the one its file replays.
inline void checkReplay(const GameRegistry &registry, const GameModule &live,
                        const std::string &path)
{
    Result<std::unique_ptr<GameModule>> replayed = registry.open(path, Journal::Mode::ReadOnly);
    QVERIFY2(replayed, replayed ? "" : replayed.error().message.c_str());
    std::vector<Viewer> viewers = {Viewer::referee()};
    for (const ViewerChoice &choice : live.viewers())
        viewers.push_back(choice.viewer);
    for (const Viewer &viewer : viewers) {
        const Result<nlohmann::json> now = live.view(viewer), again = (*replayed)->view(viewer);
        QVERIFY2(now, now ? "" : now.error().message.c_str());
        QVERIFY2(again, again ? "" : again.error().message.c_str());
        QVERIFY2(*now == *again, qPrintable(QString::fromStdString(viewer.text())));
        const Result<nlohmann::json> events = describeAll(live, viewer);
        const Result<nlohmann::json> eventsAgain = describeAll(**replayed, viewer);
        QVERIFY(events && eventsAgain);
        QCOMPARE(events->dump(), eventsAgain->dump());
    }
}

// Creates a game of `system` from `setup` and holds its module to the contract: `action` is one
// the rules accept at the start, `then` one they accept after it, `refused` a well-formed one they
// refuse there (JSON texts).
inline void keepsTheContract(const GameRegistry &registry, const std::string &system,
                             const std::string &setup, const std::string &action,
                             const std::string &then, const std::string &refused)
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("game.jsonl").toStdString();
    Result<std::unique_ptr<GameModule>> created =
        registry.create(path, system, nlohmann::json::parse(setup));
    QVERIFY2(created, created ? "" : created.error().message.c_str());
    GameModule &game = **created;
    checkReplay(registry, game, path);
    QVERIFY(!QTest::currentTestFailed());

    // An action: one event, the one it answers with.
    const std::uint64_t start = game.journal().lastSeq();
    Result<ActOutcome> done = game.act(nlohmann::json::parse(action));
    QVERIFY2(done, done ? "" : done.error().message.c_str());
    QCOMPARE(game.journal().lastSeq(), start + 1);
    QCOMPARE(done->event.seq, start + 1);
    QVERIFY(!done->repeated);
    checkReplay(registry, game, path);
    QVERIFY(!QTest::currentTestFailed());

    // The same append id again is the same event, not a second one.
    Result<ActOutcome> first = game.act(nlohmann::json::parse(then), "contract-1");
    QVERIFY2(first, first ? "" : first.error().message.c_str());
    Result<ActOutcome> again = game.act(nlohmann::json::parse(then), "contract-1");
    QVERIFY2(again, again ? "" : again.error().message.c_str());
    QVERIFY(again->repeated);
    QCOMPARE(again->event.seq, first->event.seq);

    // Refused by the rules, by its form, or not an action at all: nothing written.
    const std::string before = bytesOf(path);
    const std::uint64_t last = game.journal().lastSeq();
    nlohmann::json unknownField = nlohmann::json::parse(action);
    unknownField["bogus"] = 1;
    for (const nlohmann::json &bad :
         {nlohmann::json::parse(refused), unknownField, json(nlohmann::json::array()),
          json({{"action", "no-such-action"}})}) {
        Result<ActOutcome> no = game.act(bad);
        QVERIFY2(!no, bad.dump().c_str());
        QVERIFY2(!no.error().message.empty(), bad.dump().c_str());
        QCOMPARE(game.journal().lastSeq(), last);
        QVERIFY2(bytesOf(path) == before, bad.dump().c_str());
    }

    // Undo compensates the last action and redo restores it; each is one event.
    const Result<nlohmann::json> acted = game.view(Viewer::referee());
    QVERIFY(acted);
    Result<JournalEvent> undone = game.undo();
    QVERIFY2(undone, undone ? "" : undone.error().message.c_str());
    QCOMPARE(game.journal().lastSeq(), last + 1);
    QVERIFY(game.compensated().count(first->event.seq));
    checkReplay(registry, game, path);
    QVERIFY(!QTest::currentTestFailed());
    Result<JournalEvent> redone = game.redo();
    QVERIFY2(redone, redone ? "" : redone.error().message.c_str());
    QCOMPARE(game.journal().lastSeq(), last + 2);
    QVERIFY(!game.compensated().count(first->event.seq));
    checkReplay(registry, game, path);
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
                const nlohmann::json report = nlohmann::json::parse(*whole);
                const Result<nlohmann::json> events = describeAll(game, viewer);
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
                    const nlohmann::json view = *game.view(viewer);
                    const nlohmann::json &shown = view.contains("state") ? view["state"] : view;
                    QVERIFY2(report["state"] == shown, qPrintable(who));
                }
            }
        }
    }
    const std::vector<std::string> formats = game.exportFormats();
    QVERIFY(std::count(formats.begin(), formats.end(), "json"));
    QVERIFY(!game.exportReport("no-such-format", Viewer::referee()));
}

} // namespace umpire::test
