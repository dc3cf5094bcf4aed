#include "gridfit.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <complex>
#include <numeric>
#include <vector>

namespace umpire::vision {

namespace {

constexpr double kPi = 3.14159265358979323846;

// The picture's dark thin lines (the printed grid, and whatever else is drawn in ink) as positive
// values on a float image: how much darker each pixel is than its surroundings.
cv::Mat lineImage(const cv::Mat &picture, double sigma)
{
    cv::Mat gray;
    if (picture.channels() == 3)
        cv::cvtColor(picture, gray, cv::COLOR_BGR2GRAY);
    else if (picture.channels() == 4)
        cv::cvtColor(picture, gray, cv::COLOR_BGRA2GRAY);
    else
        gray = picture;
    cv::Mat f;
    gray.convertTo(f, CV_32F);
    cv::Mat blurred;
    cv::GaussianBlur(f, blurred, cv::Size(), sigma);
    cv::Mat lines = blurred - f;
    cv::max(lines, 0.0, lines);
    return lines;
}

// The primitive steps of a lattice: every hex centre is origin + m * first + n * second for whole
// m and n (flat-top: the next column's hex half a row down, and the next hex down; pointy-top: the
// next hex along the row, and the next row's hex half a column on).
std::pair<cv::Point2d, cv::Point2d> primitiveSteps(const PictureLattice &l)
{
    const cv::Point2d u(l.columnStep.x, l.columnStep.y), v(l.rowStep.x, l.rowStep.y);
    if (l.orientation == HexOrientation::FlatTop)
        return {u + 0.5 * v, v};
    return {u, v + 0.5 * u};
}

// The ink's autocorrelation, unbiased: how much of the picture's line pattern a shift by (dx, dy)
// brings back onto itself, for every shift up to a third of the picture. Its peaks are the
// lattice's steps, whatever else is drawn (terrain, the border, the ids are not periodic, or are
// periodic with the grid).
cv::Mat autocorrelation(const cv::Mat &lines)
{
    cv::Mat z = lines - cv::mean(lines)[0];
    cv::Mat window;
    cv::createHanningWindow(window, lines.size(), CV_32F);
    z = z.mul(window);
    const int w = cv::getOptimalDFTSize(2 * lines.cols), h = cv::getOptimalDFTSize(2 * lines.rows);
    auto selfCorrelation = [&](const cv::Mat &image) {
        cv::Mat padded = cv::Mat::zeros(h, w, CV_32F);
        image.copyTo(padded(cv::Rect(0, 0, image.cols, image.rows)));
        cv::Mat spectrum, power, back;
        cv::dft(padded, spectrum, cv::DFT_COMPLEX_OUTPUT);
        cv::mulSpectrums(spectrum, spectrum, power, 0, true);
        cv::idft(power, back, cv::DFT_REAL_OUTPUT | cv::DFT_SCALE);
        return back;
    };
    cv::Mat r = selfCorrelation(z), overlap = selfCorrelation(window);
    const double floor = overlap.at<float>(0, 0) * 0.05;
    cv::Mat unbiased(r.size(), CV_32F);
    for (int y = 0; y < r.rows; ++y)
        for (int x = 0; x < r.cols; ++x)
            unbiased.at<float>(y, x) =
                r.at<float>(y, x) / std::max(overlap.at<float>(y, x), float(floor));
    return unbiased / std::max(unbiased.at<float>(0, 0), 1e-9f);
}

struct Peak
{
    cv::Point2d lag;
    double value;
};

// A first lattice from the autocorrelation's nearest peaks, which are a hexagon around the
// origin: the six steps to a hex's neighbours. The one nearest an axis says the orientation (a
// flat-top grid's column runs up and down, a pointy-top grid's row across), and so the steps.
std::optional<PictureLattice> latticeFromPeaks(const cv::Mat &r, cv::Size size,
                                               std::optional<HexOrientation> forced)
{
    const int maxX = size.width / 3, maxY = size.height / 3;
    auto at = [&](int dx, int dy) {
        return r.at<float>((dy + r.rows) % r.rows, (dx + r.cols) % r.cols);
    };
    std::vector<Peak> peaks;
    for (int dy = -maxY; dy <= maxY; ++dy)
        for (int dx = 0; dx <= maxX; ++dx) { // a shift and its opposite correlate the same
            if (dx == 0 && dy <= 0)
                continue;
            if (dx * dx + dy * dy < 25)
                continue;
            const float v = at(dx, dy);
            if (v <= 0.05f)
                continue;
            bool highest = true;
            for (int ey = -1; ey <= 1 && highest; ++ey)
                for (int ex = -1; ex <= 1; ++ex)
                    if ((ex || ey) && at(dx + ex, dy + ey) > v) {
                        highest = false;
                        break;
                    }
            if (!highest)
                continue;
            // A parabola through the peak and its neighbours, each way.
            auto sub = [](double m, double c, double p) {
                const double d = m - 2 * c + p;
                return d < 0 ? 0.5 * (m - p) / d : 0.0;
            };
            const double ox = sub(at(dx - 1, dy), v, at(dx + 1, dy));
            const double oy = sub(at(dx, dy - 1), v, at(dx, dy + 1));
            peaks.push_back({{dx + ox, dy + oy}, v});
        }
    if (peaks.size() < 3)
        return std::nullopt;
    std::sort(peaks.begin(), peaks.end(),
              [](const Peak &a, const Peak &b) { return a.value > b.value; });
    const double strongest = peaks.front().value;
    // The nearest strong peak is a step to a neighbour; the others of its ring are about as far.
    const Peak *nearest = nullptr;
    for (const Peak &p : peaks)
        if (p.value >= 0.5 * strongest && (!nearest || cv::norm(p.lag) < cv::norm(nearest->lag)))
            nearest = &p;
    const double radius = cv::norm(nearest->lag);
    // The peaks about as far as it, each with its strength: the six steps to a hex's neighbours,
    // and perhaps peaks beside them (a printed id's letters a letter apart match too).
    std::vector<Peak> ring;
    for (const Peak &p : peaks) {
        const double d = cv::norm(p.lag);
        if (p.value >= 0.3 * strongest && d > 0.75 * radius && d < 1.3 * radius)
            ring.push_back(p);
    }
    if (ring.size() < 2)
        return std::nullopt;
    // Each step's angle modulo 60 degrees: near 30 on a flat-top grid (a step runs down the
    // column), near 0 on a pointy-top.
    const double pi = 3.14159265358979323846;
    double flatVotes = 0;
    for (const Peak &p : ring) {
        const double angle = std::atan2(p.lag.y, p.lag.x) * 180 / pi;
        const double m = std::fmod(angle + 360.0, 60.0);
        flatVotes += std::abs(m - 30) < 15 ? 1 : -1;
    }
    const HexOrientation seen =
        flatVotes >= 0 ? HexOrientation::FlatTop : HexOrientation::PointyTop;
    // A grid of the other orientation, turned by more than 15 degrees, is not what was asked for.
    if (forced && *forced != seen && std::abs(flatVotes) == double(ring.size()))
        return std::nullopt;
    const HexOrientation o = forced ? *forced : seen;
    const bool flat = o == HexOrientation::FlatTop;
    // The step along the grid's line of hexes (down, or right): the strongest peak nearly that
    // way, pointing that way.
    auto alongness = [&](const cv::Point2d &v) {
        return flat ? std::abs(v.y) / cv::norm(v) : std::abs(v.x) / cv::norm(v);
    };
    auto forwards = [&](cv::Point2d v) { return (flat ? v.y < 0 : v.x < 0) ? -v : v; };
    auto acrossward = [&](cv::Point2d v) { return (flat ? v.x < 0 : v.y < 0) ? -v : v; };
    const Peak *alongPeak = nullptr;
    for (const Peak &p : ring)
        if (alongness(p.lag) > 0.9 && (!alongPeak || p.value > alongPeak->value))
            alongPeak = &p;
    if (!alongPeak)
        return std::nullopt;
    cv::Point2d along = forwards(alongPeak->lag);
    // The two steps across (to the next column's neighbours, half a step along either way): the
    // pair a step along apart whose weaker peak is the strongest.
    std::vector<Peak> across;
    for (const Peak &p : ring)
        if (alongness(p.lag) < 0.8)
            across.push_back({acrossward(p.lag), p.value});
    std::optional<std::pair<cv::Point2d, cv::Point2d>> pair;
    double pairValue = -1;
    for (std::size_t i = 0; i < across.size(); ++i)
        for (std::size_t j = 0; j < across.size(); ++j) {
            const cv::Point2d apart = across[i].lag - across[j].lag;
            if (i == j || cv::norm(apart - along) > 0.15 * radius)
                continue;
            const double value = std::min(across[i].value, across[j].value);
            if (value > pairValue) {
                pairValue = value;
                pair = std::pair{across[i].lag, across[j].lag};
            }
        }
    PictureLattice l;
    l.orientation = o;
    cv::Point2d step;
    if (pair) {
        step = 0.5 * (pair->first + pair->second);
        along = 0.5 * (along + (pair->first - pair->second));
    } else if (!across.empty()) {
        const Peak *best = &across.front();
        for (const Peak &p : across)
            if (p.value > best->value)
                best = &p;
        const cv::Point2d a = best->lag;
        // a is step +- along / 2: the reading nearer square to along.
        const cv::Point2d s1 = a - 0.5 * along, s2 = a + 0.5 * along;
        step = std::abs(s1.dot(along)) / cv::norm(s1) < std::abs(s2.dot(along)) / cv::norm(s2) ? s1
                                                                                               : s2;
    } else {
        return std::nullopt;
    }
    if (flat) {
        l.rowStep = {along.x, along.y};
        l.columnStep = {step.x, step.y};
    } else {
        l.columnStep = {along.x, along.y};
        l.rowStep = {step.x, step.y};
    }
    return l;
}

// Where the lattice's hexes are, given its steps: every pixel's outline score folded into one
// cell of the lattice, its peak the centres' place.
void placeOrigin(PictureLattice &l, const cv::Mat &score, int half)
{
    const auto [a, b] = primitiveSteps(l);
    const double det = a.x * b.y - a.y * b.x;
    constexpr int bins = 32;
    cv::Mat sum = cv::Mat::zeros(bins, bins, CV_64F), count = cv::Mat::zeros(bins, bins, CV_64F);
    for (int y = 0; y < score.rows; ++y)
        for (int x = 0; x < score.cols; ++x) {
            const double px = x + half, py = y + half;
            double m = (px * b.y - py * b.x) / det, n = (a.x * py - a.y * px) / det;
            m -= std::floor(m);
            n -= std::floor(n);
            const int i = std::min(bins - 1, int(m * bins)), j = std::min(bins - 1, int(n * bins));
            sum.at<double>(j, i) += score.at<float>(y, x);
            count.at<double>(j, i) += 1;
        }
    int bi = 0, bj = 0;
    double best = -1e18;
    for (int j = 0; j < bins; ++j)
        for (int i = 0; i < bins; ++i)
            if (count.at<double>(j, i) > 0 &&
                sum.at<double>(j, i) / count.at<double>(j, i) > best) {
                best = sum.at<double>(j, i) / count.at<double>(j, i);
                bi = i;
                bj = j;
            }
    const double m = (bi + 0.5) / bins, n = (bj + 0.5) / bins;
    // The cell's centre nearest the picture's middle: the refinement starts there.
    const cv::Point2d cell = m * a + n * b;
    const cv::Point2d mid(score.cols / 2.0 + half, score.rows / 2.0 + half);
    const double mm = std::round(((mid.x - cell.x) * b.y - (mid.y - cell.y) * b.x) / det);
    const double nn = std::round((a.x * (mid.y - cell.y) - a.y * (mid.x - cell.x)) / det);
    const cv::Point2d origin = cell + mm * a + nn * b;
    l.origin = {origin.x, origin.y};
}

PictureLattice scaled(const PictureLattice &l, double s)
{
    PictureLattice out = l;
    // Pixel centres: x_to = (x_from + 0.5) * s - 0.5.
    out.origin = {(l.origin.x + 0.5) * s - 0.5, (l.origin.y + 0.5) * s - 0.5};
    out.columnStep = {l.columnStep.x * s, l.columnStep.y * s};
    out.rowStep = {l.rowStep.x * s, l.rowStep.y * s};
    return out;
}

// The lattice coordinates of hex (i, j), and the corner offsets of a hex, in lattice terms.
std::pair<double, double> coordinatesOf(HexOrientation o, int i, int j)
{
    if (o == HexOrientation::FlatTop)
        return {double(i), j + ((i & 1) ? 0.5 : 0.0)};
    return {i + ((j & 1) ? 0.5 : 0.0), double(j)};
}

std::vector<cv::Point2d> cornerOffsets(const PictureLattice &l)
{
    std::vector<cv::Point2d> out;
    const bool flat = l.orientation == HexOrientation::FlatTop;
    for (int k = 0; k < 6; ++k) {
        const double angle = ((flat ? 0.0 : 30.0) + 60.0 * k) * kPi / 180;
        // The regular hexagon's corner, in steps: flat-top, 2/3 of a column step across and
        // 1/sqrt(3) of a row step along.
        const double a = flat ? 2.0 / 3.0 * std::cos(angle) : std::cos(angle) / std::sqrt(3.0);
        const double b = flat ? std::sin(angle) / std::sqrt(3.0) : 2.0 / 3.0 * std::sin(angle);
        out.emplace_back(a * l.columnStep.x + b * l.rowStep.x,
                         a * l.columnStep.y + b * l.rowStep.y);
    }
    return out;
}

// How well a hex's outline (the lattice's hexagon, a little blurred) matches the line image at
// each place: the score at (x, y) is the outline centred at (x + half, y + half). Empty when the
// picture is smaller than a hex.
cv::Mat outlineScore(const cv::Mat &lines, const PictureLattice &l, int &half)
{
    const std::vector<cv::Point2d> corners = cornerOffsets(l);
    double reach = 0;
    for (const cv::Point2d &c : corners)
        reach = std::max({reach, std::abs(c.x), std::abs(c.y)});
    half = int(std::ceil(reach + 3));
    cv::Mat templ = cv::Mat::zeros(2 * half + 1, 2 * half + 1, CV_32F);
    std::vector<cv::Point> polygon;
    for (const cv::Point2d &c : corners)
        polygon.emplace_back(int(std::lround((half + c.x) * 16)),
                             int(std::lround((half + c.y) * 16)));
    cv::polylines(templ, polygon, true, cv::Scalar(1.0), std::max(1, int(l.flatToFlatPx() / 30)),
                  cv::LINE_AA, 4);
    cv::GaussianBlur(templ, templ, cv::Size(), 1.0);
    if (lines.cols <= templ.cols || lines.rows <= templ.rows)
        return {};
    cv::Mat score;
    cv::matchTemplate(lines, templ, score, cv::TM_CCOEFF_NORMED);
    return score;
}

struct Measured
{
    double a, b; // lattice coordinates
    cv::Point2d at;
    double value;
    int i = 0, j = 0;
    bool whole = true; // the hex's outline is all on the picture
};

// The lattice fitted to the measured centres by least squares, dropping those far off.
std::optional<PictureLattice> fitted(const PictureLattice &start, std::vector<Measured> &hexes,
                                     double &rms)
{
    PictureLattice l = start;
    for (int round = 0; round < 3; ++round) {
        if (hexes.size() < 6)
            return std::nullopt;
        cv::Mat A(int(hexes.size()), 3, CV_64F), bx(int(hexes.size()), 1, CV_64F),
            by(int(hexes.size()), 1, CV_64F);
        for (int r = 0; r < int(hexes.size()); ++r) {
            A.at<double>(r, 0) = 1;
            A.at<double>(r, 1) = hexes[std::size_t(r)].a;
            A.at<double>(r, 2) = hexes[std::size_t(r)].b;
            bx.at<double>(r) = hexes[std::size_t(r)].at.x;
            by.at<double>(r) = hexes[std::size_t(r)].at.y;
        }
        cv::Mat sx, sy;
        if (!cv::solve(A, bx, sx, cv::DECOMP_SVD) || !cv::solve(A, by, sy, cv::DECOMP_SVD))
            return std::nullopt;
        l.origin = {sx.at<double>(0), sy.at<double>(0)};
        l.columnStep = {sx.at<double>(1), sy.at<double>(1)};
        l.rowStep = {sx.at<double>(2), sy.at<double>(2)};
        std::vector<double> residuals;
        for (const Measured &m : hexes) {
            const double px = l.origin.x + m.a * l.columnStep.x + m.b * l.rowStep.x;
            const double py = l.origin.y + m.a * l.columnStep.y + m.b * l.rowStep.y;
            residuals.push_back(std::hypot(m.at.x - px, m.at.y - py));
        }
        std::vector<double> sorted = residuals;
        std::nth_element(sorted.begin(), sorted.begin() + std::ptrdiff_t(sorted.size() / 2),
                         sorted.end());
        const double limit = std::max(3 * sorted[sorted.size() / 2], 0.02 * l.flatToFlatPx());
        double sum = 0;
        std::vector<Measured> kept;
        for (std::size_t i = 0; i < hexes.size(); ++i)
            if (residuals[i] <= limit) {
                kept.push_back(hexes[i]);
                sum += residuals[i] * residuals[i];
            }
        rms = kept.empty() ? 0 : std::sqrt(sum / double(kept.size()));
        if (kept.size() == hexes.size())
            break;
        hexes = kept;
    }
    return l;
}

// Each hex's outline matched near where the lattice puts it (on the line image `lines`), and the
// lattice fitted to them: first those within `radius` hexes of the picture's middle, where a rough
// lattice is still right, then all.
GridFit refineOn(const cv::Mat &lines, const PictureLattice &start)
{
    GridFit out;
    out.lattice = start;
    const double f = start.flatToFlatPx();
    if (!(f >= 8))
        return out;
    PictureLattice l = start;
    const cv::Point2d mid(lines.cols / 2.0, lines.rows / 2.0);
    // The picture padded with blank paper, so that the hexes at its edges are matched too (their
    // outline partly off it): they are printed, though too cut to place the grid by.
    const int pad = int(std::ceil(0.9 * f)) + 4;
    cv::Mat padded;
    cv::copyMakeBorder(lines, padded, pad, pad, pad, pad, cv::BORDER_CONSTANT, cv::Scalar(0));
    for (double radius : {4.0, 9.0, 1e9}) {
        int half = 0;
        const cv::Mat score = outlineScore(padded, l, half);
        if (score.empty())
            return out;
        const int window = std::max(2, int(0.2 * f));
        // Every hex whose centre (and search window) is on the score map.
        const auto [i0, j0] = l.hexAt({0, 0});
        const auto [i1, j1] = l.hexAt({double(lines.cols), 0});
        const auto [i2, j2] = l.hexAt({0, double(lines.rows)});
        const auto [i3, j3] = l.hexAt({double(lines.cols), double(lines.rows)});
        const int imin = std::min({i0, i1, i2, i3}) - 1, imax = std::max({i0, i1, i2, i3}) + 1;
        const int jmin = std::min({j0, j1, j2, j3}) - 1, jmax = std::max({j0, j1, j2, j3}) + 1;
        std::vector<Measured> hexes;
        for (int i = imin; i <= imax; ++i)
            for (int j = jmin; j <= jmax; ++j) {
                const auto [a, b] = coordinatesOf(l.orientation, i, j);
                const cv::Point2d p(l.origin.x + a * l.columnStep.x + b * l.rowStep.x,
                                    l.origin.y + a * l.columnStep.y + b * l.rowStep.y);
                if (cv::norm(p - mid) > radius * f || p.x < 0 || p.y < 0 || p.x >= lines.cols ||
                    p.y >= lines.rows)
                    continue;
                // The score map's (x, y) is the template's centre at (x + half, y + half) of the
                // padded picture.
                const int sx = int(std::lround(p.x)) + pad - half,
                          sy = int(std::lround(p.y)) + pad - half;
                if (sx - window < 1 || sy - window < 1 || sx + window >= score.cols - 1 ||
                    sy + window >= score.rows - 1)
                    continue;
                const cv::Rect area(sx - window, sy - window, 2 * window + 1, 2 * window + 1);
                double best;
                cv::Point where;
                cv::minMaxLoc(score(area), nullptr, &best, nullptr, &where);
                const int bx = area.x + where.x, by = area.y + where.y;
                if (bx <= area.x || by <= area.y || bx >= area.x + area.width - 1 ||
                    by >= area.y + area.height - 1)
                    continue; // at the window's edge: not this hex's outline
                // A parabola through the peak and its neighbours, each way.
                auto sub = [](float before, float at, float after) {
                    const double d = double(before) - 2.0 * at + after;
                    return d < 0 ? 0.5 * (before - after) / d : 0.0;
                };
                const double dx = sub(score.at<float>(by, bx - 1), score.at<float>(by, bx),
                                      score.at<float>(by, bx + 1));
                const double dy = sub(score.at<float>(by - 1, bx), score.at<float>(by, bx),
                                      score.at<float>(by + 1, bx));
                const bool whole = p.x >= half && p.y >= half && p.x < lines.cols - half &&
                                   p.y < lines.rows - half;
                hexes.push_back(
                    {a, b, {bx + half + dx - pad, by + half + dy - pad}, best, i, j, whole});
            }
        // Outlines too faint to trust are left out: a picture's hexes under a legend or off the
        // printed map. The grid is placed by the whole ones that show plainly.
        std::vector<Measured> printed;
        if (hexes.size() >= 6) {
            std::vector<double> values;
            for (const Measured &m : hexes)
                if (m.whole)
                    values.push_back(m.value);
            if (values.empty())
                continue;
            std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(values.size() / 2),
                             values.end());
            const double median = values[values.size() / 2];
            const double floor = std::max(0.15, 0.5 * median);
            std::vector<Measured> kept;
            for (const Measured &m : hexes) {
                if (m.value >= std::max(0.1, 0.3 * median))
                    printed.push_back(m);
                if (m.whole && m.value >= floor)
                    kept.push_back(m);
            }
            hexes = kept;
        }
        double rms = 0;
        const std::optional<PictureLattice> next = fitted(l, hexes, rms);
        if (!next)
            continue; // too few outlines near the middle: look further out
        l = *next;
        out.lattice = l;
        out.outlines.clear();
        for (const Measured &m : printed)
            out.outlines.push_back({m.i, m.j, m.value});
        out.hexesMeasured = int(hexes.size());
        out.residualPx = rms;
        double sum = 0;
        for (const Measured &m : hexes)
            sum += m.value;
        out.match = hexes.empty() ? 0 : sum / double(hexes.size());
    }
    const PicturePoint axis = l.orientation == HexOrientation::FlatTop ? l.rowStep : l.columnStep;
    out.angleDeg = l.orientation == HexOrientation::FlatTop
                       ? std::atan2(-axis.x, axis.y) * 180 / kPi
                       : std::atan2(axis.y, axis.x) * 180 / kPi;
    return out;
}

// The line image and the scale it is at, for the refinement: a hex some 48 pixels across, never
// larger than the picture, and the picture at most 4000 pixels on a side.
std::pair<cv::Mat, double> refinementLines(const cv::Mat &picture, double flatToFlatPx)
{
    double s = std::min(1.0, 48.0 / flatToFlatPx);
    s = std::min(s, 4000.0 / std::max(picture.cols, picture.rows));
    cv::Mat work = picture;
    if (s < 1)
        cv::resize(picture, work, cv::Size(), s, s, cv::INTER_AREA);
    else
        s = 1;
    return {lineImage(work, 2.0), s};
}

GridFit refineFrom(const cv::Mat &picture, const PictureLattice &start)
{
    const auto [lines, s] = refinementLines(picture, start.flatToFlatPx());
    GridFit fit = refineOn(lines, scaled(start, s));
    fit.lattice = scaled(fit.lattice, 1.0 / s);
    fit.residualPx /= s;
    return fit;
}

} // namespace

GridFit refineLattice(const cv::Mat &picture, const PictureLattice &start)
{
    GridFit fit = refineFrom(picture, start);
    if (fit.hexesMeasured == 0)
        fit.lattice = start;
    return fit;
}

Result<GridFit> fitHexGrid(const cv::Mat &picture, const GridFitOptions &options)
{
    if (picture.empty() || picture.cols < 32 || picture.rows < 32)
        return badInput(msg("the picture is too small to find a hex grid on"));
    // The first look on a picture at most 1000 pixels on a side.
    const double s = std::min(1.0, 1000.0 / std::max(picture.cols, picture.rows));
    cv::Mat work = picture;
    if (s < 1)
        cv::resize(picture, work, cv::Size(), s, s, cv::INTER_AREA);
    const cv::Mat lines = lineImage(work, 2.0);
    const cv::Mat r = autocorrelation(lines);
    std::optional<GridFit> best;
    std::vector<std::optional<HexOrientation>> tries = {options.orientation};
    if (!options.orientation)
        tries = {std::nullopt, HexOrientation::FlatTop, HexOrientation::PointyTop};
    for (const std::optional<HexOrientation> &o : tries) {
        std::optional<PictureLattice> coarse = latticeFromPeaks(r, lines.size(), o);
        if (!coarse || coarse->flatToFlatPx() < 6)
            continue;
        if (best && coarse->orientation == best->lattice.orientation)
            continue; // tried already
        int half = 0;
        const cv::Mat score = outlineScore(lines, *coarse, half);
        if (score.empty())
            continue;
        placeOrigin(*coarse, score, half);
        GridFit fit = refineFrom(picture, scaled(*coarse, 1.0 / s));
        if (fit.hexesMeasured >= 6 && (!best || fit.match > best->match))
            best = fit;
        // The orientation the peaks say, when its outlines stand out, needs no second opinion.
        if (!o && best && best->match >= 0.35)
            break;
    }
    if (!best)
        return badInput(msg("no hex grid found on the picture: click three hex centres instead"));
    if (best->match < 0.2)
        return badInput(msg("no hex grid stands out on the picture (the best outlines match %1%): "
                            "click three hex centres instead",
                            {std::to_string(int(std::lround(best->match * 100)))}));
    return *best;
}

Result<cv::Mat> straightenPicture(const cv::Mat &picture, const std::array<cv::Point2d, 4> &corners)
{
    for (const cv::Point2d &c : corners)
        if (c.x < 0 || c.y < 0 || c.x > picture.cols || c.y > picture.rows)
            return badInput(msg("a corner (%1,%2) is outside the picture (%3x%4)",
                                {std::to_string(int(c.x)), std::to_string(int(c.y)),
                                 std::to_string(picture.cols), std::to_string(picture.rows)}));
    const double top = cv::norm(corners[1] - corners[0]),
                 bottom = cv::norm(corners[2] - corners[3]);
    const double left = cv::norm(corners[3] - corners[0]),
                 right = cv::norm(corners[2] - corners[1]);
    const int width = int(std::lround(std::max(top, bottom)));
    const int height = int(std::lround(std::max(left, right)));
    std::vector<cv::Point2f> from;
    for (const cv::Point2d &c : corners)
        from.emplace_back(float(c.x), float(c.y));
    const double area = std::abs((corners[1] - corners[0]).cross(corners[3] - corners[0]));
    if (width < 32 || height < 32 || area < 32 * 32)
        return badInput(msg("the four corners do not enclose a map: give them as top-left, "
                            "top-right, bottom-right, bottom-left"));
    const std::vector<cv::Point2f> to = {
        {0, 0}, {float(width), 0}, {float(width), float(height)}, {0, float(height)}};
    const cv::Mat h = cv::getPerspectiveTransform(from, to);
    cv::Mat out;
    cv::warpPerspective(picture, out, h, cv::Size(width, height), cv::INTER_CUBIC,
                        cv::BORDER_REPLICATE);
    return out;
}

} // namespace umpire::vision
