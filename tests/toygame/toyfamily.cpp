#include "toyfamily.h"

#include "games.h"
#include "toymodule.h"

namespace umpire::toy {

// The one line that makes the toy one of the registry's games.
[[maybe_unused]] static const bool enrolled = GameRegistry::enroll(std::make_shared<Family>());

Result<std::unique_ptr<GameModule>> Family::open(Journal journal, const Dirs &dirs) const
{
    Result<Rules> rules = findRules(journal.header().ruleset, dirs);
    if (!rules)
        return rules.error();
    return std::unique_ptr<GameModule>(
        std::make_unique<Module>(std::move(journal), std::move(rules).value()));
}

Result<std::unique_ptr<GameModule>> Family::create(const std::string &path,
                                                   const std::string &system,
                                                   const nlohmann::json &setup,
                                                   const Dirs &dirs) const
{
    Result<Rules> rules = findRules(system, dirs);
    if (!rules)
        return rules.error();
    JournalHeader header;
    header.ruleset = rules->id;
    header.title = setup.is_object() ? setup.value("title", "") : "";
    nlohmann::json sides = nlohmann::json::array();
    for (const auto &[id, name] : rules->sides)
        sides.push_back({{"id", id}, {"name", name}});
    Result<Journal> journal =
        Journal::create(path, header, {{EventKind::GameCreated, {{"sides", sides}}}});
    if (!journal)
        return journal.error();
    return std::unique_ptr<GameModule>(
        std::make_unique<Module>(std::move(journal).value(), std::move(rules).value()));
}

nlohmann::json Family::systems(const Dirs &dirs) const
{
    Result<Rules> rules = findRules("tug", dirs);
    if (!rules)
        return nlohmann::json::array(
            {{{"id", "tug"}, {"kind", id()}, {"error", rules.error().message}}});
    return nlohmann::json::array({{{"id", rules->id},
                                   {"kind", id()},
                                   {"name", rules->name},
                                   {"edition", rules->edition},
                                   {"file", rules->file},
                                   {"unverified", nlohmann::json::array()}}});
}

std::optional<Result<nlohmann::json>>
Family::checkDataFile(const std::string &path, const nlohmann::json &doc, const Dirs &) const
{
    if (schemaOf(doc) != "toy-ruleset")
        return std::nullopt;
    Result<Rules> rules = readRules(path);
    if (!rules)
        return Result<nlohmann::json>(rules.error());
    return Result<nlohmann::json>(checkedDataFile(path, "toy ruleset", rules->id, {}));
}

} // namespace umpire::toy
