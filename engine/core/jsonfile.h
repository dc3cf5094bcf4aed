#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace umpire {

// Every JSON text Umpire reads from a user (requests, actions, data files, maps, lenses) is read
// strictly, by one parser: it refuses what a lenient reader would silently accept or crash on.

// Arrays and objects within each other at most this deep: Umpire's own files need a handful of
// levels, and a deeper value could exhaust the stack of any recursive walk of it.
constexpr int maxJsonNesting = 100;

// The deepest nesting of arrays and objects in `text` (0 for a plain value), found by one pass over
// the bytes that skips strings, before any parser sees it; it may stop counting once it is past
// maxJsonNesting.
std::size_t jsonNesting(std::string_view text);

// Appends `value` as dump(2) writes it `indent` spaces deep in a document (every line after its
// first indented by that much more), text that is not UTF-8 shown with replacement characters: in
// one pass, for documents written a piece at a time.
void appendIndentedJson(std::string &out, const nlohmann::json &value, unsigned indent);

// The JSON value `text` holds, or an error of `kind` that starts with `what` (a file's path, "the
// request on standard input") and names the problem without echoing the input's bytes:
// "WHAT: not valid JSON at line L, column C: REASON" (a syntax error, a number no machine type
// holds such as 1e400, bytes that are not UTF-8), "WHAT: nested deeper than 100 levels ..." and
// "WHAT: at POINTER: each key once, but "KEY" is given twice" (which would silently keep the last).
Result<nlohmann::json> parseJsonText(std::string_view text, const std::string &what,
                                     ErrorKind kind = ErrorKind::BadInput);

// The message of an exception nlohmann throws on a parsed value (a field of the wrong type, a key
// missing) without the library's "[json.exception.type_error.302] " prefix: "type must be string,
// but is number". For code that reads a value with get<>() and at() inside a try.
std::string jsonExceptionText(const nlohmann::json::exception &error);

// Reads a JSON file whole, the way every data file of Umpire is read: BadInput naming the path
// when it cannot be read ("cannot read the <what>: it is a folder, not a file", "...: it does not
// exist"), BadData from parseJsonText, `what` being the path, when it is not acceptable JSON.
Result<nlohmann::json> readJsonFile(const std::string &path, const std::string &what);

} // namespace umpire
