#include "printedmap.h"

#include <nlohmann/json.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <random>

namespace umpire::vision {

namespace {

cv::Point2d apply(const cv::Matx23d &m, HexPointMm p)
{
    return {m(0, 0) * p.x + m(0, 1) * p.y + m(0, 2), m(1, 0) * p.x + m(1, 1) * p.y + m(1, 2)};
}

} // namespace

PicturePoint PrintedMap::centreOf(const std::string &id) const
{
    const HexGrid g(grid);
    Result<Hex> hex = g.parseId(id);
    if (!hex)
        return {-1, -1};
    const cv::Point2d p = apply(gridToPicture, g.centreMm(*hex));
    return {p.x, p.y};
}

nlohmann::json PrintedMap::truthJson() const
{
    const HexGrid g(grid);
    nlohmann::json hexes = nlohmann::json::object();
    for (Hex h : g.allHexes()) {
        const std::string id = g.id(h);
        const PicturePoint c = centreOf(id);
        hexes[id] = {{"centrePx", {c.x, c.y}}, {"terrain", terrain.at(id)}};
    }
    const bool flat = grid.orientation == HexOrientation::FlatTop;
    return {{"kind", "printed map"},
            {"orientation", flat ? "flat-top" : "pointy-top"},
            {"columns", grid.columns},
            {"rows", grid.rows},
            {"flatToFlatPx", grid.flatToFlatMm},
            {"columnStepPx", g.columnStepMm()},
            {"rowStepPx", g.rowStepMm()},
            {"turnDeg", turnDeg},
            {"widthPx", image.cols},
            {"heightPx", image.rows},
            {"hexes", hexes}};
}

PrintedMap drawPrintedMap(const PrintedMapOptions &options)
{
    PrintedMap out;
    out.grid = options.grid;
    out.turnDeg = options.turnDeg;
    const HexGrid g(options.grid);
    // The printed map's extent, then the picture around it.
    double xmin = 1e18, ymin = 1e18, xmax = -1e18, ymax = -1e18;
    for (Hex h : g.allHexes())
        for (const HexPointMm &c : g.cornersMm(h)) {
            xmin = std::min(xmin, c.x);
            ymin = std::min(ymin, c.y);
            xmax = std::max(xmax, c.x);
            ymax = std::max(ymax, c.y);
        }
    const double turn = options.turnDeg * 3.14159265358979323846 / 180;
    const double w0 = xmax - xmin + 2 * options.marginPx, h0 = ymax - ymin + 2 * options.marginPx;
    const double cw = std::abs(std::cos(turn)), sw = std::abs(std::sin(turn));
    const int width = int(std::ceil(w0 * cw + h0 * sw)), height = int(std::ceil(w0 * sw + h0 * cw));
    // Turned about the printed map's middle, which lands at the picture's.
    const double mx = (xmin + xmax) / 2, my = (ymin + ymax) / 2;
    const double c = std::cos(turn), s = std::sin(turn);
    out.gridToPicture =
        cv::Matx23d(c, -s, width / 2.0 - (c * mx - s * my), s, c, height / 2.0 - (s * mx + c * my));
    cv::Mat image(height, width, CV_8UC3, cv::Scalar(205, 225, 235));

    // The terrain: forests and marshes in patches around a few random hexes, towns alone.
    std::mt19937_64 random(options.seed);
    const std::vector<Hex> all = g.allHexes();
    std::map<Hex, std::string> painted;
    for (Hex h : all)
        painted[h] = "clear";
    auto pick = [&]() { return all[std::size_t(random() % all.size())]; };
    for (const auto &[kind, patches, radius] :
         {std::tuple{"forest", 4, 2}, std::tuple{"marsh", 2, 1}, std::tuple{"town", 5, 0}})
        for (int p = 0; p < patches; ++p) {
            const Hex centre = pick();
            for (Hex h : HexGrid::range(centre, radius))
                if (g.contains(h) && (radius == 0 || random() % 4 != 0))
                    painted[h] = kind;
        }
    const auto &colours = printedTerrainColours();
    std::normal_distribution<double> shade(0, 8);
    const int shift = 4;
    auto fixed = [&](const cv::Point2d &p) {
        return cv::Point(int(std::lround(p.x * (1 << shift))),
                         int(std::lround(p.y * (1 << shift))));
    };
    for (Hex h : all) {
        std::vector<cv::Point> polygon;
        for (const HexPointMm &k : g.cornersMm(h))
            polygon.push_back(fixed(apply(out.gridToPicture, k)));
        cv::Scalar colour = colours.at(painted[h]);
        for (int i = 0; i < 3; ++i)
            colour[i] = std::clamp(colour[i] + shade(random), 0.0, 255.0);
        cv::fillConvexPoly(image, polygon, colour, cv::LINE_AA, shift);
        out.terrain[g.id(h)] = painted[h];
    }
    const double f = options.grid.flatToFlatMm;
    const int ink = std::max(1, int(std::lround(f / 28)));
    for (Hex h : all) {
        std::vector<cv::Point> polygon;
        for (const HexPointMm &k : g.cornersMm(h))
            polygon.push_back(fixed(apply(out.gridToPicture, k)));
        cv::polylines(image, polygon, true, cv::Scalar(30, 30, 30), ink, cv::LINE_AA, shift);
        // The id at the top of the hex, as printed maps have it.
        const std::string id = g.id(h);
        const double scale = f / 120;
        int baseline = 0;
        const cv::Size text = cv::getTextSize(id, cv::FONT_HERSHEY_SIMPLEX, scale, 1, &baseline);
        const HexPointMm centre = g.centreMm(h);
        const cv::Point2d at =
            apply(out.gridToPicture,
                  {centre.x, centre.y - g.rowStepMm() * 0.28 * (options.grid.rowsUpward ? -1 : 1)});
        cv::putText(image, id,
                    cv::Point(int(at.x - text.width / 2.0), int(at.y + text.height / 2.0)),
                    cv::FONT_HERSHEY_SIMPLEX, scale, cv::Scalar(40, 40, 40), 1, cv::LINE_AA);
    }
    // The map's border.
    std::vector<cv::Point> border;
    for (const HexPointMm &k : {HexPointMm{xmin - 6, ymin - 6}, HexPointMm{xmax + 6, ymin - 6},
                                HexPointMm{xmax + 6, ymax + 6}, HexPointMm{xmin - 6, ymax + 6}})
        border.push_back(fixed(apply(out.gridToPicture, k)));
    cv::polylines(image, border, true, cv::Scalar(20, 20, 20), ink + 1, cv::LINE_AA, shift);
    if (options.noiseSigma > 0) {
        cv::Mat noise(image.size(), CV_16SC3);
        cv::theRNG().state = options.seed * 2654435761u + 1;
        cv::randn(noise, cv::Scalar::all(0), cv::Scalar::all(options.noiseSigma));
        cv::Mat wide;
        image.convertTo(wide, CV_16SC3);
        wide += noise;
        wide.convertTo(image, CV_8UC3);
    }
    out.image = image;
    return out;
}

PrintedMapOptions randomPrintedMap(std::uint64_t seed, HexOrientation orientation)
{
    std::mt19937_64 random(seed);
    auto between = [&](double lo, double hi) {
        return lo + (hi - lo) * double(random() % 10001) / 10000.0;
    };
    PrintedMapOptions o;
    o.seed = seed;
    o.grid.orientation = orientation;
    o.grid.columns = 12 + int(random() % 7);
    o.grid.rows = 10 + int(random() % 5);
    o.grid.flatToFlatMm = between(40, 56);
    o.grid.evenShifted = random() % 2 == 0;
    o.grid.firstCentreMm = {0, 0};
    o.turnDeg = between(-2, 2);
    return o;
}

} // namespace umpire::vision
