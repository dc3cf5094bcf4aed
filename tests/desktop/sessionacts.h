#pragma once

// A desktop suite's shorthand for the actions a window takes: each goes through the session's one
// door (GameSession::act), as the windows themselves do, so a suite never reaches a game by a way
// the faces do not have.
#include "gamesession.h"
#include "journalevent.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace umpire::test {

// The game's next step of the sequence of play (the "next" action).
inline Result<ActOutcome> next(::GameSession &session)
{
    return session.act({{"action", "next"}});
}

// A roll of the game's die: the physical die's face when one is given, drawn otherwise.
inline Result<ActOutcome> roll(::GameSession &session, std::optional<int> die = std::nullopt)
{
    nlohmann::json action = {{"action", "roll"}};
    if (die)
        action["die"] = *die;
    return session.act(action);
}

// An event the referee records by its kind (a note, a unit eliminated...).
inline Result<ActOutcome> record(::GameSession &session, EventKind kind, const nlohmann::json &data)
{
    return session.act({{"action", "event"}, {"kind", eventKindName(kind)}, {"data", data}});
}

} // namespace umpire::test
