// The command line in-process: umpire::cli::run, as umpire-cli's main calls it, on the command
// lines an input holds, with the files and the standard input it gives (the format is in
// fuzz/README.md, "How fuzz_cli reads its input"). Every command runs in a private work folder and
// every path argument is kept inside it; rule data comes from the repository's rulesdata/, found
// the way an installed umpire-cli finds it (BIN/../share/umpire/rulesdata).
//
// Besides the sanitizers and exceptions, it checks what docs/cli.md promises: the exit code is 0, 2
// or 3; what is printed on standard output and standard error is UTF-8; with --json, standard
// output is one JSON document when the command succeeds; a `new` (journal, campaign, n1815, vv)
// that fails leaves no file behind, and never changes a file that was already there; a repair never
// changes the journal it reads; an export without --overwrite never writes over the journal it
// exports nor over another journal.
//
// UMPIRE_FUZZ_VERBOSE=1 prints each command line, what it printed and its exit code (to reproduce a
// finding: UMPIRE_FUZZ_VERBOSE=1 build/fuzz/fuzz_cli INPUT).
#include "fuzzsupport.h"

#include "clicontext.h"
#include "commands.h"
#include "mapcommands.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

using namespace umpire;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

constexpr const char *target = "fuzz_cli";
constexpr std::size_t maxCommands = 8;
constexpr std::size_t maxArguments = 256;
constexpr std::size_t maxFiles = 32;

struct Input
{
    std::vector<std::vector<std::string>> commands;
    std::vector<std::pair<std::string, std::string>> files; // path in the work folder, content
    std::string standardInput;
};

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The backslash escape at line[i] into out; returns where the text goes on.
std::size_t unescape(std::string_view line, std::size_t i, std::string &out)
{
    const char c = line[i + 1];
    switch (c) {
    case 'n':
        out += '\n';
        return i + 2;
    case 't':
        out += '\t';
        return i + 2;
    case 'r':
        out += '\r';
        return i + 2;
    case 'x':
        if (i + 3 < line.size() && hexDigit(line[i + 2]) >= 0 && hexDigit(line[i + 3]) >= 0) {
            out += static_cast<char>(hexDigit(line[i + 2]) * 16 + hexDigit(line[i + 3]));
            return i + 4;
        }
        out += 'x';
        return i + 2;
    default:
        out += c;
        return i + 2;
    }
}

// A command line into its arguments, the way a shell splits one: spaces and tabs separate them,
// '...' keeps every byte as it is, "..." and bare text take backslash escapes (\n \t \r \xHH, and a
// backslash before any other byte is that byte). An argument ends at its first NUL byte, as the
// system would cut it.
std::vector<std::string> splitArguments(std::string_view line)
{
    std::vector<std::string> args;
    std::string current;
    bool inArgument = false;
    std::size_t i = 0;
    auto finish = [&] {
        if (inArgument && args.size() < maxArguments)
            args.push_back(current.substr(0, current.find('\0')));
        current.clear();
        inArgument = false;
    };
    while (i < line.size()) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\r') {
            finish();
            ++i;
            continue;
        }
        inArgument = true;
        if (c == '\'') {
            std::size_t end = line.find('\'', i + 1);
            if (end == std::string_view::npos)
                end = line.size();
            current.append(line.substr(i + 1, end - i - 1));
            i = end + 1;
        } else if (c == '"') {
            ++i;
            while (i < line.size() && line[i] != '"') {
                if (line[i] == '\\' && i + 1 < line.size())
                    i = unescape(line, i, current);
                else
                    current += line[i++];
            }
            ++i;
        } else if (c == '\\' && i + 1 < line.size()) {
            i = unescape(line, i, current);
        } else {
            current += c;
            ++i;
        }
    }
    finish();
    return args;
}

// A path kept inside the work folder: an absolute path made relative, a ".." step renamed "up".
// Anything else is left as it is (a relative path without ".." cannot leave the folder: the folder
// holds no symbolic link).
std::string confine(const std::string &path)
{
    bool escapes = !path.empty() && path.front() == '/';
    std::vector<std::string> steps;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t slash = std::min(path.find('/', start), path.size());
        steps.push_back(path.substr(start, slash - start));
        if (steps.back() == "..") {
            steps.back() = "up";
            escapes = true;
        }
        start = slash + 1;
    }
    if (!escapes)
        return path;
    std::string out;
    for (const std::string &step : steps) {
        if (step.empty())
            continue;
        out += (out.empty() ? "" : "/") + step;
    }
    return out.empty() ? "root" : out;
}

// Every argument that could name a file, kept inside the work folder: the argument, or the value of
// "--name=value".
std::string confineArgument(const std::string &arg)
{
    if (arg.size() > 2 && arg.compare(0, 2, "--") == 0) {
        const std::size_t eq = arg.find('=');
        if (eq == std::string::npos)
            return arg;
        return arg.substr(0, eq + 1) + confine(arg.substr(eq + 1));
    }
    return confine(arg);
}

// Command lines first, one a line ('#' starts a comment line); then, from the first line starting
// with "=== ", sections: "=== NAME" and the lines up to the next such line are a file of the work
// folder (NAME ending in "/": a folder; NAME "-": standard input, for every command).
Input parseInput(std::string_view text)
{
    Input input;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t eol = text.find('\n', pos);
        if (eol == std::string_view::npos)
            eol = text.size();
        const std::string_view line = text.substr(pos, eol - pos);
        if (line.substr(0, 4) == "=== ") {
            std::string name(line.substr(4));
            name = name.substr(0, name.find('\0'));
            while (!name.empty() && (name.back() == '\r' || name.back() == ' '))
                name.pop_back();
            const std::size_t begin = std::min(eol + 1, text.size());
            const std::size_t next = text.find("\n=== ", eol);
            const std::size_t end = next == std::string_view::npos ? text.size() : next + 1;
            std::string content(text.substr(begin, end > begin ? end - begin : 0));
            if (name == "-")
                input.standardInput = std::move(content);
            else if (!name.empty() && input.files.size() < maxFiles) {
                std::string path = confine(name);
                if (name.back() == '/' && path.back() != '/')
                    path += '/';
                input.files.emplace_back(std::move(path), std::move(content));
            }
            pos = end;
            continue;
        }
        if (!line.empty() && line.front() != '#' && input.commands.size() < maxCommands) {
            std::vector<std::string> args = splitArguments(line);
            for (std::string &arg : args)
                arg = confineArgument(arg);
            if (!args.empty())
                input.commands.push_back(std::move(args));
        }
        pos = eol + 1;
    }
    return input;
}

// The command line, printable, for a report.
std::string describe(const std::vector<std::string> &args)
{
    std::string out = "umpire-cli";
    for (const std::string &arg : args) {
        out += " '";
        for (const char c : arg.substr(0, 200)) {
            const auto b = static_cast<unsigned char>(c);
            if (b < 0x20 || b >= 0x7F || c == '\'' || c == '\\') {
                char hex[5];
                std::snprintf(hex, sizeof hex, "\\x%02X", b);
                out += hex;
            } else {
                out += c;
            }
        }
        out += arg.size() > 200 ? "...'(" + std::to_string(arg.size()) + " bytes)" : "'";
    }
    return out;
}

std::optional<std::string> readWhole(const std::string &path)
{
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

// Whether a file's first line is a journal's header.
bool isJournal(const std::optional<std::string> &content)
{
    if (!content)
        return false;
    const json header = json::parse(content->substr(0, content->find('\n')), nullptr, false);
    return header.is_object() && header.value("format", json()) == "umpire-journal";
}

// What a command promises about the files it is given (docs/cli.md), taken before it runs and
// checked after.
struct FilePromises
{
    // A `new` (journal new F, journal campaign new C, journal campaign next C B, n1815 new F, vv
    // new F): its file, which a failure leaves absent if it was.
    std::optional<std::string> created;
    bool createdExisted = false;
    // Files the command must leave as they were, whatever it answers: what a `new` finds there;
    // the journal a repair reads; an export's output that is a journal or the journal exported,
    // without --overwrite.
    std::vector<std::pair<std::string, std::optional<std::string>>> unchanged;
    std::string why;
};

FilePromises filePromises(const std::vector<std::string> &args)
{
    static const std::set<std::string> values = [] {
        std::set<std::string> all = cli::journalValueOptions;
        all.insert(cli::mapValueOptions.begin(), cli::mapValueOptions.end());
        for (const char *o : {"rulesdata", "action", "request", "game", "distance", "scale",
                              "journal", "corps", "points", "why", "count", "army", "loss", "vp",
                              "exited", "first", "fire", "type", "leader"})
            all.insert(o);
        return all;
    }();
    static const std::set<std::string> flags = [] {
        std::set<std::string> all = cli::journalFlags;
        for (const char *f :
             {"json", "help", "general-lost", "end", "disorganized", "adjacent-enemy"})
            all.insert(f);
        return all;
    }();
    FilePromises promises;
    if (args[0] != "journal" && args[0] != "n1815" && args[0] != "vv")
        return promises;
    Result<cli::CliOptions> options = cli::CliOptions::parse(
        std::vector<std::string>(args.begin() + 1, args.end()), values, flags);
    if (!options || options->has("help"))
        return promises;
    const std::vector<std::string> &p = options->positional();
    std::error_code ec;
    if (p.size() >= 2 && p[0] == "new")
        promises.created = p[1];
    else if (args[0] == "journal" && p.size() >= 3 && p[0] == "campaign" && p[1] == "new")
        promises.created = p[2];
    else if (args[0] == "journal" && p.size() >= 4 && p[0] == "campaign" && p[1] == "next")
        promises.created = p[3];
    if (promises.created) {
        promises.createdExisted = fs::exists(fs::symlink_status(*promises.created, ec));
        if (promises.createdExisted)
            promises.unchanged.emplace_back(*promises.created, readWhole(*promises.created));
        promises.why = "a new";
    }
    if (args[0] == "journal" && p.size() >= 2 && p[0] == "repair") {
        promises.unchanged.emplace_back(p[1], readWhole(p[1]));
        promises.why = "a repair";
    }
    if (args[0] == "journal" && p.size() >= 2 && p[0] == "export" && !options->has("overwrite")) {
        if (const std::optional<std::string> output = options->value("output")) {
            const std::optional<std::string> content = readWhole(*output);
            if (isJournal(content) || fs::equivalent(p[1], *output, ec))
                promises.unchanged.emplace_back(*output, content);
            promises.why = "an export without --overwrite";
        }
    }
    return promises;
}

void checkFilePromises(const FilePromises &promises, int code, const std::vector<std::string> &args)
{
    std::error_code ec;
    if (promises.created && !promises.createdExisted && code != cli::exitOk &&
        fs::exists(fs::symlink_status(*promises.created, ec)))
        fuzz::broken(target, "a failed new leaves its file behind: " + describe(args));
    for (const auto &[path, before] : promises.unchanged)
        if (readWhole(path) != before)
            fuzz::broken(target, promises.why + " changes " + path +
                                     ", which it must leave as it was: " + describe(args));
}

struct Folders
{
    std::string work;       // where every command runs, emptied before each input
    std::string executable; // <scratch>/prefix/bin/umpire-cli, so prefix/share/umpire/rulesdata
    int home = -1;          // the folder the fuzzer runs in, to come back to
};

Folders &folders()
{
    static Folders f;
    return f;
}

void runCommand(const std::vector<std::string> &args, const std::string &standardInput)
{
    // `vision` needs OpenCV (not in the fuzz build); `demo` runs fixed command lines.
    if (args[0] == "vision" || args[0] == "demo")
        return;
    const FilePromises promises = filePromises(args);

    static const bool verbose = std::getenv("UMPIRE_FUZZ_VERBOSE") != nullptr;
    if (verbose)
        std::fprintf(stderr, "$ %s\n", describe(args).c_str());
    int code = 0;
    std::string out, err;
    {
        fuzz::StandardStreams streams(standardInput);
        code = cli::run(args, folders().executable);
        out = streams.out();
        err = streams.err();
    }
    if (verbose)
        for (const std::string *text : {&out, &err}) {
            if (text->empty())
                continue;
            const std::string shown = text->substr(0, 2000);
            std::fprintf(stderr, "%s%s", shown.c_str(), shown.back() == '\n' ? "" : "\n[...]\n");
        }
    if (verbose)
        std::fprintf(stderr, "-> exit %d\n", code);

    if (code != cli::exitOk && code != cli::exitBadInput && code != cli::exitBadData)
        fuzz::broken(target, "exit code " + std::to_string(code) + " (expected 0, 2 or 3) from " +
                                 describe(args));
    const bool asJson = std::find(args.begin(), args.end(), "--json") != args.end();
    const bool help = std::find(args.begin(), args.end(), "--help") != args.end() ||
                      args[0] == "help" || args[0] == "--help" || args[0] == "-h";
    if (!fuzz::validUtf8(out))
        fuzz::broken(target, "standard output is not UTF-8: " + describe(args));
    if (!fuzz::validUtf8(err))
        fuzz::broken(target, "standard error is not UTF-8: " + describe(args));
    if (asJson && !help && code == cli::exitOk && !nlohmann::json::accept(out))
        fuzz::broken(target,
                     "with --json, a success prints no single JSON document: " + describe(args));
    checkFilePromises(promises, code, args);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // The commands run in the work folder, where libFuzzer would also write a crash's input when
    // no -artifact_prefix says where (run.sh always does): the folder the fuzzer starts in, then.
    bool prefixed = false;
    for (int i = 1; i < *argc; ++i)
        prefixed = prefixed || std::string_view((*argv)[i]).substr(0, 17) == "-artifact_prefix=" ||
                   std::string_view((*argv)[i]).substr(0, 21) == "-exact_artifact_path=";
    if (!prefixed) {
        std::error_code ec;
        static std::string flag = "-artifact_prefix=" + fs::current_path(ec).string() + "/";
        static std::vector<char *> args((*argv), (*argv) + *argc);
        args.push_back(flag.data());
        args.push_back(nullptr);
        *argv = args.data();
        ++*argc;
    }
    Folders &f = folders();
    const std::string &scratch = fuzz::scratchDir();
    f.work = scratch + "/work";
    f.executable = scratch + "/prefix/bin/umpire-cli";
    std::error_code ec;
    fs::create_directories(f.work, ec);
    fs::create_directories(scratch + "/prefix/bin", ec);
    fs::create_directories(scratch + "/prefix/share/umpire", ec);
    fs::create_directory_symlink(UMPIRE_RULESDATA_DIR, scratch + "/prefix/share/umpire/rulesdata",
                                 ec);
    if (ec) {
        std::fprintf(stderr, "umpire fuzz: cannot link the rule data: %s\n", ec.message().c_str());
        std::abort();
    }
    f.home = ::open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    // Rule data: the shipped files, and a user data folder inside the work folder (an input may
    // write one); never the environment's.
    ::unsetenv("UMPIRE_RULESDATA");
    ::setenv("XDG_DATA_HOME", "xdg", 1);
    ::setenv("HOME", "home", 1);
    fuzz::standardInputFromDevNull();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text =
        fuzz::expandRepeats(std::string_view(reinterpret_cast<const char *>(data), size));
    const Input input = parseInput(text);
    if (input.commands.empty())
        return 0;
    Folders &f = folders();
    fuzz::clearScratch(f.work);
    for (const auto &[name, content] : input.files) {
        const fs::path path = fs::path(f.work) / name;
        std::error_code ec;
        if (name.back() == '/') {
            fs::create_directories(path, ec);
            continue;
        }
        fs::create_directories(path.parent_path(), ec);
        if (fs::is_directory(path, ec))
            continue;
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(content.data(), static_cast<std::streamsize>(content.size()));
    }
    if (::chdir(f.work.c_str()) != 0) {
        std::perror("umpire fuzz: chdir");
        std::abort();
    }
    for (const std::vector<std::string> &args : input.commands)
        runCommand(args, input.standardInput);
    if (::fchdir(f.home) != 0) {
        std::perror("umpire fuzz: fchdir");
        std::abort();
    }
    return 0;
}
