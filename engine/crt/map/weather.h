#pragma once

#include "message.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace umpire::crt {

// The kind of game turn (NLB 5.5, 7.9): clear, or a night or a rain turn, which the rules treat
// alike (no combat, no bombardment, zones of control that stop no one, movement as the rules say).
// Rule data, journals and checkpoints hold its name (weatherName: "night").
enum class Weather { Clear, Rain, Night };

const char *weatherName(Weather weather);
// The weather a name names, or nothing when none has that name.
std::optional<Weather> weatherFromName(std::string_view name);
// A name read from a file or a request, "clear" when it names none it knows.
Weather weatherOr(std::string_view name, Weather otherwise = Weather::Clear);

// Its name as a word the faces translate ("night").
Message weatherWords(Weather weather);

// The weather goes into JSON by its name (weatherName), never as a number: nlohmann::json would
// write an enum's number, so these keep `json j = weather` from compiling.
void to_json(nlohmann::json &, Weather) = delete;
void from_json(const nlohmann::json &, Weather &) = delete;

// NLB 5.5, 7.9: a night or rain turn.
inline bool nightOrRain(Weather weather)
{
    return weather != Weather::Clear;
}

} // namespace umpire::crt
