#pragma once

#include "result.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>

namespace umpire::vassal {

// What a module may hold, at most: its files, each file's size, all of them, and how much smaller
// than its contents a file may be stored (a "zip bomb" is a small file that unpacks to a huge one).
struct ArchiveLimits
{
    std::size_t entries = 20000;
    std::uint64_t entryBytes = std::uint64_t{200} << 20;
    std::uint64_t totalBytes = std::uint64_t{2} << 30;
    std::uint64_t ratio = 200; // for files over a megabyte
};

// A VASSAL module's zip, opened read-only and checked whole before anything is read from it: every
// entry's name stays inside the module (no absolute path, no "..", no backslash, no link), their
// count and sizes are bounded, and a file is read only up to the size its entry declares.
class ModuleArchive
{
  public:
    // BadInput when the file cannot be read or is not a zip; BadData naming the entry when an entry
    // is hostile (climbs out, is a link, too large, too compressed).
    static Result<ModuleArchive> open(const std::string &path, ArchiveLimits limits = {});
    ModuleArchive(ModuleArchive &&) noexcept;
    ModuleArchive &operator=(ModuleArchive &&) noexcept;
    ~ModuleArchive();

    bool contains(const std::string &name) const { return m_sizes.count(name) != 0; }
    std::uint64_t size(const std::string &name) const; // 0 when absent
    // A file's bytes, at most `limit`: BadData when it is missing (naming `what`), larger, or
    // damaged in the zip.
    Result<std::string> read(const std::string &name, const std::string &what,
                             std::uint64_t limit) const;
    const std::string &path() const { return m_path; }

  private:
    ModuleArchive() = default;
    struct Zip;
    std::unique_ptr<Zip> m_zip;
    std::string m_path;
    std::map<std::string, std::uint64_t> m_sizes;
    std::map<std::string, std::int64_t> m_index;
};

} // namespace umpire::vassal
