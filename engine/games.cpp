#include "games.h"

#include "crtmodule.h"
#include "n1815module.h"
#include "rulesetlibrary.h"
#include "vvmodule.h"

namespace umpire {

using nlohmann::json;

namespace {

json unverifiedJson(const std::vector<UnverifiedUse> &uses)
{
    json out = json::array();
    for (const UnverifiedUse &u : uses)
        out.push_back(u);
    return out;
}

} // namespace

Result<std::unique_ptr<GameModule>> GameRegistry::open(const std::string &path,
                                                       Journal::Mode mode) const
{
    Result<Journal> journal = Journal::open(path, mode);
    if (!journal)
        return journal.error();
    const std::string system = journal->header().ruleset;
    if (system == N1815Journal::rulesetId) {
        Result<N1815Data> data = N1815Data::find(m_dirs);
        if (!data)
            return data.error();
        Result<N1815Journal> game = N1815Journal::fromJournal(
            std::move(journal).value(), std::make_shared<const N1815Data>(std::move(data).value()));
        if (!game)
            return game.error();
        return std::unique_ptr<GameModule>(new N1815Module(std::move(game).value()));
    }
    if (system == vv::Journal::rulesetId) {
        Result<vv::Journal> battle = vv::Journal::fromJournal(std::move(journal).value(), m_dirs);
        if (!battle)
            return battle.error();
        return std::unique_ptr<GameModule>(new vv::Module(std::move(battle).value()));
    }
    RulesetLibrary library(m_dirs);
    Result<std::shared_ptr<const Ruleset>> ruleset = library.find(system);
    if (!ruleset)
        return ruleset.error();
    Result<Game> game = Game::fromJournal(std::move(journal).value(), *ruleset);
    if (!game)
        return game.error();
    return std::unique_ptr<GameModule>(new CrtModule(std::move(game).value()));
}

json GameRegistry::systems() const
{
    json list = json::array();
    RulesetLibrary library(m_dirs);
    for (const auto &[id, path] : library.available()) {
        Result<std::shared_ptr<const Ruleset>> r = library.find(id);
        if (!r) {
            list.push_back({{"id", id},
                            {"kind", "crt"},
                            {"file", path.string()},
                            {"error", r.error().message}});
            continue;
        }
        list.push_back({{"id", id},
                        {"kind", "crt"},
                        {"name", (*r)->name},
                        {"edition", (*r)->edition},
                        {"file", path.string()},
                        {"chartVerified", (*r)->crt.verified},
                        {"unverified", (*r)->allUnverified()}});
    }
    if (Result<N1815Data> n1815 = N1815Data::find(m_dirs); n1815)
        list.push_back({{"id", N1815Journal::rulesetId},
                        {"kind", "n1815"},
                        {"name", n1815->name},
                        {"edition", n1815->cite},
                        {"file", n1815->path},
                        {"unverified", unverifiedJson(n1815->allUnverified())}});
    else
        list.push_back(
            {{"id", N1815Journal::rulesetId}, {"kind", "n1815"}, {"error", n1815.error().message}});
    for (const std::string &id : vv::Game::gameIds()) {
        Result<vv::Game> game = vv::Game::find(id, m_dirs);
        if (!game) {
            list.push_back({{"id", id}, {"kind", "vaevictis"}, {"error", game.error().message}});
            continue;
        }
        list.push_back({{"id", id},
                        {"kind", "vaevictis"},
                        {"name", game->name},
                        {"edition", game->cite},
                        {"file", game->path},
                        {"unverified", unverifiedJson(game->allUnverified())}});
    }
    return list;
}

} // namespace umpire
