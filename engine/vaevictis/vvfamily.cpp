#include "vvfamily.h"

#include "roll.h"
#include "vaevictisdata.h"
#include "vvjournal.h"
#include "vvmodule.h"

#include <algorithm>

namespace umpire::vv {

using nlohmann::json;

bool Family::plays(const std::string &system) const
{
    const std::vector<std::string> &games = Game::gameIds();
    return system == Journal::rulesetId ||
           std::find(games.begin(), games.end(), system) != games.end();
}

Result<std::unique_ptr<GameModule>> Family::open(umpire::Journal journal, const Dirs &dirs) const
{
    Result<Journal> battle = Journal::fromJournal(std::move(journal), dirs);
    if (!battle)
        return battle.error();
    return std::unique_ptr<GameModule>(new Module(std::move(battle).value()));
}

Result<std::unique_ptr<GameModule>> Family::create(const std::string &path,
                                                   const std::string &system, const json &setup,
                                                   const Dirs &dirs) const
{
    Result<Game> game = Game::find(system, dirs);
    if (!game)
        return game.error();
    const json seed = setup.value("seed", json());
    Result<Journal> battle = Journal::create(
        path, std::make_shared<const Game>(std::move(game).value()),
        setup.value("title", std::string()), setup.value("corps", json::array()),
        seed.is_number_unsigned() ? seed.get<std::uint64_t>() : DiceGenerator::freshSeed());
    if (!battle)
        return battle.error();
    return std::unique_ptr<GameModule>(new Module(std::move(battle).value()));
}

json Family::systems(const Dirs &dirs) const
{
    json list = json::array();
    for (const std::string &game : Game::gameIds()) {
        Result<Game> found = Game::find(game, dirs);
        if (!found) {
            list.push_back({{"id", game}, {"kind", id()}, {"error", found.error().message}});
            continue;
        }
        list.push_back({{"id", game},
                        {"kind", id()},
                        {"name", found->name},
                        {"edition", found->cite},
                        {"file", found->path},
                        {"unverified", unverifiedList(found->allUnverified())}});
    }
    return list;
}

std::optional<Result<json>> Family::checkDataFile(const std::string &path, const json &doc,
                                                  const Dirs &) const
{
    const json kind = doc.is_object() ? doc.value("kind", json()) : json();
    if (!schemaOf(doc).ends_with("vaevictis.schema.json") && kind != "game" && kind != "common")
        return std::nullopt;
    // A game's data is only whole with the common file; the common file is checked with every
    // game beside it.
    const std::filesystem::path dir = std::filesystem::path(path).parent_path();
    const bool common = kind == "common";
    std::vector<UnverifiedUse> unverified;
    std::string checked = common ? "common" : "";
    for (const std::string &game : Game::gameIds()) {
        const std::string gamePath = common ? (dir / (game + ".json")).string() : path;
        std::error_code error;
        if (common && !std::filesystem::is_regular_file(gamePath, error))
            continue;
        Result<Game> loaded = Game::load(gamePath, common ? path : (dir / "common.json").string());
        if (!loaded)
            return Result<json>(loaded.error());
        const std::vector<UnverifiedUse> uses = loaded->allUnverified();
        unverified.insert(unverified.end(), uses.begin(), uses.end());
        if (!common) {
            checked = loaded->id;
            break;
        }
    }
    return Result<json>(checkedDataFile(path, id(), checked, unverified));
}

} // namespace umpire::vv
