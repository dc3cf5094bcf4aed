#pragma once

#include "result.h"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace umpire::vision {

// Writes a picture as the file's extension says (.png, .jpg...), whole or not at all: encoded in
// memory, then written beside and renamed into place (safefile.h), so that a full disk or a folder
// that cannot be written leaves no half picture, and the error gives the system's reason. A file
// that is an Umpire journal is never replaced (journalfile.h).
// `parameters` are OpenCV's encoding parameters (cv::IMWRITE_JPEG_QUALITY, 95).
// Reads a picture the user names, bounded before it is decoded: its header must be a PNG, JPEG,
// GIF or BMP's within Umpire's picture bounds (picturefile.h), then OpenCV decodes it (BGR).
// BadInput naming `what` and the path otherwise.
Result<cv::Mat> readImageFile(const std::string &path, const std::string &what);

Result<Ok> writeImageFile(const std::string &path, const cv::Mat &image,
                          const std::vector<int> &parameters = {});

} // namespace umpire::vision
