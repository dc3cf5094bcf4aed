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
Result<Ok> writeImageFile(const std::string &path, const cv::Mat &image,
                          const std::vector<int> &parameters = {});

} // namespace umpire::vision
