#pragma once

#include <opencv2/core.hpp>

#include <array>
#include <vector>

namespace cv::aruco {
class DetectorParameters;
class Dictionary;
} // namespace cv::aruco

namespace umpire::vision {

// One marker read in an image: its id and its four corners in ArUco's order, in image pixels.
struct MarkerRead
{
    int marker = 0;
    std::array<cv::Point2f, 4> corners;
    // How plainly the cells say this id (cellClarity), once measured.
    double clarity = 0.5;
    cv::Point2f centre() const;
    double sidePx() const; // mean side length
};

// The detector parameters Umpire uses instead of OpenCV's defaults, and why (docs/cli.md,
// "Detector parameters"):
// counters carry an 8.5 mm marker on a 0.6 mm white margin inside a coloured 12.7 mm square, seen
// at 20 to 40 pixels a side.
struct DetectorSettings
{
    // Thresholding windows (pixels): 5 separates the thin white margin from a dark counter colour
    // even when blurred; 15 holds under uneven light. OpenCV's 3/13/23 trio costs a third more and
    // its 3-pixel window adds hundreds of noise candidates.
    int thresholdWindowMin = 7;
    int thresholdWindowMax = 7;
    int thresholdWindowStep = 10;
    double thresholdConstant = 7;
    // Markers smaller than this side (pixels) are not read: below 4 pixels a cell, bits are
    // guesses.
    double minSidePx = 15;
    // Larger than this (pixels) is not a marker of this table (anchors included); bounds the work.
    double maxSidePx = 260;
    // The default 0.05 merges the marker with its counter's outline (2 mm apart): keep both
    // candidates and let decoding choose.
    double minMarkerDistanceRate = 0.01;
    double polygonalApproxAccuracyRate = 0.05;
    // Bits are sampled in the middle of each cell: blur and tilt smear the cell edges.
    int perspectiveRemovePixelPerCell = 6;
    double perspectiveRemoveIgnoredMarginPerCell = 0.2;
    // DICT_4X4_1000 has no correction capacity worth using: a corrected read is a likely phantom.
    double errorCorrectionRate = 0.0;
    double maxErroneousBitsInBorderRate = 0.35;
    bool subpixelCorners = true;
    // A read whose cells, sampled on its refined corners, are this close to the threshold, or
    // contradict its id, is unclear (cellClarity): OpenCV decodes on its first outline, which can
    // be a cell off; it then reads another id (DICT_4X4_1000 ids differ by as few as two
    // cells). An unclear read is looked at again; still unclear, it is reported unsure. On 150
    // generated scenes the misreads measured -0.6 to -0.1, and 99.9% of true reads above 0.1
    // (the rest half under a hand).
    double minClarity = 0.1;
    // Square outlines of counter size that did not decode are looked at again, alone, enlarged
    // and sharpened (blurred markers, borders merged with a touching counter); at most this many.
    int secondLooks = 40;
    // Also at every square outline that did not decode (OpenCV's rejected candidates), not only
    // those of a marker's size: dozens per frame, half the detection time.
    bool secondLookAtSquares = false;
};

// Finds DICT_4X4_1000 markers; the same id read twice at the same place is one read.
class MarkerDetector
{
  public:
    explicit MarkerDetector(DetectorSettings settings = {});
    const DetectorSettings &settings() const { return m_settings; }

    // Reads markers in gray (8-bit, one channel) or in its region roi; corners are in gray's
    // coordinates. Side bounds in pixels override the settings when positive.
    std::vector<MarkerRead> detect(const cv::Mat &gray, cv::Rect roi = {}, double minSidePx = 0,
                                   double maxSidePx = 0, bool secondLooks = true) const;
    // The same in several regions of gray at once (a large region's overlapping halves, the
    // changed places of a frame): OpenCV's pass over the regions on two threads, then the second
    // looks at all of them and the corner refinement on every core.
    std::vector<MarkerRead> detectRegions(const cv::Mat &gray, const std::vector<cv::Rect> &rois,
                                          double minSidePx, double maxSidePx) const;

    // Whether the read's cells say its id plainly enough to trust (minClarity).
    bool isClear(const MarkerRead &read) const;

    // OpenCV's detectMarkers with its default parameters.
    static std::vector<MarkerRead> detectPlain(const cv::Mat &gray);
    // OpenCV's detectMarkers with its default parameters but the one that counters' thin margins
    // need, the baseline of `vision bench`: minMarkerDistanceRate 0.03 (OpenCV's 0.05 takes the
    // marker's outline and the inner edge of its 0.6 mm white margin, 2 pixels outside it, for
    // one candidate and keeps the larger, which does not decode: 0 of 15 counters read).
    static std::vector<MarkerRead> detectBaseline(const cv::Mat &gray);

  private:
    // OpenCV's pass over one region: its reads and, with looks, the outlines of a marker's size
    // that did not decode, worth a second look. False when OpenCV failed.
    bool firstPass(const cv::Mat &gray, cv::Rect roi, double minSide, double maxSide, bool looks,
                   std::vector<MarkerRead> &reads, std::vector<MarkerRead> &quads) const;
    void secondLook(const cv::Mat &gray, const std::vector<MarkerRead> &quads, double minSide,
                    double maxSide, int maxLooks, std::vector<MarkerRead> &reads) const;
    // Corners refined (with subpixelCorners) and clarity measured: one read, or all on every core.
    void settle(const cv::Mat &gray, MarkerRead &read) const;
    void settle(const cv::Mat &gray, std::vector<MarkerRead> &reads) const;
    std::vector<MarkerRead> unclear(const std::vector<MarkerRead> &reads) const;
    DetectorSettings m_settings;
};

// Moves the read's corners to the image's corner, in a window scaled to the marker's size: a
// twelfth of its side (2 to 8 pixels), or window when given.
void refineCorners(const cv::Mat &gray, MarkerRead &read, int window = 0);

// Dark square blobs of about a marker's size in gray's region roi, as unread squares (candidates
// for a second look).
std::vector<MarkerRead> darkSquares(const cv::Mat &gray, cv::Rect roi, double minSide);

// How plainly the marker's 36 cells, sampled in their middles, say read's id: for the cell nearest
// the threshold between the border's black and the brightest cell's white, its distance to that
// threshold as a fraction of the contrast, on the side the id says (0.5 clear, 0 a coin toss,
// negative when a cell contradicts the id).
double cellClarity(const cv::Mat &gray, const MarkerRead &read);

// The share of the quad's inside (shrunk to 0.8) darker than 0.8 of the ring around it (out to
// 1.25): over half for a marker, a few hundredths for bare paper with its hex lines. -1 when
// the quad is too small or off the picture to tell.
double darkShare(const cv::Mat &gray, const MarkerRead &quad);

// Merges reads of one id whose centres are closer than half a marker side.
std::vector<MarkerRead> mergeSamePlace(std::vector<MarkerRead> reads);

} // namespace umpire::vision
