#pragma once

#include <QWidget>

namespace umpire::n1815 {
class Data;
struct State;
} // namespace umpire::n1815

// The location graph of Napoleon 1815 Returns drawn from the rule data's coordinates: towns,
// roads (river crossings dashed, stand-in roads grey), and the units at each town in their army's
// colour. Clicking a town emits it.
class N1815MapView : public QWidget
{
    Q_OBJECT

  public:
    explicit N1815MapView(QWidget *parent = nullptr);
    void setGame(const umpire::n1815::Data *gameData, const umpire::n1815::State *state);
    void setHighlight(const QString &location); // the battle's town
    QSize sizeHint() const override { return {640, 560}; }
    QSize minimumSizeHint() const override { return {360, 300}; }

  signals:
    void locationClicked(const QString &location);

  protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

  private:
    QPointF place(double x, double y) const;
    const umpire::n1815::Data *m_data = nullptr;
    const umpire::n1815::State *m_state = nullptr;
    QString m_highlight;
};
