#pragma once

#include <string>

// The vision library: OpenCV calibration, marker detection, hex placement, tracking, measuring.
namespace umpire::vision {

// The OpenCV version this library was built with ("4.6.0"), for reports and benchmarks.
std::string openCvVersion();

} // namespace umpire::vision
