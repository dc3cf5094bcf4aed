#include "markercells.h"

#include <opencv2/aruco.hpp>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

namespace umpire::vision {

SquareToQuad::SquareToQuad(const std::array<cv::Point2f, 4> &p, double side)
{
    // Heckbert's square-to-quad mapping for the unit square, then scaled to side.
    const double x0 = p[0].x, y0 = p[0].y, x1 = p[1].x, y1 = p[1].y, x2 = p[2].x, y2 = p[2].y,
                 x3 = p[3].x, y3 = p[3].y;
    const double sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3;
    const double dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
    const double den = dx1 * dy2 - dx2 * dy1;
    g = h = 0;
    if ((sx != 0 || sy != 0) && den != 0) {
        g = (sx * dy2 - dx2 * sy) / den;
        h = (dx1 * sy - sx * dy1) / den;
    }
    a = x1 - x0 + g * x1;
    b = x3 - x0 + h * x3;
    c = x0;
    d = y1 - y0 + g * y1;
    e = y3 - y0 + h * y3;
    f = y0;
    a /= side;
    b /= side;
    d /= side;
    e /= side;
    g /= side;
    h /= side;
}

const MarkerCells &MarkerCells::instance()
{
    static const MarkerCells cells;
    return cells;
}

MarkerCells::MarkerCells()
{
    m_byCode.fill(-1);
    m_codes.fill(0);
    const cv::Ptr<cv::aruco::Dictionary> dictionary =
        cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000);
    // bytesList: a row per marker, its two bytes for each of the four rotations one after the
    // other (OpenCV's layout); the first id whose code matches wins, as in Dictionary::identify.
    const cv::Mat &bytes = dictionary->bytesList;
    for (int m = 0; m < bytes.rows && m < 1000; ++m) {
        const uchar *row = bytes.ptr(m);
        for (int r = 0; r < 4; ++r) {
            const int code = (row[r * 2] << 8) | row[r * 2 + 1];
            if (r == 0)
                m_codes[std::size_t(m)] = std::uint16_t(code);
            if (m_byCode[std::size_t(code)] < 0)
                m_byCode[std::size_t(code)] = std::int16_t(m * 4 + r);
        }
    }
}

int MarkerCells::code(int marker) const
{
    return marker >= 0 && marker < 1000 ? m_codes[std::size_t(marker)] : -1;
}

std::array<cv::Point2f, 4> MarkerCells::turned(const std::array<cv::Point2f, 4> &corners,
                                               int rotation)
{
    std::array<cv::Point2f, 4> out;
    for (int j = 0; j < 4; ++j)
        out[std::size_t(j)] = corners[std::size_t((j + 4 - rotation) % 4)];
    return out;
}

namespace {

// OpenCV's Otsu threshold of a histogram (getThreshVal_Otsu_8u).
int otsu(const int (&histogram)[256], int total)
{
    double mu = 0;
    for (int i = 0; i < 256; ++i)
        mu += i * double(histogram[i]);
    mu /= total;
    double q1 = 0, mu1 = 0, best = 0;
    int threshold = 0;
    for (int i = 0; i < 256; ++i) {
        const double p = double(histogram[i]) / total;
        mu1 *= q1;
        q1 += p;
        const double q2 = 1 - q1;
        if (std::min(q1, q2) < FLT_EPSILON || std::max(q1, q2) > 1 - FLT_EPSILON)
            continue;
        mu1 = (mu1 + i * p) / q1;
        const double mu2 = (mu - q1 * mu1) / q2;
        const double sigma = q1 * q2 * (mu1 - mu2) * (mu1 - mu2);
        if (sigma > best) {
            best = sigma;
            threshold = i;
        }
    }
    return threshold;
}

} // namespace

MarkerCells::Decoded MarkerCells::decode(const cv::Mat &gray,
                                         const std::array<cv::Point2f, 4> &corners,
                                         int pixelsPerCell, double margin,
                                         double borderErrorRate) const
{
    // The square OpenCV warps to: 6 cells of pixelsPerCell, its corners on the first and last
    // pixels; each pixel the nearest of the picture (0 outside it).
    constexpr int cells = 6, maxCell = 16;
    const int cell = std::clamp(pixelsPerCell, 2, maxCell);
    const int size = cells * cell;
    const SquareToQuad at(corners, size - 1);
    static thread_local std::vector<uchar> square;
    square.resize(std::size_t(size * size));
    int histogram[256] = {};
    for (int v = 0; v < size; ++v) {
        // Along a row the homography's numerators and denominator grow by a constant step.
        double x = at.b * v + at.c, y = at.e * v + at.f, w = at.h * v + 1;
        for (int u = 0; u < size; ++u, x += at.a, y += at.d, w += at.g) {
            const int px = cvRound(x / w), py = cvRound(y / w);
            const uchar g = px >= 0 && py >= 0 && px < gray.cols && py < gray.rows
                                ? gray.ptr<uchar>(py)[px]
                                : 0;
            square[std::size_t(v * size + u)] = g;
            ++histogram[g];
        }
    }
    // Too even inside (within half a cell of the edge) for Otsu: all white or all black, not a
    // marker either way.
    double sum = 0, squares = 0;
    int n = 0;
    for (int v = cell / 2; v < size - cell / 2; ++v)
        for (int u = cell / 2; u < size - cell / 2; ++u) {
            const double g = square[std::size_t(v * size + u)];
            sum += g;
            squares += g * g;
            ++n;
        }
    const double mean = sum / n;
    if (std::sqrt(std::max(0.0, squares / n - mean * mean)) < 5)
        return {};
    const int threshold = otsu(histogram, size * size);
    const int inset = int(margin * cell), inner = cell - 2 * inset;
    int bits[cells][cells];
    for (int y = 0; y < cells; ++y)
        for (int x = 0; x < cells; ++x) {
            int white = 0;
            for (int v = 0; v < inner; ++v)
                for (int u = 0; u < inner; ++u)
                    white +=
                        square[std::size_t((y * cell + inset + v) * size + x * cell + inset + u)] >
                        threshold;
            bits[y][x] = white > inner * inner / 2;
        }
    int borderErrors = 0;
    for (int k = 0; k < cells; ++k)
        borderErrors += bits[k][0] + bits[k][cells - 1] +
                        (k > 0 && k < cells - 1 ? bits[0][k] + bits[cells - 1][k] : 0);
    if (borderErrors > int(16 * borderErrorRate))
        return {};
    int code = 0;
    for (int y = 1; y < cells - 1; ++y)
        for (int x = 1; x < cells - 1; ++x)
            code = (code << 1) | bits[y][x];
    const int found = m_byCode[std::size_t(code)];
    if (found < 0)
        return {};
    return {found / 4, found % 4};
}

} // namespace umpire::vision
