#include "combat.h"

#include "requestreader.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

namespace umpire::crt {

namespace {

constexpr std::pair<ObligationAction, const char *> obligationNames[] = {
    {ObligationAction::Eliminate, "eliminate"},   {ObligationAction::Retreat, "retreat"},
    {ObligationAction::MayRetreat, "mayRetreat"}, {ObligationAction::MayAdvance, "mayAdvance"},
    {ObligationAction::NoAdvance, "noAdvance"},   {ObligationAction::LoseStrength, "loseStrength"},
    {ObligationAction::LoseUnit, "loseUnit"},     {ObligationAction::None, "none"}};

} // namespace

const char *obligationActionName(ObligationAction action)
{
    for (const auto &[a, name] : obligationNames)
        if (a == action)
            return name;
    return "?";
}

std::optional<ObligationAction> obligationActionFromName(std::string_view name)
{
    for (const auto &[a, n] : obligationNames)
        if (name == n)
            return a;
    return std::nullopt;
}

namespace {

using nlohmann::json;

std::string joined(const std::vector<std::string> &items, const std::string &separator = ", ")
{
    std::string out;
    for (const std::string &item : items)
        out += (out.empty() ? "" : separator) + item;
    return out;
}

std::string sumText(const std::vector<int> &values)
{
    std::vector<std::string> parts;
    for (int v : values)
        parts.push_back(std::to_string(v));
    return joined(parts, " + ");
}

// A list of phrases, each translated on its own: "a, b, c".
Message joinedMessage(const std::vector<Message> &items)
{
    Message out;
    for (const Message &item : items) {
        if (out.empty())
            out = item;
        else
            out = msg("%1, %2", {out, item});
    }
    return out;
}

std::vector<std::string> idsOf(const std::vector<const CombatUnit *> &units)
{
    std::vector<std::string> ids;
    for (const CombatUnit *unit : units)
        ids.push_back(unit->id);
    return ids;
}

// One terrain effect on a defender's strength: multiply, or halve rounding up (NLB 7.3).
struct DefenceEffect
{
    const Terrain *terrain = nullptr;
    bool halve = false;
    int multiplier = 1;

    int apply(int strength) const { return halve ? (strength + 1) / 2 : strength * multiplier; }
    Message describe() const
    {
        return halve ? msg("halved") : msg("x%1", {std::to_string(multiplier)});
    }
};

class Resolver
{
  public:
    Resolver(const CombatRequest &request, const Ruleset &ruleset)
        : m_request(request), m_rules(ruleset), m_out(), m_ex(m_out.explanation)
    {
    }

    Result<CombatOutcome> run()
    {
        m_out.ruleset = m_rules.id;
        if (auto error = checkRequest())
            return *error;
        if (!m_request.override.empty())
            m_ex.add("Referee",
                     msg("the referee's override of the map's terrain: %1", {m_request.override}));
        computeAttack();
        computeDefence();
        if (auto error = chooseColumn())
            return *error;
        if (!m_request.retreatBeforeCombat.empty()) {
            if (auto error = retreatBeforeCombat())
                return *error;
            return std::move(m_out);
        }
        if (auto error = readChart())
            return *error;
        if (!m_out.result.empty())
            applyResult();
        if (m_request.oddsTable)
            addChances();
        return std::move(m_out);
    }

  private:
    std::string rule(const std::string &section) const { return m_rules.cite + " " + section; }

    void noteTerrain(const Terrain &terrain)
    {
        if (!terrain.verified) {
            UnverifiedUse use = m_rules.unverifiedAt(terrain.pointer);
            use.userAction = "Check the Terrain Effects Chart of your copy.";
            m_ex.addUnverified(use);
        }
    }

    std::optional<Error> checkUnit(CombatUnit &unit, const std::string &where, bool attacker)
    {
        if (unit.type.empty())
            unit.type = m_rules.unitTypes.front();
        if (!m_rules.hasUnitType(unit.type))
            return badInput(
                msg("%1 (%2): unknown unit type \"%3\" for %4: known types are %5",
                    {where, unit.id, unit.type, m_rules.name, joined(m_rules.unitTypes)}));
        if (unit.terrain.empty())
            unit.terrain = m_rules.findTerrain("clear") ? "clear" : m_rules.terrain.front().id;
        std::vector<std::string> hexes, hexsides;
        for (const Terrain &t : m_rules.terrain)
            (t.hexside ? hexsides : hexes).push_back(t.id);
        const Terrain *terrain = m_rules.findTerrain(unit.terrain);
        if (!terrain || terrain->hexside)
            return badInput(
                hexsides.empty()
                    ? msg("%1 (%2): unknown terrain \"%3\" for %4: known terrain is %5",
                          {where, unit.id, unit.terrain, m_rules.name, joined(hexes)})
                    : msg("%1 (%2): unknown terrain \"%3\" for %4: known terrain is %5; hexsides "
                          "(--hexside) are %6",
                          {where, unit.id, unit.terrain, m_rules.name, joined(hexes),
                           joined(hexsides)}));
        if (!unit.hexside.empty()) {
            const Terrain *side = m_rules.findTerrain(unit.hexside);
            if (!side || !side->hexside)
                return badInput(msg("%1 (%2): unknown hexside \"%3\" for %4: known hexsides are %5",
                                    {where, unit.id, unit.hexside, m_rules.name,
                                     hexsides.empty() ? msg("none") : Message(joined(hexsides))}));
            if (!attacker)
                return badInput(msg("%1 (%2): a hexside belongs to the attackers who cross it",
                                    {where, unit.id}));
        }
        if (!attacker && terrain->prohibited)
            return badInput(msg("%1 (%2): %3 may not be entered (%4), so no unit defends there",
                                {where, unit.id, terrain->name, terrain->rule}));
        if (unit.leader > 0 && !m_rules.feature("/combat/leaders"))
            return badInput(msg("%1 (%2): %3 has no rule for leaders adding to combat",
                                {where, unit.id, m_rules.name}));
        if (!attacker && (unit.bombarding || unit.range > 0))
            return badInput(
                msg("%1 (%2): only attackers bombard (%3)", {where, unit.id, rule("8.5")}));
        if (attacker && unit.bombarding) {
            const json *bombardment = m_rules.feature("/combat/bombardment");
            if (!bombardment)
                return badInput(
                    msg("%1 (%2): %3 has no bombardment rules", {where, unit.id, m_rules.name}));
            const std::string bRule = (*bombardment)["rule"];
            const std::string type = (*bombardment)["unitType"];
            const int maxRange = (*bombardment)["range"];
            if (unit.type != type)
                return badInput(msg("%1 (%2): only %3 may bombard (%4), not %5",
                                    {where, unit.id, type, bRule, unit.type}));
            if (unit.range == 0)
                unit.range = maxRange;
            if (unit.range < 2)
                return badInput(msg("%1 (%2): at range 1 the %3 is adjacent and attacks like any "
                                    "other unit, not by bombardment (%4)",
                                    {where, unit.id, type, rule("8.4")}));
            if (unit.range > maxRange)
                return badInput(msg(
                    "%1 (%2): out of range: the target is %3 hexes away, counting "
                    "the target hex; bombardment reaches %4 (%5)",
                    {where, unit.id, std::to_string(unit.range), std::to_string(maxRange), bRule}));
        } else if (attacker && unit.range > 1) {
            return badInput(msg("%1 (%2): only bombarding artillery attacks from range %3; other "
                                "units attack adjacent hexes (%4)",
                                {where, unit.id, std::to_string(unit.range), rule("7.1")}));
        }
        if (attacker && !unit.bombarding && !unit.hexside.empty() &&
            m_rules.findTerrain(unit.hexside)->bombardmentOnly) {
            const Terrain *side = m_rules.findTerrain(unit.hexside);
            return badInput(msg("%1 (%2): normal combat is not permitted across a %3; only "
                                "bombardment (%4)",
                                {where, unit.id, side->name, side->rule}));
        }
        return std::nullopt;
    }

    std::optional<Error> checkRequest()
    {
        m_attackers = m_request.attackers;
        m_defenders = m_request.defenders;
        if (m_attackers.empty() || m_defenders.empty())
            return badInput(msg("a combat needs at least one attacking and one defending unit"));
        const std::string weather = weatherName(m_request.weather); // as the rules' data name it
        if (const json *noCombat = m_rules.feature("/combat/noCombatTurns")) {
            for (const std::string w : (*noCombat)["weather"])
                if (w == weather)
                    return badInput(
                        msg("%1: no combat of any kind is allowed on a %2 turn, not "
                            "even bombardment",
                            {std::string((*noCombat)["rule"]), weatherWords(m_request.weather)}));
        }
        std::set<std::string> ids;
        for (std::size_t i = 0; i < m_attackers.size(); ++i) {
            if (auto error = checkUnit(m_attackers[i], joinWhere("attackers", i), true))
                return error;
            if (!ids.insert(m_attackers[i].id).second)
                return badInput(msg("unit id \"%1\" is used twice", {m_attackers[i].id}));
        }
        for (std::size_t i = 0; i < m_defenders.size(); ++i) {
            if (auto error = checkUnit(m_defenders[i], joinWhere("defenders", i), false))
                return error;
            if (!ids.insert(m_defenders[i].id).second)
                return badInput(msg("unit id \"%1\" is used twice", {m_defenders[i].id}));
        }
        for (const std::string *side : {&m_request.attackerSide, &m_request.defenderSide})
            if (!side->empty() && !m_rules.sides.empty() &&
                std::find(m_rules.sides.begin(), m_rules.sides.end(), *side) == m_rules.sides.end())
                return badInput(msg("unknown side \"%1\" for %2: sides are %3",
                                    {*side, m_rules.name, joined(m_rules.sides)}));
        if (const json *armies = m_rules.feature("/morale/demoralization/armies")) {
            const std::string dRule = (*m_rules.feature("/morale/demoralization/rule"));
            auto canBeDemoralized = [&](const std::string &side) {
                return side.empty() ||
                       std::find(armies->begin(), armies->end(), side) != armies->end();
            };
            if (m_request.attackerDemoralized && !canBeDemoralized(m_request.attackerSide))
                return badInput(
                    msg("%1: the %2 army is never demoralized", {dRule, m_request.attackerSide}));
            if (m_request.defenderDemoralized && !canBeDemoralized(m_request.defenderSide))
                return badInput(
                    msg("%1: the %2 army is never demoralized", {dRule, m_request.defenderSide}));
        }
        for (const CombatUnit &unit : m_attackers)
            (unit.bombarding ? m_bombarding : m_adjacent).push_back(&unit);
        if (!m_bombarding.empty()) {
            const json &bombardment = *m_rules.feature("/combat/bombardment");
            if (bombardment.contains("noTarget")) {
                const std::string forbidden = bombardment["noTarget"]["terrain"];
                const bool allForbidden =
                    std::all_of(m_defenders.begin(), m_defenders.end(),
                                [&](const CombatUnit &d) { return d.terrain == forbidden; });
                if (allForbidden)
                    return badInput(msg("%1: artillery may never bombard into a %2 hex",
                                        {std::string(bombardment["noTarget"]["rule"]),
                                         m_rules.findTerrain(forbidden)->name}));
            }
            m_ex.add(
                std::string(bombardment["rule"]),
                msg("bombarding %1 at range %2 (counting the target hex); bombarding "
                    "artillery takes no combat result",
                    {joined(idsOf(m_bombarding)), std::to_string(m_bombarding.front()->range)}));
        }
        return std::nullopt;
    }

    // NLB 7.0 / BMW 7.2: total attack strength, with BMW 10.2 leaders and 7.5 halving.
    void computeAttack()
    {
        const json *halving = m_rules.feature("/combat/attackerHalving");
        const json *leaders = m_rules.feature("/combat/leaders");
        bool intoHalving = false;
        const Terrain *intoTerrain = nullptr;
        for (const CombatUnit &d : m_defenders) {
            const Terrain *t = m_rules.findTerrain(d.terrain);
            if (t->attackerHalvedInto) {
                intoHalving = true;
                intoTerrain = t;
            }
        }
        std::vector<int> whole, halved;
        std::vector<Message> halvedWhy;
        for (const CombatUnit &unit : m_attackers) {
            int strength = unit.strength;
            if (unit.leader > 0) {
                m_ex.add(std::string((*leaders)["rule"]),
                         msg("the leader with %1 adds his combat value %2",
                             {unit.id, std::to_string(unit.leader)}),
                         std::to_string(strength), std::to_string(strength + unit.leader));
                strength += unit.leader;
            }
            const Terrain *from = m_rules.findTerrain(unit.terrain);
            noteTerrain(*from);
            if (!unit.hexside.empty())
                noteTerrain(*m_rules.findTerrain(unit.hexside));
            const bool outOf = from->attackerHalvedOutOf;
            if (halving && (outOf || intoHalving)) {
                halved.push_back(strength);
                halvedWhy.push_back(
                    outOf
                        ? msg("%1 %2 (out of %3)", {unit.id, std::to_string(strength), from->name})
                        : msg("%1 %2 (into %3)",
                              {unit.id, std::to_string(strength), intoTerrain->name}));
            } else {
                whole.push_back(strength);
            }
        }
        int total = 0;
        for (int s : whole)
            total += s;
        if (!halved.empty()) {
            int sum = 0;
            for (int s : halved)
                sum += s;
            const bool byTotal = (*halving)["rounding"] == "total";
            int result = 0;
            if (byTotal) {
                result = (sum + 1) / 2;
            } else {
                for (int s : halved)
                    result += (s + 1) / 2;
            }
            m_ex.add(std::string((*halving)["rule"]),
                     byTotal && halved.size() > 1
                         ? msg("attacker halved: %1; halve all, then round the total up",
                               {joinedMessage(halvedWhy)})
                         : msg("attacker halved: %1, rounding up", {joinedMessage(halvedWhy)}),
                     sumText(halved), std::to_string(result));
            total += result;
            whole.push_back(result);
        }
        m_out.attackStrength = total;
        m_ex.add(m_rules.oddsRule, msg("attack strength"), whole.size() > 1 ? sumText(whole) : "",
                 std::to_string(total));
    }

    // NLB 7.3 and 5.6: each defender's strength under the terrain effects that apply to it.
    void computeDefence()
    {
        // Hexsides crossed by the adjacent attackers; bombardment crosses no adjacent hexside.
        std::map<std::string, int> crossings;
        for (const CombatUnit *unit : m_adjacent)
            if (!unit->hexside.empty())
                ++crossings[unit->hexside];
        std::vector<const Terrain *> hexsideEffects;
        for (const auto &[id, count] : crossings) {
            const Terrain *side = m_rules.findTerrain(id);
            const bool applies =
                m_request.hexsideApplies == "any" || count == static_cast<int>(m_adjacent.size());
            if (side->defenderMultiplier > 1) {
                if (applies)
                    hexsideEffects.push_back(side);
                else
                    m_ex.add(side->rule,
                             msg("not every adjacent attacker attacks across the %1, so it does "
                                 "not affect the defence (setting hexsideApplies: all)",
                                 {side->name}));
            }
        }
        std::vector<int> strengths;
        for (const CombatUnit &d : m_defenders) {
            const Terrain *hex = m_rules.findTerrain(d.terrain);
            noteTerrain(*hex);
            std::vector<DefenceEffect> effects;
            if (hex->defenderMultiplier > 1)
                effects.push_back({hex, false, hex->defenderMultiplier});
            if (std::find(hex->halvedTypes.begin(), hex->halvedTypes.end(), d.type) !=
                hex->halvedTypes.end())
                effects.push_back({hex, true, 1});
            for (const Terrain *side : hexsideEffects)
                effects.push_back({side, false, side->defenderMultiplier});
            int strength = d.strength;
            if (d.leader > 0) {
                // BMW 10.2: the leader's value is part of the unit's combat strength, defending
                // too.
                m_ex.add(std::string((*m_rules.feature("/combat/leaders"))["rule"]),
                         msg("the leader with %1 adds his combat value %2",
                             {d.id, std::to_string(d.leader)}),
                         std::to_string(strength), std::to_string(strength + d.leader));
                strength += d.leader;
            }
            const int base = strength;
            if (effects.size() > 1 && m_rules.terrainCombination == "bestForDefender") {
                auto best = std::max_element(effects.begin(), effects.end(),
                                             [&](const DefenceEffect &a, const DefenceEffect &b) {
                                                 return a.apply(base) < b.apply(base);
                                             });
                std::vector<Message> others;
                for (const DefenceEffect &e : effects)
                    if (&e != &*best)
                        others.push_back(msg("%1 (%2)", {e.terrain->name, e.describe()}));
                m_ex.add(m_rules.terrainCombinationRule,
                         msg("terrain effects do not combine for combat: %1 takes %2 (%3), the "
                             "best for the defender, not %4",
                             {d.id, best->terrain->name, best->describe(), joinedMessage(others)}));
                effects = {*best};
            }
            for (const DefenceEffect &e : effects) {
                const int after = e.apply(strength);
                m_ex.add(e.terrain->rule,
                         e.halve ? msg("%1 %2 in %3 is halved, rounding up",
                                       {d.type, d.id, e.terrain->name})
                                 : msg("%1 multiplies %2 by %3",
                                       {e.terrain->name, d.id, std::to_string(e.multiplier)}),
                         std::to_string(strength), std::to_string(after));
                strength = after;
            }
            strengths.push_back(strength);
        }
        int total = 0;
        for (int s : strengths)
            total += s;
        m_out.defenceStrength = total;
        m_ex.add(m_rules.oddsRule, msg("defence strength"),
                 strengths.size() > 1 ? sumText(strengths) : "", std::to_string(total));
    }

    bool chateauApplies() const
    {
        const json *chateau = m_rules.feature("/combat/chateauDefence");
        if (!chateau)
            return false;
        const std::string type = (*chateau)["unitType"];
        const bool all =
            std::all_of(m_defenders.begin(), m_defenders.end(), [&](const CombatUnit &d) {
                return d.type == type && m_rules.findTerrain(d.terrain)->chateau;
            });
        return all &&
               !(m_request.defenderDemoralized && chateau->value("lostWhenDemoralized", false));
    }

    // NLB 10.3: a defending unit of the chateau's type in a chateau, not demoralized, that the
    // result (one of the chateau's ignored results) does not touch.
    bool holdsItsChateau(const CombatUnit &d) const
    {
        const json *chateau = m_rules.feature("/combat/chateauDefence");
        if (!chateau || d.type != std::string((*chateau)["unitType"]) ||
            !m_rules.findTerrain(d.terrain)->chateau ||
            (m_request.defenderDemoralized && chateau->value("lostWhenDemoralized", false)))
            return false;
        for (const std::string ignored : (*chateau)["ignoredResults"])
            if (m_rules.result(ignored)->code == m_out.result)
                return true;
        return false;
    }

    struct Shift
    {
        int columns;
        std::string rule;
        Message text;
    };

    std::vector<Shift> collectShifts()
    {
        std::vector<Shift> shifts;
        std::set<std::string> seen;
        for (const CombatUnit &d : m_defenders) {
            const Terrain *t = m_rules.findTerrain(d.terrain);
            if (t->defenderShift == 0 || !seen.insert(t->id).second)
                continue;
            const bool allOn =
                !m_adjacent.empty() &&
                std::all_of(m_adjacent.begin(), m_adjacent.end(),
                            [&](const CombatUnit *a) { return a->terrain == t->id; });
            if (t->unlessAllAttackersOn && allOn)
                m_ex.add(t->rule, msg("the defender is on a %1 but so is every attacker: no shift",
                                      {t->name}));
            else
                shifts.push_back(
                    {t->defenderShift, t->rule,
                     t->unlessAllAttackersOn
                         ? msg("the defender is on a %1 and not every attacker is", {t->name})
                         : msg("the defender is on a %1", {t->name})});
        }
        if (const json *demoralization = m_rules.feature("/morale/demoralization")) {
            const std::string dRule = (*demoralization)["rule"];
            const int own = demoralization->value("ownAttackShift", 0);
            const int enemy = demoralization->value("enemyAttackShift", 0);
            if (m_request.attackerDemoralized && own != 0)
                shifts.push_back({own, dRule, msg("the attacking army is demoralized")});
            if (m_request.defenderDemoralized && enemy != 0)
                shifts.push_back({enemy, dRule, msg("the defending army is demoralized")});
        }
        for (const ColumnShift &s : m_request.shifts)
            shifts.push_back({s.columns, "players' shift", s.reason});
        return shifts;
    }

    static Message shiftWords(int columns)
    {
        const std::string n = std::to_string(std::abs(columns));
        if (std::abs(columns) == 1)
            return columns < 0 ? msg("%1 column left", {n}) : msg("%1 column right", {n});
        return columns < 0 ? msg("%1 columns left", {n}) : msg("%1 columns right", {n});
    }

    std::size_t mapToChart(Odds odds)
    {
        const CombatResultsTable &crt = m_rules.crt;
        const std::size_t index = crt.indexFor(odds);
        if (odds < crt.columns.front().odds)
            m_ex.add(m_rules.belowRule, m_rules.belowText, odds.label(), crt.columnName(index));
        else if (crt.columns.back().odds < odds)
            m_ex.add(m_rules.aboveRule, m_rules.aboveText, odds.label(), crt.columnName(index));
        else if (!(crt.columns[index].odds == odds))
            m_ex.add(m_rules.oddsRule,
                     msg("the chart has no %1 column: read the next one down", {odds.label()}),
                     odds.label(), crt.columnName(index));
        return index;
    }

    std::optional<Error> chooseColumn()
    {
        const CombatResultsTable &crt = m_rules.crt;
        const Odds odds = Odds::roundedForDefender(m_out.attackStrength, m_out.defenceStrength);
        m_out.computedOdds = odds.label();
        m_ex.add(m_rules.oddsRule,
                 msg("%1, rounded down in favour of the defender",
                     {ratioMessage(m_out.attackStrength, m_out.defenceStrength)}),
                 "", odds.label());
        const std::string mode = m_request.shiftMode.value_or(m_rules.shiftMode);
        const std::vector<Shift> shifts = collectShifts();
        std::size_t index = 0;
        if (mode == "odds") {
            Odds shifted = odds;
            for (const Shift &s : shifts) {
                const Odds next = Odds::fromRank(shifted.rank() + s.columns);
                m_ex.add(s.rule,
                         msg("%1: shift %2 (odds shifted before the chart's ends apply)",
                             {s.text, shiftWords(s.columns)}),
                         shifted.label(), next.label());
                shifted = next;
            }
            index = mapToChart(shifted);
        } else {
            index = mapToChart(odds);
            for (const Shift &s : shifts) {
                const long wanted = static_cast<long>(index) + s.columns;
                const std::size_t next = static_cast<std::size_t>(
                    std::clamp(wanted, 0L, static_cast<long>(crt.columns.size()) - 1));
                const Message text =
                    static_cast<long>(next) != wanted
                        ? msg("%1: shift %2; the chart ends at %3",
                              {s.text, shiftWords(s.columns), crt.columnName(next)})
                        : msg("%1: shift %2", {s.text, shiftWords(s.columns)});
                m_ex.add(s.rule, text, crt.columnName(index), crt.columnName(next));
                index = next;
            }
        }

        if (const json *chateau = m_rules.feature("/combat/chateauDefence")) {
            const std::string cRule = (*chateau)["rule"];
            const bool infantryInChateau =
                std::all_of(m_defenders.begin(), m_defenders.end(), [&](const CombatUnit &d) {
                    return d.type == std::string((*chateau)["unitType"]) &&
                           m_rules.findTerrain(d.terrain)->chateau;
                });
            if (infantryInChateau && !chateauApplies())
                m_ex.add(cRule,
                         msg("the infantry in the chateau is demoralized: no chateau benefits"));
            if (chateauApplies()) {
                const std::size_t cap = *crt.indexOf(Odds::parse((*chateau)["capColumn"]).value());
                if (index > cap) {
                    m_ex.add(
                        cRule,
                        msg("attacks on infantry in a chateau at %1 or more are resolved on %1",
                            {crt.columnName(cap)}),
                        crt.columnName(index), crt.columnName(cap));
                    index = cap;
                }
            }
        }

        if (m_request.reduceTo) {
            const json *voluntary = m_rules.feature("/odds/voluntaryReduction");
            if (!voluntary)
                return badInput(
                    msg("%1 has no rule for the attacker reducing the odds (NLB 7.8 has)",
                        {m_rules.name}));
            Result<Odds> wanted = Odds::parse(*m_request.reduceTo);
            if (!wanted)
                return prefixed("reduceTo", wanted.error());
            const auto target = crt.indexOf(*wanted);
            if (!target || crt.columns[*target].isAutomatic())
                return badInput(msg("reduceTo: %1 is not a column of the %2 chart",
                                    {wanted->label(), m_rules.name}));
            if (*target > index)
                return badInput(msg(
                    "reduceTo: cannot reduce to %1: the attack is at %2, and a "
                    "reduction only lowers the odds (%3)",
                    {wanted->label(), crt.columnName(index), std::string((*voluntary)["rule"])}));
            m_ex.add(std::string((*voluntary)["rule"]),
                     Message(voluntary->value("text", std::string("voluntary reduction"))),
                     crt.columnName(index), crt.columnName(*target));
            index = *target;
        }
        m_column = index;
        m_out.column = crt.columns[index].odds.label();
        return std::nullopt;
    }

    std::optional<Error> readChart()
    {
        const CombatResultsTable &crt = m_rules.crt;
        const ChartColumn &column = crt.columns[m_column];
        if (m_request.die) {
            Result<Roll> roll = Roll::physical(*m_request.die, m_rules.dieFaces);
            if (!roll)
                return roll.error();
            m_out.roll = *roll;
        }
        if (column.isAutomatic()) {
            m_out.automatic = true;
            m_out.roll.reset();
            m_out.result = column.automatic;
            m_ex.add(column.rule,
                     msg("%1: no die is rolled",
                         {m_column == 0 ? m_rules.belowText : m_rules.aboveText}),
                     "", column.automatic);
        } else {
            if (!m_out.roll && m_request.oddsTable && !m_request.seed) {
                // Only the chances were asked for: no die is rolled, so no result is applied.
                m_ex.add(crt.rule, msg("no die given: the chances on the %1 column follow",
                                       {crt.columnName(m_column)}));
                return std::nullopt;
            }
            if (!m_out.roll) {
                DiceGenerator generator(m_request.seed.value_or(DiceGenerator::freshSeed()),
                                        m_request.draw);
                m_out.roll = generator.roll(m_rules.dieFaces);
            }
            m_out.result = crt.lookup(m_column, m_out.roll->value);
            m_ex.add(
                crt.rule,
                msg("die %1 on the %2 column", {m_out.roll->message(), crt.columnName(m_column)}),
                "", m_out.result);
            noteChart();
        }
        const ResultDefinition *definition = m_rules.result(m_out.result);
        m_out.resultName = definition->name;
        m_out.effectiveResult = m_out.result;
        if (chateauApplies()) {
            const json &chateau = *m_rules.feature("/combat/chateauDefence");
            for (const std::string ignored : chateau["ignoredResults"])
                if (m_rules.result(ignored)->code == m_out.result) {
                    m_out.effectiveResult = "no effect";
                    m_ex.add(std::string(chateau["rule"]),
                             msg("infantry in a chateau treats %1 as no effect", {m_out.result}),
                             m_out.result, "no effect");
                }
        }
        return std::nullopt;
    }

    int retreatHexes(const CombatUnit &unit, std::string &why) const
    {
        const json *retreat = m_rules.feature("/retreat");
        if (!retreat)
            return 1;
        why = (*retreat)["rule"];
        if (retreat->contains("byType") && (*retreat)["byType"].contains(unit.type)) {
            why = retreat->value("byTypeRule", why);
            return (*retreat)["byType"][unit.type];
        }
        return (*retreat)["hexes"];
    }

    void addRetreats(const std::string &side, const std::vector<const CombatUnit *> &units,
                     const std::string &resultRule)
    {
        std::map<int, std::vector<const CombatUnit *>> byHexes;
        std::map<int, std::string> rules;
        for (const CombatUnit *unit : units) {
            std::string why;
            const int hexes = retreatHexes(*unit, why);
            byHexes[hexes].push_back(unit);
            rules[hexes] = why.empty() ? resultRule : why;
        }
        for (const auto &[hexes, group] : byHexes)
            oblige(side, ObligationAction::Retreat, idsOf(group), rules[hexes],
                   hexes == 1 ? msg("%1 must retreat %2 hex, not into an enemy zone of control",
                                    {joined(idsOf(group)), std::to_string(hexes)})
                              : msg("%1 must retreat %2 hexes, not into an enemy zone of control",
                                    {joined(idsOf(group)), std::to_string(hexes)}));
    }

    void applyResult()
    {
        if (m_out.effectiveResult == "no effect") {
            oblige("both", ObligationAction::None, {}, m_ex.steps.back().rule,
                   msg("nothing happens to either side"));
            return;
        }
        const ResultDefinition *definition = m_rules.result(m_out.result);
        std::vector<const CombatUnit *> defenders;
        for (const CombatUnit &d : m_defenders)
            defenders.push_back(&d);
        const json *advance = m_rules.feature("/advance");
        const std::string advanceRule =
            advance ? std::string((*advance)["rule"]) : definition->rule;
        const std::string advanceText =
            advance ? advance->value("text", std::string()) : std::string();

        switch (definition->defender) {
        case Effect::None:
            break;
        case Effect::Eliminated:
            oblige("defender", ObligationAction::Eliminate, idsOf(defenders), definition->rule,
                   msg("all defending units are eliminated: %1", {joined(idsOf(defenders))}));
            break;
        case Effect::Retreat: {
            // NLB 10.3: "Infantry units in Chateau hexes are affected only by 'Exchange' and
            // 'Elimination' results": read unit by unit, a defender in a chateau stays where a
            // defender beside it outside the chateau retreats.
            std::vector<const CombatUnit *> retreating;
            for (const CombatUnit *d : defenders)
                if (holdsItsChateau(*d))
                    m_ex.add(std::string((*m_rules.feature("/combat/chateauDefence"))["rule"]),
                             msg("%1, infantry in a chateau, is affected only by exchange and "
                                 "elimination results: it stays",
                                 {d->id}));
                else
                    retreating.push_back(d);
            if (!retreating.empty())
                addRetreats("defender", retreating, definition->rule);
            break;
        }
        case Effect::MayAdvance:
        case Effect::MayAdvanceIfVacated:
            oblige("defender", ObligationAction::MayAdvance, idsOf(defenders), advanceRule,
                   msg("one defending unit may advance into a hex the attackers vacated"));
            break;
        case Effect::LoseStrength:
        case Effect::LoseUnit:
            oblige("defender", ObligationAction::LoseUnit, idsOf(defenders), definition->rule,
                   msg("the defender eliminates one defending unit of his choice"));
            break;
        }

        switch (definition->attacker) {
        case Effect::None:
            break;
        case Effect::Eliminated:
            if (!m_adjacent.empty())
                oblige("attacker", ObligationAction::Eliminate, idsOf(m_adjacent), definition->rule,
                       msg("all attacking units are eliminated: %1", {joined(idsOf(m_adjacent))}));
            break;
        case Effect::Retreat:
            addRetreats("attacker", m_adjacent, definition->rule);
            if (!m_bombarding.empty())
                oblige("attacker", ObligationAction::MayRetreat, idsOf(m_bombarding),
                       std::string((*m_rules.feature("/combat/bombardment"))["rule"]),
                       msg("bombarding artillery may choose to retreat too"));
            break;
        case Effect::MayAdvance:
        case Effect::MayAdvanceIfVacated: {
            const json *noAdvance = m_rules.feature("/morale/demoralization/noAdvance");
            const bool ifVacated = definition->attacker == Effect::MayAdvanceIfVacated;
            // NLB 10.5: never into a chateau; with several defending hexes, only into the others.
            std::vector<const Terrain *> barred;
            for (const CombatUnit &d : m_defenders)
                if (const Terrain *t = m_rules.findTerrain(d.terrain); !t->noAdvanceInto.empty())
                    barred.push_back(t);
            if (m_request.attackerDemoralized && noAdvance)
                oblige("attacker", ObligationAction::NoAdvance, {},
                       std::string((*noAdvance)["rule"]),
                       msg("the attacking army is demoralized: no unit may advance after combat"));
            else if (!barred.empty() && barred.size() == m_defenders.size())
                oblige("attacker", ObligationAction::NoAdvance, {}, barred.front()->noAdvanceInto,
                       msg("no unit may advance after combat into a %1", {barred.front()->name}));
            else if (!m_adjacent.empty()) {
                // NLB 11.0, Campaign Game: a unit whose corps or nationality is still demoralized
                // from an earlier battle may not advance "until their Corps or Nationality is
                // un-demoralized", though its army is not demoralized in this battle.
                std::vector<const CombatUnit *> free, held;
                std::set<std::string> holding;
                for (const CombatUnit *u : m_adjacent)
                    if (noAdvance && !u->carriedDemoralization.empty()) {
                        held.push_back(u);
                        holding.insert(u->carriedDemoralization);
                    } else {
                        free.push_back(u);
                    }
                Message text = ifVacated
                                   ? msg("if the defender's hex is vacated, %1", {advanceText})
                                   : Message(advanceText);
                if (!barred.empty())
                    text = msg("%1; not into a %2 (%3)",
                               {text, barred.front()->name, barred.front()->noAdvanceInto});
                if (!free.empty())
                    oblige("attacker", ObligationAction::MayAdvance, idsOf(free), advanceRule,
                           text);
                if (!held.empty())
                    oblige("attacker", ObligationAction::NoAdvance, idsOf(held),
                           std::string((*noAdvance)["rule"]),
                           msg("%1 may not advance after combat: demoralized in an earlier battle "
                               "of the campaign, until their corps or nationality (%2) is "
                               "un-demoralized",
                               {joined(idsOf(held)),
                                joined(std::vector<std::string>(holding.begin(), holding.end()))}));
            }
            break;
        }
        case Effect::LoseStrength: {
            int loss = 0;
            for (const CombatUnit &d : m_defenders)
                loss += d.strength;
            m_out.exchangeLoss = loss;
            const std::string xRule =
                m_rules.feature("/combat/exchange")
                    ? std::string((*m_rules.feature("/combat/exchange"))["rule"])
                    : definition->rule;
            if (m_adjacent.empty()) {
                m_ex.add(m_bombarding.empty()
                             ? xRule
                             : std::string((*m_rules.feature("/combat/bombardment"))["rule"]),
                         msg("only bombarding artillery attacked: the attacker loses nothing"));
                break;
            }
            std::vector<CombatUnit> eligible;
            for (const CombatUnit *unit : m_adjacent)
                eligible.push_back(*unit);
            m_out.exchangeOptions = exchangeOptions(eligible, loss);
            const ExchangeOption &best = m_out.exchangeOptions.front();
            const Message text =
                best.strength < loss
                    ? msg("the attackers' printed strengths (%1) fall short of the defenders' %2: "
                          "every attacking unit that took part is eliminated",
                          {std::to_string(best.strength), std::to_string(loss)})
                    : msg("eliminate attacking units whose printed strengths total at least %1 "
                          "(the defenders' printed strength); least excess: %2 (%3)",
                          {std::to_string(loss), joined(best.units),
                           std::to_string(best.strength)});
            oblige("attacker", ObligationAction::LoseStrength, best.units, xRule, text);
            if (!m_bombarding.empty())
                m_ex.add(std::string((*m_rules.feature("/combat/bombardment"))["rule"]),
                         msg("bombarding %1 cannot be taken in the exchange",
                             {joined(idsOf(m_bombarding))}));
            break;
        }
        case Effect::LoseUnit:
            oblige("attacker", ObligationAction::LoseUnit, idsOf(m_adjacent), definition->rule,
                   msg("the attacker eliminates one attacking unit of his choice"));
            break;
        }
    }

    void oblige(std::string side, ObligationAction action, std::vector<std::string> units,
                std::string rule, const Message &text)
    {
        m_out.obligations.push_back(
            {std::move(side), action, std::move(units), std::move(rule), text.text(), text});
    }

    // BMW 8.3: a unit with a solid dot "may retreat before combat if it meets the standard for
    // disengagement" (8.21: its MA at least the enemy's), up to three hexes, not against a charge
    // (9.6); BMW 9.4: horse archers not disrupted may, attacking or defending ("Treat the combat as
    // an AR" when attacking). No die is rolled.
    std::optional<Error> retreatBeforeCombat()
    {
        const json *rbc = m_rules.feature("/combat/retreatBeforeCombat");
        if (!rbc)
            return badInput(msg("%1 has no retreat before combat (BMW 8.3 has)", {m_rules.name}));
        const std::string rule = (*rbc)["rule"];
        const json archers = rbc->value("horseArchers", json::object());
        const std::string archerRule = archers.value("rule", rule);
        const std::string archerType = archers.value("unitType", "");
        const bool defending = m_request.retreatBeforeCombat == "defender";
        if (m_request.charge && defending && rbc->contains("charge"))
            return badInput(msg("%1: charging cavalry's target may not retreat before combat",
                                {std::string((*rbc)["charge"]["rule"])}));
        const std::vector<CombatUnit> &units = defending ? m_defenders : m_attackers;
        for (const CombatUnit &u : units) {
            if (!archerType.empty() && u.type == archerType) {
                if (u.disrupted)
                    return badInput(msg("%1: %2 is disrupted: horse archers then fight as usual",
                                        {archerRule, u.id}));
                continue;
            }
            if (!defending)
                return badInput(msg("%1: only horse archers retreat before combat when they "
                                    "attack; %2 is %3",
                                    {archerRule, u.id, u.type}));
            if (u.dot != std::string((*rbc)["dot"]))
                return badInput(
                    msg("%1: only a unit with a solid dot retreats before combat; "
                        "%2 has %3",
                        {rule, u.id, u.dot.empty() ? msg("no dot") : msg("an %1 dot", {u.dot})}));
            const std::string disengage = (*rbc)["disengagementRule"];
            if (!u.movement)
                return badInput(msg("%1: give %2's movement allowance: it retreats before combat "
                                    "only if it may disengage (%3)",
                                    {rule, u.id, disengage}));
            for (const CombatUnit &a : m_attackers) {
                if (!a.movement)
                    return badInput(msg("%1: give %2's movement allowance: %3 retreats before "
                                        "combat only from enemies whose MA is no more than its own "
                                        "(%4)",
                                        {rule, a.id, u.id, disengage}));
                if (*a.movement > *u.movement)
                    return badInput(
                        msg("%1: %2 (MA %3) may not disengage from %4 (MA %5) (%6), so it may not "
                            "retreat before combat",
                            {rule, u.id, std::to_string(*u.movement), a.id,
                             std::to_string(*a.movement), disengage}));
            }
        }
        std::vector<const CombatUnit *> retreating;
        for (const CombatUnit &u : units)
            retreating.push_back(&u);
        m_out.automatic = true;
        m_out.roll.reset();
        if (!defending) {
            // "Treat the combat as an AR": the chart's attacker retreat, without a die.
            m_out.result = archers.value("treatedAs", "");
            m_ex.add(archerRule,
                     msg("%1 retreat before combat: the combat is treated as %2, no die is rolled",
                         {joined(idsOf(retreating)), m_out.result}),
                     "", m_out.result);
            m_out.resultName = m_rules.result(m_out.result)->name;
            m_out.effectiveResult = m_out.result;
            applyResult();
            return std::nullopt;
        }
        m_out.result = "retreat before combat";
        m_out.resultName = "Retreat before combat";
        m_out.effectiveResult = m_out.result;
        const std::string hexes = std::to_string((*rbc)["hexes"].get<int>());
        m_ex.add(rule,
                 msg("%1 retreat before combat: no die is rolled", {joined(idsOf(retreating))}), "",
                 m_out.result);
        oblige("defender", ObligationAction::Retreat, idsOf(retreating), rule,
               msg("%1 retreat up to %2 hexes, each one eligible for retreat",
                   {joined(idsOf(retreating)), hexes}));
        std::vector<const CombatUnit *> attackers;
        for (const CombatUnit &a : m_attackers)
            attackers.push_back(&a);
        oblige("attacker", ObligationAction::MayAdvance, idsOf(attackers), rule,
               msg("one victorious unit may advance into the vacated hex (still the one hex "
                   "limit)"));
        return std::nullopt;
    }

    void noteChart()
    {
        const CombatResultsTable &crt = m_rules.crt;
        if (!crt.verified)
            m_ex.addUnverified(m_rules.unverifiedAt("/crt"));
    }

    void addChances()
    {
        const CombatResultsTable &crt = m_rules.crt;
        noteChart();
        const std::size_t first = m_column == 0 ? 0 : m_column - 1;
        const std::size_t last = std::min(m_column + 1, crt.columns.size() - 1);
        for (std::size_t i = first; i <= last; ++i)
            m_out.chances.push_back(
                {crt.columnName(i), i == m_column, crt.shares(i, m_rules.dieFaces)});
    }

    const CombatRequest &m_request;
    const Ruleset &m_rules;
    CombatOutcome m_out;
    Explanation &m_ex;
    std::vector<CombatUnit> m_attackers;
    std::vector<CombatUnit> m_defenders;
    std::vector<const CombatUnit *> m_adjacent;   // attackers subject to combat results
    std::vector<const CombatUnit *> m_bombarding; // NLB 8.1: immune to combat results
    std::size_t m_column = 0;
};

} // namespace

Result<CombatOutcome> resolveCombat(const CombatRequest &request, const Ruleset &ruleset)
{
    if (!request.ruleset.empty() && request.ruleset != ruleset.id)
        return badInput(
            msg("the request is for ruleset \"%1\", not \"%2\"", {request.ruleset, ruleset.id}));
    return Resolver(request, ruleset).run();
}

void to_json(json &out, const CombatOutcome &o)
{
    out = json::object();
    out["ruleset"] = o.ruleset;
    out["attack"] = o.attackStrength;
    out["defence"] = o.defenceStrength;
    out["odds"] = o.computedOdds;
    out["column"] = o.column;
    out["automatic"] = o.automatic;
    out["die"] = o.roll ? json(o.roll->value) : json(nullptr);
    out["roll"] = o.roll ? json(*o.roll) : json(nullptr);
    out["result"] = o.result;
    out["resultName"] = o.resultName;
    out["effectiveResult"] = o.effectiveResult;
    out["obligations"] = json::array();
    for (const Obligation &ob : o.obligations) {
        json &entry =
            out["obligations"].emplace_back(json{{"side", ob.side},
                                                 {"action", obligationActionName(ob.action)},
                                                 {"units", ob.units},
                                                 {"rule", ob.rule},
                                                 {"text", ob.text}});
        if (!ob.message.args.empty())
            entry["message"] = ob.message;
    }
    if (!o.exchangeOptions.empty()) {
        json options = json::array();
        for (const ExchangeOption &x : o.exchangeOptions)
            options.push_back({{"units", x.units}, {"strength", x.strength}, {"excess", x.excess}});
        out["exchange"] = {{"loss", o.exchangeLoss}, {"options", options}};
    }
    out["steps"] = o.explanation.steps;
    out["unverified"] = o.explanation.unverified;
    if (!o.chances.empty()) {
        json chances = json::array();
        for (const ColumnChances &c : o.chances) {
            json shares = json::array();
            for (const auto &s : c.shares)
                shares.push_back({{"result", s.code}, {"faces", s.faces}});
            chances.push_back({{"column", c.column}, {"chosen", c.chosen}, {"results", shares}});
        }
        out["chances"] = chances;
    }
}

} // namespace umpire::crt
