#pragma once

#include <opencv2/core.hpp>

#include <vector>

namespace umpire::vision {

// Hands and forearms over the map: large skin-coloured regions. A counter next to one may be in the
// player's fingers or half covered, so it is neither trusted nor reported as gone.
struct HandMask
{
    std::vector<std::vector<cv::Point>> outlines; // in image pixels
    cv::Mat mask;                                 // CV_8U, 255 on a hand (empty when no hand)

    bool empty() const { return outlines.empty(); }
    // Distance in pixels from p to the nearest hand pixel (a large number when there is no hand).
    double distanceTo(cv::Point2f p) const;

    // Skin-coloured regions larger than minAreaPx that reach over the map's edge (mapOutline, in
    // image pixels): a hand comes from outside the map, a patch of ochre terrain does not.
    static HandMask find(const cv::Mat &bgr, double minAreaPx,
                         const std::vector<cv::Point2f> &mapOutline);
    // find() in two halves. The pixels: skin colour at a quarter of bgr's size, cleaned; it needs
    // no calibration, so locate() runs it on the other core while it reads the markers.
    static cv::Mat skin(const cv::Mat &bgr);
    // The shapes: regions of skin (from skin()) of an imageSize picture, as find() keeps them.
    static HandMask fromSkin(const cv::Mat &skin, cv::Size imageSize, double minAreaPx,
                             const std::vector<cv::Point2f> &mapOutline);

  private:
    cv::Mat m_distance; // distance transform of the non-hand pixels (at quarter scale)
    static constexpr int m_scale = 4;
};

} // namespace umpire::vision
