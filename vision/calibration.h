#pragma once

#include "lenscalibration.h"
#include "mapdescription.h"
#include "markerdetector.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace umpire::vision {

// Where the map lies in the image: the homography between map millimetres and image pixels, from
// every corner of the anchor markers in view (one anchor fixes it, more make it better). With a
// lens, the homography is to the ideal (undistorted) picture and toMap/toImage go through the
// lens, so callers always work in the camera's real pixels.
struct Calibration
{
    cv::Matx33d mapToImage = cv::Matx33d::eye(); // to ideal pixels when there is a lens
    cv::Matx33d imageToMap = cv::Matx33d::eye();
    std::optional<LensModel> lens;
    std::vector<int> anchorsUsed;
    std::vector<int> anchorsRejected; // seen, but not where the others put them (moved, misread)
    double errorMm = 0;               // RMS distance of the anchor corners, back on the map

    HexPointMm toMap(cv::Point2f image) const;
    cv::Point2f toImage(HexPointMm map) const;
    // Image pixels per map millimetre around a map point (mean of both directions).
    double pixelsPerMm(HexPointMm map) const;
    // The map's outline in the image (its corners; with a lens, points along its curved edges).
    std::vector<cv::Point2f> mapOutline(const MapDescription &map) const;

    // From the anchors among reads (real pixels; undistorted through lens when given, which the
    // calibration then keeps); an error when no anchor is in view or they disagree.
    static Result<Calibration> fromAnchors(const MapDescription &map,
                                           const std::vector<MarkerRead> &reads,
                                           const std::optional<LensModel> &lens = std::nullopt);
    nlohmann::json toJson() const;
    static Result<Calibration> fromJson(const nlohmann::json &json);
};

} // namespace umpire::vision
