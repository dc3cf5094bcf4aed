#include "mapview.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace umpire;
using namespace umpire::crt;

namespace {

QColor terrainColour(const MapTerrain &t)
{
    if (t.chateau)
        return QColor(150, 110, 90);
    static const std::pair<const char *, QColor> colours[] = {
        {"clear", QColor(236, 230, 200)}, {"forest", QColor(120, 160, 100)},
        {"woods", QColor(120, 160, 100)}, {"town", QColor(200, 170, 150)},
        {"marsh", QColor(170, 200, 190)}, {"swamp", QColor(170, 200, 190)},
        {"hill", QColor(210, 185, 130)},  {"river", QColor(140, 180, 230)},
        {"dunes", QColor(235, 215, 160)},
    };
    for (const auto &[id, colour] : colours)
        if (t.id == id)
            return colour;
    return t.costHalves ? QColor(220, 220, 220) : QColor(90, 90, 90);
}

bool contains(const std::vector<Hex> &hexes, Hex h)
{
    return std::find(hexes.begin(), hexes.end(), h) != hexes.end();
}

} // namespace

MapView::MapView(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(320, 240);
    setMouseTracking(false);
}

void MapView::setMap(std::shared_ptr<const HexMap> map)
{
    m_map = std::move(map);
    m_positions.reset();
    clearHighlights();
}

void MapView::setPositions(std::shared_ptr<const MapPositions> positions)
{
    m_positions = std::move(positions);
    update();
}

void MapView::setSelected(std::optional<Hex> hex)
{
    m_selected = hex;
    update();
}

void MapView::setReachable(std::vector<Hex> hexes, std::vector<Hex> stops)
{
    m_reach = std::move(hexes);
    m_stops = std::move(stops);
    update();
}

void MapView::setLine(std::optional<std::pair<Hex, Hex>> line, bool clear,
                      std::vector<Hex> blocking)
{
    m_line = line;
    m_lineClear = clear;
    m_blocking = std::move(blocking);
    update();
}

void MapView::setRetreats(std::vector<Hex> hexes)
{
    m_retreats = std::move(hexes);
    update();
}

void MapView::setAttacking(std::vector<Hex> hexes)
{
    m_attacking = std::move(hexes);
    update();
}

void MapView::clearHighlights()
{
    m_attacking.clear();
    m_reach.clear();
    m_stops.clear();
    m_retreats.clear();
    m_blocking.clear();
    m_line.reset();
    update();
}

void MapView::setArrows(std::vector<MapArrow> arrows)
{
    m_arrows = std::move(arrows);
    update();
}

QSize MapView::sizeHint() const
{
    return {900, 650};
}

// Pixels per map millimetre, fitting the whole map in the widget.
double MapView::scale() const
{
    if (!m_map)
        return 1.0;
    double maxX = 1, maxY = 1;
    for (Hex h : m_map->grid().allHexes())
        for (HexPointMm p : m_map->grid().cornersMm(h)) {
            maxX = std::max(maxX, p.x);
            maxY = std::max(maxY, p.y);
        }
    return std::min((width() - 4) / maxX, (height() - 4) / maxY);
}

QPointF MapView::centreOf(Hex hex) const
{
    const HexPointMm c = m_map->grid().centreMm(hex);
    const double s = scale();
    return {c.x * s + 2, c.y * s + 2};
}

QPolygonF MapView::hexPolygon(Hex hex) const
{
    QPolygonF polygon;
    const double s = scale();
    for (HexPointMm p : m_map->grid().cornersMm(hex))
        polygon << QPointF(p.x * s + 2, p.y * s + 2);
    return polygon;
}

// The hexside between two adjacent hexes: the two corners they share.
QLineF MapView::sideLine(Hex a, Hex b) const
{
    const QPointF ca = centreOf(a), cb = centreOf(b);
    const QPointF mid = (ca + cb) / 2;
    const QPointF along(-(cb.y() - ca.y()), cb.x() - ca.x()); // perpendicular, one hex long
    const double k = 1.0 / (2.0 * std::sqrt(3.0));
    return {mid - along * k, mid + along * k};
}

std::optional<Hex> MapView::hexAt(QPointF point) const
{
    if (!m_map)
        return std::nullopt;
    const double s = scale();
    const Hex h = m_map->grid().hexAtMm({(point.x() - 2) / s, (point.y() - 2) / s});
    if (!m_map->grid().contains(h))
        return std::nullopt;
    return h;
}

void MapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().window());
    if (!m_map) {
        p.drawText(rect(), Qt::AlignCenter, tr("Open a map file"));
        return;
    }
    const HexGrid &grid = m_map->grid();
    const double s = scale();
    const std::vector<Hex> all = grid.allHexes();
    QFont small = font();
    small.setPointSizeF(std::max(5.0, s * 2.2));
    p.setFont(small);
    for (Hex h : all) {
        QColor fill = terrainColour(*m_map->terrainAt(h));
        if (contains(m_attacking, h))
            fill = QColor(120, 160, 240); // an attacker chosen for the combat
        else if (contains(m_retreats, h))
            fill = QColor(250, 170, 80);
        else if (contains(m_stops, h))
            fill = QColor(170, 210, 120); // reachable, but movement stops there (enemy ZOC)
        else if (contains(m_reach, h))
            fill = QColor(140, 220, 140);
        if (contains(m_blocking, h))
            fill = QColor(230, 110, 110);
        p.setPen(QPen(QColor(120, 120, 120), 0.6));
        p.setBrush(fill);
        p.drawPolygon(hexPolygon(h));
        p.setPen(QColor(90, 90, 90));
        const QPointF c = centreOf(h);
        p.drawText(QRectF(c.x() - 6 * s, c.y() - 7.5 * s, 12 * s, 4 * s), Qt::AlignCenter,
                   QString::fromStdString(grid.id(h)));
    }
    // Hexsides: each once, from the hex with the smaller coordinates.
    for (Hex h : all)
        for (Hex n : HexGrid::neighbours(h)) {
            if (grid.contains(n) && n < h)
                continue;
            for (const MapTerrain *f : m_map->hexsideFeatures(h, n)) {
                if (!f->path.empty()) {
                    QPen pen(f->path == "road" ? QColor(110, 70, 40) : QColor(150, 120, 80),
                             f->path == "road" ? s * 1.2 : s * 0.7);
                    if (f->path == "trail")
                        pen.setStyle(Qt::DashLine);
                    p.setPen(pen);
                    p.drawLine(centreOf(h), centreOf(n));
                    continue;
                }
                QPen pen(QColor(60, 110, 200), s * 0.8);
                if (f->impassable)
                    pen.setWidthF(s * 1.6);
                if (f->bridge)
                    pen = QPen(QColor(90, 60, 30), s * 2.0);
                if (f->blocksLos && !f->impassable && f->extraHalves == 0) {
                    pen = QPen(QColor(140, 90, 40), s * 1.0);
                    pen.setStyle(Qt::DotLine);
                }
                p.setPen(pen);
                p.drawLine(sideLine(h, n));
            }
        }
    if (m_selected && grid.contains(*m_selected)) {
        p.setPen(QPen(QColor(20, 20, 160), s * 0.8));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(hexPolygon(*m_selected));
    }
    if (m_positions) {
        for (Hex h : all) {
            const std::vector<int> &here = m_positions->at(h);
            for (std::size_t k = 0; k < here.size(); ++k) {
                const MapUnit &u = m_positions->units[std::size_t(here[k])];
                const QPointF c = centreOf(h) + QPointF(k * s * 1.5, k * s * 1.5);
                const QRectF box(c.x() - 4.5 * s, c.y() - 3.5 * s, 9 * s, 8 * s);
                const bool first = m_positions->playerOf(u.side) ==
                                   m_positions->playerOf(m_positions->units.front().side);
                p.setPen(QPen(Qt::black, 0.5));
                p.setBrush(first ? QColor(70, 90, 170) : QColor(190, 70, 60));
                p.drawRect(box);
                p.setPen(Qt::white);
                // A counter's name as much as fits its width, its strength under it.
                const QString name = p.fontMetrics().elidedText(
                    QString::fromStdString(u.id), Qt::ElideRight, int(box.width() - s));
                p.drawText(box, Qt::AlignCenter,
                           name +
                               (u.strength ? QStringLiteral("\n%1").arg(u.strength) : QString()));
            }
        }
    }
    for (const MapArrow &a : m_arrows) {
        const QColor colour = a.legal ? QColor(20, 150, 20) : QColor(200, 20, 20);
        const QLineF line(centreOf(a.from), centreOf(a.to));
        QPen pen(colour, s * 1.1);
        pen.setCapStyle(Qt::RoundCap);
        if (!a.legal)
            pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        p.drawLine(line);
        // The head: two strokes back from the tip, 30 degrees either side of the line.
        p.setPen(QPen(colour, s * 1.1, Qt::SolidLine, Qt::RoundCap));
        for (double side : {150.0, -150.0}) {
            QLineF head = QLineF::fromPolar(s * 4, line.angle() + side);
            head.translate(line.p2());
            p.drawLine(head);
        }
    }
    if (m_line) {
        p.setPen(QPen(m_lineClear ? QColor(20, 150, 20) : QColor(200, 20, 20), s * 0.8));
        p.drawLine(centreOf(m_line->first), centreOf(m_line->second));
    }
}

QString MapView::stackText(Hex hex) const
{
    if (!m_positions || !m_map)
        return {};
    QStringList lines;
    const std::vector<int> &here = m_positions->at(hex);
    for (auto it = here.rbegin(); it != here.rend(); ++it) { // the one drawn on top first
        const MapUnit &u = m_positions->units[std::size_t(*it)];
        QStringList state{QString::fromStdString(u.side)};
        if (!u.type.empty())
            state << QString::fromStdString(u.type);
        if (u.strength)
            state << tr("strength %1").arg(u.strength);
        if (u.disrupted)
            state << tr("disrupted");
        if (u.demoralized)
            state << tr("demoralized");
        lines << tr("%1 (%2)").arg(QString::fromStdString(u.id), state.join(QStringLiteral(", ")));
    }
    if (lines.isEmpty())
        return {};
    return QString::fromStdString(m_map->grid().id(hex)) + QStringLiteral(": ") +
           lines.join(QStringLiteral("\n"));
}

bool MapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const std::optional<Hex> h = hexAt(help->pos());
        const QString text = h ? stackText(*h) : QString();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return; // the right button opens the hex's context menu
    if (std::optional<Hex> h = hexAt(event->position())) {
        if (event->modifiers() & Qt::ShiftModifier)
            emit hexShiftClicked(*h);
        else
            emit hexClicked(*h);
    }
}

void MapView::contextMenuEvent(QContextMenuEvent *event)
{
    if (event->reason() == QContextMenuEvent::Mouse) {
        if (std::optional<Hex> h = hexAt(event->pos()))
            emit hexMenuRequested(*h, event->globalPos());
    } else if (m_selected) {
        emit hexMenuRequested(*m_selected, mapToGlobal(centreOf(*m_selected).toPoint()));
    }
}
