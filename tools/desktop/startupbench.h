#pragma once

class MainWindow;

// umpire-bench's desktop cold start (docs/performance.md): once the window is shown and painted,
// prints `{"shown": true, "hwmKb": N}` (the peak resident memory) and quits. The bench times the
// process up to that line.
void reportStartupWhenShown(MainWindow *window);
// The baseline: the same for an empty QMainWindow of the same size, which is what Qt itself costs.
int runStartupBaseline();
