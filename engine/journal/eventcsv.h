#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace umpire {

// A text as one CSV field: RFC 4180 quoting (a field with a comma, quote or line break is quoted,
// its quotes doubled); a text a spreadsheet would take for a formula (starting with =, +, -, @, tab
// or carriage return) starts with an apostrophe (OWASP, "CSV injection").
std::string csvField(const std::string &text);

// Events as a module described them (GameModule::describe, with "counts"): one row each,
// seq,time,kind,counts (no when undone),summary,data (compact JSON), CRLF line ends, a header row.
std::string describedEventsCsv(const nlohmann::json &events);

} // namespace umpire
