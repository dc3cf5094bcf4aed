#include "n1815family.h"

#include "n1815journal.h"
#include "n1815module.h"

namespace umpire::n1815 {

using nlohmann::json;

namespace {

Result<std::shared_ptr<const Data>> dataIn(const GameFamily::Dirs &dirs)
{
    Result<Data> data = Data::find(dirs);
    if (!data)
        return data.error();
    return std::make_shared<const Data>(std::move(data).value());
}

} // namespace

bool Family::plays(const std::string &system) const
{
    return system == Journal::rulesetId;
}

Result<std::unique_ptr<GameModule>> Family::open(umpire::Journal journal, const Dirs &dirs) const
{
    Result<std::shared_ptr<const Data>> data = dataIn(dirs);
    if (!data)
        return data.error();
    Result<Journal> game = Journal::fromJournal(std::move(journal), *data);
    if (!game)
        return game.error();
    return std::unique_ptr<GameModule>(new Module(std::move(game).value()));
}

Result<std::unique_ptr<GameModule>> Family::create(const std::string &path, const std::string &,
                                                   const json &setup, const Dirs &dirs) const
{
    Result<std::shared_ptr<const Data>> data = dataIn(dirs);
    if (!data)
        return data.error();
    Result<Journal> game = Journal::create(path, *data, setup.value("title", std::string()));
    if (!game)
        return game.error();
    return std::unique_ptr<GameModule>(new Module(std::move(game).value()));
}

json Family::systems(const Dirs &dirs) const
{
    Result<Data> rules = Data::find(dirs);
    if (!rules)
        return json::array(
            {{{"id", Journal::rulesetId}, {"kind", id()}, {"error", rules.error().message}}});
    return json::array({{{"id", Journal::rulesetId},
                         {"kind", id()},
                         {"name", rules->name},
                         {"edition", rules->cite},
                         {"file", rules->path},
                         {"unverified", unverifiedList(rules->allUnverified())}}});
}

std::optional<Result<json>> Family::checkDataFile(const std::string &path, const json &doc,
                                                  const Dirs &) const
{
    if (!schemaOf(doc).ends_with("n1815.schema.json"))
        return std::nullopt;
    Result<Data> data = Data::fromJson(doc, path);
    if (!data)
        return Result<json>(data.error());
    return Result<json>(checkedDataFile(path, id(), Journal::rulesetId, data->allUnverified()));
}

} // namespace umpire::n1815
