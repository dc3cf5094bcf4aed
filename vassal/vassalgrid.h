#pragma once

#include "mappicture.h"
#include "picturegrid.h"

#include <optional>
#include <string>
#include <utility>

namespace umpire::vassal {

// A VASSAL hex grid's numbering (HexGridNumbering, read in VASSAL's source), with its defaults.
struct VassalNumbering
{
    char first = 'H'; // 'H': the column's part first, 'V': the row's
    std::string sep;  // between the parts
    char hType = 'N'; // the column's part: 'N' digits, 'A' letters
    char vType = 'N'; // the row's
    int hLeading = 1; // zeros before a column's number: at least hLeading + 1 digits
    int vLeading = 1;
    int hOff = 1; // added to the column's number
    int vOff = 1;
    bool hDescend = false; // numbers grow leftwards
    bool vDescend = false; // upwards
    bool stagger = true;   // every second column's rows numbered one on
    std::string locationFormat = "$gridLocation$";
};

// A VASSAL hex grid (HexGrid): hexes dy apart along a column and columns dx apart (a sideways grid
// has the two axes swapped: rows dx apart, hexes dy apart along each), the hex (0, 0) at (x0, y0),
// every second column half a hex further along. Its numbering, when it has one.
struct VassalHexGrid
{
    double dx = 0, dy = 64;
    int x0 = 0, y0 = 32;
    bool sideways = false;
    std::optional<VassalNumbering> numbering;

    // The centre of raw hex (nx, ny): column nx, hex ny down it, on the board, in pixels.
    PicturePoint centre(int nx, int ny) const;
    // The same grid as a lattice on the board's picture.
    PictureLattice lattice() const;
    // The printed column's and row's numbers VASSAL gives raw hex (nx, ny) on a board (or zone)
    // of `size` pixels (a descending numbering counts back from the size).
    std::pair<int, int> numbers(int nx, int ny, int width, int height) const;
    // The same as the picture's column and row: swapped on a sideways grid, whose VASSAL columns
    // are the picture's rows.
    std::pair<int, int> pictureNumbers(int nx, int ny, int width, int height) const;
    // Its name as VASSAL writes it: the grid location (column and row with the separator), and as
    // the location format makes it ($gridLocation$, $row$, $column$ replaced).
    std::string gridLocation(int nx, int ny, int width, int height) const;
    std::string locationName(int nx, int ny, int width, int height) const;
    // Where VASSAL puts a piece given this location (its getLocation: the location format's
    // parts read back to the column's and row's numbers, then that hex's centre), on a board (or
    // zone) of `width` by `height` pixels; none when the text is no location of this grid.
    std::optional<PicturePoint> locationPoint(const std::string &location, int width,
                                              int height) const;
    // The numbering in Umpire's terms (its format: digits or letters, padding, order, separator),
    // of the picture's columns and rows.
    HexNumbering umpireNumbering() const;
};

// A number as VASSAL writes a part of a hex's name: digits zero-padded to leading + 1, or letters
// (0 is A, 26 AA), a minus sign before a negative one.
std::string vassalNumberName(int value, char type, int leading);

// VASSAL's location format with its properties replaced ("$name$ $gridLocation$").
std::string formatLocation(const std::string &format,
                           const std::vector<std::pair<std::string, std::string>> &properties);

} // namespace umpire::vassal
