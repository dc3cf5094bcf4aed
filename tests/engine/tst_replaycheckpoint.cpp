// The replay checkpoint kept beside a long game's journal: a cache, never the truth. Opening
// resumes from it only when the journal's first events are those it was made from; a stale or
// deleted one is rebuilt, one that disagrees with the journal is ignored with a warning, and
// whatever the checkpoint, the state is the one replaying the journal from its start gives. A
// checkpoint of the same file is trusted by its last line; every line it holds is checked when read
// back, by `journal verify` (CheckpointCheck::EveryLine), and for a copy.
#include "crtevents.h"
#include "randomgame.h"
#include "replaycheckpoint.h"
#include "rulesetlibrary.h"
#include "statecheckpoint.h"

#include <QTemporaryDir>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
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
                     : game.append(umpire::crt::kinds::UnitEliminated,
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

// The game as `journal verify` opens it: every line the checkpoint holds checked first.
Result<Game> openChecked(const std::string &path)
{
    Result<Journal> journal = Journal::open(path, Journal::Mode::ReadOnly, readCheckpoint(path),
                                            Journal::CheckpointCheck::EveryLine);
    if (!journal)
        return journal.error();
    return library().openGame(std::move(journal).value());
}

std::string readText(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// Changes one digit of event 3's time where it is in the file, its length kept: a hand edit of a
// line the checkpoint holds, before the line it ends on. The line it changed (1 is the header).
std::size_t editALineInPlace(const std::string &path)
{
    const std::string text = readText(path);
    const std::size_t at = text.find("\"seq\":3,\"time\":\"");
    if (at == std::string::npos)
        qFatal("no event 3 to edit in %s", path.c_str());
    const std::size_t digit = at + std::string("\"seq\":3,\"time\":\"").size();
    const int fd = ::open(path.c_str(), O_WRONLY);
    const char other = text[digit] == '2' ? '3' : '2';
    if (fd < 0 || ::pwrite(fd, &other, 1, static_cast<off_t>(digit)) != 1)
        qFatal("cannot edit %s", path.c_str());
    ::close(fd);
    return static_cast<std::size_t>(std::count(text.begin(), text.begin() + at, '\n')) + 1;
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

    void aCheckpointOfTheSameFileIsTrustedByItsLastLine()
    {
        // A line the checkpoint holds edited by hand, its length kept: opening does not read the
        // lines before the checkpoint's, so it resumes; reading them back, and verify's check of
        // every line, find the damage.
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        QVERIFY(checkpointEvents(path) >= 1050);
        const json state = replayedWhole(path);
        const std::size_t line = editALineInPlace(path);
        QVERIFY(line > 2);

        Result<Game> trusted = openGame(path);
        QVERIFY(trusted);
        QVERIFY2(trusted->journal().resumedFrom(), "trusted by the checkpoint's own line");
        QVERIFY(warningOf(*trusted).isEmpty());
        QVERIFY(trusted->journal().problems().empty());
        QCOMPARE(stateToCheckpoint(trusted->state()), state);
        // Reading back a line the checkpoint holds checks them all against their checksums.
        Result<std::vector<JournalEvent>> back = trusted->journal().readEvents(1, 3);
        QVERIFY(!back);
        QCOMPARE(back.error().kind, ErrorKind::BadData);
        QVERIFY2(back.error().message.find("line " + std::to_string(line) + " is damaged") !=
                     std::string::npos,
                 back.error().message.c_str());
        QVERIFY(trusted->journal().readOnly());
        QCOMPARE(trusted->journal().problems().size(), std::size_t{1});
        QCOMPARE(trusted->journal().problems()[0].line, line);

        // Every line checked first: the checkpoint is ignored with a warning and the journal read
        // whole, which finds the damaged line as an open without a checkpoint does.
        Result<Game> checked = openChecked(path);
        QVERIFY(checked);
        QVERIFY(!checked->journal().resumedFrom());
        QVERIFY2(warningOf(*checked).contains("is ignored") &&
                     warningOf(*checked).contains("does not match its checksum"),
                 qPrintable(warningOf(*checked)));
        QVERIFY(checked->journal().readOnly());
        QVERIFY(!checked->journal().problems().empty());
        QCOMPARE(checked->journal().problems()[0].line, line);
        QCOMPARE(checked->journal().problems()[0].kind, JournalProblem::Kind::Damaged);
    }

    void aCheckpointWhoseLineDisagreesFallsBackToTheFullCheckWithAWarning()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        // The checksum it ends the chain on is not the one its line carries.
        editCheckpoint(path, [](ReplayCheckpoint &cp) { cp.sum ^= 1; });
        Result<Game> game = openGame(path);
        QVERIFY(game);
        QVERIFY(!game->journal().resumedFrom());
        QVERIFY2(warningOf(*game).contains("is ignored"), qPrintable(warningOf(*game)));
        QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(path));
        QCOMPARE(checkpointEvents(path), game->journal().size()); // made again
        // Its length no longer at the end of a line: the same.
        editCheckpoint(path, [](ReplayCheckpoint &cp) { cp.bytes -= 3; });
        Result<Game> cut = openGame(path);
        QVERIFY(cut);
        QVERIFY(!cut->journal().resumedFrom());
        QVERIFY2(warningOf(*cut).contains("is ignored"), qPrintable(warningOf(*cut)));
        QCOMPARE(stateToCheckpoint(cut->state()), replayedWhole(path));
    }

    void aCheckpointOfAnotherFileIsCheckedLineByLineWithAWarning()
    {
        // The journal and its checkpoint copied together (a backup restored): another file, so
        // every line the checkpoint holds is checked before it is used, and it is made again for
        // this file.
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        const std::string copy = dir.filePath("copy.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        std::filesystem::copy_file(path, copy);
        std::filesystem::copy_file(checkpointPath(path), checkpointPath(copy));
        const std::string before = readText(checkpointPath(copy));

        Result<Game> game = openGame(copy);
        QVERIFY(game);
        QVERIFY(game->journal().resumedFrom());
        QVERIFY2(warningOf(*game).contains("made for another file"), qPrintable(warningOf(*game)));
        QCOMPARE(stateToCheckpoint(game->state()), replayedWhole(copy));
        QVERIFY(readText(checkpointPath(copy)) != before);
        Result<Game> again = openGame(copy);
        QVERIFY(again && again->journal().resumedFrom());
        QVERIFY(warningOf(*again).isEmpty());

        // A copy with a line edited by hand: found by that check.
        const std::string edited = dir.filePath("edited.jsonl").toStdString();
        std::filesystem::copy_file(path, edited);
        std::filesystem::copy_file(checkpointPath(path), checkpointPath(edited));
        const std::size_t line = editALineInPlace(edited);
        Result<Game> damaged = openGame(edited);
        QVERIFY(damaged);
        QVERIFY(!damaged->journal().resumedFrom());
        QVERIFY2(warningOf(*damaged).contains("is ignored"), qPrintable(warningOf(*damaged)));
        QVERIFY(damaged->journal().readOnly());
        QCOMPARE(damaged->journal().problems().front().line, line);
    }

    void aCheckpointOfAnOlderUmpireIsCheckedLineByLineAndMadeAgain()
    {
        // No file identity (written before it was kept): checked line by line, without a warning,
        // and written again with it.
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.jsonl").toStdString();
        longGame(path);
        QVERIFY(openGame(path));
        editCheckpoint(path, [](ReplayCheckpoint &cp) { cp.file.reset(); });
        Result<Game> game = openGame(path);
        QVERIFY(game && game->journal().resumedFrom());
        QVERIFY(warningOf(*game).isEmpty());
        QVERIFY(game->journal().checkpointOutdated());
        Result<std::optional<ReplayCheckpoint>> cp = readCheckpoint(path);
        QVERIFY(cp && *cp && (*cp)->file);
        Result<Game> again = openGame(path);
        QVERIFY(again && again->journal().resumedFrom() && !again->journal().checkpointOutdated());
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
