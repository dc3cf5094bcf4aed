#pragma once

#include "n1815game.h"
#include "replayedjournal.h"

#include <memory>
#include <string>

namespace umpire::n1815 {

// A game of Napoleon 1815 Returns kept in a journal (its header names ruleset "n1815"): a
// game.created event, then one "n1815.action" event per action of n1815game.h, with undo and redo
// as compensating events like every game's. The game is what replaying the actions that count from
// the set-up gives; nothing else is stored (docs/architecture.md "Journal"). (In umpire::n1815,
// `Journal` is this class; the journal file it keeps is always written umpire::Journal.)
class Journal final : public ReplayedJournal
{
  public:
    static constexpr const char *rulesetId = "n1815";

    static Result<Journal> create(const std::string &path, std::shared_ptr<const Data> data,
                                  const std::string &title);
    // BadInput when the journal is another game's; BadData naming the action that no longer
    // replays.
    static Result<Journal> open(const std::string &path, std::shared_ptr<const Data> data,
                                umpire::Journal::Mode mode = umpire::Journal::Mode::ReadWrite);
    // The same over a journal already open (its header read once, games.h).
    static Result<Journal> fromJournal(umpire::Journal journal, std::shared_ptr<const Data> data);

    // Reads the action strictly (n1815actionform.h), checks it against the game (n1815::act), then
    // journals it; a refused action writes nothing and says why. With an append `id` already in
    // the journal, nothing is written (journal().repeated()) and the step is the game as it is.
    Result<Step> act(const nlohmann::json &action, const std::string &id = {});
    // undo(), redo() and refresh() as every replayed journal's (replayedjournal.h).
    // The game right after event `seq`: the actions up to it that count then, replayed.
    Result<Game> gameAt(std::uint64_t seq) const;

    const Game &game() const { return m_game; }
    const Data &data() const { return *m_data; }

  private:
    Journal(umpire::Journal journal, std::shared_ptr<const Data> data)
        : ReplayedJournal(std::move(journal)), m_data(std::move(data))
    {
    }
    Result<Ok> replay() override; // the actions that count, from the start

    std::shared_ptr<const Data> m_data;
    Game m_game;
};

} // namespace umpire::n1815
