#include "mapdraft.h"

#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "hexmap.h"
#include "picturefile.h"

#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QSaveFile>
#include <QTransform>

#include <cmath>

using namespace umpire;
using nlohmann::json;

std::optional<QString> MapDraft::openPicture(const QString &path)
{
    Result<PictureFile> file = inspectPicture(QFile::encodeName(path).toStdString(),
                                              QFileInfo(path).fileName().toStdString());
    if (!file)
        return errorText(file.error());
    QImageReader reader(path);
    reader.setAllocationLimit(int(maxPictureBytes >> 20) * 4);
    QImage image = reader.read();
    if (image.isNull())
        return tr("%1 cannot be read as a picture: %2").arg(path, reader.errorString());
    m_picture = image.convertToFormat(QImage::Format_RGB32);
    m_picturePath = path;
    m_straightened = false;
    m_grid.reset();
    m_gridSettings = Grid{};
    return std::nullopt;
}

std::optional<QString> MapDraft::straighten(const std::array<PicturePoint, 4> &c)
{
    auto length = [](PicturePoint a, PicturePoint b) { return std::hypot(a.x - b.x, a.y - b.y); };
    const int width = int(std::lround(std::max(length(c[0], c[1]), length(c[3], c[2]))));
    const int height = int(std::lround(std::max(length(c[0], c[3]), length(c[1], c[2]))));
    if (width < 32 || height < 32)
        return tr("The four corners do not enclose a map: click the map's top-left, "
                  "top-right, bottom-right and bottom-left corners.");
    QPolygonF from, to;
    for (const PicturePoint &p : c)
        from << QPointF(p.x, p.y);
    to << QPointF(0, 0) << QPointF(width, 0) << QPointF(width, height) << QPointF(0, height);
    QTransform t;
    if (!QTransform::quadToQuad(from, to, t))
        return tr("The four corners do not enclose a map.");
    QImage out(width, height, QImage::Format_RGB32);
    out.fill(Qt::white);
    QPainter painter(&out);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.setTransform(t);
    painter.drawImage(0, 0, m_picture);
    painter.end();
    m_picture = out;
    m_straightened = true;
    m_grid.reset();
    m_gridSettings = Grid{};
    return std::nullopt;
}

void MapDraft::setGame(const std::string &game, const json &terrainKey)
{
    m_game = game;
    m_key = terrainKey;
}

std::vector<std::string> MapDraft::hexTerrains() const
{
    std::vector<std::string> out;
    for (const json &k : m_key)
        if (!k.value("hexside", false))
            out.push_back(k.value("id", ""));
    return out;
}

std::vector<std::string> MapDraft::hexsideFeatures() const
{
    std::vector<std::string> out;
    for (const json &k : m_key)
        if (k.value("hexside", false) && !k.contains("path"))
            out.push_back(k.value("id", ""));
    return out;
}

std::vector<std::string> MapDraft::pathFeatures() const
{
    std::vector<std::string> out;
    for (const json &k : m_key)
        if (k.value("hexside", false) && k.contains("path"))
            out.push_back(k.value("id", ""));
    return out;
}

std::optional<QString> MapDraft::setGrid(const Grid &grid)
{
    m_gridSettings = grid;
    m_grid.reset();
    m_notes.clear();
    if (!grid.lattice)
        return std::nullopt;
    GridPlacement p;
    p.widthPx = m_picture.width();
    p.heightPx = m_picture.height();
    p.pixelsPerMm = grid.lattice->flatToFlatPx() / grid.hexMm;
    p.typed = grid.typed.size() == 2 ? grid.typed : std::vector<TypedHex>{};
    p.evenShifted = grid.evenShifted;
    p.outlines = grid.outlines;
    Result<PlacedGrid> placed = placeGridOnPicture(*grid.lattice, p);
    if (!placed)
        return errorText(placed.error());
    m_grid.emplace(placed->layout);
    m_placement = placed->picture;
    m_notes = placed->notes;
    return std::nullopt;
}

std::optional<Hex> MapDraft::hexAt(PicturePoint point) const
{
    if (!m_grid)
        return std::nullopt;
    const Hex h = m_grid->hexAtMm(m_placement.toMm(point));
    if (!m_grid->contains(h))
        return std::nullopt;
    return h;
}

PicturePoint MapDraft::centreOf(Hex hex) const
{
    return m_placement.toPicture(m_grid->centreMm(hex));
}

std::optional<std::pair<Hex, Hex>> MapDraft::hexsideAt(PicturePoint point) const
{
    const std::optional<Hex> h = hexAt(point);
    if (!h)
        return std::nullopt;
    const PicturePoint c = centreOf(*h);
    std::optional<std::pair<Hex, Hex>> best;
    double nearest = 1e18;
    for (Hex n : HexGrid::neighbours(*h)) {
        if (!m_grid->contains(n))
            continue;
        const PicturePoint d = centreOf(n);
        const double dist = std::hypot((c.x + d.x) / 2 - point.x, (c.y + d.y) / 2 - point.y);
        if (dist < nearest) {
            nearest = dist;
            best = std::pair{*h, n};
        }
    }
    return best;
}

std::string MapDraft::terrainOf(const std::string &hex) const
{
    const auto it = terrain.find(hex);
    return it == terrain.end() ? std::string("clear") : it->second;
}

std::pair<std::string, std::string> MapDraft::side(const std::string &a, const std::string &b)
{
    return a < b ? std::pair{a, b} : std::pair{b, a};
}

Result<json> MapDraft::mapFile(const std::string &id, const std::string &title,
                               const std::string &pictureFile) const
{
    if (!m_grid)
        return badInput(msg("the map has no grid yet: fit it, or click three hex centres"));
    MapPicture picture = m_placement;
    picture.file = pictureFile;
    json hexes = json::object();
    for (const auto &[hex, t] : terrain)
        hexes[hex] = t;
    json sides = json::array();
    for (const auto &[pair, features] : hexsides)
        if (!features.empty())
            sides.push_back(
                {{"hexes", {pair.first, pair.second}},
                 {"features", std::vector<std::string>(features.begin(), features.end())}});
    json roads = json::array();
    for (const Path &p : paths)
        if (p.hexes.size() >= 2)
            roads.push_back({{"feature", p.feature}, {"hexes", p.hexes}});
    auto edge = [](const std::map<std::string, std::string> &list) {
        json a = json::array();
        for (const auto &[hex, name] : list)
            a.push_back(name.empty() ? json{{"hex", hex}} : json{{"hex", hex}, {"name", name}});
        return a;
    };
    json named = json::array();
    for (const auto &[hex, name] : names)
        named.push_back({{"hex", hex}, {"name", name}});
    json doc = {{"format", 1},
                {"id", id},
                {"title", title},
                {"game", m_game},
                {"source", "made from the picture " +
                               QFileInfo(m_picturePath).fileName().toStdString() +
                               " (File > New map from a picture)"},
                {"grid", gridJson(m_grid->layout())},
                {"picture", picture.toJson()},
                {"terrainKey", m_key},
                {"defaultTerrain", "clear"},
                {"hexes", hexes},
                {"hexsides", sides},
                {"paths", roads},
                {"exits", edge(exits)},
                {"entries", edge(entries)},
                {"named", named}};
    Result<crt::HexMap> checked = crt::HexMap::fromJson(doc, id + ".json");
    if (!checked)
        return checked.error();
    return doc;
}

std::optional<QString> MapDraft::save(const QString &mapPath, const std::string &title)
{
    const QFileInfo map(mapPath);
    const std::string id = ruleDataId(map.completeBaseName().toStdString());
    const QString suffix =
        m_straightened ? QStringLiteral("png") : QFileInfo(m_picturePath).suffix().toLower();
    const QString pictureName = QString::fromStdString(id) + QLatin1Char('.') + suffix;
    Result<json> doc = mapFile(id, title, pictureName.toStdString());
    if (!doc)
        return errorText(doc.error());
    const QString picturePath = map.absoluteDir().filePath(pictureName);
    // The picture beside the map file: the straightened one written, the picture given copied
    // (or left where it is when it is that file already).
    if (m_straightened) {
        QSaveFile out(picturePath);
        if (!out.open(QIODevice::WriteOnly) || !m_picture.save(&out, "PNG") || !out.commit())
            return tr("%1 cannot be written: %2").arg(picturePath, out.errorString());
    } else if (QFileInfo(m_picturePath).canonicalFilePath() !=
               QFileInfo(picturePath).canonicalFilePath()) {
        QFile in(m_picturePath);
        if (!in.open(QIODevice::ReadOnly))
            return tr("%1 cannot be read: %2").arg(m_picturePath, in.errorString());
        QSaveFile out(picturePath);
        if (!out.open(QIODevice::WriteOnly) || out.write(in.readAll()) < 0 || !out.commit())
            return tr("%1 cannot be written: %2").arg(picturePath, out.errorString());
    }
    if (std::optional<QString> failed =
            writeWhole(QFile::encodeName(mapPath).toStdString(), doc->dump(2) + "\n"))
        return failed;
    return std::nullopt;
}
