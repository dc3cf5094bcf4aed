#include "n1815retreat.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <tuple>

namespace umpire::n1815 {

std::string retreatKindName(RetreatKind kind)
{
    switch (kind) {
    case RetreatKind::Friendly:
        return "friendly";
    case RetreatKind::Empty:
        return "empty";
    case RetreatKind::UnresolvedCombat:
        return "unresolved combat";
    case RetreatKind::ThroughEnemy:
        return "through the enemy";
    }
    return {};
}

void to_json(nlohmann::json &doc, const RetreatOption &o)
{
    doc = {{"destination", o.destination},
           {"through", o.through},
           {"kind", retreatKindName(o.kind)},
           {"activeRoad", o.activeRoad},
           {"homeDistance", o.homeDistance},
           {"towardHome", o.towardHome},
           {"extraLoss", o.extraLoss},
           {"rank", o.rank},
           {"why", o.why}};
}

std::vector<RetreatOption> retreatOptions(const Data &data, const State &state,
                                          const RetreatRequest &request)
{
    const std::string enemy = data.otherSide(request.losingSide);
    const int startDistance = data.distanceHome(request.homeArmy, request.location);
    auto name = [&](const std::string &id) {
        const Location *l = data.location(id);
        return l ? l->name : id;
    };
    auto finish = [&](RetreatOption &o) {
        o.homeDistance = data.distanceHome(request.homeArmy, o.destination);
        o.towardHome = o.homeDistance >= 0 && startDistance >= 0 && o.homeDistance < startDistance;
        int extra = 0;
        if (o.activeRoad)
            extra = data.extraRetreatLoss;
        if (o.kind == RetreatKind::ThroughEnemy)
            extra = data.extraRetreatLoss; // Umpire's reading: the two penalties do not add up
        o.extraLoss = extra;
    };

    std::vector<RetreatOption> options;
    for (const Road *road : data.roadsFrom(request.location)) {
        const std::string next = road->other(request.location);
        const bool usedByActive = request.activeRoads.count(next) > 0;
        // N1815 Active player retreats: back along a road he used to enter or reinforce.
        if (request.loserIsActive && !usedByActive)
            continue;
        const bool friendlyHere = !state.unitsAt(data, next, request.losingSide).empty();
        const bool enemyHere = !state.unitsAt(data, next, enemy).empty();
        RetreatOption o;
        o.firstStep = next;
        o.activeRoad = !request.loserIsActive && usedByActive;
        if (friendlyHere && enemyHere) {
            if (!state.hasCorps(data, next, enemy) ||
                !state.hasCorps(data, next, request.losingSide) || state.resolved.count(next))
                continue;
            o.destination = next;
            o.kind = RetreatKind::UnresolvedCombat;
            o.why = name(next) + " is a combat not yet resolved: the units take no part in it";
        } else if (enemyHere) {
            // N1815 Retreats: through a location held only by the enemy to the next open one
            // beyond.
            for (const Road *beyond : data.roadsFrom(next)) {
                const std::string dest = beyond->other(next);
                if (dest == request.location || !state.unitsAt(data, dest, enemy).empty())
                    continue;
                RetreatOption t = o;
                t.destination = dest;
                t.through = next;
                t.kind = RetreatKind::ThroughEnemy;
                t.why = "through " + name(next) + ", held by the enemy, to " + name(dest);
                finish(t);
                options.push_back(t);
            }
            continue;
        } else if (friendlyHere) {
            o.destination = next;
            o.kind = RetreatKind::Friendly;
            o.why = name(next) + " is occupied only by friendly units";
        } else {
            o.destination = next;
            o.kind = RetreatKind::Empty;
            o.why = name(next) + " has no units of either side";
        }
        if (o.activeRoad)
            o.why += "; along a road the active player entered by";
        finish(o);
        options.push_back(o);
    }
    auto key = [](const RetreatOption &o) {
        return std::make_tuple(o.kind == RetreatKind::ThroughEnemy, o.activeRoad,
                               static_cast<int>(o.kind),
                               o.homeDistance < 0 ? 1000 : o.homeDistance);
    };
    std::stable_sort(
        options.begin(), options.end(),
        [&](const RetreatOption &a, const RetreatOption &b) { return key(a) < key(b); });
    int rank = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (i > 0 && key(options[i]) != key(options[i - 1]))
            ++rank;
        options[i].rank = rank;
    }
    return options;
}

} // namespace umpire::n1815
