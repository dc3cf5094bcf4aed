// umpire-cli-vision: umpire-cli with the commands that need OpenCV, the camera's (`vision`) and a
// map's from its picture (`map fit-grid`, `map suggest-terrain`). umpire-cli runs it for those;
// run directly, it takes the same arguments.
#include "commands.h"

#include <set>
#include <string>
#include <vector>

#include "mapcommands.h"

namespace umpire::cli {
// umpire-cli vision locate|track|measure|sheet|bench|scene|lens (visioncommands.cpp).
int cmdVision(Context &ctx, const CliOptions &options);
extern const std::set<std::string> visionValueOptions;
extern const std::set<std::string> visionFlags;
// umpire-cli map fit-grid|suggest-terrain, and every other map subcommand as umpire-cli has it
// (mappicturecommands.cpp).
int cmdMapWithPictures(Context &ctx, const CliOptions &options);
extern const std::set<std::string> mapPictureValueOptions;
} // namespace umpire::cli

int main(int argc, char **argv)
{
    using namespace umpire::cli;
    std::set<std::string> mapValues = mapValueOptions;
    mapValues.insert(mapPictureValueOptions.begin(), mapPictureValueOptions.end());
    return run(std::vector<std::string>(argv + 1, argv + argc),
               executablePath(argc > 0 ? argv[0] : nullptr),
               {{"vision", cmdVision, visionValueOptions, visionFlags},
                {"map", cmdMapWithPictures, mapValues, {}}});
}
