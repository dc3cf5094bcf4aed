#pragma once

#include "hexgrid.h"
#include "mappicture.h"
#include "result.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace umpire {

// A hex grid as it lies on a picture, in pixels, as a fit or three clicks find it, before any hex
// has a printed id. Its hexes are counted from an origin hex (0, 0): flat-top, column i and hex j
// down it, the centre at origin + i * columnStep + (j + (i odd ? 1/2 : 0)) * rowStep; pointy-top,
// row j and hex i along it, at origin + (i + (j odd ? 1/2 : 0)) * columnStep + j * rowStep. The
// two steps may have any length and direction (a grid that is not regular, a picture turned).
struct PictureLattice
{
    HexOrientation orientation = HexOrientation::FlatTop;
    PicturePoint origin;
    PicturePoint columnStep; // flat-top: to the next column; pointy-top: to the next hex in a row
    PicturePoint rowStep;    // flat-top: to the next hex down a column; pointy-top: to the next row

    PicturePoint centre(int i, int j) const;
    std::pair<int, int> hexAt(PicturePoint point) const; // the hex whose area holds the point
    // The distance between the centres of two hexes side by side (flat to flat), in pixels.
    double flatToFlatPx() const;
};

// Three clicks, when the fit cannot find the grid: `a` a hex's centre, `b` the centre of the hex
// next to it along its column (flat-top) or its row (pointy-top), which says the orientation, and
// `c` the centre of a hex next to `a` in the next column (or row). BadInput when the three do not
// make a hex grid (b not beside a, c not beside both a's column and b's).
Result<PictureLattice> latticeFromCentres(PicturePoint a, PicturePoint b, PicturePoint c);

// A hex's outline as a fit found it on the picture: hex (i, j) of the lattice, and how well its
// outline matches there (the fit's normalized correlation).
struct HexOutline
{
    int i = 0, j = 0;
    double match = 0;
};

// A hex the referee names by its printed id: any point inside it, and the id as printed there.
struct TypedHex
{
    PicturePoint at;
    std::string id;
    // The column's and row's numbers, when they are known rather than typed (a module's
    // numbering gives them): the id is then only shown, never read.
    std::optional<std::pair<int, int>> numbers;
};

// What placing a map's grid on its picture needs beyond the lattice.
struct GridPlacement
{
    std::string pictureFile; // as the map file will name it (beside the map file)
    int widthPx = 0, heightPx = 0;
    double pixelsPerMm = 0; // the picture's scale: from the printed hex size or the scan's dpi
    // None, or two hexes with their printed ids: which way the numbers grow, the first hex's
    // numbers, which columns (rows) sit half a hex further along, digits or letters and their
    // padding, which part comes first, the separator. None: "CCRR" from 0101 at the top-left.
    std::vector<TypedHex> typed;
    // Which columns (rows) sit half a hex further along, when the typed hexes cannot say it (both
    // in columns of the same parity).
    std::optional<bool> evenShifted;
    // The hexes whose outline the fit found, when it did: the map's grid is the printed map's
    // rectangle of them. None: every hex whose centre is on the picture.
    std::vector<HexOutline> outlines;
    // The part of the picture the grid covers (a VASSAL zone's polygon), in pixels; none: all of
    // it.
    std::vector<PicturePoint> area;
    // The printed numbering's format, when it is known (a module's) and the typed hexes give their
    // numbers: they then only say where it lies and which way it grows.
    std::optional<HexNumbering> numbering;
};

// The map grid and picture placement a lattice gives: every hex whose centre is on the picture (or
// whose outline was found: the printed map's, a column or row at its edge left out while its
// outlines match far less than the others' (the hexes beside the printed map show the edges they
// share with it, half their outline; so does a half hex cut by the picture's edge)), in printed
// columns and rows (the grid's rectangle of them), with the printed numbering the typed hexes show;
// the picture's mmToPx places each hex's mm centre on its lattice centre. `notes` say what was
// taken (the numbering's reading, hexes left out). BadInput naming the problem when the typed ids
// do not read (cannot tell where the column's part ends) or contradict each other, or the grid is
// larger than a map holds (999 columns or rows).
struct PlacedGrid
{
    HexGridLayout layout;
    MapPicture picture;
    std::vector<std::string> notes;
};
Result<PlacedGrid> placeGridOnPicture(const PictureLattice &lattice,
                                      const GridPlacement &placement);

} // namespace umpire
