#include "picturefile.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <fstream>

namespace umpire {

namespace {

std::uint32_t bigEndian(const unsigned char *p, int bytes)
{
    std::uint32_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | p[i];
    return v;
}

std::uint32_t littleEndian(const unsigned char *p, int bytes)
{
    std::uint32_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

Error cutShort(const std::string &what, const char *format)
{
    return badInput(msg("%1: the %2 picture is cut short before its size", {what, format}));
}

// JPEG: the size is in the first start-of-frame segment, after any number of others (EXIF and its
// thumbnail, colour profiles); each segment says its length, so the walk jumps from one to the
// next and reads nothing else.
Result<PictureHeader> jpegSize(const PictureBytes &read, std::uint64_t total,
                               const std::string &what)
{
    std::uint64_t at = 2;
    for (int segments = 0; segments < 100000; ++segments) {
        unsigned char marker[2];
        if (!read(at, 2, marker))
            return cutShort(what, "JPEG");
        if (marker[0] != 0xFF)
            return badInput(msg("%1: the JPEG picture is damaged (no segment marker at byte %2)",
                                {what, std::to_string(at)}));
        if (marker[1] == 0xFF) { // fill byte
            ++at;
            continue;
        }
        at += 2;
        if (marker[1] == 0x01 || (marker[1] >= 0xD0 && marker[1] <= 0xD7))
            continue; // no length
        if (marker[1] == 0xD9 || marker[1] == 0xDA)
            return badInput(msg("%1: the JPEG picture has no frame header", {what}));
        unsigned char length[2];
        if (!read(at, 2, length))
            return cutShort(what, "JPEG");
        const std::uint32_t size = bigEndian(length, 2);
        if (size < 2)
            return badInput(msg("%1: the JPEG picture is damaged (a segment of length %2)",
                                {what, std::to_string(size)}));
        const unsigned char m = marker[1];
        const bool frame = m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC;
        if (frame) {
            unsigned char sof[5];
            if (size < 7 || !read(at + 2, 5, sof))
                return cutShort(what, "JPEG");
            PictureHeader h{"jpeg", int(bigEndian(sof + 3, 2)), int(bigEndian(sof + 1, 2))};
            return h;
        }
        at += size;
        if (at >= total)
            return cutShort(what, "JPEG");
    }
    return badInput(msg("%1: the JPEG picture has too many segments before its frame", {what}));
}

} // namespace

Result<PictureHeader> readPictureHeader(const PictureBytes &read, std::uint64_t total,
                                        const std::string &what)
{
    std::array<unsigned char, 26> head{};
    const std::size_t have = std::size_t(std::min<std::uint64_t>(total, head.size()));
    if (have < 4 || !read(0, have, head.data()))
        return badInput(msg("%1: is not a picture Umpire reads (PNG, JPEG, GIF or BMP): it is "
                            "too short",
                            {what}));
    PictureHeader h;
    static const unsigned char png[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (have >= 8 && std::memcmp(head.data(), png, 8) == 0) {
        if (have < 24 || std::memcmp(head.data() + 12, "IHDR", 4) != 0)
            return cutShort(what, "PNG");
        h = {"png", int(bigEndian(head.data() + 16, 4) & 0x7FFFFFFF),
             int(bigEndian(head.data() + 20, 4) & 0x7FFFFFFF)};
    } else if (head[0] == 0xFF && head[1] == 0xD8) {
        Result<PictureHeader> jpeg = jpegSize(read, total, what);
        if (!jpeg)
            return jpeg.error();
        h = *jpeg;
    } else if (have >= 6 && (std::memcmp(head.data(), "GIF87a", 6) == 0 ||
                             std::memcmp(head.data(), "GIF89a", 6) == 0)) {
        if (have < 10)
            return cutShort(what, "GIF");
        h = {"gif", int(littleEndian(head.data() + 6, 2)), int(littleEndian(head.data() + 8, 2))};
    } else if (head[0] == 'B' && head[1] == 'M') {
        if (have < 26)
            return cutShort(what, "BMP");
        const std::uint32_t info = littleEndian(head.data() + 14, 4);
        if (info == 12) {
            h = {"bmp", int(littleEndian(head.data() + 18, 2)),
                 int(littleEndian(head.data() + 20, 2))};
        } else {
            const auto width = std::int32_t(littleEndian(head.data() + 18, 4));
            const auto height = std::int32_t(littleEndian(head.data() + 22, 4));
            // a negative height is a picture stored top row first
            h = {"bmp", width < 0 ? -1 : int(width),
                 height == INT32_MIN ? -1 : int(height < 0 ? -height : height)};
        }
    } else {
        return badInput(msg("%1: is not a picture Umpire reads (PNG, JPEG, GIF or BMP)", {what}));
    }
    if (h.width <= 0 || h.height <= 0)
        return badInput(msg("%1: the %2 picture has no pixels (%3x%4)",
                            {what, h.format, std::to_string(h.width), std::to_string(h.height)}));
    if (h.width > maxPictureSide || h.height > maxPictureSide)
        return badInput(msg("%1: the picture is %2x%3 pixels, more than Umpire reads (%4 on a "
                            "side)",
                            {what, std::to_string(h.width), std::to_string(h.height),
                             std::to_string(maxPictureSide)}));
    return h;
}

Result<PictureHeader> readPictureHeader(std::string_view bytes, const std::string &what)
{
    return readPictureHeader(
        [&](std::uint64_t offset, std::size_t size, unsigned char *out) {
            if (offset > bytes.size() || size > bytes.size() - offset)
                return false;
            std::memcpy(out, bytes.data() + offset, size);
            return true;
        },
        bytes.size(), what);
}

Result<Ok> checkRelativePath(const std::string &path, const std::string &what)
{
    auto refuse = [&](Message why) {
        return badData(msg("%1: the path \"%2\" %3: give a path relative to the file's own "
                           "folder, inside it",
                           {what, path, std::move(why)}));
    };
    if (path.empty())
        return badData(msg("%1: the path is empty", {what}));
    if (path.size() > 255)
        return badData(msg("%1: the path is longer than 255 bytes", {what}));
    for (const char c : path)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
            return badData(msg("%1: the path holds a control character", {what}));
    if (path.front() == '/')
        return refuse(msg("is absolute"));
    if (path.find('\\') != std::string::npos)
        return refuse(msg("holds a backslash (write '/' between folders)"));
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        const std::string part = path.substr(start, end - start);
        if (part.empty())
            return refuse(msg("has an empty part"));
        if (part == "..")
            return refuse(msg("climbs out of its folder (\"..\")"));
        if (part == ".")
            return refuse(msg("has a \".\" part"));
        start = end + 1;
    }
    return Ok{};
}

Result<PictureFile> openPicture(const std::filesystem::path &folder, const std::string &relative,
                                const std::string &what)
{
    namespace fs = std::filesystem;
    if (Result<Ok> ok = checkRelativePath(relative, what); !ok)
        return ok.error();
    std::error_code ec;
    const fs::path base = fs::canonical(folder.empty() ? fs::path(".") : folder, ec);
    if (ec)
        return badData(
            msg("%1: the folder \"%2\" cannot be read: %3", {what, folder.string(), ec.message()}));
    const fs::path named = base / relative;
    if (!fs::exists(fs::symlink_status(named, ec)))
        return badData(msg("%1: the picture \"%2\" is missing", {what, named.string()}));
    const fs::path real = fs::canonical(named, ec);
    if (ec)
        return badData(
            msg("%1: the picture \"%2\" cannot be read: %3", {what, named.string(), ec.message()}));
    const fs::path inside = real.lexically_relative(base);
    if (inside.empty() || *inside.begin() == "..")
        return badData(msg("%1: the picture \"%2\" is a link to a file outside its folder (%3)",
                           {what, relative, base.string()}));
    Result<PictureFile> picture = inspectPicture(real, what);
    if (!picture)
        return badData(picture.error().what);
    return picture;
}

Result<PictureFile> inspectPicture(const std::filesystem::path &file, const std::string &what)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path real = fs::canonical(file, ec);
    if (ec)
        return badInput(
            msg("%1: the picture \"%2\" cannot be read: %3", {what, file.string(), ec.message()}));
    if (!fs::is_regular_file(real, ec))
        return badInput(msg("%1: the picture \"%2\" is not a file", {what, file.string()}));
    const std::uintmax_t bytes = fs::file_size(real, ec);
    if (ec)
        return badInput(
            msg("%1: the picture \"%2\" cannot be read: %3", {what, file.string(), ec.message()}));
    if (bytes > maxPictureBytes)
        return badInput(msg("%1: the picture \"%2\" is %3 MB, more than Umpire reads (%4 MB)",
                            {what, file.string(), std::to_string(bytes >> 20),
                             std::to_string(maxPictureBytes >> 20)}));
    std::ifstream in(real, std::ios::binary);
    if (!in)
        return badInput(msg("%1: the picture \"%2\" cannot be opened", {what, file.string()}));
    Result<PictureHeader> header = readPictureHeader(
        [&](std::uint64_t offset, std::size_t size, unsigned char *out) {
            if (offset > bytes || size > bytes - offset)
                return false;
            in.clear();
            in.seekg(std::streamoff(offset));
            in.read(reinterpret_cast<char *>(out), std::streamsize(size));
            return bool(in);
        },
        bytes, what + ": " + file.string());
    if (!header)
        return header.error();
    return PictureFile{real, bytes, *header};
}

} // namespace umpire
