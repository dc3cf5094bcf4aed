#include "game.h"
#include "crtevents.h"

#include "archery.h"
#include "gamemap.h"
#include "maparchery.h"
#include "mapcombat.h"
#include "reorganization.h"
#include "roll.h"
#include "statecheckpoint.h"

#include <algorithm>
#include <set>

namespace umpire::crt {

namespace {

// What a game's set-up must hold that replay takes on trust: levels and strengths the rules count
// in casualties, so 1 or more (as `umpire-cli demoralization` and `combat` require them).
Result<Ok> checkSetup(const nlohmann::json &created, const HexMap *map)
{
    auto positive = [](const nlohmann::json &v) {
        return v.is_number_integer() && v.get<long long>() >= 1 && v.get<long long>() <= 1000000;
    };
    for (const nlohmann::json &side : created["sides"]) {
        if (!side.is_object() || !side.contains("name") || !side["name"].is_string() ||
            side["name"].get_ref<const std::string &>().empty())
            return badInput(msg("every side needs a name"));
        const std::string name = side["name"];
        for (const char *level : {"demoralization", "disintegration"})
            if (side.contains(level) && !positive(side[level]))
                return badInput(msg("side %1: a %2 level of %3 is not allowed: a level is a number "
                                    "of casualties, 1 or more",
                                    {name, level, side[level].dump()}));
        // BMW 11.2: the die rolls that rally, low to high.
        if (const auto range = side.find("rallyRange");
            range != side.end() &&
            !(range->is_array() && range->size() == 2 && (*range)[0].is_number_integer() &&
              (*range)[1].is_number_integer() && (*range)[0].get<int>() >= 1 &&
              (*range)[0].get<int>() <= (*range)[1].get<int>() && (*range)[1].get<int>() <= 6))
            return badInput(msg("side %1: a rally range of %2 is not allowed: give the lowest and "
                                "the highest die that rally, [1, 2] for 1 or 2",
                                {name, range->dump()}));
    }
    for (const nlohmann::json &unit : created["orderOfBattle"]) {
        if (!unit.is_object() || !unit.contains("id") || !unit["id"].is_string())
            return badInput(msg("every unit of the order of battle needs an id"));
        const std::string id = unit["id"];
        if (!unit.contains("strength") || !positive(unit["strength"]))
            return badInput(msg("unit %1: a strength of %2 is not allowed: every unit has a combat "
                                "strength of at least 1",
                                {id, unit.contains("strength") ? Message(unit["strength"].dump())
                                                               : msg("nothing")}));
        if (unit.contains("arrives") && !positive(unit["arrives"]))
            return badInput(msg("unit %1: it arrives on turn %2, but turns are numbered from 1",
                                {id, unit["arrives"].dump()}));
        // A unit's hex is on the game's map.
        if (unit.contains("hex")) {
            if (!map)
                return badInput(
                    msg("unit %1 stands in a hex, but the game is not played on a map", {id}));
            Result<Hex> hex = unit["hex"].is_string()
                                  ? map->grid().parseId(unit["hex"].get<std::string>())
                                  : Result<Hex>(badInput(msg("a hex id is a text like \"0305\"")));
            if (!hex)
                return badInput(msg("unit %1: %2", {id, hex.error().what}));
            if (!map->terrainAt(*hex))
                return badInput(msg("unit %1: %2 is not on map %3",
                                    {id, unit["hex"].get<std::string>(), map->id}));
            // Its moves, zones of control and combats on the map go by its type (NLB 5.4, 7.0); a
            // leader is a leader (BMW 10.0).
            if ((!unit.contains("type") || !unit["type"].is_string()) &&
                !unit.value("leader", false))
                return badInput(msg("unit %1 stands on the map: give its type (infantry, cavalry, "
                                    "artillery...)",
                                    {id}));
        }
    }
    // The hexes a scenario's rule counts are on the map its units stand on.
    for (const nlohmann::json &rule : created.value("rules", nlohmann::json::array())) {
        if (!rule.contains("hexes"))
            continue;
        if (!map)
            return badInput(msg("%1: the rule counts the hexes units occupy, but the game is not "
                                "played on a map",
                                {rule.value("rule", std::string())}));
        for (const nlohmann::json &h : rule["hexes"]) {
            const std::string id = h.value("hex", std::string());
            Result<Hex> hex = map->grid().parseId(id);
            if (!hex || !map->terrainAt(*hex))
                return badInput(msg("%1: hex %2 is not on map %3",
                                    {rule.value("rule", std::string()), id, map->id}));
        }
    }
    return Ok{};
}

Message joinHexes(const std::vector<std::string> &path)
{
    std::string text;
    for (const std::string &hex : path)
        text += (text.empty() ? "" : " ") + hex;
    return Message(text);
}

// A move the rules refuse, and why (the referee may override it: gamemap.h MoveRequest).
Error moveRefused(const MoveRequest &request, const MoveCheck &check)
{
    return badInput(msg("%1 may not move along %2 (%3): %4",
                        {request.unit, joinHexes(check.path), check.rule, check.why}));
}

} // namespace

Result<Game> Game::fromJournal(Journal journal, std::shared_ptr<const Ruleset> ruleset)
{
    registerKinds();
    if (journal.header().ruleset != ruleset->id)
        return badInput(msg("%1: the journal is for ruleset \"%2\", not \"%3\"",
                            {journal.path(), journal.header().ruleset, ruleset->id}));
    // From the checkpoint beside the journal when it is this game's with these rules
    // (replaycheckpoint.h), the events after it applied as catchUp() applies them; else replayed
    // from the start.
    std::optional<GameState> restored;
    std::optional<std::size_t> resumed;
    if (const ReplayCheckpoint *cp = journal.resumedFrom();
        cp && cp->system == checkpointSystem && cp->rules == rulesFingerprint(*ruleset)) {
        if (Result<GameState> read = stateFromCheckpoint(cp->state); read) {
            restored = std::move(read).value();
            resumed = cp->events;
        } else {
            journal.ignoreCheckpoint(read.error().what);
        }
    }
    Result<GameState> state =
        restored ? Result<GameState>(std::move(*restored)) : replay(journal.digests(), *ruleset);
    if (!state)
        return badData(msg("%1: %2", {journal.path(), state.error().what}));
    Game game(std::move(journal), std::move(ruleset));
    game.m_state = std::move(state).value();
    game.m_applied = resumed.value_or(game.m_journal.size());
    if (Result<Ok> ok = game.catchUp(); !ok)
        return ok.error();
    // A cache: a folder the user may not write to only means the next open replays again.
    if (game.m_journal.size() >= resumed.value_or(0) + checkpointEvery ||
        (resumed && game.m_journal.checkpointOutdated()))
        (void)game.keepCheckpoint();
    return game;
}

Result<Ok> Game::keepCheckpoint() const
{
    std::optional<ReplayCheckpoint> cp = m_journal.checkpointHere();
    if (!cp)
        return badInput(msg("%1: no checkpoint is kept of a damaged journal or one of an older "
                            "format",
                            {m_journal.path()}));
    cp->system = checkpointSystem;
    cp->rules = rulesFingerprint(*m_ruleset);
    cp->state = stateToCheckpoint(m_state);
    return writeCheckpoint(m_journal.path(), *cp);
}

Result<Ok> Game::catchUp()
{
    if (m_applied == m_journal.size())
        return Ok{};
    // Another program's events: applied one by one, or replayed whole when one is an undo or redo
    // (which changes what earlier events mean).
    const std::span<const JournalEvent> fresh = m_journal.digestsFrom(m_applied);
    const bool compensation = std::any_of(
        fresh.begin(), fresh.end(), [](const JournalEvent &e) { return isCompensation(e.kind); });
    Result<GameState> next = m_state;
    if (compensation)
        next = replay(m_journal.digests(), *m_ruleset);
    else
        for (std::size_t i = 0; next && i < fresh.size(); ++i)
            next = applyEvent(std::move(next).value(), fresh[i], *m_ruleset);
    if (!next)
        return badData(msg("%1: another program appended an event that does not replay: %2",
                           {m_journal.path(), next.error().what}));
    m_state = std::move(next).value();
    m_applied = m_journal.size();
    return Ok{};
}

Result<Journal::Lock> Game::lock()
{
    Result<Journal::Lock> held = m_journal.lock();
    if (!held)
        return held;
    if (Result<Ok> ok = catchUp(); !ok)
        return ok.error();
    return held;
}

Result<std::size_t> Game::refresh()
{
    Result<std::size_t> fresh = m_journal.refresh();
    if (!fresh)
        return fresh;
    if (Result<Ok> ok = catchUp(); !ok)
        return ok.error();
    return fresh;
}

Result<std::optional<JournalEvent>> Game::earlier(const std::string &id,
                                                  std::initializer_list<EventKind> kinds) const
{
    if (id.empty())
        return std::optional<JournalEvent>();
    Result<std::optional<JournalEvent>> found = m_journal.findId(id);
    if (!found || !*found)
        return found;
    for (const EventKind kind : kinds)
        if ((*found)->kind == kind)
            return found;
    return badInput(
        msg("%1: append id \"%2\" is event %3 already, a %4",
            {m_journal.path(), id, std::to_string((*found)->seq), eventKindName((*found)->kind)}));
}

namespace {

// What a scenario's stand-in is, for the game's views (the items of the scenario schema), as the
// subject of "... are stand-ins".
Message standInText(const std::string &scenario, const std::string &item)
{
    if (item == "sides")
        return msg("%1: its sides' levels", {scenario});
    if (item == "players")
        return msg("%1: the players' turns (who plays first)", {scenario});
    if (item == "turns")
        return msg("%1: the turns of its turn record", {scenario});
    if (item == "weather")
        return msg("%1: its night and rain turns", {scenario});
    if (item == "map")
        return msg("%1: the terrain of its map", {scenario});
    return msg("%1: the units of its order of battle", {scenario});
}

} // namespace

GameSetup GameSetup::fromScenario(const Scenario &scenario)
{
    GameSetup setup;
    setup.title = scenario.name;
    setup.scenario = scenario.id;
    setup.map = scenario.map;
    setup.sides = scenario.sides;
    setup.orderOfBattle = scenario.orderOfBattle;
    setup.players = scenario.players;
    setup.turns = turnsToJson(scenario.turns);
    setup.settings = scenario.settings;
    setup.rules = scenario.rules;
    setup.victory = scenario.victory;
    // The parts the rule texts do not give, each a stand-in of its own; without them an
    // unverified scenario is a stand-in whole.
    for (const ScenarioStandIn &standIn : scenario.standIns) {
        const Message text = standInText(scenario.name, standIn.item);
        setup.unverified.push_back({{"item", "scenario:" + scenario.id + "/" + standIn.item},
                                    {"text", text.text()},
                                    {"message", text},
                                    {"source", standIn.source}});
    }
    if (scenario.demonstration || (!scenario.verified && scenario.standIns.empty())) {
        const Message text =
            scenario.demonstration
                ? msg("%1, a demonstration: its sides' levels, turn record and order of battle",
                      {scenario.name})
                : msg("%1: its sides' levels, turn record and order of battle", {scenario.name});
        setup.unverified.push_back({{"item", "scenario:" + scenario.id},
                                    {"text", text.text()},
                                    {"message", text},
                                    {"source", scenario.source}});
    }
    return setup;
}

namespace {

Error unknownSetting(const std::string &id, const std::vector<ScenarioSetting> &settings)
{
    std::string known;
    for (const ScenarioSetting &s : settings)
        known += (known.empty() ? "" : ", ") + s.id;
    return badInput(msg("no setting \"%1\": the scenario's settings are %2",
                        {id, known.empty() ? msg("none") : Message(known)}));
}

// NLB 10.1: the enemies of `side` next to a chateau hex, which a unit attacking out of it obliges
// to be attacked: not across a hexside no unit crosses.
std::vector<const MapUnit *> chateauNeighbours(const HexMap &map, const MapPositions &positions,
                                               Hex chateau, const std::string &side)
{
    std::vector<const MapUnit *> out;
    for (const Hex n : HexGrid::neighbours(chateau)) {
        if (!map.grid().contains(n) || map.hexsideImpassable(chateau, n))
            continue;
        for (int i : positions.at(n)) {
            const MapUnit &other = positions.units[std::size_t(i)];
            if (!other.leader && positions.enemies(other.side, side))
                out.push_back(&other);
        }
    }
    return out;
}

// NLB 10.1: the phasing units, `busy` aside, that may still attack `enemy` this phase: those next
// to it (NLB 7.1) and the artillery within its bombardment range (NLB 8.1).
std::vector<std::string> stillToAttack(const HexMap &map, const Ruleset &ruleset,
                                       const MapPositions &positions, const MapUnit &enemy,
                                       const std::set<std::string> &busy)
{
    const nlohmann::json *bombardment = ruleset.feature("/combat/bombardment");
    std::vector<std::string> out;
    for (const MapUnit &u : positions.units) {
        if (u.leader || busy.count(u.id) || !positions.enemies(u, enemy))
            continue;
        const bool adjacent =
            HexGrid::adjacent(u.hex, enemy.hex) && !map.hexsideImpassable(u.hex, enemy.hex);
        const bool inRange = bombardment &&
                             u.type == bombardment->value("unitType", std::string()) &&
                             HexGrid::distance(u.hex, enemy.hex) <=
                                 (u.range > 0 ? u.range : bombardment->value("range", 0));
        if (adjacent || inRange)
            out.push_back(u.id);
    }
    return out;
}

} // namespace

Result<Ok> GameSetup::choose(const std::string &id, int value)
{
    const auto setting = std::find_if(settings.begin(), settings.end(),
                                      [&](const ScenarioSetting &s) { return s.id == id; });
    if (setting == settings.end())
        return unknownSetting(id, settings);
    if (!setting->choice(value))
        return badInput(
            msg("setting %1 (%2): %3 is not one of its values: %4",
                {id, setting->text, std::to_string(value), setting->describeChoices()}));
    chosen[id] = value;
    return Ok{};
}

Result<nlohmann::json> Game::createdEvent(const Ruleset &ruleset, const GameSetup &given,
                                          const HexMap *map)
{
    GameSetup setup = given;
    // Each setting's chosen turn is the arrival of its corps' units (NAW: the Prussians
    // arrive on the Allied player's second turn in the second edition, on game turn three in the
    // third), recorded in the game with the choice's text.
    nlohmann::json settings = nlohmann::json::array();
    for (const ScenarioSetting &setting : setup.settings) {
        const auto it = setup.chosen.find(setting.id);
        const int value = it == setup.chosen.end() ? setting.defaultValue : it->second;
        const ScenarioSetting::Choice *choice = setting.choice(value);
        if (!choice)
            return badInput(
                msg("setting %1 (%2): %3 is not one of its values: %4",
                    {setting.id, setting.text, std::to_string(value), setting.describeChoices()}));
        settings.push_back({{"id", setting.id},
                            {"text", setting.text},
                            {"value", value},
                            {"choice", choice->text},
                            {"arrivalOf", setting.arrivalOf}});
        for (nlohmann::json &unit : setup.orderOfBattle) {
            if (!unit.is_object() || !unit.contains("corps") || !unit["corps"].is_string() ||
                std::find(setting.arrivalOf.begin(), setting.arrivalOf.end(),
                          unit["corps"].get<std::string>()) == setting.arrivalOf.end())
                continue;
            // NLB 9.0: a unit that arrives later is off the map until it enters.
            if (value > 1 && unit.contains("hex"))
                return badInput(
                    msg("unit %1 of corps %2 arrives on turn %3 (%4): it stands in no "
                        "hex at the start",
                        {unit.value("id", std::string()), unit["corps"].get<std::string>(),
                         std::to_string(value), setting.text}));
            unit["arrives"] = value;
        }
    }
    for (const auto &chosen : setup.chosen) {
        const std::string &id = chosen.first; // a name, not a binding: clang 14's lambdas
        if (std::none_of(setup.settings.begin(), setup.settings.end(),
                         [&](const ScenarioSetting &s) { return s.id == id; }))
            return unknownSetting(id, setup.settings);
    }
    if (!setup.map.empty() && (!map || map->id != setup.map))
        return badInput(
            msg("the game is played on map \"%1\": it is needed to create it", {setup.map}));
    if (setup.map.empty())
        map = nullptr;
    if (!setup.sides.is_array() || setup.sides.empty())
        return badInput(msg("a game needs its sides"));
    if (!setup.orderOfBattle.is_array())
        return badInput(msg("the order of battle is a list of units"));
    std::vector<std::string> players = setup.players;
    if (players.empty()) {
        std::vector<std::string> sides;
        for (const nlohmann::json &side : setup.sides)
            sides.push_back(side.is_object() ? side.value("name", "") : "");
        players = defaultPlayerOrder(ruleset, sides);
    }
    nlohmann::json created = {{"sides", setup.sides},
                              {"orderOfBattle", setup.orderOfBattle},
                              {"seed", setup.seed.value_or(DiceGenerator::freshSeed())},
                              {"scenario", setup.scenario},
                              {"players", players},
                              {"turns", setup.turns}};
    if (map)
        created["map"] = map->id;
    if (!setup.carried.empty())
        created["carried"] = setup.carried;
    if (!setup.unverified.empty())
        created["unverified"] = setup.unverified; // stays with the game, so every view can say so
    if (!settings.empty())
        created["settings"] = settings;
    if (!setup.rules.empty())
        created["rules"] = setup.rules; // the battle's exclusive rules (scenariorules.h)
    if (setup.victory.is_object())
        created["victory"] = setup.victory;
    // Check the set-up before anything is written.
    if (Result<Ok> ok = checkSetup(created, map); !ok)
        return ok.error();
    JournalEvent probe{1, utcNow(), EventKind::GameCreated, created, {}};
    if (Result<GameState> st = replay({probe}, ruleset); !st)
        return badInput(st.error().what);
    return created;
}

Result<Game> Game::create(const std::string &path, std::shared_ptr<const Ruleset> ruleset,
                          const GameSetup &setup, std::shared_ptr<const HexMap> map)
{
    registerKinds();
    Result<nlohmann::json> created = createdEvent(*ruleset, setup, map.get());
    if (!created)
        return created.error();
    if (setup.map.empty())
        map.reset();
    JournalHeader header;
    header.ruleset = ruleset->id;
    header.scenario = setup.scenario;
    header.title = setup.title;
    // The header and the game.created event are written together, or nothing is.
    Result<Journal> journal =
        Journal::create(path, header, {{EventKind::GameCreated, std::move(created).value()}});
    if (!journal)
        return journal.error();
    Result<Game> game = fromJournal(std::move(journal).value(), std::move(ruleset));
    if (game && map)
        if (Result<Ok> ok = game->useMap(std::move(map)); !ok)
            return ok.error();
    return game;
}

Result<Ok> Game::useMap(std::shared_ptr<const HexMap> map)
{
    if (map && map->id != m_state.map)
        return badInput(msg(
            "%1: the game is played on map \"%2\", not on \"%3\"",
            {m_journal.path(), m_state.map.empty() ? msg("none") : Message(m_state.map), map->id}));
    m_map = std::move(map);
    return Ok{};
}

Result<MoveCheck> Game::checkMove(const MoveRequest &request) const
{
    if (!m_map)
        return badInput(m_state.map.empty()
                            ? msg("this game is not played on a map: its units have no hexes")
                            : msg("map \"%1\" of this game is not loaded", {m_state.map}));
    return umpire::crt::checkMove(m_state, *m_ruleset, *m_map, request);
}

Result<Ok> Game::judgeMove(const nlohmann::json &data) const
{
    MoveRequest request;
    request.unit = data.value("unit", "");
    if (data.contains("path") && data["path"].is_array())
        for (const nlohmann::json &hex : data["path"])
            request.path.push_back(hex.is_string() ? hex.get<std::string>() : hex.dump());
    if (data.contains("override") && data["override"].is_string())
        request.override = data["override"].get<std::string>();
    Result<MoveCheck> check = checkMove(request);
    if (!check)
        return check.error();
    if (check->path != request.path)
        return badInput(msg("a journaled move's path starts where %1 stands: %2",
                            {request.unit, joinHexes(check->path)}));
    if (!check->legal && request.override.empty())
        return moveRefused(request, *check);
    return Ok{};
}

Result<Ok> Game::judgeCombat(const nlohmann::json &data) const
{
    if (!data.contains("request"))
        return Ok{}; // replay says what is missing
    Result<CombatRequest> request = CombatRequest::fromJson(data["request"]);
    if (!request)
        return request.error();
    const GameState &st = m_state;
    // NLB 4.1, 5.1, BMW 3.2: combat has its own phase; "no combat takes place during the
    // Movement Phase".
    const std::string &sequenceRule = m_ruleset->combatSequence.phaseRule;
    // Before the first turn the journal is a free log of combats (a calculator with a record):
    // the sequence of play is kept from the first turn on (docs/cli.md "Readings").
    if (st.turn == 0)
        return Ok{};
    if (!st.phase.empty() && st.phase != "Combat")
        return badInput(msg("%1: a combat is resolved in the Combat Phase, not in the %2 phase "
                            "(next goes on)",
                            {sequenceRule, st.phase}));
    // NLB 7.0: the phasing player is the attacker; NLB 7.1: no unit attacks twice, and no enemy
    // unit is attacked twice, in one Combat Phase.
    const std::string &rule70 = m_ruleset->combatSequence.attackerRule;
    const std::string &rule71 = m_ruleset->combatSequence.onceRule;
    const Combatants done = combatants();
    const std::set<std::string> &attacked = done.attacked, &attacking = done.attacking;
    // NLB 7.5, BMW 7.9: "After advancing, units may neither attack nor be attacked that Phase".
    const std::string &rule75 = m_ruleset->combatSequence.advanceRule;
    for (const std::vector<CombatUnit> *units : {&request->attackers, &request->defenders})
        for (const CombatUnit &u : *units)
            if (done.advanced.count(u.id))
                return badInput(msg("%1: %2 advanced after combat this phase: it may neither "
                                    "attack nor be attacked until the next",
                                    {rule75, u.id}));
    for (const CombatUnit &u : request->attackers) {
        auto it = st.units.find(u.id);
        if (it == st.units.end())
            continue; // a unit outside the order of battle: the referee's own
        const std::string player = m_ruleset->playerOf(it->second.side);
        if (!st.phasePlayer.empty() && player != st.phasePlayer &&
            it->second.side != st.phasePlayer)
            return badInput(msg("%1: it is the %2 player's Combat Phase; %3 is the %4 player's and "
                                "may not attack",
                                {rule70, st.phasePlayer, u.id, player}));
        if (attacking.count(u.id))
            return badInput(msg("%1: %2 has attacked this Combat Phase already", {rule71, u.id}));
    }
    for (const CombatUnit &u : request->defenders) {
        auto it = st.units.find(u.id);
        if (it == st.units.end())
            continue;
        const std::string player = m_ruleset->playerOf(it->second.side);
        if (!st.phasePlayer.empty() &&
            (player == st.phasePlayer || it->second.side == st.phasePlayer))
            return badInput(msg("%1: %2 is the phasing player's own unit: the other player's units "
                                "defend",
                                {rule70, u.id}));
        // BMW 7.1 forbids a second attack by a unit only; NLB 7.1 also a second on a defender.
        if (attacked.count(u.id) && m_ruleset->combatSequence.defenderOnce)
            return badInput(
                msg("%1: %2 has been attacked this Combat Phase already", {rule71, u.id}));
    }
    // NLB 7.0: a result "should be immediately applied to the involved units, before going on to
    // resolve any other combat" (BMW 7.1: "no combat resolution is begun" before the previous one
    // "has been completed").
    if (const std::vector<Application> due = resultsDue(); !due.empty()) {
        Message what;
        for (const Application &a : due)
            what = what.empty() ? a.meaning : msg("%1, %2", {what, a.meaning});
        return badInput(msg("%1: the result of combat %2 is still to be carried out (%3): it is "
                            "applied before any other combat is resolved",
                            {rule70, std::to_string(due.front().combat), what}));
    }
    return judgeChateauAttack(*request, done);
}

// NLB 10.1: "Units in Chateaux are not required to attack adjacent Enemy units, but if they elect
// to attack, all adjacent Enemy units must be attacked": by it, or by other units this phase.
Result<Ok> Game::judgeChateauAttack(const CombatRequest &request, const Combatants &done) const
{
    if (!m_map || m_map->game != MapGame::Nlb)
        return Ok{};
    Result<MapPositions> positions = positionsOf(m_state, *m_ruleset, *m_map);
    if (!positions)
        return Ok{};
    std::set<std::string> busy = done.attacking, defenders;
    busy.insert(done.advanced.begin(), done.advanced.end());
    for (const CombatUnit &a : request.attackers)
        busy.insert(a.id);
    for (const CombatUnit &d : request.defenders)
        defenders.insert(d.id);
    for (const CombatUnit &a : request.attackers) {
        const MapUnit *unit = positions->unit(a.id);
        const MapTerrain *here = unit ? m_map->terrainAt(unit->hex) : nullptr;
        if (!here || !here->chateau)
            continue;
        for (const MapUnit *enemy : chateauNeighbours(*m_map, *positions, unit->hex, unit->side))
            if (!defenders.count(enemy->id) && !done.attacked.count(enemy->id) &&
                !done.advanced.count(enemy->id) &&
                stillToAttack(*m_map, *m_ruleset, *positions, *enemy, busy).empty())
                return badInput(msg(
                    "NLB 10.1: %1 attacks out of the chateau in %2, so every "
                    "enemy unit adjacent to it must be attacked: %3 in %4 is not "
                    "among its defenders, and no other unit may still attack it",
                    {a.id, m_map->grid().id(unit->hex), enemy->id, m_map->grid().id(enemy->hex)}));
    }
    return Ok{};
}

Result<Roll> Game::rollOf(const nlohmann::json &data) const
{
    if (!data.contains("die"))
        return DiceGenerator(m_state.seed, m_state.nextDraw).roll(m_ruleset->dieFaces);
    if (!data["die"].is_number_integer())
        return badInput(msg("\"die\": the die rolled, a whole number of 1 to %1",
                            {std::to_string(m_ruleset->dieFaces)}));
    return Roll::physical(data["die"].get<int>(), m_ruleset->dieFaces);
}

Result<nlohmann::json> Game::judgeArcheryFire(const nlohmann::json &data) const
{
    if (!m_map || !m_ruleset->feature("/archery"))
        return badInput(msg("BMW 6: archery is journaled on a map of a game with archers; off "
                            "the map, umpire-cli archery resolves a fire"));
    const std::string archer = data.value("unit", ""), target = data.value("target", "");
    Result<bool> defensive = judgeArchery(m_state, *m_ruleset, *m_map, archer, target);
    if (!defensive)
        return defensive.error();
    Result<Roll> roll = rollOf(data);
    if (!roll)
        return roll.error();
    const UnitState &firer = m_state.units.at(archer);
    Result<ArcheryOutcome> outcome =
        resolveArchery(*m_ruleset, firer.fire, m_state.units.at(target).disrupted, *roll);
    if (!outcome)
        return outcome.error();
    return nlohmann::json{{"unit", archer},
                          {"target", target},
                          {"fire", firer.fire},
                          {"defensive", *defensive},
                          {"roll", outcome->roll},
                          {"hit", outcome->hit},
                          {"rule", *defensive ? "BMW 6.5" : "BMW 6.2"}};
}

Result<nlohmann::json> Game::judgeReorganization(const nlohmann::json &data) const
{
    const std::string id = data.value("unit", "");
    const auto it = m_state.units.find(id);
    if (it == m_state.units.end())
        return badInput(msg("\"%1\" is not a unit of this game's order of battle", {id}));
    const UnitState &unit = it->second;
    if (m_state.phase != "Reorganization & Rally")
        return badInput(msg("BMW 11.1: units reorganize in their player's Reorganization & Rally "
                            "Phase, not in the %1 phase",
                            {m_state.phase}));
    const bool phasing = m_state.phasePlayer.empty() || unit.side == m_state.phasePlayer ||
                         m_ruleset->playerOf(unit.side) == m_state.phasePlayer;
    if (!phasing)
        return badInput(msg("BMW 11.1: it is the %1 player's Reorganization & Rally Phase; %2 is "
                            "the other player's",
                            {m_state.phasePlayer, id}));
    if (unit.status != UnitState::Status::OnMap || !unit.disrupted)
        return badInput(msg("BMW 11.1: %1 is not a disordered unit on the map", {id}));
    if (m_state.reorganized.count(id))
        return badInput(msg("BMW 11.1: %1 has rolled to reorganize this phase already", {id}));
    // "Disordered units adjacent to enemy units subtract one", plus a stacked leader's value.
    ReorganizationRequest request;
    request.unitType = unit.type;
    if (m_map)
        if (Result<MapPositions> positions = positionsOf(m_state, *m_ruleset, *m_map))
            if (const MapUnit *here = positions->unit(id)) {
                for (Hex n : HexGrid::neighbours(here->hex))
                    if (m_map->grid().contains(n))
                        for (int i : positions->at(n))
                            if (positions->enemies(*here, positions->units[std::size_t(i)]))
                                request.adjacentEnemy = true;
                for (int i : positions->at(here->hex)) {
                    const MapUnit &u = positions->units[std::size_t(i)];
                    if (u.leader && u.id != id && !positions->enemies(*here, u))
                        request.leader = std::max(request.leader, u.strength);
                }
            }
    // BMW 9.4: the types that reorganize automatically roll no die.
    std::optional<Roll> roll;
    const nlohmann::json *automatic = m_ruleset->feature("/reorganization/automaticTypes");
    if (!automatic || !automatic->is_array() ||
        std::find(automatic->begin(), automatic->end(), unit.type) == automatic->end()) {
        Result<Roll> r = rollOf(data);
        if (!r)
            return r.error();
        roll = *r;
    }
    Result<ReorganizationOutcome> outcome = resolveReorganization(*m_ruleset, request, roll);
    if (!outcome)
        return outcome.error();
    nlohmann::json out = {{"unit", id},
                          {"reorganized", outcome->reorganized},
                          {"automatic", outcome->automatic},
                          {"adjacentEnemy", request.adjacentEnemy},
                          {"leader", request.leader},
                          {"rule", "BMW 11.1"}};
    if (outcome->roll)
        out["roll"] = *outcome->roll;
    return out;
}

Result<nlohmann::json> Game::judgeRally(nlohmann::json data) const
{
    // BMW 11.2: "he may attempt to rally one eliminated unit per turn", in his Reorganization &
    // Rally Phase (kept from the first turn on, as the sequence of play is), in a game whose rules
    // have the rally (its data's "rally").
    if (!m_ruleset->feature("/rally") || m_state.turn == 0)
        return data;
    const std::string unit = data.value("unit", "");
    auto it = m_state.units.find(unit);
    const std::string player =
        it == m_state.units.end() ? std::string() : m_ruleset->playerOf(it->second.side);
    if (m_state.phase != "Reorganization & Rally")
        return badInput(msg("BMW 11.2: a unit is rallied in its player's Reorganization & "
                            "Rally Phase, not in the %1 phase",
                            {m_state.phase}));
    if (!m_state.phasePlayer.empty() && it != m_state.units.end() &&
        player != m_state.phasePlayer && it->second.side != m_state.phasePlayer)
        return badInput(msg("BMW 11.2: it is the %1 player's Reorganization & Rally Phase; %2 "
                            "is the %3 player's",
                            {m_state.phasePlayer, unit, player}));
    if (!m_state.rallied.empty())
        return badInput(msg("BMW 11.2: one eliminated unit a turn is rallied, and %1 was "
                            "rallied this phase",
                            {*m_state.rallied.begin()}));
    // "To attempt a rally, roll a die. If the die roll is within the range for the side": the
    // range the scenario gives (the Exclusive Rules'); without one the referee's word is taken.
    const SideState *side = nullptr;
    for (const SideState &s : m_state.sides)
        if (it != m_state.units.end() && s.name == it->second.side)
            side = &s;
    const bool rolled = data.contains("die");
    if (!side || !side->rallyRange) {
        if (rolled)
            return badInput(msg("BMW 11.2: this game gives no rally range for %1's side (the "
                                "Exclusive Rules do): journal the rally without a die",
                                {unit}));
        return data;
    }
    const auto [low, high] = *side->rallyRange;
    if (!rolled || !data["die"].is_number_integer() || data["die"].get<int>() < 1 ||
        data["die"].get<int>() > m_ruleset->dieFaces)
        return badInput(msg("BMW 11.2: %1 rallies on a die of %2 to %3: give the die rolled "
                            "(1 to %4)",
                            {side->name, std::to_string(low), std::to_string(high),
                             std::to_string(m_ruleset->dieFaces)}));
    const int die = data["die"].get<int>();
    data["range"] = nlohmann::json::array({low, high});
    data["rallied"] = die >= low && die <= high;
    data["rule"] = "BMW 11.2";
    return data;
}

Game::Combatants Game::combatants() const
{
    Combatants out;
    for (const CombatDue &due : m_state.dues) {
        Result<JournalEvent> earlier = m_journal.readEvent(due.combat);
        if (earlier && earlier->data.contains("request"))
            for (const auto &[key, into] :
                 {std::pair{"attackers", &out.attacking}, std::pair{"defenders", &out.attacked}})
                for (const nlohmann::json &u :
                     earlier->data["request"].value(key, nlohmann::json::array()))
                    if (u.is_object() && u.contains("id") && u["id"].is_string())
                        into->insert(u["id"].get<std::string>());
        if (earlier && earlier->data.contains("request"))
            for (const nlohmann::json &u :
                 earlier->data["request"].value("attackers", nlohmann::json::array()))
                if (u.is_object() && u.contains("id") && u["id"].is_string()) {
                    const std::string id = u["id"].get<std::string>();
                    const auto stood = due.hexes.find(id);
                    const auto unit = m_state.units.find(id);
                    out.attackedFrom[id] = stood != due.hexes.end()      ? stood->second
                                           : unit != m_state.units.end() ? unit->second.hex
                                                                         : std::string();
                }
        const nlohmann::json obligations = dueObligations(due);
        for (std::size_t i = 0; i < due.applied.size() && i < obligations.size(); ++i)
            if (obligationActionFromName(obligations[i].value("action", "")) ==
                ObligationAction::MayAdvance)
                out.advanced.insert(due.applied[i].begin(), due.applied[i].end());
    }
    return out;
}

std::optional<Game::CombatCandidates> Game::combatCandidates() const
{
    if (!m_map || m_state.turn == 0 || m_state.phase != "Combat")
        return std::nullopt;
    CombatCandidates out;
    if (!resultsDue().empty())
        return out; // NLB 7.0, BMW 7.1: the result first
    const Combatants done = combatants();
    const bool oncePerDefender = m_ruleset->combatSequence.defenderOnce; // BMW 7.1: a second attack
    for (const auto &[id, unit] : m_state.units) {
        if (unit.status != UnitState::Status::OnMap || unit.hex.empty() || done.advanced.count(id))
            continue;
        const bool phasing = m_state.phasePlayer.empty() ||
                             m_ruleset->playerOf(unit.side) == m_state.phasePlayer ||
                             unit.side == m_state.phasePlayer;
        if (phasing && !done.attacking.count(id))
            out.attackers.push_back(id);
        else if (!phasing && !(oncePerDefender && done.attacked.count(id)))
            out.defenders.push_back(id);
    }
    return out;
}

std::vector<std::string> Game::reorganizationsDue() const
{
    std::vector<std::string> out;
    if (m_state.turn == 0 || m_state.phase != "Reorganization & Rally" ||
        !m_ruleset->feature("/reorganization"))
        return out;
    for (const auto &[id, unit] : m_state.units) {
        const bool phasing = m_state.phasePlayer.empty() || unit.side == m_state.phasePlayer ||
                             m_ruleset->playerOf(unit.side) == m_state.phasePlayer;
        if (phasing && unit.disrupted && unit.status == UnitState::Status::OnMap &&
            !m_state.reorganized.count(id))
            out.push_back(id);
    }
    return out;
}

std::vector<AttackObligation> Game::openObligations() const
{
    std::vector<AttackObligation> open;
    if (m_state.turn == 0)
        return open;
    // BMW 11.1: "the active player rolls one die for each Disordered unit".
    for (const std::string &unit : reorganizationsDue())
        open.push_back({unit,
                        std::string(),
                        {},
                        "BMW 11.1",
                        msg("%1 is disordered and has not rolled to reorganize", {unit})});
    if (!m_map)
        return open;
    Result<MapPositions> positions = positionsOf(m_state, *m_ruleset, *m_map);
    if (!positions)
        return open;
    // NLB 5.3, 10.2, BMW 4.3: no more units in a hex than it holds "at the end of any Phase".
    for (const StackingBreach &b : stackingBreaches(*m_map, *positions)) {
        const std::vector<int> &here = positions->at(b.hex);
        const std::string hex = m_map->grid().id(b.hex);
        open.push_back({here.empty() ? std::string() : positions->units[std::size_t(here[0])].id,
                        hex,
                        {},
                        b.rule,
                        msg("%1 units stand in %2, which holds %3 at the end of a phase",
                            {std::to_string(b.units), hex, std::to_string(b.limit)})});
    }
    if (m_state.phase != "Combat")
        return open;
    // NLB 7.4: "the owning Player must immediately move those units": results first.
    for (const Application &a : resultsDue())
        open.push_back({a.units.front(),
                        std::string(),
                        {},
                        a.rule,
                        msg("combat %1: %2", {std::to_string(a.combat), a.meaning})});
    // NLB 7.9: no combat on night and rain turns, so no obligation either.
    if (nightOrRain(m_state.weather))
        return open;
    const Combatants done = combatants();
    const CombatObligations due = combatObligations(*m_map, *positions, m_state.phasePlayer);
    // NLB 7.1: a unit "must attack all those adjacent Enemy units which are not engaged by some
    // other attacking unit"; NLB 7.5: a unit that advanced neither attacks nor is attacked. An
    // obligation none of whose enemies may still take part is met.
    const bool oncePerDefender = m_ruleset->combatSequence.defenderOnce;
    auto open_ = [&](AttackObligation o) {
        const std::set<std::string> &fought = o.attacks ? done.attacking : done.attacked;
        if (fought.count(o.unit) || done.advanced.count(o.unit))
            return;
        std::vector<std::string> still;
        for (const std::string &other : o.against)
            if (!done.advanced.count(other) &&
                !(o.attacks ? oncePerDefender && done.attacked.count(other)
                            : done.attacking.count(other) > 0))
                still.push_back(other);
        if (still.empty())
            return;
        o.against = std::move(still);
        open.push_back(std::move(o));
    };
    for (const AttackObligation &o : due.mustAttack)
        open_(o);
    for (const AttackObligation &o : due.mustBeAttacked)
        open_(o);
    // NLB 10.1: a unit that attacked out of a chateau: "all adjacent Enemy units must be attacked",
    // by the units that may still attack them; with none left, only the referee ends the phase.
    if (m_map->game == MapGame::Nlb) {
        std::set<std::string> busy = done.attacking;
        busy.insert(done.advanced.begin(), done.advanced.end());
        for (const auto &[attacker, from] : done.attackedFrom) {
            Result<Hex> chateau = m_map->grid().parseId(from);
            const MapTerrain *terrain = chateau ? m_map->terrainAt(*chateau) : nullptr;
            const auto unit = m_state.units.find(attacker);
            if (!terrain || !terrain->chateau || unit == m_state.units.end())
                continue;
            for (const MapUnit *enemy :
                 chateauNeighbours(*m_map, *positions, *chateau, unit->second.side)) {
                if (done.attacked.count(enemy->id) || done.advanced.count(enemy->id) ||
                    std::any_of(open.begin(), open.end(), [&](const AttackObligation &o) {
                        return !o.attacks && o.unit == enemy->id;
                    }))
                    continue;
                open.push_back(
                    {enemy->id, m_map->grid().id(enemy->hex),
                     stillToAttack(*m_map, *m_ruleset, *positions, *enemy, busy), "NLB 10.1",
                     msg("%1 attacked out of the chateau in %2: every enemy unit adjacent to it "
                         "must be attacked, and %3 has not been",
                         {attacker, from, enemy->id}),
                     false});
            }
        }
    }
    return open;
}

// NLB 7.0: a result is "immediately applied to the involved units, before going on to resolve any
// other combat"; an advance is the victor's option (NLB 7.5), not an obligation.
std::vector<Application> Game::resultsDue() const
{
    std::vector<Application> due;
    if (!m_map || m_state.turn == 0)
        return due;
    for (Application &a : applicationsOnMap(m_state, *m_ruleset, *m_map)) {
        if (a.optional || a.units.empty())
            continue;
        // A retreat and its "no hex open" are one obligation of the unit; an exchange's sets, or
        // the one unit a side chooses to lose, one of the combat.
        const bool perUnit =
            a.kind == ApplicationKind::Retreat || a.kind == ApplicationKind::CannotRetreat;
        if (std::none_of(due.begin(), due.end(), [&](const Application &d) {
                return d.combat == a.combat && d.obligation == a.obligation &&
                       (!perUnit || d.units == a.units);
            }))
            due.push_back(std::move(a));
    }
    return due;
}

Result<Ok> Game::judgePhaseEnd(const nlohmann::json &data) const
{
    if (data.contains("override") && data["override"].is_string() &&
        !data["override"].get<std::string>().empty())
        return Ok{};
    const std::vector<AttackObligation> open = openObligations();
    if (open.empty())
        return Ok{};
    Message what;
    for (const AttackObligation &o : open)
        what = what.empty() ? msg("%1 (%2)", {o.why, o.rule})
                            : msg("%1; %2 (%3)", {what, o.why, o.rule});
    return badInput(msg("%1: the %2 Phase does not end while an obligation is open: %3; "
                        "the referee may end it anyway, saying why (override)",
                        {open.front().rule, m_state.phase, what}));
}

Result<JournalEvent> Game::move(const MoveRequest &request, const std::string &id)
{
    Result<MoveCheck> check = checkMove(request);
    if (!check)
        return check.error();
    if (!check->legal && request.override.empty())
        return moveRefused(request, *check);
    return append(crt::kinds::UnitMoved, moveEventData(request, *check), id);
}

Result<JournalEvent> Game::append(EventKind kind, const nlohmann::json &data, const std::string &id)
{
    if (Result<Ok> ok = checkEventData(kind, data); !ok)
        return ok.error();
    Result<Journal::Lock> held = lock();
    if (!held)
        return held.error();
    Result<std::optional<JournalEvent>> repeat = earlier(id, {kind});
    if (!repeat)
        return repeat.error();
    if (*repeat)
        return m_journal.append(kind, data, id); // answers with the earlier event
    // A combat only in its phase, by the phasing player, each unit once (NLB 7.0, 7.1).
    if (kind == crt::kinds::CombatResolved)
        if (Result<Ok> ok = judgeCombat(data); !ok)
            return ok.error();
    nlohmann::json rally;
    if (kind == crt::kinds::UnitRallied) {
        Result<nlohmann::json> judged = judgeRally(data);
        if (!judged)
            return judged.error();
        rally = std::move(judged).value();
        // BMW 11.2: placed with a leader, on the map.
        if (m_map) {
            Result<nlohmann::json> placed = rallyOnMap(m_state, *m_ruleset, *m_map, rally);
            if (!placed)
                return placed.error();
            rally = std::move(placed).value();
        }
    }
    if (kind == crt::kinds::ArcheryFired || kind == crt::kinds::UnitReorganized) {
        Result<nlohmann::json> judged =
            kind == crt::kinds::ArcheryFired ? judgeArcheryFire(data) : judgeReorganization(data);
        if (!judged)
            return judged.error();
        rally = std::move(judged).value();
    }
    // The Combat Phase ends when what it obliges is done (NLB 7.1, 7.4).
    if (kind == crt::kinds::PhaseAdvanced || kind == crt::kinds::TurnAdvanced)
        if (Result<Ok> ok = judgePhaseEnd(data); !ok)
            return ok.error();
    // A move is judged on the map, as the game stands, before it is written.
    if (kind == crt::kinds::UnitMoved)
        if (Result<Ok> ok = judgeMove(data); !ok)
            return ok.error();
    // On a map, a retreat goes to an open hex, an advance into the vacated one.
    nlohmann::json written = kind == crt::kinds::UnitRallied || kind == crt::kinds::ArcheryFired ||
                                     kind == crt::kinds::UnitReorganized
                                 ? rally
                                 : data;
    if (kind == crt::kinds::CombatApplied && m_map) {
        Result<nlohmann::json> onMap = applicationDataOnMap(m_state, *m_ruleset, *m_map, data);
        if (!onMap)
            return onMap.error();
        written = std::move(onMap).value();
    }
    // NLB 11.0, Campaign Game: the referee un-demoralizes a corps or a nationality the campaign
    // carried in demoralized; the event cites the rule.
    if (kind == crt::kinds::MoraleRestored) {
        if (Result<Ok> ok = checkMoraleRestored(m_state, data["side"].get<std::string>(),
                                                data.value("corps", std::string()));
            !ok)
            return ok.error();
        if (const nlohmann::json *noAdvance =
                m_ruleset->feature("/morale/demoralization/noAdvance");
            noAdvance && !written.contains("rule"))
            written["rule"] = (*noAdvance)["rule"];
    }
    // NLB 9.0: a reinforcement enters at its entry hex, in its player's Movement Phase.
    if (kind == crt::kinds::UnitEntered && m_map) {
        Result<nlohmann::json> onMap = entryOnMap(m_state, *m_ruleset, *m_map, data);
        if (!onMap)
            return onMap.error();
        written = std::move(onMap).value();
    }
    // Apply the event first, so that nothing that cannot apply is ever written. An ordinary event
    // is applied to the current state; an undo or redo changes what earlier events mean: replay.
    const JournalEvent candidate{m_journal.lastSeq() + 1, utcNow(), kind, written, id};
    Result<GameState> next = badInput("");
    if (isCompensation(kind)) {
        std::vector<JournalEvent> probe = m_journal.digests();
        probe.push_back(candidate);
        next = replay(probe, *m_ruleset);
    } else {
        next = applyEvent(m_state, candidate, *m_ruleset);
    }
    if (!next)
        return badInput(next.error().what);
    Result<JournalEvent> appended = m_journal.append(kind, written, id);
    if (!appended)
        return appended.error();
    m_state = std::move(next).value();
    m_applied = m_journal.size();
    return appended;
}

Result<CombatRequest> Game::prepareCombat(CombatRequest request) const
{
    if (request.seed)
        return badInput(
            msg("in a game, generated rolls come from the game's own seed: give a physical "
                "die or none"));
    if (!request.die) {
        request.seed = m_state.seed;
        request.draw = m_state.nextDraw;
    }
    if (!request.ruleset.empty() && request.ruleset != m_ruleset->id)
        return badInput(msg("the combat is for ruleset \"%1\", but the game plays %2",
                            {request.ruleset, m_ruleset->id}));
    request.ruleset = m_ruleset->id;
    if (request.weather == Weather::Clear)
        request.weather = m_state.weather; // NLB 7.9: the game knows when it is night
    // NLB 11.0, NAW 8.2, BMW 11.3: the journal knows which armies are demoralized. The
    // sides are the named units' when the request does not say them.
    auto sideOf = [&](const std::vector<CombatUnit> &units) {
        for (const CombatUnit &u : units)
            if (auto it = m_state.units.find(u.id); it != m_state.units.end())
                return it->second.side;
        return std::string();
    };
    const std::vector<std::string> &sides = m_ruleset->sides;
    for (auto [side, units, demoralized] :
         {std::tuple{&request.attackerSide, &request.attackers, &request.attackerDemoralized},
          std::tuple{&request.defenderSide, &request.defenders, &request.defenderDemoralized}}) {
        const std::string named = side->empty() ? sideOf(*units) : *side;
        if (side->empty() &&
            (sides.empty() || std::find(sides.begin(), sides.end(), named) != sides.end()))
            *side = named;
        if (const SideState *s = m_state.side(named); s && s->demoralized)
            *demoralized = true;
    }
    // NLB 11.0, Campaign Game: the units whose corps or nationality an earlier battle left
    // demoralized, until the referee journals it un-demoralized (morale.restored).
    for (std::vector<CombatUnit> *units : {&request.attackers, &request.defenders})
        for (CombatUnit &u : *units)
            if (u.carriedDemoralization.empty())
                u.carriedDemoralization = m_state.carriedDemoralization(u.id);
    return request;
}

Result<CombatOutcome> Game::resolveCombat(CombatRequest request, const std::string &id)
{
    Result<Journal::Lock> held = lock();
    if (!held)
        return held.error();
    Result<std::optional<JournalEvent>> repeat = earlier(id, {crt::kinds::CombatResolved});
    if (!repeat)
        return repeat.error();
    if (*repeat) {
        Result<JournalEvent> again =
            m_journal.append(crt::kinds::CombatResolved, (*repeat)->data, id);
        if (!again)
            return again.error();
        return outcomeOf((*repeat)->data);
    }
    Result<CombatRequest> prepared = prepareCombat(std::move(request));
    if (!prepared)
        return prepared.error();
    Result<CombatOutcome> outcome = umpire::crt::resolveCombat(*prepared, *m_ruleset);
    if (!outcome)
        return outcome;
    if (Result<JournalEvent> e =
            append(crt::kinds::CombatResolved, {{"request", *prepared}, {"outcome", *outcome}}, id);
        !e)
        return e.error();
    return outcome;
}

// The journaled combat, resolved again from its own request and die: the same outcome, its roll
// as the journal has it (the generated die with its draw).
Result<CombatOutcome> Game::outcomeOf(const nlohmann::json &data, bool chances) const
{
    if (!data.is_object() || !data.contains("request") || !data.contains("outcome") ||
        !data["outcome"].is_object())
        return badData(msg("a combat.resolved event without its request and outcome"));
    const nlohmann::json &outcome = data["outcome"];
    Result<CombatRequest> journaled = CombatRequest::fromJson(data["request"]);
    if (!journaled)
        return journaled.error();
    if (const auto die = outcome.find("die"); die != outcome.end() && die->is_number_integer() &&
                                              die->get<long long>() >= 1 &&
                                              die->get<long long>() <= 1000) {
        journaled->seed.reset();
        journaled->die = die->get<int>();
    }
    journaled->oddsTable = chances;
    Result<CombatOutcome> again = umpire::crt::resolveCombat(*journaled, *m_ruleset);
    if (again && again->roll && outcome.contains("roll"))
        if (Result<Roll> roll = rollFromJson(outcome["roll"], "roll", std::nullopt))
            again->roll = *roll;
    return again;
}

Result<CombatOutcome> Game::journaledCombat(std::uint64_t seq) const
{
    Result<JournalEvent> event = m_journal.readEvent(seq);
    if (!event)
        return event.error();
    if (event->kind != crt::kinds::CombatResolved)
        return badInput(msg("event %1 is not a combat", {std::to_string(seq)}));
    return outcomeOf(event->data, true);
}

Result<CombatOutcome> Game::previewCombat(CombatRequest request) const
{
    // Without a die, read die 1 rather than the game's next draw: a preview never shows a roll
    // before the referee asks for it, and never uses one up.
    if (!request.die)
        request.die = 1;
    Result<CombatRequest> prepared = prepareCombat(std::move(request));
    if (!prepared)
        return prepared.error();
    return umpire::crt::resolveCombat(*prepared, *m_ruleset);
}

Result<CombatRequest> Game::combatRequest(nlohmann::json request) const
{
    for (const char *key : {"attackers", "defenders"}) {
        if (!request.contains(key) || !request[key].is_array())
            continue;
        for (nlohmann::json &unit : request[key]) {
            if (!unit.is_object() || unit.contains("strength") || !unit.contains("id") ||
                !unit["id"].is_string())
                continue;
            const std::string id = unit["id"];
            auto it = m_state.units.find(id);
            if (it == m_state.units.end())
                return badInput(
                    msg("%1: \"%2\" is not a unit of this game's order of battle", {key, id}));
            if (it->second.status != UnitState::Status::OnMap)
                return badInput(msg(
                    "%1: %2 is not on the map (eliminated, exited or not yet arrived)", {key, id}));
            // BMW 11.1: the side of the counter up, Ordered or Disordered, gives its strength.
            unit["strength"] = it->second.combatStrength();
            if (!unit.contains("type") && !it->second.type.empty())
                unit["type"] = it->second.type;
            // BMW 8.3, 9.4: what retreat before combat is judged by, as the counter shows it.
            if (m_ruleset->feature("/combat/retreatBeforeCombat")) {
                if (!unit.contains("dot") && !it->second.shownDot().empty())
                    unit["dot"] = it->second.shownDot();
                if (!unit.contains("movement") && it->second.movement)
                    unit["movement"] = *it->second.movement;
                if (!unit.contains("disrupted") && it->second.disrupted)
                    unit["disrupted"] = true;
            }
        }
    }
    // On a map, the terrain, the hexsides crossed and bombardment come from the map, from the
    // first turn on (before it the journal is a free log of combats, as judgeCombat).
    if (m_map && m_state.turn > 0) {
        Result<nlohmann::json> onMap = combatOnMap(m_state, *m_ruleset, *m_map, request);
        if (!onMap)
            return onMap.error();
        request = std::move(onMap).value();
    }
    return CombatRequest::fromJson(request);
}

Result<JournalEvent> Game::roll(std::optional<int> physicalDie, const std::string &id)
{
    Result<Journal::Lock> held = lock();
    if (!held)
        return held.error();
    Roll roll;
    if (physicalDie) {
        Result<Roll> r = Roll::physical(*physicalDie, m_ruleset->dieFaces);
        if (!r)
            return r.error();
        roll = *r;
    } else {
        roll = DiceGenerator(m_state.seed, m_state.nextDraw).roll(m_ruleset->dieFaces);
    }
    return append(crt::kinds::Roll, roll, id);
}

Result<JournalEvent> Game::undo(const std::string &id)
{
    Result<Journal::Lock> held = lock();
    if (!held)
        return held.error();
    if (Result<std::optional<JournalEvent>> repeat = earlier(id, {EventKind::Undo});
        !repeat || *repeat)
        return repeat ? m_journal.append(EventKind::Undo, (*repeat)->data, id) : repeat.error();
    const std::uint64_t target = undoTarget(m_journal.digests());
    if (target == 0)
        return badInput(msg("nothing to undo"));
    return append(EventKind::Undo, {{"target", target}}, id);
}

Result<JournalEvent> Game::redo(const std::string &id)
{
    Result<Journal::Lock> held = lock();
    if (!held)
        return held.error();
    if (Result<std::optional<JournalEvent>> repeat = earlier(id, {EventKind::Redo});
        !repeat || *repeat)
        return repeat ? m_journal.append(EventKind::Redo, (*repeat)->data, id) : repeat.error();
    const std::uint64_t target = redoTarget(m_journal.digests());
    if (target == 0)
        return badInput(msg("nothing to redo"));
    return append(EventKind::Redo, {{"target", target}}, id);
}

Result<JournalEvent> Game::advanceTurn(std::optional<std::string> weather, const std::string &id,
                                       const std::string &override)
{
    Result<Journal::Lock> held = lock();
    if (!held)
        return held.error();
    if (Result<std::optional<JournalEvent>> repeat = earlier(id, {crt::kinds::TurnAdvanced});
        !repeat || *repeat)
        return repeat ? m_journal.append(crt::kinds::TurnAdvanced, (*repeat)->data, id)
                      : repeat.error();
    const int turn = m_state.turn + 1;
    const std::optional<Weather> chosen =
        weather ? weatherFromName(*weather) : std::optional(m_state.turnWeather(turn));
    if (!chosen)
        return badInput(msg("weather \"%1\" is not one of clear, rain, night", {*weather}));
    if (!m_state.turns.empty() && turn > static_cast<int>(m_state.turns.size()))
        return badInput(msg("the game has %1 turns: turn %2 is past the end of the turn record",
                            {std::to_string(m_state.turns.size()), std::to_string(turn)}));
    nlohmann::json data = {{"turn", turn}, {"weather", weatherName(*chosen)}};
    const std::vector<SequenceStep> steps = turnSequence(*m_ruleset, m_state.players);
    if (!steps.empty())
        data.update({{"step", 0}, {"phase", steps[0].phase}, {"player", steps[0].player}});
    if (!override.empty())
        data["override"] = override;
    return append(crt::kinds::TurnAdvanced, data, id);
}

std::optional<SequenceStep> Game::nextStep() const
{
    const std::vector<SequenceStep> steps = turnSequence(*m_ruleset, m_state.players);
    if (steps.empty() || m_state.turn == 0 || m_state.step + 1 >= static_cast<int>(steps.size()))
        return std::nullopt;
    return steps[static_cast<std::size_t>(m_state.step + 1)];
}

Result<JournalEvent> Game::advance(const std::string &id, const std::string &override)
{
    Result<Journal::Lock> held = lock();
    if (!held)
        return held.error();
    Result<std::optional<JournalEvent>> repeat =
        earlier(id, {crt::kinds::PhaseAdvanced, crt::kinds::TurnAdvanced});
    if (!repeat || *repeat)
        return repeat ? m_journal.append((*repeat)->kind, (*repeat)->data, id) : repeat.error();
    if (std::optional<SequenceStep> next = nextStep()) {
        nlohmann::json data = {
            {"phase", next->phase}, {"player", next->player}, {"step", m_state.step + 1}};
        if (!override.empty())
            data["override"] = override;
        return append(crt::kinds::PhaseAdvanced, data, id);
    }
    return advanceTurn(std::nullopt, id, override);
}

Result<GameState> Game::stateAt(std::uint64_t seq) const
{
    return replay(m_journal.digests(), *m_ruleset, seq);
}

} // namespace umpire::crt
