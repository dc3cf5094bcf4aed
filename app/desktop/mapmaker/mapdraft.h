#pragma once

#include "hexgrid.h"
#include "mappicture.h"
#include "picturegrid.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

// A map being made from its picture: the picture, the hex grid found or clicked on it and numbered
// from two typed ids, and what the referee paints on it (terrain, hexside features, roads, names,
// entries and exits). It becomes a map file (hexmap.schema.json) when saved: the map format's
// rules (movement, zones of control, line of sight, retreats) read it like any other.
class MapDraft
{
    Q_DECLARE_TR_FUNCTIONS(MapDraft)

  public:
    // The picture, checked before it is decoded (picturefile.h bounds); its error otherwise.
    std::optional<QString> openPicture(const QString &path);
    // A photograph taken at an angle, straightened from the map's four corners in it (top-left,
    // top-right, bottom-right, bottom-left): the straightened picture becomes the map's.
    std::optional<QString> straighten(const std::array<umpire::PicturePoint, 4> &corners);

    const QImage &picture() const { return m_picture; }
    const QString &picturePath() const { return m_picturePath; }
    bool straightened() const { return m_straightened; }

    // The game whose map rules apply ("nlb", "bmw", "naw") and its terrain key (the sample map's).
    void setGame(const std::string &game, const nlohmann::json &terrainKey);
    const std::string &game() const { return m_game; }
    const nlohmann::json &terrainKey() const { return m_key; }
    std::vector<std::string> hexTerrains() const;     // the key's hex terrain ids
    std::vector<std::string> hexsideFeatures() const; // its hexside features without a path
    std::vector<std::string> pathFeatures() const;    // its roads and trails

    // The grid on the picture, in pixels, and how it is numbered and scaled: the map's grid is
    // placed again whenever one of them changes.
    struct Grid
    {
        std::optional<umpire::PictureLattice> lattice;
        std::vector<umpire::HexOutline> outlines; // the fit's, when the grid was fitted
        std::vector<umpire::TypedHex> typed;      // at most two
        std::optional<bool> evenShifted;
        double hexMm = 16;
    };
    const Grid &gridSettings() const { return m_gridSettings; }
    // Places the grid; the reason when it cannot be (the typed ids do not fit, too few hexes).
    std::optional<QString> setGrid(const Grid &grid);
    bool hasGrid() const { return m_grid.has_value(); }
    const umpire::HexGrid &grid() const { return *m_grid; }
    const umpire::MapPicture &placement() const { return m_placement; }
    const std::vector<std::string> &notes() const { return m_notes; }
    // The hex under a point of the picture, when it is one of the map's.
    std::optional<umpire::Hex> hexAt(umpire::PicturePoint point) const;
    // The hexside nearest a point: the hex it is in and the neighbour across its nearest edge.
    std::optional<std::pair<umpire::Hex, umpire::Hex>> hexsideAt(umpire::PicturePoint point) const;
    umpire::PicturePoint centreOf(umpire::Hex hex) const;

    // What is painted, by the hexes' printed ids.
    std::map<std::string, std::string> terrain;                                    // hex: terrain
    std::map<std::pair<std::string, std::string>, std::set<std::string>> hexsides; // sorted pair
    struct Path
    {
        std::string feature;
        std::vector<std::string> hexes;
    };
    std::vector<Path> paths;
    std::map<std::string, std::string> names;            // hex: name
    std::map<std::string, std::string> entries;          // hex: name
    std::map<std::string, std::string> exits;            // hex: name
    std::string terrainOf(const std::string &hex) const; // painted, or "clear"
    static std::pair<std::string, std::string> side(const std::string &a, const std::string &b);

    // The map file: checked by the map loader itself (HexMap::fromJson) before it is returned;
    // `pictureFile` is the picture's name beside it.
    umpire::Result<nlohmann::json> mapFile(const std::string &id, const std::string &title,
                                           const std::string &pictureFile) const;
    // Saves the map file and its picture beside it (the straightened one as PNG): the reason
    // when it cannot.
    std::optional<QString> save(const QString &mapPath, const std::string &title);

  private:
    QImage m_picture;
    QString m_picturePath;
    bool m_straightened = false;
    std::string m_game = "nlb";
    nlohmann::json m_key = nlohmann::json::array();
    Grid m_gridSettings;
    std::optional<umpire::HexGrid> m_grid;
    umpire::MapPicture m_placement;
    std::vector<std::string> m_notes;
};
