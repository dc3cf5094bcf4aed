#include "gamesession.h"

#include "journalexport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <set>

using umpire::Result;

namespace {

std::string local(const QString &text)
{
    return text.toStdString();
}
QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

// One journaled action on the undo stack: undoing it appends an undo event, redoing it a redo
// event. The action itself was journaled before it was pushed, so the first redo does nothing.
class JournalCommand : public QUndoCommand
{
  public:
    JournalCommand(GameSession *session, const QString &text)
        : QUndoCommand(text), m_session(session)
    {
    }
    void undo() override
    {
        if (!m_session->m_replaying)
            m_session->journalUndo();
    }
    void redo() override
    {
        if (m_first) {
            m_first = false;
            return;
        }
        if (!m_session->m_replaying)
            m_session->journalRedo();
    }

  private:
    GameSession *m_session;
    bool m_first = true;
};

GameSession::GameSession(umpire::RulesetLibrary library, QObject *parent)
    : QObject(parent), m_library(std::move(library))
{
}

GameSession::~GameSession() = default;

QString GameSession::path() const
{
    return m_game ? qstr(m_game->journal().path()) : QString();
}

QString GameSession::title() const
{
    if (!m_game)
        return {};
    const std::string &t = m_game->journal().header().title;
    return t.empty() ? QFileInfo(path()).completeBaseName() : qstr(t);
}

QStringList GameSession::problems() const
{
    QStringList out;
    if (m_game)
        for (const umpire::JournalProblem &p : m_game->journal().problems())
            out << qstr(p.message);
    return out;
}

Result<umpire::Ok> GameSession::adopt(Result<umpire::Game> game)
{
    if (!game)
        return game.error();
    m_undo.clear();
    m_game.emplace(std::move(game).value());
    rebuildUndoStack();
    emit gameOpened();
    emit stateChanged();
    return umpire::Ok{};
}

Result<umpire::Ok> GameSession::open(const QString &file)
{
    auto finder = [this](const std::string &id) { return m_library.find(id); };
    return adopt(umpire::Game::open(local(file), finder));
}

Result<umpire::Ok> GameSession::create(const QString &file, const std::string &rulesetId,
                                       const umpire::GameSetup &setup)
{
    Result<std::shared_ptr<const umpire::Ruleset>> ruleset = m_library.find(rulesetId);
    if (!ruleset)
        return ruleset.error();
    return adopt(umpire::Game::create(local(file), *ruleset, setup));
}

Result<umpire::Ok> GameSession::createFromScenario(const QString &file,
                                                   const std::string &scenarioId)
{
    Result<umpire::Scenario> scenario = m_library.findScenario(scenarioId);
    if (!scenario)
        return scenario.error();
    return create(file, scenario->ruleset, umpire::GameSetup::fromScenario(*scenario));
}

QString GameSession::gamesFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/games");
}

Result<umpire::Ok> GameSession::createDemo()
{
    if (!QDir().mkpath(gamesFolder()))
        return umpire::badInput(local(gamesFolder()) + ": cannot create the folder for games");
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString file = gamesFolder() + QStringLiteral("/demo-") + stamp + QStringLiteral(".jsonl");
    for (int n = 2; QFileInfo::exists(file); ++n)
        file = gamesFolder() + QStringLiteral("/demo-%1-%2.jsonl").arg(stamp).arg(n);
    return createFromScenario(file, "nlb-demo");
}

Result<umpire::Ok> GameSession::saveAs(const QString &file)
{
    if (!m_game)
        return umpire::badInput("no game is open");
    if (QFileInfo::exists(file))
        return umpire::badInput(
            local(file) + ": already exists; a journal is never overwritten: choose another name");
    if (!QFile::copy(path(), file))
        return umpire::badInput(local(file) + ": cannot copy the journal there");
    return open(file);
}

Result<umpire::CombatOutcome> GameSession::preview(const nlohmann::json &request) const
{
    if (!m_game)
        return umpire::badInput("no game is open");
    Result<umpire::CombatRequest> parsed = m_game->combatRequest(request);
    if (!parsed)
        return parsed.error();
    parsed->oddsTable = true;
    return m_game->previewCombat(*parsed);
}

Result<umpire::CombatOutcome> GameSession::resolveCombat(const nlohmann::json &request)
{
    if (!m_game)
        return umpire::badInput("no game is open");
    Result<umpire::CombatRequest> parsed = m_game->combatRequest(request);
    if (!parsed)
        return parsed.error();
    parsed->oddsTable = true;
    Result<umpire::CombatOutcome> outcome = m_game->resolveCombat(*parsed);
    if (!outcome)
        return outcome;
    if (Result<umpire::JournalEvent> e = m_game->journal().readEvent(m_game->journal().lastSeq()))
        pushDone(*e);
    emit stateChanged();
    return outcome;
}

Result<umpire::JournalEvent> GameSession::append(const std::string &kind,
                                                 const nlohmann::json &data)
{
    if (!m_game)
        return umpire::badInput("no game is open");
    Result<umpire::JournalEvent> e = m_game->append(kind, data);
    if (!e)
        return e;
    pushDone(*e);
    emit stateChanged();
    return e;
}

Result<umpire::JournalEvent> GameSession::roll(std::optional<int> physicalDie)
{
    if (!m_game)
        return umpire::badInput("no game is open");
    Result<umpire::JournalEvent> e = m_game->roll(physicalDie);
    if (!e)
        return e;
    pushDone(*e);
    emit stateChanged();
    return e;
}

Result<umpire::JournalEvent> GameSession::advance()
{
    if (!m_game)
        return umpire::badInput("no game is open");
    Result<umpire::JournalEvent> e = m_game->advance();
    if (!e)
        return e;
    pushDone(*e);
    emit stateChanged();
    return e;
}

void GameSession::undo()
{
    m_undo.undo();
}
void GameSession::redo()
{
    m_undo.redo();
}

void GameSession::pushDone(const umpire::JournalEvent &event)
{
    m_undo.push(new JournalCommand(this, qstr(umpire::summarizeEvent(event))));
}

void GameSession::journalUndo()
{
    if (Result<umpire::JournalEvent> e = m_game->undo(); !e)
        emit failed(qstr(e.error().message));
    emit stateChanged();
}

void GameSession::journalRedo()
{
    if (Result<umpire::JournalEvent> e = m_game->redo(); !e)
        emit failed(qstr(e.error().message));
    emit stateChanged();
}

void GameSession::rebuildUndoStack()
{
    // The stack of an opened game is the journal's: every action that counts can be undone, last
    // first, and the undos made last (with no action after them) can be redone.
    const std::vector<umpire::JournalEvent> &digests = m_game->journal().digests();
    const std::set<std::uint64_t> &gone = m_game->state().undone;
    auto undoable = [](const umpire::JournalEvent &e) {
        return e.kind != "undo" && e.kind != "redo" && e.kind != "game.created";
    };
    std::set<std::uint64_t> redoable;
    for (auto it = digests.rbegin(); it != digests.rend(); ++it) {
        if (it->kind == "undo" && !gone.count(it->seq))
            redoable.insert(it->data.value("target", std::uint64_t{0}));
        else if (undoable(*it) && !gone.count(it->seq))
            break;
    }
    std::vector<std::uint64_t> stack;
    for (const umpire::JournalEvent &e : digests)
        if (undoable(e) && (!gone.count(e.seq) || redoable.count(e.seq)))
            stack.push_back(e.seq);
    constexpr std::size_t kept = 1000; // the last thousand actions, which is more than an evening
    if (stack.size() > kept)
        stack.erase(stack.begin(), stack.end() - static_cast<std::ptrdiff_t>(kept));
    if (stack.empty())
        return;
    Result<std::vector<umpire::JournalEvent>> events =
        m_game->journal().readEvents(stack.front(), stack.back());
    if (!events)
        return;
    const std::set<std::uint64_t> inStack(stack.begin(), stack.end());
    m_replaying = true;
    for (const umpire::JournalEvent &e : *events)
        if (inStack.count(e.seq))
            pushDone(e);
    for (std::size_t i = 0; i < redoable.size(); ++i)
        m_undo.undo();
    m_replaying = false;
}
