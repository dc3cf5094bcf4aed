#pragma once

#include <set>
#include <string>
#include <vector>

namespace umpire::cli {

struct Context;
class CliOptions;

// A command a program adds to umpire-cli's own: umpire-cli-vision's `vision` (the camera, which
// alone needs OpenCV: umpire-cli runs it by executing umpire-cli-vision, so that no other command
// loads OpenCV).
struct ExtraCommand
{
    std::string name;
    int (*handler)(Context &, const CliOptions &);
    std::set<std::string> values; // its options that take a value
    std::set<std::string> flags;
    bool takesArguments = true; // words after its name (a verb, a file) and not only options
};

// The commands of a game family's own (vvcommands.cpp's `vv`, n1815commands.cpp's `n1815`), each
// defined in that family's file of the command line and listed by one line in commands.cpp.
extern const ExtraCommand vvCommand;
extern const ExtraCommand n1815Command;

// Runs umpire-cli with its arguments (without the program name); returns the exit code:
// 0 success, 2 bad input, 3 bad data (a rule-data file or a journal).
int run(const std::vector<std::string> &args, const std::string &executable,
        const std::vector<ExtraCommand> &extra = {});

// The running program's own path (/proc/self/exe; `argv0` made absolute without it): where its
// rule data and umpire-cli-vision are found.
std::string executablePath(const char *argv0);

} // namespace umpire::cli
