#include "output.h"

#include <iomanip>
#include <sstream>

namespace umpire::cli {

using namespace umpire::crt;

namespace {

std::string ids(const std::vector<std::string> &units)
{
    std::string out;
    for (const std::string &u : units)
        out += (out.empty() ? "" : ", ") + u;
    return out;
}

std::string capitalized(std::string text)
{
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

} // namespace

void printSteps(std::ostream &out, const Explanation &explanation)
{
    std::size_t width = 0;
    for (const Step &step : explanation.steps)
        width = std::max(width, step.rule.size());
    for (const Step &step : explanation.steps) {
        out << "  " << std::left << std::setw(static_cast<int>(width)) << step.rule << "  "
            << step.text;
        if (!step.before.empty())
            out << ": " << step.before << " -> " << step.after;
        else if (!step.after.empty())
            out << ": " << step.after;
        out << "\n";
    }
}

void printUnverified(std::ostream &out, const Explanation &explanation)
{
    for (const UnverifiedUse &use : explanation.unverified) {
        out << "\nUNVERIFIED: this used " << use.text
            << ", a stand-in not checked against the printed game.\n";
        if (!use.source.empty())
            out << "  Source: " << use.source << "\n";
        if (!use.userAction.empty())
            out << "  " << use.userAction << "\n";
    }
}

void printCombat(std::ostream &out, const CombatOutcome &o, const Ruleset &ruleset)
{
    out << ruleset.name << ": combat\n";
    printSteps(out, o.explanation);
    out << "\n";
    if (o.result.empty()) {
        out << "Column " << o.column << " (no die rolled)\n";
    } else {
        out << "Result: " << o.result << " (" << o.resultName << ") on the " << o.column
            << " column";
        if (o.automatic)
            out << ", automatic";
        else if (o.roll)
            out << ", die " << o.roll->describe();
        out << "\n";
        if (o.effectiveResult != o.result)
            out << "Applied as: " << o.effectiveResult << "\n";
    }
    for (const Obligation &ob : o.obligations)
        out << "  " << capitalized(ob.side) << ": " << ob.text << " (" << ob.rule << ")\n";
    if (!o.exchangeOptions.empty()) {
        out << "  Exchange choices (printed strength to lose: " << o.exchangeLoss
            << "), best first:\n";
        for (std::size_t i = 0; i < o.exchangeOptions.size(); ++i) {
            const ExchangeOption &x = o.exchangeOptions[i];
            out << "    " << i + 1 << ". " << ids(x.units) << ": strength " << x.strength
                << ", excess " << x.excess << "\n";
        }
    }
    if (!o.chances.empty()) {
        out << "\nChances on each column (" << ruleset.dieFaces << "-sided die):\n";
        for (const ColumnChances &c : o.chances) {
            out << (c.chosen ? "  > " : "    ") << std::left << std::setw(12) << c.column;
            for (const auto &share : c.shares) {
                std::ostringstream pct;
                pct << std::fixed << std::setprecision(1) << 100.0 * share.faces / ruleset.dieFaces;
                out << "  " << (share.code == "-" ? "no effect" : share.code) << " " << share.faces
                    << "/" << ruleset.dieFaces << " (" << pct.str() << "%)";
            }
            out << "\n";
        }
    }
    printUnverified(out, o.explanation);
}

void printMorale(std::ostream &out, const MoraleOutcome &o)
{
    printSteps(out, o.explanation);
    out << "\n";
    for (const ArmyMorale &a : o.armies) {
        out << a.name << ": casualties " << a.after;
        if (a.demoralizationLevel)
            out << " / demoralization " << *a.demoralizationLevel;
        if (a.disintegrationLevel)
            out << " / disintegration " << *a.disintegrationLevel;
        out << " -> "
            << (a.disintegrated       ? "DISINTEGRATED"
                : a.demoralized       ? "DEMORALIZED"
                : a.demoralizedBefore ? "recovered"
                                      : "steady")
            << "\n";
        for (const std::string &effect : a.effects)
            out << "  " << effect << "\n";
    }
    printUnverified(out, o.explanation);
}

void printVictory(std::ostream &out, const VictoryOutcome &o)
{
    printSteps(out, o.explanation);
    out << "\n";
    if (o.status == "won")
        out << (o.automatic ? "Automatic victory: " : "Victory: ") << o.winner
            << (o.level.empty() ? "" : " (" + o.level + ")") << "\n";
    else if (o.status == "draw")
        out << "Draw\n";
    else
        out << "Undecided: play on\n";
    printUnverified(out, o.explanation);
}

void printArchery(std::ostream &out, const ArcheryOutcome &o)
{
    printSteps(out, o.explanation);
    out << "\n"
        << (o.hit ? "Hit" : "No effect") << ": the target is "
        << (o.disorganized ? "disorganized" : "unharmed") << "\n";
}

void printReorganization(std::ostream &out, const ReorganizationOutcome &o)
{
    printSteps(out, o.explanation);
    out << "\n"
        << (o.reorganized ? "Reorganized: flip the unit to its ordered side" : "Still disordered")
        << "\n";
}

} // namespace umpire::cli
