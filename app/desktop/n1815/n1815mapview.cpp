#include "n1815mapview.h"

#include "n1815data.h"
#include "n1815state.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace {

QColor armyColor(const std::string &color)
{
    const QColor c(QString::fromStdString(color));
    return c.isValid() ? c : QColor(Qt::darkGray);
}

const QColor paper(246, 242, 228);

// Whether the segment crosses the rectangle (or lies in it).
bool crosses(const QLineF &line, const QRectF &r)
{
    if (r.contains(line.p1()) || r.contains(line.p2()))
        return true;
    const QLineF edges[] = {{r.topLeft(), r.topRight()},
                            {r.topRight(), r.bottomRight()},
                            {r.bottomRight(), r.bottomLeft()},
                            {r.bottomLeft(), r.topLeft()}};
    for (const QLineF &e : edges)
        if (line.intersects(e, nullptr) == QLineF::BoundedIntersection)
            return true;
    return false;
}

QPointF nearestPoint(const QRectF &r, const QPointF &p)
{
    return {std::clamp(p.x(), r.left(), r.right()), std::clamp(p.y(), r.top(), r.bottom())};
}

// A town's label before it is placed: its name and chips, arranged in `columns`, relative to the
// label's top left corner, aligned left, right or centred on the town.
struct Shape
{
    QSizeF size;
    QRectF name;
    QList<QRectF> units;
};

Shape arrange(const QSizeF &name, const QList<QSizeF> &chips, int columns, Qt::Alignment align)
{
    constexpr double gap = 1;
    const int rows = (int(chips.size()) + columns - 1) / columns;
    if (rows > 0)
        columns = (int(chips.size()) + rows - 1) / rows; // no empty column
    // Down the first column, then the next: a stack reads as it would in one column.
    const auto column = [&](int k) { return k / rows; };
    const auto line = [&](int k) { return k % rows; };
    QList<double> widths(columns, 0.0);
    for (int k = 0; k < chips.size(); ++k)
        widths[column(k)] = std::max(widths[column(k)], chips[k].width());
    double chipsWidth = 0;
    for (double w : widths)
        chipsWidth += w + (chipsWidth > 0 ? gap + 1 : 0);
    const double chipHeight = chips.isEmpty() ? 0 : chips.front().height();
    Shape s;
    s.size = {std::max(name.width(), chipsWidth),
              name.height() + (rows > 0 ? gap + rows * (chipHeight + gap) - gap : 0)};
    const auto x = [&](double width) {
        if (align & Qt::AlignRight)
            return s.size.width() - width;
        if (align & Qt::AlignHCenter)
            return (s.size.width() - width) / 2;
        return 0.0;
    };
    s.name = QRectF(QPointF(x(name.width()), 0), name);
    const double left = x(chipsWidth);
    for (int k = 0; k < chips.size(); ++k) {
        double cx = left;
        for (int c = 0; c < column(k); ++c)
            cx += widths[c] + gap + 1;
        s.units << QRectF(QPointF(cx, name.height() + gap + line(k) * (chipHeight + gap)),
                          chips[k]);
    }
    return s;
}

} // namespace

QRectF N1815MapLabel::bounds() const
{
    QRectF r = nameBox;
    for (const QRectF &u : unitBoxes)
        r = r.united(u);
    return r;
}

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

void N1815MapView::setHidden(std::set<std::string> units)
{
    if (units == m_hidden)
        return;
    m_hidden = std::move(units);
    update();
}

void N1815MapView::setHighlight(const QString &location)
{
    m_highlight = location;
    update();
}

QFont N1815MapView::nameFont() const
{
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

QFont N1815MapView::unitFont() const
{
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    return small;
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
    // Room at the edges for the labels of the towns there, which are placed on their inner side.
    const double marginX = 40, marginY = 28;
    const double w = std::max(1.0, width() - 2 * marginX),
                 h = std::max(1.0, height() - 2 * marginY);
    const double spanX = std::max(1e-6, maxX - minX), spanY = std::max(1e-6, maxY - minY);
    // North up: latitude grows upwards.
    return {marginX + (x - minX) / spanX * w, marginY + (maxY - y) / spanY * h};
}

QList<N1815MapLabel> N1815MapView::labels() const
{
    QList<N1815MapLabel> out;
    if (!m_data || !m_state)
        return out;
    const QFontMetricsF names(nameFont()), units(unitFont());
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);

    // What a label must not cover (the towns) and would rather not (the roads).
    QList<QRectF> towns;
    QList<QLineF> roads;
    struct Todo
    {
        N1815MapLabel label;
        QSizeF name;
        QList<QSizeF> chips;
        int crowd = 0; // towns near it
    };
    QList<Todo> todo;
    for (const umpire::n1815::Location &l : m_data->locations) {
        Todo t;
        N1815MapLabel &label = t.label;
        label.location = QString::fromStdString(l.id);
        label.town = place(l.x, l.y);
        label.radius = label.location == m_highlight ? 9 : 6;
        label.name = QString::fromStdString(l.name);
        t.name = {names.horizontalAdvance(label.name) + 6, names.height() + 1};
        for (const std::string &id : m_state->unitsAt(*m_data, l.id)) {
            const umpire::n1815::Unit *u = m_data->unit(id);
            if (!u)
                continue;
            const umpire::n1815::Army *army = m_data->army(u->army);
            const QString text =
                m_hidden.count(id) ? QString::fromStdString(army ? army->name : u->army)
                : u->isCorps()     ? QString::fromStdString(u->name) + QStringLiteral(" ") +
                                     QString::number(m_state->cohesion(id))
                               : QString::fromStdString(u->name);
            label.units << text;
            label.colors << armyColor(army ? army->color : std::string());
            t.chips << QSizeF(units.horizontalAdvance(text) + 8, std::max(14.0, units.height()));
        }
        const double r = label.radius + 2;
        towns << QRectF(label.town - QPointF(r, r), QSizeF(2 * r, 2 * r));
        todo << t;
    }
    for (const umpire::n1815::Road &road : m_data->roads) {
        const umpire::n1815::Location *a = m_data->location(road.a), *b = m_data->location(road.b);
        if (a && b)
            roads << QLineF(place(a->x, a->y), place(b->x, b->y));
    }
    for (Todo &t : todo)
        for (const QRectF &town : towns)
            t.crowd += QLineF(town.center(), t.label.town).length() < 80;

    // The biggest stacks and the most crowded towns first: they have the fewest free places.
    QList<int> order;
    for (int i = 0; i < todo.size(); ++i)
        order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (todo[a].chips.size() != todo[b].chips.size())
            return todo[a].chips.size() > todo[b].chips.size();
        return todo[a].crowd > todo[b].crowd;
    });

    QList<QRectF> taken(todo.size()); // each placed label's bounds, empty when not placed
    const auto fits = [&](int self, const QRectF &r) {
        if (!area.contains(r))
            return false;
        for (const QRectF &town : towns)
            if (town.intersects(r))
                return false;
        for (int j = 0; j < taken.size(); ++j)
            if (j != self && !taken[j].isEmpty() && taken[j].adjusted(-1, -1, 1, 1).intersects(r))
                return false;
        return true;
    };
    // What makes a free place worse: the roads under it, and another town so near that the label
    // would seem to be that town's.
    const auto clutter = [&](int self, const QRectF &r) {
        double cost = 0;
        for (const QLineF &road : roads)
            cost += 4 * crosses(road, r);
        for (int j = 0; j < towns.size(); ++j)
            if (j != self)
                cost +=
                    std::max(0.0, 16 - QLineF(towns[j].center(), nearestPoint(r, towns[j].center()))
                                           .length()) /
                    2;
        return cost;
    };
    struct Choice
    {
        double cost = std::numeric_limits<double>::max();
        Shape shape;
        QPointF at;
        bool leader = false;
    };
    const auto choose = [&](int i) {
        const Todo &t = todo[i];
        const QPointF c = t.label.town;
        const double d = t.label.radius + 3, e = d * 0.75, half = t.name.height() / 2;
        Choice best;
        const int most = t.chips.size() >= 3 ? 3 : 1;
        for (int columns = 1; columns <= std::min<int>(most, std::max<int>(1, t.chips.size()));
             ++columns) {
            const Shape left = arrange(t.name, t.chips, columns, Qt::AlignLeft),
                        right = arrange(t.name, t.chips, columns, Qt::AlignRight),
                        centre = arrange(t.name, t.chips, columns, Qt::AlignHCenter);
            const double w = left.size.width(), h = left.size.height();
            // The free side of the town, in the order a reader looks for a name.
            const std::pair<const Shape *, QPointF> sides[] = {
                {&left, {c.x() + d, c.y() - half}},     {&right, {c.x() - d - w, c.y() - half}},
                {&centre, {c.x() - w / 2, c.y() + d}},  {&centre, {c.x() - w / 2, c.y() - d - h}},
                {&left, {c.x() + e, c.y() + e}},        {&right, {c.x() - e - w, c.y() + e}},
                {&left, {c.x() + e, c.y() - e - h}},    {&right, {c.x() - e - w, c.y() - e - h}},
                {&left, {c.x() + d, c.y() + half - h}}, {&right, {c.x() - d - w, c.y() + half - h}},
            };
            for (int k = 0; k < int(std::size(sides)); ++k) {
                const QRectF r(sides[k].second, sides[k].first->size);
                if (!fits(i, r))
                    continue;
                const double cost = k + clutter(i, r) + 6.0 * (columns - 1);
                if (cost < best.cost)
                    best = {cost, *sides[k].first, sides[k].second, false};
            }
        }
        if (best.cost < std::numeric_limits<double>::max())
            return best;
        // No side is free: a little away, the nearest free place, a line leading to the town.
        for (int columns = 1; columns <= std::max<int>(1, t.chips.size()); ++columns) {
            const Shape shape = arrange(t.name, t.chips, columns, Qt::AlignLeft);
            const QSizeF s = shape.size;
            for (double away = d + 6; away < 260; away += 6) {
                for (int a = 0; a < 24; ++a) {
                    const double angle = a * std::numbers::pi / 12;
                    const QPointF centre = c + QPointF(std::cos(angle), std::sin(angle)) *
                                                   (away + std::hypot(s.width(), s.height()) / 2);
                    const QRectF r(centre - QPointF(s.width() / 2, s.height() / 2), s);
                    if (!fits(i, r))
                        continue;
                    const double cost = 100 + away + clutter(i, r) + 10.0 * (columns - 1);
                    if (cost < best.cost)
                        best = {cost, shape, r.topLeft(), true};
                }
                if (best.cost < std::numeric_limits<double>::max())
                    break;
            }
        }
        if (best.cost == std::numeric_limits<double>::max()) // a view too small: on its right
            best = {best.cost,
                    arrange(t.name, t.chips, 1, Qt::AlignLeft),
                    {c.x() + d, c.y() - half},
                    false};
        return best;
    };
    QList<Choice> chosen(todo.size());
    const auto settle = [&](int i, const Choice &choice) {
        chosen[i] = choice;
        taken[i] = QRectF(choice.at, choice.shape.size);
    };
    for (int i : order)
        settle(i, choose(i));
    // Once all are placed, each label again, the others where they are: a better side may be free.
    for (int pass = 0; pass < 2; ++pass)
        for (int i : order)
            if (const Choice again = choose(i); again.cost < chosen[i].cost)
                settle(i, again);

    for (int i = 0; i < todo.size(); ++i) {
        N1815MapLabel label = todo[i].label;
        const Choice &c = chosen[i];
        label.nameBox = c.shape.name.translated(c.at);
        for (const QRectF &u : c.shape.units)
            label.unitBoxes << u.translated(c.at);
        label.leader = c.leader;
        out << label;
    }
    return out;
}

void N1815MapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), paper);
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
    const QList<N1815MapLabel> all = labels();
    p.setPen(QPen(QColor(90, 80, 70), 1, Qt::DotLine));
    for (const N1815MapLabel &l : all)
        if (l.leader)
            p.drawLine(l.town, nearestPoint(l.bounds(), l.town));
    for (const N1815MapLabel &l : all) {
        const bool battle = l.location == m_highlight;
        p.setPen(QPen(battle ? QColor(200, 30, 30) : QColor(60, 50, 40), battle ? 3 : 1.5));
        p.setBrush(QColor(255, 252, 240));
        p.drawEllipse(l.town, l.radius, l.radius);
    }
    const QFont name = nameFont(), unit = unitFont();
    for (const N1815MapLabel &l : all) {
        // The name on a veil of the paper, so a road under it does not cross its letters; a town's
        // stack framed with its name, so it reads as that town's.
        p.setPen(l.unitBoxes.isEmpty() ? QPen(Qt::NoPen) : QPen(QColor(150, 135, 110), 0.8));
        p.setBrush(QColor(paper.red(), paper.green(), paper.blue(), 215));
        p.drawRoundedRect(l.unitBoxes.isEmpty() ? l.nameBox : l.bounds().adjusted(-1, 0, 1, 1), 3,
                          3);
        p.setFont(name);
        p.setPen(QColor(40, 30, 20));
        p.drawText(l.nameBox, Qt::AlignCenter, l.name);
        // The units there, one small label each in their army's colour.
        p.setFont(unit);
        for (int k = 0; k < l.unitBoxes.size(); ++k) {
            const QColor c = l.colors.value(k);
            p.setPen(Qt::NoPen);
            p.setBrush(c);
            p.drawRoundedRect(l.unitBoxes[k], 3, 3);
            p.setPen(c.lightness() > 150 ? Qt::black : Qt::white);
            p.drawText(l.unitBoxes[k], Qt::AlignCenter, l.units.value(k));
        }
    }
}

void N1815MapView::mousePressEvent(QMouseEvent *event)
{
    if (!m_data || !m_state)
        return;
    const QList<N1815MapLabel> all = labels();
    // A town's label is the town too.
    for (const N1815MapLabel &l : all)
        if (l.bounds().contains(event->position()))
            return emit locationClicked(l.location);
    double best = 20 * 20;
    QString hit;
    for (const N1815MapLabel &l : all) {
        const QPointF d = l.town - event->position();
        const double dist = d.x() * d.x() + d.y() * d.y();
        if (dist < best) {
            best = dist;
            hit = l.location;
        }
    }
    if (!hit.isEmpty())
        emit locationClicked(hit);
}
