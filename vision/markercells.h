#pragma once

#include <opencv2/core.hpp>

#include <array>
#include <cstdint>

namespace umpire::vision {

// A DICT_4X4_1000 marker's 6x6 cells (its black border and 4x4 bits) read straight from the
// picture through the homography of a candidate's four corners: what OpenCV's detector does for
// each candidate (warp to a 36-pixel square, Otsu's threshold, a majority in each cell's middle,
// then the id among the dictionary's 4,000 codes), without the warp's setup, and the id by a
// table of the 65,536 codes instead of a distance to each of the 4,000. A crowded table gives
// thousands of candidates: reading them was a third of a 4K locate.
class MarkerCells
{
  public:
    // The table of the dictionary's codes, made once.
    static const MarkerCells &instance();

    struct Decoded
    {
        int marker = -1; // -1: not a marker of the dictionary
        int rotation =
            0; // quarter turns: the corners are turned by this to read the marker upright
    };
    // The candidate's id, as OpenCV's detector reads it with errorCorrectionRate 0 (exact codes
    // only), perspectiveRemovePixelPerCell pixelsPerCell, perspectiveRemoveIgnoredMarginPerCell
    // margin, minOtsuStdDev 5 and maxErroneousBitsInBorderRate borderErrors.
    Decoded decode(const cv::Mat &gray, const std::array<cv::Point2f, 4> &corners,
                   int pixelsPerCell, double margin, double borderErrorRate) const;

    // The corners of a decoded candidate in ArUco's order (its first corner the marker's top
    // left).
    static std::array<cv::Point2f, 4> turned(const std::array<cv::Point2f, 4> &corners,
                                             int rotation);

    // The 16 bits of an id, row by row (first bit the most significant); -1 for an id out of
    // the dictionary.
    int code(int marker) const;

  private:
    MarkerCells();
    // code -> marker * 4 + rotation, or -1.
    std::array<std::int16_t, 65536> m_byCode;
    std::array<std::uint16_t, 1000> m_codes;
};

// The homography from the square [0, side]^2 onto a quad's corners (corner 0 at the origin, then
// along x): where a point of the upright square is in the picture.
struct SquareToQuad
{
    SquareToQuad(const std::array<cv::Point2f, 4> &corners, double side);
    cv::Point2f operator()(double u, double v) const
    {
        const double w = g * u + h * v + 1;
        return {float((a * u + b * v + c) / w), float((d * u + e * v + f) / w)};
    }
    double a, b, c, d, e, f, g, h;
};

} // namespace umpire::vision
