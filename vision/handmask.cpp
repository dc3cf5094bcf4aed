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

HandMask HandMask::find(const cv::Mat &bgr, double minAreaPx, cv::Rect roi)
{
    HandMask hand;
    if (bgr.empty() || bgr.type() != CV_8UC3)
        return hand;
    try {
        // Quarter scale: a hand is hundreds of pixels wide, and this step must cost ~1 ms.
        cv::Mat small;
        cv::resize(bgr, small, cv::Size(), 1.0 / hand.m_scale, 1.0 / hand.m_scale, cv::INTER_AREA);
        cv::Mat ycc, hsv, skin, saturated;
        cv::cvtColor(small, ycc, cv::COLOR_BGR2YCrCb);
        // Skin: red-shifted chroma (Cr) with little blue (Cb); paper, terrain and the counters'
        // blue and grey fall outside; the counters' red is excluded by size below.
        cv::inRange(ycc, cv::Scalar(40, 143, 77), cv::Scalar(255, 185, 127), skin);
        cv::cvtColor(small, hsv, cv::COLOR_BGR2HSV);
        cv::inRange(hsv, cv::Scalar(0, 70, 50), cv::Scalar(30, 255, 255), saturated);
        skin &= saturated;
        if (roi.area() > 0) {
            cv::Mat inside = cv::Mat::zeros(skin.size(), CV_8U);
            const cv::Rect r(roi.x / hand.m_scale, roi.y / hand.m_scale, roi.width / hand.m_scale,
                             roi.height / hand.m_scale);
            inside(r & cv::Rect(0, 0, skin.cols, skin.rows)).setTo(255);
            skin &= inside;
        }
        cv::morphologyEx(skin, skin, cv::MORPH_OPEN,
                         cv::getStructuringElement(cv::MORPH_ELLIPSE, {3, 3}));
        cv::morphologyEx(skin, skin, cv::MORPH_CLOSE,
                         cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5}));
        std::vector<std::vector<cv::Point>> contours;
        cv::findContours(skin, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
        const double minArea = minAreaPx / (hand.m_scale * hand.m_scale);
        cv::Mat mask = cv::Mat::zeros(skin.size(), CV_8U);
        for (const auto &c : contours) {
            if (cv::contourArea(c) < minArea)
                continue;
            std::vector<cv::Point> full;
            for (const cv::Point &p : c)
                full.emplace_back(p.x * hand.m_scale + hand.m_scale / 2,
                                  p.y * hand.m_scale + hand.m_scale / 2);
            hand.outlines.push_back(full);
            cv::drawContours(mask, std::vector<std::vector<cv::Point>>{c}, 0, 255, cv::FILLED);
        }
        if (hand.outlines.empty())
            return hand;
        cv::Mat notHand = mask == 0;
        cv::distanceTransform(notHand, hand.m_distance, cv::DIST_L2, 3);
        cv::resize(mask, hand.mask, bgr.size(), 0, 0, cv::INTER_NEAREST);
    } catch (const cv::Exception &) {
        return HandMask{};
    }
    return hand;
}

} // namespace umpire::vision
