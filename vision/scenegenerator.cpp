#include "scenegenerator.h"

#include <opencv2/aruco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

namespace umpire::vision {

using nlohmann::json;

namespace {

constexpr double pi = 3.14159265358979323846;

double uniform(std::mt19937_64 &rng, double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(rng);
}

int uniformInt(std::mt19937_64 &rng, int lo, int hi)
{
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

cv::Point2d project(const cv::Matx33d &h, double x, double y)
{
    const cv::Vec3d v = h * cv::Vec3d(x, y, 1);
    return {v[0] / v[2], v[1] / v[2]};
}

struct SideColour
{
    const char *name;
    cv::Scalar bgr;
};
const SideColour sides[] = {
    {"french", {170, 90, 50}}, {"allied", {50, 50, 180}}, {"prussian", {105, 105, 105}}};

// Warps a square tile (side px) lying at map centre `centre`, `sideMm` wide and rotated, into the
// image through mapToImage; only the tile's bounding box of the image is touched.
void warpTile(cv::Mat &image, const cv::Mat &tile, const cv::Matx33d &mapToImage, HexPointMm centre,
              double sideMm, double rotationDeg)
{
    const double a = rotationDeg * pi / 180, scale = sideMm / tile.cols;
    const double c = std::cos(a) * scale, s = std::sin(a) * scale;
    const double half = tile.cols / 2.0;
    // tile pixel -> map mm
    const cv::Matx33d toMap(c, -s, centre.x - c * half + s * half, s, c,
                            centre.y - s * half - c * half, 0, 0, 1);
    const cv::Matx33d h = mapToImage * toMap;
    std::vector<cv::Point2f> corners;
    for (const cv::Point2d p : {cv::Point2d(0, 0), cv::Point2d(tile.cols, 0),
                                cv::Point2d(tile.cols, tile.rows), cv::Point2d(0, tile.rows)})
        corners.push_back(cv::Point2f(project(h, p.x, p.y)));
    const cv::Rect box =
        (cv::boundingRect(corners) + cv::Size(2, 2)) & cv::Rect(0, 0, image.cols, image.rows);
    if (box.area() <= 0)
        return;
    const cv::Matx33d shift(1, 0, -box.x, 0, 1, -box.y, 0, 0, 1);
    cv::Mat roi = image(box);
    cv::Mat warped, mask;
    cv::warpPerspective(tile, warped, shift * h, box.size(), cv::INTER_AREA);
    cv::warpPerspective(cv::Mat(tile.size(), CV_8U, cv::Scalar(255)), mask, shift * h, box.size(),
                        cv::INTER_LINEAR);
    // Soft edges: blend by the warped coverage.
    cv::Mat maskF, roiF, warpedF;
    mask.convertTo(maskF, CV_32F, 1 / 255.0);
    cv::cvtColor(maskF, maskF, cv::COLOR_GRAY2BGR);
    roi.convertTo(roiF, CV_32FC3);
    warped.convertTo(warpedF, CV_32FC3);
    cv::Mat blended = warpedF.mul(maskF) + roiF.mul(cv::Scalar(1, 1, 1) - maskF);
    blended.convertTo(roi, CV_8UC3);
}

cv::Mat markerTile(int marker, int cellPx, double sideMm, double whiteMm, double markerMm,
                   cv::Scalar colour)
{
    const int side = std::max(16, int(std::lround(sideMm / markerMm * 6 * cellPx)));
    cv::Mat tile(side, side, CV_8UC3, colour);
    const double ppm = side / sideMm;
    const int white = int(std::lround((markerMm + 2 * whiteMm) * ppm));
    const int w0 = (side - white) / 2;
    cv::rectangle(tile, cv::Rect(w0, w0, white, white), cv::Scalar(245, 245, 245), cv::FILLED);
    cv::Mat m;
    cv::aruco::drawMarker(cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000), marker,
                          6 * cellPx, m, 1);
    cv::cvtColor(m, m, cv::COLOR_GRAY2BGR);
    const int m0 = (side - m.cols) / 2;
    m.copyTo(tile(cv::Rect(m0, m0, m.cols, m.rows)));
    return tile;
}

// For every pixel of a picture taken through lens, the ideal picture's point it shows: the lens
// inverted on a 4-pixel grid (undistortPoints is slow per pixel), bilinear between (the bend is
// smooth: well under a hundredth of a pixel off).
void idealMaps(const LensModel &lens, cv::Size size, cv::Mat &mapX, cv::Mat &mapY)
{
    constexpr int step = 4;
    const int gw = (size.width + step - 1) / step + 1, gh = (size.height + step - 1) / step + 1;
    std::vector<cv::Point2f> grid;
    grid.reserve(std::size_t(gw) * gh);
    for (int gy = 0; gy < gh; ++gy)
        for (int gx = 0; gx < gw; ++gx)
            grid.emplace_back(float(gx * step), float(gy * step));
    const std::vector<cv::Point2f> ideal = lens.undistort(grid);
    mapX.create(size, CV_32F);
    mapY.create(size, CV_32F);
    for (int y = 0; y < size.height; ++y) {
        const int gy = y / step;
        const float fy = float(y % step) / step;
        float *mx = mapX.ptr<float>(y), *my = mapY.ptr<float>(y);
        for (int x = 0; x < size.width; ++x) {
            const int gx = x / step;
            const float fx = float(x % step) / step;
            const cv::Point2f &a = ideal[std::size_t(gy) * gw + gx],
                              &b = ideal[std::size_t(gy) * gw + gx + 1],
                              &c = ideal[std::size_t(gy + 1) * gw + gx],
                              &d = ideal[std::size_t(gy + 1) * gw + gx + 1];
            const cv::Point2f p = (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
            mx[x] = p.x;
            my[x] = p.y;
        }
    }
}

cv::Matx33d rotationOf(const cv::Vec3d &rotation)
{
    cv::Matx33d r;
    cv::Rodrigues(rotation, r);
    return r;
}

} // namespace

cv::Mat distortImage(const cv::Mat &ideal, const LensModel &lens, cv::Scalar border)
{
    if (ideal.empty())
        return {};
    cv::Mat mapX, mapY, out;
    idealMaps(lens, ideal.size(), mapX, mapY);
    cv::remap(ideal, out, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_CONSTANT, border);
    return out;
}

cv::Mat renderCharucoView(const CharucoBoardSpec &board, const LensModel &lens,
                          const BoardPose &pose, double blurSigma, double noiseSigma,
                          std::uint64_t seed)
{
    const cv::Size size = lens.imageSize;
    if (size.empty() || !board.check())
        return {};
    const double boardW = board.squaresX * board.squareMm, boardH = board.squaresY * board.squareMm;
    const double paperMm = 0.6 * board.squareMm; // white paper round the board
    // The printed board at about twice the pixels it covers in the picture, softened against
    // aliasing.
    const double distance = std::max(1.0, pose.translationMm[2]);
    // Whole pixels a square: OpenCV draws the squares at truncated pixel positions, which would
    // move every corner a quarter pixel up and left.
    const double ppm =
        std::round(std::clamp(2 * lens.cameraMatrix(0, 0) / distance, 2.0, 14.0) * board.squareMm) /
        board.squareMm;
    cv::Mat texture = charucoBoardImage(board, ppm);
    const int pad = int(std::lround(paperMm * ppm));
    cv::copyMakeBorder(texture, texture, pad, pad, pad, pad, cv::BORDER_CONSTANT, cv::Scalar(255));
    cv::GaussianBlur(texture, texture, cv::Size(), 0.7);
    // texture pixel -> board mm (centre at 0) -> camera -> ideal pixel
    const double left = boardW / 2 + double(pad) / ppm, top = boardH / 2 + double(pad) / ppm;
    const cv::Matx33d toBoard(1 / ppm, 0, 0.5 / ppm - left, 0, 1 / ppm, 0.5 / ppm - top, 0, 0, 1);
    const cv::Matx33d r = rotationOf(pose.rotation);
    const cv::Matx33d plane(r(0, 0), r(0, 1), pose.translationMm[0], r(1, 0), r(1, 1),
                            pose.translationMm[1], r(2, 0), r(2, 1), pose.translationMm[2]);
    const cv::Matx33d toIdeal = lens.cameraMatrix * plane * toBoard;
    const cv::Matx33d fromIdeal = toIdeal.inv();
    cv::Mat mapX, mapY;
    idealMaps(lens, size, mapX, mapY);
    for (int y = 0; y < size.height; ++y) {
        float *mx = mapX.ptr<float>(y), *my = mapY.ptr<float>(y);
        for (int x = 0; x < size.width; ++x) {
            const cv::Vec3d t = fromIdeal * cv::Vec3d(mx[x], my[x], 1);
            // Behind the camera, or beyond the horizon of the board's plane: table.
            const bool seen = t[2] > 1e-12;
            mx[x] = seen ? float(t[0] / t[2]) : -1e6f;
            my[x] = seen ? float(t[1] / t[2]) : -1e6f;
        }
    }
    const double table = 70;
    cv::Mat gray;
    cv::remap(texture, gray, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(table));
    cv::Mat f;
    gray.convertTo(f, CV_32F);
    if (blurSigma > 0)
        cv::GaussianBlur(f, f, cv::Size(), blurSigma);
    if (noiseSigma > 0) {
        cv::Mat noise(f.size(), CV_32F);
        cv::RNG rng(seed * 2654435761u + 7);
        rng.fill(noise, cv::RNG::NORMAL, 0, noiseSigma);
        f += noise;
    }
    f.convertTo(gray, CV_8U);
    cv::Mat bgr;
    cv::cvtColor(gray, bgr, cv::COLOR_GRAY2BGR);
    return bgr;
}

double SceneHand::distanceMm(HexPointMm p) const
{
    const double dPalm = std::hypot(p.x - palm.x, p.y - palm.y) - palmMm / 2;
    const double a = angleDeg * pi / 180;
    const double dx = std::cos(a), dy = std::sin(a); // from the palm toward the body
    const double along = (p.x - palm.x) * dx + (p.y - palm.y) * dy;
    const double across = std::abs(-(p.x - palm.x) * dy + (p.y - palm.y) * dx);
    double dArm = along >= 0 ? across - forearmMm / 2
                             : std::hypot(along, std::max(0.0, across - forearmMm / 2));
    return std::max(0.0, std::min(dPalm, dArm));
}

std::string moveCounter(SceneLayout &layout, std::size_t index, int radius, int turn)
{
    if (index >= layout.counters.size())
        return {};
    const HexGrid grid(layout.map.layout);
    Result<Hex> from = grid.parseId(layout.counters[index].hex);
    if (!from)
        return {};
    std::set<std::string> taken;
    for (const SceneCounter &c : layout.counters)
        taken.insert(c.hex);
    for (int r = 1; r <= radius; ++r) {
        const std::vector<Hex> ring = HexGrid::ring(*from, r);
        for (std::size_t k = 0; k < ring.size(); ++k) {
            const Hex to = ring[(k + std::size_t(std::max(turn, 0))) % ring.size()];
            if (!grid.contains(to) || taken.count(grid.id(to)))
                continue;
            SceneCounter &c = layout.counters[index];
            const HexPointMm was = grid.centreMm(*from), now = grid.centreMm(to);
            c.mm = {c.mm.x - was.x + now.x, c.mm.y - was.y + now.y};
            c.hex = grid.id(to);
            return c.hex;
        }
    }
    return {};
}

SceneLayout SceneGenerator::layout(int columns, int rows, int counters, int stacks) const
{
    std::mt19937_64 rng(m_seed * 7919 + 17);
    SceneLayout l;
    MapDescription &m = l.map;
    m.layout.orientation = HexOrientation::FlatTop;
    m.layout.columns = columns;
    m.layout.rows = rows;
    m.layout.flatToFlatMm = 16;
    const double corner = 16 / std::sqrt(3.0);
    m.layout.firstCentreMm = {34 + corner, 42};
    m.mapWidthMm = 2 * 34 + 2 * corner + (columns - 1) * 16 * std::sqrt(3.0) / 2;
    m.mapHeightMm = 42 + (rows - 0.5) * 16 + 34;
    const double a = 24, inset = 4;
    m.anchors = {{996, {inset, inset}, a},
                 {997, {m.mapWidthMm - inset - a, inset}, a},
                 {998, {m.mapWidthMm - inset - a, m.mapHeightMm - inset - a}, a},
                 {999, {inset, m.mapHeightMm - inset - a}, a}};
    const HexGrid grid(m.layout);
    std::vector<Hex> hexes = grid.allHexes();
    std::shuffle(hexes.begin(), hexes.end(), rng);
    std::vector<int> ids(996);
    for (int i = 0; i < 996; ++i)
        ids[i] = i;
    std::shuffle(ids.begin(), ids.end(), rng);
    const int total = std::min<int>(counters, int(hexes.size()));
    std::set<int> oob;
    std::size_t nextId = 0;
    for (int i = 0; i < total && nextId + 1 < ids.size(); ++i) {
        const Hex hex = hexes[i];
        const HexPointMm c = grid.centreMm(hex);
        const double r = uniform(rng, 0, 2.5), t = uniform(rng, 0, 2 * pi);
        SceneCounter counter;
        counter.marker = ids[nextId++];
        counter.hex = grid.id(hex);
        counter.mm = {c.x + r * std::cos(t), c.y + r * std::sin(t)};
        counter.rotationDeg = uniform(rng, -20, 20);
        counter.side = sides[uniformInt(rng, 0, 2)].name;
        if (i < stacks) { // the lower counter, then one on top of it
            SceneCounter top = counter;
            counter.visible = false;
            counter.whyHidden = "under another counter";
            l.counters.push_back(counter);
            top.marker = ids[nextId++];
            top.mm = {counter.mm.x + uniform(rng, -1, 1), counter.mm.y + uniform(rng, -1, 1)};
            top.rotationDeg = counter.rotationDeg + uniform(rng, -8, 8);
            top.side = sides[uniformInt(rng, 0, 2)].name;
            l.counters.push_back(top);
            continue;
        }
        l.counters.push_back(counter);
    }
    return l;
}

SceneCamera SceneGenerator::camera(const std::string &profile) const
{
    std::mt19937_64 rng(m_seed * 104729 + 3);
    SceneCamera c;
    if (profile == "hard") {
        c.keystone = uniform(rng, 0.06, 0.10);
        c.blurSigma = uniform(rng, 1.1, 1.5);
        c.noiseSigma = uniform(rng, 5, 8);
        c.lightDrop = uniform(rng, 0.3, 0.45);
        c.jpegQuality = uniformInt(rng, 65, 80);
        c.mapFill = uniform(rng, 0.95, 1.0);
    } else if (profile == "k4") {
        c.imageSize = {3840, 2160};
        c.keystone = uniform(rng, 0.03, 0.06);
        c.blurSigma = uniform(rng, 1.0, 1.6);
        c.noiseSigma = uniform(rng, 3, 6);
        c.lightDrop = uniform(rng, 0.15, 0.3);
    } else {
        c.keystone = uniform(rng, 0.01, 0.05);
        c.blurSigma = uniform(rng, 0.5, 1.0);
        c.noiseSigma = uniform(rng, 2, 4);
        c.lightDrop = uniform(rng, 0.1, 0.3);
        c.jpegQuality = uniformInt(rng, 80, 92);
    }
    c.rotationDeg = uniform(rng, -6, 6);
    return c;
}

cv::Matx33d SceneGenerator::pose(const SceneLayout &layout, const SceneCamera &camera) const
{
    std::mt19937_64 rng(m_seed * 1299709 + 11);
    const double w = layout.map.mapWidthMm, h = layout.map.mapHeightMm;
    const double iw = camera.imageSize.width, ih = camera.imageSize.height;
    const double s = camera.mapFill * std::min(iw / w, ih / h);
    const double a = camera.rotationDeg * pi / 180;
    std::vector<cv::Point2f> mapPts, imagePts;
    for (const cv::Point2d p :
         {cv::Point2d(0, 0), cv::Point2d(w, 0), cv::Point2d(w, h), cv::Point2d(0, h)}) {
        const double x = (p.x - w / 2) * s, y = (p.y - h / 2) * s;
        const double k = camera.keystone * ih;
        imagePts.emplace_back(
            float(iw / 2 + std::cos(a) * x - std::sin(a) * y + uniform(rng, -k, k)),
            float(ih / 2 + std::sin(a) * x + std::cos(a) * y + uniform(rng, -k, k)));
        mapPts.emplace_back(float(p.x), float(p.y));
    }
    // The referee frames the whole map: a corner tilted out of the picture (and its anchor with
    // it) brings the map back in, about the picture's centre.
    double fit = 1;
    for (const cv::Point2f &q : imagePts)
        for (const double d : {(q.x - iw / 2) / (iw / 2), (q.y - ih / 2) / (ih / 2)})
            fit = std::min(fit, 1.0 / std::max(std::abs(d), 1e-9));
    for (cv::Point2f &q : imagePts)
        q = cv::Point2f(float(iw / 2 + (q.x - iw / 2) * fit), float(ih / 2 + (q.y - ih / 2) * fit));
    return cv::Matx33d(cv::getPerspectiveTransform(mapPts, imagePts));
}

Scene SceneGenerator::render(const SceneLayout &layoutIn, const SceneCamera &camera,
                             const cv::Matx33d &pose, const std::vector<SceneHand> &hands,
                             int frame) const
{
    std::mt19937_64 rng(m_seed * 15485863 + 29);
    std::mt19937_64 noiseRng(m_seed * 32452843 + 31 + std::uint64_t(frame) * 7);
    Scene scene;
    scene.layout = layoutIn;
    scene.mapToImage = pose;
    scene.hands = hands;
    const MapDescription &map = layoutIn.map;
    const HexGrid grid(map.layout);
    const double outPpm =
        cv::norm(cv::Point2d(project(pose, map.mapWidthMm / 2 + 10, map.mapHeightMm / 2)) -
                 cv::Point2d(project(pose, map.mapWidthMm / 2, map.mapHeightMm / 2))) /
        10;

    // The printed map, at twice the camera's resolution, with a table around it.
    const double ppm = std::clamp(2 * outPpm, 3.0, 9.0);
    const double margin = 80;
    const cv::Size canvasSize(int((map.mapWidthMm + 2 * margin) * ppm),
                              int((map.mapHeightMm + 2 * margin) * ppm));
    cv::Mat canvas(canvasSize, CV_8UC3, cv::Scalar(48, 40, 38));
    auto px = [&](double xmm, double ymm) {
        return cv::Point(int(std::lround((xmm + margin) * ppm * 16)),
                         int(std::lround((ymm + margin) * ppm * 16)));
    };
    const cv::Scalar paper(uniform(rng, 150, 175), uniform(rng, 190, 205), uniform(rng, 205, 220));
    cv::rectangle(canvas, px(0, 0), px(map.mapWidthMm, map.mapHeightMm), paper, cv::FILLED,
                  cv::LINE_AA, 4);
    const cv::Scalar terrain[] = {{70, 140, 60}, {130, 110, 120}, {120, 140, 70}, {90, 160, 190}};
    for (int i = 0, n = uniformInt(rng, 3, 7); i < n; ++i)
        cv::ellipse(
            canvas,
            px(uniform(rng, 20, map.mapWidthMm - 20), uniform(rng, 20, map.mapHeightMm - 20)),
            cv::Size(int(uniform(rng, 10, 30) * ppm * 16), int(uniform(rng, 8, 25) * ppm * 16)),
            uniform(rng, 0, 180), 0, 360, terrain[uniformInt(rng, 0, 3)], cv::FILLED, cv::LINE_AA,
            4);
    std::vector<cv::Point> river;
    for (double x = -10; x < map.mapWidthMm + 20; x += uniform(rng, 30, 70))
        river.push_back(px(std::clamp(x, 0.0, map.mapWidthMm), uniform(rng, 0, map.mapHeightMm)));
    cv::polylines(canvas, river, false, cv::Scalar(170, 110, 60), int(std::max(1.0, 1.2 * ppm)),
                  cv::LINE_AA, 4);
    for (const Hex &hex : grid.allHexes()) {
        const auto corners = grid.cornersMm(hex);
        std::vector<cv::Point> poly;
        for (const HexPointMm &c : corners)
            poly.push_back(px(c.x, c.y));
        cv::polylines(canvas, poly, true, cv::Scalar(60, 60, 60), 1, cv::LINE_AA, 4);
        const HexPointMm c = grid.centreMm(hex);
        cv::putText(canvas, grid.id(hex),
                    cv::Point(int((c.x - 2.5 + margin) * ppm), int((c.y - 5 + margin) * ppm)),
                    cv::FONT_HERSHEY_PLAIN, 0.09 * ppm, cv::Scalar(80, 80, 80), 1, cv::LINE_AA);
    }
    const cv::Matx33d canvasToMap(1 / ppm, 0, -margin, 0, 1 / ppm, -margin, 0, 0, 1);
    cv::Mat image;
    cv::warpPerspective(canvas, image, pose * canvasToMap, camera.imageSize, cv::INTER_LINEAR,
                        cv::BORDER_CONSTANT, cv::Scalar(48, 40, 38));

    // Anchors and counters: sharp tiles warped one by one.
    const int cell = std::max(4, int(std::ceil(outPpm * 8.5 / 6 * 2)));
    for (const AnchorMarker &a : map.anchors) {
        cv::Mat tile = markerTile(a.marker, int(cell * 2), a.sideMm + 8, 4, a.sideMm,
                                  cv::Scalar(245, 245, 245));
        warpTile(image, tile, pose, a.centreMm(), a.sideMm + 8, 0);
    }
    for (SceneCounter &c : scene.layout.counters) {
        cv::Scalar colour = sides[0].bgr;
        for (const SideColour &s : sides)
            if (c.side == s.name)
                colour = s.bgr;
        cv::Mat tile = markerTile(c.marker, cell, map.counterMm,
                                  (map.counterMm - map.counterMarkerMm) > 1.2 ? 0.6 : 0.3,
                                  map.counterMarkerMm, colour);
        warpTile(image, tile, pose, c.mm, map.counterMm, c.rotationDeg);
    }
    // Hands: a forearm and a palm, skin coloured, shaded.
    for (const SceneHand &hand : hands) {
        const cv::Scalar skin(uniform(rng, 95, 125), uniform(rng, 130, 160),
                              uniform(rng, 185, 215));
        const double a = hand.angleDeg * pi / 180;
        const double dx = std::cos(a), dy = std::sin(a);
        std::vector<cv::Point> arm;
        const double far = 600, r = hand.forearmMm / 2;
        for (const cv::Point2d p :
             {cv::Point2d(hand.palm.x - dy * r, hand.palm.y + dx * r),
              cv::Point2d(hand.palm.x - dy * r + dx * far, hand.palm.y + dx * r + dy * far),
              cv::Point2d(hand.palm.x + dy * r + dx * far, hand.palm.y - dx * r + dy * far),
              cv::Point2d(hand.palm.x + dy * r, hand.palm.y - dx * r)})
            arm.push_back(cv::Point(project(pose, p.x, p.y)));
        std::vector<cv::Point> palm;
        for (int i = 0; i < 48; ++i) {
            const double t = 2 * pi * i / 48;
            palm.push_back(cv::Point(project(pose, hand.palm.x + hand.palmMm / 2 * std::cos(t),
                                             hand.palm.y + hand.palmMm / 2 * std::sin(t))));
        }
        cv::fillConvexPoly(image, arm, skin, cv::LINE_AA);
        cv::fillConvexPoly(image, palm, skin, cv::LINE_AA);
    }
    for (SceneCounter &c : scene.layout.counters)
        for (const SceneHand &hand : hands)
            if (c.visible && hand.distanceMm(c.mm) < 0.9 * map.counterMm) {
                c.visible = false;
                c.whyHidden = "under a hand";
            }
    // The lens bends the whole view before the sensor adds its noise.
    if (camera.lens) {
        Result<LensModel> sized = camera.lens->forImageSize(image.size());
        if (sized) {
            scene.lens = *sized;
            image = distortImage(image, *sized, cv::Scalar(48, 40, 38));
        }
    }

    // Light, blur, sensor noise, JPEG.
    cv::Mat light(image.size(), CV_32F);
    const double lx = uniform(rng, 0, image.cols), ly = uniform(rng, 0, image.rows);
    const double diag = std::hypot(image.cols, image.rows);
    for (int y = 0; y < light.rows; ++y) {
        float *row = light.ptr<float>(y);
        for (int x = 0; x < light.cols; ++x)
            row[x] = float(1 - camera.lightDrop *
                                   std::min(1.0, std::hypot(x - lx, y - ly) / diag * 1.2));
    }
    cv::Mat f;
    image.convertTo(f, CV_32FC3);
    cv::Mat light3;
    cv::cvtColor(light, light3, cv::COLOR_GRAY2BGR);
    f = f.mul(light3);
    if (camera.blurSigma > 0)
        cv::GaussianBlur(f, f, cv::Size(), camera.blurSigma);
    if (camera.noiseSigma > 0) {
        cv::Mat noise(f.size(), CV_32FC3);
        cv::theRNG().state = noiseRng();
        cv::randn(noise, 0, camera.noiseSigma);
        f += noise;
    }
    f.convertTo(image, CV_8UC3);
    if (camera.jpegQuality > 0) {
        std::vector<uchar> bytes;
        cv::imencode(".jpg", image, bytes, {cv::IMWRITE_JPEG_QUALITY, camera.jpegQuality});
        image = cv::imdecode(bytes, cv::IMREAD_COLOR);
    }
    scene.image = image;
    return scene;
}

Scene SceneGenerator::generate(const std::string &profile,
                               const std::optional<LensModel> &lens) const
{
    std::mt19937_64 rng(m_seed * 49979687 + 5);
    SceneLayout l;
    if (profile == "k4")
        l = layout(uniformInt(rng, 34, 40), uniformInt(rng, 24, 28), uniformInt(rng, 120, 160), 0);
    else if (profile == "hard")
        l = layout(uniformInt(rng, 18, 22), uniformInt(rng, 12, 14), uniformInt(rng, 45, 60), 0);
    else if (profile == "stack")
        l = layout(uniformInt(rng, 16, 20), uniformInt(rng, 11, 13), uniformInt(rng, 25, 35), 10);
    else
        l = layout(uniformInt(rng, 16, 20), uniformInt(rng, 11, 13), uniformInt(rng, 25, 40), 0);
    SceneCamera cam = camera(profile);
    cam.lens = lens;
    std::vector<SceneHand> hands;
    if (profile == "hand") {
        SceneHand h;
        h.palm = {uniform(rng, 0.3, 0.7) * l.map.mapWidthMm,
                  uniform(rng, 0.3, 0.6) * l.map.mapHeightMm};
        h.angleDeg = uniform(rng, 60, 120);
        h.palmMm = uniform(rng, 70, 90);
        h.forearmMm = uniform(rng, 50, 65);
        hands.push_back(h);
    }
    return render(l, cam, pose(l, cam), hands);
}

LensModel SceneGenerator::lens(cv::Size size) const
{
    std::mt19937_64 rng(m_seed * 674506111 + 19);
    LensModel l;
    l.camera = "generated";
    l.imageSize = size;
    const double hfov = uniform(rng, 60, 75) * pi / 180;
    const double f = size.width / 2.0 / std::tan(hfov / 2);
    l.cameraMatrix = cv::Matx33d(f, 0, size.width * (0.5 + uniform(rng, -0.02, 0.02)), 0, f,
                                 size.height * (0.5 + uniform(rng, -0.02, 0.02)), 0, 0, 1);
    l.distortion = {uniform(rng, -0.3, -0.15), uniform(rng, 0.03, 0.1), uniform(rng, -0.001, 0.001),
                    uniform(rng, -0.001, 0.001), 0};
    return l;
}

std::vector<BoardPose> SceneGenerator::boardPoses(const CharucoBoardSpec &board,
                                                  const LensModel &lens, int count) const
{
    std::mt19937_64 rng(m_seed * 86028121 + 13);
    const double boardW = board.squaresX * board.squareMm, boardH = board.squaresY * board.squareMm;
    const double paper = 0.6 * board.squareMm;
    const double w = lens.imageSize.width, h = lens.imageSize.height;
    const cv::Matx33d &k = lens.cameraMatrix;
    // Corners and edges of the picture first: the lens bends most there.
    const int order[] = {0, 8, 2, 6, 4, 1, 7, 3, 5};
    std::vector<BoardPose> poses;
    for (int i = 0; i < count; ++i) {
        const int cell = order[i % 9];
        BoardPose pose;
        for (int attempt = 0; attempt < 200; ++attempt) {
            const double shrink = std::pow(0.98, attempt);
            const double u = w * (0.2 + 0.3 * (cell % 3) + uniform(rng, -0.05, 0.05) * shrink);
            const double v = h * (0.2 + 0.3 * (cell / 3) + uniform(rng, -0.05, 0.05) * shrink);
            const double fill = uniform(rng, 0.3, 0.5) * shrink;
            const double ax = uniform(rng, -35, 35) * pi / 180,
                         ay = uniform(rng, -35, 35) * pi / 180,
                         az = uniform(rng, -25, 25) * pi / 180;
            if (std::abs(ax) + std::abs(ay) < 15 * pi / 180)
                continue; // a board facing the camera fixes the focal length badly
            const cv::Matx33d rx(1, 0, 0, 0, std::cos(ax), -std::sin(ax), 0, std::sin(ax),
                                 std::cos(ax));
            const cv::Matx33d ry(std::cos(ay), 0, std::sin(ay), 0, 1, 0, -std::sin(ay), 0,
                                 std::cos(ay));
            const cv::Matx33d rz(std::cos(az), -std::sin(az), 0, std::sin(az), std::cos(az), 0, 0,
                                 0, 1);
            const cv::Matx33d r = rz * ry * rx;
            const double z = k(0, 0) * boardW / (fill * w);
            const cv::Vec3d t((u - k(0, 2)) / k(0, 0) * z, (v - k(1, 2)) / k(1, 1) * z, z);
            bool inView = true;
            for (const cv::Point2d c :
                 {cv::Point2d(-1, -1), cv::Point2d(1, -1), cv::Point2d(1, 1), cv::Point2d(-1, 1)}) {
                const cv::Vec3d p =
                    r * cv::Vec3d(c.x * (boardW / 2 + paper), c.y * (boardH / 2 + paper), 0) + t;
                if (p[2] < 0.3 * z) {
                    inView = false;
                    break;
                }
                const cv::Point2f ideal(float(k(0, 0) * p[0] / p[2] + k(0, 2)),
                                        float(k(1, 1) * p[1] / p[2] + k(1, 2)));
                const cv::Point2f seen = lens.distort(ideal);
                inView = inView && seen.x > 0.02 * w && seen.x < 0.98 * w && seen.y > 0.02 * h &&
                         seen.y < 0.98 * h;
            }
            if (!inView)
                continue;
            cv::Vec3d rotation;
            cv::Rodrigues(r, rotation);
            pose = {rotation, t};
            break;
        }
        poses.push_back(pose);
    }
    return poses;
}

std::vector<cv::Mat> SceneGenerator::boardViews(const CharucoBoardSpec &board,
                                                const LensModel &lens, int count) const
{
    std::mt19937_64 rng(m_seed * 39916801 + 23);
    std::vector<cv::Mat> views;
    for (const BoardPose &pose : boardPoses(board, lens, count))
        views.push_back(renderCharucoView(board, lens, pose, uniform(rng, 0.5, 0.9),
                                          uniform(rng, 1, 3), rng()));
    return views;
}

json Scene::truthJson() const
{
    json j = layout.map.toJson();
    j["image_size"] = {image.cols, image.rows};
    json counters = json::array();
    for (const SceneCounter &c : layout.counters) {
        json e = {{"marker", c.marker},
                  {"hex", c.hex},
                  {"x_mm", c.mm.x},
                  {"y_mm", c.mm.y},
                  {"side", c.side},
                  {"visible", c.visible},
                  {"rotation_deg", c.rotationDeg}};
        if (!c.visible)
            e["why_hidden"] = c.whyHidden;
        counters.push_back(e);
    }
    j["counters"] = counters;
    json h = json::array();
    for (int r = 0; r < 3; ++r)
        h.push_back({mapToImage(r, 0), mapToImage(r, 1), mapToImage(r, 2)});
    j["homography_map_mm_to_image"] = h;
    if (lens) // the homography is then to the ideal picture, seen through this lens
        j["lens"] = lens->toJson();
    return j;
}

} // namespace umpire::vision
