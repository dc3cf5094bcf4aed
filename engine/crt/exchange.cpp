#include "exchange.h"

#include <algorithm>
#include <cstdint>

namespace umpire::crt {

std::vector<ExchangeOption> exchangeOptions(const std::vector<CombatUnit> &eligible, int loss,
                                            std::size_t maxOptions)
{
    int total = 0;
    for (const CombatUnit &unit : eligible)
        total += unit.strength;
    if (eligible.empty() || loss <= 0)
        return {};
    auto optionOf = [&](auto contains) {
        ExchangeOption option;
        for (std::size_t i = 0; i < eligible.size(); ++i)
            if (contains(i)) {
                option.units.push_back(eligible[i].id);
                option.strength += eligible[i].strength;
            }
        option.excess = option.strength - loss;
        return option;
    };
    if (total <= loss)
        return {optionOf([](std::size_t) { return true; })};

    std::vector<ExchangeOption> options;
    if (eligible.size() > maxExchangeUnits) {
        // Too many sets to list: strongest units first until the loss is met.
        std::vector<std::size_t> order(eligible.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return eligible[a].strength > eligible[b].strength;
        });
        std::vector<bool> chosen(eligible.size());
        int sum = 0;
        for (std::size_t i : order) {
            if (sum >= loss)
                break;
            chosen[i] = true;
            sum += eligible[i].strength;
        }
        return {optionOf([&](std::size_t i) { return bool(chosen[i]); })};
    }

    const std::uint32_t count = static_cast<std::uint32_t>(eligible.size());
    for (std::uint32_t mask = 1; mask < (1u << count); ++mask) {
        int sum = 0;
        int smallest = INT32_MAX;
        for (std::uint32_t i = 0; i < count; ++i)
            if (mask & (1u << i)) {
                sum += eligible[i].strength;
                smallest = std::min(smallest, eligible[i].strength);
            }
        // Irreducible: it reaches the loss, and would not without its weakest unit.
        if (sum >= loss && sum - smallest < loss)
            options.push_back(optionOf([&](std::size_t i) { return (mask & (1u << i)) != 0; }));
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const ExchangeOption &a, const ExchangeOption &b) {
                         if (a.excess != b.excess)
                             return a.excess < b.excess;
                         return a.units.size() < b.units.size();
                     });
    if (options.size() > maxOptions)
        options.resize(maxOptions);
    return options;
}

} // namespace umpire::crt
