#pragma once

#include "hexgrid.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace umpire::vision {

// One printed anchor marker: its id and where its black square sits on the map, in map mm.
struct AnchorMarker
{
    int marker = 0;
    HexPointMm topLeftMm{};
    double sideMm = 0;
    // The four corners in ArUco's order (top-left, top-right, bottom-right, bottom-left), printed
    // upright.
    std::vector<HexPointMm> cornersMm() const;
    HexPointMm centreMm() const { return {topLeftMm.x + sideMm / 2, topLeftMm.y + sideMm / 2}; }
};

// What the camera needs to know about a table: the hex grid, the anchors and, when given, the
// counter marker ids in play (the `aruco_dictionary`, `map`, `anchors` and `order_of_battle` fields
// of a camera sample's JSON).
struct MapDescription
{
    std::string dictionary = "DICT_4X4_1000";
    HexGridLayout layout;
    double mapWidthMm = 0, mapHeightMm = 0;
    std::vector<AnchorMarker> anchors;
    std::optional<std::set<int>> orderOfBattle;
    double counterMm = 12.7;      // the counter's square
    double counterMarkerMm = 8.5; // the marker's black square on it

    const AnchorMarker *anchor(int marker) const;
    bool isAnchor(int marker) const { return anchor(marker) != nullptr; }
    bool onMap(HexPointMm point) const;

    // Reads the fields above; an error names the field and what was expected.
    static Result<MapDescription> fromJson(const nlohmann::json &json);
    static Result<MapDescription> fromFile(const std::string &path);
    nlohmann::json toJson() const;
};

} // namespace umpire::vision
