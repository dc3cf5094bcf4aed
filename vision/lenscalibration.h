#pragma once

#include "markerdetector.h"
#include "result.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace umpire::vision {

// The ChArUco board printed for lens calibration: a chessboard whose white squares carry markers
// of their own dictionary (DICT_5X5_100: the board is never found in the game's 4x4 markers; the
// other way, a board marker can decode as some 4x4 id, which the locator rejects by its size).
struct CharucoBoardSpec
{
    int squaresX = 7;
    int squaresY = 5;
    double squareMm = 30;
    double markerMm = 22;

    nlohmann::json toJson() const;
    static Result<CharucoBoardSpec> fromJson(const nlohmann::json &json);
    // An error naming the problem for sizes no printer or detector can use.
    Result<Ok> check() const;
};

// One view of the board: the chessboard corners found, with their ids.
struct CharucoView
{
    std::vector<int> ids;
    std::vector<cv::Point2f> corners;
    cv::Size imageSize;
};

// A camera's lens, measured from views of the board: its camera matrix and distortion (k1 k2 p1
// p2 k3) at one picture size. Saved per camera (lensFileName) and applied to every read.
struct LensModel
{
    std::string camera; // the name of the camera it was measured on
    cv::Size imageSize;
    cv::Matx33d cameraMatrix = cv::Matx33d::eye();
    std::vector<double> distortion; // k1 k2 p1 p2 k3
    double rmsPx = 0;               // reprojection error of the calibration, in pixels
    int views = 0;
    CharucoBoardSpec board; // the board it was measured with

    // A pixel of the camera's picture to the same pixel in an ideal (distortion-free) picture
    // with the same camera matrix, and back.
    cv::Point2f undistort(cv::Point2f image) const;
    std::vector<cv::Point2f> undistort(const std::vector<cv::Point2f> &image) const;
    cv::Point2f distort(cv::Point2f ideal) const;
    std::vector<cv::Point2f> distort(const std::vector<cv::Point2f> &ideal) const;
    // Every corner of the reads, undistorted.
    void undistortReads(std::vector<MarkerRead> &reads) const;
    // The camera's picture straightened: an ideal picture of the same size and camera matrix.
    cv::Mat undistortImage(const cv::Mat &image) const;
    // The same lens at another picture size of the same shape (a camera set to 4K after being
    // measured at 1080p); an error when the shape differs.
    Result<LensModel> forImageSize(cv::Size size) const;

    // "format": "umpire-lens", "version": 1; fromJson refuses anything else as bad data, naming
    // the field.
    nlohmann::json toJson() const;
    static Result<LensModel> fromJson(const nlohmann::json &json);
    // Written beside and renamed over; an error names the file.
    Result<Ok> save(const std::string &path) const;
    // A missing file is bad input, a broken one bad data; the error names the file.
    static Result<LensModel> load(const std::string &path);
};

// The board's corners in a picture (8-bit gray or BGR), corners off the board's plane dropped;
// an error saying why when fewer than 6 are seen, or when the markers are of a larger board.
Result<CharucoView> findCharucoBoard(const cv::Mat &image, const CharucoBoardSpec &board);
// The lens from views of the board (at least 4 with 6 corners or more, all of one picture size);
// k3 stays 0.
Result<LensModel> calibrateLens(const std::vector<CharucoView> &views,
                                const CharucoBoardSpec &board, const std::string &camera);
// The board to print, at dpi dots per inch, with a white margin (on an A4 page when it fits), a
// size check bar and its description; empty for a board check() refuses.
cv::Mat drawCharucoBoard(const CharucoBoardSpec &board, double dpi);
// The board alone, edge to edge, at pixelsPerMm (8-bit gray).
cv::Mat charucoBoardImage(const CharucoBoardSpec &board, double pixelsPerMm);
// The file name a camera's lens is saved under: its name, made safe for a file system.
std::string lensFileName(const std::string &camera);

} // namespace umpire::vision
