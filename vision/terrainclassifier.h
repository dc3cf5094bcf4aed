#pragma once

#include "hexgrid.h"
#include "mappicture.h"
#include "result.h"

#include <opencv2/core.hpp>

#include <map>
#include <string>
#include <vector>

namespace umpire::vision {

// A terrain proposed for a hex from its colours: the referee confirms or repaints it.
struct TerrainSuggestion
{
    Hex hex;
    std::string terrain;
    int votes = 0;       // of the nearest painted hexes, how many are of this terrain
    int of = 0;          // how many were asked
    double distance = 0; // to the nearest painted hex of this terrain (0: the same colours)
};

// Proposes a terrain for every hex of the grid that is not painted, from the colours the picture
// shows inside it (a colour histogram of its middle, away from the outline and the printed id)
// against those of the hexes the referee painted: the terrain most of the `k` nearest painted hexes
// have. It never decides: the answer is a list of proposals. BadInput when fewer than two terrains
// are painted, or the picture is not the one the grid is placed on.
Result<std::vector<TerrainSuggestion>> suggestTerrain(const cv::Mat &picture, const HexGrid &grid,
                                                      const MapPicture &placement,
                                                      const std::map<Hex, std::string> &painted,
                                                      int k = 3);

} // namespace umpire::vision
