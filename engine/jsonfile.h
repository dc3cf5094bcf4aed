#pragma once

#include "result.h"

#include <nlohmann/json.hpp>

#include <string>

namespace umpire {

// Reads a JSON file whole, the way every data file of Umpire is read: BadInput naming the path
// when it cannot be read ("cannot read the <what>"), BadData naming the path when it is not JSON
// (with where) or gives a key twice in one object (which would silently keep the last), with the
// JSON pointer of that object.
Result<nlohmann::json> readJsonFile(const std::string &path, const std::string &what);

} // namespace umpire
