// The contract every game module keeps behind the one interface the faces use (gamemodule.h), held
// for every game system the registry offers: an action is journaled as one event; a refused one
// writes nothing; undo and redo compensate and restore; verify finds nothing wrong; every viewer's
// view, text and players' view is given; each export writes what the module describes, streamed
// or whole; and the journal replayed from its file gives the live state at every step.
#include "gamecontract.h"

using namespace umpire;
using nlohmann::json;

namespace {

GameRegistry registry()
{
    return GameRegistry({std::filesystem::path(UMPIRE_RULESDATA_DIR)});
}

json chartSetup(const std::string &enemy)
{
    json french = {{"name", "French"}};
    if (enemy != "Allied") // NAW 8.2: the French army is never demoralized
        french["demoralization"] = 20;
    json setup = {{"title", "Contract"},
                  {"seed", 7},
                  {"sides", {french, {{"name", enemy}, {"demoralization", 20}}}},
                  {"orderOfBattle", json::array()}};
    for (int i = 0; i < 4; ++i)
        setup["orderOfBattle"].push_back(
            {{"id", "U" + std::to_string(i)}, {"side", i % 2 ? enemy : "French"}, {"strength", 3}});
    return setup;
}

} // namespace

class TestGameContract : public QObject
{
    Q_OBJECT

  private slots:
    void everyModuleKeepsTheContract_data();
    void everyModuleKeepsTheContract();
    void theContractCoversEverySystem();
};

void TestGameContract::everyModuleKeepsTheContract_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<QByteArray>("action");  // one the rules accept at the start
    QTest::addColumn<QByteArray>("then");    // one they accept after it
    QTest::addColumn<QByteArray>("refused"); // a well-formed one they refuse there
    const json roll = {{"action", "roll"}};
    const json combatOfNobody = {
        {"action", "combat"},
        {"request", {{"attackers", {{{"id", "nobody"}}}}, {"defenders", {{{"id", "U1"}}}}}}};
    for (const auto &[system, enemy] :
         {std::pair{"nlb", "Prussian"}, std::pair{"naw", "Allied"}, std::pair{"bmw", "Prussian"}})
        QTest::newRow(system) << QString(system)
                              << QByteArray::fromStdString(chartSetup(enemy).dump())
                              << QByteArray::fromStdString(roll.dump())
                              << QByteArray::fromStdString(roll.dump())
                              << QByteArray::fromStdString(combatOfNobody.dump());
    QTest::newRow("n1815") << QString("n1815") << QByteArray(R"({"title": "Contract"})")
                           << QByteArray(R"({"action": "weather", "roll": 4})")
                           << QByteArray(
                                  R"({"action": "movementPoints", "army": "french", "roll": 2})")
                           << QByteArray(R"({"action": "weather", "roll": 9})");
    const json corps = {{"title", "Contract"},
                        {"seed", 11},
                        {"corps",
                         {{{"army", "French"}, {"name", "III Corps"}, {"points", 30}},
                          {{"army", "Prussian"}, {"name", "I Korps"}, {"points", 30}}}}};
    json melee = {{"ask", "combat"},
                  {"kind", "melee"},
                  {"attacker", {{"unit", "line-infantry"}}},
                  {"defender", {{"unit", "line-infantry"}}},
                  {"attackerCorps", "III Corps"},
                  {"defenderCorps", "I Korps"}};
    json meleeOfNobody = melee;
    meleeOfNobody["attacker"]["unit"] = "nobody";
    // The four Vae Victis games are one module over each game's data.
    QTest::newRow("la-grande-armee")
        << QString("la-grande-armee") << QByteArray::fromStdString(corps.dump())
        << QByteArray::fromStdString(melee.dump()) << QByteArray::fromStdString(melee.dump())
        << QByteArray::fromStdString(meleeOfNobody.dump());
}

void TestGameContract::everyModuleKeepsTheContract()
{
    QFETCH(QString, system);
    QFETCH(QByteArray, setup);
    QFETCH(QByteArray, action);
    QFETCH(QByteArray, then);
    QFETCH(QByteArray, refused);
    test::keepsTheContract(registry(), system.toStdString(), setup.toStdString(),
                           action.toStdString(), then.toStdString(), refused.toStdString());
}

// Every system the registry offers is one of the rows above, so a new game cannot skip the
// contract.
void TestGameContract::theContractCoversEverySystem()
{
    QStringList rows;
    for (const char *row : {"nlb", "naw", "bmw", "n1815", "la-grande-armee"})
        rows << row;
    for (const json &system : registry().systems()) {
        const QString id = QString::fromStdString(system["id"].get<std::string>());
        const bool vaeVictis = system["kind"] == "vaevictis";
        QVERIFY2(rows.contains(id) || vaeVictis, qPrintable(id + " has no row in the contract"));
    }
}

QTEST_GUILESS_MAIN(TestGameContract)
#include "tst_gamecontract.moc"
