#pragma once

#include "message.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace umpire {

// A die result with its provenance: a physical die entered by a player, or the seeded generator.
struct Roll
{
    enum class Source { Physical, Generated };

    int value = 0;
    Source source = Source::Physical;
    std::uint64_t seed = 0; // generated rolls only
    std::uint64_t draw = 0; // generated rolls only: the index of the draw from that seed

    static Result<Roll> physical(int value, int faces);
    std::string describe() const; // "3 (physical die)" or "5 (generated: seed 42, draw 0)"
    Message message() const;      // the same, for a face that translates it
};

// The seeded generator: draw k of seed s is always the same number, so any roll can be re-derived
// on replay.
class DiceGenerator
{
  public:
    explicit DiceGenerator(std::uint64_t seed, std::uint64_t nextDraw = 0)
        : m_seed(seed), m_next(nextDraw)
    {
    }

    static std::uint64_t freshSeed();
    // The value of draw `draw` from `seed`, uniform on 1..faces.
    static int valueAt(std::uint64_t seed, std::uint64_t draw, int faces);

    Roll roll(int faces);
    std::uint64_t seed() const { return m_seed; }
    std::uint64_t nextDraw() const { return m_next; }

  private:
    std::uint64_t m_seed;
    std::uint64_t m_next;
};

// {"value", "source": "physical" | "generated", and for generated rolls "seed" and "draw"}
void to_json(nlohmann::json &json, const Roll &roll);
// A roll as a user's JSON gives it under `key`: a die value (a physical die), or the object above.
// Every number is checked for its type and range before it is converted (requestreader.h), and with
// `faces` the value is a face of that die: BadInput naming what is wrong, as "\"roll\":
// 9223372036854775808 is out of range (a die of 1 to 6)" or "\"seed\" must be a whole number of 0
// or more, not -1". Without `faces` (a roll the program recorded, of a die it knows), any value an
// int holds.
Result<Roll> rollFromJson(const nlohmann::json &roll, const std::string &key,
                          std::optional<int> faces);

} // namespace umpire
