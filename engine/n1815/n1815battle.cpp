#include "n1815battle.h"

#include "jsonfile.h"
#include "n1815retreat.h"
#include "requestreader.h"

#include <algorithm>
#include <climits>
#include <nlohmann/json.hpp>
#include <numeric>

namespace umpire::n1815 {

using nlohmann::json;

namespace {

constexpr const char *battlePhaseNames[] = {"play",   "respond", "counterattack", "reinforce",
                                            "losses", "retreat", "done"};

std::string battleLoc(const Data &data, const std::string &id)
{
    const Location *l = data.location(id);
    return l ? l->name : id;
}

std::string sideName(const Data &data, const std::string &side)
{
    const Side *s = data.side(side);
    return s ? s->name : side;
}

bool listContains(const std::vector<std::string> &list, const std::string &item)
{
    return std::find(list.begin(), list.end(), item) != list.end();
}

Result<Roll> checkedRoll(const Roll &roll, int faces)
{
    if (roll.value < 1 || roll.value > faces)
        return badInput(msg("die %1 is not a face of a %2-sided die: enter 1 to %2",
                            {std::to_string(roll.value), std::to_string(faces)}));
    return roll;
}

json handJson(const Hand &hand)
{
    json h = {{"count", hand.count}, {"known", hand.known}};
    if (hand.known) {
        json cards = json::object();
        for (int i = 0; i < cardTypes; ++i)
            if (hand.cards[i] > 0)
                cards[cardId(static_cast<Card>(i))] = hand.cards[i];
        h["cards"] = cards;
    }
    return h;
}

Hand handFromJson(const json &h)
{
    Hand hand;
    hand.count = h.at("count").get<int>();
    hand.known = h.value("known", false);
    if (hand.known)
        for (const auto &[id, n] : h.at("cards").items())
            hand.cards[static_cast<int>(cardFromText(id).value())] = n.get<int>();
    return hand;
}

json sideJson(const BattleSide &s)
{
    return {{"side", s.side},
            {"units", s.units},
            {"idle", s.idle},
            {"joined", s.joined},
            {"hand", handJson(s.hand)},
            {"losses", s.losses},
            {"distribution", s.distribution},
            {"distributed", s.distributed}};
}

BattleSide sideFromJson(const json &j)
{
    BattleSide s;
    s.side = j.at("side").get<std::string>();
    s.units = j.at("units").get<std::vector<std::string>>();
    s.idle = j.value("idle", std::vector<std::string>{});
    s.joined = j.value("joined", std::map<std::string, std::string>{});
    s.hand = handFromJson(j.at("hand"));
    s.losses = j.value("losses", 0);
    s.distribution = j.value("distribution", std::map<std::string, int>{});
    s.distributed = j.value("distributed", false);
    return s;
}

// The game state as the battle sees it: the units that reinforced have left their towns.
State provisionalState(const State &state, const Battle &battle)
{
    State s = state;
    for (const BattleSide *side : {&battle.active, &battle.other})
        for (const auto &[unit, from] : side->joined)
            s.units[unit].location = battle.location;
    return s;
}

} // namespace

bool matches(Card attack, Card answer)
{
    if (attack == Card::CombinedArms)
        return answer == Card::CombinedArms;
    return answer == attack || answer == Card::CombinedArms;
}

std::string battlePhaseName(BattlePhase phase)
{
    return battlePhaseNames[static_cast<int>(phase)];
}

int cardsFor(const Data &data, const State &state, const std::string &unitId, Explanation *ex)
{
    const Unit *u = data.unit(unitId);
    if (!u)
        return 0;
    if (!u->isCorps()) {
        if (ex) {
            data.use(*ex, u->cards, u->label() + " card rating");
            ex->add("N1815 Combat", msg("%1 adds his combat card rating", {u->name}), {},
                    std::to_string(u->cards.value));
        }
        return u->cards.value;
    }
    const int cohesion = state.cohesion(unitId);
    const bool reduced = cohesion <= u->halfway.value;
    if (ex) {
        data.use(*ex, u->halfway, u->label() + " half-way mark");
        data.use(*ex, reduced ? u->reducedCards : u->cards,
                 u->label() + (reduced ? " reduced card rating" : " card rating"));
        if (reduced)
            ex->add("N1815 4",
                    msg("%1 at cohesion %2, at or below its half-way mark %3: reduced cards",
                        {u->label(), std::to_string(cohesion), std::to_string(u->halfway.value)}),
                    std::to_string(u->cards.value), std::to_string(u->reducedCards.value));
        else
            ex->add("N1815 Combat", msg("%1 adds its combat card rating", {u->label()}), {},
                    std::to_string(u->cards.value));
    }
    return reduced ? u->reducedCards.value : u->cards.value;
}

Result<Battle> Battle::start(const Data &data, const State &state, const std::string &locationText,
                             const Options &options)
{
    Result<const Location *> loc = data.findLocation(locationText);
    if (!loc)
        return loc.error();
    const std::string where = (*loc)->id;
    if (state.phase != Phase::FrenchCombat && state.phase != Phase::AlliedCombat)
        return badInput(msg("combat is fought in a combat phase (N1815 8), not in the %1 phase",
                            {phaseName(state.phase)}));
    const std::string activeSide = state.activeSide, otherSide = data.otherSide(state.activeSide);
    if (state.resolved.count(where))
        return badInput(msg("the combat at %1 has already been fought this turn", {(*loc)->name}));
    if (!state.hasCorps(data, where, activeSide) || !state.hasCorps(data, where, otherSide))
        return badInput(msg("there is no combat at %1: combat is where the active side's corps "
                            "end their move in a town held by enemy corps (N1815 11)",
                            {(*loc)->name}));

    Battle b;
    b.location = where;
    b.active.side = activeSide;
    b.other.side = otherSide;
    b.attacker = activeSide;
    Explanation &ex = b.explanation;
    data.useLocation(ex, where);
    const std::vector<std::string> sheltering =
        state.sheltering.count(where) ? state.sheltering.at(where) : std::vector<std::string>{};
    for (BattleSide *side : {&b.active, &b.other}) {
        std::vector<std::string> present;
        for (const std::string &u : state.unitsAt(data, where, side->side))
            if (!state.fought.count(u) && !listContains(sheltering, u))
                present.push_back(u);
        for (const std::string &u : present) {
            const Unit *unit = data.unit(u);
            if (unit->isCorps()) {
                side->units.push_back(u);
                continue;
            }
            bool withArmy = false;
            for (const std::string &other : present)
                withArmy = withArmy ||
                           (data.unit(other)->isCorps() && data.unit(other)->army == unit->army);
            (withArmy ? side->units : side->idle).push_back(u);
        }
    }
    if (b.active.units.empty())
        return badInput(
            msg("the active side's corps at %1 have already fought this turn (N1815 11)",
                {(*loc)->name}));
    if (options.virtualDeck) {
        Deck deck;
        for (int i = 0; i < cardTypes; ++i) {
            deck.remaining[i] = data.deck[i].value;
            data.use(ex, data.deck[i],
                     "number of " + cardName(static_cast<Card>(i)) + " cards in the deck");
        }
        deck.seed = options.seed;
        b.deck = deck;
        b.active.hand.known = b.other.hand.known = true;
        // The seed stays in the deck, the referee's alone: it deals every hand again.
        ex.add("N1815 Combat",
               msg("the app shuffles its deck of %1 cards", {std::to_string(data.deckSize)}));
    }
    ex.add("N1815 Combat", msg("combat at %1: %2 (active) attack first",
                               {(*loc)->name, sideName(data, activeSide)}));
    for (BattleSide *side : {&b.active, &b.other}) {
        for (const std::string &u : side->units)
            b.dealUnit(data, side->side, u, cardsFor(data, state, u, &ex));
        for (const std::string &u : side->idle)
            ex.add("N1815 3",
                   msg("%1 is present without a corps of his army: no cards, no tactical rating",
                       {data.unit(u)->name}));
    }
    // N1815 Combat: +2 for the defence when every active corps crossed a river to enter.
    bool allCrossed = true;
    for (const std::string &u : b.active.units) {
        if (!data.unit(u)->isCorps())
            continue;
        auto it = state.entered.find(u);
        allCrossed = allCrossed && it != state.entered.end() && it->second.river;
        if (it != state.entered.end())
            b.activeRoads.insert(it->second.from);
    }
    for (const std::string &u : b.active.units)
        if (!data.unit(u)->isCorps() && state.entered.count(u))
            b.activeRoads.insert(state.entered.at(u).from);
    if (allCrossed) {
        b.riverBonus = true;
        const int before = b.other.hand.count;
        b.dealUnit(data, b.other.side, {}, data.riverCards);
        ex.add("N1815 Combat",
               msg("every active corps crossed a river to enter: %1 more cards for the %2",
                   {std::to_string(data.riverCards), sideName(data, b.other.side)}),
               std::to_string(before), std::to_string(b.other.hand.count));
    }
    ex.add("N1815 Combat", msg("%1 hand", {sideName(data, b.active.side)}), {},
           std::to_string(b.active.hand.count));
    ex.add("N1815 Combat", msg("%1 hand", {sideName(data, b.other.side)}), {},
           std::to_string(b.other.hand.count));
    b.phase = BattlePhase::Play;
    if (b.active.hand.count == 0) {
        b.decide(data, b.other.side, "the attacker has no cards to play");
        b.computeLosses(data);
    }
    return b;
}

Result<Card> Battle::drawCard(const std::string &side)
{
    Deck &d = *deck;
    const int left = std::accumulate(d.remaining.begin(), d.remaining.end(), 0);
    if (left == 0)
        return badInput(msg("the deck is empty"));
    DiceGenerator gen(d.seed, d.next);
    const Roll roll = gen.roll(left);
    d.next = gen.nextDraw();
    int index = roll.value;
    int type = 0;
    while (index > d.remaining[type])
        index -= d.remaining[type++];
    --d.remaining[type];
    const Card card = static_cast<Card>(type);
    draws.push_back({side, card, roll});
    return card;
}

void Battle::dealUnit(const Data &data, const std::string &side, const std::string &unit, int cards)
{
    BattleSide &s = mutableSide(side);
    for (int i = 0; i < cards; ++i) {
        if (deck) {
            Result<Card> card = drawCard(side);
            if (!card) {
                if (unit.empty())
                    explanation.add("N1815 Combat",
                                    msg("the deck is empty: no more cards to deal"));
                else
                    explanation.add("N1815 Combat",
                                    msg("the deck is empty: no more cards to deal for %1",
                                        {data.unit(unit)->label()}));
                return;
            }
            ++s.hand.cards[static_cast<int>(*card)];
        }
        ++s.hand.count;
    }
}

void Battle::decide(const Data &data, const std::string &winningSide, const std::string &why)
{
    winner = winningSide;
    loser = winningSide == active.side ? other.side : active.side;
    explanation.add("N1815 Winning combat",
                    msg("%1 win the combat: %2", {sideName(data, winner), why}));
}

void Battle::computeLosses(const Data &data)
{
    const int played = static_cast<int>(rounds.size());
    int loserLoss = played;
    explanation.add("N1815 Results of combat",
                    msg("the loser takes 1 cohesion loss for each round of combat"), {},
                    std::to_string(played));
    if (winningCard == Card::Skirmish) {
        loserLoss = std::max(0, played - 1);
        explanation.add("N1815 Skirmish",
                        msg("won unmatched with Skirmish: 1 less battle-round loss to the loser"),
                        std::to_string(played), std::to_string(loserLoss));
    } else if (winningCard == Card::CavalryCharge) {
        loserLoss = played + 1;
        explanation.add("N1815 Cavalry Charge",
                        msg("won unmatched with Cavalry Charge: 1 more battle-round loss to the "
                            "loser"),
                        std::to_string(played), std::to_string(loserLoss));
    }
    const int winnerLoss = loserLoss / 2;
    explanation.add("N1815 Results of combat",
                    msg("the winner takes half the loser's battle-round losses, rounded down"),
                    std::to_string(loserLoss), std::to_string(winnerLoss));
    mutableSide(loser).losses = loserLoss;
    mutableSide(winner).losses = winnerLoss;
    phase = BattlePhase::Losses;
    for (BattleSide *s : {&active, &other}) {
        std::vector<std::string> corps;
        for (const std::string &u : s->units)
            if (data.unit(u)->isCorps())
                corps.push_back(u);
        if (s->losses > 0 && corps.empty()) {
            explanation.add("N1815 Results of combat",
                            msg("the %1 have no corps in the combat to take their %2 "
                                "battle-round losses",
                                {sideName(data, s->side), std::to_string(s->losses)}));
            s->distributed = true;
        } else if (s->losses == 0 || corps.size() == 1) {
            if (s->losses > 0)
                s->distribution[corps.front()] = s->losses;
            s->distributed = true;
            if (s->losses > 0)
                explanation.add(
                    "N1815 Results of combat",
                    msg("%1 takes all %2 battle-round losses",
                        {data.unit(corps.front())->label(), std::to_string(s->losses)}));
        }
    }
    if (active.distributed && other.distributed)
        phase = BattlePhase::Retreat;
}

Result<Battle> Battle::play(const Data &data, const std::string &cardText) const
{
    if (phase != BattlePhase::Play)
        return badInput(
            msg("it is not the attacker's turn to play a card: the battle is at the %1 step",
                {battlePhaseName(phase)}));
    Result<Card> card = cardFromText(cardText);
    if (!card)
        return card.error();
    Battle b = *this;
    BattleSide &att = b.mutableSide(attacker);
    if (att.hand.count <= 0)
        return badInput(msg("the %1 hand is empty", {sideName(data, attacker)}));
    if (att.hand.known && att.hand.cards[static_cast<int>(*card)] <= 0)
        return badInput(
            msg("the %1 hand holds no %2 card", {sideName(data, attacker), cardName(*card)}));
    --att.hand.count;
    if (att.hand.known)
        --att.hand.cards[static_cast<int>(*card)];
    Round r;
    r.number = static_cast<int>(rounds.size()) + 1;
    r.attacker = attacker;
    r.played = *card;
    b.rounds.push_back(r);
    b.explanation.add("N1815 Combat",
                      msg("round %1: %2 attack with %3",
                          {std::to_string(r.number), sideName(data, attacker), cardName(*card)}));
    b.phase = BattlePhase::Respond;
    return b;
}

Result<Battle> Battle::respond(const Data &data, const std::optional<std::string> &cardText) const
{
    if (phase != BattlePhase::Respond)
        return badInput(
            msg("the defender answers after the attacker plays; the battle is at the %1 step",
                {battlePhaseName(phase)}));
    Battle b = *this;
    Round &r = b.rounds.back();
    const std::string def = defender();
    if (!cardText) {
        r.answered = false;
        b.explanation.add("N1815 Combat",
                          msg("%1 do not match %2", {sideName(data, def), cardName(r.played)}));
        b.decide(data, attacker, cardName(r.played) + " was not matched");
        b.winningCard = r.played;
        b.phase = BattlePhase::Reinforce;
        b.reinforcing = b.winner;
        return b;
    }
    Result<Card> card = cardFromText(*cardText);
    if (!card)
        return card.error();
    if (!matches(r.played, *card))
        return badInput(
            msg("%1 does not match %2: %3, or do not match and lose the combat (N1815 Combat)",
                {cardName(*card), cardName(r.played),
                 r.played == Card::CombinedArms
                     ? msg("only Combined Arms matches Combined Arms")
                     : msg("match it with %1 or Combined Arms", {cardName(r.played)})}));
    BattleSide &d = b.mutableSide(def);
    if (d.hand.count <= 0)
        return badInput(msg("the %1 hand is empty: it cannot match", {sideName(data, def)}));
    if (d.hand.known && d.hand.cards[static_cast<int>(*card)] <= 0)
        return badInput(
            msg("the %1 hand holds no %2 card", {sideName(data, def), cardName(*card)}));
    --d.hand.count;
    if (d.hand.known)
        --d.hand.cards[static_cast<int>(*card)];
    r.answer = *card;
    r.answered = true;
    b.explanation.add("N1815 Combat",
                      msg("%1 match with %2", {sideName(data, def), cardName(*card)}));
    if (b.mutableSide(attacker).hand.count == 0) {
        // Umpire's reading: the rule decides the combat as soon as the last card is matched.
        b.decide(data, def, "they matched the attacker's last card");
        b.phase = BattlePhase::Reinforce;
        b.reinforcing = b.winner;
        return b;
    }
    if (r.played == Card::CounterAttack && *card == Card::CounterAttack) {
        r.automaticCounterattack = r.rolesSwapped = true;
        b.attacker = def;
        b.explanation.add("N1815 Counter Attack",
                          msg("Counter Attack matched by Counter Attack: %1 counterattack "
                              "automatically and attack next round",
                              {sideName(data, def)}));
        b.phase = BattlePhase::Reinforce;
        b.reinforcing = b.attacker;
        return b;
    }
    b.phase = BattlePhase::Counterattack;
    return b;
}

std::pair<int, std::string> Battle::bestTactical(const Data &data, const std::string &side) const
{
    std::pair<int, std::string> best{0, {}};
    for (const std::string &u : sideOf(side).units)
        if (data.unit(u)->tactical.value > best.first)
            best = {data.unit(u)->tactical.value, u};
    return best;
}

Result<Battle> Battle::counterattack(const Data &data, const std::optional<Roll> &roll) const
{
    if (phase != BattlePhase::Counterattack)
        return badInput(
            msg("a counterattack is tried after the defender matches; the battle is at the %1 step",
                {battlePhaseName(phase)}));
    Battle b = *this;
    Round &r = b.rounds.back();
    const std::string def = defender();
    if (roll) {
        Result<Roll> checked = checkedRoll(*roll, data.counterattackDie);
        if (!checked)
            return checked.error();
        const auto [rating, who] = bestTactical(data, def);
        const Unit *unit = data.unit(who);
        data.use(b.explanation, unit->tactical, unit->label() + " tactical rating");
        r.counterattack = *roll;
        r.counterattackRating = rating;
        const bool success = roll->value <= rating;
        if (success)
            b.explanation.add(
                "N1815 Combat",
                msg("%1 counterattack: %2 against %3's tactical rating %4: success, "
                    "they attack next round",
                    {sideName(data, def), roll->message(), unit->label(), std::to_string(rating)}));
        else
            b.explanation.add(
                "N1815 Combat",
                msg("%1 counterattack: %2 against %3's tactical rating %4: failure",
                    {sideName(data, def), roll->message(), unit->label(), std::to_string(rating)}));
        if (success) {
            r.rolesSwapped = true;
            b.attacker = def;
        }
    } else {
        b.explanation.add("N1815 Combat",
                          msg("%1 do not try to counterattack", {sideName(data, def)}));
    }
    b.phase = BattlePhase::Reinforce;
    b.reinforcing = b.attacker;
    return b;
}

std::vector<std::string> Battle::reinforcementCandidates(const Data &data, const State &state) const
{
    std::vector<std::string> out;
    if (phase != BattlePhase::Reinforce)
        return out;
    const BattleSide &side = sideOf(reinforcing);
    const Round *round = rounds.empty() ? nullptr : &rounds.back();
    const State s = provisionalState(state, *this);
    for (const Road *road : data.roadsFrom(location)) {
        const std::string from = road->other(location);
        if (s.hasCorps(data, from, active.side) && s.hasCorps(data, from, other.side))
            continue; // a combat location
        for (const std::string &u : s.unitsAt(data, from, reinforcing)) {
            if (state.fought.count(u) || side.joined.count(u))
                continue;
            if (round && std::any_of(round->reinforcements.begin(), round->reinforcements.end(),
                                     [&](const Reinforcement &x) { return x.unit == u; }))
                continue;
            const Unit *unit = data.unit(u);
            if (!unit->isCorps()) {
                bool armyHere = false;
                for (const std::string &c : side.units)
                    armyHere =
                        armyHere || (data.unit(c)->isCorps() && data.unit(c)->army == unit->army);
                if (!armyHere)
                    continue;
            }
            out.push_back(u);
        }
    }
    return out;
}

Result<Battle> Battle::reinforce(const Data &data, const State &state, const std::string &unitText,
                                 const Roll &roll) const
{
    if (phase != BattlePhase::Reinforce)
        return badInput(
            msg("reinforcements are tried after a round of combat; the battle is at the %1 step",
                {battlePhaseName(phase)}));
    Result<const Unit *> found = data.findUnit(unitText);
    if (!found)
        return found.error();
    const Unit &u = **found;
    if (u.side != reinforcing)
        return badInput(
            winner.empty()
                ? msg("%1 cannot try now: %2 (the side attacking next round tries first, then the "
                      "defender) (N1815 Combat)",
                      {u.label(), sideName(data, reinforcing)})
                : msg("%1 cannot try now: %2 (only the winner may reinforce after the winning "
                      "round) (N1815 Combat)",
                      {u.label(), sideName(data, reinforcing)}));
    Result<Roll> checked = checkedRoll(roll, data.dieFaces);
    if (!checked)
        return checked.error();
    const std::vector<std::string> candidates = reinforcementCandidates(data, state);
    if (!listContains(candidates, u.id)) {
        const std::string at = state.locationOf(u.id);
        Message why;
        if (!state.isAlive(u.id))
            why = msg("it has been eliminated");
        else if (sideOf(u.side).joined.count(u.id) || at == location)
            why = msg("it is already at %1", {battleLoc(data, location)});
        else if (!data.road(at, location))
            why = msg("it is at %1, not next to %2",
                      {battleLoc(data, at), battleLoc(data, location)});
        else if (state.fought.count(u.id))
            why = msg("it has already been in a combat this turn");
        else if (!u.isCorps())
            why = msg("%1 may only reinforce once a corps of his army is in the combat", {u.name});
        else if (state.hasCorps(data, at, active.side) && state.hasCorps(data, at, other.side))
            why = msg("%1 is a combat location", {battleLoc(data, at)});
        else
            why = msg("it has already tried this round");
        return badInput(msg("%1 cannot reinforce: %2 (N1815 Combat)", {u.label(), why}));
    }
    Battle b = *this;
    const std::string from = state.locationOf(u.id);
    data.use(b.explanation, u.tactical, u.label() + " tactical rating");
    Reinforcement rf{u.id, from, roll, u.tactical.value, roll.value <= u.tactical.value, 0};
    if (rf.success) {
        BattleSide &side = b.mutableSide(u.side);
        side.joined[u.id] = from;
        side.units.push_back(u.id);
        const int before = side.hand.count;
        b.dealUnit(data, u.side, u.id, cardsFor(data, state, u.id, &b.explanation));
        // A commander waiting at the battle joins with the first corps of his army.
        if (u.isCorps()) {
            for (auto it = side.idle.begin(); it != side.idle.end();) {
                if (data.unit(*it)->army == u.army) {
                    side.units.push_back(*it);
                    b.dealUnit(data, u.side, *it, cardsFor(data, state, *it, &b.explanation));
                    it = side.idle.erase(it);
                } else {
                    ++it;
                }
            }
        }
        rf.cards = side.hand.count - before;
        if (u.side == active.side)
            b.activeRoads.insert(from);
        b.explanation.add("N1815 Combat",
                          msg("%1 reinforces from %2: %3 against tactical rating %4, success; "
                              "%5 cards added",
                              {u.label(), battleLoc(data, from), roll.message(),
                               std::to_string(u.tactical.value), std::to_string(rf.cards)}),
                          std::to_string(before), std::to_string(side.hand.count));
    } else {
        b.explanation.add("N1815 Combat",
                          msg("%1 fails to reinforce from %2: %3 against tactical rating %4; it "
                              "stays and may try again next round",
                              {u.label(), battleLoc(data, from), roll.message(),
                               std::to_string(u.tactical.value)}),
                          std::to_string(roll.value), std::to_string(u.tactical.value));
    }
    b.rounds.back().reinforcements.push_back(rf);
    return b;
}

Result<Battle> Battle::endReinforcements(const Data &data) const
{
    if (phase != BattlePhase::Reinforce)
        return badInput(
            msg("there are no reinforcement attempts to end: the battle is at the %1 step",
                {battlePhaseName(phase)}));
    Battle b = *this;
    if (!winner.empty()) {
        b.computeLosses(data);
        return b;
    }
    if (reinforcing == attacker) {
        b.reinforcing = defender();
        return b;
    }
    b.reinforcing.clear();
    if (b.mutableSide(attacker).hand.count == 0) {
        b.decide(data, defender(), "the attacker has no cards left to play");
        b.computeLosses(data);
        return b;
    }
    b.phase = BattlePhase::Play;
    return b;
}

std::map<std::string, int> Battle::evenDistribution(const Data &data, const std::string &side) const
{
    const BattleSide &s = sideOf(side);
    std::vector<std::pair<std::string, std::vector<std::string>>> armies; // in data order
    for (const Army &a : data.armies) {
        std::vector<std::string> corps;
        for (const std::string &u : s.units)
            if (data.unit(u)->isCorps() && data.unit(u)->army == a.id)
                corps.push_back(u);
        if (!corps.empty())
            armies.push_back({a.id, corps});
    }
    std::map<std::string, int> out;
    if (armies.empty())
        return out;
    // The extra to the army with most corps present (N1815 Three player combat); a tie to the
    // first.
    std::stable_sort(armies.begin(), armies.end(), [](const auto &a, const auto &b) {
        return a.second.size() > b.second.size();
    });
    const int n = static_cast<int>(armies.size());
    for (int i = 0; i < n; ++i) {
        const int share = s.losses / n + (i < s.losses % n ? 1 : 0);
        const std::vector<std::string> &corps = armies[i].second;
        const int m = static_cast<int>(corps.size());
        for (int k = 0; k < m; ++k)
            out[corps[k]] = share / m + (k < share % m ? 1 : 0);
    }
    return out;
}

Result<Battle> Battle::distributeLosses(const Data &data, const std::string &sideText,
                                        const std::map<std::string, int> &losses) const
{
    if (phase != BattlePhase::Losses)
        return badInput(
            msg("losses are distributed once the combat is won; the battle is at the %1 step",
                {battlePhaseName(phase)}));
    std::string side;
    for (const Side &s : data.sides)
        if (s.id == sideText || s.name == sideText)
            side = s.id;
    if (side.empty()) {
        Result<const Army *> army = data.findArmy(sideText);
        if (!army)
            return badInput(
                msg("unknown side \"%1\": name a side or one of its armies", {sideText}));
        side = (*army)->side;
    }
    Battle b = *this;
    BattleSide &s = b.mutableSide(side);
    if (s.distributed)
        return badInput(msg("the %1 losses are already distributed", {sideName(data, side)}));
    int total = 0;
    std::map<std::string, int> checked;
    for (const auto &[unitText, n] : losses) {
        Result<const Unit *> u = data.findUnit(unitText);
        if (!u)
            return u.error();
        if (!(*u)->isCorps() || !listContains(s.units, (*u)->id))
            return badInput(msg("%1 is not a %2 corps in this combat: losses go to corps present "
                                "(commanders take none)",
                                {(*u)->label(), sideName(data, side)}));
        if (n < 0)
            return badInput(
                msg("a loss cannot be negative (%1: %2)", {(*u)->label(), std::to_string(n)}));
        checked[(*u)->id] += n;
        total += n;
    }
    if (total != s.losses)
        return badInput(
            msg("the %1 battle-round losses are %2, but the distribution adds up to %3",
                {sideName(data, side), std::to_string(s.losses), std::to_string(total)}));
    s.distribution = checked;
    s.distributed = true;
    for (const auto &[u, n] : checked)
        if (n > 0)
            b.explanation.add("N1815 Results of combat",
                              n == 1 ? msg("%1 takes %2 battle-round loss",
                                           {data.unit(u)->label(), std::to_string(n)})
                                     : msg("%1 takes %2 battle-round losses",
                                           {data.unit(u)->label(), std::to_string(n)}));
    if (b.active.distributed && b.other.distributed)
        b.phase = BattlePhase::Retreat;
    return b;
}

std::vector<RetreatOption> Battle::retreatOptions(const Data &data, const State &state) const
{
    if (loser.empty())
        return {};
    const BattleSide &l = sideOf(loser);
    // The army whose side of the board the retreat heads for: the one with most corps here.
    std::map<std::string, int> count;
    for (const std::string &u : l.units)
        if (data.unit(u)->isCorps())
            ++count[data.unit(u)->army];
    std::string homeArmy;
    int most = -1;
    for (const Army &a : data.armies)
        if (a.side == loser && count[a.id] > most) {
            most = count[a.id];
            homeArmy = a.id;
        }
    RetreatRequest request{location, loser, loser == active.side, activeRoads, homeArmy};
    return n1815::retreatOptions(data, provisionalState(state, *this), request);
}

Result<Battle> Battle::retreat(const Data &data, const State &state,
                               const std::string &destination) const
{
    if (phase != BattlePhase::Retreat)
        return badInput(
            msg("the retreat comes after losses are distributed; the battle is at the %1 step",
                {battlePhaseName(phase)}));
    const BattleSide &l = sideOf(loser);
    Battle b = *this;
    const State provisional = provisionalState(state, *this);
    bool survivors = false;
    for (const std::string &u : provisional.unitsAt(data, location, loser, true)) {
        auto it = l.distribution.find(u);
        survivors = survivors ||
                    provisional.cohesion(u) - (it == l.distribution.end() ? 0 : it->second) >= 1;
    }
    if (!survivors) {
        b.retreatTo = std::string();
        b.explanation.add("N1815 Retreats",
                          msg("no corps of the %1 is left to retreat", {sideName(data, loser)}));
        b.phase = BattlePhase::Done;
        return b;
    }
    const std::vector<RetreatOption> options = retreatOptions(data, state);
    if (options.empty()) {
        if (!destination.empty())
            return badInput(msg("no retreat is possible from %1 (N1815 Retreats)",
                                {battleLoc(data, location)}));
        b.retreatTo = std::string();
        b.explanation.add(
            "N1815 Retreats",
            msg("no retreat is possible: the retreating corps are eliminated (the rules do not "
                "say; Umpire's reading)"));
        b.phase = BattlePhase::Done;
        return b;
    }
    std::string best;
    for (const RetreatOption &o : options)
        if (o.rank == 0)
            best += (best.empty() ? "" : ", ") + battleLoc(data, o.destination);
    if (destination.empty())
        return badInput(msg("choose the retreat: %1", {best}));
    Result<const Location *> dest = data.findLocation(destination);
    if (!dest)
        return dest.error();
    const RetreatOption *chosen = nullptr;
    for (const RetreatOption &o : options)
        if (o.destination == (*dest)->id && (!chosen || o.rank < chosen->rank))
            chosen = &o;
    if (!chosen)
        return badInput(
            msg("the %1 cannot retreat to %2 from %3: the retreats allowed are %4 (N1815 Retreats)",
                {sideName(data, loser), (*dest)->name, battleLoc(data, location), best}));
    if (chosen->rank != 0)
        return badInput(
            msg("%1 is not among the preferred retreats (%2): %3 (N1815 Retreats order of retreat)",
                {(*dest)->name, best, chosen->why}));
    b.retreatTo = chosen->destination;
    b.retreatThrough = chosen->through;
    b.retreatExtraLoss = chosen->extraLoss;
    if (chosen->extraLoss)
        b.explanation.add("N1815 Retreats",
                          msg("%1 retreat to %2: %3; each corps loses %4 more cohesion",
                              {sideName(data, loser), (*dest)->name, chosen->why,
                               std::to_string(chosen->extraLoss)}));
    else
        b.explanation.add(
            "N1815 Retreats",
            msg("%1 retreat to %2: %3", {sideName(data, loser), (*dest)->name, chosen->why}));
    b.phase = BattlePhase::Done;
    return b;
}

Result<Change> Battle::apply(const Data &data, const State &state) const
{
    if (phase != BattlePhase::Done)
        return badInput(
            msg("the combat is not over: it is at the %1 step", {battlePhaseName(phase)}));
    Change change{state, {}};
    State &s = change.state;
    Explanation &ex = change.explanation;
    ex.unverified = explanation.unverified;
    for (const BattleSide *side : {&active, &other}) {
        for (const auto &[unit, from] : side->joined) {
            s.units[unit].location = location;
            const Road *road = data.road(from, location);
            s.entered[unit] = {from, road && road->river, true};
        }
        for (const std::string &u : side->units)
            s.fought.insert(u);
    }
    for (const BattleSide *side : {&active, &other})
        for (const auto &[unit, n] : side->distribution)
            loseCohesion(data, s, unit, n, "N1815 Results of combat", "battle-round losses", ex);
    // N1815 Retreats: every unit of the loser at the location, sheltering ones too.
    const std::vector<std::string> retreating = s.unitsAt(data, location, loser);
    if (retreatTo && retreatTo->empty()) {
        for (const std::string &u : retreating)
            if (data.unit(u)->isCorps())
                loseCohesion(data, s, u, s.cohesion(u), "N1815 Retreats",
                             "no retreat possible (Umpire's reading)", ex);
    } else if (retreatTo) {
        const int loss = data.retreatLoss + retreatExtraLoss;
        for (const std::string &u : retreating) {
            s.units[u].location = *retreatTo;
            if (data.unit(u)->isCorps())
                loseCohesion(
                    data, s, u, loss, "N1815 Retreats",
                    retreatExtraLoss ? "retreat, with the extra loss of its road" : "retreat", ex);
        }
        bool anyCorps = false;
        for (const std::string &u : retreating)
            anyCorps = anyCorps || (data.unit(u)->isCorps() && s.isAlive(u));
        if (anyCorps) {
            s.lastOccupier[*retreatTo] = loser;
            if (loser != data.penaltyOccupier)
                s.frenchHeld.erase(*retreatTo);
        }
        const bool combatThere = s.hasCorps(data, *retreatTo, active.side) &&
                                 s.hasCorps(data, *retreatTo, other.side) &&
                                 !s.resolved.count(*retreatTo);
        if (combatThere)
            for (const std::string &u : retreating)
                if (s.isAlive(u))
                    s.sheltering[*retreatTo].push_back(u);
        ex.add("N1815 Retreats",
               msg("%1 retreat from %2 to %3", {sideName(data, loser), battleLoc(data, location),
                                                battleLoc(data, *retreatTo)}));
    }
    s.sheltering.erase(location);
    s.lastOccupier[location] = winner;
    if (winner != data.penaltyOccupier)
        s.frenchHeld.erase(location);
    s.resolved.insert(location);
    change.rejoined = relocateCommanders(data, s, ex);
    checkAutomaticVictory(data, s, ex);
    return change;
}

Result<Battle> Battle::act(const Data &data, const State &state, const json &a) const
{
    if (!a.is_object() || !a.contains("action") || !a["action"].is_string())
        return badInput(msg(
            "a combat action is {\"action\": \"play\"|\"respond\"|\"counterattack\"|\"reinforce\"|"
            "\"endReinforcements\"|\"distribute\"|\"retreat\", ...}"));
    const std::string action = a["action"];
    try {
        if (action == "play")
            return play(data, a.at("card").get<std::string>());
        if (action == "respond") {
            if (!a.contains("card") || a["card"].is_null())
                return respond(data, std::nullopt);
            return respond(data, a["card"].get<std::string>());
        }
        if (action == "counterattack" || action == "reinforce") {
            std::optional<Roll> roll;
            if (a.contains("roll") && !a["roll"].is_null()) {
                Result<Roll> r =
                    rollFromJson(a["roll"], "roll",
                                 action == "counterattack" ? data.counterattackDie : data.dieFaces);
                if (!r)
                    return r.error();
                roll = *r;
            }
            if (action == "counterattack")
                return counterattack(data, roll);
            if (!roll)
                return badInput(msg("a reinforcement attempt needs its \"roll\""));
            return reinforce(data, state, a.at("unit").get<std::string>(), *roll);
        }
        if (action == "endReinforcements")
            return endReinforcements(data);
        if (action == "distribute") {
            if (!a.contains("losses") || !a["losses"].is_object())
                return badInput(msg("\"losses\" must be an object of corps and cohesion points "
                                    "lost, as {\"fr-IG\": 1}"));
            std::map<std::string, int> losses;
            for (const auto &[unit, n] : a["losses"].items()) {
                Result<long long> lost =
                    wholeNumberFromJson(n, unit, INT_MIN, 1000000, "cohesion points lost");
                if (!lost)
                    return lost.error();
                losses[unit] = static_cast<int>(*lost);
            }
            return distributeLosses(data, a.at("side").get<std::string>(), losses);
        }
        if (action == "retreat")
            return retreat(data, state, a.value("to", ""));
    } catch (const json::exception &e) {
        return badInput(msg("combat action \"%1\": %2", {action, jsonExceptionText(e)}));
    }
    return badInput(msg("unknown combat action \"%1\"", {action}));
}

void to_json(json &doc, const Battle &b)
{
    json rounds = json::array();
    for (const Round &r : b.rounds) {
        json one = {{"number", r.number},
                    {"attacker", r.attacker},
                    {"played", cardId(r.played)},
                    {"answered", r.answered}};
        if (r.answer)
            one["answer"] = cardId(*r.answer);
        if (r.counterattack) {
            one["counterattack"] = *r.counterattack;
            one["counterattackRating"] = r.counterattackRating;
        }
        one["automaticCounterattack"] = r.automaticCounterattack;
        one["rolesSwapped"] = r.rolesSwapped;
        json rfs = json::array();
        for (const Reinforcement &rf : r.reinforcements)
            rfs.push_back({{"unit", rf.unit},
                           {"from", rf.from},
                           {"roll", rf.roll},
                           {"rating", rf.rating},
                           {"success", rf.success},
                           {"cards", rf.cards}});
        one["reinforcements"] = rfs;
        rounds.push_back(one);
    }
    json draws = json::array();
    for (const CardDraw &d : b.draws)
        draws.push_back({{"side", d.side}, {"card", cardId(d.card)}, {"roll", d.roll}});
    doc = {{"location", b.location},
           {"phase", battlePhaseName(b.phase)},
           {"active", sideJson(b.active)},
           {"other", sideJson(b.other)},
           {"attacker", b.attacker},
           {"reinforcing", b.reinforcing},
           {"riverBonus", b.riverBonus},
           {"rounds", rounds},
           {"draws", draws},
           {"winner", b.winner},
           {"loser", b.loser},
           {"activeRoads", b.activeRoads},
           {"retreatThrough", b.retreatThrough},
           {"retreatExtraLoss", b.retreatExtraLoss},
           {"steps", b.explanation.steps},
           {"unverified", b.explanation.unverified}};
    if (b.deck) {
        json remaining = json::object();
        for (int i = 0; i < cardTypes; ++i)
            remaining[cardId(static_cast<Card>(i))] = b.deck->remaining[i];
        doc["deck"] = {{"remaining", remaining}, {"seed", b.deck->seed}, {"next", b.deck->next}};
    }
    if (b.winningCard)
        doc["winningCard"] = cardId(*b.winningCard);
    if (b.retreatTo)
        doc["retreatTo"] = *b.retreatTo;
}

Result<Battle> Battle::fromJson(const json &doc, const Data &data)
{
    try {
        Battle b;
        b.location = doc.at("location").get<std::string>();
        const std::string phase = doc.at("phase").get<std::string>();
        bool known = false;
        for (int i = 0; i <= static_cast<int>(BattlePhase::Done); ++i)
            if (phase == battlePhaseNames[i]) {
                b.phase = static_cast<BattlePhase>(i);
                known = true;
            }
        if (!known)
            return badInput(msg("N1815 combat: unknown step \"%1\"", {phase}));
        b.active = sideFromJson(doc.at("active"));
        b.other = sideFromJson(doc.at("other"));
        b.attacker = doc.at("attacker").get<std::string>();
        b.reinforcing = doc.value("reinforcing", "");
        b.riverBonus = doc.value("riverBonus", false);
        auto card = [](const json &j) -> Card {
            Result<Card> c = cardFromText(j.get<std::string>());
            if (!c)
                throw std::invalid_argument(c.error().message);
            return *c;
        };
        auto roll = [](const json &j) -> Roll {
            Result<Roll> r = rollFromJson(j, "roll", std::nullopt);
            if (!r)
                throw std::invalid_argument(r.error().message);
            return *r;
        };
        for (const json &r : doc.at("rounds")) {
            Round round;
            round.number = r.at("number").get<int>();
            round.attacker = r.at("attacker").get<std::string>();
            round.played = card(r.at("played"));
            round.answered = r.value("answered", false);
            if (r.contains("answer"))
                round.answer = card(r["answer"]);
            if (r.contains("counterattack")) {
                round.counterattack = roll(r["counterattack"]);
                round.counterattackRating = r.value("counterattackRating", 0);
            }
            round.automaticCounterattack = r.value("automaticCounterattack", false);
            round.rolesSwapped = r.value("rolesSwapped", false);
            for (const json &rf : r.value("reinforcements", json::array()))
                round.reinforcements.push_back({rf.at("unit").get<std::string>(),
                                                rf.at("from").get<std::string>(),
                                                roll(rf.at("roll")), rf.value("rating", 0),
                                                rf.value("success", false), rf.value("cards", 0)});
            b.rounds.push_back(round);
        }
        for (const json &d : doc.value("draws", json::array()))
            b.draws.push_back(
                {d.at("side").get<std::string>(), card(d.at("card")), roll(d.at("roll"))});
        if (doc.contains("deck")) {
            Deck deck;
            for (const auto &[id, n] : doc["deck"].at("remaining").items())
                deck.remaining[static_cast<int>(card(json(id)))] = n.get<int>();
            deck.seed = doc["deck"].value("seed", std::uint64_t(0));
            deck.next = doc["deck"].value("next", std::uint64_t(0));
            b.deck = deck;
        }
        b.winner = doc.value("winner", "");
        b.loser = doc.value("loser", "");
        if (doc.contains("winningCard"))
            b.winningCard = card(doc["winningCard"]);
        b.activeRoads = doc.value("activeRoads", std::set<std::string>{});
        if (doc.contains("retreatTo"))
            b.retreatTo = doc["retreatTo"].get<std::string>();
        b.retreatThrough = doc.value("retreatThrough", "");
        b.retreatExtraLoss = doc.value("retreatExtraLoss", 0);
        // The shared readers keep each text's message (format and arguments) for the faces.
        for (const json &st : doc.value("steps", json::array()))
            b.explanation.steps.push_back(st.get<umpire::Step>());
        for (const json &u : doc.value("unverified", json::array())) {
            UnverifiedUse use;
            use.item = u.value("item", "");
            use.text = u.value("text", "");
            use.source = u.value("source", "");
            use.userAction = u.value("userAction", "");
            b.explanation.unverified.push_back(use);
        }
        if (!data.location(b.location))
            return badInput(msg("N1815 combat: unknown location \"%1\"", {b.location}));
        if (!data.side(b.active.side) || data.otherSide(b.active.side) != b.other.side)
            return badInput(msg("N1815 combat: the sides must be \"%1\" and \"%2\"",
                                {data.sides.front().id, data.sides.back().id}));
        for (const std::string &side : {b.attacker, b.winner, b.loser, b.reinforcing})
            if (!side.empty() && side != b.active.side && side != b.other.side)
                return badInput(msg("N1815 combat: unknown side \"%1\"", {side}));
        for (const BattleSide *s : {&b.active, &b.other}) {
            std::vector<std::string> all = s->units;
            all.insert(all.end(), s->idle.begin(), s->idle.end());
            for (const auto &[u, n] : s->distribution)
                all.push_back(u);
            for (const auto &[u, from] : s->joined) {
                all.push_back(u);
                if (!data.location(from))
                    return badInput(msg("N1815 combat: unknown location \"%1\"", {from}));
            }
            for (const std::string &u : all)
                if (!data.unit(u) || data.unit(u)->side != s->side)
                    return badInput(
                        msg("N1815 combat: \"%1\" is not a unit of the %2 side", {u, s->side}));
        }
        if (b.phase != BattlePhase::Play && b.phase != BattlePhase::Done && b.rounds.empty() &&
            b.winner.empty())
            return badInput(msg("N1815 combat: the step \"%1\" needs a round", {phase}));
        return b;
    } catch (const json::exception &e) {
        return badInput(msg("N1815 combat: malformed: %1", {jsonExceptionText(e)}));
    } catch (const std::exception &e) {
        return badInput(msg("N1815 combat: malformed: %1", {std::string(e.what())}));
    }
}

} // namespace umpire::n1815
