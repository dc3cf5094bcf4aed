#include "imagefile.h"

#include "journalfile.h"
#include "picturefile.h"
#include "safefile.h"

#include <opencv2/imgcodecs.hpp>

#include <string_view>

namespace umpire::vision {

Result<cv::Mat> readImageFile(const std::string &path, const std::string &what)
{
    Result<PictureFile> file = inspectPicture(path, what);
    if (!file)
        return file.error();
    cv::Mat image;
    try {
        image = cv::imread(file->path.string(), cv::IMREAD_COLOR);
    } catch (const cv::Exception &) { // a decoder's failure on damaged data
    }
    if (image.empty())
        return badInput(
            msg("%1: \"%2\" cannot be decoded as a %3 picture", {what, path, file->header.format}));
    return image;
}

Result<Ok> writeImageFile(const std::string &path, const cv::Mat &image,
                          const std::vector<int> &parameters)
{
    if (isJournalFile(path))
        return badInput(
            msg("%1: is an Umpire journal, which a picture would replace: choose another name",
                {path}));
    const std::size_t dot = path.find_last_of("./");
    const std::string extension =
        dot == std::string::npos || path[dot] != '.' ? std::string() : path.substr(dot);
    std::vector<uchar> bytes;
    bool encoded = false;
    try {
        encoded = !extension.empty() && cv::imencode(extension, image, bytes, parameters);
    } catch (const cv::Exception &) { // an extension OpenCV has no encoder for, or an empty image
    }
    if (!encoded)
        return badInput(msg(
            "%1: cannot encode the picture as %2",
            {path, extension.empty() ? msg("a file without an extension") : Message(extension)}));
    return writeFileAtomically(
        path, std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size()));
}

} // namespace umpire::vision
