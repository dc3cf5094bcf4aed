#include "measure.h"

#include <cmath>
#include <cstdlib>

namespace umpire::vision {

Result<MeasureEnd> MeasureEnd::parse(const std::string &text)
{
    MeasureEnd end;
    const std::size_t comma = text.find(',');
    char *stop = nullptr;
    if (comma == std::string::npos) {
        const long id = std::strtol(text.c_str(), &stop, 10);
        if (text.empty() || *stop != '\0' || id < 0 || id > 999)
            return badInput(
                msg("\"%1\" is neither a marker id (0 to 999) nor an image point x,y in pixels",
                    {text}));
        end.marker = int(id);
        return end;
    }
    const std::string xs = text.substr(0, comma), ys = text.substr(comma + 1);
    const double x = std::strtod(xs.c_str(), &stop);
    const bool xOk = !xs.empty() && *stop == '\0';
    const double y = std::strtod(ys.c_str(), &stop);
    if (!xOk || ys.empty() || *stop != '\0' || !std::isfinite(x) || !std::isfinite(y))
        return badInput(msg("\"%1\" is not an image point x,y in pixels", {text}));
    end.image = cv::Point2f(float(x), float(y));
    return end;
}

Result<Measure> measureOnMap(const LocateResult &located, const MeasureEnd &from,
                             const MeasureEnd &to)
{
    auto where = [&](const MeasureEnd &end) -> Result<HexPointMm> {
        if (end.marker < 0) {
            if (end.image.x < 0 || end.image.y < 0 || end.image.x >= located.imageSize.width ||
                end.image.y >= located.imageSize.height)
                return badInput(
                    msg("the point %1,%2 is outside the image",
                        {std::to_string(int(end.image.x)), std::to_string(int(end.image.y))}));
            return located.calibration.toMap(end.image);
        }
        for (const CounterRead &c : located.counters)
            if (c.marker == end.marker)
                return c.mm;
        for (const CounterRead &c : located.nearHand)
            if (c.marker == end.marker)
                return c.mm;
        for (const MarkerRead &r : located.reads)
            if (r.marker == end.marker)
                return located.calibration.toMap(r.centre());
        return badInput(msg("marker %1 is not read in the image", {std::to_string(end.marker)}));
    };
    Result<HexPointMm> a = where(from);
    if (!a)
        return a.error();
    Result<HexPointMm> b = where(to);
    if (!b)
        return b.error();
    return Measure{*a, *b, std::hypot(a->x - b->x, a->y - b->y)};
}

} // namespace umpire::vision
