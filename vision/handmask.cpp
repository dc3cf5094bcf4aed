#include "handmask.h"

#include <opencv2/imgproc.hpp>

namespace umpire::vision {

double HandMask::distanceTo(cv::Point2f p) const
{
    if (outlines.empty() || m_distance.empty())
        return 1e9;
    const int x = std::clamp(int(p.x / m_scale), 0, m_distance.cols - 1);
    const int y = std::clamp(int(p.y / m_scale), 0, m_distance.rows - 1);
    return m_distance.at<float>(y, x) * m_scale;
}

HandMask HandMask::find(const cv::Mat &bgr, double minAreaPx,
                        const std::vector<cv::Point2f> &mapOutline)
{
    return fromSkin(skin(bgr), bgr.size(), minAreaPx, mapOutline);
}

cv::Mat HandMask::skin(const cv::Mat &bgr)
{
    if (bgr.empty() || bgr.type() != CV_8UC3)
        return {};
    try {
        // Quarter scale: a hand is hundreds of pixels wide, and this step must cost ~1 ms.
        // Bilinear sampling averages 2x2 of every 4x4 pixels, enough against sensor noise for a
        // colour test; averaging all 16 (INTER_AREA) cost a tenth of a 4K frame's locate.
        cv::Mat small;
        cv::resize(bgr, small, cv::Size(bgr.cols / m_scale, bgr.rows / m_scale), 0, 0,
                   cv::INTER_LINEAR);
        cv::Mat ycc, hsv, skin, saturated;
        cv::cvtColor(small, ycc, cv::COLOR_BGR2YCrCb);
        // Skin: red-shifted chroma (Cr) with little blue (Cb); paper, terrain and the counters'
        // blue and grey fall outside; the counters' red is excluded by size below.
        cv::inRange(ycc, cv::Scalar(40, 143, 77), cv::Scalar(255, 185, 127), skin);
        cv::cvtColor(small, hsv, cv::COLOR_BGR2HSV);
        cv::inRange(hsv, cv::Scalar(0, 70, 50), cv::Scalar(25, 255, 255), saturated);
        skin &= saturated;
        cv::morphologyEx(skin, skin, cv::MORPH_OPEN,
                         cv::getStructuringElement(cv::MORPH_ELLIPSE, {3, 3}));
        cv::morphologyEx(skin, skin, cv::MORPH_CLOSE,
                         cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5}));
        return skin;
    } catch (const cv::Exception &) {
        return {};
    }
}

HandMask HandMask::fromSkin(const cv::Mat &skin, cv::Size imageSize, double minAreaPx,
                            const std::vector<cv::Point2f> &mapOutline)
{
    HandMask hand;
    if (skin.empty() || skin.type() != CV_8UC1 || mapOutline.size() < 3)
        return hand;
    try {
        std::vector<cv::Point> outline;
        for (const cv::Point2f &p : mapOutline)
            outline.emplace_back(int(p.x / m_scale), int(p.y / m_scale));
        cv::Mat onMap = cv::Mat::zeros(skin.size(), CV_8U);
        cv::fillConvexPoly(onMap, outline, 255);
        cv::erode(onMap, onMap, cv::getStructuringElement(cv::MORPH_RECT, {5, 5}));
        std::vector<std::vector<cv::Point>> contours;
        cv::findContours(skin, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
        const double minArea = minAreaPx / (m_scale * m_scale);
        cv::Mat mask = cv::Mat::zeros(skin.size(), CV_8U);
        for (const auto &c : contours) {
            if (cv::contourArea(c) < minArea)
                continue;
            bool crossesEdge = false;
            for (const cv::Point &p : c)
                crossesEdge = crossesEdge || p.x <= 1 || p.y <= 1 || p.x >= skin.cols - 2 ||
                              p.y >= skin.rows - 2 || onMap.at<uchar>(p) == 0;
            if (!crossesEdge)
                continue;
            std::vector<cv::Point> full;
            for (const cv::Point &p : c)
                full.emplace_back(p.x * m_scale + m_scale / 2, p.y * m_scale + m_scale / 2);
            hand.outlines.push_back(full);
            cv::drawContours(mask, std::vector<std::vector<cv::Point>>{c}, 0, 255, cv::FILLED);
        }
        if (hand.outlines.empty())
            return hand;
        cv::Mat notHand = mask == 0;
        cv::distanceTransform(notHand, hand.m_distance, cv::DIST_L2, 3);
        cv::resize(mask, hand.mask, imageSize, 0, 0, cv::INTER_NEAREST);
    } catch (const cv::Exception &) {
        return HandMask{};
    }
    return hand;
}

} // namespace umpire::vision
