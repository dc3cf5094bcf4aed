#include "mappicture.h"

#include <cmath>

namespace umpire {

namespace {

double determinant(const std::array<double, 6> &m)
{
    return m[0] * m[4] - m[1] * m[3];
}

} // namespace

PicturePoint MapPicture::toPicture(HexPointMm mm) const
{
    const auto &m = mmToPx;
    return {m[0] * mm.x + m[1] * mm.y + m[2], m[3] * mm.x + m[4] * mm.y + m[5]};
}

HexPointMm MapPicture::toMm(PicturePoint px) const
{
    const auto &m = mmToPx;
    const double det = determinant(m);
    const double x = px.x - m[2], y = px.y - m[5];
    return {(m[4] * x - m[1] * y) / det, (m[0] * y - m[3] * x) / det};
}

double MapPicture::pixelsPerMmX() const
{
    return std::hypot(mmToPx[0], mmToPx[3]);
}

double MapPicture::pixelsPerMmY() const
{
    return std::hypot(mmToPx[1], mmToPx[4]);
}

Result<MapPicture> MapPicture::fromJson(const nlohmann::json &j, const std::string &where)
{
    MapPicture p;
    p.file = j.at("file").get<std::string>();
    if (Result<Ok> ok = checkRelativePath(p.file, where + ": at /picture/file"); !ok)
        return ok.error();
    p.widthPx = j.at("widthPx").get<int>();
    p.heightPx = j.at("heightPx").get<int>();
    const nlohmann::json &m = j.at("mmToPx");
    for (std::size_t i = 0; i < 6; ++i)
        p.mmToPx[i] = m[i].get<double>();
    const double scale = p.pixelsPerMmX() * p.pixelsPerMmY();
    if (!std::isfinite(scale) || !(std::abs(determinant(p.mmToPx)) > 1e-9 * scale) || !(scale > 0))
        return badData(msg("%1: at /picture/mmToPx: a transform from map mm to the picture's "
                           "pixels that can be undone (this one flattens the map onto a line)",
                           {where}));
    return p;
}

nlohmann::json MapPicture::toJson() const
{
    return {{"file", file},
            {"widthPx", widthPx},
            {"heightPx", heightPx},
            {"mmToPx", nlohmann::json(std::vector<double>(mmToPx.begin(), mmToPx.end()))}};
}

Result<PictureFile> MapPicture::open(const std::filesystem::path &folder,
                                     const std::string &where) const
{
    Result<PictureFile> picture = openPicture(folder, file, where + ": the map's picture");
    if (!picture)
        return picture.error();
    if (picture->header.width != widthPx || picture->header.height != heightPx)
        return badData(msg("%1: the map's picture \"%2\" is %3x%4 pixels, but the map places its "
                           "grid on a picture of %5x%6: the picture was replaced; fit the grid "
                           "again",
                           {where, file, std::to_string(picture->header.width),
                            std::to_string(picture->header.height), std::to_string(widthPx),
                            std::to_string(heightPx)}));
    return picture;
}

nlohmann::json gridJson(const HexGridLayout &l)
{
    nlohmann::json g = {
        {"orientation", l.orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top"},
        {"columns", l.columns},
        {"rows", l.rows},
        {"firstColumn", l.firstColumn},
        {"firstRow", l.firstRow},
        {"shifted", l.evenShifted ? "even" : "odd"},
        {"flatToFlatMm", l.flatToFlatMm},
        {"firstCentreMm", {l.firstCentreMm.x, l.firstCentreMm.y}}};
    if (l.columnStepMm > 0)
        g["columnStepMm"] = l.columnStepMm;
    if (l.rowStepMm > 0)
        g["rowStepMm"] = l.rowStepMm;
    if (l.columnsLeftward)
        g["columnsGrow"] = "left";
    if (l.rowsUpward)
        g["rowsGrow"] = "up";
    if (l.numbering) {
        const HexNumbering &n = *l.numbering;
        auto kind = [](HexNumbering::Kind k) {
            return k == HexNumbering::Kind::Letters ? "letters" : "digits";
        };
        g["numbering"] = {{"columns", kind(n.columns)},
                          {"rows", kind(n.rows)},
                          {"columnDigits", n.columnDigits},
                          {"rowDigits", n.rowDigits},
                          {"order", n.rowFirst ? "row-column" : "column-row"},
                          {"separator", n.separator}};
    }
    return g;
}

} // namespace umpire
