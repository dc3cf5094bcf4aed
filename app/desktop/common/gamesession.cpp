#include "gamesession.h"
#include "datatext.h"

#include "compensation.h"
#include "games.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

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

GameSession::GameSession(umpire::crt::RulesetLibrary library, QObject *parent)
    : QObject(parent), m_library(std::move(library))
{
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &GameSession::refresh);
}

GameSession::~GameSession() = default;

QString GameSession::path() const
{
    return m_module ? qstr(m_module->journal().path()) : QString();
}

QString GameSession::system() const
{
    return m_module ? qstr(m_module->system()) : QString();
}

std::optional<umpire::JournalHeader> GameSession::journalHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray line = file.readLine(64 * 1024); // a header is a short line
    const nlohmann::json doc = nlohmann::json::parse(line.constData(), nullptr, false);
    Result<umpire::JournalHeader> header = umpire::JournalHeader::fromJson(doc);
    if (!header)
        return std::nullopt;
    return std::move(header).value();
}

QString GameSession::title() const
{
    if (!m_module)
        return {};
    const std::string &t = m_module->journal().header().title;
    return t.empty() ? QFileInfo(path()).completeBaseName() : qstr(t);
}

QStringList GameSession::problems() const
{
    QStringList out;
    if (m_module) {
        for (const umpire::JournalProblem &p : m_module->journal().problems())
            out << qstr(p.message);
        if (!m_module->journal().checkpointWarning().empty())
            out << messageText(m_module->journal().checkpointWarning());
    }
    return out;
}

Result<umpire::Ok> GameSession::adopt(Result<std::unique_ptr<umpire::GameModule>> module)
{
    if (!module)
        return module.error();
    m_undo.clear();
    m_scoreboard.reset();
    m_module = std::move(module).value();
    m_crt = dynamic_cast<umpire::crt::Module *>(m_module.get());
    rebuildUndoStack();
    watchJournal();
    emit gameOpened();
    emit stateChanged();
    return umpire::Ok{};
}

Result<umpire::Ok> GameSession::adoptGame(Result<umpire::crt::Game> game)
{
    if (!game)
        return game.error();
    return adopt(std::unique_ptr<umpire::GameModule>(
        std::make_unique<umpire::crt::Module>(std::move(game).value())));
}

const umpire::crt::Scoreboard *GameSession::scoreboard()
{
    if (!m_crt) {
        m_scoreboard.reset();
        return nullptr;
    }
    if (m_scoreboard) {
        if (!m_scoreboard->follow(m_crt->game()))
            m_scoreboard.reset();
    } else if (Result<umpire::crt::Scoreboard> made = umpire::crt::Scoreboard::of(m_crt->game())) {
        m_scoreboard = std::move(made).value();
    }
    return m_scoreboard ? &*m_scoreboard : nullptr;
}

Result<umpire::Ok> GameSession::open(const QString &file)
{
    return adopt(umpire::GameRegistry(m_library.dirs()).open(local(file)));
}

Result<umpire::Ok> GameSession::createGame(const QString &file, const std::string &system,
                                           const nlohmann::json &setup)
{
    return adopt(umpire::GameRegistry(m_library.dirs()).create(local(file), system, setup));
}

Result<umpire::Ok> GameSession::create(const QString &file, const std::string &rulesetId,
                                       const umpire::crt::GameSetup &setup)
{
    return adoptGame(m_library.createGame(local(file), rulesetId, setup));
}

Result<umpire::Ok> GameSession::createFromScenario(const QString &file,
                                                   const std::string &scenarioId)
{
    Result<umpire::crt::Scenario> scenario = m_library.findScenario(scenarioId);
    if (!scenario)
        return scenario.error();
    return create(file, scenario->ruleset, umpire::crt::GameSetup::fromScenario(*scenario));
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
    Result<umpire::Ok> made = createFromScenario(file, "nlb-demo");
    if (!made)
        return made;
    // Demonstrations do not pile up. The newest few are kept (to go back to one); Save
    // as keeps one for good under another name.
    QStringList demos =
        QDir(gamesFolder()).entryList({QStringLiteral("demo-*.jsonl")}, QDir::Files, QDir::Name);
    demos.removeAll(QFileInfo(file).fileName());
    while (demos.size() >= keptDemos)
        QFile::remove(gamesFolder() + QLatin1Char('/') + demos.takeFirst());
    return made;
}

Result<umpire::Ok> GameSession::saveAs(const QString &file)
{
    if (!m_module)
        return umpire::badInput("no game is open");
    if (QFileInfo::exists(file))
        return umpire::badInput(
            local(file) + ": already exists; a journal is never overwritten: choose another name");
    // Copied into a QSaveFile: a full disk or a failed read leaves no half journal behind.
    QFile source(path());
    if (!source.open(QIODevice::ReadOnly))
        return umpire::badInput(local(path()) +
                                ": cannot read the journal: " + local(source.errorString()));
    QSaveFile copy(file);
    if (!copy.open(QIODevice::WriteOnly))
        return umpire::badInput(local(file) +
                                ": cannot copy the journal there: " + local(copy.errorString()));
    while (!source.atEnd()) {
        const QByteArray chunk = source.read(1 << 20);
        if (chunk.isEmpty() && source.error() != QFileDevice::NoError) {
            copy.cancelWriting();
            return umpire::badInput(local(path()) +
                                    ": cannot read the journal: " + local(source.errorString()));
        }
        if (copy.write(chunk) != chunk.size())
            break; // commit() fails and says why
    }
    if (!copy.commit())
        return umpire::badInput(local(file) +
                                ": cannot copy the journal there: " + local(copy.errorString()));
    return open(file);
}

Result<umpire::ActOutcome> GameSession::act(const nlohmann::json &action)
{
    if (!m_module)
        return umpire::badInput("no game is open");
    const std::size_t before = m_module->journal().size();
    Result<umpire::ActOutcome> done = m_module->act(action);
    if (!done)
        return done;
    if (done->event.seq != 0 && !done->repeated) // a question answered is not journaled
        this->done(done->event, before);
    emit stateChanged();
    return done;
}

Result<umpire::crt::CombatOutcome> GameSession::preview(const nlohmann::json &request) const
{
    if (!m_crt)
        return umpire::badInput("no game is open");
    Result<umpire::crt::CombatRequest> parsed = m_crt->game().combatRequest(request);
    if (!parsed)
        return parsed.error();
    parsed->oddsTable = true;
    return m_crt->game().previewCombat(*parsed);
}

void GameSession::undo()
{
    m_undo.undo();
}
void GameSession::redo()
{
    m_undo.redo();
}

void GameSession::done(const umpire::JournalEvent &event, std::size_t before)
{
    if (m_module->journal().size() == before + 1) {
        pushDone(event);
        return;
    }
    // Another program's events were read with this one: the stack is the journal's again.
    m_undo.clear();
    rebuildUndoStack();
}

void GameSession::refresh()
{
    watchJournal(); // again, if the file was replaced (an upgrade renames a new file over it)
    if (!m_module)
        return;
    Result<std::size_t> fresh = m_module->refresh();
    if (!fresh) {
        emit failed(errorText(fresh.error()));
        return;
    }
    if (*fresh == 0)
        return;
    m_undo.clear();
    rebuildUndoStack();
    emit stateChanged();
}

void GameSession::watchJournal()
{
    const QStringList watched = m_watcher.files();
    if (!m_module) {
        if (!watched.isEmpty())
            m_watcher.removePaths(watched);
        return;
    }
    if (watched == QStringList{path()})
        return;
    if (!watched.isEmpty())
        m_watcher.removePaths(watched);
    m_watcher.addPath(path());
}

void GameSession::pushDone(const umpire::JournalEvent &event)
{
    // What the event was, as every player may see it (the module hides what they may not), in the
    // user's language.
    m_undo.push(new JournalCommand(
        this, messageText(m_module->summary(event, umpire::Viewer::everyone()))));
}

void GameSession::journalUndo()
{
    const std::size_t before = m_module->journal().size();
    if (Result<umpire::JournalEvent> e = m_module->undo(); !e)
        emit failed(errorText(e.error()));
    afterCompensation(before);
}

void GameSession::journalRedo()
{
    const std::size_t before = m_module->journal().size();
    if (Result<umpire::JournalEvent> e = m_module->redo(); !e)
        emit failed(errorText(e.error()));
    afterCompensation(before);
}

void GameSession::afterCompensation(std::size_t before)
{
    // Another program's events came in with the undo or redo: the stack is made again from the
    // journal once the undo stack has finished moving (never while it moves).
    if (m_module->journal().size() > before + 1)
        QTimer::singleShot(0, this, [this] {
            if (!m_module)
                return;
            m_undo.clear();
            rebuildUndoStack();
            emit stateChanged();
        });
    emit stateChanged();
}

void GameSession::rebuildUndoStack()
{
    // The stack of an opened game is the journal's: every action that counts can be undone, last
    // first, and the undos made last (with no action after them) can be redone.
    const umpire::UndoStack undoable = umpire::undoStack(m_module->journal().digests());
    std::vector<std::uint64_t> stack = undoable.actions;
    constexpr std::size_t kept = 1000; // the last thousand actions, which is more than an evening
    if (stack.size() > kept)
        stack.erase(stack.begin(), stack.end() - static_cast<std::ptrdiff_t>(kept));
    if (stack.empty())
        return;
    Result<std::vector<umpire::JournalEvent>> events =
        m_module->journal().readEvents(stack.front(), stack.back());
    if (!events)
        return;
    const std::set<std::uint64_t> inStack(stack.begin(), stack.end());
    m_replaying = true;
    for (const umpire::JournalEvent &e : *events)
        if (inStack.count(e.seq))
            pushDone(e);
    for (std::size_t i = 0; i < undoable.redoable && i < stack.size(); ++i)
        m_undo.undo();
    m_replaying = false;
}
