#pragma once

#include "explanation.h"
#include "gamemodule.h"
#include "journal.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

// A family of game systems refereed by one engine folder (the chart games, Napoleon 1815 Returns,
// the Vae Victis games): what the registry (engine/games.h) asks of it to open, make, list and
// check that family's games, so the registry itself has no branch per game. A family is written
// in its own folder and registered by one line (games.cpp, or GameRegistry::enroll for one built
// outside the engine).
class GameFamily
{
  public:
    using Dirs = std::vector<std::filesystem::path>;
    virtual ~GameFamily() = default;

    // The family's name as GameRegistry::systems() and familyOf() give it: "crt", "n1815"...
    virtual std::string id() const = 0;
    // Whether `system` (a journal header's ruleset, an id systems() lists) is one of this family's.
    virtual bool plays(const std::string &system) const = 0;
    // Opens a journal of one of its systems as that game's module.
    virtual Result<std::unique_ptr<GameModule>> open(Journal journal, const Dirs &dirs) const = 0;
    // A new game of `system` in a new journal at `path`, from the set-up GameRegistry::create
    // describes; nothing is written when the set-up is refused.
    virtual Result<std::unique_ptr<GameModule>> create(const std::string &path,
                                                       const std::string &system,
                                                       const nlohmann::json &setup,
                                                       const Dirs &dirs) const = 0;
    // Its systems, each {"id", "kind", "name", "edition", "file", "unverified"} (or "error" when
    // its data does not load).
    virtual nlohmann::json systems(const Dirs &dirs) const = 0;
    // Checks a rule-data document of one of its kinds (`doc`, read from `path`); nothing when the
    // document is none of its (GameRegistry::checkDataFile).
    virtual std::optional<Result<nlohmann::json>>
    checkDataFile(const std::string &path, const nlohmann::json &doc, const Dirs &dirs) const = 0;
};

// What checkDataFile answers for a file that loads: {"file", "kind", "id", "unverified"}.
nlohmann::json checkedDataFile(const std::string &path, const std::string &kind,
                               const std::string &id, const std::vector<UnverifiedUse> &unverified);
// Stand-ins used, as systems() and checkDataFile list them.
nlohmann::json unverifiedList(const std::vector<UnverifiedUse> &uses);
// A document's "$schema", or "" when it names none.
std::string schemaOf(const nlohmann::json &doc);

} // namespace umpire
