#pragma once

#include <cstdint>
#include <string>

namespace umpire::test {

// The first bytes of a PNG of the given size: its signature and IHDR chunk, all a header reader
// needs (nothing here decodes the pixels).
inline std::string pngHeader(std::uint32_t width, std::uint32_t height)
{
    std::string s("\x89PNG\r\n\x1a\n", 8);
    auto be = [&](std::uint32_t v) {
        for (int shift = 24; shift >= 0; shift -= 8)
            s += char((v >> shift) & 0xFF);
    };
    be(13);
    s += "IHDR";
    be(width);
    be(height);
    s += std::string("\x08\x02\x00\x00\x00", 5);
    be(0); // CRC, not checked by a header reader
    return s;
}

} // namespace umpire::test
