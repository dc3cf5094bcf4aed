#pragma once

class MainWindow;
class QString;

// umpire-bench's desktop action (docs/performance.md): opens a copy of the journal
// `file` in the main window (shown, offscreen in the bench), then times `actions` actions of the
// referee as the app does them through its GameSession (a unit eliminated from the armies panel's
// menu, a note, the unit rallied, a die rolled on the table, in turn), each until its views have
// taken it and the window has painted it. The baseline is the same actions' Game::append alone, on
// another copy of the same journal opened as a bare game. Prints one JSON line,
// `{"events", "actionMs": [...], "baselineMs": [...]}`, and returns the exit code (1: an action
// failed, with the reason on stderr).
int runActionBench(MainWindow *window, const QString &file, int actions);
