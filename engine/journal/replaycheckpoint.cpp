#include "replaycheckpoint.h"

#include "jsonfile.h"
#include "safefile.h"

#include <sys/stat.h>

#include <string_view>

namespace umpire {

using nlohmann::json;

namespace {

// The file: the checkpoint as one line of JSON naming this format, then each long text member of
// its state (the ones "detached" names, in order) on a line of its own, then the XXH3 hash of all
// that in 16 hexadecimal digits (journalline.h bytesSum), so that a checkpoint damaged or edited by
// hand is known and ignored. A long text on a line of its own is read as bytes, where the JSON
// parser would read it a character at a time: a long game's rolls and notes (statecheckpoint.h).
constexpr const char *checkpointFormatName = "umpire-checkpoint";
constexpr std::size_t detachedFrom = 4096; // bytes

} // namespace

std::string checkpointPath(const std::string &journalPath)
{
    return journalPath + ".checkpoint";
}

Result<std::optional<ReplayCheckpoint>> readCheckpoint(const std::string &journalPath)
{
    const std::string path = checkpointPath(journalPath);
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) != 0)
        return std::optional<ReplayCheckpoint>();
    Result<std::string> text = readWholeFile(path, "replay checkpoint");
    if (!text)
        return badData(text.error().what);
    const std::string_view all(*text);
    const std::size_t end = all.size() >= 18 ? all.size() - 18 : std::string_view::npos;
    if (end == std::string_view::npos || all[end] != '\n' || all.back() != '\n' ||
        sumText(bytesSum(all.substr(0, end))) != all.substr(end + 1, 16))
        return badData(msg("%1: damaged (it does not match its checksum)", {path}));
    const std::size_t firstEnd = all.find('\n');
    json doc = json::parse(all.substr(0, std::min(firstEnd, end)), nullptr, false);
    ReplayCheckpoint cp;
    try {
        if (!doc.is_object() || doc.value("format", "") != checkpointFormatName)
            return badData(msg("%1: not a replay checkpoint", {path}));
        const int version = doc.at("version").get<int>();
        if (version != 1 && version != ReplayCheckpoint::currentVersion)
            return badData(msg("%1: a checkpoint of another version of Umpire", {path}));
        cp.events = doc.at("events").get<std::uint64_t>();
        cp.bytes = doc.at("bytes").get<std::uint64_t>();
        cp.lines = doc.at("lines").get<std::uint64_t>();
        cp.sum = std::stoull(doc.at("sum").get<std::string>(), nullptr, 16);
        if (const auto file = doc.find("file"); file != doc.end())
            cp.file = ReplayCheckpoint::FileIdentity{file->at("device").get<std::uint64_t>(),
                                                     file->at("inode").get<std::uint64_t>()};
        for (const json &id : doc.at("ids"))
            cp.ids.emplace_back(id.at(0).get<std::string>(), id.at(1).get<std::uint64_t>());
        cp.system = doc.at("system").get<std::string>();
        cp.rules = doc.at("rules").get<std::string>();
        cp.state = std::move(doc.at("state")); // the largest part: moved, not copied
        std::size_t from = std::min(firstEnd, end);
        for (const json &name : doc.value("detached", json::array())) {
            const std::size_t lineEnd = from < end ? all.find('\n', from + 1) : end;
            if (from >= end || lineEnd > end || !cp.state.is_object())
                return badData(msg("%1: a long text of its state is missing", {path}));
            cp.state[name.get<std::string>()] =
                std::string(all.substr(from + 1, lineEnd - from - 1));
            from = lineEnd;
        }
        if (from != end)
            return badData(msg("%1: not a replay checkpoint", {path}));
    } catch (const json::exception &e) {
        return badData(msg("%1: %2", {path, jsonExceptionText(e)}));
    } catch (const std::logic_error &) { // stoull
        return badData(msg("%1: its journal checksum is not a number", {path}));
    }
    return std::optional<ReplayCheckpoint>(std::move(cp));
}

Result<Ok> writeCheckpoint(const std::string &journalPath, const ReplayCheckpoint &cp)
{
    json ids = json::array();
    for (const auto &[id, seq] : cp.ids)
        ids.push_back(json::array({id, seq}));
    json state = cp.state;
    json detached = json::array();
    std::string lines;
    if (state.is_object())
        for (auto member = state.begin(); member != state.end(); ++member)
            if (member->is_string() &&
                member->get_ref<const std::string &>().size() >= detachedFrom &&
                member->get_ref<const std::string &>().find('\n') == std::string::npos) {
                detached.push_back(member.key());
                lines += '\n' + member->get_ref<const std::string &>();
                *member = "";
            }
    json doc = {{"format", checkpointFormatName},
                {"version", ReplayCheckpoint::currentVersion},
                {"events", cp.events},
                {"bytes", cp.bytes},
                {"lines", cp.lines},
                {"sum", sumText(cp.sum)},
                {"ids", ids},
                {"system", cp.system},
                {"rules", cp.rules},
                {"state", std::move(state)},
                {"detached", std::move(detached)}};
    // A checkpoint of an older Umpire has none: it is checked line by line.
    if (cp.file)
        doc["file"] = {{"device", cp.file->device}, {"inode", cp.file->inode}};
    const std::string body = doc.dump() + lines;
    return writeFileAtomically(checkpointPath(journalPath),
                               body + "\n" + sumText(bytesSum(body)) + "\n");
}

} // namespace umpire
