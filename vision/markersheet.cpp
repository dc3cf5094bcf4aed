#include "markersheet.h"

#include "imagefile.h"
#include "journalfile.h"
#include "safefile.h"

#include <opencv2/aruco.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <cstdlib>
#include <set>
#include <sstream>

namespace umpire::vision {

namespace {

const cv::Ptr<cv::aruco::Dictionary> &dictionary()
{
    static const cv::Ptr<cv::aruco::Dictionary> d =
        cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000);
    return d;
}

struct Page
{
    cv::Mat image;
    double ppm; // pixels per mm
    int px(double mm) const { return int(std::lround(mm * ppm)); }
};

Page newPage(int dpi)
{
    Page p;
    p.ppm = dpi / 25.4;
    p.image = cv::Mat(int(std::lround(297 * p.ppm)), int(std::lround(210 * p.ppm)), CV_8U,
                      cv::Scalar(255));
    // The 100 mm check bar, at the foot of the page.
    const int y = p.px(285);
    cv::rectangle(p.image, cv::Point(p.px(15), y), cv::Point(p.px(115), y + p.px(1.5)),
                  cv::Scalar(0), cv::FILLED);
    cv::putText(p.image, "100 mm: check the printed size (print at 100%, no scaling)",
                cv::Point(p.px(15), y - p.px(2)), cv::FONT_HERSHEY_SIMPLEX, 0.13 * p.ppm,
                cv::Scalar(0), std::max(1, p.px(0.2)), cv::LINE_AA);
    return p;
}

void drawMarker(Page &page, int id, double xMm, double yMm, double sideMm, double quietMm)
{
    const int cells = 6; // 4x4 bits and a one-cell black border
    const int cellPx = std::max(1, int(std::lround(sideMm * page.ppm / cells)));
    cv::Mat m;
    cv::aruco::drawMarker(dictionary(), id, cells * cellPx, m, 1);
    const int x = page.px(xMm + quietMm), y = page.px(yMm + quietMm);
    const cv::Rect where(x, y, m.cols, m.rows);
    if ((where & cv::Rect(0, 0, page.image.cols, page.image.rows)) != where)
        return;
    m.copyTo(page.image(where));
    // Cut marks at the quiet zone's corners (light, outside the white square).
    const double full = sideMm + 2 * quietMm;
    const int x0 = page.px(xMm), y0 = page.px(yMm), x1 = page.px(xMm + full),
              y1 = page.px(yMm + full);
    const int tick = page.px(1.2);
    for (const cv::Point c :
         {cv::Point(x0, y0), cv::Point(x1, y0), cv::Point(x1, y1), cv::Point(x0, y1)}) {
        const int dx = c.x == x0 ? -1 : 1, dy = c.y == y0 ? -1 : 1;
        cv::line(page.image, c + cv::Point(dx * 2, 0), c + cv::Point(dx * tick, 0), cv::Scalar(150),
                 1);
        cv::line(page.image, c + cv::Point(0, dy * 2), c + cv::Point(0, dy * tick), cv::Scalar(150),
                 1);
    }
    cv::putText(page.image, std::to_string(id), cv::Point(x0, y1 + page.px(2.2)),
                cv::FONT_HERSHEY_SIMPLEX, 0.09 * page.ppm, cv::Scalar(60),
                std::max(1, page.px(0.15)), cv::LINE_AA);
}

} // namespace

std::vector<cv::Mat> markerSheets(const SheetSettings &s)
{
    std::vector<cv::Mat> pages;
    Page page = newPage(s.dpi);
    double x = 15, y = 15;
    bool used = false;
    auto next = [&](double cell, double rowHeight) {
        x += cell;
        if (x + cell > 200) {
            x = 15;
            y += rowHeight;
        }
        if (y + rowHeight > 275) {
            pages.push_back(page.image);
            page = newPage(s.dpi);
            x = 15;
            y = 15;
        }
    };
    const double anchorQuiet = 4;
    for (int id : s.anchors) {
        drawMarker(page, id, x, y, s.anchorMm, anchorQuiet);
        used = true;
        next(s.anchorMm + 2 * anchorQuiet + 12, s.anchorMm + 2 * anchorQuiet + 12);
    }
    if (!s.anchors.empty() && x != 15) {
        x = 15;
        y += s.anchorMm + 2 * anchorQuiet + 12;
    }
    const double sticker = s.counterMarkerMm + 2 * s.quietMm;
    for (int id : s.counters) {
        drawMarker(page, id, x, y, s.counterMarkerMm, s.quietMm);
        used = true;
        next(sticker + 4, sticker + 6);
    }
    if (used && (x != 15 || y != 15))
        pages.push_back(page.image);
    if (pages.empty())
        pages.push_back(page.image);
    return pages;
}

Result<std::vector<std::string>> writeSheets(const std::vector<cv::Mat> &pages,
                                             const std::string &path, int dpi)
{
    std::vector<std::string> written;
    const std::size_t dot = path.find_last_of('.');
    const std::string ext = dot == std::string::npos ? "" : path.substr(dot);
    const std::string base = path.substr(0, dot);
    if (ext == ".png") {
        for (std::size_t i = 0; i < pages.size(); ++i) {
            const std::string name = i == 0 ? path : base + "-" + std::to_string(i + 1) + ".png";
            if (Result<Ok> saved = writeImageFile(name, pages[i]); !saved)
                return saved.error();
            written.push_back(name);
        }
        return written;
    }
    if (ext != ".pdf")
        return badInput(msg("the sheet is written as .png or .pdf, not \"%1\"", {path}));
    // A minimal PDF by hand: one page per image, each a 1-bit picture filling an A4 page.
    std::vector<std::string> objects; // objects 1.., in order
    const int pageCount = int(pages.size());
    std::string kids;
    for (int i = 0; i < pageCount; ++i)
        kids += std::to_string(3 + 3 * i) + " 0 R ";
    objects.push_back("<< /Type /Catalog /Pages 2 0 R >>");
    objects.push_back("<< /Type /Pages /Kids [" + kids + "] /Count " + std::to_string(pageCount) +
                      " >>");
    for (int i = 0; i < pageCount; ++i) {
        const cv::Mat &img = pages[i];
        const int rowBytes = (img.cols + 7) / 8;
        std::string bits(std::size_t(rowBytes) * img.rows, '\0');
        for (int y = 0; y < img.rows; ++y) {
            const uchar *row = img.ptr<uchar>(y);
            for (int x = 0; x < img.cols; ++x)
                if (row[x] >= 128) // white is 1 in DeviceGray
                    bits[std::size_t(y) * rowBytes + x / 8] |= char(0x80 >> (x % 8));
        }
        const double w = img.cols * 72.0 / dpi, h = img.rows * 72.0 / dpi;
        std::ostringstream content;
        content << "q " << w << " 0 0 " << h << " 0 0 cm /Im0 Do Q";
        const int pageObj = 3 + 3 * i;
        objects.push_back("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + std::to_string(w) + " " +
                          std::to_string(h) + "] /Resources << /XObject << /Im0 " +
                          std::to_string(pageObj + 2) + " 0 R >> >> /Contents " +
                          std::to_string(pageObj + 1) + " 0 R >>");
        objects.push_back("<< /Length " + std::to_string(content.str().size()) + " >>\nstream\n" +
                          content.str() + "\nendstream");
        objects.push_back("<< /Type /XObject /Subtype /Image /Width " + std::to_string(img.cols) +
                          " /Height " + std::to_string(img.rows) +
                          " /ColorSpace /DeviceGray /BitsPerComponent 1 /Length " +
                          std::to_string(bits.size()) + " >>\nstream\n" + bits + "\nendstream");
    }
    std::string pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
    std::vector<std::size_t> offsets;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        offsets.push_back(pdf.size());
        pdf += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const std::size_t xref = pdf.size();
    pdf += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (std::size_t o : offsets) {
        char line[24];
        std::snprintf(line, sizeof line, "%010zu 00000 n \n", o);
        pdf += line;
    }
    pdf += "trailer\n<< /Size " + std::to_string(objects.size() + 1) +
           " /Root 1 0 R >>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
    if (isJournalFile(path))
        return badInput(
            msg("%1: is an Umpire journal, which the sheet would replace: choose another name",
                {path}));
    if (Result<Ok> saved = writeFileAtomically(path, pdf); !saved)
        return saved.error();
    written.push_back(path);
    return written;
}

Result<std::vector<int>> parseMarkerList(const std::string &text)
{
    std::vector<int> ids;
    std::set<int> seen;
    std::stringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        const std::size_t dash = item.find('-', 1);
        char *stop = nullptr;
        const long a = std::strtol(item.substr(0, dash).c_str(), &stop, 10);
        bool ok = !item.empty() && *stop == '\0';
        long b = a;
        if (dash != std::string::npos) {
            b = std::strtol(item.substr(dash + 1).c_str(), &stop, 10);
            ok = ok && dash + 1 < item.size() && *stop == '\0';
        }
        if (!ok || a < 0 || b > 999 || b < a)
            return badInput(
                msg("\"%1\" is not a marker id or range from 0 to 999 (like 1-40,57)", {item}));
        for (long id = a; id <= b; ++id)
            if (seen.insert(int(id)).second)
                ids.push_back(int(id));
    }
    if (ids.empty())
        return badInput(msg("no marker ids given (like 1-40,57)"));
    return ids;
}

} // namespace umpire::vision
