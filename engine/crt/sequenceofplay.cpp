#include "sequenceofplay.h"

#include <algorithm>

namespace umpire::crt {

std::vector<SequenceStep> turnSequence(const Ruleset &ruleset,
                                       const std::vector<std::string> &playersInOrder)
{
    const nlohmann::json *sequence = ruleset.feature("/sequenceOfPlay");
    return sequence ? turnSequence(*sequence, playersInOrder) : std::vector<SequenceStep>();
}

std::vector<SequenceStep> turnSequence(const nlohmann::json &sequence,
                                       const std::vector<std::string> &playersInOrder)
{
    std::vector<SequenceStep> steps;
    if (!sequence.is_object() || !sequence.contains("playerTurn"))
        return steps;
    auto add = [&](const nlohmann::json &list, const std::string &player) {
        for (const nlohmann::json &s : list)
            steps.push_back({s.value("phase", std::string()), player, s.value("who", std::string()),
                             s.value("rule", std::string()), s.value("text", std::string())});
    };
    add(sequence.value("before", nlohmann::json::array()), "");
    for (const std::string &player : playersInOrder)
        add(sequence["playerTurn"], player);
    add(sequence.value("after", nlohmann::json::array()), "");
    return steps;
}

std::vector<std::string> defaultPlayerOrder(const Ruleset &ruleset,
                                            const std::vector<std::string> &sides)
{
    std::vector<std::string> players;
    for (const Ruleset::Player &p : ruleset.players)
        if (std::any_of(p.armies.begin(), p.armies.end(), [&](const std::string &a) {
                return std::find(sides.begin(), sides.end(), a) != sides.end();
            }))
            players.push_back(p.name);
    return players.empty() ? sides : players;
}

std::string describeStep(const SequenceStep &step)
{
    return (step.player.empty() ? "" : step.player + " ") + step.phase + " (" + step.rule + ")";
}

} // namespace umpire::crt
