#pragma once

#include "clioptions.h"
#include "rulesetlibrary.h"

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace umpire::cli {

constexpr int exitOk = 0;
constexpr int exitBadInput = 2;
constexpr int exitBadData = 3;

// What every command runs with: where rule data comes from, and whether to answer in JSON.
struct Context
{
    crt::RulesetLibrary library;
    bool json = false;
    // Set by a game's own command (n1815, vv) when it stands for a journal verb: the journal it
    // names must be of that game system (GameModule::system), and errors name the command.
    std::string system;
    std::string command;
};

// "a,b,,c" -> {"a", "b", "c"}: a comma-separated option's items.
std::vector<std::string> splitList(const std::string &text);
// Prints the error (and, with --json, a JSON error document) and returns its exit code.
int report(const Error &error, bool asJson);
void emit(const nlohmann::json &document);
// A JSON request from a file, or standard input for "-".
Result<nlohmann::json> readRequestFile(const std::string &name);
// An action given as --action JSON or --request FILE (journal act, n1815 act); `usage` says how
// to give one when neither is there.
Result<nlohmann::json> actionFrom(const CliOptions &options, const std::string &usage);
// The combat request that --request and the short options (--attack, --defend, --die...) describe;
// with unitIds, a name in --attack or --defend is a unit of the game's order of battle.
Result<nlohmann::json> combatRequestFrom(const CliOptions &options, bool unitIds);

// The options `combat` takes, shared with `journal append FILE combat`.
inline const std::set<std::string> combatValueOptions = {
    "ruleset", "attack",     "defend",  "terrain",       "hexside",
    "weather", "die",        "seed",    "draw",          "reduce-to",
    "shift",   "shift-mode", "request", "attacker-side", "defender-side"};
inline const std::set<std::string> combatFlags = {"attacker-demoralized", "defender-demoralized",
                                                  "odds-table"};

// umpire-cli vv ASK --game ID ...: Vae Victis measures, rolls, army lists and morale
// (vaevictisrequest.h).
int cmdVaeVictis(Context &ctx, const CliOptions &options);

// umpire-cli n1815 new|odds FILE: a journaled Napoleon 1815 Returns game; n1815
// act|state|show|undo|redo FILE are the journal's verbs on a journal of that game.
int cmdN1815(Context &ctx, const CliOptions &options);

// umpire-cli journal SUBCOMMAND FILE ...
int cmdJournal(Context &ctx, const CliOptions &options);
extern const std::set<std::string> journalValueOptions;
extern const std::set<std::string> journalFlags;

} // namespace umpire::cli
