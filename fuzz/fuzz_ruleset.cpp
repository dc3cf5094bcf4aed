// The rule-data loader on any bytes: Ruleset::load of the input as a file. A file it accepts has
// passed the schema and the semantic checks, so every combat and morale judgement on it must come
// back as a value (a result or an error), never a crash: a few are tried on each accepted file.
#include "fuzzsupport.h"

#include "combat.h"
#include "morale.h"

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

using namespace umpire;
using namespace umpire::crt;

namespace {

void tryCombat(const Ruleset &ruleset, int attack, int defence, const std::string &type,
               const std::string &terrain, std::optional<int> die)
{
    CombatRequest request;
    request.ruleset = ruleset.id;
    request.attackers.push_back({"A1", attack, type, "", "", false, 0, 0});
    request.defenders.push_back({"D1", defence, type, terrain, "", false, 0, 0});
    request.die = die;
    if (!die)
        request.seed = 1815;
    request.oddsTable = true;
    if (Result<CombatOutcome> outcome = resolveCombat(request, ruleset)) {
        nlohmann::json doc;
        to_json(doc, *outcome);
        (void)doc.dump();
    }
}

void exercise(const Ruleset &ruleset)
{
    (void)ruleset.allUnverified();
    const std::string type = ruleset.unitTypes.empty() ? std::string() : ruleset.unitTypes.front();
    const int faces = ruleset.dieFaces;
    for (const auto &[attack, defence] : {std::pair{13, 4}, {1, 9}, {40, 2}, {5, 5}})
        for (int die : {1, 2, faces / 2, faces})
            tryCombat(ruleset, attack, defence, type, "", die);
    tryCombat(ruleset, 8, 4, type, "", std::nullopt);
    for (const Terrain &terrain : ruleset.terrain)
        if (!terrain.hexside)
            tryCombat(ruleset, 10, 3, type, terrain.id, 1);
    for (const std::string &unitType : ruleset.unitTypes)
        tryCombat(ruleset, 7, 2, unitType, "", faces);

    MoraleRequest morale;
    morale.ruleset = ruleset.id;
    for (const std::string &side : ruleset.sides)
        morale.armies.push_back({side, 10, 5, std::nullopt, std::nullopt});
    if (!ruleset.sides.empty())
        morale.phasing = ruleset.sides.front();
    if (Result<MoraleOutcome> outcome = evaluateMorale(morale, ruleset)) {
        nlohmann::json doc;
        to_json(doc, *outcome);
        (void)doc.dump();
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    (void)fuzz::scratchDir();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string path = fuzz::writeScratchFile("ruleset.json", data, size);
    if (Result<Ruleset> ruleset = Ruleset::load(path))
        exercise(*ruleset);
    return 0;
}
