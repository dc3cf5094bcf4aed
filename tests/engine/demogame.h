#pragma once

// The demonstration scenario (nlb-demo) on the sample map, in a journal of its own, played through
// the chart games' module: the tests of the game on the map (engine_gamemap, engine_randomplay).
#include "crtmodule.h"
#include "gamemap.h"
#include "rulesetlibrary.h"

#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <nlohmann/json.hpp>

namespace umpire::test {

using nlohmann::json;
using umpire::ActOutcome;

// The demonstration scenario in a journal of its own, from the shipped rule data.
struct Table
{
    QTemporaryDir dir;
    crt::RulesetLibrary library{{UMPIRE_RULESDATA_DIR}};
    std::unique_ptr<crt::Module> module;

    // `seed`: the game's dice generator's.
    explicit Table(std::uint64_t seed = 7)
    {
        using namespace umpire::crt;
        Result<Scenario> scenario = library.findScenario("nlb-demo");
        if (!scenario)
            qFatal("nlb-demo: %s", scenario.error().message.c_str());
        GameSetup setup = GameSetup::fromScenario(*scenario);
        setup.seed = seed;
        Result<Game> game = library.createGame(path(), "nlb", setup);
        if (!game)
            qFatal("the game is not created: %s", game.error().message.c_str());
        module = std::make_unique<crt::Module>(std::move(game).value());
    }
    std::string path() const { return dir.filePath("g.jsonl").toStdString(); }
    const crt::Game &game() const { return module->game(); }
    std::string hexOf(const std::string &unit) const { return game().state().units.at(unit).hex; }
    Result<ActOutcome> act(const json &action) { return module->act(action); }
    json actions() const { return module->legalActions(Viewer{}); }
    void next()
    {
        if (Result<ActOutcome> done = act({{"action", "next"}}); !done)
            qFatal("next: %s", done.error().message.c_str());
    }
    // The next phase even with the Combat Phase's obligations open (the referee's override).
    void nextAnyway()
    {
        if (Result<ActOutcome> done = act({{"action", "next"}, {"override", "not this test"}});
            !done)
            qFatal("next: %s", done.error().message.c_str());
    }
    void done(const json &action)
    {
        if (Result<ActOutcome> did = act(action); !did)
            qFatal("%s: %s", action.dump().c_str(), did.error().message.c_str());
    }
    // The combat action of units named by id, with a physical die; and the same, acted.
    static json combatAction(const std::vector<std::string> &attackers,
                             const std::vector<std::string> &defenders, int die)
    {
        json request = {{"attackers", json::array()}, {"defenders", json::array()}, {"die", die}};
        for (const std::string &a : attackers)
            request["attackers"].push_back({{"id", a}});
        for (const std::string &d : defenders)
            request["defenders"].push_back({{"id", d}});
        return {{"action", "combat"}, {"request", request}};
    }
    Result<ActOutcome> combat(const std::vector<std::string> &attackers,
                              const std::vector<std::string> &defenders, int die)
    {
        return act(combatAction(attackers, defenders, die));
    }
    // The listed application of `kind` for `unit`, with the hexes it may go to.
    json listed(const std::string &kind, const std::string &unit) const
    {
        for (const json &a : module->legalActions(Viewer{}))
            if (a["action"] == "apply" && a["kind"] == kind && a["units"] == json::array({unit}))
                return a;
        return json();
    }
    // The move's refusal as the user reads it; fails the test when the move is journaled.
    QString refusal(const json &move)
    {
        const std::uint64_t before = game().journal().lastSeq();
        Result<ActOutcome> done = act(move);
        if (done)
            return QStringLiteral("journaled as event %1").arg(done->event.seq);
        if (game().journal().lastSeq() != before)
            return QStringLiteral("refused, but the journal changed");
        return QString::fromStdString(done.error().message);
    }
};

inline json moveAction(const std::string &unit, const json &where)
{
    json action = {{"action", "move"}, {"unit", unit}};
    if (where.is_array())
        action["path"] = where;
    else
        action["to"] = where;
    return action;
}

} // namespace umpire::test
