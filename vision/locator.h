#pragma once

#include "calibration.h"
#include "handmask.h"
#include "hexgrid.h"
#include "mapdescription.h"
#include "markerdetector.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <optional>
#include <string>
#include <vector>

namespace umpire::vision {

// A counter read and placed: its marker id, hex and map position, and how sure the read is (0..1).
struct CounterRead
{
    int marker = 0;
    Hex hex;
    std::string hexId;
    HexPointMm mm;
    double confidence = 0;
    MarkerRead read;
};

// A marker read that is not a counter of this table, and why.
struct RejectedRead
{
    int marker = 0;
    cv::Point2f centre;
    std::string reason;
    bool unsure = false; // a marker is there, but its cells do not plainly say which
};

// What one image shows.
struct LocateResult
{
    Calibration calibration;
    std::vector<CounterRead> counters;  // trusted reads, one per marker
    std::vector<CounterRead> nearHand;  // read, but next to a hand: not trusted, not gone
    std::vector<RejectedRead> rejected; // impossible reads
    HandMask hands;
    std::vector<int> anchorsSeen;
    std::vector<MarkerRead> reads; // every marker read, anchors included, before rejection
    double milliseconds = 0;
    cv::Size imageSize;

    nlohmann::json toJson() const;
};

struct LocateOptions
{
    bool findHands = true;
    // A calibration to use when no anchor is in view (a fixed camera); and a hint that bounds the
    // search to the map and the marker sizes.
    std::optional<Calibration> calibration;
    // Detect only inside these regions (tracking); empty: the map, or the whole image.
    std::vector<cv::Rect> regions;
    // Reads kept from an earlier frame where the image has not changed (tracking).
    std::vector<MarkerRead> carried;
    // The frame already made gray by the caller (tracking): not converted again.
    cv::Mat gray;
};

// From an image to counters in hexes: detect, calibrate, reject, place.
class Locator
{
  public:
    explicit Locator(MapDescription map, DetectorSettings settings = {});
    const MapDescription &map() const { return m_map; }
    const HexGrid &grid() const { return m_grid; }
    const MarkerDetector &detector() const { return m_detector; }
    // The camera's lens (vision lens calibrate), at any picture size of its shape: the reads are
    // straightened through it before the map is fitted. None: a distortion-free picture.
    void setLens(std::optional<LensModel> lens) { m_lens = std::move(lens); }
    const std::optional<LensModel> &lens() const { return m_lens; }

    // image: 8-bit BGR or gray. An error for an empty or unreadable frame, or when no anchor is in
    // view and no calibration was given.
    Result<LocateResult> locate(const cv::Mat &image, const LocateOptions &options = {}) const;

    // The placing half of locate(): reads (already detected) to counters, against a calibration.
    void place(const std::vector<MarkerRead> &reads, LocateResult &result) const;

  private:
    // The anchors in view, read at reduced size, then again at full size for precise corners
    // (an anchor missed at reduced size where the others put it, through the lens).
    std::vector<MarkerRead> findAnchors(const cv::Mat &gray,
                                        const std::optional<LensModel> &lens) const;
    // The anchors read in gray reduced factor times, corners in gray's pixels.
    std::vector<MarkerRead> anchorsAtReducedSize(const cv::Mat &gray, int factor) const;
    MapDescription m_map;
    HexGrid m_grid;
    MarkerDetector m_detector;
    std::optional<LensModel> m_lens;
};

} // namespace umpire::vision
