#pragma once

#include "hexgrid.h"
#include "picturefile.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <array>
#include <filesystem>
#include <string>

namespace umpire {

// A point on a map's picture, in pixels from its top-left corner (x right, y down).
struct PicturePoint
{
    double x = 0;
    double y = 0;
};

// A map's picture: a scan, a photograph straightened from its four corners, a VASSAL module's
// board image. Its file is beside the map file (a relative path inside the map's folder), and
// `mmToPx` places the map's millimetre grid on it exactly: the hex grid's centres and corners in
// mm (HexGrid::centreMm, cornersMm) are where the picture shows them once mapped.
struct MapPicture
{
    std::string file; // as the map file writes it: relative to the map file's folder
    int widthPx = 0, heightPx = 0;
    // x_px = a x_mm + b y_mm + c, y_px = d x_mm + e y_mm + f: [a, b, c, d, e, f]. In Qt's terms
    // the transform from map mm to picture pixels is QTransform(a, d, b, e, c, f).
    std::array<double, 6> mmToPx{1, 0, 0, 0, 1, 0};

    PicturePoint toPicture(HexPointMm mm) const;
    HexPointMm toMm(PicturePoint px) const; // the inverse (the transform is invertible)
    // Pixels per mm along the map's x and y axes (the lengths of the transform's columns).
    double pixelsPerMmX() const;
    double pixelsPerMmY() const;

    // The "picture" object of a map file, already checked against the schema: BadData naming
    // `where` (the map file) when its path may leave the folder or the transform is not
    // invertible.
    static Result<MapPicture> fromJson(const nlohmann::json &picture, const std::string &where);
    nlohmann::json toJson() const;

    // The picture's file inside `folder` (the map file's), checked as it stands on the disk
    // (openPicture: inside the folder, bounded) and of the size the map gives it.
    Result<PictureFile> open(const std::filesystem::path &folder, const std::string &where) const;
};

// A map file's "grid" object for a layout, as the map format writes it (docs/map-format.md): what
// HexMap reads back into the same layout.
nlohmann::json gridJson(const HexGridLayout &layout);

} // namespace umpire
