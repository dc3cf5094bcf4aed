#include "locator.h"

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <future>
#include <map>
#include <nlohmann/json.hpp>

namespace umpire::vision {

using nlohmann::json;

Locator::Locator(MapDescription map, DetectorSettings settings)
    : m_map(std::move(map)), m_grid(m_map.layout), m_detector(settings)
{
}

namespace {

double distanceMm(HexPointMm a, HexPointMm b)
{
    return std::hypot(a.x - b.x, a.y - b.y);
}

cv::Rect boundsOf(const std::vector<cv::Point2f> &points, double margin, cv::Size size)
{
    cv::Rect r = cv::boundingRect(points);
    r.x -= int(margin);
    r.y -= int(margin);
    r.width += int(2 * margin);
    r.height += int(2 * margin);
    return r & cv::Rect(0, 0, size.width, size.height);
}

} // namespace

Result<LocateResult> Locator::locate(const cv::Mat &image, const LocateOptions &options) const
{
    const auto start = std::chrono::steady_clock::now();
    if (image.empty())
        return badInput(msg("the frame is empty (no picture, or a file that is not an image)"));
    if (image.depth() != CV_8U || (image.channels() != 1 && image.channels() != 3))
        return badInput(msg("the frame is not an 8-bit colour or gray picture"));
    if (image.cols < 64 || image.rows < 64)
        return badInput(msg("the frame is too small (%1x%2 pixels) to read markers",
                            {std::to_string(image.cols), std::to_string(image.rows)}));
    cv::Mat gray;
    try {
        if (options.gray.size() == image.size() && options.gray.type() == CV_8UC1)
            gray = options.gray;
        else if (image.channels() == 3)
            cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
        else
            gray = image;
    } catch (const cv::Exception &e) {
        return badInput(msg("the frame cannot be read: %1", {std::string(e.what())}));
    }
    // The hand finder's pixel half needs no calibration: on the other core, beside the anchors
    // (after the gray picture, which OpenCV makes on both cores).
    std::future<cv::Mat> skin;
    if (options.findHands && image.channels() == 3)
        skin = std::async(std::launch::async, [&image] { return HandMask::skin(image); });
    // The lens at this picture's size (one measured at 1080p serves 4K frames); a calibration
    // carried from an earlier frame keeps its own.
    std::optional<LensModel> lens = options.calibration ? options.calibration->lens : std::nullopt;
    if (m_lens) {
        Result<LensModel> sized = m_lens->forImageSize(image.size());
        if (!sized)
            return badInput(sized.error().what);
        lens = std::move(sized).value();
    }
    LocateResult result;
    result.imageSize = image.size();

    // Anchors first, at reduced size (they are large): they bound the search for the counters
    // to the map and to the counters' size, which is most of the speed.
    std::optional<Calibration> hint = options.calibration;
    std::vector<MarkerRead> reads;
    if (!hint && options.regions.empty()) {
        reads = findAnchors(gray, lens);
        Result<Calibration> first = Calibration::fromAnchors(m_map, reads, lens);
        if (first)
            hint = *first;
        else
            reads.clear();
    }
    std::vector<cv::Rect> regions = options.regions;
    double minSide = 0, maxSide = 0;
    if (hint) {
        const Calibration &c = *hint;
        double lo = 1e9, hi = 0;
        for (const HexPointMm p :
             {HexPointMm{0, 0}, HexPointMm{m_map.mapWidthMm, 0},
              HexPointMm{m_map.mapWidthMm, m_map.mapHeightMm}, HexPointMm{0, m_map.mapHeightMm},
              HexPointMm{m_map.mapWidthMm / 2, m_map.mapHeightMm / 2}}) {
            const double ppm = c.pixelsPerMm(p);
            lo = std::min(lo, ppm);
            hi = std::max(hi, ppm);
        }
        double anchorSide = 0;
        for (const AnchorMarker &a : m_map.anchors)
            anchorSide = std::max(anchorSide, a.sideMm);
        minSide = std::max(m_detector.settings().minSidePx, 0.6 * lo * m_map.counterMarkerMm);
        // Anchors already read: only counters are left to find.
        maxSide =
            1.5 * hi * (reads.empty() ? std::max(anchorSide, m_map.counterMm) : m_map.counterMm);
        if (regions.empty()) {
            // Two counters' width beyond the edge: a counter left beside the map is read, and
            // rejected as off the map rather than silently ignored.
            const cv::Rect mapBox =
                boundsOf(c.mapOutline(m_map), 2 * m_map.counterMm * hi, image.size());
            if (mapBox.area() > 0)
                regions.push_back(mapBox);
        }
    }
    if (regions.empty())
        regions.push_back(cv::Rect(0, 0, image.cols, image.rows));
    // Large regions in two overlapping halves, one per core (detectRegions): one thresholding
    // window leaves OpenCV's own threads idle. The overlap holds a whole counter marker.
    std::vector<cv::Rect> parts;
    const int overlap = int(std::max(maxSide, 60.0) * 1.5);
    for (const cv::Rect &r : regions) {
        if (r.area() < 400000 || r.height < 4 * overlap) {
            parts.push_back(r);
            continue;
        }
        const int mid = r.y + r.height / 2;
        parts.push_back(cv::Rect(r.x, r.y, r.width, mid - r.y + overlap / 2));
        parts.push_back(
            cv::Rect(r.x, mid - overlap / 2, r.width, r.y + r.height - mid + overlap / 2));
    }
    const std::vector<MarkerRead> found = m_detector.detectRegions(gray, parts, minSide, maxSide);
    reads.insert(reads.end(), found.begin(), found.end());
    reads.insert(reads.end(), options.carried.begin(), options.carried.end());
    reads = mergeSamePlace(std::move(reads));
    result.reads = reads;

    Result<Calibration> calibration = Calibration::fromAnchors(m_map, reads, lens);
    if (calibration)
        result.calibration = *calibration;
    else if (hint)
        result.calibration = *hint;
    else
        return calibration.error();
    for (const MarkerRead &r : reads)
        if (m_map.isAnchor(r.marker))
            result.anchorsSeen.push_back(r.marker);
    std::sort(result.anchorsSeen.begin(), result.anchorsSeen.end());

    if (options.findHands && image.channels() == 3) {
        const double ppm =
            result.calibration.pixelsPerMm({m_map.mapWidthMm / 2, m_map.mapHeightMm / 2});
        // A hand covers at least a few counters; a single red counter is far smaller.
        const double minArea = 6 * std::pow(m_map.counterMm * ppm, 2);
        result.hands = HandMask::fromSkin(skin.get(), image.size(), minArea,
                                          result.calibration.mapOutline(m_map));
    }
    place(reads, result);
    result.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result;
}

std::vector<MarkerRead> Locator::findAnchors(const cv::Mat &gray,
                                             const std::optional<LensModel> &lens) const
{
    // A 4K frame's anchors are as many pixels as a 1080p frame's (the camera sees more table, not
    // larger anchors), about 20 at a quarter of the size: read there at a sixteenth of the cost.
    // Half size is the fallback when fewer than two are read (too few to say where the others
    // are).
    const int factor = gray.cols >= 1600 ? 4 : 2;
    std::vector<MarkerRead> coarse = anchorsAtReducedSize(gray, factor);
    if (factor > 2 && coarse.size() < std::min<std::size_t>(2, m_map.anchors.size()))
        coarse = anchorsAtReducedSize(gray, 2);
    // Each anchor read again at full size in its own small region, for precise corners; and one
    // not read at reduced size (blurred, small) where the others put it, in a larger region.
    struct Look
    {
        int marker;
        cv::Rect box;
        double side;
    };
    std::vector<Look> looks;
    for (const MarkerRead &r : coarse) {
        std::vector<cv::Point2f> corners(r.corners.begin(), r.corners.end());
        looks.push_back({r.marker, boundsOf(corners, 0.3 * r.sidePx(), gray.size()), r.sidePx()});
    }
    if (coarse.size() >= 2 && coarse.size() < m_map.anchors.size()) {
        const Result<Calibration> c = Calibration::fromAnchors(m_map, coarse, lens);
        for (const AnchorMarker &a : m_map.anchors) {
            if (!c || std::any_of(coarse.begin(), coarse.end(),
                                  [&](const MarkerRead &r) { return r.marker == a.marker; }))
                continue;
            MarkerRead expected;
            const std::vector<HexPointMm> mm = a.cornersMm();
            for (int k = 0; k < 4 && k < int(mm.size()); ++k)
                expected.corners[k] = c->toImage(mm[k]);
            const double side = expected.sidePx();
            const cv::Point2f centre = expected.centre();
            std::vector<cv::Point2f> corners(expected.corners.begin(), expected.corners.end());
            const cv::Rect box = boundsOf(corners, 0.75 * side + 8, gray.size());
            if (side > 8 && centre.x > 0 && centre.y > 0 && centre.x < gray.cols &&
                centre.y < gray.rows && box.area() > side * side)
                looks.push_back({a.marker, box, side});
        }
    }
    std::vector<std::vector<MarkerRead>> found(looks.size());
    cv::parallel_for_(cv::Range(0, int(looks.size())), [&](const cv::Range &range) {
        for (int i = range.start; i < range.end; ++i)
            for (MarkerRead f : m_detector.detect(gray, looks[i].box, 0.6 * looks[i].side,
                                                  1.6 * looks[i].side, false))
                if (f.marker == looks[i].marker) {
                    // A small anchor's thresholded outline can sit 5 pixels inside its edge (720p
                    // frames): beyond a twelfth of its side, within a seventh, and its first
                    // inner cell corner is a sixth away on both axes.
                    refineCorners(gray, f, std::clamp(int(f.sidePx() / 7), 2, 10));
                    found[i].push_back(f);
                }
    });
    std::vector<MarkerRead> anchors;
    for (const std::vector<MarkerRead> &some : found)
        anchors.insert(anchors.end(), some.begin(), some.end());
    return anchors;
}

std::vector<MarkerRead> Locator::anchorsAtReducedSize(const cv::Mat &gray, int factor) const
{
    // Halved as many times as needed: OpenCV averages 2x2 pixels ten times faster than 4x4.
    cv::Mat small = gray;
    for (int f = 1; f < factor; f *= 2)
        cv::resize(small, small, cv::Size(small.cols / 2, small.rows / 2), 0, 0, cv::INTER_AREA);
    std::vector<MarkerRead> anchors;
    for (MarkerRead r : m_detector.detect(small, {}, 12, 0, false)) {
        if (!m_map.isAnchor(r.marker))
            continue;
        // A reduced pixel covers factor full-size ones: its centre is half of them further.
        for (cv::Point2f &p : r.corners)
            p = p * float(factor) + cv::Point2f(0.5f, 0.5f) * float(factor - 1);
        anchors.push_back(r);
    }
    return anchors;
}

void Locator::place(const std::vector<MarkerRead> &reads, LocateResult &result) const
{
    const Calibration &cal = result.calibration;
    std::map<int, int> count;
    // An unclear read says nothing about where its id is: counted nowhere.
    for (const MarkerRead &r : reads)
        if (!m_map.isAnchor(r.marker) && m_detector.isClear(r))
            ++count[r.marker];
    for (const MarkerRead &r : reads) {
        if (m_map.isAnchor(r.marker)) {
            const bool used = std::count(cal.anchorsUsed.begin(), cal.anchorsUsed.end(), r.marker);
            if (!used)
                result.rejected.push_back(
                    {r.marker, r.centre(), "anchor marker not where the other anchors put it"});
            continue;
        }
        if (!m_detector.isClear(r)) {
            result.rejected.push_back(
                {r.marker, r.centre(), "unsure: its cells do not plainly say this id", true});
            continue;
        }
        if (m_map.orderOfBattle && !m_map.orderOfBattle->count(r.marker)) {
            result.rejected.push_back({r.marker, r.centre(), "not in the order of battle"});
            continue;
        }
        if (count[r.marker] > 1) {
            result.rejected.push_back(
                {r.marker, r.centre(), "seen at " + std::to_string(count[r.marker]) + " places"});
            continue;
        }
        // The read's shape back on the map: a counter marker is an 8.5 mm square lying flat.
        std::array<HexPointMm, 4> c;
        for (int k = 0; k < 4; ++k)
            c[k] = cal.toMap(r.corners[k]);
        double side = 0, shortest = 1e9, longest = 0;
        for (int k = 0; k < 4; ++k) {
            const double s = distanceMm(c[k], c[(k + 1) % 4]);
            side += s / 4;
            shortest = std::min(shortest, s);
            longest = std::max(longest, s);
        }
        const double d1 = distanceMm(c[0], c[2]), d2 = distanceMm(c[1], c[3]);
        const double sizeError = std::abs(side / m_map.counterMarkerMm - 1);
        const double skew = std::abs(d1 - d2) / std::max(d1, d2);
        const HexPointMm centre{(c[0].x + c[1].x + c[2].x + c[3].x) / 4,
                                (c[0].y + c[1].y + c[2].y + c[3].y) / 4};
        if (sizeError > 0.3 || longest > 1.4 * shortest || skew > 0.2) {
            result.rejected.push_back({r.marker, r.centre(), "not the size or shape of a counter"});
            continue;
        }
        if (!m_map.onMap(centre)) {
            result.rejected.push_back({r.marker, r.centre(), "off the map"});
            continue;
        }
        const Hex hex = m_grid.hexAtMm(centre);
        if (!m_grid.contains(hex)) {
            result.rejected.push_back({r.marker, r.centre(), "outside the hex grid"});
            continue;
        }
        // Confidence: cells that plainly say the id, a true square of the right size, well inside
        // its hex.
        const HexPointMm hc = m_grid.centreMm(hex);
        double nearestOther = 1e9;
        for (const Hex &n : HexGrid::neighbours(hex))
            nearestOther = std::min(nearestOther, distanceMm(centre, m_grid.centreMm(n)));
        const double toHexside = (nearestOther - distanceMm(centre, hc)) / 2;
        const double shapeScore =
            std::clamp(1 - sizeError / 0.3, 0.0, 1.0) * std::clamp(1 - skew / 0.2, 0.0, 1.0);
        const double edgeScore = std::clamp(toHexside / 2.0, 0.0, 1.0);
        const double minClarity = m_detector.settings().minClarity;
        const double clarityScore = std::clamp((r.clarity - minClarity) / 0.25, 0.0, 1.0);
        const double confidence =
            std::round(100 * (0.5 + 0.2 * clarityScore + 0.2 * shapeScore + 0.1 * edgeScore)) / 100;
        CounterRead read{r.marker, hex, m_grid.id(hex), centre, confidence, r};
        // One anchor fixes the map near it only: its corners' error grows with the distance.
        if (cal.anchorsUsed.size() == 1) {
            const AnchorMarker *a = m_map.anchor(cal.anchorsUsed.front());
            if (a && distanceMm(centre, a->centreMm()) > 4 * a->sideMm) {
                result.rejected.push_back(
                    {r.marker, r.centre(), "too far from the one anchor in view to be sure"});
                continue;
            }
        }
        const double margin = m_map.counterMm * cal.pixelsPerMm(centre);
        if (!result.hands.empty() && result.hands.distanceTo(r.centre()) < margin)
            result.nearHand.push_back(read);
        else
            result.counters.push_back(read);
    }
    auto byMarker = [](const CounterRead &a, const CounterRead &b) { return a.marker < b.marker; };
    std::sort(result.counters.begin(), result.counters.end(), byMarker);
    std::sort(result.nearHand.begin(), result.nearHand.end(), byMarker);
}

namespace {

json counterJson(const CounterRead &c)
{
    auto round2 = [](double v) { return std::round(v * 100) / 100; };
    const cv::Point2f p = c.read.centre();
    return {{"marker", c.marker},         {"hex", c.hexId},
            {"x_mm", round2(c.mm.x)},     {"y_mm", round2(c.mm.y)},
            {"confidence", c.confidence}, {"image_xy", {round2(p.x), round2(p.y)}}};
}

} // namespace

json LocateResult::toJson() const
{
    json counterList = json::array(), handList = json::array(), rejectedList = json::array();
    for (const CounterRead &c : counters)
        counterList.push_back(counterJson(c));
    for (const CounterRead &c : nearHand)
        handList.push_back(counterJson(c));
    for (const RejectedRead &r : rejected)
        rejectedList.push_back({{"marker", r.marker},
                                {"image_xy", {std::round(r.centre.x), std::round(r.centre.y)}},
                                {"reason", r.reason}});
    return {{"image_size", {imageSize.width, imageSize.height}},
            {"anchors", anchorsSeen},
            {"calibration", calibration.toJson()},
            {"counters", counterList},
            {"near_hand", handList},
            {"hands", int(hands.outlines.size())},
            {"rejected", rejectedList},
            {"milliseconds", std::round(milliseconds * 10) / 10}};
}

} // namespace umpire::vision
