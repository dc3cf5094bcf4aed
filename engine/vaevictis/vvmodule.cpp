#include "vvmodule.h"
#include "vvevents.h"

#include "eventcsv.h"
#include "requestreader.h"

#include <cctype>
#include <sstream>
#include <string_view>

namespace umpire::vv {

using nlohmann::json;

namespace {

// A value as text: a string as it is, nothing for null, other values as JSON.
std::string text(const json &value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_null())
        return {};
    return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

// A member of an object (null when absent or not an object): the journal checks only that the
// required fields exist, so nothing here may assume a type.
const json &member(const json &object, const char *key)
{
    static const json none;
    if (!object.is_object())
        return none;
    const auto it = object.find(key);
    return it == object.end() ? none : *it;
}

std::string field(const json &object, const char *key)
{
    return text(member(object, key));
}

// Whether `viewer` sees the seed of the battle's dice (diceSeedSecret): the referee alone, since
// with it every die the app will draw can be foretold.
bool seesBattleSeed(const Viewer &viewer)
{
    return diceSeedSecret(0).seenBy(viewer);
}

// The battle as JSON as `viewer` may see it: without its seed but for the referee.
json battleJson(const Battle &battle, const Viewer &viewer)
{
    if (seesBattleSeed(viewer))
        return battle.toJson();
    return withoutSeeds(battle.toJson());
}

std::string battleText(const Battle &battle, const std::string &gameName)
{
    std::ostringstream out;
    out << "Vae Victis battle, " << gameName << (battle.title.empty() ? "" : ", " + battle.title)
        << "\n";
    for (const BattleCorps &c : battle.corps)
        out << "  " << c.name << " (" << c.army << ") " << c.pointsLost << " of " << c.points
            << " points lost" << (c.demoralised ? ", demoralised" : "")
            << (c.generalLost ? ", general lost" : "") << "\n";
    return out.str();
}

} // namespace

namespace {

// A combat's element with its side, so that two elements of one type are told apart ("Line
// (French, Lannes)"): its corps and army when the question named them, else its role.
Message combatant(const json &data, const json &answer, const std::string &role,
                  const Battle *battle)
{
    const json &side = member(answer, role.c_str());
    const std::string name =
        field(side, "unitName").empty() ? field(side, "unit") : field(side, "unitName");
    const bool fire = field(answer, "kind") == "fire";
    const std::string corps = field(data, (role + "Corps").c_str());
    const BattleCorps *c = battle && !corps.empty() ? battle->findCorps(corps) : nullptr;
    if (c)
        return msg("%1 (%2, %3)", {name, c->army, c->name});
    if (!corps.empty())
        return msg("%1 (%2)", {name, corps});
    const Message who = role == "attacker" ? (fire ? msg("firer") : msg("attacker"))
                                           : (fire ? msg("target") : msg("defender"));
    return msg("%1 (%2)", {name, who});
}

// VV 8 Results: what befell the loser, in words.
Message resultWords(const std::string &result)
{
    if (result == "recoil")
        return msg("recoils");
    if (result == "flee")
        return msg("flees");
    if (result == "destroyed")
        return msg("destroyed");
    return Message(result);
}

// The general a question named (vvjournal.h: "generalOf").
Message generalWords(const json &data)
{
    const json &general = member(data, "generalOf");
    if (const std::string corps = field(general, "corps"); !corps.empty())
        return msg("the general of %1", {corps});
    if (const std::string army = field(general, "commanderInChief"); !army.empty())
        return msg("the %1 Commander-in-Chief", {army});
    return msg("a general");
}

} // namespace

Message eventSummary(const JournalEvent &event, const Viewer &viewer, const Battle *battle)
{
    const json &d = event.data;
    const EventKind k = event.kind;
    if (k == vv::kinds::Answer) {
        const nlohmann::json &request = member(d, "request");
        const nlohmann::json &answer = member(d, "answer");
        const std::string ask = field(request, "ask");
        if (ask == "combat") {
            const Message kind = field(answer, "kind") == "fire" ? msg("fire") : msg("melee");
            const std::string loser = field(answer, "loser");
            const std::string winner = field(answer, "winner");
            const Message attacker = combatant(d, answer, "attacker", battle);
            const Message defender = combatant(d, answer, "defender", battle);
            if (member(answer, "needsReroll") == true)
                return msg("%1: %2 against %3, a tie: roll again", {kind, attacker, defender});
            if (loser.empty() || field(answer, "result") == "none")
                return msg("%1: %2 against %3, no effect", {kind, attacker, defender});
            return msg("%1: %2 beat %3 (%4)", {kind, winner == "attacker" ? attacker : defender,
                                               loser == "attacker" ? attacker : defender,
                                               resultWords(field(answer, "result"))});
        }
        if (ask == "corps-morale")
            return member(answer, "demoralised") == true
                       ? msg("corps %1 demoralised", {field(request, "name")})
                       : msg("corps %1 in good order", {field(request, "name")});
        if (ask == "battle") {
            Message winners;
            if (const nlohmann::json &list = member(answer, "winners"); list.is_array())
                for (const nlohmann::json &w : list)
                    winners =
                        winners.empty() ? Message(text(w)) : msg("%1, %2", {winners, text(w)});
            return winners.empty() ? msg("battle: no side beaten yet")
                                   : msg("battle: %1 win (VV 10)", {winners});
        }
        if (ask == "quality")
            return msg("%1 is %2 (die %3, VV 4.2)", {generalWords(d), field(answer, "name"),
                                                     field(member(answer, "roll"), "value")});
        if (ask == "activation")
            return msg(
                "%1: %2 activation points (die %3, VV 5.1)",
                {generalWords(d), field(answer, "points"), field(member(answer, "roll"), "value")});
        if (ask == "take-over")
            return member(answer, "mayTakeOver") == true
                       ? msg("the Commander-in-Chief may take command of the corps (VV 5.1)")
                       : msg("the Commander-in-Chief may not take command of the corps (VV 5.1)");
        if (ask == "general-lost")
            return member(answer, "lost") == true ? msg("%1 is lost (VV 2)", {generalWords(d)})
                                                  : msg("%1 survives (VV 2)", {generalWords(d)});
        return msg("Vae Victis %1", {ask});
    }
    if (k == vv::kinds::Loss)
        return member(d, "generalLost") == true
                   ? msg("%1 lost %2 points and its general",
                         {field(d, "corps"), field(d, "points")})
                   : msg("%1 lost %2 points", {field(d, "corps"), field(d, "points")});
    if (seesBattleSeed(viewer))
        return commonEventSummary(event);
    // Another kind's summary may show its data whole: without the seeds, but for the referee.
    JournalEvent seen = event;
    seen.data = withoutSeeds(std::move(seen.data));
    return commonEventSummary(seen);
}

Result<ActOutcome> Module::act(const json &action, const std::string &id)
{
    if (!action.is_object())
        return badInput(msg("a Vae Victis action is a question {\"ask\": ...} or a loss "
                            "{\"action\": \"loss\", ...}"));
    ActOutcome out;
    const std::uint64_t before = m_battle.journal().lastSeq();
    if (action.contains("ask")) {
        Result<json> answer = m_battle.ask(action, id);
        if (!answer)
            return answer.error();
        out.answer = *answer;
    } else {
        RequestReader reader(msg("action"));
        if (!reader.expectObject(action, "", {"action", "corps", "points", "generalLost", "why"}))
            return reader.error();
        const std::optional<std::string> name = reader.string(action, "action", "");
        if (reader.failed())
            return reader.error();
        if (name != "loss")
            return badInput(msg("a Vae Victis action is a question {\"ask\": ...} or a loss "
                                "{\"action\": \"loss\", ...}"));
        const std::optional<std::string> corps = reader.string(action, "corps", "");
        const std::optional<int> points = reader.integer(action, "points", "", 0, 1000);
        const std::optional<bool> general = reader.boolean(action, "generalLost", "");
        const std::optional<std::string> why = reader.string(action, "why", "");
        if (reader.failed())
            return reader.error();
        if (!corps)
            return badInput(msg("action \"loss\": /corps is missing: expected the corps' name"));
        Result<JournalEvent> e = m_battle.recordLoss(*corps, points.value_or(0),
                                                     general.value_or(false), why.value_or(""), id);
        if (!e)
            return e.error();
        out.event = *e;
    }
    out.repeated = m_battle.journal().repeated();
    if (out.repeated) {
        Result<std::optional<JournalEvent>> earlier = m_battle.journal().findId(id);
        if (!earlier)
            return earlier.error();
        if (*earlier)
            out.event = **earlier;
    } else if (m_battle.journal().lastSeq() != before) {
        Result<JournalEvent> e = m_battle.journal().readEvent(m_battle.journal().lastSeq());
        if (!e)
            return e.error();
        out.event = *e;
    }
    return out;
}

json Module::legalActions(const Viewer &) const
{
    json asks = json::array();
    for (const char *ask :
         {"combat", "quality", "activation", "take-over", "general-lost", "corps-morale", "battle"})
        asks.push_back(ask);
    return json::array({{{"ask", "any question of vaevictisrequest.h"}, {"journaled", asks}},
                        {{"action", "loss"}, {"meaning", "points a corps lost by other means"}}});
}

Result<json> Module::view(const Viewer &viewer, std::optional<std::uint64_t> atSeq) const
{
    if (!atSeq)
        return battleJson(m_battle.battle(), viewer);
    if (Result<Ok> ok = checkEventExists(m_battle.journal(), *atSeq); !ok)
        return ok.error();
    Result<Battle> battle = m_battle.battleAt(*atSeq);
    if (!battle)
        return battle.error();
    return battleJson(*battle, viewer);
}

Result<std::string> Module::viewText(const Viewer &, std::optional<std::uint64_t> atSeq) const
{
    if (!atSeq)
        return battleText(m_battle.battle(), m_battle.game().name);
    if (Result<Ok> ok = checkEventExists(m_battle.journal(), *atSeq); !ok)
        return ok.error();
    Result<Battle> battle = m_battle.battleAt(*atSeq);
    if (!battle)
        return battle.error();
    return battleText(*battle, m_battle.game().name);
}

// Every event is public but the seeds in its data (the battle's, each generated die's): the
// referee's.
Message Module::summary(const JournalEvent &event, const Viewer &viewer) const
{
    return eventSummary(event, viewer, &m_battle.battle());
}

json Module::describe(const JournalEvent &event, const Viewer &viewer) const
{
    json item = event.toJson();
    item["summary"] = summary(event, viewer).text();
    if (!seesBattleSeed(viewer))
        item["data"] = withoutSeeds(std::move(item["data"]));
    return item;
}

std::vector<ViewerChoice> Module::viewers() const
{
    std::vector<std::pair<std::string, std::string>> armies;
    for (const std::string &army : m_battle.battle().armies())
        armies.emplace_back(army, army);
    return tableAndPlayers(armies);
}

namespace {

// VV 7.6, 8.4: a combat's factors and dice, and what it obliges, for the players' view.
PlayersView::Headline combatHeadline(const JournalEvent &event, const Battle &battle)
{
    const json &answer = member(event.data, "answer");
    PlayersView::Headline h;
    h.seq = event.seq;
    const auto unitOf = [&](const json &side) {
        const std::string name = field(side, "unitName");
        return name.empty() ? field(side, "unit") : name;
    };
    const json &attacker = member(answer, "attacker");
    const json &defender = member(answer, "defender");
    h.title =
        msg("%1: %2 against %3", {field(answer, "kind") == "fire" ? msg("fire") : msg("melee"),
                                  combatant(event.data, answer, "attacker", &battle),
                                  combatant(event.data, answer, "defender", &battle)});
    h.result = eventSummary(event, Viewer::referee(), &battle);
    for (const json *side : {&attacker, &defender}) {
        std::string factors;
        if (const json &list = member(*side, "factors"); list.is_array())
            for (const json &f : list)
                factors +=
                    (factors.empty() ? "" : ", ") + field(f, "name") + " " +
                    (member(f, "value").is_number() && member(f, "value").get<int>() >= 0 ? "+"
                                                                                          : "") +
                    field(f, "value");
        h.lines.push_back(
            factors.empty()
                ? msg("%1: factor %2", {unitOf(*side), field(*side, "modifier")})
                : msg("%1: factor %2 (%3)", {unitOf(*side), field(*side, "modifier"), factors}));
    }
    if (const json &rounds = member(answer, "rounds"); rounds.is_array())
        for (const json &r : rounds)
            h.lines.push_back(msg("dice %1 against %2: %3 against %4",
                                  {field(member(r, "attackerDie"), "value"),
                                   field(member(r, "defenderDie"), "value"),
                                   field(r, "attackerTotal"), field(r, "defenderTotal")}));
    if (const json &obligations = member(answer, "obligationMessages"); obligations.is_array())
        for (const json &o : obligations) {
            Message m;
            from_json(o, m);
            h.lines.push_back(m);
        }
    return h;
}

} // namespace

Result<PlayersView> Module::playersView(const Viewer &viewer, std::size_t lastEvents) const
{
    const Battle &battle = m_battle.battle();
    const umpire::Journal &journal = m_battle.journal();
    PlayersView v = playersViewOf(*this);

    // The last combat that counts, among the last 50 answers (the others are not combats).
    int looked = 0;
    for (auto it = battle.answers.rbegin();
         it != battle.answers.rend() && !v.headline && looked < 50; ++it, ++looked) {
        Result<JournalEvent> answer = journal.readEvent(*it);
        if (!answer)
            return answer.error();
        if (!seesBattleSeed(viewer)) // its factors and obligations may quote a die
            answer->data = withoutSeeds(std::move(answer->data));
        if (field(member(answer->data, "request"), "ask") == "combat") {
            v.headline = combatHeadline(*answer, battle);
            // The factors and tables it was judged with, when any is a stand-in.
            addUnverified(v, member(member(answer->data, "answer"), "unverified"));
        }
    }

    PlayersView::Section corps{
        "corps", msg("Corps"), {msg("Corps"), msg("Army"), msg("Points lost"), msg("Morale")}, {}};
    for (const std::string &army : battle.armies()) {
        PlayersView::Army a;
        a.side = army;
        a.name = army;
        int points = 0, lost = 0, demoralised = 0;
        for (const BattleCorps &c : battle.corps) {
            if (c.army != army)
                continue;
            points += c.points;
            lost += c.pointsLost;
            demoralised += c.demoralised;
            Message morale = c.demoralised ? msg("demoralised") : msg("in good order");
            if (c.generalLost)
                morale = msg("%1, general lost", {morale});
            corps.rows.push_back(
                {c.name, c.army,
                 msg("%1 of %2", {std::to_string(c.pointsLost), std::to_string(c.points)}),
                 morale});
        }
        a.figures.push_back({msg("Points lost"),
                             msg("%1 of %2", {std::to_string(lost), std::to_string(points)}),
                             false});
        a.figures.push_back(
            {msg("Corps demoralised"), std::to_string(demoralised), demoralised > 0});
        v.armies.push_back(std::move(a));
    }
    v.sections.push_back(std::move(corps));

    Result<std::vector<PlayersView::Line>> lines =
        lastEventLines(journal, lastEvents, compensated(),
                       [&](const JournalEvent &e) { return eventSummary(e, viewer, &battle); });
    if (!lines)
        return lines.error();
    v.events = std::move(lines).value();
    return v;
}

std::vector<Secret> Module::secrets() const
{
    // A battle created without a seed (0) has no generated dice to foretell.
    if (const std::uint64_t seed = m_battle.battle().seed; seed != 0)
        return {diceSeedSecret(seed)};
    return {};
}

// Every decisive answer asked again with the dice the journal recorded.
Result<Verification> Module::verify() const
{
    Verification v;
    for (const JournalProblem &p : m_battle.journal().problems())
        if (p.kind == JournalProblem::Kind::Damaged)
            v.mismatches.emplace_back(p.message);
    Result<int> checked = m_battle.verify();
    if (!checked) {
        if (checked.error().kind == ErrorKind::BadInput)
            return checked.error();
        v.mismatches.push_back(checked.error().what);
    }
    const int answers = checked ? *checked : 0;
    v.checked = {{"answers", answers}};
    v.summary =
        msg("%1 journaled answers asked again with the same dice", {std::to_string(answers)});
    return v;
}

Result<std::string> Module::exportReport(const std::string &format, const Viewer &viewer) const
{
    Result<json> events = describeAll(*this, viewer);
    if (!events)
        return events.error();
    if (format == "csv")
        return describedEventsCsv(*events);
    if (format == "json") {
        const json doc = {{"header", m_battle.journal().header().toJson()},
                          {"battle", battleJson(m_battle.battle(), viewer)},
                          {"events", *events}};
        return doc.dump(2) + "\n";
    }
    return badInput(msg("--format \"%1\": a Vae Victis battle exports as csv or json", {format}));
}

} // namespace umpire::vv
