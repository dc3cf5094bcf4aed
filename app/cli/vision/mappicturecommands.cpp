// umpire-cli map fit-grid IMAGE and map suggest-terrain MAP: a map from its picture (vision/'s grid
// fit and terrain classifier, so umpire-cli-vision's); every other map subcommand is umpire-cli's.
#include "clicontext.h"
#include "datapath.h"
#include "gridfit.h"
#include "hexmap.h"
#include "imagefile.h"
#include "jsonfile.h"
#include "mapcommands.h"
#include "picturegrid.h"
#include "safefile.h"
#include "terrainclassifier.h"

#include <opencv2/core.hpp>

#include <cmath>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

namespace umpire::cli {

using nlohmann::json;
namespace fs = std::filesystem;

extern const std::set<std::string> mapPictureValueOptions;
const std::set<std::string> mapPictureValueOptions = {"output",  "id",  "title",       "game",
                                                      "hex-mm",  "dpi", "orientation", "centres",
                                                      "corners", "hex", "shifted",     "k"};

namespace {

// "X,Y" as a point in pixels.
Result<PicturePoint> pointOf(const std::string &text, const std::string &option)
{
    static const std::regex point(R"(^\s*(-?[0-9]+(\.[0-9]+)?)\s*,\s*(-?[0-9]+(\.[0-9]+)?)\s*$)");
    std::smatch m;
    if (!std::regex_match(text, m, point))
        return badInput(
            msg("%1: \"%2\" is not a point X,Y in the picture's pixels", {option, text}));
    return PicturePoint{std::stod(m[1].str()), std::stod(m[3].str())};
}

// --centres "X,Y X,Y X,Y" (one value, or its points as the arguments after it).
Result<std::vector<PicturePoint>> pointsOf(const CliOptions &o, const std::string &option,
                                           std::size_t count, std::vector<std::string> &spare)
{
    std::vector<PicturePoint> out;
    std::vector<std::string> texts;
    std::string value = *o.value(option);
    for (char &c : value)
        if (c == ';')
            c = ' ';
    std::istringstream words(value);
    for (std::string w; words >> w;)
        texts.push_back(w);
    while (texts.size() < count && !spare.empty() && pointOf(spare.front(), option)) {
        texts.push_back(spare.front());
        spare.erase(spare.begin());
    }
    if (texts.size() != count)
        return badInput(msg("--%1 takes %2 points X,Y (in the picture's pixels), not %3",
                            {option, std::to_string(count), std::to_string(texts.size())}));
    for (const std::string &t : texts) {
        Result<PicturePoint> p = pointOf(t, "--" + option);
        if (!p)
            return p.error();
        out.push_back(*p);
    }
    return out;
}

Result<double> positiveNumber(const CliOptions &o, const std::string &option, double fallback)
{
    const std::optional<std::string> text = o.value(option);
    if (!text)
        return fallback;
    char *end = nullptr;
    const double v = std::strtod(text->c_str(), &end);
    if (end == text->c_str() || *end != '\0' || !(v > 0) || !std::isfinite(v) || v > 1e5)
        return badInput(msg("--%1: expected a number above 0, not \"%2\"", {option, *text}));
    return v;
}

json latticeJson(const PictureLattice &l)
{
    return {{"orientation", l.orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top"},
            {"originPx", {l.origin.x, l.origin.y}},
            {"columnStepPx", {l.columnStep.x, l.columnStep.y}},
            {"rowStepPx", {l.rowStep.x, l.rowStep.y}},
            {"flatToFlatPx", l.flatToFlatPx()}};
}

// umpire-cli map fit-grid IMAGE ...: the picture's grid found (or clicked), numbered as printed,
// and the map file's skeleton around it.
int cmdFitGrid(Context &ctx, const CliOptions &o)
{
    std::vector<std::string> args = o.positional();
    if (args.size() < 2)
        return report(badInput("usage: umpire-cli map fit-grid IMAGE [--output MAP.json] "
                               "[--hex X,Y=ID --hex X,Y=ID] [--centres \"X,Y X,Y X,Y\"] "
                               "[--corners \"X,Y X,Y X,Y X,Y\"] [--hex-mm MM | --dpi N] [--json]"),
                      ctx.json);
    const std::string imagePath = args[1];
    std::vector<std::string> spare(args.begin() + 2, args.end());
    Result<cv::Mat> read = vision::readImageFile(imagePath, "map fit-grid");
    if (!read)
        return report(read.error(), ctx.json);
    cv::Mat picture = *read;
    const std::string game = o.value("game").value_or("nlb");
    if (game != "nlb" && game != "bmw" && game != "naw")
        return report(
            badInput("--game is nlb, bmw or naw (whose map rules apply), not \"" + game + "\""),
            ctx.json);
    const std::optional<std::string> output = o.value("output");
    const std::string id =
        o.value("id").value_or(ruleDataId(fs::path(output ? *output : imagePath).stem().string()));
    if (!std::regex_match(id, std::regex("^[a-z][a-z0-9-]*$")))
        return report(badInput("--id: a map id is lower case letters, digits and dashes, starting "
                               "with a letter, not \"" +
                               id + "\""),
                      ctx.json);
    std::vector<std::string> written;
    // A photograph: straightened from its four corners first, the straightened picture the map's.
    bool straightened = false;
    if (o.has("corners")) {
        Result<std::vector<PicturePoint>> corners = pointsOf(o, "corners", 4, spare);
        if (!corners)
            return report(corners.error(), ctx.json);
        std::array<cv::Point2d, 4> c;
        for (std::size_t i = 0; i < 4; ++i)
            c[i] = {(*corners)[i].x, (*corners)[i].y};
        Result<cv::Mat> flat = vision::straightenPicture(picture, c);
        if (!flat)
            return report(flat.error(), ctx.json);
        picture = *flat;
        straightened = true;
    }
    std::optional<HexOrientation> orientation;
    if (const auto text = o.value("orientation")) {
        if (*text != "flat-top" && *text != "pointy-top")
            return report(
                badInput("--orientation is flat-top or pointy-top, not \"" + *text + "\""),
                ctx.json);
        orientation = *text == "flat-top" ? HexOrientation::FlatTop : HexOrientation::PointyTop;
    }
    vision::GridFit fit;
    bool clicked = false;
    if (o.has("centres")) {
        Result<std::vector<PicturePoint>> centres = pointsOf(o, "centres", 3, spare);
        if (!centres)
            return report(centres.error(), ctx.json);
        Result<PictureLattice> start =
            latticeFromCentres((*centres)[0], (*centres)[1], (*centres)[2]);
        if (!start)
            return report(start.error(), ctx.json);
        fit = vision::refineLattice(picture, *start);
        clicked = true;
    } else {
        vision::GridFitOptions options;
        options.orientation = orientation;
        Result<vision::GridFit> found = vision::fitHexGrid(picture, options);
        if (!found)
            return report(badInput(imagePath + ": " + found.error().message), ctx.json);
        fit = *found;
    }
    if (!spare.empty())
        return report(badInput("unexpected argument \"" + spare.front() + "\" for map fit-grid"),
                      ctx.json);

    // The picture's scale: the printed hex's size (16 mm unless told), or the scan's dpi.
    GridPlacement placement;
    Result<double> hexMm = positiveNumber(o, "hex-mm", 16.0);
    Result<double> dpi = positiveNumber(o, "dpi", 0.0);
    if (!hexMm)
        return report(hexMm.error(), ctx.json);
    if (!dpi)
        return report(dpi.error(), ctx.json);
    if (o.has("hex-mm") && o.has("dpi"))
        return report(badInput("give the scale by --hex-mm or by --dpi, not both"), ctx.json);
    placement.pixelsPerMm = o.has("dpi") ? *dpi / 25.4 : fit.lattice.flatToFlatPx() / *hexMm;
    placement.widthPx = picture.cols;
    placement.heightPx = picture.rows;
    placement.outlines = fit.outlines;
    for (const std::string &typed : o.values("hex")) {
        const std::size_t eq = typed.find('=');
        if (eq == std::string::npos || eq + 1 == typed.size())
            return report(badInput("--hex: expected X,Y=ID (a point in a hex and its printed id), "
                                   "not \"" +
                                   typed + "\""),
                          ctx.json);
        Result<PicturePoint> at = pointOf(typed.substr(0, eq), "--hex");
        if (!at)
            return report(at.error(), ctx.json);
        placement.typed.push_back({*at, typed.substr(eq + 1)});
    }
    if (const auto shifted = o.value("shifted")) {
        if (*shifted != "even" && *shifted != "odd")
            return report(badInput("--shifted is even or odd, not \"" + *shifted + "\""), ctx.json);
        placement.evenShifted = *shifted == "even";
    }
    // The picture beside the map file: the one given when it is in the map's folder already, else a
    // copy (the straightened one written there).
    const fs::path mapFolder = output ? fs::absolute(*output).parent_path() : fs::current_path();
    std::error_code ec;
    const fs::path imageReal = fs::canonical(imagePath, ec);
    std::string pictureFile;
    if (!straightened && !ec && imageReal.parent_path() == fs::weakly_canonical(mapFolder, ec))
        pictureFile = imageReal.filename().string();
    else
        pictureFile =
            id + (straightened ? std::string(".png") : fs::path(imagePath).extension().string());
    placement.pictureFile = pictureFile;
    Result<PlacedGrid> placed = placeGridOnPicture(fit.lattice, placement);
    if (!placed)
        return report(placed.error(), ctx.json);
    const HexGrid grid(placed->layout);

    Result<json> key = ctx.library.terrainKeyFor(game);
    if (!key)
        return report(key.error(), ctx.json);
    json map = {
        {"format", 1},
        {"id", id},
        {"title", o.value("title").value_or("Map from " + fs::path(imagePath).filename().string() +
                                            " (terrain to paint)")},
        {"game", game},
        {"source", "umpire-cli map fit-grid " + fs::path(imagePath).filename().string()},
        {"grid", gridJson(placed->layout)},
        {"picture", placed->picture.toJson()},
        {"terrainKey", *key},
        {"defaultTerrain", "clear"}};
    // The skeleton is a map like any other: checked as one before it is shown or written.
    if (Result<crt::HexMap> check = crt::HexMap::fromJson(map, id + ".json"); !check)
        return report(check.error(), ctx.json);

    if (output) {
        const fs::path picturePath = mapFolder / pictureFile;
        if (straightened || fs::weakly_canonical(picturePath, ec) != imageReal) {
            if (fs::exists(picturePath, ec))
                return report(badInput(msg("%1: already exists: the map's picture would replace "
                                           "it (choose another --id or --output)",
                                           {picturePath.string()})),
                              ctx.json);
            if (straightened) {
                if (Result<Ok> ok = vision::writeImageFile(picturePath.string(), picture); !ok)
                    return report(ok.error(), ctx.json);
            } else {
                Result<std::string> bytes =
                    readWholeFile(imagePath, "picture", std::size_t(maxPictureBytes));
                if (!bytes)
                    return report(bytes.error(), ctx.json);
                if (Result<Ok> ok = createFileAtomically(picturePath.string(), *bytes); !ok)
                    return report(ok.error(), ctx.json);
            }
            written.push_back(picturePath.string());
        }
        if (Result<Ok> ok = createFileAtomically(*output, map.dump(2) + "\n"); !ok)
            return report(ok.error(), ctx.json);
        written.push_back(*output);
    }
    const HexGridLayout &l = placed->layout;
    const std::string first = grid.id(grid.fromOffset(l.firstColumn, l.firstRow));
    const std::string last =
        grid.id(grid.fromOffset(l.firstColumn + l.columns - 1, l.firstRow + l.rows - 1));
    if (ctx.json) {
        emit({{"fit",
               {{"lattice", latticeJson(fit.lattice)},
                {"from", clicked ? "three centres" : "the printed grid's periodicity"},
                {"hexesMeasured", fit.hexesMeasured},
                {"residualPx", fit.residualPx},
                {"match", fit.match},
                {"angleDeg", fit.angleDeg},
                {"straightened", straightened},
                {"widthPx", picture.cols},
                {"heightPx", picture.rows},
                {"pixelsPerMm", placement.pixelsPerMm},
                {"hexes", grid.hexCount()},
                {"firstId", first},
                {"lastId", last},
                {"outlines",
                 [&] {
                     json list = json::array();
                     for (const HexOutline &h : fit.outlines)
                         list.push_back({h.i, h.j, h.match});
                     return list;
                 }()}}},
              {"notes", placed->notes},
              {"map", map},
              {"written", written}});
        return exitOk;
    }
    if (!output) {
        std::cout << map.dump(2) << "\n";
        return exitOk;
    }
    const bool flat = l.orientation == HexOrientation::FlatTop;
    std::cout << imagePath << ": " << (flat ? "flat-top" : "pointy-top") << " hex grid, hexes "
              << std::lround(fit.lattice.flatToFlatPx() * 10) / 10.0 << " px across, turned "
              << std::lround(fit.angleDeg * 100) / 100.0 << " degrees; "
              << (clicked ? "from three centres" : "found from the printed grid") << ", "
              << fit.hexesMeasured << " outlines matched (residual "
              << std::lround(fit.residualPx * 100) / 100.0 << " px)\n"
              << "  " << l.columns << " x " << l.rows << " hexes, " << first << " to " << last
              << "\n";
    for (const std::string &note : placed->notes)
        std::cout << "  " << note << "\n";
    for (const std::string &file : written)
        std::cout << "wrote " << file << "\n";
    std::cout << "Paint its terrain in the desktop (File > New map from a picture) or in the file; "
                 "every hex is \"clear\" until then.\n";
    return exitOk;
}

// umpire-cli map suggest-terrain MAP [--k N]: a terrain proposed for each hex not painted yet, from
// the colours of those painted.
int cmdSuggestTerrain(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() != 2)
        return report(badInput("usage: umpire-cli map suggest-terrain MAP.json [--k N] [--json]"),
                      ctx.json);
    Result<crt::HexMap> map = crt::HexMap::load(args[1]);
    if (!map)
        return report(map.error(), ctx.json);
    if (!map->picture())
        return report(badInput(args[1] + ": the map has no picture to read the terrain from "
                                         "(umpire-cli map fit-grid makes one)"),
                      ctx.json);
    Result<PictureFile> file = map->picturePath();
    if (!file)
        return report(file.error(), ctx.json);
    Result<cv::Mat> picture = vision::readImageFile(file->path.string(), args[1] + ": the picture");
    if (!picture)
        return report(picture.error(), ctx.json);
    Result<std::optional<long long>> k = o.integer("k");
    if (!k)
        return report(k.error(), ctx.json);
    if (*k && (**k < 1 || **k > 25))
        return report(badInput("--k: the nearest painted hexes asked, 1 to 25"), ctx.json);
    // The painted hexes are those the file names; the others have the default terrain.
    Result<json> document = readJsonFile(args[1], "map file");
    if (!document)
        return report(document.error(), ctx.json);
    std::map<Hex, std::string> painted;
    const HexGrid &grid = map->grid();
    const json hexes = document->value("hexes", json::object());
    for (const auto &[hexId, terrain] : hexes.items())
        if (Result<Hex> h = grid.parseId(hexId))
            painted[*h] = terrain.get<std::string>();
    Result<std::vector<vision::TerrainSuggestion>> suggestions =
        vision::suggestTerrain(*picture, grid, *map->picture(), painted, int(k->value_or(3)));
    if (!suggestions)
        return report(prefixed(args[1], suggestions.error()), ctx.json);
    std::map<std::string, int> counts;
    json list = json::array();
    for (const vision::TerrainSuggestion &s : *suggestions) {
        ++counts[s.terrain];
        list.push_back({{"hex", grid.id(s.hex)},
                        {"terrain", s.terrain},
                        {"votes", s.votes},
                        {"of", s.of},
                        {"distance", s.distance}});
    }
    if (ctx.json) {
        emit({{"map", map->id},
              {"painted", painted.size()},
              {"suggestions", list},
              {"byTerrain", counts},
              {"note", "proposals only: the map file is not changed"}});
        return exitOk;
    }
    std::cout << args[1] << ": " << suggestions->size() << " hexes proposed from " << painted.size()
              << " painted (the map file is not changed: confirm or repaint them)\n";
    for (const auto &[terrain, n] : counts)
        std::cout << "  " << terrain << ": " << n << "\n";
    for (const vision::TerrainSuggestion &s : *suggestions)
        std::cout << "  " << grid.id(s.hex) << " " << s.terrain << " (" << s.votes << " of " << s.of
                  << " nearest painted)\n";
    return exitOk;
}

} // namespace

int cmdMapWithPictures(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (!args.empty() && args[0] == "fit-grid")
        return cmdFitGrid(ctx, o);
    if (!args.empty() && args[0] == "suggest-terrain")
        return cmdSuggestTerrain(ctx, o);
    return cmdMap(ctx, o);
}

} // namespace umpire::cli
