#pragma once

#include "result.h"

#include <string>
#include <vector>

namespace umpire::bench {

// The players' view with many pages open (umpire-bench, docs/performance.md): `umpire
// --serve` of a new demonstration game on a loopback address, `pages` WebSockets open on its views
// (the table's and the two players', in turn), then `appends` events journaled one at a time by
// this process, each timed from its append (synced) to the moment every page has the game after
// it. The baseline: a WebSocket ping answered on every page, the same pages, in the same rounds.
struct ViewsBenchFigures
{
    int pages = 0;
    std::vector<double> updateMs;  // an append to every page updated
    std::vector<double> pingMs;    // every page's ping answered
    double startMiB = 0;           // the server's resident memory once started, no page open
    double residentMiB = 0;        // and at the end, every page open
    double peakMiB = 0;            // its peak (VmHWM) at the end
    std::size_t documentBytes = 0; // the table's view as a page receives it
};
Result<ViewsBenchFigures> runViewsBenchmark(const std::string &umpire, const std::string &rulesdata,
                                            const std::string &dir, int pages, int appends);

} // namespace umpire::bench
