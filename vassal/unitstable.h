#pragma once

#include "result.h"

#include <map>
#include <optional>
#include <string>

namespace umpire::vassal {

// What a module's pieces do not say about the units they are, as the referee gives it: a CSV
// table with a header naming its columns, among piece (the piece's name, required), side,
// strength, type, corps and movement.
struct UnitFacts
{
    std::string side, type, corps;
    std::optional<int> strength, movement;
};

class UnitsTable
{
  public:
    // BadInput naming the file, the line and the column when a row does not read: an unknown
    // column, a strength or movement that is not a whole number from 0 to 1000000, a piece twice.
    static Result<UnitsTable> load(const std::string &path);
    static Result<UnitsTable> fromText(const std::string &text, const std::string &what);

    const UnitFacts *find(const std::string &piece) const;
    const std::map<std::string, UnitFacts> &rows() const { return m_rows; }
    std::size_t size() const { return m_rows.size(); }

  private:
    std::map<std::string, UnitFacts> m_rows;
};

} // namespace umpire::vassal
