// Random play, as rules-enforcing implementations test themselves: the demonstration
// scenario on the sample map played by choosing at random among the legal actions the module
// offers (random dice, random hexes among a retreat's open ones, now and then an undo). After
// every event the state's invariants hold; every few events the journal replayed from the file
// gives the same state; an action the module offers is never refused (a combat built from an
// obligation may be: the test counts those); and the game is never stuck: while it goes on, some
// action other than undo and the referee's override is always offered.
//
// make test plays a few fixed seeds; make fuzz plays more and longer (UMPIRE_RANDOMPLAY_SEEDS,
// UMPIRE_RANDOMPLAY_STEPS).
#include "demogame.h"
#include "statecheckpoint.h"

#include <random>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;
using test::Table;

namespace {

int fromEnvironment(const char *name, int fallback)
{
    const QByteArray value = qgetenv(name);
    bool ok = false;
    const int n = value.toInt(&ok);
    return ok && n > 0 ? n : fallback;
}

// A concrete action from an offered one: one of its hexes, a die, the units a combat needs.
std::vector<json> concreteActions(const Table &t, const json &offered, std::mt19937_64 &rng)
{
    auto pick = [&](const json &list) {
        return list[std::uniform_int_distribution<std::size_t>(0, list.size() - 1)(rng)];
    };
    const std::string name = offered.value("action", "");
    std::vector<json> out;
    if ((name == "next") && !offered.contains("blocked")) {
        out.push_back({{"action", "next"}});
    } else if (name == "move") {
        out.push_back({{"action", "move"}, {"unit", offered["unit"]}, {"to", pick(offered["to"])}});
    } else if (name == "enter") {
        out.push_back(
            {{"action", "enter"}, {"unit", offered["unit"]}, {"hex", pick(offered["hex"])}});
    } else if (name == "apply") {
        json action = {{"action", "apply"},
                       {"combat", offered["combat"]},
                       {"kind", offered["kind"]},
                       {"units", offered["units"]}};
        if (offered.contains("to"))
            action["to"] = pick(offered["to"]);
        out.push_back(action);
    } else if (name == "combat" && (offered.contains("attacker") || offered.contains("defender"))) {
        // NLB 7.1, 7.2: the obliged unit with its stack, against (or by) the stack of one of the
        // enemies concerned.
        const GameState &state = t.game().state();
        const bool attacks = offered.contains("attacker");
        const std::string unit = attacks ? offered["attacker"] : offered["defender"];
        const std::string other = pick(attacks ? offered["defenders"] : offered["attackers"]);
        auto stackOf = [&](const std::string &member) {
            json ids = json::array();
            const std::string hex = state.units.at(member).hex;
            for (const auto &[id, u] : state.units)
                if (u.status == UnitState::Status::OnMap && u.hex == hex)
                    ids.push_back({{"id", id}});
            return ids;
        };
        out.push_back({{"action", "combat"},
                       {"request",
                        {{"attackers", stackOf(attacks ? unit : other)},
                         {"defenders", stackOf(attacks ? other : unit)},
                         {"die", std::uniform_int_distribution<int>(1, 6)(rng)}}}});
    }
    return out;
}

} // namespace

class TestRandomPlay : public QObject
{
    Q_OBJECT

  private slots:
    void playsByTheRules_data()
    {
        QTest::addColumn<int>("seed");
        const int seeds = fromEnvironment("UMPIRE_RANDOMPLAY_SEEDS", 10);
        for (int seed = 1; seed <= seeds; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }

    void playsByTheRules()
    {
        QFETCH(int, seed);
        const int steps = fromEnvironment("UMPIRE_RANDOMPLAY_STEPS", 400);
        std::mt19937_64 rng(std::uint64_t(seed) * 1000003);
        Table t{std::uint64_t(seed)};
        QVERIFY(t.act({{"action", "next"}})); // the first turn
        int events = 0, refusedCombats = 0, overrides = 0, undos = 0;
        bool over = false;
        for (int step = 0; step < steps && !over; ++step) {
            const json offered = t.actions();
            std::vector<json> choices;
            for (const json &a : offered)
                for (json &c : concreteActions(t, a, rng))
                    choices.push_back(std::move(c));
            // Now and then the referee undoes the latest action.
            if (std::uniform_int_distribution<int>(0, 19)(rng) == 0 && events > 0) {
                QVERIFY(t.module->undo());
                ++undos;
                continue;
            }
            const bool nextOffered = std::any_of(offered.begin(), offered.end(), [](const json &a) {
                return a.value("action", "") == "next";
            });
            if (!nextOffered) {
                // The last turn of the turn record is over: the game has ended.
                const GameState &state = t.game().state();
                QCOMPARE(state.turn, int(state.turns.size()));
                over = true;
                continue;
            }
            if (choices.empty()) {
                // Only the blocked next is left: the rules have nothing to offer but an override.
                bool blocked = false;
                for (const json &a : offered)
                    blocked = blocked || (a.value("action", "") == "next" && a.contains("blocked"));
                QVERIFY2(blocked, offered.dump().c_str());
                Result<ActOutcome> ended =
                    t.act({{"action", "next"}, {"override", "random play: obligation stuck"}});
                QVERIFY2(ended, ended ? "" : ended.error().message.c_str());
                ++overrides;
                continue;
            }
            const json action =
                choices[std::uniform_int_distribution<std::size_t>(0, choices.size() - 1)(rng)];
            Result<ActOutcome> done = t.act(action);
            if (!done) {
                const QString why = QString::fromStdString(done.error().message);
                // The last turn's next: the game is over.
                if (action["action"] == "next" && why.contains("past the end of the turn record")) {
                    over = true;
                    continue;
                }
                QVERIFY2(action["action"] == "combat",
                         qPrintable(QString::fromStdString(action.dump()) + ": " + why));
                if (++refusedCombats <= 5)
                    qInfo("refused: %s: %s", action.dump().c_str(), qPrintable(why));
                continue;
            }
            ++events;
            const GameState &state = t.game().state();
            QVERIFY2(state.isConsistent(), action.dump().c_str());
            for (const auto &[id, unit] : state.units) {
                // A unit on the map stands in a hex of it; one off it stands nowhere.
                QCOMPARE(unit.hex.empty(), unit.status != UnitState::Status::OnMap);
                if (!unit.hex.empty())
                    QVERIFY(t.game().map()->grid().parseId(unit.hex).ok());
            }
            if (events % 25 == 0) {
                Result<Game> again = t.library.openGame(t.path(), Journal::Mode::ReadOnly);
                QVERIFY(again);
                QCOMPARE(json(again->state()), json(state));
                // The whole state, as a replay checkpoint holds it, is the replayed one
                // and reads back the same; the next reopen resumes from it.
                QCOMPARE(stateToCheckpoint(again->state()), stateToCheckpoint(state));
                Result<GameState> back = stateFromCheckpoint(stateToCheckpoint(state));
                QVERIFY(back);
                QCOMPARE(stateToCheckpoint(*back), stateToCheckpoint(state));
                QVERIFY(t.game().keepCheckpoint());
            }
        }
        Result<Game> again = t.library.openGame(t.path(), Journal::Mode::ReadOnly);
        QVERIFY(again);
        QCOMPARE(json(again->state()), json(t.game().state()));
        crt::Module reread(std::move(again).value());
        Result<Verification> verified = reread.verify();
        QVERIFY(verified);
        const std::string first =
            verified->mismatches.empty() ? std::string() : verified->mismatches.front().text();
        QVERIFY2(verified->mismatches.empty(), first.c_str());
        qInfo("seed %d: %d events, %d undos, %d combats refused, %d phases ended by override, "
              "turn %d%s",
              seed, events, undos, refusedCombats, overrides, t.game().state().turn,
              over ? ", game over" : "");
        QVERIFY(over || events > steps / 4);
    }
};

QTEST_GUILESS_MAIN(TestRandomPlay)
#include "tst_randomplay.moc"
