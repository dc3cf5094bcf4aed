#pragma once

#include "message.h"
#include "result.h"

#include <string>

namespace umpire::crt {

// An odds column such as 3-1 or 1-2, ordered by rank: 1-1 is 0, n-1 is n-1, 1-n is -(n-1).
class Odds
{
  public:
    Odds() = default;
    static Odds fromRank(int rank);
    static Result<Odds> parse(const std::string &label);

    // NLB 7.0: the ratio of attack to defence strength, rounded down, always in favour of the
    // defender.
    static Odds roundedForDefender(int attack, int defence);

    int rank() const { return m_rank; }
    std::string label() const;
    bool operator==(const Odds &other) const = default;
    auto operator<=>(const Odds &other) const = default;

  private:
    explicit Odds(int rank) : m_rank(rank) {}
    int m_rank = 0;
};

// "13 to 4 is 3.25 to 1": the exact ratio, for explanations.
std::string describeRatio(int attack, int defence);
Message ratioMessage(int attack, int defence); // describeRatio() as a message

} // namespace umpire::crt
