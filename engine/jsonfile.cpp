#include "jsonfile.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

namespace umpire {

using nlohmann::json;

Result<json> readJsonFile(const std::string &path, const std::string &what)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return badInput(path + ": cannot read the " + what + " (no such file, or not a file)");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return badInput(path + ": cannot read the " + what + " (no such readable file)");
    std::stringstream text;
    text << in.rdbuf();
    // Each open object's keys so far, and the key under which each object was opened.
    std::vector<std::set<std::string>> keys;
    std::vector<std::string> where;
    std::string duplicate;
    const json::parser_callback_t noDuplicates = [&](int, json::parse_event_t event, json &parsed) {
        if (event == json::parse_event_t::object_start) {
            keys.emplace_back();
            where.emplace_back();
        } else if (event == json::parse_event_t::object_end) {
            keys.pop_back();
            where.pop_back();
        } else if (event == json::parse_event_t::key) {
            const std::string key = parsed.get<std::string>();
            if (!keys.back().insert(key).second && duplicate.empty()) {
                json::json_pointer pointer;
                for (std::size_t i = 0; i + 1 < where.size(); ++i)
                    pointer /= where[i];
                duplicate = path + ": at " +
                            (pointer.empty() ? std::string("the top level") : pointer.to_string()) +
                            ": each key once, but \"" + key + "\" is given twice";
            }
            where.back() = key;
        }
        return true;
    };
    json document;
    try {
        // With exceptions on: the parse error says where, and a number like 1e400 throws anyway.
        document = json::parse(text.str(), noDuplicates, true);
    } catch (const json::exception &e) {
        return badData(path + ": not valid JSON: " + e.what());
    }
    if (!duplicate.empty())
        return badData(duplicate);
    return document;
}

} // namespace umpire
