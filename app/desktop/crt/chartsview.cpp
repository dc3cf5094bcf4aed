#include "chartsview.h"

#include "datatext.h"

#include "compensation.h"
#include "gamesession.h"

#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

const QColor seriesColors[] = {QColor(30, 70, 160), QColor(170, 40, 40), QColor(40, 130, 60),
                               QColor(140, 90, 20)};

} // namespace

CasualtyChart::CasualtyChart(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(180);
}

void CasualtyChart::setSeries(std::vector<Series> series)
{
    m_series = std::move(series);
    update();
}

void CasualtyChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QRectF plot(48, 16, width() - 64, height() - 52);
    int turns = 1, top = 1;
    for (const Series &s : m_series) {
        turns = std::max<int>(turns, static_cast<int>(s.values.size()) - 1);
        for (int v : s.values)
            top = std::max(top, v);
    }
    top = ((top + 4) / 5) * 5;
    p.setPen(palette().color(QPalette::Mid));
    for (int i = 0; i <= 5; ++i) {
        const double y = plot.bottom() - plot.height() * i / 5;
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.drawText(QRectF(0, y - 8, plot.left() - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(top * i / 5));
    }
    auto xOf = [&](int turn) { return plot.left() + plot.width() * turn / turns; };
    p.setPen(palette().color(QPalette::Text));
    for (int t = 0; t <= turns; ++t)
        p.drawText(QRectF(xOf(t) - 20, plot.bottom() + 4, 40, 16), Qt::AlignCenter,
                   QString::number(t));
    p.drawText(QRectF(plot.left(), plot.bottom() + 20, plot.width(), 16), Qt::AlignCenter,
               tr("turn (0 is the set-up)"));
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const Series &s = m_series[i];
        const QColor color = seriesColors[i % 4];
        QPainterPath path;
        for (std::size_t t = 0; t < s.values.size(); ++t) {
            const QPointF point(xOf(static_cast<int>(t)),
                                plot.bottom() - plot.height() * s.values[t] / top);
            t == 0 ? path.moveTo(point) : path.lineTo(point);
        }
        p.setPen(QPen(color, 3));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.drawText(QPointF(plot.left() + 8 + 140 * static_cast<double>(i), plot.top() + 12),
                   s.side);
    }
}

DiceChart::DiceChart(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(160);
}

void DiceChart::setCounts(std::vector<int> counts, int faces)
{
    m_faces = std::max(faces, 1);
    m_counts = std::move(counts);
    m_counts.resize(static_cast<std::size_t>(m_faces) + 1, 0);
    m_rolls = 0;
    for (int face = 1; face <= m_faces; ++face)
        m_rolls += m_counts[static_cast<std::size_t>(face)];
    update();
}

void DiceChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const std::vector<int> &counts = m_counts;
    const double top =
        std::max(1, *std::max_element(counts.begin(), counts.end())) * 1.15; // room for the counts
    const QRectF plot(40, 12, width() - 56, height() - 40);
    const double slot = plot.width() / m_faces;
    for (int face = 1; face <= m_faces; ++face) {
        const double h = plot.height() * counts[static_cast<std::size_t>(face)] / top;
        const QRectF bar(plot.left() + slot * (face - 1) + slot * 0.15, plot.bottom() - h,
                         slot * 0.7, h);
        p.fillRect(bar, QColor(90, 110, 150));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(bar.left(), plot.bottom() + 4, bar.width(), 16), Qt::AlignCenter,
                   QString::number(face));
        p.drawText(QRectF(bar.left(), bar.top() - 16, bar.width(), 16), Qt::AlignCenter,
                   QString::number(counts[static_cast<std::size_t>(face)]));
    }
    if (m_rolls > 0) {
        // What a fair die gives on average.
        const double fair = static_cast<double>(m_rolls) / m_faces;
        const double y = plot.bottom() - plot.height() * fair / top;
        p.setPen(QPen(QColor(170, 40, 40), 2, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
}

ChartsView::ChartsView(GameSession *session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("chartsView"));
    auto *layout = new QVBoxLayout(this);
    auto *title1 =
        new QLabel(tr("<b>Casualties by turn</b> (eliminated strength at the end of each turn)"));
    m_casualties = new CasualtyChart;
    m_casualties->setObjectName(QStringLiteral("casualtyChart"));
    auto *title2 = new QLabel(
        tr("<b>Dice</b> (every roll that counts; the dashed line is what a fair die gives)"));
    m_dice = new DiceChart;
    m_dice->setObjectName(QStringLiteral("diceChart"));
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("diceSummary"));
    m_summary->setWordWrap(true);
    m_history = new QLabel;
    m_history->setObjectName(QStringLiteral("diceHistory"));
    m_history->setWordWrap(true);
    layout->addWidget(title1);
    layout->addWidget(m_casualties, 3);
    layout->addWidget(title2);
    layout->addWidget(m_dice, 2);
    layout->addWidget(m_summary);
    layout->addWidget(m_history);
    connect(m_session, &GameSession::gameOpened, this, [this] { m_eventsSeen = 0; });
    connect(m_session, &GameSession::stateChanged, this, &ChartsView::refresh);
    refresh();
}

void ChartsView::countRolls()
{
    const umpire::crt::GameState &now = m_session->state();
    const std::vector<umpire::JournalEvent> &events = m_session->game().journal().digests();
    if (events.size() == m_eventsSeen && now.rolls.size() == m_rollsSeen)
        return;
    const bool oneEvent = m_eventsSeen > 0 && events.size() == m_eventsSeen + 1 &&
                          !umpire::isCompensation(events.back().kind) &&
                          now.rolls.size() >= m_rollsSeen;
    if (!oneEvent) {
        m_values.clear();
        m_counts.clear();
        m_voided = m_generated = 0;
        m_sum = 0;
        m_rollsSeen = 0;
    }
    const std::size_t faces = static_cast<std::size_t>(std::max(m_session->ruleset().dieFaces, 1));
    m_counts.resize(faces + 1, 0);
    for (std::size_t i = m_rollsSeen; i < now.rolls.size(); ++i) {
        const umpire::crt::RollRecord &r = now.rolls[i];
        if (r.voided) {
            ++m_voided;
            continue;
        }
        m_values.push_back(r.value);
        m_generated += r.generated ? 1 : 0;
        m_sum += r.value;
        if (r.value >= 1 && static_cast<std::size_t>(r.value) <= faces)
            ++m_counts[static_cast<std::size_t>(r.value)];
    }
    m_rollsSeen = now.rolls.size();
    m_eventsSeen = events.size();
}

void ChartsView::refresh()
{
    if (!m_session->hasGame()) {
        m_casualties->setSeries({});
        m_dice->setCounts({}, 6);
        m_eventsSeen = 0;
        return;
    }
    // Each turn's end (just before the next turn.advanced that counts), and now: the session's
    // scoreboard keeps them event by event.
    const umpire::crt::GameState &now = m_session->state();
    std::vector<CasualtyChart::Series> series;
    if (const umpire::crt::Scoreboard *board = m_session->scoreboard())
        for (umpire::crt::Scoreboard::Series &s : board->casualtiesByTurn(now))
            series.push_back({dataText(s.side), std::move(s.values)});
    m_casualties->setSeries(series);

    countRolls();
    const std::vector<int> &values = m_values;
    const int voided = m_voided, generated = m_generated;
    const int faces = m_session->ruleset().dieFaces;
    m_dice->setCounts(m_counts, faces);
    const double mean = values.empty() ? 0 : m_sum / static_cast<double>(values.size());
    m_summary->setText(values.empty() ? tr("No die rolled yet.")
                                      : tr("Rolls that count: %1 (%2 by Umpire; %3 more voided by "
                                           "an undo). Average %4; a fair die averages %5.")
                                            .arg(values.size())
                                            .arg(generated)
                                            .arg(voided)
                                            .arg(mean, 0, 'f', 2)
                                            .arg((faces + 1) / 2.0, 0, 'f', 1));
    QStringList last;
    for (std::size_t i = values.size() > 40 ? values.size() - 40 : 0; i < values.size(); ++i)
        last << QString::number(values[i]);
    m_history->setText(last.isEmpty()
                           ? QString()
                           : tr("Latest rolls, oldest first: %1").arg(last.join(QLatin1Char(' '))));
}
