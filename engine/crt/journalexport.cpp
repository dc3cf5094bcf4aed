#include "journalexport.h"
#include "crtevents.h"

#include "eventcsv.h"
#include "eventfields.h"
#include "eventsummary.h"
#include "gamestate.h"
#include "jsonfile.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string_view>
#include <vector>

namespace umpire::crt {

namespace {

// Every name here carries an export prefix: the engine is a unity build, so this anonymous
// namespace is shared with the other engine files of its batch.

// Escapes text for HTML and for the SVG, which is XML: whatever the journal holds can never become
// markup.
std::string exportEscapeHtml(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        case '\r':
            break; // \r\n reads as \n; a lone \r means nothing in a report
        default:
            // Other control characters are not allowed in XML, so they would break the SVG.
            if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
                out += "\xEF\xBF\xBD";
            else
                out += c;
        }
    }
    return out;
}

std::string exportProblemKind(JournalProblem::Kind kind)
{
    switch (kind) {
    case JournalProblem::Kind::TornLastLine:
        return "tornLastLine";
    case JournalProblem::Kind::Damaged:
        return "damaged";
    case JournalProblem::Kind::Migrated:
        return "migrated";
    }
    return "damaged";
}

// A roll's provenance; its seed only for a viewer who sees the game's (seesDiceSeed).
std::string exportRollText(const nlohmann::json &roll, bool seeds)
{
    if (!roll.is_object())
        return {};
    if (exportField(roll, "source") == "generated")
        return seeds ? "generated: seed " + exportField(roll, "seed") + ", draw " +
                           exportField(roll, "draw")
                     : "generated, draw " + exportField(roll, "draw");
    return "physical die";
}

// How the final record sees each event (whether it counts, what compensated it) and which turn it
// belongs to. Derived from the events alone, the same way replay() decides what counts.
struct ExportTimeline
{
    struct Entry
    {
        bool counts = true;
        std::uint64_t undoneBy = 0;     // the undo that compensates it now
        std::uint64_t withdrawnBy = 0;  // an undo: the redo that compensates it
        std::uint64_t restoredFrom = 0; // an event undone once and redone: that undo...
        std::uint64_t restoredBy = 0;   // ...and the redo
        std::size_t section = 0;
    };
    struct Section
    {
        int turn = 0;
        std::string label;
        const JournalEvent *opener = nullptr; // its turn.advanced; none for the game's opening
        std::size_t first = 0;                // indexes into the events
        std::size_t last = 0;
    };

    std::vector<Entry> entries; // one per event, in order
    std::vector<Section> sections;
    std::map<std::uint64_t, std::size_t> indexOf;

    explicit ExportTimeline(const std::vector<JournalEvent> &events)
    {
        entries.resize(events.size());
        for (std::size_t i = 0; i < events.size(); ++i)
            indexOf[events[i].seq] = i;
        auto target = [](const JournalEvent &e) -> std::uint64_t {
            const nlohmann::json &t = exportMember(e.data, "target");
            return t.is_number_unsigned() ? t.get<std::uint64_t>() : 0;
        };
        std::map<std::uint64_t, std::uint64_t> redoOf; // undo -> the redo that compensates it
        for (const JournalEvent &e : events)
            if (e.kind == EventKind::Redo && target(e) != 0)
                redoOf[target(e)] = e.seq;
        for (const JournalEvent &e : events) {
            if (e.kind != EventKind::Undo || !indexOf.count(target(e)))
                continue;
            Entry &victim = entries[indexOf[target(e)]];
            if (const auto redo = redoOf.find(e.seq); redo != redoOf.end()) {
                entries[indexOf[e.seq]].withdrawnBy = redo->second;
                entries[indexOf[e.seq]].counts = false;
                victim.restoredFrom = e.seq;
                victim.restoredBy = redo->second;
            } else {
                victim.undoneBy = e.seq;
                victim.counts = false;
            }
        }

        // The turn record's labels ("1 PM") are in the game.created event since the scenario gave
        // them.
        std::map<int, std::string> recordLabels;
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (events[i].kind != EventKind::GameCreated || !entries[i].counts)
                continue;
            if (const nlohmann::json &record = exportMember(events[i].data, "turns");
                record.is_array())
                for (const nlohmann::json &t : record)
                    if (exportMember(t, "turn").is_number_integer() &&
                        exportMember(t, "label").is_string())
                        recordLabels[exportMember(t, "turn").get<int>()] =
                            exportMember(t, "label").get<std::string>();
            break;
        }

        // A turn.advanced that counts opens a section; an undone one stays, struck through, in the
        // turn it was in.
        for (std::size_t i = 0; i < events.size(); ++i) {
            const JournalEvent &e = events[i];
            if (sections.empty() || (e.kind == crt::kinds::TurnAdvanced && entries[i].counts)) {
                Section s;
                if (e.kind == crt::kinds::TurnAdvanced) {
                    const nlohmann::json &t = exportMember(e.data, "turn");
                    s.turn = t.is_number_integer()
                                 ? t.get<int>()
                                 : (sections.empty() ? 1 : sections.back().turn + 1);
                    s.label = exportField(e.data, "label");
                    if (const auto label = recordLabels.find(s.turn);
                        s.label.empty() && label != recordLabels.end())
                        s.label = label->second;
                    s.opener = &e;
                }
                s.first = i;
                sections.push_back(s);
            }
            sections.back().last = i;
            entries[i].section = sections.size() - 1;
        }
    }
};

// The state at the end of each turn, for each side's casualties and morale: only its sides are
// kept.
struct ExportTurns
{
    std::vector<GameState> ends;
};

// The final state and the state at the end of each section, from one replay of the events (their
// digests): the sides as they stand after the last event of a section that counts, with their
// morale derived as replay() derives it at its end. That is what replaying up to the section's last
// event gives unless a later undo or redo changes whether an event up to there counts; such a
// section is replayed up to its end (as it was for every section once, which cost one
// replay per turn: quadratic).
Result<GameState> exportReplay(const Journal &journal, const std::vector<JournalEvent> &events,
                               const Ruleset &ruleset, const ExportTimeline &timeline,
                               ExportTurns &turns)
{
    const std::size_t n = timeline.sections.size();
    // Whether replay counts an event as it counts them: not undone, not an undo or redo.
    const std::set<std::uint64_t> gone = compensatedEvents(events);
    std::vector<std::size_t> lastCounting(n, SIZE_MAX);
    for (std::size_t i = 0; i < events.size(); ++i)
        if (!gone.count(events[i].seq) && !isCompensation(events[i].kind))
            lastCounting[timeline.entries[i].section] = i;
    // The lowest event any undo or redo from index i on compensates (UINT64_MAX: none).
    std::vector<std::uint64_t> lowestTarget(events.size() + 1, UINT64_MAX);
    for (std::size_t i = events.size(); i-- > 0;) {
        lowestTarget[i] = lowestTarget[i + 1];
        const nlohmann::json &t = exportMember(events[i].data, "target");
        if (isCompensation(events[i].kind) && t.is_number_unsigned())
            lowestTarget[i] = std::min(lowestTarget[i], t.get<std::uint64_t>());
    }

    turns.ends.assign(n, GameState());
    std::vector<bool> captured(n, false);
    bool consistent = true;
    std::size_t at = 0; // the index of the event replay applies next
    Result<GameState> finalState =
        replay(events, ruleset, std::nullopt, [&](const GameState &st, const JournalEvent &e) {
            while (at < events.size() && events[at].seq != e.seq)
                ++at;
            const std::size_t section = timeline.entries[at].section;
            if (lastCounting[section] == at) {
                turns.ends[section].sides = st.sides;
                captured[section] = true;
                consistent = consistent && st.isConsistent();
            }
            return true;
        });
    if (!finalState)
        return badData(msg("%1: %2", {journal.path(), finalState.error().what}));
    if (!consistent)
        return badData(
            msg("%1: %2",
                {journal.path(), msg("the events leave casualties that do not match the "
                                     "eliminated units (an Umpire defect: please report it)")}));
    std::vector<SideState> latest; // after the last event that counts so far, morale not derived
    for (std::size_t k = 0; k < n; ++k) {
        const ExportTimeline::Section &s = timeline.sections[k];
        if (captured[k])
            latest = turns.ends[k].sides;
        const std::uint64_t end = events[s.last].seq;
        if (lowestTarget[s.last + 1] <= end) {
            Result<GameState> replayed = replay(events, ruleset, end);
            if (!replayed)
                return badData(msg("%1: %2", {journal.path(), replayed.error().what}));
            turns.ends[k].sides = std::move(replayed->sides);
            continue;
        }
        turns.ends[k].sides = latest; // a section where nothing counts: as the one before left it
        if (Result<Ok> judged = deriveMorale(turns.ends[k].sides, ruleset); !judged)
            return badData(msg("%1: %2", {journal.path(), judged.error().what}));
    }
    return finalState;
}

// Whole events read back from the journal's file in batches, in the journal's order: the memory it
// takes is one batch's, whatever the journal's length.
class ExportEvents
{
  public:
    explicit ExportEvents(const Journal &journal) : m_journal(journal) {}

    // Makes the event at index `i` (0: the first) ready for event(i), reading the batch from it on
    // when it is not in the batch read last.
    Result<Ok> reach(std::size_t i)
    {
        if (i >= m_first && i - m_first < m_batch.size())
            return Ok{};
        constexpr std::uint64_t batch = 1000;
        const std::uint64_t from = i + 1; // event N is the Nth (Journal::readEvents)
        Result<std::vector<JournalEvent>> read =
            m_journal.readEvents(from, std::min<std::uint64_t>(m_journal.size(), from + batch - 1));
        if (!read)
            return read.error();
        if (read->empty())
            return badData(
                msg("%1: there is no event %2 (the journal has %3)",
                    {m_journal.path(), std::to_string(from), std::to_string(m_journal.size())}));
        m_first = i;
        m_batch = std::move(read).value();
        return Ok{};
    }
    const JournalEvent &event(std::size_t i) const { return m_batch[i - m_first]; }
    JournalEvent &event(std::size_t i) { return m_batch[i - m_first]; }

  private:
    const Journal &m_journal;
    std::size_t m_first = 0;
    std::vector<JournalEvent> m_batch;
};

// Passes the text written so far on to the sink once there is enough of it to be worth a write.
void exportFlush(std::string &out, const ReportSink &sink, bool always = false)
{
    if (out.empty() || (!always && out.size() < (std::size_t{1} << 16)))
        return;
    sink(out);
    out.clear();
}

// `value` as dump(2) writes it `by` spaces deep in a document: every line after its first indented
// by that much more.
std::string exportIndented(const nlohmann::json &value, std::size_t by)
{
    std::string out;
    appendIndentedJson(out, value, static_cast<unsigned>(by));
    return out;
}

Result<Ok> exportCheckRuleset(const Journal &journal, const Ruleset &ruleset)
{
    if (journal.header().ruleset != ruleset.id)
        return badInput(msg("%1: the journal is for ruleset \"%2\", not \"%3\"",
                            {journal.path(), journal.header().ruleset, ruleset.id}));
    return Ok{};
}

int exportCasualtiesOf(const GameState &state, const std::string &side)
{
    const SideState *s = state.side(side);
    return s ? s->casualties : 0;
}

// A turn's weather and first phase as its turn.advanced sets them (replay takes them from there
// too).
std::string exportTurnWeather(const ExportTimeline::Section &s)
{
    const std::string weather = s.opener ? exportField(s.opener->data, "weather") : std::string();
    return weather.empty() ? weatherName(GameState().weather) : weather;
}

std::string exportTurnName(const ExportTimeline::Section &s)
{
    return "Turn " + std::to_string(s.turn) +
           (s.label.empty() ? std::string() : " (" + s.label + ")");
}

// Writes the report to a sink as it goes, reading the events back whole in batches. Every piece of
// text from the journal goes through exportEscapeHtml(). What `viewer` may not see (the dice's
// seed) is left out.
class ExportHtmlWriter
{
  public:
    ExportHtmlWriter(const Journal &journal, const std::vector<JournalEvent> &events,
                     const Ruleset &ruleset, const ExportTimeline &timeline,
                     const ExportTurns &turns, const GameState &finalState, const Viewer &viewer,
                     const ReportSink &sink)
        : m_journal(journal), m_events(events), m_ruleset(ruleset), m_timeline(timeline),
          m_turns(turns), m_final(finalState), m_viewer(viewer), m_seeds(seesDiceSeed(viewer)),
          m_whole(journal), m_sink(sink)
    {
        for (const RollRecord &r : m_final.rolls)
            if (r.voided)
                m_voided.insert(r.seq);
    }

    Result<Ok> write()
    {
        const JournalHeader &h = m_journal.header();
        const std::string title = h.title.empty() ? "Untitled game" : h.title;
        m_out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                 "<meta name=\"viewport\" content=\"width=device-width, "
                 "initial-scale=1\">\n<title>After-action report: " +
                 esc(title) + "</title>\n<style>\n" + css() + "</style>\n</head>\n<body>\n";
        writeHeader(title);
        writeProblems();
        if (Result<Ok> ok = writeUnverifiedSummary(); !ok)
            return ok;
        writeContents();
        for (std::size_t i = 0; i < m_timeline.sections.size(); ++i)
            if (Result<Ok> ok = writeSection(i); !ok)
                return ok;
        if (m_timeline.sections.empty())
            m_out += "<p class=\"empty\">The journal holds no events.</p>\n";
        writeChart();
        writeFinal();
        m_out += "<footer><p>Exported by Umpire from the journal <code>" + esc(m_journal.path()) +
                 "</code>. Casualties, demoralization and disintegration are derived by replaying "
                 "it.</p></footer>\n"
                 "</body>\n</html>\n";
        exportFlush(m_out, m_sink, true);
        return Ok{};
    }

    // The chart alone: casualties of each side after each turn, with axes, labels and a legend.
    std::string chart() const
    {
        const auto &sections = m_timeline.sections;
        const std::size_t n = sections.size();
        std::vector<std::string> sides;
        for (const SideState &s : m_final.sides)
            sides.push_back(s.name);
        if (n == 0 || sides.empty())
            return {};

        long long lowest = 0, highest = 0;
        for (const GameState &st : m_turns.ends)
            for (const std::string &side : sides) {
                lowest = std::min<long long>(lowest, exportCasualtiesOf(st, side));
                highest = std::max<long long>(highest, exportCasualtiesOf(st, side));
            }
        // A round step of 1, 2 or 5 times a power of ten, at most six steps up the axis.
        long long step = 1;
        for (long long base = 1;; base *= 10) {
            if ((highest - lowest) <= 6 * base) {
                step = base;
                break;
            }
            if ((highest - lowest) <= 12 * base) {
                step = 2 * base;
                break;
            }
            if ((highest - lowest) <= 30 * base) {
                step = 5 * base;
                break;
            }
        }
        const long long yMin = lowest < 0 ? -step * ((-lowest + step - 1) / step) : 0;
        const long long yMax = std::max(step, step * ((highest + step - 1) / step));

        // Whole pixels only: a decimal point would follow the C locale of the app that calls this.
        const long long width = 720, height = 340, left = 64, right = 176, top = 24, bottom = 56;
        const long long plotW = width - left - right, plotH = height - top - bottom;
        auto x = [&](std::size_t i) {
            return n == 1
                       ? left + plotW / 2
                       : left + static_cast<long long>(i) * plotW / static_cast<long long>(n - 1);
        };
        auto y = [&](long long v) { return top + plotH - (v - yMin) * plotH / (yMax - yMin); };
        auto num = [](long long v) { return std::to_string(v); };
        static const char *colours[] = {"#1f4e9c", "#b03a2e", "#1e8449",
                                        "#7d3c98", "#b9770e", "#424949"};
        static const char *dashes[] = {"", "9 4", "3 3", "12 4 3 4", "6 2", "2 6"};

        std::string svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"" + num(width) +
            "\" height=\"" + num(height) + "\" viewBox=\"0 0 " + num(width) + " " + num(height) +
            "\" role=\"img\" aria-labelledby=\"chart-title\" font-family=\"sans-serif\" "
            "font-size=\"12\">\n"
            "<title id=\"chart-title\">Casualties of each side after each turn</title>\n";
        svg += "<g class=\"grid\">\n";
        for (long long v = yMin; v <= yMax; v += step)
            svg += "<line x1=\"" + num(left) + "\" y1=\"" + num(y(v)) + "\" x2=\"" +
                   num(left + plotW) + "\" y2=\"" + num(y(v)) +
                   "\" stroke=\"#d5d8dc\" stroke-width=\"1\"/>\n<text x=\"" + num(left - 8) +
                   "\" y=\"" + num(y(v) + 4) + "\" text-anchor=\"end\">" + num(v) + "</text>\n";
        svg += "</g>\n<g class=\"axes\" stroke=\"#000\" stroke-width=\"1.5\">\n<line x1=\"" +
               num(left) + "\" y1=\"" + num(top) + "\" x2=\"" + num(left) + "\" y2=\"" +
               num(top + plotH) + "\"/>\n<line x1=\"" + num(left) + "\" y1=\"" + num(top + plotH) +
               "\" x2=\"" + num(left + plotW) + "\" y2=\"" + num(top + plotH) +
               "\"/>\n</g>\n<g class=\"turns\">\n";
        // Every turn is labelled when they fit; a long game labels every k-th one.
        const std::size_t every = n <= 24 ? 1 : (n + 23) / 24;
        for (std::size_t i = 0; i < n; ++i) {
            svg += "<line x1=\"" + num(x(i)) + "\" y1=\"" + num(top + plotH) + "\" x2=\"" +
                   num(x(i)) + "\" y2=\"" + num(top + plotH + 5) + "\" stroke=\"#000\"/>\n";
            if (i % every == 0 || i + 1 == n)
                svg += "<text x=\"" + num(x(i)) + "\" y=\"" + num(top + plotH + 19) +
                       "\" text-anchor=\"middle\">" + num(sections[i].turn) + "</text>\n";
        }
        svg += "</g>\n<text class=\"axis-title\" x=\"" + num(left + plotW / 2) + "\" y=\"" +
               num(height - 10) +
               "\" text-anchor=\"middle\">Turn (casualties at its end)</text>\n<text "
               "class=\"axis-title\" x=\"16\" y=\"" +
               num(top + plotH / 2) + "\" text-anchor=\"middle\" transform=\"rotate(-90 16 " +
               num(top + plotH / 2) + ")\">Casualties (strength points)</text>\n";

        for (std::size_t k = 0; k < sides.size(); ++k) {
            const char *colour = colours[k % 6];
            const std::string dash = dashes[k % 6];
            std::string points, values, markers;
            for (std::size_t i = 0; i < n; ++i) {
                const long long v = exportCasualtiesOf(m_turns.ends[i], sides[k]);
                points += (i ? " " : "") + num(x(i)) + "," + num(y(v));
                values += (i ? " " : "") + num(v);
                markers += "<circle cx=\"" + num(x(i)) + "\" cy=\"" + num(y(v)) +
                           "\" r=\"3.5\" fill=\"" + colour + "\"><title>" + esc(sides[k]) +
                           " after " + esc(exportTurnName(sections[i])) + ": " + num(v) +
                           "</title></circle>\n";
            }
            svg += "<g class=\"series\">\n<polyline data-side=\"" + esc(sides[k]) +
                   "\" data-values=\"" + values + "\" points=\"" + points +
                   "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"2.5\"" +
                   (dash.empty() ? std::string() : " stroke-dasharray=\"" + dash + "\"") + "/>\n" +
                   markers + "</g>\n";
        }
        // The legend repeats colour and dash, so a black-and-white printout still tells the sides
        // apart.
        svg += "<g class=\"legend\">\n";
        for (std::size_t k = 0; k < sides.size(); ++k) {
            const long long ly = top + 10 + static_cast<long long>(k) * 22;
            const long long lx = left + plotW + 16;
            const std::string dash = dashes[k % 6];
            svg += "<line x1=\"" + num(lx) + "\" y1=\"" + num(ly) + "\" x2=\"" + num(lx + 30) +
                   "\" y2=\"" + num(ly) + "\" stroke=\"" + colours[k % 6] +
                   "\" stroke-width=\"2.5\"" +
                   (dash.empty() ? std::string() : " stroke-dasharray=\"" + dash + "\"") +
                   "/>\n<text x=\"" + num(lx + 38) + "\" y=\"" + num(ly + 4) + "\">" +
                   esc(sides[k]) + "</text>\n";
        }
        svg += "</g>\n</svg>\n";
        return svg;
    }

  private:
    static std::string esc(std::string_view text) { return exportEscapeHtml(text); }

    static std::string css()
    {
        return "body{font-family:Georgia,'Times New "
               "Roman',serif;color:#111;background:#fff;max-width:62em;"
               "margin:1.5em auto;padding:0 1em;line-height:1.45}\n"
               "h1,h2,h3,.meta,table,.chart-box{font-family:Helvetica,Arial,sans-serif}\n"
               "h2{border-bottom:2px solid #333;margin-top:1.6em}\n"
               "dl.header{display:grid;grid-template-columns:max-content auto;gap:.1em 1em}\n"
               "dl.header dt{font-weight:bold}dl.header dd{margin:0}\n"
               ".problems{border:3px solid #b00;background:#fdecea;padding:.4em 1em;margin:1em 0}\n"
               ".problems h2{color:#b00;border:none;margin-top:.3em}\n"
               "ol.events{list-style:none;padding:0}\n"
               ".event{border-left:3px solid #aab;padding:.25em .6em;margin:.5em 0}\n"
               ".meta{font-size:.85em;color:#555}.meta .seq{font-weight:bold;color:#111}\n"
               ".event.undone{border-left-color:#bbb;color:#666}\n"
               ".event.undone del{text-decoration:line-through}\n"
               ".undone-by,.voided,.withdrawn{font-family:Helvetica,Arial,sans-serif;font-weight:"
               "bold;color:#a00}\n"
               ".badge{display:inline-block;font-size:.75em;border:1px solid "
               "currentColor;border-radius:3px;"
               "padding:0 .35em;text-transform:uppercase;letter-spacing:.04em}\n"
               ".unverified{border:2px dashed #c55a00;background:#fff3e0;padding:.3em "
               ".7em;margin:.4em 0}\n"
               ".unverified .badge{color:#c55a00}\n"
               ".combat .headline{font-size:1.05em}.combat .result{font-size:1.15em}\n"
               "table{border-collapse:collapse;margin:.4em 0}\n"
               "th,td{border:1px solid #bbb;padding:.15em "
               ".5em;text-align:left;vertical-align:top}\n"
               "th{background:#f0f0f0}\n"
               ".note .text{white-space:pre-wrap;font-style:italic}\n"
               ".data{font-size:.8em;color:#555;word-break:break-all}\n"
               ".turn-end{font-family:Helvetica,Arial,sans-serif;font-size:.9em;background:#f4f6f7;"
               "padding:.3em .6em}\n"
               ".yes{font-weight:bold;color:#a00}\n"
               "svg.chart{max-width:100%;height:auto}\n"
               "@media "
               "print{body{max-width:none;margin:0;font-size:10pt}a{color:inherit;text-decoration:"
               "none}"
               ".event,.combat,.chart-box,table{break-inside:avoid}section.turn{break-before:auto}"
               ".problems,.unverified,th,.turn-end{background:none}}\n";
    }

    void writeHeader(const std::string &title)
    {
        const JournalHeader &h = m_journal.header();
        m_out +=
            "<header>\n<h1>After-action report: " + esc(title) + "</h1>\n<dl class=\"header\">\n";
        auto row = [&](const std::string &term, const std::string &value) {
            m_out += "<dt>" + esc(term) + "</dt><dd>" + esc(value) + "</dd>\n";
        };
        row("Ruleset", m_ruleset.name +
                           (m_ruleset.edition.empty() ? "" : ", " + m_ruleset.edition) + " (" +
                           h.ruleset + ")");
        row("Scenario", h.scenario.empty() ? "(none named)" : h.scenario);
        row("Title", h.title.empty() ? "(none)" : h.title);
        row("Created", h.created);
        row("Events", std::to_string(m_events.size()) + " (journal format version " +
                          std::to_string(h.version) + ")");
        if (m_final.seed != 0 && m_seeds)
            row("Dice seed", std::to_string(m_final.seed));
        m_out += "</dl>\n</header>\n";
    }

    void writeProblems()
    {
        if (m_journal.problems().empty())
            return;
        m_out += "<section class=\"problems\" id=\"problems\">\n<h2>Problems found when the "
                 "journal was opened</h2>\n<ul>\n";
        for (const JournalProblem &p : m_journal.problems())
            m_out += "<li><strong>" + esc(exportProblemKind(p.kind)) + ", line " +
                     std::to_string(p.line) + ":</strong> " + esc(p.message) + "</li>\n";
        m_out += "</ul>\n";
        if (m_journal.readOnly())
            m_out += "<p>The journal is open read-only: this report shows the good part before the "
                     "damage.</p>\n";
        m_out += "</section>\n";
    }

    Result<Ok> writeUnverifiedSummary()
    {
        // Stand-ins that decided a result that still counts are named at the top, not only in their
        // combat (read back whole, one combat at a time: the digests do not keep them).
        std::map<std::string, std::string> used;
        const auto &events = m_events;
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (events[i].kind != crt::kinds::CombatResolved || !m_timeline.entries[i].counts)
                continue;
            Result<JournalEvent> combat = m_journal.readEvent(events[i].seq);
            if (!combat)
                return combat.error();
            const nlohmann::json &list =
                exportMember(exportMember(combat->data, "outcome"), "unverified");
            if (list.is_array())
                for (const nlohmann::json &u : list)
                    used.emplace(exportField(u, "item"), exportField(u, "text"));
        }
        // And the stand-ins of the game's set-up (a demonstration scenario's levels and units).
        if (!events.empty() && events.front().kind == EventKind::GameCreated) {
            const nlohmann::json &setup = exportMember(events.front().data, "unverified");
            if (setup.is_array())
                for (const nlohmann::json &u : setup)
                    used.emplace(exportField(u, "item"),
                                 exportField(u, "text") + ". " + exportField(u, "source"));
        }
        if (used.empty())
            return Ok{};
        m_out += "<section class=\"unverified\" id=\"unverified\">\n<h2><span "
                 "class=\"badge\">unverified</span> "
                 "Stand-in data decided results in this game</h2>\n<p>These values are not the "
                 "printed rules: check "
                 "them against your own copy of the game.</p>\n<ul>\n";
        for (const auto &[item, text] : used)
            m_out += "<li><code>" + esc(item) + "</code> " + esc(text) + "</li>\n";
        m_out += "</ul>\n</section>\n";
        return Ok{};
    }

    void writeContents()
    {
        if (m_timeline.sections.size() < 2)
            return;
        m_out += "<nav><p>Turns:";
        for (std::size_t i = 0; i < m_timeline.sections.size(); ++i)
            m_out += " <a href=\"#section-" + std::to_string(i) + "\">" +
                     std::to_string(m_timeline.sections[i].turn) + "</a>";
        m_out += " · <a href=\"#chart\">chart</a> · <a href=\"#final\">final state</a></p></nav>\n";
    }

    Result<Ok> writeSection(std::size_t index)
    {
        const ExportTimeline::Section &s = m_timeline.sections[index];
        m_out += "<section class=\"turn\" id=\"section-" + std::to_string(index) +
                 "\" data-turn=\"" + std::to_string(s.turn) + "\">\n<h2>" + esc(exportTurnName(s)) +
                 (s.opener ? std::string() : " <small>(from the start of the game)</small>") +
                 "</h2>\n";
        const std::string player = s.opener ? exportField(s.opener->data, "player") : std::string();
        const std::string phase = s.opener ? exportField(s.opener->data, "phase") : std::string();
        m_out += "<p class=\"weather\">Weather: <strong>" + esc(exportTurnWeather(s)) +
                 "</strong>" +
                 (phase.empty()
                      ? std::string()
                      : " · first phase: " + esc((player.empty() ? "" : player + " ") + phase)) +
                 "</p>\n<ol class=\"events\">\n";
        for (std::size_t i = s.first; i <= s.last; ++i) {
            if (Result<Ok> ok = writeEvent(i); !ok)
                return ok;
            exportFlush(m_out, m_sink);
        }
        m_out +=
            "</ol>\n<p class=\"turn-end\">Casualties at the end of " + esc(exportTurnName(s)) + ":";
        const GameState &end = m_turns.ends[index];
        for (std::size_t k = 0; k < end.sides.size(); ++k)
            m_out += std::string(k ? "," : "") + " " + esc(end.sides[k].name) + " <strong>" +
                     std::to_string(end.sides[k].casualties) + "</strong>" +
                     (end.sides[k].demoralized ? " (demoralized)" : "") +
                     (end.sides[k].disintegrated ? " (disintegrated)" : "");
        m_out += "</p>\n</section>\n";
        return Ok{};
    }

    std::string eventLink(std::uint64_t seq) const
    {
        return "<a href=\"#e" + std::to_string(seq) + "\">" + std::to_string(seq) + "</a>";
    }

    bool voided(std::uint64_t seq) const { return m_voided.count(seq) != 0; }

    static std::string kindClass(EventKind kind)
    {
        std::string out = "kind-";
        for (const char c : std::string_view(eventKindName(kind)))
            out += (std::isalnum(static_cast<unsigned char>(c)) ? c : '-');
        return out;
    }

    Result<Ok> writeEvent(std::size_t i)
    {
        if (Result<Ok> ok = m_whole.reach(i); !ok)
            return ok;
        // Each event is written once: its data loses the seeds in place for a viewer who may not
        // see them, the request's and each roll's, and its steps' quoted dice.
        JournalEvent &e = m_whole.event(i);
        if (!m_seeds)
            e.data = withoutSeeds(std::move(e.data));
        const ExportTimeline::Entry &entry = m_timeline.entries[i];
        m_out += "<li class=\"event " + kindClass(e.kind) + (entry.counts ? "" : " undone") +
                 "\" id=\"e" + std::to_string(e.seq) +
                 "\">\n<div class=\"meta\"><span class=\"seq\">#" + std::to_string(e.seq) +
                 "</span> <time>" + esc(e.time) + "</time> <span class=\"kind\">" +
                 esc(eventKindName(e.kind)) + "</span>";
        if (entry.undoneBy)
            m_out += " <span class=\"undone-by\">undone by event " + eventLink(entry.undoneBy) +
                     "</span>";
        if (entry.withdrawnBy)
            m_out += " <span class=\"withdrawn\">withdrawn by redo " +
                     eventLink(entry.withdrawnBy) + "</span>";
        if (entry.restoredBy)
            m_out += " <span class=\"restored\">(undone by event " + eventLink(entry.restoredFrom) +
                     ", redone by event " + eventLink(entry.restoredBy) + ")</span>";
        m_out += "</div>\n";
        m_out += entry.counts ? "<div class=\"body\">\n" : "<del><div class=\"body\">\n";
        const bool isVoided = voided(e.seq);
        if (e.kind == crt::kinds::CombatResolved)
            writeCombat(e, isVoided);
        else if (e.kind == crt::kinds::Roll)
            m_out += "<p>Roll <strong class=\"die\">" + esc(exportField(e.data, "value")) +
                     "</strong> <span class=\"provenance\">(" +
                     esc(exportRollText(e.data, m_seeds)) + ")</span>" + voidedBadge(isVoided) +
                     "</p>\n";
        else if (e.kind == EventKind::Override)
            writeOverride(e);
        else if (e.kind == EventKind::Note)
            m_out += "<p class=\"note\"><strong>Note:</strong> <span class=\"text\">" +
                     esc(exportField(e.data, "text")) + "</span></p>\n";
        else if (e.kind == EventKind::GameCreated)
            writeCreated(e);
        else if (e.kind == EventKind::Undo || e.kind == EventKind::Redo) {
            if (Result<Ok> ok = writeCompensation(e); !ok)
                return ok;
        } else
            m_out +=
                "<p>" + esc(summarizeEvent(e, m_viewer)) + eliminatedStrength(e, entry) + "</p>\n";
        m_out += entry.counts ? "</div>\n" : "</div></del>\n";
        m_out += "</li>\n";
        return Ok{};
    }

    // The strength an elimination cost, when the event does not say: a unit still eliminated at the
    // end kept the strength it fell with, and that is what its side's casualties count.
    std::string eliminatedStrength(const JournalEvent &e, const ExportTimeline::Entry &entry) const
    {
        if (e.kind != crt::kinds::UnitEliminated || !entry.counts ||
            exportMember(e.data, "strength").is_number())
            return {};
        const auto unit = m_final.units.find(exportField(e.data, "unit"));
        if (unit == m_final.units.end() || unit->second.status != UnitState::Status::Eliminated)
            return {};
        return " (" + std::to_string(unit->second.strength) + ")";
    }

    static std::string voidedBadge(bool isVoided)
    {
        return isVoided ? " <span class=\"voided badge\">voided</span>" : std::string();
    }

    static std::string unitsText(const nlohmann::json &units)
    {
        if (!units.is_array())
            return exportText(units);
        std::string out;
        for (const nlohmann::json &u : units) {
            std::string one = exportField(u, "id");
            std::string detail = exportField(u, "strength");
            for (const char *key : {"type", "terrain", "hexside"})
                if (const std::string v = exportField(u, key); !v.empty())
                    detail += " " + v;
            if (exportMember(u, "bombarding") == true)
                detail += " bombarding at range " + exportField(u, "range");
            if (const nlohmann::json &leader = exportMember(u, "leader");
                leader.is_number() && leader != 0)
                detail += " with leader " + exportText(leader);
            out += (out.empty() ? "" : ", ") + one + " (" + detail + ")";
        }
        return out;
    }

    void writeCombat(const JournalEvent &e, bool isVoided)
    {
        const nlohmann::json &o = exportMember(e.data, "outcome");
        const nlohmann::json &request = exportMember(e.data, "request");
        const std::string result = exportField(o, "result");
        const std::string effective = exportField(o, "effectiveResult");
        m_out += "<div class=\"combat\">\n<p class=\"headline\"><strong>Combat</strong> on column "
                 "<strong class=\"column\">" +
                 esc(exportField(o, "column")) + "</strong> (attack " +
                 esc(exportField(o, "attack")) + " against " + esc(exportField(o, "defence")) +
                 ", odds " + esc(exportField(o, "odds")) + ") · ";
        if (exportMember(o, "automatic") == true)
            m_out += "automatic result, no die";
        else
            m_out += "die <strong class=\"die\">" + esc(exportField(o, "die")) +
                     "</strong> <span class=\"provenance\">(" +
                     esc(exportRollText(exportMember(o, "roll"), m_seeds)) + ")</span>" +
                     voidedBadge(isVoided);
        m_out += " · result <strong class=\"result\">" + esc(result) + "</strong>";
        if (const std::string name = exportField(o, "resultName"); !name.empty())
            m_out += " <span class=\"result-name\">" + esc(name) + "</span>";
        if (!effective.empty() && effective != result)
            m_out += " · in effect: <strong class=\"effective\">" + esc(effective) + "</strong>";
        m_out += "</p>\n";
        if (request.is_object())
            m_out += "<p class=\"forces\">Attackers: " +
                     esc(unitsText(exportMember(request, "attackers"))) +
                     ". Defenders: " + esc(unitsText(exportMember(request, "defenders"))) +
                     ".</p>\n";

        const nlohmann::json &steps = exportMember(o, "steps");
        if (steps.is_array() && !steps.empty()) {
            m_out += "<table class=\"steps\">\n<thead><tr><th>Rule</th><th>Step</th><th>Before → "
                     "after</th></tr></thead>\n<tbody>\n";
            for (const nlohmann::json &s : steps) {
                const std::string before = exportField(s, "before"),
                                  after = exportField(s, "after");
                m_out += "<tr><td class=\"rule\">" + esc(exportField(s, "rule")) + "</td><td>" +
                         esc(exportField(s, "text")) + "</td><td class=\"change\">" +
                         (before.empty() || after.empty() ? esc(before + after)
                                                          : esc(before) + " → " + esc(after)) +
                         "</td></tr>\n";
            }
            m_out += "</tbody>\n</table>\n";
        }
        const nlohmann::json &obligations = exportMember(o, "obligations");
        if (obligations.is_array() && !obligations.empty()) {
            m_out += "<ul class=\"obligations\">\n";
            for (const nlohmann::json &ob : obligations) {
                std::string units;
                if (const nlohmann::json &list = exportMember(ob, "units"); list.is_array())
                    for (const nlohmann::json &u : list)
                        units += (units.empty() ? "" : ", ") + exportText(u);
                m_out += "<li><strong>" + esc(exportField(ob, "side")) + "</strong> " +
                         esc(exportField(ob, "action")) +
                         (units.empty() ? std::string() : " " + esc(units)) + ": " +
                         esc(exportField(ob, "text")) + " (" + esc(exportField(ob, "rule")) +
                         ")</li>\n";
            }
            m_out += "</ul>\n";
        }
        const nlohmann::json &unverified = exportMember(o, "unverified");
        if (unverified.is_array() && !unverified.empty()) {
            m_out += "<div class=\"unverified\">\n<p><span class=\"badge\">unverified</span> This "
                     "result used stand-in "
                     "data, not the printed rules:</p>\n<ul>\n";
            for (const nlohmann::json &u : unverified) {
                m_out += "<li><code>" + esc(exportField(u, "item")) + "</code> " +
                         esc(exportField(u, "text"));
                if (const std::string source = exportField(u, "source"); !source.empty())
                    m_out += " <em>Source:</em> " + esc(source);
                if (const std::string action = exportField(u, "userAction"); !action.empty())
                    m_out += " <em>To do:</em> " + esc(action);
                m_out += "</li>\n";
            }
            m_out += "</ul>\n</div>\n";
        }
        m_out += "</div>\n";
    }

    void writeOverride(const JournalEvent &e)
    {
        m_out += "<div class=\"override\"><p><strong>Referee override</strong> of " +
                 esc(exportField(e.data, "what")) + "</p>\n<table><tr><th>Computed</th><td>" +
                 esc(exportField(e.data, "computed")) + "</td></tr>\n<tr><th>Imposed</th><td>" +
                 esc(exportField(e.data, "imposed")) + "</td></tr>\n<tr><th>Why</th><td>" +
                 esc(exportField(e.data, "why")) + "</td></tr>\n";
        for (const char *key : {"who", "by"})
            if (const std::string who = exportField(e.data, key); !who.empty())
                m_out += "<tr><th>By</th><td>" + esc(who) + "</td></tr>\n";
        m_out += "</table></div>\n";
    }

    void writeCreated(const JournalEvent &e)
    {
        m_out += "<p><strong>Game created</strong>" +
                 (exportField(e.data, "scenario").empty()
                      ? std::string()
                      : ": " + esc(exportField(e.data, "scenario"))) +
                 "</p>\n";
        const nlohmann::json &sides = exportMember(e.data, "sides");
        if (sides.is_array()) {
            m_out += "<table class=\"sides\"><thead><tr><th>Side</th><th>Demoralization "
                     "level</th><th>Disintegration "
                     "level</th></tr></thead>\n<tbody>\n";
            for (const nlohmann::json &s : sides)
                m_out += "<tr><td>" + esc(exportField(s, "name")) + "</td><td>" +
                         esc(exportField(s, "demoralization")) + "</td><td>" +
                         esc(exportField(s, "disintegration")) + "</td></tr>\n";
            m_out += "</tbody></table>\n";
        }
        const nlohmann::json &units = exportMember(e.data, "orderOfBattle");
        if (units.is_array() && !units.empty()) {
            m_out +=
                "<details><summary>Order of battle: " + std::to_string(units.size()) +
                " units</summary>\n<table "
                "class=\"oob\"><thead><tr><th>Unit</th><th>Side</th><th>Corps</th><th>Type</th>"
                "<th>Strength</th><th>Arrives</th></tr></thead>\n<tbody>\n";
            for (const nlohmann::json &u : units) {
                m_out += "<tr>";
                for (const char *key : {"id", "side", "corps", "type", "strength", "arrives"})
                    m_out += "<td>" + esc(exportField(u, key)) + "</td>";
                m_out += "</tr>\n";
            }
            m_out += "</tbody></table></details>\n";
        }
    }

    Result<Ok> writeCompensation(const JournalEvent &e)
    {
        const nlohmann::json &t = exportMember(e.data, "target");
        const std::uint64_t target = t.is_number_unsigned() ? t.get<std::uint64_t>() : 0;
        std::string what;
        if (m_timeline.indexOf.count(target)) { // read back whole: its summary may need all of it
            Result<JournalEvent> compensated = m_journal.readEvent(target);
            if (!compensated)
                return compensated.error();
            what = summarizeEvent(*compensated, m_viewer);
        }
        if (e.kind == EventKind::Undo)
            m_out += "<p><strong>Undo</strong> of event " + eventLink(target) +
                     (what.empty() ? "" : ": " + esc(what)) + "</p>\n";
        else
            m_out += "<p><strong>Redo</strong>: undo " + eventLink(target) + " no longer counts" +
                     (what.empty() ? "" : " (" + esc(what) + ")") + "</p>\n";
        return Ok{};
    }

    void writeChart()
    {
        const std::string svg = chart();
        if (svg.empty())
            return;
        m_out += "<section class=\"chart-box\" id=\"chart\">\n<h2>Casualties by turn</h2>\n<p>Each "
                 "side's casualties "
                 "(eliminated strength, less rallied units) at the end of each turn, from "
                 "replaying the journal.</p>\n" +
                 svg + "<table class=\"chart-data\">\n<thead><tr><th>Turn</th>";
        for (const SideState &s : m_final.sides)
            m_out += "<th>" + esc(s.name) + "</th>";
        m_out += "</tr></thead>\n<tbody>\n";
        for (std::size_t i = 0; i < m_timeline.sections.size(); ++i) {
            m_out += "<tr><td>" + esc(exportTurnName(m_timeline.sections[i])) + "</td>";
            for (const SideState &s : m_final.sides)
                m_out +=
                    "<td>" + std::to_string(exportCasualtiesOf(m_turns.ends[i], s.name)) + "</td>";
            m_out += "</tr>\n";
        }
        m_out += "</tbody>\n</table>\n</section>\n";
    }

    void writeFinal()
    {
        auto level = [](const std::optional<int> &v) {
            return v ? std::to_string(*v) : std::string("—");
        };
        auto yesNo = [](bool v) {
            return v ? std::string("<span class=\"yes\">yes</span>") : std::string("no");
        };
        std::string player; // whose phase it is: the latest turn or phase advance that counts says
        const auto &events = m_events;
        for (std::size_t i = events.size(); i-- > 0;)
            if ((events[i].kind == crt::kinds::TurnAdvanced ||
                 events[i].kind == crt::kinds::PhaseAdvanced) &&
                m_timeline.entries[i].counts) {
                player = exportField(events[i].data, "player");
                break;
            }
        m_out +=
            "<section class=\"final\" id=\"final\">\n<h2>Final state</h2>\n<p>After event " +
            std::to_string(m_final.atSeq) + ": turn " + std::to_string(m_final.turn) +
            ", weather " + esc(weatherName(m_final.weather)) +
            (m_final.phase.empty()
                 ? std::string()
                 : ", phase " + esc((player.empty() ? "" : player + " ") + m_final.phase)) +
            ".</p>\n<table "
            "class=\"final-sides\">\n<thead><tr><th>Side</th><th>Casualties</th><th>Demoralization "
            "level</th><th>Demoralized</th><th>Disintegration "
            "level</th><th>Disintegrated</th><th>Points</th>"
            "<th>Exited</th><th>Eliminated units</th></tr></thead>\n<tbody>\n";
        for (const SideState &s : m_final.sides) {
            std::string eliminated;
            for (const auto &[id, unit] : m_final.units)
                if (unit.side == s.name && unit.status == UnitState::Status::Eliminated)
                    eliminated += (eliminated.empty() ? "" : ", ") + id + " (" +
                                  std::to_string(unit.strength) + ")";
            m_out += "<tr data-side=\"" + esc(s.name) + "\"><td>" + esc(s.name) +
                     "</td><td class=\"casualties\">" + std::to_string(s.casualties) + "</td><td>" +
                     level(s.demoralizationLevel) + "</td><td>" + yesNo(s.demoralized) +
                     "</td><td>" + level(s.disintegrationLevel) + "</td><td>" +
                     yesNo(s.disintegrated) + "</td><td>" + std::to_string(s.points) + "</td><td>" +
                     std::to_string(s.exited) + "</td><td>" + esc(eliminated) + "</td></tr>\n";
        }
        m_out += "</tbody>\n</table>\n";
        std::string corps;
        for (const SideState &s : m_final.sides)
            for (const auto &[name, count] : s.corpsCasualties)
                corps += (corps.empty() ? "" : ", ") + s.name + " " + name + ": " +
                         std::to_string(count);
        if (!corps.empty())
            m_out += "<p>Casualties by corps: " + esc(corps) + ".</p>\n";
        const auto voidedCount = std::count_if(m_final.rolls.begin(), m_final.rolls.end(),
                                               [](const RollRecord &r) { return r.voided; });
        m_out += "<p>Rolls: " + std::to_string(m_final.rolls.size()) + ", of which " +
                 std::to_string(voidedCount) + " voided by undo; the generator's next draw is " +
                 std::to_string(m_final.nextDraw) + ".</p>\n</section>\n";
    }

    const Journal &m_journal;
    const std::vector<JournalEvent> &m_events; // their digests (Journal::digests)
    const Ruleset &m_ruleset;
    const ExportTimeline &m_timeline;
    const ExportTurns &m_turns;
    const GameState &m_final;
    const Viewer m_viewer;
    const bool m_seeds;   // whether the viewer sees the dice's seed
    ExportEvents m_whole; // the events read back whole, a batch at a time
    const ReportSink &m_sink;
    std::set<std::uint64_t> m_voided; // the events whose roll an undo voided
    std::string m_out;                // written, not yet passed on to the sink
};

} // namespace

Result<Ok> writeCsv(const Journal &journal, const std::set<std::uint64_t> &compensated,
                    const Viewer &viewer, const ReportSink &sink)
{
    const bool seeds = seesDiceSeed(viewer);
    // One pass over the events read back whole: a turn.advanced that counts opens a turn
    // (ExportTimeline), so each row's turn is known when it is written.
    ExportEvents events(journal);
    std::string out = "seq,time,kind,turn,counts,summary,data\r\n";
    int turn = 0;
    for (std::size_t i = 0; i < journal.size(); ++i) {
        if (Result<Ok> ok = events.reach(i); !ok)
            return ok;
        JournalEvent &e = events.event(i);
        const bool counts = !compensated.count(e.seq);
        if (e.kind == crt::kinds::TurnAdvanced && counts) {
            const nlohmann::json &t = exportMember(e.data, "turn");
            turn = t.is_number_integer() ? t.get<int>() : (i == 0 ? 1 : turn + 1);
        }
        out += std::to_string(e.seq) + "," + csvField(e.time) + "," +
               csvField(eventKindName(e.kind)) + "," + std::to_string(turn) + "," +
               (counts ? "yes" : "no") + "," + csvField(summarizeEvent(e, viewer)) + ",";
        // The batch is done with the event: its data loses its seeds where it is.
        if (!seeds)
            stripSeeds(e.data);
        out += csvField(exportDump(e.data)) + "\r\n";
        exportFlush(out, sink);
    }
    exportFlush(out, sink, true);
    return Ok{};
}

Result<Ok> writeCsv(const Journal &journal, const Viewer &viewer, const ReportSink &sink)
{
    return writeCsv(journal, compensatedEvents(journal.digests()), viewer, sink);
}

Result<Ok> writeJson(const Journal &journal, const Ruleset &ruleset, const Viewer &viewer,
                     const ReportSink &sink)
{
    const bool seeds = seesDiceSeed(viewer);
    if (Result<Ok> ok = exportCheckRuleset(journal, ruleset); !ok)
        return ok.error();
    const std::vector<JournalEvent> &digests = journal.digests();
    const ExportTimeline timeline(digests);
    ExportTurns turns;
    Result<GameState> finalState = exportReplay(journal, digests, ruleset, timeline, turns);
    if (!finalState)
        return finalState.error();

    // The document dump(2) writes of {"header", "events", "final", "problems", "turns"} (its keys
    // in order: "events" first), written an event at a time. The last batch of events is let go
    // before the final state is made.
    std::string out = "{\n  \"events\": [";
    {
        ExportEvents events(journal);
        for (std::size_t i = 0; i < digests.size(); ++i) {
            if (Result<Ok> ok = events.reach(i); !ok)
                return ok;
            // JournalEvent::toJson, the data moved rather than copied: the batch is done with it.
            JournalEvent &e = events.event(i);
            nlohmann::json item = {
                {"seq", e.seq},
                {"time", std::move(e.time)},
                {"kind", eventKindName(e.kind)},
                {"data", seeds ? std::move(e.data) : withoutSeeds(std::move(e.data))}};
            if (!e.id.empty())
                item["id"] = std::move(e.id);
            out += i ? ",\n    " : "\n    ";
            appendIndentedJson(out, item, 4);
            exportFlush(out, sink);
        }
    }
    out += digests.empty() ? "]" : "\n  ]";
    nlohmann::json problems = nlohmann::json::array();
    for (const JournalProblem &p : journal.problems())
        problems.push_back(
            {{"kind", exportProblemKind(p.kind)}, {"line", p.line}, {"message", p.message}});
    nlohmann::json turnList = nlohmann::json::array();
    for (std::size_t i = 0; i < timeline.sections.size(); ++i) {
        const ExportTimeline::Section &s = timeline.sections[i];
        nlohmann::json casualties = nlohmann::json::object();
        for (const SideState &side : turns.ends[i].sides)
            casualties[side.name] = side.casualties;
        turnList.push_back({{"turn", s.turn},
                            {"label", s.label},
                            {"firstSeq", digests[s.first].seq},
                            {"lastSeq", digests[s.last].seq},
                            {"weather", exportTurnWeather(s)},
                            {"casualties", casualties}});
    }
    {
        // The final state written into the text and let go at once; its rolls, a long game's
        // largest member, one at a time in their place ("rolls", 4 spaces deep, in key order).
        const std::vector<RollRecord> rolls = std::move(finalState->rolls);
        finalState->rolls.clear();
        nlohmann::json finalDoc(*finalState);
        finalState = badData("");
        if (!seeds)
            stripSeeds(finalDoc);
        std::string text;
        appendIndentedJson(text, finalDoc, 2);
        finalDoc = nullptr;
        constexpr std::string_view placeholder = "\n    \"rolls\": []";
        const std::size_t at = text.find(placeholder);
        if (at == std::string::npos)
            return badData(msg("%1: the final state has no rolls to write (an Umpire defect: "
                               "please report it)",
                               {journal.path()}));
        out += ",\n  \"final\": ";
        out.append(text, 0, at + placeholder.size() - 1);
        for (std::size_t i = 0; i < rolls.size(); ++i) {
            out += i ? ",\n      " : "\n      ";
            appendIndentedJson(out, nlohmann::json(rolls[i]), 6);
            exportFlush(out, sink);
        }
        out += rolls.empty() ? "]" : "\n    ]";
        out.append(text, at + placeholder.size(), std::string::npos);
    }
    exportFlush(out, sink, true);
    out += ",\n  \"header\": " + exportIndented(journal.header().toJson(), 2);
    out += ",\n  \"problems\": " + exportIndented(problems, 2);
    out += ",\n  \"turns\": " + exportIndented(turnList, 2) + "\n}\n";
    exportFlush(out, sink, true);
    return Ok{};
}

Result<Ok> writeHtml(const Journal &journal, const Ruleset &ruleset, const Viewer &viewer,
                     const ReportSink &sink)
{
    if (Result<Ok> ok = exportCheckRuleset(journal, ruleset); !ok)
        return ok.error();
    const std::vector<JournalEvent> &digests = journal.digests();
    const ExportTimeline timeline(digests);
    ExportTurns turns;
    Result<GameState> finalState = exportReplay(journal, digests, ruleset, timeline, turns);
    if (!finalState)
        return finalState.error();
    return ExportHtmlWriter(journal, digests, ruleset, timeline, turns, *finalState, viewer, sink)
        .write();
}

namespace {

// A report written whole into one text.
Result<std::string> exportCollected(const std::function<Result<Ok>(const ReportSink &)> &write)
{
    std::string text;
    if (Result<Ok> ok = write([&text](std::string_view piece) { text += piece; }); !ok)
        return ok.error();
    return text;
}

} // namespace

Result<std::string> exportHtml(const Journal &journal, const Ruleset &ruleset, const Viewer &viewer)
{
    return exportCollected(
        [&](const ReportSink &sink) { return writeHtml(journal, ruleset, viewer, sink); });
}

Result<std::string> exportCsv(const Journal &journal, const Viewer &viewer)
{
    return exportCollected([&](const ReportSink &sink) { return writeCsv(journal, viewer, sink); });
}

Result<std::string> exportJson(const Journal &journal, const Ruleset &ruleset, const Viewer &viewer)
{
    return exportCollected(
        [&](const ReportSink &sink) { return writeJson(journal, ruleset, viewer, sink); });
}

} // namespace umpire::crt
