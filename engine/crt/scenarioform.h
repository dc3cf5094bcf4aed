#pragma once

#include "hexmap.h"
#include "message.h"
#include "result.h"
#include "ruleset.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace umpire::crt {

// The three lists of a scenario whose items the rules read one by one.
enum class ScenarioPart { Side, Turn, Unit };

// One value a scenario gives a side, a turn or a unit: its key in the file, the rule that reads it
// (empty for what every chart game has, a unit's name), and what it takes.
struct ScenarioField
{
    enum class Kind {
        Text,     // a name or a label
        Count,    // a whole number, `minimum` or more
        DieRange, // BMW 11.2: the lowest and the highest die, [1, 2]
        Choice,   // one of `choices` (a unit's side: one of the scenario's sides)
        Flag,     // true, or not given
        Hex       // a hex id of the scenario's map
    };
    std::string key;
    std::string rule;
    Kind kind = Kind::Text;
    int minimum = 0;
    bool required = false;
    std::vector<std::string> choices; // Choice; a unit's side takes the scenario's sides instead
};

// What the checks of one side, turn or unit need to know of the rest of the scenario.
struct ScenarioContext
{
    std::set<std::string> sides;    // the scenario's sides
    std::set<std::string> others;   // the names the other items of the same part hold (each once)
    int turns = 0;                  // the turn record's length
    std::string map;                // the scenario's map id, or none
    const HexMap *hexMap = nullptr; // that map when it is at hand: a unit's hex is checked on it
    std::map<std::string, std::string> settingOfCorps; // a corps, and the setting that brings it
    // The scenario is being entered (an editor's cell, a pasted row): what another part settles
    // later is not checked yet (a unit's hex before the scenario has its map, its turn of arrival
    // before the turn record is that long). A scenario loaded or saved is checked whole.
    bool partial = false;
};

// A problem of one item: where in it (a JSON pointer inside the item, "/hex") and what was
// expected there.
struct ScenarioProblem
{
    std::string pointer;
    Message expected;
};

// What a scenario of a ruleset holds, decided from the ruleset's data: the fields of its sides
// (the levels its morale rules have, a rally range where sides rally), of its turns (a weather
// where its rules give night or rain turns) and of its units (what its counters print), with the
// checks of one item that the scenario loader and the scenario editor share. The ruleset must
// outlive the form.
class ScenarioForm
{
  public:
    explicit ScenarioForm(const Ruleset &ruleset);

    // Every field the scenario format knows for a part, in the order an editor's table shows them.
    static const std::vector<ScenarioField> &allFields(ScenarioPart part);

    const Ruleset &ruleset() const { return *m_ruleset; }
    // The fields of a part this ruleset's rules read, in allFields' order.
    const std::vector<ScenarioField> &fields(ScenarioPart part) const;
    const ScenarioField *field(ScenarioPart part, const std::string &key) const;

    // A side's demoralization or disintegration level as the rules have it: whether the side has
    // one at all (NAW 8.2: only the Allied army is demoralized), the level the rules themselves
    // give (NAW 8.2: forty), and the rule.
    struct Level
    {
        bool applies = false;
        std::optional<int> rules;
        std::string rule;
    };
    Level level(const std::string &kind, const std::string &side) const;

    // A value typed for a field (a table's cell, a spreadsheet's) as the file holds it: null when
    // the text is empty and the field may be left out; BadInput saying what the field takes.
    // `sides`: a unit's side is one of them.
    Result<nlohmann::json> read(const ScenarioField &field, const std::string &typed,
                                const std::set<std::string> &sides = {}) const;
    // A value of the file as it is typed back ([1, 2] is "1-2", true is "yes"); empty for null.
    static std::string text(const nlohmann::json &value);

    // What is wrong with one side, turn or unit of a scenario (its fields as the file has them),
    // or nothing.
    std::optional<ScenarioProblem> check(ScenarioPart part, const nlohmann::json &item,
                                         const ScenarioContext &context) const;

  private:
    std::optional<ScenarioProblem> checkSide(const nlohmann::json &side,
                                             const ScenarioContext &context) const;
    std::optional<ScenarioProblem> checkTurn(const nlohmann::json &turn) const;
    std::optional<ScenarioProblem> checkUnit(const nlohmann::json &unit,
                                             const ScenarioContext &context) const;

    const Ruleset *m_ruleset;
    std::vector<ScenarioField> m_sides, m_turns, m_units;
};

} // namespace umpire::crt
