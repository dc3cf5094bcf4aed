#include "markerdetector.h"

#include "markercells.h"

#include <opencv2/aruco.hpp>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <future>

namespace umpire::vision {

cv::Point2f MarkerRead::centre() const
{
    return (corners[0] + corners[1] + corners[2] + corners[3]) * 0.25f;
}

double MarkerRead::sidePx() const
{
    double sum = 0;
    for (int i = 0; i < 4; ++i)
        sum += cv::norm(corners[i] - corners[(i + 1) % 4]);
    return sum / 4;
}

namespace {

const cv::Ptr<cv::aruco::Dictionary> &dictionary()
{
    static const cv::Ptr<cv::aruco::Dictionary> d =
        cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000);
    return d;
}

std::vector<MarkerRead> toReads(const std::vector<std::vector<cv::Point2f>> &corners,
                                const std::vector<int> &ids, cv::Point2f offset)
{
    std::vector<MarkerRead> reads;
    for (std::size_t i = 0; i < ids.size() && i < corners.size(); ++i) {
        if (corners[i].size() != 4)
            continue;
        MarkerRead r;
        r.marker = ids[i];
        for (int k = 0; k < 4; ++k)
            r.corners[k] = corners[i][k] + offset;
        reads.push_back(r);
    }
    return reads;
}

} // namespace

double cellClarity(const cv::Mat &gray, const MarkerRead &read)
{
    // The marker seen as a 48-pixel square (8 a cell), each cell's middle quarter averaged: its
    // pixels sampled straight from the picture through the corners' homography (bilinear, the
    // picture's edge repeated beyond it), not warped whole.
    constexpr int cells = 6, px = 8, size = cells * px;
    const int code = MarkerCells::instance().code(read.marker);
    if (code < 0 || gray.empty() || gray.type() != CV_8UC1)
        return -0.5;
    const SquareToQuad at(read.corners, size);
    auto sample = [&gray](cv::Point2f p) {
        const float x = std::clamp(p.x, 0.0f, float(gray.cols - 1)),
                    y = std::clamp(p.y, 0.0f, float(gray.rows - 1));
        const int x0 = int(x), y0 = int(y);
        const int x1 = std::min(x0 + 1, gray.cols - 1), y1 = std::min(y0 + 1, gray.rows - 1);
        const float fx = x - float(x0), fy = y - float(y0);
        const uchar *r0 = gray.ptr<uchar>(y0), *r1 = gray.ptr<uchar>(y1);
        return (1 - fy) * ((1 - fx) * r0[x0] + fx * r0[x1]) +
               fy * ((1 - fx) * r1[x0] + fx * r1[x1]);
    };
    double value[cells][cells];
    std::vector<double> border;
    double white = 0;
    for (int y = 0; y < cells; ++y)
        for (int x = 0; x < cells; ++x) {
            double sum = 0;
            for (int v = 0; v < px / 2; ++v)
                for (int u = 0; u < px / 2; ++u)
                    sum += sample(at(x * px + px / 4 + u, y * px + px / 4 + v));
            value[y][x] = sum / (px * px / 4);
            if (x == 0 || y == 0 || x == cells - 1 || y == cells - 1)
                border.push_back(value[y][x]);
            else
                white = std::max(white, value[y][x]);
        }
    std::nth_element(border.begin(), border.begin() + border.size() / 2, border.end());
    const double black = border[border.size() / 2];
    if (white - black < 10)
        return -0.5;
    double clarity = 0.5;
    for (int y = 0; y < cells; ++y)
        for (int x = 0; x < cells; ++x) {
            const bool inside = x > 0 && y > 0 && x < cells - 1 && y < cells - 1;
            const bool isWhite = inside && ((code >> (15 - (y - 1) * 4 - (x - 1))) & 1) != 0;
            const double t = (value[y][x] - black) / (white - black);
            clarity = std::min(clarity, isWhite ? t - 0.5 : 0.5 - t);
        }
    return clarity;
}

std::vector<MarkerRead> mergeSamePlace(std::vector<MarkerRead> reads)
{
    std::vector<MarkerRead> merged;
    for (const MarkerRead &r : reads) {
        bool same = false;
        for (MarkerRead &m : merged)
            if (m.marker == r.marker &&
                cv::norm(m.centre() - r.centre()) < 0.5 * std::max(m.sidePx(), r.sidePx())) {
                same = true;
                if (r.clarity > m.clarity)
                    m = r;
            }
        if (!same)
            merged.push_back(r);
    }
    return merged;
}

MarkerDetector::MarkerDetector(DetectorSettings settings) : m_settings(settings) {}

namespace {

cv::Ptr<cv::aruco::DetectorParameters> parametersFor(const DetectorSettings &s, double longest,
                                                     double minSide, double maxSide)
{
    cv::Ptr<cv::aruco::DetectorParameters> p = cv::aruco::DetectorParameters::create();
    p->adaptiveThreshWinSizeMin = s.thresholdWindowMin;
    p->adaptiveThreshWinSizeMax = s.thresholdWindowMax;
    p->adaptiveThreshWinSizeStep = s.thresholdWindowStep;
    p->adaptiveThreshConstant = s.thresholdConstant;
    p->minMarkerPerimeterRate = std::min(4 * minSide / longest, 3.9);
    p->maxMarkerPerimeterRate = std::max(4 * maxSide / longest, p->minMarkerPerimeterRate + 0.01);
    p->minMarkerDistanceRate = s.minMarkerDistanceRate;
    p->polygonalApproxAccuracyRate = s.polygonalApproxAccuracyRate;
    p->minCornerDistanceRate = 0.1;
    p->minDistanceToBorder = 2;
    p->perspectiveRemovePixelPerCell = s.perspectiveRemovePixelPerCell;
    p->perspectiveRemoveIgnoredMarginPerCell = s.perspectiveRemoveIgnoredMarginPerCell;
    p->errorCorrectionRate = s.errorCorrectionRate;
    p->maxErroneousBitsInBorderRate = s.maxErroneousBitsInBorderRate;
    p->minOtsuStdDev = 5;
    p->cornerRefinementMethod = cv::aruco::CORNER_REFINE_NONE; // settle(), by size
    return p;
}

// Among the unread squares, an outline that did not decode (not a dark blob).
constexpr int outlineTag = -1;

// A marker's square is mostly black (its border alone is 5/9 of it): an outline whose inside has
// hardly a pixel darker than around it is a hex cut by a road, or paper between lines and text.
// Of the outlines of a marker's size that did not decode, 19 in 20 are such; a blurred marker
// that a second look reads has 40% of its inside darker than 0.8 of its surroundings (measured on
// generated scenes), so 10% keeps them all.
bool darkInside(const cv::Mat &gray, const MarkerRead &quad)
{
    const double share = darkShare(gray, quad);
    return share < 0 || share >= 0.1; // cannot tell: look
}

} // namespace

double darkShare(const cv::Mat &gray, const MarkerRead &quad)
{
    const cv::Point2f m = quad.centre();
    std::vector<cv::Point> inside, around, outline;
    for (const cv::Point2f &p : quad.corners) {
        inside.push_back(m + (p - m) * 0.8f);
        around.push_back(m + (p - m) * 1.25f);
        outline.push_back(p);
    }
    const cv::Rect box = cv::boundingRect(around) & cv::Rect(0, 0, gray.cols, gray.rows);
    if (box.width < 4 || box.height < 4)
        return -1;
    for (auto *points : {&inside, &around, &outline})
        for (cv::Point &p : *points)
            p -= box.tl();
    cv::Mat insideMask = cv::Mat::zeros(box.size(), CV_8U), ringMask = insideMask.clone();
    cv::fillConvexPoly(insideMask, inside, 255);
    cv::fillConvexPoly(ringMask, around, 255);
    cv::fillConvexPoly(ringMask, outline, 0);
    const int insidePixels = cv::countNonZero(insideMask);
    if (insidePixels == 0 || cv::countNonZero(ringMask) == 0)
        return -1;
    const double ring = cv::mean(gray(box), ringMask)[0];
    const cv::Mat dark = (gray(box) < 0.8 * ring) & insideMask;
    return double(cv::countNonZero(dark)) / insidePixels;
}

namespace {

using Quad = std::array<cv::Point2f, 4>;

// The square outlines OpenCV's detector would decode (aruco's _detectCandidates, OpenCV 4.6): the
// picture thresholded against its local mean, every outline that is a convex quadrilateral of a
// marker's perimeter, with corners apart and off the edge, turned clockwise. Candidates too close
// to each other are all kept (minMarkerDistanceRate is left to the merge of reads).
std::vector<Quad> squareOutlines(const cv::Mat &view, const DetectorSettings &s, double minSide,
                                 double maxSide)
{
    std::vector<Quad> quads;
    const int minPerimeter = int(4 * minSide), maxPerimeter = int(4 * maxSide);
    cv::Mat thresholded;
    std::vector<std::vector<cv::Point>> contours;
    std::vector<cv::Point> approx;
    for (int window = s.thresholdWindowMin; window <= s.thresholdWindowMax;
         window += std::max(1, s.thresholdWindowStep)) {
        cv::adaptiveThreshold(view, thresholded, 255, cv::ADAPTIVE_THRESH_MEAN_C,
                              cv::THRESH_BINARY_INV, std::max(3, window | 1), s.thresholdConstant);
        cv::findContours(thresholded, contours, cv::RETR_LIST, cv::CHAIN_APPROX_NONE);
        for (const std::vector<cv::Point> &contour : contours) {
            const int length = int(contour.size());
            if (length < minPerimeter || length > maxPerimeter)
                continue;
            cv::approxPolyDP(contour, approx, length * s.polygonalApproxAccuracyRate, true);
            if (approx.size() != 4 || !cv::isContourConvex(approx))
                continue;
            const double minCorner = length * 0.1; // minCornerDistanceRate
            bool ok = true;
            for (int j = 0; j < 4 && ok; ++j) {
                const cv::Point d = approx[j] - approx[(j + 1) % 4];
                ok = double(d.x) * d.x + double(d.y) * d.y >= minCorner * minCorner;
                ok = ok && approx[j].x >= 2 && approx[j].y >= 2 && approx[j].x <= view.cols - 3 &&
                     approx[j].y <= view.rows - 3; // minDistanceToBorder
            }
            if (!ok)
                continue;
            Quad q;
            for (int j = 0; j < 4; ++j)
                q[std::size_t(j)] = cv::Point2f(float(approx[j].x), float(approx[j].y));
            const cv::Point2f d1 = q[1] - q[0], d2 = q[2] - q[0];
            if (double(d1.x) * d2.y - double(d1.y) * d2.x < 0)
                std::swap(q[1], q[3]);
            quads.push_back(q);
        }
    }
    return quads;
}

} // namespace

bool MarkerDetector::firstPass(const cv::Mat &gray, cv::Rect roi, double minSide, double maxSide,
                               bool looks, std::vector<MarkerRead> &reads,
                               std::vector<MarkerRead> &quads) const
{
    // OpenCV's detector's pass, its decoding done here (MarkerCells): the same reads, without a
    // warp and a search of the dictionary for each of a crowded table's thousands of candidates.
    const cv::Mat view = gray(roi);
    std::vector<Quad> candidates;
    try {
        candidates = squareOutlines(view, m_settings, minSide, maxSide);
    } catch (const cv::Exception &) {
        return false;
    }
    const cv::Point2f offset(float(roi.x), float(roi.y));
    const MarkerCells &cells = MarkerCells::instance();
    std::vector<MarkerRead> found;
    std::vector<Quad> rejected;
    for (const Quad &q : candidates) {
        const MarkerCells::Decoded d =
            cells.decode(view, q, m_settings.perspectiveRemovePixelPerCell,
                         m_settings.perspectiveRemoveIgnoredMarginPerCell,
                         m_settings.maxErroneousBitsInBorderRate);
        if (d.marker < 0) {
            rejected.push_back(q);
            continue;
        }
        MarkerRead r;
        r.marker = d.marker;
        r.corners = MarkerCells::turned(q, d.rotation);
        for (cv::Point2f &p : r.corners)
            p += offset;
        found.push_back(r);
    }
    reads = mergeSamePlace(std::move(found));
    if (!looks)
        return true;
    // A square outline of counter size that did not decode: a blurred marker, or one whose border
    // merged with a neighbour's. (The caller adds the dark blobs of a marker's size, markers whose
    // outline was not even found.)
    // Undecoded squares of a marker's size (minSide is 0.6 of the smallest expected side).
    const double expected = minSide / 0.6;
    for (const Quad &candidate : rejected) {
        MarkerRead c;
        for (int k = 0; k < 4; ++k)
            c.corners[k] = candidate[k] + offset;
        const double side = c.sidePx();
        c.marker = outlineTag; // darkInside() before it is looked at
        if (m_settings.secondLookAtSquares || (side > 0.85 * expected && side < 1.3 * expected))
            quads.push_back(c);
    }
    return true;
}

std::vector<MarkerRead> MarkerDetector::detect(const cv::Mat &gray, cv::Rect roi, double minSidePx,
                                               double maxSidePx, bool secondLooks) const
{
    if (gray.empty() || gray.type() != CV_8UC1)
        return {};
    const cv::Rect whole(0, 0, gray.cols, gray.rows);
    roi = roi.area() > 0 ? (roi & whole) : whole;
    if (roi.width < 8 || roi.height < 8)
        return {};
    const DetectorSettings &s = m_settings;
    const double minSide = minSidePx > 0 ? minSidePx : s.minSidePx;
    const double maxSide = maxSidePx > 0 ? maxSidePx : s.maxSidePx;
    const bool looks = secondLooks && s.secondLooks > 0;
    std::vector<MarkerRead> reads, outlines;
    const bool passed = firstPass(gray, roi, minSide, maxSide, looks, reads, outlines);
    settle(gray, reads);
    if (passed && looks) {
        std::vector<MarkerRead> quads = unclear(reads);
        const std::vector<MarkerRead> blobs = darkSquares(gray, roi, minSide);
        quads.insert(quads.end(), blobs.begin(), blobs.end());
        quads.insert(quads.end(), outlines.begin(), outlines.end());
        secondLook(gray, quads, minSide, maxSide, s.secondLooks, reads);
    }
    return reads;
}

namespace {

// work(i) for every i, on this thread and one more, the heaviest first, each taken by the first
// thread free (a thread slowed by another program leaves its next job to the other). Not OpenCV's
// parallel_for_: it runs a call made inside another one (from any thread: one global flag)
// serially, and the jobs' own OpenCV calls use it.
template <class Work> void onTwoThreads(const std::vector<double> &weights, Work work)
{
    std::vector<std::size_t> order(weights.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return weights[a] > weights[b]; });
    std::atomic<std::size_t> next{0};
    auto run = [&] {
        for (std::size_t k = next++; k < order.size(); k = next++)
            work(order[k]);
    };
    std::future<void> job;
    if (order.size() > 1)
        job = std::async(std::launch::async, run);
    run();
    if (job.valid())
        job.get();
}

} // namespace

std::vector<MarkerRead> MarkerDetector::detectRegions(const cv::Mat &gray,
                                                      const std::vector<cv::Rect> &rois,
                                                      double minSidePx, double maxSidePx) const
{
    if (gray.empty() || gray.type() != CV_8UC1)
        return {};
    const DetectorSettings &s = m_settings;
    const double minSide = minSidePx > 0 ? minSidePx : s.minSidePx;
    const double maxSide = maxSidePx > 0 ? maxSidePx : s.maxSidePx;
    const cv::Rect whole(0, 0, gray.cols, gray.rows);
    std::vector<cv::Rect> parts;
    std::vector<double> areas;
    for (cv::Rect roi : rois) {
        roi = roi.area() > 0 ? (roi & whole) : whole;
        if (roi.width >= 8 && roi.height >= 8) {
            parts.push_back(roi);
            areas.push_back(roi.area());
        }
    }
    // Jobs: OpenCV's pass over each region, then (a tenth of the time) its dark blobs.
    const bool looks = s.secondLooks > 0;
    const std::size_t n = parts.size();
    std::vector<std::vector<MarkerRead>> found(n), outlines(n), blobs(n);
    std::vector<char> passed(n, 0);
    std::vector<double> weights = areas;
    if (looks)
        for (std::size_t i = 0; i < n; ++i)
            weights.push_back(0.1 * areas[i]);
    onTwoThreads(weights, [&](std::size_t job) {
        if (job < n)
            passed[job] =
                firstPass(gray, parts[job], minSide, maxSide, looks, found[job], outlines[job]);
        else
            blobs[job - n] = darkSquares(gray, parts[job - n], minSide);
    });
    std::vector<MarkerRead> reads, unread;
    for (std::size_t i = 0; i < n; ++i) {
        reads.insert(reads.end(), found[i].begin(), found[i].end());
        if (!passed[i])
            continue;
        unread.insert(unread.end(), blobs[i].begin(), blobs[i].end());
        unread.insert(unread.end(), outlines[i].begin(), outlines[i].end());
    }
    reads = mergeSamePlace(std::move(reads));
    settle(gray, reads);
    // The unclear reads are looked at first.
    std::vector<MarkerRead> quads = unclear(reads);
    quads.insert(quads.end(), unread.begin(), unread.end());
    if (looks)
        secondLook(gray, quads, minSide, maxSide, s.secondLooks * int(parts.size()), reads);
    return reads;
}

std::vector<MarkerRead> darkSquares(const cv::Mat &gray, cv::Rect roi, double minSide)
{
    // A marker's black square is the darkest thing on a map: a blob much darker than its
    // surroundings, of about a marker's size. Found at half scale, hex lines opened away.
    std::vector<MarkerRead> blobs;
    try {
        cv::Mat half, local, dark;
        cv::resize(gray(roi), half, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
        const int window = std::max(9, int(minSide * 1.5) | 1);
        cv::blur(half, local, cv::Size(window, window));
        cv::Mat scaled;
        local.convertTo(scaled, CV_8U, 0.55);
        cv::compare(half, scaled, dark, cv::CMP_LT);
        cv::morphologyEx(dark, dark, cv::MORPH_OPEN,
                         cv::getStructuringElement(cv::MORPH_RECT, {3, 3}));
        cv::Mat labels, stats, centroids;
        const int n = cv::connectedComponentsWithStats(dark, labels, stats, centroids, 8, CV_32S);
        const double lo = 0.35 * minSide / 2, hi = 2.2 * minSide / 2 + 20;
        for (int i = 1; i < n; ++i) {
            const int w = stats.at<int>(i, cv::CC_STAT_WIDTH),
                      h = stats.at<int>(i, cv::CC_STAT_HEIGHT);
            const int area = stats.at<int>(i, cv::CC_STAT_AREA);
            // Two touching counters' markers make one blob: up to twice as long as wide.
            if (w < lo || h < lo || w > 2 * hi || h > 2 * hi || w > 3 * h || h > 3 * w ||
                area < 0.25 * w * h)
                continue;
            const cv::Point2f c(float(roi.x + 2 * centroids.at<double>(i, 0)),
                                float(roi.y + 2 * centroids.at<double>(i, 1)));
            const float r = float(std::max(w, h)); // half the side, in full-scale pixels
            MarkerRead blob;
            blob.corners = {c + cv::Point2f(-r, -r), c + cv::Point2f(r, -r), c + cv::Point2f(r, r),
                            c + cv::Point2f(-r, r)};
            blobs.push_back(blob);
        }
    } catch (const cv::Exception &) {
    }
    return blobs;
}

namespace {

// One crop of gray read again alone: enlarged, sharpened, small thresholding windows.
std::vector<MarkerRead> lookAgain(const cv::Mat &gray, cv::Rect box, double side, double minSide,
                                  const DetectorSettings &close)
{
    std::vector<MarkerRead> reads;
    try {
        cv::Mat crop, blurred;
        const double scale = 2.0;
        cv::resize(gray(box), crop, cv::Size(), scale, scale, cv::INTER_CUBIC);
        cv::GaussianBlur(crop, blurred, cv::Size(0, 0), 2 * scale);
        cv::addWeighted(crop, 2.0, blurred, -1.0, 0, crop);
        std::vector<std::vector<cv::Point2f>> found;
        std::vector<int> foundIds;
        cv::aruco::detectMarkers(crop, dictionary(), found, foundIds,
                                 parametersFor(close, std::max(crop.cols, crop.rows),
                                               scale * minSide, scale * 3 * side));
        for (std::size_t i = 0; i < foundIds.size(); ++i) {
            MarkerRead r;
            r.marker = foundIds[i];
            for (int k = 0; k < 4; ++k)
                r.corners[k] =
                    found[i][k] * float(1 / scale) + cv::Point2f(float(box.x), float(box.y));
            // A marker cut by the crop's edge is not trusted.
            bool inside = true;
            for (const cv::Point2f &p : found[i])
                inside = inside && p.x > 3 && p.y > 3 && p.x < crop.cols - 4 && p.y < crop.rows - 4;
            if (inside)
                reads.push_back(r);
        }
    } catch (const cv::Exception &) {
    }
    return reads;
}

} // namespace

void MarkerDetector::secondLook(const cv::Mat &gray, const std::vector<MarkerRead> &quads,
                                double minSide, double maxSide, int maxLooks,
                                std::vector<MarkerRead> &reads) const
{
    // Look again at each unread square alone, enlarged and sharpened, with small thresholding
    // windows; a few dozen crops cost far less than a second full-frame pass.
    DetectorSettings close = m_settings;
    close.thresholdWindowMin = 3;
    close.thresholdWindowMax = 13;
    close.thresholdWindowStep = 5;
    const double expected = minSide / 0.6;
    // The crops to look at, chosen first: an unexplained square outside every crop so far.
    struct Look
    {
        cv::Rect box;
        double side;
    };
    // The clear reads by their centres' x, with their sides: an unread square is explained by a
    // clear read near it, found among the reads within reach on x (a crowded table has hundreds
    // of reads and thousands of squares).
    struct Near
    {
        cv::Point2f centre;
        double side;
    };
    std::vector<Near> clear;
    double widest = 0;
    for (const MarkerRead &r : reads)
        if (isClear(r)) {
            clear.push_back({r.centre(), r.sidePx()});
            widest = std::max(widest, clear.back().side);
        }
    std::sort(clear.begin(), clear.end(),
              [](const Near &a, const Near &b) { return a.centre.x < b.centre.x; });
    std::vector<Look> looks;
    for (const MarkerRead &c : quads) {
        if (int(looks.size()) >= maxLooks)
            break;
        const double side = c.sidePx();
        // Larger than the caller's bound is not what is looked for here: mostly the anchors'
        // black squares, already read at their own size, and four times a counter's crop.
        if (side < minSide || side > std::min(maxSide, 4 * minSide + 40))
            continue;
        bool explained = false;
        const cv::Point2f middle = c.centre();
        const double reach = 0.6 * std::max(side, widest);
        for (auto it = std::lower_bound(clear.begin(), clear.end(), middle.x - reach,
                                        [](const Near &n, double x) { return n.centre.x < x; });
             it != clear.end() && it->centre.x <= middle.x + reach && !explained; ++it)
            explained = cv::norm(it->centre - middle) < 0.6 * std::max(side, it->side);
        const cv::Point centre(c.centre());
        for (const Look &l : looks)
            explained = explained || l.box.contains(centre);
        if (explained ||
            (c.marker == outlineTag && !m_settings.secondLookAtSquares && !darkInside(gray, c)))
            continue;
        const int half = int(side * 0.8 + 0.4 * expected) + 2;
        const cv::Rect box = cv::Rect(centre.x - half, centre.y - half, 2 * half, 2 * half) &
                             cv::Rect(0, 0, gray.cols, gray.rows);
        if (box.width < 16 || box.height < 16)
            continue;
        looks.push_back({box, side});
    }
    // The crops are independent: read on every core (most of a 1080p locate's time).
    std::vector<std::vector<MarkerRead>> found(looks.size());
    cv::parallel_for_(
        cv::Range(0, int(looks.size())),
        [&](const cv::Range &range) {
            for (int i = range.start; i < range.end; ++i) {
                found[i] = lookAgain(gray, looks[i].box, looks[i].side, minSide, close);
                for (MarkerRead &r : found[i])
                    settle(gray, r);
            }
        },
        double(looks.size()));
    for (const std::vector<MarkerRead> &some : found)
        reads.insert(reads.end(), some.begin(), some.end());
    reads = mergeSamePlace(std::move(reads));
    // An unclear read where a clear one was found is that one misread.
    std::vector<MarkerRead> kept;
    for (const MarkerRead &r : reads) {
        bool overridden = false;
        for (const MarkerRead &o : reads)
            overridden = overridden || (!isClear(r) && isClear(o) &&
                                        cv::norm(r.centre() - o.centre()) <
                                            0.5 * std::max(r.sidePx(), o.sidePx()));
        if (!overridden)
            kept.push_back(r);
    }
    reads = std::move(kept);
}

bool MarkerDetector::isClear(const MarkerRead &read) const
{
    return read.clarity >= m_settings.minClarity;
}

std::vector<MarkerRead> MarkerDetector::unclear(const std::vector<MarkerRead> &reads) const
{
    std::vector<MarkerRead> some;
    std::copy_if(reads.begin(), reads.end(), std::back_inserter(some),
                 [this](const MarkerRead &r) { return !isClear(r); });
    return some;
}

void MarkerDetector::settle(const cv::Mat &gray, MarkerRead &read) const
{
    if (!m_settings.subpixelCorners) {
        read.clarity = cellClarity(gray, read);
        return;
    }
    // A corner refined onto a cell's corner inside the marker (a hand or a neighbour over the
    // true one) skews the cells: a refinement that makes a clear read unclear is not kept. (A
    // clear refinement is kept whatever the first corners said: those are measured only when
    // it is not.)
    MarkerRead refined = read;
    refineCorners(gray, refined);
    refined.clarity = cellClarity(gray, refined);
    if (isClear(refined))
        read = refined;
    else {
        read.clarity = cellClarity(gray, read);
        if (!isClear(read))
            read = refined;
    }
}

void MarkerDetector::settle(const cv::Mat &gray, std::vector<MarkerRead> &reads) const
{
    cv::parallel_for_(cv::Range(0, int(reads.size())), [&](const cv::Range &range) {
        for (int i = range.start; i < range.end; ++i)
            settle(gray, reads[i]);
    });
}

void refineCorners(const cv::Mat &gray, MarkerRead &read, int window)
{
    // OpenCV refines every corner in one fixed window: too small for a 90-pixel anchor, whose
    // thresholded outline sits pixels inside its edge, too large for a 25-pixel counter's cells.
    if (window <= 0)
        window = std::clamp(int(std::lround(read.sidePx() / 12)), 2, 8);
    std::vector<cv::Point2f> c(read.corners.begin(), read.corners.end());
    const cv::Rect inside(window + 1, window + 1, gray.cols - 2 * window - 2,
                          gray.rows - 2 * window - 2);
    for (const cv::Point2f &p : c)
        if (!inside.contains(cv::Point(p)))
            return;
    try {
        cv::cornerSubPix(
            gray, c, cv::Size(window, window), cv::Size(-1, -1),
            cv::TermCriteria(cv::TermCriteria::MAX_ITER | cv::TermCriteria::EPS, 20, 0.05));
    } catch (const cv::Exception &) {
        return;
    }
    // A refinement that wanders off (a corner hidden by a neighbour) keeps the first estimate.
    for (int k = 0; k < 4; ++k)
        if (cv::norm(c[k] - read.corners[k]) < 0.25 * read.sidePx())
            read.corners[k] = c[k];
}

std::vector<MarkerRead> MarkerDetector::detectBaseline(const cv::Mat &gray)
{
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    try {
        cv::Ptr<cv::aruco::DetectorParameters> p = cv::aruco::DetectorParameters::create();
        p->minMarkerDistanceRate = 0.03;
        cv::aruco::detectMarkers(gray, dictionary(), corners, ids, p);
    } catch (const cv::Exception &) {
        return {};
    }
    return toReads(corners, ids, {});
}

std::vector<MarkerRead> MarkerDetector::detectPlain(const cv::Mat &gray)
{
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    try {
        cv::aruco::detectMarkers(gray, dictionary(), corners, ids);
    } catch (const cv::Exception &) {
        return {};
    }
    return toReads(corners, ids, {});
}

} // namespace umpire::vision
