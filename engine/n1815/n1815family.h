#pragma once

#include "gamefamily.h"
#include "n1815events.h"

namespace umpire::n1815 {

// Napoleon 1815 Returns as a game family: one system, "n1815", its data rulesdata/n1815.json.
class Family final : public GameFamily
{
  public:
    // A program that asks the family knows its kinds of event.
    Family() { registerKinds(); }
    std::string id() const override { return "n1815"; }
    bool plays(const std::string &system) const override;
    Result<std::unique_ptr<GameModule>> open(umpire::Journal journal,
                                             const Dirs &dirs) const override;
    // The set-up is {"title"}: every unit starts at its set-up location (N1815 7).
    Result<std::unique_ptr<GameModule>> create(const std::string &path, const std::string &system,
                                               const nlohmann::json &setup,
                                               const Dirs &dirs) const override;
    nlohmann::json systems(const Dirs &dirs) const override;
    // A document whose "$schema" is n1815.schema.json.
    std::optional<Result<nlohmann::json>> checkDataFile(const std::string &path,
                                                        const nlohmann::json &doc,
                                                        const Dirs &dirs) const override;
};

} // namespace umpire::n1815
