#include "games.h"

#include "crtfamily.h"
#include "jsonfile.h"
#include "n1815family.h"
#include "vvfamily.h"

namespace umpire {

using nlohmann::json;

namespace {

std::vector<std::shared_ptr<const GameFamily>> &registered()
{
    // One line per family of the engine; the chart games last, as they play every other id.
    static std::vector<std::shared_ptr<const GameFamily>> families = {
        std::make_shared<n1815::Family>(),
        std::make_shared<vv::Family>(),
        std::make_shared<crt::Family>(),
    };
    return families;
}

} // namespace

const std::vector<std::shared_ptr<const GameFamily>> &GameRegistry::families()
{
    return registered();
}

bool GameRegistry::enroll(std::shared_ptr<const GameFamily> family)
{
    registered().insert(registered().begin(), std::move(family));
    return true;
}

const GameFamily &GameRegistry::familyOf(const std::string &system)
{
    for (const std::shared_ptr<const GameFamily> &family : families())
        if (family->plays(system))
            return *family;
    return *families().back(); // the chart games, which play every id
}

Result<std::unique_ptr<GameModule>> GameRegistry::open(const std::string &path, Journal::Mode mode,
                                                       Journal::CheckpointCheck check) const
{
    Result<Journal> journal = Journal::open(path, mode, readCheckpoint(path), check);
    if (!journal)
        return journal.error();
    const GameFamily &family = familyOf(journal->header().ruleset);
    return family.open(std::move(journal).value(), m_dirs);
}

Result<std::unique_ptr<GameModule>>
GameRegistry::create(const std::string &path, const std::string &system, const json &setup) const
{
    if (!setup.is_object())
        return badInput(msg("a game's set-up is a JSON object"));
    return familyOf(system).create(path, system, setup, m_dirs);
}

json GameRegistry::systems() const
{
    json list = json::array();
    // The chart games first, as they always were listed; then the others in their order.
    const std::vector<std::shared_ptr<const GameFamily>> &all = families();
    for (const json &system : all.back()->systems(m_dirs))
        list.push_back(system);
    for (std::size_t i = 0; i + 1 < all.size(); ++i)
        for (const json &system : all[i]->systems(m_dirs))
            list.push_back(system);
    return list;
}

Result<json> GameRegistry::checkDataFile(const std::string &path) const
{
    Result<json> document = readJsonFile(path, "rule-data file");
    if (!document)
        return document.error();
    for (const std::shared_ptr<const GameFamily> &family : families())
        if (std::optional<Result<json>> checked = family->checkDataFile(path, *document, m_dirs))
            return *checked;
    return badInput(msg("%1: no game's rule data", {path})); // the chart games take any document
}

} // namespace umpire
