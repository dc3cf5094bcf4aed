#include "mapmakerview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <cmath>

using namespace umpire;

MapMakerView::MapMakerView(const MapDraft *draft, QWidget *parent) : QWidget(parent), m_draft(draft)
{
    setMinimumSize(320, 240);
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void MapMakerView::setSuggestions(std::map<std::string, std::string> suggestions)
{
    m_suggestions = std::move(suggestions);
    update();
}

void MapMakerView::setMarks(std::vector<PicturePoint> marks)
{
    m_marks = std::move(marks);
    update();
}

void MapMakerView::fitPicture()
{
    const QImage &p = m_draft->picture();
    if (p.isNull() || width() < 2 || height() < 2)
        return;
    m_scale = std::min(double(width()) / p.width(), double(height()) / p.height());
    m_offset = QPointF((width() - p.width() * m_scale) / 2, (height() - p.height() * m_scale) / 2);
    m_fitted = true;
    update();
}

QPointF MapMakerView::toView(PicturePoint p) const
{
    return m_offset + QPointF(p.x, p.y) * m_scale;
}

PicturePoint MapMakerView::toPicture(QPointF p) const
{
    const QPointF q = (p - m_offset) / m_scale;
    return {q.x(), q.y()};
}

QColor MapMakerView::colourOf(const std::string &id)
{
    static const std::map<std::string, QColor> known = {
        {"clear", QColor(240, 230, 190)},  {"forest", QColor(40, 130, 50)},
        {"woods", QColor(40, 130, 50)},    {"town", QColor(180, 60, 60)},
        {"chateau", QColor(150, 40, 120)}, {"marsh", QColor(60, 150, 150)},
        {"swamp", QColor(60, 150, 150)},   {"hill", QColor(170, 120, 60)},
        {"river", QColor(30, 80, 220)},    {"stream", QColor(90, 160, 240)},
        {"bridge", QColor(120, 80, 40)},   {"crest", QColor(230, 120, 20)},
        {"road", QColor(110, 70, 30)},     {"trail", QColor(150, 110, 60)}};
    if (const auto it = known.find(id); it != known.end())
        return it->second;
    // Another terrain: a colour of its own, the same for the same id.
    std::size_t h = std::hash<std::string>{}(id);
    return QColor::fromHsv(int(h % 360), 160, 200);
}

QPolygonF MapMakerView::hexPolygon(Hex hex) const
{
    QPolygonF polygon;
    for (const HexPointMm &c : m_draft->grid().cornersMm(hex))
        polygon << toView(m_draft->placement().toPicture(c));
    return polygon;
}

void MapMakerView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    const QImage &picture = m_draft->picture();
    if (picture.isNull()) {
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Open a scan or a photograph of your map (Open picture)."));
        return;
    }
    if (!m_fitted)
        fitPicture();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, m_scale < 1);
    painter.drawImage(
        QRectF(m_offset, QSizeF(picture.width() * m_scale, picture.height() * m_scale)), picture);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_draft->hasGrid()) {
        const HexGrid &grid = m_draft->grid();
        // Painted terrain, and the proposals not yet taken.
        for (Hex hex : grid.allHexes()) {
            const std::string id = grid.id(hex);
            const auto painted = m_draft->terrain.find(id);
            const auto proposed = m_suggestions.find(id);
            if (painted != m_draft->terrain.end()) {
                QColor c = colourOf(painted->second);
                c.setAlpha(110);
                painter.setPen(Qt::NoPen);
                painter.setBrush(c);
                painter.drawPolygon(hexPolygon(hex));
            } else if (proposed != m_suggestions.end()) {
                painter.setBrush(Qt::NoBrush);
                painter.setPen(
                    QPen(colourOf(proposed->second), std::max(1.5, 3 * m_scale), Qt::DashLine));
                QPolygonF inner = hexPolygon(hex);
                const QPointF c = toView(m_draft->centreOf(hex));
                for (QPointF &p : inner)
                    p = c + (p - c) * 0.75;
                painter.drawPolygon(inner);
            }
        }
        // The grid itself.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0, 90, 255, 170), 1));
        for (Hex hex : grid.allHexes())
            painter.drawPolygon(hexPolygon(hex));
        // Hexside features along the edge two hexes share.
        for (const auto &[pair, features] : m_draft->hexsides) {
            Result<Hex> a = grid.parseId(pair.first), b = grid.parseId(pair.second);
            if (!a || !b)
                continue;
            const QPolygonF pa = hexPolygon(*a), pb = hexPolygon(*b);
            std::vector<QPointF> shared;
            for (const QPointF &p : pa)
                for (const QPointF &q : pb)
                    if (QLineF(p, q).length() < 0.5)
                        shared.push_back(p);
            if (shared.size() < 2)
                continue;
            int n = 0;
            for (const std::string &f : features) {
                painter.setPen(QPen(colourOf(f), std::max(3.0, 6 * m_scale) - 2 * n++,
                                    Qt::SolidLine, Qt::RoundCap));
                painter.drawLine(shared[0], shared[1]);
            }
        }
        // Roads and trails from centre to centre.
        for (const MapDraft::Path &path : m_draft->paths) {
            QPolygonF line;
            for (const std::string &h : path.hexes)
                if (Result<Hex> hex = grid.parseId(h))
                    line << toView(m_draft->centreOf(*hex));
            painter.setPen(QPen(colourOf(path.feature), std::max(2.0, 4 * m_scale), Qt::DashLine,
                                Qt::RoundCap));
            painter.drawPolyline(line);
        }
        // Names, entries and exits.
        QFont font = painter.font();
        font.setBold(true);
        painter.setFont(font);
        auto label = [&](const std::map<std::string, std::string> &list, const QString &prefix,
                         QColor colour) {
            for (const auto &[h, name] : list)
                if (Result<Hex> hex = grid.parseId(h)) {
                    const QPointF c = toView(m_draft->centreOf(*hex));
                    const QString text = prefix + QString::fromStdString(name);
                    const QRectF box(c.x() - 80, c.y() - 10, 160, 20);
                    painter.setPen(Qt::white);
                    painter.drawText(box.translated(1, 1), Qt::AlignCenter, text);
                    painter.setPen(colour);
                    painter.drawText(box, Qt::AlignCenter, text);
                }
        };
        label(m_draft->names, {}, Qt::black);
        label(m_draft->entries, tr("in: "), QColor(0, 110, 0));
        label(m_draft->exits, tr("out: "), QColor(160, 0, 0));
    }
    // The points clicked for the tool at hand.
    painter.setPen(QPen(Qt::red, 2));
    painter.setBrush(QColor(255, 0, 0, 80));
    for (std::size_t i = 0; i < m_marks.size(); ++i) {
        const QPointF p = toView(m_marks[i]);
        painter.drawEllipse(p, 6, 6);
        painter.drawText(p + QPointF(8, -8), QString::number(i + 1));
    }
}

void MapMakerView::resizeEvent(QResizeEvent *)
{
    if (!m_fitted)
        fitPicture();
}

void MapMakerView::wheelEvent(QWheelEvent *event)
{
    const double factor = event->angleDelta().y() > 0 ? 1.25 : 0.8;
    const QPointF at = event->position();
    const PicturePoint before = toPicture(at);
    m_scale = std::clamp(m_scale * factor, 0.05, 20.0);
    m_offset = at - QPointF(before.x, before.y) * m_scale;
    update();
}

void MapMakerView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::RightButton || event->button() == Qt::MiddleButton) {
        m_panFrom = event->position();
        return;
    }
    if (event->button() == Qt::LeftButton && !m_draft->picture().isNull())
        emit clicked(toPicture(event->position()));
}

void MapMakerView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panFrom) {
        m_offset += event->position() - *m_panFrom;
        m_panFrom = event->position();
        update();
        return;
    }
    if ((event->buttons() & Qt::LeftButton) && !m_draft->picture().isNull())
        emit dragged(toPicture(event->position()));
}

void MapMakerView::mouseReleaseEvent(QMouseEvent *)
{
    m_panFrom.reset();
}
