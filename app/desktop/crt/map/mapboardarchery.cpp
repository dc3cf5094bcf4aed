// The board's archery and reorganization: BMW 6 (the archers' fire, the active player's then the
// inactive player's defensive fire) and BMW 11.1 (each disordered unit's roll), played by clicks.
// What may fire at whom, and who must roll, is the engine's (its legal actions); the board offers
// it and journals the module's "fire" and "reorganize" actions.
#include "datatext.h"
#include "gamesession.h"
#include "maparchery.h"
#include "mapboard.h"
#include "mapview.h"

#include <QCheckBox>
#include <QSpinBox>
#include <QTextBrowser>

using namespace umpire;
using namespace umpire::crt;

namespace {

QString names(const nlohmann::json &ids)
{
    QStringList out;
    for (const nlohmann::json &id : ids)
        if (id.is_string())
            out << QString::fromStdString(id.get<std::string>());
    return out.join(QStringLiteral(", "));
}

bool lists(const nlohmann::json &ids, const std::string &id)
{
    return ids.is_array() && std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The die an answer says was rolled: {"value": 4, ...}.
int dieOf(const nlohmann::json &roll)
{
    return roll.is_object()           ? roll.value("value", 0)
           : roll.is_number_integer() ? roll.get<int>()
                                      : 0;
}

} // namespace

std::vector<nlohmann::json> MapBoard::offeredActions(const char *name) const
{
    std::vector<nlohmann::json> out;
    if (!m_session || !m_session->hasGame())
        return out;
    for (const nlohmann::json &a : m_session->module()->legalActions(Viewer::referee()))
        if (a.value("action", "") == name)
            out.push_back(a);
    return out;
}

std::optional<nlohmann::json> MapBoard::dieGiven()
{
    if (m_die->value() > 0)
        return nlohmann::json(m_die->value());
    if (m_rollForMe->isChecked())
        return nlohmann::json(); // the game's dice
    return std::nullopt;
}

// BMW 6.3: a click on an archer that may fire chooses it; a click on one of its targets fires.
void MapBoard::clickInArchery(Hex hex)
{
    const std::vector<nlohmann::json> archers = offeredActions("fire");
    std::vector<std::string> here;
    for (int i : m_positions->at(hex))
        here.push_back(m_positions->units[std::size_t(i)].id);
    if (here.empty())
        return;
    m_result.clear();
    for (const nlohmann::json &a : archers)
        if (a.value("unit", "") == m_unit.toStdString())
            for (const std::string &id : here)
                if (lists(a["targets"], id)) {
                    m_defenders = {id};
                    fireFormed();
                    return;
                }
    for (const std::string &id : here)
        for (const nlohmann::json &a : archers)
            if (a.value("unit", "") == id) {
                m_defenders.clear();
                selectUnit(QString::fromStdString(id));
                return;
            }
    if (archers.empty()) {
        fail(tr("No archer may fire now (%1).")
                 .arg(QString::fromStdString(m_session->state().phase)));
        return;
    }
    if (m_unit.isEmpty() || std::none_of(archers.begin(), archers.end(), [&](const auto &a) {
            return a.value("unit", "") == m_unit.toStdString();
        })) {
        fail(tr("Click an archer that may fire first (green), then its target."));
        return;
    }
    // Not a target of the archer chosen: the engine says why (range, sight, an adjacent enemy).
    const Result<bool> judged = judgeArchery(m_session->state(), m_session->ruleset(), *m_map,
                                             m_unit.toStdString(), here.front());
    fail(judged ? tr("%1 may not fire at %2 now.").arg(m_unit, QString::fromStdString(here.front()))
                : errorText(judged.error()));
}

std::optional<nlohmann::json> MapBoard::actWithDie(nlohmann::json action)
{
    const std::optional<nlohmann::json> die = dieGiven();
    if (!die) {
        refresh(); // what is being rolled for and what it needs, then the die is asked for
        m_die->setFocus();
        return std::nullopt;
    }
    if (!die->is_null())
        action["die"] = *die;
    Result<ActOutcome> done = m_session->act(action);
    if (!done) {
        fail(errorText(done.error()));
        return std::nullopt;
    }
    m_defenders.clear();
    return done->event.data;
}

void MapBoard::fireFormed()
{
    if (!m_session || m_defenders.empty())
        return;
    const std::string target = m_defenders.front();
    const std::optional<nlohmann::json> journaled =
        actWithDie({{"action", "fire"}, {"unit", m_unit.toStdString()}, {"target", target}});
    if (!journaled)
        return;
    m_result =
        (journaled->value("hit", false) ? tr("%1 fires at %2: die %3, hit: %2 is Disordered (%4)")
                                        : tr("%1 fires at %2: die %3, no effect (%4)"))
            .arg(m_unit, QString::fromStdString(target))
            .arg(dieOf(journaled->value("roll", nlohmann::json())))
            .arg(QString::fromStdString(journaled->value("rule", std::string("BMW 6.2"))));
    refresh();
}

void MapBoard::showArchery()
{
    const std::vector<nlohmann::json> archers = offeredActions("fire");
    std::vector<Hex> ready, targets, aimed;
    QStringList lines;
    const nlohmann::json *chosen = nullptr;
    for (const nlohmann::json &a : archers) {
        const std::string id = a.value("unit", "");
        if (const MapUnit *u = m_positions ? m_positions->unit(id) : nullptr)
            ready.push_back(u->hex);
        if (id == m_unit.toStdString())
            chosen = &a;
        lines << (a.value("defensive", false) ? tr("%1 may fire defensively at %2 (%3)")
                                              : tr("%1 may fire at %2 (%3)"))
                     .arg(QString::fromStdString(id), names(a["targets"]),
                          QString::fromStdString(a.value("rule", std::string())));
    }
    if (chosen)
        for (const nlohmann::json &t : (*chosen)["targets"])
            if (const MapUnit *u = m_positions->unit(t.get<std::string>()))
                targets.push_back(u->hex);
    for (const std::string &id : m_defenders)
        if (const MapUnit *u = m_positions ? m_positions->unit(id) : nullptr)
            aimed.push_back(u->hex);
    m_view->setReachable(ready);
    m_view->setRetreats(targets);
    m_view->setDefending(aimed);
    if (const MapUnit *u =
            chosen && m_positions ? m_positions->unit(m_unit.toStdString()) : nullptr)
        m_view->setAttacking({u->hex});
    QString next;
    if (!m_defenders.empty() && chosen)
        next = tr("%1 fires at %2: a die of %3 or less hits (BMW 6.2). Enter the die rolled on "
                  "the table and press Enter, or tick “Roll it for me” and click the target.")
                   .arg(m_unit, QString::fromStdString(m_defenders.front()))
                   .arg(m_session->state().units.at(m_unit.toStdString()).fire);
    else if (chosen)
        next = tr("%1 chosen: click its target (orange).").arg(m_unit);
    else if (!lines.isEmpty())
        next = tr("Click an archer (green), then its target: the active player's archers first, "
                  "then the inactive player's defensive fire (BMW 6.1).");
    else
        next = tr("No archer may fire now: go on to the next phase.");
    if (!lines.isEmpty())
        next += QStringLiteral("\n- ") + lines.join(QStringLiteral("\n- "));
    m_text->setPlainText((m_result.isEmpty() ? QString() : m_result + QStringLiteral("\n\n")) +
                         next);
}

// BMW 11.1: a click on a disordered counter that still rolls rolls for it.
void MapBoard::clickToReorganize(Hex hex)
{
    std::vector<std::string> due;
    for (const nlohmann::json &a : offeredActions("reorganize"))
        due.push_back(a.value("unit", ""));
    m_result.clear();
    for (int i : m_positions->at(hex)) {
        const std::string &id = m_positions->units[std::size_t(i)].id;
        if (std::find(due.begin(), due.end(), id) != due.end()) {
            m_unit = QString::fromStdString(id);
            m_defenders = {id};
            reorganizeFormed();
            return;
        }
    }
    if (!m_positions->at(hex).empty())
        fail(due.empty()
                 ? tr("No unit rolls to reorganize now.")
                 : tr("%1 does not roll to reorganize: click a highlighted counter.")
                       .arg(QString::fromStdString(
                           m_positions->units[std::size_t(m_positions->at(hex).front())].id)));
}

void MapBoard::reorganizeFormed()
{
    if (!m_session || m_defenders.empty())
        return;
    const std::string unit = m_defenders.front();
    const std::optional<nlohmann::json> journaled =
        actWithDie({{"action", "reorganize"}, {"unit", unit}});
    if (!journaled)
        return;
    m_result =
        (journaled->value("reorganized", false) ? tr("%1 rolls %2: reorganized (BMW 11.1)")
                                                : tr("%1 rolls %2: still Disordered (BMW 11.1)"))
            .arg(QString::fromStdString(unit))
            .arg(dieOf(journaled->value("roll", nlohmann::json())));
    refresh();
}

void MapBoard::showReorganization()
{
    std::vector<Hex> due;
    QStringList units;
    for (const nlohmann::json &a : offeredActions("reorganize")) {
        const std::string id = a.value("unit", "");
        units << QString::fromStdString(id);
        if (const MapUnit *u = m_positions ? m_positions->unit(id) : nullptr)
            due.push_back(u->hex);
    }
    m_view->setRetreats(due);
    QString next;
    if (!m_defenders.empty())
        next = tr("%1 rolls to reorganize: 5 or 6, one less next to an enemy, plus a stacked "
                  "leader's value (BMW 11.1). Enter the die rolled on the table and press Enter, "
                  "or tick “Roll it for me” and click the counter.")
                   .arg(QString::fromStdString(m_defenders.front()));
    else if (!units.isEmpty())
        next = tr("Roll to reorganize each disordered unit before the phase ends (BMW 11.1): %1. "
                  "Click a highlighted counter.")
                   .arg(units.join(QStringLiteral(", ")));
    else
        next = tr("No unit rolls to reorganize now.");
    m_text->setPlainText((m_result.isEmpty() ? QString() : m_result + QStringLiteral("\n\n")) +
                         next);
}
