// Napoleon 1815 Returns on any bytes: the input as rule data (n1815::Data::fromJson) and as a list
// of journaled actions replayed on the shipped data (n1815::replay, what opening a journal does).
// Every refusal must be a value, never a crash; accepted rule data must set up a game that replays
// a few ordinary actions.
#include "fuzzsupport.h"

#include "n1815game.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

using namespace umpire;

namespace {

const n1815::Data &shippedN1815()
{
    static const Result<n1815::Data> data =
        n1815::Data::load(std::string(UMPIRE_RULESDATA_DIR) + "/n1815.json");
    if (!data) {
        std::fprintf(stderr, "umpire fuzz: shipped n1815.json does not load: %s\n",
                     data.error().message.c_str());
        std::abort();
    }
    return *data;
}

void exerciseActions(const n1815::Data &data, const std::vector<nlohmann::json> &actions)
{
    if (Result<n1815::Step> step = n1815::replay(data, actions)) {
        nlohmann::json doc;
        to_json(doc, step->game);
        (void)doc.dump();
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    (void)shippedN1815();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const nlohmann::json document = nlohmann::json::parse(bytes, bytes + size, nullptr, false);
    if (document.is_discarded())
        return 0;
    if (document.is_array()) {
        // A journal's actions, as n1815::act reads them.
        exerciseActions(shippedN1815(), document.get<std::vector<nlohmann::json>>());
        return 0;
    }
    if (Result<n1815::Data> data = n1815::Data::fromJson(document, "fuzz.json")) {
        (void)data->allUnverified();
        exerciseActions(*data, nlohmann::json::parse(R"([{"action": "weather", "roll": 6},
            {"action": "endMovement"}, {"action": "endCombat"}, {"action": "endTurn"}])")
                                   .get<std::vector<nlohmann::json>>());
    }
    return 0;
}
