#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire::vassal {

// Reads a list of values as VASSAL writes them into one string (its SequenceEncoder, read in
// VASSAL's own source): the values joined by a delimiter, a delimiter inside a value written with a
// backslash before it, a value that begins with a backslash or is between single quotes written
// between single quotes. A piece's traits, a grid's attributes, a layer's images are lists of this
// kind, lists within lists.
class SequenceDecoder
{
  public:
    SequenceDecoder(std::string_view value, char delimiter);

    bool hasMore() const { return m_value.has_value(); }
    // The next value; "" once none are left (as an empty value reads).
    std::string next();
    // The next value, or `fallback` when none are left.
    std::string next(const std::string &fallback);
    // The next value as a whole number, or `fallback` when none are left or it is not one (it is
    // consumed all the same, as VASSAL does).
    int nextInt(int fallback);
    double nextDouble(double fallback);
    // "true" is true; anything else false; `fallback` when none are left.
    bool nextBool(bool fallback);

  private:
    std::optional<std::string> m_value;
    char m_delimiter;
    std::size_t m_start = 0;
};

// Every value of such a list.
std::vector<std::string> sequenceValues(std::string_view value, char delimiter);

} // namespace umpire::vassal
