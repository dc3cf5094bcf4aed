#include "roll.h"

#include "requestreader.h"

#include <climits>
#include <nlohmann/json.hpp>
#include <random>

namespace umpire {

namespace {

// SplitMix64: fully specified here, so a seed gives the same draws on every platform and compiler.
std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

Result<Roll> Roll::physical(int value, int faces)
{
    if (value < 1 || value > faces)
        return badInput(msg("die %1 is not a face of a %2-sided die: enter 1 to %2",
                            {std::to_string(value), std::to_string(faces)}));
    Roll roll;
    roll.value = value;
    return roll;
}

std::string Roll::describe() const
{
    return message().text();
}

Message Roll::message() const
{
    if (source == Source::Physical)
        return msg("%1 (physical die)", {std::to_string(value)});
    return msg("%1 (generated: seed %2, draw %3)",
               {std::to_string(value), std::to_string(seed), std::to_string(draw)});
}

std::uint64_t DiceGenerator::freshSeed()
{
    std::random_device device;
    // Short enough to read out and type back in (--seed) when a roll is checked.
    return ((static_cast<std::uint64_t>(device()) << 32) ^ device()) % 1000000000ULL;
}

int DiceGenerator::valueAt(std::uint64_t seed, std::uint64_t draw, int faces)
{
    // Each draw has its own stream; rejection sampling keeps every face exactly equally likely.
    std::uint64_t state = seed ^ (draw * 0xD1B54A32D192ED03ULL);
    const std::uint64_t range = static_cast<std::uint64_t>(faces);
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % range;
    for (;;) {
        const std::uint64_t x = splitMix64(state);
        if (x < limit)
            return static_cast<int>(x % range) + 1;
    }
}

Roll DiceGenerator::roll(int faces)
{
    Roll roll;
    roll.value = valueAt(m_seed, m_next, faces);
    roll.source = Roll::Source::Generated;
    roll.seed = m_seed;
    roll.draw = m_next++;
    return roll;
}

void to_json(nlohmann::json &doc, const Roll &roll)
{
    doc = {{"value", roll.value},
           {"source", roll.source == Roll::Source::Physical ? "physical" : "generated"}};
    if (roll.source == Roll::Source::Generated) {
        doc["seed"] = roll.seed;
        doc["draw"] = roll.draw;
    }
}

Result<Roll> rollFromJson(const nlohmann::json &roll, const std::string &key,
                          std::optional<int> faces)
{
    const Message range =
        faces ? msg("a die of 1 to %1", {std::to_string(*faces)}) : msg("a die value");
    const auto face = [&](const nlohmann::json &value, const std::string &name) -> Result<Roll> {
        Result<long long> n = wholeNumberFromJson(value, name, INT_MIN, INT_MAX, range);
        if (!n)
            return n.error();
        if (faces)
            return Roll::physical(static_cast<int>(*n), *faces);
        Roll out;
        out.value = static_cast<int>(*n);
        return out;
    };
    if (roll.is_number())
        return face(roll, key);
    if (!roll.is_object())
        return badInput(
            msg("\"%1\": a roll is a die value or {\"value\", \"source\", \"seed\", \"draw\"}, "
                "not %2",
                {key, shownJsonMessage(roll)}));
    if (!roll.contains("value"))
        return badInput(msg("\"%1\": a roll needs its \"value\"", {key}));
    Result<Roll> checked = face(roll["value"], "value");
    if (!checked)
        return checked.error();
    Roll out = *checked;
    const nlohmann::json source = roll.value("source", nlohmann::json("physical"));
    if (source == "generated") {
        out.source = Roll::Source::Generated;
        for (const auto &[name, field] :
             {std::pair{"seed", &out.seed}, std::pair{"draw", &out.draw}}) {
            if (!roll.contains(name))
                continue;
            Result<std::uint64_t> n = seedFromJson(roll[name], name);
            if (!n)
                return n.error();
            *field = *n;
        }
    } else if (source != "physical") {
        return badInput(msg("\"source\" must be \"physical\" or \"generated\", not %1",
                            {shownJsonMessage(source)}));
    }
    return out;
}

} // namespace umpire
