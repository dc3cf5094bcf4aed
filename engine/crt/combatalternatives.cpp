#include "combatalternatives.h"

#include <algorithm>
#include <map>

namespace umpire::crt {

using nlohmann::json;

namespace {

std::vector<std::string> ids(const json &units)
{
    std::vector<std::string> out;
    if (units.is_array())
        for (const json &u : units)
            if (u.is_object() && u.contains("id") && u["id"].is_string())
                out.push_back(u["id"].get<std::string>());
    return out;
}

json withAttackers(json request, const std::vector<std::string> &attackers,
                   const std::string &ruleset)
{
    if (!request.contains("ruleset"))
        request["ruleset"] = ruleset;
    request["attackers"] = json::array();
    for (const std::string &id : attackers)
        request["attackers"].push_back({{"id", id}});
    request["oddsTable"] = true;
    request.erase("die");
    return request;
}

} // namespace

std::vector<CombatAlternative> combatAlternatives(const Game &game, const json &request)
{
    std::vector<CombatAlternative> out;
    const std::optional<Game::CombatCandidates> candidates = game.combatCandidates();
    const HexMap *map = game.map();
    if (!candidates || !map || !request.is_object())
        return out;
    const GameState &state = game.state();
    const std::vector<std::string> chosen = ids(request.value("attackers", json::array()));
    const std::vector<std::string> defenders = ids(request.value("defenders", json::array()));
    std::vector<Hex> defended;
    for (const std::string &id : defenders)
        if (const auto it = state.units.find(id); it != state.units.end())
            if (Result<Hex> h = map->grid().parseId(it->second.hex))
                defended.push_back(*h);
    if (defended.empty())
        return out;
    // Artillery may join from further off (NLB 8.1); the map's rules judge each try.
    int reach = 1;
    if (const json *bombardment = game.ruleset().feature("/combat/bombardment"))
        reach = std::max(reach, bombardment->value("range", 1));
    auto hexOf = [&](const std::string &id) -> std::optional<std::string> {
        const auto it = state.units.find(id);
        if (it == state.units.end() || it->second.hex.empty())
            return std::nullopt;
        return it->second.hex;
    };
    auto preview = [&](const std::vector<std::string> &attackers) -> std::optional<CombatOutcome> {
        Result<CombatRequest> read =
            game.combatRequest(withAttackers(request, attackers, game.ruleset().id));
        if (!read)
            return std::nullopt;
        Result<CombatOutcome> outcome = game.previewCombat(*read);
        return outcome ? std::optional<CombatOutcome>(*outcome) : std::nullopt;
    };

    // One more hex's attackers, in the order of their hexes.
    std::map<std::string, std::vector<std::string>> byHex;
    for (const std::string &id : candidates->attackers) {
        if (std::find(chosen.begin(), chosen.end(), id) != chosen.end())
            continue;
        const std::optional<std::string> hex = hexOf(id);
        if (!hex)
            continue;
        Result<Hex> at = map->grid().parseId(*hex);
        if (!at || std::none_of(defended.begin(), defended.end(),
                                [&](Hex d) { return HexGrid::distance(*at, d) <= reach; }))
            continue;
        byHex[*hex].push_back(id);
    }
    for (const auto &[hex, added] : byHex) {
        std::vector<std::string> attackers = chosen;
        attackers.insert(attackers.end(), added.begin(), added.end());
        if (std::optional<CombatOutcome> o = preview(attackers))
            out.push_back({added, {}, std::move(*o)});
    }
    // Without one hex's attackers, when more than one hex attacks.
    std::map<std::string, std::vector<std::string>> chosenByHex;
    for (const std::string &id : chosen)
        if (const std::optional<std::string> hex = hexOf(id))
            chosenByHex[*hex].push_back(id);
    if (chosenByHex.size() > 1)
        for (const auto &[hex, removed] : chosenByHex) {
            std::vector<std::string> attackers;
            for (const std::string &id : chosen)
                if (std::find(removed.begin(), removed.end(), id) == removed.end())
                    attackers.push_back(id);
            if (std::optional<CombatOutcome> o = preview(attackers))
                out.push_back({{}, removed, std::move(*o)});
        }
    return out;
}

} // namespace umpire::crt
