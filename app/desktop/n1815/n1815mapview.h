#pragma once

#include <QColor>
#include <QList>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <set>
#include <string>

namespace umpire::n1815 {
class Data;
struct State;
} // namespace umpire::n1815

// One town's label on the map, in the view's coordinates: its name and, under it, a chip for each
// unit there in its army's colour (one column, or more for a big stack).
struct N1815MapLabel
{
    QString location; // the town's id
    QPointF town;     // the town's centre
    double radius = 6;
    QString name;
    QRectF nameBox;
    QStringList units; // "I Corps 10"
    QList<QColor> colors;
    QList<QRectF> unitBoxes;
    bool leader = false; // drawn away from its town, a line leading to it
    QRectF bounds() const;
};

// The location graph of Napoleon 1815 Returns drawn from the rule data's coordinates: towns,
// roads (river crossings dashed, stand-in roads grey), and the units at each town in their army's
// colour. Clicking a town, or its label, emits it.
//
// Every town's label is placed where it covers no other label and no town, and stays
// inside the view: on the free side of its town (right, left, below, above, a corner), its stack
// of units in columns when tall, and when none of these is free, a little away with a line to it.
class N1815MapView : public QWidget
{
    Q_OBJECT

  public:
    explicit N1815MapView(QWidget *parent = nullptr);
    void setGame(const umpire::n1815::Data *gameData, const umpire::n1815::State *state);
    // The units whose identifier the screen's viewer may not see (N1815 46): drawn as their
    // army's block, without name or cohesion.
    void setHidden(std::set<std::string> units);
    void setHighlight(const QString &location); // the battle's town
    QSize sizeHint() const override { return {640, 560}; }
    QSize minimumSizeHint() const override { return {360, 300}; }
    // The labels as drawn at the view's present size.
    QList<N1815MapLabel> labels() const;

  signals:
    void locationClicked(const QString &location);

  protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

  private:
    QPointF place(double x, double y) const;
    QFont nameFont() const;
    QFont unitFont() const;
    const umpire::n1815::Data *m_data = nullptr;
    const umpire::n1815::State *m_state = nullptr;
    std::set<std::string> m_hidden;
    QString m_highlight;
};
