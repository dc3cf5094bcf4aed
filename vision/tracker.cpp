#include "tracker.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

namespace umpire::vision {

using nlohmann::json;

std::string stateName(TrackedCounter::State state)
{
    switch (state) {
    case TrackedCounter::State::Seen:
        return "seen";
    case TrackedCounter::State::Occluded:
        return "occluded";
    case TrackedCounter::State::Stacked:
        return "stacked";
    case TrackedCounter::State::Missing:
        return "missing";
    case TrackedCounter::State::Removed:
        return "removed";
    }
    return "seen";
}

json TrackEvent::toJson() const
{
    json j = {{"frame", frame}, {"marker", marker}, {"kind", kind}};
    if (!fromHex.empty())
        j["from"] = fromHex;
    if (!toHex.empty())
        j["to"] = toHex;
    return j;
}

Tracker::Tracker(Locator locator, TrackerSettings settings)
    : m_locator(std::move(locator)), m_settings(settings)
{
}

std::vector<cv::Rect> Tracker::changedRegions(const cv::Mat &gray, double &share)
{
    // Compared at an eighth of the size: a counter is still 3 to 5 pixels there, sensor noise is
    // averaged away.
    constexpr int scale = 8;
    cv::Mat small;
    cv::resize(gray, small, cv::Size(gray.cols / scale, gray.rows / scale), 0, 0, cv::INTER_AREA);
    std::vector<cv::Rect> regions;
    share = 1;
    if (m_lastSmall.empty() || m_lastSmall.size() != small.size()) {
        m_lastSmall = small;
        return regions;
    }
    cv::Mat diff;
    cv::absdiff(small, m_lastSmall, diff);
    m_lastSmall = small;
    cv::threshold(diff, diff, 12, 255, cv::THRESH_BINARY);
    cv::dilate(diff, diff, cv::getStructuringElement(cv::MORPH_RECT, {5, 5}));
    share = cv::countNonZero(diff) / double(diff.total());
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(diff, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    for (const auto &c : contours) {
        cv::Rect r = cv::boundingRect(c);
        r = cv::Rect(r.x * scale, r.y * scale, r.width * scale, r.height * scale);
        // a marker's size around it, so that a counter half in the change is read whole
        const int pad = 48;
        r = cv::Rect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad) &
            cv::Rect(0, 0, gray.cols, gray.rows);
        regions.push_back(r);
    }
    return regions;
}

TrackFrame Tracker::feed(const cv::Mat &image)
{
    TrackFrame frame;
    frame.frame = m_frame++;
    if (image.empty() || image.depth() != CV_8U ||
        (image.channels() != 1 && image.channels() != 3)) {
        frame.what = msg("unreadable frame: skipped");
        frame.status = frame.what.text();
        return frame;
    }
    if (!m_lastSmall.empty() &&
        (image.cols / 8 != m_lastSmall.cols || image.rows / 8 != m_lastSmall.rows)) {
        // The camera changed resolution (or a wrong-size frame): start the search afresh and
        // calibrate again from the anchors; the counters, kept in map millimetres, stay.
        m_lastSmall.release();
        m_lastReads.clear();
        m_calibration.reset();
    }
    cv::Mat gray;
    if (image.channels() == 3)
        cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
    else
        gray = image;
    LocateOptions options;
    options.calibration = m_calibration;
    options.gray = gray;
    double share = 1;
    std::vector<cv::Rect> changed = changedRegions(gray, share);
    frame.changedShare = share;
    const bool full = !m_settings.onlyChanged || m_lastReads.empty() || !m_calibration ||
                      share > m_settings.changedShare || ++m_sinceFull >= m_settings.fullEvery;
    if (!full) {
        // Regions of interest: where the image changed, each grown to hold whole every marker read
        // last time that the change touches (a neighbour of a moved counter, half in the change,
        // is read again whole, never cut by the region's edge); every other read is carried.
        options.regions = changed;
        const cv::Rect frameBox(0, 0, image.cols, image.rows);
        for (const MarkerRead &r : m_lastReads) {
            const std::vector<cv::Point2f> corners(r.corners.begin(), r.corners.end());
            cv::Rect box = cv::boundingRect(corners);
            const int margin = int(0.5 * r.sidePx()) + 4;
            box = cv::Rect(box.x - margin, box.y - margin, box.width + 2 * margin,
                           box.height + 2 * margin) &
                  frameBox;
            bool inChange = false;
            for (std::size_t k = 0; k < changed.size(); ++k)
                if ((changed[k] & box).area() > 0) {
                    inChange = true;
                    options.regions[k] |= box;
                }
            if (!inChange)
                options.carried.push_back(r);
        }
        // Where a tracked counter was not read last time, look again each frame.
        for (const auto &[marker, t] : m_counters) {
            if (t.state == TrackedCounter::State::Seen || t.state == TrackedCounter::State::Removed)
                continue;
            const cv::Point2f at = m_calibration->toImage(t.mm);
            const int half = int(m_locator.map().counterMm * m_calibration->pixelsPerMm(t.mm));
            const cv::Rect r = cv::Rect(int(at.x) - half, int(at.y) - half, 2 * half, 2 * half) &
                               cv::Rect(0, 0, image.cols, image.rows);
            if (r.area() > 0)
                options.regions.push_back(r);
        }
        frame.regions = int(options.regions.size());
        if (options.regions.empty())
            options.regions.push_back(cv::Rect(0, 0, 1, 1)); // nothing to read again
    } else
        m_sinceFull = 0;
    Result<LocateResult> located = m_locator.locate(image, options);
    if (!located) {
        frame.what = located.error().what;
        frame.status = located.error().message;
        m_lastReads.clear();
        return frame;
    }
    frame.located = true;
    frame.result = std::move(located).value();
    // With no anchor in view the frame may not show the map at all: what it lacks removes nothing.
    const bool anchored = !frame.result.anchorsSeen.empty();
    frame.what = anchored ? Message("ok")
                          : msg("no anchor in view: the last calibration is used, nothing is "
                                "removed");
    frame.status = frame.what.text();
    m_calibration = frame.result.calibration;
    m_lastReads = frame.result.reads;
    update(frame.result, gray, anchored);
    return frame;
}

void Tracker::update(const LocateResult &result, const cv::Mat &gray, bool mayRemove)
{
    const int now = m_frame - 1;
    std::set<int> readNow, nearHand;
    for (const CounterRead &c : result.counters)
        readNow.insert(c.marker);
    for (const CounterRead &c : result.nearHand)
        nearHand.insert(c.marker);
    for (const CounterRead &c : result.counters) {
        auto it = m_counters.find(c.marker);
        if (it == m_counters.end()) {
            // A new counter: it appears once read in one hex for confirmFrames frames in a row.
            auto &cand = m_candidates[c.marker];
            cand = cand.first == c.hexId ? std::make_pair(c.hexId, cand.second + 1)
                                         : std::make_pair(c.hexId, 1);
            if (cand.second >= m_settings.confirmFrames) {
                TrackedCounter t;
                t.marker = c.marker;
                t.hexId = c.hexId;
                t.mm = c.mm;
                t.confidence = c.confidence;
                t.lastSeenFrame = now;
                m_counters[c.marker] = t;
                m_events.push_back({now, c.marker, "appeared", "", c.hexId});
                m_candidates.erase(c.marker);
            }
            continue;
        }
        TrackedCounter &t = it->second;
        t.lastSeenFrame = now;
        t.missingFrames = 0;
        t.confidence = c.confidence;
        if (t.state == TrackedCounter::State::Removed)
            m_events.push_back({now, c.marker, "appeared", "", c.hexId});
        t.state = TrackedCounter::State::Seen;
        if (c.hexId == t.hexId) {
            t.mm = c.mm;
            t.pendingFrames = 0;
            t.pendingHex.clear();
            continue;
        }
        // Read in another hex: moved only when read there frame after frame.
        if (t.pendingHex == c.hexId)
            ++t.pendingFrames;
        else {
            t.pendingHex = c.hexId;
            t.pendingFrames = 1;
        }
        t.pendingMm = c.mm;
        if (t.pendingFrames >= m_settings.confirmFrames) {
            m_events.push_back({now, c.marker, "moved", t.hexId, c.hexId});
            t.hexId = c.hexId;
            t.mm = c.mm;
            t.pendingHex.clear();
            t.pendingFrames = 0;
        }
    }
    for (auto it = m_candidates.begin(); it != m_candidates.end();)
        it = readNow.count(it->first) ? std::next(it) : m_candidates.erase(it);
    for (auto &[marker, t] : m_counters) {
        if (readNow.count(marker) || t.state == TrackedCounter::State::Removed)
            continue;
        t.pendingFrames = 0;
        t.pendingHex.clear();
        const cv::Point2f at = result.calibration.toImage(t.mm);
        const double ppm = result.calibration.pixelsPerMm(t.mm);
        const double counterPx = m_locator.map().counterMm * ppm;
        const bool inImage = at.x >= 0 && at.y >= 0 && at.x < result.imageSize.width &&
                             at.y < result.imageSize.height;
        if (nearHand.count(marker) ||
            (!result.hands.empty() && result.hands.distanceTo(at) < 1.5 * counterPx) || !inImage) {
            t.state = TrackedCounter::State::Occluded;
            continue;
        }
        auto near = [&](HexPointMm mm) {
            return std::hypot(mm.x - t.mm.x, mm.y - t.mm.y) < 0.6 * m_locator.map().counterMm;
        };
        // Another counter read where it was: it lies under that one.
        if (std::any_of(result.counters.begin(), result.counters.end(),
                        [&](const CounterRead &c) { return near(c.mm); })) {
            t.state = TrackedCounter::State::Stacked;
            continue;
        }
        // A marker there that does not read plainly (smudged, half under a paper or a neighbour)
        // is not gone: an unsure read there, or a place still dark like a marker (bare paper and
        // hex lines are a few hundredths dark, a marker over half, a river across it a fifth).
        bool unreadable = false;
        for (const RejectedRead &u : result.rejected)
            unreadable = unreadable || (u.unsure && near(result.calibration.toMap(u.centre)));
        const double half = m_locator.map().counterMarkerMm / 2;
        MarkerRead place;
        for (int k = 0; k < 4; ++k)
            place.corners[k] = result.calibration.toImage(
                {t.mm.x + (k == 1 || k == 2 ? half : -half), t.mm.y + (k >= 2 ? half : -half)});
        if (unreadable || darkShare(gray, place) >= m_settings.stillDarkShare) {
            t.state = TrackedCounter::State::Occluded;
            continue;
        }
        if (!mayRemove)
            continue;
        t.state = TrackedCounter::State::Missing;
        if (++t.missingFrames >= m_settings.removeFrames) {
            t.state = TrackedCounter::State::Removed;
            m_events.push_back({now, marker, "removed", t.hexId, ""});
        }
    }
}

json Tracker::stateJson() const
{
    json list = json::array();
    for (const auto &[marker, t] : m_counters) {
        json c = {{"marker", marker},
                  {"hex", t.hexId},
                  {"x_mm", std::round(t.mm.x * 100) / 100},
                  {"y_mm", std::round(t.mm.y * 100) / 100},
                  {"state", stateName(t.state)},
                  {"confidence", t.confidence},
                  {"last_seen_frame", t.lastSeenFrame}};
        if (!t.pendingHex.empty())
            c["maybe_moving_to"] = t.pendingHex;
        list.push_back(c);
    }
    json events = json::array();
    for (const TrackEvent &e : m_events)
        events.push_back(e.toJson());
    return {{"frames", m_frame}, {"counters", list}, {"events", events}};
}

} // namespace umpire::vision
