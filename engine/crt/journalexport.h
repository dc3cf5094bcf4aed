#pragma once

#include "gamemodule.h"
#include "journal.h"
#include "message.h"
#include "result.h"
#include "ruleset.h"

#include <cstdint>
#include <set>
#include <string>

namespace umpire::crt {

// The after-action report: one self-contained HTML file (no external files, scripts or fonts), turn
// by turn, with a casualty chart as inline SVG. BadInput when the journal is for another ruleset,
// BadData (naming the event) when the journal does not replay. The events are read back whole from
// the journal's file; the state at each turn's end comes from one replay. Each report is as
// `viewer` may see it (the referee's, whole, unless told otherwise): for any other, without the
// dice's seed.
Result<std::string> exportHtml(const Journal &journal, const Ruleset &ruleset,
                               const Viewer &viewer = Viewer::referee());

// One row per event: seq,time,kind,turn,counts (no when undone),summary,data (the data as compact
// JSON), RFC 4180 quoting and CRLF line ends, with a header row. A text cell that starts like a
// spreadsheet formula (=, +, -, @, tab or carriage return) starts with an apostrophe. BadData when
// the events cannot be read back from the file.
Result<std::string> exportCsv(const Journal &journal, const Viewer &viewer = Viewer::referee());

// {"header", "events", "final": <GameState JSON>, "problems", "turns": casualties at each turn's
// end}: everything `viewer` may see, for other tools. Fails as exportHtml does.
Result<std::string> exportJson(const Journal &journal, const Ruleset &ruleset,
                               const Viewer &viewer = Viewer::referee());

// The same three reports written to `sink` as they go: the events are read back from the file in
// batches, so the memory they take does not grow with the journal's length. On a
// failure, what was written before it is not the whole report.
Result<Ok> writeHtml(const Journal &journal, const Ruleset &ruleset, const Viewer &viewer,
                     const ReportSink &sink);
Result<Ok> writeCsv(const Journal &journal, const Viewer &viewer, const ReportSink &sink);
// The CSV in one pass over the events, given those an undo or redo compensates now
// (GameState::undone at the journal's end, compensatedEvents()): no digest is read.
Result<Ok> writeCsv(const Journal &journal, const std::set<std::uint64_t> &compensated,
                    const Viewer &viewer, const ReportSink &sink);
Result<Ok> writeJson(const Journal &journal, const Ruleset &ruleset, const Viewer &viewer,
                     const ReportSink &sink);

} // namespace umpire::crt
