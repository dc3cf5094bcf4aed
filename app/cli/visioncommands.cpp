// umpire-cli vision locate|track|measure|sheet|bench: the camera over the table (vision/).
#include "clicontext.h"

#include "locator.h"
#include "scenegenerator.h"
#include "vision.h"

#include <opencv2/imgcodecs.hpp>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

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
    return report(badInput("unknown vision subcommand \"" + sub + "\"; " + visionUsage), ctx.json);
}

} // namespace umpire::cli
