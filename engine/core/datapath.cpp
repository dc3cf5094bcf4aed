#include "datapath.h"

#include <cctype>

#include <algorithm>
#include <cstdlib>

namespace umpire {

namespace fs = std::filesystem;

fs::path userRuleDataDir()
{
    if (const char *xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return fs::path(xdg) / "umpire" / "rulesdata";
    if (const char *home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".local" / "share" / "umpire" / "rulesdata";
    return {};
}

std::vector<fs::path> ruleDataSearchPath(const std::string &explicitDir, const fs::path &executable)
{
    std::vector<fs::path> dirs;
    if (!explicitDir.empty())
        dirs.emplace_back(explicitDir);
    if (const char *env = std::getenv("UMPIRE_RULESDATA"); env && *env) {
        std::string list = env;
        for (std::size_t start = 0; start <= list.size();) {
            const std::size_t colon = std::min(list.find(':', start), list.size());
            if (colon > start)
                dirs.emplace_back(list.substr(start, colon - start));
            start = colon + 1;
        }
    }
    if (fs::path user = userRuleDataDir(); !user.empty())
        dirs.push_back(user);
    if (!executable.empty())
        dirs.push_back(executable.parent_path().parent_path() / "share" / "umpire" / "rulesdata");
    return dirs;
}

std::string ruleDataId(const std::string &name)
{
    std::string id;
    for (char c : name) {
        const char l = char(std::tolower(static_cast<unsigned char>(c)));
        if ((l >= 'a' && l <= 'z') || (l >= '0' && l <= '9'))
            id += l;
        else if (!id.empty() && id.back() != '-')
            id += '-';
    }
    while (!id.empty() && id.back() == '-')
        id.pop_back();
    if (!id.empty() && !(id.front() >= 'a' && id.front() <= 'z'))
        id = "map-" + id;
    return id.empty() ? std::string("map") : id;
}

} // namespace umpire
