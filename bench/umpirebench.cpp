// umpire-bench: the journal's speed and memory goals, each reported as a ratio
// against a baseline of the same work without Umpire's layer, measured in the same run. It is a
// measurement, not a test: it exits 0 when a goal is missed, and says OVER. docs/performance.md.

#include "combat.h"
#include "crtevents.h"
#include "game.h"
#include "gamestate.h"
#include "journal.h"
#include "journalevent.h"
#include "mapbench.h"
#include "n1815data.h"
#include "n1815odds.h"
#include "roll.h"
#include "ruleset.h"
#include "sequenceofplay.h"
#include "viewsbench.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <malloc.h>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;
using namespace umpire;
using namespace umpire::crt;

constexpr std::size_t bigJournalEvents = 100'000;
constexpr std::size_t openJournalEvents = 10'000;
constexpr double mib = 1024.0 * 1024.0;
constexpr int warmupAppends = 10;

std::string strf(const char *format, ...) __attribute__((format(printf, 1, 2)));
std::string strf(const char *format, ...)
{
    char buffer[512];
    va_list args;
    va_start(args, format);
    std::vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    return buffer;
}

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The temporary directory and the files the bench makes in it, removed however the bench ends.
// Plain arrays, so that a signal handler can unlink them.
constexpr const char *tempFiles[] = {
    "journal-100000.jsonl", "journal-10000.jsonl", "journal-1000.jsonl", "append.jsonl",
    "append-plain.jsonl",   "append-inplace.bin",  "game-10000.jsonl",   "first-append.jsonl"};
char tempDirPath[4096];
char tempFilePaths[std::size(tempFiles)][4200];

void removeTempDir()
{
    if (!tempDirPath[0])
        return;
    for (const char *file : tempFilePaths)
        ::unlink(file);
    ::rmdir(tempDirPath);
    tempDirPath[0] = 0;
}

extern "C" void onSignal(int signal)
{
    removeTempDir();
    ::_exit(128 + signal);
}

[[noreturn]] void fail(const std::string &message)
{
    std::fprintf(stderr, "umpire-bench: %s\n", message.c_str());
    removeTempDir();
    std::exit(1);
}

void progress(const std::string &message)
{
    std::fprintf(stderr, "  %s\n", message.c_str());
    std::fflush(stderr);
}

// Timings of one measure, repeated.
struct Samples
{
    std::vector<double> values;

    void add(double v) { values.push_back(v); }
    double quantile(double q) const
    {
        std::vector<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        // Nearest rank: the 95th percentile of 300 is the 285th value.
        const std::size_t rank =
            static_cast<std::size_t>(std::ceil(q * static_cast<double>(sorted.size())));
        return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
    }
    double median() const
    {
        std::vector<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        const std::size_t n = sorted.size();
        return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
    double best() const { return *std::min_element(values.begin(), values.end()); }
};

// ---------------------------------------------------------------------------------------------
// A realistic NLB game, event by event: an order of battle of 200 units in three armies, and per
// 100 events about 15 combats (resolved by the engine, steps included), 15 rolls, 20 units
// eliminated or rallied, 10 turns and phases, 30 notes and overrides, some undos and redos.

struct ScriptUnit
{
    std::string id;
    std::string side;
    std::string corps;
    std::string type;
    int strength = 0;
    bool eliminated = false;
};

class GameScript
{
  public:
    GameScript(const Ruleset &ruleset, std::uint64_t diceSeed, std::uint32_t choices)
        : m_ruleset(&ruleset), m_diceSeed(diceSeed), m_rng(choices),
          m_steps(turnSequence(ruleset, m_players))
    {
        if (m_steps.empty())
            fail("the NLB rule data has no sequence of play (NLB 4.1)");
        buildOrderOfBattle();
    }

    // The first event, game.created, with the sides and the order of battle.
    json created()
    {
        json oob = json::array();
        for (const ScriptUnit &u : m_units)
            oob.push_back({{"id", u.id},
                           {"side", u.side},
                           {"corps", u.corps},
                           {"type", u.type},
                           {"strength", u.strength}});
        // A day's turn record: 6 AM to 9 PM, a rain turn, then night (NLB 5.5, 7.9).
        json turns = json::array();
        for (int t = 1; t <= turnRecord; ++t) {
            json record = {{"turn", t},
                           {"label", strf("%d %s", (4 + t) % 12 + 1, 5 + t < 12 ? "AM" : "PM")}};
            if (t == 7)
                record["weather"] = "rain";
            if (t == turnRecord)
                record = {{"turn", t}, {"label", "Night"}, {"weather", "night"}};
            turns.push_back(record);
        }
        m_seq = 1;
        m_lastUndoable = false;
        m_turn = 0;
        return {{"sides", json::array({{{"name", "French"}, {"demoralization", 140}},
                                       {{"name", "Anglo-Allied"}, {"demoralization", 90}},
                                       {{"name", "Prussian"}, {"demoralization", 80}}})},
                {"orderOfBattle", oob},
                {"seed", m_diceSeed},
                {"scenario", "Waterloo (benchmark)"},
                {"players", m_players},
                {"turns", turns}};
    }

    // The next event after created(): its kind and data.
    std::pair<EventKind, json> next()
    {
        ++m_seq;
        std::pair<EventKind, json> event = choose();
        // The referee undoes his last action, never the sequence of play (the script keeps it).
        m_lastUndoable = event.first != EventKind::Undo && event.first != EventKind::Redo &&
                         event.first != umpire::crt::kinds::TurnAdvanced &&
                         event.first != umpire::crt::kinds::PhaseAdvanced;
        m_lastWasUndo = event.first == EventKind::Undo;
        if (event.first != EventKind::Undo && event.first != EventKind::Redo)
            m_lastUnitEffect = m_pendingUnitEffect;
        m_pendingUnitEffect.reset();
        return event;
    }

    std::uint64_t seq() const { return m_seq; }

  private:
    struct UnitEffect
    {
        std::size_t unit;
        bool eliminated; // true: the event eliminated it; false: rallied it
    };

    int uniform(int low, int high) { return std::uniform_int_distribution<int>(low, high)(m_rng); }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(m_rng) < p; }
    template <typename T> T pick(const std::vector<T> &items)
    {
        return items[static_cast<std::size_t>(uniform(0, static_cast<int>(items.size()) - 1))];
    }

    void buildOrderOfBattle()
    {
        struct Army
        {
            const char *side;
            const char *prefix;
            std::vector<const char *> corps;
            int units;
        };
        const std::vector<Army> armies = {
            {"French",
             "FR",
             {"I Corps", "II Corps", "VI Corps", "Imperial Guard", "III Cavalry Corps",
              "IV Cavalry Corps"},
             95},
            {"Anglo-Allied", "AA", {"I Corps", "II Corps", "Reserve", "Cavalry Corps"}, 55},
            {"Prussian", "PR", {"I Corps", "II Corps", "III Corps", "IV Corps"}, 50}};
        for (const Army &army : armies) {
            for (int i = 0; i < army.units; ++i) {
                ScriptUnit u;
                u.side = army.side;
                u.corps = army.corps[static_cast<std::size_t>(i) % army.corps.size()];
                const int roll = uniform(1, 100);
                u.type = roll <= 60 ? "infantry" : roll <= 85 ? "cavalry" : "artillery";
                u.strength = u.type == "infantry"  ? uniform(3, 8)
                             : u.type == "cavalry" ? uniform(2, 5)
                                                   : uniform(2, 4);
                u.id = strf("%s-%s-%02d", army.prefix, u.corps.substr(0, u.corps.find(' ')).c_str(),
                            i + 1);
                m_units.push_back(u);
            }
        }
    }

    static constexpr int turnRecord = 16;
    // The turn record's weather; a game longer than the record starts its day again.
    std::string weather() const
    {
        const int t = (m_turn - 1) % turnRecord + 1;
        return t == 7 ? "rain" : t == turnRecord ? "night" : "clear";
    }
    // NLB 5.1: combat in the Combat Phase only; NLB 7.9: none at night or in the rain.
    bool noCombat() const
    {
        return m_turn == 0 || weather() != "clear" ||
               m_steps[static_cast<std::size_t>(std::max(m_step, 0))].phase != "Combat";
    }
    bool french() const
    {
        return m_steps[static_cast<std::size_t>(std::max(m_step, 0))].player != "Allied";
    }

    std::vector<std::size_t> onMap(bool frenchSide) const
    {
        std::vector<std::size_t> out;
        for (std::size_t i = 0; i < m_units.size(); ++i)
            if (!m_units[i].eliminated && (m_units[i].side == "French") == frenchSide)
                out.push_back(i);
        return out;
    }

    std::pair<EventKind, json> choose()
    {
        if (m_lastWasUndo && chance(0.4)) // the referee changes his mind: redo what he undid
            return redo();
        if (m_turn == 0) // the first event after the game is created starts turn 1
            return turnOrPhase();
        // Combats only in a Combat Phase (NLB 5.1), where they are most of what the referee does,
        // so that about 15 events in 100 are combats over a game with night and rain turns.
        const int slot = uniform(1, 100);
        if (slot <= 17 || (slot > 71 && !noCombat()))
            return noCombat() ? note() : combat();
        if (slot <= 32)
            return roll();
        if (slot <= 52)
            return unitEvent();
        if (slot <= 62)
            return turnOrPhase();
        if (slot <= 64)
            return override();
        if (slot <= 66)
            return {umpire::crt::kinds::PointsChanged,
                    {{"side", chance(0.5) ? "French" : "Anglo-Allied"},
                     {"delta", uniform(1, 3)},
                     {"reason", "NLB 13.0: objective hex held at the end of the turn"}}};
        if (slot <= 71 && m_lastUndoable)
            return undo();
        return note();
    }

    std::pair<EventKind, json> combat()
    {
        const bool frenchAttack = french();
        std::vector<std::size_t> attackers = onMap(frenchAttack);
        std::vector<std::size_t> defenders = onMap(!frenchAttack);
        // NLB 7.1: no unit attacks, and none is attacked, twice in one Combat Phase.
        auto fought = [&](const std::set<std::size_t> &done) {
            return [&done](std::size_t i) { return done.count(i) > 0; };
        };
        attackers.erase(std::remove_if(attackers.begin(), attackers.end(), fought(m_attacking)),
                        attackers.end());
        defenders.erase(std::remove_if(defenders.begin(), defenders.end(), fought(m_attacked)),
                        defenders.end());
        if (attackers.empty() || defenders.empty())
            return note();
        std::shuffle(attackers.begin(), attackers.end(), m_rng);
        std::shuffle(defenders.begin(), defenders.end(), m_rng);
        // The defenders are one army's; an attack never mixes the allied armies' units.
        const std::string defendingSide = m_units[defenders[0]].side;
        defenders.erase(
            std::remove_if(defenders.begin(), defenders.end(),
                           [&](std::size_t i) { return m_units[i].side != defendingSide; }),
            defenders.end());

        CombatRequest request;
        request.ruleset = m_ruleset->id;
        request.attackerSide = m_units[attackers[0]].side;
        request.defenderSide = defendingSide;
        const int nAttackers = std::min<int>(uniform(1, 3), static_cast<int>(attackers.size()));
        const int nDefenders =
            std::min<int>(uniform(1, 100) <= 75 ? 1 : 2, static_cast<int>(defenders.size()));
        const int terrainRoll = uniform(1, 100);
        const std::string terrain = terrainRoll <= 55   ? "clear"
                                    : terrainRoll <= 70 ? "town"
                                    : terrainRoll <= 75 ? "chateau"
                                    : terrainRoll <= 85 ? "marsh"
                                                        : "forest";
        for (int i = 0; i < nDefenders; ++i) {
            const ScriptUnit &u = m_units[defenders[static_cast<std::size_t>(i)]];
            CombatUnit c;
            c.id = u.id;
            c.strength = u.strength;
            c.type = u.type;
            c.terrain = terrain;
            request.defenders.push_back(c);
            m_attacked.insert(defenders[static_cast<std::size_t>(i)]);
        }
        const int hexsideRoll = uniform(1, 100);
        const std::string hexside = hexsideRoll <= 80   ? ""
                                    : hexsideRoll <= 92 ? "stream"
                                    : hexsideRoll <= 96 ? "bridge"
                                                        : "crest";
        for (int i = 0; i < nAttackers; ++i) {
            const ScriptUnit &u = m_units[attackers[static_cast<std::size_t>(i)]];
            CombatUnit c;
            c.id = u.id;
            c.strength = u.strength;
            c.type = u.type;
            c.hexside = hexside;
            if (u.type == "artillery" && terrain != "chateau" && chance(0.3)) {
                c.bombarding = true; // NLB 8.1: from two hexes away
                c.range = 2;
                c.hexside.clear();
            }
            request.attackers.push_back(c);
            m_attacking.insert(attackers[static_cast<std::size_t>(i)]);
        }
        const bool physical = chance(0.55);
        if (physical) {
            request.die = uniform(1, 6);
        } else {
            request.seed = m_diceSeed;
            request.draw = m_nextDraw;
        }
        Result<CombatOutcome> outcome = resolveCombat(request, *m_ruleset);
        if (!outcome) {
            // A combat the rules refuse is not journaled; the referee adjusts and tries again.
            for (CombatUnit &c : request.attackers) {
                c.bombarding = false;
                c.range = 0;
                c.hexside.clear();
            }
            for (CombatUnit &c : request.defenders)
                c.terrain = "clear";
            outcome = resolveCombat(request, *m_ruleset);
            if (!outcome)
                fail("the benchmark's combat was refused: " + outcome.error().message);
        }
        if (!physical)
            ++m_nextDraw;
        // As Game::resolveCombat journals it.
        return {umpire::crt::kinds::CombatResolved, {{"request", request}, {"outcome", *outcome}}};
    }

    std::pair<EventKind, json> roll()
    {
        Roll r;
        if (chance(0.5)) {
            r = *Roll::physical(uniform(1, 6), m_ruleset->dieFaces);
        } else {
            r = DiceGenerator(m_diceSeed, m_nextDraw).roll(m_ruleset->dieFaces);
            ++m_nextDraw;
        }
        json data = r;
        if (chance(0.5))
            data["purpose"] =
                pick<std::string>({"NLB 9.3 leader casualty check", "morale check",
                                   "weather for the next turn", "NLB 12.2 reinforcement arrival"});
        return {umpire::crt::kinds::Roll, data};
    }

    std::pair<EventKind, json> unitEvent()
    {
        std::size_t alive = 0;
        for (const ScriptUnit &u : m_units)
            alive += u.eliminated ? 0 : 1;
        // Eliminations in proportion to the units still in play, so the battle neither runs dry nor
        // stalls.
        const bool eliminate = alive > 0 && (alive == m_units.size() ||
                                             chance(static_cast<double>(alive) / m_units.size()));
        std::vector<std::size_t> candidates;
        for (std::size_t i = 0; i < m_units.size(); ++i)
            if (m_units[i].eliminated != eliminate)
                candidates.push_back(i);
        const std::size_t unit = pick(candidates);
        m_units[unit].eliminated = eliminate;
        m_pendingUnitEffect = UnitEffect{unit, eliminate};
        json data = {{"unit", m_units[unit].id}};
        if (eliminate)
            data["cause"] = pick<std::string>(
                {"combat: Ex", "combat: De", "combat: Ae", "retreat blocked (NLB 7.4)"});
        else
            data["cause"] = "NLB 11.3 reorganization";
        return {eliminate ? umpire::crt::kinds::UnitEliminated : umpire::crt::kinds::UnitRallied,
                data};
    }

    // NLB 4.1: as Game::advance journals it, the next phase of the sequence of play or the next
    // turn.
    std::pair<EventKind, json> turnOrPhase()
    {
        m_attacking.clear();
        m_attacked.clear();
        if (m_turn > 0 && m_step + 1 < static_cast<int>(m_steps.size())) {
            ++m_step;
            const SequenceStep &s = m_steps[static_cast<std::size_t>(m_step)];
            return {umpire::crt::kinds::PhaseAdvanced,
                    {{"phase", s.phase}, {"player", s.player}, {"step", m_step}}};
        }
        m_step = 0;
        ++m_turn;
        return {umpire::crt::kinds::TurnAdvanced,
                {{"turn", m_turn},
                 {"weather", weather()},
                 {"step", 0},
                 {"phase", m_steps[0].phase},
                 {"player", m_steps[0].player}}};
    }

    std::pair<EventKind, json> override()
    {
        return {EventKind::Override,
                {{"what", "combat result"},
                 {"computed", "Dr"},
                 {"imposed", "Ex"},
                 {"why", "the defender's retreat hex is blocked by a counter knocked over; agreed "
                         "at the table"},
                 {"by", "referee"}}};
    }

    std::pair<EventKind, json> note()
    {
        static const std::vector<std::string> texts = {
            "{u} holds the farm; the attack stalls at the hedge line",
            "{u} moves through the wood toward the ridge",
            "Players agree {u} is out of command this turn",
            "Rules question on ZOC across the stream: ruled per NLB 6.2, no ZOC across an "
            "unbridged river",
            "{u} advances into the vacated hex",
            "Coffee break",
            "{u} retreats one hex toward Mont-Saint-Jean",
            "Reminder: Prussian reinforcements due on turn 9 at the east edge",
            "{u} bombards from the ridge; line of sight checked with a thread",
            "Counter for {u} replaced (it was knocked off the table)",
        };
        std::string text = pick(texts);
        if (const std::size_t at = text.find("{u}"); at != std::string::npos)
            text.replace(
                at, 3,
                m_units[static_cast<std::size_t>(uniform(0, static_cast<int>(m_units.size()) - 1))]
                    .id);
        return {EventKind::Note, {{"text", text}}};
    }

    std::pair<EventKind, json> undo()
    {
        // The latest event that counts: the one just before (a mistyped die, a wrong unit).
        if (m_lastUnitEffect)
            m_units[m_lastUnitEffect->unit].eliminated = !m_lastUnitEffect->eliminated;
        m_undoneEffect = m_lastUnitEffect;
        m_lastUnitEffect.reset();
        return {EventKind::Undo, {{"target", m_seq - 1}}};
    }

    std::pair<EventKind, json> redo()
    {
        if (m_undoneEffect)
            m_units[m_undoneEffect->unit].eliminated = m_undoneEffect->eliminated;
        m_undoneEffect.reset();
        return {EventKind::Redo, {{"target", m_seq - 1}}};
    }

    const Ruleset *m_ruleset;
    std::uint64_t m_diceSeed;
    std::mt19937_64 m_rng;
    std::vector<std::string> m_players = {"French", "Allied"};
    std::vector<SequenceStep> m_steps;
    std::vector<ScriptUnit> m_units;
    std::uint64_t m_seq = 0;
    std::uint64_t m_nextDraw = 0;
    int m_turn = 0;
    int m_step = 0;
    std::set<std::size_t> m_attacking, m_attacked; // this Combat Phase's units (NLB 7.1)
    bool m_lastUndoable = false;
    bool m_lastWasUndo = false;
    std::optional<UnitEffect> m_pendingUnitEffect;
    std::optional<UnitEffect> m_lastUnitEffect;
    std::optional<UnitEffect> m_undoneEffect;
};

// Event times as a game at the table gives them: a few seconds to a minute or two apart.
class GameClock
{
  public:
    std::string next(std::mt19937_64 &rng)
    {
        m_millis += std::uniform_int_distribution<std::int64_t>(3'000, 90'000)(rng);
        const std::time_t seconds = static_cast<std::time_t>(m_millis / 1000);
        std::tm utc{};
        gmtime_r(&seconds, &utc);
        char buffer[40];
        std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &utc);
        return strf("%s.%03dZ", buffer, static_cast<int>(m_millis % 1000));
    }

  private:
    std::int64_t m_millis = 1'750'251'600'000; // 2025-06-18T13:00:00Z
};

JournalHeader benchHeader()
{
    JournalHeader header;
    header.ruleset = "nlb";
    header.scenario = "Waterloo (benchmark)";
    header.title = "umpire-bench";
    header.created = "2025-06-18T13:00:00.000Z";
    return header;
}

// The same line Journal::append writes, chained to the line before it (whose checksum is `sum`,
// and becomes this line's).
std::string eventLine(std::uint64_t seq, const std::string &time, EventKind kind, const json &data,
                      LineSum &sum)
{
    return sealJournalLine(JournalEvent{seq, time, kind, data, {}}.toJson().dump(), sum, &sum) +
           "\n";
}

// ---------------------------------------------------------------------------------------------
// Files, processes and memory figures.

struct TempDir
{
    fs::path path;
    explicit TempDir(const fs::path &parent)
    {
        std::string pattern = fs::absolute(parent / "umpire-bench-XXXXXX").string();
        if (pattern.size() + 32 >= sizeof tempDirPath)
            fail("the directory's path is too long: " + parent.string());
        if (!::mkdtemp(pattern.data()))
            fail("cannot make a temporary directory in " + parent.string() + ": " +
                 std::strerror(errno));
        path = pattern;
        std::snprintf(tempDirPath, sizeof tempDirPath, "%s", pattern.c_str());
        for (std::size_t i = 0; i < std::size(tempFiles); ++i)
            std::snprintf(tempFilePaths[i], sizeof tempFilePaths[i], "%s/%s", pattern.c_str(),
                          tempFiles[i]);
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
        std::signal(SIGHUP, onSignal);
    }
    ~TempDir()
    {
        std::error_code ec;
        fs::remove_all(path, ec);
        tempDirPath[0] = 0;
    }
    TempDir(const TempDir &) = delete;
    TempDir &operator=(const TempDir &) = delete;
};

std::string readFile(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::string text;
    in.seekg(0, std::ios::end);
    text.resize(static_cast<std::size_t>(in.tellg()));
    in.seekg(0);
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    return text;
}

void writeFile(const fs::path &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out)
        fail("cannot write " + path.string());
}

// The event lines of a journal file (the header line left out), without their newlines.
std::vector<std::string> eventLines(const std::string &text)
{
    std::vector<std::string> lines;
    std::size_t start = text.find('\n') + 1;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

struct ProcMemory
{
    long rssKb = 0;
    long hwmKb = 0;
};

ProcMemory procMemory()
{
    ProcMemory m;
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            m.rssKb = std::atol(line.c_str() + 6);
        else if (line.rfind("VmHWM:", 0) == 0)
            m.hwmKb = std::atol(line.c_str() + 6);
    }
    return m;
}

// Bytes the allocator has handed out and not taken back (single-threaded: the main arena).
double heapBytes()
{
    const struct mallinfo2 info = ::mallinfo2();
    return static_cast<double>(info.uordblks + info.hblkhd);
}

std::string selfExecutable()
{
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string("/proc/self/exe") : exe.string();
}

// A program run in a fresh process (posix_spawn, so no heap is inherited): what it printed on
// standard output, its exit, and when its first line came (ms from the start).
struct ChildRun
{
    std::string out;
    bool ok = false; // exited with 0
    double firstLineMs = 0;
    double totalMs = 0;   // from its start to its exit, reaped
    double maxRssMib = 0; // its peak resident memory (ru_maxrss)
};

ChildRun spawnChild(const std::string &exe, const std::vector<std::string> &args,
                    const std::vector<std::string> &environment)
{
    int pipeFds[2];
    if (::pipe(pipeFds) != 0)
        fail("cannot make a pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipeFds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, pipeFds[0]);
    std::vector<std::string> all = {exe};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char *> argv, envp;
    for (std::string &a : all)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    std::vector<std::string> env = environment;
    for (std::string &e : env)
        envp.push_back(e.data());
    envp.push_back(nullptr);
    const Clock::time_point t = Clock::now();
    pid_t pid = 0;
    const int spawned =
        ::posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    ::close(pipeFds[1]);
    if (spawned != 0)
        fail("cannot start " + exe + ": " + std::string(std::strerror(spawned)));
    ChildRun run;
    char buffer[4096];
    for (ssize_t n; (n = ::read(pipeFds[0], buffer, sizeof buffer)) > 0;) {
        run.out.append(buffer, static_cast<std::size_t>(n));
        if (run.firstLineMs == 0 && run.out.find('\n') != std::string::npos)
            run.firstLineMs = msSince(t);
    }
    ::close(pipeFds[0]);
    int status = 0;
    struct rusage usage = {};
    ::wait4(pid, &status, 0, &usage);
    run.totalMs = msSince(t);
    run.maxRssMib = static_cast<double>(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

std::vector<std::string> currentEnvironment()
{
    std::vector<std::string> env;
    for (char **e = environ; *e; ++e)
        env.emplace_back(*e);
    return env;
}

// Runs this program again in a fresh process and returns the JSON it prints (the memory measures).
json runChild(const std::vector<std::string> &args)
{
    const ChildRun run = spawnChild(selfExecutable(), args, currentEnvironment());
    if (!run.ok)
        fail("the memory measurement (" + args.front() + ") failed");
    return json::parse(run.out);
}

// Cold start of the desktop app: the time from starting the process to its
// first shown window, and the peak resident memory then, as umpire-devtool reports on
// --startup-bench (it starts the app through the same DesktopApp as umpire).
struct StartupRun
{
    double ms = 0;
    double hwmMib = 0; // VmHWM, in MiB (1024 x 1024 bytes)
};

StartupRun startupRun(const std::string &exe, const std::string &mode, const fs::path &scratch)
{
    std::vector<std::string> args = {mode};
    if (mode == "--startup-bench")
        args.push_back("--demo");
    // Offscreen: no display server's time in the figure; settings and games in a scratch folder.
    std::vector<std::string> env = {
        "QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=" + (scratch / "data").string(),
        "XDG_CONFIG_HOME=" + (scratch / "config").string(),
        "XDG_CACHE_HOME=" + (scratch / "cache").string(),
        "UMPIRE_RULESDATA=" + std::string(UMPIRE_SOURCE_DIR) + "/rulesdata"};
    for (const std::string &e : currentEnvironment())
        if (e.rfind("QT_QPA_PLATFORM=", 0) != 0 && e.rfind("XDG_", 0) != 0 &&
            e.rfind("UMPIRE_RULESDATA=", 0) != 0)
            env.push_back(e);
    const ChildRun run = spawnChild(exe, args, env);
    if (!run.ok || run.firstLineMs == 0)
        fail(exe + " " + mode + " failed: " + run.out);
    return {run.firstLineMs,
            json::parse(run.out.substr(0, run.out.find('\n'))).value("hwmKb", 0.0) / 1024.0};
}

// One referee's action in the desktop app, as umpire-devtool --action-bench times it on
// a copy of `journal` opened in the main window (offscreen): each action's time until the window
// has painted it, and the same actions' Game::append alone on another copy (the baseline).
struct DesktopActionRun
{
    std::vector<double> actionMs, baselineMs;
};

DesktopActionRun desktopActions(const std::string &exe, const fs::path &journal, int actions,
                                const fs::path &scratch)
{
    std::vector<std::string> env = {
        "QT_QPA_PLATFORM=offscreen",
        "XDG_DATA_HOME=" + (scratch / "data").string(),
        "XDG_CONFIG_HOME=" + (scratch / "config").string(),
        "XDG_CACHE_HOME=" + (scratch / "cache").string(),
        "TMPDIR=" + scratch.parent_path().string(), // its copies beside the bench's journals
        "UMPIRE_RULESDATA=" + std::string(UMPIRE_SOURCE_DIR) + "/rulesdata"};
    for (const std::string &e : currentEnvironment())
        if (e.rfind("QT_QPA_PLATFORM=", 0) != 0 && e.rfind("XDG_", 0) != 0 &&
            e.rfind("TMPDIR=", 0) != 0 && e.rfind("UMPIRE_RULESDATA=", 0) != 0)
            env.push_back(e);
    const ChildRun run = spawnChild(
        exe, {"--action-bench", journal.string(), "--actions", std::to_string(actions)}, env);
    if (!run.ok)
        fail(exe + " --action-bench " + journal.string() + " failed: " + run.out);
    const json out = json::parse(run.out.substr(0, run.out.find('\n')));
    return {out["actionMs"].get<std::vector<double>>(),
            out["baselineMs"].get<std::vector<double>>()};
}

Ruleset loadNlb()
{
    const std::string path = std::string(UMPIRE_SOURCE_DIR) + "/rulesdata/nlb.json";
    Result<Ruleset> ruleset = Ruleset::load(path);
    if (!ruleset)
        fail(ruleset.error().message);
    return std::move(ruleset).value();
}

// Child process: memory for a 100,000-event journal opened and replayed, and where it goes.
int memoryChildUmpire(const std::string &path)
{
    const Ruleset ruleset = loadNlb();
    malloc_trim(0);
    const ProcMemory before = procMemory();
    const double heapBefore = heapBytes();

    Result<Journal> journal = Journal::open(path, Journal::Mode::ReadOnly);
    if (!journal)
        fail(journal.error().message);
    const ProcMemory opened = procMemory();
    const double heapOpened = heapBytes();
    Result<GameState> state = replay(journal->digests(), ruleset);
    if (!state)
        fail(state.error().message);
    const ProcMemory replayed = procMemory();
    const double heapReplayed = heapBytes();
    malloc_trim(0);
    const ProcMemory trimmed = procMemory();

    json out = {{"rssBeforeKb", before.rssKb},
                {"hwmBeforeKb", before.hwmKb},
                {"rssOpenedKb", opened.rssKb},
                {"hwmOpenedKb", opened.hwmKb},
                {"rssReplayedKb", replayed.rssKb},
                {"hwmReplayedKb", replayed.hwmKb},
                {"rssTrimmedKb", trimmed.rssKb},
                {"heapJournal", heapOpened - heapBefore},
                {"heapState", heapReplayed - heapOpened},
                {"events", journal->size()},
                {"eventsCapacity", journal->digests().capacity()},
                {"sizeofJournalEvent", sizeof(JournalEvent)},
                {"notes", state->notes.size()},
                {"rolls", state->rolls.size()},
                {"undone", state->undone.size()}};

    // Where it goes: heap per event digest by kind (a sample of each kind copied and counted),
    // against the line's length.
    const std::vector<JournalEvent> &digests = journal->digests();
    std::map<std::string, std::vector<std::size_t>> byKind;
    for (std::size_t i = 0; i < digests.size(); ++i)
        byKind[eventKindName(digests[i].kind)].push_back(i);
    const std::vector<std::string> lines = eventLines(readFile(path));
    json kinds = json::object();
    for (const auto &[kind, indices] : byKind) {
        const std::size_t step = std::max<std::size_t>(1, indices.size() / 2000);
        std::vector<std::size_t> sample;
        for (std::size_t i = 0; i < indices.size(); i += step)
            sample.push_back(indices[i]);
        const double n = static_cast<double>(sample.size());
        std::vector<JournalEvent> copies;
        copies.reserve(sample.size());
        const double h0 = heapBytes();
        for (std::size_t i : sample)
            copies.push_back(digests[i]);
        const double perEvent =
            (heapBytes() - h0) / n + sizeof(JournalEvent) + sizeof(std::uint64_t) * 2;
        double lineBytes = 0;
        for (std::size_t i : sample)
            lineBytes += static_cast<double>(lines[i].size() + 1);
        const double count = static_cast<double>(indices.size());
        kinds[kind] = {{"count", indices.size()},
                       {"heapPerEvent", perEvent},
                       {"lineBytesPerEvent", lineBytes / n},
                       {"heapTotal", perEvent * count}};
    }
    out["kinds"] = kinds;
    std::printf("%s\n", out.dump().c_str());
    return 0;
}

// Child process: the baseline, the same file's lines as a std::vector<std::string>.
int memoryChildLines(const std::string &path)
{
    malloc_trim(0);
    const ProcMemory before = procMemory();
    std::vector<std::string> lines;
    {
        std::ifstream in(path, std::ios::binary);
        for (std::string line; std::getline(in, line);)
            lines.push_back(std::move(line));
    }
    const ProcMemory after = procMemory();
    std::printf("%s\n", json({{"rssBeforeKb", before.rssKb},
                              {"rssAfterKb", after.rssKb},
                              {"hwmAfterKb", after.hwmKb},
                              {"lines", lines.size()}})
                            .dump()
                            .c_str());
    return 0;
}

// ---------------------------------------------------------------------------------------------
// The machine, so figures can be read against it.

std::string cpuModel()
{
    std::ifstream in("/proc/cpuinfo");
    for (std::string line; std::getline(in, line);)
        if (line.rfind("model name", 0) == 0)
            return line.substr(line.find(':') + 2);
    return "unknown";
}

json diskOf(const fs::path &dir)
{
    // The mount holding dir: the longest mount point that is a prefix of its path.
    std::ifstream mounts("/proc/self/mounts");
    std::string device, point, type, best, bestDevice, bestType;
    for (std::string line; std::getline(mounts, line);) {
        std::istringstream fields(line);
        fields >> device >> point >> type;
        const std::string d = dir.string();
        if (d.rfind(point, 0) == 0 &&
            (point == "/" || d.size() == point.size() || d[point.size()] == '/') &&
            point.size() >= best.size()) {
            best = point;
            bestDevice = device;
            bestType = type;
        }
    }
    std::string rotational = "unknown";
    if (bestDevice.rfind("/dev/", 0) == 0) {
        const fs::path block = fs::path("/sys/class/block") / fs::path(bestDevice).filename();
        for (const fs::path &queue :
             {block / "queue" / "rotational", block / ".." / "queue" / "rotational"}) {
            std::ifstream in(queue);
            if (std::string r; in >> r) {
                rotational = r == "1" ? "reports rotational" : "reports non-rotational";
                break;
            }
        }
    }
    return {{"dir", dir.string()},
            {"mount", best},
            {"device", bestDevice},
            {"filesystem", bestType},
            {"kind", rotational}};
}

std::string today()
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d %H:%M %Z", &local);
    return buffer;
}

// ---------------------------------------------------------------------------------------------
// The report.

struct Measure
{
    std::string id;
    std::string name;
    std::string unit;           // "ms" or "MB"
    double value = 0;           // what the goal is judged on
    std::optional<double> best; // best of the repeats
    std::optional<double> goal; // value must be under it
    double baseline = 0;        // the same work without Umpire's layer, this run
    std::string baselineName;
    std::string note;
    bool baselineIsFloor = false; // the baseline is part of the work measured: its lower bound

    double ratio() const { return baseline > 0 ? value / baseline : 0; }
    std::string verdict() const { return !goal ? "-" : value < *goal ? "PASS" : "OVER"; }
};

std::string number(double v, const std::string &unit)
{
    if (unit == "ms" && v < 10)
        return strf("%.3f ms", v);
    if (unit == "ms")
        return strf("%.1f ms", v);
    return strf("%.1f %s", v, unit.c_str());
}

struct Options
{
    bool json = false;
    int repeat = 5;
    int appends = 300;
    fs::path dir = fs::temp_directory_path();
    fs::path writeJournals; // --write-journals: where to copy the bench's game, then stop
    std::string
        only; // --only journal|map: the whole-process journal commands, or the hex map, alone
};

void usage()
{
    std::printf(
        "usage: umpire-bench [--json] [--repeat N] [--appends N] [--dir DIR]\n"
        "       umpire-bench --write-journals DIR\n"
        "       umpire-bench --only journal|map [--json] [--repeat N]\n"
        "  Measures the journal's speed and memory goals, each as a ratio\n"
        "  against a baseline of the same work without Umpire's layer, in the same run.\n"
        "  --json       the figures as JSON on stdout (progress still goes to stderr)\n"
        "  --repeat N   repeats of each timed measure (default 5): best and median are shown\n"
        "  --appends N  synced appends timed (default 300)\n"
        "  --dir DIR    where the temporary journals go (default the system's, /tmp); the\n"
        "               append figures are this directory's disk's\n"
        "  --only journal  only the whole-process journal commands (state, append, verify,\n"
        "               show, export) at 1,000, 10,000 and 100,000 events, and their baseline\n"
        "  --only map   only the hex map's reach and line of sight\n"
        "  --write-journals DIR  only write the bench's game (journal-100000.jsonl and its first\n"
        "               10,000 events, journal-10000.jsonl) into DIR, to profile a command on it\n"
        "Exits 0 when a goal is missed (it is a measurement, not a test) and says OVER.\n");
}

Options parseOptions(int argc, char **argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc)
                fail(a + " needs a value");
            return argv[++i];
        };
        if (a == "--json")
            o.json = true;
        else if (a == "--repeat")
            o.repeat = std::max(1, std::atoi(value().c_str()));
        else if (a == "--appends")
            o.appends = std::max(10, std::atoi(value().c_str()));
        else if (a == "--dir")
            o.dir = value();
        else if (a == "--write-journals")
            o.writeJournals = value();
        else if (a == "--only") {
            o.only = value();
            if (o.only != "journal" && o.only != "map")
                fail("--only: the groups that run alone are \"journal\" and \"map\"");
        } else if (a == "--help" || a == "-h") {
            usage();
            std::exit(0);
        } else {
            usage();
            std::exit(2);
        }
    }
    return o;
}

} // namespace

// Child process: runs a program and says how long it took, start to exit, and its peak resident
// memory. A process of its own because Linux counts in a child's ru_maxrss the memory of the
// process it was spawned from (exec keeps the old high-water mark): this one is small, so the
// figure is the program's.
int measureChild(char **program)
{
    std::vector<std::string> args;
    for (char **arg = program + 1; *arg; ++arg)
        args.emplace_back(*arg);
    const ChildRun run = spawnChild(program[0], args, currentEnvironment());
    std::printf(
        "%s\n",
        json({{"ok", run.ok}, {"ms", run.totalMs}, {"maxRssMib", run.maxRssMib}}).dump().c_str());
    return 0;
}

// Child process: a plain JSON Lines parse of a file, line by line, keeping nothing: the baseline of
// a whole `umpire-cli journal` process reading the same file.
int parseChild(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::size_t lines = 0;
    for (std::string line; std::getline(in, line);)
        lines += json::parse(line).is_object() ? 1 : 0;
    return lines > 0 ? 0 : 1;
}

// A command of umpire-cli on a journal, its whole process.
struct JournalCommand
{
    std::string id;                // journal.<id>.<events>
    std::string name;              // as the table says it
    std::vector<std::string> args; // the journal's path goes where an argument is empty, else last
    bool checkpoint; // run with the replay checkpoint beside the journal (as any earlier command
                     // leaves it); without, it is removed before each run (which writes it again)
};

// The whole-process journal commands at 1,000, 10,000 and 100,000 events: each command as a user
// runs it (its start, the rule data, opening the journal, its work, its output read and dropped,
// its exit), timed from its start to its reaping with its peak resident memory (ru_maxrss, from a
// small process of the bench's own: measureChild), against a process parsing the same file's
// lines (parseChild) in the same round. `repeat` rounds, each command once in each, so that all
// meet the same machine.
std::vector<Measure>
journalCommandMeasures(const std::vector<std::pair<std::size_t, fs::path>> &journals,
                       const fs::path &dir, int repeat, json &samplesOut)
{
    const std::string rulesdata = std::string(UMPIRE_SOURCE_DIR) + "/rulesdata";
    const std::vector<JournalCommand> commands = {
        {"state.cold", "journal state, no checkpoint (writes it)", {"journal", "state"}, false},
        {"state", "journal state, checkpoint beside", {"journal", "state"}, true},
        {"append",
         "journal append (a note)",
         {"journal", "append", "", "note", "--text", "a note appended by the bench"},
         true},
        {"verify", "journal verify", {"journal", "verify"}, true},
        {"show", "journal show", {"journal", "show"}, true},
        {"show.json", "journal show --json", {"journal", "show", "", "--json"}, true},
        {"export.csv",
         "journal export --format csv",
         {"journal", "export", "", "--format", "csv"},
         true},
        {"export.json",
         "journal export --format json",
         {"journal", "export", "", "--format", "json"},
         true},
        {"export.html",
         "journal export --format html",
         {"journal", "export", "", "--format", "html"},
         true},
    };
    std::vector<Measure> out;
    std::map<std::size_t, double> append, appendBase; // events -> medians, for the growth row
    for (const auto &[events, source] : journals) {
        const fs::path path = dir / "command.jsonl";
        const fs::path checkpoint = checkpointPath(path.string());
        fs::copy_file(source, path, fs::copy_options::overwrite_existing);
        fs::remove(checkpoint);
        const auto run = [&](const JournalCommand &c) {
            std::vector<std::string> args = {"--measure-child", UMPIRE_CLI_BIN};
            for (const std::string &a : c.args)
                args.push_back(a.empty() ? path.string() : a);
            if (std::find(c.args.begin(), c.args.end(), "") == c.args.end())
                args.push_back(path.string());
            args.push_back("--rulesdata");
            args.push_back(rulesdata);
            if (!c.checkpoint)
                fs::remove(checkpoint);
            const json measured = runChild(args);
            if (!measured["ok"].get<bool>())
                fail("umpire-cli " + c.name + " of " + std::to_string(events) + " events failed");
            return measured;
        };
        // Warms the page cache and leaves the checkpoint the commands find beside the journal.
        run(commands.front());
        std::map<std::string, Samples> ms, memory;
        Samples parse, parseMemory, empty;
        for (int r = 0; r < repeat; ++r) {
            const json parsed =
                runChild({"--measure-child", selfExecutable(), "--parse-child", path.string()});
            const json none = runChild({"--measure-child", "/bin/true"});
            if (!parsed["ok"].get<bool>() || !none["ok"].get<bool>())
                fail("the plain parse of " + path.string() + " failed");
            parse.add(parsed["ms"].get<double>());
            parseMemory.add(parsed["maxRssMib"].get<double>() * mib / 1e6);
            empty.add(none["ms"].get<double>());
            for (const JournalCommand &c : commands) {
                const json measured = run(c);
                ms[c.id].add(measured["ms"].get<double>());
                memory[c.id].add(measured["maxRssMib"].get<double>() * mib / 1e6);
            }
        }
        const bool big = events == bigJournalEvents;
        samplesOut[strf("journal.parse.%zu", events)] = parse.values;
        for (const JournalCommand &c : commands) {
            const std::string id = strf("journal.%s.%zu", c.id.c_str(), events);
            samplesOut[id] = ms[c.id].values;
            const bool isAppend = c.id == "append";
            out.push_back({id,
                           strf("%s, %zu events, whole process, median of %d", c.name.c_str(),
                                events, repeat),
                           "ms", ms[c.id].median(), ms[c.id].best(),
                           big && c.id == "state" ? std::optional<double>(250.0) : std::nullopt,
                           isAppend ? empty.median() : parse.median(),
                           isAppend ? "/bin/true, whole process"
                                    : "a process parsing the file's lines with nlohmann",
                           ""});
            if (isAppend) {
                append[events] = ms[c.id].median();
                appendBase[events] = empty.median();
                continue;
            }
            if (!big)
                continue;
            out.push_back({strf("journal.%s.ratio", c.id.c_str()),
                           strf("%s, 100,000 events, against the plain parse", c.name.c_str()), "x",
                           ms[c.id].median() / parse.median(), std::nullopt,
                           c.id == "state" ? 1.0 : 1.5, 1.0, "the plain parse's own time", ""});
            out.push_back({strf("journal.%s.memory", c.id.c_str()),
                           strf("%s, 100,000 events, peak memory", c.name.c_str()), "MB",
                           memory[c.id].median(), std::nullopt, 100.0, parseMemory.median(),
                           "the parsing process's peak memory", ""});
        }
    }
    if (append.count(1000) && append.count(bigJournalEvents))
        out.push_back({"journal.append.growth",
                       "journal append, whole process, at 100,000 events against at 1,000", "x",
                       append[bigJournalEvents] / append[1000], std::nullopt, 1.5,
                       appendBase[bigJournalEvents] / appendBase[1000], "the same for /bin/true",
                       ""});
    return out;
}

// The hex map (mapbench.h): reach and line of sight on a generated map, each against its baseline
// in the same rounds.
std::vector<Measure> mapMeasures(int repeat)
{
    // The hex map on a 40 by 30 map holding 200 units: the hexes a 12 MP unit
    // reaches, against a plain breadth-first search of the grid to 12 hexes; the line of sight from
    // every artillery unit to every hex in its range, against the exact hex lines alone.
    progress("hex map: reach and line of sight, 40 x 30 map, 200 units");
    Result<MapBenchTimes> mapTimes = runMapBenchmarks(std::max(20, repeat * 20));
    if (!mapTimes)
        fail(mapTimes.error().message);
    Samples mapReach, mapReachBase, mapLos, mapLosBase;
    for (std::size_t i = 0; i < mapTimes->reachMs.size(); ++i) {
        mapReach.add(mapTimes->reachMs[i]);
        mapReachBase.add(mapTimes->reachBaselineMs[i]);
        mapLos.add(mapTimes->losMs[i]);
        mapLosBase.add(mapTimes->losBaselineMs[i]);
    }

    // Line of sight between every opposing pair, 100 French v 100 Prussian units on
    // the 40 by 30 map and on the same map made 80 by 60 and 160 by 120 (same densities, the same
    // 100 v 100): MapSight against the exact hex lines alone for the same pairs; on 40 by 30,
    // lineOfSight pair by pair too (the way before MapSight), which must agree on every pair.
    progress("hex map: line of sight for every opposing pair, 100 v 100, 40x30 to 160x120 maps");
    std::vector<LosBenchTimes> losPairs;
    for (const auto [columns, rows, rounds] : {std::array{40, 30, std::max(5, repeat)},
                                               std::array{80, 60, 3}, std::array{160, 120, 3}}) {
        Result<LosBenchTimes> times = runLosBenchmark(columns, rows, 100, rounds, columns == 40);
        if (!times)
            fail(times.error().message);
        losPairs.push_back(std::move(times).value());
    }

    std::vector<Measure> out;
    out.push_back(
        {"map.reach",
         strf("hexes reachable with 12 MP (%d), 40x30 map, 200 units, median", mapTimes->reachable),
         "ms", mapReach.median(), mapReach.best(), 1.0, mapReachBase.median(),
         "breadth-first search of the grid to 12 hexes", ""});
    out.push_back({"map.los",
                   strf("line of sight, %d artillery units to every hex in range (%d lines)",
                        mapTimes->artillery, mapTimes->losChecks),
                   "ms", mapLos.median(), mapLos.best(), 50.0, mapLosBase.median(),
                   "the exact hex lines alone", ""});
    for (const LosBenchTimes &l : losPairs) {
        Samples sight, lines, pairwise;
        for (std::size_t i = 0; i < l.sightMs.size(); ++i) {
            sight.add(l.sightMs[i]);
            lines.add(l.baselineMs[i]);
            if (i < l.pairwiseMs.size())
                pairwise.add(l.pairwiseMs[i]);
        }
        const bool goalRow = l.columns == 40;
        out.push_back(
            {goalRow ? std::string("map.los.pairs")
                     : strf("map.los.pairs.%dx%d", l.columns, l.rows),
             strf("line of sight, every opposing pair, %d v %d on %dx%d (%d pairs), median of %zu",
                  l.perSide, l.perSide, l.columns, l.rows, l.pairs, l.sightMs.size()),
             "ms", sight.median(), sight.best(),
             goalRow ? std::optional<double>(50.0) : std::nullopt, lines.median(),
             "HexGrid::line alone for the same pairs",
             strf("%d clear; %d distinct lines, %ld of their parts walked (%ld in the pairs' "
                  "whole lines)",
                  l.clear, l.lines, l.partsWalked, l.partsWhole) +
                 (pairwise.values.empty()
                      ? std::string()
                      : strf("; lineOfSight pair by pair %.1f ms", pairwise.median()))});
    }
    return out;
}

// The table, then what each baseline is and the notes.
void printMeasures(const std::vector<Measure> &measures)
{
    std::printf("%-52s %12s %12s %9s %12s %8s  %s\n", "measure", "value", "best", "goal",
                "baseline", "ratio", "verdict");
    for (const Measure &m : measures)
        std::printf("%-52s %12s %12s %9s %12s %7.2fx  %s\n", m.name.c_str(),
                    number(m.value, m.unit).c_str(), m.best ? number(*m.best, m.unit).c_str() : "",
                    m.goal ? strf("< %g %s", *m.goal, m.unit.c_str()).c_str() : "",
                    number(m.baseline, m.unit).c_str(), m.ratio(), m.verdict().c_str());
    std::printf("\nbaselines (the same work without Umpire's layer, measured in this run):\n");
    for (const Measure &m : measures)
        std::printf("  %-18s %s%s\n", m.id.c_str(), m.baselineName.c_str(),
                    m.note.empty() ? "" : ("; " + m.note).c_str());
}

json measuresJson(const std::vector<Measure> &measures)
{
    json list = json::array();
    for (const Measure &m : measures)
        list.push_back({{"id", m.id},
                        {"name", m.name},
                        {"unit", m.unit},
                        {"value", m.value},
                        {"best", m.best ? json(*m.best) : json(nullptr)},
                        {"goal", m.goal ? json(*m.goal) : json(nullptr)},
                        {"baseline", m.baseline},
                        {"baselineName", m.baselineName},
                        {"ratio", m.ratio()},
                        {"verdict", m.verdict()},
                        {"note", m.note}});
    return list;
}

int main(int argc, char **argv)
{
    if (argc >= 3 && std::string(argv[1]) == "--measure-child")
        return measureChild(argv + 2);
    if (argc == 3 && std::string(argv[1]) == "--parse-child")
        return parseChild(argv[2]);
    if (argc == 4 && std::string(argv[1]) == "--memory-child")
        return std::string(argv[2]) == "umpire" ? memoryChildUmpire(argv[3])
                                                : memoryChildLines(argv[3]);

    const Options options = parseOptions(argc, argv);
    const Clock::time_point runStart = Clock::now();
    std::map<std::string, double> phaseSeconds;
    auto phase = [&](const std::string &name, Clock::time_point start) {
        phaseSeconds[name] = msSince(start) / 1000;
    };

    std::fprintf(stderr, "umpire-bench: building journals in %s\n", options.dir.c_str());
    const Ruleset ruleset = loadNlb();
    TempDir temp(options.dir);
    const fs::path bigPath = temp.path / "journal-100000.jsonl";
    const fs::path smallPath = temp.path / "journal-10000.jsonl";

    // The journals: one game of 100,000 events, and its first 10,000 as a journal of their own.
    Clock::time_point start = Clock::now();
    std::map<std::string, std::size_t> mix;
    std::optional<GameScript> at10k;
    {
        GameScript script(ruleset, 1815, 18);
        std::mt19937_64 timeRng(1);
        GameClock clock;
        LineSum sum = 0;
        const std::string header = sealJournalLine(benchHeader().toJson().dump(), 0, &sum) + "\n";
        std::string big = header;
        big.reserve(bigJournalEvents * 1000);
        big += eventLine(1, clock.next(timeRng), EventKind::GameCreated, script.created(), sum);
        mix[eventKindName(EventKind::GameCreated)] = 1;
        std::string small;
        for (std::uint64_t seq = 2; seq <= bigJournalEvents; ++seq) {
            if (seq == openJournalEvents + 1) {
                small = big;
                at10k = script;
            }
            auto [kind, data] = script.next();
            big += eventLine(seq, clock.next(timeRng), kind, data, sum);
            ++mix[eventKindName(kind)];
        }
        writeFile(bigPath, big);
        writeFile(smallPath, small);
    }
    phase("build journals", start);
    if (!options.writeJournals.empty()) {
        fs::create_directories(options.writeJournals);
        for (const fs::path &path : {bigPath, smallPath})
            fs::copy_file(path, options.writeJournals / path.filename(),
                          fs::copy_options::overwrite_existing);
        progress("journals written to " + options.writeJournals.string());
        return 0;
    }
    const fs::path thousandPath = temp.path / "journal-1000.jsonl";
    {
        // The first 1,000 events of the 10,000: a journal of its own (lines chain from the top).
        std::ifstream in(smallPath, std::ios::binary);
        std::string text, line;
        for (std::size_t n = 0; n <= 1000 && std::getline(in, line); ++n)
            text += line + "\n";
        writeFile(thousandPath, text);
    }
    const std::vector<std::pair<std::size_t, fs::path>> firstAppendJournals = {
        {1000, thousandPath}, {openJournalEvents, smallPath}, {bigJournalEvents, bigPath}};
    if (!options.only.empty()) {
        json samples = json::object();
        std::vector<Measure> measures;
        if (options.only == "map") {
            measures = mapMeasures(options.repeat);
        } else {
            progress(strf("umpire-cli journal commands of 1,000, 10,000 and 100,000 events, whole "
                          "process: %d rounds, each with a plain JSON Lines parse of the file",
                          options.repeat));
            measures =
                journalCommandMeasures(firstAppendJournals, temp.path, options.repeat, samples);
        }
        if (options.json) {
            std::printf("%s\n", json({{"tool", "umpire-bench"},
                                      {"date", today()},
                                      {"buildType", UMPIRE_BENCH_BUILD_TYPE},
                                      {"only", options.only},
                                      {"measures", measuresJson(measures)},
                                      {"samples", samples}})
                                    .dump(2)
                                    .c_str());
            return 0;
        }
        printMeasures(measures);
        return 0;
    }
    const double bigFileBytes = static_cast<double>(fs::file_size(bigPath));
    const double smallFileBytes = static_cast<double>(fs::file_size(smallPath));
    progress(strf("journals built: 100,000 events (%.1f MB), 10,000 events (%.1f MB), in %.1f s",
                  bigFileBytes / mib, smallFileBytes / mib, phaseSeconds["build journals"]));

    // The big journal opens cleanly and replays (the small one is checked where it is measured):
    // the benchmark's game is one the engine accepts.
    start = Clock::now();
    Result<Journal> bigJournal = Journal::open(bigPath.string(), Journal::Mode::ReadOnly);
    if (!bigJournal || !bigJournal->problems().empty() || bigJournal->size() != bigJournalEvents)
        fail("the 100,000-event journal does not open cleanly" +
             (bigJournal
                  ? (bigJournal->problems().empty() ? std::string()
                                                    : ": " + bigJournal->problems()[0].message)
                  : ": " + bigJournal.error().message));
    Result<GameState> finalState = replay(bigJournal->digests(), ruleset);
    if (!finalState || !finalState->isConsistent())
        fail("the 100,000-event journal does not replay: " +
             (finalState ? std::string("inconsistent") : finalState.error().message));
    const std::vector<JournalEvent> &events = bigJournal->digests(); // what replay reads
    const std::vector<std::string> bigLines = eventLines(readFile(bigPath));
    phase("check journals", start);

    // 1. Synced append: Journal::append against write() + fsync() of the same bytes to a plain
    // file, interleaved one for one so that both meet the same disk.
    start = Clock::now();
    progress(strf("synced append: %d appends, each with a plain write()+fsync() of the same bytes",
                  options.appends));
    Samples appendUmpire, appendBaseline, appendInPlace;
    {
        const fs::path journalPath = temp.path / "append.jsonl";
        const fs::path plainPath = temp.path / "append-plain.jsonl";
        Result<Journal> journal = Journal::create(journalPath.string(), benchHeader());
        if (!journal)
            fail(journal.error().message);
        const int plain =
            ::open(plainPath.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (plain < 0)
            fail("cannot create " + plainPath.string());
        // What the disk does when a sync changes no file size: the same bytes over space written
        // and synced beforehand, then fdatasync().
        const fs::path inPlacePath = temp.path / "append-inplace.bin";
        const int inPlace = ::open(inPlacePath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        const std::string zeros(
            static_cast<std::size_t>(warmupAppends + options.appends) * 8192 + 65536, '\0');
        if (inPlace < 0 ||
            ::write(inPlace, zeros.data(), zeros.size()) != static_cast<ssize_t>(zeros.size()) ||
            ::fsync(inPlace) != 0)
            fail("cannot write " + inPlacePath.string());
        off_t inPlaceOffset = 0;
        GameScript script(ruleset, 1815, 99);
        const int warmup = warmupAppends;
        for (int i = 0; i < warmup + options.appends; ++i) {
            std::pair<EventKind, json> event =
                i == 0 ? std::pair<EventKind, json>{EventKind::GameCreated, script.created()}
                       : script.next();
            double umpireMs = 0, plainMs = 0;
            auto timeUmpire = [&]() -> std::string {
                const Clock::time_point t = Clock::now();
                Result<JournalEvent> written = journal->append(event.first, event.second);
                umpireMs = msSince(t);
                if (!written)
                    fail(written.error().message);
                return sealJournalLine(written->toJson().dump(), 0) + "\n"; // the same length
            };
            auto timePlain = [&](const std::string &line) {
                const Clock::time_point t = Clock::now();
                if (::write(plain, line.data(), line.size()) != static_cast<ssize_t>(line.size()) ||
                    ::fsync(plain) != 0)
                    fail("cannot write " + plainPath.string());
                plainMs = msSince(t);
            };
            if (i % 2 == 0) {
                timePlain(timeUmpire());
            } else {
                // The same bytes, written first this time.
                LineSum unchained = 0; // the same length as the journal's line
                const std::string line =
                    eventLine(script.seq(), utcNow(), event.first, event.second, unchained);
                timePlain(line);
                timeUmpire();
            }
            LineSum unchained = 0;
            const std::string line =
                eventLine(script.seq(), utcNow(), event.first, event.second, unchained);
            const Clock::time_point t = Clock::now();
            if (::pwrite(inPlace, line.data(), line.size(), inPlaceOffset) !=
                    static_cast<ssize_t>(line.size()) ||
                ::fdatasync(inPlace) != 0)
                fail("cannot write " + inPlacePath.string());
            const double inPlaceMs = msSince(t);
            inPlaceOffset += static_cast<off_t>(line.size());
            if (i >= warmup) {
                appendUmpire.add(umpireMs);
                appendBaseline.add(plainMs);
                appendInPlace.add(inPlaceMs);
            }
        }
        ::close(plain);
        ::close(inPlace);
    }
    phase("synced append", start);

    // 2. Replay of 100,000 events in memory, against parsing the same lines with nlohmann.
    start = Clock::now();
    progress(strf("replay of 100,000 events: %d times, each with a parse of the same lines",
                  options.repeat));
    Samples replayUmpire, replayBaseline;
    for (int r = 0; r < options.repeat; ++r) {
        {
            const Clock::time_point t = Clock::now();
            Result<GameState> state = replay(events, ruleset);
            replayUmpire.add(msSince(t));
            if (!state)
                fail(state.error().message);
        }
        {
            std::vector<json> parsed;
            parsed.reserve(bigLines.size());
            const Clock::time_point t = Clock::now();
            for (const std::string &line : bigLines)
                parsed.push_back(json::parse(line));
            replayBaseline.add(msSince(t));
        }
    }
    phase("replay", start);

    // Replay checks GameState::isConsistent() after every event it applies when UMPIRE_CHECKS is
    // defined (Debug and RelWithDebInfo builds): what that check costs, on the game's final state.
#ifdef UMPIRE_CHECKS
    const bool checksOn = true;
#else
    const bool checksOn = false;
#endif
    double checkUs = 0;
    std::size_t checkedEvents = 0;
    {
        for (const JournalEvent &e : events)
            if (e.kind != EventKind::GameCreated && e.kind != EventKind::Undo &&
                e.kind != EventKind::Redo && !finalState->undone.count(e.seq))
                ++checkedEvents;
        bool consistent = true;
        const int n = 2000;
        const Clock::time_point t = Clock::now();
        for (int i = 0; i < n; ++i)
            consistent = finalState->isConsistent() && consistent;
        checkUs = msSince(t) * 1000 / n;
        if (!consistent)
            fail("the final state is not consistent");
    }

    // 3. Opening a 10,000-event journal (open + replay), against reading the file and parsing each
    // line.
    start = Clock::now();
    progress(strf(
        "open of a 10,000-event journal: %d times, each with a read and parse of the same file",
        options.repeat));
    Samples openUmpire, openBaseline, openJournalOnly, openReplayOnly, openReadBack;
    for (int r = 0; r < options.repeat; ++r) {
        {
            const Clock::time_point t = Clock::now();
            Result<Journal> journal = Journal::open(smallPath.string());
            if (!journal)
                fail(journal.error().message);
            const double openedMs = msSince(t);
            Result<GameState> state = replay(journal->digests(), ruleset);
            openUmpire.add(msSince(t));
            openJournalOnly.add(openedMs);
            openReplayOnly.add(openUmpire.values.back() - openedMs);
            if (!state || journal->size() != openJournalEvents)
                fail("the 10,000-event journal does not open");
        }
        {
            // Reading every event back whole from the file (Journal::readEvents): what an export,
            // `journal show` or the app's log costs.
            Result<Journal> journal = Journal::open(smallPath.string(), Journal::Mode::ReadOnly);
            if (!journal)
                fail(journal.error().message);
            const Clock::time_point t = Clock::now();
            Result<std::vector<JournalEvent>> read = journal->readEvents();
            openReadBack.add(msSince(t));
            if (!read || read->size() != openJournalEvents)
                fail("the 10,000-event journal's events do not read back");
        }
        {
            std::vector<json> parsed;
            const Clock::time_point t = Clock::now();
            std::ifstream in(smallPath, std::ios::binary);
            for (std::string line; std::getline(in, line);)
                parsed.push_back(json::parse(line));
            openBaseline.add(msSince(t));
        }
    }
    phase("open", start);

    // Not a goal, but the path the app takes: Game::append on a game of 10,000 events checks that
    // the event replays (a copy of every event and a full replay) before Journal::append.
    start = Clock::now();
    Samples gameAppend;
    {
        const fs::path copy = temp.path / "game-10000.jsonl";
        fs::copy_file(smallPath, copy);
        auto finder = [&](const std::string &) -> Result<std::shared_ptr<const Ruleset>> {
            return std::make_shared<const Ruleset>(ruleset);
        };
        Result<Game> game = Game::open(copy.string(), finder);
        if (!game)
            fail(game.error().message);
        GameScript script = *at10k;
        for (int i = 0; i < 20; ++i) {
            auto [kind, data] = script.next();
            const Clock::time_point t = Clock::now();
            Result<JournalEvent> written = game->append(kind, data);
            gameAppend.add(msSince(t));
            if (!written)
                fail("Game::append refused the benchmark's event: " + written.error().message);
        }
    }
    phase("game append", start);

    // The first synced append after opening a journal of 1,000, 10,000 and 100,000
    // events, each on a fresh copy of the file (what a command-line append or a desktop action
    // after opening a long game pays). The goal: the same cost whatever the journal's length.
    start = Clock::now();
    std::map<std::size_t, Samples> firstAppend, firstAppendPlain;
    progress(strf("first append after opening 1,000, 10,000 and 100,000 events: %d times each, "
                  "each with a plain write()+fsync() of the same line to the same file",
                  options.repeat));
    // A fresh copy of the journal, on the disk before it is opened: a sync then writes the append
    // alone. The last copy is removed first and the file system synced: this disk is mounted with
    // `discard`, so the blocks a removed (or truncated) copy frees are trimmed at the journal's
    // next commit, and a measured fsync() after a 25 MB copy was overwritten paid for trimming it
    // (the plain baseline grew 1.6x from 1,000 to 100,000 events that way).
    const fs::path copy = temp.path / "first-append.jsonl";
    auto freshCopy = [&copy, &temp](const fs::path &source) {
        fs::remove(copy);
        const int folder = ::open(temp.path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (folder < 0 || ::syncfs(folder) != 0)
            fail("cannot sync " + temp.path.string());
        ::close(folder);
        fs::copy_file(source, copy);
        const int fd = ::open(copy.c_str(), O_RDWR | O_APPEND | O_CLOEXEC);
        if (fd < 0 || ::fsync(fd) != 0)
            fail("cannot copy " + source.string());
        return fd;
    };
    // This disk's first fsync() after a file was read costs more when it comes a while after the
    // read: 0.15 ms straight away, 0.3 to 0.5 ms after 10 ms to 1 s, whatever the file's length
    // (docs/performance.md, "First append after opening"). Opening 100,000 events takes 0.8 s and
    // 1,000 take 8 ms, so each first append, and its baseline, is timed at the same moment after
    // its file began to be read: what is left to compare is the work the journal's length adds.
    const auto moment = std::chrono::milliseconds(1000);
    auto waitUntil = [](Clock::time_point when) {
        if (Clock::now() < when)
            std::this_thread::sleep_until(when);
    };
    for (int r = 0; r < options.repeat; ++r)
        for (const auto &[size, source] : firstAppendJournals) {
            std::string line;
            {
                ::close(freshCopy(source));
                const Clock::time_point opened = Clock::now();
                Result<Journal> journal = Journal::open(copy.string());
                if (!journal || journal->size() != size)
                    fail("the " + std::to_string(size) + "-event journal does not open");
                waitUntil(opened + moment);
                const Clock::time_point t = Clock::now();
                Result<JournalEvent> written =
                    journal->append(EventKind::Note, {{"text", "the first append after opening"}});
                firstAppend[size].add(msSince(t));
                if (!written)
                    fail(written.error().message);
                line = sealJournalLine(written->toJson().dump(), 0) + "\n";
            }
            // The baseline: the file read as the journal's open reads it, then the same line
            // appended as bytes at the same moment.
            const int plain = freshCopy(source);
            const Clock::time_point opened = Clock::now();
            {
                std::vector<char> block(1 << 20);
                for (off_t at = 0;;) {
                    const ssize_t n = ::pread(plain, block.data(), block.size(), at);
                    if (n <= 0)
                        break;
                    at += n;
                }
            }
            waitUntil(opened + moment);
            const Clock::time_point t = Clock::now();
            if (::write(plain, line.data(), line.size()) != static_cast<ssize_t>(line.size()) ||
                ::fsync(plain) != 0)
                fail("cannot write " + copy.string());
            firstAppendPlain[size].add(msSince(t));
            ::close(plain);
        }
    phase("first append", start);

    // A command of umpire-cli as a user runs it, its whole process (start, rule data,
    // the combat, exit), against starting /bin/true, the least any process costs.
    start = Clock::now();
    Samples cliCombat, cliCombatMemory, cliBaseline, cliBaselineMemory;
    progress(strf("umpire-cli combat, whole process: %d times, each with /bin/true",
                  options.repeat * 4));
    {
        const std::vector<std::string> combat = {"combat",
                                                 "--ruleset",
                                                 "nlb",
                                                 "--attack",
                                                 "6",
                                                 "--defend",
                                                 "3",
                                                 "--die",
                                                 "4",
                                                 "--rulesdata",
                                                 std::string(UMPIRE_SOURCE_DIR) + "/rulesdata"};
        for (int r = 0; r < options.repeat * 4 + 1; ++r) {
            std::vector<std::string> cliArgs = {"--measure-child", UMPIRE_CLI_BIN};
            cliArgs.insert(cliArgs.end(), combat.begin(), combat.end());
            const json cli = runChild(cliArgs);
            const json empty = runChild({"--measure-child", "/bin/true"});
            if (!cli["ok"].get<bool>() || !empty["ok"].get<bool>())
                fail("umpire-cli combat failed");
            if (r == 0)
                continue; // the first run warms the page cache
            cliCombat.add(cli["ms"].get<double>());
            cliCombatMemory.add(cli["maxRssMib"].get<double>());
            cliBaseline.add(empty["ms"].get<double>());
            cliBaselineMemory.add(empty["maxRssMib"].get<double>());
        }
    }
    phase("umpire-cli", start);

    // The whole-process journal commands (state with and without the checkpoint, append, verify,
    // show, the three exports) at 1,000, 10,000 and 100,000 events, against a process parsing the
    // same file's lines.
    start = Clock::now();
    progress(strf("umpire-cli journal commands of 1,000, 10,000 and 100,000 events, whole process: "
                  "%d rounds, each with a plain JSON Lines parse of the file",
                  options.repeat));
    json commandSamples = json::object();
    const std::vector<Measure> commandMeasures =
        journalCommandMeasures(firstAppendJournals, temp.path, options.repeat, commandSamples);
    phase("journal commands", start);

    // The camera on crowded tables, measured by umpire-cli-vision (the program beside
    // this one that links OpenCV) in a process of its own: its rows, with their goals and their
    // baseline (OpenCV's detectMarkers on the same frames in the same run), join the table.
    start = Clock::now();
    json cameraMeasures = json::array();
    const std::string visionCli =
        (fs::path(selfExecutable()).parent_path() / "umpire-cli-vision").string();
    if (!fs::exists(visionCli))
        progress("camera: " + visionCli + " is missing (not built): its rows are skipped");
    else {
        progress("camera: umpire-cli-vision vision bench --crowded, 1080p with 15 to 120 counters "
                 "and 4K with 150 to 600");
        const ChildRun run = spawnChild(
            visionCli,
            {"vision", "bench", "--crowded", "--json", "--repeat", std::to_string(options.repeat)},
            currentEnvironment());
        const json out = json::parse(run.out, nullptr, false);
        if (!run.ok || out.is_discarded() || !out.contains("measures"))
            progress("camera: umpire-cli-vision vision bench failed: its rows are skipped");
        else
            cameraMeasures = out["measures"];
    }
    phase("camera", start);

    // The desktop app's cold start to a shown main window with the demo game, against an empty Qt
    // window started the same way (the cost of Qt itself), alternated so both meet the same
    // machine.
    start = Clock::now();
    Samples startupUmpire, startupBaseline, startupMemory, startupBaselineMemory;
    const std::string desktop = UMPIRE_DEVTOOL_BIN;
    const bool haveDesktop = fs::exists(desktop);
    if (haveDesktop) {
        progress(
            strf("desktop cold start: %d times, each with an empty Qt window", options.repeat));
        for (int r = 0; r < options.repeat + 1; ++r) {
            const StartupRun app =
                startupRun(desktop, "--startup-bench", temp.path / strf("startup-%d", r));
            const StartupRun empty =
                startupRun(desktop, "--startup-baseline", temp.path / strf("startup-empty-%d", r));
            if (r == 0)
                continue; // the first run warms the page cache for both: "cold" is a fresh process
            startupUmpire.add(app.ms);
            startupMemory.add(app.hwmMib);
            startupBaseline.add(empty.ms);
            startupBaselineMemory.add(empty.hwmMib);
        }
    }
    phase("desktop start", start);

    // One referee's action in the desktop app on a game of 1,000, 10,000 and 100,000
    // events (a unit eliminated from the armies panel, a note, the unit rallied, a die rolled,
    // each until the window has painted it), against the same actions' Game::append alone on the
    // same game, in the same child process (umpire-devtool --action-bench).
    start = Clock::now();
    std::map<std::size_t, Samples> desktopAction, desktopActionBase;
    if (haveDesktop) {
        const int actions = std::max(20, options.repeat * 8);
        progress(strf("desktop action at 1,000, 10,000 and 100,000 events: %d actions each, each "
                      "with the same Game::append alone",
                      actions));
        for (const auto &[size, source] : firstAppendJournals) {
            const DesktopActionRun run =
                desktopActions(desktop, source, actions, temp.path / strf("action-%zu", size));
            for (const double ms : run.actionMs)
                desktopAction[size].add(ms);
            for (const double ms : run.baselineMs)
                desktopActionBase[size].add(ms);
        }
    }
    phase("desktop action", start);

    // Napoleon 1815 Returns beyond the box: the chances of a battle of 12 cards
    // against 12, by Monte Carlo over its 20,000 battles (the time budget off, so every run does
    // the same work). Baseline: the same number of deals alone, a 68-card deck shuffled and 24
    // cards dealt, which any simulation of the battle must do.
    start = Clock::now();
    Samples oddsUmpire, oddsBaseline;
    {
        Result<n1815::Data> rules =
            n1815::Data::load(std::string(UMPIRE_SOURCE_DIR) + "/rulesdata/n1815.json");
        if (!rules)
            fail(rules.error().message);
        n1815::OddsRequest request;
        for (int i = 0; i < n1815::cardTypes; ++i)
            request.deck[static_cast<std::size_t>(i)] =
                rules->deck[static_cast<std::size_t>(i)].value;
        request.attackerCards = request.defenderCards = 12;
        request.attackerTactical = request.defenderTactical = 3;
        request.timeBudgetMs = 0;
        std::vector<int> deck;
        for (int type = 0; type < n1815::cardTypes; ++type)
            deck.insert(deck.end(),
                        static_cast<std::size_t>(request.deck[static_cast<std::size_t>(type)]),
                        type);
        progress(strf("N1815 odds, 12 cards against 12: %d times, each with %d deals alone",
                      options.repeat, request.trials));
        for (int r = 0; r < options.repeat; ++r) {
            Clock::time_point t = Clock::now();
            Result<n1815::OddsResult> odds = n1815::odds(request);
            oddsUmpire.add(msSince(t));
            if (!odds || odds->trials != request.trials)
                fail("the N1815 odds of 12 cards against 12 did not run its battles");
            t = Clock::now();
            std::mt19937_64 random(1815 + static_cast<unsigned>(r));
            long dealt = 0;
            for (int trial = 0; trial < request.trials; ++trial) {
                std::shuffle(deck.begin(), deck.end(), random);
                for (int card = 0; card < 24; ++card)
                    dealt += deck[static_cast<std::size_t>(card)];
            }
            oddsBaseline.add(msSince(t));
            if (dealt < 0)
                fail("impossible");
        }
    }
    phase("n1815 odds", start);

    // The hex map: reach and line of sight (mapMeasures).
    start = Clock::now();
    const std::vector<Measure> mapRows = mapMeasures(options.repeat);
    phase("hex map", start);

    // The players' view with 30 pages open: an append to every page updated, and the
    // server's memory.
    start = Clock::now();
    constexpr int viewPages = 30;
    const int viewAppends = std::max(20, options.repeat * 4);
    progress(
        strf("players' view: umpire --serve with %d pages open, %d appends each timed to every "
             "page updated, and a ping of every page",
             viewPages, viewAppends));
    Result<umpire::bench::ViewsBenchFigures> views =
        umpire::bench::runViewsBenchmark(UMPIRE_DESKTOP_BIN, UMPIRE_SOURCE_DIR "/rulesdata",
                                         temp.path.string(), viewPages, viewAppends);
    if (!views)
        fail(views.error().message);
    Samples viewUpdate, viewPing;
    for (std::size_t i = 0; i < views->updateMs.size(); ++i) {
        viewUpdate.add(views->updateMs[i]);
        viewPing.add(views->pingMs[i]);
    }
    phase("players' view", start);

    // 4. Memory for 100,000 events, each side in a fresh process of its own.
    start = Clock::now();
    progress("memory for 100,000 events: Journal::open + replay, and the lines as "
             "std::vector<std::string>, each in a fresh process");
    const json umpireMemory = runChild({"--memory-child", "umpire", bigPath.string()});
    const json linesMemory = runChild({"--memory-child", "lines", bigPath.string()});
    phase("memory", start);

    const double rssGrowth =
        (umpireMemory["rssReplayedKb"].get<double>() - umpireMemory["rssBeforeKb"].get<double>()) /
        1024;
    const double peakGrowth =
        (umpireMemory["hwmReplayedKb"].get<double>() - umpireMemory["rssBeforeKb"].get<double>()) /
        1024;
    const double trimmedGrowth =
        (umpireMemory["rssTrimmedKb"].get<double>() - umpireMemory["rssBeforeKb"].get<double>()) /
        1024;
    const double linesGrowth =
        (linesMemory["rssAfterKb"].get<double>() - linesMemory["rssBeforeKb"].get<double>()) / 1024;

    std::vector<Measure> measures;
    measures.push_back({"append.median", strf("synced append, median of %d", options.appends), "ms",
                        appendUmpire.median(), appendUmpire.best(), 2.0, appendBaseline.median(),
                        "write()+fsync() of the same bytes, median", "", true});
    measures.push_back({"append.p95", "synced append, 95th percentile", "ms",
                        appendUmpire.quantile(0.95), std::nullopt, std::nullopt,
                        appendBaseline.quantile(0.95), "write()+fsync(), 95th percentile", ""});
    measures.push_back({"replay", strf("replay of 100,000 events, median of %d", options.repeat),
                        "ms", replayUmpire.median(), replayUmpire.best(), 500.0,
                        replayBaseline.median(), "nlohmann parse of the 100,000 lines", ""});
    measures.push_back({"open",
                        strf("open 10,000-event journal + replay, median of %d", options.repeat),
                        "ms", openUmpire.median(), openUmpire.best(), 100.0, openBaseline.median(),
                        "read the file + nlohmann parse of each line", "", true});
    measures.push_back(
        {"memory", "memory for 100,000 events (resident growth)", "MB", rssGrowth, std::nullopt,
         50.0, linesGrowth, "the lines as std::vector<std::string>",
         strf("file on disk %.1f MB; peak during open %.1f MB", bigFileBytes / mib, peakGrowth)});
    measures.push_back({"memory.peak", "memory for 100,000 events (peak growth)", "MB", peakGrowth,
                        std::nullopt, std::nullopt, bigFileBytes / mib, "the file's size on disk",
                        ""});
    if (haveDesktop) {
        measures.push_back(
            {"startup",
             strf("desktop start to a shown window with the demo, median of %d", options.repeat),
             "ms", startupUmpire.median(), startupUmpire.best(), 150.0, startupBaseline.median(),
             "an empty Qt window, the same binary started the same way (it links no OpenCV)", ""});
        measures.push_back({"startup.memory", "desktop start, peak resident memory (VmHWM), median",
                            "MiB", startupMemory.median(), std::nullopt, 60.0,
                            startupBaselineMemory.median(), "the empty Qt window's", ""});
    }
    for (const auto &[size, samples] : desktopAction)
        measures.push_back(
            {strf("desktop.action.%zu", size),
             strf("desktop action at %zu events, median of %zu", size, samples.values.size()), "ms",
             samples.median(), samples.best(), 10.0, desktopActionBase.at(size).median(),
             "the same actions' Game::append alone, the same game", ""});
    if (desktopAction.count(1000) && desktopAction.count(bigJournalEvents))
        measures.push_back(
            {"desktop.action.growth", "desktop action at 100,000 events against at 1,000", "x",
             desktopAction.at(bigJournalEvents).median() / desktopAction.at(1000).median(),
             std::nullopt, 2.0,
             desktopActionBase.at(bigJournalEvents).median() / desktopActionBase.at(1000).median(),
             "the same for Game::append alone", ""});
    measures.push_back(
        {"n1815.odds",
         strf("N1815 odds, 12 cards against 12, 20,000 battles, median of %d", options.repeat),
         "ms", oddsUmpire.median(), oddsUmpire.best(), 50.0, oddsBaseline.median(),
         "the same number of shuffles and deals alone", ""});
    measures.insert(measures.end(), mapRows.begin(), mapRows.end());
    measures.push_back({"cli.combat",
                        strf("umpire-cli combat, whole process, median of %d",
                             static_cast<int>(cliCombat.values.size())),
                        "ms", cliCombat.median(), cliCombat.best(), 30.0, cliBaseline.median(),
                        "/bin/true, whole process", ""});
    measures.push_back({"cli.combat.memory", "umpire-cli combat, peak resident memory", "MiB",
                        cliCombatMemory.median(), std::nullopt, 25.0, cliBaselineMemory.median(),
                        "/bin/true, peak resident memory", ""});
    measures.insert(measures.end(), commandMeasures.begin(), commandMeasures.end());
    for (const auto &[size, samples] : firstAppend)
        measures.push_back({strf("journal.firstAppend.%zu", size),
                            strf("first append after opening %zu events, median", size), "ms",
                            samples.median(), samples.best(), 2.0,
                            firstAppendPlain.at(size).median(),
                            "write()+fsync() of the same line to the same file", ""});
    measures.push_back(
        {"journal.firstAppend.growth", "first append at 100,000 events against at 1,000", "x",
         firstAppend.at(bigJournalEvents).median() / firstAppend.at(1000).median(), std::nullopt,
         1.5, firstAppendPlain.at(bigJournalEvents).median() / firstAppendPlain.at(1000).median(),
         "the same for the plain write()+fsync()", ""});
    measures.push_back({"game.append", "Game::append at 10,000 events (info), median of 20", "ms",
                        gameAppend.median(), gameAppend.best(), std::nullopt, appendUmpire.median(),
                        "Journal::append median (above)", ""});
    measures.push_back(
        {"views.update",
         strf("players' view, %d pages: an append to every page updated, median of %zu",
              views->pages, viewUpdate.values.size()),
         "ms", viewUpdate.median(), viewUpdate.best(), 100.0, viewPing.median(),
         strf("a WebSocket ping answered by every page, the same %d pages", views->pages),
         strf("the table's view is %zu bytes", views->documentBytes)});
    measures.push_back(
        {"views.memory",
         strf("players' view server with %d pages open, peak resident memory (VmHWM)",
              views->pages),
         "MiB", views->peakMiB, std::nullopt, std::nullopt, views->startMiB,
         "the same server started, no page open (VmRSS)",
         strf("resident at the end: %.1f MiB", views->residentMiB)});
    for (const json &c : cameraMeasures) {
        Measure m;
        m.id = c.value("id", "");
        m.name = c.value("name", "");
        m.unit = c.value("unit", "ms");
        m.value = c.value("value", 0.0);
        if (c.contains("best") && c["best"].is_number())
            m.best = c["best"].get<double>();
        if (c.contains("goal") && c["goal"].is_number())
            m.goal = c["goal"].get<double>();
        m.baseline = c.value("baseline", 0.0);
        m.baselineName = c.value("baselineName", "");
        m.note = c.value("note", "");
        measures.push_back(m);
    }

    const double runSeconds = msSince(runStart) / 1000;
    const json disk = diskOf(options.dir);
    const std::string buildType = UMPIRE_BENCH_BUILD_TYPE;
#ifdef NDEBUG
    const bool assertsOff = true;
#else
    const bool assertsOff = false;
#endif

    // Where the memory goes, by kind of event.
    const json &kinds = umpireMemory["kinds"];
    const double events100k = static_cast<double>(bigJournalEvents);
    const double heapJournal = umpireMemory["heapJournal"].get<double>();
    const double heapState = umpireMemory["heapState"].get<double>();

    if (options.json) {
        json out;
        out["tool"] = "umpire-bench";
        out["date"] = today();
        out["buildType"] = buildType;
        out["assertionsOff"] = assertsOff;
        out["machine"] = {
            {"nproc", ::sysconf(_SC_NPROCESSORS_ONLN)}, {"cpu", cpuModel()}, {"disk", disk}};
        out["journals"] = {{"events", bigJournalEvents},
                           {"fileBytes", bigFileBytes},
                           {"openEvents", openJournalEvents},
                           {"openFileBytes", smallFileBytes},
                           {"mix", mix}};
        out["measures"] = measuresJson(measures);
        out["samples"] = {{"appendUmpireMs", appendUmpire.values},
                          {"appendBaselineMs", appendBaseline.values},
                          {"replayUmpireMs", replayUmpire.values},
                          {"replayBaselineMs", replayBaseline.values},
                          {"openUmpireMs", openUmpire.values},
                          {"openBaselineMs", openBaseline.values},
                          {"gameAppendMs", gameAppend.values},
                          {"appendInPlaceMs", appendInPlace.values},
                          {"openJournalOnlyMs", openJournalOnly.values},
                          {"openReplayOnlyMs", openReplayOnly.values},
                          {"readBackMs", openReadBack.values}};
        for (const auto &[size, samples] : firstAppend)
            out["samples"][strf("firstAppend%zuMs", size)] = samples.values;
        out["samples"]["journalCommands"] = commandSamples;
        for (const auto &[size, samples] : firstAppendPlain)
            out["samples"][strf("firstAppendPlain%zuMs", size)] = samples.values;
        out["samples"]["playersViewUpdateMs"] = viewUpdate.values;
        out["samples"]["playersViewPingMs"] = viewPing.values;
        for (const auto &[size, samples] : desktopAction)
            out["samples"][strf("desktopAction%zuMs", size)] = samples.values;
        out["memory"] = {
            {"umpire", umpireMemory}, {"lines", linesMemory}, {"residentTrimmedMB", trimmedGrowth}};
        out["replayChecks"] = {
            {"umpireChecks", checksOn},
            {"isConsistentUs", checkUs},
            {"checkedEvents", checkedEvents},
            {"estimatedMs", checkUs * static_cast<double>(checkedEvents) / 1000}};
        out["phaseSeconds"] = phaseSeconds;
        out["runSeconds"] = runSeconds;
        std::printf("%s\n", out.dump(2).c_str());
        return 0;
    }

    std::printf("\numpire-bench  %s  build %s%s%s\n", today().c_str(), buildType.c_str(),
                checksOn ? " (UMPIRE_CHECKS on: replay checks every event)" : "",
                assertsOff ? "" : "  (assertions ON: figures are not representative)");
    std::printf("machine: %ld CPUs, %s; journals in %s (%s on %s, %s)\n",
                ::sysconf(_SC_NPROCESSORS_ONLN), cpuModel().c_str(),
                disk["dir"].get<std::string>().c_str(),
                disk["filesystem"].get<std::string>().c_str(),
                disk["device"].get<std::string>().c_str(), disk["kind"].get<std::string>().c_str());
    if (disk["filesystem"] == "tmpfs")
        std::printf(
            "WARNING: %s is tmpfs: fsync() writes nothing to a disk; use --dir on a real disk\n",
            disk["dir"].get<std::string>().c_str());
    std::printf("journals: NLB game, 200 units; 100,000 events = %.1f MB, 10,000 events = %.1f MB; "
                "mix per 100:",
                bigFileBytes / mib, smallFileBytes / mib);
    for (const auto &[kind, count] : mix)
        if (count > 1)
            std::printf(" %s %.1f", kind.c_str(), 100.0 * static_cast<double>(count) / events100k);
    std::printf("\n\n");

    printMeasures(measures);
    std::printf("ratio = value / baseline (lower is better); figures vary on a shared machine, "
                "compare the ratios.\n");

    bool over = false;
    for (const Measure &m : measures)
        over = over || m.verdict() == "OVER";
    if (over)
        std::printf("\nOVER: at least one goal is missed (see above); this is a measurement, the "
                    "exit code stays 0.\n");
    for (const Measure &m : measures)
        if (m.goal && m.baselineIsFloor && m.baseline >= *m.goal)
            std::printf("  %s: the baseline alone (%s) is over the goal: no layer on top of it can "
                        "meet it here\n",
                        m.id.c_str(), number(m.baseline, m.unit).c_str());

    std::printf("\nwhere the time of replay goes: GameState::isConsistent() takes %.2f us on this "
                "game (200 units);\n",
                checkUs);
    if (checksOn)
        std::printf("  UMPIRE_CHECKS is on in this build: replay runs it after each of the %zu "
                    "events it applies,\n"
                    "  about %.0f ms of the %.0f ms median\n",
                    checkedEvents, checkUs * static_cast<double>(checkedEvents) / 1000,
                    replayUmpire.median());
    else
        std::printf("  UMPIRE_CHECKS is off in this build; with it, replay would run it after each "
                    "of the %zu events\n"
                    "  it applies, about %.0f ms more\n",
                    checkedEvents, checkUs * static_cast<double>(checkedEvents) / 1000);

    std::printf("\nwhat the disk does: write()+fsync() appending (baseline) %.3f ms median, %.3f "
                "ms 95th percentile;\n"
                "  pwrite()+fdatasync() over space written beforehand (no size change) %.3f ms "
                "median, %.3f ms 95th percentile\n",
                appendBaseline.median(), appendBaseline.quantile(0.95), appendInPlace.median(),
                appendInPlace.quantile(0.95));

    std::printf(
        "\nwhere the time of opening 10,000 events goes (medians): Journal::open %.1f ms, "
        "replay %.1f ms;\n"
        "  reading all 10,000 events back whole from the file (Journal::readEvents: an export, "
        "journal show, the app's log): %.1f ms\n",
        openJournalOnly.median(), openReplayOnly.median(), openReadBack.median());

    std::printf("\nwhere the memory of 100,000 events goes (heap of the digests the journal keeps, "
                "measured on a sample of each kind):\n");
    std::printf("  %-16s %7s %11s %11s %10s\n", "kind", "count", "line bytes", "heap/event",
                "heap total");
    for (const auto &[kind, k] : kinds.items())
        std::printf("  %-16s %7.0f %11.0f %11.0f %8.1f MB\n", kind.c_str(),
                    k["count"].get<double>(), k["lineBytesPerEvent"].get<double>(),
                    k["heapPerEvent"].get<double>(), k["heapTotal"].get<double>() / mib);
    std::printf(
        "  the journal (heap after Journal::open): %.1f MB, %.0f bytes per event for %.0f bytes of "
        "text; the GameState replay builds: %.1f MB\n",
        heapJournal / mib, heapJournal / events100k, bigFileBytes / events100k, heapState / mib);
    std::printf("  resident after malloc_trim(0): %.1f MB (so %.1f MB is freed memory the "
                "allocator kept)\n",
                trimmedGrowth, rssGrowth - trimmedGrowth);

    std::printf("\nbench run: %.1f s (", runSeconds);
    bool first = true;
    for (const auto &[name, seconds] : phaseSeconds) {
        std::printf("%s%s %.1f s", first ? "" : ", ", name.c_str(), seconds);
        first = false;
    }
    std::printf(")\n");
    return 0;
}
