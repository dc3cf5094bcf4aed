#pragma once

#include "game.h"
#include "journal.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace umpire::crt {

// One battle of a campaign as its own journal ends it.
struct CampaignBattle
{
    std::uint64_t seq = 0; // the battle.linked event
    std::string journal;   // as linked: relative to the campaign's folder
    std::string title;
    GameState final;
    std::map<std::string, int>
        casualties; // caused in this battle (its casualties less those it carried in)
    std::vector<std::string> problems; // torn or damaged lines of its journal
    // NLB 11.0, Campaign Game: by side, what is demoralized after this battle: what the battles up
    // to it left demoralized, less what the referee restored in it (morale.restored), with the
    // corps (and units of no corps) that fought in it of each army demoralized at its end.
    std::map<std::string, CarriedDemoralization> demoralized;
};

// What a campaign's battles add up to: each side's casualties over all its battles and each unit's
// last known status and strength.
struct CampaignState
{
    std::vector<CampaignBattle> battles;
    std::map<std::string, int> casualties;
    std::map<std::string, std::map<std::string, int>> corpsCasualties;
    std::map<std::string, UnitState> units;
    // NLB 11.0, Campaign Game: by side, the corps and units of no corps demoralized after the last
    // battle, "until their Corps or Nationality is un-demoralized" (CampaignBattle::demoralized).
    std::map<std::string, CarriedDemoralization> demoralized;

    // The "carried" part of the next battle's game.created: casualties so far, units' status and
    // strength, and the corps and nationalities still demoralized ("demoralized": [{"side",
    // "corps", "units"}], when there are any).
    nlohmann::json carried() const;
};

// A campaign journal: it links the journals of its battles and carries losses and states from one
// battle to the next (the next battle's game.created holds what the campaign carried into it).
class Campaign
{
  public:
    using RulesetFinder =
        std::function<Result<std::shared_ptr<const Ruleset>>(const std::string &)>;

    static Result<Campaign> create(const std::string &path, const std::string &ruleset,
                                   const std::string &title);
    static Result<Campaign> open(const std::string &path,
                                 Journal::Mode mode = Journal::Mode::ReadWrite);

    // Links an existing battle journal of the same ruleset.
    Result<JournalEvent> link(const std::string &battlePath, const RulesetFinder &findRuleset);
    // Creates the next battle with what the campaign carries into it, and links it.
    Result<Game> startBattle(const std::string &battlePath, GameSetup setup,
                             const RulesetFinder &findRuleset);
    // Replays every linked battle; a missing or broken battle journal is BadData naming it.
    Result<CampaignState> state(const RulesetFinder &findRuleset) const;

    const Journal &journal() const { return m_journal; }

  private:
    explicit Campaign(Journal journal) : m_journal(std::move(journal)) {}
    std::string
    resolve(const std::string &linked) const; // a linked path, from the campaign's folder
    std::string relative(const std::string &battlePath) const;

    Journal m_journal;
};

} // namespace umpire::crt
