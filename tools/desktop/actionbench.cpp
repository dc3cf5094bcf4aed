#include "actionbench.h"
#include "crtevents.h"

#include "gamesession.h"
#include "mainwindow.h"
#include "unitedits.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace {

using umpire::EventKind;
using umpire::Result;
namespace crt = umpire::crt;

// The first unit of the order of battle in play: the one the bench eliminates and rallies.
std::string unitInPlay(const crt::GameState &state)
{
    for (const auto &[id, unit] : state.units)
        if (unit.status == crt::UnitState::Status::OnMap)
            return id;
    return {};
}

// The edit of `kind` the armies panel's menu offers for `unit` (unitedits.h).
std::optional<crt::StateEdit> editOf(const crt::Game &game, const std::string &unit, EventKind kind)
{
    for (const crt::StateEdit &edit : crt::unitEdits(game, unit))
        if (edit.kind == kind)
            return edit;
    return std::nullopt;
}

// The bench's n-th action, done on the desktop's session (`session`) or on the bare game: a unit
// eliminated, a note, the unit rallied, a die rolled on the table, in turn. Empty when it was done,
// else why not.
std::string act(int n, std::string &unit, GameSession *session, crt::Game *bare)
{
    const crt::Game &game = session ? session->game() : *bare;
    const std::string note = "umpire-bench: action " + std::to_string(n);
    auto edit = [&](EventKind kind) -> std::string {
        const std::optional<crt::StateEdit> e = editOf(game, unit, kind);
        if (!e)
            return unit + ": no " + umpire::eventKindName(kind) + " edit";
        if (session) {
            Result<umpire::ActOutcome> done = session->act(crt::editAction(*e));
            return done ? std::string() : done.error().message;
        }
        Result<umpire::JournalEvent> done = bare->append(e->kind, e->data);
        return done ? std::string() : done.error().message;
    };
    switch (n % 4) {
    case 0:
        unit = unitInPlay(game.state());
        return edit(umpire::crt::kinds::UnitEliminated);
    case 1: {
        if (session) {
            Result<umpire::ActOutcome> done =
                session->act({{"action", "event"}, {"kind", "note"}, {"data", {{"text", note}}}});
            return done ? std::string() : done.error().message;
        }
        Result<umpire::JournalEvent> done = bare->append(EventKind::Note, {{"text", note}});
        return done ? std::string() : done.error().message;
    }
    case 2:
        return edit(umpire::crt::kinds::UnitRallied);
    default: {
        const int die = 1 + n % game.ruleset().dieFaces;
        if (session) {
            Result<umpire::ActOutcome> done = session->act({{"action", "roll"}, {"die", die}});
            return done ? std::string() : done.error().message;
        }
        Result<umpire::JournalEvent> done = bare->roll(die);
        return done ? std::string() : done.error().message;
    }
    }
}

// Until the window has taken the action: what the views queued (widgets deleted later, layouts,
// the paint of what changed, the journal's file watcher) done, as the event loop would.
void settle()
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

int failed(const std::string &why)
{
    std::fprintf(stderr, "umpire-devtool: --action-bench: %s\n", why.c_str());
    return 1;
}

} // namespace

int runActionBench(MainWindow *window, const QString &file, int actions)
{
    // Copies: the bench's journal is left as it was, for the next run.
    QTemporaryDir scratch;
    const QString desktopCopy = scratch.filePath(QStringLiteral("desktop.jsonl"));
    const QString bareCopy = scratch.filePath(QStringLiteral("bare.jsonl"));
    if (!scratch.isValid() || !QFile::copy(file, desktopCopy) || !QFile::copy(file, bareCopy))
        return failed(file.toStdString() + ": cannot copy it to a temporary folder");
    window->show();
    if (!window->openGame(desktopCopy))
        return failed(file.toStdString() + ": the window cannot open it");
    settle();
    GameSession *session = window->session();
    if (!session->hasGame())
        return failed(file.toStdString() + ": not a chart game");
    Result<crt::Game> bare = session->library().openGame(bareCopy.toStdString());
    if (!bare)
        return failed(bare.error().message);
    const std::size_t events = session->game().journal().size();

    // The first round untimed: what is made once (fonts, menus' texts) is not an action's cost.
    constexpr int warmup = 4;
    std::string desktopUnit, bareUnit;
    std::vector<double> actionMs, baselineMs;
    QElapsedTimer timer;
    for (int n = 0; n < warmup + actions; ++n) {
        timer.start();
        if (std::string why = act(n, desktopUnit, session, nullptr); !why.empty())
            return failed("desktop action " + std::to_string(n) + ": " + why);
        settle();
        const double desktopMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        timer.start();
        if (std::string why = act(n, bareUnit, nullptr, &*bare); !why.empty())
            return failed("Game::append " + std::to_string(n) + ": " + why);
        const double bareMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        if (n >= warmup) {
            actionMs.push_back(desktopMs);
            baselineMs.push_back(bareMs);
        }
    }
    std::printf(
        "%s\n",
        nlohmann::json({{"events", events}, {"actionMs", actionMs}, {"baselineMs", baselineMs}})
            .dump()
            .c_str());
    std::fflush(stdout);
    return 0;
}
