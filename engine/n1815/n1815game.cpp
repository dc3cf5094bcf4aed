#include "n1815game.h"

#include "jsonfile.h"
#include "n1815movement.h"
#include "n1815objectives.h"
#include "requestreader.h"

#include <climits>
#include <nlohmann/json.hpp>

namespace umpire::n1815 {

using nlohmann::json;

namespace {

Result<Roll> gameRoll(const json &action, int faces)
{
    if (!action.contains("roll"))
        return badInput(msg("the action needs its \"roll\""));
    return rollFromJson(action["roll"], "roll", faces);
}

Result<Step> gameFromChange(const Game &game, const Result<Change> &change)
{
    if (!change)
        return change.error();
    Step step{game, change->explanation, change->rejoined};
    step.game.state = change->state;
    return step;
}

bool isBattleAction(const std::string &action)
{
    for (const char *a : {"play", "respond", "counterattack", "reinforce", "endReinforcements",
                          "distribute", "retreat"})
        if (action == a)
            return true;
    return false;
}

} // namespace

Game Game::setup(const Data &data)
{
    return {State::setup(data), std::nullopt};
}

Result<Step> act(const Data &data, const Game &game, const json &action)
{
    if (!action.is_object() || !action.contains("action") || !action["action"].is_string())
        return badInput(msg("an action is an object with an \"action\" name, such as {\"action\": "
                            "\"weather\", \"roll\": 3}"));
    const std::string name = action["action"];
    try {
        if (isBattleAction(name)) {
            if (!game.battle)
                return badInput(msg("no combat is being fought: start one with {\"action\": "
                                    "\"startCombat\", \"location\": ...}"));
            Result<Battle> next = game.battle->act(data, game.state, action);
            if (!next)
                return next.error();
            Step step{game, {}};
            const std::size_t before = game.battle->explanation.steps.size();
            step.explanation.steps.assign(next->explanation.steps.begin() +
                                              static_cast<long>(before),
                                          next->explanation.steps.end());
            step.explanation.unverified = next->explanation.unverified;
            step.game.battle = *next;
            // N1815 46: a unit that tries to reinforce a combat is seen by every player.
            if (name == "reinforce")
                if (Result<const Unit *> unit = data.findUnit(action.value("unit", "")))
                    step.game.state.reveal((*unit)->id);
            return step;
        }
        if (game.battle && name != "finishCombat" && name != "override")
            return badInput(msg("the combat at %1 is not finished: finish it before \"%2\"",
                                {data.location(game.battle->location)->name, name}));
        if (name == "optionalSetup") {
            if (!game.state.setupOpen())
                return badInput(msg("the set-up is chosen before the first turn begins (N1815 7)"));
            Result<State> s = State::optionalSetup(
                data, action.at("positions").get<std::map<std::string, std::string>>(), game.state);
            if (!s)
                return s.error();
            Step step{game, {}};
            step.game.state = *s;
            step.explanation.add(data.optionalSetupRule,
                                 msg("the players set up their units themselves"));
            return step;
        }
        if (name == "drawObjectives") {
            if (!action.contains("seed"))
                return badInput(msg("the action needs its \"seed\", the generator's seed"));
            Result<std::uint64_t> seed = seedFromJson(action["seed"], "seed");
            if (!seed)
                return seed.error();
            return gameFromChange(game, drawObjectives(data, game.state, *seed));
        }
        if (name == "recordObjectives")
            return gameFromChange(
                game, recordObjectives(data, game.state,
                                       action.at("objectives").get<std::vector<std::string>>()));
        if (name == "weather") {
            Result<Roll> roll = gameRoll(action, data.dieFaces);
            if (!roll)
                return roll.error();
            return gameFromChange(game, rollWeather(data, game.state, *roll));
        }
        if (name == "movementPoints") {
            Result<Roll> roll = gameRoll(action, data.dieFaces);
            if (!roll)
                return roll.error();
            return gameFromChange(
                game,
                rollMovementPoints(data, game.state, action.at("army").get<std::string>(), *roll));
        }
        if (name == "move")
            return gameFromChange(game,
                                  applyMove(data, game.state,
                                            {action.at("unit").get<std::string>(),
                                             action.at("path").get<std::vector<std::string>>()}));
        if (name == "endMovement")
            return gameFromChange(game, endMovement(data, game.state));
        if (name == "startCombat") {
            Battle::Options options;
            options.virtualDeck = action.value("virtualDeck", false);
            if (action.contains("seed")) {
                Result<std::uint64_t> seed = seedFromJson(action["seed"], "seed");
                if (!seed)
                    return seed.error();
                options.seed = *seed;
            }
            Result<Battle> b =
                Battle::start(data, game.state, action.at("location").get<std::string>(), options);
            if (!b)
                return b.error();
            Step step{game, b->explanation};
            step.game.battle = *b;
            // N1815 46: combat occurs: every unit at the location is seen by every player.
            for (const BattleSide *side : {&b->active, &b->other})
                for (const std::vector<std::string> *units : {&side->units, &side->idle})
                    for (const std::string &unit : *units)
                        step.game.state.reveal(unit);
            return step;
        }
        if (name == "finishCombat") {
            if (!game.battle)
                return badInput(msg("no combat is being fought"));
            Result<Change> applied = game.battle->apply(data, game.state);
            if (!applied)
                return applied.error();
            Step step{game, applied->explanation, applied->rejoined};
            step.game.state = applied->state;
            step.game.battle.reset();
            return step;
        }
        if (name == "endCombat")
            return gameFromChange(game, endCombat(data, game.state));
        if (name == "endTurn")
            return gameFromChange(game, endTurn(data, game.state));
        if (name == "override") {
            // The referee is the authority: a value set by hand, journaled with why.
            Result<const Unit *> unit = data.findUnit(action.at("unit").get<std::string>());
            if (!unit)
                return unit.error();
            Step step{game, {}};
            UnitState &u = step.game.state.units[(*unit)->id];
            const std::string why = action.value("why", std::string("the referee's ruling"));
            if (action.contains("cohesion")) {
                Result<long long> cohesion = wholeNumberFromJson(
                    action["cohesion"], "cohesion", INT_MIN, INT_MAX,
                    msg("a cohesion of 0 to %1", {std::to_string((*unit)->cohesion.value)}));
                if (!cohesion)
                    return cohesion.error();
                const int c = static_cast<int>(*cohesion);
                if (!(*unit)->isCorps())
                    return badInput(msg("%1 has no cohesion track", {(*unit)->name}));
                if (c < 0 || c > (*unit)->cohesion.value)
                    return badInput(msg("%1's cohesion is 0 to %2, not %3",
                                        {(*unit)->label(), std::to_string((*unit)->cohesion.value),
                                         std::to_string(c)}));
                step.explanation.add("override",
                                     msg("%1 cohesion set by hand: %2", {(*unit)->label(), why}),
                                     std::to_string(u.cohesion), std::to_string(c));
                u.cohesion = c;
                u.eliminated = c == 0;
                if (u.eliminated)
                    u.location.clear();
            }
            if (action.contains("location")) {
                Result<const Location *> loc =
                    data.findLocation(action["location"].get<std::string>());
                if (!loc)
                    return loc.error();
                if (u.eliminated)
                    return badInput(msg("%1 is eliminated: give it a cohesion to put it back",
                                        {(*unit)->label()}));
                step.explanation.add(
                    "override",
                    msg("%1 placed by hand at %2: %3", {(*unit)->label(), (*loc)->name, why}),
                    u.location, (*loc)->id);
                u.location = (*loc)->id;
            }
            if (step.explanation.steps.empty())
                return badInput(msg("an override names a \"cohesion\" or a \"location\""));
            if (const Message problem = step.game.state.inconsistencyMessage(data);
                !problem.empty())
                return badInput(
                    msg("the override would leave the game inconsistent: %1", {problem}));
            return step;
        }
    } catch (const json::exception &e) {
        return badInput(msg("action \"%1\": %2", {name, jsonExceptionText(e)}));
    }
    return badInput(msg("unknown action \"%1\"", {name}));
}

Result<Step> replay(const Data &data, const std::vector<json> &actions,
                    const std::vector<std::uint64_t> &seqs)
{
    Step step{Game::setup(data), {}};
    for (std::size_t i = 0; i < actions.size(); ++i) {
        Result<Step> next = act(data, step.game, actions[i]);
        if (!next)
            return badInput(msg("action %1 (%2): %3",
                                {std::to_string(i + 1), actions[i].dump(), next.error().what}));
        step.game = next->game;
        if (i < seqs.size())
            step.game.state.numberReveals(seqs[i]);
        for (const umpire::Step &s : next->explanation.steps)
            step.explanation.steps.push_back(s);
        for (const UnverifiedUse &u : next->explanation.unverified)
            step.explanation.addUnverified(u);
    }
    return step;
}

void to_json(json &doc, const Game &game)
{
    doc = {{"state", game.state}};
    if (game.battle)
        doc["battle"] = *game.battle;
}

Result<Game> Game::fromJson(const json &doc, const Data &data)
{
    if (!doc.is_object() || !doc.contains("state"))
        return badInput(msg("N1815 game: {\"state\": ..., \"battle\": ...}"));
    Result<State> state = State::fromJson(doc["state"], data);
    if (!state)
        return state.error();
    Game game{*state, std::nullopt};
    if (doc.contains("battle") && !doc["battle"].is_null()) {
        Result<Battle> battle = Battle::fromJson(doc["battle"], data);
        if (!battle)
            return battle.error();
        game.battle = *battle;
    }
    return game;
}

} // namespace umpire::n1815
