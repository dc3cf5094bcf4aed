#pragma once

#include "explanation.h"
#include "result.h"
#include "vaevictisdata.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace umpire::vv {

// A distance on the table in every unit a player may measure with (VV Scale: 15 mm, 100 paces = 2.5
// cm; 25 mm, 50 paces = 2.5 cm).
struct Measure
{
    std::string scale; // "15mm"
    double paces = 0;
    double cm = 0;
    double mm = 0;
    double inches = 0;
    Explanation explanation;
};

// Converts a measured length ("cm", "mm", "in" or "paces") at a figure scale; refuses a negative or
// non-finite length, an unknown length unit and a scale that does not exist.
Result<Measure> measure(const Game &game, const std::string &scale, double value,
                        const std::string &unit);

// VV Scale: a length on the table (millimetres) at every figure scale of the rules, in their order
// (15 mm, then 25 mm); an error for a length measure() refuses.
Result<std::vector<Measure>> measureEveryScale(const Game &game, double mm);

// VV 1: one element's base at a scale.
struct Base
{
    std::string unit, baseKind; // baseKind: infantry, light-infantry, cavalry, irregular-cavalry,
                                // artillery, general
    double frontageMm = 0, depthMm = 0;
    int figures = 0; // 0 for a general (at the players' discretion)
    std::string figuresRule;
    Explanation explanation;
};

// The base of a unit type, or of a general's element when unitId is "general".
Result<Base> baseSize(const Game &game, const std::string &scale, const std::string &unitId);

// VV 3: the play area and the deployment zone.
struct Table
{
    int corps = 1;
    double widthCm = 0, depthCm = 0, deploymentCm = 0, minFeatureCm = 0;
    double widthPaces = 0, depthPaces = 0, deploymentPaces = 0;
    Explanation explanation;
};

// The table for a battle whose larger side has `corps` corps (1 to the army maximum).
Result<Table> tableSize(const Game &game, const std::string &scale, int corps);

void to_json(nlohmann::json &json, const Measure &measure);
void to_json(nlohmann::json &json, const Base &base);
void to_json(nlohmann::json &json, const Table &table);

// "360", "7.5", "3.54": a number as a player would write it (at most two decimals, no trailing
// zeros).
std::string numberText(double value);

} // namespace umpire::vv
