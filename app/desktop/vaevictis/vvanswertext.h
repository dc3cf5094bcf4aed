#pragma once

#include <nlohmann/json.hpp>

#include <QString>

#include <functional>

// What the Vae Victis dialog's tabs ask and how they write an engine answer (vv::answer).
namespace vvui {

// A question to the engine, for the dialog's game (and its battle, when one is open): the
// answer, or null with the engine's reason in `error`.
using Ask = std::function<nlohmann::json(const nlohmann::json &request, QString *error)>;

// Each step with its rule and numbers, as HTML lines after the answer's headline.
QString stepsText(const nlohmann::json &answer);
// The stand-ins that decided the answer, in words; empty when there are none.
QString unverifiedText(const nlohmann::json &answer);

} // namespace vvui
