#pragma once

// A chart game without a map played at random through the Game API (eliminations, rallies,
// reductions, entries, rolls, undos, redos, phases and combats; some refused): the tests of the
// state derived incrementally (engine_game) and of the replay checkpoint (engine_replaycheckpoint).
#include "crtevents.h"
#include "game.h"
#include "testsupport.h"

#include <random>

namespace umpire::test {

// 12 units of two sides, 4 turns with rain and night, the game's generator seeded with `seed`.
inline Result<crt::Game> createRandomGame(const std::string &path, std::uint64_t seed)
{
    using nlohmann::json;
    crt::GameSetup setup;
    setup.sides = json::parse(
        R"([{"name":"French","demoralization":12},{"name":"Prussian","demoralization":10,"disintegration":20}])");
    for (int i = 0; i < 12; ++i)
        setup.orderOfBattle.push_back({{"id", "U" + std::to_string(i)},
                                       {"side", i % 2 ? "Prussian" : "French"},
                                       {"strength", 2 + i % 4},
                                       {"corps", i % 3 ? "I" : "II"},
                                       {"arrives", 1 + i % 3}});
    setup.turns =
        json::parse(R"([{"turn":1,"label":"1 PM"},{"turn":2,"label":"2 PM","weather":"rain"},
                                   {"turn":3,"label":"3 PM"},{"turn":4,"label":"Night","weather":"night"}])");
    setup.seed = seed;
    return crt::Game::create(path, std::make_shared<const crt::Ruleset>(shippedRuleset("nlb")),
                             setup);
}

// One random action on the game: the event it journaled, or why the rules refused it.
inline Result<JournalEvent> randomGameStep(crt::Game &game, std::mt19937 &random)
{
    using namespace umpire::crt;
    const std::string unit = "U" + std::to_string(random() % 12);
    switch (random() % 9) {
    case 0:
        return game.append(umpire::crt::kinds::UnitEliminated, {{"unit", unit}});
    case 1:
        return game.append(umpire::crt::kinds::UnitRallied, {{"unit", unit}});
    case 2:
        return game.append(umpire::crt::kinds::UnitReduced, {{"unit", unit}, {"strength", 1}});
    case 3:
        return game.append(umpire::crt::kinds::UnitEntered, {{"unit", unit}});
    case 4:
        return game.roll(std::nullopt);
    case 5:
        return game.undo();
    case 6:
        return game.redo();
    case 7:
        return game.advance();
    default: {
        CombatRequest request;
        request.attackers = {{"A1", 4}};
        request.defenders = {{"D1", 2}};
        Result<CombatOutcome> outcome = game.resolveCombat(request);
        if (!outcome)
            return outcome.error();
        return game.journal().readEvent(game.journal().lastSeq());
    }
    }
}

} // namespace umpire::test
