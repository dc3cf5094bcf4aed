#pragma once

#include "modulearchive.h"
#include "piecedefinition.h"
#include "result.h"
#include "vassalgrid.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire::vassal {

// A zone of a board's zoned grid (ZonedGrid's Zone): its polygon on the board, its name, its
// location format, and its own hex grid or the board's.
struct VassalZone
{
    std::string name;
    std::vector<PicturePoint> polygon;
    std::string locationFormat = "$name$";
    bool useParentGrid = false;
    std::optional<VassalHexGrid> grid;
};

// A board (Board): its picture in the module's images/, its size when it says so, and its grid: a
// hex grid, or a zoned grid's zones and background grid.
struct VassalBoard
{
    std::string name;
    std::string image;
    int width = 0, height = 0;         // the board's own attributes (0: the picture's size)
    std::optional<VassalHexGrid> grid; // a hex grid, or a zoned grid's background hex grid
    std::vector<VassalZone> zones;
    bool otherGrid = false; // a square or region grid: not a hex map
};

// A piece as a palette's slot or an at-start stack holds it (PieceSlot): its definition.
struct VassalPieceSlot
{
    std::string entryName;
    std::string definition;
};

// An at-start stack (SetupStack): its pieces, on a board, at a pixel position or a grid location.
struct VassalSetupStack
{
    std::string name;
    std::string owningBoard; // "" : the map's first board
    bool useGridLocation = false;
    std::string location;
    int x = 0, y = 0;
    std::vector<VassalPieceSlot> pieces;
};

struct VassalMap
{
    std::string name;
    std::vector<VassalBoard> boards;
    std::vector<VassalSetupStack> stacks;
};

// A VASSAL 3 module as its build file describes it, for what Umpire takes from it: its maps' boards
// and grids, its prototypes, the pieces of its palettes and its at-start stacks.
struct VassalModule
{
    std::string name, version;
    std::vector<VassalMap> maps;
    std::map<std::string, std::vector<PieceTrait>> prototypes;
    std::vector<VassalPieceSlot> palette;
};

// Reads the module's build file (buildFile.xml, or the older buildFile, plain or in VASSAL's
// obfuscated form) and moduledata. BadInput when the zip holds no build file (it is not a module);
// BadData naming the file and line when the XML is broken or a value is not what VASSAL writes.
Result<VassalModule> readModule(const ModuleArchive &archive);

} // namespace umpire::vassal
