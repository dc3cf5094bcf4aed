#pragma once

#include "odds.h"

#include <optional>
#include <string>
#include <vector>

namespace umpire::crt {

// One column of a chart: the results by die face, or an automatic result (BMW: 6-1 or more is DL).
struct ChartColumn
{
    Odds odds;
    std::vector<std::string> results; // index 0 is die 1; empty for an automatic column
    std::string automatic;            // result code of an automatic column
    std::string rule;                 // for automatic columns: the rule that gives them

    bool isAutomatic() const { return !automatic.empty(); }
};

// A Combat Results Table: its columns in ascending odds, automatic end columns included.
class CombatResultsTable
{
  public:
    std::vector<ChartColumn> columns;
    std::string rule;
    bool verified = true;
    std::string source;
    std::string userAction;

    // The highest column at or below the odds (rounded for the defender); 0 when the odds are below
    // every column.
    std::size_t indexFor(Odds odds) const;
    std::optional<std::size_t> indexOf(Odds odds) const;
    // Column label as shown to players: "6-1 or more" for an automatic top column.
    std::string columnName(std::size_t index) const;
    const std::string &lookup(std::size_t index, int die) const;

    // Each result of a column with the number of die faces that give it, in die order.
    struct Share
    {
        std::string code;
        int faces = 0;
    };
    std::vector<Share> shares(std::size_t index, int dieFaces) const;
};

} // namespace umpire::crt
