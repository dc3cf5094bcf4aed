#pragma once

#include "hexmap.h"
#include "mapunits.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

// A move the camera saw, drawn from the unit's hex to where its counter now stands: green when
// the rules allow it, red when they refuse it (issue 16).
struct MapArrow
{
    umpire::Hex from, to;
    bool legal = true;
};

// Draws a hex map (issue 7): the grid, the terrain of each hex, hexside features (roads, trails,
// streams, rivers, bridges, crests), the units, and what the referee asked about: the hexes a unit
// can reach, a line of sight, the retreat options, the camera's proposed moves. A click on a hex
// emits hexClicked.
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
    // The hexes of the attackers chosen for a combat (issue 16).
    void setAttacking(std::vector<umpire::Hex> hexes);
    void clearHighlights();
    // The camera's proposed moves; kept until replaced (clearHighlights leaves them).
    void setArrows(std::vector<MapArrow> arrows);

    const std::vector<umpire::Hex> &reachable() const { return m_reach; }
    const std::vector<umpire::Hex> &retreats() const { return m_retreats; }
    const std::vector<umpire::Hex> &attacking() const { return m_attacking; }
    const std::vector<MapArrow> &arrows() const { return m_arrows; }
    bool hasLine() const { return m_line.has_value(); }
    bool lineClear() const { return m_lineClear; }

    // The hex under a point of the widget, if it is on the map.
    std::optional<umpire::Hex> hexAt(QPointF point) const;
    // The stack in `hex` as its tooltip writes it, top counter first: "Pecheux (French,
    // infantry, strength 4)"; empty for an empty hex.
    QString stackText(umpire::Hex hex) const;
    QPointF centreOf(umpire::Hex hex) const;
    QSize sizeHint() const override;

  signals:
    void hexClicked(umpire::Hex hex);
    void hexShiftClicked(umpire::Hex hex); // Shift+click: onto a friendly stack (issue 16)
    // A right-click on a hex, or the Menu key on the selected one (issue 17): its units' edits.
    void hexMenuRequested(umpire::Hex hex, QPoint global);

  protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override; // the tooltip: a hex's stack, each counter in full
    void contextMenuEvent(QContextMenuEvent *event) override;

  private:
    double scale() const;
    QPolygonF hexPolygon(umpire::Hex hex) const;
    QLineF sideLine(umpire::Hex a, umpire::Hex b) const;

    std::shared_ptr<const umpire::crt::HexMap> m_map;
    std::shared_ptr<const umpire::crt::MapPositions> m_positions;
    std::optional<umpire::Hex> m_selected;
    std::vector<umpire::Hex> m_reach, m_stops, m_retreats, m_blocking, m_attacking;
    std::vector<MapArrow> m_arrows;
    std::optional<std::pair<umpire::Hex, umpire::Hex>> m_line;
    bool m_lineClear = true;
};
