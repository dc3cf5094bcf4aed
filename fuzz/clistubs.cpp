// Harness-only stand-ins for the `vision` command, which app/cli/commands.cpp names: its source
// (app/cli/visioncommands.cpp) needs OpenCV, which the fuzz build does not compile. The fuzz
// targets never run `vision`; were it asked for, it refuses like an unknown command.
#include "clicontext.h"

#include <set>
#include <string>

namespace umpire::cli {

extern const std::set<std::string> visionValueOptions;
extern const std::set<std::string> visionFlags;
int cmdVision(Context &ctx, const CliOptions &options);

const std::set<std::string> visionValueOptions = {};
const std::set<std::string> visionFlags = {};

int cmdVision(Context &ctx, const CliOptions &)
{
    return report(badInput("the fuzz build has no vision command"), ctx.json);
}

} // namespace umpire::cli
