#pragma once

#include "result.h"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace umpire::vision {

// True-size printable sheets (A4, 300 dpi): anchors with a wide quiet zone, and counter stickers
// (an 8.5 mm marker in a 1.5 mm white quiet zone, more than one marker cell, on an 11.5 mm square
// that fits a half-inch counter), each with its id and cut marks, and a 100 mm bar to check the
// printer kept the size.
struct SheetSettings
{
    std::vector<int> anchors;  // drawn first, 24 mm
    std::vector<int> counters; // stickers
    double anchorMm = 24;
    double counterMarkerMm = 8.5;
    double quietMm = 1.5;
    int dpi = 300;
};

// The pages (8-bit gray, white paper).
std::vector<cv::Mat> markerSheets(const SheetSettings &settings);

// Writes pages as PNG (OUT.png, OUT-2.png...) or one PDF (OUT.pdf); an error names the file.
Result<std::vector<std::string>> writeSheets(const std::vector<cv::Mat> &pages,
                                             const std::string &path, int dpi);

// "1-40,57,60-62" as marker ids (0 to 999), each once, in order.
Result<std::vector<int>> parseMarkerList(const std::string &text);

} // namespace umpire::vision
