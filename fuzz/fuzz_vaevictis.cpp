// Vae Victis on any bytes: the input as the JSON request a command line or a panel sends
// (vv::answer) against two shipped games, with dice from a fixed seed; and as a game file or the
// common rules file (vv::Game::fromJson, with the shipped other half), a few requests asked of any
// game it accepts. Every refusal must be a value, never a crash or a sanitizer report.
#include "fuzzsupport.h"

#include "vaevictisrequest.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

using namespace umpire;

namespace {

nlohmann::json shippedVvFile(const std::string &name)
{
    std::ifstream in(std::string(UMPIRE_RULESDATA_DIR) + "/vaevictis/" + name);
    return nlohmann::json::parse(in, nullptr, false);
}

const vv::Game &shippedVv(const std::string &id)
{
    static std::map<std::string, std::unique_ptr<vv::Game>> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        const std::string dir = std::string(UMPIRE_RULESDATA_DIR) + "/vaevictis/";
        Result<vv::Game> game = vv::Game::load(dir + id + ".json", dir + "common.json");
        if (!game) {
            std::fprintf(stderr, "umpire fuzz: shipped %s does not load: %s\n", id.c_str(),
                         game.error().message.c_str());
            std::abort();
        }
        it = cache.emplace(id, std::make_unique<vv::Game>(std::move(game).value())).first;
    }
    return *it->second;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    for (const char *id : {"la-grande-armee", "rebel-yell"})
        (void)shippedVv(id);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const nlohmann::json request = nlohmann::json::parse(bytes, bytes + size, nullptr, false);
    if (request.is_discarded())
        return 0;
    for (const char *id : {"la-grande-armee", "rebel-yell"}) {
        DiceGenerator dice(1815, 0);
        if (Result<nlohmann::json> answer = vv::answer(request, shippedVv(id), &dice))
            (void)answer->dump();
    }
    // The input as rule data: the common rules (its "kind" says so) or a game's sheet.
    static const nlohmann::json common = shippedVvFile("common.json");
    static const nlohmann::json grandeArmee = shippedVvFile("la-grande-armee.json");
    const bool isCommon =
        request.is_object() && request.value("kind", nlohmann::json()) == "common";
    Result<vv::Game> game =
        isCommon ? vv::Game::fromJson(grandeArmee, "game.json", request, "common.json")
                 : vv::Game::fromJson(request, "game.json", common, "common.json");
    if (!game)
        return 0;
    DiceGenerator dice(1815, 0);
    Result<nlohmann::json> summary = vv::answer({{"ask", "data"}}, *game, &dice);
    const nlohmann::json data = summary ? *summary : nlohmann::json();
    (void)vv::answer({{"ask", "measure"}, {"value", 9}, {"unit", "cm"}, {"scale", "15mm"}}, *game,
                     &dice);
    if (data.contains("units") && data["units"].is_array() && !data["units"].empty()) {
        const nlohmann::json unit = data["units"][0].value("id", "");
        for (const char *kind : {"fire", "melee"})
            (void)vv::answer({{"ask", "combat"},
                              {"kind", kind},
                              {"paces", 50},
                              {"attacker", {{"unit", unit}}},
                              {"defender", {{"unit", unit}}}},
                             *game, &dice);
    }
    return 0;
}
