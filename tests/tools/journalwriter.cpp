// journalwriter PATH [--create RULESET] [--seed N] [--count N] [--ids PREFIX] [--plain]
//                    [--wait MS] [--hold MS]
//
// A process for the journal's tests to run beside others and to kill: it opens the journal at PATH
// read-write (creating it with RULESET's header first when --create is given and PATH does not
// exist yet), then appends events until it is killed, or --count of them. After each append
// returns it prints, and flushes, one line
//     ack <seq> <the event as JSON>        (or "repeat <seq> ..." when its id was there already)
// so the test knows exactly what was acknowledged. The events are notes with random text (of
// random length, with characters JSON must escape) and physical or generated rolls (--plain: no
// generated rolls, so that `journal verify` passes). --ids PREFIX names the i-th append PREFIX-i,
// so a second run with the same --seed and --ids retries the same appends. --wait sets the lock
// timeout; --hold takes the journal's lock, prints "holding", and keeps it MS before appending.
// Exit codes: 2 bad arguments, 3 the journal cannot be opened, created or written.
#include "crtevents.h"
#include "journal.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <unistd.h>

using namespace umpire;

namespace {

int usage()
{
    std::fprintf(stderr, "usage: journalwriter PATH [--create RULESET] [--seed N] [--count N] "
                         "[--ids PREFIX] [--plain] [--wait MS] [--hold MS]\n");
    return 2;
}

std::string randomText(std::mt19937_64 &rng)
{
    // Mostly plain words, some characters the JSON writer has to escape, some multi-byte UTF-8.
    static const char *pieces[] = {
        "Reille ",          "Hougoumont ",        "falls back ",   "holds ",
        "at 14:00 ",        "\"Up, Guards\" ",    "C:\\maps\\ ",   "line\nbreak ",
        "tab\there ",       "\xc3\xa9tat-major ", "\xe2\x80\x94 ", "{\"not\": \"an event\"} ",
        "\xf0\x9f\x8e\xb2 "};
    std::string text;
    const std::size_t words = rng() % 40;
    for (std::size_t i = 0; i < words; ++i)
        text += pieces[rng() % (sizeof pieces / sizeof *pieces)];
    return text;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage();
    umpire::crt::registerKinds(); // the writer appends chart-game events to a bare journal
    const std::string path = argv[1];
    std::string createRuleset;
    std::uint64_t seed =
        static_cast<std::uint64_t>(::getpid()) ^
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    long long count = -1, holdMs = 0;
    std::string ids;
    bool plain = false;
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--create") == 0 && i + 1 < argc)
            createRuleset = argv[++i];
        else if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = std::stoull(argv[++i]);
        else if (std::strcmp(argv[i], "--count") == 0 && i + 1 < argc)
            count = std::stoll(argv[++i]);
        else if (std::strcmp(argv[i], "--ids") == 0 && i + 1 < argc)
            ids = argv[++i];
        else if (std::strcmp(argv[i], "--plain") == 0)
            plain = true;
        else if (std::strcmp(argv[i], "--wait") == 0 && i + 1 < argc)
            Journal::setLockTimeout(std::chrono::milliseconds(std::stoll(argv[++i])));
        else if (std::strcmp(argv[i], "--hold") == 0 && i + 1 < argc)
            holdMs = std::stoll(argv[++i]);
        else
            return usage();
    }

    std::error_code ec;
    const bool create = !createRuleset.empty() && !std::filesystem::exists(path, ec);
    JournalHeader header;
    header.ruleset = createRuleset;
    header.title = "crash test";
    Result<Journal> journal =
        create ? Journal::create(path, header) : Journal::open(path, Journal::Mode::ReadWrite);
    if (!journal) {
        std::fprintf(stderr, "journalwriter: %s\n", journal.error().message.c_str());
        return 3;
    }
    for (const JournalProblem &problem : journal->problems())
        std::fprintf(stderr, "journalwriter: %s\n", problem.message.c_str());
    if (journal->readOnly()) {
        std::fprintf(stderr, "journalwriter: %s opened read-only\n", path.c_str());
        return 3;
    }
    std::printf("opened %zu\n", journal->size());
    std::fflush(stdout);

    if (holdMs > 0) {
        Result<Journal::Lock> held = journal->lock();
        if (!held) {
            std::fprintf(stderr, "journalwriter: %s\n", held.error().message.c_str());
            return 3;
        }
        std::printf("holding\n");
        std::fflush(stdout);
        std::this_thread::sleep_for(std::chrono::milliseconds(holdMs));
    }

    std::mt19937_64 rng(seed);
    std::uint64_t draw = 0;
    for (long long i = 0; count < 0 || i < count; ++i) {
        const std::string id = ids.empty() ? std::string() : ids + "-" + std::to_string(i);
        Result<JournalEvent> event = [&] {
            switch (rng() % (plain ? 2 : 3)) {
            case 0:
                return journal->append(umpire::crt::kinds::Roll,
                                       {{"value", 1 + rng() % 6}, {"source", "physical"}}, id);
            case 2:
                // A game's seed is short enough to type back in (DiceGenerator::freshSeed).
                return journal->append(umpire::crt::kinds::Roll,
                                       {{"value", 1 + rng() % 6},
                                        {"source", "generated"},
                                        {"seed", seed % 1000000000},
                                        {"draw", draw++}},
                                       id);
            default:
                return journal->append(EventKind::Note, {{"text", randomText(rng)}}, id);
            }
        }();
        if (!event) {
            std::fprintf(stderr, "journalwriter: %s\n", event.error().message.c_str());
            return 3;
        }
        std::printf("%s %llu %s\n", journal->repeated() ? "repeat" : "ack",
                    static_cast<unsigned long long>(event->seq), event->toJson().dump().c_str());
        std::fflush(stdout);
    }
    return 0;
}
