#include "commands.h"
#include "vassalcommands.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>

#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc == 2 && std::string(argv[1]) == "--version") { // help2man reads it
        std::cout << "umpire-cli " << UMPIRE_VERSION << "\n";
        return 0;
    }
    const std::string self = umpire::cli::executablePath(argc > 0 ? argv[0] : nullptr);
    // The commands that need OpenCV (the camera's, and a map's grid and terrain read from its
    // picture) are umpire-cli-vision's, the one program that loads it; every other command starts
    // without it.
    const bool needsVision =
        argc > 1 &&
        (std::string(argv[1]) == "vision" ||
         (std::string(argv[1]) == "map" && argc > 2 &&
          (std::string(argv[2]) == "fit-grid" || std::string(argv[2]) == "suggest-terrain")));
    if (needsVision) {
        const std::string vision =
            (std::filesystem::path(self).parent_path() / "umpire-cli-vision").string();
        argv[0] = const_cast<char *>(vision.c_str());
        ::execv(vision.c_str(), argv);
        std::cerr << "umpire-cli: error: the camera's commands and a map's from its picture are in "
                  << vision << ", which cannot be run: " << std::strerror(errno)
                  << " (install Umpire's camera part beside umpire-cli)\n";
        return 2;
    }
    return umpire::cli::run(
        std::vector<std::string>(argv + 1, argv + argc), self,
        {{"vassal", umpire::cli::cmdVassal, umpire::cli::vassalValueOptions, {}}});
}
