#include "terrainclassifier.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <set>

namespace umpire::vision {

namespace {

// The hex's colours: a hue, saturation and value histogram of its middle (its corners pulled in to
// 60% of the way from the centre, so the outline and most of the printed id are left out).
cv::Mat colourHistogram(const cv::Mat &hsv, const HexGrid &grid, const MapPicture &placement,
                        Hex hex)
{
    const HexPointMm c = grid.centreMm(hex);
    std::vector<cv::Point> polygon;
    cv::Rect box;
    for (const HexPointMm &k : grid.cornersMm(hex)) {
        const PicturePoint p =
            placement.toPicture({c.x + 0.6 * (k.x - c.x), c.y + 0.6 * (k.y - c.y)});
        polygon.emplace_back(int(std::lround(p.x)), int(std::lround(p.y)));
    }
    box = cv::boundingRect(polygon) & cv::Rect(0, 0, hsv.cols, hsv.rows);
    if (box.area() < 4)
        return {};
    cv::Mat mask = cv::Mat::zeros(box.size(), CV_8U);
    for (cv::Point &p : polygon)
        p -= box.tl();
    cv::fillConvexPoly(mask, polygon, cv::Scalar(255));
    if (cv::countNonZero(mask) < 4)
        return {};
    const cv::Mat area = hsv(box);
    const int channels[] = {0, 1, 2};
    const int bins[] = {12, 4, 4};
    const float hue[] = {0, 180}, other[] = {0, 256};
    const float *ranges[] = {hue, other, other};
    cv::Mat histogram;
    cv::calcHist(&area, 1, channels, mask, histogram, 3, bins, ranges);
    cv::normalize(histogram, histogram, 1, 0, cv::NORM_L1);
    return histogram;
}

} // namespace

Result<std::vector<TerrainSuggestion>> suggestTerrain(const cv::Mat &picture, const HexGrid &grid,
                                                      const MapPicture &placement,
                                                      const std::map<Hex, std::string> &painted,
                                                      int k)
{
    if (picture.cols != placement.widthPx || picture.rows != placement.heightPx)
        return badInput(
            msg("the picture is %1x%2 pixels, not the %3x%4 the map's grid is placed "
                "on",
                {std::to_string(picture.cols), std::to_string(picture.rows),
                 std::to_string(placement.widthPx), std::to_string(placement.heightPx)}));
    std::set<std::string> terrains;
    for (const auto &[hex, terrain] : painted)
        terrains.insert(terrain);
    if (terrains.size() < 2)
        return badInput(msg("paint a few hexes of at least two terrains first: the suggestions "
                            "come from the painted hexes' colours"));
    cv::Mat bgr = picture, hsv;
    if (picture.channels() == 1)
        cv::cvtColor(picture, bgr, cv::COLOR_GRAY2BGR);
    else if (picture.channels() == 4)
        cv::cvtColor(picture, bgr, cv::COLOR_BGRA2BGR);
    cv::cvtColor(bgr, hsv, cv::COLOR_BGR2HSV);
    struct Example
    {
        cv::Mat histogram;
        std::string terrain;
    };
    std::vector<Example> examples;
    for (const auto &[hex, terrain] : painted)
        if (grid.contains(hex))
            if (cv::Mat h = colourHistogram(hsv, grid, placement, hex); !h.empty())
                examples.push_back({h, terrain});
    if (examples.size() < 2)
        return badInput(msg("the painted hexes are not on the picture"));
    k = std::clamp(k, 1, int(examples.size()));
    std::vector<TerrainSuggestion> out;
    for (Hex hex : grid.allHexes()) {
        if (painted.count(hex))
            continue;
        const cv::Mat h = colourHistogram(hsv, grid, placement, hex);
        if (h.empty())
            continue; // off the picture: nothing to propose
        std::vector<std::pair<double, const Example *>> near;
        for (const Example &e : examples)
            near.push_back({cv::compareHist(h, e.histogram, cv::HISTCMP_BHATTACHARYYA), &e});
        std::partial_sort(near.begin(), near.begin() + k, near.end(),
                          [](const auto &a, const auto &b) { return a.first < b.first; });
        std::map<std::string, std::pair<int, double>> votes; // terrain: votes, nearest distance
        for (int i = 0; i < k; ++i) {
            auto &v = votes.try_emplace(near[std::size_t(i)].second->terrain, 0, 1e9).first->second;
            ++v.first;
            v.second = std::min(v.second, near[std::size_t(i)].first);
        }
        const auto best =
            std::max_element(votes.begin(), votes.end(), [](const auto &a, const auto &b) {
                // most votes, then the nearest
                return a.second.first != b.second.first ? a.second.first < b.second.first
                                                        : a.second.second > b.second.second;
            });
        out.push_back({hex, best->first, best->second.first, k, best->second.second});
    }
    return out;
}

} // namespace umpire::vision
