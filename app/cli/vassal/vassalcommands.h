#pragma once

#include <set>
#include <string>

namespace umpire::cli {

struct Context;
class CliOptions;

// umpire-cli vassal import MODULE.vmod --output DIR --ruleset ID [--units UNITS.csv] [--json]
// (docs/cli.md, vassal): umpire-cli's own, through the vassal library.
int cmdVassal(Context &ctx, const CliOptions &options);
extern const std::set<std::string> vassalValueOptions;

} // namespace umpire::cli
