#pragma once

#include "clicontext.h"

#include <set>
#include <string>

namespace umpire::cli {

// umpire-cli map validate|show|path|reach|zoc|los|retreat|advance|entry MAP: the hex map's rules
// (docs/cli.md, docs/map-format.md).
int cmdMap(Context &ctx, const CliOptions &options);

inline const std::set<std::string> mapValueOptions = {
    "positions", "unit", "to",    "through", "from",    "mp",       "weather",
    "phasing",   "side", "entry", "stack",   "vacated", "attackers"};

} // namespace umpire::cli
