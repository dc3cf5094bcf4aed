#pragma once

#include "gamemodule.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace umpire {

// The one registry of game systems: the only part of the engine that sees every game folder
// (engine/CMakeLists.txt). The faces open a journal here whatever its game, and list the systems
// Umpire referees.
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

    // Which kind of game a system id names: "n1815", "vaevictis" (each Vae Victis game's id) or
    // "crt" (every other id: a chart game's ruleset, found or not).
    static std::string kindOf(const std::string &system);

    // A new game of `system` (an id systems() lists) in a new journal at `path`; nothing is
    // written when the set-up is refused. `setup` is what the game starts with:
    //   a chart game:     {"scenario": ID, "settings": {ID: VALUE}} (scenarios/; the settings
    //                     chosen, the defaults without), or {"sides", "orderOfBattle", "players",
    //                     "turns"} as game.h's GameSetup; "title" and "seed" either way
    //   "n1815":          {"title"}
    //   a Vae Victis game (la-grande-armee...): {"title", "corps": [{"army", "name", "points"}],
    //                     "seed"}
    Result<std::unique_ptr<GameModule>> create(const std::string &path, const std::string &system,
                                               const nlohmann::json &setup) const;

    // Every game system with where its data comes from and its unverified values:
    // [{"id", "name", "kind": "crt"|"n1815"|"vaevictis", "file", "edition", "chartVerified",
    //   "unverified": [...]}] — the chart games (nlb, naw, bmw and a user's own), Napoleon 1815
    // Returns and each Vae Victis game (la-grande-armee, los-gringos, rebel-yell, kepis-rouge). A
    // system whose data does not load is listed with its "error".
    nlohmann::json systems() const;

    // Checks one rule-data file of any game, of the kind its "$schema" names (Vae Victis' data also
    // by its "kind", "game" or "common"; a chart game's ruleset when it names none): a ruleset, a
    // map, a scenario (with the ruleset it names), Napoleon 1815 Returns' data, a Vae Victis game
    // (with the common.json beside it) or their common file (with each game beside it). Each kind
    // is refused the way its loader refuses it, which is the same for all (core/ruledata.h). A
    // positions file is refused: it is checked with its map. On success {"file", "kind", "id",
    // "unverified": [...]}.
    Result<nlohmann::json> checkDataFile(const std::string &path) const;

    const std::vector<std::filesystem::path> &dirs() const { return m_dirs; }

  private:
    std::vector<std::filesystem::path> m_dirs;
};

} // namespace umpire
