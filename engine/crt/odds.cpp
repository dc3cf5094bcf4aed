#include "odds.h"

#include <cassert>
#include <cstdio>

namespace umpire::crt {

Odds Odds::fromRank(int rank)
{
    return Odds(rank);
}

Result<Odds> Odds::parse(const std::string &label)
{
    // Exactly N-1 or 1-N with plain digits and no leading zero.
    const std::size_t dash = label.find('-');
    auto number = [](const std::string &digits) {
        if (digits.empty() || digits.size() > 4 || digits[0] == '0')
            return 0;
        int n = 0;
        for (char c : digits) {
            if (c < '0' || c > '9')
                return 0;
            n = n * 10 + (c - '0');
        }
        return n;
    };
    const int a = dash == std::string::npos ? 0 : number(label.substr(0, dash));
    const int b = dash == std::string::npos ? 0 : number(label.substr(dash + 1));
    if (a < 1 || b < 1 || (a != 1 && b != 1))
        return badInput(
            msg("\"%1\" is not an odds column: expected N-1 or 1-N, like 3-1 or 1-2", {label}));
    return Odds(a >= b ? a - 1 : -(b - 1));
}

Odds Odds::roundedForDefender(int attack, int defence)
{
    assert(attack > 0 && defence > 0); // requests refuse strengths under 1, and halving rounds up
    if (attack >= defence)
        return Odds(attack / defence - 1);
    // 1-n with n the smallest whole number at or above defence/attack: the defender's side of the
    // ratio.
    const int n = (defence + attack - 1) / attack;
    return Odds(-(n - 1));
}

std::string Odds::label() const
{
    return m_rank >= 0 ? std::to_string(m_rank + 1) + "-1" : "1-" + std::to_string(1 - m_rank);
}

std::string describeRatio(int attack, int defence)
{
    return ratioMessage(attack, defence).text();
}

Message ratioMessage(int attack, int defence)
{
    char buffer[32];
    if (attack >= defence) {
        std::snprintf(buffer, sizeof buffer, "%.4g", static_cast<double>(attack) / defence);
        return msg("%1 to %2 is %3 to 1",
                   {std::to_string(attack), std::to_string(defence), buffer});
    }
    std::snprintf(buffer, sizeof buffer, "%.4g", static_cast<double>(defence) / attack);
    return msg("%1 to %2 is 1 to %3", {std::to_string(attack), std::to_string(defence), buffer});
}

} // namespace umpire::crt
