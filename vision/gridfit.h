#pragma once

#include "picturegrid.h"
#include "result.h"

#include <opencv2/core.hpp>

#include <optional>
#include <utility>
#include <vector>

namespace umpire::vision {

// A hex grid found on a map's picture, and how well it fits.
struct GridFit
{
    PictureLattice lattice;
    int hexesMeasured = 0; // hexes whose printed outline was found where the grid puts them
    double residualPx = 0; // their centres' root mean square distance from the grid's
    double match = 0;      // the outlines' mean normalized correlation with the picture (0..1)
    double angleDeg = 0;   // the grid's turn on the picture (its columns or rows against the axes)
    // The hexes whose outline shows on the picture at all, and how well: the printed map's, and
    // those beside it that show the edges they share with it (placeGridOnPicture tells them
    // apart).
    std::vector<HexOutline> outlines;
};

struct GridFitOptions
{
    std::optional<HexOrientation> orientation; // none: as the grid's steps say (both if unsure)
};

// The printed hex grid of a map's picture (BGR or gray), found from the periodicity of its dark
// lines: the steps from their autocorrelation's nearest peaks (the hexagon of a hex's neighbours,
// whose direction gives the orientation and the turn), the phase from the hex outline's match
// folded into one cell, then every hex's outline matched where the grid puts it and the grid fitted
// to them all by least squares (so an irregular or sheared grid is found as it is).
// BadInput when no grid stands out (a picture without one, hexes under 8 pixels).
Result<GridFit> fitHexGrid(const cv::Mat &picture, const GridFitOptions &options = {});

// The same least-squares fit from a lattice known roughly (three clicks): each hex's outline
// matched near where `start` puts it. Falls back to `start` unchanged (hexesMeasured 0) when the
// picture shows too few outlines to fit.
GridFit refineLattice(const cv::Mat &picture, const PictureLattice &start);

// A picture taken at an angle, straightened from the map's four corners in it (top-left, top-right,
// bottom-right, bottom-left): the map's rectangle, as large as its longer sides.
Result<cv::Mat> straightenPicture(const cv::Mat &picture,
                                  const std::array<cv::Point2d, 4> &corners);

} // namespace umpire::vision
