#pragma once

#include "gamefamily.h"
#include "gamemodule.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace umpire {

// The one registry of game systems: the only part of the engine that sees every game folder
// (engine/CMakeLists.txt). The faces open a journal here whatever its game, and list the systems
// Umpire referees. Each game family (gamefamily.h) answers for its own systems; the registry only
// asks them in turn, and holds no branch of its own per game.
class GameRegistry
{
  public:
    explicit GameRegistry(std::vector<std::filesystem::path> dirs) : m_dirs(std::move(dirs)) {}

    // Opens a journal as its game's module, chosen by the header's ruleset ("nlb", "naw", "bmw" or
    // a user's own chart game, "n1815", "vaevictis"); the file is opened once, with the replay
    // checkpoint beside it checked as `check` says (Journal::CheckpointCheck).
    Result<std::unique_ptr<GameModule>>
    open(const std::string &path, Journal::Mode mode = Journal::Mode::ReadWrite,
         Journal::CheckpointCheck check = Journal::CheckpointCheck::LastLine) const;

    // The family that plays a system id: "n1815", "vaevictis" (each Vae Victis game's id), an
    // enrolled family's, or "crt" (every other id: a chart game's ruleset, found or not).
    static const GameFamily &familyOf(const std::string &system);
    static std::string kindOf(const std::string &system) { return familyOf(system).id(); }
    // Every family, in the order they are asked: the enrolled ones, then the built-in ones
    // (games.cpp), the chart games last.
    static const std::vector<std::shared_ptr<const GameFamily>> &families();
    // Adds a family written outside the engine's folders (one line in that family's folder:
    // `static const bool enrolled = GameRegistry::enroll(std::make_shared<Family>());`); it is
    // asked before the built-in ones. True, so that line can initialize a constant.
    static bool enroll(std::shared_ptr<const GameFamily> family);

    // A new game of `system` (an id systems() lists) in a new journal at `path`; nothing is
    // written when the set-up is refused. `setup` is what the game starts with, as its family
    // says (crtfamily.h, n1815family.h, vvfamily.h); "title" and "seed" for every game.
    Result<std::unique_ptr<GameModule>> create(const std::string &path, const std::string &system,
                                               const nlohmann::json &setup) const;

    // Every game system with where its data comes from and its unverified values:
    // [{"id", "name", "kind": its family's id, "file", "edition", "chartVerified",
    //   "unverified": [...]}] — the chart games (nlb, naw, bmw and a user's own), Napoleon 1815
    // Returns and each Vae Victis game (la-grande-armee, los-gringos, rebel-yell, kepis-rouge), the
    // chart games first. A system whose data does not load is listed with its "error".
    nlohmann::json systems() const;

    // Checks one rule-data file of any game, of the kind its "$schema" names, by the family whose
    // kind it is (Vae Victis' data also by its "kind", "game" or "common"; a chart game's ruleset
    // when it names none): a ruleset, a map, a scenario (with the ruleset it names), Napoleon 1815
    // Returns' data, a Vae Victis game (with the common.json beside it) or their common file (with
    // each game beside it). Each kind is refused the way its loader refuses it, which is the same
    // for all (core/ruledata.h). A positions file is refused: it is checked with its map. On
    // success {"file", "kind", "id", "unverified": [...]}.
    Result<nlohmann::json> checkDataFile(const std::string &path) const;

    const std::vector<std::filesystem::path> &dirs() const { return m_dirs; }

  private:
    std::vector<std::filesystem::path> m_dirs;
};

} // namespace umpire
