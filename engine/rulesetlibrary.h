#pragma once

#include "ruleset.h"
#include "scenario.h"

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace umpire {

// Where rule data is found, first match wins: --rulesdata DIR, $UMPIRE_RULESDATA, the user's data
// folder ($XDG_DATA_HOME/umpire/rulesdata), then the copy shipped with the program. A ruleset "x"
// lives in "x.json", so a user's corrected copy of a file replaces the shipped one.
class RulesetLibrary
{
  public:
    // The search path for a given --rulesdata (may be empty) and the running executable's path.
    static std::vector<std::filesystem::path> searchPath(const std::string &explicitDir,
                                                         const std::filesystem::path &executable);
    static std::filesystem::path userDataDir();

    explicit RulesetLibrary(std::vector<std::filesystem::path> dirs) : m_dirs(std::move(dirs)) {}

    // BadInput when no folder holds the ruleset; BadData when its file is wrong.
    Result<std::shared_ptr<const Ruleset>> find(const std::string &id) const;
    // Every ruleset id, each with the file that wins for it.
    std::map<std::string, std::filesystem::path> available() const;
    // A scenario, from a scenarios/ folder of the same search path, checked against its ruleset.
    Result<Scenario> findScenario(const std::string &id) const;
    std::map<std::string, std::filesystem::path> availableScenarios() const;
    const std::vector<std::filesystem::path> &dirs() const { return m_dirs; }

  private:
    std::vector<std::filesystem::path> m_dirs;
    mutable std::map<std::string, std::shared_ptr<const Ruleset>> m_cache;
};

} // namespace umpire
