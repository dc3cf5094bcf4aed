// A game of Napoleon 1815 Returns kept in a journal: every action journaled, replayed on opening,
// undone and redone by compensating events: every step journaled.
#include "n1815events.h"
#include "n1815journal.h"
#include "n1815module.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace umpire;
using nlohmann::json;
using umpire::test::q;

namespace {

std::shared_ptr<const n1815::Data> shippedN1815()
{
    static const std::shared_ptr<const n1815::Data> data = [] {
        Result<n1815::Data> loaded =
            n1815::Data::load(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.json");
        if (!loaded)
            qFatal("shipped n1815.json does not load: %s", loaded.error().message.c_str());
        return std::make_shared<const n1815::Data>(std::move(loaded).value());
    }();
    return data;
}

// The opening of turn 1 as the rules' movement example plays it (N1815 10).
std::vector<json> openingActions()
{
    return json::parse(R"([
        {"action": "recordObjectives", "objectives": ["liege", "brussels"]},
        {"action": "weather", "roll": 4},
        {"action": "movementPoints", "army": "french", "roll": 2},
        {"action": "move", "unit": "fr-IG", "path": ["thuin"]},
        {"action": "move", "unit": "fr-VI", "path": ["thuin"]}
    ])")
        .get<std::vector<json>>();
}

json gameJson(const n1815::Game &game)
{
    json doc;
    to_json(doc, game);
    return doc;
}

} // namespace

class TestN1815Journal : public QObject
{
    Q_OBJECT

  private slots:
    void everyActionIsJournaledAndReplayed();
    void refusedActionWritesNothing();
    void undoAndRedo();
    void otherGamesJournalIsRefused();
    void tamperedActionIsReportedWithItsEvents();
    void commanderMovedByTheRulesIsInTheJournalLine();
    void stepsOfTheSequenceReadInWords_data();
    void stepsOfTheSequenceReadInWords();
};

void TestN1815Journal::everyActionIsJournaledAndReplayed()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("waterloo.jsonl").toStdString();
    Result<n1815::Journal> game = n1815::Journal::create(path, shippedN1815(), "The Hundred Days");
    QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
    for (const json &action : openingActions()) {
        Result<n1815::Step> step = game->act(action);
        QVERIFY2(step.ok(), step.ok() ? "" : step.error().message.c_str());
    }
    // game.created, then one event per action, each on disk as given.
    QCOMPARE(game->journal().size(), openingActions().size() + 1);
    Result<std::vector<JournalEvent>> events = game->journal().readEvents();
    QVERIFY(events.ok());
    for (std::size_t i = 0; i < openingActions().size(); ++i) {
        QCOMPARE((*events)[i + 1].kind, umpire::n1815::kinds::Action);
        QCOMPARE((*events)[i + 1].data, openingActions()[i]);
    }
    // N1815 10: the Imperial Guard and VI Corps are at Thuin after one location each.
    QCOMPARE(q(game->game().state.locationOf("fr-IG")), QStringLiteral("thuin"));
    // Reopened: the same game, from the actions alone; and it is what replaying them gives.
    Result<n1815::Journal> again =
        n1815::Journal::open(path, shippedN1815(), Journal::Mode::ReadOnly);
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QCOMPARE(gameJson(again->game()), gameJson(game->game()));
    Result<n1815::Step> replayed = n1815::replay(*shippedN1815(), openingActions());
    QVERIFY(replayed.ok());
    QCOMPARE(gameJson(again->game()), gameJson(replayed->game));
}

void TestN1815Journal::refusedActionWritesNothing()
{
    QTemporaryDir dir;
    Result<n1815::Journal> game =
        n1815::Journal::create(dir.filePath("g.jsonl").toStdString(), shippedN1815(), "");
    QVERIFY(game.ok());
    const std::size_t before = game->journal().size();
    // Moving before the weather and the movement points are rolled, and an unknown location.
    for (const char *bad : {R"({"action": "move", "unit": "fr-IG", "path": ["thuin"]})",
                            R"({"action": "fly", "unit": "fr-IG"})"}) {
        Result<n1815::Step> step = game->act(json::parse(bad));
        QVERIFY2(!step.ok(), bad);
        QCOMPARE(step.error().kind, ErrorKind::BadInput);
    }
    QCOMPARE(game->journal().size(), before);
}

void TestN1815Journal::undoAndRedo()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("g.jsonl").toStdString();
    Result<n1815::Journal> game = n1815::Journal::create(path, shippedN1815(), "");
    QVERIFY(game.ok());
    for (const json &action : openingActions())
        QVERIFY(game->act(action).ok());
    const json moved = gameJson(game->game());
    std::vector<json> fewer = openingActions();
    fewer.pop_back();
    Result<n1815::Step> withoutLast = n1815::replay(*shippedN1815(), fewer);
    QVERIFY(withoutLast.ok());

    Result<JournalEvent> undone = game->undo();
    QVERIFY2(undone.ok(), undone.ok() ? "" : undone.error().message.c_str());
    QCOMPARE(undone->kind, EventKind::Undo);
    QCOMPARE(gameJson(game->game()), gameJson(withoutLast->game)); // VI Corps back where it started
    QVERIFY(game->redo().ok());
    QCOMPARE(gameJson(game->game()), moved);
    // Undo, then a new action (the same move, made again): the undo can no longer be redone.
    QVERIFY(game->undo().ok());
    QVERIFY(game->act(openingActions().back()).ok());
    QCOMPARE(gameJson(game->game()), moved);
    Result<JournalEvent> redo = game->redo();
    QVERIFY(!redo.ok());
    QVERIFY2(q(redo.error().message).contains("nothing to redo"), redo.error().message.c_str());
    // Reopened, the undone events stay undone.
    Result<n1815::Journal> again =
        n1815::Journal::open(path, shippedN1815(), Journal::Mode::ReadOnly);
    QVERIFY(again.ok());
    QCOMPARE(gameJson(again->game()), gameJson(game->game()));
}

void TestN1815Journal::otherGamesJournalIsRefused()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("nlb.jsonl").toStdString();
    JournalHeader header;
    header.ruleset = "nlb";
    QVERIFY(Journal::create(path, header).ok());
    Result<n1815::Journal> game = n1815::Journal::open(path, shippedN1815());
    QVERIFY(!game.ok());
    QCOMPARE(game.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(game.error().message).contains("not of Napoleon 1815 Returns"),
             game.error().message.c_str());
}

void TestN1815Journal::tamperedActionIsReportedWithItsEvents()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("g.jsonl").toStdString();
    {
        Result<n1815::Journal> game = n1815::Journal::create(path, shippedN1815(), "");
        QVERIFY(game.ok());
        for (const json &action : openingActions())
            QVERIFY(game->act(action).ok());
    }
    // An edited file whose move now goes where it cannot: opening names the problem, never crashes.
    std::ifstream in(path);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    in.close();
    const std::size_t at = text.rfind("\"thuin\"");
    QVERIFY(at != std::string::npos);
    text.replace(at, 7, "\"liege\"");
    std::ofstream(path, std::ios::trunc) << umpire::test::resealed(text);
    Result<n1815::Journal> game =
        n1815::Journal::open(path, shippedN1815(), Journal::Mode::ReadOnly);
    QVERIFY(!game.ok());
    QCOMPARE(game.error().kind, ErrorKind::BadData);
    QVERIFY2(q(game.error().message).contains("events 2 to 6"), game.error().message.c_str());
}

QTEST_APPLESS_MAIN(TestN1815Journal)
// N1815 3: Wellington, his move used, left alone at Brussels by the Reserve: End movement moves
// him to the nearest corps of his army, and its journal line says so, to every viewer.
void TestN1815Journal::commanderMovedByTheRulesIsInTheJournalLine()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("g.jsonl").toStdString();
    Result<n1815::Journal> game = n1815::Journal::create(path, shippedN1815(), "");
    QVERIFY(game.ok());
    for (const char *a :
         {R"({"action": "recordObjectives", "objectives": ["liege", "brussels"]})",
          R"({"action": "weather", "roll": 4})", R"({"action": "endMovement"})",
          R"({"action": "endCombat"})",
          R"({"action": "movementPoints", "army": "allied", "roll": 2})",
          R"({"action": "move", "unit": "wellington", "path": ["braine-le-comte", "brussels"]})",
          R"({"action": "move", "unit": "al-res", "path": ["waterloo"]})"}) {
        Result<n1815::Step> step = game->act(json::parse(a));
        QVERIFY2(step.ok(), step.ok() ? "" : (std::string(a) + step.error().message).c_str());
    }
    // "rejoined" is the rules' to write.
    Result<n1815::Step> forged =
        game->act({{"action", "endMovement"}, {"rejoined", {{"wellington", "ghent"}}}});
    QVERIFY(!forged.ok());
    QVERIFY2(q(forged.error().message).contains("written by Umpire"),
             forged.error().message.c_str());
    Result<n1815::Step> end = game->act({{"action", "endMovement"}});
    QVERIFY2(end.ok(), end.ok() ? "" : end.error().message.c_str());
    const std::string at = game->game().state.locationOf("wellington");
    QVERIFY(at != "brussels");
    const JournalEvent e = game->journal().readEvent(game->journal().lastSeq()).value();
    QCOMPARE(e.data["rejoined"]["wellington"].get<std::string>(), at);
    const std::string town = shippedN1815()->location(at)->name;
    const json referee =
        n1815::describeEvent(*shippedN1815(), game->game().state, e, Viewer::referee());
    QCOMPARE(q(referee["summary"].get<std::string>()),
             q("movement ends; Wellington joins his army at " + town + " (N1815 3)"));
    // N1815 46: the French player sees an Allied block move, not which.
    const json french =
        n1815::describeEvent(*shippedN1815(), game->game().state, e, Viewer::player("french"));
    QVERIFY2(!q(french.dump()).contains(QStringLiteral("ellington")), french.dump().c_str());
    QVERIFY2(q(french["summary"].get<std::string>()).contains(q(town)), french.dump().c_str());
    // Replayed from the file, the same.
    Result<n1815::Journal> again =
        n1815::Journal::open(path, shippedN1815(), Journal::Mode::ReadOnly);
    QVERIFY(again.ok());
    QCOMPARE(gameJson(again->game()), gameJson(game->game()));
}

void TestN1815Journal::stepsOfTheSequenceReadInWords_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("words");
    QTest::newRow("N1815 8 movement ends") << "endMovement"
                                           << "movement ends";
    QTest::newRow("N1815 8 combat phase ends") << "endCombat"
                                               << "the combat phase ends";
    QTest::newRow("N1815 Combat finished") << "finishCombat"
                                           << "the battle is applied to the board and the sheets";
    QTest::newRow("N1815 Combat no more reinforcements") << "endReinforcements"
                                                         << "no more reinforcements";
    QTest::newRow("N1815 8 F the turn ends") << "endTurn"
                                             << "the turn ends";
}

// The players read words, never an action's name ("endMovement").
void TestN1815Journal::stepsOfTheSequenceReadInWords()
{
    QFETCH(QString, action);
    QFETCH(QString, words);
    JournalEvent e;
    e.seq = 5;
    e.kind = umpire::n1815::kinds::Action;
    e.data = {{"action", action.toStdString()}};
    const n1815::State state = n1815::State::setup(*shippedN1815());
    const json described = n1815::describeEvent(*shippedN1815(), state, e, Viewer::everyone());
    QCOMPARE(q(described["summary"].get<std::string>()), words);
}

#include "tst_n1815journal.moc"
