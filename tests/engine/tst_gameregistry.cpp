// The registry of game systems asks each game family in turn (gamefamily.h): a shipped system is
// played by its own family, a family enrolled from outside the engine is asked first, and opening,
// making, listing and checking a game's data each reach the family that plays it.
#include "games.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace umpire;
using nlohmann::json;

namespace {

// A family that plays one system, "probe", and says which of its doors was reached: every answer
// is a refusal naming it, so the registry's dispatch is what is tested.
class ProbeFamily final : public GameFamily
{
  public:
    std::string id() const override { return "probe"; }
    bool plays(const std::string &system) const override { return system == "probe"; }
    Result<std::unique_ptr<GameModule>> open(Journal journal, const Dirs &) const override
    {
        return badInput("probe: opened " + journal.header().title);
    }
    Result<std::unique_ptr<GameModule>> create(const std::string &, const std::string &system,
                                               const json &setup, const Dirs &) const override
    {
        return badInput("probe: made " + system + " " + setup.value("title", ""));
    }
    json systems(const Dirs &) const override
    {
        return json::array({{{"id", "probe"}, {"kind", id()}, {"name", "Probe"}}});
    }
    std::optional<Result<json>> checkDataFile(const std::string &path, const json &doc,
                                              const Dirs &) const override
    {
        if (!schemaOf(doc).ends_with("probe.schema.json"))
            return std::nullopt;
        return Result<json>(checkedDataFile(path, id(), "probe", {}));
    }
};

const bool enrolled = GameRegistry::enroll(std::make_shared<ProbeFamily>());

GameRegistry registry()
{
    return GameRegistry({std::filesystem::path(UMPIRE_RULESDATA_DIR)});
}

} // namespace

class TestGameRegistry : public QObject
{
    Q_OBJECT

  private slots:
    void eachSystemIsPlayedByItsFamily_data();
    void eachSystemIsPlayedByItsFamily();
    void anEnrolledFamilyIsAskedForItsGames();
    void aShippedGameStillOpensAndIsMade();
};

void TestGameRegistry::eachSystemIsPlayedByItsFamily_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("family");
    QTest::newRow("nlb") << "nlb"
                         << "crt";
    QTest::newRow("a user's own chart game") << "my-own-game"
                                             << "crt";
    QTest::newRow("n1815") << "n1815"
                           << "n1815";
    QTest::newRow("a Vae Victis game") << "la-grande-armee"
                                       << "vaevictis";
    QTest::newRow("a Vae Victis journal") << "vaevictis"
                                          << "vaevictis";
    QTest::newRow("an enrolled family's") << "probe"
                                          << "probe";
}

void TestGameRegistry::eachSystemIsPlayedByItsFamily()
{
    QFETCH(QString, system);
    QFETCH(QString, family);
    QVERIFY(enrolled);
    QCOMPARE(QString::fromStdString(GameRegistry::familyOf(system.toStdString()).id()), family);
}

void TestGameRegistry::anEnrolledFamilyIsAskedForItsGames()
{
    QTemporaryDir dir;
    // Made: the family's create, with the set-up as given.
    Result<std::unique_ptr<GameModule>> made =
        registry().create(dir.filePath("p.jsonl").toStdString(), "probe", {{"title", "Ligny"}});
    QVERIFY(!made);
    QCOMPARE(QString::fromStdString(made.error().message), QString("probe: made probe Ligny"));
    // Opened: a journal whose header names its system reaches the family's open.
    JournalHeader header;
    header.ruleset = "probe";
    header.title = "Wavre";
    QVERIFY(Journal::create(dir.filePath("w.jsonl").toStdString(), header).ok());
    Result<std::unique_ptr<GameModule>> opened =
        registry().open(dir.filePath("w.jsonl").toStdString());
    QVERIFY(!opened);
    QCOMPARE(QString::fromStdString(opened.error().message), QString("probe: opened Wavre"));
    // Listed after the chart games, before the others.
    const json systems = registry().systems();
    QCOMPARE(systems.front()["kind"], json("crt"));
    std::size_t probe = 0, n1815 = 0;
    for (std::size_t i = 0; i < systems.size(); ++i) {
        if (systems[i]["id"] == "probe")
            probe = i;
        if (systems[i]["id"] == "n1815")
            n1815 = i;
    }
    QVERIFY(probe > 0 && probe < n1815);
    // Its data files are checked by it; a ruleset is still the chart games'.
    const std::string data = dir.filePath("probe.json").toStdString();
    std::ofstream(data) << R"({"$schema": "probe.schema.json"})";
    Result<json> checked = registry().checkDataFile(data);
    QVERIFY2(checked, checked ? "" : checked.error().message.c_str());
    QCOMPARE((*checked)["kind"], json("probe"));
    Result<json> ruleset = registry().checkDataFile(UMPIRE_RULESDATA_DIR "/nlb.json");
    QVERIFY2(ruleset, ruleset ? "" : ruleset.error().message.c_str());
    QCOMPARE((*ruleset)["kind"], json("ruleset"));
}

// The shipped families answer as the registry did before it asked them.
void TestGameRegistry::aShippedGameStillOpensAndIsMade()
{
    QTemporaryDir dir;
    for (const auto &[system, setup] :
         {std::pair<std::string, json>{"n1815", {{"title", "Quatre Bras"}}},
          std::pair<std::string, json>{
              "la-grande-armee",
              {{"title", "Aspern"},
               {"seed", 3},
               {"corps",
                {{{"army", "French"}, {"name", "Lannes"}, {"points", 20}},
                 {{"army", "Austrian"}, {"name", "Kolowrat"}, {"points", 9}}}}}},
          std::pair<std::string, json>{"nlb-demo", {{"scenario", "nlb-demo"}}}}) {
        const std::string path = dir.filePath(QString::fromStdString(system)).toStdString();
        Result<std::unique_ptr<GameModule>> made =
            registry().create(path, system == "nlb-demo" ? "" : system, setup);
        QVERIFY2(made, made ? "" : made.error().message.c_str());
        const std::string family =
            GameRegistry::familyOf(system == "nlb-demo" ? "nlb" : system).id();
        Result<std::unique_ptr<GameModule>> opened = registry().open(path);
        QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
        QCOMPARE((*opened)->system(), (*made)->system());
        QCOMPARE(GameRegistry::familyOf((*opened)->system()).id(), family);
        QCOMPARE((*opened)->journal().size(), (*made)->journal().size());
    }
}

QTEST_GUILESS_MAIN(TestGameRegistry)
#include "tst_gameregistry.moc"
