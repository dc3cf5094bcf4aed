#pragma once

// What every fuzz target needs: a private scratch folder (files are how the loaders take input),
// the shipped rulesets loaded once, and a fatal check for properties the engine promises.
#include "ruleset.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <unistd.h>

namespace umpire::fuzz {

// A property the engine promises failed: report it and crash, so libFuzzer keeps the input.
[[noreturn]] inline void broken(const char *target, const std::string &what)
{
    std::fprintf(stderr, "%s: broken promise: %s\n", target, what.c_str());
    std::abort();
}

// This process's own empty folder, removed at exit: under $UMPIRE_FUZZ_TMPDIR (run.sh's, which it
// removes after the run, crashed processes' folders too), else in /dev/shm when it can (an append
// syncs to the disk, and a synced tmpfs write costs nothing).
inline const std::string &scratchDir()
{
    // Never destroyed, so the exit handler below can still read it.
    static const std::string &dir = *new std::string([] {
        std::error_code ec;
        std::string base = "/dev/shm";
        if (const char *given = std::getenv("UMPIRE_FUZZ_TMPDIR"); given && *given) {
            base = given;
            std::filesystem::create_directories(base, ec);
        } else if (!std::filesystem::is_directory(base, ec) || ::access(base.c_str(), W_OK) != 0) {
            base = std::filesystem::temp_directory_path(ec).string();
        }
        std::string pattern = base + "/umpire-fuzz-XXXXXX";
        if (!::mkdtemp(pattern.data())) {
            std::perror("umpire fuzz: mkdtemp");
            std::abort();
        }
        std::atexit([] {
            std::error_code ignored;
            std::filesystem::remove_all(scratchDir(), ignored);
        });
        return pattern;
    }());
    return dir;
}

// Empties the scratch folder: every input starts from nothing left by the one before.
inline void clearScratch()
{
    std::error_code ec;
    for (const auto &entry : std::filesystem::directory_iterator(scratchDir(), ec))
        std::filesystem::remove_all(entry.path(), ec);
}

inline std::string writeScratchFile(const std::string &name, const std::uint8_t *data,
                                    std::size_t size)
{
    const std::string path = scratchDir() + "/" + name;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char *>(data), static_cast<std::streamsize>(size));
    out.close();
    if (!out) {
        std::fprintf(stderr, "umpire fuzz: cannot write %s\n", path.c_str());
        std::abort();
    }
    return path;
}

// A shipped ruleset from rulesdata/, loaded once; the run stops if it does not load.
inline const Ruleset &shippedRuleset(const std::string &id)
{
    static std::map<std::string, std::unique_ptr<Ruleset>> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        Result<Ruleset> loaded =
            Ruleset::load(std::string(UMPIRE_RULESDATA_DIR) + "/" + id + ".json");
        if (!loaded) {
            std::fprintf(stderr, "umpire fuzz: shipped ruleset %s does not load: %s\n", id.c_str(),
                         loaded.error().message.c_str());
            std::abort();
        }
        it = cache.emplace(id, std::make_unique<Ruleset>(std::move(loaded).value())).first;
    }
    return *it->second;
}

} // namespace umpire::fuzz
