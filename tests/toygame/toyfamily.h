#pragma once

#include "gamefamily.h"
#include "toyevents.h"

namespace umpire::toy {

// The toy game as a family of its own: its systems are the toy rulesets of the rule-data folders
// (toy/ID.json); its set-up is {"title"}.
class Family final : public GameFamily
{
  public:
    Family() { registerKinds(); }
    std::string id() const override { return "toy"; }
    bool plays(const std::string &system) const override { return system == "tug"; }
    Result<std::unique_ptr<GameModule>> open(Journal journal, const Dirs &dirs) const override;
    Result<std::unique_ptr<GameModule>> create(const std::string &path, const std::string &system,
                                               const nlohmann::json &setup,
                                               const Dirs &dirs) const override;
    nlohmann::json systems(const Dirs &dirs) const override;
    std::optional<Result<nlohmann::json>> checkDataFile(const std::string &path,
                                                        const nlohmann::json &doc,
                                                        const Dirs &dirs) const override;
};

} // namespace umpire::toy
