#include "calibration.h"

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

namespace umpire::vision {

using nlohmann::json;

namespace {

cv::Point2d apply(const cv::Matx33d &h, double x, double y)
{
    const cv::Vec3d v = h * cv::Vec3d(x, y, 1);
    if (std::abs(v[2]) < 1e-12)
        return {1e9, 1e9};
    return {v[0] / v[2], v[1] / v[2]};
}

bool plausible(const cv::Matx33d &h)
{
    for (int i = 0; i < 9; ++i)
        if (!std::isfinite(h.val[i]))
            return false;
    return std::abs(cv::determinant(h)) > 1e-12;
}

} // namespace

HexPointMm Calibration::toMap(cv::Point2f image) const
{
    if (lens)
        image = lens->undistort(image);
    const cv::Point2d p = apply(imageToMap, image.x, image.y);
    return {p.x, p.y};
}

cv::Point2f Calibration::toImage(HexPointMm map) const
{
    const cv::Point2d p = apply(mapToImage, map.x, map.y);
    const cv::Point2f ideal(float(p.x), float(p.y));
    return lens ? lens->distort(ideal) : ideal;
}

double Calibration::pixelsPerMm(HexPointMm m) const
{
    const cv::Point2f c = toImage(m), dx = toImage({m.x + 5, m.y}), dy = toImage({m.x, m.y + 5});
    return (cv::norm(dx - c) + cv::norm(dy - c)) / 10.0;
}

std::vector<cv::Point2f> Calibration::mapOutline(const MapDescription &map) const
{
    if (!lens)
        return {toImage({0, 0}), toImage({map.mapWidthMm, 0}),
                toImage({map.mapWidthMm, map.mapHeightMm}), toImage({0, map.mapHeightMm})};
    // A lens bends the edges: points along them, so the outline still holds the whole map.
    constexpr int perSide = 8;
    const double w = map.mapWidthMm, h = map.mapHeightMm;
    std::vector<cv::Point2f> outline;
    for (int i = 0; i < perSide; ++i)
        outline.push_back(toImage({w * i / perSide, 0}));
    for (int i = 0; i < perSide; ++i)
        outline.push_back(toImage({w, h * i / perSide}));
    for (int i = 0; i < perSide; ++i)
        outline.push_back(toImage({w - w * i / perSide, h}));
    for (int i = 0; i < perSide; ++i)
        outline.push_back(toImage({0, h - h * i / perSide}));
    return outline;
}

Result<Calibration> Calibration::fromAnchors(const MapDescription &map,
                                             const std::vector<MarkerRead> &readsIn,
                                             const std::optional<LensModel> &lens)
{
    // With a lens the homography is fitted in the ideal picture, where the map is a plane's
    // perspective image again.
    std::vector<MarkerRead> undistorted;
    if (lens) {
        for (const MarkerRead &r : readsIn)
            if (map.isAnchor(r.marker))
                undistorted.push_back(r);
        lens->undistortReads(undistorted);
    }
    const std::vector<MarkerRead> &reads = lens ? undistorted : readsIn;
    std::map<int, int> seen;
    for (const MarkerRead &r : reads)
        if (map.isAnchor(r.marker))
            ++seen[r.marker];
    std::vector<const MarkerRead *> anchors;
    for (const MarkerRead &r : reads)
        if (map.isAnchor(r.marker) && seen[r.marker] == 1) // an anchor read twice is not trusted
            anchors.push_back(&r);
    if (anchors.empty()) {
        std::string ids;
        for (const AnchorMarker &a : map.anchors)
            ids += (ids.empty() ? "" : ", ") + std::to_string(a.marker);
        return badInput(msg("no anchor marker in view (%1): the map cannot be located", {ids}));
    }
    Calibration c;
    std::vector<const MarkerRead *> used = anchors;
    for (int round = 0; round < 3; ++round) {
        std::vector<cv::Point2f> mapPts, imagePts;
        for (const MarkerRead *r : used) {
            const std::vector<HexPointMm> corners = map.anchor(r->marker)->cornersMm();
            for (int k = 0; k < 4; ++k) {
                mapPts.emplace_back(float(corners[k].x), float(corners[k].y));
                imagePts.push_back(r->corners[k]);
            }
        }
        cv::Mat h;
        try {
            h = cv::findHomography(mapPts, imagePts, 0);
        } catch (const cv::Exception &) {
        }
        if (h.empty())
            return badInput(msg("the anchor markers in view give no usable map position"));
        c.mapToImage = cv::Matx33d(h);
        if (!plausible(c.mapToImage))
            return badInput(msg("the anchor markers in view give no usable map position"));
        c.imageToMap = c.mapToImage.inv();
        // Each anchor's own error: one moved or misread anchor is dropped, then the rest refit.
        double worst = -1, sum = 0;
        int worstIndex = -1, n = 0;
        for (std::size_t i = 0; i < used.size(); ++i) {
            const std::vector<HexPointMm> corners = map.anchor(used[i]->marker)->cornersMm();
            double e = 0;
            for (int k = 0; k < 4; ++k) {
                const HexPointMm back = c.toMap(used[i]->corners[k]);
                const double d2 =
                    std::pow(back.x - corners[k].x, 2) + std::pow(back.y - corners[k].y, 2);
                e = std::max(e, std::sqrt(d2));
                sum += d2;
                ++n;
            }
            if (e > worst) {
                worst = e;
                worstIndex = int(i);
            }
        }
        c.errorMm = std::sqrt(sum / std::max(n, 1));
        if (used.size() >= 3 && worst > 3.0) {
            c.anchorsRejected.push_back(used[worstIndex]->marker);
            used.erase(used.begin() + worstIndex);
            continue;
        }
        break;
    }
    for (const MarkerRead *r : used)
        c.anchorsUsed.push_back(r->marker);
    c.lens = lens; // only now: the fit above works in ideal pixels
    return c;
}

json Calibration::toJson() const
{
    json h = json::array();
    for (int r = 0; r < 3; ++r)
        h.push_back({mapToImage(r, 0), mapToImage(r, 1), mapToImage(r, 2)});
    json j = {{"homography_map_mm_to_image", h},
              {"anchors_used", anchorsUsed},
              {"anchor_error_mm", errorMm}};
    if (lens) // the homography is to the ideal picture of this lens
        j["lens"] = lens->toJson();
    return j;
}

Result<Calibration> Calibration::fromJson(const json &j)
{
    if (!j.is_object() || !j.contains("homography_map_mm_to_image") ||
        !j["homography_map_mm_to_image"].is_array() || j["homography_map_mm_to_image"].size() != 3)
        return badInput(msg("calibration: expected homography_map_mm_to_image, a 3x3 matrix"));
    Calibration c;
    for (int r = 0; r < 3; ++r) {
        const json &row = j["homography_map_mm_to_image"][r];
        if (!row.is_array() || row.size() != 3)
            return badInput(
                msg("calibration: homography_map_mm_to_image must be 3 rows of 3 numbers"));
        for (int k = 0; k < 3; ++k) {
            if (!row[k].is_number())
                return badInput(msg("calibration: homography_map_mm_to_image holds a non-number"));
            c.mapToImage(r, k) = row[k].get<double>();
        }
    }
    if (!plausible(c.mapToImage))
        return badInput(msg("calibration: the homography is singular"));
    c.imageToMap = c.mapToImage.inv();
    if (j.contains("anchors_used") && j["anchors_used"].is_array())
        for (const json &a : j["anchors_used"])
            if (a.is_number_integer())
                c.anchorsUsed.push_back(a.get<int>());
    if (j.contains("anchor_error_mm") && j["anchor_error_mm"].is_number())
        c.errorMm = j["anchor_error_mm"].get<double>();
    if (j.contains("lens") && !j["lens"].is_null()) {
        Result<LensModel> lens = LensModel::fromJson(j["lens"]);
        if (!lens)
            return Error{lens.error().kind, msg("calibration: %1", {lens.error().what})};
        c.lens = *lens;
    }
    return c;
}

} // namespace umpire::vision
