#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace umpire {

// Where rule data is found, first match wins: --rulesdata DIR, $UMPIRE_RULESDATA (folders separated
// by ':'), the user's data folder ($XDG_DATA_HOME/umpire/rulesdata), then the copy shipped with the
// program (PREFIX/share/umpire/rulesdata beside PREFIX/bin). A file of the same name earlier in the
// path wins, so a user's corrected copy replaces the shipped one. Every game's data is looked up
// this way.
std::vector<std::filesystem::path> ruleDataSearchPath(const std::string &explicitDir,
                                                      const std::filesystem::path &executable);
// An id for rule data made from a name (a map's, a module's): lower case letters and digits, a
// dash for every run of anything else, starting with a letter ("Ligny 1815" is "ligny-1815"); "map"
// when the name gives none.
std::string ruleDataId(const std::string &name);

// The user's own rule-data folder (empty when neither XDG_DATA_HOME nor HOME is set).
std::filesystem::path userRuleDataDir();

} // namespace umpire
