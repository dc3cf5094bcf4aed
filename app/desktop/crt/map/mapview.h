#pragma once

#include "hexmap.h"
#include "mapunits.h"

#include <QPixmap>
#include <QTransform>
#include <QWidget>

class QToolButton;

#include <map>
#include <memory>
#include <optional>
#include <vector>

// A move the camera saw, drawn from the unit's hex to where its counter now stands: green when
// the rules allow it, red when they refuse it.
struct MapArrow
{
    umpire::Hex from, to;
    bool legal = true;
};

// A counter as the view draws it: its box, the lines of its name (a long word split over two
// lines with a hyphen, never cut), its strength, and the text's pixel size.
struct MapCounter
{
    std::string unit;
    umpire::Hex hex;
    bool top = false; // the counter drawn on top of its stack
    QRectF box;
    QStringList nameLines;
    QString strength;
    double pixelSize = 0;
};

// Draws a hex map: the grid, the terrain of each hex, hexside features (roads, trails, streams,
// rivers, bridges, crests), the units, and what the referee asked about: the hexes a unit can
// reach, a line of sight, the retreat options, the camera's proposed moves. A click on a hex
// emits hexClicked.
//
// Zoom and pan: the wheel zooms about the pointer, + and - zoom, 0 fits the map to the view,
// the arrow keys and a drag pan. The smallest zoom is the whole map, or, on a map too large for
// that, the one at which every counter's name and strength can still be read.
class MapView : public QWidget
{
    Q_OBJECT

  public:
    explicit MapView(QWidget *parent = nullptr);

    void setMap(std::shared_ptr<const umpire::crt::HexMap> map);
    void setPositions(std::shared_ptr<const umpire::crt::MapPositions> positions);
    const umpire::crt::MapPositions *positions() const { return m_positions.get(); }
    const umpire::crt::HexMap *map() const { return m_map.get(); }

    void setSelected(std::optional<umpire::Hex> hex);
    void setReachable(std::vector<umpire::Hex> hexes, std::vector<umpire::Hex> stops = {});
    void setLine(std::optional<std::pair<umpire::Hex, umpire::Hex>> line, bool clear,
                 std::vector<umpire::Hex> blocking = {});
    void setRetreats(std::vector<umpire::Hex> hexes);
    // The hexes of the attackers chosen for a combat, and of the defenders it is formed against.
    void setAttacking(std::vector<umpire::Hex> hexes);
    void setDefending(std::vector<umpire::Hex> hexes);
    // The entry hexes reinforcements may enter by now (NLB 9.0).
    void setEntries(std::vector<umpire::Hex> hexes);
    const std::vector<umpire::Hex> &entries() const { return m_entries; }
    void clearHighlights();
    // The camera's proposed moves; kept until replaced (clearHighlights leaves them).
    void setArrows(std::vector<MapArrow> arrows);
    // Each unit's counter picture (its path, checked by the engine), drawn in place of its label.
    void setCounterImages(const std::map<std::string, QString> &paths);
    // The map's own picture under the grid, when the map has one and it loads; else why not.
    bool hasPicture() const { return !m_picture.isNull(); }
    QString pictureError() const { return m_pictureError; }
    bool hasCounterImage(const std::string &unit) const { return m_counterImages.count(unit); }

    const std::vector<umpire::Hex> &reachable() const { return m_reach; }
    const std::vector<umpire::Hex> &retreats() const { return m_retreats; }
    const std::vector<umpire::Hex> &attacking() const { return m_attacking; }
    const std::vector<umpire::Hex> &defending() const { return m_defending; }
    const std::vector<MapArrow> &arrows() const { return m_arrows; }
    bool hasLine() const { return m_line.has_value(); }
    bool lineClear() const { return m_lineClear; }

    // The hex under a point of the widget, if it is on the map.
    std::optional<umpire::Hex> hexAt(QPointF point) const;
    // The stack in `hex` as its tooltip writes it, top counter first: "Pecheux (French,
    // infantry, strength 4)"; empty for an empty hex.
    QString stackText(umpire::Hex hex) const;
    QPointF centreOf(umpire::Hex hex) const;
    // Every counter as it is drawn now, bottom of each stack first.
    std::vector<MapCounter> counters() const;
    QSize sizeHint() const override;

    // The zoom against the whole map in the view (1); each step in or out is a quarter more or
    // less. The smallest is 1, unless the map is too large for its counters to be read at 1.
    double zoom() const { return m_zoom; }
    double minimumZoom() const;
    double maximumZoom() const { return minimumZoom() * 8; }
    // The flat-to-flat size of a hex on screen, in pixels.
    double hexPixels() const;
    // Counter text is never drawn smaller than this, and a hex never smaller than can hold it.
    static constexpr int minimumTextPixels = 9;
    static constexpr double minimumHexPixels = 44.0;

  public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    // Brings a hex into view (panning only), e.g. the selected unit's.
    void ensureVisible(umpire::Hex hex);

  signals:
    void hexClicked(umpire::Hex hex);
    void hexShiftClicked(umpire::Hex hex); // Shift+click: onto a friendly stack
    // A right-click on a hex, or the Menu key on the selected one: its units' edits.
    void hexMenuRequested(umpire::Hex hex, QPoint global);
    void zoomChanged(double zoom);

  protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override; // the tooltip: a hex's stack, each counter in full
    void contextMenuEvent(QContextMenuEvent *event) override;

  private:
    double fitScale() const; // pixels per map millimetre showing the whole map
    double scale() const;    // pixels per map millimetre now
    QPointF toWidget(umpire::HexPointMm mm) const;
    // Zooms to `zoom` (clamped) keeping the map point under `anchor` where it is.
    void zoomTo(double zoom, QPointF anchor);
    void clampPan();
    QPolygonF hexPolygon(umpire::Hex hex) const;
    QLineF sideLine(umpire::Hex a, umpire::Hex b) const;

    std::shared_ptr<const umpire::crt::HexMap> m_map;
    QPixmap m_picture;
    QTransform m_pictureToMm; // the picture's pixels to the map's millimetres
    QString m_pictureError;
    std::map<std::string, QPixmap> m_counterImages;
    std::shared_ptr<const umpire::crt::MapPositions> m_positions;
    umpire::HexPointMm m_extentMm{1, 1}; // the map's far corner, in map millimetres
    double m_zoom = 1.0;
    bool m_fitted = true;               // at the smallest zoom, kept there as the view is resized
    QPointF m_origin{2, 2};             // where the map's (0, 0) millimetre is drawn
    std::optional<QPointF> m_pressedAt; // a left or middle button down, not yet a drag
    bool m_dragging = false;
    QPointF m_lastDrag;
    std::vector<QToolButton *> m_zoomButtons;
    std::optional<umpire::Hex> m_selected;
    std::vector<umpire::Hex> m_reach, m_stops, m_retreats, m_blocking, m_attacking, m_defending,
        m_entries;
    std::vector<MapArrow> m_arrows;
    std::optional<std::pair<umpire::Hex, umpire::Hex>> m_line;
    bool m_lineClear = true;
};
