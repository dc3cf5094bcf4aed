#include "lenscalibration.h"

#include "journalfile.h"
#include "jsonfile.h"
#include "safefile.h"

#include <opencv2/aruco/charuco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace umpire::vision {

using nlohmann::json;

namespace {

constexpr const char *lensFormat = "umpire-lens";
constexpr int lensVersion = 1;
// Fewer corners than this in a view fix too little of the lens to be worth a view.
constexpr int minCornersPerView = 6;
constexpr int minViews = 4;

const cv::Ptr<cv::aruco::Dictionary> &boardDictionary()
{
    static const cv::Ptr<cv::aruco::Dictionary> d =
        cv::aruco::getPredefinedDictionary(cv::aruco::DICT_5X5_100);
    return d;
}

cv::Ptr<cv::aruco::CharucoBoard> makeBoard(const CharucoBoardSpec &b)
{
    return cv::aruco::CharucoBoard::create(b.squaresX, b.squaresY, float(b.squareMm),
                                           float(b.markerMm), boardDictionary());
}

std::string number(double v)
{
    std::ostringstream s;
    s << v;
    return s.str();
}

bool finite(const cv::Matx33d &m)
{
    for (double v : m.val)
        if (!std::isfinite(v))
            return false;
    return true;
}

// undistortPoints' default 5 iterations leave a strong lens's edges a pixel off; these converge.
const cv::TermCriteria undistortCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 40, 1e-6);

} // namespace

json CharucoBoardSpec::toJson() const
{
    return {{"squares_x", squaresX},
            {"squares_y", squaresY},
            {"square_mm", squareMm},
            {"marker_mm", markerMm},
            {"dictionary", "DICT_5X5_100"}};
}

Result<CharucoBoardSpec> CharucoBoardSpec::fromJson(const json &j)
{
    if (!j.is_object())
        return badData(
            msg("board: expected an object with squares_x, squares_y, square_mm, marker_mm"));
    CharucoBoardSpec b;
    for (const char *key : {"squares_x", "squares_y"})
        if (!j.contains(key) || !j[key].is_number_integer())
            return badData(msg("board: %1 must be a whole number", {key}));
    for (const char *key : {"square_mm", "marker_mm"})
        if (!j.contains(key) || !j[key].is_number())
            return badData(msg("board: %1 must be a number", {key}));
    if (j.contains("dictionary") && j["dictionary"] != "DICT_5X5_100")
        return badData(msg("board: dictionary must be DICT_5X5_100"));
    b.squaresX = j["squares_x"].get<int>();
    b.squaresY = j["squares_y"].get<int>();
    b.squareMm = j["square_mm"].get<double>();
    b.markerMm = j["marker_mm"].get<double>();
    if (Result<Ok> c = b.check(); !c)
        return badData(msg("board: %1", {c.error().what}));
    return b;
}

Result<Ok> CharucoBoardSpec::check() const
{
    if (squaresX < 3 || squaresY < 3 || squaresX > 30 || squaresY > 30)
        return badInput(msg("the board needs 3 to 30 squares each way, not %1x%2",
                            {std::to_string(squaresX), std::to_string(squaresY)}));
    // Markers sit on every other square, each of its own id.
    if (squaresX * squaresY / 2 > 100)
        return badInput(msg("a board of %1x%2 squares needs more than the 100 markers of "
                            "DICT_5X5_100",
                            {std::to_string(squaresX), std::to_string(squaresY)}));
    if (!(squareMm >= 5 && squareMm <= 200))
        return badInput(msg("the squares must be 5 to 200 mm, not %1 mm", {number(squareMm)}));
    if (!(markerMm >= 0.4 * squareMm && markerMm <= 0.9 * squareMm))
        return badInput(msg("the markers must be 40%% to 90%% of the square (%1 mm), not %2 mm",
                            {number(squareMm), number(markerMm)}));
    return Ok{};
}

cv::Point2f LensModel::undistort(cv::Point2f image) const
{
    return undistort(std::vector<cv::Point2f>{image}).front();
}

std::vector<cv::Point2f> LensModel::undistort(const std::vector<cv::Point2f> &image) const
{
    if (image.empty() || distortion.empty())
        return image;
    std::vector<cv::Point2f> ideal;
    cv::undistortPoints(image, ideal, cv::Mat(cameraMatrix), distortion, cv::noArray(),
                        cv::Mat(cameraMatrix), undistortCriteria);
    return ideal;
}

cv::Point2f LensModel::distort(cv::Point2f ideal) const
{
    return distort(std::vector<cv::Point2f>{ideal}).front();
}

std::vector<cv::Point2f> LensModel::distort(const std::vector<cv::Point2f> &ideal) const
{
    if (ideal.empty() || distortion.empty())
        return ideal;
    // The ideal pixel back to a ray at depth 1, then through the lens.
    std::vector<cv::Point3f> rays;
    rays.reserve(ideal.size());
    const double fx = cameraMatrix(0, 0), fy = cameraMatrix(1, 1), cx = cameraMatrix(0, 2),
                 cy = cameraMatrix(1, 2), skew = cameraMatrix(0, 1);
    for (const cv::Point2f &p : ideal) {
        const double y = (p.y - cy) / fy;
        rays.emplace_back(float((p.x - cx - skew * y) / fx), float(y), 1.0f);
    }
    std::vector<cv::Point2f> image;
    cv::projectPoints(rays, cv::Vec3d(0, 0, 0), cv::Vec3d(0, 0, 0), cv::Mat(cameraMatrix),
                      distortion, image);
    return image;
}

void LensModel::undistortReads(std::vector<MarkerRead> &reads) const
{
    if (reads.empty() || distortion.empty())
        return;
    std::vector<cv::Point2f> all;
    all.reserve(reads.size() * 4);
    for (const MarkerRead &r : reads)
        all.insert(all.end(), r.corners.begin(), r.corners.end());
    const std::vector<cv::Point2f> ideal = undistort(all);
    for (std::size_t i = 0; i < reads.size(); ++i)
        for (int k = 0; k < 4; ++k)
            reads[i].corners[k] = ideal[i * 4 + k];
}

cv::Mat LensModel::undistortImage(const cv::Mat &image) const
{
    if (image.empty() || distortion.empty())
        return image.clone();
    cv::Mat out;
    cv::undistort(image, out, cv::Mat(cameraMatrix), distortion, cv::Mat(cameraMatrix));
    return out;
}

Result<LensModel> LensModel::forImageSize(cv::Size size) const
{
    if (size.width <= 0 || size.height <= 0)
        return badInput(msg("a picture size must be positive"));
    if (size == imageSize)
        return *this;
    if (imageSize.width <= 0 || imageSize.height <= 0)
        return badInput(msg("the lens has no picture size"));
    const double sx = double(size.width) / imageSize.width;
    const double sy = double(size.height) / imageSize.height;
    // One pixel of slack for sizes rounded differently (1080 against 1088 is another shape).
    if (std::abs(sx * imageSize.height - size.height) > 1.0 + 1e-9 &&
        std::abs(sy * imageSize.width - size.width) > 1.0 + 1e-9)
        return badInput(
            msg("the lens of %1 was measured at %2x%3, a picture of another shape "
                "than %4x%5: measure it again at that size",
                {camera, std::to_string(imageSize.width), std::to_string(imageSize.height),
                 std::to_string(size.width), std::to_string(size.height)}));
    LensModel l = *this;
    l.imageSize = size;
    // Pixel centres: pixel i covers [i, i+1), so the centre scales about -0.5.
    l.cameraMatrix(0, 0) *= sx;
    l.cameraMatrix(0, 1) *= sx;
    l.cameraMatrix(1, 1) *= sy;
    l.cameraMatrix(0, 2) = (cameraMatrix(0, 2) + 0.5) * sx - 0.5;
    l.cameraMatrix(1, 2) = (cameraMatrix(1, 2) + 0.5) * sy - 0.5;
    l.rmsPx = rmsPx * (sx + sy) / 2;
    return l;
}

json LensModel::toJson() const
{
    json m = json::array();
    for (int r = 0; r < 3; ++r)
        m.push_back({cameraMatrix(r, 0), cameraMatrix(r, 1), cameraMatrix(r, 2)});
    return {{"format", lensFormat},
            {"version", lensVersion},
            {"camera", camera},
            {"image_size", {imageSize.width, imageSize.height}},
            {"camera_matrix", m},
            {"distortion", distortion},
            {"distortion_model", "k1 k2 p1 p2 k3 (OpenCV)"},
            {"rms_px", rmsPx},
            {"views", views},
            {"board", board.toJson()}};
}

Result<LensModel> LensModel::fromJson(const json &j)
{
    if (!j.is_object())
        return badData(msg("lens: expected a JSON object"));
    if (!j.contains("format") || j["format"] != lensFormat)
        return badData(msg("lens: not a lens file (expected \"format\": \"%1\")", {lensFormat}));
    if (!j.contains("version") || !j["version"].is_number_integer())
        return badData(msg("lens: version must be a whole number"));
    if (j["version"].get<long long>() > lensVersion)
        return badData(
            msg("lens: version %1 is newer than this Umpire reads (%2)",
                {std::to_string(j["version"].get<long long>()), std::to_string(lensVersion)}));
    LensModel l;
    if (!j.contains("camera") || !j["camera"].is_string())
        return badData(msg("lens: camera must be the camera's name"));
    l.camera = j["camera"].get<std::string>();
    const json *size = j.contains("image_size") ? &j["image_size"] : nullptr;
    if (!size || !size->is_array() || size->size() != 2 || !(*size)[0].is_number_integer() ||
        !(*size)[1].is_number_integer() || (*size)[0].get<long long>() <= 0 ||
        (*size)[1].get<long long>() <= 0 || (*size)[0].get<long long>() > 100000 ||
        (*size)[1].get<long long>() > 100000)
        return badData(msg("lens: image_size must be [width, height] in pixels"));
    l.imageSize = {(*size)[0].get<int>(), (*size)[1].get<int>()};
    const json *m = j.contains("camera_matrix") ? &j["camera_matrix"] : nullptr;
    if (!m || !m->is_array() || m->size() != 3)
        return badData(msg("lens: camera_matrix must be 3 rows of 3 numbers"));
    for (int r = 0; r < 3; ++r) {
        const json &row = (*m)[r];
        if (!row.is_array() || row.size() != 3)
            return badData(msg("lens: camera_matrix must be 3 rows of 3 numbers"));
        for (int k = 0; k < 3; ++k) {
            if (!row[k].is_number())
                return badData(msg("lens: camera_matrix holds a non-number"));
            l.cameraMatrix(r, k) = row[k].get<double>();
        }
    }
    const cv::Matx33d &K = l.cameraMatrix;
    if (!finite(K) || !(K(0, 0) > 0) || !(K(1, 1) > 0) || K(1, 0) != 0 || K(2, 0) != 0 ||
        K(2, 1) != 0 || K(2, 2) != 1)
        return badData(msg("lens: camera_matrix must be [[fx, 0, cx], [0, fy, cy], [0, 0, 1]] "
                           "with positive focal lengths"));
    const json *d = j.contains("distortion") ? &j["distortion"] : nullptr;
    if (!d || !d->is_array())
        return badData(msg("lens: distortion must be a list of 4, 5, 8, 12 or 14 numbers"));
    const std::size_t n = d->size();
    if (n != 4 && n != 5 && n != 8 && n != 12 && n != 14)
        return badData(msg("lens: distortion must be a list of 4, 5, 8, 12 or 14 numbers, not %1",
                           {std::to_string(n)}));
    for (const json &v : *d) {
        if (!v.is_number() || !std::isfinite(v.get<double>()) || std::abs(v.get<double>()) > 1e4)
            return badData(msg("lens: distortion holds a non-number or an absurd value"));
        l.distortion.push_back(v.get<double>());
    }
    if (j.contains("rms_px")) {
        if (!j["rms_px"].is_number() || j["rms_px"].get<double>() < 0)
            return badData(msg("lens: rms_px must be a number of pixels"));
        l.rmsPx = j["rms_px"].get<double>();
    }
    if (j.contains("views")) {
        if (!j["views"].is_number_integer() || j["views"].get<long long>() < 0 ||
            j["views"].get<long long>() > 1000000)
            return badData(msg("lens: views must be a whole number (of 0 to 1000000)"));
        l.views = j["views"].get<int>();
    }
    if (j.contains("board")) {
        Result<CharucoBoardSpec> b = CharucoBoardSpec::fromJson(j["board"]);
        if (!b)
            return badData(msg("lens: %1", {b.error().what}));
        l.board = *b;
    }
    return l;
}

Result<Ok> LensModel::save(const std::string &path) const
{
    // Written beside and renamed over: a lens file is never left half written, and never written
    // over a journal.
    if (isJournalFile(path))
        return badInput(msg(
            "%1: is an Umpire journal, which the lens would replace: choose another name", {path}));
    return writeFileAtomically(path, toJson().dump(2) + "\n");
}

Result<LensModel> LensModel::load(const std::string &path)
{
    Result<std::string> text = readWholeFile(path, "lens file");
    if (!text)
        return text.error();
    Result<json> j = parseJsonText(*text, "lens file \"" + path + "\"", ErrorKind::BadData);
    if (!j)
        return j.error();
    Result<LensModel> l = fromJson(*j);
    if (!l)
        return badData(msg("\"%1\": %2", {path, l.error().what}));
    return l;
}

Result<CharucoView> findCharucoBoard(const cv::Mat &image, const CharucoBoardSpec &board)
{
    if (Result<Ok> c = board.check(); !c)
        return c.error();
    if (image.empty())
        return badInput(msg("an empty picture shows no board"));
    CharucoView view;
    view.imageSize = image.size();
    try {
        cv::Mat gray;
        if (image.channels() == 3)
            cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
        else if (image.channels() == 4)
            cv::cvtColor(image, gray, cv::COLOR_BGRA2GRAY);
        else
            gray = image;
        if (gray.depth() != CV_8U)
            gray.convertTo(gray, CV_8U);
        const cv::Ptr<cv::aruco::CharucoBoard> b = makeBoard(board);
        std::vector<std::vector<cv::Point2f>> markerCorners, rejected;
        std::vector<int> markerIds;
        cv::Ptr<cv::aruco::DetectorParameters> params = cv::aruco::DetectorParameters::create();
        params->cornerRefinementMethod = cv::aruco::CORNER_REFINE_NONE; // the corners are refined
        cv::aruco::detectMarkers(gray, boardDictionary(), markerCorners, markerIds, params,
                                 rejected);
        // Markers of another board (or another size) share the dictionary: keep this board's.
        const int markers = int(b->ids.size());
        std::vector<std::vector<cv::Point2f>> keptCorners;
        std::vector<int> keptIds;
        int largest = -1, beyond = 0;
        for (std::size_t i = 0; i < markerIds.size(); ++i) {
            if (markerIds[i] >= 0 && markerIds[i] < markers) {
                keptIds.push_back(markerIds[i]);
                keptCorners.push_back(markerCorners[i]);
            } else
                ++beyond;
            largest = std::max(largest, markerIds[i]);
        }
        // Mostly ids this board does not have: a larger board, whose layout would misplace the
        // corners.
        if (beyond >= 3 && beyond > int(keptIds.size()) / 2)
            return badInput(msg("markers up to id %1 in view: a larger board than %2x%3 squares "
                                "(name its size with --squares)",
                                {std::to_string(largest), std::to_string(board.squaresX),
                                 std::to_string(board.squaresY)}));
        if (keptIds.empty())
            return badInput(msg("no marker of the board (%1x%2 squares, DICT_5X5_100) in view",
                                {std::to_string(board.squaresX), std::to_string(board.squaresY)}));
        cv::aruco::refineDetectedMarkers(gray, b, keptCorners, keptIds, rejected);
        if (!keptIds.empty())
            cv::aruco::interpolateCornersCharuco(keptCorners, keptIds, gray, b, view.corners,
                                                 view.ids);
        // OpenCV 4.6 puts ChArUco corners half a pixel right and down of the corner (cornerSubPix
        // and projectPoints count from pixel centres): refined again here, in a window that keeps
        // clear of the markers' edges, so the principal point is not shifted by it.
        double markerPx = 0;
        for (const std::vector<cv::Point2f> &m : keptCorners)
            for (int k = 0; k < 4; ++k)
                markerPx += cv::norm(m[k] - m[(k + 1) % 4]) / (4.0 * keptCorners.size());
        if (!view.corners.empty()) {
            const double gapPx = (board.squareMm - board.markerMm) / 2 * markerPx / board.markerMm;
            const int half = std::clamp(int(0.7 * gapPx), 2, 15);
            cv::cornerSubPix(
                gray, view.corners, cv::Size(half, half), cv::Size(-1, -1),
                cv::TermCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 40, 0.001));
        }
        // The corners must lie on the board's plane: one homography (loose, for the lens's bend)
        // takes the board to them; corners it does not take (a misread marker, a corner placed
        // by another board's marker) are dropped.
        if (int(view.ids.size()) >= minCornersPerView) {
            std::vector<cv::Point2f> onBoard;
            for (int id : view.ids)
                onBoard.emplace_back(b->chessboardCorners[std::size_t(id)].x,
                                     b->chessboardCorners[std::size_t(id)].y);
            const double squarePx = markerPx * board.squareMm / board.markerMm;
            std::vector<uchar> inlier;
            const cv::Mat h = cv::findHomography(onBoard, view.corners, cv::RANSAC,
                                                 std::max(3.0, 0.25 * squarePx), inlier);
            std::vector<int> ids;
            std::vector<cv::Point2f> corners;
            for (std::size_t i = 0; i < view.ids.size() && !h.empty(); ++i)
                if (inlier[i]) {
                    ids.push_back(view.ids[i]);
                    corners.push_back(view.corners[i]);
                }
            view.ids = ids;
            view.corners = corners;
        }
    } catch (const cv::Exception &e) {
        return badInput(msg("the board cannot be looked for: %1", {std::string(e.what())}));
    }
    if (int(view.ids.size()) < minCornersPerView)
        return badInput(msg("only %1 corners of the board in view, %2 needed",
                            {std::to_string(view.ids.size()), std::to_string(minCornersPerView)}));
    return view;
}

Result<LensModel> calibrateLens(const std::vector<CharucoView> &views,
                                const CharucoBoardSpec &board, const std::string &camera)
{
    if (Result<Ok> c = board.check(); !c)
        return c.error();
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<std::vector<int>> ids;
    cv::Size size;
    const int maxId = (board.squaresX - 1) * (board.squaresY - 1);
    for (const CharucoView &v : views) {
        if (int(v.ids.size()) < minCornersPerView || v.ids.size() != v.corners.size())
            continue;
        bool valid = true;
        for (int id : v.ids)
            valid = valid && id >= 0 && id < maxId;
        if (!valid)
            continue;
        if (size.empty())
            size = v.imageSize;
        else if (v.imageSize != size)
            return badInput(
                msg("the views are of different sizes (%1x%2 and %3x%4): one camera setting at a "
                    "time",
                    {std::to_string(size.width), std::to_string(size.height),
                     std::to_string(v.imageSize.width), std::to_string(v.imageSize.height)}));
        corners.push_back(v.corners);
        ids.push_back(v.ids);
    }
    if (int(corners.size()) < minViews)
        return badInput(
            corners.size() == 1
                ? msg("the board is seen in %1 view, at least %2 are needed (10 to 20 is better): "
                      "show the board tilted, at every corner of the picture",
                      {std::to_string(corners.size()), std::to_string(minViews)})
                : msg("the board is seen in %1 views, at least %2 are needed (10 to 20 is "
                      "better): show the board tilted, at every corner of the picture",
                      {std::to_string(corners.size()), std::to_string(minViews)}));
    LensModel lens;
    lens.camera = camera;
    lens.imageSize = size;
    lens.board = board;
    lens.views = int(corners.size());
    cv::Mat K, D;
    try {
        // k3 is fixed at 0: with a dozen views it mostly fits noise, and undistorting with a
        // wrong k3 bends the picture's corners far more than a missing k3 does.
        lens.rmsPx =
            cv::aruco::calibrateCameraCharuco(corners, ids, makeBoard(board), size, K, D,
                                              cv::noArray(), cv::noArray(), cv::CALIB_FIX_K3);
    } catch (const cv::Exception &e) {
        return badInput(msg("the views do not fix the lens (show the board tilted, at several "
                            "places): %1",
                            {std::string(e.what())}));
    }
    if (K.empty() || D.empty())
        return badInput(
            msg("the views do not fix the lens: show the board tilted, at several places"));
    K.convertTo(K, CV_64F);
    D.convertTo(D, CV_64F);
    lens.cameraMatrix = cv::Matx33d(K);
    lens.distortion.assign(D.begin<double>(), D.end<double>());
    bool sane = finite(lens.cameraMatrix) && lens.cameraMatrix(0, 0) > 0 &&
                lens.cameraMatrix(1, 1) > 0 && std::isfinite(lens.rmsPx);
    for (double d : lens.distortion)
        sane = sane && std::isfinite(d);
    if (!sane)
        return badInput(
            msg("the views do not fix the lens: show the board tilted, at several places"));
    return lens;
}

cv::Mat charucoBoardImage(const CharucoBoardSpec &spec, double pixelsPerMm)
{
    if (!spec.check() || !(pixelsPerMm > 0))
        return {};
    cv::Mat image;
    makeBoard(spec)->draw(cv::Size(int(std::lround(spec.squaresX * spec.squareMm * pixelsPerMm)),
                                   int(std::lround(spec.squaresY * spec.squareMm * pixelsPerMm))),
                          image, 0, 1);
    return image;
}

cv::Mat drawCharucoBoard(const CharucoBoardSpec &spec, double dpi)
{
    if (!spec.check() || !(dpi > 0))
        return {};
    const double ppm = dpi / 25.4;
    const double boardW = spec.squaresX * spec.squareMm, boardH = spec.squaresY * spec.squareMm;
    // On an A4 page (landscape or portrait) when it fits with a margin, so it prints at 100%.
    const double margin = 12, foot = 14;
    double pageW = boardW + 2 * margin, pageH = boardH + 2 * margin + foot;
    if (pageW <= 297 && pageH <= 210) {
        pageW = 297;
        pageH = 210;
    } else if (pageW <= 210 && pageH <= 297) {
        pageW = 210;
        pageH = 297;
    }
    auto px = [&](double mm) { return int(std::lround(mm * ppm)); };
    cv::Mat page(px(pageH), px(pageW), CV_8U, cv::Scalar(255));
    const cv::Mat boardImage = charucoBoardImage(spec, ppm);
    const int bw = boardImage.cols, bh = boardImage.rows;
    const int x0 = (page.cols - bw) / 2, y0 = std::max(px(margin), (page.rows - px(foot) - bh) / 2);
    boardImage.copyTo(page(cv::Rect(x0, y0, bw, bh)));
    // The size check bar and what the board is, under it.
    const double barMm = std::min(100.0, std::floor(boardW / 10) * 10);
    const int y = y0 + bh + px(9);
    cv::rectangle(page, cv::Point(x0, y), cv::Point(x0 + px(barMm), y + px(1.5)), cv::Scalar(0),
                  cv::FILLED);
    const std::string caption =
        number(barMm) + " mm: print at 100%. ChArUco " + std::to_string(spec.squaresX) + "x" +
        std::to_string(spec.squaresY) + ", squares " + number(spec.squareMm) + " mm, markers " +
        number(spec.markerMm) + " mm, DICT_5X5_100";
    cv::putText(page, caption, cv::Point(x0, y - px(2)), cv::FONT_HERSHEY_SIMPLEX, 0.11 * ppm,
                cv::Scalar(0), std::max(1, px(0.2)), cv::LINE_AA);
    return page;
}

std::string lensFileName(const std::string &camera)
{
    std::string name;
    for (unsigned char ch : camera) {
        const bool safe = std::isalnum(ch) || ch == '-' || ch == '.' || ch == '_';
        if (safe && ch < 128)
            name += char(ch);
        else if (!name.empty() && name.back() != '_')
            name += '_';
    }
    while (!name.empty() && (name.back() == '_' || name.back() == '.'))
        name.pop_back();
    while (!name.empty() && (name.front() == '.' || name.front() == '_'))
        name.erase(name.begin());
    if (name.size() > 80)
        name.resize(80);
    if (name.empty())
        name = "camera";
    return name + ".json";
}

} // namespace umpire::vision
