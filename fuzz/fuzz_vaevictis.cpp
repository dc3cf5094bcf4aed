// Vae Victis requests on any bytes: the input as the JSON request a command line or a panel sends
// (vvAnswer) against two shipped games, with dice from a fixed seed. Every refusal must be a value,
// never a crash or a sanitizer report.
#include "fuzzsupport.h"

#include "vaevictisrequest.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

using namespace umpire;

namespace {

const VvGame &shippedVv(const std::string &id)
{
    static std::map<std::string, std::unique_ptr<VvGame>> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        const std::string dir = std::string(UMPIRE_RULESDATA_DIR) + "/vaevictis/";
        Result<VvGame> game = VvGame::load(dir + id + ".json", dir + "common.json");
        if (!game) {
            std::fprintf(stderr, "umpire fuzz: shipped %s does not load: %s\n", id.c_str(),
                         game.error().message.c_str());
            std::abort();
        }
        it = cache.emplace(id, std::make_unique<VvGame>(std::move(game).value())).first;
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
        if (Result<nlohmann::json> answer = vvAnswer(request, shippedVv(id), &dice))
            (void)answer->dump();
    }
    return 0;
}
