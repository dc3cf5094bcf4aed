// The order a Combat Phase on the map keeps, and what a combat leaves to do, as the module's act
// and legal actions enforce them: a result carried out before the next combat (NLB 7.0, BMW 7.1),
// an advance only until the next combat (NLB 7.5, BMW 7.9), a unit attacking out of a chateau
// attacks every adjacent enemy (NLB 10.1), a light unit's retreat before combat up to three hexes
// (BMW 8.3), a turn-1 reinforcement that enters the map (NLB 9.0, BMW 3.2 A), BMW archery and
// reorganization (BMW 6, 11.1), a retreat through friends (BMW 7.8, 9.2), and Napoleon at
// Waterloo's exits and victory on its map (NAW 8.3). One row per rule case, each a short game: the
// demonstration scenario (nlb-demo on the sample map), or a BMW or NAW battle on its sample map,
// then the steps of the case.
#include "combatalternatives.h"
#include "crtmodule.h"
#include "rulesetlibrary.h"
#include "testsupport.h"
#include "victory.h"

#include <QTemporaryDir>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

namespace {

// The units' fields changed by `edits` ({"Thielmann": {"arrives": 1}}); a null removes one.
void editUnits(json &units, const json &edits)
{
    for (json &unit : units) {
        const std::string id = unit.value("id", "");
        if (!edits.contains(id))
            continue;
        for (const auto &[key, value] : edits[id].items()) {
            if (value.is_null())
                unit.erase(key);
            else
                unit[key] = value;
        }
    }
}

// A game played through the chart games' module, its events labelled by the script.
struct Play
{
    QTemporaryDir dir;
    RulesetLibrary library{{UMPIRE_RULESDATA_DIR}};
    std::unique_ptr<Module> module;
    std::map<std::string, std::uint64_t> labels;

    // "nlb-demo" with its units' fields changed by `edits` ({"Thielmann": {"arrives": 1}}); "bmw":
    // the Normans and the Saxons on sample-bmw, "naw": the French and the Allies on sample-naw,
    // the units `edits` gives.
    Play(const std::string &game, const json &edits)
    {
        GameSetup setup;
        std::string ruleset = "nlb";
        if (game == "nlb-demo") {
            Result<Scenario> scenario = library.findScenario("nlb-demo");
            if (!scenario)
                qFatal("nlb-demo: %s", scenario.error().message.c_str());
            setup = GameSetup::fromScenario(*scenario);
            editUnits(setup.orderOfBattle, edits);
        } else if (game == "naw") {
            ruleset = "naw";
            setup.map = "sample-naw";
            setup.sides = json::parse(R"([{"name":"French"},{"name":"Allied"}])");
            setup.orderOfBattle = edits;
        } else {
            ruleset = "bmw";
            setup.map = "sample-bmw";
            setup.sides = json::parse(R"([{"name":"Normans"},{"name":"Saxons"}])");
            setup.orderOfBattle = edits;
        }
        setup.seed = 7;
        Result<Game> created =
            library.createGame(dir.filePath("g.jsonl").toStdString(), ruleset, setup);
        if (!created)
            qFatal("the game is not created: %s", created.error().message.c_str());
        module = std::make_unique<Module>(std::move(created).value());
    }

    // The action with "$label" strings replaced by the labelled event's number.
    json resolved(json action) const
    {
        if (action.is_string() && action.get<std::string>().rfind('$', 0) == 0) {
            const auto it = labels.find(action.get<std::string>().substr(1));
            return it == labels.end() ? action : json(it->second);
        }
        if (action.is_structured())
            for (json &member : action)
                member = resolved(member);
        return action;
    }

    const GameState &state() const { return module->game().state(); }
};

// `partial`'s members are in `actual`: an object's with the same values, an array's elements
// each somewhere in the array.
bool matches(const json &actual, const json &partial)
{
    if (partial.is_object()) {
        if (!actual.is_object())
            return false;
        for (const auto &[key, value] : partial.items())
            if (!actual.contains(key) || !matches(actual[key], value))
                return false;
        return true;
    }
    if (partial.is_array()) {
        if (!actual.is_array())
            return false;
        for (const json &wanted : partial)
            if (std::none_of(actual.begin(), actual.end(),
                             [&](const json &a) { return matches(a, wanted); }))
                return false;
        return true;
    }
    return actual == partial;
}

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

// The steps of a case, in order; each fails the test when it does not hold:
//   {"do": ACTION, "as": LABEL}     acted and journaled (its event labelled)
//   {"refused": ACTION, "says": S}  refused, the journal unchanged, the reason holding S
//   {"apply": PARTIAL, "as": LABEL} the offered "apply" matching PARTIAL, to its first "to"
//   {"offered": PARTIAL}            an action of journal actions matches PARTIAL
//   {"notOffered": PARTIAL}         none does
//   {"open": S}, {"notOpen": S}     an open obligation's rule and reason hold S, or none does
//   {"hex": [UNIT, HEX]}            where the unit stands ("" off the map)
//   {"status": [UNIT, STATUS]}      on the map, not arrived, eliminated, exited
//   {"disrupted": [UNIT, BOOL]}     whether the unit is on its Disordered side
//   {"victory": SIDE}               the journal's victory: SIDE won ("" undecided)
//   {"journaled": LABEL, "data": PARTIAL}  the labelled event's data matches PARTIAL
void run(Play &p, const json &steps)
{
    auto offered = [&p](const json &partial) {
        for (const json &a : p.module->legalActions(Viewer{}))
            if (matches(a, p.resolved(partial)))
                return a;
        return json();
    };
    auto openText = [&p] {
        std::string all;
        for (const AttackObligation &o : p.module->game().openObligations())
            all += o.rule + ": " + o.why.text() + "\n";
        return all;
    };
    for (const json &step : steps) {
        const std::string where = step.dump();
        if (step.contains("do") || step.contains("apply")) {
            json action = step.contains("do") ? p.resolved(step["do"]) : json();
            if (step.contains("apply")) {
                const json listed = offered(step["apply"]);
                QVERIFY2(!listed.is_null(), qPrintable(text(where)));
                action = {{"action", "apply"},
                          {"combat", listed["combat"]},
                          {"kind", listed["kind"]},
                          {"units", listed["units"]}};
                if (listed.contains("to"))
                    action["to"] = listed["to"].front();
            }
            Result<ActOutcome> done = p.module->act(action);
            QVERIFY2(done, qPrintable(text(where + ": ") +
                                      (done ? QString() : text(done.error().message))));
            if (step.contains("as"))
                p.labels[step["as"].get<std::string>()] = done->event.seq;
        } else if (step.contains("refused")) {
            const std::uint64_t before = p.module->game().journal().lastSeq();
            Result<ActOutcome> done = p.module->act(p.resolved(step["refused"]));
            QVERIFY2(!done, qPrintable(text(where + ": journaled")));
            QCOMPARE(p.module->game().journal().lastSeq(), before);
            const QString why = text(done.error().message);
            QVERIFY2(why.contains(text(step.value("says", ""))),
                     qPrintable(text(where + ": ") + why));
        } else if (step.contains("offered")) {
            QVERIFY2(
                !offered(step["offered"]).is_null(),
                qPrintable(text(where + ": ") + text(p.module->legalActions(Viewer{}).dump())));
        } else if (step.contains("notOffered")) {
            const json found = offered(step["notOffered"]);
            QVERIFY2(found.is_null(), qPrintable(text(where + ": ") + text(found.dump())));
        } else if (step.contains("open") || step.contains("notOpen")) {
            const std::string all = openText();
            const bool has = all.find(step.value(step.contains("open") ? "open" : "notOpen",
                                                 std::string())) != std::string::npos;
            QVERIFY2(has == step.contains("open"), qPrintable(text(where + ": ") + text(all)));
        } else if (step.contains("hex")) {
            QCOMPARE(p.state().units.at(step["hex"][0]).hex, step["hex"][1].get<std::string>());
        } else if (step.contains("journaled")) {
            Result<JournalEvent> e = p.module->game().journal().readEvent(
                p.labels.at(step["journaled"].get<std::string>()));
            QVERIFY2(e && matches(e->data, step["data"]),
                     qPrintable(text(where + ": ") + (e ? text(e->data.dump()) : QString())));
        } else if (step.contains("victory")) {
            Result<GameVictory> v =
                judgeGameVictory(p.module->game().journal().digests(), p.module->game().ruleset());
            QVERIFY2(v, qPrintable(text(where)));
            const std::string winner = v->outcome.status == "won" ? v->outcome.winner : "";
            QCOMPARE(winner, step["victory"].get<std::string>());
        } else if (step.contains("disrupted")) {
            QVERIFY2(p.state().units.at(step["disrupted"][0]).disrupted ==
                         step["disrupted"][1].get<bool>(),
                     qPrintable(text(where)));
        } else if (step.contains("status")) {
            const UnitState::Status status = p.state().units.at(step["status"][0]).status;
            const std::string name = status == UnitState::Status::OnMap        ? "on the map"
                                     : status == UnitState::Status::NotArrived ? "not arrived"
                                     : status == UnitState::Status::Eliminated ? "eliminated"
                                                                               : "exited";
            QCOMPARE(name, step["status"][1].get<std::string>());
        } else {
            QFAIL(qPrintable(text("an unknown step: " + where)));
        }
    }
}

json combat(const std::vector<std::string> &attackers, const std::vector<std::string> &defenders,
            std::optional<int> die, const json &more = json::object())
{
    json request = {{"attackers", json::array()}, {"defenders", json::array()}};
    for (const std::string &a : attackers)
        request["attackers"].push_back({{"id", a}});
    for (const std::string &d : defenders)
        request["defenders"].push_back({{"id", d}});
    if (die)
        request["die"] = *die;
    request.update(more);
    return {{"action", "combat"}, {"request", request}};
}

json step(const char *kind, const json &what)
{
    return {{kind, what}};
}

json doAs(const json &action, const char *label)
{
    return {{"do", action}, {"as", label}};
}

json refused(const json &action, const char *says)
{
    return {{"refused", action}, {"says", says}};
}

json next(const char *override = nullptr)
{
    json action = {{"action", "next"}};
    if (override)
        action["override"] = override;
    return step("do", action);
}

json steps(std::initializer_list<json> list)
{
    json out = json::array();
    for (const json &s : list)
        if (s.is_array())
            out.insert(out.end(), s.begin(), s.end());
        else
            out.push_back(s);
    return out;
}

// nlb-demo, turn 1: the French Combat Phase, and Habert's Dr driving Steinmetz back (1-1, die 1).
json frenchDr()
{
    return steps({next(), next(), doAs(combat({"Habert"}, {"Steinmetz"}, 1), "c1")});
}

// nlb-demo, turn 1: Pecheux next to Jagow's chateau too (0508), then the Allied Combat Phase, with
// Jagow in the chateau at 0408 between Vichery (0407) and Pecheux. With `artillery`, I art within
// bombardment range of Pecheux (from 0510), the one other Allied unit that may attack him.
json alliedChateau(bool artillery)
{
    json out = steps({next(), step("do", {{"action", "move"}, {"unit", "Pecheux"}, {"to", "0508"}}),
                      next(), next("not this test")});
    if (artillery)
        out.push_back(step("do", {{"action", "move"},
                                  {"unit", "I art"},
                                  {"to", "0510"},
                                  {"override", "placed for the test"}}));
    out.push_back(next());
    return out;
}

// A BMW battle on sample-bmw: the Norman Spears (0305) next to the Saxon Skirmishers (0306, a
// solid dot, MA 5), the Norman Horse (0508) controlling 0407 and 0408, and the Norman Knights
// (0102) next to the Saxon Fyrd (0103).
json bmwUnits(const char *spearsType = "infantry")
{
    auto unit = [](const char *id, const char *side, const char *type, const char *hex,
                   int strength, int movement) {
        return json{{"id", id},   {"side", side},        {"type", type}, {"strength", strength},
                    {"hex", hex}, {"movement", movement}};
    };
    json skirmishers = unit("Skirmishers", "Saxons", "infantry", "0306", 2, 5);
    skirmishers["dot"] = "solid";
    return json::array({unit("Spears", "Normans", spearsType, "0305", 4, 4),
                        unit("Horse", "Normans", "cavalry", "0508", 4, 6),
                        unit("Knights", "Normans", "cavalry", "0102", 5, 6), skirmishers,
                        unit("Fyrd", "Saxons", "infantry", "0103", 3, 4)});
}

// The Normans' first Combat Phase, and the Skirmishers retreating before the Spears' attack.
json bmwRetreatBeforeCombat()
{
    return steps({step("do", {{"action", "turn"}}), next(), next(),
                  doAs(combat({"Spears"}, {"Skirmishers"}, std::nullopt,
                              {{"retreatBeforeCombat", "defender"}}),
                       "c1")});
}

// A BMW battle for archery and reorganization on sample-bmw: the Norman Bowmen (0302, fire 4,
// range 3) next to the Saxon Huscarls (0303), with the Fyrd three hexes off (0305) and King Harold,
// a lone leader, in 0202; the Saxon Archers (0103, fire 3, range 2) next to the Norman Knights
// (0102); the Norman Spearmen far off (0706). `more` changes units' fields.
json bmwArchers(const json &more = json::object())
{
    json units = json::parse(R"([
        {"id": "Bowmen", "side": "Normans", "type": "infantry", "strength": 2, "hex": "0302",
         "movement": 4, "fire": 4, "range": 3},
        {"id": "Knights", "side": "Normans", "type": "cavalry", "strength": 5, "hex": "0102",
         "movement": 6},
        {"id": "Spearmen", "side": "Normans", "type": "infantry", "strength": 4, "hex": "0706",
         "movement": 4},
        {"id": "Huscarls", "side": "Saxons", "type": "infantry", "strength": 4, "hex": "0303",
         "movement": 4},
        {"id": "Fyrd", "side": "Saxons", "type": "infantry", "strength": 3, "hex": "0305",
         "movement": 4},
        {"id": "Harold", "side": "Saxons", "type": "infantry", "strength": 1, "hex": "0202",
         "movement": 6, "leader": true},
        {"id": "Saxon Archers", "side": "Saxons", "type": "infantry", "strength": 2,
         "hex": "0103", "movement": 4, "fire": 3, "range": 2}])");
    editUnits(units, more);
    return units;
}

// A BMW retreat on sample-bmw: the Norman Spears (0201) attack Gyrth in the corner hex 0101, its
// other neighbours 0202 (in the Spears' zone of control) and 0102, where the Thegns stand, with
// Leofwine behind them in 0103; `type` is Gyrth's.
json bmwCorner(const char *type)
{
    auto unit = [](const char *id, const char *side, const char *kind, const char *hex) {
        return json{{"id", id},      {"side", side}, {"type", kind},
                    {"strength", 4}, {"hex", hex},   {"movement", 4}};
    };
    return json::array({unit("Spears", "Normans", "infantry", "0201"),
                        unit("Gyrth", "Saxons", type, "0101"),
                        unit("Thegns", "Saxons", "infantry", "0102"),
                        unit("Leofwine", "Saxons", "infantry", "0103")});
}

// A Napoleon at Waterloo battle on sample-naw: seven French units within reach of the north
// edge's exit hexes (0501, 0601, 0701), "Guard 1" to "Guard 7", the Old Guard too far from them
// (0105); ten Allied units of 4 strength points each in row 9, and a Prussian corps arriving on
// turn 1 by the Wavre road (1205).
json nawUnits()
{
    json units = json::array();
    const char *french[] = {"0502", "0602", "0702", "0503", "0603", "0703", "0403"};
    for (int i = 0; i < 7; ++i)
        units.push_back({{"id", "Guard " + std::to_string(i + 1)},
                         {"side", "French"},
                         {"type", "infantry"},
                         {"strength", 4},
                         {"hex", french[i]},
                         {"movement", 4}});
    units.push_back({{"id", "Old Guard"},
                     {"side", "French"},
                     {"type", "infantry"},
                     {"strength", 6},
                     {"hex", "0105"},
                     {"movement", 4}});
    for (int i = 1; i <= 10; ++i) {
        char hex[5];
        std::snprintf(hex, sizeof hex, "%02d09", i);
        units.push_back({{"id", "Allied " + std::to_string(i)},
                         {"side", "Allied"},
                         {"type", "infantry"},
                         {"strength", 4},
                         {"hex", hex},
                         {"movement", 4}});
    }
    units.push_back({{"id", "Bulow"},
                     {"side", "Allied"},
                     {"corps", "Prussian"},
                     {"type", "infantry"},
                     {"strength", 5},
                     {"arrives", 1},
                     {"movement", 4}});
    return units;
}

json leaves(const std::string &unit)
{
    return step("do", {{"action", "exit"}, {"unit", unit}});
}

json eliminated(const std::string &unit)
{
    return step("do",
                {{"action", "event"}, {"kind", "unit.eliminated"}, {"data", {{"unit", unit}}}});
}

json fire(const char *archer, const char *target, int die)
{
    return {{"action", "fire"}, {"unit", archer}, {"target", target}, {"die", die}};
}

json reorganize(const char *unit, int die)
{
    return {{"action", "reorganize"}, {"unit", unit}, {"die", die}};
}

json retreat(const char *combatLabel, const char *unit, const char *to)
{
    return {{"action", "apply"},
            {"combat", std::string("$") + combatLabel},
            {"kind", "retreat"},
            {"units", {unit}},
            {"to", to}};
}

json advance(const char *combatLabel, const char *unit)
{
    return {{"action", "apply"},
            {"combat", std::string("$") + combatLabel},
            {"kind", "advance"},
            {"units", {unit}}};
}

} // namespace

class TestCombatOrder : public QObject
{
    Q_OBJECT

  private slots:
    void rulesOnTheMap_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("edits");
        QTest::addColumn<QString>("script");
        auto row = [](const char *name, const char *game, const json &edits, const json &script) {
            QTest::newRow(name) << QString(game) << text(edits.dump()) << text(script.dump());
        };
        const json none = json::object();

        // NLB 7.0: "This should be immediately applied to the involved units, before going on to
        // resolve any other combat."
        row("NLB 7.0 a result is carried out before any other combat", "nlb-demo", none,
            steps({frenchDr(),
                   refused(combat({"Vichery"}, {"Jagow"}, 1), "NLB 7.0: the result of combat"),
                   step("offered",
                        {{"action", "apply"}, {"kind", "retreat"}, {"units", {"Steinmetz"}}}),
                   step("notOffered", {{"action", "combat"}, {"attacker", "Vichery"}}),
                   step("notOffered", {{"action", "combat"}, {"attackers", json::array()}})}));
        row("NLB 7.0 the next combat once the result is carried out", "nlb-demo", none,
            steps({frenchDr(), step("do", retreat("c1", "Steinmetz", "0807")),
                   step("offered", {{"action", "combat"}, {"attacker", "Vichery"}}),
                   step("do", combat({"Vichery"}, {"Jagow"}, 1))}));
        row("NLB 7.0 an elimination with no hex open is carried out first", "nlb-demo", none,
            steps({next(),
                   step("do", {{"action", "move"},
                               {"unit", "Milhaud"},
                               {"to", "0708"},
                               {"override", "set-up"}}),
                   next(), doAs(combat({"Habert", "Milhaud"}, {"Steinmetz"}, 1), "c1"),
                   step("open", "Steinmetz has no hex open"),
                   refused(combat({"Vichery"}, {"Jagow"}, 1), "NLB 7.0"),
                   step("do", {{"action", "apply"},
                               {"combat", "$c1"},
                               {"kind", "cannotRetreat"},
                               {"units", {"Steinmetz"}}}),
                   step("notOpen", "Steinmetz has no hex open")}));

        // NLB 7.5: "The option to advance must be exercised immediately, before any other combat
        // resolution."
        row("NLB 7.5 the advance is offered until the next combat", "nlb-demo", none,
            steps({frenchDr(), step("do", retreat("c1", "Steinmetz", "0807")),
                   step("offered", {{"action", "apply"},
                                    {"kind", "advance"},
                                    {"units", {"Habert"}},
                                    {"to", {"0707"}}}),
                   step("do", advance("c1", "Habert")), step("hex", {"Habert", "0707"})}));
        row("NLB 7.5 an advance after the next combat is refused", "nlb-demo", none,
            steps({frenchDr(), step("do", retreat("c1", "Steinmetz", "0807")),
                   doAs(combat({"Vichery"}, {"Jagow"}, 1), "c2"),
                   step("notOffered", {{"action", "apply"}, {"kind", "advance"}}),
                   refused(advance("c1", "Habert"), "NLB 7.5: the option to advance after combat"),
                   step("hex", {"Habert", "0706"})}));

        // NLB 10.1: "Units in Chateaux are not required to attack adjacent Enemy units, but if
        // they elect to attack, all adjacent Enemy units must be attacked."
        row("NLB 10.1 a chateau unit need not attack", "nlb-demo", none,
            steps({alliedChateau(false), step("notOpen", "Jagow")}));
        row("NLB 10.1 a chateau unit that attacks attacks every adjacent enemy", "nlb-demo", none,
            steps({alliedChateau(false),
                   refused(combat({"Jagow"}, {"Vichery"}, 2),
                           "NLB 10.1: Jagow attacks out of the chateau in 0408, so every enemy "
                           "unit adjacent to it must be attacked: Pecheux in 0508"),
                   step("notOpen", "NLB 10.1")}));
        row("NLB 10.1 a chateau unit attacks every adjacent enemy at once", "nlb-demo", none,
            steps({alliedChateau(false), step("do", combat({"Jagow"}, {"Vichery", "Pecheux"}, 1)),
                   step("notOpen", "NLB 10.1")}));
        row("NLB 10.1 the other adjacent enemies are still to be attacked", "nlb-demo", none,
            steps({alliedChateau(true), doAs(combat({"Jagow"}, {"Vichery"}, 1), "c1"),
                   step("apply", {{"action", "apply"},
                                  {"combat", "$c1"},
                                  {"kind", "retreat"},
                                  {"units", {"Vichery"}}}),
                   step("open", "NLB 10.1: Jagow attacked out of the chateau in 0408: every enemy "
                                "unit adjacent to it must be attacked, and Pecheux has not been"),
                   step("offered", {{"action", "combat"},
                                    {"defender", "Pecheux"},
                                    {"attackers", {"I art"}},
                                    {"rule", "NLB 10.1"}}),
                   refused({{"action", "next"}}, "Pecheux has not been")}));
        row("NLB 10.1 the obligation is met once they are attacked", "nlb-demo", none,
            steps({alliedChateau(true), doAs(combat({"Jagow"}, {"Vichery"}, 1), "c1"),
                   step("apply", {{"action", "apply"},
                                  {"combat", "$c1"},
                                  {"kind", "retreat"},
                                  {"units", {"Vichery"}}}),
                   step("do", combat({"I art"}, {"Pecheux"}, 6)), step("notOpen", "NLB 10.1")}));
        row("NLB 10.1 the referee may end the phase anyway", "nlb-demo", none,
            steps({alliedChateau(true), doAs(combat({"Jagow"}, {"Vichery"}, 1), "c1"),
                   step("apply", {{"action", "apply"},
                                  {"combat", "$c1"},
                                  {"kind", "retreat"},
                                  {"units", {"Vichery"}}}),
                   next("the Allied player forgot Pecheux")}));

        // NLB 9.0: reinforcements "enter (are physically placed) on the map in the appropriate
        // hex ... during the Player's Movement Phase of the Game Turn indicated".
        const json turnOne = {{"Thielmann", {{"arrives", 1}}}};
        row("NLB 9.0 a turn-1 reinforcement waits off the map", "nlb-demo", turnOne,
            steps({step("status", {"Thielmann", "not arrived"}), step("hex", {"Thielmann", ""}),
                   next(),
                   refused({{"action", "enter"}, {"unit", "Thielmann"}},
                           "NLB 9.0: Thielmann enters in the Allied player's Movement Phase"),
                   refused({{"action", "move"}, {"unit", "Thielmann"}, {"to", "1105"}},
                           "not on the map")}));
        row("NLB 9.0 a turn-1 reinforcement enters in its player's first Movement Phase",
            "nlb-demo", turnOne,
            steps({next(), next(), next("not this test"),
                   step("offered", {{"action", "enter"}, {"unit", "Thielmann"}, {"hex", {"1205"}}}),
                   step("do", {{"action", "enter"}, {"unit", "Thielmann"}}),
                   step("hex", {"Thielmann", "1205"}),
                   step("do", {{"action", "move"}, {"unit", "Thielmann"}, {"to", "1105"}}),
                   step("hex", {"Thielmann", "1105"})}));
        row("NLB 9.0 a turn-1 unit given a hex stands on the map", "nlb-demo",
            {{"Thielmann", {{"arrives", 1}, {"hex", "1105"}}}},
            steps(
                {step("status", {"Thielmann", "on the map"}), step("hex", {"Thielmann", "1105"})}));

        // BMW 7.1: "no combat resolution is begun" before the previous one "has been completed";
        // BMW 8.3: "The light unit(s) may retreat up to three hexes instead of one; each hex must
        // be one eligible for retreat. One victorious unit may advance (still the one hex
        // limit)."
        row("BMW 7.1 a result is carried out before any other combat", "bmw", bmwUnits(),
            steps({bmwRetreatBeforeCombat(),
                   refused(combat({"Knights"}, {"Fyrd"}, 1), "BMW 7.1: the result of combat")}));
        row("BMW 7.1 the next combat once the result is carried out", "bmw", bmwUnits(),
            steps({bmwRetreatBeforeCombat(), step("do", retreat("c1", "Skirmishers", "0307")),
                   step("offered", {{"action", "combat"}, {"attacker", "Knights"}}),
                   step("do", combat({"Knights"}, {"Fyrd"}, 1))}));
        row("BMW 8.3 a light unit retreats up to three hexes", "bmw", bmwUnits(),
            steps({bmwRetreatBeforeCombat(),
                   step("offered", {{"action", "apply"},
                                    {"kind", "retreat"},
                                    {"units", {"Skirmishers"}},
                                    {"rule", "BMW 8.3"},
                                    {"to", {"0307", "0308", "0208", "0108"}}}),
                   step("do", retreat("c1", "Skirmishers", "0308")),
                   step("hex", {"Skirmishers", "0308"})}));
        row("BMW 8.3 three hexes at most", "bmw", bmwUnits(),
            steps({bmwRetreatBeforeCombat(), step("do", retreat("c1", "Skirmishers", "0108")),
                   step("hex", {"Skirmishers", "0108"})}));
        row("BMW 8.3 one hex is enough", "bmw", bmwUnits(),
            steps({bmwRetreatBeforeCombat(), step("do", retreat("c1", "Skirmishers", "0307")),
                   step("hex", {"Skirmishers", "0307"})}));
        row("BMW 8.3 not into an enemy zone of control", "bmw", bmwUnits(),
            steps({bmwRetreatBeforeCombat(),
                   step("notOffered", {{"action", "apply"}, {"kind", "retreat"}, {"to", {"0407"}}}),
                   refused(retreat("c1", "Skirmishers", "0407"),
                           "BMW 8.3: Skirmishers may not go to 0407")}));
        row("BMW 8.3 not beyond three hexes", "bmw", bmwUnits(),
            steps({bmwRetreatBeforeCombat(), refused(retreat("c1", "Skirmishers", "0302"),
                                                     "BMW 8.3: Skirmishers may not go to 0302")}));
        row("BMW 8.3 the victor advances one hex only", "bmw", bmwUnits("cavalry"),
            steps({bmwRetreatBeforeCombat(), step("do", retreat("c1", "Skirmishers", "0308")),
                   step("offered", {{"action", "apply"},
                                    {"kind", "advance"},
                                    {"units", {"Spears"}},
                                    {"to", {"0306"}}}),
                   refused({{"action", "apply"},
                            {"combat", "$c1"},
                            {"kind", "advance"},
                            {"units", {"Spears"}},
                            {"to", "0307"}},
                           "BMW 8.3: Spears may not go to 0307; it may go to 0306")}));

        // BMW 7.9: "the option must be exercised immediately, before beginning the next combat
        // resolution."
        // NLB 5.6 (the Terrain Effects Chart), BMW 7.5: the terrain of a combat is the map's; a
        // terrain or hexside the request says otherwise is the referee's, with his reason.
        const json frenchCombat = steps({next(), next()});
        row("NLB 5.6 a terrain the map contradicts is refused without the referee's reason",
            "nlb-demo", none,
            steps({frenchCombat,
                   refused(combat({"Habert"}, {"Steinmetz"}, 1, {{"terrain", "town"}}),
                           "NLB 5.6: Steinmetz is in Clear (0707) on the map, not Town"),
                   refused(combat({"Vichery"}, {"Jagow"}, 1, {{"terrain", "clear"}}),
                           "Jagow is in Chateau (0408) on the map, not Clear")}));
        row("NLB 5.6 a hexside the map does not have is refused without the referee's reason",
            "nlb-demo", none,
            steps({frenchCombat,
                   refused(
                       combat({"Habert"}, {"Steinmetz"}, 1, {{"hexside", "stream"}}),
                       "Habert attacks across no Stream hexside from 0706 into 0707 on the map")}));
        row("NLB 5.6 the referee overrides the map's terrain, journaled with his reason",
            "nlb-demo", none,
            steps({frenchCombat,
                   doAs(combat({"Habert"}, {"Steinmetz"}, 1,
                               {{"terrain", "town"}, {"override", "the counter stood in Ligny"}}),
                        "c1"),
                   json{{"journaled", "c1"},
                        {"data",
                         {{"request",
                           {{"override", "the counter stood in Ligny"},
                            {"defenders", {{{"id", "Steinmetz"}, {"terrain", "town"}}}}}},
                          {"outcome", {{"defence", 10}}}}}}}));
        row("NLB 5.6 the map's own terrain needs no reason", "nlb-demo", none,
            steps({frenchCombat,
                   step("do", combat({"Vichery"}, {"Jagow"}, 3, {{"terrain", "chateau"}}))}));
        row("BMW 7.9 the advance is offered until the next combat", "bmw", bmwUnits(),
            steps({bmwRetreatBeforeCombat(), step("do", retreat("c1", "Skirmishers", "0308")),
                   step("do", advance("c1", "Spears")), step("hex", {"Spears", "0306"})}));
        row("BMW 7.9 an advance after the next combat is refused", "bmw", bmwUnits(),
            steps(
                {bmwRetreatBeforeCombat(), step("do", retreat("c1", "Skirmishers", "0308")),
                 step("do", combat({"Knights"}, {"Fyrd"}, 1)),
                 step("notOffered",
                      {{"action", "apply"}, {"kind", "advance"}, {"units", {"Spears"}}}),
                 refused(advance("c1", "Spears"), "BMW 7.9: the option to advance after combat")}));

        // BMW 6.1: "Units with archery capability may fire once per archery phase. ... The
        // active player's archery units fire first ... When all active archery has been
        // resolved, eligible inactive units may fire defensively"; 6.2: "if the roll is less than
        // or equal to the firing unit's fire factor, the target unit is hit ... flip it to its
        // reverse (Disorganized) side"; 6.4: "if there is an adjacent eligible target (a
        // non-disrupted enemy unit) it must fire at that unit"; 6.5: "at adjacent (only)
        // attacking units"; 10.3: leaders are not affected by archery.
        const json archeryPhase = steps({step("do", {{"action", "turn"}}), next()});
        row("BMW 6.1 archers fire in the Archery Fire phase only", "bmw", bmwArchers(),
            steps({step("do", {{"action", "turn"}}),
                   refused(fire("Bowmen", "Huscarls", 1),
                           "BMW 6.1: archers fire in the Archery Fire phase, not in the Movement "
                           "phase"),
                   step("notOffered", {{"action", "fire"}})}));
        row("BMW 6.4 an archer next to an eligible target must fire at it", "bmw", bmwArchers(),
            steps({archeryPhase,
                   step("offered", {{"action", "fire"},
                                    {"unit", "Bowmen"},
                                    {"targets", {"Huscarls"}},
                                    {"rule", "BMW 6.3, 6.4"}}),
                   step("notOffered",
                        {{"action", "fire"}, {"unit", "Bowmen"}, {"targets", {"Fyrd"}}}),
                   refused(fire("Bowmen", "Fyrd", 1),
                           "BMW 6.4: Bowmen is adjacent to Huscarls, an eligible target: it "
                           "must fire at it")}));
        row("BMW 6.4 with the adjacent enemy disrupted, a target in range and sight", "bmw",
            bmwArchers({{"Huscarls", {{"disrupted", true}}}}),
            steps({archeryPhase,
                   step("offered", {{"action", "fire"}, {"unit", "Bowmen"}, {"targets", {"Fyrd"}}}),
                   doAs(fire("Bowmen", "Fyrd", 4), "f1"), step("disrupted", {"Fyrd", true})}));
        row("BMW 6.4 beyond its range", "bmw",
            bmwArchers({{"Huscarls", {{"disrupted", true}}}, {"Bowmen", {{"range", 2}}}}),
            steps({archeryPhase, refused(fire("Bowmen", "Fyrd", 1),
                                         "BMW 6.4: Fyrd is 3 hexes from Bowmen, beyond its range "
                                         "of 2")}));
        row("BMW 6.2 a roll at most the fire factor disorders the target", "bmw", bmwArchers(),
            steps(
                {archeryPhase, doAs(fire("Bowmen", "Huscarls", 4), "f1"),
                 json{{"journaled", "f1"}, {"data", {{"unit", "Bowmen"}, {"target", "Huscarls"}}}},
                 step("disrupted", {"Huscarls", true})}));
        row("BMW 6.2 a roll above the fire factor has no effect", "bmw", bmwArchers(),
            steps({archeryPhase, step("do", fire("Bowmen", "Huscarls", 5)),
                   step("disrupted", {"Huscarls", false})}));
        row("BMW 6.1 once per archery phase", "bmw", bmwArchers(),
            steps({archeryPhase, step("do", fire("Bowmen", "Huscarls", 6)),
                   refused(fire("Bowmen", "Huscarls", 1),
                           "BMW 6.1: Bowmen has fired this archery phase already"),
                   step("notOffered", {{"action", "fire"}, {"unit", "Bowmen"}})}));
        row("BMW 10.3 a leader is not a target of archery", "bmw", bmwArchers(),
            steps({archeryPhase, refused(fire("Bowmen", "Harold", 1),
                                         "BMW 10.3: leaders are not affected by archery")}));
        row("BMW 6.5 defensive fire at an adjacent attacking unit", "bmw", bmwArchers(),
            steps({archeryPhase,
                   step("offered", {{"action", "fire"},
                                    {"unit", "Saxon Archers"},
                                    {"targets", {"Knights"}},
                                    {"defensive", true},
                                    {"rule", "BMW 6.5"}}),
                   refused(fire("Saxon Archers", "Bowmen", 1),
                           "BMW 6.5: defensive fire is at adjacent units only, and Bowmen is 2 "
                           "hexes from Saxon Archers"),
                   step("do", fire("Saxon Archers", "Knights", 3)),
                   step("disrupted", {"Knights", true})}));
        row("BMW 6.1 the active player's archery is over once the inactive player has fired", "bmw",
            bmwArchers(),
            steps({archeryPhase, step("do", fire("Saxon Archers", "Knights", 6)),
                   refused(fire("Bowmen", "Huscarls", 1),
                           "BMW 6.1: the inactive player's archers have fired")}));

        // BMW 11.1: "the active player rolls one die for each "Disordered" unit. Disordered
        // units reorganize on a die roll of 5-6 ... Disordered units adjacent to enemy units
        // subtract one (-1) from the die roll."
        const json rallyPhase =
            steps({step("do", {{"action", "turn"}}), next(), next(), next("not this test")});
        const json disordered = {{"Spearmen", {{"disrupted", true}}},
                                 {"Knights", {{"disrupted", true}}}};
        row("BMW 11.1 each disordered unit rolls before the phase ends", "bmw",
            bmwArchers(disordered),
            steps({rallyPhase, step("open", "BMW 11.1"),
                   step("offered", {{"action", "reorganize"}, {"unit", "Spearmen"}}),
                   step("offered", {{"action", "reorganize"}, {"unit", "Knights"}}),
                   refused({{"action", "next"}}, "Spearmen"), step("do", reorganize("Spearmen", 5)),
                   step("disrupted", {"Spearmen", false}), step("do", reorganize("Knights", 6)),
                   step("disrupted", {"Knights", false}), step("notOpen", "BMW 11.1"), next()}));
        row("BMW 11.1 next to an enemy, one less", "bmw", bmwArchers(disordered),
            steps({rallyPhase, step("do", reorganize("Knights", 5)),
                   step("disrupted", {"Knights", true}),
                   step("notOffered", {{"action", "reorganize"}, {"unit", "Knights"}}),
                   refused(reorganize("Knights", 6), "Knights")}));
        row("BMW 11.1 the enemy's disordered units do not roll", "bmw",
            bmwArchers({{"Fyrd", {{"disrupted", true}}}}),
            steps({rallyPhase, step("notOffered", {{"action", "reorganize"}}),
                   refused(reorganize("Fyrd", 6), "Fyrd")}));

        // BMW 7.8: "If the only hex available to a retreating unit is one already occupied by a
        // friendly unit, the retreating unit may retreat through the friendly unit ... Both the
        // retreating unit and the retreated-through unit are disrupted"; "A retreating unit may
        // retreat through any number of friendly units, disrupting each"; BMW 9.2: "If it
        // retreats through a friendly unit, neither the cavalry nor the other unit is disrupted".
        const json cornerCombat = steps({step("do", {{"action", "turn"}}), next(), next(),
                                         doAs(combat({"Spears"}, {"Gyrth"}, 1), "c1")});
        row("BMW 7.8 a retreat through two friendly units disrupts each and the retreating unit",
            "bmw", bmwCorner("infantry"),
            steps({cornerCombat,
                   step("apply", {{"action", "apply"},
                                  {"combat", "$c1"},
                                  {"kind", "retreat"},
                                  {"units", {"Gyrth"}}}),
                   step("disrupted", {"Gyrth", true}), step("disrupted", {"Thegns", true}),
                   step("disrupted", {"Leofwine", true}), step("disrupted", {"Spears", false})}));
        row("BMW 9.2 cavalry retreating through friends disrupts no one", "bmw",
            bmwCorner("cavalry"),
            steps({cornerCombat,
                   step("apply", {{"action", "apply"},
                                  {"combat", "$c1"},
                                  {"kind", "retreat"},
                                  {"units", {"Gyrth"}}}),
                   step("disrupted", {"Gyrth", false}), step("disrupted", {"Thegns", false}),
                   step("disrupted", {"Leofwine", false})}));
        // The Thegns gone and Leofwine a Norman: 0102 is in his zone of control, no hex is open.
        json boxedIn = bmwCorner("cavalry");
        boxedIn.erase(2);
        boxedIn[2]["side"] = "Normans";
        row("BMW 7.8 no eligible hex: the elimination is carried out before the phase ends", "bmw",
            boxedIn,
            steps({cornerCombat, step("open", "Gyrth"), refused({{"action", "next"}}, "Gyrth"),
                   step("do", {{"action", "apply"},
                               {"combat", "$c1"},
                               {"kind", "cannotRetreat"},
                               {"units", {"Gyrth"}}}),
                   step("status", {"Gyrth", "eliminated"}), next()}));

        // NAW 8.3: "The French Player has the additional objective of exiting seven units off the
        // north edge of the map (through the hexes indicated on the map)"; "The units must exit
        // from the indicated hexes during one or more French Movement Phases"; "The French Player
        // wins by demoralizing the Allies and exiting seven French units from the map". On the
        // map, NLB's movement rules stand in for NAW's (not among the rule texts).
        const json frenchMovement = steps({step("do", {{"action", "turn"}})});
        json allAllied = json::array(), sixExits = json::array();
        for (int i = 1; i <= 10; ++i)
            allAllied.push_back(eliminated("Allied " + std::to_string(i)));
        for (int i = 1; i <= 6; ++i)
            sixExits.push_back(leaves("Guard " + std::to_string(i)));
        row("NAW 8.3 a French unit leaves the map by an exit hex it can reach", "naw", nawUnits(),
            steps({frenchMovement,
                   step("offered", {{"action", "exit"},
                                    {"unit", "Guard 1"},
                                    {"hex", {"0501"}},
                                    {"rule", "NAW 8.3"}}),
                   leaves("Guard 1"), step("status", {"Guard 1", "exited"})}));
        row("NAW 8.3 not beyond its movement", "naw", nawUnits(),
            steps({frenchMovement, step("notOffered", {{"action", "exit"}, {"unit", "Old Guard"}}),
                   refused({{"action", "exit"}, {"unit", "Old Guard"}},
                           "NAW 8.3: Old Guard cannot reach an exit hex of map sample-naw")}));
        row("NAW 8.3 only in the French Movement Phase", "naw", nawUnits(),
            steps({frenchMovement, next(),
                   refused({{"action", "exit"}, {"unit", "Guard 1"}},
                           "NAW sequence of play: units move in their player's Movement Phase"),
                   step("status", {"Guard 1", "on the map"})}));
        row("NAW 8.3 the Allies demoralized and seven French units exited: a French victory", "naw",
            nawUnits(),
            steps({frenchMovement, allAllied, sixExits, step("victory", ""), leaves("Guard 7"),
                   step("victory", "French")}));
        row("NAW 8.4 seven units exited without the Allies demoralized: no victory yet", "naw",
            nawUnits(), steps({frenchMovement, sixExits, leaves("Guard 7"), step("victory", "")}));
        row("NAW reinforcements enter by the map's entry hex", "naw", nawUnits(),
            steps({frenchMovement, next(), next(),
                   step("offered", {{"action", "enter"},
                                    {"unit", "Bulow"},
                                    {"hex", {"1205"}},
                                    {"rule", "NAW sequence of play"}}),
                   step("do", {{"action", "enter"}, {"unit", "Bulow"}}),
                   step("hex", {"Bulow", "1205"})}));

        // BMW 3.2 A: "In some scenarios, the player may bring reinforcements; see the exclusive
        // rules": the BMW rule is cited and the entry hexes named.
        row("BMW 3.2 A a reinforcement enters at the map's entry hex", "bmw",
            bmwArchers({{"Fyrd", {{"arrives", 1}, {"hex", nullptr}}}}),
            steps({step("do", {{"action", "turn"}}), next(), next(), next("not this test"), next(),
                   step("offered", {{"action", "enter"},
                                    {"unit", "Fyrd"},
                                    {"hex", {"1004"}},
                                    {"rule", "BMW 3.2 A"},
                                    {"meaning", "Fyrd enters the map at 1004"}}),
                   step("do", {{"action", "enter"}, {"unit", "Fyrd"}}),
                   step("hex", {"Fyrd", "1004"})}));
    }

    void rulesOnTheMap()
    {
        QFETCH(QString, game);
        QFETCH(QString, edits);
        QFETCH(QString, script);
        Play play(game.toStdString(), json::parse(edits.toStdString()));
        run(play, json::parse(script.toStdString()));
    }

    // NLB 7.2: before the die, what one more attacker (the units of one more hex) would give, and
    // with attackers of two hexes what either alone would: each read as the combat itself is.
    void nlb72WhatOneMoreAttackerOrOneFewerWouldGive()
    {
        Play play("nlb-demo", json::object());
        run(play,
            steps({next(), step("do", {{"action", "move"}, {"unit", "Pecheux"}, {"to", "0606"}}),
                   next()}));
        const json habert = combat({"Habert"}, {"Steinmetz"}, std::nullopt)["request"];
        const std::vector<CombatAlternative> more = combatAlternatives(play.module->game(), habert);
        auto find = [](const std::vector<CombatAlternative> &list, const char *added,
                       const char *removed) -> const CombatAlternative * {
            for (const CombatAlternative &a : list)
                if ((added ? a.added == std::vector<std::string>{added} : a.added.empty()) &&
                    (removed ? a.removed == std::vector<std::string>{removed} : a.removed.empty()))
                    return &a;
            return nullptr;
        };
        const CombatAlternative *pecheux = find(more, "Pecheux", nullptr);
        QVERIFY(pecheux);
        QCOMPARE(pecheux->outcome.attackStrength, 11);
        QCOMPARE(pecheux->outcome.column, std::string("2-1"));
        QVERIFY(!pecheux->outcome.chances.empty()); // each result's chance on its column
        QVERIFY(!pecheux->outcome.roll || pecheux->outcome.roll->value == 1); // nothing rolled
        // Units that may not join are not offered: Lefol, far away; Berthezene, out of contact.
        QVERIFY(!find(more, "Lefol", nullptr));
        QVERIFY(!find(more, "Berthezene", nullptr));
        QVERIFY(find(more, nullptr, nullptr) == nullptr);
        // Formed of two hexes: either one alone.
        const json both = combat({"Habert", "Pecheux"}, {"Steinmetz"}, std::nullopt)["request"];
        const std::vector<CombatAlternative> fewer = combatAlternatives(play.module->game(), both);
        const CombatAlternative *withoutHabert = find(fewer, nullptr, "Habert");
        const CombatAlternative *withoutPecheux = find(fewer, nullptr, "Pecheux");
        QVERIFY(withoutHabert && withoutPecheux);
        QCOMPARE(withoutHabert->outcome.attackStrength, 5);
        QCOMPARE(withoutPecheux->outcome.attackStrength, 6);
        QCOMPARE(withoutPecheux->outcome.column, std::string("1-1"));
        // Nothing journaled, no die used.
        QCOMPARE(play.state().nextDraw, std::uint64_t(0));
    }
};

QTEST_APPLESS_MAIN(TestCombatOrder)
#include "tst_combatorder.moc"
