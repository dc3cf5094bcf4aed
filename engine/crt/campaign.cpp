#include "campaign.h"
#include "crtevents.h"

#include <filesystem>

namespace umpire::crt {

namespace fs = std::filesystem;

nlohmann::json CampaignState::carried() const
{
    nlohmann::json sides = nlohmann::json::array();
    for (const auto &[name, n] : casualties) {
        nlohmann::json side = {{"name", name}, {"casualties", n}};
        if (auto it = corpsCasualties.find(name); it != corpsCasualties.end())
            side["corpsCasualties"] = it->second;
        sides.push_back(side);
    }
    static const char *statusNames[] = {"onMap", "notArrived", "eliminated", "exited"};
    nlohmann::json unitList = nlohmann::json::array();
    for (const auto &[id, u] : units)
        unitList.push_back({{"id", id},
                            {"status", statusNames[static_cast<int>(u.status)]},
                            {"strength", u.strength}});
    nlohmann::json out = {{"sides", sides}, {"units", unitList}, {"battles", battles.size()}};
    nlohmann::json held = nlohmann::json::array();
    for (const auto &[side, d] : demoralized)
        if (d.any()) {
            nlohmann::json one = {{"side", side}, {"corps", d.corps}};
            if (!d.units.empty())
                one["units"] = d.units;
            held.push_back(std::move(one));
        }
    if (!held.empty())
        out["demoralized"] = std::move(held); // NLB 11.0, Campaign Game
    return out;
}

Result<Campaign> Campaign::create(const std::string &path, const std::string &ruleset,
                                  const std::string &title)
{
    registerKinds();
    JournalHeader header;
    header.ruleset = ruleset;
    header.scenario = "campaign";
    header.title = title;
    // The header and the campaign.created event are written together, or nothing is.
    Result<Journal> journal =
        Journal::create(path, header, {{crt::kinds::CampaignCreated, {{"title", title}}}});
    if (!journal)
        return journal.error();
    return Campaign(std::move(journal).value());
}

Result<Campaign> Campaign::open(const std::string &path, Journal::Mode mode)
{
    registerKinds();
    Result<Journal> journal = Journal::open(path, mode);
    if (!journal)
        return journal.error();
    if (journal->digests().empty() ||
        journal->digests().front().kind != crt::kinds::CampaignCreated)
        return badInput(
            msg("%1: not a campaign journal (its first event is not campaign.created)", {path}));
    return Campaign(std::move(journal).value());
}

std::string Campaign::resolve(const std::string &linked) const
{
    const fs::path p(linked);
    return p.is_absolute() ? linked : (fs::path(m_journal.path()).parent_path() / p).string();
}

std::string Campaign::relative(const std::string &battlePath) const
{
    std::error_code ec;
    const fs::path base = fs::absolute(fs::path(m_journal.path()), ec).parent_path();
    const fs::path rel = fs::absolute(battlePath, ec).lexically_relative(base);
    return rel.empty() ? battlePath : rel.string();
}

Result<JournalEvent> Campaign::link(const std::string &battlePath, const RulesetFinder &findRuleset)
{
    Result<Game> battle = Game::open(battlePath, findRuleset, Journal::Mode::ReadOnly);
    if (!battle)
        return battle.error();
    if (battle->ruleset().id != m_journal.header().ruleset)
        return badInput(msg("%1: a battle of %2, but the campaign plays %3",
                            {battlePath, battle->ruleset().id, m_journal.header().ruleset}));
    const std::string linked = relative(battlePath);
    // Checked under the lock: a battle another program linked meanwhile counts.
    Result<Journal::Lock> held = m_journal.lock();
    if (!held)
        return held.error();
    for (const JournalEvent &e : m_journal.digests())
        if (e.kind == crt::kinds::BattleLinked &&
            resolve(e.data["journal"].get<std::string>()) == resolve(linked))
            return badInput(msg("%1: already a battle of this campaign (event %2)",
                                {battlePath, std::to_string(e.seq)}));
    return m_journal.append(crt::kinds::BattleLinked,
                            {{"journal", linked}, {"title", battle->journal().header().title}});
}

Result<Game> Campaign::startBattle(const std::string &battlePath, GameSetup setup,
                                   const RulesetFinder &findRuleset)
{
    Result<CampaignState> so = state(findRuleset);
    if (!so)
        return so.error();
    Result<std::shared_ptr<const Ruleset>> ruleset = findRuleset(m_journal.header().ruleset);
    if (!ruleset)
        return ruleset.error();
    setup.carried = so->carried();
    Result<Game> game = Game::create(battlePath, *ruleset, setup);
    if (!game)
        return game.error();
    if (Result<JournalEvent> e = link(battlePath, findRuleset); !e)
        return e.error();
    return game;
}

namespace {

// NLB 11.0: "Units of a demoralized army lose their ability to advance after combat for the
// remainder of the battle game being played (or, in the Campaign Game, until their Corps or
// Nationality is un-demoralized)". What the battles before `battle` left demoralized loses what the
// referee restored in it; each army demoralized at its end (11.2) adds the corps that fought in it,
// and its units of no corps, held by the nationality. How a corps or nationality is un-demoralized
// is the Campaign Game's rule, not in the rule texts: the referee journals it (morale.restored).
// Only a ruleset whose demoralization takes away the advance (NLB's) carries it.
void carryDemoralization(const Game &battle,
                         std::map<std::string, CarriedDemoralization> &demoralized)
{
    const GameState &end = battle.state();
    for (const SideState &s : end.sides)
        for (const MoraleRestoration &r : s.restored) {
            const auto it = demoralized.find(s.name);
            if (it == demoralized.end())
                continue;
            if (r.corps.empty())
                it->second = {};
            else
                it->second.corps.erase(r.corps);
            if (!it->second.any())
                demoralized.erase(it);
        }
    if (!battle.ruleset().feature("/morale/demoralization/noAdvance"))
        return;
    for (const SideState &s : end.sides) {
        if (!s.demoralized)
            continue;
        CarriedDemoralization &d = demoralized[s.name];
        for (const auto &[id, unit] : end.units) {
            // The units that fought in the battle: on the map, gone off it, or lost in it.
            const bool fought = unit.side == s.name &&
                                unit.status != UnitState::Status::NotArrived &&
                                !unit.eliminatedBefore;
            if (!fought)
                continue;
            if (unit.corps.empty())
                d.units.insert(id);
            else
                d.corps.insert(unit.corps);
        }
        if (!d.any())
            demoralized.erase(s.name);
    }
}

} // namespace

Result<CampaignState> Campaign::state(const RulesetFinder &findRuleset) const
{
    CampaignState out;
    for (const JournalEvent &e : m_journal.digests()) {
        if (e.kind != crt::kinds::BattleLinked)
            continue;
        const std::string path = resolve(e.data["journal"].get<std::string>());
        Result<Game> battle = Game::open(path, findRuleset, Journal::Mode::ReadOnly);
        if (!battle)
            return badData(msg("%1: battle of event %2: %3",
                               {m_journal.path(), std::to_string(e.seq), battle.error().what}));
        CampaignBattle b;
        b.seq = e.seq;
        b.journal = e.data["journal"];
        b.title = e.data.value("title", std::string());
        b.final = battle->state();
        for (const JournalProblem &p : battle->journal().problems())
            b.problems.push_back(p.message);
        for (const SideState &s : b.final.sides) {
            b.casualties[s.name] = s.casualties - s.carried;
            out.casualties[s.name] += s.casualties - s.carried;
        }
        for (const auto &[id, unit] : b.final.units) {
            // The latest battle a unit fought in says where it stands; what it carried in was
            // counted before.
            if (unit.status == UnitState::Status::Eliminated && !unit.eliminatedBefore &&
                !unit.corps.empty())
                out.corpsCasualties[unit.side][unit.corps] += unit.strength;
            out.units[id] = unit;
        }
        carryDemoralization(*battle, out.demoralized);
        b.demoralized = out.demoralized;
        out.battles.push_back(std::move(b));
    }
    return out;
}

} // namespace umpire::crt
