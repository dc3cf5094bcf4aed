#include "vaevictisscale.h"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace umpire::vv {

using nlohmann::json;

namespace {

constexpr double vaevictisMmPerInch = 25.4;

// Conversions are exact in decimal terms but not in binary: round to a millionth so that 7.5 cm is
// exactly 300 paces when compared with a range.
double vaevictisRound(double value)
{
    return std::round(value * 1e6) / 1e6;
}

} // namespace

std::string numberText(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string out = text;
    while (out.back() == '0')
        out.pop_back();
    if (out.back() == '.')
        out.pop_back();
    return out == "-0" ? "0" : out;
}

Result<Measure> measure(const Game &game, const std::string &scaleId, double value,
                        const std::string &unit)
{
    Result<const Scale *> scale = game.requireScale(scaleId);
    if (!scale)
        return scale.error();
    if (!std::isfinite(value))
        return badInput(msg("a distance must be a number, not %1", {std::to_string(value)}));
    if (value < 0)
        return badInput(msg("a distance cannot be negative: %1 %2 (measure from the element to "
                            "the target or point, which gives 0 or more)",
                            {numberText(value), unit}));
    if (value > 1e7)
        return badInput(
            msg("a distance of %1 %2 is larger than any table", {numberText(value), unit}));
    const double perMm = (*scale)->pacesPerMm;
    double mm = 0;
    if (unit == "cm")
        mm = value * 10;
    else if (unit == "mm")
        mm = value;
    else if (unit == "in" || unit == "inch" || unit == "inches")
        mm = value * vaevictisMmPerInch;
    else if (unit == "paces")
        mm = value / perMm;
    else
        return badInput(msg("unknown length unit \"%1\": give cm, mm, in or paces", {unit}));
    Measure m;
    m.scale = (*scale)->id;
    m.mm = vaevictisRound(mm);
    m.cm = vaevictisRound(mm / 10);
    m.inches = vaevictisRound(mm / vaevictisMmPerInch);
    m.paces = vaevictisRound(mm * perMm);
    // VV Scale: 15mm = 100 paces = 2.5cm; 25mm = 50 paces = 2.5cm.
    m.explanation.add((*scale)->rule,
                      (*scale)->name + ": " + numberText(perMm * 25) + " paces = 2.5 cm, so " +
                          numberText(value) + " " + unit + " is " + numberText(m.paces) +
                          " paces (" + numberText(m.cm) + " cm, " + numberText(m.inches) + " in)",
                      numberText(value) + " " + unit, numberText(m.paces) + " paces");
    return m;
}

Result<std::vector<Measure>> measureEveryScale(const Game &game, double mm)
{
    std::vector<Measure> all;
    for (const Scale &scale : game.common.scales) {
        Result<Measure> m = measure(game, scale.id, mm, "mm");
        if (!m)
            return m.error();
        all.push_back(std::move(m).value());
    }
    return all;
}

Result<Base> baseSize(const Game &game, const std::string &scaleId, const std::string &unitId)
{
    Result<const Scale *> found = game.requireScale(scaleId);
    if (!found)
        return found.error();
    const Scale &scale = **found;
    Base base;
    base.unit = unitId;
    base.frontageMm = scale.frontageMm;
    if (unitId == "general") {
        // VV 1: 20mm x 40mm for 25mm, 15mm x 30mm for 15mm.
        base.baseKind = "general";
        base.frontageMm = scale.generalWidthMm;
        base.depthMm = scale.generalDepthMm;
        base.explanation.add(scale.generalRule, "a general's element at " + scale.id + ": " +
                                                    numberText(base.frontageMm) + " mm x " +
                                                    numberText(base.depthMm) +
                                                    " mm, figures at the players' discretion");
        game.noteUse(base.explanation, scale.generalBase);
        return base;
    }
    Result<const Unit *> unit = game.requireUnit(unitId);
    if (!unit)
        return unit.error();
    const Unit &u = **unit;
    const std::string &element = u.element;
    // VV 1: the base depth by kind of element.
    if (u.category == "artillery")
        base.baseKind = "artillery";
    else if (u.category == "cavalry")
        base.baseKind =
            element.find("irregular") != std::string::npos ? "irregular-cavalry" : "cavalry";
    else
        base.baseKind =
            (element == "skirmishers" || element == "light-infantry" || element == "sharpshooters")
                ? "light-infantry"
                : "infantry";
    base.depthMm = scale.depthMm.at(base.baseKind);
    base.figures = scale.figures.at(base.baseKind);
    base.figuresRule = "VV 1";
    if (u.figures) {
        base.figures = *u.figures;
        base.figuresRule = game.cite + " Unit Factors (figures per element)";
    }
    base.explanation.add("VV 1", u.name + " is based as " + base.baseKind + " at " + scale.id +
                                     ": frontage " + numberText(base.frontageMm) + " mm, depth " +
                                     numberText(base.depthMm) + " mm");
    base.explanation.add(base.figuresRule, std::to_string(base.figures) + " figures per element");
    game.noteUse(base.explanation, u.provenance);
    return base;
}

Result<Table> tableSize(const Game &game, const std::string &scaleId, int corps)
{
    Result<const Scale *> found = game.requireScale(scaleId);
    if (!found)
        return found.error();
    const Scale &scale = **found;
    const auto &tbl = game.common.table;
    if (corps < 1 || corps > game.common.army.maxCorps)
        return badInput(msg("a side has 1 to %1 corps (%2), not %3",
                            {std::to_string(game.common.army.maxCorps), game.common.army.rule,
                             std::to_string(corps)}));
    Table t;
    t.corps = corps;
    const double factor = tbl.scaled ? scale.measureFactor : 1.0;
    // VV 3: 60cm x 60cm for one corps, 30cm more for each additional corps, up to 120cm.
    const double width = std::min(tbl.oneCorpsCm + tbl.perExtraCorpsCm * (corps - 1), tbl.maxCm);
    t.widthCm = width * factor;
    t.depthCm = tbl.oneCorpsCm * factor;
    t.deploymentCm = tbl.deploymentCm * factor;
    t.minFeatureCm = tbl.minFeatureCm * factor;
    t.widthPaces = vaevictisRound(t.widthCm * 10 * scale.pacesPerMm);
    t.depthPaces = vaevictisRound(t.depthCm * 10 * scale.pacesPerMm);
    t.deploymentPaces = vaevictisRound(t.deploymentCm * 10 * scale.pacesPerMm);
    t.explanation.add(tbl.rule,
                      std::to_string(corps) + (corps == 1 ? " corps: " : " corps: ") +
                          numberText(tbl.oneCorpsCm) + " cm, " + numberText(tbl.perExtraCorpsCm) +
                          " cm more for each corps after the first, at most " +
                          numberText(tbl.maxCm) + " cm",
                      {}, numberText(width) + " cm x " + numberText(tbl.oneCorpsCm) + " cm");
    if (factor != 1.0) {
        t.explanation.add(tbl.rule, "double all measurements for 25mm figures",
                          numberText(width) + " cm", numberText(t.widthCm) + " cm");
        game.noteUse(t.explanation, tbl.scaledProvenance);
    }
    t.explanation.add(tbl.rule, "players set up within " + numberText(t.deploymentCm) +
                                    " cm of their own side (" + numberText(t.deploymentPaces) +
                                    " paces)");
    return t;
}

void to_json(json &doc, const Measure &m)
{
    doc = {{"scale", m.scale},
           {"paces", m.paces},
           {"cm", m.cm},
           {"mm", m.mm},
           {"inches", m.inches},
           {"steps", m.explanation.steps},
           {"unverified", m.explanation.unverified}};
}

void to_json(json &doc, const Base &b)
{
    doc = {{"unit", b.unit},
           {"baseKind", b.baseKind},
           {"frontageMm", b.frontageMm},
           {"depthMm", b.depthMm},
           {"figures", b.figures},
           {"steps", b.explanation.steps},
           {"unverified", b.explanation.unverified}};
}

void to_json(json &doc, const Table &t)
{
    doc = {{"corps", t.corps},
           {"widthCm", t.widthCm},
           {"depthCm", t.depthCm},
           {"deploymentCm", t.deploymentCm},
           {"minFeatureCm", t.minFeatureCm},
           {"widthPaces", t.widthPaces},
           {"depthPaces", t.depthPaces},
           {"deploymentPaces", t.deploymentPaces},
           {"steps", t.explanation.steps},
           {"unverified", t.explanation.unverified}};
}

} // namespace umpire::vv
