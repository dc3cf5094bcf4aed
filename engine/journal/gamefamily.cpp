#include "gamefamily.h"

namespace umpire {

nlohmann::json unverifiedList(const std::vector<UnverifiedUse> &uses)
{
    nlohmann::json out = nlohmann::json::array();
    for (const UnverifiedUse &u : uses)
        out.push_back(u);
    return out;
}

nlohmann::json checkedDataFile(const std::string &path, const std::string &kind,
                               const std::string &id, const std::vector<UnverifiedUse> &unverified)
{
    return {{"file", path}, {"kind", kind}, {"id", id}, {"unverified", unverifiedList(unverified)}};
}

std::string schemaOf(const nlohmann::json &doc)
{
    const nlohmann::json name = doc.is_object() ? doc.value("$schema", nlohmann::json()) : nullptr;
    return name.is_string() ? name.get<std::string>() : std::string();
}

} // namespace umpire
