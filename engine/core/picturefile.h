#pragma once

#include "result.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>

namespace umpire {

// Pictures come from outside: a map's scan or photograph, a counter's image, a VASSAL module's
// board. Every one is bounded before anything decodes it, by its header alone: a picture larger
// than this on a side, or a file larger than this, is refused.
constexpr int maxPictureSide = 20000;
constexpr std::uintmax_t maxPictureBytes = std::uintmax_t{200} << 20;

// What a picture's header says.
struct PictureHeader
{
    std::string format; // "png", "jpeg", "gif", "bmp"
    int width = 0;
    int height = 0;
};

// Reads `size` bytes at `offset` into `out`; false when the data ends before.
using PictureBytes =
    std::function<bool(std::uint64_t offset, std::size_t size, unsigned char *out)>;

// The format and pixel size a PNG, JPEG, GIF or BMP header gives, read through `read` (the data is
// `total` bytes long): BadInput naming `what` when it is none of them, is cut short, or is larger
// than maxPictureSide on a side.
Result<PictureHeader> readPictureHeader(const PictureBytes &read, std::uint64_t total,
                                        const std::string &what);
// The same over bytes in memory.
Result<PictureHeader> readPictureHeader(std::string_view bytes, const std::string &what);

// A path as a data file writes another file beside it: relative, with '/' between its parts,
// none of them ".." or "." or empty, no backslash, no control character, at most 255 bytes.
// BadData naming `what` otherwise: such a path could name a file outside its folder.
Result<Ok> checkRelativePath(const std::string &path, const std::string &what);

// A picture a data file names by a relative path inside `folder`, checked as it stands on the disk.
struct PictureFile
{
    std::filesystem::path path; // absolute, links followed: what to open
    std::uintmax_t bytes = 0;
    PictureHeader header;
};

// A picture at a path the user gave (a command's argument, a file chosen in a dialog): a regular
// file of at most maxPictureBytes whose header is a picture's within the bounds. BadInput naming
// `what` otherwise.
Result<PictureFile> inspectPicture(const std::filesystem::path &file, const std::string &what);

// The picture `relative` names inside `folder`: the path is checked (checkRelativePath), the file
// must stay inside the folder once every link is followed, be a regular file of at most
// maxPictureBytes, and its header be a picture's within the bounds. BadData naming `what` and the
// path otherwise.
Result<PictureFile> openPicture(const std::filesystem::path &folder, const std::string &relative,
                                const std::string &what);

} // namespace umpire
