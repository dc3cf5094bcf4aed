#include "mapdescription.h"

#include "jsonfile.h"
#include "safefile.h"

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace umpire::vision {

using nlohmann::json;

std::vector<HexPointMm> AnchorMarker::cornersMm() const
{
    const double x = topLeftMm.x, y = topLeftMm.y, s = sideMm;
    return {{x, y}, {x + s, y}, {x + s, y + s}, {x, y + s}};
}

const AnchorMarker *MapDescription::anchor(int marker) const
{
    for (const AnchorMarker &a : anchors)
        if (a.marker == marker)
            return &a;
    return nullptr;
}

bool MapDescription::onMap(HexPointMm p) const
{
    return p.x >= 0 && p.y >= 0 && p.x <= mapWidthMm && p.y <= mapHeightMm;
}

namespace {

Result<double> number(const json &object, const char *key, const std::string &where)
{
    if (!object.contains(key) || !object[key].is_number())
        return badInput(msg("%1.%2: expected a number", {where, key}));
    const double v = object[key].get<double>();
    if (!std::isfinite(v))
        return badInput(msg("%1.%2: expected a finite number", {where, key}));
    return v;
}

Result<HexPointMm> point(const json &object, const char *key, const std::string &where)
{
    if (!object.contains(key) || !object[key].is_array() || object[key].size() != 2 ||
        !object[key][0].is_number() || !object[key][1].is_number())
        return badInput(msg("%1.%2: expected [x, y] in millimetres", {where, key}));
    return HexPointMm{object[key][0].get<double>(), object[key][1].get<double>()};
}

} // namespace

Result<MapDescription> MapDescription::fromJson(const json &j)
{
    if (!j.is_object())
        return badInput(msg("the map description must be a JSON object"));
    MapDescription d;
    if (j.contains("aruco_dictionary")) {
        if (!j["aruco_dictionary"].is_string() || j["aruco_dictionary"] != "DICT_4X4_1000")
            return badInput(msg("aruco_dictionary: only \"DICT_4X4_1000\" is supported"));
    }
    if (!j.contains("map") || !j["map"].is_object())
        return badInput(msg("map: expected an object with the hex grid's geometry"));
    const json &m = j["map"];
    const std::string orientation = m.value("orientation", "flat-top");
    if (orientation != "flat-top" && orientation != "pointy-top")
        return badInput(msg("map.orientation: expected \"flat-top\" or \"pointy-top\", not \"%1\"",
                            {orientation}));
    d.layout.orientation =
        orientation == "flat-top" ? HexOrientation::FlatTop : HexOrientation::PointyTop;
    for (const char *key : {"columns", "rows"})
        if (!m.contains(key) || !m[key].is_number_integer() || m[key].get<long long>() < 1 ||
            m[key].get<long long>() > 99)
            return badInput(msg("map.%1: expected a whole number from 1 to 99", {key}));
    d.layout.columns = m["columns"].get<int>();
    d.layout.rows = m["rows"].get<int>();
    Result<double> flat = number(m, "flat_to_flat_mm", "map");
    if (!flat)
        return flat.error();
    if (*flat <= 0)
        return badInput(msg("map.flat_to_flat_mm: expected a positive size"));
    d.layout.flatToFlatMm = *flat;
    Result<HexPointMm> first = point(m, "hex_0101_center_mm", "map");
    if (!first)
        return first.error();
    d.layout.firstCentreMm = *first;
    d.layout.evenShifted = true;
    if (m.contains("even_columns_shifted_down_mm") && m["even_columns_shifted_down_mm"].is_number())
        d.layout.evenShifted = m["even_columns_shifted_down_mm"].get<double>() > 0;
    if (m.contains("map_size_mm")) {
        Result<HexPointMm> size = point(m, "map_size_mm", "map");
        if (!size)
            return size.error();
        d.mapWidthMm = size->x;
        d.mapHeightMm = size->y;
    } else { // the grid's extent and half a hex around it
        d.mapWidthMm = d.layout.firstCentreMm.x * 2 + (d.layout.columns - 1) * *flat * 0.866;
        d.mapHeightMm = d.layout.firstCentreMm.y * 2 + (d.layout.rows - 0.5) * *flat;
    }
    if (d.mapWidthMm <= 0 || d.mapHeightMm <= 0)
        return badInput(msg("map.map_size_mm: expected a positive width and height"));
    if (!j.contains("anchors") || !j["anchors"].is_array() || j["anchors"].empty())
        return badInput(
            msg("anchors: expected a list of anchor markers (marker, top_left_mm, side_mm)"));
    for (std::size_t i = 0; i < j["anchors"].size(); ++i) {
        const json &a = j["anchors"][i];
        const std::string where = "anchors[" + std::to_string(i) + "]";
        if (!a.is_object() || !a.contains("marker") || !a["marker"].is_number_integer() ||
            a["marker"].get<long long>() < 0 || a["marker"].get<long long>() > 999)
            return badInput(msg("%1.marker: expected a marker id from 0 to 999", {where}));
        AnchorMarker anchor;
        anchor.marker = a["marker"].get<int>();
        Result<HexPointMm> tl = point(a, "top_left_mm", where);
        if (!tl)
            return tl.error();
        Result<double> side = number(a, "side_mm", where);
        if (!side)
            return side.error();
        if (*side <= 0)
            return badInput(msg("%1.side_mm: expected a positive size", {where}));
        anchor.topLeftMm = *tl;
        anchor.sideMm = *side;
        if (d.anchor(anchor.marker))
            return badInput(msg("%1.marker: anchor %2 is listed twice",
                                {where, std::to_string(anchor.marker)}));
        d.anchors.push_back(anchor);
    }
    if (j.contains("order_of_battle")) {
        const json &oob = j["order_of_battle"];
        if (!oob.is_array())
            return badInput(msg("order_of_battle: expected a list of counter marker ids"));
        std::set<int> ids;
        for (const json &id : oob) {
            if (!id.is_number_integer() || id.get<long long>() < 0 || id.get<long long>() > 999)
                return badInput(
                    msg("order_of_battle: %1 is not a marker id from 0 to 999", {id.dump()}));
            if (d.isAnchor(id.get<int>()))
                return badInput(msg("order_of_battle: %1 is an anchor marker", {id.dump()}));
            ids.insert(id.get<int>());
        }
        d.orderOfBattle = ids;
    }
    if (j.contains("counter_mm") && j["counter_mm"].is_number())
        d.counterMm = j["counter_mm"].get<double>();
    if (j.contains("counter_marker_mm") && j["counter_marker_mm"].is_number())
        d.counterMarkerMm = j["counter_marker_mm"].get<double>();
    if (d.counterMm <= 0 || d.counterMarkerMm <= 0 || d.counterMarkerMm > d.counterMm)
        return badInput(
            msg("counter_mm, counter_marker_mm: expected a marker no larger than its counter"));
    return d;
}

Result<MapDescription> MapDescription::fromFile(const std::string &path)
{
    Result<std::string> text = readWholeFile(path, "map description");
    if (!text)
        return text.error();
    Result<json> document = parseJsonText(*text, "map description \"" + path + "\"");
    if (!document)
        return document.error();
    try {
        Result<MapDescription> d = fromJson(*document);
        if (!d)
            return badInput(msg("map description \"%1\": %2", {path, d.error().what}));
        return d;
    } catch (const json::exception &e) { // a field of another type than the one expected
        return badInput(msg("map description \"%1\": %2", {path, jsonExceptionText(e)}));
    }
}

json MapDescription::toJson() const
{
    json anchorList = json::array();
    for (const AnchorMarker &a : anchors)
        anchorList.push_back({{"marker", a.marker},
                              {"top_left_mm", {a.topLeftMm.x, a.topLeftMm.y}},
                              {"side_mm", a.sideMm},
                              {"center_mm", {a.centreMm().x, a.centreMm().y}}});
    const double step = layout.flatToFlatMm * std::sqrt(3.0) / 2;
    json j = {{"aruco_dictionary", dictionary},
              {"map",
               {{"orientation",
                 layout.orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top"},
                {"flat_to_flat_mm", layout.flatToFlatMm},
                {"hex_0101_center_mm", {layout.firstCentreMm.x, layout.firstCentreMm.y}},
                {"column_step_mm", step},
                {"row_step_mm", layout.flatToFlatMm},
                {"even_columns_shifted_down_mm", layout.evenShifted ? layout.flatToFlatMm / 2 : 0},
                {"columns", layout.columns},
                {"rows", layout.rows},
                {"map_size_mm", {mapWidthMm, mapHeightMm}}}},
              {"anchors", anchorList},
              {"counter_mm", counterMm},
              {"counter_marker_mm", counterMarkerMm}};
    if (orderOfBattle)
        j["order_of_battle"] = *orderOfBattle;
    return j;
}

} // namespace umpire::vision
