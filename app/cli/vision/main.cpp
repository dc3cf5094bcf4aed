// umpire-cli-vision: umpire-cli with the camera's commands (`vision`), the one part of the command
// line that needs OpenCV. umpire-cli runs it for `umpire-cli vision ...`; run directly, it takes
// the same arguments.
#include "commands.h"

#include <set>
#include <string>
#include <vector>

namespace umpire::cli {
// umpire-cli vision locate|track|measure|sheet|bench|scene|lens (visioncommands.cpp).
int cmdVision(Context &ctx, const CliOptions &options);
extern const std::set<std::string> visionValueOptions;
extern const std::set<std::string> visionFlags;
} // namespace umpire::cli

int main(int argc, char **argv)
{
    using namespace umpire::cli;
    return run(std::vector<std::string>(argv + 1, argv + argc),
               executablePath(argc > 0 ? argv[0] : nullptr),
               {{"vision", cmdVision, visionValueOptions, visionFlags}});
}
