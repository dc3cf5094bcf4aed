#include "commands.h"

#include <filesystem>

int main(int argc, char **argv)
{
    std::error_code ec;
    std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        self = argc > 0 ? std::filesystem::absolute(argv[0], ec) : std::filesystem::path();
    return umpire::cli::run(std::vector<std::string>(argv + 1, argv + argc), self.string());
}
