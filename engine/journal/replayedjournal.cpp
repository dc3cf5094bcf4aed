#include "replayedjournal.h"

#include "compensation.h"

namespace umpire {

Result<JournalEvent> ReplayedJournal::undo(const std::string &id)
{
    return compensate(EventKind::Undo, id);
}

Result<JournalEvent> ReplayedJournal::redo(const std::string &id)
{
    return compensate(EventKind::Redo, id);
}

Result<std::size_t> ReplayedJournal::refresh()
{
    Result<std::size_t> fresh = m_journal.refresh();
    if (!fresh)
        return fresh;
    if (m_replayed != m_journal.size())
        if (Result<Ok> ok = replay(); !ok)
            return ok.error();
    return fresh;
}

Result<JournalEvent> ReplayedJournal::compensate(EventKind kind, const std::string &id)
{
    Result<JournalEvent> e = appendCompensation(m_journal, kind, id);
    if (!e)
        return e;
    if (Result<Ok> ok = replay(); !ok)
        return ok.error();
    return e;
}

} // namespace umpire
