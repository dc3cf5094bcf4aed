// The replay checkpoint kept beside a long game's journal (issue 19, delivery 1): a cache, never
// the truth. Opening resumes from it only when the journal's first events are those it was made
// from; a stale or deleted one is rebuilt, one that disagrees with the journal is ignored with a
// warning, and whatever the checkpoint, the state is the one replaying the journal from its start
// gives.
#include "randomgame.h"
#include "replaycheckpoint.h"
#include "rulesetlibrary.h"
#include "statecheckpoint.h"

#include <QTemporaryDir>

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

using namespace umpire;
using namespace umpire::crt;
using namespace umpire::test;
using nlohmann::json;

namespace {

// Plays random actions until the journal holds at least `events` events.
void playUntil(Game &game, std::mt19937 &random, std::size_t events)
{
    while (game.journal().size() < events)
        (void)randomGameStep(game, random);
}

// More events without undos or redos (each of which replays the game): notes and eliminations.
void extend(Game &game, std::size_t events)
{
    for (int i = 0; game.journal().size() < events; ++i)
        (void)(i % 7 ? game.append(EventKind::Note, {{"text", "turn " + std::to_string(i)}})
                     : game.append(EventKind::UnitEliminated,
                                   {{"unit", "U" + std::to_string(i % 12)}}));
}

RulesetLibrary library()
{
    return RulesetLibrary({UMPIRE_RULESDATA_DIR});
}

Result<Game> openGame(const std::string &path, Journal::Mode mode = Journal::Mode::ReadOnly)
{
    return library().openGame(path, mode);
}

// The state replaying the journal from its start gives, whole (every member of GameState).
json replayedWhole(const std::string &path)
{
    Result<Journal> journal = Journal::open(path, Journal::Mode::ReadOnly);
    if (!journal)
        qFatal("%s", journal.error().message.c_str());
    Result<GameState> state = replay(journal->digests(), shippedRuleset("nlb"));
    if (!state)
        qFatal("%s", state.error().message.c_str());
    return stateToCheckpoint(*state);
}

std::uint64_t checkpointEvents(const std::string &path)
{
    Result<std::optional<ReplayCheckpoint>> cp = readCheckpoint(path);
    return cp && *cp ? (*cp)->events : 0;
}

void editCheckpoint(const std::string &path, const std::function<void(ReplayCheckpoint &)> &edit)
{
    Result<std::optional<ReplayCheckpoint>> cp = readCheckpoint(path);
    QVERIFY(cp && *cp);
    edit(**cp);
    QVERIFY(writeCheckpoint(path, **cp));
}

QString warningOf(const Game &game)
{
    return QString::fromStdString(game.journal().checkpointWarning().text());
}

} // namespace

class TestReplayCheckpoint : public QObject
{
    Q_OBJECT

    // Two random games of 1,050 events each, played once (a game plays about 200 events a second:
    // each undo replays it), copied for each test.
    QTemporaryDir m_games;
    std::string game(int which) const
    {
        return m_games.filePath(which == 1 ? "one.jsonl" : "two.jsonl").toStdString();
    }
    // A copy of game `which` at `path`, without a checkpoint.
    void longGame(const std::string &path, int which = 1) const
    {
        std::filesystem::copy_file(game(which), path);
    }

  private slots:
    void initTestCase()
    {
        for (int which : {1, 2}) {
            Result<Game> game = createRandomGame(this->game(which), 5 + which);
            QVERIFY(game);
            std::mt19937 random(static_cast<unsigned>(which));
            playUntil(*game, random, 1050);
        }
    }

    void aLongGameKeepsACheckpointAndResumesFromIt()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(!std::filesystem::exists(checkpointPath(path))); // playing writes none
        {
            Result<Game> first = openGame(path);
            QVERIFY(first);
            QVERIFY(!first->journal().resumedFrom());
            QCOMPARE(checkpointEvents(path), first->journal().size());
        }
        Result<Game> again = openGame(path);
        QVERIFY(again);
        QVERIFY2(again->journal().resumedFrom(), "the second open resumes from the checkpoint");
        QVERIFY(warningOf(*again).isEmpty());
        QCOMPARE(stateToCheckpoint(again->state()), replayedWhole(path));
        // What the checkpoint holds reads back as it was written.
        Result<GameState> back = stateFromCheckpoint(stateToCheckpoint(again->state()));
        QVERIFY(back);
        QCOMPARE(stateToCheckpoint(*back), stateToCheckpoint(again->state()));
    }

    void aStaleCheckpointIsResumedFromAndRebuilt()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        const std::uint64_t made = checkpointEvents(path);
        QVERIFY(made >= 1050);
        std::mt19937 random(66);
        {
            // A few more events, undos among them: resumed (a tail holding an undo or redo is
            // replayed with the whole journal, as Game::catchUp does), not rebuilt yet.
            Result<Game> game = openGame(path, Journal::Mode::ReadWrite);
            QVERIFY(game);
            playUntil(*game, random, made + 60);
        }
        {
            Result<Game> game = openGame(path);
            QVERIFY(game);
            QVERIFY(warningOf(*game).isEmpty());
            QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(path));
            QCOMPARE(checkpointEvents(path), made);
        }
        {
            Result<Game> game = openGame(path, Journal::Mode::ReadWrite);
            QVERIFY(game);
            extend(*game, made + Game::checkpointEvery + 10);
        }
        // Far behind: resumed from, then made again at the journal's end.
        Result<Game> game = openGame(path);
        QVERIFY(game);
        QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(path));
        QCOMPARE(checkpointEvents(path), game->journal().size());
        QVERIFY(warningOf(*game).isEmpty());
    }

    void aDeletedCheckpointIsRebuilt()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        QVERIFY(std::filesystem::remove(checkpointPath(path)));
        Result<Game> game = openGame(path);
        QVERIFY(game);
        QVERIFY(warningOf(*game).isEmpty());
        QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(path));
        QCOMPARE(checkpointEvents(path), game->journal().size());
    }

    void aDamagedCheckpointIsIgnoredWithAWarning()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        // One byte of the state changed by hand: 3 casualties instead of 2, say.
        std::string text;
        {
            std::ifstream in(checkpointPath(path));
            text.assign(std::istreambuf_iterator<char>(in), {});
        }
        const std::size_t at = text.find("\"casualties\":");
        QVERIFY(at != std::string::npos);
        text[at + 13] = text[at + 13] == '9' ? '8' : '9';
        std::ofstream(checkpointPath(path), std::ios::trunc) << text;

        Result<Game> game = openGame(path);
        QVERIFY(game);
        QVERIFY(!game->journal().resumedFrom());
        QVERIFY2(warningOf(*game).contains("damaged"), qPrintable(warningOf(*game)));
        QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(path));
        QCOMPARE(checkpointEvents(path), game->journal().size()); // rebuilt
    }

    void aCheckpointOfOtherEventsIsIgnoredWithAWarning()
    {
        // The checkpoint of one game beside another's journal of as many events: the journal
        // decides, whatever the checkpoint says.
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        const std::string other = dir.filePath("other.jsonl").toStdString();
        longGame(path);
        longGame(other, 2);
        QVERIFY(openGame(other));
        std::filesystem::copy_file(checkpointPath(other), checkpointPath(path));

        Result<Game> game = openGame(path);
        QVERIFY(game);
        QVERIFY(!game->journal().resumedFrom());
        QVERIFY2(warningOf(*game).contains("is ignored") &&
                     warningOf(*game).contains("are not those it was made from"),
                 qPrintable(warningOf(*game)));
        QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(path));
        QVERIFY(stateToCheckpoint(game->state()) != replayedWhole(other));
        QCOMPARE(checkpointEvents(path), game->journal().size());
        Result<Game> again = openGame(path);
        QVERIFY(again && again->journal().resumedFrom() && warningOf(*again).isEmpty());
    }

    void aCheckpointWhoseStateDoesNotLoadIsIgnoredWithAWarning()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        editCheckpoint(path, [](ReplayCheckpoint &cp) { cp.state["turn"] = "three"; });
        Result<Game> game = openGame(path);
        QVERIFY(game);
        QVERIFY2(warningOf(*game).contains("game state"), qPrintable(warningOf(*game)));
        QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(path));
    }

    void aCheckpointOfOtherRulesIsRebuiltWithoutAWarning()
    {
        // The rule data changed since (a user's edited chart): replayed by today's rules.
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        editCheckpoint(path, [](ReplayCheckpoint &cp) {
            cp.rules = "0000000000000000";
            cp.state["turn"] = 99; // never used
        });
        Result<Game> game = openGame(path);
        QVERIFY(game);
        QVERIFY(warningOf(*game).isEmpty());
        QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(path));
        Result<std::optional<ReplayCheckpoint>> cp = readCheckpoint(path);
        QVERIFY(cp && *cp);
        QCOMPARE((*cp)->rules, rulesFingerprint(shippedRuleset("nlb")));
    }

    void aResumedJournalReadsBackItsEventsAndKeepsItsAppendIds()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        {
            Result<Game> game = createRandomGame(path, 13);
            QVERIFY(game);
            QVERIFY(game->append(EventKind::Note, {{"text", "early"}}, "note-early"));
            std::mt19937 random(13);
            playUntil(*game, random, 40);
            extend(*game, 1020);
        }
        QVERIFY(openGame(path));
        Result<Journal> whole = Journal::open(path, Journal::Mode::ReadOnly);
        QVERIFY(whole);

        Result<Game> game = openGame(path, Journal::Mode::ReadWrite);
        QVERIFY(game && game->journal().resumedFrom());
        QCOMPARE(game->journal().size(), whole->size());
        // Whole events read back from the part the checkpoint held.
        Result<std::vector<JournalEvent>> early = game->journal().readEvents(1, 5);
        QVERIFY(early);
        QCOMPARE(json(early->back().toJson()), json(whole->readEvent(5)->toJson()));
        // An append id from the checkpoint's part answers with its event, writing nothing.
        Result<JournalEvent> again =
            game->append(EventKind::Note, {{"text", "early"}}, "note-early");
        QVERIFY(again);
        QVERIFY(game->journal().repeated());
        QCOMPARE(again->seq, std::uint64_t{2});
        // Every digest, read when asked for, as a whole read gives them.
        QCOMPARE(game->journal().digests().size(), whole->digests().size());
        for (std::size_t i = 0; i < whole->size(); ++i)
            QCOMPARE(json(game->journal().digests()[i].toJson()),
                     json(whole->digests()[i].toJson()));
        QVERIFY(!game->journal().resumedFrom());
    }

    void aLineChangedInPlaceAfterAResumedOpenIsDamageNotMisread()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        Result<Game> game = openGame(path);
        QVERIFY(game && game->journal().resumedFrom());
        // Another program changes event 3's line where it is, its length kept.
        std::string line;
        {
            std::ifstream in(path);
            for (int i = 0; i < 4; ++i)
                std::getline(in, line);
        }
        const std::size_t at = line.find("\"seq\":3");
        QVERIFY(at != std::string::npos);
        const int fd = ::open(path.c_str(), O_WRONLY);
        QVERIFY(fd >= 0);
        Result<std::vector<JournalEvent>> before = game->journal().readEvents(3, 3);
        QVERIFY(before);
        std::ifstream whole(path);
        std::string text((std::istreambuf_iterator<char>(whole)), {});
        const std::size_t lineAt = text.find(line);
        QVERIFY(lineAt != std::string::npos);
        QCOMPARE(::pwrite(fd, "4", 1, static_cast<off_t>(lineAt + at + 6)), ssize_t{1});
        ::close(fd);

        Result<std::vector<JournalEvent>> after = game->journal().readEvents(3, 3);
        QVERIFY(!after);
        QCOMPARE(after.error().kind, ErrorKind::BadData);
        (void)game->journal().digests();
        QVERIFY(game->journal().readOnly());
        QVERIFY(!game->journal().problems().empty());
        QCOMPARE(game->journal().digests().size(), game->journal().size());
    }
};

QTEST_APPLESS_MAIN(TestReplayCheckpoint)
#include "tst_replaycheckpoint.moc"
