#pragma once

#include "calibration.h"
#include "locator.h"
#include "result.h"

#include <string>

namespace umpire::vision {

// One end of a measure: a marker's centre, or a point of the image (pixels).
struct MeasureEnd
{
    int marker = -1; // -1: the image point below
    cv::Point2f image;
    // "123" is a marker id, "640,360" an image point; an error names the text.
    static Result<MeasureEnd> parse(const std::string &text);
};

struct Measure
{
    HexPointMm fromMm, toMm;
    double mm = 0;
};

// The distance on the map's plane between two ends, through the calibration of a located image;
// a marker not read in the image is an error naming it.
Result<Measure> measureOnMap(const LocateResult &located, const MeasureEnd &from,
                             const MeasureEnd &to);

} // namespace umpire::vision
