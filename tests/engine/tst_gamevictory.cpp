#include "crtevents.h"
#include "crtmodule.h"
#include "games.h"
#include "rulesetlibrary.h"
#include "testsupport.h"
#include "victory.h"

#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using nlohmann::json;
using umpire::ErrorKind;
using umpire::EventKind;
using umpire::JournalEvent;
using umpire::Result;
using namespace umpire::crt;
using umpire::test::q;
using umpire::test::shippedRuleset;

// Napoleon at Waterloo as a scenario (its turn record, the Prussian arrival turn as a
// setting, the order of battle a stand-in to fill in), and the victory of a game judged from its
// own journal (judgeGameVictory): NAW 8.1-8.4 from the casualties, the French units exited, which
// army reached forty first, and the end of the turn record. Every expected value is read from the
// rule texts (rules/napoleon-at-waterloo-victory-conditions.txt, rules/charts-and-data-notes.md).
namespace {

const char *const scenarioId = "naw-waterloo";

RulesetLibrary shippedLibrary()
{
    return RulesetLibrary({UMPIRE_RULESDATA_DIR});
}

Scenario nawScenario()
{
    Result<Scenario> scenario = shippedLibrary().findScenario(scenarioId);
    if (!scenario)
        qFatal("%s", scenario.error().message.c_str());
    return std::move(scenario).value();
}

// A new game of the shipped scenario with `units` added to its (empty) order of battle.
Result<Game> nawGame(const QTemporaryDir &dir, const json &units = json::array(),
                     std::optional<int> prussianArrival = std::nullopt)
{
    GameSetup setup = GameSetup::fromScenario(nawScenario());
    for (const json &unit : units)
        setup.orderOfBattle.push_back(unit);
    if (prussianArrival)
        if (Result<umpire::Ok> chosen = setup.choose("prussian-arrival", *prussianArrival); !chosen)
            return chosen.error();
    setup.seed = 1815;
    return shippedLibrary().createGame(dir.filePath("naw.jsonl").toStdString(), "naw", setup);
}

// An event the test needs written: a refusal ends the test run, as the rest would mean nothing.
std::uint64_t appended(Game &game, EventKind kind, const json &data)
{
    Result<JournalEvent> event = game.append(kind, data);
    if (!event)
        qFatal("%s", event.error().message.c_str());
    return event->seq;
}

// A unit outside the order of battle leaves the map by the north edge (NAW 8.3) or is destroyed:
// it says whose it is and how strong.
std::uint64_t exitFrench(Game &game, int n)
{
    return appended(game, umpire::crt::kinds::UnitExited,
                    {{"unit", "Exit " + std::to_string(n)}, {"side", "French"}, {"strength", 4}});
}
std::uint64_t destroy(Game &game, const std::string &side, int strength)
{
    static int count = 0;
    return appended(
        game, umpire::crt::kinds::UnitEliminated,
        {{"unit", side + " " + std::to_string(++count)}, {"side", side}, {"strength", strength}});
}

Result<GameVictory> judged(const Game &game, std::optional<std::uint64_t> at = std::nullopt)
{
    return judgeGameVictory(game.journal().digests(), game.ruleset(), at);
}

bool cites(const VictoryOutcome &outcome, const QString &rule)
{
    return std::any_of(outcome.explanation.steps.begin(), outcome.explanation.steps.end(),
                       [&](const umpire::Step &s) { return q(s.rule) == rule; });
}

QString stepsOf(const VictoryOutcome &outcome)
{
    QString out;
    for (const umpire::Step &s : outcome.explanation.steps)
        out += "\n  " + q(s.rule) + ": " + q(s.text);
    return out;
}

} // namespace

class TestGameVictory : public QObject
{
    Q_OBJECT

  private slots:
    void nawScenarioGivesTheTurnRecord();
    void nawScenarioMarksItsStandIns();
    void wavreScenarioIsEightTurns();
    void nawPrussianArrival_data();
    void nawPrussianArrival();
    void nawSettingThroughTheRegistry_data();
    void nawSettingThroughTheRegistry();
    void nawSettingRefused_data();
    void nawSettingRefused();
    void scenarioSettingsRefused_data();
    void scenarioSettingsRefused();
    void naw_data();
    void naw();
    void naw84SameInstantOfAnExchange_data();
    void naw84SameInstantOfAnExchange();
    void naw84AnInstantThatDecidedStaysDecided();
    void naw84TheLastTurnOfTheTurnRecordIsOver();
    void nlb132AndNlb130FromTheJournal();
    void undoneEventsDoNotCount();
    void refereeEndsOnlyAGameWithoutATurnRecord();
};

// The charts notes: "Ten game turns, 1 pm to 10 pm"; the victory conditions are the ruleset's
// (NAW 8.0: forty strength points, seven units exited), the Allied level forty (NAW 8.2).
void TestGameVictory::nawScenarioGivesTheTurnRecord()
{
    const Scenario scenario = nawScenario();
    QCOMPARE(q(scenario.ruleset), QStringLiteral("naw"));
    QCOMPARE(scenario.turns.size(), std::size_t{10});
    for (std::size_t i = 0; i < scenario.turns.size(); ++i) {
        QCOMPARE(scenario.turns[i].turn, static_cast<int>(i + 1));
        QCOMPARE(q(scenario.turns[i].label), QStringLiteral("%1 PM").arg(i + 1));
    }
    QTemporaryDir dir;
    Result<Game> game = nawGame(dir);
    QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
    QCOMPARE(game->state().turns.size(), std::size_t{10});
    QCOMPARE(q(game->state().turnLabel(1)), QStringLiteral("1 PM"));
    QCOMPARE(q(game->state().turnLabel(10)), QStringLiteral("10 PM"));
    QCOMPARE(game->state().side("Allied")->demoralizationLevel.value_or(0), 40);
    QVERIFY(!game->state().side("French")->demoralizationLevel);
    // NAW 8.0: the victory conditions are judged on the game: nothing is decided at the start.
    Result<GameVictory> victory = judged(*game);
    QVERIFY2(victory.ok(), victory.ok() ? "" : victory.error().message.c_str());
    QCOMPARE(q(victory->outcome.status), QStringLiteral("undecided"));
    QVERIFY(!victory->request.gameOver);
}

// What the texts do not give is a stand-in of its own, shown with the game; what they give (the
// turn record, the sides' levels) is not.
void TestGameVictory::nawScenarioMarksItsStandIns()
{
    const Scenario scenario = nawScenario();
    QVERIFY(!scenario.verified);
    QVERIFY(scenario.orderOfBattle.empty());
    QStringList parts;
    for (const ScenarioStandIn &s : scenario.standIns)
        parts << q(s.item);
    QVERIFY(parts.contains("orderOfBattle"));
    QVERIFY(parts.contains("weather"));
    QVERIFY(!parts.contains("turns"));
    QVERIFY(!parts.contains("sides"));
    QTemporaryDir dir;
    Result<Game> game = nawGame(dir);
    QVERIFY(game.ok());
    QStringList items;
    for (const umpire::UnverifiedUse &u : game->state().unverified) {
        items << q(u.item);
        QVERIFY(!u.source.empty());
        QVERIFY(!u.message.empty());
    }
    QVERIFY(items.contains("scenario:naw-waterloo/orderOfBattle"));
    QVERIFY(!items.contains("scenario:naw-waterloo")); // not the whole set-up
}

// The notes on the rule texts: "Wavre: 8 game turns (high)"; its levels, units, first player and
// weather are not given: each is a stand-in of its own, never invented as the rule.
void TestGameVictory::wavreScenarioIsEightTurns()
{
    RulesetLibrary library({UMPIRE_RULESDATA_DIR});
    Result<Scenario> wavre = library.findScenario("nlb-wavre");
    QVERIFY2(wavre.ok(), wavre.ok() ? "" : wavre.error().message.c_str());
    QCOMPARE(wavre->ruleset, std::string("nlb"));
    QCOMPARE(wavre->turns.size(), std::size_t(8));
    QVERIFY(wavre->orderOfBattle.empty());
    QStringList parts;
    for (const ScenarioStandIn &s : wavre->standIns)
        parts << q(s.item);
    QCOMPARE(parts, (QStringList{"sides", "orderOfBattle", "players", "weather"}));
    for (const json &side : wavre->sides)
        QVERIFY2(!side.contains("demoralization"), side.dump().c_str()); // not invented
    // A game of it ends after its eighth turn.
    QTemporaryDir dir;
    GameSetup setup = GameSetup::fromScenario(*wavre);
    Result<Game> game = library.createGame(dir.filePath("w.jsonl").toStdString(), "nlb", setup);
    QVERIFY(game.ok());
    QCOMPARE(int(game->state().turns.size()), 8);
}

// The charts notes: "The Prussian arrival turn differs between editions (second: the Allied
// player's second turn; third edition as printed: game turn three): make it a scenario setting."
void TestGameVictory::nawPrussianArrival_data()
{
    QTest::addColumn<int>("chosen"); // 0: the default
    QTest::addColumn<int>("arrives");
    QTest::newRow("NAW second edition (the default): the Allied player's second turn") << 0 << 2;
    QTest::newRow("NAW second edition chosen: the Allied player's second turn") << 2 << 2;
    QTest::newRow("NAW third edition as printed: game turn three") << 3 << 3;
}

void TestGameVictory::nawPrussianArrival()
{
    QFETCH(int, chosen);
    QFETCH(int, arrives);
    QTemporaryDir dir;
    const json units = json::parse(R"([
        {"id": "Bulow", "side": "Allied", "strength": 6, "type": "infantry", "corps": "Prussian"},
        {"id": "Picton", "side": "Allied", "strength": 5, "type": "infantry", "corps": "I"}])");
    Result<Game> game =
        nawGame(dir, units, chosen ? std::optional<int>(chosen) : std::optional<int>());
    QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
    QCOMPARE(game->state().units.at("Bulow").arrives, arrives);
    QVERIFY(game->state().units.at("Bulow").status == UnitState::Status::NotArrived);
    QCOMPARE(game->state().units.at("Picton").arrives, 1); // not a Prussian: on the map
    QCOMPARE(game->state().settings.size(), std::size_t{1});
    QCOMPARE(game->state().settings[0].value("value", 0), arrives);
    for (int turn = 1; turn <= arrives; ++turn) {
        QVERIFY(game->advanceTurn().ok());
        const std::vector<std::string> due = game->state().reinforcementsDue();
        QCOMPARE(std::count(due.begin(), due.end(), "Bulow"), turn == arrives ? 1L : 0L);
    }
}

// The registry (games.h), as the desktop's new game makes a game: the same settings.
void TestGameVictory::nawSettingThroughTheRegistry_data()
{
    QTest::addColumn<QByteArray>("settings");
    QTest::addColumn<int>("value"); // 0: refused
    QTest::newRow("NAW third edition as printed: game turn three")
        << QByteArray(R"({"prussian-arrival": 3})") << 3;
    QTest::newRow("NAW no choice: the second edition, the default") << QByteArray("{}") << 2;
    QTest::newRow("a turn neither edition gives") << QByteArray(R"({"prussian-arrival": 7})") << 0;
    QTest::newRow("not a turn") << QByteArray(R"({"prussian-arrival": "third"})") << 0;
}

void TestGameVictory::nawSettingThroughTheRegistry()
{
    QFETCH(QByteArray, settings);
    QFETCH(int, value);
    QTemporaryDir dir;
    const std::string path = dir.filePath("registry.jsonl").toStdString();
    Result<std::unique_ptr<umpire::GameModule>> game =
        umpire::GameRegistry({UMPIRE_RULESDATA_DIR})
            .create(path, "naw",
                    {{"scenario", scenarioId}, {"settings", json::parse(settings.toStdString())}});
    if (value == 0) {
        QVERIFY(!game.ok());
        QCOMPARE(game.error().kind, ErrorKind::BadInput);
        QVERIFY2(q(game.error().message).contains("prussian-arrival"),
                 game.error().message.c_str());
        QVERIFY(!QFile::exists(QString::fromStdString(path))); // nothing written
        return;
    }
    QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
    Result<json> view = (*game)->view(umpire::Viewer::everyone());
    QVERIFY(view.ok());
    QCOMPARE((*view)["settings"][0]["value"].get<int>(), value);
}

void TestGameVictory::nawSettingRefused_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("value");
    QTest::addColumn<QStringList>("messageContains");
    QTest::newRow("a turn neither edition gives")
        << "prussian-arrival" << 4 << QStringList{"4", "second edition", "third"};
    QTest::newRow("a setting the scenario does not have")
        << "blucher" << 2 << QStringList{"blucher", "prussian-arrival"};
}

void TestGameVictory::nawSettingRefused()
{
    QFETCH(QString, id);
    QFETCH(int, value);
    QFETCH(QStringList, messageContains);
    GameSetup setup = GameSetup::fromScenario(nawScenario());
    Result<umpire::Ok> chosen = setup.choose(id.toStdString(), value);
    QVERIFY(!chosen.ok());
    QCOMPARE(chosen.error().kind, ErrorKind::BadInput);
    for (const QString &needle : messageContains)
        QVERIFY2(q(chosen.error().message).contains(needle), chosen.error().message.c_str());
}

// A scenario's settings and stand-ins are checked as it loads, the message naming the field.
void TestGameVictory::scenarioSettingsRefused_data()
{
    QTest::addColumn<QByteArray>("edit"); // a JSON merge patch of the shipped scenario
    QTest::addColumn<QStringList>("messageContains");
    QTest::newRow("a default that is none of the choices")
        << QByteArray(R"({"settings": [{"id": "prussian-arrival", "text": "t", "default": 4,
              "choices": [{"value": 2, "text": "a"}, {"value": 3, "text": "b"}],
              "arrivalOf": {"corps": ["Prussian"]}}]})")
        << QStringList{"/settings/0/default", "4"};
    QTest::newRow("a choice past the turn record")
        << QByteArray(R"({"settings": [{"id": "prussian-arrival", "text": "t", "default": 2,
              "choices": [{"value": 2, "text": "a"}, {"value": 11, "text": "b"}],
              "arrivalOf": {"corps": ["Prussian"]}}]})")
        << QStringList{"/settings/0/choices/1/value", "1 to 10"};
    QTest::newRow("a value given twice")
        << QByteArray(R"({"settings": [{"id": "prussian-arrival", "text": "t", "default": 2,
              "choices": [{"value": 2, "text": "a"}, {"value": 2, "text": "b"}],
              "arrivalOf": {"corps": ["Prussian"]}}]})")
        << QStringList{"/settings/0/choices/1/value"};
    QTest::newRow("a setting without the corps it brings in")
        << QByteArray(R"({"settings": [{"id": "prussian-arrival", "text": "t", "default": 2,
              "choices": [{"value": 2, "text": "a"}]}]})")
        << QStringList{"arrivalOf"};
    QTest::newRow("two settings for one corps")
        << QByteArray(R"({"settings": [
              {"id": "a", "text": "t", "default": 2, "choices": [{"value": 2, "text": "a"}],
               "arrivalOf": {"corps": ["Prussian"]}},
              {"id": "b", "text": "t", "default": 3, "choices": [{"value": 3, "text": "b"}],
               "arrivalOf": {"corps": ["Prussian"]}}]})")
        << QStringList{"/settings/1/arrivalOf/corps", "Prussian"};
    QTest::newRow("a unit of the corps with its own arrival")
        << QByteArray(R"({"orderOfBattle": [
              {"id": "Bulow", "side": "Allied", "strength": 6, "corps": "Prussian", "arrives": 5}]})")
        << QStringList{"/orderOfBattle/0/arrives", "prussian-arrival"};
    QTest::newRow("a stand-in given twice")
        << QByteArray(R"({"standIns": [{"item": "weather", "source": "a"},
              {"item": "weather", "source": "b"}]})")
        << QStringList{"/standIns/1/item", "weather"};
    QTest::newRow("a stand-in of no part of a scenario")
        << QByteArray(R"({"standIns": [{"item": "dice", "source": "a"}]})")
        << QStringList{"/standIns/0/item"};
}

void TestGameVictory::scenarioSettingsRefused()
{
    QFETCH(QByteArray, edit);
    QFETCH(QStringList, messageContains);
    QFile file(QStringLiteral(UMPIRE_RULESDATA_DIR "/scenarios/naw-waterloo.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    json document = json::parse(file.readAll().toStdString());
    document.merge_patch(json::parse(edit.toStdString()));
    Result<Scenario> scenario = Scenario::fromJson(document, "naw.json", shippedRuleset("naw"));
    QVERIFY2(!scenario.ok(), "the scenario loaded");
    QCOMPARE(scenario.error().kind, ErrorKind::BadData);
    for (const QString &needle : messageContains)
        QVERIFY2(q(scenario.error().message).contains(needle), scenario.error().message.c_str());
}

// NAW 8.1-8.3 from the game's own events. A script's steps: "exit" (a French unit leaves the map
// by the north edge), "French N" or "Allied N" (a unit of N strength points destroyed).
void TestGameVictory::naw_data()
{
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("rule");  // the rule that decides
    QTest::addColumn<int>("decidedBy"); // the step whose event decided, from 1; 0: none
    // NAW 8.2: the army that had reached forty first before the event judged (the deciding one, or
    // the last), when one had.
    QTest::addColumn<QString>("first");

    const QStringList sevenExits = {"exit", "exit", "exit", "exit", "exit", "exit", "exit"};
    // NAW 8.3: "The French Player wins by demoralizing the Allies and exiting seven French units
    // from the map ... they may do so before and/or after the Allies lose forty Strength Points."
    QTest::newRow("naw83SevenFrenchUnitsExited")
        << (QStringList{"Allied 20", "Allied 20"} + sevenExits) << "won"
        << "French"
        << "NAW 8.3" << 9 << "Allied";
    QTest::newRow("naw83SevenExitedBeforeTheAlliesLoseForty")
        << (sevenExits + QStringList{"Allied 30", "Allied 10"}) << "won"
        << "French"
        << "NAW 8.3" << 9 << "";
    QTest::newRow("naw83SixExitedIsNotEnough")
        << QStringList{"Allied 40", "exit", "exit", "exit", "exit", "exit", "exit"} << "undecided"
        << ""
        << "" << 0 << "Allied";
    QTest::newRow("naw83SevenExitedAlliesAt39NotDemoralized")
        << (sevenExits + QStringList{"Allied 39"}) << "undecided"
        << ""
        << "" << 0 << "";
    // NAW 8.1: "The Allied Player wins by destroying forty French Combat Strength Points before
    // losing forty of his own. If this happens, the game stops immediately": what the journal
    // holds after it changes nothing.
    QTest::newRow("naw81FortyFrenchDestroyedFirst")
        << (QStringList{"French 25", "Allied 30", "French 15", "Allied 10"} + sevenExits) << "won"
        << "Allied"
        << "NAW 8.1" << 3 << "";
    // NAW 8.2: "If the Allies destroy forty French Strength Points after losing forty of their own,
    // this does not demoralize the French nor does it benefit the Allies in any way."
    QTest::newRow("naw82FrenchFortyAfterTheAlliesGivesTheAlliesNothing")
        << QStringList{"Allied 40", "French 45", "exit", "exit"} << "undecided"
        << ""
        << "" << 0 << "Allied";
    QTest::newRow("naw82BothPastFortyTheAlliesFirstThenSevenExits")
        << (QStringList{"Allied 40", "French 40"} + sevenExits) << "won"
        << "French"
        << "NAW 8.3" << 9 << "Allied";
}

void TestGameVictory::naw()
{
    QFETCH(QStringList, script);
    QFETCH(QString, status);
    QFETCH(QString, winner);
    QFETCH(QString, rule);
    QFETCH(int, decidedBy);
    QFETCH(QString, first);
    QTemporaryDir dir;
    Result<Game> game = nawGame(dir);
    QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
    std::vector<std::uint64_t> seqs;
    int exits = 0;
    for (const QString &step : script) {
        const QStringList parts = step.split(' ');
        seqs.push_back(parts[0] == "exit"
                           ? exitFrench(*game, ++exits)
                           : destroy(*game, parts[0].toStdString(), parts.value(1).toInt()));
    }
    Result<GameVictory> victory = judged(*game);
    QVERIFY2(victory.ok(), victory.ok() ? "" : victory.error().message.c_str());
    const VictoryOutcome &o = victory->outcome;
    QVERIFY2(q(o.status) == status, qPrintable(q(o.status) + stepsOf(o)));
    QCOMPARE(q(o.winner), winner);
    if (!rule.isEmpty())
        QVERIFY2(cites(o, rule), qPrintable(stepsOf(o)));
    QCOMPARE(o.automatic, status == "won"); // NAW 8.1, 8.3: "the game stops immediately"
    QCOMPARE(victory->decidedAt,
             decidedBy ? seqs[static_cast<std::size_t>(decidedBy - 1)] : std::uint64_t{0});
    QCOMPARE(q(victory->request.first), first);
    QVERIFY(!victory->request.gameOver); // the turn record has not begun
    // The same journal judged at the event before the one that decided: not decided yet.
    if (decidedBy) {
        Result<GameVictory> earlier = judged(*game, victory->decidedAt - 1);
        QVERIFY(earlier.ok());
        QCOMPARE(q(earlier->outcome.status), QStringLiteral("undecided"));
        QCOMPARE(earlier->atSeq, victory->decidedAt - 1);
    }
}

// NAW 8.4: "If by some freak chance, both armies reach the forty or greater loss level at the
// same instant of combat (due to an 'Ee' result) then the French Player would win if he had
// already exited the seven units from the map; otherwise, the Allied Player would be declared the
// victor." The exchange's results are carried out one event at a time, in either order: one
// instant.
void TestGameVictory::naw84SameInstantOfAnExchange_data()
{
    QTest::addColumn<int>("exits");
    QTest::addColumn<bool>("defenderFirst");
    QTest::addColumn<QString>("winner");
    QTest::newRow("naw84EeSevenExitedFrenchWinDefenderFirst") << 7 << true << "French";
    QTest::newRow("naw84EeSevenExitedFrenchWinAttackerFirst") << 7 << false << "French";
    QTest::newRow("naw84EeSixExitedAlliedWinDefenderFirst") << 6 << true << "Allied";
    QTest::newRow("naw84EeSixExitedAlliedWinAttackerFirst") << 6 << false << "Allied";
}

void TestGameVictory::naw84SameInstantOfAnExchange()
{
    QFETCH(int, exits);
    QFETCH(bool, defenderFirst);
    QFETCH(QString, winner);
    QTemporaryDir dir;
    Result<Game> made = nawGame(dir, json::parse(R"([
        {"id": "Ney", "side": "French", "strength": 6, "type": "infantry"},
        {"id": "Picton", "side": "Allied", "strength": 3, "type": "infantry"}])"));
    QVERIFY2(made.ok(), made.ok() ? "" : made.error().message.c_str());
    destroy(*made, "French", 36); // 36 + Ney's 6 = 42
    destroy(*made, "Allied", 37); // 37 + Picton's 3 = 40
    for (int i = 1; i <= exits; ++i)
        exitFrench(*made, i);
    Module module(std::move(made).value());
    const Game &game = module.game();
    // NAW CRT: 6 to 3 is 2-1, die 5: Ex (the second edition's EX, the third's Ee).
    Result<umpire::ActOutcome> combat = module.act(json::parse(R"({"action": "combat",
        "request": {"attackers": [{"id": "Ney"}], "defenders": [{"id": "Picton", "terrain": "clear"}],
                    "die": 5}})"));
    QVERIFY2(combat.ok(), combat.ok() ? "" : combat.error().message.c_str());
    json applies = json::array();
    for (const json &a : module.legalActions(umpire::Viewer::referee()))
        if (a.value("action", "") == "apply")
            applies.push_back({{"action", "apply"},
                               {"combat", a["combat"]},
                               {"kind", a["kind"]},
                               {"units", a["units"]}});
    QCOMPARE(applies.size(), std::size_t{2}); // Picton eliminated, Ney lost in the exchange
    if (!defenderFirst)
        std::swap(applies[0], applies[1]);
    QCOMPARE(q(applies[0]["units"][0].get<std::string>()),
             QString(defenderFirst ? "Picton" : "Ney"));
    for (const json &a : applies) {
        Result<umpire::ActOutcome> done = module.act(a);
        QVERIFY2(done.ok(), done.ok() ? "" : done.error().message.c_str());
    }
    QCOMPARE(game.state().side("French")->casualties, 42);
    QCOMPARE(game.state().side("Allied")->casualties, 40);
    Result<GameVictory> victory = judged(game);
    QVERIFY2(victory.ok(), victory.ok() ? "" : victory.error().message.c_str());
    QVERIFY2(q(victory->outcome.status) == "won", qPrintable(stepsOf(victory->outcome)));
    QCOMPARE(q(victory->outcome.winner), winner);
    QVERIFY2(cites(victory->outcome, "NAW 8.4"), qPrintable(stepsOf(victory->outcome)));
    QCOMPARE(victory->decidedAt, game.journal().lastSeq()); // once the whole result is applied
}

// NAW 8.1: "the game stops immediately": the exchange's instant that decided stays the result
// once an event that is not of its combat follows it (it read as an empty judgement).
void TestGameVictory::naw84AnInstantThatDecidedStaysDecided()
{
    QTemporaryDir dir;
    Result<Game> made = nawGame(dir, json::parse(R"([
        {"id": "Ney", "side": "French", "strength": 6, "type": "infantry"},
        {"id": "Picton", "side": "Allied", "strength": 3, "type": "infantry"}])"));
    QVERIFY(made.ok());
    destroy(*made, "French", 36);
    destroy(*made, "Allied", 37);
    for (int i = 1; i <= 7; ++i)
        exitFrench(*made, i);
    Module module(std::move(made).value());
    const Game &game = module.game();
    QVERIFY(module
                .act(json::parse(R"({"action": "combat",
        "request": {"attackers": [{"id": "Ney"}], "defenders": [{"id": "Picton", "terrain": "clear"}],
                    "die": 5}})"))
                .ok());
    for (const json &a : module.legalActions(umpire::Viewer::referee()))
        if (a.value("action", "") == "apply")
            QVERIFY(module
                        .act({{"action", "apply"},
                              {"combat", a["combat"]},
                              {"kind", a["kind"]},
                              {"units", a["units"]}})
                        .ok());
    const std::uint64_t instantEnds = game.journal().lastSeq();
    QVERIFY(module.act({{"action", "roll"}, {"die", 3}}).ok());
    QVERIFY(module
                .act({{"action", "event"},
                      {"kind", "unit.eliminated"},
                      {"data", {{"unit", "French late"}, {"side", "French"}, {"strength", 2}}}})
                .ok());
    Result<GameVictory> victory = judged(game);
    QVERIFY2(victory.ok(), victory.ok() ? "" : victory.error().message.c_str());
    QCOMPARE(q(victory->outcome.status), QStringLiteral("won"));
    QCOMPARE(q(victory->outcome.winner), QStringLiteral("French"));
    QVERIFY2(cites(victory->outcome, "NAW 8.4"), qPrintable(stepsOf(victory->outcome)));
    QCOMPARE(victory->decidedAt, instantEnds);
}

// NAW 8.4: "If the French destroy forty Allied Strength Points but fail to exit their seven units
// before the end of the game ... the game is a draw"; the end is the turn record's: ten turns.
void TestGameVictory::naw84TheLastTurnOfTheTurnRecordIsOver()
{
    QTemporaryDir dir;
    Result<Game> game = nawGame(dir);
    QVERIFY(game.ok());
    destroy(*game, "Allied", 41);
    for (int i = 1; i <= 6; ++i)
        exitFrench(*game, i);
    std::uint64_t lastTurnBegins = 0;
    while (!turnRecordOver(game->state(), game->ruleset())) {
        Result<JournalEvent> next = game->advance();
        QVERIFY2(next.ok(), next.ok() ? "" : next.error().message.c_str());
        if (next->kind == umpire::crt::kinds::TurnAdvanced && next->data["turn"] == 10)
            lastTurnBegins = next->seq;
    }
    QCOMPARE(game->state().turn, 10);
    QCOMPARE(q(game->state().phase), QStringLiteral("Game Turn Record Interphase"));
    QVERIFY(!game->advance().ok()); // no eleventh turn

    Result<GameVictory> during = judged(*game, lastTurnBegins);
    QVERIFY(during.ok());
    QCOMPARE(q(during->outcome.status), QStringLiteral("undecided"));
    QVERIFY(!during->request.gameOver);

    Result<GameVictory> victory = judged(*game);
    QVERIFY2(victory.ok(), victory.ok() ? "" : victory.error().message.c_str());
    QVERIFY(victory->request.gameOver);
    QCOMPARE(q(victory->outcome.status), QStringLiteral("draw"));
    QVERIFY(victory->outcome.winner.empty());
    QVERIFY(cites(victory->outcome, "NAW 8.4"));
    QCOMPARE(victory->decidedAt, std::uint64_t{0});
}

// The same judgement for Napoleon's Last Battles: NLB 13.2's automatic victory the moment the
// French army is demoralized, and NLB 13.0's points (by player: the Prussian army's are the
// Allied player's) once the turn record is played out.
void TestGameVictory::nlb132AndNlb130FromTheJournal()
{
    const auto ruleset = std::make_shared<const Ruleset>(shippedRuleset("nlb"));
    GameSetup setup;
    setup.sides = json::parse(R"([{"name": "French", "demoralization": 10},
                                  {"name": "Prussian", "demoralization": 10}])");
    setup.turns = json::parse(R"([{"turn": 1, "label": "2 PM"}])");
    setup.seed = 1;
    QTemporaryDir dir;
    {
        Result<Game> game = Game::create(dir.filePath("a.jsonl").toStdString(), ruleset, setup);
        QVERIFY(game.ok());
        destroy(*game, "French", 6);
        const std::uint64_t demoralized = destroy(*game, "French", 4);
        appended(*game, umpire::crt::kinds::PointsChanged, {{"side", "French"}, {"delta", 9}});
        Result<GameVictory> victory = judged(*game);
        QVERIFY(victory.ok());
        QCOMPARE(q(victory->outcome.status), QStringLiteral("won"));
        QVERIFY(q(victory->outcome.winner).contains("Prussian"));
        QVERIFY(cites(victory->outcome, "NLB 13.2"));
        QCOMPARE(victory->decidedAt, demoralized);
    }
    {
        Result<Game> game = Game::create(dir.filePath("b.jsonl").toStdString(), ruleset, setup);
        QVERIFY(game.ok());
        appended(*game, umpire::crt::kinds::PointsChanged, {{"side", "French"}, {"delta", 4}});
        appended(*game, umpire::crt::kinds::PointsChanged, {{"side", "Prussian"}, {"delta", 7}});
        Result<GameVictory> playing = judged(*game);
        QVERIFY(playing.ok());
        QCOMPARE(q(playing->outcome.status), QStringLiteral("undecided"));
        while (!turnRecordOver(game->state(), game->ruleset()))
            QVERIFY(game->advance().ok());
        Result<GameVictory> victory = judged(*game);
        QVERIFY2(victory.ok(), victory.ok() ? "" : victory.error().message.c_str());
        QCOMPARE(q(victory->outcome.status), QStringLiteral("won"));
        QCOMPARE(q(victory->outcome.winner), QStringLiteral("Allied"));
        QCOMPARE(victory->request.points.at("Allied"), 7);
        QCOMPARE(victory->request.points.at("French"), 4);
        QVERIFY(cites(victory->outcome, "NLB 13.0"));
    }
}

// An undone event never happened: a unit's exit undone does not count toward NAW 8.3's seven.
void TestGameVictory::undoneEventsDoNotCount()
{
    QTemporaryDir dir;
    Result<Game> game = nawGame(dir);
    QVERIFY(game.ok());
    destroy(*game, "Allied", 40);
    for (int i = 1; i <= 6; ++i)
        exitFrench(*game, i);
    const std::uint64_t seventh = exitFrench(*game, 7);
    QVERIFY(game->undo().ok());
    Result<GameVictory> victory = judged(*game);
    QVERIFY(victory.ok());
    QCOMPARE(victory->request.exited, 6);
    QCOMPARE(q(victory->outcome.status), QStringLiteral("undecided"));
    QVERIFY(game->redo().ok());
    victory = judged(*game);
    QVERIFY(victory.ok());
    QCOMPARE(q(victory->outcome.status), QStringLiteral("won"));
    QCOMPARE(victory->decidedAt, seventh);
}

// The turn record says when the game is over; only a game without one is ended by the referee.
void TestGameVictory::refereeEndsOnlyAGameWithoutATurnRecord()
{
    QTemporaryDir dir;
    Result<Game> game = nawGame(dir);
    QVERIFY(game.ok());
    Result<GameVictory> refused =
        judgeGameVictory(game->journal().digests(), game->ruleset(), std::nullopt, true);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::BadInput);
    QVERIFY2(q(refused.error().message).contains("turn record"), refused.error().message.c_str());

    GameSetup setup;
    setup.sides = json::parse(R"([{"name": "French"}, {"name": "Allied"}])");
    setup.seed = 2;
    Result<Game> free = Game::create(dir.filePath("free.jsonl").toStdString(),
                                     std::make_shared<const Ruleset>(shippedRuleset("naw")), setup);
    QVERIFY(free.ok());
    destroy(*free, "Allied", 30);
    Result<GameVictory> ended =
        judgeGameVictory(free->journal().digests(), free->ruleset(), std::nullopt, true);
    QVERIFY2(ended.ok(), ended.ok() ? "" : ended.error().message.c_str());
    QVERIFY(ended->request.gameOver);
    // NAW 8.4: "if neither Player destroys forty Strength Points, the game is a draw".
    QCOMPARE(q(ended->outcome.status), QStringLiteral("draw"));
}

QTEST_APPLESS_MAIN(TestGameVictory)
#include "tst_gamevictory.moc"
