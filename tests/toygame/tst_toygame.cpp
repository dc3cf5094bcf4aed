// A sixth game family written outside the engine, in this folder alone: the registry offers it,
// its module keeps the contract every game keeps, and umpire-cli's journal commands play it
// through the toy's command line (umpire-cli's library with the toy enrolled). Nothing outside
// this folder names it but the one line that adds the folder to the build.
#include "gamecontract.h"
#include "toyevents.h"

#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace umpire;
using nlohmann::json;

namespace {

std::vector<std::filesystem::path> dirs()
{
    return {TOY_RULESDATA_DIR, UMPIRE_RULESDATA_DIR};
}

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

// The toy's command line with `args`, its rule data found as a user's would be.
Run toyCli(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("UMPIRE_RULESDATA", TOY_RULESDATA_DIR);
    process.setProcessEnvironment(env);
    process.start(TOY_CLI, args);
    process.waitForFinished(60000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QString fileText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestToyGame : public QObject
{
    Q_OBJECT

  private slots:
    void theRegistryOffersIt();
    void itKeepsTheContract();
    void itPlaysThroughTheJournalCommands();
    void itsPlayersViewShowsTheRope();
    void nothingOutsideItsFolderNamesIt();
};

void TestToyGame::theRegistryOffersIt()
{
    const GameRegistry registry(dirs());
    QCOMPARE(GameRegistry::familyOf("tug").id(), std::string("toy"));
    QCOMPARE(GameRegistry::familyOf("nlb").id(), std::string("crt")); // the others still theirs
    bool listed = false;
    for (const json &system : registry.systems())
        if (system["id"] == "tug") {
            listed = true;
            QCOMPARE(system["kind"], json("toy"));
            QCOMPARE(system["name"], json("Tug of War"));
        }
    QVERIFY(listed);
    Result<json> checked = registry.checkDataFile(std::string(TOY_RULESDATA_DIR) + "/toy/tug.json");
    QVERIFY2(checked, checked ? "" : checked.error().message.c_str());
    QCOMPARE((*checked)["kind"], json("toy ruleset"));
    // Its kind of event is the journal's now, and only its own journals hold it.
    QCOMPARE(std::string(eventKindName(toy::kinds::Pulled)), "toy.pulled");
    QVERIFY(eventKindFitsGame(toy::kinds::Pulled, "tug"));
    QVERIFY(!eventKindFitsGame(toy::kinds::Pulled, "nlb"));
}

void TestToyGame::itKeepsTheContract()
{
    test::keepsTheContract(GameRegistry(dirs()), "tug", R"({"title": "Contract"})",
                           R"({"action": "pull", "side": "north"})",
                           R"({"action": "pull", "side": "south"})",
                           R"({"action": "pull", "side": "east"})");
}

void TestToyGame::itPlaysThroughTheJournalCommands()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("tug.jsonl");
    Run made = toyCli({"journal", "new", file, "--ruleset", "tug", "--title", "Playground"});
    QVERIFY2(made.code == 0, qPrintable(made.err));
    QVERIFY2(made.out.contains("Tug of War"), qPrintable(made.out));
    for (int i = 0; i < 3; ++i) {
        Run pulled =
            toyCli({"journal", "act", file, "--action", R"({"action": "pull", "side": "north"})"});
        QVERIFY2(pulled.code == 0, qPrintable(pulled.err));
    }
    Run state = toyCli({"journal", "state", file});
    QVERIFY2(state.code == 0, qPrintable(state.err));
    QVERIFY2(state.out.contains("North wins"), qPrintable(state.out));

    // The rope is won: a pull is refused, naming why, and the journal is left as it was.
    const QString before = fileText(file);
    Run refused =
        toyCli({"journal", "act", file, "--action", R"({"action": "pull", "side": "south"})"});
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains("the rope is won by North"), qPrintable(refused.err));
    QCOMPARE(fileText(file), before);

    Run undone = toyCli({"journal", "undo", file});
    QVERIFY2(undone.code == 0, qPrintable(undone.err));
    Run json = toyCli({"journal", "state", file, "--json"});
    QVERIFY2(json.code == 0, qPrintable(json.err));
    QVERIFY2(json.out.contains(R"("rope":2)") || json.out.contains(R"("rope": 2)"),
             qPrintable(json.out));
    Run redone = toyCli({"journal", "redo", file});
    QVERIFY2(redone.code == 0, qPrintable(redone.err));
    state = toyCli({"journal", "state", file});
    QVERIFY2(state.out.contains("North wins"), qPrintable(state.out));

    Run verified = toyCli({"journal", "verify", file});
    QVERIFY2(verified.code == 0, qPrintable(verified.out + verified.err));
    QVERIFY2(verified.out.contains("3 pulls counted again"), qPrintable(verified.out));

    Run csv = toyCli({"journal", "export", file, "--format", "csv"});
    QVERIFY2(csv.code == 0, qPrintable(csv.err));
    QCOMPARE(csv.out.count("North pulled"), 3);
    Run exported = toyCli({"journal", "export", file, "--format", "json"});
    QVERIFY2(exported.code == 0, qPrintable(exported.err));
    const nlohmann::json report = nlohmann::json::parse(exported.out.toStdString());
    QCOMPARE(report["events"].size(), std::size_t{6}); // created, 3 pulls, undo, redo
    QCOMPARE(report["state"]["winner"], nlohmann::json("north"));
    Run html = toyCli({"journal", "export", file, "--format", "html"});
    QCOMPARE(html.code, 2);
    QVERIFY2(html.err.contains("csv or json"), qPrintable(html.err));

    Run shown = toyCli({"journal", "show", file, "--kind", "toy.pulled"});
    QVERIFY2(shown.code == 0, qPrintable(shown.err));
    QCOMPARE(shown.out.count("North pulled"), 3);
}

void TestToyGame::itsPlayersViewShowsTheRope()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("tug.jsonl").toStdString();
    Result<std::unique_ptr<GameModule>> game =
        GameRegistry(dirs()).create(path, "tug", {{"title", "Phones"}});
    QVERIFY2(game, game ? "" : game.error().message.c_str());
    QVERIFY((*game)->act({{"action", "pull"}, {"side", "south"}}));
    Result<PlayersView> view = (*game)->playersView(Viewer::everyone(), 5);
    QVERIFY(view);
    json doc;
    to_json(doc, *view);
    QCOMPARE(doc["armies"].size(), std::size_t{2});
    QCOMPARE(doc["armies"][1]["figures"][0]["value"], json("1"));
    // Its last events, each a message the page gives in its reader's language.
    const json &last = doc["events"].back();
    QCOMPARE(last["summary"]["format"], json("%1 pulled"));
    QCOMPARE(last["summary"]["args"][0], json("South"));
}

// The toy needed nothing of the engine's or the faces' folders: none of their files names it, and
// the build adds its folder by one line.
void TestToyGame::nothingOutsideItsFolderNamesIt()
{
    const QRegularExpression named(QStringLiteral("\\b(toy|toygame|tug|Tug of War)\\b"),
                                   QRegularExpression::CaseInsensitiveOption);
    int files = 0;
    for (const char *folder : {"engine", "app", "bench", "cmake", "rulesdata", "tools"}) {
        QDirIterator it(QStringLiteral(UMPIRE_SOURCE_DIR "/") + folder, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            ++files;
            const QRegularExpressionMatch found = named.match(fileText(path));
            QVERIFY2(!found.hasMatch(), qPrintable(path + " names the toy: " + found.captured()));
        }
    }
    QVERIFY(files > 100);
    const QString tests = fileText(QStringLiteral(UMPIRE_SOURCE_DIR "/tests/CMakeLists.txt"));
    QCOMPARE(tests.count(named), 1);
    QVERIFY(tests.contains("add_subdirectory(toygame)"));
    // The family enrolls itself by one line of its own folder.
    QCOMPARE(
        fileText(QStringLiteral(TOY_SOURCE_DIR "/toyfamily.cpp")).count("GameRegistry::enroll"), 1);
}

QTEST_GUILESS_MAIN(TestToyGame)
#include "tst_toygame.moc"
