// Journal export: the after-action report as one self-contained HTML file with an
// inline SVG casualty chart, and CSV and JSON of the events. The game below is a short NLB battle
// played through Game: a physical and a generated combat, an undone combat (its roll voided), a
// note written to break the HTML, a turn advance into night, an override, an undone roll and a
// third turn; its casualties at each turn's end are 0/4, 3/4 and 3/7 (French/Prussian).

#include "crtevents.h"
#include "crtmodule.h"
#include "eventsummary.h"
#include "game.h"
#include "journalexport.h"
#include "testsupport.h"
#include "vvevents.h"

#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest/QtTest>

#include <fstream>
#include <memory>
#include <optional>
#include <random>

namespace QTest {
// nlohmann::json in a failed QCOMPARE shows as its JSON text.
template <> inline char *toString(const nlohmann::json &value)
{
    return qstrdup(value.dump().c_str());
}
} // namespace QTest

using namespace umpire;
using namespace umpire::crt;
using umpire::test::allEvents;
using umpire::test::q;

namespace {

const char *const injectedNote =
    "<script>alert(\"pwned\")</script> \"&<>\", a comma,\nand a second line";

std::shared_ptr<const Ruleset> nlbRuleset()
{
    return std::make_shared<const Ruleset>(umpire::test::shippedRuleset("nlb"));
}

CombatRequest requestFrom(const char *text)
{
    Result<CombatRequest> request = CombatRequest::fromJson(nlohmann::json::parse(text));
    if (!request)
        qFatal("bad test request %s: %s", text, request.error().message.c_str());
    return *request;
}

// The escaping a reader expects of any HTML: the five characters that could start markup or end an
// attribute.
QString escaped(const nlohmann::json &value)
{
    QString out;
    for (const QChar c : q(value.is_string() ? value.get<std::string>() : value.dump())) {
        if (c == '&')
            out += "&amp;";
        else if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '"')
            out += "&quot;";
        else if (c == '\'')
            out += "&#39;";
        else
            out += c;
    }
    return out;
}

// The list item of event `seq`: from its <li> to the next event's (or the end of its turn's list).
QString eventItem(const QString &html, std::uint64_t seq)
{
    const int id = html.indexOf(QString("id=\"e%1\"").arg(seq));
    if (id < 0)
        return {};
    const int start = html.lastIndexOf("<li class=\"event", id);
    int end = html.indexOf("<li class=\"event", id);
    const int listEnd = html.indexOf("</ol>", id);
    if (end < 0 || (listEnd >= 0 && listEnd < end))
        end = listEnd;
    return html.mid(start, end - start);
}

// RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks.
QList<QStringList> parseCsv(const QString &text, bool *wellFormed)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false, inQuotes = false;
    *wellFormed = true;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (inQuotes) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                inQuotes = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            if (!field.isEmpty() || quoted)
                *wellFormed = false; // a quote inside an unquoted field
            inQuotes = quoted = true;
        } else if (c == ',') {
            row << field;
            field.clear();
            quoted = false;
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
            quoted = false;
            ++i;
        } else if (c == '\n' || c == '\r') {
            *wellFormed = false; // a bare line break outside quotes
        } else {
            field += c;
        }
    }
    if (inQuotes || !field.isEmpty() || !row.isEmpty())
        *wellFormed = false; // the last record must end with CRLF
    return rows;
}

struct Polyline
{
    QString side;
    QList<int> values;
    QList<QPoint> points;
};

} // namespace

class TestJournalExport : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();

    void summaryOfEachKind_data();
    void summaryOfEachKind();
    void summaryOfTheGamesOwnCombats();
    void summaryForEachViewer_data();
    void summaryForEachViewer();
    void diceSeedStaysWithTheReferee();

    void htmlHeaderNamesRulesetScenarioTitleAndCreated();
    void htmlTurnSectionsInOrderWithWeather();
    void htmlCombatShowsColumnDieResultStepsAndObligations();
    void htmlCombatShowsTheProvenanceOfItsRoll();
    void htmlFlagsTheUnverifiedNlbChart();
    void htmlStrikesThroughUndoneEventsAndMarksVoidedRolls();
    void htmlShowsOverridesAndNotes();
    void htmlShowsTheStrengthEachEliminationCost();
    void htmlShowsRedoneEventsAsCountingAgain();
    void exportOfAJournalWithNoEvents();
    void htmlEscapesEverythingFromTheJournal_data();
    void htmlEscapesEverythingFromTheJournal();
    void htmlNeedsNoExternalFile();
    void htmlFinalStateMatchesReplay();
    void svgChartIsWellFormedWithOneLinePerSide();
    void svgChartValuesMatchReplayAtEachTurnEnd();
    void htmlShowsTornLineProminently();
    void exportRefusesAnotherRuleset();

    void csvHasHeaderAndOneRowPerEvent();
    void csvQuotesCommasQuotesAndNewlines();
    void csvMarksUndoneEventsAndTheirTurn();
    void csvCellsNeverStartLikeFormulas();

    void jsonParsesAndFinalEqualsReplay();
    void jsonCarriesProblemsAndTurns();

    void turnEndsFromOneReplayAreThoseOfReplayingEachTurn();
    void reportsAreWrittenAsTheyGo();

  private:
    QString html() const { return q(m_html); }
    std::uint64_t seqOf(EventKind kind, int nth = 0) const;

    QTemporaryDir m_dir;
    std::optional<Game> m_game;
    std::string m_html;
    std::vector<std::uint64_t> m_turnEnds; // the last event of turns 0, 1 and 2
    std::uint64_t m_physicalCombat = 0, m_generatedCombat = 0, m_undoCombat = 0, m_lastCombat = 0;
    std::uint64_t m_note = 0, m_override = 0, m_roll = 0, m_undoRoll = 0;
};

std::uint64_t TestJournalExport::seqOf(EventKind kind, int nth) const
{
    for (const JournalEvent &e : allEvents(m_game->journal()))
        if (e.kind == kind && nth-- == 0)
            return e.seq;
    return 0;
}

void TestJournalExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    GameSetup setup;
    setup.title = "Ligny <i>afternoon</i> & \"evening\"";
    setup.scenario = "ligny";
    setup.seed = 42;
    setup.sides = nlohmann::json::parse(R"([{"name": "French", "demoralization": 20},
                                            {"name": "Prussian", "demoralization": 15}])");
    setup.orderOfBattle = nlohmann::json::parse(R"([
        {"id": "A1", "side": "French", "strength": 6, "type": "infantry"},
        {"id": "A2", "side": "French", "strength": 4, "type": "infantry"},
        {"id": "A3", "side": "French", "strength": 3, "type": "cavalry"},
        {"id": "P1", "side": "Prussian", "strength": 3, "type": "infantry"},
        {"id": "P2", "side": "Prussian", "strength": 4, "type": "infantry"},
        {"id": "P3", "side": "Prussian", "strength": 4, "type": "infantry"}])");
    setup.turns = nlohmann::json::parse(R"([{"turn": 1, "label": "7 PM", "weather": "clear"},
                                            {"turn": 2, "label": "8 PM", "weather": "clear"}])");
    Result<Game> created =
        Game::create((m_dir.path() + "/ligny.jsonl").toStdString(), nlbRuleset(), setup);
    QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
    m_game.emplace(std::move(created).value());
    Game &g = *m_game;

    // Turn 0: a physical 3-1, a loss, a generated 1-1 that is undone, and the note.
    QVERIFY(
        g.resolveCombat(requestFrom(R"({"ruleset": "nlb", "attackers": [{"id": "A1", "strength": 6},
        {"id": "A2", "strength": 4}, {"id": "A3", "strength": 3}], "defenders": [{"id": "P2", "strength": 4}], "die": 4})"))
            .ok());
    m_physicalCombat = allEvents(g.journal()).back().seq;
    QVERIFY(g.append(umpire::crt::kinds::UnitEliminated, {{"unit", "P2"}}).ok());
    QVERIFY(g.resolveCombat(
                 requestFrom(R"({"ruleset": "nlb", "attackers": [{"id": "A2", "strength": 4}],
        "defenders": [{"id": "P3", "strength": 4}]})"))
                .ok());
    m_generatedCombat = m_undoCombat = allEvents(g.journal()).back().seq;
    QVERIFY(g.undo().ok());
    QVERIFY(g.append(EventKind::Note, {{"text", injectedNote}}).ok());
    m_note = allEvents(g.journal()).back().seq;
    m_turnEnds.push_back(m_note);

    // Turn 1, night though the record says clear: a loss and an override.
    QVERIFY(g.advanceTurn("night").ok());
    QVERIFY(g.append(umpire::crt::kinds::UnitEliminated, {{"unit", "A3"}}).ok());
    QVERIFY(g.append(EventKind::Override, {{"what", "odds"},
                                           {"computed", "3-1"},
                                           {"imposed", "2-1"},
                                           {"why", "P2's <hex> was a town & we forgot"}})
                .ok());
    m_override = allEvents(g.journal()).back().seq;
    m_turnEnds.push_back(m_override);

    // Turn 2, its weather from the turn record: a mistyped roll undone (voided), a 2-1, a loss.
    QVERIFY(g.advanceTurn().ok());
    QVERIFY(g.roll(5).ok());
    m_roll = allEvents(g.journal()).back().seq;
    QVERIFY(g.undo().ok());
    m_undoRoll = allEvents(g.journal()).back().seq;
    QVERIFY(g.advance().ok()); // NLB 5.1: combat in the Combat Phase
    QVERIFY(g.resolveCombat(
                 requestFrom(R"({"ruleset": "nlb", "attackers": [{"id": "A1", "strength": 6}],
        "defenders": [{"id": "P1", "strength": 3, "terrain": "clear"}], "die": 1})"))
                .ok());
    m_lastCombat = allEvents(g.journal()).back().seq;
    QVERIFY(g.append(umpire::crt::kinds::UnitEliminated, {{"unit", "P1"}}).ok());
    m_turnEnds.push_back(allEvents(g.journal()).back().seq);

    QCOMPARE(g.journal().size(), std::size_t(15));
    QCOMPARE(g.state().side("French")->casualties, 3);
    QCOMPARE(g.state().side("Prussian")->casualties, 7);

    Result<std::string> report = exportHtml(g.journal(), g.ruleset());
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    m_html = *report;
    std::ofstream((m_dir.path() + "/report.html").toStdString())
        << m_html; // for a look when a row fails
}

void TestJournalExport::summaryOfEachKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("summary");

    QTest::newRow("combat with a physical die: column, die and result")
        << "combat.resolved"
        << QByteArray(
               R"({"request": {}, "outcome": {"column": "3-1", "die": 4, "roll": {"value": 4, "source": "physical"},
                         "result": "Dr", "effectiveResult": "Dr"}})")
        << "combat 3-1, die 4: Dr";
    QTest::newRow("combat with a generated die names its draw")
        << "combat.resolved"
        << QByteArray(
               R"({"request": {}, "outcome": {"column": "2-1", "die": 5, "roll": {"value": 5, "source": "generated",
                         "seed": 42, "draw": 3}, "result": "Ex", "effectiveResult": "Ex"}})")
        << "combat 2-1, die 5 (generated, draw 3): Ex";
    QTest::newRow("NLB 10.3 combat whose result a rule cancels shows what is in effect")
        << "combat.resolved"
        << QByteArray(
               R"({"request": {}, "outcome": {"column": "4-1", "die": 1, "result": "Dr", "effectiveResult": "no effect"}})")
        << "combat 4-1, die 1: Dr (in effect: no effect)";
    QTest::newRow("automatic combat has no die")
        << "combat.resolved"
        << QByteArray(
               R"({"request": {}, "outcome": {"column": "6-1", "automatic": true, "die": null, "result": "De"}})")
        << "combat 6-1, automatic: De";
    QTest::newRow("elimination with its strength")
        << "unit.eliminated" << QByteArray(R"({"unit": "A3", "strength": 5})")
        << "A3 eliminated (5)";
    QTest::newRow("elimination of an order-of-battle unit")
        << "unit.eliminated" << QByteArray(R"({"unit": "P2"})") << "P2 eliminated";
    QTest::newRow("reduction to a strength")
        << "unit.reduced" << QByteArray(R"({"unit": "A1", "strength": 3})") << "A1 reduced to 3";
    QTest::newRow("a rally names its unit")
        << "unit.rallied" << QByteArray(R"({"unit": "B7"})") << "B7 rallied";
    QTest::newRow("undo names its event")
        << "undo" << QByteArray(R"({"target": 7})") << "undo of event 7";
    QTest::newRow("redo names its undo")
        << "redo" << QByteArray(R"({"target": 9})") << "redo of undo 9";
    QTest::newRow("turn advance with its weather")
        << "turn.advanced" << QByteArray(R"({"turn": 2, "weather": "night"})") << "turn 2 (night)";
    QTest::newRow("turn advance with its label")
        << "turn.advanced" << QByteArray(R"({"turn": 3, "label": "14:00", "weather": "rain"})")
        << "turn 3, 14:00 (rain)";
    QTest::newRow("turn advance with its first phase")
        << "turn.advanced"
        << QByteArray(
               R"({"turn": 1, "weather": "clear", "step": 0, "phase": "Movement", "player": "French"})")
        << "turn 1 (clear): French Movement";
    QTest::newRow("phase advance with its player")
        << "phase.advanced" << QByteArray(R"({"phase": "Combat", "player": "French", "step": 1})")
        << "phase: French Combat";
    QTest::newRow("physical roll")
        << "roll" << QByteArray(R"({"value": 4, "source": "physical"})") << "roll 4 (physical die)";
    QTest::newRow("generated roll with seed and draw")
        << "roll" << QByteArray(R"({"value": 5, "source": "generated", "seed": 42, "draw": 3})")
        << "roll 5 (generated: seed 42, draw 3)";
    QTest::newRow("note on one line")
        << "note" << QByteArray(R"({"text": "first line\nsecond\tline"})")
        << "note: first line second line";
    QTest::newRow("override: computed, imposed, why")
        << "override"
        << QByteArray(
               R"({"what": "odds", "computed": "3-1", "imposed": "2-1", "why": "house rule"})")
        << "override of odds: computed 3-1, imposed 2-1 (house rule)";
    QTest::newRow("points gained are signed")
        << "points.changed" << QByteArray(R"({"side": "French", "delta": 3})")
        << "French points +3";
    QTest::newRow("cohesion lost is signed")
        << "cohesion.changed" << QByteArray(R"({"corps": "I", "delta": -2})") << "cohesion of I -2";
    QTest::newRow("game created: sides, units, seed")
        << "game.created"
        << QByteArray(
               R"({"sides": [{"name": "French"}, {"name": "Prussian"}], "orderOfBattle": [{"id": "A1"}, {"id": "P1"}], "seed": 42})")
        << "game created: French, Prussian; 2 units; seed 42";
    QTest::newRow("a field of an unexpected type is shown, not fatal")
        << "unit.eliminated" << QByteArray(R"({"unit": 12})") << "12 eliminated";
}

void TestJournalExport::summaryOfEachKind()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, data);
    QFETCH(QString, summary);
    vv::registerKinds(); // its rows hold a Vae Victis event, read by the chart games' texts
    JournalEvent event;
    event.seq = 1;
    const std::optional<EventKind> named = eventKindFromName(kind.toStdString());
    QVERIFY(named);
    event.kind = *named;
    event.data = nlohmann::json::parse(data.toStdString());
    QCOMPARE(q(summarizeEvent(event)), summary);
}

void TestJournalExport::summaryOfTheGamesOwnCombats()
{
    const auto &events = allEvents(m_game->journal());
    QCOMPARE(q(summarizeEvent(events[m_physicalCombat - 1])), QString("combat 3-1, die 4: Dr"));
    const nlohmann::json &roll = events[m_generatedCombat - 1].data["outcome"]["roll"];
    QCOMPARE(roll["source"].get<std::string>(), std::string("generated"));
    QCOMPARE(
        q(summarizeEvent(events[m_generatedCombat - 1])),
        QString("combat 1-1, die %1 (generated, draw 0): %2")
            .arg(roll["value"].get<int>())
            .arg(q(events[m_generatedCombat - 1].data["outcome"]["result"].get<std::string>())));
    QCOMPARE(q(summarizeEvent(events[m_undoCombat])),
             QString("undo of event %1").arg(m_undoCombat));
}

void TestJournalExport::summaryForEachViewer_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("referee");
    QTest::addColumn<QString>("table"); // everyone's, and each player's

    QTest::newRow("a generated roll: its seed for the referee, its draw for all")
        << "roll"
        << QByteArray(R"({"value": 5, "source": "generated", "seed": 918273645, "draw": 3})")
        << "roll 5 (generated: seed 918273645, draw 3)"
        << "roll 5 (generated, draw 3)";
    QTest::newRow("a physical roll is the same for all")
        << "roll" << QByteArray(R"({"value": 4, "source": "physical"})") << "roll 4 (physical die)"
        << "roll 4 (physical die)";
    QTest::newRow("a generated combat names its draw for all")
        << "combat.resolved"
        << QByteArray(
               R"({"request": {"seed": 918273645}, "outcome": {"column": "2-1", "die": 5, "roll": {"value": 5, "source": "generated",
                         "seed": 918273645, "draw": 3}, "result": "Ex", "effectiveResult": "Ex"}})")
        << "combat 2-1, die 5 (generated, draw 3): Ex"
        << "combat 2-1, die 5 (generated, draw 3): Ex";
    QTest::newRow("game created: the seed for the referee only")
        << "game.created"
        << QByteArray(
               R"({"sides": [{"name": "French"}, {"name": "Prussian"}], "orderOfBattle": [{"id": "A1"}, {"id": "P1"}], "seed": 918273645})")
        << "game created: French, Prussian; 2 units; seed 918273645"
        << "game created: French, Prussian; 2 units";
    QTest::newRow("an override quoting a generated roll quotes its draw for all")
        << "override"
        << QByteArray(
               R"x({"what": "die", "computed": "3 (generated: seed 918273645, draw 0)", "imposed": "4", "why": "house rule"})x")
        << "override of die: computed 3 (generated: seed 918273645, draw 0), imposed 4 (house rule)"
        << "override of die: computed 3 (generated, draw 0), imposed 4 (house rule)";
    QTest::newRow("an event shown as its data: without the seeds for all but the referee")
        << "vv.loss"
        << QByteArray(
               R"x({"corps": "I", "seed": 918273645, "steps": [{"text": "die 2 (generated: seed 918273645, draw 1)"}]})x")
        << R"x(vv.loss {"corps":"I","seed":918273645,"steps":[{"text":"die 2 (generated: seed 918273645, draw 1)"}]})x"
        << R"x(vv.loss {"corps":"I","steps":[{"text":"die 2 (generated, draw 1)"}]})x";
}

// The seed of the game's dice is the referee's: with it every generated roll could be foretold.
void TestJournalExport::summaryForEachViewer()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, data);
    QFETCH(QString, referee);
    QFETCH(QString, table);
    vv::registerKinds(); // its rows hold a Vae Victis event, read by the chart games' texts
    JournalEvent event;
    event.seq = 1;
    const std::optional<EventKind> named = eventKindFromName(kind.toStdString());
    QVERIFY(named);
    event.kind = *named;
    event.data = nlohmann::json::parse(data.toStdString());
    QCOMPARE(q(summarizeEvent(event, Viewer::referee())), referee);
    QCOMPARE(q(summarizeEvent(event)), referee); // the referee's by default (the desktop's log)
    QCOMPARE(q(summarizeEvent(event, Viewer::everyone())), table);
    QCOMPARE(q(summarizeEvent(event, Viewer::player("French"))), table);
    QCOMPARE(q(eventSummary(event, Viewer::everyone()).text()), table);
}

// Every output of a chart game's module (view, state text, events, reports, players' view)
// holds the dice's seed for the referee and for no one else; the rolls' values and draws are
// for all.
void TestJournalExport::diceSeedStaysWithTheReferee()
{
    const std::string seed = "918273645";
    GameSetup setup;
    setup.seed = std::stoull(seed);
    setup.sides = nlohmann::json::parse(R"([{"name": "French", "demoralization": 20},
                                            {"name": "Prussian", "demoralization": 15}])");
    setup.orderOfBattle = nlohmann::json::parse(R"([
        {"id": "A1", "side": "French", "strength": 6, "type": "infantry"},
        {"id": "P1", "side": "Prussian", "strength": 3, "type": "infantry"}])");
    Result<Game> created =
        Game::create((m_dir.path() + "/seed.jsonl").toStdString(), nlbRuleset(), setup);
    QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
    Module module(std::move(created).value());
    // A generated roll (draw 0), a generated combat (draw 1, its step quoting the die) and an
    // override that quotes the roll as the app wrote it.
    QVERIFY(module.act({{"action", "roll"}}).ok());
    Result<ActOutcome> combat = module.act(nlohmann::json::parse(
        R"({"action": "combat", "request": {"attackers": [{"id": "A1"}], "defenders": [{"id": "P1"}]}})"));
    QVERIFY2(combat.ok(), combat.ok() ? "" : combat.error().message.c_str());
    QCOMPARE(combat->event.data["outcome"]["roll"]["draw"].get<int>(), 1);
    QVERIFY(module
                .act({{"action", "event"},
                      {"kind", "override"},
                      {"data",
                       {{"what", "die"},
                        {"computed", "3 (generated: seed " + seed + ", draw 0)"},
                        {"imposed", "4"},
                        {"why", "knocked over"}}}})
                .ok());

    const std::vector<Secret> secrets = module.secrets();
    QCOMPARE(secrets.size(), std::size_t(1));
    QCOMPARE(secrets[0].forms, std::vector<std::string>{seed});
    QVERIFY(secrets[0].referee && secrets[0].sides.empty());

    for (const Viewer &viewer : {Viewer::referee(), Viewer::everyone(), Viewer::player("French"),
                                 Viewer::player("Prussian")}) {
        std::vector<std::pair<std::string, std::string>> outputs;
        for (const std::optional<std::uint64_t> at :
             {std::optional<std::uint64_t>(), std::optional<std::uint64_t>(3)}) {
            outputs.emplace_back("view", module.view(viewer, at).value().dump());
            outputs.emplace_back("state text", module.viewText(viewer, at).value());
        }
        outputs.emplace_back("show", describeAll(module, viewer).value().dump());
        for (const JournalEvent &e : allEvents(module.journal()))
            outputs.emplace_back("describe", module.describe(e, viewer).dump());
        for (const std::string &format : module.exportFormats())
            outputs.emplace_back("export " + format, module.exportReport(format, viewer).value());
        outputs.emplace_back("players' view",
                             nlohmann::json(module.playersView(viewer, 50).value()).dump());
        const bool referee = viewer.role == Viewer::Role::Referee;
        bool anywhere = false;
        for (const auto &[form, text] : outputs) {
            const bool holds = text.find(seed) != std::string::npos;
            QVERIFY2(referee || !holds, qPrintable(q(form + " of " + viewer.text())));
            anywhere = anywhere || holds;
        }
        QVERIFY(anywhere == referee);

        // What stays for all: each roll's value and draw.
        const std::string text = module.viewText(viewer).value();
        QVERIFY2(text.find(referee ? "next generated draw 2 of seed " + seed + "\n"
                                   : "next generated draw 2\n") != std::string::npos,
                 text.c_str());
        const QString html = q(module.exportReport("html", viewer).value());
        QCOMPARE(html.contains("<dt>Dice seed</dt>"), referee);
        const QString drawn = referee ? "(generated: seed " + q(seed) + ", draw %1)"
                                      : QString("(generated, draw %1)");
        QVERIFY(html.contains("class=\"provenance\">" + drawn.arg(0) + "</span>"));
        QVERIFY(html.contains("class=\"provenance\">" + drawn.arg(1) + "</span>"));
        QVERIFY(html.contains(" " + drawn.arg(1) + " on the "));
        const nlohmann::json report =
            nlohmann::json::parse(module.exportReport("json", viewer).value());
        QCOMPARE(report["events"][1]["data"]["draw"].get<int>(), 0);
        QCOMPARE(report["events"][1]["data"].contains("seed"), referee);
        QCOMPARE(report["final"]["nextDraw"].get<int>(), 2);
        QCOMPARE(report["final"].contains("seed"), referee);
        // A face that translates the combat's step gets the die as a message without its seed.
        const nlohmann::json described = module.describe(combat->event, viewer);
        nlohmann::json die;
        for (const nlohmann::json &step : described["data"]["outcome"]["steps"])
            if (step["message"].is_object() &&
                step["message"]["format"] == "die %1 on the %2 column")
                die = step["message"]["args"][0];
        QVERIFY2(die.is_object(), described.dump().c_str());
        QCOMPARE(
            die["format"].get<std::string>(),
            std::string(referee ? "%1 (generated: seed %2, draw %3)" : "%1 (generated, draw %2)"));
        QCOMPARE(die["args"].back(), nlohmann::json("1"));
    }
}

void TestJournalExport::htmlHeaderNamesRulesetScenarioTitleAndCreated()
{
    const JournalHeader &h = m_game->journal().header();
    QVERIFY(html().startsWith("<!DOCTYPE html>"));
    QVERIFY(html().contains("<title>After-action report: Ligny &lt;i&gt;afternoon&lt;/i&gt; &amp; "
                            "&quot;evening&quot;</title>"));
    QVERIFY(html().contains("<dt>Ruleset</dt><dd>Napoleon&#39;s Last Battles"));
    QVERIFY(html().contains("(nlb)</dd>"));
    QVERIFY(html().contains("<dt>Scenario</dt><dd>ligny</dd>"));
    QVERIFY(html().contains("<dt>Created</dt><dd>" + q(h.created) + "</dd>"));
    QVERIFY(html().contains("<dt>Events</dt><dd>15 (journal format version 2)</dd>"));
    QVERIFY(html().contains("<dt>Dice seed</dt><dd>42</dd>"));
    QVERIFY(!html().contains("id=\"problems\"")); // a clean journal has none to show
}

void TestJournalExport::htmlTurnSectionsInOrderWithWeather()
{
    const QString page = html();
    QList<int> at;
    for (int i = 0; i < 3; ++i)
        at << page.indexOf(
            QString("<section class=\"turn\" id=\"section-%1\" data-turn=\"%1\">").arg(i));
    at << page.indexOf("id=\"chart\"") << page.indexOf("id=\"final\"");
    for (int i = 0; i < at.size(); ++i) {
        QVERIFY2(at[i] > 0, qPrintable(QString("part %1 missing").arg(i)));
        if (i > 0)
            QVERIFY2(at[i - 1] < at[i], qPrintable(QString("part %1 out of order").arg(i)));
    }
    QVERIFY(page.mid(at[0], at[1] - at[0])
                .contains("<h2>Turn 0 <small>(from the start of the game)</small></h2>"));
    QVERIFY(page.mid(at[1], at[2] - at[1])
                .contains("<h2>Turn 1 (7 PM)</h2>\n<p class=\"weather\">Weather: "
                          "<strong>night</strong> · first phase: French Movement</p>"));
    QVERIFY(page.mid(at[2], at[3] - at[2])
                .contains("<h2>Turn 2 (8 PM)</h2>\n<p class=\"weather\">Weather: "
                          "<strong>clear</strong> · first phase: French Movement</p>"));

    // Each event is in its turn's section, in order.
    int previous = 0;
    for (const JournalEvent &e : allEvents(m_game->journal())) {
        const int where = page.indexOf(QString("id=\"e%1\"").arg(e.seq));
        QVERIFY2(where > previous,
                 qPrintable(QString("event %1 missing or out of order").arg(e.seq)));
        previous = where;
        const int section = e.seq <= m_turnEnds[0] ? 0 : e.seq <= m_turnEnds[1] ? 1 : 2;
        QVERIFY2(where > at[section] && where < at[section + 1],
                 qPrintable(QString("event %1 not in turn %2").arg(e.seq).arg(section)));
    }
    QVERIFY(page.contains("Casualties at the end of Turn 1 (7 PM): French <strong>3</strong>, "
                          "Prussian <strong>4</strong></p>"));
}

void TestJournalExport::htmlCombatShowsColumnDieResultStepsAndObligations()
{
    int combats = 0;
    for (const JournalEvent &e : allEvents(m_game->journal())) {
        if (e.kind != umpire::crt::kinds::CombatResolved)
            continue;
        ++combats;
        const QString item = eventItem(html(), e.seq);
        const nlohmann::json &o = e.data["outcome"];
        QVERIFY2(item.contains("<strong class=\"column\">" + escaped(o["column"]) + "</strong>"),
                 qPrintable(item));
        QVERIFY(item.contains("<strong class=\"die\">" + QString::number(o["die"].get<int>()) +
                              "</strong>"));
        QVERIFY(item.contains("<strong class=\"result\">" + escaped(o["result"]) + "</strong>"));
        QVERIFY(item.contains(escaped(o["resultName"])));
        QVERIFY(!o["steps"].empty());
        for (const nlohmann::json &s : o["steps"]) {
            QVERIFY2(item.contains("<td class=\"rule\">" + escaped(s["rule"]) + "</td><td>" +
                                   escaped(s["text"]) + "</td>"),
                     qPrintable(escaped(s["text"])));
            if (s.contains("before") && s.contains("after"))
                QVERIFY(item.contains("<td class=\"change\">" + escaped(s["before"]) + " → " +
                                      escaped(s["after"]) + "</td>"));
            else if (s.contains("after"))
                QVERIFY(item.contains("<td>" + escaped(s["text"]) + "</td><td class=\"change\">" +
                                      escaped(s["after"]) + "</td>"));
        }
        for (const nlohmann::json &ob : o["obligations"])
            QVERIFY2(item.contains(escaped(ob["text"]) + " (" + escaped(ob["rule"]) + ")</li>"),
                     qPrintable(escaped(ob["text"])));
    }
    QCOMPARE(combats, 3);

    // The values, not only their presence: 13 against 4 is 3-1, and die 4 there is a Dr.
    const QString first = eventItem(html(), m_physicalCombat);
    QVERIFY(first.contains(
        "on column <strong class=\"column\">3-1</strong> (attack 13 against 4, odds 3-1)"));
    QVERIFY(first.contains("result <strong class=\"result\">Dr</strong>"));
    QVERIFY(first.contains("Attackers: A1 (6), A2 (4), A3 (3). Defenders: P2 (4)."));
    QVERIFY(first.contains("<strong>defender</strong> retreat P2"));
    const QString last = eventItem(html(), m_lastCombat);
    QVERIFY(last.contains(
        "on column <strong class=\"column\">2-1</strong> (attack 6 against 3, odds 2-1)"));
    QVERIFY(last.contains("result <strong class=\"result\">Dr</strong>"));
}

void TestJournalExport::htmlCombatShowsTheProvenanceOfItsRoll()
{
    QVERIFY(eventItem(html(), m_physicalCombat)
                .contains("die <strong class=\"die\">4</strong> <span "
                          "class=\"provenance\">(physical die)</span>"));
    const int value =
        allEvents(m_game->journal())[m_generatedCombat - 1].data["outcome"]["die"].get<int>();
    QVERIFY(eventItem(html(), m_generatedCombat)
                .contains(QString("die <strong class=\"die\">%1</strong> <span "
                                  "class=\"provenance\">(generated: seed 42, draw 0)</span>")
                              .arg(value)));
}

void TestJournalExport::htmlFlagsTheUnverifiedNlbChart()
{
    const nlohmann::json unverified =
        allEvents(m_game->journal())[m_physicalCombat - 1].data["outcome"]["unverified"];
    QCOMPARE(unverified.size(), std::size_t(1));
    QCOMPARE(unverified[0]["item"].get<std::string>(), std::string("nlb:/crt"));
    for (std::uint64_t seq : {m_physicalCombat, m_generatedCombat, m_lastCombat}) {
        const QString item = eventItem(html(), seq);
        QVERIFY(item.contains(
            "<div class=\"unverified\">\n<p><span class=\"badge\">unverified</span>"));
        QVERIFY(item.contains("<li><code>nlb:/crt</code> " + escaped(unverified[0]["text"])));
        QVERIFY(item.contains(escaped(unverified[0]["source"])));
    }
    // ... and once at the top, before the first turn.
    const int summary = html().indexOf("<section class=\"unverified\" id=\"unverified\">");
    QVERIFY(summary > 0 && summary < html().indexOf("id=\"section-0\""));
    QVERIFY(html().mid(summary, 600).contains("<li><code>nlb:/crt</code>"));
}

void TestJournalExport::htmlStrikesThroughUndoneEventsAndMarksVoidedRolls()
{
    const QString combat = eventItem(html(), m_undoCombat);
    QVERIFY(combat.startsWith("<li class=\"event kind-combat-resolved undone\""));
    QVERIFY(combat.contains(
        QString("<span class=\"undone-by\">undone by event <a href=\"#e%1\">%1</a></span>")
            .arg(m_undoCombat + 1)));
    QVERIFY(combat.contains("<del><div class=\"body\">"));
    QVERIFY(combat.contains("</div></del>"));
    QVERIFY(combat.contains("<span class=\"voided badge\">voided</span>"));

    const QString roll = eventItem(html(), m_roll);
    QVERIFY(roll.startsWith("<li class=\"event kind-roll undone\""));
    QVERIFY(roll.contains(QString("undone by event <a href=\"#e%1\">%1</a>").arg(m_undoRoll)));
    QVERIFY(
        roll.contains("Roll <strong class=\"die\">5</strong> <span class=\"provenance\">(physical "
                      "die)</span> <span class=\"voided badge\">voided</span>"));

    // What still counts is neither struck through nor voided.
    const QString kept = eventItem(html(), m_physicalCombat);
    QVERIFY(kept.startsWith("<li class=\"event kind-combat-resolved\""));
    QVERIFY(!kept.contains("<del>"));
    QVERIFY(!kept.contains("voided"));
    QVERIFY(eventItem(html(), m_undoRoll)
                .contains(QString("<strong>Undo</strong> of event <a href=\"#e%1\">%1</a>: "
                                  "roll 5 (physical die)")
                              .arg(m_roll)));
    QCOMPARE(html().count("<del>"), qsizetype(2));
}

void TestJournalExport::htmlShowsOverridesAndNotes()
{
    const QString item = eventItem(html(), m_override);
    QVERIFY(item.contains("<strong>Referee override</strong> of odds"));
    QVERIFY(item.contains("<tr><th>Computed</th><td>3-1</td></tr>"));
    QVERIFY(item.contains("<tr><th>Imposed</th><td>2-1</td></tr>"));
    QVERIFY(item.contains(
        "<tr><th>Why</th><td>P2&#39;s &lt;hex&gt; was a town &amp; we forgot</td></tr>"));
    // The note whole, its line break kept (the style shows it), its markup escaped.
    QVERIFY(eventItem(html(), m_note)
                .contains("<p class=\"note\"><strong>Note:</strong> <span "
                          "class=\"text\">&lt;script&gt;alert(&quot;pwned&quot;)"
                          "&lt;/script&gt; &quot;&amp;&lt;&gt;&quot;, a comma,\nand a second "
                          "line</span></p>"));
}

void TestJournalExport::htmlShowsTheStrengthEachEliminationCost()
{
    QVERIFY(eventItem(html(), m_note - 3).contains("<p>P2 eliminated (4)</p>"));
    QVERIFY(eventItem(html(), m_override - 1).contains("<p>A3 eliminated (3)</p>"));
    QVERIFY(eventItem(html(), m_lastCombat + 1).contains("<p>P1 eliminated (3)</p>"));
}

void TestJournalExport::htmlShowsRedoneEventsAsCountingAgain()
{
    GameSetup setup;
    setup.seed = 1;
    setup.sides = nlohmann::json::parse(
        R"([{"name": "French", "demoralization": 20}, {"name": "Prussian", "demoralization": 15}])");
    setup.orderOfBattle =
        nlohmann::json::parse(R"([{"id": "P2", "side": "Prussian", "strength": 4}])");
    Result<Game> g =
        Game::create((m_dir.path() + "/redo.jsonl").toStdString(), nlbRuleset(), setup);
    QVERIFY(g.ok());
    QVERIFY(g->append(umpire::crt::kinds::UnitEliminated, {{"unit", "P2"}}).ok());
    QVERIFY(g->undo().ok());
    QVERIFY(g->redo().ok());
    QCOMPARE(g->state().side("Prussian")->casualties, 4);

    Result<std::string> report = exportHtml(g->journal(), g->ruleset());
    QVERIFY(report.ok());
    const QString page = q(*report);
    const QString eliminated = eventItem(page, 2);
    QVERIFY(eliminated.startsWith("<li class=\"event kind-unit-eliminated\" id=\"e2\">"));
    QVERIFY(eliminated.contains(
        "(undone by event <a href=\"#e3\">3</a>, redone by event <a href=\"#e4\">4</a>)"));
    QVERIFY(eliminated.contains("<p>P2 eliminated (4)</p>"));
    QVERIFY(!eliminated.contains("<del>"));
    const QString undo = eventItem(page, 3);
    QVERIFY(undo.startsWith("<li class=\"event kind-undo undone\" id=\"e3\">"));
    QVERIFY(undo.contains("withdrawn by redo <a href=\"#e4\">4</a>"));
    QVERIFY(undo.contains("<del>"));
    QVERIFY(eventItem(page, 4).contains("<strong>Redo</strong>: undo <a href=\"#e3\">3</a> no "
                                        "longer counts (undo of event 2)"));
    QVERIFY(page.contains(
        "<tr data-side=\"Prussian\"><td>Prussian</td><td class=\"casualties\">4</td>"));

    bool wellFormed = false;
    QStringList counts;
    for (const QStringList &row : parseCsv(q(exportCsv(g->journal()).value()), &wellFormed).mid(1))
        counts << row[4];
    QVERIFY(wellFormed);
    QCOMPARE(counts, QStringList({"yes", "yes", "no", "yes"}));
}

void TestJournalExport::exportOfAJournalWithNoEvents()
{
    JournalHeader header;
    header.ruleset = "nlb";
    header.title = "nothing yet";
    Result<Journal> journal =
        Journal::create((m_dir.path() + "/empty.jsonl").toStdString(), header);
    QVERIFY(journal.ok());
    Result<std::string> report = exportHtml(*journal, *nlbRuleset());
    QVERIFY(report.ok());
    QVERIFY(q(*report).contains("<p class=\"empty\">The journal holds no events.</p>"));
    QVERIFY(!q(*report).contains("<svg"));
    QVERIFY(q(*report).contains("<p>After event 0: turn 0, weather clear.</p>"));
    QCOMPARE(exportCsv(*journal).value(),
             std::string("seq,time,kind,turn,counts,summary,data\r\n"));
    Result<std::string> exported = exportJson(*journal, *nlbRuleset());
    QVERIFY(exported.ok());
    const nlohmann::json doc = nlohmann::json::parse(*exported);
    QCOMPARE(doc["events"], nlohmann::json::array());
    QCOMPARE(doc["turns"], nlohmann::json::array());
    QCOMPARE(doc["final"], nlohmann::json(*replay({}, *nlbRuleset())));
}

void TestJournalExport::htmlEscapesEverythingFromTheJournal_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("shown");
    QTest::newRow("a note's script tag and \"&<>\"")
        << QString("<script>alert(\"pwned\")</script> \"&<>\"")
        << QString("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; "
                   "&quot;&amp;&lt;&gt;&quot;");
    QTest::newRow("an override's apostrophe, tag and ampersand")
        << QString("P2's <hex> was a town & we forgot")
        << QString("P2&#39;s &lt;hex&gt; was a town &amp; we forgot");
    QTest::newRow("the title's markup")
        << QString("Ligny <i>afternoon</i> & \"evening\"")
        << QString("Ligny &lt;i&gt;afternoon&lt;/i&gt; &amp; &quot;evening&quot;");
}

void TestJournalExport::htmlEscapesEverythingFromTheJournal()
{
    QFETCH(QString, raw);
    QFETCH(QString, shown);
    QVERIFY(html().contains(shown));
    QVERIFY(!html().contains(raw));
    // Nothing the journal says can open a tag: the page holds no script at all, and no stray
    // markup.
    QVERIFY(!html().contains("<script", Qt::CaseInsensitive));
    QVERIFY(!html().contains("<i>"));
}

void TestJournalExport::htmlNeedsNoExternalFile()
{
    const QString page = html();
    for (const char *external :
         {"<script", "<link", "src=", "url(", "@import", "http://www.w3.org/1999", "https:"})
        QVERIFY2(!page.contains(external, Qt::CaseInsensitive), external);
    QVERIFY(page.contains("<style>"));
    QVERIFY(page.contains("@media print"));
    // The only address is the SVG namespace, which names and fetches nothing.
    QCOMPARE(page.count("http"), qsizetype(1));
    QVERIFY(page.contains("xmlns=\"http://www.w3.org/2000/svg\""));
    QVERIFY(page.trimmed().endsWith("</html>"));
}

void TestJournalExport::htmlFinalStateMatchesReplay()
{
    Result<GameState> replayed = replay(allEvents(m_game->journal()), m_game->ruleset());
    QVERIFY(replayed.ok());
    QCOMPARE(replayed->sides.size(), std::size_t(2));
    for (const SideState &s : replayed->sides)
        QVERIFY2(html().contains(QString("<tr data-side=\"%1\"><td>%1</td><td "
                                         "class=\"casualties\">%2</td><td>%3</td><td>no</td>")
                                     .arg(q(s.name))
                                     .arg(s.casualties)
                                     .arg(*s.demoralizationLevel)),
                 qPrintable(q(s.name)));
    QVERIFY(html().contains("<td class=\"casualties\">7</td><td>15</td>"));
    QVERIFY(html().contains("<td>A3 (3)</td></tr>"));
    QVERIFY(html().contains("<td>P1 (3), P2 (4)</td></tr>"));
    QVERIFY(html().contains(
        "<p>Rolls: 4, of which 2 voided by undo; the generator's next draw is 1.</p>"));
}

void TestJournalExport::svgChartIsWellFormedWithOneLinePerSide()
{
    const int start = html().indexOf("<svg");
    const int end = html().indexOf("</svg>");
    QVERIFY(start > 0 && end > start);
    QCOMPARE(html().count("<svg"), 1);
    QXmlStreamReader xml(html().mid(start, end + 6 - start));
    int polylines = 0, texts = 0, lines = 0;
    QStringList sides, labels;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"svg")
            QCOMPARE(xml.namespaceUri().toString(), QString("http://www.w3.org/2000/svg"));
        else if (xml.name() == u"polyline")
            ++polylines, sides << xml.attributes().value(QLatin1String("data-side")).toString();
        else if (xml.name() == u"line")
            ++lines;
        else if (xml.name() == u"text")
            ++texts, labels << xml.readElementText();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(polylines, 2);
    QCOMPARE(sides, QStringList({"French", "Prussian"}));
    QVERIFY(labels.contains("Casualties (strength points)"));
    QVERIFY(labels.contains("Turn (casualties at its end)"));
    QVERIFY(labels.contains("French") && labels.contains("Prussian")); // the legend
    for (const char *turn : {"0", "1", "2"})
        QVERIFY(labels.contains(turn));
    QVERIFY(lines >= 2 + 2 + 3); // two axes, a legend line per side, a tick per turn
}

void TestJournalExport::svgChartValuesMatchReplayAtEachTurnEnd()
{
    const int start = html().indexOf("<svg");
    QXmlStreamReader xml(html().mid(start, html().indexOf("</svg>") + 6 - start));
    QList<Polyline> series;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"polyline") {
            Polyline line;
            line.side = xml.attributes().value(QLatin1String("data-side")).toString();
            for (const QString &v :
                 xml.attributes().value(QLatin1String("data-values")).toString().split(' '))
                line.values << v.toInt();
            for (const QString &p :
                 xml.attributes().value(QLatin1String("points")).toString().split(' '))
                line.points << QPoint(p.section(',', 0, 0).toInt(), p.section(',', 1, 1).toInt());
            series << line;
        }
    QVERIFY(!xml.hasError());
    QCOMPARE(series.size(), 2);

    QList<int> french, prussian;
    for (std::uint64_t end : m_turnEnds) {
        Result<GameState> st = m_game->stateAt(end);
        QVERIFY(st.ok());
        french << st->side("French")->casualties;
        prussian << st->side("Prussian")->casualties;
    }
    QCOMPARE(french, QList<int>({0, 3, 3}));
    QCOMPARE(prussian, QList<int>({4, 4, 7}));
    QCOMPARE(series[0].values, french);
    QCOMPARE(series[1].values, prussian);

    // The drawn points say the same: one per turn, left to right, higher for more casualties.
    QList<QPair<int, int>> drawn; // (value, y) of every point
    for (const Polyline &line : series) {
        QCOMPARE(line.points.size(), 3);
        for (int i = 0; i < 3; ++i) {
            if (i > 0)
                QVERIFY(line.points[i].x() > line.points[i - 1].x());
            QCOMPARE(line.points[i].x(), series[0].points[i].x());
            drawn << qMakePair(line.values[i], line.points[i].y());
        }
    }
    for (const auto &a : drawn)
        for (const auto &b : drawn) {
            if (a.first == b.first)
                QCOMPARE(a.second, b.second);
            else if (a.first < b.first)
                QVERIFY(a.second > b.second); // SVG's y grows downwards
        }
}

void TestJournalExport::htmlShowsTornLineProminently()
{
    GameSetup setup;
    setup.title = "torn";
    setup.seed = 7;
    setup.sides = nlohmann::json::parse(
        R"([{"name": "French", "demoralization": 20}, {"name": "Prussian", "demoralization": 15}])");
    const std::string path = (m_dir.path() + "/torn.jsonl").toStdString();
    {
        Result<Game> g = Game::create(path, nlbRuleset(), setup);
        QVERIFY(g.ok());
        QVERIFY(g->append(EventKind::Note, {{"text", "before the power cut"}}).ok());
    }
    std::ofstream(path, std::ios::app) << R"({"seq":3,"time":"2024-)"; // a write cut off mid-line
    Result<Journal> journal = Journal::open(path, Journal::Mode::ReadOnly);
    QVERIFY(journal.ok());
    QCOMPARE(journal->problems().size(), std::size_t(1));
    QCOMPARE(journal->size(), std::size_t(2));

    Result<std::string> report = exportHtml(*journal, *nlbRuleset());
    QVERIFY(report.ok());
    const QString page = q(*report);
    const int problems = page.indexOf("<section class=\"problems\" id=\"problems\">");
    QVERIFY(problems > 0);
    QVERIFY(problems < page.indexOf("id=\"section-0\"")); // before any turn: prominent
    QVERIFY(page.contains("<li><strong>tornLastLine, line 4:</strong> line 4 is torn: its 22 bytes "
                          "end without a complete event"));
    QVERIFY(page.contains("before the power cut"));

    Result<std::string> exported = exportJson(*journal, *nlbRuleset());
    QVERIFY(exported.ok());
    const nlohmann::json doc = nlohmann::json::parse(*exported);
    QCOMPARE(doc["problems"].size(), std::size_t(1));
    QCOMPARE(doc["problems"][0]["kind"].get<std::string>(), std::string("tornLastLine"));
    QCOMPARE(doc["problems"][0]["line"].get<int>(), 4);
    QCOMPARE(doc["events"].size(), std::size_t(2));
}

void TestJournalExport::exportRefusesAnotherRuleset()
{
    const Ruleset &bmw = umpire::test::shippedRuleset("bmw");
    Result<std::string> report = exportHtml(m_game->journal(), bmw);
    QVERIFY(!report.ok());
    QCOMPARE(report.error().kind, ErrorKind::BadInput);
    QVERIFY(q(report.error().message).endsWith("the journal is for ruleset \"nlb\", not \"bmw\""));
    Result<std::string> exported = exportJson(m_game->journal(), bmw);
    QVERIFY(!exported.ok());
    QCOMPARE(exported.error().message, report.error().message);
}

void TestJournalExport::csvHasHeaderAndOneRowPerEvent()
{
    const std::string csv = exportCsv(m_game->journal()).value();
    bool wellFormed = false;
    const QList<QStringList> rows = parseCsv(q(csv), &wellFormed);
    QVERIFY(wellFormed);
    QCOMPARE(rows.size(), qsizetype(16));
    QCOMPARE(rows[0], QStringList({"seq", "time", "kind", "turn", "counts", "summary", "data"}));
    const auto &events = allEvents(m_game->journal());
    for (int i = 1; i < rows.size(); ++i) {
        const JournalEvent &e = events[i - 1];
        QCOMPARE(rows[i].size(), 7);
        QCOMPARE(rows[i][0], QString::number(e.seq));
        QCOMPARE(rows[i][1], q(e.time));
        QCOMPARE(rows[i][2], q(e.kind));
        QCOMPARE(rows[i][5], q(summarizeEvent(e)));
        QCOMPARE(nlohmann::json::parse(rows[i][6].toStdString()), e.data);
        QVERIFY(!rows[i][6].contains('\n')); // compact JSON: the data is one line of text
    }
    QCOMPARE(rows[1 + m_physicalCombat - 1][5], QString("combat 3-1, die 4: Dr"));
}

void TestJournalExport::csvQuotesCommasQuotesAndNewlines()
{
    const std::string csv = exportCsv(m_game->journal()).value();
    bool wellFormed = false;
    const QList<QStringList> rows = parseCsv(q(csv), &wellFormed);
    QVERIFY(wellFormed);
    const QStringList note = rows[int(m_note)];
    QCOMPARE(note[2], QString("note"));
    QCOMPARE(note[5], QString("note: ") + QString(injectedNote).replace('\n', ' '));
    QCOMPARE(q(nlohmann::json::parse(note[6].toStdString())["text"].get<std::string>()),
             QString(injectedNote));
    // On the wire: the summary quoted, its quotes doubled; the data's escaped line break stays
    // escaped.
    QVERIFY(q(csv).contains(",\"note: <script>alert(\"\"pwned\"\")</script> \"\"&<>\"\", a comma, "
                            "and a second line\","));
    QVERIFY(q(csv).contains("\"{\"\"text\"\":\"\"<script>alert(\\\"\"pwned\\\"\")</script> "
                            "\\\"\"&<>\\\"\", a comma,\\nand a second line\"\"}\"\r\n"));
    QVERIFY(q(csv).startsWith("seq,time,kind,turn,counts,summary,data\r\n"));
}

// A unit or note a spreadsheet would run as a formula is exported as text (a leading
// apostrophe).
void TestJournalExport::csvCellsNeverStartLikeFormulas()
{
    umpire::JournalHeader header;
    header.ruleset = "nlb";
    Result<Journal> journal =
        Journal::create((m_dir.path() + "/formulas.jsonl").toStdString(), header);
    QVERIFY(journal.ok());
    const QStringList ids = {"=HYPERLINK(\"http://example.com\",\"x\")", "+1", "-2", "@SUM(A1)",
                             "A-1"};
    for (const QString &id : ids)
        QVERIFY(
            journal->append(umpire::crt::kinds::UnitEliminated, {{"unit", id.toStdString()}}).ok());
    bool wellFormed = false;
    const QList<QStringList> rows = parseCsv(q(exportCsv(*journal).value()), &wellFormed);
    QVERIFY(wellFormed);
    QCOMPARE(rows.size(), ids.size() + 1);
    for (int i = 0; i < ids.size(); ++i) {
        const QString summary = rows[i + 1][5];
        QVERIFY2(summary.startsWith((i < 4 ? "'" : "") + ids[i]), qPrintable(summary));
        QVERIFY2(rows[i + 1][6].startsWith('{'),
                 qPrintable(rows[i + 1][6])); // the data is JSON, never a formula
    }
}

void TestJournalExport::csvMarksUndoneEventsAndTheirTurn()
{
    bool wellFormed = false;
    const QList<QStringList> rows = parseCsv(q(exportCsv(m_game->journal()).value()), &wellFormed);
    QVERIFY(wellFormed);
    QStringList counts, turns;
    for (int i = 1; i < rows.size(); ++i)
        counts << rows[i][4], turns << rows[i][3];
    QCOMPARE(counts.count("no"), qsizetype(2));
    QCOMPARE(rows[int(m_undoCombat)][4], QString("no"));
    QCOMPARE(rows[int(m_roll)][4], QString("no"));
    QCOMPARE(rows[int(m_undoRoll)][4], QString("yes"));
    QCOMPARE(turns, QStringList({"0", "0", "0", "0", "0", "0", "1", "1", "1", "2", "2", "2", "2",
                                 "2", "2"}));
}

void TestJournalExport::jsonParsesAndFinalEqualsReplay()
{
    Result<std::string> exported = exportJson(m_game->journal(), m_game->ruleset());
    QVERIFY(exported.ok());
    const nlohmann::json doc = nlohmann::json::parse(*exported, nullptr, false);
    QVERIFY(!doc.is_discarded());
    Result<GameState> replayed = replay(allEvents(m_game->journal()), m_game->ruleset());
    QVERIFY(replayed.ok());
    QCOMPARE(doc["final"], nlohmann::json(*replayed));
    QCOMPARE(doc["final"]["sides"][1]["casualties"].get<int>(), 7);
    QCOMPARE(doc["header"], m_game->journal().header().toJson());
    QCOMPARE(doc["events"].size(), m_game->journal().size());
    for (const JournalEvent &e : allEvents(m_game->journal()))
        QCOMPARE(doc["events"][e.seq - 1], e.toJson());
    QCOMPARE(doc["problems"], nlohmann::json::array());
}

void TestJournalExport::jsonCarriesProblemsAndTurns()
{
    Result<std::string> exported = exportJson(m_game->journal(), m_game->ruleset());
    QVERIFY(exported.ok());
    const nlohmann::json turns = nlohmann::json::parse(*exported)["turns"];
    QCOMPARE(turns.size(), std::size_t(3));
    const int french[] = {0, 3, 3}, prussian[] = {4, 4, 7};
    const char *weather[] = {"clear", "night", "clear"};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(turns[i]["turn"].get<int>(), i);
        QCOMPARE(turns[i]["lastSeq"].get<std::uint64_t>(), m_turnEnds[i]);
        QCOMPARE(turns[i]["casualties"]["French"].get<int>(), french[i]);
        QCOMPARE(turns[i]["casualties"]["Prussian"].get<int>(), prussian[i]);
        QCOMPARE(turns[i]["weather"].get<std::string>(), std::string(weather[i]));
    }
}

// The state at each turn's end comes from one replay, no longer from replaying the
// game up to each turn's last event (quadratic). Games of random eliminations, rallies, turns,
// undos of any earlier event and redos, whose undos and redos cross turn boundaries, give every
// turn's casualties and morale as replaying up to its last event gives them (the way it was
// done before).
void TestJournalExport::turnEndsFromOneReplayAreThoseOfReplayingEachTurn()
{
    int crossing = 0; // undos and redos of an event before the turn they are in
    for (unsigned seed = 1; seed <= 6; ++seed) {
        const std::string path =
            (m_dir.path() + QString("/random-%1.jsonl").arg(seed)).toStdString();
        GameSetup setup;
        setup.seed = seed;
        // Low levels, so that demoralization comes and goes with the undos.
        setup.sides = nlohmann::json::parse(
            R"([{"name": "French", "demoralization": 7, "disintegration": 12},
                {"name": "Prussian", "demoralization": 6, "disintegration": 10}])");
        setup.orderOfBattle = nlohmann::json::parse(R"([
            {"id": "A1", "side": "French", "strength": 4}, {"id": "A2", "side": "French", "strength": 3},
            {"id": "A3", "side": "French", "strength": 5}, {"id": "P1", "side": "Prussian", "strength": 3},
            {"id": "P2", "side": "Prussian", "strength": 4}, {"id": "P3", "side": "Prussian", "strength": 2}])");
        QVERIFY(Game::create(path, nlbRuleset(), setup).ok());
        Result<Journal> journal = Journal::open(path);
        QVERIFY(journal.ok());
        std::vector<JournalEvent> events = allEvents(*journal);
        std::mt19937 random(seed);
        const char *units[] = {"A1", "A2", "A3", "P1", "P2", "P3"};
        int turn = 0;
        std::uint64_t turnStart = 1; // the last turn.advanced appended
        for (int tries = 0; tries < 400 && events.size() < 160; ++tries) {
            JournalEvent next;
            next.seq = events.size() + 1;
            const std::set<std::uint64_t> gone = compensatedEvents(events);
            const unsigned pick = random() % 10;
            if (pick <= 4) {
                next.kind =
                    pick < 4 ? umpire::crt::kinds::UnitEliminated : umpire::crt::kinds::UnitRallied;
                next.data = {{"unit", units[random() % 6]}};
            } else if (pick < 7) {
                next.kind = umpire::crt::kinds::TurnAdvanced;
                next.data = {{"turn", turn + 1}};
            } else if (pick < 9) { // an undo of any earlier event that counts
                if (events.size() < 2)
                    continue;
                next.kind = EventKind::Undo;
                const std::uint64_t target = 2 + random() % (events.size() - 1);
                if (gone.count(target) || isCompensation(events[target - 1].kind))
                    continue;
                next.data = {{"target", target}};
            } else { // a redo of any undo that counts
                std::vector<std::uint64_t> undos;
                for (const JournalEvent &e : events)
                    if (e.kind == EventKind::Undo && !gone.count(e.seq))
                        undos.push_back(e.seq);
                if (undos.empty())
                    continue;
                next.kind = EventKind::Redo;
                next.data = {{"target", undos[random() % undos.size()]}};
            }
            events.push_back(next);
            if (!replay(events, m_game->ruleset()).ok()) { // one the rules refuse: not journaled
                events.pop_back();
                continue;
            }
            QVERIFY(journal->append(next.kind, next.data).ok());
            if (next.kind == umpire::crt::kinds::TurnAdvanced) {
                ++turn;
                turnStart = next.seq;
            } else if (isCompensation(next.kind) && next.data["target"] < turnStart) {
                ++crossing;
            }
        }

        Result<std::string> exported = exportJson(*journal, m_game->ruleset());
        QVERIFY2(exported.ok(), exported.ok() ? "" : exported.error().message.c_str());
        Result<std::string> report = exportHtml(*journal, m_game->ruleset());
        QVERIFY(report.ok());
        const nlohmann::json turns = nlohmann::json::parse(*exported)["turns"];
        QVERIFY(turns.size() > 3);
        int from = 0; // the turn ends are in the report in order
        for (const nlohmann::json &t : turns) {
            const std::uint64_t last = t["lastSeq"].get<std::uint64_t>();
            Result<GameState> replayed = replay(events, m_game->ruleset(), last);
            QVERIFY(replayed.ok());
            std::string line = ":";
            for (const SideState &side : replayed->sides) {
                QCOMPARE(t["casualties"][side.name].get<int>(), side.casualties);
                line += std::string(line == ":" ? "" : ",") + " " + side.name + " <strong>" +
                        std::to_string(side.casualties) + "</strong>" +
                        (side.demoralized ? " (demoralized)" : "") +
                        (side.disintegrated ? " (disintegrated)" : "");
            }
            const QString turnEnd = q("<p class=\"turn-end\">Casualties at the end of Turn " +
                                      std::to_string(t["turn"].get<int>()) + line + "</p>");
            const int at = q(*report).indexOf(turnEnd, from);
            QVERIFY2(at >= 0, qPrintable(QString("seed %1, turn %2: %3")
                                             .arg(seed)
                                             .arg(t["turn"].get<int>())
                                             .arg(turnEnd)));
            from = at + 1;
        }
    }
    QVERIFY(crossing > 10);
}

// The reports are written to their sink as they go, in pieces, and are the same bytes
// as the whole report; the JSON is the document nlohmann's dump(2) writes, as it was written
// whole.
void TestJournalExport::reportsAreWrittenAsTheyGo()
{
    // A long game: the fixture's events, and long notes and rolls after them.
    const std::string path = (m_dir.path() + "/long.jsonl").toStdString();
    {
        std::ifstream in(m_game->journal().path());
        std::ofstream out(path);
        out << in.rdbuf();
    }
    Result<Game> game = Game::open(path, [](const std::string &) {
        return Result<std::shared_ptr<const Ruleset>>(nlbRuleset());
    });
    QVERIFY(game.ok());
    for (int i = 0; i < 150; ++i) {
        QVERIFY(game->append(EventKind::Note,
                             {{"text", "note " + std::to_string(i) + std::string(2000, '.')}})
                    .ok());
        QVERIFY(game->roll(1 + i % 6).ok());
    }
    const Journal &journal = game->journal();
    using Write = std::function<Result<Ok>(const ReportSink &)>;
    const Viewer referee = Viewer::referee(), table = Viewer::everyone();
    const std::vector<std::pair<Write, Result<std::string>>> reports = {
        {[&](const ReportSink &sink) { return writeCsv(journal, referee, sink); },
         exportCsv(journal)},
        {[&](const ReportSink &sink) {
             return writeCsv(journal, game->state().undone, referee, sink);
         },
         exportCsv(journal)},
        {[&](const ReportSink &sink) { return writeJson(journal, game->ruleset(), referee, sink); },
         exportJson(journal, game->ruleset())},
        {[&](const ReportSink &sink) { return writeHtml(journal, game->ruleset(), referee, sink); },
         exportHtml(journal, game->ruleset())},
        // The table's reports, without the dice's seed, are written as they go too.
        {[&](const ReportSink &sink) { return writeCsv(journal, table, sink); },
         exportCsv(journal, table)},
        {[&](const ReportSink &sink) { return writeJson(journal, game->ruleset(), table, sink); },
         exportJson(journal, game->ruleset(), table)},
        {[&](const ReportSink &sink) { return writeHtml(journal, game->ruleset(), table, sink); },
         exportHtml(journal, game->ruleset(), table)}};
    for (const auto &[write, whole] : reports) {
        QVERIFY(whole.ok());
        std::vector<std::string> pieces;
        QVERIFY(write([&pieces](std::string_view piece) { pieces.emplace_back(piece); }).ok());
        QVERIFY(pieces.size() > 2);
        std::string joined;
        for (const std::string &piece : pieces) {
            QVERIFY(piece.size() < std::size_t{1} << 18); // bounded pieces, not the whole
            joined += piece;
        }
        QCOMPARE(joined, *whole);
    }
    const std::string json = *reports[2].second;
    const nlohmann::json doc = nlohmann::json::parse(json);
    QCOMPARE(json, doc.dump(2) + "\n");
    QCOMPARE(doc["events"].size(), journal.size());
    QCOMPARE(doc["final"], nlohmann::json(game->state()));
    // The CSV: one row per event, its turn and whether it counts as the fixture's game says.
    bool wellFormed = false;
    const QList<QStringList> rows = parseCsv(q(*reports[0].second), &wellFormed);
    QVERIFY(wellFormed);
    QCOMPARE(rows.size(), int(journal.size()) + 1);
    QCOMPARE(rows.last()[3], QString("2"));
    QCOMPARE(rows[int(m_undoCombat)][4], QString("no"));
}

QTEST_APPLESS_MAIN(TestJournalExport)

#include "tst_journalexport.moc"
