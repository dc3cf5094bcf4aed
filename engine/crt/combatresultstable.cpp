#include "combatresultstable.h"

#include <cassert>

namespace umpire::crt {

std::size_t CombatResultsTable::indexFor(Odds odds) const
{
    std::size_t index = 0;
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (columns[i].odds <= odds)
            index = i;
    return index;
}

std::optional<std::size_t> CombatResultsTable::indexOf(Odds odds) const
{
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (columns[i].odds == odds)
            return i;
    return std::nullopt;
}

std::string CombatResultsTable::columnName(std::size_t index) const
{
    const ChartColumn &column = columns.at(index);
    if (!column.isAutomatic())
        return column.odds.label();
    return column.odds.label() + (index == 0 ? " or worse" : " or better");
}

const std::string &CombatResultsTable::lookup(std::size_t index, int die) const
{
    const ChartColumn &column = columns.at(index);
    assert(!column.isAutomatic());
    return column.results.at(static_cast<std::size_t>(die - 1));
}

std::vector<CombatResultsTable::Share> CombatResultsTable::shares(std::size_t index,
                                                                  int dieFaces) const
{
    const ChartColumn &column = columns.at(index);
    if (column.isAutomatic())
        return {{column.automatic, dieFaces}};
    std::vector<Share> result;
    for (const std::string &code : column.results) {
        auto it = result.begin();
        while (it != result.end() && it->code != code)
            ++it;
        if (it == result.end())
            result.push_back({code, 1});
        else
            ++it->faces;
    }
    return result;
}

} // namespace umpire::crt
