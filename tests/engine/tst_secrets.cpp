// Every secret stays with its player: games of every system played at random (Napoleon 1815
// Returns with its hands dealt from Umpire's deck, units moved and battles fought; the chart games
// and a Vae Victis battle with the app's dice), and at points along the way every output form
// (view JSON and text, now and at an earlier event, every event described, every export, the
// players' view) searched, byte by byte, for every secret the module lists that its viewer may not
// see; each secret must be in its owners' outputs (the control that the search can find it).
//
// make test plays a few fixed seeds; make fuzz plays more (UMPIRE_SECRETS_SEEDS).
#include "games.h"
#include "n1815module.h"
#include "n1815movement.h"
#include "secretsearch.h"

#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace umpire;
using nlohmann::json;
using umpire::test::holdsSecretForm;

namespace {

int fromEnvironment(const char *name, int fallback)
{
    bool ok = false;
    const int n = qEnvironmentVariable(name).toInt(&ok);
    return ok && n > 0 ? n : fallback;
}

GameRegistry registry()
{
    return GameRegistry({std::filesystem::path(UMPIRE_RULESDATA_DIR)});
}

// A seed long enough that its digits are found nowhere by chance.
std::uint64_t longSeed(std::mt19937_64 &rng)
{
    return std::uniform_int_distribution<std::uint64_t>(100000000000ull, 999999999999ull)(rng);
}

// Every message object ({"format", "args"}) of a players' view as its English text, as a page shows
// it.
json rendered(const json &doc)
{
    if (doc.is_object() && doc.contains("format") && doc.size() <= 2) {
        Message m;
        from_json(doc, m);
        return m.text();
    }
    json out = doc;
    if (out.is_object() || out.is_array())
        for (json &item : out)
            item = rendered(item);
    return out;
}

struct Output
{
    std::string form; // "view", "export csv"...
    std::string bytes;
};

// Every output form of `game` for `viewer`, written as the faces write them (JSON pretty and
// compact, so that a secret's form in compact JSON is found whatever the indentation).
std::vector<Output> outputsOf(const GameModule &game, const Viewer &viewer)
{
    std::vector<Output> out;
    const auto add = [&](const std::string &form, const json &doc) {
        out.push_back({form, doc.dump(2)});
        out.push_back({form + " (compact)", doc.dump()});
    };
    const std::uint64_t last = game.journal().lastSeq();
    for (const std::optional<std::uint64_t> at :
         {std::optional<std::uint64_t>(), std::optional<std::uint64_t>(last / 2 + 1)}) {
        const std::string when = at ? " --at " + std::to_string(*at) : "";
        Result<json> view = game.view(viewer, at);
        if (!view)
            qFatal("view%s: %s", when.c_str(), view.error().message.c_str());
        add("view" + when, *view);
        Result<std::string> text = game.viewText(viewer, at);
        if (!text)
            qFatal("viewText%s: %s", when.c_str(), text.error().message.c_str());
        out.push_back({"state text" + when, *text});
    }
    Result<json> events = describeAll(game, viewer);
    if (!events)
        qFatal("describeAll: %s", events.error().message.c_str());
    add("show", *events);
    for (const std::string &format : game.exportFormats()) {
        Result<std::string> report = game.exportReport(format, viewer);
        if (!report)
            qFatal("export %s: %s", format.c_str(), report.error().message.c_str());
        out.push_back({"export " + format, *report});
        if (format == "json")
            add("export json (parsed)", json::parse(*report));
        std::string streamed;
        if (Result<Ok> ok = game.writeReport(format, viewer,
                                             [&](std::string_view piece) { streamed += piece; });
            !ok)
            qFatal("writeReport %s: %s", format.c_str(), ok.error().message.c_str());
        out.push_back({"streamed export " + format, streamed});
    }
    Result<PlayersView> players = game.playersView(viewer, 50);
    if (!players)
        qFatal("playersView: %s", players.error().message.c_str());
    add("players' view", json(*players));
    add("players' view (rendered)", rendered(json(*players)));
    return out;
}

std::vector<Viewer> everyViewer(const GameModule &game)
{
    std::vector<Viewer> out{Viewer::referee()};
    for (const ViewerChoice &choice : game.viewers())
        out.push_back(choice.viewer);
    return out;
}

// The whole check at one moment of a game: how many secrets it held.
int checkSecrets(const GameModule &game, const std::string &where)
{
    const std::vector<Secret> secrets = game.secrets();
    const std::string gameName = game.systemName();
    for (const Viewer &viewer : everyViewer(game)) {
        std::vector<Output> outputs = outputsOf(game, viewer);
        for (Output &o : outputs) // the game's own name is no secret ("Napoleon 1815 Returns")
            o.bytes = umpire::test::withoutName(std::move(o.bytes), gameName);
        for (const Secret &secret : secrets) {
            bool found = false;
            for (const Output &o : outputs)
                for (const std::string &form : secret.forms)
                    if (holdsSecretForm(o.bytes, form)) {
                        if (!secret.seenBy(viewer)) {
                            const std::size_t at = o.bytes.find(form);
                            const std::string around =
                                o.bytes.substr(at > 200 ? at - 200 : 0, form.size() + 400);
                            QTest::qFail(
                                qPrintable(
                                    QStringLiteral("%1: %2 (\"%3\") is in the %4 of %5: ...%6...")
                                        .arg(QString::fromStdString(where),
                                             QString::fromStdString(secret.what.text()),
                                             QString::fromStdString(form),
                                             QString::fromStdString(o.form),
                                             QString::fromStdString(viewer.text()),
                                             QString::fromStdString(around))),
                                __FILE__, __LINE__);
                            return -1;
                        }
                        found = true;
                    }
            if (secret.seenBy(viewer) && !found) {
                QTest::qFail(qPrintable(QStringLiteral("%1: %2 is nowhere in what %3 sees")
                                            .arg(QString::fromStdString(where),
                                                 QString::fromStdString(secret.what.text()),
                                                 QString::fromStdString(viewer.text()))),
                             __FILE__, __LINE__);
                return -1;
            }
        }
    }
    return static_cast<int>(secrets.size());
}

// One random action of Napoleon 1815 Returns the rules allow now, built from the game's own
// answers (its moves, its battle's candidates and options); the hands come from Umpire's deck.
json randomN1815Action(const n1815::Module &module, std::mt19937_64 &rng)
{
    using namespace umpire::n1815;
    const Data &data = module.game().data();
    const n1815::Game &game = module.game().game();
    const State &st = game.state;
    const auto chance = [&](int percent) {
        return std::uniform_int_distribution<int>(1, 100)(rng) <= percent;
    };
    const auto die = [&](int faces = 6) {
        return std::uniform_int_distribution<int>(1, faces)(rng);
    };
    if (game.battle) {
        const Battle &b = *game.battle;
        switch (b.phase) {
        case BattlePhase::Play: {
            const Hand &hand = b.sideOf(b.attacker).hand;
            std::vector<Card> cards;
            for (int c = 0; c < cardTypes; ++c)
                for (int n = 0; n < hand.cards[static_cast<std::size_t>(c)]; ++n)
                    cards.push_back(static_cast<Card>(c));
            if (cards.empty())
                return {{"action", "play"}, {"card", "infantry-assault"}};
            return {
                {"action", "play"},
                {"card",
                 cardId(
                     cards[std::uniform_int_distribution<std::size_t>(0, cards.size() - 1)(rng)])}};
        }
        case BattlePhase::Respond: {
            const Card played = b.rounds.back().played;
            const Hand &hand = b.sideOf(b.defender()).hand;
            for (int c = 0; c < cardTypes; ++c)
                if (hand.cards[static_cast<std::size_t>(c)] > 0 &&
                    matches(played, static_cast<Card>(c)) && chance(80))
                    return {{"action", "respond"}, {"card", cardId(static_cast<Card>(c))}};
            return {{"action", "respond"}, {"card", nullptr}};
        }
        case BattlePhase::Counterattack:
            return {{"action", "counterattack"},
                    {"roll", chance(70) ? json(die(data.counterattackDie)) : json(nullptr)}};
        case BattlePhase::Reinforce: {
            const std::vector<std::string> candidates = b.reinforcementCandidates(data, st);
            if (!candidates.empty() && chance(50))
                return {{"action", "reinforce"},
                        {"unit", candidates[std::uniform_int_distribution<std::size_t>(
                                     0, candidates.size() - 1)(rng)]},
                        {"roll", die()}};
            return {{"action", "endReinforcements"}};
        }
        case BattlePhase::Losses:
            for (const BattleSide *side : {&b.active, &b.other})
                if (!side->distributed)
                    return {{"action", "distribute"},
                            {"side", side->side},
                            {"losses", b.evenDistribution(data, side->side)}};
            return {{"action", "finishCombat"}};
        case BattlePhase::Retreat: {
            for (const RetreatOption &o : b.retreatOptions(data, st))
                if (o.rank == 0)
                    return {{"action", "retreat"}, {"to", o.destination}};
            return {{"action", "retreat"}, {"to", ""}};
        }
        case BattlePhase::Done:
            break;
        }
        return {{"action", "finishCombat"}};
    }
    switch (st.phase) {
    case Phase::Weather:
        if (st.objectives.empty())
            return {{"action", "drawObjectives"}, {"seed", longSeed(rng)}};
        return {{"action", "weather"}, {"roll", die()}};
    case Phase::FrenchMovement:
    case Phase::AlliedMovement: {
        for (const Army &army : data.armies)
            if (army.side == st.activeSide && !st.pointsRolled.count(army.id))
                return {{"action", "movementPoints"}, {"army", army.id}, {"roll", die()}};
        std::vector<json> moves;
        for (const Army &army : data.armies) {
            if (army.side != st.activeSide)
                continue;
            std::vector<std::string> ids = army.corps;
            ids.push_back(army.commander);
            for (const std::string &id : ids)
                for (const MoveOption &o : moveOptions(data, st, id))
                    if (o.entersEnemy || chance(30))
                        moves.push_back({{"action", "move"}, {"unit", id}, {"path", o.path}});
        }
        if (!moves.empty() && chance(85))
            return moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
        // N1815 3: a commander left alone who can still join a friendly corps does so first.
        for (const std::string &commander : commandersAlone(data, st, st.activeSide))
            if (const std::vector<MoveOption> options = moveOptions(data, st, commander);
                !options.empty())
                return {{"action", "move"}, {"unit", commander}, {"path", options.front().path}};
        return {{"action", "endMovement"}};
    }
    case Phase::FrenchCombat:
    case Phase::AlliedCombat: {
        const std::vector<std::string> pending = pendingCombats(data, st);
        if (!pending.empty())
            return {{"action", "startCombat"},
                    {"location", pending.front()},
                    {"virtualDeck", true},
                    {"seed", longSeed(rng)}};
        return {{"action", "endCombat"}};
    }
    case Phase::EndOfTurn:
        return {{"action", "endTurn"}};
    case Phase::GameOver:
        break;
    }
    return json();
}

} // namespace

class TestSecrets : public QObject
{
    Q_OBJECT

  private slots:
    void n1815SecretsStayWithTheirPlayers_data();
    void n1815SecretsStayWithTheirPlayers();
    void chartGameDiceSeedStaysWithTheReferee_data();
    void chartGameDiceSeedStaysWithTheReferee();
    void vaeVictisDiceSeedStaysWithTheReferee();
    void theSearchFindsWholeWordsOnly();
};

void TestSecrets::n1815SecretsStayWithTheirPlayers_data()
{
    QTest::addColumn<int>("seed");
    const int seeds = fromEnvironment("UMPIRE_SECRETS_SEEDS", 2);
    for (int seed = 1; seed <= seeds; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("N1815 46, Combat, 5: seed %1").arg(seed))) << seed;
}

// N1815 46 (unit identifiers until combat occurs), N1815 Combat (own hand only; the deck's seed
// deals the hands), N1815 5 (the French objectives and their seed): at every few actions and at
// every step of a battle, no output of any viewer holds a secret it may not see.
void TestSecrets::n1815SecretsStayWithTheirPlayers()
{
    QFETCH(int, seed);
    std::mt19937_64 rng(std::uint64_t(seed) * 7919);
    QTemporaryDir dir;
    Result<std::unique_ptr<GameModule>> created = registry().create(
        dir.filePath("n1815.jsonl").toStdString(), "n1815", {{"title", "Secrets"}});
    QVERIFY2(created, created ? "" : created.error().message.c_str());
    auto *module = dynamic_cast<n1815::Module *>(created->get());
    QVERIFY(module);
    const int actions = fromEnvironment("UMPIRE_SECRETS_ACTIONS", 140);
    int checked = 0, battles = 0, refused = 0, secretsSeen = 0, hands = 0;
    bool revealed = false;
    for (int i = 0; i < actions; ++i) {
        const json action = randomN1815Action(*module, rng);
        if (action.is_null())
            break; // the game is over
        Result<ActOutcome> done = module->act(action);
        if (!done) {
            ++refused;
            // A move the options offered may still be refused (a commander's end); go on.
            const std::string name = action.value("action", "");
            QVERIFY2(name == "move" || name == "reinforce" || name == "retreat",
                     (action.dump() + ": " + done.error().message).c_str());
            if (name == "move") {
                // N1815 3: the commanders left alone join a corps before movement ends.
                const n1815::Data &data = module->game().data();
                const n1815::State &st = module->game().game().state;
                for (const std::string &c : n1815::commandersAlone(data, st, st.activeSide))
                    if (const auto options = n1815::moveOptions(data, st, c); !options.empty())
                        QVERIFY(module->act(
                            {{"action", "move"}, {"unit", c}, {"path", options.front().path}}));
                QVERIFY(module->act({{"action", "endMovement"}}));
            }
            continue;
        }
        const n1815::Game &game = module->game().game();
        battles += action.value("action", "") == "startCombat";
        revealed = revealed || !game.state.revealed.empty();
        const bool inBattle = game.battle && game.battle->deck;
        if (inBattle)
            hands += game.battle->active.hand.count > 0;
        // Every third step of a battle dealt from the deck, and every twentieth action.
        if ((inBattle && i % 3 == 0) || i % 20 == 0) {
            const int n = checkSecrets(*module, "after " + action.dump());
            if (n < 0)
                return;
            secretsSeen += n;
            ++checked;
        }
    }
    qInfo("seed %d: %d checks, %d battles, %d refused, %d secrets checked", seed, checked, battles,
          refused, secretsSeen);
    // The game went where the secrets are: battles dealt from the deck and units revealed.
    QVERIFY2(battles > 0 && hands > 0 && revealed, "no battle was fought from Umpire's deck");
    QVERIFY(checked > 5);
}

void TestSecrets::chartGameDiceSeedStaysWithTheReferee_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::newRow("nlb: the dice seed") << "nlb";
    QTest::newRow("naw: the dice seed") << "naw";
    QTest::newRow("bmw: the dice seed") << "bmw";
}

// A chart game's generated dice: every roll's value and draw for all, the seed for the referee.
void TestSecrets::chartGameDiceSeedStaysWithTheReferee()
{
    QFETCH(QString, ruleset);
    std::mt19937_64 rng(42);
    QTemporaryDir dir;
    // Each system's own armies: NLB's Prussians, NAW's French without a demoralization level.
    const std::string enemy = ruleset == "nlb" ? "Prussian" : "Allied";
    json french = {{"name", "French"}};
    if (ruleset != "naw")
        french["demoralization"] = 20;
    // A combat request takes a seed up to 10^9: nine digits, still found nowhere by chance.
    json setup = {{"title", "Secrets"},
                  {"seed", std::uniform_int_distribution<std::uint64_t>(100000000, 999999999)(rng)},
                  {"sides", {french, {{"name", enemy}, {"demoralization", 20}}}},
                  {"orderOfBattle", json::array()}};
    for (int i = 0; i < 8; ++i)
        setup["orderOfBattle"].push_back({{"id", "U" + std::to_string(i)},
                                          {"side", i % 2 ? enemy : "French"},
                                          {"strength", 2 + i % 4}});
    Result<std::unique_ptr<GameModule>> game =
        registry().create(dir.filePath("chart.jsonl").toStdString(), ruleset.toStdString(), setup);
    QVERIFY2(game, game ? "" : game.error().message.c_str());
    // Rolls, and combats in each side's Combat Phase (the attacker the phasing side's), the
    // phases moved on between them.
    int combats = 0;
    QVERIFY((*game)->act({{"action", "roll"}}));
    for (int i = 0; i < 40 && combats < 6; ++i) {
        const int a = 2 * std::uniform_int_distribution<int>(0, 3)(rng);
        const auto combat = [&](int attacker, int defender) {
            json action = {{"action", "combat"}, {"request", json::object()}};
            action["request"]["attackers"] =
                json::array({{{"id", "U" + std::to_string(attacker)}}});
            action["request"]["defenders"] =
                json::array({{{"id", "U" + std::to_string(defender)}}});
            return (*game)->act(action).ok();
        };
        if (combat(a, a + 1) || combat(a + 1, a)) {
            ++combats;
        } else {
            QVERIFY((*game)->act({{"action", "roll"}}));
            QVERIFY((*game)->act({{"action", "next"}, {"override", "the secrets test"}}));
        }
    }
    QCOMPARE(combats, 6); // combats whose steps quote the generated die
    QCOMPARE(checkSecrets(**game, ruleset.toStdString()), 1);
}

// VV: the battle's dice come from its seed; the table and the armies' players see the dice only.
void TestSecrets::vaeVictisDiceSeedStaysWithTheReferee()
{
    std::mt19937_64 rng(43);
    QTemporaryDir dir;
    Result<std::unique_ptr<GameModule>> game =
        registry().create(dir.filePath("vv.jsonl").toStdString(), "la-grande-armee",
                          {{"title", "Ligny"},
                           {"corps",
                            {{{"army", "French"}, {"name", "III Corps"}, {"points", 30}},
                             {{"army", "Prussian"}, {"name", "I Korps"}, {"points", 30}}}},
                           {"seed", longSeed(rng)}});
    QVERIFY2(game, game ? "" : game.error().message.c_str());
    for (int i = 0; i < 4; ++i) {
        Result<ActOutcome> done = (*game)->act({{"ask", "combat"},
                                                {"kind", "melee"},
                                                {"attacker", {{"unit", "line-infantry"}}},
                                                {"defender", {{"unit", "line-infantry"}}},
                                                {"attackerCorps", "III Corps"},
                                                {"defenderCorps", "I Korps"}});
        QVERIFY2(done, done ? "" : done.error().message.c_str());
    }
    QCOMPARE(checkSecrets(**game, "vaevictis"), 1);
}

// The search the test relies on: a form inside a longer word is not the form.
void TestSecrets::theSearchFindsWholeWordsOnly()
{
    QVERIFY(holdsSecretForm(R"({"unit": "fr-I"})", "fr-I"));
    QVERIFY(!holdsSecretForm(R"({"unit": "fr-IG"})", "fr-I"));
    QVERIFY(!holdsSecretForm("seed 1234567", "123456"));
    QVERIFY(holdsSecretForm("French I Corps moves", "French I Corps"));
    QVERIFY(!holdsSecretForm("French II Corps moves", "French I Corps"));
    QVERIFY(holdsSecretForm(R"(x,"cards":{"skirmish":2},"count":2)",
                            R"("cards":{"skirmish":2},"count":2)"));
}

QTEST_GUILESS_MAIN(TestSecrets)
#include "tst_secrets.moc"
