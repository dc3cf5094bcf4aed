#pragma once

#include <string>
#include <vector>

namespace umpire::cli {

// Runs umpire-cli with its arguments (without the program name); returns the exit code:
// 0 success, 2 bad input, 3 bad data (a rule-data file or a journal).
int run(const std::vector<std::string> &args, const std::string &executable);

} // namespace umpire::cli
