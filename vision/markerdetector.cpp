#include "markerdetector.h"

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

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

std::vector<MarkerRead> mergeSamePlace(std::vector<MarkerRead> reads)
{
    std::vector<MarkerRead> merged;
    for (const MarkerRead &r : reads) {
        bool same = false;
        for (const MarkerRead &m : merged)
            if (m.marker == r.marker &&
                cv::norm(m.centre() - r.centre()) < 0.5 * std::max(m.sidePx(), r.sidePx()))
                same = true;
        if (!same)
            merged.push_back(r);
    }
    return merged;
}

MarkerDetector::MarkerDetector(DetectorSettings settings) : m_settings(settings) {}

std::vector<MarkerRead> MarkerDetector::detect(const cv::Mat &gray, cv::Rect roi, double minSidePx,
                                               double maxSidePx) const
{
    if (gray.empty() || gray.type() != CV_8UC1)
        return {};
    const cv::Rect whole(0, 0, gray.cols, gray.rows);
    roi = roi.area() > 0 ? (roi & whole) : whole;
    if (roi.width < 8 || roi.height < 8)
        return {};
    const cv::Mat view = gray(roi);
    const DetectorSettings &s = m_settings;
    const double longest = std::max(view.cols, view.rows);
    const double minSide = minSidePx > 0 ? minSidePx : s.minSidePx;
    const double maxSide = maxSidePx > 0 ? maxSidePx : s.maxSidePx;

    cv::Ptr<cv::aruco::DetectorParameters> p = cv::aruco::DetectorParameters::create();
    p->adaptiveThreshWinSizeMin = s.thresholdWindowMin;
    p->adaptiveThreshWinSizeMax = s.thresholdWindowMax;
    p->adaptiveThreshWinSizeStep = s.thresholdWindowStep;
    p->adaptiveThreshConstant = s.thresholdConstant;
    p->minMarkerPerimeterRate = 4 * minSide / longest;
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
    p->cornerRefinementMethod = cv::aruco::CORNER_REFINE_NONE; // refined below, by size
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    try {
        cv::aruco::detectMarkers(view, dictionary(), corners, ids, p);
    } catch (const cv::Exception &) {
        return {};
    }
    std::vector<MarkerRead> reads =
        mergeSamePlace(toReads(corners, ids, cv::Point2f(float(roi.x), float(roi.y))));
    if (s.subpixelCorners)
        refineCorners(gray, reads);
    return reads;
}

void refineCorners(const cv::Mat &gray, std::vector<MarkerRead> &reads)
{
    // OpenCV refines every corner in one fixed window: too small for a 90-pixel anchor, whose
    // thresholded outline sits pixels inside its edge, too large for a 25-pixel counter's cells.
    for (MarkerRead &r : reads) {
        const int window = std::clamp(int(std::lround(r.sidePx() / 12)), 2, 8);
        std::vector<cv::Point2f> c(r.corners.begin(), r.corners.end());
        const cv::Rect inside(window + 1, window + 1, gray.cols - 2 * window - 2,
                              gray.rows - 2 * window - 2);
        bool ok = true;
        for (const cv::Point2f &p : c)
            ok = ok && inside.contains(cv::Point(p));
        if (!ok)
            continue;
        try {
            cv::cornerSubPix(
                gray, c, cv::Size(window, window), cv::Size(-1, -1),
                cv::TermCriteria(cv::TermCriteria::MAX_ITER | cv::TermCriteria::EPS, 20, 0.05));
        } catch (const cv::Exception &) {
            continue;
        }
        // A refinement that wanders off (a corner hidden by a neighbour) keeps the first estimate.
        for (int k = 0; k < 4; ++k)
            if (cv::norm(c[k] - r.corners[k]) < 0.25 * r.sidePx())
                r.corners[k] = c[k];
    }
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
