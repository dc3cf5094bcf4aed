#include "n1815mapview.h"

#include "n1815data.h"
#include "n1815state.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <limits>

namespace {

QColor armyColor(const std::string &color)
{
    const QColor c(QString::fromStdString(color));
    return c.isValid() ? c : QColor(Qt::darkGray);
}

} // namespace

N1815MapView::N1815MapView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("n1815Map"));
    setMouseTracking(false);
    setAutoFillBackground(true);
}

void N1815MapView::setGame(const umpire::n1815::Data *gameData, const umpire::n1815::State *state)
{
    m_data = gameData;
    m_state = state;
    update();
}

void N1815MapView::setHighlight(const QString &location)
{
    m_highlight = location;
    update();
}

QPointF N1815MapView::place(double x, double y) const
{
    double minX = std::numeric_limits<double>::max(), maxX = -minX, minY = minX, maxY = -minX;
    for (const umpire::n1815::Location &l : m_data->locations) {
        minX = std::min(minX, l.x);
        maxX = std::max(maxX, l.x);
        minY = std::min(minY, l.y);
        maxY = std::max(maxY, l.y);
    }
    const double margin = 60;
    const double w = std::max(1.0, width() - 2 * margin), h = std::max(1.0, height() - 2 * margin);
    const double spanX = std::max(1e-6, maxX - minX), spanY = std::max(1e-6, maxY - minY);
    // North up: latitude grows upwards.
    return {margin + (x - minX) / spanX * w, margin + (maxY - y) / spanY * h};
}

void N1815MapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(246, 242, 228));
    if (!m_data || !m_state)
        return;
    for (const umpire::n1815::Road &road : m_data->roads) {
        const umpire::n1815::Location *a = m_data->location(road.a), *b = m_data->location(road.b);
        if (!a || !b)
            continue;
        QPen pen(road.river ? QColor(40, 90, 170) : QColor(120, 100, 70), road.river ? 2.5 : 2);
        if (road.river)
            pen.setStyle(Qt::DashLine);
        if (!road.verified && !road.river)
            pen.setColor(QColor(160, 150, 135));
        p.setPen(pen);
        p.drawLine(place(a->x, a->y), place(b->x, b->y));
    }
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    QFont bold = font();
    bold.setBold(true);
    for (const umpire::n1815::Location &l : m_data->locations) {
        const QPointF at = place(l.x, l.y);
        const bool battle = QString::fromStdString(l.id) == m_highlight;
        p.setPen(QPen(battle ? QColor(200, 30, 30) : QColor(60, 50, 40), battle ? 3 : 1.5));
        p.setBrush(QColor(255, 252, 240));
        p.drawEllipse(at, battle ? 9 : 6, battle ? 9 : 6);
        p.setFont(bold);
        p.setPen(QColor(40, 30, 20));
        p.drawText(at + QPointF(9, -4), QString::fromStdString(l.name));
        // The units there, one small label each in their army's colour.
        double dy = 10;
        p.setFont(small);
        for (const std::string &id : m_state->unitsAt(*m_data, l.id)) {
            const umpire::n1815::Unit *u = m_data->unit(id);
            const umpire::n1815::Army *army = u ? m_data->army(u->army) : nullptr;
            if (!u)
                continue;
            const QString text = u->isCorps()
                                     ? QString::fromStdString(u->name) + QStringLiteral(" ") +
                                           QString::number(m_state->cohesion(id))
                                     : QString::fromStdString(u->name);
            const QRectF box(at.x() + 9, at.y() + dy - 9,
                             p.fontMetrics().horizontalAdvance(text) + 8, 14);
            const QColor c = armyColor(army ? army->color : std::string());
            p.setPen(Qt::NoPen);
            p.setBrush(c);
            p.drawRoundedRect(box, 3, 3);
            p.setPen(c.lightness() > 150 ? Qt::black : Qt::white);
            p.drawText(box, Qt::AlignCenter, text);
            dy += 15;
        }
    }
}

void N1815MapView::mousePressEvent(QMouseEvent *event)
{
    if (!m_data)
        return;
    double best = 20 * 20;
    QString hit;
    for (const umpire::n1815::Location &l : m_data->locations) {
        const QPointF d = place(l.x, l.y) - event->position();
        const double dist = d.x() * d.x() + d.y() * d.y();
        if (dist < best) {
            best = dist;
            hit = QString::fromStdString(l.id);
        }
    }
    if (!hit.isEmpty())
        emit locationClicked(hit);
}
