#pragma once

#include "result.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace umpire::vassal {

// One trait of a VASSAL game piece (a layer, a use of a prototype, the basic piece itself...): its
// type (what it is, "emb2;..." for a layer) and its state (what it shows now).
struct PieceTrait
{
    std::string type;
    std::string state;
    std::string kind() const; // the type's prefix: "piece", "emb2", "prototype"...
};

// A piece's traits from its definition, as a palette's slot or a prototype holds it: VASSAL's
// add-piece command, "+/ID/TYPE/STATE", the type and the state each the outermost trait's, a tab,
// then the rest of the piece's, within it (read in VASSAL's BasicCommandEncoder). Outermost first,
// the basic piece last. BadData naming `what` when it is not such a definition.
Result<std::vector<PieceTrait>> decodePiece(std::string_view definition, const std::string &what);

// What a counter shows: its name and its picture (a file of the module's images/ folder, "" when
// it has none).
struct PieceLook
{
    std::string name;
    std::string image;
};

// The name and picture of a piece, its prototypes' traits taken in where it uses them (by name,
// from `prototypes`: each prototype's traits, its empty basic piece left out): the basic piece's
// name, renamed by a Basic Name trait and by each active layer's level name ("Prefix+" and
// "+suffix" around the name, or in its place); the picture of the outermost active layer whose
// level has one, else the basic piece's. BadData naming `what` when a prototype is missing or
// prototypes use each other without end.
Result<PieceLook> lookOf(const std::vector<PieceTrait> &traits,
                         const std::map<std::string, std::vector<PieceTrait>> &prototypes,
                         const std::string &what);

} // namespace umpire::vassal
