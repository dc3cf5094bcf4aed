#pragma once

#include "hexgrid.h"
#include "picturegrid.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <cstdint>
#include <map>
#include <string>

namespace umpire::vision {

// How to draw a printed hex map's picture (a scan of a map made for trying the grid fit on): its
// grid, in the picture's pixels before the picture is turned (the grid's mm are pixels here), with
// the numbering printed in each hex.
struct PrintedMapOptions
{
    HexGridLayout grid;
    double turnDeg = 0;     // the whole map turned on the picture, about its middle
    double noiseSigma = 4;  // gray levels of sensor noise
    int marginPx = 30;      // paper around the printed map
    std::uint64_t seed = 1; // the terrain drawn
};

// A printed map's picture and its truth.
struct PrintedMap
{
    cv::Mat image; // BGR
    HexGridLayout grid;
    double turnDeg = 0;
    cv::Matx23d gridToPicture; // the grid's mm (pixels before the turn) to the picture's pixels
    std::map<std::string, std::string> terrain;         // each hex's id: the terrain painted there
    PicturePoint centreOf(const std::string &id) const; // where the picture shows a hex's centre
    // The truth as JSON: the grid, the turn, every hex's id, centre on the picture and terrain.
    nlohmann::json truthJson() const;
};

// The terrains a printed map is painted with, and the colour of each (BGR).
inline const std::map<std::string, cv::Scalar> &printedTerrainColours()
{
    static const std::map<std::string, cv::Scalar> colours = {{"clear", cv::Scalar(170, 215, 230)},
                                                              {"forest", cv::Scalar(70, 130, 60)},
                                                              {"marsh", cv::Scalar(150, 150, 100)},
                                                              {"town", cv::Scalar(90, 90, 170)}};
    return colours;
}

// A printed hex map's picture: paper, each hex painted with a terrain (forests and marshes in
// patches, towns alone), the hex outlines in black ink, each hex's id printed at its top, the
// map's border, then the turn and the noise. The same options give the same picture.
PrintedMap drawPrintedMap(const PrintedMapOptions &options);

// A map picture for `vision scene map`: a random grid of a dozen or so columns and rows, flat-top
// or pointy-top, hexes 40 to 56 pixels across, turned by up to two degrees, from the seed.
PrintedMapOptions randomPrintedMap(std::uint64_t seed, HexOrientation orientation);

} // namespace umpire::vision
