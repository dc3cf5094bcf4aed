// A Vae Victis battle kept in a journal: decisive
// answers journaled with their dice, corps losses and morale derived by replay (VV 9), undo and
// redo, verification by asking again.
#include "testsupport.h"
#include "vvjournal.h"
#include "vvmodule.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

using namespace umpire;
using nlohmann::json;
using umpire::test::q;

namespace {

std::vector<std::filesystem::path> dirs()
{
    return {UMPIRE_RULESDATA_DIR};
}

std::shared_ptr<const vv::Game> lga()
{
    static const std::shared_ptr<const vv::Game> game = [] {
        Result<vv::Game> found = vv::Game::find("la-grande-armee", dirs());
        if (!found)
            qFatal("la-grande-armee does not load: %s", found.error().message.c_str());
        return std::make_shared<const vv::Game>(std::move(found).value());
    }();
    return game;
}

const json corps = json::parse(R"([
    {"army": "French", "name": "I Corps", "points": 36},
    {"army": "French", "name": "Guard", "points": 30},
    {"army": "Austrian", "name": "Kolowrat", "points": 9}
])");

// Cuirassiers charging lancers: 6 against 1 leaves the lancers at half or less, destroyed.
json charge(const char *rolls)
{
    return {{"ask", "combat"},
            {"kind", "melee"},
            {"attacker", {{"unit", "cuirassiers"}, {"charging", true}}},
            {"defender", {{"unit", "lancers"}}},
            {"rolls", json::parse(rolls)},
            {"attackerCorps", "I Corps"},
            {"defenderCorps", "Kolowrat"}};
}

int lost(const vv::Journal &j, const std::string &name)
{
    const vv::BattleCorps *c = j.battle().findCorps(name);
    return c ? c->pointsLost : -1;
}

std::string readAll(const QString &path)
{
    std::ifstream in(path.toStdString());
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

class TestVvJournal : public QObject
{
    Q_OBJECT

  private slots:
    void destroyedElementCountsAgainstItsCorps_data();
    void destroyedElementCountsAgainstItsCorps();
    void corpsMoraleTakesTheJournalsLosses();
    void battleTakesEveryArmyFromTheJournal();
    void questionsThatDecideNothingAreNotJournaled();
    void undoAndRedoReplay();
    void diceContinueAcrossReopening();
    void verifyAsksAgain();
    void badSetUpAndRequestsAreRefused_data();
    void badSetUpAndRequestsAreRefused();
    void otherJournalIsRefused();
    void diceSeedStaysWithTheReferee();
    void demoralisedCorpsAttacksAtMinusOne_data();
    void demoralisedCorpsAttacksAtMinusOne();
    void generalAttachedToADestroyedElementIsLost();
    void generalsQualityIsRolledOnceAndActivationReadsIt();
    void summarySaysEachElementsSide();
};

void TestVvJournal::destroyedElementCountsAgainstItsCorps_data()
{
    QTest::addColumn<QString>("rolls");
    QTest::addColumn<int>("frenchLost");
    QTest::addColumn<int>("austrianLost");
    // VV 8: the loser at half the winner's total or less is destroyed (lancers cost 3 in LGA).
    QTest::newRow("VV 9 lancers destroyed: 3 points against Kolowrat") << "[[6,1]]" << 0 << 3;
    // VV 8: the cuirassiers lose by less than half: they recoil, nothing is lost.
    QTest::newRow("VV 9 cuirassiers recoil: no points lost") << "[[1,6]]" << 0 << 0;
}

void TestVvJournal::destroyedElementCountsAgainstItsCorps()
{
    QFETCH(QString, rolls);
    QFETCH(int, frenchLost);
    QFETCH(int, austrianLost);
    QTemporaryDir dir;
    const QString path = dir.filePath("battle.jsonl");
    Result<vv::Journal> j = vv::Journal::create(path.toStdString(), lga(), "Aspern", corps, 7);
    QVERIFY2(j.ok(), j ? "" : j.error().message.c_str());
    Result<json> answer = j->ask(charge(rolls.toUtf8().constData()));
    QVERIFY2(answer.ok(), answer ? "" : answer.error().message.c_str());
    QCOMPARE(lost(*j, "I Corps"), frenchLost);
    QCOMPARE(lost(*j, "Kolowrat"), austrianLost);
    QCOMPARE(j->battle().answers.size(), std::size_t(1));
    // Reopening replays the same losses from the journaled answer.
    Result<vv::Journal> again =
        vv::Journal::open(path.toStdString(), dirs(), Journal::Mode::ReadOnly);
    QVERIFY2(again.ok(), again ? "" : again.error().message.c_str());
    QCOMPARE(again->battle().toJson(), j->battle().toJson());
}

void TestVvJournal::corpsMoraleTakesTheJournalsLosses()
{
    QTemporaryDir dir;
    Result<vv::Journal> j =
        vv::Journal::create(dir.filePath("b.jsonl").toStdString(), lga(), "Wagram", corps, 1);
    QVERIFY(j.ok());
    // Kolowrat has 9 points: a third is 3, which one destroyed lancers element costs.
    QVERIFY(j->ask(charge("[[6,1]]")).ok());
    Result<json> morale =
        j->ask({{"ask", "corps-morale"}, {"name", "Kolowrat"}, {"elementsLeft", 2}, {"roll", 4}});
    QVERIFY2(morale.ok(), morale ? "" : morale.error().message.c_str());
    QCOMPARE((*morale)["demoralised"].get<bool>(), true);
    QVERIFY(j->battle().findCorps("Kolowrat")->demoralised);
    QVERIFY(!j->battle().findCorps("I Corps")->demoralised);
    Result<vv::Journal> again =
        vv::Journal::open(j->journal().path(), dirs(), Journal::Mode::ReadOnly);
    QVERIFY(again.ok());
    QVERIFY(again->battle().findCorps("Kolowrat")->demoralised);
}

void TestVvJournal::battleTakesEveryArmyFromTheJournal()
{
    QTemporaryDir dir;
    Result<vv::Journal> j =
        vv::Journal::create(dir.filePath("b.jsonl").toStdString(), lga(), "Essling", corps, 1);
    QVERIFY(j.ok());
    QVERIFY(j->ask(charge("[[6,1]]")).ok());
    Result<json> battle = j->ask({{"ask", "battle"}});
    QVERIFY2(battle.ok(), battle ? "" : battle.error().message.c_str());
    const std::vector<JournalEvent> events = umpire::test::allEvents(j->journal());
    const json &armies = events.back().data["request"]["armies"];
    QCOMPARE(armies.size(), std::size_t(2));
    QCOMPARE(armies[0]["name"].get<std::string>(), std::string("French"));
    QCOMPARE(armies[0]["points"].get<int>(), 66);
    QCOMPARE(armies[1]["pointsDestroyed"].get<int>(), 3);
}

void TestVvJournal::questionsThatDecideNothingAreNotJournaled()
{
    QTemporaryDir dir;
    Result<vv::Journal> j =
        vv::Journal::create(dir.filePath("b.jsonl").toStdString(), lga(), "", corps, 1);
    QVERIFY(j.ok());
    const std::size_t before = j->journal().size();
    Result<json> measured =
        j->ask({{"ask", "measure"}, {"value", 9}, {"unit", "cm"}, {"scale", "15mm"}});
    QVERIFY2(measured.ok(), measured ? "" : measured.error().message.c_str());
    QCOMPARE(j->journal().size(), before);
    QVERIFY(j->ask({{"ask", "quality"}}).ok());
    QCOMPARE(j->journal().size(), before + 1);
}

void TestVvJournal::undoAndRedoReplay()
{
    QTemporaryDir dir;
    Result<vv::Journal> j =
        vv::Journal::create(dir.filePath("b.jsonl").toStdString(), lga(), "", corps, 1);
    QVERIFY(j.ok());
    QVERIFY(j->ask(charge("[[6,1]]")).ok());
    QVERIFY(j->recordLoss("Guard", 4, true, "a battery overrun").ok());
    QCOMPARE(lost(*j, "Guard"), 4);
    QVERIFY(j->battle().findCorps("Guard")->generalLost);
    QVERIFY(j->undo().ok());
    QCOMPARE(lost(*j, "Guard"), 0);
    QVERIFY(!j->battle().findCorps("Guard")->generalLost);
    QCOMPARE(lost(*j, "Kolowrat"), 3);
    QVERIFY(j->undo().ok());
    QCOMPARE(lost(*j, "Kolowrat"), 0);
    QVERIFY(j->redo().ok());
    QCOMPARE(lost(*j, "Kolowrat"), 3);
    Result<vv::Journal> again =
        vv::Journal::open(j->journal().path(), dirs(), Journal::Mode::ReadOnly);
    QVERIFY(again.ok());
    QCOMPARE(again->battle().toJson(), j->battle().toJson());
}

void TestVvJournal::diceContinueAcrossReopening()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("b.jsonl").toStdString();
    {
        Result<vv::Journal> j = vv::Journal::create(path, lga(), "", corps, 1815);
        QVERIFY(j.ok());
        Result<json> first = j->ask({{"ask", "quality"}});
        QVERIFY(first.ok());
        QCOMPARE(j->battle().nextDraw, std::uint64_t(1));
    } // closed, as when the app quits
    Result<vv::Journal> again = vv::Journal::open(path, dirs());
    QVERIFY(again.ok());
    QCOMPARE(again->battle().nextDraw, std::uint64_t(1));
    Result<json> second = again->ask({{"ask", "quality"}});
    QVERIFY(second.ok());
    // The second quality die is draw 1 of seed 1815, not draw 0 again.
    QCOMPARE((*second)["roll"]["draw"].get<int>(), 1);
    QCOMPARE((*second)["roll"]["value"].get<int>(), DiceGenerator::valueAt(1815, 1, 6));
}

void TestVvJournal::verifyAsksAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("b.jsonl");
    Result<vv::Journal> j = vv::Journal::create(path.toStdString(), lga(), "", corps, 3);
    QVERIFY(j.ok());
    QVERIFY(j->ask(charge("[[6,1]]")).ok());
    QVERIFY(j->ask({{"ask", "activation"}, {"quality", "good"}}).ok());
    Result<int> checked = j->verify();
    QVERIFY2(checked.ok(), checked ? "" : checked.error().message.c_str());
    QCOMPARE(*checked, 2);
    // A journal edited by hand (the lancers merely recoil) no longer verifies.
    std::string text = readAll(path);
    const std::size_t at = text.find("\"result\":\"destroyed\"");
    QVERIFY(at != std::string::npos);
    text.replace(at, std::string("\"result\":\"destroyed\"").size(), "\"result\":\"recoil\"");
    std::ofstream(path.toStdString(), std::ios::trunc) << umpire::test::resealed(text);
    Result<vv::Journal> edited =
        vv::Journal::open(path.toStdString(), dirs(), Journal::Mode::ReadOnly);
    QVERIFY2(edited.ok(), edited ? "" : edited.error().message.c_str());
    QCOMPARE(lost(*edited, "Kolowrat"), 0);
    Result<int> bad = edited->verify();
    QVERIFY(!bad.ok());
    QVERIFY2(q(bad.error().message).contains("resolves differently"), bad.error().message.c_str());
}

void TestVvJournal::badSetUpAndRequestsAreRefused_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("message");
    const QString good = QString::fromStdString(corps.dump());
    QTest::newRow("two corps with one name")
        << R"([{"army":"A","name":"I","points":10},{"army":"B","name":"I","points":10}])"
        << ""
        << "two corps are named \"I\"";
    QTest::newRow("a corps of no points") << R"([{"army":"A","name":"I","points":0}])"
                                          << ""
                                          << "a corps has 1 to 1000";
    QTest::newRow("a corps without an army") << R"([{"name":"I","points":5}])"
                                             << ""
                                             << "needs an army";
    QTest::newRow("an unknown corps in a combat")
        << good
        << R"({"ask":"combat","kind":"melee","attacker":{"unit":"lancers"},"defender":{"unit":"lancers"},"rolls":[[6,1]],"attackerCorps":"Nobody"})"
        << "no corps \"Nobody\"";
    QTest::newRow("a corps given to a question that is not a combat")
        << good << R"({"ask":"quality","attackerCorps":"Guard"})"
        << "belongs to a combat";
    QTest::newRow("another game's request") << good << R"({"ask":"quality","game":"rebel-yell"})"
                                            << "not of \"rebel-yell\"";
    // VV 2: "each consisting of elements totalling up to 36 points".
    QTest::newRow("VV 2 a corps of 40 points is refused")
        << R"([{"army":"A","name":"I","points":36},{"army":"B","name":"II","points":40}])"
        << ""
        << "corps \"II\" has 40 points, 4 over the 36";
    QTest::newRow("VV 2 a corps of 37 points is refused")
        << R"([{"army":"A","name":"I","points":37}])"
        << ""
        << "over the 36 a corps may have";
    // VV 2: "an army may have up to four corps".
    QTest::newRow("VV 2 five corps in one army are refused")
        << R"([{"army":"A","name":"1","points":9},{"army":"A","name":"2","points":9},)"
           R"({"army":"A","name":"3","points":9},{"army":"A","name":"4","points":9},)"
           R"({"army":"A","name":"5","points":9}])"
        << ""
        << "the A army has 5 corps, more than the 4";
    QTest::newRow("VV 4.2 an activation of a general whose quality is not rolled")
        << good << R"({"ask":"activation","corps":"Guard","roll":3})"
        << "roll the quality of the general of Guard first";
    QTest::newRow("a general of a corps not in the battle")
        << good << R"({"ask":"quality","corps":"Nobody","roll":3})"
        << "no corps \"Nobody\"";
    QTest::newRow("a general named twice")
        << good << R"({"ask":"quality","corps":"Guard","commanderInChief":"French","roll":3})"
        << "not both";
}

void TestVvJournal::badSetUpAndRequestsAreRefused()
{
    QFETCH(QString, setup);
    QFETCH(QString, request);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const std::string path = dir.filePath("b.jsonl").toStdString();
    Result<vv::Journal> j =
        vv::Journal::create(path, lga(), "", json::parse(setup.toStdString()), 1);
    if (request.isEmpty()) {
        QVERIFY(!j.ok());
        QVERIFY2(q(j.error().message).contains(message), j.error().message.c_str());
        QVERIFY(!std::filesystem::exists(path)); // nothing written
        return;
    }
    QVERIFY(j.ok());
    const std::size_t before = j->journal().size();
    Result<json> answer = j->ask(json::parse(request.toStdString()));
    QVERIFY(!answer.ok());
    QVERIFY2(q(answer.error().message).contains(message), answer.error().message.c_str());
    QCOMPARE(j->journal().size(), before);
}

void TestVvJournal::otherJournalIsRefused()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("nlb.jsonl").toStdString();
    JournalHeader header;
    header.ruleset = "nlb";
    QVERIFY(Journal::create(path, header).ok());
    Result<vv::Journal> j = vv::Journal::open(path, dirs());
    QVERIFY(!j.ok());
    QVERIFY2(q(j.error().message).contains("not of a Vae Victis battle"),
             j.error().message.c_str());
}

QTEST_APPLESS_MAIN(TestVvJournal)
// The battle's dice come from its seed, the referee's alone: every output of the module for the
// table and the armies' players shows each die's value and draw, and never the seed.
void TestVvJournal::diceSeedStaysWithTheReferee()
{
    const std::string seed = "918273645";
    QTemporaryDir dir;
    Result<vv::Journal> j = vv::Journal::create(dir.filePath("b.jsonl").toStdString(), lga(),
                                                "Aspern", corps, std::stoull(seed));
    QVERIFY(j.ok());
    vv::Module module(std::move(j).value());
    // A charge with the app's dice (its rounds quote them), a quality roll and an activation
    // (their steps quote the die as text).
    json generated = charge("[]");
    generated.erase("rolls");
    QVERIFY(module.act(generated).ok());
    QVERIFY(module.act({{"ask", "quality"}}).ok());
    QVERIFY(module.act({{"ask", "activation"}, {"quality", "good"}}).ok());
    QVERIFY(module.journal().readEvent(2)->data.dump().find(seed) != std::string::npos);

    const std::vector<Secret> secrets = module.secrets();
    QCOMPARE(secrets.size(), std::size_t(1));
    QCOMPARE(secrets[0].forms, std::vector<std::string>{seed});

    for (const Viewer &viewer : {Viewer::referee(), Viewer::everyone(), Viewer::player("French"),
                                 Viewer::player("Austrian")}) {
        std::vector<std::pair<std::string, std::string>> outputs;
        for (const std::optional<std::uint64_t> at :
             {std::optional<std::uint64_t>(), std::optional<std::uint64_t>(2)}) {
            outputs.emplace_back("view", module.view(viewer, at).value().dump());
            outputs.emplace_back("state text", module.viewText(viewer, at).value());
        }
        outputs.emplace_back("show", describeAll(module, viewer).value().dump());
        for (const std::string &format : module.exportFormats())
            outputs.emplace_back("export " + format, module.exportReport(format, viewer).value());
        outputs.emplace_back("players' view", json(module.playersView(viewer, 50).value()).dump());
        const bool referee = viewer.role == Viewer::Role::Referee;
        for (const auto &[form, text] : outputs)
            QVERIFY2(referee || text.find(seed) == std::string::npos,
                     qPrintable(q(form + " of " + viewer.text())));
        QCOMPARE(outputs[0].second.find(seed) != std::string::npos, referee); // the view
        // The answers' steps quote their dice: with the seed for the referee, the draw for all.
        const std::string &shown = outputs[4].second;
        QVERIFY(shown.find(referee ? "(generated: seed " + seed + ", draw 1)"
                                   : "(generated, draw 1)") != std::string::npos);
        QCOMPARE(outputs[0].second.find(seed) != std::string::npos, referee);

        // The dice themselves are for all: the charge's first round, as journaled.
        const json charged = module.describe(*module.journal().readEvent(2), viewer);
        const json &die = charged["data"]["answer"]["rounds"][0]["attackerDie"];
        QCOMPARE(die["draw"].get<int>(), 0);
        QCOMPARE(die["value"].get<int>(), DiceGenerator::valueAt(std::stoull(seed), 0, 6));
        QCOMPARE(die.contains("seed"), referee);
    }
}

void TestVvJournal::demoralisedCorpsAttacksAtMinusOne_data()
{
    QTest::addColumn<QString>("attackerCorps");
    QTest::addColumn<QString>("defenderCorps");
    QTest::addColumn<int>("attackerTotal");
    QTest::addColumn<int>("defenderTotal");
    // Line against Line, dice 5 against 4: 3 + 5 against 3 + 4.
    QTest::newRow("VV 9 a demoralised corps attacks at -1") << "Kolowrat"
                                                            << "I Corps" << 7 << 7;
    QTest::newRow("VV 9 a demoralised corps defends without deduction") << "I Corps"
                                                                        << "Kolowrat" << 8 << 7;
}

// VV 9: "The units of a demoralised corps have a deduction of -1 in attack, (but not in
// defence)": the corps' morale is the journal's, not the question's.
void TestVvJournal::demoralisedCorpsAttacksAtMinusOne()
{
    QFETCH(QString, attackerCorps);
    QFETCH(QString, defenderCorps);
    QFETCH(int, attackerTotal);
    QFETCH(int, defenderTotal);
    QTemporaryDir dir;
    Result<vv::Journal> j =
        vv::Journal::create(dir.filePath("b.jsonl").toStdString(), lga(), "Aspern", corps, 1);
    QVERIFY(j.ok());
    QVERIFY(j->ask(charge("[[6,1]]")).ok()); // Kolowrat loses 3 of its 9 points
    QVERIFY(
        j->ask({{"ask", "corps-morale"}, {"name", "Kolowrat"}, {"elementsLeft", 2}, {"roll", 1}})
            .ok());
    QVERIFY(j->battle().findCorps("Kolowrat")->demoralised);
    const json line = {{"ask", "combat"},
                       {"kind", "melee"},
                       {"attacker", {{"unit", "line-infantry"}}},
                       {"defender", {{"unit", "line-infantry"}}},
                       {"rolls", {{5, 4}}},
                       {"attackerCorps", attackerCorps.toStdString()},
                       {"defenderCorps", defenderCorps.toStdString()}};
    Result<json> answer = j->ask(line);
    QVERIFY2(answer.ok(), answer ? "" : answer.error().message.c_str());
    QCOMPARE((*answer)["rounds"][0]["attackerTotal"].get<int>(), attackerTotal);
    QCOMPARE((*answer)["rounds"][0]["defenderTotal"].get<int>(), defenderTotal);
    // VV 8.4: equal scores roll again.
    QCOMPARE((*answer)["needsReroll"].get<bool>(), attackerTotal == defenderTotal);
    // The request kept in the journal says it, so that verify asks the same question again.
    QVERIFY(j->verify().ok());
}

// VV 2: "A general is eliminated (killed or captured) if it is contiguous with an element that is
// destroyed by combat": one attached to the element (the melee factor) touches it.
void TestVvJournal::generalAttachedToADestroyedElementIsLost()
{
    QTemporaryDir dir;
    Result<vv::Journal> j =
        vv::Journal::create(dir.filePath("b.jsonl").toStdString(), lga(), "Aspern", corps, 1);
    QVERIFY(j.ok());
    json attached = charge("[[6,1]]");
    attached["defender"]["factors"] = {"general-attached"};
    Result<json> answer = j->ask(attached);
    QVERIFY2(answer.ok(), answer ? "" : answer.error().message.c_str());
    QCOMPARE((*answer)["result"].get<std::string>(), std::string("destroyed"));
    QVERIFY((*answer).value("generalLost", false));
    QVERIFY(j->battle().findCorps("Kolowrat")->generalLost);
    // A recoil leaves him be.
    Result<vv::Journal> k =
        vv::Journal::create(dir.filePath("c.jsonl").toStdString(), lga(), "Aspern", corps, 1);
    json recoil = charge("[[1,6]]");
    recoil["attacker"]["factors"] = {"general-attached"};
    QVERIFY(k->ask(recoil).ok());
    QVERIFY(!k->battle().findCorps("I Corps")->generalLost);
    // His corps has no general to roll for any more.
    Result<json> quality = j->ask({{"ask", "quality"}, {"corps", "Kolowrat"}, {"roll", 3}});
    QVERIFY(!quality.ok());
    QVERIFY2(q(quality.error().message).contains("is lost (VV 2)"),
             quality.error().message.c_str());
}

// VV 4.2: each general's quality is rolled once at the beginning of the game; VV 5.1: his
// activation die is modified by it. Both kept with the general they were rolled for.
void TestVvJournal::generalsQualityIsRolledOnceAndActivationReadsIt()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("b.jsonl").toStdString();
    Result<vv::Journal> j = vv::Journal::create(path, lga(), "Aspern", corps, 1);
    QVERIFY(j.ok());
    Result<json> good = j->ask({{"ask", "quality"}, {"corps", "Guard"}, {"roll", 6}});
    QVERIFY2(good.ok(), good ? "" : good.error().message.c_str());
    QCOMPARE(j->battle().findCorps("Guard")->quality, std::string("good"));
    Result<json> mediocre =
        j->ask({{"ask", "quality"}, {"commanderInChief", "French"}, {"roll", 1}});
    QVERIFY(mediocre.ok());
    QCOMPARE(j->battle().commanders.at("French"), std::string("mediocre"));
    Result<json> again = j->ask({{"ask", "quality"}, {"corps", "Guard"}, {"roll", 2}});
    QVERIFY(!again.ok());
    QVERIFY2(q(again.error().message).contains("rolled once"), again.error().message.c_str());
    // A good general: +1 AP; a mediocre one -1, never under 1.
    Result<json> guard = j->ask({{"ask", "activation"}, {"corps", "Guard"}, {"roll", 3}});
    QVERIFY2(guard.ok(), guard ? "" : guard.error().message.c_str());
    QCOMPARE((*guard)["points"].get<int>(), 4);
    Result<json> chief =
        j->ask({{"ask", "activation"}, {"commanderInChief", "French"}, {"roll", 1}});
    QVERIFY(chief.ok());
    QCOMPARE((*chief)["points"].get<int>(), 1);
    // Undone, the quality may be rolled again; reopened, the journal holds the same.
    QVERIFY(j->undo().ok());
    QVERIFY(j->undo().ok());
    QVERIFY(j->undo().ok());
    QVERIFY(j->battle().findCorps("Guard")->quality == "good");
    QVERIFY(!j->battle().commanders.count("French"));
    Result<vv::Journal> reopened = vv::Journal::open(path, dirs(), Journal::Mode::ReadOnly);
    QVERIFY(reopened.ok());
    QCOMPARE(reopened->battle().toJson(), j->battle().toJson());
    QVERIFY(j->verify().ok());
}

// The journal's lines and the players' view say whose element beat whose (two Line elements
// are told apart by their corps and army).
void TestVvJournal::summarySaysEachElementsSide()
{
    QTemporaryDir dir;
    Result<vv::Journal> j =
        vv::Journal::create(dir.filePath("b.jsonl").toStdString(), lga(), "Aspern", corps, 1);
    QVERIFY(j.ok());
    vv::Module module(std::move(j).value());
    QVERIFY(module
                .act({{"ask", "combat"},
                      {"kind", "melee"},
                      {"attacker", {{"unit", "line-infantry"}}},
                      {"defender", {{"unit", "line-infantry"}}},
                      {"rolls", {{5, 4}}},
                      {"attackerCorps", "I Corps"},
                      {"defenderCorps", "Kolowrat"}})
                .ok());
    QVERIFY(module
                .act({{"ask", "combat"},
                      {"kind", "melee"},
                      {"attacker", {{"unit", "line-infantry"}}},
                      {"defender", {{"unit", "line-infantry"}}},
                      {"rolls", {{6, 1}}}})
                .ok());
    QVERIFY(module.act({{"ask", "quality"}, {"corps", "Kolowrat"}, {"roll", 6}}).ok());
    const json first = module.describe(*module.journal().readEvent(2), Viewer::everyone());
    QCOMPARE(q(first["summary"].get<std::string>()),
             QStringLiteral("melee: Line (French, I Corps) beat Line (Austrian, Kolowrat) "
                            "(recoils)"));
    const json second = module.describe(*module.journal().readEvent(3), Viewer::everyone());
    QCOMPARE(q(second["summary"].get<std::string>()),
             QStringLiteral("melee: Line (attacker) beat Line (defender) (destroyed)"));
    const json third = module.describe(*module.journal().readEvent(4), Viewer::everyone());
    QCOMPARE(q(third["summary"].get<std::string>()),
             QStringLiteral("the general of Kolowrat is Good (die 6, VV 4.2)"));
}

#include "tst_vvjournal.moc"
