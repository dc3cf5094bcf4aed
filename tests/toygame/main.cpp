// umpire-toy-cli: umpire-cli's commands with the toy game enrolled (toyfamily.cpp), to show that a
// game family outside the engine plays through the journal's commands.
#include "commands.h"

int main(int argc, char **argv)
{
    return umpire::cli::run(std::vector<std::string>(argv + 1, argv + argc),
                            umpire::cli::executablePath(argc > 0 ? argv[0] : nullptr));
}
