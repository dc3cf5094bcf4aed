// journalwriter PATH [--create RULESET] [--seed N]
//
// A process for tst_journalcrash to kill: it opens the journal at PATH read-write (creating it with
// RULESET's header first when --create is given and PATH does not exist yet), then appends events
// until it is killed. After each append returns it prints, and flushes, one line
//     ack <seq> <the event as JSON>
// so the killer knows exactly what was acknowledged. The events are notes with random text (of
// random length, with characters JSON must escape) and physical or generated rolls.
// Exit codes: 2 bad arguments, 3 the journal cannot be opened, created or written.
#include "journal.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <unistd.h>

using namespace umpire;

namespace {

int usage()
{
    std::fprintf(stderr, "usage: journalwriter PATH [--create RULESET] [--seed N]\n");
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
    const std::string path = argv[1];
    std::string createRuleset;
    std::uint64_t seed =
        static_cast<std::uint64_t>(::getpid()) ^
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--create") == 0 && i + 1 < argc)
            createRuleset = argv[++i];
        else if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = std::stoull(argv[++i]);
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

    std::mt19937_64 rng(seed);
    std::uint64_t draw = 0;
    for (;;) {
        Result<JournalEvent> event = [&] {
            switch (rng() % 3) {
            case 0:
                return journal->append("roll", {{"value", 1 + rng() % 6}, {"source", "physical"}});
            case 1:
                // A game's seed is short enough to type back in (DiceGenerator::freshSeed).
                return journal->append("roll", {{"value", 1 + rng() % 6},
                                                {"source", "generated"},
                                                {"seed", seed % 1000000000},
                                                {"draw", draw++}});
            default:
                return journal->append("note", {{"text", randomText(rng)}});
            }
        }();
        if (!event) {
            std::fprintf(stderr, "journalwriter: %s\n", event.error().message.c_str());
            return 3;
        }
        std::printf("ack %llu %s\n", static_cast<unsigned long long>(event->seq),
                    event->toJson().dump().c_str());
        std::fflush(stdout);
    }
}
