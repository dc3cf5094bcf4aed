#pragma once

#include "lenscalibration.h"
#include "mapdescription.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <cstdint>
#include <optional>
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

// Moves layout's counter at index (a visible one, alone in its hex) to the nearest free hex within
// radius hexes of its own, the first such in a ring order turned by turn (so that successive moves
// go different ways); at the new hex's centre, offset as the old one was. Returns the new hex's id,
// or "" when none is free (nothing is moved).
std::string moveCounter(SceneLayout &layout, std::size_t index, int radius = 3, int turn = 0);

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
    // Seen through this lens (its size must be imageSize); none: an ideal pinhole camera.
    std::optional<LensModel> lens;
};

struct Scene
{
    cv::Mat image; // BGR
    SceneLayout layout;
    cv::Matx33d mapToImage; // to the ideal picture when there is a lens
    std::optional<LensModel> lens;
    std::vector<SceneHand> hands;
    // The ground truth of a scene, as a photographed table's is written (NAME.json beside
    // NAME.jpg): the map, its anchors, each counter's marker and place.
    nlohmann::json truthJson() const;
};

// Where the ChArUco board lies before the camera: its centre at translationMm in the camera's
// frame (x right, y down, z ahead), turned by the rotation vector from facing the camera upright.
struct BoardPose
{
    cv::Vec3d rotation;
    cv::Vec3d translationMm;
};

// A picture (BGR, lens.imageSize) of the printed board (white paper round it) on a table, through
// lens from pose, with blur and sensor noise from seed.
cv::Mat renderCharucoView(const CharucoBoardSpec &board, const LensModel &lens,
                          const BoardPose &pose, double blurSigma = 0.7, double noiseSigma = 2,
                          std::uint64_t seed = 1);
// An ideal picture as lens would take it: each pixel sampled where the lens bends it from;
// border fills what the lens brings in from outside the picture.
cv::Mat distortImage(const cv::Mat &ideal, const LensModel &lens, cv::Scalar border = {});

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
    // A whole scene of a profile, as the samples are (random hand for "hand"), seen through lens
    // when given (sized to the profile's picture).
    Scene generate(const std::string &profile,
                   const std::optional<LensModel> &lens = std::nullopt) const;

    // A webcam-like lens at size: 60 to 75 degrees wide, barrel distortion (k1 -0.3 to -0.15).
    LensModel lens(cv::Size size) const;
    // count poses of the board as a person calibrating shows it: tilted each way, over every part
    // of the picture, in view whole.
    std::vector<BoardPose> boardPoses(const CharucoBoardSpec &board, const LensModel &lens,
                                      int count) const;
    // The pictures of those poses (slight blur and noise).
    std::vector<cv::Mat> boardViews(const CharucoBoardSpec &board, const LensModel &lens,
                                    int count) const;

  private:
    std::uint64_t m_seed;
};

} // namespace umpire::vision
