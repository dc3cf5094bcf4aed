#pragma once

#include "mapdescription.h"
#include "markerdetector.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <vector>

namespace umpire::vision {

// Where the map lies in the image: the homography between map millimetres and image pixels, from
// every corner of the anchor markers in view (one anchor fixes it, more make it better).
struct Calibration
{
    cv::Matx33d mapToImage = cv::Matx33d::eye();
    cv::Matx33d imageToMap = cv::Matx33d::eye();
    std::vector<int> anchorsUsed;
    std::vector<int> anchorsRejected; // seen, but not where the others put them (moved, misread)
    double errorMm = 0;               // RMS distance of the anchor corners, back on the map

    HexPointMm toMap(cv::Point2f image) const;
    cv::Point2f toImage(HexPointMm map) const;
    // Image pixels per map millimetre around a map point (mean of both directions).
    double pixelsPerMm(HexPointMm map) const;
    // The map's outline in the image.
    std::vector<cv::Point2f> mapOutline(const MapDescription &map) const;

    // From the anchors among reads; an error when no anchor is in view or they disagree.
    static Result<Calibration> fromAnchors(const MapDescription &map,
                                           const std::vector<MarkerRead> &reads);
    nlohmann::json toJson() const;
    static Result<Calibration> fromJson(const nlohmann::json &json);
};

} // namespace umpire::vision
