// umpire-cli vision locate|track|measure|sheet|scene|lens|bench: the camera over the table
// (vision/).
#include "clicontext.h"
#include "crtmodule.h"
#include "gamemap.h"
#include "imagefile.h"
#include "journalfile.h"

#include "lenscalibration.h"
#include "locator.h"
#include "markersheet.h"
#include "measure.h"
#include "printedmap.h"
#include "safefile.h"
#include "scenegenerator.h"
#include "tracker.h"
#include "vaevictisscale.h"
#include "vision.h"

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <set>
#include <sstream>
#include <tuple>

#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <thread>

namespace umpire::cli {

using nlohmann::json;
using namespace umpire::vision;

extern const std::set<std::string> visionValueOptions;
const std::set<std::string> visionValueOptions = {
    "map",       "out",         "format",   "from",    "to",    "scale",       "markers",
    "anchors",   "calibration", "repeat",   "every",   "size",  "page",        "frames",
    "seed",      "profile",     "scale-mm", "points",  "lens",  "camera",      "squares",
    "square-mm", "marker-mm",   "count",    "journal", "moved", "orientation", "turn"};
extern const std::set<std::string> visionFlags;
const std::set<std::string> visionFlags = {"no-hands", "overlay", "apply", "crowded"};

namespace {

const char *visionUsage = "usage: umpire-cli vision locate|track|measure|sheet|scene|lens|bench "
                          "... (docs/cli.md, section vision)";

Result<MapDescription> mapFrom(const CliOptions &o)
{
    std::optional<std::string> path = o.value("map");
    if (!path)
        return badInput("name the map description with --map FILE.json (a camera sample's .json "
                        "or a file with its aruco_dictionary, map and anchors fields)");
    return MapDescription::fromFile(*path);
}

Result<cv::Mat> readImage(const std::string &path)
{
    cv::Mat image;
    try {
        image = cv::imread(path, cv::IMREAD_COLOR);
    } catch (const cv::Exception &) {
    }
    if (image.empty())
        return badInput("cannot read the image \"" + path + "\": no such file, or not a picture");
    return image;
}

// --lens FILE: the camera's lens (vision lens calibrate), when given.
Result<std::optional<LensModel>> lensFrom(const CliOptions &o)
{
    std::optional<std::string> path = o.value("lens");
    if (!path)
        return std::optional<LensModel>();
    Result<LensModel> lens = LensModel::load(*path);
    if (!lens)
        return lens.error();
    return std::optional<LensModel>(*lens);
}

void printLocate(const LocateResult &r)
{
    std::cout << "anchors seen:";
    for (int a : r.anchorsSeen)
        std::cout << " " << a;
    std::cout << " (map located within " << std::round(r.calibration.errorMm * 100) / 100
              << " mm)\n";
    std::cout << r.counters.size() << " counters:\n";
    for (const CounterRead &c : r.counters)
        std::cout << "  marker " << c.marker << " in hex " << c.hexId << "  (" << std::round(c.mm.x)
                  << ", " << std::round(c.mm.y) << ") mm, confidence " << c.confidence << "\n";
    for (const CounterRead &c : r.nearHand)
        std::cout << "  next to a hand, not trusted: marker " << c.marker << " (hex " << c.hexId
                  << ")\n";
    for (const RejectedRead &x : r.rejected)
        std::cout << "  rejected: marker " << x.marker << ": " << x.reason << "\n";
    std::cout << "time: " << std::round(r.milliseconds * 10) / 10 << " ms\n";
}

int cmdLocate(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() != 2)
        return report(badInput("usage: umpire-cli vision locate --map MAP.json IMAGE "
                               "[--lens LENS.json] [--json]"),
                      ctx.json);
    Result<MapDescription> map = mapFrom(o);
    if (!map)
        return report(map.error(), ctx.json);
    Result<std::optional<LensModel>> lensFile = lensFrom(o);
    if (!lensFile)
        return report(lensFile.error(), ctx.json);
    Result<cv::Mat> image = readImage(args[1]);
    if (!image)
        return report(image.error(), ctx.json);
    Locator locator(*map);
    locator.setLens(*lensFile);
    LocateOptions options;
    options.findHands = !o.has("no-hands");
    Result<LocateResult> r = locator.locate(*image, options);
    if (!r)
        return report(badInput(args[1] + ": " + r.error().message), ctx.json);
    if (ctx.json) {
        json out = r->toJson();
        out["image"] = args[1];
        emit(out);
    } else
        printLocate(*r);
    return exitOk;
}

// vision scene map OUT.png [--seed N] [--orientation O]: a printed map's picture (a scan) with a
// known grid, and its truth (OUT.json): what `map fit-grid` is tried on.
int cmdSceneMap(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() != 3)
        return report(badInput("usage: umpire-cli vision scene map OUT.png [--seed N] "
                               "[--orientation flat-top|pointy-top] [--turn DEGREES]"),
                      ctx.json);
    Result<std::optional<long long>> seed = o.integer("seed");
    if (!seed)
        return report(seed.error(), ctx.json);
    const std::string orientation = o.value("orientation").value_or("flat-top");
    if (orientation != "flat-top" && orientation != "pointy-top")
        return report(
            badInput("--orientation is flat-top or pointy-top, not \"" + orientation + "\""),
            ctx.json);
    const std::string out = args[2];
    if (out.size() < 5 || out.substr(out.size() - 4) != ".png")
        return report(badInput("the map's picture is written as a .png file (and its truth beside "
                               "it as .json): \"" +
                               out + "\""),
                      ctx.json);
    PrintedMapOptions options = randomPrintedMap(
        std::uint64_t(seed->value_or(1)),
        orientation == "flat-top" ? HexOrientation::FlatTop : HexOrientation::PointyTop);
    if (const std::optional<std::string> turn = o.value("turn")) {
        char *end = nullptr;
        const double degrees = std::strtod(turn->c_str(), &end);
        if (end == turn->c_str() || *end != '\0' || !(std::abs(degrees) <= 10))
            return report(badInput("--turn: the map's turn on the picture in degrees, from -10 to "
                                   "10, not \"" +
                                   *turn + "\""),
                          ctx.json);
        options.turnDeg = degrees;
    }
    const PrintedMap printed = drawPrintedMap(options);
    const std::string base = out.substr(0, out.size() - 4);
    if (isJournalFile(base + ".json"))
        return report(badInput(base + ".json: is an Umpire journal, which the picture's truth "
                                      "would replace: choose another name"),
                      ctx.json);
    if (Result<Ok> written = writeImageFile(out, printed.image); !written)
        return report(written.error(), ctx.json);
    json truth = printed.truthJson();
    truth["image"] = base.substr(base.find_last_of('/') + 1) + ".png";
    if (Result<Ok> written = writeFileAtomically(base + ".json", truth.dump(1) + "\n"); !written)
        return report(written.error(), ctx.json);
    if (ctx.json)
        emit({{"image", out}, {"truth", base + ".json"}});
    else
        std::cout << "wrote " << out << " and " << base << ".json\n";
    return exitOk;
}

// vision scene PROFILE OUT.jpg [--seed N]: a generated camera view and its truth (OUT.json).
int cmdScene(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() >= 2 && args[1] == "map")
        return cmdSceneMap(ctx, o);
    const std::set<std::string> profiles = {"easy", "hard", "hand", "stack", "k4"};
    if (args.size() != 3 || !profiles.count(args[1]))
        return report(
            badInput(
                "usage: umpire-cli vision scene easy|hard|hand|stack|k4 OUT.jpg (or map OUT.png) "
                "[--seed N] [--lens LENS.json] [--journal FILE [--moved "
                "MARKER:HEX,...]]"),
            ctx.json);
    Result<std::optional<long long>> seed = o.integer("seed");
    if (!seed)
        return report(seed.error(), ctx.json);
    Result<std::optional<LensModel>> lens = lensFrom(o);
    if (!lens)
        return report(lens.error(), ctx.json);
    const std::string out = args[2];
    if (out.size() < 5 || out.substr(out.size() - 4) != ".jpg")
        return report(badInput("the scene is written as a .jpg file (and its truth beside it as "
                               ".json): \"" +
                               out + "\""),
                      ctx.json);
    const SceneGenerator generator(std::uint64_t(seed->value_or(1)));
    Scene scene;
    if (const std::optional<std::string> journal = o.value("journal")) {
        // The journal's table: its map's hexes, each unit with a camera marker where the
        // journal has it (--moved MARKER:HEX,... puts some elsewhere, as a player's hand would).
        Result<crt::Game> game = ctx.library.openGame(*journal, Journal::Mode::ReadOnly);
        if (!game)
            return report(game.error(), ctx.json);
        if (!game->map())
            return report(badInput(*journal + ": the game is not played on a map"), ctx.json);
        const HexGridLayout &grid = game->map()->grid().layout();
        SceneLayout layout = generator.layout(grid.columns, grid.rows, 0, 0);
        layout.map.layout.firstColumn = grid.firstColumn;
        layout.map.layout.firstRow = grid.firstRow;
        layout.map.layout.evenShifted = grid.evenShifted;
        std::map<int, std::string> where;
        for (const auto &[id, unit] : game->state().units)
            if (unit.marker && !unit.hex.empty())
                where[*unit.marker] = unit.hex;
        for (const std::string &item : splitList(o.value("moved").value_or(""))) {
            const std::size_t colon = item.find(':');
            const int marker = colon == std::string::npos ? -1 : std::atoi(item.c_str());
            if (!where.count(marker))
                return report(badInput("--moved \"" + item +
                                       "\": give MARKER:HEX for a marker of the journal's units"),
                              ctx.json);
            where[marker] = item.substr(colon + 1);
        }
        const HexGrid hexes(layout.map.layout);
        std::set<int> markers;
        std::set<std::string> taken;
        for (const auto &[marker, hexId] : where) {
            Result<Hex> hex = hexes.parseId(hexId);
            if (!hex || !hexes.contains(*hex))
                return report(badInput("marker " + std::to_string(marker) + ": hex " + hexId +
                                       " is not on the map"),
                              ctx.json);
            SceneCounter c;
            c.marker = marker;
            c.hex = hexId;
            c.mm = hexes.centreMm(*hex);
            c.visible = taken.insert(hexId).second; // a stack shows its top counter
            if (!c.visible)
                c.whyHidden = "under another counter";
            layout.counters.push_back(c);
            markers.insert(marker);
        }
        layout.map.orderOfBattle = markers;
        const SceneCamera camera = generator.camera(args[1]);
        scene = generator.render(layout, camera, generator.pose(layout, camera));
    } else {
        scene = generator.generate(args[1], *lens);
    }
    if (*lens && !scene.lens)
        return report(badInput("--lens: the lens of " + (*lens)->camera +
                               " cannot be used at this profile's picture size (another shape)"),
                      ctx.json);
    json truth = scene.truthJson();
    const std::string base = out.substr(0, out.size() - 4);
    truth["image"] = base.substr(base.find_last_of('/') + 1) + ".jpg";
    if (isJournalFile(base + ".json"))
        return report(badInput(base + ".json: is an Umpire journal, which the scene's truth would "
                                      "replace: choose another name"),
                      ctx.json);
    if (Result<Ok> written = writeImageFile(out, scene.image, {cv::IMWRITE_JPEG_QUALITY, 95});
        !written)
        return report(written.error(), ctx.json);
    if (Result<Ok> written = writeFileAtomically(base + ".json", truth.dump(1) + "\n"); !written)
        return report(written.error(), ctx.json);
    if (ctx.json)
        emit({{"image", out}, {"truth", base + ".json"}});
    else
        std::cout << "wrote " << out << " and " << base << ".json\n";
    return exitOk;
}

// vision track --map MAP.json FOLDER|VIDEO: counters followed over the frames, and the changes.
int cmdTrack(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() != 2)
        return report(badInput("usage: umpire-cli vision track --map MAP.json FOLDER|VIDEO "
                               "[--every N] [--lens LENS.json] [--journal FILE [--apply]] "
                               "[--json]"),
                      ctx.json);
    Result<MapDescription> map = mapFrom(o);
    if (!map)
        return report(map.error(), ctx.json);
    Result<std::optional<LensModel>> lens = lensFrom(o);
    if (!lens)
        return report(lens.error(), ctx.json);
    Result<std::optional<long long>> every = o.integer("every");
    if (!every)
        return report(every.error(), ctx.json);
    const long long step = every->value_or(1);
    if (step < 1)
        return report(badInput("--every N takes every Nth frame: N is 1 or more"), ctx.json);
    const std::string input = args[1];
    std::error_code ec;
    std::vector<std::string> files;
    cv::VideoCapture video;
    if (std::filesystem::is_directory(input, ec)) {
        for (const auto &entry : std::filesystem::directory_iterator(input, ec)) {
            std::string ext = entry.path().extension().string();
            std::transform(ext.begin(), ext.end(), ext.begin(), ::tolower);
            if (ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp")
                files.push_back(entry.path().string());
        }
        std::sort(files.begin(), files.end());
        if (files.empty())
            return report(badInput("the folder \"" + input + "\" holds no .jpg or .png frame"),
                          ctx.json);
    } else {
        bool opened = false;
        if (std::filesystem::exists(input, ec)) {
            try {
                opened = video.open(input);
            } catch (const cv::Exception &) {
            }
        }
        if (!opened)
            return report(badInput("cannot read \"" + input +
                                   "\": neither a folder of frames nor a video file"),
                          ctx.json);
    }
    // The game is read here and acted on through its module alone.
    std::optional<crt::Module> module;
    const crt::Game *game = nullptr;
    if (const std::optional<std::string> journal = o.value("journal")) {
        Result<crt::Game> opened = ctx.library.openGame(
            *journal, o.has("apply") ? Journal::Mode::ReadWrite : Journal::Mode::ReadOnly);
        if (!opened)
            return report(opened.error(), ctx.json);
        if (!opened->map())
            return report(badInput(*journal + ": the game is not played on a map: its units "
                                              "have no hexes to move from"),
                          ctx.json);
        module.emplace(std::move(opened).value());
        game = &module->game();
    } else if (o.has("apply")) {
        return report(badInput("--apply journals the camera's legal moves: name the game with "
                               "--journal FILE"),
                      ctx.json);
    }
    Locator trackLocator(*map);
    trackLocator.setLens(*lens);
    Tracker tracker{trackLocator};
    json frames = json::array();
    double totalMs = 0;
    long long index = 0;
    std::size_t eventsShown = 0;
    for (;; ++index) {
        cv::Mat frame;
        std::string name;
        if (!files.empty()) {
            if (std::size_t(index) >= files.size())
                break;
            if (index % step)
                continue;
            name = files[std::size_t(index)];
            try {
                frame = cv::imread(name, cv::IMREAD_COLOR);
            } catch (const cv::Exception &) {
            }
        } else {
            bool got = false;
            try {
                got = video.read(frame);
            } catch (const cv::Exception &) {
            }
            if (!got)
                break;
            if (index % step)
                continue;
            name = "frame " + std::to_string(index);
        }
        const auto start = std::chrono::steady_clock::now();
        const TrackFrame f = tracker.feed(frame);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        totalMs += ms;
        frames.push_back({{"frame", index},
                          {"source", name},
                          {"status", f.status},
                          {"counters", f.located ? int(f.result.counters.size()) : 0},
                          {"near_hand", f.located ? int(f.result.nearHand.size()) : 0},
                          {"regions", f.regions},
                          {"milliseconds", std::round(ms * 10) / 10}});
        if (!ctx.json) {
            std::cout << name << ": " << f.status;
            if (f.located)
                std::cout << ", " << f.result.counters.size() << " counters read";
            std::cout << " (" << std::round(ms * 10) / 10 << " ms)\n";
            for (; eventsShown < tracker.events().size(); ++eventsShown) {
                const TrackEvent &e = tracker.events()[eventsShown];
                std::cout << "  " << e.kind << ": marker " << e.marker;
                if (!e.fromHex.empty())
                    std::cout << " from " << e.fromHex;
                if (!e.toHex.empty())
                    std::cout << " to " << e.toHex;
                std::cout << "\n";
            }
        }
    }
    if (frames.empty())
        return report(badInput("\"" + input + "\" gave no frame"), ctx.json);
    // With the game's journal, each counter moved is a proposed move of the unit its
    // marker is bound to, judged by the rules; --apply journals the legal ones, never the others.
    json proposed = json::array();
    if (game) {
        for (const TrackEvent &e : tracker.events()) {
            if (e.kind != "moved")
                continue;
            Result<crt::ProposedMove> p =
                crt::proposedMove(game->state(), game->ruleset(), *game->map(), e.marker, e.toHex);
            json item = {{"marker", e.marker}, {"to", e.toHex}};
            if (!p) {
                item["unit"] = nullptr;
                item["why"] = p.error().message;
            } else {
                item.update({{"unit", p->unit},
                             {"from", p->from},
                             {"legal", p->check.legal},
                             {"path", p->check.path}});
                if (!p->check.legal)
                    item.update({{"rule", p->check.rule}, {"why", p->check.why.text()}});
                item["unverified"] = p->check.explanation.unverified; // stand-ins it was judged by
                if (p->check.legal && o.has("apply")) {
                    Result<ActOutcome> moved = module->act(p->action());
                    if (!moved)
                        return report(moved.error(), ctx.json);
                    item["journaled"] = moved->event.seq;
                }
            }
            if (!ctx.json) {
                if (item["unit"].is_null())
                    std::cout << "marker " << e.marker << " to " << e.toHex
                              << ": not a unit's move: " << item["why"].get<std::string>() << "\n";
                else if (item["legal"].get<bool>())
                    std::cout << "proposed: " << item["unit"].get<std::string>() << " "
                              << item["from"].get<std::string>() << " to " << e.toHex
                              << (item.contains("journaled")
                                      ? ", journaled as event " + item["journaled"].dump()
                                      : std::string(", legal (--apply journals it)"))
                              << "\n";
                else
                    std::cout << "FLAGGED: " << item["unit"].get<std::string>() << " "
                              << item["from"].get<std::string>() << " to " << e.toHex << " is "
                              << "refused (" << item["rule"].get<std::string>()
                              << "): " << item["why"].get<std::string>()
                              << "; not applied: the referee decides\n";
                if (!item["unverified"].is_null())
                    for (const json &u : item["unverified"])
                        std::cout << "  UNVERIFIED: judged with " << u.value("text", std::string())
                                  << ", a stand-in\n";
            }
            proposed.push_back(std::move(item));
        }
    }
    if (ctx.json) {
        json out = tracker.stateJson();
        if (game)
            out["proposed"] = proposed;
        out["frame_reports"] = frames;
        out["milliseconds_per_frame"] = std::round(totalMs / frames.size() * 10) / 10;
        emit(out);
    } else {
        std::cout << "state after " << frames.size() << " frames:\n";
        for (const auto &[marker, t] : tracker.counters())
            std::cout << "  marker " << marker << " in hex " << t.hexId << " ("
                      << stateName(t.state) << ")\n";
    }
    return exitOk;
}

// vision measure --map MAP.json IMAGE --from A --to B: millimetres and paces on the map's plane.
int cmdMeasure(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    const std::optional<std::string> fromText = o.value("from"), toText = o.value("to");
    if (args.size() != 2 || !fromText || !toText)
        return report(badInput("usage: umpire-cli vision measure --map MAP.json IMAGE --from "
                               "MARKER|X,Y --to MARKER|X,Y [--lens LENS.json] [--json]"),
                      ctx.json);
    Result<MapDescription> map = mapFrom(o);
    if (!map)
        return report(map.error(), ctx.json);
    Result<std::optional<LensModel>> lensFile = lensFrom(o);
    if (!lensFile)
        return report(lensFile.error(), ctx.json);
    Result<MeasureEnd> from = MeasureEnd::parse(*fromText);
    if (!from)
        return report(badInput("--from: " + from.error().message), ctx.json);
    Result<MeasureEnd> to = MeasureEnd::parse(*toText);
    if (!to)
        return report(badInput("--to: " + to.error().message), ctx.json);
    Result<cv::Mat> image = readImage(args[1]);
    if (!image)
        return report(image.error(), ctx.json);
    Locator locator(*map);
    locator.setLens(*lensFile);
    Result<LocateResult> located = locator.locate(*image);
    if (!located)
        return report(badInput(args[1] + ": " + located.error().message), ctx.json);
    Result<Measure> m = measureOnMap(*located, *from, *to);
    if (!m)
        return report(m.error(), ctx.json);
    // Paces through the engine's Vae Victis scale (VV Scale: 15 mm and 25 mm figures).
    json paces = json::object();
    std::string pacesText;
    Result<vv::Game> game = vv::Game::find("la-grande-armee", ctx.library.dirs());
    if (game)
        if (Result<std::vector<vv::Measure>> scales = vv::measureEveryScale(*game, m->mm))
            for (const vv::Measure &v : *scales) {
                paces[v.scale] = v.paces;
                pacesText += std::string(pacesText.empty() ? "" : ", ") +
                             std::to_string(int(std::lround(v.paces))) + " paces at " + v.scale;
            }
    auto round2 = [](double v) { return std::round(v * 100) / 100; };
    if (ctx.json)
        emit({{"from_mm", {round2(m->fromMm.x), round2(m->fromMm.y)}},
              {"to_mm", {round2(m->toMm.x), round2(m->toMm.y)}},
              {"mm", round2(m->mm)},
              {"paces", paces},
              {"anchors", located->anchorsSeen}});
    else
        std::cout << round2(m->mm) << " mm" << (pacesText.empty() ? "" : " (" + pacesText + ")")
                  << "\n";
    return exitOk;
}

// vision sheet OUT.pdf|OUT.png [--map MAP.json] [--markers 1-40] [--anchors 996-999].
int cmdSheet(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() != 2)
        return report(badInput("usage: umpire-cli vision sheet OUT.pdf|OUT.png [--map MAP.json] "
                               "[--markers 1-40,57] [--anchors 996-999]"),
                      ctx.json);
    SheetSettings settings;
    if (o.value("map")) {
        Result<MapDescription> map = mapFrom(o);
        if (!map)
            return report(map.error(), ctx.json);
        for (const AnchorMarker &a : map->anchors)
            settings.anchors.push_back(a.marker);
        if (!map->anchors.empty())
            settings.anchorMm = map->anchors.front().sideMm;
        if (map->orderOfBattle)
            settings.counters.assign(map->orderOfBattle->begin(), map->orderOfBattle->end());
        settings.counterMarkerMm = map->counterMarkerMm;
    }
    if (auto text = o.value("markers")) {
        Result<std::vector<int>> ids = parseMarkerList(*text);
        if (!ids)
            return report(badInput("--markers: " + ids.error().message), ctx.json);
        settings.counters = *ids;
    }
    if (auto text = o.value("anchors")) {
        Result<std::vector<int>> ids = parseMarkerList(*text);
        if (!ids)
            return report(badInput("--anchors: " + ids.error().message), ctx.json);
        settings.anchors = *ids;
    }
    if (settings.anchors.empty() && settings.counters.empty())
        settings.anchors = {996, 997, 998, 999};
    Result<std::vector<std::string>> written =
        writeSheets(markerSheets(settings), args[1], settings.dpi);
    if (!written)
        return report(written.error(), ctx.json);
    if (ctx.json)
        emit({{"files", *written},
              {"anchors", settings.anchors},
              {"counters", settings.counters},
              {"dpi", settings.dpi}});
    else
        for (const std::string &f : *written)
            std::cout << "wrote " << f << " (A4, " << settings.dpi
                      << " dpi: print at 100%, check the 100 mm bar)\n";
    return exitOk;
}

double medianOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

template <typename F> double timeMs(F &&f)
{
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

// A crowded table's row gets its times: `what`_ms (the median of `ours`) and `what`_best_ms, the
// baseline's median, their ratio and the goal when there is one.
void addCrowdedTimes(json &row, const std::string &what, const std::vector<double> &ours,
                     const std::vector<double> &baseline, std::optional<double> goalMs)
{
    const double o1 = medianOf(ours), b1 = medianOf(baseline);
    row[what + "_ms"] = std::round(o1 * 10) / 10;
    row[what + "_best_ms"] = std::round(*std::min_element(ours.begin(), ours.end()) * 10) / 10;
    row["baseline_ms"] = std::round(b1 * 10) / 10;
    row["ratio"] = std::round(o1 / b1 * 100) / 100;
    if (goalMs)
        row["goal_ms"] = *goalMs;
}

// A crowded table's cold locate against the baseline on the same frame: the scaling curve
// (1920x1080 with 15, 60 and 120 counters on an 18x12 map; 3840x2160 with 150, 300 and 600 on
// 38x26), each timed repeats times (median, both from the BGR frame) and what each read.
json crowdedTable(const char *profile, int columns, int hexRows, int counters, int repeats,
                  std::optional<double> goalMs)
{
    const SceneGenerator generator(500);
    const SceneLayout layout = generator.layout(columns, hexRows, counters, 0);
    const SceneCamera camera = generator.camera(profile);
    const cv::Mat image = generator.render(layout, camera, generator.pose(layout, camera)).image;
    std::map<int, std::string> placed; // visible counters: marker -> hex
    for (const SceneCounter &c : layout.counters)
        if (c.visible)
            placed[c.marker] = c.hex;
    const Locator locator(layout.map);
    (void)locator.locate(image); // warm-up
    std::vector<double> ours, baseline;
    int read = 0, misread = 0, baselineRead = 0;
    for (int i = 0; i < repeats; ++i) {
        baseline.push_back(timeMs([&] {
            cv::Mat gray;
            cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
            std::set<int> ids;
            for (const MarkerRead &r : MarkerDetector::detectBaseline(gray))
                if (placed.count(r.marker))
                    ids.insert(r.marker);
            baselineRead = int(ids.size());
        }));
        std::optional<Result<LocateResult>> r;
        ours.push_back(timeMs([&] { r.emplace(locator.locate(image)); }));
        read = misread = 0;
        if (r && *r)
            for (const CounterRead &c : (*r)->counters) {
                const auto it = placed.find(c.marker);
                (it != placed.end() && it->second == c.hexId ? read : misread) += 1;
            }
    }
    json row = {{"size", std::to_string(image.cols) + "x" + std::to_string(image.rows)},
                {"map", std::to_string(columns) + "x" + std::to_string(hexRows)},
                {"counters", placed.size()},
                {"read", read},
                {"misread", misread},
                {"baseline_read", baselineRead}};
    addCrowdedTimes(row, "locate", ours, baseline, goalMs);
    return row;
}

// A crowded table watched by a fixed camera (the tracking goals): the tracker is fed frames of the
// same table with fresh sensor noise until every counter is confirmed; then, frame after frame,
// one counter is moved to a free hex nearby (a real change) and the frame is fed. Each tracked
// frame is timed (median) against the baseline on the same frame: OpenCV's detector over the
// whole frame, the only way it alone reads a frame. What each tracked frame read is scored
// against the table's truth (the moved counter in its new hex, none lost, none misread), and at
// the end the tracker must hold every moved counter in its new hex.
json crowdedTracking(const char *profile, int columns, int hexRows, int counters, int repeats,
                     std::optional<double> goalMs)
{
    const SceneGenerator generator(500);
    SceneLayout layout = generator.layout(columns, hexRows, counters, 0);
    const SceneCamera camera = generator.camera(profile);
    const cv::Matx33d pose = generator.pose(layout, camera);
    Tracker tracker{Locator(layout.map)};
    int frameNo = 0;
    auto render = [&] { return generator.render(layout, camera, pose, {}, frameNo++).image; };
    // Confirmed: confirmFrames frames and one more (the first is a full locate).
    for (int i = 0; i < TrackerSettings{}.confirmFrames + 1; ++i)
        tracker.feed(render());
    const std::size_t confirmed = tracker.counters().size();
    std::vector<double> ours, baseline;
    int worstRead = counters, misread = 0, lost = 0, full = 0, movedRead = 0, moves = 0;
    std::map<int, std::string> movedTo; // marker -> its last hex
    const int count = std::max(repeats, 7);
    for (int i = 0; i < count; ++i) {
        // A different counter each frame, each moved once.
        const std::size_t index = std::size_t(i * 37 + 11) % layout.counters.size();
        const std::string hex = moveCounter(layout, index, 3, i);
        if (!hex.empty()) {
            movedTo[layout.counters[index].marker] = hex;
            ++moves;
        }
        const cv::Mat frame = render();
        TrackFrame t;
        ours.push_back(timeMs([&] { t = tracker.feed(frame); }));
        baseline.push_back(timeMs([&] {
            cv::Mat gray;
            cv::cvtColor(frame, gray, cv::COLOR_BGR2GRAY);
            (void)MarkerDetector::detectBaseline(gray);
        }));
        full += t.regions == 0;
        std::map<int, std::string> placed;
        for (const SceneCounter &c : layout.counters)
            placed[c.marker] = c.hex;
        int read = 0;
        std::set<int> seen;
        for (const CounterRead &c : t.result.counters) {
            const auto it = placed.find(c.marker);
            (it != placed.end() && it->second == c.hexId ? read : misread) += 1;
            seen.insert(c.marker);
            if (!hex.empty() && c.marker == layout.counters[index].marker && c.hexId == hex)
                ++movedRead;
        }
        worstRead = std::min(worstRead, read);
        for (const auto &held : tracker.counters())
            lost += !seen.count(held.first);
    }
    // The moves confirmed: frames with no change until the tracker is sure of the last.
    for (int i = 0; i < TrackerSettings{}.confirmFrames; ++i)
        tracker.feed(render());
    int movedHeld = 0;
    for (const auto &[marker, hex] : movedTo) {
        const auto it = tracker.counters().find(marker);
        movedHeld += it != tracker.counters().end() && it->second.hexId == hex;
    }
    int phantoms = 0;
    std::set<int> placedIds;
    for (const SceneCounter &c : layout.counters)
        placedIds.insert(c.marker);
    for (const auto &held : tracker.counters())
        phantoms += !placedIds.count(held.first);
    json row = {{"size", std::to_string(camera.imageSize.width) + "x" +
                             std::to_string(camera.imageSize.height)},
                {"map", std::to_string(columns) + "x" + std::to_string(hexRows)},
                {"counters", layout.counters.size()},
                {"confirmed", confirmed},
                {"frames", ours.size()},
                {"full_frames", full},
                {"moves", moves},
                {"moves_read", movedRead},
                {"moves_held", movedHeld},
                {"worst_read", worstRead},
                {"misread", misread},
                {"lost", lost},
                {"phantoms", phantoms}};
    addCrowdedTimes(row, "track", ours, baseline, goalMs);
    return row;
}

// The crowded tables' rows as umpire-bench's measures (id, name, unit, value, best, goal,
// baseline, baselineName, note): the tracked frames carry the goals (their time and its ratio to
// the baseline); the cold locates are information.
json crowdedMeasures(const json &crowded, const json &tracked, int repeats)
{
    const std::string baselineName =
        "OpenCV detectMarkers, minMarkerDistanceRate 0.03, whole frame (gray included)";
    json measures = json::array();
    auto idOf = [](const json &row) {
        const std::string size = row["size"];
        return "camera." + std::string(size == "1920x1080" ? "1080p" : "4k") + "." +
               std::to_string(row["counters"].get<int>());
    };
    for (const json &row : tracked) {
        const std::string size = row["size"];
        const int counters = row["counters"];
        const std::string id = idOf(row);
        const std::string note = "tracked frames, one counter moved in each: " +
                                 std::to_string(row["moves_read"].get<int>()) + " of " +
                                 std::to_string(row["moves"].get<int>()) + " moves read at once, " +
                                 std::to_string(row["moves_held"].get<int>()) +
                                 " held after confirmation; " +
                                 std::to_string(row["misread"].get<int>()) + " misread, " +
                                 std::to_string(row["lost"].get<int>()) + " lost, " +
                                 std::to_string(row["phantoms"].get<int>()) + " phantoms; " +
                                 std::to_string(row["full_frames"].get<int>()) + " full locates";
        const std::string name = "camera " + size + ", " + std::to_string(counters) +
                                 " counters, tracked frame with a move, median of " +
                                 std::to_string(row["frames"].get<int>());
        measures.push_back({{"id", id},
                            {"name", name},
                            {"unit", "ms"},
                            {"value", row["track_ms"]},
                            {"best", row["track_best_ms"]},
                            {"goal", row.contains("goal_ms") ? row["goal_ms"] : json(nullptr)},
                            {"baseline", row["baseline_ms"]},
                            {"baselineName", baselineName},
                            {"note", note}});
        if (row.contains("goal_ms"))
            measures.push_back({{"id", id + ".ratio"},
                                {"name", "camera " + size + ", " + std::to_string(counters) +
                                             " counters, tracked frame against the baseline"},
                                {"unit", "x"},
                                {"value", row["ratio"]},
                                {"best", nullptr},
                                {"goal", 1.0},
                                {"baseline", 1.0},
                                {"baselineName", baselineName},
                                {"note", note}});
    }
    for (const json &row : crowded) {
        const std::string size = row["size"];
        const int counters = row["counters"];
        const std::string note =
            "information: the first frame, or one the tracker is unsure of; read " +
            std::to_string(row["read"].get<int>()) + " of " + std::to_string(counters) +
            " counters placed (" + std::to_string(row["misread"].get<int>()) +
            " misread); baseline read " + std::to_string(row["baseline_read"].get<int>());
        measures.push_back(
            {{"id", idOf(row) + ".cold"},
             {"name", "camera " + size + ", " + std::to_string(counters) +
                          " counters, cold locate (info), median of " + std::to_string(repeats)},
             {"unit", "ms"},
             {"value", row["locate_ms"]},
             {"best", row["locate_best_ms"]},
             {"goal", nullptr},
             {"baseline", row["baseline_ms"]},
             {"baselineName", baselineName},
             {"note", note}});
    }
    return measures;
}

// vision bench [--repeat N] [--crowded] [--map MAP.json IMAGE...]: our locate against OpenCV's
// detectMarkers (with the one parameter counters' thin margins need) on the same frames, in one
// run; then tracking over a sequence with a hand; then crowded tables (--crowded: those alone).
int cmdBench(Context &ctx, const CliOptions &o)
{
    Result<std::optional<long long>> repeat = o.integer("repeat");
    if (!repeat)
        return report(repeat.error(), ctx.json);
    const int repeats = int(std::clamp<long long>(repeat->value_or(5), 1, 100));
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    struct Frame
    {
        std::string name;
        cv::Mat image;
        MapDescription map;
    };
    std::vector<Frame> frames;
    const std::vector<std::string> &args = o.positional();
    const bool crowdedOnly = o.has("crowded");
    if (args.size() > 1) {
        Result<MapDescription> map = mapFrom(o);
        if (!map)
            return report(map.error(), ctx.json);
        for (std::size_t i = 1; i < args.size(); ++i) {
            Result<cv::Mat> image = readImage(args[i]);
            if (!image)
                return report(image.error(), ctx.json);
            frames.push_back({args[i], *image, *map});
        }
    } else if (!crowdedOnly) {
        const std::pair<const char *, int> generated[] = {
            {"easy", 101}, {"hard", 102}, {"hand", 103}, {"stack", 104}, {"k4", 105}, {"k4", 106}};
        for (const auto &[profile, seed] : generated) {
            Scene scene = SceneGenerator(std::uint64_t(seed)).generate(profile);
            frames.push_back({std::string("generated ") + profile + " " + std::to_string(seed),
                              scene.image, scene.layout.map});
        }
    }
    json rows = json::array();
    std::map<std::string, std::vector<double>> oursBySize, plainBySize;
    for (const Frame &f : frames) {
        const Locator locator(f.map);
        std::vector<double> ours, plain;
        std::size_t oursFound = 0, plainFound = 0;
        (void)locator.locate(f.image); // warm-up: thread pool, dictionary, allocations
        for (int i = 0; i < repeats; ++i) {
            plain.push_back(timeMs([&] {
                cv::Mat gray;
                cv::cvtColor(f.image, gray, cv::COLOR_BGR2GRAY);
                plainFound = MarkerDetector::detectBaseline(gray).size();
            }));
            ours.push_back(timeMs([&] {
                Result<LocateResult> r = locator.locate(f.image);
                oursFound = r ? r->counters.size() + r->anchorsSeen.size() : 0;
            }));
        }
        const std::string size = std::to_string(f.image.cols) + "x" + std::to_string(f.image.rows);
        oursBySize[size].push_back(medianOf(ours));
        plainBySize[size].push_back(medianOf(plain));
        rows.push_back({{"frame", f.name},
                        {"size", size},
                        {"locate_ms", std::round(medianOf(ours) * 10) / 10},
                        {"plain_detect_ms", std::round(medianOf(plain) * 10) / 10},
                        {"ratio", std::round(medianOf(ours) / medianOf(plain) * 100) / 100},
                        {"markers_read", oursFound},
                        {"plain_markers_read", plainFound}});
    }
    // Tracking: a fixed camera, sensor noise changing every frame and a hand crossing the map.
    auto trackingRun = [&](const char *profile, int columns, int hexRows, int counters, int count) {
        const SceneGenerator generator(107);
        const SceneLayout layout = generator.layout(columns, hexRows, counters, 0);
        const SceneCamera camera = generator.camera(profile);
        const cv::Matx33d pose = generator.pose(layout, camera);
        Tracker tracker{Locator(layout.map)};
        std::vector<double> trackMs, plainMs;
        for (int i = 0; i < count; ++i) {
            std::vector<SceneHand> hands;
            if (i >= count / 3 && i < 2 * count / 3) {
                SceneHand h;
                h.palm = {layout.map.mapWidthMm * (0.2 + 0.6 * (i - count / 3) / (count / 3.0)),
                          layout.map.mapHeightMm * 0.45};
                hands.push_back(h);
            }
            const cv::Mat frame = generator.render(layout, camera, pose, hands, i).image;
            const double t = timeMs([&] { tracker.feed(frame); });
            const double p = timeMs([&] {
                cv::Mat gray;
                cv::cvtColor(frame, gray, cv::COLOR_BGR2GRAY);
                (void)MarkerDetector::detectBaseline(gray);
            });
            if (i >= 4) { // after the counters are confirmed
                trackMs.push_back(t);
                plainMs.push_back(p);
            }
        }
        int changes = 0;
        for (const TrackEvent &e : tracker.events())
            changes += e.kind != "appeared";
        const double tm = medianOf(trackMs), tp = medianOf(plainMs);
        return json{{"frames", trackMs.size()},
                    {"track_ms", std::round(tm * 10) / 10},
                    {"plain_detect_ms", std::round(tp * 10) / 10},
                    {"ratio", std::round(tm / tp * 100) / 100},
                    {"moved_or_removed", changes}};
    };
    const bool generated = args.size() <= 1;
    const json tracking =
        generated && !crowdedOnly ? trackingRun("easy", 18, 12, 35, 24) : json(nullptr);
    const json tracking4k =
        generated && !crowdedOnly ? trackingRun("k4", 38, 26, 140, 14) : json(nullptr);
    // Crowded tables (generated, with --crowded only: they take half a minute): the tracked frames
    // carry the goals, the cold locate of the same tables is information.
    json crowded = json::array(), tracked = json::array();
    if (generated && crowdedOnly)
        for (const auto &[profile, columns, hexRows, counters, goal] :
             {std::tuple<const char *, int, int, int, double>{"easy", 18, 12, 15, 0},
              {"easy", 18, 12, 60, 0},
              {"easy", 18, 12, 120, 20},
              {"k4", 38, 26, 150, 0},
              {"k4", 38, 26, 300, 0},
              {"k4", 38, 26, 600, 60}}) {
            tracked.push_back(
                crowdedTracking(profile, columns, hexRows, counters, repeats,
                                goal > 0 ? std::optional<double>(goal) : std::nullopt));
            crowded.push_back(
                crowdedTable(profile, columns, hexRows, counters, repeats, std::nullopt));
        }
    json sizes = json::object();
    for (const auto &[size, ours] : oursBySize) {
        const double o1 = medianOf(ours), p1 = medianOf(plainBySize[size]);
        sizes[size] = {{"locate_ms", std::round(o1 * 10) / 10},
                       {"plain_detect_ms", std::round(p1 * 10) / 10},
                       {"ratio", std::round(o1 / p1 * 100) / 100}};
    }
    if (ctx.json) {
        json out = {{"opencv", openCvVersion()},
                    {"cores", cores},
                    {"repeat", repeats},
                    {"baseline", "OpenCV detectMarkers, minMarkerDistanceRate 0.03"},
                    {"crowded", crowded},
                    {"crowded_tracked", tracked},
                    {"measures", crowdedMeasures(crowded, tracked, repeats)}};
        if (!crowdedOnly) {
            out["frames"] = rows;
            out["by_size"] = sizes;
        }
        if (!tracking.is_null()) {
            out["tracking_1920x1080"] = tracking;
            out["tracking_3840x2160"] = tracking4k;
        }
        emit(out);
        return exitOk;
    }
    std::cout << "OpenCV " << openCvVersion() << ", " << cores << " cores, median of " << repeats
              << " runs per frame; baseline: OpenCV detectMarkers with minMarkerDistanceRate "
                 "0.03 (gray included)\n";
    for (const json &r : rows)
        std::cout << "  " << r["frame"].get<std::string>() << " (" << r["size"].get<std::string>()
                  << "): locate " << r["locate_ms"] << " ms, baseline " << r["plain_detect_ms"]
                  << " ms, ratio " << r["ratio"] << "\n";
    for (const auto &[size, v] : sizes.items())
        std::cout << size << ": locate " << v["locate_ms"] << " ms per frame, baseline "
                  << v["plain_detect_ms"] << " ms, ratio " << v["ratio"] << "\n";
    if (!tracking.is_null())
        for (const auto &[size, t] : {std::pair{"1920x1080", tracking}, {"3840x2160", tracking4k}})
            std::cout << "tracking " << size << " (" << t["frames"]
                      << " frames, a hand crossing): " << t["track_ms"]
                      << " ms per frame, baseline " << t["plain_detect_ms"] << " ms, ratio "
                      << t["ratio"] << ", moved or removed: " << t["moved_or_removed"] << "\n";
    for (const json &r : tracked) {
        std::cout << "crowded " << r["size"].get<std::string>() << ", " << r["counters"].get<int>()
                  << " counters, tracked (" << r["frames"]
                  << " frames, one counter moved in each): " << r["track_ms"]
                  << " ms per frame, baseline " << r["baseline_ms"] << " ms, ratio " << r["ratio"];
        if (r.contains("goal_ms"))
            std::cout << " (goal <= " << r["goal_ms"] << " ms and <= 1.0x: "
                      << (r["track_ms"].get<double>() <= r["goal_ms"].get<double>() &&
                                  r["ratio"].get<double>() <= 1.0
                              ? "met"
                              : "OVER")
                      << ")";
        std::cout << "; moves read " << r["moves_read"] << " of " << r["moves"] << ", held "
                  << r["moves_held"] << ", " << r["misread"] << " misread, " << r["lost"]
                  << " lost, " << r["phantoms"] << " phantoms, " << r["full_frames"]
                  << " full locates\n";
    }
    for (const json &r : crowded)
        std::cout << "crowded " << r["size"].get<std::string>() << ", " << r["counters"].get<int>()
                  << " counters, cold locate (info): " << r["locate_ms"] << " ms, baseline "
                  << r["baseline_ms"] << " ms, ratio " << r["ratio"] << "; read " << r["read"]
                  << " of " << r["counters"] << " placed, " << r["misread"]
                  << " misread (baseline read " << r["baseline_read"] << ")\n";
    return exitOk;
}

// --squares 7x5 --square-mm 30 --marker-mm 22: the ChArUco board, by default the one
// `vision lens board` prints.
Result<CharucoBoardSpec> boardFrom(const CliOptions &o)
{
    CharucoBoardSpec board;
    if (auto text = o.value("squares")) {
        const std::size_t x = text->find_first_of("xX");
        Result<long long> cols = badInput(""), rows = badInput("");
        if (x != std::string::npos) {
            cols = parseInteger(text->substr(0, x), "--squares");
            rows = parseInteger(text->substr(x + 1), "--squares");
        }
        if (!cols || !rows || *cols < 1 || *rows < 1 || *cols > 100 || *rows > 100)
            return badInput("--squares takes the board's squares across and down, as 7x5, not \"" +
                            *text + "\"");
        board.squaresX = int(*cols);
        board.squaresY = int(*rows);
    }
    for (const auto &[name, field] :
         {std::pair<const char *, double *>{"square-mm", &board.squareMm},
          std::pair<const char *, double *>{"marker-mm", &board.markerMm}}) {
        if (auto text = o.value(name)) {
            char *end = nullptr;
            const double v = std::strtod(text->c_str(), &end);
            if (text->empty() || *end != '\0' || !std::isfinite(v))
                return badInput(std::string("--") + name +
                                " takes millimetres, as 30 or 22.5, not \"" + *text + "\"");
            *field = v;
        }
    }
    // Squares given alone keep the default marker share (22 of 30).
    if (o.value("square-mm") && !o.value("marker-mm"))
        board.markerMm = std::round(board.squareMm * 22 / 30 * 10) / 10;
    if (Result<Ok> c = board.check(); !c)
        return c.error();
    return board;
}

std::string boardText(const CharucoBoardSpec &b)
{
    std::ostringstream s;
    s << "ChArUco " << b.squaresX << "x" << b.squaresY << ", " << b.squareMm << " mm squares, "
      << b.markerMm << " mm markers, DICT_5X5_100";
    return s.str();
}

// How far the lens moves a picture's point at its worst (corners and edge middles), in pixels.
double largestBendPx(const LensModel &lens)
{
    const float w = float(lens.imageSize.width - 1), h = float(lens.imageSize.height - 1);
    double worst = 0;
    for (const cv::Point2f p : {cv::Point2f(0, 0), cv::Point2f(w, 0), cv::Point2f(w, h),
                                cv::Point2f(0, h), cv::Point2f(w / 2, 0), cv::Point2f(w, h / 2),
                                cv::Point2f(w / 2, h), cv::Point2f(0, h / 2)})
        worst = std::max(worst, double(cv::norm(lens.undistort(p) - p)));
    return worst;
}

void printLens(const LensModel &l)
{
    const cv::Matx33d &k = l.cameraMatrix;
    auto r = [](double v, double unit) { return std::round(v / unit) * unit; };
    std::cout << "camera: " << (l.camera.empty() ? "(unnamed)" : l.camera) << "\n";
    std::cout << "picture size: " << l.imageSize.width << "x" << l.imageSize.height << "\n";
    std::cout << "camera matrix: fx " << r(k(0, 0), 0.1) << ", fy " << r(k(1, 1), 0.1) << ", cx "
              << r(k(0, 2), 0.1) << ", cy " << r(k(1, 2), 0.1) << " (pixels)\n";
    static const char *names[] = {"k1", "k2", "p1", "p2", "k3"};
    std::cout << "distortion:";
    for (std::size_t i = 0; i < l.distortion.size(); ++i)
        std::cout << " " << (i < 5 ? names[i] : "k" + std::to_string(i)) << " "
                  << r(l.distortion[i], 0.0001);
    std::cout << "\n";
    std::cout << "bends the picture by up to " << r(largestBendPx(l), 0.1)
              << " px (at its edges)\n";
    if (l.views > 0)
        std::cout << "measured from " << l.views << " views, reprojection error "
                  << r(l.rmsPx, 0.001) << " px RMS, board " << boardText(l.board) << "\n";
}

// vision lens board --out BOARD.png|.pdf [--squares 7x5] [--square-mm 30] [--marker-mm 22].
int cmdLensBoard(Context &ctx, const CliOptions &o)
{
    const std::optional<std::string> out = o.value("out");
    if (!out || o.positional().size() != 2)
        return report(badInput("usage: umpire-cli vision lens board --out BOARD.png|BOARD.pdf "
                               "[--squares 7x5] [--square-mm 30] [--marker-mm 22]"),
                      ctx.json);
    Result<CharucoBoardSpec> board = boardFrom(o);
    if (!board)
        return report(board.error(), ctx.json);
    const int dpi = 300;
    Result<std::vector<std::string>> written =
        writeSheets({drawCharucoBoard(*board, dpi)}, *out, dpi);
    if (!written)
        return report(written.error(), ctx.json);
    if (ctx.json)
        emit({{"files", *written}, {"board", board->toJson()}, {"dpi", dpi}});
    else
        std::cout << "wrote " << written->front() << " (" << boardText(*board) << "; " << dpi
                  << " dpi: print at 100%, check the bar, glue it flat)\n";
    return exitOk;
}

// vision lens views --out DIR [--count N] [--seed S] [--size 1920x1080]: generated pictures of the
// board through a generated lens, and that lens (DIR/true-lens.json), to try calibrate on.
int cmdLensViews(Context &ctx, const CliOptions &o)
{
    const std::optional<std::string> out = o.value("out");
    if (!out || o.positional().size() != 2)
        return report(badInput("usage: umpire-cli vision lens views --out DIR [--count 12] "
                               "[--seed N] [--size 1920x1080] [--squares 7x5]"),
                      ctx.json);
    Result<std::optional<long long>> count = o.integer("count");
    if (!count)
        return report(count.error(), ctx.json);
    if (count->value_or(12) < 1 || count->value_or(12) > 60)
        return report(badInput("--count takes 1 to 60 views"), ctx.json);
    Result<std::optional<long long>> seed = o.integer("seed");
    if (!seed)
        return report(seed.error(), ctx.json);
    cv::Size size(1920, 1080);
    if (auto text = o.value("size")) {
        int w = 0, h = 0;
        char tail = 0;
        if (std::sscanf(text->c_str(), "%dx%d%c", &w, &h, &tail) != 2 || w < 320 || h < 240 ||
            w > 8192 || h > 8192)
            return report(badInput("--size takes the picture's pixels, as 1920x1080 (320x240 to "
                                   "8192x8192), not \"" +
                                   *text + "\""),
                          ctx.json);
        size = {w, h};
    }
    Result<CharucoBoardSpec> board = boardFrom(o);
    if (!board)
        return report(board.error(), ctx.json);
    std::error_code ec;
    std::filesystem::create_directories(*out, ec);
    if (std::error_code isFolder; !std::filesystem::is_directory(*out, isFolder))
        return report(badInput("cannot make the folder \"" + *out + "\": " +
                               (ec ? ec.message() : std::string("a file of that name is there"))),
                      ctx.json);
    const SceneGenerator generator(std::uint64_t(seed->value_or(1)));
    LensModel truth = generator.lens(size);
    truth.camera = "generated, seed " + std::to_string(seed->value_or(1));
    truth.board = *board;
    const std::vector<cv::Mat> views =
        generator.boardViews(*board, truth, int(count->value_or(12)));
    json files = json::array();
    for (std::size_t i = 0; i < views.size(); ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "view-%02zu.png", i + 1);
        const std::string path = (std::filesystem::path(*out) / name).string();
        if (Result<Ok> written = writeImageFile(path, views[i]); !written)
            return report(written.error(), ctx.json);
        files.push_back(path);
    }
    const std::string truthPath = (std::filesystem::path(*out) / "true-lens.json").string();
    if (Result<Ok> saved = truth.save(truthPath); !saved)
        return report(saved.error(), ctx.json);
    if (ctx.json)
        emit({{"files", files}, {"true_lens", truthPath}, {"lens", truth.toJson()}});
    else {
        std::cout << "wrote " << views.size() << " views of the board (" << boardText(*board)
                  << ") to " << *out << ", and the lens they were taken through to " << truthPath
                  << ":\n";
        printLens(truth);
    }
    return exitOk;
}

// vision lens calibrate --camera NAME --out LENS.json IMAGE|FOLDER|VIDEO...: the lens from
// pictures of the board.
int cmdLensCalibrate(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    const std::optional<std::string> out = o.value("out"), camera = o.value("camera");
    if (args.size() < 3 || !out)
        return report(badInput("usage: umpire-cli vision lens calibrate --camera NAME --out "
                               "LENS.json IMAGE|FOLDER|VIDEO... [--every N] [--squares 7x5] "
                               "[--square-mm 30] [--marker-mm 22]"),
                      ctx.json);
    if (!camera || camera->empty())
        return report(badInput("name the camera with --camera NAME: a lens is saved per camera"),
                      ctx.json);
    Result<CharucoBoardSpec> board = boardFrom(o);
    if (!board)
        return report(board.error(), ctx.json);
    Result<std::optional<long long>> every = o.integer("every");
    if (!every)
        return report(every.error(), ctx.json);
    if (every->value_or(1) < 1)
        return report(badInput("--every N takes every Nth frame of a video: N is 1 or more"),
                      ctx.json);
    // Pictures, the pictures of folders (in name order), and every Nth frame of videos.
    struct Picture
    {
        std::string source;
        cv::Mat image;
    };
    std::vector<Picture> pictures;
    auto isPicture = [](const std::filesystem::path &p) {
        std::string ext = p.extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(), ::tolower);
        return ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp";
    };
    for (std::size_t i = 2; i < args.size(); ++i) {
        std::error_code ec;
        std::vector<std::string> files;
        if (std::filesystem::is_directory(args[i], ec)) {
            for (const auto &entry : std::filesystem::directory_iterator(args[i], ec))
                if (isPicture(entry.path()))
                    files.push_back(entry.path().string());
            std::sort(files.begin(), files.end());
            if (files.empty())
                return report(badInput("the folder \"" + args[i] + "\" holds no .jpg or .png"),
                              ctx.json);
        } else if (isPicture(args[i])) {
            files.push_back(args[i]);
        } else {
            cv::VideoCapture video;
            bool opened = false;
            if (std::filesystem::exists(args[i], ec)) {
                try {
                    opened = video.open(args[i]);
                } catch (const cv::Exception &) {
                }
            }
            if (!opened)
                return report(badInput("cannot read \"" + args[i] +
                                       "\": neither a picture, a folder of pictures nor a video"),
                              ctx.json);
            const long long step = every->value_or(10);
            for (long long index = 0;; ++index) {
                cv::Mat frame;
                bool got = false;
                try {
                    got = video.read(frame);
                } catch (const cv::Exception &) {
                }
                if (!got)
                    break;
                if (index % step == 0)
                    pictures.push_back({args[i] + " frame " + std::to_string(index), frame});
            }
            continue;
        }
        for (const std::string &f : files) {
            Result<cv::Mat> image = readImage(f);
            if (!image)
                return report(image.error(), ctx.json);
            pictures.push_back({f, *image});
        }
    }
    std::vector<CharucoView> views;
    json used = json::array(), refused = json::array();
    for (const Picture &p : pictures) {
        Result<CharucoView> view = findCharucoBoard(p.image, *board);
        if (view) {
            views.push_back(*view);
            used.push_back({{"source", p.source}, {"corners", view->ids.size()}});
            if (!ctx.json)
                std::cout << p.source << ": " << view->ids.size() << " corners\n";
        } else {
            refused.push_back({{"source", p.source}, {"reason", view.error().message}});
            if (!ctx.json)
                std::cout << p.source << ": not used: " << view.error().message << "\n";
        }
    }
    Result<LensModel> lens = calibrateLens(views, *board, *camera);
    if (!lens)
        return report(badInput("no lens measured: " + lens.error().message), ctx.json);
    if (Result<Ok> saved = lens->save(*out); !saved)
        return report(saved.error(), ctx.json);
    if (ctx.json) {
        json j = lens->toJson();
        j["file"] = *out;
        j["used"] = used;
        j["refused"] = refused;
        j["largest_bend_px"] = std::round(largestBendPx(*lens) * 10) / 10;
        emit(j);
    } else {
        std::cout << "views used: " << lens->views << " of " << pictures.size() << "\n";
        printLens(*lens);
        if (lens->rmsPx > 1)
            std::cout << "the error is above 1 px: a blurred view, or a board not flat?\n";
        std::cout << "wrote " << *out << " (use it with --lens)\n";
    }
    return exitOk;
}

// vision lens show LENS.json.
int cmdLensShow(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() != 3)
        return report(badInput("usage: umpire-cli vision lens show LENS.json [--json]"), ctx.json);
    Result<LensModel> lens = LensModel::load(args[2]);
    if (!lens)
        return report(lens.error(), ctx.json);
    if (ctx.json) {
        json j = lens->toJson();
        j["file"] = args[2];
        j["largest_bend_px"] = std::round(largestBendPx(*lens) * 10) / 10;
        j["file_name_for_camera"] = lensFileName(lens->camera);
        emit(j);
    } else
        printLens(*lens);
    return exitOk;
}

using Subcommand = int (*)(Context &, const CliOptions &);

// The subcommand named by the positional argument at `at`, or a usage error naming what is known.
int dispatch(Context &ctx, const CliOptions &o, std::size_t at,
             const std::map<std::string, Subcommand> &subs, const std::string &what,
             const char *usage)
{
    const std::vector<std::string> &args = o.positional();
    if (args.size() <= at)
        return report(badInput(usage), ctx.json);
    auto it = subs.find(args[at]);
    if (it == subs.end())
        return report(badInput("unknown " + what + " subcommand \"" + args[at] + "\"; " + usage),
                      ctx.json);
    return it->second(ctx, o);
}

// vision lens board|views|calibrate|show.
int cmdLens(Context &ctx, const CliOptions &o)
{
    return dispatch(ctx, o, 1,
                    {{"board", cmdLensBoard},
                     {"views", cmdLensViews},
                     {"calibrate", cmdLensCalibrate},
                     {"show", cmdLensShow}},
                    "vision lens",
                    "usage: umpire-cli vision lens board|views|calibrate|show ... (docs/cli.md, "
                    "Lens calibration)");
}

} // namespace

int cmdVision(Context &ctx, const CliOptions &o)
{
    return dispatch(ctx, o, 0,
                    {{"locate", cmdLocate},
                     {"scene", cmdScene},
                     {"track", cmdTrack},
                     {"measure", cmdMeasure},
                     {"sheet", cmdSheet},
                     {"lens", cmdLens},
                     {"bench", cmdBench}},
                    "vision", visionUsage);
}

} // namespace umpire::cli
