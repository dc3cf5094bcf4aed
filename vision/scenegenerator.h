#pragma once

#include "mapdescription.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace umpire::vision {

// A counter laid on a generated map: where it truly is, and whether a camera can see its marker.
struct SceneCounter
{
    int marker = 0;
    std::string hex;
    HexPointMm mm;
    double rotationDeg = 0;
    std::string side;
    bool visible = true;
    std::string whyHidden; // "under another counter", "under a hand"
};

// A hand over the table, in map millimetres: a forearm from off the map to the palm.
struct SceneHand
{
    HexPointMm palm;       // the palm's centre
    double angleDeg = 90;  // the direction the forearm comes from (90: from the bottom)
    double palmMm = 85;    // palm width
    double forearmMm = 60; // forearm width
    double distanceMm(HexPointMm p) const; // 0 inside the hand
};

// A table: a random hex map with anchors and counters (some stacked).
struct SceneLayout
{
    MapDescription map;
    std::vector<SceneCounter> counters;
};

// How the camera sees it.
struct SceneCamera
{
    cv::Size imageSize{1920, 1080};
    double mapFill = 0.92;   // the map's height (or width) against the image's
    double keystone = 0.05;  // perspective tilt: corners moved by up to this share of the size
    double rotationDeg = 5;  // in-plane rotation, up to
    double blurSigma = 0.8;  // pixels
    double noiseSigma = 3;   // gray levels
    double lightDrop = 0.25; // the darkest corner of the light, as a share lost
    int jpegQuality = 85;    // 0: no JPEG loss
};

struct Scene
{
    cv::Mat image; // BGR
    SceneLayout layout;
    cv::Matx33d mapToImage;
    std::vector<SceneHand> hands;
    // The camera samples' ground truth format (../shared/samples/vision/README.md).
    nlohmann::json truthJson() const;
};

// Generates scenes of the kinds a table shows; everything random comes from the seed.
class SceneGenerator
{
  public:
    explicit SceneGenerator(std::uint64_t seed) : m_seed(seed) {}

    // A random map of columns x rows hexes (16 mm flat to flat) with counters, stacks pairs of
    // them stacked; ids from 0 to 995 (the anchors are 996 to 999).
    SceneLayout layout(int columns, int rows, int counters, int stacks) const;
    // A random camera of the named profile: "easy", "hard", "hand", "stack", "k4".
    SceneCamera camera(const std::string &profile) const;
    // A random camera pose for the layout (fixed by the seed, so frames of a sequence share it).
    cv::Matx33d pose(const SceneLayout &layout, const SceneCamera &camera) const;
    // The picture; counters under a hand are marked hidden in the returned layout. frame varies
    // the sensor noise.
    Scene render(const SceneLayout &layout, const SceneCamera &camera, const cv::Matx33d &pose,
                 const std::vector<SceneHand> &hands = {}, int frame = 0) const;
    // A whole scene of a profile, as the samples are (random hand for "hand").
    Scene generate(const std::string &profile) const;

  private:
    std::uint64_t m_seed;
};

} // namespace umpire::vision
