#include "statecheckpoint.h"

#include "explanation.h"
#include "journalline.h"
#include "jsonfile.h"

#include <charconv>
#include <climits>

namespace umpire::crt {

using nlohmann::json;

namespace {

json optional(const std::optional<int> &value)
{
    return value ? json(*value) : json(nullptr);
}

std::optional<int> optionalInt(const json &value)
{
    return value.is_null() ? std::nullopt : std::optional<int>(value.get<int>());
}

json unverifiedJson(const UnverifiedUse &u)
{
    json message;
    to_json(message, u.message);
    return {{"item", u.item},
            {"text", u.text},
            {"source", u.source},
            {"userAction", u.userAction},
            {"message", message}};
}

UnverifiedUse unverifiedFrom(const json &doc)
{
    UnverifiedUse u;
    u.item = doc.at("item").get<std::string>();
    u.text = doc.at("text").get<std::string>();
    u.source = doc.at("source").get<std::string>();
    u.userAction = doc.at("userAction").get<std::string>();
    from_json(doc.at("message"), u.message);
    return u;
}

json sideJson(const SideState &s)
{
    json changes = json::array();
    for (const LevelChange &c : s.levelChanges) {
        json text;
        to_json(text, c.text);
        changes.push_back({{"rule", c.rule},
                           {"text", text},
                           {"change", c.change},
                           {"demoralization", c.demoralization},
                           {"disintegration", c.disintegration}});
    }
    json restored = json::array();
    for (const MoraleRestoration &r : s.restored)
        restored.push_back({{"seq", r.seq}, {"corps", r.corps}, {"why", r.why}});
    return {{"name", s.name},
            {"casualties", s.casualties},
            {"carried", s.carried},
            {"corpsCasualties", s.corpsCasualties},
            {"cohesion", s.cohesion},
            {"points", s.points},
            {"exited", s.exited},
            {"demoralizationLevel", optional(s.demoralizationLevel)},
            {"disintegrationLevel", optional(s.disintegrationLevel)},
            {"baseDemoralizationLevel", optional(s.baseDemoralizationLevel)},
            {"baseDisintegrationLevel", optional(s.baseDisintegrationLevel)},
            {"levelChanges", changes},
            {"rallyRange", s.rallyRange ? json::array({s.rallyRange->first, s.rallyRange->second})
                                        : json(nullptr)},
            {"demoralized", s.demoralized},
            {"disintegrated", s.disintegrated},
            {"carriedCorps", s.carriedDemoralization.corps},
            {"carriedUnits", s.carriedDemoralization.units},
            {"restored", restored}};
}

SideState sideFrom(const json &doc)
{
    SideState s;
    s.name = doc.at("name").get<std::string>();
    s.casualties = doc.at("casualties").get<int>();
    s.carried = doc.at("carried").get<int>();
    s.corpsCasualties = doc.at("corpsCasualties").get<std::map<std::string, int>>();
    s.cohesion = doc.at("cohesion").get<std::map<std::string, int>>();
    s.points = doc.at("points").get<int>();
    s.exited = doc.at("exited").get<int>();
    s.demoralizationLevel = optionalInt(doc.at("demoralizationLevel"));
    s.disintegrationLevel = optionalInt(doc.at("disintegrationLevel"));
    s.baseDemoralizationLevel = optionalInt(doc.at("baseDemoralizationLevel"));
    s.baseDisintegrationLevel = optionalInt(doc.at("baseDisintegrationLevel"));
    for (const json &c : doc.at("levelChanges")) {
        LevelChange change;
        change.rule = c.at("rule").get<std::string>();
        from_json(c.at("text"), change.text);
        change.change = c.at("change").get<int>();
        change.demoralization = c.at("demoralization").get<bool>();
        change.disintegration = c.at("disintegration").get<bool>();
        s.levelChanges.push_back(std::move(change));
    }
    if (const json &range = doc.at("rallyRange"); !range.is_null())
        s.rallyRange = std::make_pair(range.at(0).get<int>(), range.at(1).get<int>());
    s.demoralized = doc.at("demoralized").get<bool>();
    s.disintegrated = doc.at("disintegrated").get<bool>();
    s.carriedDemoralization.corps = doc.at("carriedCorps").get<std::set<std::string>>();
    s.carriedDemoralization.units = doc.at("carriedUnits").get<std::set<std::string>>();
    for (const json &r : doc.at("restored"))
        s.restored.push_back({r.at("seq").get<std::uint64_t>(), r.at("corps").get<std::string>(),
                              r.at("why").get<std::string>()});
    return s;
}

json unitJson(const UnitState &u)
{
    return {{"id", u.id},
            {"side", u.side},
            {"corps", u.corps},
            {"type", u.type},
            {"printed", u.printed},
            {"strength", u.strength},
            {"arrives", u.arrives},
            {"status", static_cast<int>(u.status)},
            {"eliminatedBefore", u.eliminatedBefore},
            {"hex", u.hex},
            {"movement", optional(u.movement)},
            {"range", u.range},
            {"leader", u.leader},
            {"dot", u.dot},
            {"marker", optional(u.marker)},
            {"fire", u.fire},
            {"disrupted", u.disrupted},
            {"disruptedStrength", optional(u.disruptedStrength)},
            {"disruptedDot", u.disruptedDot ? json(*u.disruptedDot) : json(nullptr)}};
}

UnitState unitFrom(const json &doc)
{
    UnitState u;
    u.id = doc.at("id").get<std::string>();
    u.side = doc.at("side").get<std::string>();
    u.corps = doc.at("corps").get<std::string>();
    u.type = doc.at("type").get<std::string>();
    u.printed = doc.at("printed").get<int>();
    u.strength = doc.at("strength").get<int>();
    u.arrives = doc.at("arrives").get<int>();
    const int status = doc.at("status").get<int>();
    if (status < 0 || status > static_cast<int>(UnitState::Status::Exited))
        throw json::other_error::create(501, "a unit's status is out of range", nullptr);
    u.status = static_cast<UnitState::Status>(status);
    u.eliminatedBefore = doc.at("eliminatedBefore").get<bool>();
    u.hex = doc.at("hex").get<std::string>();
    u.movement = optionalInt(doc.at("movement"));
    u.range = doc.at("range").get<int>();
    u.leader = doc.at("leader").get<bool>();
    u.dot = doc.at("dot").get<std::string>();
    u.marker = optionalInt(doc.at("marker"));
    u.fire = doc.at("fire").get<int>();
    u.disrupted = doc.at("disrupted").get<bool>();
    u.disruptedStrength = optionalInt(doc.at("disruptedStrength"));
    if (const json &dot = doc.at("disruptedDot"); !dot.is_null())
        u.disruptedDot = dot.get<std::string>();
    return u;
}

json dueJson(const CombatDue &d)
{
    return {{"combat", d.combat},
            {"packed", d.packed},
            {"applied", d.applied},
            {"closed", d.closed},
            {"hexes", d.hexes}};
}

CombatDue dueFrom(const json &doc)
{
    CombatDue d;
    d.combat = doc.at("combat").get<std::uint64_t>();
    d.packed = doc.at("packed").get<std::string>();
    d.applied = doc.at("applied").get<std::vector<std::set<std::string>>>();
    d.closed = doc.at("closed").get<std::vector<bool>>();
    d.hexes = doc.at("hexes").get<std::map<std::string, std::string>>();
    return d;
}

// The members that grow with the game (a roll, a note, an undo at a time) as one text of numbers,
// each sequence number as the difference from the one before, so that a long game's checkpoint is
// read in a few milliseconds: "12 4 0 7 ..." where JSON arrays of arrays took tens.
void packNumber(std::string &out, std::int64_t value)
{
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, value);
    (void)ec;
    if (!out.empty())
        out += ' ';
    out.append(digits, end);
}

std::int64_t packedDelta(std::uint64_t seq, std::uint64_t last)
{
    return static_cast<std::int64_t>(seq) - static_cast<std::int64_t>(last);
}

// The numbers of a packed text; a text that is not one is an error of the checkpoint's state.
std::vector<std::int64_t> unpackNumbers(const json &packed, const char *what)
{
    const std::string &text = packed.get_ref<const std::string &>();
    std::vector<std::int64_t> numbers;
    numbers.reserve(text.size() / 3);
    const char *at = text.data();
    const char *const end = text.data() + text.size();
    while (at < end) {
        std::int64_t value = 0;
        const auto [next, ec] = std::from_chars(at, end, value);
        if (ec != std::errc() || (next < end && *next != ' '))
            throw json::other_error::create(501, std::string(what) + " is not a packed list",
                                            nullptr);
        numbers.push_back(value);
        at = next < end ? next + 1 : next;
    }
    return numbers;
}

// Sequence numbers from their differences, each one 1 or more.
std::uint64_t unpackedSeq(std::int64_t delta, std::uint64_t last, const char *what)
{
    const std::int64_t seq = static_cast<std::int64_t>(last) + delta;
    if (seq < 0)
        throw json::other_error::create(501, std::string(what) + " is not a packed list", nullptr);
    return static_cast<std::uint64_t>(seq);
}

template <typename Seqs> std::string packSeqs(const Seqs &seqs)
{
    std::string out;
    std::uint64_t last = 0;
    for (const std::uint64_t seq : seqs) {
        packNumber(out, packedDelta(seq, last));
        last = seq;
    }
    return out;
}

std::vector<std::uint64_t> unpackSeqs(const json &packed, const char *what)
{
    std::vector<std::uint64_t> seqs;
    std::uint64_t last = 0;
    for (const std::int64_t delta : unpackNumbers(packed, what))
        seqs.push_back(last = unpackedSeq(delta, last, what));
    return seqs;
}

// Each roll as three numbers: its event (from the one before), its value times 4 plus 1 when
// generated and 2 when voided, and its draw (a generated one's from the generated one before: the
// generator's draws follow each other). Values are 0 or more (a die, a count).
std::string packRolls(const std::vector<RollRecord> &rolls)
{
    std::string out;
    out.reserve(rolls.size() * 8);
    std::uint64_t last = 0, lastDraw = 0;
    for (const RollRecord &r : rolls) {
        packNumber(out, packedDelta(r.seq, last));
        packNumber(out, std::int64_t{r.value} * 4 + (r.generated ? 1 : 0) + (r.voided ? 2 : 0));
        packNumber(out,
                   r.generated ? packedDelta(r.draw, lastDraw) : static_cast<std::int64_t>(r.draw));
        last = r.seq;
        if (r.generated)
            lastDraw = r.draw;
    }
    return out;
}

std::vector<RollRecord> unpackRolls(const json &packed)
{
    const std::vector<std::int64_t> n = unpackNumbers(packed, "rolls");
    if (n.size() % 3)
        throw json::other_error::create(501, "rolls is not a packed list", nullptr);
    std::vector<RollRecord> rolls;
    rolls.reserve(n.size() / 3);
    std::uint64_t last = 0, lastDraw = 0;
    for (std::size_t i = 0; i < n.size(); i += 3) {
        if (n[i + 1] < 0 || n[i + 1] / 4 > INT_MAX)
            throw json::other_error::create(501, "a roll is out of range", nullptr);
        const bool generated = (n[i + 1] & 1) != 0;
        last = unpackedSeq(n[i], last, "rolls");
        const std::uint64_t draw = generated ? unpackedSeq(n[i + 2], lastDraw, "rolls")
                                             : static_cast<std::uint64_t>(n[i + 2]);
        if (!generated && n[i + 2] < 0)
            throw json::other_error::create(501, "a roll is out of range", nullptr);
        if (generated)
            lastDraw = draw;
        rolls.push_back(
            {last, static_cast<int>(n[i + 1] / 4), generated, draw, (n[i + 1] & 2) != 0});
    }
    return rolls;
}

} // namespace

json stateToCheckpoint(const GameState &st)
{
    json sides = json::array();
    for (const SideState &s : st.sides)
        sides.push_back(sideJson(s));
    json units = json::array();
    for (const auto &entry : st.units)
        units.push_back(unitJson(entry.second));
    json counters = json::array();
    for (const auto &[marker, hex] : st.counterHexes)
        counters.push_back(json::array({marker, hex}));
    json dues = json::array();
    for (const CombatDue &d : st.dues)
        dues.push_back(dueJson(d));
    json entered = json::object();
    for (const auto &[unit, entry] : st.entered)
        entered[unit] = json::array({entry.first, entry.second});
    json unverified = json::array();
    for (const UnverifiedUse &u : st.unverified)
        unverified.push_back(unverifiedJson(u));
    return {{"ruleset", st.ruleset},
            {"atSeq", st.atSeq},
            {"turn", st.turn},
            {"phase", st.phase},
            {"phasePlayer", st.phasePlayer},
            {"step", st.step},
            {"weather", weatherName(st.weather)},
            {"players", st.players},
            {"turns", st.turns},
            {"seed", st.seed},
            {"nextDraw", st.nextDraw},
            {"sides", sides},
            {"units", units},
            {"rolls", packRolls(st.rolls)},
            {"undone", packSeqs(st.undone)},
            {"notes", packSeqs(st.notes)},
            {"counterHexes", counters},
            {"countersRemoved", st.countersRemoved},
            {"dues", dues},
            {"map", st.map},
            {"moved", st.moved},
            {"rallied", st.rallied},
            {"fired", st.fired},
            {"reorganized", st.reorganized},
            {"entered", entered},
            {"unverified", unverified},
            {"settings", st.settings},
            {"scenarioRules", st.scenarioRules},
            {"scenarioVictory", st.scenarioVictory}};
}

Result<GameState> stateFromCheckpoint(const json &doc)
{
    GameState st;
    try {
        st.ruleset = doc.at("ruleset").get<std::string>();
        st.atSeq = doc.at("atSeq").get<std::uint64_t>();
        st.turn = doc.at("turn").get<int>();
        st.phase = doc.at("phase").get<std::string>();
        st.phasePlayer = doc.at("phasePlayer").get<std::string>();
        st.step = doc.at("step").get<int>();
        st.weather = weatherOr(doc.at("weather").get<std::string>());
        st.players = doc.at("players").get<std::vector<std::string>>();
        st.turns = doc.at("turns").get<std::vector<json>>();
        st.seed = doc.at("seed").get<std::uint64_t>();
        st.nextDraw = doc.at("nextDraw").get<std::uint64_t>();
        for (const json &s : doc.at("sides"))
            st.sides.push_back(sideFrom(s));
        for (const json &u : doc.at("units")) {
            UnitState unit = unitFrom(u);
            const std::string id = unit.id;
            st.units.emplace(id, std::move(unit));
        }
        st.rolls = unpackRolls(doc.at("rolls"));
        for (const std::uint64_t seq : unpackSeqs(doc.at("undone"), "undone"))
            st.undone.insert(st.undone.end(), seq);
        st.notes = unpackSeqs(doc.at("notes"), "notes");
        for (const json &c : doc.at("counterHexes"))
            st.counterHexes[c.at(0).get<int>()] = c.at(1).get<std::string>();
        st.countersRemoved = doc.at("countersRemoved").get<std::set<int>>();
        for (const json &d : doc.at("dues"))
            st.dues.push_back(dueFrom(d));
        st.map = doc.at("map").get<std::string>();
        st.moved = doc.at("moved").get<std::set<std::string>>();
        st.rallied = doc.at("rallied").get<std::set<std::string>>();
        st.fired = doc.at("fired").get<std::set<std::string>>();
        st.reorganized = doc.at("reorganized").get<std::set<std::string>>();
        for (const auto &[unit, entry] : doc.at("entered").items())
            st.entered[unit] = {entry.at(0).get<std::string>(), entry.at(1).get<int>()};
        for (const json &u : doc.at("unverified"))
            st.unverified.push_back(unverifiedFrom(u));
        st.settings = doc.at("settings");
        st.scenarioRules = doc.at("scenarioRules");
        st.scenarioVictory = doc.at("scenarioVictory");
    } catch (const json::exception &e) {
        return badData(msg("the checkpoint's game state: %1", {jsonExceptionText(e)}));
    }
    return st;
}

std::string rulesFingerprint(const Ruleset &ruleset)
{
    const std::string text = ruleset.document().dump() + "\n" + ruleset.id + "\nstate " +
                             std::to_string(stateCheckpointFormat);
    return sumText(bytesSum(text));
}

} // namespace umpire::crt
