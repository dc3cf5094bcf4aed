#include "n1815visibility.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <numeric>
#include <string_view>

namespace umpire::n1815 {

using nlohmann::json;

namespace {

std::string armyName(const Data &data, const Unit &unit)
{
    const Army *army = data.army(unit.army);
    return army ? army->name : unit.army;
}

// A unit its viewer may not name: "a French unit", "an Allied unit".
Message hiddenUnit(const Data &data, const Unit &unit)
{
    const std::string army = armyName(data, unit);
    if (!army.empty() && std::string_view("AEIOU").find(army.front()) != std::string_view::npos)
        return msg("an %1 unit", {army});
    return msg("a %1 unit", {army});
}

// Whether no other unit of the game is called `name`: "Imperial Guard" names one unit, "II Corps"
// three.
bool uniqueName(const Data &data, const std::string &name)
{
    return std::count_if(data.units.begin(), data.units.end(),
                         [&](const Unit &u) { return u.name == name; }) == 1;
}

// A hand as every view writes it, with its side so that two sides' equal hands read apart.
json handJson(const Hand &hand, const std::string &side)
{
    json cards = json::object();
    for (int i = 0; i < cardTypes; ++i)
        if (hand.cards[static_cast<std::size_t>(i)] > 0)
            cards[cardId(static_cast<Card>(i))] = hand.cards[static_cast<std::size_t>(i)];
    return {{"cards", cards}, {"count", hand.count}, {"known", true}, {"side", side}};
}

// The start of a draw as views write it (keys in order), its roll with or without its seed.
std::string drawForm(const CardDraw &draw)
{
    return R"({"card":")" + cardId(draw.card) + R"(","roll":{"draw":)" +
           std::to_string(draw.roll.draw) + ",";
}

void eraseHidden(json &list, const std::function<bool(const std::string &)> &hidden)
{
    if (list.is_object()) {
        for (auto it = list.begin(); it != list.end();)
            it = hidden(it.key()) ? list.erase(it) : std::next(it);
    } else if (list.is_array()) {
        json kept = json::array();
        for (json &item : list)
            if (!item.is_string() || !hidden(item.get<std::string>()))
                kept.push_back(std::move(item));
        list = std::move(kept);
    }
}

} // namespace

Visibility::Visibility(const Data &data, const State &state, const Viewer &viewer)
    : m_data(data), m_state(state), m_viewer(viewer)
{
    for (const Unit &unit : data.units) {
        if (namesUnit(unit.id))
            continue;
        const Message hidden = hiddenUnit(data, unit);
        m_hiddenNames.emplace_back(unit.label(), hidden);
        if (unit.name != unit.label() && uniqueName(data, unit.name))
            m_hiddenNames.emplace_back(unit.name, hidden);
    }
    // The longest first: "French I Corps" is not read inside "French II Corps" by accident.
    std::sort(m_hiddenNames.begin(), m_hiddenNames.end(),
              [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
}

bool Visibility::namesUnit(const std::string &unit, std::uint64_t seq) const
{
    if (m_viewer.role == Viewer::Role::Referee)
        return true;
    if (const Unit *u = m_data.unit(unit);
        u && m_viewer.role == Viewer::Role::Player && m_viewer.side == u->side)
        return true;
    // N1815 46: seen by every player from the combat that showed it on.
    const auto it = m_state.revealed.find(unit);
    return it != m_state.revealed.end() && it->second <= seq;
}

bool Visibility::seesHand(const std::string &side) const
{
    // N1815 Combat: "Players may look at their own combat card hand, but not their opponents".
    return m_viewer.role == Viewer::Role::Referee ||
           (m_viewer.role == Viewer::Role::Player && m_viewer.side == side);
}

bool seesObjectives(const Data &data, const State &state, const Viewer &viewer)
{
    // N1815 5: the French player (the side that occupies the penalty towns, "french") draws them.
    return state.objectivesRevealed ||
           (viewer.role == Viewer::Role::Player && viewer.side == data.penaltyOccupier);
}

bool Visibility::seesObjectives() const
{
    return n1815::seesObjectives(m_data, m_state, m_viewer);
}

Message Visibility::unitName(const std::string &unit, std::uint64_t seq) const
{
    const Unit *u = m_data.unit(unit);
    if (!u)
        return unit;
    return namesUnit(unit, seq) ? Message(u->label()) : hiddenUnit(m_data, *u);
}

json Visibility::game(const Game &game) const
{
    json doc = game;
    json &st = doc["state"];
    const auto hidden = [&](const std::string &unit) { return !namesUnit(unit); };

    // Units the viewer may not name: how many of each army stand at each location.
    std::map<std::pair<std::string, std::string>, int> unseen;
    for (const auto &[id, unit] : game.state.units)
        if (hidden(id) && !unit.eliminated)
            if (const Unit *u = m_data.unit(id))
                ++unseen[{unit.location, u->army}];
    eraseHidden(st["units"], hidden);
    json counted = json::array();
    for (const auto &[where, count] : unseen)
        counted.push_back({{"location", where.first}, {"army", where.second}, {"count", count}});
    st["unseen"] = counted;
    for (const char *key : {"moved", "stopped", "entered", "fought"})
        eraseHidden(st[key], hidden);
    for (auto &[location, units] : st["sheltering"].items())
        eraseHidden(units, hidden);
    if (!seesObjectives()) {
        st["objectives"] = json::array();
        st["objectivesHidden"] = static_cast<int>(game.state.objectives.size());
    }

    if (game.battle) {
        const Battle &b = *game.battle;
        json &battle = doc["battle"];
        for (const char *key : {"active", "other"}) {
            json &side = battle[key];
            const BattleSide &s = b.sideOf(side.value("side", ""));
            if (!s.hand.known)
                continue;
            side["hand"] = seesHand(s.side) ? handJson(s.hand, s.side)
                                            : json{{"count", s.hand.count}, {"hidden", true}};
        }
        // Each draw from the deck, with its seed: the referee's record (a player sees the hand).
        if (b.deck && !seesDeck()) {
            battle.erase("draws");
            const int left = std::accumulate(b.deck->remaining.begin(), b.deck->remaining.end(), 0);
            battle["deck"] = {{"left", left}};
        }
        const Explanation shown = explanation(b.explanation);
        battle["steps"] = shown.steps;
        battle["unverified"] = shown.unverified;
    }
    return doc;
}

json Visibility::action(const json &action, std::uint64_t seq) const
{
    if (!action.is_object())
        return action;
    const std::string name = action.value("action", "");
    if ((name == "drawObjectives" || name == "recordObjectives") && !seesObjectives())
        return {{"action", name}, {"objectives", "hidden"}};
    json out = action;
    if (name == "startCombat" && !seesDeck())
        out.erase("seed");
    if (name == "optionalSetup" && out.contains("positions"))
        eraseHidden(out["positions"],
                    [&](const std::string &unit) { return !namesUnit(unit, seq); });
    if (out.contains("rejoined")) // N1815 3: the commanders the rules moved
        eraseHidden(out["rejoined"],
                    [&](const std::string &unit) { return !namesUnit(unit, seq); });
    if (out.contains("unit") && out["unit"].is_string()) {
        Result<const Unit *> unit = m_data.findUnit(out["unit"].get<std::string>());
        if (unit && !namesUnit((*unit)->id, seq)) {
            out.erase("unit");
            out.erase("why"); // the referee's reason may name it
            out["army"] = (*unit)->army;
        }
    }
    return out;
}

Message Visibility::redacted(const Message &message) const
{
    if (message.args.empty()) {
        for (const auto &[name, hidden] : m_hiddenNames)
            if (message.format == name)
                return hidden;
        return mentionsHidden(message.format) ? Message(redactedText(message.format)) : message;
    }
    Message out = message;
    for (Message &arg : out.args)
        arg = redacted(arg);
    return out;
}

std::size_t Visibility::findName(const std::string &text, const std::string &name,
                                 std::size_t from) const
{
    const auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    for (std::size_t at = text.find(name, from); at != std::string::npos;
         at = text.find(name, at + 1)) {
        const std::size_t end = at + name.size();
        // A whole word, and not inside the game's own name ("Napoleon 1815 Returns").
        const bool word =
            (at == 0 || !letter(text[at - 1])) && (end == text.size() || !letter(text[end]));
        const std::size_t game = text.rfind(m_data.name, at);
        const bool inGame = game != std::string::npos && game + m_data.name.size() > at;
        const bool startsGame = text.compare(at, m_data.name.size(), m_data.name) == 0;
        if (word && !inGame && !startsGame)
            return at;
    }
    return std::string::npos;
}

bool Visibility::mentionsHidden(const std::string &text) const
{
    return std::any_of(m_hiddenNames.begin(), m_hiddenNames.end(), [&](const auto &n) {
        return findName(text, n.first, 0) != std::string::npos;
    });
}

std::string Visibility::redactedText(std::string text) const
{
    for (const auto &[name, hidden] : m_hiddenNames) {
        const std::string said = hidden.text();
        for (std::size_t at = findName(text, name, 0); at != std::string::npos;
             at = findName(text, name, at + said.size())) {
            text.replace(at, name.size(), said);
        }
    }
    return text;
}

Explanation Visibility::explanation(const Explanation &explanation) const
{
    Explanation out;
    out.steps = explanation.steps;
    for (umpire::Step &step : out.steps) {
        if (!step.message.empty()) {
            step.message = redacted(step.message);
            step.text = step.message.text();
        } else if (mentionsHidden(step.text)) {
            step.text = redactedText(step.text);
        }
    }
    out.unverified = unverified(explanation.unverified);
    return out;
}

std::vector<UnverifiedUse> Visibility::unverified(const std::vector<UnverifiedUse> &uses) const
{
    std::vector<UnverifiedUse> out;
    for (const UnverifiedUse &use : uses)
        if (!mentionsHidden(use.text) && !mentionsHidden(use.source))
            out.push_back(use);
    return out;
}

Message handText(const Hand &hand)
{
    std::string cards;
    for (int c = 0; c < cardTypes; ++c)
        if (const int n = hand.cards[static_cast<std::size_t>(c)]; n > 0)
            cards += (cards.empty() ? "" : ", ") + std::to_string(n) + " " +
                     cardName(static_cast<Card>(c));
    return msg("%1 cards in hand: %2", {std::to_string(hand.count), cards});
}

std::string objectivesText(const Data &data, const std::vector<std::string> &objectives)
{
    std::string names;
    for (const std::string &id : objectives) {
        const ObjectiveCard *card = data.objective(id);
        names += (names.empty() ? "" : ", ") + (card ? card->name : id);
    }
    return names;
}

std::vector<Secret> secretsOf(const Data &data, const Game &game, std::uint64_t objectivesSeed)
{
    std::vector<Secret> out;
    const State &st = game.state;
    for (const Unit &unit : data.units) {
        if (st.revealed.count(unit.id))
            continue;
        Secret s{msg("the identifier of %1", {unit.label()}),
                 {unit.id, unit.label()},
                 true,
                 {unit.side}};
        if (unit.name != unit.label() && uniqueName(data, unit.name))
            s.forms.push_back(unit.name);
        out.push_back(std::move(s));
    }
    if (game.battle) {
        const Battle &b = *game.battle;
        for (const BattleSide *side : {&b.active, &b.other}) {
            if (!side->hand.known || side->hand.count == 0)
                continue;
            std::string form = handJson(side->hand, side->side).dump();
            form = form.substr(1, form.size() - 2); // the members, wherever the object is written
            const Side *named = data.side(side->side);
            const std::string sideName = named ? named->name : side->side;
            out.push_back({msg("the %1 hand", {sideName}),
                           {form, msg("%1: %2", {sideName, handText(side->hand)}).text()},
                           true,
                           {side->side}});
        }
        for (const CardDraw &d : b.draws)
            out.push_back({msg("a card drawn for the %1", {d.side}), {drawForm(d)}, true, {}});
        if (b.deck)
            out.push_back(
                {msg("the seed of Umpire's deck"), {std::to_string(b.deck->seed)}, true, {}});
    }
    if (!st.objectives.empty() && !st.objectivesRevealed) {
        const std::string names = objectivesText(data, st.objectives);
        Secret s{
            msg("the French objectives"),
            {json{{"objectives", st.objectives}}.dump().substr(1), "French objectives: " + names},
            false,
            {data.penaltyOccupier}};
        s.forms.front().pop_back(); // "objectives":[...] without the object's closing brace
        out.push_back(std::move(s));
        if (objectivesSeed != 0)
            out.push_back({msg("the seed the French objectives were drawn with"),
                           {std::to_string(objectivesSeed)},
                           false,
                           {data.penaltyOccupier}});
    }
    return out;
}

} // namespace umpire::n1815
