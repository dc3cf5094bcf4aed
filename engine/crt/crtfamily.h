#pragma once

#include "crtevents.h"
#include "gamefamily.h"

namespace umpire::crt {

// The chart games as a family: NLB, NAW, BMW and a user's own ruleset, each a system whose id is
// its ruleset's. It plays every id no other family plays (a ruleset not found is refused when the
// game is opened), so the registry asks it last.
class Family final : public GameFamily
{
  public:
    // A program that asks the family knows its kinds of event.
    Family() { registerKinds(); }
    std::string id() const override { return "crt"; }
    bool plays(const std::string &) const override { return true; }
    Result<std::unique_ptr<GameModule>> open(umpire::Journal journal,
                                             const Dirs &dirs) const override;
    // The set-up is {"scenario": ID, "settings": {ID: VALUE}} (the settings chosen, the defaults
    // without), or {"sides", "orderOfBattle", "players", "turns", "map"} as game.h's GameSetup;
    // "title" and "seed" either way.
    Result<std::unique_ptr<GameModule>> create(const std::string &path, const std::string &system,
                                               const nlohmann::json &setup,
                                               const Dirs &dirs) const override;
    nlohmann::json systems(const Dirs &dirs) const override;
    // A map (hexmap.schema.json; a positions file is refused, it is checked with its map), a
    // scenario (with the ruleset it names), or else a ruleset.
    std::optional<Result<nlohmann::json>> checkDataFile(const std::string &path,
                                                        const nlohmann::json &doc,
                                                        const Dirs &dirs) const override;
};

} // namespace umpire::crt
