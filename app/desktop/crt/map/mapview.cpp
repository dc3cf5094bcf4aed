#include "mapview.h"

#include "datatext.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <tuple>

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

constexpr double zoomStep = 1.25;

QFont pixelFont(QFont font, int pixels, bool bold = false)
{
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

// A name in lines no wider than `width`: words kept whole where they fit, a word too long for a
// line split with a hyphen (with `hyphens`; at least three letters either side), so nothing of the
// name is cut. Without `hyphens`, empty when a word does not fit.
QStringList wrapped(const QString &name, double width, const QFontMetricsF &fm, bool hyphens)
{
    QStringList lines;
    QString line;
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (QString word : words) {
        const QString joined = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (fm.horizontalAdvance(joined) <= width) {
            line = joined;
            continue;
        }
        if (!line.isEmpty())
            lines << line;
        line.clear();
        if (!hyphens && fm.horizontalAdvance(word) > width)
            return {};
        while (fm.horizontalAdvance(word) > width && word.size() >= 6) {
            // The cut nearest the middle that fits both halves ("Tippel-", "skirch"), else the
            // longest first part that fits.
            qsizetype cut = 0;
            for (qsizetype d = 0; d <= word.size() / 2 && cut == 0; ++d)
                for (qsizetype at : {word.size() / 2 - d, word.size() / 2 + d})
                    if (cut == 0 && at >= 3 && at <= word.size() - 3 &&
                        fm.horizontalAdvance(word.left(at) + QLatin1Char('-')) <= width &&
                        fm.horizontalAdvance(word.mid(at)) <= width)
                        cut = at;
            if (cut == 0)
                cut = word.size() - 3;
            while (cut > 3 && fm.horizontalAdvance(word.left(cut) + QLatin1Char('-')) > width)
                --cut;
            lines << word.left(cut) + QLatin1Char('-');
            word = word.mid(cut);
        }
        line = word;
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

} // namespace

MapView::MapView(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(320, 240);
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus); // the zoom and pan keys
    // Zoom and pan: these buttons in the map's corner, the wheel, + - 0 and the arrow keys on the
    // map, a drag.
    auto button = [this](const char *name, const QString &text, const QString &tip) {
        auto *b = new QToolButton(this);
        b->setObjectName(QLatin1String(name));
        b->setText(text);
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus); // the keys stay the map's
        b->setAutoRaise(false);
        m_zoomButtons.push_back(b);
        return b;
    };
    connect(button("zoomIn", QStringLiteral("+"), tr("Zoom in (the wheel, or + on the map)")),
            &QToolButton::clicked, this, &MapView::zoomIn);
    connect(button("zoomOut", QStringLiteral("−"), tr("Zoom out (the wheel, or - on the map)")),
            &QToolButton::clicked, this, &MapView::zoomOut);
    connect(button("fitMap", QStringLiteral("⤢"),
                   tr("The whole map in the window (0 on the map); drag or use the arrow keys to "
                      "pan")),
            &QToolButton::clicked, this, &MapView::fitToWindow);
}

void MapView::setMap(std::shared_ptr<const HexMap> map)
{
    m_map = std::move(map);
    m_positions.reset();
    m_extentMm = {1, 1};
    if (m_map)
        for (Hex h : m_map->grid().allHexes())
            for (HexPointMm p : m_map->grid().cornersMm(h)) {
                m_extentMm.x = std::max(m_extentMm.x, p.x);
                m_extentMm.y = std::max(m_extentMm.y, p.y);
            }
    m_picture = QPixmap();
    m_pictureError.clear();
    m_counterImages.clear();
    if (m_map && m_map->picture()) {
        // The engine checks the file (inside the map's folder, a picture within the bounds).
        const Result<PictureFile> file = m_map->picturePath();
        const std::array<double, 6> &t = m_map->picture()->mmToPx;
        if (!file) {
            m_pictureError = errorText(file.error());
        } else if (!m_picture.load(QString::fromStdString(file->path.string()))) {
            m_pictureError = tr("%1 cannot be read as a picture")
                                 .arg(QString::fromStdString(file->path.string()));
        } else {
            m_pictureToMm = QTransform(t[0], t[3], t[1], t[4], t[2], t[5]).inverted();
        }
    }
    m_fitted = true;
    m_zoom = minimumZoom();
    m_origin = {2, 2};
    clampPan();
    clearHighlights();
    emit zoomChanged(m_zoom);
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

void MapView::setDefending(std::vector<Hex> hexes)
{
    m_defending = std::move(hexes);
    update();
}

void MapView::setEntries(std::vector<Hex> hexes)
{
    m_entries = std::move(hexes);
    update();
}

void MapView::clearHighlights()
{
    m_entries.clear();
    m_attacking.clear();
    m_defending.clear();
    m_reach.clear();
    m_stops.clear();
    m_retreats.clear();
    m_blocking.clear();
    m_line.reset();
    update();
}

void MapView::setCounterImages(const std::map<std::string, QString> &paths)
{
    m_counterImages.clear();
    for (const auto &[unit, path] : paths) {
        QPixmap image;
        if (!path.isEmpty() && image.load(path))
            m_counterImages[unit] = image;
    }
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

double MapView::fitScale() const
{
    return std::max(1e-3, std::min((width() - 4) / m_extentMm.x, (height() - 4) / m_extentMm.y));
}

double MapView::minimumZoom() const
{
    if (!m_map)
        return 1.0;
    // A counter holds two lines of its name and its strength only in a hex this large.
    const double fitted = m_map->grid().layout().flatToFlatMm * fitScale();
    return std::max(1.0, minimumHexPixels / fitted);
}

double MapView::scale() const
{
    return fitScale() * m_zoom;
}

double MapView::hexPixels() const
{
    return m_map ? m_map->grid().layout().flatToFlatMm * scale() : 0.0;
}

QPointF MapView::toWidget(HexPointMm mm) const
{
    const double s = scale();
    return m_origin + QPointF(mm.x * s, mm.y * s);
}

QPointF MapView::centreOf(Hex hex) const
{
    return toWidget(m_map->grid().centreMm(hex));
}

QPolygonF MapView::hexPolygon(Hex hex) const
{
    QPolygonF polygon;
    for (HexPointMm p : m_map->grid().cornersMm(hex))
        polygon << toWidget(p);
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
    const Hex h =
        m_map->grid().hexAtMm({(point.x() - m_origin.x()) / s, (point.y() - m_origin.y()) / s});
    if (!m_map->grid().contains(h))
        return std::nullopt;
    return h;
}

// The map never drifts off the view: a map that fits the view sits in its middle; a larger one
// may be panned until its edge reaches the middle of the view, so any hex can be brought to the
// middle (and the zoom keeps the hex under the pointer where it is).
void MapView::clampPan()
{
    const double s = scale();
    auto clamp = [](double origin, double view, double map) {
        if (map <= view - 4)
            return (view - map) / 2; // centred
        return std::clamp(origin, view / 2 - map, view / 2);
    };
    m_origin.setX(clamp(m_origin.x(), width(), m_extentMm.x * s));
    m_origin.setY(clamp(m_origin.y(), height(), m_extentMm.y * s));
}

void MapView::zoomTo(double zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, minimumZoom(), maximumZoom());
    const double before = scale();
    const QPointF mm = (anchor - m_origin) / before;
    m_zoom = zoom;
    m_fitted = zoom <= minimumZoom();
    m_origin = anchor - mm * scale();
    clampPan();
    update();
    emit zoomChanged(m_zoom);
}

void MapView::zoomIn()
{
    zoomTo(m_zoom * zoomStep, rect().center());
}

void MapView::zoomOut()
{
    zoomTo(m_zoom / zoomStep, rect().center());
}

void MapView::fitToWindow()
{
    m_fitted = true;
    m_zoom = minimumZoom();
    m_origin = {2, 2};
    clampPan();
    update();
    emit zoomChanged(m_zoom);
}

void MapView::ensureVisible(Hex hex)
{
    if (!m_map || !m_map->grid().contains(hex))
        return;
    const QPointF c = centreOf(hex);
    const double margin = std::min(hexPixels(), std::min(width(), height()) / 4.0);
    if (rect().adjusted(int(margin), int(margin), -int(margin), -int(margin)).contains(c.toPoint()))
        return;
    m_origin += QPointF(rect().center()) - c;
    clampPan();
    update();
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The zoom buttons in a column at the top right corner.
    int y = 4;
    for (QToolButton *b : m_zoomButtons) {
        const QSize size = b->sizeHint().expandedTo(QSize(28, 28));
        b->setGeometry(width() - size.width() - 4, y, size.width(), size.height());
        y += size.height() + 2;
    }
    // Fitted, the map stays fitted to the view as it grows or shrinks; zoomed in, it keeps its
    // zoom against the whole map.
    m_zoom = m_fitted ? minimumZoom() : std::clamp(m_zoom, minimumZoom(), maximumZoom());
    clampPan();
}

std::vector<MapCounter> MapView::counters() const
{
    std::vector<MapCounter> out;
    if (!m_map || !m_positions)
        return out;
    const double f = hexPixels();
    // A counter is about as large in its hex as a half-inch counter in a 0.6-inch hex, and never
    // wider than the spacing of two columns, so neighbours' counters do not cover each other; the
    // counters of a stack are drawn each a little lower than the one under it, never sideways.
    const double side = 0.84 * f;
    const double step = std::max(3.0, 0.06 * f);
    for (Hex h : m_map->grid().allHexes()) {
        const std::vector<int> &here = m_positions->at(h);
        const double middle = (double(here.size()) - 1) / 2;
        for (std::size_t k = 0; k < here.size(); ++k) {
            const MapUnit &u = m_positions->units[std::size_t(here[k])];
            MapCounter c;
            c.unit = u.id;
            c.hex = h;
            c.top = k + 1 == here.size();
            const QPointF centre = centreOf(h) + QPointF(0, (double(k) - middle) * step);
            c.box = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side);
            c.strength = u.strength ? QString::number(u.strength) : QString();
            out.push_back(std::move(c));
        }
    }
    // One size of text on every counter, as on a printed counter sheet: the largest at which
    // every name fits its counter (a long word hyphenated; a name that fits at no size aside),
    // each name in whole words where they fit at that size.
    const int largest = std::max(minimumTextPixels, int(side / 3.2));
    auto layout = [&](const MapCounter &c, int px, bool hyphens) {
        const QFontMetricsF fm(pixelFont(font(), px));
        const QFontMetricsF bold(pixelFont(font(), px, true));
        QStringList lines = wrapped(QString::fromStdString(c.unit), side - 4, fm, hyphens);
        const double height =
            lines.size() * fm.lineSpacing() + (c.strength.isEmpty() ? 0.0 : bold.lineSpacing());
        if (lines.isEmpty() || lines.size() > 2 || height > side - 2)
            lines.clear();
        return lines;
    };
    int common = largest;
    for (const MapCounter &c : out) {
        int px = largest;
        while (px > minimumTextPixels && layout(c, px, true).isEmpty())
            --px;
        if (!layout(c, px, true).isEmpty())
            common = std::min(common, px);
    }
    for (MapCounter &c : out) {
        c.pixelSize = common;
        // Whole words a little smaller, else hyphenated at the common size, else smaller still.
        const int nearly = std::max(minimumTextPixels, common - 2);
        for (const auto &[hyphens, from, to] :
             {std::tuple{false, common, nearly}, std::tuple{true, common, minimumTextPixels}})
            for (int px = from; px >= to && c.nameLines.isEmpty(); --px)
                if (QStringList lines = layout(c, px, hyphens); !lines.isEmpty()) {
                    c.nameLines = lines;
                    c.pixelSize = px;
                }
        if (c.nameLines.isEmpty()) // too long for any size: the tooltip names it whole
            c.nameLines = wrapped(QString::fromStdString(c.unit), side - 4,
                                  QFontMetricsF(pixelFont(font(), minimumTextPixels)), true);
    }
    return out;
}

void MapView::paintEvent(QPaintEvent *event)
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
    const QRectF visible =
        QRectF(event->rect()).adjusted(-hexPixels(), -hexPixels(), hexPixels(), hexPixels());
    std::vector<Hex> all;
    for (Hex h : grid.allHexes())
        if (visible.contains(centreOf(h)))
            all.push_back(h);
    QFont small = font();
    small.setPointSizeF(std::max(5.0, std::min(s * 2.2, 10.0)));
    p.setFont(small);
    // The map's own picture under the grid: its terrain, ids and features are the printed ones,
    // so the grid is drawn over it in outline, and what is highlighted is tinted.
    const bool picture = !m_picture.isNull();
    if (picture) {
        p.save();
        p.setRenderHint(QPainter::SmoothPixmapTransform, !m_pressedAt);
        p.setTransform(m_pictureToMm * QTransform::fromScale(s, s) *
                       QTransform::fromTranslate(m_origin.x(), m_origin.y()));
        p.drawPixmap(0, 0, m_picture);
        p.restore();
    }
    for (Hex h : all) {
        QColor fill = picture ? QColor(0, 0, 0, 0) : terrainColour(*m_map->terrainAt(h));
        if (contains(m_attacking, h))
            fill = QColor(120, 160, 240); // an attacker chosen for the combat
        else if (contains(m_defending, h))
            fill = QColor(235, 130, 120); // the defender it is formed against
        else if (contains(m_retreats, h))
            fill = QColor(250, 170, 80);
        else if (contains(m_stops, h))
            fill = QColor(170, 210, 120); // reachable, but movement stops there (enemy ZOC)
        else if (contains(m_reach, h))
            fill = QColor(140, 220, 140);
        else if (contains(m_entries, h))
            fill = QColor(200, 160, 230); // a reinforcement may enter here
        if (contains(m_blocking, h))
            fill = QColor(230, 110, 110);
        if (picture && fill.alpha() == 255)
            fill.setAlpha(120);
        p.setPen(QPen(picture ? QColor(40, 40, 40, 90) : QColor(120, 120, 120), 0.6));
        p.setBrush(fill);
        p.drawPolygon(hexPolygon(h));
        if (picture)
            continue; // the picture prints its own hex ids
        p.setPen(QColor(90, 90, 90));
        const QPointF c = centreOf(h);
        p.drawText(QRectF(c.x() - 6 * s, c.y() - 7.5 * s, 12 * s, 4 * s), Qt::AlignCenter,
                   QString::fromStdString(grid.id(h)));
    }
    // Hexsides: each once, from the hex with the smaller coordinates (printed on a picture).
    for (Hex h : picture ? std::vector<Hex>() : all)
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
    if (m_positions) {
        const std::string firstPlayer =
            m_positions->units.empty() ? std::string()
                                       : m_positions->playerOf(m_positions->units.front().side);
        for (const MapCounter &c : counters()) {
            if (!visible.intersects(c.box))
                continue;
            const MapUnit *u = m_positions->unit(c.unit);
            const bool first = u && m_positions->playerOf(u->side) == firstPlayer;
            // A counter's own picture, as printed, when the game has one for it.
            if (const auto image = m_counterImages.find(c.unit); image != m_counterImages.end()) {
                p.save();
                p.setRenderHint(QPainter::SmoothPixmapTransform);
                const QSizeF fitted =
                    QSizeF(image->second.size()).scaled(c.box.size(), Qt::KeepAspectRatio);
                const QRectF at(c.box.center() - QPointF(fitted.width(), fitted.height()) / 2,
                                fitted);
                p.drawPixmap(at, image->second, QRectF(image->second.rect()));
                p.setPen(QPen(Qt::black, 0.8));
                p.setBrush(Qt::NoBrush);
                p.drawRect(at);
                p.restore();
                continue;
            }
            p.setPen(QPen(Qt::black, 0.8));
            p.setBrush(first ? QColor(60, 80, 160) : QColor(180, 60, 50));
            p.drawRoundedRect(c.box, 2, 2);
            p.setPen(Qt::white);
            const QFont nameFont = pixelFont(font(), int(c.pixelSize));
            const QFont strengthFont = pixelFont(font(), int(c.pixelSize), true);
            const QFontMetricsF fm(nameFont), bold(strengthFont);
            const double height = c.nameLines.size() * fm.lineSpacing() +
                                  (c.strength.isEmpty() ? 0.0 : bold.lineSpacing());
            double y = c.box.center().y() - height / 2;
            p.setFont(nameFont);
            for (const QString &line : c.nameLines) {
                p.drawText(QRectF(c.box.left(), y, c.box.width(), fm.lineSpacing()),
                           Qt::AlignCenter, line);
                y += fm.lineSpacing();
            }
            if (!c.strength.isEmpty()) {
                p.setFont(strengthFont);
                p.drawText(QRectF(c.box.left(), y, c.box.width(), bold.lineSpacing()),
                           Qt::AlignCenter, c.strength);
            }
        }
    }
    if (m_selected && grid.contains(*m_selected)) {
        p.setPen(QPen(QColor(20, 20, 160), std::max(2.0, s * 0.8)));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(hexPolygon(*m_selected));
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

// A press and release in one place is a click on its hex; moved further than a drag starts, the
// press pans the map instead (the middle button always pans).
void MapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::MiddleButton)
        return; // the right button opens the hex's context menu
    m_pressedAt = event->position();
    m_lastDrag = event->position();
    m_dragging = event->button() == Qt::MiddleButton;
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressedAt || !(event->buttons() & (Qt::LeftButton | Qt::MiddleButton)))
        return;
    if (!m_dragging &&
        (event->position() - *m_pressedAt).manhattanLength() >= QApplication::startDragDistance())
        m_dragging = true;
    if (!m_dragging)
        return;
    setCursor(Qt::ClosedHandCursor);
    m_origin += event->position() - m_lastDrag;
    m_lastDrag = event->position();
    clampPan();
    update();
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    const std::optional<QPointF> pressed = m_pressedAt;
    const bool dragged = m_dragging;
    m_pressedAt.reset();
    m_dragging = false;
    unsetCursor();
    if (event->button() != Qt::LeftButton || !pressed || dragged)
        return;
    if (std::optional<Hex> h = hexAt(*pressed)) {
        if (event->modifiers() & Qt::ShiftModifier)
            emit hexShiftClicked(*h);
        else
            emit hexClicked(*h);
    }
}

void MapView::wheelEvent(QWheelEvent *event)
{
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0) {
        event->ignore();
        return;
    }
    zoomTo(m_zoom * std::pow(zoomStep, notches), event->position());
    event->accept();
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    const double across = width() / 8.0, down = height() / 8.0;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
    case Qt::Key_Home:
        fitToWindow();
        return;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        m_origin += event->key() == Qt::Key_Left    ? QPointF(across, 0)
                    : event->key() == Qt::Key_Right ? QPointF(-across, 0)
                    : event->key() == Qt::Key_Up    ? QPointF(0, down)
                                                    : QPointF(0, -down);
        clampPan();
        update();
        return;
    default:
        QWidget::keyPressEvent(event);
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
