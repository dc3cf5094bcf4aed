#include "replaycheckpoint.h"

#include "jsonfile.h"
#include "safefile.h"

#include <sys/stat.h>

#include <string_view>

namespace umpire {

using nlohmann::json;

namespace {

// The file: the checkpoint as one line of JSON naming this format, then the XXH3 hash of that line
// in 16 hexadecimal digits (journalline.h bytesSum), so that a checkpoint damaged or edited by hand
// is known and ignored.
constexpr const char *checkpointFormatName = "umpire-checkpoint";

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
    json doc = json::parse(all.substr(0, end), nullptr, false);
    ReplayCheckpoint cp;
    try {
        if (!doc.is_object() || doc.value("format", "") != checkpointFormatName)
            return badData(msg("%1: not a replay checkpoint", {path}));
        if (doc.at("version").get<int>() != ReplayCheckpoint::currentVersion)
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
    json doc = {{"format", checkpointFormatName},
                {"version", ReplayCheckpoint::currentVersion},
                {"events", cp.events},
                {"bytes", cp.bytes},
                {"lines", cp.lines},
                {"sum", sumText(cp.sum)},
                {"ids", ids},
                {"system", cp.system},
                {"rules", cp.rules},
                {"state", cp.state}};
    // Optional, so that an older Umpire reads the checkpoint still (and checks it line by line).
    if (cp.file)
        doc["file"] = {{"device", cp.file->device}, {"inode", cp.file->inode}};
    const std::string body = doc.dump();
    return writeFileAtomically(checkpointPath(journalPath),
                               body + "\n" + sumText(bytesSum(body)) + "\n");
}

} // namespace umpire
