#include "crtevents.h"
#include "crtmodule.h"
#include "scoreboard.h"
#include "testsupport.h"
#include "victory.h"

#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <functional>

using nlohmann::json;
using umpire::EventKind;
using umpire::JournalEvent;
using umpire::Result;
using namespace umpire::crt;
using umpire::test::q;
using umpire::test::shippedRuleset;

// A game's scoreboard (casualties at each turn's end, the victory) kept up to date event
// by event gives, after every action, undo and redo, what the replays it replaces give: each turn's
// end replayed from the journal (Game::stateAt, as the charts did), the victory judged from the
// whole journal (judgeGameVictory, as the armies panel did).
namespace {

// The charts' casualties by turn as they were made before: each turn's end replayed.
std::vector<Scoreboard::Series> replayedSeries(const Game &game)
{
    const GameState &now = game.state();
    std::vector<std::uint64_t> ends;
    for (const JournalEvent &e : game.journal().digests())
        if (e.kind == umpire::crt::kinds::TurnAdvanced && !now.undone.count(e.seq))
            ends.push_back(e.seq - 1);
    std::vector<Scoreboard::Series> series;
    for (const SideState &s : now.sides)
        series.push_back({s.name, {}});
    auto add = [&](const GameState &st) {
        for (Scoreboard::Series &s : series) {
            const SideState *side = st.side(s.side);
            s.values.push_back(side ? side->casualties : 0);
        }
    };
    for (const std::uint64_t seq : ends)
        if (Result<GameState> st = game.stateAt(seq))
            add(*st);
    add(now);
    return series;
}

QString text(const std::vector<Scoreboard::Series> &series)
{
    QString out;
    for (const Scoreboard::Series &s : series) {
        out += q(s.side) + ":";
        for (int v : s.values)
            out += " " + QString::number(v);
        out += "; ";
    }
    return out;
}

QString text(const std::optional<Result<GameVictory>> &victory)
{
    if (!victory)
        return QStringLiteral("none");
    if (!*victory)
        return "error: " + q(victory->error().message);
    return q(json(**victory).dump());
}

// What the armies panel showed: the victory judged from the whole journal, and the same were the
// referee to end a game without a turn record whose victory is undecided.
std::optional<Result<GameVictory>> judgedVictory(const Game &game, bool ended)
{
    if (!game.ruleset().feature("/victory"))
        return std::nullopt;
    Result<GameVictory> now = judgeGameVictory(game.journal().digests(), game.ruleset());
    if (!ended)
        return now;
    if (!now || now->outcome.status != "undecided" || !game.state().turns.empty())
        return std::nullopt;
    return judgeGameVictory(game.journal().digests(), game.ruleset(), std::nullopt, true);
}

// The scoreboard followed to `game`, and one made afresh, against the replays.
void checkBoard(Scoreboard &board, const Game &game, const QString &after)
{
    QVERIFY2(board.follow(game).ok(), qPrintable(after));
    QCOMPARE(board.events(), game.journal().size());
    Result<Scoreboard> fresh = Scoreboard::of(game);
    QVERIFY(fresh.ok());
    const QString expected = text(replayedSeries(game));
    QVERIFY2(text(board.casualtiesByTurn(game.state())) == expected,
             qPrintable(after + ": " + text(board.casualtiesByTurn(game.state())) + " instead of " +
                        expected));
    QCOMPARE(text(fresh->casualtiesByTurn(game.state())), expected);
    const QString victory = text(judgedVictory(game, false));
    QVERIFY2(text(board.victory()) == victory,
             qPrintable(after + ": " + text(board.victory()) + "\ninstead of " + victory));
    QCOMPARE(text(fresh->victory()), victory);
    const QString ended = text(judgedVictory(game, true));
    QVERIFY2(text(board.victoryIfEnded()) == ended,
             qPrintable(after + ": " + text(board.victoryIfEnded()) + "\ninstead of " + ended));
    QCOMPARE(text(fresh->victoryIfEnded()), ended);
}

// Runs each action, then checks the scoreboard against the replays.
void play(const Game &game, const std::vector<std::pair<QString, std::function<bool()>>> &actions)
{
    Result<Scoreboard> board = Scoreboard::of(game);
    QVERIFY(board.ok());
    checkBoard(*board, game, QStringLiteral("the set-up"));
    for (const auto &[name, action] : actions) {
        QVERIFY2(action(), qPrintable(name));
        checkBoard(*board, game, name);
        if (QTest::currentTestFailed())
            return;
    }
}

GameSetup nlbSetup(bool turnRecord)
{
    GameSetup setup;
    setup.sides = json::parse(R"([{"name": "French", "demoralization": 14},
                                  {"name": "Prussian", "demoralization": 12}])");
    setup.orderOfBattle = json::parse(R"([
        {"id": "Ney", "side": "French", "corps": "I", "strength": 6, "type": "infantry"},
        {"id": "Milhaud", "side": "French", "corps": "IV Cavalry", "strength": 4, "type": "cavalry"},
        {"id": "Lobau", "side": "French", "corps": "VI", "strength": 5, "type": "infantry"},
        {"id": "Zieten", "side": "Prussian", "corps": "I", "strength": 6, "type": "infantry"},
        {"id": "Pirch", "side": "Prussian", "corps": "II", "strength": 5, "type": "infantry"},
        {"id": "Thielmann", "side": "Prussian", "corps": "III", "strength": 4, "type": "infantry"}])");
    if (turnRecord)
        setup.turns = json::parse(R"([{"turn": 1, "label": "1 PM"}, {"turn": 2, "label": "2 PM"},
                                      {"turn": 3, "label": "3 PM"}])");
    setup.seed = 1815;
    return setup;
}

bool ok(const Result<JournalEvent> &event)
{
    if (!event)
        qWarning("%s", event.error().message.c_str());
    return event.ok();
}

} // namespace

class TestScoreboard : public QObject
{
    Q_OBJECT

  private slots:
    void anNlbGameActionByActionWithUndoAndRedo_data();
    void anNlbGameActionByActionWithUndoAndRedo();
    void aNawExchangeDecidesAtItsInstant();
    void anUndoReachingBackPastATurnThatCounts();
    void anotherProgramsEventsComeInTogether();
};

// NLB: eliminations, rallies, points, notes, rolls and turns, undone and redone, to NLB 13.2's
// automatic victory and past it; with a turn record, and without one (the referee ends it).
void TestScoreboard::anNlbGameActionByActionWithUndoAndRedo_data()
{
    QTest::addColumn<bool>("turnRecord");
    QTest::newRow("turnRecord") << true;
    QTest::newRow("noTurnRecord") << false;
}

void TestScoreboard::anNlbGameActionByActionWithUndoAndRedo()
{
    QFETCH(bool, turnRecord);
    QTemporaryDir dir;
    Result<Game> made =
        Game::create(dir.filePath("nlb.jsonl").toStdString(),
                     std::make_shared<const Ruleset>(shippedRuleset("nlb")), nlbSetup(turnRecord));
    QVERIFY2(made.ok(), made.ok() ? "" : made.error().message.c_str());
    Game &game = *made;
    auto event = [&game](EventKind kind, json data) {
        return [&game, kind, data] { return ok(game.append(kind, data)); };
    };
    auto eliminate = [&](const char *unit) {
        return event(umpire::crt::kinds::UnitEliminated, {{"unit", unit}});
    };
    auto advance = [&game] { return ok(game.advance()); };
    auto turn = [&game] { return ok(game.advanceTurn()); };
    auto undo = [&game] { return ok(game.undo()); };
    auto redo = [&game] { return ok(game.redo()); };
    play(game,
         {{"turn 1", advance},
          {"Zieten eliminated", eliminate("Zieten")},
          {"a note", event(EventKind::Note, {{"text", "the farm holds"}})},
          {"a roll", [&game] { return ok(game.roll(3)); }},
          {"points", event(umpire::crt::kinds::PointsChanged, {{"side", "French"}, {"delta", 2}})},
          {"the next phase", advance},
          {"Ney eliminated", eliminate("Ney")},
          {"undo Ney", undo},
          {"redo Ney", redo},
          {"turn 2", turn},
          {"Milhaud eliminated", eliminate("Milhaud")},
          {"undo Milhaud", undo},
          {"undo turn 2", undo},
          {"redo turn 2", redo},
          {"redo Milhaud", redo},
          {"Zieten rallied", event(umpire::crt::kinds::UnitRallied, {{"unit", "Zieten"}})},
          {"Pirch eliminated", eliminate("Pirch")},
          {"turn 3", turn},
          {"Thielmann eliminated", eliminate("Thielmann")},
          {"Zieten eliminated again", eliminate("Zieten")},
          {"Lobau eliminated: the French are demoralized (NLB 13.2)", eliminate("Lobau")},
          {"a roll after the victory", [&game] { return ok(game.roll(5)); }},
          {"points after the victory",
           event(umpire::crt::kinds::PointsChanged, {{"side", "Prussian"}, {"delta", 4}})},
          {"undo the points", undo},
          {"undo the roll", undo},
          {"undo Lobau: undecided again", undo},
          {"redo Lobau", redo}});
}

// NAW 8.4: both armies reach forty in the one instant of an exchange, carried out one event at a
// time; the instant decides once it is all applied, and what comes after changes nothing. A game
// without a turn record: the referee may end it.
void TestScoreboard::aNawExchangeDecidesAtItsInstant()
{
    GameSetup setup;
    setup.sides = json::parse(R"([{"name": "French"}, {"name": "Allied"}])");
    setup.orderOfBattle = json::parse(R"([
        {"id": "Ney", "side": "French", "strength": 6, "type": "infantry"},
        {"id": "Picton", "side": "Allied", "strength": 3, "type": "infantry"}])");
    setup.seed = 2;
    QTemporaryDir dir;
    Result<Game> made = Game::create(dir.filePath("naw.jsonl").toStdString(),
                                     std::make_shared<const Ruleset>(shippedRuleset("naw")), setup);
    QVERIFY2(made.ok(), made.ok() ? "" : made.error().message.c_str());
    Module module(std::move(made).value());
    const Game &game = module.game();
    auto act = [&module](json action) {
        return [&module, action] {
            Result<umpire::ActOutcome> done = module.act(action);
            if (!done)
                qWarning("%s", done.error().message.c_str());
            return done.ok();
        };
    };
    auto destroy = [&act](const std::string &unit, const std::string &side, int strength) {
        return act({{"action", "event"},
                    {"kind", "unit.eliminated"},
                    {"data", {{"unit", unit}, {"side", side}, {"strength", strength}}}});
    };
    std::vector<std::pair<QString, std::function<bool()>>> actions = {
        {"French losses", destroy("French losses", "French", 36)},
        {"Allied losses", destroy("Allied losses", "Allied", 37)}};
    for (int i = 1; i <= 7; ++i)
        actions.push_back(
            {QStringLiteral("exit %1").arg(i), act({{"action", "event"},
                                                    {"kind", "unit.exited"},
                                                    {"data",
                                                     {{"unit", "Exit " + std::to_string(i)},
                                                      {"side", "French"},
                                                      {"strength", 4}}}})});
    // NAW CRT: 6 to 3 is 2-1, die 5: Ex.
    actions.push_back({"the combat", act(json::parse(R"({"action": "combat", "request":
        {"attackers": [{"id": "Ney"}], "defenders": [{"id": "Picton", "terrain": "clear"}],
         "die": 5}})"))});
    for (int n = 0; n < 2; ++n)
        actions.push_back({QStringLiteral("result %1 applied").arg(n + 1), [&module] {
                               for (const json &a : module.legalActions(umpire::Viewer::referee()))
                                   if (a.value("action", "") == "apply") {
                                       Result<umpire::ActOutcome> done =
                                           module.act({{"action", "apply"},
                                                       {"combat", a["combat"]},
                                                       {"kind", a["kind"]},
                                                       {"units", a["units"]}});
                                       return done.ok();
                                   }
                               return false;
                           }});
    actions.push_back({"a roll after the instant", act({{"action", "roll"}, {"die", 2}})});
    actions.push_back({"undo the roll", [&module] { return module.undo().ok(); }});
    play(game, actions);
    Result<GameVictory> victory = judgeGameVictory(game.journal().digests(), game.ruleset());
    QVERIFY(victory.ok());
    QCOMPARE(q(victory->outcome.status), QStringLiteral("won"));
}

// An undo journaled by another program may name any earlier event: one before a turn that still
// counts changes what replaying the whole journal gives of that turn's end, not what the game was
// when the turn began (Game::stateAt), which is what the charts show.
void TestScoreboard::anUndoReachingBackPastATurnThatCounts()
{
    QTemporaryDir dir;
    Result<Game> made =
        Game::create(dir.filePath("nlb.jsonl").toStdString(),
                     std::make_shared<const Ruleset>(shippedRuleset("nlb")), nlbSetup(true));
    QVERIFY(made.ok());
    Game &game = *made;
    std::uint64_t zieten = 0;
    play(game,
         {{"turn 1", [&game] { return ok(game.advance()); }},
          {"Zieten eliminated",
           [&] {
               Result<JournalEvent> e =
                   game.append(umpire::crt::kinds::UnitEliminated, {{"unit", "Zieten"}});
               zieten = e ? e->seq : 0;
               return ok(e);
           }},
          {"turn 2", [&game] { return ok(game.advanceTurn()); }},
          {"Pirch eliminated",
           [&game] {
               return ok(game.append(umpire::crt::kinds::UnitEliminated, {{"unit", "Pirch"}}));
           }},
          {"Zieten's elimination undone, turn 2 still counting",
           [&] {
               return ok(game.append(EventKind::Undo, {{"target", zieten}}));
           }},
          {"turn 3", [&game] { return ok(game.advanceTurn()); }}});
    // Made afresh from this journal, the board reads turn 2's end as it was then, Zieten lost.
    Result<Scoreboard> fresh = Scoreboard::of(game);
    QVERIFY(fresh.ok());
    const std::vector<Scoreboard::Series> series = fresh->casualtiesByTurn(game.state());
    QCOMPARE(q(series[1].side), QStringLiteral("Prussian"));
    QCOMPARE(series[1].values, (std::vector<int>{0, 6, 5, 5}));
}

// Events another program appended come in together when the game reads them: the scoreboard is
// made again from the journal.
void TestScoreboard::anotherProgramsEventsComeInTogether()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("nlb.jsonl").toStdString();
    const auto ruleset = std::make_shared<const Ruleset>(shippedRuleset("nlb"));
    Result<Game> made = Game::create(path, ruleset, nlbSetup(true));
    QVERIFY(made.ok());
    Game &game = *made;
    QVERIFY(ok(game.advance()));
    Result<Scoreboard> board = Scoreboard::of(game);
    QVERIFY(board.ok());
    {
        Result<Game> other = Game::open(path, [&](const std::string &) {
            return Result<std::shared_ptr<const Ruleset>>(ruleset);
        });
        QVERIFY(other.ok());
        QVERIFY(ok(other->append(umpire::crt::kinds::UnitEliminated, {{"unit", "Ney"}})));
        QVERIFY(ok(other->advanceTurn()));
        QVERIFY(ok(other->append(umpire::crt::kinds::UnitEliminated, {{"unit", "Pirch"}})));
        QVERIFY(ok(other->undo()));
    }
    QVERIFY(game.refresh().ok());
    checkBoard(*board, game, QStringLiteral("another program's events"));
}

QTEST_GUILESS_MAIN(TestScoreboard)
#include "tst_scoreboard.moc"
