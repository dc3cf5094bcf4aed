#include "vvjournal.h"
#include "vvevents.h"

#include "compensation.h"
#include "roll.h"
#include "vaevictisrequest.h"

#include <algorithm>
#include <set>

namespace umpire::vv {

using nlohmann::json;

namespace {

BattleCorps *corpsNamed(Battle &battle, const std::string &name)
{
    for (BattleCorps &c : battle.corps)
        if (c.name == name)
            return &c;
    return nullptr;
}

// The set-up a game.created event holds, checked as strictly as when it was written; an error says
// what is wrong without saying where (battleFrom() and Journal::create() do).
Result<Battle> battleSetup(const json &created)
{
    Battle battle;
    if (!created.is_object() || !created.contains("game") || !created["game"].is_string())
        return badData(msg("no Vae Victis game named"));
    battle.game = created["game"];
    battle.title = created.value("title", std::string());
    if (created.contains("seed") && created["seed"].is_number_unsigned())
        battle.seed = created["seed"].get<std::uint64_t>();
    const json corps = created.value("vvCorps", json::array());
    if (!corps.is_array())
        return badData(msg("vvCorps: expected a list"));
    for (const json &c : corps) {
        if (!c.is_object() || !c.contains("name") || !c["name"].is_string() ||
            !c.contains("army") || !c["army"].is_string() || !c.contains("points") ||
            !c["points"].is_number_integer())
            return badData(msg("a corps needs an army, a name and its points: %1", {c.dump()}));
        const int points = c["points"].get<int>();
        if (points < 1 || points > 1000)
            return badData(msg("corps \"%1\" has %2 points; a corps has 1 to 1000",
                               {c["name"].get<std::string>(), std::to_string(points)}));
        if (corpsNamed(battle, c["name"]))
            return badData(msg("two corps are named \"%1\"", {c["name"].get<std::string>()}));
        battle.corps.push_back({c["army"], c["name"], points, 0, false, false});
    }
    return battle;
}

// VV 2: "an army may have up to four corps, each consisting of elements totalling up to 36
// points". A battle starts within it (a journal written before is read as it is).
Result<Ok> checkArmyRule(const Battle &battle, const Game &game)
{
    const auto &rule = game.common.army;
    for (const BattleCorps &c : battle.corps)
        if (c.points > rule.corpsMaxPoints)
            return badInput(msg("corps \"%1\" has %2 points, %3 over the %4 a corps may have (%5): "
                                "give its points as its elements cost, or split it",
                                {c.name, std::to_string(c.points),
                                 std::to_string(c.points - rule.corpsMaxPoints),
                                 std::to_string(rule.corpsMaxPoints), rule.rule}));
    for (const std::string &army : battle.armies()) {
        const auto n = std::count_if(battle.corps.begin(), battle.corps.end(),
                                     [&](const BattleCorps &c) { return c.army == army; });
        if (n > rule.maxCorps)
            return badInput(
                msg("the %1 army has %2 corps, more than the %3 an army may have (%4)",
                    {army, std::to_string(n), std::to_string(rule.maxCorps), rule.rule}));
    }
    return Ok{};
}

// The set-up of a game.created event in a journal.
Result<Battle> battleFrom(const json &created)
{
    Result<Battle> battle = battleSetup(created);
    if (!battle)
        return badData(msg("game.created: %1", {battle.error().what}));
    return battle;
}

// What one counting event changes in the battle (VV 9 losses and morale).
Result<Ok> applyEvent(Battle &battle, const JournalEvent &e, const Game &game)
{
    const json &d = e.data;
    const auto fail = [&](const Message &why) {
        return badData(
            msg("event %1 (%2): %3", {std::to_string(e.seq), eventKindName(e.kind), why}));
    };
    if (e.kind == vv::kinds::Loss) {
        BattleCorps *c = corpsNamed(battle, d.value("corps", std::string()));
        if (!c)
            return fail(msg("no corps \"%1\"", {d.value("corps", std::string())}));
        c->pointsLost += d.value("points", 0);
        c->generalLost = c->generalLost || d.value("generalLost", false);
        return Ok{};
    }
    if (e.kind != vv::kinds::Answer)
        return Ok{};
    const json &request = d.value("request", json::object());
    const json &answer = d.value("answer", json::object());
    battle.nextDraw = std::max(battle.nextDraw, d.value("nextDraw", battle.nextDraw));
    battle.answers.push_back(e.seq);
    const std::string ask = request.value("ask", std::string());
    if (ask == "combat") {
        // VV 9: a destroyed element's points count against its corps; its general may be lost.
        const std::string loser = answer.value("loser", std::string());
        if (loser.empty())
            return Ok{};
        const std::string corpsName = d.value(loser + "Corps", std::string());
        if (corpsName.empty())
            return Ok{};
        BattleCorps *c = corpsNamed(battle, corpsName);
        if (!c)
            return fail(msg("no corps \"%1\"", {corpsName}));
        if (answer.value("result", std::string()) == "destroyed") {
            const std::string unitId =
                answer.value(loser, json::object()).value("unit", std::string());
            const Unit *unit = game.unit(unitId);
            if (!unit)
                return fail(msg("unknown unit \"%1\" in %2", {unitId, game.name}));
            c->pointsLost += unit->cost;
        }
        c->generalLost = c->generalLost || answer.value("generalLost", false);
    } else if (ask == "quality" || ask == "general-lost") {
        // VV 4.2, VV 2: the general the question named.
        const json &general = d.value("generalOf", json::object());
        const std::string corpsName = general.value("corps", std::string());
        const std::string army = general.value("commanderInChief", std::string());
        BattleCorps *c = corpsName.empty() ? nullptr : corpsNamed(battle, corpsName);
        if (!corpsName.empty() && !c)
            return fail(msg("no corps \"%1\"", {corpsName}));
        if (ask == "quality") {
            const std::string quality = answer.value("quality", std::string());
            if (c)
                c->quality = quality;
            else if (!army.empty())
                battle.commanders[army] = quality;
        } else if (c) {
            c->generalLost = c->generalLost || answer.value("lost", false);
        }
    } else if (ask == "corps-morale") {
        if (BattleCorps *c = corpsNamed(battle, request.value("name", std::string())))
            c->demoralised = answer.value("demoralised", c->demoralised);
    }
    return Ok{};
}

// The set-up and every event that counts, applied in order.
Result<Battle> replayEvents(const std::vector<JournalEvent> &events, const Game &game)
{
    const std::set<std::uint64_t> gone = compensatedEvents(events);
    std::optional<Battle> battle;
    for (const JournalEvent &e : events) {
        if (e.kind == EventKind::GameCreated) {
            Result<Battle> b = battleFrom(e.data);
            if (!b)
                return b.error();
            battle = std::move(b).value();
            continue;
        }
        if (!battle)
            return badData(
                msg("event %1 comes before the battle's set-up", {std::to_string(e.seq)}));
        if (gone.count(e.seq))
            continue;
        if (Result<Ok> ok = applyEvent(*battle, e, game); !ok)
            return ok.error();
    }
    if (!battle)
        return badData(msg("no game.created event: not a Vae Victis battle"));
    return std::move(*battle);
}

// VV 9: "the units of a demoralised corps have a deduction of -1 in attack (but not in
// defence)": each combatant's corps as the journal holds it, unless the request says otherwise.
void combatantsMorale(json &request, const json &corpsOf, const Battle &battle)
{
    for (const auto &[key, side] :
         {std::pair{"attackerCorps", "attacker"}, std::pair{"defenderCorps", "defender"}}) {
        if (!corpsOf.contains(key) || !request.contains(side) || !request[side].is_object() ||
            request[side].contains("demoralised"))
            continue;
        if (const BattleCorps *c = battle.findCorps(corpsOf[key].get<std::string>());
            c && c->demoralised)
            request[side]["demoralised"] = true;
    }
}

// Whose general a quality, activation or general-lost question is about: {"corps": NAME} or
// {"commanderInChief": ARMY}, taken out of the request (the engine's question does not know the
// battle); empty when it names none. VV 4.2: a quality is rolled once; an activation without its
// quality takes the journal's.
Result<json> generalNamed(json &request, const std::string &ask, const Battle &battle)
{
    json general = json::object();
    for (const char *key : {"corps", "commanderInChief"}) {
        if (!request.contains(key))
            continue;
        const json value = request[key];
        request.erase(key);
        if (ask != "quality" && ask != "activation" && ask != "general-lost")
            return badInput(
                msg("%1 belongs to a quality, activation or general-lost request", {key}));
        if (!general.empty())
            return badInput(msg("name one general: \"corps\" or \"commanderInChief\", not both"));
        const bool corps = std::string(key) == "corps";
        const std::vector<std::string> armies = battle.armies();
        if (!value.is_string() || (corps ? !battle.findCorps(value.get<std::string>())
                                         : std::find(armies.begin(), armies.end(),
                                                     value.get<std::string>()) == armies.end()))
            return badInput(
                corps ? msg("corps: no corps %1 in this battle", {value.dump()})
                      : msg("commanderInChief: no army %1 in this battle", {value.dump()}));
        if (!corps && ask == "general-lost")
            return badInput(msg("general-lost counts against a corps: name its \"corps\""));
        general[key] = value;
    }
    if (general.empty())
        return general;
    const std::string name = general.value("corps", general.value("commanderInChief", ""));
    const BattleCorps *c = general.contains("corps") ? battle.findCorps(name) : nullptr;
    const auto known = battle.commanders.find(name);
    const std::string quality =
        c ? c->quality : (known == battle.commanders.end() ? std::string() : known->second);
    const Message who =
        c ? msg("the general of %1", {name}) : msg("the %1 Commander-in-Chief", {name});
    if (c && c->generalLost && ask != "general-lost")
        return badInput(msg("%1 is lost (VV 2): his corps has no general", {who}));
    if (ask == "quality" && !quality.empty())
        return badInput(msg("%1 is %2 already: a general's quality is rolled once, at the "
                            "beginning of the game (VV 4.2); undo that roll to roll it again",
                            {who, quality}));
    if (ask == "activation" && !request.contains("quality")) {
        if (quality.empty())
            return badInput(msg("roll the quality of %1 first (VV 4.2), or give it", {who}));
        request["quality"] = quality;
    }
    return general;
}

} // namespace

const BattleCorps *Battle::findCorps(const std::string &name) const
{
    for (const BattleCorps &c : corps)
        if (c.name == name)
            return &c;
    return nullptr;
}

std::vector<std::string> Battle::armies() const
{
    std::vector<std::string> out;
    for (const BattleCorps &c : corps)
        if (std::find(out.begin(), out.end(), c.army) == out.end())
            out.push_back(c.army);
    return out;
}

json Battle::toJson() const
{
    json corpsList = json::array();
    for (const BattleCorps &c : corps)
        corpsList.push_back({{"army", c.army},
                             {"name", c.name},
                             {"points", c.points},
                             {"pointsLost", c.pointsLost},
                             {"demoralised", c.demoralised},
                             {"generalLost", c.generalLost},
                             {"quality", c.quality}});
    return {{"game", game},
            {"title", title},
            {"seed", seed},
            {"nextDraw", nextDraw},
            {"corps", corpsList},
            {"commanders", commanders},
            {"answers", answers.size()}};
}

Result<json> corpsFromText(const std::string &text)
{
    json corps = json::array();
    const auto trim = [](std::string t) {
        const std::size_t a = t.find_first_not_of(" \t\r");
        const std::size_t b = t.find_last_not_of(" \t\r");
        return a == std::string::npos ? std::string() : t.substr(a, b - a + 1);
    };
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find_first_of(",\n", start), text.size());
        const std::string item = trim(text.substr(start, end - start));
        start = end + 1;
        if (item.empty())
            continue;
        const std::size_t a = item.find(':'), b = item.rfind(':');
        if (a == std::string::npos || a == b)
            return badInput(
                msg("corps \"%1\": expected ARMY:NAME:POINTS, such as French:I Corps:36", {item}));
        const std::string points = trim(item.substr(b + 1));
        if (points.empty() || points.size() > 4 ||
            points.find_first_not_of("0123456789") != std::string::npos)
            return badInput(msg("corps \"%1\": the points are a whole number", {item}));
        corps.push_back({{"army", trim(item.substr(0, a))},
                         {"name", trim(item.substr(a + 1, b - a - 1))},
                         {"points", std::stoi(points)}});
    }
    if (corps.empty())
        return badInput(
            msg("no corps given: ARMY:NAME:POINTS for each, such as French:I Corps:36"));
    return corps;
}

bool journaledAsk(const std::string &ask)
{
    static const std::set<std::string> decisive = {
        "combat", "quality", "activation", "take-over", "general-lost", "corps-morale", "battle"};
    return decisive.count(ask) != 0;
}

Result<Journal> Journal::create(const std::string &path, std::shared_ptr<const Game> game,
                                const std::string &title, const json &corps, std::uint64_t seed)
{
    registerKinds();
    json created = {{"game", game->id}, {"title", title}, {"seed", seed}, {"vvCorps", corps}};
    // The set-up is checked before anything is written.
    Result<Battle> battle = battleSetup(created);
    if (!battle)
        return badInput(battle.error().what);
    if (Result<Ok> legal = checkArmyRule(*battle, *game); !legal)
        return legal.error();
    // Every game's set-up names its sides (the journal's own check): here the armies.
    created["sides"] = json::array();
    for (const std::string &army : battle->armies())
        created["sides"].push_back({{"name", army}});
    JournalHeader header;
    header.ruleset = rulesetId;
    header.scenario = game->id;
    header.title = title;
    // The header and the game.created event are written together, or nothing is.
    Result<umpire::Journal> journal =
        umpire::Journal::create(path, header, {{EventKind::GameCreated, created}});
    if (!journal)
        return journal.error();
    Journal out(std::move(journal).value(), std::move(game));
    out.m_battle = std::move(battle).value();
    out.m_replayed = out.m_journal.size();
    return out;
}

Result<Journal> Journal::open(const std::string &path,
                              const std::vector<std::filesystem::path> &dirs,
                              umpire::Journal::Mode mode)
{
    registerKinds();
    Result<umpire::Journal> journal = umpire::Journal::open(path, mode);
    if (!journal)
        return journal.error();
    return fromJournal(std::move(journal).value(), dirs);
}

Result<Journal> Journal::fromJournal(umpire::Journal opened,
                                     const std::vector<std::filesystem::path> &dirs)
{
    const std::string path = opened.path();
    Result<umpire::Journal> journal = std::move(opened);
    if (journal->header().ruleset != rulesetId)
        return badInput(msg("%1: a journal of \"%2\", not of a Vae Victis battle",
                            {path, journal->header().ruleset}));
    const std::vector<JournalEvent> &events = journal->digests();
    if (events.empty() || events.front().kind != EventKind::GameCreated)
        return badData(msg("%1: no game.created event: not a Vae Victis battle", {path}));
    const std::string gameId = events.front().data.value("game", std::string());
    Result<Game> game = Game::find(gameId, dirs);
    if (!game)
        return game.error();
    Journal out(std::move(journal).value(), std::make_shared<const Game>(*game));
    if (Result<Ok> ok = out.replay(); !ok)
        return ok.error();
    return out;
}

Result<Ok> Journal::replay()
{
    Result<Battle> battle = replayEvents(m_journal.digests(), *m_game);
    if (!battle)
        return badData(msg("%1: %2", {m_journal.path(), battle.error().what}));
    m_battle = std::move(battle).value();
    m_replayed = m_journal.size();
    return Ok{};
}

Result<umpire::Journal::Lock> Journal::lockUpToDate()
{
    Result<umpire::Journal::Lock> held = m_journal.lock();
    if (!held)
        return held;
    if (m_replayed != m_journal.size())
        if (Result<Ok> ok = replay(); !ok)
            return ok.error();
    return held;
}

Result<json> Journal::ask(json request, const std::string &id)
{
    if (!request.is_object())
        return badInput(msg("a Vae Victis request is a JSON object"));
    // The dice and the corps are read under the lock: another program's answers count.
    Result<umpire::Journal::Lock> held = lockUpToDate();
    if (!held)
        return held.error();
    if (!id.empty()) { // asked already under this id: that answer, nothing asked again
        Result<std::optional<JournalEvent>> earlier = m_journal.findId(id);
        if (!earlier)
            return earlier.error();
        if (*earlier) {
            Result<JournalEvent> same = m_journal.append((*earlier)->kind, (*earlier)->data, id);
            if (!same)
                return same.error();
            return same->data.value("answer", json::object());
        }
    }
    if (request.contains("game") && request["game"] != m_battle.game)
        return badInput(
            msg("this battle is of %1, not of %2", {m_battle.game, request["game"].dump()}));
    request["game"] = m_battle.game;
    const std::string ask = request.value("ask", std::string());
    json corpsOf = json::object();
    for (const char *key : {"attackerCorps", "defenderCorps"}) {
        if (!request.contains(key))
            continue;
        const json value = request[key];
        request.erase(key);
        if (ask != "combat")
            return badInput(msg("%1 belongs to a combat request", {key}));
        if (!value.is_string() || !m_battle.findCorps(value.get<std::string>()))
            return badInput(msg("%1: no corps %2 in this battle (the corps are set when it starts)",
                                {key, value.dump()}));
        corpsOf[key] = value;
    }
    if (ask == "combat")
        combatantsMorale(request, corpsOf, m_battle);
    json generalOf = json::object();
    if (Result<json> general = generalNamed(request, ask, m_battle); !general)
        return general.error();
    else
        generalOf = std::move(general).value();
    if (ask == "corps-morale" && request.contains("name") && request["name"].is_string()) {
        // VV 9: the corps' points, losses and general as the journal has them.
        if (const BattleCorps *c = m_battle.findCorps(request["name"])) {
            if (!request.contains("points"))
                request["points"] = c->points;
            if (!request.contains("pointsLost"))
                request["pointsLost"] = c->pointsLost;
            if (!request.contains("alreadyDemoralised"))
                request["alreadyDemoralised"] = c->demoralised;
            if (!request.contains("generalLost"))
                request["generalLost"] = c->generalLost;
        }
    }
    if (ask == "battle" && !request.contains("armies")) {
        // VV 10: each army's corps, demoralised corps, points and points destroyed.
        json armies = json::array();
        for (const std::string &army : m_battle.armies()) {
            int corps = 0, demoralised = 0, points = 0, lost = 0;
            for (const BattleCorps &c : m_battle.corps)
                if (c.army == army) {
                    ++corps;
                    demoralised += c.demoralised ? 1 : 0;
                    points += c.points;
                    lost += c.pointsLost;
                }
            armies.push_back({{"name", army},
                              {"corps", corps},
                              {"corpsDemoralised", demoralised},
                              {"points", points},
                              {"pointsDestroyed", std::min(lost, points)}});
        }
        request["armies"] = armies;
    }
    DiceGenerator dice(m_battle.seed, m_battle.nextDraw);
    Result<json> answer = vv::answer(request, *m_game, &dice);
    if (!answer || !journaledAsk(ask))
        return answer;
    json data = {{"request", request},
                 {"answer", *answer},
                 {"draw", m_battle.nextDraw},
                 {"nextDraw", dice.nextDraw()}};
    data.update(corpsOf);
    if (!generalOf.empty())
        data["generalOf"] = generalOf;
    Result<JournalEvent> e = m_journal.append(vv::kinds::Answer, data, id);
    if (!e)
        return e.error();
    if (Result<Ok> ok = applyEvent(m_battle, replayDigest(*e), *m_game); !ok)
        return ok.error();
    m_replayed = m_journal.size();
    return answer;
}

Result<JournalEvent> Journal::recordLoss(const std::string &corps, int points, bool generalLost,
                                         const std::string &why, const std::string &id)
{
    Result<umpire::Journal::Lock> held = lockUpToDate();
    if (!held)
        return held.error();
    if (!m_battle.findCorps(corps))
        return badInput(msg("no corps \"%1\" in this battle", {corps}));
    if (points < 0 || points > 1000)
        return badInput(msg("points lost: %1 is not 0 to 1000", {std::to_string(points)}));
    if (points == 0 && !generalLost)
        return badInput(msg("nothing to record: give the points lost or the general lost"));
    json data = {{"corps", corps}, {"points", points}, {"generalLost", generalLost}};
    if (!why.empty())
        data["why"] = why;
    Result<JournalEvent> e = m_journal.append(vv::kinds::Loss, data, id);
    if (!e || m_journal.repeated())
        return e;
    if (Result<Ok> ok = applyEvent(m_battle, *e, *m_game); !ok)
        return ok.error();
    m_replayed = m_journal.size();
    return e;
}

Result<Battle> Journal::battleAt(std::uint64_t seq) const
{
    std::vector<JournalEvent> events;
    for (const JournalEvent &e : m_journal.digests())
        if (e.seq <= seq)
            events.push_back(e);
    Result<Battle> battle = replayEvents(events, *m_game);
    if (!battle)
        return prefixed(m_journal.path(), battle.error());
    return battle;
}

Result<int> Journal::verify() const
{
    Result<std::vector<JournalEvent>> events = m_journal.readEvents();
    if (!events)
        return events.error();
    int checked = 0;
    for (const JournalEvent &e : *events) {
        if (e.kind != vv::kinds::Answer)
            continue;
        const json request = e.data.value("request", json::object());
        DiceGenerator dice(m_battle.seed, e.data.value("draw", std::uint64_t{0}));
        Result<json> again = answer(request, *m_game, &dice);
        if (!again)
            return badData(msg("%1: event %2 no longer resolves: %3",
                               {m_journal.path(), std::to_string(e.seq), again.error().what}));
        if (*again != e.data.value("answer", json()))
            return badData(msg(
                "%1: event %2 (%3) resolves differently now: the rule data or the file changed",
                {m_journal.path(), std::to_string(e.seq), request.value("ask", std::string())}));
        ++checked;
    }
    return checked;
}

} // namespace umpire::vv
