#include "journalfile.h"

#include "jsonfile.h"

#include <sys/stat.h>

#include <fstream>

namespace umpire {

bool isJournalFile(const std::string &path)
{
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return false;
    constexpr std::size_t firstLineLimit = 64 * 1024;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::string line(firstLineLimit, '\0');
    in.read(line.data(), static_cast<std::streamsize>(line.size()));
    line.resize(static_cast<std::size_t>(in.gcount()));
    if (const std::size_t end = line.find('\n'); end != std::string::npos)
        line.resize(end);
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    const Result<nlohmann::json> header = parseJsonText(line, path);
    if (!header || !header->is_object())
        return false;
    const nlohmann::json &doc = *header;
    if (doc.contains("format") && doc["format"] == "umpire-journal")
        return true;
    return doc.contains("version") && doc["version"].is_number_integer() && doc.contains("ruleset");
}

} // namespace umpire
