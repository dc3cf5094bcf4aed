#include "n1815data.h"

#include "jsonfile.h"
#include "ruledata.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <set>

namespace umpire::n1815 {

using nlohmann::json;

namespace {

struct CardInfo
{
    Card card;
    const char *id;
    const char *name;
};

constexpr CardInfo cardTable[cardTypes] = {
    {Card::InfantryAssault, "infantry-assault", "Infantry Assault"},
    {Card::GrandBattery, "grand-battery", "Grand Battery"},
    {Card::Skirmish, "skirmish", "Skirmish"},
    {Card::CavalryCharge, "cavalry-charge", "Cavalry Charge"},
    {Card::CombinedArms, "combined-arms", "Combined Arms"},
    {Card::CounterAttack, "counter-attack", "Counter Attack"}};

// "Braine Le Comte", "braine-le-comte" and "braine le comte" all fold to "braine le comte".
std::string fold(const std::string &text)
{
    std::string out;
    for (unsigned char c : text) {
        if (c == '-' || c == '_' || std::isspace(c)) {
            if (!out.empty() && out.back() != ' ')
                out += ' ';
        } else {
            out += static_cast<char>(std::tolower(c));
        }
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

Rating ratingFrom(const json &value, const std::string &pointer)
{
    return {value["value"].get<int>(), value["verified"].get<bool>(),
            value["source"].get<std::string>(), pointer};
}

} // namespace

std::string cardId(Card card)
{
    return cardTable[static_cast<int>(card)].id;
}
std::string cardName(Card card)
{
    return cardTable[static_cast<int>(card)].name;
}

Result<Card> cardFromText(const std::string &text)
{
    const std::string folded = fold(text);
    std::string known;
    for (const CardInfo &info : cardTable) {
        if (folded == fold(info.id) || folded == fold(info.name))
            return info.card;
        known += (known.empty() ? "" : ", ") + std::string(info.name);
    }
    return badInput(msg("unknown combat card \"%1\": the cards are %2", {text, known}));
}

std::string Unit::label() const
{
    if (kind == UnitKind::Commander)
        return name;
    std::string armyName = army;
    if (!armyName.empty())
        armyName[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(armyName[0])));
    return armyName + " " + name + (leader.empty() ? "" : " (" + leader + ")");
}

Result<Data> Data::load(const std::string &path)
{
    Result<json> document = readJsonFile(path, "rule-data file");
    if (!document)
        return document.error();
    return fromJson(*document, path);
}

Result<Data> Data::find(const std::vector<std::filesystem::path> &dirs)
{
    std::string searched;
    for (const std::filesystem::path &dir : dirs) {
        const std::filesystem::path file = dir / "n1815.json";
        std::error_code ec;
        if (std::filesystem::is_regular_file(file, ec))
            return load(file.string());
        searched += (searched.empty() ? "" : ", ") + dir.string();
    }
    return badInput(msg("no n1815.json (Napoleon 1815 Returns rule data) in %1",
                        {searched.empty() ? msg("any rule-data folder") : Message(searched)}));
}

Result<Data> Data::fromJson(const json &document, const std::string &path)
{
    if (Result<Ok> checked =
            checkRuleData(document, path, "n1815.schema.json", "Napoleon 1815 Returns schema");
        !checked)
        return checked.error();

    // Semantic checks the schema cannot express; the first failure names its JSON pointer.
    Message failure;
    auto fail = [&](const std::string &pointer, const Message &expected) {
        if (failure.empty())
            failure = msg("%1: at %2: %3", {path, pointer, expected});
    };

    Data d;
    d.m_document = document;
    d.path = path;
    d.name = document["name"];
    d.cite = document["cite"];
    d.dieFaces = document["die"]["faces"];
    d.rainOn = document["weather"]["rainOn"].get<std::vector<int>>();
    d.rainVariableModifier = document["weather"]["variableModifier"];
    const json &mv = document["movement"];
    d.infantryExtraCohesion = mv["infantryExtraCohesion"];
    d.infantryMaxLocations = mv["infantryMaxLocations"];
    d.cavalryLocationsPerPoint = mv["cavalryLocationsPerPoint"];
    d.cavalryMaxLocations = mv["cavalryMaxLocations"];
    d.commanderMaxLocations = mv["commanderMaxLocations"];
    const json &cb = document["combat"];
    d.riverCards = cb["riverCards"];
    d.retreatLoss = cb["retreatLoss"];
    d.extraRetreatLoss = cb["extraRetreatLoss"];
    d.counterattackDie = cb["counterattackDie"];

    std::set<std::string> ids;
    auto unique = [&](const std::string &id, const std::string &pointer) {
        if (!ids.insert(id).second)
            fail(pointer, msg("a unique id, but \"%1\" is used twice", {id}));
    };

    for (const json &s : document["sides"])
        d.sides.push_back({s["id"], s["name"], s["armies"].get<std::vector<std::string>>()});
    for (std::size_t i = 0; i + 1 < d.sides.size(); ++i)
        if (d.sides[i].id == d.sides[i + 1].id)
            fail("/sides/" + std::to_string(i + 1) + "/id", msg("two different sides"));

    const json &armies = document["armies"];
    for (std::size_t i = 0; i < armies.size(); ++i) {
        const json &a = armies[i];
        const std::string ap = "/armies/" + std::to_string(i);
        Army army;
        army.id = a["id"];
        army.name = a["name"];
        army.side = a["side"];
        army.color = a.value("color", "");
        unique(army.id, ap + "/id");
        const Side *side = d.side(army.side);
        if (!side)
            fail(ap + "/side", msg("one of the sides in /sides, not \"%1\"", {army.side}));
        else if (std::find(side->armies.begin(), side->armies.end(), army.id) == side->armies.end())
            fail(ap + "/side", msg("a side that lists the army \"%1\" in its armies", {army.id}));
        army.baseMovement = a["movement"]["base"];
        std::vector<int> covered(d.dieFaces + 1, 0);
        for (std::size_t r = 0; r < a["movement"]["variable"].size(); ++r) {
            const json &row = a["movement"]["variable"][r];
            VariableRow vr{row["from"], row["to"], row["points"]};
            const std::string rp = ap + "/movement/variable/" + std::to_string(r);
            if (vr.from > vr.to || vr.to > d.dieFaces)
                fail(rp, msg("a die range within 1 to %1, from not above to",
                             {std::to_string(d.dieFaces)}));
            else
                for (int f = vr.from; f <= vr.to; ++f)
                    ++covered[f];
            army.variable.push_back(vr);
        }
        for (int f = 1; f <= d.dieFaces; ++f)
            if (covered[f] != 1)
                fail(ap + "/movement/variable",
                     msg("every die roll 1 to %1 exactly once, but %2 is in %3 rows",
                         {std::to_string(d.dieFaces), std::to_string(f),
                          std::to_string(covered[f])}));
        const json &home = a["retreatToward"];
        army.homeCountries = home.value("countries", std::vector<std::string>{});
        army.homeLocations = home.value("locations", std::vector<std::string>{});
        army.homeText = home["text"];
        if (army.homeCountries.empty() && army.homeLocations.empty())
            fail(ap + "/retreatToward", msg("\"countries\" or \"locations\""));

        const json &c = a["commander"];
        Unit commander;
        commander.id = c["id"];
        commander.name = c["name"];
        commander.army = army.id;
        commander.side = army.side;
        commander.kind = UnitKind::Commander;
        commander.tactical = ratingFrom(c["tactical"], ap + "/commander/tactical");
        commander.cards = ratingFrom(c["cards"], ap + "/commander/cards");
        unique(commander.id, ap + "/commander/id");
        army.commander = commander.id;
        d.units.push_back(commander);

        for (std::size_t k = 0; k < a["corps"].size(); ++k) {
            const json &u = a["corps"][k];
            const std::string up = ap + "/corps/" + std::to_string(k);
            Unit corps;
            corps.id = u["id"];
            corps.name = u["name"];
            corps.leader = u.value("leader", "");
            corps.army = army.id;
            corps.side = army.side;
            corps.kind = u["type"] == "cavalry" ? UnitKind::Cavalry : UnitKind::Infantry;
            corps.cohesion = ratingFrom(u["cohesion"], up + "/cohesion");
            corps.halfway = ratingFrom(u["halfway"], up + "/halfway");
            corps.cards = ratingFrom(u["cards"], up + "/cards");
            corps.reducedCards = ratingFrom(u["reducedCards"], up + "/reducedCards");
            corps.tactical = ratingFrom(u["tactical"], up + "/tactical");
            unique(corps.id, up + "/id");
            if (corps.cohesion.value < 1)
                fail(up + "/cohesion/value", msg("a starting cohesion of at least 1"));
            if (corps.halfway.value >= corps.cohesion.value)
                fail(up + "/halfway/value", msg("a half-way mark below the starting cohesion %1",
                                                {std::to_string(corps.cohesion.value)}));
            if (corps.reducedCards.value > corps.cards.value)
                fail(up + "/reducedCards/value", msg("no more than the full card rating %1",
                                                     {std::to_string(corps.cards.value)}));
            army.corps.push_back(corps.id);
            d.units.push_back(corps);
        }
        d.armies.push_back(army);
    }
    for (std::size_t i = 0; i < d.sides.size(); ++i)
        for (const std::string &a : d.sides[i].armies)
            if (!d.army(a))
                fail("/sides/" + std::to_string(i) + "/armies",
                     msg("armies defined in /armies, not \"%1\"", {a}));
    for (std::size_t i = 0; i < d.units.size(); ++i)
        d.m_unitIndex[d.units[i].id] = i;

    const json &locs = document["locations"];
    for (std::size_t i = 0; i < locs.size(); ++i) {
        const json &l = locs[i];
        Location loc{
            l["id"],           l["name"],     l["country"], l.value("x", 0.0),
            l.value("y", 0.0), l["verified"], l["source"],  "/locations/" + std::to_string(i)};
        unique(loc.id, loc.pointer + "/id");
        d.m_locationIndex[loc.id] = d.locations.size();
        d.locations.push_back(loc);
    }
    const json &roads = document["roads"];
    std::set<std::pair<std::string, std::string>> seenRoads;
    for (std::size_t i = 0; i < roads.size(); ++i) {
        const json &r = roads[i];
        const std::string rp = "/roads/" + std::to_string(i);
        Road road{r["between"][0], r["between"][1], r.value("river", false),
                  r["verified"],   r["source"],     rp};
        for (const std::string &end : {road.a, road.b})
            if (!d.location(end))
                fail(rp + "/between", msg("locations listed in /locations, not \"%1\"", {end}));
        if (road.a == road.b)
            fail(rp + "/between", msg("two different locations"));
        if (!seenRoads.insert(std::minmax(road.a, road.b)).second)
            fail(rp + "/between",
                 msg("each road once, but %1 - %2 is given twice", {road.a, road.b}));
        d.roads.push_back(road);
    }
    for (const Army &army : d.armies)
        for (std::size_t k = 0; k < army.homeLocations.size(); ++k)
            if (!d.location(army.homeLocations[k]))
                fail("/armies/.../retreatToward/locations",
                     msg("known locations, not \"%1\"", {army.homeLocations[k]}));

    for (const auto &[unitId, loc] : document["setup"]["positions"].items()) {
        if (!d.unit(unitId))
            fail("/setup/positions/" + unitId, msg("a unit defined in /armies"));
        if (!d.location(loc.get<std::string>()))
            fail("/setup/positions/" + unitId,
                 msg("a location defined in /locations, not \"%1\"", {loc.get<std::string>()}));
        d.setup[unitId] = loc;
    }
    if (document["setup"].contains("optional")) {
        const json &opt = document["setup"]["optional"];
        d.optionalSetupRule = opt["rule"];
        for (std::size_t i = 0; i < opt["areas"].size(); ++i) {
            const json &a = opt["areas"][i];
            SetupArea area{a["army"], a["text"], a.value("countries", std::vector<std::string>{}),
                           a.value("except", std::vector<std::string>{}),
                           a.value("original", false)};
            if (!d.army(area.army))
                fail("/setup/optional/areas/" + std::to_string(i) + "/army",
                     msg("a known army, not \"%1\"", {area.army}));
            d.optionalSetup.push_back(area);
        }
    }
    for (const Unit &u : d.units)
        if (!d.setup.count(u.id))
            fail("/setup/positions",
                 msg("a set-up location for every unit, but \"%1\" has none", {u.id}));

    const json &cards = document["cards"];
    d.deckSize = cards["deckSize"];
    std::set<std::string> cardIds;
    int total = 0;
    for (std::size_t i = 0; i < cards["types"].size(); ++i) {
        const json &t = cards["types"][i];
        const std::string id = t["id"];
        const int index = static_cast<int>(cardFromText(id).value());
        if (!cardIds.insert(id).second)
            fail("/cards/types/" + std::to_string(i) + "/id",
                 msg("each card type once, but \"%1\" is given twice", {id}));
        d.deck[index] = ratingFrom(t["count"], "/cards/types/" + std::to_string(i) + "/count");
        total += d.deck[index].value;
    }
    if (total != d.deckSize)
        fail("/cards/types", msg("card counts adding up to the deck size %1, but they add up to %2",
                                 {std::to_string(d.deckSize), std::to_string(total)}));

    const json &obj = document["objectives"];
    d.objectivesDrawn = obj["draw"];
    for (std::size_t i = 0; i < obj["cards"].size(); ++i) {
        const json &o = obj["cards"][i];
        ObjectiveCard card{o["id"], o["name"], o["kind"], o.value("location", ""),
                           o.value("count", 0)};
        if (card.kind == "occupy" && !d.location(card.location))
            fail("/objectives/cards/" + std::to_string(i) + "/location",
                 msg("a known location, not \"%1\"", {card.location}));
        d.objectives.push_back(card);
    }
    if (d.objectivesDrawn > static_cast<int>(d.objectives.size()))
        fail("/objectives/draw", msg("no more objectives drawn than there are cards"));

    const json &pen = document["occupationPenalties"];
    d.penaltyOccupier = pen["occupier"];
    if (!d.side(d.penaltyOccupier))
        fail("/occupationPenalties/occupier", msg("a side, not \"%1\"", {d.penaltyOccupier}));
    for (std::size_t i = 0; i < pen["penalties"].size(); ++i) {
        const json &p = pen["penalties"][i];
        Penalty penalty{p["location"], p["armies"].get<std::vector<std::string>>(), p["cohesion"]};
        if (!d.location(penalty.location))
            fail("/occupationPenalties/penalties/" + std::to_string(i) + "/location",
                 msg("a known location"));
        for (const std::string &a : penalty.armies)
            if (!d.army(a))
                fail("/occupationPenalties/penalties/" + std::to_string(i) + "/armies",
                     msg("known armies, not \"%1\"", {a}));
        d.penalties.push_back(penalty);
    }
    const json &vic = document["victory"];
    d.lastTurn = vic["lastTurn"];
    d.automaticEliminations = vic["automaticEliminations"];
    d.tieWinner = vic["tieWinner"];
    if (!d.side(d.tieWinner))
        fail("/victory/tieWinner", msg("a side, not \"%1\"", {d.tieWinner}));

    if (!failure.empty())
        return badData(failure);
    return d;
}

const Unit *Data::unit(const std::string &id) const
{
    auto it = m_unitIndex.find(id);
    return it == m_unitIndex.end() ? nullptr : &units[it->second];
}

const Army *Data::army(const std::string &id) const
{
    for (const Army &a : armies)
        if (a.id == id)
            return &a;
    return nullptr;
}

const Side *Data::side(const std::string &id) const
{
    for (const Side &s : sides)
        if (s.id == id)
            return &s;
    return nullptr;
}

const Location *Data::location(const std::string &id) const
{
    auto it = m_locationIndex.find(id);
    return it == m_locationIndex.end() ? nullptr : &locations[it->second];
}

const Road *Data::road(const std::string &a, const std::string &b) const
{
    for (const Road &r : roads)
        if ((r.a == a && r.b == b) || (r.a == b && r.b == a))
            return &r;
    return nullptr;
}

const ObjectiveCard *Data::objective(const std::string &id) const
{
    for (const ObjectiveCard &o : objectives)
        if (o.id == id)
            return &o;
    return nullptr;
}

std::vector<const Road *> Data::roadsFrom(const std::string &location) const
{
    std::vector<const Road *> out;
    for (const Road &r : roads)
        if (r.a == location || r.b == location)
            out.push_back(&r);
    return out;
}

std::string Data::otherSide(const std::string &side) const
{
    for (const Side &s : sides)
        if (s.id != side)
            return s.id;
    return {};
}

Result<const Unit *> Data::findUnit(const std::string &text) const
{
    if (const Unit *u = unit(text))
        return u;
    const std::string folded = fold(text);
    for (const Unit &u : units)
        if (fold(u.id) == folded || (u.kind == UnitKind::Commander && fold(u.name) == folded))
            return &u;
    std::string known;
    for (const Unit &u : units)
        known += (known.empty() ? "" : ", ") + u.id;
    return badInput(msg("unknown unit \"%1\": the units are %2", {text, known}));
}

Result<const Location *> Data::findLocation(const std::string &text) const
{
    if (const Location *l = location(text))
        return l;
    const std::string folded = fold(text);
    for (const Location &l : locations)
        if (fold(l.id) == folded || fold(l.name) == folded)
            return &l;
    std::string known;
    for (const Location &l : locations)
        known += (known.empty() ? "" : ", ") + l.name;
    return badInput(msg("unknown location \"%1\": the map's locations are %2 (add a location to "
                        "your own copy of n1815.json to extend the map)",
                        {text, known}));
}

Result<const Army *> Data::findArmy(const std::string &text) const
{
    const std::string folded = fold(text);
    for (const Army &a : armies)
        if (fold(a.id) == folded || fold(a.name) == folded)
            return &a;
    std::string known;
    for (const Army &a : armies)
        known += (known.empty() ? "" : ", ") + a.id;
    return badInput(msg("unknown army \"%1\": the armies are %2", {text, known}));
}

int Data::distance(const std::string &from, const std::string &to) const
{
    std::map<std::string, int> dist{{from, 0}};
    std::deque<std::string> queue{from};
    while (!queue.empty()) {
        const std::string at = queue.front();
        queue.pop_front();
        if (at == to)
            return dist[at];
        for (const Road *r : roadsFrom(at))
            if (dist.emplace(r->other(at), dist[at] + 1).second)
                queue.push_back(r->other(at));
    }
    return -1;
}

int Data::distanceHome(const std::string &armyId, const std::string &from) const
{
    const Army *a = army(armyId);
    if (!a)
        return -1;
    auto isHome = [&](const std::string &loc) {
        const Location *l = location(loc);
        return (l && std::find(a->homeCountries.begin(), a->homeCountries.end(), l->country) !=
                         a->homeCountries.end()) ||
               std::find(a->homeLocations.begin(), a->homeLocations.end(), loc) !=
                   a->homeLocations.end();
    };
    std::map<std::string, int> dist{{from, 0}};
    std::deque<std::string> queue{from};
    while (!queue.empty()) {
        const std::string at = queue.front();
        queue.pop_front();
        if (isHome(at))
            return dist[at];
        for (const Road *r : roadsFrom(at))
            if (dist.emplace(r->other(at), dist[at] + 1).second)
                queue.push_back(r->other(at));
    }
    return -1;
}

void Data::use(Explanation &explanation, const Rating &rating, const std::string &what) const
{
    if (!rating.verified)
        explanation.addUnverified({"n1815:" + rating.pointer,
                                   name + ": " + what + " = " + std::to_string(rating.value),
                                   rating.source,
                                   "enter the value printed in your copy at " + rating.pointer +
                                       " of your own n1815.json"});
}

void Data::useLocation(Explanation &explanation, const std::string &id) const
{
    const Location *l = location(id);
    if (l && !l->verified)
        explanation.addUnverified(
            {"n1815:" + l->pointer, name + ": the location " + l->name, l->source,
             "check it against your map; correct " + l->pointer + " of your own n1815.json"});
}

void Data::useRoad(Explanation &explanation, const Road &road) const
{
    if (!road.verified) {
        const Location *a = location(road.a), *b = location(road.b);
        explanation.addUnverified(
            {"n1815:" + road.pointer,
             name + ": the road " + (a ? a->name : road.a) + " - " + (b ? b->name : road.b) +
                 (road.river ? " (crossing a river)" : ""),
             road.source,
             "check it against your map; correct " + road.pointer + " of your own n1815.json"});
    }
}

std::vector<UnverifiedUse> Data::allUnverified() const
{
    Explanation all;
    for (const Unit &u : units) {
        const std::string who = u.label();
        if (u.isCorps()) {
            use(all, u.cohesion, who + " cohesion");
            use(all, u.halfway, who + " half-way mark");
            use(all, u.reducedCards, who + " reduced card rating");
        }
        use(all, u.cards, who + " card rating");
        use(all, u.tactical, who + " tactical rating");
    }
    for (int i = 0; i < cardTypes; ++i)
        use(all, deck[i], "number of " + cardName(static_cast<Card>(i)) + " cards in the deck");
    for (const Location &l : locations)
        useLocation(all, l.id);
    for (const Road &r : roads)
        useRoad(all, r);
    return all.unverified;
}

} // namespace umpire::n1815
