// A combat request on any bytes: parsed as JSON, read by CombatRequest::fromJson, then resolved
// against each shipped ruleset (nlb, naw, bmw) whatever ruleset it names. Anything the rules do
// not allow must come back as an error value, never a crash.
#include "fuzzsupport.h"

#include "combat.h"

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

using namespace umpire;
using namespace umpire::crt;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    for (const char *id : {"nlb", "naw", "bmw"})
        (void)fuzz::shippedRuleset(id);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const nlohmann::json document = nlohmann::json::parse(data, data + size, nullptr, false);
    if (document.is_discarded())
        return 0;
    Result<CombatRequest> request = CombatRequest::fromJson(document);
    if (!request)
        return 0;
    for (const char *id : {"nlb", "naw", "bmw"}) {
        CombatRequest forThis = *request;
        forThis.ruleset = id;
        if (Result<CombatOutcome> outcome = resolveCombat(forThis, fuzz::shippedRuleset(id))) {
            nlohmann::json doc;
            to_json(doc, *outcome);
            (void)doc.dump();
        }
    }
    return 0;
}
