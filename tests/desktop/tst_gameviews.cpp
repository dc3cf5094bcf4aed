// The views of a chart game (charts, armies panel, log) follow each action by what it
// changed, and show what recomputing them from the journal shows: the casualties at each turn's end
// replayed (Game::stateAt), the victory judged from the whole journal (judgeGameVictory), a row per
// event struck out when it is undone. After every action, undo and redo, offscreen.
#include "armypanel.h"
#include "chartsview.h"
#include "crtevents.h"
#include "datatext.h"
#include "gamesession.h"
#include "logview.h"
#include "sessionacts.h"
#include "turntrack.h"

#include "game.h"
#include "victory.h"

#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <memory>

using nlohmann::json;
using umpire::EventKind;
using umpire::JournalEvent;
using umpire::Result;
namespace crt = umpire::crt;

namespace {

// The charts' series as they were drawn before the scoreboard: each turn's end replayed.
QString replayedSeries(const crt::Game &game)
{
    const crt::GameState &now = game.state();
    QString out;
    for (const crt::SideState &side : now.sides) {
        out += dataText(side.name) + ":";
        for (const JournalEvent &e : game.journal().digests())
            if (e.kind == umpire::crt::kinds::TurnAdvanced && !now.undone.count(e.seq))
                if (Result<crt::GameState> end = game.stateAt(e.seq - 1))
                    out += " " + QString::number(end->side(side.name)->casualties);
        out += " " + QString::number(side.casualties) + "; ";
    }
    return out;
}

QString shownSeries(const CasualtyChart *chart)
{
    QString out;
    for (const CasualtyChart::Series &s : chart->series()) {
        out += s.side + ":";
        for (int v : s.values)
            out += " " + QString::number(v);
        out += "; ";
    }
    return out;
}

// What the armies panel says of a judgement (its status line).
QString statusOf(const crt::GameVictory &v)
{
    const crt::VictoryOutcome &o = v.outcome;
    QString text = o.status == "won" ? (o.automatic ? QStringLiteral("Automatic victory: %1")
                                                    : QStringLiteral("Victory: %1"))
                                           .arg(dataText(o.winner))
                   : o.status == "draw" ? QStringLiteral("A draw")
                                        : QStringLiteral("Undecided");
    if (!o.level.empty())
        text += QStringLiteral(" · ") + dataText(o.level);
    if (v.decidedAt > 0)
        text += QStringLiteral(" · decided at event %1").arg(v.decidedAt);
    return text;
}

} // namespace

class TestGameViews : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void theViewsFollowEachActionUndoAndRedo();
    void theLogNamesEachEventsSideAndFiltersByArmy();

  private:
    // The views against the journal, after `what`.
    void check(const QString &what);

    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<ArmyPanel> m_armies;
    std::unique_ptr<ChartsView> m_charts;
    std::unique_ptr<LogView> m_log;
};

void TestGameViews::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings go to a test folder, never the user's
}

void TestGameViews::check(const QString &what)
{
    const crt::Game &game = m_session->game();
    // The charts: each turn's end and now, per side.
    const auto *chart = m_charts->findChild<CasualtyChart *>(QStringLiteral("casualtyChart"));
    QVERIFY(chart);
    QVERIFY2(shownSeries(chart) == replayedSeries(game),
             qPrintable(what + ": the chart shows " + shownSeries(chart) + " instead of " +
                        replayedSeries(game)));
    // The dice: the rolls that count, and those an undo voided.
    int counting = 0, voided = 0;
    for (const crt::RollRecord &r : game.state().rolls)
        (r.voided ? voided : counting) += 1;
    const QString dice = m_charts->findChild<QLabel *>(QStringLiteral("diceSummary"))->text();
    QVERIFY2(counting == 0
                 ? dice == QStringLiteral("No die rolled yet.")
                 : dice.startsWith(QStringLiteral("Rolls that count: %1 (").arg(counting)) &&
                       dice.contains(QStringLiteral("%1 more voided").arg(voided)),
             qPrintable(what + ": " + dice));
    // The armies panel: the victory judged from the whole journal, and were the referee to end it.
    Result<crt::GameVictory> judged =
        crt::judgeGameVictory(game.journal().digests(), game.ruleset());
    QVERIFY(judged.ok());
    const auto *status = m_armies->findChild<QLabel *>(QStringLiteral("victoryStatus"));
    QVERIFY(status);
    QVERIFY2(status->text() == statusOf(*judged),
             qPrintable(what + ": the panel says " + status->text() + " instead of " +
                        statusOf(*judged)));
    const auto *ifEnded = m_armies->findChild<QLabel *>(QStringLiteral("victoryIfEnded"));
    if (judged->outcome.status == "undecided" && game.state().turns.empty()) {
        Result<crt::GameVictory> ended =
            crt::judgeGameVictory(game.journal().digests(), game.ruleset(), std::nullopt, true);
        QVERIFY(ended.ok() && ifEnded);
        QVERIFY2(ifEnded->text().endsWith(statusOf(*ended)), qPrintable(what));
    } else {
        QVERIFY2(!ifEnded, qPrintable(what));
    }
    // The log: a row per event, struck out when it is undone, the turns it holds to filter by.
    const LogModel *rows = static_cast<const LogModel *>(m_log->filter()->sourceModel());
    QCOMPARE(rows->rowCount(), static_cast<int>(game.journal().size()));
    std::set<int> turns;
    for (int i = 0; i < rows->rowCount(); ++i) {
        QVERIFY2(rows->row(i).counts == !game.state().undone.count(rows->row(i).seq),
                 qPrintable(what + QStringLiteral(": row %1").arg(i)));
        turns.insert(rows->row(i).turn);
    }
    const auto *turnFilter = m_log->findChild<QComboBox *>(QStringLiteral("turnFilter"));
    QCOMPARE(turnFilter->count(), static_cast<int>(turns.size()) + 1); // and "every turn"
}

// An NLB game without a turn record, played to NLB 13.2's automatic victory, back and forth by
// undo and redo.
void TestGameViews::theViewsFollowEachActionUndoAndRedo()
{
    QTemporaryDir dir;
    m_session = std::make_unique<GameSession>(crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
    crt::GameSetup setup;
    setup.sides = json::parse(R"([{"name": "French", "demoralization": 10},
                                  {"name": "Prussian", "demoralization": 20}])");
    setup.orderOfBattle = json::parse(R"([
        {"id": "Ney", "side": "French", "corps": "I", "strength": 6, "type": "infantry"},
        {"id": "Lobau", "side": "French", "corps": "VI", "strength": 5, "type": "infantry"},
        {"id": "Zieten", "side": "Prussian", "corps": "I", "strength": 6, "type": "infantry"},
        {"id": "Pirch", "side": "Prussian", "corps": "II", "strength": 5, "type": "infantry"}])");
    setup.seed = 7;
    QVERIFY(m_session->create(dir.filePath("nlb.jsonl"), "nlb", setup).ok());
    m_armies = std::make_unique<ArmyPanel>(m_session.get());
    m_charts = std::make_unique<ChartsView>(m_session.get());
    m_log = std::make_unique<LogView>(m_session.get());
    check(QStringLiteral("the set-up"));
    auto eliminate = [this](const char *unit) {
        return [this, unit] {
            return umpire::test::record(*m_session, umpire::crt::kinds::UnitEliminated,
                                        {{"unit", unit}})
                .ok();
        };
    };
    auto undo = [this] {
        m_session->undo();
        return true;
    };
    auto redo = [this] {
        m_session->redo();
        return true;
    };
    const std::vector<std::pair<QString, std::function<bool()>>> actions = {
        {"the first turn", [this] { return umpire::test::next(*m_session).ok(); }},
        {"Zieten eliminated", eliminate("Zieten")},
        {"a note",
         [this] {
             return umpire::test::record(*m_session, EventKind::Note, {{"text", "n"}}).ok();
         }},
        {"a die", [this] { return umpire::test::roll(*m_session, 4).ok(); }},
        {"undo the die", undo},
        {"another die", [this] { return umpire::test::roll(*m_session, 2).ok(); }},
        {"the next phase", [this] { return umpire::test::next(*m_session).ok(); }},
        {"turn 2",
         [this] {
             return m_session->act({{"action", "turn"}}).ok();
         }},
        {"Ney eliminated", eliminate("Ney")},
        {"undo Ney", undo},
        {"undo turn 2", undo},
        {"redo turn 2", redo},
        {"redo Ney", redo},
        {"turn 3",
         [this] {
             return m_session->act({{"action", "turn"}}).ok();
         }},
        {"Lobau eliminated: the French are demoralized (NLB 13.2)", eliminate("Lobau")},
        {"Pirch eliminated after it", eliminate("Pirch")},
        {"undo Pirch", undo},
        {"undo Lobau", undo},
        {"redo Lobau", redo}};
    for (const auto &[what, action] : actions) {
        QVERIFY2(action(), qPrintable(what));
        check(what);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(m_armies->findChild<QLabel *>(QStringLiteral("victoryStatus"))
                ->text()
                .startsWith(QStringLiteral("Automatic victory: Prussian")));
    m_log.reset();
    m_charts.reset();
    m_armies.reset();
    m_session.reset();
}

// The log's Side column names the side of the units an event concerns (a retreat carried out is
// its unit's side's, not "attacker"), and the side filter keeps the phases of the player who
// commands that army (NLB: the Allied player's phases are the Prussians').
void TestGameViews::theLogNamesEachEventsSideAndFiltersByArmy()
{
    QTemporaryDir dir;
    m_session = std::make_unique<GameSession>(crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
    QVERIFY(m_session->createFromScenario(dir.filePath("log.jsonl"), "nlb-demo").ok());
    m_log = std::make_unique<LogView>(m_session.get());
    QVERIFY(umpire::test::next(*m_session).ok()); // French Movement
    QVERIFY(umpire::test::next(*m_session).ok()); // French Combat
    // Habert attacks Steinmetz, 1-1, die 4: Ar; his retreat carried out.
    QVERIFY(m_session
                ->act({{"action", "combat"},
                       {"request",
                        {{"attackers", {{{"id", "Habert"}}}},
                         {"defenders", {{{"id", "Steinmetz"}}}},
                         {"die", 4}}}})
                .ok());
    json retreat;
    for (const json &a : m_session->module()->legalActions(umpire::Viewer::referee()))
        if (a.value("action", "") == "apply" && a.value("kind", "") == "retreat")
            retreat = {{"action", "apply"},
                       {"combat", a["combat"]},
                       {"kind", "retreat"},
                       {"units", a["units"]},
                       {"to", a["to"].front()}};
    QVERIFY2(!retreat.is_null(), "no retreat to carry out");
    QVERIFY(m_session->act(retreat).ok());
    // Allied Movement, the other attacks the rules oblige left to the referee.
    QVERIFY(m_session->act({{"action", "next"}, {"override", "not this test"}}).ok());
    QAbstractItemModel *rows = m_log->table()->model();
    const auto sideOfLast = [&](EventKind kind) {
        QString side;
        for (int r = 0; r < rows->rowCount(); ++r)
            if (rows->index(r, LogModel::What)
                    .data()
                    .toString()
                    .contains(kind == umpire::crt::kinds::CombatApplied ? QStringLiteral("Habert")
                                                                        : QStringLiteral("Allied")))
                side = rows->index(r, LogModel::Side).data().toString();
        return side;
    };
    QCOMPARE(sideOfLast(umpire::crt::kinds::CombatApplied), QStringLiteral("French"));
    auto *filter = m_log->findChild<QComboBox *>(QStringLiteral("sideFilter"));
    QVERIFY(filter);
    filter->setCurrentIndex(filter->findData(QStringLiteral("Prussian")));
    bool alliedPhase = false, frenchRow = false;
    for (int r = 0; r < rows->rowCount(); ++r) {
        const QString side = rows->index(r, LogModel::Side).data().toString();
        alliedPhase = alliedPhase || side == QStringLiteral("Allied");
        frenchRow = frenchRow || side == QStringLiteral("French");
    }
    QVERIFY2(alliedPhase, "the Allied player's phase is not shown under Prussian");
    QVERIFY(!frenchRow);
    // The turn track names the Allied player's army in this game.
    TurnTrack track(m_session.get());
    QCOMPARE(track.findChild<QLabel *>(QStringLiteral("phase"))->text(),
             QStringLiteral("Allied Movement (Prussian)"));
    m_log.reset();
    m_session.reset();
}

QTEST_MAIN(TestGameViews)
#include "tst_gameviews.moc"
