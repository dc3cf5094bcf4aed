// Game::append applies an ordinary event to the current state instead of replaying the journal; the
// state must always be what replaying the journal gives (DESIGN "Journal": state is derived by
// replay).
#include "crtevents.h"
#include "game.h"
#include "journalexport.h"
#include "randomgame.h"
#include "rulesetlibrary.h"
#include "scenario.h"
#include "testsupport.h"

#include <QTemporaryDir>

#include <random>

using namespace umpire;
using namespace umpire::crt;
using namespace umpire::test;
using nlohmann::json;

class TestGame : public QObject
{
    Q_OBJECT

  private slots:
    void incrementalStateEqualsReplay_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed : {1, 2, 3, 1815})
            QTest::newRow(
                qPrintable(QStringLiteral("a random game of 200 actions, seed %1").arg(seed)))
                << seed;
    }

    void incrementalStateEqualsReplay()
    {
        QFETCH(int, seed);
        QTemporaryDir dir;
        Result<Game> game = createRandomGame(dir.filePath("g.jsonl").toStdString(),
                                             static_cast<std::uint64_t>(seed));
        QVERIFY(game.ok());
        std::mt19937 random(static_cast<unsigned>(seed));
        int applied = 0, refused = 0;
        for (int step = 0; step < 200; ++step) {
            Result<JournalEvent> e = randomGameStep(*game, random);
            (e ? applied : refused)++;
            Result<GameState> replayed = replay(allEvents(game->journal()), game->ruleset());
            QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().message.c_str());
            const json incremental = game->state(), full = *replayed;
            if (incremental != full) {
                // Name the fields that differ, so a failure says what diverged.
                QStringList differ;
                for (const auto &[key, value] : full.items())
                    if (incremental.value(key, json()) != value)
                        differ << q(key + ": " +
                                    incremental.value(key, json()).dump().substr(0, 200) +
                                    " vs replay " + value.dump().substr(0, 200));
                QFAIL(qPrintable(QStringLiteral("step %1 (%2): ")
                                     .arg(step)
                                     .arg(q(allEvents(game->journal()).back().kind)) +
                                 differ.join("; ")));
            }
        }
        QVERIFY2(applied > 100 && refused > 5,
                 qPrintable(QStringLiteral("%1 applied, %2 refused").arg(applied).arg(refused)));
    }

    void unitsNamedFromTheOrderOfBattle()
    {
        QTemporaryDir dir;
        GameSetup setup;
        setup.sides = json::parse(R"([{"name":"French"},{"name":"Prussian"}])");
        setup.orderOfBattle = json::parse(R"([{"id":"Lefol","side":"French","strength":5},
            {"id":"Habert","side":"French","strength":6,"type":"cavalry"},
            {"id":"Jagow","side":"Prussian","strength":4},{"id":"Late","side":"Prussian","strength":3,"arrives":2}])");
        Result<Game> game =
            Game::create(dir.filePath("g.jsonl").toStdString(),
                         std::make_shared<const Ruleset>(shippedRuleset("nlb")), setup);
        QVERIFY(game.ok());
        QVERIFY(game->append(umpire::crt::kinds::UnitReduced, {{"unit", "Lefol"}, {"strength", 3}})
                    .ok());
        Result<CombatRequest> request = game->combatRequest(json::parse(
            R"({"ruleset":"nlb","attackers":[{"id":"Lefol"},{"id":"Habert"}],"defenders":[{"id":"Jagow"}]})"));
        QVERIFY2(request.ok(), request.ok() ? "" : request.error().message.c_str());
        QCOMPARE(request->attackers[0].strength, 3); // its current, reduced strength
        QCOMPARE(q(request->attackers[1].type), QStringLiteral("cavalry"));
        QCOMPARE(request->defenders[0].strength, 4);
        // A unit not on the map, or not in the order of battle, is refused by name.
        for (const char *id : {"Late", "Nobody"}) {
            Result<CombatRequest> refused =
                game->combatRequest({{"ruleset", "nlb"},
                                     {"attackers", json::array({{{"id", "Lefol"}}})},
                                     {"defenders", json::array({{{"id", id}}})}});
            QVERIFY(!refused.ok());
            QVERIFY2(q(refused.error().message).contains(QString::fromUtf8(id)),
                     refused.error().message.c_str());
        }
    }

    // DESIGN "Unverified data": a demonstration scenario's stand-in levels stay marked in the game.
    void demonstrationScenarioStaysUnverified()
    {
        const Ruleset &nlb = shippedRuleset("nlb");
        Result<Scenario> scenario =
            Scenario::load(std::string(UMPIRE_RULESDATA_DIR) + "/scenarios/nlb-demo.json", nlb);
        QVERIFY2(scenario.ok(), scenario.ok() ? "" : scenario.error().message.c_str());
        QVERIFY(scenario->demonstration);
        QTemporaryDir dir;
        const std::string path = dir.filePath("demo.jsonl").toStdString();
        {
            // The scenario is played on the sample map: the library finds it.
            Result<Game> game = RulesetLibrary({UMPIRE_RULESDATA_DIR})
                                    .createGame(path, "nlb", GameSetup::fromScenario(*scenario));
            QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
        }
        Result<Game> reopened = Game::open(path, [&](const std::string &) {
            return Result<std::shared_ptr<const Ruleset>>(std::make_shared<const Ruleset>(nlb));
        });
        QVERIFY(reopened.ok());
        QCOMPARE(reopened->state().unverified.size(), std::size_t{1});
        QCOMPARE(q(reopened->state().unverified[0].item), QStringLiteral("scenario:nlb-demo"));
        QCOMPARE(reopened->state().side("Prussian")->demoralizationLevel.value_or(0), 18);
        Result<std::string> html = exportHtml(reopened->journal(), nlb);
        QVERIFY(html.ok());
        QVERIFY(q(*html).contains(QStringLiteral("scenario:nlb-demo")));
    }

    // What the desktop shows while a combat is typed: read as the game will resolve it, nothing
    // journaled, no draw of the game's dice used (NLB 7.9: the game's own night refuses it too).
    void previewReadsLikeResolveAndWritesNothing()
    {
        QTemporaryDir dir;
        GameSetup setup;
        setup.sides = json::parse(R"([{"name":"French"},{"name":"Prussian"}])");
        setup.turns = json::parse(
            R"([{"turn":1,"label":"7 PM"},{"turn":2,"label":"Night","weather":"night"}])");
        setup.seed = 1815;
        Result<Game> game =
            Game::create(dir.filePath("g.jsonl").toStdString(),
                         std::make_shared<const Ruleset>(shippedRuleset("nlb")), setup);
        QVERIFY(game.ok());
        QVERIFY(game->advanceTurn().ok());
        Result<CombatRequest> request = CombatRequest::fromJson(json::parse(
            R"({"ruleset":"nlb","attackers":[13],"defenders":[{"strength":4,"terrain":"town"}]})"));
        QVERIFY(request.ok());
        const std::size_t events = game->journal().size();
        const std::uint64_t nextDraw = game->state().nextDraw;
        Result<CombatOutcome> preview = game->previewCombat(*request);
        QVERIFY2(preview.ok(), preview.ok() ? "" : preview.error().message.c_str());
        QCOMPARE(game->journal().size(), events);
        QCOMPARE(game->state().nextDraw, nextDraw);
        QCOMPARE(q(preview->column), QStringLiteral("1-1")); // 13 against 8 in the town (NLB 7.3)
        QVERIFY(game->advance().ok());                       // NLB 5.1: combat in the Combat Phase
        Result<CombatOutcome> resolved = game->resolveCombat(*request);
        QVERIFY2(resolved.ok(), resolved.ok() ? "" : resolved.error().message.c_str());
        QCOMPARE(q(resolved->column), q(preview->column));
        QCOMPARE(game->journal().size(), events + 2); // the phase, then the combat
        // At night the preview refuses the combat as resolving would.
        QVERIFY(game->advanceTurn().ok());
        Result<CombatOutcome> night = game->previewCombat(*request);
        QVERIFY(!night.ok());
        QVERIFY2(q(night.error().message).contains("NLB 7.9"), night.error().message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
