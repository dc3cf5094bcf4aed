#pragma once

// What every fuzz target needs: a private scratch folder (files are how the loaders take input),
// the shipped rulesets loaded once, and a fatal check for properties the engine promises; for the
// targets that reach the command line, the "<<N*TEXT>>" repeat of their inputs, a UTF-8 check and
// the standard streams captured.
#include "ruleset.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
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

// Empties the scratch folder (or a folder of it): every input starts from nothing left by the one
// before.
inline void clearScratch(const std::string &dir = scratchDir())
{
    std::error_code ec;
    for (const auto &entry : std::filesystem::directory_iterator(dir, ec))
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
inline const crt::Ruleset &shippedRuleset(const std::string &id)
{
    static std::map<std::string, std::unique_ptr<crt::Ruleset>> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        Result<crt::Ruleset> loaded =
            crt::Ruleset::load(std::string(UMPIRE_RULESDATA_DIR) + "/" + id + ".json");
        if (!loaded) {
            std::fprintf(stderr, "umpire fuzz: shipped ruleset %s does not load: %s\n", id.c_str(),
                         loaded.error().message.c_str());
            std::abort();
        }
        it = cache.emplace(id, std::make_unique<crt::Ruleset>(std::move(loaded).value())).first;
    }
    return *it->second;
}

// "<<N*TEXT>>" anywhere in an input stands for TEXT written N times (N: 1 to 7 digits; TEXT: every
// byte up to the next ">>"), so that a seed of a few bytes holds a request nested 300,000 levels
// deep. The repeats of one input add up to at most `budget` bytes (a repeat is cut short there); a
// "<<" that does not start a repeat is kept as it is.
inline std::string expandRepeats(std::string_view in, std::size_t budget = std::size_t{4} << 20)
{
    std::string out;
    std::size_t repeated = 0;
    std::size_t i = 0;
    while (i < in.size()) {
        const std::size_t open = in.find("<<", i);
        if (open == std::string_view::npos) {
            out.append(in.substr(i));
            break;
        }
        out.append(in.substr(i, open - i));
        std::size_t j = open + 2, count = 0, digits = 0;
        while (j < in.size() && digits < 7 && in[j] >= '0' && in[j] <= '9') {
            count = count * 10 + static_cast<std::size_t>(in[j] - '0');
            ++j;
            ++digits;
        }
        const std::size_t close = digits > 0 && j < in.size() && in[j] == '*'
                                      ? in.find(">>", j + 1)
                                      : std::string_view::npos;
        if (close == std::string_view::npos) {
            out.append("<<");
            i = open + 2;
            continue;
        }
        const std::string_view text = in.substr(j + 1, close - j - 1);
        if (!text.empty()) {
            const std::size_t room = budget > repeated ? budget - repeated : 0;
            const std::size_t times = std::min(count, room / text.size());
            out.reserve(out.size() + times * text.size() + (in.size() - close));
            for (std::size_t k = 0; k < times; ++k)
                out.append(text);
            repeated += times * text.size();
        }
        i = close + 2;
    }
    return out;
}

// Well-formed UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF), as JSON requires.
inline bool validUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t extra = 0;
        unsigned char low = 0x80, high = 0xBF;
        if (c < 0x80)
            extra = 0;
        else if (c >= 0xC2 && c <= 0xDF)
            extra = 1;
        else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            if (c == 0xE0)
                low = 0xA0;
            else if (c == 0xED)
                high = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            if (c == 0xF0)
                low = 0x90;
            else if (c == 0xF4)
                high = 0x8F;
        } else
            return false;
        if (i + extra >= text.size() && extra > 0)
            return false;
        for (std::size_t k = 1; k <= extra; ++k) {
            const auto b = static_cast<unsigned char>(text[i + k]);
            if (b < (k == 1 ? low : 0x80) || b > (k == 1 ? high : 0xBF))
                return false;
        }
        i += extra + 1;
    }
    return true;
}

// While one lives, std::cin reads `input` and std::cout, std::cerr and std::clog write to strings,
// so that what the command line prints is checked and the fuzzer's log stays readable; descriptor
// 1 goes to /dev/null. Descriptor 2 is left alone: the sanitizers and libFuzzer report there.
class StandardStreams
{
  public:
    explicit StandardStreams(const std::string &input) : m_in(input)
    {
        std::cout.flush();
        std::fflush(stdout);
        m_cin = std::cin.rdbuf(&m_in);
        m_cout = std::cout.rdbuf(&m_out);
        m_cerr = std::cerr.rdbuf(&m_err);
        m_clog = std::clog.rdbuf(&m_err);
        std::cin.clear();
        static const int devNull = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        m_stdout = ::dup(1);
        if (devNull >= 0)
            ::dup2(devNull, 1);
    }
    ~StandardStreams()
    {
        std::fflush(stdout);
        if (m_stdout >= 0) {
            ::dup2(m_stdout, 1);
            ::close(m_stdout);
        }
        std::cin.rdbuf(m_cin);
        std::cout.rdbuf(m_cout);
        std::cerr.rdbuf(m_cerr);
        std::clog.rdbuf(m_clog);
        for (std::ios *s :
             {static_cast<std::ios *>(&std::cin), static_cast<std::ios *>(&std::cout),
              static_cast<std::ios *>(&std::cerr), static_cast<std::ios *>(&std::clog)})
            s->clear();
    }
    StandardStreams(const StandardStreams &) = delete;
    StandardStreams &operator=(const StandardStreams &) = delete;

    std::string out() const { return m_out.str(); }
    std::string err() const { return m_err.str(); }

  private:
    std::stringbuf m_in, m_out, m_err;
    std::streambuf *m_cin = nullptr, *m_cout = nullptr, *m_cerr = nullptr, *m_clog = nullptr;
    int m_stdout = -1;
};

// Standard input never blocks: it reads /dev/null (the targets that read it get their input from a
// StandardStreams).
inline void standardInputFromDevNull()
{
    const int fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ::dup2(fd, 0);
        ::close(fd);
    }
}

} // namespace umpire::fuzz
