#pragma once

#include "result.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace umpire::cli {

// Parsed "--name value", "--name=value" and "--flag" options of one command, and its positional
// arguments.
class CliOptions
{
  public:
    // Refuses unknown options and missing values, naming them.
    static Result<CliOptions> parse(const std::vector<std::string> &args,
                                    const std::set<std::string> &valueOptions,
                                    const std::set<std::string> &flags);

    bool has(const std::string &name) const { return m_values.count(name) != 0; }
    std::optional<std::string> value(const std::string &name) const;
    std::vector<std::string> values(const std::string &name) const;
    const std::vector<std::string> &positional() const { return m_positional; }
    std::vector<std::string> names() const; // every option given

    // --name N as a whole number, refusing anything else.
    Result<std::optional<long long>> integer(const std::string &name) const;

  private:
    std::map<std::string, std::vector<std::string>> m_values;
    std::vector<std::string> m_positional;
};

// "13,4,4" as whole numbers; the option name goes in the error.
Result<std::vector<long long>> parseIntegerList(const std::string &text, const std::string &option);
Result<long long> parseInteger(const std::string &text, const std::string &what);

} // namespace umpire::cli
