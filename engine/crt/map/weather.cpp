#include "weather.h"

#include <utility>

namespace umpire::crt {

namespace {

constexpr std::pair<Weather, const char *> weatherNames[] = {
    {Weather::Clear, "clear"}, {Weather::Rain, "rain"}, {Weather::Night, "night"}};

} // namespace

const char *weatherName(Weather weather)
{
    for (const auto &[w, name] : weatherNames)
        if (w == weather)
            return name;
    return "clear";
}

std::optional<Weather> weatherFromName(std::string_view name)
{
    for (const auto &[w, n] : weatherNames)
        if (name == n)
            return w;
    return std::nullopt;
}

Message weatherWords(Weather weather)
{
    switch (weather) {
    case Weather::Clear:
        return msg("clear");
    case Weather::Rain:
        return msg("rain");
    case Weather::Night:
        return msg("night");
    }
    return msg("clear");
}

Weather weatherOr(std::string_view name, Weather otherwise)
{
    return weatherFromName(name).value_or(otherwise);
}

} // namespace umpire::crt
