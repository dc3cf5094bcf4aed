#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace umpire {

// UTF-8 text as RFC 3629 defines it: every character in its shortest form (no overlong
// sequences), no UTF-16 surrogates (U+D800 to U+DFFF), nothing above U+10FFFF. Text that comes in
// from outside (an argument, a file) is checked once where it enters, so that nothing later has to
// hold bytes it cannot print or write as JSON.

// The offset of the first byte that does not start or continue a well-formed character; nothing
// when the whole text is well-formed.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);

// The text with each byte that is not part of a well-formed character replaced by U+FFFD (the
// replacement character), for a message that must be printable whatever it holds.
std::string replaceInvalidUtf8(std::string_view text);

} // namespace umpire
