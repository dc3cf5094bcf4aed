// The players' view each game module gives (GameModule::playersView): the table's and
// each player's, what each may see and nothing else; the same shape for every game system.
#include "explanation.h"
#include "games.h"
#include "playersview.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace umpire;
using nlohmann::json;

namespace {

GameRegistry registry()
{
    return GameRegistry({std::filesystem::path(UMPIRE_RULESDATA_DIR)});
}

std::unique_ptr<GameModule> created(const QTemporaryDir &dir, const char *name,
                                    const std::string &system, const json &setup)
{
    Result<std::unique_ptr<GameModule>> game =
        registry().create(dir.filePath(name).toStdString(), system, setup);
    if (!game)
        qFatal("%s does not start: %s", system.c_str(), game.error().message.c_str());
    return std::move(game).value();
}

void act(GameModule &game, const json &action)
{
    Result<ActOutcome> done = game.act(action);
    if (!done)
        qFatal("%s refused: %s", action.dump().c_str(), done.error().message.c_str());
}

json shown(const GameModule &game, const Viewer &viewer, std::size_t events = 8)
{
    Result<PlayersView> view = game.playersView(viewer, events);
    if (!view)
        qFatal("no players' view: %s", view.error().message.c_str());
    return json(*view);
}

const json *section(const json &view, const std::string &id)
{
    for (const json &s : view["sections"])
        if (s["id"] == id)
            return &s;
    return nullptr;
}

// Napoleon 1815 Returns with the French objectives recorded: Eliminate 3 Corps and Antwerp.
std::unique_ptr<GameModule> n1815WithObjectives(const QTemporaryDir &dir)
{
    std::unique_ptr<GameModule> game =
        created(dir, "n1815.jsonl", "n1815", {{"title", "Hundred Days"}});
    act(*game, {{"action", "recordObjectives"}, {"objectives", {"eliminate-3", "antwerp"}}});
    act(*game, {{"action", "weather"}, {"roll", 4}});
    return game;
}

} // namespace

class TestPlayersView : public QObject
{
    Q_OBJECT

  private slots:
    void chartGameShowsTheLastCombatTurnArmiesAndMap();
    void undoneEventsAreMarked();
    void viewersAreTheTableAndEachPlayer();
    void n1815ObjectivesOnTheFrenchViewOnly();
    void n1815UnitsNamedOnTheirOwnSideOnly();
    void vaeVictisShowsTheCombatsDiceAndFactors();
    void textsAreMessagesForTheFacesToTranslate();
    void phonesReadWordsNotEventNames();
    void vaeVictisCombatsSayEachElementsSide();
};

// NLB 7.0, 7.7: the combat the table just rolled, in the headline; the turn, the phase and what
// comes next (NLB 4.1); each army against its levels (NLB 11.2); the map's units.
void TestPlayersView::chartGameShowsTheLastCombatTurnArmiesAndMap()
{
    QTemporaryDir dir;
    std::unique_ptr<GameModule> game = created(dir, "nlb.jsonl", "nlb", {{"scenario", "nlb-demo"}});
    act(*game, {{"action", "next"}});
    act(*game, {{"action", "next"}});
    json view = shown(*game, Viewer::everyone());
    QVERIFY(view["headline"].is_null()); // no combat yet
    act(*game, {{"action", "combat"},
                {"request",
                 {{"attackers", {{{"id", "Habert"}}}},
                  {"defenders", {{{"id", "Steinmetz"}}}},
                  {"die", 4}}}});
    view = shown(*game, Viewer::everyone());
    QCOMPARE(view["system"], "nlb");
    QCOMPARE(view["seq"], 4);
    const json &h = view["headline"];
    QCOMPARE(h["seq"], 4);
    QCOMPARE(Message(h["title"]["format"].get<std::string>()).text(),
             std::string("Combat %1, die %2"));
    QCOMPARE(h["title"]["args"][1], "4");
    QVERIFY2(!h["lines"].empty(), h.dump().c_str()); // what the result obliges
    QCOMPARE(view["turn"]["format"], "Turn %1 of %2 (%3), weather %4");
    QCOMPARE(view["turn"]["args"][0], "1");
    QCOMPARE(view["phase"]["args"][1], "Combat");
    QCOMPARE(view["armies"].size(), 2u);
    QCOMPARE(view["armies"][0]["name"], "French");
    QCOMPARE(view["armies"][0]["figures"][1]["label"], "Demoralization level");
    QCOMPARE(view["armies"][0]["figures"][1]["value"], "20");
    const json *units = section(view, "units");
    QVERIFY(units);
    bool habert = false;
    for (const json &row : (*units)["rows"])
        habert = habert || (row[0] == "Habert" && row[2] == "0706");
    QVERIFY2(habert, units->dump().c_str());
    QCOMPARE(view["events"].size(), 4u);
    QCOMPARE(view["events"].back()["seq"], 4);
    QVERIFY(!view["unverified"].empty()); // the demonstration's stand-ins, said
    // NLB 7.7: the chart the result was read from is a stand-in (the notes' NAW chart): said too.
    QVERIFY2(view["unverified"].dump().find("Combat Results Table") != std::string::npos,
             view["unverified"].dump().c_str());
}

void TestPlayersView::undoneEventsAreMarked()
{
    QTemporaryDir dir;
    std::unique_ptr<GameModule> game = created(dir, "nlb.jsonl", "nlb", {{"scenario", "nlb-demo"}});
    act(*game, {{"action", "roll"}, {"die", 3}});
    QVERIFY(game->undo().ok());
    const json view = shown(*game, Viewer::everyone(), 2);
    QCOMPARE(view["events"].size(), 2u); // the last two only
    QCOMPARE(view["events"][0]["seq"], 2);
    QCOMPARE(view["events"][0]["counts"], false); // the roll, undone
    QCOMPARE(view["events"][1]["counts"], true);  // the undo itself
}

void TestPlayersView::viewersAreTheTableAndEachPlayer()
{
    QTemporaryDir dir;
    std::unique_ptr<GameModule> nlb = created(dir, "nlb.jsonl", "nlb", {{"scenario", "nlb-demo"}});
    std::vector<ViewerChoice> views = nlb->viewers();
    QCOMPARE(views.size(), 3u);
    QCOMPARE(views[0].viewer.text(), std::string("everyone"));
    QCOMPARE(views[1].viewer.text(), std::string("player:French"));
    QCOMPARE(views[2].viewer.text(), std::string("player:Allied"));
    QCOMPARE(views[2].name.text(), std::string("Allied player"));
    std::unique_ptr<GameModule> n1815 = created(dir, "n.jsonl", "n1815", {{"title", "t"}});
    views = n1815->viewers();
    QCOMPARE(views.size(), 3u);
    QCOMPARE(views[1].viewer.text(), std::string("player:french"));
    QCOMPARE(views[2].viewer.text(), std::string("player:allied-prussian"));
    QCOMPARE(views[2].name.text(), std::string("Allied / Prussian player"));
}

// N1815 5: "He should not show these to the Allied / Prussian player(s)."
void TestPlayersView::n1815ObjectivesOnTheFrenchViewOnly()
{
    QTemporaryDir dir;
    std::unique_ptr<GameModule> game = n1815WithObjectives(dir);
    const json french = shown(*game, Viewer::player("french"));
    const json *objectives = section(french, "objectives");
    QVERIFY2(objectives, french.dump().c_str());
    QCOMPARE((*objectives)["rows"].size(), 1u);
    QVERIFY(french.dump().find("Eliminate 3 Corps, Antwerp") != std::string::npos);
    for (const Viewer &other :
         {Viewer::player("allied-prussian"), Viewer::everyone(), Viewer::referee()}) {
        const std::string text = shown(*game, other).dump();
        QVERIFY2(text.find("Eliminate 3 Corps") == std::string::npos, text.c_str());
        QVERIFY2(text.find("eliminate-3") == std::string::npos, text.c_str());
        QVERIFY2(text.find("\"objectives\"") == std::string::npos, text.c_str());
        QVERIFY2(text.find("the French objectives are recorded (hidden)") != std::string::npos,
                 text.c_str()); // the event is there, its cards are not
    }
}

// N1815 46: "During play you may not look at your opponent's unit identifiers until combat occurs."
void TestPlayersView::n1815UnitsNamedOnTheirOwnSideOnly()
{
    QTemporaryDir dir;
    std::unique_ptr<GameModule> game = n1815WithObjectives(dir);
    const auto locations = [&](const Viewer &viewer) {
        return (*section(shown(*game, viewer), "locations")).dump();
    };
    QVERIFY(locations(Viewer::player("french")).find("Napoleon") != std::string::npos);
    QVERIFY(locations(Viewer::player("french")).find("Wellington") == std::string::npos);
    QVERIFY(locations(Viewer::player("allied-prussian")).find("Wellington") != std::string::npos);
    QVERIFY(locations(Viewer::player("allied-prussian")).find("Napoleon") == std::string::npos);
    const std::string table = locations(Viewer::everyone());
    QVERIFY2(table.find("Napoleon") == std::string::npos &&
                 table.find("Wellington") == std::string::npos,
             table.c_str());
    QVERIFY2(table.find("× French") != std::string::npos ||
                 table.find("%1 × %2") != std::string::npos,
             table.c_str());
    // N1815 4 and 46: a corps' cohesion track to whoever may name the corps: its side's player
    // (and everyone once it has fought).
    QCOMPARE((*section(shown(*game, Viewer::everyone()), "cohesion"))["rows"].size(), 0u);
    const json frenchSheets = *section(shown(*game, Viewer::player("french")), "cohesion");
    QCOMPARE(frenchSheets["rows"].size(), 7u);
    QVERIFY(frenchSheets.dump().find("Allied") == std::string::npos);
}

// VV 8.4: a melee's factors and dice, the result, and what it obliges.
void TestPlayersView::vaeVictisShowsTheCombatsDiceAndFactors()
{
    QTemporaryDir dir;
    std::unique_ptr<GameModule> game =
        created(dir, "vv.jsonl", "la-grande-armee",
                {{"title", "Ligny"},
                 {"corps",
                  {{{"army", "French"}, {"name", "III Corps"}, {"points", 30}},
                   {{"army", "Prussian"}, {"name", "I Korps"}, {"points", 30}}}},
                 {"seed", 7}});
    QVERIFY(shown(*game, Viewer::everyone())["headline"].is_null());
    // Dragoons (their counter values a stand-in in la-grande-armee.json) charging lancers, 6
    // against 1.
    act(*game, {{"ask", "combat"},
                {"kind", "melee"},
                {"attacker", {{"unit", "dragoons"}, {"charging", true}}},
                {"defender", {{"unit", "lancers"}}},
                {"rolls", {{6, 1}}},
                {"attackerCorps", "III Corps"},
                {"defenderCorps", "I Korps"}});
    const json view = shown(*game, Viewer::everyone());
    const json &h = view["headline"];
    QVERIFY2(!h.is_null(), view.dump().c_str());
    bool dice = false;
    for (const json &line : h["lines"])
        dice = dice || (line.is_object() && line["format"] == "dice %1 against %2: %3 against %4");
    QVERIFY2(dice, h.dump().c_str());
    QCOMPARE(view["armies"].size(), 2u);
    QVERIFY(section(view, "corps"));
    // The stand-ins the combat was judged with (rulesdata/vaevictis marks them), said: VV 3's
    // dragoons.
    Result<std::vector<JournalEvent>> events = game->journal().readEvents();
    QVERIFY(events.ok());
    const json &used = events->back().data["answer"]["unverified"];
    QVERIFY2(used.is_array() && !used.empty(), events->back().data.dump().c_str());
    QCOMPARE(view["unverified"].size(), used.size());
}

// Every text is a Message (a string, or a format with its arguments) the face translates; the data
// keys are not.
void TestPlayersView::textsAreMessagesForTheFacesToTranslate()
{
    QVERIFY(isPlayersViewDataKey("journal"));
    QVERIFY(isPlayersViewDataKey("side"));
    QVERIFY(!isPlayersViewDataKey("title"));
    QVERIFY(!isPlayersViewDataKey("name"));
    PlayersView v;
    v.title = "My <b>game</b>";
    v.turn = msg("Turn %1", {"3"});
    const json doc = v;
    QCOMPARE(doc["journal"], "My <b>game</b>");
    QCOMPARE(doc["turn"]["format"], "Turn %1");
    QVERIFY(doc["headline"].is_null());
}

// The last events on a phone are words ("movement ends"), never the journal's names of the
// actions ("endMovement", "endCombat").
void TestPlayersView::phonesReadWordsNotEventNames()
{
    QTemporaryDir dir;
    std::unique_ptr<GameModule> game = n1815WithObjectives(dir);
    act(*game, {{"action", "endMovement"}});
    act(*game, {{"action", "endCombat"}});
    for (const Viewer &viewer : {Viewer::everyone(), Viewer::player("french")}) {
        const json view = shown(*game, viewer);
        const std::string events = view["events"].dump();
        for (const char *name : {"endMovement", "endCombat"})
            QVERIFY2(events.find(name) == std::string::npos, events.c_str());
        QVERIFY2(events.find("movement ends") != std::string::npos, events.c_str());
        QVERIFY2(events.find("the combat phase ends") != std::string::npos, events.c_str());
    }
}

// "melee: Line beat Line" said whose was whose: each element with its army and corps, on every
// view's last result and events.
void TestPlayersView::vaeVictisCombatsSayEachElementsSide()
{
    QTemporaryDir dir;
    std::unique_ptr<GameModule> game =
        created(dir, "vv.jsonl", "la-grande-armee",
                {{"title", "Aspern"},
                 {"corps",
                  {{{"army", "French"}, {"name", "Lannes"}, {"points", 30}},
                   {{"army", "Austrian"}, {"name", "Kolowrat"}, {"points", 30}}}},
                 {"seed", 7}});
    act(*game, {{"ask", "combat"},
                {"kind", "melee"},
                {"attacker", {{"unit", "line-infantry"}}},
                {"defender", {{"unit", "line-infantry"}}},
                {"rolls", {{5, 4}}},
                {"attackerCorps", "Lannes"},
                {"defenderCorps", "Kolowrat"}});
    for (const Viewer &viewer :
         {Viewer::everyone(), Viewer::player("French"), Viewer::player("Austrian")}) {
        const json view = shown(*game, viewer);
        const auto text = [](const json &m) {
            Message message;
            from_json(m, message);
            return message.text();
        };
        const std::string said =
            text(view["events"].back()["summary"]) + " | " + text(view["headline"]["result"]);
        QCOMPARE(QString::fromStdString(text(view["events"].back()["summary"])),
                 QStringLiteral("melee: Line (French, Lannes) beat Line (Austrian, Kolowrat) "
                                "(recoils)"));
        QVERIFY2(text(view["headline"]["title"]).find("(Austrian, Kolowrat)") != std::string::npos,
                 said.c_str());
    }
}

QTEST_APPLESS_MAIN(TestPlayersView)
#include "tst_playersview.moc"
