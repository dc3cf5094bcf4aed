#pragma once

#include "gamefamily.h"
#include "vvevents.h"

namespace umpire::vv {

// The Vae Victis games as a family: one system per game (la-grande-armee, los-gringos...), each a
// battle of corps kept in a journal whose ruleset is "vaevictis".
class Family final : public GameFamily
{
  public:
    // A program that asks the family knows its kinds of event.
    Family() { registerKinds(); }
    std::string id() const override { return "vaevictis"; }
    // A game's id, or the journal's "vaevictis".
    bool plays(const std::string &system) const override;
    Result<std::unique_ptr<GameModule>> open(umpire::Journal journal,
                                             const Dirs &dirs) const override;
    // The set-up is {"title", "corps": [{"army", "name", "points"}], "seed"}.
    Result<std::unique_ptr<GameModule>> create(const std::string &path, const std::string &system,
                                               const nlohmann::json &setup,
                                               const Dirs &dirs) const override;
    nlohmann::json systems(const Dirs &dirs) const override;
    // A game's data ("$schema" vaevictis.schema.json, or "kind": "game") with the common file
    // beside it, or the common file ("kind": "common") with every game beside it.
    std::optional<Result<nlohmann::json>> checkDataFile(const std::string &path,
                                                        const nlohmann::json &doc,
                                                        const Dirs &dirs) const override;
};

} // namespace umpire::vv
