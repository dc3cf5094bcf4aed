#include "resultapplication.h"

#include "combat.h"

#include <algorithm>

namespace umpire::crt {

using nlohmann::json;

namespace {

constexpr std::pair<ApplicationKind, const char *> applicationKindNames[] = {
    {ApplicationKind::Eliminate, "eliminate"},         {ApplicationKind::Retreat, "retreat"},
    {ApplicationKind::CannotRetreat, "cannotRetreat"}, {ApplicationKind::Advance, "advance"},
    {ApplicationKind::LoseUnit, "loseUnit"},           {ApplicationKind::Exchange, "exchange"}};

} // namespace

const char *applicationKindName(ApplicationKind kind)
{
    for (const auto &[k, name] : applicationKindNames)
        if (k == kind)
            return name;
    return "";
}

std::optional<ApplicationKind> applicationKindFromName(std::string_view name)
{
    for (const auto &[k, n] : applicationKindNames)
        if (name == n)
            return k;
    return std::nullopt;
}

json Application::action() const
{
    return {{"action", "apply"},
            {"combat", combat},
            {"kind", applicationKindName(kind)},
            {"units", units}};
}

json Application::eventData() const
{
    return {{"combat", combat},
            {"kind", applicationKindName(kind)},
            {"side", side},
            {"units", units},
            {"rule", rule}};
}

nlohmann::json dueObligations(const CombatDue &due)
{
    const json unpacked = json::parse(due.packed, nullptr, false);
    return unpacked.is_object() ? unpacked.value("obligations", json::array()) : json::array();
}

nlohmann::json dueExchange(const CombatDue &due)
{
    const json unpacked = json::parse(due.packed, nullptr, false);
    return unpacked.is_object() ? unpacked.value("exchange", json::object()) : json::object();
}

namespace {

std::vector<std::string> stringsOf(const json &list)
{
    std::vector<std::string> out;
    if (list.is_array())
        for (const json &s : list)
            if (s.is_string())
                out.push_back(s.get<std::string>());
    return out;
}

std::string joined(const std::vector<std::string> &units)
{
    std::string out;
    for (const std::string &u : units)
        out += (out.empty() ? "" : ", ") + u;
    return out;
}

// The applications of one combat: its mandatory ones first; an advance only when none of the other
// side's is left, the vacated hex of NLB 7.5.
void listDue(const GameState &state, const CombatDue &due, std::vector<Application> &out)
{
    auto inPlay = [&](const std::string &id) {
        auto it = state.units.find(id);
        return it != state.units.end() && it->second.status == UnitState::Status::OnMap;
    };
    std::vector<Application> mine, advances;
    const json obligations = dueObligations(due);
    const json exchange = dueExchange(due);
    for (std::size_t i = 0; i < obligations.size(); ++i) {
        const json &ob = obligations[i];
        if (!ob.is_object() || (i < due.closed.size() && due.closed[i]))
            continue;
        // The obligations the combat's event holds, by their names (combat.h).
        const std::optional<ObligationAction> action =
            obligationActionFromName(ob.value("action", ""));
        Application base;
        base.combat = due.combat;
        base.obligation = i;
        base.side = ob.value("side", "");
        base.rule = ob.value("rule", "");
        std::vector<std::string> open;
        for (const std::string &u : stringsOf(ob.value("units", json::array())))
            if (inPlay(u) && !(i < due.applied.size() && due.applied[i].count(u)))
                open.push_back(u);
        auto add = [&](std::vector<Application> &to, ApplicationKind kind,
                       std::vector<std::string> units, Message meaning, bool optional,
                       bool eliminates) {
            Application a = base;
            a.kind = kind;
            a.units = std::move(units);
            a.meaning = std::move(meaning);
            a.optional = optional;
            a.eliminates = eliminates;
            to.push_back(std::move(a));
        };
        if (action == ObligationAction::Eliminate && !open.empty()) {
            add(mine, ApplicationKind::Eliminate, open, msg("eliminate %1", {joined(open)}), false,
                true);
        } else if (action == ObligationAction::Retreat || action == ObligationAction::MayRetreat) {
            for (const std::string &u : open) {
                add(mine, ApplicationKind::Retreat, {u}, msg("%1 retreats", {u}),
                    action == ObligationAction::MayRetreat, false);
                if (action == ObligationAction::Retreat)
                    add(mine, ApplicationKind::CannotRetreat, {u},
                        msg("%1 has no hex open to retreat into: eliminated", {u}), false, true);
            }
        } else if (action == ObligationAction::LoseUnit) {
            for (const std::string &u : open)
                add(mine, ApplicationKind::LoseUnit, {u}, msg("%1 is the unit lost", {u}), false,
                    true);
        } else if (action == ObligationAction::LoseStrength) {
            for (const json &option : exchange.value("options", json::array())) {
                const std::vector<std::string> units = stringsOf(option.value("units", json()));
                if (!units.empty() && std::all_of(units.begin(), units.end(), inPlay))
                    add(mine, ApplicationKind::Exchange, units,
                        msg("exchange: lose %1 (strength %2)",
                            {joined(units), std::to_string(option.value("strength", 0))}),
                        false, true);
            }
        } else if (action == ObligationAction::MayAdvance) {
            for (const std::string &u : open)
                add(advances, ApplicationKind::Advance, {u},
                    msg("%1 advances into the vacated hex", {u}), true, false);
        }
    }
    for (Application &a : mine)
        out.push_back(std::move(a));
    for (Application &a : advances) {
        const bool vacated = std::none_of(mine.begin(), mine.end(), [&](const Application &m) {
            return !m.optional && m.side != a.side;
        });
        if (vacated)
            out.push_back(std::move(a));
    }
}

} // namespace

std::vector<Application> pendingApplications(const GameState &state)
{
    std::vector<Application> out;
    for (const CombatDue &due : state.dues)
        listDue(state, due, out);
    return out;
}

std::vector<Application> pendingApplications(const GameState &state, std::uint64_t combat)
{
    std::vector<Application> out;
    for (const CombatDue &due : state.dues)
        if (due.combat == combat)
            listDue(state, due, out);
    return out;
}

Result<Application> findApplication(const GameState &state, const json &data)
{
    const std::uint64_t combat = data.value("combat", std::uint64_t{0});
    const std::string kind = data.value("kind", "");
    const std::optional<ApplicationKind> asked = applicationKindFromName(kind);
    std::vector<std::string> units = stringsOf(data.value("units", json::array()));
    std::sort(units.begin(), units.end());
    const std::vector<Application> listed = pendingApplications(state, combat);
    for (const Application &a : listed) {
        std::vector<std::string> mine = a.units;
        std::sort(mine.begin(), mine.end());
        if (a.kind == asked && mine == units)
            return a;
    }
    if (std::none_of(state.dues.begin(), state.dues.end(),
                     [&](const CombatDue &d) { return d.combat == combat; }))
        return badInput(msg("event %1 is not a combat of this phase whose result is still to be "
                            "carried out",
                            {std::to_string(combat)}));
    // NLB 10.5, 11.0: an advance the combat's result forbids says which rule forbids it.
    if (asked == ApplicationKind::Advance)
        for (const CombatDue &due : state.dues)
            if (due.combat == combat)
                for (const json &ob : dueObligations(due)) {
                    if (!ob.is_object() || obligationActionFromName(ob.value("action", "")) !=
                                               ObligationAction::NoAdvance)
                        continue;
                    const std::vector<std::string> barred = stringsOf(ob.value("units", json()));
                    const bool named =
                        std::any_of(units.begin(), units.end(), [&](const std::string &u) {
                            return std::find(barred.begin(), barred.end(), u) != barred.end();
                        });
                    const bool noneMayAdvance =
                        std::none_of(listed.begin(), listed.end(), [](const Application &a) {
                            return a.kind == ApplicationKind::Advance;
                        });
                    if (named || (barred.empty() && noneMayAdvance))
                        return badInput(msg("%1: %2 may not advance after combat %3",
                                            {ob.value("rule", std::string()), joined(units),
                                             std::to_string(combat)}));
                }
    std::string choices;
    for (const Application &a : listed)
        choices += (choices.empty() ? "" : "; ") + std::string(applicationKindName(a.kind)) + " " +
                   joined(a.units);
    if (choices.empty())
        return badInput(
            msg("combat %1: its result is carried out already", {std::to_string(combat)}));
    return badInput(msg("combat %1: %2 %3 is not what its result obliges now; it obliges: %4",
                        {std::to_string(combat), kind, joined(units), choices}));
}

Message applicationSummary(const json &data)
{
    auto text = [&](const char *field) {
        const auto it = data.find(field);
        return it == data.end()  ? std::string()
               : it->is_string() ? it->get<std::string>()
                                 : it->dump();
    };
    const std::string kind = text("kind");
    const std::string units = joined(stringsOf(data.value("units", json::array())));
    const std::string combat = text("combat");
    const std::string to = text("to");
    // NLB 7.6: the units the retreat displaced, in order, and where they went.
    std::vector<std::string> displaced, into;
    for (const json &d : data.value("displaced", json::array()))
        if (d.is_object()) {
            displaced.push_back(d.value("unit", std::string()));
            into.push_back(d.value("to", std::string()));
        }
    // BMW 7.8: the units a retreat through friendly units disordered.
    const std::vector<std::string> disrupted = stringsOf(data.value("disrupted", json::array()));
    const std::optional<ApplicationKind> known = applicationKindFromName(kind);
    Message what = msg("%1: %2", {kind, units});
    switch (known.value_or(ApplicationKind::Eliminate)) {
    case ApplicationKind::Eliminate:
        if (known)
            what = msg("%1 eliminated", {units});
        break;
    case ApplicationKind::Retreat:
        what = to.empty()           ? msg("%1 retreated", {units})
               : !displaced.empty() ? msg("%1 retreated to %2, displacing %3 into %4",
                                          {units, to, joined(displaced), joined(into)})
               : !disrupted.empty()
                   ? msg("%1 retreated to %2 through friendly units, disordering %3",
                         {units, to, joined(disrupted)})
                   : msg("%1 retreated to %2", {units, to});
        break;
    case ApplicationKind::CannotRetreat:
        what = msg("%1 could not retreat and is eliminated", {units});
        break;
    case ApplicationKind::Advance:
        what = to.empty() ? msg("%1 advanced after combat", {units})
                          : msg("%1 advanced after combat into %2", {units, to});
        break;
    case ApplicationKind::LoseUnit:
        what = msg("%1 lost", {units});
        break;
    case ApplicationKind::Exchange:
        what = msg("exchange: %1 eliminated", {units});
        break;
    }
    return msg("%1 (the result of combat %2, %3)", {what, combat, text("rule")});
}

} // namespace umpire::crt
