#include "toyrules.h"

#include "compensation.h"
#include "jsonfile.h"
#include "toyevents.h"

namespace umpire::toy {

std::string Rules::sideName(const std::string &sideId) const
{
    for (const auto &[id, name] : sides)
        if (id == sideId)
            return name;
    return sideId;
}

Result<Rules> readRules(const std::string &path)
{
    Result<nlohmann::json> doc = readJsonFile(path, "toy ruleset");
    if (!doc)
        return doc.error();
    const nlohmann::json &d = *doc;
    const auto bad = [&](const std::string &what) { return badData(msg("%1: %2", {path, what})); };
    if (!d.is_object() || d.value("$schema", "") != "toy-ruleset")
        return bad("not a toy ruleset (\"$schema\": \"toy-ruleset\")");
    Rules rules;
    rules.file = path;
    for (const char *key : {"id", "name"})
        if (!d.contains(key) || !d[key].is_string() || d[key].get<std::string>().empty())
            return bad(std::string("/") + key + ": expected a string");
    rules.id = d["id"].get<std::string>();
    rules.name = d["name"].get<std::string>();
    rules.edition = d.value("edition", "");
    if (!d.contains("sides") || !d["sides"].is_array() || d["sides"].size() != 2)
        return bad("/sides: expected the two sides");
    for (const nlohmann::json &side : d["sides"]) {
        if (!side.is_object() || !side.contains("id") || !side["id"].is_string() ||
            !side.contains("name") || !side["name"].is_string())
            return bad("/sides: expected {\"id\", \"name\"} for each side");
        rules.sides.emplace_back(side["id"].get<std::string>(), side["name"].get<std::string>());
    }
    if (!d.contains("pullsToWin") || !d["pullsToWin"].is_number_integer() ||
        d["pullsToWin"].get<int>() < 1 || d["pullsToWin"].get<int>() > 100)
        return bad("/pullsToWin: expected a whole number from 1 to 100");
    rules.pullsToWin = d["pullsToWin"].get<int>();
    return rules;
}

Result<Rules> findRules(const std::string &id, const std::vector<std::filesystem::path> &dirs)
{
    for (const std::filesystem::path &dir : dirs) {
        const std::filesystem::path file = dir / "toy" / (id + ".json");
        std::error_code error;
        if (std::filesystem::is_regular_file(file, error))
            return readRules(file.string());
    }
    return badData(msg("the toy game \"%1\" is in none of the rule-data folders", {id}));
}

Rope ropeOf(const Rules &rules, const std::vector<JournalEvent> &events, std::uint64_t atSeq)
{
    Rope rope;
    const std::set<std::uint64_t> gone = compensatedEvents(events, atSeq);
    for (const JournalEvent &e : events) {
        if (e.seq > atSeq)
            break;
        if (e.kind != kinds::Pulled || gone.count(e.seq) || !rope.winner.empty())
            continue;
        const std::string side = e.data.value("side", "");
        ++rope.pulls[side];
        ++rope.counted;
        rope.position += !rules.sides.empty() && side == rules.sides[0].first ? 1 : -1;
        if (rope.position >= rules.pullsToWin)
            rope.winner = rules.sides[0].first;
        else if (rope.position <= -rules.pullsToWin)
            rope.winner = rules.sides[1].first;
    }
    return rope;
}

} // namespace umpire::toy
