// The tests' scoring of a located picture against a generated scene's truth.
#pragma once

#include "locator.h"
#include "scenegenerator.h"

#include <QStringList>

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace umpire::vision::test {

struct Score
{
    int visible = 0, placed = 0, unsure = 0;
    QStringList phantoms, wrongHex, missed;
};

// Compares a located result with the truth: counters marker -> (hex, visible).
inline Score score(const LocateResult &r, const std::map<int, std::pair<std::string, bool>> &truth)
{
    Score s;
    std::set<int> reported;
    for (const auto &[marker, t] : truth)
        s.visible += t.second ? 1 : 0;
    for (const CounterRead &c : r.counters) {
        reported.insert(c.marker);
        auto it = truth.find(c.marker);
        if (it == truth.end() || !it->second.second)
            s.phantoms << QString::number(c.marker);
        else if (it->second.first != c.hexId)
            s.wrongHex << QStringLiteral("%1 in %2 (truth %3)")
                              .arg(c.marker)
                              .arg(QString::fromStdString(c.hexId),
                                   QString::fromStdString(it->second.first));
        else
            ++s.placed;
    }
    for (const CounterRead &c : r.nearHand) {
        reported.insert(c.marker);
        auto it = truth.find(c.marker);
        if (it != truth.end() && it->second.second)
            ++s.unsure; // visible, but left unsure next to a hand
    }
    for (const auto &[marker, t] : truth)
        if (t.second && !reported.count(marker))
            s.missed << QString::number(marker);
    return s;
}

inline std::map<int, std::pair<std::string, bool>>
truthOf(const std::vector<SceneCounter> &counters)
{
    std::map<int, std::pair<std::string, bool>> t;
    for (const SceneCounter &c : counters)
        t[c.marker] = {c.hex, c.visible};
    return t;
}

} // namespace umpire::vision::test
