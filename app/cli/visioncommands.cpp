// umpire-cli vision locate|track|measure|sheet|bench: the camera over the table (vision/).
#include "clicontext.h"

#include "locator.h"
#include "markersheet.h"
#include "measure.h"
#include "scenegenerator.h"
#include "tracker.h"
#include "vaevictisscale.h"
#include "vision.h"

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>

#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <thread>

namespace umpire::cli {

using nlohmann::json;
using namespace umpire::vision;

extern const std::set<std::string> visionValueOptions;
const std::set<std::string> visionValueOptions = {
    "map",    "out",   "format", "from", "to",     "scale", "markers", "anchors",  "calibration",
    "repeat", "every", "size",   "page", "frames", "seed",  "profile", "scale-mm", "points"};
extern const std::set<std::string> visionFlags;
const std::set<std::string> visionFlags = {"no-hands", "overlay"};

namespace {

const char *visionUsage = "usage: umpire-cli vision locate|track|measure|sheet|bench ... "
                          "(docs/cli.md, section vision)";

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
        return report(badInput("usage: umpire-cli vision locate --map MAP.json IMAGE [--json]"),
                      ctx.json);
    Result<MapDescription> map = mapFrom(o);
    if (!map)
        return report(map.error(), ctx.json);
    Result<cv::Mat> image = readImage(args[1]);
    if (!image)
        return report(image.error(), ctx.json);
    Locator locator(*map);
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

// vision scene PROFILE OUT.jpg [--seed N]: a generated camera view and its truth (OUT.json).
int cmdScene(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    const std::set<std::string> profiles = {"easy", "hard", "hand", "stack", "k4"};
    if (args.size() != 3 || !profiles.count(args[1]))
        return report(badInput("usage: umpire-cli vision scene easy|hard|hand|stack|k4 OUT.jpg "
                               "[--seed N]"),
                      ctx.json);
    Result<std::optional<long long>> seed = o.integer("seed");
    if (!seed)
        return report(seed.error(), ctx.json);
    const std::string out = args[2];
    if (out.size() < 5 || out.substr(out.size() - 4) != ".jpg")
        return report(badInput("the scene is written as a .jpg file (and its truth beside it as "
                               ".json): \"" +
                               out + "\""),
                      ctx.json);
    const Scene scene = SceneGenerator(std::uint64_t(seed->value_or(1))).generate(args[1]);
    json truth = scene.truthJson();
    const std::string base = out.substr(0, out.size() - 4);
    truth["image"] = base.substr(base.find_last_of('/') + 1) + ".jpg";
    bool written = false;
    try {
        written = cv::imwrite(out, scene.image, {cv::IMWRITE_JPEG_QUALITY, 95});
    } catch (const cv::Exception &) {
    }
    std::ofstream file(base + ".json");
    file << truth.dump(1) << "\n";
    if (!written || !file)
        return report(badInput("cannot write \"" + out + "\" or its .json"), ctx.json);
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
                               "[--every N] [--json]"),
                      ctx.json);
    Result<MapDescription> map = mapFrom(o);
    if (!map)
        return report(map.error(), ctx.json);
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
    Tracker tracker{Locator(*map)};
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
    if (ctx.json) {
        json out = tracker.stateJson();
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
                               "MARKER|X,Y --to MARKER|X,Y [--json]"),
                      ctx.json);
    Result<MapDescription> map = mapFrom(o);
    if (!map)
        return report(map.error(), ctx.json);
    Result<MeasureEnd> from = MeasureEnd::parse(*fromText);
    if (!from)
        return report(badInput("--from: " + from.error().message), ctx.json);
    Result<MeasureEnd> to = MeasureEnd::parse(*toText);
    if (!to)
        return report(badInput("--to: " + to.error().message), ctx.json);
    Result<cv::Mat> image = readImage(args[1]);
    if (!image)
        return report(image.error(), ctx.json);
    Result<LocateResult> located = Locator(*map).locate(*image);
    if (!located)
        return report(badInput(args[1] + ": " + located.error().message), ctx.json);
    Result<Measure> m = measureOnMap(*located, *from, *to);
    if (!m)
        return report(m.error(), ctx.json);
    // Paces through the engine's Vae Victis scale (VV Scale: 15 mm and 25 mm figures).
    json paces = json::object();
    std::string pacesText;
    Result<VvGame> game = VvGame::find("la-grande-armee", ctx.library.dirs());
    if (game) {
        for (const char *scale : {"15mm", "25mm"}) {
            Result<VvMeasure> v = vvMeasure(*game, scale, m->mm, "mm");
            if (v) {
                paces[scale] = v->paces;
                pacesText += std::string(pacesText.empty() ? "" : ", ") +
                             std::to_string(int(std::lround(v->paces))) + " paces at " + scale;
            }
        }
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

// vision bench [--repeat N] [--map MAP.json IMAGE...]: our locate against OpenCV's plain
// detectMarkers on the same frames, in one run; then tracking over a sequence with a hand.
int cmdBench(Context &ctx, const CliOptions &o)
{
    Result<std::optional<long long>> repeat = o.integer("repeat");
    if (!repeat)
        return report(repeat.error(), ctx.json);
    const int repeats = int(std::clamp<long long>(repeat->value_or(5), 1, 100));
    struct Frame
    {
        std::string name;
        cv::Mat image;
        MapDescription map;
    };
    std::vector<Frame> frames;
    const std::vector<std::string> &args = o.positional();
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
    } else {
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
                plainFound = MarkerDetector::detectPlain(gray).size();
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
    auto trackingRun = [&](const char *profile, int columns, int rows, int counters, int count) {
        const SceneGenerator generator(107);
        const SceneLayout layout = generator.layout(columns, rows, counters, 0);
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
                (void)MarkerDetector::detectPlain(gray);
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
    const json tracking = trackingRun("easy", 18, 12, 35, 24);
    const json tracking4k = trackingRun("k4", 38, 26, 140, 14);
    json sizes = json::object();
    for (const auto &[size, ours] : oursBySize) {
        const double o1 = medianOf(ours), p1 = medianOf(plainBySize[size]);
        sizes[size] = {{"locate_ms", std::round(o1 * 10) / 10},
                       {"plain_detect_ms", std::round(p1 * 10) / 10},
                       {"ratio", std::round(o1 / p1 * 100) / 100}};
    }
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    if (ctx.json) {
        emit({{"opencv", openCvVersion()},
              {"cores", cores},
              {"repeat", repeats},
              {"frames", rows},
              {"by_size", sizes},
              {"tracking_1920x1080", tracking},
              {"tracking_3840x2160", tracking4k}});
        return exitOk;
    }
    std::cout << "OpenCV " << openCvVersion() << ", " << cores << " cores, median of " << repeats
              << " runs per frame\n";
    for (const json &r : rows)
        std::cout << "  " << r["frame"].get<std::string>() << " (" << r["size"].get<std::string>()
                  << "): locate " << r["locate_ms"] << " ms, plain detectMarkers "
                  << r["plain_detect_ms"] << " ms, ratio " << r["ratio"] << "\n";
    for (const auto &[size, v] : sizes.items())
        std::cout << size << ": locate " << v["locate_ms"] << " ms per frame, plain detectMarkers "
                  << v["plain_detect_ms"] << " ms, ratio " << v["ratio"] << "\n";
    for (const auto &[size, t] : {std::pair{"1920x1080", tracking}, {"3840x2160", tracking4k}})
        std::cout << "tracking " << size << " (" << t["frames"]
                  << " frames, a hand crossing): " << t["track_ms"]
                  << " ms per frame, plain detectMarkers " << t["plain_detect_ms"] << " ms, ratio "
                  << t["ratio"] << ", moved or removed: " << t["moved_or_removed"] << "\n";
    return exitOk;
}

} // namespace

int cmdVision(Context &ctx, const CliOptions &o)
{
    const std::vector<std::string> &args = o.positional();
    if (args.empty())
        return report(badInput(visionUsage), ctx.json);
    const std::string &sub = args[0];
    if (sub == "locate")
        return cmdLocate(ctx, o);
    if (sub == "scene")
        return cmdScene(ctx, o);
    if (sub == "track")
        return cmdTrack(ctx, o);
    if (sub == "measure")
        return cmdMeasure(ctx, o);
    if (sub == "sheet")
        return cmdSheet(ctx, o);
    if (sub == "bench")
        return cmdBench(ctx, o);
    return report(badInput("unknown vision subcommand \"" + sub + "\"; " + visionUsage), ctx.json);
}

} // namespace umpire::cli
