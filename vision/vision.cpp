#include "vision.h"

#include <opencv2/core/version.hpp>

namespace umpire::vision {

std::string openCvVersion()
{
    return CV_VERSION;
}

} // namespace umpire::vision
