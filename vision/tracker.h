#pragma once

#include "locator.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <map>
#include <string>
#include <vector>

namespace umpire::vision {

// What the tracker believes about one counter.
struct TrackedCounter
{
    enum class State { Seen, Occluded, Stacked, Missing, Removed };
    int marker = 0;
    std::string hexId;
    HexPointMm mm;
    double confidence = 0;
    State state = State::Seen;
    int lastSeenFrame = -1;
    // A different hex the counter has been read in, and for how many frames in a row.
    std::string pendingHex;
    HexPointMm pendingMm;
    int pendingFrames = 0;
    int missingFrames = 0;
};

std::string stateName(TrackedCounter::State state);

// A change the tracker is sure of: a counter appeared, moved or was removed.
struct TrackEvent
{
    int frame = 0;
    int marker = 0;
    std::string kind; // "appeared", "moved", "removed"
    std::string fromHex, toHex;
    nlohmann::json toJson() const;
};

struct TrackerSettings
{
    int confirmFrames = 3; // consistent frames before a counter appears or moves
    int removeFrames = 12; // frames in plain view without it before it is removed
    // A place where a counter's marker was is still "there, unreadable" (occluded, never
    // removed) while this share of it is dark like a marker (darkShare).
    double stillDarkShare = 0.25;
    int fullEvery = 30;         // a full-frame detection at least this often, even with no change
    double changedShare = 0.35; // past this share of the map changed, detect everywhere
    bool onlyChanged = true;    // detect again only where the image changed
};

// One frame's outcome: the status line and what the frame's reads were.
struct TrackFrame
{
    int frame = 0;
    bool located = false;
    std::string status; // "ok", or why the frame told nothing (no anchor, bad frame)
    Message what;       // the status as a format and its arguments, for a face that translates it
    int regions = 0;    // regions detected again (0: the whole frame)
    double changedShare = 0;
    LocateResult result;
};

// Follows counters over frames: a counter moves only when read elsewhere consistently; one hidden
// by a hand is occluded, one under another counter is stacked, neither is removed.
class Tracker
{
  public:
    explicit Tracker(Locator locator, TrackerSettings settings = {});

    // Feeds the next frame; a bad frame or one with no anchor gives a status and changes nothing.
    TrackFrame feed(const cv::Mat &image);

    const std::map<int, TrackedCounter> &counters() const { return m_counters; }
    const std::vector<TrackEvent> &events() const { return m_events; }
    const Locator &locator() const { return m_locator; }
    // The camera's lens from now on (none: a distortion-free picture); the map is calibrated again
    // from the anchors, through it.
    void setLens(std::optional<LensModel> lens)
    {
        m_locator.setLens(std::move(lens));
        m_calibration.reset();
    }
    int frames() const { return m_frame; }
    nlohmann::json stateJson() const;

  private:
    void update(const LocateResult &result, const cv::Mat &gray, bool mayRemove);
    std::vector<cv::Rect> changedRegions(const cv::Mat &gray, double &share);

    Locator m_locator;
    TrackerSettings m_settings;
    std::map<int, TrackedCounter> m_counters;
    std::map<int, std::pair<std::string, int>> m_candidates; // new markers: hex, frames in a row
    std::vector<TrackEvent> m_events;
    std::optional<Calibration> m_calibration;
    std::vector<MarkerRead> m_lastReads;
    cv::Mat m_lastSmall;
    int m_frame = 0;
    int m_sinceFull = 0;
};

} // namespace umpire::vision
